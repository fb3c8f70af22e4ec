//! What a node's lobby knows of the other nodes of a cluster: the games
//! they run and the names connected to them, each kept under the node that
//! said so, so that a node's death takes exactly its entries away.

use std::collections::{HashMap, HashSet};

use chomp_protocol::{GameId, LobbyGame};

/// A local change the other nodes must hear of.
#[derive(Clone, Debug, PartialEq)]
pub enum HubEvent {
    Listed(LobbyGame),
    Unlisted(GameId),
    Online(String),
    Offline(String),
}

#[derive(Default)]
pub struct Remote {
    games: HashMap<GameId, (i32, LobbyGame)>,
    online: HashMap<i32, HashSet<String>>,
}

impl Remote {
    pub fn games(&self) -> impl Iterator<Item = &LobbyGame> {
        self.games.values().map(|(_, g)| g)
    }

    pub fn lobby(&mut self, node: i32, upsert: Vec<LobbyGame>, remove: Vec<GameId>) {
        self.online.entry(node).or_default();
        for g in upsert {
            self.games.insert(g.game, (node, g));
        }
        for id in remove {
            // Only the node that listed a game may unlist it: another may
            // have taken it over meanwhile.
            if self.games.get(&id).is_some_and(|(n, _)| *n == node) {
                self.games.remove(&id);
            }
        }
    }

    pub fn presence(&mut self, node: i32, online: Vec<String>, offline: Vec<String>) {
        let names = self.online.entry(node).or_default();
        for name in offline {
            names.remove(&name);
        }
        names.extend(online);
    }

    pub fn drop_node(&mut self, node: i32) {
        self.online.remove(&node);
        self.games.retain(|_, (n, _)| *n != node);
    }

    pub fn nodes(&self) -> Vec<i32> {
        let mut nodes: HashSet<i32> = self.online.keys().copied().collect();
        nodes.extend(self.games.values().map(|(n, _)| *n));
        nodes.into_iter().collect()
    }

    /// The names connected to other nodes, each once.
    pub fn names(&self) -> Vec<String> {
        let all: HashSet<&String> = self.online.values().flatten().collect();
        all.into_iter().cloned().collect()
    }

    pub fn is_online(&self, name: &str) -> bool {
        self.online.values().any(|names| names.contains(name))
    }

    /// How many distinct names are connected here (`local`) or elsewhere.
    pub fn online_with<'a>(&'a self, local: impl Iterator<Item = &'a String>) -> u32 {
        if self.online.values().all(HashSet::is_empty) {
            return local.count() as u32;
        }
        let mut all: HashSet<&str> = local.map(String::as_str).collect();
        for names in self.online.values() {
            all.extend(names.iter().map(String::as_str));
        }
        all.len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::GameStatus;

    fn game(id: GameId) -> LobbyGame {
        LobbyGame {
            game: id,
            variant: "chomp".into(),
            width: 4,
            height: 3,
            players: Vec::new(),
            status: GameStatus::Waiting,
        }
    }

    #[test]
    fn a_dead_node_takes_only_its_own_entries_away() {
        let mut r = Remote::default();
        r.lobby(1, vec![game(10), game(11)], vec![]);
        r.lobby(2, vec![game(12)], vec![]);
        // Node 2 took game 11 over; node 1's late removal must not unlist it.
        r.lobby(2, vec![game(11)], vec![]);
        r.lobby(1, vec![], vec![11]);
        r.presence(1, vec!["alice".into()], vec![]);
        r.presence(2, vec!["bob".into(), "alice".into()], vec![]);
        assert!(r.is_online("alice"));
        assert_eq!(r.online_with(["carol".to_string()].iter()), 3);
        r.drop_node(1);
        let mut ids: Vec<GameId> = r.games().map(|g| g.game).collect();
        ids.sort_unstable();
        assert_eq!(ids, vec![11, 12]);
        assert!(r.is_online("alice"), "still connected to node 2");
        r.presence(2, vec![], vec!["alice".into()]);
        assert!(!r.is_online("alice"));
        assert_eq!(r.nodes(), vec![2]);
    }
}
