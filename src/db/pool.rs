//! The connection (SQLite or PostgreSQL, chosen by the database URL), the r2d2 pool of them,
//! and the writer lane's own connection. This file, `db::migrate` and `db::copy` are the only
//! places that choose a dialect; the model functions take `Conn` and write each query once with
//! diesel's builder.
//!
//! Most model functions run their query on the connection inside `Conn` (`on_backend!`: the
//! same builder code, compiled once per backend). Through `Conn` itself (diesel's
//! `MultiConnection`) every execution renders the SQL again and converts every bound value, a
//! fifth of the turn rate in the load benchmark; the few queries that stay on `Conn` are off the
//! hot path (the archive's boxed filters). The statements whose SQL differs by dialect match on
//! `Conn` in their model file.

use diesel::connection::{AnsiTransactionManager, SimpleConnection, TransactionManager};
use diesel::r2d2::R2D2Connection;
use diesel::{Connection, PgConnection, SqliteConnection};
use std::time::Duration;

/// One database connection: an SQLite file (the default) or a PostgreSQL server.
#[derive(diesel::MultiConnection)]
pub enum Conn {
    Sqlite(SqliteConnection),
    Pg(PgConnection),
}

/// The query builder's backend for `Conn` (the SQL of both dialects).
pub type Backend = <Conn as Connection>::Backend;

pub type Pool = diesel::r2d2::Pool<Manager>;

/// How long a writer waits for another writer's lock before the request fails with 503.
pub const BUSY_TIMEOUT_MS: u32 = 5_000;

/// Which database a URL names: `postgres://` or `postgresql://` is a PostgreSQL server,
/// anything else an SQLite file (a path, or `sqlite://path`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

pub fn kind_of(database_url: &str) -> Kind {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        Kind::Postgres
    } else {
        Kind::Sqlite
    }
}

/// The key of PostgreSQL's transaction-level advisory lock that every write transaction
/// (`Conn::immediate_transaction`) takes first: the writes of all app servers on one database
/// are serialized as SQLite's `BEGIN IMMEDIATE` serializes them, so every read-check-write of
/// the service keeps the meaning it has on SQLite, and no write fails for a serialization
/// conflict. Readers never take it.
pub const PG_WRITE_LOCK: i64 = 0x7475_726e_706f_7374; // "turnpost"

/// Runs the same diesel code on the connection inside `conn`, whichever backend it is: faster
/// than through `Conn` (see the module's note), and able to build what `Conn`'s common backend
/// cannot (upserts, `RETURNING` into a row struct).
#[macro_export]
macro_rules! on_backend {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $conn {
            $crate::db::Conn::Sqlite($c) => $body,
            $crate::db::Conn::Pg($c) => $body,
        }
    };
}

impl Conn {
    /// A write transaction that holds the database's write lock from its first statement
    /// (SQLite: `BEGIN IMMEDIATE`; PostgreSQL: `BEGIN` and the advisory lock `PG_WRITE_LOCK`),
    /// so that what it reads stays current until it commits.
    pub fn immediate_transaction<T, E, F>(&mut self, f: F) -> Result<T, E>
    where
        F: FnOnce(&mut Self) -> Result<T, E>,
        E: From<diesel::result::Error>,
    {
        match self {
            Conn::Sqlite(c) => AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")?,
            Conn::Pg(c) => {
                AnsiTransactionManager::begin_transaction_sql(c, "BEGIN")?;
                if let Err(e) =
                    c.batch_execute(&format!("SELECT pg_advisory_xact_lock({PG_WRITE_LOCK})"))
                {
                    let _ = AnsiTransactionManager::rollback_transaction(c);
                    return Err(e.into());
                }
            }
        }
        match f(&mut *self) {
            Ok(value) => {
                <Conn as Connection>::TransactionManager::commit_transaction(&mut *self)?;
                Ok(value)
            }
            Err(e) => {
                <Conn as Connection>::TransactionManager::rollback_transaction(&mut *self)?;
                Err(e)
            }
        }
    }
}

/// SQLite's page cache of each pooled connection, in KiB. In WAL mode a connection empties its
/// cache when it begins a read after another connection's commit, which under load is every
/// read, so a large cache buys little there while it counts against the server's memory
/// (< 64 MiB, issue 15; BENCHMARKS.md). SQLite's default is 2,000 KiB.
const POOL_CACHE_KIB: u32 = 1_024;

