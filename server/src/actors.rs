//! Long-lived actors of any kind, as placement sees them. A game's room is
//! one kind; a tournament is another. Each actor is named by an
//! [`ActorKey`] (its kind and its id), runs on exactly one node, and is
//! taken over by another node when its node dies.
//!
//! A kind plugs in by registering an [`ActorHost`] with [`Hosts`]: the host
//! knows how to list its unfinished actors, start one from the store and
//! hand it a client's message. Placement, the PostgreSQL locks, the cluster
//! wire and the take-over sweep work on keys and hosts only, so a new kind
//! needs no code in `cluster/` (docs/ARCHITECTURE.md, "Adding an actor
//! kind"). Games keep a typed path of their own beside this one (their
//! requests are the rooms' `GameRequest`), but take the same locks.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, RwLock};

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::store::StoreError;

/// The kind of an actor: a small number (below 128, so lock keys stay
/// positive), so that adding a kind is adding a constant (and its host),
/// not a variant every `match` must learn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Kind(pub u8);

impl Kind {
    /// A game's room.
    pub const GAME: Kind = Kind(0);
    /// A tournament (arena, round robin) or the bot ladder.
    pub const TOURNAMENT: Kind = Kind(1);
}

/// The bits of an id below the kind in a lock key: ids of every kind stay
/// below 2^56 (a database sequence reaches that never).
const ID_BITS: u32 = 56;

/// One actor: its kind and its id within the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ActorKey {
    pub kind: Kind,
    pub id: u64,
}

impl ActorKey {
    pub fn new(kind: Kind, id: u64) -> ActorKey {
        ActorKey { kind, id }
    }

    pub fn game(id: u64) -> ActorKey {
        ActorKey::new(Kind::GAME, id)
    }

    /// The PostgreSQL advisory lock key that makes this node the actor's
    /// only runner: the kind in the top byte, the id below. A game's key
    /// is its id, the key every earlier version of the server took, so
    /// nodes of both versions agree during an upgrade.
    pub fn lock_key(self) -> Option<i64> {
        (self.id < 1 << ID_BITS).then_some((((self.kind.0 as u64) << ID_BITS) | self.id) as i64)
    }

    /// The key a lock key was made from.
    pub fn from_lock_key(key: i64) -> ActorKey {
        let key = key as u64;
        ActorKey::new(Kind((key >> ID_BITS) as u8), key & ((1 << ID_BITS) - 1))
    }
}

impl fmt::Display for ActorKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::GAME => write!(f, "game {}", self.id),
            Kind::TOURNAMENT => write!(f, "tournament {}", self.id),
            Kind(k) => write!(f, "actor {}:{}", k, self.id),
        }
    }
}

/// What placement needs of one kind of actor. Messages travel as JSON
/// values so that they cross nodes without the cluster knowing their type;
/// the host reads them back into its own.
pub trait ActorHost: Send + Sync {
    fn kind(&self) -> Kind;

    /// The actors of this kind that should be running somewhere (not yet
    /// finished): the take-over sweep starts those no node holds.
    fn unfinished(&self) -> BoxFuture<'_, Result<Vec<u64>, StoreError>>;

    /// Whether actor `id` runs on this node now.
    fn running(&self, id: u64) -> bool;

    /// The actors of this kind running on this node now.
    fn running_ids(&self) -> Vec<u64>;

    /// Stops actor `id` here at once, without giving back its lock: this
    /// node lost it (the cluster session ended), and another node may be
    /// running it already from the store.
    fn release(&self, id: u64);

    /// Starts actor `id` here from the store. The caller holds its lock;
    /// the actor gives it back (`Placement::disown`) when it stops.
    fn start(&self, id: u64) -> BoxFuture<'_, Result<(), Refusal>>;

    /// Hands a client's message to the running actor `id`, which answers
    /// the peer itself (with `re`). Gives the message back when the actor
    /// is not running here (stopped a moment ago).
    fn serve(&self, id: u64, peer: Peer, re: Re, msg: Value) -> Result<(), (Peer, Re, Value)>;

    /// Whether a message makes its sender follow the actor (its frames
    /// reach them until they leave), and if so the message that attaches
    /// them again (a join is followed again by a watch): a follower of an
    /// actor on another node sends it when the actor moves to another node.
    fn follows(&self, msg: &Value) -> Option<Value>;
}

/// The registered hosts, one per kind.
#[derive(Default)]
pub struct Hosts {
    hosts: RwLock<HashMap<Kind, Arc<dyn ActorHost>>>,
}

impl Hosts {
    /// Registers a kind's host (a second one for the same kind replaces it).
    pub fn register(&self, host: Arc<dyn ActorHost>) {
        let mut hosts = self.hosts.write().unwrap_or_else(|p| p.into_inner());
        hosts.insert(host.kind(), host);
    }

    pub fn get(&self, kind: Kind) -> Option<Arc<dyn ActorHost>> {
        let hosts = self.hosts.read().unwrap_or_else(|p| p.into_inner());
        hosts.get(&kind).cloned()
    }

    /// Every registered host, in the order of their kinds.
    pub fn all(&self) -> Vec<Arc<dyn ActorHost>> {
        let hosts = self.hosts.read().unwrap_or_else(|p| p.into_inner());
        let mut all: Vec<_> = hosts.values().cloned().collect();
        all.sort_by_key(|h| h.kind());
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_lock_key_is_its_id_and_kinds_never_share_a_key() {
        assert_eq!(ActorKey::game(42).lock_key(), Some(42));
        let t = ActorKey::new(Kind::TOURNAMENT, 42);
        assert_ne!(t.lock_key(), ActorKey::game(42).lock_key());
        for key in [
            ActorKey::game(7),
            t,
            ActorKey::new(Kind(127), (1 << 56) - 1),
        ] {
            let lock = key.lock_key().expect("in range");
            assert!(lock >= 0);
            assert_eq!(ActorKey::from_lock_key(lock), key);
        }
        assert_eq!(ActorKey::game(1 << 56).lock_key(), None, "out of range");
    }

    #[test]
    fn keys_cross_nodes_as_json() {
        let key = ActorKey::new(Kind::TOURNAMENT, 9);
        let text = serde_json::to_string(&key).expect("plain data");
        assert_eq!(text, r#"{"kind":1,"id":9}"#);
        assert_eq!(serde_json::from_str::<ActorKey>(&text).ok(), Some(key));
        assert_eq!(key.to_string(), "tournament 9");
    }
}
