//! Hints: SG values of a position, of every move, and the winning moves.
//!
//! With `exact == true` the numbers are Sprague-Grundy values, from a box
//! table or from the exact search over sub-diagrams ([`crate::values`]):
//! Chomp gives the misère value of the board and, per present cell except the
//! poisoned one, the misère value after that move; iChomp gives the
//! normal-play value of each quadrant (NW, NE, SW, SE), their XOR as `total`,
//! and per present cell the value of its quadrant after the move.
//!
//! With `exact == false` (the position is beyond both) the numbers are
//! outcome flags of whole positions instead, and must not be shown as SG
//! values: `total` is 0 when the player to move is proven to lose and 1
//! otherwise (`outcome` says whether that 1 is a proven win); a cell is
//! `Some(0)` when its move is proven to win (leaves a P-position), `Some(1)`
//! when it is proven not to, and `None` when the time-bounded search could
//! not decide; iChomp `quadrants` are exact values where `quadrants_exact`
//! says so, else 1 for a non-empty quadrant. `winning` then lists the proven
//! winning moves only.

use std::time::Instant;

use crate::evaluate::Evaluator;
use crate::ichomp::Quadrant;
use crate::position::Position;
use crate::tables::Tables;
use crate::values::Oracle;

/// What a player sees when asking for hints (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    pub total: u32,
    pub quadrants: Vec<u32>,
    /// `cells[row][col]`, board-sized; `None` on absent and poisoned cells.
    pub cells: Vec<Vec<Option<u32>>>,
    /// Zero-based `(row, col)` of every winning move.
    pub winning: Vec<(usize, usize)>,
    /// Whether every number is an exact SG value (else outcome flags).
    pub exact: bool,
    /// Whether the player to move wins with best play, when proven.
    pub outcome: Option<bool>,
    /// Per entry of `quadrants`: whether it is an exact SG value.
    pub quadrants_exact: Vec<bool>,
}

fn flag(p: Option<bool>) -> Option<u32> {
    p.map(|p| if p { 0 } else { 1 })
}

/// Beyond the tables: fills `cells` with outcome flags of each move's result
/// from the time-bounded search, lists the proven winning moves, and returns
/// whether the position is proven won (`Some(true)`) or lost.
fn searched_flags(
    eval: &mut Evaluator<'_>,
    pos: &Position,
    moves: impl IntoIterator<Item = (usize, usize)>,
    cells: &mut [Vec<Option<u32>>],
    winning: &mut Vec<(usize, usize)>,
) -> Option<bool> {
    for (r, c) in moves {
        let Ok(next) = pos.after(r, c) else { continue };
        let p = eval.is_p(&next);
        cells[r][c] = flag(p);
        if p == Some(true) {
            winning.push((r, c));
        }
    }
    if winning.is_empty() {
        eval.is_p(pos).map(|p| !p)
    } else {
        Some(true)
    }
}

impl Hints {
    /// Hints for any position (see the module docs), within the configured
    /// `hint_time` of search beyond the tables. `Solver::hints` is the usual
    /// way in; this takes the tables alone so that the solver can sit above
    /// this module.
    pub fn of(tables: &Tables, pos: &Position) -> Hints {
        let mut cells = vec![vec![None; pos.width()]; pos.height()];
        let mut winning = Vec::new();
        let mut eval = Evaluator::new(tables);
        eval.search()
            .set_deadline(Instant::now() + tables.config().hint_time);
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
                        outcome: Some(total != 0),
                        quadrants_exact: vec![true],
                    };
                }
                let moves = d.cells_iter().filter(|&rc| rc != (0, 0));
                if let Ok(mut oracle) = tables.oracle(d, p.height(), p.width()) {
                    let mut misere = |d: &_| oracle.normal_sg(d).saturating_sub(1);
                    for (r, c) in moves {
                        let v = misere(&d.after(r, c));
                        cells[r][c] = Some(v);
                        if v == 0 {
                            winning.push((r, c));
                        }
                    }
                    let total = misere(d);
                    return Hints {
                        total,
                        quadrants: vec![total],
                        cells,
                        winning,
                        exact: true,
                        outcome: Some(total != 0),
                        quadrants_exact: vec![true],
                    };
                }
                let outcome = searched_flags(&mut eval, pos, moves, &mut cells, &mut winning);
                eval.search().publish();
                let total = u32::from(outcome != Some(false));
                Hints {
                    total,
                    quadrants: vec![total],
                    cells,
                    winning,
                    exact: false,
                    outcome,
                    quadrants_exact: vec![false],
                }
            }
            Position::IChomp(p) => {
                let layout = *p.layout();
                // Per quadrant: Some(None) empty, Some(Some(oracle)) exact,
                // None beyond tables and search.
                let mut oracles: Vec<Option<Option<Oracle>>> = Quadrant::ALL
                    .iter()
                    .map(|&q| {
                        let (rows, cols) = layout.box_of(q);
                        let d = p.quadrant(q);
                        if d.is_empty() {
                            return Some(None);
                        }
                        tables.oracle(d, rows, cols).ok().map(Some)
                    })
                    .collect();
                let values: Vec<Option<u32>> = Quadrant::ALL
                    .iter()
                    .zip(oracles.iter_mut())
                    .map(|(&q, o)| match o {
                        Some(Some(o)) => Some(o.normal_sg(p.quadrant(q))),
                        Some(None) => Some(0),
                        None => None,
                    })
                    .collect();
                let quadrants_exact: Vec<bool> = values.iter().map(Option::is_some).collect();
                if values.iter().all(Option::is_some) {
                    let values: Vec<u32> = values.into_iter().flatten().collect();
                    let total = values.iter().fold(0, |a, v| a ^ v);
                    for (r, c) in pos.legal_moves() {
                        let (q, lr, lc) = layout.to_local(r, c);
                        let Some(Some(o)) = &mut oracles[q.index()] else {
                            continue;
                        };
                        let v = o.normal_sg(&p.quadrant(q).after(lr, lc));
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
                        outcome: Some(total != 0),
                        quadrants_exact,
                    };
                }
                let quadrants: Vec<u32> = values.iter().map(|v| v.unwrap_or(1)).collect();
                let outcome =
                    searched_flags(&mut eval, pos, pos.legal_moves(), &mut cells, &mut winning);
                Hints {
                    total: u32::from(outcome != Some(false)),
                    quadrants,
                    cells,
                    winning,
                    exact: false,
                    outcome,
                    quadrants_exact,
                }
            }
        }
    }
}
