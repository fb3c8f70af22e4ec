//! The bookkeeping of a bot host: frames in, actions out, no I/O. It keeps
//! N open games (or enters tournaments), asks for a move when one is due,
//! resumes its games after a reconnect, and says what it does.

use std::collections::{BTreeMap, BTreeSet};

use chomp_engine::{Position, Variant};
use chomp_protocol::{
    ClientMsg, ErrorCode, FirstMover, GameId, GameStatus, Opponent, Reply, ServerMsg, Start,
    TournamentFormat, TournamentId, TournamentStatus,
};

use super::config::{BotHostConfig, TournamentPlan};
use super::say;
use super::score::Score;
use crate::i18n::texts;
use crate::mirror::{GameMirror, Outcome};
use crate::reach::checked_service;

/// What the host wants done.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Send(ClientMsg),
    /// Our move is due in `game` at `ply` in `position`.
    Think {
        game: GameId,
        ply: u32,
        position: Position,
    },
    SaveToken(String),
    /// The server refused what the host was asked to do (a board size it
    /// does not allow, say): stop with its sentence.
    Fail(String),
    /// A sentence for the person who started the host: what it does now.
    Say(String),
}

/// A game the host sits in.
#[derive(Clone, Debug)]
struct Seat {
    mirror: GameMirror,
    opponent: String,
}

/// The bookkeeping of a bot host.
#[derive(Debug)]
pub struct BotHost {
    config: BotHostConfig,
    seats: BTreeMap<GameId, Seat>,
    /// `create` requests sent and not yet answered.
    creating: usize,
    /// Games `welcome` said we sit in, watched again and not yet answered:
    /// counted as open until their state comes, so a reconnect does not
    /// open a second set of games beside the ones we have.
    rejoining: BTreeSet<GameId>,
    /// The service `welcome` named, under which its token is filed.
    pub service: Option<String>,
    pub score: Score,
    /// Since the last `welcome`: whether "ready" was said, and whether
    /// "waiting" was said since the last game started.
    ready_said: bool,
    waiting_said: bool,
    /// Tournaments entered (or asked to enter), and those said so.
    entered: BTreeSet<TournamentId>,
    announced: BTreeSet<TournamentId>,
}

impl BotHost {
    pub fn new(config: BotHostConfig) -> Self {
        BotHost {
            config,
            seats: BTreeMap::new(),
            creating: 0,
            rejoining: BTreeSet::new(),
            service: None,
            score: Score::default(),
            ready_said: false,
            waiting_said: false,
            entered: BTreeSet::new(),
            announced: BTreeSet::new(),
        }
    }

    /// Once every game asked for is open: "ready" the first time after a
    /// `welcome`, "waiting" after a game started or ended.
    fn say_if_waiting(&mut self) -> Vec<Action> {
        let waiting = |s: &&Seat| s.mirror.state().status == GameStatus::Waiting;
        let open = self.seats.values().filter(waiting).count();
        let all_open = open >= self.config.games && self.creating == 0 && self.rejoining.is_empty();
        if !all_open || self.done() || self.waiting_said {
            return Vec::new();
        }
        self.waiting_said = true;
        let t = texts(self.config.lang);
        if std::mem::replace(&mut self.ready_said, true) {
            vec![Action::Say(say::waiting(t, open))]
        } else {
            vec![Action::Say(say::ready(t, &self.config))]
        }
    }

    /// Whether the host has played as many games as it was asked to.
    pub fn done(&self) -> bool {
        self.config
            .stop_after
            .is_some_and(|n| self.score.won + self.score.lost >= n)
    }

    fn create(&self) -> ClientMsg {
        ClientMsg::Create {
            variant: self.config.variant.as_str().into(),
            width: self.config.width,
            height: self.config.height,
            opponent: Opponent::Human,
            start: Some(match self.config.variant {
                // A full even iChomp board is a known loss for the first mover.
                Variant::IChomp => Start::Random,
                Variant::Chomp => Start::Full,
            }),
            first: Some(FirstMover::Random),
            private: false,
        }
    }

