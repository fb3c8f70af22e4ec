//! The ways into analysis: `b` opens the analysis board (from the lobby on
//! the board left there or the form's full board, from a finished or
//! replayed game at the position shown), and `e` on the new-game form's
//! Start field types a custom start, checked before it is kept.

use chomp_engine::Position;
use chomp_protocol::Start;
use crossterm::event::{KeyCode, KeyEvent};

use crate::analysis_view::StartPrompt;
use crate::app::{Analysis, Notice};
use crate::app::{App, FormField, GameSource, LobbyFocus, Screen};
use crate::board_view::AnalysisBoard;
use crate::i18n::texts;
use crate::msg::Command;
use crate::notation::check_start;
use crate::update::board::{ask, board_key, MAX_NOTATION_CHARS};

/// A key while the start prompt or the board's notation field is open:
/// they take every key (a position holds any letter); `None` when
/// neither is open.
pub fn prompt_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    if app.analysis.start_prompt.is_some() {
        return Some(start_prompt_key(app, key));
    }
    let typing = app.screen == Screen::Board
        && app
            .analysis
            .board
            .as_ref()
            .is_some_and(|b| b.typing.is_some());
    typing.then(|| board_key(app, key))
}

/// `b` on the lobby or a game over, `e` on the form's Start field; `None`
/// when the key is not one of these here.
pub fn open_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    match (app.screen, key.code) {
        (Screen::Lobby, KeyCode::Char('b')) => Some(open_from_lobby(app)),
        (Screen::Game, KeyCode::Char('b')) => open_from_game(app),
        (Screen::Lobby, KeyCode::Char('e'))
            if app.lobby.focus() == LobbyFocus::Form
                && app.lobby.form.current() == FormField::Start =>
        {
            open_start_prompt(app);
            Some(Vec::new())
        }
        _ => None,
    }
}

/// The board left open before, or the full board of the form's game.
fn open_from_lobby(app: &mut App) -> Vec<Command> {
    if let Some(board) = app.analysis.board.as_mut() {
        board.back = Screen::Lobby;
        app.screen = Screen::Board;
        return Vec::new();
    }
    let f = &app.lobby.form;
    let Ok(position) = Position::full(f.variant, f.width as usize, f.height as usize) else {
        return Vec::new();
    };
    open_at(app, position, Screen::Lobby)
}

/// The position a finished game shows (its end, or the replayed move);
/// a game still being played is not analysed beside it.
fn open_from_game(app: &mut App) -> Option<Vec<Command>> {
    let g = app.game.as_ref()?;
    if !(g.finished() || g.source == GameSource::Archive) {
        return None;
    }
    let position = g.shown_position()?;
    Some(open_at(app, position, Screen::Game))
}

fn open_at(app: &mut App, position: Position, back: Screen) -> Vec<Command> {
    let board = AnalysisBoard::new(position, back);
    let out = vec![ask(&board)];
    app.analysis.board = Some(board);
    app.screen = Screen::Board;
    out
}

/// Opens the start prompt with the custom start kept so far.
fn open_start_prompt(app: &mut App) {
    let text = match &app.lobby.form.start {
        Start::Position(p) => p.clone(),
        Start::Full | Start::Random => String::new(),
    };
    app.analysis.start_prompt = Some(StartPrompt { text, error: None });
}

/// The start prompt takes every key: Enter keeps the position when it
/// fits the form's game (else one sentence says why, and the prompt
/// stays), Esc leaves the form as it was.
fn start_prompt_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let Analysis {
        start_prompt: Some(p),
        ..
    } = &mut app.analysis
    else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Esc => app.analysis.start_prompt = None,
        KeyCode::Backspace => {
            p.text.pop();
        }
        KeyCode::Char(c) if !c.is_control() && p.text.chars().count() < MAX_NOTATION_CHARS => {
            p.text.push(c)
        }
        KeyCode::Enter => {
            let f = &mut app.lobby.form;
            match check_start(f.variant, f.width, f.height, &p.text) {
                Some(e) => p.error = Some(e),
                None => {
                    f.start = Start::Position(p.text.trim().to_string());
                    app.analysis.start_prompt = None;
                }
            }
        }
        _ => {}
    }
    Vec::new()
}

/// The notice that keeps a game with a custom start that no longer fits
/// the form (its size changed since) from being asked for.
pub fn start_refusal(app: &App) -> Option<Notice> {
    let f = &app.lobby.form;
    let Start::Position(text) = &f.start else {
        return None;
    };
    let e = check_start(f.variant, f.width, f.height, text)?;
    Some(Notice {
        text: e.sentence(texts(app.lang)),
        is_error: true,
    })
}
