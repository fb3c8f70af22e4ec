//! Issue 31 through the real OpenSSH client under a PTY (tmux): a friend
//! without a key types the command and is in the lobby as a guest with no
//! prompt at all, and a private game's code in the user name (`bob+K7PQ`)
//! is not part of the name.

use chomp_testkit::server::{self, start};
use chomp_testkit::ssh::{OpenSsh, SshKey};

#[tokio::test]
async fn openssh_without_a_key_is_a_guest_and_a_game_code_is_no_part_of_the_name() {
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

    // With a key, bob+K7PQ logs in as bob.
    let ssh = OpenSsh::start(dir.path(), &key, at, "bob+K7PQ", (100, 30));
    let pane = ssh.wait_for("Create game").await;
    assert!(pane.contains("bob") && !pane.contains("K7PQ"), "{pane}");
    ssh.keys(&["q"]);
    assert_eq!(ssh.exit_status().await, 0);
    running.shutdown().await;
}
