//! Tournaments: an arena or a round robin, each run by one long-lived
//! actor (`actor`), the second kind of actor beside a game's room. The
//! pure parts have modules of their own: the arena's pairing pass
//! (`arena`), the round robin's schedule (`round_robin`), the scoring
//! (`scoring`), the standings (`standings`) and the state they work on
//! (`state`); the bot ladder's pairing pass has its own (`ladder`), and
//! what a tournament keeps of its pairings as they are made and decided is
//! `ledger` (the ladder keeps only its games in flight). `registry` finds
//! an actor by id and a pairing's tournament by game; `mailbox` is what an
//! actor can be told.
//!
//! Games are opened by the opener only (`crate::opener`), never here: the
//! actor asks, and learns the outcome as a message.

mod actor;
mod arena;
pub mod host;
mod ladder;
mod ledger;
pub mod mailbox;
pub mod registry;
mod round_robin;
mod scoring;
mod standings;
mod state;

use std::net::IpAddr;
use std::sync::Arc;

use chomp_engine::{Level, Variant};
use chomp_protocol::tournaments::rfc3339;
use chomp_protocol::{TournamentFormat, TournamentId, TournamentInfo, TournamentStatus};
use tokio::sync::mpsc;

use crate::actors::{ActorKey, Kind};
use crate::context::Shared;
use crate::model::Seat;
use crate::shutdown::Shutdown;
use crate::store::target::DbTarget;
use crate::store::{NewTournament, PairingOutcome, StoreError, StoredEntrant, StoredTournament};
use actor::Actor;
use state::Tour;

pub use actor::epoch_ms;
pub use mailbox::{TourCmd, TourTx};
pub use registry::Registry;

/// How long a finished tournament stays listed (and reloaded at start).
pub const KEEP_FINISHED_MS: u64 = 24 * 3600 * 1000;

/// Starts the actor of a stored tournament; its queue.
fn spawn(
    shared: &Arc<Shared>,
    stored: StoredTournament,
    creator: Option<IpAddr>,
    stop: Shutdown,
) -> TourTx {
    let (tx, rx) = mpsc::unbounded_channel();
    for p in &stored.pairings {
        if p.outcome == PairingOutcome::Running {
            shared.tournaments.bind(p.game, stored.id);
        }
    }
    let id = stored.id;
    let owner = (stored.new.creator.clone(), creator);
    let tour = Tour::of(stored);
    let mut info = tour.info();
    // The ladder never waits: until its actor's first step marks it
    // running, the list must not say otherwise.
    if info.format == TournamentFormat::Ladder && info.status == TournamentStatus::Waiting {
        info.status = TournamentStatus::Running;
    }
    shared.tournaments.publish(info);
    shared.tournaments.add(id, tx.clone(), owner);
    tokio::spawn(Actor::new(tour, shared.clone()).run(rx, stop));
    tx
}

/// Creates a tournament (stored first, with its server bots entered) and
/// starts its actor.
pub async fn create(
    shared: &Arc<Shared>,
    new: NewTournament,
    bots: Vec<Level>,
    from: IpAddr,
    stop: Shutdown,
) -> Result<TourTx, StoreError> {
    let store = &shared.store;
    let id = store.create_tournament(new.clone()).await?;
    let mut entrants = Vec::with_capacity(bots.len());
    for level in bots {
        let e = StoredEntrant {
            name: Seat::bot(level).name,
            level: Some(level),
            ..StoredEntrant::default()
        };
        store.put_entrant(id, e.clone()).await?;
        entrants.push(e);
    }
    let stored = StoredTournament {
        id,
        new,
        status: TournamentStatus::Waiting,
        entrants,
        pairings: Vec::new(),
        next_slot: 1,
    };
    if let Some(placement) = shared.placement() {
        // On several nodes a tournament runs where its lock is held; a new
        // one is this node's (nobody else knows its id yet).
        let _ = placement.own(ActorKey::new(Kind::TOURNAMENT, id)).await;
    }
    tracing::info!("tournament {id} created by {}", stored.new.creator);
    Ok(spawn(shared, stored, Some(from), stop))
}

/// The ladder's board: Chomp 7x6 from random starts (the first player
/// wins every full rectangle, so a full board would only test who moved
/// first; each bot's first move alternates as well).
pub const LADDER_WIDTH: u32 = 7;
pub const LADDER_HEIGHT: u32 = 6;

/// The ladder's name in the `tournaments` list.
pub const LADDER_NAME: &str = "Bot ladder";

/// Makes the service's one bot ladder when it has none (the store makes
/// sure of "one", on several nodes too), with the server's three bots
/// entered for good; its id. Run before [`resume`], which then starts it
/// like any tournament not finished.
pub async fn ensure_ladder(shared: &Arc<Shared>) -> Result<TournamentId, StoreError> {
    let new = NewTournament {
        format: TournamentFormat::Ladder,
        name: LADDER_NAME.to_string(),
        variant: Variant::Chomp,
        width: LADDER_WIDTH,
        height: LADDER_HEIGHT,
        start: "random".to_string(),
        minutes: None,
        // No player's name is empty: no player's creation limit counts it.
        creator: String::new(),
        starts_at_ms: epoch_ms(),
        ends_at_ms: None,
    };
    let bots = [Level::Easy, Level::Medium, Level::Hard]
        .into_iter()
        .map(|level| StoredEntrant {
            name: Seat::bot(level).name,
            level: Some(level),
            ..StoredEntrant::default()
        })
        .collect();
    let id = shared.store.ensure_ladder(new.clone(), bots).await?;
    shared.tournaments.set_ladder(TournamentInfo {
        tournament: id,
        format: TournamentFormat::Ladder,
        name: new.name,
        status: TournamentStatus::Running,
        starts_at: rfc3339(new.starts_at_ms),
        ends_at: None,
        standings: Vec::new(),
        variant: new.variant.as_str().to_string(),
        width: new.width,
        height: new.height,
        start: new.start,
        starts_at_ms: new.starts_at_ms,
        ends_at_ms: None,
        creator: new.creator,
        entrants: 0,
    });
    Ok(id)
}

/// Reloads the tournaments not finished (and those finished in the last
/// day, for the list) and resumes their actors; an arena keeps its end.
/// On PostgreSQL only the finished ones: see below.
/// Run before the games are reloaded, so each pairing's room finds its
/// tournament.
pub async fn resume(shared: &Arc<Shared>, stop: &Shutdown) -> Result<usize, StoreError> {
    let since = epoch_ms().saturating_sub(KEEP_FINISHED_MS);
    let all = shared.store.tournaments(since).await?;
    // On several nodes the unfinished ones are started by the cluster's
    // sweep, each by the node that takes its lock (`host.rs`); the
    // finished ones stay readable for the list here.
    let shared_db = matches!(shared.config.db, DbTarget::Postgres(_));
    let mut n = 0;
    for t in all {
        if shared_db && t.status != TournamentStatus::Finished {
            continue;
        }
        spawn(shared, t, None, stop.clone());
        n += 1;
    }
    Ok(n)
}
