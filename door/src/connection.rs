//! One SSH connection's course and what bounds it. Opening: the key
//! exchange, authentication and the start of the player's terminal, all
//! within `--handshake-timeout` of the accept, holding a place in the SSH
//! door's handshake pool and its address's share, and evictable like any
//! idle connection when the server is full. A connection that logged in
//! and then sent nothing used to be kept for good, outside every pool and
//! never evicted. Playing: until the session ends or the server stops.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use russh::server::RunningSession;
use russh::Disconnect;
use tokio::net::TcpStream;
use tokio::sync::{oneshot, Semaphore};
use tokio::time::Instant;

use chomp_server::facade::{
    Activity, AddrPermit, ClosedFor, HandshakePermit, Host, RefusedFor, Shutdown, SshState,
};

use crate::door::Door;
use crate::handler::Conn;

/// How long a session may take to say goodbye.
const GOODBYE: Duration = Duration::from_secs(2);

/// The limits one accepted connection holds, and the slots it takes one of.
pub struct Admitted {
    pub handshake: HandshakePermit,
    pub permit: AddrPermit,
    pub slots: Arc<Semaphore>,
}

/// Why an opening connection was closed before its deadline.
enum Interrupted {
    /// A newcomer pushed it out of the full handshake pool.
    PushedOut,
    /// The server was full and it was the longest idle without a game.
    Evicted,
    /// The server is stopping.
    Stopping,
}

/// Serves one SSH connection until it ends or the server shuts down.
pub async fn serve(
    door: Arc<Door>,
    stream: TcpStream,
    peer: SocketAddr,
    admitted: Admitted,
    mut shutdown: Shutdown,
) {
    let host = door.host.clone();
    let Admitted {
        handshake,
        permit,
        slots,
    } = admitted;
    host.metrics().ssh_connection(SshState::Handshake, 1);
    let deadline = Instant::now() + host.config().handshake_timeout;
    let Some(slot) = host.slot(&slots).await else {
        host.metrics().ssh_connection(SshState::Handshake, -1);
        host.note_refusal(RefusedFor::Full);
        return;
    };
    // Until its terminal starts, the connection is one more idle one a
    // full server may close; then its in-process connection is counted.
    let waiting = host.register();
    let activity = waiting.activity();
    let (playing_tx, playing_rx) = oneshot::channel();
    let conn = Conn::new(
        door.clone(),
        peer.ip(),
        permit,
        playing_tx,
        shutdown.subscriber(),
    );
    let started = tokio::select! {
        started = tokio::time::timeout_at(
            deadline,
            russh::server::run_stream(door.config.clone(), stream, conn),
        ) => started,
        why = interrupted(&handshake, &activity, &mut shutdown) => {
            host.metrics().ssh_connection(SshState::Handshake, -1);
            note(&host, &why);
            return;
        }
    };
    let mut running = match started {
        Ok(Ok(session)) => Running::new(session),
        Ok(Err(e)) => {
            host.metrics().ssh_connection(SshState::Handshake, -1);
            host.note_refusal(RefusedFor::BadHandshake);
            tracing::debug!("SSH handshake with {peer} failed: {e}");
            return;
        }
        Err(_) => {
            host.metrics().ssh_connection(SshState::Handshake, -1);
            host.note_refusal(RefusedFor::Timeout);
            return;
        }
    };
    let handle = running.session.handle();
    let farewell = tokio::select! {
        got = tokio::time::timeout_at(deadline, playing_rx) => match got {
            Ok(Ok(())) => None,
            Ok(Err(_)) => Some("not playing"),
            Err(_) => {
                host.note_refusal(RefusedFor::Timeout);
                tracing::debug!("SSH connection from {peer} did not start playing in time");
                Some("This connection did not start a game in time.")
            }
        },
        () = running.end() => Some("closed"),
        why = interrupted(&handshake, &activity, &mut shutdown) => {
            note(&host, &why);
            Some(match why {
                Interrupted::Evicted => "The server is full; this connection had not started playing.",
                Interrupted::PushedOut => "Too many connections are logging in; try again.",
                Interrupted::Stopping => "The server is stopping.",
            })
        }
    };
    host.metrics().ssh_connection(SshState::Handshake, -1);
    drop(handshake);
    drop(waiting);
    if let Some(farewell) = farewell {
        // The slot is free at once: a newcomer may be waiting for it.
        drop(slot);
        if !running.ended {
            let _ = handle
                .disconnect(Disconnect::ByApplication, farewell.into(), String::new())
                .await;
            let _ = tokio::time::timeout(GOODBYE, running.end()).await;
        }
        running.count_panic(&host);
        return;
    }
    host.metrics().ssh_connection(SshState::Session, 1);
    tokio::select! {
        () = running.end() => {}
        _ = shutdown.signalled() => {
            // The game session says goodbye through its own lobby
            // connection, which shutdown closes; give it a moment.
            if tokio::time::timeout(GOODBYE, running.end()).await.is_err() {
                let _ = handle
                    .disconnect(Disconnect::ByApplication, "server shutting down".into(), String::new())
                    .await;
            }
        }
    }
    running.count_panic(&host);
    host.metrics().ssh_connection(SshState::Session, -1);
    drop(slot);
}

/// Resolves when an opening connection must close before its deadline.
async fn interrupted(
    handshake: &HandshakePermit,
    activity: &Activity,
    shutdown: &mut Shutdown,
) -> Interrupted {
    tokio::select! {
        () = handshake.pushed_out() => Interrupted::PushedOut,
        () = activity.evicted() => Interrupted::Evicted,
        _ = shutdown.signalled() => Interrupted::Stopping,
    }
}

/// Counts what closed an opening connection (a push out of the pool was
/// counted when the newcomer came).
fn note(host: &Host, why: &Interrupted) {
    if matches!(why, Interrupted::Evicted) {
        host.metrics().closed(ClosedFor::Evicted);
    }
}

/// The connection's russh task, awaited at most until it ends: polling it
/// again after its end panicked ("called after complete") whenever a peer
/// closed before logging in and the goodbye waited for it once more.
struct Running {
    session: RunningSession<Conn>,
    /// The task has ended; it is never polled again.
    ended: bool,
    /// It ended by a panic (russh reports that as a join error).
    panicked: bool,
}

impl Running {
    fn new(session: RunningSession<Conn>) -> Self {
        Running {
            session,
            ended: false,
            panicked: false,
        }
    }

    /// Waits until the task ends; at once when it has. Cancel-safe: the
    /// end is noted in the same poll that sees it.
    async fn end(&mut self) {
        if self.ended {
            return;
        }
        let result = (&mut self.session).await;
        self.ended = true;
        self.panicked = matches!(result, Err(russh::Error::Join(_)));
    }

    /// Counts a panic of the task (`chomp_task_panics_total`), once.
    fn count_panic(&mut self, host: &Host) {
        if std::mem::take(&mut self.panicked) {
            host.metrics().task_panicked();
            tracing::error!("an SSH session task crashed");
        }
    }
}
