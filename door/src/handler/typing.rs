//! What the player sends once playing: keys and window changes, each
//! packet charged to the connection's input budget.

use russh::server::Session;
use russh::{ChannelId, Disconnect};

use super::Conn;
use crate::budget::Charge;
use crate::screens::clamped;
use chomp_server::facade::ClosedFor;

impl Conn {
    /// A window change: the session draws the new size (within the
    /// address's share of screen cells).
    pub(super) fn resize(
        &mut self,
        channel: ChannelId,
        cols: u32,
        rows: u32,
        session: &mut Session,
    ) {
        if !self.pay(session) {
            return;
        }
        let Some(chan) = self.channels.get_mut(&channel) else {
            return;
        };
        let (Some(size), Some(screen)) = (&chan.size, &mut chan.screen) else {
            return;
        };
        let asked = clamped(cols, rows);
        // Only the last size matters: the session reads the latest when it
        // draws, so a flood of window changes is one redraw a frame.
        if screen.resize(asked) {
            size.send_replace(asked);
        }
    }

    /// Keys typed: read from the bytes and handed to the session's loop.
    pub(super) async fn typed(&mut self, channel: ChannelId, data: &[u8], session: &mut Session) {
        if !self.pay(session) {
            return;
        }
        let Some(chan) = self.channels.get_mut(&channel) else {
            return;
        };
        let Some(input) = chan.input.clone() else {
            return;
        };
        for event in chan.keys.feed(data) {
            if input.send(event).await.is_err() {
                break;
            }
        }
    }

    /// Charges one packet of input (keys or a window change); false when
    /// it is dropped, and the connection is closed when it keeps sending
    /// over its budget (`budget`).
    fn pay(&mut self, session: &mut Session) -> bool {
        match self.budget.charge() {
            Charge::Paid => true,
            Charge::Dropped(scope) => {
                self.door.host.metrics().rate_limited(scope);
                false
            }
            Charge::Close(scope) => {
                let metrics = self.door.host.metrics();
                metrics.rate_limited(scope);
                metrics.closed(ClosedFor::Flood);
                let _ = session.disconnect(
                    Disconnect::ByApplication,
                    "This connection sent keys or window changes too fast and was closed.",
                    "",
                );
                false
            }
        }
    }
}
