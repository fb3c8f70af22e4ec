//! PostgreSQL going away and coming back, through a TCP relay the test can
//! cut: calls fail with `Unavailable` (never a false success) while it is
//! cut, and work again once it is back, without reopening the store.

use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{GameStatus, MoveRecord};
use chomp_testkit::relay::Relay;

use super::scratch::{admin_url, drop_database, fresh_database};
use super::PgStore;
use crate::model::{NewGame, Seat};
use crate::store::contract::new_game;
use crate::store::{GameStore, StoreError};

fn game() -> NewGame {
    new_game(
        [Some(Seat::human("ann")), Some(Seat::human("bob"))],
        GameStatus::Playing,
    )
}

fn mv(ply: u32) -> MoveRecord {
    MoveRecord {
        ply,
        seat: (ply % 2) as u8,
        mv: chomp_engine::Move::new(1, 2 - ply),
        removed: 1,
    }
}

#[tokio::test]
async fn an_outage_gives_unavailable_and_the_store_recovers_by_itself() {
    let Some(admin) = admin_url() else { return };
    let url = fresh_database(&admin).await;
    let (mut relay, relayed) = Relay::to_postgres(&url).await;
    let store = Arc::new(PgStore::open(&relayed).await.unwrap());
    let id = store.insert_game(game()).await.unwrap();
    store.record_move(id, mv(0), None).await.unwrap();

    relay.cut();
    let refused = store.record_move(id, mv(1), None).await;
    assert!(
        matches!(refused, Err(StoreError::Unavailable(_))),
        "a move while PostgreSQL is away is unavailable, not acknowledged: {refused:?}"
    );
    assert!(matches!(
        store.load_game(id).await,
        Err(StoreError::Unavailable(_))
    ));

    relay.restore().await;
    let mut recovered = false;
    for _ in 0..50 {
        if store.record_move(id, mv(1), None).await.is_ok() {
            recovered = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(recovered, "the store did not come back with PostgreSQL");
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(g.moves, vec![mv(0), mv(1)], "nothing lost, nothing doubled");
    store.close().await;
    drop(relay);
    drop_database(&admin, &url).await;
}

#[tokio::test]
async fn an_unreachable_database_is_one_sentence_at_open() {
    let e = PgStore::open("postgres://chomp:chomp@127.0.0.1:1/none")
        .await
        .err()
        .expect("nothing listens on port 1");
    assert!(matches!(e, StoreError::Unavailable(_)), "{e:?}");
    assert!(!e.to_string().contains('\n'));
    let e = PgStore::open("postgres://[::1").await.err().unwrap();
    assert!(matches!(e, StoreError::Url(_)), "{e:?}");
}
