//! How a command fails, and the tables directory and P-table every solver
//! command starts from: shared by the position commands and the record
//! command.

use std::path::{Path, PathBuf};

use anyhow::anyhow;
use chomp_engine::ptable::{self, PTable};
use chomp_engine::TableError;

use crate::progress;

/// How a command failed: bad arguments (exit 2) or a failure while running (exit 1).
pub enum Failure {
    Usage(String),
    Runtime(anyhow::Error),
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Self {
        Failure::Runtime(e)
    }
}

pub fn table_failure(e: TableError) -> Failure {
    match e {
        TableError::TooLarge { .. } => Failure::Usage(format!("{e}.")),
        other => Failure::Runtime(anyhow!(other)),
    }
}

pub fn tables_dir(cli_dir: Option<PathBuf>) -> Result<PathBuf, Failure> {
    if let Some(dir) = cli_dir {
        return Ok(dir);
    }
    directories::ProjectDirs::from("", "", "chomp")
        .map(|d| d.cache_dir().join("tables"))
        .ok_or_else(|| {
            Failure::Usage(
                "no cache directory is known for this user, so pass --tables DIR.".into(),
            )
        })
}

pub fn build_quietly(dir: &Path, bits: u32) -> Result<(), Failure> {
    ptable::check_bits(bits).map_err(table_failure)?;
    let bar = progress::bar(&format!("P-table K={bits}"));
    PTable::load_or_build(
        Some(dir),
        bits,
        &|done, total| progress::update(&bar, done, total),
        &|msg| eprintln!("{msg}"),
    )
    .map_err(table_failure)?;
    bar.finish_and_clear();
    Ok(())
}
