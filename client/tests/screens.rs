//! Screens rendered into ratatui's `TestBackend` and compared with snapshots.

mod common;

use chomp_client::app::{App, GameSource, GameView, Screen};
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Msg, NetEvent};
use chomp_client::ui;
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    LeaderboardEntry, MoveRecord, OverReason, PlayerRecord, Reply, ServerMsg, StatsReply,
};
use common::screens::*;
use common::*;

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

/// Shows `state` as our game (online) and asks for its hints with `g`:
/// the request's id, for the answer.
fn ask_hints(app: &mut App, state: chomp_protocol::GameState) -> Option<serde_json::Value> {
    online(app);
    app.awaiting_game = true;
    update(app, frame(ServerMsg::Game(state)));
    let cmds = update(app, ch('g'));
    let Some(chomp_client::msg::Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    r.id.clone()
}

#[test]
fn board_with_hints() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::IChomp, 4, 4));
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    insta::assert_snapshot!(draw(&app, 80, 24));
}

/// The hints of a game already over (here aborted) are marked as for
/// study: nobody plays its winning moves any more.
#[test]
fn hints_of_an_aborted_game_are_for_study() {
    let mut app = logged_in();
    let mut st = game_state(Variant::IChomp, 4, 4);
    st.status = chomp_protocol::GameStatus::Finished;
    st.reason = Some(chomp_protocol::OverReason::Aborted);
    st.winner = Some(0);
    let id = ask_hints(&mut app, st);
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(!screen.contains("winning moves"), "{screen}");

    // A position with a winning move: under the study header the green
    // squares are the moves that would have won, not "winning moves".
    let mut app = logged_in();
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.status = chomp_protocol::GameStatus::Finished;
    st.reason = Some(chomp_protocol::OverReason::Aborted);
    st.winner = Some(0);
    let id = ask_hints(&mut app, st);
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(chomp_3x2_hints()),
        ))),
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(screen.contains("would have won"), "{screen}");
    assert!(!screen.contains("winning move"), "{screen}");
}

/// One rule for "for study only" (issue 31): the hints of a finished game
/// are headed so at every position replayed, one's own game included, as
/// at its end.
#[test]
fn hints_of_ones_own_game_replayed_are_for_study() {
    let mut app = logged_in();
    online(&mut app);
    let st = played_out();
    let game = st.game;
    assert_eq!(st.you, Some(0), "ann's own game");
    let mut view = GameView::new(st, GameSource::Live);
    view.replay = Some(4);
    app.game = Some(view);
    app.screen = Screen::Game;
    app.toggle_hints();
    let hints = chomp_protocol::HintsReply {
        game,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None; 4]; 3],
        winning: vec![[0, 1]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    };
    update(
        &mut app,
        Msg::LocalHints {
            game,
            ply: 4,
            hints,
        },
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(screen.contains("would have won"), "{screen}");
    assert!(!screen.contains("winning move"), "{screen}");
}

/// 3x2 Chomp (misère SG 4): the SG each move leaves; (1,2) leaves 3,2,
/// a P-position, so it is the winning move.
fn chomp_3x2_hints() -> chomp_protocol::HintsReply {
    chomp_protocol::HintsReply {
        game: 7,
        total: 4,
        quadrants: vec![4],
        cells: vec![
            vec![None, Some(1), Some(2)],
            vec![Some(2), Some(3), Some(0)],
        ],
        winning: vec![[1, 2]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    }
}

#[test]
fn chomp_board_with_winning_moves_marked() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::Chomp, 3, 2));
    let hints = chomp_3x2_hints();
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(id, ServerMsg::Hints(hints)))),
    );
    insta::assert_snapshot!(draw(&app, 80, 20));
}

