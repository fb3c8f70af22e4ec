//! One session's terminal on the client side: its transport, a terminal
//! emulator fed with everything it receives, the bytes counted and the
//! frames timed.

use std::num::NonZeroU16;
use std::time::{Duration, Instant};

use anyhow::{bail, Result};

use super::figures::FrameMeter;
use super::io::{Io, COLS, ROWS};

/// How long a session waits for the screen to show what it expects.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(20);

pub struct Term {
    pub io: Io,
    pub parser: vt100::Parser,
    /// Every byte received.
    pub received: u64,
    pub meter: FrameMeter,
}

impl Term {
    pub fn new(io: Io) -> Term {
        Term {
            io,
            parser: vt100::Parser::new(nonzero(ROWS), nonzero(COLS), 0),
            received: 0,
            meter: FrameMeter::new(),
        }
    }

    pub fn screen(&self) -> &vt100::Screen {
        self.parser.screen()
    }

    /// Reads one piece of output if one comes before `until`: `Ok(true)`
    /// when one came, `Ok(false)` when the time is up, `Err` when the
    /// session ended.
    pub async fn read_until(&mut self, until: Instant) -> Result<bool> {
        let left = until.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, self.io.recv()).await {
            Ok(Some(data)) => {
                let now = Instant::now();
                if self.io.frames_visible() {
                    self.meter.frame(now);
                }
                self.received += data.len() as u64;
                self.parser.process(&data);
                Ok(true)
            }
            Ok(None) => bail!("the session ended"),
            Err(_) => Ok(false),
        }
    }

    /// Reads until the screen satisfies `done`; an error after
    /// [`ANSWER_TIMEOUT`], saying what was awaited.
    pub async fn wait_for(
        &mut self,
        what: &str,
        done: impl Fn(&vt100::Screen) -> bool,
    ) -> Result<()> {
        let until = Instant::now() + ANSWER_TIMEOUT;
        while !done(self.screen()) {
            if !self.read_until(until).await? {
                // The screen's own words say what went wrong (a refusal, a
                // notice, the wrong screen).
                let shown: Vec<String> = self
                    .screen()
                    .rows(0, self.screen().size().1.get())
                    .map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "))
                    .filter(|r| !r.is_empty())
                    .collect();
                bail!(
                    "the screen did not show {what} within {ANSWER_TIMEOUT:?}; it showed: {}",
                    shown.join(" | ")
                );
            }
        }
        Ok(())
    }

    /// Reads whatever comes until `until` (a player looking at the screen).
    pub async fn watch_until(&mut self, until: Instant) -> Result<()> {
        while self.read_until(until).await? {}
        Ok(())
    }
}

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap_or(NonZeroU16::MIN)
}
