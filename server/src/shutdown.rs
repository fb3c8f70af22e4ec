//! The shutdown signal every task watches, and the count of tasks still
//! running so that `shutdown` can wait for them (as in mini-redis).

use tokio::sync::{mpsc, watch};

/// A receiver of the "stop now" signal, cheap to clone into each task.
#[derive(Clone, Debug)]
pub struct Shutdown {
    rx: watch::Receiver<bool>,
    /// Held while the task runs; `Drain` completes when every copy is dropped.
    _alive: mpsc::Sender<()>,
}

impl Shutdown {
    /// Whether shutdown was signalled.
    pub fn is_signalled(&self) -> bool {
        *self.rx.borrow()
    }

    /// Resolves once shutdown is signalled.
    pub async fn signalled(&mut self) {
        // An error means the trigger was dropped, which also means stop.
        let _ = self.rx.wait_for(|stop| *stop).await;
    }
}

/// A way to subscribe later that keeps nothing alive: a long-lived
/// holder (the cluster, which starts rooms whenever a game moves to this
/// node) must not make `fire_and_wait` wait for itself.
#[derive(Clone, Debug)]
pub struct Subscriber {
    rx: watch::Receiver<bool>,
    alive: mpsc::WeakSender<()>,
}

impl Subscriber {
    /// A signal for one more task; `None` once every task has ended.
    pub fn subscribe(&self) -> Option<Shutdown> {
        self.alive.upgrade().map(|alive| Shutdown {
            rx: self.rx.clone(),
            _alive: alive,
        })
    }
}

impl Shutdown {
    /// A [`Subscriber`] for the same signal.
    pub fn subscriber(&self) -> Subscriber {
        Subscriber {
            rx: self.rx.clone(),
            alive: self._alive.downgrade(),
        }
    }
}

/// The owner's side: signals shutdown, then waits for the tasks to finish.
pub struct Trigger {
    tx: watch::Sender<bool>,
    alive_tx: Option<mpsc::Sender<()>>,
    alive_rx: mpsc::Receiver<()>,
}

impl Trigger {
    pub fn new() -> Self {
        let (tx, _) = watch::channel(false);
        let (alive_tx, alive_rx) = mpsc::channel(1);
        Trigger {
            tx,
            alive_tx: Some(alive_tx),
            alive_rx,
        }
    }

    /// A signal for one more task.
    pub fn subscribe(&self) -> Option<Shutdown> {
        self.alive_tx.as_ref().map(|alive| Shutdown {
            rx: self.tx.subscribe(),
            _alive: alive.clone(),
        })
    }

    /// Signals shutdown and waits until every task holding a `Shutdown` ended.
    pub async fn fire_and_wait(mut self) {
        let _ = self.tx.send(true);
        self.alive_tx = None;
        // `recv` returns `None` once every sender is gone.
        while self.alive_rx.recv().await.is_some() {}
    }
}

impl Default for Trigger {
    fn default() -> Self {
        Self::new()
    }
}