/// Issue 14: estimated hints (a board beyond the tables) show no number that
/// could pass for an SG value: "?" for the unknown values, W/L/? on the
/// cells, and what is proven in words.
#[test]
fn estimated_hints_show_no_fake_sg_values() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::Chomp, 3, 2));
    // As the engine answers beyond its tables: a proven win (a rectangle)
    // with no winning move proven, one move proven to lose, one undecided.
    let hints = chomp_protocol::HintsReply {
        game: 7,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None, Some(1), None], vec![Some(1), Some(1), None]],
        winning: vec![],
        exact: false,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![false],
    };
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(id, ServerMsg::Hints(hints)))),
    );
    let screen = draw(&app, 80, 20);
    assert!(!screen.contains("SG     1"), "{screen}");
    assert!(screen.contains("SG     ?"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn history_pane_in_replay() {
    let mut app = logged_in();
    online(&mut app);
    let hg = finished_game();
    let mut view = GameView::new(
        chomp_client::app::archived_state(&hg, Some("ann")),
        GameSource::Archive,
    );
    view.replay = Some(2);
    app.game = Some(view);
    app.screen = Screen::Game;
    insta::assert_snapshot!(draw(&app, 80, 20));
}

/// An analysed game from the history browser: each move of the replay
/// shows its mark's sign, and the title says the replayed move's mark.
#[test]
fn replay_shows_each_moves_mark() {
    let mut app = logged_in();
    online(&mut app);
    app.screen = Screen::History;
    update(
        &mut app,
        frame(ServerMsg::History {
            games: vec![finished_game()],
        }),
    );
    update(&mut app, key(crossterm::event::KeyCode::Enter));
    let g = app.game.as_mut().unwrap();
    assert_eq!(g.marks.len(), 5);
    g.replay = Some(1);
    let first = g.marks[0];
    let screen = draw(&app, 80, 20);
    let words = chomp_client::marks::words(chomp_client::i18n::texts(app.lang), first);
    assert!(screen.contains(&words), "{screen}");
    assert!(
        screen.contains(chomp_client::marks::sign(first)),
        "{screen}"
    );
    insta::assert_snapshot!(screen);
}

/// The moves list keeps its columns whether a move is highlighted, the
/// replay stands before the first move, or the game is live.
#[test]
fn the_moves_list_keeps_its_columns_in_live_play_and_replay() {
    let mut app = logged_in();
    online(&mut app);
    let hg = finished_game();
    let column_of_first_move = |replay: Option<usize>, app: &mut chomp_client::app::App| {
        let mut view = GameView::new(
            chomp_client::app::archived_state(&hg, Some("ann")),
            GameSource::Archive,
        );
        view.replay = replay;
        app.game = Some(view);
        app.screen = Screen::Game;
        let screen = draw(app, 80, 20);
        let line = screen
            .lines()
            .find(|l| l.contains("  1. "))
            .unwrap_or_else(|| panic!("no first move: {screen}"))
            .to_string();
        line.chars().take_while(|c| *c != '1').count()
    };
    let before_first = column_of_first_move(Some(0), &mut app);
    let on_second = column_of_first_move(Some(2), &mut app);
    let live = column_of_first_move(None, &mut app);
    assert_eq!(before_first, on_second);
    assert_eq!(before_first, live);
}

/// Issue 31: the move list's "-20" (squares eaten) read like a rating
/// change; it says "20 eaten".
#[test]
fn the_moves_list_says_how_many_squares_a_move_ate() {
    let mut app = logged_in();
    online(&mut app);
    let view = GameView::new(
        chomp_client::app::archived_state(&finished_game(), Some("ann")),
        GameSource::Archive,
    );
    app.game = Some(view);
    app.screen = Screen::Game;
    let screen = draw(&app, 80, 20);
    assert!(screen.contains("2.2 6 eaten"), "{screen}");
    assert!(!screen.contains(" -6"), "{screen}");
}

/// Issue 31: the Persian leaderboard's columns ran left to right inside a
/// right-to-left screen; the rank is its rightmost column, the results its
/// leftmost. French calls a rating "Cote", not "Classement" (a ranking).
#[test]
fn the_persian_leaderboard_reads_from_the_right() {
    for (w, h) in [(120, 40), (40, 12)] {
        let mut app = logged_in();
        online(&mut app);
        app.lang = Lang::Fa;
        update(&mut app, Msg::Resize(w, h));
        update(&mut app, ch('S'));
        update(
            &mut app,
            frame(ServerMsg::Leaderboard {
                players: vec![LeaderboardEntry {
                    name: "zed".into(),
                    rating: 1873.0,
                    games: 42,
                    wins: 30,
                    losses: 12,
                    rd: Some(60.0),
                    bot: false,
                }],
                variants: Default::default(),
            }),
        );
        if w < 70 {
            update(&mut app, key(crossterm::event::KeyCode::Tab));
        }
        let screen = draw(&app, w, h);
        let row = screen
            .lines()
            .find(|l| l.contains("zed"))
            .unwrap_or_else(|| panic!("no row: {screen}"));
        let at = |s: &str| row.find(s).unwrap_or_else(|| panic!("{s} in {row}"));
        assert!(at("30:12") < at("42"), "{row}");
        assert!(at("42") < at("1873"), "{row}");
        assert!(at("1873") < at("zed"), "{row}");
    }
    assert_eq!(texts(Lang::Fr).rating, "Cote");
}

#[test]
fn history_browser() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('H'));
    update(
        &mut app,
        frame(ServerMsg::History {
            games: vec![finished_game()],
        }),
    );
    insta::assert_snapshot!(draw(&app, 100, 12));
    // Enter opens the replay at its start.
    update(&mut app, key(crossterm::event::KeyCode::Enter));
    assert_eq!(app.screen, Screen::Game);
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.replay, Some(0));
    assert_eq!(g.shown_board(), vec!["####", "####", "####"]);
}

