//! Everything a user typed (name, addresses, language, CA file, listening
//! addresses, join code) checked before any screen opens: a mistake is one
//! sentence ([`Usage`]), said in the user's language.

use std::net::SocketAddr;

use chomp_client::address::ServerAddress;
use chomp_client::i18n::{all_native_names, texts, Lang};
use chomp_client::servers;
use chomp_client::tls::Connector;
use chomp_protocol::{check_name, normalize_code};
use chomp_server::config::{listen_addr, ListenAddrError};

use crate::args::Cli;

fn default_name() -> String {
    ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_else(|| "player".into())
}

/// A mistake in what the user typed: exit code 2.
pub struct Usage(pub String);

/// What was checked before anything starts.
pub struct Checked {
    pub name: String,
    pub lang: Lang,
    /// The service's addresses, in the order given; empty: start a server
    /// in-process.
    pub servers: Vec<ServerAddress>,
    pub connector: Connector,
    /// `--listen` and `--ssh-listen`, resolved.
    pub listen: Option<SocketAddr>,
    pub ssh_listen: Option<SocketAddr>,
    /// `--join`: a private game's code, checked.
    pub join: Option<String>,
}

impl Checked {
    /// The addresses as URLs, in order (the first is the service's key
    /// for tokens).
    pub fn urls(&self) -> Vec<String> {
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
                    ("languages", all_native_names().into()),
                ],
            ))
        }),
        None => Ok(Lang::from_env()),
    }
}

pub async fn check(cli: &Cli) -> Result<Checked, Usage> {
    let lang = language(cli)?;
    let t = texts(lang);
    let name = cli.name.clone().unwrap_or_else(default_name);
    check_name(&name).map_err(|e| Usage(t.name_error(&name, &e)))?;
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
