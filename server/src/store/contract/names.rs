//! The contract's clauses on names: look-alikes are one name, by either of
//! a name's two keys (`chomp_protocol::name_keys`), whichever kind matches.

use super::Fixture;
use crate::store::Claim;

pub async fn look_alike_names_are_one_name(f: Fixture) {
    let store = &f.store;
    let Claim::New(token) = store.claim("alice".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    // Case, a Cyrillic а and a fullwidth ａ: the same key, so the same name.
    for look_alike in ["Alice", "ALICE", "\u{430}lice", "\u{ff41}lice"] {
        assert_eq!(
            store
                .claim(look_alike.into(), Some(token.clone()), false)
                .await
                .unwrap(),
            Claim::LookAlike,
            "{look_alike}"
        );
        assert!(store.record(look_alike.into()).await.unwrap().is_none());
    }
    assert_eq!(
        store
            .claim("alice".into(), Some(token), false)
            .await
            .unwrap(),
        Claim::Known,
        "the exact name still logs in"
    );
    let Claim::New(_) = store.claim("alicia".into(), None, false).await.unwrap() else {
        panic!("a different name is free");
    };
    // The display form stays as claimed.
    let Claim::New(_) = store.claim("Bob".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    assert_eq!(
        store.record("Bob".into()).await.unwrap().unwrap().player,
        "Bob"
    );
    assert_eq!(
        store.claim("bob".into(), None, false).await.unwrap(),
        Claim::LookAlike
    );
    (f.close)().await;
}

/// The holes of a single key: capitals that look like other letters
/// (`aIice`, `paypaI`, Greek `ΑΝΝ`) are refused beside the names they mimic,
/// in either order of claiming, while names that only share letters stay
/// free.
pub async fn look_alikes_by_either_key_are_one_name(f: Fixture) {
    let store = &f.store;
    let pairs = [
        ("alice", "aIice"),
        ("paypaI", "paypal"),
        ("ann", "\u{391}\u{39d}\u{39d}"),
        ("\u{39d}\u{391}\u{39d}", "nan"),
        ("lan", "Ian"),
        ("bob", "b0b"),
    ];
    for (first, second) in pairs {
        let Claim::New(_) = store.claim(first.into(), None, false).await.unwrap() else {
            panic!("{first} is free");
        };
        assert_eq!(
            store.claim(second.into(), None, false).await.unwrap(),
            Claim::LookAlike,
            "{second} after {first}"
        );
        assert!(store.record(second.into()).await.unwrap().is_none());
    }
    // Different names beside those stay free.
    for name in ["anna", "ian", "rob", "aiice"] {
        let claimed = store.claim(name.into(), None, false).await.unwrap();
        assert!(matches!(claimed, Claim::New(_)), "{name}: {claimed:?}");
    }
    (f.close)().await;
}
