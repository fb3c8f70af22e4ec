//! Who is connected to this node, one entry per connection after its
//! `hello`: the name, whether it is a bot, whether it hides from the
//! `online` list, its outbox (where a challenge is pushed) and its chat
//! budget. The lobby's presence counts names for everyone; this is what
//! playing with friends needs to know about each connection.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use chomp_protocol::OnlinePlayer;

use crate::peer::{Outbox, Peer};
use crate::rate::RateBucket;

/// Chat lines a connection may send per second, on average.
const CHAT_RATE: f64 = 0.5;
/// Chat lines a connection may send at once before the rate applies.
const CHAT_BURST: f64 = 5.0;

struct Entry {
    peer: Peer,
    hidden: bool,
    chat: RateBucket,
}

/// The connections of this node that said `hello`.
#[derive(Default)]
pub struct Roster {
    conns: Mutex<HashMap<u64, Entry>>,
}

impl Roster {
    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Entry>> {
        self.conns.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A connection said `hello` as `peer.name`.
    pub fn arrive(&self, peer: Peer) {
        let entry = Entry {
            peer: peer.clone(),
            hidden: false,
            chat: RateBucket::new(CHAT_RATE, CHAT_BURST),
        };
        self.lock().insert(peer.conn, entry);
    }

    /// A connection closed; whether its name has no other connection here.
    pub fn leave(&self, conn: u64) -> bool {
        let mut conns = self.lock();
        let Some(gone) = conns.remove(&conn) else {
            return false;
        };
        !conns.values().any(|e| e.peer.name == gone.peer.name)
    }

    /// Hides the connection from the `online` list, or shows it again.
    pub fn set_hidden(&self, conn: u64, hidden: bool) {
        if let Some(e) = self.lock().get_mut(&conn) {
            e.hidden = hidden;
        }
    }

    /// Whether the connection may send a chat line now (and spends it).
    pub fn take_chat(&self, conn: u64) -> bool {
        self.lock().get_mut(&conn).is_some_and(|e| e.chat.take())
    }

    /// The players others may see: a name is listed when it has a
    /// connection here and none of its connections hides; `elsewhere` are
    /// the names connected to other nodes (people, as far as this node knows).
    pub fn visible(&self, elsewhere: Vec<String>) -> Vec<OnlinePlayer> {
        let mut names: BTreeMap<String, (bool, bool)> = BTreeMap::new();
        for e in self.lock().values() {
            let (bot, hidden) = names.entry(e.peer.name.clone()).or_default();
            *bot |= e.peer.bot;
            *hidden |= e.hidden;
        }
        for name in elsewhere {
            names.entry(name).or_default();
        }
        names
            .into_iter()
            .filter(|(_, (_, hidden))| !hidden)
            .map(|(name, (bot, _))| OnlinePlayer { name, bot })
            .collect()
    }

    /// The connections of `name` here, when it is visible (connected and
    /// not hiding); `None` otherwise, which a challenger sees as offline.
    pub fn reachable(&self, name: &str) -> Option<Vec<Peer>> {
        let conns = self.lock();
        let of: Vec<&Entry> = conns.values().filter(|e| e.peer.name == name).collect();
        if of.is_empty() || of.iter().any(|e| e.hidden) {
            return None;
        }
        Some(of.into_iter().map(|e| e.peer.clone()).collect())
    }

    /// The outboxes of every connection of `name` here.
    pub fn outboxes_of(&self, name: &str) -> Vec<Outbox> {
        self.lock()
            .values()
            .filter(|e| e.peer.name == name)
            .map(|e| e.peer.tx.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peer(conn: u64, name: &str, bot: bool) -> Peer {
        Peer {
            conn,
            name: name.into(),
            bot,
            tx: Outbox::new(8).0,
        }
    }

    #[test]
    fn hidden_names_are_left_out_and_look_offline() {
        let r = Roster::default();
        r.arrive(peer(1, "bob", false));
        r.arrive(peer(2, "hal", true));
        r.arrive(peer(3, "carol", false));
        r.arrive(peer(4, "carol", false));
        r.set_hidden(4, true);
        let names: Vec<(String, bool)> = r
            .visible(vec!["dave".into()])
            .into_iter()
            .map(|p| (p.name, p.bot))
            .collect();
        let pair = |n: &str, b| (n.to_string(), b);
        assert_eq!(
            names,
            [pair("bob", false), pair("dave", false), pair("hal", true)]
        );
        assert!(
            r.reachable("carol").is_none(),
            "one hiding connection hides the name"
        );
        assert_eq!(r.reachable("bob").map(|p| p.len()), Some(1));
        assert!(!r.leave(3), "carol still has connection 4");
        assert!(r.leave(4));
        assert!(r.reachable("carol").is_none());
    }

    #[test]
    fn chat_has_a_burst_and_then_waits() {
        let r = Roster::default();
        r.arrive(peer(1, "bob", false));
        let sent = (0..20).filter(|_| r.take_chat(1)).count();
        assert_eq!(sent, CHAT_BURST as usize);
        assert!(!r.take_chat(9), "an unknown connection sends nothing");
    }
}
