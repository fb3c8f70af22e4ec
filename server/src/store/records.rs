//! How both backends put a player's record together from the rows they
//! read: the ratings per variant (as they stand now, grown by the time
//! away), the leaderboard of established players, a game's rating changes,
//! and the results by seat order, per opponent and in a row. One place, so
//! two backends cannot drift apart; the backends only read rows.

use std::collections::{BTreeMap, HashMap};

use chomp_engine::Variant;
use chomp_protocol::{
    GameRating, LeaderboardEntry, MoverCounts, OpponentRecord, PlayerRecord, VariantRating,
    OPPONENTS_LEN,
};

use crate::rating::{Held, Standing, LEADERBOARD_RD};

/// The variants that have a rating (and a leaderboard) each.
pub const VARIANTS: [Variant; 2] = [Variant::Chomp, Variant::IChomp];

/// One row of a player's ratings: a variant, the rating as stored, and
/// the finished games of the variant.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub variant: String,
    pub held: Held,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
}

/// A stored standing and the days since `rated_at` (`None`: never rated).
pub fn held(rating: f64, rd: f64, volatility: f64, idle_days: Option<f64>) -> Held {
    Held {
        standing: Standing {
            rating,
            rd,
            volatility,
        },
        idle_days: idle_days.unwrap_or(0.0),
    }
}

/// Fills the record's ratings: each variant's as it stands now, and as
/// `rating` the one of the variant played most (Chomp on a tie or with no
/// games). A record from before any rated game keeps its start rating.
pub fn apply_ratings(record: &mut PlayerRecord, rows: Vec<RatingRow>) {
    let mut primary: Option<(&str, u64)> = None;
    for row in &rows {
        let more = primary.is_none_or(|(v, games)| {
            row.games > games || (row.games == games && row.variant.as_str() < v)
        });
        if more {
            primary = Some((row.variant.as_str(), row.games));
        }
    }
    let primary = primary.map_or(Variant::Chomp.as_str().to_string(), |(v, _)| v.to_string());
    let ratings: BTreeMap<String, VariantRating> = rows
        .into_iter()
        .map(|row| {
            let now = row.held.now();
            let rating = VariantRating {
                rating: now.rating,
                rd: now.rd,
                provisional: now.provisional(),
                volatility: now.volatility,
                games: row.games,
                wins: row.wins,
                losses: row.losses,
            };
            (row.variant, rating)
        })
        .collect();
    let shown = ratings.get(&primary).map_or(Standing::NEW, |r| Standing {
        rating: r.rating,
        rd: r.rd,
        volatility: 0.0,
    });
    record.rating = shown.rating;
    record.rd = Some(shown.rd);
    record.provisional = Some(shown.provisional());
    record.variant = Some(primary);
    record.ratings = ratings;
}

/// A player's record with its ratings, before its history and results:
/// `account` is the row of a name with an account (a person or a hosted
/// bot); a server bot level has none, and its totals are its ratings'
/// totals. `None` for a name with neither.
pub fn with_ratings(
    name: &str,
    account: Option<PlayerRecord>,
    rows: Vec<RatingRow>,
) -> Option<PlayerRecord> {
    let mut record = match account {
        Some(record) => record,
        None if !rows.is_empty() => PlayerRecord {
            player: name.to_string(),
            games: rows.iter().map(|r| r.games).sum(),
            wins: rows.iter().map(|r| r.wins).sum(),
            losses: rows.iter().map(|r| r.losses).sum(),
            bot: Some(true),
            ..PlayerRecord::default()
        },
        None => return None,
    };
    apply_ratings(&mut record, rows);
    Some(record)
}

/// A leaderboard candidate: its row and its rating as stored.
pub struct Candidate {
    pub entry: LeaderboardEntry,
    pub held: Held,
}

/// The established players among `candidates` (best stored rating first):
/// those whose deviation, grown by their time away, is at most 75; at
/// most `limit` of them.
pub fn leaderboard_from(
    candidates: impl IntoIterator<Item = Candidate>,
    limit: u32,
) -> Vec<LeaderboardEntry> {
    candidates
        .into_iter()
        .filter_map(|c| {
            let now = c.held.now();
            (now.rd <= LEADERBOARD_RD).then_some(LeaderboardEntry {
                rd: Some(now.rd),
                ..c.entry
            })
        })
        .take(limit as usize)
        .collect()
}

/// A player's rating after a game, as a history entry shows it.
pub fn game_rating(rating: f64, rd: f64, change: Option<f64>) -> GameRating {
    GameRating { rating, rd, change }
}

