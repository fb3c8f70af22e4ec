//! `update` driven with messages, without a terminal or a socket.

mod common;

use chomp_client::app::{GameSource, LobbyFocus, Screen};
use chomp_client::msg::{Command, Msg, NetEvent};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    ClientMsg, ErrorCode, GameStatus, Level, LobbyGame, Opponent, OverReason, Reply, Request,
    ServerMsg, Start, Totals,
};
use common::*;
use crossterm::event::{KeyCode, MouseButton, MouseEvent, MouseEventKind};

fn sent(cmds: &[Command]) -> Vec<ClientMsg> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r.msg.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn welcome_saves_the_token_and_subscribes_to_the_lobby() {
    let mut app = chomp_client::app::App::new("ann", chomp_client::i18n::Lang::En);
    let cmds = update(
        &mut app,
        frame(ServerMsg::Welcome {
            name: "ann".into(),
            token: "secret".into(),
            server: chomp_protocol::ServerInfo {
                name: "s".into(),
                version: "1".into(),
            },
            games: vec![],
        }),
    );
    assert!(cmds.contains(&Command::SaveToken {
        name: "ann".into(),
        token: "secret".into()
    }));
    assert_eq!(sent(&cmds), vec![ClientMsg::Lobby]);
    assert_eq!(app.me.as_deref(), Some("ann"));
}

#[test]
fn the_form_creates_the_game_it_shows() {
    let mut app = logged_in();
    assert_eq!(app.lobby.focus(), LobbyFocus::Form);
    // Variant -> iChomp switches the start to random.
    update(&mut app, key(KeyCode::Right));
    assert_eq!(app.lobby.form.variant, Variant::IChomp);
    assert_eq!(app.lobby.form.start, Start::Random);
    update(&mut app, key(KeyCode::Down));
    update(&mut app, key(KeyCode::Right)); // width 8
    update(&mut app, key(KeyCode::Down));
    update(&mut app, key(KeyCode::Left)); // height 4
    update(&mut app, key(KeyCode::Down));
    update(&mut app, key(KeyCode::Right)); // opponent hard
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::Create {
            variant: "ichomp".into(),
            width: 8,
            height: 4,
            opponent: Opponent::Bot { level: Level::Hard },
            start: Some(Start::Random),
            first: Some(chomp_protocol::FirstMover::Me),
        }]
    );
    assert!(app.awaiting_game);
    // The reply opens the game screen.
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 8, 4))),
    );
    assert_eq!(app.screen, Screen::Game);
    assert!(!app.awaiting_game);
}

#[test]
fn sizes_stay_within_the_rules() {
    let mut app = logged_in();
    update(&mut app, key(KeyCode::Down)); // width
    for _ in 0..40 {
        update(&mut app, key(KeyCode::Left));
    }
    assert_eq!(app.lobby.form.width, 1);
    for _ in 0..40 {
        update(&mut app, key(KeyCode::Right));
    }
    assert_eq!(app.lobby.form.width, 32);
}

#[test]
fn moves_go_out_with_the_current_ply_and_only_on_our_turn() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    // The cursor starts on the last cell, away from the poison; go to (1,2).
    assert_eq!(app.game.as_ref().unwrap().cursor, (2, 3));
    update(&mut app, ch('k'));
    update(&mut app, ch('h'));
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.cursor, (1, 2));
    // The preview is exactly the cells the move removes.
    let mut preview = g.preview();
    preview.sort();
    assert_eq!(preview, vec![(1, 2), (1, 3), (2, 2), (2, 3)]);
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::Move {
            game: 7,
            ply: 0,
            row: 1,
            col: 2
        }]
    );
    // The server confirms; now it is the bot's turn and Enter sends nothing.
    update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 0,
            seat: 0,
            row: 1,
            col: 2,
            removed: 4,
            to_move: 1,
            board: vec!["####".into(), "##..".into(), "##..".into()],
        }),
    );
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.state.ply, 1);
    assert_eq!(g.state.moves.len(), 1);
    assert_ne!(g.cursor, (1, 2), "the cursor leaves the eaten cell");
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert!(sent(&cmds).is_empty());
    assert!(app.notice.is_some());
}

