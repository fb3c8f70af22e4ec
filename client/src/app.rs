//! The model: everything the screen needs, and nothing about how it is drawn.
//! `update` changes it, `ui::view` reads it.

use std::collections::BTreeMap;
use std::time::Duration;

use chomp_engine::{Mark, Position, Variant};
use chomp_protocol::{
    GameId, GameState, HintsReply, HistoryGame, LeaderboardEntry, MoveRecord, PlayerRecord, Totals,
};

pub use crate::analysis_view::Analysis;
use crate::clock::MoveClock;
use crate::friends_view::FriendsView;
use crate::i18n::{Lang, Texts};
pub use crate::lobby_view::{CreateForm, FormField, LobbyFocus, LobbyView};
use crate::mirror::GameMirror;
use crate::reach::Failure;
pub use crate::replay::{archived_state, replay_board, replay_position};
use crate::text::cell_terminal_khmer;
use crate::tournament_wire::TourneyId;
use crate::tournaments_view::TournamentsView;

pub use crate::screen::{last_present, Screen};

/// The state of the link to the server, for the indicator and the banner.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    Connecting {
        attempt: u32,
    },
    Online,
    Lost {
        reason: String,
        retry_in: Duration,
    },
    /// No connection has worked yet and the last attempt failed: the
    /// banner names the address and why, and counts down to the next try
    /// (`retry_at_ms` is set from the first tick after the failure).
    Unreachable {
        failed: Failure,
        retry_in: Duration,
        retry_at_ms: Option<u64>,
    },
}

impl Link {
    pub fn is_online(&self) -> bool {
        matches!(self, Link::Online)
    }
}

/// A one-line message at the bottom of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub is_error: bool,
}

/// Where a game on the game screen came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameSource {
    /// Live from the server (played or watched).
    Live,
    /// A finished game from the history browser, for replay only.
    Archive,
}

/// A game on the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The game as the server describes it (or as the archive recorded it).
    pub state: GameMirror,
    pub source: GameSource,
    pub cursor: (usize, usize),
    /// The cell under the mouse, which previews like the cursor does.
    pub hover: Option<(usize, usize)>,
    /// Hints known for this game, by the number of moves played before the
    /// position they describe: live ones from the server, replayed ones
    /// computed in the client.
    pub hints: BTreeMap<u32, HintsReply>,
    /// In a finished game: show the board after this many moves.
    pub replay: Option<usize>,
    /// A first `X` was pressed; a second resigns.
    pub confirm_resign: bool,
    /// The server answered `busy` to the hints of this ply: `false` while
    /// the one retry waits, `true` once it was sent (no second one).
    pub hints_busy: Option<(u32, bool)>,
    /// What a terminal too small for the side pane shows in the board's
    /// place; Tab turns.
    pub pane: GamePane,
    /// The server's perfect-play analysis of an archived game: one mark
    /// per move (empty when there is none yet, and for live games).
    pub marks: Vec<Mark>,
}

/// The game screen's panes, one at a time on a small terminal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GamePane {
    #[default]
    Board,
    /// The players and result, the clock and the moves.
    Details,
    /// The hints panel, when hints are on.
    Hints,
}

