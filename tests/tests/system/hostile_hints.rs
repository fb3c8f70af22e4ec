//! Hints abuse over real sockets: connections looping create, `hints`,
//! resign once queued searches by the thousand, for games already over, and
//! a real player's hints then waited minutes. Here the loop runs while a
//! real player asks: its answer must come (the searches of resigned games
//! are dropped unsearched, each abuser has at most one search), and every
//! abusive request still gets exactly one answer.

use crate::common;

use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use common::{config, http_get, start, Client};
use serde_json::{json, Value};

/// Abusive connections, each with its own name (as in the report).
const ABUSERS: usize = 8;

/// The abusers' board, as in the report, from a random start: four unequal
/// quadrants beyond the solver's tables, so each search is real work up to
/// the engine's hints deadline (600 ms). (A full board's four equal
/// quadrants are answered at once, and would queue nothing.)
const ABUSE_BOARD: u32 = 32;

/// How long the abuse runs before the real player asks.
const HEAD_START: Duration = Duration::from_secs(2);

/// Generous: with the fix the answer comes within about one search; the
/// old code left it behind hundreds of searches (minutes).
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// The next frame answering one of `ids` (other frames are skipped).
async fn answer_to(c: &mut Client, ids: &HashSet<String>) -> Value {
    loop {
        let v = c.recv().await;
        if v["re"].as_str().is_some_and(|re| ids.contains(re)) {
            return v;
        }
    }
}

/// Counts `v` if it answers a pending hints request, keeping the code of
/// a refusal.
fn note(v: &Value, pending: &mut HashSet<String>, refusals: &mut Vec<String>) {
    let re = v["re"].as_str().unwrap_or_default();
    if pending.remove(re) && v["type"] == "error" {
        refusals.push(v["code"].as_str().unwrap_or_default().to_string());
    }
}

/// Loops create, hints, resign until `stop`; then waits for the answer of
/// every hints request sent. Gives (hints requests, codes of refusals).
async fn abuse(addr: SocketAddr, name: String, stop: Arc<AtomicBool>) -> (usize, Vec<String>) {
    let mut c = Client::hello(addr, &name, None).await;
    let mut pending: HashSet<String> = HashSet::new();
    let mut refusals = Vec::new();
    let mut rounds = 0;
    while !stop.load(Ordering::Relaxed) {
        let (create, hints, resign) = (
            format!("c{rounds}"),
            format!("h{rounds}"),
            format!("r{rounds}"),
        );
        c.send(json!({"type":"create","id":create,"variant":"ichomp",
            "width":ABUSE_BOARD,"height":ABUSE_BOARD,"start":"random",
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
            .await;
        let g = loop {
            let v = c.recv().await;
            if v["re"] == create.as_str() {
                break v;
            }
            note(&v, &mut pending, &mut refusals);
        };
        assert_eq!(g["type"], "game", "{name}: {g}");
        let id = g["game"].as_u64().expect("a game id");
        c.send(json!({"type":"hints","game":id,"id":hints})).await;
        c.send(json!({"type":"resign","game":id,"id":resign})).await;
        pending.insert(hints);
        loop {
            let v = c.recv().await;
            if v["re"] == resign.as_str() {
                assert_ne!(v["type"], "error", "{name}: {v}");
                break;
            }
            note(&v, &mut pending, &mut refusals);
        }
        rounds += 1;
    }
    // Every hints request is answered, none silently lost.
    while !pending.is_empty() {
        let v = answer_to(&mut c, &pending).await;
        note(&v, &mut pending, &mut refusals);
    }
    c.close().await;
    (rounds, refusals)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_hints_are_answered_while_others_abuse_them() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let stop = Arc::new(AtomicBool::new(false));
    let abusers: Vec<_> = (0..ABUSERS)
        .map(|i| tokio::spawn(abuse(addr, format!("abuser{i}"), stop.clone())))
        .collect();

    let mut ann = Client::hello(addr, "ann", None).await;
    let g = ann
        .create(json!({"variant":"chomp","width":6,"height":5,
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    tokio::time::sleep(HEAD_START).await;
    ann.send(json!({"type":"hints","game":id,"id":"mine"}))
        .await;
    let ids = HashSet::from(["mine".to_string()]);
    let asked = std::time::Instant::now();
    let answer = tokio::time::timeout(ANSWER_WITHIN, answer_to(&mut ann, &ids))
        .await
        .expect("the real player's hints are answered while the abuse goes on");
    // The figure (within 2 s under this abuse) is read from this
    // line (docs/LOAD.md); the bound above only keeps a slow CI green.
    println!(
        "the player's hints came {} ms after asking, with {ABUSERS} abusers",
        asked.elapsed().as_millis()
    );
    assert_eq!(answer["type"], "hints", "{answer}");
    assert_eq!(answer["game"], id);

    stop.store(true, Ordering::Relaxed);
    let mut rounds = 0;
    let mut codes = HashSet::new();
    for a in abusers {
        let (n, refusals) = a.await.expect("an abuser's checks hold");
        rounds += n;
        codes.extend(refusals);
    }
    assert!(rounds >= ABUSERS, "the abusers looped ({rounds} rounds)");
    // Searches of resigned games are answered without being searched.
    let expected = ["game_over", "stale_ply", "busy", "superseded"];
    assert!(
        codes.iter().all(|c| expected.contains(&c.as_str())),
        "{codes:?}"
    );
    assert!(codes.contains("game_over"), "{codes:?}");
    // Every request is answered, so nothing waits or runs any more.
    let (_, metrics) = http_get(addr, "/metrics").await;
    for idle in [
        "chomp_hint_jobs{state=\"queued\"} 0",
        "chomp_hint_jobs{state=\"running\"} 0",
    ] {
        assert!(metrics.contains(idle), "missing {idle} in\n{metrics}");
    }
    ann.assert_usable().await;
    server.shutdown().await;
}
