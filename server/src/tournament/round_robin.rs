//! A double round robin's schedule: every pair plays twice, each side
//! moving first once (the first player wins every rectangular Chomp board
//! with perfect play, so one game per pair would not be fair). Rounds come
//! from the circle method, so everyone plays at most once per round; the
//! second half repeats the first with the seats swapped.

/// One scheduled game: entrant indexes, the first moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fixture {
    pub first: usize,
    pub second: usize,
}

/// The rounds of `n` entrants (a bye where `n` is odd).
pub fn schedule(n: usize) -> Vec<Vec<Fixture>> {
    if n < 2 {
        return Vec::new();
    }
    // The circle: slot 0 stays, the others turn; `None` is the bye.
    let mut circle: Vec<Option<usize>> = (0..n).map(Some).collect();
    if n % 2 == 1 {
        circle.push(None);
    }
    let m = circle.len();
    let mut half = Vec::with_capacity(m - 1);
    for round in 0..m - 1 {
        let mut games = Vec::with_capacity(m / 2);
        for i in 0..m / 2 {
            if let (Some(a), Some(b)) = (circle[i], circle[m - 1 - i]) {
                // Alternate who moves first between rounds for balance.
                let (first, second) = if (round + i) % 2 == 0 { (a, b) } else { (b, a) };
                games.push(Fixture { first, second });
            }
        }
        half.push(games);
        circle[1..].rotate_right(1);
    }
    let swapped: Vec<Vec<Fixture>> = half
        .iter()
        .map(|games| {
            games
                .iter()
                .map(|f| Fixture {
                    first: f.second,
                    second: f.first,
                })
                .collect()
        })
        .collect();
    half.extend(swapped);
    half
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    #[test]
    fn every_pair_plays_twice_with_the_first_move_swapped() {
        for n in 2..=16 {
            let rounds = schedule(n);
            let mut seen: HashMap<(usize, usize), u32> = HashMap::new();
            for games in &rounds {
                let mut busy = HashSet::new();
                for f in games {
                    assert!(
                        busy.insert(f.first) && busy.insert(f.second),
                        "once a round"
                    );
                    *seen.entry((f.first, f.second)).or_default() += 1;
                }
            }
            for a in 0..n {
                for b in 0..n {
                    if a != b {
                        assert_eq!(seen.get(&(a, b)), Some(&1), "n={n}: {a} first against {b}");
                    }
                }
            }
            assert_eq!(seen.len(), n * (n - 1));
        }
        assert!(schedule(1).is_empty());
    }
}
