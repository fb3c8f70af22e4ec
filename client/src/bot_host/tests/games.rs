//! A host of open games: it keeps N open, plays when its move is due,
//! resynchronises after a gap, resumes its games after a reconnect, and
//! says in sentences what it does.

use super::*;

#[test]
fn a_reconnect_counts_the_games_it_already_has() {
    let mut host = BotHost::new(config(2));
    let a = host.on_frame(welcome(vec![]));
    assert_eq!(creates(&a), 2);
    host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Waiting, 0))));
    host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Waiting, 0))));
    // The server restarts: welcome lists both games; they are watched
    // again, and none is created while their states are on the way.
    let a = host.on_frame(welcome(vec![1, 2]));
    assert_eq!(creates(&a), 0, "{a:?}");
    let watches = a
        .iter()
        .filter(|x| matches!(x, Action::Send(ClientMsg::Watch { .. })))
        .count();
    assert_eq!(watches, 2);
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Waiting, 0))));
    assert_eq!(creates(&a), 0);
    let a = host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Waiting, 0))));
    assert_eq!(creates(&a), 0);
    // Once someone joins one, exactly one new game is opened.
    let a = host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Playing, 1))));
    assert_eq!(creates(&a), 1);
    // A listed game that is gone makes the host count again.
    let mut host = BotHost::new(config(2));
    let a = host.on_frame(welcome(vec![7]));
    assert_eq!(creates(&a), 1);
    let a = host.on_frame(push(ServerMsg::Error {
        code: ErrorCode::NoSuchGame,
        message: "gone".into(),
        retry_after_ms: None,
    }));
    assert_eq!(creates(&a), 1);
}

#[test]
fn keeps_n_games_open_and_plays_when_due() {
    let mut host = BotHost::new(config(2));
    let a = host.on_frame(push(ServerMsg::Welcome {
        name: "robo".into(),
        token: "t".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            ..Default::default()
        },
        games: vec![],
        service: None,
    }));
    assert_eq!(a[0], Action::SaveToken("t".into()));
    assert_eq!(creates(&a), 2);
    // The two answers arrive: nothing more to create.
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Waiting, 0))));
    assert_eq!(creates(&a), 0);
    let a = host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Waiting, 0))));
    assert_eq!(creates(&a), 0);
    // Someone joins game 1 and we move first: think, and open a new game.
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Playing, 0))));
    assert!(matches!(
        a[0],
        Action::Think {
            game: 1,
            ply: 0,
            ..
        }
    ));
    assert_eq!(creates(&a), 1);
    // Our move and the reply come back; it is our turn again at ply 2.
    let a = host.on_frame(push(ServerMsg::Moved {
        game: 1,
        ply: 0,
        seat: 0,
        mv: chomp_protocol::Move::new(1, 2),
        removed: 1,
        to_move: 1,
        board: vec!["###".into(), "##.".into()],
        deadline_ms: None,
    }));
    assert!(a.is_empty());
    let a = host.on_frame(push(ServerMsg::Moved {
        game: 1,
        ply: 1,
        seat: 1,
        mv: chomp_protocol::Move::new(1, 1),
        removed: 1,
        to_move: 0,
        board: vec!["###".into(), "#..".into()],
        deadline_ms: None,
    }));
    assert!(matches!(
        a[0],
        Action::Think {
            game: 1,
            ply: 2,
            ..
        }
    ));
    // A resent acknowledgement changes nothing.
    assert!(host
        .on_frame(push(ServerMsg::Moved {
            game: 1,
            ply: 1,
            seat: 1,
            mv: chomp_protocol::Move::new(1, 1),
            removed: 1,
            to_move: 0,
            board: vec!["###".into(), "#..".into()],
            deadline_ms: None,
        }))
        .is_empty());
    let a = host.on_frame(push(ServerMsg::Over {
        game: 1,
        winner: 0,
        reason: chomp_protocol::OverReason::Normal,
        rated: None,
    }));
    assert_eq!(host.score, Score { won: 1, lost: 0 });
    // stop_after = 1: done, no new games.
    assert!(host.done());
    assert_eq!(creates(&a), 0);
}

#[test]
fn a_skipped_ply_resyncs_and_a_refused_board_stops_the_host() {
    let mut host = BotHost::new(config(1));
    host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Playing, 1))));
    let a = host.on_frame(push(ServerMsg::Moved {
        game: 1,
        ply: 3,
        seat: 1,
        mv: chomp_protocol::Move::new(1, 1),
        removed: 1,
        to_move: 0,
        board: vec!["###".into(), "#..".into()],
        deadline_ms: None,
    }));
    assert_eq!(a, vec![Action::Send(ClientMsg::Watch { game: 1 })]);
    let a = host.on_frame(Reply::error(
        None,
        ErrorCode::BadSize,
        "That board size is not allowed.",
    ));
    assert_eq!(
        a,
        vec![Action::Fail("That board size is not allowed. (3x2)".into())]
    );
}

#[test]
fn a_reconnect_resumes_unfinished_games() {
    let mut host = BotHost::new(config(1));
    let a = host.on_frame(push(ServerMsg::Welcome {
        name: "robo".into(),
        token: "t".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            ..Default::default()
        },
        games: vec![5],
        service: None,
    }));
    assert!(a.contains(&Action::Send(ClientMsg::Watch { game: 5 })));
}

/// Issue 31: `chomp bot` says in sentences that it is ready and waiting,
/// who took a game, and that a game running before a reconnect was
/// resumed (it was logged as "a player joined").
#[test]
fn it_says_when_it_is_ready_who_took_a_game_and_what_it_resumed() {
    let mut host = BotHost::new(config(1));
    let a = host.on_frame(welcome(vec![]));
    assert!(says(&a).is_empty(), "{a:?}");
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Waiting, 0))));
    assert_eq!(
        says(&a),
        ["robo is ready: one open game of Chomp 3x2 at the hard level, waiting for a player."]
    );
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Playing, 1))));
    assert_eq!(says(&a), ["ann took game 1: playing."]);
    // A resync of the game being played is nothing new.
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Playing, 1))));
    assert!(says(&a).is_empty(), "{a:?}");
    // The game opened in its place: waiting again.
    let a = host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Waiting, 0))));
    assert_eq!(says(&a), ["Waiting for a player: one open game."]);

    // The connection comes back: game 1 was running all along.
    let a = host.on_frame(welcome(vec![1, 2]));
    assert!(says(&a).is_empty(), "{a:?}");
    let a = host.on_frame(push(ServerMsg::Game(state(1, GameStatus::Playing, 1))));
    assert_eq!(
        says(&a),
        ["Back in game 1 against ann: it was still running."]
    );
    let a = host.on_frame(push(ServerMsg::Game(state(2, GameStatus::Waiting, 0))));
    assert_eq!(
        says(&a),
        ["robo is ready: one open game of Chomp 3x2 at the hard level, waiting for a player."]
    );

    // The result is a sentence too, in the host's language.
    let a = host.on_frame(push(ServerMsg::Over {
        game: 1,
        winner: 0,
        reason: chomp_protocol::OverReason::Resign,
        rated: None,
    }));
    assert_eq!(says(&a).len(), 1, "{a:?}");
    assert!(says(&a)[0].contains("ann"), "{a:?}");
}
