//! One simulated player: connects, says hello, then idles in the lobby or plays
//! games (against bots or against another simulated player) until the run ends.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};
use chomp_client::mirror::{GameMirror, Outcome};
use chomp_client::servers::Rotation;
use chomp_client::tls::{Connector, Socket};
use chomp_engine::{Position, Variant};
use chomp_protocol::{
    ClientMsg, ErrorCode, GameId, GameState, GameStatus, Level, Reply, Request, ServerMsg,
};
use futures::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::Rng;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use crate::cli::{Args, Mode};
use crate::lobby_follow::Follow;
use crate::memory::rss_kib;
use crate::tour_load::TourLoad;

/// How long a client waits for any one answer before it counts an error.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(20);

/// What a client does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    Idle,
    /// Subscribes to the lobby and never reads again.
    Stalled,
    Bot,
    /// Creates human games and hands their ids to a follower.
    PairLeader,
    /// Joins the games leaders create.
    PairFollower,
    /// Plays the pairings of one arena (client 0 creates it).
    Arena,
    /// A hosted bot on the server's bot ladder.
    Ladder,
    /// Asks hints in its own game and times the answers (`--mode hints`).
    HintAsker,
    /// Loops create, hints, resign on a big board (`--mode hints`).
    HintAbuser,
}

impl Role {
    pub fn for_index(mode: Mode, i: usize) -> Role {
        let pair_role = if i.is_multiple_of(2) {
            Role::PairLeader
        } else {
            Role::PairFollower
        };
        match mode {
            Mode::Idle => Role::Idle,
            Mode::Stalled => Role::Stalled,
            Mode::Bots => Role::Bot,
            Mode::Pairs => pair_role,
            Mode::Arena => Role::Arena,
            Mode::Ladder => Role::Ladder,
            Mode::Hints if i == 0 => Role::HintAsker,
            Mode::Hints => Role::HintAbuser,
            // Groups of four: two against bots, one pair.
            Mode::Mixed => match i % 4 {
                0 | 1 => Role::Bot,
                2 => Role::PairLeader,
                _ => Role::PairFollower,
            },
        }
    }
}

/// Counters and samples shared by all clients of a run.
pub struct Shared {
    /// The service's addresses; client i tries `urls[i % n]` first.
    pub urls: Vec<String>,
    connector: Connector,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub level: Level,
    pub names: String,
    /// Pause before each of a client's moves (a person's thinking time).
    pub think: Duration,
    /// How long the run lasts (an arena is made to last it).
    pub duration: Duration,
    /// What the tournament modes share.
    pub tour: TourLoad,
    pub connected: AtomicU64,
    pub games_finished: AtomicU64,
    pub moves: AtomicU64,
    pub errors: AtomicU64,
    /// Lobby deltas that did not follow on, so a snapshot was asked for.
    pub lobby_resyncs: AtomicU64,
    pub(crate) follow: Follow,
    stopping: AtomicBool,
    /// Move round-trip times in microseconds, in the order measured.
    latencies: Mutex<Vec<u32>>,
    /// From a move's echo to the opponent's answer, in microseconds: a
    /// bot's delay and thinking (issue 31's bot-think flood).
    replies: Mutex<Vec<u32>>,
    /// How long the player of `--mode hints` waited for each answer.
    hint_waits: Mutex<Vec<u32>>,
    pub(crate) open_games_tx: mpsc::UnboundedSender<GameId>,
    pub(crate) open_games_rx: tokio::sync::Mutex<mpsc::UnboundedReceiver<GameId>>,
    last_error: Mutex<Option<String>>,
}

impl Shared {
    pub fn new(args: &Args) -> Result<Shared> {
        let variant: Variant = args.variant.parse().map_err(|e| anyhow!("{e}"))?;
        Position::check_size(variant, args.width as usize, args.height as usize)
            .map_err(|e| anyhow!("{e}"))?;
        let level: Level = args.level.parse().map_err(|e| anyhow!("{e}"))?;
        let (tx, rx) = mpsc::unbounded_channel();
        let run = std::process::id();
        let urls = chomp_client::servers::parse_list(&args.server)?
            .iter()
            .map(|a| a.url())
            .collect();
        let connector = Connector::new(args.ca.as_deref())?;
        Ok(Shared {
            urls,
            connector,
            variant: variant.as_str().to_string(),
            width: args.width,
            height: args.height,
            level,
            names: format!("{}-{run}", args.name_prefix),
            think: Duration::from_millis(args.think_ms),
            duration: Duration::from_secs(args.duration),
            tour: TourLoad::default(),
            connected: AtomicU64::new(0),
            games_finished: AtomicU64::new(0),
            moves: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            lobby_resyncs: AtomicU64::new(0),
            follow: args.lobby_follow,
            stopping: AtomicBool::new(false),
            latencies: Mutex::new(Vec::new()),
            replies: Mutex::new(Vec::new()),
            hint_waits: Mutex::new(Vec::new()),
            open_games_tx: tx,
            open_games_rx: tokio::sync::Mutex::new(rx),
            last_error: Mutex::new(None),
        })
    }

    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    pub fn stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    pub fn count_error(&self) {
        self.errors.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn record_error(&self, e: &anyhow::Error) {
        self.count_error();
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(format!("{e:#}"));
        }
    }

