//! Reading a game record (docs/RECORDS.md) back: the tag lines, then the
//! moves, checked against the rules as they are read, so a parsed
//! [`GameRecord`] always replays. Every error names its line.

use std::collections::HashMap;
use std::iter;
use std::mem;
use std::str::FromStr;

use crate::error::{PlayError, RecordError, RecordErrorKind};
use crate::mark::{BadMark, Mark};
use crate::moves::Move;
use crate::position::{Position, Winner};
use crate::record::{square, GameRecord, GameResult, RecordedMove, REQUIRED_TAGS};
use crate::variant::Variant;

fn err(line: usize, kind: RecordErrorKind) -> RecordError {
    RecordError { line, kind }
}

/// At most this many characters of a bad line or word are quoted back.
const QUOTED: usize = 40;

fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(QUOTED).collect();
    if text.chars().count() > QUOTED {
        out.push_str("...");
    }
    out
}

/// `[Name "value"]` into its name and unescaped value.
fn tag_line(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(' ')?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let body = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().filter(|n| matches!(n, '\\' | '"'))?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

/// A word or comment of the moves, with the line it starts on.
struct Token {
    line: usize,
    text: String,
    comment: bool,
}

/// Splits the moves into words and `{...}` comments.
fn tokens(lines: &[(usize, &str)]) -> Result<Vec<Token>, RecordError> {
    let mut out = Vec::new();
    let mut open: Option<Token> = None;
    for &(line, text) in lines {
        let mut word = String::new();
        for ch in text.chars().chain(iter::once('\n')) {
            if let Some(c) = open.as_mut() {
                if ch == '}' {
                    out.extend(open.take());
                } else {
                    c.text.push(if ch == '\n' { ' ' } else { ch });
                }
                continue;
            }
            if ch.is_whitespace() || ch == '{' {
                if !word.is_empty() {
                    out.push(Token {
                        line,
                        text: mem::take(&mut word),
                        comment: false,
                    });
                }
                if ch == '{' {
                    open = Some(Token {
                        line,
                        text: String::new(),
                        comment: true,
                    });
                }
            } else {
                word.push(ch);
            }
        }
    }
    match open {
        Some(t) => Err(err(t.line, RecordErrorKind::OpenComment)),
        None => Ok(out),
    }
}

/// `3.` as a move number.
fn move_number(word: &str) -> Option<usize> {
    let digits = word.strip_suffix('.')?;
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// One-based `row.col` into a move.
fn parse_square(word: &str) -> Option<Move> {
    let (r, c) = word.split_once('.')?;
    let all_digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if !all_digits(r) || !all_digits(c) {
        return None;
    }
    let (r, c): (u32, u32) = (r.parse().ok()?, c.parse().ok()?);
    Some(Move::new(r.checked_sub(1)?, c.checked_sub(1)?))
}

/// The reason a move is refused, in the record's one-based words.
fn refusal(e: &PlayError) -> String {
    match e {
        PlayError::OffBoard { width, height, .. } => {
            format!("the square is off the {width}x{height} board")
        }
        PlayError::EmptyCell { .. } => "that square has already been eaten".to_string(),
        PlayError::GameOver => "the game was already over".to_string(),
    }
}

fn seat_name(seat: usize) -> &'static str {
    if seat == 0 {
        "first"
    } else {
        "second"
    }
}

/// The tags read so far, each with its line.
struct Tags {
    map: HashMap<String, (usize, String)>,
    order: Vec<String>,
    end_line: usize,
}

impl Tags {
    fn take(&mut self, name: &'static str) -> Result<(usize, String), RecordError> {
        self.map
            .remove(name)
            .ok_or_else(|| err(self.end_line, RecordErrorKind::MissingTag(name)))
    }
}

fn bad_value(line: usize, tag: &'static str, value: &str, want: &'static str) -> RecordError {
    err(
        line,
        RecordErrorKind::BadTagValue {
            tag,
            value: clip(value),
            want,
        },
    )
}

/// The start position from the Variant, Board and Start tags.
fn start_position(tags: &mut Tags) -> Result<Position, RecordError> {
    let (vline, variant) = tags.take("Variant")?;
    let variant: Variant = variant
        .parse()
        .map_err(|_| bad_value(vline, "Variant", &variant, "chomp or ichomp"))?;
    let (bline, board) = tags.take("Board")?;
    let size = board
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)));
    let want = "a board size like 7x5 (columns x rows)";
    let (width, height) = size.ok_or_else(|| bad_value(bline, "Board", &board, want))?;
    Position::check_size(variant, width, height)
        .map_err(|_| bad_value(bline, "Board", &board, "a board size this variant allows"))?;
    let (sline, start) = tags.take("Start")?;
    Position::parse(variant, width, height, &start)
        .map_err(|e| err(sline, RecordErrorKind::BadStart(e)))
}

