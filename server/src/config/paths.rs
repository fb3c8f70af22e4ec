//! Where the database and the SSH host key are kept when none is given: a
//! leaf the flags' defaults (`config.rs`) and the library defaults
//! (`defaults.rs`) both read.

use std::path::PathBuf;

/// `chomp.db` in the user's data directory, or the working directory when
/// the platform has none.
pub fn default_db_path() -> PathBuf {
    directories::ProjectDirs::from("", "", "chomp")
        .map(|d| d.data_dir().join("chomp.db"))
        .unwrap_or_else(|| PathBuf::from("chomp.db"))
}

/// The SSH door's host key where none is given: beside the default database.
pub fn default_ssh_host_key() -> PathBuf {
    default_db_path().with_file_name("ssh_host_ed25519_key")
}
