//! `update(app, msg)`: the only place the model changes. It never does I/O;
//! requests to the server and other effects are returned as [`Command`]s.

use chomp_engine::Variant;
use chomp_protocol::{
    ClientMsg, ErrorCode, FirstMover, GameStatus, Level, Opponent, Reply, Request, ServerMsg,
    Start, StatsReply,
};
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use serde_json::Value;

use crate::app::{
    archived_state, last_present, App, FormField, GameSource, GameView, Link, LobbyFocus, Notice,
    Screen, Whose,
};
use crate::i18n::texts;
use crate::msg::{Command, Msg, NetEvent};
use crate::ui;

/// How many finished games the history browser asks for.
pub const HISTORY_LIMIT: u32 = 50;
/// How many leaderboard rows the statistics screen asks for.
pub const LEADERBOARD_LIMIT: u32 = 20;

/// Folds one message into the model.
pub fn update(app: &mut App, msg: Msg) -> Vec<Command> {
    match msg {
        Msg::Key(key) => on_key(app, key),
        Msg::Mouse(m) => on_mouse(app, m),
        Msg::Resize(w, h) => {
            app.size = (w, h);
            Vec::new()
        }
        Msg::Net(ev) => on_net(app, ev),
    }
}

fn send(msg: ClientMsg) -> Command {
    Command::Send(Request::new(msg))
}

/// The request id of a hints request: the answer is only used for that ply.
fn hints_id(game: u64, ply: u32) -> Value {
    Value::String(format!("hints:{game}:{ply}"))
}

fn parse_hints_id(re: &Option<Value>) -> Option<(u64, u32)> {
    let s = re.as_ref()?.as_str()?;
    let mut parts = s.strip_prefix("hints:")?.split(':');
    let game = parts.next()?.parse().ok()?;
    let ply = parts.next()?.parse().ok()?;
    Some((game, ply))
}

// ---------------------------------------------------------------- network

