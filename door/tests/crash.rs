//! Crash test: clients play real games against bots while the real binary is
//! killed with SIGKILL at random moments and restarted on the same database.
//! After each restart every move a client saw acknowledged must be in the
//! database, unfinished games must continue where they stood, and at the end
//! `history` and `stats` must agree with a recount from the games table.
//!
//! `CHOMP_CRASH_KILLS` sets the number of kills (8 by default, so that CI
//! stays within about a minute); `scripts/crash-test.sh` runs many more.

use std::collections::BTreeMap;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::time::Duration;

use chomp_server::store::postgres::scratch;
use chomp_testkit::boards::rows;
use chomp_testkit::{Client, ServerProcess};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Clients playing at once.
const CLIENTS: usize = 8;

/// Starts `chomp-server` on `addr` and waits until it listens.
fn spawn_server(db: &Db, addr: SocketAddr, durability: &str) -> ServerProcess {
    let mut args: Vec<std::ffi::OsString> = vec![
        "--bot-delay".into(),
        "0".into(),
        "--solver-bits".into(),
        "12".into(),
        "--durability".into(),
        durability.into(),
        // The clients play as fast as they can; the rate limit is not under test.
        "--rate".into(),
        "100000".into(),
        "--burst".into(),
        "100000".into(),
        "--addr-rate".into(),
        "1000000".into(),
        "--addr-burst".into(),
        "1000000".into(),
        "--names-per-addr-hour".into(),
        "1000000".into(),
        "--listen".into(),
        addr.to_string().into(),
        "--db".into(),
    ];
    args.push(db.target());
    ServerProcess::spawn(Path::new(env!("CARGO_BIN_EXE_chomp-server")), args)
}

/// What one client knows, carried across crashes.
#[derive(Default)]
struct Seen {
    name: String,
    token: Option<String>,
    /// The game it is in the middle of, if any.
    current: Option<u64>,
    /// Every `moved` it received: (game, ply) -> (seat, row, col).
    acked: BTreeMap<(u64, u64), (u64, u64, u64)>,
    /// Finished games and their winners.
    finished: BTreeMap<u64, u64>,
    /// Games found still running after a restart and continued.
    resumed: usize,
}

async fn send(ws: &mut Client, v: Value) -> Option<()> {
    ws.try_send(v).await
}

/// The next JSON frame, or `None` once the server is gone.
async fn recv(ws: &mut Client, who: &str) -> Option<Value> {
    let v = ws.try_recv().await?;
    assert_ne!(v["type"], "error", "{who}: {v}");
    Some(v)
}

async fn recv_type(ws: &mut Client, who: &str, ty: &str) -> Option<Value> {
    loop {
        let v = recv(ws, who).await?;
        if v["type"] == ty {
            return Some(v);
        }
    }
}

/// Plays games until the connection breaks (the server was killed).
async fn play_until_cut(addr: SocketAddr, mut seen: Seen, seed: u64) -> Seen {
    let _ = play(addr, &mut seen, seed).await;
    seen
}

