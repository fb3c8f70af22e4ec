//! Private games of this node: never listed, found by their code. A room
//! of a private game registers here when it starts (also after a restart,
//! from the code stored with the game), and leaves when its task ends.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use chomp_protocol::GameId;

/// The private games in memory here, by id, with their codes.
#[derive(Default)]
pub struct Private {
    games: Mutex<HashMap<GameId, String>>,
}

impl Private {
    fn lock(&self) -> MutexGuard<'_, HashMap<GameId, String>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn insert(&self, id: GameId, code: String) {
        self.lock().insert(id, code);
    }

    pub fn remove(&self, id: GameId) {
        self.lock().remove(&id);
    }

    pub fn contains(&self, id: GameId) -> bool {
        self.lock().contains_key(&id)
    }

    /// The games holding `code` (normally one; a code is only given out
    /// when no room here holds it).
    pub fn with_code(&self, code: &str) -> Vec<GameId> {
        let mut ids: Vec<GameId> = self
            .lock()
            .iter()
            .filter(|(_, c)| c.as_str() == code)
            .map(|(id, _)| *id)
            .collect();
        ids.sort_unstable();
        ids
    }

    /// Every private game's id, to leave out of a listing.
    pub fn ids(&self) -> HashSet<GameId> {
        self.lock().keys().copied().collect()
    }
}
