//! The contract's clause on rematches: a finished game is linked to the one
//! rematch two people agreed on, in the write that stores the rematch, and
//! a second rematch of it is refused without storing anything. The rule is
//! promised to players (docs/PROTOCOL.md, "Rematch offers"), so it lives in
//! the store, not in a room that a restart or an eviction forgets.

use chomp_protocol::{GameStatus, OverReason};

use super::{humans, mv, new_game, win, Fixture};
use crate::store::StoreError;

pub async fn a_finished_game_is_rematched_once(f: Fixture) {
    let store = &f.store;
    let first = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store
        .record_move(first, mv(0, 0), Some(win(0, OverReason::Normal, true)))
        .await
        .unwrap();
    let rematch = |of| {
        let mut game = new_game(humans(), GameStatus::Playing);
        game.rematch_of = Some(of);
        game
    };
    let second = store.insert_game(rematch(first)).await.unwrap();
    let loaded = store.load_game(first).await.unwrap().unwrap();
    assert_eq!(loaded.rematched_as, Some(second), "the link is kept");
    let fresh = store.load_game(second).await.unwrap().unwrap();
    assert_eq!(fresh.rematched_as, None);
    let before = store.unfinished_games().await.unwrap().len();
    match store.insert_game(rematch(first)).await {
        Err(StoreError::Rematched { game, existing }) => {
            assert_eq!((game, existing), (first, second));
        }
        other => panic!("a second rematch must be refused, got {other:?}"),
    }
    assert_eq!(
        store.unfinished_games().await.unwrap().len(),
        before,
        "the refused rematch stored no game"
    );
    // The rematch itself can be rematched once in its turn.
    store
        .record_move(second, mv(0, 0), Some(win(1, OverReason::Normal, true)))
        .await
        .unwrap();
    let third = store.insert_game(rematch(second)).await.unwrap();
    assert!(third > second);
    (f.close)().await;
}
