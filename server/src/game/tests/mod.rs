//! The rules of a match, transition by transition, with no tasks or store.

use std::time::{Duration, Instant};

use chomp_engine::{Level, Move, Variant};
use chomp_protocol::{
    ErrorCode, FirstMover, GameStatus, MoveRecord, Opponent, OverReason, ServerMsg, Start,
};

use super::*;
use crate::game::rematch::RematchCheck;
use crate::model::{FinishedGame, Seat, StoredGame};

#[derive(Clone, Debug)]
struct W {
    conn: u64,
    name: &'static str,
    gone: bool,
}

impl Watcher for W {
    fn conn(&self) -> u64 {
        self.conn
    }
    fn name(&self) -> &str {
        self.name
    }
    fn is_gone(&self) -> bool {
        self.gone
    }
}

fn w(conn: u64, name: &'static str) -> W {
    W {
        conn,
        name,
        gone: false,
    }
}

const PATIENCE: Patience = Patience {
    abandon_after: Duration::from_secs(60),
    keep_finished: Duration::from_secs(30),
};

fn stored(seats: [Option<Seat>; 2], status: GameStatus, first: FirstMover) -> StoredGame {
    StoredGame {
        id: 7,
        variant: Variant::Chomp,
        width: 4,
        height: 3,
        start: "4,4,4".into(),
        first,
        seats,
        status,
        winner: None,
        reason: None,
        moves: Vec::new(),
        finished_at: None,
        rated: true,
        paused: None,
        rematched_as: None,
        code: None,
    }
}

fn humans() -> [Option<Seat>; 2] {
    [Some(Seat::human("ann")), Some(Seat::human("bob"))]
}

fn playing(t0: Instant) -> Match<W> {
    Match::restore(stored(humans(), GameStatus::Playing, FirstMover::Me), t0).unwrap()
}

fn open(first: FirstMover, t0: Instant) -> Match<W> {
    let seats = [Some(Seat::human("ann")), None];
    Match::restore(stored(seats, GameStatus::Waiting, first), t0).unwrap()
}

fn code<T: std::fmt::Debug>(r: Result<T, Refusal>) -> ErrorCode {
    r.unwrap_err().code
}

/// Checks, then applies, a move of the seat to move.
fn play(m: &mut Match<W>, row: u32, col: u32, now: Instant) -> Vec<Notice> {
    let seat = m.to_move();
    let ply = m.ply();
    let MoveCheck::Play(change) = m.check_move(seat, ply, Move::new(row, col)).unwrap() else {
        panic!("a new move is played");
    };
    m.apply(change, now)
}

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
fn a_rematch_swaps_who_moves_first_and_keeps_the_opponent() {
    let t0 = Instant::now();
    let seats = [Some(Seat::bot(Level::Hard)), Some(Seat::human("ann"))];
    let mut m: Match<W> =
        Match::restore(stored(seats, GameStatus::Playing, FirstMover::Me), t0).unwrap();
    assert_eq!(code(m.rematch("ann")), ErrorCode::BadRequest);
    let change = m.resign(1).unwrap();
    m.apply(change, t0);
    assert_eq!(code(m.rematch("cat")), ErrorCode::NotAPlayer);
    assert_eq!(
        code(m.rematch("hard bot")),
        ErrorCode::NotAPlayer,
        "a bot holds no human seat"
    );
    let spec = m.rematch("ann").unwrap();
    assert_eq!(spec.first, FirstMover::Me);
    assert_eq!(spec.opponent, Opponent::Bot { level: Level::Hard });
    assert_eq!(spec.start, Start::Position("4,4,4".into()));
    assert_eq!(
        (spec.variant, spec.width, spec.height),
        (Variant::Chomp, 4, 3)
    );
}

#[test]
fn a_rematch_offer_is_opened_once_and_a_stored_link_refuses_another() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    let change = m.resign(1).unwrap();
    m.apply(change, t0);
    assert!(matches!(
        m.check_rematch("ann"),
        Ok(RematchCheck::Offer { by: 0, fresh: true })
    ));
    m.offer_rematch(0);
    assert!(matches!(
        m.check_rematch("bob"),
        Ok(RematchCheck::Accept { .. })
    ));
    m.opening_rematch();
    // While the opener works, either player is answered with the offer.
    for name in ["ann", "bob"] {
        assert_eq!(
            m.check_rematch(name).unwrap(),
            RematchCheck::Offer {
                by: 0,
                fresh: false
            }
        );
    }
    // A failure lets the offer stand again; a success takes it.
    m.rematched(None);
    assert_eq!(m.open_offer(), Some(0));
    m.opening_rematch();
    m.rematched(Some(9));
    assert_eq!(code(m.check_rematch("bob")), ErrorCode::BadRequest);
    // The link comes back from the store: a restart or an eviction forgets nothing.
    let mut stored = stored(humans(), GameStatus::Finished, FirstMover::Me);
    stored.rematched_as = Some(9);
    let reloaded: Match<W> = Match::restore(stored, t0).unwrap();
    let refused = reloaded.check_rematch("ann").unwrap_err();
    assert_eq!(refused.code, ErrorCode::BadRequest);
    assert!(refused.message.contains("game 9"), "{}", refused.message);
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

