//! The bots: a pure function from a position, a level and a random source to
//! a move.
//!
//! - `Hard`: from a winning position, a winning move chosen at random among
//!   all of them (so games vary). From a losing position, the move that leaves
//!   the opponent the fewest winning replies, which is the hardest trap for a
//!   person; ties go to the move removing the fewest cells, then to chance.
//!   Beyond the tables it relies on a bounded search; `proven` tells whether
//!   the value of the chosen move was established.
//! - `Medium`: the hard move with probability 0.6, otherwise an easy move.
//! - `Easy`: a random move that does not lose at once: never the poisoned
//!   cell (Chomp) while another move exists, and no move that lets the
//!   opponent win with their very next move while another move exists.

use std::time::Instant;

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::evaluate::Evaluator;
use crate::ichomp::IChompPosition;
use crate::ichomp_tables::QuadrantView;
use crate::level::Level;
use crate::moves::Move;
use crate::position::Position;
use crate::solver::Solver;

/// A move chosen by a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotMove {
    pub row: usize,
    pub col: usize,
    /// Whether the move is proven to follow the hard rule: a proven winning
    /// move, or a move from a position proven lost. Random (easy) moves are
    /// never proven.
    pub proven: bool,
}

impl BotMove {
    /// The move as the rest of the system names it.
    pub fn mv(&self) -> Move {
        Move::from_cell((self.row, self.col))
    }
}

/// The bot's move; `None` exactly when the game is over.
pub fn choose_move<R: Rng + ?Sized>(
    solver: &Solver,
    pos: &Position,
    level: Level,
    rng: &mut R,
) -> Option<BotMove> {
    if pos.is_over() {
        return None;
    }
    match level {
        Level::Hard => hard_move(solver, pos, rng),
        Level::Medium => {
            if rng.random_bool(0.6) {
                hard_move(solver, pos, rng)
            } else {
                easy_move(pos, rng)
            }
        }
        Level::Easy => easy_move(pos, rng),
    }
}

/// Whether the opponent, facing `next`, can win with one move.
fn opponent_wins_at_once(next: &Position) -> bool {
    match next {
        // Leaving a lone row or column of 2+ cells: they eat all but the poison.
        Position::Chomp(p) => {
            let d = p.diagram();
            d.cells() >= 2 && (d.height() == 1 || d.width() == 1)
        }
        // Leaving one non-empty quadrant: they take its corner, the last cells.
        Position::IChomp(p) => p.quadrants().iter().filter(|d| !d.is_empty()).count() == 1,
    }
}

fn is_poison(pos: &Position, row: usize, col: usize) -> bool {
    matches!(pos, Position::Chomp(_)) && (row, col) == (0, 0)
}

/// Moves that do not lose at once, falling back as the rules of the levels say.
pub fn safe_moves(pos: &Position) -> Vec<(usize, usize)> {
    let all = pos.legal_moves();
    let no_poison: Vec<_> = all
        .iter()
        .copied()
        .filter(|&(r, c)| !is_poison(pos, r, c))
        .collect();
    if no_poison.is_empty() {
        return all;
    }
    let safe: Vec<_> = no_poison
        .iter()
        .copied()
        .filter(|&(r, c)| pos.after(r, c).is_ok_and(|n| !opponent_wins_at_once(&n)))
        .collect();
    if safe.is_empty() {
        no_poison
    } else {
        safe
    }
}

fn easy_move<R: Rng + ?Sized>(pos: &Position, rng: &mut R) -> Option<BotMove> {
    safe_moves(pos).choose(rng).map(|&(row, col)| BotMove {
        row,
        col,
        proven: false,
    })
}

/// Most position evaluations the hard bot spends on counting replies beyond
/// the tables.
const REPLY_BUDGET: usize = 40_000;

/// Picks at random among the moves with the smallest key.
fn pick_min<R: Rng + ?Sized, K: Ord + Copy>(
    moves: &[(usize, usize, K)],
    rng: &mut R,
) -> Option<(usize, usize)> {
    let best = moves.iter().map(|m| m.2).min()?;
    let ties: Vec<_> = moves.iter().filter(|m| m.2 == best).collect();
    ties.choose(rng).map(|m| (m.0, m.1))
}

