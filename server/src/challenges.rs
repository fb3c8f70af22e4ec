//! Challenges between two named players, waiting for an answer. A
//! challenge lives at most [`LIFETIME`], or until either player leaves; a
//! challenger has at most [`MAX_SENT`] waiting, and a player at most
//! [`MAX_RECEIVED`] waiting for them. Nothing here is stored: a challenge
//! is between two connections that are there now.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use chomp_protocol::{
    ChallengeNote, ChallengeStatus, ErrorCode, FirstMover, Reply, ServerMsg, Start,
};

use crate::peer::{self, Outbox, Peer};
use crate::refusal::Refusal;

/// How long a challenge waits for an answer.
pub const LIFETIME: Duration = Duration::from_secs(60);
/// Most challenges one connection may have waiting.
pub const MAX_SENT: usize = 3;
/// Most challenges waiting for one name.
pub const MAX_RECEIVED: usize = 5;

/// The settings of a challenge, as sent (checked before it is made).
#[derive(Clone, Debug, PartialEq)]
pub struct Terms {
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub start: Start,
    pub first: FirstMover,
}

/// A challenge waiting for its answer.
#[derive(Clone, Debug)]
pub struct Challenge {
    pub id: u64,
    pub from: Peer,
    pub to: String,
    pub terms: Terms,
}

impl Challenge {
    /// The notice the challenged player gets.
    pub fn notice(&self) -> ChallengeNote {
        ChallengeNote {
            challenge: self.id,
            from: Some(self.from.name.clone()),
            variant: Some(self.terms.variant.clone()),
            width: Some(self.terms.width),
            height: Some(self.terms.height),
            start: Some(self.terms.start.clone()),
            first: Some(self.terms.first),
            ..ChallengeNote::default()
        }
    }
}

/// A status frame for challenge `id` (`name`: the challenged, for the challenger).
pub fn status(id: u64, status: ChallengeStatus, name: Option<String>) -> ServerMsg {
    ServerMsg::Challenge(ChallengeNote {
        challenge: id,
        status: Some(status),
        name,
        ..ChallengeNote::default()
    })
}

#[derive(Default)]
struct Book {
    next: u64,
    waiting: HashMap<u64, Challenge>,
}

/// The challenges waiting on this node.
#[derive(Default)]
pub struct Challenges {
    book: Mutex<Book>,
}

impl Challenges {
    fn lock(&self) -> MutexGuard<'_, Book> {
        self.book.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Records a challenge from `from` to `to`, within the limits.
    pub fn add(&self, from: Peer, to: &str, terms: Terms) -> Result<Challenge, Refusal> {
        let mut book = self.lock();
        let sent = book
            .waiting
            .values()
            .filter(|c| c.from.conn == from.conn)
            .count();
        if sent >= MAX_SENT {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!("You already have {MAX_SENT} challenges waiting for an answer."),
            ));
        }
        let received = book.waiting.values().filter(|c| c.to == to).count();
        if received >= MAX_RECEIVED {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!("{to} has too many challenges waiting already; try again later."),
            ));
        }
        book.next += 1;
        let challenge = Challenge {
            id: book.next,
            from,
            to: to.to_string(),
            terms,
        };
        book.waiting.insert(challenge.id, challenge.clone());
        Ok(challenge)
    }

    /// Takes challenge `id` out to answer it, if it waits for `name`.
    pub fn take_for(&self, id: u64, name: &str) -> Result<Challenge, Refusal> {
        let mut book = self.lock();
        if book.waiting.get(&id).is_some_and(|c| c.to == name) {
            if let Some(c) = book.waiting.remove(&id) {
                return Ok(c);
            }
        }
        Err(Refusal::new(
            ErrorCode::BadRequest,
            format!("No challenge {id} waits for you; it may have lapsed."),
        ))
    }

    /// Takes challenge `id` out if it is still waiting (its minute is up).
    pub fn take(&self, id: u64) -> Option<Challenge> {
        self.lock().waiting.remove(&id)
    }

    /// Takes out the challenges that end because connection `conn` of
    /// `name` closed: those it sent, and, when it was the name's last
    /// connection here (`last`), those waiting for the name.
    pub fn take_left(&self, conn: u64, name: &str, last: bool) -> Vec<Challenge> {
        let mut book = self.lock();
        let ids: Vec<u64> = book
            .waiting
            .values()
            .filter(|c| c.from.conn == conn || (last && c.to == name))
            .map(|c| c.id)
            .collect();
        ids.iter()
            .filter_map(|id| book.waiting.remove(id))
            .collect()
    }
}

/// Tells both sides that `c` lapsed: the challenger, and every connection
/// of the challenged name in `to` (so its prompt goes away).
pub fn tell_lapsed(c: &Challenge, to: &[Outbox]) {
    let frame = Reply::push(status(c.id, ChallengeStatus::Lapsed, Some(c.to.clone())));
    c.from.send(&frame);
    for tx in to {
        peer::send(tx, &frame);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peer(conn: u64, name: &str) -> Peer {
        Peer {
            conn,
            name: name.into(),
            bot: false,
            tx: Outbox::new(8).0,
        }
    }

    fn terms() -> Terms {
        Terms {
            variant: "chomp".into(),
            width: 7,
            height: 6,
            start: Start::Full,
            first: FirstMover::Me,
        }
    }

    #[test]
    fn limits_answers_and_departures() {
        let c = Challenges::default();
        let ids: Vec<u64> = (0..MAX_SENT)
            .map(|_| c.add(peer(1, "alice"), "bob", terms()).unwrap().id)
            .collect();
        let err = c.add(peer(1, "alice"), "bob", terms()).unwrap_err();
        assert_eq!(err.code, ErrorCode::LimitReached);
        for conn in 2..=3 {
            c.add(peer(conn, "carol"), "bob", terms()).unwrap();
        }
        let err = c.add(peer(4, "dave"), "bob", terms()).unwrap_err();
        assert_eq!(err.code, ErrorCode::LimitReached, "bob has five waiting");
        assert_eq!(
            c.take_for(ids[0], "carol").unwrap_err().code,
            ErrorCode::BadRequest
        );
        assert_eq!(c.take_for(ids[0], "bob").unwrap().from.name, "alice");
        assert!(c.take_for(ids[0], "bob").is_err(), "answered once");
        assert_eq!(c.take_left(1, "alice", true).len(), 2, "alice's other two");
        assert_eq!(
            c.take_left(9, "bob", true).len(),
            2,
            "carol's two lapse with bob"
        );
        assert!(c.take(ids[1]).is_none());
    }

    #[test]
    fn the_notice_carries_the_settings() {
        let c = Challenges::default();
        let ch = c.add(peer(1, "alice"), "bob", terms()).unwrap();
        let v = serde_json::to_value(Reply::push(ServerMsg::Challenge(ch.notice()))).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"type":"challenge","challenge":ch.id,"from":"alice",
                "variant":"chomp","width":7,"height":6,"start":"full","first":"me"})
        );
    }
}
