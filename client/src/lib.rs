//! The `chomp` terminal client: lobby, play, watch, hints, histories and
//! statistics for the chomp match service, in ratatui.
//!
//! The shape follows the Elm architecture that ratatui applications use:
//! [`app::App`] is the model, [`msg::Msg`] the inputs, [`update::update`] the
//! only place the model changes (returning [`msg::Command`]s for effects),
//! and [`ui::view`] draws. [`net`] owns the socket, [`run`] wires it all to a
//! real terminal, [`embedded`] starts a server in-process and [`bot_host`]
//! plays headless.

pub mod app;
pub mod bot_host;
pub mod config;
pub mod embedded;
pub mod i18n;
pub mod msg;
pub mod net;
pub mod run;
pub mod terminal;
pub mod ui;
pub mod update;
