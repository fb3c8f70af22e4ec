use super::*;
use crate::SolverConfig;

#[test]
fn transpose_bits_matches_diagram_transpose() {
    let full = "32,".repeat(32);
    for s in [
        "3,3,1",
        "5,2",
        "1",
        "4,4,4",
        "2,1,1,1",
        full.trim_end_matches(','),
    ] {
        let d: Diagram = s.parse().unwrap();
        assert_eq!(transpose_bits(d.to_bits()), d.transpose().to_bits(), "{s}");
    }
}

#[test]
fn search_beyond_a_tiny_table_agrees_with_a_bigger_one() {
    let small = Tables::new(SolverConfig {
        ptable_bits: 6,
        grundy_max_cells: 1,
        ..Default::default()
    })
    .unwrap();
    let big = Tables::new(SolverConfig {
        ptable_bits: 14,
        ..Default::default()
    })
    .unwrap();
    let mut search = Search::new(&small);
    for x in (2u64..1 << 12).step_by(2) {
        let x = canonical(x);
        if x == 0 {
            continue;
        }
        assert_eq!(search.chomp_is_p(x), big.ptable().is_p(x), "{x:b}");
    }
}

/// A search given little memory stops, undecided, within it; with
/// memory to spare it stops on its node budget instead. (A 16 x 16
/// quadrant missing its far corner beside one missing three cells
/// there: no move pairs them, so the sum takes a deep search.)
#[test]
fn a_search_stays_within_its_memory_and_then_gives_up() {
    let s = Tables::new(SolverConfig {
        ptable_bits: 6,
        grundy_max_cells: 1,
        ..Default::default()
    })
    .unwrap();
    let sq = Diagram::rectangle(16, 16);
    let a = sq.after(15, 15).to_bits();
    let b = sq.after(15, 14).after(14, 15).to_bits();
    let mut search = Search::new(&s);
    search.set_memory_budget(64 << 10);
    assert_eq!(search.ichomp_is_p(0, &[a, b]), None);
    assert!(search.out_of_memory());
    assert!(search.is_spent());
    assert!(search.memory_peak() <= 64 << 10, "{}", search.memory_peak());
    // Every move list was given back: only the memos stay charged.
    assert!(search.memory_used() < 8 << 10, "{}", search.memory_used());
    let mut roomy = Search::new(&s);
    roomy.deepen(50);
    assert_eq!(roomy.ichomp_is_p(0, &[a, b]), None);
    assert!(!roomy.out_of_memory());
    assert!(roomy.memory_peak() > 64 << 10, "{}", roomy.memory_peak());
}

#[test]
fn equal_quadrants_cancel() {
    let s = Tables::new(SolverConfig {
        ptable_bits: 6,
        grundy_max_cells: 1,
        search_nodes: 0,
        ..Default::default()
    })
    .unwrap();
    let mut search = Search::new(&s);
    let sq = Diagram::rectangle(16, 16).to_bits();
    assert_eq!(search.ichomp_is_p(0, &[sq, sq, sq, sq]), Some(true));
    assert_eq!(search.ichomp_is_p(3, &[sq, sq]), Some(false));
    assert_eq!(search.ichomp_is_p(0, &[sq]), None);
}
