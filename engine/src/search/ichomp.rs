//! The iChomp half of the search: a sum of quadrants, each replaced by its
//! SG value where a table knows it, the rest searched as diagrams. Beside
//! the Chomp half (`search.rs`), whose memo budget and node count it shares.

use crate::bitmoves::{any_move, apply, bit_len, canonical, transpose_bits};
use crate::budget::vec_bytes;
use crate::grundy::box_size;
use crate::Diagram;

use super::{cells_of_bits, Search};

/// Boxes up to this many diagrams may be built on demand during a search.
const SEARCH_TABLE_LIMIT: u64 = 20_000;

/// Bytes of one bucket of the iChomp memo and of the key's own list (up to
/// four strings, with the allocator's header).
const ICHOMP_SLOT: usize = 41 + 48;

/// One move of an iChomp sum as the search lists it: (priority, game or
/// `None` for the nim heap, resulting string, known value).
type SumMove = (u8, Option<usize>, u64, Option<u32>);

impl Search<'_> {
    /// The normal-play SG of a quadrant if a table knows it without building
    /// anything large.
    pub fn quadrant_sg(
        &self,
        d: &Diagram,
        rows: usize,
        cols: usize,
        may_build: u64,
    ) -> Option<u32> {
        if d.is_empty() {
            return Some(0);
        }
        // Tables within `may_build` may be built; larger ones (up to the
        // solver's limit) are used only if something built them already, so
        // that the search and the caller agree on what is known.
        let limit = self.tables.config().grundy_max_cells;
        let lookup = |r: usize, c: usize| {
            let size = box_size(r, c);
            if size > limit {
                // Only a table mapped at start can hold it.
                self.tables.cached_grundy(r, c)
            } else if size <= may_build {
                self.tables.grundy(r, c)
            } else {
                self.tables.cached_grundy(r, c)
            }
        };
        if d.fits(rows, cols) {
            if let Some(t) = lookup(rows, cols) {
                return t.normal_sg(d).map(u32::from);
            }
        }
        if let Some(t) = lookup(d.height(), d.width()) {
            return t.normal_sg(d).map(u32::from);
        }
        None
    }

    /// Win/loss of an iChomp sum: a nim heap `nim` plus the diagrams
    /// `unknown` (canonical strings) whose values are out of reach.
    pub fn ichomp_is_p(&mut self, nim: u32, unknown: &[u64]) -> Option<bool> {
        let mut key: Vec<u64> = unknown
            .iter()
            .map(|&x| x.min(transpose_bits(x)))
            .filter(|&x| x != 0)
            .collect();
        key.sort_unstable();
        // Equal pairs cancel.
        let mut reduced: Vec<u64> = Vec::with_capacity(key.len());
        for x in key {
            if reduced.last() == Some(&x) {
                reduced.pop();
            } else {
                reduced.push(x);
            }
        }
        if reduced.is_empty() {
            return Some(nim == 0);
        }
        let key = (nim, reduced);
        if let Some(&v) = self.ichomp_memo.get(&key) {
            return Some(v);
        }
        if !self.may_expand() {
            return None;
        }
        let (nim, games) = (key.0, key.1.clone());
        // The list of this level's moves (one per cell of each game, one
        // per lower heap; half as much again while it is sorted), a game's
        // moves as strings while they are listed, and the games' strings
        // copied for every move tried.
        let listed: usize = games.iter().map(|&x| cells_of_bits(x, bit_len(x))).sum();
        let held = vec_bytes::<SumMove>(listed + nim as usize) * 3 / 2
            + vec_bytes::<u64>(listed + 2 * games.len());
        if !self.memory.charge(held) {
            return None;
        }
        self.nodes += 1;
        let answer = self.ichomp_expand(nim, &games, listed);
        self.memory.release(held);
        if let Some(v) = answer {
            if self.memory.room_in(&self.ichomp_memo, ICHOMP_SLOT) {
                self.ichomp_memo.insert(key, v);
            }
        }
        answer
    }

    /// The answer for the sum of `nim` and `games` from its moves (the
    /// caller charged their list of `listed` game moves).
    fn ichomp_expand(&mut self, nim: u32, games: &[u64], listed: usize) -> Option<bool> {
        let mut unknown_seen = false;
        let mut answer = Some(true);
        // Every move as (priority, game or None for the nim heap, result
        // string, known value). Moves decided at once come first: a mirror
        // move making a game equal to another one (the pair cancels), or one
        // turning the last unknown game into a known value. They are the usual
        // way to win such sums. Then lowering the heap, then the rest.
        let mut all: Vec<SumMove> = Vec::with_capacity(listed + nim as usize);
        for (g, &x) in games.iter().enumerate() {
            let mut next = Vec::new();
            any_move(x, bit_len(x), |i, j| {
                next.push(canonical(apply(x, i, j)));
                false
            });
            for y in next {
                let d = Diagram::from_bits(y);
                let known = self.quadrant_sg(&d, d.height(), d.width(), SEARCH_TABLE_LIMIT);
                let key_y = y.min(transpose_bits(y));
                let immediate = match known {
                    Some(_) => games.len() == 1,
                    None => games
                        .iter()
                        .enumerate()
                        .any(|(h, &other)| h != g && other == key_y),
                };
                all.push((if immediate { 0 } else { 2 }, Some(g), y, known));
            }
        }
        all.extend((0..nim).map(|lower| (1, None, 0, Some(lower))));
        all.sort_by_key(|m| m.0);
        for (_, game, y, known) in all {
            let result = match (game, known) {
                (None, Some(lower)) => self.ichomp_is_p(lower, games),
                (None, None) => continue,
                (Some(g), known) => {
                    let mut rest: Vec<u64> = games.to_vec();
                    rest.swap_remove(g);
                    match known {
                        Some(v) => self.ichomp_is_p(nim ^ v, &rest),
                        None => {
                            rest.push(y);
                            self.ichomp_is_p(nim, &rest)
                        }
                    }
                }
            };
            match result {
                Some(true) => {
                    answer = Some(false);
                    break;
                }
                Some(false) => {}
                None => unknown_seen = true,
            }
        }
        if answer == Some(true) && unknown_seen {
            answer = None;
        }
        answer
    }
}
