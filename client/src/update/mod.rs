//! `update(app, msg)`: the only place the model changes. It never does I/O;
//! requests to the server and other effects are returned as [`Command`]s.
//!
//! One module per screen, like `ui/`: [`lobby`] (with `lobby_mouse`),
//! [`game`], [`history`] and [`stats`] handle their screen's keys and
//! mouse, [`net`] folds in what the server says, `account` runs the
//! link-key prompt, and [`hints`] decides when hints are asked for or
//! computed. Keys that work on every screen are handled here first;
//! `offline` drops what a key or click asks of the server while there is no
//! connection. The children use `common` (`send`, `notify`) and each other,
//! never this module, which only dispatches to them.

mod account;
mod analysis;
pub mod board;
mod common;
pub mod friends;
pub mod game;
pub mod hints;
pub mod history;
pub mod lobby;
mod lobby_follow;
mod lobby_mouse;
pub mod net;
mod offline;
mod refused;
pub mod stats;
pub mod tournaments;
mod waiting_pairing;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent};

use crate::app::{App, Screen};
use crate::geometry::help_window;
use crate::i18n::texts;
use crate::msg::{Command, Msg};
use crate::text::wrap;

pub use history::{history_request, HISTORY_LIMIT};
pub use lobby::create_request;
pub use stats::{stats_requests, LEADERBOARD_LIMIT};

/// Folds one message into the model.
pub fn update(app: &mut App, msg: Msg) -> Vec<Command> {
    let followed = lobby_follow::wanted(app);
    let mut out = on_msg(app, msg);
    lobby_follow::follow(app, followed, &mut out);
    out
}

fn on_msg(app: &mut App, msg: Msg) -> Vec<Command> {
    match msg {
        Msg::Key(key) => {
            let out = on_key(app, key);
            offline::hold(app, out)
        }
        Msg::Mouse(m) => {
            let out = on_mouse(app, m);
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
        Msg::RetryHints { game, ply } => hints::retry(app, game, ply),
        Msg::KeyFile { path, read } => account::on_key_file(app, path, read),
        Msg::RecordSaved { game, saved } => history::on_record_saved(app, game, saved),
        Msg::BoardValues { seq, hints } => {
            board::on_values(app, seq, hints);
            Vec::new()
        }
    }
}

/// The mouse works on the board and the lobby, never through an overlay.
fn on_mouse(app: &mut App, m: MouseEvent) -> Vec<Command> {
    if app.help || app.key_prompt.is_some() || app.friends.prompt.is_some() {
        return Vec::new();
    }
    match app.screen {
        Screen::Lobby => lobby_mouse::on_mouse(app, m),
        Screen::Game => game::on_mouse(app, m),
        Screen::Board => board::on_mouse(app, m),
        Screen::History | Screen::Stats | Screen::Tournaments => Vec::new(),
    }
}

fn on_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if key.kind == KeyEventKind::Release {
        return Vec::new();
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return common::request_quit(app, true);
    }
    // A question to quit holds for the very next key only.
    if !(app.screen == Screen::Lobby && key.code == KeyCode::Char('q') && !app.help) {
        app.confirm_quit = false;
    }
    // The link-key prompt takes every key (a path holds any letter).
    if app.key_prompt.is_some() {
        return account::prompt_key(app, key);
    }
    // So does the friends' prompt (a code, a name, a chat line).
    if app.friends.prompt.is_some() {
        return friends::prompt_key(app, &key);
    }
    if let Some(out) = analysis::prompt_key(app, &key) {
        return out;
    }
    if app.help {
        help_key(app, key.code);
        return Vec::new();
    }
    // So does the tournament form's name field.
    if tournaments::takes_every_key(app) {
        return tournaments::key(app, &key);
    }
    if key.code == KeyCode::Char('?') && app.history.typing.is_none() {
        app.help = true;
        app.help_scroll = 0;
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
        if let Some(out) = waiting_pairing::key(app, &key) {
            return out;
        }
    }
    if app.screen == Screen::Lobby && app.friends.online.is_some() {
        return friends::online_key(app, &key);
    }
    if app.screen == Screen::Lobby && key.code == KeyCode::Char('T') {
        return tournaments::open_screen(app);
    }
    let friendly = match app.screen {
        Screen::Lobby => friends::lobby_key(app, &key),
        Screen::Game => friends::game_key(app, &key),
        _ => None,
    };
    if let Some(out) = friendly.or_else(|| analysis::open_key(app, &key)) {
        return out;
    }
    match app.screen {
        Screen::Lobby => lobby::lobby_key(app, key),
        Screen::Game => {
            let tournament = app.game_tournament();
            let mut out = game::game_key(app, key);
            tournaments::back_from_game(app, tournament, &mut out);
            out
        }
        Screen::History => history::history_key(app, key),
        Screen::Stats => stats::stats_key(app, key),
        Screen::Board => board::board_key(app, &key),
        Screen::Tournaments => tournaments::key(app, &key),
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

/// The help window's keys: it closes, or its text scrolls by a line or a
/// window at a time, never past its last line.
fn help_key(app: &mut App, code: KeyCode) {
    let (rows, shown) = help_extent(app);
    let page = shown.saturating_sub(1).max(1);
    let last = rows.saturating_sub(shown);
    let at = app.help_scroll.min(last);
    app.help_scroll = match code {
        KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') => {
            app.help = false;
            0
        }
        KeyCode::Up | KeyCode::Char('k') => at.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => (at + 1).min(last),
        KeyCode::PageUp => at.saturating_sub(page),
        KeyCode::PageDown | KeyCode::Char(' ') => (at + page).min(last),
        KeyCode::Home => 0,
        KeyCode::End => last,
        _ => at,
    };
}

/// The help text's lines at the terminal's width, and how many of them
/// the window shows at once.
pub fn help_extent(app: &App) -> (usize, usize) {
    let screen = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let inner = ratatui::widgets::Block::bordered().inner(help_window(screen));
    let t = texts(app.lang);
    let rows = wrap(&t.help_text(), inner.width as usize).len();
    (rows, inner.height as usize)
}
