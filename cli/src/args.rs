//! The command line of the `chomp` binary: its flags, its subcommands
//! (`bot`, `link-key`) and their arguments, read with `--lang`'s help
//! listing every language by its own name.

use std::path::PathBuf;

use chomp_client::i18n::{all_native_names, texts, Lang};
use chomp_engine::Variant;
use chomp_protocol::Level;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "chomp",
    version,
    about = "Play Chomp and iChomp in the terminal"
)]
pub struct Cli {
    /// Server to join (HOST:PORT, ws://HOST:PORT/ or wss://HOST/); without it a server starts in-process.
    /// Several nodes of one service: repeat it or separate with commas; the
    /// client uses the first that answers and moves on when one fails.
    #[arg(long, env = "CHOMP_SERVER", global = true)]
    pub server: Vec<String>,
    /// Your player name (default: your login name).
    #[arg(long, env = "CHOMP_NAME", global = true)]
    pub name: Option<String>,
    /// Extra CA certificate(s) to trust for wss:// (PEM), for a self-signed server.
    #[arg(long, env = "CHOMP_CA", global = true)]
    pub ca: Option<PathBuf>,
    /// UI language (the list, in each language's own name, is filled in
    /// from the language files at start).
    #[arg(long, env = "CHOMP_LANG")]
    pub lang: Option<String>,
    /// Database of the in-process server (default: the server's default).
    #[arg(long, env = "CHOMP_DB", global = true)]
    pub db: Option<PathBuf>,
    /// Where the in-process server listens, HOST:PORT (default: 127.0.0.1:7878
    /// when free; 0.0.0.0:7878 lets friends on your network join).
    #[arg(long, env = "CHOMP_LISTEN", global = true)]
    pub listen: Option<String>,
    /// Also let friends play the in-process server over SSH on this address
    /// (e.g. 0.0.0.0:2222), with `ssh -p PORT NAME@HOST`; the command is
    /// shown to you.
    #[arg(long, env = "CHOMP_SSH_LISTEN", global = true)]
    pub ssh_listen: Option<String>,
    /// Solver tables directory of the in-process server or the bot host.
    #[arg(long, env = "CHOMP_TABLES", global = true)]
    pub tables: Option<PathBuf>,
    /// Token file (default: tokens.json in the user's config directory).
    #[arg(long, env = "CHOMP_TOKENS", global = true)]
    pub tokens: Option<PathBuf>,
    /// Join a friend's private game by its code (four letters or digits,
    /// shown on the host's game screen) as soon as connected.
    #[arg(long, value_name = "CODE")]
    pub join: Option<String>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Host a computer player: keep open games on the server for players to
    /// take, and play whoever takes one, saying what it does as it goes.
    /// Without --server a server starts in-process for it.
    Bot(BotArgs),
    /// Let an SSH key log in as your name through the server's SSH door
    /// (ssh -p PORT NAME@HOST), besides this program's token. Needs --server.
    LinkKey(LinkKeyArgs),
}

#[derive(Args, Debug)]
pub struct LinkKeyArgs {
    /// The public key file, e.g. ~/.ssh/id_ed25519.pub.
    pub file: PathBuf,
}

#[derive(Args, Debug)]
pub struct BotArgs {
    /// easy, medium or hard.
    #[arg(long, default_value = "medium")]
    pub level: Level,
    /// chomp or ichomp.
    #[arg(long, default_value = "chomp", value_parser = parse_variant)]
    pub variant: Variant,
    /// Board width in columns.
    #[arg(long, default_value_t = 7)]
    pub width: u32,
    /// Board height in rows.
    #[arg(long, default_value_t = 5)]
    pub height: u32,
    /// How many open games to keep offering at once.
    #[arg(long, default_value_t = 1)]
    pub games: usize,
    /// Stop after this many finished games.
    #[arg(long)]
    pub stop_after: Option<u64>,
    /// Play in this tournament (its pairings) instead of keeping open games.
    #[arg(long)]
    pub tournament: Option<u64>,
    /// Play in every arena the server runs, entering new ones as they open.
    #[arg(long, conflicts_with = "tournament")]
    pub arena: bool,
    /// Play on the server's bot ladder: paired again and again with other
    /// hosted bots and the server's bots, on ladder ratings.
    #[arg(long, conflicts_with_all = ["tournament", "arena"])]
    pub ladder: bool,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse().map_err(|e| format!("{e}"))
}

/// The command line, with `--lang`'s help listing every language by its
/// own name, in the locale's language.
pub fn parse_cli() -> Cli {
    let help =
        texts(Lang::from_env()).say("cli-lang-help", &[("languages", all_native_names().into())]);
    let command = Cli::command().mut_arg("lang", |a| a.help(help));
    let matches = command.get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}
