//! The game screen's keys and mouse: aiming, eating, hints, replay,
//! rematch and resigning.

use chomp_protocol::{ClientMsg, GameStatus, Move};
use crossterm::event::{KeyCode, KeyEvent, MouseButton, MouseEvent, MouseEventKind};

use crate::app::{App, GameSource, GameView, Screen};
use crate::geometry;
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::{notify, send};
use crate::update::hints;

pub fn game_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let hints_on = app.hints_on();
    let Some(g) = app.game.as_mut() else {
        app.screen = Screen::Lobby;
        return Vec::new();
    };
    let h = g.state.height as usize;
    let w = g.state.width as usize;
    let resign_armed = std::mem::take(&mut g.confirm_resign);
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => {
            let mut out = Vec::new();
            // A spectator, or a player leaving a game that is over, stops
            // following it: the server then lapses a rematch offer that
            // waited for them (a player of a running game keeps its seat).
            if g.source == GameSource::Live && (g.state.you.is_none() || g.finished()) {
                out.push(send(ClientMsg::Unwatch { game: Some(g.id()) }));
            }
            if g.source == GameSource::Archive {
                app.game = None;
                app.screen = Screen::History;
            } else {
                if g.finished() || g.state.you.is_none() {
                    app.game = None;
                }
                app.screen = Screen::Lobby;
            }
            out
        }
        KeyCode::Up | KeyCode::Char('k') => {
            g.hover = None;
            g.cursor.0 = g.cursor.0.saturating_sub(1);
            Vec::new()
        }
        KeyCode::Down | KeyCode::Char('j') => {
            g.hover = None;
            g.cursor.0 = (g.cursor.0 + 1).min(h.saturating_sub(1));
            Vec::new()
        }
        KeyCode::Left | KeyCode::Char('h') => {
            g.hover = None;
            g.cursor.1 = g.cursor.1.saturating_sub(1);
            Vec::new()
        }
        KeyCode::Right | KeyCode::Char('l') => {
            g.hover = None;
            g.cursor.1 = (g.cursor.1 + 1).min(w.saturating_sub(1));
            Vec::new()
        }
        KeyCode::Enter | KeyCode::Char(' ') => {
            // Never a move made blind, with another pane in the board's place.
            let screen = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
            let body = geometry::body_area(screen);
            if geometry::game_panes(body, app.hints_wanted, g)
                .board
                .is_empty()
            {
                return Vec::new();
            }
            let (r, c) = g.cursor;
            play_at(app, r, c)
        }
        KeyCode::Tab | KeyCode::BackTab => {
            g.pane = g.pane.turn(key.code == KeyCode::Tab, hints_on);
            Vec::new()
        }
        KeyCode::Char('g') => {
            app.toggle_hints();
            hints::request(app)
        }
        KeyCode::Char('[') | KeyCode::Char('p') => {
            step_replay(g, -1);
            hints::request(app)
        }
        KeyCode::Char(']') | KeyCode::Char('n') => {
            step_replay(g, 1);
            hints::request(app)
        }
        KeyCode::Home => {
            step_replay(g, -(g.state.moves.len() as i64));
            hints::request(app)
        }
        KeyCode::End => {
            step_replay(g, g.state.moves.len() as i64);
            hints::request(app)
        }
        KeyCode::Char('r') => {
            if g.finished() && g.source == GameSource::Live && g.state.you.is_some() {
                let game = g.id();
                app.awaiting_game = true;
                vec![send(ClientMsg::Rematch { game })]
            } else {
                Vec::new()
            }
        }
        KeyCode::Char('X') => {
            if g.state.status != GameStatus::Playing || g.state.you.is_none() {
                return Vec::new();
            }
            if resign_armed {
                vec![send(ClientMsg::Resign { game: g.id() })]
            } else {
                g.confirm_resign = true;
                notify(app, texts(app.lang).confirm_resign, false);
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

/// Moves the replay by `delta` moves; only finished games replay.
fn step_replay(g: &mut GameView, delta: i64) {
    if !g.finished() {
        return;
    }
    let n = g.state.moves.len() as i64;
    let cur = g.replay.map_or(n, |k| k as i64);
    let next = (cur + delta).clamp(0, n);
    g.replay = if next == n { None } else { Some(next as usize) };
}

/// Plays the cell if it is our turn and the move is legal.
fn play_at(app: &mut App, row: usize, col: usize) -> Vec<Command> {
    let t = texts(app.lang);
    let Some(g) = app.game.as_mut() else {
        return Vec::new();
    };
    if !g.my_turn() {
        // A spectator's Enter is no mistake worth a message; a player's is.
        if g.source == GameSource::Live && g.state.status == GameStatus::Playing && !g.watching() {
            notify(app, t.not_your_turn, false);
        }
        return Vec::new();
    }
    let mv = Move::from_cell((row, col));
    let legal = g.live_position().is_some_and(|p| p.check(mv).is_ok());
    if !legal {
        notify(app, t.empty_cell, false);
        return Vec::new();
    }
    vec![send(ClientMsg::Move {
        game: g.id(),
        ply: g.state.ply,
        mv,
    })]
}

/// The mouse previews the move under it and a left click plays it.
pub fn on_mouse(app: &mut App, m: MouseEvent) -> Vec<Command> {
    if app.screen != Screen::Game || app.help {
        return Vec::new();
    }
    let area = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let hints = app.hints_on();
    let Some(g) = app.game.as_mut() else {
        return Vec::new();
    };
    let cell = geometry::cell_at(area, g, hints, m.column, m.row);
    match m.kind {
        MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left) => {
            g.hover = cell;
            Vec::new()
        }
        MouseEventKind::Down(MouseButton::Left) => {
            let Some((r, c)) = cell else {
                return Vec::new();
            };
            g.cursor = (r, c);
            g.hover = Some((r, c));
            app.notice = None;
            play_at(app, r, c)
        }
        _ => Vec::new(),
    }
}
