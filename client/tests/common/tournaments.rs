//! Tournament frames as the server sends them: an arena waiting and
//! running, a round robin, and the bot ladder (a format the protocol
//! crate does not know, read by the client's own `tournament_wire`).

use chomp_client::msg::{Msg, NetEvent};
use chomp_client::tournament_wire;
use chomp_protocol::tournaments::rfc3339;
use chomp_protocol::{StandingLine, TournamentFormat, TournamentInfo, TournamentStatus};

use super::NOW_MS;

pub fn line(name: &str, bot: bool, score: u32, played: u32, won: u32, streak: u32) -> StandingLine {
    StandingLine {
        name: name.into(),
        bot,
        score,
        played,
        won,
        streak,
        tiebreak: None,
        left: false,
        playing: None,
        rating: None,
        rd: None,
        guest: false,
    }
}

/// Friday: an arena of 30 minutes on Chomp 6×5, running with 12:34 left
/// at [`NOW_MS`]; ann leads, bob plays game 12 now, a bot and a leaver.
pub fn friday() -> TournamentInfo {
    let ends = NOW_MS + 754_000;
    TournamentInfo {
        tournament: 7,
        format: TournamentFormat::Arena,
        name: "Friday".into(),
        status: TournamentStatus::Running,
        starts_at: rfc3339(ends - 1_800_000),
        ends_at: Some(rfc3339(ends)),
        standings: vec![
            line("ann", false, 10, 5, 4, 3),
            StandingLine {
                playing: Some(12),
                ..line("bob", false, 6, 4, 3, 0)
            },
            line("bot-hard", true, 4, 3, 2, 2),
            StandingLine {
                left: true,
                ..line("cy", false, 0, 2, 0, 0)
            },
        ],
        variant: "chomp".into(),
        width: 6,
        height: 5,
        start: "full".into(),
        starts_at_ms: ends - 1_800_000,
        ends_at_ms: Some(ends),
        creator: "ann".into(),
        entrants: 4,
    }
}

/// Club: a round robin of four on iChomp 5×5, with Sonneborn-Berger.
pub fn club() -> TournamentInfo {
    let sb = |s: StandingLine, t| StandingLine {
        tiebreak: Some(t),
        ..s
    };
    TournamentInfo {
        tournament: 8,
        format: TournamentFormat::RoundRobin,
        name: "Club".into(),
        status: TournamentStatus::Running,
        starts_at: rfc3339(NOW_MS - 600_000),
        ends_at: None,
        standings: vec![
            sb(line("dee", false, 4, 5, 4, 2), 9),
            sb(line("ann", false, 4, 5, 4, 1), 7),
            sb(line("bot-easy", true, 1, 5, 1, 0), 1),
            sb(line("eve", false, 0, 5, 0, 0), 0),
        ],
        variant: "ichomp".into(),
        width: 5,
        height: 5,
        start: "random".into(),
        starts_at_ms: NOW_MS - 600_000,
        ends_at_ms: None,
        creator: "dee".into(),
        entrants: 4,
    }
}

/// Friday as the list shows it before it starts: waiting, 4:00 to go.
pub fn friday_waiting() -> TournamentInfo {
    TournamentInfo {
        status: TournamentStatus::Waiting,
        starts_at_ms: NOW_MS + 240_000,
        ends_at_ms: Some(NOW_MS + 240_000 + 1_800_000),
        standings: Vec::new(),
        entrants: 2,
        ..friday()
    }
}

/// The bot ladder's frame, as a server with the ladder sends it.
pub const LADDER_JSON: &str = r#"{"type":"tournament","tournament":1,"format":"ladder",
"name":"Bot ladder","status":"running","starts_at":"2026-01-01T00:00:00Z","variant":"chomp",
"width":7,"height":6,"start":"full","entrants":3,"standings":[
{"name":"bot-hard","bot":true,"score":40,"played":25,"won":20,"streak":6,"rating":1912.6,"rd":48.0},
{"name":"hal","bot":true,"score":22,"played":20,"won":11,"streak":1,"rating":1603.2,"rd":75.5},
{"name":"newbie","bot":true,"score":2,"played":2,"won":1,"streak":0,"rating":1500.0,"rd":290.0,"playing":31}]}"#;

/// [`LADDER_JSON`] as the connection task hands it over.
pub fn ladder_event() -> Msg {
    let (re, frame) = tournament_wire::decode(LADDER_JSON).expect("a tournament frame");
    Msg::Net(NetEvent::Tournament { re, frame })
}
