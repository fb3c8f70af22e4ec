//! Properties of the solver, hints and bots on random positions (proptest),
//! checked against the reference solver.

use chomp_engine::reference::Reference;
use chomp_engine::{
    choose_move, Diagram, Level, Move, Position, Quadrant, Solver, SolverConfig, Variant,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::sync::{Mutex, OnceLock};

fn solver() -> &'static Solver {
    static S: OnceLock<Solver> = OnceLock::new();
    S.get_or_init(|| {
        Solver::new(SolverConfig {
            ptable_bits: 14,
            grundy_max_cells: 50_000,
            ..Default::default()
        })
        .unwrap()
    })
}

fn diagram(max_rows: usize, max_cols: usize) -> impl Strategy<Value = Diagram> {
    proptest::collection::vec(0..=max_cols, 1..=max_rows).prop_map(|mut v| {
        v.sort_unstable_by(|a, b| b.cmp(a));
        Diagram::from_rows(&v).unwrap()
    })
}

fn chomp_position() -> impl Strategy<Value = Position> {
    (2usize..=9, 2usize..=9, any::<u64>()).prop_map(|(w, h, seed)| {
        let mut rng = StdRng::seed_from_u64(seed);
        Position::random(Variant::Chomp, w, h, &mut rng).unwrap()
    })
}

fn ichomp_position() -> impl Strategy<Value = Position> {
    (2usize..=10, 2usize..=10, any::<u64>()).prop_map(|(w, h, seed)| {
        let mut rng = StdRng::seed_from_u64(seed);
        Position::random(Variant::IChomp, w, h, &mut rng).unwrap()
    })
}

