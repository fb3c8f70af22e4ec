//! The history browser: finished games (one's own or everyone's), newest
//! first; Enter opens one for replay on the game screen.

use chomp_protocol::{HistoryGame, OverReason, PlayerInfo, PlayerKind};
use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, Row, Table, TableState};
use ratatui::Frame;

use crate::app::{App, Whose};
use crate::i18n::{texts, Texts};
use crate::marks;
use crate::stats_rows::change_text;
use crate::text;
use crate::ui::bidi;
use crate::ui::moves::clip;
use crate::ui::names;

/// A player's name, clipped; a hosted bot marked as a bot, a built-in bot
/// by its label in the language shown.
fn name(t: &Texts, p: &PlayerInfo) -> String {
    match (p.kind, p.level) {
        (PlayerKind::Bot, None) => {
            format!("{} ({})", names::cells(&clip(&p.name, 14)), t.hosted_bot)
        }
        (_, Some(level)) => t.bot_player(level),
        _ => names::cells(&clip(&p.name, 14)),
    }
}

/// `s` in at most `cols` columns: whole, or cut between clusters with an
/// ellipsis that says so (never a word silently cut short).
fn fit(s: &str, cols: usize) -> String {
    if text::width(s) <= cols {
        s.to_string()
    } else {
        format!("{}…", text::clip(s, cols.saturating_sub(1)))
    }
}

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let h = &app.history;
    let whose = match &h.whose {
        Whose::Mine => app.me.as_deref().unwrap_or(&app.name).to_string(),
        Whose::All => t.all_players.to_string(),
        Whose::Player(p) => p.clone(),
    };
    let title = match &h.typing {
        Some(text) => format!(
            " {} ",
            bidi::s(t, &format!("{} — {}: {text}▏", t.history, t.player))
        ),
        None => format!(" {} ", bidi::s(t, &format!("{} — {whose}", t.history))),
    };
    let versus = format!(" {} ", t.versus);
    // Fixed columns are as wide as their header and words in the language
    // shown; the players and the winner share the rest, 2:1.
    let least = |least: usize, texts: &[&str]| {
        texts
            .iter()
            .map(|s| text::width(s))
            .max()
            .unwrap_or(0)
            .max(least)
    };
    let hows = [
        t.how,
        t.how_poison,
        t.how_last,
        t.how_resign,
        t.how_abandon,
        t.how_aborted,
        t.how_timeout,
    ];
    let fixed = [
        6,
        least(11, &[t.when]),
        least(11, &[t.variant]),
        least(6, &hows),
        least(5, &[t.moves]),
    ];
    // Whose rating change the column shows: the history's player's, or
    // both seats' in everyone's games.
    let who: Option<&str> = match &h.whose {
        Whose::Mine => Some(app.me.as_deref().unwrap_or(&app.name)),
        Whose::All => None,
        Whose::Player(p) => Some(p.as_str()),
    };
    let ratings: Vec<String> = h.games.iter().map(|g| rating_cell(t, g, who)).collect();
    let rating_w = ratings
        .iter()
        .map(|c| text::width(c))
        .chain([text::width(t.rating_change)])
        .max()
        .unwrap_or(0);
    let inner_w = body.width.saturating_sub(2) as usize;
    let gaps = 6;
    let rest = inner_w.saturating_sub(fixed.iter().sum::<usize>() + gaps);
    // The rating column only where the players keep their room.
    let with_rating = rest > 20 + rating_w;
    let rest = if with_rating {
        rest - rating_w - 1
    } else {
        rest
    };
    // A narrow terminal keeps what tells games apart and who won: the
    // date and the players go, the winner takes their room.
    // Its columns are only as wide as what they hold.
    let narrow = rest < 20;
    let how_of = |g: &chomp_protocol::HistoryGame| match g.reason {
        OverReason::Normal if g.variant == "chomp" => t.how_poison,
        OverReason::Normal => t.how_last,
        OverReason::Resign => t.how_resign,
        OverReason::Abandon => t.how_abandon,
        OverReason::Aborted => t.how_aborted,
        OverReason::Timeout => t.how_timeout,
    };
    let variant_of =
        |g: &chomp_protocol::HistoryGame| format!("{} {}×{}", g.variant, g.width, g.height);
    let widest = |header: &str, cells: Vec<String>| {
        cells
            .iter()
            .map(|c| text::width(c))
            .chain([text::width(header)])
            .max()
            .unwrap_or(1)
    };
    let fixed = if narrow {
        [
            widest(
                "#",
                h.games.iter().map(|g| format!("#{}", g.game)).collect(),
            ),
            fixed[1],
            widest(t.variant, h.games.iter().map(variant_of).collect()),
            widest(
                t.how,
                h.games.iter().map(|g| how_of(g).to_string()).collect(),
            ),
            widest(
                t.moves,
                h.games.iter().map(|g| g.moves.len().to_string()).collect(),
            ),
        ]
    } else {
        fixed
    };
    let rest = if narrow {
        inner_w.saturating_sub(fixed[0] + fixed[2] + fixed[3] + fixed[4] + 4)
    } else {
        rest
    };
    let (players_w, winner_w) = if narrow {
        (0, rest)
    } else {
        (rest * 2 / 3, rest - rest * 2 / 3)
    };
    let keep = |i: usize| (!narrow || !matches!(i, 1 | 3)) && (i != 7 || with_rating);
    let rows: Vec<Row> = h
        .games
        .iter()
        .zip(ratings)
        .map(|(g, rating)| {
            let names: Vec<String> = g.players.iter().map(|p| name(t, p)).collect();
            let winner = g
                .players
                .get(g.winner as usize)
                .map_or("?".to_string(), |p| name(t, p));
            let how = how_of(g);
            let cells = [
                format!("#{}", g.game),
                when(&g.finished_at),
                variant_of(g),
                bidi::s(t, &fit(&names.join(&versus), players_w)),
                bidi::s(t, &fit(&winner, winner_w)),
                bidi::s(t, how),
                g.moves.len().to_string(),
                bidi::s(t, &rating),
            ];
            Row::new(kept(cells, keep))
        })
        .collect();
    let header = Row::new(kept(
        [
            "#",
            t.when,
            t.variant,
            t.players,
            t.winner,
            t.how,
            t.moves,
            t.rating_change,
        ]
        .map(|h| bidi::s(t, h)),
        keep,
    ))
    .style(Style::new().add_modifier(Modifier::BOLD));
    let empty = h.games.is_empty();
    let block_title = if h.loading {
        format!("{title}… ")
    } else if empty {
        format!("{title}({}) ", bidi::s(t, t.none_yet))
    } else {
        title
    };
    let widths = [
        Constraint::Length(fixed[0] as u16),
        Constraint::Length(fixed[1] as u16),
        Constraint::Length(fixed[2] as u16),
        Constraint::Length(players_w as u16),
        Constraint::Length(winner_w as u16),
        Constraint::Length(fixed[3] as u16),
        Constraint::Length(fixed[4] as u16),
        Constraint::Length(rating_w as u16),
    ];
    let table = Table::new(rows, kept(widths, keep))
        .header(header)
        .block(if t.rtl() {
            Block::bordered()
                .title(block_title)
                .title_alignment(ratatui::layout::Alignment::Right)
        } else {
            Block::bordered().title(block_title)
        })
        .row_highlight_style(Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD));
    let mut state = TableState::default();
    if !empty {
        state.select(Some(h.selected));
    }
    f.render_stateful_widget(table, body, &mut state);
}

