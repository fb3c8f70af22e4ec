//! Losing the server and finding it again: a dropped connection resumes
//! its seat, and a service given as several addresses passes over a dead
//! one and comes back after a restart.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_connection_reconnects_and_resumes_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let addr = server.local_addr();
    let url = format!("ws://{addr}/");
    let mut ann = Driver::connect(&url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    let form = &mut ann.app.lobby.form;
    form.width = 5;
    form.height = 4;
    form.opponent = chomp_protocol::Opponent::Bot { level: Level::Easy };
    ann.key(KeyCode::Enter);
    ann.until("my turn", |a| a.game.as_ref().is_some_and(|g| g.my_turn()))
        .await;
    let game = ann.app.game.as_ref().unwrap().id();
    ann.walk_to((3, 4));
    ann.key(KeyCode::Enter);
    ann.until("the first move", |a| {
        a.game.as_ref().is_some_and(|g| g.state.ply >= 1)
    })
    .await;

    // The server goes away: the client shows it and keeps trying.
    server.shutdown().await;
    ann.until("the lost banner", |a| matches!(a.link, Link::Lost { .. }))
        .await;
    let server = server_at(&dir, addr).await;
    ann.until("the reconnect", |a| {
        a.link == Link::Online && a.unfinished.contains(&game)
    })
    .await;
    // Same game, same seat, same moves: play it to the end.
    ann.until("the game state again", |a| {
        a.game
            .as_ref()
            .is_some_and(|g| g.id() == game && g.state.you == Some(0) && !g.state.moves.is_empty())
    })
    .await;
    ann.play_out().await;
    assert!(ann.app.game.as_ref().unwrap().finished());
    assert_eq!(ann.tokens.len(), 2, "the token is stored on each welcome");
    server.shutdown().await;
}

/// An address where nothing listens (a port just freed).
async fn dead_address() -> String {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    format!("ws://{}/", l.local_addr().unwrap())
}

/// A service given as two addresses, the first dead: `chomp` and `chomp bot`
/// connect through the second, play, and after that server restarts on the
/// same port both come back (through the same rotation), resume their seats
/// and finish the game; the bot's token is filed under the first address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn several_addresses_pass_over_a_dead_one_and_come_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let addr = server.local_addr();
    let dead = dead_address().await;
    let urls = vec![dead.clone(), format!("ws://{addr}/")];
    let tokens = TokenStore::at(dir.path().join("tokens.json"));
    let host = tokio::spawn(bot_host::run(
        BotHostConfig {
            urls: urls.clone(),
            token_keys: urls.clone(),
            name: "robo".into(),
            level: Level::Easy,
            variant: Variant::Chomp,
            width: 5,
            height: 4,
            games: 1,
            stop_after: Some(1),
            tables: None,
            lang: Lang::En,
            tournaments: TournamentPlan::None,
        },
        Connector::new(None).unwrap(),
        tokens.clone(),
    ));
    let mut ann = Driver::connect_to(urls, "ann");
    ann.until("the hosted game, through the second address", |a| {
        a.me.is_some() && !a.lobby.open_games().is_empty()
    })
    .await;
    ann.key(KeyCode::Tab); // focus: open games
    ann.key(KeyCode::Enter);
    ann.until("a move to make", |a| {
        a.game.as_ref().is_some_and(|g| g.my_turn())
    })
    .await;
    let game = ann.app.game.as_ref().unwrap().id();
    let ply = ann.app.game.as_ref().unwrap().state.ply;
    let target = last_present(&ann.app.game.as_ref().unwrap().state.board).unwrap();
    ann.walk_to(target);
    ann.key(KeyCode::Enter);
    ann.until("my move played", |a| {
        a.game.as_ref().is_some_and(|g| g.state.ply > ply)
    })
    .await;

    server.shutdown().await;
    ann.until("the lost banner", |a| matches!(a.link, Link::Lost { .. }))
        .await;
    let server = server_at(&dir, addr).await;
    ann.until("the reconnect", |a| {
        a.link == Link::Online && a.unfinished.contains(&game)
    })
    .await;
    ann.until("the game state again", |a| {
        a.game
            .as_ref()
            .is_some_and(|g| g.id() == game && g.state.you.is_some() && g.state.ply > ply)
    })
    .await;
    ann.play_out().await;
    assert!(ann.app.game.as_ref().unwrap().finished());
    let score = tokio::time::timeout(PATIENCE, host)
        .await
        .expect("the bot host stops after its game")
        .unwrap()
        .unwrap();
    assert_eq!(score.won + score.lost, 1);
    assert!(
        tokens.get(&dead, "robo").unwrap().is_some(),
        "the token is filed under the service's first address"
    );
    server.shutdown().await;
}
