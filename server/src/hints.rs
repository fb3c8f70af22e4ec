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
mod tests {
    use super::*;
    use crate::peer::{Outbox, OutboxRx};
    use chomp_engine::Variant;

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

    #[test]
    fn one_job_per_player_and_a_bounded_line() {
        let mut s = Slots::default();
        let mut first = s.admit("ann", 1, 2, false).unwrap();
        // A newer request replaces the waiting one, which is told so.
        let _second = s.admit("ann", 2, 2, true).unwrap();
        assert_eq!(first.try_recv().unwrap().code, ErrorCode::Superseded);
        assert_eq!(s.waiting, 1);
        assert!(!s.start("ann", 1), "the replaced job does not run");
        let crowded = s.admit("bob", 3, 2, true).unwrap_err();
        assert_eq!(crowded.code, ErrorCode::Busy);
        assert!(
            crowded.message.contains("your address"),
            "{}",
            crowded.message
        );
        let _bob = s.admit("bob", 3, 2, false).unwrap();
        let full = s.admit("cy", 4, 2, false).unwrap_err();
        assert_eq!(
            (full.code, full.retry_after),
            (ErrorCode::Busy, Some(FULL_QUEUE_RETRY))
        );
        // Running, ann's job leaves the line; a request meanwhile is busy.
        assert!(s.start("ann", 2));
        assert_eq!(s.waiting, 1);
        let own = s.admit("ann", 5, 2, false).unwrap_err();
        assert_eq!(
            (own.code, own.retry_after),
            (ErrorCode::Busy, Some(OWN_SEARCH_RETRY))
        );
        let _cy = s.admit("cy", 6, 2, false).unwrap();
        // Only a slot's own job frees it.
        s.leave("ann", 1);
        assert!(s.by_player.contains_key("ann"));
        s.leave("ann", 2);
        s.leave("bob", 3);
        s.leave("cy", 6);
        assert!(s.by_player.is_empty());
        assert_eq!(s.waiting, 0);
    }

    fn peer(name: &str) -> (Peer, OutboxRx) {
        let (tx, rx) = Outbox::new(16);
        let p = Peer {
            conn: 1,
            name: name.into(),
            bot: false,
            tx,
        };
        (p, rx)
    }

    async fn next(rx: &mut OutboxRx) -> Reply {
        let text = tokio::time::timeout(Duration::from_secs(20), rx.recv())
            .await
            .expect("answered in time")
            .expect("the outbox is open");
        serde_json::from_str(&text).unwrap()
    }

    fn code_of(r: &Reply) -> Option<ErrorCode> {
        match &r.msg {
            ServerMsg::Error { code, .. } => Some(*code),
            _ => None,
        }
    }

    /// Jobs for games that moved on or ended are answered without a search,
    /// and the gauges come back to zero on every way out.
    #[tokio::test]
    async fn jobs_for_changed_games_are_dropped_and_gauges_return_to_zero() {
        let config = crate::config::Config {
            solver_bits: 12,
            ..crate::config::Config::default()
        };
        let bots = Bots::prepare(&config).await.unwrap();
        let metrics = crate::metrics::Metrics::new();
        let jobs = metrics.hint_jobs();
        let desk = Arc::new(HintDesk::new(1, 8, bots, jobs.clone()));
        let pos = Position::full(Variant::Chomp, 5, 4).unwrap();
        // Every place is taken, so the jobs wait.
        let busy = desk.pool.enter(Tenant::Name("other".into())).await.unwrap();
        let playing: Standing = (0, GameStatus::Playing);
        let (moves, moves_rx) = watch::channel(playing);
        let (ends, ends_rx) = watch::channel(playing);
        let ask = |peer: &Peer, game, progress: &watch::Receiver<Standing>| Ask {
            peer: peer.clone(),
            re: Some(serde_json::json!(game)),
            game,
            pos: pos.clone(),
            standing: playing,
            progress: progress.clone(),
        };
        let (ann, mut ann_rx) = peer("ann");
        let (bob, mut bob_rx) = peer("bob");
        answer(&desk, ask(&ann, 1, &moves_rx));
        answer(&desk, ask(&bob, 2, &ends_rx));
        tokio::task::yield_now().await;
        moves.send_replace((1, GameStatus::Playing));
        ends.send_replace((0, GameStatus::Finished));
        assert_eq!(code_of(&next(&mut ann_rx).await), Some(ErrorCode::StalePly));
        assert_eq!(code_of(&next(&mut bob_rx).await), Some(ErrorCode::GameOver));
        // A room that stops leaves its waiting jobs an `unavailable`.
        let (gone, gone_rx) = watch::channel(playing);
        answer(&desk, ask(&ann, 3, &gone_rx));
        drop(gone);
        assert_eq!(
            code_of(&next(&mut ann_rx).await),
            Some(ErrorCode::Unavailable)
        );
        // With the permit back, a current request is searched and answered.
        drop(busy);
        answer(&desk, ask(&bob, 4, &moves_rx.clone()));
        let r = next(&mut bob_rx).await;
        assert_eq!(
            code_of(&r),
            Some(ErrorCode::StalePly),
            "game 4 follows game 1's ply"
        );
        let (fresh, fresh_rx) = watch::channel(playing);
        answer(&desk, ask(&bob, 5, &fresh_rx));
        let r = next(&mut bob_rx).await;
        assert!(matches!(r.msg, ServerMsg::Hints(_)), "{r:?}");
        drop(fresh);
        tokio::task::yield_now().await;
        assert_eq!(jobs.value(HintState::Queued), 0);
        assert_eq!(jobs.value(HintState::Running), 0);
        let slots = desk.slots.lock().unwrap();
        assert!(slots.by_player.is_empty());
        assert_eq!(slots.waiting, 0);
    }
}
