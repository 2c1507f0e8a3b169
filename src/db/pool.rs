//! The r2d2 pool of SQLite connections, each set up with the pragmas the service relies on.

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection};
use diesel::SqliteConnection;
use std::time::Duration;

pub type Pool = diesel::r2d2::Pool<ConnectionManager<SqliteConnection>>;
pub type Conn = SqliteConnection;

/// How long a writer waits for another writer's lock before the request fails with 503.
pub const BUSY_TIMEOUT_MS: u32 = 5_000;

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

/// Opens the writer lane's own connection (`db::writer`): the same pragmas as the pool's, but
/// no busy timeout, so that no statement of the lane sleeps in SQLite's busy handler (the lane
/// waits for another writer's lock itself, in short steps).
pub fn open_lane(database_url: &str) -> anyhow::Result<Conn> {
    use diesel::Connection;
    let path = path_of(database_url);
    let mut conn = SqliteConnection::establish(path)
        .map_err(|e| anyhow::anyhow!("cannot open database {path}: {e}"))?;
    conn.batch_execute(
        "PRAGMA busy_timeout = 0;
         PRAGMA journal_mode = WAL;
         PRAGMA synchronous = FULL;
         PRAGMA foreign_keys = ON;",
    )
    .map_err(|e| anyhow::anyhow!("cannot set up the writer lane's connection: {e}"))?;
    Ok(conn)
}

fn path_of(database_url: &str) -> &str {
    database_url
        .strip_prefix("sqlite://")
        .unwrap_or(database_url)
}

/// Opens a pool on `database_url` (a file path, or `sqlite://path`).
pub fn build(database_url: &str, max_size: u32) -> anyhow::Result<Pool> {
    let path = path_of(database_url);
    let manager = ConnectionManager::<SqliteConnection>::new(path);
    let pool = diesel::r2d2::Pool::builder()
        .max_size(max_size)
        .connection_timeout(Duration::from_secs(10))
        .connection_customizer(Box::new(Pragmas))
        .build(manager)
        .map_err(|e| anyhow::anyhow!("cannot open database {path}: {e}"))?;
    Ok(pool)
}
