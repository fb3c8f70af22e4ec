//! Folding the WAL back into the database file, off the writer's thread.
//!
//! SQLite normally checkpoints inside whichever commit pushes the WAL over
//! 1,000 pages: that commit then copies the pages and fsyncs the database
//! file, and every move queued behind it waits (commits of up to 360 ms were
//! measured under load on this machine's throttled disk, p99 216 ms for the
//! moves). The writer turns that off (`wal_autocheckpoint=0`) and this
//! thread, with its own connection, runs a PASSIVE checkpoint every interval
//! instead, which never blocks the writer (p99 67 ms in the same run; with
//! `--durability normal` the commits then never wait for the disk at all),
//! and a short TRUNCATE only once the WAL has grown past [`MAX_WAL_FRAMES`].

use std::path::Path;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use crate::store::StoreError;

/// How often the WAL is folded back.
const EVERY: Duration = Duration::from_millis(500);

/// A PASSIVE checkpoint never resets the WAL while moves keep being
/// committed (measured: it grew to 486 MB in 50 s under load), so above
/// this many frames (2 MiB with the 1 KiB pages of a new database) the
/// checkpoint is a TRUNCATE, which makes the writer wait until the WAL is
/// folded back and emptied. Small and often is better than big and rare:
/// the wait is what the TRUNCATE copies and syncs after the PASSIVE step
/// (measured at 2,000 games on this disk, `--durability full`: p99 8.1-8.4
/// ms at 2,048 frames, 10.2 ms at 8,192, 11.5-12.5 ms at 32,768).
const MAX_WAL_FRAMES: i64 = 2048;

/// The running checkpointer; dropping `stop` (via `finish`) ends it.
pub struct Checkpointer {
    stop: std_mpsc::Sender<()>,
    handle: JoinHandle<()>,
}

impl Checkpointer {
    /// Starts checkpointing the database at `path` (already in WAL mode).
    pub fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(Duration::from_secs(5))?;
        let (stop, stopped) = std_mpsc::channel::<()>();
        let handle = std::thread::Builder::new()
            .name("chomp-checkpoint".into())
            .spawn(move || {
                // Until `finish` drops the sender.
                while let Err(std_mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(EVERY) {
                    if let Err(e) = checkpoint(&conn) {
                        tracing::warn!("WAL checkpoint failed: {e}");
                    }
                }
            })
            .map_err(|e| StoreError::Dir {
                path: "checkpoint thread".into(),
                source: e,
            })?;
        Ok(Checkpointer { stop, handle })
    }

    /// Stops the thread and waits for it.
    pub fn finish(self) {
        drop(self.stop);
        let _ = self.handle.join();
    }
}

/// One checkpoint: PASSIVE, then TRUNCATE if the WAL is still too long.
fn checkpoint(conn: &Connection) -> rusqlite::Result<()> {
    // Columns: busy flag, frames in the WAL, frames folded back.
    let frames: i64 = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get(1))?;
    if frames > MAX_WAL_FRAMES {
        let started = std::time::Instant::now();
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        tracing::debug!(
            "WAL of {frames} frames folded back and emptied in {:?}",
            started.elapsed()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_wal_is_folded_back_and_emptied() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.db");
        let writer = Connection::open(&path).unwrap();
        writer.pragma_update(None, "journal_mode", "WAL").unwrap();
        writer.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        writer
            .execute_batch("CREATE TABLE t (b BLOB NOT NULL)")
            .unwrap();
        let wal = dir.path().join("c.db-wal");
        let reader = Connection::open(&path).unwrap();
        // A short WAL is folded back but left in place for reuse.
        writer
            .execute("INSERT INTO t VALUES (zeroblob(4000))", [])
            .unwrap();
        checkpoint(&reader).unwrap();
        assert!(std::fs::metadata(&wal).unwrap().len() > 0);
        // Over MAX_WAL_FRAMES pages: emptied.
        writer.execute_batch("BEGIN").unwrap();
        for _ in 0..(MAX_WAL_FRAMES + 100) {
            writer
                .execute("INSERT INTO t VALUES (zeroblob(4000))", [])
                .unwrap();
        }
        writer.execute_batch("COMMIT").unwrap();
        let page: u64 = writer
            .query_row("PRAGMA page_size", [], |r| r.get(0))
            .unwrap();
        assert!(std::fs::metadata(&wal).unwrap().len() > MAX_WAL_FRAMES as u64 * page);
        checkpoint(&reader).unwrap();
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0);
        let rows: i64 = reader
            .query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, MAX_WAL_FRAMES + 101);
    }

    #[test]
    fn the_thread_stops_when_asked() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.db");
        Connection::open(&path)
            .unwrap()
            .pragma_update(None, "journal_mode", "WAL")
            .unwrap();
        let c = Checkpointer::start(&path).unwrap();
        c.finish();
    }
}
