//! "One command plays": with no `--server`, the client starts the real
//! server in this process on a free loopback port, with the server's default
//! database (or `--db`), and talks to it over WebSocket like any client.

use std::path::PathBuf;

use anyhow::{Context, Result};

/// A server running inside the client process.
pub struct Embedded {
    server: chomp_server::RunningServer,
    /// The `ws://` address the client connects to.
    pub url: String,
    /// The key under which tokens for this server are stored: the database,
    /// since the port changes from run to run but the names live in the database.
    pub token_key: String,
}

/// Starts the server on `127.0.0.1:0`.
pub async fn start(db: Option<PathBuf>, tables: Option<PathBuf>) -> Result<Embedded> {
    let mut config = chomp_server::Config {
        listen: ([127, 0, 0, 1], 0).into(),
        ..Default::default()
    };
    let db = db.unwrap_or_else(chomp_server::config::default_db_path);
    config.db = chomp_server::store::DbTarget::Sqlite(db.clone());
    if tables.is_some() {
        config.tables = tables;
    }
    if let Some(dir) = db.parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create the directory {}", dir.display()))?;
        }
    }
    let token_key = format!("embedded:{}", db.display());
    let server = chomp_server::start(config)
        .await
        .context("cannot start the built-in server")?;
    let url = format!("ws://{}/", server.local_addr());
    tracing::info!(%url, "built-in server started");
    Ok(Embedded {
        server,
        url,
        token_key,
    })
}

impl Embedded {
    /// Stops the server, letting running work finish.
    pub async fn shutdown(self) {
        self.server.shutdown().await;
    }
}
