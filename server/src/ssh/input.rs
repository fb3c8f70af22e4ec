//! What a player types, as the SSH channel carries it (the bytes a
//! terminal sends), turned into the crossterm key and mouse events the
//! client's `update` already handles. The parsing is `terminput`'s (the
//! parser crossterm itself uses for a local terminal, as a library that
//! reads any byte slice), converted by `terminput-crossterm`.

use crossterm::event::Event;

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

#[cfg(test)]
mod tests {
    use super::*;
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
