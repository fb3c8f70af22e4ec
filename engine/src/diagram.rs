//! Young diagrams: the shape of every Chomp board and of every iChomp quadrant.
//!
//! A diagram is kept as its row lengths (top row first, never increasing), which
//! is what the rules and the notation speak of. The solver tables instead index
//! diagrams by their *boundary bit string* (see `../shared/RULES.md`): walking
//! the boundary from the bottom-left corner to the top-right corner, a step to
//! the right is a `1` and a step up is a `0`, most significant bit first. With
//! leading zeros (empty rows) and trailing ones (empty columns) stripped, a
//! non-empty diagram is an even integer whose bit length is `rows + cols`, and
//! every move lowers that integer.

use std::fmt;

use crate::error::PositionError;

/// The largest number of rows or columns any board may have.
pub const MAX_SIDE: usize = 32;

/// A Young diagram: row lengths from the top, each no longer than the one above,
/// with no empty rows stored.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Diagram {
    rows: Vec<u8>,
}

impl Diagram {
    /// The empty diagram.
    pub fn empty() -> Self {
        Diagram { rows: Vec::new() }
    }

    /// The full `rows x cols` rectangle.
    pub fn rectangle(rows: usize, cols: usize) -> Self {
        if rows == 0 || cols == 0 {
            return Diagram::empty();
        }
        Diagram {
            rows: vec![cols as u8; rows],
        }
    }

    /// Builds a diagram from row lengths; trailing zero rows are dropped.
    ///
    /// Fails if a row is longer than the one above it or longer than
    /// [`MAX_SIDE`], or if there are more than [`MAX_SIDE`] non-empty rows.
    pub fn from_rows(rows: &[usize]) -> Result<Self, PositionError> {
        let mut out = Vec::with_capacity(rows.len());
        let mut prev = usize::MAX;
        for (i, &len) in rows.iter().enumerate() {
            if len > prev {
                return Err(PositionError::NotADiagram(format!(
                    "row {} has {} cells but the row above it only {}",
                    i + 1,
                    len,
                    prev
                )));
            }
            if len > MAX_SIDE {
                return Err(PositionError::NotADiagram(format!(
                    "row {} has {} cells, more than the largest side {}",
                    i + 1,
                    len,
                    MAX_SIDE
                )));
            }
            prev = len;
            if len > 0 {
                out.push(len as u8);
            }
        }
        if out.len() > MAX_SIDE {
            return Err(PositionError::NotADiagram(format!(
                "{} rows, more than the largest side {}",
                out.len(),
                MAX_SIDE
            )));
        }
        Ok(Diagram { rows: out })
    }

    /// Row lengths from the top; empty rows are not listed.
    pub fn rows(&self) -> &[u8] {
        &self.rows
    }

    /// Number of non-empty rows.
    pub fn height(&self) -> usize {
        self.rows.len()
    }

    /// Number of non-empty columns (the length of the top row).
    pub fn width(&self) -> usize {
        self.rows.first().map_or(0, |&w| w as usize)
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows.iter().map(|&r| r as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Whether the cell at `(row, col)` (zero-based, from the corner) is present.
    pub fn contains(&self, row: usize, col: usize) -> bool {
        self.rows.get(row).is_some_and(|&len| col < len as usize)
    }

    /// Whether the diagram fits a box of `rows x cols`.
    pub fn fits(&self, rows: usize, cols: usize) -> bool {
        self.height() <= rows && self.width() <= cols
    }

    /// How many cells a chomp at `(row, col)` removes (0 if the cell is absent).
    pub fn removed_by(&self, row: usize, col: usize) -> usize {
        self.rows
            .iter()
            .skip(row)
            .map(|&len| (len as usize).saturating_sub(col))
            .sum()
    }

    /// Removes the cell at `(row, col)` and every cell below and right of it,
    /// returning how many cells went. The caller checks that the cell is present.
    pub fn chomp(&mut self, row: usize, col: usize) -> usize {
        let removed = self.removed_by(row, col);
        for len in self.rows.iter_mut().skip(row) {
            if *len as usize > col {
                *len = col as u8;
            }
        }
        while self.rows.last() == Some(&0) {
            self.rows.pop();
        }
        removed
    }

    /// The diagram after a chomp at `(row, col)`, leaving `self` untouched.
    pub fn after(&self, row: usize, col: usize) -> Diagram {
        let mut next = self.clone();
        next.chomp(row, col);
        next
    }

    /// Every present cell, row by row.
    pub fn cells_iter(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.rows
            .iter()
            .enumerate()
            .flat_map(|(r, &len)| (0..len as usize).map(move |c| (r, c)))
    }

    /// The mirror image in the main diagonal (rows become columns).
    pub fn transpose(&self) -> Diagram {
        let width = self.width();
        let rows = (0..width)
            .map(|c| {
                self.rows
                    .iter()
                    .take_while(|&&len| len as usize > c)
                    .count() as u8
            })
            .collect();
        Diagram { rows }
    }

    /// The canonical boundary bit string as an integer (0 for the empty diagram).
    /// Its bit length is `height() + width()`, at most 64.
    pub fn to_bits(&self) -> u64 {
        // Walk from the bottom-left corner: for each row from the bottom, step
        // right to that row's length, then step up.
        let mut bits: u64 = 0;
        let mut x = 0usize;
        for &len in self.rows.iter().rev() {
            let len = len as usize;
            for _ in x..len {
                bits = (bits << 1) | 1;
            }
            x = len;
            bits <<= 1;
        }
        bits
    }

    /// The diagram of a boundary bit string; leading zeros and trailing ones
    /// are ignored, so every integer names exactly one diagram.
    pub fn from_bits(bits: u64) -> Diagram {
        if bits == 0 {
            return Diagram::empty();
        }
        // Strip trailing ones (empty columns on the right).
        let bits = bits >> bits.trailing_ones();
        if bits == 0 {
            return Diagram::empty();
        }
        let len = 64 - bits.leading_zeros() as usize;
        let mut rows_from_bottom = Vec::new();
        let mut x = 0u8;
        for i in (0..len).rev() {
            if bits >> i & 1 == 1 {
                x += 1;
            } else {
                rows_from_bottom.push(x);
            }
        }
        rows_from_bottom.reverse();
        let mut d = Diagram {
            rows: rows_from_bottom,
        };
        while d.rows.last() == Some(&0) {
            d.rows.pop();
        }
        d
    }

    /// The boundary bit string padded to exactly `rows` zeros and `cols` ones,
    /// as used to rank diagrams inside a box. The diagram must fit the box.
    pub fn to_box_bits(&self, rows: usize, cols: usize) -> u64 {
        // Padding: empty rows below add leading zeros (no effect on value);
        // empty columns on the right add trailing ones.
        let extra_cols = cols - self.width();
        let bits = self.to_bits();
        debug_assert!(self.fits(rows, cols));
        if extra_cols == 0 {
            bits
        } else {
            (bits << extra_cols) | ((1u64 << extra_cols) - 1)
        }
    }
}

impl fmt::Display for Diagram {
    /// Row lengths from the top, comma separated; `-` for the empty diagram.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rows.is_empty() {
            return f.write_str("-");
        }
        for (i, len) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{len}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Diagram {
    type Err = PositionError;

    /// Parses row lengths like `8,8,5,3`; `-` or an empty string is the empty diagram.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() || s == "-" {
            return Ok(Diagram::empty());
        }
        let mut rows = Vec::new();
        for part in s.split(',') {
            let part = part.trim();
            let len: usize = part.parse().map_err(|_| {
                PositionError::BadNotation(format!(
                    "'{}' is not a row length (a whole number)",
                    clip(part)
                ))
            })?;
            rows.push(len);
        }
        Diagram::from_rows(&rows)
    }
}

