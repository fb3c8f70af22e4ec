//! Aborted games, the move clock, who may ask for hints and hosted bots'
//! seats, on the pure match (the fixtures are the parent module's).

use super::*;

#[test]
fn resigning_before_each_player_moved_aborts_the_game() {
    let t0 = Instant::now();
    let aborted = |winner| {
        Change::Finish(FinishedGame {
            winner,
            reason: OverReason::Aborted,
            rated: false,
        })
    };
    // At ply 0, either seat.
    let m = playing(t0);
    assert_eq!(m.resign(0).unwrap(), aborted(1));
    assert_eq!(m.resign(1).unwrap(), aborted(0));
    // At ply 1 the second player has not moved yet: still aborted, and the
    // winner still names the seat that stayed (for old clients).
    let mut m = playing(t0);
    play(&mut m, 2, 3, t0);
    assert_eq!(m.resign(0).unwrap(), aborted(1));
    assert_eq!(m.resign(1).unwrap(), aborted(0));
    let notices = m.apply(aborted(0), t0);
    assert!(matches!(
        notices[0],
        Notice::Broadcast(ServerMsg::Over {
            winner: 0,
            reason: OverReason::Aborted,
            ..
        })
    ));
    assert_eq!(
        m.state_for("ann", |_| false).reason,
        Some(OverReason::Aborted)
    );
    // Once each has moved, a resignation counts.
    let mut m = playing(t0);
    play(&mut m, 2, 3, t0);
    play(&mut m, 2, 2, t0);
    assert!(matches!(
        m.resign(0).unwrap(),
        Change::Finish(FinishedGame {
            reason: OverReason::Resign,
            rated: true,
            ..
        })
    ));
}

const CLOCK_MS: u64 = 1_700_000_000_000;

fn clocked(m: Match<W>, t0: Instant) -> Match<W> {
    m.with_clock(Some(MoveClock {
        timeout: Duration::from_secs(600),
        anchor: (t0, CLOCK_MS),
    }))
}

#[test]
fn the_move_clock_starts_with_each_turn_and_shows_as_wall_time() {
    let t0 = Instant::now();
    let mut m = clocked(playing(t0), t0);
    // Both players attended, so only the clock is due.
    m.attach(w(1, "ann"), t0);
    m.attach(w(2, "bob"), t0);
    let ten = Duration::from_secs(600);
    assert_eq!(m.turn_deadline(), Some(t0 + ten));
    assert_eq!(m.turn_deadline_ms(), Some(CLOCK_MS + 600_000));
    assert_eq!(m.next_deadline(&PATIENCE), Some(t0 + ten));
    assert_eq!(
        m.state_for("ann", |_| true).deadline_ms,
        Some(CLOCK_MS + 600_000)
    );
    assert_eq!(m.state_for("ann", |_| true).move_timeout_ms, Some(600_000));
    // A move 5 s later starts the next turn's clock, shown in `moved`.
    let t5 = t0 + Duration::from_secs(5);
    let notices = play(&mut m, 2, 3, t5);
    let Notice::Broadcast(ServerMsg::Moved { deadline_ms, .. }) = &notices[0] else {
        panic!("a moved frame first");
    };
    assert_eq!(*deadline_ms, Some(CLOCK_MS + 605_000));
    assert_eq!(
        m.expire(t5 + ten - Duration::from_millis(1), &PATIENCE, |_| true),
        Expiry::Nothing
    );
    // A resent move's frame is the frame first sent, deadline included.
    let first = notices[0].clone();
    play(&mut m, 2, 2, t5 + Duration::from_secs(1));
    assert_eq!(Notice::Broadcast(m.moved_frame(0)), first);
    // A move that ends the game announces no deadline.
    let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
    let mut one = stored(seats, GameStatus::Playing, FirstMover::Me);
    one.start = "1,1".into();
    one.width = 2;
    one.height = 2;
    let mut end = clocked(Match::restore(one, t0).unwrap(), t0);
    let notices = play(&mut end, 1, 0, t5);
    let Notice::Broadcast(ServerMsg::Moved { deadline_ms, .. }) = &notices[0] else {
        panic!("a moved frame first");
    };
    assert_eq!(*deadline_ms, None);
    assert_eq!(end.status(), GameStatus::Finished);
}

#[test]
fn running_out_of_time_loses_connected_or_not() {
    let t0 = Instant::now();
    let ten = Duration::from_secs(600);
    let mut m = clocked(playing(t0), t0);
    m.attach(w(1, "ann"), t0);
    m.attach(w(2, "bob"), t0);
    play(&mut m, 2, 3, t0);
    play(&mut m, 2, 2, t0);
    // ann (seat 0) is to move and online, yet loses when her time is up.
    let Expiry::Due { seat, change } = m.expire(t0 + ten, &PATIENCE, |_| true) else {
        panic!("ann ran out of time");
    };
    assert_eq!(seat, 0);
    assert_eq!(
        change,
        Change::Finish(FinishedGame {
            winner: 1,
            reason: OverReason::Timeout,
            rated: true
        })
    );
    // A failed write: the clock starts over.
    m.retry_later(0, t0 + ten);
    assert_eq!(m.turn_deadline(), Some(t0 + ten + ten));
    let notices = m.apply(change, t0 + ten);
    assert!(matches!(
        notices[0],
        Notice::Broadcast(ServerMsg::Over {
            winner: 1,
            reason: OverReason::Timeout,
            ..
        })
    ));
    assert_eq!(m.turn_deadline(), None, "no clock once the game is over");
    assert_eq!(m.state_for("ann", |_| true).deadline_ms, None);
}

