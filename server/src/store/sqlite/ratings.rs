//! Ratings on SQLite: one row per player and variant (`player_ratings`),
//! one history point per player and finished game (`ratings`), read and
//! written inside the transaction that finishes a game; the leaderboard;
//! and the migration that replays an old database's games through
//! Glicko-2.

use std::collections::{BTreeMap, HashMap};

use chomp_protocol::{GameId, GameRating, LeaderboardEntry};
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::cached;
use super::seat_row::seat_from;
use crate::model::{FinishedGame, Seat};
use crate::rating::replay::{Replay, ReplayGame};
use crate::rating::{Held, RecordChange, LEADERBOARD_RD};
use crate::store::columns::parse_reason;
use crate::store::records::{self, Candidate, RatingRow, VARIANTS};
use crate::store::StoreError;

/// Whole days since a `rated_at` column, in SQL (NULL when never rated):
/// the deviation grows by the day, so reads within a day agree exactly.
const IDLE: &str = "CAST(julianday('now') - julianday(rated_at) AS INTEGER)";

/// The rating `seat` holds in `variant`, as [`crate::rating::settle`]
/// wants it: `None` for a name without an account (a server bot level
/// always has a rating), [`Held::NEW`] before its first game.
pub fn held_of(tx: &Connection, seat: &Seat, variant: &str) -> Result<Option<Held>, StoreError> {
    if seat.connects() {
        let known: Option<i64> = cached::query_row(
            tx,
            "SELECT 1 FROM players WHERE name=?1",
            [&seat.name],
            |r| r.get(0),
        )
        .optional()?;
        if known.is_none() {
            return Ok(None);
        }
    }
    let sql = format!(
        "SELECT rating, rd, volatility, {IDLE} FROM player_ratings WHERE player=?1 AND variant=?2"
    );
    let row = cached::query_row(tx, &sql, params![seat.name, variant], |r| {
        Ok(records::held(r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
    })
    .optional()?;
    Ok(Some(row.unwrap_or(Held::NEW)))
}

/// Stores one player's record change as [`crate::rating::settle`]
/// decided it; `at` is when the game finished (`None`: now).
pub fn write_record(
    tx: &Connection,
    id: GameId,
    variant: &str,
    change: &RecordChange,
    at: Option<&str>,
) -> Result<(), StoreError> {
    let (won, lost) = (i64::from(change.won), i64::from(!change.won));
    if change.account && at.is_none() {
        cached::execute(
            tx,
            "UPDATE players SET games=games+1, wins=wins+?2, losses=losses+?3 WHERE name=?1",
            params![change.name, won, lost],
        )?;
    }
    let a = change.after;
    cached::execute(
        tx,
        "INSERT INTO player_ratings
             (player, variant, rating, rd, volatility, games, wins, losses, rated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7,
             CASE WHEN ?8 THEN COALESCE(?9, strftime('%Y-%m-%dT%H:%M:%SZ','now')) END)
         ON CONFLICT (player, variant) DO UPDATE SET rating=excluded.rating, rd=excluded.rd,
             volatility=excluded.volatility, games=games+1, wins=wins+excluded.wins,
             losses=losses+excluded.losses, rated_at=COALESCE(excluded.rated_at, rated_at)",
        params![
            change.name,
            variant,
            a.rating,
            a.rd,
            a.volatility,
            won,
            lost,
            change.rated,
            at
        ],
    )?;
    cached::execute(
        tx,
        "INSERT INTO ratings (player, game, rating, at, variant, rd, change)
         VALUES (?1, ?2, ?3, COALESCE(?4, strftime('%Y-%m-%dT%H:%M:%SZ','now')), ?5, ?6, ?7)",
        params![change.name, id, a.rating, at, variant, a.rd, change.delta()],
    )?;
    Ok(())
}

/// A player's rating rows, one per variant played.
pub fn rating_rows(conn: &Connection, name: &str) -> Result<Vec<RatingRow>, StoreError> {
    let sql = format!(
        "SELECT variant, rating, rd, volatility, {IDLE}, games, wins, losses
         FROM player_ratings WHERE player=?1 ORDER BY variant"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([name], |r| {
        Ok(RatingRow {
            variant: r.get(0)?,
            held: records::held(r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?),
            games: r.get::<_, i64>(5)? as u64,
            wins: r.get::<_, i64>(6)? as u64,
            losses: r.get::<_, i64>(7)? as u64,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The leaderboard of each variant: players whose deviation is at most 75
/// (grown by their time away), best first; people and bots (server levels
/// have no account and are bots).
pub fn leaderboard(
    conn: &mut Connection,
    limit: u32,
) -> Result<BTreeMap<String, Vec<LeaderboardEntry>>, StoreError> {
    let sql = format!(
        "SELECT r.player, r.rating, r.rd, r.volatility, {IDLE}, r.games, r.wins, r.losses,
                COALESCE(p.bot, 1)
         FROM player_ratings r LEFT JOIN players p ON p.name = r.player
         WHERE r.variant = ?1 AND r.rd <= ?2
         ORDER BY r.rating DESC, r.player"
    );
    let mut out = BTreeMap::new();
    let mut stmt = conn.prepare_cached(&sql)?;
    for variant in VARIANTS.map(|v| v.as_str()) {
        // Rows come one by one: reading stops once `limit` are listed.
        let rows = stmt.query_map(params![variant, LEADERBOARD_RD], |r| {
            Ok(Candidate {
                entry: LeaderboardEntry {
                    name: r.get(0)?,
                    rating: r.get(1)?,
                    games: r.get::<_, i64>(5)? as u64,
                    wins: r.get::<_, i64>(6)? as u64,
                    losses: r.get::<_, i64>(7)? as u64,
                    rd: None,
                    bot: r.get(8)?,
                },
                held: records::held(r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?),
            })
        })?;
        let mut candidates = Vec::new();
        let mut listed = 0;
        for row in rows {
            let c = row?;
            listed += usize::from(c.held.now().rd <= LEADERBOARD_RD);
            candidates.push(c);
            if listed >= limit as usize {
                break;
            }
        }
        out.insert(
            variant.to_string(),
            records::leaderboard_from(candidates, limit),
        );
    }
    Ok(out)
}

/// The rating points of game `id`, by player.
pub fn of_game(conn: &Connection, id: GameId) -> Result<HashMap<String, GameRating>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT player, rating, rd, change FROM ratings WHERE game=?1")?;
    let rows = stmt.query_map([id], |r| {
        let rd: Option<f64> = r.get(2)?;
        Ok((
            r.get::<_, String>(0)?,
            records::game_rating(r.get(1)?, rd.unwrap_or(0.0), r.get(3)?),
        ))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The migration to Glicko-2: every finished game again, in the order they
/// finished, through [`crate::rating::settle`]; the history points are
/// written anew (at the time each game finished) and each player's rating
/// per variant is what the last game left. The counts in `players` stay:
/// the same rule made them.
pub fn replay(tx: &Transaction) -> Result<(), StoreError> {
    let known: Vec<String> = {
        let mut stmt = tx.prepare("SELECT name FROM players")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut replay = Replay::new(known);
    tx.execute("DELETE FROM ratings", [])?;
    let mut stmt = tx.prepare(
        "SELECT id, variant, seat0_name, seat0_level, seat0_hosted_bot, seat1_name, seat1_level,
                seat1_hosted_bot, winner, reason, rated, finished_at, julianday(finished_at)
         FROM games WHERE status='finished' AND winner IS NOT NULL AND reason IS NOT NULL
           AND finished_at IS NOT NULL
         ORDER BY finished_at, id",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let reason: String = r.get(9)?;
        let g = ReplayGame {
            id: r.get::<_, i64>(0)? as GameId,
            variant: r.get(1)?,
            seats: [seat_from(r, 2)?, seat_from(r, 5)?],
            finish: FinishedGame {
                winner: r.get(8)?,
                reason: parse_reason(&reason)?,
                rated: r.get(10)?,
            },
            finished_at: r.get(11)?,
            day: r.get(12)?,
        };
        for change in replay.game(&g).iter().flatten() {
            write_record(tx, g.id, &g.variant, change, Some(&g.finished_at))?;
        }
    }
    Ok(())
}
