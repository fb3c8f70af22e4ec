//! The SSH door through the real OpenSSH client under a PTY (tmux): the
//! command a friend types puts them in the lobby, `q` leaves with exit
//! status 0, another key under the same name is told why, in OpenSSH's
//! own output, and `ssh host ls` is told the door only plays.

use chomp_testkit::server::{self, start};
use chomp_testkit::ssh::{OpenSsh, SshKey};

#[tokio::test]
async fn openssh_plays_and_is_told_why_another_key_is_refused() {
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
    let key = dir.path().join("id_ed25519");
    SshKey::generate().write_private(&key);

    let ssh = OpenSsh::start(dir.path(), &key, at, "kate", (100, 30));
    let pane = ssh.wait_for("Create game").await;
    assert!(pane.contains("kate"), "{pane}");
    ssh.keys(&["q"]);
    assert_eq!(ssh.exit_status().await, 0);

    let other = dir.path().join("other");
    SshKey::generate().write_private(&other);
    let (said, status) = OpenSsh::refused(&other, at, "kate").await;
    assert_ne!(status, 0);
    assert!(said.contains("kate belongs to another key"), "{said}");

    // A command is answered with a sentence, not "exec request failed".
    let (out, err, status) = OpenSsh::run(&key, at, &[], "kate", Some("ls")).await;
    assert_eq!(status, 1, "{err}");
    assert!(out.contains("only plays chomp in a terminal"), "{out}{err}");
    running.shutdown().await;
}
