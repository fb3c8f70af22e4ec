//! One match: an actor task that owns the game's state and is the only
//! thing that ever changes it. Commands arrive on a channel; each accepted
//! move is written to the database before `moved` goes out; bots and hints
//! run on the blocking pool; a seat left empty too long loses by abandon.

use std::collections::HashMap;
use std::sync::Arc;

use chomp_engine::{Position, Variant, Winner};
use chomp_protocol::{
    ErrorCode, GameId, GameState, GameStatus, LobbyGame, MoveRecord, OverReason, Reply, ServerMsg,
};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::context::Shared;
use crate::matchmaking;
use crate::peer::{self, Outbox, Peer};
use crate::shutdown::Shutdown;
use crate::store::{FinishedGame, GameRow, SeatRow};

/// The `id` of the request being answered.
pub type Re = Option<Value>;

/// A refusal: the error code and a sentence for a person.
pub type Refusal = (ErrorCode, String);

/// How many commands may wait for a room.
const ROOM_QUEUE: usize = 256;

/// A crashed room is reloaded from the database at most this many times.
const MAX_RESTARTS: u32 = 3;

/// What a room can be asked to do.
#[derive(Debug)]
pub enum RoomCmd {
    Join {
        peer: Peer,
        re: Re,
    },
    Watch {
        peer: Peer,
        re: Re,
    },
    Unwatch {
        conn: u64,
        tx: Outbox,
        re: Re,
    },
    Move {
        peer: Peer,
        re: Re,
        ply: u32,
        row: u32,
        col: u32,
    },
    Resign {
        peer: Peer,
        re: Re,
    },
    Hints {
        peer: Peer,
        re: Re,
    },
    /// The settings of a new game like this finished one, for `name`.
    Rematch {
        name: String,
        reply: oneshot::Sender<Result<matchmaking::GameSpec, Refusal>>,
    },
    /// A connection closed.
    Left {
        conn: u64,
    },
    /// The bot's search for `ply` finished.
    BotMove {
        ply: u32,
        cell: Option<(usize, usize)>,
    },
    /// Unit tests only: make the room panic, to check that only it is affected.
    #[cfg(test)]
    Crash,
}

/// Starts the actor of a stored game and lists it in the lobby; returns its
/// channel (or the channel of the room already running for that id).
pub fn spawn_room(
    shared: &Arc<Shared>,
    row: GameRow,
    shutdown: Shutdown,
    restarts: u32,
) -> Option<mpsc::Sender<RoomCmd>> {
    spawn_room_with(shared, row, shutdown, restarts, None)
}

/// Like [`spawn_room`], with a command handled before anything else (the
/// creator's `watch`, so the `game` frame precedes a bot's first `moved`).
pub fn spawn_room_with(
    shared: &Arc<Shared>,
    row: GameRow,
    shutdown: Shutdown,
    restarts: u32,
    first: Option<RoomCmd>,
) -> Option<mpsc::Sender<RoomCmd>> {
    let id = row.id;
    let (tx, rx) = mpsc::channel(ROOM_QUEUE);
    let room = match Room::from_row(shared.clone(), row, tx.clone(), shutdown.clone()) {
        Ok(room) => room,
        Err(e) => {
            tracing::error!("cannot restore game {id}: {e}");
            return None;
        }
    };
    if !shared.hub.register_room(tx.clone(), room.summary()) {
        return shared.hub.room(id);
    }
    let task = tokio::spawn(room.run(rx, first));
    let (shared, room_tx) = (shared.clone(), tx.clone());
    tokio::spawn(async move {
        let Err(e) = task.await else { return };
        if !e.is_panic() {
            return;
        }
        // A panic ends only this match; the database still holds every accepted move.
        tracing::error!("game {id} crashed: {e}");
        shared.hub.remove_room(id, &room_tx);
        if restarts >= MAX_RESTARTS || shutdown.is_signalled() {
            return;
        }
        match shared.store.load_game(id).await {
            Ok(Some(row)) => {
                tracing::info!("reloading game {id} from the database");
                spawn_room(&shared, row, shutdown, restarts + 1);
            }
            Ok(None) => {}
            Err(e) => tracing::error!("cannot reload game {id}: {e}"),
        }
    });
    Some(tx)
}

