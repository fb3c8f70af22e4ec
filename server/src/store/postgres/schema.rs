//! The PostgreSQL schema as numbered migrations, recorded in the table
//! `schema_migrations`. Several nodes may start at once against one
//! database: each migration runs under a transaction-scoped advisory lock,
//! so exactly one node applies it and the others find it applied.

use tokio_postgres::Client;

use super::ratings;
use crate::store::StoreError;

/// Key of the advisory lock that serialises migrations (any constant that
/// no other part of the schema uses).
const MIGRATION_LOCK: i64 = 0x6368_6f6d_7001;

/// Migration `i` brings the schema from version `i` to `i + 1`. Only plain
/// SQL that PostgreSQL-compatible distributed databases also accept: no
/// triggers, no stored procedures, no extensions.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE players (
    name        TEXT PRIMARY KEY,
    token_hash  TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL DEFAULT 0,
    wins        BIGINT NOT NULL DEFAULT 0,
    losses      BIGINT NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE games (
    id           BIGSERIAL PRIMARY KEY,
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
    winner       SMALLINT,
    reason       TEXT,
    rated        BOOLEAN NOT NULL DEFAULT false,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at  TIMESTAMPTZ
);
CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_finished ON games (finished_at DESC, id DESC) WHERE status = 'finished';
CREATE TABLE moves (
    game_id    BIGINT NOT NULL REFERENCES games (id),
    ply        INTEGER NOT NULL,
    seat       SMALLINT NOT NULL,
    row        INTEGER NOT NULL,
    col        INTEGER NOT NULL,
    removed    INTEGER NOT NULL,
    played_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, ply)
);
CREATE TABLE tally (
    key  TEXT PRIMARY KEY,
    n    BIGINT NOT NULL
);
CREATE TABLE health (
    id          INTEGER PRIMARY KEY,
    checked_at  TIMESTAMPTZ NOT NULL
);
"#,
    // Names are one identity per look-alike key (`chomp_protocol::name_key`),
    // a player may be a hosted bot, and each finished game leaves each
    // person's rating after it (for `stats`' rating history). Keys of
    // existing rows are filled by `backfill_name_keys` before the index.
    r#"
ALTER TABLE players ADD COLUMN name_key TEXT;
ALTER TABLE players ADD COLUMN bot BOOLEAN NOT NULL DEFAULT false;
CREATE TABLE ratings (
    player  TEXT NOT NULL,
    game    BIGINT NOT NULL,
    rating  DOUBLE PRECISION NOT NULL,
    at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (player, game)
);
"#,
    // A seat taken by a hosted bot (`"bot": true` in its hello) says so, for
    // the game frames and the totals; older games had none.
    r#"
ALTER TABLE games ADD COLUMN seat0_hosted_bot BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN seat1_hosted_bot BOOLEAN NOT NULL DEFAULT false;
"#,
    // A name has two look-alike keys (`chomp_protocol::name_keys`), and a
    // claim is refused when either equals either key of a claimed name: one
    // table holds every key of every player under one unique index, so a
    // key matches whichever kind it is, and two nodes claiming look-alikes
    // at once meet on it. `players.name_key` stays (the first key). Rows
    // are filled by `backfill_player_keys`.
    r#"
CREATE TABLE player_keys (
    key   TEXT PRIMARY KEY,
    name  TEXT NOT NULL
);
"#,
    // The SSH door: the key that holds a name, by its SHA256 fingerprint.
    // Not `player_keys`, which holds the look-alike keys of names.
    r#"
