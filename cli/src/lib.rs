//! The in-process host behind `chomp` with no `--server`: the real server,
//! started beside the terminal client. A library so the system tests can
//! start it the way the binary does.

pub mod embedded;
