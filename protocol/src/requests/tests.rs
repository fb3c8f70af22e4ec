use chomp_engine::Level;
use serde_json::json;

use super::*;
use crate::tournaments::TournamentFormat;

#[test]
fn create_parses_the_contract_example() {
    let v = json!({"type":"create","id":7,"variant":"ichomp","width":8,"height":8,
        "opponent":{"kind":"bot","level":"hard"},"start":"random","first":"me","extra":1});
    let r: Request = serde_json::from_value(v).unwrap();
    assert_eq!(r.id, Some(json!(7)));
    assert_eq!(
        r.msg,
        ClientMsg::Create {
            variant: "ichomp".into(),
            width: 8,
            height: 8,
            opponent: Opponent::Bot { level: Level::Hard },
            start: Some(Start::Random),
            first: Some(FirstMover::Me),
            private: false,
        }
    );
    let back: Request = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(back, r);
}

#[test]
fn start_positions_are_strings() {
    let r: ClientMsg = serde_json::from_value(json!({"type":"create","variant":"chomp",
        "width":4,"height":3,"opponent":{"kind":"human"},"start":"4,4,2"}))
    .unwrap();
    match r {
        ClientMsg::Create { start, first, .. } => {
            assert_eq!(start, Some(Start::Position("4,4,2".into())));
            assert_eq!(first, None);
        }
        other => panic!("{other:?}"),
    }
}

/// One message of every kind; the exhaustive match makes a new variant
/// fail to compile here until it is listed.
fn one_of_each() -> Vec<ClientMsg> {
    let all = vec![
        ClientMsg::Hello {
            protocol: 1,
            name: "ann".into(),
            token: None,
            bot: false,
        },
        ClientMsg::Lobby { deltas: false },
        ClientMsg::Create {
            variant: "chomp".into(),
            width: 4,
            height: 3,
            opponent: Opponent::Human,
            start: None,
            first: None,
            private: true,
        },
        ClientMsg::Join {
            game: 1,
            code: None,
        },
        ClientMsg::Watch { game: 1 },
        ClientMsg::Move {
            game: 1,
            ply: 0,
            mv: Move::new(1, 1),
        },
        ClientMsg::Resign { game: 1 },
        ClientMsg::Hints { game: 1 },
        ClientMsg::Stats { player: None },
        ClientMsg::History {
            player: None,
            limit: None,
        },
        ClientMsg::Leaderboard { limit: None },
        ClientMsg::Rematch { game: 1 },
        ClientMsg::Unwatch { game: None },
        ClientMsg::Ping,
        ClientMsg::LinkKey {
            key: "ssh-ed25519 AAAA".into(),
        },
        ClientMsg::Online,
        ClientMsg::Hide { hidden: true },
        ClientMsg::Challenge {
            name: "bob".into(),
            variant: "chomp".into(),
            width: 7,
            height: 6,
            start: Some(Start::Full),
            first: Some(FirstMover::Me),
        },
        ClientMsg::ChallengeAccept { challenge: 9 },
        ClientMsg::ChallengeDecline { challenge: 9 },
        ClientMsg::Chat {
            game: 1,
            text: "hi".into(),
        },
        ClientMsg::TournamentCreate(Box::new(TournamentSpec {
            format: TournamentFormat::Arena,
            name: "Friday".into(),
            variant: "chomp".into(),
            width: 6,
            height: 5,
            start: None,
            minutes: Some(30),
            starts_in: None,
            bots: vec![Level::Easy],
        })),
        ClientMsg::TournamentJoin { tournament: 7 },
        ClientMsg::TournamentLeave { tournament: 7 },
        ClientMsg::TournamentWatch { tournament: 7 },
        ClientMsg::Tournaments,
    ];
    let mut seen = [false; 26];
    for m in &all {
        let i = match m {
            ClientMsg::Hello { .. } => 0,
            ClientMsg::Lobby { .. } => 1,
            ClientMsg::Create { .. } => 2,
            ClientMsg::Join { .. } => 3,
            ClientMsg::Watch { .. } => 4,
            ClientMsg::Move { .. } => 5,
            ClientMsg::Resign { .. } => 6,
            ClientMsg::Hints { .. } => 7,
            ClientMsg::Stats { .. } => 8,
            ClientMsg::History { .. } => 9,
            ClientMsg::Leaderboard { .. } => 10,
            ClientMsg::Rematch { .. } => 11,
            ClientMsg::Unwatch { .. } => 12,
            ClientMsg::Ping => 13,
            ClientMsg::LinkKey { .. } => 14,
            ClientMsg::Online => 15,
            ClientMsg::Hide { .. } => 16,
            ClientMsg::Challenge { .. } => 17,
            ClientMsg::ChallengeAccept { .. } => 18,
            ClientMsg::ChallengeDecline { .. } => 19,
            ClientMsg::Chat { .. } => 20,
            ClientMsg::TournamentCreate(_) => 21,
            ClientMsg::TournamentJoin { .. } => 22,
            ClientMsg::TournamentLeave { .. } => 23,
            ClientMsg::TournamentWatch { .. } => 24,
            ClientMsg::Tournaments => 25,
        };
        seen[i] = true;
    }
    assert!(seen.iter().all(|s| *s), "one sample of every request");
    all
}

