//! The missing-key safety: every locale has every English message, with the
//! same variables, and nothing English lacks; every message of every
//! locale formats without an error; and the code asks only for messages
//! English has.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::bundle::{bundle_of, FIXED_IDS};
use super::errors::{server_error_id, ALL_CODES};
use super::{files, Lang};

/// The messages with variables that the code formats by id (beside the
/// fixed texts and the server error codes).
const FORMATTED_IDS: &[&str] = &[
    "bot-player",
    "to-move",
    "board-too-big",
    "winning-moves",
    "time-left",
    "connection-lost",
    "host-stopped-retry",
    "unreachable-retry",
    "unreachable-now",
    "rematch-offered",
    "rematch-offer-from",
    "aborted-left",
    "token-kept-in",
    "hint-at",
    "key-file-unreadable",
    "key-file-not-a-key",
    "key-linked",
    "key-linked-ssh",
    "guest-banner",
    "key-refused",
    "won-poison",
    "lost-poison",
    "won-last",
    "lost-last",
    "won-resign",
    "lost-resign",
    "won-abandon",
    "lost-abandon",
    "won-timeout",
    "lost-timeout",
    "seen-poison",
    "seen-last",
    "seen-resign",
    "seen-abandon",
    "seen-timeout",
    "aborted",
    "cli-bad-address",
    "cli-bad-scheme",
    "cli-bad-port",
    "cli-bad-host",
    "cli-no-config-dir",
    "cli-config-io",
    "cli-config-parse",
    "cli-ca-unreadable",
    "cli-ca-empty",
    "cli-ca-unusable",
    "cli-tls-setup",
    "cli-name-length",
    "cli-name-characters",
    "cli-name-invisible",
    "cli-name-mixed",
    "cli-bad-lang",
    "cli-host-unknown",
    "cli-host-no-address",
    "cli-lang-help",
    "cli-bad-listen",
    "cli-listen-host-unknown",
    "moves-eaten",
    "bot-server-started",
    "bot-ssh-door",
    "bot-ready",
    "bot-waiting",
    "bot-joined",
    "bot-resumed",
    "bot-reconnecting",
    "bot-game-over",
    "bot-finished",
    // analysis (marks, accuracy, saved records)
    "mark-kept-win",
    "mark-threw-win",
    "mark-lost",
    "mark-best-trap",
    "mark-unknown",
    "history-accuracy",
    "record-saved",
    "record-not-saved",
    "accuracy-over-time",
    // friends: asked for by id (update/friends.rs, ui/friends.rs, cli --join).
    "cli-bad-join",
    "friends-bad-code",
    "friends-bot",
    "friends-challenge-sent",
    "friends-challenged",
    "friends-chat-muted",
    "friends-chat-on",
    "friends-code",
    "friends-declined",
    "friends-help",
    "friends-lapsed-received",
    "friends-lapsed-sent",
    "friends-online-empty",
    "friends-online-keys",
    "friends-online-title",
    "friends-prompt-chat",
    "friends-prompt-code",
    "friends-prompt-keys",
    "friends-prompt-name",
    "friends-you-hidden",
    "friends-you-visible",
    "bot-tournament-entered",
    // board: the analysis board and the form's custom start (ui/analysis.rs,
    // update/board.rs, board_view.rs).
    "board-title",
    "board-play",
    "board-editor",
    "board-position",
    "board-steps",
    "board-over",
    "board-wins",
    "board-loses",
    "board-unknown",
    "board-winning",
    "board-exact",
    "board-inexact",
    "board-play-keys",
    "board-editor-keys",
    "board-prompt",
    "board-prompt-keys",
    "board-error-empty",
    "board-error-word",
    "board-error-size",
    "board-error-notation",
    "board-error-staircase",
    "board-error-fit",
    "board-error-decided",
    "board-help",
    "start-prompt",
    // tscreen: the Tournaments screen.
    "tour-title",
    "tour-loading",
    "tour-none",
    "tour-name",
    "tour-status",
    "tour-time",
    "tour-entrants",
    "tour-format",
    "tour-board",
    "tour-format-arena",
    "tour-format-round-robin",
    "tour-format-ladder",
    "tour-status-waiting",
    "tour-status-running",
    "tour-status-finished",
    "tour-starts-in",
    "tour-time-left",
    "tour-minutes",
    "tour-starts-in-label",
    "tour-minutes-n",
    "tour-bots",
    "tour-yes",
    "tour-no",
    "tour-create",
    "tour-new",
    "tour-left-mark",
    "tour-you-entered",
    "tour-player",
    "tour-points",
    "tour-score",
    "tour-sb",
    "tour-played",
    "tour-won",
    "tour-streak",
    "tour-standings",
    "tour-created",
    "tour-joined",
    "tour-left",
    "tour-refused-create",
    "tour-refused-join",
    "tour-pairing",
    "tour-pairing-waits",
    "tour-game-won",
    "tour-game-lost",
    "tour-game-over",
    "tour-not-playing",
    "tour-bad-name",
    "tour-bad-board",
    "tour-bad-minutes",
    "tour-bad-starts-in",
    "tour-bad-bots",
    "tour-help",
    "bot-no-ladder",
    // tclient: a tournament game's keys lines (ui/tournament_keys.rs) and
    // the key to a pairing that waits (update/waiting_pairing.rs).
    "keys-game-tournament",
    "keys-game-over-tournament",
    "keys-game-watch-tournament",
    "tour-pairing-switch",
];

