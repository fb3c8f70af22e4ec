//! Addition: tournaments (an arena, a round robin) on the wire: the
//! formats, statuses and limits, and the `tournament` frame that
//! answers every tournament request and is pushed when the standings or
//! the status change.

use serde::{Deserialize, Serialize};

use crate::floats::opt_f64;

/// A tournament's id (`"tournament": 7`), also on a pairing's `game` frame.
pub type TournamentId = u64;

/// The most entrants (people and bots) of a round robin: every pair plays
/// twice, so 16 entrants already make 240 games.
pub const MAX_ROUND_ROBIN_ENTRANTS: usize = 16;

/// The longest arena, in minutes.
pub const MAX_ARENA_MINUTES: u32 = 720;

/// The latest start, in seconds from creation (a day).
pub const MAX_STARTS_IN_SECS: u32 = 86_400;

/// The most server bots a creator may enter.
pub const MAX_TOURNAMENT_BOTS: usize = 8;

/// How a tournament pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentFormat {
    /// A fixed time; a free player is paired again at once.
    Arena,
    /// Every pair plays twice, each side moving first once.
    RoundRobin,
    /// Addition: the server's permanent bot ladder (one per service, made
    /// by the server, never finished): bots only, rated on ladder ratings.
    Ladder,
}

impl TournamentFormat {
    /// The wire word.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentFormat::Arena => "arena",
            TournamentFormat::RoundRobin => "round_robin",
            TournamentFormat::Ladder => "ladder",
        }
    }

    /// The format of a wire word.
    pub fn parse(word: &str) -> Option<TournamentFormat> {
        match word {
            "arena" => Some(TournamentFormat::Arena),
            "round_robin" => Some(TournamentFormat::RoundRobin),
            "ladder" => Some(TournamentFormat::Ladder),
            _ => None,
        }
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    Waiting,
    Running,
    Finished,
}

impl TournamentStatus {
    /// The wire word.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Waiting => "waiting",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
        }
    }

    /// The status of a wire word.
    pub fn parse(word: &str) -> Option<TournamentStatus> {
        match word {
            "waiting" => Some(TournamentStatus::Waiting),
            "running" => Some(TournamentStatus::Running),
            "finished" => Some(TournamentStatus::Finished),
            _ => None,
        }
    }
}

/// One line of the standings, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    pub name: String,
    /// A server bot or a hosted bot.
    pub bot: bool,
    /// Arena: 2 a win, 4 on a streak. Round robin: 1 a win.
    pub score: u32,
    pub played: u32,
    pub won: u32,
    /// Wins in a row since the last loss.
    pub streak: u32,
    /// Addition: a round robin's Sonneborn-Berger tie-break.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiebreak: Option<u32>,
    /// Addition: the entrant left (a round robin forfeits its unplayed games).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
    /// Addition: the entrant is playing a pairing now, this game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playing: Option<u64>,
    /// Addition: the ladder's rating of the entrant (Glicko-2), and its
    /// deviation; only on a ladder's standings.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub rating: Option<f64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub rd: Option<f64>,
    /// Addition: the entrant is a guest (came in over SSH without a key).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub guest: bool,
}

/// The `tournament` frame, and an entry of the `tournaments` list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentInfo {
    pub tournament: TournamentId,
    pub format: TournamentFormat,
    pub name: String,
    pub status: TournamentStatus,
    /// RFC 3339, UTC.
    pub starts_at: String,
    /// RFC 3339, UTC; a round robin's is absent until it finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<String>,
    pub standings: Vec<StandingLine>,
    /// Addition: the board of every pairing.
    #[serde(default)]
    pub variant: String,
    #[serde(default)]
    pub width: u32,
    #[serde(default)]
    pub height: u32,
    #[serde(default)]
    pub start: String,
    /// Addition: `starts_at` and `ends_at` in milliseconds since the Unix
    /// epoch, for a countdown without parsing dates.
    #[serde(default)]
    pub starts_at_ms: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends_at_ms: Option<u64>,
    /// Addition: who created it.
    #[serde(default)]
    pub creator: String,
    /// Addition: the number of entrants (the list of `tournaments` leaves
    /// the standings out).
    #[serde(default)]
    pub entrants: u32,
}

