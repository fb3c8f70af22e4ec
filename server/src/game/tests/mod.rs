//! The rules of a match, transition by transition, with no tasks or store.

use std::time::{Duration, Instant};

use chomp_engine::{Level, Move, Variant};
use chomp_protocol::{
    ErrorCode, FirstMover, GameStatus, MoveRecord, Opponent, OverReason, ServerMsg, Start,
};

use super::*;
use crate::game::rematch::RematchCheck;
use crate::model::{FinishedGame, Seat, StoredGame};

#[derive(Clone, Debug)]
struct W {
    conn: u64,
    name: &'static str,
    gone: bool,
}

impl Watcher for W {
    fn conn(&self) -> u64 {
        self.conn
    }
    fn name(&self) -> &str {
        self.name
    }
    fn is_gone(&self) -> bool {
        self.gone
    }
}

fn w(conn: u64, name: &'static str) -> W {
    W {
        conn,
        name,
        gone: false,
    }
}

const PATIENCE: Patience = Patience {
    abandon_after: Duration::from_secs(60),
    keep_finished: Duration::from_secs(30),
};

fn stored(seats: [Option<Seat>; 2], status: GameStatus, first: FirstMover) -> StoredGame {
    StoredGame {
        id: 7,
        variant: Variant::Chomp,
        width: 4,
        height: 3,
        start: "4,4,4".into(),
        first,
        seats,
        status,
        winner: None,
        reason: None,
        moves: Vec::new(),
        finished_at: None,
        rated: true,
        paused: None,
        rematched_as: None,
        code: None,
    }
}

fn humans() -> [Option<Seat>; 2] {
    [Some(Seat::human("ann")), Some(Seat::human("bob"))]
}

fn playing(t0: Instant) -> Match<W> {
    Match::restore(stored(humans(), GameStatus::Playing, FirstMover::Me), t0).unwrap()
}

fn open(first: FirstMover, t0: Instant) -> Match<W> {
    let seats = [Some(Seat::human("ann")), None];
    Match::restore(stored(seats, GameStatus::Waiting, first), t0).unwrap()
}

fn code<T: std::fmt::Debug>(r: Result<T, Refusal>) -> ErrorCode {
    r.unwrap_err().code
}

/// Checks, then applies, a move of the seat to move.
fn play(m: &mut Match<W>, row: u32, col: u32, now: Instant) -> Vec<Notice> {
    let seat = m.to_move();
    let ply = m.ply();
    let MoveCheck::Play(change) = m.check_move(seat, ply, Move::new(row, col)).unwrap() else {
        panic!("a new move is played");
    };
    m.apply(change, now)
}

// Each module holds one part of the rules; the fixtures above are theirs.
mod attendance;
mod joining;
mod moves;
// The rules an open server needs: aborted games, the move clock, who may ask for hints.
mod open_server;
mod rematch;
mod watchers;
