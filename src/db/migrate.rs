//! Migrations embedded in the binary, applied at start and by `turnpost migrate`.

use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// Applies every pending migration; returns how many ran.
pub fn run(conn: &mut super::Conn) -> anyhow::Result<usize> {
    let applied = conn
        .run_pending_migrations(MIGRATIONS)
        .map_err(|e| anyhow::anyhow!("migrations failed: {e}"))?;
    Ok(applied.len())
}
