//! The committer: one task per node that commits whatever writes have
//! queued up together in one transaction (group commit: many moves, one
//! WAL flush), and answers each only after the commit, so an acknowledged
//! move is in PostgreSQL.
//!
//! A batch goes the quick way (`pipelined.rs`: a few round trips for the
//! whole batch) when every write in it can; otherwise, or when the quick
//! way meets a write that would be refused, the careful way: each write in
//! a savepoint of its own, so one refused write spoils no other, runs of
//! plain moves pipelined between them. Both use the committer's
//! statements prepared once per connection ([`Prepared`]), and both add
//! the finished games' counters to the tally once, at the end of the
//! batch (`tally.rs`).

use std::time::{Duration, Instant};

use deadpool_postgres::{Object, Pool};
use tokio::sync::{mpsc, oneshot};

use super::failure::backend;
use super::pipelined;
use super::sql::Prepared;
use super::tally::Tally;
use super::writes;
use crate::store::writes::{Write, Written};
use crate::store::StoreError;

/// Most writes committed in one transaction when they queue up.
const MAX_BATCH: usize = 256;

/// A batch slower than this is logged (at debug level).
const SLOW_COMMIT: Duration = Duration::from_millis(20);

/// A write and where its answer goes.
pub struct Job {
    pub write: Write,
    pub reply: oneshot::Sender<Result<Written, StoreError>>,
}

/// Every answer of a batch, or the connection gone.
type Answers = Vec<Result<Written, StoreError>>;

/// The committer: batches of queued writes, one transaction each.
pub async fn commit_loop(pool: Pool, mut queue: mpsc::UnboundedReceiver<Job>) {
    let mut conn: Option<(Object, Prepared)> = None;
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let (client, sql) = match conn.take() {
            Some((c, sql)) if !c.is_closed() => (c, sql),
            _ => match connect(&pool).await {
                Ok(pair) => pair,
                Err(why) => {
                    for job in batch {
                        let _ = job.reply.send(Err(StoreError::Unavailable(why.clone())));
                    }
                    continue;
                }
            },
        };
        let started = Instant::now();
        let (client, results) = commit_batch(client, &sql, &batch).await;
        let took = started.elapsed();
        if took > SLOW_COMMIT {
            tracing::debug!("a commit of {} writes took {took:?}", batch.len());
        }
        conn = client.map(|c| (c, sql));
        for (job, result) in batch.into_iter().zip(results) {
            let _ = job.reply.send(result);
        }
    }
}

/// A connection from the pool with the committer's statements prepared.
async fn connect(pool: &Pool) -> Result<(Object, Prepared), String> {
    let client = pool
        .get()
        .await
        .map_err(|e| format!("no PostgreSQL connection: {e}"))?;
    let sql = Prepared::on(&client).await.map_err(|e| e.to_string())?;
    Ok((client, sql))
}

/// Runs `batch` in one transaction; every result is an error if the commit
/// itself failed. Gives the connection back unless it broke.
async fn commit_batch(
    mut client: Object,
    sql: &Prepared,
    batch: &[Job],
) -> (Option<Object>, Answers) {
    let fail_all = |e: StoreError| -> Answers {
        let text = e.to_string();
        batch
            .iter()
            .map(|_| Err(StoreError::Unavailable(text.clone())))
            .collect()
    };
    let pg: &mut tokio_postgres::Client = &mut client;
    if batch.iter().all(|job| pipelined::eligible(&job.write)) {
        let tx = match pg.transaction().await {
            Ok(tx) => tx,
            Err(e) => return (None, fail_all(backend(e))),
        };
        let writes: Vec<&Write> = batch.iter().map(|job| &job.write).collect();
        match pipelined::run(&tx, sql, &writes).await {
            Ok(results) => {
                return match tx.commit().await {
                    Ok(()) => (Some(client), results),
                    Err(e) => (None, fail_all(committed_not(batch.len(), backend(e)))),
                };
            }
            Err(pipelined::Careful) => {
                if let Err(e) = tx.rollback().await {
                    return (None, fail_all(backend(e)));
                }
            }
        }
    }
    let tx = match pg.transaction().await {
        Ok(tx) => tx,
        Err(e) => return (None, fail_all(backend(e))),
    };
    match careful(&tx, sql, batch).await {
        Ok(results) => match tx.commit().await {
            Ok(()) => (Some(client), results),
            Err(e) => (None, fail_all(committed_not(batch.len(), backend(e)))),
        },
        Err(e) => {
            drop(tx);
            (None, fail_all(e))
        }
    }
}

/// Logs a commit that failed, and gives its error back.
fn committed_not(writes: usize, e: StoreError) -> StoreError {
    tracing::error!("PostgreSQL commit of {writes} writes failed: {e}");
    e
}

/// The careful way: each write but the plain moves in a savepoint of its
/// own. The outer error means the transaction itself broke.
async fn careful(
    tx: &tokio_postgres::Transaction<'_>,
    sql: &Prepared,
    batch: &[Job],
) -> Result<Answers, StoreError> {
    let mut results = Vec::with_capacity(batch.len());
    let mut tally = Tally::default();
    let mut rest = batch;
    while !rest.is_empty() {
        // A run of plain moves goes out pipelined, with no savepoints: each
        // is one insert that cannot fail on a duplicate ply (it reports it),
        // so one round trip serves them all.
        let run = rest
            .iter()
            .take_while(|job| writes::is_plain_move(&job.write))
            .count();
        if run > 0 {
            let (moves, after) = rest.split_at(run);
            let outcomes = futures::future::join_all(
                moves
                    .iter()
                    .map(|job| writes::plain_move(tx, &sql.insert_move, &job.write)),
            )
            .await;
            for outcome in outcomes {
                results.push(outcome?);
            }
            rest = after;
            continue;
        }
        let job = &rest[0];
        rest = &rest[1..];
        tx.batch_execute("SAVEPOINT w").await.map_err(backend)?;
        let result = writes::apply(tx, sql, &job.write, &mut tally).await;
        let end = if result.is_ok() {
            "RELEASE SAVEPOINT w"
        } else {
            "ROLLBACK TO SAVEPOINT w; RELEASE SAVEPOINT w"
        };
        tx.batch_execute(end).await.map_err(backend)?;
        results.push(result);
    }
    tally.flush(tx, &sql.tally).await?;
    Ok(results)
}
