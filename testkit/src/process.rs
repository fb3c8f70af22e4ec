//! The real `chomp-server` binary as a child process.

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// The flags the kill tests start the binary with: a free port, bots that
/// answer at once, a small table (quick to build), and the database `db`.
pub fn quick_args(db: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = [
        "--listen",
        "127.0.0.1:0",
        "--bot-delay",
        "0",
        "--solver-bits",
        "12",
        "--db",
    ]
    .iter()
    .map(Into::into)
    .collect();
    args.push(db.into());
    args
}

/// A running server process; dropped, it is killed (SIGKILL) and reaped,
/// so a failing test leaves no server behind.
pub struct ServerProcess {
    child: Child,
    addr: SocketAddr,
}

impl ServerProcess {
    /// Starts `bin` (pass `env!("CARGO_BIN_EXE_chomp-server")`) with `args`
    /// and waits for the line saying where it listens.
    pub fn spawn<I, A>(bin: &Path, args: I) -> ServerProcess
    where
        I: IntoIterator<Item = A>,
        A: AsRef<std::ffi::OsStr>,
    {
        let mut command = Command::new(bin);
        command.args(args);
        ServerProcess::start(command)
    }

    /// [`ServerProcess::spawn`] under an address-space limit of
    /// `address_space_kib` KiB (`ulimit -v`, set by the shell that then
    /// becomes the server): an allocation beyond it fails, as on a small
    /// host, instead of the machine swapping.
    pub fn spawn_limited<I, A>(bin: &Path, args: I, address_space_kib: u64) -> ServerProcess
    where
        I: IntoIterator<Item = A>,
        A: AsRef<std::ffi::OsStr>,
    {
        let mut command = Command::new("bash");
        command
            .arg("-c")
            .arg(format!(
                "ulimit -v {address_space_kib} && exec \"$0\" \"$@\""
            ))
            .arg(bin)
            .args(args);
        ServerProcess::start(command)
    }

    /// Whether the process is still running (it has not exited or died).
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    fn start(mut command: Command) -> ServerProcess {
        let mut child = command
            .env("RUST_LOG", "error")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server binary starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("piped stdout"))
            .read_line(&mut line)
            .expect("the server prints its address");
        let listening = line.contains("listening");
        let addr = line
            .trim()
            .rsplit("ws://")
            .next()
            .unwrap_or_default()
            .trim_end_matches('/')
            .parse();
        let mut server = ServerProcess {
            child,
            addr: "0.0.0.0:0".parse().expect("an address"),
        };
        match addr {
            Ok(addr) if listening => server.addr = addr,
            _ => {
                server.kill();
                panic!("server did not start: {line:?}");
            }
        }
        server
    }

    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// SIGKILL, then reap: the server gets no chance to flush anything.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
