//! The history browser's keys: whose games, a player by name, and opening a
//! finished game for replay, saving one's text record.

use chomp_protocol::ClientMsg;
use crossterm::event::{KeyCode, KeyEvent};

use crate::app::{archived_state, App, GameSource, GameView, Screen, Whose};
use crate::i18n::texts;
use crate::msg::Command;
use crate::record_file;
use crate::update::common::{notify, send};
use crate::update::hints;

/// How many finished games the history browser asks for.
pub const HISTORY_LIMIT: u32 = 50;

/// Typing a player name after `/` in the history browser.
fn history_typing(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let Some(text) = app.history.typing.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Char(c) if !c.is_control() && text.chars().count() < 32 => text.push(c),
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Esc => app.history.typing = None,
        KeyCode::Enter => {
            let name = text.trim().to_string();
            app.history.typing = None;
            if !name.is_empty() {
                app.history.whose = Whose::Player(name);
                app.history.selected = 0;
                return history_request(app);
            }
        }
        _ => {}
    }
    Vec::new()
}

pub fn history_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if app.history.typing.is_some() {
        return history_typing(app, key);
    }
    let n = app.history.games.len();
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => app.screen = Screen::Lobby,
        KeyCode::Up | KeyCode::Char('k') => {
            app.history.selected = app.history.selected.saturating_sub(1)
        }
        KeyCode::Down | KeyCode::Char('j') => {
            app.history.selected = (app.history.selected + 1).min(n.saturating_sub(1))
        }
        KeyCode::Char('a') => {
            app.history.whose = if app.history.whose == Whose::All {
                Whose::Mine
            } else {
                Whose::All
            };
            app.history.selected = 0;
            return history_request(app);
        }
        KeyCode::Char('/') => app.history.typing = Some(String::new()),
        KeyCode::Char('r') => return history_request(app),
        KeyCode::Char('s') => {
            if let Some(hg) = app.history.games.get(app.history.selected) {
                let service = app.service.clone().unwrap_or_default();
                if let Some(text) = record_file::record_text(hg, &service) {
                    return vec![Command::SaveRecord {
                        game: hg.game,
                        text,
                    }];
                }
            }
        }
        KeyCode::Enter => {
            if let Some(hg) = app.history.games.get(app.history.selected) {
                let state = archived_state(hg, app.me.as_deref());
                let mut view = GameView::new(state, GameSource::Archive);
                view.replay = Some(0).filter(|_| !hg.moves.is_empty());
                view.marks = hg
                    .analysis
                    .as_ref()
                    .map(|a| a.marks.clone())
                    .unwrap_or_default();
                app.game = Some(view);
                app.screen = Screen::Game;
                return hints::request(app);
            }
        }
        _ => {}
    }
    Vec::new()
}

/// The request that fills the history browser.
pub fn history_request(app: &mut App) -> Vec<Command> {
    app.history.loading = true;
    let player = match &app.history.whose {
        Whose::Mine => app.me.clone(),
        Whose::All => None,
        Whose::Player(p) => Some(p.clone()),
    };
    vec![send(ClientMsg::History {
        player,
        limit: Some(HISTORY_LIMIT),
    })]
}

/// Says where the record of `game` was saved, or why it was not.
pub fn on_record_saved(app: &mut App, game: u64, saved: Result<String, String>) -> Vec<Command> {
    let t = texts(app.lang);
    match saved {
        Ok(path) => {
            let text = t.fmt(
                "record-saved",
                &[("game", game.into()), ("path", path.into())],
            );
            notify(app, text, false);
        }
        Err(error) => {
            let text = t.fmt(
                "record-not-saved",
                &[("game", game.into()), ("error", error.into())],
            );
            notify(app, text, true);
        }
    }
    Vec::new()
}
