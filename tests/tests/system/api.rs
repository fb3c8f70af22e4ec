//! The read-only HTTP API on the public port: a rated game between two new
//! players shows their Glicko-2 ratings, the game with each move's
//! analysis mark (the engine's own), its text record that the engine reads
//! back; unknown names and games answer 404, bad requests 400, `--no-api`
//! turns it off, and a flood from one address is refused with 429 while a
//! game of other addresses goes on. On SQLite, on PostgreSQL, and across
//! two nodes of a cluster.

use crate::common;

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;
use std::time::Duration;

use chomp_engine::{analyse, Budget, GameRecord, Mark, Move, Position, Tables, Variant};
use chomp_protocol::{FirstMover, GameStatus, MoveRecord, OverReason};
use chomp_server::model::{FinishedGame, NewGame, Seat};
use chomp_server::store::{AnalysisStore, GameStore, SqliteStore};
use chomp_server::Config;
use common::*;
use serde_json::{json, Value};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

mod limits;
mod other_writers;

/// `GET path` from `local`: the status and the body.
async fn get_from(local: IpAddr, addr: SocketAddr, path: &str) -> (u16, String) {
    let (status, text) = http_get_from(local, addr, path).await;
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    get_from(IpAddr::from([127, 0, 0, 1]), addr, path).await
}

/// `GET path` answered 200 with JSON.
async fn get_json(addr: SocketAddr, path: &str) -> Value {
    let (status, body) = get(addr, path).await;
    assert_eq!(status, 200, "{path}: {body}");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}"))
}

/// The one-sentence error of a refused request.
async fn refused(addr: SocketAddr, path: &str, want: u16) -> String {
    let (status, body) = get(addr, path).await;
    assert_eq!(status, want, "{path}: {body}");
    let v: Value = serde_json::from_str(&body).expect("a JSON error");
    let sentence = v["error"].as_str().expect("an error sentence").to_string();
    assert!(
        sentence.ends_with('.') && !sentence.contains('\n'),
        "{sentence}"
    );
    sentence
}

