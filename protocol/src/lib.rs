//! The wire contract of the chomp match service, protocol version 1.
//!
//! Every frame is one JSON object with a `"type"`. Requests ([`Request`]) may
//! carry an `"id"` of any JSON value; the direct reply ([`Reply`]) echoes it as
//! `"re"`. `../shared/PROTOCOL.md` is the contract third-party clients rely on;
//! `docs/PROTOCOL.md` describes it together with this project's additions.
//!
//! This crate holds only the types and the decoding that assigns the stable
//! error codes, so that the server and every client agree to the letter.

mod codes;
mod decode;
pub mod names;
mod requests;
mod responses;

pub use chomp_engine::{Level, Move, Variant};
pub use codes::ErrorCode;
pub use decode::{decode_request, DecodeError};
pub use names::{check_name, name_key, NameError, MAX_NAME_CHARS};
pub use requests::{ClientMsg, FirstMover, Opponent, Request, Start};
pub use responses::{DayCount, RatingPoint, GAMES_PER_DAY_LEN, RATING_HISTORY_LEN};
pub use responses::{
    GameState, GameStatus, HintsReply, HistoryGame, LeaderboardEntry, LevelCounts, LobbyGame,
    MoveRecord, Outcome, OverReason, PlayerInfo, PlayerKind, PlayerRecord, Reply, ServerInfo,
    ServerMsg, StatsReply, Totals,
};

/// The protocol version this crate speaks (the `protocol` field of `hello`).
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest frame a peer may send, in bytes. Larger frames get `too_large`.
pub const MAX_FRAME_BYTES: usize = 64 * 1024;

/// Default server address clients connect to.
pub const DEFAULT_ADDR: &str = "127.0.0.1:7878";

/// Game identifiers are integers allocated by the server.
pub type GameId = u64;
