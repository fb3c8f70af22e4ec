//! The move history pane of the game screen: every move so far (ply,
//! player, `row.col`, how many squares it ate), the replayed one highlighted.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{HighlightSpacing, List, ListItem, ListState};
use ratatui::Frame;

use crate::app::{move_label, App, GameView};
use crate::i18n::texts;
use crate::marks;
use crate::text;
use crate::ui::{bidi, names};

/// Columns of the ply (` 12.`) and of the move (`32.32`); a space
/// follows the ply, the name and the move.
const PLY_W: usize = 4;
const LABEL_W: usize = 5;
/// The narrowest and widest a name is shown in the list.
const NAME_LEAST: usize = 4;
const NAME_MOST: usize = 12;

pub fn render(app: &App, g: &GameView, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let moves = &g.state.moves;
    let selected = match g.replay {
        Some(0) => None,
        Some(k) => Some(k - 1),
        None => moves.len().checked_sub(1),
    };
    // Only the rows the pane shows are made: the list keeps the selected
    // move in view, at the bottom once it is past the first screenful, which
    // is the window below. Formatting every move of a long game on every
    // frame was a fifth of a game screen's drawing over the SSH door.
    let rows = usize::from(area.height.saturating_sub(2)).max(1);
    let start = selected.map_or(0, |s| (s + 1).saturating_sub(rows));
    let end = moves.len().min(start + rows);
    // How many squares each move ate, in words: a bare "-20" read like a
    // rating change.
    let eaten: Vec<String> = moves
        .get(start..end)
        .unwrap_or_default()
        .iter()
        .map(|m| bidi::s(t, &t.fmt("moves-eaten", &[("count", m.removed.into())])))
        .collect();
    let eaten_w = eaten.iter().map(|e| text::width(e)).max().unwrap_or(0);
    // The names give way to the counts: the ply, the move and the count
    // keep their columns in the pane (less its border, the marker and a
    // column of margin).
    // An analysed archive game gives each row its mark's sign (one column
    // and a space).
    let sign_w = if g.marks.is_empty() { 0 } else { 2 };
    let inner = usize::from(area.width.saturating_sub(4)).saturating_sub(sign_w);
    let name_w = inner
        .saturating_sub(PLY_W + 1 + 1 + LABEL_W + 1 + eaten_w)
        .clamp(NAME_LEAST, NAME_MOST);
    // Names are the same on every row: each seat's is made once.
    let who: Vec<String> = (0..2)
        .map(|seat| {
            g.state
                .players
                .get(seat)
                .map_or_else(|| "?".to_string(), |p| names::player(t, p))
        })
        .map(|name| text::pad(text::clip(&name, name_w), name_w))
        .collect();
    let items: Vec<ListItem> = moves
        .get(start..end)
        .unwrap_or_default()
        .iter()
        .zip(&eaten)
        .map(|(m, eaten)| {
            let who = who.get(m.seat as usize).map_or("?", String::as_str);
            let sign = g
                .marks
                .get(m.ply as usize)
                .map_or(String::new(), |&k| format!("{} ", marks::sign(k)));
            ListItem::new(Line::from(format!(
                "{:>3}. {}{} {:>5} {}",
                m.ply.saturating_add(1),
                sign,
                who,
                move_label(m),
                eaten
            )))
        })
        .collect();
    let title = match g.replay {
        Some(k) => match k.checked_sub(1).and_then(|i| g.marks.get(i)) {
            Some(&mark) => format!(
                "{} {}/{}: {}",
                t.replay,
                k,
                moves.len(),
                marks::words(t, mark)
            ),
            None => format!("{} {}/{}", t.replay, k, moves.len()),
        },
        None => t.moves.to_string(),
    };
    let mut state = ListState::default();
    state.select(selected.map(|s| s - start));
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
