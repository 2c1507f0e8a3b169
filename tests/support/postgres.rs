//! PostgreSQL for the tests. `.ci/postgres start` runs a throwaway cluster and exports
//! `TURNPOST_TEST_POSTGRES_URL` (a superuser URL); each test server gets a database of its own.
//! `TURNPOST_TEST_DATABASE=postgres` runs the whole API suite on PostgreSQL instead of SQLite.
//! Without a server the PostgreSQL tests are skipped, saying so.

#![allow(dead_code)]

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use std::sync::atomic::{AtomicU32, Ordering};

/// The superuser URL of the test cluster, if there is one.
pub fn admin_url() -> Option<String> {
    std::env::var("TURNPOST_TEST_POSTGRES_URL")
        .ok()
        .filter(|u| !u.is_empty())
}

/// Whether this run puts every test server on PostgreSQL.
pub fn suite_on_postgres() -> bool {
    let on = std::env::var("TURNPOST_TEST_DATABASE").is_ok_and(|v| v == "postgres");
    assert!(
        !on || admin_url().is_some(),
        "TURNPOST_TEST_DATABASE=postgres needs a server: eval \"$(bash .ci/postgres start)\""
    );
    on
}

/// The admin URL, or `None` after printing why a PostgreSQL test is skipped.
pub fn or_skip(test: &str) -> Option<String> {
    let url = admin_url();
    if url.is_none() {
        eprintln!(
            "{test}: skipped, no PostgreSQL server (run `eval \"$(bash .ci/postgres start)\"` \
             first; CI does)"
        );
    }
    url
}

/// A new empty database on the test cluster; dropped (with its connections) when this goes.
pub struct Database {
    admin: String,
    name: String,
    pub url: String,
}

impl Database {
    pub fn create(admin: &str) -> Self {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "turnpost_test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut conn = PgConnection::establish(admin).expect("connect to the test cluster");
        conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .and_then(|()| conn.batch_execute(&format!("CREATE DATABASE {name}")))
            .expect("create a test database");
        let base = admin.rsplit_once('/').map_or(admin, |(b, _)| b);
        Database {
            admin: admin.to_string(),
            url: format!("{base}/{name}"),
            name,
        }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Ok(mut conn) = PgConnection::establish(&self.admin) {
            let _ = conn.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}
