//! The shell around a match: the queue, the timers, bot scheduling and
//! broadcast. Every rule is in [`crate::game`]; this file only stores what
//! the match decides and delivers what it announces.

use std::sync::Arc;

use chomp_engine::Move;
use chomp_protocol::{ErrorCode, GameStatus, LobbyGame, Reply, ServerMsg};
use futures::future::BoxFuture;
use futures::stream::{FuturesUnordered, StreamExt};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::clock::{epoch_ms, now, sleep_until, split};
use crate::context::Shared;
use crate::game::rematch::RematchCheck;
use crate::game::{Change, Expiry, Join, Match, MoveCheck, MoveClock, Notice, Patience};
use crate::hints::{Ask, Standing};
use crate::mailbox::{GameRequest, OpenAsk, RoomCmd, RoomTx};
use crate::model::StoredGame;
use crate::peer::{self, Peer};
use crate::refusal::{Re, Refusal};
use crate::shutdown::Shutdown;

mod absence;
mod friends;

/// One room: the match and what it needs to reach the world.
pub struct Room {
    game: Match<Peer>,
    shared: Arc<Shared>,
    patience: Patience,
    /// Resolve with a connection's id when it ends, one per watcher.
    departures: FuturesUnordered<BoxFuture<'static, u64>>,
    /// Connections `departures` already waits for.
    awaited: std::collections::HashSet<u64>,
    bot_thinking: bool,
    exit: bool,
    /// The game's ply and status, for hints searches waiting off the
    /// queue: one whose game has changed is dropped before it runs.
    standing: watch::Sender<Standing>,
    /// Which seats' players attended the running game in the last full
    /// state sent, so that a change (a player leaving or coming back) is
    /// pushed to everyone at once.
    presence_sent: [bool; 2],
    tx: RoomTx,
    shutdown: Shutdown,
    /// A private game's code: shown to its players, needed to join.
    code: Option<String>,
}

impl Room {
    pub fn restore(
        shared: Arc<Shared>,
        stored: StoredGame,
        tx: RoomTx,
        shutdown: Shutdown,
    ) -> Result<Room, String> {
        let cfg = &shared.config;
        let patience = Patience {
            abandon_after: cfg.abandon_after,
            keep_finished: cfg.keep_finished,
        };
        let clock = (!cfg.move_timeout.is_zero()).then(|| MoveClock {
            timeout: cfg.move_timeout,
            anchor: (now(), epoch_ms()),
        });
        // A private game is known as one before its room is listed.
        let code = shared.hub.hide_game(stored.id, stored.code.clone());
        let game = Match::restore(stored, now())?.with_clock(clock);
        let (standing, _) = watch::channel((game.ply(), game.status()));
        let presence_sent = game.presence();
        Ok(Room {
            game,
            standing,
            shared,
            patience,
            departures: FuturesUnordered::new(),
            awaited: Default::default(),
            bot_thinking: false,
            exit: false,
            presence_sent,
            tx,
            shutdown,
            code,
        })
    }

    pub fn summary(&self) -> LobbyGame {
        self.game.summary()
    }

