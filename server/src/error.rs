//! The errors the server library reports to whoever embeds it.

use std::net::SocketAddr;

use crate::store::StoreError;

/// Why the server could not start (or stop cleanly).
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The listening socket could not be opened.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    /// The database could not be opened, migrated or read.
    #[error("database error: {0}")]
    Store(#[from] StoreError),
    /// The TLS certificate or key could not be used.
    #[error("{0}")]
    Tls(#[from] crate::transport::tls::TlsError),
    /// The engine's solver tables could not be loaded or built.
    #[error("cannot prepare the solver tables: {0}")]
    Solver(String),
    /// `--ssh-listen` given to a server started without the SSH door
    /// (the door is crate `chomp-door`, whose binary is `chomp-server`).
    #[error("this build of the server has no SSH door; run the chomp-server program to serve --ssh-listen")]
    NoSshDoor,
    /// The SSH door could not open (its host key, its language).
    #[error("the SSH door cannot open: {0}")]
    Door(String),
    /// A background task failed to start or finish.
    #[error("internal task failure: {0}")]
    Task(String),
}
