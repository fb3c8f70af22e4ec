//! What must hold after each restart: every acknowledged move and result
//! is in the database, and `history` and `stats` agree with a recount.

use super::play::{check_resumed, recv_type, send};
use super::*;

/// Every acknowledged move and every result a client saw is in the database.
pub async fn check_database(db: &Db, all: &[Seen]) {
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
pub async fn check_history_and_stats(addr: SocketAddr, db: &Db, all: &[Seen]) {
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
