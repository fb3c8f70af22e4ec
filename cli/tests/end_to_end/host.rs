//! Starting up: a name someone else holds, a bot host asked for a board
//! the server refuses, and the in-process host's choice of port and the
//! address it shares.

use super::*;

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