impl GamePane {
    /// The pane after this one (or before it); the hints only when on.
    pub fn turn(self, forward: bool, hints: bool) -> GamePane {
        let order: &[GamePane] = if hints {
            &[GamePane::Board, GamePane::Details, GamePane::Hints]
        } else {
            &[GamePane::Board, GamePane::Details]
        };
        let n = order.len();
        let i = order.iter().position(|p| *p == self).unwrap_or(0);
        order[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}

impl GameView {
    pub fn new(state: GameState, source: GameSource) -> Self {
        let cursor = last_present(&state.board).unwrap_or((0, 0));
        GameView {
            state: GameMirror::new(state),
            source,
            cursor,
            hover: None,
            hints: BTreeMap::new(),
            replay: None,
            confirm_resign: false,
            hints_busy: None,
            pane: GamePane::Board,
            marks: Vec::new(),
        }
    }

    pub fn id(&self) -> GameId {
        self.state.id()
    }

    pub fn variant(&self) -> Option<Variant> {
        self.state.variant()
    }

    pub fn finished(&self) -> bool {
        self.state.finished()
    }

    /// Whether the receiver is a spectator of a live game.
    pub fn watching(&self) -> bool {
        self.source == GameSource::Live && self.state.you.is_none()
    }

    /// Whether the receiver holds a seat and it is that seat's turn.
    pub fn my_turn(&self) -> bool {
        self.source == GameSource::Live && self.state.my_turn()
    }

    /// The live position, rebuilt from the server's board.
    pub fn live_position(&self) -> Option<Position> {
        self.state.position()
    }

    /// How many moves lead to the board shown now.
    pub fn shown_ply(&self) -> u32 {
        match self.replay {
            Some(k) => k as u32,
            None => self.state.ply,
        }
    }

    /// The position shown now: the live one, or the replayed one.
    pub fn shown_position(&self) -> Option<Position> {
        match self.replay {
            Some(k) => replay_position(&self.state, k),
            None => self.live_position(),
        }
    }

    /// The `#`/`.` rows to draw: the live board, or the replayed one.
    pub fn shown_board(&self) -> Vec<String> {
        match self.replay {
            Some(k) => replay_board(&self.state, k).unwrap_or_else(|| self.state.board.clone()),
            None => self.state.board.clone(),
        }
    }

    /// Hints that belong to the board shown now.
    pub fn current_hints(&self) -> Option<&HintsReply> {
        self.hints.get(&self.shown_ply())
    }

    /// The cells the move under the mouse (or else the cursor) would remove.
    pub fn preview(&self) -> Vec<(usize, usize)> {
        if self.replay.is_some() || self.finished() {
            return Vec::new();
        }
        let Some(pos) = self.live_position() else {
            return Vec::new();
        };
        let (r, c) = self.hover.unwrap_or(self.cursor);
        pos.cells_removed_by(r, c)
    }
}

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

/// The link-key prompt (`a` in the lobby): which public key file lets
/// the player's SSH key log in under this name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyPrompt {
    /// The path as typed (`~/` is the home directory).
    pub path: String,
    /// The file is being read or `link_key` was sent: the answer is awaited.
    pub linking: bool,
    /// Why the last try failed (the file, or the server's refusal).
    pub error: Option<String>,
}

impl Default for KeyPrompt {
    fn default() -> Self {
        KeyPrompt {
            path: crate::key_file::DEFAULT_KEY_FILE.to_string(),
            linking: false,
            error: None,
        }
    }
}

/// The whole client state.
#[derive(Clone, Debug, PartialEq)]
pub struct App {
    pub lang: Lang,
    /// The name asked for; `me` is the name the server confirmed.
    pub name: String,
    pub me: Option<String>,
    pub server_name: Option<String>,
    /// The address we connect to, shown so a second terminal can join it.
    pub server_url: Option<String>,
    pub link: Link,
    /// The server said its host stopped it; the banner says so (instead
    /// of the connection errors that follow) until a connection succeeds.
    pub host_stopped: bool,
    /// A connection has worked since the start: a failure after it is a
    /// lost link, not an address that cannot be reached.
    pub ever_connected: bool,
    pub rtt: Option<Duration>,
    pub screen: Screen,
    pub lobby: LobbyView,
    pub game: Option<GameView>,
    /// A `create`, `join` or `rematch` was sent: its `game` frame opens the game screen.
    pub awaiting_game: bool,
    pub history: HistoryView,
    pub stats: StatsView,
    pub help: bool,
    /// The first line of the help text shown (it scrolls on a small
    /// terminal); kept within the text by `update`.
    pub help_scroll: usize,
    /// The player wants SG hints shown (kept across games).
    pub hints_wanted: bool,
    pub notice: Option<Notice>,
    /// Terminal size in columns and rows, for mapping mouse clicks.
    pub size: (u16, u16),
    /// Unfinished games in which we hold a seat: those the server listed
    /// at `welcome`, and any we sat down in since; a game leaves the list
    /// when it is over. `g` in the lobby goes back to the first.
    pub unfinished: Vec<GameId>,
    /// Set when the server runs inside this process.
    pub hosting: Option<Hosting>,
    /// The command friends type to play here over SSH (`ssh -p PORT
    /// NAME@HOST`), when this client hosts a server with an SSH door.
    pub ssh_command: Option<String>,
    /// A first `q` was pressed while others use our server; a second quits.
    pub confirm_quit: bool,
    /// Where this client keeps its name tokens, to say so when a name is
    /// refused for want of its token.
    pub token_file: Option<String>,
    /// The wall clock (milliseconds since the Unix epoch) as [`Msg::Tick`]
    /// last told it; the move clock counts down from it. `None` until told.
    ///
    /// [`Msg::Tick`]: crate::msg::Msg::Tick
    pub now_ms: Option<u64>,
    /// The link-key prompt, while it is open.
    pub key_prompt: Option<KeyPrompt>,
    /// This client runs on the player's own computer and may read the
    /// player's files (a public key). False when the server's SSH door
    /// runs it: its files would be the server's.
    pub local_files: bool,
    /// The service id the server named in `welcome`, for the `Service`
    /// tag of a saved game record.
    pub service: Option<String>,
    /// This session is a guest's (the server's SSH door, entered without a
    /// key): the lobby's first row says how to keep the name.
    pub guest: bool,
    /// Where the server's hard bot is proven perfect, as its welcome said
    /// (`ServerInfo::perfect_heights`); empty when it did not say.
    pub perfect_heights: BTreeMap<String, Vec<u32>>,
    /// Online list, challenges, the one-line prompt and chat.
    pub friends: FriendsView,
    /// Start by joining the private game of this code, once connected
    /// (`chomp --join CODE`; the SSH door's `name+CODE` user names).
    pub join_code: Option<String>,
    /// The analysis board and the new-game form's start prompt.
    pub analysis: Analysis,
    /// The Tournaments screen, and the tournament of the game on screen.
    pub tournaments: TournamentsView,
}

impl App {
    pub fn new(name: impl Into<String>, lang: Lang) -> Self {
        App {
            lang,
            name: name.into(),
            me: None,
            server_name: None,
            server_url: None,
            link: Link::Connecting { attempt: 1 },
            host_stopped: false,
            ever_connected: false,
            rtt: None,
            screen: Screen::Lobby,
            lobby: LobbyView::default(),
            game: None,
            awaiting_game: false,
            history: HistoryView::default(),
            stats: StatsView::default(),
            help: false,
            help_scroll: 0,
            hints_wanted: false,
            notice: None,
            size: (80, 24),
            unfinished: Vec::new(),
            hosting: None,
            ssh_command: None,
            confirm_quit: false,
            token_file: None,
            now_ms: None,
            key_prompt: None,
            local_files: false,
            service: None,
            guest: false,
            perfect_heights: BTreeMap::new(),
            friends: FriendsView::default(),
            join_code: None,
            analysis: Analysis::default(),
            tournaments: TournamentsView::default(),
        }
    }