/// The hard move of an iChomp position whose quadrants are all in tables.
fn hard_from_values<R: Rng + ?Sized>(
    view: &mut QuadrantView,
    p: &IChompPosition,
    rng: &mut R,
) -> Option<BotMove> {
    let winning: Vec<_> = view.moves.iter().filter(|m| view.wins(m)).collect();
    let (row, col) = match winning.choose(rng) {
        Some(m) => (m.row, m.col),
        None => {
            let replies = view.winning_replies(p);
            let scored: Vec<(usize, usize, (usize, usize))> = view
                .moves
                .iter()
                .zip(replies)
                .map(|(m, n)| (m.row, m.col, (n, m.removed)))
                .collect();
            pick_min(&scored, rng)?
        }
    };
    Some(BotMove {
        row,
        col,
        proven: true,
    })
}

/// The first round's budget of positions per move in the deepening.
const FIRST_ROUND: usize = 256;

/// Each move's outcome (`Some(true)`: it leaves a P-position), found by
/// iterative deepening: every undecided move gets a small budget, then the
/// budget grows fourfold for those still undecided, until a winning move is
/// found, all are decided, the per-move cap `search_nodes` is reached, or the
/// deadline passes or the memory budget is spent. A single deep search could sink the whole think time into
/// the first move; rounds spread it over all of them, and each round reuses
/// what the earlier ones proved. Moves to smaller positions go first: they
/// are decided soonest.
fn deepen_moves(eval: &mut Evaluator<'_>, pos: &Position) -> Vec<(usize, usize, Option<bool>)> {
    let mut moves: Vec<(usize, usize, Position)> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|(r, c)| pos.after(r, c).ok().map(|n| (r, c, n)))
        .collect();
    moves.sort_by_key(|m| m.2.cells());
    let mut results: Vec<Option<bool>> = vec![None; moves.len()];
    let cap = eval.search().budget_cap();
    // A first round expands nothing: it finds the moves decided at once,
    // such as an iChomp move that makes a quadrant the mirror image of
    // another (the pair cancels), which the order by size tries last.
    let mut budget = 0;
    loop {
        for (i, (_, _, next)) in moves.iter().enumerate() {
            if results[i].is_some() {
                continue;
            }
            eval.search().deepen(budget);
            results[i] = eval.is_p(next);
            if results[i] == Some(true) {
                break;
            }
        }
        let done = results.iter().all(Option::is_some) || results.contains(&Some(true));
        if done || budget >= cap || eval.search().is_spent() {
            break;
        }
        budget = if budget == 0 {
            FIRST_ROUND.min(cap)
        } else {
            budget.saturating_mul(4).min(cap)
        };
    }
    moves
        .into_iter()
        .zip(results)
        .map(|((r, c, _), p)| (r, c, p))
        .collect()
}

fn hard_move<R: Rng + ?Sized>(solver: &Solver, pos: &Position, rng: &mut R) -> Option<BotMove> {
    if let Position::IChomp(p) = pos {
        if let Some(mut view) = QuadrantView::new(solver, p) {
            return hard_from_values(&mut view, p, rng);
        }
    }
    let mut eval = Evaluator::new(solver);
    eval.search()
        .set_deadline(Instant::now() + solver.config().think_time);
    // (row, col, leaves a P-position?)
    let evaluated: Vec<(usize, usize, Option<bool>)> = match eval.chomp_moves_fast(pos) {
        Some(moves) => moves.into_iter().map(|(r, c, p)| (r, c, Some(p))).collect(),
        None => deepen_moves(&mut eval, pos),
    };
    let chosen = choose_evaluated(&mut eval, pos, &evaluated, rng);
    eval.search().publish();
    chosen
}

