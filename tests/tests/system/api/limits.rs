//! What keeps the API within bounds: `--no-api` turns it off, and a flood
//! from one address gets 429 while a game of other addresses goes on.

use super::*;

#[tokio::test]
async fn no_api_turns_the_api_off() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(Config {
        no_api: true,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let sentence = refused(addr, "/api/leaderboard/chomp", 404).await;
    assert!(sentence.contains("turned off"), "{sentence}");
    // The rest of the port is as it was.
    let (status, _) = get(addr, "/healthz").await;
    assert_eq!(status, 200);
    server.shutdown().await;
}

#[tokio::test]
async fn a_flood_of_api_requests_gets_429_while_a_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(Config {
        addr_rate: 20.0,
        addr_burst: 40.0,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let flooder = IpAddr::from([127, 0, 0, 9]);
    let players = [IpAddr::from([127, 0, 0, 2]), IpAddr::from([127, 0, 0, 3])];
    let mut a = Client::hello_from(players[0], addr, "ann").await;
    let mut b = Client::hello_from(players[1], addr, "bob").await;
    let g = a
        .create(json!({"variant":"chomp","width":5,"height":4,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    let gb = b.expect_game(id).await;
    a.expect_game(id).await;

    let flood = async {
        let (mut ok, mut limited) = (0, 0);
        for _ in 0..300 {
            match get_from(flooder, addr, "/api/leaderboard/chomp").await.0 {
                200 => ok += 1,
                429 => limited += 1,
                other => panic!("answered {other}"),
            }
        }
        (ok, limited)
    };
    let game = async {
        let mut board = board_of(&gb);
        let mut ply = 0u64;
        loop {
            let mover = if ply & 1 == 0 { &mut a } else { &mut b };
            let (r, c) = small_move_rows(&board);
            // `play` fails the test on anything but this move's `moved`.
            let m = mover.play(id, ply, r, c).await;
            board = board_of(&m);
            ply += 1;
            if over(&board) {
                return ply;
            }
        }
    };
    let ((ok, limited), plies) = tokio::join!(flood, game);
    assert!(ok >= 1, "the address's budget answers some");
    assert!(
        limited >= 100,
        "a flood is refused: {ok} answered, {limited} refused"
    );
    assert!(plies >= 2);
    // Another address still reads.
    get_json(addr, "/api/leaderboard/chomp").await;
    server.shutdown().await;
}
