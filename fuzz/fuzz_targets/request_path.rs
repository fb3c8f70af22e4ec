//! The whole request path of a live connection: one real `chomp_server`
//! (temporary database, instant bots, 127.0.0.1:0) per fuzz process, two
//! connected and hello'd WebSocket clients kept across inputs, and each input
//! sent as a short sequence of text frames.
//!
//! Input layout: the bytes are split on `\n` into at most [`MAX_FRAMES`]
//! frames. A frame starting with `@` is sent by the second client (so one
//! client can open a game and the other join it), one starting with `+` by
//! a fresh connection that has not said hello (opened for this input and
//! closed after it), any other by the first client. In a frame, `$G` is
//! replaced by the last game id any client was told about and `$P` by that
//! game's current ply, so that "create, then move" sequences can be built
//! without guessing ids. A frame that is not UTF-8 goes as a binary frame.
//!
//! A crash (panic, so libFuzzer keeps the input) is: the server closing or
//! dropping a connection, a client that sent a frame getting no frame back
//! within [`WAIT`], a `ping` not answered by `pong` (by `not_hello` on a
//! connection that never said hello), a server frame that is not one of the
//! protocol's own types, an `internal` error, or an error sentence longer
//! than [`MAX_MESSAGE_CHARS`]. A panic inside the server
//! aborts the process through libfuzzer-sys's panic hook, which is a crash
//! too.

#![no_main]

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use chomp_protocol::{ErrorCode, Reply, ServerMsg};
use chomp_server::{Config, RunningServer};
use futures::{SinkExt, StreamExt};
use libfuzzer_sys::fuzz_target;
use tokio::net::TcpStream;
use tokio::runtime::Runtime;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long any expected frame may take. Generous: the machine is shared
/// and the fuzzer's instrumentation slows the server down.
const WAIT: Duration = Duration::from_secs(20);

/// Frames per input; more are ignored. Far below the server's per-connection
/// queue, so a burst never makes it drop the client as "too slow".
const MAX_FRAMES: usize = 32;

/// The longest error sentence the server may send: it quotes client text
/// clipped, so a refusal never echoes a large frame back.
const MAX_MESSAGE_CHARS: usize = 512;

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The server and the two long-lived clients, built by the first input.
struct Harness {
    rt: Runtime,
    addr: SocketAddr,
    state: Mutex<State>,
    /// Kept so the server and its database live as long as the process.
    _server: RunningServer,
    _dir: tempfile::TempDir,
}

struct State {
    clients: [Client; 2],
    /// Game ids and plies the clients were told about, for `$G` and `$P`.
    games: Games,
    /// Numbers the ids of the pings the harness sends.
    pings: u64,
    /// Numbers the names of fresh connections (not claimed unless the input says hello).
    fresh: u64,
}

#[derive(Default)]
struct Games {
    last: Option<u64>,
    ply: HashMap<u64, u64>,
}

impl Games {
    /// Remembers the game and ply a server frame speaks of.
    fn note(&mut self, msg: &ServerMsg) {
        let (game, ply) = match msg {
            ServerMsg::Game(g) => (g.game, u64::from(g.ply)),
            ServerMsg::Moved { game, ply, .. } => (*game, u64::from(*ply) + 1),
            ServerMsg::Welcome { games, .. } => match games.last() {
                Some(&g) => (g, self.ply.get(&g).copied().unwrap_or(0)),
                None => return,
            },
            _ => return,
        };
        self.last = Some(game);
        let known = self.ply.entry(game).or_insert(0);
        *known = (*known).max(ply);
    }

    fn substitute(&self, frame: &str) -> String {
        if !frame.contains('$') {
            return frame.to_string();
        }
        let game = self.last.unwrap_or(0);
        let ply = self.ply.get(&game).copied().unwrap_or(0);
        frame
            .replace("$G", &game.to_string())
            .replace("$P", &ply.to_string())
    }
}

/// One WebSocket connection and what the harness knows of it.
struct Client {
    ws: Ws,
    name: String,
    hello: bool,
}

fn harness() -> &'static Harness {
    static HARNESS: OnceLock<Harness> = OnceLock::new();
    HARNESS.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a tokio runtime");
        // tmpfs when there is one: every accepted move is synced to disk.
        let dir = tempfile::tempdir_in("/dev/shm")
            .or_else(|_| tempfile::tempdir())
            .expect("a temporary directory");
        let config = Config {
            listen: "127.0.0.1:0".parse().expect("an address"),
            db: dir.path().join("fuzz.db").into(),
            bot_delay: Duration::ZERO,
            lobby_interval: Duration::from_millis(50),
            // The harness sends far faster than a person; the limiters have
            // their own tests, and refusing frames here would hide the rest
            // (a refused `ping` carries no `re`, so it would also look like
            // a server that stopped answering).
            rate: 1e9,
            burst: 1e9,
            addr_rate: 1e9,
            addr_burst: 1e9,
            idle_timeout: Duration::from_secs(24 * 3600),
            ..Config::default()
        };
        let server = rt
            .block_on(chomp_server::start(config))
            .expect("the server starts");
        let addr = server.local_addr();
        let clients = rt.block_on(async {
            [
                Client::hello(addr, "fuzz-a").await,
                Client::hello(addr, "fuzz-b").await,
            ]
        });
        Harness {
            rt,
            addr,
            state: Mutex::new(State {
                clients,
                games: Games::default(),
                pings: 0,
                fresh: 0,
            }),
            _server: server,
            _dir: dir,
        }
    })
}

