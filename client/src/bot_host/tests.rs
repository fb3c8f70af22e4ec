//! The bot host's bookkeeping driven with frames, without a socket: the
//! shared fixtures here, the cases of open games and of tournaments in a
//! module each.

use chomp_engine::Variant;
use chomp_protocol::{
    ClientMsg, ErrorCode, GameId, GameState, GameStatus, Level, PlayerInfo, PlayerKind, Reply,
    ServerInfo, ServerMsg, TournamentFormat, TournamentInfo, TournamentStatus,
};

use super::*;
use crate::i18n::Lang;

mod games;
mod tournaments;

fn config(games: usize) -> BotHostConfig {
    BotHostConfig {
        urls: vec!["ws://127.0.0.1:1/".into()],
        token_keys: vec!["ws://127.0.0.1:1/".into()],
        name: "robo".into(),
        level: Level::Hard,
        variant: Variant::Chomp,
        width: 3,
        height: 2,
        games,
        stop_after: Some(1),
        tables: None,
        lang: Lang::En,
        tournaments: TournamentPlan::None,
    }
}

fn push(msg: ServerMsg) -> Reply {
    Reply::push(msg)
}

fn state(game: GameId, status: GameStatus, to_move: u8) -> GameState {
    let mut players = vec![PlayerInfo {
        name: "robo".into(),
        kind: PlayerKind::Human,
        level: None,
        guest: false,
    }];
    if status != GameStatus::Waiting {
        players.push(PlayerInfo {
            name: "ann".into(),
            kind: PlayerKind::Human,
            level: None,
            guest: false,
        });
    }
    GameState {
        game,
        variant: "chomp".into(),
        width: 3,
        height: 2,
        board: vec!["###".into(), "###".into()],
        players,
        to_move,
        ply: 0,
        moves: vec![],
        status,
        winner: None,
        reason: None,
        start: "3,3".into(),
        you: Some(0),
        hints_allowed: false,
        connected: vec![],
        deadline_ms: None,
        move_timeout_ms: None,
        rated: None,
        rematch_offer: None,
        away_until_ms: None,
        perfect: None,
        code: None,
        tournament: None,
    }
}

fn creates(actions: &[Action]) -> usize {
    actions
        .iter()
        .filter(|a| matches!(a, Action::Send(ClientMsg::Create { .. })))
        .count()
}

fn welcome(games: Vec<GameId>) -> Reply {
    push(ServerMsg::Welcome {
        name: "robo".into(),
        token: "t".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            ..Default::default()
        },
        games,
        service: None,
    })
}

fn says(actions: &[Action]) -> Vec<&str> {
    actions
        .iter()
        .filter_map(|a| match a {
            Action::Say(s) => Some(s.as_str()),
            _ => None,
        })
        .collect()
}
