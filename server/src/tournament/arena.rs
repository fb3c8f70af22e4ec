//! An arena's pairing pass, as lichess runs it: the free players, best
//! score first and then best rating, each paired with the next free one,
//! except that nobody meets the opponent of their last game again when
//! another is free.

/// A free player as the pass sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The entrant's index.
    pub who: usize,
    pub score: u32,
    pub rating: f64,
    /// The entrant its last game was against.
    pub last_opponent: Option<usize>,
    /// How many of its games it moved first in.
    pub firsts: u32,
}

/// The pairs to open, the first of each moving first (whoever moved first
/// less often; so a player alternates).
pub fn pair(mut free: Vec<Candidate>) -> Vec<(usize, usize)> {
    free.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.who.cmp(&b.who))
    });
    let mut taken = vec![false; free.len()];
    let mut pairs = Vec::with_capacity(free.len() / 2);
    for i in 0..free.len() {
        if taken[i] {
            continue;
        }
        let a = &free[i];
        let rematch =
            |b: &Candidate| a.last_opponent == Some(b.who) || b.last_opponent == Some(a.who);
        let open = |j: &usize| !taken[*j] && *j != i;
        let pick = (i + 1..free.len())
            .filter(open)
            .find(|j| !rematch(&free[*j]))
            .or_else(|| (i + 1..free.len()).find(open));
        let Some(j) = pick else { continue };
        taken[i] = true;
        taken[j] = true;
        let b = &free[j];
        pairs.push(if b.firsts < a.firsts {
            (b.who, a.who)
        } else {
            (a.who, b.who)
        });
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(who: usize, score: u32, rating: f64, last: Option<usize>) -> Candidate {
        Candidate {
            who,
            score,
            rating,
            last_opponent: last,
            firsts: 0,
        }
    }

    #[test]
    fn close_scores_then_ratings_meet() {
        let pairs = pair(vec![
            c(0, 0, 1500.0, None),
            c(1, 8, 1400.0, None),
            c(2, 8, 1600.0, None),
            c(3, 2, 1500.0, None),
        ]);
        assert_eq!(pairs, [(2, 1), (3, 0)]);
    }

    #[test]
    fn the_last_opponent_is_skipped_when_another_is_free() {
        let pairs = pair(vec![
            c(0, 4, 1500.0, Some(1)),
            c(1, 4, 1400.0, Some(0)),
            c(2, 0, 1500.0, None),
        ]);
        assert_eq!(pairs, [(0, 2)]);
        // Alone together: they meet again rather than wait.
        let pairs = pair(vec![c(0, 4, 1500.0, Some(1)), c(1, 4, 1400.0, Some(0))]);
        assert_eq!(pairs, [(0, 1)]);
    }

    #[test]
    fn who_moved_first_less_moves_first() {
        let mut a = c(0, 2, 1600.0, None);
        a.firsts = 3;
        let b = c(1, 2, 1500.0, None);
        assert_eq!(pair(vec![a, b]), [(1, 0)]);
        assert!(pair(vec![c(5, 0, 1.0, None)]).is_empty());
    }
}