/// What a game did to `who`'s rating (`+242`), or to each seat's when
/// `who` is nobody in particular (`+242 -242`); "unrated" with the reason;
/// nothing from a server that does not say.
fn rating_cell(t: &Texts, g: &HistoryGame, who: Option<&str>) -> String {
    let change = change_cell(t, g, who);
    // The player's accuracy in the game, once the server has analysed it.
    let accuracy = who
        .and_then(|w| g.players.iter().position(|p| p.name == w))
        .zip(g.analysis.as_ref())
        .and_then(|(seat, a)| marks::accuracy_of(a, seat))
        .and_then(|a| marks::accuracy_text(t, a));
    match accuracy {
        Some(acc) if change.is_empty() => acc,
        Some(acc) => format!("{change} · {acc}"),
        None => change,
    }
}

/// The rating part of [`rating_cell`].
fn change_cell(t: &Texts, g: &HistoryGame, who: Option<&str>) -> String {
    if let Some(reason) = &g.unrated {
        return t.unrated_reason(reason).to_string();
    }
    let change = |i: usize| {
        g.ratings
            .get(i)
            .and_then(Option::as_ref)
            .and_then(|r| r.change)
            .map(change_text)
    };
    match who.and_then(|w| g.players.iter().position(|p| p.name == w)) {
        Some(i) => change(i).unwrap_or_default(),
        None => (0..g.players.len())
            .filter_map(change)
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// `2026-11-23T11:00:00Z` as `11-23 11:00`: month, day and time are what
/// tells recent games apart.
fn when(finished_at: &str) -> String {
    finished_at
        .get(5..16)
        .map_or_else(|| finished_at.to_string(), |s| s.replace('T', " "))
}

/// The columns `keep` keeps, in order.
fn kept<T, const N: usize>(cells: [T; N], keep: impl Fn(usize) -> bool) -> Vec<T> {
    cells
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep(*i))
        .map(|(_, c)| c)
        .collect()
}
