//! Perfect-play analysis of a game: a [`Mark`] for every move from the
//! proven values of the positions before and after it, and each player's
//! [`Accuracy`]. Where no exact source covers a position (see
//! [`crate::judge`]) the move is `Unknown`: the analysis is a proof or
//! nothing, never an engine's opinion.
//!
//! The work is bounded: one table lookup or memoised search step per move in
//! a winning position, and in a lost position one per reply of every legal
//! move (to find the best trap), all inside the budget's exact sources.
//! A server runs it once when a game ends, off the move path.

use crate::error::ReplayError;
use crate::judge::{Budget, Judge};
use crate::mark::{Accuracy, Mark};
use crate::moves::Move;
use crate::position::Position;
use crate::tables::Tables;

/// The analysis of a whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameAnalysis {
    /// One mark per move, in the order played (the first player's moves at
    /// even indices).
    pub marks: Vec<Mark>,
    /// The accuracy of the player who moved first.
    pub first: Accuracy,
    /// The accuracy of the player who moved second.
    pub second: Accuracy,
}

impl GameAnalysis {
    /// Collects marks and computes both players' accuracy from them.
    pub fn from_marks(marks: Vec<Mark>) -> GameAnalysis {
        GameAnalysis {
            first: Accuracy::of_seat(&marks, 0),
            second: Accuracy::of_seat(&marks, 1),
            marks,
        }
    }
}

/// Analyses the game played by `moves` from `start`, using the exact sources
/// of `tables` within `budget` ([`Budget::of`] gives the solver's own).
/// Fails only when a move is not legal at its turn (nothing is analysed then).
pub fn analyse(
    tables: &Tables,
    start: &Position,
    moves: &[Move],
    budget: Budget,
) -> Result<GameAnalysis, ReplayError> {
    let mut judge = Judge::new(tables, budget);
    let mut pos = start.clone();
    let mut marks = Vec::with_capacity(moves.len());
    for (ply, &mv) in moves.iter().enumerate() {
        let before = pos.clone();
        pos.play(mv)
            .map_err(|source| ReplayError { ply, mv, source })?;
        marks.push(mark(&mut judge, &before, &pos));
    }
    Ok(GameAnalysis::from_marks(marks))
}

/// The mark of the move from `before` to `after`.
fn mark(judge: &mut Judge<'_>, before: &Position, after: &Position) -> Mark {
    if !judge.cover(before) {
        return Mark::Unknown;
    }
    known_mark(judge, before, after).unwrap_or(Mark::Unknown)
}

fn known_mark(judge: &mut Judge<'_>, before: &Position, after: &Position) -> Option<Mark> {
    let left_lost = judge.is_lost(after)?;
    if !judge.is_lost(before)? {
        return Some(if left_lost {
            Mark::KeptWin
        } else {
            Mark::ThrewWin
        });
    }
    // A lost position: which move leaves the opponent the fewest winning
    // replies? A move that loses at once (the poison) leaves no game to
    // reply in, so it is never the trap; a lost position always has another.
    let mut fewest: Option<u32> = None;
    for (r, c) in before.legal_moves() {
        let next = before.after(r, c).ok()?;
        if ends_lost(&next) {
            continue;
        }
        let n = judge.winning_moves(&next)?;
        fewest = Some(fewest.map_or(n, |f| f.min(n)));
    }
    let winning_replies = if ends_lost(after) {
        None
    } else {
        Some(judge.winning_moves(after)?)
    };
    Some(Mark::Lost {
        winning_replies,
        fewest: fewest?,
    })
}

