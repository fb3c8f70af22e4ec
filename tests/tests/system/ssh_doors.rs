//! The SSH door's limits on real sockets: connections that end before they
//! log in (in every way a client can) crash nothing; connections that log
//! in and then say nothing are closed at the deadline or to make room; and
//! silent sockets filling one door's handshake pool keep nobody out.

use crate::common;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use chomp_testkit::ssh::{self, door_config, SshKey, Term};
use common::{closed_by_server, counter, http_get, start, tcp_from, Client, WAIT};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The value of `series` in the server's `/metrics`.
async fn metric(ws: SocketAddr, series: &str) -> u64 {
    let (_, metrics) = http_get(ws, "/metrics").await;
    counter(&metrics, series)
}

/// Waits until no SSH connection is in its handshake any more.
async fn handshakes_settle(ws: SocketAddr) {
    let until = tokio::time::Instant::now() + WAIT;
    while metric(ws, "chomp_ssh_connections{state=\"handshake\"}").await > 0 {
        assert!(
            tokio::time::Instant::now() < until,
            "SSH handshakes never ended"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn connections_that_close_before_logging_in_crash_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    for round in 0..12 {
        // TCP closed at once, and closed in the middle of the version
        // exchange.
        drop(TcpStream::connect(at).await.unwrap());
        let mut half = TcpStream::connect(at).await.unwrap();
        let mut banner = [0u8; 8];
        let _ = half.read(&mut banner).await;
        let _ = half.write_all(b"SSH-2.0-half").await;
        drop(half);
        // A password, refused, then the client goes.
        let mut password = ssh::connect(at).await;
        let tried = password.authenticate_password("pat", "hunter2").await;
        assert!(tried.is_ok_and(|r| !r.success()));
        drop(password);
        // A client without a key that asks for nothing and goes.
        let mut keyless = ssh::connect(at).await;
        let _ = keyless.authenticate_none(format!("kim{round}")).await;
        drop(keyless);
        // One that reads the refusal's sentence and goes.
        let mut told = ssh::connect(at).await;
        let _ = told
            .authenticate_keyboard_interactive_start("kit", None::<String>)
            .await;
        drop(told);
    }
    handshakes_settle(ws).await;
    assert_eq!(metric(ws, "chomp_task_panics_total").await, 0);
    // The door still serves a player.
    let session = ssh::log_in(at, "lena", &SshKey::generate())
        .await
        .expect("logged in");
    let mut term = Term::open(&session, "xterm", (100, 32), &[]).await;
    term.wait_for("Create game").await;
    assert_eq!(metric(ws, "chomp_task_panics_total").await, 0);
    running.shutdown().await;
}

/// Addresses of this machine standing for different clients.
const ATTACKER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));
const PLAYER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

#[tokio::test]
async fn logged_in_and_silent_connections_get_a_deadline_and_make_room() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        max_connections: 4,
        ..door_config(dir.path())
    })
    .await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    // Four connections log in and open nothing: the server is full.
    let mut silent = Vec::new();
    for i in 0..4 {
        let key = SshKey::generate();
        silent.push(ssh::log_in_from(ATTACKER, at, &format!("mute{i}"), &key).await);
    }
    // A WebSocket player still gets in: the oldest silent one makes room.
    let mut ann = Client::hello_from(PLAYER, ws, "ann").await;
    ssh::wait_disconnected(&silent[0]).await;
    ann.assert_usable().await;
    // So does an SSH player, and plays.
    let bob = ssh::log_in_from(PLAYER, at, "bob", &SshKey::generate()).await;
    let mut term = Term::open(&bob, "xterm", (100, 32), &[]).await;
    term.wait_for("Create game").await;
    assert!(
        metric(ws, "chomp_connections_closed_total{reason=\"evicted\"}").await >= 2,
        "the silent connections were closed to make room"
    );
    running.shutdown().await;
}

#[tokio::test]
async fn a_connection_that_logs_in_and_never_plays_is_closed_at_the_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        handshake_timeout: Duration::from_secs(2),
        ..door_config(dir.path())
    })
    .await;
    let at = running.ssh_addr().unwrap();
    let silent = ssh::log_in_from(ATTACKER, at, "mute", &SshKey::generate()).await;
    ssh::wait_disconnected(&silent).await;
    assert!(
        metric(
            running.local_addr(),
            "chomp_connections_refused_total{reason=\"timeout\"}"
        )
        .await
            >= 1
    );
    running.shutdown().await;
}

