//! When the run loop may draw. Two rules: at most [`MOST_PER_SECOND`]
//! frames in any second, whatever comes (a busy lobby redraws hundreds of
//! viewers on every push, over SSH on the server's own CPU), and frames
//! spaced [`MIN_FRAME`] apart, so a stream of pushes or ticks is drawn
//! smoothly instead of in bursts. The answer to a request a typed key sent
//! is the exception to the spacing (never to the cap): it is drawn the
//! moment it comes, even right after a clock tick's frame. Before, a move
//! whose answer came within 34 ms of such a frame waited out the rest of
//! the interval, and the SSH door's key-to-redraw p99 was that wait
//! (26 ms) rather than the server's work.

use std::collections::VecDeque;
use std::time::Duration;

use chomp_protocol::ServerMsg;
use tokio::time::Instant;

use crate::msg::{Msg, NetEvent};

/// The shortest time between two frames that answer no key: 34 ms (33
/// would let 31 fall within one second).
pub const MIN_FRAME: Duration = Duration::from_millis(34);

/// The most frames drawn in any one second.
pub const MOST_PER_SECOND: usize = 30;

const SECOND: Duration = Duration::from_secs(1);

/// The loop's frame clock: the last frames drawn, and the request a typed
/// key sent whose answer the next frame waits for. Without that wait, the
/// key's own frame (often unchanged: Enter on the board changes nothing
/// until the server answers) is drawn at once and the answer, a
/// millisecond later, waits out [`MIN_FRAME`] behind it: over SSH every
/// move then showed 33 ms late. Holding the frame until the answer (at
/// most one interval) draws the answer at once and never draws more
/// often than before.
#[derive(Default)]
pub struct Pace {
    /// When the last (at most [`MOST_PER_SECOND`]) frames were drawn.
    drawn: VecDeque<Instant>,
    /// When a typed key sent a request not answered yet.
    asked: Option<Instant>,
    /// What the server sent after such a request came: it may be drawn
    /// without waiting for the spacing.
    answered: bool,
}

impl Pace {
    /// When the next frame may be drawn.
    pub fn due(&self, now: Instant) -> Instant {
        // The cap: the frame after a full second's worth waits until the
        // oldest of them is a second old.
        let capped = match self.drawn.front() {
            Some(&oldest) if self.drawn.len() >= MOST_PER_SECOND => (oldest + SECOND).max(now),
            _ => now,
        };
        if self.answered {
            return capped;
        }
        let spaced = self
            .drawn
            .back()
            .map_or(capped, |&last| capped.max(last + MIN_FRAME));
        self.asked.map_or(spaced, |at| spaced.max(at + MIN_FRAME))
    }

    /// A typed key sent a request; a flood of them holds no longer than
    /// the first one.
    pub fn sent(&mut self, now: Instant) {
        self.asked.get_or_insert(now);
    }

    /// Anything the server sends but the lobby's pushes (which answer no
    /// key) may be the answer, and ends the wait; a frame from the server
    /// that ends it is drawn without waiting for the spacing.
    pub fn seen(&mut self, msg: &Msg) {
        if matches!(msg, Msg::Net(_)) && !is_lobby_push(msg) && self.asked.take().is_some() {
            self.answered = matches!(msg, Msg::Net(NetEvent::Frame(_)));
        }
    }

    /// A frame was drawn at `at`: it shows whatever came.
    pub fn drawn(&mut self, at: Instant) {
        self.drawn.push_back(at);
        while self.drawn.len() > MOST_PER_SECOND {
            self.drawn.pop_front();
        }
        self.asked = None;
        self.answered = false;
    }
}

/// A lobby frame (the whole lobby or a delta): pushed to every lobby
/// subscriber whenever any game starts or ends, never an answer to a key.
pub fn is_lobby_push(msg: &Msg) -> bool {
    matches!(
        msg,
        Msg::Net(NetEvent::Frame(r))
            if matches!(r.msg, ServerMsg::Lobby { .. } | ServerMsg::LobbyDelta { .. })
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::Reply;

    fn frame(msg: ServerMsg) -> Msg {
        Msg::Net(NetEvent::Frame(Reply::push(msg)))
    }

    fn delta() -> ServerMsg {
        ServerMsg::LobbyDelta {
            version: 2,
            from: 1,
            games: Vec::new(),
            removed: Vec::new(),
            online: 1,
            open_count: 0,
            playing_count: 0,
            totals: None,
        }
    }

    #[test]
    fn a_request_holds_the_frame_for_its_answer_but_not_for_the_lobby() {
        let now = Instant::now();
        let mut pace = Pace::default();
        assert_eq!(pace.due(now), now, "nothing asked, nothing held");
        pace.sent(now);
        pace.sent(now + Duration::from_millis(20));
        assert_eq!(pace.due(now), now + MIN_FRAME, "held from the first key");
        pace.seen(&frame(delta()));
        assert_eq!(pace.due(now), now + MIN_FRAME, "a lobby push is no answer");
        pace.seen(&Msg::Net(NetEvent::Rtt(Duration::from_millis(1))));
        assert_eq!(pace.due(now), now, "anything else may be the answer");
        // The spacing still holds after a frame: a later due is kept.
        pace.sent(now);
        pace.drawn(now);
        let later = now + Duration::from_millis(10);
        assert_eq!(pace.due(later), now + MIN_FRAME);
        pace.drawn(now + MIN_FRAME);
        assert_eq!(pace.due(now + MIN_FRAME * 2), now + MIN_FRAME * 2);
    }

    #[test]
    fn an_answer_right_after_a_tick_is_drawn_at_once() {
        let t0 = Instant::now();
        let mut pace = Pace::default();
        pace.drawn(t0); // a clock tick's frame
        let enter = t0 + Duration::from_millis(5);
        pace.sent(enter);
        assert_eq!(
            pace.due(enter),
            enter + MIN_FRAME,
            "the key's own frame waits"
        );
        pace.seen(&frame(ServerMsg::Pong));
        let answer = t0 + Duration::from_millis(6);
        assert_eq!(
            pace.due(answer),
            answer,
            "the answer does not wait for the tick's spacing"
        );
        pace.drawn(answer);
        assert_eq!(
            pace.due(answer),
            answer + MIN_FRAME,
            "the next frame is spaced again"
        );
    }

    #[test]
    fn never_more_than_thirty_frames_in_a_second() {
        let t0 = Instant::now();
        let mut pace = Pace::default();
        // Answers as fast as they come: each drawn at once, up to the cap.
        let mut at = t0;
        let mut times = Vec::new();
        for _ in 0..100 {
            pace.sent(at);
            pace.seen(&frame(ServerMsg::Pong));
            at = pace.due(at);
            times.push(at);
            pace.drawn(at);
            at += Duration::from_millis(1);
        }
        for (i, &start) in times.iter().enumerate() {
            let within = times[i..]
                .iter()
                .take_while(|&&t| t < start + SECOND)
                .count();
            assert!(
                within <= MOST_PER_SECOND,
                "{within} frames within a second of frame {i}"
            );
        }
        // Frames that answer nothing are spaced: at most 30 in a second too.
        let mut pace = Pace::default();
        let mut at = t0;
        let mut plain = Vec::new();
        for _ in 0..60 {
            at = pace.due(at);
            plain.push(at);
            pace.drawn(at);
        }
        assert!(plain.windows(2).all(|w| w[1] - w[0] >= MIN_FRAME));
        let first_second = plain.iter().take_while(|&&t| t < t0 + SECOND).count();
        assert_eq!(first_second, 30);
    }
}
