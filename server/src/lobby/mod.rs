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
//! Each job has its own module and lock: `directory` (where each room of
//! this node is), `presence` (who is connected here), `remote` (what the
//! other nodes run, and who is connected there), `fanout` (the subscribers,
//! the versions they were sent, the totals), `view` (the capped listing and
//! the delta between two versions of it). `Hub` puts them together for
//! everyone else.

mod directory;
mod fanout;
mod presence;
mod private;
mod remote;
mod view;

use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

use chomp_protocol::{GameId, GameStatus, LobbyGame, ServerMsg, Totals};
use tokio::sync::{mpsc, Notify};

use crate::mailbox::RoomTx;
use crate::peer::Outbox;
use crate::shutdown::Shutdown;
use crate::store::SharedStore;
use directory::Directory;
use fanout::{Fanout, SLICE};
use presence::Presence;
use private::Private;
use remote::Remote;
use view::View;

pub use remote::HubEvent;

/// The lobby, one part per job, each behind its own lock: the directory
/// of this node's rooms, who is connected here, what the other nodes of a
/// cluster run and who is connected there, and the subscribers with what
/// they were last pushed. Every method is short and never awaits under a
/// lock; a method that reads two parts takes them in that order.
pub struct Hub {
    directory: Directory,
    presence: Presence,
    /// Private games here: left out of the listing and of what other
    /// nodes hear, found by code.
    private: Private,
    remote: Mutex<Remote>,
    fanout: Fanout,
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
            directory: Directory::default(),
            presence: Presence::default(),
            private: Private::default(),
            remote: Mutex::default(),
            fanout: Fanout::default(),
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

    fn remote(&self) -> MutexGuard<'_, Remote> {
        // A panic while holding this lock leaves plain maps behind, still usable.
        self.remote.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Tells the other nodes of a listed game; a private one stays here.
    fn publish_listed(&self, summary: LobbyGame) {
        if !self.private.contains(summary.game) {
            self.publish(HubEvent::Listed(summary));
        }
    }

    fn touch(&self) {
        self.changed.notify_one();
    }

    /// Calls `f` with every game listed: this node's rooms, then the other
    /// nodes' games that no room here has taken over.
    fn scan_listed(&self, mut f: impl FnMut(&LobbyGame)) {
        let rooms = self.directory.locked();
        let remote = self.remote();
        rooms.summaries().for_each(&mut f);
        remote
            .games()
            .filter(|g| !rooms.contains(g.game))
            .for_each(f);
    }

    // ----- the directory of rooms -----

    /// Lists a room; returns false (and changes nothing) if the id is taken.
    pub fn register_room(&self, tx: RoomTx, summary: LobbyGame) -> bool {
        if !self.directory.register(tx, summary.clone()) {
            return false;
        }
        self.publish_listed(summary);
        self.touch();
        true
    }

    /// Records a room's new players or status.
    pub fn update_room(&self, summary: LobbyGame) {
        self.directory.update(summary.clone());
        self.publish_listed(summary);
        self.touch();
    }

    /// Forgets a room whose task ended (unless a new room for the same game
    /// has replaced it meanwhile).
    pub fn remove_room(&self, id: GameId, tx: &RoomTx) {
        if self.directory.remove(id, tx) {
            self.private.remove(id);
            self.publish(HubEvent::Unlisted(id));
        }
        self.touch();
    }

    /// The channel to a room in memory.
    pub fn room(&self, id: GameId) -> Option<RoomTx> {
        self.directory.room(id)
    }

    /// Unfinished games in which `name` holds a seat.
    pub fn games_of(&self, name: &str) -> Vec<GameId> {
        let mut ids = Vec::new();
        self.scan_listed(|g| {
            if g.status != GameStatus::Finished && g.players.iter().any(|p| p.name == name) {
                ids.push(g.game);
            }
        });
        ids.sort_unstable();
        ids
    }

    /// How many games `name` opened that still wait for an opponent.
    pub fn open_games_of(&self, name: &str) -> usize {
        self.open_game_ids_of(name).len()
    }

    /// The games `name` opened that still wait for an opponent.
    pub fn open_game_ids_of(&self, name: &str) -> Vec<GameId> {
        let mut ids = Vec::new();
        self.scan_listed(|g| {
            if g.status == GameStatus::Waiting && g.players.first().is_some_and(|p| p.name == name)
            {
                ids.push(g.game);
            }
        });
        ids
    }

    // ----- private games -----

    /// Game `id` is private when it has a `code`: called by its room before
    /// it is registered, so it is never listed. Gives the code back.
    pub fn hide_game(&self, id: GameId, code: Option<String>) -> Option<String> {
        if let Some(c) = &code {
            self.private.insert(id, c.clone());
        }
        code
    }

