//! `chomp-load`: opens many WebSocket clients to a chomp server on this
//! machine, has them play real games, and reports what the server sustained.
//!
//! With `--ssh ADDR` the clients are SSH sessions at the server's SSH door
//! instead, typing keys into the terminal client it serves (module `ssh`).
//!
//! It talks only to loopback addresses and stops by itself: every run is
//! bounded by `--duration` and by `--clients`.

mod cli;
mod client;
mod hints_abuse;
mod lobby_follow;
mod memory;
mod report;
mod roles;
mod ssh;
mod tour_load;
mod tournament;

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};

use crate::cli::{check_args, Args, Mode};
use crate::client::{Role, Shared};
use crate::memory::rss_kib;
use crate::report::Summary;
use crate::roles::run_client;

#[tokio::main]
async fn main() {
    let args = Args::parse();
    if let Err(e) = check_args(&args) {
        eprintln!("chomp-load: {e:#}.");
        std::process::exit(2);
    }
    if let Err(e) = run(args).await {
        eprintln!("chomp-load: {e:#}.");
        std::process::exit(1);
    }
}

async fn run(args: Args) -> Result<()> {
    if let Some(at) = args.ssh {
        return ssh::run(&args, at).await;
    }
    let shared = Arc::new(Shared::new(&args)?);
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.duration);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {msg}",
    )?);
    bar.enable_steady_tick(Duration::from_millis(200));

    let first_url = shared.urls.first().cloned().unwrap_or_default();
    let ladder_before = match args.mode {
        Mode::Ladder => Some(tournament::ladder_games(&first_url).await?),
        _ => None,
    };
    // The ladder's free bots are sampled for the whole run.
    let sampler = (args.mode == Mode::Ladder).then(|| {
        let shared = shared.clone();
        tokio::spawn(async move {
            let s = shared.clone();
            shared.tour.watch_free(move || s.stopping()).await
        })
    });
    let step = args.step.unwrap_or(args.clients);
    let mut opened = 0usize;
    let mut tasks = Vec::new();
    let mut step_reports = Vec::new();
    while opened < args.clients && Instant::now() < deadline {
        let target = (opened + step).min(args.clients);
        let step_started = Instant::now();
        let mark = shared.latency_mark();
        for i in opened..target {
            let role = Role::for_index(args.mode, i);
            let shared = shared.clone();
            tasks.push(tokio::spawn(run_client(shared, i, role, deadline)));
        }
        opened = target;
        let step_end = if args.step.is_some() {
            (step_started + Duration::from_secs(args.step_secs)).min(deadline)
        } else {
            deadline
        };
        while Instant::now() < step_end {
            tokio::time::sleep(Duration::from_millis(500)).await;
            bar.set_message(shared.progress_line(args.pid));
        }
        if args.step.is_some() {
            let s = Summary::since(&shared, mark, step_started.elapsed(), args.pid);
            let line = format!("step {:>6} clients: {}", opened, s.one_line());
            bar.println(&line);
            step_reports.push(line);
        }
    }
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(500)).await;
        bar.set_message(shared.progress_line(args.pid));
    }
    let rss_under_load = args.pid.and_then(rss_kib);
    shared.stop();
    for t in tasks {
        // A client that panicked is counted as an error, not a crash of the tool.
        if t.await.is_err() {
            shared.count_error();
        }
    }
    bar.finish_and_clear();
    let summary = Summary::since(&shared, 0, started.elapsed(), None).with_rss(rss_under_load);
    // The steps again, on stdout: the progress lines above go to the
    // terminal only and vanish when the output is redirected.
    for line in &step_reports {
        println!("{line}");
    }
    println!("{}", summary.report(args.clients));
    if let (Some(sampler), Some(before)) = (sampler, ladder_before) {
        let _ = sampler.await;
        let minutes = started.elapsed().as_secs_f64() / 60.0;
        let games = tournament::ladder_games(&first_url)
            .await?
            .saturating_sub(before);
        println!(
            "ladder: {games} games, {:.1} per minute; longest a bot sat free while another was free: {:.2} s",
            games as f64 / minutes,
            shared.tour.longest_free().as_secs_f64()
        );
    }
    if args.mode == Mode::Arena {
        println!("{}", tournament::pairing_passes(&first_url).await);
    }
    Ok(())
}
