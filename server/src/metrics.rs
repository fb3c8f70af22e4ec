//! What `/metrics` reports, one registry per server (not a global recorder,
//! so that several servers in one process, as in the tests and the embedded
//! client, each count only their own). Counters are bumped where things
//! happen; values that are cheaper to read than to track (games by status)
//! are set when a scrape asks.

use std::sync::atomic::AtomicU64;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::{Registry, Unit};

mod labels;
mod refusal_log;

pub use labels::{
    ClosedFor, ConnState, GameState, HintJobs, HintState, LimitScope, RefusedFor, SshState,
};
use labels::{ClosedLabel, HintLabel, ReasonLabel, ScopeLabel, SshLabel, StateLabel, StatusLabel};
pub use refusal_log::RefusalLog;

/// The content type of the exposition (the OpenMetrics text format, which
/// Prometheus reads).
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The server's metrics.
pub struct Metrics {
    registry: Registry,
    connections: Family<StateLabel, Gauge>,
    ssh: Family<SshLabel, Gauge>,
    games: Family<StatusLabel, Gauge>,
    moves: Counter,
    moves_per_second: Gauge<f64, AtomicU64>,
    move_seconds: Histogram,
    commit_seconds: Histogram,
    pairing_seconds: Histogram,
    rate_limited: Family<ScopeLabel, Counter>,
    refused: Family<ReasonLabel, Counter>,
    closed: Family<ClosedLabel, Counter>,
    hints: Family<HintLabel, Gauge>,
    task_panics: Counter,
    bots: Family<HintLabel, Gauge>,
    rate_window: Mutex<(Instant, u64)>,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("chomp");
        let m = Metrics {
            connections: Family::default(),
            ssh: Family::default(),
            games: Family::default(),
            moves: Counter::default(),
            moves_per_second: Gauge::default(),
            // 50 µs .. ~1.6 s: an in-memory move is tens of µs, a stalled disk hundreds of ms.
            move_seconds: Histogram::new(exponential_buckets(0.00005, 2.0, 16)),
            commit_seconds: Histogram::new(exponential_buckets(0.00005, 2.0, 16)),
            // 10 µs .. ~0.3 s: a pass over a thousand entrants should take well under 50 ms.
            pairing_seconds: Histogram::new(exponential_buckets(0.00001, 2.0, 16)),
            rate_limited: Family::default(),
            refused: Family::default(),
            closed: Family::default(),
            hints: Family::default(),
            task_panics: Counter::default(),
            bots: Family::default(),
            rate_window: Mutex::new((Instant::now(), 0)),
            registry: Registry::default(),
        };
        registry.register(
            "connections",
            "Open connections by state",
            m.connections.clone(),
        );
        registry.register(
            "ssh_connections",
            "Open SSH connections (the SSH door) by state",
            m.ssh.clone(),
        );
        registry.register("games", "Games by status", m.games.clone());
        registry.register("moves", "Moves accepted and stored", m.moves.clone());
        registry.register(
            "moves_per_second",
            "Moves accepted per second, over the last few seconds",
            m.moves_per_second.clone(),
        );
        registry.register_with_unit(
            "move_handling",
            "Time from a move request reaching its game to its acknowledgement",
            Unit::Seconds,
            m.move_seconds.clone(),
        );
        registry.register_with_unit(
            "store_commit",
            "Time the store takes to commit a write (group commit included)",
            Unit::Seconds,
            m.commit_seconds.clone(),
        );
        registry.register_with_unit(
            "tournament_pairing",
            "Time of one pairing pass of an arena or the bot ladder",
            Unit::Seconds,
            m.pairing_seconds.clone(),
        );
        registry.register(
            "rate_limited",
            "Frames refused with rate_limited, by whose budget ran out",
            m.rate_limited.clone(),
        );
        registry.register(
            "connections_refused",
            "Connections turned away before being served, by reason",
            m.refused.clone(),
        );
        registry.register(
            "connections_closed",
            "Connections the server closed for a limit while serving them, by reason",
            m.closed.clone(),
        );
        registry.register(
            "hint_jobs",
            "Hint computations waiting for a worker or running",
            m.hints.clone(),
        );
        registry.register(
            "task_panics",
            "Connection and session tasks that panicked (caught; the server went on)",
            m.task_panics.clone(),
        );
        registry.register(
            "bot_jobs",
            "Bot searches waiting for a worker or running",
            m.bots.clone(),
        );
        // Every series exists from the start, so a scrape shows a zero
        // rather than nothing before the first event.
        for state in [ConnState::Handshake, ConnState::Anonymous, ConnState::Named] {
            let _ = m.connections.get_or_create(&StateLabel { state });
        }
        for state in [SshState::Handshake, SshState::Session] {
            let _ = m.ssh.get_or_create(&SshLabel { state });
        }
        for scope in [LimitScope::Connection, LimitScope::Address] {
            let _ = m.rate_limited.get_or_create(&ScopeLabel { scope });
        }
        for reason in RefusalLog::REASONS {
            let _ = m.refused.get_or_create(&ReasonLabel { reason });
        }
        for reason in [ClosedFor::Slow, ClosedFor::Evicted, ClosedFor::Flood] {
            let _ = m.closed.get_or_create(&ClosedLabel { reason });
        }
        for state in [HintState::Queued, HintState::Running] {
            let _ = m.hints.get_or_create(&HintLabel { state });
            let _ = m.bots.get_or_create(&HintLabel { state });
        }
        Metrics { registry, ..m }
    }

    pub fn connection_opened(&self, state: ConnState) {
        self.connections.get_or_create(&StateLabel { state }).inc();
    }

    pub fn connection_closed(&self, state: ConnState) {
        self.connections.get_or_create(&StateLabel { state }).dec();
    }

    /// An SSH connection entered (`+1`) or left (`-1`) a state.
    pub fn ssh_connection(&self, state: SshState, delta: i64) {
        self.ssh.get_or_create(&SshLabel { state }).inc_by(delta);
    }

    /// A connection moved from one state to the next.
    pub fn connection_became(&self, from: ConnState, to: ConnState) {
        self.connection_closed(from);
        self.connection_opened(to);
    }

    pub fn move_stored(&self, handling: Duration) {
        self.moves.inc();
        self.move_seconds.observe(handling.as_secs_f64());
    }

    /// One pairing pass of an arena or the ladder took `took`.
    pub fn pairing_pass(&self, took: Duration) {
        self.pairing_seconds.observe(took.as_secs_f64());
    }

    pub fn store_committed(&self, took: Duration) {
        self.commit_seconds.observe(took.as_secs_f64());
    }

    pub fn rate_limited(&self, scope: LimitScope) {
        self.rate_limited.get_or_create(&ScopeLabel { scope }).inc();
    }

    pub fn refused(&self, reason: RefusedFor) {
        self.refused.get_or_create(&ReasonLabel { reason }).inc();
    }

    pub fn closed(&self, reason: ClosedFor) {
        self.closed.get_or_create(&ClosedLabel { reason }).inc();
    }

    /// A connection's or session's task panicked and was caught.
    pub fn task_panicked(&self) {
        self.task_panics.inc();
    }

    pub fn hint_job(&self, state: HintState, delta: i64) {
        self.hint_jobs().add(state, delta);
    }

    /// The hint-job gauges, for the hint desk to hold on its own.
    pub fn hint_jobs(&self) -> HintJobs {
        HintJobs(self.hints.clone())
    }

    /// What sets the `bot_jobs` gauges to the bot pool's (waiting,
    /// running), for the pool to call on every change.
    pub fn bot_jobs(&self) -> impl Fn((usize, usize)) + Send + Sync + 'static {
        let bots = self.bots.clone();
        move |(waiting, running)| {
            for (state, n) in [(HintState::Queued, waiting), (HintState::Running, running)] {
                let n = i64::try_from(n).unwrap_or(i64::MAX);
                bots.get_or_create(&HintLabel { state }).set(n);
            }
        }
    }

    /// Renders the exposition; `games` is what the lobby counts now.
    pub fn render(&self, games: GameCounts) -> String {
        for (status, n) in [
            (GameState::Waiting, games.waiting),
            (GameState::Playing, games.playing),
            (GameState::Finished, games.finished),
        ] {
            self.games
                .get_or_create(&StatusLabel { status })
                .set(i64::try_from(n).unwrap_or(i64::MAX));
        }
        self.update_rate();
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }

    /// Moves per second since the window opened; the window restarts once
    /// it is a few seconds old, so the figure follows the load.
    fn update_rate(&self) {
        let Ok(mut window) = self.rate_window.lock() else {
            return;
        };
        let now = Instant::now();
        let moves = self.moves.get();
        let secs = now.duration_since(window.0).as_secs_f64();
        if secs > 0.0 {
            self.moves_per_second
                .set(moves.saturating_sub(window.1) as f64 / secs);
        }
        if secs >= 5.0 {
            *window = (now, moves);
        }
    }

    pub fn refusals(&self, reason: RefusedFor) -> u64 {
        self.refused.get_or_create(&ReasonLabel { reason }).get()
    }
}

/// Games the server knows of, by status.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameCounts {
    pub waiting: u64,
    pub playing: u64,
    pub finished: u64,
}

#[cfg(test)]
mod tests;
