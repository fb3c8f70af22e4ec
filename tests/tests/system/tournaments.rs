//! Tournaments on real sockets: an arena of two people and two server
//! bots runs to its end with standings equal to the scores recomputed
//! from its stored games; a round robin of four gives every pair two
//! games, each side moving first once; bad requests are refused with a
//! sentence and change nothing; on two nodes over PostgreSQL a tournament
//! is joined from the other node and taken over when its node stops.

use crate::common;

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::time::Duration;

use common::{board_of, config, present_cells, small_move_rows, start, Client, Scratch};
use serde_json::{json, Value};

mod refusals;
mod two_nodes;

/// Creates a tournament from `spec` (the request without type and id);
/// its `tournament` frame.
async fn create(c: &mut Client, spec: Value) -> Value {
    let mut req = spec;
    req["type"] = json!("tournament_create");
    req["id"] = json!("tc");
    c.send(req).await;
    let t = c.expect("tournament").await;
    assert_eq!(t["re"], "tc");
    t
}

/// Joins tournament `id`; the answer, past the `tournament` frames pushed
/// meanwhile (a paced push may come before it).
async fn join(c: &mut Client, id: u64) -> Value {
    c.send(json!({"type":"tournament_join","id":"tj","tournament":id}))
        .await;
    loop {
        let t = c.expect("tournament").await;
        if t["re"].is_null() {
            continue;
        }
        assert_eq!(t["re"], "tj", "{t}");
        return t;
    }
}

/// Where one of a player's pairings stands: its seat, whose turn at
/// which ply, the board.
struct Seen {
    me: u64,
    to_move: u64,
    ply: u64,
    rows: Vec<String>,
    /// Chomp ends when only the poisoned corner is left.
    chomp: bool,
}

/// Plays every pairing the server gives `c` in tournament `id` (each
/// arrives as a `game` frame saying `tournament`), with small moves, until
/// a `tournament` frame says it finished; that frame.
async fn play_tournament(mut c: Client, id: u64) -> Value {
    let mut games: HashMap<u64, Seen> = HashMap::new();
    let mut sent: HashMap<u64, u64> = HashMap::new();
    loop {
        let v = c.recv().await;
        let game = v["game"].as_u64().unwrap_or(0);
        match v["type"].as_str().unwrap_or_default() {
            "tournament" if v["status"] == "finished" && v["tournament"] == id => return v,
            "game" if v["status"] == "playing" => {
                assert_eq!(v["tournament"], id, "a pairing says its tournament: {v}");
                let seen = Seen {
                    me: v["you"].as_u64().expect("a seat"),
                    to_move: v["to_move"].as_u64().unwrap_or(9),
                    ply: v["ply"].as_u64().unwrap_or(0),
                    rows: board_of(&v),
                    chomp: v["variant"] == "chomp",
                };
                games.insert(game, seen);
            }
            "moved" => {
                if let Some(seen) = games.get_mut(&game) {
                    seen.to_move = v["to_move"].as_u64().unwrap_or(9);
                    seen.ply = v["ply"].as_u64().unwrap_or(0) + 1;
                    seen.rows = board_of(&v);
                }
            }
            "over" => {
                games.remove(&game);
            }
            // A move sent as the game ended (its `over` was on the way).
            "error" if v["code"] == "game_over" || v["code"] == "stale_ply" => {}
            "error" => panic!("{}: {v}", c.name),
            _ => {}
        }
        let Some(seen) = games.get(&game) else {
            continue;
        };
        let mine = seen.to_move == seen.me && sent.get(&game) != Some(&seen.ply);
        let cells = present_cells(&seen.rows);
        let poison_only = seen.chomp && cells == [(0, 0)];
        if mine && !cells.is_empty() && !poison_only {
            sent.insert(game, seen.ply);
            let (row, col) = small_move_rows(&seen.rows);
            c.send(json!({"type":"move","game":game,"ply":seen.ply,"row":row,"col":col}))
                .await;
        }
    }
}

/// A pairing read back from the database: seat names, winner seat.
struct Played {
    seats: [String; 2],
    winner: Option<u8>,
    aborted: bool,
}

