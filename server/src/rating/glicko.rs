//! Glicko-2 as lichess runs it, through the `skillratings` crate (no
//! rating maths here, only the parameters and the time away): a rating says
//! how sure it is (its deviation, RD), and one game is one rating period.

use skillratings::glicko::{self, GlickoConfig, GlickoRating};
use skillratings::glicko2::{self, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// Rating of a new player.
pub const START_RATING: f64 = 1500.0;

/// Deviation of a new player: nothing is known yet.
pub const START_RD: f64 = 500.0;

/// Volatility of a new player (how erratic their results are expected to be).
pub const START_VOLATILITY: f64 = 0.09;

/// Glicko-2's tau: how fast the volatility itself may change.
pub const TAU: f64 = 0.75;

/// A rating is provisional (shown with `?`) while its deviation is at least this.
pub const PROVISIONAL_RD: f64 = 110.0;

/// The leaderboard lists only ratings whose deviation is at most this.
pub const LEADERBOARD_RD: f64 = 75.0;

/// How fast the deviation grows with time away, per day: an RD of 60 grows
/// to 110 in a year, as on lichess. From RD(t)^2 = RD^2 + c^2 t with t in
/// days: c = sqrt((110^2 - 60^2) / 365) = 4.8257.
pub const RD_GROWTH_PER_DAY: f64 = 4.825_730_124_331_106;

/// One player's rating in one variant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    pub rating: f64,
    /// The rating deviation (RD): the rating is right within about twice this.
    pub rd: f64,
    pub volatility: f64,
}

impl Standing {
    /// A player who has not played a rated game of the variant yet.
    pub const NEW: Standing = Standing {
        rating: START_RATING,
        rd: START_RD,
        volatility: START_VOLATILITY,
    };

    /// Whether the rating is still provisional (clients show a `?`).
    pub fn provisional(&self) -> bool {
        self.rd >= PROVISIONAL_RD
    }

    /// The standing after `days` away (days since its last rated game): the
    /// deviation grows by [`RD_GROWTH_PER_DAY`] (the crate's Glicko decay
    /// with `c` for that many days, which stops at 350); a deviation above
    /// that, of a player with one or two games, stays as it is: time away
    /// never makes a rating look surer.
    pub fn after_days(self, days: f64) -> Standing {
        if days.is_nan() || days <= 0.0 {
            return self;
        }
        let config = GlickoConfig {
            c: RD_GROWTH_PER_DAY * days.sqrt(),
        };
        let grown = glicko::decay_deviation(
            &GlickoRating {
                rating: self.rating,
                deviation: self.rd,
            },
            &config,
        );
        Standing {
            rd: grown.deviation.max(self.rd),
            ..self
        }
    }

    fn to_crate(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.rd,
            volatility: self.volatility,
        }
    }

    fn from_crate(r: Glicko2Rating) -> Standing {
        Standing {
            rating: r.rating,
            rd: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// Both standings after one game (a rating period of its own) between
/// `first` and `second`, which `first` won when `first_won`. Call with the
/// standings as they are at the start of the game (see
/// [`Standing::after_days`]).
pub fn after_game(first: Standing, second: Standing, first_won: bool) -> (Standing, Standing) {
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let outcome = if first_won {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (a, b) = glicko2::glicko2(&first.to_crate(), &second.to_crate(), &outcome, &config);
    (Standing::from_crate(a), Standing::from_crate(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    /// Two new players, one rated game. The expected numbers were computed
    /// independently with a Python one-off that implements steps 1-8 of
    /// Glickman's "Example of the Glicko-2 system" (glicko2.pdf, the
    /// Illinois iteration for the volatility, epsilon 1e-6) with rating
    /// 1500, RD 500, volatility 0.09, tau 0.75:
    /// winner (1741.6244240158917, 396.8118214588541, 0.08999830049062012),
    /// loser  (1258.3755759841083, 396.8118214588541, 0.08999830049062012).
    #[test]
    fn a_game_between_two_new_players_moves_as_the_paper_says() {
        let (won, lost) = after_game(Standing::NEW, Standing::NEW, true);
        assert!(close(won.rating, 1_741.624_424_015_891_7), "{won:?}");
        assert!(close(won.rd, 396.811_821_458_854_1), "{won:?}");
        assert!(close(won.volatility, 0.089_998_300_490_620_12), "{won:?}");
        assert!(close(lost.rating, 1_258.375_575_984_108_3), "{lost:?}");
        assert!(close(lost.rd, 396.811_821_458_854_1), "{lost:?}");
        assert!(won.provisional() && lost.provisional());
        // The seats do not matter: the loser first gives the same numbers.
        let (lost2, won2) = after_game(Standing::NEW, Standing::NEW, false);
        assert_eq!((won2, lost2), (won, lost));
    }

    /// A new player beats an established one (1700, RD 80, volatility
    /// 0.06); same Python one-off: the newcomer goes to (1929.6024188943825,
    /// 319.72442875386463), the established player to (1687.2184241401405,
    /// 80.11854738404743).
    #[test]
    fn an_upset_moves_the_unsure_rating_most() {
        let est = Standing {
            rating: 1700.0,
            rd: 80.0,
            volatility: 0.06,
        };
        let (new, old) = after_game(Standing::NEW, est, true);
        assert!(close(new.rating, 1_929.602_418_894_382_5), "{new:?}");
        assert!(close(new.rd, 319.724_428_753_864_6), "{new:?}");
        assert!(close(old.rating, 1_687.218_424_140_140_5), "{old:?}");
        assert!(close(old.rd, 80.118_547_384_047_43), "{old:?}");
    }

    #[test]
    fn a_year_away_takes_an_rd_of_60_to_110() {
        let settled = Standing {
            rd: 60.0,
            ..Standing::NEW
        };
        assert!(close(settled.after_days(365.0).rd, 110.0));
        assert!(settled.after_days(30.0).rd > 60.0);
        assert_eq!(settled.after_days(0.0), settled);
        assert_eq!(settled.after_days(-3.0), settled, "a clock step back");
        // Never beyond what it was, never surer.
        assert_eq!(Standing::NEW.after_days(1000.0).rd, START_RD);
        assert_eq!(settled.after_days(f64::NAN), settled);
    }

    #[test]
    fn provisional_until_the_deviation_is_below_110() {
        let at = |rd| Standing {
            rd,
            ..Standing::NEW
        };
        assert!(at(110.0).provisional() && !at(109.9).provisional());
    }
}
