//! Think time of the hard bot and time of hints with the default solver
//! settings, on boards up to 32 x 32, over whole games (hard against medium,
//! so that positions of every stage are timed): from the full square board,
//! from the full board of three quarters the height (squares are solved at
//! once by the L-shape rule; other rectangles are not), and from a random
//! start.
//!
//! `cargo run --release -p chomp-engine --example bot_latency [GAMES_PER_BOARD]`
//!
//! Prints per board and variant: moves timed, median, p99 and max of the hard
//! move, and of a hints request made before every fourth move.

use std::time::{Duration, Instant};

use chomp_engine::{choose_move, Level, Position, Solver, SolverConfig, Variant};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

fn line(name: &str, mut t: Vec<Duration>) -> String {
    t.sort_unstable();
    format!(
        "{name:>6}: n={:>5} median {:>7.1} ms  p99 {:>7.1} ms  max {:>7.1} ms",
        t.len(),
        quantile(&t, 0.5).as_secs_f64() * 1e3,
        quantile(&t, 0.99).as_secs_f64() * 1e3,
        t.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    )
}

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let start = Instant::now();
    let solver = Solver::new(SolverConfig::default()).expect("default solver");
    println!(
        "default solver ready in {:.2} s",
        start.elapsed().as_secs_f64()
    );
    let mut rng = StdRng::seed_from_u64(14);
    let (mut all_moves, mut all_hints) = (Vec::new(), Vec::new());
    for variant in [Variant::Chomp, Variant::IChomp] {
        for side in [12, 16, 24, 32] {
            let (mut moves, mut hints) = (Vec::new(), Vec::new());
            for g in 0..games * 3 {
                let mut pos = match g % 3 {
                    0 => Position::full(variant, side, side),
                    1 => Position::full(variant, side, side * 3 / 4),
                    _ => Position::random(variant, side, side, &mut rng),
                }
                .expect("board");
                let mut hard_turn = (g / 3) % 2 == 0;
                let mut ply = 0;
                while !pos.is_over() {
                    // Hints on every fourth position (they cost up to their
                    // time budget each; the bot is timed on every move).
                    if ply % 4 == 0 {
                        let t = Instant::now();
                        let _ = solver.hints(&pos);
                        hints.push(t.elapsed());
                    }
                    ply += 1;
                    let level = if hard_turn {
                        Level::Hard
                    } else {
                        Level::Medium
                    };
                    let t = Instant::now();
                    let m = choose_move(&solver, &pos, level, &mut rng).expect("a move");
                    if hard_turn {
                        moves.push(t.elapsed());
                    }
                    pos.play(m.mv()).expect("legal");
                    hard_turn = !hard_turn;
                }
            }
            println!("{variant} {side}x{side}");
            println!("  {}", line("hard", moves.clone()));
            println!("  {}", line("hints", hints.clone()));
            all_moves.extend(moves);
            all_hints.extend(hints);
        }
    }
    println!("all boards");
    println!("  {}", line("hard", all_moves));
    println!("  {}", line("hints", all_hints));
}
