//! The UI text in English, German, French and Russian. Every string lives in
//! one [`Texts`] table per language, so a missing translation is a compile
//! error, not a blank on the screen.

use std::str::FromStr;

use chomp_protocol::{Level, PlayerInfo, PlayerKind};

mod de;
mod en;
mod fr;
mod ru;

use de::DE;
use en::EN;
use fr::FR;
use ru::RU;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Ru,
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        match s.get(..2) {
            Some("en") => Ok(Lang::En),
            Some("de") => Ok(Lang::De),
            Some("fr") => Ok(Lang::Fr),
            Some("ru") => Ok(Lang::Ru),
            _ => Err(format!(
                "'{s}' is not a supported language (en, de, fr, ru)"
            )),
        }
    }
}

impl Lang {
    /// The language of a locale such as `de_DE.UTF-8`, English if unknown.
    pub fn from_locale(locale: &str) -> Lang {
        locale.parse().unwrap_or_default()
    }

    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Lang::En, |v| Lang::from_locale(&v))
    }
}

/// Every string the UI shows.
#[derive(Debug)]
pub struct Texts {
    pub lobby: &'static str,
    pub game: &'static str,
    pub history: &'static str,
    pub statistics: &'static str,
    pub help: &'static str,
    pub connecting: &'static str,
    pub offline: &'static str,
    pub connection_lost: &'static str,
    pub reconnecting_in: &'static str,
    pub open_games: &'static str,
    pub running_games: &'static str,
    pub none_yet: &'static str,
    pub new_game: &'static str,
    pub create_game: &'static str,
    pub variant: &'static str,
    pub width: &'static str,
    pub height: &'static str,
    pub opponent: &'static str,
    pub start: &'static str,
    pub first_move: &'static str,
    pub human: &'static str,
    pub computer: &'static str,
    /// After a hosted bot's name (a program playing under a name, e.g.
    /// `chomp bot`): `robo (bot)`.
    pub hosted_bot: &'static str,
    pub full_board: &'static str,
    pub random_board: &'static str,
    pub me: &'static str,
    pub random: &'static str,
    pub totals: &'static str,
    pub players_online: &'static str,
    pub server: &'static str,
    pub games_played: &'static str,
    pub human_wins_vs_bots: &'static str,
    pub bot_wins: &'static str,
    pub human_vs_human: &'static str,
    pub players: &'static str,
    pub player: &'static str,
    pub you: &'static str,
    pub waiting_for_opponent: &'static str,
    pub your_turn: &'static str,
    pub to_move: &'static str,
    pub wins: &'static str,
    pub rematch_hint: &'static str,
    /// Our rematch offer stands; `{name}` is the opponent.
    pub rematch_offered: &'static str,
    /// The opponent (`{name}`) offers a rematch; `r` accepts.
    pub rematch_offer_from: &'static str,
    pub rematch_lapsed: &'static str,
    /// Beside a game or result that moves no rating.
    pub unrated: &'static str,
    /// The server closed the connection because its host stopped it.
    pub host_stopped: &'static str,
    pub not_your_turn: &'static str,
    pub empty_cell: &'static str,
    pub confirm_resign: &'static str,
    pub unfinished_games: &'static str,
    pub opponent_joined: &'static str,
    pub too_small: &'static str,
    pub hints: &'static str,
    pub hints_loading: &'static str,
    pub hints_on_your_move: &'static str,
    pub hints_not_allowed: &'static str,
    pub hints_live_only: &'static str,
    pub hints_inexact: &'static str,
    /// Estimated hints: the player to move's outcome is not decided yet.
    pub outcome_unknown: &'static str,
    /// Estimated hints: a proven win whose winning move is not found yet.
    pub win_move_unknown: &'static str,
    /// Estimated hints: what the letters on the cells mean.
    pub cell_legend: &'static str,
    pub p_position: &'static str,
    pub n_position: &'static str,
    /// Above the hints of a game already over (resigned, timed out,
    /// aborted): its moves are for study, nobody plays them.
    pub hints_for_study: &'static str,
    pub moves: &'static str,
    pub replay: &'static str,
    pub all_players: &'static str,
    pub when: &'static str,
    pub winner: &'static str,
    pub my_record: &'static str,
    pub wins_label: &'static str,
    pub losses: &'static str,
    pub rating: &'static str,
    /// The title of the games-per-day picture.
    pub games_per_day: &'static str,
    pub games: &'static str,
    pub won_lost: &'static str,
    pub leaderboard: &'static str,
    pub keys_lobby: &'static str,
    pub keys_game: &'static str,
    pub keys_history: &'static str,
    pub keys_stats: &'static str,
    pub rules_chomp: &'static str,
    pub rules_ichomp: &'static str,
    pub rules_hints: &'static str,
    pub help_keys: &'static str,
    pub level_easy: &'static str,
    pub level_medium: &'static str,
    pub level_hard: &'static str,
    pub confirm_quit_host: &'static str,
    /// After a name refused for want of its token; `{path}` is the file.
    pub token_kept_in: &'static str,
    pub watching: &'static str,
    /// Before the move clock's `m:ss`: the time the player to move has left.
    pub time_left: &'static str,
    pub keys_game_watch: &'static str,
    pub keys_game_over: &'static str,
    pub keys_game_archive: &'static str,
    pub won_poison: &'static str,
    pub lost_poison: &'static str,
    pub won_last: &'static str,
    pub lost_last: &'static str,
    pub won_resign: &'static str,
    pub lost_resign: &'static str,
    pub won_abandon: &'static str,
    pub lost_abandon: &'static str,
    pub seen_poison: &'static str,
    pub seen_last: &'static str,
    pub seen_resign: &'static str,
    pub seen_abandon: &'static str,
    pub aborted: &'static str,
    pub won_timeout: &'static str,
    pub lost_timeout: &'static str,
    pub seen_timeout: &'static str,
    pub hints_game_over: &'static str,
    pub hints_working: &'static str,
    pub how: &'static str,
    pub how_poison: &'static str,
    pub how_last: &'static str,
    pub how_resign: &'static str,
    pub how_abandon: &'static str,
    pub how_aborted: &'static str,
    pub how_timeout: &'static str,
    pub level: &'static str,
    pub human_wins: &'static str,
    pub computer_wins: &'static str,
    pub share_hint: &'static str,
}

