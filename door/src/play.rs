//! One player's terminal session: the client's own `App`, update logic and
//! screens (`chomp_client::run::run_on`, the loop the local terminal uses),
//! drawn into the SSH channel and fed by its keys, talking to this server
//! through the same request path as a WebSocket client: an in-process
//! WebSocket over a `tokio::io::duplex` pair, served by
//! `Host::serve` (the server's ordinary connection) with the SSH peer's address and limits, so rate
//! limits, counts, presence and cluster membership are those of any
//! connection. Losing the SSH connection closes that WebSocket, which is a
//! dropped connection like any other: the seat is kept and the clock runs.

use std::io;
use std::net::IpAddr;

use chomp_client::anchored::Anchored;
use chomp_client::app::App;
use chomp_client::i18n::{texts, Lang};
use chomp_client::local_hints::LazySolver;
use chomp_client::net::{self, Identity};
use chomp_client::run::{run_on, Screen, Wiring};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use russh::server::Handle;
use russh::ChannelId;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::WebSocketStream;

use chomp_server::facade::{ws_config, AddrPermit, Host, Shutdown};

use crate::input::Inputs;
use crate::terminal::{self, ChannelWriter, QUEUED_FRAMES};

/// Bytes each way in the in-process pipe between the session's client and
/// its connection: frames are small, and a full pipe only waits.
const PIPE_BYTES: usize = 16 * 1024;

/// The session client's end of the in-process WebSocket. tungstenite's
/// default read buffer is 128 KiB, zero-filled on the first read, so
/// resident: a quarter of a session's memory for frames that are a few
/// hundred bytes (measured at 500 sessions). It grows when a larger frame
/// (a big lobby) comes.
fn client_ws_config() -> WebSocketConfig {
    WebSocketConfig::default().read_buffer_size(CLIENT_READ_BUFFER)
}

/// The client end's read buffer, in bytes.
const CLIENT_READ_BUFFER: usize = 4 * 1024;

/// The terminal a player asked for (`pty-req`) and the language they sent.
#[derive(Clone, Debug)]
pub struct Tty {
    pub term: String,
    pub cols: u16,
    pub rows: u16,
    pub lang: Option<Lang>,
}

/// Everything one session needs from its SSH connection.
pub struct Seat {
    pub host: Host,
    /// The language when the client names none (`--lang`).
    pub default_lang: Option<Lang>,
    pub solver: LazySolver,
    pub handle: Handle,
    pub channel: ChannelId,
    pub name: String,
    /// The player came in without a key: a guest, shown so, and told how
    /// to keep the name.
    pub guest: bool,
    /// The private game the SSH user name asked to join (`bob+K7PQ`).
    /// Carried to the start of the client's loop for the private games'
    /// "start by joining code X" run option, to be connected to it there.
    pub join_code: Option<String>,
    pub client: IpAddr,
    pub permit: AddrPermit,
    pub shutdown: Shutdown,
}

/// Runs the client for one player until they quit, the SSH channel closes
/// (`input`'s keys end) or the connection to the lobby ends; then puts the
/// terminal back, sends the exit status and closes the channel.
pub async fn play(seat: Seat, tty: Tty, input: Inputs) {
    let Seat {
        host,
        default_lang,
        solver,
        handle,
        channel,
        name,
        guest,
        join_code,
        client,
        permit,
        shutdown,
    } = seat;
    let lang = tty.lang.or(default_lang).unwrap_or_default();
    let stopping = shutdown.clone();
    let (client_io, server_io) = tokio::io::duplex(PIPE_BYTES);
    let server_ws =
        WebSocketStream::from_raw_socket(server_io, Role::Server, Some(ws_config())).await;
    let client_ws =
        WebSocketStream::from_raw_socket(client_io, Role::Client, Some(client_ws_config())).await;
    let serving = tokio::spawn(host.serve(server_ws, client, permit, shutdown, name.clone()));
    let (events_tx, events) = mpsc::unbounded_channel();
    let identity = Identity {
        name: name.clone(),
        token: None,
        bot: false,
        book: None,
    };
    let requests = net::spawn_over(client_ws, identity, events_tx);

    let (frames_tx, mut frames) = mpsc::channel::<Vec<u8>>(QUEUED_FRAMES);
    let sender = {
        let handle = handle.clone();
        tokio::spawn(async move {
            while let Some(frame) = frames.recv().await {
                if handle.data(channel, frame).await.is_err() {
                    break;
                }
            }
        })
    };
    // Setting up and putting back go through their own writer, so they
    // need nothing back from the terminal the loop owns.
    let mut frame = ChannelWriter::new(frames_tx.clone());
    let outcome = match terminal::enter(&mut frame) {
        Ok(()) => {
            let mut app = App::new(name.clone(), lang);
            app.size = (tty.cols, tty.rows);
            app.guest = guest;
            // `ssh bob+CODE@host`: the private game to join once the
            // session has said hello, as `chomp --join CODE` does.
            app.join_code = join_code;
            let wiring = Wiring {
                requests,
                net: events,
                tokens: None,
                solver,
            };
            run_app(ChannelWriter::new(frames_tx), &tty, app, input, wiring).await
        }
        Err(e) => Err(e.into()),
    };
    // Whether the server is stopping, asked once: the clone must not hold
    // the stop up while the session says goodbye.
    let stopped = stopping.is_signalled();
    drop(stopping);
    let _ = terminal::leave(&mut frame);
    let status = match outcome {
        Ok(()) => 0,
        Err(why) => {
            // The server stopping ends the session's lobby connection; the
            // player is told so in their language, as the terminal client
            // tells it, not which task stopped.
            let line = if stopped {
                texts(lang).say("host-stopped", &[])
            } else {
                format!("{why:#}")
            };
            let _ = io::Write::write_all(&mut frame, format!("{line}\r\n").as_bytes());
            let _ = io::Write::flush(&mut frame);
            tracing::debug!("SSH session of {name} ended: {why:#}");
            1
        }
    };
    drop(frame);
    // Everything drawn reaches the player before the exit status.
    let _ = sender.await;
    let _ = handle.exit_status_request(channel, status).await;
    let _ = handle.eof(channel).await;
    let _ = handle.close(channel).await;
    // The lobby connection ends with the client's requests channel (dropped
    // with the loop); wait for it, so the player is offline when we return.
    let _ = serving.await;
    // The connection served its one game terminal. A client closes it now;
    // one that keeps it open (sharing it for other channels) would hold
    // its slot for nothing, so it is closed after a moment's grace.
    tokio::time::sleep(LINGER).await;
    let _ = handle
        .disconnect(
            russh::Disconnect::ByApplication,
            "The game session ended.".into(),
            String::new(),
        )
        .await;
}

/// How long a connection whose game terminal ended may stay open.
const LINGER: std::time::Duration = std::time::Duration::from_secs(2);

async fn run_app(
    writer: ChannelWriter,
    tty: &Tty,
    app: App,
    input: Inputs,
    wiring: Wiring,
) -> anyhow::Result<()> {
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, tty.cols, tty.rows)),
    };
    // Anchored, as on a local terminal: cells after a cluster the user's
    // terminal may measure differently (Khmer, Persian) keep their columns.
    let backend = Anchored::new(CrosstermBackend::new(writer));
    let mut term = Terminal::with_options(backend, options)?;
    let events = input.into_stream();
    let mut screen = Screen {
        terminal: &mut term,
        input: events,
        fixed: true,
        monochrome: !terminal::has_colour(&tty.term),
    };
    run_on(&mut screen, app, wiring).await
}
