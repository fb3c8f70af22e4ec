//! A tournament on two nodes over PostgreSQL: joined from the node that does
//! not run it, and taken over when its node stops.

use super::*;

/// Whether `bob` stands among a `tournament` frame's entrants.
fn entered(t: &Value, name: &str) -> bool {
    t["standings"]
        .as_array()
        .is_some_and(|s| s.iter().any(|l| l["name"] == name))
}

#[tokio::test]
async fn on_two_nodes_a_tournament_is_joined_from_the_other_and_taken_over() {
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let a = start(scratch.config(dir.path())).await;
    let b = start(scratch.config(dir.path())).await;
    let mut ann = Client::hello(a.local_addr(), "ann", None).await;
    let t = create(
        &mut ann,
        json!({"format":"round_robin","name":"Club","variant":"chomp","width":4,"height":3,
            "start":"full","starts_in":600,"bots":[]}),
    )
    .await;
    let id = t["tournament"].as_u64().unwrap();
    // Bob, on node B, joins the tournament that runs on A.
    let mut bob = Client::hello(b.local_addr(), "bob", None).await;
    let joined = join(&mut bob, id).await;
    assert!(entered(&joined, "bob"), "{joined}");
    let starts_at = joined["starts_at"].clone();
    // A stops: the next request on B finds the tournament there (B takes
    // its lock and starts it from the store), with bob still entered and
    // the same start time.
    drop(ann);
    a.shutdown().await;
    let mut tries = 0;
    let again = loop {
        tries += 1;
        bob.send(json!({"type":"tournament_watch","id":tries,"tournament":id}))
            .await;
        let v = answered(&mut bob, tries).await;
        if v["type"] == "tournament" {
            break v;
        }
        assert!(tries < 50, "taken over in time: {v}");
        assert_eq!(v["code"], "unavailable", "{v}");
    };
    assert!(entered(&again, "bob"), "{again}");
    assert_eq!(again["starts_at"], starts_at);
    assert_eq!(again["status"], "waiting");
    b.shutdown().await;
    scratch.drop_now().await;
}
