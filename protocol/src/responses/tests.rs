use super::*;
use serde_json::json;

#[test]
fn moved_has_the_contract_fields() {
    let r = Reply::push(ServerMsg::Moved {
        game: 3,
        ply: 0,
        seat: 0,
        mv: Move::new(1, 2),
        removed: 4,
        to_move: 1,
        board: vec!["##".into()],
        deadline_ms: None,
    });
    let v: Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(
        v,
        json!({"type":"moved","game":3,"ply":0,"seat":0,"row":1,"col":2,"removed":4,
            "to_move":1,"board":["##"]})
    );
}

#[test]
fn errors_echo_re() {
    let r = Reply::error(Some(json!("x")), ErrorCode::StalePly, "The move is stale.");
    let v: Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(
        v,
        json!({"type":"error","re":"x","code":"stale_ply","message":"The move is stale."})
    );
    let back: Reply = serde_json::from_value(v).unwrap();
    assert_eq!(back, r);
}

#[test]
fn busy_errors_carry_a_retry_hint_and_others_none() {
    let r = Reply::error_retry(Some(json!(9)), ErrorCode::Busy, "Busy.", 1000);
    let v: Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(
        v,
        json!({"type":"error","re":9,"code":"busy","message":"Busy.","retry_after_ms":1000})
    );
    assert_eq!(serde_json::from_value::<Reply>(v).unwrap(), r);
    // A frame from an older server (no hint) still reads.
    let old = json!({"type":"error","code":"superseded","message":"x"});
    let back: Reply = serde_json::from_value(old).unwrap();
    assert_eq!(back, Reply::error(None, ErrorCode::Superseded, "x"));
}

#[test]
fn stats_round_trip_both_shapes() {
    for msg in [
        ServerMsg::Stats(StatsReply::Totals(Totals::default())),
        ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 3,
            wins: 2,
            losses: 1,
            rating: 1510.5,
            rating_history: vec![],
            games_per_day: vec![],
            ..PlayerRecord::default()
        })),
        ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "bob".into(),
            games: 1,
            wins: 1,
            losses: 0,
            rating: 1516.0,
            rating_history: vec![RatingPoint {
                game: 4,
                // A fractional rating inside the untagged stats reply.
                rating: 1516.25,
                at: "2026-11-23T21:30:00Z".into(),
                // Optional fractional numbers too.
                variant: Some("chomp".into()),
                rd: Some(396.81),
                change: Some(16.25),
            }],
            games_per_day: vec![DayCount {
                day: "2026-11-23".into(),
                games: 1,
            }],
            rd: Some(396.81),
            provisional: Some(true),
            ..PlayerRecord::default()
        })),
    ] {
        let r = Reply::push(msg);
        let back: Reply = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(back, r);
    }
}

#[test]
fn hints_say_what_is_proven_and_old_frames_still_decode() {
    // A frame of an older server: no outcome, no quadrants_exact.
    let old: HintsReply = serde_json::from_value(json!({"game":1,"total":1,
        "quadrants":[1],"cells":[[null]],"winning":[],"exact":false}))
    .unwrap();
    assert_eq!(old.outcome, None);
    assert_eq!(old.proven_outcome(), None);
    assert!(!old.quadrant_is_exact(0));
    let lost: HintsReply = serde_json::from_value(json!({"game":1,"total":0,
        "quadrants":[0],"cells":[],"winning":[]}))
    .unwrap();
    assert!(lost.exact);
    assert_eq!(lost.proven_outcome(), Some(false));
    // A new frame: a proven win beyond the tables, one exact quadrant.
    let new = HintsReply {
        outcome: Some(Outcome::Win),
        quadrants_exact: vec![true, false, false, false],
        ..old.clone()
    };
    let v = serde_json::to_value(&new).unwrap();
    assert_eq!(v["outcome"], json!("win"));
    assert_eq!(v["quadrants_exact"], json!([true, false, false, false]));
    assert_eq!(new.proven_outcome(), Some(true));
    assert!(new.quadrant_is_exact(0) && !new.quadrant_is_exact(1));
    // The additions are left out when unknown, as older clients expect.
    let v = serde_json::to_value(&old).unwrap();
    assert!(v.get("outcome").is_none() && v.get("quadrants_exact").is_none());
}

/// Every server frame of playing with friends decodes from the JSON the
/// docs show and encodes back to it.
#[test]
fn friends_frames_decode_and_round_trip() {
    use crate::friends::ChallengeStatus;
    let cases = [
        json!({"type":"online","re":1,"players":[{"name":"bob","bot":false},{"name":"hal","bot":true}]}),
        json!({"type":"hidden","re":2,"hidden":true}),
        json!({"type":"challenge","challenge":9,"from":"alice","variant":"chomp","width":7,"height":6,"start":"full","first":"me"}),
        json!({"type":"challenge","re":2,"challenge":9,"status":"pending","name":"bob"}),
        json!({"type":"challenge","challenge":9,"status":"declined"}),
        json!({"type":"challenge","challenge":9,"status":"lapsed"}),
        json!({"type":"chat","game":3,"from":"bob","text":"good luck"}),
    ];
    for v in cases {
        let r: Reply = serde_json::from_value(v.clone()).unwrap();
        assert_eq!(serde_json::to_value(&r).unwrap(), v, "{r:?}");
    }
    let r: Reply =
        serde_json::from_value(json!({"type":"challenge","challenge":9,"status":"lapsed"}))
            .unwrap();
    match r.msg {
        ServerMsg::Challenge(n) => assert_eq!(n.status, Some(ChallengeStatus::Lapsed)),
        other => panic!("{other:?}"),
    }
    // A game frame with a code; an older frame without one still decodes.
    let g = json!({"type":"game","game":3,"variant":"chomp","width":2,"height":1,
        "board":["##"],"players":[],"to_move":0,"ply":0,"moves":[],"status":"waiting","code":"K7PQ"});
    match serde_json::from_value::<Reply>(g).unwrap().msg {
        ServerMsg::Game(state) => assert_eq!(state.code.as_deref(), Some("K7PQ")),
        other => panic!("{other:?}"),
    }
}
