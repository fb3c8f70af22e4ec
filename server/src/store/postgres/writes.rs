//! Every write of the store's vocabulary ([`Write`]), run by the committer
//! inside its batch transaction: in a savepoint of its own on the careful
//! way through a batch (so one refused write spoils no other), or as part
//! of the whole batch's pipelined round trips (`pipelined.rs`), which use
//! the pieces here ([`single`], [`insert`], [`end`]) for the same SQL.

use chomp_protocol::{GameId, MoveRecord, OverReason};
use futures::future::try_join_all;
use tokio_postgres::{GenericClient, Row, ToStatement};

use super::failure::backend;
use super::names::claim;
use super::seat_row::seat_from;
use super::sql::Prepared;
use super::standings::{write_record, Locked};
use super::tally::Tally;
use crate::model::{FinishedGame, NewGame, Seats};
use crate::store::columns::{self, first_str, reason_str, seat_cols, status_str, Sitter};
use crate::store::writes::{Write, Written};
use crate::store::{guest_seats, StoreError};

/// Whether a write is a move that ends nothing: the hot path, which the
/// committer pipelines without savepoints ([`plain_move`]).
pub fn is_plain_move(write: &Write) -> bool {
    matches!(write, Write::RecordMove { finish: None, .. })
}

/// Stores a plain move. A ply already stored is reported in the inner
/// result (and changes nothing) instead of failing the transaction; the
/// outer error means the transaction itself broke.
pub async fn plain_move<C: GenericClient>(
    tx: &C,
    insert: &tokio_postgres::Statement,
    write: &Write,
) -> Result<Result<Written, StoreError>, StoreError> {
    let Write::RecordMove {
        id,
        mv,
        finish: None,
    } = write
    else {
        return Ok(Err(StoreError::Corrupt("not a plain move".into())));
    };
    insert_move(tx, insert, *id, mv).await
}

/// Inserts a move unless its ply is stored already (then the inner error).
pub async fn insert_move<C, S>(
    tx: &C,
    insert: &S,
    id: GameId,
    mv: &MoveRecord,
) -> Result<Result<Written, StoreError>, StoreError>
where
    C: GenericClient,
    S: tokio_postgres::ToStatement + ?Sized + Sync + Send,
{
    let inserted = tx
        .execute(
            insert,
            &[
                &(id as i64),
                &(mv.ply as i32),
                &i16::from(mv.seat),
                &(mv.mv.row as i32),
                &(mv.mv.col as i32),
                &(mv.removed as i32),
            ],
        )
        .await
        .map_err(backend)?;
    Ok(if inserted == 1 {
        Ok(Written::Done)
    } else {
        Err(stored_already(id, mv))
    })
}

/// The answer to a move whose ply the game has already.
pub fn stored_already(id: GameId, mv: &MoveRecord) -> StoreError {
    StoreError::Corrupt(format!("game {id} already has a move at ply {}", mv.ply))
}

/// Runs one write; the caller commits, and adds the counters of a game it
/// finished to `tally` just before.
pub async fn apply<C: GenericClient>(
    tx: &C,
    sql: &Prepared,
    write: &Write,
    tally: &mut Tally,
) -> Result<Written, StoreError> {
    match write {
        Write::Claim { name, token, bot } => claim(tx, name, token.as_deref(), *bot)
            .await
            .map(Written::Claim),
        Write::ClaimByKey {
            name,
            fingerprint,
            claim,
        } => super::ssh_keys::claim_by_key(tx, name, fingerprint, *claim)
            .await
            .map(Written::KeyClaim),
        Write::LinkKey { name, fingerprint } => super::ssh_keys::link_key(tx, name, fingerprint)
            .await
            .map(Written::Linked),
        Write::InsertGame(g) => insert(tx, &sql.insert_game, g).await.map(Written::Game),
        Write::RecordMove { id, mv, finish } => {
            insert_move(tx, &sql.insert_move, *id, mv).await??;
            if let Some(f) = finish {
                tally.add(finish_game(tx, sql, *id, *f).await?);
            }
            Ok(Written::Done)
        }
        Write::FinishGame { id, finish } => {
            tally.add(finish_game(tx, sql, *id, *finish).await?);
            Ok(Written::Done)
        }
        Write::StartGame { .. }
        | Write::PauseClock { .. }
        | Write::CancelGame(_)
        | Write::Health => single(tx, sql, write).await,
    }
}

/// The writes that are one statement changing whatever it finds: a game
/// started, a running game's clock paused, a waiting game cancelled, the
/// health row. Nothing they find makes them fail.
pub async fn single<C: GenericClient>(
    tx: &C,
    sql: &Prepared,
    write: &Write,
) -> Result<Written, StoreError> {
    let done = match write {
        Write::StartGame { id, seats, rated } => {
            let (s0n, s0l, s0b) = seat_cols(&seats[0]);
            let (s1n, s1l, s1b) = seat_cols(&seats[1]);
            tx.execute(
                &sql.start_game,
                &[
                    &(*id as i64),
                    &s0n,
                    &s0l,
                    &s1n,
                    &s1l,
                    &s0b,
                    &s1b,
                    rated,
                    &guest_seats::mask(seats),
                ],
            )
            .await
        }
        Write::PauseClock { id, ply, left_ms } => {
            tx.execute(
                &sql.pause_clock,
                &[
                    &(*id as i64),
                    &i32::try_from(*ply).unwrap_or(i32::MAX),
                    &i64::try_from(*left_ms).unwrap_or(i64::MAX),
                ],
            )
            .await
        }
        Write::CancelGame(id) => tx.execute(&sql.cancel_game, &[&(*id as i64)]).await,
        Write::Health => tx.execute(&sql.health, &[]).await,
        _ => return Err(StoreError::Corrupt("not a one-statement write".into())),
    };
    done.map_err(backend)?;
    Ok(Written::Done)
}

