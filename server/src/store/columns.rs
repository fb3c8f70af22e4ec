//! How typed values are written in database columns, the same words for
//! every backend (and the same as on the wire), and how the totals are kept
//! as named counters; one place, so two backends cannot drift apart.

use chomp_protocol::{FirstMover, GameStatus, HistoryGame, LevelCounts, OverReason, Totals};

use super::StoreError;
use crate::model::{Seat, StoredGame};

/// A finished game as `history` lists it.
pub fn history_of(g: StoredGame) -> Result<HistoryGame, StoreError> {
    let (Some(winner), Some(reason)) = (g.winner, g.reason) else {
        return Err(StoreError::Corrupt(format!(
            "finished game {} has no result",
            g.id
        )));
    };
    Ok(HistoryGame {
        game: g.id,
        variant: g.variant.as_str().to_string(),
        width: g.width,
        height: g.height,
        start: g.start,
        players: g.seats.iter().flatten().map(Seat::info).collect(),
        winner,
        reason,
        moves: g.moves,
        finished_at: g.finished_at.unwrap_or_default(),
    })
}

pub fn first_str(f: FirstMover) -> &'static str {
    match f {
        FirstMover::Me => "me",
        FirstMover::Opponent => "opponent",
        FirstMover::Random => "random",
    }
}

pub fn parse_first(s: &str) -> Result<FirstMover, StoreError> {
    match s {
        "me" => Ok(FirstMover::Me),
        "opponent" => Ok(FirstMover::Opponent),
        "random" => Ok(FirstMover::Random),
        other => Err(StoreError::Corrupt(format!(
            "unknown first mover '{other}'"
        ))),
    }
}

pub fn status_str(s: GameStatus) -> &'static str {
    match s {
        GameStatus::Waiting => "waiting",
        GameStatus::Playing => "playing",
        GameStatus::Finished => "finished",
    }
}

pub fn parse_status(s: &str) -> Result<GameStatus, StoreError> {
    match s {
        "waiting" => Ok(GameStatus::Waiting),
        "playing" => Ok(GameStatus::Playing),
        "finished" => Ok(GameStatus::Finished),
        other => Err(StoreError::Corrupt(format!(
            "unknown game status '{other}'"
        ))),
    }
}

pub fn reason_str(r: OverReason) -> &'static str {
    match r {
        OverReason::Normal => "normal",
        OverReason::Resign => "resign",
        OverReason::Abandon => "abandon",
        OverReason::Aborted => "aborted",
        OverReason::Timeout => "timeout",
    }
}

pub fn parse_reason(s: &str) -> Result<OverReason, StoreError> {
    match s {
        "normal" => Ok(OverReason::Normal),
        "resign" => Ok(OverReason::Resign),
        "abandon" => Ok(OverReason::Abandon),
        "aborted" => Ok(OverReason::Aborted),
        "timeout" => Ok(OverReason::Timeout),
        other => Err(StoreError::Corrupt(format!(
            "unknown result reason '{other}'"
        ))),
    }
}

/// One finished game's share of the totals, from its bot levels (`None` for
/// a person), winner and reason. An aborted game counts only as aborted, so
/// a throwaway name cannot farm wins for its opponent or a bot.
pub fn one_game(
    variant: &str,
    levels: [Option<&str>; 2],
    winner: Option<u8>,
    reason: Option<OverReason>,
) -> Totals {
    if reason == Some(OverReason::Aborted) {
        return Totals {
            aborted: 1,
            ..Totals::default()
        };
    }
    let [l0, l1] = levels;
    let bot_won = (l0.is_some() && winner == Some(0)) || (l1.is_some() && winner == Some(1));
    let human_won = (l0.is_none() && winner == Some(0)) || (l1.is_none() && winner == Some(1));
    let mut one = Totals {
        games: 1,
        human_vs_human: u64::from(l0.is_none() && l1.is_none()),
        human_wins_vs_bots: u64::from(
            (l0.is_none() && l1.is_some() && winner == Some(0))
                || (l1.is_none() && l0.is_some() && winner == Some(1)),
        ),
        bot_wins: u64::from(bot_won),
        ..Totals::default()
    };
    one.per_variant.insert(variant.to_string(), 1);
    if let Some(level) = l0.or(l1) {
        let counts = LevelCounts {
            games: 1,
            human_wins: u64::from(human_won),
            bot_wins: u64::from(bot_won),
        };
        one.per_level.insert(level.to_string(), counts);
    }
    one
}