/// The table of a language.
pub fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &FR,
        Lang::Ru => &RU,
    }
}

impl Texts {
    /// A bot level in this language.
    pub fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.level_easy,
            Level::Medium => self.level_medium,
            Level::Hard => self.level_hard,
        }
    }

    /// A player as the lobby and the game show them: `ann`, a built-in
    /// bot with its level (`hard bot (hard)`), a hosted bot marked as one
    /// (`robo (bot)`).
    pub fn player(&self, p: &PlayerInfo) -> String {
        match (p.kind, p.level) {
            (_, Some(l)) => format!("{} ({})", p.name, self.level(l)),
            (PlayerKind::Bot, None) => format!("{} ({})", p.name, self.hosted_bot),
            (PlayerKind::Human, None) => p.name.clone(),
        }
    }

    /// A template with `{w}` (the winner) and `{l}` (the loser) filled in.
    pub fn fill(template: &str, winner: &str, loser: &str) -> String {
        template.replace("{w}", winner).replace("{l}", loser)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_their_language() {
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), Lang::De);
        assert_eq!(Lang::from_locale("fr_CA"), Lang::Fr);
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::from_locale("ja_JP"), Lang::En);
        assert!("xx".parse::<Lang>().is_err());
    }

    #[test]
    fn every_language_translates_the_key_lines() {
        for l in [Lang::De, Lang::Fr, Lang::Ru] {
            let t = texts(l);
            assert_ne!(t.keys_game, EN.keys_game);
            assert_ne!(t.rules_chomp, EN.rules_chomp);
            assert_ne!(t.your_turn, EN.your_turn);
        }
    }
}
