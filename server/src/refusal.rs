//! Why a request was refused: the typed answer every handler returns
//! instead of sending errors itself, so the wire `error` frame is written in
//! one place (with the request's `re`).

use std::time::Duration;

use chomp_protocol::{ErrorCode, Reply};
use serde_json::Value;

use crate::store::StoreError;

/// The `id` of the request being answered.
pub type Re = Option<Value>;

/// A refusal: the stable error code and a sentence for a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    /// When asking again is worth it (`retry_after_ms` on the wire), for
    /// refusals that only mean "not now".
    pub retry_after: Option<Duration>,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            retry_after: None,
        }
    }

    /// A refusal that only means "not now": asking again after
    /// `retry_after` may succeed.
    pub fn retry_later(
        code: ErrorCode,
        message: impl Into<String>,
        retry_after: Duration,
    ) -> Refusal {
        Refusal {
            retry_after: Some(retry_after),
            ..Refusal::new(code, message)
        }
    }

    /// `busy`: too much such work is waiting; nothing was done, and the
    /// same request may succeed after `retry_after`.
    pub fn busy(message: impl Into<String>, retry_after: Duration) -> Refusal {
        Refusal {
            retry_after: Some(retry_after),
            ..Refusal::new(ErrorCode::Busy, message)
        }
    }

    /// The `error` frame answering the request `re`.
    pub fn reply(self, re: Re) -> Reply {
        match self.retry_after {
            Some(after) => {
                let ms = u64::try_from(after.as_millis()).unwrap_or(u64::MAX);
                Reply::error_retry(re, self.code, self.message, ms)
            }
            None => Reply::error(re, self.code, self.message),
        }
    }

    pub fn game_over() -> Refusal {
        Refusal::new(ErrorCode::GameOver, "This game is over.")
    }

    pub fn no_such_game() -> Refusal {
        Refusal::new(ErrorCode::NoSuchGame, "There is no such game.")
    }

    pub fn not_a_player() -> Refusal {
        Refusal::new(ErrorCode::NotAPlayer, "You do not sit in this game.")
    }

    /// The room of the game stopped while the request was on its way.
    pub fn closing() -> Refusal {
        Refusal::new(ErrorCode::Unavailable, "That game is closing; try again.")
    }

    /// A fault inside the server; `what` names it for the person reading.
    pub fn internal(what: &str) -> Refusal {
        Refusal::new(
            ErrorCode::Internal,
            format!("Something failed inside the server ({what}); nothing changed."),
        )
    }

    /// A game's write was refused by the store (logged here, once).
    pub fn store_write(e: StoreError) -> Refusal {
        if let StoreError::Unavailable(_) = e {
            return Refusal::unavailable_store(e);
        }
        tracing::error!("database write failed: {e}");
        Refusal::internal("the database refused the write")
    }

    /// A request's read or write failed in the store (logged here, once).
    pub fn store(e: StoreError) -> Refusal {
        if let StoreError::Unavailable(_) = e {
            return Refusal::unavailable_store(e);
        }
        tracing::error!("database error: {e}");
        Refusal::new(ErrorCode::Internal, "The database failed; nothing changed.")
    }

    /// The database cannot be reached: nothing was written, and trying
    /// again later may work (a typed `unavailable`, never a false success).
    fn unavailable_store(e: StoreError) -> Refusal {
        tracing::warn!("database unavailable: {e}");
        Refusal::new(
            ErrorCode::Unavailable,
            "The database cannot be reached right now; nothing changed. Try again in a moment.",
        )
    }
}
