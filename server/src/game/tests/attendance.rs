//! Seats nobody attends: abandonment after the patience, an open game whose
//! creator left, and a finished game nobody watches.

use super::*;

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
fn a_finished_game_is_evicted_once_nobody_attended_to_it_for_keep_finished() {
    let t0 = Instant::now();
    let mut m = playing(t0);
    m.attach(w(1, "ann"), t0);
    m.attach(w(3, "cat"), t0);
    let change = m.resign(0).unwrap();
    m.apply(change, t0);
    // Watched or not: a connection that stays attached and does nothing
    // (a hosted bot after its game) does not keep the game in memory.
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t0 + PATIENCE.keep_finished),
        "from its end, though watched"
    );
    let t1 = t0 + Duration::from_secs(1);
    m.detach(1, t1);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t1 + PATIENCE.keep_finished),
        "from the last departure, still watched by cat"
    );
    let t2 = t1 + Duration::from_secs(1);
    m.touch(t2);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t2 + PATIENCE.keep_finished),
        "from the last request"
    );
    assert_eq!(
        m.expire(t2 + PATIENCE.keep_finished, &PATIENCE, |_| true),
        Expiry::Evict
    );
    m.detach(3, t2);
    let t3 = t2 + Duration::from_secs(1);
    m.attach(w(4, "dan"), t3);
    assert_eq!(
        m.next_deadline(&PATIENCE),
        Some(t3 + PATIENCE.keep_finished),
        "from the last arrival"
    );
}
