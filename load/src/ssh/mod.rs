//! `chomp-load --ssh ADDR`: simulated players at the server's SSH door,
//! each a real SSH session with its own ed25519 key and name, a PTY of
//! 80x24 and a terminal emulator reading what the door draws. `--mode
//! bots` plays games against the bot by keys, `--mode idle` sits in the
//! lobby; the first `--openssh N` sessions run the OpenSSH client instead
//! of russh's. Reports the key-to-redraw time of moves, the bytes of each
//! redraw, the frames each session received per second and the server's
//! memory per session.
//!
//! `io` (the two transports), `term` (a session's screen and counters),
//! `screen` (reading the board and words), `player` (the keys a player
//! types), `figures` (what the run measured, and the report).

mod figures;
mod io;
mod player;
mod screen;
mod term;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use rand::rngs::StdRng;
use rand::SeedableRng;
use tokio::sync::Semaphore;

use crate::cli::{Args, Mode};
use crate::memory::rss_kib;
use figures::Figures;
use io::Io;
use term::{Term, ANSWER_TIMEOUT};

/// Logins under way at once: each is a key exchange and a signature on
/// both sides; more at once only queue on the same cores.
const LOGINS_AT_ONCE: usize = 32;

/// What every session of a run shares.
struct Run {
    at: SocketAddr,
    mode: Mode,
    think: Duration,
    names: String,
    /// The key file every OpenSSH session uses (one key may hold many
    /// names), when there are such sessions.
    openssh_key: Option<PathBuf>,
    openssh: usize,
    logins: Semaphore,
    /// Session `i` of `n` logs in `ramp * i / n` after the start.
    ramp: Duration,
    clients: usize,
    started: Instant,
    figures: Figures,
    deadline: Instant,
}

/// Runs the SSH sessions of `args` against the door at `at` and prints
/// the figures.
pub async fn run(args: &Args, at: SocketAddr) -> Result<()> {
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.duration);
    let rss_before = args.pid.and_then(rss_kib);
    let key_dir = std::env::temp_dir().join(format!("chomp-load-ssh-{}", std::process::id()));
    let openssh_key = if args.openssh > 0 {
        std::fs::create_dir_all(&key_dir)
            .with_context(|| format!("cannot make {}", key_dir.display()))?;
        let path = key_dir.join("id_ed25519");
        io::write_key(&io::new_key(), &path)?;
        Some(path)
    } else {
        None
    };
    let run = Arc::new(Run {
        at,
        mode: args.mode,
        think: Duration::from_millis(args.think_ms),
        names: format!("{}{}", args.name_prefix, std::process::id() % 100_000),
        openssh_key,
        openssh: args.openssh,
        logins: Semaphore::new(LOGINS_AT_ONCE),
        ramp: Duration::from_secs(args.ramp),
        clients: args.clients,
        started,
        figures: Figures::default(),
        deadline,
    });
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {msg}",
    )?);
    bar.enable_steady_tick(Duration::from_millis(200));
    let tasks: Vec<_> = (0..args.clients)
        .map(|i| tokio::spawn(session(run.clone(), i)))
        .collect();
    // The server's memory with every session open: read until just before
    // they end at the deadline.
    let measure_at = deadline
        .checked_sub(Duration::from_secs(1))
        .filter(|t| *t > started)
        .unwrap_or(deadline);
    let mut rss_during = None;
    loop {
        let now = Instant::now();
        if now >= measure_at {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100).min(measure_at - now)).await;
        run.figures.note_logins(args.clients);
        rss_during = args.pid.and_then(rss_kib).or(rss_during);
        run.figures.hold_count();
        bar.set_message(run.figures.progress_line(rss_during));
    }
    for t in tasks {
        // A session that panicked is an error of the run, not of the tool.
        if t.await.is_err() {
            run.figures
                .record_error(&anyhow::anyhow!("a session task panicked"));
        }
    }
    bar.finish_and_clear();
    if run.openssh_key.is_some() {
        let _ = std::fs::remove_dir_all(&key_dir);
    }
    let rss = rss_before.zip(rss_during);
    println!(
        "{}",
        run.figures.report(args.clients, started.elapsed(), rss)
    );
    Ok(())
}

/// One simulated player, from login to the deadline.
async fn session(run: Arc<Run>, index: usize) {
    let figures = &run.figures;
    let name = format!("{}-{index}", run.names);
    let openssh = index < run.openssh;
    let arrival = run.ramp.mul_f64(index as f64 / run.clients.max(1) as f64);
    tokio::time::sleep_until((run.started + arrival).into()).await;
    let login = async {
        let _turn = run.logins.acquire().await;
        match (&run.openssh_key, openssh) {
            (Some(key), true) => Io::openssh(run.at, &name, key),
            _ => Io::russh(run.at, &name, io::new_key()).await,
        }
    };
    let left = run.deadline.saturating_duration_since(Instant::now());
    let io = match tokio::time::timeout(left.min(ANSWER_TIMEOUT), login).await {
        Ok(Ok(io)) => io,
        Ok(Err(e)) => return figures.record_error(&e.context(format!("{name} could not log in"))),
        Err(_) if Instant::now() >= run.deadline => return,
        Err(_) => {
            return figures.record_error(&anyhow::anyhow!(
                "{name} could not log in within {ANSWER_TIMEOUT:?}"
            ))
        }
    };
    figures.logged_in.fetch_add(1, Ordering::Relaxed);
    figures.in_session.fetch_add(1, Ordering::Relaxed);
    let mut term = Term::new(io);
    let mut rng = StdRng::seed_from_u64(index as u64);
    let left = run.deadline.saturating_duration_since(Instant::now());
    let body = async {
        match run.mode {
            Mode::Idle => player::view(&mut term, run.deadline).await,
            _ => player::play(&mut term, figures, run.think, &mut rng, run.deadline).await,
        }
    };
    // The deadline cuts a wait short: that is the end of the run, no error.
    if let Ok(Err(e)) = tokio::time::timeout(left, body).await {
        figures.record_error(&e.context(format!("session {name}")));
    }
    term.meter.report_to(figures);
    figures.in_session.fetch_sub(1, Ordering::Relaxed);
    term.io.close().await;
}
