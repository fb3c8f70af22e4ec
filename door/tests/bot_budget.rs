//! The real binary under an address-space limit (`ulimit -v`), as on a
//! small host, opening 32 x 32 iChomp games against the hard bot from
//! several names of one address until the server refuses one. Before the
//! think pool, every bot move ran its own search on tokio's 512 blocking
//! threads and 320 such games aborted a server under an 8 GiB limit
//! ("memory allocation of 524288 bytes failed"). Now the searches wait
//! their turn, each within its memory budget, a new big-board bot game is
//! refused with a sentence when the line is full, and the server lives on:
//! it answers a newcomer, plays a bot game on a small board, and the
//! waiting bot games get their moves.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use chomp_testkit::{Client, ServerProcess};
use serde_json::{json, Value};

/// The address space the server may use, in KiB (2 GiB): far below what
/// hundreds of unbounded searches took, well above what the server needs.
const ADDRESS_SPACE_KIB: u64 = 2 << 20;

/// Names from the one address (each may hold 8 unfinished games).
const NAMES: usize = 6;

/// Games each name asks for, all at once.
const GAMES_PER_NAME: usize = 8;

fn spawn_server(db: &Path) -> ServerProcess {
    let mut args: Vec<std::ffi::OsString> = [
        "--listen",
        "127.0.0.1:0",
        "--bot-delay",
        "0",
        "--solver-bits",
        "12",
        "--max-bot-jobs",
        "1",
        "--max-bot-queue",
        "8",
        "--search-memory",
        "16MiB",
        "--db",
    ]
    .iter()
    .map(Into::into)
    .collect();
    args.push(db.into());
    ServerProcess::spawn_limited(
        Path::new(env!("CARGO_BIN_EXE_chomp-server")),
        args,
        ADDRESS_SPACE_KIB,
    )
}

/// Games whose bot has made its first move, as `moved` frames show them.
fn note_bot_move(v: &Value, moved: &mut HashSet<u64>) {
    if v["type"] == "moved" && v["ply"] == 0 {
        moved.extend(v["game"].as_u64());
    }
}

/// Sends `n` creates of big bot games at once (the bot moves first) and
/// returns each one's answer, a `game` or an `error` frame, by request id.
async fn open_big_bot_games(
    c: &mut Client,
    n: usize,
    moved: &mut HashSet<u64>,
) -> HashMap<String, Value> {
    for k in 0..n {
        c.send(
            json!({"type":"create","id":format!("c{k}"),"variant":"ichomp",
            "width":32,"height":32,"opponent":{"kind":"bot","level":"hard"},
            "first":"opponent"}),
        )
        .await;
    }
    let mut answers = HashMap::new();
    while answers.len() < n {
        let v = c.recv().await;
        note_bot_move(&v, moved);
        if let Some(re) = v["re"].as_str().filter(|re| re.starts_with('c')) {
            answers.insert(re.to_owned(), v);
        }
    }
    answers
}

#[tokio::test]
async fn big_bot_games_are_refused_before_the_server_runs_out_of_memory() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = spawn_server(&dir.path().join("chomp.db"));
    let addr = server.addr();
    let mut players = Vec::new();
    let mut refusals = Vec::new();
    let mut opened = Vec::new();
    for i in 0..NAMES {
        let mut c = Client::hello(addr, &format!("flood{i}"), None).await;
        let mut mine = HashSet::new();
        let mut moved = HashSet::new();
        for (_, v) in open_big_bot_games(&mut c, GAMES_PER_NAME, &mut moved).await {
            match v["type"].as_str() {
                Some("game") => {
                    mine.extend(v["game"].as_u64());
                }
                Some("error") => refusals.push(v),
                other => panic!("unexpected answer {other:?}: {v}"),
            }
        }
        opened.extend(mine.iter().copied());
        players.push((c, mine, moved));
    }
    assert!(server.is_running(), "the server died under the limit");
    assert!(!opened.is_empty(), "the first big bot games open");
    let refused = refusals
        .first()
        .unwrap_or_else(|| panic!("none of {} big bot games was refused", opened.len()));
    assert_eq!(refused["code"], "busy", "{refused}");
    let message = refused["message"].as_str().unwrap();
    assert!(
        message.contains("bots are thinking") && message.ends_with('.'),
        "one clear sentence: {message}"
    );
    assert!(refused["retry_after_ms"].as_u64().is_some(), "{refused}");

    // Still alive and answering: a newcomer plays the hard bot on a board
    // it knows by heart, which is never refused for the bots' load.
    let mut newcomer = Client::hello(addr, "newcomer", None).await;
    let g = newcomer
        .create(json!({"variant":"chomp","width":5,"height":4,
            "opponent":{"kind":"bot","level":"hard"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    newcomer.play(id, 0, 3, 4).await;
    loop {
        let m = newcomer.expect("moved").await;
        if m["game"] == id && m["ply"] == 1 {
            break;
        }
    }
    // The waiting big games get their bots' first moves, in turn: moves
    // wait, they are not dropped.
    for (c, mine, moved) in &mut players {
        while !mine.is_subset(moved) {
            let v = c.recv().await;
            note_bot_move(&v, moved);
        }
    }
    assert!(server.is_running());
}
