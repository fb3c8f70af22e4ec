//! The `chomp` binary's command line: several `--server` addresses are
//! checked before anything starts, and one bad address among them is one
//! sentence and exit code 2.

use std::process::{Command, Output};

fn chomp(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_chomp"))
        .args(args)
        .env_remove("CHOMP_SERVER")
        .env("CHOMP_TOKENS", dir.path().join("tokens.json"))
        .output()
        .expect("chomp runs")
}

/// Exit code 2 and one line on stderr containing `says`.
fn refused(args: &[&str], says: &str) {
    let out = chomp(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.starts_with("chomp: ") && err.contains(says),
        "{args:?}: {err}"
    );
}

#[test]
fn a_bad_address_among_several_is_refused_at_start() {
    let list = "127.0.0.1:7878,notaurl";
    refused(
        &["--server", list, "--name", "ann"],
        "'notaurl' is not a server address",
    );
    let (good, bad) = ("ws://127.0.0.1:7878/", "127.0.0.1:99999");
    let args = ["--server", good, "--server", bad, "--name", "ann"];
    refused(&args, "'99999' is not a port");
    refused(
        &[
            "bot",
            "--server",
            "127.0.0.1:1,,127.0.0.1:2",
            "--name",
            "robo",
        ],
        "is not a server address",
    );
    refused(
        &[
            "--server",
            "ws://127.0.0.1:1/,http://127.0.0.1:2/",
            "--name",
            "ann",
        ],
        "only ws:// and wss:// servers exist",
    );
}
