//! Turning a text frame into a [`Request`], with the error code the contract
//! asks for when that fails. Decoding goes in steps (JSON, object, `type`,
//! fields) so that each failure gets its own code and a sentence.

use serde_json::Value;

use crate::codes::ErrorCode;
use crate::requests::{ClientMsg, Request};

/// The largest frame a peer may send, in bytes. Larger frames get `too_large`.
/// Defined where it is enforced, not in the crate root, so that this module
/// does not use the root that re-exports it.
pub const MAX_FRAME_BYTES: usize = 64 * 1024;

/// Why a frame could not be decoded; `re` is the frame's `id` when one could be read.
#[derive(Clone, Debug, PartialEq)]
pub struct DecodeError {
    pub code: ErrorCode,
    pub message: String,
    pub re: Option<Value>,
}

/// A frame's `type` when it is a plain JSON string (other fields skipped).
#[derive(serde::Deserialize)]
struct TextTag<'a> {
    #[serde(rename = "type", borrow)]
    _ty: &'a str,
}

/// Decodes a text frame into a request.
pub fn decode_request(text: &str) -> Result<Request, DecodeError> {
    if text.len() > MAX_FRAME_BYTES {
        return Err(DecodeError {
            code: ErrorCode::TooLarge,
            message: format!(
                "The frame has {} bytes; at most {MAX_FRAME_BYTES} are accepted.",
                text.len()
            ),
            re: None,
        });
    }
    // Fast path for the well-formed frames that make up nearly all traffic:
    // straight into the request (profiled: building a `Value` first doubled
    // the cost of decoding). Anything it refuses goes the careful way below,
    // which accepts the same frames and finds the right error code. Serde
    // also takes an integer tag as a variant index (`"type":1` would be
    // `lobby`), so the fast path is only for frames whose `type` is a string.
    if serde_json::from_str::<TextTag>(text).is_ok() {
        if let Ok(request) = serde_json::from_str::<Request>(text) {
            return Ok(request);
        }
    }
    let value: Value = serde_json::from_str(text).map_err(|e| DecodeError {
        code: ErrorCode::BadJson,
        message: format!("The frame is not valid JSON: {e}."),
        re: None,
    })?;
    let Value::Object(map) = &value else {
        return Err(DecodeError {
            code: ErrorCode::BadJson,
            message: "The frame must be a JSON object.".into(),
            re: None,
        });
    };
    let re = map.get("id").cloned();
    let ty = match map.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(_) => {
            return Err(DecodeError {
                code: ErrorCode::UnknownType,
                message: "The \"type\" field must be a string.".into(),
                re,
            })
        }
        None => {
            return Err(DecodeError {
                code: ErrorCode::UnknownType,
                message: "The frame has no \"type\" field.".into(),
                re,
            })
        }
    };
    if !ClientMsg::TYPES.contains(&ty) {
        return Err(DecodeError {
            code: ErrorCode::UnknownType,
            message: format!("\"{}\" is not a message type this server knows.", clip(ty)),
            re,
        });
    }
    let ty = ty.to_string();
    serde_json::from_value::<Request>(value).map_err(|e| DecodeError {
        code: ErrorCode::BadRequest,
        message: format!(
            "The \"{ty}\" message is malformed: {}.",
            clip_detail(&e.to_string())
        ),
        re,
    })
}

/// Keeps echoed client text short.
fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

/// The longest serde error detail quoted in a refusal. Serde quotes the
/// offending client value (e.g. "unknown variant `...`") in full, so
/// without this a refusal could echo most of a 64 KiB frame back.
const MAX_DETAIL_CHARS: usize = 160;

