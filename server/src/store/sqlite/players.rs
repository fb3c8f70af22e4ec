//! Player accounts: claiming names and reading records.

use chomp_protocol::{
    DayCount, GameId, PlayerRecord, RatingPoint, GAMES_PER_DAY_LEN, RATING_HISTORY_LEN,
};
use rusqlite::{params, Connection, OptionalExtension};

use super::{cached, ratings};
use crate::auth;
use crate::rating::START_RATING;
use crate::store::records::{self, ResultRow};
use crate::store::Claim;
use crate::store::StoreError;

/// Claims a free name or checks the token of a claimed one. The exact name
/// is looked up first, so a legacy name whose key was suffixed at the
/// migration still logs in; a free name whose key is held is a look-alike.
pub fn claim(
    conn: &mut Connection,
    name: &str,
    token: Option<&str>,
    bot: bool,
) -> Result<Claim, StoreError> {
    let stored: Option<String> = cached::query_row(
        conn,
        "SELECT token_hash FROM players WHERE name = ?1",
        [name],
        |r| r.get(0),
    )
    .optional()?;
    Ok(match (stored, token) {
        (Some(hash), Some(token)) if auth::token_matches(token, &hash) => {
            // The flag follows the latest hello: a name may be a bot's today.
            cached::execute(
                conn,
                "UPDATE players SET bot = ?2 WHERE name = ?1 AND bot <> ?2",
                params![name, bot],
            )?;
            Claim::Known
        }
        (Some(_), _) => Claim::Refused,
        (None, _) => {
            // Either key of the name against every key held (one table, so
            // either kind): the one writer thread makes check and insert one
            // step.
            let keys = chomp_protocol::name_keys(name);
            for key in &keys {
                let held: Option<i64> = cached::query_row(
                    conn,
                    "SELECT 1 FROM player_keys WHERE key = ?1",
                    [key],
                    |r| r.get(0),
                )
                .optional()?;
                if held.is_some() {
                    return Ok(Claim::LookAlike);
                }
            }
            let token = auth::new_token();
            cached::in_savepoint(conn, |c| -> Result<(), StoreError> {
                cached::execute(
                    c,
                    "INSERT INTO players (name, name_key, token_hash, rating, bot, created_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, strftime('%Y-%m-%dT%H:%M:%SZ','now'))",
                    params![name, keys[0], auth::hash_token(&token), START_RATING, bot],
                )?;
                for key in &keys {
                    cached::execute(
                        c,
                        "INSERT INTO player_keys (key, name) VALUES (?1, ?2)",
                        params![key, name],
                    )?;
                }
                Ok(())
            })?;
            Claim::New(token)
        }
    })
}

/// One player's record, if the name is known: a person, a hosted bot or
/// a server bot level (which has ratings but no account).
pub fn record(conn: &mut Connection, name: &str) -> Result<Option<PlayerRecord>, StoreError> {
    let found = cached::query_row(
        conn,
        "SELECT name, games, wins, losses, bot FROM players WHERE name = ?1",
        [name],
        |r| {
            Ok(PlayerRecord {
                player: r.get(0)?,
                games: r.get::<_, i64>(1)? as u64,
                wins: r.get::<_, i64>(2)? as u64,
                losses: r.get::<_, i64>(3)? as u64,
                bot: Some(r.get(4)?),
                ..PlayerRecord::default()
            })
        },
    )
    .optional()?;
    let rows = ratings::rating_rows(conn, name)?;
    let Some(mut record) = records::with_ratings(name, found, rows) else {
        return Ok(None);
    };
    record.rating_history = rating_history(conn, name)?;
    record.games_per_day = games_per_day(conn, name)?;
    records::apply_results(&mut record, results(conn, name)?);
    Ok(Some(record))
}

/// The player's finished games (not aborted), oldest first: seat, winner
/// and opponent.
fn results(conn: &mut Connection, name: &str) -> Result<Vec<ResultRow>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT CASE WHEN seat0_name = ?1 THEN 0 ELSE 1 END, winner,
                CASE WHEN seat0_name = ?1 THEN seat1_name ELSE seat0_name END,
                CASE WHEN seat0_name = ?1 THEN seat1_level IS NOT NULL OR seat1_hosted_bot
                     ELSE seat0_level IS NOT NULL OR seat0_hosted_bot END
         FROM games WHERE status='finished' AND reason IS NOT 'aborted' AND winner IS NOT NULL
           AND (seat0_name = ?1 OR seat1_name = ?1)
         ORDER BY finished_at, id",
    )?;
    let rows = stmt.query_map([name], |r| {
        Ok(ResultRow {
            seat: r.get(0)?,
            winner: r.get(1)?,
            opponent: r.get(2)?,
            opponent_bot: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The rating after each of the player's last finished games, oldest first
/// (game ids grow with time, so the key orders them).
fn rating_history(conn: &mut Connection, name: &str) -> Result<Vec<RatingPoint>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT game, rating, at, variant, rd, change FROM ratings WHERE player = ?1
         ORDER BY game DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![name, RATING_HISTORY_LEN], |r| {
        Ok(RatingPoint {
            game: r.get::<_, i64>(0)? as GameId,
            rating: r.get(1)?,
            at: r.get(2)?,
            variant: r.get(3)?,
            rd: r.get(4)?,
            change: r.get(5)?,
        })
    })?;
    let mut points: Vec<RatingPoint> = rows.collect::<Result<_, _>>()?;
    points.reverse();
    Ok(points)
}

/// The player's finished games per UTC day, the latest days, oldest first.
fn games_per_day(conn: &mut Connection, name: &str) -> Result<Vec<DayCount>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT substr(at, 1, 10) AS day, COUNT(*) FROM ratings WHERE player = ?1
         GROUP BY day ORDER BY day DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![name, GAMES_PER_DAY_LEN], |r| {
        Ok(DayCount {
            day: r.get(0)?,
            games: r.get::<_, i64>(1)? as u64,
        })
    })?;
    let mut days: Vec<DayCount> = rows.collect::<Result<_, _>>()?;
    days.reverse();
    Ok(days)
}
