//! A slow, obviously correct solver: memoised recursion over row-length
//! vectors, straight from the rules. It is the yardstick the fast tables are
//! tested against and is meant for tests only (it allocates a vector per
//! position and keeps every position it ever saw).

use std::collections::HashMap;

/// Memoised SG values of Chomp diagrams given as row lengths (top first).
#[derive(Default)]
pub struct Reference {
    normal: HashMap<Vec<u8>, u32>,
    misere: HashMap<Vec<u8>, u32>,
}

/// The diagram after chomping `(r, c)`, with empty rows dropped.
fn chomped(rows: &[u8], r: usize, c: usize) -> Vec<u8> {
    let mut out: Vec<u8> = rows
        .iter()
        .enumerate()
        .map(|(i, &len)| if i >= r { len.min(c as u8) } else { len })
        .collect();
    while out.last() == Some(&0) {
        out.pop();
    }
    out
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|(i, &v)| *i as u32 != v)
        .map_or(seen.len() as u32, |(i, _)| i as u32)
}

impl Reference {
    pub fn new() -> Self {
        Self::default()
    }

    /// Normal-play SG: every present cell may be taken; the empty diagram is 0.
    pub fn normal_sg(&mut self, rows: &[u8]) -> u32 {
        if let Some(&v) = self.normal.get(rows) {
            return v;
        }
        let mut opts = Vec::new();
        for (r, &len) in rows.iter().enumerate() {
            for c in 0..len as usize {
                opts.push(self.normal_sg(&chomped(rows, r, c)));
            }
        }
        let v = mex(opts.into_iter());
        self.normal.insert(rows.to_vec(), v);
        v
    }

    /// Misère SG of a non-empty diagram with the poisoned corner: every cell
    /// but the corner may be taken, and the lone corner is a loss (0).
    pub fn misere_sg(&mut self, rows: &[u8]) -> u32 {
        assert!(
            !rows.is_empty(),
            "the misère value of the empty diagram is undefined"
        );
        if let Some(&v) = self.misere.get(rows) {
            return v;
        }
        let mut opts = Vec::new();
        for (r, &len) in rows.iter().enumerate() {
            for c in 0..len as usize {
                if (r, c) != (0, 0) {
                    opts.push(self.misere_sg(&chomped(rows, r, c)));
                }
            }
        }
        let v = mex(opts.into_iter());
        self.misere.insert(rows.to_vec(), v);
        v
    }
}

/// Every Young diagram (row lengths, top first, non-empty) with at most
/// `rows` rows of at most `cols` cells, the empty one included.
pub fn all_diagrams(rows: usize, cols: usize) -> Vec<Vec<u8>> {
    fn go(rows: usize, max: u8, prefix: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        out.push(prefix.clone());
        if prefix.len() == rows {
            return;
        }
        for len in 1..=max {
            prefix.push(len);
            go(rows, len, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(rows, cols as u8, &mut Vec::new(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_small_values() {
        let mut r = Reference::new();
        assert_eq!(r.misere_sg(&[1]), 0);
        assert_eq!(r.misere_sg(&[2, 1]), 0);
        assert_eq!(r.misere_sg(&[3, 2]), 0);
        assert_ne!(r.misere_sg(&[3, 3]), 0);
        assert_eq!(r.normal_sg(&[]), 0);
        assert_eq!(all_diagrams(2, 2).len(), 6);
    }
}
