//! The Tournaments screen (`T` in the lobby): the list, the create form,
//! joining and leaving, the live standings, watching an entrant's game;
//! and a pairing's game, which opens by itself with a notice and goes back
//! to the standings when it ends.
//!
//! Requests carry string ids (`tournament-create`, …) so their answers
//! and refusals find their way back here.

use chomp_protocol::{ClientMsg, ErrorCode, GameState, GameStatus, Request};
use crossterm::event::{KeyCode, KeyEvent};
use serde_json::Value;

use crate::app::{App, GameSource, Screen};
use crate::i18n::texts;
use crate::msg::Command;
use crate::tournament_wire::{TourneyFrame, TourneyId};
use crate::tournaments_view::{TourneyField, TourneyForm, TourneyMode};
use crate::update::common::notify;
use crate::update::waiting_pairing;

mod form;
mod requests;

use form::form_key;
use requests::{is, request, CREATE, JOIN, LEAVE, LIST, WATCH};

/// `T` in the lobby: the list, asked for afresh.
pub fn open_screen(app: &mut App) -> Vec<Command> {
    app.screen = Screen::Tournaments;
    app.tournaments.mode = TourneyMode::List;
    list_request(app)
}

fn list_request(app: &mut App) -> Vec<Command> {
    app.tournaments.loading = true;
    vec![request(LIST, ClientMsg::Tournaments)]
}

fn show_standings(app: &mut App, id: TourneyId) -> Vec<Command> {
    let v = &mut app.tournaments;
    v.mode = TourneyMode::Standings;
    app.screen = Screen::Tournaments;
    if v.open == Some(id) && v.current.is_some() {
        return Vec::new();
    }
    v.open = Some(id);
    v.standings_sel = 0;
    v.current = v.find(id).cloned();
    vec![request(
        WATCH,
        ClientMsg::TournamentWatch { tournament: id },
    )]
}

/// Folds a tournament frame (read by the protocol crate or, for a newer
/// format, by `tournament_wire`) into the model.
pub fn on_frame(app: &mut App, re: Option<Value>, frame: TourneyFrame) -> Vec<Command> {
    let t = texts(app.lang);
    match frame {
        TourneyFrame::List(list) => {
            let v = &mut app.tournaments;
            v.list = list;
            v.loading = false;
            v.list_sel = v.list_sel.min(v.list.len().saturating_sub(1));
            Vec::new()
        }
        TourneyFrame::One(tour) => {
            let id = tour.tournament;
            let name = tour.name.clone();
            app.tournaments.absorb(tour);
            if is(&re, CREATE) {
                app.tournaments.form = TourneyForm::default();
                app.tournaments.open = None;
                let out = show_standings(app, id);
                notify(app, t.fmt("tour-created", &[("name", name.into())]), false);
                return out;
            }
            if is(&re, JOIN) {
                notify(app, t.fmt("tour-joined", &[("name", name.into())]), false);
            } else if is(&re, LEAVE) {
                notify(app, t.fmt("tour-left", &[("name", name.into())]), false);
            }
            Vec::new()
        }
    }
}

/// A refusal of a tournament request: shown in the form when it was the
/// form's, as a notice otherwise. `None` when it answers another request.
pub fn on_error(app: &mut App, re: &Option<Value>, code: ErrorCode) -> Option<Vec<Command>> {
    if ![CREATE, JOIN, LEAVE, WATCH, LIST]
        .iter()
        .any(|id| is(re, id))
    {
        return None;
    }
    let t = texts(app.lang);
    let me = app.me.clone().unwrap_or_default();
    let said = t.server_error(code, &me);
    let sentence = match code {
        ErrorCode::BadRequest if is(re, CREATE) => t.fmt("tour-refused-create", &[]),
        ErrorCode::BadRequest if is(re, JOIN) => t.fmt("tour-refused-join", &[]),
        _ => said,
    };
    if is(re, CREATE) && app.tournaments.mode == TourneyMode::Create {
        app.tournaments.form.error = Some(format!("{sentence} ({code})"));
    } else {
        notify(app, format!("{sentence} ({code})"), true);
    }
    app.tournaments.loading = false;
    Some(Vec::new())
}

/// A `game` frame, before it is folded in: our pairing in a tournament
/// opens by itself with a notice; while we play another game it waits
/// (`waiting_pairing`).
pub fn on_game(app: &mut App, state: &GameState) {
    let (Some(tid), Some(you)) = (state.tournament, state.you) else {
        return;
    };
    if state.status == GameStatus::Finished {
        return;
    }
    let shown = app.game.as_ref().filter(|g| g.source == GameSource::Live);
    if shown.is_some_and(|g| g.id() == state.game) {
        return;
    }
    let busy = shown.is_some_and(|g| g.state.you.is_some() && !g.finished())
        && !waiting_pairing::opening(app, state.game);
    let t = texts(app.lang);
    let tour = app
        .tournaments
        .find(tid)
        .map_or_else(|| format!("#{tid}"), |x| x.name.clone());
    let opponent = state
        .players
        .get(usize::from(1 - you.min(1)))
        .map_or_else(|| "?".to_string(), |p| t.player(p));
    let args = [("tournament", tour.into()), ("opponent", opponent.into())];
    if busy {
        let said = t.fmt("tour-pairing-waits", &args);
        waiting_pairing::hold(app, tid, state.game, said);
        return;
    }
    app.tournaments.game_of = Some((tid, state.game));
    app.awaiting_game = true;
    notify(app, t.fmt("tour-pairing", &args), false);
}

