//! The bot ladder in SQLite: the `ladder` row, `ladder_ratings` and
//! `ladder_games`. Each call is one job on the database thread, inside a
//! savepoint: all of its writes or none.

use chomp_protocol::{GameId, TournamentId};
use rusqlite::{params, Connection, OptionalExtension};

use super::cached;
use super::tournaments::{create, put_entrant};
use super::SqliteStore;
use crate::rating::Standing;
use crate::store::ladder::{rate, LadderRating, LadderStore};
use crate::store::tournaments::{NewTournament, PairingOutcome, StoredEntrant};
use crate::store::{StoreError, StoreFuture};

fn ladder_id(conn: &Connection) -> Result<Option<TournamentId>, StoreError> {
    let id: Option<i64> = cached::query_row(
        conn,
        "SELECT tournament_id FROM ladder WHERE one = 1",
        [],
        |r| r.get(0),
    )
    .optional()?;
    Ok(id.map(|i| i as TournamentId))
}

fn ensure(
    conn: &mut Connection,
    new: &NewTournament,
    bots: &[StoredEntrant],
) -> Result<TournamentId, StoreError> {
    if let Some(id) = ladder_id(conn)? {
        return Ok(id);
    }
    cached::in_savepoint(conn, |tx| {
        let id = create(tx, new)?;
        for bot in bots {
            put_entrant(tx, id, bot)?;
        }
        cached::execute(
            tx,
            "INSERT INTO ladder (one, tournament_id) VALUES (1, ?1)",
            [id as i64],
        )?;
        Ok(id)
    })
}

fn held(conn: &Connection, name: &str) -> Result<LadderRating, StoreError> {
    let row = cached::query_row(
        conn,
        "SELECT rating, rd, volatility, games, wins FROM ladder_ratings WHERE name = ?1",
        [name],
        |r| {
            Ok(LadderRating {
                name: name.to_string(),
                standing: Standing {
                    rating: r.get(0)?,
                    rd: r.get(1)?,
                    volatility: r.get(2)?,
                },
                games: r.get(3)?,
                wins: r.get(4)?,
            })
        },
    )
    .optional()?;
    Ok(row.unwrap_or_else(|| LadderRating::new(name)))
}

fn put(conn: &Connection, r: &LadderRating) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "INSERT INTO ladder_ratings (name, rating, rd, volatility, games, wins)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (name) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
             volatility = excluded.volatility, games = excluded.games, wins = excluded.wins",
        params![
            r.name,
            r.standing.rating,
            r.standing.rd,
            r.standing.volatility,
            r.games,
            r.wins
        ],
    )?;
    Ok(())
}

/// Every finished pairing of the ladder not rated yet.
const UNRATED: &str = "SELECT p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
     FROM tournament_pairings p JOIN games g ON g.id = p.game_id
     WHERE p.tournament_id = ?1 AND g.status IN ('finished', 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM ladder_games l WHERE l.game_id = p.game_id)
     ORDER BY p.game_id";

/// The same for one game (by the key, not a sweep).
const UNRATED_GAME: &str =
    "SELECT p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
     FROM tournament_pairings p JOIN games g ON g.id = p.game_id
     WHERE p.game_id = ?2 AND p.tournament_id = ?1 AND g.status IN ('finished', 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM ladder_games l WHERE l.game_id = p.game_id)";

/// `only`: that game alone.
fn settle(
    conn: &mut Connection,
    id: TournamentId,
    only: Option<GameId>,
) -> Result<u32, StoreError> {
    cached::in_savepoint(conn, |tx| {
        let games = {
            let row = |r: &rusqlite::Row<'_>| {
                let status: String = r.get(3)?;
                let reason: Option<String> = r.get(5)?;
                Ok((
                    r.get::<_, i64>(0)?,
                    [
                        r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                        r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                    ],
                    PairingOutcome::of(&status, r.get(4)?, reason.as_deref()),
                ))
            };
            let id = id as i64;
            match only {
                Some(game) => tx
                    .prepare_cached(UNRATED_GAME)?
                    .query_map(params![id, game as i64], row)?
                    .collect::<Result<Vec<_>, _>>()?,
                None => tx
                    .prepare_cached(UNRATED)?
                    .query_map([id], row)?
                    .collect::<Result<Vec<_>, _>>()?,
            }
        };
        let mut n = 0;
        for (game, [a, b], outcome) in games {
            cached::execute(tx, "INSERT INTO ladder_games (game_id) VALUES (?1)", [game])?;
            n += 1;
            if let Some(after) = rate([held(tx, &a)?, held(tx, &b)?], outcome) {
                for r in &after {
                    put(tx, r)?;
                }
            }
        }
        Ok(n)
    })
}

fn ratings(conn: &Connection) -> Result<Vec<LadderRating>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT name, rating, rd, volatility, games, wins FROM ladder_ratings
         ORDER BY rating DESC, name",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(LadderRating {
            name: r.get(0)?,
            standing: Standing {
                rating: r.get(1)?,
                rd: r.get(2)?,
                volatility: r.get(3)?,
            },
            games: r.get(4)?,
            wins: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Each call runs on the database thread, like the games'.
impl LadderStore for SqliteStore {
    fn ensure_ladder(
        &self,
        new: NewTournament,
        bots: Vec<StoredEntrant>,
    ) -> StoreFuture<TournamentId> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| ensure(c, &new, &bots)).await })
    }

    fn settle_ladder(&self, id: TournamentId) -> StoreFuture<u32> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| settle(c, id, None)).await })
    }

    fn settle_ladder_game(&self, id: TournamentId, game: GameId) -> StoreFuture<u32> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| settle(c, id, Some(game))).await })
    }

    fn ladder_ratings(&self) -> StoreFuture<Vec<LadderRating>> {
        let this = self.clone();
        Box::pin(async move { this.run(|c| ratings(c)).await })
    }
}
