//! Frame decoding: arbitrary bytes, if UTF-8, go through
//! `chomp_protocol::decode_request` exactly as a text frame would.
//!
//! Invariants: a refusal carries one of the four codes decoding may give
//! (and that code's wire word is a stable snake_case word), a sentence, and
//! the frame's `id` as `re` whenever the frame is a JSON object with one; an
//! accepted request re-serialises to JSON that decodes to the same request
//! and keeps the frame's `type`.

#![no_main]

use chomp_protocol::{decode_request, ClientMsg, ErrorCode, MAX_FRAME_BYTES};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// The longest error sentence decoding may produce. The decoder clips the
/// client text it quotes, so a refusal never echoes a whole frame back.
const MAX_MESSAGE_CHARS: usize = 512;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed: Option<Value> = serde_json::from_str(text).ok();
    match decode_request(text) {
        Ok(req) => accepted(text, &parsed, req),
        Err(e) => {
            assert!(
                matches!(
                    e.code,
                    ErrorCode::BadJson
                        | ErrorCode::TooLarge
                        | ErrorCode::UnknownType
                        | ErrorCode::BadRequest
                ),
                "decoding gave {:?}",
                e.code
            );
            let word = e.code.as_str();
            assert!(!word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
            assert_eq!(
                serde_json::to_value(e.code).ok(),
                Some(Value::String(word.to_string())),
                "the serialised code is its wire word"
            );
            assert!(!e.message.trim().is_empty(), "a refusal has a sentence");
            assert!(
                e.message.chars().count() <= MAX_MESSAGE_CHARS,
                "a refusal echoes {} characters: {}",
                e.message.chars().count(),
                e.message
            );
            let id = match &parsed {
                Some(Value::Object(map)) if text.len() <= MAX_FRAME_BYTES => map.get("id"),
                _ => None,
            };
            assert_eq!(e.re.as_ref(), id, "re is the frame's id");
            if e.code == ErrorCode::BadJson {
                assert!(
                    !matches!(parsed, Some(Value::Object(_))),
                    "an object is JSON"
                );
            }
        }
    }
});

/// An accepted frame: a JSON object with a known `type`, whose request
/// survives a trip through its own serialisation.
fn accepted(text: &str, parsed: &Option<Value>, req: chomp_protocol::Request) {
    assert!(text.len() <= MAX_FRAME_BYTES);
    let Some(Value::Object(map)) = parsed else {
        panic!("accepted a frame that is not a JSON object: {text:?}");
    };
    // `"id": null` reads as no id (`Option<Value>`), and a reply without
    // `re` is what a client sending a null id gets; any other id is kept.
    let sent_id = map.get("id").filter(|v| !v.is_null());
    assert_eq!(req.id.as_ref(), sent_id, "the id is kept as sent");
    let json = req.to_json();
    let back: Value = serde_json::from_str(&json).expect("our own JSON parses");
    let ty = back.get("type").and_then(Value::as_str).unwrap_or_default();
    assert!(ClientMsg::TYPES.contains(&ty), "{json}");
    assert_eq!(map.get("type").and_then(Value::as_str), Some(ty));
    if json.len() <= MAX_FRAME_BYTES {
        let again = decode_request(&json)
            .unwrap_or_else(|e| panic!("{json} (from {text:?}) is refused: {e:?}"));
        assert_eq!(again, req, "{json} decodes to another request");
    }
}
