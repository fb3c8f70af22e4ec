//! The contract's clauses on the SSH door's names: the first key to log in
//! under a name holds it, and a name claimed with a token takes a key only
//! through a link.

use super::Fixture;
use crate::store::{Claim, KeyClaim};

const KEY_A: &str = "SHA256:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const KEY_B: &str = "SHA256:bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

pub async fn names_are_held_by_their_ssh_key(f: Fixture) {
    let store = &f.store;
    // Only checking writes nothing.
    assert_eq!(
        store
            .claim_by_key("alice".into(), KEY_A.into(), false)
            .await
            .unwrap(),
        KeyClaim::New
    );
    assert!(store.record("alice".into()).await.unwrap().is_none());
    assert_eq!(
        store
            .claim_by_key("alice".into(), KEY_A.into(), true)
            .await
            .unwrap(),
        KeyClaim::New
    );
    assert!(store.record("alice".into()).await.unwrap().is_some());
    for write in [false, true] {
        assert_eq!(
            store
                .claim_by_key("alice".into(), KEY_A.into(), write)
                .await
                .unwrap(),
            KeyClaim::Known
        );
        assert_eq!(
            store
                .claim_by_key("alice".into(), KEY_B.into(), write)
                .await
                .unwrap(),
            KeyClaim::OtherKey
        );
        assert_eq!(
            store
                .claim_by_key("Alice".into(), KEY_A.into(), write)
                .await
                .unwrap(),
            KeyClaim::LookAlike,
            "a look-alike is the same name, for keys too"
        );
    }
    // A name held by a key cannot be taken over hello without its token.
    assert_eq!(
        store.claim("alice".into(), None, false).await.unwrap(),
        Claim::Refused
    );
    (f.close)().await;
}

pub async fn a_token_name_takes_a_key_only_by_link(f: Fixture) {
    let store = &f.store;
    let Claim::New(token) = store.claim("bob".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    assert_eq!(
        store
            .claim_by_key("bob".into(), KEY_A.into(), true)
            .await
            .unwrap(),
        KeyClaim::TokenOnly
    );
    assert!(!store.link_key("nobody".into(), KEY_A.into()).await.unwrap());
    assert!(store.link_key("bob".into(), KEY_A.into()).await.unwrap());
    assert_eq!(
        store
            .claim_by_key("bob".into(), KEY_A.into(), true)
            .await
            .unwrap(),
        KeyClaim::Known
    );
    // Both ways work after the link; a new link replaces the key.
    assert_eq!(
        store.claim("bob".into(), Some(token), false).await.unwrap(),
        Claim::Known
    );
    assert!(store.link_key("bob".into(), KEY_B.into()).await.unwrap());
    assert_eq!(
        store
            .claim_by_key("bob".into(), KEY_A.into(), true)
            .await
            .unwrap(),
        KeyClaim::OtherKey
    );
    assert_eq!(
        store
            .claim_by_key("bob".into(), KEY_B.into(), true)
            .await
            .unwrap(),
        KeyClaim::Known
    );
    (f.close)().await;
}
