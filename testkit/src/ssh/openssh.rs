//! The real OpenSSH client for the SSH door's tests, under a real PTY (a
//! detached tmux session), and `ssh` run for one command or a refusal.

use std::net::SocketAddr;
use std::time::Duration;

use rand::Rng;

use crate::net::WAIT;

/// The real OpenSSH client, under a real PTY (a detached tmux session),
/// as a player types `ssh -p PORT name@host`. `None` where `ssh` or `tmux`
/// is missing (CI installs both, and fails the test then).
pub struct OpenSsh {
    tmux: String,
    exit_file: std::path::PathBuf,
}

/// Whether a program is on the PATH.
fn have(program: &str) -> bool {
    std::process::Command::new(program)
        .arg("-V")
        .output()
        .is_ok()
}

/// The `ssh` options of a test: this key only, and no known_hosts.
fn ssh_options(key: &std::path::Path, port: u16) -> Vec<String> {
    [
        "-p",
        &port.to_string(),
        "-i",
        &key.display().to_string(),
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "LogLevel=INFO",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

impl OpenSsh {
    /// Whether the test can run; says why not, and fails under CI.
    pub fn available() -> bool {
        let ok = have("ssh") && have("tmux");
        if !ok {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must have ssh and tmux (.ci/run installs them)"
            );
            eprintln!("skipped: the OpenSSH client or tmux is not installed");
        }
        ok
    }

    /// Starts `ssh -t` as `name` in a `cols` x `rows` tmux pane.
    pub fn start(
        dir: &std::path::Path,
        key: &std::path::Path,
        at: SocketAddr,
        name: &str,
        size: (u16, u16),
    ) -> OpenSsh {
        OpenSsh::start_with(dir, key, at, name, size, &[])
    }

    /// [`OpenSsh::start`] with `extra` options before the destination
    /// (`-o PubkeyAuthentication=no`: a user without a key).
    pub fn start_with(
        dir: &std::path::Path,
        key: &std::path::Path,
        at: SocketAddr,
        name: &str,
        (cols, rows): (u16, u16),
        extra: &[&str],
    ) -> OpenSsh {
        let tmux = format!(
            "chomp-ssh-{}-{}",
            std::process::id(),
            rand::rng().random::<u32>()
        );
        let exit_file = dir.join(format!("{tmux}.exit"));
        let mut ssh = vec!["ssh".to_string(), "-t".to_string()];
        ssh.extend(ssh_options(key, at.port()));
        ssh.extend(extra.iter().map(|o| o.to_string()));
        ssh.push(format!("{name}@{}", at.ip()));
        let line = format!("{}; echo $? > {}", ssh.join(" "), exit_file.display());
        let started = std::process::Command::new("tmux")
            .args([
                "new-session",
                "-d",
                "-s",
                &tmux,
                "-x",
                &cols.to_string(),
                "-y",
                &rows.to_string(),
                &line,
            ])
            .env("TERM", "xterm-256color")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .expect("tmux runs");
        assert!(started.success(), "tmux started ssh");
        OpenSsh { tmux, exit_file }
    }

    /// The pane's text now.
    pub fn pane(&self) -> String {
        let out = std::process::Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.tmux])
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits until the pane shows `what`.
    pub async fn wait_for(&self, what: &str) -> String {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            let pane = self.pane();
            if pane.contains(what) {
                return pane;
            }
            assert!(
                tokio::time::Instant::now() < until,
                "the pane never showed {what:?}:\n{pane}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Types keys (tmux key names, e.g. `q`, `Enter`).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.tmux];
        args.extend_from_slice(keys);
        let _ = std::process::Command::new("tmux").args(args).status();
    }

    /// Waits until `ssh` exits; its exit status.
    pub async fn exit_status(&self) -> i32 {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            if let Ok(text) = std::fs::read_to_string(&self.exit_file) {
                if let Ok(code) = text.trim().parse() {
                    return code;
                }
            }
            assert!(
                tokio::time::Instant::now() < until,
                "ssh did not exit:\n{}",
                self.pane()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Runs `ssh` without a terminal (as a script would) and returns what
    /// it printed on stderr and its exit status: a refusal's sentence.
    /// Async: the server under test may run on the same thread.
    pub async fn refused(key: &std::path::Path, at: SocketAddr, name: &str) -> (String, i32) {
        let run = tokio::process::Command::new("ssh")
            .arg("-T")
            .args(ssh_options(key, at.port()))
            .args([
                "-o",
                "PasswordAuthentication=no",
                "-o",
                "KbdInteractiveAuthentication=yes",
            ])
            .arg(format!("{name}@{}", at.ip()))
            .stdin(std::process::Stdio::null())
            .output();
        let out = tokio::time::timeout(WAIT, run)
            .await
            .expect("ssh ends")
            .expect("ssh runs");
        (
            String::from_utf8_lossy(&out.stderr).into_owned(),
            out.status.code().unwrap_or(-1),
        )
    }
}

impl OpenSsh {
    /// Runs `ssh [extra options] name@host [command]` without a terminal;
    /// what it printed (stdout, then stderr) and its exit status.
    pub async fn run(
        key: &std::path::Path,
        at: SocketAddr,
        extra: &[&str],
        name: &str,
        command: Option<&str>,
    ) -> (String, String, i32) {
        let mut ssh = tokio::process::Command::new("ssh");
        ssh.arg("-T")
            .args(ssh_options(key, at.port()))
            .args(extra)
            .arg(format!("{name}@{}", at.ip()));
        if let Some(command) = command {
            ssh.arg(command);
        }
        let run = ssh.stdin(std::process::Stdio::null()).output();
        let out = tokio::time::timeout(WAIT, run)
            .await
            .expect("ssh ends")
            .expect("ssh runs");
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            out.status.code().unwrap_or(-1),
        )
    }
}

impl Drop for OpenSsh {
    fn drop(&mut self) {
        let _ = std::process::Command::new("tmux")
            .args(["kill-session", "-t", &self.tmux])
            .output();
    }
}
