//! What perfect play says about one move of a game, and a player's accuracy
//! over a game: the vocabulary shared by the analysis (which computes marks
//! from the tables) and the game record (which prints and reads them as
//! comments). Pure types without the solver, so a record can be read and
//! written without loading any table.

use std::fmt;
use std::str::FromStr;

/// The mark of one move, from the exact values of the positions before and
/// after it. Only proven values give a mark; everything else is `Unknown`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(tag = "mark", rename_all = "snake_case")
)]
pub enum Mark {
    /// Played in a winning position, and left the opponent a lost one.
    KeptWin,
    /// Played in a winning position, and left the opponent a winning one.
    ThrewWin,
    /// Played in a lost position (every move leaves the opponent a win).
    Lost {
        /// The opponent's winning replies after the move; `None` when the
        /// move lost the game at once (it ate the poisoned square).
        winning_replies: Option<u32>,
        /// The fewest winning replies any legal move would have left.
        fewest: u32,
    },
    /// The engine does not know the exact value of the position within the
    /// analysis budget: no mark is given.
    Unknown,
}

impl Mark {
    /// Whether the move left the opponent the fewest winning replies among
    /// the legal moves of a lost position (the best trap).
    pub fn best_trap(self) -> bool {
        matches!(self, Mark::Lost { winning_replies: Some(n), fewest } if n == fewest)
    }

    /// Whether the move was played in a position proven to be won.
    pub fn in_winning_position(self) -> bool {
        matches!(self, Mark::KeptWin | Mark::ThrewWin)
    }
}

/// "1 winning reply", "3 winning replies".
fn replies(n: u32) -> String {
    if n == 1 {
        "1 winning reply".to_string()
    } else {
        format!("{n} winning replies")
    }
}

impl fmt::Display for Mark {
    /// The words of a record's comment (docs/RECORDS.md), e.g. `kept the win`
    /// or `lost position, best trap (1 winning reply)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Mark::KeptWin => f.write_str("kept the win"),
            Mark::ThrewWin => f.write_str("threw the win away"),
            Mark::Unknown => f.write_str("unknown"),
            Mark::Lost {
                winning_replies: Some(n),
                fewest,
            } if n == fewest => write!(f, "lost position, best trap ({})", replies(n)),
            Mark::Lost {
                winning_replies: Some(n),
                fewest,
            } => write!(f, "lost position, {} (fewest {fewest})", replies(n)),
            Mark::Lost {
                winning_replies: None,
                fewest,
            } => write!(f, "lost position, ate the poison (fewest {fewest})"),
        }
    }
}

/// Text that is not one of the marks of docs/RECORDS.md.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not an analysis mark (see docs/RECORDS.md)")]
pub struct BadMark(pub String);

/// The number in "N winning reply" or "N winning replies".
fn parse_replies(text: &str) -> Option<u32> {
    let (n, rest) = text.split_once(' ')?;
    let n: u32 = n.parse().ok()?;
    let want = if n == 1 {
        "winning reply"
    } else {
        "winning replies"
    };
    (rest == want).then_some(n)
}

/// The number in "(fewest N)".
fn parse_fewest(text: &str) -> Option<u32> {
    text.strip_prefix("(fewest ")?
        .strip_suffix(')')?
        .parse()
        .ok()
}

impl FromStr for Mark {
    type Err = BadMark;

    /// Reads what [`Mark`]'s `Display` writes (spaces around it ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = || BadMark(text.chars().take(60).collect());
        match text {
            "kept the win" => return Ok(Mark::KeptWin),
            "threw the win away" => return Ok(Mark::ThrewWin),
            "unknown" => return Ok(Mark::Unknown),
            _ => {}
        }
        let rest = text.strip_prefix("lost position, ").ok_or_else(bad)?;
        if let Some(inner) = rest
            .strip_prefix("best trap (")
            .and_then(|r| r.strip_suffix(')'))
        {
            let n = parse_replies(inner).ok_or_else(bad)?;
            return Ok(Mark::Lost {
                winning_replies: Some(n),
                fewest: n,
            });
        }
        if let Some(fewest) = rest.strip_prefix("ate the poison ") {
            let fewest = parse_fewest(fewest).ok_or_else(bad)?;
            return Ok(Mark::Lost {
                winning_replies: None,
                fewest,
            });
        }
        let (count, fewest) = rest.split_once(" (").ok_or_else(bad)?;
        let n = parse_replies(count).ok_or_else(bad)?;
        let fewest = parse_fewest(&format!("({fewest}")).ok_or_else(bad)?;
        // "best trap" is how a move with the fewest replies is written.
        if n == fewest {
            return Err(bad());
        }
        Ok(Mark::Lost {
            winning_replies: Some(n),
            fewest,
        })
    }
}

