//! "One command plays": with no `--server`, the client starts the real
//! server in this process, with the server's default database (or `--db`),
//! and talks to it over WebSocket like any client. Friends join it at the
//! address the lobby shows.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;

use anyhow::{Context, Result};

/// Where the host listens unless told: loopback, port 7878 (the server's
/// usual port) so friends on this machine find it again after a restart.
pub const DEFAULT_LISTEN: SocketAddr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 7878);

/// A server running inside the client process.
pub struct Embedded {
    server: chomp_server::RunningServer,
    /// The `ws://` address this process connects to.
    pub url: String,
    /// The address others should use: the LAN address when listening on
    /// all interfaces.
    pub share_url: String,
    /// What friends type to play here over SSH, when the door is open,
    /// and the host key's fingerprint their ssh will show.
    pub ssh_command: Option<String>,
    /// The key under which tokens for this server are stored: the database,
    /// since the port may change from run to run but the names live in the
    /// database.
    pub token_key: String,
}

/// What to start.
#[derive(Clone, Debug, Default)]
pub struct EmbeddedConfig {
    pub db: Option<PathBuf>,
    pub tables: Option<PathBuf>,
    /// `None`: [`DEFAULT_LISTEN`] when free, else any free loopback port.
    pub listen: Option<SocketAddr>,
    /// The SSH door's address (`--ssh-listen`), off without it.
    pub ssh_listen: Option<SocketAddr>,
}

/// Starts the server.
pub async fn start(cfg: EmbeddedConfig) -> Result<Embedded> {
    let mut config = chomp_server::Config {
        listen: DEFAULT_LISTEN,
        ..Default::default()
    };
    let db = cfg.db.unwrap_or_else(chomp_server::config::default_db_path);
    config.db = chomp_server::store::DbTarget::Sqlite(db.clone());
    if cfg.tables.is_some() {
        config.tables = cfg.tables;
    }
    if let Some(dir) = db.parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create the directory {}", dir.display()))?;
        }
    }
    if let Some(at) = cfg.ssh_listen {
        config.ssh_listen = Some(at);
        config.ssh_host_key = Some(db.with_file_name("ssh_host_ed25519_key"));
    }
    let token_key = format!("embedded:{}", db.display());
    let server = match cfg.listen {
        Some(addr) => {
            config.listen = addr;
            chomp_door::start(config)
                .await
                // The server's error names the address already.
                .context("cannot start the built-in server")?
        }
        None => {
            let fallback = config.clone();
            match chomp_door::start(config).await {
                Ok(s) => s,
                Err(e) => {
                    tracing::info!(error = %e, "port 7878 is taken: using another");
                    let config = chomp_server::Config {
                        listen: SocketAddr::new(DEFAULT_LISTEN.ip(), 0),
                        ..fallback
                    };
                    chomp_door::start(config)
                        .await
                        .context("cannot start the built-in server")?
                }
            }
        }
    };
    let local = server.local_addr();
    let connect_ip = if local.ip().is_unspecified() {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    } else {
        local.ip()
    };
    let url = ws_url(SocketAddr::new(connect_ip, local.port()));
    let share_ip = if local.ip().is_unspecified() {
        lan_address().unwrap_or(connect_ip)
    } else {
        local.ip()
    };
    let share_url = ws_url(SocketAddr::new(share_ip, local.port()));
    let ssh_command = server.ssh_addr().map(|at| {
        let host = if at.ip().is_unspecified() {
            share_ip
        } else {
            at.ip()
        };
        // The fingerprint beside it, so the host can read it to a friend
        // whose ssh asks whether to trust this host.
        match server.ssh_fingerprint() {
            Some(fp) => format!("ssh -p {} NAME@{host}  ({fp})", at.port()),
            None => format!("ssh -p {} NAME@{host}", at.port()),
        }
    });
    tracing::info!(%url, %share_url, "built-in server started");
    Ok(Embedded {
        server,
        url,
        share_url,
        ssh_command,
        token_key,
    })
}

fn ws_url(addr: SocketAddr) -> String {
    format!("ws://{addr}/")
}

/// This machine's address on its local network: the first IPv4 address of
/// an interface that is up and not loopback.
pub fn lan_address() -> Option<IpAddr> {
    let ifaces = if_addrs::get_if_addrs().ok()?;
    ifaces
        .iter()
        .filter(|i| !i.is_loopback())
        .map(|i| i.ip())
        .find(|ip| ip.is_ipv4())
}

impl Embedded {
    /// Stops the server, letting running work finish.
    pub async fn shutdown(self) {
        self.server.shutdown().await;
    }
}
