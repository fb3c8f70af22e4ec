//! What the server says: link changes and frames folded into the model.

use crate::lobby_mirror::{LobbyMirror, LobbyOutcome};
use chomp_protocol::{ErrorCode, GameStatus, Reply, ServerMsg, StatsReply};

use crate::app::{last_present, App, GameSource, GameView, Link, Screen};
use crate::i18n::texts;
use crate::mirror::Outcome;
use crate::msg::{Command, NetEvent};
use crate::reach::checked_service;
use crate::tournament_wire::{Tourney, TourneyFrame};
use crate::update::common::{notify, send};
use crate::update::refused::on_error;
use crate::update::{account, friends, hints, lobby_follow, tournaments};
use chomp_protocol::ClientMsg;

pub fn on_net(app: &mut App, ev: NetEvent) -> Vec<Command> {
    match ev {
        NetEvent::Connecting { attempt } => {
            // The banner of the last failure stays up during the next try.
            if !matches!(app.link, Link::Lost { .. } | Link::Unreachable { .. }) {
                app.link = Link::Connecting { attempt };
            }
            Vec::new()
        }
        NetEvent::Connected => {
            app.link = Link::Online;
            app.host_stopped = false;
            app.ever_connected = true;
            Vec::new()
        }
        NetEvent::HostStopped => {
            app.host_stopped = true;
            Vec::new()
        }
        NetEvent::Lost {
            failed: Some(failed),
            retry_in,
            ..
        } if !app.ever_connected => {
            // Never reached: name the address and why, and count down.
            app.link = Link::Unreachable {
                failed,
                retry_in,
                retry_at_ms: None,
            };
            Vec::new()
        }
        NetEvent::Lost {
            reason, retry_in, ..
        } => {
            let reason = if app.host_stopped {
                texts(app.lang).host_stopped.to_string()
            } else {
                reason
            };
            app.link = Link::Lost { reason, retry_in };
            app.rtt = None;
            Vec::new()
        }
        NetEvent::Rtt(d) => {
            app.rtt = Some(d);
            Vec::new()
        }
        NetEvent::Fatal(sentence) => vec![Command::Fail(sentence)],
        NetEvent::Frame(reply) => on_frame(app, reply),
        NetEvent::Tournament { re, frame } => tournaments::on_frame(app, re, frame),
    }
}

fn on_frame(app: &mut App, reply: Reply) -> Vec<Command> {
    let Reply { re, msg } = reply;
    match msg {
        ServerMsg::Welcome {
            name,
            token,
            server,
            games,
            service,
        } => {
            app.link = Link::Online;
            app.me = Some(name.clone());
            app.server_name = Some(format!("{} {}", server.name, server.version));
            app.perfect_heights = server.perfect_heights;
            app.unfinished = games;
            app.service = service.as_deref().and_then(checked_service);
            let mut out = vec![Command::SaveToken {
                name,
                token,
                service: service.as_deref().and_then(checked_service),
            }];
            if lobby_follow::wanted(app) {
                out.push(send(LobbyMirror::resync()));
            }
            out.extend(friends::on_welcome(app));
            // After a reconnect, take the seat (or the spectator place) back.
            if let Some(g) = &app.game {
                if g.source == GameSource::Live {
                    out.push(send(ClientMsg::Watch { game: g.id() }));
                }
            } else if !app.unfinished.is_empty() {
                let t = texts(app.lang);
                notify(app, t.unfinished_games, false);
            }
            out
        }
        msg @ (ServerMsg::Lobby { .. } | ServerMsg::LobbyDelta { .. }) => {
            match app.lobby.mirror.apply(&msg) {
                LobbyOutcome::Updated => {
                    app.lobby.refresh();
                    Vec::new()
                }
                // A delta went missing: ask for the whole lobby again.
                // (In a game, leaving it asks for the lobby anyway.)
                LobbyOutcome::Gap if lobby_follow::wanted(app) => {
                    vec![send(LobbyMirror::resync())]
                }
                LobbyOutcome::Gap | LobbyOutcome::Ignored => Vec::new(),
            }
        }
        ServerMsg::Game(state) => {
            note_seat(app, &state);
            friends::on_game(app, &state);
            tournaments::on_game(app, &state);
            on_game(app, state)
        }
        msg @ ServerMsg::Moved { .. } => {
            let Some(g) = app.game.as_mut().filter(|g| g.source == GameSource::Live) else {
                return Vec::new();
            };
            match g.state.apply(&msg) {
                Outcome::Unchanged => Vec::new(),
                // We missed something: ask for the whole state again.
                Outcome::Gap => vec![send(g.state.resync())],
                Outcome::Updated => {
                    g.confirm_resign = false;
                    clamp_cursor(g);
                    hints::request(app)
                }
            }
        }
        msg @ ServerMsg::Over { .. } => {
            let ServerMsg::Over { game, .. } = &msg else {
                return Vec::new();
            };
            let game = *game;
            let mut out = on_over(app, msg);
            out.extend(tournaments::on_over(app, game));
            out
        }
        msg @ ServerMsg::RematchOffer { .. } => on_rematch_offer(app, msg),
        ServerMsg::Hints(h) => {
            if let (Some((game, ply)), Some(g)) = (hints::parse_id(&re), app.game.as_mut()) {
                if g.id() == game && h.game == game {
                    g.hints.insert(ply, h);
                }
            }
            Vec::new()
        }
        ServerMsg::Stats(StatsReply::Player(p)) => {
            app.stats.record = Some(p);
            Vec::new()
        }
        ServerMsg::Stats(StatsReply::Totals(t)) => {
            app.stats.totals = Some(t);
            Vec::new()
        }
        ServerMsg::Leaderboard { players, variants } => {
            app.stats.leaderboard = players;
            app.stats.leaderboards = variants;
            Vec::new()
        }
        ServerMsg::History { games } => {
            app.history.games = games;
            app.history.loading = false;
            app.history.selected = app
                .history
                .selected
                .min(app.history.games.len().saturating_sub(1));
            Vec::new()
        }
        ServerMsg::KeyLinked {
            fingerprint,
            ssh_port,
        } => {
            if account::is_link_key(&re) {
                account::on_key_linked(app, &fingerprint, ssh_port);
            }
            Vec::new()
        }
        ServerMsg::Pong | ServerMsg::Unwatched { .. } => Vec::new(),
        msg @ (ServerMsg::Online { .. }
        | ServerMsg::Hidden { .. }
        | ServerMsg::Challenge(_)
        | ServerMsg::Chat { .. }) => friends::on_frame(app, re, msg),
        ServerMsg::Tournament(info) => {
            tournaments::on_frame(app, re, TourneyFrame::One(Tourney::from_info(&info)))
        }
        ServerMsg::Tournaments { list } => {
            let list = list.iter().map(Tourney::from_info).collect();
            tournaments::on_frame(app, re, TourneyFrame::List(list))
        }
        ServerMsg::Error {
            code,
            message,
            retry_after_ms,
        } => {
            if let (ErrorCode::Busy, Some((game, ply))) = (code, hints::parse_id(&re)) {
                return hints::on_busy(app, game, ply, retry_after_ms);
            }
            if let Some(out) = tournaments::on_error(app, &re, code) {
                return out;
            }
            on_error(app, re, code, message)
        }
    }
}

