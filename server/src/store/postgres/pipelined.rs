//! The committer's quick way through a batch: every write's statements go
//! out together, whatever the batch holds, so a batch costs a few round
//! trips instead of a few per write.
//!
//! 1. Each write's first statements, all pipelined: the moves, the games
//!    inserted, started, paused or cancelled, and each result (which names
//!    the seats).
//! 2. The players of every game that ended, locked and read at once, in
//!    name order (`standings.rs`).
//! 3. In memory, each game settled in the batch's order; a player with two
//!    games in the batch starts the second from the first.
//! 4. Every record change and the tally, pipelined.
//!
//! There are no savepoints, so this is all or nothing: a write that would
//! be refused (a move stored already with its game's end, a game that is
//! not running) or a statement that fails sends the whole batch the
//! careful way ([`Careful`]): the caller rolls the transaction back and
//! runs each write in a savepoint of its own, which answers each refusal
//! as before. Refusals are rare, so the batch is almost always quick. A
//! plain move stored already is answered here as the careful way answers
//! it: refused, changing nothing.

use std::collections::HashSet;

use chomp_protocol::{GameId, MoveRecord};
use futures::future::{join_all, try_join, try_join_all};
use futures::FutureExt;
use tokio_postgres::{GenericClient, Statement};

use super::sql::Prepared;
use super::standings::{write_record, Locked};
use super::tally::Tally;
use super::writes::{end, insert, insert_move, single, stored_already, Ended};
use crate::store::writes::{Write, Written};
use crate::store::StoreError;

/// The batch must go the careful way.
#[derive(Debug)]
pub struct Careful;

/// Whether a write can take the quick way: all but the claims and key
/// links (each a few statements whose later ones depend on the first) and
/// a rematch's insert (which may be refused).
pub fn eligible(write: &Write) -> bool {
    match write {
        Write::RecordMove { .. }
        | Write::FinishGame { .. }
        | Write::StartGame { .. }
        | Write::PauseClock { .. }
        | Write::CancelGame(_)
        | Write::Health => true,
        Write::InsertGame(g) => g.rematch_of.is_none(),
        Write::Claim { .. } | Write::ClaimByKey { .. } | Write::LinkKey { .. } => false,
    }
}

/// What a write's first round trip left.
enum First {
    Answered(Result<Written, StoreError>),
    Ended(Ended),
}

/// Runs `batch` (every write [`eligible`]) in `tx`, the tally included;
/// the caller commits. `Err(Careful)` leaves the transaction to be rolled
/// back.
pub async fn run<C: GenericClient>(
    tx: &C,
    sql: &Prepared,
    batch: &[&Write],
) -> Result<Vec<Result<Written, StoreError>>, Careful> {
    let plain: Vec<(GameId, &MoveRecord)> = batch.iter().filter_map(|w| plain_move(w)).collect();
    let others = batch.iter().filter(|w| plain_move(w).is_none());
    let (stored, others) = try_join(
        moves(tx, &sql.insert_moves, &plain),
        join_all(others.map(|write| first(tx, sql, write))).map(Ok),
    )
    .await?;
    let mut others = others.into_iter();
    let mut results = Vec::with_capacity(batch.len());
    let mut ended = Vec::new();
    let mut tally = Tally::default();
    for write in batch {
        let first = match plain_move(write) {
            Some((id, mv)) => Ok(First::Answered(if stored.contains(&(id, mv.ply)) {
                Ok(Written::Done)
            } else {
                Err(stored_already(id, mv))
            })),
            None => others.next().ok_or(Careful)?,
        };
        match first? {
            First::Answered(result) => results.push(result),
            First::Ended(game) => {
                tally.add(game.counters.clone());
                results.push(Ok(Written::Done));
                if game.counts() {
                    ended.push(game);
                }
            }
        }
    }
    let games: Vec<_> = ended
        .iter()
        .map(|g| (&g.seats, g.variant.as_str()))
        .collect();
    let mut locked = Locked::lock(tx, &sql.lock_sql(), &games)
        .await
        .map_err(|_| Careful)?;
    let mut changes = Vec::new();
    for game in &ended {
        let settled = locked
            .settle(&game.seats, &game.variant, &game.finish)
            .map_err(|_| Careful)?;
        changes.extend(settled.into_iter().map(|change| (game, change)));
    }
    let record = sql.record_sql();
    let records = try_join_all(
        changes
            .iter()
            .map(|(game, change)| write_record(tx, &record, game.id, &game.variant, change, None)),
    );
    try_join(records, tally.flush(tx, &sql.tally))
        .await
        .map_err(|_| Careful)?;
    Ok(results)
}