/// The state of one match.
struct Room {
    id: GameId,
    shared: Arc<Shared>,
    variant: Variant,
    width: u32,
    height: u32,
    start_text: String,
    start: Position,
    pos: Position,
    first: String,
    seats: [Option<SeatRow>; 2],
    moves: Vec<MoveRecord>,
    status: GameStatus,
    winner: Option<u8>,
    reason: Option<OverReason>,
    watchers: HashMap<u64, Peer>,
    /// When each human seat lost its last attached connection.
    unattended_since: [Option<Instant>; 2],
    /// When a finished room lost its last watcher.
    idle_since: Option<Instant>,
    bot_thinking: bool,
    exit: bool,
    tx: mpsc::Sender<RoomCmd>,
    shutdown: Shutdown,
}

impl Room {
    fn from_row(
        shared: Arc<Shared>,
        row: GameRow,
        tx: mpsc::Sender<RoomCmd>,
        shutdown: Shutdown,
    ) -> Result<Room, String> {
        let variant: Variant = row
            .variant
            .parse()
            .map_err(|_| format!("unknown variant '{}'", row.variant))?;
        let start = Position::parse(variant, row.width as usize, row.height as usize, &row.start)
            .map_err(|e| format!("bad start position: {e}"))?;
        let mut pos = start.clone();
        for (i, m) in row.moves.iter().enumerate() {
            if m.ply as usize != i || m.seat as usize != i % 2 {
                return Err(format!("move {i} is out of order"));
            }
            pos.play(m.row as usize, m.col as usize)
                .map_err(|e| format!("stored move {i} is illegal: {e}"))?;
        }
        let now = Instant::now();
        let unattended_since = [0, 1].map(|s| match &row.seats[s] {
            Some(SeatRow { level: None, .. }) => Some(now),
            _ => None,
        });
        Ok(Room {
            id: row.id,
            shared,
            variant,
            width: row.width,
            height: row.height,
            start_text: row.start,
            start,
            pos,
            first: row.first,
            seats: row.seats,
            moves: row.moves,
            status: row.status,
            winner: row.winner,
            reason: row.reason,
            watchers: HashMap::new(),
            unattended_since,
            idle_since: (row.status == GameStatus::Finished).then_some(now),
            bot_thinking: false,
            exit: false,
            tx,
            shutdown,
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<RoomCmd>, first: Option<RoomCmd>) {
        let mut stop = self.shutdown.clone();
        if let Some(cmd) = first {
            self.handle(cmd).await;
        }
        self.schedule_bot();
        while !self.exit {
            let deadline = self.next_deadline();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = sleep_until(deadline) => self.on_deadline().await,
                _ = stop.signalled() => break,
            }
        }
        self.shared.hub.remove_room(self.id, &self.tx);
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join { peer, re } => {
                if let Err((code, msg)) = self.join(&peer, re.clone()).await {
                    peer.send(&Reply::error(re, code, msg));
                }
            }
            RoomCmd::Watch { peer, re } => {
                if let Err((code, msg)) = self.check_spectator_room(&peer) {
                    peer.send(&Reply::error(re, code, msg));
                    return;
                }
                self.attach(&peer);
                peer.send(&Reply::answer(
                    re,
                    ServerMsg::Game(self.state_for(&peer.name)),
                ));
            }
            RoomCmd::Unwatch { conn, tx, re } => {
                self.detach(conn);
                peer::send(
                    &tx,
                    &Reply::answer(
                        re,
                        ServerMsg::Unwatched {
                            game: Some(self.id),
                        },
                    ),
                );
            }
            RoomCmd::Move {
                peer,
                re,
                ply,
                row,
                col,
            } => {
                if let Err((code, msg)) = self.human_move(&peer, re.clone(), ply, row, col).await {
                    peer.send(&Reply::error(re, code, msg));
                }
            }
            RoomCmd::Resign { peer, re } => {
                if let Err((code, msg)) = self.resign(&peer, re.clone()).await {
                    peer.send(&Reply::error(re, code, msg));
                }
            }
            RoomCmd::Hints { peer, re } => {
                if let Err((code, msg)) = self.hints(&peer, re.clone()).await {
                    peer.send(&Reply::error(re, code, msg));
                }
            }
            RoomCmd::Rematch { name, reply } => {
                let _ = reply.send(self.rematch(&name));
            }
            RoomCmd::Left { conn } => self.detach(conn),
            RoomCmd::BotMove { ply, cell } => self.bot_move(ply, cell).await,
            #[cfg(test)]
            RoomCmd::Crash => panic!("room {} crashed on purpose", self.id),
        }
    }

