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

/// A game record (docs/RECORDS.md) that cannot be read, with the line of the
/// text where the trouble is (counted from 1).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("line {line}: {kind}")]
pub struct RecordError {
    pub line: usize,
    pub kind: RecordErrorKind,
}

/// What is wrong in a game record.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    #[error("'{0}' is not a tag line like [Name \"value\"]")]
    BadTagLine(String),
    #[error("the tag {0} is given twice")]
    DuplicateTag(String),
    #[error("the tag {0} is missing")]
    MissingTag(&'static str),
    #[error("the {tag} tag '{value}' is not {want}")]
    BadTagValue {
        tag: &'static str,
        value: String,
        want: &'static str,
    },
    #[error("the start position does not fit the board: {0}")]
    BadStart(PositionError),
    #[error(
        "'{0}' is neither a move like 2.3, a move number like 4., a comment in braces \
         nor a result (1-0, 0-1 or *)"
    )]
    BadToken(String),
    #[error("the first player's move number {expected}. is expected here, not '{found}'")]
    MoveNumber { expected: usize, found: String },
    #[error("{square} (move {number}, {player} player) is not legal: {reason}")]
    IllegalMove {
        square: String,
        number: usize,
        player: &'static str,
        reason: String,
    },
    #[error("{0}")]
    BadMark(String),
    #[error("a comment must follow a move, and only one per move")]
    StrayComment,
    #[error("the comment opened here is not closed with }}")]
    OpenComment,
    #[error("the moves end without a result (1-0, 0-1 or *)")]
    MissingResult,
    #[error("the result {given} does not match the moves, which end the game with {actual}")]
    ResultMismatch { given: String, actual: String },
    #[error("the result {closing} at the end differs from the Result tag {tag}")]
    ResultDiffers { closing: String, tag: String },
    #[error("'{0}' follows the result, which must come last")]
    AfterResult(String),
}