/// The pairings of tournament `id`, in game order, from the database file.
fn pairings(db: &Path, id: u64) -> Vec<Played> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT g.seat0_name, g.seat1_name, g.winner, g.reason, g.status
             FROM tournament_pairings p JOIN games g ON g.id = p.game_id
             WHERE p.tournament_id = ?1 ORDER BY g.id",
        )
        .unwrap();
    stmt.query_map([id as i64], |r| {
        let status: String = r.get(4)?;
        assert_eq!(status, "finished", "every pairing finished");
        Ok(Played {
            seats: [r.get(0)?, r.get(1)?],
            winner: r.get::<_, Option<i64>>(2)?.map(|w| w as u8),
            aborted: r.get::<_, Option<String>>(3)?.as_deref() == Some("aborted"),
        })
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

#[tokio::test]
async fn an_arena_runs_to_its_end_with_standings_from_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    // A "minute" of two seconds: the arena of 2 minutes lasts 4 s.
    cfg.tournament_minute = Duration::from_secs(2);
    cfg.bot_delay = Duration::from_millis(20);
    let db = dir.path().join("chomp.db");
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut ann = Client::hello(addr, "ann", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let t = create(
        &mut ann,
        json!({"format":"arena","name":"Friday","variant":"chomp","width":4,"height":3,
            "start":"full","minutes":2,"starts_in":0,"bots":["easy","hard"]}),
    )
    .await;
    let id = t["tournament"].as_u64().unwrap();
    assert_eq!(t["format"], "arena");
    assert!(t["ends_at"].as_str().is_some_and(|e| e.ends_with('Z')));
    join(&mut ann, id).await;
    let joined = join(&mut bob, id).await;
    assert_eq!(joined["standings"].as_array().unwrap().len(), 4);
    let (a, b) = tokio::join!(play_tournament(ann, id), play_tournament(bob, id));
    assert_eq!(a["standings"], b["standings"]);
    let standings = a["standings"].as_array().unwrap().clone();

    // Recompute every score from the stored games, in the order played.
    let played = pairings(&db, id);
    assert!(played.len() >= 2, "games were played: {}", played.len());
    let mut tally: BTreeMap<String, (u64, u64, u64, u64)> = BTreeMap::new();
    for p in played.iter().filter(|p| !p.aborted) {
        let w = usize::from(p.winner.expect("a winner"));
        for (seat, name) in p.seats.iter().enumerate() {
            let t = tally.entry(name.clone()).or_default();
            t.1 += 1;
            if seat == w {
                t.0 += if t.3 >= 2 { 4 } else { 2 };
                t.2 += 1;
                t.3 += 1;
            } else {
                t.3 = 0;
            }
        }
    }
    assert!(tally.contains_key("ann") && tally.contains_key("bob"));
    for line in &standings {
        let name = line["name"].as_str().unwrap();
        let (score, n, won, streak) = tally.get(name).copied().unwrap_or_default();
        assert_eq!(
            (line["score"].as_u64(), line["played"].as_u64()),
            (Some(score), Some(n)),
            "{name}: {line}"
        );
        assert_eq!(
            (line["won"].as_u64(), line["streak"].as_u64()),
            (Some(won), Some(streak))
        );
        assert_eq!(line["bot"], name.ends_with(" bot"));
    }
    server.shutdown().await;
}

#[tokio::test]
async fn a_round_robin_of_four_swaps_the_first_move_for_every_pair() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chomp.db");
    let server = start(config(dir.path())).await;
    let mut ann = Client::hello(server.local_addr(), "ann", None).await;
    let t = create(
        &mut ann,
        json!({"format":"round_robin","name":"Club","variant":"ichomp","width":3,"height":3,
            "start":"random","starts_in":1,"bots":["easy","medium","hard"]}),
    )
    .await;
    let id = t["tournament"].as_u64().unwrap();
    assert_eq!(t["status"], "waiting");
    assert!(
        t.get("ends_at").is_none(),
        "a round robin's end is not known"
    );
    join(&mut ann, id).await;
    let last = play_tournament(ann, id).await;
    for line in last["standings"].as_array().unwrap() {
        assert_eq!(line["played"], 6, "{line}");
    }
    let played = pairings(&db, id);
    assert_eq!(played.len(), 12, "every pair twice");
    let mut firsts: BTreeMap<(String, String), u32> = BTreeMap::new();
    for p in &played {
        *firsts
            .entry((p.seats[0].clone(), p.seats[1].clone()))
            .or_default() += 1;
    }
    for ((first, second), n) in &firsts {
        assert_eq!(*n, 1, "{first} moved first against {second} once");
        assert!(
            firsts.contains_key(&(second.clone(), first.clone())),
            "and {second} against {first}"
        );
    }
    server.shutdown().await;
}

/// The frame answering the request whose `id` was `re`, past pushes.
async fn answered(c: &mut Client, re: impl Into<Value>) -> Value {
    let re = re.into();
    loop {
        let v = c.recv().await;
        if v["re"] == re {
            return v;
        }
    }
}
