//! What `chomp` does once its command line is checked: the terminal
//! client (with a server in-process when no `--server` is given), `chomp
//! bot`, which hosts a computer player, and `chomp link-key`.

use anyhow::{Context, Result};
use chomp::embedded::{self, EmbeddedConfig};
use chomp_client::app::{App, Hosting};
use chomp_client::bot_host::{self, BotHostConfig, TournamentPlan};
use chomp_client::config::{TokenBook, TokenStore};
use chomp_client::i18n::texts;
use chomp_client::local_hints::LazySolver;
use chomp_client::net::{self, Identity};
use chomp_client::run::run_tui;
use tokio::sync::mpsc;

use crate::args::{BotArgs, Cli, LinkKeyArgs};
use crate::checks::Checked;

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

fn embedded_config(cli: &Cli, checked: &Checked) -> EmbeddedConfig {
    EmbeddedConfig {
        db: cli.db.clone(),
        tables: cli.tables.clone(),
        listen: checked.listen,
        ssh_listen: checked.ssh_listen,
    }
}

pub async fn bot_main(cli: &Cli, args: &BotArgs, checked: Checked) -> Result<()> {
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

pub async fn link_key_main(cli: &Cli, args: &LinkKeyArgs, checked: Checked) -> Result<()> {
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

pub async fn tui_main(cli: &Cli, checked: Checked) -> Result<()> {
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
