//! `chomp-server`: runs the match server until Ctrl-C or SIGTERM, or with
//! `backup FILE` copies its database while it runs, or with `cert` makes a
//! self-signed certificate for it.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use chomp_client::causes;
use chomp_server::config::{default_db_path, LogFormat};
use chomp_server::Config;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Parser, Subcommand};
use std::error::Error as _;
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(
    name = "chomp-server",
    version,
    about = "Authoritative WebSocket match server for Chomp and iChomp",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    config: Config,
}

#[derive(Subcommand)]
enum Command {
    /// Copy the database to a new FILE while the server keeps running
    /// (SQLite's online backup; the copy is checked before it is kept).
    Backup {
        /// Where the copy goes; it must not exist yet.
        file: PathBuf,
        /// The SQLite database to copy.
        #[arg(long, env = "CHOMP_DB", default_value_os_t = default_db_path())]
        db: PathBuf,
    },
    /// Make a self-signed certificate and key (cert.pem, key.pem) for a
    /// server without a certificate authority; clients trust it with --ca.
    Cert {
        /// A name clients connect to (DNS name or IP address); repeat it.
        #[arg(long = "host", required = true)]
        hosts: Vec<String>,
        /// The folder to write cert.pem and key.pem into (made if missing).
        #[arg(long, default_value = ".")]
        out: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|e| refuse(e));
    let result = match cli.command {
        Some(Command::Backup { file, db }) => backup(&db, &file),
        Some(Command::Cert { hosts, out }) => cert(&hosts, &out),
        None => match tokio::runtime::Runtime::new() {
            Ok(rt) => rt.block_on(serve(cli.config)),
            Err(e) => Err(anyhow::anyhow!("cannot start the async runtime: {e}")),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("chomp-server: {}.", causes::sentence(e.as_ref()));
            ExitCode::FAILURE
        }
    }
}

/// A flag's value that its parser refused (`--listen nowhere`) is one
/// sentence naming the flag, like every other failure of this binary, and
/// exit code 2; anything else (help, version, an unknown flag) is clap's.
fn refuse(e: clap::Error) -> ! {
    if e.kind() == ErrorKind::ValueValidation {
        if let (Some(ContextValue::String(arg)), Some(why)) =
            (e.get(ContextKind::InvalidArg), e.source())
        {
            let flag = arg.split_whitespace().next().unwrap_or(arg);
            eprintln!("chomp-server: {flag}: {why}.");
            std::process::exit(2);
        }
    }
    e.exit()
}

fn cert(hosts: &[String], out: &std::path::Path) -> anyhow::Result<()> {
    let files = chomp_server::transport::selfsigned::write_self_signed(hosts, out)?;
    let (cert, key) = (files.cert.display(), files.key.display());
    let host = &hosts[0];
    println!(
        "Wrote {cert} and {key} (key readable by you only), for {}.",
        hosts.join(", ")
    );
    println!("Serve with:   chomp-server --listen 0.0.0.0:7878 --tls-cert {cert} --tls-key {key}");
    println!("Clients with: chomp --server wss://{host}:7878/ --ca {cert}");
    println!("Give friends {cert} (never {key}); --ca pins that very certificate.");
    Ok(())
}

fn backup(db: &std::path::Path, file: &std::path::Path) -> anyhow::Result<()> {
    let report = chomp_server::store::backup(db, file)?;
    println!(
        "backed up {} to {} ({} pages, {} bytes)",
        db.display(),
        file.display(),
        report.pages,
        report.bytes
    );
    Ok(())
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Colour only for a person at a terminal: a log file or a journal
    // would keep the escape codes as noise.
    let colour = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let logs = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(colour)
        .with_env_filter(filter);
    match config.log_format {
        LogFormat::Json => logs.json().init(),
        LogFormat::Text => logs.init(),
    }
    let scheme = if config.tls_cert.is_some() {
        "wss"
    } else {
        "ws"
    };
    let server = chomp_door::start(config)
        .await
        .context("the server could not start")?;
    println!(
        "chomp-server listening on {scheme}://{}/",
        server.local_addr()
    );
    wait_for_signal().await;
    server.shutdown().await;
    Ok(())
}

/// Resolves on Ctrl-C, or on SIGTERM where there is one.
async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
