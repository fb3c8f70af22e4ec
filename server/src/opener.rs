//! The one service that opens games: it stores a new game and starts its
//! room, for `create`, for a rematch against a bot, and for the rematch two
//! people agreed on. A request handler calls it directly (no room exists
//! yet); a room asks through its queue ([`OpenAsk`], sent on
//! `Shared::opener`) and gets the outcome back as a message
//! ([`RoomCmd::Rematched`]), so no room ever waits for another room to be
//! stored, locked and started, and the rooms do not use this module.
//! A tournament's pairings are opened here too ([`OpenAsk::Pairing`]).

use std::sync::Arc;

use chomp_protocol::{
    ErrorCode, FirstMover, GameId, GameStatus, Opponent, TournamentId, CODE_ALPHABET, CODE_LEN,
};

use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::{GameRequest, OpenAsk, OpenerRx, RoomCmd, RoomTx};
use crate::matchmaking::{check_bot_load, check_unfinished, start_position};
use crate::model::{GameSpec, NewGame, Seat, Seats, StoredGame};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::repeats::rated_at_start;
use crate::room::{deliver, own, spawn_room_with};
use crate::shutdown::Shutdown;
use crate::store::StoreError;

/// Serves the rooms' asks until shutdown, each in a task of its own, so a
/// slow database write for one rematch holds up no other.
pub async fn serve(shared: Arc<Shared>, mut asks: OpenerRx, mut shutdown: Shutdown) {
    loop {
        let ask = tokio::select! {
            ask = asks.recv() => ask,
            _ = shutdown.signalled() => return,
        };
        let Some(ask) = ask else { return };
        let (shared, stop) = (shared.clone(), shutdown.clone());
        tokio::spawn(async move { answer(&shared, ask, &stop).await });
    }
}

/// Opens what a room asked for; refusals go to the requester.
async fn answer(shared: &Arc<Shared>, ask: OpenAsk, shutdown: &Shutdown) {
    match ask {
        OpenAsk::BotRematch { peer, re, spec } => {
            if let Err(r) = open_game(shared, &peer, spec, re.clone(), shutdown).await {
                peer.send(&r.reply(re));
            }
        }
        OpenAsk::Agreed {
            from,
            room,
            spec,
            seats,
            accepter,
            re,
            offerers,
        } => {
            let agreed = Agreed {
                from,
                room: &room,
                spec,
                seats,
                accepter: (&accepter, re.clone()),
                offerers,
            };
            if let Err((r, stored)) = open_rematch(shared, agreed, shutdown).await {
                accepter.send(&r.reply(re));
                if !stored {
                    tell(&room, None).await;
                }
            }
        }
        OpenAsk::Pairing {
            tournament,
            slot,
            game,
            peers,
        } => {
            let pairing = Pairing {
                tournament,
                slot: &slot,
                game,
                peers,
            };
            let opened = open_pairing(shared, pairing, shutdown).await;
            shared.tournaments.opened(tournament, slot, opened);
        }
    }
}

/// A tournament's pairing to open.
struct Pairing<'a> {
    tournament: TournamentId,
    slot: &'a str,
    game: NewGame,
    peers: Vec<Peer>,
}

/// Opens a tournament's pairing: rated as any game between the two would
/// be, stored with its slot (a slot made already stores nothing and
/// opens nothing), bound to its tournament before its room starts (so
/// its frames say `tournament` and its end reaches the tournament), and
/// shown to the players following the tournament. The game, if stored.
async fn open_pairing(
    shared: &Arc<Shared>,
    pairing: Pairing<'_>,
    shutdown: &Shutdown,
) -> Option<GameId> {
    let Pairing {
        tournament,
        slot,
        mut game,
        peers,
    } = pairing;
    game.rated = match rated_at_start(shared, &game.seats, game.rated).await {
        Ok(rated) => rated,
        Err(r) => {
            tracing::warn!(
                "tournament {tournament}: cannot rate a pairing: {}",
                r.message
            );
            return None;
        }
    };
    let id = match shared
        .store
        .insert_pairing(tournament, slot.to_string(), game.clone())
        .await
    {
        Ok(Some(id)) => id,
        Ok(None) => return None,
        Err(e) => {
            tracing::warn!("tournament {tournament}: cannot store a pairing: {e}");
            return None;
        }
    };
    shared.tournaments.bind(id, tournament);
    let started = match own(shared, id).await {
        Ok(true) => spawn_room_with(
            shared,
            StoredGame::opened(id, game),
            shutdown.clone(),
            0,
            None,
        )
        .is_some(),
        _ => false,
    };
    if !started {
        tracing::error!("tournament {tournament}: game {id} could not be started");
        return Some(id);
    }
    for peer in peers {
        let watch = RoomCmd::request(peer, None, GameRequest::Watch);
        if let Err(r) = deliver(shared, shutdown, id, watch).await {
            tracing::warn!("game {id}: cannot show the pairing: {}", r.message);
        }
    }
    tracing::info!("tournament {tournament}: pairing {slot} is game {id}");
    Some(id)
}

