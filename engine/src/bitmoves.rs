//! Moves on boundary bit strings, the representation the tables are built on.
//!
//! A diagram is a string of `1`s (steps right) and `0`s (steps up), read most
//! significant bit first (see [`crate::Diagram::to_bits`]). A present cell is a
//! pair of a `1` at bit `i` and a `0` at a lower bit `j`; chomping it sorts the
//! segment `j..=i` so that its zeros come first and its ones last. The result
//! is always a smaller integer, which is why tables can be filled in
//! increasing order.

/// The mask of bits `j..=i` (`j <= i < 64`).
#[inline]
pub fn segment_mask(i: u32, j: u32) -> u64 {
    let high = if i == 63 {
        u64::MAX
    } else {
        (1u64 << (i + 1)) - 1
    };
    high & !((1u64 << j) - 1)
}

/// The bit string after the move `(i, j)`: bit `i` must be a `1` and bit `j < i`
/// a `0`. Not canonicalised (it may end in ones).
#[inline]
pub fn apply(x: u64, i: u32, j: u32) -> u64 {
    let mask = segment_mask(i, j);
    let ones = (x & mask).count_ones();
    (x & !mask) | (((1u64 << ones) - 1) << j)
}

/// Strips trailing ones (empty columns), giving the canonical even integer of
/// the diagram (0 for the empty one).
#[inline]
pub fn canonical(x: u64) -> u64 {
    if x == u64::MAX {
        0
    } else {
        x >> x.trailing_ones()
    }
}

/// Number of bits of a canonical string (`rows + cols` of its diagram).
#[inline]
pub fn bit_len(x: u64) -> u32 {
    64 - x.leading_zeros()
}

/// Calls `f(i, j)` for every move of the string `x` restricted to its lowest
/// `len` bits: every `1` at `i` with a `0` at some `j < i`. Stops when `f`
/// returns `true` and reports whether it did.
#[inline]
pub fn any_move(x: u64, len: u32, mut f: impl FnMut(u32, u32) -> bool) -> bool {
    let valid = if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    let zeros_all = !x & valid;
    let mut ones = x & valid;
    while ones != 0 {
        let i = 63 - ones.leading_zeros();
        ones &= !(1u64 << i);
        let mut zeros = zeros_all & ((1u64 << i) - 1);
        while zeros != 0 {
            let j = 63 - zeros.leading_zeros();
            zeros &= !(1u64 << j);
            if f(i, j) {
                return true;
            }
        }
    }
    false
}

/// Number of cells of the diagram of `x` (pairs of a `1` above a `0`).
pub fn cells(x: u64) -> u32 {
    let mut count = 0;
    let mut zeros_below = 0;
    for b in 0..64 {
        if x >> b & 1 == 1 {
            count += zeros_below;
        } else if x >> b != 0 {
            zeros_below += 1;
        }
    }
    count
}

/// The mirror image of a canonical boundary string, itself canonical.
pub fn transpose_bits(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let len = bit_len(x);
    let rev = x.reverse_bits() >> (64 - len);
    let mask = if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    canonical(!rev & mask)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Diagram;

    #[test]
    fn every_move_matches_a_chomp_and_lowers_the_integer() {
        let d: Diagram = "4,3,3,1".parse().unwrap();
        let x = d.to_bits();
        let mut seen = Vec::new();
        any_move(x, bit_len(x), |i, j| {
            let y = apply(x, i, j);
            assert!(y < x);
            seen.push(canonical(y));
            false
        });
        let mut expected: Vec<u64> = d
            .cells_iter()
            .map(|(r, c)| d.after(r, c).to_bits())
            .collect();
        seen.sort_unstable();
        expected.sort_unstable();
        assert_eq!(seen, expected);
        assert_eq!(cells(x), 11);
    }
}
