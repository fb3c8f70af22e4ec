//! The contract's clauses on a result: records and ratings move with it in
//! one write, an unrated one keeps ratings, an aborted one changes no record.

use chomp_engine::Level;
use chomp_protocol::{GameStatus, OverReason};

use super::{humans, mv, new_game, win, Fixture};
use crate::model::Seat;
use crate::store::Claim;

pub async fn a_result_moves_records_and_ratings_together(f: Fixture) {
    let store = &f.store;
    let Claim::New(_) = store.claim("ann".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
    let id = store
        .insert_game(new_game(seats, GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(id, mv(0, 0), None).await.unwrap();
    let finish = win(0, OverReason::Normal, true);
    store.record_move(id, mv(1, 1), Some(finish)).await.unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, ann.losses), (1, 1, 0));
    assert!(
        ann.rating > 1700.0,
        "a new player's win moves far: {}",
        ann.rating
    );
    assert_eq!(ann.provisional, Some(true), "one game says little");
    // A finished game cannot finish again, nor take another move.
    assert!(store.finish_game(id, finish).await.is_err());
    assert!(store.record_move(id, mv(2, 0), Some(finish)).await.is_err());
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(
        (g.status, g.winner, g.reason, g.moves.len()),
        (GameStatus::Finished, Some(0), Some(OverReason::Normal), 2)
    );
    assert!(g.finished_at.is_some());
    let again = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!(again, ann, "a refused write changed nothing");
    (f.close)().await;
}

pub async fn an_unrated_result_keeps_ratings(f: Fixture) {
    let store = &f.store;
    for name in ["ann", "bob"] {
        store.claim(name.into(), None, false).await.unwrap();
    }
    let before = store.record("ann".into()).await.unwrap().unwrap();
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store
        .finish_game(id, win(1, OverReason::Abandon, false))
        .await
        .unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let bob = store.record("bob".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.losses, bob.games, bob.wins), (1, 1, 1, 1));
    assert_eq!((ann.rating, bob.rating), (before.rating, before.rating));
    (f.close)().await;
}

pub async fn an_aborted_game_changes_no_record_and_is_counted_apart(f: Fixture) {
    let store = &f.store;
    for name in ["ann", "bob"] {
        store.claim(name.into(), None, false).await.unwrap();
    }
    let before = [
        store.record("ann".into()).await.unwrap().unwrap(),
        store.record("bob".into()).await.unwrap().unwrap(),
    ];
    let totals_before = store.totals().await.unwrap();
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store
        .finish_game(id, win(1, OverReason::Aborted, false))
        .await
        .unwrap();
    let after = [
        store.record("ann".into()).await.unwrap().unwrap(),
        store.record("bob".into()).await.unwrap().unwrap(),
    ];
    assert_eq!(after, before, "not a win, not a loss, no rating change");
    let totals = store.totals().await.unwrap();
    assert_eq!(totals.aborted, totals_before.aborted + 1);
    assert_eq!(
        (totals.games, totals.human_vs_human, &totals.per_variant),
        (
            totals_before.games,
            totals_before.human_vs_human,
            &totals_before.per_variant
        )
    );
    let history = store.history(Some("ann".into()), 10).await.unwrap();
    assert_eq!(history[0].reason, OverReason::Aborted);
    (f.close)().await;
}