CREATE TABLE ssh_keys (
    name         TEXT PRIMARY KEY REFERENCES players(name),
    fingerprint  TEXT NOT NULL,
    linked_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
"#,
    // The move clock paused by a clean shutdown: the ply whose turn it was
    // and the time its player had left, given back on restart.
    r#"
ALTER TABLE games ADD COLUMN paused_ply INTEGER;
ALTER TABLE games ADD COLUMN paused_left_ms BIGINT;
"#,
    // The service id: made once, by the one node that applies this
    // migration under the lock, and shared by every node of the cluster.
    r#"
CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
INSERT INTO meta (key, value) VALUES ('service_id', replace(gen_random_uuid()::text, '-', ''));
"#,
    // One rematch per finished game, kept with the game: the rematch it
    // opened, written with the new game's insert (docs/PROTOCOL.md,
    // "Rematch offers").
    r#"
ALTER TABLE games ADD COLUMN rematched_as BIGINT;
"#,
    // Glicko-2 instead of Elo: one rating per player (people, hosted bots
    // and each server bot level) and variant, with its deviation, its
    // volatility and when its last rated game was (the deviation grows
    // with time away). Each history point says its variant, deviation and
    // change. `ratings::replay` fills them from the games played so far.
    r#"
CREATE TABLE player_ratings (
    player      TEXT NOT NULL,
    variant     TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    rd          DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL DEFAULT 0,
    wins        BIGINT NOT NULL DEFAULT 0,
    losses      BIGINT NOT NULL DEFAULT 0,
    rated_at    TIMESTAMPTZ,
    PRIMARY KEY (player, variant)
);
CREATE INDEX player_ratings_board ON player_ratings (variant, rating DESC);
ALTER TABLE ratings ADD COLUMN variant TEXT;
ALTER TABLE ratings ADD COLUMN rd DOUBLE PRECISION;
ALTER TABLE ratings ADD COLUMN change DOUBLE PRECISION;
CREATE INDEX ratings_by_game ON ratings (game);
"#,
    // The perfect-play analysis of each finished game, written once when
    // the game ends (or by the backlog sweep at start), as its JSON.
    r#"
CREATE TABLE game_analysis (
    game_id   BIGINT PRIMARY KEY REFERENCES games(id),
    analysis  TEXT NOT NULL
);
"#,
    // guests (issue 31): the seats a keyless SSH guest held, a bit per
    // seat (`store::guest_seats`); NULL when none.
    "ALTER TABLE games ADD COLUMN guest_seats INTEGER;",
    // friends: a private game's code (a nullable column, NULL for every
    // listed game); looked up among open games by `join` with a code.
    r#"
ALTER TABLE games ADD COLUMN code TEXT;
CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL;
"#,
    // Tournaments: the tournament, its entrants and its pairings (each a
    // game; a slot is paired once). Standings are recomputed from the games.
    r#"
CREATE TABLE tournaments (
    id            BIGSERIAL PRIMARY KEY,
    format        TEXT NOT NULL,
    name          TEXT NOT NULL,
    variant       TEXT NOT NULL,
    width         INTEGER NOT NULL,
    height        INTEGER NOT NULL,
    start         TEXT NOT NULL,
    minutes       INTEGER,
    creator       TEXT NOT NULL,
    status        TEXT NOT NULL,
    starts_at_ms  BIGINT NOT NULL,
    ends_at_ms    BIGINT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE tournament_entrants (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments(id),
    seq            BIGSERIAL,
    name           TEXT NOT NULL,
    level          TEXT,
    hosted_bot     BOOLEAN NOT NULL DEFAULT FALSE,
    left_tourney   BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (tournament_id, name)
);
CREATE TABLE tournament_pairings (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments(id),
    slot           TEXT NOT NULL,
    game_id        BIGINT NOT NULL UNIQUE REFERENCES games(id),
    PRIMARY KEY (tournament_id, slot)
);
"#,
    // The bot ladder: the one row naming the service's ladder (two nodes
    // starting at once cannot make two), the ladder's own ratings, and the
    // ladder's games already rated (each is rated once).
    r#"
CREATE TABLE ladder (
    one            INTEGER PRIMARY KEY CHECK (one = 1),
    tournament_id  BIGINT NOT NULL REFERENCES tournaments(id)
);
CREATE TABLE ladder_ratings (
    name        TEXT PRIMARY KEY,
    rating      DOUBLE PRECISION NOT NULL,
    rd          DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ladder_games (
    game_id  BIGINT PRIMARY KEY REFERENCES games(id)
);
"#,
    // An entrant's guest mark (so the standings mark guests after a
    // restart too), and what later pairings need of the past, kept as each
    // pairing is made: each entrant's last opponent and first-move
    // balance, the tournament's next slot. The ladder then reads only its
    // games in flight at start. All nullable: NULL reads as "none yet".
    r#"
ALTER TABLE tournament_entrants ADD COLUMN guest BOOLEAN;
ALTER TABLE tournament_entrants ADD COLUMN last_opponent TEXT;
ALTER TABLE tournament_entrants ADD COLUMN first_balance BIGINT;
ALTER TABLE tournaments ADD COLUMN next_slot BIGINT;
"#,
    // The rated games between two names (the repeat rule, asked on every
    // join between people) by index: without it every join read the day's
    // finished games and the running ones (1.07 ms a join with 2,000
    // players, the dearest statement of a two-node run).
    r#"
CREATE INDEX games_by_pair ON games (seat0_name, seat1_name);
"#,
    // Which node of a cluster runs each actor, as the node noted it on
    // taking the actor's advisory lock: a cache of `pg_locks`, which the
    // locks still decide (cluster/bus/owners.rs). UNLOGGED: nothing in it
    // has to outlive a crash.
    r#"
CREATE UNLOGGED TABLE actor_nodes (
    lock_key  BIGINT PRIMARY KEY,
    node      BIGINT NOT NULL
);
"#,
];

/// The migration after which the games played so far are replayed
/// through Glicko-2.
const GLICKO_AT: i64 = 9;

/// The migration after which existing names get their keys (in Rust: the
/// Unicode key is not computable in plain SQL), then the unique index.
const NAME_KEYS_AT: i64 = 2;

/// The migration after which existing names get both keys in `player_keys`.
const PLAYER_KEYS_AT: i64 = 4;

/// The schema version this server writes.
pub const VERSION: i64 = MIGRATIONS.len() as i64;

/// Gives every existing player its key, oldest first; later legacy names
/// that collide get a suffix no valid name's key holds (see `name_keys`), so every old player still logs in by the exact name.
async fn backfill_name_keys(tx: &tokio_postgres::Transaction<'_>) -> Result<(), StoreError> {
    let rows = tx
        .query("SELECT name FROM players ORDER BY created_at, name", &[])
        .await
        .map_err(super::failure::backend)?;
    let mut taken = std::collections::HashSet::new();
    for row in rows {
        let name: String = row.get(0);
        let key = crate::store::name_keys::unique_key(&name, &mut taken);
        tx.execute(
            "UPDATE players SET name_key = $1 WHERE name = $2",
            &[&key, &name],
        )
        .await
        .map_err(super::failure::backend)?;
    }
    tx.batch_execute("CREATE UNIQUE INDEX players_by_key ON players (name_key)")
        .await
        .map_err(super::failure::backend)?;
    Ok(())
}

/// Gives every existing player both keys, oldest first, suffixing a key an
/// older name holds, so `alice` and `aIice` claimed before the second key
/// both keep logging in.
async fn backfill_player_keys(tx: &tokio_postgres::Transaction<'_>) -> Result<(), StoreError> {
    let rows = tx
        .query("SELECT name FROM players ORDER BY created_at, name", &[])
        .await
        .map_err(super::failure::backend)?;
    let mut taken = std::collections::HashSet::new();
    for row in rows {
        let name: String = row.get(0);
        for key in crate::store::name_keys::unique_keys(&name, &mut taken) {
            tx.execute(
                "INSERT INTO player_keys (key, name) VALUES ($1, $2)",
                &[&key, &name],
            )
            .await
            .map_err(super::failure::backend)?;
        }
    }
    Ok(())
}

/// Applies every migration the database does not have yet.
pub async fn migrate(client: &mut Client) -> Result<(), StoreError> {
    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                 version     BIGINT PRIMARY KEY,
                 applied_at  TIMESTAMPTZ NOT NULL DEFAULT now()
             )",
        )
        .await
        .map_err(super::failure::backend)?;
    for (i, sql) in MIGRATIONS.iter().enumerate() {
        let version = i as i64 + 1;
        let tx = client
            .transaction()
            .await
            .map_err(super::failure::backend)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await
            .map_err(super::failure::backend)?;
        let done = tx
            .query_opt(
                "SELECT 1 FROM schema_migrations WHERE version = $1",
                &[&version],
            )
            .await
            .map_err(super::failure::backend)?
            .is_some();
        if !done {
            tx.batch_execute(sql)
                .await
                .map_err(super::failure::backend)?;
            match version {
                NAME_KEYS_AT => backfill_name_keys(&tx).await?,
                PLAYER_KEYS_AT => backfill_player_keys(&tx).await?,
                GLICKO_AT => ratings::replay(&tx).await?,
                _ => {}
            }
            tx.execute(
                "INSERT INTO schema_migrations (version) VALUES ($1)",
                &[&version],
            )
            .await
            .map_err(super::failure::backend)?;
            tracing::info!("database migrated to schema version {version}");
        }
        tx.commit().await.map_err(super::failure::backend)?;
    }
    let newest: Option<i64> = client
        .query_one("SELECT max(version) FROM schema_migrations", &[])
        .await
        .map_err(super::failure::backend)?
        .get(0);
    match newest {
        Some(v) if v > VERSION => Err(StoreError::TooNew(v)),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod glicko_migration;