async fn play(addr: SocketAddr, seen: &mut Seen, seed: u64) -> Option<()> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut ws = Client::try_raw(addr).await?;
    let who = seen.name.clone();
    let mut hello = json!({"type":"hello","protocol":1,"name":who});
    if let Some(t) = &seen.token {
        hello["token"] = json!(t);
    }
    send(&mut ws, hello).await?;
    let w = recv_type(&mut ws, &who, "welcome").await?;
    seen.token = Some(w["token"].as_str().unwrap().to_string());
    loop {
        let state = match seen.current {
            Some(id) => {
                send(&mut ws, json!({"type":"watch","game":id})).await?;
                let state = recv_type(&mut ws, &who, "game").await?;
                check_resumed(seen, &state);
                seen.resumed += usize::from(state["status"] == "playing");
                state
            }
            None => {
                send(
                    &mut ws,
                    json!({"type":"create","variant":"chomp","width":6,"height":5,
                        "opponent":{"kind":"bot","level":"easy"},"first":"random"}),
                )
                .await?;
                recv_type(&mut ws, &who, "game").await?
            }
        };
        let id = state["game"].as_u64().unwrap();
        seen.current = Some(id);
        if state["status"] == "finished" {
            seen.finished.insert(id, state["winner"].as_u64().unwrap());
            seen.current = None;
            continue;
        }
        let me = state["players"]
            .as_array()
            .unwrap()
            .iter()
            .position(|p| p["name"] == who.as_str())
            .unwrap() as u64;
        let mut board = rows(&state["board"]);
        let mut ply = state["ply"].as_u64().unwrap();
        let mut to_move = state["to_move"].as_u64().unwrap();
        let mut sent_for = None;
        loop {
            if to_move == me && sent_for != Some(ply) {
                if let Some((row, col)) = random_move(&board, &mut rng) {
                    send(
                        &mut ws,
                        json!({"type":"move","game":id,"ply":ply,"row":row,"col":col}),
                    )
                    .await?;
                    sent_for = Some(ply);
                }
            }
            let v = recv(&mut ws, &who).await?;
            if v["game"] != id {
                continue;
            }
            match v["type"].as_str().unwrap() {
                "moved" => {
                    let p = v["ply"].as_u64().unwrap();
                    assert_eq!(p, ply, "{who}: moves arrive in order");
                    let m = (
                        v["seat"].as_u64().unwrap(),
                        v["row"].as_u64().unwrap(),
                        v["col"].as_u64().unwrap(),
                    );
                    seen.acked.insert((id, p), m);
                    board = rows(&v["board"]);
                    ply += 1;
                    to_move = v["to_move"].as_u64().unwrap();
                }
                "over" => {
                    seen.finished.insert(id, v["winner"].as_u64().unwrap());
                    seen.current = None;
                    break;
                }
                _ => {}
            }
        }
    }
}

/// After the last restart: learns how the game a client was cut from stands
/// (its last move may have been stored just before the kill).
async fn settle(addr: SocketAddr, seen: &mut Seen) {
    let Some(id) = seen.current else { return };
    let mut ws = Client::raw(addr).await;
    let who = seen.name.clone();
    send(
        &mut ws,
        json!({"type":"hello","protocol":1,"name":who,"token":seen.token}),
    )
    .await
    .unwrap();
    recv_type(&mut ws, &who, "welcome").await.unwrap();
    send(&mut ws, json!({"type":"watch","game":id}))
        .await
        .unwrap();
    let state = recv_type(&mut ws, &who, "game").await.unwrap();
    check_resumed(seen, &state);
    if state["status"] == "finished" {
        seen.finished.insert(id, state["winner"].as_u64().unwrap());
        seen.current = None;
    }
}

/// A game found again after a restart holds every move acknowledged before.
fn check_resumed(seen: &Seen, state: &Value) {
    let id = state["game"].as_u64().unwrap();
    let moves = state["moves"].as_array().unwrap();
    for (&(g, ply), &(seat, row, col)) in seen.acked.range((id, 0)..(id + 1, 0)) {
        assert_eq!(g, id);
        let m = moves
            .get(ply as usize)
            .unwrap_or_else(|| panic!("{}: acknowledged ply {ply} of game {id} lost", seen.name));
        assert_eq!(
            (&m["seat"], &m["row"], &m["col"]),
            (&json!(seat), &json!(row), &json!(col)),
            "{}: game {id} ply {ply} differs after the restart",
            seen.name
        );
    }
}

/// A random present cell other than the poisoned corner, if any is left.
fn random_move(board: &[String], rng: &mut StdRng) -> Option<(usize, usize)> {
    let cells: Vec<(usize, usize)> = board
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.chars()
                .enumerate()
                .filter(move |&(c, ch)| ch == '#' && (r, c) != (0, 0))
                .map(move |(c, _)| (r, c))
        })
        .collect();
    (!cells.is_empty()).then(|| cells[rng.random_range(0..cells.len())])
}

