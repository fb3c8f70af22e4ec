//! A pairing's game: asked of the opener with the tournament's board and
//! both entrants' seats, and recorded once the opener answers.

use chomp_protocol::{FirstMover, GameId, GameStatus, Opponent, Start};

use super::Actor;
use crate::game::rated_by_rules;
use crate::mailbox::OpenAsk;
use crate::matchmaking::start_position;
use crate::model::{GameSpec, NewGame};
use crate::store::PairingOutcome;
use crate::tournament::state::Pairing;

impl Actor {
    /// Asks the opener for a pairing's game; the answer comes as
    /// [`TourCmd::Opened`].
    pub(super) fn open(&mut self, slot: String, first: usize, second: usize) {
        let t = &self.tour;
        let n = &t.new;
        let spec = GameSpec {
            variant: n.variant,
            width: n.width,
            height: n.height,
            start: if n.start == "random" {
                Start::Random
            } else {
                Start::Full
            },
            first: FirstMover::Me,
            opponent: Opponent::Human,
        };
        let start = match start_position(&spec) {
            Ok(p) => p,
            Err(r) => {
                tracing::error!("tournament {}: no start position: {}", t.id, r.message);
                return;
            }
        };
        let seats = [
            Some(t.entrants[first].seat()),
            Some(t.entrants[second].seat()),
        ];
        let names = [&t.entrants[first].name, &t.entrants[second].name];
        let peers = self
            .watchers
            .peers()
            .filter(|w| names.contains(&&w.name))
            .cloned()
            .collect();
        let game = NewGame {
            variant: n.variant,
            width: n.width,
            height: n.height,
            start: start.to_string(),
            first: FirstMover::Me,
            seats,
            status: GameStatus::Playing,
            rated: rated_by_rules(n.width, n.height, &start),
            rematch_of: None,
            code: None,
        };
        let ask = OpenAsk::Pairing {
            tournament: t.id,
            slot: slot.clone(),
            game,
            peers,
        };
        if self.shared.opener.send(ask).is_ok() {
            self.tour.opening.insert(slot, [first, second]);
        }
    }

    pub(super) fn opened(&mut self, slot: String, game: Option<GameId>) {
        let Some(seats) = self.tour.opening.remove(&slot) else {
            return;
        };
        if let Some(game) = game {
            let outcome = self
                .tour
                .early
                .remove(&game)
                .unwrap_or(PairingOutcome::Running);
            self.tour.add_pairing(Pairing {
                slot,
                game,
                seats,
                outcome,
            });
        }
        self.dirty = true;
    }
}
