//! The game screen: the board on the left, and on the right the players and
//! whose turn it is, the hints panel and the move history.

use chomp_engine::Variant;
use chomp_protocol::{GameStatus, Level};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};
use ratatui::Frame;

use crate::app::{App, GamePane, GameSource, GameView};
use crate::geometry::{board_geometry, game_panes};
use crate::i18n::{texts, Texts};
use crate::text;
use crate::ui::board::{numbers_fit, BoardView};
use crate::ui::{bidi, clock, labels, moves, result, scrolled};

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
            format!(
                "{title}{clock}· {} ",
                crate::ui::first_line(&short_status(g, t), room)
            )
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

/// The hints panel, after the `aimed` square's value when the board shows
/// hints by colour; cut short, its border says there is more.
fn render_hints(app: &App, g: &GameView, f: &mut Frame, area: Rect, aimed: Vec<Line<'static>>) {
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

/// The players, and whose move it is or who won wrapped to `cols`.
fn player_lines(
    app: &App,
    g: &GameView,
    t: &Texts,
    cols: u16,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
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
        lines.push(bidi::line(t, Line::from(spans)));
    }
    let (status, style) = match s.status {
        GameStatus::Waiting => (t.waiting_for_opponent.to_string(), Style::new()),
        GameStatus::Playing => {
            if g.my_turn() {
                (
                    t.your_turn.to_string(),
                    Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
                )
            } else {
                (t.to_move(&App::seat_name(t, s, s.to_move)), Style::new())
            }
        }
        GameStatus::Finished => {
            let style = match (s.you, s.winner) {
                (Some(y), Some(w)) if y == w => Style::new().fg(Color::Green),
                (Some(_), Some(_)) => Style::new().fg(Color::Red),
                _ => Style::new(),
            }
            .add_modifier(Modifier::BOLD);
            (result::sentence(g, t), style)
        }
    };
    let people = std::mem::take(&mut lines);
    lines.extend(
        bidi::paragraph(t, &status, cols)
            .into_iter()
            .map(|l| l.patch_style(style)),
    );
    if s.rated == Some(false) && s.status != GameStatus::Waiting {
        lines.push(bidi::line(
            t,
            Line::styled(format!("({})", t.unrated), Style::new().fg(Color::DarkGray)),
        ));
    }
    // Against the server's hard bot: whether its play on this board is
    // proven perfect here (its tables cover it) or may err.
    if let Some(perfect) = s.perfect {
        let (said, style) = if perfect {
            (t.bot_proven_perfect, Style::new().fg(Color::DarkGray))
        } else {
            (t.bot_not_proven, Style::new().fg(Color::Yellow))
        };
        let bot = t.bot_player(Level::Hard);
        for line in bidi::paragraph(t, &format!("{bot}: {said}"), cols) {
            lines.push(line.patch_style(style));
        }
    }
    if s.status == GameStatus::Finished && g.source == GameSource::Live && s.you.is_some() {
        let style = match s.rematch_offer {
            Some(by) if Some(by) != s.you => Style::new().fg(Color::Yellow),
            _ => Style::new().fg(Color::DarkGray),
        };
        for line in bidi::paragraph(t, &result::rematch_line(g, t), cols) {
            lines.push(line.patch_style(style));
        }
    }
    (people, lines)
}

/// Whose move it is, or the result, in a few words.
fn short_status(g: &GameView, t: &Texts) -> String {
    let s = &g.state;
    match s.status {
        GameStatus::Waiting => t.waiting_for_opponent.to_string(),
        GameStatus::Playing if g.my_turn() => t.your_turn.to_string(),
        GameStatus::Playing => t.to_move(&App::seat_name(t, s, s.to_move)),
        GameStatus::Finished => result::sentence(g, t),
    }
}

/// Beside a board whose squares are too small for their values: what the
/// colours mean and the value of the square under the mouse (or the
/// cursor), as `Square 12.5: 37`.
fn aimed_value_lines(g: &GameView, t: &Texts, cols: u16) -> Vec<Line<'static>> {
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
