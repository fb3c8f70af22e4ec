//! What the system tests take from `chomp-testkit` (shared with the crash
//! and client tests): the in-process server with test settings, the test
//! client, the board helpers and the raw sockets of the abuse tests.
#![allow(dead_code)]

// Each test file uses a different part of the kit.
#[allow(unused_imports)]
pub use chomp_testkit::boards::{board_of, present_cells, small_move, small_move_rows};
#[allow(unused_imports)]
pub use chomp_testkit::net::{
    closed_by_server, counter, http_get, http_get_from, read_response, subscriber_that_never_reads,
    tcp_from,
};
#[allow(unused_imports)]
pub use chomp_testkit::server::{config, on_postgres, start, Scratch};
#[allow(unused_imports)]
pub use chomp_testkit::{play_vs_bot, Client, WAIT};

#[allow(dead_code)]
pub mod tls;
