//! Issue 31 (confusion 1): the hard bot is proven perfect only where the
//! server's tables reach. With a small table the welcome says where
//! (`perfect_heights`), and a game against the hard bot says whether it
//! is proven on its board (`perfect`): a small board yes, a big one no.

use crate::common;

use common::{config, start, Client};
use serde_json::{json, Value};

fn hard_bot_game(width: u32, height: u32) -> Value {
    json!({"variant":"chomp","width":width,"height":height,
           "opponent":{"kind":"bot","level":"hard"},"start":"full","first":"me"})
}

#[tokio::test]
async fn a_small_table_proves_the_hard_bot_on_small_boards_only() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        solver_bits: 16,
        ..config(dir.path())
    })
    .await;
    let mut ann = Client::raw(running.local_addr()).await;
    let welcome = ann.try_hello("ann").await;
    let chomp = welcome["server"]["perfect_heights"]["chomp"]
        .as_array()
        .unwrap_or_else(|| panic!("{welcome}"))
        .iter()
        .map(|h| h.as_u64().unwrap())
        .collect::<Vec<_>>();
    assert_eq!(chomp.len(), 32, "{welcome}");
    // A 5x4 board is within the table (5 + 4 <= 16); a 20x16 one is not.
    assert!(chomp[4] >= 4, "{chomp:?}");
    assert!(chomp[19] < 16, "{chomp:?}");

    let small = ann.create(hard_bot_game(5, 4)).await;
    assert_eq!(small["perfect"], true, "{small}");
    ann.send(json!({"type":"resign","game":small["game"]}))
        .await;
    ann.expect("over").await;

    let big = ann.create(hard_bot_game(20, 16)).await;
    assert_eq!(big["perfect"], false, "{big}");
    ann.send(json!({"type":"resign","game":big["game"]})).await;
    ann.expect("over").await;

    // Other levels err on purpose: nothing is said.
    let medium = ann
        .create(json!({"variant":"chomp","width":5,"height":4,
                       "opponent":{"kind":"bot","level":"medium"},"start":"full","first":"me"}))
        .await;
    assert!(medium.get("perfect").is_none(), "{medium}");
    running.shutdown().await;
}