/// Every acknowledged move and every result a client saw is in the database.
async fn check_database(db: &Db, all: &[Seen]) {
    for seen in all {
        for (&(game, ply), &(seat, row, col)) in &seen.acked {
            let stored = db.stored_move(game, ply).await;
            let stored =
                stored.unwrap_or_else(|| panic!("game {game} ply {ply} acknowledged, not stored"));
            assert_eq!(stored, (seat, row, col), "game {game} ply {ply}");
        }
        for (&game, &winner) in &seen.finished {
            let (status, w) = db.result(game).await;
            assert_eq!((status.as_str(), w), ("finished", winner), "game {game}");
        }
    }
}

/// `history` and `stats` over the wire agree with the clients and with a
/// recount from the games table.
async fn check_history_and_stats(addr: SocketAddr, db: &Db, all: &[Seen]) {
    for seen in all {
        let mut ws = Client::raw(addr).await;
        let who = &seen.name;
        send(
            &mut ws,
            json!({"type":"hello","protocol":1,"name":who,"token":seen.token}),
        )
        .await
        .unwrap();
        recv_type(&mut ws, who, "welcome").await.unwrap();
        send(&mut ws, json!({"type":"history","player":who,"limit":100}))
            .await
            .unwrap();
        let hist = recv_type(&mut ws, who, "history").await.unwrap();
        let games = hist["games"].as_array().unwrap();
        assert_eq!(games.len(), seen.finished.len().min(100), "{who}");
        for g in games {
            let id = g["game"].as_u64().unwrap();
            assert_eq!(Some(&g["winner"].as_u64().unwrap()), seen.finished.get(&id));
            check_resumed(seen, g);
        }

        send(&mut ws, json!({"type":"stats","player":who}))
            .await
            .unwrap();
        let stats = recv_type(&mut ws, who, "stats").await.unwrap();
        let (played, wins) = db.record(who).await;
        assert_eq!(played, seen.finished.len() as u64, "{who}");
        assert_eq!(
            (&stats["games"], &stats["wins"], &stats["losses"]),
            (&json!(played), &json!(wins), &json!(played - wins)),
            "{who}: {stats}"
        );
    }

    let mut ws = Client::raw(addr).await;
    send(
        &mut ws,
        json!({"type":"hello","protocol":1,"name":"auditor"}),
    )
    .await
    .unwrap();
    recv_type(&mut ws, "auditor", "welcome").await.unwrap();
    send(&mut ws, json!({"type":"stats"})).await.unwrap();
    let totals = recv_type(&mut ws, "auditor", "stats").await.unwrap();
    let (games, bot_wins) = db.totals().await;
    let seen_games: usize = all.iter().map(|s| s.finished.len()).sum();
    assert_eq!(games, seen_games as u64, "every finished game was seen");
    assert_eq!(totals["games"], json!(games), "{totals}");
    assert_eq!(totals["bot_wins"], json!(bot_wins), "{totals}");
    assert_eq!(
        totals["human_wins_vs_bots"],
        json!(games - bot_wins),
        "{totals}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_moments_loses_no_acknowledged_move() {
    crash_run("full").await;
}

/// `--durability normal` does not wait for the disk, but a killed server
/// loses nothing either: the operating system still holds every commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_with_normal_durability_loses_no_acknowledged_move() {
    crash_run("normal").await;
}

/// The same kills on PostgreSQL: the restarted node takes the games over
/// from the database (by their advisory locks, as in a cluster).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_on_postgres_loses_no_acknowledged_move() {
    let Some(admin) = scratch::admin_url() else {
        return;
    };
    let url = scratch::fresh_database(&admin).await;
    crash_run_on(Db::Postgres(url.clone()), "full").await;
    scratch::drop_database(&admin, &url).await;
}

async fn crash_run(durability: &str) {
    let dir = tempfile::tempdir().unwrap();
    crash_run_on(Db::Sqlite(dir.path().join("chomp.db")), durability).await;
}