/// Opens a game for `peer`; the creator gets the `game` frame (answering
/// `re`), and against a bot play starts at once.
pub async fn open_game(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    open_with_code(shared, peer, spec, None, re, shutdown).await
}

/// Opens a game for a friend: never listed, joined only with the code its
/// `game` frame shows the creator.
pub async fn open_private(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    if spec.opponent != Opponent::Human {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "A game for a friend needs a human opponent, not a bot.",
        ));
    }
    let code = fresh_code(shared);
    open_with_code(shared, peer, spec, Some(code), re, shutdown).await
}

/// A code that no private game of this node holds: four characters of
/// an alphabet without look-alikes (about 390,000 codes).
fn fresh_code(shared: &Shared) -> String {
    loop {
        let code: String = (0..CODE_LEN)
            .map(|_| CODE_ALPHABET[rand::random_range(0..CODE_ALPHABET.len())] as char)
            .collect();
        if shared.hub.private_games_with(&code).is_empty() {
            return code;
        }
    }
}

/// Opens a game for `peer`, private when it has a `code`.
async fn open_with_code(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    code: Option<String>,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let start = start_position(&spec)?;
    check_unfinished(shared, &peer.name, None)?;
    check_bot_load(shared, &peer.name, &spec)?;
    if spec.opponent == Opponent::Human
        && shared.hub.open_games_of(&peer.name) >= shared.config.max_open_games
    {
        return Err(Refusal::new(
            ErrorCode::LimitReached,
            format!(
                "You already have {} games waiting for an opponent.",
                shared.config.max_open_games
            ),
        ));
    }
    let mut me = Seat::player(&peer.name, peer.bot);
    me.guest = shared.guests.holds(&peer.name);
    let guest = me.guest;
    let me = Some(me);
    let (seats, status) = match spec.opponent {
        Opponent::Human => ([me, None], GameStatus::Waiting),
        Opponent::Bot { level } => {
            let bot = Some(Seat::bot(level));
            let me_first = match spec.first {
                FirstMover::Me => true,
                FirstMover::Opponent => false,
                FirstMover::Random => rand::random::<bool>(),
            };
            let seats = if me_first { [me, bot] } else { [bot, me] };
            (seats, GameStatus::Playing)
        }
    };
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: spec.first,
        seats,
        status,
        rated: rated_by_rules(spec.width, spec.height, &start) && !guest,
        rematch_of: None,
        code,
    };
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    tracing::info!("{} opened game {id}", peer.name);
    Ok(id)
}

/// Opens the game of an accepted challenge, both seats taken (`first` as
/// the challenger chose it) and rated by the rules of any game between
/// two people: the accepter gets the `game` frame answering `re`, the
/// challenger gets it pushed.
pub async fn open_challenge(
    shared: &Arc<Shared>,
    challenger: &Peer,
    accepter: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let start = start_position(&spec)?;
    check_unfinished(shared, &challenger.name, None)?;
    check_unfinished(shared, &accepter.name, None)?;
    let them = Some(Seat::player(&challenger.name, challenger.bot));
    let me = Some(Seat::player(&accepter.name, accepter.bot));
    let challenger_first = match spec.first {
        FirstMover::Me => true,
        FirstMover::Opponent => false,
        FirstMover::Random => rand::random::<bool>(),
    };
    let seats = if challenger_first {
        [them, me]
    } else {
        [me, them]
    };
    let rated = rated_at_start(
        shared,
        &seats,
        rated_by_rules(spec.width, spec.height, &start),
    )
    .await?;
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: FirstMover::Me,
        seats,
        status: GameStatus::Playing,
        rated,
        rematch_of: None,
        code: None,
    };
    let watch = RoomCmd::request(accepter.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    let watch = RoomCmd::request(challenger.clone(), None, GameRequest::Watch);
    if let Err(r) = deliver(shared, shutdown, id, watch).await {
        tracing::warn!("game {id}: cannot show it to its challenger: {}", r.message);
    }
    tracing::info!(
        "{} accepted {}'s challenge: game {id}",
        accepter.name,
        challenger.name
    );
    Ok(id)
}

