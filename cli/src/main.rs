//! `chomp`: the terminal client. With no `--server` it starts the server in
//! this process and opens the lobby; `chomp bot` hosts a computer player
//! and says in sentences what it does.
//!
//! Everything a user typed (name, address, language, CA file) is checked
//! before any screen opens: a mistake is one sentence and exit code 2.
//!
//! The command line is in `args`, its checking in `checks`, and what each
//! command does in `commands`.

mod args;
mod checks;
mod commands;

use chomp_client::address::AddressError;
use chomp_client::causes;
use chomp_client::config::ConfigError;
use chomp_client::i18n::{texts, Lang};
use chomp_client::tls::TlsSetupError;

use args::{parse_cli, Command};
use checks::{check, Usage};
use commands::{bot_main, link_key_main, tui_main};

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