/// Polls the game until its analysis is stored (it is made after the game,
/// off the move path, so there is no frame to wait for).
async fn analysed(addr: SocketAddr, id: u64) -> Value {
    let path = format!("/api/games/{id}");
    tokio::time::timeout(WAIT, async {
        loop {
            let g = get_json(addr, &path).await;
            if g["analysed"] == true {
                return g;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the game is analysed in time")
}

/// Two new players (`bob` moves first) play a rated 5 x 4 Chomp game on
/// `addr` to its end; the game's id and its moves.
async fn rated_game(addr: SocketAddr, first: &str, second: &str) -> (u64, Vec<Move>) {
    let mut a = Client::hello(addr, second, None).await;
    let mut b = Client::hello(addr, first, None).await;
    let g = a
        .create(json!({"variant":"chomp","width":5,"height":4,"opponent":{"kind":"human"},"first":"opponent"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    let gb = b.expect_game(id).await;
    a.expect_game(id).await;
    assert_eq!(gb["you"], 0, "the joiner moves first");
    assert_eq!(gb["rated"], true, "{gb}");
    let mut board = board_of(&gb);
    let mut moves = Vec::new();
    let mut ply = 0u64;
    loop {
        let mover = if ply & 1 == 0 { &mut b } else { &mut a };
        let (r, c) = small_move_rows(&board);
        let m = mover.play(id, ply, r, c).await;
        moves.push(Move::new(r as u32, c as u32));
        board = board_of(&m);
        ply += 1;
        if over(&board) {
            break;
        }
    }
    (id, moves)
}

/// Whether a Chomp board is played out: nothing left, or only the poison
/// (which the server does not make anyone eat).
fn over(board: &[String]) -> bool {
    let cells = present_cells(board);
    cells.is_empty() || cells == [(0, 0)]
}

fn new_player() -> Glicko2Rating {
    Glicko2Rating {
        rating: 1500.0,
        deviation: 500.0,
        volatility: 0.09,
    }
}

/// The whole scenario on one configuration (SQLite or PostgreSQL).
async fn a_rated_game_reads_back_through_the_api(config: Config) {
    let server = start(config).await;
    let addr = server.local_addr();
    let (id, moves) = rated_game(addr, "zoë", "ann").await;
    // The last move left only the poison: its player won.
    let winner = if moves.len() % 2 == 1 { "zoë" } else { "ann" };

    // Ratings: exactly Glicko-2 with lichess's parameters, one game.
    let config = Glicko2Config {
        tau: 0.75,
        ..Glicko2Config::new()
    };
    let (w, l) = glicko2(&new_player(), &new_player(), &Outcomes::WIN, &config);
    // The name is percent-encoded UTF-8 in the path.
    for (path, name) in [
        ("/api/players/zo%C3%AB", "zoë"),
        ("/api/players/ann", "ann"),
    ] {
        let p = get_json(addr, path).await;
        assert_eq!(p["name"], name);
        assert_eq!(p["bot"], false);
        let want = if name == winner { w } else { l };
        let chomp = &p["ratings"]["chomp"];
        assert!(
            (chomp["rating"].as_f64().unwrap() - want.rating).abs() < 1e-6,
            "{p}"
        );
        assert!(
            (chomp["rd"].as_f64().unwrap() - want.deviation).abs() < 1e-6,
            "{p}"
        );
        assert_eq!(chomp["provisional"], true);
        assert_eq!(chomp["games"], 1);
        assert_eq!(p["ratings"]["ichomp"]["games"], 0);
        assert_eq!(p["ratings"]["ichomp"]["rating"], 1500.0);
        let won = u64::from(name == winner);
        assert_eq!(
            (p["wins"].as_u64(), p["losses"].as_u64()),
            (Some(won), Some(1 - won))
        );
    }

    // The game, each move marked as the engine marks it.
    let g = analysed(addr, id).await;
    assert_eq!(g["id"], id);
    assert_eq!(g["variant"], "chomp");
    assert_eq!(g["players"][0]["name"], "zoë");
    let tables = Tables::new(chomp_engine::SolverConfig {
        ptable_bits: 12,
        ..Default::default()
    })
    .unwrap();
    let start_pos = Position::full(Variant::Chomp, 5, 4).unwrap();
    let own = analyse(&tables, &start_pos, &moves, Budget::of(&tables)).unwrap();
    let api_moves = g["moves"].as_array().unwrap();
    assert_eq!(api_moves.len(), moves.len());
    for (i, (m, mv)) in api_moves.iter().zip(&moves).enumerate() {
        assert_eq!(
            (m["row"].as_u64(), m["col"].as_u64()),
            (Some(mv.row.into()), Some(mv.col.into()))
        );
        assert_eq!(m["ply"], i);
        let mark: Mark = serde_json::from_value(m.clone()).unwrap();
        assert_ne!(mark, Mark::Unknown, "a 5 x 4 board is in the tables");
        assert_eq!(mark, own.marks[i], "move {i}");
    }
    assert_eq!(g["accuracy"]["first"]["kept"], own.first.kept);
    assert_eq!(g["accuracy"]["second"]["in_winning"], own.second.in_winning);

    // The `history` frame carries the same analysis, for the client's replay.
    let mut reader = Client::hello(addr, "reader", None).await;
    reader
        .send(json!({"type":"history","player":"ann","id":"h"}))
        .await;
    let h = reader.expect("history").await;
    let marks: Vec<Mark> =
        serde_json::from_value(h["games"][0]["analysis"]["marks"].clone()).unwrap();
    assert_eq!(marks, own.marks);
    reader
        .send(json!({"type":"stats","player":"zoë","id":"s"}))
        .await;
    let st = reader.expect("stats").await;
    let points = st["accuracy_history"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(points.len(), usize::from(own.first.in_winning > 0), "{st}");

    // The text record reads back with the engine's parser.
    let (status, text) = get(addr, &format!("/api/games/{id}?format=text")).await;
    assert_eq!(status, 200, "{text}");
    let record = GameRecord::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(record.plain_moves(), moves);
    assert_eq!(
        (record.first.as_str(), record.second.as_str()),
        ("zoë", "ann")
    );
    assert!(record.rated);
    assert!(!record.service.is_empty());
    assert!(record.extra_tags.contains(&("Game".into(), id.to_string())));
    let marks: Vec<Option<Mark>> = record.moves.iter().map(|m| m.mark).collect();
    assert_eq!(
        marks,
        own.marks.iter().copied().map(Some).collect::<Vec<_>>()
    );

    // The player's games: one line each, newest first.
    let (status, lines) = get(addr, "/api/players/ann/games?max=10").await;
    assert_eq!(status, 200);
    let games: Vec<Value> = lines
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["game"], id);
    let (_, after) = get(addr, &format!("/api/players/ann/games?before={id}")).await;
    assert!(after.is_empty(), "nothing before the only game: {after}");

    // Two new players are not established: the leaderboard leaves them out.
    let board = get_json(addr, "/api/leaderboard/chomp").await;
    assert_eq!(board["variant"], "chomp");
    assert!(!board["players"].to_string().contains("\"ann\""), "{board}");
    get_json(addr, "/api/leaderboard/ichomp").await;

    // Unknown and bad requests.
    refused(addr, "/api/players/nobody", 404).await;
    refused(addr, "/api/players/nobody/games", 404).await;
    refused(addr, "/api/games/999999", 404).await;
    refused(addr, "/api/leaderboard/go", 404).await;
    refused(addr, "/api/games/seven", 400).await;
    refused(addr, "/api/players/ann/games?max=301", 400).await;
    refused(addr, "/api/players/%zz", 400).await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_rated_game_reads_back_through_the_api_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    a_rated_game_reads_back_through_the_api(config(dir.path())).await;
}

#[tokio::test]
async fn a_rated_game_reads_back_through_the_api_on_postgres() {
    on_postgres(a_rated_game_reads_back_through_the_api).await;
}
