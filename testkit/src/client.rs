//! One WebSocket client speaking JSON, as a test drives it.

use std::net::{IpAddr, SocketAddr};

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::boards::{board_of, present_cells};
use crate::net::{tcp_from, WAIT};

/// One WebSocket client speaking JSON.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub name: String,
    pub token: String,
}

impl Client {
    /// Connects without saying hello.
    pub async fn raw(addr: SocketAddr) -> Client {
        Client::try_raw(addr).await.expect("connect")
    }

    /// Connects from the local address `local` (e.g. 127.0.0.2, another
    /// client to the server's per-address limits) without saying hello.
    pub async fn raw_from(local: IpAddr, addr: SocketAddr) -> Client {
        let tcp = tcp_from(local, addr).await;
        let (ws, _) =
            tokio_tungstenite::client_async(format!("ws://{addr}/"), MaybeTlsStream::Plain(tcp))
                .await
                .expect("WebSocket handshake");
        Client {
            ws,
            name: String::new(),
            token: String::new(),
        }
    }

    /// Connects (from 127.0.0.1, as a proxy would) with extra request
    /// headers, in order; a name given twice is sent as two lines, as a
    /// proxy that adds its own line after the client's does. No hello.
    pub async fn raw_with_headers(addr: SocketAddr, headers: &[(&str, &str)]) -> Client {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        use tokio_tungstenite::tungstenite::http::{HeaderName, HeaderValue};
        let mut req = format!("ws://{addr}/")
            .into_client_request()
            .expect("a request");
        for (name, value) in headers {
            req.headers_mut().append(
                HeaderName::from_bytes(name.as_bytes()).expect("a header name"),
                HeaderValue::from_str(value).expect("a header value"),
            );
        }
        let (ws, _) = tokio_tungstenite::connect_async(req)
            .await
            .expect("WebSocket handshake");
        Client {
            ws,
            name: String::new(),
            token: String::new(),
        }
    }

    /// Sends hello as `name` (a new name) and returns the answer, welcome or
    /// error, keeping the connection.
    pub async fn try_hello(&mut self, name: &str) -> Value {
        self.send(json!({"type":"hello","protocol":1,"name":name,"id":"h"}))
            .await;
        let answer = self.recv().await;
        if answer["type"] == "welcome" {
            self.name = name.to_string();
            self.token = answer["token"].as_str().unwrap_or_default().to_string();
        }
        answer
    }

    /// Connects from the local address `local` and says hello as `name`.
    pub async fn hello_from(local: IpAddr, addr: SocketAddr, name: &str) -> Client {
        let mut c = Client::raw_from(local, addr).await;
        c.say_hello(name, None).await;
        c
    }

    /// Connects without saying hello, or `None` if nobody listens.
    pub async fn try_raw(addr: SocketAddr) -> Option<Client> {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/"))
            .await
            .ok()?;
        Some(Client {
            ws,
            name: String::new(),
            token: String::new(),
        })
    }

    /// Sends a frame, or `None` once the server is gone (crash tests).
    pub async fn try_send(&mut self, v: Value) -> Option<()> {
        self.ws.send(Message::text(v.to_string())).await.ok()
    }