#[test]
fn a_gap_in_moves_asks_for_the_whole_state() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    let cmds = update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 3,
            seat: 1,
            row: 0,
            col: 1,
            removed: 3,
            to_move: 0,
            board: vec!["#...".into(), "#...".into(), "#...".into()],
        }),
    );
    assert_eq!(sent(&cmds), vec![ClientMsg::Watch { game: 7 }]);
}

#[test]
fn hints_are_requested_per_ply_and_stale_answers_ignored() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 4, 4))),
    );
    let cmds = update(&mut app, ch('g'));
    let reqs: Vec<&Request> = cmds
        .iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r),
            _ => None,
        })
        .collect();
    assert_eq!(reqs.len(), 1);
    assert_eq!(reqs[0].msg, ClientMsg::Hints { game: 7 });
    let id = reqs[0].id.clone();
    assert!(id.is_some());
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id.clone(),
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    assert!(app.game.as_ref().unwrap().current_hints().is_some());
    // After a move the old hints no longer apply and new ones are asked for.
    let cmds = update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 0,
            seat: 0,
            row: 0,
            col: 0,
            removed: 1,
            to_move: 1,
            board: vec![".###".into(), "####".into(), "####".into(), "####".into()],
        }),
    );
    assert!(app.game.as_ref().unwrap().current_hints().is_none());
    assert!(sent(&cmds).is_empty(), "not on the opponent's move");
    let cmds = update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 1,
            seat: 1,
            row: 3,
            col: 3,
            removed: 1,
            to_move: 0,
            board: vec![".###".into(), "####".into(), "####".into(), "###.".into()],
        }),
    );
    assert_eq!(sent(&cmds), vec![ClientMsg::Hints { game: 7 }]);
    // A late answer to the old request is not shown for the new ply.
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    assert!(app.game.as_ref().unwrap().current_hints().is_none());
}

#[test]
fn refused_hints_turn_hints_off_with_a_message() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 4, 4))),
    );
    let cmds = update(&mut app, ch('g'));
    let id = match &cmds[0] {
        Command::Send(r) => r.id.clone(),
        other => panic!("{other:?}"),
    };
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::error(
            id,
            ErrorCode::HintsRefused,
            "Hints are refused in games between humans.",
        ))),
    );
    assert!(!app.hints_on());
    let n = app.notice.as_ref().unwrap();
    assert!(n.is_error);
    assert!(n.text.contains("refused"));
}

#[test]
fn finished_games_replay_step_by_step_and_offer_a_rematch() {
    let mut app = logged_in();
    app.awaiting_game = true;
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.moves = vec![
        chomp_protocol::MoveRecord {
            ply: 0,
            seat: 0,
            row: 1,
            col: 1,
            removed: 2,
        },
        chomp_protocol::MoveRecord {
            ply: 1,
            seat: 1,
            row: 0,
            col: 1,
            removed: 2,
        },
        chomp_protocol::MoveRecord {
            ply: 2,
            seat: 0,
            row: 1,
            col: 0,
            removed: 1,
        },
    ];
    st.ply = 3;
    st.board = vec!["#..".into(), "...".into()];
    st.status = GameStatus::Finished;
    st.winner = Some(0);
    st.reason = Some(OverReason::Normal);
    update(&mut app, frame(ServerMsg::Game(st)));
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.shown_board(), vec!["#..", "..."]);
    update(&mut app, ch('['));
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.replay, Some(2));
    assert_eq!(g.shown_board(), vec!["#..", "#.."]);
    update(&mut app, key(KeyCode::Home));
    assert_eq!(app.game.as_ref().unwrap().shown_board(), vec!["###", "###"]);
    update(&mut app, ch(']'));
    assert_eq!(app.game.as_ref().unwrap().shown_board(), vec!["###", "#.."]);
    update(&mut app, key(KeyCode::End));
    assert_eq!(app.game.as_ref().unwrap().replay, None);
    let cmds = update(&mut app, ch('r'));
    assert_eq!(sent(&cmds), vec![ClientMsg::Rematch { game: 7 }]);
}

#[test]
fn resigning_needs_two_presses() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    assert!(sent(&update(&mut app, ch('X'))).is_empty());
    assert_eq!(
        sent(&update(&mut app, ch('X'))),
        vec![ClientMsg::Resign { game: 7 }]
    );
    // A different key in between disarms it.
    update(&mut app, ch('X'));
    update(&mut app, ch('j'));
    assert!(sent(&update(&mut app, ch('X'))).is_empty());
}

