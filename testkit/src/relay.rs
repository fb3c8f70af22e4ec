//! A TCP relay a test can cut: a client connected through it (a server's
//! connections to PostgreSQL) sees the far end vanish, as when the network
//! or the database goes away, and can connect again once it is restored.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// Forwards connections from a local port to `target` until cut.
pub struct Relay {
    pub addr: SocketAddr,
    pub target: SocketAddr,
    accept: Option<JoinHandle<()>>,
    pipes: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Relay {
    /// Listens on `addr` (port 0 for any) and forwards to `target`.
    pub async fn start(addr: SocketAddr, target: SocketAddr) -> Relay {
        let listener = TcpListener::bind(addr).await.expect("bind the relay");
        let addr = listener.local_addr().expect("the relay's address");
        let pipes: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let registry = pipes.clone();
        let accept = tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                let pipe = tokio::spawn(async move {
                    if let Ok(mut outbound) = TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
                registry
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push(pipe);
            }
        });
        Relay {
            addr,
            target,
            accept: Some(accept),
            pipes,
        }
    }

    /// A relay to the PostgreSQL of `url`, and `url` rewritten to go
    /// through it.
    pub async fn to_postgres(url: &str) -> (Relay, String) {
        let (base, db) = url.rsplit_once('/').expect("a database URL");
        let (creds, host) = base.rsplit_once('@').expect("a URL with credentials");
        let port = host
            .rsplit_once(':')
            .and_then(|(_, p)| p.parse::<u16>().ok())
            .unwrap_or(5432);
        let target: SocketAddr = format!("127.0.0.1:{port}").parse().expect("an address");
        let relay = Relay::start("127.0.0.1:0".parse().expect("an address"), target).await;
        let relayed = format!("{creds}@{}/{db}", relay.addr);
        (relay, relayed)
    }

    /// Stops accepting and breaks every open connection.
    pub fn cut(&mut self) {
        if let Some(accept) = self.accept.take() {
            accept.abort();
        }
        for p in self
            .pipes
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .drain(..)
        {
            p.abort();
        }
    }

    /// Accepts again, on the same port, after [`Relay::cut`].
    pub async fn restore(&mut self) {
        let back = Relay::start(self.addr, self.target).await;
        self.cut();
        *self = back;
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.cut();
    }
}
