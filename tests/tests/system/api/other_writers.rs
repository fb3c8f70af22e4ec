//! Games this server did not finish itself: one run on another node of the
//! cluster, and one finished while no server ran, analysed at the next start.

use super::*;

#[tokio::test]
async fn a_second_node_answers_for_a_game_run_on_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let first = start(scratch.config(dir.path())).await;
    let second = start(scratch.config(dir.path())).await;
    let (id, moves) = rated_game(first.local_addr(), "cy", "di").await;
    let on_first = analysed(first.local_addr(), id).await;
    let on_second = get_json(second.local_addr(), &format!("/api/games/{id}")).await;
    assert_eq!(on_second, on_first);
    assert_eq!(on_second["moves"].as_array().unwrap().len(), moves.len());
    let p = get_json(second.local_addr(), "/api/players/cy").await;
    assert_eq!(p["ratings"]["chomp"]["games"], 1);
    first.shutdown().await;
    second.shutdown().await;
    scratch.drop_now().await;
}

/// A game that finished while no server ran (written to the database by
/// the store alone, as an older version or a crash would leave it) is
/// analysed by the backlog sweep of the next start.
#[tokio::test]
async fn a_game_finished_before_the_start_is_analysed_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let config = config(dir.path());
    let id = {
        let path = dir.path().join("chomp.db");
        let (store, thread) = SqliteStore::open(&path).unwrap();
        let id = store
            .insert_game(NewGame {
                variant: Variant::Chomp,
                width: 3,
                height: 3,
                start: "3,3,3".into(),
                first: FirstMover::Me,
                seats: [Some(Seat::human("ann")), Some(Seat::human("bob"))],
                status: GameStatus::Playing,
                rated: false,
                rematch_of: None,
                code: None,
            })
            .await
            .unwrap();
        // The game of docs/RECORDS.md: every move of the first player kept the win.
        let moves = [(1, 1), (0, 2), (2, 0), (1, 0), (0, 1)];
        for (ply, (r, c)) in moves.into_iter().enumerate() {
            let finish = (ply == moves.len() - 1).then_some(FinishedGame {
                winner: 0,
                reason: OverReason::Normal,
                rated: false,
            });
            let mv = MoveRecord {
                ply: ply as u32,
                seat: (ply % 2) as u8,
                mv: Move::new(r, c),
                removed: 1,
            };
            store.record_move(id, mv, finish).await.unwrap();
        }
        assert_eq!(store.unanalysed(None, 10).await.unwrap(), vec![id]);
        thread.close().await;
        id
    };
    let server = start(config).await;
    let g = analysed(server.local_addr(), id).await;
    let marks: Vec<String> = g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["mark"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(marks, ["kept_win", "lost", "kept_win", "lost", "kept_win"]);
    assert_eq!(g["accuracy"]["first"]["share"], 1.0);
    server.shutdown().await;
}
