//! Hints: SG values of a position, of every move, and the winning moves.
//!
//! With `exact == true` the numbers are Sprague-Grundy values: Chomp gives the
//! misère value of the board and, per present cell except the poisoned one,
//! the misère value after that move; iChomp gives the normal-play value of
//! each quadrant (NW, NE, SW, SE), their XOR as `total`, and per present cell
//! the value of its quadrant after the move.
//!
//! With `exact == false` (the position is beyond the Grundy tables) the numbers
//! are outcome flags of whole positions instead: `total` is 0 when the player
//! to move is proven to lose and 1 otherwise; a cell is `Some(0)` when its move
//! is proven to win (leaves a P-position), `Some(1)` when it is proven not to,
//! and `None` when the bounded search could not decide; iChomp `quadrants` are
//! the quadrant values where a table knows them and 1 for non-empty quadrants
//! beyond them (0 for empty ones). `winning` then lists the proven winning
//! moves only.

use crate::evaluate::Evaluator;
use crate::ichomp::Quadrant;
use crate::position::Position;
use crate::solver::Solver;

/// What a player sees when asking for hints (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    pub total: u32,
    pub quadrants: Vec<u32>,
    /// `cells[row][col]`, board-sized; `None` on absent and poisoned cells.
    pub cells: Vec<Vec<Option<u32>>>,
    /// Zero-based `(row, col)` of every winning move.
    pub winning: Vec<(usize, usize)>,
    pub exact: bool,
}

fn flag(p: Option<bool>) -> Option<u32> {
    p.map(|p| if p { 0 } else { 1 })
}

/// Beyond the tables: fills `cells` with outcome flags of each move's result
/// from the bounded search, lists the proven winning moves, and returns the
/// position's own flag (0 only when it is proven lost).
fn searched_flags(
    eval: &mut Evaluator<'_>,
    pos: &Position,
    moves: impl IntoIterator<Item = (usize, usize)>,
    cells: &mut [Vec<Option<u32>>],
    winning: &mut Vec<(usize, usize)>,
) -> u32 {
    for (r, c) in moves {
        let Ok(next) = pos.after(r, c) else { continue };
        let p = eval.is_p(&next);
        cells[r][c] = flag(p);
        if p == Some(true) {
            winning.push((r, c));
        }
    }
    if winning.is_empty() {
        flag(eval.is_p(pos)).unwrap_or(1)
    } else {
        1
    }
}

impl Solver {
    /// Hints for any position (see [`crate::hints`]).
    pub fn hints(&self, pos: &Position) -> Hints {
        let mut cells = vec![vec![None; pos.width()]; pos.height()];
        let mut winning = Vec::new();
        let mut eval = Evaluator::new(self);
        match pos {
            Position::Chomp(p) => {
                let d = p.diagram();
                if p.is_over() {
                    let total = u32::from(d.is_empty());
                    return Hints {
                        total,
                        quadrants: vec![total],
                        cells,
                        winning,
                        exact: true,
                    };
                }
                let moves = d.cells_iter().filter(|&rc| rc != (0, 0));
                if let Some(t) = self.table_for(d, p.height(), p.width()) {
                    let misere = |v: Option<u16>| v.map_or(0, |v| u32::from(v).saturating_sub(1));
                    for (r, c) in moves {
                        let v = misere(t.normal_sg(&d.after(r, c)));
                        cells[r][c] = Some(v);
                        if v == 0 {
                            winning.push((r, c));
                        }
                    }
                    let total = misere(t.normal_sg(d));
                    return Hints {
                        total,
                        quadrants: vec![total],
                        cells,
                        winning,
                        exact: true,
                    };
                }
                let total = searched_flags(&mut eval, pos, moves, &mut cells, &mut winning);
                Hints {
                    total,
                    quadrants: vec![total],
                    cells,
                    winning,
                    exact: false,
                }
            }
            Position::IChomp(p) => {
                let layout = *p.layout();
                let tables: Vec<_> = Quadrant::ALL
                    .iter()
                    .map(|&q| {
                        let (rows, cols) = layout.box_of(q);
                        let d = p.quadrant(q);
                        if d.is_empty() {
                            return Some(None);
                        }
                        self.table_for(d, rows, cols).map(Some)
                    })
                    .collect();
                if tables.iter().all(Option::is_some) {
                    let values: Vec<u32> = Quadrant::ALL
                        .iter()
                        .zip(&tables)
                        .map(|(&q, t)| match t {
                            Some(Some(t)) => t.normal_sg(p.quadrant(q)).map_or(0, u32::from),
                            _ => 0,
                        })
                        .collect();
                    let total = values.iter().fold(0, |a, v| a ^ v);
                    for (r, c) in pos.legal_moves() {
                        let (q, lr, lc) = layout.to_local(r, c);
                        let Some(Some(t)) = &tables[q.index()] else {
                            continue;
                        };
                        let after = p.quadrant(q).after(lr, lc);
                        let v = t.normal_sg(&after).map_or(0, u32::from);
                        cells[r][c] = Some(v);
                        if total ^ values[q.index()] ^ v == 0 {
                            winning.push((r, c));
                        }
                    }
                    return Hints {
                        total,
                        quadrants: values,
                        cells,
                        winning,
                        exact: true,
                    };
                }
                let quadrants: Vec<u32> = Quadrant::ALL
                    .iter()
                    .zip(&tables)
                    .map(|(&q, t)| match t {
                        Some(Some(t)) => t.normal_sg(p.quadrant(q)).map_or(1, u32::from),
                        Some(None) => 0,
                        None => 1,
                    })
                    .collect();
                let total =
                    searched_flags(&mut eval, pos, pos.legal_moves(), &mut cells, &mut winning);
                Hints {
                    total,
                    quadrants,
                    cells,
                    winning,
                    exact: false,
                }
            }
        }
    }
}
