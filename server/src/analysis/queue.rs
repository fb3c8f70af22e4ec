//! Where rooms say that a game finished, for its analysis. A room must
//! never wait for the analysis (it runs after the game, in the hints'
//! pool), so this is a bounded channel that is only ever tried: a game
//! that does not fit while the analyser is far behind stays unanalysed in
//! the store, and the sweep at the next start finds it.

use std::sync::Mutex;

use chomp_protocol::GameId;
use tokio::sync::mpsc;

/// Finished games waiting for their analysis at most; beyond, the backlog
/// sweep of the next start takes them.
pub const QUEUE_LEN: usize = 4_096;

/// The rooms' side of the analyser's queue (held in `Shared`).
pub struct AnalysisQueue {
    tx: mpsc::Sender<GameId>,
    rx: Mutex<Option<mpsc::Receiver<GameId>>>,
}

impl Default for AnalysisQueue {
    fn default() -> Self {
        AnalysisQueue::new()
    }
}

impl AnalysisQueue {
    pub fn new() -> Self {
        let (tx, rx) = mpsc::channel(QUEUE_LEN);
        AnalysisQueue {
            tx,
            rx: Mutex::new(Some(rx)),
        }
    }

    /// Game `id` has finished: analyse it when the pool has room. Never waits.
    pub fn finished(&self, id: GameId) {
        if self.tx.try_send(id).is_err() {
            tracing::debug!("game {id} left for the next start's analysis sweep");
        }
    }

    /// The analyser's end of the queue; the first call takes it.
    pub fn take_receiver(&self) -> Option<mpsc::Receiver<GameId>> {
        self.rx
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }
}