async fn crash_run_on(db: Db, durability: &str) {
    let kills: usize = std::env::var("CHOMP_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(8);
    let seed: u64 = std::env::var("CHOMP_CRASH_SEED")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(5);
    let mut rng = StdRng::seed_from_u64(seed);
    // One fixed port, so restarted servers are found at the same address.
    let addr = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();

    let mut all: Vec<Seen> = (0..CLIENTS)
        .map(|i| Seen {
            name: format!("crash{i}"),
            ..Seen::default()
        })
        .collect();
    for round in 0..kills {
        let mut server = spawn_server(&db, addr, durability);
        check_database(&db, &all).await;
        let tasks: Vec<_> = all
            .drain(..)
            .enumerate()
            .map(|(i, seen)| tokio::spawn(play_until_cut(addr, seen, (round * CLIENTS + i) as u64)))
            .collect();
        tokio::time::sleep(Duration::from_millis(rng.random_range(100..900))).await;
        server.kill();
        for t in tasks {
            all.push(t.await.unwrap());
        }
    }
    let mut server = spawn_server(&db, addr, durability);
    check_database(&db, &all).await;
    for seen in &mut all {
        settle(addr, seen).await;
    }
    check_history_and_stats(addr, &db, &all).await;
    let acked: usize = all.iter().map(|s| s.acked.len()).sum();
    let resumed: usize = all.iter().map(|s| s.resumed).sum();
    eprintln!("{} {durability}: {kills} kills survived: {acked} acknowledged moves kept, {resumed} games resumed", db.kind());
    assert!(acked > 0);
    assert!(kills == 0 || resumed > 0, "no game was cut mid-play");
    server.kill();
}

/// The database under test, read directly to check what the server says.
enum Db {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Db {
    fn target(&self) -> std::ffi::OsString {
        match self {
            Db::Sqlite(path) => path.into(),
            Db::Postgres(url) => url.into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    async fn pg(url: &str) -> tokio_postgres::Client {
        let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .expect("the test PostgreSQL answers");
        tokio::spawn(conn);
        client
    }

    /// (seat, row, col) of a stored move.
    async fn stored_move(&self, game: u64, ply: u64) -> Option<(u64, u64, u64)> {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT seat, row, col FROM moves WHERE game_id=?1 AND ply=?2",
                    [game, ply],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
                )
                .ok(),
            Db::Postgres(url) => Self::pg(url)
                .await
                .query_opt(
                    "SELECT seat::int8, row::int8, col::int8 FROM moves WHERE game_id=$1 AND ply=$2",
                    &[&(game as i64), &(ply as i32)],
                )
                .await
                .unwrap()
                .map(|r| {
                    let get = |i: usize| r.get::<_, i64>(i) as u64;
                    (get(0), get(1), get(2))
                }),
        }
    }

    /// (status, winner) of a game.
    async fn result(&self, game: u64) -> (String, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT status, winner FROM games WHERE id=?1",
                    [game],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT status, winner::int8 FROM games WHERE id=$1",
                        &[&(game as i64)],
                    )
                    .await
                    .unwrap();
                (r.get(0), r.get::<_, Option<i64>>(1).unwrap_or(-1) as u64)
            }
        }
    }

    /// (games finished, games won) of a player, recounted from the games.
    async fn record(&self, who: &str) -> (u64, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT COUNT(*), COALESCE(SUM((seat0_name=?1 AND winner=0) OR (seat1_name=?1 AND winner=1)), 0)
                     FROM games WHERE status='finished' AND (seat0_name=?1 OR seat1_name=?1)",
                    [who],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT COUNT(*), COUNT(*) FILTER (WHERE (seat0_name=$1 AND winner=0) OR (seat1_name=$1 AND winner=1))
                         FROM games WHERE status='finished' AND (seat0_name=$1 OR seat1_name=$1)",
                        &[&who],
                    )
                    .await
                    .unwrap();
                (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u64)
            }
        }
    }

    /// (games finished, games bots won), recounted from the games.
    async fn totals(&self) -> (u64, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT COUNT(*), COALESCE(SUM((seat0_level IS NOT NULL AND winner=0)
                         OR (seat1_level IS NOT NULL AND winner=1)), 0)
                     FROM games WHERE status='finished'",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT COUNT(*), COUNT(*) FILTER (WHERE (seat0_level IS NOT NULL AND winner=0)
                             OR (seat1_level IS NOT NULL AND winner=1))
                         FROM games WHERE status='finished'",
                        &[],
                    )
                    .await
                    .unwrap();
                (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u64)
            }
        }
    }
}
