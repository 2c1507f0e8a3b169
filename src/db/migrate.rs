//! Migrations embedded in the binary, applied at start and by `turnpost migrate`: one set per
//! database, with the same schema meaning (`src/db/schema.rs` serves both).

use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub const SQLITE: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
pub const POSTGRES: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// Applies every pending migration; returns how many ran.
pub fn run(conn: &mut super::Conn) -> anyhow::Result<usize> {
    let applied = match conn {
        super::Conn::Sqlite(c) => c.run_pending_migrations(SQLITE).map(|v| v.len()),
        super::Conn::Pg(c) => c.run_pending_migrations(POSTGRES).map(|v| v.len()),
    }
    .map_err(|e| anyhow::anyhow!("migrations failed: {e}"))?;
    Ok(applied)
}

/// For unit tests: a fresh SQLite file in a temporary folder, migrated, on a connection set up
/// as the writer lane's. Keep the folder alive as long as the connection.
#[cfg(test)]
pub(crate) fn fresh_sqlite() -> (tempfile::TempDir, super::Conn) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = dir.path().join("test.db").display().to_string();
    let mut conn = super::pool::open_lane(&url).expect("open");
    run(&mut conn).expect("migrations");
    (dir, conn)
}
