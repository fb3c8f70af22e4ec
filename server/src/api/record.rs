//! A stored game as the engine's text record (docs/RECORDS.md): the
//! required tags, the server's `Game` and `Termination`, and the analysis
//! marks as comments when the game has been analysed.

use chomp_engine::{GameAnalysis, GameRecord, GameResult, Position, PositionError, RecordedMove};
use chomp_protocol::OverReason;

use crate::model::StoredGame;

/// The word `Termination` says for each way a game ends (the wire's).
fn termination(reason: Option<OverReason>) -> String {
    reason
        .and_then(|r| serde_json::to_value(r).ok())
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| "unknown".into())
}

/// The record of a finished game; fails only on a start the engine cannot read.
pub fn of_game(
    game: &StoredGame,
    analysis: Option<&GameAnalysis>,
    service: &str,
) -> Result<GameRecord, PositionError> {
    let start = Position::parse(
        game.variant,
        game.width as usize,
        game.height as usize,
        &game.start,
    )?;
    let name = |seat: usize| {
        game.seats[seat]
            .as_ref()
            .map_or_else(String::new, |s| s.name.clone())
    };
    let result = match (game.reason, game.winner) {
        (Some(OverReason::Aborted), _) | (_, None) => GameResult::Undecided,
        (_, Some(w)) => GameResult::won_by(usize::from(w)),
    };
    let mut record = GameRecord {
        start,
        first: name(0),
        second: name(1),
        result,
        rated: game.rated,
        date: game.finished_at.clone().unwrap_or_default(),
        service: service.to_string(),
        extra_tags: vec![
            ("Game".into(), game.id.to_string()),
            ("Termination".into(), termination(game.reason)),
        ],
        moves: game
            .moves
            .iter()
            .map(|m| RecordedMove {
                mv: m.mv,
                mark: None,
            })
            .collect(),
    };
    if let Some(a) = analysis {
        record.annotate(&a.marks);
    }
    Ok(record)
}
