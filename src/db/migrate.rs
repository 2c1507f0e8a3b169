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
