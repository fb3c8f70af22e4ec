//! How typed values are written in database columns, the same words for
//! every backend (and the same as on the wire), and how the totals are kept
//! as named counters; one place, so two backends cannot drift apart.

use std::collections::HashMap;

use chomp_engine::Level;
use chomp_protocol::{
    FirstMover, GameRating, GameStatus, HistoryGame, LevelCounts, OverReason, Totals,
};

use super::records::game_ratings;
use super::StoreError;
use crate::model::{Seat, StoredGame};
use crate::rating::unrated_reason;

/// A finished game as `history` lists it, with the rating points it left
/// (by player name).
pub fn history_of(
    g: StoredGame,
    points: HashMap<String, GameRating>,
) -> Result<HistoryGame, StoreError> {
    let (Some(winner), Some(reason)) = (g.winner, g.reason) else {
        return Err(StoreError::Corrupt(format!(
            "finished game {} has no result",
            g.id
        )));
    };
    let unrated = unrated_reason(&g).map(str::to_string);
    let players: Vec<_> = g.seats.iter().flatten().map(Seat::info).collect();
    let ratings = game_ratings(&players, points);
    Ok(HistoryGame {
        game: g.id,
        variant: g.variant.as_str().to_string(),
        width: g.width,
        height: g.height,
        start: g.start,
        players,
        winner,
        reason,
        moves: g.moves,
        finished_at: g.finished_at.unwrap_or_default(),
        rated: Some(g.rated && reason != OverReason::Aborted),
        unrated,
        ratings,
        analysis: None,
    })
}

/// A seat's columns, as every backend writes them: name, level, hosted bot.
pub fn seat_cols(seat: &Option<Seat>) -> (Option<&str>, Option<&str>, bool) {
    match seat {
        Some(s) => (
            Some(s.name.as_str()),
            s.level.map(Level::as_str),
            s.hosted_bot,
        ),
        None => (None, None, false),
    }
}

