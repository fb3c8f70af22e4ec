//! The server's memory as this machine sees it. A module of its own because
//! both the live progress line ([`crate::client`]) and the figures of a run
//! ([`crate::report`]) read it, and the report already depends on the
//! clients' counters: here, neither has to import the other.

/// Resident memory of a local process in KiB, from `/proc/PID/status`.
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_our_own_rss() {
        let kib = rss_kib(std::process::id()).unwrap();
        assert!(kib > 0);
    }
}