    // ----- seats and watchers -----

    fn seat_of(&self, name: &str) -> Option<u8> {
        (0..2u8).find(|&s| {
            matches!(&self.seats[s as usize], Some(SeatRow { name: n, level: None }) if n == name)
        })
    }

    fn has_bot(&self) -> bool {
        self.seats
            .iter()
            .any(|s| matches!(s, Some(SeatRow { level: Some(_), .. })))
    }

    fn to_move(&self) -> u8 {
        (self.moves.len() % 2) as u8
    }

    /// Spectators are bounded per game so that one game cannot make every
    /// move cost an unbounded fan-out; players always get in.
    fn check_spectator_room(&self, peer: &Peer) -> Result<(), (ErrorCode, String)> {
        if self.seat_of(&peer.name).is_some() || self.watchers.contains_key(&peer.conn) {
            return Ok(());
        }
        let spectators = self
            .watchers
            .values()
            .filter(|p| self.seat_of(&p.name).is_none())
            .count();
        let limit = self.shared.config.max_spectators;
        if spectators >= limit {
            return Err((
                ErrorCode::LimitReached,
                format!(
                    "Game {} already has {limit} spectators, the most allowed.",
                    self.id
                ),
            ));
        }
        Ok(())
    }

    fn attach(&mut self, peer: &Peer) {
        self.watchers.insert(peer.conn, peer.clone());
        self.idle_since = None;
        self.update_attendance();
    }

    fn detach(&mut self, conn: u64) {
        if self.watchers.remove(&conn).is_some() {
            self.update_attendance();
            if self.watchers.is_empty() && self.status == GameStatus::Finished {
                self.idle_since = Some(Instant::now());
            }
        }
    }

    /// A seated player who reconnected and sends a game request without
    /// `watch` first gets the full state before the answer.
    fn ensure_attached(&mut self, peer: &Peer) {
        if self.seat_of(&peer.name).is_some() && !self.watchers.contains_key(&peer.conn) {
            self.attach(peer);
            peer.send(&Reply::push(ServerMsg::Game(self.state_for(&peer.name))));
        }
    }

    fn update_attendance(&mut self) {
        // A connection that ended without saying so is gone all the same.
        self.watchers.retain(|_, p| !p.tx.is_closed());
        for s in 0..2 {
            let Some(SeatRow { name, level: None }) = &self.seats[s] else {
                self.unattended_since[s] = None;
                continue;
            };
            let attended = self.watchers.values().any(|p| &p.name == name);
            if attended {
                self.unattended_since[s] = None;
            } else if self.unattended_since[s].is_none() {
                self.unattended_since[s] = Some(Instant::now());
            }
        }
    }

    // ----- deadlines: abandonment, cancelling, eviction -----

    fn next_deadline(&self) -> Option<Instant> {
        let cfg = &self.shared.config;
        match self.status {
            GameStatus::Playing => self
                .unattended_since
                .iter()
                .flatten()
                .min()
                .map(|t| *t + cfg.abandon_after),
            GameStatus::Waiting => self.unattended_since[0].map(|t| t + cfg.abandon_after),
            GameStatus::Finished => self.idle_since.map(|t| t + cfg.keep_finished),
        }
    }

