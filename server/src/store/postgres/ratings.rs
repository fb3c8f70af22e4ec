//! Ratings on PostgreSQL: one row per player and variant
//! (`player_ratings`), one history point per player and finished game
//! (`ratings`), written with the game's result (`standings.rs`); here the
//! reads of them (a player's rows, the leaderboard, a game's points) and
//! the migration that replays an old database's games through Glicko-2.
//! The same rows and rules as the SQLite store (`store::records`,
//! `rating`).

use std::collections::{BTreeMap, HashMap};

use chomp_protocol::{GameId, GameRating, LeaderboardEntry, Totals};
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::seat_row::seat_from;
use super::sql::RECORD_TEXT;
use super::standings::write_record;
use crate::model::FinishedGame;
use crate::rating::replay::{Replay, ReplayGame};
use crate::rating::LEADERBOARD_RD;
use crate::store::columns::{self, parse_reason, Sitter};
use crate::store::records::{self, Candidate, RatingRow, VARIANTS};
use crate::store::StoreError;

/// Whole days since a `rated_at` column, in SQL (NULL when never rated):
/// the deviation grows by the day, so reads within a day agree exactly.
const IDLE: &str = "floor(EXTRACT(EPOCH FROM (now() - rated_at)) / 86400.0)::float8";

/// Most rows the leaderboard reads per variant: players whose deviation
/// grew past 75 with time away are skipped after reading, so it reads
/// more than it lists.
const LEADERBOARD_READ: i64 = 2000;

/// A player's rating rows, one per variant played.
pub async fn rating_rows<C: GenericClient>(
    c: &C,
    name: &str,
) -> Result<Vec<RatingRow>, StoreError> {
    let sql = format!(
        "SELECT variant, rating, rd, volatility, {IDLE}, games, wins, losses
         FROM player_ratings WHERE player=$1 AND games > 0 ORDER BY variant"
    );
    let rows = c.query(&sql, &[&name]).await.map_err(backend)?;
    Ok(rows
        .iter()
        .map(|r| RatingRow {
            variant: r.get(0),
            held: records::held(r.get(1), r.get(2), r.get(3), r.get(4)),
            games: r.get::<_, i64>(5) as u64,
            wins: r.get::<_, i64>(6) as u64,
            losses: r.get::<_, i64>(7) as u64,
        })
        .collect())
}

/// The leaderboard of each variant: players whose deviation is at most 75
/// (grown by their time away), best first; people and bots (server levels
/// have no account and are bots).
pub async fn leaderboard<C: GenericClient>(
    c: &C,
    limit: u32,
) -> Result<BTreeMap<String, Vec<LeaderboardEntry>>, StoreError> {
    let sql = format!(
        "SELECT r.player, r.rating, r.rd, r.volatility, {IDLE}, r.games, r.wins, r.losses,
                COALESCE(p.bot, true)
         FROM player_ratings r LEFT JOIN players p ON p.name = r.player
         WHERE r.variant = $1 AND r.rd <= $2 AND r.games > 0
         ORDER BY r.rating DESC, r.player LIMIT $3"
    );
    let mut out = BTreeMap::new();
    for variant in VARIANTS.map(|v| v.as_str()) {
        let rows = c
            .query(&sql, &[&variant, &LEADERBOARD_RD, &LEADERBOARD_READ])
            .await
            .map_err(backend)?;
        let candidates = rows.iter().map(|r| Candidate {
            entry: LeaderboardEntry {
                name: r.get(0),
                rating: r.get(1),
                games: r.get::<_, i64>(5) as u64,
                wins: r.get::<_, i64>(6) as u64,
                losses: r.get::<_, i64>(7) as u64,
                rd: None,
                bot: r.get(8),
            },
            held: records::held(r.get(1), r.get(2), r.get(3), r.get(4)),
        });
        out.insert(
            variant.to_string(),
            records::leaderboard_from(candidates, limit),
        );
    }
    Ok(out)
}

