//! Positions of a game's past: the board after its first moves, replayed
//! from its start, and a finished game of the history browser as the game
//! screen's state.

use chomp_engine::{Position, Variant};
use chomp_protocol::{GameState, GameStatus, HistoryGame};

/// The position after the first `k` moves of a game, replayed from its start.
pub fn replay_position(state: &GameState, k: usize) -> Option<Position> {
    let variant: Variant = state.variant.parse().ok()?;
    let (w, h) = (state.width as usize, state.height as usize);
    let start = if state.start.is_empty() || state.start == "full" {
        Position::full(variant, w, h).ok()?
    } else {
        Position::parse(variant, w, h, &state.start).ok()?
    };
    Position::replay(&start, state.moves.iter().take(k).map(|m| m.mv)).ok()
}

/// The board after the first `k` moves of a game.
pub fn replay_board(state: &GameState, k: usize) -> Option<Vec<String>> {
    replay_position(state, k).map(|p| p.board_rows())
}

/// A finished game of the history browser as a game-screen state.
pub fn archived_state(g: &HistoryGame, me: Option<&str>) -> GameState {
    let mut state = GameState {
        game: g.game,
        variant: g.variant.clone(),
        width: g.width,
        height: g.height,
        board: Vec::new(),
        players: g.players.clone(),
        to_move: 0,
        ply: g.moves.len() as u32,
        moves: g.moves.clone(),
        status: GameStatus::Finished,
        winner: Some(g.winner),
        reason: Some(g.reason),
        start: g.start.clone(),
        you: me.and_then(|n| g.players.iter().position(|p| p.name == n).map(|s| s as u8)),
        hints_allowed: true,
        connected: Vec::new(),
        deadline_ms: None,
        move_timeout_ms: None,
        rated: g.rated,
        rematch_offer: None,
        away_until_ms: None,
        perfect: None,
        code: None,
        tournament: None,
    };
    state.board = replay_board(&state, g.moves.len()).unwrap_or_default();
    state
}
