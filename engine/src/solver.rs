//! The solver the bots and hints ask: its [`Tables`] and the hints computed
//! from them, shared cheaply between threads.
//!
//! Hints need the searches ([`crate::evaluate`], [`crate::search`]) and the
//! exact values ([`crate::values`]), and those read the tables. With the
//! tables inside `Solver` itself, this module and the ones it builds on
//! would import each other; so the tables are their own type one layer down
//! ([`crate::tables`]), everything that only reads them takes `&Tables`, and
//! `Solver` sits on top and derefs to its tables, so callers keep asking one
//! object (`solver.grundy(..)`, `Evaluator::new(&solver)`).

use std::ops::Deref;

use crate::error::TableError;
use crate::hints::Hints;
use crate::position::Position;
use crate::tables::Tables;

// Kept at its old path; it is defined with the tables, which hold it.
pub use crate::tables::SolverConfig;

/// The shared solver; clones share the same tables.
#[derive(Clone, Debug)]
pub struct Solver {
    tables: Tables,
}

impl Solver {
    /// Loads (memory-mapped) or builds and saves the P-table. May take
    /// seconds: call it off async threads. Fails only for a `ptable_bits`
    /// outside the accepted range; a table directory that cannot be used is
    /// logged and the table built in memory.
    pub fn new(config: SolverConfig) -> Result<Solver, TableError> {
        Ok(Solver {
            tables: Tables::new(config)?,
        })
    }

    /// Hints for any position (see [`crate::hints`]), within the configured
    /// `hint_time` of search beyond the tables.
    pub fn hints(&self, pos: &Position) -> Hints {
        Hints::of(&self.tables, pos)
    }
}

impl Deref for Solver {
    type Target = Tables;

    fn deref(&self) -> &Tables {
        &self.tables
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{box_size, GrundyTable};
    use crate::ptable::PTable;

    #[test]
    fn present_tables_beyond_the_limits_are_used() {
        use crate::{choose_move, Level, Position, Variant};
        use rand::SeedableRng;
        let dir = tempfile::tempdir().unwrap();
        PTable::load_or_build(Some(dir.path()), 16, &|_, _| {}, &|_| {}).unwrap();
        GrundyTable::load_or_build(Some(dir.path()), 6, 6, &|_, _| {}, &|_| {}).unwrap();
        let small = SolverConfig {
            tables_dir: Some(dir.path().to_path_buf()),
            ptable_bits: 10,
            grundy_max_cells: box_size(3, 3),
            ..Default::default()
        };
        // Without the option the files are ignored.
        let plain = Solver::new(small.clone()).unwrap();
        assert_eq!(plain.ptable().bits(), 10);
        assert!(plain.grundy(6, 6).is_none());
        let s = Solver::new(SolverConfig {
            use_present_tables: true,
            ..small
        })
        .unwrap();
        assert_eq!(s.ptable().bits(), 16);
        assert_eq!(s.grundy(5, 6).map(|t| (t.rows(), t.cols())), Some((6, 6)));
        assert!(s.grundy(7, 6).is_none());
        // Even within the build limit, the mapped file is used, not a build.
        assert_eq!(s.grundy(2, 2).map(|t| t.rows()), Some(6));
        let cov = s.coverage();
        assert!(cov.contains("16 rows plus columns"), "{cov}");
        assert!(cov.contains("up to 12x12"), "{cov}");
        // Exact iChomp play on 12x12 boards, equal to a solver that builds 6x6.
        let big = Solver::new(SolverConfig {
            ptable_bits: 10,
            grundy_max_cells: box_size(6, 6),
            ..Default::default()
        })
        .unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(6);
        for _ in 0..20 {
            let pos = Position::random(Variant::IChomp, 12, 11, &mut rng).unwrap();
            let (h, want) = (s.hints(&pos), big.hints(&pos));
            assert!(h.exact);
            assert_eq!(
                (h.total, &h.quadrants, &h.winning),
                (want.total, &want.quadrants, &want.winning)
            );
            let mv = choose_move(&s, &pos, Level::Hard, &mut rng).unwrap();
            assert!(mv.proven);
            if h.total != 0 {
                assert!(h.winning.contains(&(mv.row, mv.col)));
            }
        }
    }
}
