//! Hints off the rooms' queues. A hints search can take seconds of CPU on a
//! big iChomp board; done inside a room it would hold up every move of that
//! game behind it. Here each request is its own task: a server-wide
//! semaphore bounds how many searches run at once (the rest wait, visible
//! in `hint_jobs{state="queued"}`), and answers are kept per (game, ply),
//! so twenty requests for one position cost one search.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use chomp_engine::Position;
use chomp_protocol::{GameId, HintsReply, Reply, ServerMsg};
use tokio::sync::Semaphore;

use crate::bots::Bots;
use crate::metrics::{HintJobs, HintState};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};

/// How many positions' hints are remembered.
const CACHE_SIZE: usize = 512;

/// The server's hint work: its concurrency limit, its cache, and the
/// engine and gauges it needs (held here, so the desk needs nothing else
/// of the server's).
pub struct HintDesk {
    permits: Semaphore,
    cache: Mutex<Cache>,
    bots: Bots,
    jobs: HintJobs,
}

/// A bounded map that forgets its oldest entry first.
#[derive(Default)]
struct Cache {
    map: HashMap<(GameId, u32), HintsReply>,
    order: VecDeque<(GameId, u32)>,
}

impl Cache {
    fn get(&self, key: (GameId, u32)) -> Option<HintsReply> {
        self.map.get(&key).cloned()
    }

    fn put(&mut self, key: (GameId, u32), value: HintsReply, cap: usize) {
        if self.map.insert(key, value).is_none() {
            self.order.push_back(key);
        }
        while self.order.len() > cap {
            if let Some(old) = self.order.pop_front() {
                self.map.remove(&old);
            }
        }
    }
}

impl HintDesk {
    /// At most `max_jobs` searches at once (at least one).
    pub fn new(max_jobs: usize, bots: Bots, jobs: HintJobs) -> HintDesk {
        HintDesk {
            permits: Semaphore::new(max_jobs.max(1)),
            cache: Mutex::new(Cache::default()),
            bots,
            jobs,
        }
    }

    fn cached(&self, key: (GameId, u32)) -> Option<HintsReply> {
        self.cache.lock().ok()?.get(key)
    }

    fn remember(&self, key: (GameId, u32), hints: HintsReply) {
        if let Ok(mut c) = self.cache.lock() {
            c.put(key, hints, CACHE_SIZE);
        }
    }
}

/// Answers a hints request for `game` at `ply` (position `pos`) on its own
/// task; the caller (a room) returns at once.
pub fn answer(desk: &Arc<HintDesk>, peer: Peer, re: Re, game: GameId, ply: u32, pos: Position) {
    let desk = desk.clone();
    tokio::spawn(async move {
        let reply = match compute(&desk, game, ply, pos).await {
            Some(h) => Reply::answer(re, ServerMsg::Hints(h)),
            None => Refusal::internal("the hints search failed").reply(re),
        };
        peer.send(&reply);
    });
}

async fn compute(desk: &HintDesk, game: GameId, ply: u32, pos: Position) -> Option<HintsReply> {
    let key = (game, ply);
    if let Some(h) = desk.cached(key) {
        return Some(h);
    }
    let metrics = &desk.jobs;
    metrics.add(HintState::Queued, 1);
    let permit = desk.permits.acquire().await;
    metrics.add(HintState::Queued, -1);
    let _permit = permit.ok()?;
    // Another request for this position may have finished while we waited.
    if let Some(h) = desk.cached(key) {
        return Some(h);
    }
    metrics.add(HintState::Running, 1);
    let found = desk.bots.hints(game, pos).await;
    metrics.add(HintState::Running, -1);
    let h = found?;
    desk.remember(key, h.clone());
    Some(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(game: GameId, total: u32) -> HintsReply {
        HintsReply {
            game,
            total,
            quadrants: Vec::new(),
            cells: Vec::new(),
            winning: Vec::new(),
            exact: true,
            outcome: None,
            quadrants_exact: Vec::new(),
        }
    }

    #[test]
    fn the_cache_is_bounded_and_forgets_the_oldest_first() {
        let mut c = Cache::default();
        for ply in 0..5 {
            c.put((1, ply), reply(1, ply), 3);
        }
        assert!(c.get((1, 0)).is_none());
        assert!(c.get((1, 1)).is_none());
        assert_eq!(c.get((1, 4)).map(|h| h.total), Some(4));
        assert_eq!(c.map.len(), 3);
        // Putting a known key again does not grow it.
        c.put((1, 4), reply(1, 9), 3);
        assert_eq!((c.map.len(), c.order.len()), (3, 3));
        assert_eq!(c.get((1, 4)).map(|h| h.total), Some(9));
    }
}
