//! Elo ratings: people start at 1200 and move with results; bots hold a
//! fixed rating per level so that beating `hard` is worth more than `easy`.

use chomp_protocol::Level;

/// Rating of a new player.
pub const START_RATING: f64 = 1200.0;

/// How far one game can move a rating.
const K_FACTOR: f64 = 32.0;

/// The fixed rating of a bot level.
pub fn bot_rating(level: Level) -> f64 {
    match level {
        Level::Easy => 800.0,
        Level::Medium => 1300.0,
        Level::Hard => 2000.0,
    }
}

/// The expected score of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// The new rating of a player rated `own` after a game against `other`.
pub fn updated(own: f64, other: f64, won: bool) -> f64 {
    let score = if won { 1.0 } else { 0.0 };
    own + K_FACTOR * (score - expected(own, other))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_players_move_by_half_k() {
        assert!((updated(1200.0, 1200.0, true) - 1216.0).abs() < 1e-9);
        assert!((updated(1200.0, 1200.0, false) - 1184.0).abs() < 1e-9);
    }

    #[test]
    fn beating_a_stronger_bot_pays_more() {
        let easy = updated(1200.0, bot_rating(Level::Easy), true) - 1200.0;
        let hard = updated(1200.0, bot_rating(Level::Hard), true) - 1200.0;
        assert!(hard > easy && easy > 0.0);
    }
}
