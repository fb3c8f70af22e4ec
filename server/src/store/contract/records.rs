//! The contract's clause on what a result writes: exactly what the domain's
//! rule (`rating::settle`) decides, on every backend.

use chomp_engine::Level;
use chomp_protocol::{GameStatus, OverReason};

use super::{mv, new_game, win, Fixture};
use crate::model::{FinishedGame, Seat, Seats};
use crate::rating;

/// The backend decides nothing about records: after each result it holds
/// exactly what [`rating::settle`] answers for the ratings it held before
/// (the count, the win or loss, the rating to the bit, one history point),
/// and nothing changes for a seat the rule leaves alone.
pub async fn records_are_stored_as_settled(f: Fixture) {
    use chomp_protocol::{PlayerRecord, RatingPoint};
    let store = &f.store;
    for (name, bot) in [("ann", false), ("bob", false), ("hal", true)] {
        store.claim(name.into(), None, bot).await.unwrap();
    }
    let seat = |name: &str| Some(Seat::player(name, name == "hal"));
    let games: [(Seats, FinishedGame, bool); 8] = [
        (
            [seat("ann"), seat("bob")],
            win(1, OverReason::Normal, true),
            true,
        ),
        (
            [seat("bob"), seat("ann")],
            win(1, OverReason::Resign, true),
            false,
        ),
        (
            [seat("ann"), Some(Seat::bot(Level::Hard))],
            win(0, OverReason::Normal, true),
            true,
        ),
        (
            [Some(Seat::bot(Level::Easy)), seat("bob")],
            win(0, OverReason::Timeout, true),
            false,
        ),
        (
            [seat("hal"), seat("ann")],
            win(0, OverReason::Normal, true),
            true,
        ),
        (
            [seat("ann"), seat("bob")],
            win(0, OverReason::Abandon, false),
            false,
        ),
        (
            [seat("bob"), seat("hal")],
            win(1, OverReason::Aborted, false),
            false,
        ),
        // A name the store does not know has no record to change.
        (
            [seat("ann"), seat("ghost")],
            win(0, OverReason::Resign, true),
            false,
        ),
    ];
    let record = |name: &str| store.record(name.to_string());
    for (seats, finish, with_move) in games {
        let mut before: [Option<PlayerRecord>; 2] = [None, None];
        for (at, s) in seats.iter().enumerate() {
            if let Some(s) = s {
                before[at] = record(&s.name).await.unwrap();
            }
        }
        let stored = [0, 1].map(|at| before[at].as_ref().map(|r| r.rating));
        let decided = rating::settle(&seats, stored, &finish);
        let id = store
            .insert_game(new_game(seats.clone(), GameStatus::Playing))
            .await
            .unwrap();
        if with_move {
            store.record_move(id, mv(0, 0), None).await.unwrap();
            store.record_move(id, mv(1, 1), Some(finish)).await.unwrap();
        } else {
            store.finish_game(id, finish).await.unwrap();
        }
        for (at, s) in seats.iter().enumerate() {
            let Some(s) = s else { continue };
            let after = record(&s.name).await.unwrap();
            let Some(change) = &decided[at] else {
                assert_eq!(after, before[at], "{finish:?}: {} unchanged", s.name);
                continue;
            };
            let (Some(before), Some(after)) = (&before[at], after) else {
                panic!("{finish:?}: {} has a record to change", s.name);
            };
            assert_eq!(change.name, s.name);
            let won = u64::from(change.won);
            assert_eq!(
                (after.games, after.wins, after.losses),
                (before.games + 1, before.wins + won, before.losses + 1 - won),
                "{finish:?}: {}",
                s.name
            );
            assert_eq!(after.rating.to_bits(), change.rating.to_bits());
            let mut history = before.rating_history.clone();
            let point = after.rating_history.last().unwrap();
            history.push(RatingPoint {
                game: id,
                rating: change.rating,
                at: point.at.clone(),
            });
            assert_eq!(after.rating_history, history, "one point per result");
        }
    }
    // The rule was not idle: ratings moved, both ways, and records counted.
    let ann = record("ann").await.unwrap().unwrap();
    let bob = record("bob").await.unwrap().unwrap();
    let hal = record("hal").await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, ann.losses), (6, 4, 2));
    assert_eq!((bob.games, bob.wins, bob.losses), (4, 1, 3));
    assert_eq!((hal.games, hal.wins, hal.losses), (1, 1, 0));
    assert!(ann.rating != rating::START_RATING && bob.rating != rating::START_RATING);
    assert!(record("ghost").await.unwrap().is_none());
    (f.close)().await;
}
