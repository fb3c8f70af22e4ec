//! The history browser's and the statistics screen's part of the model:
//! the records the server sent, and what of them is shown.

use std::collections::BTreeMap;

use chomp_protocol::{HistoryGame, LeaderboardEntry, PlayerRecord, Totals};

/// Whose finished games the history browser lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Whose {
    #[default]
    Mine,
    All,
    Player(String),
}

/// The history browser.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HistoryView {
    pub whose: Whose,
    /// A player name being typed after `/`.
    pub typing: Option<String>,
    pub games: Vec<HistoryGame>,
    pub selected: usize,
    pub loading: bool,
}

/// The statistics screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatsView {
    pub record: Option<PlayerRecord>,
    pub totals: Option<Totals>,
    pub leaderboard: Vec<LeaderboardEntry>,
    /// On a small terminal the screen shows one page at a time (see
    /// [`StatsPage`]); Tab turns them.
    pub page: StatsPage,
    /// The first leaderboard row shown on a small terminal.
    pub scroll: usize,
    /// The leaderboard of each variant (`chomp`, `ichomp`), when the
    /// server sent them, and whether iChomp's is shown (`v`).
    pub leaderboards: BTreeMap<String, Vec<LeaderboardEntry>>,
    pub ichomp_board: bool,
}

impl StatsView {
    /// The leaderboard shown: iChomp's or Chomp's (`leaderboard` from a
    /// server that sends only the one).
    pub fn shown_leaderboard(&self) -> &[LeaderboardEntry] {
        match (self.ichomp_board, self.leaderboards.get("ichomp")) {
            (true, Some(rows)) => rows,
            (true, None) => &[],
            (false, _) => &self.leaderboard,
        }
    }

    /// `leaderboard · iChomp`: the leaderboard's title with its game.
    pub fn leaderboard_title(&self, leaderboard: &str) -> String {
        let game = if self.ichomp_board { "iChomp" } else { "Chomp" };
        format!("{leaderboard} · {game}")
    }
}

/// The pages of the statistics screen on a terminal too small for all of
/// it at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatsPage {
    #[default]
    Record,
    Leaderboard,
    Charts,
    /// One's rating over time and games per day, once the server kept some.
    Progress,
}

impl StatsPage {
    pub const ALL: [StatsPage; 4] = [
        StatsPage::Record,
        StatsPage::Leaderboard,
        StatsPage::Charts,
        StatsPage::Progress,
    ];

    /// The next page (or the previous one), round.
    pub fn turn(self, forward: bool) -> StatsPage {
        let n = Self::ALL.len();
        let i = Self::ALL.iter().position(|p| *p == self).unwrap_or(0);
        Self::ALL[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}
