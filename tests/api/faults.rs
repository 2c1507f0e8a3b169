//! Faults: the database locked by another process for longer than the busy timeout, the disk
//! full, and the SMTP server down during a busy period. A request that cannot commit fails with
//! a clear 503 and writes nothing; queued mail is delivered exactly once when the server is back.

use crate::games::{game_row, game_state, two_player_game};
use crate::helpers::TestApp;
use crate::toolkit::{
    api, digest, first_difference, hold_write_lock, play_form, release_write_lock, token,
};
use chrono::Duration;
use diesel::connection::SimpleConnection;
use serde_json::json;
use std::collections::BTreeMap;
use std::time::{Duration as StdDuration, Instant};
use turnpost::db::models::outbox;
use turnpost::engine::humanity::Humanity;
use turnpost::engine::Game;

/// What a client of the test sends during a fault: one turn through the API and the same turn
/// through the form, at the same time. Returns (API status and body, form status and body).
fn turn_both_ways(
    app: &TestApp,
    ada: &crate::helpers::Client,
    ada_token: &str,
    id: i32,
) -> ((u16, serde_json::Value), crate::helpers::Resp) {
    let row = game_row(app, id);
    let state = game_state(app, id);
    assert_eq!(Humanity::to_act(&state), vec![0], "Ada's turn");
    let legal = Humanity::legal_actions(&state, 0);
    let csrf = ada.get(&format!("/games/{id}")).csrf();
    std::thread::scope(|s| {
        let by_api = s.spawn(|| {
            api(
                app,
                "POST",
                &format!("/api/games/{id}/actions"),
                Some(ada_token),
                Some(json!({"version": row.version, "action": &legal[0]})),
            )
        });
        let by_form = s.spawn(|| play_form(ada, id, (&state, 0), row.version, &legal[0], &csrf));
        (
            by_api.join().expect("api thread"),
            by_form.join().expect("form thread"),
        )
    })
}

fn assert_busy(answers: &((u16, serde_json::Value), crate::helpers::Resp)) {
    assert_503(answers, "The service is busy. Nothing was changed");
}

/// The database cannot write: said as what it is, not as "busy".
fn assert_cannot_save(answers: &((u16, serde_json::Value), crate::helpers::Resp)) {
    assert_503(answers, "The server cannot save anything right now");
}

fn assert_503(
    ((api_status, api_body), form): &((u16, serde_json::Value), crate::helpers::Resp),
    text: &str,
) {
    assert_eq!(*api_status, 503, "{api_body}");
    assert!(
        api_body["error"]
            .as_str()
            .is_some_and(|e| e.contains("Nothing was changed") && e.contains(text)),
        "{api_body}"
    );
    form.assert_status(503).assert_contains(text);
    assert!(form.header("retry-after").is_some());
    assert!(form
        .header("content-type")
        .is_some_and(|t| t.starts_with("text/html")));
}

#[test]
fn a_database_locked_for_long_fails_with_503_and_writes_nothing() {
    let app = TestApp::spawn();
    let (ada, _bea, id) = two_player_game(&app);
    let ada_token = token(&app, "ada@example.com");
    wait_for_outbox(&app);
    let before = digest(&app);
    // Another process holds the write lock longer than the 5 s busy timeout.
    let other = hold_write_lock(&app);
    let started = Instant::now();
    let answers = turn_both_ways(&app, &ada, &ada_token, id);
    let waited = started.elapsed();
    release_write_lock(other);
    assert_busy(&answers);
    assert!(
        waited >= StdDuration::from_secs(4),
        "the request waited for the busy timeout: {waited:?}"
    );
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    // Once the lock is gone the same turn goes through.
    let row = game_row(&app, id);
    let legal = Humanity::legal_actions(&game_state(&app, id), 0);
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&ada_token),
        Some(json!({"version": row.version, "action": &legal[0]})),
    );
    assert_eq!(s, 200, "{body}");
}

