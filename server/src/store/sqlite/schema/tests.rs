//! The migrations, on fresh and old databases.

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

/// A database from before name keys, holding `alice` and `Alice` (both
/// claimed then): both keep logging in by their exact names, and no new
/// look-alike can be claimed.
#[test]
fn legacy_look_alikes_keep_their_names_after_the_upgrade() {
    use crate::store::sqlite::players;
    use crate::store::Claim;
    let dir = tempfile::tempdir().unwrap();
    let mut conn = Connection::open(dir.path().join("old.db")).unwrap();
    for step in &MIGRATIONS[..2] {
        let Migration::Sql(sql) = step else {
            panic!("the first two migrations are plain SQL")
        };
        conn.execute_batch(sql).unwrap();
    }
    conn.pragma_update(None, "user_version", 2).unwrap();
    let (ta, tb) = (crate::auth::new_token(), crate::auth::new_token());
    for (name, token, at) in [("alice", &ta, "2025-01-01"), ("Alice", &tb, "2025-02-01")] {
        conn.execute(
            "INSERT INTO players (name, token_hash, rating, created_at) VALUES (?1, ?2, 1200, ?3)",
            params![name, crate::auth::hash_token(token), at],
        )
        .unwrap();
    }
    prepare(&mut conn).unwrap();
    let keys: Vec<(String, String)> = conn
        .prepare("SELECT name, name_key FROM players ORDER BY created_at")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        keys,
        [
            ("alice".into(), "alice".into()),
            ("Alice".into(), "alice#2".into())
        ]
    );
    let claim = |conn: &mut Connection, name: &str, token: Option<&str>| {
        players::claim(conn, name, token, false).unwrap()
    };
    assert_eq!(claim(&mut conn, "alice", Some(&ta)), Claim::Known);
    assert_eq!(claim(&mut conn, "Alice", Some(&tb)), Claim::Known);
    assert_eq!(claim(&mut conn, "ALICE", None), Claim::LookAlike);
}

/// A database from before the second key, holding `alice` and `aIice`
/// (both claimed then): both keep logging in, `aIice`'s second key is
/// suffixed, and new look-alikes of either are refused.
#[test]
fn names_claimed_before_the_second_key_keep_logging_in() {
    use crate::store::sqlite::players;
    use crate::store::Claim;
    let dir = tempfile::tempdir().unwrap();
    let mut conn = Connection::open(dir.path().join("old.db")).unwrap();
    // Before the player keys (the migration at index 4).
    let before = 4;
    for step in &MIGRATIONS[..before] {
        match step {
            Migration::Sql(sql) => conn.execute_batch(sql).unwrap(),
            Migration::Backfill(sql, fill) => {
                let tx = conn.transaction().unwrap();
                tx.execute_batch(sql).unwrap();
                fill(&tx).unwrap();
                tx.commit().unwrap();
            }
        }
    }
    conn.pragma_update(None, "user_version", before as i64)
        .unwrap();
    let (ta, tb) = (crate::auth::new_token(), crate::auth::new_token());
    for (name, token, at) in [("alice", &ta, "2025-01-01"), ("aIice", &tb, "2025-02-01")] {
        conn.execute(
            "INSERT INTO players (name, name_key, token_hash, rating, created_at)
             VALUES (?1, ?2, ?3, 1200, ?4)",
            params![
                name,
                chomp_protocol::name_key(name),
                crate::auth::hash_token(token),
                at
            ],
        )
        .unwrap();
    }
    prepare(&mut conn).unwrap();
    let keys: Vec<(String, String)> = conn
        .prepare("SELECT key, name FROM player_keys ORDER BY key")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let pair = |k: &str, n: &str| (k.to_string(), n.to_string());
    assert_eq!(
        keys,
        [
            pair("aiice", "aIice"),
            pair("alice", "alice"),
            pair("alice#2", "aIice")
        ]
    );
    let claim = |conn: &mut Connection, name: &str, token: Option<&str>| {
        players::claim(conn, name, token, false).unwrap()
    };
    assert_eq!(claim(&mut conn, "alice", Some(&ta)), Claim::Known);
    assert_eq!(claim(&mut conn, "aIice", Some(&tb)), Claim::Known);
    assert_eq!(claim(&mut conn, "ALICE", None), Claim::LookAlike);
    assert_eq!(claim(&mut conn, "AIICE", None), Claim::LookAlike);
}
