//! Game records (docs/RECORDS.md): printing and reading back round-trips on
//! both variants and random starts, and bad records are refused with the
//! line of the trouble.

use chomp_engine::{
    GameRecord, GameResult, Mark, Move, Position, RecordErrorKind, RecordedMove, Variant, Winner,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

const MARKS: [Mark; 6] = [
    Mark::KeptWin,
    Mark::ThrewWin,
    Mark::Unknown,
    Mark::Lost {
        winning_replies: Some(2),
        fewest: 2,
    },
    Mark::Lost {
        winning_replies: Some(5),
        fewest: 1,
    },
    Mark::Lost {
        winning_replies: None,
        fewest: 3,
    },
];

/// A record of a random game: random or full start, random legal moves,
/// random marks, a result that agrees with the moves.
fn random_record(
    variant: Variant,
    w: usize,
    h: usize,
    seed: u64,
    names: (String, String),
) -> GameRecord {
    let mut rng = StdRng::seed_from_u64(seed);
    let start = if rng.random_bool(0.2) {
        Position::full(variant, w, h).unwrap()
    } else {
        Position::random(variant, w, h, &mut rng).unwrap()
    };
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut result = *[
        GameResult::FirstWon,
        GameResult::SecondWon,
        GameResult::Undecided,
    ]
    .choose(&mut rng)
    .unwrap();
    let stop = rng.random_range(0..60);
    while let Some(&cell) = pos.legal_moves().choose(&mut rng) {
        if moves.len() == stop {
            break;
        }
        let mv = Move::from_cell(cell);
        let ply = moves.len();
        let outcome = pos.play(mv).unwrap();
        let mark = rng
            .random_bool(0.7)
            .then(|| *MARKS.choose(&mut rng).unwrap());
        moves.push(RecordedMove { mv, mark });
        if let Some(w) = outcome.over {
            let mover_won = w == Winner::Mover;
            result = GameResult::won_by(if mover_won { ply % 2 } else { 1 - ply % 2 });
        }
    }
    let extra_tags = if rng.random_bool(0.5) {
        vec![
            (
                "Game".to_string(),
                rng.random_range(1..10_000u32).to_string(),
            ),
            ("Termination".to_string(), "resign".to_string()),
        ]
    } else {
        Vec::new()
    };
    GameRecord {
        start,
        first: names.0,
        second: names.1,
        result,
        rated: rng.random_bool(0.5),
        date: "2026-11-27T02:13:49Z".to_string(),
        service: format!("{:032x}", rng.random::<u128>()),
        extra_tags,
        moves,
    }
}

fn assert_round_trip(record: &GameRecord) {
    let text = record.to_string();
    let back: GameRecord = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, record, "{text}");
    assert_eq!(back.to_string(), text);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn chomp_records_round_trip(
        w in 1usize..=32, h in 2usize..=32, seed: u64,
        first in "[ -~]{1,20}", second in "\\PC{0,12}",
    ) {
        assert_round_trip(&random_record(Variant::Chomp, w, h, seed, (first, second)));
    }

    #[test]
    fn ichomp_records_round_trip(
        w in 2usize..=32, h in 2usize..=32, seed: u64,
        first in "[ -~]{1,20}", second in "\\PC{0,12}",
    ) {
        assert_round_trip(&random_record(Variant::IChomp, w, h, seed, (first, second)));
    }

    /// Whatever the text, reading it never panics.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,300}") {
        let _ = text.parse::<GameRecord>();
    }
}

