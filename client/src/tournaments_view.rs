//! The state of the Tournaments screen (`T` in the lobby): the list, the
//! create form, the standings of the tournament followed, and which
//! tournament the game on screen belongs to. `update::tournaments`
//! changes it, `ui::tournaments` draws it.

use chomp_engine::{Position, Variant};
use chomp_protocol::tournaments::{MAX_ARENA_MINUTES, MAX_STARTS_IN_SECS, MAX_TOURNAMENT_BOTS};
use chomp_protocol::{ClientMsg, Level, Start, TournamentFormat, TournamentSpec};

use crate::tournament_wire::{Tourney, TourneyId};

/// The longest tournament name the server takes, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 40;

/// What the screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TourneyMode {
    #[default]
    List,
    /// The create form.
    Create,
    /// The standings of [`TournamentsView::open`].
    Standings,
}

/// A field of the create form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourneyField {
    Format,
    Name,
    Variant,
    Width,
    Height,
    Start,
    Minutes,
    StartsIn,
    Easy,
    Medium,
    Hard,
    Create,
}

impl TourneyField {
    pub const ALL: [TourneyField; 12] = [
        TourneyField::Format,
        TourneyField::Name,
        TourneyField::Variant,
        TourneyField::Width,
        TourneyField::Height,
        TourneyField::Start,
        TourneyField::Minutes,
        TourneyField::StartsIn,
        TourneyField::Easy,
        TourneyField::Medium,
        TourneyField::Hard,
        TourneyField::Create,
    ];
}

/// Why the form cannot be sent, checked before the server is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// The name is empty, too long or holds control characters.
    Name,
    /// The board is no board of this variant (the engine's reason, English).
    Board,
    /// An arena's minutes are out of range.
    Minutes,
    /// The start is later than a day away.
    StartsIn,
    /// More server bots than a tournament takes.
    Bots,
}

/// The create form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourneyForm {
    pub field: usize,
    pub format: TournamentFormat,
    pub name: String,
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    pub start: Start,
    /// An arena's length.
    pub minutes: u32,
    /// Minutes from now to the start.
    pub starts_in: u32,
    /// The server bots to enter, easy, medium and hard (each level once).
    pub bots: [bool; 3],
    /// Why the last try was refused, by this client or the server, as one
    /// sentence in the reader's language.
    pub error: Option<String>,
}

impl Default for TourneyForm {
    fn default() -> Self {
        TourneyForm {
            field: 0,
            format: TournamentFormat::Arena,
            name: String::new(),
            variant: Variant::Chomp,
            width: 6,
            height: 5,
            start: Start::Full,
            minutes: 30,
            starts_in: 1,
            bots: [false; 3],
            error: None,
        }
    }
}

impl TourneyForm {
    pub fn current(&self) -> TourneyField {
        TourneyField::ALL[self.field.min(TourneyField::ALL.len() - 1)]
    }

    /// Whether a field applies to the format chosen (a round robin has
    /// no minutes): the cursor skips the others.
    pub fn applies(&self, field: TourneyField) -> bool {
        field != TourneyField::Minutes || self.format == TournamentFormat::Arena
    }

    /// The server bots chosen, as levels.
    pub fn levels(&self) -> Vec<Level> {
        [Level::Easy, Level::Medium, Level::Hard]
            .into_iter()
            .zip(self.bots)
            .filter_map(|(l, on)| on.then_some(l))
            .collect()
    }

    /// The `tournament_create` of the form, or why it cannot be sent.
    pub fn request(&self) -> Result<ClientMsg, FormProblem> {
        let name = self.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_TOURNAMENT_NAME || name.chars().any(char::is_control) {
            return Err(FormProblem::Name);
        }
        Position::check_size(self.variant, self.width as usize, self.height as usize)
            .map_err(|_| FormProblem::Board)?;
        let arena = self.format == TournamentFormat::Arena;
        if arena && !(1..=MAX_ARENA_MINUTES).contains(&self.minutes) {
            return Err(FormProblem::Minutes);
        }
        let starts_in = self.starts_in.saturating_mul(60);
        if starts_in > MAX_STARTS_IN_SECS {
            return Err(FormProblem::StartsIn);
        }
        let bots = self.levels();
        if bots.len() > MAX_TOURNAMENT_BOTS {
            return Err(FormProblem::Bots);
        }
        Ok(ClientMsg::TournamentCreate(Box::new(TournamentSpec {
            format: self.format,
            name: name.to_string(),
            variant: self.variant.as_str().to_string(),
            width: self.width,
            height: self.height,
            start: Some(self.start.clone()),
            minutes: arena.then_some(self.minutes),
            starts_in: Some(starts_in),
            bots,
        })))
    }
}

