//! The in-process server of the system tests (real server on 127.0.0.1:0,
//! temporary database); the test client and board helpers come from
//! `chomp-testkit`, shared with the crash tests.
#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use chomp_server::{Config, RunningServer};

// Each test file uses a different part of the kit.
#[allow(unused_imports)]
pub use chomp_testkit::boards::{board_of, present_cells, small_move, small_move_rows};
#[allow(unused_imports)]
pub use chomp_testkit::{play_vs_bot, Client, WAIT};

/// A test configuration: ephemeral port, database in `dir`, instant bots.
pub fn config(dir: &Path) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: dir.join("chomp.db"),
        bot_delay: Duration::ZERO,
        lobby_interval: Duration::from_millis(20),
        // Tests play faster than people; the rate-limit test sets its own.
        rate: 10_000.0,
        burst: 10_000.0,
        addr_rate: 1_000_000.0,
        addr_burst: 1_000_000.0,
        ..Config::default()
    }
}

pub async fn start(config: Config) -> RunningServer {
    chomp_server::start(config).await.expect("server starts")
}