fn reference() -> std::sync::MutexGuard<'static, Reference> {
    static R: OnceLock<Mutex<Reference>> = OnceLock::new();
    R.get_or_init(|| Mutex::new(Reference::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

fn misere(d: &Diagram) -> u32 {
    reference().misere_sg(d.rows())
}

fn normal(d: &Diagram) -> u32 {
    reference().normal_sg(d.rows())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn transpose_keeps_the_value(d in diagram(7, 7)) {
        prop_assume!(!d.is_empty());
        let s = solver();
        prop_assert_eq!(s.chomp_is_p(&d), s.chomp_is_p(&d.transpose()));
        prop_assert_eq!(misere(&d), misere(&d.transpose()));
    }

    #[test]
    fn chomp_hints_are_misere_values(pos in chomp_position()) {
        let Position::Chomp(p) = &pos else { unreachable!() };
        let d = p.diagram().clone();
        let h = solver().hints(&pos);
        prop_assert!(h.exact);
        prop_assert_eq!(h.total, misere(&d));
        prop_assert_eq!(&h.quadrants, &vec![h.total]);
        for r in 0..pos.height() {
            for c in 0..pos.width() {
                let expected = (d.contains(r, c) && (r, c) != (0, 0))
                    .then(|| misere(&d.after(r, c)));
                prop_assert_eq!(h.cells[r][c], expected, "cell {} {}", r, c);
            }
        }
        let winning: Vec<_> = d.cells_iter()
            .filter(|&rc| rc != (0, 0) && misere(&d.after(rc.0, rc.1)) == 0)
            .collect();
        prop_assert_eq!(h.winning, winning);
    }

    #[test]
    fn ichomp_value_is_the_xor_of_the_quadrants(pos in ichomp_position()) {
        let Position::IChomp(p) = &pos else { unreachable!() };
        let h = solver().hints(&pos);
        prop_assert!(h.exact);
        let values: Vec<u32> = Quadrant::ALL.iter().map(|&q| normal(p.quadrant(q))).collect();
        prop_assert_eq!(&h.quadrants, &values);
        prop_assert_eq!(h.total, values.iter().fold(0, |a, v| a ^ v));
        for (r, c) in pos.legal_moves() {
            let (q, lr, lc) = p.layout().to_local(r, c);
            let after = p.quadrant(q).after(lr, lc);
            prop_assert_eq!(h.cells[r][c], Some(normal(&after)));
            let next_total = h.total ^ values[q.index()] ^ normal(&after);
            prop_assert_eq!(h.winning.contains(&(r, c)), next_total == 0);
        }
    }

    #[test]
    fn hard_bot_wins_from_every_winning_position(pos in chomp_position(), seed in any::<u64>()) {
        let s = solver();
        let mut rng = StdRng::seed_from_u64(seed);
        let h = s.hints(&pos);
        let m = choose_move(s, &pos, Level::Hard, &mut rng).unwrap();
        prop_assert!(m.proven);
        if h.total != 0 {
            prop_assert!(h.winning.contains(&(m.row, m.col)));
        } else {
            // From a lost position: fewest winning replies, then fewest cells.
            let key = |r: usize, c: usize| {
                let next = pos.after(r, c).unwrap();
                let replies = if next.is_over() { 0 } else { s.hints(&next).winning.len() };
                (replies, pos.cells() - next.cells())
            };
            let best = pos.legal_moves().into_iter()
                .filter(|&rc| rc != (0, 0))
                .map(|(r, c)| key(r, c))
                .min()
                .unwrap_or((0, pos.cells()));
            prop_assert_eq!(key(m.row, m.col), best);
        }
    }

    #[test]
    fn hard_bot_follows_the_rule_in_ichomp(pos in ichomp_position(), seed in any::<u64>()) {
        let s = solver();
        let mut rng = StdRng::seed_from_u64(seed);
        let h = s.hints(&pos);
        let m = choose_move(s, &pos, Level::Hard, &mut rng).unwrap();
        prop_assert!(m.proven);
        if h.total != 0 {
            prop_assert!(h.winning.contains(&(m.row, m.col)));
        } else {
            let key = |r: usize, c: usize| {
                let next = pos.after(r, c).unwrap();
                let replies = if next.is_over() { 0 } else { s.hints(&next).winning.len() };
                (replies, pos.cells() - next.cells())
            };
            let best = pos.legal_moves().into_iter().map(|(r, c)| key(r, c)).min().unwrap();
            prop_assert_eq!(key(m.row, m.col), best);
        }
    }

    #[test]
    fn easy_and_medium_never_lose_at_once(pos in ichomp_position(), seed in any::<u64>()) {
        let s = solver();
        let mut rng = StdRng::seed_from_u64(seed);
        for level in [Level::Easy, Level::Medium] {
            let m = choose_move(s, &pos, level, &mut rng).unwrap();
            let next = pos.after(m.row, m.col).unwrap();
            let Position::IChomp(n) = &next else { unreachable!() };
            let left = n.quadrants().iter().filter(|d| !d.is_empty()).count();
            // Leaving one quadrant lets the opponent take it all, unless nothing else was possible.
            let Position::IChomp(p) = &pos else { unreachable!() };
            let before = p.quadrants().iter().filter(|d| !d.is_empty()).count();
            if before >= 3 || (before == 2 && left != 1) {
                prop_assert_ne!(left, 1);
            }
        }
    }
}

#[test]
fn hard_bot_beats_easy_bot_from_winning_starts() {
    let s = solver();
    let mut rng = StdRng::seed_from_u64(11);
    for (w, h) in [(4, 4), (5, 3), (7, 2), (6, 6)] {
        let mut pos = Position::full(Variant::Chomp, w, h).unwrap();
        let mut hard_to_move = true;
        loop {
            let level = if hard_to_move {
                Level::Hard
            } else {
                Level::Easy
            };
            let m = choose_move(s, &pos, level, &mut rng).unwrap();
            let out = pos.play(m.mv()).unwrap();
            if let Some(winner) = out.over {
                let hard_won = (winner == chomp_engine::Winner::Mover) == hard_to_move;
                assert!(hard_won, "{w}x{h}");
                break;
            }
            hard_to_move = !hard_to_move;
        }
    }
    // Nothing to choose once the game is over.
    let mut over = Position::full(Variant::Chomp, 2, 1).unwrap();
    over.play(Move::new(0, 1)).unwrap();
    assert!(choose_move(s, &over, Level::Hard, &mut rng).is_none());
}

#[test]
fn beyond_the_tables_hints_say_so_and_bots_still_move() {
    let s = Solver::new(SolverConfig {
        ptable_bits: 10,
        grundy_max_cells: 100,
        search_nodes: 2_000,
        // What the search proves, not how fast (that is benchmarked): the
        // test profile is unoptimised.
        think_time: std::time::Duration::from_secs(60),
        hint_time: std::time::Duration::from_secs(60),
        ..Default::default()
    })
    .unwrap();
    let mut rng = StdRng::seed_from_u64(5);
    // 32x32 iChomp: four equal quadrants cancel, a proven loss for the mover.
    let big = Position::full(Variant::IChomp, 32, 32).unwrap();
    let h = s.hints(&big);
    assert!(!h.exact);
    assert_eq!(h.total, 0);
    let m = choose_move(&s, &big, Level::Hard, &mut rng).unwrap();
    assert!(big.check(m.mv()).is_ok());
    // Every reply is answered by a mirror move, so the loss is proven and the
    // bot removes as little as it can.
    assert!(m.proven);
    assert_eq!(big.cells_removed_by(m.row, m.col).len(), 1);
    // After a bite out of one quadrant, the mirror reply in another one is a
    // proven win, found by the search although no table covers the board.
    let mut bitten = big.clone();
    bitten.play(Move::new(0, 0)).unwrap();
    let m = choose_move(&s, &bitten, Level::Hard, &mut rng).unwrap();
    assert!(m.proven);
    assert_eq!(bitten.cells_removed_by(m.row, m.col).len(), 1);
    let h = s.hints(&bitten);
    assert!(!h.exact);
    assert_eq!(h.total, 1);
    assert!(h.winning.contains(&(m.row, m.col)));
    // A big Chomp board: the rectangle is a known win, the move may be unproven.
    let chomp = Position::full(Variant::Chomp, 20, 20).unwrap();
    let h = s.hints(&chomp);
    assert!(!h.exact);
    assert_eq!(h.total, 1);
    let m = choose_move(&s, &chomp, Level::Hard, &mut rng).unwrap();
    assert_ne!((m.row, m.col), (0, 0));
    // The largest boards: 64-bit boundary strings.
    for variant in [Variant::Chomp, Variant::IChomp] {
        let full = Position::full(variant, 32, 32).unwrap();
        let h = s.hints(&full);
        assert_eq!(h.cells.len(), 32);
        for level in Level::ALL {
            let m = choose_move(&s, &full, level, &mut rng).unwrap();
            assert!(full.check(m.mv()).is_ok());
        }
    }
}

#[test]
fn tables_are_saved_loaded_and_rebuilt_when_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let config = SolverConfig {
        tables_dir: Some(dir.path().to_path_buf()),
        ptable_bits: 12,
        ..Default::default()
    };
    let first = Solver::new(config.clone()).unwrap();
    let count = first.ptable().count_p();
    let file = dir.path().join("ptable-k12.bin");
    assert!(file.exists());
    let second = Solver::new(config.clone()).unwrap();
    assert_eq!(second.ptable().count_p(), count);
    // Corrupt a payload byte: the file is rebuilt, not trusted.
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xFF;
    std::fs::write(&file, &bytes).unwrap();
    let third = Solver::new(config.clone()).unwrap();
    assert_eq!(third.ptable().count_p(), count);
    // Truncated and foreign files too.
    std::fs::write(&file, &bytes[..100]).unwrap();
    assert_eq!(
        Solver::new(config.clone()).unwrap().ptable().count_p(),
        count
    );
    std::fs::write(
        &file,
        b"not a table at all, just some text of decent length......................",
    )
    .unwrap();
    assert_eq!(Solver::new(config).unwrap().ptable().count_p(), count);
    // Grundy tables of boxes used by hints are cached there as well.
    let pos = Position::full(Variant::IChomp, 6, 6).unwrap();
    let h = first.hints(&pos);
    assert!(h.exact);
    assert_eq!(h.total, 0);
    assert!(dir.path().join("grundy-3x3.bin").exists());
}

#[test]
fn hard_bot_sets_the_hardest_trap_from_lost_ichomp_boards() {
    let s = solver();
    let mut rng = StdRng::seed_from_u64(9);
    for (w, h) in [(4, 4), (6, 6), (4, 6), (8, 8)] {
        let pos = Position::full(Variant::IChomp, w, h).unwrap();
        assert_eq!(s.hints(&pos).total, 0, "{w}x{h} is lost for the mover");
        let key = |r: usize, c: usize| {
            let next = pos.after(r, c).unwrap();
            (s.hints(&next).winning.len(), pos.cells() - next.cells())
        };
        let best = pos
            .legal_moves()
            .into_iter()
            .map(|(r, c)| key(r, c))
            .min()
            .unwrap();
        let m = choose_move(s, &pos, Level::Hard, &mut rng).unwrap();
        assert!(m.proven);
        assert_eq!(key(m.row, m.col), best, "{w}x{h}");
    }
}

#[test]
fn medium_plays_the_hard_move_about_sixty_percent_of_the_time() {
    let s = solver();
    let mut rng = StdRng::seed_from_u64(21);
    // 6x6 Chomp: the only winning move is (1,1); easy picks it rarely.
    let pos = Position::full(Variant::Chomp, 6, 6).unwrap();
    let safe = chomp_engine::bots::safe_moves(&pos).len() as f64;
    let n = 2000;
    let hits = (0..n)
        .filter(|_| {
            let m = choose_move(s, &pos, Level::Medium, &mut rng).unwrap();
            (m.row, m.col) == (1, 1)
        })
        .count() as f64;
    let expected = 0.6 + 0.4 / safe;
    let observed = hits / n as f64;
    // Binomial standard deviation is about 0.011 here; allow 4 of them.
    assert!(
        (observed - expected).abs() < 0.045,
        "{observed} vs {expected}"
    );
    let easy_hits = (0..n)
        .filter(|_| {
            let m = choose_move(s, &pos, Level::Easy, &mut rng).unwrap();
            (m.row, m.col) == (1, 1)
        })
        .count() as f64;
    assert!(easy_hits / (n as f64) < 0.15);
}