/// A move that ends no game: these go together in one statement.
fn plain_move<'w>(write: &&'w Write) -> Option<(GameId, &'w MoveRecord)> {
    match write {
        Write::RecordMove {
            id,
            mv,
            finish: None,
        } => Some((*id, mv)),
        _ => None,
    }
}

/// Stores the plain moves; the (game, ply) pairs stored. A batch with one
/// ply twice goes the careful way, since the statement's answer could not
/// tell which of the two it stored.
async fn moves<C: GenericClient>(
    tx: &C,
    insert: &Statement,
    plain: &[(GameId, &MoveRecord)],
) -> Result<HashSet<(GameId, u32)>, Careful> {
    if plain.is_empty() {
        return Ok(HashSet::new());
    }
    let keys: HashSet<(GameId, u32)> = plain.iter().map(|(id, mv)| (*id, mv.ply)).collect();
    if keys.len() < plain.len() {
        return Err(Careful);
    }
    let games: Vec<i64> = plain.iter().map(|(id, _)| *id as i64).collect();
    let plies: Vec<i32> = plain.iter().map(|(_, mv)| mv.ply as i32).collect();
    let seats: Vec<i16> = plain.iter().map(|(_, mv)| i16::from(mv.seat)).collect();
    let rows: Vec<i32> = plain.iter().map(|(_, mv)| mv.mv.row as i32).collect();
    let cols: Vec<i32> = plain.iter().map(|(_, mv)| mv.mv.col as i32).collect();
    let removed: Vec<i32> = plain.iter().map(|(_, mv)| mv.removed as i32).collect();
    let rows = tx
        .query(insert, &[&games, &plies, &seats, &rows, &cols, &removed])
        .await
        .map_err(|_| Careful)?;
    Ok(rows
        .iter()
        .map(|r| (r.get::<_, i64>(0) as GameId, r.get::<_, i32>(1) as u32))
        .collect())
}

/// A write's first round trip: all of it but a game's end, whose records
/// wait for the players' locks.
async fn first<C: GenericClient>(tx: &C, sql: &Prepared, write: &Write) -> Result<First, Careful> {
    let answered = |r: Result<Written, StoreError>| r.map(|w| First::Answered(Ok(w)));
    match write {
        Write::RecordMove {
            id,
            mv,
            finish: Some(f),
        } => {
            let (stored, ended) = try_join(
                insert_move(tx, &sql.insert_move, *id, mv),
                end(tx, sql, *id, *f),
            )
            .await
            .map_err(|_| Careful)?;
            match (stored, ended) {
                (Ok(_), Some(game)) => Ok(First::Ended(game)),
                _ => Err(Careful),
            }
        }
        Write::FinishGame { id, finish } => match end(tx, sql, *id, *finish).await {
            Ok(Some(game)) => Ok(First::Ended(game)),
            _ => Err(Careful),
        },
        Write::InsertGame(g) if g.rematch_of.is_none() => {
            answered(insert(tx, &sql.insert_game, g).await.map(Written::Game)).map_err(|_| Careful)
        }
        Write::StartGame { .. }
        | Write::PauseClock { .. }
        | Write::CancelGame(_)
        | Write::Health => answered(single(tx, sql, write).await).map_err(|_| Careful),
        _ => Err(Careful),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_and_rematches_go_the_careful_way() {
        assert!(eligible(&Write::Health));
        assert!(!eligible(&Write::Claim {
            name: "ann".into(),
            token: None,
            bot: false,
        }));
        assert!(!eligible(&Write::LinkKey {
            name: "ann".into(),
            fingerprint: "SHA256:x".into(),
        }));
    }
}