    /// Creates games until N are open (or waiting for their answer).
    fn top_up(&mut self) -> Vec<Action> {
        if self.done() {
            return Vec::new();
        }
        match self.config.tournaments {
            TournamentPlan::None => {}
            // Looks for arenas it is not in yet; joining twice is refused
            // harmlessly.
            TournamentPlan::Arenas => return vec![Action::Send(ClientMsg::Tournaments)],
            TournamentPlan::One(_) | TournamentPlan::Ladder => return Vec::new(),
        }
        let open = self
            .seats
            .values()
            .filter(|s| s.mirror.state().status == GameStatus::Waiting)
            .count()
            + self.creating
            + self.rejoining.len();
        let missing = self.config.games.saturating_sub(open);
        self.creating += missing;
        (0..missing).map(|_| Action::Send(self.create())).collect()
    }

    fn think_if_due(&self, game: GameId) -> Vec<Action> {
        let Some(s) = self.seats.get(&game) else {
            return Vec::new();
        };
        if !s.mirror.my_turn() {
            return Vec::new();
        }
        match s.mirror.position() {
            Some(position) => vec![Action::Think {
                game,
                ply: s.mirror.state().ply,
                position,
            }],
            None => {
                tracing::warn!(game, "cannot read the board");
                Vec::new()
            }
        }
    }

