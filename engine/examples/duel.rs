//! Strength beyond proof: the hard bot against the medium bot on large boards
//! with the default solver settings, each side starting half of the games,
//! from full non-square boards and random starts.
//!
//! `cargo run --release -p chomp-engine --example duel [GAMES_PER_BOARD]`
//!
//! Prints the hard bot's wins per board and variant, and how many of its
//! moves were proven.

use chomp_engine::{choose_move, Level, Position, Solver, SolverConfig, Variant, Winner};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10);
    let solver = Solver::new(SolverConfig::default()).expect("default solver");
    let mut rng = StdRng::seed_from_u64(5);
    let (mut total_wins, mut total_games) = (0, 0);
    for variant in [Variant::Chomp, Variant::IChomp] {
        for side in [20, 24, 32] {
            let (mut wins, mut proven, mut hard_moves) = (0, 0, 0);
            for g in 0..games {
                // Full boards of three quarters the height (a square is
                // solved at once) and random starts, in turn.
                let mut pos = if g % 4 < 2 {
                    Position::full(variant, side, side * 3 / 4)
                } else {
                    Position::random(variant, side, side, &mut rng)
                }
                .expect("board");
                // The hard bot moves first in every other game.
                let hard_first = g % 2 == 0;
                let mut hard_turn = hard_first;
                let mut hard_won = false;
                while !pos.is_over() {
                    let level = if hard_turn {
                        Level::Hard
                    } else {
                        Level::Medium
                    };
                    let m = choose_move(&solver, &pos, level, &mut rng).expect("a move");
                    if hard_turn {
                        hard_moves += 1;
                        proven += usize::from(m.proven);
                    }
                    let out = pos.play(m.mv()).expect("legal");
                    if let Some(w) = out.over {
                        // `Mover` won: the player who just moved.
                        hard_won = (w == Winner::Mover) == hard_turn;
                    }
                    hard_turn = !hard_turn;
                }
                wins += usize::from(hard_won);
            }
            println!(
                "{variant} {side}x{} full and {side}x{side} random: hard won {wins}/{games} \
                 against medium ({proven}/{hard_moves} hard moves proven)",
                side * 3 / 4
            );
            total_wins += wins;
            total_games += games;
        }
    }
    println!(
        "overall: hard won {total_wins}/{total_games} ({:.0}%)",
        100.0 * total_wins as f64 / total_games as f64
    );
}
