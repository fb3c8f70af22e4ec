//! A room's answers to its players' requests: join, move, resign,
//! rematch (offered, accepted, or opened by the opener) and hints (checked
//! here, searched off the queue).

use chomp_engine::Move;
use chomp_protocol::{Reply, ServerMsg};

use super::Room;
use crate::game::rematch::RematchCheck;
use crate::game::{Change, Join, MoveCheck};
use crate::hints::{self, Ask, Standing};
use crate::mailbox::OpenAsk;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::repeats::rated_between;
use crate::room::clock::now;

impl Room {
    pub(super) fn watch(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        self.check_private_watch(&peer.name)?;
        let most = self.handles.rules.max_spectators;
        self.game.check_spectator_room(peer, most)?;
        self.attach(peer);
        self.answer_state(peer, re);
        Ok(())
    }

    /// `bot`: the joiner is a hosted bot (its hello said so).
    pub(super) async fn join(
        &mut self,
        peer: &Peer,
        bot: bool,
        code: Option<String>,
        re: Re,
    ) -> Result<(), Refusal> {
        self.check_code(&peer.name, code)?;
        match self.game.join(&peer.name, bot, rand::random::<bool>())? {
            Join::Rejoin => {
                self.attach(peer);
                self.answer_state(peer, re);
                Ok(())
            }
            Join::Start(Change::Start { mut seats, rated }) => {
                self.handles.guests.mark(&mut seats);
                let (store, limit) = (&self.handles.store, self.handles.rules.rated_repeats);
                let rated = rated_between(store, limit, &seats, rated).await?;
                let change = Change::Start { seats, rated };
                self.store(&change).await?;
                let notices = self.game.apply(change, now());
                self.attach(peer);
                self.announce(notices, Some((peer.conn, re)));
                Ok(())
            }
            Join::Start(_) => Err(Refusal::internal("a join that starts nothing")),
        }
    }

    pub(super) async fn human_move(
        &mut self,
        peer: &Peer,
        re: Re,
        ply: u32,
        mv: Move,
    ) -> Result<(), Refusal> {
        let seat = self
            .game
            .seat_of(&peer.name)
            .ok_or_else(Refusal::not_a_player)?;
        self.ensure_attached(peer);
        match self.game.check_move(seat, ply, mv)? {
            MoveCheck::Resend(ply) => {
                peer.send(&Reply::answer(re, self.game.moved_frame(ply)));
                Ok(())
            }
            MoveCheck::Play(change) => {
                let started = now();
                self.commit(change, Some((peer.conn, re))).await?;
                self.handles.metrics.move_stored(started.elapsed());
                Ok(())
            }
        }
    }

    pub(super) async fn resign(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let seat = self
            .game
            .seat_of(&peer.name)
            .ok_or_else(Refusal::not_a_player)?;
        self.ensure_attached(peer);
        let change = self.game.resign(seat)?;
        self.commit(change, Some((peer.conn, re))).await
    }

    /// A rematch: against a bot it opens at once; between people the first
    /// request is an offer the watchers are told of, and the opponent's
    /// request accepts it, opening one game with both seats taken. The
    /// opener opens either; this room waits for neither.
    pub(super) fn rematch(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        let check = self.game.check_rematch(&peer.name)?;
        self.ensure_attached(peer);
        match check {
            RematchCheck::Open(spec) => {
                let peer = peer.clone();
                self.ask_opener(OpenAsk::BotRematch { peer, re, spec })?;
            }
            RematchCheck::Offer { by, fresh: true } => {
                let frame = self.game.offer_rematch(by);
                self.broadcast(frame, Some((peer.conn, re)));
            }
            RematchCheck::Offer { by, fresh: false } => {
                let frame = ServerMsg::RematchOffer {
                    game: self.game.id(),
                    by,
                    lapsed: false,
                };
                peer.send(&Reply::answer(re, frame));
            }
            RematchCheck::Accept { spec, seats } => {
                let offerer = self.game.open_offer().and_then(|s| self.game.seat_name(s));
                let offerers = self
                    .game
                    .watchers()
                    .filter(|w| Some(&w.name) == offerer.as_ref())
                    .cloned()
                    .collect();
                self.ask_opener(OpenAsk::Agreed {
                    from: self.game.id(),
                    room: self.tx.clone(),
                    spec,
                    seats,
                    accepter: peer.clone(),
                    re,
                    offerers,
                })?;
                self.game.opening_rematch();
            }
        }
        Ok(())
    }

    pub(super) fn ask_opener(&self, ask: OpenAsk) -> Result<(), Refusal> {
        self.handles
            .opener
            .send(ask)
            .map_err(|_| Refusal::closing())
    }

    /// Checks the request here, then leaves the search to its own task:
    /// the room answers nothing slow, so a move is never queued behind it.
    pub(super) fn hints(&mut self, peer: &Peer, re: Re) -> Result<(), Refusal> {
        self.game.check_hints(&peer.name)?;
        self.ensure_attached(peer);
        let ask = Ask {
            peer: peer.clone(),
            re,
            game: self.game.id(),
            pos: self.game.position().clone(),
            standing: self.publish_standing(),
            progress: self.standing.subscribe(),
        };
        hints::answer(&self.handles.hints, ask);
        Ok(())
    }

    /// Tells waiting hints searches where the game stands now (every
    /// applied change passes here, through `announce`).
    pub(super) fn publish_standing(&self) -> Standing {
        let now = (self.game.ply(), self.game.status());
        self.standing.send_if_modified(|s| {
            let changed = *s != now;
            *s = now;
            changed
        });
        now
    }
}
