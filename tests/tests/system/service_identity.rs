//! A name's token belongs to the service, not to the spelling of its
//! address: the server names its service (an id kept in its database) on
//! the WebSocket upgrade and in `welcome`, and the real client connection
//! task files and finds tokens under it. Also: a client pointed at a dead
//! address says so at once and answers actions with "offline".

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use chomp_client::app::{App, Link};
use chomp_client::config::{service_key, TokenBook, TokenStore};
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Command, Msg};
use chomp_client::net::{self, Identity};
use chomp_client::reach::Unreachable;
use chomp_client::tls::Connector;
use chomp_client::update::update;
use common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// An address as the `chomp` command writes it after checking it.
fn url(typed: &str) -> String {
    chomp_client::servers::parse_list(&[typed]).unwrap()[0].url()
}

/// The service id a server names on the upgrade and in `welcome` (for a
/// fresh name); both must be there and agree.
async fn service_of(addr: SocketAddr) -> String {
    let (mut ws, answer) = tokio_tungstenite::connect_async(format!("ws://{addr}/"))
        .await
        .unwrap();
    let header = answer
        .headers()
        .get(chomp_protocol::SERVICE_HEADER)
        .expect("the upgrade names the service")
        .to_str()
        .unwrap()
        .to_string();
    let name = format!("probe{}", rand::random::<u32>() % 100_000);
    let hello = json!({"type":"hello","protocol":1,"name":name});
    ws.send(Message::text(hello.to_string())).await.unwrap();
    let welcome = loop {
        let frame = tokio::time::timeout(WAIT, ws.next()).await.unwrap();
        let Some(Ok(Message::Text(t))) = frame else {
            panic!("no welcome: {frame:?}")
        };
        let v: Value = serde_json::from_str(t.as_str()).unwrap();
        if v["type"] == "welcome" {
            break v;
        }
    };
    assert_eq!(
        welcome["service"],
        header.as_str(),
        "welcome says the same id"
    );
    header
}

/// Logs in as `name` at `url` through the client's own connection task,
/// filing the token as the terminal client does; the refusal's sentence
/// when the server says no.
async fn log_in(url: &str, name: &str, book: &TokenBook) -> Result<(), String> {
    let (tx, mut events) = mpsc::unbounded_channel();
    let requests = net::spawn(
        vec![url.to_string()],
        Connector::new(None).unwrap(),
        Identity {
            name: name.into(),
            token: None,
            bot: false,
            book: Some(book.clone()),
        },
        tx,
    );
    let mut app = App::new(name, Lang::En);
    // As the `chomp` command does: a refused name says where tokens are.
    app.token_file = Some(book.store.path().display().to_string());
    let outcome = tokio::time::timeout(WAIT, async {
        loop {
            let ev = events.recv().await.expect("the connection task runs");
            for cmd in update(&mut app, Msg::Net(ev)) {
                match cmd {
                    Command::SaveToken {
                        name,
                        token,
                        service,
                    } => book.file(service.as_deref(), &name, &token).unwrap(),
                    Command::Fail(sentence) => return Err(sentence),
                    _ => {}
                }
            }
            if app.me.is_some() {
                return Ok(());
            }
        }
    })
    .await
    .expect("welcomed or refused in time");
    drop(requests);
    outcome
}

fn book(store: &TokenStore, url: &str) -> TokenBook {
    TokenBook {
        store: store.clone(),
        addresses: vec![url.to_string()],
    }
}

#[tokio::test]
async fn a_token_follows_the_service_however_its_address_is_typed() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let port = server.local_addr().port();
    let store = TokenStore::at(dir.path().join("tokens.json"));
    let by_ip = url(&format!("ws://127.0.0.1:{port}"));
    log_in(&by_ip, "ann", &book(&store, &by_ip)).await.unwrap();

    // The same server by another name and path, the same tokens file.
    let by_name = url(&format!("ws://localhost:{port}/lobby"));
    assert_ne!(by_ip, by_name);
    log_in(&by_name, "ann", &book(&store, &by_name))
        .await
        .expect("ann's token is found under the service");

    // It is the token that lets ann in: without the file she is refused.
    let empty = TokenStore::at(dir.path().join("empty.json"));
    let refused = log_in(&by_name, "ann", &book(&empty, &by_name))
        .await
        .unwrap_err();
    assert!(refused.contains("ann"), "{refused}");
    assert!(
        refused.contains(&dir.path().join("empty.json").display().to_string()),
        "the refusal says where tokens are kept: {refused}"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn an_old_tokens_file_keyed_by_address_still_works() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let bob = Client::hello(addr, "bob", None).await;
    let by_ip = url(&format!("ws://127.0.0.1:{}", addr.port()));
    // The file an older client wrote: one key per address and name.
    let path = dir.path().join("tokens.json");
    let old = json!({ format!("{by_ip} bob"): bob.token });
    std::fs::write(&path, old.to_string()).unwrap();
    let store = TokenStore::at(&path);
    log_in(&by_ip, "bob", &book(&store, &by_ip)).await.unwrap();
    // Now filed under the service too, and still under the address.
    let id = service_of(addr).await;
    assert_eq!(
        store.get(&service_key(&id), "bob").unwrap().as_deref(),
        Some(bob.token.as_str())
    );
    assert_eq!(
        store.get(&by_ip, "bob").unwrap().as_deref(),
        Some(bob.token.as_str())
    );
    server.shutdown().await;
}

