//! `chomp-server backup FILE`: a consistent copy of the database while the
//! server keeps running, through SQLite's online backup (pages are copied in
//! steps, so players are never blocked for long), checked before it is kept.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use crate::store::StoreError;

/// Pages copied per step, and the pause between steps that lets the server write.
const PAGES_PER_STEP: std::ffi::c_int = 256;
const PAUSE: Duration = Duration::from_millis(5);

/// What a finished backup holds.
#[derive(Debug)]
pub struct BackupReport {
    pub pages: u64,
    pub bytes: u64,
}

/// Copies the database at `db` into the new file `dest`.
pub fn backup(db: &Path, dest: &Path) -> Result<BackupReport, StoreError> {
    if dest.exists() {
        return Err(StoreError::Backup(format!(
            "{} already exists; name a new file",
            dest.display()
        )));
    }
    if !db.exists() {
        return Err(StoreError::Backup(format!(
            "there is no database at {}",
            db.display()
        )));
    }
    let src = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let partial = dest.with_extension("partial");
    let _ = std::fs::remove_file(&partial);
    let result = copy(&src, &partial);
    match result {
        Ok(report) => {
            std::fs::rename(&partial, dest).map_err(|e| {
                StoreError::Backup(format!("cannot move the copy to {}: {e}", dest.display()))
            })?;
            Ok(report)
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            Err(e)
        }
    }
}

fn copy(src: &Connection, to: &Path) -> Result<BackupReport, StoreError> {
    let mut dst = Connection::open(to)?;
    {
        let step = rusqlite::backup::Backup::new(src, &mut dst)?;
        step.run_to_completion(PAGES_PER_STEP, PAUSE, None)?;
    }
    // The copy is a plain database file, independent of the WAL it came from.
    dst.execute_batch("PRAGMA journal_mode = DELETE;")?;
    let check: String = dst.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if check != "ok" {
        return Err(StoreError::Backup(format!(
            "the copy failed its check: {check}"
        )));
    }
    let pages: u64 = dst.query_row("PRAGMA page_count", [], |r| r.get(0))?;
    let size: u64 = dst.query_row("PRAGMA page_size", [], |r| r.get(0))?;
    Ok(BackupReport {
        pages,
        bytes: pages * size,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_running_store_is_copied_whole_and_nothing_is_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("live.db");
        let (store, thread) = super::super::SqliteStore::open(&db).unwrap();
        crate::store::PlayerStore::claim(&store, "ann".into(), None, false)
            .await
            .unwrap();
        let dest = dir.path().join("copy.db");
        let report = backup(&db, &dest).unwrap();
        assert!(report.pages > 0);
        let copy = Connection::open(&dest).unwrap();
        let n: i64 = copy
            .query_row("SELECT count(*) FROM players WHERE name = 'ann'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(n, 1);
        let again = backup(&db, &dest).unwrap_err().to_string();
        assert!(again.contains("already exists"), "{again}");
        let none = backup(&dir.path().join("nope.db"), &dir.path().join("x.db"))
            .unwrap_err()
            .to_string();
        assert!(none.contains("no database"), "{none}");
        thread.close().await;
    }
}
