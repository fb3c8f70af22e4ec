//! The `chomp` terminal client: lobby, play, watch, hints, histories and
//! statistics for the chomp match service, in ratatui. It holds no server:
//! the `chomp` command (crate `chomp`, in cli/) adds the in-process host,
//! and the server's SSH door runs this same client for players who have
//! only an SSH client.
//!
//! The shape follows the Elm architecture that ratatui applications use:
//! [`app::App`] is the model, [`msg::Msg`] the inputs, [`update::update`] the
//! only place the model changes (returning [`msg::Command`]s for effects),
//! and [`ui::view`] draws. [`net`] owns the socket, [`run`] wires it all to a
//! real terminal, and [`bot_host`] plays headless.
//! [`mirror::GameMirror`] follows a game from the server's frames for the
//! app, the bot host and `chomp-load` alike; [`geometry`] says where things
//! are on screen for both drawing and mouse clicks (with [`lobby_geometry`]
//! for the lobby's lists and form); [`clock`] counts a
//! move clock down from an injected "now"; [`tls`] (with [`pinned`] for a
//! server's own certificate given with `--ca`), [`address`] and
//! [`servers`] (several addresses of one service, tried in turn) reach a
//! server.

pub mod address;
pub mod analysis_geometry;
pub mod analysis_view;
pub mod anchored;
pub mod app;
pub mod board_view;
pub mod board_worker;
pub mod bot_host;
pub mod causes;
pub mod clock;
pub mod config;
pub mod frame_pace;
pub mod friends_view;
pub mod game_view;
pub mod geometry;
pub mod i18n;
pub mod key_file;
pub mod lobby_geometry;
pub mod lobby_mirror;
pub mod lobby_view;
pub mod local_hints;
pub mod marks;
pub mod mirror;
pub mod msg;
pub mod net;
pub mod notation;
pub mod pinned;
pub mod reach;
pub mod record_file;
pub mod records_view;
pub mod replay;
pub mod run;
pub mod screen;
pub mod servers;
pub mod stats_rows;
pub mod terminal;
pub mod text;
pub mod tls;
mod tls_words;
pub mod tournament_wire;
pub mod tournaments_view;
pub mod ui;
pub mod update;
