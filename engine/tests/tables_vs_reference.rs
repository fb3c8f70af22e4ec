//! The fast tables against the slow reference solver, on every small position.

use chomp_engine::bitmoves::{any_move, apply, bit_len, canonical};
use chomp_engine::grundy::{box_size, GrundyTable};
use chomp_engine::ptable::PTable;
use chomp_engine::reference::{all_diagrams, Reference};
use chomp_engine::Diagram;

fn rows_of(d: &Diagram) -> Vec<u8> {
    d.rows().to_vec()
}

#[test]
fn ptable_matches_reference_for_all_diagrams_up_to_16_bits() {
    let table = PTable::build(16, &|_, _| {}).unwrap();
    let mut reference = Reference::new();
    let mut p_count = 0;
    for x in (2u64..1 << 16).step_by(2) {
        let d = Diagram::from_bits(x);
        assert_eq!(d.to_bits(), x, "every even integer is a canonical diagram");
        assert!(d.height() + d.width() <= 16);
        let p = reference.misere_sg(&rows_of(&d)) == 0;
        assert_eq!(table.is_p(x), Some(p), "{d}");
        p_count += u64::from(p);
    }
    assert_eq!(table.count_p(), p_count);
    // Outside the table there is no answer.
    assert_eq!(table.is_p(1 << 16), None);
}

#[test]
fn ptable_counts_agree_across_sizes() {
    // The table for K is a prefix of the table for K + 1.
    let small = PTable::build(10, &|_, _| {}).unwrap();
    let big = PTable::build(13, &|_, _| {}).unwrap();
    for x in (2u64..1 << 10).step_by(2) {
        assert_eq!(small.is_p(x), big.is_p(x));
    }
    // Counted independently by brute force over the reference solver.
    let mut reference = Reference::new();
    let mut count = 0;
    for d in all_diagrams(12, 12) {
        if !d.is_empty() && d.len() + d[0] as usize <= 13 && reference.misere_sg(&d) == 0 {
            count += 1;
        }
    }
    assert_eq!(big.count_p(), count);
}

#[test]
fn grundy_tables_match_reference_for_all_boxes_up_to_5x5() {
    let mut reference = Reference::new();
    for rows in 1..=5 {
        for cols in 1..=5 {
            let table = GrundyTable::build(rows, cols, &|_, _| {}).unwrap();
            let all = all_diagrams(rows, cols);
            assert_eq!(all.len() as u64, box_size(rows, cols));
            assert_eq!(table.len(), box_size(rows, cols));
            for rows_vec in all {
                let d =
                    Diagram::from_rows(&rows_vec.iter().map(|&r| r as usize).collect::<Vec<_>>())
                        .unwrap();
                let normal = reference.normal_sg(&rows_vec);
                assert_eq!(
                    table.normal_sg(&d),
                    Some(normal as u16),
                    "{d} in {rows}x{cols}"
                );
                assert_eq!(table.normal_sg(&d.transpose()), Some(normal as u16));
                if !rows_vec.is_empty() {
                    // RULES.md: normal = misère + 1.
                    assert_eq!(normal, reference.misere_sg(&rows_vec) + 1, "{d}");
                }
            }
        }
    }
}

#[test]
fn every_move_lowers_the_integer_and_the_cell_count() {
    for x in (2u64..1 << 12).step_by(2) {
        let d = Diagram::from_bits(x);
        any_move(x, bit_len(x), |i, j| {
            let y = canonical(apply(x, i, j));
            assert!(y < x);
            assert!(Diagram::from_bits(y).cells() < d.cells());
            false
        });
    }
}

#[test]
fn known_facts_of_chomp() {
    let table = PTable::build(20, &|_, _| {}).unwrap();
    for n in 2..=10 {
        // Squares are won by (1,1), leaving an L with equal arms.
        let square = Diagram::rectangle(n, n);
        assert_eq!(table.is_p(square.to_bits()), Some(false));
        let l = square.after(1, 1);
        assert_eq!(table.is_p(l.to_bits()), Some(true), "L of arm {n}");
        // Two rows: P exactly when the lower row is one shorter.
        for b in 0..n {
            let d = Diagram::from_rows(&[n, b]).unwrap();
            assert_eq!(table.is_p(d.to_bits()), Some(b + 1 == n), "{d}");
        }
        // Every rectangle with 2+ cells is a win (strategy stealing).
        for m in 1..=10 {
            if n + m <= 20 {
                assert_eq!(table.is_p(Diagram::rectangle(m, n).to_bits()), Some(false));
            }
        }
    }
}

#[test]
fn tiny_tables_count_like_the_reference() {
    let mut reference = Reference::new();
    for k in 2..=9u32 {
        let table = PTable::build(k, &|_, _| {}).unwrap();
        let expected = all_diagrams(8, 8)
            .into_iter()
            .filter(|d| !d.is_empty() && d.len() + d[0] as usize <= k as usize)
            .filter(|d| reference.misere_sg(d) == 0)
            .count() as u64;
        assert_eq!(table.count_p(), expected, "K = {k}");
    }
    assert!(PTable::build(1, &|_, _| {}).is_err());
    assert!(PTable::build(39, &|_, _| {}).is_err());
}
