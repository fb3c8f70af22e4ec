//! The analysis of random games against the reference solver: on boards
//! whose every position the tables cover, each mark and each accuracy is what
//! the rules' own values say; beyond coverage the mark is Unknown.

use chomp_engine::exact::l_shape;
use chomp_engine::grundy::box_size;
use chomp_engine::reference::Reference;
use chomp_engine::{
    analyse, Accuracy, Budget, Diagram, Mark, Move, Position, SolverConfig, Tables, Variant,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use std::sync::{Mutex, OnceLock};

/// P-table K = 12 (every Chomp board up to 6x6) and box tables up to 4x4
/// (every quadrant of an iChomp board up to 8x8); no exact search.
fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        Tables::new(SolverConfig {
            ptable_bits: 12,
            grundy_max_cells: box_size(4, 4),
            exact_limit: 0,
            ..Default::default()
        })
        .unwrap()
    })
}

const NO_SEARCH: Budget = Budget { exact_limit: 0 };

fn reference() -> std::sync::MutexGuard<'static, Reference> {
    static R: OnceLock<Mutex<Reference>> = OnceLock::new();
    R.get_or_init(|| Mutex::new(Reference::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Whether the player to move has lost, by the reference solver.
fn lost(pos: &Position) -> bool {
    match pos {
        // Empty: the other player ate the poison.
        Position::Chomp(p) => {
            !p.diagram().is_empty() && reference().misere_sg(p.diagram().rows()) == 0
        }
        Position::IChomp(p) => {
            let mut r = reference();
            p.quadrants()
                .iter()
                .fold(0, |a, d| a ^ r.normal_sg(d.rows()))
                == 0
        }
    }
}

fn ate_poison(pos: &Position) -> bool {
    matches!(pos, Position::Chomp(p) if p.diagram().is_empty())
}

fn winning_moves(pos: &Position) -> u32 {
    pos.legal_moves()
        .into_iter()
        .filter(|&(r, c)| lost(&pos.after(r, c).unwrap()))
        .count() as u32
}

/// The mark straight from the definitions of the issue.
fn expected_mark(before: &Position, after: &Position) -> Mark {
    if !lost(before) {
        return if lost(after) {
            Mark::KeptWin
        } else {
            Mark::ThrewWin
        };
    }
    let fewest = before
        .legal_moves()
        .into_iter()
        .map(|(r, c)| before.after(r, c).unwrap())
        .filter(|next| !ate_poison(next))
        .map(|next| winning_moves(&next))
        .min()
        .unwrap();
    Mark::Lost {
        winning_replies: (!ate_poison(after)).then(|| winning_moves(after)),
        fewest,
    }
}

/// A random game from a random start: random legal moves, to the end or
/// stopped early.
fn random_game(variant: Variant, w: usize, h: usize, seed: u64) -> (Position, Vec<Move>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let start = Position::random(variant, w, h, &mut rng).unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let stop = (seed % 40) as usize + 1;
    while let Some(&cell) = pos.legal_moves().choose(&mut rng) {
        if moves.len() == stop {
            break;
        }
        let mv = Move::from_cell(cell);
        pos.play(mv).unwrap();
        moves.push(mv);
    }
    (start, moves)
}

fn check_against_reference(start: &Position, moves: &[Move]) {
    let a = analyse(tables(), start, moves, NO_SEARCH).unwrap();
    assert_eq!(a.marks.len(), moves.len());
    let mut pos = start.clone();
    for (mv, mark) in moves.iter().zip(&a.marks) {
        let before = pos.clone();
        pos.play(*mv).unwrap();
        assert_eq!(*mark, expected_mark(&before, &pos), "{before} then {mv}");
    }
    assert_eq!(a.first, Accuracy::of_seat(&a.marks, 0));
    assert_eq!(a.second, Accuracy::of_seat(&a.marks, 1));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn chomp_marks_agree_with_the_reference(w in 2usize..=6, h in 2usize..=6, seed: u64) {
        let (start, moves) = random_game(Variant::Chomp, w, h, seed);
        check_against_reference(&start, &moves);
    }

    #[test]
    fn ichomp_marks_agree_with_the_reference(w in 2usize..=8, h in 2usize..=8, seed: u64) {
        let (start, moves) = random_game(Variant::IChomp, w, h, seed);
        check_against_reference(&start, &moves);
    }

    /// On 12x12 boards only small positions are covered: a mark is Unknown
    /// exactly while the position is beyond the P-table, the box tables and
    /// the L-shapes' closed form (the exact search is given no budget).
    #[test]
    fn chomp_marks_are_unknown_exactly_beyond_coverage(seed: u64) {
        let (start, moves) = random_game(Variant::Chomp, 12, 12, seed);
        let a = analyse(tables(), &start, &moves, NO_SEARCH).unwrap();
        let covered = |d: &Diagram| {
            d.height() + d.width() <= 12
                || box_size(d.height(), d.width()) <= box_size(4, 4)
                || l_shape(d).is_some()
        };
        let mut pos = start.clone();
        for (mv, mark) in moves.iter().zip(&a.marks) {
            let before = pos.clone();
            pos.play(*mv).unwrap();
            let Position::Chomp(p) = &before else { unreachable!() };
            if covered(p.diagram()) {
                prop_assert_eq!(*mark, expected_mark(&before, &pos));
            } else {
                prop_assert_eq!(*mark, Mark::Unknown, "{}", before);
            }
        }
    }
}

#[test]
fn a_game_wholly_beyond_coverage_has_no_accuracy() {
    let start = Position::full(Variant::IChomp, 20, 20).unwrap();
    let moves = [Move::new(0, 0), Move::new(19, 19), Move::new(0, 19)];
    let a = analyse(tables(), &start, &moves, NO_SEARCH).unwrap();
    assert_eq!(a.marks, vec![Mark::Unknown; 3]);
    assert_eq!((a.first.share(), a.second.share()), (None, None));
}
