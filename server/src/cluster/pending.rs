//! Requests passed to another node and not answered yet.
//!
//! A request forwarded over the bus to the node running its game is lost
//! when that node dies before it reads the notification: nobody would ever
//! answer it, and the client would wait forever for the reply to a move it
//! believes it sent. So each forwarded request is kept until a frame that
//! answers it comes back (the reply echoing its `id`, or for a request
//! without one, any frame about its game), and when the node is declared
//! dead the ones still unanswered are routed again: to the game's next
//! node, which answers them, or refused as `unavailable` with a retry hint.
//! Routing one again is safe even if the dead node had acted on it: a
//! move carries its `ply`, and a move already accepted at that ply is
//! answered with its `moved` again (docs/PROTOCOL.md); the other requests
//! either read state or are refused as stale (`game_over`, `seat_taken`).

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use chomp_protocol::GameId;

use super::wire::NodeId;
use crate::mailbox::Asked;
use crate::peer::Peer;

/// How long a request may wait for its answer before it is no longer
/// routed again: the time to declare a node dead (one liveness read a
/// second) with room to spare. A reply later than this came anyway, or
/// the client has long asked again.
pub(super) const WINDOW: Duration = Duration::from_secs(10);

/// One forwarded request.
pub(super) struct Sent {
    pub(super) node: NodeId,
    at: Instant,
    pub(super) game: GameId,
    pub(super) peer: Peer,
    pub(super) asked: Asked,
    /// The text a frame answering it contains.
    needle: String,
}

impl Sent {
    pub(super) fn new(node: NodeId, game: GameId, peer: Peer, asked: Asked) -> Sent {
        let needle = match &asked.re {
            Some(id) => format!("\"re\":{id}"),
            None => format!("\"game\":{game}"),
        };
        Sent {
            node,
            at: Instant::now(),
            game,
            peer,
            asked,
            needle,
        }
    }

    fn answered_by(&self, text: &str) -> bool {
        text.match_indices(&self.needle).any(|(at, m)| {
            // `"game":12` must not match `"game":123`.
            !text[at + m.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
    }

    fn fresh(&self, now: Instant) -> bool {
        now.duration_since(self.at) < WINDOW
    }
}

/// Pending requests by local connection.
#[derive(Default)]
pub struct Pending {
    by_conn: Mutex<HashMap<u64, Vec<Sent>>>,
}

impl Pending {
    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Vec<Sent>>> {
        self.by_conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Remembers a request passed to `sent.node` until it is answered.
    pub(super) fn sent(&self, sent: Sent) {
        let now = Instant::now();
        let mut pending = self.lock();
        let list = pending.entry(sent.peer.conn).or_default();
        list.retain(|s| s.fresh(now));
        list.push(sent);
    }

    /// A frame for local connection `conn` came back: the requests it
    /// answers are done.
    pub(super) fn answered(&self, conn: u64, text: &str) {
        let mut pending = self.lock();
        if let Some(list) = pending.get_mut(&conn) {
            list.retain(|s| !s.answered_by(text));
            if list.is_empty() {
                pending.remove(&conn);
            }
        }
    }

    /// The connection closed: nobody is waiting any more.
    pub(super) fn forget(&self, conn: u64) {
        self.lock().remove(&conn);
    }

    /// The requests `node` never answered, taken out (it died).
    pub(super) fn unanswered(&self, node: NodeId) -> Vec<Sent> {
        let now = Instant::now();
        let mut out = Vec::new();
        let mut pending = self.lock();
        for list in pending.values_mut() {
            let (lost, kept): (Vec<Sent>, Vec<Sent>) = list.drain(..).partition(|s| s.node == node);
            *list = kept;
            out.extend(lost.into_iter().filter(|s| s.fresh(now)));
        }
        pending.retain(|_, l| !l.is_empty());
        out
    }

    /// Nodes some request waits on.
    pub(super) fn waited_on(&self) -> Vec<NodeId> {
        self.lock()
            .values()
            .flat_map(|l| l.iter().map(|s| s.node))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mailbox::GameRequest;
    use crate::peer::{Outbox, OUTBOX_FRAMES};

    fn peer(conn: u64) -> Peer {
        let (tx, _rx) = Outbox::new(OUTBOX_FRAMES);
        Peer {
            conn,
            name: "ann".into(),
            bot: false,
            tx,
        }
    }

    fn asked(re: Option<serde_json::Value>) -> Asked {
        Asked {
            re,
            req: GameRequest::Move {
                ply: 3,
                mv: chomp_engine::Move::new(0, 1),
            },
        }
    }

    #[test]
    fn the_reply_echoing_the_id_answers_a_request() {
        let links = Pending::default();
        links.sent(Sent::new(4, 12, peer(1), asked(Some(serde_json::json!(7)))));
        links.answered(1, r#"{"type":"moved","game":12,"ply":3}"#);
        assert_eq!(links.waited_on(), vec![4], "a broadcast is not the reply");
        links.answered(1, r#"{"type":"moved","game":12,"ply":3,"re":7}"#);
        assert!(links.waited_on().is_empty());
    }

    #[test]
    fn without_an_id_any_frame_about_the_game_answers_it() {
        let links = Pending::default();
        links.sent(Sent::new(4, 12, peer(1), asked(None)));
        links.answered(1, r#"{"type":"game","game":123}"#);
        assert_eq!(links.waited_on(), vec![4], "game 123 is not game 12");
        links.answered(2, r#"{"type":"game","game":12}"#);
        assert_eq!(links.waited_on(), vec![4], "another connection's frame");
        links.answered(1, r#"{"type":"game","game":12,"ply":3}"#);
        assert!(links.waited_on().is_empty());
    }

    #[test]
    fn a_dead_node_gives_back_only_its_own_unanswered_requests() {
        let links = Pending::default();
        links.sent(Sent::new(
            4,
            12,
            peer(1),
            asked(Some(serde_json::json!("a"))),
        ));
        links.sent(Sent::new(
            5,
            13,
            peer(1),
            asked(Some(serde_json::json!("b"))),
        ));
        links.sent(Sent::new(4, 14, peer(2), asked(None)));
        let lost = links.unanswered(4);
        let mut games: Vec<GameId> = lost.iter().map(|s| s.game).collect();
        games.sort_unstable();
        assert_eq!(games, vec![12, 14]);
        assert_eq!(links.waited_on(), vec![5]);
        assert!(links.unanswered(4).is_empty(), "given back once");
        links.forget(1);
        assert!(links.waited_on().is_empty());
    }
}