/// The rating points of the games `ids`, by game and player.
pub async fn of_games<C: GenericClient>(
    c: &C,
    ids: &[i64],
) -> Result<HashMap<GameId, HashMap<String, GameRating>>, StoreError> {
    let rows = c
        .query(
            "SELECT game, player, rating, rd, change FROM ratings WHERE game = ANY($1)",
            &[&ids],
        )
        .await
        .map_err(backend)?;
    let mut out: HashMap<GameId, HashMap<String, GameRating>> = HashMap::new();
    for r in &rows {
        let rd: Option<f64> = r.get(3);
        out.entry(r.get::<_, i64>(0) as GameId).or_default().insert(
            r.get(1),
            records::game_rating(r.get(2), rd.unwrap_or(0.0), r.get(4)),
        );
    }
    Ok(out)
}

/// Adds `g`'s share of the hosted bots' rows of the totals.
fn add_hosted(totals: &mut Totals, g: &ReplayGame) {
    let sitter = |at: usize| match &g.seats[at] {
        Some(s) if s.hosted_bot => Sitter::hosted_bot(&s.name),
        _ => Sitter::PERSON,
    };
    let one = columns::one_game(
        &g.variant,
        [sitter(0), sitter(1)],
        Some(g.finish.winner),
        Some(g.finish.reason),
    );
    for (name, c) in one.hosted_bots {
        let row = totals.hosted_bots.entry(name).or_default();
        row.games += c.games;
        row.human_wins += c.human_wins;
        row.bot_wins += c.bot_wins;
    }
}

/// The migration to Glicko-2: every finished game again, in the order they
/// finished, through [`crate::rating::settle`]; the history points are
/// written anew (at the time each game finished) and each player's rating
/// per variant is what the last game left. The counts in `players` stay:
/// the same rule made them.
pub async fn replay(tx: &tokio_postgres::Transaction<'_>) -> Result<(), StoreError> {
    let known = tx
        .query("SELECT name FROM players", &[])
        .await
        .map_err(backend)?;
    let mut replay = Replay::new(known.iter().map(|r| r.get::<_, String>(0)));
    let mut totals = Totals::default();
    tx.execute("DELETE FROM ratings", &[])
        .await
        .map_err(backend)?;
    let games = tx
        .query(
            "SELECT id, variant, seat0_name, seat0_level, seat0_hosted_bot, seat1_name,
                    seat1_level, seat1_hosted_bot, winner, reason, rated, finished_at::text,
                    (EXTRACT(EPOCH FROM finished_at) / 86400.0)::float8
             FROM games WHERE status='finished' AND winner IS NOT NULL AND reason IS NOT NULL
               AND finished_at IS NOT NULL
             ORDER BY finished_at, id",
            &[],
        )
        .await
        .map_err(backend)?;
    for r in &games {
        let g = ReplayGame {
            id: r.get::<_, i64>(0) as GameId,
            variant: r.get(1),
            seats: [seat_from(r, 2), seat_from(r, 5)],
            finish: FinishedGame {
                winner: r.get::<_, i16>(8) as u8,
                reason: parse_reason(r.get(9))?,
                rated: r.get(10),
            },
            finished_at: r.get(11),
            day: r.get(12),
        };
        for change in replay.game(&g).iter().flatten() {
            write_record(
                tx,
                &RECORD_TEXT,
                g.id,
                &g.variant,
                change,
                Some(&g.finished_at),
            )
            .await?;
        }
        add_hosted(&mut totals, &g);
    }
    // The hosted bots' rows of the totals, which older servers did not count.
    for (key, n) in columns::counters(&totals) {
        if key.starts_with("hosted:") {
            tx.execute(
                "INSERT INTO tally (key, n) VALUES ($1, $2)
                 ON CONFLICT (key) DO UPDATE SET n = excluded.n",
                &[&key, &n],
            )
            .await
            .map_err(backend)?;
        }
    }
    Ok(())
}
