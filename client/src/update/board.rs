//! The analysis board's keys: aim, eat (or, in the editor, eat and put
//! back), step back and forward, type a position, switch the game; and
//! the values that come back for its positions. Every change of position
//! asks for the values of the new one ([`Command::AnalyseBoard`]).

use crossterm::event::{KeyCode, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use chomp_engine::Hints;

use crate::analysis_geometry::square_at;
use crate::app::{App, Screen};
use crate::board_view::AnalysisBoard;
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::notify;

/// The longest text the notation field takes (a 32-row iChomp position
/// with every quadrant written out is about 200 characters).
pub const MAX_NOTATION_CHARS: usize = 400;

/// The command that asks for the values of the board's position.
pub fn ask(board: &AnalysisBoard) -> Command {
    Command::AnalyseBoard {
        seq: board.seq,
        position: board.position.clone(),
    }
}

/// A key on the analysis board's screen.
pub fn board_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let Some(board) = app.analysis.board.as_mut() else {
        app.screen = Screen::Lobby;
        return Vec::new();
    };
    if board.typing.is_some() {
        return notation_key(board, key);
    }
    let seq = board.seq;
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => {
            app.screen = board.back;
            return Vec::new();
        }
        KeyCode::Up | KeyCode::Char('k') => board.aim(-1, 0),
        KeyCode::Down | KeyCode::Char('j') => board.aim(1, 0),
        KeyCode::Left | KeyCode::Char('h') => board.aim(0, -1),
        KeyCode::Right | KeyCode::Char('l') => board.aim(0, 1),
        KeyCode::Enter | KeyCode::Char(' ') => {
            let done = if board.editing {
                board.toggle()
            } else {
                board.play()
            };
            if !done {
                let t = texts(app.lang);
                let text = if board.position.is_over() && !board.editing {
                    t.fmt("board-over", &[])
                } else {
                    t.empty_cell.to_string()
                };
                notify(app, text, true);
                return Vec::new();
            }
        }
        KeyCode::Char('u') | KeyCode::Backspace => {
            board.back();
        }
        KeyCode::Char('r') => {
            board.forward();
        }
        KeyCode::Home => while board.back() {},
        KeyCode::End => while board.forward() {},
        KeyCode::Char('e') => board.editing = !board.editing,
        KeyCode::Char('f') if board.editing => {
            board.reset(true);
        }
        KeyCode::Char('x') if board.editing => {
            board.reset(false);
        }
        KeyCode::Char('v') => board.switch_variant(),
        KeyCode::Tab | KeyCode::BackTab => board.details = !board.details,
        KeyCode::Char('n') | KeyCode::Char('/') => {
            board.typing = Some(String::new());
            board.error = None;
        }
        _ => {}
    }
    changed(board, seq)
}

/// The values' request when the position changed since `seq`.
fn changed(board: &AnalysisBoard, seq: u64) -> Vec<Command> {
    if board.seq == seq {
        Vec::new()
    } else {
        vec![ask(board)]
    }
}

/// The notation field takes every key: Enter sets the position (or says
/// in one sentence why not, and keeps the field open), Esc closes it.
fn notation_key(board: &mut AnalysisBoard, key: &KeyEvent) -> Vec<Command> {
    let Some(text) = board.typing.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Esc => {
            board.typing = None;
            board.error = None;
        }
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Char(c) if !c.is_control() && text.chars().count() < MAX_NOTATION_CHARS => {
            text.push(c)
        }
        KeyCode::Enter => {
            let typed = text.clone();
            let seq = board.seq;
            match board.set_notation(&typed) {
                Ok(()) => {
                    board.typing = None;
                    board.error = None;
                }
                Err(e) => board.error = Some(e),
            }
            return changed(board, seq);
        }
        _ => {}
    }
    Vec::new()
}

/// The mouse aims at the square under it, and a left click plays it (in
/// the editor: eats it or puts it back), as Enter does.
pub fn on_mouse(app: &mut App, m: MouseEvent) -> Vec<Command> {
    let screen = Rect::new(0, 0, app.size.0, app.size.1);
    let Some(board) = app.analysis.board.as_mut() else {
        return Vec::new();
    };
    if board.typing.is_some() {
        return Vec::new();
    }
    let Some(square) = square_at(screen, board, m.column, m.row) else {
        return Vec::new();
    };
    match m.kind {
        MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left) => {
            board.cursor = square;
            Vec::new()
        }
        MouseEventKind::Down(MouseButton::Left) => {
            board.cursor = square;
            board_key(app, &KeyEvent::from(KeyCode::Enter))
        }
        _ => Vec::new(),
    }
}

/// Values that came back for position `seq`: kept if it is still shown.
pub fn on_values(app: &mut App, seq: u64, hints: Hints) {
    if let Some(board) = app.analysis.board.as_mut() {
        board.take_values(seq, hints);
    }
}
