use super::*;
use crate::config::{service_key, TokenStore};
use tokio_tungstenite::tungstenite::protocol::CloseFrame;

/// A session over an in-memory socket whose server end sends `close`
/// after reading the client's hello; what the session ends with.
async fn end_after(close: Option<CloseFrame>) -> End {
    let (client_io, server_io) = tokio::io::duplex(64 * 1024);
    let server = tokio::spawn(async move {
        let mut ws = tokio_tungstenite::accept_async(server_io).await.unwrap();
        let hello = ws.next().await.unwrap().unwrap();
        assert!(hello.to_text().unwrap().contains("\"hello\""));
        ws.send(Message::Close(close)).await.unwrap();
        // Keep the socket until the client has read the close frame.
        while let Some(Ok(_)) = ws.next().await {}
    });
    let (ws, _) = tokio_tungstenite::client_async("ws://test/", client_io)
        .await
        .unwrap();
    let identity = Identity {
        name: "ann".into(),
        token: None,
        bot: false,
        book: None,
    };
    let (_req_tx, mut requests) = mpsc::unbounded_channel();
    let (events, _ev_rx) = mpsc::unbounded_channel();
    let mut learned = None;
    let link = Link {
        identity: &identity,
        service: None,
        learned: &mut learned,
    };
    let end = session(ws, link, &mut requests, &events).await;
    drop(server);
    end
}

#[test]
fn the_token_sent_is_this_runs_for_the_service_then_the_filed_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = TokenStore::at(dir.path().join("tokens.json"));
    store.put(&service_key("s1"), "ann", "filed").unwrap();
    store.put("ws://a/", "ann", "by-address").unwrap();
    let identity = Identity {
        name: "ann".into(),
        token: None,
        bot: false,
        book: Some(TokenBook {
            store,
            addresses: vec!["ws://a/".into()],
        }),
    };
    let nothing: Learned = None;
    assert_eq!(
        token_for(&identity, &nothing, Some("s1")).as_deref(),
        Some("filed")
    );
    assert_eq!(
        token_for(&identity, &nothing, Some("s2")).as_deref(),
        Some("by-address")
    );
    assert_eq!(
        token_for(&identity, &nothing, None).as_deref(),
        Some("by-address")
    );
    let learned: Learned = Some((Some("s1".into()), "fresh".into()));
    assert_eq!(
        token_for(&identity, &learned, Some("s1")).as_deref(),
        Some("fresh")
    );
    assert_eq!(
        token_for(&identity, &learned, Some("s2")).as_deref(),
        Some("by-address"),
        "a token learned from one service is not sent to another"
    );
}

#[tokio::test]
async fn a_server_going_away_is_told_apart_from_a_broken_link() {
    let away = CloseFrame {
        code: CloseCode::Away,
        reason: "server shutting down".into(),
    };
    match end_after(Some(away)).await {
        End::Stopped(reason) => assert!(reason.contains("server shutting down"), "{reason}"),
        _ => panic!("a close with 1001 means the host stopped the server"),
    }
    let other = CloseFrame {
        code: CloseCode::Policy,
        reason: "too many pings".into(),
    };
    assert!(matches!(end_after(Some(other)).await, End::Broken(_)));
    assert!(matches!(end_after(None).await, End::Broken(_)));
}