    async fn on_deadline(&mut self) {
        let now = Instant::now();
        let patience = self.shared.config.abandon_after;
        match self.status {
            GameStatus::Finished => self.exit = true,
            GameStatus::Waiting => {
                if self.postpone_if_online(0, now) {
                    return;
                }
                match self.shared.store.cancel_game(self.id).await {
                    Ok(()) => {
                        tracing::info!("game {} cancelled: its creator left", self.id);
                        self.exit = true;
                    }
                    Err(e) => {
                        tracing::error!("cannot cancel game {}: {e}", self.id);
                        self.unattended_since[0] = Some(now);
                    }
                }
            }
            GameStatus::Playing => {
                let Some(seat) = (0..2)
                    .filter(|&s| self.unattended_since[s].is_some_and(|t| t + patience <= now))
                    .min_by_key(|&s| self.unattended_since[s])
                else {
                    return;
                };
                if self.postpone_if_online(seat, now) {
                    return;
                }
                // Ratings move only if both players had made a move.
                let rated = self.moves.len() >= 2;
                let finish = FinishedGame {
                    winner: 1 - seat as u8,
                    reason: OverReason::Abandon,
                    rated,
                };
                if let Err(e) = self.shared.store.finish_game(self.id, finish).await {
                    tracing::error!("cannot record the abandonment of game {}: {e}", self.id);
                    self.unattended_since[seat] = Some(now);
                    return;
                }
                tracing::info!("game {}: seat {seat} abandoned", self.id);
                self.apply_finish(finish, None);
            }
        }
    }

    /// A player who is online (on another screen of the client) has not
    /// left: the clock starts again.
    fn postpone_if_online(&mut self, seat: usize, now: Instant) -> bool {
        let online = match &self.seats[seat] {
            Some(s) => self.shared.hub.is_online(&s.name),
            None => false,
        };
        if online {
            self.unattended_since[seat] = Some(now);
        }
        online
    }

    // ----- requests -----

    async fn join(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        match self.status {
            GameStatus::Finished => return Err(game_over()),
            GameStatus::Playing if self.seat_of(&peer.name).is_some() => {
                self.attach(peer);
                peer.send(&Reply::answer(
                    re,
                    ServerMsg::Game(self.state_for(&peer.name)),
                ));
                return Ok(());
            }
            GameStatus::Playing => {
                return Err((
                    ErrorCode::SeatTaken,
                    "Both seats of this game are taken.".into(),
                ))
            }
            GameStatus::Waiting => {}
        }
        let Some(creator) = self.seats[0].clone() else {
            return Err(internal("the open game has no creator"));
        };
        if creator.name == peer.name {
            return Err((ErrorCode::SeatTaken, "You already sit in this game.".into()));
        }
        let joiner = SeatRow::human(&peer.name);
        let creator_first = match self.first.as_str() {
            "me" => true,
            "opponent" => false,
            _ => rand::random::<bool>(),
        };
        let seats = if creator_first {
            [Some(creator), Some(joiner)]
        } else {
            [Some(joiner), Some(creator)]
        };
        self.shared
            .store
            .start_game(self.id, seats.clone())
            .await
            .map_err(store_failed)?;
        self.seats = seats;
        self.status = GameStatus::Playing;
        self.attach(peer);
        self.shared.hub.update_room(self.summary());
        for w in self.watchers.values() {
            let r = if w.conn == peer.conn {
                re.clone()
            } else {
                None
            };
            w.send(&Reply::answer(r, ServerMsg::Game(self.state_for(&w.name))));
        }
        Ok(())
    }

    async fn human_move(
        &mut self,
        peer: &Peer,
        re: Re,
        ply: u32,
        row: u32,
        col: u32,
    ) -> Result<(), Refusal> {
        let Some(seat) = self.seat_of(&peer.name) else {
            return Err((ErrorCode::NotAPlayer, "You do not sit in this game.".into()));
        };
        self.ensure_attached(peer);
        if let Some(m) = self.moves.get(ply as usize) {
            if m.seat == seat && m.row == row && m.col == col {
                // A resend after a lost acknowledgement: the same answer again.
                let frame = self.moved_frame(ply as usize);
                peer.send(&Reply::answer(re, frame));
                return Ok(());
            }
            return Err((
                ErrorCode::StalePly,
                format!(
                    "Ply {ply} was already played; the game is at ply {}.",
                    self.moves.len()
                ),
            ));
        }
        match self.status {
            GameStatus::Finished => return Err(game_over()),
            GameStatus::Waiting => {
                return Err((
                    ErrorCode::NotYourTurn,
                    "The game waits for a second player.".into(),
                ))
            }
            GameStatus::Playing => {}
        }
        if ply as usize != self.moves.len() {
            return Err((
                ErrorCode::StalePly,
                format!("Ply {ply} is not the current ply {}.", self.moves.len()),
            ));
        }
        if seat != self.to_move() {
            return Err((ErrorCode::NotYourTurn, "It is your opponent's turn.".into()));
        }
        self.play(seat, row, col, Some((peer.conn, re))).await
    }

