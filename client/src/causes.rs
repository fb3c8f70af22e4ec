//! An error and its causes as one sentence, for the binaries (`chomp`,
//! `chomp-server`) to print. anyhow's `{:#}` joins every cause with `: `,
//! and an error that both names its source in its own text and returns it
//! from `source()` (`cannot listen on ADDR: Address already in use`, whose
//! source is that `Address already in use`) would be said twice; here a
//! cause already said is left out.

use std::error::Error;

/// `e` and each cause not already said, joined with `: `.
pub fn sentence(e: &(dyn Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let said = c.to_string();
        if !said.is_empty() && !out.contains(&said) {
            out.push_str(": ");
            out.push_str(&said);
        }
        cause = c.source();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("cannot listen on 127.0.0.1:7878: {source}")]
    struct Bind {
        #[source]
        source: std::io::Error,
    }

    #[test]
    fn a_cause_already_said_is_not_said_again() {
        let io = std::io::Error::from(std::io::ErrorKind::AddrInUse);
        let e = anyhow::Error::new(Bind { source: io }).context("the server could not start");
        let text = sentence(e.as_ref());
        assert_eq!(text.matches("in use").count(), 1, "{text}");
        assert!(
            text.starts_with("the server could not start: cannot listen on 127.0.0.1:7878: "),
            "{text}"
        );
        // A cause not yet said is still said.
        let e = anyhow::anyhow!("disk full").context("cannot save");
        assert_eq!(sentence(e.as_ref()), "cannot save: disk full");
    }
}
