//! What a player types, as the SSH channel carries it (the bytes a
//! terminal sends), turned into the crossterm key and mouse events the
//! client's `update` already handles. The parsing is `terminput`'s (the
//! parser crossterm itself uses for a local terminal, as a library that
//! reads any byte slice), converted by `terminput-crossterm`.

use std::io;
use std::time::Duration;

use crossterm::event::Event;
use futures::Stream;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// A frame's time: window changes closer together than this are drawn
/// once, at the last size. Each one used to redraw the whole screen.
pub const FRAME: Duration = Duration::from_millis(50);

/// The escape byte that starts most sequences.
const ESC: u8 = 0x1b;

/// Most bytes one unfinished sequence may hold; a longer one is garbage.
const MAX_PENDING: usize = 64;

/// Bytes of a sequence that has not ended yet, kept for the next packet.
#[derive(Default)]
pub struct KeyReader {
    pending: Vec<u8>,
}

impl KeyReader {
    /// The events in `data` (with what an earlier packet left unfinished).
    /// A lone escape byte at the end of a packet is the Esc key: a terminal
    /// sends a sequence in one write, so only Esc stands alone.
    pub fn feed(&mut self, data: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (i, &byte) in data.iter().enumerate() {
            self.pending.push(byte);
            let more = i + 1 < data.len();
            if self.pending == [ESC] && more {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(event)) => {
                    self.pending.clear();
                    if let Ok(event) = terminput_crossterm::to_crossterm(event) {
                        events.push(event);
                    }
                }
                Ok(None) if self.pending.len() < MAX_PENDING => {}
                Ok(None) | Err(_) => self.pending.clear(),
            }
        }
        events
    }
}

/// A session's input as the client's loop reads it: keys and mouse
/// events in the order typed, and the terminal's size when it changed, at
/// most once per [`FRAME`] (only the last size asked in that time).
pub struct Inputs {
    keys: mpsc::Receiver<Event>,
    size: watch::Receiver<(u16, u16)>,
    sizes_open: bool,
    next_resize: Instant,
}

impl Inputs {
    pub fn new(keys: mpsc::Receiver<Event>, size: watch::Receiver<(u16, u16)>) -> Self {
        Inputs {
            keys,
            size,
            sizes_open: true,
            next_resize: Instant::now(),
        }
    }

    /// The next event; `None` once the channel's keys end.
    async fn next(&mut self) -> Option<Event> {
        loop {
            let (due, sizes_open) = (self.next_resize, self.sizes_open);
            tokio::select! {
                biased;
                key = self.keys.recv() => return key,
                changed = resized(&mut self.size, due), if sizes_open => match changed {
                    Ok(()) => {
                        let (cols, rows) = *self.size.borrow_and_update();
                        self.next_resize = Instant::now() + FRAME;
                        return Some(Event::Resize(cols, rows));
                    }
                    Err(_) => self.sizes_open = false,
                },
            }
        }
    }

    /// The events as the client's loop takes them.
    pub fn into_stream(self) -> impl Stream<Item = io::Result<Event>> + Unpin {
        Box::pin(futures::stream::unfold(self, |mut inputs| async move {
            let event = inputs.next().await?;
            Some((Ok(event), inputs))
        }))
    }
}

/// Resolves at the first change of `size` from `due` on.
async fn resized(
    size: &mut watch::Receiver<(u16, u16)>,
    due: Instant,
) -> Result<(), watch::error::RecvError> {
    tokio::time::sleep_until(due).await;
    size.changed().await
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures::StreamExt;

    #[tokio::test]
    async fn window_changes_between_two_reads_are_one_resize_at_the_last_size() {
        let (keys_tx, keys) = mpsc::channel(8);
        let (size_tx, size) = watch::channel((80, 24));
        let mut events = Inputs::new(keys, size).into_stream();
        for n in 0..1000u16 {
            size_tx.send_replace((100 + n % 100, 30));
        }
        size_tx.send_replace((120, 40));
        match events.next().await {
            Some(Ok(Event::Resize(120, 40))) => {}
            other => panic!("{other:?}"),
        }
        // Keys come in order; the stream ends with them.
        let a = KeyReader::default().feed(b"ab");
        for e in a {
            keys_tx.send(e).await.unwrap();
        }
        drop(keys_tx);
        let rest: Vec<_> = events.collect().await;
        assert_eq!(rest.len(), 2, "{rest:?}");
        assert!(rest.iter().all(|e| matches!(e, Ok(Event::Key(_)))));
    }

    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseEventKind};

    fn keys(events: &[Event]) -> Vec<(KeyCode, KeyModifiers)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(KeyEvent {
                    code, modifiers, ..
                }) => Some((*code, *modifiers)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn letters_arrows_escape_and_control_keys() {
        let mut r = KeyReader::default();
        let got = r.feed(b"q\x1b[A\x1b[Dx\r");
        assert_eq!(
            keys(&got),
            vec![
                (KeyCode::Char('q'), KeyModifiers::NONE),
                (KeyCode::Up, KeyModifiers::NONE),
                (KeyCode::Left, KeyModifiers::NONE),
                (KeyCode::Char('x'), KeyModifiers::NONE),
                (KeyCode::Enter, KeyModifiers::NONE),
            ]
        );
        assert_eq!(
            keys(&r.feed(b"\x1b")),
            vec![(KeyCode::Esc, KeyModifiers::NONE)]
        );
        assert_eq!(
            keys(&r.feed(b"\x03")),
            vec![(KeyCode::Char('c'), KeyModifiers::CONTROL)]
        );
    }

    #[test]
    fn a_sequence_split_over_packets_is_one_key() {
        let mut r = KeyReader::default();
        assert!(r.feed(b"\x1b[").is_empty());
        assert_eq!(
            keys(&r.feed(b"B")),
            vec![(KeyCode::Down, KeyModifiers::NONE)]
        );
        // UTF-8 split in two.
        let e = "é".as_bytes();
        assert!(r.feed(&e[..1]).is_empty());
        assert_eq!(
            keys(&r.feed(&e[1..])),
            vec![(KeyCode::Char('é'), KeyModifiers::NONE)]
        );
    }

    #[test]
    fn sgr_mouse_clicks_become_mouse_events() {
        let mut r = KeyReader::default();
        let got = r.feed(b"\x1b[<0;10;5M");
        match got.as_slice() {
            [Event::Mouse(m)] => {
                assert!(matches!(m.kind, MouseEventKind::Down(_)));
                assert_eq!((m.column, m.row), (9, 4));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn garbage_is_dropped_and_reading_goes_on() {
        let mut r = KeyReader::default();
        let mut junk = vec![0x1b, b'['];
        junk.extend(std::iter::repeat_n(b'9', 200));
        let _ = r.feed(&junk);
        assert_eq!(
            keys(&r.feed(b"a")),
            vec![(KeyCode::Char('a'), KeyModifiers::NONE)]
        );
    }
}