/// Totals as named counters (the rows of the `tally` table).
pub fn counters(t: &Totals) -> Vec<(String, i64)> {
    let n = |v: u64| v as i64;
    let mut rows = vec![
        ("games".to_string(), n(t.games)),
        ("human_vs_human".to_string(), n(t.human_vs_human)),
        ("human_wins_vs_bots".to_string(), n(t.human_wins_vs_bots)),
        ("bot_wins".to_string(), n(t.bot_wins)),
        ("aborted".to_string(), n(t.aborted)),
    ];
    for (variant, count) in &t.per_variant {
        rows.push((format!("variant:{variant}"), n(*count)));
    }
    for (level, c) in &t.per_level {
        rows.push((format!("level:{level}:games"), n(c.games)));
        rows.push((format!("level:{level}:human_wins"), n(c.human_wins)));
        rows.push((format!("level:{level}:bot_wins"), n(c.bot_wins)));
    }
    rows
}

/// The totals from named counters, the reverse of [`counters`].
pub fn totals_from(rows: impl IntoIterator<Item = (String, i64)>) -> Totals {
    let mut t = Totals::default();
    for (key, n) in rows {
        let n = n.max(0) as u64;
        match key.as_str() {
            "games" => t.games = n,
            "human_vs_human" => t.human_vs_human = n,
            "human_wins_vs_bots" => t.human_wins_vs_bots = n,
            "bot_wins" => t.bot_wins = n,
            "aborted" => t.aborted = n,
            _ => {
                if let Some(variant) = key.strip_prefix("variant:") {
                    t.per_variant.insert(variant.to_string(), n);
                } else if let Some((level, what)) = key
                    .strip_prefix("level:")
                    .and_then(|rest| rest.rsplit_once(':'))
                {
                    let c = t.per_level.entry(level.to_string()).or_default();
                    match what {
                        "games" => c.games = n,
                        "human_wins" => c.human_wins = n,
                        "bot_wins" => c.bot_wins = n,
                        _ => {}
                    }
                }
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_and_unknown_ones_are_refused() {
        for f in [FirstMover::Me, FirstMover::Opponent, FirstMover::Random] {
            assert_eq!(parse_first(first_str(f)).unwrap(), f);
        }
        for s in [
            GameStatus::Waiting,
            GameStatus::Playing,
            GameStatus::Finished,
        ] {
            assert_eq!(parse_status(status_str(s)).unwrap(), s);
        }
        for r in [
            OverReason::Normal,
            OverReason::Resign,
            OverReason::Abandon,
            OverReason::Aborted,
            OverReason::Timeout,
        ] {
            assert_eq!(parse_reason(reason_str(r)).unwrap(), r);
        }
        assert!(parse_first("both").is_err());
        assert!(parse_status("lost").is_err());
        assert!(parse_reason("boredom").is_err());
    }

    #[test]
    fn counters_round_trip() {
        let mut t = one_game("ichomp", [None, Some("hard")], Some(0), None);
        let more = one_game("chomp", [None, None], Some(1), Some(OverReason::Normal));
        t.games += more.games;
        t.human_vs_human += more.human_vs_human;
        let aborted = one_game("chomp", [None, None], Some(1), Some(OverReason::Aborted));
        assert_eq!(aborted.games + aborted.human_vs_human, 0);
        assert!(aborted.per_variant.is_empty());
        t.aborted += aborted.aborted;
        t.per_variant.insert("chomp".into(), 1);
        assert_eq!(totals_from(counters(&t)), t);
        assert_eq!(t.per_level["hard"].human_wins, 1);
        assert_eq!(t.human_wins_vs_bots, 1);
        assert_eq!(t.aborted, 1);
    }
}
