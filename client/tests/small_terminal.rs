//! A 40x12 terminal (issue 20): what does not fit scrolls, the form keeps
//! its focused field and Create in view, a board the terminal cannot draw
//! is refused, the leaderboard's numbers stay whole, and every keys line
//! keeps `?` and the way out (issue 31).

mod common;

use chomp_client::ui::{keys_line, KEPT_ITEMS};
use common::screens::every_screen;

use chomp_client::app::{App, GamePane, LobbyFocus, Screen, StatsPage};
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Command, Msg};
use chomp_client::update::update;
use chomp_protocol::{ClientMsg, LeaderboardEntry, ServerMsg};
use common::*;
use crossterm::event::KeyCode;

/// A logged-in app on a `w`×`h` terminal.
fn sized(w: u16, h: u16) -> App {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, Msg::Resize(w, h));
    app
}

fn creates(cmds: &[Command]) -> usize {
    cmds.iter()
        .filter(|c| matches!(c, Command::Send(r) if matches!(r.msg, ClientMsg::Create { .. })))
        .count()
}

#[test]
fn help_scrolls_by_line_and_page_and_stops_at_its_ends() {
    let mut app = sized(40, 12);
    update(&mut app, ch('?'));
    assert!(app.help);
    assert_eq!(app.help_scroll, 0);
    let top = draw(&app, 40, 12);
    assert!(top.contains("CHOMP:"), "{top}");
    assert!(top.contains('▼') && !top.contains('▲'), "{top}");

    update(&mut app, key(KeyCode::Down));
    assert_eq!(app.help_scroll, 1);
    update(&mut app, key(KeyCode::PageDown));
    // A page is the window's rows less one (10 lines of text at 40x12).
    assert_eq!(app.help_scroll, 1 + 9);
    update(&mut app, key(KeyCode::PageUp));
    assert_eq!(app.help_scroll, 1);

    update(&mut app, key(KeyCode::End));
    let last = app.help_scroll;
    assert!(last > 10, "the help is longer than two windows at 40x12");
    let bottom = draw(&app, 40, 12);
    assert!(bottom.contains('▲') && !bottom.contains('▼'), "{bottom}");
    // The tournaments' paragraph ends the text: its last words are on screen.
    assert!(bottom.contains("w watches."), "{bottom}");
    // Never past the end, and back up at once.
    update(&mut app, key(KeyCode::Down));
    update(&mut app, key(KeyCode::PageDown));
    assert_eq!(app.help_scroll, last);
    update(&mut app, key(KeyCode::Up));
    assert_eq!(app.help_scroll, last - 1);
    update(&mut app, key(KeyCode::Home));
    assert_eq!(app.help_scroll, 0);

    // Closing and opening again starts at the top.
    update(&mut app, key(KeyCode::End));
    update(&mut app, key(KeyCode::Esc));
    assert!(!app.help);
    update(&mut app, ch('?'));
    assert_eq!(app.help_scroll, 0);
}

#[test]
fn help_that_fits_does_not_scroll() {
    let mut app = sized(120, 40);
    update(&mut app, ch('?'));
    update(&mut app, key(KeyCode::PageDown));
    assert_eq!(app.help_scroll, 0);
    let screen = draw(&app, 120, 40);
    assert!(!screen.contains('▼') && !screen.contains('▲'), "{screen}");
}

#[test]
fn the_form_scrolls_to_the_focused_field_and_create_is_reachable() {
    // 8 rows for the form's pane: 6 lines inside, for 7 lines of form.
    let mut app = sized(40, 10);
    assert_eq!(app.lobby.focus(), LobbyFocus::Form);
    let screen = draw(&app, 40, 10);
    assert!(screen.contains("Variant"), "{screen}");
    assert!(!screen.contains("Create game"), "{screen}");
    assert!(screen.contains('▼'), "{screen}");
    // Up from the first field wraps to Create, which scrolls into view.
    update(&mut app, key(KeyCode::Up));
    let screen = draw(&app, 40, 10);
    assert!(screen.contains("[ Create game ]"), "{screen}");
    assert!(!screen.contains("Variant"), "{screen}");
    assert!(screen.contains('▲'), "{screen}");
    // Every field comes into view in turn.
    let t = texts(Lang::En);
    for label in [
        t.variant,
        t.width,
        t.height,
        t.opponent,
        t.start,
        t.first_move,
    ] {
        update(&mut app, key(KeyCode::Down));
        let screen = draw(&app, 40, 10);
        assert!(screen.contains(label), "{label}: {screen}");
    }
    update(&mut app, key(KeyCode::Down));
    assert!(draw(&app, 40, 10).contains("[ Create game ]"));
    // Enter there creates the game.
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(creates(&cmds), 1, "{cmds:?}");
}