/// Our pairing's game `game` is over: back to the tournament's standings,
/// with the result in a notice; or, when a pairing waits, on to it.
pub fn on_over(app: &mut App, game: u64) -> Vec<Command> {
    if let Some(out) = waiting_pairing::on_over(app, game) {
        return out;
    }
    let Some((tid, _)) = app.tournaments.game_of.filter(|(_, g)| *g == game) else {
        return Vec::new();
    };
    app.tournaments.game_of = None;
    let t = texts(app.lang);
    let won = app.game.as_ref().filter(|g| g.id() == game).and_then(|g| {
        let s = g.state.state();
        Some(s.winner? == s.you?)
    });
    let name = app
        .tournaments
        .find(tid)
        .map_or_else(|| format!("#{tid}"), |x| x.name.clone());
    let id = match won {
        Some(true) => "tour-game-won",
        Some(false) => "tour-game-lost",
        None => "tour-game-over",
    };
    if app.screen == Screen::Game {
        app.game = None;
    }
    let out = show_standings(app, tid);
    notify(app, t.fmt(id, &[("tournament", name.into())]), false);
    out
}

/// After a game-screen key: leaving a tournament's game goes back to its
/// standings instead of the lobby.
pub fn back_from_game(app: &mut App, tid: Option<TourneyId>, out: &mut Vec<Command>) {
    let Some(tid) = tid else { return };
    if app.screen != Screen::Lobby {
        return;
    }
    out.extend(show_standings(app, tid));
}

/// Whether the screen takes every key (the name field is being typed in),
/// so `?`, `H` and `S` are letters of the name.
pub fn takes_every_key(app: &App) -> bool {
    app.screen == Screen::Tournaments
        && app.tournaments.mode == TourneyMode::Create
        && app.tournaments.form.current() == TourneyField::Name
}

/// The screen's keys.
pub fn key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    match app.tournaments.mode {
        TourneyMode::List => list_key(app, key),
        TourneyMode::Create => form_key(app, key),
        TourneyMode::Standings => standings_key(app, key),
    }
}

fn list_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let v = &mut app.tournaments;
    let n = v.list.len();
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => app.screen = Screen::Lobby,
        KeyCode::Up | KeyCode::Char('k') => v.list_sel = v.list_sel.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => {
            v.list_sel = (v.list_sel + 1).min(n.saturating_sub(1))
        }
        KeyCode::Char('r') => return list_request(app),
        KeyCode::Char('n') => {
            v.mode = TourneyMode::Create;
            v.form.error = None;
        }
        KeyCode::Enter => {
            if let Some(id) = v.selected().map(|t| t.tournament) {
                return show_standings(app, id);
            }
        }
        _ => {}
    }
    Vec::new()
}

fn standings_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let v = &mut app.tournaments;
    let Some(id) = v.open else {
        v.mode = TourneyMode::List;
        return Vec::new();
    };
    let n = v.current.as_ref().map_or(0, |t| t.standings.len());
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => {
            v.mode = TourneyMode::List;
            return list_request(app);
        }
        KeyCode::Up | KeyCode::Char('k') => v.standings_sel = v.standings_sel.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => {
            v.standings_sel = (v.standings_sel + 1).min(n.saturating_sub(1))
        }
        KeyCode::Char('J') => {
            return vec![request(JOIN, ClientMsg::TournamentJoin { tournament: id })]
        }
        KeyCode::Char('L') => {
            return vec![request(
                LEAVE,
                ClientMsg::TournamentLeave { tournament: id },
            )]
        }
        KeyCode::Char('r') => {
            return vec![request(
                WATCH,
                ClientMsg::TournamentWatch { tournament: id },
            )]
        }
        KeyCode::Enter | KeyCode::Char('w') => return watch_entrant(app),
        _ => {}
    }
    Vec::new()
}

/// Watches the game the selected entrant plays now, if the frame says one.
fn watch_entrant(app: &mut App) -> Vec<Command> {
    let v = &app.tournaments;
    let entry = v
        .current
        .as_ref()
        .and_then(|t| t.standings.get(v.standings_sel));
    let Some(game) = entry.and_then(|e| e.playing) else {
        let t = texts(app.lang);
        notify(app, t.fmt("tour-not-playing", &[]), false);
        return Vec::new();
    };
    app.awaiting_game = true;
    vec![Command::Send(Request::new(ClientMsg::Watch { game }))]
}
