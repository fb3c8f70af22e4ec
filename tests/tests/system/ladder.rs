//! The bot ladder on real sockets: two hosted bots, run by the code of
//! `chomp bot --ladder` (`bot_host::run` with `TournamentPlan::Ladder`),
//! play each other and the server's bots; their ladder ratings move and
//! are listed in the ladder's standings and in `/api/ladder`; a person who
//! joins gets one sentence; after a restart the one ladder is there again
//! with the same ratings. On SQLite, and on PostgreSQL where a test
//! database is set (`CHOMP_TEST_POSTGRES`).

use crate::common;

use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use chomp_client::bot_host::{self, BotHostConfig, Score, TournamentPlan};
use chomp_client::config::TokenStore;
use chomp_client::i18n::Lang;
use chomp_client::tls::Connector;
use chomp_engine::Variant;
use chomp_protocol::Level;
use chomp_server::Config;
use common::{config, http_get, start, Client};
use serde_json::{json, Value};

/// How long the two hosts may take for their games.
const PATIENCE: Duration = Duration::from_secs(120);

/// The ladder's id, from the `tournaments` list (exactly one ladder).
async fn ladder_id(c: &mut Client) -> u64 {
    c.send(json!({"type":"tournaments","id":"tl"})).await;
    let list = loop {
        let v = c.expect("tournaments").await;
        if v["re"] == "tl" {
            break v;
        }
    };
    let ladders: Vec<&Value> = list["list"]
        .as_array()
        .expect("a list")
        .iter()
        .filter(|t| t["format"] == "ladder")
        .collect();
    assert_eq!(ladders.len(), 1, "one ladder: {list}");
    assert_eq!(ladders[0]["status"], "running");
    assert!(ladders[0]["ends_at"].is_null(), "it never ends");
    ladders[0]["tournament"].as_u64().expect("an id")
}

/// The answer to a `tournament_watch` of the ladder, past paced pushes.
async fn watch(c: &mut Client, id: u64) -> Value {
    c.send(json!({"type":"tournament_watch","id":"tw","tournament":id}))
        .await;
    loop {
        let t = c.expect("tournament").await;
        if t["re"] == "tw" {
            return t;
        }
    }
}

/// `/api/ladder`'s bots, by name.
async fn api_ladder(addr: SocketAddr) -> HashMap<String, Value> {
    let (status, text) = http_get(addr, "/api/ladder").await;
    assert_eq!(status, 200, "{text}");
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let v: Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"));
    v["bots"]
        .as_array()
        .expect("bots")
        .iter()
        .map(|b| {
            (
                b["name"].as_str().unwrap_or_default().to_string(),
                b.clone(),
            )
        })
        .collect()
}

/// A `chomp bot --ladder` host named `name` that stops after `games`;
/// its score.
fn host(url: &str, dir: &Path, name: &str, games: u64) -> impl Future<Output = Score> {
    let config = BotHostConfig {
        urls: vec![url.to_string()],
        token_keys: vec![url.to_string()],
        name: name.into(),
        level: Level::Easy,
        variant: Variant::Chomp,
        width: 4,
        height: 3,
        games: 1,
        stop_after: Some(games),
        tables: None,
        lang: Lang::En,
        tournaments: TournamentPlan::Ladder,
    };
    let tokens = TokenStore::at(dir.join(format!("{name}-tokens.json")));
    let run = tokio::spawn(bot_host::run(config, Connector::new(None).unwrap(), tokens));
    async move {
        let score = tokio::time::timeout(PATIENCE, run).await;
        score
            .expect("the host plays its games in time")
            .expect("the host task")
            .expect("the host plays")
    }
}

async fn the_ladder_rates_hosted_bots_and_survives_a_restart(mut cfg: Config) {
    let dir = tempfile::tempdir().unwrap();
    // Long enough for the second host to come: the two meet first.
    cfg.ladder_wait = Duration::from_secs(3);
    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let url = format!("ws://{addr}/");

    // A person may watch the ladder, not play on it.
    let mut ann = Client::hello(addr, "ann", None).await;
    let id = ladder_id(&mut ann).await;
    let first = watch(&mut ann, id).await;
    assert_eq!(first["format"], "ladder");
    let names: Vec<&str> = first["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["name"].as_str())
        .collect();
    assert_eq!(names.len(), 3, "the server's three bots: {first}");
    ann.send(json!({"type":"tournament_join","id":"pj","tournament":id}))
        .await;
    let refused = ann.expect_error("bad_request").await;
    let sentence = refused["message"].as_str().unwrap();
    assert!(sentence.contains("Only bots"), "{sentence}");
    assert_eq!(
        sentence.matches(". ").count(),
        0,
        "one sentence: {sentence}"
    );

    let (a, b) = (
        host(&url, dir.path(), "robo1", 3),
        host(&url, dir.path(), "robo2", 3),
    );
    let (a, b) = tokio::join!(a, b);
    assert_eq!((a.won + a.lost, b.won + b.lost), (3, 3));

    // Their ladder ratings moved, in the standings and in the API.
    let t = watch(&mut ann, id).await;
    let lines: HashMap<&str, &Value> = t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["name"].as_str().unwrap(), l))
        .collect();
    for name in ["robo1", "robo2"] {
        let l = lines
            .get(name)
            .unwrap_or_else(|| panic!("{name} listed: {t}"));
        assert_eq!(l["bot"], true);
        assert!(l["played"].as_u64().unwrap() >= 3, "{l}");
        assert!(l["rd"].as_f64().unwrap() < 500.0, "rated: {l}");
        assert!(l["rating"].as_f64().unwrap() != 1500.0, "{l}");
    }
    let ratings: Vec<f64> = t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["rating"].as_f64().expect("every line rated"))
        .collect();
    assert!(
        ratings.windows(2).all(|w| w[0] >= w[1]),
        "best first: {ratings:?}"
    );
    let before = api_ladder(addr).await;
    let games = |name: &str| before[name]["games"].as_u64().unwrap_or(0);
    let hosted = games("robo1") + games("robo2");
    let house: u64 = before
        .values()
        .filter(|b| b["server"] == true)
        .map(|b| b["games"].as_u64().unwrap_or(0))
        .sum();
    // Every game has two seats: hosted-against-hosted games are the
    // hosted seats not taken up by the server's bots, counted twice.
    assert!(house >= 1, "they played the server's bots: {before:?}");
    assert!(hosted > house, "they played each other: {before:?}");
    assert_eq!(before["robo1"]["bot"], true);

    // A restart: the same one ladder, the same ratings.
    let token = ann.token.clone();
    drop(ann);
    server.shutdown().await;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut ann = Client::hello(addr, "ann", Some(&token)).await;
    assert_eq!(ladder_id(&mut ann).await, id);
    let after = api_ladder(addr).await;
    for name in ["robo1", "robo2"] {
        let (b, a) = (&before[name], &after[name]);
        // A pairing made as a host stopped may end later, and count.
        let (was, is) = (b["games"].as_u64().unwrap(), a["games"].as_u64().unwrap());
        assert!(is >= was, "{name}: {a} after {b}");
        if is == was {
            assert_eq!(a["rating"], b["rating"], "{name}");
        }
    }
    let t = watch(&mut ann, id).await;
    assert!(
        t["standings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["name"] == "robo1"),
        "still an entrant: {t}"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hosted_bots_play_the_ladder_and_it_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    the_ladder_rates_hosted_bots_and_survives_a_restart(config(dir.path())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hosted_bots_play_the_ladder_and_it_survives_a_restart_on_postgres() {
    common::on_postgres(the_ladder_rates_hosted_bots_and_survives_a_restart).await;
}
