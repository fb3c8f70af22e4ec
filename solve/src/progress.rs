//! Progress bars for table builds (on stderr, hidden when it is not a terminal).

use indicatif::{ProgressBar, ProgressStyle};

/// A bar counting positions, labelled with what is being built.
pub fn bar(label: &str) -> ProgressBar {
    let bar = ProgressBar::new(0);
    if let Ok(style) = ProgressStyle::with_template(
        "{msg} [{elapsed_precise}] {wide_bar} {percent:>3}% (eta {eta})",
    ) {
        bar.set_style(style);
    }
    bar.set_message(label.to_string());
    bar
}

/// Updates a bar from a `(done, total)` callback.
pub fn update(bar: &ProgressBar, done: u64, total: u64) {
    if bar.length() != Some(total) {
        bar.set_length(total);
    }
    bar.set_position(done);
}
