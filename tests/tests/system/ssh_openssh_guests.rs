//! Issue 31 through the real OpenSSH client under a PTY (tmux): a friend
//! without a key types the command and is in the lobby as a guest with no
//! prompt at all, and a private game's code in the user name (`bob+CODE`)
//! seats the friend, as `bob`, in that game.

use chomp_testkit::server::{self, start};
use chomp_testkit::ssh::{OpenSsh, SshKey};
use chomp_testkit::{Client, WAIT};
use serde_json::json;

#[tokio::test]
async fn openssh_without_a_key_is_a_guest_and_a_code_in_the_user_name_seats_the_friend() {
    if !OpenSsh::available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let config = chomp_server::Config {
        ssh_listen: Some("127.0.0.1:0".parse().unwrap()),
        ssh_host_key: Some(dir.path().join("host_key")),
        ..server::config(dir.path())
    };
    let running = start(config).await;
    let at = running.ssh_addr().unwrap();
    // The key file exists but is not offered: a user without a key.
    let key = dir.path().join("id_ed25519");
    SshKey::generate().write_private(&key);
    let keyless = [
        "-o",
        "PubkeyAuthentication=no",
        "-o",
        "PasswordAuthentication=no",
    ];
    let ssh = OpenSsh::start_with(dir.path(), &key, at, "alice", (100, 30), &keyless);
    let pane = ssh.wait_for("Create game").await;
    assert!(pane.contains("alice"), "{pane}");
    assert!(
        pane.contains("ssh-keygen -t ed25519"),
        "the guest's banner: {pane}"
    );
    assert!(!pane.contains("assword"), "no prompt: {pane}");
    ssh.keys(&["q"]);
    assert_eq!(ssh.exit_status().await, 0);

    // Carol opens a private game; with a key, bob+CODE logs in as bob
    // and sits down in it at once.
    let mut carol = Client::hello(running.local_addr(), "carol", None).await;
    let game = carol
        .create(json!({"variant":"chomp","width":7,"height":6,
                       "opponent":{"kind":"human"},"first":"me","private":true}))
        .await;
    let code = game["code"].as_str().expect("a private game's code");
    let ssh = OpenSsh::start(dir.path(), &key, at, &format!("bob+{code}"), (100, 30));
    let seated = tokio::time::timeout(WAIT, async {
        loop {
            let v = carol.recv().await;
            if v["type"] == "game" && v["players"][1]["name"] == "bob" {
                return v;
            }
        }
    })
    .await
    .expect("bob sat down in carol's private game");
    assert_eq!(seated["game"], game["game"]);
    let pane = ssh.wait_for("carol").await;
    assert!(pane.contains("bob"), "{pane}");
    drop(ssh);
    running.shutdown().await;
}
