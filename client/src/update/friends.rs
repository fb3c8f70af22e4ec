//! Playing with friends: the online list (`o`), challenges by name (`C`,
//! or Enter in the online list) with the new-game form's settings, the
//! answer to one received (`y`/`n`), joining a private game by its code
//! (`J`, or `App::join_code` at start), a game for a friend (`f`), and
//! the game's chat (`t` types a line, `m` mutes).

use chomp_protocol::{
    clean_chat, normalize_code, ChallengeNote, ChallengeStatus, ClientMsg, GameState, Opponent,
    ServerMsg, MAX_CHAT_CHARS,
};
use crossterm::event::{KeyCode, KeyEvent};
use serde_json::Value;

use crate::app::{App, GameSource};
use crate::friends_view::{Prompt, PromptKind, Sent};
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::{notify, send};

/// Folds a frame of playing with friends into the model.
pub fn on_frame(app: &mut App, _re: Option<Value>, msg: ServerMsg) -> Vec<Command> {
    let t = texts(app.lang);
    match msg {
        ServerMsg::Online { players } => {
            if let Some(list) = app.friends.online.as_mut() {
                *list = players;
                app.friends.online_sel = app.friends.online_sel.min(list.len().saturating_sub(1));
            }
        }
        ServerMsg::Hidden { hidden } => {
            app.friends.hidden = hidden;
            let id = if hidden {
                "friends-you-hidden"
            } else {
                "friends-you-visible"
            };
            notify(app, t.fmt(id, &[]), false);
        }
        ServerMsg::Challenge(note) => on_challenge(app, note),
        ServerMsg::Chat { game, from, text } => {
            app.friends.push_chat(game, from, clean_chat(&text));
        }
        _ => {}
    }
    Vec::new()
}

fn on_challenge(app: &mut App, note: ChallengeNote) {
    let t = texts(app.lang);
    let f = &mut app.friends;
    let name = note.name.clone().unwrap_or_default();
    let sent = f.sent.iter().position(|s| s.id == note.challenge);
    let received = f
        .incoming
        .iter()
        .position(|c| c.challenge == note.challenge);
    let text = match note.status {
        None => {
            let text = t.fmt(
                "friends-challenged",
                &[
                    ("from", note.from.clone().unwrap_or_default().into()),
                    ("variant", note.variant.clone().unwrap_or_default().into()),
                    ("width", note.width.unwrap_or(0).into()),
                    ("height", note.height.unwrap_or(0).into()),
                ],
            );
            f.incoming.push(note);
            // Shown as a flash (the error colour) wherever the player is.
            notify(app, text, true);
            return;
        }
        Some(ChallengeStatus::Pending) => {
            f.sent.push(Sent {
                id: note.challenge,
                name: name.clone(),
            });
            t.fmt("friends-challenge-sent", &[("name", name.into())])
        }
        Some(ChallengeStatus::Declined) => {
            if let Some(i) = received {
                f.incoming.remove(i);
                return;
            }
            let Some(i) = sent else { return };
            f.sent.remove(i);
            t.fmt("friends-declined", &[("name", name.into())])
        }
        Some(ChallengeStatus::Lapsed) => {
            if let Some(i) = received {
                f.incoming.remove(i);
                t.fmt("friends-lapsed-received", &[])
            } else if let Some(i) = sent {
                f.sent.remove(i);
                t.fmt("friends-lapsed-sent", &[("name", name.into())])
            } else {
                return;
            }
        }
        Some(ChallengeStatus::Accepted) => {
            if let Some(i) = sent {
                f.sent.remove(i);
            }
            return;
        }
    };
    notify(app, text, false);
}

/// After `welcome`: joins the private game of `App::join_code`, once.
pub fn on_welcome(app: &mut App) -> Vec<Command> {
    let Some(code) = app.join_code.take() else {
        return Vec::new();
    };
    join_code(app, &code)
}

/// A `game` frame: a new game on screen starts with an empty chat.
pub fn on_game(app: &mut App, state: &GameState) {
    if app.friends.chat_game != Some(state.game) {
        app.friends.chat_game = Some(state.game);
        app.friends.chat.clear();
    }
}

fn join_code(app: &mut App, typed: &str) -> Vec<Command> {
    let Some(code) = normalize_code(typed) else {
        notify(app, texts(app.lang).fmt("friends-bad-code", &[]), true);
        return Vec::new();
    };
    app.awaiting_game = true;
    vec![send(ClientMsg::Join {
        game: 0,
        code: Some(code),
    })]
}

