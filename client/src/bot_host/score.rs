//! The games a bot host won and lost so far.

/// The results so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub won: u64,
    pub lost: u64,
}
