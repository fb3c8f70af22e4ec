//! The contract's clause on the service id: one id per database, made when
//! the database is and never changed by use, so every node of a cluster (one
//! database) says the same id and clients can file tokens under it.

use super::{humans, new_game, Fixture};
use chomp_protocol::GameStatus;

pub async fn a_store_keeps_one_service_id(f: Fixture) {
    let store = &f.store;
    let id = store.service_id().await.unwrap();
    assert!(id.len() >= 16, "an id hard to guess twice: {id:?}");
    assert!(
        id.chars().all(|c| c.is_ascii_hexdigit()),
        "fits an HTTP header and a file key as it is: {id:?}"
    );
    // Use changes nothing.
    store.claim("ann".into(), None, false).await.unwrap();
    store
        .insert_game(new_game(humans(), GameStatus::Waiting))
        .await
        .unwrap();
    assert_eq!(store.service_id().await.unwrap(), id);
    assert_eq!(store.service_id().await.unwrap(), id, "asked twice, one id");
    (f.close)().await;
}
