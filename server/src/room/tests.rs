//! A room that panics is reloaded from the store; other rooms carry on. A
//! room told to go (too many finished games in memory) goes once finished.
//! The store is the one in memory: a room needs no file on disk.
use std::sync::Arc;

use chomp_protocol::{FirstMover, GameId, GameStatus, Reply, ServerMsg};
use serde_json::Value;

use super::spawn_room;
use crate::bots::Bots;
use crate::config::Config;
use crate::context::Shared;
use crate::mailbox::{GameRequest, RoomCmd, RoomTx};
use crate::model::{NewGame, Seat};
use crate::peer::{Outbox, OutboxRx, Peer};
use crate::shutdown::Trigger;
use crate::store::target::DbTarget;
use crate::store::{GameStore, MemoryStore};

async fn next_of(rx: &mut OutboxRx, ty: &str) -> Reply {
    loop {
        let text = tokio::time::timeout(std::time::Duration::from_secs(10), rx.recv())
            .await
            .unwrap()
            .unwrap();
        let reply: Reply = serde_json::from_str(&text).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        if v["type"] == ty {
            return reply;
        }
    }
}

/// A server in memory with `n` running games of ann and bob, each in its
/// room, and ann's connection.
async fn rooms(
    n: usize,
) -> (
    Arc<Shared>,
    MemoryStore,
    Trigger,
    Vec<(GameId, RoomTx)>,
    Peer,
    OutboxRx,
) {
    let config = Config {
        db: DbTarget::Memory,
        solver_bits: 12,
        bot_delay: std::time::Duration::ZERO,
        ..Config::default()
    };
    let store = MemoryStore::new();
    let bots = Bots::prepare(&config).await.unwrap();
    let shared = Arc::new(Shared::new(config, Arc::new(store.clone()), bots).0);
    let trigger = Trigger::new();
    let mut rooms = Vec::new();
    for _ in 0..n {
        let id = store
            .insert_game(NewGame {
                variant: chomp_engine::Variant::Chomp,
                width: 4,
                height: 3,
                start: "4,4,4".into(),
                first: FirstMover::Me,
                seats: [Some(Seat::human("ann")), Some(Seat::human("bob"))],
                status: GameStatus::Playing,
                rated: true,
                rematch_of: None,
                code: None,
            })
            .await
            .unwrap();
        let row = store.load_game(id).await.unwrap().unwrap();
        let tx = spawn_room(&shared, row, trigger.subscribe().unwrap(), 0).unwrap();
        rooms.push((id, tx));
    }
    let (out, rx) = Outbox::new(64);
    let ann = Peer {
        conn: 1,
        name: "ann".into(),
        bot: false,
        tx: out,
    };
    (shared, store, trigger, rooms, ann, rx)
}

#[tokio::test]
async fn a_crashing_room_is_reloaded_and_other_rooms_carry_on() {
    let (shared, store, trigger, rooms, ann, mut rx) = rooms(2).await;
    let (id, first) = rooms[0].clone();
    first
        .send(RoomCmd::request(
            ann.clone(),
            None,
            GameRequest::Move {
                ply: 0,
                mv: chomp_engine::Move::new(1, 1),
            },
        ))
        .await
        .unwrap();
    next_of(&mut rx, "moved").await;
    first.send(RoomCmd::Crash).await.unwrap();
    // The supervisor reloads the game into a new room.
    let reloaded = loop {
        match shared.hub.room(id) {
            Some(tx) if !tx.same_channel(&first) => break tx,
            _ => tokio::time::sleep(std::time::Duration::from_millis(10)).await,
        }
    };
    reloaded
        .send(RoomCmd::request(ann.clone(), None, GameRequest::Watch))
        .await
        .unwrap();
    let ServerMsg::Game(state) = next_of(&mut rx, "game").await.msg else {
        panic!("expected a game frame");
    };
    assert_eq!(state.ply, 1);
    // The other match never noticed.
    rooms[1]
        .1
        .send(RoomCmd::request(ann, None, GameRequest::Watch))
        .await
        .unwrap();
    let ServerMsg::Game(other) = next_of(&mut rx, "game").await.msg else {
        panic!("expected a game frame");
    };
    assert_eq!(other.game, rooms[1].0);
    trigger.fire_and_wait().await;
    store.close();
}

#[tokio::test]
async fn an_evicted_room_ends_only_once_its_game_is_finished() {
    let (_shared, store, trigger, rooms, ann, mut rx) = rooms(1).await;
    let (_, room) = rooms[0].clone();
    room.send(RoomCmd::Evict).await.unwrap();
    // Still running: it answers.
    let watch = RoomCmd::request(ann.clone(), None, GameRequest::Watch);
    room.send(watch).await.unwrap();
    next_of(&mut rx, "game").await;
    let resign = RoomCmd::request(ann, None, GameRequest::Resign);
    room.send(resign).await.unwrap();
    next_of(&mut rx, "over").await;
    room.send(RoomCmd::Evict).await.unwrap();
    tokio::time::timeout(std::time::Duration::from_secs(10), room.closed())
        .await
        .expect("the finished room ended");
    trigger.fire_and_wait().await;
    store.close();
}
