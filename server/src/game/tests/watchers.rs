//! Who is in the room: spectators bounded, players re-attached on a new
//! connection, and the state saying who you are.

use super::*;

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
