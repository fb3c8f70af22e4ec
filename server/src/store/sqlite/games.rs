//! Games and their moves: creation, every accepted move, the result (with
//! the players' records and ratings, as [`rating::settle`] decides them, in
//! the same transaction), reloading.

use chomp_engine::Variant;
use chomp_protocol::{GameId, HistoryGame, Move, MoveRecord};
use rusqlite::{params, Connection, OptionalExtension};

use super::seat_row::seat_from;
use super::{cached, ratings};
use crate::model::{FinishedGame, NewGame, Seats, StoredGame};
use crate::rating;
use crate::store::columns::{
    self, first_str, parse_first, parse_reason, parse_status, reason_str, seat_cols, status_str,
};
use crate::store::{guest_seats, StoreError};

pub fn insert(conn: &mut Connection, g: &NewGame) -> Result<GameId, StoreError> {
    cached::in_savepoint(conn, |tx| {
        let id = insert_row(tx, g)?;
        if let Some(game) = g.rematch_of {
            link_rematch(tx, game, id)?;
        }
        Ok(id)
    })
}

pub fn insert_row(conn: &Connection, g: &NewGame) -> Result<GameId, StoreError> {
    let (s0n, s0l, s0b) = seat_cols(&g.seats[0]);
    let (s1n, s1l, s1b) = seat_cols(&g.seats[1]);
    cached::execute(
        conn,
        "INSERT INTO games (variant, width, height, start, first, seat0_name, seat0_level,
             seat1_name, seat1_level, status, seat0_hosted_bot, seat1_hosted_bot, rated,
             created_at, guest_seats, code)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,
             strftime('%Y-%m-%dT%H:%M:%SZ','now'), ?14, ?15)",
        params![
            g.variant.as_str(),
            g.width,
            g.height,
            g.start,
            first_str(g.first),
            s0n,
            s0l,
            s1n,
            s1l,
            status_str(g.status),
            s0b,
            s1b,
            g.rated,
            guest_seats::mask(&g.seats),
            g.code
        ],
    )?;
    Ok(conn.last_insert_rowid() as GameId)
}

/// Links a finished game to the rematch just inserted, once; fails (and
/// so undoes the insert, in the same savepoint) if it was rematched already.
fn link_rematch(tx: &Connection, game: GameId, rematch: GameId) -> Result<(), StoreError> {
    let linked = cached::execute(
        tx,
        "UPDATE games SET rematched_as=?2 WHERE id=?1 AND rematched_as IS NULL",
        params![game, rematch],
    )?;
    if linked == 1 {
        return Ok(());
    }
    let existing: Option<Option<i64>> = cached::query_row(
        tx,
        "SELECT rematched_as FROM games WHERE id=?1",
        [game],
        |r| r.get(0),
    )
    .optional()?;
    match existing.flatten() {
        Some(existing) => Err(StoreError::Rematched {
            game,
            existing: existing as GameId,
        }),
        None => Err(StoreError::Corrupt(format!("no game {game} to rematch"))),
    }
}

/// Stores the seats, status and rating decision once the second player joined.
pub fn start(
    conn: &mut Connection,
    id: GameId,
    seats: &Seats,
    rated: bool,
) -> Result<(), StoreError> {
    let (s0n, s0l, s0b) = seat_cols(&seats[0]);
    let (s1n, s1l, s1b) = seat_cols(&seats[1]);
    cached::execute(
        conn,
        "UPDATE games SET seat0_name=?2, seat0_level=?3, seat1_name=?4, seat1_level=?5,
             seat0_hosted_bot=?6, seat1_hosted_bot=?7, status='playing', rated=?8,
             guest_seats=?9
         WHERE id=?1",
        params![
            id,
            s0n,
            s0l,
            s1n,
            s1l,
            s0b,
            s1b,
            rated,
            guest_seats::mask(seats)
        ],
    )?;
    Ok(())
}

