//! Playing: moves checked and alternating, a resent move, the poisoned square,
//! resigning, and when a bot is asked to move.

use super::*;

#[test]
fn moves_alternate_and_are_checked() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    assert_eq!(
        code(m.check_move(1, 0, Move::new(0, 1))),
        ErrorCode::NotYourTurn
    );
    assert_eq!(
        code(m.check_move(0, 3, Move::new(0, 1))),
        ErrorCode::StalePly
    );
    let r = m.check_move(0, 0, Move::new(5, 5)).unwrap_err();
    assert_eq!(r.code, ErrorCode::IllegalMove);
    assert!(r.message.starts_with("That move is not possible"));

    let notices = play(&mut m, 1, 2, t0);
    let [Notice::Broadcast(ServerMsg::Moved {
        ply,
        seat,
        removed,
        to_move,
        board,
        ..
    })] = notices.as_slice()
    else {
        panic!("one moved frame: {notices:?}");
    };
    assert_eq!((*ply, *seat, *removed, *to_move), (0, 0, 4, 1));
    assert_eq!(board, &vec!["####", "##..", "##.."]);
    assert_eq!(m.to_move(), 1);
    assert_eq!(
        code(m.check_move(0, 1, Move::new(0, 1))),
        ErrorCode::NotYourTurn
    );
}

#[test]
fn a_resent_move_is_answered_again_and_a_different_one_is_stale() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    play(&mut m, 1, 2, t0);
    play(&mut m, 0, 3, t0);
    assert_eq!(
        m.check_move(0, 0, Move::new(1, 2)).unwrap(),
        MoveCheck::Resend(0)
    );
    let r = m.check_move(0, 0, Move::new(1, 1)).unwrap_err();
    assert_eq!(r.code, ErrorCode::StalePly);
    assert_eq!(r.message, "Ply 0 was already played; the game is at ply 2.");
    // The other seat resending "its" ply 0 is stale too.
    assert_eq!(
        code(m.check_move(1, 0, Move::new(1, 2))),
        ErrorCode::StalePly
    );
    // The frame of an older ply shows the board after that ply.
    let ServerMsg::Moved { board, to_move, .. } = m.moved_frame(0) else {
        panic!("a moved frame");
    };
    assert_eq!(
        (board, to_move),
        (vec!["####".into(), "##..".into(), "##..".into()], 1)
    );
}

#[test]
fn eating_the_poison_ends_the_game_for_the_other_seat() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    play(&mut m, 1, 1, t0);
    let notices = play(&mut m, 0, 0, t0);
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert!(matches!(
        notices[0],
        Notice::Broadcast(ServerMsg::Moved { ply: 1, .. })
    ));
    assert_eq!(
        notices[1],
        Notice::Broadcast(ServerMsg::Over {
            game: 7,
            winner: 0,
            reason: OverReason::Normal,
            rated: Some(true),
        })
    );
    assert_eq!(&notices[2..], &[Notice::Listing, Notice::Finished]);
    assert_eq!(m.status(), GameStatus::Finished);
    assert!(m.hints_allowed());
    // A resend of the last move still answers; anything new is over.
    assert_eq!(
        m.check_move(1, 1, Move::new(0, 0)).unwrap(),
        MoveCheck::Resend(1)
    );
    assert_eq!(
        code(m.check_move(0, 2, Move::new(0, 0))),
        ErrorCode::GameOver
    );
    assert_eq!(code(m.resign(0)), ErrorCode::GameOver);
}

#[test]
fn a_finishing_move_carries_its_result() {
    let m = playing(Instant::now());
    let MoveCheck::Play(Change::Play { record, finish, .. }) =
        m.check_move(0, 0, Move::new(0, 0)).unwrap()
    else {
        panic!("a move");
    };
    assert_eq!(record.removed, 12);
    assert_eq!(
        finish,
        Some(FinishedGame {
            winner: 1,
            reason: OverReason::Normal,
            rated: true
        })
    );
}

#[test]
fn resigning_gives_the_game_to_the_other_seat() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    play(&mut m, 2, 3, t0);
    play(&mut m, 2, 2, t0);
    let change = m.resign(1).unwrap();
    assert_eq!(
        change,
        Change::Finish(FinishedGame {
            winner: 0,
            reason: OverReason::Resign,
            rated: true
        })
    );
    let notices = m.apply(change, t0);
    assert!(matches!(
        notices[0],
        Notice::Broadcast(ServerMsg::Over {
            winner: 0,
            reason: OverReason::Resign,
            ..
        })
    ));
    let state = m.state_for("bob", |_| false);
    assert_eq!(
        (state.status, state.winner, state.reason, state.you),
        (
            GameStatus::Finished,
            Some(0),
            Some(OverReason::Resign),
            Some(1)
        )
    );
}

#[test]
fn bots_are_asked_only_on_their_turn_in_a_running_game() {
    let t0 = Instant::now();
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Easy))];
    let mut m: Match<W> =
        Match::restore(stored(seats, GameStatus::Playing, FirstMover::Me), t0).unwrap();
    assert_eq!(m.bot_to_move(), None);
    assert!(m.hints_allowed(), "hints in games against bots");
    play(&mut m, 2, 3, t0);
    assert_eq!(m.bot_to_move(), Some(Level::Easy));
    // The bot's move is checked like anyone's.
    assert_eq!(code(m.play(Move::new(7, 7))), ErrorCode::IllegalMove);
    let change = m.play(Move::new(2, 2)).unwrap();
    m.apply(change, t0);
    assert_eq!(m.bot_to_move(), None);
    assert!(!playing(t0).hints_allowed(), "no hints between people");
}
