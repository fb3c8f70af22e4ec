//! `update(app, msg)`: the only place the model changes. It never does I/O;
//! requests to the server and other effects are returned as [`Command`]s.
//!
//! One module per screen, like `ui/`: [`lobby`], [`game`], [`history`] and
//! [`stats`] handle their screen's keys, [`net`] folds in what the server
//! says, and [`hints`] decides when hints are asked for or computed. Keys
//! that work on every screen are handled here first; `offline` drops what
//! a key or click asks of the server while there is no connection. The
//! children use `common` (`send`, `notify`) and each other, never this
//! module, which only dispatches to them.

mod common;
pub mod game;
pub mod hints;
pub mod history;
pub mod lobby;
pub mod net;
mod offline;
pub mod stats;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::app::{App, Screen};
use crate::msg::{Command, Msg};

pub use history::{history_request, HISTORY_LIMIT};
pub use lobby::create_request;
pub use stats::{stats_requests, LEADERBOARD_LIMIT};

/// Folds one message into the model.
pub fn update(app: &mut App, msg: Msg) -> Vec<Command> {
    match msg {
        Msg::Key(key) => {
            let out = on_key(app, key);
            offline::hold(app, out)
        }
        Msg::Mouse(m) => {
            let out = game::on_mouse(app, m);
            offline::hold(app, out)
        }
        Msg::Resize(w, h) => {
            app.size = (w, h);
            Vec::new()
        }
        Msg::Net(ev) => net::on_net(app, ev),
        Msg::LocalHints { game, ply, hints } => {
            hints::on_local_hints(app, game, ply, hints);
            Vec::new()
        }
        Msg::Tick(now_ms) => {
            app.now_ms = Some(now_ms);
            offline::on_tick(app, now_ms);
            Vec::new()
        }
    }
}

fn on_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if key.kind == KeyEventKind::Release {
        return Vec::new();
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return common::request_quit(app);
    }
    // A question to quit holds for the very next key only.
    if !(app.screen == Screen::Lobby && key.code == KeyCode::Char('q') && !app.help) {
        app.confirm_quit = false;
    }
    if app.help {
        if matches!(
            key.code,
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q')
        ) {
            app.help = false;
        }
        return Vec::new();
    }
    if key.code == KeyCode::Char('?') && app.history.typing.is_none() {
        app.help = true;
        return Vec::new();
    }
    app.notice = None;
    // `H` and `S` are handled here rather than by each screen, so that no
    // screen module calls back into this one; the history browser keeps
    // them as letters while a name is typed.
    let typing_name = app.screen == Screen::History && app.history.typing.is_some();
    if !typing_name {
        if let Some(out) = global_screen_key(app, &key) {
            return out;
        }
    }
    match app.screen {
        Screen::Lobby => lobby::lobby_key(app, key),
        Screen::Game => game::game_key(app, key),
        Screen::History => history::history_key(app, key),
        Screen::Stats => stats::stats_key(app, key),
    }
}

/// `H` and `S` open the history and statistics from any screen.
fn global_screen_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    match key.code {
        KeyCode::Char('H') => {
            app.screen = Screen::History;
            Some(history_request(app))
        }
        KeyCode::Char('S') => {
            app.screen = Screen::Stats;
            Some(stats_requests(app))
        }
        _ => None,
    }
}
