//! `chomp`: the terminal client. With no `--server` it starts the server in
//! this process and opens the lobby; `chomp bot` hosts a computer player.

use std::path::PathBuf;

use anyhow::{Context, Result};
use chomp_client::app::App;
use chomp_client::bot_host::{self, BotHostConfig};
use chomp_client::config::TokenStore;
use chomp_client::embedded;
use chomp_client::i18n::Lang;
use chomp_client::net::{self, Identity};
use chomp_client::run::{run_tui, TokenPlace};
use chomp_engine::Variant;
use chomp_protocol::Level;
use clap::{Args, Parser, Subcommand};
use tokio::sync::mpsc;

#[derive(Parser, Debug)]
#[command(
    name = "chomp",
    version,
    about = "Play Chomp and iChomp in the terminal"
)]
struct Cli {
    /// Server to join (ws://HOST:PORT or HOST:PORT); without it a server starts in-process.
    #[arg(long, env = "CHOMP_SERVER", global = true)]
    server: Option<String>,
    /// Your player name (default: your login name).
    #[arg(long, env = "CHOMP_NAME", global = true)]
    name: Option<String>,
    /// UI language: en, de, fr or ru (default: from the locale).
    #[arg(long, env = "CHOMP_LANG")]
    lang: Option<String>,
    /// Database of the in-process server (default: the server's default).
    #[arg(long, env = "CHOMP_DB")]
    db: Option<PathBuf>,
    /// Solver tables directory of the in-process server or the bot host.
    #[arg(long, env = "CHOMP_TABLES", global = true)]
    tables: Option<PathBuf>,
    /// Token file (default: tokens.json in the user's config directory).
    #[arg(long, env = "CHOMP_TOKENS", global = true)]
    tokens: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Host a computer player: keep open games in the lobby and play whoever joins.
    Bot(BotArgs),
}

#[derive(Args, Debug)]
struct BotArgs {
    /// easy, medium or hard.
    #[arg(long, default_value = "medium")]
    level: Level,
    /// chomp or ichomp.
    #[arg(long, default_value = "chomp", value_parser = parse_variant)]
    variant: Variant,
    /// Board width in columns.
    #[arg(long, default_value_t = 7)]
    width: u32,
    /// Board height in rows.
    #[arg(long, default_value_t = 5)]
    height: u32,
    /// How many open games to keep in the lobby.
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// Stop after this many finished games.
    #[arg(long)]
    stop_after: Option<u64>,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse().map_err(|e| format!("{e}"))
}

/// `HOST:PORT` becomes `ws://HOST:PORT/`.
fn normalise_url(s: &str) -> String {
    if s.starts_with("ws://") || s.starts_with("wss://") {
        s.to_string()
    } else {
        format!("ws://{s}/")
    }
}

fn default_name() -> String {
    ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_else(|| "player".into())
}

fn token_store(cli: &Cli) -> Result<TokenStore> {
    match &cli.tokens {
        Some(p) => Ok(TokenStore::at(p)),
        None => TokenStore::user().context("cannot find where to keep the name token"),
    }
}

/// Logs go to a file: the terminal belongs to the UI.
fn init_file_logging() {
    let Some(dirs) = directories::ProjectDirs::from("", "", "chomp") else {
        return;
    };
    let dir = dirs.cache_dir();
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let Ok(file) = std::fs::File::create(dir.join("chomp.log")) else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_ansi(false)
        .with_writer(std::sync::Mutex::new(file))
        .try_init();
}

#[tokio::main]
async fn main() {
    if let Err(e) = real_main().await {
        eprintln!("chomp: {e:#}");
        std::process::exit(1);
    }
}

async fn real_main() -> Result<()> {
    let cli = Cli::parse();
    let name = cli.name.clone().unwrap_or_else(default_name);
    let tokens = token_store(&cli)?;
    if let Some(Command::Bot(args)) = &cli.command {
        tracing_subscriber::fmt()
            .with_env_filter(
                tracing_subscriber::EnvFilter::try_from_default_env()
                    .unwrap_or_else(|_| "info".into()),
            )
            .init();
        let url = normalise_url(
            cli.server
                .as_deref()
                .context("chomp bot needs --server ws://HOST:PORT")?,
        );
        let score = bot_host::run(
            BotHostConfig {
                url,
                name,
                level: args.level,
                variant: args.variant,
                width: args.width,
                height: args.height,
                games: args.games.max(1),
                stop_after: args.stop_after,
                tables: cli.tables.clone(),
            },
            tokens,
        )
        .await?;
        println!("bot finished: won {}, lost {}", score.won, score.lost);
        return Ok(());
    }

    init_file_logging();
    let lang = match &cli.lang {
        Some(l) => l.parse::<Lang>().map_err(anyhow::Error::msg)?,
        None => Lang::from_env(),
    };
    let (embedded, url, server_key) = match &cli.server {
        Some(s) => {
            let url = normalise_url(s);
            (None, url.clone(), url)
        }
        None => {
            let e = embedded::start(cli.db.clone(), cli.tables.clone()).await?;
            let (url, key) = (e.url.clone(), e.token_key.clone());
            (Some(e), url, key)
        }
    };
    let token = tokens.get(&server_key, &name).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "cannot read the token file");
        None
    });
    let (ev_tx, events) = mpsc::unbounded_channel();
    let requests = net::spawn(
        url.clone(),
        Identity {
            name: name.clone(),
            token,
        },
        ev_tx,
    );
    let mut app = App::new(name, lang);
    app.server_url = Some(url);
    let result = run_tui(
        app,
        requests,
        events,
        TokenPlace {
            store: tokens,
            server_key,
        },
    )
    .await;
    if let Some(e) = embedded {
        e.shutdown().await;
    }
    result
}
