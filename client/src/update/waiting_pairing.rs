//! A tournament pairing that starts while we play another game. Its move
//! clock runs from the start, so it must not wait unseen: the notice names
//! `P`, which switches to it at once (the other game keeps our seat, and
//! `g` in the lobby goes back to it), and when the game we play ends the
//! pairing opens by itself, as a pairing opens when we are free.

use chomp_protocol::{ClientMsg, GameId, Request};
use crossterm::event::{KeyCode, KeyEvent};

use crate::app::{App, GameSource};
use crate::i18n::texts;
use crate::msg::Command;
use crate::tournament_wire::TourneyId;
use crate::update::common::notify;
use crate::update::lobby::resume_id;

/// The key that switches to the waiting pairing, on any screen.
pub const SWITCH_KEY: char = 'P';

/// Keeps the pairing `game` of `tid` waiting, with the notice `said` (its
/// game has started and its clock runs) and the key that opens it.
pub fn hold(app: &mut App, tid: TourneyId, game: GameId, said: String) {
    app.tournaments.waiting = Some((tid, game));
    let t = texts(app.lang);
    let key = t.fmt("tour-pairing-switch", &[]);
    notify(app, format!("{said} {key}"), true);
}

/// Whether the `game` frame of `game` is the pairing we asked to open
/// ([`open`]): it opens as a pairing does, though another game of ours
/// is still on screen.
pub fn opening(app: &App, game: GameId) -> bool {
    app.awaiting_game && app.tournaments.game_of.is_some_and(|(_, g)| g == game)
}

/// `P`: opens the waiting pairing now. `None` for any other key, or when
/// no pairing waits.
pub fn key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    if key.code != KeyCode::Char(SWITCH_KEY) {
        return None;
    }
    let (tid, game) = app.tournaments.waiting?;
    Some(open(app, tid, game))
}

/// The end of a game while a pairing waits: the end of the game we
/// played opens the pairing; the end of the pairing itself (its clock ran
/// out unseen) forgets it and says so. `None` when neither.
pub fn on_over(app: &mut App, game: GameId) -> Option<Vec<Command>> {
    let (tid, pairing) = app.tournaments.waiting?;
    if game == pairing {
        app.tournaments.waiting = None;
        let t = texts(app.lang);
        let name = app
            .tournaments
            .find(tid)
            .map_or_else(|| format!("#{tid}"), |x| x.name.clone());
        notify(
            app,
            t.fmt("tour-game-over", &[("tournament", name.into())]),
            false,
        );
        return Some(Vec::new());
    }
    let played = app
        .game
        .as_ref()
        .is_some_and(|g| g.source == GameSource::Live && g.id() == game && g.state.you.is_some());
    if !played {
        return None;
    }
    Some(open(app, tid, pairing))
}

/// Asks for the pairing's `game` frame (`watch` gives a player the seat
/// back): it opens the game screen as a pairing's frame does. Its request
/// id is the resuming one, so a refusal (the game is gone) forgets it.
fn open(app: &mut App, tid: TourneyId, game: GameId) -> Vec<Command> {
    app.tournaments.waiting = None;
    app.tournaments.game_of = Some((tid, game));
    app.awaiting_game = true;
    vec![Command::Send(Request::with_id(
        resume_id(game),
        ClientMsg::Watch { game },
    ))]
}
