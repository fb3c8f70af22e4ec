//! Reading an OpenSSH public key file for `link_key`, for both the
//! `chomp link-key FILE` command and the lobby's link-key prompt. Only the
//! client on the player's own computer reads files: a client served over
//! the SSH door never does (see `App::local_files`).

use std::path::{Path, PathBuf};

/// The key file the prompt offers first.
pub const DEFAULT_KEY_FILE: &str = "~/.ssh/id_ed25519.pub";

/// Why a key file gave no key line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyFileError {
    #[error("cannot read the public key file {path}: {reason}")]
    Unreadable { path: String, reason: String },
    #[error(
        "{path} is not an OpenSSH public key file (give the .pub file, e.g. ~/.ssh/id_ed25519.pub)"
    )]
    NotAKey { path: String },
}

/// `~/x` as a path under the home directory (as a shell would expand it
/// for `chomp link-key ~/x`); any other path as written.
pub fn expand(path: &str) -> PathBuf {
    let home = || directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    match path.strip_prefix("~/") {
        Some(rest) => match home() {
            Some(h) => h.join(rest),
            None => PathBuf::from(path),
        },
        None if path == "~" => home().unwrap_or_else(|| PathBuf::from(path)),
        None => PathBuf::from(path),
    }
}

/// The first key line of an OpenSSH `.pub` file.
pub fn read_key_line(path: &Path) -> Result<String, KeyFileError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| KeyFileError::Unreadable {
        path: shown.clone(),
        reason: e.to_string(),
    })?;
    match text.lines().map(str::trim).find(|l| !l.is_empty()) {
        Some(line) if line.starts_with("ssh-") || line.starts_with("ecdsa-") => {
            Ok(line.to_string())
        }
        _ => Err(KeyFileError::NotAKey { path: shown }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pub_file_gives_its_key_line_and_anything_else_says_why() {
        let dir = tempfile::tempdir().unwrap();
        let key = dir.path().join("id.pub");
        std::fs::write(&key, "\n  ssh-ed25519 AAAAC3Nza me@box  \n").unwrap();
        assert_eq!(read_key_line(&key).unwrap(), "ssh-ed25519 AAAAC3Nza me@box");
        let private = dir.path().join("id");
        std::fs::write(&private, "-----BEGIN OPENSSH PRIVATE KEY-----\n").unwrap();
        assert!(matches!(
            read_key_line(&private),
            Err(KeyFileError::NotAKey { .. })
        ));
        assert!(matches!(
            read_key_line(&dir.path().join("none.pub")),
            Err(KeyFileError::Unreadable { .. })
        ));
    }

    #[test]
    fn a_tilde_means_the_home_directory() {
        let home = directories::BaseDirs::new()
            .unwrap()
            .home_dir()
            .to_path_buf();
        assert_eq!(expand("~/.ssh/k.pub"), home.join(".ssh/k.pub"));
        assert_eq!(expand("/etc/k.pub"), PathBuf::from("/etc/k.pub"));
        assert_eq!(expand("a~/b"), PathBuf::from("a~/b"));
    }
}
