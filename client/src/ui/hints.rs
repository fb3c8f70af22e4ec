//! The game screen's hints pane: the SG values (each quadrant's in iChomp)
//! and the verdict, or why there are none yet, and the value of the square
//! aimed at when the board shows hints by colour only.

use chomp_protocol::GameStatus;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use crate::app::{App, GameView};
use crate::i18n::{texts, Texts};
use crate::text;
use crate::ui::{bidi, result, scrolled};

/// The hints panel, after the `aimed` square's value when the board shows
/// hints by colour; cut short, its border says there is more.
pub fn render_hints(app: &App, g: &GameView, f: &mut Frame, area: Rect, aimed: Vec<Line<'static>>) {
    let t = texts(app.lang);
    let block = bidi::block(t, t.hints);
    let inner = block.inner(area);
    let lines = match result::hints_placeholder(app, g, t) {
        Some(text) => bidi::paragraph(t, text, inner.width),
        None => {
            let mut lines = aimed;
            lines.extend(hint_lines(g, t, inner.width));
            lines
        }
    };
    let block = scrolled::marked(block, 0, lines.len(), inner.height as usize, t.rtl());
    f.render_widget(Paragraph::new(lines).block(block), area);
}

/// Beside a board whose squares are too small for their values: what the
/// colours mean and the value of the square under the mouse (or the
/// cursor), as `Square 12.5: 37`.
pub fn aimed_value_lines(g: &GameView, t: &Texts, cols: u16) -> Vec<Line<'static>> {
    let Some(h) = g.current_hints() else {
        return Vec::new();
    };
    let (r, c) = g.hover.unwrap_or(g.cursor);
    let value = h
        .cells
        .get(r)
        .and_then(|row| row.get(c).copied().flatten())
        .map_or_else(|| "·".to_string(), |v| v.to_string());
    let square = format!("{}.{}", r + 1, c + 1);
    let mut lines: Vec<Line<'static>> = bidi::paragraph(t, &t.hint_at(&square, &value), cols)
        .into_iter()
        .map(|l| l.patch_style(Style::new().add_modifier(Modifier::BOLD)))
        .collect();
    lines.extend(
        bidi::paragraph(t, t.hints_by_colour, cols)
            .into_iter()
            .map(|l| l.patch_style(Style::new().fg(Color::DarkGray))),
    );
    lines
}

/// `v` in base 2, at least `bits` digits.
pub fn binary(v: u32, bits: usize) -> String {
    format!("{v:0bits$b}")
}

/// The SG values (and, in iChomp, each quadrant's and their XOR) with the
/// verdict, wrapped to `cols`.
fn hint_lines(g: &GameView, t: &Texts, cols: u16) -> Vec<Line<'static>> {
    let Some(h) = g.current_hints() else {
        let text = if g.replay.is_some() {
            t.hints_live_only
        } else if g.state.status == GameStatus::Waiting {
            t.waiting_for_opponent
        } else if !g.state.hints_allowed && !g.finished() {
            t.hints_not_allowed
        } else if g.state.you.is_some() && g.state.status == GameStatus::Playing && !g.my_turn() {
            t.hints_on_your_move
        } else {
            t.hints_loading
        };
        return bidi::paragraph(t, text, cols);
    };
    // Estimated hints carry outcome flags, not SG values: never print them
    // as numbers (a "1" there means "not known to be lost").
    let shown = |i: usize, v: u32| (h.exact || h.quadrant_is_exact(i)).then_some(v);
    let total = h.exact.then_some(h.total);
    let bits = h
        .quadrants
        .iter()
        .enumerate()
        .filter_map(|(i, &v)| shown(i, v))
        .chain(total)
        .map(|v| 32 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
        .max(1);
    let quadrants = [t.quadrant_nw, t.quadrant_ne, t.quadrant_sw, t.quadrant_se];
    let name_w = quadrants
        .iter()
        .chain([&t.xor, &t.sg])
        .map(|n| text::width(n))
        .max()
        .unwrap_or(3);
    let value = |name: &str, v: Option<u32>| {
        let name = text::pad(name, name_w);
        bidi::line(
            t,
            Line::from(match v {
                Some(v) => format!("{name}  {v:>3}  {}", binary(v, bits)),
                None => format!("{name}    ?"),
            }),
        )
    };
    let wrapped = |text: &str, style: Style| -> Vec<Line<'static>> {
        bidi::paragraph(t, text, cols)
            .into_iter()
            .map(|l| l.patch_style(style))
            .collect()
    };
    let mut lines = Vec::new();
    // A game over is studied, not played: its moves "would have won", at
    // its last position and at every one replayed, live or from the
    // history, one's own or another's.
    let study = g.finished();
    if study {
        lines.extend(wrapped(
            t.hints_for_study,
            Style::new().add_modifier(Modifier::ITALIC),
        ));
    }
    if h.quadrants.len() == 4 {
        for (i, (name, v)) in quadrants.iter().zip(&h.quadrants).enumerate() {
            lines.push(value(name, shown(i, *v)));
        }
        lines.push(value(t.xor, total));
    } else {
        lines.push(value(t.sg, total));
    }
    let green = Style::new().fg(Color::Green);
    lines.extend(match h.proven_outcome() {
        Some(false) => wrapped(t.p_position, Style::new().fg(Color::Red)),
        Some(true) if study && (h.exact || !h.winning.is_empty()) => {
            wrapped(t.hints_study_wins, green)
        }
        Some(true) if h.exact || !h.winning.is_empty() => {
            wrapped(&t.winning_moves(h.winning.len()), green)
        }
        Some(true) => wrapped(t.win_move_unknown, green),
        None => wrapped(t.outcome_unknown, Style::new().fg(Color::Yellow)),
    });
    if !h.exact {
        let grey = Style::new().fg(Color::DarkGray);
        lines.extend(wrapped(t.hints_inexact, grey));
        lines.extend(wrapped(t.cell_legend, grey));
    }
    lines
}
