//! Writes queued together commit as one batch (the test's runtime has one
//! thread, so the committer runs only once every write is queued): the
//! quick way settles two games of the same players in order, and a batch
//! with a refused write goes the careful way, answering each write as if
//! it were alone.

use std::sync::Arc;

use chomp_protocol::{GameStatus, MoveRecord, OverReason};

use super::scratch::{admin_url, drop_database, fresh_database};
use super::PgStore;
use crate::model::{FinishedGame, NewGame, Seat};
use crate::rating::{settle, Held};
use crate::store::contract::new_game;
use crate::store::{GameStore, PlayerStore, StoreError};

fn game() -> NewGame {
    new_game(
        [Some(Seat::human("ann")), Some(Seat::human("bob"))],
        GameStatus::Playing,
    )
}

fn first_move() -> MoveRecord {
    MoveRecord {
        ply: 0,
        seat: 0,
        mv: chomp_engine::Move::new(1, 2),
        removed: 1,
    }
}

fn ann_wins() -> FinishedGame {
    FinishedGame {
        winner: 0,
        reason: OverReason::Normal,
        rated: true,
    }
}

/// A store on a database of its own, with ann and bob claimed.
struct Scratch {
    store: Arc<PgStore>,
    admin: String,
    url: String,
}

impl Scratch {
    async fn new() -> Option<Scratch> {
        let admin = admin_url()?;
        let url = fresh_database(&admin).await;
        let store = Arc::new(PgStore::open(&url).await.expect("open the store"));
        for name in ["ann", "bob"] {
            store.claim(name.into(), None, false).await.unwrap();
        }
        Some(Scratch { store, admin, url })
    }

    async fn close(self) {
        self.store.close().await;
        drop_database(&self.admin, &self.url).await;
    }
}

#[tokio::test]
async fn two_games_of_the_same_players_in_one_batch_both_count() {
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let store = &scratch.store;
    let (a, b) = (
        store.insert_game(game()).await.unwrap(),
        store.insert_game(game()).await.unwrap(),
    );
    let (ra, rb) = futures::join!(
        store.record_move(a, first_move(), Some(ann_wins())),
        store.finish_game(b, ann_wins()),
    );
    ra.unwrap();
    rb.unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let bob = store.record("bob".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, bob.games, bob.losses), (2, 2, 2, 2));
    // The second game settled from the first's ratings, as two games
    // committed one after the other would.
    let seats = game().seats;
    let mut held = [Some(Held::NEW), Some(Held::NEW)];
    for _ in 0..2 {
        let changes = settle(&seats, held, &ann_wins());
        held = changes.map(|c| {
            c.map(|c| Held {
                standing: c.after,
                idle_days: 0.0,
            })
        });
    }
    let expected = held[0].map(|h| h.standing.rating);
    assert_eq!(Some(ann.rating), expected);
    scratch.close().await;
}

#[tokio::test]
async fn a_refused_write_in_a_batch_spoils_no_other() {
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let store = &scratch.store;
    let a = store.insert_game(game()).await.unwrap();
    let b = store.insert_game(game()).await.unwrap();
    let (first, twice, moved) = futures::join!(
        store.finish_game(a, ann_wins()),
        store.finish_game(a, ann_wins()),
        store.record_move(b, first_move(), None),
    );
    first.unwrap();
    assert!(
        matches!(twice, Err(StoreError::Corrupt(_))),
        "a game finished twice in one batch: {twice:?}"
    );
    moved.unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!(
        (ann.games, ann.wins),
        (1, 1),
        "the refused finish counted nothing"
    );
    let stored = store.load_game(b).await.unwrap().unwrap();
    assert_eq!(
        stored.moves.len(),
        1,
        "the move beside the refusal is stored"
    );
    scratch.close().await;
}

#[tokio::test]
async fn plain_moves_of_one_batch_go_in_one_statement_and_a_ply_twice_is_refused() {
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let store = &scratch.store;
    let a = store.insert_game(game()).await.unwrap();
    let b = store.insert_game(game()).await.unwrap();
    let second = MoveRecord {
        ply: 1,
        seat: 1,
        mv: chomp_engine::Move::new(2, 1),
        removed: 1,
    };
    // Moves of two games together: all stored.
    let (ma, mb) = futures::join!(
        store.record_move(a, first_move(), None),
        store.record_move(b, first_move(), None),
    );
    ma.unwrap();
    mb.unwrap();
    // A ply already stored, beside a new one, and one ply twice in the
    // same batch: each answered as if it came alone.
    let (again, next, once, twice) = futures::join!(
        store.record_move(a, first_move(), None),
        store.record_move(a, second.clone(), None),
        store.record_move(b, second.clone(), None),
        store.record_move(b, second.clone(), None),
    );
    assert!(matches!(again, Err(StoreError::Corrupt(_))), "{again:?}");
    next.unwrap();
    assert_eq!(
        [once.is_ok(), twice.is_ok()],
        [true, false],
        "the first of the two is stored, the second refused"
    );
    for id in [a, b] {
        let g = store.load_game(id).await.unwrap().unwrap();
        assert_eq!(g.moves, vec![first_move(), second.clone()], "game {id}");
    }
    scratch.close().await;
}