fn on_net(app: &mut App, ev: NetEvent) -> Vec<Command> {
    match ev {
        NetEvent::Connecting { attempt } => {
            if !matches!(app.link, Link::Lost { .. }) {
                app.link = Link::Connecting { attempt };
            }
            Vec::new()
        }
        NetEvent::Connected => {
            app.link = Link::Online;
            Vec::new()
        }
        NetEvent::Lost { reason, retry_in } => {
            app.link = Link::Lost { reason, retry_in };
            app.rtt = None;
            Vec::new()
        }
        NetEvent::Rtt(d) => {
            app.rtt = Some(d);
            Vec::new()
        }
        NetEvent::Frame(reply) => on_frame(app, reply),
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
        } => {
            app.link = Link::Online;
            app.me = Some(name.clone());
            app.server_name = Some(format!("{} {}", server.name, server.version));
            app.unfinished = games;
            let mut out = vec![Command::SaveToken { name, token }, send(ClientMsg::Lobby)];
            // After a reconnect, take the seat (or the spectator place) back.
            if let Some(g) = &app.game {
                if g.source == GameSource::Live {
                    out.push(send(ClientMsg::Watch { game: g.id() }));
                }
            } else if !app.unfinished.is_empty() {
                let t = texts(app.lang);
                app.notice = Some(Notice {
                    text: t.unfinished_games.to_string(),
                    is_error: false,
                });
            }
            out
        }
        ServerMsg::Lobby {
            games,
            online,
            totals,
            open_count,
            playing_count,
        } => {
            app.lobby.games = games;
            app.lobby.online = online;
            app.lobby.totals = totals;
            app.lobby.open_count = open_count;
            app.lobby.playing_count = playing_count;
            let open = app.lobby.open_games().len();
            let running = app.lobby.running_games().len();
            app.lobby.open_sel = app.lobby.open_sel.min(open.saturating_sub(1));
            app.lobby.running_sel = app.lobby.running_sel.min(running.saturating_sub(1));
            Vec::new()
        }
        ServerMsg::Game(state) => {
            let same = app
                .game
                .as_ref()
                .is_some_and(|g| g.id() == state.game && g.source == GameSource::Live);
            let ours_now = app.awaiting_game
                || (app.game.is_none() && state.you.is_some() && app.screen != Screen::Game);
            if same {
                if let Some(g) = app.game.as_mut() {
                    if g.state.status == GameStatus::Waiting
                        && state.status == GameStatus::Playing
                        && app.screen != Screen::Game
                    {
                        app.notice = Some(Notice {
                            text: texts(app.lang).opponent_joined.to_string(),
                            is_error: false,
                        });
                    }
                    let was_replay = g.replay;
                    g.state = state;
                    g.replay = was_replay.filter(|_| g.finished());
                    clamp_cursor(g);
                }
            } else if ours_now {
                app.awaiting_game = false;
                app.game = Some(GameView::new(state, GameSource::Live));
                app.screen = Screen::Game;
            } else {
                return Vec::new();
            }
            request_hints(app)
        }
        ServerMsg::Moved {
            game,
            ply,
            seat,
            row,
            col,
            removed,
            to_move,
            board,
        } => {
            let Some(g) = app.game.as_mut().filter(|g| g.id() == game) else {
                return Vec::new();
            };
            if ply < g.state.ply {
                // A resent acknowledgement of a move we already have.
                return Vec::new();
            }
            if ply > g.state.ply {
                // We missed something: ask for the whole state again.
                return vec![send(ClientMsg::Watch { game })];
            }
            g.state.moves.push(chomp_protocol::MoveRecord {
                ply,
                seat,
                row,
                col,
                removed,
            });
            g.state.ply = ply + 1;
            g.state.to_move = to_move;
            g.state.board = board;
            g.confirm_resign = false;
            clamp_cursor(g);
            request_hints(app)
        }
        ServerMsg::Over {
            game,
            winner,
            reason,
        } => {
            if let Some(g) = app.game.as_mut().filter(|g| g.id() == game) {
                g.state.status = GameStatus::Finished;
                g.state.winner = Some(winner);
                g.state.reason = Some(reason);
                g.confirm_resign = false;
            }
            Vec::new()
        }
        ServerMsg::Hints(h) => {
            if let (Some((game, ply)), Some(g)) = (parse_hints_id(&re), app.game.as_mut()) {
                if g.id() == game && h.game == game {
                    g.hints = Some((ply, h));
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
        ServerMsg::Leaderboard { players } => {
            app.stats.leaderboard = players;
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
        ServerMsg::Pong | ServerMsg::Unwatched { .. } => Vec::new(),
        ServerMsg::Error { code, message } => on_error(app, re, code, message),
    }
}

fn on_error(app: &mut App, re: Option<Value>, code: ErrorCode, message: String) -> Vec<Command> {
    let mut out = Vec::new();
    if parse_hints_id(&re).is_some() {
        // Hints refused (human game) or unavailable: say so once and stop asking.
        app.hints_wanted = false;
    }
    match code {
        ErrorCode::StalePly | ErrorCode::NotYourTurn | ErrorCode::IllegalMove => {
            if let Some(g) = &app.game {
                out.push(send(ClientMsg::Watch { game: g.id() }));
            }
        }
        ErrorCode::SeatTaken
        | ErrorCode::NoSuchGame
        | ErrorCode::BadSize
        | ErrorCode::BadPosition
        | ErrorCode::LimitReached => {
            app.awaiting_game = false;
        }
        _ => {}
    }
    // After a refused `hello` every request is refused too; keep the reason shown.
    let keep = code == ErrorCode::NotHello && app.notice.as_ref().is_some_and(|n| n.is_error);
    if !keep {
        app.notice = Some(Notice {
            text: format!("{message} ({code})"),
            is_error: true,
        });
    }
    out
}

/// Asks for hints when they are on, allowed and not yet known for this ply.
fn request_hints(app: &mut App) -> Vec<Command> {
    let Some(g) = app.game.as_ref() else {
        return Vec::new();
    };
    let on = app.hints_on();
    if !on || g.source != GameSource::Live || g.state.status == GameStatus::Waiting {
        return Vec::new();
    }
    if !g.state.hints_allowed && !g.finished() {
        return Vec::new();
    }
    if g.live_position().is_none_or(|p| p.is_over()) {
        return Vec::new();
    }
    // A player needs them on their own move; asking on every ply of the
    // opponent too would double the traffic for nothing.
    if g.state.you.is_some() && g.state.status == GameStatus::Playing && !g.my_turn() {
        return Vec::new();
    }
    if g.hints.as_ref().is_some_and(|(p, _)| *p == g.state.ply) {
        return Vec::new();
    }
    vec![Command::Send(Request::with_id(
        hints_id(g.id(), g.state.ply),
        ClientMsg::Hints { game: g.id() },
    ))]
}

fn clamp_cursor(g: &mut GameView) {
    let h = g.state.board.len();
    let w = g.state.board.first().map_or(0, |r| r.chars().count());
    if h == 0 || w == 0 {
        return;
    }
    g.cursor = (g.cursor.0.min(h - 1), g.cursor.1.min(w - 1));
    let on_cell = g.state.board[g.cursor.0].as_bytes().get(g.cursor.1) == Some(&b'#');
    if !on_cell {
        if let Some(c) = last_present(&g.state.board) {
            g.cursor = c;
        }
    }
}

// ---------------------------------------------------------------- keys

fn on_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if key.kind == KeyEventKind::Release {
        return Vec::new();
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return vec![Command::Quit];
    }
    if app.help {
        if matches!(
            key.code,
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q')
        ) {
            app.help = false;
        }
        return Vec::new();
    }
    if key.code == KeyCode::Char('?') && app.history.typing.is_none() {
        app.help = true;
        return Vec::new();
    }
    app.notice = None;
    match app.screen {
        Screen::Lobby => lobby_key(app, key),
        Screen::Game => game_key(app, key),
        Screen::History => history_key(app, key),
        Screen::Stats => stats_key(app, key),
    }
}

/// Requests that refresh the statistics screen.
pub fn stats_requests(app: &App) -> Vec<Command> {
    let mut out = vec![
        send(ClientMsg::Stats { player: None }),
        send(ClientMsg::Leaderboard {
            limit: Some(LEADERBOARD_LIMIT),
        }),
    ];
    if let Some(me) = &app.me {
        out.push(send(ClientMsg::Stats {
            player: Some(me.clone()),
        }));
    }
    out
}

/// The request that fills the history browser.
pub fn history_request(app: &mut App) -> Vec<Command> {
    app.history.loading = true;
    let player = match &app.history.whose {
        Whose::Mine => app.me.clone(),
        Whose::All => None,
        Whose::Player(p) => Some(p.clone()),
    };
    vec![send(ClientMsg::History {
        player,
        limit: Some(HISTORY_LIMIT),
    })]
}

fn global_screen_key(app: &mut App, key: &KeyEvent) -> Option<Vec<Command>> {
    match key.code {
        KeyCode::Char('H') => {
            app.screen = Screen::History;
            Some(history_request(app))
        }
        KeyCode::Char('S') => {
            app.screen = Screen::Stats;
            Some(stats_requests(app))
        }
        _ => None,
    }
}

fn lobby_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if let Some(out) = global_screen_key(app, &key) {
        return out;
    }
    let focus = app.lobby.focus();
    match key.code {
        KeyCode::Char('q') | KeyCode::Esc => return vec![Command::Quit],
        KeyCode::Tab => {
            app.lobby.focus = Some(match focus {
                LobbyFocus::Form => LobbyFocus::Open,
                LobbyFocus::Open => LobbyFocus::Running,
                LobbyFocus::Running => LobbyFocus::Form,
            });
            return Vec::new();
        }
        KeyCode::BackTab => {
            app.lobby.focus = Some(match focus {
                LobbyFocus::Form => LobbyFocus::Running,
                LobbyFocus::Open => LobbyFocus::Form,
                LobbyFocus::Running => LobbyFocus::Open,
            });
            return Vec::new();
        }
        KeyCode::Char('c') => {
            app.lobby.focus = Some(LobbyFocus::Form);
            return Vec::new();
        }
        KeyCode::Char('g') => {
            // Back to the game left open, if any.
            if app.game.is_some() {
                app.screen = Screen::Game;
            }
            return Vec::new();
        }
        _ => {}
    }
    match focus {
        LobbyFocus::Form => form_key(app, key),
        LobbyFocus::Open => {
            let n = app.lobby.open_games().len();
            match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    app.lobby.open_sel = app.lobby.open_sel.saturating_sub(1)
                }
                KeyCode::Down | KeyCode::Char('j') => {
                    app.lobby.open_sel = (app.lobby.open_sel + 1).min(n.saturating_sub(1))
                }
                KeyCode::Enter => {
                    if let Some(g) = app.lobby.open_games().get(app.lobby.open_sel) {
                        let game = g.game;
                        let mine = app
                            .me
                            .as_ref()
                            .is_some_and(|me| g.players.iter().any(|p| &p.name == me));
                        app.awaiting_game = true;
                        return vec![send(if mine {
                            ClientMsg::Watch { game }
                        } else {
                            ClientMsg::Join { game }
                        })];
                    }
                }
                _ => {}
            }
            Vec::new()
        }
        LobbyFocus::Running => {
            let n = app.lobby.running_games().len();
            match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    app.lobby.running_sel = app.lobby.running_sel.saturating_sub(1)
                }
                KeyCode::Down | KeyCode::Char('j') => {
                    app.lobby.running_sel = (app.lobby.running_sel + 1).min(n.saturating_sub(1))
                }
                KeyCode::Enter => {
                    if let Some(g) = app.lobby.running_games().get(app.lobby.running_sel) {
                        let game = g.game;
                        app.awaiting_game = true;
                        return vec![send(ClientMsg::Watch { game })];
                    }
                }
                _ => {}
            }
            Vec::new()
        }
    }
}

