//! A tournament's actor: one task per tournament, like a game's room. It
//! owns the tournament's state, answers its entrants and watchers, asks
//! the opener for each pairing's game ([`OpenAsk::Pairing`](crate::mailbox::OpenAsk::Pairing)) and learns
//! each result from the finishing room ([`TourCmd::GameOver`]), both as
//! messages, so it never waits on another actor. Frames are paced: a
//! change marks the tournament dirty and the next tick makes one frame,
//! pushed to every watcher at once or, in a big tournament, in slices
//! ([`watchers`]).

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use chomp_protocol::{GameId, Reply, ServerMsg, TournamentFormat, TournamentStatus};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::mailbox::{TourCmd, TourRx};
use super::state::Tour;
use crate::context::Shared;
use crate::peer::Peer;
use crate::refusal::Re;
use crate::shutdown::Shutdown;

mod entrants;
mod pairings;
mod watchers;

use watchers::Watchers;

/// How often the actor looks at the clock and pushes a pending frame.
const TICK: Duration = Duration::from_millis(250);

/// Most entrants of an arena.
pub const MAX_ARENA_ENTRANTS: usize = 10_000;

/// Most standings lines a pushed frame carries (and the answer to a join
/// or a leave). The 1,000-entrant arena pushed its whole table to every
/// entrant on every change: a thousand times its size, four times a
/// second; the clients fell behind and were closed as slow readers. The
/// top of the table and the count (`entrants`) are what a screen shows;
/// `tournament_watch` answers with every line.
pub const PUSHED_LINES: usize = 100;

/// How many standings lines an answer carries.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lines {
    /// Every line: the answer to `tournament_watch`.
    All,
    /// The top [`PUSHED_LINES`].
    Top,
}

/// One tournament's actor.
pub struct Actor {
    tour: Tour,
    shared: Arc<Shared>,
    watchers: Watchers,
    dirty: bool,
    /// The ladder rates every unrated result, not only the one that just
    /// ended: at start (a crash may have cut ratings off) and after a
    /// failed write.
    sweep_due: bool,
}

