//! Typed errors of the engine: one enum for positions that cannot exist, one for
//! moves that cannot be played. Messages are sentences a person can act on.

use thiserror::Error;

/// A position, board size or notation that the rules do not allow.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PositionError {
    #[error("bad board size: {0}")]
    BadSize(String),
    #[error("not a Young diagram: {0}")]
    NotADiagram(String),
    #[error("bad position notation: {0}")]
    BadNotation(String),
    #[error("the position does not fit the board: {0}")]
    DoesNotFit(String),
    #[error("the position is already decided, so no game can start from it")]
    AlreadyOver,
}

/// A move the rules refuse; the position is left unchanged.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PlayError {
    #[error("cell ({row},{col}) is off the {width}x{height} board")]
    OffBoard {
        row: usize,
        col: usize,
        width: usize,
        height: usize,
    },
    #[error("cell ({row},{col}) has already been eaten")]
    EmptyCell { row: usize, col: usize },
    #[error("the game is already over")]
    GameOver,
}

/// A move of a recorded game that the rules refuse at its turn.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("move {ply} ({row},{col}) is not possible: {source}", row = mv.row, col = mv.col)]
pub struct ReplayError {
    /// Its index in the game's moves (its ply).
    pub ply: usize,
    pub mv: crate::moves::Move,
    #[source]
    pub source: PlayError,
}

/// A solver table that could not be built, saved or loaded.
///
/// A table file that is merely missing, truncated, foreign or corrupt is not an
/// error: it is rebuilt (with a warning in the log). These errors are what is
/// left: sizes the machine cannot hold and I/O failures on the cache directory.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("a table of {what} is too large: {why}")]
    TooLarge { what: String, why: String },
    #[error("cannot use the table directory {path}: {source}")]
    Io {
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
}
