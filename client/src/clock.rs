//! The move clock as the game screen draws it: how long the player to move
//! has left, out of the server's move timeout, from the `deadline_ms` of the
//! last `game`/`moved` frame and the wall clock the app was last told
//! ([`crate::msg::Msg::Tick`]), so the view stays a pure function of the
//! model and a test can fix "now".

use std::time::{SystemTime, UNIX_EPOCH};

use chomp_protocol::{GameState, GameStatus};

/// Under this much time left the clock turns to its warning colour.
pub const WARN_BELOW_MS: u64 = 30_000;

/// The server's default `--move-timeout`, for servers that do not send
/// `move_timeout_ms` (the gauge's full length; a longer time left stretches it).
pub const DEFAULT_TIMEOUT_MS: u64 = 600_000;

/// How often the screen is redrawn while a clock runs.
pub const TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The running move clock of a game, as of one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveClock {
    /// Milliseconds until the player to move loses by timeout (0 once past).
    pub left_ms: u64,
    /// The whole time for a move, never less than `left_ms`.
    pub total_ms: u64,
}

impl MoveClock {
    /// The clock of `state` at `now_ms` (milliseconds since the Unix
    /// epoch): `None` when none runs (waiting or finished games, a bot to
    /// move, a server without a clock).
    pub fn of(state: &GameState, now_ms: u64) -> Option<MoveClock> {
        if state.status != GameStatus::Playing {
            return None;
        }
        let deadline = state.deadline_ms?;
        let left_ms = deadline.saturating_sub(now_ms);
        let total_ms = state
            .move_timeout_ms
            .filter(|&t| t > 0)
            .map_or(DEFAULT_TIMEOUT_MS, u64::from)
            .max(left_ms);
        Some(MoveClock { left_ms, total_ms })
    }

    /// The share of the move's time still left, from 1 down to 0.
    pub fn ratio(&self) -> f64 {
        if self.total_ms == 0 {
            return 0.0;
        }
        (self.left_ms as f64 / self.total_ms as f64).clamp(0.0, 1.0)
    }

    /// Whether so little is left that the clock should catch the eye.
    pub fn warning(&self) -> bool {
        self.left_ms < WARN_BELOW_MS
    }

    /// The time left as `m:ss`, rounded up to the second (it shows `0:00`
    /// only once time is up).
    pub fn text(&self) -> String {
        let secs = self.left_ms.div_ceil(1000);
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// The wall clock now, in milliseconds since the Unix epoch (what
/// `deadline_ms` is measured in).
pub fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::GameStatus;

    fn state(deadline_ms: Option<u64>, move_timeout_ms: Option<u32>) -> GameState {
        GameState {
            game: 1,
            variant: "chomp".into(),
            width: 3,
            height: 2,
            board: vec!["###".into(), "###".into()],
            players: vec![],
            to_move: 0,
            ply: 0,
            moves: vec![],
            status: GameStatus::Playing,
            winner: None,
            reason: None,
            start: String::new(),
            you: None,
            hints_allowed: false,
            connected: vec![],
            deadline_ms,
            move_timeout_ms,
            rated: None,
            rematch_offer: None,
            away_until_ms: None,
            perfect: None,
            code: None,
            tournament: None,
        }
    }

    #[test]
    fn time_left_counts_down_to_zero_and_warns_late() {
        let s = state(Some(1_000_000), Some(600_000));
        let c = MoveClock::of(&s, 1_000_000 - 600_000).unwrap();
        assert_eq!(
            (c.text(), c.ratio(), c.warning()),
            ("10:00".into(), 1.0, false)
        );
        let c = MoveClock::of(&s, 1_000_000 - 272_400).unwrap();
        assert_eq!(c.text(), "4:33", "rounded up to the second");
        assert!((c.ratio() - 0.454).abs() < 1e-9);
        let c = MoveClock::of(&s, 1_000_000 - 30_000).unwrap();
        assert!(!c.warning(), "30 s is not yet a warning");
        let c = MoveClock::of(&s, 1_000_000 - 29_999).unwrap();
        assert_eq!((c.text(), c.warning()), ("0:30".into(), true));
        let c = MoveClock::of(&s, 1_000_000 + 5_000).unwrap();
        assert_eq!((c.left_ms, c.text(), c.ratio()), (0, "0:00".into(), 0.0));
    }

    #[test]
    fn no_clock_without_a_deadline_or_a_running_game() {
        assert_eq!(MoveClock::of(&state(None, Some(600_000)), 0), None);
        let mut done = state(Some(10_000), Some(600_000));
        done.status = GameStatus::Finished;
        assert_eq!(MoveClock::of(&done, 0), None);
    }

    #[test]
    fn an_old_server_without_the_timeout_gets_the_default_span() {
        let c = MoveClock::of(&state(Some(300_000), None), 0).unwrap();
        assert_eq!(c.total_ms, DEFAULT_TIMEOUT_MS);
        assert!((c.ratio() - 0.5).abs() < 1e-9);
        // More time left than the default: the gauge stretches, never overflows.
        let c = MoveClock::of(&state(Some(3_600_000), None), 0).unwrap();
        assert_eq!(
            (c.total_ms, c.ratio(), c.text()),
            (3_600_000, 1.0, "60:00".into())
        );
    }
}
