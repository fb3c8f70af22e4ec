//! The contract's clauses on what an entrant carries besides its name: its
//! guest mark (the standings mark guests after a restart too), and what
//! later pairings need of its past (its last opponent and first-move
//! balance) with the tournament's next slot. A ladder is read with only
//! its games in flight, so its start does not grow with its history.

use chomp_engine::Variant;
use chomp_protocol::{GameStatus, OverReason, TournamentFormat};

use super::{humans, mv, new_game, win, Fixture};
use crate::store::tournaments::{
    NewTournament, Paired, PairingOutcome, StoredEntrant, StoredTournament,
};

fn arena(format: TournamentFormat) -> NewTournament {
    NewTournament {
        format,
        name: "Friday".into(),
        variant: Variant::Chomp,
        width: 3,
        height: 2,
        start: "full".into(),
        minutes: Some(30),
        creator: "ann".into(),
        starts_at_ms: 1_000,
        ends_at_ms: None,
    }
}

fn entrant(name: &str, guest: bool) -> StoredEntrant {
    StoredEntrant {
        name: name.into(),
        guest,
        ..StoredEntrant::default()
    }
}

pub async fn an_entrant_keeps_its_guest_mark_and_its_last_pairing(f: Fixture) {
    let store = &f.store;
    let id = store
        .create_tournament(arena(TournamentFormat::Arena))
        .await
        .unwrap();
    store.put_entrant(id, entrant("ann", true)).await.unwrap();
    store.put_entrant(id, entrant("bob", false)).await.unwrap();
    let read = |all: Vec<StoredTournament>| all.into_iter().find(|t| t.id == id).expect("listed");
    let t = read(store.tournaments(0).await.unwrap());
    let marks: Vec<(&str, bool)> = t
        .entrants
        .iter()
        .map(|e| (e.name.as_str(), e.guest))
        .collect();
    assert_eq!(marks, [("ann", true), ("bob", false)]);
    assert_eq!(t.next_slot, 1, "nothing paired yet");

    // Entering again changes the mark (and `left`), nothing else.
    let mut back = entrant("ann", false);
    back.left = true;
    store.put_entrant(id, back).await.unwrap();
    store.put_entrant(id, entrant("bob", true)).await.unwrap();

    // ann moves first twice: her balance is 2, bob's -2, each the other's
    // last opponent; the next slot is one past the highest paired.
    let game = new_game(humans(), GameStatus::Playing);
    for slot in ["a4", "a7"] {
        let paired = store.insert_pairing(id, slot.into(), game.clone());
        assert!(paired.await.unwrap().is_some());
    }
    let t = read(store.tournaments(0).await.unwrap());
    let seen: Vec<(&str, bool, bool, &Paired)> = t
        .entrants
        .iter()
        .map(|e| (e.name.as_str(), e.left, e.guest, &e.paired))
        .collect();
    let paired = |last: &str, balance| Paired {
        last_opponent: Some(last.into()),
        balance,
    };
    assert_eq!(
        seen,
        [
            ("ann", true, false, &paired("bob", 2)),
            ("bob", false, true, &paired("ann", -2)),
        ]
    );
    assert_eq!(t.next_slot, 8);
    assert_eq!(t.pairings.len(), 2, "an arena is read whole");
    (f.close)().await;
}

pub async fn a_ladder_is_read_with_its_games_in_flight_only(f: Fixture) {
    let store = &f.store;
    let id = store
        .ensure_ladder(arena(TournamentFormat::Ladder), Vec::new())
        .await
        .unwrap();
    store.put_entrant(id, entrant("ann", false)).await.unwrap();
    store.put_entrant(id, entrant("bob", false)).await.unwrap();
    let game = new_game(humans(), GameStatus::Playing);
    let mut games = Vec::new();
    for slot in ["a1", "a2", "a3"] {
        let paired = store.insert_pairing(id, slot.into(), game.clone());
        games.push(paired.await.unwrap().unwrap());
    }
    store
        .record_move(games[0], mv(0, 0), Some(win(0, OverReason::Normal, true)))
        .await
        .unwrap();
    store
        .finish_game(games[1], win(1, OverReason::Aborted, false))
        .await
        .unwrap();
    let all = store.tournaments(0).await.unwrap();
    let t = all.iter().find(|t| t.id == id).expect("listed");
    let pairings: Vec<_> = t
        .pairings
        .iter()
        .map(|p| (p.slot.as_str(), p.game, p.outcome))
        .collect();
    assert_eq!(pairings, [("a3", games[2], PairingOutcome::Running)]);
    assert_eq!(t.next_slot, 4, "the slots of the games not read count");
    assert_eq!(t.entrants[0].paired.balance, 3);
    (f.close)().await;
}
