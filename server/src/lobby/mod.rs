//! The lobby: which games exist (and the channel to each room), who is
//! online, and the subscribers who get pushed updates. Changes only mark the
//! lobby dirty; one task pushes at most once per interval, so a burst of
//! changes costs one frame per subscriber instead of one per change.
//!
//! Two bounds keep the fan-out flat however many games and subscribers
//! there are: a frame lists at most `max_games` open and `max_games` running
//! games (with the full counts beside them), and one push goes out in slices
//! so that the frames sent per second stay under `fanout_rate`. Lobby news
//! gets slower for everyone when many watch, instead of the match traffic
//! getting slower.
//!
//! Subscribers that ask for deltas get a versioned snapshot once and then
//! only what changed (`lobby_delta`, usually a few hundred bytes instead of
//! the whole listing); one that missed a version, or whose queue was full,
//! gets a fresh snapshot instead of the next delta.

mod remote;
mod view;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

use chomp_protocol::{GameId, GameStatus, LobbyGame, Reply, ServerMsg, Totals};
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::mailbox::RoomTx;
use crate::peer::{self, Outbox};
use crate::shutdown::Shutdown;
use crate::store::SharedStore;
use view::View;

pub use remote::HubEvent;

/// A room as the lobby knows it.
struct RoomEntry {
    tx: RoomTx,
    summary: LobbyGame,
}

#[derive(Default)]
struct HubState {
    rooms: HashMap<GameId, RoomEntry>,
    online: HashMap<String, usize>,
    /// Subscribers that get the whole listing at every push.
    subscribers: HashMap<u64, Outbox>,
    /// Subscribers that get deltas, with the version each was last sent.
    delta_subscribers: HashMap<u64, DeltaSubscriber>,
    /// What the other nodes of a cluster run and who is connected to them.
    remote: remote::Remote,
    totals: Totals,
    /// A game ended since the totals were last read from the database.
    totals_stale: bool,
    /// The listing as last pushed, and its version.
    view: View,
    version: u64,
}

struct DeltaSubscriber {
    tx: Outbox,
    /// The version this subscriber has; 0 when it must get a snapshot.
    seen: u64,
}

impl HubState {
    /// Every game listed: this node's rooms, then the other nodes' games
    /// that no room here has taken over.
    fn listed(&self) -> impl Iterator<Item = &LobbyGame> {
        let rooms = &self.rooms;
        rooms.values().map(|e| &e.summary).chain(
            self.remote
                .games()
                .filter(move |g| !rooms.contains_key(&g.game)),
        )
    }
}

/// Shared lobby state; every method is short and never awaits under the lock.
pub struct Hub {
    state: Mutex<HubState>,
    changed: Notify,
    /// Most games of each status (open, running) listed in one frame.
    max_games: usize,
    /// Where local changes go for the other nodes (a cluster only).
    outlet: OnceLock<mpsc::UnboundedSender<HubEvent>>,
}

/// How often, and how fast, the lobby is pushed.
#[derive(Clone, Copy, Debug)]
pub struct PushPace {
    /// Shortest pause between two pushes (a burst of changes settles into one).
    pub interval: Duration,
    /// Most lobby frames per second over all subscribers together.
    pub fanout_rate: f64,
}

/// A push to many subscribers goes out in slices this far apart.
const SLICE: Duration = Duration::from_millis(50);

impl PushPace {
    /// How many subscribers get the frame in one slice: a push to 5,000
    /// subscribers at 5,000 frames/s is spread over a second in 20 slices
    /// of 250, so match traffic never waits behind one huge burst.
    pub fn slice_len(&self) -> usize {
        if self.fanout_rate > 0.0 && self.fanout_rate.is_finite() {
            ((self.fanout_rate * SLICE.as_secs_f64()).ceil() as usize).max(1)
        } else {
            usize::MAX
        }
    }
}

impl Hub {
    pub fn new(max_games: usize) -> Hub {
        Hub {
            state: Mutex::default(),
            changed: Notify::new(),
            max_games,
            outlet: OnceLock::new(),
        }
    }

    /// From now on, local changes are also sent to `outlet` (for the
    /// other nodes of a cluster).
    pub fn set_outlet(&self, outlet: mpsc::UnboundedSender<HubEvent>) {
        let _ = self.outlet.set(outlet);
    }

