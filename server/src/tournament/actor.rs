//! A tournament's actor: one task per tournament, like a game's room. It
//! owns the tournament's state, answers its entrants and watchers, asks
//! the opener for each pairing's game ([`OpenAsk::Pairing`]) and learns
//! each result from the finishing room ([`TourCmd::GameOver`]), both as
//! messages, so it never waits on another actor. Frames are paced: a
//! change marks the tournament dirty and the next tick pushes one frame.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use chomp_protocol::{
    ErrorCode, FirstMover, GameId, GameStatus, Opponent, Reply, ServerMsg, Start, TournamentFormat,
    TournamentStatus,
};

use chomp_protocol::tournaments::MAX_ROUND_ROBIN_ENTRANTS;

use super::mailbox::{TourCmd, TourRx};
use super::state::{Entrant, Pairing, Tour};
use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::OpenAsk;
use crate::matchmaking::start_position;
use crate::model::{GameSpec, NewGame};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::shutdown::Shutdown;
use crate::store::{PairingOutcome, StoredEntrant};

/// How often the actor looks at the clock and pushes a pending frame.
const TICK: Duration = Duration::from_millis(250);

/// Most entrants of an arena.
pub const MAX_ARENA_ENTRANTS: usize = 10_000;

/// One tournament's actor.
pub struct Actor {
    tour: Tour,
    shared: Arc<Shared>,
    watchers: Vec<Peer>,
    dirty: bool,
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
            watchers: Vec::new(),
            dirty: true,
        }
    }

    pub async fn run(mut self, mut rx: TourRx, mut stop: Shutdown) {
        self.load_ratings().await;
        // Results a crash left unrated are rated now (see `store::ladder`).
        self.settle_ladder().await;
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tick.tick() => self.on_tick().await,
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
                self.answer(&peer, re);
            }
            TourCmd::Opened { slot, game } => self.opened(slot, game),
            TourCmd::GameOver { game, outcome } => {
                self.tour.result(game, outcome);
                self.dirty = true;
                self.settle_ladder().await;
                self.advance().await;
            }
        }
    }

    /// A ladder's results rated (each once, in game order) and its ratings
    /// read back; nothing for the other formats. A failed write is tried
    /// again at the next result (nothing is lost: the games are stored).
    async fn settle_ladder(&mut self) {
        if self.tour.new.format != TournamentFormat::Ladder {
            return;
        }
        let store = &self.shared.store;
        if let Err(e) = store.settle_ladder(self.tour.id).await {
            tracing::warn!("the ladder: cannot rate its games: {e}");
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
        self.watchers.retain(|w| !w.tx.is_closed());
        if !self.watchers.iter().any(|w| w.conn == peer.conn) {
            self.watchers.push(peer.clone());
        }
    }

    fn answer(&self, peer: &Peer, re: Re) {
        peer.send(&Reply::answer(re, ServerMsg::Tournament(self.tour.info())));
    }

    async fn join(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let t = &self.tour;
        let bad = |m: &str| Err(Refusal::new(ErrorCode::BadRequest, m));
        if t.status == TournamentStatus::Finished {
            return bad("This tournament is finished.");
        }
        if t.new.format == TournamentFormat::Ladder && !peer.bot {
            return bad(
                "Only bots play on the ladder: host one with `chomp bot --ladder`; anyone may watch it.",
            );
        }
        let known = t.entrant(&peer.name);
        if known.is_some_and(|i| !t.entrants[i].left) {
            return bad("You are in this tournament already.");
        }
        let round_robin = t.new.format == TournamentFormat::RoundRobin;
        if round_robin && t.status != TournamentStatus::Waiting {
            return bad("This round robin has started; it takes no new entrants.");
        }
        let most = if round_robin {
            MAX_ROUND_ROBIN_ENTRANTS
        } else {
            MAX_ARENA_ENTRANTS
        };
        if known.is_none() && t.entrants.len() >= most {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!("This tournament is full: it has {most} entrants."),
            ));
        }
        let guest = self.shared.guests.holds(&peer.name);
        let entrant = StoredEntrant {
            name: peer.name.clone(),
            hosted_bot: peer.bot,
            guest,
            ..StoredEntrant::default()
        };
        self.shared
            .store
            .put_entrant(t.id, entrant.clone())
            .await
            .map_err(Refusal::store_write)?;
        match known {
            Some(i) => {
                self.tour.entrants[i].left = false;
                self.tour.entrants[i].guest = guest;
            }
            None => {
                let mut e = Entrant::of(entrant);
                e.rating = self.rating_of(&e.name).await;
                e.guest = guest;
                self.tour.entrants.push(e);
            }
        }
        tracing::info!("{} joined tournament {}", peer.name, self.tour.id);
        self.attach(peer);
        self.dirty = true;
        self.answer(peer, re);
        self.advance().await;
        Ok(())
    }

    async fn leave(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let t = &self.tour;
        let bad = |m: &str| Err(Refusal::new(ErrorCode::BadRequest, m));
        if t.status == TournamentStatus::Finished {
            return bad("This tournament is finished.");
        }
        let Some(i) = t.entrant(&peer.name).filter(|i| !t.entrants[*i].left) else {
            return bad("You are not in this tournament.");
        };
        let store = &self.shared.store;
        if t.status == TournamentStatus::Waiting {
            store
                .remove_entrant(t.id, peer.name.clone())
                .await
                .map_err(Refusal::store_write)?;
            self.tour.entrants.remove(i);
        } else {
            let e = &t.entrants[i];
            let stored = StoredEntrant {
                name: e.name.clone(),
                level: e.level,
                hosted_bot: e.hosted_bot,
                left: true,
                guest: e.guest,
                ..StoredEntrant::default()
            };
            store
                .put_entrant(t.id, stored)
                .await
                .map_err(Refusal::store_write)?;
            self.tour.entrants[i].left = true;
        }
        tracing::info!("{} left tournament {}", peer.name, self.tour.id);
        self.dirty = true;
        self.answer(peer, re);
        Ok(())
    }

    async fn rating_of(&self, name: &str) -> f64 {
        match self.shared.store.record(name.to_string()).await {
            Ok(Some(r)) => r.rating,
            _ => 1500.0,
        }
    }

    async fn load_ratings(&mut self) {
        for i in 0..self.tour.entrants.len() {
            let rating = self.rating_of(&self.tour.entrants[i].name).await;
            self.tour.entrants[i].rating = rating;
        }
    }

    // ----- the clock and the pairings -----

    async fn on_tick(&mut self) {
        self.advance().await;
        if self.dirty {
            self.push();
        }
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

    /// Asks the opener for a pairing's game; the answer comes as
    /// [`TourCmd::Opened`].
    fn open(&mut self, slot: String, first: usize, second: usize) {
        let t = &self.tour;
        let n = &t.new;
        let spec = GameSpec {
            variant: n.variant,
            width: n.width,
            height: n.height,
            start: if n.start == "random" {
                Start::Random
            } else {
                Start::Full
            },
            first: FirstMover::Me,
            opponent: Opponent::Human,
        };
        let start = match start_position(&spec) {
            Ok(p) => p,
            Err(r) => {
                tracing::error!("tournament {}: no start position: {}", t.id, r.message);
                return;
            }
        };
        let seats = [
            Some(t.entrants[first].seat()),
            Some(t.entrants[second].seat()),
        ];
        let names = [&t.entrants[first].name, &t.entrants[second].name];
        let peers = self
            .watchers
            .iter()
            .filter(|w| names.contains(&&w.name) && !w.tx.is_closed())
            .cloned()
            .collect();
        let game = NewGame {
            variant: n.variant,
            width: n.width,
            height: n.height,
            start: start.to_string(),
            first: FirstMover::Me,
            seats,
            status: GameStatus::Playing,
            rated: rated_by_rules(n.width, n.height, &start),
            rematch_of: None,
            code: None,
        };
        let ask = OpenAsk::Pairing {
            tournament: t.id,
            slot: slot.clone(),
            game,
            peers,
        };
        if self.shared.opener.send(ask).is_ok() {
            self.tour.opening.insert(slot, [first, second]);
        }
    }

    fn opened(&mut self, slot: String, game: Option<GameId>) {
        let Some(seats) = self.tour.opening.remove(&slot) else {
            return;
        };
        if let Some(game) = game {
            let outcome = self
                .tour
                .early
                .remove(&game)
                .unwrap_or(PairingOutcome::Running);
            self.tour.add_pairing(Pairing {
                slot,
                game,
                seats,
                outcome,
            });
        }
        self.dirty = true;
    }

    /// Sends the current frame to every watcher still connected.
    fn push(&mut self) {
        self.dirty = false;
        let info = self.tour.info();
        self.shared.tournaments.publish(info.clone());
        self.watchers.retain(|w| !w.tx.is_closed());
        let reply = Reply::push(ServerMsg::Tournament(info));
        for w in &self.watchers {
            w.send(&reply);
        }
    }
}
