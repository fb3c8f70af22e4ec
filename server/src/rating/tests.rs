use chomp_protocol::Level;

use super::*;
use crate::model::Seat;

fn finish(winner: u8, reason: OverReason, rated: bool) -> FinishedGame {
    FinishedGame {
        winner,
        reason,
        rated,
    }
}

fn held(rating: f64, rd: f64) -> Option<Held> {
    Some(Held {
        standing: Standing {
            rating,
            rd,
            volatility: START_VOLATILITY,
        },
        idle_days: 0.0,
    })
}

#[test]
fn a_rated_game_between_new_players_moves_both_by_glicko2() {
    let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
    let got = settle(
        &seats,
        [Some(Held::NEW), Some(Held::NEW)],
        &finish(1, OverReason::Normal, true),
    );
    let [Some(ann), Some(bob)] = got else {
        panic!("both records change: {got:?}");
    };
    let (won, lost) = after_game(Standing::NEW, Standing::NEW, true);
    assert_eq!((bob.after, ann.after), (won, lost));
    assert!(bob.won && !ann.won && ann.rated && bob.rated);
    assert!(ann.account && bob.account);
    assert_eq!(ann.before, Standing::NEW);
    let gain = bob.delta().unwrap();
    assert!(
        (gain + ann.delta().unwrap()).abs() < 1e-9,
        "equal and opposite"
    );
    assert!(gain > 200.0, "a new rating moves far: {gain}");
}

#[test]
fn a_bot_level_is_a_rated_player_of_its_own() {
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
    let got = settle(
        &seats,
        [Some(Held::NEW), held(2100.0, 60.0)],
        &finish(0, OverReason::Normal, true),
    );
    let [Some(ann), Some(bot)] = got else {
        panic!("both records change: {got:?}");
    };
    assert_eq!(bot.name, "hard bot");
    assert!(!bot.account && ann.account);
    assert!(ann.delta().unwrap() > 300.0, "beating a strong bot pays");
    assert!(bot.delta().unwrap() < 0.0 && bot.delta().unwrap() > -30.0);
}

#[test]
fn time_away_makes_the_rating_move_more() {
    let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
    let game = finish(0, OverReason::Normal, true);
    let fresh = settle(&seats, [held(1500.0, 60.0), held(1500.0, 60.0)], &game);
    let mut away = held(1500.0, 60.0);
    if let Some(h) = away.as_mut() {
        h.idle_days = 365.0;
    }
    let later = settle(&seats, [away, held(1500.0, 60.0)], &game);
    let gain = |c: &[Option<RecordChange>; 2]| c[0].as_ref().unwrap().delta().unwrap();
    assert!(gain(&later) > gain(&fresh) * 1.5, "{later:?} {fresh:?}");
    // `before` is what the store held, not the grown deviation.
    assert_eq!(later[0].as_ref().unwrap().before.rd, 60.0);
}

#[test]
fn an_unrated_game_counts_but_keeps_ratings() {
    let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
    let got = settle(
        &seats,
        [held(1550.0, 90.0), held(1400.0, 200.0)],
        &finish(1, OverReason::Abandon, false),
    );
    let [Some(ann), Some(bob)] = got else {
        panic!("both records change: {got:?}");
    };
    assert!(!ann.rated && !bob.rated && bob.won);
    assert_eq!((ann.after, bob.after), (ann.before, bob.before));
    assert_eq!(ann.delta(), None);
}

#[test]
fn an_aborted_game_changes_no_record_rated_or_not() {
    let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
    for rated in [true, false] {
        let got = settle(
            &seats,
            [Some(Held::NEW), Some(Held::NEW)],
            &finish(1, OverReason::Aborted, rated),
        );
        assert_eq!(got, [None, None]);
    }
}

#[test]
fn a_hosted_bot_keeps_a_record_like_a_person() {
    let seats = [Some(Seat::human("ann")), Some(Seat::player("hal", true))];
    let got = settle(
        &seats,
        [Some(Held::NEW), Some(Held::NEW)],
        &finish(1, OverReason::Normal, true),
    );
    let hal = got[1].as_ref().unwrap();
    assert!(hal.account && hal.rated && hal.delta().unwrap() > 0.0);
}

#[test]
fn an_unknown_player_has_no_record_and_moves_nobody() {
    let seats = [Some(Seat::human("ann")), Some(Seat::human("ghost"))];
    let got = settle(
        &seats,
        [held(1600.0, 80.0), None],
        &finish(0, OverReason::Resign, true),
    );
    let ann = got[0].as_ref().unwrap();
    assert!(got[1].is_none() && ann.won && !ann.rated);
    assert_eq!(ann.after, ann.before);
    let empty = [Some(Seat::human("ann")), None];
    let got = settle(
        &empty,
        [held(1600.0, 80.0), None],
        &finish(0, OverReason::Resign, true),
    );
    assert!(got[1].is_none() && !got[0].as_ref().unwrap().rated);
}

#[test]
fn recorded_seats_are_the_players_in_name_order() {
    let seats = [Some(Seat::human("zoe")), Some(Seat::human("ann"))];
    assert_eq!(recorded_seats(&seats), [(1, "ann"), (0, "zoe")]);
    let seats = [
        Some(Seat::bot(Level::Easy)),
        Some(Seat::player("hal", true)),
    ];
    assert_eq!(recorded_seats(&seats), [(0, "easy bot"), (1, "hal")]);
    assert!(recorded_seats(&[None, None]).is_empty());
}