/// Removes an open game nobody joined (its creator left).
pub fn cancel(conn: &mut Connection, id: GameId) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "UPDATE games SET status='cancelled' WHERE id=?1 AND status='waiting'",
        [id],
    )?;
    Ok(())
}

/// Writes an accepted move, and the result if it ended the game, in one transaction.
pub fn record_move(
    conn: &mut Connection,
    id: GameId,
    mv: &MoveRecord,
    finish: Option<FinishedGame>,
) -> Result<(), StoreError> {
    // A savepoint, not a transaction: it nests in the store thread's group commit.
    cached::in_savepoint(conn, |tx| {
        cached::execute(
            tx,
            "INSERT INTO moves (game_id, ply, seat, row, col, removed, played_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, strftime('%Y-%m-%dT%H:%M:%SZ','now'))",
            params![id, mv.ply, mv.seat, mv.mv.row, mv.mv.col, mv.removed],
        )?;
        match finish {
            Some(f) => finish_in(tx, id, f),
            None => Ok(()),
        }
    })
}

/// Writes a result reached without a move (resignation, abandonment).
pub fn finish(conn: &mut Connection, id: GameId, f: FinishedGame) -> Result<(), StoreError> {
    cached::in_savepoint(conn, |tx| finish_in(tx, id, f))
}

fn finish_in(tx: &Connection, id: GameId, f: FinishedGame) -> Result<(), StoreError> {
    let changed = cached::execute(
        tx,
        "UPDATE games SET status='finished', winner=?2, reason=?3, rated=?4,
             finished_at=strftime('%Y-%m-%dT%H:%M:%SZ','now')
         WHERE id=?1 AND status='playing'",
        params![id, f.winner, reason_str(f.reason), f.rated],
    )?;
    if changed == 0 {
        return Err(StoreError::Corrupt(format!("game {id} is not running")));
    }
    super::stats::count_finished(tx, id)?;
    let (variant, seats): (String, Seats) = cached::query_row(
        tx,
        "SELECT variant, seat0_name, seat0_level, seat0_hosted_bot, seat1_name, seat1_level,
                seat1_hosted_bot FROM games WHERE id=?1",
        [id],
        |r| Ok((r.get(0)?, [seat_from(r, 1)?, seat_from(r, 4)?])),
    )?;
    // Read after this transaction's first write, which holds SQLite's write
    // lock: no other writer can move these ratings before the commit.
    let mut stored = [None, None];
    for (at, _) in rating::recorded_seats(&seats) {
        if let Some(seat) = &seats[at] {
            stored[at] = ratings::held_of(tx, seat, &variant)?;
        }
    }
    for change in rating::settle(&seats, stored, &f).into_iter().flatten() {
        ratings::write_record(tx, id, &variant, &change, None)?;
    }
    Ok(())
}

/// The games that were waiting or running, to reload at start.
pub fn unfinished(conn: &mut Connection) -> Result<Vec<StoredGame>, StoreError> {
    let ids: Vec<GameId> = {
        let mut stmt =
            conn.prepare("SELECT id FROM games WHERE status IN ('waiting','playing') ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get::<_, i64>(0))?;
        rows.map(|r| r.map(|v| v as GameId))
            .collect::<Result<_, _>>()?
    };
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(g) = load(conn, id)? {
            out.push(g);
        }
    }
    Ok(out)
}

