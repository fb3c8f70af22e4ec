//! The lobby screen's model: what it lists (read from the lobby's mirror),
//! which pane has the keys, and the create-game form. Beside `app.rs`,
//! which re-exports it, so the model of the whole client stays one read.

use chomp_engine::Variant;
use chomp_protocol::{FirstMover, GameStatus, Level, LobbyGame, Opponent, Start, Totals};

/// Which part of the lobby receives the keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyFocus {
    Open,
    Running,
    Form,
}

/// The fields of the create-game form, in display order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormField {
    Variant,
    Width,
    Height,
    Opponent,
    Start,
    First,
    Create,
}

impl FormField {
    pub const ALL: [FormField; 7] = [
        FormField::Variant,
        FormField::Width,
        FormField::Height,
        FormField::Opponent,
        FormField::Start,
        FormField::First,
        FormField::Create,
    ];
}

/// The create-game form. iChomp defaults to a random start: a full board with
/// even sides is always lost for the first mover (its quadrants cancel in pairs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateForm {
    pub field: usize,
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    pub opponent: Opponent,
    pub start: Start,
    pub first: FirstMover,
}

impl Default for CreateForm {
    fn default() -> Self {
        CreateForm {
            field: 0,
            variant: Variant::Chomp,
            width: 7,
            height: 5,
            opponent: Opponent::Bot {
                level: Level::Medium,
            },
            start: Start::Full,
            first: FirstMover::Me,
        }
    }
}

impl CreateForm {
    pub fn current(&self) -> FormField {
        FormField::ALL[self.field.min(FormField::ALL.len() - 1)]
    }
}

/// The lobby's data and cursor.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LobbyView {
    pub online: u32,
    pub totals: Totals,
    /// How many games are open / running on the server; a busy server lists
    /// only some of them in `games`.
    pub open_count: u32,
    pub playing_count: u32,
    /// The listing as the server's frames built it (deltas included).
    pub mirror: crate::lobby_mirror::LobbyMirror,
    pub focus: Option<LobbyFocus>,
    pub open_sel: usize,
    pub running_sel: usize,
    pub form: CreateForm,
}

impl LobbyView {
    /// Takes the counts from the mirror after a lobby frame was applied.
    /// The games themselves are read from the mirror where they are shown:
    /// copying the listing on every delta cost a tenth of the SSH door's
    /// CPU with 500 sessions (each following a lobby of hundreds of games).
    pub fn refresh(&mut self) {
        self.online = self.mirror.online;
        self.totals = self.mirror.totals.clone();
        self.open_count = self.mirror.open_count;
        self.playing_count = self.mirror.playing_count;
        let open = self.open_games().len();
        let running = self.running_games().len();
        self.open_sel = self.open_sel.min(open.saturating_sub(1));
        self.running_sel = self.running_sel.min(running.saturating_sub(1));
    }

    /// Games with a free seat.
    pub fn open_games(&self) -> Vec<&LobbyGame> {
        self.mirror
            .games
            .values()
            .filter(|g| g.status == GameStatus::Waiting)
            .collect()
    }

    /// Games being played, which anyone may watch.
    pub fn running_games(&self) -> Vec<&LobbyGame> {
        self.mirror
            .games
            .values()
            .filter(|g| g.status == GameStatus::Playing)
            .collect()
    }

    pub fn focus(&self) -> LobbyFocus {
        self.focus.unwrap_or(LobbyFocus::Form)
    }
}
