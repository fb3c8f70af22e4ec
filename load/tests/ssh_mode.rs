//! `chomp-load --ssh` against a real server with its SSH door on loopback:
//! a handful of sessions (one through the OpenSSH client where it is
//! installed) log in with their own keys, create games against the bot by
//! keys and play them; the report must show measured moves and no errors.

use std::process::Stdio;
use std::time::Duration;

use chomp_testkit::server::{self, start};

/// Whether a program runs here.
fn have(program: &str, arg: &str) -> bool {
    std::process::Command::new(program)
        .arg(arg)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// The value after `label` on its line of the report.
fn field<'a>(report: &'a str, label: &str) -> &'a str {
    report
        .lines()
        .find_map(|l| l.strip_prefix(label))
        .map(str::trim)
        .unwrap_or_else(|| panic!("no {label:?} in the report:\n{report}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ssh_sessions_play_the_bot_by_keys_and_every_move_is_measured() {
    let dir = tempfile::tempdir().unwrap();
    let config = chomp_server::Config {
        ssh_listen: Some("127.0.0.1:0".parse().unwrap()),
        ssh_host_key: Some(dir.path().join("host_key")),
        ..server::config(dir.path())
    };
    let running = start(config).await;
    let at = running.ssh_addr().expect("the SSH door is open");
    // The OpenSSH client runs under `script`'s pseudo-terminal; CI installs
    // OpenSSH, and util-linux comes with the system.
    let openssh = have("ssh", "-V") && have("script", "--version");
    if !openssh {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have ssh and script"
        );
        eprintln!("the OpenSSH session is left out: ssh or script is missing");
    }
    let sessions = 4;
    let run = tokio::process::Command::new(env!("CARGO_BIN_EXE_chomp-load"))
        .args(["--ssh", &at.to_string(), "--mode", "bots"])
        .args(["--clients", &sessions.to_string(), "--duration", "12"])
        .args(["--think-ms", "100", "--name-prefix", "t"])
        .args(["--openssh", if openssh { "1" } else { "0" }])
        .stdin(Stdio::null())
        .output();
    let out = tokio::time::timeout(Duration::from_secs(60), run)
        .await
        .expect("chomp-load ends by its --duration")
        .expect("chomp-load runs");
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    let errors = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{report}\n{errors}");
    assert_eq!(field(&report, "errors:"), "0", "{report}");
    assert!(
        field(&report, "logged in:").starts_with(&format!("{sessions} ")),
        "{report}"
    );
    let moves: usize = field(&report, "moves measured:").parse().unwrap();
    assert!(moves >= sessions, "each session moved: {report}");
    assert!(
        field(&report, "key to redraw:").starts_with("p50 "),
        "{report}"
    );
    // A move is drawn as a diff of the screen, far smaller than the whole
    // game screen drawn when the game opened.
    let p50 = |label: &str| -> u64 {
        field(&report, label)
            .split_whitespace()
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no p50 for {label}: {report}"))
    };
    let (per_move, whole) = (p50("bytes per move:"), p50("full game screen:"));
    assert!(per_move > 0 && per_move < whole / 2, "{report}");
    if openssh {
        assert!(
            field(&report, "  via OpenSSH:").starts_with("p50 "),
            "the OpenSSH session moved: {report}"
        );
    }
    running.shutdown().await;
}
