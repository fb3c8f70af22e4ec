//! The hard iChomp move when the values of all four quadrants are known
//! exactly (Grundy tables or the exact search of [`crate::exact`]), computed on quadrant values alone (the SG theorem) instead of whole
//! positions: a move in quadrant `q` to value `v'` leaves the XOR
//! `total ^ v[q] ^ v'`, and the opponent's winning replies there are counted
//! from per-quadrant histograms of move values.

use crate::ichomp::{IChompPosition, Quadrant};
use crate::tables::Tables;
use crate::values::Oracle;
use crate::Diagram;
use std::collections::HashMap;

/// One move of the position: board cell, value its quadrant then has, cells removed.
#[derive(Clone, Copy, Debug)]
pub struct ValuedMove {
    pub row: usize,
    pub col: usize,
    pub quadrant: usize,
    /// The cell seen from the centre, inside its quadrant.
    pub local: (usize, usize),
    pub value: u32,
    pub removed: usize,
}

/// The four quadrant values and every move with its resulting quadrant value.
pub struct QuadrantView {
    oracles: [Option<Oracle>; 4],
    pub values: [u32; 4],
    pub total: u32,
    pub moves: Vec<ValuedMove>,
}

/// Counts of the values reachable in one move from a diagram.
fn histogram(oracle: &mut Oracle, d: &Diagram) -> HashMap<u32, usize> {
    let mut h = HashMap::new();
    for (r, c) in d.cells_iter() {
        let v = oracle.normal_sg(&d.after(r, c));
        *h.entry(v).or_default() += 1;
    }
    h
}

impl QuadrantView {
    /// `None` when some non-empty quadrant is beyond the tables and the
    /// exact search.
    pub fn new(tables: &Tables, p: &IChompPosition) -> Option<QuadrantView> {
        let layout = p.layout();
        let mut oracles: [Option<Oracle>; 4] = Default::default();
        let mut values = [0u32; 4];
        for q in Quadrant::ALL {
            let d = p.quadrant(q);
            if d.is_empty() {
                continue;
            }
            let (rows, cols) = layout.box_of(q);
            let mut o = tables.oracle(d, rows, cols).ok()?;
            values[q.index()] = o.normal_sg(d);
            oracles[q.index()] = Some(o);
        }
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut moves = Vec::new();
        for q in Quadrant::ALL {
            let Some(o) = &mut oracles[q.index()] else {
                continue;
            };
            let d = p.quadrant(q);
            for (lr, lc) in d.cells_iter() {
                let (row, col) = layout.to_board(q, lr, lc);
                let value = o.normal_sg(&d.after(lr, lc));
                moves.push(ValuedMove {
                    row,
                    col,
                    quadrant: q.index(),
                    local: (lr, lc),
                    value,
                    removed: d.removed_by(lr, lc),
                });
            }
        }
        Some(QuadrantView {
            oracles,
            values,
            total,
            moves,
        })
    }

    /// Whether a move leaves XOR 0.
    pub fn wins(&self, m: &ValuedMove) -> bool {
        self.total ^ self.values[m.quadrant] ^ m.value == 0
    }

    /// For every move, the number of winning replies the opponent then has.
    pub fn winning_replies(&mut self, p: &IChompPosition) -> Vec<usize> {
        let mut hist: [HashMap<u32, usize>; 4] = Default::default();
        for m in &self.moves {
            *hist[m.quadrant].entry(m.value).or_default() += 1;
        }
        let (moves, oracles) = (&self.moves, &mut self.oracles);
        moves
            .iter()
            .map(|m| {
                let q = m.quadrant;
                let after_total = self.total ^ self.values[q] ^ m.value;
                let mut replies = 0;
                for (q2, h) in hist.iter().enumerate() {
                    if q2 != q {
                        let want = after_total ^ self.values[q2];
                        replies += h.get(&want).copied().unwrap_or(0);
                    }
                }
                if let Some(o) = &mut oracles[q] {
                    let d = p.quadrant(Quadrant::ALL[q]).after(m.local.0, m.local.1);
                    let want = after_total ^ m.value;
                    replies += histogram(o, &d).get(&want).copied().unwrap_or(0);
                }
                replies
            })
            .collect()
    }
}
