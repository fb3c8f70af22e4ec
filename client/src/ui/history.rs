//! The history browser: finished games (one's own or everyone's), newest
//! first; Enter opens one for replay on the game screen.

use chomp_protocol::{OverReason, PlayerInfo, PlayerKind};
use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, Row, Table, TableState};
use ratatui::Frame;

use crate::app::{App, Whose};
use crate::i18n::{texts, Texts};
use crate::text;
use crate::ui::bidi;
use crate::ui::moves::clip;

/// A player's name, clipped; a hosted bot marked as a bot, a built-in bot
/// by its label in the language shown.
fn name(t: &Texts, p: &PlayerInfo) -> String {
    match (p.kind, p.level) {
        (PlayerKind::Bot, None) => format!("{} ({})", clip(&p.name, 14), t.hosted_bot),
        (_, Some(level)) => t.bot_player(level),
        _ => clip(&p.name, 14),
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
    let gaps = 6;
    let rest =
        (body.width.saturating_sub(2) as usize).saturating_sub(fixed.iter().sum::<usize>() + gaps);
    let players_w = rest * 2 / 3;
    let winner_w = rest - players_w;
    let rows: Vec<Row> = h
        .games
        .iter()
        .map(|g| {
            let names: Vec<String> = g.players.iter().map(|p| name(t, p)).collect();
            let winner = g
                .players
                .get(g.winner as usize)
                .map_or("?".to_string(), |p| name(t, p));
            let how = match g.reason {
                OverReason::Normal if g.variant == "chomp" => t.how_poison,
                OverReason::Normal => t.how_last,
                OverReason::Resign => t.how_resign,
                OverReason::Abandon => t.how_abandon,
                OverReason::Aborted => t.how_aborted,
                OverReason::Timeout => t.how_timeout,
            };
            Row::new(vec![
                format!("#{}", g.game),
                when(&g.finished_at),
                format!("{} {}×{}", g.variant, g.width, g.height),
                bidi::s(t, &fit(&names.join(&versus), players_w)),
                bidi::s(t, &fit(&winner, winner_w)),
                bidi::s(t, how),
                g.moves.len().to_string(),
            ])
        })
        .collect();
    let header = Row::new(
        ["#", t.when, t.variant, t.players, t.winner, t.how, t.moves]
            .map(|h| bidi::s(t, h))
            .to_vec(),
    )
    .style(Style::new().add_modifier(Modifier::BOLD));
    let empty = h.games.is_empty();
    let block_title = if h.loading {
        format!("{title}… ")
    } else if empty {
        format!("{title}({}) ", bidi::s(t, t.none_yet))
    } else {
        title
    };
    let table = Table::new(
        rows,
        [
            Constraint::Length(fixed[0] as u16),
            Constraint::Length(fixed[1] as u16),
            Constraint::Length(fixed[2] as u16),
            Constraint::Length(players_w as u16),
            Constraint::Length(winner_w as u16),
            Constraint::Length(fixed[3] as u16),
            Constraint::Length(fixed[4] as u16),
        ],
    )
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

/// `2026-11-23T11:00:00Z` as `11-23 11:00`: month, day and time are what
/// tells recent games apart.
fn when(finished_at: &str) -> String {
    finished_at
        .get(5..16)
        .map_or_else(|| finished_at.to_string(), |s| s.replace('T', " "))
}