/// Whether the move that led to `pos` lost the game at once: in Chomp, the
/// mover ate the poisoned square (nothing is left).
fn ends_lost(pos: &Position) -> bool {
    matches!(pos, Position::Chomp(p) if p.diagram().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::box_size;
    use crate::tables::SolverConfig;
    use crate::variant::Variant;

    fn small_tables() -> Tables {
        Tables::new(SolverConfig {
            ptable_bits: 12,
            grundy_max_cells: box_size(4, 4),
            exact_limit: 0,
            ..Default::default()
        })
        .unwrap()
    }

    fn moves(cells: &[(u32, u32)]) -> Vec<Move> {
        cells.iter().map(|&(r, c)| Move::new(r, c)).collect()
    }

    #[test]
    fn a_square_board_game_is_marked_by_hand() {
        let tables = small_tables();
        let start = Position::full(Variant::Chomp, 3, 3).unwrap();
        // 3x3: the only winning move is 2.2 (the L with equal arms is lost).
        // Then the second player, lost, takes 1.3 (the L 2,1,1 against 3,1,1);
        // the first replies 3.1 (2,1: lost for the second player); the second
        // plays 2.1 and leaves 2, which the first wins by eating 1.2.
        let game = moves(&[(1, 1), (0, 2), (2, 0), (1, 0), (0, 1)]);
        let a = analyse(&tables, &start, &game, Budget::of(&tables)).unwrap();
        assert_eq!(a.marks[0], Mark::KeptWin);
        // From 3,1,1 every move but the poison leaves exactly one winning
        // reply (1.3 leaves 2,1,1, won only by 3.1): all are best traps.
        assert!(matches!(a.marks[1], Mark::Lost { .. }), "{:?}", a.marks[1]);
        assert!(a.marks[1].best_trap(), "{:?}", a.marks[1]);
        assert_eq!(a.marks[2], Mark::KeptWin);
        assert!(matches!(a.marks[3], Mark::Lost { .. }));
        assert_eq!(a.marks[4], Mark::KeptWin);
        assert_eq!(
            a.first,
            Accuracy {
                kept: 3,
                in_winning: 3
            }
        );
        assert_eq!(a.second.share(), None);
    }

    #[test]
    fn eating_the_poison_is_marked() {
        let tables = small_tables();
        let start = Position::full(Variant::Chomp, 3, 3).unwrap();
        let a = analyse(&tables, &start, &moves(&[(0, 0)]), Budget::of(&tables)).unwrap();
        assert_eq!(a.marks, vec![Mark::ThrewWin]);
        // From the lost L 3,1,1 the poison leaves no game: never the trap.
        let start = Position::parse(Variant::Chomp, 3, 3, "3,1,1").unwrap();
        let a = analyse(&tables, &start, &moves(&[(0, 0)]), Budget::of(&tables)).unwrap();
        assert!(matches!(
            a.marks[0],
            Mark::Lost {
                winning_replies: None,
                ..
            }
        ));
        assert!(!a.marks[0].best_trap());
    }

    #[test]
    fn positions_beyond_every_source_are_unknown() {
        let tables = small_tables();
        // 12x12 Chomp: K = 12 and a 4x4 box cover neither it nor its moves'
        // results until the board is small; no search is allowed.
        let start = Position::full(Variant::Chomp, 12, 12).unwrap();
        let game = moves(&[(11, 11), (0, 11), (2, 2), (0, 3)]);
        let a = analyse(&tables, &start, &game, Budget::of(&tables)).unwrap();
        assert_eq!(&a.marks[..2], &[Mark::Unknown, Mark::Unknown]);
        // Before 1.4 the rows are 11,11,2,...,2: still beyond 12 bits and 4x4.
        assert_eq!(&a.marks[2..], &[Mark::Unknown, Mark::Unknown]);
        assert_eq!(a.first.in_winning + a.second.in_winning, 0);
        // A budget for the exact search reaches that position (a few
        // hundred sub-diagrams), not 12 rows of 11 (1 352 078 of them).
        let a = analyse(
            &tables,
            &start,
            &game,
            Budget {
                exact_limit: 1 << 20,
            },
        )
        .unwrap();
        assert_eq!(&a.marks[..3], &[Mark::Unknown; 3]);
        assert_ne!(a.marks[3], Mark::Unknown);
    }

    /// The shape a server stores and an API serves (`--features serde`).
    #[cfg(feature = "serde")]
    #[test]
    fn the_analysis_serializes_as_documented() {
        let a = GameAnalysis::from_marks(vec![
            Mark::KeptWin,
            Mark::Lost {
                winning_replies: Some(2),
                fewest: 1,
            },
            Mark::Unknown,
        ]);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(
            json,
            r#"{"marks":[{"mark":"kept_win"},{"mark":"lost","winning_replies":2,"fewest":1},{"mark":"unknown"}],"first":{"kept":1,"in_winning":1},"second":{"kept":0,"in_winning":0}}"#
        );
        let back: GameAnalysis = serde_json::from_str(&json).unwrap();
        assert_eq!(back, a);
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_ply() {
        let tables = small_tables();
        let start = Position::full(Variant::IChomp, 4, 4).unwrap();
        let err = analyse(
            &tables,
            &start,
            &moves(&[(0, 0), (0, 0)]),
            Budget::of(&tables),
        )
        .unwrap_err();
        assert_eq!(err.ply, 1);
    }
}
