//! Works out the analysis board's values beside the UI: one search at a
//! time, each within the solver's time budget for hints, so a 32 x 32
//! board never holds the screen and keys pressed quickly never pile up
//! searches. While one runs, only the latest position asked for waits;
//! the older ones are no longer on screen.

use std::sync::{Arc, Mutex, PoisonError};

use chomp_engine::Position;
use tokio::sync::mpsc::UnboundedSender;

use crate::local_hints::LazySolver;
use crate::msg::Msg;

/// The one analysis in progress and the one waiting.
#[derive(Clone, Default)]
pub struct BoardWorker {
    state: Arc<Mutex<WorkerState>>,
}

#[derive(Default)]
struct WorkerState {
    running: bool,
    waiting: Option<(u64, Position)>,
}

impl BoardWorker {
    /// Asks for the values of position `seq`; they come back on `tx` as
    /// [`Msg::BoardValues`]. Call from within a tokio runtime.
    pub fn ask(
        &self,
        solver: &LazySolver,
        seq: u64,
        position: Position,
        tx: &UnboundedSender<Msg>,
    ) {
        {
            let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            if st.running {
                st.waiting = Some((seq, position));
                return;
            }
            st.running = true;
        }
        let me = self.clone();
        let solver = solver.clone();
        let tx = tx.clone();
        tokio::task::spawn_blocking(move || {
            let mut job = Some((seq, position));
            while let Some((seq, position)) = job.take() {
                match solver.get() {
                    Ok(s) => {
                        let hints = s.hints(&position);
                        let _ = tx.send(Msg::BoardValues { seq, hints });
                    }
                    Err(e) => tracing::warn!(error = %e, "no values for the analysis board"),
                }
                let mut st = me.state.lock().unwrap_or_else(PoisonError::into_inner);
                job = st.waiting.take();
                st.running = job.is_some();
            }
        });
    }
}