/// RFC 3339 text (UTC, seconds) of a time in milliseconds since the epoch.
pub fn rfc3339(ms: u64) -> String {
    let secs = ms / 1000;
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::requests::{ClientMsg, Request};
    use chomp_engine::Level;
    use serde_json::json;

    #[test]
    fn the_issue_examples_parse() {
        let r: Request = serde_json::from_value(json!({"type":"tournament_create","id":1,
            "format":"arena","name":"Friday","variant":"chomp","width":6,"height":5,
            "start":"full","minutes":30,"starts_in":60,"bots":["easy","hard"]}))
        .unwrap();
        match &r.msg {
            ClientMsg::TournamentCreate(spec) => {
                assert_eq!(spec.format, TournamentFormat::Arena);
                assert_eq!(spec.minutes, Some(30));
                assert_eq!(spec.bots, vec![Level::Easy, Level::Hard]);
            }
            other => panic!("{other:?}"),
        }
        let back: Request = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(back, r);
        let r: Request = serde_json::from_value(json!({"type":"tournament_create","id":2,
            "format":"round_robin","name":"Club","variant":"ichomp","width":8,"height":8,
            "start":"random","starts_in":120,"bots":[]}))
        .unwrap();
        assert!(matches!(r.msg, ClientMsg::TournamentCreate(ref s)
            if s.format == TournamentFormat::RoundRobin && s.minutes.is_none()));
        for (v, want) in [
            (
                json!({"type":"tournament_join","id":3,"tournament":7}),
                ClientMsg::TournamentJoin { tournament: 7 },
            ),
            (
                json!({"type":"tournament_leave","id":4,"tournament":7}),
                ClientMsg::TournamentLeave { tournament: 7 },
            ),
            (
                json!({"type":"tournament_watch","id":5,"tournament":7}),
                ClientMsg::TournamentWatch { tournament: 7 },
            ),
            (json!({"type":"tournaments","id":6}), ClientMsg::Tournaments),
        ] {
            let r: Request = serde_json::from_value(v).unwrap();
            assert_eq!(r.msg, want);
        }
    }

    #[test]
    fn an_unknown_format_is_a_bad_request() {
        let e = crate::decode_request(
            r#"{"type":"tournament_create","id":1,"format":"swiss","name":"x","variant":"chomp","width":4,"height":4}"#,
        )
        .unwrap_err();
        assert_eq!(e.code, crate::ErrorCode::BadRequest);
        assert!(e.message.contains("swiss"), "{}", e.message);
    }

    #[test]
    fn the_frame_has_the_issue_shape() {
        let info = TournamentInfo {
            tournament: 7,
            format: TournamentFormat::Arena,
            name: "Friday".into(),
            status: TournamentStatus::Waiting,
            starts_at: rfc3339(0),
            ends_at: Some(rfc3339(1_800_000)),
            standings: vec![StandingLine {
                name: "alice".into(),
                bot: false,
                score: 6,
                played: 4,
                won: 3,
                streak: 2,
                tiebreak: None,
                left: false,
                playing: None,
                rating: None,
                rd: None,
                guest: false,
            }],
            variant: "chomp".into(),
            width: 6,
            height: 5,
            start: "full".into(),
            starts_at_ms: 0,
            ends_at_ms: Some(1_800_000),
            creator: "alice".into(),
            entrants: 1,
        };
        let reply = crate::Reply::answer(Some(json!(1)), crate::ServerMsg::Tournament(info));
        let v: serde_json::Value = serde_json::from_str(&reply.to_json()).unwrap();
        assert_eq!(v["type"], "tournament");
        assert_eq!(v["re"], 1);
        assert_eq!(v["status"], "waiting");
        assert_eq!(v["starts_at"], "1970-01-01T00:00:00Z");
        assert_eq!(v["ends_at"], "1970-01-01T00:30:00Z");
        assert_eq!(
            v["standings"][0],
            json!({"name":"alice","bot":false,"score":6,"played":4,"won":3,"streak":2})
        );
        let back: crate::Reply = serde_json::from_value(v).unwrap();
        assert_eq!(back, reply);
    }

    #[test]
    fn a_ladder_frame_with_ratings_reads_back_from_its_text() {
        // The frame a hosted bot on the ladder gets; a float inside a tagged
        // frame used to fail with "invalid type: map, expected f64".
        let text = r#"{"type":"tournament","tournament":1,"format":"ladder","name":"Bot ladder","status":"running","starts_at":"2026-11-27T13:11:14Z","standings":[{"name":"hard bot","bot":true,"score":0,"played":3,"won":2,"streak":0,"rating":1612.5,"rd":210.25}],"variant":"chomp","width":7,"height":6,"start":"random","starts_at_ms":0,"creator":"","entrants":1}"#;
        let reply: crate::Reply = serde_json::from_str(text).unwrap();
        let crate::ServerMsg::Tournament(info) = &reply.msg else {
            panic!("{reply:?}");
        };
        assert_eq!(info.format, TournamentFormat::Ladder);
        assert_eq!(info.standings[0].rating, Some(1612.5));
        assert_eq!(info.standings[0].rd, Some(210.25));
        let back: crate::Reply = serde_json::from_str(&reply.to_json()).unwrap();
        assert_eq!(back, reply);
    }

    #[test]
    fn dates_are_rfc3339() {
        assert_eq!(rfc3339(1_798_675_200_000), "2026-12-31T00:00:00Z");
        assert_eq!(rfc3339(951_782_400_000 + 1_000), "2000-02-29T00:00:01Z");
    }
}
