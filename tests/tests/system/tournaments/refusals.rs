//! Bad tournament requests: each is refused with its code and a sentence,
//! and changes nothing.

use super::*;

/// The next `error` frame, past the `tournament` frames pushed meanwhile
/// (which answer nothing): it must have `code` and a sentence.
async fn refused(c: &mut Client, code: &str) -> Value {
    loop {
        let v = c.recv().await;
        if v["type"] == "tournament" && v.get("re").is_none() {
            continue;
        }
        assert_eq!(
            (v["type"].as_str(), v["code"].as_str()),
            (Some("error"), Some(code)),
            "{v}"
        );
        assert!(
            v["message"].as_str().is_some_and(|m| m.ends_with('.')),
            "{v}"
        );
        return v;
    }
}

#[tokio::test]
async fn bad_tournament_requests_are_refused_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut ann = Client::hello(server.local_addr(), "ann", None).await;
    let base = json!({"type":"tournament_create","name":"x","variant":"chomp","width":4,
        "height":3,"minutes":5,"starts_in":3600});
    let mut swiss = base.clone();
    swiss["format"] = json!("swiss");
    ann.send(swiss).await;
    refused(&mut ann, "bad_request").await;
    let mut long = base.clone();
    long["format"] = json!("arena");
    long["minutes"] = json!(100_000);
    ann.send(long).await;
    refused(&mut ann, "bad_request").await;
    let mut big = base.clone();
    big["format"] = json!("arena");
    big["width"] = json!(1000);
    ann.send(big).await;
    refused(&mut ann, "bad_size").await;
    // Nothing was created.
    ann.send(json!({"type":"tournaments","id":1})).await;
    let list = ann.expect("tournaments").await;
    let formats: Vec<&Value> = list["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| &t["format"])
        .collect();
    assert_eq!(formats, [&json!("ladder")], "only the server's bot ladder");

    let mut arena = base.clone();
    arena["format"] = json!("arena");
    ann.send(arena.clone()).await;
    let id = ann.expect("tournament").await["tournament"]
        .as_u64()
        .unwrap();
    join(&mut ann, id).await;
    ann.send(json!({"type":"tournament_join","tournament":id}))
        .await;
    let e = refused(&mut ann, "bad_request").await;
    assert!(e["message"].as_str().unwrap().contains("already"), "{e}");
    ann.send(json!({"type":"tournament_join","tournament":id + 100}))
        .await;
    refused(&mut ann, "bad_request").await;
    // Per name: two may wait at once.
    arena["id"] = json!("second");
    ann.send(arena.clone()).await;
    answered(&mut ann, "second").await;
    ann.send(arena).await;
    refused(&mut ann, "limit_reached").await;
    // A round robin takes at most 16.
    let mut rr = base.clone();
    rr["format"] = json!("round_robin");
    rr.as_object_mut().unwrap().remove("minutes");
    // From another address: the limit per address counts ann's two.
    let other = "127.0.0.2".parse().unwrap();
    let mut bob = Client::hello_from(other, server.local_addr(), "bob").await;
    bob.send(rr).await;
    let rr_id = bob.expect("tournament").await["tournament"]
        .as_u64()
        .unwrap();
    for i in 0..16 {
        let mut c = Client::hello(server.local_addr(), &format!("p{i}"), None).await;
        c.send(json!({"type":"tournament_join","tournament":rr_id}))
            .await;
        c.expect("tournament").await;
    }
    bob.send(json!({"type":"tournament_join","tournament":rr_id}))
        .await;
    refused(&mut bob, "limit_reached").await;
    ann.send(json!({"type":"tournaments","id":2})).await;
    let list = answered(&mut ann, 2).await;
    assert_eq!(list["type"], "tournaments");
    // Theirs, and the server's bot ladder (always listed).
    let list = list["list"].as_array().unwrap();
    assert_eq!(list.len(), 4, "{list:?}");
    assert_eq!(list.iter().filter(|t| t["format"] == "ladder").count(), 1);
    server.shutdown().await;
}
