//! Each entrant's tally from the results of its games, in the order it
//! played them (an entrant plays one game at a time, so game-id order is
//! its order). Arena: a win 2, a loss 0, and after two wins in a row each
//! further win 4 until the next loss. Round robin and ladder: a win 1 (the
//! ladder ranks by its ratings).

use chomp_protocol::TournamentFormat;

/// One entrant's counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub score: u32,
    pub played: u32,
    pub won: u32,
    /// Wins in a row since the last loss.
    pub streak: u32,
}

impl Tally {
    /// Adds one result.
    pub fn add(&mut self, format: TournamentFormat, won: bool) {
        self.played += 1;
        if !won {
            self.streak = 0;
            return;
        }
        self.won += 1;
        self.score += match format {
            TournamentFormat::Arena if self.streak >= 2 => 4,
            TournamentFormat::Arena => 2,
            TournamentFormat::RoundRobin | TournamentFormat::Ladder => 1,
        };
        self.streak += 1;
    }
}

/// The tally of a sequence of results (true: won).
#[cfg(test)]
pub fn tally(format: TournamentFormat, results: impl IntoIterator<Item = bool>) -> Tally {
    let mut t = Tally::default();
    for won in results {
        t.add(format, won);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arena_streak_doubles_from_the_third_win() {
        let arena = TournamentFormat::Arena;
        assert_eq!(tally(arena, [true, true]).score, 4);
        assert_eq!(tally(arena, [true, true, true]).score, 8);
        assert_eq!(tally(arena, [true, true, true, true]).score, 12);
        // A loss ends the streak: the next two wins are worth 2 again.
        let t = tally(arena, [true, true, true, false, true, true, true]);
        assert_eq!(t.score, 8 + 8);
        assert_eq!((t.played, t.won, t.streak), (7, 6, 3));
        assert_eq!(tally(arena, [false, true]).streak, 1);
    }

    #[test]
    fn a_round_robin_win_is_one_point() {
        let t = tally(TournamentFormat::RoundRobin, [true, true, true, false]);
        assert_eq!((t.score, t.played, t.won, t.streak), (3, 4, 3, 0));
    }
}
