//! The update table's fixtures: the server frames and game states the
//! cases start from or feed to `update`.

use chomp_client::app::{App, GameView};
use chomp_engine::Variant;
use chomp_protocol::{
    GameState, GameStatus, HintsReply, LobbyGame, MoveRecord, OverReason, ServerInfo, ServerMsg,
    Totals,
};

use super::common::{game_state, human, NOW_MS};

pub fn game(app: &App) -> &GameView {
    app.game.as_ref().expect("a game is open")
}

pub fn welcome(games: Vec<u64>) -> ServerMsg {
    ServerMsg::Welcome {
        name: "ann".into(),
        token: "tok".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            ..Default::default()
        },
        games,
        service: None,
    }
}

pub fn moved(
    ply: u32,
    seat: u8,
    at: (u32, u32),
    removed: u32,
    to_move: u8,
    board: &[&str],
) -> ServerMsg {
    ServerMsg::Moved {
        game: 7,
        ply,
        seat,
        mv: chomp_protocol::Move::new(at.0, at.1),
        removed,
        to_move,
        board: board.iter().map(|r| r.to_string()).collect(),
        deadline_ms: None,
    }
}

pub fn mv(ply: u32, seat: u8, row: u32, col: u32, removed: u32) -> MoveRecord {
    MoveRecord {
        ply,
        seat,
        mv: chomp_protocol::Move::new(row, col),
        removed,
    }
}

/// 3x2 Chomp played out: ann (seat 0) ate last and bot-hard was left the poison.
pub fn finished_3x2() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.moves = vec![mv(0, 0, 1, 1, 2), mv(1, 1, 0, 1, 2), mv(2, 0, 1, 0, 1)];
    st.ply = 3;
    st.board = vec!["#..".into(), "...".into()];
    st.status = GameStatus::Finished;
    st.winner = Some(0);
    st.reason = Some(OverReason::Normal);
    st
}

/// A finished 3x2 game of ann (seat 0) against the person bob.
pub fn finished_vs_bob() -> GameState {
    let mut st = finished_3x2();
    st.players[1] = human("bob");
    st
}

/// ann against the person bob, who left: his seat is lost `left_ms` after
/// [`NOW_MS`].
pub fn bob_away_for(left_ms: u64) -> GameState {
    let mut st = bob_back();
    st.connected = vec![true, false];
    st.away_until_ms = Some(Box::new([None, Some(NOW_MS + left_ms)]));
    st
}

pub fn bob_back() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.players[1] = human("bob");
    st.connected = vec![true, true];
    st
}

/// The rematch of [`finished_vs_bob`]: bob moves first now.
pub fn rematch_of_bob() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.game = 8;
    st.players = vec![human("bob"), human("ann")];
    st.you = Some(1);
    st
}

pub fn lobby_frame(games: Vec<LobbyGame>, online: u32) -> ServerMsg {
    ServerMsg::Lobby {
        games,
        online,
        totals: Totals::default(),
        // As an older server sends it: no counts.
        open_count: 0,
        playing_count: 0,
        version: None,
    }
}

pub fn watched(st: GameState) -> GameState {
    GameState {
        game: 4,
        you: None,
        ..st
    }
}

/// ann (seat 0, to move) against bob, another person, with the seats'
/// presence as the game frames tell it.
pub fn human_game(connected: &[bool]) -> GameState {
    let mut st = game_state(Variant::Chomp, 4, 3);
    st.players = vec![human("ann"), human("bob")];
    st.hints_allowed = false;
    st.connected = connected.to_vec();
    st
}

pub fn waiting_game() -> GameState {
    let mut st = game_state(Variant::Chomp, 4, 3);
    st.status = GameStatus::Waiting;
    st.players.truncate(1);
    st
}

pub fn joined_game() -> GameState {
    let mut st = waiting_game();
    st.status = GameStatus::Playing;
    st.players.push(human("bob"));
    st
}

pub fn almost_over_ichomp() -> GameState {
    let mut st = game_state(Variant::IChomp, 2, 2);
    st.board = vec!["#.".into(), "..".into()];
    st.to_move = 1;
    st.ply = 3;
    st
}

/// Hints for `#.. / #..` (3x2 Chomp after two moves): two cells in a column,
/// misère SG 1; eating (1,0) leaves the poison alone, the winning move.
pub fn chomp_hints_after_2() -> HintsReply {
    HintsReply {
        game: 7,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None, None, None], vec![Some(0), None, None]],
        winning: vec![[1, 0]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    }
}
