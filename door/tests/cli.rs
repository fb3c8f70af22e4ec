//! The binary's own commands and its one-sentence failures.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Command, Stdio};

fn server() -> Command {
    Command::new(env!("CARGO_BIN_EXE_chomp-server"))
}

#[tokio::test]
async fn backup_copies_the_database_and_refuses_to_overwrite() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("live.db");
    let (store, thread) = chomp_server::store::SqliteStore::open(&db).unwrap();
    chomp_server::store::PlayerStore::claim(&store, "ann".into(), None, false)
        .await
        .unwrap();
    let copy = dir.path().join("copy.db");
    let out = server()
        .args([
            "backup",
            copy.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("backed up"));
    assert!(copy.exists());
    let again = server()
        .args([
            "backup",
            copy.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(!again.status.success());
    let err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("already exists"), "{err}");
    thread.close().await;
}

#[test]
fn a_missing_certificate_is_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let out = server()
        .args([
            "--listen",
            "127.0.0.1:0",
            "--db",
            dir.path().join("x.db").to_str().unwrap(),
            "--tls-cert",
            "/nonexistent/cert.pem",
            "--tls-key",
            "/nonexistent/key.pem",
            "--solver-bits",
            "12",
        ])
        .env("RUST_LOG", "off")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("cannot read the TLS certificate file"),
        "{err}"
    );
}

#[test]
fn bad_flags_are_refused_before_anything_starts() {
    let out = server()
        .args(["--trusted-proxy", "nginx"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not an address or CIDR block"), "{err}");
    let out = server().args(["--db", "mysql://h/db"]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("'mysql://' is not a database"), "{err}");
    let out = server().args(["--tls-cert", "a.pem"]).output().unwrap();
    assert!(
        !out.status.success(),
        "a certificate without its key starts nothing"
    );
}

#[test]
fn cert_writes_a_pair_prints_the_flags_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tls");
    let run = || {
        server()
            .args([
                "cert",
                "--host",
                "chomp.example",
                "--host",
                "127.0.0.1",
                "--out",
            ])
            .arg(&out)
            .output()
            .unwrap()
    };
    let first = run();
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let said = String::from_utf8_lossy(&first.stdout);
    assert!(
        said.contains("--tls-cert") && said.contains("--tls-key"),
        "{said}"
    );
    assert!(
        said.contains("--ca") && said.contains("wss://chomp.example:"),
        "{said}"
    );
    assert!(out.join("cert.pem").exists() && out.join("key.pem").exists());
    let cert_before = std::fs::read(out.join("cert.pem")).unwrap();
    let again = run();
    assert!(!again.status.success());
    let err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(std::fs::read(out.join("cert.pem")).unwrap(), cert_before);
    let no_host = server().args(["cert"]).output().unwrap();
    assert!(!no_host.status.success());
}

/// Logs written to a file or a pipe carry no colour codes.
#[test]
fn logs_to_a_pipe_have_no_colour_codes() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let mut child = server()
        .args([
            "--listen",
            "127.0.0.1:0",
            "--no-background-tables",
            "--solver-bits",
            "12",
        ])
        .arg("--db")
        .arg(dir.path().join("s.db"))
        .env("RUST_LOG", "info")
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = stderr.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&seen).contains("listening on") {
                break;
            }
        }
        seen
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !reader.is_finished() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    let seen = String::from_utf8_lossy(&reader.join().unwrap()).to_string();
    assert!(seen.contains("listening on"), "{seen}");
    assert!(
        !seen.contains('\u{1b}'),
        "colour codes in a piped log: {seen:?}"
    );
}

/// Issue 31: `--listen localhost:PORT` was refused, and a bad `--listen`
/// or `--ssh-listen` got clap's English error instead of one sentence.
#[test]
fn listening_addresses_take_host_names_and_bad_ones_are_one_sentence() {
    for (flag, value) in [
        ("--listen", "nowhere"),
        ("--ssh-listen", "0.0.0.0"),
        ("--metrics-listen", "localhost:99999"),
    ] {
        let out = server().args([flag, value]).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(
            err.starts_with(&format!(
                "chomp-server: {flag}: '{value}' is not an address to listen on: give HOST:PORT"
            )),
            "{err}"
        );
    }
    // A host name is taken, as `--server` takes it.
    let dir = tempfile::tempdir().unwrap();
    let mut child = server()
        .args([
            "--listen",
            "localhost:0",
            "--db",
            dir.path().join("x.db").to_str().unwrap(),
            "--solver-bits",
            "12",
        ])
        .env("RUST_LOG", "off")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        first.starts_with("chomp-server listening on ws://127.0.0.1:"),
        "{first}"
    );
}

/// Issue 31: "Address already in use" was said twice in one sentence.
#[test]
fn an_address_in_use_is_said_once() {
    let held = TcpListener::bind("127.0.0.1:0").unwrap();
    let at = held.local_addr().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    let out = server()
        .args([
            "--listen",
            &at,
            "--db",
            dir.path().join("x.db").to_str().unwrap(),
            "--solver-bits",
            "12",
        ])
        .env("RUST_LOG", "off")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "chomp-server: the server could not start: cannot listen on {at}: "
        )),
        "{err}"
    );
    assert_eq!(err.matches("in use").count(), 1, "{err}");
}
