//! One abusive client or address against a real server: what it sends is
//! refused or closed with a reason it can read, and a legitimate player,
//! from another loopback address where the abuse spends an address's
//! budget, still connects, moves and gets hints.

mod common;

use std::net::IpAddr;

use common::{config, start, Client};

/// The address of the legitimate player when the abuser spends 127.0.0.1's budgets.
const PLAYER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

#[tokio::test]
async fn a_frame_over_256_kib_gets_close_1009_before_the_connection_ends() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut big = Client::raw(addr).await;
    big.send_text(format!(
        r#"{{"type":"ping","pad":"{}"}}"#,
        "x".repeat(300 * 1024)
    ))
    .await;
    let (code, reason) = big
        .expect_close_frame()
        .await
        .expect("a close frame before the connection ends");
    assert_eq!(code, 1009, "{reason}");
    assert!(reason.contains("256 KiB"), "{reason}");

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    server.shutdown().await;
}
