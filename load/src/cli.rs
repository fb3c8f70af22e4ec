//! The command line of `chomp-load` and its checks. Both the entry point
//! (`main.rs`) and the clients (`client.rs`) read [`Args`], so it sits in a
//! module of its own rather than in the crate root, which uses `client`:
//! that way the two never use each other.

use std::net::{IpAddr, SocketAddr};

use anyhow::{bail, Context, Result};
use clap::{Parser, ValueEnum};

use crate::lobby_follow::Follow;

/// The most clients one run may open.
const MAX_CLIENTS: usize = 20_000;

#[derive(Parser, Debug, Clone)]
#[command(
    version,
    about = "Load generator for a chomp server on this machine (loopback only)"
)]
pub struct Args {
    /// Server URL (ws:// or wss://); the host must be a loopback address.
    /// Repeat it (or separate with commas) for the nodes of one service:
    /// client i connects to address i mod n first (the next ones in turn if
    /// that one refuses), so the two players of a pair sit on different
    /// nodes.
    #[arg(
        long,
        env = "CHOMP_LOAD_SERVER",
        default_value = "ws://127.0.0.1:7878/",
        value_delimiter = ','
    )]
    pub server: Vec<String>,
    /// Number of clients to open (in step mode: the most).
    #[arg(long, default_value_t = 100)]
    pub clients: usize,
    /// What the clients do.
    #[arg(long, value_enum, default_value_t = Mode::Mixed)]
    pub mode: Mode,
    /// Seconds the whole run lasts at most.
    #[arg(long, default_value_t = 30)]
    pub duration: u64,
    /// Step mode: add this many clients per step and print figures after each.
    #[arg(long)]
    pub step: Option<usize>,
    /// Seconds each step lasts in step mode.
    #[arg(long, default_value_t = 10)]
    pub step_secs: u64,
    /// Variant played.
    #[arg(long, default_value = "ichomp")]
    pub variant: String,
    /// Board width.
    #[arg(long, default_value_t = 8)]
    pub width: u32,
    /// Board height.
    #[arg(long, default_value_t = 8)]
    pub height: u32,
    /// Bot level for games against bots.
    #[arg(long, default_value = "easy")]
    pub level: String,
    /// Process id of a local server, to read its resident memory from /proc.
    #[arg(long)]
    pub pid: Option<u32>,
    /// Mean milliseconds each client waits before each of its moves,
    /// exponentially distributed like independent people (0: play at once,
    /// a closed loop that measures queueing rather than service time).
    #[arg(long, default_value_t = 0)]
    pub think_ms: u64,
    /// Extra CA certificate(s) to trust for a wss:// server (PEM), for a
    /// self-signed certificate.
    #[arg(long, env = "CHOMP_CA")]
    pub ca: Option<std::path::PathBuf>,
    /// Prefix of the player names the clients claim.
    #[arg(long, default_value = "load")]
    pub name_prefix: String,
    /// What idle clients keep of the lobby: only its versions (gaps are
    /// still found and healed), or the whole listing as the TUI does,
    /// which costs this process more CPU.
    #[arg(long, value_enum, default_value_t = Follow::Versions)]
    pub lobby_follow: Follow,
    /// Play through the server's SSH door at this address (a loopback one)
    /// instead of WebSocket: each client is an SSH session with its own
    /// key and a 80x24 terminal, typing keys. `--mode bots` plays the bot
    /// (the lobby form's default game), `--mode idle` sits in the lobby.
    #[arg(long)]
    pub ssh: Option<SocketAddr>,
    /// With --ssh: how many of the sessions run the OpenSSH client (`ssh`
    /// under a pseudo-terminal made by util-linux `script`) instead of
    /// russh's client library.
    #[arg(long, default_value_t = 0)]
    pub openssh: usize,
    /// With --ssh: seconds over which the sessions log in, evenly (0: all
    /// at once). People arrive over time; 500 key exchanges and first
    /// screens in the same second measure the arrival storm, not a move.
    #[arg(long, default_value_t = 0)]
    pub ramp: u64,
}

/// What each client does once connected.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// Sit in the lobby, subscribed to updates.
    Idle,
    /// Subscribe to the lobby, then never read the socket again: the
    /// slow readers a server must close rather than queue for.
    Stalled,
    /// Play games against bots, one after another.
    Bots,
    /// Play each other in pairs.
    Pairs,
    /// Half against bots, half in pairs.
    Mixed,
    /// Join one arena (the first client creates it) and play its pairings;
    /// prints the arena's pairing-pass durations from /metrics.
    Arena,
    /// Hosted bots on the server's bot ladder; prints games per minute and
    /// the longest any bot sat free while another was free.
    Ladder,
    /// Issue 31's hints abuse: client 0 asks hints in its own game every
    /// --think-ms (500 ms when 0) and times each answer; the others loop
    /// create iChomp 32x32, hints, resign.
    Hints,
}