#[tokio::test]
async fn separate_servers_have_separate_ids_and_a_restart_keeps_its_own() {
    let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let a = start(config(a_dir.path())).await;
    let b = start(config(b_dir.path())).await;
    let (a_id, b_id) = (
        service_of(a.local_addr()).await,
        service_of(b.local_addr()).await,
    );
    assert_ne!(a_id, b_id, "two databases, two services");
    a.shutdown().await;
    let again = start(config(a_dir.path())).await;
    assert_eq!(
        service_of(again.local_addr()).await,
        a_id,
        "kept in the database"
    );
    again.shutdown().await;
    b.shutdown().await;
}

#[tokio::test]
async fn the_nodes_of_a_cluster_say_one_service_id() {
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let one = start(scratch.config(dir.path())).await;
    let two = start(scratch.config(dir.path())).await;
    let id = service_of(one.local_addr()).await;
    assert_eq!(
        service_of(two.local_addr()).await,
        id,
        "one database, one service"
    );
    let lone_dir = tempfile::tempdir().unwrap();
    let lone = start(config(lone_dir.path())).await;
    assert_ne!(service_of(lone.local_addr()).await, id);
    // A token taken on one node is found by the client on the other,
    // whatever address it was given.
    let store = TokenStore::at(dir.path().join("tokens.json"));
    let first = url(&format!("ws://127.0.0.1:{}", one.local_addr().port()));
    let second = url(&format!("ws://localhost:{}/", two.local_addr().port()));
    log_in(&first, "cat", &book(&store, &first)).await.unwrap();
    log_in(&second, "cat", &book(&store, &second))
        .await
        .unwrap();
    lone.shutdown().await;
    one.shutdown().await;
    two.shutdown().await;
    scratch.drop_now().await;
}

fn key(app: &mut App, code: KeyCode) -> Vec<Command> {
    update(app, Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

#[tokio::test]
async fn a_dead_address_is_reported_and_actions_say_offline() {
    // A port nothing listens on.
    let dead = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = url(&dead.local_addr().unwrap().to_string());
    drop(dead);
    let (tx, mut events) = mpsc::unbounded_channel();
    let _requests = net::spawn(
        vec![address.clone()],
        Connector::new(None).unwrap(),
        Identity {
            name: "ann".into(),
            token: None,
            bot: false,
            book: None,
        },
        tx,
    );
    let mut app = App::new("ann", Lang::En);
    // "Within a few seconds" is the behaviour asked for: a refused port
    // answers at once, and the connect timeout is 5 s.
    tokio::time::timeout(Duration::from_secs(10), async {
        while !matches!(app.link, Link::Unreachable { .. }) {
            let ev = events.recv().await.expect("the task keeps trying");
            update(&mut app, Msg::Net(ev));
        }
    })
    .await
    .expect("the unreachable banner within a few seconds");
    let Link::Unreachable { failed, .. } = app.link.clone() else {
        unreachable!()
    };
    assert_eq!(failed.url, address);
    assert_eq!(failed.why, Unreachable::Refused);
    update(&mut app, Msg::Tick(1_000_000));
    let banner = texts(Lang::En).unreachable(&failed, app.seconds_to_retry());
    assert!(
        banner.contains(&address) && banner.contains("refused"),
        "{banner}"
    );
    assert!(app.clock_ticking(), "the countdown is redrawn every second");

    // Create: the form opens, Enter would send; offline, it says so.
    key(&mut app, KeyCode::Char('c'));
    let out = key(&mut app, KeyCode::Enter);
    assert!(
        !out.iter().any(|c| matches!(c, Command::Send(_))),
        "{out:?}"
    );
    assert!(!app.awaiting_game);
    let offline = texts(Lang::En).offline_action;
    assert_eq!(app.notice.as_ref().map(|n| n.text.as_str()), Some(offline));
    // Statistics and history, from any screen.
    for k in ['S', 'H'] {
        app.notice = None;
        let out = key(&mut app, KeyCode::Char(k));
        assert!(
            !out.iter().any(|c| matches!(c, Command::Send(_))),
            "{k}: {out:?}"
        );
        assert_eq!(
            app.notice.as_ref().map(|n| n.text.as_str()),
            Some(offline),
            "{k}"
        );
    }
    // The task keeps trying: another attempt is reported.
    let next = tokio::time::timeout(Duration::from_secs(10), events.recv())
        .await
        .expect("retrying");
    assert!(next.is_some());
}