#[test]
fn a_board_too_big_for_the_terminal_is_refused_with_the_size_that_fits() {
    let mut app = sized(40, 12);
    update(&mut app, key(KeyCode::Down)); // width
    for _ in 0..40 {
        update(&mut app, key(KeyCode::Right));
    }
    update(&mut app, key(KeyCode::Down)); // height
    for _ in 0..15 {
        update(&mut app, key(KeyCode::Right));
    }
    assert_eq!((app.lobby.form.width, app.lobby.form.height), (32, 20));
    // 38x8 inside the board's pane: 32 one-column cells, 8 rows of them.
    let said = "Too big for this terminal: 32×8 fits.";
    let screen = draw(&app, 40, 12);
    assert!(screen.contains("Too big for this terminal"), "{screen}");
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(creates(&cmds), 0, "{cmds:?}");
    assert!(cmds.is_empty(), "{cmds:?}");
    assert!(!app.awaiting_game);
    let notice = app.notice.as_ref().expect("the refusal is said");
    assert!(notice.is_error);
    assert_eq!(notice.text, said);

    // The size it named is created.
    update(&mut app, key(KeyCode::Esc));
    for _ in 0..12 {
        update(&mut app, key(KeyCode::Left));
    }
    assert_eq!(app.lobby.form.height, 8);
    assert!(!draw(&app, 40, 12).contains("Too big"));
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(creates(&cmds), 1, "{cmds:?}");

    // On a bigger terminal the big board is offered again.
    let mut app = sized(120, 40);
    app.lobby.form.width = 32;
    app.lobby.form.height = 20;
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(creates(&cmds), 1, "{cmds:?}");

    // A terminal too small for any board says so.
    let mut app = sized(12, 4);
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert!(cmds.is_empty(), "{cmds:?}");
    assert_eq!(
        app.notice.as_ref().map(|n| n.text.as_str()),
        Some(texts(Lang::En).board_fits_nothing)
    );
}

#[test]
fn the_leaderboard_shows_ratings_whole_at_40_columns() {
    let mut app = sized(40, 12);
    update(&mut app, ch('S'));
    let players: Vec<LeaderboardEntry> = (0..15)
        .map(|i| LeaderboardEntry {
            name: format!("player-with-a-long-name-{i}"),
            rating: 2000.0 - i as f64 * 37.4,
            games: 120 + i,
            wins: 80,
            losses: 40 + i,
            ..LeaderboardEntry::default()
        })
        .collect();
    update(
        &mut app,
        frame(ServerMsg::Leaderboard {
            players,
            variants: Default::default(),
        }),
    );
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.stats.page, StatsPage::Leaderboard);
    let screen = draw(&app, 40, 12);
    assert!(screen.contains("Rating"), "{screen}");
    for rating in ["2000", "1963", "1925"] {
        assert!(screen.contains(rating), "{rating}: {screen}");
    }
    assert!(screen.contains("80:40"), "{screen}");
    // Eight rows show under the header; the rest scroll into view, and
    // no further than the last.
    assert!(!screen.contains("1476"), "{screen}");
    update(&mut app, key(KeyCode::End));
    assert_eq!(app.stats.scroll, 15 - 7);
    let screen = draw(&app, 40, 12);
    assert!(
        screen.contains("1476") && screen.contains("80:54"),
        "{screen}"
    );
    update(&mut app, key(KeyCode::PageDown));
    assert_eq!(app.stats.scroll, 8);
    // Tab turns to the charts and back round to one's record.
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.stats.page, StatsPage::Charts);
    assert_eq!(app.stats.scroll, 0);
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.stats.page, StatsPage::Record);
}

