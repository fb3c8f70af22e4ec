//! An API answer: its status and body, with the one-sentence JSON error
//! every refusal carries.

use serde_json::json;

/// One answer, written whole by the transport.
#[derive(Debug)]
pub struct ApiReply {
    pub status: u16,
    pub reason: &'static str,
    pub content_type: &'static str,
    pub body: String,
}

pub const JSON: &str = "application/json";
pub const NDJSON: &str = "application/x-ndjson";
pub const TEXT: &str = "text/plain; charset=utf-8";

impl ApiReply {
    /// 200 with a JSON value.
    pub fn json(value: &serde_json::Value) -> ApiReply {
        ApiReply::ok(JSON, format!("{value}\n"))
    }

    pub fn ok(content_type: &'static str, body: String) -> ApiReply {
        ApiReply {
            status: 200,
            reason: "OK",
            content_type,
            body,
        }
    }

    fn error(status: u16, reason: &'static str, sentence: &str) -> ApiReply {
        ApiReply {
            status,
            reason,
            content_type: JSON,
            body: format!("{}\n", json!({ "error": sentence })),
        }
    }

    pub fn bad_request(sentence: &str) -> ApiReply {
        ApiReply::error(400, "Bad Request", sentence)
    }

    pub fn not_found(sentence: &str) -> ApiReply {
        ApiReply::error(404, "Not Found", sentence)
    }

    pub fn method_not_allowed() -> ApiReply {
        ApiReply::error(405, "Method Not Allowed", "The API only reads: use GET.")
    }

    /// The store failed: nothing to say but to come back.
    pub fn unavailable() -> ApiReply {
        ApiReply::error(
            503,
            "Service Unavailable",
            "The database cannot be read now; try again shortly.",
        )
    }
}