/// One player's accuracy in a game: of their moves played in positions
/// proven to be won, how many kept the win. Moves marked `Unknown` and moves
/// in lost positions are not counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Accuracy {
    /// Moves that kept the win.
    pub kept: u32,
    /// Moves played in a position proven to be won (kept or thrown away).
    pub in_winning: u32,
}

impl Accuracy {
    /// The accuracy of the player who moves at plies `seat`, `seat + 2`, …
    /// (seat 0 moves first) over a game's marks.
    pub fn of_seat(marks: &[Mark], seat: usize) -> Accuracy {
        let mut acc = Accuracy::default();
        for mark in marks.iter().skip(seat).step_by(2) {
            if mark.in_winning_position() {
                acc.in_winning += 1;
                acc.kept += u32::from(*mark == Mark::KeptWin);
            }
        }
        acc
    }

    /// The share of kept wins, 0.0 to 1.0; `None` when the player made no
    /// known move in a winning position (there is nothing to measure).
    pub fn share(self) -> Option<f64> {
        (self.in_winning > 0).then(|| f64::from(self.kept) / f64::from(self.in_winning))
    }
}

impl fmt::Display for Accuracy {
    /// `100% (3 of 3)`, or `none` when there is nothing to measure.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.share() {
            Some(share) => write!(
                f,
                "{:.0}% ({} of {})",
                share * 100.0,
                self.kept,
                self.in_winning
            ),
            None => f.write_str("none"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_kind() -> Vec<Mark> {
        vec![
            Mark::KeptWin,
            Mark::ThrewWin,
            Mark::Unknown,
            Mark::Lost {
                winning_replies: Some(1),
                fewest: 1,
            },
            Mark::Lost {
                winning_replies: Some(7),
                fewest: 7,
            },
            Mark::Lost {
                winning_replies: Some(3),
                fewest: 1,
            },
            Mark::Lost {
                winning_replies: Some(1),
                fewest: 0,
            },
            Mark::Lost {
                winning_replies: None,
                fewest: 2,
            },
        ]
    }

    #[test]
    fn marks_round_trip_through_their_words() {
        for mark in every_kind() {
            let text = mark.to_string();
            assert_eq!(text.parse::<Mark>(), Ok(mark), "{text}");
        }
        assert_eq!(
            Mark::Lost {
                winning_replies: Some(1),
                fewest: 1
            }
            .to_string(),
            "lost position, best trap (1 winning reply)"
        );
        assert!(Mark::Lost {
            winning_replies: Some(2),
            fewest: 2
        }
        .best_trap());
        assert!(!Mark::Lost {
            winning_replies: None,
            fewest: 2
        }
        .best_trap());
    }

    #[test]
    fn other_words_are_refused() {
        for text in [
            "",
            "kept",
            "lost position",
            "lost position, 2 winning reply (fewest 1)",
            "lost position, 2 winning replies (fewest 2)",
            "lost position, best trap (2 winning reply)",
            "lost position, ate the poison (fewest x)",
            "lost position, x winning replies (fewest 1)",
        ] {
            assert!(text.parse::<Mark>().is_err(), "{text}");
        }
    }

    #[test]
    fn accuracy_counts_only_known_moves_in_winning_positions() {
        let lost = Mark::Lost {
            winning_replies: Some(1),
            fewest: 1,
        };
        let marks = [
            Mark::KeptWin,
            lost,
            Mark::ThrewWin,
            Mark::KeptWin,
            Mark::KeptWin,
            Mark::Unknown,
        ];
        let first = Accuracy::of_seat(&marks, 0);
        assert_eq!(
            first,
            Accuracy {
                kept: 2,
                in_winning: 3
            }
        );
        assert_eq!(first.to_string(), "67% (2 of 3)");
        let second = Accuracy::of_seat(&marks, 1);
        assert_eq!(
            second,
            Accuracy {
                kept: 1,
                in_winning: 1
            }
        );
        assert_eq!(second.share(), Some(1.0));
        let none = Accuracy::of_seat(&[lost, Mark::Unknown], 0);
        assert_eq!(none.share(), None);
        assert_eq!(none.to_string(), "none");
    }
}