#[tokio::test]
async fn silent_ssh_sockets_keep_nobody_out_of_either_door() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        max_handshakes: 8,
        max_handshakes_per_addr: 4,
        metrics_listen: Some("127.0.0.1:0".parse().unwrap()),
        ..door_config(dir.path())
    })
    .await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    let ops = running.metrics_addr().unwrap();
    // Two addresses fill the SSH door's pool with sockets that say nothing.
    let mut held = Vec::new();
    for from in [ATTACKER, IpAddr::V4(Ipv4Addr::new(127, 0, 0, 4))] {
        for _ in 0..4 {
            held.push(tcp_from(from, at).await);
        }
    }
    let until = tokio::time::Instant::now() + WAIT;
    while metric_at(ops, "chomp_ssh_connections{state=\"handshake\"}").await < 8 {
        assert!(tokio::time::Instant::now() < until, "the pool never filled");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The WebSocket door has its own pool.
    let mut ann = Client::hello_from(PLAYER, ws, "ann").await;
    ann.assert_usable().await;
    // An SSH newcomer gets in: the oldest silent socket is pushed out.
    let bob = ssh::log_in_from(PLAYER, at, "bob", &SshKey::generate()).await;
    let mut term = Term::open(&bob, "xterm", (100, 32), &[]).await;
    term.wait_for("Create game").await;
    assert!(
        closed_by_server(&mut held[0], WAIT).await,
        "the oldest was closed"
    );
    // Silent sockets on the operator's port do not keep health checks out.
    let mut lurking = Vec::new();
    for _ in 0..20 {
        lurking.push(tcp_from(ATTACKER, ops).await);
    }
    let (status, _) = http_get(ops, "/healthz").await;
    assert_eq!(status, 200);
    running.shutdown().await;
}

/// The value of `series` in the operator port's `/metrics`.
async fn metric_at(ops: SocketAddr, series: &str) -> u64 {
    let (_, metrics) = http_get(ops, "/metrics").await;
    counter(&metrics, series)
}

#[tokio::test]
async fn a_window_change_flood_is_charged_and_closed_while_others_play() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        rate: 20.0,
        burst: 40.0,
        ..door_config(dir.path())
    })
    .await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    let flooder = ssh::log_in_from(ATTACKER, at, "resizer", &SshKey::generate()).await;
    let mut flood = Term::open(&flooder, "xterm", (100, 32), &[]).await;
    flood.wait_for("Create game").await;
    let bystander = ssh::log_in_from(PLAYER, at, "calm", &SshKey::generate()).await;
    let mut calm = Term::open(&bystander, "xterm", (100, 32), &[]).await;
    calm.wait_for("Create game").await;
    // Far more window changes, at sizes far over the cap, than the
    // session's budget and grace allow.
    let mut sent = 0;
    for i in 0..5000u32 {
        let size = 1000 + i % 7;
        if flood.channel.window_change(size, size, 0, 0).await.is_err() {
            break;
        }
        sent += 1;
    }
    assert!(sent > 0);
    ssh::wait_disconnected(&flooder).await;
    assert!(metric(ws, "chomp_connections_closed_total{reason=\"flood\"}").await >= 1);
    assert!(metric(ws, "chomp_rate_limited_total{scope=\"connection\"}").await >= 1);
    // The bystander's keys still work: Tab moves to the open games list.
    let mut ann = Client::hello_from(PLAYER, ws, "ann").await;
    ann.assert_usable().await;
    calm.send(b"?").await;
    calm.wait_for("KEYS").await;
    running.shutdown().await;
}

#[tokio::test]
async fn an_ssh_player_is_told_when_the_host_stops_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let at = running.ssh_addr().unwrap();
    let session = ssh::log_in(at, "mia", &SshKey::generate()).await.unwrap();
    let mut term = Term::open(&session, "xterm", (100, 32), &[]).await;
    term.wait_for("Create game").await;
    let stopping = tokio::spawn(running.shutdown());
    let screen = term.wait_for("The host stopped the server.").await;
    assert!(!screen.contains("task"), "{screen}");
    stopping.await.unwrap();
}