/// Sets `PRAGMA max_page_count` on every pooled connection and the writer lane's (the limit is
/// per connection).
fn limit_pages(app: &TestApp, limit: Option<i64>) {
    let size = app.state.settings.pool_size as usize;
    let mut held = Vec::new();
    for _ in 0..size {
        held.push(app.state.pool.get().expect("conn"));
    }
    let pages: i64 = {
        #[derive(diesel::QueryableByName)]
        struct Count {
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            page_count: i64,
        }
        use diesel::RunQueryDsl;
        diesel::sql_query("PRAGMA page_count")
            .get_result::<Count>(&mut *held[0])
            .expect("page count")
            .page_count
    };
    let limit = limit.unwrap_or(pages);
    let pragma = format!("PRAGMA max_page_count = {limit}");
    for conn in &mut held {
        conn.batch_execute(&pragma).expect("max_page_count");
    }
    // The writer lane has a connection of its own.
    app.state
        .writer
        .run(|conn| Ok(conn.batch_execute(&pragma)?))
        .expect("max_page_count in the writer lane");
}

#[test]
fn a_full_disk_fails_with_503_and_writes_nothing() {
    let app = TestApp::spawn();
    if app.on_postgres() {
        // The file's page limit stands in for a full disk; a PostgreSQL server's disk is its own.
        eprintln!("a_full_disk_fails_with_503_and_writes_nothing: SQLite only, skipped");
        return;
    }
    let (ada, _bea, id) = two_player_game(&app);
    let ada_token = token(&app, "ada@example.com");
    let carl = app.verified_user("carl@example.com", "Carl");
    // Let the mail of the start go out first: the worker's own writes are not under test.
    wait_for_outbox(&app);
    let before = digest(&app);
    // The database may not grow by a single page.
    limit_pages(&app, None);
    let answers = turn_both_ways(&app, &ada, &ada_token, id);
    assert_cannot_save(&answers);
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    // The health check says so too (its heartbeat fits in the pages there are; the room to
    // grow is what is missing).
    let health = app.client().get("/healthz");
    health.assert_status(503);
    assert!(
        health.body.starts_with("failing\n") && health.body.contains("CANNOT WRITE"),
        "{}",
        health.body
    );

    // Every other kind of write either fits in the pages there are or fails the same way:
    // never a 500, never half written.
    let long = "x".repeat(3000);
    let attempts: Vec<(&str, Vec<(&str, &str)>)> = vec![
        (
            "/games",
            vec![
                ("game", "humanity"),
                ("seats", "3"),
                ("colour", "green"),
                ("days", "3"),
            ],
        ),
        (
            "/settings/notifications",
            vec![
                ("time_zone", "Europe/Paris"),
                ("quiet_start", "22"),
                ("quiet_end", "7"),
                ("digest_hour", "8"),
                ("remind_after_hours", "24"),
                ("remind_before_hours", "12"),
            ],
        ),
        ("/settings/tokens", vec![("name", long.as_str())]),
        (
            "/settings/vacations",
            vec![("starts_on", "2030-01-01"), ("ends_on", "2030-01-05")],
        ),
    ];
    for (path, fields) in attempts {
        let before = digest(&app);
        let r = carl.submit("/settings", path, &fields);
        assert_ne!(r.status, 500, "{path}: {}", r.body);
        if r.status == 503 {
            r.assert_contains("cannot save anything right now")
                .assert_contains("Nothing was changed");
            let after = digest(&app);
            assert!(
                before == after,
                "{path}: {}",
                first_difference(&before, &after)
            );
        }
    }
    let r = app
        .client()
        .register("eve@example.com", "Eve", crate::helpers::PASSWORD);
    assert!(
        matches!(r.status, 303 | 503),
        "register: {} {}",
        r.status,
        r.body
    );

    // Room again: the turn goes through, and the server is healthy again.
    limit_pages(&app, Some(1 << 30));
    app.client().get("/healthz").assert_status(200);
    let row = game_row(&app, id);
    let legal = Humanity::legal_actions(&game_state(&app, id), 0);
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&ada_token),
        Some(json!({"version": row.version, "action": &legal[0]})),
    );
    assert_eq!(s, 200, "{body}");
}

