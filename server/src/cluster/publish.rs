//! Tells the other nodes what changed in this node's lobby: games listed,
//! changed and dropped, and names that connected or left. Changes within
//! a short window go out as one message each way.

use std::collections::HashMap;
use std::time::Duration;

use chomp_protocol::{GameId, LobbyGame};
use tokio::sync::mpsc;

use super::wire::{self, Wire};
use super::Cluster;
use crate::lobby::HubEvent;
use crate::shutdown::Shutdown;

/// Changes closer together than this travel together.
const WINDOW: Duration = Duration::from_millis(20);

pub async fn run(
    cluster: Cluster,
    mut events: mpsc::UnboundedReceiver<HubEvent>,
    mut shutdown: Shutdown,
) {
    loop {
        let first = tokio::select! {
            e = events.recv() => match e { Some(e) => e, None => return },
            _ = shutdown.signalled() => return,
        };
        tokio::time::sleep(WINDOW).await;
        let mut games: HashMap<GameId, Option<LobbyGame>> = HashMap::new();
        let mut names: HashMap<String, bool> = HashMap::new();
        let mut next = Some(first);
        while let Some(event) = next {
            match event {
                HubEvent::Listed(g) => {
                    games.insert(g.game, Some(g));
                }
                HubEvent::Unlisted(id) => {
                    games.insert(id, None);
                }
                HubEvent::Online(n) => {
                    names.insert(n, true);
                }
                HubEvent::Offline(n) => {
                    names.insert(n, false);
                }
            }
            next = events.try_recv().ok();
        }
        let from = cluster.node();
        if !games.is_empty() {
            let mut upsert = Vec::new();
            let mut remove = Vec::new();
            for (id, g) in games {
                match g {
                    Some(g) => upsert.push(g),
                    None => remove.push(id),
                }
            }
            cluster.bus.send(
                wire::ALL,
                &Wire::Lobby {
                    from,
                    upsert,
                    remove,
                },
            );
        }
        if !names.is_empty() {
            let (online, offline): (Vec<_>, Vec<_>) = names.into_iter().partition(|(_, on)| *on);
            cluster.bus.send(
                wire::ALL,
                &Wire::Presence {
                    from,
                    online: online.into_iter().map(|(n, _)| n).collect(),
                    offline: offline.into_iter().map(|(n, _)| n).collect(),
                },
            );
        }
    }
}
