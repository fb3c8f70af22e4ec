//! A language's Fluent bundle and the table of its fixed texts, built once
//! per process from the embedded file. Fixed texts are read into fields so
//! screens borrow them for the whole run; texts with variables (names,
//! counts, times) are formatted on each use by Fluent, whose selectors and
//! `NUMBER` pick each locale's plural forms.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::files;
use super::lang::Lang;
use crate::text::{cell_terminal_khmer, KHMER_FILL};

/// The arguments of a message: `("winner", "ann".into())`.
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

/// The Fluent id of a field: `keys_lobby` is `keys-lobby`.
fn id_of(field: &str) -> String {
    field.replace('_', "-")
}

macro_rules! fixed_texts {
    ($($(#[$doc:meta])* $field:ident),* $(,)?) => {
        /// Every text of a language: the fixed ones as fields, the rest
        /// through [`Texts::fmt`] and the methods built on it.
        pub struct Texts {
            pub lang: Lang,
            bundle: FluentBundle<FluentResource>,
            $($(#[$doc])* pub $field: &'static str,)*
        }

        /// The Fluent ids read into [`Texts`]' fields (the key test's list).
        #[cfg(test)]
        pub const FIXED_IDS: &[&str] = &[$(stringify!($field)),*];

        impl Texts {
            fn new(lang: Lang, bundle: FluentBundle<FluentResource>) -> Texts {
                let fixed = |field: &str| -> &'static str {
                    let text = plain(&bundle, &id_of(field));
                    Box::leak(text.into_boxed_str())
                };
                Texts {
                    lang,
                    $($field: fixed(stringify!($field)),)*
                    bundle,
                }
            }
        }
    };
}

fixed_texts! {
    language_name,
    lobby, game, history, statistics, help,
    connecting, offline, online,
    open_games, running_games, none_yet, new_game, create_game,
    variant, width, height, opponent, start, first_move, human,
    /// After a hosted bot's name (a program playing under a name, e.g.
    /// `chomp bot`): `robo (bot)`.
    hosted_bot,
    full_board, random_board, me, random,
    totals, players_online, server, games_played, human_wins_vs_bots, bot_wins, human_vs_human,
    players, player, you, versus, waiting_for_opponent, your_turn, rematch_hint,
    rematch_lapsed, unrated, host_stopped,
    not_your_turn, empty_cell, confirm_resign, unfinished_games, opponent_joined, too_small,
    /// The new-game form when not even the smallest board fits the terminal.
    board_fits_nothing,
    hints, hints_loading, hints_on_your_move, hints_not_allowed, hints_live_only, hints_inexact,
    /// Estimated hints: the player to move's outcome is not decided yet.
    outcome_unknown,
    /// Estimated hints: a proven win whose winning move is not found yet.
    win_move_unknown,
    /// Estimated hints: what the letters on the squares mean.
    cell_legend,
    p_position,
    /// Above the hints of a game already over (resigned, timed out,
    /// aborted): its moves are for study, nobody plays them.
    hints_for_study,
    /// Under that header, where a live game says how many winning moves
    /// there are: the green squares would have won.
    hints_study_wins,
    quadrant_nw, quadrant_ne, quadrant_sw, quadrant_se, xor, sg,
    moves, replay, all_players, when, winner, my_record, wins_label, losses, rating,
    /// The title of the games-per-day picture.
    games_per_day,
    games, won_lost, leaderboard,
    keys_lobby, keys_game, keys_history, keys_stats,
    keys_game_watch, keys_game_over, keys_game_archive,
    /// The help window's keys, and the statistics screen's when it shows
    /// a page at a time.
    keys_help, keys_stats_pages,
    /// Before the game's keys when the side pane has no room beside the
    /// board: Tab turns between the board, the details and the hints.
    keys_tab_details,
    /// The same, short, for a terminal too narrow for the long form beside
    /// the help and the way out.
    keys_tab_short,
    rules_chomp, rules_ichomp, rules_hints, help_keys,
    level_easy, level_medium, level_hard, level,
    confirm_quit_host, watching,
    hints_game_over, hints_working,
    how, how_poison, how_last, how_resign, how_abandon, how_aborted, how_timeout,
    human_wins, computer_wins, share_hint, ssh_hint,
    /// The lobby's key line when `g` has a game to go back to.
    keys_lobby_game,
    /// Beside a board whose squares are too narrow for their values.
    hints_by_colour,
    /// The link-key prompt (`a` in the lobby).
    key_prompt_title, key_prompt_about, key_prompt_file, key_prompt_keys, key_prompt_linking,
    /// `a` in a session over the SSH door.
    key_over_ssh,
    /// The help window's paragraph on the lobby.
    help_lobby,
    /// The server answered `busy` to hints: one retry follows, or (again)
    /// none for this position.
    hints_busy, hints_busy_again,
    /// The question before quitting a host others use, asked by Ctrl-C
    /// (`confirm_quit_host` is asked by `q` in the lobby).
    confirm_quit_ctrl_c,
    /// A key or click that needs the server, while there is no connection.
    offline_action,
    /// Why a server cannot be reached, in the unreachable banner.
    why_refused, why_no_host, why_timed_out,
    /// The history's column of what each game did to the rating.
    rating_change,
    /// Why a game in the history was unrated: ended before both moved, a
    /// board too small or won in one move, the two played each other
    /// rated too often that day.
    unrated_aborted, unrated_board, unrated_repeat,
    /// One's record: wins as first and as second mover (`3/5`), the
    /// longest run of wins, and the heading of the results per opponent.
    as_first, as_second, longest_streak, opponents,
    /// A guest's mark beside the name (SSH without a key), and the reason
    /// a game with a guest is unrated.
    guest, unrated_guest,
    /// Whether the server's bot in the game shown plays perfectly on this
    /// board (proven by the server's tables) or may not.
    bot_proven_perfect, bot_not_proven,
    /// The analysis board's keys, and the lobby's on the form's Start
    /// field (`e` types a custom start).
    keys_board, keys_form_start,
    /// The Tournaments screen's keys lines: the list, the create form, the
    /// standings.
    keys_tournaments, keys_tournament_form, keys_standings,
}

/// Text for plain output: without the screens' Khmer fillers.
pub fn plain_output(s: &str) -> String {
    s.replace(KHMER_FILL, "")
}

/// A message without variables, or its id when the file lacks it (the key
/// test in `keys.rs` makes sure no shipped file does).
fn plain(bundle: &FluentBundle<FluentResource>, id: &str) -> String {
    format(bundle, id, None).unwrap_or_else(|| id.to_string())
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, ?errors, "a translation did not format");
    }
    // Screens measure what terminals that count characters draw (Khmer).
    Some(cell_terminal_khmer(&text).into_owned())
}

/// A language's bundle: its file parsed, Fluent's functions added, and no
/// bidirectional isolation marks around variables (terminals draw them as
/// stray cells; right-to-left lines are ordered by `crate::text::visual`).
pub fn bundle_of(lang: Lang) -> Result<FluentBundle<FluentResource>, String> {
    let id: LanguageIdentifier = lang
        .code()
        .parse()
        .map_err(|e| format!("{}: {e}", lang.code()))?;
    let resource = FluentResource::try_new(files::source(lang).to_string())
        .map_err(|(_, errors)| format!("{}: {errors:?}", lang.code()))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle
        .add_builtins()
        .map_err(|e| format!("{}: {e:?}", lang.code()))?;
    bundle
        .add_resource(resource)
        .map_err(|errors| format!("{}: {errors:?}", lang.code()))?;
    Ok(bundle)
}

static LOADED: [OnceLock<Texts>; 12] = [const { OnceLock::new() }; 12];

/// The texts of `lang`, loaded on first use. A file that does not parse
/// falls back to English (the key test fails on it long before a release).
pub fn load(lang: Lang) -> &'static Texts {
    let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    LOADED[slot].get_or_init(|| match bundle_of(lang) {
        Ok(b) => Texts::new(lang, b),
        Err(e) => {
            tracing::error!(error = %e, "a language file does not load; using English");
            let english =
                bundle_of(Lang::En).unwrap_or_else(|_| FluentBundle::new_concurrent(vec![]));
            Texts::new(lang, english)
        }
    })
}

impl Texts {
    /// A message with variables, formatted in this language.
    pub fn fmt(&self, id: &str, args: &Args) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        format(&self.bundle, id, Some(&fluent)).unwrap_or_else(|| id.to_string())
    }

    /// A message for a line of plain output (the `chomp` command's errors,
    /// `chomp bot`'s log): as [`Texts::fmt`], without the fillers screens
    /// need after Khmer clusters.
    pub fn say(&self, id: &str, args: &Args) -> String {
        plain_output(&self.fmt(id, args))
    }

    /// Whether screens lay this language's lines out right to left.
    pub fn rtl(&self) -> bool {
        self.lang.rtl()
    }

    /// Whether this language's file has a message (the key test's view).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("lang", &self.lang).finish()
    }
}
