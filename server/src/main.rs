//! `chomp-server`: runs the match server until Ctrl-C or SIGTERM.

use anyhow::Context;
use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = chomp_server::Config::parse();
    let server = chomp_server::start(config)
        .await
        .context("The server could not start")?;
    println!("chomp-server listening on ws://{}/", server.local_addr());
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
