//! The size of a served connection's task, which every idle connection holds.

use tokio_tungstenite::tungstenite::protocol::Role;

use super::*;
use crate::addr_limits::AddrLimits;
use crate::bots::Bots;
use crate::config::Config;
use crate::shutdown::Trigger;
use crate::store::MemoryStore;
use crate::transport::Socket;

/// Every idle connection holds one task of this size: it is where most of
/// an idle connection's memory goes (docs/LOAD.md, section 1).
#[tokio::test]
async fn a_served_connection_task_stays_small() {
    let config = Config {
        solver_bits: 8,
        ..Config::default()
    };
    let store = MemoryStore::new();
    let bots = Bots::prepare(&config).await.unwrap();
    let shared = Arc::new(Shared::new(config, Arc::new(store), bots).0);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let _client = tokio::net::TcpStream::connect(addr).await.unwrap();
    let (stream, _) = listener.accept().await.unwrap();
    let ws = WebSocketStream::from_raw_socket(Socket::plain(stream), Role::Server, None).await;
    let permit = AddrLimits::new(1, 1.0, 1.0)
        .acquire([127, 0, 0, 1].into())
        .unwrap();
    let trigger = Trigger::new();
    let shutdown = trigger.subscribe().unwrap();
    let fut = serve(shared, ws, [127, 0, 0, 1].into(), permit, shutdown);
    let size = std::mem::size_of_val(&fut);
    eprintln!(
        "serve future: {size} bytes; WebSocketStream: {} bytes; Connection: {} bytes",
        std::mem::size_of::<WebSocketStream<Socket>>(),
        std::mem::size_of::<Connection>()
    );
    assert!(size < 4096, "{size} bytes");
}
