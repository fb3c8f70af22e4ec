//! The `chomp` binary's command line: several `--server` addresses are
//! checked before anything starts, and one bad address among them is one
//! sentence and exit code 2, in the language of the locale or `--lang`.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Command, Output, Stdio};

/// `chomp` with `args` under the locale `locale` (none of the caller's
/// language variables leak in).
fn chomp_in(locale: &str, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_chomp"))
        .args(args)
        .env_remove("CHOMP_SERVER")
        .env_remove("CHOMP_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .env("CHOMP_TOKENS", dir.path().join("tokens.json"))
        .output()
        .expect("chomp runs")
}

fn chomp(args: &[&str]) -> Output {
    chomp_in("C.UTF-8", args)
}

/// Exit code 2 and one line on stderr containing `says`.
fn refused(args: &[&str], says: &str) {
    refused_in("C.UTF-8", args, says)
}

fn refused_in(locale: &str, args: &[&str], says: &str) {
    let out = chomp_in(locale, args);
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

/// The sentences follow the locale, and `--lang` over it (issue 23: they
/// stayed English under a Russian locale).
#[test]
fn mistakes_are_said_in_the_users_language() {
    let args = ["--server", "notaurl", "--name", "ann"];
    refused_in("ru_RU.UTF-8", &args, "«notaurl» — не адрес сервера");
    refused_in("fa_IR.UTF-8", &args, "نشانی سرور نیست");
    refused_in(
        "C.UTF-8",
        &["--lang", "de", "--server", "notaurl"],
        "ist keine Serveradresse",
    );
    refused_in("zh_CN.UTF-8", &["--name", "a b"], "不能使用名字");
    // A language it does not speak, said in the locale's language, with
    // the languages it does speak by their own names.
    refused_in("fr_FR.UTF-8", &["--lang", "xx"], "n'est pas une langue");
    refused_in("C.UTF-8", &["--lang", "xx"], "Oʻzbek");
}

#[test]
fn help_lists_every_language_by_its_own_name() {
    let out = chomp(&["--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    for name in [
        "English",
        "Français",
        "فارسی",
        "中文",
        "Українська",
        "Azərbaycan",
        "ខ្មែរ",
        "Tiếng Việt",
        "Bahasa Melayu",
        "Deutsch",
        "Oʻzbek",
        "Русский",
    ] {
        assert!(help.contains(name), "{name} missing:\n{help}");
    }
}

/// Issue 31: `--listen localhost:PORT` was refused while `--server
/// localhost:PORT` worked, and bad `--listen`/`--ssh-listen` values got
/// clap's English error instead of one sentence.
#[test]
fn a_bad_listening_address_is_one_sentence_in_the_users_language() {
    refused(
        &["--listen", "nowhere", "--name", "ann"],
        "--listen 'nowhere' is not an address to listen on: give HOST:PORT",
    );
    refused(
        &["bot", "--ssh-listen", "0.0.0.0", "--name", "robo"],
        "--ssh-listen '0.0.0.0' is not an address to listen on",
    );
    refused_in(
        "de_DE.UTF-8",
        &["--listen", "localhost:99999", "--name", "ann"],
        "ist keine Adresse zum Lauschen",
    );
}

/// `chomp bot` with its own server: stdout has sentences, not log lines
/// (issue 31), and `--listen` takes a host name as `--server` does.
#[test]
fn a_bot_host_on_localhost_says_it_is_ready_in_sentences() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_chomp"))
        .args(["bot", "--listen", "localhost:0", "--name", "robo"])
        .env_remove("CHOMP_SERVER")
        .env_remove("CHOMP_LANG")
        .env_remove("RUST_LOG")
        .env_remove("LC_ALL")
        .env("LANG", "C.UTF-8")
        .env("CHOMP_DB", dir.path().join("chomp.db"))
        .env("CHOMP_TOKENS", dir.path().join("tokens.json"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("chomp runs");
    let stdout = child.stdout.take().expect("stdout");
    let mut said = Vec::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("a line");
        let ready = line.contains("is ready");
        said.push(line);
        if ready {
            break;
        }
    }
    child.kill().expect("the bot host stops");
    let out = child.wait_with_output().expect("it exits");
    let said = said.join("\n");
    assert!(
        said.contains("Server started: players join with chomp --server ws://127.0.0.1:"),
        "{said}"
    );
    assert!(
        said.contains(
            "robo is ready: one open game of Chomp 7x5 at the medium level, waiting for a player."
        ),
        "{said}"
    );
    assert!(!said.contains("INFO"), "log lines on stdout: {said}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "log lines on stderr: {err}");
}

/// Issue 31: "Address already in use" was said twice in one sentence.
#[test]
fn an_address_in_use_is_said_once() {
    let held = TcpListener::bind("127.0.0.1:0").unwrap();
    let at = held.local_addr().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chomp.db");
    let out = chomp(&[
        "bot",
        "--listen",
        &at,
        "--name",
        "robo",
        "--db",
        db.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "chomp: cannot start the built-in server: cannot listen on {at}: "
        )),
        "{err}"
    );
    assert_eq!(err.matches("in use").count(), 1, "{err}");
}

#[test]
fn bot_help_names_no_lobby() {
    let out = chomp(&["bot", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("Host a computer player"), "{help}");
    assert!(!help.to_lowercase().contains("lobby"), "{help}");
}

/// `chomp --join CODE`: a code that cannot be one (wrong length, or a
/// letter the codes never use) is one sentence before anything starts.
#[test]
fn a_bad_join_code_is_one_sentence() {
    refused(
        &["--join", "K0PQ", "--name", "ann"],
        "--join 'K0PQ' is not a game code: a code is four letters or digits",
    );
    refused_in(
        "fr_FR.UTF-8",
        &["--join", "toolong", "--name", "ann"],
        "n'est pas un code de partie",
    );
}
