//! An old database (schema version 8, rated by the hand-written Elo) opened
//! by this server: its games are replayed through Glicko-2, so each
//! player's history goes on from the first game.

use rusqlite::{params, Connection};

use super::{Migration, MIGRATIONS};
use crate::store::{SqliteStore, Store};

/// The schema as it was before Glicko-2: every migration before the last.
const OLD_VERSION: usize = 8;

fn old_database(path: &std::path::Path) {
    let mut conn = Connection::open(path).unwrap();
    for step in &MIGRATIONS[..OLD_VERSION] {
        let tx = conn.transaction().unwrap();
        match step {
            Migration::Sql(sql) => tx.execute_batch(sql).unwrap(),
            Migration::Backfill(sql, fill) => {
                tx.execute_batch(sql).unwrap();
                fill(&tx).unwrap();
            }
        }
        tx.commit().unwrap();
    }
    conn.pragma_update(None, "user_version", OLD_VERSION as i64)
        .unwrap();
    // Elo's numbers, as the old server left them.
    for (name, rating, games, wins) in [("ann", 1190.0, 4, 2), ("bob", 1210.0, 3, 1)] {
        conn.execute(
            "INSERT INTO players (name, name_key, token_hash, rating, games, wins, losses,
                 created_at) VALUES (?1, ?1, 'x', ?2, ?3, ?4, ?3 - ?4, '2025-01-01T00:00:00Z')",
            params![name, rating, games, wins],
        )
        .unwrap();
    }
    // (id, variant, seat 0, level 0, seat 1, level 1, status, winner, reason, rated, finished)
    type Row<'a> = (
        i64,
        &'a str,
        &'a str,
        Option<&'a str>,
        &'a str,
        Option<&'a str>,
        &'a str,
        Option<u8>,
        Option<&'a str>,
        bool,
        Option<&'a str>,
    );
    let games: [Row; 6] = [
        (
            1,
            "chomp",
            "ann",
            None,
            "bob",
            None,
            "finished",
            Some(0),
            Some("normal"),
            true,
            Some("2025-01-01T10:00:00Z"),
        ),
        (
            2,
            "ichomp",
            "ann",
            None,
            "hard bot",
            Some("hard"),
            "finished",
            Some(1),
            Some("resign"),
            true,
            Some("2025-01-02T10:00:00Z"),
        ),
        (
            3,
            "chomp",
            "bob",
            None,
            "ann",
            None,
            "finished",
            Some(0),
            Some("normal"),
            false,
            Some("2025-01-02T12:00:00Z"),
        ),
        (
            4,
            "chomp",
            "ann",
            None,
            "bob",
            None,
            "finished",
            Some(1),
            Some("aborted"),
            false,
            Some("2025-01-02T13:00:00Z"),
        ),
        // Finished later than game 6 started, but before it finished: the
        // order of finishing is the order of the replay.
        (
            6,
            "chomp",
            "ann",
            None,
            "bob",
            None,
            "finished",
            Some(1),
            Some("timeout"),
            true,
            Some("2025-01-03T10:00:00Z"),
        ),
        (
            5, "chomp", "ann", None, "bob", None, "playing", None, None, true, None,
        ),
    ];
    for (id, variant, s0, l0, s1, l1, status, winner, reason, rated, at) in games {
        conn.execute(
            "INSERT INTO games (id, variant, width, height, start, first, seat0_name, seat0_level,
                 seat1_name, seat1_level, status, winner, reason, rated, created_at, finished_at)
             VALUES (?1, ?2, 5, 4, '5,5,5,5', 'me', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
                 '2025-01-01T00:00:00Z', ?11)",
            params![id, variant, s0, l0, s1, l1, status, winner, reason, rated, at],
        )
        .unwrap();
        if status == "finished" && reason != Some("aborted") {
            for name in [s0, s1].into_iter().filter(|n| !n.contains(' ')) {
                conn.execute(
                    "INSERT INTO ratings (player, game, rating, at) VALUES (?1, ?2, 1234, ?3)",
                    params![name, id, at],
                )
                .unwrap();
            }
        }
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// The expected numbers come from the Python one-off described in
/// `rating::glicko`'s tests (Glickman's steps 1-8, tau 0.75): game 1 takes
/// two new players to 1741.6244240158917 and 1258.3755759841083 (RD
/// 396.8118214588541); game 6, bob beating ann from there, to ann
/// 1360.6125237317247 and bob 1639.3874762682753 (RD 353.99200422571096).
#[tokio::test]
async fn an_old_database_replays_its_games_through_glicko2() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    old_database(&path);
    let (store, thread) = SqliteStore::open(&path).unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let bob = store.record("bob".into()).await.unwrap().unwrap();
    // The counts stay as they were; the ratings are Glicko-2's.
    assert_eq!((ann.games, ann.wins, bob.games), (4, 2, 3));
    let chomp = &ann.ratings["chomp"];
    assert!(close(chomp.rating, 1360.612_523_731_724_7), "{ann:?}");
    assert!(close(chomp.rd, 353.992_004_225_710_96), "{ann:?}");
    assert!(close(bob.ratings["chomp"].rating, 1639.387_476_268_275_3));
    assert!(close(ann.ratings["ichomp"].rating, 1258.375_575_984_108_3));
    assert_eq!(
        chomp.games, 3,
        "two rated, one unrated; the aborted one not"
    );
    // One history point per counted game, in order, each with its change.
    let points: Vec<(u64, Option<f64>)> = ann
        .rating_history
        .iter()
        .map(|p| (p.game, p.change))
        .collect();
    assert_eq!(points.iter().map(|p| p.0).collect::<Vec<_>>(), [1, 2, 3, 6]);
    assert!(close(points[0].1.unwrap(), 241.624_424_015_891_7));
    assert!(close(points[1].1.unwrap(), -241.624_424_015_891_7));
    assert_eq!(points[2].1, None, "the unrated game moved nothing");
    assert!(close(ann.rating_history[2].rating, 1741.624_424_015_891_7));
    assert_eq!(ann.rating_history[0].at, "2025-01-01T10:00:00Z");
    assert_eq!(ann.rating_history[3].variant.as_deref(), Some("chomp"));
    // The server's bot level became a player with a rating of its own.
    let hard = store.record("hard bot".into()).await.unwrap().unwrap();
    assert_eq!((hard.games, hard.wins), (1, 1));
    assert!(close(hard.ratings["ichomp"].rating, 1741.624_424_015_891_7));
    // History says what each game did, and why one was unrated.
    let history = store.history(Some("ann".into()), 10).await.unwrap();
    let unrated = history.iter().find(|g| g.game == 3).unwrap();
    assert_eq!(
        (unrated.rated, unrated.unrated.as_deref()),
        (Some(false), Some("repeat"))
    );
    let aborted = history.iter().find(|g| g.game == 4).unwrap();
    assert_eq!(aborted.unrated.as_deref(), Some("aborted"));
    assert!(aborted.ratings.is_empty());
    // The running game finishes under the new rules, from the replayed ratings.
    let reloaded = store.load_game(5).await.unwrap().unwrap();
    assert_eq!(reloaded.status, chomp_protocol::GameStatus::Playing);
    drop(store);
    thread.close().await;
}
