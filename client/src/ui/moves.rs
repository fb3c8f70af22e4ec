//! The move history pane of the game screen: every move so far (ply,
//! player, `row.col`, cells removed), the replayed one highlighted.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{HighlightSpacing, List, ListItem, ListState};
use ratatui::Frame;

use crate::app::{move_label, App, GameView};
use crate::i18n::texts;
use crate::text;
use crate::ui::bidi;

pub fn render(app: &App, g: &GameView, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let items: Vec<ListItem> = g
        .state
        .moves
        .iter()
        .map(|m| {
            let who = g
                .state
                .players
                .get(m.seat as usize)
                .map_or_else(|| "?".to_string(), |p| t.player(p));
            ListItem::new(Line::from(format!(
                "{:>3}. {} {:>5}  -{}",
                m.ply.saturating_add(1),
                text::pad(text::clip(&who, 12), 12),
                move_label(m),
                m.removed
            )))
        })
        .collect();
    let title = match g.replay {
        Some(k) => format!("{} {}/{}", t.replay, k, g.state.moves.len()),
        None => t.moves.to_string(),
    };
    let mut state = ListState::default();
    match g.replay {
        Some(0) => {}
        Some(k) => state.select(Some(k - 1)),
        None => {
            if !g.state.moves.is_empty() {
                state.select(Some(g.state.moves.len() - 1));
            }
        }
    }
    let list = List::new(items)
        .block(bidi::block(t, &title))
        .highlight_style(if g.replay.is_some() {
            Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        })
        .highlight_symbol(if g.replay.is_some() { "▶" } else { " " })
        // The symbol's column is kept even with nothing highlighted (a
        // replay before the first move), so the list never shifts.
        .highlight_spacing(HighlightSpacing::Always);
    f.render_stateful_widget(list, area, &mut state);
}

/// At most `n` columns of a name, cut between grapheme clusters.
pub fn clip(s: &str, n: usize) -> String {
    text::clip(s, n).to_string()
}