/// Message id → the variables its value uses (in any variant).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match FluentResource::try_new(files::source(lang).to_string()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}: the file does not parse: {errors:?}", lang.code()),
    };
    let mut out = BTreeMap::new();
    for entry in resource.entries() {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            assert!(
                m.value.is_some(),
                "{}: {} has no value",
                lang.code(),
                m.id.name
            );
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_locale_has_every_english_message_with_the_same_variables() {
    let english = messages(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let theirs = messages(lang);
        for (id, vars) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{}: {id} is missing", lang.code())),
                Some(v) if v != vars => problems.push(format!(
                    "{}: {id} uses {v:?}, English uses {vars:?}",
                    lang.code()
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{}: {id} is not an English message", lang.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_of_every_locale_formats_without_errors() {
    let english = messages(Lang::En);
    for lang in Lang::ALL {
        let bundle = bundle_of(lang).unwrap_or_else(|e| panic!("{e}"));
        for (id, vars) in &english {
            // Numbers and words both, so every selector's branches run.
            for sample in [fluent_bundle::FluentValue::from(1), 3.into(), "easy".into()] {
                let mut args = fluent_bundle::FluentArgs::new();
                for v in vars {
                    args.set(v.clone(), sample.clone());
                }
                let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                    panic!("{}: {id} is missing", lang.code());
                };
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", lang.code());
                assert!(!text.trim().is_empty(), "{}: {id} is empty", lang.code());
            }
        }
    }
}

#[test]
fn the_code_asks_only_for_messages_english_has_and_english_has_no_unused_ones() {
    let english = messages(Lang::En);
    let mut asked: BTreeSet<String> = FIXED_IDS.iter().map(|f| f.replace('_', "-")).collect();
    asked.extend(FORMATTED_IDS.iter().map(|s| s.to_string()));
    asked.extend(ALL_CODES.iter().map(|c| server_error_id(*c)));
    let known: BTreeSet<String> = english.keys().cloned().collect();
    let missing: Vec<_> = asked.difference(&known).collect();
    let unused: Vec<_> = known.difference(&asked).collect();
    assert!(missing.is_empty(), "asked for but not in en: {missing:?}");
    assert!(unused.is_empty(), "in en but never asked for: {unused:?}");
    for f in FIXED_IDS {
        assert!(
            english[&f.replace('_', "-")].is_empty(),
            "{f} is read as a fixed text but has variables"
        );
    }
}

#[test]
fn plurals_follow_each_locale() {
    let t = super::texts(Lang::En);
    assert_eq!(t.winning_moves(1), "1 winning move, in green");
    assert_eq!(t.winning_moves(3), "3 winning moves, in green");
    let ru = super::texts(Lang::Ru);
    // Russian has three forms: 1 ход, 3 хода, 5 ходов.
    let (one, few, many) = (
        ru.winning_moves(1),
        ru.winning_moves(3),
        ru.winning_moves(5),
    );
    assert!(
        one != few && few != many && one != many,
        "{one} / {few} / {many}"
    );
    assert!(t.connection_lost("x", 1.0).contains("1.0"));
}