#[test]
fn a_timeout_before_each_player_moved_aborts_and_bots_have_no_clock() {
    let t0 = Instant::now();
    let ten = Duration::from_secs(600);
    let mut m = clocked(playing(t0), t0);
    m.attach(w(1, "ann"), t0);
    m.attach(w(2, "bob"), t0);
    let Expiry::Due { change, .. } = m.expire(t0 + ten, &PATIENCE, |_| true) else {
        panic!("ann ran out of time");
    };
    assert!(matches!(
        change,
        Change::Finish(FinishedGame {
            winner: 1,
            reason: OverReason::Aborted,
            rated: false
        })
    ));
    // A bot to move runs no clock; the person's turn does.
    let seats = [Some(Seat::bot(Level::Easy)), Some(Seat::human("bob"))];
    let mut b = clocked(
        Match::restore(stored(seats, GameStatus::Playing, FirstMover::Me), t0).unwrap(),
        t0,
    );
    assert_eq!(b.turn_deadline(), None);
    assert_eq!(b.state_for("bob", |_| true).deadline_ms, None);
    let change = b.play(Move::new(2, 3)).unwrap();
    b.apply(change, t0);
    assert_eq!(b.turn_deadline(), Some(t0 + ten));
    // No clock configured: nothing is due, ever.
    let m = playing(t0);
    assert_eq!(m.turn_deadline(), None);
    assert_eq!(m.turn_deadline_ms(), None);
    assert_eq!(m.state_for("ann", |_| true).move_timeout_ms, None);
}

#[test]
fn a_restored_game_starts_its_turn_again() {
    let t0 = Instant::now();
    let later = t0 + Duration::from_secs(3600);
    let m = clocked(playing(later), t0);
    assert_eq!(m.turn_deadline(), Some(later + Duration::from_secs(600)));
}

#[test]
fn only_players_get_hints_while_a_game_runs() {
    let t0 = Instant::now();
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Easy))];
    let mut m: Match<W> =
        Match::restore(stored(seats, GameStatus::Playing, FirstMover::Me), t0).unwrap();
    assert!(m.check_hints("ann").is_ok());
    assert_eq!(code(m.check_hints("eve")), ErrorCode::NotAPlayer);
    assert!(m.state_for("ann", |_| true).hints_allowed);
    assert!(!m.state_for("eve", |_| true).hints_allowed);
    // Between people nobody gets them while the game runs.
    let people = playing(t0);
    assert_eq!(code(people.check_hints("ann")), ErrorCode::HintsRefused);
    assert_eq!(code(people.check_hints("eve")), ErrorCode::NotAPlayer);
    // Once it is over, spectators may study it too.
    let change = m.resign(0).unwrap();
    m.apply(change, t0);
    assert!(m.check_hints("eve").is_ok());
    assert!(m.check_hints("ann").is_ok());
}

/// A hosted bot (`"bot": true` in its hello) that joins is shown as a bot
/// without a level, in the game frame and the lobby line; it still sits as
/// a player who connects: its seat is found by name and its turn is clocked.
#[test]
fn a_hosted_bot_joins_as_a_bot_without_a_level() {
    use chomp_protocol::PlayerKind;
    let t0 = Instant::now();
    let mut m = clocked(open(FirstMover::Me, t0), t0);
    let Join::Start(change) = m.join("robo", true, true).unwrap() else {
        panic!("joining an open game starts it");
    };
    m.apply(change, t0);
    let players = m.state_for("ann", |_| true).players;
    assert_eq!(
        (players[1].name.as_str(), players[1].kind, players[1].level),
        ("robo", PlayerKind::Bot, None)
    );
    assert_eq!(players[0].kind, PlayerKind::Human);
    assert_eq!(m.summary().players, players);
    assert_eq!(m.seat_of("robo"), Some(1));
    play(&mut m, 2, 3, t0);
    assert_eq!(m.turn_deadline(), Some(t0 + Duration::from_secs(600)));
    // Hints stay as between people: hosted bots are rated players.
    assert_eq!(code(m.check_hints("ann")), ErrorCode::HintsRefused);
}

#[test]
fn a_clean_stop_gives_back_the_time_that_was_left() {
    let t0 = Instant::now();
    let ten = Duration::from_secs(600);
    // Before the stop: 4 minutes of ann's 10 were used.
    let m = clocked(playing(t0), t0);
    let later = t0 + Duration::from_secs(240);
    assert_eq!(m.clock_left(later), Some((0, 360_000)));
    // Restarted whenever: the deadline is 6 minutes from the restart.
    let restart = t0 + Duration::from_secs(3600);
    let mut game = stored(humans(), GameStatus::Playing, FirstMover::Me);
    game.paused = Some((0, 360_000));
    let m: Match<W> = clocked(Match::restore(game.clone(), restart).unwrap(), restart);
    assert_eq!(m.turn_deadline(), Some(restart + Duration::from_secs(360)));
    // A pause kept for another ply (moves came after it) counts for nothing.
    game.paused = Some((3, 1_000));
    let m: Match<W> = clocked(Match::restore(game, restart).unwrap(), restart);
    assert_eq!(m.turn_deadline(), Some(restart + ten));
}
