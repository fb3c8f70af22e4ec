//! A pool for the engine's searches (bot moves, hints): a bound on how many
//! run at once, and a waiting line served round-robin across client
//! addresses.
//!
//! Searches used to go straight to tokio's blocking pool, whose 512 threads
//! took every bot move at once: 320 bot games on 32 x 32 iChomp boards ran
//! 320 searches side by side, each with its own memos and move lists, and
//! the server ran out of memory and aborted. And a line served first come,
//! first served lets one address with many names (or many games) put a
//! hundred searches ahead of everybody else's. Here at most `max_jobs`
//! searches run (each within the engine's memory budget, so the pool's
//! memory is bounded by `max_jobs` times that), and when one ends the next
//! turn goes to the next address in line that has a search waiting: an
//! address with one search waiting waits for at most one search of every
//! other address, however many those have queued.
//!
//! Waiting costs a few hundred bytes (the position and a channel), not a
//! search's memory. A wait given up (its future dropped: the room moved on,
//! the hints request was replaced) leaves the line at once.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use tokio::sync::oneshot;

use crate::tenants::Tenant;

/// Why a search did not run.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ThinkError {
    #[error("the search task failed")]
    Failed,
    #[error("the server is stopping")]
    Closed,
}

/// Counts of the pool's jobs, for the gauges: (waiting, running).
pub type JobCounts = (usize, usize);

/// Something that shows the pool's counts (a `/metrics` gauge).
pub type Report = Arc<dyn Fn(JobCounts) + Send + Sync>;

/// The searches of one kind (bot moves, or hints) and their line.
pub struct ThinkPool {
    max_jobs: usize,
    max_waiting: usize,
    line: Mutex<Line>,
    report: OnceLock<Report>,
}

/// Who waits, in which order, and how many run.
#[derive(Default)]
struct Line {
    running: usize,
    waiting: usize,
    next_ticket: u64,
    /// Each address's waiting searches, oldest first.
    queues: HashMap<Tenant, VecDeque<(u64, oneshot::Sender<()>)>>,
    /// The addresses with a search waiting, in the order of their turns.
    turns: VecDeque<Tenant>,
}

impl Line {
    /// Gives the freed places to the next addresses in turn.
    fn grant(&mut self, max_jobs: usize) {
        while self.running < max_jobs {
            let Some(tenant) = self.turns.pop_front() else {
                return;
            };
            let Some(queue) = self.queues.get_mut(&tenant) else {
                continue;
            };
            let Some((_, go)) = queue.pop_front() else {
                self.queues.remove(&tenant);
                continue;
            };
            self.waiting -= 1;
            if queue.is_empty() {
                self.queues.remove(&tenant);
            } else {
                self.turns.push_back(tenant);
            }
            // A wait given up leaves the line under this lock, so its
            // receiver is there; should it not be, the place goes on.
            if go.send(()).is_ok() {
                self.running += 1;
            }
        }
    }

    /// Takes a waiting search out of the line (its wait was given up).
    fn leave(&mut self, tenant: &Tenant, ticket: u64) {
        let Some(queue) = self.queues.get_mut(tenant) else {
            return;
        };
        let before = queue.len();
        queue.retain(|(t, _)| *t != ticket);
        self.waiting -= before - queue.len();
        if queue.is_empty() {
            self.queues.remove(tenant);
            self.turns.retain(|t| t != tenant);
        }
    }
}

/// A place among the running searches; dropping it frees the place for
/// the next address in turn.
pub struct Running {
    pool: Arc<ThinkPool>,
}

impl Drop for Running {
    fn drop(&mut self) {
        let mut line = self.pool.lock();
        line.running -= 1;
        line.grant(self.pool.max_jobs);
        self.pool.show(&line);
    }
}

impl Running {
    /// Runs `work` on the blocking pool, holding this place until it ends
    /// (also when the caller stops waiting for it).
    pub async fn run<T, F>(self, work: F) -> Result<T, ThinkError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        tokio::task::spawn_blocking(move || {
            let _place = self;
            work()
        })
        .await
        .map_err(|e| {
            tracing::error!("a search failed: {e}");
            ThinkError::Failed
        })
    }
}

