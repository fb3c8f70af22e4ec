//! Players' records in memory: what a result writes (exactly what
//! [`rating::settle`] decides, as the databases write it) and the records
//! and leaderboards read back, put together by the shared
//! [`crate::store::records`].

use std::collections::{BTreeMap, HashMap};

use chomp_protocol::{
    DayCount, GameId, GameRating, LeaderboardEntry, PlayerRecord, RatingPoint, GAMES_PER_DAY_LEN,
    RATING_HISTORY_LEN,
};

use super::clock::{self, Instant};
use super::state::{Rating, State};
use crate::model::{FinishedGame, Seat, StoredGame};
use crate::rating::{self, Held, RecordChange, LEADERBOARD_RD};
use crate::store::records::{self as shared, Candidate, RatingRow, ResultRow, VARIANTS};
use chomp_protocol::OverReason;

/// The rating `seat` holds in `variant`, as [`rating::settle`] wants it.
fn held_of(state: &State, seat: &Seat, variant: &str, now: Instant) -> Option<Held> {
    if seat.connects() && !state.players.contains_key(&seat.name) {
        return None;
    }
    let held = state
        .ratings
        .get(&seat.name)
        .and_then(|by_variant| by_variant.get(variant))
        .map_or(Held::NEW, |r| held(r, now));
    Some(held)
}

fn held(r: &Rating, now: Instant) -> Held {
    shared::held(
        r.standing.rating,
        r.standing.rd,
        r.standing.volatility,
        r.rated_at.map(|at| clock::whole_days(at, now)),
    )
}

/// Writes what the result of game `g` does to its players' records.
pub fn settle(state: &mut State, g: &StoredGame, finish: &FinishedGame, now: Instant) {
    let variant = g.variant.as_str();
    let mut stored = [None, None];
    for (at, _) in rating::recorded_seats(&g.seats) {
        if let Some(seat) = &g.seats[at] {
            stored[at] = held_of(state, seat, variant, now);
        }
    }
    for change in rating::settle(&g.seats, stored, finish).iter().flatten() {
        write_record(state, g.id, variant, change, now);
    }
}

fn write_record(state: &mut State, id: GameId, variant: &str, change: &RecordChange, now: Instant) {
    let (won, lost) = (u64::from(change.won), u64::from(!change.won));
    if change.account {
        if let Some(p) = state.players.get_mut(&change.name) {
            p.games += 1;
            p.wins += won;
            p.losses += lost;
        }
    }
    let rated_at = change.rated.then_some(now);
    let rating = state
        .ratings
        .entry(change.name.clone())
        .or_default()
        .entry(variant.to_string())
        .or_insert(Rating {
            standing: change.after,
            games: 0,
            wins: 0,
            losses: 0,
            rated_at: None,
        });
    rating.standing = change.after;
    rating.games += 1;
    rating.wins += won;
    rating.losses += lost;
    rating.rated_at = rated_at.or(rating.rated_at);
    let point = RatingPoint {
        game: id,
        rating: change.after.rating,
        at: clock::text(now),
        variant: Some(variant.to_string()),
        rd: Some(change.after.rd),
        change: change.delta(),
    };
    state.points.push((change.name.clone(), point));
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

/// One player's record, if the name is known: a person, a hosted bot or a
/// server bot level (ratings but no account).
pub fn record(state: &State, name: &str) -> Option<PlayerRecord> {
    let now = clock::now();
    let rows: Vec<RatingRow> = state
        .ratings
        .get(name)
        .into_iter()
        .flatten()
        .map(|(variant, r)| RatingRow {
            variant: variant.clone(),
            held: held(r, now),
            games: r.games,
            wins: r.wins,
            losses: r.losses,
        })
        .collect();
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
    let skip = points.len().saturating_sub(RATING_HISTORY_LEN as usize);
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
            .iter()
            .filter_map(|(name, by_variant)| Some((name, by_variant.get(variant)?)))
            .filter(|(_, r)| r.standing.rd <= LEADERBOARD_RD)
            .map(|(name, r)| Candidate {
                entry: LeaderboardEntry {
                    name: name.clone(),
                    rating: r.standing.rating,
                    games: r.games,
                    wins: r.wins,
                    losses: r.losses,
                    rd: None,
                    bot: state.players.get(name).is_none_or(|p| p.bot),
                },
                held: held(r, now),
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
