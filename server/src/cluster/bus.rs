//! The node's own PostgreSQL session, apart from the store's pool: it holds
//! the node's advisory locks (one naming the node, one per actor it runs:
//! a game, a tournament). A second session listens for the other nodes'
//! notifications and sends this node's (see `Bus::notify`); either ending
//! ends both.
//!
//! Everything the cluster needs to agree on rides on this one session, so
//! one fact decides it: when the session ends (the node was killed, or
//! lost the database), PostgreSQL releases its locks at once and the other
//! nodes may take its games. Liveness is read from `pg_locks`, never from
//! heartbeats of our own making.
//!
//! A notification carries at most 8000 bytes, and PostgreSQL folds equal
//! payloads of one transaction into one. So every payload starts with a
//! sequence number (no two are equal), and a longer message is cut into
//! numbered parts that the receiver joins again (the parts of one message
//! go out in one transaction, in order).

use std::collections::HashSet;
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use chomp_protocol::GameId;
use futures::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, Client, NoTls};

use super::wire::{self, NodeId, Wire};
use crate::actors::ActorKey;
use crate::shutdown::Shutdown;
use crate::store::StoreError;

mod owners;
mod parts;

use parts::Parts;

/// First key of the two-key advisory lock every node holds on its session
/// ("CHO"); the second key is the session's backend pid.
const NODE_CLASS: i32 = 0x0043_484f;

/// Most bytes of message text in one notification (PostgreSQL allows
/// 8000 with the prefix).
const PART: usize = 7000;

/// Most notifications sent in one statement.
const BATCH: usize = 512;

/// How long to wait before connecting again after the session is lost.
const RECONNECT: Duration = Duration::from_secs(1);

/// The advisory locks of this database only (other databases on the same
/// server have their own games with the same ids).
const THIS_DB: &str = "database = (SELECT oid FROM pg_database WHERE datname = current_database())";

/// What the session reports to the cluster.
#[derive(Debug)]
pub enum Incoming {
    /// A message from another node (or from this one, on `chomp_all`).
    Message(Wire),
    /// The session is (again) up, under this node id. Every lock of an
    /// earlier session is gone.
    Connected(NodeId),
    /// The session is gone, and with it every lock.
    Lost,
}

/// The statement that sends a batch of notifications (prepared once per
/// session, so a batch costs one round trip, not two).
const NOTIFY_SQL: &str =
    "SELECT count(pg_notify(c, p)) FROM unnest($1::text[], $2::text[]) AS t(c, p)";

/// The session, shared by the cluster's tasks.
pub struct Bus {
    client: RwLock<Option<Arc<Client>>>,
    /// The second session, which listens and sends the notifications,
    /// with its prepared statement. PostgreSQL ends every transaction by
    /// walking the session's whole table of locks, and the first session
    /// holds one per game this node runs; reading incoming notifications
    /// is a transaction too, and so is each batch sent. On the session of
    /// the locks, that walk over thousands of locks for every wake-up was
    /// the largest part of PostgreSQL's CPU in a two-node run.
    notify: RwLock<Option<(Arc<Client>, tokio_postgres::Statement)>>,
    node: AtomicI32,
    out: mpsc::UnboundedSender<(String, String)>,
    seq: AtomicU64,
    /// The nodes alive at the last look (`live_nodes`): a node's row in
    /// `actor_nodes` is believed only while it is among them.
    live: RwLock<HashSet<NodeId>>,
}

fn unavailable(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(format!("the cluster session to PostgreSQL failed: {e}"))
}