impl Client {
    async fn raw(addr: SocketAddr, name: String) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/"))
            .await
            .unwrap_or_else(|e| panic!("{name}: the server refuses a connection: {e}"));
        Client {
            ws,
            name,
            hello: false,
        }
    }

    async fn hello(addr: SocketAddr, name: &str) -> Client {
        let mut c = Client::raw(addr, name.to_string()).await;
        let hello = format!(r#"{{"type":"hello","protocol":1,"name":"{name}","id":"hello"}}"#);
        c.send(Message::text(hello)).await;
        let mut games = Games::default();
        loop {
            let reply = c.recv(&mut games).await;
            if matches!(reply.msg, ServerMsg::Welcome { .. }) {
                break;
            }
        }
        c
    }

    async fn send(&mut self, msg: Message) {
        if let Err(e) = self.ws.send(msg).await {
            panic!("{}: the server dropped the connection: {e}", self.name);
        }
    }

    /// The next server frame, checked against the protocol's own types.
    async fn recv(&mut self, games: &mut Games) -> Reply {
        loop {
            let msg = match tokio::time::timeout(WAIT, self.ws.next()).await {
                Err(_) => panic!("{}: the server sent nothing for {WAIT:?}", self.name),
                Ok(None) => panic!("{}: the server closed the stream", self.name),
                Ok(Some(Err(e))) => panic!("{}: the connection broke: {e}", self.name),
                Ok(Some(Ok(msg))) => msg,
            };
            let text = match msg {
                Message::Text(t) => t,
                Message::Close(f) => {
                    panic!("{}: the server closed the connection: {f:?}", self.name)
                }
                Message::Binary(b) => {
                    panic!("{}: the server sent a binary frame: {b:?}", self.name)
                }
                _ => continue,
            };
            let reply: Reply = serde_json::from_str(text.as_str()).unwrap_or_else(|e| {
                panic!(
                    "{}: a server frame outside the protocol ({e}): {text}",
                    self.name
                )
            });
            if let ServerMsg::Error { code, message, .. } = &reply.msg {
                assert_ne!(*code, ErrorCode::Internal, "{}: {text}", self.name);
                assert!(!message.trim().is_empty(), "{}: {text}", self.name);
                let n = message.chars().count();
                assert!(
                    n <= MAX_MESSAGE_CHARS,
                    "{}: a {n}-character error: {text}",
                    self.name
                );
            }
            if matches!(reply.msg, ServerMsg::Welcome { .. }) {
                self.hello = true;
            }
            games.note(&reply.msg);
            return reply;
        }
    }

    /// Sends `ping` and reads until its answer: `pong`, or `not_hello` on
    /// a connection that has not said hello. Returns how many other frames
    /// came meanwhile; if `answer_due`, waits (within [`WAIT`]) for at least
    /// one such frame, the answer to what the input sent.
    async fn ping(&mut self, id: u64, answer_due: bool, games: &mut Games) {
        let id = format!("fuzz-ping-{id}");
        self.send(Message::text(format!(r#"{{"type":"ping","id":"{id}"}}"#)))
            .await;
        let mut others = 0u32;
        loop {
            let reply = self.recv(games).await;
            if reply.re.as_ref().and_then(|v| v.as_str()) != Some(id.as_str()) {
                others += 1;
                continue;
            }
            match &reply.msg {
                ServerMsg::Pong => {}
                ServerMsg::Error {
                    code: ErrorCode::NotHello,
                    ..
                } if !self.hello => {}
                other => panic!("{}: ping answered by {other:?}", self.name),
            }
            break;
        }
        // A room answers a move after the connection answered the ping.
        if answer_due && others == 0 {
            self.recv(games).await;
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let h = harness();
    let mut state = h.state.lock().unwrap_or_else(|e| e.into_inner());
    let State {
        clients,
        games,
        pings,
        fresh,
    } = &mut *state;
    h.rt.block_on(async {
        let mut fresh_client: Option<Client> = None;
        let mut sent = [false; 3];
        for frame in data.split(|&b| b == b'\n').take(MAX_FRAMES) {
            let (who, body) = match frame.first() {
                Some(b'@') => (1, &frame[1..]),
                Some(b'+') => (2, &frame[1..]),
                _ => (0, frame),
            };
            let msg = match std::str::from_utf8(body) {
                Ok(text) => Message::text(games.substitute(text)),
                Err(_) => Message::binary(body.to_vec()),
            };
            let client = if who == 2 {
                if fresh_client.is_none() {
                    *fresh += 1;
                    fresh_client = Some(Client::raw(h.addr, format!("fresh-{fresh}")).await);
                }
                fresh_client.as_mut().expect("just opened")
            } else {
                &mut clients[who]
            };
            client.send(msg).await;
            sent[who] = true;
        }
        for (i, c) in clients.iter_mut().enumerate() {
            *pings += 1;
            c.ping(*pings, sent[i], games).await;
        }
        if let Some(mut c) = fresh_client {
            *pings += 1;
            c.ping(*pings, sent[2], games).await;
            let _ = c.ws.close(None).await;
        }
    });
});