/// The end of a game: folded into the live game on screen.
fn on_over(app: &mut App, msg: ServerMsg) -> Vec<Command> {
    if let ServerMsg::Over { game, .. } = &msg {
        app.unfinished.retain(|g| g != game);
    }
    let Some(g) = app.game.as_mut().filter(|g| g.source == GameSource::Live) else {
        return Vec::new();
    };
    if g.state.apply(&msg) != Outcome::Updated {
        return Vec::new();
    }
    g.confirm_resign = false;
    // A game that ends by resignation still has moves: now anyone
    // may see its hints.
    hints::request(app)
}

/// Keeps [`App::unfinished`] to the games in which we hold a seat and that
/// are not over, so `g` finds ours even after watching someone else's.
fn note_seat(app: &mut App, state: &chomp_protocol::GameState) {
    if state.you.is_none() {
        return;
    }
    if state.status == GameStatus::Finished {
        app.unfinished.retain(|g| *g != state.game);
    } else if !app.unfinished.contains(&state.game) {
        app.unfinished.push(state.game);
    }
}

fn on_game(app: &mut App, state: chomp_protocol::GameState) -> Vec<Command> {
    let same = app
        .game
        .as_ref()
        .is_some_and(|g| g.id() == state.game && g.source == GameSource::Live);
    let ours_now = app.awaiting_game
        || (app.game.is_none() && state.you.is_some() && app.screen != Screen::Game);
    if same {
        let t = texts(app.lang);
        let in_game = app.screen == Screen::Game;
        let Some(g) = app.game.as_mut() else {
            return Vec::new();
        };
        let joined = g.state.status == GameStatus::Waiting && state.status == GameStatus::Playing;
        let was_replay = g.replay;
        g.state.apply(&ServerMsg::Game(state));
        g.replay = was_replay.filter(|_| g.finished());
        clamp_cursor(g);
        if joined && !in_game {
            notify(app, t.opponent_joined, false);
        }
    } else if ours_now {
        app.awaiting_game = false;
        app.game = Some(GameView::new(state, GameSource::Live));
        app.screen = Screen::Game;
    } else {
        return Vec::new();
    }
    hints::request(app)
}

/// A rematch offer of the live game, made, repeated or lapsed: the game
/// screen shows where it stands; an offer from the opponent is announced
/// wherever the player is, since `r` on the result accepts it.
fn on_rematch_offer(app: &mut App, msg: ServerMsg) -> Vec<Command> {
    let ServerMsg::RematchOffer { by, lapsed, .. } = msg else {
        return Vec::new();
    };
    let t = texts(app.lang);
    let Some(g) = app.game.as_mut().filter(|g| g.source == GameSource::Live) else {
        return Vec::new();
    };
    if g.state.apply(&msg) != Outcome::Updated {
        return Vec::new();
    }
    let opponent = g
        .state
        .you
        .map(|you| App::seat_name(t, &g.state, 1 - you.min(1)));
    let mine = g.state.you == Some(by);
    if lapsed {
        // Our offer is gone: no rematch game is coming.
        app.awaiting_game = false;
        notify(app, t.rematch_lapsed, false);
    } else if let (false, Some(name)) = (mine, opponent) {
        notify(app, t.rematch_offer_from(&name), false);
    }
    Vec::new()
}

/// Keeps the cursor on the board and on a cell that is still there.
fn clamp_cursor(g: &mut GameView) {
    let board = &g.state.board;
    let h = board.len();
    let w = board.first().map_or(0, |r| r.chars().count());
    if h == 0 || w == 0 {
        return;
    }
    let cursor = (g.cursor.0.min(h - 1), g.cursor.1.min(w - 1));
    let on_cell = board[cursor.0].as_bytes().get(cursor.1) == Some(&b'#');
    g.cursor = if on_cell {
        cursor
    } else {
        last_present(board).unwrap_or(cursor)
    };
}