/// The writer lane's cache: it makes most commits itself, so its cache stays warm.
const LANE_CACHE_KIB: u32 = 2_000;

/// The checkpoint thread's cache: a checkpoint copies pages from the log without it.
const CHECKPOINTER_CACHE_KIB: u32 = 64;

/// Opens one connection, set up as the service relies on. `busy_timeout_ms` is SQLite's busy
/// handler (the pool waits in it; the writer lane does not).
fn open(database_url: &str, busy_timeout_ms: u32, cache_kib: u32) -> Result<Conn, String> {
    match kind_of(database_url) {
        Kind::Postgres => {
            let mut conn = PgConnection::establish(database_url)
                .map_err(|e| format!("cannot connect to PostgreSQL: {e}"))?;
            // Timestamps are stored without a zone, in UTC; say so to the server too. A write
            // waits for another's lock as long as SQLite's busy timeout, then fails with 503.
            conn.batch_execute(&format!(
                "SET TIME ZONE 'UTC'; SET lock_timeout = {BUSY_TIMEOUT_MS}"
            ))
            .map_err(|e| format!("cannot set up the PostgreSQL connection: {e}"))?;
            Ok(Conn::Pg(conn))
        }
        Kind::Sqlite => {
            let path = path_of(database_url);
            let mut conn = SqliteConnection::establish(path)
                .map_err(|e| format!("cannot open database {path}: {e}"))?;
            // WAL lets readers run beside the single writer; FULL sync so that an acknowledged
            // turn survives a power cut, not only a process crash.
            conn.batch_execute(&format!(
                "PRAGMA busy_timeout = {busy_timeout_ms};
                 PRAGMA cache_size = -{cache_kib};
                 PRAGMA journal_mode = WAL;
                 PRAGMA synchronous = FULL;
                 PRAGMA foreign_keys = ON;"
            ))
            .map_err(|e| format!("cannot set up database {path}: {e}"))?;
            Ok(Conn::Sqlite(conn))
        }
    }
}

/// Opens the writer lane's own connection (`db::writer`): on SQLite with no busy timeout, so
/// that no statement of the lane sleeps in SQLite's busy handler (the lane waits for another
/// writer's lock itself, in short steps).
pub fn open_lane(database_url: &str) -> anyhow::Result<Conn> {
    let mut conn = open(database_url, 0, LANE_CACHE_KIB).map_err(|e| anyhow::anyhow!(e))?;
    if let Conn::Sqlite(c) = &mut conn {
        // Its checkpoints run beside it (`db::checkpoint`), not inside its commits.
        c.batch_execute("PRAGMA wal_autocheckpoint = 0")?;
    }
    Ok(conn)
}

/// Opens the connection of the writer lane's checkpoint thread (`db::checkpoint`).
pub fn open_checkpointer(database_url: &str) -> anyhow::Result<Conn> {
    open(database_url, 0, CHECKPOINTER_CACHE_KIB).map_err(|e| anyhow::anyhow!(e))
}

fn path_of(database_url: &str) -> &str {
    database_url
        .strip_prefix("sqlite://")
        .unwrap_or(database_url)
}

/// The pool's connection manager: opens connections with `open`.
#[derive(Debug)]
pub struct Manager {
    database_url: String,
}

impl diesel::r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<Conn, Self::Error> {
        open(&self.database_url, BUSY_TIMEOUT_MS, POOL_CACHE_KIB).map_err(|e| {
            diesel::r2d2::Error::ConnectionError(diesel::ConnectionError::BadConnection(e))
        })
    }

    fn is_valid(&self, conn: &mut Conn) -> Result<(), Self::Error> {
        conn.ping().map_err(diesel::r2d2::Error::QueryError)
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        std::thread::panicking() || conn.is_broken()
    }
}

/// Opens a pool on `database_url` (a file path, `sqlite://path`, or `postgres://…`).
pub fn build(database_url: &str, max_size: u32) -> anyhow::Result<Pool> {
    let manager = Manager {
        database_url: database_url.to_string(),
    };
    let pool = diesel::r2d2::Pool::builder()
        .max_size(max_size)
        .connection_timeout(Duration::from_secs(10))
        .build(manager)
        .map_err(|e| anyhow::anyhow!("cannot open database: {e}"))?;
    Ok(pool)
}
