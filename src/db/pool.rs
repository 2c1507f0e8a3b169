//! The r2d2 pool of SQLite connections, each set up with the pragmas the service relies on.

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection};
use diesel::SqliteConnection;
use std::time::Duration;

pub type Pool = diesel::r2d2::Pool<ConnectionManager<SqliteConnection>>;
pub type Conn = SqliteConnection;

/// How long a writer waits for another writer's lock before the request fails with 503.
const BUSY_TIMEOUT_MS: u32 = 5_000;

#[derive(Debug)]
struct Pragmas;

impl CustomizeConnection<SqliteConnection, diesel::r2d2::Error> for Pragmas {
    fn on_acquire(&self, conn: &mut SqliteConnection) -> Result<(), diesel::r2d2::Error> {
        // WAL lets readers run beside the single writer; FULL sync so that an acknowledged
        // turn survives a power cut, not only a process crash.
        conn.batch_execute(&format!(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA foreign_keys = ON;
             PRAGMA busy_timeout = {BUSY_TIMEOUT_MS};"
        ))
        .map_err(diesel::r2d2::Error::QueryError)
    }
}

/// Opens a pool on `database_url` (a file path, or `sqlite://path`).
pub fn build(database_url: &str, max_size: u32) -> anyhow::Result<Pool> {
    let path = database_url
        .strip_prefix("sqlite://")
        .unwrap_or(database_url);
    let manager = ConnectionManager::<SqliteConnection>::new(path);
    let pool = diesel::r2d2::Pool::builder()
        .max_size(max_size)
        .connection_timeout(Duration::from_secs(10))
        .connection_customizer(Box::new(Pragmas))
        .build(manager)
        .map_err(|e| anyhow::anyhow!("cannot open database {path}: {e}"))?;
    Ok(pool)
}
