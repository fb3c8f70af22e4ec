//! The schema and its migrations, applied in order and recorded in
//! `PRAGMA user_version`, so an old database is upgraded in place.

use rusqlite::Connection;

use crate::store::StoreError;

/// Migration `i` brings the schema from version `i` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE players (
    name        TEXT PRIMARY KEY,
    token_hash  TEXT NOT NULL,
    rating      REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);
CREATE TABLE games (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    variant      TEXT NOT NULL,
    width        INTEGER NOT NULL,
    height       INTEGER NOT NULL,
    start        TEXT NOT NULL,
    first        TEXT NOT NULL,
    seat0_name   TEXT,
    seat0_level  TEXT,
    seat1_name   TEXT,
    seat1_level  TEXT,
    status       TEXT NOT NULL,
    winner       INTEGER,
    reason       TEXT,
    rated        INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL,
    finished_at  TEXT
);
CREATE INDEX games_by_status ON games(status);
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    row        INTEGER NOT NULL,
    col        INTEGER NOT NULL,
    removed    INTEGER NOT NULL,
    played_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
"#,
    r#"
CREATE TABLE tally (
    key  TEXT PRIMARY KEY,
    n    INTEGER NOT NULL
) WITHOUT ROWID;
-- Aborted games count only as such (as in stats.rs); a database from before
-- the reason existed has none, so this equals the counts first written.
INSERT INTO tally SELECT 'aborted', COUNT(*) FROM games WHERE status='finished' AND reason='aborted';
INSERT INTO tally SELECT 'games', COUNT(*) FROM games WHERE status='finished' AND reason IS NOT 'aborted';
INSERT INTO tally SELECT 'human_vs_human',
    COALESCE(SUM(seat0_level IS NULL AND seat1_level IS NULL), 0)
    FROM games WHERE status='finished' AND reason IS NOT 'aborted';
INSERT INTO tally SELECT 'human_wins_vs_bots',
    COALESCE(SUM((seat0_level IS NULL AND seat1_level IS NOT NULL AND winner=0)
        OR (seat1_level IS NULL AND seat0_level IS NOT NULL AND winner=1)), 0)
    FROM games WHERE status='finished' AND reason IS NOT 'aborted';
INSERT INTO tally SELECT 'bot_wins',
    COALESCE(SUM((seat0_level IS NOT NULL AND winner=0)
        OR (seat1_level IS NOT NULL AND winner=1)), 0)
    FROM games WHERE status='finished' AND reason IS NOT 'aborted';
INSERT INTO tally SELECT 'variant:' || variant, COUNT(*)
    FROM games WHERE status='finished' AND reason IS NOT 'aborted' GROUP BY variant;
INSERT INTO tally SELECT 'level:' || COALESCE(seat0_level, seat1_level) || ':games', COUNT(*)
    FROM games WHERE status='finished' AND reason IS NOT 'aborted' AND (seat0_level IS NOT NULL OR seat1_level IS NOT NULL)
    GROUP BY COALESCE(seat0_level, seat1_level);
INSERT INTO tally SELECT 'level:' || COALESCE(seat0_level, seat1_level) || ':human_wins',
    SUM((seat0_level IS NULL AND winner=0) OR (seat1_level IS NULL AND winner=1))
    FROM games WHERE status='finished' AND reason IS NOT 'aborted' AND (seat0_level IS NOT NULL OR seat1_level IS NOT NULL)
    GROUP BY COALESCE(seat0_level, seat1_level);
INSERT INTO tally SELECT 'level:' || COALESCE(seat0_level, seat1_level) || ':bot_wins',
    SUM((seat0_level IS NOT NULL AND winner=0) OR (seat1_level IS NOT NULL AND winner=1))
    FROM games WHERE status='finished' AND reason IS NOT 'aborted' AND (seat0_level IS NOT NULL OR seat1_level IS NOT NULL)
    GROUP BY COALESCE(seat0_level, seat1_level);
"#,
];

/// Sets the durability pragmas and applies pending migrations.
pub fn prepare(conn: &mut Connection) -> Result<(), StoreError> {
    // WAL with synchronous=FULL: a committed move survives kill -9 and power loss.
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let known = MIGRATIONS.len() as i64;
    if version > known {
        return Err(StoreError::TooNew(version));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
        tracing::info!("database migrated to schema version {}", i + 1);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_apply_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let mut conn = Connection::open(&path).unwrap();
        prepare(&mut conn).unwrap();
        prepare(&mut conn).unwrap();
        let v: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(v, MIGRATIONS.len() as i64);
    }
}
