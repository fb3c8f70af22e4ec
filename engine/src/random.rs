//! Uniformly random Young diagrams, for random starts.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::diagram::Diagram;

/// A diagram drawn uniformly among the non-empty diagrams that fit a
/// `rows x cols` box. Every diagram of the box is one boundary path with `rows`
/// up-steps and `cols` right-steps, so shuffling those steps draws a diagram
/// uniformly; the empty one is drawn again.
pub fn random_diagram<R: Rng + ?Sized>(rows: usize, cols: usize, rng: &mut R) -> Diagram {
    assert!(
        rows > 0 && cols > 0 && rows + cols <= 64,
        "box out of range"
    );
    let mut steps: Vec<bool> = (0..rows + cols).map(|i| i < cols).collect();
    loop {
        steps.shuffle(rng);
        let bits = steps
            .iter()
            .fold(0u64, |acc, &right| (acc << 1) | right as u64);
        let d = Diagram::from_bits(bits);
        if !d.is_empty() {
            return d;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;
    use std::collections::HashMap;

    #[test]
    fn all_five_diagrams_of_a_2x2_box_appear_evenly() {
        let mut rng = StdRng::seed_from_u64(1);
        let mut counts: HashMap<String, usize> = HashMap::new();
        for _ in 0..5000 {
            let d = random_diagram(2, 2, &mut rng);
            assert!(d.fits(2, 2) && !d.is_empty());
            *counts.entry(d.to_string()).or_default() += 1;
        }
        // C(4,2) - 1 = 5 non-empty diagrams, 1000 each expected.
        assert_eq!(counts.len(), 5);
        assert!(
            counts.values().all(|&n| (850..1150).contains(&n)),
            "{counts:?}"
        );
    }
}