/// Takes a waiting search out of the line if its wait is given up, or
/// gives back the place granted to it just before.
struct Waiting {
    pool: Arc<ThinkPool>,
    tenant: Tenant,
    ticket: u64,
    turn: oneshot::Receiver<()>,
    done: bool,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        // Under the lock nothing is granted meanwhile: either the place
        // came (and is in the channel) or the ticket is still in line.
        let mut line = self.pool.lock();
        if self.turn.try_recv().is_ok() {
            line.running -= 1;
            line.grant(self.pool.max_jobs);
        } else {
            line.leave(&self.tenant, self.ticket);
        }
        self.pool.show(&line);
    }
}

impl ThinkPool {
    /// At most `max_jobs` searches at once (at least one); `max_waiting`
    /// is the line beyond which new big searches are refused
    /// ([`ThinkPool::crowded`]; waits themselves are never refused).
    pub fn new(max_jobs: usize, max_waiting: usize) -> ThinkPool {
        ThinkPool {
            max_jobs: max_jobs.max(1),
            max_waiting: max_waiting.max(1),
            line: Mutex::new(Line::default()),
            report: OnceLock::new(),
        }
    }

    /// Shows the counts on `report` (the `/metrics` gauges) from now on;
    /// the first call wins.
    pub fn report_to(&self, report: Report) {
        if self.report.set(report).is_ok() {
            self.show(&self.lock());
        }
    }

    fn lock(&self) -> MutexGuard<'_, Line> {
        // Every change to the line is made whole under the lock, so a
        // panic elsewhere cannot leave it half done.
        self.line
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn show(&self, line: &Line) {
        if let Some(report) = self.report.get() {
            report((line.waiting, line.running));
        }
    }

    /// How many searches run at most at once.
    pub fn max_jobs(&self) -> usize {
        self.max_jobs
    }

    /// Searches waiting and running now.
    pub fn counts(&self) -> JobCounts {
        let line = self.lock();
        (line.waiting, line.running)
    }

    /// Searches of `tenant` waiting now.
    pub fn waiting_of(&self, tenant: &Tenant) -> usize {
        self.lock().queues.get(tenant).map_or(0, VecDeque::len)
    }

    /// Whether a new big search for `tenant` should be refused: the line
    /// is full, or this address alone holds half of it (so that one
    /// address can never fill the line for the others).
    pub fn crowded(&self, tenant: &Tenant) -> bool {
        let line = self.lock();
        let own = line.queues.get(tenant).map_or(0, VecDeque::len);
        line.waiting >= self.max_waiting || own >= (self.max_waiting / 2).max(1)
    }

    /// Waits for `tenant`'s turn to run a search. Cancel-safe: dropping
    /// the future leaves the line.
    pub async fn enter(self: &Arc<Self>, tenant: Tenant) -> Result<Running, ThinkError> {
        let (go, turn) = oneshot::channel();
        let ticket = {
            let mut line = self.lock();
            if line.running < self.max_jobs && line.waiting == 0 {
                line.running += 1;
                self.show(&line);
                return Ok(Running { pool: self.clone() });
            }
            let ticket = line.next_ticket;
            line.next_ticket += 1;
            let queue = line.queues.entry(tenant.clone()).or_default();
            queue.push_back((ticket, go));
            if queue.len() == 1 {
                line.turns.push_back(tenant.clone());
            }
            line.waiting += 1;
            self.show(&line);
            ticket
        };
        let mut waiting = Waiting {
            pool: self.clone(),
            tenant,
            ticket,
            turn,
            done: false,
        };
        let granted = (&mut waiting.turn).await;
        // Granted or not, the line no longer holds this wait.
        waiting.done = true;
        granted.map_err(|_| ThinkError::Closed)?;
        Ok(Running { pool: self.clone() })
    }

    /// Waits for a turn, then runs `work` on the blocking pool.
    pub async fn run<T, F>(self: &Arc<Self>, tenant: Tenant, work: F) -> Result<T, ThinkError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.enter(tenant).await?.run(work).await
    }
}

#[cfg(test)]
mod tests;
