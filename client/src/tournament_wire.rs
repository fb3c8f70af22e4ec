//! The client's own reading of the `tournament` and `tournaments` frames.
//!
//! The protocol crate's types are the server's: they know two formats and
//! the standings fields of today. The client must keep working when a
//! server says more (the bot ladder's `"format":"ladder"`, its entries'
//! `rating`, `rd` and `guest`), so it reads these frames into its own
//! lenient types: any format or status word is kept as a word, and every
//! field but the id and the name may be missing.

use chomp_protocol::TournamentInfo;
use serde::Deserialize;
use serde_json::Value;

/// A tournament's id.
pub type TourneyId = u64;

/// A rating deviation at or above this marks a provisional rating (`1500?`),
/// as everywhere else in the client.
pub const PROVISIONAL_RD: f64 = 110.0;

/// One line of the standings, best first.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Entry {
    pub name: String,
    pub bot: bool,
    pub guest: bool,
    pub score: u32,
    pub played: u32,
    pub won: u32,
    pub streak: u32,
    /// A round robin's Sonneborn-Berger, as the frame gives it.
    pub tiebreak: Option<u32>,
    pub left: bool,
    /// The game this entrant plays now.
    pub playing: Option<u64>,
    /// The ladder's rating and its deviation.
    pub rating: Option<f64>,
    pub rd: Option<f64>,
}

impl Entry {
    /// The rating as the screens show it: `1742`, `1500?` while the
    /// deviation says it is provisional.
    pub fn rating_text(&self) -> Option<String> {
        let r = self.rating?;
        let mark = if self.rd.is_some_and(|rd| rd >= PROVISIONAL_RD) {
            "?"
        } else {
            ""
        };
        Some(format!("{r:.0}{mark}"))
    }
}

/// A tournament: the `tournament` frame, or an entry of the list.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Tourney {
    pub tournament: TourneyId,
    /// `arena`, `round_robin`, `ladder`, or a word of a newer server.
    pub format: String,
    pub name: String,
    /// `waiting`, `running`, `finished`, or a newer word.
    pub status: String,
    pub starts_at_ms: u64,
    pub ends_at_ms: Option<u64>,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub start: String,
    pub creator: String,
    pub entrants: u32,
    pub standings: Vec<Entry>,
}

impl Tourney {
    pub fn is_arena(&self) -> bool {
        self.format == "arena"
    }

    pub fn is_round_robin(&self) -> bool {
        self.format == "round_robin"
    }

    pub fn is_waiting(&self) -> bool {
        self.status == "waiting"
    }

    pub fn is_running(&self) -> bool {
        self.status == "running"
    }

    pub fn is_finished(&self) -> bool {
        self.status == "finished"
    }

    /// The number of entrants: the count the list gives, or the standings.
    pub fn entrant_count(&self) -> usize {
        (self.entrants as usize).max(self.standings.len())
    }

    /// Whether `name` is an entrant who has not left.
    pub fn has_entrant(&self, name: &str) -> bool {
        self.standings.iter().any(|e| e.name == name && !e.left)
    }

    /// Whether any entry carries a rating (the ladder's do).
    pub fn rated(&self) -> bool {
        self.standings.iter().any(|e| e.rating.is_some())
    }
}

/// What a tournament frame says.
#[derive(Clone, Debug, PartialEq)]
pub enum TourneyFrame {
    /// One tournament and its standings.
    One(Tourney),
    /// The answer to `tournaments`.
    List(Vec<Tourney>),
}

#[derive(Deserialize)]
struct Head {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    re: Option<Value>,
}

#[derive(Deserialize)]
struct ListFrame {
    #[serde(default)]
    list: Vec<Tourney>,
}

/// Reads a frame's text if it is a tournament frame: its `re` and what it
/// says. `None` for any other frame, and for one that is not JSON.
pub fn decode(text: &str) -> Option<(Option<Value>, TourneyFrame)> {
    let head: Head = serde_json::from_str(text).ok()?;
    let frame = match head.kind.as_str() {
        "tournament" => TourneyFrame::One(serde_json::from_str(text).ok()?),
        "tournaments" => TourneyFrame::List(serde_json::from_str::<ListFrame>(text).ok()?.list),
        _ => return None,
    };
    Some((head.re, frame))
}

impl Tourney {
    /// The protocol crate's reading of a frame, read again as the client's:
    /// through JSON, so any field the protocol gains reaches the screens.
    pub fn from_info(info: &TournamentInfo) -> Tourney {
        serde_json::to_value(info)
            .ok()
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_else(|| Tourney {
                tournament: info.tournament,
                name: info.name.clone(),
                ..Tourney::default()
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ladder_frame_with_ratings_is_read() {
        let text = r#"{"type":"tournament","re":3,"tournament":1,"format":"ladder",
            "name":"Bot ladder","status":"running","starts_at":"2026-01-01T00:00:00Z",
            "standings":[{"name":"hal","bot":true,"score":0,"played":9,"won":7,"streak":2,
            "rating":1712.4,"rd":60.0},{"name":"eve","bot":false,"guest":true,"score":0,
            "played":1,"won":0,"streak":0,"rating":1500.0,"rd":300.0}]}"#;
        let (re, frame) = decode(text).unwrap();
        assert_eq!(re, Some(serde_json::json!(3)));
        let TourneyFrame::One(t) = frame else {
            panic!("{frame:?}")
        };
        assert_eq!(t.format, "ladder");
        assert!(t.is_running() && t.ends_at_ms.is_none() && t.rated());
        assert_eq!(t.standings[0].rating_text().as_deref(), Some("1712"));
        assert_eq!(t.standings[1].rating_text().as_deref(), Some("1500?"));
        assert!(t.standings[1].guest);
    }

    #[test]
    fn a_list_and_other_frames() {
        let text = r#"{"type":"tournaments","re":"x","list":[{"tournament":2,
            "format":"swiss","name":"New","status":"paused"}]}"#;
        let (_, frame) = decode(text).unwrap();
        let TourneyFrame::List(list) = frame else {
            panic!("{frame:?}")
        };
        assert_eq!(
            (list[0].format.as_str(), list[0].status.as_str()),
            ("swiss", "paused")
        );
        assert!(decode(r#"{"type":"pong"}"#).is_none());
        assert!(decode("not json").is_none());
    }
}
