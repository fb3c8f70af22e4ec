//! Ranks of box bit strings in the combinatorial number system: the leaf
//! both the Grundy tables ([`crate::grundy`]) and their builder
//! ([`crate::grundy_build`]) stand on.
//!
//! The strings of `len` bits with `ones` ones are numbered in increasing
//! integer order; a diagram fitting a `rows x cols` box is such a string with
//! `rows` zeros and `cols` ones, so its rank is its slot in the box table.

/// Binomial coefficients `C(n, r)` for `n <= 64`.
struct Binomials([[u64; 65]; 65]);

impl Binomials {
    const fn new() -> Self {
        let mut t = [[0u64; 65]; 65];
        let mut n = 0;
        while n <= 64 {
            t[n][0] = 1;
            let mut r = 1;
            while r <= n {
                t[n][r] = t[n - 1][r - 1].saturating_add(if r < n { t[n - 1][r] } else { 0 });
                r += 1;
            }
            n += 1;
        }
        Binomials(t)
    }
}

static BINOM: Binomials = Binomials::new();

/// `C(n, r)` for `n <= 64` and `r <= n` (no checks: inner loops).
#[inline]
pub(crate) fn binom(n: usize, r: usize) -> u64 {
    BINOM.0[n][r]
}

/// `C(n, r)`, saturating at `u64::MAX`.
pub fn binomial(n: usize, r: usize) -> u64 {
    if r > n || n > 64 {
        return 0;
    }
    BINOM.0[n][r]
}

/// Number of diagrams (the empty one included) that fit a `rows x cols` box.
pub fn box_size(rows: usize, cols: usize) -> u64 {
    binomial(rows + cols, cols)
}

/// The rank of a box bit string among the strings with as many ones: the sum
/// over its ones, the `t`-th from the bottom at bit `p`, of `C(p, t)`.
#[inline]
pub fn rank(bits: u64) -> u64 {
    let mut r = 0;
    let mut rest = bits;
    let mut t = 1;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        r += BINOM.0[p][t];
        t += 1;
        rest &= rest - 1;
    }
    r
}

/// The rank share of `k` ones at bits `j..j+k` when `t_base` ones lie below
/// `j`: the sum over `q < k` of `C(j + q, t_base + 1 + q)`. All terms have the
/// same `n - r = j - t_base - 1 = s`, so by the hockey-stick identity the sum
/// is `C(j + k, s + 1) - C(j, s + 1)`.
#[inline]
pub(crate) fn sorted_share(j: usize, t_base: usize, k: usize) -> u64 {
    if j < t_base + 1 {
        return 0;
    }
    let s = j - t_base - 1;
    BINOM.0[j + k][s + 1] - BINOM.0[j][s + 1]
}

/// The box string of rank `n` among the `len`-bit strings with `ones` ones
/// (the inverse of [`rank`]).
pub fn unrank(mut n: u64, len: usize, ones: usize) -> u64 {
    let mut x = 0u64;
    let mut t = ones;
    for p in (0..len).rev() {
        if t > 0 && binom(p, t) <= n {
            x |= 1 << p;
            n -= binom(p, t);
            t -= 1;
        }
    }
    x
}

/// The next string with as many ones (Gosper's hack).
#[inline]
pub fn next_string(x: u64) -> u64 {
    let c = x & x.wrapping_neg();
    let r = x + c;
    (((r ^ x) >> 2) / c) | r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_orders_like_the_integers() {
        let (rows, cols) = (3, 4);
        let mut all: Vec<u64> = (0u64..1 << 7).filter(|x| x.count_ones() == 4).collect();
        all.sort_unstable();
        for (n, &x) in all.iter().enumerate() {
            assert_eq!(rank(x), n as u64);
        }
        assert_eq!(all.len() as u64, box_size(rows, cols));
    }

    #[test]
    fn unrank_inverts_rank() {
        let (len, ones) = (12, 5);
        let mut x = (1u64 << ones) - 1;
        for n in 0..box_size(len - ones, ones) {
            assert_eq!(rank(x), n);
            assert_eq!(unrank(n, len, ones), x);
            if n + 1 < box_size(len - ones, ones) {
                x = next_string(x);
            }
        }
    }
}
