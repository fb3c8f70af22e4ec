//! Whether the hard bot is proven perfect on a board: whether every
//! position of a `width x height` board of a variant (every start, every
//! later position, all being sub-diagrams of the full board) is answered
//! exactly by the tables or the exact search, never by the time-bounded
//! search that may guess. Servers say it in the `game` frame, and refuse
//! or queue bot games on the other boards with care: those are the ones
//! whose moves cost a search's time and memory.

use crate::diagram::Diagram;
use crate::exact::subdiagram_count;
use crate::grundy::box_size;
use crate::ichomp::{Layout, Quadrant};
use crate::tables::Tables;
use crate::variant::Variant;

/// Whether every diagram inside a `rows x cols` box is known exactly: a
/// box table (built on demand within `grundy_max_cells`, or mapped from a
/// file), or few enough sub-diagrams for the exact search.
fn box_known(tables: &Tables, rows: usize, cols: usize) -> bool {
    if rows == 0 || cols == 0 {
        return true;
    }
    box_size(rows, cols) <= tables.config().grundy_max_cells
        || tables.cached_grundy(rows, cols).is_some()
        || subdiagram_count(&Diagram::rectangle(rows, cols)) <= tables.config().exact_limit
}

/// Whether the hard bot plays every position of this board perfectly (see
/// the module docs). `false` for a size that is no board.
pub fn perfect_on(tables: &Tables, variant: Variant, width: usize, height: usize) -> bool {
    match variant {
        // Every diagram of the board has at most height + width rows plus
        // columns, which the P-table covers up to its K.
        Variant::Chomp => {
            width + height <= tables.ptable().bits() as usize || box_known(tables, height, width)
        }
        Variant::IChomp => match Layout::new(width, height) {
            Ok(layout) => Quadrant::ALL.iter().all(|&q| {
                let (rows, cols) = layout.box_of(q);
                box_known(tables, rows, cols)
            }),
            Err(_) => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SolverConfig;

    #[test]
    fn small_boards_are_perfect_and_big_ones_are_not() {
        let t = Tables::new(SolverConfig {
            ptable_bits: 24,
            ..Default::default()
        })
        .unwrap();
        // 14 x 12 Chomp: 26 rows plus columns, beyond K = 24 and the 10 x 10
        // box (the board of the issue, where the hard bot lost).
        assert!(!perfect_on(&t, Variant::Chomp, 14, 12));
        assert!(perfect_on(&t, Variant::Chomp, 12, 12));
        assert!(perfect_on(&t, Variant::Chomp, 10, 10));
        // iChomp quadrants of a 20 x 20 board are 10 x 10 boxes.
        assert!(perfect_on(&t, Variant::IChomp, 20, 20));
        assert!(!perfect_on(&t, Variant::IChomp, 32, 32));
    }
}
