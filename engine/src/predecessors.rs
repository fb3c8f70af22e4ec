//! Unmoves: every position from which one move reaches a given diagram.
//!
//! The P-table is built by pushing: when a position turns out to be a
//! P-position, every position with a move to it is marked as won. Since
//! P-positions are rare and an N-position usually has only one or two moves
//! to a P-position, this touches far fewer table bits than searching each
//! position's moves.
//!
//! A move sorts a segment `j..=i` (a `1` at `i`, a `0` at `j`) into
//! `0^z 1^k`, then drops trailing ones. So the predecessors of a canonical
//! `y` are: for `t >= 0` trailing ones put back (`y' = y << t | (2^t - 1)`),
//! each segment of `y'` that reads `0^z 1^k` (`z, k >= 1`) and, when `t > 0`,
//! ends at bit 0 with exactly the `t` restored ones; and every arrangement of
//! that segment with a `1` on top, a `0` at the bottom and the other
//! `z - 1` zeros and `k - 1` ones in any order in between.

use crate::bitmoves::bit_len;

/// Calls `f(x, i)` for every canonical `x` with `bit_len(x) <= k_bits` that
/// has a move to the canonical non-empty `y`, where `i` is the top bit of the
/// move's segment. Only segments with `i_lo <= i < i_hi` are produced.
pub fn for_each_predecessor(
    y: u64,
    k_bits: u32,
    i_lo: u32,
    i_hi: u32,
    mut f: impl FnMut(u64, u32),
) {
    debug_assert!(y != 0 && y & 1 == 0);
    let len = bit_len(y);
    // t = 0: a zero run starting at p above a one run ending at p - 1 (j >= 1).
    let mut p = 1;
    while p < k_bits {
        if y >> p & 1 == 0 && y >> (p - 1) & 1 == 1 {
            // Length of the ones run ending at p - 1.
            let below = !y & ((1u64 << p) - 1);
            let run1 = p - (64 - below.leading_zeros());
            // Length of the zeros run starting at p, within k_bits.
            let above = y >> p;
            let run0 = if above == 0 {
                k_bits - p
            } else {
                above.trailing_zeros().min(k_bits - p)
            };
            for k in 1..=run1 {
                let j = p - k;
                for z in 1..=run0 {
                    let i = p + z - 1;
                    if i < i_lo || i >= i_hi {
                        continue;
                    }
                    segment_arrangements(y, i, j, k, z, &mut f);
                }
            }
            p += 1;
        } else {
            p += 1;
        }
    }
    // t >= 1: the segment ends at bit 0 and holds the t restored ones.
    let trailing_zeros = y.trailing_zeros();
    for t in 1..=k_bits.saturating_sub(len) {
        let restored = (y << t) | ((1u64 << t) - 1);
        for z in 1..=trailing_zeros {
            let i = t + z - 1;
            if i < i_lo || i >= i_hi {
                continue;
            }
            segment_arrangements(restored, i, 0, t, z, &mut f);
        }
    }
}

/// Every `x` equal to `base` outside `j..=i` with a `1` at `i`, a `0` at `j`
/// and `k - 1` ones among the `z + k - 2` bits in between.
#[inline]
fn segment_arrangements(base: u64, i: u32, j: u32, k: u32, z: u32, f: &mut impl FnMut(u64, u32)) {
    let width = i - j + 1;
    let mask = if width == 64 {
        u64::MAX
    } else {
        ((1u64 << width) - 1) << j
    };
    let outside = (base & !mask) | (1u64 << i);
    let n = z + k - 2;
    let r = k - 1;
    if r == 0 {
        f(outside, i);
        return;
    }
    let mut mid: u64 = (1u64 << r) - 1;
    let end = 1u64 << n;
    while mid < end {
        f(outside | (mid << (j + 1)), i);
        let c = mid & mid.wrapping_neg();
        let next = mid + c;
        mid = (((next ^ mid) >> 2) / c) | next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitmoves::{any_move, apply, canonical};
    use std::collections::BTreeSet;

    #[test]
    fn predecessors_are_exactly_the_positions_with_a_move_there() {
        let k = 11;
        let mut by_target: std::collections::HashMap<u64, BTreeSet<u64>> = Default::default();
        for x in (2u64..1 << k).step_by(2) {
            any_move(x, bit_len(x), |i, j| {
                let y = canonical(apply(x, i, j));
                if y != 0 {
                    by_target.entry(y).or_default().insert(x);
                }
                false
            });
        }
        for y in (2u64..1 << k).step_by(2) {
            let mut got = BTreeSet::new();
            let mut count = 0;
            for_each_predecessor(y, k, 0, 64, |x, _| {
                got.insert(x);
                count += 1;
            });
            assert_eq!(count, got.len(), "no duplicates for {y:b}");
            assert_eq!(got, by_target.remove(&y).unwrap_or_default(), "{y:b}");
        }
    }
}