/// Size limits of the form, per variant (RULES.md).
fn size_range(variant: Variant) -> (u32, u32) {
    match variant {
        Variant::Chomp => (1, 32),
        Variant::IChomp => (2, 32),
    }
}

fn cycle<T: Copy + PartialEq>(all: &[T], cur: T, forward: bool) -> T {
    let i = all.iter().position(|x| *x == cur).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

fn form_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let form = &mut app.lobby.form;
    let n = FormField::ALL.len();
    let delta: Option<bool> = match key.code {
        KeyCode::Up | KeyCode::Char('k') => {
            form.field = (form.field + n - 1) % n;
            None
        }
        KeyCode::Down | KeyCode::Char('j') => {
            form.field = (form.field + 1) % n;
            None
        }
        KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('-') => Some(false),
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Char('+') | KeyCode::Char(' ') => Some(true),
        KeyCode::Enter => return create_request(app),
        _ => None,
    };
    let Some(fwd) = delta else {
        return Vec::new();
    };
    let (lo, hi) = size_range(form.variant);
    let step = |v: u32| -> u32 {
        if fwd {
            (v + 1).min(hi)
        } else {
            v.saturating_sub(1).max(lo)
        }
    };
    match form.current() {
        FormField::Variant => {
            form.variant = cycle(&[Variant::Chomp, Variant::IChomp], form.variant, fwd);
            let (lo, _) = size_range(form.variant);
            form.width = form.width.max(lo);
            form.height = form.height.max(lo);
            form.start = match form.variant {
                Variant::IChomp => Start::Random,
                Variant::Chomp => Start::Full,
            };
        }
        FormField::Width => form.width = step(form.width),
        FormField::Height => form.height = step(form.height),
        FormField::Opponent => {
            let all = [
                Opponent::Human,
                Opponent::Bot { level: Level::Easy },
                Opponent::Bot {
                    level: Level::Medium,
                },
                Opponent::Bot { level: Level::Hard },
            ];
            form.opponent = cycle(&all, form.opponent, fwd);
        }
        FormField::Start => {
            form.start = if form.start == Start::Full {
                Start::Random
            } else {
                Start::Full
            }
        }
        FormField::First => {
            let all = [FirstMover::Me, FirstMover::Opponent, FirstMover::Random];
            form.first = cycle(&all, form.first, fwd);
        }
        FormField::Create => {
            if fwd && key.code == KeyCode::Char(' ') {
                return create_request(app);
            }
        }
    }
    Vec::new()
}