#[test]
fn over_frames_finish_the_game() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    update(
        &mut app,
        frame(ServerMsg::Over {
            game: 7,
            winner: 1,
            reason: OverReason::Resign,
        }),
    );
    let g = app.game.as_ref().unwrap();
    assert!(g.finished());
    assert_eq!(g.state.winner, Some(1));
    assert!(g.preview().is_empty());
}

fn lobby_with_games() -> Vec<LobbyGame> {
    vec![
        LobbyGame {
            game: 3,
            variant: "chomp".into(),
            width: 7,
            height: 5,
            players: vec![human("bob")],
            status: GameStatus::Waiting,
        },
        LobbyGame {
            game: 4,
            variant: "ichomp".into(),
            width: 8,
            height: 8,
            players: vec![human("cy"), bot(Level::Easy)],
            status: GameStatus::Playing,
        },
    ]
}

#[test]
fn lobby_lists_join_and_watch() {
    let mut app = logged_in();
    update(
        &mut app,
        frame(ServerMsg::Lobby {
            games: lobby_with_games(),
            online: 3,
            totals: Totals::default(),
            // As an older server sends it: no counts.
            open_count: 0,
            playing_count: 0,
        }),
    );
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.lobby.focus(), LobbyFocus::Open);
    assert_eq!(
        sent(&update(&mut app, key(KeyCode::Enter))),
        vec![ClientMsg::Join { game: 3 }]
    );
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(
        sent(&update(&mut app, key(KeyCode::Enter))),
        vec![ClientMsg::Watch { game: 4 }]
    );
    // Watching: the game frame arrives without a seat.
    let mut st = game_state(Variant::IChomp, 8, 8);
    st.game = 4;
    st.you = None;
    update(&mut app, frame(ServerMsg::Game(st)));
    assert_eq!(app.screen, Screen::Game);
    assert!(!app.game.as_ref().unwrap().my_turn());
    // Leaving a watched game unsubscribes from it.
    let cmds = update(&mut app, key(KeyCode::Esc));
    assert_eq!(sent(&cmds), vec![ClientMsg::Unwatch { game: Some(4) }]);
    assert_eq!(app.screen, Screen::Lobby);
    assert!(app.game.is_none());
}

#[test]
fn reconnecting_resumes_the_seat() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    update(
        &mut app,
        Msg::Net(NetEvent::Lost {
            reason: "reset".into(),
            retry_in: std::time::Duration::from_millis(500),
        }),
    );
    assert!(matches!(app.link, chomp_client::app::Link::Lost { .. }));
    update(&mut app, Msg::Net(NetEvent::Connected));
    let cmds = update(
        &mut app,
        frame(ServerMsg::Welcome {
            name: "ann".into(),
            token: "tok".into(),
            server: chomp_protocol::ServerInfo {
                name: "s".into(),
                version: "1".into(),
            },
            games: vec![7],
        }),
    );
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::Lobby, ClientMsg::Watch { game: 7 }]
    );
    assert_eq!(app.game.as_ref().unwrap().source, GameSource::Live);
}

#[test]
fn server_errors_become_readable_notices() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::error(
            None,
            ErrorCode::SeatTaken,
            "That game has no free seat.",
        ))),
    );
    assert!(!app.awaiting_game);
    assert_eq!(
        app.notice.as_ref().unwrap().text,
        "That game has no free seat. (seat_taken)"
    );
}

#[test]
fn mouse_hover_previews_and_click_plays() {
    let mut app = logged_in();
    update(&mut app, Msg::Resize(100, 30));
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
    );
    // Find the screen position of cell (2,3) the way the view lays it out.
    let screen = ratatui::layout::Rect::new(0, 0, 100, 30);
    let g = app.game.as_ref().unwrap();
    let mut spot = None;
    for y in 0..30 {
        for x in 0..100 {
            if chomp_client::geometry::cell_at(screen, g, false, x, y) == Some((2, 3)) {
                spot = Some((x, y));
            }
        }
    }
    let (x, y) = spot.expect("cell (2,3) is on screen");
    let mouse = |kind| {
        Msg::Mouse(MouseEvent {
            kind,
            column: x,
            row: y,
            modifiers: crossterm::event::KeyModifiers::NONE,
        })
    };
    update(&mut app, mouse(MouseEventKind::Moved));
    assert_eq!(app.game.as_ref().unwrap().preview(), vec![(2, 3)]);
    let cmds = update(&mut app, mouse(MouseEventKind::Down(MouseButton::Left)));
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::Move {
            game: 7,
            ply: 0,
            row: 2,
            col: 3
        }]
    );
}