#[test]
fn the_list_of_types_is_the_enum() {
    let all = one_of_each();
    let names: Vec<&str> = all.iter().map(ClientMsg::type_name).collect();
    assert_eq!(names, ClientMsg::TYPES);
    for m in &all {
        let v = serde_json::to_value(m).unwrap();
        assert_eq!(v["type"], m.type_name(), "serde's tag agrees for {m:?}");
    }
}

#[test]
fn levels_keep_their_wire_names() {
    for level in Level::ALL {
        let v = serde_json::to_value(level).unwrap();
        assert_eq!(v, json!(level.as_str()));
        assert_eq!(serde_json::from_value::<Level>(v).unwrap(), level);
    }
    let v = serde_json::to_value(chomp_engine::Variant::IChomp).unwrap();
    assert_eq!(v, json!("ichomp"));
}

/// The issue's examples decode as written, and each shape goes back
/// to the same JSON.
#[test]
fn friends_requests_decode_and_round_trip() {
    let cases = [
        json!({"type":"online","id":1}),
        json!({"type":"hide","id":2,"hidden":true}),
        json!({"type":"challenge","id":2,"name":"bob","variant":"chomp","width":7,"height":6,"start":"full","first":"me"}),
        json!({"type":"challenge_accept","id":3,"challenge":9}),
        json!({"type":"challenge_decline","id":4,"challenge":9}),
        json!({"type":"create","id":5,"variant":"chomp","width":7,"height":6,"opponent":{"kind":"human"},"first":"me","private":true}),
        json!({"type":"join","id":6,"code":"K7PQ"}),
        json!({"type":"join","id":7,"game":3}),
        json!({"type":"chat","id":8,"game":3,"text":"good luck"}),
    ];
    for v in cases {
        let r: Request = serde_json::from_value(v.clone()).unwrap();
        assert_eq!(serde_json::to_value(&r).unwrap(), v, "{r:?}");
    }
    let r: Request = serde_json::from_value(json!({"type":"join","code":"K7PQ"})).unwrap();
    assert_eq!(
        r.msg,
        ClientMsg::Join {
            game: 0,
            code: Some("K7PQ".into())
        }
    );
    let r: Request = serde_json::from_value(json!({"type":"create","variant":"chomp",
        "width":4,"height":3,"opponent":{"kind":"human"}}))
    .unwrap();
    assert!(matches!(r.msg, ClientMsg::Create { private: false, .. }));
}

#[test]
fn unit_messages_need_only_a_type() {
    let r: Request = serde_json::from_str(r#"{"type":"lobby"}"#).unwrap();
    assert_eq!(r.msg, ClientMsg::Lobby { deltas: false });
    let r: Request = serde_json::from_str(r#"{"type":"stats","id":"a"}"#).unwrap();
    assert_eq!(r.msg, ClientMsg::Stats { player: None });
}
