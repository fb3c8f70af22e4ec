//! The labels `/metrics` counts by (connection states, refusal and closing
//! reasons, hint jobs), each written as a snake_case word.

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue, LabelValueEncoder};
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum ConnState {
    /// TCP accepted, TLS or WebSocket handshake under way.
    Handshake,
    /// WebSocket open, no `hello` yet.
    Anonymous,
    /// Said `hello`.
    Named,
}

/// Where an SSH connection is: its own kind of connection, beside the
/// WebSocket ones (`chomp_ssh_connections`). A session's in-process
/// connection to the lobby is also counted in `chomp_connections`, like any.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum SshState {
    /// TCP accepted, SSH key exchange or authentication under way.
    Handshake,
    /// Authenticated: a player's terminal, or about to be.
    Session,
}

/// Label values are written in snake_case, as Prometheus conventions have it.
macro_rules! label_words {
    ($($ty:ident { $($variant:ident => $word:literal),+ $(,)? })+) => {$(
        impl EncodeLabelValue for $ty {
            fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
                let word: &str = match self { $($ty::$variant => $word),+ };
                EncodeLabelValue::encode(&word, encoder)
            }
        }
    )+};
}

label_words! {
    ConnState { Handshake => "handshake", Anonymous => "anonymous", Named => "named" }
    GameState { Waiting => "waiting", Playing => "playing", Finished => "finished" }
    LimitScope { Connection => "connection", Address => "address" }
    RefusedFor {
        Full => "full",
        Address => "address",
        Handshakes => "handshakes",
        AddrHandshakes => "addr_handshakes",
        Timeout => "timeout",
        BadHandshake => "bad_handshake",
    }
    HintState { Queued => "queued", Running => "running" }
    ClosedFor { Slow => "slow", Evicted => "evicted", Flood => "flood" }
    SshState { Handshake => "handshake", Session => "session" }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct SshLabel {
    pub(super) state: SshState,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct StateLabel {
    pub(super) state: ConnState,
}

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum GameState {
    Waiting,
    Playing,
    Finished,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct StatusLabel {
    pub(super) status: GameState,
}

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum LimitScope {
    Connection,
    Address,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct ScopeLabel {
    pub(super) scope: LimitScope,
}

/// Why a connection was turned away before it was served.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum RefusedFor {
    /// `--max-connections` reached.
    Full,
    /// The address's connection or rate limit.
    Address,
    /// `--max-handshakes` handshakes were already under way at its door:
    /// the oldest of them was closed for a newcomer.
    Handshakes,
    /// The address's `--max-handshakes-per-addr` handshakes were under way.
    AddrHandshakes,
    /// The handshake did not finish within `--handshake-timeout`.
    Timeout,
    /// TLS or HTTP that could not be understood.
    BadHandshake,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct ReasonLabel {
    pub(super) reason: RefusedFor,
}

/// Why the server closed a connection it was serving, for a limit.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum ClosedFor {
    /// It fell behind reading its frames (`--write-timeout`, the outbox).
    Slow,
    /// The server was full and it was the longest idle without a game.
    Evicted,
    /// It kept sending over its budget (an SSH session's keys or window
    /// changes).
    Flood,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct ClosedLabel {
    pub(super) reason: ClosedFor,
}

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum HintState {
    Queued,
    Running,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct HintLabel {
    pub(super) state: HintState,
}

/// The `hint_jobs` gauges (shared with the registry).
#[derive(Clone)]
pub struct HintJobs(pub(super) Family<HintLabel, Gauge>);

impl HintJobs {
    pub fn add(&self, state: HintState, delta: i64) {
        self.0.get_or_create(&HintLabel { state }).inc_by(delta);
    }

    /// The gauge's value now, for tests that check it returns to zero.
    #[cfg(test)]
    pub fn value(&self, state: HintState) -> i64 {
        self.0.get_or_create(&HintLabel { state }).get()
    }
}