/// The most characters of a client's notation an error message quotes: the
/// message goes back to whoever sent the text, which may be 64 KiB long.
const MAX_QUOTED_CHARS: usize = 20;

/// Cuts quoted notation to [`MAX_QUOTED_CHARS`], marking the cut.
fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_QUOTED_CHARS {
        return text.to_string();
    }
    let mut out: String = text.chars().take(MAX_QUOTED_CHARS).collect();
    out.push_str("...");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the `notation` cargo-fuzz target: a long row "length" was
    /// quoted whole in the error.
    #[test]
    fn errors_quote_long_notation_clipped() {
        let text = format!(
            "{}{}{}32%1",
            "\0".repeat(100),
            "\u{10}".repeat(86),
            "\0".repeat(6)
        );
        let e = text.parse::<Diagram>().unwrap_err();
        let message = e.to_string();
        assert!(message.chars().count() < 100, "{message}");
        assert!(message.contains("...' is not a row length"), "{message}");
        let e = "12x".parse::<Diagram>().unwrap_err();
        assert!(e.to_string().contains("'12x' is not a row length"));
    }

    #[test]
    fn bits_round_trip_and_shape() {
        let d: Diagram = "3,3,1".parse().unwrap();
        // From bottom-left: right 1, up, right 2, up, up -> 1 0 1 1 0 0
        assert_eq!(d.to_bits(), 0b101100);
        assert_eq!(Diagram::from_bits(0b101100), d);
        assert_eq!(Diagram::from_bits(0b10), "1".parse().unwrap());
        // Leading zeros and trailing ones change nothing.
        assert_eq!(Diagram::from_bits(0b10110011), d);
        assert_eq!(Diagram::from_bits(0b1011001), d);
        assert_eq!(Diagram::rectangle(2, 3).to_bits(), 0b11100);
    }

    #[test]
    fn chomp_removes_the_lower_right_block() {
        let mut d = Diagram::rectangle(3, 4);
        assert_eq!(d.removed_by(1, 2), 4);
        assert_eq!(d.chomp(1, 2), 4);
        assert_eq!(d.to_string(), "4,2,2");
        assert_eq!(d.chomp(0, 1), 5);
        assert_eq!(d.to_string(), "1,1,1");
        assert!(d.to_bits() < Diagram::rectangle(3, 4).to_bits());
    }

    #[test]
    fn transpose_is_an_involution() {
        let d: Diagram = "5,3,3,1".parse().unwrap();
        assert_eq!(d.transpose().to_string(), "4,3,3,1,1");
        assert_eq!(d.transpose().transpose(), d);
    }

    #[test]
    fn refuses_increasing_rows() {
        assert!("2,3".parse::<Diagram>().is_err());
        assert!("a".parse::<Diagram>().is_err());
        assert!("33".parse::<Diagram>().is_err());
    }

    #[test]
    fn box_bits_pad_with_trailing_ones() {
        let d: Diagram = "1".parse().unwrap();
        assert_eq!(d.to_box_bits(2, 2), 0b0101);
        assert_eq!(Diagram::from_bits(0b0101), d);
        assert_eq!(Diagram::empty().to_box_bits(2, 2), 0b0011);
    }
}