/// Waits (at most 20 s) until the outbox has nothing left to send.
fn wait_for_outbox(app: &TestApp) {
    let start = Instant::now();
    loop {
        let mut conn = app.state.pool.get().expect("conn");
        let left = outbox::count_by_status(&mut conn, outbox::QUEUED).expect("count")
            + outbox::count_by_status(&mut conn, outbox::SENDING).expect("count");
        if left == 0 {
            return;
        }
        drop(conn);
        assert!(
            start.elapsed() < StdDuration::from_secs(20),
            "{left} messages still not sent"
        );
        std::thread::sleep(StdDuration::from_millis(50));
    }
}

#[test]
fn mail_queued_while_smtp_is_down_is_delivered_exactly_once() {
    let app = TestApp::spawn();
    let (_ada, _bea, id) = two_player_game(&app);
    let tokens = [
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    ];
    wait_for_outbox(&app);
    app.smtp().stop();
    // A busy period: turns (each mails the next player) and registrations, while the worker
    // fails, backs off and retries.
    let mut rng = turnpost::engine::rng::Rng::new(3);
    for turn in 0..30 {
        let row = game_row(&app, id);
        let state = game_state(&app, id);
        let seat = Humanity::to_act(&state)[0];
        let legal = Humanity::legal_actions(&state, seat);
        let action = &legal[rng.below(legal.len() as u64) as usize];
        let (s, body) = api(
            &app,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&tokens[seat]),
            Some(json!({"version": row.version, "action": action})),
        );
        assert_eq!(s, 200, "{body}");
        if turn % 10 == 0 {
            app.client()
                .register(
                    &format!("new{turn}@example.com"),
                    &format!("New {turn}"),
                    crate::helpers::PASSWORD,
                )
                .assert_status(303);
            // Let retries come due while the server is still down.
            app.advance(Duration::minutes(10));
        }
    }
    let start = Instant::now();
    loop {
        let mut conn = app.state.pool.get().expect("conn");
        let retried = outbox::recent(&mut conn, 1000)
            .expect("rows")
            .iter()
            .filter(|m| m.attempts >= 2 && m.status == outbox::QUEUED)
            .count();
        if retried > 0 {
            break;
        }
        drop(conn);
        app.advance(Duration::minutes(10));
        assert!(
            start.elapsed() < StdDuration::from_secs(20),
            "no message was retried during the outage"
        );
        std::thread::sleep(StdDuration::from_millis(100));
    }
    let delivered_before = app.smtp().messages().len();

    app.smtp().restart();
    app.advance(Duration::hours(2));
    wait_for_outbox(&app);
    // The worker keeps polling for a while: still nothing twice.
    app.advance(Duration::hours(3));
    std::thread::sleep(StdDuration::from_millis(800));
    let mut conn = app.state.pool.get().expect("conn");
    let rows = outbox::recent(&mut conn, 10_000).expect("rows");
    assert!(rows.iter().all(|m| m.status == outbox::SENT), "all sent");
    let mut received: BTreeMap<String, usize> = BTreeMap::new();
    for m in app.smtp().messages() {
        let id = m.header("Message-ID").expect("Message-ID");
        *received.entry(id).or_default() += 1;
    }
    let queued: BTreeMap<String, usize> = rows.iter().map(|m| (m.message_id.clone(), 1)).collect();
    assert_eq!(
        received, queued,
        "every queued message arrived exactly once"
    );
    assert!(
        rows.len() - delivered_before >= 15,
        "a busy period: {} messages waited for the server",
        rows.len() - delivered_before
    );
}
