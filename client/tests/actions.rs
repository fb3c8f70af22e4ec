//! Issues 19 and 20 in the client's own logic and screens: hints on a big
//! board, the lobby's key line and `g`, and the link-key prompt.
//!
//! Here: the lobby's key line and `g`, which goes back to one's game. The
//! big board and the link-key prompt have a module each.

#[path = "actions/big_board.rs"]
mod big_board;
mod common;
#[path = "actions/link_key.rs"]
mod link_key;

use chomp_client::app::{App, GameSource, Screen};
use chomp_client::geometry::{board_geometry, body_area, game_areas};
use chomp_client::i18n::{texts, Lang};
use chomp_client::key_file::KeyFileError;
use chomp_client::msg::{Command, Msg};
use chomp_client::text;
use chomp_client::ui::{keys_line, whole_items};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    ClientMsg, ErrorCode, GameStatus, HintsReply, Outcome, Reply, ServerInfo, ServerMsg,
};
use common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::Terminal;
use serde_json::Value;

/// Compares `screen` with the snapshot `name` of this file
/// (`snapshots/actions__<name>.snap`) from whichever module the test is in,
/// so that moving a test between modules never renames its snapshot.
fn snapshot(name: &str, screen: &str) {
    insta::assert_snapshot!(name, screen);
}

/// Every language's lobby key line, cut to 80 columns as the footer cuts
/// it (whole items, `?` and quit always kept), still offers the
/// Tournaments key and the way to help and out; the keys cut at 80
/// columns (the board, the code) are in the help. With a game to go back
/// to, `g` is on the line and the line fits whole.
#[test]
fn the_lobby_key_lines_fit_80_columns() {
    for lang in Lang::ALL {
        let t = texts(lang);
        let cut = whole_items(&[], t.keys_lobby, 80);
        assert!(text::width(&cut) <= 80, "{lang:?}: {cut}");
        let items: Vec<&str> = cut.split("  ").collect();
        assert!(
            items
                .iter()
                .any(|i| i.starts_with('T') && !i.starts_with("Tab")),
            "{lang:?}: {cut}"
        );
        assert!(items.iter().any(|i| i.starts_with('?')), "{lang:?}: {cut}");
        assert!(
            items.last().is_some_and(|i| i.starts_with('q')),
            "{lang:?}: {cut}"
        );
        assert!(
            text::width(t.keys_lobby_game) <= 80,
            "{lang:?}: {}",
            t.keys_lobby_game
        );
        assert!(t.keys_lobby_game.contains("g"), "{lang:?}");
    }
}

fn welcome_with(app: &mut App, games: Vec<u64>) {
    update(
        app,
        frame(ServerMsg::Welcome {
            name: "ann".into(),
            token: "tok".into(),
            server: ServerInfo {
                name: "chomp-server".into(),
                version: "0.1.0".into(),
                ..Default::default()
            },
            games,
            service: None,
        }),
    );
}

fn sent(cmds: &[Command]) -> Vec<(Option<Value>, ClientMsg)> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some((r.id.clone(), r.msg.clone())),
            _ => None,
        })
        .collect()
}

/// Issue 20: after a restart nothing is open, but `welcome` lists the
/// game: the key line offers `g`, and `g` asks for it back.
#[test]
fn g_asks_for_the_game_welcome_listed_and_opens_it() {
    let mut app = App::new("ann", Lang::En);
    welcome_with(&mut app, vec![7]);
    let t = texts(Lang::En);
    assert_eq!(keys_line(&app, t), t.keys_lobby_game);
    let cmds = update(&mut app, ch('g'));
    assert!(
        matches!(sent(&cmds).as_slice(), [(_, ClientMsg::Watch { game: 7 })]),
        "{cmds:?}"
    );
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 5, 4))),
    );
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.game.as_ref().map(|g| g.id()), Some(7));
}

/// A game gone by the time `g` asks drops out, and `g` stops offering it.
#[test]
fn a_game_refused_to_g_is_forgotten() {
    let mut app = App::new("ann", Lang::En);
    welcome_with(&mut app, vec![7]);
    let cmds = update(&mut app, ch('g'));
    let (id, _) = sent(&cmds).remove(0);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Error {
                code: ErrorCode::NoSuchGame,
                message: "no such game".into(),
                retry_after_ms: None,
            },
        ))),
    );
    assert!(app.unfinished.is_empty());
    assert_eq!(keys_line(&app, texts(Lang::En)), texts(Lang::En).keys_lobby);
    assert!(sent(&update(&mut app, ch('g'))).is_empty());
}

/// Watching someone else's game and leaving it does not lose ours: `g`
/// still finds it.
#[test]
fn g_finds_our_game_after_watching_another() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 5, 4))),
    );
    update(&mut app, key(KeyCode::Esc));
    // Watch game 9 of others, then leave it.
    app.awaiting_game = true;
    let mut other = game_state(Variant::Chomp, 3, 3);
    other.game = 9;
    other.you = None;
    update(&mut app, frame(ServerMsg::Game(other)));
    assert_eq!(app.game.as_ref().unwrap().source, GameSource::Live);
    update(&mut app, key(KeyCode::Esc));
    assert!(app.game.is_none());
    let cmds = update(&mut app, ch('g'));
    assert!(
        matches!(sent(&cmds).as_slice(), [(_, ClientMsg::Watch { game: 7 })]),
        "{cmds:?}"
    );
    // Once over, the game is no longer one to go back to.
    let mut over = game_state(Variant::Chomp, 5, 4);
    over.status = GameStatus::Finished;
    over.winner = Some(0);
    over.reason = Some(chomp_protocol::OverReason::Normal);
    update(&mut app, frame(ServerMsg::Game(over)));
    assert!(app.unfinished.is_empty());
}
