//! The schema and its migrations, applied in order and recorded in
//! `PRAGMA user_version`, so an old database is upgraded in place.

use rusqlite::{params, Connection, Transaction};

use super::ratings;
use crate::store::{name_keys, StoreError};

/// One step of the schema: plain SQL, or SQL followed by a backfill that
/// needs Rust (the Unicode name keys cannot be computed in SQLite).
enum Migration {
    Sql(&'static str),
    Backfill(&'static str, fn(&Transaction) -> Result<(), StoreError>),
}

/// Migration `i` brings the schema from version `i` to `i + 1`.
const MIGRATIONS: &[Migration] = &[
    Migration::Sql(
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
    ),
    Migration::Sql(
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
    ),
    // Names are one identity per look-alike key, a player may be a hosted
    // bot (`"bot": true` in hello), and each finished game leaves each
    // person's rating after it (for `stats`' rating history).
    Migration::Backfill(
        r#"
ALTER TABLE players ADD COLUMN name_key TEXT;
ALTER TABLE players ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
CREATE TABLE ratings (
    player  TEXT NOT NULL,
    game    INTEGER NOT NULL,
    rating  REAL NOT NULL,
    at      TEXT NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
"#,
        backfill_name_keys,
    ),
    // A seat taken by a hosted bot (`"bot": true` in its hello) says so, for
    // the game frames and the totals; older games had none.
    Migration::Sql(
        r#"
ALTER TABLE games ADD COLUMN seat0_hosted_bot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN seat1_hosted_bot INTEGER NOT NULL DEFAULT 0;
"#,
    ),
    // A name has two look-alike keys (`chomp_protocol::name_keys`), and a
    // claim is refused when either equals either key of a claimed name: one
    // table holds every key of every player under one unique index, so a
    // key matches whichever kind it is. `players.name_key` stays (the first
    // key) for older readers.
    Migration::Backfill(
        r#"
CREATE TABLE player_keys (
    key   TEXT PRIMARY KEY,
    name  TEXT NOT NULL
) WITHOUT ROWID;
"#,
        backfill_player_keys,
    ),
    // The SSH door: the key that holds a name, by its SHA256 fingerprint.
    // Not `player_keys`, which holds the look-alike keys of names.
    Migration::Sql(
        r#"
CREATE TABLE ssh_keys (
    name         TEXT PRIMARY KEY REFERENCES players(name),
    fingerprint  TEXT NOT NULL,
    linked_at    TEXT NOT NULL
) WITHOUT ROWID;
"#,
    ),
    // The move clock paused by a clean shutdown: the ply whose turn it was
    // and the time its player had left, given back on restart.
    Migration::Sql(
        r#"
ALTER TABLE games ADD COLUMN paused_ply INTEGER;
ALTER TABLE games ADD COLUMN paused_left_ms INTEGER;
"#,
    ),
    // The service id: made once, when the database is, and shared by
    // whatever serves from it, so clients file tokens under the service
    // rather than under however its address was typed.
    Migration::Sql(
        r#"
CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO meta (key, value) VALUES ('service_id', lower(hex(randomblob(16))));
"#,
    ),
    // One rematch per finished game, kept with the game: the rematch it
    // opened, written with the new game's insert (docs/PROTOCOL.md,
    // "Rematch offers").
    Migration::Sql(
        r#"
ALTER TABLE games ADD COLUMN rematched_as INTEGER;
"#,
    ),
    // Glicko-2 instead of Elo: one rating per player (people, hosted bots
    // and each server bot level) and variant, with its deviation, its
    // volatility and when its last rated game was (the deviation grows
    // with time away). Each history point says its variant, deviation and
    // change. The games played so far are replayed to fill them.
    Migration::Backfill(
        r#"
CREATE TABLE player_ratings (
    player      TEXT NOT NULL,
    variant     TEXT NOT NULL,
    rating      REAL NOT NULL,
    rd          REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    rated_at    TEXT,
    PRIMARY KEY (player, variant)
) WITHOUT ROWID;
CREATE INDEX player_ratings_board ON player_ratings (variant, rating DESC);
ALTER TABLE ratings ADD COLUMN variant TEXT;
ALTER TABLE ratings ADD COLUMN rd REAL;
ALTER TABLE ratings ADD COLUMN change REAL;
CREATE INDEX ratings_by_game ON ratings (game);
"#,
        ratings::replay,
    ),
    // The perfect-play analysis of each finished game, written once when
    // the game ends (or by the backlog sweep at start), as its JSON.
    Migration::Sql(
        r#"
CREATE TABLE game_analysis (
    game_id   INTEGER PRIMARY KEY REFERENCES games(id),
    analysis  TEXT NOT NULL
);
"#,
    ),
    // guests (issue 31): the seats a keyless SSH guest held, a bit per
    // seat (`store::guest_seats`); NULL when none.
    Migration::Sql("ALTER TABLE games ADD COLUMN guest_seats INTEGER;"),
    // friends: a private game's code (a nullable column, NULL for every
    // listed game); looked up among open games by `join` with a code.
    Migration::Sql(
        r#"
ALTER TABLE games ADD COLUMN code TEXT;
CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL;
"#,
    ),
    // Tournaments: the tournament, its entrants and its pairings (each a
    // game; a slot is paired once). Standings are recomputed from the games.
    Migration::Sql(
        r#"
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    format        TEXT NOT NULL,
    name          TEXT NOT NULL,
    variant       TEXT NOT NULL,
    width         INTEGER NOT NULL,
    height        INTEGER NOT NULL,
    start         TEXT NOT NULL,
    minutes       INTEGER,
    creator       TEXT NOT NULL,
    status        TEXT NOT NULL,
    starts_at_ms  INTEGER NOT NULL,
    ends_at_ms    INTEGER,
    created_at    TEXT NOT NULL
);
CREATE TABLE tournament_entrants (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
    seq            INTEGER NOT NULL,
    name           TEXT NOT NULL,
    level          TEXT,
    hosted_bot     INTEGER NOT NULL DEFAULT 0,
    left_tourney   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, name)
);
CREATE TABLE tournament_pairings (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
    slot           TEXT NOT NULL,
    game_id        INTEGER NOT NULL UNIQUE REFERENCES games(id),
    PRIMARY KEY (tournament_id, slot)
);
"#,
    ),
    // The bot ladder: the one row naming the service's ladder (a second
    // ladder cannot be made), the ladder's own ratings, and the ladder's
    // games already rated (so a result is rated once, and one a crash
    // left unrated is rated at the next start).
    Migration::Sql(
        r#"
CREATE TABLE ladder (
    one            INTEGER PRIMARY KEY CHECK (one = 1),
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id)
);
CREATE TABLE ladder_ratings (
    name        TEXT PRIMARY KEY,
    rating      REAL NOT NULL,
    rd          REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ladder_games (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id)
);
"#,
    ),
    // An entrant's guest mark (so the standings mark guests after a
    // restart too), and what later pairings need of the past, kept as each
    // pairing is made: each entrant's last opponent and first-move
    // balance, the tournament's next slot. The ladder then reads only its
    // games in flight at start. All nullable: NULL reads as "none yet".
    Migration::Sql(
        r#"
ALTER TABLE tournament_entrants ADD COLUMN guest INTEGER;
ALTER TABLE tournament_entrants ADD COLUMN last_opponent TEXT;
ALTER TABLE tournament_entrants ADD COLUMN first_balance INTEGER;
ALTER TABLE tournaments ADD COLUMN next_slot INTEGER;
"#,
    ),
    // The rated games between two names (the repeat rule, asked on every
    // join between people) by index: without it every join read the day's
    // finished games and the running ones.
    Migration::Sql(
        r#"
CREATE INDEX games_by_pair ON games (seat0_name, seat1_name);
"#,
    ),
];