pub fn check_args(args: &Args) -> Result<()> {
    if args.clients == 0 || args.clients > MAX_CLIENTS {
        bail!("--clients must be between 1 and {MAX_CLIENTS}");
    }
    if args.duration == 0 || args.duration > 3600 {
        bail!("--duration must be between 1 and 3600 seconds");
    }
    if let Some(0) = args.step {
        bail!("--step must be at least 1");
    }
    if let Some(at) = args.ssh {
        if !at.ip().is_loopback() {
            bail!(
                "chomp-load only talks to loopback addresses, not {}",
                at.ip()
            );
        }
        if !matches!(args.mode, Mode::Bots | Mode::Idle) {
            bail!("--ssh plays with --mode bots or --mode idle");
        }
        if args.step.is_some() {
            bail!("--ssh has no step mode");
        }
    }
    if args.openssh > args.clients {
        bail!("--openssh must be at most --clients");
    }
    if args.openssh > 0 && args.ssh.is_none() {
        bail!("--openssh needs --ssh");
    }
    if args.ramp > 0 && args.ssh.is_none() {
        bail!("--ramp needs --ssh");
    }
    if args.ramp > 0 && args.ramp >= args.duration {
        bail!("--ramp must be shorter than --duration");
    }
    for address in chomp_client::servers::parse_list(&args.server)? {
        let ip: IpAddr = match address.host.as_str() {
            "localhost" => continue,
            h => h
                .parse()
                .with_context(|| format!("'{h}' is not an IP address or localhost"))?,
        };
        if !ip.is_loopback() {
            bail!("chomp-load only talks to loopback addresses, not {ip}");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Args {
        let mut argv = vec!["chomp-load"];
        for s in list {
            argv.extend(["--server", s]);
        }
        Args::try_parse_from(argv).unwrap()
    }

    #[test]
    fn several_loopback_servers_are_taken_and_any_other_is_refused() {
        assert!(check_args(&args(&["ws://127.0.0.1:7979/,ws://127.0.0.1:7980/"])).is_ok());
        assert!(check_args(&args(&["ws://127.0.0.1:7979/", "ws://localhost:7980/"])).is_ok());
        let e = check_args(&args(&["ws://127.0.0.1:7979/", "ws://10.0.0.1:7980/"])).unwrap_err();
        assert!(e.to_string().contains("loopback"), "{e}");
        assert!(check_args(&args(&["ws://127.0.0.1:7979/,notaurl"])).is_err());
        // The default is one local server.
        let one = Args::try_parse_from(["chomp-load"]).unwrap();
        assert_eq!(one.server, ["ws://127.0.0.1:7878/"]);
    }

    #[test]
    fn the_ssh_mode_takes_a_loopback_door_and_only_bots_or_idle() {
        let parse = |extra: &[&str]| {
            let mut argv = vec!["chomp-load"];
            argv.extend_from_slice(extra);
            check_args(&Args::try_parse_from(argv).unwrap())
        };
        assert!(parse(&["--ssh", "127.0.0.1:2222", "--mode", "bots"]).is_ok());
        assert!(parse(&["--ssh", "[::1]:2222", "--mode", "idle", "--openssh", "3"]).is_ok());
        assert!(parse(&["--ssh", "127.0.0.1:2222", "--mode", "bots", "--ramp", "10"]).is_ok());
        assert!(
            parse(&["--mode", "bots", "--ramp", "10"]).is_err(),
            "--ramp is for --ssh"
        );
        assert!(
            parse(&["--ssh", "127.0.0.1:2222", "--mode", "bots", "--ramp", "30"]).is_err(),
            "the ramp must end before the run"
        );
        let far = parse(&["--ssh", "10.0.0.1:2222", "--mode", "bots"]).unwrap_err();
        assert!(far.to_string().contains("loopback"), "{far}");
        assert!(parse(&["--ssh", "127.0.0.1:2222", "--mode", "pairs"]).is_err());
        assert!(parse(&[
            "--ssh",
            "127.0.0.1:2222",
            "--mode",
            "bots",
            "--openssh",
            "101"
        ])
        .is_err());
        assert!(parse(&["--mode", "bots", "--openssh", "1"]).is_err());
        assert!(Args::try_parse_from(["chomp-load", "--ssh", "nowhere"]).is_err());
    }
}
