//! The game screen: the board on the left, and on the right the players and
//! whose turn it is, the hints panel and the move history.

use chomp_engine::Variant;
use chomp_protocol::GameStatus;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use ratatui::Frame;

use crate::app::{App, GameSource, GameView};
use crate::geometry::{board_geometry, game_areas};
use crate::i18n::{texts, Texts};
use crate::ui::board::BoardView;
use crate::ui::{clock, labels, moves, result};

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let Some(g) = &app.game else {
        return;
    };
    let (board_area, side) = game_areas(body, app.hints_on());
    let title = format!(
        " {} {}×{} #{}{} ",
        if g.variant() == Some(Variant::IChomp) {
            "iChomp"
        } else {
            "Chomp"
        },
        g.state.width,
        g.state.height,
        g.id(),
        if g.watching() {
            format!(" · {}", t.watching)
        } else {
            String::new()
        }
    );
    let title = if side.is_none() {
        // No room for the side pane: the title says whose move it is, and
        // how long they have.
        // The clock first: it is short, and a long status may be cut.
        let clock = app
            .move_clock()
            .map(|c| format!("· {} ", c.text()))
            .unwrap_or_default();
        format!("{title}{clock}· {} ", short_status(g, t))
    } else {
        title
    };
    f.render_widget(Block::bordered().title(title), board_area);
    let board = g.shown_board();
    let hints = if app.hints_on() {
        g.current_hints()
    } else {
        None
    };
    match board_geometry(board_area, g) {
        Some(geo) => {
            let preview = g.preview();
            let view = BoardView {
                board: &board,
                poisoned: g.variant() == Some(Variant::Chomp),
                cursor: (g.replay.is_none() && !g.finished()).then_some(g.cursor),
                preview: &preview,
                values: hints.map(|h| h.cells.as_slice()),
                values_are_flags: hints.is_some_and(|h| !h.exact),
                winning: hints.map_or(&[], |h| h.winning.as_slice()),
            };
            view.render(&geo, f.buffer_mut());
            labels::render(&geo, board_area, f.buffer_mut());
        }
        None => {
            let inner = Block::bordered().inner(board_area);
            f.render_widget(Paragraph::new(t.too_small).wrap(Wrap { trim: true }), inner);
        }
    }
    if let Some(side) = side {
        render_side(app, g, f, side);
    }
}

fn render_side(app: &App, g: &GameView, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let hints_h = if app.hints_on() {
        match g.variant() {
            Some(Variant::IChomp) => 9,
            _ => 6,
        }
    } else {
        0
    };
    let move_clock = app.move_clock();
    let [players, clock, hints, history] = Layout::vertical([
        Constraint::Length(6),
        Constraint::Length(u16::from(move_clock.is_some())),
        Constraint::Length(hints_h),
        Constraint::Min(3),
    ])
    .areas(area);
    if let Some(c) = &move_clock {
        // Inset to line up with the text inside the bordered panes.
        let row = Rect {
            x: clock.x + 1,
            width: clock.width.saturating_sub(2),
            ..clock
        };
        clock::render(c, t, f, row);
    }
    f.render_widget(
        Paragraph::new(player_lines(app, g, t))
            .block(Block::bordered().title(format!(" {} ", t.players)))
            .wrap(Wrap { trim: false }),
        players,
    );
    if app.hints_on() {
        f.render_widget(
            Paragraph::new(match result::hints_placeholder(app, g, t) {
                Some(text) => vec![Line::from(text)],
                None => hint_lines(g, t),
            })
            .block(Block::bordered().title(format!(" {} ", t.hints)))
            .wrap(Wrap { trim: true }),
            hints,
        );
    }
    moves::render(app, g, f, history);
}

