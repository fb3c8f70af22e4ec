//! Hints off the rooms' queues. A hints search can take seconds of CPU on a
//! big iChomp board; done inside a room it would hold up every move of that
//! game behind it. Here each request is its own task: a server-wide
//! [`ThinkPool`] bounds how many searches run at once (the rest wait,
//! visible in `hint_jobs{state="queued"}`) and gives the turns round-robin
//! across client addresses, so twenty names of one address wait behind
//! each other, not in front of everybody else; answers are kept per
//! (game, ply), so twenty requests for one position cost one search.
//!
//! The waiting line is guarded, because a few clients looping create,
//! `hints`, resign once queued searches by the thousand, for games already
//! over, and a real player's hints waited minutes behind them:
//! - each player (name) has at most one search waiting or running; a newer
//!   request replaces the waiting one (answered `superseded`), and a request
//!   while the player's search runs is answered `busy`;
//! - a search whose game moved on or ended while it waited is dropped
//!   before it costs anything (answered `stale_ply` or `game_over`): the
//!   room publishes its ply and status on a watch channel;
//! - at most `--max-hint-queue` players wait, and the players of one
//!   address at most half of them; beyond, `busy`.
//!
//! Every request gets exactly one answer.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chomp_engine::Position;
use chomp_protocol::{ErrorCode, GameId, GameStatus, HintsReply, Reply, ServerMsg};
use tokio::sync::{oneshot, watch};

use crate::bots::Bots;
use crate::metrics::{HintJobs, HintState};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::tenants::Tenant;
use crate::think_pool::ThinkPool;

/// How many positions' hints are remembered.
const CACHE_SIZE: usize = 512;

/// When a player whose own search still runs may ask again: a search on a
/// big board takes about that long, and the answer is then cached.
const OWN_SEARCH_RETRY: Duration = Duration::from_secs(1);

/// When a request turned away by a full line may come again: long enough
/// for the searches running now to finish and the line to move.
const FULL_QUEUE_RETRY: Duration = Duration::from_secs(2);

/// A game's ply and status as its room last applied them: a search asked
/// for one standing is worth doing only while the game still has it.
pub type Standing = (u32, GameStatus);

/// The server's hint work: its concurrency limit, its cache, each player's
/// one job, and the engine and gauges it needs (held here, so the desk
/// needs nothing else of the server's).
pub struct HintDesk {
    pool: Arc<ThinkPool>,
    cache: Mutex<Cache>,
    slots: Mutex<Slots>,
    max_waiting: usize,
    next_job: AtomicU64,
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

/// Each player's one job, and how many jobs wait for a permit.
#[derive(Default)]
struct Slots {
    by_player: HashMap<String, Slot>,
    waiting: usize,
}

struct Slot {
    job: u64,
    /// Present while the job waits: sending on it takes the job out of the
    /// line, and the job answers its request with the refusal sent.
    recall: Option<oneshot::Sender<Refusal>>,
}

fn superseded() -> Refusal {
    Refusal::new(
        ErrorCode::Superseded,
        "A newer hints request of yours replaced this one; it will be answered instead.",
    )
}

impl Slots {
    /// Takes `job` into `player`'s slot, replacing a waiting job of theirs,
    /// or says why not. The receiver brings the refusal if `job` is
    /// replaced in turn.
    /// `crowded`: the player's address already fills its share of the
    /// pool's line (a newcomer of it is refused, a replacement is not).
    fn admit(
        &mut self,
        player: &str,
        job: u64,
        max_waiting: usize,
        crowded: bool,
    ) -> Result<oneshot::Receiver<Refusal>, Refusal> {
        let (recall, recalled) = oneshot::channel();
        match self.by_player.get_mut(player) {
            Some(slot) => {
                let Some(older) = slot.recall.take() else {
                    return Err(Refusal::busy(
                        "Your previous hints search is still running; ask again once it has answered.",
                        OWN_SEARCH_RETRY,
                    ));
                };
                // The older job may have just left on its own; either way
                // it answers once, and this one takes its place in line.
                let _ = older.send(superseded());
                *slot = Slot {
                    job,
                    recall: Some(recall),
                };
            }
            None => {
                if self.waiting >= max_waiting {
                    return Err(Refusal::busy(
                        "Too many hints searches are waiting; ask again shortly.",
                        FULL_QUEUE_RETRY,
                    ));
                }
                if crowded {
                    return Err(Refusal::busy(
                        "Too many hints searches from your address are waiting; ask again shortly.",
                        FULL_QUEUE_RETRY,
                    ));
                }
                let slot = Slot {
                    job,
                    recall: Some(recall),
                };
                self.by_player.insert(player.to_owned(), slot);
                self.waiting += 1;
            }
        }
        Ok(recalled)
    }