/// A seat read back from its columns (the reverse of [`seat_cols`]); who
/// played as a guest is in a column of its own (`store::guest_seats`).
pub fn seat_from_cols(name: Option<String>, level: Option<&str>, hosted_bot: bool) -> Option<Seat> {
    name.map(|name| Seat {
        name,
        level: level.and_then(|l| l.parse().ok()),
        hosted_bot,
        guest: false,
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

/// Who sat in a seat, as the totals see it: a built-in bot's level, or a
/// hosted bot (a player whose `hello` said `"bot": true`); neither is a
/// person.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sitter<'a> {
    pub level: Option<&'a str>,
    pub hosted_bot: bool,
    /// The hosted bot's name, for its row in `hosted_bots`.
    pub name: Option<&'a str>,
}

impl<'a> Sitter<'a> {
    pub const PERSON: Sitter<'static> = Sitter {
        level: None,
        hosted_bot: false,
        name: None,
    };

    pub fn bot(level: &'a str) -> Self {
        Sitter {
            level: Some(level),
            hosted_bot: false,
            name: None,
        }
    }

    pub fn hosted_bot(name: &'a str) -> Self {
        Sitter {
            level: None,
            hosted_bot: true,
            name: Some(name),
        }
    }

    fn is_bot(self) -> bool {
        self.level.is_some() || self.hosted_bot
    }
}

/// One finished game's share of the totals, from who sat in its seats,
/// its winner and reason. A game with a bot in a seat (built-in or hosted)
/// is a game against a bot, never human-vs-human; `per_level` counts only
/// built-in levels (a hosted bot has none). An aborted game counts only as
/// aborted, so a throwaway name cannot farm wins for its opponent or a bot.
pub fn one_game(
    variant: &str,
    seats: [Sitter<'_>; 2],
    winner: Option<u8>,
    reason: Option<OverReason>,
) -> Totals {
    if reason == Some(OverReason::Aborted) {
        return Totals {
            aborted: 1,
            ..Totals::default()
        };
    }
    let won = |seat: u8| winner == Some(seat);
    let bots = [seats[0].is_bot(), seats[1].is_bot()];
    let bot_won = (bots[0] && won(0)) || (bots[1] && won(1));
    let human_won = (!bots[0] && won(0)) || (!bots[1] && won(1));
    let mut one = Totals {
        games: 1,
        human_vs_human: u64::from(!bots[0] && !bots[1]),
        human_wins_vs_bots: u64::from(human_won && (bots[0] || bots[1])),
        bot_wins: u64::from(bot_won),
        ..Totals::default()
    };
    one.per_variant.insert(variant.to_string(), 1);
    if let Some(level) = seats[0].level.or(seats[1].level) {
        let counts = LevelCounts {
            games: 1,
            human_wins: u64::from(human_won),
            bot_wins: u64::from(bot_won),
        };
        one.per_level.insert(level.to_string(), counts);
    }
    // A hosted bot's row: its wins, and its opponents' wins against it.
    for (at, seat) in seats.iter().enumerate() {
        if let (true, Some(name)) = (seat.hosted_bot, seat.name) {
            let counts = LevelCounts {
                games: 1,
                human_wins: u64::from(won(1 - at as u8)),
                bot_wins: u64::from(won(at as u8)),
            };
            one.hosted_bots.insert(name.to_string(), counts);
        }
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
    for (name, c) in &t.hosted_bots {
        rows.push((format!("hosted:{name}:games"), n(c.games)));
        rows.push((format!("hosted:{name}:human_wins"), n(c.human_wins)));
        rows.push((format!("hosted:{name}:bot_wins"), n(c.bot_wins)));
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
                    .or_else(|| {
                        key.strip_prefix("hosted:")
                            .and_then(|rest| rest.rsplit_once(':'))
                    })
                {
                    let c = if key.starts_with("hosted:") {
                        t.hosted_bots.entry(level.to_string()).or_default()
                    } else {
                        t.per_level.entry(level.to_string()).or_default()
                    };
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
        let person = Sitter::PERSON;
        let mut t = one_game("ichomp", [person, Sitter::bot("hard")], Some(0), None);
        let more = one_game("chomp", [person, person], Some(1), Some(OverReason::Normal));
        t.games += more.games;
        t.human_vs_human += more.human_vs_human;
        let aborted = one_game(
            "chomp",
            [person, person],
            Some(1),
            Some(OverReason::Aborted),
        );
        assert_eq!(aborted.games + aborted.human_vs_human, 0);
        assert!(aborted.per_variant.is_empty());
        t.aborted += aborted.aborted;
        t.per_variant.insert("chomp".into(), 1);
        assert_eq!(totals_from(counters(&t)), t);
        assert_eq!(t.per_level["hard"].human_wins, 1);
        assert_eq!(t.human_wins_vs_bots, 1);
        assert_eq!(t.aborted, 1);
    }

    /// A hosted bot in a seat makes a game against a bot: the person's win
    /// is a human win against bots, the hosted bot's a bot win, and neither
    /// counts as human-vs-human nor under a level.
    #[test]
    fn a_hosted_bot_counts_as_a_bot() {
        let (person, hosted) = (Sitter::PERSON, Sitter::hosted_bot("hal"));
        let lost = one_game("chomp", [hosted, person], Some(1), None);
        assert_eq!(
            (
                lost.games,
                lost.human_vs_human,
                lost.human_wins_vs_bots,
                lost.bot_wins
            ),
            (1, 0, 1, 0)
        );
        assert!(lost.per_level.is_empty());
        // It has a row of its own: its loss is its opponent's win.
        let row = &lost.hosted_bots["hal"];
        assert_eq!((row.games, row.human_wins, row.bot_wins), (1, 1, 0));
        let won = one_game("chomp", [person, hosted], Some(1), None);
        assert_eq!(
            (won.human_vs_human, won.human_wins_vs_bots, won.bot_wins),
            (0, 0, 1)
        );
        // Against a built-in bot, whoever wins, a bot won.
        let bots = one_game("chomp", [hosted, Sitter::bot("easy")], Some(0), None);
        assert_eq!((bots.human_wins_vs_bots, bots.bot_wins), (0, 1));
        assert_eq!(bots.per_level["easy"].bot_wins, 1);
        assert_eq!(bots.per_level["easy"].human_wins, 0);
    }
}
