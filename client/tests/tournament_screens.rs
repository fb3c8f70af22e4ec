//! The Tournaments screen drawn: the list, the create form, the standings
//! of an arena, a round robin and the bot ladder (with ratings), at 80x24
//! and 120x40, one right to left; a tournament game with the arena's time
//! left on its border; and every one of them at 40x12 keeping `?` and the
//! way out on its keys line.

mod common;

use chomp_client::app::App;
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::Msg;
use chomp_client::ui::{keys_line, KEPT_ITEMS};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{ServerMsg, TournamentInfo};
use common::tournaments::{club, friday, friday_waiting, ladder_event};
use common::*;
use crossterm::event::KeyCode;

/// Logged in, at [`NOW_MS`], on the Tournaments screen's list.
fn listed() -> App {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, Msg::Tick(NOW_MS));
    update(&mut app, ch('T'));
    update(
        &mut app,
        frame(ServerMsg::Tournaments {
            list: vec![friday_waiting(), club(), {
                let mut long = friday();
                long.tournament = 9;
                long.name = "The very long name of a weekly arena".into();
                long
            }],
        }),
    );
    app
}

fn standings_of(info: Option<TournamentInfo>) -> App {
    let mut app = listed();
    update(&mut app, key(KeyCode::Enter));
    match info {
        Some(i) => {
            update(&mut app, frame(ServerMsg::Tournament(i)));
        }
        None => {
            update(&mut app, ladder_event());
        }
    }
    app
}

fn arena() -> App {
    let mut app = standings_of(Some(friday()));
    app.tournaments.open = Some(7);
    update(&mut app, frame(ServerMsg::Tournament(friday())));
    app
}

fn round_robin() -> App {
    let mut app = standings_of(Some(club()));
    app.tournaments.open = Some(8);
    update(&mut app, frame(ServerMsg::Tournament(club())));
    app
}

fn ladder() -> App {
    let mut app = standings_of(None);
    app.tournaments.open = Some(1);
    update(&mut app, ladder_event());
    app
}

fn form() -> App {
    let mut app = listed();
    update(&mut app, ch('n'));
    update(&mut app, key(KeyCode::Enter));
    app
}

fn tournament_game() -> App {
    let mut app = arena();
    let mut st = game_state(Variant::Chomp, 6, 5);
    st.game = 21;
    st.players[1] = human("bob");
    st.tournament = Some(7);
    update(&mut app, frame(ServerMsg::Game(st)));
    app
}

fn all() -> Vec<(&'static str, App)> {
    vec![
        ("list", listed()),
        ("form", form()),
        ("arena", arena()),
        ("round_robin", round_robin()),
        ("ladder", ladder()),
        ("game", tournament_game()),
    ]
}

#[test]
fn the_screens_at_80x24_and_120x40() {
    for (name, app) in all() {
        for (w, h) in [(80u16, 24u16), (120, 40)] {
            let mut app = app.clone();
            app.size = (w, h);
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), draw_checked(&app, w, h, None));
        }
    }
}

#[test]
fn what_the_screens_say() {
    let list = draw(&listed(), 80, 24);
    for want in ["Friday", "waiting", "starts in 4:00", "Club", "round robin"] {
        assert!(list.contains(want), "{want}\n{list}");
    }
    let arena = draw(&arena(), 80, 24);
    for want in [
        "12:34 left",
        "bot-hard (bot)",
        "cy — left",
        "bob ▶",
        "Streak",
    ] {
        assert!(arena.contains(want), "{want}\n{arena}");
    }
    let rr = draw(&round_robin(), 80, 24);
    for want in ["Points", "SB"] {
        assert!(rr.contains(want), "{want}\n{rr}");
    }
    let ladder = draw(&ladder(), 80, 24);
    for want in ["ladder", "Rating", "1913", "1500?"] {
        assert!(ladder.contains(want), "{want}\n{ladder}");
    }
    let form = draw(&form(), 80, 24);
    assert!(form.contains("1 to 40 visible characters"), "{form}");
    let game = draw(&tournament_game(), 80, 24);
    assert!(game.contains("Friday · 12:34 left"), "{game}");
}

#[test]
fn the_arena_standings_right_to_left() {
    let mut app = arena();
    app.lang = Lang::Fa;
    insta::assert_snapshot!(draw_checked(&app, 80, 24, None));
}

/// At 40x12 every screen keeps the way out and `?`, in every language.
#[test]
fn every_tournament_screen_keeps_help_and_the_way_out_at_40x12() {
    for lang in Lang::ALL.iter().copied().filter(|l| !l.rtl()) {
        let t = texts(lang);
        for (name, mut app) in all() {
            app.lang = lang;
            app.notice = None;
            update(&mut app, Msg::Resize(40, 12));
            let screen = draw(&app, 40, 12);
            let bottom = screen.lines().last().unwrap_or_default();
            let line = keys_line(&app, t);
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

/// Between 40x12 and 79x23, in every language, every frame is whole and
/// no word is cut at a pane's edge.
#[test]
fn every_tournament_screen_is_whole_at_small_sizes() {
    for (name, app) in all() {
        for lang in Lang::ALL {
            for (w, h) in [(40u16, 12u16), (52, 16), (64, 20), (79, 23)] {
                let mut app = app.clone();
                app.lang = lang;
                update(&mut app, Msg::Resize(w, h));
                let screen = draw_checked(&app, w, h, None);
                assert_eq!(screen.lines().count(), usize::from(h), "{name} {lang:?}");
            }
        }
    }
}
