//! An actor kind of the tests' own, "echo", placed on one node and on two
//! over PostgreSQL: it is started, routed to, taken over when its node
//! stops and its followers attached again, with no code for it anywhere
//! in the server. This is what a new kind (a tournament) relies on.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::future::BoxFuture;
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::actor_mail::deliver;
use crate::actors::{ActorHost, ActorKey, Kind};
use crate::config::Config;
use crate::peer::{self, Outbox, OutboxRx, Peer};
use crate::refusal::{Re, Refusal};
use crate::store::postgres::scratch;
use crate::store::target::DbTarget;
use crate::store::StoreError;
use crate::{start, RunningServer};

const ECHO: Kind = Kind(100);

/// The longest a test waits for an event (a take-over comes within the
/// 3-second sweep); the tests await events, never a fixed time.
const PATIENCE: Duration = Duration::from_secs(30);

/// Echoes every message with the name of its node; its one actor is
/// unfinished for ever, so some node should always run it.
struct Echo {
    node: &'static str,
    running: Mutex<HashSet<u64>>,
    started: mpsc::UnboundedSender<u64>,
}

impl ActorHost for Echo {
    fn kind(&self) -> Kind {
        ECHO
    }

    fn unfinished(&self) -> BoxFuture<'_, Result<Vec<u64>, StoreError>> {
        Box::pin(async { Ok(vec![1]) })
    }

    fn running(&self, id: u64) -> bool {
        self.running.lock().expect("not poisoned").contains(&id)
    }

    fn running_ids(&self) -> Vec<u64> {
        self.running
            .lock()
            .expect("not poisoned")
            .iter()
            .copied()
            .collect()
    }

    fn release(&self, id: u64) {
        self.running.lock().expect("not poisoned").remove(&id);
    }

    fn start(&self, id: u64) -> BoxFuture<'_, Result<(), Refusal>> {
        Box::pin(async move {
            self.running.lock().expect("not poisoned").insert(id);
            let _ = self.started.send(id);
            Ok(())
        })
    }

    fn serve(&self, id: u64, peer: Peer, re: Re, msg: Value) -> Result<(), (Peer, Re, Value)> {
        if !self.running(id) {
            return Err((peer, re, msg));
        }
        let text = json!({"type": "echo", "node": self.node, "re": re, "msg": msg}).to_string();
        peer::send_text(&peer.tx, Utf8Bytes::from(text));
        Ok(())
    }

    fn follows(&self, msg: &Value) -> Option<Value> {
        (msg["follow"] == json!(true)).then(|| msg.clone())
    }
}

fn echo(node: &'static str) -> (Arc<Echo>, mpsc::UnboundedReceiver<u64>) {
    let (started, starts) = mpsc::unbounded_channel();
    let host = Echo {
        node,
        running: Mutex::default(),
        started,
    };
    (Arc::new(host), starts)
}

fn config(db: DbTarget) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().expect("an address"),
        db,
        ..Config::default()
    }
}

fn client(server: &RunningServer, name: &str) -> (Peer, OutboxRx) {
    let (tx, rx) = Outbox::new(16);
    let peer = Peer {
        conn: server.shared.next_conn_id(),
        name: name.to_string(),
        bot: false,
        tx,
    };
    (peer, rx)
}

/// The next echo a client gets: the node that answered and the message.
async fn next_echo(rx: &mut OutboxRx) -> (String, Value) {
    let text = tokio::time::timeout(PATIENCE, rx.recv())
        .await
        .expect("an echo in time")
        .expect("the outbox is open");
    let frame: Value = serde_json::from_str(text.as_str()).expect("json");
    (
        frame["node"].as_str().unwrap_or("").to_string(),
        frame["msg"].clone(),
    )
}

async fn started(starts: &mut mpsc::UnboundedReceiver<u64>) -> u64 {
    tokio::time::timeout(PATIENCE, starts.recv())
        .await
        .expect("a start in time")
        .expect("the host is alive")
}

#[tokio::test]
async fn on_one_node_an_actor_is_started_on_its_first_message() {
    let server = start(config(DbTarget::Memory))
        .await
        .expect("server starts");
    let (host, mut starts) = echo("only");
    server.shared.actors.register(host);
    let (alice, mut rx) = client(&server, "alice");
    let key = ActorKey::new(ECHO, 1);
    deliver(&server.shared, key, alice, Some(json!(3)), json!({"n": 1}))
        .await
        .expect("delivered");
    assert_eq!(started(&mut starts).await, 1);
    assert_eq!(next_echo(&mut rx).await, ("only".into(), json!({"n": 1})));
    server.shutdown().await;
}

#[tokio::test]
async fn on_two_nodes_an_actor_is_routed_taken_over_and_followed() {
    let Some(admin) = scratch::admin_url() else {
        return;
    };
    let url = scratch::fresh_database(&admin).await;
    let a = start(config(DbTarget::Postgres(url.clone())))
        .await
        .expect("node A starts");
    let b = start(config(DbTarget::Postgres(url.clone())))
        .await
        .expect("node B starts");
    let (host_a, mut starts_a) = echo("A");
    let (host_b, mut starts_b) = echo("B");
    a.shared.actors.register(host_a);
    b.shared.actors.register(host_b);
    let key = ActorKey::new(ECHO, 1);

    // The first message, on A, starts the actor there.
    let (alice, mut alice_rx) = client(&a, "alice");
    deliver(&a.shared, key, alice, None, json!({"n": 1}))
        .await
        .expect("delivered on A");
    assert_eq!(started(&mut starts_a).await, 1);
    assert_eq!(next_echo(&mut alice_rx).await.0, "A");

    // A client of B reaches it on A, and follows it.
    let (bob, mut bob_rx) = client(&b, "bob");
    let follow = json!({"follow": true});
    deliver(&b.shared, key, bob, None, follow.clone())
        .await
        .expect("delivered from B");
    assert_eq!(next_echo(&mut bob_rx).await, ("A".into(), follow.clone()));
    assert!(
        starts_b.try_recv().is_err(),
        "B did not start a second copy"
    );

    // A stops: B takes the actor over, and bob's follow reaches it on B
    // again without bob asking.
    a.shutdown().await;
    assert_eq!(started(&mut starts_b).await, 1);
    assert_eq!(next_echo(&mut bob_rx).await, ("B".into(), follow));
    b.shutdown().await;
    scratch::drop_database(&admin, &url).await;
}
