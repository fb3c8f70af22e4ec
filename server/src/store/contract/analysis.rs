//! The contract's clauses on analyses and pages of history: an analysis is
//! kept only for a finished game and only once; the backlog lists the
//! finished games still without one; pages of a player's games follow each
//! other without gaps or repeats.

use chomp_engine::{GameAnalysis, Mark};
use chomp_protocol::{GameId, GameStatus, OverReason};

use super::{humans, mv, new_game, win, Fixture};
use crate::store::SharedStore;

async fn finished_game(store: &SharedStore) -> GameId {
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(id, mv(0, 0), None).await.unwrap();
    let finish = win(1, OverReason::Normal, true);
    store.record_move(id, mv(1, 1), Some(finish)).await.unwrap();
    id
}

pub async fn an_analysis_is_kept_once_for_a_finished_game(f: Fixture) {
    let store = &f.store;
    let playing = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    let a = finished_game(store).await;
    let b = finished_game(store).await;
    assert_eq!(store.unanalysed(None, 10).await.unwrap(), vec![b, a]);
    assert_eq!(store.unanalysed(Some(b), 10).await.unwrap(), vec![a]);
    assert_eq!(store.unanalysed(None, 1).await.unwrap(), vec![b]);
    let first = GameAnalysis::from_marks(vec![Mark::KeptWin, Mark::Unknown]);
    store.save_analysis(a, first.clone()).await.unwrap();
    let other = GameAnalysis::from_marks(vec![Mark::ThrewWin, Mark::KeptWin]);
    store.save_analysis(a, other).await.unwrap();
    assert_eq!(
        store.analysis(a).await.unwrap(),
        Some(first),
        "the first stays"
    );
    assert_eq!(store.unanalysed(None, 10).await.unwrap(), vec![b]);
    // A game still running, or unknown, is left without one.
    store
        .save_analysis(playing, GameAnalysis::from_marks(vec![]))
        .await
        .unwrap();
    assert_eq!(store.analysis(playing).await.unwrap(), None);
    store
        .save_analysis(9_999, GameAnalysis::from_marks(vec![]))
        .await
        .unwrap();
    assert_eq!(store.analysis(9_999).await.unwrap(), None);
    (f.close)().await;
}

pub async fn pages_of_a_players_games_follow_each_other(f: Fixture) {
    let store = &f.store;
    let mut ids = Vec::new();
    for _ in 0..5 {
        ids.push(finished_game(store).await);
    }
    ids.reverse();
    let all = store.games_page("ann".into(), None, 300).await.unwrap();
    let all_ids: Vec<GameId> = all.iter().map(|g| g.game).collect();
    // Newest first, as `history` orders them.
    let history: Vec<GameId> = store
        .history(Some("ann".into()), 300)
        .await
        .unwrap()
        .iter()
        .map(|g| g.game)
        .collect();
    assert_eq!(all_ids, history);
    let mut sorted = all_ids.clone();
    sorted.sort_unstable_by(|x, y| y.cmp(x));
    assert_eq!(sorted, ids);
    let first = store.games_page("ann".into(), None, 2).await.unwrap();
    let second = store
        .games_page("ann".into(), Some(first[1].game), 2)
        .await
        .unwrap();
    let third = store
        .games_page("ann".into(), Some(second[1].game), 2)
        .await
        .unwrap();
    let paged: Vec<GameId> = first
        .iter()
        .chain(&second)
        .chain(&third)
        .map(|g| g.game)
        .collect();
    assert_eq!(paged, all_ids);
    assert!(store
        .games_page("ann".into(), Some(9_999), 2)
        .await
        .unwrap()
        .is_empty());
    assert!(store
        .games_page("nobody".into(), None, 2)
        .await
        .unwrap()
        .is_empty());
    (f.close)().await;
}