/// Cuts a serde error detail to [`MAX_DETAIL_CHARS`], marking the cut.
fn clip_detail(detail: &str) -> String {
    if detail.chars().count() <= MAX_DETAIL_CHARS {
        return detail.to_string();
    }
    let mut out: String = detail.chars().take(MAX_DETAIL_CHARS).collect();
    out.push_str("...");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_failure_has_its_code() {
        let e = decode_request("{nope").unwrap_err();
        assert_eq!(e.code, ErrorCode::BadJson);
        let e = decode_request("[1,2]").unwrap_err();
        assert_eq!(e.code, ErrorCode::BadJson);
        let e = decode_request(r#"{"type":"dance","id":5}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownType);
        assert_eq!(e.re, Some(serde_json::json!(5)));
        let e = decode_request(r#"{"id":1}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownType);
        let e =
            decode_request(r#"{"type":"move","game":1,"ply":"x","row":0,"col":0}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadRequest);
        let e = decode_request(r#"{"type":"move","game":1,"ply":-1,"row":0,"col":0}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadRequest);
        let big = format!(
            r#"{{"type":"ping","pad":"{}"}}"#,
            "x".repeat(MAX_FRAME_BYTES)
        );
        assert_eq!(decode_request(&big).unwrap_err().code, ErrorCode::TooLarge);
    }

    /// Found by the `decode_request` cargo-fuzz target: a long unknown
    /// enum word was quoted whole in the refusal.
    #[test]
    fn refusals_do_not_echo_long_client_text() {
        let level = format!("{}`{}", " ".repeat(300), "e".repeat(300));
        let frame = format!(
            r#"{{"type":"create","id":7,"variant":"ichomp","width":8,"height":8,"opponent":{{"kind":"bot","level":"{level}"}}}}"#
        );
        let e = decode_request(&frame).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadRequest);
        assert_eq!(e.re, Some(serde_json::json!(7)));
        assert!(e.message.chars().count() < 300, "{}", e.message);
        assert!(e
            .message
            .starts_with("The \"create\" message is malformed: unknown variant"));
        assert!(e.message.ends_with("...."), "{}", e.message);
    }

    /// Found by the `decode_request` cargo-fuzz target: this id was once
    /// read one bit off, so the `re` echoed read back as another number.
    /// Now every numeric id is echoed as sent, digit for digit.
    #[test]
    fn numeric_ids_survive_a_round_trip() {
        let big = format!("-1{}2", "0".repeat(81));
        let frame = format!(r#"{{"type":"watch","game":1,"id":[1,{big}]}}"#);
        let r = decode_request(&frame).unwrap();
        assert_eq!(
            r.to_json(),
            format!(r#"{{"id":[1,{big}],"type":"watch","game":1}}"#)
        );
        assert_eq!(decode_request(&r.to_json()).unwrap(), r);
    }

    #[test]
    fn numeric_ids_of_any_size_are_echoed_exactly() {
        // (sent, echoed): every digit kept; an exponent is only respelled.
        for (id, echoed) in [
            (
                "123456789012345678901234567890",
                "123456789012345678901234567890",
            ),
            ("1e400", "1e+400"),
            ("-2.5E-400", "-2.5e-400"),
            (
                "0.1000000000000000000000000000001",
                "0.1000000000000000000000000000001",
            ),
            ("18446744073709551616", "18446744073709551616"),
            ("7", "7"),
        ] {
            for frame in [
                format!(r#"{{"type":"ping","id":{id}}}"#),
                // Through the careful path (an unknown type).
                format!(r#"{{"type":"nope","id":{id}}}"#),
            ] {
                let re = match decode_request(&frame) {
                    Ok(r) => r.id,
                    Err(e) => e.re,
                };
                let text = crate::Reply::answer(re, crate::ServerMsg::Pong).to_json();
                assert!(
                    text.contains(&format!(r#""re":{echoed}"#)),
                    "{frame} -> {text}"
                );
            }
        }
    }

    #[test]
    fn good_frames_decode() {
        let r =
            decode_request(r#"{"type":"move","game":1,"ply":3,"row":0,"col":2,"id":[1]}"#).unwrap();
        assert_eq!(
            r.msg,
            ClientMsg::Move {
                game: 1,
                ply: 3,
                mv: crate::Move::new(0, 2)
            }
        );
        assert_eq!(r.id, Some(serde_json::json!([1])));
    }

    /// Found by the `decode_request` cargo-fuzz target: the fast path took
    /// a numeric `type` as a variant index.
    #[test]
    fn a_numeric_type_is_unknown() {
        let e = decode_request(r#"{"type":1,"id":["e"]}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownType);
        assert_eq!(e.re, Some(serde_json::json!(["e"])));
        let e = decode_request(r#"{"type":5,"game":1,"ply":0,"row":0,"col":0}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownType);
        // An escaped type name is still a string: the careful path takes it.
        let r = decode_request(r#"{"type":"\u006cobby"}"#).unwrap();
        assert_eq!(r.msg, ClientMsg::Lobby { deltas: false });
    }

    #[test]
    fn the_fast_path_decodes_as_the_careful_one() {
        let frames = [
            r#"{"type":"move","game":1,"ply":3,"row":0,"col":2,"id":"a"}"#,
            r#"{"id":7,"type":"hello","protocol":1,"name":"ann","extra":{"x":[1,2]}}"#,
            r#"{"type":"create","variant":"ichomp","width":8,"height":8,"opponent":{"kind":"bot","level":"hard"}}"#,
            r#"{"type":"history","limit":5,"player":"bob"}"#,
            r#"{"type":"lobby"}"#,
            // Duplicate keys: the fast path refuses, the careful path takes the last.
            r#"{"type":"join","game":1,"game":2}"#,
        ];
        for frame in frames {
            let careful: Request =
                serde_json::from_value(serde_json::from_str::<Value>(frame).unwrap()).unwrap();
            assert_eq!(decode_request(frame).unwrap(), careful, "{frame}");
        }
    }
}
