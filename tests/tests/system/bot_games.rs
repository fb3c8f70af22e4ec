//! Full games against every bot level in both variants, with statistics and
//! history afterwards; and the hard bot never loses a won position.

use crate::common;

use chomp_engine::{Position, Solver, SolverConfig, Variant};
use common::{config, play_vs_bot, small_move_rows, start, Client};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

#[tokio::test]
async fn a_full_game_against_each_level_in_both_variants() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut c = Client::hello(server.local_addr(), "tess", None).await;
    let mut lengths = Vec::new();
    for (variant, w, h) in [("chomp", 4, 3), ("ichomp", 4, 4)] {
        for level in ["easy", "medium", "hard"] {
            let g = c
                .create(json!({"variant":variant,"width":w,"height":h,
                    "opponent":{"kind":"bot","level":level},"first":"me"}))
                .await;
            assert_eq!(g["status"], "playing");
            assert_eq!(g["you"], 0);
            assert_eq!(g["hints_allowed"], true);
            assert_eq!(g["players"][1]["kind"], "bot");
            assert_eq!(g["players"][1]["level"], level);
            let (over, plies) = play_vs_bot(&mut c, &g, small_move_rows).await;
            assert_eq!(over["reason"], "normal");
            assert!(plies >= 1);
            lengths.push((
                g["game"].as_u64().unwrap(),
                plies,
                over["winner"].as_u64().unwrap(),
            ));
        }
    }

    c.send(json!({"type":"stats","id":"s"})).await;
    let s = c.expect("stats").await;
    assert_eq!(s["games"], 6);
    assert_eq!(s["human_vs_human"], 0);
    assert_eq!(
        s["human_wins_vs_bots"].as_u64().unwrap() + s["bot_wins"].as_u64().unwrap(),
        6
    );
    assert_eq!(s["per_variant"], json!({"chomp":3,"ichomp":3}));
    for level in ["easy", "medium", "hard"] {
        assert_eq!(s["per_level"][level]["games"], 2);
    }
    let human_wins = lengths.iter().filter(|(_, _, w)| *w == 0).count() as u64;
    assert_eq!(s["human_wins_vs_bots"], human_wins);

    c.send(json!({"type":"stats","player":"tess"})).await;
    let p = c.expect("stats").await;
    assert_eq!(p["games"], 6);
    assert_eq!(p["wins"], human_wins);
    assert_eq!(p["losses"], 6 - human_wins);

    c.send(json!({"type":"history","player":"tess","limit":10}))
        .await;
    let hist = c.expect("history").await;
    let games = hist["games"].as_array().unwrap();
    assert_eq!(games.len(), 6);
    for hg in games {
        let (_, plies, winner) = lengths.iter().find(|(id, _, _)| hg["game"] == *id).unwrap();
        assert_eq!(hg["moves"].as_array().unwrap().len() as u64, *plies);
        assert_eq!(hg["winner"], *winner);
        assert!(hg["finished_at"].as_str().unwrap().ends_with('Z'));
    }
    // Newest first.
    assert!(games[0]["game"].as_u64() > games[5]["game"].as_u64());
    server.shutdown().await;
}

#[tokio::test]
async fn bot_moves_first_when_asked_and_hints_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut c = Client::hello(server.local_addr(), "hugo", None).await;
    let g = c
        .create(json!({"variant":"ichomp","width":6,"height":6,
            "opponent":{"kind":"bot","level":"medium"},"first":"opponent","start":"random"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    assert_eq!(g["you"], 1);
    let m = c.expect("moved").await;
    assert_eq!((m["ply"].as_u64(), m["seat"].as_u64()), (Some(0), Some(0)));
    c.send(json!({"type":"hints","game":id,"id":"h"})).await;
    let h = c.expect("hints").await;
    assert_eq!(h["re"], "h");
    assert_eq!(h["quadrants"].as_array().unwrap().len(), 4);
    assert_eq!(h["cells"].as_array().unwrap().len(), 6);
    let q: u64 = h["quadrants"]
        .as_array()
        .unwrap()
        .iter()
        .fold(0, |x, v| x ^ v.as_u64().unwrap());
    assert_eq!(h["total"], q);
    assert_eq!(h["winning"].as_array().unwrap().is_empty(), q == 0);
    // hugo resigns before his first move: the game is aborted, and
    // `winner` still names the bot's seat.
    c.send(json!({"type":"resign","game":id,"id":"r"})).await;
    let over = c.expect("over").await;
    assert_eq!(
        (over["winner"].as_u64(), over["reason"].as_str()),
        (Some(0), Some("aborted"))
    );
    assert_eq!(over["re"], "r");
    server.shutdown().await;
}

#[tokio::test]
async fn hard_never_loses_from_a_winning_position() {
    let solver = Solver::new(SolverConfig::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut c = Client::hello(server.local_addr(), "vera", None).await;
    let mut rng = StdRng::seed_from_u64(7);
    let mut starts = Vec::new();
    // Full Chomp rectangles are first-player wins.
    for (w, h) in [(2, 2), (3, 3), (4, 3), (5, 4), (7, 2), (6, 6)] {
        starts.push(("chomp", w, h, Position::full(Variant::Chomp, w, h).unwrap()));
    }
    // Random iChomp and Chomp positions whose value is not zero.
    while starts.len() < 14 {
        let (variant, w, h) = if rng.random_bool(0.5) {
            (
                Variant::IChomp,
                rng.random_range(2..=7),
                rng.random_range(2..=7),
            )
        } else {
            (
                Variant::Chomp,
                rng.random_range(2..=7),
                rng.random_range(2..=7),
            )
        };
        let pos = Position::random(variant, w, h, &mut rng).unwrap();
        if solver.hints(&pos).total != 0 {
            starts.push((variant.as_str(), w, h, pos));
        }
    }
    for (variant, w, h, pos) in starts {
        let g = c
            .create(
                json!({"variant":variant,"width":w,"height":h,"start":pos.to_string(),
                "opponent":{"kind":"bot","level":"hard"},"first":"opponent"}),
            )
            .await;
        assert_eq!(g["you"], 1);
        // The person plays varied legal moves.
        let mut pick = StdRng::seed_from_u64(w as u64 * 31 + h as u64);
        let (over, _) = play_vs_bot(&mut c, &g, |board| {
            let cells = common::present_cells(board);
            let choices: Vec<_> = if variant == "chomp" && cells.len() > 1 {
                cells.into_iter().filter(|&rc| rc != (0, 0)).collect()
            } else {
                cells
            };
            choices[pick.random_range(0..choices.len())]
        })
        .await;
        assert_eq!(over["winner"], 0, "hard lost {variant} {w}x{h} from {pos}");
    }
    server.shutdown().await;
}
