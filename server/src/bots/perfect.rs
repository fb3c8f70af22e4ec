//! Where the hard bot is proven perfect, as the welcome tells clients
//! (`ServerInfo::perfect_heights`), so the new-game form can say before a
//! game whether the bot may err on the board chosen. Worked out once per
//! set of tables: a table built in the background widens it.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use chomp_engine::{Variant, MAX_SIDE};

/// Per variant's wire name, entry `w - 1`: the greatest height `h` such
/// that every board `w` wide and at most `h` high is proven (0: none).
pub type PerfectHeights = BTreeMap<String, Vec<u32>>;

/// The heights, worked out for the tables of one swap count.
#[derive(Default)]
pub struct PerfectCache {
    known: Mutex<Option<(u64, PerfectHeights)>>,
}

impl PerfectCache {
    /// The heights for the tables of `swaps`, with `perfect_on` deciding
    /// one board (variant, width, height).
    pub fn get(
        &self,
        swaps: u64,
        perfect_on: impl Fn(Variant, u32, u32) -> bool,
    ) -> PerfectHeights {
        let mut known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((at, heights)) = known.as_ref() {
            if *at == swaps {
                return heights.clone();
            }
        }
        let heights = heights(perfect_on);
        *known = Some((swaps, heights.clone()));
        heights
    }
}

/// Works the heights out board by board.
pub fn heights(perfect_on: impl Fn(Variant, u32, u32) -> bool) -> PerfectHeights {
    let side = MAX_SIDE as u32;
    [Variant::Chomp, Variant::IChomp]
        .into_iter()
        .map(|variant| {
            let per_width = (1..=side)
                .map(|w| {
                    (1..=side)
                        .take_while(|&h| perfect_on(variant, w, h))
                        .last()
                        .unwrap_or(0)
                })
                .collect();
            (variant.as_str().to_string(), per_width)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_width_gets_the_greatest_proven_height() {
        // Proven while width + height <= 10 (iChomp: never).
        let rule = |v: Variant, w: u32, h: u32| v == Variant::Chomp && w + h <= 10;
        let got = heights(rule);
        assert_eq!(got["chomp"][0], 9);
        assert_eq!(got["chomp"][4], 5);
        assert_eq!(got["chomp"][9], 0);
        assert!(got["ichomp"].iter().all(|&h| h == 0));
        assert_eq!(got["chomp"].len(), MAX_SIDE);
        let cache = PerfectCache::default();
        assert_eq!(cache.get(0, rule), got);
        // Same swap count: not worked out again.
        assert_eq!(cache.get(0, |_, _, _| true), got);
        assert_ne!(cache.get(1, |_, _, _| true), got);
    }
}
