//! The standings, recomputed from the results every time (never kept
//! apart from them). Arena: score, then wins. Round robin: points, then
//! Sonneborn-Berger (the points of the opponents one beat, once per win),
//! then the points scored in the games between the tied players. Ladder:
//! the ladder rating (the stored one: a leaderboard), then wins.

use std::collections::HashMap;

use chomp_protocol::{GameId, StandingLine, TournamentFormat};

use super::scoring::Tally;

/// An entrant as the standings show it.
pub struct Entry<'a> {
    pub name: &'a str,
    pub bot: bool,
    pub left: bool,
    pub playing: Option<GameId>,
    pub guest: bool,
    /// A ladder's rating and deviation of the entrant.
    pub rating: Option<(f64, f64)>,
    /// A ladder's counts, kept with its ratings (the ladder keeps no past
    /// games to count): they stand for the tally of the results.
    pub record: Option<Tally>,
}

/// A decided game between two entrants (indexes), in the order played.
/// A round robin's forfeit is one too: the leaver's unplayed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    pub winner: usize,
    pub loser: usize,
}

/// The tallies of every entrant.
pub fn tallies(format: TournamentFormat, n: usize, results: &[Decided]) -> Vec<Tally> {
    let mut t = vec![Tally::default(); n];
    for d in results {
        if d.winner < n && d.loser < n {
            t[d.winner].add(format, true);
            t[d.loser].add(format, false);
        }
    }
    t
}