/// The ratings of a game's `players` (in their order) from the game's
/// history points, by name.
pub fn game_ratings(
    players: &[chomp_protocol::PlayerInfo],
    mut points: HashMap<String, GameRating>,
) -> Vec<Option<GameRating>> {
    if points.is_empty() {
        return Vec::new();
    }
    players.iter().map(|p| points.remove(&p.name)).collect()
}

/// One finished game (not aborted) of a player, in the order they
/// finished: the player's seat, the winner and the opponent.
pub struct ResultRow {
    pub seat: u8,
    pub winner: u8,
    pub opponent: Option<String>,
    pub opponent_bot: bool,
}

/// Fills the record's results as first and as second mover, the longest
/// run of wins and the opponents most played.
pub fn apply_results(record: &mut PlayerRecord, rows: impl IntoIterator<Item = ResultRow>) {
    let mut movers = [MoverCounts::default(); 2];
    let (mut run, mut longest) = (0u64, 0u64);
    let mut opponents: HashMap<String, OpponentRecord> = HashMap::new();
    for row in rows {
        let won = row.seat == row.winner;
        let at = usize::from(row.seat.min(1));
        movers[at].games += 1;
        movers[at].wins += u64::from(won);
        run = if won { run + 1 } else { 0 };
        longest = longest.max(run);
        if let Some(name) = row.opponent {
            let o = opponents
                .entry(name.clone())
                .or_insert_with(|| OpponentRecord {
                    name,
                    bot: row.opponent_bot,
                    ..OpponentRecord::default()
                });
            o.played += 1;
            o.won += u64::from(won);
            o.lost += u64::from(!won);
        }
    }
    let mut opponents: Vec<OpponentRecord> = opponents.into_values().collect();
    opponents.sort_by(|a, b| b.played.cmp(&a.played).then_with(|| a.name.cmp(&b.name)));
    opponents.truncate(OPPONENTS_LEN);
    record.as_first = Some(movers[0]);
    record.as_second = Some(movers[1]);
    record.longest_streak = Some(longest);
    record.opponents = opponents;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(variant: &str, rd: f64, games: u64) -> RatingRow {
        RatingRow {
            variant: variant.into(),
            held: held(1600.0, rd, 0.09, Some(0.0)),
            games,
            wins: games,
            losses: 0,
        }
    }

    #[test]
    fn the_shown_rating_is_of_the_variant_played_most() {
        let mut r = PlayerRecord::default();
        apply_ratings(&mut r, vec![row("chomp", 200.0, 2), row("ichomp", 60.0, 5)]);
        assert_eq!(r.variant.as_deref(), Some("ichomp"));
        assert_eq!((r.rd, r.provisional), (Some(60.0), Some(false)));
        assert!(r.ratings["chomp"].provisional);
        let mut fresh = PlayerRecord::default();
        apply_ratings(&mut fresh, Vec::new());
        assert_eq!(fresh.rating, 1500.0);
        assert_eq!(fresh.provisional, Some(true));
        assert_eq!(fresh.variant.as_deref(), Some("chomp"));
    }

    #[test]
    fn the_leaderboard_keeps_established_players_only() {
        let entry = |name: &str| LeaderboardEntry {
            name: name.into(),
            ..LeaderboardEntry::default()
        };
        let c = |name: &str, rd: f64, days: f64| Candidate {
            entry: entry(name),
            held: held(1600.0, rd, 0.09, Some(days)),
        };
        let got = leaderboard_from(
            [
                c("ann", 50.0, 0.0),
                c("away", 70.0, 200.0),
                c("bob", 75.0, 0.0),
                c("cy", 40.0, 1.0),
            ],
            2,
        );
        let names: Vec<&str> = got.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["ann", "bob"]);
    }

    #[test]
    fn results_by_seat_opponent_and_streak() {
        let r = |seat, winner, opp: &str| ResultRow {
            seat,
            winner,
            opponent: Some(opp.into()),
            opponent_bot: opp.ends_with(" bot"),
        };
        let mut rec = PlayerRecord::default();
        apply_results(
            &mut rec,
            [
                r(0, 0, "bob"),
                r(1, 1, "easy bot"),
                r(1, 1, "bob"),
                r(0, 1, "bob"),
                r(0, 0, "cy"),
            ],
        );
        assert_eq!(rec.as_first, Some(MoverCounts { games: 3, wins: 2 }));
        assert_eq!(rec.as_second, Some(MoverCounts { games: 2, wins: 2 }));
        assert_eq!(rec.longest_streak, Some(3));
        let bob = &rec.opponents[0];
        assert_eq!(
            (bob.name.as_str(), bob.played, bob.won, bob.lost),
            ("bob", 3, 2, 1)
        );
        assert!(rec.opponents.iter().any(|o| o.bot && o.name == "easy bot"));
    }
}