    /// Checks, stores, applies and announces a move of `seat`.
    async fn play(
        &mut self,
        seat: u8,
        row: u32,
        col: u32,
        requester: Option<(u64, Re)>,
    ) -> Result<(), Refusal> {
        let mut next = self.pos.clone();
        let outcome = next.play(row as usize, col as usize).map_err(|e| {
            (
                ErrorCode::IllegalMove,
                format!("That move is not possible: {e}."),
            )
        })?;
        let record = MoveRecord {
            ply: self.moves.len() as u32,
            seat,
            row,
            col,
            removed: outcome.removed as u32,
        };
        let finish = outcome.over.map(|w| FinishedGame {
            winner: match w {
                Winner::Mover => seat,
                Winner::Opponent => 1 - seat,
            },
            reason: OverReason::Normal,
            rated: true,
        });
        self.shared
            .store
            .record_move(self.id, record.clone(), finish)
            .await
            .map_err(store_failed)?;
        self.pos = next;
        self.moves.push(record);
        let frame = self.moved_frame(self.moves.len() - 1);
        self.broadcast(frame, requester.clone());
        match finish {
            Some(f) => self.apply_finish(f, None),
            None => self.schedule_bot(),
        }
        Ok(())
    }

    async fn resign(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let Some(seat) = self.seat_of(&peer.name) else {
            return Err((ErrorCode::NotAPlayer, "You do not sit in this game.".into()));
        };
        self.ensure_attached(peer);
        match self.status {
            GameStatus::Finished => return Err(game_over()),
            GameStatus::Waiting => {
                return Err((
                    ErrorCode::NotYourTurn,
                    "The game has not started yet.".into(),
                ))
            }
            GameStatus::Playing => {}
        }
        let finish = FinishedGame {
            winner: 1 - seat,
            reason: OverReason::Resign,
            rated: true,
        };
        self.shared
            .store
            .finish_game(self.id, finish)
            .await
            .map_err(store_failed)?;
        self.apply_finish(finish, Some((peer.conn, re)));
        Ok(())
    }

    async fn hints(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        self.ensure_attached(peer);
        if !self.hints_allowed() {
            return Err((
                ErrorCode::HintsRefused,
                "Hints are given only in games against bots and after a game is over.".into(),
            ));
        }
        let hints = self
            .shared
            .bots
            .hints(self.id, self.pos.clone())
            .await
            .ok_or_else(|| internal("the hints search failed"))?;
        peer.send(&Reply::answer(re, ServerMsg::Hints(hints)));
        Ok(())
    }

    /// What a rematch opens: same variant, size, start and opponent;
    /// whoever moved second last time moves first now.
    fn rematch(&self, name: &str) -> Result<matchmaking::GameSpec, Refusal> {
        let Some(seat) = self.seat_of(name) else {
            return Err((
                ErrorCode::NotAPlayer,
                "You did not play in this game.".into(),
            ));
        };
        if self.status != GameStatus::Finished {
            return Err((
                ErrorCode::BadRequest,
                "A rematch needs a finished game.".into(),
            ));
        }
        let other = &self.seats[1 - seat as usize];
        Ok(matchmaking::GameSpec {
            variant: self.variant,
            width: self.width,
            height: self.height,
            start: chomp_protocol::Start::Position(self.start_text.clone()),
            first: if seat == 1 {
                chomp_protocol::FirstMover::Me
            } else {
                chomp_protocol::FirstMover::Opponent
            },
            opponent: match other {
                Some(SeatRow { level: Some(l), .. }) => chomp_protocol::Opponent::Bot { level: *l },
                _ => chomp_protocol::Opponent::Human,
            },
        })
    }