    fn publish(&self, event: HubEvent) {
        if let Some(outlet) = self.outlet.get() {
            let _ = outlet.send(event);
        }
    }

    fn lock(&self) -> MutexGuard<'_, HubState> {
        // A panic while holding this lock leaves plain maps behind, still usable.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn touch(&self) {
        self.changed.notify_one();
    }

    /// Lists a room; returns false (and changes nothing) if the id is taken.
    pub fn register_room(&self, tx: RoomTx, summary: LobbyGame) -> bool {
        let mut s = self.lock();
        if s.rooms.contains_key(&summary.game) {
            return false;
        }
        s.rooms.insert(
            summary.game,
            RoomEntry {
                tx,
                summary: summary.clone(),
            },
        );
        drop(s);
        self.publish(HubEvent::Listed(summary));
        self.touch();
        true
    }

    /// Records a room's new players or status.
    pub fn update_room(&self, summary: LobbyGame) {
        if let Some(e) = self.lock().rooms.get_mut(&summary.game) {
            e.summary = summary.clone();
        }
        self.publish(HubEvent::Listed(summary));
        self.touch();
    }

    /// Forgets a room whose task ended (unless a new room for the same game
    /// has replaced it meanwhile).
    pub fn remove_room(&self, id: GameId, tx: &RoomTx) {
        let mut s = self.lock();
        let removed = s.rooms.get(&id).is_some_and(|e| e.tx.same_channel(tx));
        if removed {
            s.rooms.remove(&id);
        }
        drop(s);
        if removed {
            self.publish(HubEvent::Unlisted(id));
        }
        self.touch();
    }

    /// The channel to a room in memory.
    pub fn room(&self, id: GameId) -> Option<RoomTx> {
        self.lock().rooms.get(&id).map(|e| e.tx.clone())
    }

    /// Unfinished games in which `name` holds a seat.
    pub fn games_of(&self, name: &str) -> Vec<GameId> {
        let s = self.lock();
        let mut ids: Vec<GameId> = s
            .listed()
            .filter(|g| g.status != GameStatus::Finished)
            .filter(|g| g.players.iter().any(|p| p.name == name))
            .map(|g| g.game)
            .collect();
        ids.sort_unstable();
        ids
    }

    /// How many games `name` opened that still wait for an opponent.
    pub fn open_games_of(&self, name: &str) -> usize {
        self.lock()
            .listed()
            .filter(|g| g.status == GameStatus::Waiting)
            .filter(|g| g.players.first().is_some_and(|p| p.name == name))
            .count()
    }

    /// The games `name` opened that still wait for an opponent.
    pub fn open_game_ids_of(&self, name: &str) -> Vec<GameId> {
        self.lock()
            .listed()
            .filter(|g| g.status == GameStatus::Waiting)
            .filter(|g| g.players.first().is_some_and(|p| p.name == name))
            .map(|g| g.game)
            .collect()
    }

    /// A connection of `name` said hello.
    pub fn connect(&self, name: &str) {
        let first = {
            let mut s = self.lock();
            let n = s.online.entry(name.to_string()).or_default();
            *n += 1;
            *n == 1
        };
        if first {
            self.publish(HubEvent::Online(name.to_string()));
        }
        self.touch();
    }

    /// A connection of `name` closed.
    pub fn disconnect(&self, name: &str) {
        let mut s = self.lock();
        let mut last = false;
        if let Some(n) = s.online.get_mut(name) {
            *n -= 1;
            if *n == 0 {
                s.online.remove(name);
                last = true;
            }
        }
        drop(s);
        if last {
            self.publish(HubEvent::Offline(name.to_string()));
        }
        self.touch();
    }

    /// Whether `name` has at least one connection open (on any node).
    pub fn is_online(&self, name: &str) -> bool {
        let s = self.lock();
        s.online.contains_key(name) || s.remote.is_online(name)
    }

    // ----- the other nodes of a cluster -----

    /// Another node listed or changed games, or dropped some.
    pub fn remote_lobby(&self, node: i32, upsert: Vec<LobbyGame>, remove: Vec<GameId>) {
        let mut s = self.lock();
        if upsert.iter().any(|g| g.status == GameStatus::Finished) {
            s.totals_stale = true;
        }
        s.remote.lobby(node, upsert, remove);
        drop(s);
        self.touch();
    }

    /// Names that connected to, or left, another node.
    pub fn remote_presence(&self, node: i32, online: Vec<String>, offline: Vec<String>) {
        self.lock().remote.presence(node, online, offline);
        self.touch();
    }

    /// A node is gone: its games and its players' connections with it
    /// (its games come back as other nodes take them over).
    pub fn drop_node(&self, node: i32) {
        self.lock().remote.drop_node(node);
        self.touch();
    }

    /// The nodes this lobby has heard of.
    pub fn remote_nodes(&self) -> Vec<i32> {
        self.lock().remote.nodes()
    }

    /// This node's own games, for a node that (re)joins.
    pub fn local_listing(&self) -> Vec<LobbyGame> {
        self.lock()
            .rooms
            .values()
            .map(|e| e.summary.clone())
            .collect()
    }

    /// The names connected to this node.
    pub fn local_online(&self) -> Vec<String> {
        self.lock().online.keys().cloned().collect()
    }

    /// Every room of this node, for a node that lost its database session.
    pub fn local_rooms(&self) -> Vec<(GameId, RoomTx)> {
        self.lock()
            .rooms
            .iter()
            .map(|(id, e)| (*id, e.tx.clone()))
            .collect()
    }

    /// Subscribes a connection and gives the frame that answers it: the
    /// current listing, or for a delta subscriber the listing as last pushed
    /// with its version (so the next delta applies to exactly it).
    pub fn subscribe(&self, conn: u64, tx: Outbox, deltas: bool) -> ServerMsg {
        let mut s = self.lock();
        if deltas {
            s.subscribers.remove(&conn);
            let seen = s.version;
            s.delta_subscribers
                .insert(conn, DeltaSubscriber { tx, seen });
            s.view.snapshot(Some(seen))
        } else {
            s.delta_subscribers.remove(&conn);
            s.subscribers.insert(conn, tx);
            drop(s);
            self.snapshot()
        }
    }

    pub fn unsubscribe(&self, conn: u64) {
        let mut s = self.lock();
        s.subscribers.remove(&conn);
        s.delta_subscribers.remove(&conn);
    }

    pub fn set_totals(&self, totals: Totals) {
        self.lock().totals = totals;
        self.touch();
    }

    /// A game ended: the totals are re-read before the next push. Reading
    /// them scans the finished games, so it is done at most once per push,
    /// not once per game.
    pub fn totals_changed(&self) {
        self.lock().totals_stale = true;
        self.touch();
    }

    /// Games waiting for an opponent and games being played, in memory on
    /// this node now.
    pub fn game_counts(&self) -> (usize, usize) {
        let s = self.lock();
        let waiting = s
            .rooms
            .values()
            .filter(|e| e.summary.status == GameStatus::Waiting)
            .count();
        let playing = s
            .rooms
            .values()
            .filter(|e| e.summary.status == GameStatus::Playing)
            .count();
        (waiting, playing)
    }

    /// Finished games, as the totals last read from the store say.
    pub fn finished_total(&self) -> u64 {
        self.lock().totals.games
    }

    /// The lobby frame: players online, totals, the counts of open and
    /// running games and at most `max_games` of each.
    pub fn snapshot(&self) -> ServerMsg {
        self.current_view().snapshot(None)
    }

    fn current_view(&self) -> View {
        let s = self.lock();
        let online = s.remote.online_with(s.online.keys());
        View::of(s.listed(), online, &s.totals, self.max_games)
    }

    /// Pushes the lobby to subscribers after changes, paced by `pace`, and
    /// keeps the totals fresh from `store`.
    pub async fn push_updates(
        self: Arc<Self>,
        pace: PushPace,
        store: SharedStore,
        mut shutdown: Shutdown,
    ) {
        loop {
            tokio::select! {
                _ = self.changed.notified() => {}
                _ = shutdown.signalled() => return,
            }
            // Let a burst of changes settle into one frame.
            tokio::select! {
                _ = tokio::time::sleep(pace.interval) => {}
                _ = shutdown.signalled() => return,
            }
            if std::mem::take(&mut self.lock().totals_stale) {
                match store.totals().await {
                    Ok(t) => self.lock().totals = t,
                    Err(e) => {
                        tracing::warn!("cannot read the totals: {e}");
                        self.lock().totals_stale = true;
                    }
                }
            }
            let view = self.current_view();
            let (plain, deltas) = {
                let mut s = self.lock();
                if view == s.view {
                    continue;
                }
                let from = s.version;
                s.version += 1;
                let version = s.version;
                let delta =
                    Utf8Bytes::from(Reply::push(view.delta_from(&s.view, from, version)).to_json());
                s.view = view.clone();
                let plain: Vec<Outbox> = s.subscribers.values().cloned().collect();
                let deltas: Vec<(u64, Outbox, bool)> = s
                    .delta_subscribers
                    .iter()
                    .map(|(conn, d)| (*conn, d.tx.clone(), d.seen == from))
                    .collect();
                (plain, (deltas, delta, version))
            };
            let (deltas, delta, version) = deltas;
            if plain.is_empty() && deltas.is_empty() {
                continue;
            }
            let full = Utf8Bytes::from(Reply::push(view.snapshot(None)).to_json());
            let versioned = Utf8Bytes::from(Reply::push(view.snapshot(Some(version))).to_json());
            let mut sends: Vec<(Option<u64>, &Outbox, &Utf8Bytes)> =
                plain.iter().map(|tx| (None, tx, &full)).collect();
            sends.extend(deltas.iter().map(|(conn, tx, current)| {
                (Some(*conn), tx, if *current { &delta } else { &versioned })
            }));
            let mut delivered: Vec<(u64, bool)> = Vec::with_capacity(deltas.len());
            let mut slices = sends.chunks(pace.slice_len()).peekable();
            while let Some(slice) = slices.next() {
                for (conn, tx, text) in slice {
                    let ok = peer::send_text(tx, (*text).clone());
                    if let Some(conn) = conn {
                        delivered.push((*conn, ok));
                    }
                }
                if slices.peek().is_some() {
                    tokio::select! {
                        _ = tokio::time::sleep(SLICE) => {}
                        _ = shutdown.signalled() => return,
                    }
                }
            }
            // A frame that could not be queued means the subscriber's copy is
            // stale: it gets a fresh snapshot at the next push.
            let mut s = self.lock();
            for (conn, ok) in delivered {
                if let Some(d) = s.delta_subscribers.get_mut(&conn) {
                    d.seen = if ok { version } else { 0 };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc;

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

    fn listed(hub: &Hub) -> (Vec<GameId>, u32, u32) {
        match hub.snapshot() {
            ServerMsg::Lobby {
                games,
                open_count,
                playing_count,
                ..
            } => (
                games.iter().map(|g| g.game).collect(),
                open_count,
                playing_count,
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_frame_lists_the_oldest_open_and_newest_running_games_with_full_counts() {
        let hub = Hub::new(3);
        for id in 1..=10 {
            let (tx, _rx) = mpsc::channel(1);
            let status = if id % 2 == 0 {
                GameStatus::Waiting
            } else {
                GameStatus::Playing
            };
            assert!(hub.register_room(tx, game(id, status)));
        }
        let (tx, _rx) = mpsc::channel(1);
        assert!(hub.register_room(tx, game(11, GameStatus::Finished)));
        // Open: 2,4,6,8,10 -> oldest three; running: 1,3,5,7,9 -> newest three.
        assert_eq!(listed(&hub), (vec![2, 4, 5, 6, 7, 9], 5, 5));
    }

    #[test]
    fn a_small_lobby_is_listed_whole() {
        let hub = Hub::new(50);
        for id in [7, 3] {
            let (tx, _rx) = mpsc::channel(1);
            assert!(hub.register_room(tx, game(id, GameStatus::Waiting)));
        }
        assert_eq!(listed(&hub), (vec![3, 7], 2, 0));
    }

    #[test]
    fn pushes_are_sliced_by_the_fanout_rate() {
        let pace = |fanout_rate| PushPace {
            interval: Duration::from_millis(150),
            fanout_rate,
        };
        assert_eq!(pace(5000.0).slice_len(), 250);
        assert_eq!(pace(1.0).slice_len(), 1);
        assert_eq!(pace(0.0).slice_len(), usize::MAX);
        assert_eq!(pace(f64::NAN).slice_len(), usize::MAX);
        assert_eq!(pace(f64::INFINITY).slice_len(), usize::MAX);
    }
}