    /// `job` got a permit: it runs, unless it was replaced meanwhile.
    fn start(&mut self, player: &str, job: u64) -> bool {
        match self.by_player.get_mut(player) {
            Some(slot) if slot.job == job => {
                if slot.recall.take().is_some() {
                    self.waiting -= 1;
                }
                true
            }
            _ => false,
        }
    }

    /// `job` is answered: its player's slot is free, unless a newer job holds it.
    fn leave(&mut self, player: &str, job: u64) {
        if self.by_player.get(player).is_some_and(|s| s.job == job) {
            let freed = self.by_player.remove(player);
            if freed.is_some_and(|s| s.recall.is_some()) {
                self.waiting -= 1;
            }
        }
    }
}

/// Frees a job's slot however its task ends (a panicking search included),
/// so a player is never locked out of hints.
struct SlotHold {
    desk: Arc<HintDesk>,
    player: String,
    job: u64,
}

impl Drop for SlotHold {
    fn drop(&mut self) {
        if let Ok(mut slots) = self.desk.slots.lock() {
            slots.leave(&self.player, self.job);
        }
    }
}

/// Counts a job in one `hint_jobs` gauge for as long as it lives, so the
/// gauge returns to zero on every way out.
struct Counted<'a> {
    jobs: &'a HintJobs,
    state: HintState,
}

impl<'a> Counted<'a> {
    fn new(jobs: &'a HintJobs, state: HintState) -> Counted<'a> {
        jobs.add(state, 1);
        Counted { jobs, state }
    }
}

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.jobs.add(self.state, -1);
    }
}

impl HintDesk {
    /// The pool hints searches wait and run in (the analyses of finished
    /// games go through it too, charged the same way).
    pub fn pool(&self) -> &Arc<ThinkPool> {
        &self.pool
    }

