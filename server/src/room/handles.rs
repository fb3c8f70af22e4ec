//! What a room uses of the server, and nothing more: a few handles, not
//! the whole [`Shared`] (a room never needs the listener's limits, the
//! roster, the challenges, the actor hosts or the names' limits). They
//! are read from `Shared` once, when a room starts; a test can make them
//! over a store in memory.

use std::sync::Arc;
use std::time::Duration;

use crate::analysis::AnalysisQueue;
use crate::bots::Bots;
use crate::context::Shared;
use crate::game::Patience;
use crate::guests::Guests;
use crate::hints::HintDesk;
use crate::lobby::Hub;
use crate::mailbox::OpenerTx;
use crate::metrics::Metrics;
use crate::placement::Placement;
use crate::store::SharedStore;
use crate::tournament::Registry;

/// The handles a room holds.
pub struct RoomHandles {
    /// Where the room writes each change before applying it.
    pub store: SharedStore,
    /// The listing, who is online, and the room directory.
    pub hub: Arc<Hub>,
    pub bots: Bots,
    pub hints: Arc<HintDesk>,
    /// Finished games, for their analysis.
    pub analyses: Arc<AnalysisQueue>,
    pub metrics: Arc<Metrics>,
    /// Marks guests' seats when a game starts.
    pub guests: Guests,
    /// Where the room asks for a rematch to be opened.
    pub opener: OpenerTx,
    /// Tells a tournament its pairing's result; names a game's tournament.
    pub tournaments: Arc<Registry>,
    /// Other nodes (PostgreSQL), when this node is one of several.
    pub placement: Option<Arc<dyn Placement>>,
    pub rules: RoomRules,
}

/// The settings a room follows, from the server's configuration.
#[derive(Clone, Copy, Debug)]
pub struct RoomRules {
    pub patience: Patience,
    /// The move clock (`--move-timeout`); zero: none.
    pub move_timeout: Duration,
    pub max_spectators: usize,
    /// Rated games two names may play each other in 24 hours
    /// (`--rated-repeats`).
    pub rated_repeats: u32,
}

impl RoomHandles {
    /// The handles of the server's rooms.
    pub fn of(shared: &Shared) -> Arc<RoomHandles> {
        let cfg = &shared.config;
        Arc::new(RoomHandles {
            store: shared.store.clone(),
            hub: shared.hub.clone(),
            bots: shared.bots.clone(),
            hints: shared.hints.clone(),
            analyses: shared.analyses.clone(),
            metrics: shared.metrics.clone(),
            guests: shared.guests.clone(),
            opener: shared.opener.clone(),
            tournaments: shared.tournaments.clone(),
            placement: shared.placement().cloned(),
            rules: RoomRules {
                patience: Patience {
                    abandon_after: cfg.abandon_after,
                    keep_finished: cfg.keep_finished,
                },
                move_timeout: cfg.move_timeout,
                max_spectators: cfg.max_spectators,
                rated_repeats: cfg.rated_repeats,
            },
        })
    }
}
