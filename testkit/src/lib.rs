//! Test support shared by every test that talks to a real server: the
//! system tests (`tests/`), the crash tests (`server/tests/`) and, later,
//! the client's tests. A [`Client`] speaks JSON frames over a real
//! WebSocket; a [`ServerProcess`] runs the real binary and kills it on drop;
//! [`boards`] reads boards out of frames and picks moves; [`server`] runs
//! the server in-process with test settings; [`relay`] is a TCP relay a
//! test can cut (PostgreSQL going away); [`http`] asks the game port's
//! HTTP endpoints.

pub mod boards;
mod client;
pub mod http;
mod process;
pub mod relay;
pub mod server;

pub use client::{play_vs_bot, Client, WAIT};
pub use process::ServerProcess;