#[test]
fn tab_shows_the_details_and_hints_in_the_boards_place_where_nothing_is_played() {
    let mut app = sized(40, 12);
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(
            chomp_engine::Variant::Chomp,
            7,
            5,
        ))),
    );
    let board = draw(&app, 40, 12);
    assert!(board.contains("Chomp 7×5"), "{board}");
    update(&mut app, key(KeyCode::Tab));
    let details = draw(&app, 40, 12);
    assert!(
        details.contains("Players") && details.contains("Your move!"),
        "{details}"
    );
    assert!(!details.contains("Chomp 7×5"), "{details}");
    // Nothing is played by clicking where the board was.
    let click = crossterm::event::MouseEvent {
        kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
        column: 20,
        row: 6,
        modifiers: crossterm::event::KeyModifiers::NONE,
    };
    assert!(update(&mut app, Msg::Mouse(click)).is_empty());
    // Nor by Enter, with the board out of sight.
    assert!(update(&mut app, key(KeyCode::Enter)).is_empty());
    update(&mut app, key(KeyCode::Tab));
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert!(
        cmds.iter()
            .any(|c| matches!(c, Command::Send(r) if matches!(r.msg, ClientMsg::Move { .. }))),
        "{cmds:?}"
    );
    assert!(draw(&app, 40, 12).contains("Chomp 7×5"));

    // With hints on, Tab turns board → details → hints → board.
    let cmds = update(&mut app, ch('g'));
    assert!(app.hints_on(), "{cmds:?}");
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.game.as_ref().map(|g| g.pane), Some(GamePane::Details));
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.game.as_ref().map(|g| g.pane), Some(GamePane::Hints));
    let hints = draw(&app, 40, 12);
    assert!(
        hints.contains("Hints") && !hints.contains("Players"),
        "{hints}"
    );
    assert!(update(&mut app, key(KeyCode::Enter)).is_empty());
    update(&mut app, key(KeyCode::BackTab));
    assert_eq!(app.game.as_ref().map(|g| g.pane), Some(GamePane::Details));
    update(&mut app, key(KeyCode::Tab));
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.game.as_ref().map(|g| g.pane), Some(GamePane::Board));
}

/// Between the small terminal's pages and a roomy screen, the leaderboard
/// pane is narrow: its names give way, never a rating, in any language.
#[test]
fn the_leaderboard_keeps_ratings_whole_in_a_narrow_pane() {
    for lang in Lang::ALL {
        for w in [40u16, 60, 70, 72, 76, 80, 90] {
            let mut app = sized(w, 24);
            app.lang = lang;
            update(&mut app, ch('S'));
            update(
                &mut app,
                frame(ServerMsg::Leaderboard {
                    players: vec![LeaderboardEntry {
                        name: "a-rather-long-player-name".into(),
                        rating: 1873.2,
                        games: 1234,
                        wins: 1000,
                        losses: 234,
                        ..LeaderboardEntry::default()
                    }],
                    variants: Default::default(),
                }),
            );
            if w < 70 {
                update(&mut app, key(KeyCode::Tab));
            }
            let screen = draw(&app, w, 24);
            for whole in ["1873", "1234", "1000:234"] {
                assert!(screen.contains(whole), "{lang:?} at {w}: {whole}\n{screen}");
            }
        }
    }
}

/// Issue 31: at 40x12 the keys lines dropped `q: quit` and `?: help`.
/// On every screen, in every language written left to right, the bottom
/// row keeps the line's last items: the way out and `?`.
#[test]
fn every_keys_line_keeps_help_and_the_way_out_at_40x12() {
    for lang in Lang::ALL.iter().copied().filter(|l| !l.rtl()) {
        let t = texts(lang);
        for (name, mut app) in every_screen() {
            if app.notice.is_some() || app.help {
                continue;
            }
            app.lang = lang;
            update(&mut app, Msg::Resize(40, 12));
            let screen = draw(&app, 40, 12);
            let bottom = screen.lines().last().unwrap_or_default();
            // The statistics show a page at a time here, with their own
            // line; both end with the same way out and `?`.
            let line = match app.screen {
                Screen::Stats => t.keys_stats_pages,
                _ => keys_line(&app, t),
            };
            let items: Vec<&str> = line.split("  ").collect();
            for kept in &items[items.len() - KEPT_ITEMS..] {
                assert!(
                    bottom.contains(kept),
                    "{lang:?} {name}: {kept:?} missing from {bottom:?}"
                );
            }
        }
    }
}
