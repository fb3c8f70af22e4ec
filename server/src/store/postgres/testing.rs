//! The contract suite's fixture for this backend.

use super::scratch::{admin_url, drop_database, fresh_database};
use super::PgStore;
use crate::store::contract::Fixture;

pub async fn fixture() -> Option<Fixture> {
    let admin = admin_url()?;
    let url = fresh_database(&admin).await;
    let store = PgStore::open(&url).await.expect("open the store");
    let closing = store.clone();
    Some(Fixture {
        store: std::sync::Arc::new(store),
        close: Box::new(move || {
            Box::pin(async move {
                closing.close().await;
                drop_database(&admin, &url).await;
            })
        }),
        keep: Box::new(()),
    })
}
