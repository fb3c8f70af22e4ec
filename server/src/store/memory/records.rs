//! Players' records in memory. The ratings are a [`Replay`] that settles
//! each result as it comes, the same replay the databases' migrations run
//! (`rating::replay`), so what a result does is decided by
//! [`crate::rating::settle`] and nothing of it is written again here;
//! this module adds the accounts' counts and the history points, and reads
//! records and leaderboards back through the shared
//! [`crate::store::records`].

use std::collections::{BTreeMap, HashMap};

use chomp_protocol::{
    DayCount, GameId, GameRating, LeaderboardEntry, OverReason, PlayerRecord, RatingPoint,
    GAMES_PER_DAY_LEN, RATING_HISTORY_LEN,
};

use super::clock::{self, Instant};
use super::state::State;
use crate::model::{FinishedGame, Seat, StoredGame};
use crate::rating::replay::{Final, Replay, ReplayGame};
use crate::rating::{Held, LEADERBOARD_RD};
use crate::store::records::{self as shared, Candidate, RatingRow, ResultRow, VARIANTS};

/// A rating as it stands at `now` (its deviation grown by whole days away).
fn held(f: &Final, now: Instant) -> Held {
    let idle = f
        .rated_at
        .as_ref()
        .map(|(day, _)| (clock::day(now) - day).floor());
    shared::held(
        f.standing.rating,
        f.standing.rd,
        f.standing.volatility,
        idle,
    )
}

/// Writes what the result of game `g` does to its players' records.
pub fn settle(state: &mut State, g: &StoredGame, finish: &FinishedGame, now: Instant) {
    let game = ReplayGame {
        id: g.id,
        variant: g.variant.as_str().to_string(),
        seats: g.seats.clone(),
        finish: *finish,
        day: clock::day(now),
        finished_at: clock::text(now),
    };
    for change in state.ratings.game(&game).iter().flatten() {
        if change.account {
            if let Some(p) = state.players.get_mut(&change.name) {
                p.games += 1;
                p.wins += u64::from(change.won);
                p.losses += u64::from(!change.won);
            }
        }
        let point = RatingPoint {
            game: g.id,
            rating: change.after.rating,
            at: game.finished_at.clone(),
            variant: Some(game.variant.clone()),
            rd: Some(change.after.rd),
            change: change.delta(),
        };
        state.points.push((change.name.clone(), point));
    }
}

/// The rating points game `id` left, by player.
pub fn of_game(state: &State, id: GameId) -> HashMap<String, GameRating> {
    state
        .points
        .iter()
        .filter(|(_, p)| p.game == id)
        .map(|(name, p)| {
            let point = shared::game_rating(p.rating, p.rd.unwrap_or(0.0), p.change);
            (name.clone(), point)
        })
        .collect()
}

/// One name's rating rows, one per variant played, by variant.
fn rating_rows(ratings: &Replay, name: &str, now: Instant) -> Vec<RatingRow> {
    let mut rows: Vec<RatingRow> = VARIANTS
        .iter()
        .filter_map(|v| {
            let f = ratings.rating(name, v.as_str())?;
            Some(RatingRow {
                variant: v.as_str().to_string(),
                held: held(f, now),
                games: f.games,
                wins: f.wins,
                losses: f.losses,
            })
        })
        .collect();
    rows.sort_by(|a, b| a.variant.cmp(&b.variant));
    rows
}

/// One player's record, if the name is known: a person, a hosted bot or a
/// server bot level (ratings but no account).
pub fn record(state: &State, name: &str) -> Option<PlayerRecord> {
    let rows = rating_rows(&state.ratings, name, clock::now());
    let account = state.players.get(name).map(|p| PlayerRecord {
        player: name.to_string(),
        games: p.games,
        wins: p.wins,
        losses: p.losses,
        bot: Some(p.bot),
        ..PlayerRecord::default()
    });
    let mut record = shared::with_ratings(name, account, rows)?;
    let mut points: Vec<RatingPoint> = state
        .points
        .iter()
        .filter(|(player, _)| player == name)
        .map(|(_, p)| p.clone())
        .collect();
    points.sort_by_key(|p| p.game);
    let mut per_day: BTreeMap<String, u64> = BTreeMap::new();
    for p in &points {
        *per_day.entry(p.at.chars().take(10).collect()).or_default() += 1;
    }
    let days = per_day.len().saturating_sub(GAMES_PER_DAY_LEN as usize);
    record.games_per_day = per_day
        .into_iter()
        .skip(days)
        .map(|(day, games)| DayCount { day, games })
        .collect();
    let skip = points.len().saturating_sub(RATING_HISTORY_LEN as usize);
    record.rating_history = points.split_off(skip);
    shared::apply_results(&mut record, results(state, name));
    Some(record)
}

/// The player's finished games (not aborted), oldest first.
fn results(state: &State, name: &str) -> Vec<ResultRow> {
    let mut games: Vec<&StoredGame> = state
        .games
        .values()
        .map(|row| &row.game)
        .filter(|g| g.reason.is_some_and(|r| r != OverReason::Aborted) && g.winner.is_some())
        .filter(|g| g.seats.iter().flatten().any(|s| s.name == name))
        .collect();
    games.sort_by(|a, b| (&a.finished_at, a.id).cmp(&(&b.finished_at, b.id)));
    games
        .into_iter()
        .map(|g| {
            let seat = u8::from(g.seats[0].as_ref().is_none_or(|s| s.name != name));
            let other = g.seats[usize::from(1 - seat)].as_ref();
            ResultRow {
                seat,
                winner: g.winner.unwrap_or_default(),
                opponent: other.map(|s| s.name.clone()),
                opponent_bot: other.is_some_and(Seat::is_bot),
            }
        })
        .collect()
}

/// The leaderboard of each variant (see [`crate::store::StatsStore::leaderboard`]).
pub fn leaderboard(state: &State, limit: u32) -> BTreeMap<String, Vec<LeaderboardEntry>> {
    let now = clock::now();
    let mut out = BTreeMap::new();
    for variant in VARIANTS.map(|v| v.as_str()) {
        let mut candidates: Vec<Candidate> = state
            .ratings
            .finals()
            .filter(|(_, v, f)| *v == variant && f.standing.rd <= LEADERBOARD_RD)
            .map(|(name, _, f)| Candidate {
                entry: LeaderboardEntry {
                    name: name.to_string(),
                    rating: f.standing.rating,
                    games: f.games,
                    wins: f.wins,
                    losses: f.losses,
                    rd: None,
                    bot: state.players.get(name).is_none_or(|p| p.bot),
                },
                held: held(f, now),
            })
            .collect();
        candidates.sort_by(|a, b| {
            b.entry
                .rating
                .total_cmp(&a.entry.rating)
                .then_with(|| a.entry.name.cmp(&b.entry.name))
        });
        out.insert(
            variant.to_string(),
            shared::leaderboard_from(candidates, limit),
        );
    }
    out
}
