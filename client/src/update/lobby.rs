//! The lobby's keys: moving between the panes, joining and watching games,
//! and the create-game form.

use chomp_engine::Variant;
use chomp_protocol::{ClientMsg, FirstMover, GameId, Level, Opponent, Request, Start};
use crossterm::event::{KeyCode, KeyEvent};
use serde_json::Value;

use crate::app::{App, FormField, LobbyFocus, Screen};
use crate::msg::Command;
use crate::update::account;
use crate::update::analysis::start_refusal;
use crate::update::common::{request_quit, send};

pub fn lobby_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let focus = app.lobby.focus();
    match key.code {
        // The lobby is the first screen: Esc has nowhere to go back to,
        // and never quits.
        KeyCode::Char('q') => return request_quit(app, false),
        KeyCode::Esc => return Vec::new(),
        KeyCode::Tab => {
            app.lobby.focus = Some(match focus {
                LobbyFocus::Form => LobbyFocus::Open,
                LobbyFocus::Open => LobbyFocus::Running,
                LobbyFocus::Running => LobbyFocus::Form,
            });
            return Vec::new();
        }
        KeyCode::BackTab => {
            app.lobby.focus = Some(match focus {
                LobbyFocus::Form => LobbyFocus::Running,
                LobbyFocus::Open => LobbyFocus::Form,
                LobbyFocus::Running => LobbyFocus::Open,
            });
            return Vec::new();
        }
        KeyCode::Char('c') => {
            app.lobby.focus = Some(LobbyFocus::Form);
            return Vec::new();
        }
        KeyCode::Char('g') => return resume(app),
        KeyCode::Char('a') => return account::open_prompt(app),
        _ => {}
    }
    match focus {
        LobbyFocus::Form => form_key(app, key),
        LobbyFocus::Open => {
            let n = app.lobby.open_games().len();
            match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    app.lobby.open_sel = app.lobby.open_sel.saturating_sub(1)
                }
                KeyCode::Down | KeyCode::Char('j') => {
                    app.lobby.open_sel = (app.lobby.open_sel + 1).min(n.saturating_sub(1))
                }
                KeyCode::Enter => return join_selected(app),
                _ => {}
            }
            Vec::new()
        }
        LobbyFocus::Running => {
            let n = app.lobby.running_games().len();
            match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    app.lobby.running_sel = app.lobby.running_sel.saturating_sub(1)
                }
                KeyCode::Down | KeyCode::Char('j') => {
                    app.lobby.running_sel = (app.lobby.running_sel + 1).min(n.saturating_sub(1))
                }
                KeyCode::Enter => return watch_selected(app),
                _ => {}
            }
            Vec::new()
        }
    }
}

/// `g`: back to the game left open; or else to an unfinished game of
/// ours that the server listed at `welcome` (after a restart of the server
/// or of this program nothing is open): `watch` gives the seat back, and
/// its `game` frame opens the game screen.
fn resume(app: &mut App) -> Vec<Command> {
    if app.game.is_some() {
        app.screen = Screen::Game;
        return Vec::new();
    }
    let Some(game) = app.game_to_resume() else {
        return Vec::new();
    };
    app.awaiting_game = true;
    vec![Command::Send(Request::with_id(
        resume_id(game),
        ClientMsg::Watch { game },
    ))]
}

/// The request id of a resuming `watch`: a refusal drops the game from
/// the ones `g` goes back to.
pub(crate) fn resume_id(game: GameId) -> Value {
    Value::String(format!("resume:{game}"))
}

/// The game of a resuming `watch`, from its `re`.
pub(crate) fn parse_resume_id(re: &Option<Value>) -> Option<GameId> {
    re.as_ref()?.as_str()?.strip_prefix("resume:")?.parse().ok()
}

/// Enter on the open games: joins the selected one (or, our own, opens it).
pub(crate) fn join_selected(app: &mut App) -> Vec<Command> {
    let Some(g) = app.lobby.open_games().get(app.lobby.open_sel).copied() else {
        return Vec::new();
    };
    let game = g.game;
    let mine = app
        .me
        .as_ref()
        .is_some_and(|me| g.players.iter().any(|p| &p.name == me));
    app.awaiting_game = true;
    vec![send(if mine {
        ClientMsg::Watch { game }
    } else {
        ClientMsg::Join { game, code: None }
    })]
}

