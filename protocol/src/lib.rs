//! The wire contract of the chomp match service, protocol version 1.
//!
//! Every frame is one JSON object with a `"type"`. Requests ([`Request`]) may
//! carry an `"id"` of any JSON value; the direct reply ([`Reply`]) echoes it as
//! `"re"`. `../shared/PROTOCOL.md` is the contract third-party clients rely on;
//! `docs/PROTOCOL.md` describes it together with this project's additions.
//!
//! This crate holds only the types and the decoding that assigns the stable
//! error codes, so that the server and every client agree to the letter.
//!
//! The root only declares and re-exports: what its modules share (the
//! [`GameId`], the frame limit) is defined in a module of its own, so no
//! module uses the root that uses it.

mod codes;
mod decode;
mod floats;
mod friends;
mod ids;
pub mod names;
mod requests;
mod responses;
pub mod tournaments;

pub use chomp_engine::{Level, Move, Variant};
pub use codes::ErrorCode;
pub use decode::{decode_request, DecodeError, MAX_FRAME_BYTES};
pub use friends::{
    clean_chat, normalize_code, ChallengeNote, ChallengeStatus, OnlinePlayer, CODE_ALPHABET,
    CODE_LEN, MAX_CHAT_CHARS,
};
pub use ids::GameId;
pub use names::{check_name, look_key, name_key, name_keys, same_name, NameError, MAX_NAME_CHARS};
pub use requests::{ClientMsg, FirstMover, Opponent, Request, Start, TournamentSpec};
pub use responses::{
    AccuracyPoint, DayCount, RatingPoint, ACCURACY_HISTORY_LEN, GAMES_PER_DAY_LEN,
    RATING_HISTORY_LEN,
};
pub use responses::{
    GameRating, GameState, GameStatus, HintsReply, HistoryGame, LeaderboardEntry, LevelCounts,
    LobbyGame, MoveRecord, MoverCounts, OpponentRecord, Outcome, OverReason, PlayerInfo,
    PlayerKind, PlayerRecord, Reply, ServerInfo, ServerMsg, StatsReply, Totals, VariantRating,
    OPPONENTS_LEN,
};
pub use tournaments::{
    StandingLine, TournamentFormat, TournamentId, TournamentInfo, TournamentStatus,
};

/// The protocol version this crate speaks (the `protocol` field of `hello`).
pub const PROTOCOL_VERSION: u32 = 1;

/// Addition: the response header of the WebSocket upgrade that carries the
/// service id (the same as `welcome`'s `service`), so a client knows which
/// token to send before its `hello`. Lower case, as HTTP/2 spells headers;
/// HTTP/1 readers match it in any case.
pub const SERVICE_HEADER: &str = "x-chomp-service";

/// Default server address clients connect to.
pub const DEFAULT_ADDR: &str = "127.0.0.1:7878";