    async fn bot_move(&mut self, ply: u32, cell: Option<(usize, usize)>) {
        self.bot_thinking = false;
        if self.status != GameStatus::Playing || ply as usize != self.moves.len() {
            return;
        }
        let seat = self.to_move();
        let Some((row, col)) = cell else {
            tracing::error!("game {}: the bot found no move at ply {ply}", self.id);
            return;
        };
        if let Err((code, msg)) = self.play(seat, row as u32, col as u32, None).await {
            tracing::error!(
                "game {}: the bot's move was refused ({code}): {msg}",
                self.id
            );
            if code == ErrorCode::Internal {
                // The database refused; try again after the usual delay.
                self.schedule_bot();
            }
        }
    }

    fn schedule_bot(&mut self) {
        if self.status != GameStatus::Playing || self.bot_thinking {
            return;
        }
        let Some(SeatRow {
            level: Some(level), ..
        }) = &self.seats[self.to_move() as usize]
        else {
            return;
        };
        self.bot_thinking = true;
        let (level, pos, ply) = (*level, self.pos.clone(), self.moves.len() as u32);
        let (bots, tx) = (self.shared.bots.clone(), self.tx.clone());
        tokio::spawn(async move {
            if !bots.delay.is_zero() {
                tokio::time::sleep(bots.delay).await;
            }
            let cell = bots.choose(pos, level).await;
            let _ = tx.send(RoomCmd::BotMove { ply, cell }).await;
        });
    }

    fn apply_finish(&mut self, f: FinishedGame, requester: Option<(u64, Re)>) {
        self.status = GameStatus::Finished;
        self.winner = Some(f.winner);
        self.reason = Some(f.reason);
        self.broadcast(
            ServerMsg::Over {
                game: self.id,
                winner: f.winner,
                reason: f.reason,
            },
            requester,
        );
        if self.watchers.is_empty() {
            self.idle_since = Some(Instant::now());
        }
        self.shared.hub.update_room(self.summary());
        self.shared.hub.totals_changed();
    }

    // ----- frames -----

    fn hints_allowed(&self) -> bool {
        self.has_bot() || self.status == GameStatus::Finished
    }

    /// Sends a frame to every watcher; the requester's copy carries `re`.
    fn broadcast(&self, msg: ServerMsg, requester: Option<(u64, Re)>) {
        let (req_conn, re) = match requester {
            Some((c, re)) => (Some(c), re),
            None => (None, None),
        };
        let reply = Reply::push(msg);
        let text = Utf8Bytes::from(reply.to_json());
        for w in self.watchers.values() {
            if Some(w.conn) == req_conn && re.is_some() {
                w.send(&Reply::answer(re.clone(), reply.msg.clone()));
            } else {
                peer::send_text(&w.tx, text.clone());
            }
        }
    }

    /// The `moved` frame of the move at `ply`, with the board after it.
    fn moved_frame(&self, ply: usize) -> ServerMsg {
        let m = &self.moves[ply];
        let board = if ply + 1 == self.moves.len() {
            self.pos.board_rows()
        } else {
            let mut p = self.start.clone();
            for m in &self.moves[..=ply] {
                // These moves were checked when they were played.
                let _ = p.play(m.row as usize, m.col as usize);
            }
            p.board_rows()
        };
        ServerMsg::Moved {
            game: self.id,
            ply: m.ply,
            seat: m.seat,
            row: m.row,
            col: m.col,
            removed: m.removed,
            to_move: ((ply + 1) % 2) as u8,
            board,
        }
    }

    fn players(&self) -> Vec<chomp_protocol::PlayerInfo> {
        self.seats.iter().flatten().map(SeatRow::info).collect()
    }

    fn summary(&self) -> LobbyGame {
        LobbyGame {
            game: self.id,
            variant: self.variant.as_str().to_string(),
            width: self.width,
            height: self.height,
            players: self.players(),
            status: self.status,
        }
    }

