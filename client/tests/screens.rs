//! Screens rendered into ratatui's `TestBackend` and compared with snapshots.
//!
//! Here: the lobby, the connection banners, help, small and tiny terminals,
//! and every screen in every language. Hints, a finished game's history
//! and the statistics screen have a module each.

mod common;
#[path = "screens/hints.rs"]
mod hints;
#[path = "screens/history.rs"]
mod history;
#[path = "screens/statistics.rs"]
mod statistics;

use chomp_client::app::{App, GameSource, GameView, Screen};
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Msg, NetEvent};
use chomp_client::ui;
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    LeaderboardEntry, MoveRecord, OverReason, PlayerRecord, Reply, ServerMsg, StatsReply,
};
use common::games::*;
use common::screens::*;
use common::*;

/// Compares `screen` with the snapshot `name` of this file
/// (`snapshots/screens__<name>.snap`) from whichever module the test is in,
/// so that moving a test between modules never renames its snapshot.
fn snapshot(name: &str, screen: &str) {
    insta::assert_snapshot!(name, screen);
}

#[test]
fn lobby() {
    let mut app = logged_in();
    online(&mut app);
    update(
        &mut app,
        frame(ServerMsg::Lobby {
            games: lobby_with_games(),
            online: 3,
            totals: totals(),
            // A busy server lists only some of its open games.
            open_count: 40,
            playing_count: 1,
            version: None,
        }),
    );
    app.server_url = Some("ws://127.0.0.1:7878/".into());
    insta::assert_snapshot!(draw(&app, 100, 24));
}

/// No connection ever worked: the address, why, and the countdown to the
/// next try, as the first tick after the failure sets it.
#[test]
fn unreachable_address_banner_counts_down() {
    let mut app = App::new("ann", Lang::En);
    update(
        &mut app,
        Msg::Net(NetEvent::Lost {
            reason: "cannot connect to ws://127.0.0.1:1/: Connection refused".into(),
            retry_in: std::time::Duration::from_secs(4),
            failed: Some(chomp_client::msg::Failure {
                url: "ws://127.0.0.1:1/".into(),
                why: chomp_client::reach::Unreachable::Refused,
            }),
        }),
    );
    update(&mut app, Msg::Tick(1_000_000));
    update(&mut app, Msg::Tick(1_001_200));
    let screen = draw(&app, 100, 14);
    assert!(
        screen.contains("Cannot reach ws://127.0.0.1:1/"),
        "{screen}"
    );
    assert!(screen.contains("Next try in 3 s"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn lost_connection_banner_and_german_text() {
    let mut app = App::new("ann", Lang::De);
    update(
        &mut app,
        Msg::Net(NetEvent::Lost {
            reason: "connection refused".into(),
            retry_in: std::time::Duration::from_secs(2),
            failed: None,
        }),
    );
    insta::assert_snapshot!(draw(&app, 100, 14));
}

#[test]
fn help_overlay() {
    let mut app = logged_in();
    update(&mut app, ch('?'));
    insta::assert_snapshot!(draw(&app, 90, 32));
}

#[test]
fn tiny_terminals_never_panic() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 32, 32))),
    );
    for (w, h) in [(1, 1), (10, 5), (40, 12), (59, 21), (60, 22), (200, 60)] {
        let text = draw(&app, w, h);
        assert_eq!(text.lines().count(), h as usize);
    }
    // Nonsense from a server is drawn as well as it can be, never a panic.
    let mut odd = game_state(Variant::Chomp, 4, 3);
    odd.width = 65_535;
    odd.height = 0;
    odd.board = vec!["#".repeat(3)];
    odd.moves = vec![MoveRecord {
        ply: u32::MAX,
        seat: 9,
        mv: chomp_protocol::Move::new(u32::MAX, 0),
        removed: 1,
    }];
    app.game = Some(GameView::new(odd, GameSource::Live));
    draw(&app, 100, 30);
    app.screen = Screen::Lobby;
    for (w, h) in [(1, 1), (20, 6)] {
        draw(&app, w, h);
    }
}

#[test]
fn small_terminal_keeps_the_board_playable() {
    let mut app = logged_in();
    online(&mut app);
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 8, 6))),
    );
    insta::assert_snapshot!(draw(&app, 44, 12));
}

#[test]
fn every_screen_in_every_language_at_two_sizes() {
    for (name, app) in every_screen() {
        for lang in Lang::ALL {
            let mut app = app.clone();
            app.lang = lang;
            for (w, h) in [(80u16, 24u16), (120, 40)] {
                app.size = (w, h);
                let code = lang.code();
                let overlay = app.help.then(|| {
                    ui::centred_rect(
                        ratatui::layout::Rect::new(0, 0, w, h),
                        78,
                        chomp_client::geometry::HELP_ROWS,
                    )
                });
                insta::assert_snapshot!(
                    format!("{name}_{code}_{w}x{h}"),
                    draw_checked(&app, w, h, overlay)
                );
            }
        }
    }
}