impl Bus {
    /// Connects (failing the start if PostgreSQL cannot be reached) and
    /// keeps the session up from then on, reconnecting after a loss.
    pub async fn start(
        url: &str,
        inbox: mpsc::UnboundedSender<Incoming>,
        shutdown: Shutdown,
    ) -> Result<Arc<Bus>, StoreError> {
        let mut config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Url(format!("the PostgreSQL URL is not usable: {e}")))?;
        config.connect_timeout(Duration::from_secs(3));
        config.application_name("chomp-node");
        let (out, queue) = mpsc::unbounded_channel();
        let bus = Arc::new(Bus {
            client: RwLock::new(None),
            notify: RwLock::new(None),
            node: AtomicI32::new(0),
            out,
            seq: AtomicU64::new(0),
            live: RwLock::new(HashSet::new()),
        });
        let ended = bus.connect(&config, inbox.clone()).await?;
        tokio::spawn(bus.clone().keep_up(config, inbox, ended, shutdown.clone()));
        tokio::spawn(bus.clone().send_loop(queue, shutdown));
        Ok(bus)
    }

    /// This node's id now (0 while the session is down).
    pub fn node(&self) -> NodeId {
        self.node.load(Ordering::Acquire)
    }

    fn client(&self) -> Result<Arc<Client>, StoreError> {
        self.client
            .read()
            .ok()
            .and_then(|c| c.clone())
            .ok_or_else(|| {
                StoreError::Unavailable("the cluster session to PostgreSQL is down".into())
            })
    }

    /// Opens the two sessions, takes the node lock, listens; resolves the
    /// returned receiver when either session ends.
    async fn connect(
        &self,
        config: &tokio_postgres::Config,
        inbox: mpsc::UnboundedSender<Incoming>,
    ) -> Result<mpsc::Receiver<()>, StoreError> {
        let (client, connection) = config.connect(NoTls).await.map_err(unavailable)?;
        // Either session ending ends both: the node's place in the cluster
        // is the pair.
        let (ended_tx, ended) = mpsc::channel(2);
        let locks_ended = ended_tx.clone();
        tokio::spawn(async move {
            let _ = connection.await;
            let _ = locks_ended.try_send(());
        });
        let (sender, mut sender_connection) = config.connect(NoTls).await.map_err(unavailable)?;
        let reader_inbox = inbox.clone();
        tokio::spawn(async move {
            let mut parts = Parts::default();
            let mut stream = futures::stream::poll_fn(move |cx| sender_connection.poll_message(cx));
            while let Some(Ok(msg)) = stream.next().await {
                if let AsyncMessage::Notification(n) = msg {
                    if let Some(wire) = parts.take(n.process_id(), n.payload()) {
                        let _ = reader_inbox.send(Incoming::Message(wire));
                    }
                }
            }
            let _ = ended_tx.try_send(());
        });
        let row = client
            .query_one("SELECT pg_backend_pid()", &[])
            .await
            .map_err(unavailable)?;
        let node: NodeId = row.get(0);
        client
            .execute(
                "SELECT pg_advisory_lock($1::int4, $2::int4)",
                &[&NODE_CLASS, &node],
            )
            .await
            .map_err(unavailable)?;
        // `pg_notify` gives its transaction an id, so with the default
        // `synchronous_commit = on` every batch of notifications waited for
        // a WAL flush (an fsync) before the next could leave: two per move
        // that crosses nodes. A notification is delivered at commit either
        // way, and none outlives a PostgreSQL crash (the sessions break and
        // every node resynchronises), so the bus's two sessions commit
        // without waiting (the rows of `actor_nodes` are a cache, lost in a
        // crash anyway); the store's writes keep the database's setting.
        client
            .batch_execute("SET synchronous_commit = off")
            .await
            .map_err(unavailable)?;
        sender
            .batch_execute(&format!(
                "SET synchronous_commit = off; LISTEN {}; LISTEN {}",
                wire::ALL,
                wire::channel_of(node)
            ))
            .await
            .map_err(unavailable)?;
        let notify = sender.prepare(NOTIFY_SQL).await.map_err(unavailable)?;
        if let Ok(mut slot) = self.notify.write() {
            *slot = Some((Arc::new(sender), notify));
        }
        if let Ok(mut slot) = self.client.write() {
            *slot = Some(Arc::new(client));
        }
        self.node.store(node, Ordering::Release);
        tracing::info!("cluster node {node} joined");
        let _ = inbox.send(Incoming::Connected(node));
        Ok(ended)
    }

    async fn keep_up(
        self: Arc<Self>,
        config: tokio_postgres::Config,
        inbox: mpsc::UnboundedSender<Incoming>,
        mut ended: mpsc::Receiver<()>,
        mut shutdown: Shutdown,
    ) {
        loop {
            tokio::select! {
                _ = ended.recv() => {}
                _ = shutdown.signalled() => return,
            }
            if let Ok(mut slot) = self.client.write() {
                *slot = None;
            }
            if let Ok(mut slot) = self.notify.write() {
                *slot = None;
            }
            self.node.store(0, Ordering::Release);
            tracing::error!(
                "the cluster session to PostgreSQL was lost; this node's games are released"
            );
            let _ = inbox.send(Incoming::Lost);
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(RECONNECT) => {}
                    _ = shutdown.signalled() => return,
                }
                match self.connect(&config, inbox.clone()).await {
                    Ok(next) => {
                        ended = next;
                        break;
                    }
                    Err(e) => tracing::debug!("cluster session not back yet: {e}"),
                }
            }
        }
    }

    /// Queues a message for one node, or for all with [`wire::ALL`].
    /// Messages leave in the order they were queued; while the session is
    /// down they are dropped (every receiver resynchronises on `Hello`).
    pub fn send(&self, channel: &str, msg: &Wire) {
        let text = msg.to_json();
        let mut cuts = Vec::new();
        let mut rest = text.as_str();
        while rest.len() > PART {
            let mut at = PART;
            while !rest.is_char_boundary(at) {
                at -= 1;
            }
            cuts.push(&rest[..at]);
            rest = &rest[at..];
        }
        cuts.push(rest);
        let n = cuts.len();
        for (k, part) in cuts.into_iter().enumerate() {
            let seq = self.seq.fetch_add(1, Ordering::Relaxed);
            let payload = format!("{seq} {k} {n} {part}");
            let _ = self.out.send((channel.to_string(), payload));
        }
    }

    pub fn send_to(&self, node: NodeId, msg: &Wire) {
        self.send(&wire::channel_of(node), msg);
    }

    async fn send_loop(
        self: Arc<Self>,
        mut queue: mpsc::UnboundedReceiver<(String, String)>,
        mut shutdown: Shutdown,
    ) {
        loop {
            let first = tokio::select! {
                m = queue.recv() => match m { Some(m) => m, None => return },
                _ = shutdown.signalled() => return,
            };
            let mut channels = vec![first.0];
            let mut payloads = vec![first.1];
            while channels.len() < BATCH {
                match queue.try_recv() {
                    Ok((c, p)) => {
                        channels.push(c);
                        payloads.push(p);
                    }
                    Err(_) => break,
                }
            }
            let Some((sender, notify)) = self.notify.read().ok().and_then(|n| n.clone()) else {
                continue;
            };
            let sent = sender.execute(&notify, &[&channels, &payloads]).await;
            if let Err(e) = sent {
                tracing::warn!("{} cluster messages were not sent: {e}", channels.len());
            }
        }
    }

    /// Takes an actor's lock if nobody holds it (this session may already),
    /// and notes this node as the actor's.
    pub async fn try_lock(&self, key: ActorKey) -> Result<bool, StoreError> {
        let lock = lock_key(key)?;
        let node = i64::from(self.node());
        let row = self
            .client()?
            .query_one(owners::TRY_LOCK, &[&lock, &node])
            .await
            .map_err(unavailable)?;
        Ok(row.get(0))
    }

    pub async fn unlock(&self, key: ActorKey) {
        let (Ok(client), Ok(lock)) = (self.client(), lock_key(key)) else {
            return;
        };
        let node = i64::from(self.node());
        if let Err(e) = client.execute(owners::UNLOCK, &[&lock, &node]).await {
            tracing::debug!("cannot release the lock of {key}: {e}");
        }
    }

    /// The node holding an actor's lock, if any: the node its row names
    /// when that node is alive, else what `pg_locks` says.
    pub async fn holder(&self, key: ActorKey) -> Result<Option<NodeId>, StoreError> {
        let lock = lock_key(key)?;
        let client = self.client()?;
        let recorded = client
            .query_opt(owners::RECORDED, &[&lock])
            .await
            .map_err(unavailable)?
            .and_then(|r| NodeId::try_from(r.get::<_, i64>(0)).ok());
        if let Some(node) = recorded {
            let alive = self.live.read().is_ok_and(|live| live.contains(&node));
            if alive && node != self.node() {
                return Ok(Some(node));
            }
        }
        let sql = format!(
            "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND {THIS_DB} AND objsubid = 1
               AND classid = ($1::int8 >> 32)::oid AND objid = ($1::int8 & 4294967295)::oid AND granted"
        );
        let row = client
            .query_opt(&sql, &[&lock])
            .await
            .map_err(unavailable)?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Every actor whose lock some node holds now.
    pub async fn held(&self) -> Result<HashSet<ActorKey>, StoreError> {
        let sql = format!(
            "SELECT (classid::int8 << 32) | objid::int8 FROM pg_locks
              WHERE locktype = 'advisory' AND {THIS_DB} AND objsubid = 1 AND granted"
        );
        Ok(self
            .client()?
            .query(&sql, &[])
            .await
            .map_err(unavailable)?
            .iter()
            .map(|r| ActorKey::from_lock_key(r.get(0)))
            .collect())
    }

    /// The nodes whose sessions are alive now.
    pub async fn live_nodes(&self) -> Result<HashSet<NodeId>, StoreError> {
        let sql = format!(
            "SELECT objid::int8 FROM pg_locks WHERE locktype = 'advisory' AND {THIS_DB}
               AND objsubid = 2 AND classid = $1::int8::oid AND granted"
        );
        let rows = self
            .client()?
            .query(&sql, &[&(NODE_CLASS as i64)])
            .await
            .map_err(unavailable)?;
        let live: HashSet<NodeId> = rows.iter().map(|r| r.get::<_, i64>(0) as NodeId).collect();
        if let Ok(mut seen) = self.live.write() {
            seen.clone_from(&live);
        }
        Ok(live)
    }

    /// Unfinished games whose lock nobody holds: their node died (or none
    /// has loaded them since the service started).
    pub async fn orphans(&self) -> Result<Vec<GameId>, StoreError> {
        let held = self.held().await?;
        let rows = self
            .client()?
            .query(
                // A game opened a moment ago is its creator's node's to take.
                "SELECT id FROM games WHERE status IN ('waiting', 'playing')
                   AND created_at < now() - interval '5 seconds' ORDER BY id",
                &[],
            )
            .await
            .map_err(unavailable)?;
        Ok(rows
            .iter()
            .map(|r| r.get::<_, i64>(0) as GameId)
            .filter(|id| !held.contains(&ActorKey::game(*id)))
            .collect())
    }
}

/// An actor's lock key, or the sentence for an id out of range.
fn lock_key(key: ActorKey) -> Result<i64, StoreError> {
    key.lock_key()
        .ok_or_else(|| StoreError::Unavailable(format!("{key} has no lock key")))
}
