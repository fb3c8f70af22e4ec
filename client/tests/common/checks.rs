//! Checks on a drawn screen, beside its snapshot: every pane's frame is
//! whole (its corners where they belong and its side columns unbroken, in
//! the buffer's own cells), and no text stops at a pane's edge in the
//! middle of a word of the language shown.

use std::collections::BTreeSet;

use chomp_client::i18n::Lang;
use chomp_client::text::{visual, width};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The symbol of every column of every row; the column after a wide
/// character holds "" so that columns stay columns.
pub fn cells(buf: &Buffer) -> Vec<Vec<String>> {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            let mut row = Vec::with_capacity(area.width as usize);
            let mut x = 0;
            while x < area.width {
                let s = buf[(x, y)].symbol().to_string();
                let w = width(&s).max(1) as u16;
                row.push(s);
                for _ in 1..w {
                    if row.len() < area.width as usize {
                        row.push(String::new());
                    }
                }
                x += w;
            }
            row
        })
        .collect()
}

const SIDES: [&str; 3] = ["│", "├", "┤"];

/// Every pane whose top-left corner is drawn has its top-right corner on
/// the same row, its bottom corners below, and unbroken sides between.
/// Panes under an overlay (`skip`, the help window) are not checked, except
/// the overlay itself.
pub fn frames_are_whole(rows: &[Vec<String>], skip: Option<Rect>) -> Result<usize, String> {
    let mut checked = 0;
    for (y, row) in rows.iter().enumerate() {
        for (x, s) in row.iter().enumerate() {
            if s != "┌" {
                continue;
            }
            let inside = |r: &Rect| {
                r.x as usize <= x
                    && x < r.right() as usize
                    && r.y as usize <= y
                    && y < r.bottom() as usize
            };
            if let Some(r) = skip {
                let is_overlay = r.x as usize == x && r.y as usize == y;
                if !is_overlay && (inside(&r) || overlaps(rows, x, y, &r)) {
                    continue;
                }
            }
            let x2 = (x + 1..row.len())
                .find(|&i| row[i] == "┐" || row[i] == "┌")
                .filter(|&i| row[i] == "┐")
                .ok_or_else(|| format!("pane at {x},{y}: no top-right corner on its row"))?;
            let yb = (y + 1..rows.len())
                .find(|&j| rows[j][x] == "└")
                .ok_or_else(|| format!("pane at {x},{y}: no bottom-left corner"))?;
            if rows[yb][x2] != "┘" {
                return Err(format!(
                    "pane at {x},{y}: bottom-right corner at {x2},{yb} is {:?}",
                    rows[yb][x2]
                ));
            }
            for (j, r) in rows.iter().enumerate().take(yb).skip(y + 1) {
                for col in [x, x2] {
                    if !SIDES.contains(&r[col].as_str()) {
                        return Err(format!(
                            "pane at {x},{y}: side broken at {col},{j} by {:?}",
                            r[col]
                        ));
                    }
                }
            }
            checked += 1;
        }
    }
    Ok(checked)
}

/// Whether the pane starting at `x`,`y` reaches under `r` (its top row
/// runs into the overlay).
fn overlaps(rows: &[Vec<String>], x: usize, y: usize, r: &Rect) -> bool {
    let top_right = (x + 1..rows[y].len()).find(|&i| rows[y][i] == "┐");
    let right = top_right.unwrap_or(rows[y].len());
    let bottom = (y + 1..rows.len())
        .find(|&j| rows[j][x] == "└")
        .unwrap_or(rows.len());
    x < r.right() as usize
        && right >= r.x as usize
        && y < r.bottom() as usize
        && bottom >= r.y as usize
}

/// The words of a language: every whitespace-separated piece of every
/// message in its file, in reading order and, for a right-to-left language,
/// also in display order.
pub fn words(lang: Lang) -> BTreeSet<String> {
    let path = format!(
        "{}/locales/{}/chomp.ftl",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = BTreeSet::new();
    for line in source.lines() {
        let line = line.trim();
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let text = if let Some((_, v)) = line.split_once(" = ") {
            v
        } else if let Some((_, v)) = line.split_once(']') {
            v
        } else {
            line
        };
        let mut plain = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    plain.push(' ');
                }
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        for w in plain.split_whitespace() {
            out.insert(w.to_string());
            // Han text breaks between characters by rule, so the Latin
            // after a Han character may start a line: `值）；iChomp` gives
            // `iChomp` too.
            for run in w.split(|c: char| width(&c.to_string()) == 2) {
                if !run.is_empty() && run != w {
                    out.insert(run.to_string());
                }
            }
            if lang.rtl() {
                out.insert(visual(w, true).into_owned());
            }
        }
    }
    out
}

/// Whether a piece of Khmer text was cut inside a cluster: it ends on a
/// subscript sign (coeng) or starts with a vowel sign or another mark that
/// belongs to the consonant before it.
fn khmer_cluster_cut(piece: &str) -> bool {
    let khmer_mark = |c: char| ('\u{17B6}'..='\u{17D3}').contains(&c) || c == '\u{17DD}';
    piece.ends_with('\u{17D2}') || piece.chars().next().is_some_and(khmer_mark)
}

/// A piece of text that could only be a word cut short: a strict start (or,
/// drawn right to left, a strict end) of one of the language's words that
/// is not itself a word. Numbers and names are never flagged; scripts
/// written without spaces between words (Han, which breaks between
/// characters by rule, and Khmer, which breaks between clusters) are
/// checked for a cluster cut in two instead.
fn cut_word<'a>(piece: &str, words: &'a BTreeSet<String>) -> Option<&'a String> {
    static CLUSTER: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if piece
        .chars()
        .any(|c| ('\u{1780}'..='\u{17FF}').contains(&c))
    {
        return khmer_cluster_cut(piece)
            .then(|| CLUSTER.get_or_init(|| "a whole Khmer cluster".to_string()));
    }
    let letters = piece.chars().filter(|c| c.is_alphabetic()).count();
    if letters < 2 || words.contains(piece) || piece.chars().any(|c| width(&c.to_string()) == 2) {
        return None;
    }
    words
        .iter()
        .find(|w| w.len() > piece.len() && (w.starts_with(piece) || w.ends_with(piece)))
}

/// No text touches a pane's side (or the screen's edge) with a word cut
/// short.
pub fn no_cut_words(rows: &[Vec<String>], words: &BTreeSet<String>) -> Result<(), String> {
    let edge = |s: &str| SIDES.contains(&s) || ["┌", "┐", "└", "┘", "─"].contains(&s);
    for (y, row) in rows.iter().enumerate() {
        // Runs of text between pane sides.
        let mut start = 0;
        for x in 0..=row.len() {
            let at_edge = x == row.len() || edge(&row[x]);
            if !at_edge {
                continue;
            }
            let run: String = row[start..x].concat();
            let touches_right = run.ends_with(|c: char| !c.is_whitespace());
            let touches_left = run.starts_with(|c: char| !c.is_whitespace());
            let tokens: Vec<&str> = run.split_whitespace().collect();
            let ends = [
                touches_left.then(|| tokens.first()).flatten(),
                touches_right.then(|| tokens.last()).flatten(),
            ];
            for piece in ends.into_iter().flatten() {
                if let Some(w) = cut_word(piece, words) {
                    return Err(format!(
                        "row {y}: {piece:?} stops at the edge, cut from {w:?}:\n{run}"
                    ));
                }
            }
            start = x + 1;
        }
    }
    Ok(())
}
