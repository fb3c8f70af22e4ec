//! Tournaments in SQLite: the rows of `tournaments`, `tournament_entrants`
//! and `tournament_pairings`, each pairing read with its game's result.

use chomp_engine::Variant;
use chomp_protocol::{GameId, TournamentFormat, TournamentId, TournamentStatus};
use rusqlite::{params, Connection, OptionalExtension};

use super::cached;
use super::games::insert_row;
use super::SqliteStore;
use crate::model::NewGame;
use crate::store::tournaments::{
    slot_number, NewTournament, Paired, PairingOutcome, StoredEntrant, StoredPairing,
    StoredTournament, TournamentStore,
};
use crate::store::{StoreError, StoreFuture};

pub fn create(conn: &Connection, t: &NewTournament) -> Result<TournamentId, StoreError> {
    cached::execute(
        conn,
        "INSERT INTO tournaments (format, name, variant, width, height, start, minutes,
             creator, status, starts_at_ms, ends_at_ms, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'waiting', ?9, ?10,
             strftime('%Y-%m-%dT%H:%M:%SZ','now'))",
        params![
            t.format.as_str(),
            t.name,
            t.variant.as_str(),
            t.width,
            t.height,
            t.start,
            t.minutes,
            t.creator,
            t.starts_at_ms as i64,
            t.ends_at_ms.map(|e| e as i64),
        ],
    )?;
    Ok(conn.last_insert_rowid() as TournamentId)
}

pub fn put_entrant(
    conn: &Connection,
    id: TournamentId,
    e: &StoredEntrant,
) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "INSERT INTO tournament_entrants
             (tournament_id, seq, name, level, hosted_bot, left_tourney, guest)
         VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM tournament_entrants
                      WHERE tournament_id = ?1), ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (tournament_id, name) DO UPDATE SET left_tourney = excluded.left_tourney,
             guest = excluded.guest",
        params![
            id as i64,
            e.name,
            e.level.map(|l| l.as_str()),
            e.hosted_bot,
            e.left,
            e.guest
        ],
    )?;
    Ok(())
}

pub fn remove_entrant(
    conn: &mut Connection,
    id: TournamentId,
    name: &str,
) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "DELETE FROM tournament_entrants WHERE tournament_id = ?1 AND name = ?2",
        params![id as i64, name],
    )?;
    Ok(())
}

pub fn insert_pairing(
    conn: &mut Connection,
    id: TournamentId,
    slot: &str,
    game: &NewGame,
) -> Result<Option<GameId>, StoreError> {
    cached::in_savepoint(conn, |tx| {
        let taken: Option<i64> = cached::query_row(
            tx,
            "SELECT game_id FROM tournament_pairings WHERE tournament_id = ?1 AND slot = ?2",
            params![id as i64, slot],
            |r| r.get(0),
        )
        .optional()?;
        if taken.is_some() {
            return Ok(None);
        }
        let game_id = insert_row(tx, game)?;
        cached::execute(
            tx,
            "INSERT INTO tournament_pairings (tournament_id, slot, game_id) VALUES (?1, ?2, ?3)",
            params![id as i64, slot, game_id as i64],
        )?;
        note_pairing(tx, id, slot, game)?;
        Ok(Some(game_id))
    })
}

/// Keeps, in the pairing's write, what later pairings need of it: each
/// seat's last opponent and first-move balance (on its entrant row) and
/// the tournament's next slot, so nothing reads the whole history.
fn note_pairing(
    conn: &Connection,
    id: TournamentId,
    slot: &str,
    game: &NewGame,
) -> Result<(), StoreError> {
    if let [Some(first), Some(second)] = &game.seats {
        for (me, other, step) in [(first, second, 1i64), (second, first, -1)] {
            cached::execute(
                conn,
                "UPDATE tournament_entrants SET last_opponent = ?3,
                     first_balance = COALESCE(first_balance, 0) + ?4
                 WHERE tournament_id = ?1 AND name = ?2",
                params![id as i64, me.name, other.name, step],
            )?;
        }
    }
    if let Some(n) = slot_number(slot) {
        cached::execute(
            conn,
            "UPDATE tournaments SET next_slot = MAX(COALESCE(next_slot, 1), ?2) WHERE id = ?1",
            params![id as i64, (n + 1) as i64],
        )?;
    }
    Ok(())
}

pub fn set_status(
    conn: &mut Connection,
    id: TournamentId,
    status: TournamentStatus,
    ends_at_ms: Option<u64>,
) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "UPDATE tournaments SET status = ?2, ends_at_ms = COALESCE(?3, ends_at_ms) WHERE id = ?1",
        params![id as i64, status.as_str(), ends_at_ms.map(|e| e as i64)],
    )?;
    Ok(())
}