/// Reads the tag lines at the top; returns them and the index of the first
/// line after them.
fn read_tags(lines: &[(usize, &str)]) -> Result<(Tags, usize), RecordError> {
    let mut tags = Tags {
        map: HashMap::new(),
        order: Vec::new(),
        end_line: 1,
    };
    let mut i = 0;
    while let Some(&(line, text)) = lines.get(i) {
        let trimmed = text.trim();
        if trimmed.is_empty() && tags.order.is_empty() {
            i += 1;
            continue;
        }
        if !trimmed.starts_with('[') {
            break;
        }
        let (name, value) = tag_line(trimmed)
            .ok_or_else(|| err(line, RecordErrorKind::BadTagLine(clip(trimmed))))?;
        if tags.map.contains_key(&name) {
            return Err(err(line, RecordErrorKind::DuplicateTag(name)));
        }
        tags.order.push(name.clone());
        tags.map.insert(name, (line, value));
        tags.end_line = line;
        i += 1;
    }
    Ok((tags, i))
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
        let (mut tags, body) = read_tags(&lines)?;
        let start = start_position(&mut tags)?;
        let (_, first) = tags.take("First")?;
        let (_, second) = tags.take("Second")?;
        let (rline, result_text) = tags.take("Result")?;
        let result = GameResult::parse(&result_text)
            .ok_or_else(|| bad_value(rline, "Result", &result_text, "1-0, 0-1 or *"))?;
        let (dline, rated) = tags.take("Rated")?;
        let rated = match rated.as_str() {
            "yes" => true,
            "no" => false,
            _ => return Err(bad_value(dline, "Rated", &rated, "yes or no")),
        };
        let (_, date) = tags.take("Date")?;
        let (_, service) = tags.take("Service")?;
        let extra_tags = tags
            .order
            .iter()
            .filter(|n| !REQUIRED_TAGS.contains(&n.as_str()))
            .filter_map(|n| tags.map.get(n).map(|(_, v)| (n.clone(), v.clone())))
            .collect();
        let mut record = GameRecord {
            start,
            first,
            second,
            result,
            rated,
            date,
            service,
            extra_tags,
            moves: Vec::new(),
        };
        read_moves(&mut record, &lines[body..], rline)?;
        Ok(record)
    }
}

/// Reads the moves and the closing result into `record`, playing each move.
fn read_moves(
    record: &mut GameRecord,
    lines: &[(usize, &str)],
    result_line: usize,
) -> Result<(), RecordError> {
    let mut pos = record.start.clone();
    let mut numbered = false;
    let mut commented = true;
    let mut winner: Option<usize> = None;
    let mut last_line = lines.last().map_or(result_line, |l| l.0);
    let mut tokens = tokens(lines)?.into_iter();
    while let Some(tok) = tokens.next() {
        last_line = tok.line;
        let ply = record.moves.len();
        if tok.comment {
            if commented {
                return Err(err(tok.line, RecordErrorKind::StrayComment));
            }
            let mark: Mark = tok
                .text
                .parse()
                .map_err(|e: BadMark| err(tok.line, RecordErrorKind::BadMark(e.to_string())))?;
            if let Some(m) = record.moves.last_mut() {
                m.mark = Some(mark);
            }
            commented = true;
            continue;
        }
        if let Some(given) = GameResult::parse(&tok.text) {
            if let Some(extra) = tokens.next() {
                let text = if extra.comment { "{" } else { &extra.text };
                return Err(err(extra.line, RecordErrorKind::AfterResult(clip(text))));
            }
            return check_result(record, given, winner, tok.line);
        }
        let expected = ply / 2 + 1;
        if ply.is_multiple_of(2) && !numbered {
            if move_number(&tok.text) == Some(expected) {
                numbered = true;
                commented = true;
                continue;
            }
            return Err(err(
                tok.line,
                RecordErrorKind::MoveNumber {
                    expected,
                    found: clip(&tok.text),
                },
            ));
        }
        let mv = parse_square(&tok.text)
            .ok_or_else(|| err(tok.line, RecordErrorKind::BadToken(clip(&tok.text))))?;
        let outcome = pos.play(mv).map_err(|e| {
            err(
                tok.line,
                RecordErrorKind::IllegalMove {
                    square: square(mv),
                    number: expected,
                    player: seat_name(ply % 2),
                    reason: refusal(&e),
                },
            )
        })?;
        winner = outcome.over.map(|w| match w {
            Winner::Mover => ply % 2,
            Winner::Opponent => 1 - ply % 2,
        });
        record.moves.push(RecordedMove { mv, mark: None });
        numbered = false;
        commented = false;
    }
    Err(err(last_line, RecordErrorKind::MissingResult))
}

/// The closing result must agree with the `Result` tag and, when the moves
/// end the game, with who won it.
fn check_result(
    record: &GameRecord,
    given: GameResult,
    winner: Option<usize>,
    line: usize,
) -> Result<(), RecordError> {
    if given != record.result {
        return Err(err(
            line,
            RecordErrorKind::ResultDiffers {
                closing: given.to_string(),
                tag: record.result.to_string(),
            },
        ));
    }
    if let Some(seat) = winner {
        let actual = GameResult::won_by(seat);
        if actual != given {
            return Err(err(
                line,
                RecordErrorKind::ResultMismatch {
                    given: given.to_string(),
                    actual: format!("{actual}, a win for the {} player", seat_name(seat)),
                },
            ));
        }
    }
    Ok(())
}
