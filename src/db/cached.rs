//! Prepared-statement caching for the hot path's `UPDATE`s.
//!
//! diesel prepares every `UPDATE` again on each call: a changeset may leave out its `None` fields,
//! so one Rust type can stand for several SQL texts, and diesel's cache is keyed by type. A turn
//! runs three or four `UPDATE`s under the writer lane's lock, and preparing them took a tenth of
//! the lane's time. [`update`] builds the same statement as `diesel::update(table).set(values)
//! .filter(filter)`, but one that diesel keeps prepared on its connection, keyed by its SQL text
//! and bind types (never by type): a statement with another text is another entry, never a wrong
//! one. Each distinct text stays prepared for the connection's life, so use it for statements of
//! a handful of shapes.

use diesel::backend::Backend;
use diesel::query_builder::{AsChangeset, AstPass, QueryFragment, QueryId};
use diesel::query_dsl::RunQueryDsl;
use diesel::{QueryResult, Table};

/// `UPDATE table SET values WHERE filter`, cached by its text once prepared.
pub struct Update<F, V, W> {
    from: F,
    values: V,
    filter: W,
}

/// `UPDATE table SET values WHERE filter`, kept prepared on its connection.
pub fn update<T, V, W>(table: T, values: V, filter: W) -> Update<T::FromClause, V::Changeset, W>
where
    T: Table,
    V: AsChangeset<Target = T>,
{
    Update {
        from: table.from_clause(),
        values: values.as_changeset(),
        filter,
    }
}

impl<F, V, W, DB> QueryFragment<DB> for Update<F, V, W>
where
    DB: Backend,
    F: QueryFragment<DB>,
    V: QueryFragment<DB>,
    W: QueryFragment<DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        out.push_sql("UPDATE ");
        self.from.walk_ast(out.reborrow())?;
        out.push_sql(" SET ");
        self.values.walk_ast(out.reborrow())?;
        out.push_sql(" WHERE ");
        self.filter.walk_ast(out.reborrow())
    }
}

/// No static query id: diesel then keys its cache by the SQL text and the bind types.
impl<F, V, W> QueryId for Update<F, V, W> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<F, V, W, C> RunQueryDsl<C> for Update<F, V, W> {}

#[cfg(test)]
mod tests {
    use super::update;
    use diesel::connection::InstrumentationEvent;
    use diesel::prelude::*;
    use std::sync::{Arc, Mutex};

    diesel::table! {
        counters (id) {
            id -> Integer,
            n -> Integer,
            note -> Nullable<Text>,
        }
    }

    #[derive(AsChangeset)]
    #[diesel(table_name = counters)]
    struct Change<'a> {
        n: i32,
        note: Option<&'a str>,
    }

    /// A connection to a fresh database, and the SQL texts it has put in its statement cache.
    fn conn() -> (SqliteConnection, Arc<Mutex<Vec<String>>>) {
        let mut c = SqliteConnection::establish(":memory:").expect("memory database");
        diesel::sql_query(
            "CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, note TEXT)",
        )
        .execute(&mut c)
        .expect("table");
        diesel::sql_query("INSERT INTO counters (id, n, note) VALUES (1, 0, NULL), (2, 0, NULL)")
            .execute(&mut c)
            .expect("rows");
        let cached = Arc::new(Mutex::new(Vec::new()));
        let seen = cached.clone();
        c.set_instrumentation(move |event: InstrumentationEvent<'_>| {
            if let InstrumentationEvent::CacheQuery { sql, .. } = event {
                seen.lock().expect("lock").push(sql.to_string());
            }
        });
        (c, cached)
    }

    fn row(c: &mut SqliteConnection, id: i32) -> (i32, Option<String>) {
        counters::table
            .find(id)
            .select((counters::n, counters::note))
            .first(c)
            .expect("row")
    }

    fn updates(cached: &Mutex<Vec<String>>) -> Vec<String> {
        let all = cached.lock().expect("lock");
        all.iter()
            .filter(|s| s.starts_with("UPDATE"))
            .cloned()
            .collect()
    }

    #[test]
    fn an_update_is_prepared_once_and_runs_again_with_new_binds() {
        let (mut c, cached) = conn();
        for i in 1..=3 {
            let n = update(counters::table, counters::n.eq(i), counters::id.eq(1))
                .execute(&mut c)
                .expect("update");
            assert_eq!(n, 1);
            assert_eq!(row(&mut c, 1).0, i);
        }
        assert_eq!(row(&mut c, 2).0, 0, "the other row is untouched");
        assert_eq!(updates(&cached).len(), 1, "{:?}", updates(&cached));
        // Without the wrapper diesel caches no UPDATE at all.
        diesel::update(counters::table.find(2))
            .set(counters::n.eq(5))
            .execute(&mut c)
            .expect("update");
        assert_eq!(updates(&cached).len(), 1);
    }

    /// One Rust type, two SQL texts (a `None` field is left out of the changeset): each text
    /// gets its own cache entry, so neither runs the other's statement.
    #[test]
    fn one_type_with_two_texts_runs_each_text() {
        let (mut c, cached) = conn();
        let update = |c: &mut SqliteConnection, n: i32, note: Option<&str>| {
            update(counters::table, &Change { n, note }, counters::id.eq(1))
                .execute(c)
                .expect("update")
        };
        update(&mut c, 1, Some("first"));
        assert_eq!(row(&mut c, 1), (1, Some("first".into())));
        update(&mut c, 2, None);
        assert_eq!(
            row(&mut c, 1),
            (2, Some("first".into())),
            "a None field is left alone"
        );
        update(&mut c, 3, Some("third"));
        assert_eq!(row(&mut c, 1), (3, Some("third".into())));
        update(&mut c, 4, None);
        assert_eq!(row(&mut c, 1), (4, Some("third".into())));
        assert_eq!(updates(&cached).len(), 2, "{:?}", updates(&cached));
    }
}
