//! `chomp-solve`: build the solver tables and answer questions about Chomp and
//! iChomp positions from the command line. The last line printed on stdout is
//! always the answer, so scripts can take it with `tail -n 1`. Bad arguments
//! print one sentence on stderr and exit with code 2.

mod cli;
mod commands;
mod progress;
mod record;
mod setup;

use std::process::ExitCode;

use clap::Parser;

use crate::cli::Cli;
use crate::setup::Failure;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
        Err(Failure::Runtime(err)) => {
            eprintln!("error: {err:#}");
            ExitCode::from(1)
        }
    }
}
