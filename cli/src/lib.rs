//! The in-process host behind `chomp` with no `--server`: the real server,
//! started beside the terminal client. A library so the system tests can
//! start it the way the binary does; and `chomp link-key`, which lets an
//! SSH key log in as the player's name; and where a panic's message goes
//! while the screen is the host's (`panic_route`).

pub mod embedded;
pub mod link_key;
pub mod panic_route;