/// The standings, best first.
pub fn lines(
    format: TournamentFormat,
    entries: &[Entry],
    results: &[Decided],
) -> Vec<StandingLine> {
    let n = entries.len();
    let mut t = tallies(format, n, results);
    for (i, e) in entries.iter().enumerate() {
        if let Some(record) = e.record {
            t[i] = record;
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    let mut tiebreak = vec![None; n];
    match format {
        TournamentFormat::Ladder => {
            let rating = |i: usize| entries[i].rating.map_or(0.0, |r| r.0);
            order.sort_by(|&a, &b| {
                rating(b)
                    .total_cmp(&rating(a))
                    .then(t[b].won.cmp(&t[a].won))
                    .then_with(|| entries[a].name.cmp(entries[b].name))
            })
        }
        TournamentFormat::Arena => order.sort_by(|&a, &b| {
            (t[b].score, t[b].won)
                .cmp(&(t[a].score, t[a].won))
                .then_with(|| entries[a].name.cmp(entries[b].name))
        }),
        TournamentFormat::RoundRobin => {
            let mut sb = vec![0u32; n];
            for d in results.iter().filter(|d| d.winner < n && d.loser < n) {
                sb[d.winner] += t[d.loser].score;
            }
            order.sort_by(|&a, &b| {
                (t[b].score, sb[b])
                    .cmp(&(t[a].score, sb[a]))
                    .then_with(|| entries[a].name.cmp(entries[b].name))
            });
            break_ties(&mut order, |i| (t[i].score, sb[i]), results, entries);
            for (i, v) in sb.into_iter().enumerate() {
                tiebreak[i] = Some(v);
            }
        }
    }
    order
        .into_iter()
        .map(|i| StandingLine {
            name: entries[i].name.to_string(),
            bot: entries[i].bot,
            score: t[i].score,
            played: t[i].played,
            won: t[i].won,
            streak: t[i].streak,
            tiebreak: tiebreak[i],
            left: entries[i].left,
            playing: entries[i].playing,
            rating: entries[i].rating.map(|r| r.0),
            rd: entries[i].rating.map(|r| r.1),
            guest: entries[i].guest,
        })
        .collect()
}

/// Within each run of players equal by `key`, orders by the points each
/// scored in the games among that run.
fn break_ties(
    order: &mut [usize],
    key: impl Fn(usize) -> (u32, u32),
    results: &[Decided],
    entries: &[Entry],
) {
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && key(order[end]) == key(order[start]) {
            end += 1;
        }
        if end - start > 1 {
            let group = &mut order[start..end];
            let mut h2h: HashMap<usize, u32> = HashMap::new();
            for d in results {
                if group.contains(&d.winner) && group.contains(&d.loser) {
                    *h2h.entry(d.winner).or_default() += 1;
                }
            }
            let pts = |i: &usize| h2h.get(i).copied().unwrap_or(0);
            group.sort_by(|a, b| {
                pts(b)
                    .cmp(&pts(a))
                    .then_with(|| entries[*a].name.cmp(entries[*b].name))
            });
        }
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(names: &[&'static str]) -> Vec<Entry<'static>> {
        names
            .iter()
            .map(|name| Entry {
                name,
                bot: false,
                left: false,
                playing: None,
                guest: false,
                rating: None,
                record: None,
            })
            .collect()
    }

    fn d(winner: usize, loser: usize) -> Decided {
        Decided { winner, loser }
    }

    #[test]
    fn an_arena_ranks_by_score_with_streaks() {
        let e = entries(&["ann", "bob", "cid"]);
        // bob wins three in a row (2+2+4); ann wins twice around a loss.
        let results = [d(1, 0), d(1, 2), d(1, 0), d(0, 2), d(2, 0)];
        let l = lines(TournamentFormat::Arena, &e, &results);
        let got: Vec<(&str, u32, u32)> = l
            .iter()
            .map(|s| (s.name.as_str(), s.score, s.streak))
            .collect();
        assert_eq!(got, [("bob", 8, 3), ("ann", 2, 0), ("cid", 2, 1)]);
    }

    #[test]
    fn a_ladder_ranks_by_rating_and_marks_guests() {
        let mut e = entries(&["ann", "bob", "cid"]);
        e[0].rating = Some((1450.0, 90.0));
        e[1].rating = Some((1710.5, 80.0));
        e[2].rating = Some((1500.0, 500.0));
        e[2].guest = true;
        let l = lines(TournamentFormat::Ladder, &e, &[d(0, 2), d(1, 0)]);
        let names: Vec<&str> = l.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["bob", "cid", "ann"]);
        let rated: Vec<(Option<f64>, Option<f64>)> = l.iter().map(|s| (s.rating, s.rd)).collect();
        assert_eq!(
            rated,
            [
                (Some(1710.5), Some(80.0)),
                (Some(1500.0), Some(500.0)),
                (Some(1450.0), Some(90.0))
            ]
        );
        let rest: Vec<(u32, bool)> = l.iter().map(|s| (s.won, s.guest)).collect();
        assert_eq!(rest, [(1, false), (0, true), (1, false)]);
    }

    #[test]
    fn a_round_robin_breaks_ties_by_sonneborn_berger_then_head_to_head() {
        let e = entries(&["ann", "bob", "cid", "dan"]);
        // ann and bob both 2 points; ann beat cid (2 points), bob beat
        // dan (0) and cid: SB ann 2+... computed below.
        let results = [d(0, 2), d(0, 3), d(1, 3), d(1, 0), d(2, 3), d(2, 1)];
        let l = lines(TournamentFormat::RoundRobin, &e, &results);
        let got: Vec<(&str, u32, Option<u32>)> = l
            .iter()
            .map(|s| (s.name.as_str(), s.score, s.tiebreak))
            .collect();
        // Points: ann 2, bob 2, cid 2, dan 0. SB: ann cid+dan = 2, bob
        // dan+ann = 2, cid dan+bob = 2: all tied; head to head each has 1
        // win among them, so the names order.
        assert_eq!(
            got,
            [
                ("ann", 2, Some(2)),
                ("bob", 2, Some(2)),
                ("cid", 2, Some(2)),
                ("dan", 0, Some(0))
            ]
        );
        // bob beat ann twice: equal points and SB, head to head decides.
        let e = entries(&["ann", "bob"]);
        let l = lines(
            TournamentFormat::RoundRobin,
            &e,
            &[d(1, 0), d(0, 1), d(1, 0)],
        );
        assert_eq!(l[0].name, "bob");
        let l = lines(TournamentFormat::RoundRobin, &e, &[d(1, 0), d(0, 1)]);
        assert_eq!((l[0].name.as_str(), l[0].tiebreak), ("ann", Some(1)));
    }
}
