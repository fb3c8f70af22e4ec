//! Property-based fuzzing (proptest) of the three places untrusted text
//! enters: frame decoding, position notation, and the whole request path of
//! a live connection. This is the part that runs in CI with every
//! `cargo test`; the coverage-guided fuzzers for the same three places are
//! the cargo-fuzz targets in `fuzz/` (run with `scripts/fuzz.sh`, see
//! `docs/FUZZ.md`; they build on the stable toolchain with
//! `RUSTC_BOOTSTRAP=1`). Failing inputs either finds are kept as regression
//! cases in `REGRESSIONS` below.

use crate::common;

use chomp_engine::{Position, Variant};
use chomp_protocol::{decode_request, ErrorCode, MAX_FRAME_BYTES};
use common::{config, start, Client};
use proptest::prelude::*;
use serde_json::{json, Value};

/// Inputs that once mattered (or are classic troublemakers); each is decoded
/// and parsed on every run.
const REGRESSIONS: &[&str] = &[
    "",
    "\u{0}",
    "{\"type\":\"move\",\"game\":18446744073709551616,\"ply\":0,\"row\":0,\"col\":0}",
    "{\"type\":\"move\",\"game\":-1,\"ply\":1e400,\"row\":0,\"col\":0}",
    "{\"type\":\"history\",\"limit\":-5}",
    "{\"type\":{\"type\":\"ping\"}}",
    "{\"type\":\"hello\",\"protocol\":1,\"name\":\"\\ud800\"}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    "4294967296,1",
    "99999999999999999999",
    "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1",
    "0/0/0/0",
    "-1/2/3/4",
    "//////",
    " 3 , 2 ",
    // cargo-fuzz decode_request, crash-b287c562: a numeric type read as a variant index.
    "{\"type\":1,\"id\":[\"e\"]}",
];

/// Crash inputs of the cargo-fuzz targets (`fuzz/`), rebuilt exactly; too
/// long to read as literals.
fn cargo_fuzz_crashes() -> Vec<String> {
    // decode_request, crash-b76a9e67: a 433-character unknown bot level.
    let word = format!("{}{}{}`", " ".repeat(21), "e".repeat(122), " ".repeat(83));
    let level = format!("{word}{word}{}=", " ".repeat(11));
    let create = format!(
        r#"{{"type":"create","id":7,"vfiiant":"ichomp","widthight":8,"opponent":{{"kind":"bot","level":"{level}"}},"start":"random","first":"me"}}"#
    );
    // notation, crash-84003eea (after its two size bytes): a 196-character
    // row "length".
    let notation = format!(
        "{}{}{}32%1",
        "\0".repeat(100),
        "\u{10}".repeat(86),
        "\0".repeat(6)
    );
    // decode_request, crash-71aec0b7: an id read one bit off without
    // serde_json's float_roundtrip, so `re` was another number.
    let id = format!(
        r#"{{"type":"watch","game":1,"id":[1,-1{}2]}}"#,
        "0".repeat(81)
    );
    vec![create, notation, id]
}

/// The longest error sentence a refusal may carry: client text is quoted
/// clipped, never whole.
const MAX_MESSAGE_CHARS: usize = 512;

#[test]
fn regression_inputs_are_refused_or_accepted_without_panic() {
    let found = cargo_fuzz_crashes();
    let inputs = REGRESSIONS
        .iter()
        .copied()
        .chain(found.iter().map(String::as_str));
    for input in inputs {
        match decode_request(input) {
            Err(e) => assert!(
                e.message.chars().count() <= MAX_MESSAGE_CHARS,
                "{}",
                e.message
            ),
            // An accepted request reads back the same from its own JSON.
            Ok(r) => assert_eq!(decode_request(&r.to_json()).as_ref(), Ok(&r)),
        }
        for variant in [Variant::Chomp, Variant::IChomp] {
            if let Err(e) = Position::parse(variant, 8, 8, input) {
                assert!(e.to_string().chars().count() <= MAX_MESSAGE_CHARS, "{e}");
            }
        }
    }
    // Deeply nested JSON is refused by the size limit or the parser, never a stack overflow.
    let deep = "[".repeat(MAX_FRAME_BYTES / 2);
    assert_eq!(decode_request(&deep).unwrap_err().code, ErrorCode::BadJson);
}

/// The names of every request type (the protocol's own list, which a
/// protocol test checks against the enum) and one unknown name, so that the
/// generators reach the field checks behind each of them.
fn types() -> Vec<&'static str> {
    let mut all = chomp_protocol::ClientMsg::TYPES.to_vec();
    all.push("nonsense");
    all
}

