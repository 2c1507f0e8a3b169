//! `turnpost export-db`: copies every row of an SQLite database into an empty PostgreSQL one
//! (the move of a site that outgrew one machine). Both are migrated to the same schema first;
//! the copy is one PostgreSQL transaction, so a failure leaves the target empty.
//!
//! The rows travel as JSON: SQLite writes each batch of a table as a JSON array of objects
//! (`json_object`), PostgreSQL reads it into the table's own row type
//! (`json_populate_recordset`), so every column converts by its declared type (0/1 to boolean,
//! text to timestamp) with no per-table code. Tables are copied parents first (by their
//! foreign keys); identity counters are moved past the copied ids.

use super::Conn;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use std::collections::{BTreeMap, BTreeSet};

/// Rows per batch: bounds the memory of a copy whatever the size of a table.
const BATCH: i64 = 1_000;

#[derive(QueryableByName)]
struct Name {
    #[diesel(sql_type = Text)]
    v: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// What was copied: rows per table.
#[derive(Debug, Default)]
pub struct Copied {
    pub tables: BTreeMap<String, i64>,
}

impl Copied {
    pub fn rows(&self) -> i64 {
        self.tables.values().sum()
    }
}

/// Copies everything in `from` (SQLite) into `to` (PostgreSQL, with no rows yet).
pub fn sqlite_to_postgres(from: &mut Conn, to: &mut Conn) -> anyhow::Result<Copied> {
    if let Some((table, _)) = row_counts(to)?.into_iter().find(|(_, n)| *n > 0) {
        anyhow::bail!(
            "the PostgreSQL database already has rows in {table}: export-db fills an empty one"
        );
    }
    let (Conn::Sqlite(src), Conn::Pg(dst)) = (from, to) else {
        anyhow::bail!("export-db copies an SQLite database into a PostgreSQL one");
    };
    let tables = tables_parents_first(dst)?;
    let mut copied = Copied::default();
    // One read transaction on the source (a consistent picture even if a server still runs
    // on it) and one write transaction on the target.
    src.batch_execute("BEGIN")?;
    let result = dst.transaction(|dst| -> anyhow::Result<()> {
        for table in &tables {
            let n = copy_table(src, dst, table)?;
            copied.tables.insert(table.clone(), n);
        }
        move_identities_past_ids(dst, &tables)
    });
    let _ = src.batch_execute("ROLLBACK");
    result?;
    Ok(copied)
}

/// Row counts of every table in `conn`, to compare a copy with its source.
pub fn row_counts(conn: &mut Conn) -> anyhow::Result<BTreeMap<String, i64>> {
    let names = match conn {
        Conn::Sqlite(c) => diesel::sql_query(
            "SELECT name AS v FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_diesel%' ESCAPE '\\'",
        )
        .load::<Name>(c)?
        .into_iter()
        .map(|n| n.v)
        .collect(),
        Conn::Pg(c) => pg_tables(c)?,
    };
    let mut counts = BTreeMap::new();
    for table in names {
        let n = count(conn, &table)?;
        counts.insert(table, n);
    }
    Ok(counts)
}

fn count(conn: &mut Conn, table: &str) -> anyhow::Result<i64> {
    let c: Count =
        diesel::sql_query(format!("SELECT COUNT(*) AS n FROM \"{table}\"")).get_result(conn)?;
    Ok(c.n)
}

/// The service's tables in a PostgreSQL database (not diesel's own), by name.
fn pg_tables(dst: &mut diesel::PgConnection) -> anyhow::Result<Vec<String>> {
    let names: Vec<Name> = diesel::sql_query(
        "SELECT table_name::text AS v FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
         AND table_name NOT LIKE '\\_\\_diesel%' ORDER BY 1",
    )
    .load(dst)?;
    Ok(names.into_iter().map(|n| n.v).collect())
}

/// The service's tables in the target, each after the tables its foreign keys point to.
fn tables_parents_first(dst: &mut diesel::PgConnection) -> anyhow::Result<Vec<String>> {
    let names = pg_tables(dst)?;
    #[derive(QueryableByName)]
    struct Edge {
        #[diesel(sql_type = Text)]
        child: String,
        #[diesel(sql_type = Text)]
        parent: String,
    }
    let edges: Vec<Edge> = diesel::sql_query(
        "SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent \
         FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace",
    )
    .load(dst)?;
    let mut parents: BTreeMap<String, BTreeSet<String>> =
        names.into_iter().map(|n| (n, BTreeSet::new())).collect();
    for e in edges {
        if e.child != e.parent {
            parents.entry(e.child).or_default().insert(e.parent);
        }
    }
    let mut order = Vec::new();
    while !parents.is_empty() {
        let ready: Vec<String> = parents
            .iter()
            .filter(|(_, ps)| ps.iter().all(|p| !parents.contains_key(p)))
            .map(|(t, _)| t.clone())
            .collect();
        anyhow::ensure!(
            !ready.is_empty(),
            "the foreign keys of the schema form a cycle"
        );
        for t in ready {
            parents.remove(&t);
            order.push(t);
        }
    }
    Ok(order)
}

/// The columns of `table`, in order, as the target has them.
fn columns(dst: &mut diesel::PgConnection, table: &str) -> anyhow::Result<Vec<String>> {
    let cols: Vec<Name> = diesel::sql_query(
        "SELECT column_name::text AS v FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    )
    .bind::<Text, _>(table)
    .load(dst)?;
    Ok(cols.into_iter().map(|c| c.v).collect())
}

fn copy_table(
    src: &mut diesel::SqliteConnection,
    dst: &mut diesel::PgConnection,
    table: &str,
) -> anyhow::Result<i64> {
    let cols = columns(dst, table)?;
    let object = cols
        .iter()
        .map(|c| format!("'{c}', \"{c}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let list = cols
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let order = key_of(src, table)?;
    let mut copied = 0;
    loop {
        let batch: Name = diesel::sql_query(format!(
            "SELECT COALESCE(json_group_array(json_object({object})), '[]') AS v \
             FROM (SELECT * FROM \"{table}\" ORDER BY {order} LIMIT {BATCH} OFFSET {copied})"
        ))
        .get_result(src)?;
        let rows: Vec<serde_json::Value> = serde_json::from_str(&batch.v)?;
        if rows.is_empty() {
            return Ok(copied);
        }
        diesel::sql_query(format!(
            "INSERT INTO \"{table}\" ({list}) \
             SELECT {list} FROM json_populate_recordset(NULL::\"{table}\", $1::json)"
        ))
        .bind::<Text, _>(&batch.v)
        .execute(dst)
        .map_err(|e| anyhow::anyhow!("copying {table}: {e}"))?;
        copied += rows.len() as i64;
    }
}

/// What the batches of `table` are ordered by: its primary key (the order SQLite stores a
/// `WITHOUT ROWID` table in), else its rowid.
fn key_of(src: &mut diesel::SqliteConnection, table: &str) -> anyhow::Result<String> {
    let key: Vec<Name> =
        diesel::sql_query("SELECT name AS v FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk")
            .bind::<Text, _>(table)
            .load(src)?;
    Ok(if key.is_empty() {
        "rowid".to_string()
    } else {
        key.iter()
            .map(|k| format!("\"{}\"", k.v))
            .collect::<Vec<_>>()
            .join(", ")
    })
}

/// Identity columns count on from the largest copied id, not from 1.
fn move_identities_past_ids(
    dst: &mut diesel::PgConnection,
    tables: &[String],
) -> anyhow::Result<()> {
    for table in tables {
        #[derive(QueryableByName)]
        struct Identity {
            #[diesel(sql_type = Text)]
            column_name: String,
        }
        let identities: Vec<Identity> = diesel::sql_query(
            "SELECT column_name::text AS column_name FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = $1 AND is_identity = 'YES'",
        )
        .bind::<Text, _>(table)
        .load(dst)?;
        for Identity { column_name } in identities {
            dst.batch_execute(&format!(
                "SELECT setval(pg_get_serial_sequence('\"{table}\"', '{column_name}'), \
                 COALESCE((SELECT MAX(\"{column_name}\") FROM \"{table}\"), 0) + 1, false)"
            ))?;
        }
    }
    Ok(())
}
