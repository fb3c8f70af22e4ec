//! Rematches: the offer opened once, who moves first in the new game.

use super::*;

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