#[test]
fn an_unattended_seat_loses_after_the_patience_unless_its_player_is_online() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t0 + PATIENCE.abandon_after)
    );
    let t1 = t0 + Duration::from_secs(10);
    m.attach(w(1, "ann"), t1);
    m.attach(w(2, "bob"), t1);
    assert_eq!(m.next_deadline(&PATIENCE), None, "both seats attended");
    let t2 = t1 + Duration::from_secs(5);
    m.detach(2, t2);
    let due = t2 + PATIENCE.abandon_after;
    assert_eq!(m.next_deadline(&PATIENCE), Some(due));
    assert_eq!(
        m.expire(due - Duration::from_secs(1), &PATIENCE, |_| false),
        Expiry::Nothing
    );
    // Online elsewhere: the clock starts again.
    assert_eq!(m.expire(due, &PATIENCE, |n| n == "bob"), Expiry::Nothing);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(due + PATIENCE.abandon_after)
    );
    let later = due + PATIENCE.abandon_after;
    let Expiry::Due { seat, change } = m.expire(later, &PATIENCE, |_| false) else {
        panic!("bob abandoned");
    };
    assert_eq!(seat, 1);
    assert_eq!(
        change,
        Change::Finish(FinishedGame {
            winner: 0,
            reason: OverReason::Aborted,
            rated: false
        }),
        "aborted (unrated) before both players moved"
    );
    // A failed write: the clock starts over.
    m.retry_later(1, later);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(later + PATIENCE.abandon_after)
    );
}

#[test]
fn an_abandonment_after_both_moved_is_rated() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    m.attach(w(1, "ann"), t0);
    play(&mut m, 2, 3, t0);
    play(&mut m, 2, 2, t0);
    let Expiry::Due { change, .. } = m.expire(t0 + PATIENCE.abandon_after, &PATIENCE, |_| false)
    else {
        panic!("bob abandoned");
    };
    assert!(matches!(
        change,
        Change::Finish(FinishedGame {
            rated: true,
            winner: 0,
            ..
        })
    ));
}

#[test]
fn an_open_game_whose_creator_left_is_cancelled() {
    let t0 = Instant::now();
    let mut m = open(FirstMover::Random, t0);
    let due = t0 + PATIENCE.abandon_after;
    assert_eq!(m.next_deadline(&PATIENCE), Some(due));
    assert_eq!(m.expire(due, &PATIENCE, |n| n == "ann"), Expiry::Nothing);
    let later = due + PATIENCE.abandon_after;
    assert_eq!(
        m.expire(later, &PATIENCE, |_| false),
        Expiry::Due {
            seat: 0,
            change: Change::Cancel
        }
    );
    assert_eq!(m.apply(Change::Cancel, later), vec![Notice::Closed]);
}

#[test]
fn a_finished_game_nobody_watches_is_evicted() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    m.attach(w(1, "ann"), t0);
    m.attach(w(3, "cat"), t0);
    let change = m.resign(0).unwrap();
    m.apply(change, t0);
    assert_eq!(m.next_deadline(&PATIENCE), None, "watched");
    let t1 = t0 + Duration::from_secs(1);
    m.detach(1, t1);
    assert_eq!(m.next_deadline(&PATIENCE), None, "still watched by cat");
    m.detach(3, t1);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t1 + PATIENCE.keep_finished)
    );
    assert_eq!(
        m.expire(t1 + PATIENCE.keep_finished, &PATIENCE, |_| true),
        Expiry::Evict
    );
    m.attach(w(4, "dan"), t1);
    assert_eq!(m.next_deadline(&PATIENCE), None, "watched again");
}

#[test]
fn spectators_are_bounded_and_players_always_get_in() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    m.attach(w(3, "cat"), t0);
    let r = m.check_spectator_room(&w(4, "dan"), 1).unwrap_err();
    assert_eq!(r.code, ErrorCode::LimitReached);
    assert_eq!(
        r.message,
        "Game 7 already has 1 spectators, the most allowed."
    );
    assert!(
        m.check_spectator_room(&w(3, "cat"), 1).is_ok(),
        "already in"
    );
    assert!(m.check_spectator_room(&w(5, "ann"), 1).is_ok(), "a player");
    // A spectator whose connection ended frees its place.
    m.attach(
        W {
            conn: 3,
            name: "cat",
            gone: true,
        },
        t0,
    );
    assert!(m.check_spectator_room(&w(4, "dan"), 1).is_ok());
    assert_eq!(m.watchers().count(), 0);
}

#[test]
fn a_seated_player_on_a_new_connection_needs_attaching() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    assert!(m.needs_attaching(&w(1, "ann")));
    assert!(
        !m.needs_attaching(&w(3, "cat")),
        "spectators watch explicitly"
    );
    m.attach(w(1, "ann"), t0);
    assert!(!m.needs_attaching(&w(1, "ann")));
    assert!(m.needs_attaching(&w(2, "ann")), "another connection of ann");
}

#[test]
fn the_state_says_who_you_are_and_who_is_connected() {
    let t0 = Instant::now();
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Medium))];
    let m: Match<W> =
        Match::restore(stored(seats, GameStatus::Playing, FirstMover::Me), t0).unwrap();
    let s = m.state_for("ann", |_| false);
    assert_eq!((s.you, s.connected.clone()), (Some(0), vec![false, true]));
    assert_eq!(m.state_for("cat", |_| true).you, None);
    // In a running game a player is there when a connection of theirs
    // watches it, online elsewhere or not.
    assert_eq!(m.state_for("cat", |_| true).connected, vec![false, true]);
    let mut m = m;
    m.attach(w(1, "ann"), t0);
    assert_eq!(m.state_for("cat", |_| false).connected, vec![true, true]);
    assert_eq!(
        (s.variant.as_str(), s.start.as_str(), s.ply),
        ("chomp", "4,4,4", 0)
    );
    assert!(s.hints_allowed);
}

// The rules an open server needs: aborted games, the move clock, who may ask for hints.
mod open_server;
