//! `chomp bot`: hosts a computer player headless. It keeps N open games on
//! the server (players find them in their lobby), plays whoever takes one
//! with the engine's bot of the chosen level, and opens a new game in place
//! of each finished one. What it does is said in sentences on standard
//! output ([`Action::Say`], words in [`say`]): ready and waiting, a player
//! taking a game, a game resumed after a reconnect, each result.
//!
//! [`BotHost`] is the bookkeeping (frames in, actions out, no I/O), so it is
//! tested without a socket; [`run`] drives it over the network.
//!
//! The modules: [`BotHostConfig`] and its [`TournamentPlan`] in `config`,
//! the bookkeeping in `host`, the [`Score`] in `score`, the network loop in
//! `network`, and the sentences in `say`.

mod config;
mod host;
mod network;
mod say;
mod score;
#[cfg(test)]
mod tests;

pub use config::{BotHostConfig, TournamentPlan};
pub use host::{Action, BotHost};
pub use network::run;
pub use score::Score;
