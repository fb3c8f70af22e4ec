//! The contract's clause on tournaments: a tournament keeps its fixed end,
//! its entrants in join order, and its pairings, each read with its game's
//! result (so standings are recomputed from the games); a slot is paired
//! once, and a refused pairing stores no game.

use chomp_engine::{Level, Variant};
use chomp_protocol::{GameStatus, OverReason, TournamentFormat, TournamentStatus};

use super::{humans, mv, new_game, win, Fixture};
use crate::store::tournaments::{NewTournament, PairingOutcome, StoredEntrant};

fn entrant(name: &str, level: Option<Level>) -> StoredEntrant {
    StoredEntrant {
        name: name.into(),
        level,
        ..StoredEntrant::default()
    }
}

pub async fn a_tournament_keeps_entrants_pairings_and_results(f: Fixture) {
    let store = &f.store;
    let new = NewTournament {
        format: TournamentFormat::Arena,
        name: "Friday".into(),
        variant: Variant::Chomp,
        width: 6,
        height: 5,
        start: "full".into(),
        minutes: Some(30),
        creator: "ann".into(),
        starts_at_ms: 1_000,
        ends_at_ms: Some(1_801_000),
    };
    let id = store.create_tournament(new.clone()).await.unwrap();
    store.put_entrant(id, entrant("ann", None)).await.unwrap();
    store.put_entrant(id, entrant("bob", None)).await.unwrap();
    store
        .put_entrant(id, entrant("hard bot", Some(Level::Hard)))
        .await
        .unwrap();
    store.put_entrant(id, entrant("cid", None)).await.unwrap();
    store.remove_entrant(id, "cid".into()).await.unwrap();
    let mut left = entrant("bob", None);
    left.left = true;
    store.put_entrant(id, left).await.unwrap();

    let game = new_game(humans(), GameStatus::Playing);
    let first = store
        .insert_pairing(id, "a:1".into(), game.clone())
        .await
        .unwrap()
        .expect("a new slot is paired");
    let before = store.unfinished_games().await.unwrap().len();
    assert_eq!(
        store
            .insert_pairing(id, "a:1".into(), game.clone())
            .await
            .unwrap(),
        None,
        "a slot is paired once"
    );
    assert_eq!(
        store.unfinished_games().await.unwrap().len(),
        before,
        "the refused pairing stored no game"
    );
    let second = store
        .insert_pairing(id, "a:2".into(), game)
        .await
        .unwrap()
        .unwrap();
    store
        .record_move(first, mv(0, 0), Some(win(1, OverReason::Normal, true)))
        .await
        .unwrap();
    store
        .set_tournament_status(id, TournamentStatus::Running, None)
        .await
        .unwrap();

    let all = store.tournaments(0).await.unwrap();
    let t = all.iter().find(|t| t.id == id).expect("listed");
    assert_eq!(t.new, new, "stored as created, the end included");
    assert_eq!(t.status, TournamentStatus::Running);
    let names: Vec<(&str, bool)> = t
        .entrants
        .iter()
        .map(|e| (e.name.as_str(), e.left))
        .collect();
    assert_eq!(names, [("ann", false), ("bob", true), ("hard bot", false)]);
    assert_eq!(t.entrants[2].level, Some(Level::Hard));
    let pairings: Vec<_> = t
        .pairings
        .iter()
        .map(|p| (p.slot.as_str(), p.game, p.outcome))
        .collect();
    assert_eq!(
        pairings,
        [
            ("a:1", first, PairingOutcome::Won(1)),
            ("a:2", second, PairingOutcome::Running)
        ]
    );
    assert_eq!(t.pairings[0].seats, ["ann".to_string(), "bob".to_string()]);

    // Finished a while ago: listed only when asked from before its end.
    store
        .set_tournament_status(id, TournamentStatus::Finished, None)
        .await
        .unwrap();
    assert!(store
        .tournaments(0)
        .await
        .unwrap()
        .iter()
        .any(|t| t.id == id));
    assert!(!store
        .tournaments(2_000_000)
        .await
        .unwrap()
        .iter()
        .any(|t| t.id == id));
    (f.close)().await;
}
