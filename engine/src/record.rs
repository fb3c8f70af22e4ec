//! The plain-text record of a game (docs/RECORDS.md), in the spirit of PGN:
//! tag lines, then the moves as one-based `row.col` squares numbered in
//! pairs, each optionally followed by its analysis mark in braces, and the
//! result last. This module holds the record and prints it; reading it back
//! is [`crate::record_parse`], which refuses any record whose moves the rules
//! do not allow.

use std::fmt;

use crate::error::ReplayError;
use crate::mark::Mark;
use crate::moves::Move;
use crate::position::{Position, Winner};

/// How the game ended, as the `Result` tag and the last word of the moves
/// write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`: the first player won.
    FirstWon,
    /// `0-1`: the second player won.
    SecondWon,
    /// `*`: the game is not decided (still going, or aborted).
    Undecided,
}

impl GameResult {
    /// The result when the player in `seat` (0 moved first) won.
    pub fn won_by(seat: usize) -> GameResult {
        if seat == 0 {
            GameResult::FirstWon
        } else {
            GameResult::SecondWon
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::FirstWon => "1-0",
            GameResult::SecondWon => "0-1",
            GameResult::Undecided => "*",
        }
    }

    /// Reads `1-0`, `0-1` or `*`.
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::FirstWon),
            "0-1" => Some(GameResult::SecondWon),
            "*" => Some(GameResult::Undecided),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One move of a record and the mark its comment gives, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    pub mv: Move,
    pub mark: Option<Mark>,
}

/// A game record. The start position carries the variant and the board size
/// (the `Variant`, `Board` and `Start` tags); `extra_tags` keeps any other
/// tags in their order (a server writes `Game` and `Termination`). Their
/// names must be letters, digits and `_`, none of [`REQUIRED_TAGS`], or the
/// printed record will not read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub start: Position,
    /// The name of the player who moved first.
    pub first: String,
    /// The name of the player who moved second.
    pub second: String,
    pub result: GameResult,
    /// Whether the game counted for ratings.
    pub rated: bool,
    /// When the game was played, as the server writes it (RFC 3339 UTC).
    pub date: String,
    /// The service id of the server that hosted the game.
    pub service: String,
    pub extra_tags: Vec<(String, String)>,
    pub moves: Vec<RecordedMove>,
}

/// The tags every record has, in the order they are printed.
pub const REQUIRED_TAGS: [&str; 9] = [
    "Variant", "Board", "Start", "First", "Second", "Result", "Rated", "Date", "Service",
];

impl GameRecord {
    /// The moves alone, for replaying or analysing.
    pub fn plain_moves(&self) -> Vec<Move> {
        self.moves.iter().map(|m| m.mv).collect()
    }

    /// Sets each move's mark from an analysis of the same game
    /// (`GameAnalysis::marks`); moves beyond `marks` keep theirs.
    pub fn annotate(&mut self, marks: &[Mark]) {
        for (m, &mark) in self.moves.iter_mut().zip(marks) {
            m.mark = Some(mark);
        }
    }

    /// The position the moves lead to (a parsed record always replays; a
    /// record built by hand may not).
    pub fn final_position(&self) -> Result<Position, ReplayError> {
        Position::replay(&self.start, self.plain_moves())
    }

    /// The winner's seat (0 first) when the moves themselves end the game,
    /// `None` while the position is not over (resigned, timed out, going on).
    pub fn decided_by_moves(&self) -> Result<Option<usize>, ReplayError> {
        let mut pos = self.start.clone();
        let mut winner = None;
        for (ply, m) in self.moves.iter().enumerate() {
            let outcome = pos.play(m.mv).map_err(|source| ReplayError {
                ply,
                mv: m.mv,
                source,
            })?;
            winner = outcome.over.map(|w| match w {
                Winner::Mover => ply % 2,
                Winner::Opponent => 1 - ply % 2,
            });
        }
        Ok(winner)
    }

    /// The value of a required tag as printed.
    fn tag_value(&self, name: &str) -> String {
        match name {
            "Variant" => self.start.variant().to_string(),
            "Board" => format!("{}x{}", self.start.width(), self.start.height()),
            "Start" => self.start.to_string(),
            "First" => self.first.clone(),
            "Second" => self.second.clone(),
            "Result" => self.result.to_string(),
            "Rated" => if self.rated { "yes" } else { "no" }.to_string(),
            "Date" => self.date.clone(),
            _ => self.service.clone(),
        }
    }
}

/// A one-based square as records and histories write it: `row.col`.
pub fn square(mv: Move) -> String {
    format!("{}.{}", u64::from(mv.row) + 1, u64::from(mv.col) + 1)
}

/// A tag value between quotes: `\` and `"` escaped with `\`; control
/// characters (which no name or date has) become spaces so that a record
/// stays one tag per line.
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for ch in value.chars() {
        match ch {
            '\\' | '"' => {
                out.push('\\');
                out.push(ch);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl fmt::Display for GameRecord {
    /// The text of docs/RECORDS.md; [`str::parse`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for name in REQUIRED_TAGS {
            writeln!(f, "[{name} {}]", quoted(&self.tag_value(name)))?;
        }
        for (name, value) in &self.extra_tags {
            writeln!(f, "[{name} {}]", quoted(value))?;
        }
        writeln!(f)?;
        for (number, pair) in self.moves.chunks(2).enumerate() {
            write!(f, "{}.", number + 1)?;
            for m in pair {
                write!(f, " {}", square(m.mv))?;
                if let Some(mark) = m.mark {
                    write!(f, " {{{mark}}}")?;
                }
            }
            writeln!(f)?;
        }
        writeln!(f, "{}", self.result)
    }
}