    /// The full state as `name` sees it.
    fn state_for(&self, name: &str) -> GameState {
        GameState {
            game: self.id,
            variant: self.variant.as_str().to_string(),
            width: self.width,
            height: self.height,
            board: self.pos.board_rows(),
            players: self.players(),
            to_move: self.to_move(),
            ply: self.moves.len() as u32,
            moves: self.moves.clone(),
            status: self.status,
            winner: self.winner,
            reason: self.reason,
            start: self.start_text.clone(),
            you: self.seat_of(name),
            hints_allowed: self.hints_allowed(),
            connected: self
                .seats
                .iter()
                .flatten()
                .map(|s| s.level.is_some() || self.shared.hub.is_online(&s.name))
                .collect(),
        }
    }
}

async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(d) => tokio::time::sleep_until(d).await,
        None => std::future::pending().await,
    }
}

fn game_over() -> Refusal {
    (ErrorCode::GameOver, "This game is over.".into())
}

fn internal(what: &str) -> Refusal {
    (
        ErrorCode::Internal,
        format!("Something failed inside the server ({what}); nothing changed."),
    )
}

fn store_failed(e: crate::store::StoreError) -> Refusal {
    tracing::error!("database write failed: {e}");
    internal("the database refused the write")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bots;
    use crate::config::Config;
    use crate::shutdown::Trigger;
    use crate::store::{NewGame, Store};
    use chomp_protocol::Reply;

    async fn next_of(rx: &mut mpsc::Receiver<Utf8Bytes>, ty: &str) -> Reply {
        loop {
            let text = tokio::time::timeout(std::time::Duration::from_secs(10), rx.recv())
                .await
                .unwrap()
                .unwrap();
            let reply: Reply = serde_json::from_str(&text).unwrap();
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["type"] == ty {
                return reply;
            }
        }
    }

    #[tokio::test]
    async fn a_crashing_room_is_reloaded_and_other_rooms_carry_on() {
        let dir = tempfile::tempdir().unwrap();
        let config = Config {
            db: dir.path().join("t.db"),
            solver_bits: 12,
            bot_delay: std::time::Duration::ZERO,
            ..Config::default()
        };
        let (store, thread) = Store::open(&config.db).unwrap();
        let bots = Bots::prepare(&config).await.unwrap();
        let shared = Arc::new(Shared::new(config, store.clone(), bots));
        let trigger = Trigger::new();
        let mut rooms = Vec::new();
        for _ in 0..2 {
            let id = store
                .insert_game(NewGame {
                    variant: "chomp".into(),
                    width: 4,
                    height: 3,
                    start: "4,4,4".into(),
                    first: "me".into(),
                    seats: [Some(SeatRow::human("ann")), Some(SeatRow::human("bob"))],
                    status: GameStatus::Playing,
                })
                .await
                .unwrap();
            let row = store.load_game(id).await.unwrap().unwrap();
            let tx = spawn_room(&shared, row, trigger.subscribe().unwrap(), 0).unwrap();
            rooms.push((id, tx));
        }
        let (out, mut rx) = Outbox::new(64);
        let ann = Peer {
            conn: 1,
            name: "ann".into(),
            tx: out,
        };
        let (id, first) = rooms[0].clone();
        first
            .send(RoomCmd::Move {
                peer: ann.clone(),
                re: None,
                ply: 0,
                row: 1,
                col: 1,
            })
            .await
            .unwrap();
        next_of(&mut rx, "moved").await;
        first.send(RoomCmd::Crash).await.unwrap();
        // The supervisor reloads the game into a new room.
        let reloaded = loop {
            match shared.hub.room(id) {
                Some(tx) if !tx.same_channel(&first) => break tx,
                _ => tokio::time::sleep(std::time::Duration::from_millis(10)).await,
            }
        };
        reloaded
            .send(RoomCmd::Watch {
                peer: ann.clone(),
                re: None,
            })
            .await
            .unwrap();
        let ServerMsg::Game(state) = next_of(&mut rx, "game").await.msg else {
            panic!("expected a game frame");
        };
        assert_eq!(state.ply, 1);
        // The other match never noticed.
        rooms[1]
            .1
            .send(RoomCmd::Watch {
                peer: ann,
                re: None,
            })
            .await
            .unwrap();
        let ServerMsg::Game(other) = next_of(&mut rx, "game").await.msg else {
            panic!("expected a game frame");
        };
        assert_eq!(other.game, rooms[1].0);
        trigger.fire_and_wait().await;
        thread.close().await;
    }
}
