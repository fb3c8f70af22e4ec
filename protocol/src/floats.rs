//! Floats read wherever serde buffered them. With serde_json's
//! `arbitrary_precision` (which keeps request ids exact), a number read
//! through `flatten`, an internal tag or `untagged` arrives as a private map
//! that only `serde_json::Value` understands, so every float of a frame goes
//! through it: a plain `f64` field fails to parse ("invalid type: map,
//! expected f64") as soon as its frame is one variant of the tagged
//! `ServerMsg`.

use serde::de::Error;
use serde::Deserialize;
use serde_json::Value;

/// A float that must be there.
pub fn any_f64<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    Value::deserialize(d)?
        .as_f64()
        .ok_or_else(|| D::Error::custom("expected a number"))
}

/// [`any_f64`] for a number that may be absent or `null`.
pub fn opt_f64<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        v => v
            .as_f64()
            .map(Some)
            .ok_or_else(|| D::Error::custom("expected a number")),
    }
}