    /// Folds a server frame in.
    pub fn on_frame(&mut self, reply: Reply) -> Vec<Action> {
        match reply.msg {
            ServerMsg::Welcome {
                token,
                games,
                service,
                ..
            } => {
                self.service = service.as_deref().and_then(checked_service);
                self.seats.clear();
                self.creating = 0;
                self.rejoining = games.iter().copied().collect();
                self.ready_said = false;
                self.waiting_said = false;
                let mut out = vec![Action::SaveToken(token)];
                out.extend(
                    games
                        .into_iter()
                        .map(|game| Action::Send(ClientMsg::Watch { game })),
                );
                if self.config.tournaments == TournamentPlan::Ladder {
                    // Entered (again) once the list names the ladder.
                    self.entered.clear();
                    out.push(Action::Send(ClientMsg::Tournaments));
                }
                if let TournamentPlan::One(tournament) = self.config.tournaments {
                    // Entering again after a reconnect is refused as
                    // "already", and follows the standings all the same.
                    out.push(Action::Send(ClientMsg::TournamentJoin { tournament }));
                    out.push(Action::Send(ClientMsg::TournamentWatch { tournament }));
                }
                out.extend(self.top_up());
                out
            }
            ServerMsg::Game(state) => {
                let Some(you) = state.you else {
                    return Vec::new();
                };
                let rejoined = self.rejoining.remove(&state.game);
                if state.status == GameStatus::Waiting
                    && !rejoined
                    && !self.seats.contains_key(&state.game)
                {
                    self.creating = self.creating.saturating_sub(1);
                }
                let opponent = state
                    .players
                    .iter()
                    .enumerate()
                    .find(|(i, _)| *i != you as usize)
                    .map_or_else(String::new, |(_, p)| p.name.clone());
                let game = state.game;
                let was_playing = self
                    .seats
                    .get(&game)
                    .is_some_and(|s| s.mirror.state().status == GameStatus::Playing);
                // A game `welcome` listed was running before the reconnect:
                // it is resumed, nobody joined it. A game already being
                // played (a resync) is nothing new.
                let t = texts(self.config.lang);
                let said = match state.status {
                    GameStatus::Playing if rejoined => Some(say::resumed(t, game, &opponent)),
                    GameStatus::Playing if !was_playing && !opponent.is_empty() => {
                        Some(say::joined(t, game, &opponent))
                    }
                    _ => None,
                };
                if state.status == GameStatus::Playing {
                    self.waiting_said = false;
                }
                self.seats.insert(
                    game,
                    Seat {
                        mirror: GameMirror::new(state),
                        opponent,
                    },
                );
                let mut out = self.think_if_due(game);
                out.extend(self.top_up());
                out.extend(said.map(Action::Say));
                out.extend(self.say_if_waiting());
                out
            }
            msg @ ServerMsg::Moved { .. } => {
                let ServerMsg::Moved { game, .. } = msg else {
                    return Vec::new();
                };
                let Some(s) = self.seats.get_mut(&game) else {
                    return Vec::new();
                };
                match s.mirror.apply(&msg) {
                    Outcome::Updated => self.think_if_due(game),
                    Outcome::Gap => vec![Action::Send(s.mirror.resync())],
                    Outcome::Unchanged => Vec::new(),
                }
            }
            ServerMsg::Over {
                game,
                winner,
                reason,
                ..
            } => {
                if let Some(s) = self.seats.remove(&game) {
                    let won = Some(winner) == s.mirror.state().you;
                    if won {
                        self.score.won += 1;
                    } else {
                        self.score.lost += 1;
                    }
                    tracing::debug!(game, opponent = %s.opponent, won, ?reason, "game over");
                    let t = texts(self.config.lang);
                    let chomp = s.mirror.variant() == Some(Variant::Chomp);
                    let how = say::how(t, reason, chomp);
                    let line = say::game_over(t, game, &s.opponent, won, how, self.score);
                    self.waiting_said = false;
                    let mut out = vec![Action::Say(line)];
                    out.extend(self.top_up());
                    out.extend(self.say_if_waiting());
                    return out;
                }
                self.top_up()
            }
            ServerMsg::Tournaments { list }
                if self.config.tournaments == TournamentPlan::Ladder =>
            {
                let Some(ladder) = list.iter().find(|t| t.format == TournamentFormat::Ladder)
                else {
                    return vec![Action::Fail(
                        texts(self.config.lang).say("bot-no-ladder", &[]),
                    )];
                };
                if !self.entered.insert(ladder.tournament) {
                    return Vec::new();
                }
                let tournament = ladder.tournament;
                // Joining again after a reconnect is refused as "already",
                // and the watch follows the pairings all the same.
                vec![
                    Action::Send(ClientMsg::TournamentJoin { tournament }),
                    Action::Send(ClientMsg::TournamentWatch { tournament }),
                ]
            }
            ServerMsg::Tournaments { list } => list
                .into_iter()
                .filter(|t| {
                    t.format == TournamentFormat::Arena && t.status != TournamentStatus::Finished
                })
                .filter(|t| self.entered.insert(t.tournament))
                .map(|t| {
                    Action::Send(ClientMsg::TournamentJoin {
                        tournament: t.tournament,
                    })
                })
                .collect(),
            // The first frame of a tournament it entered: said once.
            ServerMsg::Tournament(info) if self.announced.insert(info.tournament) => {
                let t = texts(self.config.lang);
                vec![Action::Say(say::entered(t, info.tournament, &info.name))]
            }
            ServerMsg::Error { code, message, .. } => {
                tracing::debug!(%code, %message, "the server refused a request");
                match code {
                    // Resynchronise every game we play.
                    ErrorCode::StalePly => self
                        .seats
                        .values()
                        .map(|s| Action::Send(s.mirror.resync()))
                        .collect(),
                    // The games asked for cannot be made: waiting helps nobody.
                    ErrorCode::BadSize
                    | ErrorCode::BadPosition
                    | ErrorCode::BadName
                    | ErrorCode::NameTaken
                    | ErrorCode::BadProtocol => {
                        let t = texts(self.config.lang);
                        let mut sentence = t.server_error(code, &self.config.name);
                        if code == ErrorCode::BadSize {
                            // Which size: the one this host asked for.
                            let c = &self.config;
                            sentence = format!("{sentence} ({}x{})", c.width, c.height);
                        }
                        vec![Action::Fail(sentence)]
                    }
                    // A game `welcome` listed is gone after all: stop
                    // waiting for the games still listed, and count again.
                    ErrorCode::NoSuchGame if !self.rejoining.is_empty() => {
                        self.rejoining.clear();
                        self.top_up()
                    }
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }
}
