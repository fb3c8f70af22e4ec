//! The games and totals the snapshot screens show: a finished 4x3 Chomp
//! game with its analysis and ratings, the same game played to its end,
//! and the server's totals.

use chomp_engine::Variant;
use chomp_protocol::{GameStatus, HistoryGame, Level, LevelCounts, MoveRecord, OverReason, Totals};

use super::{bot, human};

pub fn totals() -> Totals {
    let mut t = Totals {
        games: 42,
        human_wins_vs_bots: 17,
        bot_wins: 20,
        human_vs_human: 5,
        ..Default::default()
    };
    t.per_variant.insert("chomp".into(), 30);
    t.per_variant.insert("ichomp".into(), 12);
    t.per_level.insert(
        "hard".into(),
        LevelCounts {
            games: 10,
            human_wins: 1,
            bot_wins: 9,
        },
    );
    t
}

pub fn finished_game() -> HistoryGame {
    HistoryGame {
        game: 11,
        variant: "chomp".into(),
        width: 4,
        height: 3,
        start: "4,4,4".into(),
        players: vec![human("ann"), bot(Level::Medium)],
        winner: 0,
        reason: OverReason::Normal,
        moves: vec![
            MoveRecord {
                ply: 0,
                seat: 0,
                mv: chomp_protocol::Move::new(1, 1),
                removed: 6,
            },
            MoveRecord {
                ply: 1,
                seat: 1,
                mv: chomp_protocol::Move::new(0, 3),
                removed: 1,
            },
            MoveRecord {
                ply: 2,
                seat: 0,
                mv: chomp_protocol::Move::new(0, 2),
                removed: 1,
            },
            MoveRecord {
                ply: 3,
                seat: 1,
                mv: chomp_protocol::Move::new(2, 0),
                removed: 1,
            },
            MoveRecord {
                ply: 4,
                seat: 0,
                mv: chomp_protocol::Move::new(1, 0),
                removed: 1,
            },
        ],
        finished_at: "2026-11-23T11:00:00Z".into(),
        rated: Some(true),
        unrated: None,
        ratings: vec![
            Some(chomp_protocol::GameRating {
                rating: 1612.4,
                rd: 88.0,
                change: Some(12.3),
            }),
            Some(chomp_protocol::GameRating {
                rating: 1540.0,
                rd: 60.0,
                change: Some(-12.3),
            }),
        ],
        analysis: Some(analysis_of_finished_game()),
    }
}

/// The engine's own analysis of [`finished_game`]'s moves (4x3 Chomp is
/// well inside a small P-table), as the server would store it.
pub fn analysis_of_finished_game() -> chomp_engine::GameAnalysis {
    let tables = chomp_engine::Tables::new(chomp_engine::SolverConfig {
        ptable_bits: 12,
        ..Default::default()
    })
    .expect("small tables");
    let start = chomp_engine::Position::full(Variant::Chomp, 4, 3).expect("a board");
    let moves =
        [(1, 1), (0, 3), (0, 2), (2, 0), (1, 0)].map(|(r, c)| chomp_engine::Move::new(r, c));
    chomp_engine::analyse(&tables, &start, &moves, chomp_engine::Budget::of(&tables))
        .expect("legal moves")
}

/// 4x3 Chomp played to the end: the bot was left only the poisoned square.
pub fn played_out() -> chomp_protocol::GameState {
    let hg = HistoryGame {
        game: 7,
        moves: vec![
            MoveRecord {
                ply: 0,
                seat: 0,
                mv: chomp_protocol::Move::new(1, 1),
                removed: 6,
            },
            MoveRecord {
                ply: 1,
                seat: 1,
                mv: chomp_protocol::Move::new(0, 2),
                removed: 2,
            },
            MoveRecord {
                ply: 2,
                seat: 0,
                mv: chomp_protocol::Move::new(2, 0),
                removed: 1,
            },
            MoveRecord {
                ply: 3,
                seat: 1,
                mv: chomp_protocol::Move::new(1, 0),
                removed: 1,
            },
            MoveRecord {
                ply: 4,
                seat: 0,
                mv: chomp_protocol::Move::new(0, 1),
                removed: 1,
            },
        ],
        ..finished_game()
    };
    let mut st = chomp_client::app::archived_state(&hg, Some("ann"));
    assert_eq!(
        st.board,
        vec!["X...".replace('X', "#"), "....".into(), "....".into()]
    );
    st.status = GameStatus::Finished;
    st
}
