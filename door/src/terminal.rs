//! The player's terminal as seen from the server: a writer whose bytes go
//! to the SSH channel (ratatui's crossterm backend writes its commands into
//! it, as into a local terminal), the escape sequences that set the
//! terminal up and put it back, and what the terminal's `TERM` allows.

use std::io::{self, Write};

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::QueueableCommand;
use tokio::sync::mpsc;

/// Frames that may wait for the SSH connection at once; a client that
/// leaves more unsent is not reading its screen, and its session ends
/// rather than holding memory for it.
pub const QUEUED_FRAMES: usize = 64;

/// Collects what one frame writes; `flush` (which ratatui calls at the end
/// of every draw) hands the frame to the task that sends it.
pub struct ChannelWriter {
    frame: Vec<u8>,
    out: mpsc::Sender<Vec<u8>>,
}

impl ChannelWriter {
    pub fn new(out: mpsc::Sender<Vec<u8>>) -> Self {
        ChannelWriter {
            frame: Vec::new(),
            out,
        }
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.frame.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.frame.is_empty() {
            return Ok(());
        }
        let frame = std::mem::take(&mut self.frame);
        self.out.try_send(frame).map_err(|e| match e {
            mpsc::error::TrySendError::Full(_) => {
                io::Error::other("the SSH client does not read its screen")
            }
            mpsc::error::TrySendError::Closed(_) => {
                io::Error::new(io::ErrorKind::BrokenPipe, "the SSH channel is closed")
            }
        })
    }
}

/// Alternate screen, mouse reporting on, cursor hidden, screen cleared: as
/// the local client's terminal guard sets up.
pub fn enter(w: &mut impl Write) -> io::Result<()> {
    w.queue(EnterAlternateScreen)?
        .queue(EnableMouseCapture)?
        .queue(Hide)?
        .queue(Clear(ClearType::All))?;
    w.flush()
}

/// Mouse reporting off, cursor shown, alternate screen left: the player's
/// terminal as it was.
pub fn leave(w: &mut impl Write) -> io::Result<()> {
    w.queue(DisableMouseCapture)?
        .queue(Show)?
        .queue(LeaveAlternateScreen)?;
    w.flush()
}

/// Whether a terminal of this `TERM` shows colours. The UI uses only the
/// 16 named colours, which every colour terminal has; terminals without
/// colour get none (bold and reverse still mark what is selected).
pub fn has_colour(term: &str) -> bool {
    let term = term.to_ascii_lowercase();
    !(term.is_empty() || term == "dumb" || term.starts_with("vt") || term.ends_with("-m"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_is_sent_whole_at_flush_and_a_full_queue_is_an_error() {
        let (tx, mut rx) = mpsc::channel(1);
        let mut w = ChannelWriter::new(tx);
        w.write_all(b"ab").unwrap();
        w.write_all(b"c").unwrap();
        w.flush().unwrap();
        w.flush().unwrap();
        assert_eq!(rx.try_recv().unwrap(), b"abc");
        w.write_all(b"d").unwrap();
        w.flush().unwrap();
        w.write_all(b"e").unwrap();
        assert!(w.flush().is_err(), "the reader is behind");
    }

    #[test]
    fn leaving_shows_the_cursor_and_stops_the_mouse_and_alternate_screen() {
        let mut out = Vec::new();
        leave(&mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("\x1b[?25h"), "{text:?}");
        assert!(text.contains("\x1b[?1049l"), "{text:?}");
        assert!(text.contains("\x1b[?1000l"), "{text:?}");
    }

    #[test]
    fn colour_follows_term() {
        assert!(has_colour("xterm-256color"));
        assert!(has_colour("screen"));
        assert!(has_colour("linux"));
        assert!(!has_colour("dumb"));
        assert!(!has_colour("vt100"));
        assert!(!has_colour(""));
    }
}
