//! Test support shared by every test that talks to a real server: the
//! system tests (`tests/`), the crash tests (`door/tests/`) and, later,
//! the client's tests. A [`Client`] speaks JSON frames over a real
//! WebSocket; a [`ServerProcess`] runs the real binary and kills it on drop;
//! [`boards`] reads boards out of frames and picks moves; [`server`] runs
//! the server in-process with test settings; [`relay`] is a TCP relay a
//! test can cut (PostgreSQL going away); [`net`] has the raw sockets and
//! plain HTTP of the tests that play an abusive peer; [`ssh`] is a real SSH
//! client with its own keys and a terminal emulator for the SSH door.

pub mod boards;
mod client;
pub mod net;
mod process;
pub mod relay;
pub mod server;
pub mod ssh;

pub use client::{play_vs_bot, Client};
pub use net::WAIT;
pub use process::{quick_args, ServerProcess};
