//! The contract's clauses on a game's life before its result: typed values
//! round-trip, a start fills both seats, a cancel forgets it, moves are kept
//! once and in order.

use chomp_engine::{Level, Variant};
use chomp_protocol::{FirstMover, GameStatus};

use super::{humans, mv, new_game, Fixture};
use crate::model::{NewGame, Seat, StoredGame};

pub async fn a_game_round_trips_with_typed_values(f: Fixture) {
    let store = &f.store;
    let new = NewGame {
        variant: Variant::IChomp,
        width: 5,
        height: 4,
        start: "5,5,3,1".into(),
        first: FirstMover::Random,
        seats: [Some(Seat::bot(Level::Medium)), Some(Seat::human("ann"))],
        status: GameStatus::Playing,
        rated: true,
        rematch_of: None,
        code: None,
    };
    let id = store.insert_game(new.clone()).await.unwrap();
    let loaded = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(loaded, StoredGame::opened(id, new.clone()));
    let open = NewGame {
        first: FirstMover::Opponent,
        seats: [Some(Seat::human("bob")), None],
        status: GameStatus::Waiting,
        rated: true,
        ..new
    };
    let id2 = store.insert_game(open.clone()).await.unwrap();
    assert_ne!(id, id2);
    let unfinished = store.unfinished_games().await.unwrap();
    assert_eq!(unfinished, vec![loaded, StoredGame::opened(id2, open)]);
    assert!(store.load_game(id2 + 1000).await.unwrap().is_none());
    (f.close)().await;
}

pub async fn a_started_game_has_both_seats(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), None],
            GameStatus::Waiting,
        ))
        .await
        .unwrap();
    let seats = [Some(Seat::human("bob")), Some(Seat::human("ann"))];
    store.start_game(id, seats.clone(), true).await.unwrap();
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!((g.status, g.seats), (GameStatus::Playing, seats));
    (f.close)().await;
}

pub async fn a_cancelled_game_is_gone(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), None],
            GameStatus::Waiting,
        ))
        .await
        .unwrap();
    store.cancel_game(id).await.unwrap();
    assert!(store.load_game(id).await.unwrap().is_none());
    assert!(store.unfinished_games().await.unwrap().is_empty());
    assert!(store.history(None, 10).await.unwrap().is_empty());
    (f.close)().await;
}

pub async fn moves_are_stored_once_in_order(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(id, mv(0, 0), None).await.unwrap();
    // The same ply twice is refused and changes nothing.
    assert!(store.record_move(id, mv(0, 0), None).await.is_err());
    store.record_move(id, mv(1, 1), None).await.unwrap();
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(g.moves, vec![mv(0, 0), mv(1, 1)]);
    assert_eq!(g.status, GameStatus::Playing);
    (f.close)().await;
}