/// Tells the finished game's room the outcome of the rematch it asked for
/// (it holds the offer as opening meanwhile). The message must arrive: a
/// send that waits for room in the queue, not one that may be dropped. A
/// room that ended meanwhile reloads the link from the store.
async fn tell(room: &RoomTx, game: Option<GameId>) {
    let _ = room.send(RoomCmd::Rematched(game)).await;
}

/// The rematch two players agreed on.
struct Agreed<'a> {
    /// The finished game it rematches (linked in the store, once).
    from: GameId,
    /// That game's room, told as soon as the link is stored.
    room: &'a RoomTx,
    spec: GameSpec,
    seats: Seats,
    accepter: (&'a Peer, Re),
    offerers: Vec<Peer>,
}

/// Opens the rematch two players agreed on, with both seats taken (so
/// nobody else can sit down): the accepter gets the `game` frame answering
/// its request, each connection of the player who offered gets it pushed.
/// The finished game's room learns of it once the link is stored, before
/// anyone sees the new game, so a `rematch` sent after that is refused.
/// A refusal says whether the rematch was stored (and the room told).
async fn open_rematch(
    shared: &Arc<Shared>,
    agreed: Agreed<'_>,
    shutdown: &Shutdown,
) -> Result<GameId, (Refusal, bool)> {
    let Agreed {
        from,
        room,
        spec,
        mut seats,
        accepter,
        offerers,
    } = agreed;
    shared.guests.mark(&mut seats);
    let unstored = |r| (r, false);
    let start = start_position(&spec).map_err(unstored)?;
    for seat in seats.iter().flatten() {
        check_unfinished(shared, &seat.name, None).map_err(unstored)?;
    }
    let by_rules = rated_by_rules(spec.width, spec.height, &start);
    let rated = rated_at_start(shared, &seats, by_rules)
        .await
        .map_err(unstored)?;
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: FirstMover::Me,
        seats,
        status: GameStatus::Playing,
        rated,
        rematch_of: Some(from),
        code: None,
    };
    let (peer, re) = accepter;
    let id = store_game(shared, &new).await.map_err(unstored)?;
    tell(room, Some(id)).await;
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    start_room(shared, id, new, watch, shutdown)
        .await
        .map_err(|r| (r, true))?;
    for other in offerers {
        let watch = RoomCmd::request(other, None, GameRequest::Watch);
        if let Err(r) = deliver(shared, shutdown, id, watch).await {
            tracing::warn!(
                "game {id}: cannot show the rematch to its offerer: {}",
                r.message
            );
        }
    }
    tracing::info!("{} accepted a rematch of game {from}: game {id}", peer.name);
    Ok(id)
}

/// Stores a new game and starts its room, which handles `first` (the
/// opener's `watch`) before anything else.
async fn store_and_start(
    shared: &Arc<Shared>,
    new: NewGame,
    first: RoomCmd,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let id = store_game(shared, &new).await?;
    start_room(shared, id, new, first, shutdown).await?;
    Ok(id)
}

/// Stores a new game; its id.
async fn store_game(shared: &Shared, new: &NewGame) -> Result<GameId, Refusal> {
    shared
        .store
        .insert_game(new.clone())
        .await
        .map_err(|e| match e {
            StoreError::Rematched { existing, .. } => Refusal::new(
                ErrorCode::BadRequest,
                format!("This game was rematched already, as game {existing}."),
            ),
            e => {
                tracing::error!("cannot store a new game: {e}");
                Refusal::new(
                    ErrorCode::Internal,
                    "The game could not be stored; nothing changed.",
                )
            }
        })
}

/// Starts the room of a game just stored.
async fn start_room(
    shared: &Arc<Shared>,
    id: GameId,
    new: NewGame,
    first: RoomCmd,
    shutdown: &Shutdown,
) -> Result<(), Refusal> {
    if !own(shared, id).await? {
        return Err(Refusal::new(
            ErrorCode::Internal,
            "The game could not be started.",
        ));
    }
    let game = StoredGame::opened(id, new);
    spawn_room_with(shared, game, shutdown.clone(), 0, Some(first))
        .ok_or_else(|| Refusal::new(ErrorCode::Internal, "The game could not be started."))?;
    Ok(())
}
