//! Private games: unlisted, joined only by their code, and keeping the code
//! across a restart.

use super::*;

fn listed(lobby: &Value) -> Vec<u64> {
    lobby["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_u64().unwrap())
        .collect()
}

const PRIVATE: &str = r#"{"variant":"chomp","width":7,"height":6,"opponent":{"kind":"human"},"first":"me","private":true}"#;

#[tokio::test]
async fn a_private_game_is_unlisted_and_joined_only_by_its_code() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let mut carol = Client::hello(addr, "carol", None).await;
    let public = alice
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await["game"]
        .as_u64()
        .unwrap();
    let g = alice.create(serde_json::from_str(PRIVATE).unwrap()).await;
    let id = g["game"].as_u64().unwrap();
    let code = g["code"]
        .as_str()
        .expect("a private game's frame has its code")
        .to_string();
    assert_eq!(code.len(), 4);
    assert!(chomp_protocol::normalize_code(&code).is_some(), "{code}");
    bob.send(json!({"type":"lobby"})).await;
    let lobby = bob.expect("lobby").await;
    assert_eq!(listed(&lobby), [public], "the private game is not listed");
    assert_eq!(lobby["open_count"], 1);
    // By id, the game does not exist.
    bob.send(json!({"type":"join","game":id})).await;
    bob.expect_error("no_such_game").await;
    // Nor can it be watched by anyone but its players.
    bob.send(json!({"type":"watch","game":id})).await;
    bob.expect_error("no_such_game").await;
    // A code not in the alphabet, and one nobody holds.
    bob.send(json!({"type":"join","code":"O0O0"})).await;
    bob.expect_error("bad_request").await;
    let other = if code == "AAAA" { "CCCC" } else { "AAAA" };
    bob.send(json!({"type":"join","code":other})).await;
    bob.expect_error("no_such_game").await;
    // The code, typed in lower case, seats bob.
    bob.send(json!({"type":"join","id":6,"code":code.to_lowercase()}))
        .await;
    let joined = loop {
        let g = bob.expect("game").await;
        if g["re"] == 6 {
            break g;
        }
    };
    assert_eq!(
        (joined["game"].as_u64(), joined["status"].clone()),
        (Some(id), json!("playing"))
    );
    assert_eq!(joined["code"], code.as_str(), "its players see the code");
    // Only the first person with the code sits down.
    carol.send(json!({"type":"join","code":code})).await;
    carol.expect_error("seat_taken").await;
    carol.send(json!({"type":"watch","game":id})).await;
    carol.expect_error("no_such_game").await;
    bob.send(json!({"type":"unwatch"})).await;
    alice.send(json!({"type":"lobby"})).await;
    let lobby = alice.expect("lobby").await;
    assert!(
        !listed(&lobby).contains(&id),
        "not listed while played either"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_private_game_keeps_its_code_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let server = start(cfg.clone()).await;
    let mut alice = Client::hello(server.local_addr(), "alice", None).await;
    let g = alice.create(serde_json::from_str(PRIVATE).unwrap()).await;
    let (id, code) = (
        g["game"].as_u64().unwrap(),
        g["code"].as_str().unwrap().to_string(),
    );
    let token = alice.token.clone();
    server.shutdown().await;

    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", Some(&token)).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    bob.send(json!({"type":"lobby"})).await;
    let lobby = bob.expect("lobby").await;
    assert!(listed(&lobby).is_empty(), "still unlisted: {lobby}");
    bob.send(json!({"type":"join","game":id})).await;
    bob.expect_error("no_such_game").await;
    alice.send(json!({"type":"watch","id":"w","game":id})).await;
    let state = alice.expect_game(id).await;
    assert_eq!(
        state["code"],
        code.as_str(),
        "the creator sees the same code"
    );
    bob.send(json!({"type":"join","code":code})).await;
    let joined = bob.expect_game(id).await;
    assert_eq!(joined["status"], "playing");
    server.shutdown().await;
}
