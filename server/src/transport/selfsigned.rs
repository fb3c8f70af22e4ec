//! `chomp-server cert`: a self-signed certificate and key for a server
//! that has no certificate authority, such as one for friends. The client
//! trusts it with `--ca` (it pins that very certificate), so nobody has to
//! learn the `openssl` command for it.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why no pair was written; nothing is left behind in any case.
#[derive(Debug, thiserror::Error)]
pub enum CertError {
    #[error("name at least one --host (a DNS name or an IP address) for the certificate")]
    NoHost,
    #[error("{0} already exists; choose another --out folder or move it away")]
    Exists(PathBuf),
    #[error("cannot make the certificate: {0}")]
    Make(#[from] rcgen::Error),
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// The files written.
#[derive(Debug)]
pub struct CertFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
}

/// Writes `cert.pem` and `key.pem` (readable by the owner only) into `dir`,
/// for the names in `hosts`, valid for what rcgen gives a new certificate.
/// Existing files are never overwritten.
pub fn write_self_signed(hosts: &[String], dir: &Path) -> Result<CertFiles, CertError> {
    if hosts.is_empty() {
        return Err(CertError::NoHost);
    }
    let files = CertFiles {
        cert: dir.join("cert.pem"),
        key: dir.join("key.pem"),
    };
    for path in [&files.cert, &files.key] {
        if path.exists() {
            return Err(CertError::Exists(path.clone()));
        }
    }
    let made = rcgen::generate_simple_self_signed(hosts.to_vec())?;
    std::fs::create_dir_all(dir).map_err(|source| CertError::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    write_new(
        &files.key,
        made.signing_key.serialize_pem().as_bytes(),
        0o600,
    )?;
    if let Err(e) = write_new(&files.cert, made.cert.pem().as_bytes(), 0o644) {
        let _ = std::fs::remove_file(&files.key);
        return Err(e);
    }
    Ok(files)
}

/// Creates `path` (never replacing a file) with `mode` on Unix.
fn write_new(path: &Path, bytes: &[u8], mode: u32) -> Result<(), CertError> {
    let failed = |source| CertError::Write {
        path: path.to_path_buf(),
        source,
    };
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(mode);
    }
    #[cfg(not(unix))]
    let _ = mode;
    let mut file = options.open(path).map_err(failed)?;
    file.write_all(bytes).map_err(failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_written_once_and_loads_as_the_server_pair() {
        let dir = tempfile::tempdir().unwrap();
        let hosts = vec!["localhost".to_string(), "127.0.0.1".to_string()];
        let files = write_self_signed(&hosts, dir.path()).unwrap();
        let loaded = super::super::tls::Tls::new(super::super::tls::TlsFiles {
            cert: files.cert.clone(),
            key: files.key.clone(),
        });
        assert!(loaded.is_ok(), "the server loads what it made");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&files.key).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let again = write_self_signed(&hosts, dir.path()).unwrap_err();
        assert!(matches!(again, CertError::Exists(_)), "{again}");
        assert!(matches!(
            write_self_signed(&[], dir.path()),
            Err(CertError::NoHost)
        ));
    }
}