const SAMPLE: &str = "\
[Variant \"chomp\"]
[Board \"3x3\"]
[Start \"3,3,3\"]
[First \"alice\"]
[Second \"bot \\\"hard\\\"\"]
[Result \"1-0\"]
[Rated \"yes\"]
[Date \"2026-11-27T02:13:49Z\"]
[Service \"0f3c9a\"]
[Game \"42\"]

1. 2.2 {kept the win} 1.3 {lost position, best trap (1 winning reply)}
2. 3.1 {kept the win} 2.1
3. 1.2
1-0
";

#[test]
fn the_documented_sample_is_read() {
    let r: GameRecord = SAMPLE.parse().unwrap();
    assert_eq!(r.second, "bot \"hard\"");
    assert_eq!(r.extra_tags, vec![("Game".to_string(), "42".to_string())]);
    assert_eq!(r.moves.len(), 5);
    assert_eq!(r.moves[0].mv, Move::new(1, 1));
    assert_eq!(r.moves[3].mark, None);
    assert_eq!(r.final_position().unwrap().to_string(), "1");
    assert_eq!(r.decided_by_moves(), Ok(Some(0)));
    assert_eq!(r.to_string(), SAMPLE);
}

fn error_of(text: &str) -> (usize, RecordErrorKind) {
    let e = text.parse::<GameRecord>().unwrap_err();
    (e.line, e.kind)
}

#[test]
fn bad_records_are_refused_at_their_line() {
    let swap = |from: &str, to: &str| SAMPLE.replacen(from, to, 1);
    let (line, kind) = error_of(&swap("2. 3.1", "2. 2.2"));
    assert_eq!(line, 13);
    assert!(
        matches!(&kind, RecordErrorKind::IllegalMove { square, number: 2, player: "first", .. } if square == "2.2"),
        "{kind:?}"
    );
    assert_eq!(
        kind.to_string(),
        "2.2 (move 2, first player) is not legal: that square has already been eaten"
    );
    let (line, kind) = error_of(&swap("3. 1.2", "3. 1.4"));
    assert_eq!(line, 14);
    assert!(kind.to_string().contains("off the 3x3 board"), "{kind}");
    assert_eq!(error_of(&swap("[Rated \"yes\"]", "[Rated \"maybe\"]")).0, 7);
    assert_eq!(
        error_of(&swap("[Date \"2026-11-27T02:13:49Z\"]\n", "")).1,
        RecordErrorKind::MissingTag("Date")
    );
    assert_eq!(
        error_of(&swap("[Game \"42\"]", "[First \"x\"]")),
        (10, RecordErrorKind::DuplicateTag("First".into()))
    );
    assert!(matches!(
        error_of(&swap("[Board \"3x3\"]", "[Board \"3 by 3\"]")),
        (2, RecordErrorKind::BadTagValue { tag: "Board", .. })
    ));
    assert!(matches!(
        error_of(&swap("\"3,3,3\"", "\"4,3\"")),
        (3, RecordErrorKind::BadStart(_))
    ));
    assert!(matches!(
        error_of(&swap("2. 3.1", "3. 3.1")),
        (13, RecordErrorKind::MoveNumber { expected: 2, .. })
    ));
    assert!(matches!(
        error_of(&swap("{kept the win} 1.3", "{kept it} 1.3")),
        (12, RecordErrorKind::BadMark(_))
    ));
    assert!(matches!(
        error_of(&swap("2.1\n", "2.1 {unknown} {unknown}\n")),
        (13, RecordErrorKind::StrayComment)
    ));
    assert!(matches!(
        error_of(&swap("2.1\n", "2.1 {unknown\n")),
        (13, RecordErrorKind::OpenComment)
    ));
    assert!(matches!(
        error_of(&swap("1-0\n", "")),
        (14, RecordErrorKind::MissingResult)
    ));
    assert!(matches!(
        error_of(&swap("1-0\n", "1-0 1.1\n")),
        (15, RecordErrorKind::AfterResult(_))
    ));
    assert!(matches!(
        error_of(&swap(" 2.1\n", " 2.x\n")),
        (13, RecordErrorKind::BadToken(_))
    ));
    // The moves end the game with a win for the first player.
    let lost = swap("[Result \"1-0\"]", "[Result \"0-1\"]").replace("\n1-0\n", "\n0-1\n");
    assert!(matches!(
        error_of(&lost),
        (15, RecordErrorKind::ResultMismatch { .. })
    ));
    assert!(matches!(
        error_of(&swap("\n1-0\n", "\n*\n")),
        (15, RecordErrorKind::ResultDiffers { .. })
    ));
    assert!(matches!(
        error_of(&swap("[Service \"0f3c9a\"]", "[Service 0f3c9a]")),
        (9, RecordErrorKind::BadTagLine(_))
    ));
}

#[test]
fn an_unfinished_game_may_end_any_way() {
    // Resigned after two moves: the moves decide nothing.
    let text = SAMPLE
        .replace("2. 3.1 {kept the win} 2.1\n3. 1.2\n", "")
        .replace("\"1-0\"", "\"0-1\"")
        .replace("\n1-0\n", "\n0-1\n");
    let r: GameRecord = text.parse().unwrap();
    assert_eq!(r.result, GameResult::SecondWon);
    assert_eq!(r.decided_by_moves(), Ok(None));
}

#[test]
fn control_characters_in_a_tag_become_spaces() {
    let mut r: GameRecord = SAMPLE.parse().unwrap();
    r.first = "a\nb\tc".into();
    let text = r.to_string();
    assert!(text.contains("[First \"a b c\"]\n"), "{text}");
    let back: GameRecord = text.parse().unwrap();
    assert_eq!(back.first, "a b c");
}