    pub fn last_error(&self) -> Option<String> {
        self.last_error.lock().ok().and_then(|l| l.clone())
    }

    fn record_latency(&self, d: Duration) {
        let micros = d.as_micros().min(u32::MAX as u128) as u32;
        if let Ok(mut l) = self.latencies.lock() {
            l.push(micros);
        }
    }

    fn record_reply(&self, d: Duration) {
        let micros = d.as_micros().min(u32::MAX as u128) as u32;
        if let Ok(mut r) = self.replies.lock() {
            r.push(micros);
        }
    }

    pub(crate) fn record_hint_wait(&self, d: Duration) {
        let micros = d.as_micros().min(u32::MAX as u128) as u32;
        if let Ok(mut w) = self.hint_waits.lock() {
            w.push(micros);
        }
    }

    /// Every wait for hints so far, in microseconds.
    pub fn hint_waits(&self) -> Vec<u32> {
        self.hint_waits
            .lock()
            .map(|w| w.clone())
            .unwrap_or_default()
    }

    /// Every opponent's reply so far, in microseconds.
    pub fn replies(&self) -> Vec<u32> {
        self.replies.lock().map(|r| r.clone()).unwrap_or_default()
    }

    /// How many samples exist now; [`Shared::latencies_since`] takes the later ones.
    pub fn latency_mark(&self) -> usize {
        self.latencies.lock().map(|l| l.len()).unwrap_or(0)
    }

    pub fn latencies_since(&self, mark: usize) -> Vec<u32> {
        self.latencies
            .lock()
            .map(|l| l.get(mark..).map(<[u32]>::to_vec).unwrap_or_default())
            .unwrap_or_default()
    }