    pub async fn run(mut self, mut rx: mpsc::Receiver<RoomCmd>, first: Option<RoomCmd>) {
        let mut stop = self.shutdown.clone();
        if let Some(cmd) = first {
            self.handle(cmd).await;
        }
        self.schedule_bot();
        while !self.exit {
            let deadline = self.game.next_deadline(&self.patience);
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                Some(conn) = self.departures.next(), if !self.departures.is_empty() => {
                    self.awaited.remove(&conn);
                    self.detach(conn);
                }
                _ = sleep_until(deadline) => self.on_deadline().await,
                _ = stop.signalled() => {
                    self.pause_clock().await;
                    break;
                }
            }
        }
        self.shared.hub.remove_room(self.game.id(), &self.tx);
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Request { peer, re, req } => self.request(peer, re, req).await,
            RoomCmd::BotMove { ply, mv } => self.bot_move(ply, mv).await,
            RoomCmd::Release => self.release(),
            RoomCmd::Rematched(game) => self.game.rematched(game),
            #[cfg(test)]
            RoomCmd::Crash => panic!("room {} crashed on purpose", self.game.id()),
        }
    }

    /// A client's request, from this node or another; a refusal is
    /// answered with the request's `re`.
    async fn request(&mut self, peer: Peer, re: Re, req: GameRequest) {
        let done = match req {
            GameRequest::Join { bot, code } => self.join(&peer, bot, code, re.clone()).await,
            GameRequest::Watch => self.watch(&peer, re.clone()),
            GameRequest::Unwatch => {
                self.detach(peer.conn);
                let game = Some(self.game.id());
                peer.send(&Reply::answer(re.clone(), ServerMsg::Unwatched { game }));
                Ok(())
            }
            GameRequest::Move { ply, mv } => self.human_move(&peer, re.clone(), ply, mv).await,
            GameRequest::Resign => self.resign(&peer, re.clone()).await,
            GameRequest::Hints => self.hints(&peer, re.clone()),
            GameRequest::Rematch => self.rematch(&peer, re.clone()),
            GameRequest::CreatorLeft => {
                self.cancel_deserted().await;
                Ok(())
            }
            GameRequest::Chat { text } => self.chat(&peer, re.clone(), text),
        };
        if let Err(r) = done {
            peer.send(&r.reply(re));
        }
    }

    // ----- watchers -----

    /// Stops without writing anything (this node lost the game); the
    /// watchers connected here follow the game to its next node.
    fn release(&mut self) {
        if let Some(placement) = self.shared.placement() {
            let id = self.game.id();
            for w in self.game.watchers() {
                if !peer::is_remote_conn(w.conn) {
                    placement.follow(id, w);
                }
            }
        }
        self.exit = true;
    }

    fn attach(&mut self, peer: &Peer) {
        if self.awaited.insert(peer.conn) {
            let (conn, closed) = (peer.conn, peer.tx.closed());
            self.departures.push(Box::pin(async move {
                closed.await;
                conn
            }));
        }
        self.game.attach(peer.clone(), now());
    }

    /// A connection stops watching (it said so, or it ended); a rematch
    /// offer lapses when it was a player's last one.
    fn detach(&mut self, conn: u64) {
        let name = self
            .game
            .watchers()
            .find(|w| w.conn == conn)
            .map(|w| w.name.clone());
        self.game.detach(conn, now());
        if let Some(frame) = name.and_then(|n| self.game.lapse_offer(&n)) {
            self.broadcast(frame, None);
        }
        let _ = self.push_presence(None);
    }

    /// Pushes the full state to every watcher when a player of the running
    /// game left or came back since the last one: their `connected` and
    /// `away_until_ms` changed.
    /// Returns whether it pushed.
    /// `requester`'s copy answers its request.
    fn push_presence(&mut self, requester: Option<(u64, Re)>) -> bool {
        let changed =
            self.game.status() == GameStatus::Playing && self.game.presence() != self.presence_sent;
        if changed {
            self.announce(vec![Notice::StateToAll], requester);
        }
        changed
    }

    /// Answers `peer`, just attached, with its state: with everyone's when
    /// its coming changed who is there.
    fn answer_state(&mut self, peer: &Peer, re: Re) {
        if !self.push_presence(Some((peer.conn, re.clone()))) {
            peer.send(&Reply::answer(
                re,
                ServerMsg::Game(self.state_for(&peer.name)),
            ));
        }
    }

    /// A seated player who reconnected and sends a game request without
    /// `watch` first gets the full state before the answer.
    fn ensure_attached(&mut self, peer: &Peer) {
        if self.game.needs_attaching(peer) {
            self.attach(peer);
            // Everyone's state, the returning player's included, when
            // their coming back changed it; else only theirs.
            self.answer_state(peer, None);
        }
    }

    fn state_for(&self, name: &str) -> chomp_protocol::GameState {
        let hub = &self.shared.hub;
        let mut state = self.game.state_for(name, |n| hub.is_online(n));
        if self.game.has_hard_bot() {
            let (variant, w, h) = self.game.board();
            state.perfect = Some(self.shared.bots.perfect_on(variant, w, h));
        }
        state.code = self.code_for(&state);
        let (at, ms) = (now(), epoch_ms());
        let to_epoch =
            |t: std::time::Instant| ms + t.saturating_duration_since(at).as_millis() as u64;
        state.away_until_ms = self
            .game
            .away_until(self.patience.abandon_after)
            .map(|until| Box::new(until.map(|u| u.map(to_epoch))));
        state.tournament = self.shared.tournaments.tournament_of(self.game.id());
        state
    }

    // ----- requests -----

    fn watch(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        self.check_private_watch(&peer.name)?;
        let most = self.shared.config.max_spectators;
        self.game.check_spectator_room(peer, most)?;
        self.attach(peer);
        self.answer_state(peer, re);
        Ok(())
    }

    /// `bot`: the joiner is a hosted bot (its hello said so).
    async fn join(
        &mut self,
        peer: &Peer,
        bot: bool,
        code: Option<String>,
        re: Re,
    ) -> Result<(), Refusal> {
        self.check_code(&peer.name, code)?;
        match self.game.join(&peer.name, bot, rand::random::<bool>())? {
            Join::Rejoin => {
                self.attach(peer);
                self.answer_state(peer, re);
                Ok(())
            }
            Join::Start(Change::Start { mut seats, rated }) => {
                self.shared.guests.mark(&mut seats);
                let rated = crate::repeats::rated_at_start(&self.shared, &seats, rated).await?;
                let change = Change::Start { seats, rated };
                self.store(&change).await?;
                let notices = self.game.apply(change, now());
                self.attach(peer);
                self.announce(notices, Some((peer.conn, re)));
                Ok(())
            }
            Join::Start(_) => Err(Refusal::internal("a join that starts nothing")),
        }
    }

    async fn human_move(&mut self, peer: &Peer, re: Re, ply: u32, mv: Move) -> Result<(), Refusal> {
        let seat = self
            .game
            .seat_of(&peer.name)
            .ok_or_else(Refusal::not_a_player)?;
        self.ensure_attached(peer);
        match self.game.check_move(seat, ply, mv)? {
            MoveCheck::Resend(ply) => {
                peer.send(&Reply::answer(re, self.game.moved_frame(ply)));
                Ok(())
            }
            MoveCheck::Play(change) => {
                let started = now();
                self.commit(change, Some((peer.conn, re))).await?;
                self.shared.metrics.move_stored(started.elapsed());
                Ok(())
            }
        }
    }

    async fn resign(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let seat = self
            .game
            .seat_of(&peer.name)
            .ok_or_else(Refusal::not_a_player)?;
        self.ensure_attached(peer);
        let change = self.game.resign(seat)?;
        self.commit(change, Some((peer.conn, re))).await
    }

    /// A rematch: against a bot it opens at once; between people the first
    /// request is an offer the watchers are told of, and the opponent's
    /// request accepts it, opening one game with both seats taken. The
    /// opener opens either; this room waits for neither.
    fn rematch(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let check = self.game.check_rematch(&peer.name)?;
        self.ensure_attached(peer);
        match check {
            RematchCheck::Open(spec) => {
                let peer = peer.clone();
                self.ask_opener(OpenAsk::BotRematch { peer, re, spec })?;
            }
            RematchCheck::Offer { by, fresh: true } => {
                let frame = self.game.offer_rematch(by);
                self.broadcast(frame, Some((peer.conn, re)));
            }
            RematchCheck::Offer { by, fresh: false } => {
                let frame = ServerMsg::RematchOffer {
                    game: self.game.id(),
                    by,
                    lapsed: false,
                };
                peer.send(&Reply::answer(re, frame));
            }
            RematchCheck::Accept { spec, seats } => {
                let offerer = self.game.open_offer().and_then(|s| self.game.seat_name(s));
                let offerers = self
                    .game
                    .watchers()
                    .filter(|w| Some(&w.name) == offerer.as_ref())
                    .cloned()
                    .collect();
                self.ask_opener(OpenAsk::Agreed {
                    from: self.game.id(),
                    room: self.tx.clone(),
                    spec,
                    seats,
                    accepter: peer.clone(),
                    re,
                    offerers,
                })?;
                self.game.opening_rematch();
            }
        }
        Ok(())
    }

    fn ask_opener(&self, ask: OpenAsk) -> Result<(), Refusal> {
        self.shared.opener.send(ask).map_err(|_| Refusal::closing())
    }

    /// Checks the request here, then leaves the search to its own task:
    /// the room answers nothing slow, so a move is never queued behind it.
    fn hints(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        self.game.check_hints(&peer.name)?;
        self.ensure_attached(peer);
        let ask = Ask {
            peer: peer.clone(),
            re,
            game: self.game.id(),
            pos: self.game.position().clone(),
            standing: self.publish_standing(),
            progress: self.standing.subscribe(),
        };
        crate::hints::answer(&self.shared.hints, ask);
        Ok(())
    }

    /// Tells waiting hints searches where the game stands now (every
    /// applied change passes here, through `announce`).
    fn publish_standing(&self) -> Standing {
        let now = (self.game.ply(), self.game.status());
        self.standing.send_if_modified(|s| {
            let changed = *s != now;
            *s = now;
            changed
        });
        now
    }

    // ----- bots -----

    async fn bot_move(&mut self, ply: u32, mv: Option<Move>) {
        self.bot_thinking = false;
        if self.game.status() != GameStatus::Playing || ply != self.game.ply() {
            return;
        }
        let id = self.game.id();
        let Some(mv) = mv else {
            tracing::error!("game {id}: the bot found no move at ply {ply}");
            return;
        };
        let started = now();
        let played = match self.game.play(mv) {
            Ok(change) => self.commit(change, None).await,
            Err(r) => Err(r),
        };
        if played.is_ok() {
            self.shared.metrics.move_stored(started.elapsed());
        }
        if let Err(r) = played {
            tracing::error!(
                "game {id}: the bot's move was refused ({}): {}",
                r.code,
                r.message
            );
            if r.code == ErrorCode::Internal {
                // The database refused; try again after the usual delay.
                self.schedule_bot();
            }
        }
    }

    fn schedule_bot(&mut self) {
        if self.bot_thinking {
            return;
        }
        let Some(level) = self.game.bot_to_move() else {
            return;
        };
        self.bot_thinking = true;
        let (pos, ply) = (self.game.position().clone(), self.game.ply());
        let (bots, tx) = (self.shared.bots.clone(), self.tx.clone());
        // The search waits its turn charged to the address of the player
        // the bot plays, and gives the turn up if the game ends first.
        let opponent = self.game.seat_name(1 - self.game.to_move());
        let tenant = bots.tenants.of(opponent.as_deref().unwrap_or_default());
        let mut standing = self.standing.subscribe();
        tokio::spawn(async move {
            if !bots.delay.is_zero() {
                tokio::time::sleep(bots.delay).await;
            }
            let mv = tokio::select! {
                mv = bots.choose(tenant, pos, level) => mv,
                _ = standing.wait_for(|s| s.0 > ply || s.1 == GameStatus::Finished) => return,
            };
            let _ = tx.send(RoomCmd::BotMove { ply, mv }).await;
        });
    }

    // ----- deadlines -----

    async fn on_deadline(&mut self) {
        let hub = self.shared.hub.clone();
        let expiry = self
            .game
            .expire(now(), &self.patience, |name| hub.is_online(name));
        let id = self.game.id();
        match expiry {
            Expiry::Nothing => {}
            Expiry::Evict => self.exit = true,
            Expiry::Due { seat, change } => {
                if let Err(e) = self.store(&change).await {
                    tracing::error!("game {id}: cannot record an absence: {}", e.message);
                    self.game.retry_later(seat, now());
                    return;
                }
                match &change {
                    Change::Cancel => tracing::info!("game {id} cancelled: its creator left"),
                    Change::Finish(f) if f.reason == chomp_protocol::OverReason::Timeout => {
                        tracing::info!("game {id}: seat {seat} ran out of time")
                    }
                    _ => tracing::info!("game {id}: seat {seat} left ({:?})", change),
                }
                let notices = self.game.apply(change, now());
                self.announce(notices, None);
            }
        }
    }

    // ----- store, apply, announce -----

    /// Writes a change; nothing is applied unless this succeeded. The
    /// write owns what it needs, so the room is not borrowed across it.
    fn store(&self, change: &Change) -> impl std::future::Future<Output = Result<(), Refusal>> {
        let (store, id) = (&self.shared.store, self.game.id());
        let write = match change {
            Change::Start { seats, rated } => store.start_game(id, seats.clone(), *rated),
            Change::Play { record, finish, .. } => store.record_move(id, record.clone(), *finish),
            Change::Finish(f) => store.finish_game(id, *f),
            Change::Cancel => store.cancel_game(id),
        };
        let shared = self.shared.clone();
        async move {
            let started = now();
            let written = write.await.map_err(Refusal::store_write);
            shared.metrics.store_committed(started.elapsed());
            written
        }
    }

    /// Stores, applies and announces a change caused by a request (or a bot).
    async fn commit(
        &mut self,
        change: Change,
        requester: Option<(u64, Re)>,
    ) -> Result<(), Refusal> {
        self.store(&change).await?;
        let notices = self.game.apply(change, now());
        self.announce(notices, requester);
        self.schedule_bot();
        Ok(())
    }

    /// Delivers the notices of an applied change. The requester's copy of
    /// the first frame answers its request (carries `re`).
    fn announce(&mut self, notices: Vec<Notice>, requester: Option<(u64, Re)>) {
        self.publish_standing();
        let mut requester = requester;
        for notice in notices {
            match notice {
                Notice::Broadcast(msg) => self.broadcast(msg, requester.take()),
                Notice::StateToAll => {
                    self.presence_sent = self.game.presence();
                    let (req_conn, re) = split(requester.take());
                    for w in self.game.watchers() {
                        let r = if Some(w.conn) == req_conn {
                            re.clone()
                        } else {
                            None
                        };
                        w.send(&Reply::answer(r, ServerMsg::Game(self.state_for(&w.name))));
                    }
                }
                Notice::Listing => self.shared.hub.update_room(self.game.summary()),
                Notice::Finished => {
                    self.shared.hub.totals_changed();
                    self.shared.analyses.finished(self.game.id());
                    // A tournament's pairing: its actor is told, not awaited.
                    let (winner, reason) = self.game.result();
                    self.shared
                        .tournaments
                        .game_over(self.game.id(), winner, reason);
                }
                Notice::Closed => self.exit = true,
            }
        }
    }

    /// Sends a frame to every watcher; the requester's copy carries `re`.
    fn broadcast(&self, msg: ServerMsg, requester: Option<(u64, Re)>) {
        let (req_conn, re) = split(requester);
        let reply = Reply::push(msg);
        let text = Utf8Bytes::from(reply.to_json());
        for w in self.game.watchers() {
            if Some(w.conn) == req_conn && re.is_some() {
                w.send(&Reply::answer(re.clone(), reply.msg.clone()));
            } else {
                peer::send_text(&w.tx, text.clone());
            }
        }
    }
}