fn player_lines<'a>(app: &App, g: &GameView, t: &'a Texts) -> Vec<Line<'a>> {
    let s = &g.state;
    let mut lines = Vec::new();
    for seat in 0..2u8 {
        let name = match s.players.get(seat as usize) {
            Some(_) => App::seat_name(t, s, seat),
            None => format!("({})", t.waiting_for_opponent),
        };
        let marker = if s.status == GameStatus::Playing && s.to_move == seat {
            "▶ "
        } else {
            "  "
        };
        let mut spans = vec![Span::raw(marker), Span::raw(name)];
        if s.you == Some(seat) {
            spans.push(Span::styled(
                format!(" ({})", t.you),
                Style::new().fg(Color::Cyan),
            ));
        }
        // People and hosted bots may drop; the server's own bots never do.
        if s.players
            .get(seat as usize)
            .is_some_and(|p| p.level.is_none())
            && s.connected.get(seat as usize) == Some(&false)
        {
            spans.push(Span::styled(
                format!(" [{}]", result::offline_mark(app, g, seat, t)),
                Style::new().fg(Color::Red),
            ));
        }
        lines.push(Line::from(spans));
    }
    let status = match s.status {
        GameStatus::Waiting => Line::from(t.waiting_for_opponent),
        GameStatus::Playing => {
            if g.my_turn() {
                Line::styled(
                    t.your_turn,
                    Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
                )
            } else {
                Line::from(format!("{} {}", App::seat_name(t, s, s.to_move), t.to_move))
            }
        }
        GameStatus::Finished => {
            let style = match (s.you, s.winner) {
                (Some(y), Some(w)) if y == w => Style::new().fg(Color::Green),
                (Some(_), Some(_)) => Style::new().fg(Color::Red),
                _ => Style::new(),
            }
            .add_modifier(Modifier::BOLD);
            Line::styled(result::sentence(g, t), style)
        }
    };
    lines.push(status);
    if s.rated == Some(false) && s.status != GameStatus::Waiting {
        lines.push(Line::styled(
            format!("({})", t.unrated),
            Style::new().fg(Color::DarkGray),
        ));
    }
    if s.status == GameStatus::Finished && g.source == GameSource::Live && s.you.is_some() {
        let style = match s.rematch_offer {
            Some(by) if Some(by) != s.you => Style::new().fg(Color::Yellow),
            _ => Style::new().fg(Color::DarkGray),
        };
        lines.push(Line::styled(result::rematch_line(g, t), style));
    }
    let _ = app;
    lines
}

/// Whose move it is, or the result, in a few words.
fn short_status(g: &GameView, t: &Texts) -> String {
    let s = &g.state;
    match s.status {
        GameStatus::Waiting => t.waiting_for_opponent.to_string(),
        GameStatus::Playing if g.my_turn() => t.your_turn.to_string(),
        GameStatus::Playing => format!("{} {}", App::seat_name(t, s, s.to_move), t.to_move),
        GameStatus::Finished => result::sentence(g, t),
    }
}

/// `v` in base 2, at least `bits` digits.
pub fn binary(v: u32, bits: usize) -> String {
    format!("{v:0bits$b}")
}

fn hint_lines<'a>(g: &GameView, t: &'a Texts) -> Vec<Line<'a>> {
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
        return vec![Line::from(text)];
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
    let value = |name: &str, v: Option<u32>| match v {
        Some(v) => Line::from(format!("{name}  {v:>3}  {}", binary(v, bits))),
        None => Line::from(format!("{name}    ?")),
    };
    let mut lines = Vec::new();
    if g.finished() && g.replay.is_none() {
        lines.push(Line::styled(
            t.hints_for_study,
            Style::new().add_modifier(Modifier::ITALIC),
        ));
    }
    if h.quadrants.len() == 4 {
        for (i, (name, v)) in ["NW ", "NE ", "SW ", "SE "]
            .iter()
            .zip(&h.quadrants)
            .enumerate()
        {
            lines.push(value(name, shown(i, *v)));
        }
        lines.push(value("XOR", total));
    } else {
        lines.push(value("SG ", total));
    }
    let verdict = match h.proven_outcome() {
        Some(false) => Line::styled(t.p_position, Style::new().fg(Color::Red)),
        Some(true) if h.exact || !h.winning.is_empty() => Line::styled(
            format!("{} ({})", t.n_position, h.winning.len()),
            Style::new().fg(Color::Green),
        ),
        Some(true) => Line::styled(t.win_move_unknown, Style::new().fg(Color::Green)),
        None => Line::styled(t.outcome_unknown, Style::new().fg(Color::Yellow)),
    };
    lines.push(verdict);
    if !h.exact {
        lines.push(Line::styled(
            t.hints_inexact,
            Style::new().fg(Color::DarkGray),
        ));
        lines.push(Line::styled(
            t.cell_legend,
            Style::new().fg(Color::DarkGray),
        ));
    }
    lines
}
