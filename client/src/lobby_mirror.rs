//! The lobby as a delta subscriber follows it: a versioned `lobby` frame,
//! then `lobby_delta` frames that each name the version they apply to. A
//! delta that does not follow on from what we have means a frame was missed,
//! and the caller asks for the whole lobby again. Shared by the TUI and
//! `chomp-load`.

use std::collections::BTreeMap;

use chomp_protocol::{ClientMsg, GameId, LobbyGame, ServerMsg, Totals};

/// What applying a frame did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyOutcome {
    /// The listing changed (or was replaced).
    Updated,
    /// Not a lobby frame.
    Ignored,
    /// A delta that does not apply to our version: ask again with [`LobbyMirror::resync`].
    Gap,
}

/// The listed lobby.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LobbyMirror {
    /// The version we hold; `None` for a full snapshot without one (an old
    /// server) or before the first frame.
    pub version: Option<u64>,
    pub games: BTreeMap<GameId, LobbyGame>,
    pub online: u32,
    pub totals: Totals,
    pub open_count: u32,
    pub playing_count: u32,
}

impl LobbyMirror {
    /// The request that subscribes (or subscribes again) with deltas.
    pub fn resync() -> ClientMsg {
        ClientMsg::Lobby { deltas: true }
    }

    pub fn apply(&mut self, msg: &ServerMsg) -> LobbyOutcome {
        match msg {
            ServerMsg::Lobby {
                games,
                online,
                totals,
                open_count,
                playing_count,
                version,
            } => {
                self.games = games.iter().map(|g| (g.game, g.clone())).collect();
                self.online = *online;
                self.totals = totals.clone();
                self.open_count = *open_count;
                self.playing_count = *playing_count;
                self.version = *version;
                LobbyOutcome::Updated
            }
            ServerMsg::LobbyDelta {
                version,
                from,
                games,
                removed,
                online,
                open_count,
                playing_count,
                totals,
            } => {
                if self.version != Some(*from) {
                    return LobbyOutcome::Gap;
                }
                for id in removed {
                    self.games.remove(id);
                }
                for g in games {
                    self.games.insert(g.game, g.clone());
                }
                self.online = *online;
                self.open_count = *open_count;
                self.playing_count = *playing_count;
                if let Some(t) = totals {
                    self.totals = t.clone();
                }
                self.version = Some(*version);
                LobbyOutcome::Updated
            }
            _ => LobbyOutcome::Ignored,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::GameStatus;

    fn game(game: GameId, status: GameStatus) -> LobbyGame {
        LobbyGame {
            game,
            variant: "chomp".into(),
            width: 4,
            height: 3,
            players: Vec::new(),
            status,
        }
    }

    fn delta(from: u64, games: Vec<LobbyGame>, removed: Vec<GameId>) -> ServerMsg {
        ServerMsg::LobbyDelta {
            version: from + 1,
            from,
            games,
            removed,
            online: 2,
            open_count: 1,
            playing_count: 1,
            totals: None,
        }
    }

    #[test]
    fn deltas_follow_a_snapshot_and_a_gap_is_spotted() {
        let mut m = LobbyMirror::default();
        let snapshot = ServerMsg::Lobby {
            games: vec![game(1, GameStatus::Waiting), game(2, GameStatus::Waiting)],
            online: 1,
            totals: Totals::default(),
            open_count: 2,
            playing_count: 0,
            version: Some(5),
        };
        assert_eq!(m.apply(&snapshot), LobbyOutcome::Updated);
        let d = delta(5, vec![game(2, GameStatus::Playing)], vec![1]);
        assert_eq!(m.apply(&d), LobbyOutcome::Updated);
        assert_eq!(m.version, Some(6));
        assert_eq!(m.games.keys().copied().collect::<Vec<_>>(), vec![2]);
        assert_eq!(m.games[&2].status, GameStatus::Playing);
        assert_eq!((m.online, m.open_count, m.playing_count), (2, 1, 1));
        // Version 7 went missing: 7 -> 8 does not apply to 6.
        let skipped = delta(7, vec![game(3, GameStatus::Waiting)], vec![]);
        assert_eq!(m.apply(&skipped), LobbyOutcome::Gap);
        assert!(!m.games.contains_key(&3), "a gap changes nothing");
        assert_eq!(LobbyMirror::resync(), ClientMsg::Lobby { deltas: true });
        assert_eq!(m.apply(&ServerMsg::Pong), LobbyOutcome::Ignored);
    }
}