pub fn list(conn: &mut Connection, since_ms: u64) -> Result<Vec<StoredTournament>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, format, name, variant, width, height, start, minutes, creator, status,
                starts_at_ms, ends_at_ms, COALESCE(next_slot,
                    (SELECT MAX(CAST(SUBSTR(slot, 2) AS INTEGER)) + 1 FROM tournament_pairings
                     WHERE tournament_id = t.id AND slot GLOB 'a[0-9]*'), 1)
         FROM tournaments t
         WHERE status != 'finished' OR COALESCE(ends_at_ms, starts_at_ms) >= ?1
         ORDER BY id",
    )?;
    let rows = stmt
        .query_map([since_ms as i64], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, u32>(4)?,
                r.get::<_, u32>(5)?,
                r.get::<_, String>(6)?,
                r.get::<_, Option<u32>>(7)?,
                r.get::<_, String>(8)?,
                r.get::<_, String>(9)?,
                r.get::<_, i64>(10)?,
                r.get::<_, Option<i64>>(11)?,
                r.get::<_, i64>(12)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    drop(stmt);
    let mut out = Vec::with_capacity(rows.len());
    for (
        id,
        format,
        name,
        variant,
        width,
        height,
        start,
        minutes,
        creator,
        status,
        at,
        ends,
        next,
    ) in rows
    {
        let corrupt = |what: &str| StoreError::Corrupt(format!("tournament {id}: {what}"));
        let new = NewTournament {
            format: TournamentFormat::parse(&format).ok_or_else(|| corrupt("format"))?,
            name,
            variant: variant.parse::<Variant>().map_err(|_| corrupt("variant"))?,
            width,
            height,
            start,
            minutes,
            creator,
            starts_at_ms: at as u64,
            ends_at_ms: ends.map(|e| e as u64),
        };
        let id = id as TournamentId;
        let in_flight_only = new.format == TournamentFormat::Ladder;
        out.push(StoredTournament {
            id,
            new,
            status: TournamentStatus::parse(&status).ok_or_else(|| corrupt("status"))?,
            entrants: entrants(conn, id)?,
            pairings: pairings(conn, id, in_flight_only)?,
            next_slot: next as u64,
        });
    }
    Ok(out)
}

fn entrants(conn: &Connection, id: TournamentId) -> Result<Vec<StoredEntrant>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT name, level, hosted_bot, left_tourney, COALESCE(guest, 0), last_opponent,
                COALESCE(first_balance, 0)
         FROM tournament_entrants WHERE tournament_id = ?1 ORDER BY seq",
    )?;
    let rows = stmt.query_map([id as i64], |r| {
        Ok(StoredEntrant {
            name: r.get(0)?,
            level: r.get::<_, Option<String>>(1)?.and_then(|l| l.parse().ok()),
            hosted_bot: r.get(2)?,
            left: r.get(3)?,
            guest: r.get(4)?,
            paired: Paired {
                last_opponent: r.get(5)?,
                balance: r.get(6)?,
            },
        })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// A tournament's pairings; with `in_flight_only` (the ladder) only those
/// whose game is not over, found through the games' status index.
fn pairings(
    conn: &Connection,
    id: TournamentId,
    in_flight_only: bool,
) -> Result<Vec<StoredPairing>, StoreError> {
    let mut stmt = conn.prepare_cached(if in_flight_only {
        "SELECT p.slot, p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
         FROM games g JOIN tournament_pairings p ON p.game_id = g.id
         WHERE p.tournament_id = ?1 AND g.status IN ('waiting', 'playing') ORDER BY p.game_id"
    } else {
        "SELECT p.slot, p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
         FROM tournament_pairings p JOIN games g ON g.id = p.game_id
         WHERE p.tournament_id = ?1 ORDER BY p.game_id"
    })?;
    let rows = stmt.query_map([id as i64], |r| {
        let status: String = r.get(4)?;
        let reason: Option<String> = r.get(6)?;
        Ok(StoredPairing {
            slot: r.get(0)?,
            game: r.get::<_, i64>(1)? as GameId,
            seats: [
                r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                r.get::<_, Option<String>>(3)?.unwrap_or_default(),
            ],
            outcome: PairingOutcome::of(&status, r.get(5)?, reason.as_deref()),
        })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Each call runs on the database thread, like the games'.
impl TournamentStore for SqliteStore {
    fn create_tournament(&self, t: NewTournament) -> StoreFuture<TournamentId> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| create(c, &t)).await })
    }

    fn put_entrant(&self, id: TournamentId, entrant: StoredEntrant) -> StoreFuture<()> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| put_entrant(c, id, &entrant)).await })
    }

    fn remove_entrant(&self, id: TournamentId, name: String) -> StoreFuture<()> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| remove_entrant(c, id, &name)).await })
    }

    fn insert_pairing(
        &self,
        id: TournamentId,
        slot: String,
        game: NewGame,
    ) -> StoreFuture<Option<GameId>> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| insert_pairing(c, id, &slot, &game)).await })
    }

    fn set_tournament_status(
        &self,
        id: TournamentId,
        status: TournamentStatus,
        ends_at_ms: Option<u64>,
    ) -> StoreFuture<()> {
        let this = self.clone();
        Box::pin(async move {
            this.run(move |c| set_status(c, id, status, ends_at_ms))
                .await
        })
    }

    fn tournaments(&self, finished_since_ms: u64) -> StoreFuture<Vec<StoredTournament>> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| list(c, finished_since_ms)).await })
    }
}
