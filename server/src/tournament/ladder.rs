//! The bot ladder's pairing pass. Two free hosted bots are paired at once:
//! each with the free hosted bot nearest in ladder rating that was not its
//! last opponent. A hosted bot with no such partner waits for one for a
//! short while (`wait`, `--ladder-wait`, 2 s by default: hosted bots then
//! meet each other rather than always the server's bots, which are always
//! free), then plays the server's bot nearest its rating (they play any
//! number of ladder games at once); only with no server bot at all does it
//! meet its last opponent again rather than wait longer. So no hosted bot
//! waits while another is free (or longer than `wait`), and none meets the
//! same opponent twice in a row while another is free.
//!
//! The first move alternates for each hosted bot (the first player wins
//! every full rectangle): whoever moved first less often, counting its
//! games as the second player against, moves first.

use std::time::Duration;

/// A free hosted bot as the pass sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Free {
    /// The entrant's index.
    pub who: usize,
    pub rating: f64,
    /// The entrant its last game was against.
    pub last_opponent: Option<usize>,
    /// Games it moved first in, minus games it moved second in.
    pub balance: i64,
    /// How long it has been free.
    pub waited: Duration,
}

/// One of the server's bots (always free).
#[derive(Clone, Debug, PartialEq)]
pub struct House {
    pub who: usize,
    pub rating: f64,
}

/// The pairs to open, the first of each moving first.
pub fn pair(mut free: Vec<Free>, house: &[House], wait: Duration) -> Vec<(usize, usize)> {
    free.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.who.cmp(&b.who)));
    let mut taken = vec![false; free.len()];
    let mut pairs = Vec::with_capacity(free.len());
    for i in 0..free.len() {
        if taken[i] {
            continue;
        }
        let a = &free[i];
        let gap = |r: f64| (a.rating - r).abs();
        let rematch = |b: &Free| a.last_opponent == Some(b.who) || b.last_opponent == Some(a.who);
        let open: Vec<usize> = (0..free.len()).filter(|&j| j != i && !taken[j]).collect();
        let nearest = |js: &mut dyn Iterator<Item = usize>| {
            js.min_by(|&x, &y| gap(free[x].rating).total_cmp(&gap(free[y].rating)))
        };
        if let Some(j) = nearest(&mut open.iter().copied().filter(|&j| !rematch(&free[j]))) {
            taken[i] = true;
            taken[j] = true;
            let b = &free[j];
            pairs.push(if b.balance < a.balance {
                (b.who, a.who)
            } else {
                (a.who, b.who)
            });
            continue;
        }
        if a.waited < wait {
            continue;
        }
        let bot = house
            .iter()
            .filter(|h| a.last_opponent != Some(h.who))
            .min_by(|x, y| gap(x.rating).total_cmp(&gap(y.rating)))
            .or_else(|| house.first());
        if let Some(h) = bot {
            taken[i] = true;
            pairs.push(if a.balance <= 0 {
                (a.who, h.who)
            } else {
                (h.who, a.who)
            });
            continue;
        }
        if let Some(j) = nearest(&mut open.into_iter()) {
            taken[i] = true;
            taken[j] = true;
            pairs.push((a.who, free[j].who));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn f(who: usize, rating: f64, last: Option<usize>) -> Free {
        Free {
            who,
            rating,
            last_opponent: last,
            balance: 0,
            waited: Duration::from_secs(2),
        }
    }

    const W: Duration = Duration::from_secs(2);

    fn house() -> Vec<House> {
        vec![
            House {
                who: 100,
                rating: 1200.0,
            },
            House {
                who: 101,
                rating: 1600.0,
            },
            House {
                who: 102,
                rating: 2200.0,
            },
        ]
    }

    fn seated(pairs: &[(usize, usize)]) -> HashSet<usize> {
        pairs.iter().flat_map(|&(a, b)| [a, b]).collect()
    }

    #[test]
    fn no_hosted_bot_stays_free() {
        // Every count of free bots, odd and even, with and without a rematch.
        for n in 0..9 {
            let free: Vec<Free> = (0..n)
                .map(|i| f(i, 1400.0 + 37.0 * i as f64, (i % 2 == 1).then(|| i - 1)))
                .collect();
            let pairs = pair(free, &house(), W);
            let all = seated(&pairs);
            assert!((0..n).all(|i| all.contains(&i)), "n={n}: {pairs:?}");
            let hosted: Vec<usize> = pairs
                .iter()
                .flat_map(|&(a, b)| [a, b])
                .filter(|&x| x < 100)
                .collect();
            assert_eq!(hosted.len(), n, "each once");
            // Without server bots, at most one waits (an odd one out).
            let free: Vec<Free> = (0..n).map(|i| f(i, 1500.0, None)).collect();
            assert_eq!(seated(&pair(free, &[], W)).len(), n - n % 2);
        }
    }

    #[test]
    fn the_last_opponent_is_not_met_again_while_another_is_free() {
        // a and b just played; c is free: each of a, b meets c or a server bot.
        let pairs = pair(
            vec![
                f(0, 1500.0, Some(1)),
                f(1, 1500.0, Some(0)),
                f(2, 1500.0, None),
            ],
            &house(),
            W,
        );
        for &(x, y) in &pairs {
            assert!(!matches!((x, y), (0, 1) | (1, 0)), "{pairs:?}");
        }
        // Only a and b are free: both play server bots, not each other.
        let pairs = pair(
            vec![f(0, 1500.0, Some(1)), f(1, 1500.0, Some(0))],
            &house(),
            W,
        );
        assert_eq!(pairs.len(), 2);
        assert!(
            pairs.iter().all(|&(x, y)| x >= 100 || y >= 100),
            "{pairs:?}"
        );
        // With no server bot they meet again rather than wait.
        let pairs = pair(vec![f(0, 1500.0, Some(1)), f(1, 1500.0, Some(0))], &[], W);
        assert_eq!(pairs, [(0, 1)]);
        // Nor the same server bot twice in a row: bot 101 is nearest.
        let pairs = pair(vec![f(0, 1600.0, Some(101))], &house(), W);
        assert_eq!(pairs, [(0, 100)]);
    }

    #[test]
    fn a_lone_bot_waits_a_little_for_another_hosted_bot() {
        let mut a = f(0, 1500.0, None);
        a.waited = Duration::from_millis(500);
        assert!(pair(vec![a.clone()], &house(), W).is_empty(), "still waits");
        // A second one free: they meet at once, however short the wait.
        let mut b = f(1, 1900.0, None);
        b.waited = Duration::ZERO;
        assert_eq!(pair(vec![a.clone(), b], &house(), W), [(1, 0)]);
        a.waited = W;
        assert_eq!(pair(vec![a], &house(), W), [(0, 101)]);
    }

    #[test]
    fn close_ratings_meet_and_the_first_move_alternates() {
        let pairs = pair(
            vec![
                f(0, 1500.0, None),
                f(1, 2100.0, None),
                f(2, 1520.0, None),
                f(3, 2000.0, None),
            ],
            &house(),
            W,
        );
        assert_eq!(pairs, [(1, 3), (2, 0)]);
        let mut a = f(0, 1500.0, None);
        a.balance = 1;
        assert_eq!(pair(vec![a.clone(), f(1, 1400.0, None)], &[], W), [(1, 0)]);
        // Against a server bot: second after a game moved first.
        assert_eq!(pair(vec![a], &house(), W), [(101, 0)]);
        assert_eq!(pair(vec![f(0, 1190.0, None)], &house(), W), [(0, 100)]);
    }
}
