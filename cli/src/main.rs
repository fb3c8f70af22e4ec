//! `chomp`: the terminal client. With no `--server` it starts the server in
//! this process and opens the lobby; `chomp bot` hosts a computer player
//! and says in sentences what it does.
//!
//! Everything a user typed (name, address, language, CA file) is checked
//! before any screen opens: a mistake is one sentence and exit code 2.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context, Result};
use chomp::embedded::{self, EmbeddedConfig};
use chomp_client::address::AddressError;
use chomp_client::address::ServerAddress;
use chomp_client::app::{App, Hosting};
use chomp_client::bot_host::{self, BotHostConfig, TournamentPlan};
use chomp_client::causes;
use chomp_client::config::ConfigError;
use chomp_client::config::{TokenBook, TokenStore};
use chomp_client::i18n::{texts, Lang};
use chomp_client::local_hints::LazySolver;
use chomp_client::net::{self, Identity};
use chomp_client::run::run_tui;
use chomp_client::servers;
use chomp_client::tls::Connector;
use chomp_client::tls::TlsSetupError;
use chomp_engine::Variant;
use chomp_protocol::{normalize_code, Level};
use chomp_server::config::{listen_addr, ListenAddrError};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use tokio::sync::mpsc;

#[derive(Parser, Debug)]
#[command(
    name = "chomp",
    version,
    about = "Play Chomp and iChomp in the terminal"
)]
struct Cli {
    /// Server to join (HOST:PORT, ws://HOST:PORT/ or wss://HOST/); without it a server starts in-process.
    /// Several nodes of one service: repeat it or separate with commas; the
    /// client uses the first that answers and moves on when one fails.
    #[arg(long, env = "CHOMP_SERVER", global = true)]
    server: Vec<String>,
    /// Your player name (default: your login name).
    #[arg(long, env = "CHOMP_NAME", global = true)]
    name: Option<String>,
    /// Extra CA certificate(s) to trust for wss:// (PEM), for a self-signed server.
    #[arg(long, env = "CHOMP_CA", global = true)]
    ca: Option<PathBuf>,
    /// UI language (the list, in each language's own name, is filled in
    /// from the language files at start).
    #[arg(long, env = "CHOMP_LANG")]
    lang: Option<String>,
    /// Database of the in-process server (default: the server's default).
    #[arg(long, env = "CHOMP_DB", global = true)]
    db: Option<PathBuf>,
    /// Where the in-process server listens, HOST:PORT (default: 127.0.0.1:7878
    /// when free; 0.0.0.0:7878 lets friends on your network join).
    #[arg(long, env = "CHOMP_LISTEN", global = true)]
    listen: Option<String>,
    /// Also let friends play the in-process server over SSH on this address
    /// (e.g. 0.0.0.0:2222), with `ssh -p PORT NAME@HOST`; the command is
    /// shown to you.
    #[arg(long, env = "CHOMP_SSH_LISTEN", global = true)]
    ssh_listen: Option<String>,
    /// Solver tables directory of the in-process server or the bot host.
    #[arg(long, env = "CHOMP_TABLES", global = true)]
    tables: Option<PathBuf>,
    /// Token file (default: tokens.json in the user's config directory).
    #[arg(long, env = "CHOMP_TOKENS", global = true)]
    tokens: Option<PathBuf>,
    /// Join a friend's private game by its code (four letters or digits,
    /// shown on the host's game screen) as soon as connected.
    #[arg(long, value_name = "CODE")]
    join: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Host a computer player: keep open games on the server for players to
    /// take, and play whoever takes one, saying what it does as it goes.
    /// Without --server a server starts in-process for it.
    Bot(BotArgs),
    /// Let an SSH key log in as your name through the server's SSH door
    /// (ssh -p PORT NAME@HOST), besides this program's token. Needs --server.
    LinkKey(LinkKeyArgs),
}

