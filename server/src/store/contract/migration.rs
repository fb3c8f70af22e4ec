//! The contract's clause on moving an old database (rated by the
//! hand-written Elo of earlier versions) over to Glicko-2: each backend's
//! migration test builds an old database from its old schema with
//! [`OLD_GAMES`], opens it with this server and runs [`check_replayed`].

use crate::store::Store;

/// A game of the old database: (id, variant, seat 0, level 0, seat 1,
/// level 1, status, winner, reason, rated, finished at).
pub type OldGame = (
    i64,
    &'static str,
    &'static str,
    Option<&'static str>,
    &'static str,
    Option<&'static str>,
    &'static str,
    Option<u8>,
    Option<&'static str>,
    bool,
    Option<&'static str>,
);

/// The old database's players: (name, Elo rating, games, wins), as the
/// old server counted them.
pub const OLD_PLAYERS: [(&str, f64, i64, i64); 2] = [("ann", 1190.0, 4, 2), ("bob", 1210.0, 3, 1)];

/// Its games: rated and not, both variants, a server bot, an aborted one
/// and a running one; every finished one left its players an Elo point.
pub const OLD_GAMES: [OldGame; 6] = [
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

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// The expected numbers come from the Python one-off described in
/// `rating::glicko`'s tests (Glickman's steps 1-8, tau 0.75): game 1 takes
/// two new players to 1741.6244240158917 and 1258.3755759841083 (RD
/// 396.8118214588541); game 6, bob beating ann from there, to ann
/// 1360.6125237317247 and bob 1639.3874762682753 (RD 353.99200422571096).
pub async fn check_replayed(store: &dyn Store) {
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let bob = store.record("bob".into()).await.unwrap().unwrap();
    // The counts stay as they were; the ratings are Glicko-2's.
    assert_eq!((ann.games, ann.wins, bob.games), (4, 2, 3));
    let chomp = &ann.ratings["chomp"];
    assert!(close(chomp.rating, 1_360.612_523_731_724_7), "{ann:?}");
    assert!(close(chomp.rd, 353.992_004_225_710_96), "{ann:?}");
    assert!(close(bob.ratings["chomp"].rating, 1_639.387_476_268_275_3));
    assert!(close(ann.ratings["ichomp"].rating, 1_258.375_575_984_108_3));
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
    assert!(close(ann.rating_history[2].rating, 1_741.624_424_015_891_7));
    assert_eq!(ann.rating_history[0].at, "2025-01-01T10:00:00Z");
    assert_eq!(ann.rating_history[3].variant.as_deref(), Some("chomp"));
    // The server's bot level became a player with a rating of its own.
    let hard = store.record("hard bot".into()).await.unwrap().unwrap();
    assert_eq!((hard.games, hard.wins), (1, 1));
    assert!(close(
        hard.ratings["ichomp"].rating,
        1_741.624_424_015_891_7
    ));
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
}
