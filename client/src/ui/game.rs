//! The game screen: the board on the left, and on the right the players and
//! whose turn it is, the hints panel and the move history.

use chomp_engine::Variant;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};
use ratatui::Frame;

use crate::app::{App, GamePane, GameView};
use crate::geometry::{board_geometry, game_panes};
use crate::i18n::texts;
use crate::text;
use crate::ui::board::{numbers_fit, BoardView};
use crate::ui::hints::{aimed_value_lines, render_hints};
use crate::ui::players::{player_lines, short_status};
use crate::ui::{bidi, clock, first_line, labels, moves};

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let Some(g) = &app.game else {
        return;
    };
    let panes = game_panes(body, app.hints_on(), g);
    let (board_area, side) = (panes.board, panes.side);
    if board_area.is_empty() {
        // A small terminal's other panes, in the board's place (Tab).
        if let Some(side) = side {
            if g.pane == GamePane::Hints && app.hints_on() {
                render_hints(app, g, f, side, Vec::new());
            } else {
                render_side(app, g, f, side, false, false);
            }
        }
        return;
    }
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
        if panes.status.is_some() {
            // The status pane under the board says the rest.
            format!("{title}{clock}")
        } else {
            // On a narrow terminal the top bar already says "watching";
            // the status is cut between words if it still does not fit.
            let cols = board_area.width.saturating_sub(2) as usize;
            let title = if text::width(&title) + text::width(&clock) + 12 > cols {
                title.replace(&format!(" · {}", t.watching), "")
            } else {
                title
            };
            let room = cols.saturating_sub(text::width(&title) + text::width(&clock) + 3);
            format!("{title}{clock}· {} ", first_line(&short_status(g, t), room))
        }
    } else {
        title
    };
    // A narrow board pane drops "watching" (the top bar says it too).
    let title = if text::width(&title) + 2 > board_area.width as usize {
        title.replace(&format!(" · {}", t.watching), "")
    } else {
        title
    };
    let title = bidi::s(t, &title);
    f.render_widget(Block::bordered().title(title), board_area);
    let board = g.shown_board();
    let hints = if app.hints_on() {
        g.current_hints()
    } else {
        None
    };
    let geo = board_geometry(board_area, g);
    let by_colour = match (&geo, hints) {
        (Some(geo), Some(h)) if h.exact => !numbers_fit(geo, &h.cells),
        _ => false,
    };
    match geo {
        Some(geo) => {
            let preview = g.preview();
            // Hints by colour name the square aimed at: it is marked even
            // in a finished game.
            let aiming = (g.replay.is_none() && !g.finished()) || by_colour;
            let view = BoardView {
                board: &board,
                poisoned: g.variant() == Some(Variant::Chomp),
                cursor: aiming.then_some(g.cursor),
                preview: &preview,
                values: hints.map(|h| h.cells.as_slice()),
                values_are_flags: hints.is_some_and(|h| !h.exact),
                by_colour,
                winning: hints.map_or(&[], |h| h.winning.as_slice()),
            };
            view.render(&geo, f.buffer_mut());
            labels::render(&geo, t, board_area, f.buffer_mut());
        }
        None => {
            let inner = Block::bordered().inner(board_area);
            f.render_widget(
                Paragraph::new(bidi::paragraph(t, t.too_small, inner.width)),
                inner,
            );
        }
    }
    if let Some(side) = side {
        render_side(app, g, f, side, app.hints_on(), by_colour);
    }
    if let Some(status) = panes.status {
        render_status(app, g, f, status);
    }
}

/// A small terminal's pane under the board: whose move it is or the
/// result first (it is what matters and must be whole), then the players.
fn render_status(app: &App, g: &GameView, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let block = bidi::block(t, t.players);
    let (people, status) = player_lines(app, g, t, block.inner(area).width);
    let lines: Vec<Line> = status.into_iter().chain(people).collect();
    f.render_widget(Paragraph::new(lines).block(block), area);
}

/// The players and result, the clock, the hints (`with_hints`) and the
/// moves, one above the other. `by_colour`: the board shows hints as
/// colours only, and the hints pane names the value of the square aimed at.
fn render_side(
    app: &App,
    g: &GameView,
    f: &mut Frame,
    area: Rect,
    with_hints: bool,
    by_colour: bool,
) {
    let t = texts(app.lang);
    let aimed = if by_colour && with_hints {
        aimed_value_lines(g, t, area.width.saturating_sub(2))
    } else {
        Vec::new()
    };
    let hints_h = if with_hints {
        let h = match g.variant() {
            Some(Variant::IChomp) => 9,
            _ => 6,
        };
        h + aimed.len() as u16
    } else {
        0
    };
    let move_clock = app.move_clock();
    // The players pane grows with a result sentence that wraps, so its last
    // word is never cut off.
    let block = bidi::block(t, t.players);
    let (mut people, status) = player_lines(app, g, t, area.width.saturating_sub(2));
    people.extend(status);
    let players_h = people.len().max(4) as u16 + 2;
    let clock_h = u16::from(move_clock.is_some());
    let [players, clock, hints, history] = if players_h + clock_h + hints_h + 3 <= area.height {
        Layout::vertical([
            Constraint::Length(players_h),
            Constraint::Length(clock_h),
            Constraint::Length(hints_h),
            Constraint::Min(3),
        ])
        .areas(area)
    } else {
        // Short of rows (the details of a small terminal): the players and
        // the result whole first, then the clock, the hints and the moves
        // with what is left.
        let players_h = (people.len() as u16 + 2).min(area.height);
        let left = area.height - players_h;
        let clock_h = clock_h.min(left);
        let left = left - clock_h;
        let moves_h = if left >= hints_h.min(4) + 3 {
            left.saturating_sub(hints_h).max(3)
        } else {
            0
        };
        Layout::vertical([
            Constraint::Length(players_h),
            Constraint::Length(clock_h),
            Constraint::Length(left - moves_h),
            Constraint::Length(moves_h),
        ])
        .areas(area)
    };
    if let Some(c) = &move_clock {
        // Inset to line up with the text inside the bordered panes.
        let row = Rect {
            x: clock.x + 1,
            width: clock.width.saturating_sub(2),
            ..clock
        };
        clock::render(c, t, f, row);
    }
    f.render_widget(Paragraph::new(people).block(block), players);
    // A pane with no row inside is not drawn at all.
    if with_hints && hints.height >= 3 {
        render_hints(app, g, f, hints, aimed);
    }
    if history.height >= 3 {
        moves::render(app, g, f, history);
    }
}