/// Any JSON value, a few levels deep.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        "[a-z#.,/0-9]{0,12}".prop_map(Value::from),
        prop::sample::select(vec![
            "chomp", "ichomp", "bot", "human", "easy", "me", "full"
        ])
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z]{1,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A request-shaped object: a real type name, plausible field names, any values.
fn request_like() -> impl Strategy<Value = Value> {
    let field = prop::sample::select(vec![
        "id", "protocol", "name", "token", "variant", "width", "height", "opponent", "kind",
        "level", "start", "first", "game", "ply", "row", "col", "player", "limit",
    ]);
    (
        prop::sample::select(types()),
        prop::collection::vec((field, any_json()), 0..7),
    )
        .prop_map(|(ty, fields)| {
            let mut v = json!({"type": ty});
            for (k, val) in fields {
                v[k] = val;
            }
            v
        })
}

/// Text frames: request-shaped JSON, cut at a random point or not, or raw noise.
fn frame_text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => request_like().prop_map(|v| v.to_string()),
        2 => (request_like(), any::<prop::sample::Index>()).prop_map(|(v, i)| {
            let s = v.to_string();
            let mut cut = i.index(s.len() + 1);
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            s[..cut].to_string()
        }),
        1 => any::<String>(),
        1 => "[\\[\\]{}\":,0-9a-z ]{0,64}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Decoding never panics; a refusal has a code and a sentence, and echoes
    /// `id` whenever the frame was a JSON object carrying one.
    #[test]
    fn decode_request_never_panics(text in frame_text()) {
        match decode_request(&text) {
            Ok(_) => {}
            Err(e) => {
                prop_assert!(!e.message.is_empty());
                prop_assert!(e.message.chars().count() <= MAX_MESSAGE_CHARS, "{}", e.message);
                if let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&text) {
                    if let Some(id) = map.get("id") {
                        prop_assert_eq!(e.re.as_ref(), Some(id));
                    }
                }
            }
        }
    }

    /// Notation parsing never panics, on noise or on near-miss notation.
    #[test]
    fn position_parse_never_panics(
        notation in prop_oneof!["[0-9,/ -]{0,40}", any::<String>()],
        width in 0usize..70,
        height in 0usize..70,
        ichomp in any::<bool>(),
    ) {
        let variant = if ichomp { Variant::IChomp } else { Variant::Chomp };
        if let Ok(p) = Position::parse(variant, width, height, &notation) {
            prop_assert!(!p.is_over());
            prop_assert_eq!((p.width(), p.height()), (width, height));
        }
    }

    /// Printing a position and parsing it again gives the same board.
    #[test]
    fn notation_round_trips(seed in any::<u64>(), width in 2usize..12, height in 2usize..12, ichomp in any::<bool>()) {
        use rand::SeedableRng;
        let variant = if ichomp { Variant::IChomp } else { Variant::Chomp };
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let Ok(p) = Position::random(variant, width, height, &mut rng) else {
            return Ok(());
        };
        if p.is_over() {
            return Ok(());
        }
        let again = Position::parse(variant, width, height, &p.to_string());
        prop_assert!(again.is_ok(), "{} does not parse: {:?}", p, again);
        prop_assert_eq!(again.unwrap().board_rows(), p.board_rows());
    }
}

/// The whole request path of one live connection: random sequences of
/// request-shaped, truncated and noisy frames, with or without hello first.
/// Whatever comes back, the connection must still answer `ping` afterwards
/// (a panic in the server would close it).
#[test]
fn request_path_survives_random_frame_sequences() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let server = rt.block_on(start(config(dir.path())));
    let addr = server.local_addr();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(64)
    });
    let strategy = (any::<bool>(), prop::collection::vec(frame_text(), 1..40));
    let case = std::sync::atomic::AtomicU32::new(0);
    runner
        .run(&strategy, |(hello, frames)| {
            let case = case.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            rt.block_on(async {
                let mut c = if hello {
                    Client::hello(addr, &format!("fuzz{case}"), None).await
                } else {
                    Client::raw(addr).await
                };
                for f in frames {
                    c.send_text(f).await;
                }
                // Anything may have been answered; the ping must still be
                // (with `pong`, or with `not_hello` if no hello got through).
                c.send(json!({"type":"ping","id":"fuzz-alive"})).await;
                let answer = tokio::time::timeout(common::WAIT, async {
                    loop {
                        let v = c.recv().await;
                        if v["re"] == "fuzz-alive" {
                            return v;
                        }
                    }
                })
                .await
                .expect("the ping is answered");
                assert!(
                    answer["type"] == "pong" || answer["code"] == "not_hello",
                    "{answer}"
                );
                c.close().await;
            });
            Ok(())
        })
        .unwrap();
    rt.block_on(server.shutdown());
}