/// One game with its moves (cancelled games count as unknown).
pub fn load(conn: &mut Connection, id: GameId) -> Result<Option<StoredGame>, StoreError> {
    let game = cached::query_row(
        conn,
        "SELECT id, variant, width, height, start, first, seat0_name, seat0_level,
                 seat0_hosted_bot, seat1_name, seat1_level, seat1_hosted_bot, status, winner,
                 reason, finished_at, rated, paused_ply, paused_left_ms, rematched_as,
                 guest_seats, code
             FROM games WHERE id=?1 AND status != 'cancelled'",
        [id],
        |r| {
            let mut seats = [seat_from(r, 6)?, seat_from(r, 9)?];
            guest_seats::apply(&mut seats, r.get(20)?);
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, u32>(2)?,
                r.get::<_, u32>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
                seats,
                r.get::<_, String>(12)?,
                r.get::<_, Option<u8>>(13)?,
                r.get::<_, Option<String>>(14)?,
                r.get::<_, Option<String>>(15)?,
                r.get::<_, bool>(16)?,
                r.get::<_, Option<u32>>(17)?
                    .zip(r.get::<_, Option<i64>>(18)?),
                r.get::<_, Option<i64>>(19)?,
                r.get::<_, Option<String>>(21)?,
            ))
        },
    )
    .optional()?;
    let Some((
        id,
        variant,
        width,
        height,
        start,
        first,
        seats,
        status,
        winner,
        reason,
        finished_at,
        rated,
        paused,
        rematched_as,
        code,
    )) = game
    else {
        return Ok(None);
    };
    let status = parse_status(&status)?;
    let variant: Variant = variant
        .parse()
        .map_err(|_| StoreError::Corrupt(format!("unknown variant '{variant}'")))?;
    let first = parse_first(&first)?;
    let reason = reason.as_deref().map(parse_reason).transpose()?;
    let moves = moves_of(conn, id as GameId)?;
    Ok(Some(StoredGame {
        id: id as GameId,
        variant,
        width,
        height,
        start,
        first,
        seats,
        status,
        winner,
        reason,
        moves,
        finished_at,
        rated,
        paused: paused.map(|(ply, left)| (ply, left.max(0) as u64)),
        rematched_as: rematched_as.map(|g| g as GameId),
        code,
    }))
}

/// Keeps the clock of a running game paused by a clean shutdown.
pub fn pause_clock(
    conn: &mut Connection,
    id: GameId,
    ply: u32,
    left_ms: u64,
) -> Result<(), StoreError> {
    cached::execute(
        conn,
        "UPDATE games SET paused_ply=?2, paused_left_ms=?3 WHERE id=?1 AND status='playing'",
        params![id, ply, i64::try_from(left_ms).unwrap_or(i64::MAX)],
    )?;
    Ok(())
}

/// Rated games between two names, running or finished in the last 24 hours.
pub fn rated_between(conn: &mut Connection, a: &str, b: &str) -> Result<u32, StoreError> {
    let n: i64 = cached::query_row(
        conn,
        "SELECT count(*) FROM games
         WHERE rated AND ((seat0_name=?1 AND seat1_name=?2) OR (seat0_name=?2 AND seat1_name=?1))
           AND seat0_level IS NULL AND seat1_level IS NULL
           AND (status='playing' OR (status='finished'
                AND finished_at >= strftime('%Y-%m-%dT%H:%M:%SZ','now','-1 day')))",
        params![a, b],
        |r| r.get(0),
    )?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Finished games, newest first, optionally those of one player.
pub fn history(
    conn: &mut Connection,
    player: Option<&str>,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let ids: Vec<i64> = {
        let mut stmt = conn.prepare(
            "SELECT id FROM games WHERE status='finished'
               AND (?1 IS NULL OR seat0_name = ?1 OR seat1_name = ?1)
             ORDER BY finished_at DESC, id DESC LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![player, limit], |r| r.get(0))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let Some(g) = load(conn, id as GameId)? else {
            continue;
        };
        let points = ratings::of_game(conn, g.id)?;
        out.push(columns::history_of(g, points)?);
    }
    Ok(out)
}

fn moves_of(conn: &mut Connection, id: GameId) -> Result<Vec<MoveRecord>, StoreError> {
    let mut stmt = conn
        .prepare("SELECT ply, seat, row, col, removed FROM moves WHERE game_id=?1 ORDER BY ply")?;
    let rows = stmt.query_map([id], |r| {
        Ok(MoveRecord {
            ply: r.get(0)?,
            seat: r.get(1)?,
            mv: Move::new(r.get(2)?, r.get(3)?),
            removed: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