/// The `create` request of the form.
pub fn create_request(app: &mut App) -> Vec<Command> {
    let f = &app.lobby.form;
    app.awaiting_game = true;
    vec![send(ClientMsg::Create {
        variant: f.variant.as_str().to_string(),
        width: f.width,
        height: f.height,
        opponent: f.opponent,
        start: Some(f.start.clone()),
        first: Some(f.first),
    })]
}

fn game_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if let Some(out) = global_screen_key(app, &key) {
        return out;
    }
    let Some(g) = app.game.as_mut() else {
        app.screen = Screen::Lobby;
        return Vec::new();
    };
    let h = g.state.height as usize;
    let w = g.state.width as usize;
    let resign_armed = std::mem::take(&mut g.confirm_resign);
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => {
            let mut out = Vec::new();
            if g.source == GameSource::Live && g.state.you.is_none() {
                out.push(send(ClientMsg::Unwatch { game: Some(g.id()) }));
            }
            if g.source == GameSource::Archive {
                app.game = None;
                app.screen = Screen::History;
            } else {
                if g.finished() || g.state.you.is_none() {
                    app.game = None;
                }
                app.screen = Screen::Lobby;
            }
            out
        }
        KeyCode::Up | KeyCode::Char('k') => {
            g.hover = None;
            g.cursor.0 = g.cursor.0.saturating_sub(1);
            Vec::new()
        }
        KeyCode::Down | KeyCode::Char('j') => {
            g.hover = None;
            g.cursor.0 = (g.cursor.0 + 1).min(h.saturating_sub(1));
            Vec::new()
        }
        KeyCode::Left | KeyCode::Char('h') => {
            g.hover = None;
            g.cursor.1 = g.cursor.1.saturating_sub(1);
            Vec::new()
        }
        KeyCode::Right | KeyCode::Char('l') => {
            g.hover = None;
            g.cursor.1 = (g.cursor.1 + 1).min(w.saturating_sub(1));
            Vec::new()
        }
        KeyCode::Enter | KeyCode::Char(' ') => {
            let (r, c) = g.cursor;
            play_at(app, r, c)
        }
        KeyCode::Char('g') => {
            app.toggle_hints();
            request_hints(app)
        }
        KeyCode::Char('[') | KeyCode::Char('p') => {
            step_replay(g, -1);
            Vec::new()
        }
        KeyCode::Char(']') | KeyCode::Char('n') => {
            step_replay(g, 1);
            Vec::new()
        }
        KeyCode::Home => {
            step_replay(g, -(g.state.moves.len() as i64));
            Vec::new()
        }
        KeyCode::End => {
            step_replay(g, g.state.moves.len() as i64);
            Vec::new()
        }
        KeyCode::Char('r') => {
            if g.finished() && g.source == GameSource::Live && g.state.you.is_some() {
                let game = g.id();
                app.awaiting_game = true;
                vec![send(ClientMsg::Rematch { game })]
            } else {
                Vec::new()
            }
        }
        KeyCode::Char('X') => {
            if g.state.status != GameStatus::Playing || g.state.you.is_none() {
                return Vec::new();
            }
            if resign_armed {
                vec![send(ClientMsg::Resign { game: g.id() })]
            } else {
                g.confirm_resign = true;
                app.notice = Some(Notice {
                    text: texts(app.lang).confirm_resign.to_string(),
                    is_error: false,
                });
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

/// Moves the replay by `delta` moves; only finished games replay.
fn step_replay(g: &mut GameView, delta: i64) {
    if !g.finished() {
        return;
    }
    let n = g.state.moves.len() as i64;
    let cur = g.replay.map_or(n, |k| k as i64);
    let next = (cur + delta).clamp(0, n);
    g.replay = if next == n { None } else { Some(next as usize) };
}

/// Plays the cell if it is our turn and the move is legal.
fn play_at(app: &mut App, row: usize, col: usize) -> Vec<Command> {
    let t = texts(app.lang);
    let Some(g) = app.game.as_mut() else {
        return Vec::new();
    };
    if !g.my_turn() {
        if g.source == GameSource::Live && g.state.status == GameStatus::Playing {
            app.notice = Some(Notice {
                text: t.not_your_turn.to_string(),
                is_error: false,
            });
        }
        return Vec::new();
    }
    let legal = g.live_position().is_some_and(|p| p.check(row, col).is_ok());
    if !legal {
        app.notice = Some(Notice {
            text: t.empty_cell.to_string(),
            is_error: false,
        });
        return Vec::new();
    }
    vec![send(ClientMsg::Move {
        game: g.id(),
        ply: g.state.ply,
        row: row as u32,
        col: col as u32,
    })]
}

/// Typing a player name after `/` in the history browser.
fn history_typing(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let Some(text) = app.history.typing.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Char(c) if !c.is_control() && text.chars().count() < 32 => text.push(c),
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Esc => app.history.typing = None,
        KeyCode::Enter => {
            let name = text.trim().to_string();
            app.history.typing = None;
            if !name.is_empty() {
                app.history.whose = Whose::Player(name);
                app.history.selected = 0;
                return history_request(app);
            }
        }
        _ => {}
    }
    Vec::new()
}

fn history_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if app.history.typing.is_some() {
        return history_typing(app, key);
    }
    if let Some(out) = global_screen_key(app, &key) {
        return out;
    }
    let n = app.history.games.len();
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => app.screen = Screen::Lobby,
        KeyCode::Up | KeyCode::Char('k') => {
            app.history.selected = app.history.selected.saturating_sub(1)
        }
        KeyCode::Down | KeyCode::Char('j') => {
            app.history.selected = (app.history.selected + 1).min(n.saturating_sub(1))
        }
        KeyCode::Char('a') => {
            app.history.whose = if app.history.whose == Whose::All {
                Whose::Mine
            } else {
                Whose::All
            };
            app.history.selected = 0;
            return history_request(app);
        }
        KeyCode::Char('/') => app.history.typing = Some(String::new()),
        KeyCode::Char('r') => return history_request(app),
        KeyCode::Enter => {
            if let Some(hg) = app.history.games.get(app.history.selected) {
                let state = archived_state(hg, app.me.as_deref());
                let mut view = GameView::new(state, GameSource::Archive);
                view.replay = Some(0).filter(|_| !hg.moves.is_empty());
                app.game = Some(view);
                app.screen = Screen::Game;
            }
        }
        _ => {}
    }
    Vec::new()
}

fn stats_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    if let Some(out) = global_screen_key(app, &key) {
        return out;
    }
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => app.screen = Screen::Lobby,
        KeyCode::Char('r') => return stats_requests(app),
        _ => {}
    }
    Vec::new()
}

// ---------------------------------------------------------------- mouse

fn on_mouse(app: &mut App, m: crossterm::event::MouseEvent) -> Vec<Command> {
    if app.screen != Screen::Game || app.help {
        return Vec::new();
    }
    let area = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let hints = app.hints_on();
    let Some(g) = app.game.as_mut() else {
        return Vec::new();
    };
    let cell = ui::game::cell_at(area, g, hints, m.column, m.row);
    match m.kind {
        MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left) => {
            g.hover = cell;
            Vec::new()
        }
        MouseEventKind::Down(MouseButton::Left) => {
            let Some((r, c)) = cell else {
                return Vec::new();
            };
            g.cursor = (r, c);
            g.hover = Some((r, c));
            app.notice = None;
            play_at(app, r, c)
        }
        _ => Vec::new(),
    }
}