    /// At most `max_jobs` searches at once (at least one), and at most
    /// `max_waiting` players waiting for one (at least one).
    pub fn new(max_jobs: usize, max_waiting: usize, bots: Bots, jobs: HintJobs) -> HintDesk {
        HintDesk {
            pool: Arc::new(ThinkPool::new(max_jobs, max_waiting)),
            cache: Mutex::new(Cache::default()),
            slots: Mutex::new(Slots::default()),
            max_waiting: max_waiting.max(1),
            next_job: AtomicU64::new(1),
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

    fn start(&self, player: &str, job: u64) -> bool {
        self.slots
            .lock()
            .map(|mut s| s.start(player, job))
            .unwrap_or(false)
    }
}

/// One hints request, as the room checked it.
pub struct Ask {
    pub peer: Peer,
    pub re: Re,
    pub game: GameId,
    pub pos: Position,
    /// The game's standing when asked.
    pub standing: Standing,
    /// The game's standing from now on, as its room publishes it.
    pub progress: watch::Receiver<Standing>,
}

/// Answers a hints request: at once from the cache or with a refusal, else
/// on its own task; the caller (a room) returns at once.
pub fn answer(desk: &Arc<HintDesk>, ask: Ask) {
    let key = (ask.game, ask.standing.0);
    if let Some(h) = desk.cached(key) {
        ask.peer.send(&Reply::answer(ask.re, ServerMsg::Hints(h)));
        return;
    }
    let job = desk.next_job.fetch_add(1, Ordering::Relaxed);
    let tenant = desk.bots.tenants.of(&ask.peer.name);
    let crowded = desk.pool.crowded(&tenant);
    let admitted = match desk.slots.lock() {
        Ok(mut slots) => slots.admit(&ask.peer.name, job, desk.max_waiting, crowded),
        Err(_) => Err(Refusal::internal("the hints desk failed")),
    };
    let recalled = match admitted {
        Ok(r) => r,
        Err(refusal) => {
            ask.peer.send(&refusal.reply(ask.re));
            return;
        }
    };
    let hold = SlotHold {
        desk: desk.clone(),
        player: ask.peer.name.clone(),
        job,
    };
    tokio::spawn(async move {
        let Ask {
            peer,
            re,
            game,
            pos,
            standing,
            mut progress,
        } = ask;
        let found = search(&hold, tenant, game, pos, standing, &mut progress, recalled).await;
        // The slot is free before the answer leaves, so a client that asks
        // again as soon as it reads the answer is not told it is busy.
        drop(hold);
        let reply = match found {
            Ok(h) => Reply::answer(re, ServerMsg::Hints(h)),
            Err(refusal) => refusal.reply(re),
        };
        peer.send(&reply);
    });
}

/// Waits for a permit unless the job is replaced or its game moves on
/// first, then searches (or reads what another job found meanwhile).
async fn search(
    hold: &SlotHold,
    tenant: Tenant,
    game: GameId,
    pos: Position,
    standing: Standing,
    progress: &mut watch::Receiver<Standing>,
    mut recalled: oneshot::Receiver<Refusal>,
) -> Result<HintsReply, Refusal> {
    let desk = &hold.desk;
    let key = (game, standing.0);
    let place = {
        let _queued = Counted::new(&desk.jobs, HintState::Queued);
        tokio::select! {
            biased;
            why = &mut recalled => return Err(why.unwrap_or_else(|_| superseded())),
            now = moved_on(progress, standing) => return Err(stale(now, standing)),
            place = desk.pool.enter(tenant) => place,
        }
    };
    let place = place.map_err(|_| Refusal::closing())?;
    if !desk.start(&hold.player, hold.job) {
        // Replaced while the permit was granted: the recall is on its way.
        return Err(recalled.try_recv().unwrap_or_else(|_| superseded()));
    }
    let now = *progress.borrow();
    if now != standing {
        return Err(stale(Some(now), standing));
    }
    // Another request for this position may have finished while we waited.
    if let Some(h) = desk.cached(key) {
        return Ok(h);
    }
    let _running = Counted::new(&desk.jobs, HintState::Running);
    let h = desk
        .bots
        .hints(place, game, pos)
        .await
        .ok_or_else(|| Refusal::internal("the hints search failed"))?;
    desk.remember(key, h.clone());
    Ok(h)
}

/// Resolves when the game's standing is no longer `asked`: with the new
/// one, or `None` when the room has stopped.
async fn moved_on(progress: &mut watch::Receiver<Standing>, asked: Standing) -> Option<Standing> {
    progress.wait_for(|s| *s != asked).await.ok().map(|s| *s)
}

/// The answer to a job dropped because its game changed before the search.
fn stale(now: Option<Standing>, asked: Standing) -> Refusal {
    match now {
        None => Refusal::closing(),
        Some((_, status)) if status == GameStatus::Finished && asked.1 != status => Refusal::new(
            ErrorCode::GameOver,
            "The game ended before these hints were worked out; ask again for its final position.",
        ),
        Some((ply, _)) => Refusal::new(
            ErrorCode::StalePly,
            format!(
                "The game moved on to ply {ply} before these hints were worked out; ask again for the current position."
            ),
        ),
    }
}

#[cfg(test)]
mod tests;