#[test]
fn statistics() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('S'));
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 9,
            wins: 6,
            losses: 3,
            rating: 1612.4,
            rating_history: vec![],
            games_per_day: vec![],
            ..PlayerRecord::default()
        }))),
    );
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Totals(totals()))),
    );
    update(
        &mut app,
        frame(ServerMsg::Leaderboard {
            players: vec![
                LeaderboardEntry {
                    name: "ann".into(),
                    rating: 1612.4,
                    games: 9,
                    wins: 6,
                    losses: 3,
                    ..LeaderboardEntry::default()
                },
                LeaderboardEntry {
                    name: "bob".into(),
                    rating: 1490.0,
                    games: 4,
                    wins: 1,
                    losses: 3,
                    ..LeaderboardEntry::default()
                },
            ],
            variants: Default::default(),
        }),
    );
    insta::assert_snapshot!(draw(&app, 90, 18));
}

/// With a rating history and games per day, the statistics screen draws
/// them as sparklines under one's record.
#[test]
fn statistics_with_rating_over_time() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('S'));
    let ratings = [
        1500.0, 1512.0, 1504.5, 1520.0, 1531.0, 1526.0, 1540.0, 1555.5,
    ];
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 8,
            wins: 6,
            losses: 2,
            rating: 1555.5,
            rating_history: ratings
                .iter()
                .enumerate()
                .map(|(i, r)| chomp_protocol::RatingPoint {
                    game: i as u64 + 1,
                    rating: *r,
                    at: format!("2026-11-2{}T20:00:00Z", i / 3),
                    ..Default::default()
                })
                .collect(),
            games_per_day: vec![
                chomp_protocol::DayCount {
                    day: "2026-11-20".into(),
                    games: 3,
                },
                chomp_protocol::DayCount {
                    day: "2026-11-21".into(),
                    games: 3,
                },
                chomp_protocol::DayCount {
                    day: "2026-11-22".into(),
                    games: 2,
                },
            ],
            // Accuracy in four analysed games: 3/3, 1/2, 2/2, 0/1.
            accuracy_history: [(3, 3), (1, 2), (2, 2), (0, 1)]
                .iter()
                .enumerate()
                .map(|(i, &(kept, in_winning))| chomp_protocol::AccuracyPoint {
                    game: i as u64 + 1,
                    at: "2026-11-22T20:00:00Z".into(),
                    variant: "chomp".into(),
                    kept,
                    in_winning,
                })
                .collect(),
            ..PlayerRecord::default()
        }))),
    );
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Totals(totals()))),
    );
    let screen = draw(&app, 90, 24);
    // 6 of the 8 moves in winning positions kept the win (the title is
    // cut to the chart's width).
    assert!(screen.contains("Accuracy 75"), "{screen}");
    insta::assert_snapshot!(screen);
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

/// The result line names aborted games and lost clocks (issue 11).
#[test]
fn aborted_and_timed_out_games_are_explained() {
    let t = chomp_client::i18n::texts(Lang::En);
    let cases = [
        (
            OverReason::Aborted,
            Some(0),
            "Game aborted: it ended before both players had moved, so no record changes",
        ),
        (
            OverReason::Timeout,
            Some(1),
            "You lost: you ran out of time",
        ),
        (OverReason::Timeout, Some(0), "You won: bob ran out of time"),
        (OverReason::Timeout, None, "bob ran out of time: ann wins"),
    ];
    for (reason, you, expected) in cases {
        let mut app = logged_in();
        online(&mut app);
        app.awaiting_game = true;
        let mut st = played_out();
        st.players = vec![human("ann"), human("bob")];
        st.winner = Some(0);
        st.reason = Some(reason);
        st.you = you;
        update(&mut app, frame(ServerMsg::Game(st)));
        let g = app.game.as_ref().expect("the game is shown");
        assert_eq!(
            ui::result::sentence(g, t),
            expected,
            "{reason:?}, you {you:?}"
        );
    }
}
