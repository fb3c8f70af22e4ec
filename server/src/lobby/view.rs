//! What lobby subscribers see: at most `max_games` open and `max_games`
//! running games with the full counts beside them, and the difference
//! between two such views, which is what a delta subscriber is sent. The
//! listing is computed once per push, so its cost does not grow with the
//! number of subscribers.

use std::collections::BTreeMap;

use chomp_protocol::{GameId, GameStatus, LobbyGame, ServerMsg, Totals};

/// One version of the listed lobby.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    pub games: BTreeMap<GameId, LobbyGame>,
    pub online: u32,
    pub totals: Totals,
    pub open_count: u32,
    pub playing_count: u32,
}

impl View {
    /// The oldest open games (those waiting longest get joined first) and
    /// the newest running ones, at most `keep` of each.
    pub fn of<'a>(
        summaries: impl Iterator<Item = &'a LobbyGame>,
        online: u32,
        totals: &Totals,
        keep: usize,
    ) -> View {
        let mut open: Vec<&LobbyGame> = Vec::new();
        let mut running: Vec<&LobbyGame> = Vec::new();
        for g in summaries {
            match g.status {
                GameStatus::Waiting => open.push(g),
                GameStatus::Playing => running.push(g),
                GameStatus::Finished => {}
            }
        }
        let (open_count, playing_count) = (open.len() as u32, running.len() as u32);
        if open.len() > keep {
            open.select_nth_unstable_by_key(keep, |g| g.game);
            open.truncate(keep);
        }
        if running.len() > keep {
            running.select_nth_unstable_by_key(keep, |g| std::cmp::Reverse(g.game));
            running.truncate(keep);
        }
        View {
            games: open
                .into_iter()
                .chain(running)
                .map(|g| (g.game, g.clone()))
                .collect(),
            online,
            totals: totals.clone(),
            open_count,
            playing_count,
        }
    }

    /// The whole view as a `lobby` frame (with its version for delta subscribers).
    pub fn snapshot(&self, version: Option<u64>) -> ServerMsg {
        ServerMsg::Lobby {
            games: self.games.values().cloned().collect(),
            online: self.online,
            totals: self.totals.clone(),
            open_count: self.open_count,
            playing_count: self.playing_count,
            version,
        }
    }

    /// What turns `before` (version `from`) into this view.
    pub fn delta_from(&self, before: &View, from: u64, version: u64) -> ServerMsg {
        let games = self
            .games
            .values()
            .filter(|g| before.games.get(&g.game) != Some(g))
            .cloned()
            .collect();
        let removed = before
            .games
            .keys()
            .filter(|id| !self.games.contains_key(id))
            .copied()
            .collect();
        ServerMsg::LobbyDelta {
            version,
            from,
            games,
            removed,
            online: self.online,
            open_count: self.open_count,
            playing_count: self.playing_count,
            totals: (self.totals != before.totals).then(|| self.totals.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_delta_names_exactly_what_changed() {
        let totals = Totals::default();
        let a = [
            game(1, GameStatus::Waiting),
            game(2, GameStatus::Playing),
            game(3, GameStatus::Waiting),
        ];
        let before = View::of(a.iter(), 2, &totals, 50);
        let b = [
            game(1, GameStatus::Waiting),
            game(3, GameStatus::Playing),
            game(4, GameStatus::Waiting),
        ];
        let mut more = totals.clone();
        more.games = 1;
        let after = View::of(b.iter(), 3, &more, 50);
        let ServerMsg::LobbyDelta {
            version,
            from,
            games,
            removed,
            online,
            open_count,
            playing_count,
            totals,
        } = after.delta_from(&before, 7, 8)
        else {
            panic!("a delta");
        };
        assert_eq!((version, from, online), (8, 7, 3));
        let changed: Vec<GameId> = games.iter().map(|g| g.game).collect();
        assert_eq!(changed, vec![3, 4]);
        assert_eq!(removed, vec![2]);
        assert_eq!((open_count, playing_count), (2, 1));
        assert_eq!(totals.map(|t| t.games), Some(1));
        // Applying it to the old listing gives the new one.
        let mut listed = before.games.clone();
        for id in &removed {
            listed.remove(id);
        }
        for g in games {
            listed.insert(g.game, g);
        }
        assert_eq!(listed, after.games);
    }

    #[test]
    fn unchanged_totals_are_left_out() {
        let v = View::default();
        let ServerMsg::LobbyDelta { totals, games, .. } = v.delta_from(&v, 1, 2) else {
            panic!("a delta");
        };
        assert!(totals.is_none() && games.is_empty());
    }
}