/// Milliseconds since the Unix epoch.
pub fn epoch_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl Actor {
    pub fn new(tour: Tour, shared: Arc<Shared>) -> Actor {
        Actor {
            tour,
            shared,
            watchers: Watchers::default(),
            dirty: true,
            sweep_due: true,
        }
    }

    pub async fn run(mut self, mut rx: TourRx, mut stop: Shutdown) {
        self.load_ratings().await;
        // Results a crash left unrated are rated now (see `store::ladder`).
        self.settle_ladder(None).await;
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut slice = tokio::time::interval(watchers::SLICE_EVERY);
        slice.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            let big = self.big();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tick.tick() => self.on_tick().await,
                _ = slice.tick(), if big => self.watchers.send_slice(),
                _ = stop.signalled() => break,
            }
        }
    }

    async fn handle(&mut self, cmd: TourCmd) {
        match cmd {
            TourCmd::Join { peer, re } => {
                if let Err(r) = self.join(&peer, re.clone()).await {
                    peer.send(&r.reply(re));
                }
            }
            TourCmd::Leave { peer, re } => {
                if let Err(r) = self.leave(&peer, re.clone()).await {
                    peer.send(&r.reply(re));
                }
            }
            TourCmd::Watch { peer, re } => {
                self.attach(&peer);
                self.answer(&peer, re, Lines::All);
            }
            TourCmd::Opened { slot, game } => self.opened(slot, game),
            TourCmd::GameOver { game, outcome } => {
                self.tour.result(game, outcome);
                self.dirty = true;
                self.settle_ladder(Some(game)).await;
                self.advance().await;
            }
        }
    }

    /// A ladder's result `ended` rated, or every unrated one when a sweep
    /// is due, and its ratings read back; nothing for the other formats. A
    /// failed write is tried again, by a sweep, at the next result (nothing
    /// is lost: the games are stored).
    async fn settle_ladder(&mut self, ended: Option<GameId>) {
        if self.tour.new.format != TournamentFormat::Ladder {
            return;
        }
        let store = &self.shared.store;
        let id = self.tour.id;
        let rated = match ended.filter(|_| !self.sweep_due) {
            Some(game) => store.settle_ladder_game(id, game).await,
            None => store.settle_ladder(id).await,
        };
        match rated {
            Ok(_) => self.sweep_due = false,
            Err(e) => {
                self.sweep_due = true;
                tracing::warn!("the ladder: cannot rate its games: {e}");
            }
        }
        match store.ladder_ratings().await {
            Ok(all) => {
                self.tour.ladder = all.into_iter().map(|r| (r.name.clone(), r)).collect();
                self.dirty = true;
            }
            Err(e) => tracing::warn!("the ladder: cannot read its ratings: {e}"),
        }
    }

    // ----- requests -----

    fn attach(&mut self, peer: &Peer) {
        self.watchers.attach(peer);
    }

    fn answer(&self, peer: &Peer, re: Re, lines: Lines) {
        let mut info = self.tour.info();
        if lines == Lines::Top {
            info.standings.truncate(PUSHED_LINES);
        }
        peer.send(&Reply::answer(re, ServerMsg::Tournament(info)));
    }

    // ----- the clock and the pairings (joining and leaving are in
    // `entrants.rs`, a pairing's game in `pairings.rs`) -----

    async fn on_tick(&mut self) {
        self.advance().await;
        if self.dirty {
            self.push();
        }
    }

    /// Whether the tournament is big enough that its frames carry only the
    /// top lines and go out in slices.
    fn big(&self) -> bool {
        self.tour.entrants.len() > PUSHED_LINES
    }

    /// Starts, pairs and finishes as the clock and the results say.
    async fn advance(&mut self) {
        let now = epoch_ms();
        let t = &self.tour;
        match t.status {
            TournamentStatus::Waiting if now >= t.new.starts_at_ms => {
                self.set_status(TournamentStatus::Running, None).await;
                self.advance_running(now).await;
            }
            TournamentStatus::Running => self.advance_running(now).await,
            _ => {}
        }
    }

    async fn advance_running(&mut self, now: u64) {
        let t = &mut self.tour;
        let pairs = match t.new.format {
            TournamentFormat::Arena => {
                if t.new.ends_at_ms.is_some_and(|end| now >= end) {
                    if !t.games_in_flight() {
                        self.set_status(TournamentStatus::Finished, None).await;
                    }
                    return;
                }
                let hub = self.shared.hub.clone();
                let patience = self.shared.config.move_timeout;
                let began = Instant::now();
                let pairs = t.arena_pass(began, patience, |n| hub.is_online(n));
                self.shared.metrics.pairing_pass(began.elapsed());
                pairs
            }
            TournamentFormat::Ladder => {
                let hub = self.shared.hub.clone();
                let wait = self.shared.config.ladder_wait;
                let began = Instant::now();
                let pairs = t.ladder_pass(began, wait, |n| hub.is_online(n));
                self.shared.metrics.pairing_pass(began.elapsed());
                pairs
            }
            TournamentFormat::RoundRobin => {
                let (pairs, done) = t.round_robin_pass();
                if done {
                    self.set_status(TournamentStatus::Finished, Some(now)).await;
                    return;
                }
                pairs
            }
        };
        for (slot, first, second) in pairs {
            self.open(slot, first, second);
        }
    }

    async fn set_status(&mut self, status: TournamentStatus, ends_at_ms: Option<u64>) {
        let id = self.tour.id;
        let write = self
            .shared
            .store
            .set_tournament_status(id, status, ends_at_ms);
        match write.await {
            Ok(()) => {
                self.tour.status = status;
                if ends_at_ms.is_some() {
                    self.tour.new.ends_at_ms = ends_at_ms;
                }
                self.dirty = true;
                tracing::info!("tournament {id} is {}", status.as_str());
            }
            // Tried again on the next tick.
            Err(e) => tracing::warn!("tournament {id}: cannot store its status: {e}"),
        }
    }

    /// Makes the current frame, serialised once for every watcher, and
    /// sends it to all of them at once unless the tournament is big; a big
    /// one's slices take it round within a second.
    fn push(&mut self) {
        self.dirty = false;
        let mut info = self.tour.info();
        self.shared.tournaments.publish(info.clone());
        info.standings.truncate(PUSHED_LINES);
        let text = Utf8Bytes::from(Reply::push(ServerMsg::Tournament(info)).to_json());
        self.watchers.changed(text);
        if !self.big() {
            self.watchers.send_all();
        }
    }
}
