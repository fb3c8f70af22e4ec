//! The analysis board on screen: the board with the engine's values on
//! its squares, and beside it (or under it) the position's notation, the
//! verdict with where it is proven and where not, the winning moves and
//! the steps; and the two prompts of analysis (the board's notation field
//! and the new-game form's custom start), drawn over the screen.

use chomp_engine::{Hints, Position, Variant};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use ratatui::Frame;

use crate::analysis_geometry::{board_geometry, panes};
use crate::app::App;
use crate::board_view::AnalysisBoard;
use crate::i18n::{texts, Texts};
use crate::notation::NotationError;
use crate::text;
use crate::ui::board::{numbers_fit, BoardView};
use crate::ui::hints::binary;
use crate::ui::{bidi, centred_rect, labels};

/// The most winning moves listed by name (the board shows them all).
const LISTED_MOVES: usize = 12;

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let Some(board) = &app.analysis.board else {
        return;
    };
    let t = texts(app.lang);
    let (board_area, side) = panes(body);
    if side.is_none() && board.details {
        // A small terminal: Tab shows the details in the board's place.
        render_side(board, t, f, body);
        return;
    }
    let values = board.current_values();
    let pos = &board.position;
    let mode = if board.editing {
        t.fmt("board-editor", &[])
    } else {
        t.fmt("board-play", &[])
    };
    let title = format!(
        " {} {}×{} · {mode} ",
        match pos.variant() {
            Variant::Chomp => "Chomp",
            Variant::IChomp => "iChomp",
        },
        pos.width(),
        pos.height(),
    );
    f.render_widget(Block::bordered().title(bidi::s(t, &title)), board_area);
    let inner = Block::bordered().inner(board_area);
    match board_geometry(board_area, pos) {
        Some(geo) => {
            let rows = pos.board_rows();
            let preview = board.preview();
            let winning: Vec<[u32; 2]> = values
                .map(|h| {
                    h.winning
                        .iter()
                        .map(|&(r, c)| [r as u32, c as u32])
                        .collect()
                })
                .unwrap_or_default();
            let by_colour = values.is_some_and(|h| h.exact && !numbers_fit(&geo, &h.cells));
            BoardView {
                board: &rows,
                poisoned: pos.variant() == Variant::Chomp,
                cursor: Some(board.cursor),
                preview: &preview,
                values: values.map(|h| h.cells.as_slice()),
                values_are_flags: values.is_some_and(|h| !h.exact),
                by_colour,
                winning: &winning,
            }
            .render(&geo, f.buffer_mut());
            labels::render(&geo, t, board_area, f.buffer_mut());
        }
        None => f.render_widget(
            Paragraph::new(bidi::paragraph(t, t.too_small, inner.width)),
            inner,
        ),
    }
    if let Some(side) = side {
        render_side(board, t, f, side);
    }
    if let Some(typed) = &board.typing {
        let label = t.fmt("board-prompt", &[]);
        prompt(t, f, body, &label, typed, board.error.as_ref());
    }
}

fn render_side(board: &AnalysisBoard, t: &Texts, f: &mut Frame, area: Rect) {
    let block = bidi::block(t, &t.fmt("board-title", &[]));
    let cols = block.inner(area).width;
    let lines = side_lines(board, t, cols);
    f.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        area,
    );
}

/// The side pane: the notation, the verdict and where it is proven, the
/// winning moves, the values, and the steps.
fn side_lines(board: &AnalysisBoard, t: &Texts, cols: u16) -> Vec<Line<'static>> {
    let pos = &board.position;
    let wrapped = |text: &str, style: Style| -> Vec<Line<'static>> {
        bidi::paragraph(t, text, cols)
            .into_iter()
            .map(|l| l.patch_style(style))
            .collect()
    };
    let grey = Style::new().fg(Color::DarkGray);
    let mut lines = wrapped(
        &t.fmt("board-position", &[("notation", pos.to_string().into())]),
        Style::new().add_modifier(Modifier::BOLD),
    );
    let total = board.undo.len() + board.redo.len();
    lines.extend(wrapped(
        &t.fmt(
            "board-steps",
            &[("done", board.undo.len().into()), ("total", total.into())],
        ),
        grey,
    ));
    match board.current_values() {
        _ if pos.is_over() => lines.extend(wrapped(&t.fmt("board-over", &[]), grey)),
        None => lines.extend(wrapped(t.hints_working, Style::new().fg(Color::Yellow))),
        Some(h) => lines.extend(value_lines(h, pos, t, cols)),
    }
    let mode = if board.editing {
        "board-editor-keys"
    } else {
        "board-play-keys"
    };
    lines.extend(wrapped(&t.fmt(mode, &[]), grey));
    lines
}