/// Gives every existing player its name key, oldest first. Legacy names that
/// collide (`alice` and `Alice` both claimed before keys existed) keep
/// logging in by their exact name: the later ones get the key with a suffix
/// that no valid name's key can hold (`#`), so they block no one and no new
/// name can ever take their key.
fn backfill_name_keys(tx: &Transaction) -> Result<(), StoreError> {
    let names: Vec<String> = {
        let mut stmt = tx.prepare("SELECT name FROM players ORDER BY created_at, rowid")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut taken = std::collections::HashSet::new();
    for name in names {
        let key = name_keys::unique_key(&name, &mut taken);
        tx.execute(
            "UPDATE players SET name_key = ?1 WHERE name = ?2",
            params![key, name],
        )?;
    }
    tx.execute_batch("CREATE UNIQUE INDEX players_by_key ON players(name_key);")?;
    Ok(())
}

/// Gives every existing player both keys, oldest first, suffixing a key an
/// older name holds (as `backfill_name_keys` did), so `alice` and `aIice`
/// claimed before the second key both keep logging in.
fn backfill_player_keys(tx: &Transaction) -> Result<(), StoreError> {
    let names: Vec<String> = {
        let mut stmt = tx.prepare("SELECT name FROM players ORDER BY created_at, rowid")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut taken = std::collections::HashSet::new();
    for name in names {
        for key in name_keys::unique_keys(&name, &mut taken) {
            tx.execute(
                "INSERT INTO player_keys (key, name) VALUES (?1, ?2)",
                params![key, name],
            )?;
        }
    }
    Ok(())
}

/// The page size of a new database, in bytes.
const PAGE_SIZE: i64 = 1024;

/// Sets the durability pragmas and applies pending migrations.
pub fn prepare(conn: &mut Connection) -> Result<(), StoreError> {
    // A new database gets 1 KiB pages (an existing one keeps its own: the
    // size is fixed once the file has tables or is in WAL mode). A move
    // dirties one leaf of the (game_id, ply) index, in a different place for
    // each game, so every commit writes a page per game that moved: with
    // 4 KiB pages, about 9 KiB of WAL per move and a WAL to fold back that
    // the disk could not keep up with at thousands of moves a second.
    let fresh: i64 = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    if fresh == 0 {
        conn.pragma_update(None, "page_size", PAGE_SIZE)?;
    }
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
    for (i, step) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        let tx = conn.transaction()?;
        match step {
            Migration::Sql(sql) => tx.execute_batch(sql)?,
            Migration::Backfill(sql, fill) => {
                tx.execute_batch(sql)?;
                fill(&tx)?;
            }
        }
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
        tracing::info!("database migrated to schema version {}", i + 1);
    }
    Ok(())
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod glicko_migration;
