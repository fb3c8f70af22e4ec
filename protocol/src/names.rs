//! Player names: which names may be claimed, and when two names are the same.
//!
//! The server checks every claimed name with [`check_name`] and clients run
//! the same check before they connect, so a bad name is explained before any
//! screen opens. [`name_keys`] is what the store compares: two names are
//! the same when any key of one equals any key of the other, so of `alice`,
//! `Alice`, `aIice` (capital I), Cyrillic `аlice` and fullwidth `ａlice`
//! only the first claimed can be held. The name itself is shown as it was
//! claimed. Bot names contain a space, so no person can ever hold one.

use unicode_normalization::UnicodeNormalization;
use unicode_security::{skeleton, MixedScript};

/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a name cannot be claimed. The message is the sentence shown to users.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("A name has 1 to {MAX_NAME_CHARS} characters, this one has {0}.")]
    Length(usize),
    #[error("A name may hold only letters, digits, '_' and '-'.")]
    Characters,
    #[error("A name may not hold invisible characters.")]
    Invisible,
    #[error("A name may not mix scripts, such as Latin and Cyrillic letters.")]
    MixedScript,
}

/// Whether `c` draws nothing: default-ignorable code points such as the
/// Hangul fillers are letters to Unicode but blank on every screen. The
/// UTS #39 skeleton drops exactly those.
fn invisible(c: char) -> bool {
    let mut buf = [0u8; 4];
    let text: &str = c.encode_utf8(&mut buf);
    let visible = skeleton(text).next().is_some();
    !visible
}

