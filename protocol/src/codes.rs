//! Stable error codes: snake_case words that clients can match on forever.

use serde::{Deserialize, Serialize};

/// The `code` of an `error` frame. New codes may be added; existing ones never change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not valid JSON, or not a JSON object.
    BadJson,
    /// The frame is larger than 64 KiB.
    TooLarge,
    /// A binary frame; only text frames carry messages.
    BinaryFrame,
    /// The `type` is missing or not one this server knows.
    UnknownType,
    /// A field is missing or has the wrong type or range.
    BadRequest,
    /// The first frame of a connection must be `hello`.
    NotHello,
    /// A second `hello` on the same connection.
    AlreadyHello,
    /// The `protocol` of `hello` is not one this server speaks.
    BadProtocol,
    /// The name is claimed and the token given does not match.
    NameTaken,
    /// The name is empty, too long or has characters names may not have.
    BadName,
    /// Board size out of range for the variant.
    BadSize,
    /// A start position that cannot be parsed or does not fit the board.
    BadPosition,
    NoSuchGame,
    NoSuchPlayer,
    NotYourTurn,
    /// The `ply` of a move is not the current one (and not a resend).
    StalePly,
    /// Off the board or on an already eaten cell.
    IllegalMove,
    GameOver,
    /// `join` on a game whose seats are full, or a seat taken by yourself.
    SeatTaken,
    /// The request needs a seat in the game and the sender has none.
    NotAPlayer,
    /// Hints are refused in a running human-vs-human game.
    HintsRefused,
    /// Too many frames per second.
    RateLimited,
    /// A per-player or per-game limit (open games, spectators, connections).
    LimitReached,
    /// The server is shutting down or overloaded.
    Unavailable,
    /// Addition: too much such work is queued (for `hints`: the server's
    /// queue is full, or the sender's own search is still running). Nothing
    /// was done; the frame's `retry_after_ms` says when asking again is
    /// worth it.
    Busy,
    /// Addition: a newer request of the same kind from the same player
    /// replaced this one before it was worked on (`hints`: only the newest
    /// request of a player waits). The newer request is answered; this one
    /// needs nothing more.
    Superseded,
    /// Something failed inside the server; the request changed nothing.
    Internal,
}

impl ErrorCode {
    /// The wire word of the code.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadJson => "bad_json",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::BinaryFrame => "binary_frame",
            ErrorCode::UnknownType => "unknown_type",
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::NotHello => "not_hello",
            ErrorCode::AlreadyHello => "already_hello",
            ErrorCode::BadProtocol => "bad_protocol",
            ErrorCode::NameTaken => "name_taken",
            ErrorCode::BadName => "bad_name",
            ErrorCode::BadSize => "bad_size",
            ErrorCode::BadPosition => "bad_position",
            ErrorCode::NoSuchGame => "no_such_game",
            ErrorCode::NoSuchPlayer => "no_such_player",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::StalePly => "stale_ply",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::GameOver => "game_over",
            ErrorCode::SeatTaken => "seat_taken",
            ErrorCode::NotAPlayer => "not_a_player",
            ErrorCode::HintsRefused => "hints_refused",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::LimitReached => "limit_reached",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::Busy => "busy",
            ErrorCode::Superseded => "superseded",
            ErrorCode::Internal => "internal",
        }
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