#[test]
fn history_and_stats_screens_ask_for_their_data() {
    let mut app = logged_in();
    let cmds = update(&mut app, ch('H'));
    assert_eq!(app.screen, Screen::History);
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::History {
            player: Some("ann".into()),
            limit: Some(50)
        }]
    );
    let cmds = update(&mut app, ch('a'));
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::History {
            player: None,
            limit: Some(50)
        }]
    );
    let cmds = update(&mut app, ch('S'));
    assert_eq!(app.screen, Screen::Stats);
    let msgs = sent(&cmds);
    assert!(msgs.contains(&ClientMsg::Stats { player: None }));
    assert!(msgs.contains(&ClientMsg::Stats {
        player: Some("ann".into())
    }));
    assert!(msgs.contains(&ClientMsg::Leaderboard { limit: Some(20) }));
}

#[test]
fn help_overlay_swallows_keys_until_closed() {
    let mut app = logged_in();
    update(&mut app, ch('?'));
    assert!(app.help);
    assert!(update(&mut app, ch('q')).is_empty());
    assert!(!app.help);
    assert_eq!(update(&mut app, ch('q')), vec![Command::Quit]);
}

#[test]
fn an_opponent_joining_while_in_the_lobby_is_announced() {
    let mut app = logged_in();
    app.awaiting_game = true;
    let mut st = game_state(Variant::Chomp, 4, 3);
    st.status = GameStatus::Waiting;
    st.players.truncate(1);
    update(&mut app, frame(ServerMsg::Game(st.clone())));
    assert_eq!(app.screen, Screen::Game);
    update(&mut app, key(KeyCode::Esc));
    assert_eq!(app.screen, Screen::Lobby);
    assert!(app.game.is_some(), "our waiting game stays open");
    st.status = GameStatus::Playing;
    st.players.push(human("bob"));
    update(&mut app, frame(ServerMsg::Game(st)));
    assert!(app.notice.as_ref().unwrap().text.contains("press g"));
    update(&mut app, ch('g'));
    assert_eq!(app.screen, Screen::Game);
}

#[test]
fn history_of_another_player_by_name() {
    let mut app = logged_in();
    update(&mut app, ch('H'));
    update(&mut app, ch('/'));
    for c in "bob".chars() {
        update(&mut app, ch(c));
    }
    update(&mut app, key(KeyCode::Backspace));
    update(&mut app, ch('b'));
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::History {
            player: Some("bob".into()),
            limit: Some(50)
        }]
    );
    assert_eq!(
        app.screen,
        Screen::History,
        "typing q did not leave the screen"
    );
}

#[test]
fn the_last_move_is_not_followed_by_our_turn_before_over_arrives() {
    let mut app = logged_in();
    app.awaiting_game = true;
    let mut st = game_state(Variant::IChomp, 2, 2);
    st.board = vec!["#.".into(), "..".into()];
    st.to_move = 1;
    st.ply = 3;
    update(&mut app, frame(ServerMsg::Game(st)));
    update(
        &mut app,
        frame(ServerMsg::Moved {
            game: 7,
            ply: 3,
            seat: 1,
            row: 0,
            col: 0,
            removed: 1,
            to_move: 0,
            board: vec!["..".into(), "..".into()],
        }),
    );
    let g = app.game.as_ref().unwrap();
    assert!(!g.my_turn());
    assert!(sent(&update(&mut app, key(KeyCode::Enter))).is_empty());
}

#[test]
fn a_taken_name_stays_explained() {
    let mut app = chomp_client::app::App::new("ann", chomp_client::i18n::Lang::En);
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::error(
            None,
            ErrorCode::NameTaken,
            "The name ann is taken; use its token or another name.",
        ))),
    );
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::error(
            None,
            ErrorCode::NotHello,
            "Say hello first.",
        ))),
    );
    assert!(app.notice.unwrap().text.contains("name_taken"));
}