/// Checks a name against the rules every server applies.
pub fn check_name(name: &str) -> Result<(), NameError> {
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME_CHARS {
        return Err(NameError::Length(count));
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
    {
        return Err(NameError::Characters);
    }
    if name.chars().any(invisible) {
        return Err(NameError::Invisible);
    }
    if !name.is_single_script() {
        return Err(NameError::MixedScript);
    }
    Ok(())
}

/// The identity of a name: two names with the same key are the same name.
///
/// It is NFKC (fullwidth and other compatibility forms become plain ones),
/// then lower case, then the UTS #39 confusable skeleton (letters that look
/// alike in other scripts map to one prototype), lower-cased again because
/// some prototypes are capitals (`0` becomes `O`), and composed (NFC) so the
/// key is stable text to store.
///
/// Lower-casing first misses look-alikes that differ only in capitals:
/// `aIice` (capital I) folds to `aiice`, whose skeleton is not `alice`'s,
/// and Greek `ΑΝΝ` folds to `ανν` (skeleton `αvv`). [`look_key`] covers those;
/// this key stays as it was, because stores hold it for every name.
pub fn name_key(name: &str) -> String {
    let folded: String = name.nfkc().collect::<String>().to_lowercase();
    let skel: String = skeleton(&folded).collect();
    skel.to_lowercase().nfc().collect()
}

/// The second identity of a name: the skeleton of its NFKC form as written,
/// before any case change, so a capital that looks like another letter
/// counts as that letter (`I` is `l`, Greek `Α` and `Ν` are `A` and `N`);
/// lower-cased after, as names differing only in case are one name anyway.
pub fn look_key(name: &str) -> String {
    let plain: String = name.nfkc().collect();
    let skel: String = skeleton(&plain).collect();
    skel.to_lowercase().nfc().collect()
}

/// Every key of a name, [`name_key`] first, without repeats (most names
/// have one). Two names are the same when they share any key; a store keeps
/// each key of each claimed name in one unique set.
pub fn name_keys(name: &str) -> Vec<String> {
    let (folded, look) = (name_key(name), look_key(name));
    if folded == look {
        vec![folded]
    } else {
        vec![folded, look]
    }
}

/// Whether two names are one name (they share a key).
pub fn same_name(a: &str, b: &str) -> bool {
    let theirs = name_keys(b);
    name_keys(a).iter().any(|k| theirs.contains(k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert!(check_name("ann_1-b").is_ok());
        assert!(check_name("").is_err());
        assert!(check_name("hard bot").is_err());
        assert!(check_name(&"x".repeat(25)).is_err());
        assert_eq!(check_name(&"x".repeat(24)), Ok(()));
        assert_eq!(check_name("a b"), Err(NameError::Characters));
        assert_eq!(check_name("🙂"), Err(NameError::Characters));
        assert_eq!(check_name(""), Err(NameError::Length(0)));
    }

    #[test]
    fn names_in_one_script_of_any_kind_are_fine() {
        for name in [
            "alice",
            "Алиса",
            "ἈΘΗΝΑ",
            "山田",
            "やまだ",
            "山田たろう",
            "bob_42",
            "Zoë",
        ] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
    }

    #[test]
    fn mixed_scripts_and_blank_names_are_refused() {
        // Latin a-l-i-c-e with a Cyrillic а first.
        assert_eq!(check_name("\u{430}lice"), Err(NameError::MixedScript));
        // Hangul fillers are letters that draw nothing.
        assert_eq!(check_name("\u{3164}"), Err(NameError::Invisible));
        assert_eq!(check_name("\u{3164}\u{3164}"), Err(NameError::Invisible));
        assert_eq!(check_name("ann\u{3164}"), Err(NameError::Invisible));
        assert_eq!(check_name("\u{115f}"), Err(NameError::Invisible));
        // Zero-width characters are not letters at all.
        assert_eq!(check_name("a\u{200b}b"), Err(NameError::Characters));
        assert_eq!(check_name("   "), Err(NameError::Characters));
    }

    #[test]
    fn look_alike_names_share_one_key() {
        let alice = name_key("alice");
        assert_eq!(name_key("Alice"), alice);
        assert_eq!(name_key("ALICE"), alice);
        assert_eq!(name_key("\u{430}lice"), alice, "Cyrillic а");
        assert_eq!(name_key("\u{ff41}lice"), alice, "fullwidth ａ");
        assert_eq!(name_key("\u{ff21}\u{ff2c}\u{ff29}\u{ff23}\u{ff25}"), alice);
        assert_eq!(name_key("b0b"), name_key("bob"));
        assert_ne!(name_key("alice"), name_key("alicia"));
        assert_ne!(name_key("ann"), name_key("anne"));
    }

    /// Every pair that must be one name, the capitals that lower-casing
    /// first missed included, each checked both ways.
    #[test]
    fn look_alikes_are_one_name_either_way() {
        let pairs = [
            ("aIice", "alice"),
            ("paypaI", "paypal"),
            ("\u{391}\u{39d}\u{39d}", "ann"),
            ("\u{430}lice", "alice"),
            ("\u{ff41}lice", "alice"),
            ("Alice", "alice"),
            ("ALICE", "alice"),
            ("ANN", "\u{391}\u{39d}\u{39d}"),
            ("Ian", "lan"),
            ("b0b", "bob"),
        ];
        for (a, b) in pairs {
            assert!(
                same_name(a, b),
                "{a} / {b}: {:?} {:?}",
                name_keys(a),
                name_keys(b)
            );
            assert!(same_name(b, a), "{b} / {a}");
        }
        // The holes: the old key alone told these apart.
        assert_ne!(name_key("aIice"), name_key("alice"));
        assert_ne!(name_key("paypaI"), name_key("paypal"));
        assert_ne!(name_key("\u{391}\u{39d}\u{39d}"), name_key("ann"));
    }

    /// Different letters stay different names, small `i` and `l` included
    /// (the dot tells them apart; only capital `I` is an `l`).
    #[test]
    fn different_names_stay_different() {
        let pairs = [
            ("ann", "anna"),
            ("alice", "alicia"),
            ("ann", "anne"),
            ("ian", "lan"),
            ("bob", "rob"),
            ("alice", "aiice"),
        ];
        for (a, b) in pairs {
            assert!(
                !same_name(a, b),
                "{a} / {b}: {:?} {:?}",
                name_keys(a),
                name_keys(b)
            );
        }
        // Most names have a single key.
        assert_eq!(name_keys("alice"), vec!["alice".to_string()]);
        assert_eq!(name_keys("aIice").len(), 2);
    }

    #[test]
    fn fullwidth_names_are_accepted_but_key_as_plain_ones() {
        // NFKC turns them into plain Latin: one script, visible.
        assert_eq!(check_name("\u{ff41}lice"), Ok(()));
    }
}
