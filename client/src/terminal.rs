//! The terminal guard: raw mode, alternate screen and mouse capture on
//! creation, all undone on drop, and also on a panic of the UI's thread
//! (through a panic hook), so the user's shell is never left broken.

use std::io::{self, Stdout};

use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;

use crate::anchored::Anchored;
use ratatui::Terminal;

/// The terminal, with cells a terminal may measure differently anchored
/// to their columns (see [`crate::anchored`]).
pub type Term = Terminal<Anchored<CrosstermBackend<Stdout>>>;

/// Owns the set-up terminal; dropping it restores the terminal.
pub struct TerminalGuard {
    pub terminal: Term,
}

/// Puts the terminal back as it was. Safe to call more than once.
fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, DisableMouseCapture);
    let _ = execute!(io::stdout(), crossterm::cursor::Show);
}

impl TerminalGuard {
    pub fn new() -> io::Result<Self> {
        // Only a panic of the thread that owns the terminal (the UI's,
        // which ends the program) puts it back: a panic in a task on
        // another thread (the embedded server's) must leave raw mode on,
        // or the host's keys stop working under a screen still drawn.
        let owner = std::thread::current().id();
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().id() == owner {
                restore();
            }
            previous(info);
        }));
        enable_raw_mode()?;
        let set_up = execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)
            .and_then(|_| Terminal::new(Anchored::new(CrosstermBackend::new(io::stdout()))));
        match set_up {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}
