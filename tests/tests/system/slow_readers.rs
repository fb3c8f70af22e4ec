//! Clients that do not read what the server sends them: lobby subscribers
//! that never read their socket are closed once they fall behind (in bytes
//! or in `--write-timeout`), while a subscriber that reads stays, and a
//! legitimate player still connects, moves and gets hints.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use common::{
    closed_by_server, config, counter, http_get, start, subscriber_that_never_reads, Client, WAIT,
};
use serde_json::json;

/// The address of the legitimate player and of the subscriber that reads.
const PLAYER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
/// The address of the subscribers that never read.
const MUTE: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));

#[tokio::test]
async fn lobby_subscribers_that_never_read_are_closed_and_a_player_still_plays() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        write_timeout: Duration::from_secs(2),
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    // Forty open games: every lobby push lists them all, a few KiB a frame.
    let mut hosts = Vec::new();
    for i in 0..10 {
        let mut host = Client::hello(addr, &format!("host{i}"), None).await;
        for _ in 0..4 {
            host.create(
                json!({"variant":"chomp","width":5,"height":4,"opponent":{"kind":"human"}}),
            )
            .await;
        }
        hosts.push(host);
    }
    let mut mute = Vec::new();
    for i in 0..16 {
        mute.push(subscriber_that_never_reads(MUTE, addr, &format!("mute{i}")).await);
    }
    let mut reader = Client::hello_from(PLAYER, addr, "reader").await;
    reader.send(json!({"type":"lobby","id":"l"})).await;
    reader.expect("lobby").await;

    // The lobby churns: a game opens and closes with its creator, again and
    // again, and every change is pushed to every subscriber.
    let churn = tokio::spawn(async move {
        let mut token = None::<String>;
        loop {
            let mut c = Client::hello(addr, "churn", token.as_deref()).await;
            token = Some(c.token.clone());
            c.create(json!({"variant":"chomp","width":9,"height":9,"opponent":{"kind":"human"}}))
                .await;
            c.close().await;
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    });
    // The reader keeps reading its pushes all along.
    let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
    let reading = tokio::spawn(async move {
        let mut pushes = 0;
        loop {
            tokio::select! {
                frame = reader.recv() => {
                    if frame["type"] == "lobby" {
                        pushes += 1;
                    }
                }
                _ = &mut stopped => return (reader, pushes),
            }
        }
    });

    // Not a byte is read from the others until the server has given up on
    // them (or the wait is over); reading earlier would make them readers.
    let slow_series = "chomp_connections_closed_total{reason=\"slow\"}";
    let named_series = "chomp_connections{state=\"named\"}";
    let given_up = tokio::time::Instant::now() + WAIT;
    let (mut slow, mut named) = (0, u64::MAX);
    while tokio::time::Instant::now() < given_up {
        let (_, metrics) = http_get(addr, "/metrics").await;
        (slow, named) = (
            counter(&metrics, slow_series),
            counter(&metrics, named_series),
        );
        if slow >= 16 && named <= 12 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(slow >= 16, "{slow} connections closed as slow");
    // The hosts, the reader and at most the churner are left.
    assert!(named <= 12, "{named} named connections left");
    for (i, s) in mute.iter_mut().enumerate() {
        assert!(
            closed_by_server(s, Duration::from_secs(5)).await,
            "subscriber {i}, which never read, is still connected"
        );
    }
    let _ = stop.send(());
    let (mut reader, pushes) = reading.await.unwrap();
    assert!(pushes > 10, "the reader got {pushes} lobby pushes");
    reader.assert_usable().await;
    churn.abort();

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    drop(hosts);
    server.shutdown().await;
}