    /// The private games of this node that hold `code`.
    pub fn private_games_with(&self, code: &str) -> Vec<GameId> {
        self.private.with_code(code)
    }

    // ----- presence -----

    /// A connection of `name` said hello.
    pub fn connect(&self, name: &str) {
        if self.presence.connect(name) {
            self.publish(HubEvent::Online(name.to_string()));
        }
        self.touch();
    }

    /// A connection of `name` closed.
    pub fn disconnect(&self, name: &str) {
        if self.presence.disconnect(name) {
            self.publish(HubEvent::Offline(name.to_string()));
        }
        self.touch();
    }

    /// Whether `name` has at least one connection open (on any node).
    pub fn is_online(&self, name: &str) -> bool {
        self.presence.contains(name) || self.remote().is_online(name)
    }

    // ----- the other nodes of a cluster -----

    /// Another node listed or changed games, or dropped some.
    pub fn remote_lobby(&self, node: i32, upsert: Vec<LobbyGame>, remove: Vec<GameId>) {
        if upsert.iter().any(|g| g.status == GameStatus::Finished) {
            self.fanout.totals_stale();
        }
        self.remote().lobby(node, upsert, remove);
        self.touch();
    }

    /// Names that connected to, or left, another node.
    pub fn remote_presence(&self, node: i32, online: Vec<String>, offline: Vec<String>) {
        self.remote().presence(node, online, offline);
        self.touch();
    }

    /// A node is gone: its games and its players' connections with it
    /// (its games come back as other nodes take them over).
    pub fn drop_node(&self, node: i32) {
        self.remote().drop_node(node);
        self.touch();
    }

    /// The nodes this lobby has heard of.
    pub fn remote_nodes(&self) -> Vec<i32> {
        self.remote().nodes()
    }

    /// This node's own games, for a node that (re)joins.
    pub fn local_listing(&self) -> Vec<LobbyGame> {
        self.directory.listing()
    }

    /// The names connected to other nodes (a cluster's), for `online`.
    pub fn remote_online(&self) -> Vec<String> {
        self.remote().names()
    }

    /// The names connected to this node.
    pub fn local_online(&self) -> Vec<String> {
        self.presence.names()
    }

    /// Every room of this node, for a node that lost its database session.
    pub fn local_rooms(&self) -> Vec<(GameId, RoomTx)> {
        self.directory.rooms()
    }

    // ----- the listing and its subscribers -----

    /// Subscribes a connection and gives the frame that answers it: the
    /// current listing, or for a delta subscriber the listing as last pushed
    /// with its version (so the next delta applies to exactly it).
    pub fn subscribe(&self, conn: u64, tx: Outbox, deltas: bool) -> ServerMsg {
        match self.fanout.subscribe(conn, tx, deltas) {
            Some(frame) => frame,
            None => self.snapshot(),
        }
    }

    pub fn unsubscribe(&self, conn: u64) {
        self.fanout.unsubscribe(conn);
    }

    pub fn set_totals(&self, totals: Totals) {
        self.fanout.set_totals(totals);
        self.touch();
    }

    /// A game ended: the totals are re-read before the next push. Reading
    /// them asks the store, so it is done at most once per push, not once
    /// per game.
    pub fn totals_changed(&self) {
        self.fanout.totals_stale();
        self.touch();
    }

    /// Games waiting for an opponent and games being played, in memory on
    /// this node now.
    pub fn game_counts(&self) -> (usize, usize) {
        self.directory.counts()
    }

    /// Finished games, as the totals last read from the store say.
    pub fn finished_total(&self) -> u64 {
        self.fanout.totals().games
    }

    /// The lobby frame: players online, totals, the counts of open and
    /// running games and at most `max_games` of each.
    pub fn snapshot(&self) -> ServerMsg {
        self.current_view().snapshot(None)
    }

    fn current_view(&self) -> View {
        let names = self.presence.names();
        let online = self.remote().online_with(names.iter());
        let totals = self.fanout.totals();
        let private = self.private.ids();
        let rooms = self.directory.locked();
        let remote = self.remote();
        let listed = rooms
            .summaries()
            .filter(|g| !private.contains(&g.game))
            .chain(remote.games().filter(|g| !rooms.contains(g.game)));
        View::of(listed, online, &totals, self.max_games)
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
            if self.fanout.take_stale() {
                match store.totals().await {
                    Ok(t) => self.fanout.set_totals(t),
                    Err(e) => {
                        tracing::warn!("cannot read the totals: {e}");
                        self.fanout.totals_stale();
                    }
                }
            }
            let Some(push) = self.fanout.begin(self.current_view()) else {
                continue;
            };
            if !self
                .fanout
                .send(push, pace.slice_len(), &mut shutdown)
                .await
            {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests;
