//! Who is in a tournament: joining (the format's and the size's rules),
//! leaving, and the ratings the arena pairs by.

use chomp_protocol::tournaments::MAX_ROUND_ROBIN_ENTRANTS;
use chomp_protocol::{ErrorCode, TournamentFormat, TournamentStatus};

use super::{Actor, Lines, MAX_ARENA_ENTRANTS};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::store::StoredEntrant;
use crate::tournament::state::Entrant;

impl Actor {
    pub(super) async fn join(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let t = &self.tour;
        let bad = |m: &str| Err(Refusal::new(ErrorCode::BadRequest, m));
        if t.status == TournamentStatus::Finished {
            return bad("This tournament is finished.");
        }
        if t.new.format == TournamentFormat::Ladder && !peer.bot {
            return bad(
                "Only bots play on the ladder: host one with `chomp bot --ladder`; anyone may watch it.",
            );
        }
        let known = t.entrant(&peer.name);
        if known.is_some_and(|i| !t.entrants[i].left) {
            return bad("You are in this tournament already.");
        }
        let round_robin = t.new.format == TournamentFormat::RoundRobin;
        if round_robin && t.status != TournamentStatus::Waiting {
            return bad("This round robin has started; it takes no new entrants.");
        }
        let most = if round_robin {
            MAX_ROUND_ROBIN_ENTRANTS
        } else {
            MAX_ARENA_ENTRANTS
        };
        if known.is_none() && t.entrants.len() >= most {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!("This tournament is full: it has {most} entrants."),
            ));
        }
        let guest = self.shared.guests.holds(&peer.name);
        let entrant = StoredEntrant {
            name: peer.name.clone(),
            hosted_bot: peer.bot,
            guest,
            ..StoredEntrant::default()
        };
        self.shared
            .store
            .put_entrant(t.id, entrant.clone())
            .await
            .map_err(Refusal::store_write)?;
        match known {
            Some(i) => {
                self.tour.entrants[i].left = false;
                self.tour.entrants[i].guest = guest;
            }
            None => {
                let mut e = Entrant::of(entrant);
                e.rating = self.rating_of(&e.name).await;
                e.guest = guest;
                self.tour.entrants.push(e);
            }
        }
        tracing::info!("{} joined tournament {}", peer.name, self.tour.id);
        self.attach(peer);
        self.dirty = true;
        self.answer(peer, re, Lines::Top);
        self.advance().await;
        Ok(())
    }

    pub(super) async fn leave(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let t = &self.tour;
        let bad = |m: &str| Err(Refusal::new(ErrorCode::BadRequest, m));
        if t.status == TournamentStatus::Finished {
            return bad("This tournament is finished.");
        }
        let Some(i) = t.entrant(&peer.name).filter(|i| !t.entrants[*i].left) else {
            return bad("You are not in this tournament.");
        };
        let store = &self.shared.store;
        if t.status == TournamentStatus::Waiting {
            store
                .remove_entrant(t.id, peer.name.clone())
                .await
                .map_err(Refusal::store_write)?;
            self.tour.entrants.remove(i);
        } else {
            let e = &t.entrants[i];
            let stored = StoredEntrant {
                name: e.name.clone(),
                level: e.level,
                hosted_bot: e.hosted_bot,
                left: true,
                guest: e.guest,
                ..StoredEntrant::default()
            };
            store
                .put_entrant(t.id, stored)
                .await
                .map_err(Refusal::store_write)?;
            self.tour.entrants[i].left = true;
        }
        tracing::info!("{} left tournament {}", peer.name, self.tour.id);
        self.dirty = true;
        self.answer(peer, re, Lines::Top);
        Ok(())
    }

    async fn rating_of(&self, name: &str) -> f64 {
        match self.shared.store.record(name.to_string()).await {
            Ok(Some(r)) => r.rating,
            _ => 1500.0,
        }
    }

    pub(super) async fn load_ratings(&mut self) {
        for i in 0..self.tour.entrants.len() {
            let rating = self.rating_of(&self.tour.entrants[i].name).await;
            self.tour.entrants[i].rating = rating;
        }
    }
}
