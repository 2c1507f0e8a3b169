//! Helpers of the evidence tests (races, faults, fuzzing, the security matrix): JSON API calls,
//! API tokens, turn forms, and a digest of every table to prove a request changed nothing.

use crate::helpers::{Client, Resp, TestApp, PASSWORD};
use diesel::prelude::*;
use diesel::sql_types::Text;
use serde_json::Value;
use turnpost::engine::choice::{path_text, Step};
use turnpost::engine::humanity::choices::{choices, path_of};
use turnpost::engine::humanity::{Action, State};
use turnpost::engine::rng::Rng;

/// A JSON API call: status and body (`Null` when the body is not JSON).
pub fn api(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut req = ureq::request(method, &format!("{}{}", app.base, path));
    if let Some(t) = token {
        req = req.set("Authorization", &format!("Bearer {t}"));
    }
    let res = match body {
        Some(b) => req.send_json(b),
        None => req.call(),
    };
    let res = match res {
        Ok(r) | Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("{method} {path}: {e}"),
    };
    let status = res.status();
    (status, res.into_json().unwrap_or(Value::Null))
}

/// A bearer token for a verified account, from `POST /api/tokens`.
pub fn token(app: &TestApp, email: &str) -> String {
    let (s, body) = api(
        app,
        "POST",
        "/api/tokens",
        None,
        Some(serde_json::json!({"email": email, "password": PASSWORD})),
    );
    assert_eq!(s, 201, "{body}");
    body["token"].as_str().expect("token").to_string()
}

/// The fields of the table's turn form that play `action` for `seat` in `state`, drawn at
/// `version`: the path of the steps that choose it (`choices::path_of`), as a player's clicks
/// would make it.
pub fn turn_fields(
    state: &State,
    seat: usize,
    version: i32,
    action: &Action,
) -> Vec<(String, String)> {
    let path = path_of(state, seat, action)
        .unwrap_or_else(|| panic!("no steps lead to {action:?} for seat {seat}"));
    vec![
        ("version".into(), version.to_string()),
        ("path".into(), path_text(&path)),
    ]
}

/// A whole decision of `seat` as a player makes it on the page, choosing at random at every
/// step among the options not refused: the path, and the action it plays.
pub fn random_path(state: &State, seat: usize, rng: &mut Rng) -> (Vec<usize>, Action) {
    let mut path = Vec::new();
    loop {
        match choices(state, seat, &path).expect("a decision to make") {
            Step::Done(action) => return (path, action),
            Step::Ask(q) => {
                let open: Vec<usize> = (0..q.offers.len())
                    .filter(|&i| q.offers[i].refused.is_none())
                    .collect();
                assert!(!open.is_empty(), "a step with nothing to choose: {q:?}");
                path.push(open[rng.below(open.len() as u64) as usize]);
            }
        }
    }
}

/// Posts `action` of `seat` as the browser's turn form, drawn at `version` of `state`.
pub fn play_form(
    client: &Client,
    id: i32,
    (state, seat): (&State, usize),
    version: i32,
    action: &Action,
    csrf: &str,
) -> Resp {
    let mut fields = turn_fields(state, seat, version, action);
    fields.push(("csrf".into(), csrf.to_string()));
    let pairs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    client.post(&format!("/games/{id}/turn"), &pairs)
}

#[derive(QueryableByName)]
struct Line {
    #[diesel(sql_type = Text)]
    v: String,
}

/// Every row of every table, as text, in a fixed order. Of the outbox only what a request
/// writes is kept (the worker updates delivery columns on its own time); the rate limits'
/// counts are left out (a refused login is meant to count).
pub fn digest(app: &TestApp) -> String {
    let mut conn = app.state.pool.get().expect("conn");
    let pg = app.on_postgres();
    let tables: Vec<Line> = diesel::sql_query(if pg {
        "SELECT table_name::text AS v FROM information_schema.tables \
         WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_diesel%' ORDER BY 1"
    } else {
        "SELECT name AS v FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__diesel%' ORDER BY name"
    })
    .load(&mut conn)
    .expect("tables");
    let mut out = String::new();
    for t in tables.into_iter().filter(|t| t.v != "rate_hits") {
        let columns: Vec<Line> = diesel::sql_query(if pg {
            "SELECT column_name::text AS v FROM information_schema.columns \
             WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position"
        } else {
            "SELECT name AS v FROM pragma_table_info(?)"
        })
        .bind::<Text, _>(&t.v)
        .load(&mut conn)
        .expect("columns");
        let keep =
            |c: &str| t.v != "outbox" || ["id", "message_id", "to_addr", "subject"].contains(&c);
        let quote = if pg { "quote_nullable" } else { "quote" };
        let row = columns
            .iter()
            .filter(|c| keep(&c.v))
            .map(|c| format!("{quote}(\"{}\")", c.v))
            .collect::<Vec<_>>()
            .join(" || '|' || ");
        let rows: Vec<Line> =
            // Some tables are WITHOUT ROWID: order by the row's text itself.
            diesel::sql_query(format!("SELECT {row} AS v FROM \"{}\" ORDER BY v", t.v))
                .load(&mut conn)
                .expect("rows");
        out += &format!("## {}\n", t.v);
        for r in rows {
            out += &r.v;
            out.push('\n');
        }
    }
    out
}

/// Another process holding the database's write lock until `release_write_lock`: on SQLite an
/// exclusive transaction, on PostgreSQL the service's advisory write lock.
pub fn hold_write_lock(app: &TestApp) -> turnpost::db::Conn {
    use diesel::connection::SimpleConnection;
    let mut other = turnpost::db::pool::open_lane(&app.state.settings.database_url).expect("open");
    let lock = if app.on_postgres() {
        format!(
            "BEGIN; SELECT pg_advisory_xact_lock({})",
            turnpost::db::pool::PG_WRITE_LOCK
        )
    } else {
        // It waits for the lock itself if the mail worker is writing at that moment.
        "PRAGMA busy_timeout = 10000; BEGIN EXCLUSIVE".to_string()
    };
    other.batch_execute(&lock).expect("lock");
    other
}

pub fn release_write_lock(mut other: turnpost::db::Conn) {
    use diesel::connection::SimpleConnection;
    other.batch_execute("ROLLBACK").expect("unlock");
}

/// The first line where two digests differ, for a readable failure.
pub fn first_difference(before: &str, after: &str) -> String {
    let mut table = "";
    for (a, b) in before.lines().zip(after.lines()) {
        if a.starts_with("## ") {
            table = a;
        }
        if a != b {
            return format!("{table}: {a:?} became {b:?}");
        }
    }
    format!(
        "{} lines became {} lines",
        before.lines().count(),
        after.lines().count()
    )
}