fn challenge(app: &mut App, name: &str) -> Vec<Command> {
    let name = name.trim();
    if name.is_empty() {
        return Vec::new();
    }
    let f = &app.lobby.form;
    vec![send(ClientMsg::Challenge {
        name: name.to_string(),
        variant: f.variant.as_str().to_string(),
        width: f.width,
        height: f.height,
        start: Some(f.start.clone()),
        first: Some(f.first),
    })]
}

fn open_prompt(app: &mut App, kind: PromptKind) -> Vec<Command> {
    app.friends.prompt = Some(Prompt {
        kind,
        text: String::new(),
    });
    Vec::new()
}

/// The lobby's keys of playing with friends; `None` for any other key.
pub fn lobby_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    Some(match key.code {
        KeyCode::Char('o') => {
            app.friends.online = Some(Vec::new());
            app.friends.online_sel = 0;
            vec![send(ClientMsg::Online)]
        }
        KeyCode::Char('J') => open_prompt(app, PromptKind::JoinCode),
        KeyCode::Char('C') => open_prompt(app, PromptKind::Challenge),
        KeyCode::Char('f') => {
            let f = &app.lobby.form;
            let msg = ClientMsg::Create {
                variant: f.variant.as_str().to_string(),
                width: f.width,
                height: f.height,
                opponent: Opponent::Human,
                start: Some(f.start.clone()),
                first: Some(f.first),
                private: true,
            };
            app.awaiting_game = true;
            vec![send(msg)]
        }
        KeyCode::Char('y') | KeyCode::Char('n') if !app.friends.incoming.is_empty() => {
            let c = app.friends.incoming.remove(0);
            let challenge = c.challenge;
            if key.code == KeyCode::Char('y') {
                app.awaiting_game = true;
                vec![send(ClientMsg::ChallengeAccept { challenge })]
            } else {
                vec![send(ClientMsg::ChallengeDecline { challenge })]
            }
        }
        _ => return None,
    })
}

/// Keys while the online list is open: move, challenge, hide, refresh, close.
pub fn online_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let f = &mut app.friends;
    let n = f.online.as_ref().map_or(0, Vec::len);
    match key.code {
        KeyCode::Esc | KeyCode::Char('o') | KeyCode::Char('q') => f.online = None,
        KeyCode::Up | KeyCode::Char('k') => f.online_sel = f.online_sel.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => {
            f.online_sel = (f.online_sel + 1).min(n.saturating_sub(1))
        }
        KeyCode::Char('r') => return vec![send(ClientMsg::Online)],
        KeyCode::Char('h') => {
            let hidden = !f.hidden;
            return vec![send(ClientMsg::Hide { hidden })];
        }
        KeyCode::Enter => {
            let picked = f
                .online
                .as_ref()
                .and_then(|l| l.get(f.online_sel))
                .map(|p| p.name.clone());
            let Some(name) = picked else {
                return Vec::new();
            };
            f.online = None;
            return challenge(app, &name);
        }
        _ => {}
    }
    Vec::new()
}

/// The game screen's keys of chat; `None` for any other key.
pub fn game_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    let live = app
        .game
        .as_ref()
        .is_some_and(|g| g.source == GameSource::Live);
    match key.code {
        KeyCode::Char('t') if live && !app.friends.muted => {
            Some(open_prompt(app, PromptKind::Chat))
        }
        KeyCode::Char('m') if live => {
            let f = &mut app.friends;
            f.muted = !f.muted;
            f.chat.clear();
            let id = if f.muted {
                "friends-chat-muted"
            } else {
                "friends-chat-on"
            };
            notify(app, texts(app.lang).fmt(id, &[]), false);
            Some(Vec::new())
        }
        _ => None,
    }
}

/// Keys while the one-line prompt is open: it takes every key.
pub fn prompt_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let Some(p) = app.friends.prompt.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Esc => app.friends.prompt = None,
        KeyCode::Backspace => {
            p.text.pop();
        }
        KeyCode::Char(c) if p.text.chars().count() < MAX_CHAT_CHARS => p.text.push(c),
        KeyCode::Enter => {
            let Some(Prompt { kind, text }) = app.friends.prompt.take() else {
                return Vec::new();
            };
            return match kind {
                PromptKind::JoinCode => join_code(app, &text),
                PromptKind::Challenge => challenge(app, &text),
                PromptKind::Chat => chat(app, &text),
            };
        }
        _ => {}
    }
    Vec::new()
}

fn chat(app: &mut App, text: &str) -> Vec<Command> {
    let text = clean_chat(text);
    let Some(g) = app.game.as_ref() else {
        return Vec::new();
    };
    if text.is_empty() {
        return Vec::new();
    }
    vec![send(ClientMsg::Chat { game: g.id(), text })]
}
