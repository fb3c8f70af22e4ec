//! The client logic against a real server on loopback: the same `update`
//! and network task as the terminal UI, driven by key presses (the
//! [`common::Driver`]).

use chomp::embedded::{self, EmbeddedConfig};
use chomp_client::app::{last_present, Link, Screen};
use chomp_client::bot_host::{self, BotHostConfig, TournamentPlan};
use chomp_client::config::TokenStore;
use chomp_client::i18n::Lang;
use chomp_client::msg::Msg;
use chomp_client::tls::Connector;
use chomp_engine::Variant;
use chomp_protocol::{GameStatus, Level};
use crossterm::event::KeyCode;

mod common;

use common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_against_every_bot_level_in_both_variants_with_hints_then_history_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let url = format!("ws://{}/", server.local_addr());
    let mut ann = Driver::connect(&url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    assert_eq!(ann.tokens.len(), 1, "the token is handed out to be stored");

    let mut first = true;
    for (variant, level) in [
        (Variant::Chomp, Level::Easy),
        (Variant::IChomp, Level::Hard),
        (Variant::Chomp, Level::Medium),
        (Variant::IChomp, Level::Easy),
        (Variant::Chomp, Level::Hard),
        (Variant::IChomp, Level::Medium),
    ] {
        // Fill in the form: variant, 4x3, bot level, I move first.
        let form = &mut ann.app.lobby.form;
        form.field = 0;
        if form.variant != variant {
            ann.key(KeyCode::Right);
        }
        let form = &mut ann.app.lobby.form;
        form.width = 4;
        form.height = 3;
        form.opponent = chomp_protocol::Opponent::Bot { level };
        ann.key(KeyCode::Enter);
        ann.until("the game screen", |a| a.screen == Screen::Game)
            .await;
        if !ann.app.hints_on() {
            ann.key(KeyCode::Char('g'));
        }
        ann.until("hints", |a| {
            a.game
                .as_ref()
                .is_some_and(|g| g.finished() || g.current_hints().is_some() || !g.my_turn())
        })
        .await;
        if let Some(h) = ann.app.game.as_ref().and_then(|g| g.current_hints()) {
            assert_eq!(h.cells.len(), 3);
        }
        ann.play_out().await;
        let g = ann.app.game.as_ref().unwrap();
        assert_eq!(g.state.status, GameStatus::Finished);
        assert!(g.state.winner.is_some());
        assert!(!g.state.moves.is_empty());
        // At the end the hints panel says the game is over instead of
        // waiting for an answer that cannot come.
        let g = ann.app.game.as_ref().unwrap();
        assert!(g.current_hints().is_none());
        let t = chomp_client::i18n::texts(Lang::En);
        assert_eq!(
            chomp_client::ui::result::hints_placeholder(&ann.app, g, t),
            Some(t.hints_game_over)
        );
        // Step back through the finished game: each position shows its hints.
        ann.key(KeyCode::Char('['));
        let g = ann.app.game.as_ref().unwrap();
        assert_eq!(g.replay, Some(g.state.moves.len() - 1));
        let h = g.current_hints().expect("hints of the replayed position");
        assert_eq!(h.cells.len(), 3);
        if !std::mem::take(&mut first) {
            ann.key(KeyCode::Esc);
            continue;
        }
        // A rematch opens a new game against the same bot; resigning ends it.
        let old = g.id();
        ann.key(KeyCode::Char('r'));
        ann.until("the rematch", |a| {
            a.game.as_ref().is_some_and(|g| g.id() != old)
        })
        .await;
        let g = ann.app.game.as_ref().unwrap();
        assert!(
            g.state.players.iter().any(|p| p.level == Some(level)),
            "same opponent"
        );
        ann.until("the rematch to start", |a| {
            a.game
                .as_ref()
                .is_some_and(|g| g.state.status == GameStatus::Playing)
        })
        .await;
        ann.key(KeyCode::Char('X'));
        ann.key(KeyCode::Char('X'));
        ann.until("the resignation", |a| {
            a.game.as_ref().is_some_and(|g| g.finished())
        })
        .await;
        let g = ann.app.game.as_ref().unwrap();
        // Resigned before ann's first move: aborted, the bot named winner.
        assert_eq!(g.state.reason, Some(chomp_protocol::OverReason::Aborted));
        assert_ne!(g.state.winner, g.state.you);
        ann.key(KeyCode::Esc);
        assert_eq!(ann.app.screen, Screen::Lobby);
    }

    ann.key(KeyCode::Char('H'));
    ann.until("history", |a| a.history.games.len() >= 4).await;
    // Open a game that was played out (the resigned ones may have no moves).
    let played = ann
        .app
        .history
        .games
        .iter()
        .position(|g| g.reason == chomp_protocol::OverReason::Normal)
        .unwrap();
    for _ in 0..played {
        ann.key(KeyCode::Down);
    }
    ann.key(KeyCode::Enter);
    assert_eq!(ann.app.screen, Screen::Game);
    assert_eq!(ann.app.game.as_ref().unwrap().replay, Some(0));
    ann.key(KeyCode::Esc);
    ann.key(KeyCode::Char('S'));
    ann.until("my record", |a| {
        a.stats.record.as_ref().is_some_and(|r| r.games >= 4)
    })
    .await;
    ann.until("the totals", |a| {
        a.stats.totals.as_ref().is_some_and(|t| t.games >= 2)
    })
    .await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_joins_a_hosted_bot_and_a_spectator_watches() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let url = format!("ws://{}/", server.local_addr());
    let host = tokio::spawn(bot_host::run(
        BotHostConfig {
            urls: vec![url.clone()],
            token_keys: vec![url.clone()],
            name: "robo".into(),
            level: Level::Medium,
            variant: Variant::Chomp,
            width: 4,
            height: 3,
            games: 1,
            stop_after: Some(1),
            tables: None,
            lang: Lang::En,
            tournaments: TournamentPlan::None,
        },
        Connector::new(None).unwrap(),
        TokenStore::at(dir.path().join("tokens.json")),
    ));
    let mut bob = Driver::connect(&url, "bob");
    bob.until("the hosted game in the lobby", |a| {
        !a.lobby.open_games().is_empty()
    })
    .await;
    bob.key(KeyCode::Tab); // focus: open games
    bob.key(KeyCode::Enter);
    bob.until("the game screen", |a| a.screen == Screen::Game)
        .await;
    let game = bob.app.game.as_ref().unwrap().id();

    let mut eve = Driver::connect(&url, "eve");
    eve.until("the running game", |a| {
        a.lobby.running_games().iter().any(|g| g.game == game)
    })
    .await;
    eve.key(KeyCode::Tab);
    eve.key(KeyCode::Tab); // focus: running games
    eve.key(KeyCode::Enter);
    eve.until("watching", |a| a.screen == Screen::Game).await;
    assert_eq!(eve.app.game.as_ref().unwrap().state.you, None);

    bob.play_out().await;
    let winner = bob.app.game.as_ref().unwrap().state.winner;
    eve.until("the end as a spectator", |a| {
        a.game.as_ref().is_some_and(|g| g.finished())
    })
    .await;
    assert_eq!(eve.app.game.as_ref().unwrap().state.winner, winner);
    let score = tokio::time::timeout(PATIENCE, host)
        .await
        .expect("the bot host stops after its game")
        .unwrap()
        .unwrap();
    assert_eq!(score.won + score.lost, 1);
    server.shutdown().await;
}

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_held_by_someone_else_ends_the_session_with_the_servers_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let url = format!("ws://{}/", server.local_addr());
    let mut first = Driver::connect(&url, "ann");
    first.until("welcome", |a| a.me.is_some()).await;
    // Same name, no token: the server says name_taken at hello.
    let mut second = Driver::connect(&url, "ann");
    let wait = async {
        while second.failed.is_none() {
            let ev = second
                .events
                .recv()
                .await
                .expect("the network task stopped");
            second.apply(Msg::Net(ev));
        }
    };
    tokio::time::timeout(PATIENCE, wait)
        .await
        .expect("the refusal");
    let sentence = second.failed.clone().unwrap();
    assert!(sentence.contains("ann"), "{sentence}");
    assert!(second.app.me.is_none());
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_host_asked_for_an_impossible_board_stops_with_the_servers_sentence() {
    let dir = tempfile::tempdir().unwrap();
    // As `chomp bot` without --server: the server runs in this process.
    let host = embedded::start(EmbeddedConfig {
        db: Some(dir.path().join("chomp.db")),
        tables: None,
        listen: Some(([127, 0, 0, 1], 0).into()),
        ssh_listen: None,
    })
    .await
    .unwrap();
    let result = tokio::time::timeout(
        PATIENCE,
        bot_host::run(
            BotHostConfig {
                urls: vec![host.url.clone()],
                token_keys: vec![host.token_key.clone()],
                name: "robo".into(),
                level: Level::Easy,
                variant: Variant::Chomp,
                width: 0,
                height: 5,
                games: 1,
                stop_after: None,
                tables: None,
                lang: Lang::En,
                tournaments: TournamentPlan::None,
            },
            Connector::new(None).unwrap(),
            TokenStore::at(dir.path().join("tokens.json")),
        ),
    )
    .await
    .expect("the bot host stops by itself");
    let err = result.expect_err("width 0 is refused").to_string();
    assert!(err.contains("0x5"), "{err}");
    host.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_prefers_port_7878_and_falls_back_when_it_is_taken() {
    let dir = tempfile::tempdir().unwrap();
    // Hold 7878 (or find it held already): the host must still start.
    let _held = std::net::TcpListener::bind("127.0.0.1:7878");
    let host = embedded::start(EmbeddedConfig {
        db: Some(dir.path().join("chomp.db")),
        tables: None,
        listen: None,
        ssh_listen: None,
    })
    .await
    .unwrap();
    assert!(host.url.starts_with("ws://127.0.0.1:"), "{}", host.url);
    assert!(!host.url.ends_with(":7878/"), "{}", host.url);
    assert_eq!(host.share_url, host.url, "loopback is shared as loopback");
    let mut ann = Driver::connect(&host.url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    host.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_on_all_interfaces_shares_its_network_address() {
    let dir = tempfile::tempdir().unwrap();
    let host = embedded::start(EmbeddedConfig {
        db: Some(dir.path().join("chomp.db")),
        tables: None,
        listen: Some(([0, 0, 0, 0], 0).into()),
        ssh_listen: Some(([127, 0, 0, 1], 0).into()),
    })
    .await
    .unwrap();
    // This process connects over loopback; others are told the LAN address.
    assert!(host.url.starts_with("ws://127.0.0.1:"), "{}", host.url);
    // With an SSH door, the lobby shows the command friends type.
    let ssh = host.ssh_command.clone().expect("the SSH command");
    assert!(
        ssh.starts_with("ssh -p ") && ssh.contains(" NAME@127.0.0.1"),
        "{ssh}"
    );
    // And the host key's fingerprint, to read to a friend whose ssh asks.
    assert!(ssh.ends_with(")") && ssh.contains("(SHA256:"), "{ssh}");
    match embedded::lan_address() {
        Some(ip) => assert!(
            host.share_url.contains(&ip.to_string()),
            "{}",
            host.share_url
        ),
        None => assert_eq!(host.share_url, host.url),
    }
    let mut ann = Driver::connect(&host.url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    host.shutdown().await;
}
