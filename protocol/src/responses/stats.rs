//! The statistics frames: totals, a player's record and ratings, the
//! leaderboard and finished games (`stats`, `leaderboard`, `history`).

use std::collections::BTreeMap;

use chomp_engine::GameAnalysis;
use serde::{Deserialize, Serialize};

use super::seats::{MoveRecord, OverReason, PlayerInfo};
use crate::floats::{any_f64, opt_f64};
use crate::ids::GameId;

/// Games and results counted by bot level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCounts {
    pub games: u64,
    pub human_wins: u64,
    pub bot_wins: u64,
}

/// Totals over all finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub games: u64,
    pub human_wins_vs_bots: u64,
    pub bot_wins: u64,
    pub human_vs_human: u64,
    /// Addition: games aborted before each player had moved; they are not
    /// counted in any other total.
    #[serde(default)]
    pub aborted: u64,
    /// Finished games per variant (`chomp`, `ichomp`).
    #[serde(default)]
    pub per_variant: BTreeMap<String, u64>,
    /// Games against bots per level (`easy`, `medium`, `hard`).
    #[serde(default)]
    pub per_level: BTreeMap<String, LevelCounts>,
    /// Addition: games against each hosted bot (a program that said
    /// `"bot": true` in `hello`), by its name: `bot_wins` are the hosted
    /// bot's wins, `human_wins` its opponents'. A game between a hosted bot
    /// and a server level counts under both.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hosted_bots: BTreeMap<String, LevelCounts>,
}

/// One player's record.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub player: String,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    /// The rating of the variant named by `variant` (the one the player
    /// played most; Chomp for a player without games).
    #[serde(deserialize_with = "any_f64")]
    pub rating: f64,
    /// Addition: the deviation of `rating` (Glicko-2's RD, grown by the
    /// time since the player's last rated game of the variant).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub rd: Option<f64>,
    /// Addition: whether `rating` is provisional (RD 110 or more; shown `1500?`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provisional: Option<bool>,
    /// Addition: the variant whose rating `rating` is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Addition: the player's rating in each variant they have played.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ratings: BTreeMap<String, VariantRating>,
    /// Addition: whether the player is a bot (a server level or a hosted bot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<bool>,
    /// Addition: finished games (not aborted) in which the player moved
    /// first, and how many of them they won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub as_first: Option<MoverCounts>,
    /// Addition: the same for the games in which the player moved second.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub as_second: Option<MoverCounts>,
    /// Addition: the longest run of wins in a row, over all variants.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longest_streak: Option<u64>,
    /// Addition: results against each opponent, most games first (at most
    /// [`OPPONENTS_LEN`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opponents: Vec<OpponentRecord>,
    /// Addition: the rating after each of the player's last finished games
    /// (at most [`RATING_HISTORY_LEN`]), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rating_history: Vec<RatingPoint>,
    /// Addition: the player's finished games per UTC day, for the last
    /// [`GAMES_PER_DAY_LEN`] days with games, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games_per_day: Vec<DayCount>,
    /// Addition: the player's accuracy in each of their last analysed
    /// finished games that gave them a proven winning position (at most
    /// [`ACCURACY_HISTORY_LEN`] games looked at), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accuracy_history: Vec<AccuracyPoint>,
}

/// How many of a player's last finished games `stats` looks at for
/// `accuracy_history`.
pub const ACCURACY_HISTORY_LEN: u32 = 50;

/// A player's accuracy in one finished game: of their moves in positions
/// proven won, how many kept the win.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccuracyPoint {
    pub game: GameId,
    /// When the game finished (UTC, RFC 3339).
    pub at: String,
    pub variant: String,
    pub kept: u32,
    pub in_winning: u32,
}

/// A player's rating in one variant.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct VariantRating {
    #[serde(deserialize_with = "any_f64")]
    pub rating: f64,
    #[serde(deserialize_with = "any_f64")]
    pub rd: f64,
    pub provisional: bool,
    /// Glicko-2's volatility: how erratic the results have been.
    #[serde(default, deserialize_with = "any_f64")]
    pub volatility: f64,
    /// Finished games of the variant (rated or not, not aborted).
    pub games: u64,
    #[serde(default)]
    pub wins: u64,
    #[serde(default)]
    pub losses: u64,
}

/// Games played in one seat order, and how many of them were won.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoverCounts {
    pub games: u64,
    pub wins: u64,
}

/// A player's results against one opponent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpponentRecord {
    pub name: String,
    #[serde(default)]
    pub bot: bool,
    pub played: u64,
    pub won: u64,
    pub lost: u64,
}

/// How many opponents `stats` lists at most.
pub const OPPONENTS_LEN: usize = 20;

/// How many points of a player's rating history `stats` returns.
pub const RATING_HISTORY_LEN: u32 = 100;

/// How many days of games per day `stats` returns.
pub const GAMES_PER_DAY_LEN: u32 = 30;

/// A player's rating after one finished game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub game: GameId,
    #[serde(deserialize_with = "any_f64")]
    pub rating: f64,
    /// When the game finished (UTC, RFC 3339).
    pub at: String,
    /// Addition: the game's variant (one rating per variant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Addition: the deviation after the game.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub rd: Option<f64>,
    /// Addition: how much the game moved the rating; absent when the game
    /// was unrated (the point then repeats the rating before it).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub change: Option<f64>,
}

/// Finished games on one UTC day (`YYYY-MM-DD`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayCount {
    pub day: String,
    pub games: u64,
}

/// The `stats` frame: totals, or one player's record when `player` was asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum StatsReply {
    Player(PlayerRecord),
    Totals(Totals),
}

/// A leaderboard row: games, wins and losses are of the board's variant.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LeaderboardEntry {
    pub name: String,
    #[serde(deserialize_with = "any_f64")]
    pub rating: f64,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    /// Addition: the rating's deviation (at most 75 on a leaderboard).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub rd: Option<f64>,
    /// Addition: whether the player is a bot (a server level or a hosted bot).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
}

/// A finished game with its moves (`history` frame).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryGame {
    pub game: GameId,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    /// Start position in the notation of RULES.md.
    pub start: String,
    pub players: Vec<PlayerInfo>,
    pub winner: u8,
    pub reason: OverReason,
    pub moves: Vec<MoveRecord>,
    /// RFC 3339 UTC time.
    pub finished_at: String,
    /// Addition: whether the result moved ratings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
    /// Addition: why an unrated game was unrated: `aborted` (ended before
    /// each player had moved), `board` (a board or start that tests
    /// nobody), `repeat` (the two had played each other rated too often
    /// that day); a client shows a word it does not know as plain "unrated".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<String>,
    /// Addition: per entry of `players`, that player's rating of the
    /// variant after the game and what the game did to it (`null` for a
    /// player without a record).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<Option<GameRating>>,
    /// Addition: the perfect-play analysis of the game once the server has
    /// made it (shortly after the game ends): one mark per move, in the
    /// order of `moves`, and the accuracy of the player who moved first
    /// and of the one who moved second (docs/PROTOCOL.md, "The HTTP API").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<GameAnalysis>,
}

/// One player's rating after a game, and how the game moved it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameRating {
    #[serde(deserialize_with = "any_f64")]
    pub rating: f64,
    #[serde(deserialize_with = "any_f64")]
    pub rd: f64,
    /// How much the game moved the rating; absent when it did not.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_f64"
    )]
    pub change: Option<f64>,
}
