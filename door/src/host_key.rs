//! The SSH door's host key: an ed25519 key in OpenSSH format, read from
//! `--ssh-host-key`, or made there (mode 0600) at first start. It never
//! changes after that, so players' `known_hosts` keep trusting the server;
//! its fingerprint is logged once, as `ssh-keygen -l` prints it, for the
//! operator to publish.

use std::io::Write;
use std::path::{Path, PathBuf};

use rand::Rng;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::LineEnding;
use russh::keys::{HashAlg, PrivateKey};

/// Why the host key cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum HostKeyError {
    #[error("cannot read the SSH host key {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the SSH host key {path} is not an OpenSSH private key: {why}")]
    Parse { path: PathBuf, why: String },
    #[error("the SSH host key {path} is {algorithm}, not ed25519")]
    NotEd25519 { path: PathBuf, algorithm: String },
    #[error("the SSH host key {path} is encrypted; the server needs it without a passphrase")]
    Encrypted { path: PathBuf },
    #[error("cannot write a new SSH host key to {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// The host key at `path`, made there first if the file does not exist.
pub fn load_or_create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    match std::fs::read_to_string(path) {
        Ok(text) => parse(path, &text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => create(path),
        Err(source) => Err(HostKeyError::Read {
            path: path.to_path_buf(),
            source,
        }),
    }
}

fn parse(path: &Path, text: &str) -> Result<PrivateKey, HostKeyError> {
    let key = PrivateKey::from_openssh(text).map_err(|e| HostKeyError::Parse {
        path: path.to_path_buf(),
        why: e.to_string(),
    })?;
    if key.is_encrypted() {
        return Err(HostKeyError::Encrypted {
            path: path.to_path_buf(),
        });
    }
    if key.algorithm() != russh::keys::Algorithm::Ed25519 {
        return Err(HostKeyError::NotEd25519 {
            path: path.to_path_buf(),
            algorithm: key.algorithm().to_string(),
        });
    }
    Ok(key)
}

/// Makes a new key and writes it with mode 0600, never over an existing
/// file (two servers starting at once on one shared file keep one key).
fn create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let write_err = |source| HostKeyError::Write {
        path: path.to_path_buf(),
        source,
    };
    let seed: [u8; 32] = rand::rng().random();
    let mut key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    key.set_comment("chomp-server");
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| write_err(std::io::Error::other(e.to_string())))?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(write_err)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    match options.open(path) {
        Ok(mut file) => {
            file.write_all(text.as_bytes()).map_err(write_err)?;
            file.sync_all().map_err(write_err)?;
            tracing::info!("made a new SSH host key in {}", path.display());
            Ok(key)
        }
        // Another process made it first: use theirs.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => load_or_create(path),
        Err(e) => Err(write_err(e)),
    }
}

/// The key's line as `ssh-keygen -l -f FILE` prints it:
/// `256 SHA256:... comment (ED25519)`.
pub fn fingerprint_line(key: &PrivateKey) -> String {
    let comment = key.comment().to_string();
    let comment = if comment.is_empty() {
        "no comment".to_string()
    } else {
        comment
    };
    format!(
        "256 {} {comment} (ED25519)",
        key.public_key().fingerprint(HashAlg::Sha256)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_key_is_made_once_with_mode_0600_and_then_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("keys/host");
        let made = load_or_create(&path).unwrap();
        let again = load_or_create(&path).unwrap();
        assert_eq!(made.public_key(), again.public_key());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let line = fingerprint_line(&made);
        assert!(line.starts_with("256 SHA256:"), "{line}");
        assert!(line.ends_with(" chomp-server (ED25519)"), "{line}");
    }

    #[test]
    fn a_file_that_is_no_key_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("host");
        std::fs::write(&path, "not a key").unwrap();
        let err = load_or_create(&path).unwrap_err();
        assert!(matches!(err, HostKeyError::Parse { .. }), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not a key");
    }
}
