//! The move clock: `update` keeps the "now" it is told (`Msg::Tick`) and
//! the game's deadline, the app says how long the player to move has left
//! (players and spectators alike) and whether the screen must tick, and the
//! game screen draws it (snapshots at a fixed now).

mod common;

use chomp_client::app::{App, Screen};
use chomp_client::msg::Msg;
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{GameState, OverReason, ServerMsg};
use common::*;
use crossterm::event::KeyCode;

/// The shown game's clock as `m:ss`, if one runs.
fn clock_text(app: &App) -> Option<String> {
    app.move_clock().map(|c| c.text())
}

fn watched(st: GameState) -> GameState {
    GameState {
        game: 4,
        you: None,
        ..st
    }
}

#[test]
fn the_move_clock_counts_down_for_the_player_to_move_and_for_spectators() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 3, 2))),
    );
    assert!(
        update(&mut app, Msg::Tick(NOW_MS)).is_empty(),
        "a tick sends nothing"
    );
    assert!(
        app.move_clock().is_none() && !app.clock_ticking(),
        "no clock without a deadline"
    );
    let st = clocked(game_state(Variant::Chomp, 3, 2), 272_400);
    update(&mut app, frame(ServerMsg::Game(st)));
    assert_eq!(clock_text(&app).as_deref(), Some("4:33"), "rounded up");
    assert!(app.clock_ticking(), "it ticks");
    assert!(
        app.move_clock().is_some_and(|c| !c.warning()),
        "not yet a warning"
    );
    update(&mut app, Msg::Tick(NOW_MS + 1_000));
    assert_eq!(clock_text(&app).as_deref(), Some("4:32"), "a second later");
    // ann moves; the hard bot to move has no clock.
    update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 0,
            seat: 0,
            mv: chomp_protocol::Move::new(1, 2),
            removed: 1,
            to_move: 1,
            board: vec!["###".into(), "##.".into()],
            deadline_ms: None,
        }),
    );
    assert!(app.move_clock().is_none(), "no clock for a bot");
    // In the lobby nothing needs a redraw every second.
    let st = clocked(game_state(Variant::Chomp, 3, 2), 40_000);
    update(&mut app, frame(ServerMsg::Game(st)));
    update(&mut app, key(KeyCode::Esc));
    assert!(
        app.screen == Screen::Lobby && !app.clock_ticking(),
        "no ticks off the game screen"
    );
    // A spectator sees the clock of whoever is to move (now is still
    // NOW_MS + 1 s).
    app.awaiting_game = true;
    let st = watched(clocked(game_state(Variant::Chomp, 4, 3), 40_000));
    update(&mut app, frame(ServerMsg::Game(st)));
    assert_eq!(app.screen, Screen::Game);
    assert!(app.game.as_ref().is_some_and(|g| g.watching()), "watching");
    assert_eq!(
        clock_text(&app).as_deref(),
        Some("0:39"),
        "the spectator's clock"
    );
    update(&mut app, Msg::Tick(NOW_MS + 11_000));
    assert!(
        app.move_clock().is_some_and(|c| c.warning()),
        "under 30 s it warns"
    );
    assert_eq!(clock_text(&app).as_deref(), Some("0:29"));
    update(&mut app, Msg::Tick(NOW_MS + 45_000));
    assert_eq!(clock_text(&app).as_deref(), Some("0:00"), "time up");
    assert!(!app.clock_ticking(), "no more ticks");
    update(
        &mut app,
        frame(ServerMsg::Over {
            game: 4,
            winner: 1,
            reason: OverReason::Timeout,
            rated: None,
        }),
    );
    assert!(app.move_clock().is_none(), "a finished game has no clock");
}

/// The move clock is drawn as a gauge with `m:ss` under the players, and
/// in the board's title on a terminal too small for the side pane; it moves
/// with the time the app is told.
#[test]
fn the_move_clock_counts_down_on_screen() {
    let mut app = logged_in();
    online(&mut app);
    app.awaiting_game = true;
    update(&mut app, Msg::Tick(NOW_MS));
    let st = clocked(game_state(Variant::Chomp, 5, 4), 272_400);
    update(&mut app, frame(ServerMsg::Game(st)));
    let screen = draw(&app, 80, 24);
    assert!(screen.contains("Time left 4:33"), "{screen}");
    insta::assert_snapshot!("move_clock", screen);
    update(&mut app, Msg::Tick(NOW_MS + 250_000));
    let late = draw(&app, 80, 24);
    assert!(late.contains("Time left 0:23"), "{late}");
    insta::assert_snapshot!("move_clock_warning", late);
    app.size = (30, 12);
    let small = draw(&app, 30, 12);
    assert!(small.contains("· 0:23"), "{small}");
    insta::assert_snapshot!("move_clock_small_terminal", small);
}
