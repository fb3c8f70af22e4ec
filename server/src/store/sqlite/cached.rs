//! Statements through the connection's prepared-statement cache.
//!
//! Profiled under load (callgrind, 200 clients playing), parsing SQL in
//! `sqlite3_prepare` was 30 % of all the server's instructions: every
//! `Connection::execute` prepares its statement afresh. The store runs a
//! handful of statements over and over, so each is parsed once and reused.

use rusqlite::{Connection, Params, Row};

/// Most distinct statements kept prepared (the store has about 30).
pub const CAPACITY: usize = 64;

/// `Connection::execute`, with the statement prepared once.
pub fn execute<P: Params>(conn: &Connection, sql: &str, params: P) -> rusqlite::Result<usize> {
    conn.prepare_cached(sql)?.execute(params)
}

/// `Connection::query_row`, with the statement prepared once.
pub fn query_row<T, P, F>(conn: &Connection, sql: &str, params: P, f: F) -> rusqlite::Result<T>
where
    P: Params,
    F: FnOnce(&Row<'_>) -> rusqlite::Result<T>,
{
    conn.prepare_cached(sql)?.query_row(params, f)
}

/// Runs `f` inside a savepoint: all of its writes or none. It nests in the
/// store thread's group-commit transaction (or, outside one, commits on its
/// own), like rusqlite's `Savepoint`, but with cached statements.
pub fn in_savepoint<R, E>(
    conn: &Connection,
    f: impl FnOnce(&Connection) -> Result<R, E>,
) -> Result<R, E>
where
    E: From<rusqlite::Error>,
{
    execute(conn, "SAVEPOINT job", [])?;
    match f(conn) {
        Ok(r) => {
            execute(conn, "RELEASE job", [])?;
            Ok(r)
        }
        Err(e) => {
            // Undo this job's writes, keep the batch's other jobs.
            if let Err(undo) =
                execute(conn, "ROLLBACK TO job", []).and_then(|_| execute(conn, "RELEASE job", []))
            {
                tracing::error!("cannot undo a failed database job: {undo}");
            }
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_job_leaves_nothing_and_the_next_one_commits() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (x INTEGER NOT NULL)")
            .unwrap();
        conn.execute_batch("BEGIN").unwrap();
        let failed: Result<(), rusqlite::Error> = in_savepoint(&conn, |c| {
            execute(c, "INSERT INTO t VALUES (1)", [])?;
            execute(c, "INSERT INTO t VALUES (NULL)", [])?;
            Ok(())
        });
        assert!(failed.is_err());
        in_savepoint(&conn, |c| execute(c, "INSERT INTO t VALUES (2)", [])).unwrap();
        conn.execute_batch("COMMIT").unwrap();
        let all: Vec<i64> = conn
            .prepare("SELECT x FROM t")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(all, vec![2]);
        // Outside a transaction a savepoint commits on its own.
        in_savepoint(&conn, |c| execute(c, "INSERT INTO t VALUES (3)", [])).unwrap();
        assert!(conn.is_autocommit());
    }
}