/// Inserts a game (`sql`: [`super::sql::INSERT_GAME`], as text or
/// prepared) and links the game it rematches, if any.
pub(super) async fn insert<C, S>(tx: &C, sql: &S, g: &NewGame) -> Result<GameId, StoreError>
where
    C: GenericClient,
    S: ToStatement + ?Sized + Sync + Send,
{
    let (s0n, s0l, s0b) = seat_cols(&g.seats[0]);
    let (s1n, s1l, s1b) = seat_cols(&g.seats[1]);
    let row = tx
        .query_one(
            sql,
            &[
                &g.variant.as_str(),
                &(g.width as i32),
                &(g.height as i32),
                &g.start,
                &first_str(g.first),
                &s0n,
                &s0l,
                &s1n,
                &s1l,
                &status_str(g.status),
                &s0b,
                &s1b,
                &g.rated,
                &guest_seats::mask(&g.seats),
                &g.code,
            ],
        )
        .await
        .map_err(backend)?;
    let id = row.get::<_, i64>(0) as GameId;
    if let Some(game) = g.rematch_of {
        link_rematch(tx, game, id).await?;
    }
    Ok(id)
}

/// Links a finished game to the rematch just inserted, once; the write
/// (and with it the insert, in the same savepoint) fails if the game was
/// rematched already.
async fn link_rematch<C: GenericClient>(
    tx: &C,
    game: GameId,
    rematch: GameId,
) -> Result<(), StoreError> {
    let linked = tx
        .execute(
            "UPDATE games SET rematched_as=$2 WHERE id=$1 AND rematched_as IS NULL",
            &[&(game as i64), &(rematch as i64)],
        )
        .await
        .map_err(backend)?;
    if linked == 1 {
        return Ok(());
    }
    let row = tx
        .query_opt(
            "SELECT rematched_as FROM games WHERE id=$1",
            &[&(game as i64)],
        )
        .await
        .map_err(backend)?;
    match row.and_then(|r| r.get::<_, Option<i64>>(0)) {
        Some(existing) => Err(StoreError::Rematched {
            game,
            existing: existing as GameId,
        }),
        None => Err(StoreError::Corrupt(format!("no game {game} to rematch"))),
    }
}

/// A game whose result was just stored, as the store read it back.
pub struct Ended {
    pub id: GameId,
    pub finish: FinishedGame,
    pub variant: String,
    pub seats: Seats,
    /// What it adds to the tally (at the end of the batch, `tally.rs`).
    pub counters: Vec<(String, i64)>,
}

impl Ended {
    /// Whether it changes its players' records (an aborted game does not).
    pub fn counts(&self) -> bool {
        self.finish.reason != OverReason::Aborted
    }
}

/// Stores a running game's result; `None` when the game is not running.
pub async fn end<C: GenericClient>(
    tx: &C,
    sql: &Prepared,
    id: GameId,
    f: FinishedGame,
) -> Result<Option<Ended>, StoreError> {
    let row = tx
        .query_opt(
            &sql.finish_game,
            &[
                &(id as i64),
                &i16::from(f.winner),
                &reason_str(f.reason),
                &f.rated,
            ],
        )
        .await
        .map_err(backend)?;
    Ok(row.map(|row| ended(id, f, &row)))
}

/// The finish's answer: the variant and the seats, and the counters.
fn ended(id: GameId, finish: FinishedGame, row: &Row) -> Ended {
    let variant: String = row.get(0);
    let seats: Seats = [seat_from(row, 1), seat_from(row, 4)];
    let sitter = |at: usize| Sitter {
        level: row.get(at),
        hosted_bot: row.get(at + 1),
        name: row.get(at - 1),
    };
    let one = columns::one_game(
        &variant,
        [sitter(2), sitter(5)],
        Some(finish.winner),
        Some(finish.reason),
    );
    Ended {
        id,
        finish,
        counters: columns::counters(&one),
        variant,
        seats,
    }
}

/// The result and the players' records and ratings (as
/// [`crate::rating::settle`] decides them), together; gives back the
/// game's counters, which the committer adds to the tally at the end of
/// the batch (`tally.rs`).
///
/// Three round trips: the result (which names the seats), the players'
/// rows locked and read, their records written. Every round trip inside a
/// batch delays the moves queued behind it, so each step's statements go
/// out together.
async fn finish_game<C: GenericClient>(
    tx: &C,
    sql: &Prepared,
    id: GameId,
    f: FinishedGame,
) -> Result<Vec<(String, i64)>, StoreError> {
    let Some(ended) = end(tx, sql, id, f).await? else {
        return Err(StoreError::Corrupt(format!("game {id} is not running")));
    };
    if !ended.counts() {
        return Ok(ended.counters); // no record changes: nothing to lock
    }
    // Locked (FOR UPDATE) in name order, so two games finishing at once on
    // two nodes with the same players cannot deadlock, and no other node
    // moves these ratings before this commit.
    let mut locked = Locked::lock(tx, &sql.lock_sql(), &[(&ended.seats, &ended.variant)]).await?;
    let changes = locked.settle(&ended.seats, &ended.variant, &ended.finish)?;
    // The two players' records are sent together (pipelined on the one
    // connection): their rows are locked already, so the order is free.
    let record = sql.record_sql();
    try_join_all(
        changes
            .iter()
            .map(|change| write_record(tx, &record, id, &ended.variant, change, None)),
    )
    .await?;
    Ok(ended.counters)
}
