//! The units the flags take: sizes (`600MiB`) and durations (`400ms`),
//! read the same way by every flag and by the environment variables.

use std::time::Duration;

/// Parses a size: `600MiB`, `2GiB`, `512KiB`, `1000` (bytes); `MB`/`GB`
/// are read as the binary units too.
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let value: u64 = num
        .parse()
        .map_err(|_| format!("'{text}' is not a size (try 600MiB or 2GiB)"))?;
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        other => return Err(format!("'{other}' is not a size unit (KiB, MiB, GiB)")),
    };
    value
        .checked_mul(1 << shift)
        .ok_or_else(|| format!("'{text}' is too large a size"))
}

/// Parses `250ms`, `2s`, `3m` or a bare number of seconds.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (num, unit) = match t.find(|c: char| !(c.is_ascii_digit() || c == '.')) {
        Some(i) => t.split_at(i),
        None => (t, "s"),
    };
    let value: f64 = num
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (try 400ms, 2s or 3m)"))?;
    let secs = match unit.trim() {
        "ms" => value / 1000.0,
        "s" => value,
        "m" => value * 60.0,
        other => return Err(format!("'{other}' is not a duration unit (ms, s, m)")),
    };
    Duration::try_from_secs_f64(secs).map_err(|e| format!("'{text}' is not a usable duration: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_with_units() {
        assert_eq!(parse_duration("400ms"), Ok(Duration::from_millis(400)));
        assert_eq!(parse_duration("2s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_duration("3m"), Ok(Duration::from_secs(180)));
        assert_eq!(parse_duration("0"), Ok(Duration::ZERO));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("5h").is_err());
    }

    #[test]
    fn sizes_parse_with_units() {
        assert_eq!(parse_bytes("600MiB"), Ok(600 << 20));
        assert_eq!(parse_bytes("2GiB"), Ok(2 << 30));
        assert_eq!(parse_bytes("0"), Ok(0));
        assert_eq!(parse_bytes("1 kb"), Ok(1024));
        assert!(parse_bytes("lots").is_err());
        assert!(parse_bytes("3TiB").is_err());
        assert!(parse_bytes("99999999999999999999GiB").is_err());
    }
}
