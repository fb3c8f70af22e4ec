//! The tokens that protect our names, kept in the user's config directory
//! (`tokens.json`) so that the next start sends them automatically.
//! Tokens are keyed by service and name: the same name on two services has
//! two. A server names its service by an id (the same on every node of one
//! database) before `hello`, so a token is found however the address was
//! typed (`localhost` or `127.0.0.1`, with `/lobby` or without). Tokens
//! are also filed under the first address given, and tokens filed only
//! under an address (by an older client, by a server that names no
//! service) are still read: the file stays one flat map from key to token,
//! which older clients read as before.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot find a config directory for this user")]
    NoConfigDir,
    #[error("cannot read or write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not a token file: {source}")]
    Format {
        path: PathBuf,
        source: serde_json::Error,
    },
}

/// The token file.
#[derive(Clone, Debug)]
pub struct TokenStore {
    path: PathBuf,
}

impl TokenStore {
    /// The store in the user's config directory.
    pub fn user() -> Result<Self, ConfigError> {
        let dirs =
            directories::ProjectDirs::from("", "", "chomp").ok_or(ConfigError::NoConfigDir)?;
        Ok(TokenStore::at(dirs.config_dir().join("tokens.json")))
    }

    /// A store in a given file (tests, `--config`).
    pub fn at(path: impl Into<PathBuf>) -> Self {
        TokenStore { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn key(server: &str, name: &str) -> String {
        format!("{server} {name}")
    }

    fn load_all(&self) -> Result<BTreeMap<String, String>, ConfigError> {
        match std::fs::read_to_string(&self.path) {
            Ok(text) => serde_json::from_str(&text).map_err(|source| ConfigError::Format {
                path: self.path.clone(),
                source,
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeMap::new()),
            Err(source) => Err(ConfigError::Io {
                path: self.path.clone(),
                source,
            }),
        }
    }

    /// The token stored for a name on a server.
    pub fn get(&self, server: &str, name: &str) -> Result<Option<String>, ConfigError> {
        Ok(self.load_all()?.remove(&Self::key(server, name)))
    }

    /// The token stored for a name under the first of `servers` that has
    /// one: the service's key first, then older keys of the same service.
    pub fn get_any<S: AsRef<str>>(
        &self,
        servers: &[S],
        name: &str,
    ) -> Result<Option<String>, ConfigError> {
        let mut all = self.load_all()?;
        Ok(servers
            .iter()
            .find_map(|s| all.remove(&Self::key(s.as_ref(), name))))
    }

    /// Stores a token, replacing any older one for the same server and name.
    pub fn put(&self, server: &str, name: &str, token: &str) -> Result<(), ConfigError> {
        self.put_all(&[server], name, token)
    }

    /// Stores a token under each of `servers` for `name`, in one write.
    pub fn put_all<S: AsRef<str>>(
        &self,
        servers: &[S],
        name: &str,
        token: &str,
    ) -> Result<(), ConfigError> {
        let mut all = self.load_all()?;
        let keys: Vec<String> = servers
            .iter()
            .map(|s| Self::key(s.as_ref(), name))
            .collect();
        if keys
            .iter()
            .all(|k| all.get(k).map(String::as_str) == Some(token))
        {
            return Ok(());
        }
        for key in keys {
            all.insert(key, token.to_string());
        }
        let io = |source| ConfigError::Io {
            path: self.path.clone(),
            source,
        };
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let text = serde_json::to_string_pretty(&all).unwrap_or_default();
        // Write then rename, so a crash never leaves half a file.
        let tmp = self.path.with_extension("json.tmp");
        std::fs::write(&tmp, text).map_err(io)?;
        restrict_to_owner(&tmp).map_err(io)?;
        std::fs::rename(&tmp, &self.path).map_err(io)
    }
}

/// The key a service's tokens are filed under, beside address keys (which
/// always hold `://`, so the two never meet).
pub fn service_key(id: &str) -> String {
    format!("service:{id}")
}

/// Where one client looks its token up and files it: the token file and
/// the keys of the addresses it was given (the first one is filed under
/// too; all are read).
#[derive(Clone, Debug)]
pub struct TokenBook {
    pub store: TokenStore,
    pub addresses: Vec<String>,
}

impl TokenBook {
    /// The token for `name`: under the service's key first, then under
    /// the addresses (files of older clients, servers that name no service).
    pub fn lookup(&self, service: Option<&str>, name: &str) -> Result<Option<String>, ConfigError> {
        let keys: Vec<String> = service
            .map(service_key)
            .into_iter()
            .chain(self.addresses.iter().cloned())
            .collect();
        self.store.get_any(&keys, name)
    }

    /// Files the token under the service's key and under the first
    /// address, so that an older client given that address finds it too.
    pub fn file(&self, service: Option<&str>, name: &str, token: &str) -> Result<(), ConfigError> {
        let keys: Vec<String> = service
            .map(service_key)
            .into_iter()
            .chain(self.addresses.first().cloned())
            .collect();
        self.store.put_all(&keys, name, token)
    }
}

/// Tokens are secrets: only the owner may read the file.
#[cfg(unix)]
fn restrict_to_owner(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn restrict_to_owner(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_per_server_and_name() {
        let dir = tempfile::tempdir().unwrap();
        let store = TokenStore::at(dir.path().join("sub/tokens.json"));
        assert_eq!(store.get("ws://a", "ann").unwrap(), None);
        store.put("ws://a", "ann", "t1").unwrap();
        store.put("ws://b", "ann", "t2").unwrap();
        assert_eq!(store.get("ws://a", "ann").unwrap().as_deref(), Some("t1"));
        assert_eq!(store.get("ws://b", "ann").unwrap().as_deref(), Some("t2"));
        assert_eq!(store.get("ws://a", "bob").unwrap(), None);
        store.put("ws://a", "ann", "t3").unwrap();
        assert_eq!(store.get("ws://a", "ann").unwrap().as_deref(), Some("t3"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(store.path())
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_service_reads_its_own_key_first_then_its_other_addresses() {
        let dir = tempfile::tempdir().unwrap();
        let store = TokenStore::at(dir.path().join("tokens.json"));
        let service = ["ws://a/", "ws://b/"];
        assert_eq!(store.get_any(&service, "ann").unwrap(), None);
        // A token filed by an older client that knew only the second node.
        store.put("ws://b/", "ann", "old").unwrap();
        assert_eq!(
            store.get_any(&service, "ann").unwrap().as_deref(),
            Some("old")
        );
        // Once filed under the service's key (the first address), that wins.
        store.put("ws://a/", "ann", "new").unwrap();
        assert_eq!(
            store.get_any(&service, "ann").unwrap().as_deref(),
            Some("new")
        );
        assert_eq!(store.get_any(&["ws://c/"], "ann").unwrap(), None);
    }

    #[test]
    fn a_service_finds_its_token_however_its_address_was_typed() {
        let dir = tempfile::tempdir().unwrap();
        let store = TokenStore::at(dir.path().join("tokens.json"));
        let typed = |url: &str| TokenBook {
            store: store.clone(),
            addresses: vec![url.to_string()],
        };
        let first = typed("ws://127.0.0.1:7910/");
        assert_eq!(first.lookup(Some("s1"), "ann").unwrap(), None);
        first.file(Some("s1"), "ann", "t").unwrap();
        // Another spelling of the same service: found by the service id.
        let other = typed("ws://localhost:7910/lobby");
        assert_eq!(
            other.lookup(Some("s1"), "ann").unwrap().as_deref(),
            Some("t")
        );
        // Another service at that spelling has no token of ours.
        assert_eq!(other.lookup(Some("s2"), "ann").unwrap(), None);
        // An older client given the first address still finds it.
        assert_eq!(
            store.get("ws://127.0.0.1:7910/", "ann").unwrap().as_deref(),
            Some("t")
        );
        // The file is still a flat map of strings (what older clients read).
        let text = std::fs::read_to_string(store.path()).unwrap();
        let map: BTreeMap<String, String> = serde_json::from_str(&text).unwrap();
        assert_eq!(map.get("service:s1 ann").map(String::as_str), Some("t"));
    }

    #[test]
    fn an_old_file_keyed_by_address_still_works() {
        let dir = tempfile::tempdir().unwrap();
        let store = TokenStore::at(dir.path().join("tokens.json"));
        std::fs::write(store.path(), r#"{"ws://127.0.0.1:7910/ ann": "old"}"#).unwrap();
        let book = TokenBook {
            store: store.clone(),
            addresses: vec!["ws://127.0.0.1:7910/".into()],
        };
        // The server names a service this file has never seen: the address key.
        assert_eq!(
            book.lookup(Some("s1"), "ann").unwrap().as_deref(),
            Some("old")
        );
        assert_eq!(book.lookup(None, "ann").unwrap().as_deref(), Some("old"));
        book.file(Some("s1"), "ann", "old").unwrap();
        assert_eq!(
            store.get(&service_key("s1"), "ann").unwrap().as_deref(),
            Some("old")
        );
    }

    #[test]
    fn a_broken_file_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tokens.json");
        std::fs::write(&path, "nonsense").unwrap();
        assert!(matches!(
            TokenStore::at(path).get("s", "n"),
            Err(ConfigError::Format { .. })
        ));
    }
}