    /// The next JSON frame, or `None` once the server is gone or closed the
    /// connection (crash tests). Still fails the test after [`WAIT`].
    pub async fn try_recv(&mut self) -> Option<Value> {
        loop {
            let msg = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("{}: no frame within {WAIT:?}", self.name))?
                .ok()?;
            match msg {
                Message::Text(t) => return Some(serde_json::from_str(t.as_str()).expect("json")),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Connects and says hello as `name` (claiming it, or with `token`).
    pub async fn hello(addr: SocketAddr, name: &str, token: Option<&str>) -> Client {
        let mut c = Client::raw(addr).await;
        c.say_hello(name, token).await;
        c
    }

    async fn say_hello(&mut self, name: &str, token: Option<&str>) {
        let mut hello = json!({"type":"hello","protocol":1,"name":name,"id":"h"});
        if let Some(t) = token {
            hello["token"] = json!(t);
        }
        self.send(hello).await;
        let w = self.expect("welcome").await;
        assert_eq!(w["re"], "h");
        self.name = name.to_string();
        self.token = w["token"].as_str().unwrap().to_string();
    }

    /// Sends a WebSocket ping frame, or `None` once the server has gone.
    pub async fn send_ping(&mut self, payload: &[u8]) -> Option<()> {
        self.ws
            .send(Message::Ping(payload.to_vec().into()))
            .await
            .ok()
    }

    /// Waits for the server's close frame, skipping every other frame: its
    /// code and reason, or `None` if the connection ended without one.
    pub async fn expect_close_frame(&mut self) -> Option<(u16, String)> {
        loop {
            let next = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("{}: not closed within {WAIT:?}", self.name));
            match next {
                Some(Ok(Message::Close(Some(f)))) => {
                    return Some((u16::from(f.code), f.reason.as_str().to_string()))
                }
                Some(Ok(Message::Close(None))) => return Some((1005, String::new())),
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return None,
            }
        }
    }

    /// What a legitimate player does, checked step by step: opens a game
    /// against a bot, moves, and gets hints. The abuse tests run it beside
    /// the abuse to show that the others are not affected.
    pub async fn plays_a_bot_with_hints(&mut self) {
        let g = self
            .create(json!({"variant":"chomp","width":4,"height":3,
                "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
            .await;
        let id = g["game"].as_u64().expect("a game id");
        self.play(id, 0, 2, 3).await;
        self.send(json!({"type":"hints","game":id,"id":"hints"}))
            .await;
        let h = self.expect("hints").await;
        assert_eq!(h["re"], "hints", "{h}");
        assert!(h["total"].is_u64(), "{h}");
    }

    pub async fn send(&mut self, v: Value) {
        self.send_text(v.to_string()).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.ws.send(Message::text(text)).await.expect("send");
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send(Message::binary(bytes)).await.expect("send");
    }

    /// The next JSON frame (pings and pongs are skipped).
    pub async fn recv(&mut self) -> Value {
        loop {
            let msg = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("{}: no frame within {WAIT:?}", self.name))
                .expect("stream open")
                .expect("frame");
            match msg {
                Message::Text(t) => return serde_json::from_str(t.as_str()).expect("json"),
                Message::Close(f) => panic!("{}: closed by server: {f:?}", self.name),
                _ => continue,
            }
        }
    }

    /// The next frame of type `ty`, skipping lobby pushes and other frames.
    pub async fn expect(&mut self, ty: &str) -> Value {
        loop {
            let v = self.recv().await;
            if v["type"] == ty {
                return v;
            }
            assert_ne!(
                v["type"], "error",
                "{}: unexpected error {v} while waiting for {ty}",
                self.name
            );
        }
    }

    /// The next frame, which must be an `error` with `code`.
    pub async fn expect_error(&mut self, code: &str) -> Value {
        loop {
            let v = self.recv().await;
            if v["type"] == "lobby" {
                continue;
            }
            assert_eq!(
                v["type"], "error",
                "{}: expected error {code}, got {v}",
                self.name
            );
            assert_eq!(v["code"], code, "{}: {v}", self.name);
            assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()));
            return v;
        }
    }

    /// Sends `ping` and waits for `pong`: the connection is still usable.
    pub async fn assert_usable(&mut self) {
        self.send(json!({"type":"ping","id":"alive"})).await;
        let p = self.expect("pong").await;
        assert_eq!(p["re"], "alive");
    }

    /// The next `game` frame of game `id`.
    pub async fn expect_game(&mut self, id: u64) -> Value {
        loop {
            let v = self.expect("game").await;
            if v["game"] == id {
                return v;
            }
        }
    }

    /// Waits until the close frame (or the end of the stream).
    pub async fn expect_closed(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("closed in time")
            {
                Some(Ok(Message::Close(f))) => return f.map(|f| u16::from(f.code)),
                Some(Ok(_)) => continue,
                _ => return None,
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }

    /// Opens a game and returns its `game` frame.
    pub async fn create(&mut self, spec: Value) -> Value {
        let mut req = spec;
        req["type"] = json!("create");
        req["id"] = json!("c");
        self.send(req).await;
        let g = self.expect("game").await;
        assert_eq!(g["re"], "c");
        g
    }

    /// Plays a move and waits for its `moved`.
    pub async fn play(&mut self, game: u64, ply: u64, row: u64, col: u64) -> Value {
        self.send(json!({"type":"move","game":game,"ply":ply,"row":row,"col":col,"id":ply}))
            .await;
        loop {
            let m = self.expect("moved").await;
            if m["ply"] == ply && m["game"] == game {
                assert_eq!(m["re"], json!(ply));
                return m;
            }
        }
    }
}

/// Plays game `g` (a `game` frame received by `c`) to its end against a bot,
/// choosing each of `c`'s moves with `choose(board)`; returns the `over` frame
/// and the number of moves seen.
pub async fn play_vs_bot(
    c: &mut Client,
    g: &Value,
    mut choose: impl FnMut(&[String]) -> (u64, u64),
) -> (Value, u64) {
    let id = g["game"].as_u64().unwrap();
    let me = g["you"].as_u64().unwrap();
    let mut board = board_of(g);
    let mut ply = g["ply"].as_u64().unwrap();
    let mut to_move = g["to_move"].as_u64().unwrap();
    let mut sent_for = None;
    let chomp = g["variant"] == "chomp";
    loop {
        // A board with no move left means `over` is on its way.
        let cells = present_cells(&board);
        let finished = cells.is_empty() || (chomp && cells == [(0, 0)]);
        if to_move == me && sent_for != Some(ply) && !finished {
            let (row, col) = choose(&board);
            c.send(json!({"type":"move","game":id,"ply":ply,"row":row,"col":col}))
                .await;
            sent_for = Some(ply);
        }
        let v = c.recv().await;
        match v["type"].as_str().unwrap() {
            "moved" if v["game"] == id => {
                assert_eq!(v["ply"], ply, "moves arrive in order");
                board = board_of(&v);
                ply += 1;
                to_move = v["to_move"].as_u64().unwrap();
            }
            "over" if v["game"] == id => return (v, ply),
            "error" => panic!("{}: unexpected error {v}", c.name),
            _ => {}
        }
    }
}
