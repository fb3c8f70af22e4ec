//! What the system tests take from `chomp-testkit` (shared with the crash
//! and client tests): the in-process server with test settings, the test
//! client and the board helpers.
#![allow(dead_code)]

// Each test file uses a different part of the kit.
#[allow(unused_imports)]
pub use chomp_testkit::boards::{board_of, present_cells, small_move, small_move_rows};
#[allow(unused_imports)]
pub use chomp_testkit::http::{get as http_get, read_response};
#[allow(unused_imports)]
pub use chomp_testkit::server::{config, on_postgres, start, Scratch};
#[allow(unused_imports)]
pub use chomp_testkit::{play_vs_bot, Client, WAIT};

#[allow(dead_code)]
pub mod tls;
