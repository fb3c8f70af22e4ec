//! The history browser: finished games (one's own or everyone's), newest
//! first; Enter opens one for replay on the game screen.

use chomp_protocol::OverReason;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, Row, Table, TableState};
use ratatui::Frame;

use crate::app::{App, Whose};
use crate::i18n::texts;
use crate::ui::moves::clip;

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let h = &app.history;
    let whose = match &h.whose {
        Whose::Mine => app.me.as_deref().unwrap_or(&app.name).to_string(),
        Whose::All => t.all_players.to_string(),
        Whose::Player(p) => p.clone(),
    };
    let title = match &h.typing {
        Some(text) => format!(" {} — {}: {text}▏ ", t.history, t.player),
        None => format!(" {} — {whose} ", t.history),
    };
    let rows: Vec<Row> = h
        .games
        .iter()
        .map(|g| {
            let names: Vec<String> = g.players.iter().map(|p| clip(&p.name, 12)).collect();
            let winner = g
                .players
                .get(g.winner as usize)
                .map_or("?".to_string(), |p| clip(&p.name, 12));
            let why = match g.reason {
                OverReason::Normal => "",
                OverReason::Resign => t.by_resignation,
                OverReason::Abandon => t.by_abandon,
            };
            Row::new(vec![
                format!("#{}", g.game),
                g.finished_at
                    .chars()
                    .take(16)
                    .collect::<String>()
                    .replace('T', " "),
                format!("{} {}×{}", g.variant, g.width, g.height),
                names.join(" vs "),
                format!("{winner}{why}"),
                g.moves.len().to_string(),
            ])
        })
        .collect();
    let header = Row::new(vec!["#", t.when, t.variant, t.players, t.winner, t.moves])
        .style(Style::new().add_modifier(Modifier::BOLD));
    let empty = h.games.is_empty();
    let block_title = if h.loading {
        format!("{title}… ")
    } else if empty {
        format!("{title}({}) ", t.none_yet)
    } else {
        title
    };
    let table = Table::new(
        rows,
        [
            Constraint::Length(6),
            Constraint::Length(17),
            Constraint::Length(13),
            Constraint::Min(12),
            Constraint::Length(22),
            Constraint::Length(6),
        ],
    )
    .header(header)
    .block(Block::bordered().title(block_title))
    .row_highlight_style(Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD));
    let mut state = TableState::default();
    if !empty {
        state.select(Some(h.selected));
    }
    f.render_stateful_widget(table, body, &mut state);
}
