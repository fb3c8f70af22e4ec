//! Every write of the store's vocabulary ([`Write`]), run by the committer
//! inside its batch transaction (each in a savepoint of its own, so one
//! refused write spoils no other).

use chomp_protocol::{GameId, MoveRecord, OverReason};
use futures::future::try_join_all;
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::names::claim;
use super::ratings;
use super::seat_row::seat_from;
use super::tally::Tally;
use crate::model::{FinishedGame, NewGame, Seats};
use crate::rating;
use crate::store::columns::{self, first_str, reason_str, seat_cols, status_str, Sitter};
use crate::store::writes::{Write, Written};
use crate::store::{guest_seats, StoreError};

/// The insert of a plain move ([`plain_move`]), prepared per connection.
pub const PLAIN_MOVE_SQL: &str =
    "INSERT INTO moves (game_id, ply, seat, row, col, removed) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (game_id, ply) DO NOTHING";

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
async fn insert_move<C, S>(
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
        Err(StoreError::Corrupt(format!(
            "game {id} already has a move at ply {}",
            mv.ply
        )))
    })
}

/// Runs one write; the caller commits, and adds the counters of a game it
/// finished to `tally` just before.
pub async fn apply<C: GenericClient>(
    tx: &C,
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
        Write::InsertGame(g) => insert(tx, g).await.map(Written::Game),
        Write::StartGame { id, seats, rated } => {
            let (s0n, s0l, s0b) = seat_cols(&seats[0]);
            let (s1n, s1l, s1b) = seat_cols(&seats[1]);
            tx.execute(
                "UPDATE games SET seat0_name=$2, seat0_level=$3, seat1_name=$4, seat1_level=$5,
                     seat0_hosted_bot=$6, seat1_hosted_bot=$7, status='playing', rated=$8,
                     guest_seats=$9
                 WHERE id=$1",
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
            .map_err(backend)?;
            Ok(Written::Done)
        }
        Write::PauseClock { id, ply, left_ms } => {
            tx.execute(
                "UPDATE games SET paused_ply=$2, paused_left_ms=$3 WHERE id=$1 AND status='playing'",
                &[
                    &(*id as i64),
                    &i32::try_from(*ply).unwrap_or(i32::MAX),
                    &i64::try_from(*left_ms).unwrap_or(i64::MAX),
                ],
            )
            .await
            .map_err(backend)?;
            Ok(Written::Done)
        }
        Write::CancelGame(id) => {
            tx.execute(
                "UPDATE games SET status='cancelled' WHERE id=$1 AND status='waiting'",
                &[&(*id as i64)],
            )
            .await
            .map_err(backend)?;
            Ok(Written::Done)
        }
        Write::RecordMove { id, mv, finish } => {
            insert_move(tx, PLAIN_MOVE_SQL, *id, mv).await??;
            if let Some(f) = finish {
                tally.add(finish_game(tx, *id, *f).await?);
            }
            Ok(Written::Done)
        }
        Write::FinishGame { id, finish } => {
            tally.add(finish_game(tx, *id, *finish).await?);
            Ok(Written::Done)
        }
        Write::Health => {
            tx.execute(
                "INSERT INTO health (id, checked_at) VALUES (1, now())
                 ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
                &[],
            )
            .await
            .map_err(backend)?;
            Ok(Written::Done)
        }
    }
}

pub(super) async fn insert<C: GenericClient>(tx: &C, g: &NewGame) -> Result<GameId, StoreError> {
    let (s0n, s0l, s0b) = seat_cols(&g.seats[0]);
    let (s1n, s1l, s1b) = seat_cols(&g.seats[1]);
    let row = tx
        .query_one(
            "INSERT INTO games (variant, width, height, start, first, seat0_name, seat0_level,
                 seat1_name, seat1_level, status, seat0_hosted_bot, seat1_hosted_bot, rated,
                 guest_seats, code)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id",
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

/// The result and the players' records and ratings (as
/// [`rating::settle`] decides them), together; gives back the game's
/// counters, which the committer adds to the tally at the end of the batch
/// (`tally.rs`).
///
/// Three round trips: the result (which names the seats), the players'
/// rows locked and read, their records written. Every round trip inside a
/// batch delays the moves queued behind it, so each step's statements go
/// out together.
async fn finish_game<C: GenericClient>(
    tx: &C,
    id: GameId,
    f: FinishedGame,
) -> Result<Vec<(String, i64)>, StoreError> {
    let row = tx
        .query_opt(
            "UPDATE games SET status='finished', winner=$2, reason=$3, rated=$4, finished_at=now()
             WHERE id=$1 AND status='playing'
             RETURNING variant, seat0_name, seat0_level, seat0_hosted_bot,
                 seat1_name, seat1_level, seat1_hosted_bot",
            &[
                &(id as i64),
                &i16::from(f.winner),
                &reason_str(f.reason),
                &f.rated,
            ],
        )
        .await
        .map_err(backend)?;
    let Some(row) = row else {
        return Err(StoreError::Corrupt(format!("game {id} is not running")));
    };
    let variant: String = row.get(0);
    let seats: Seats = [seat_from(&row, 1), seat_from(&row, 4)];
    let sitter = |at: usize| Sitter {
        level: row.get(at),
        hosted_bot: row.get(at + 1),
        name: row.get(at - 1),
    };
    let one = columns::one_game(
        &variant,
        [sitter(2), sitter(5)],
        Some(f.winner),
        Some(f.reason),
    );
    let counters = columns::counters(&one);
    if f.reason == OverReason::Aborted {
        return Ok(counters); // no record changes: nothing to lock
    }
    // Locked (FOR UPDATE) in name order, so two games finishing at once on
    // two nodes with the same players cannot deadlock, and no other node
    // moves these ratings before this commit.
    let stored = ratings::lock_held(tx, &seats, &variant).await?;
    // The two players' records are sent together (pipelined on the one
    // connection): their rows are locked already, so the order is free.
    let changes: Vec<_> = rating::settle(&seats, stored, &f)
        .into_iter()
        .flatten()
        .collect();
    try_join_all(
        changes
            .iter()
            .map(|change| ratings::write_record(tx, id, &variant, change, None)),
    )
    .await?;
    Ok(counters)
}
