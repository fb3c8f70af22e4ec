//! What an API request asks for, read from its path and query alone (no
//! store, no socket), so every bad request is answered 400 before anything
//! is looked up. Each path segment is percent-decoded on its own: a `%2F`
//! in a name is part of the name, never a separator.

use chomp_protocol::GameId;

/// The most games one page of `/api/players/NAME/games` holds.
pub const MAX_PAGE: u32 = 300;

/// A page's length when the query does not say.
pub const DEFAULT_PAGE: u32 = 50;

/// One API request.
#[derive(Debug, PartialEq, Eq)]
pub enum Route {
    Player(String),
    PlayerGames {
        name: String,
        before: Option<GameId>,
        max: u32,
    },
    Game {
        id: GameId,
        text: bool,
    },
    Leaderboard(String),
    /// The bot ladder's leaderboard.
    Ladder,
}

/// A request the API cannot read: answered 400 with this sentence.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadRequest(pub String);

fn bad(sentence: &str) -> BadRequest {
    BadRequest(sentence.to_string())
}

/// Whether a path belongs to the API (`/api` or below).
pub fn is_api(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// Reads a request target (`/api/...?...`).
pub fn parse(target: &str) -> Result<Route, BadRequest> {
    let (path, query) = match target.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (target, None),
    };
    let rest = path.strip_prefix("/api/").ok_or_else(|| {
        bad("The API's paths are /api/players/NAME, /api/players/NAME/games, /api/games/ID, /api/leaderboard/VARIANT and /api/ladder.")
    })?;
    let segments = rest
        .split('/')
        .map(decode)
        .collect::<Result<Vec<String>, BadRequest>>()?;
    if segments.iter().any(String::is_empty) {
        return Err(bad("The path has an empty part."));
    }
    let params = Query::parse(query)?;
    let seg: Vec<&str> = segments.iter().map(String::as_str).collect();
    let route = match seg.as_slice() {
        ["players", name] => {
            params.only(&[])?;
            Route::Player(name.to_string())
        }
        ["players", name, "games"] => {
            params.only(&["before", "max"])?;
            let before = params
                .get("before")
                .map(|v| {
                    v.parse::<GameId>()
                        .map_err(|_| bad("before must be a game number."))
                })
                .transpose()?;
            let max = match params.get("max") {
                None => DEFAULT_PAGE,
                Some(v) => match v.parse::<u32>() {
                    Ok(n) if (1..=MAX_PAGE).contains(&n) => n,
                    _ => return Err(bad("max must be a number from 1 to 300.")),
                },
            };
            Route::PlayerGames {
                name: name.to_string(),
                before,
                max,
            }
        }
        ["games", id] => {
            params.only(&["format"])?;
            let id = id
                .parse::<GameId>()
                .map_err(|_| bad("A game is named by its number."))?;
            let text = match params.get("format") {
                None | Some("json") => false,
                Some("text") => true,
                Some(_) => return Err(bad("format must be json or text.")),
            };
            Route::Game { id, text }
        }
        ["leaderboard", variant] => {
            params.only(&[])?;
            Route::Leaderboard(variant.to_string())
        }
        ["ladder"] => {
            params.only(&[])?;
            Route::Ladder
        }
        _ => return Err(bad(
            "The API's paths are /api/players/NAME, /api/players/NAME/games, /api/games/ID, /api/leaderboard/VARIANT and /api/ladder.",
        )),
    };
    Ok(route)
}

/// The decoded `key=value` pairs of a query, each key once.
struct Query(Vec<(String, String)>);

impl Query {
    fn parse(query: Option<&str>) -> Result<Query, BadRequest> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in query
            .unwrap_or_default()
            .split('&')
            .filter(|p| !p.is_empty())
        {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            let (k, v) = (decode_query(k)?, decode_query(v)?);
            if pairs.iter().any(|(seen, _)| *seen == k) {
                return Err(BadRequest(format!("The query names {k} twice.")));
            }
            pairs.push((k, v));
        }
        Ok(Query(pairs))
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Refuses a key this path does not take.
    fn only(&self, allowed: &[&str]) -> Result<(), BadRequest> {
        match self.0.iter().find(|(k, _)| !allowed.contains(&k.as_str())) {
            Some((k, _)) => Err(BadRequest(format!("This path takes no query key {k}."))),
            None => Ok(()),
        }
    }
}

/// A query part: `+` is a space there, then percent escapes.
fn decode_query(text: &str) -> Result<String, BadRequest> {
    decode(&text.replace('+', " "))
}

/// Percent-decodes one path segment or query part into UTF-8 text.
fn decode(text: &str) -> Result<String, BadRequest> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| bad("The request has a bad percent escape."))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| bad("The request's escapes are not UTF-8 text."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_read_with_their_names_decoded() {
        assert_eq!(parse("/api/players/ann"), Ok(Route::Player("ann".into())));
        assert_eq!(
            parse("/api/players/J%C3%BCrgen%20K"),
            Ok(Route::Player("Jürgen K".into()))
        );
        // An escaped slash is part of the name, not a separator; a plus
        // in a path is a plus.
        assert_eq!(
            parse("/api/players/a%2Fb+c"),
            Ok(Route::Player("a/b+c".into()))
        );
        assert_eq!(
            parse("/api/players/ann/games?before=12&max=300"),
            Ok(Route::PlayerGames {
                name: "ann".into(),
                before: Some(12),
                max: 300
            })
        );
        assert_eq!(
            parse("/api/players/ann/games"),
            Ok(Route::PlayerGames {
                name: "ann".into(),
                before: None,
                max: DEFAULT_PAGE
            })
        );
        assert_eq!(
            parse("/api/games/7?format=text"),
            Ok(Route::Game { id: 7, text: true })
        );
        assert_eq!(
            parse("/api/games/7"),
            Ok(Route::Game { id: 7, text: false })
        );
        assert_eq!(
            parse("/api/leaderboard/ichomp"),
            Ok(Route::Leaderboard("ichomp".into()))
        );
        assert_eq!(parse("/api/ladder"), Ok(Route::Ladder));
    }

    #[test]
    fn bad_paths_and_queries_are_refused_in_one_sentence() {
        for target in [
            "/api/",
            "/api/players/",
            "/api/players//games",
            "/api/players/ann/games?max=301",
            "/api/players/ann/games?max=0",
            "/api/players/ann/games?before=x",
            "/api/players/ann/games?max=1&max=2",
            "/api/players/ann?x=1",
            "/api/players/%zz",
            "/api/players/%c3",
            "/api/players/%C3%28",
            "/api/games/seven",
            "/api/games/-1",
            "/api/games/7?format=pgn",
            "/api/nothing",
            "/api/games/7/moves",
        ] {
            let err = parse(target).expect_err(target);
            assert!(err.0.ends_with('.'), "{target}: {}", err.0);
            assert!(!err.0.contains('\n'), "{target}");
        }
        assert!(is_api("/api") && is_api("/api/x") && !is_api("/apix"));
    }
}
