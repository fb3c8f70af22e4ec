//! The exact search over sub-diagrams and the win/loss search, checked on
//! random positions of many shapes against the box tables and the reference
//! solver (proptest): blobs inside small boxes, long thin shapes whose box is
//! huge (L-shapes, hooks, two and three rows, staircases), and their
//! transposes.

use std::sync::OnceLock;

use chomp_engine::evaluate::Evaluator;
use chomp_engine::exact::{l_shape, subdiagram_count, two_rows_is_p, ExactSearch};
use chomp_engine::grundy::GrundyTable;
use chomp_engine::reference::Reference;
use chomp_engine::{Diagram, Position, Solver, SolverConfig, Variant};
use proptest::prelude::*;

fn rows_of(d: &Diagram) -> Vec<u8> {
    d.rows().to_vec()
}

fn from_lengths(mut v: Vec<usize>) -> Diagram {
    v.sort_unstable_by(|a, b| b.cmp(a));
    Diagram::from_rows(&v).unwrap()
}

/// Any diagram inside a small box.
fn blob(max_rows: usize, max_cols: usize) -> impl Strategy<Value = Diagram> {
    proptest::collection::vec(0..=max_cols, 1..=max_rows).prop_map(from_lengths)
}

/// Shapes with a small reachable set in a large box: a few long rows over a
/// long first column (hooks), with optional transpose.
fn thin() -> impl Strategy<Value = Diagram> {
    (
        proptest::collection::vec(1usize..=32, 1..=3),
        0usize..=29,
        any::<bool>(),
    )
        .prop_map(|(top, tail, transpose)| {
            let mut v = top;
            v.extend(std::iter::repeat_n(1, tail));
            let d = from_lengths(v);
            if transpose {
                d.transpose()
            } else {
                d
            }
        })
}

/// A staircase of a few steps, possibly long and thin.
fn stairs() -> impl Strategy<Value = Diagram> {
    proptest::collection::vec((1usize..=10, 1usize..=4), 1..=4).prop_map(|steps| {
        let mut v = Vec::new();
        let mut len: usize = steps.iter().map(|s| s.0).sum();
        for (w, h) in steps {
            v.extend(std::iter::repeat_n(len.min(32), h));
            len -= w;
        }
        v.truncate(32);
        from_lengths(v)
    })
}

fn table_7x7() -> &'static GrundyTable {
    static T: OnceLock<GrundyTable> = OnceLock::new();
    T.get_or_init(|| GrundyTable::build(7, 7, &|_, _| {}).unwrap())
}

/// A solver with tiny tables, so that almost everything goes to the searches.
fn small_solver() -> &'static Solver {
    static S: OnceLock<Solver> = OnceLock::new();
    S.get_or_init(|| {
        Solver::new(SolverConfig {
            ptable_bits: 8,
            grundy_max_cells: 20,
            exact_limit: 100_000,
            think_time: std::time::Duration::from_secs(60),
            hint_time: std::time::Duration::from_secs(60),
            ..Default::default()
        })
        .unwrap()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn search_equals_table_and_reference_in_small_boxes(d in blob(7, 7)) {
        let mut s = ExactSearch::new(u64::MAX, Vec::new());
        let v = s.normal_sg(&d).unwrap();
        prop_assert_eq!(Some(v as u16), table_7x7().normal_sg(&d));
        prop_assert_eq!(v, Reference::new().normal_sg(&rows_of(&d)));
        prop_assert_eq!(s.normal_sg(&d.transpose()).unwrap(), v);
    }

    #[test]
    fn search_equals_reference_on_thin_shapes_of_huge_boxes(d in prop_oneof![thin(), stairs()]) {
        prop_assume!(subdiagram_count(&d) <= 20_000);
        let mut s = ExactSearch::new(20_000, Vec::new());
        let v = s.normal_sg(&d).unwrap();
        let mut r = Reference::new();
        prop_assert_eq!(v, r.normal_sg(&rows_of(&d)));
        if let Some(closed) = l_shape(&d) {
            prop_assert_eq!(closed, v);
        }
        if let Some(p) = two_rows_is_p(&d) {
            prop_assert_eq!(p, v == 1);
        }
        // With a table read for the sub-diagrams that fit it: same value.
        let mut with_table = ExactSearch::new(20_000, vec![std::sync::Arc::new(
            GrundyTable::build(4, 4, &|_, _| {}).unwrap(),
        )]);
        prop_assert_eq!(with_table.normal_sg(&d).unwrap(), v);
    }

    #[test]
    fn win_loss_search_agrees_with_exact_values(d in prop_oneof![blob(6, 8), thin(), stairs()]) {
        // The lone poisoned cell is a finished game, not a position to parse.
        prop_assume!(d.cells() >= 2 && subdiagram_count(&d) <= 20_000);
        let v = ExactSearch::new(20_000, Vec::new()).normal_sg(&d).unwrap();
        let solver = small_solver();
        let mut eval = Evaluator::new(solver);
        // The bounded search alone (no exact values), with enough budget.
        eval.search().deepen(1_000_000);
        let searched = eval.search().chomp_is_p(d.to_bits());
        prop_assert_eq!(searched, Some(v == 1));
        // Hints beyond the tiny tables are exact through the search.
        let pos = Position::parse(
            Variant::Chomp,
            d.width().max(2),
            d.height().max(1),
            &d.to_string(),
        ).unwrap();
        let h = solver.hints(&pos);
        prop_assert!(h.exact);
        prop_assert_eq!(h.total, v - 1);
        prop_assert_eq!(h.outcome, Some(v != 1));
    }
}