    /// The move clock of the live game on screen, as of [`App::now_ms`]:
    /// the player to move's time left, for players and spectators alike.
    pub fn move_clock(&self) -> Option<MoveClock> {
        let g = self
            .game
            .as_ref()
            .filter(|g| g.source == GameSource::Live)?;
        MoveClock::of(g.state.state(), self.now_ms?)
    }

    /// Whether a clock is counting down on screen (a move clock, or the
    /// time to the next try at an unreachable server), so the screen must
    /// be redrawn every second even when nothing else happens.
    pub fn clock_ticking(&self) -> bool {
        matches!(self.link, Link::Unreachable { .. })
            || (self.screen == Screen::Game && self.move_clock().is_some_and(|c| c.left_ms > 0))
            || self.tournaments.counting_down(
                self.screen == Screen::Tournaments,
                self.game_tournament()
                    .filter(|_| self.screen == Screen::Game),
            )
    }

    /// The tournament the live game on screen is a pairing of.
    pub fn game_tournament(&self) -> Option<TourneyId> {
        self.game
            .as_ref()
            .filter(|g| g.source == GameSource::Live)
            .and_then(|g| g.state.state().tournament)
    }

    /// Whole seconds to the next try at an unreachable server, rounded
    /// up, as of [`App::now_ms`]; `None` until a tick set the time.
    pub fn seconds_to_retry(&self) -> Option<u64> {
        let Link::Unreachable {
            retry_at_ms: Some(at),
            ..
        } = &self.link
        else {
            return None;
        };
        Some(at.saturating_sub(self.now_ms?).div_ceil(1000))
    }

    pub fn hints_on(&self) -> bool {
        self.hints_wanted
    }

    pub fn toggle_hints(&mut self) {
        self.hints_wanted = !self.hints_wanted;
    }

    /// A player's display name for a seat of the shown game, with a bot's
    /// level in the UI language, or a hosted bot marked as a bot.
    pub fn seat_name(t: &Texts, state: &GameState, seat: u8) -> String {
        match state.players.get(seat as usize) {
            Some(p) => cell_terminal_khmer(&t.player(p)).into_owned(),
            None => "?".into(),
        }
    }

    /// The game `g` in the lobby goes back to: the one left open, or else
    /// an unfinished game of ours the server told of (at `welcome`, after a
    /// restart of the server or of this program).
    pub fn game_to_resume(&self) -> Option<GameId> {
        match &self.game {
            Some(g) => Some(g.id()),
            None => self.unfinished.first().copied(),
        }
    }

    /// Whether the server said its hard bot is proven perfect on a board
    /// (`None` when it did not say).
    pub fn bot_proven(&self, variant: &str, width: u32, height: u32) -> Option<bool> {
        let heights = self.perfect_heights.get(variant)?;
        let at = usize::try_from(width.checked_sub(1)?).ok()?;
        Some(heights.get(at).is_some_and(|&h| height <= h))
    }

    /// Whether quitting would stop a server others use: this process hosts
    /// it and someone else is online or a game is running.
    pub fn quitting_stops_others(&self) -> bool {
        self.hosting.is_some()
            && (self.lobby.online > 1
                || self.lobby.playing_count > 0
                || !self.lobby.running_games().is_empty())
    }
}

/// This client hosts the server it plays on (`chomp` without `--server`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// The address friends connect to.
    pub share_url: String,
}

/// A move as the history pane prints it: one-based `row.col`.
pub fn move_label(m: &MoveRecord) -> String {
    format!(
        "{}.{}",
        m.mv.row.saturating_add(1),
        m.mv.col.saturating_add(1)
    )
}
