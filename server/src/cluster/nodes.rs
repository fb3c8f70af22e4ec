//! Watching the other nodes: a node whose session ended is dead (its
//! advisory lock is gone from `pg_locks`), and unfinished games whose lock
//! nobody holds are taken over, so bots move and move clocks run out even
//! when no client asks.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use super::Cluster;
use crate::context::Shared;
use crate::shutdown::Shutdown;

/// How often the live nodes are read.
const LIVENESS: Duration = Duration::from_secs(1);

/// How often games without a node are looked for.
const SWEEP: Duration = Duration::from_secs(3);

impl Cluster {
    /// Takes over every unfinished game no node holds; returns how many.
    pub(super) async fn sweep(&self, shutdown: &Shutdown) -> usize {
        let orphans = match self.bus.orphans().await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::debug!("cannot look for games without a node: {e}");
                return 0;
            }
        };
        let mut taken = 0;
        for id in orphans {
            if shutdown.is_signalled() {
                break;
            }
            if self.take_over(id).await {
                taken += 1;
            }
        }
        taken
    }

    pub(super) async fn watch(self, shared: Arc<Shared>, mut shutdown: Shutdown) {
        let mut liveness = tokio::time::interval(LIVENESS);
        let mut sweeps = tokio::time::interval(SWEEP);
        sweeps.tick().await;
        loop {
            tokio::select! {
                _ = liveness.tick() => self.check_nodes(&shared).await,
                _ = sweeps.tick() => {
                    let taken = self.sweep(&shutdown).await + self.sweep_actors(&shutdown).await;
                    if taken > 0 {
                        tracing::info!("took over {taken} games whose node is gone");
                    }
                }
                _ = shutdown.signalled() => return,
            }
        }
    }

    async fn check_nodes(&self, shared: &Shared) {
        let Ok(live) = self.bus.live_nodes().await else {
            return;
        };
        let me = self.node();
        let mut known: HashSet<i32> = shared.hub.remote_nodes().into_iter().collect();
        known.extend(self.links.nodes());
        for node in known {
            if node != me && !live.contains(&node) {
                tracing::warn!("cluster node {node} is gone; its games move to the others");
                shared.hub.drop_node(node);
                self.node_died(node);
                self.actors_orphaned(node);
            }
        }
    }
}
