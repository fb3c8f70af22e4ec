//! The model: everything the screen needs, and nothing about how it is drawn.
//! `update` changes it, `ui::view` reads it.
use std::collections::BTreeMap;
use std::time::Duration;

use chomp_protocol::{GameId, GameState, MoveRecord};

pub use crate::analysis_view::Analysis;
use crate::clock::MoveClock;
use crate::friends_view::FriendsView;
pub use crate::game_view::{GamePane, GameSource, GameView};
use crate::i18n::{Lang, Texts};
use crate::key_file::DEFAULT_KEY_FILE;
pub use crate::lobby_view::{CreateForm, FormField, LobbyFocus, LobbyView};
use crate::reach::Failure;
pub use crate::records_view::{HistoryView, StatsPage, StatsView, Whose};
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
            path: DEFAULT_KEY_FILE.to_string(),
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