/// Everything of the Tournaments screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TournamentsView {
    pub mode: TourneyMode,
    /// The last `tournaments` answer; `loading` until it came.
    pub list: Vec<Tourney>,
    pub list_sel: usize,
    pub loading: bool,
    pub form: TourneyForm,
    /// The tournament whose standings are followed (watched or entered).
    pub open: Option<TourneyId>,
    /// Its last frame.
    pub current: Option<Tourney>,
    /// The selected line of the standings (to watch that entrant's game).
    pub standings_sel: usize,
    /// The game on screen is our pairing in this tournament: when it
    /// ends, the client goes back to its standings.
    pub game_of: Option<(TourneyId, u64)>,
    /// Our pairing in this tournament started while we played another
    /// game: `P` switches to it, and the end of that game opens it.
    pub waiting: Option<(TourneyId, u64)>,
    /// The last frame of every tournament heard of, by id, for the name
    /// and the end time of a pairing's tournament.
    pub known: Vec<Tourney>,
}

impl TournamentsView {
    /// Keeps a tournament's frame: as the one followed, in the list, and
    /// among those known.
    pub fn absorb(&mut self, t: Tourney) {
        if let Some(row) = self.list.iter_mut().find(|x| x.tournament == t.tournament) {
            let entrants = t.entrant_count() as u32;
            *row = Tourney {
                standings: Vec::new(),
                entrants,
                ..t.clone()
            };
        }
        if self.open == Some(t.tournament) {
            let n = t.standings.len();
            self.standings_sel = self.standings_sel.min(n.saturating_sub(1));
            self.current = Some(t.clone());
        }
        match self.known.iter_mut().find(|x| x.tournament == t.tournament) {
            Some(k) => *k = t,
            None => self.known.push(t),
        }
    }

    /// The last frame heard of tournament `id`.
    pub fn find(&self, id: TourneyId) -> Option<&Tourney> {
        self.current
            .as_ref()
            .filter(|t| t.tournament == id)
            .or_else(|| self.known.iter().find(|t| t.tournament == id))
            .or_else(|| self.list.iter().find(|t| t.tournament == id))
    }

    /// Whether a countdown of this screen is shown (`on_screen`: the
    /// Tournaments screen is; `game_of`: the tournament of the game on
    /// screen), so the screen is redrawn every second.
    pub fn counting_down(&self, on_screen: bool, game_of: Option<TourneyId>) -> bool {
        let shown = if on_screen {
            match self.mode {
                TourneyMode::List => return !self.list.is_empty(),
                TourneyMode::Standings => self.current.as_ref(),
                TourneyMode::Create => None,
            }
        } else {
            game_of.and_then(|id| self.find(id))
        };
        shown.is_some_and(|t| t.is_waiting() || (t.is_running() && t.ends_at_ms.is_some()))
    }

    /// The tournament selected in the list.
    pub fn selected(&self) -> Option<&Tourney> {
        self.list.get(self.list_sel)
    }
}

/// Milliseconds as `m:ss`, or `h:mm:ss` from an hour.
pub fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, s % 3600 / 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// What counts down for a tournament as of `now`: the time to its start
/// while it waits, the time left while an arena runs (`None` otherwise).
pub fn countdown(t: &Tourney, now_ms: u64) -> Option<(bool, u64)> {
    if t.is_waiting() && t.starts_at_ms > 0 {
        return Some((true, t.starts_at_ms.saturating_sub(now_ms)));
    }
    let ends = t.ends_at_ms.filter(|_| t.is_running())?;
    Some((false, ends.saturating_sub(now_ms)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_checks_before_sending() {
        let mut f = TourneyForm::default();
        assert_eq!(f.request(), Err(FormProblem::Name));
        f.name = "Friday".into();
        f.bots = [true, false, true];
        let Ok(ClientMsg::TournamentCreate(spec)) = f.request() else {
            panic!("{:?}", f.request())
        };
        assert_eq!(spec.minutes, Some(30));
        assert_eq!(spec.starts_in, Some(60));
        assert_eq!(spec.bots, vec![Level::Easy, Level::Hard]);
        f.minutes = 0;
        assert_eq!(f.request(), Err(FormProblem::Minutes));
        f.format = TournamentFormat::RoundRobin;
        let Ok(ClientMsg::TournamentCreate(spec)) = f.request() else {
            panic!("{:?}", f.request())
        };
        assert_eq!(spec.minutes, None);
        f.starts_in = 24 * 60 + 1;
        assert_eq!(f.request(), Err(FormProblem::StartsIn));
        f.starts_in = 0;
        f.variant = Variant::IChomp;
        f.width = 1;
        assert_eq!(f.request(), Err(FormProblem::Board));
    }

    #[test]
    fn clocks_read_well() {
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(59_001), "1:00");
        assert_eq!(clock_text(3_725_000), "1:02:05");
    }
}
