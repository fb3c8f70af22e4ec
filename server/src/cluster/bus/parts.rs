//! The receiving side of long messages: a notification carries at most
//! 8000 bytes, so a longer message comes in numbered parts, joined here per
//! sending session.

use std::collections::HashMap;

use crate::cluster::wire::Wire;

/// Joins the parts of long messages, per sending session.
#[derive(Default)]
pub(super) struct Parts {
    pending: HashMap<i32, Vec<String>>,
}

impl Parts {
    /// Takes one payload (`SEQ K N TEXT`); gives the message once whole.
    pub(super) fn take(&mut self, from: i32, payload: &str) -> Option<Wire> {
        let mut it = payload.splitn(4, ' ');
        let (_seq, k, n, text) = (it.next()?, it.next()?, it.next()?, it.next()?);
        let (k, n): (usize, usize) = (k.parse().ok()?, n.parse().ok()?);
        if n <= 1 {
            self.pending.remove(&from);
            return Wire::parse(text);
        }
        let parts = self.pending.entry(from).or_default();
        if k != parts.len() {
            // A part went missing (the sender's session broke mid-message).
            parts.clear();
            if k != 0 {
                return None;
            }
        }
        parts.push(text.to_string());
        if parts.len() < n {
            return None;
        }
        let whole = self.pending.remove(&from)?.concat();
        Wire::parse(&whole)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_join_and_a_broken_message_is_dropped() {
        let mut parts = Parts::default();
        let msg = Wire::Frame {
            conn: 1,
            text: "x".repeat(20),
        };
        let json = msg.to_json();
        let (a, b) = json.split_at(10);
        assert_eq!(parts.take(5, &format!("1 0 2 {a}")), None);
        assert_eq!(parts.take(5, &format!("2 1 2 {b}")), Some(msg.clone()));
        // A lone second part (its first was lost) is dropped, and the next
        // whole message still comes through.
        assert_eq!(parts.take(5, &format!("3 1 2 {b}")), None);
        assert_eq!(parts.take(5, &format!("4 0 1 {json}")), Some(msg));
        assert_eq!(parts.take(5, "garbage"), None);
    }
}
