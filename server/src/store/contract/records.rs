//! The contract's clause on what a result writes: exactly what the domain's
//! rule (`rating::settle`) decides, on every backend.

use chomp_engine::Level;
use chomp_protocol::{GameStatus, OverReason};

use super::{mv, new_game, win, Fixture};
use crate::model::{FinishedGame, Seat, Seats};
use crate::rating::{self, Held, Standing};

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
        // What the store holds: a known player's (or a bot level's) Chomp
        // rating, new before its first game; nothing for an unknown name.
        let stored = [0, 1].map(|at| {
            let seat = seats[at].as_ref()?;
            let Some(r) = &before[at] else {
                return (!seat.connects()).then_some(Held::NEW);
            };
            Some(r.ratings.get("chomp").map_or(Held::NEW, |v| Held {
                standing: Standing {
                    rating: v.rating,
                    rd: v.rd,
                    volatility: v.volatility,
                },
                idle_days: 0.0,
            }))
        });
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
            let Some(after) = after else {
                panic!("{finish:?}: {} has a record to change", s.name);
            };
            let before = before[at].clone().unwrap_or_default();
            assert_eq!(change.name, s.name);
            let won = u64::from(change.won);
            assert_eq!(
                (after.games, after.wins, after.losses),
                (before.games + 1, before.wins + won, before.losses + 1 - won),
                "{finish:?}: {}",
                s.name
            );
            let now = &after.ratings["chomp"];
            assert_eq!(now.rating.to_bits(), change.after.rating.to_bits());
            assert_eq!(now.rd.to_bits(), change.after.rd.to_bits());
            assert_eq!(now.volatility.to_bits(), change.after.volatility.to_bits());
            assert_eq!(now.provisional, change.after.provisional());
            let mut history = before.rating_history.clone();
            let point = after.rating_history.last().unwrap();
            history.push(RatingPoint {
                game: id,
                rating: change.after.rating,
                at: point.at.clone(),
                variant: Some("chomp".into()),
                rd: Some(change.after.rd),
                change: change.delta(),
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
    // A server bot level is a rated player with a record of its own.
    let hard = record("hard bot").await.unwrap().unwrap();
    assert_eq!((hard.games, hard.losses, hard.bot), (1, 1, Some(true)));
    assert!(hard.rating < rating::START_RATING);
    (f.close)().await;
}

/// Whether a game is rated is decided when it opens and again when it
/// starts, and kept: a reload knows it, and the count of rated games
/// between two names (the damping of repeat opponents) sees running games
/// and finished ones, in either seat order, but not unrated games, games
/// against the server's bots or other pairs.
pub async fn rated_games_between_two_names_are_counted(f: Fixture) {
    let store = &f.store;
    for name in ["ann", "bob", "cy"] {
        store.claim(name.into(), None, false).await.unwrap();
    }
    let count = |a: &str, b: &str| store.rated_games_between(a.into(), b.into());
    assert_eq!(count("ann", "bob").await.unwrap(), 0);
    let mut ids = Vec::new();
    for (seats, rated) in [
        ([Some(Seat::human("ann")), Some(Seat::human("bob"))], true),
        ([Some(Seat::human("bob")), Some(Seat::human("ann"))], false),
        ([Some(Seat::human("ann")), Some(Seat::human("cy"))], true),
    ] {
        let open = new_game([seats[0].clone(), None], GameStatus::Waiting);
        let id = store.insert_game(open).await.unwrap();
        store.start_game(id, seats, rated).await.unwrap();
        assert_eq!(store.load_game(id).await.unwrap().unwrap().rated, rated);
        ids.push(id);
    }
    let mut vs_bot = new_game(
        [Some(Seat::human("ann")), Some(Seat::bot(Level::Easy))],
        GameStatus::Playing,
    );
    vs_bot.rated = false;
    let bot_game = store.insert_game(vs_bot).await.unwrap();
    assert!(!store.load_game(bot_game).await.unwrap().unwrap().rated);
    // Running: only the rated game between ann and bob counts, either way round.
    assert_eq!(count("ann", "bob").await.unwrap(), 1);
    assert_eq!(count("bob", "ann").await.unwrap(), 1);
    assert_eq!(count("ann", "cy").await.unwrap(), 1);
    assert_eq!(count("bob", "cy").await.unwrap(), 0);
    assert_eq!(count("ann", "easy bot").await.unwrap(), 0);
    // Finished now, they still count; the unrated one moves no rating.
    store.record_move(ids[0], mv(0, 0), None).await.unwrap();
    store.record_move(ids[0], mv(1, 1), None).await.unwrap();
    store
        .finish_game(ids[0], win(0, OverReason::Resign, true))
        .await
        .unwrap();
    let rating = |n: &str| store.record(n.into());
    let (ann, bob) = (
        rating("ann").await.unwrap().unwrap(),
        rating("bob").await.unwrap().unwrap(),
    );
    assert!(ann.rating > bob.rating, "the rated win moved both");
    store.record_move(ids[1], mv(0, 0), None).await.unwrap();
    store.record_move(ids[1], mv(1, 1), None).await.unwrap();
    store
        .finish_game(ids[1], win(1, OverReason::Resign, false))
        .await
        .unwrap();
    assert_eq!(rating("ann").await.unwrap().unwrap().rating, ann.rating);
    assert_eq!(rating("bob").await.unwrap().unwrap().rating, bob.rating);
    assert_eq!(count("ann", "bob").await.unwrap(), 1);
    let finished = store.load_game(ids[0]).await.unwrap().unwrap();
    assert_eq!(
        (finished.status, finished.rated),
        (GameStatus::Finished, true)
    );
    (f.close)().await;
}

/// A clean stop keeps the time the player to move had left; a reload
/// gives it back with the ply it belongs to. Only running games keep one.
pub async fn a_paused_clock_is_kept(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), Some(Seat::human("bob"))],
            GameStatus::Playing,
        ))
        .await
        .unwrap();
    assert_eq!(store.load_game(id).await.unwrap().unwrap().paused, None);
    store.record_move(id, mv(0, 0), None).await.unwrap();
    store.pause_clock(id, 1, 123_456).await.unwrap();
    assert_eq!(
        store.load_game(id).await.unwrap().unwrap().paused,
        Some((1, 123_456))
    );
    let unfinished = store.unfinished_games().await.unwrap();
    assert_eq!(unfinished[0].paused, Some((1, 123_456)));
    let open = store
        .insert_game(new_game(
            [Some(Seat::human("cy")), None],
            GameStatus::Waiting,
        ))
        .await
        .unwrap();
    store.pause_clock(open, 0, 5).await.unwrap();
    assert_eq!(store.load_game(open).await.unwrap().unwrap().paused, None);
    (f.close)().await;
}