    pub fn progress_line(&self, pid: Option<u32>) -> String {
        let rss = pid
            .and_then(rss_kib)
            .map(|k| format!(", server RSS {:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_default();
        format!(
            "{} connected, {} games finished, {} moves, {} errors{rss}",
            self.connected.load(Ordering::Relaxed),
            self.games_finished.load(Ordering::Relaxed),
            self.moves.load(Ordering::Relaxed),
            self.errors.load(Ordering::Relaxed),
        )
    }
}

/// Connects client `index` to its address (`index mod n`), or to the next
/// ones in turn if that one refuses; fails once each was tried.
pub(crate) async fn connect(shared: &Shared, index: usize) -> Result<Socket> {
    let mut servers = Rotation::new(shared.urls.clone(), index);
    let mut last = None;
    for _ in 0..servers.len() {
        match shared.connector.connect(servers.current()).await {
            Ok(ws) => return Ok(ws),
            Err(e) if e.is_fatal() => return Err(e.into()),
            Err(e) => last = Some(anyhow!("{}: {e}", servers.current())),
        }
        servers.failed();
    }
    Err(last.unwrap_or_else(|| anyhow!("no server address")))
}

/// A person's pause before a move: exponentially distributed around `mean`
/// (at most 5x it), so that thousands of clients do not move in lockstep
/// waves every `mean` but arrive like independent people do.
pub(crate) fn think_time(mean: Duration, rng: &mut StdRng) -> Duration {
    let u: f64 = rng.random_range(f64::EPSILON..1.0);
    mean.mul_f64((-u.ln()).min(5.0))
}

/// Plays random non-suicidal moves until the game ends, following the game
/// with the client's [`GameMirror`] (a skipped ply asks for the whole state).
pub async fn play_game(
    shared: &Shared,
    ws: &mut Socket,
    state: GameState,
    rng: &mut StdRng,
) -> Result<()> {
    let mut game = GameMirror::new(state);
    // A leader's game waits for its follower's join.
    while game.status == GameStatus::Waiting {
        game = GameMirror::new(expect_game(ws).await?);
    }
    let seat = game
        .you
        .ok_or_else(|| anyhow!("the game frame does not say which seat is ours"))?;
    let mut sent_at: Option<Instant> = None;
    let mut sent_ply = 0;
    let mut echoed_at: Option<Instant> = None;
    loop {
        // After the last move the `over` frame is still to come: wait for it.
        if game.my_turn() && sent_at.is_none() {
            if !shared.think.is_zero() {
                tokio::time::sleep(think_time(shared.think, rng)).await;
            }
            let pos = game
                .position()
                .ok_or_else(|| anyhow!("the server sent a board this client cannot read"))?;
            let moves = chomp_engine::bots::safe_moves(&pos);
            let &(row, col) = moves
                .choose(rng)
                .ok_or_else(|| anyhow!("no move left in a running game"))?;
            send(
                ws,
                ClientMsg::Move {
                    game: game.id(),
                    ply: game.ply,
                    mv: chomp_protocol::Move::from_cell((row, col)),
                },
            )
            .await?;
            sent_at = Some(Instant::now());
            sent_ply = game.ply;
        }
        let msg = next_msg(ws).await?;
        match &msg {
            // A move sent twice for one ply (after a resync that crossed
            // it): the first one counted, and its `moved` is on its way.
            ServerMsg::Error {
                code: ErrorCode::StalePly,
                ..
            } => continue,
            ServerMsg::Error { code, message, .. } => bail!("server error {code}: {message}"),
            _ => {}
        }
        let mover = match &msg {
            ServerMsg::Moved { seat: s, .. } => Some(*s),
            _ => None,
        };
        match game.apply(&msg) {
            Outcome::Updated if mover.is_some() => {
                if mover == Some(seat) {
                    if let Some(at) = sent_at.take() {
                        shared.record_latency(at.elapsed());
                    }
                    echoed_at = Some(Instant::now());
                } else if let Some(at) = echoed_at.take() {
                    shared.record_reply(at.elapsed());
                }
                shared.moves.fetch_add(1, Ordering::Relaxed);
            }
            // A whole `game` frame: after a resync, a move we sent is in it
            // (the frame is past its ply) or is due again; a frame that
            // crossed our move (an arena's pairing comes from the opener
            // and from the room) leaves it in flight, its `moved` to come.
            Outcome::Updated if game.ply > sent_ply || sent_at.is_none() => sent_at = None,
            Outcome::Updated => {}
            Outcome::Gap => send(ws, game.resync()).await?,
            Outcome::Unchanged => {}
        }
        if game.finished() {
            shared.games_finished.fetch_add(1, Ordering::Relaxed);
            return Ok(());
        }
    }
}

pub async fn send(ws: &mut Socket, msg: ClientMsg) -> Result<()> {
    ws.send(Message::text(Request::new(msg).to_json()))
        .await
        .context("send")
}

pub async fn next_msg(ws: &mut Socket) -> Result<ServerMsg> {
    loop {
        let frame = tokio::time::timeout(ANSWER_TIMEOUT, ws.next())
            .await
            .map_err(|_| anyhow!("no answer within {ANSWER_TIMEOUT:?}"))?;
        match frame {
            Some(Ok(Message::Text(t))) => {
                let reply: Reply = serde_json::from_str(t.as_str())
                    .with_context(|| format!("unreadable frame {t}"))?;
                return Ok(reply.msg);
            }
            Some(Ok(Message::Close(_))) | None => bail!("the server closed the connection"),
            Some(Ok(_)) => {}
            Some(Err(e)) => bail!("connection failed: {e}"),
        }
    }
}

pub(crate) async fn expect(
    ws: &mut Socket,
    want: impl Fn(&ServerMsg) -> bool,
) -> Result<ServerMsg> {
    loop {
        let msg = next_msg(ws).await?;
        if let ServerMsg::Error { code, message, .. } = &msg {
            bail!("server error {code}: {message}");
        }
        if want(&msg) {
            return Ok(msg);
        }
    }
}

pub(crate) async fn expect_game(ws: &mut Socket) -> Result<GameState> {
    match expect(ws, |m| matches!(m, ServerMsg::Game(_))).await? {
        ServerMsg::Game(g) => Ok(g),
        _ => unreachable!("expect returned only a game frame"),
    }
}