/// The hard rule applied to evaluated moves: a proven winning move at
/// random; else, among the moves not proven to lose (all of them from a
/// proven lost position), the fewest winning replies, then the fewest cells
/// removed. Beyond proof this is the best move the search found.
fn choose_evaluated<R: Rng + ?Sized>(
    eval: &mut Evaluator<'_>,
    pos: &Position,
    evaluated: &[(usize, usize, Option<bool>)],
    rng: &mut R,
) -> Option<BotMove> {
    let winning: Vec<_> = evaluated.iter().filter(|m| m.2 == Some(true)).collect();
    if let Some(m) = winning.choose(rng) {
        return Some(BotMove {
            row: m.0,
            col: m.1,
            proven: true,
        });
    }
    let proven_lost = evaluated.iter().all(|m| m.2 == Some(false));
    // Never eat the poison while anything else is possible.
    let candidates: Vec<(usize, usize)> = {
        let open: Vec<_> = evaluated
            .iter()
            .filter(|m| !is_poison(pos, m.0, m.1))
            .filter(|m| proven_lost || m.2.is_none())
            .map(|m| (m.0, m.1))
            .collect();
        if open.is_empty() {
            evaluated.iter().map(|m| (m.0, m.1)).collect()
        } else {
            open
        }
    };
    // Fewest winning replies, then fewest cells removed. Counting replies
    // costs one evaluation per reply; beyond the tables, with more than
    // REPLY_BUDGET of them or once the think time is over, only the cells
    // removed decide.
    let fast = eval.chomp_moves_fast(pos).is_some();
    let count_replies =
        fast || (evaluated.len() * candidates.len() <= REPLY_BUDGET && !eval.search().is_spent());
    let mut scored: Vec<(usize, usize, (usize, usize))> = Vec::with_capacity(candidates.len());
    let mut counted = count_replies;
    for (r, c) in candidates {
        let Ok(next) = pos.after(r, c) else { continue };
        // Once the think time is over, the counts so far would favour the
        // moves not counted yet: drop them all (checked per candidate, one
        // evaluation per reply, so the overshoot stays small).
        if counted && !fast && eval.search().is_spent() {
            counted = false;
        }
        let replies = if next.is_over() || !counted {
            0
        } else {
            eval.winning_replies(&next).0
        };
        scored.push((r, c, (replies, pos.cells() - next.cells())));
    }
    if !counted {
        for m in &mut scored {
            m.2 .0 = 0;
        }
    }
    pick_min(&scored, rng).map(|(row, col)| BotMove {
        row,
        col,
        proven: proven_lost,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{SolverConfig, Variant};
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    fn solver() -> Solver {
        Solver::new(SolverConfig {
            ptable_bits: 14,
            ..Default::default()
        })
        .unwrap()
    }

    #[test]
    fn hard_takes_the_square_winning_move() {
        let s = solver();
        let mut rng = StdRng::seed_from_u64(3);
        for n in 2..=6 {
            let pos = Position::full(Variant::Chomp, n, n).unwrap();
            let m = choose_move(&s, &pos, Level::Hard, &mut rng).unwrap();
            assert_eq!((m.row, m.col, m.proven), (1, 1, true), "{n}x{n}");
        }
    }

    /// With almost no memory for its search, the hard bot beyond the
    /// tables still moves (the best move it found, not proven), and with
    /// room it finds the mirror move of a big iChomp board at once.
    #[test]
    fn a_bot_out_of_memory_still_moves() {
        let tiny = Solver::new(SolverConfig {
            ptable_bits: 10,
            grundy_max_cells: 100,
            search_memory: 4 << 10,
            ..Default::default()
        })
        .unwrap();
        let mut rng = StdRng::seed_from_u64(5);
        let pos = Position::full(Variant::IChomp, 32, 32).unwrap();
        let after = pos.after(31, 31).unwrap();
        let m = choose_move(&tiny, &after, Level::Hard, &mut rng).unwrap();
        assert!(after.after(m.row, m.col).is_ok());
        let roomy = Solver::new(SolverConfig {
            ptable_bits: 10,
            grundy_max_cells: 100,
            ..Default::default()
        })
        .unwrap();
        let m = choose_move(&roomy, &after, Level::Hard, &mut rng).unwrap();
        assert!(m.proven, "the mirror reply wins: {m:?}");
    }

    #[test]
    fn easy_never_eats_the_poison_or_gives_an_immediate_win() {
        let s = solver();
        let mut rng = StdRng::seed_from_u64(4);
        let pos = Position::parse(Variant::Chomp, 3, 3, "3,1").unwrap();
        for _ in 0..50 {
            let m = choose_move(&s, &pos, Level::Easy, &mut rng).unwrap();
            assert_ne!((m.row, m.col), (0, 0));
            // Taking (1,0) would leave the single row "3".
            assert_ne!((m.row, m.col), (1, 0));
        }
        let over = Position::parse(Variant::Chomp, 3, 3, "1,1").unwrap();
        let m = choose_move(&s, &over, Level::Easy, &mut rng).unwrap();
        assert_eq!((m.row, m.col), (1, 0));
    }
}
