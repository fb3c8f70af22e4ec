//! Restoring a stored game and joining an open one: who moves first, who may
//! join, and the state everyone gets when the game starts.

use super::*;

#[test]
fn restore_replays_stored_moves_and_refuses_bad_ones() {
    let t0 = Instant::now();
    let mut g = stored(humans(), GameStatus::Playing, FirstMover::Me);
    g.moves = vec![MoveRecord {
        ply: 0,
        seat: 0,
        mv: Move::new(2, 3),
        removed: 1,
    }];
    let m: Match<W> = Match::restore(g.clone(), t0).unwrap();
    assert_eq!((m.ply(), m.to_move()), (1, 1));
    assert!(!m.position().board_rows()[2].ends_with('#'));

    let mut bad = g.clone();
    bad.moves[0].seat = 1;
    assert!(Match::<W>::restore(bad, t0)
        .unwrap_err()
        .contains("out of order"));
    let mut illegal = g.clone();
    illegal.moves[0].mv.row = 9;
    assert!(Match::<W>::restore(illegal, t0)
        .unwrap_err()
        .contains("illegal"));
    let mut start = g;
    start.start = "9,9".into();
    assert!(Match::<W>::restore(start, t0)
        .unwrap_err()
        .contains("start"));
}

#[test]
fn join_follows_the_creators_first_mover_choice() {
    let t0 = Instant::now();
    let creator_first = |first, coin| {
        let m = open(first, t0);
        let Join::Start(Change::Start { seats, .. }) = m.join("bob", false, coin).unwrap() else {
            panic!("joining an open game starts it");
        };
        seats[0].as_ref().unwrap().name == "ann"
    };
    assert!(creator_first(FirstMover::Me, false));
    assert!(!creator_first(FirstMover::Opponent, true));
    assert!(creator_first(FirstMover::Random, true));
    assert!(!creator_first(FirstMover::Random, false));
}

#[test]
fn join_refuses_the_creator_a_full_game_and_a_finished_one() {
    let t0 = Instant::now();
    let m = open(FirstMover::Me, t0);
    let r = m.join("ann", false, true).unwrap_err();
    assert_eq!(r.code, ErrorCode::SeatTaken);
    assert_eq!(r.message, "You already sit in this game.");

    let m = playing(t0);
    assert_eq!(m.join("ann", false, true).unwrap(), Join::Rejoin);
    assert_eq!(code(m.join("cat", false, true)), ErrorCode::SeatTaken);

    let mut m = playing(t0);
    let change = m.resign(0).unwrap();
    m.apply(change, t0);
    assert_eq!(code(m.join("cat", false, true)), ErrorCode::GameOver);
    assert_eq!(code(m.join("ann", false, true)), ErrorCode::GameOver);
}

#[test]
fn a_started_game_is_listed_and_everyone_gets_the_state() {
    let t0 = Instant::now();
    let mut m = open(FirstMover::Me, t0);
    assert_eq!(
        code(m.check_move(0, 0, Move::new(0, 1))),
        ErrorCode::NotYourTurn
    );
    assert_eq!(code(m.resign(0)), ErrorCode::NotYourTurn);
    let Join::Start(change) = m.join("bob", false, true).unwrap() else {
        panic!("the game starts");
    };
    assert_eq!(
        m.apply(change, t0),
        vec![Notice::Listing, Notice::StateToAll]
    );
    assert_eq!(m.status(), GameStatus::Playing);
    assert_eq!(m.seat_of("bob"), Some(1));
    assert_eq!(m.summary().players.len(), 2);
}
