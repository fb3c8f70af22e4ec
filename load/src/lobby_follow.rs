//! How an idle client follows the lobby. By default it checks only the
//! order of the versions (`version`/`from` of each snapshot and delta),
//! reading those two fields and skipping the rest of the frame, and asks
//! for a fresh snapshot on a gap exactly as the TUI does. The whole
//! listing ([`Follow::Mirror`], the TUI's own `LobbyMirror`) costs the load
//! generator an allocation per game per frame; with 5,000 subscribers on
//! the same two cores as the server, that CPU is taken from the server
//! being measured (docs/LOAD.md).

use chomp_client::lobby_mirror::{LobbyMirror, LobbyOutcome};
use chomp_protocol::Reply;
use clap::ValueEnum;
use serde::Deserialize;

/// What an idle client keeps of the lobby.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Follow {
    /// Only the versions: gaps are found and healed, the listing is not kept.
    #[default]
    Versions,
    /// The whole listing, as the TUI keeps it.
    Mirror,
}

/// The two fields of a lobby frame that say where it sits in the order.
#[derive(Deserialize)]
struct Head<'a> {
    #[serde(rename = "type", borrow)]
    ty: &'a str,
    version: Option<u64>,
    from: Option<u64>,
}

/// One subscriber's view of the lobby.
pub enum Follower {
    Versions(Option<u64>),
    Mirror(Box<LobbyMirror>),
}

impl Follower {
    pub fn new(follow: Follow) -> Follower {
        match follow {
            Follow::Versions => Follower::Versions(None),
            Follow::Mirror => Follower::Mirror(Box::default()),
        }
    }

    /// Takes one text frame; `Gap` asks for a fresh snapshot.
    pub fn apply(&mut self, text: &str) -> LobbyOutcome {
        match self {
            Follower::Mirror(m) => match serde_json::from_str::<Reply>(text) {
                Ok(reply) => m.apply(&reply.msg),
                Err(_) => LobbyOutcome::Ignored,
            },
            Follower::Versions(held) => {
                let Ok(head) = serde_json::from_str::<Head>(text) else {
                    return LobbyOutcome::Ignored;
                };
                match head.ty {
                    "lobby" => {
                        *held = head.version;
                        LobbyOutcome::Updated
                    }
                    "lobby_delta" => {
                        if head.from.is_none() || *held != head.from {
                            return LobbyOutcome::Gap;
                        }
                        *held = head.version;
                        LobbyOutcome::Updated
                    }
                    _ => LobbyOutcome::Ignored,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SNAPSHOT: &str = r#"{"type":"lobby","games":[{"game":3,"variant":"chomp","width":4,"height":3,"players":[],"status":"waiting"}],"online":2,"totals":{"games":0,"human_wins_vs_bots":0,"bot_wins":0,"human_vs_human":0},"open_count":1,"playing_count":0,"version":7}"#;

    fn delta(from: u64) -> String {
        format!(
            r#"{{"type":"lobby_delta","version":{},"from":{from},"games":[],"removed":[3],"online":2,"open_count":0,"playing_count":0}}"#,
            from + 1
        )
    }

    /// Both ways of following see the same gaps.
    #[test]
    fn versions_find_the_gaps_the_mirror_finds() {
        for follow in [Follow::Versions, Follow::Mirror] {
            let mut f = Follower::new(follow);
            assert_eq!(
                f.apply(&delta(7)),
                LobbyOutcome::Gap,
                "{follow:?}: before any snapshot"
            );
            assert_eq!(f.apply(SNAPSHOT), LobbyOutcome::Updated, "{follow:?}");
            assert_eq!(f.apply(&delta(7)), LobbyOutcome::Updated, "{follow:?}");
            assert_eq!(
                f.apply(&delta(9)),
                LobbyOutcome::Gap,
                "{follow:?}: 9 after 8"
            );
            assert_eq!(f.apply(&delta(8)), LobbyOutcome::Updated, "{follow:?}");
            assert_eq!(
                f.apply(r#"{"type":"pong"}"#),
                LobbyOutcome::Ignored,
                "{follow:?}"
            );
        }
    }
}
