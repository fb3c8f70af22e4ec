//! The contract's clause on private games: the code given when a game for
//! a friend is opened comes back with the game, from `load_game` and from
//! `unfinished_games` (what a restart reloads), so the friend's code still
//! seats them after a restart; a listed game has none.

use chomp_protocol::GameStatus;

use super::{humans, new_game, Fixture};

pub async fn a_private_game_keeps_its_code(f: Fixture) {
    let store = &f.store;
    let mut private = new_game(humans(), GameStatus::Waiting);
    private.seats[1] = None;
    private.code = Some("K7PQ".into());
    let id = store.insert_game(private).await.unwrap();
    let listed = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    let loaded = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(loaded.code.as_deref(), Some("K7PQ"));
    assert_eq!(store.load_game(listed).await.unwrap().unwrap().code, None);
    let reloaded = store.unfinished_games().await.unwrap();
    let codes: Vec<_> = reloaded.iter().map(|g| (g.id, g.code.clone())).collect();
    assert!(codes.contains(&(id, Some("K7PQ".into()))), "{codes:?}");
    assert!(codes.contains(&(listed, None)), "{codes:?}");
    (f.close)().await;
}