/// Enter on the running games: watches the selected one (or, for one of
/// its players, takes the seat back).
pub(crate) fn watch_selected(app: &mut App) -> Vec<Command> {
    let Some(g) = app
        .lobby
        .running_games()
        .get(app.lobby.running_sel)
        .copied()
    else {
        return Vec::new();
    };
    let game = g.game;
    app.awaiting_game = true;
    vec![send(ClientMsg::Watch { game })]
}

/// Size limits of the form, per variant (RULES.md).
fn size_range(variant: Variant) -> (u32, u32) {
    match variant {
        Variant::Chomp => (1, 32),
        Variant::IChomp => (2, 32),
    }
}

fn cycle<T: Copy + PartialEq>(all: &[T], cur: T, forward: bool) -> T {
    let i = all.iter().position(|x| *x == cur).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

fn form_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let form = &mut app.lobby.form;
    let n = FormField::ALL.len();
    let delta: Option<bool> = match key.code {
        KeyCode::Up | KeyCode::Char('k') => {
            form.field = (form.field + n - 1) % n;
            None
        }
        KeyCode::Down | KeyCode::Char('j') => {
            form.field = (form.field + 1) % n;
            None
        }
        KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('-') => Some(false),
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Char('+') | KeyCode::Char(' ') => Some(true),
        KeyCode::Enter => return create_request(app),
        _ => None,
    };
    let Some(fwd) = delta else {
        return Vec::new();
    };
    let (lo, hi) = size_range(form.variant);
    let step = |v: u32| -> u32 {
        if fwd {
            (v + 1).min(hi)
        } else {
            v.saturating_sub(1).max(lo)
        }
    };
    match form.current() {
        FormField::Variant => {
            form.variant = cycle(&[Variant::Chomp, Variant::IChomp], form.variant, fwd);
            let (lo, _) = size_range(form.variant);
            form.width = form.width.max(lo);
            form.height = form.height.max(lo);
            form.start = match form.variant {
                Variant::IChomp => Start::Random,
                Variant::Chomp => Start::Full,
            };
        }
        FormField::Width => form.width = step(form.width),
        FormField::Height => form.height = step(form.height),
        FormField::Opponent => {
            let all = [
                Opponent::Human,
                Opponent::Bot { level: Level::Easy },
                Opponent::Bot {
                    level: Level::Medium,
                },
                Opponent::Bot { level: Level::Hard },
            ];
            form.opponent = cycle(&all, form.opponent, fwd);
        }
        FormField::Start => {
            form.start = if form.start == Start::Full {
                Start::Random
            } else {
                Start::Full
            }
        }
        FormField::First => {
            let all = [FirstMover::Me, FirstMover::Opponent, FirstMover::Random];
            form.first = cycle(&all, form.first, fwd);
        }
        FormField::Create => {
            if fwd && key.code == KeyCode::Char(' ') {
                return create_request(app);
            }
        }
    }
    Vec::new()
}

/// The `create` request of the form; none for a board this terminal
/// cannot draw (the notice says which size fits).
pub fn create_request(app: &mut App) -> Vec<Command> {
    let t = crate::i18n::texts(app.lang);
    if let Some(refusal) = crate::geometry::fit_refusal(t, crate::geometry::form_fit(app)) {
        crate::update::common::notify(app, refusal, true);
        return Vec::new();
    }
    if let Some(refusal) = start_refusal(app) {
        app.notice = Some(refusal);
        return Vec::new();
    }
    let f = &app.lobby.form;
    app.awaiting_game = true;
    vec![send(ClientMsg::Create {
        variant: f.variant.as_str().to_string(),
        width: f.width,
        height: f.height,
        opponent: f.opponent,
        start: Some(f.start.clone()),
        first: Some(f.first),
        private: false,
    })]
}