/// The verdict, the winning moves, the values and what is proven.
fn value_lines(h: &Hints, pos: &Position, t: &Texts, cols: u16) -> Vec<Line<'static>> {
    let wrapped = |text: &str, style: Style| -> Vec<Line<'static>> {
        bidi::paragraph(t, text, cols)
            .into_iter()
            .map(|l| l.patch_style(style))
            .collect()
    };
    let mut lines = Vec::new();
    let (id, colour) = match h.outcome {
        Some(true) => ("board-wins", Color::Green),
        Some(false) => ("board-loses", Color::Red),
        None => ("board-unknown", Color::Yellow),
    };
    lines.extend(wrapped(&t.fmt(id, &[]), Style::new().fg(colour)));
    if !h.winning.is_empty() {
        let mut moves: Vec<String> = h
            .winning
            .iter()
            .take(LISTED_MOVES)
            .map(|&(r, c)| format!("{}.{}", r + 1, c + 1))
            .collect();
        if h.winning.len() > LISTED_MOVES {
            moves.push("…".into());
        }
        lines.extend(wrapped(
            &t.fmt("board-winning", &[("moves", moves.join(" ").into())]),
            Style::new().fg(Color::Green),
        ));
    } else if h.outcome == Some(true) {
        lines.extend(wrapped(t.win_move_unknown, Style::new().fg(Color::Yellow)));
    }
    let shown = |i: usize, v: u32| {
        (h.exact || h.quadrants_exact.get(i).copied().unwrap_or(false)).then_some(v)
    };
    let bits = h
        .quadrants
        .iter()
        .chain([&h.total])
        .map(|v| 32 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
        .max(1);
    let value = |name: &str, v: Option<u32>| match v {
        Some(v) => Line::from(format!("{name}  {v:>3}  {}", binary(v, bits))),
        None => Line::from(format!("{name}    ?")),
    };
    if pos.variant() == Variant::IChomp && h.quadrants.len() == 4 {
        let names = [t.quadrant_nw, t.quadrant_ne, t.quadrant_sw, t.quadrant_se];
        let w = names.iter().chain([&t.xor]).map(|n| text::width(n)).max();
        let w = w.unwrap_or(3);
        for (i, (name, v)) in names.iter().zip(&h.quadrants).enumerate() {
            lines.push(bidi::line(t, value(&text::pad(name, w), shown(i, *v))));
        }
        lines.push(bidi::line(
            t,
            value(&text::pad(t.xor, w), h.exact.then_some(h.total)),
        ));
    } else {
        lines.push(bidi::line(t, value(t.sg, h.exact.then_some(h.total))));
    }
    let proven = if h.exact {
        "board-exact"
    } else {
        "board-inexact"
    };
    lines.extend(wrapped(
        &t.fmt(proven, &[]),
        Style::new()
            .fg(Color::DarkGray)
            .add_modifier(Modifier::ITALIC),
    ));
    lines
}

/// A one-line prompt over `area`: what to type, the text so far (its end
/// in view), and why the last try was refused.
pub fn prompt(
    t: &Texts,
    f: &mut Frame,
    area: Rect,
    label: &str,
    typed: &str,
    error: Option<&NotationError>,
) {
    let width = area.width.min(72);
    let cols = usize::from(width.saturating_sub(2)).max(1);
    let typed: Vec<char> = format!("{typed}▏").chars().collect();
    let shown: String = typed[typed.len().saturating_sub(cols)..].iter().collect();
    // The label is written inside, wrapped: as a title it would be cut
    // on a narrow terminal, example and all.
    let mut lines: Vec<Line> = bidi::paragraph(t, label, width.saturating_sub(2))
        .into_iter()
        .map(|l| l.patch_style(Style::new().fg(Color::Yellow)))
        .collect();
    lines.push(Line::styled(
        shown,
        Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
    ));
    if let Some(e) = error {
        lines.extend(
            bidi::paragraph(t, &e.sentence(t), width.saturating_sub(2))
                .into_iter()
                .map(|l| l.patch_style(Style::new().fg(Color::Red))),
        );
    }
    lines.extend(
        bidi::paragraph(t, &t.fmt("board-prompt-keys", &[]), width.saturating_sub(2))
            .into_iter()
            .map(|l| l.patch_style(Style::new().fg(Color::DarkGray))),
    );
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = centred_rect(area, width, height);
    f.render_widget(Clear, popup);
    let block = Block::bordered().border_style(Style::new().fg(Color::Yellow));
    f.render_widget(Paragraph::new(lines).block(block), popup);
}

/// The new-game form's start prompt, over the lobby.
pub fn render_start_prompt(app: &App, f: &mut Frame, body: Rect) {
    let Some(p) = &app.analysis.start_prompt else {
        return;
    };
    let t = texts(app.lang);
    let form = &app.lobby.form;
    let label = t.fmt(
        "start-prompt",
        &[(
            "size",
            format!("{} {}×{}", form.variant.as_str(), form.width, form.height).into(),
        )],
    );
    prompt(t, f, body, &label, &p.text, p.error.as_ref());
}
