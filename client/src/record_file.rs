//! A finished game of the history browser as its text record
//! (docs/RECORDS.md), and the file it is saved to: `chomp-<id>.txt` in the
//! directory the client was started in.

use std::path::{Path, PathBuf};

use chomp_engine::{GameRecord, GameResult, Position, RecordedMove, Variant};
use chomp_protocol::{HistoryGame, OverReason};

/// The record of `g`, with the server's marks when it has analysed the
/// game; `None` for a game whose variant or start this client cannot read.
pub fn record_text(g: &HistoryGame, service: &str) -> Option<String> {
    let variant: Variant = g.variant.parse().ok()?;
    let (w, h) = (g.width as usize, g.height as usize);
    let start = if g.start.is_empty() || g.start == "full" {
        Position::full(variant, w, h).ok()?
    } else {
        Position::parse(variant, w, h, &g.start).ok()?
    };
    let name = |seat: usize| {
        g.players
            .get(seat)
            .map_or_else(String::new, |p| p.name.clone())
    };
    let result = if g.reason == OverReason::Aborted {
        GameResult::Undecided
    } else {
        GameResult::won_by(usize::from(g.winner))
    };
    let termination = serde_json::to_value(g.reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    let mut record = GameRecord {
        start,
        first: name(0),
        second: name(1),
        result,
        rated: g.rated.unwrap_or(false),
        date: g.finished_at.clone(),
        service: service.to_string(),
        extra_tags: vec![
            ("Game".into(), g.game.to_string()),
            ("Termination".into(), termination),
        ],
        moves: g
            .moves
            .iter()
            .map(|m| RecordedMove {
                mv: m.mv,
                mark: None,
            })
            .collect(),
    };
    if let Some(a) = &g.analysis {
        record.annotate(&a.marks);
    }
    Some(record.to_string())
}

/// Writes the record of game `game` into `dir` as `chomp-<game>.txt`;
/// the full path written, or why not.
pub fn save(dir: &Path, game: u64, text: &str) -> std::io::Result<PathBuf> {
    let path = dir.join(format!("chomp-{game}.txt"));
    std::fs::write(&path, text)?;
    Ok(std::path::absolute(&path).unwrap_or(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_engine::{GameAnalysis, Mark, Move};
    use chomp_protocol::{MoveRecord, PlayerInfo, PlayerKind};
    use std::str::FromStr;

    fn game() -> HistoryGame {
        let mv = |ply: u32, r, c| MoveRecord {
            ply,
            seat: (ply % 2) as u8,
            mv: Move::new(r, c),
            removed: 1,
        };
        let player = |name: &str| PlayerInfo {
            name: name.into(),
            kind: PlayerKind::Human,
            level: None,
            guest: false,
        };
        HistoryGame {
            game: 12,
            variant: "chomp".into(),
            width: 3,
            height: 3,
            start: "3,3,3".into(),
            players: vec![player("ann"), player("bob")],
            winner: 0,
            reason: OverReason::Normal,
            moves: vec![
                mv(0, 1, 1),
                mv(1, 0, 2),
                mv(2, 2, 0),
                mv(3, 1, 0),
                mv(4, 0, 1),
            ],
            finished_at: "2026-11-27T02:13:49Z".into(),
            rated: Some(true),
            unrated: None,
            ratings: Vec::new(),
            analysis: Some(GameAnalysis::from_marks(vec![Mark::KeptWin; 5])),
        }
    }

    #[test]
    fn a_history_game_saves_a_record_the_engine_reads_back() {
        let text = record_text(&game(), "0f3c9a").unwrap();
        let back = GameRecord::from_str(&text).unwrap();
        assert_eq!((back.first.as_str(), back.second.as_str()), ("ann", "bob"));
        assert_eq!(back.result, GameResult::FirstWon);
        assert_eq!(back.moves.len(), 5);
        assert_eq!(back.moves[0].mark, Some(Mark::KeptWin));
        let dir = tempfile::tempdir().unwrap();
        let path = save(dir.path(), 12, &text).unwrap();
        assert!(path.ends_with("chomp-12.txt"));
        assert_eq!(std::fs::read_to_string(path).unwrap(), text);
    }
}
