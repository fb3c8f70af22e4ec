//! The Tournaments screen's create form: moving between fields, changing
//! one by a step, typing the name, and sending it once it checks.

use chomp_engine::Variant;
use chomp_protocol::{Start, TournamentFormat};
use crossterm::event::{KeyCode, KeyEvent};

use super::requests::{request, CREATE};
use crate::app::App;
use crate::i18n::texts;
use crate::msg::Command;
use crate::tournaments_view::{
    FormProblem, TourneyField, TourneyForm, TourneyMode, MAX_TOURNAMENT_NAME,
};

pub(super) fn form_key(app: &mut App, key: &KeyEvent) -> Vec<Command> {
    let form = &mut app.tournaments.form;
    let count = TourneyField::ALL.len();
    let step_field = |fwd: bool, form: &mut TourneyForm| loop {
        form.field = if fwd {
            (form.field + 1) % count
        } else {
            (form.field + count - 1) % count
        };
        if form.applies(form.current()) {
            break;
        }
    };
    let on_name = form.current() == TourneyField::Name;
    match key.code {
        KeyCode::Esc => {
            app.tournaments.mode = TourneyMode::List;
            return Vec::new();
        }
        KeyCode::Enter => return submit(app),
        KeyCode::Up | KeyCode::BackTab => step_field(false, form),
        KeyCode::Down | KeyCode::Tab => step_field(true, form),
        KeyCode::Backspace if on_name => {
            form.name.pop();
        }
        KeyCode::Char(c) if on_name => push_letter(form, c),
        KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('-') => change(form, false),
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Char('+') | KeyCode::Char(' ') => {
            if form.current() == TourneyField::Create {
                return submit(app);
            }
            change(form, true)
        }
        KeyCode::Char('q') => app.tournaments.mode = TourneyMode::List,
        _ => {}
    }
    Vec::new()
}

/// A letter typed into the name, up to the longest name the server takes.
fn push_letter(form: &mut TourneyForm, c: char) {
    if form.name.chars().count() < MAX_TOURNAMENT_NAME && !c.is_control() {
        form.name.push(c);
    }
}

/// Changes the field under the cursor by one step.
fn change(form: &mut TourneyForm, fwd: bool) {
    let step = |v: u32, lo: u32, hi: u32, by: u32| {
        if fwd {
            v.saturating_add(by).min(hi)
        } else {
            v.saturating_sub(by).max(lo)
        }
    };
    let lo = if form.variant == Variant::IChomp {
        2
    } else {
        1
    };
    match form.current() {
        TourneyField::Format => {
            // The ladder is the server's own: a client creates an arena
            // or a round robin.
            form.format = match form.format {
                TournamentFormat::Arena => TournamentFormat::RoundRobin,
                TournamentFormat::RoundRobin | TournamentFormat::Ladder => TournamentFormat::Arena,
            }
        }
        TourneyField::Variant => {
            form.variant = match form.variant {
                Variant::Chomp => Variant::IChomp,
                Variant::IChomp => Variant::Chomp,
            };
            let lo = if form.variant == Variant::IChomp {
                2
            } else {
                1
            };
            form.width = form.width.max(lo);
            form.height = form.height.max(lo);
        }
        TourneyField::Width => form.width = step(form.width, lo, 32, 1),
        TourneyField::Height => form.height = step(form.height, lo, 32, 1),
        TourneyField::Start => {
            form.start = match form.start {
                Start::Full => Start::Random,
                _ => Start::Full,
            }
        }
        TourneyField::Minutes => form.minutes = step(form.minutes, 5, 720, 5),
        TourneyField::StartsIn => form.starts_in = step(form.starts_in, 0, 24 * 60, 1),
        TourneyField::Easy => form.bots[0] = !form.bots[0],
        TourneyField::Medium => form.bots[1] = !form.bots[1],
        TourneyField::Hard => form.bots[2] = !form.bots[2],
        TourneyField::Name | TourneyField::Create => {}
    }
    form.error = None;
}

fn submit(app: &mut App) -> Vec<Command> {
    let t = texts(app.lang);
    match app.tournaments.form.request() {
        Ok(msg) => {
            app.tournaments.form.error = None;
            vec![request(CREATE, msg)]
        }
        Err(problem) => {
            let id = match problem {
                FormProblem::Name => "tour-bad-name",
                FormProblem::Board => "tour-bad-board",
                FormProblem::Minutes => "tour-bad-minutes",
                FormProblem::StartsIn => "tour-bad-starts-in",
                FormProblem::Bots => "tour-bad-bots",
            };
            app.tournaments.form.error = Some(t.fmt(id, &[]));
            Vec::new()
        }
    }
}