#[derive(Args, Debug)]
struct LinkKeyArgs {
    /// The public key file, e.g. ~/.ssh/id_ed25519.pub.
    file: PathBuf,
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
    /// How many open games to keep offering at once.
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// Stop after this many finished games.
    #[arg(long)]
    stop_after: Option<u64>,
    /// Play in this tournament (its pairings) instead of keeping open games.
    #[arg(long)]
    tournament: Option<u64>,
    /// Play in every arena the server runs, entering new ones as they open.
    #[arg(long, conflicts_with = "tournament")]
    arena: bool,
    /// Play on the server's bot ladder: paired again and again with other
    /// hosted bots and the server's bots, on ladder ratings.
    #[arg(long, conflicts_with_all = ["tournament", "arena"])]
    ladder: bool,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse().map_err(|e| format!("{e}"))
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

/// A mistake in what the user typed: exit code 2.
struct Usage(String);

/// What was checked before anything starts.
struct Checked {
    name: String,
    lang: Lang,
    /// The service's addresses, in the order given; empty: start a server
    /// in-process.
    servers: Vec<ServerAddress>,
    connector: Connector,
    /// `--listen` and `--ssh-listen`, resolved.
    listen: Option<SocketAddr>,
    ssh_listen: Option<SocketAddr>,
    /// `--join`: a private game's code, checked.
    join: Option<String>,
}

impl Checked {
    /// The addresses as URLs, in order (the first is the service's key
    /// for tokens).
    fn urls(&self) -> Vec<String> {
        self.servers.iter().map(ServerAddress::url).collect()
    }
}

/// The language of the screens and of every sentence `chomp` prints: the
/// one asked for, else the locale's. A language it does not speak is a
/// usage error, said in the locale's language.
fn language(cli: &Cli) -> Result<Lang, Usage> {
    match &cli.lang {
        Some(l) => l.parse::<Lang>().map_err(|e| {
            Usage(texts(Lang::from_env()).say(
                "cli-bad-lang",
                &[
                    ("input", e.0.into()),
                    ("languages", chomp_client::i18n::all_native_names().into()),
                ],
            ))
        }),
        None => Ok(Lang::from_env()),
    }
}

async fn check(cli: &Cli) -> Result<Checked, Usage> {
    let lang = language(cli)?;
    let t = texts(lang);
    let name = cli.name.clone().unwrap_or_else(default_name);
    chomp_protocol::check_name(&name).map_err(|e| Usage(t.name_error(&name, &e)))?;
    let servers = match cli.server.is_empty() {
        true => Vec::new(),
        false => servers::parse_list(&cli.server).map_err(|e| Usage(t.address_error(&e)))?,
    };
    for a in &servers {
        resolves(a, lang).await?;
    }
    let connector = Connector::new(cli.ca.as_deref()).map_err(|e| Usage(t.tls_error(&e)))?;
    let join = match &cli.join {
        None => None,
        Some(typed) => Some(
            normalize_code(typed)
                .ok_or_else(|| Usage(t.say("cli-bad-join", &[("input", typed.as_str().into())])))?,
        ),
    };
    Ok(Checked {
        join,
        name,
        lang,
        servers,
        connector,
        listen: listen_flag("--listen", cli.listen.as_deref(), lang)?,
        ssh_listen: listen_flag("--ssh-listen", cli.ssh_listen.as_deref(), lang)?,
    })
}

/// A listening address as the server takes it (`localhost:7878` as well as
/// `0.0.0.0:7878`), or the flag's mistake in one sentence.
fn listen_flag(flag: &str, value: Option<&str>, lang: Lang) -> Result<Option<SocketAddr>, Usage> {
    let Some(value) = value else {
        return Ok(None);
    };
    let t = texts(lang);
    listen_addr(value).map(Some).map_err(|e| {
        Usage(match e {
            ListenAddrError::NotHostPort(input) => t.say(
                "cli-bad-listen",
                &[("flag", flag.into()), ("input", input.into())],
            ),
            ListenAddrError::UnknownHost { host, reason } => t.say(
                "cli-listen-host-unknown",
                &[
                    ("flag", flag.into()),
                    ("host", host.into()),
                    ("reason", reason.into()),
                ],
            ),
        })
    })
}

/// A host that does not resolve will not start resolving on a retry: it is
/// refused at start, even as one address among several.
async fn resolves(a: &ServerAddress, lang: Lang) -> Result<(), Usage> {
    let t = texts(lang);
    let host = || a.host.as_str().into();
    let found = tokio::net::lookup_host((a.host.as_str(), a.port))
        .await
        .map_err(|e| {
            Usage(t.say(
                "cli-host-unknown",
                &[("host", host()), ("reason", e.to_string().into())],
            ))
        })?
        .count();
    if found == 0 {
        return Err(Usage(t.say("cli-host-no-address", &[("host", host())])));
    }
    Ok(())
}

/// A failure after the start, in the user's language where the client
/// knows its kind; otherwise the chain of causes as the libraries say it.
fn failure(e: &anyhow::Error, lang: Lang) -> String {
    let t = texts(lang);
    for cause in e.chain() {
        if let Some(c) = cause.downcast_ref::<ConfigError>() {
            return t.config_error(c);
        }
        if let Some(c) = cause.downcast_ref::<TlsSetupError>() {
            return t.tls_error(c);
        }
        if let Some(c) = cause.downcast_ref::<AddressError>() {
            return t.address_error(c);
        }
    }
    causes::sentence(e.as_ref())
}

/// The command line, with `--lang`'s help listing every language by its
/// own name, in the locale's language.
fn parse_cli() -> Cli {
    let help = texts(Lang::from_env()).say(
        "cli-lang-help",
        &[("languages", chomp_client::i18n::all_native_names().into())],
    );
    let command = Cli::command().mut_arg("lang", |a| a.help(help));
    let matches = command.get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

#[tokio::main]
async fn main() {
    let cli = parse_cli();
    let checked = match check(&cli).await {
        Ok(c) => c,
        Err(Usage(sentence)) => {
            eprintln!("chomp: {sentence}");
            std::process::exit(2);
        }
    };
    let checked_lang = checked.lang;
    let result = match &cli.command {
        Some(Command::Bot(args)) => bot_main(&cli, args, checked).await,
        Some(Command::LinkKey(args)) => link_key_main(&cli, args, checked).await,
        None => tui_main(&cli, checked).await,
    };
    if let Err(e) = result {
        eprintln!("chomp: {}", failure(&e, checked_lang));
        std::process::exit(1);
    }
}

fn embedded_config(cli: &Cli, checked: &Checked) -> EmbeddedConfig {
    EmbeddedConfig {
        db: cli.db.clone(),
        tables: cli.tables.clone(),
        listen: checked.listen,
        ssh_listen: checked.ssh_listen,
    }
}

async fn bot_main(cli: &Cli, args: &BotArgs, checked: Checked) -> Result<()> {
    let lang = checked.lang;
    // Standard output is for its sentences; log lines only when RUST_LOG
    // asks for them, on standard error.
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "off".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let tokens = token_store(cli)?;
    let (embedded, urls, token_keys) = if checked.servers.is_empty() {
        let e = embedded::start(embedded_config(cli, &checked)).await?;
        let t = texts(lang);
        println!(
            "{}",
            t.say(
                "bot-server-started",
                &[("url", e.share_url.as_str().into())]
            )
        );
        if let Some(command) = &e.ssh_command {
            println!(
                "{}",
                t.say("bot-ssh-door", &[("command", command.as_str().into())])
            );
        }
        let (url, key) = (e.url.clone(), e.token_key.clone());
        (Some(e), vec![url], vec![key])
    } else {
        // Tokens are filed under the first address, the service's.
        (None, checked.urls(), checked.urls())
    };
    let result = bot_host::run(
        BotHostConfig {
            urls,
            token_keys,
            name: checked.name,
            level: args.level,
            variant: args.variant,
            width: args.width,
            height: args.height,
            games: args.games.max(1),
            stop_after: args.stop_after,
            tables: cli.tables.clone(),
            lang,
            tournaments: match (args.tournament, args.arena, args.ladder) {
                (Some(id), _, _) => TournamentPlan::One(id),
                (None, true, _) => TournamentPlan::Arenas,
                (None, false, true) => TournamentPlan::Ladder,
                (None, false, false) => TournamentPlan::None,
            },
        },
        checked.connector,
        tokens,
    )
    .await;
    if let Some(e) = embedded {
        e.shutdown().await;
    }
    let score = result?;
    println!(
        "{}",
        texts(lang).say(
            "bot-finished",
            &[("wins", score.won.into()), ("losses", score.lost.into())],
        )
    );
    Ok(())
}

async fn link_key_main(cli: &Cli, args: &LinkKeyArgs, checked: Checked) -> Result<()> {
    let urls = checked.urls();
    let Some(url) = urls.first() else {
        anyhow::bail!("link-key needs the server: chomp --server HOST:PORT link-key FILE");
    };
    let key = chomp::link_key::read_key_line(&args.file)?;
    let book = TokenBook {
        store: token_store(cli)?,
        addresses: urls.clone(),
    };
    let fingerprint =
        chomp::link_key::link(&checked.connector, url, &checked.name, &book, key).await?;
    println!(
        "The key {fingerprint} now logs in as {} over SSH too (ssh -p PORT {}@HOST).",
        checked.name, checked.name
    );
    Ok(())
}

async fn tui_main(cli: &Cli, checked: Checked) -> Result<()> {
    init_file_logging();
    // Before the terminal guard's hook, so that it runs first: a panic in
    // any task but the UI's goes to the log and leaves the screen alone.
    chomp::panic_route::install();
    let tokens = token_store(cli)?;
    let (embedded, urls, token_keys) = if checked.servers.is_empty() {
        let e = embedded::start(embedded_config(cli, &checked)).await?;
        let (url, key) = (e.url.clone(), e.token_key.clone());
        (Some(e), vec![url], vec![key])
    } else {
        // Tokens are filed under the first address, the service's; the
        // others are read too (keys of an older client).
        (None, checked.urls(), checked.urls())
    };
    // The connection task looks the token up once the server named its
    // service, then under these address keys.
    let book = TokenBook {
        store: tokens.clone(),
        addresses: token_keys,
    };
    let (ev_tx, events) = mpsc::unbounded_channel();
    let url = urls[0].clone();
    let requests = net::spawn(
        urls,
        checked.connector,
        Identity {
            name: checked.name.clone(),
            token: None,
            bot: false,
            book: Some(book.clone()),
        },
        ev_tx,
    );
    let mut app = App::new(checked.name, checked.lang);
    app.join_code = checked.join;
    app.server_url = Some(match &embedded {
        Some(e) => e.share_url.clone(),
        None => url,
    });
    app.hosting = embedded.as_ref().map(|e| Hosting {
        share_url: e.share_url.clone(),
    });
    app.ssh_command = embedded.as_ref().and_then(|e| e.ssh_command.clone());
    app.token_file = Some(tokens.path().display().to_string());
    // The player's own computer: the link-key prompt may read their key.
    app.local_files = true;
    let result = run_tui(
        app,
        requests,
        events,
        book,
        LazySolver::new(cli.tables.clone()),
    )
    .await;
    if let Some(e) = embedded {
        e.shutdown().await;
    }
    result
}
