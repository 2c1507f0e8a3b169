//! The outbox: mail survives an SMTP outage and arrives exactly once; with no SMTP configured,
//! the development mailbox shows it with working links.

use crate::helpers::{link_with, TestApp, PASSWORD};
use chrono::Duration;
use std::time::{Duration as StdDuration, Instant};
use turnpost::db::models::outbox;

fn outbox_row_for(app: &TestApp, to: &str) -> outbox::OutboxMessage {
    let mut conn = app.state.pool.get().expect("conn");
    outbox::recent(&mut conn, 100)
        .expect("query")
        .into_iter()
        .find(|m| m.to_addr == to)
        .expect("queued row")
}

fn wait_until(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < StdDuration::from_secs(20),
            "timed out waiting for {what}"
        );
        std::thread::sleep(StdDuration::from_millis(50));
    }
}

#[test]
fn queued_mail_survives_an_smtp_outage_and_arrives_once() {
    let app = TestApp::spawn();
    app.smtp().stop();
    let c = app.client();
    c.register("mo@example.com", "Mo", PASSWORD)
        .assert_status(303);
    c.register("ned@example.com", "Ned", PASSWORD)
        .assert_status(303);

    // The worker tries, fails, and schedules a retry; nothing is lost.
    wait_until("a failed attempt", || {
        let row = outbox_row_for(&app, "mo@example.com");
        row.status == outbox::QUEUED && row.attempts >= 1 && row.last_error.is_some()
    });
    app.advance(Duration::seconds(31));
    wait_until("a second failed attempt", || {
        let row = outbox_row_for(&app, "mo@example.com");
        row.attempts >= 2 && row.status == outbox::QUEUED
    });
    assert_eq!(
        outbox_row_for(&app, "mo@example.com").status,
        outbox::QUEUED
    );

    app.smtp().restart();
    app.advance(Duration::minutes(5));
    let first = app.mail_to("mo@example.com");
    app.mail_to("ned@example.com");
    wait_until("rows marked sent", || {
        outbox_row_for(&app, "ned@example.com").status == outbox::SENT
    });

    // Time passes and the worker keeps polling: no duplicate.
    app.advance(Duration::hours(3));
    std::thread::sleep(StdDuration::from_millis(1500));
    let all = app.smtp().messages();
    assert_eq!(
        all.iter()
            .filter(|m| m.to.iter().any(|t| t == "mo@example.com"))
            .count(),
        1
    );
    assert_eq!(all.len(), 2, "exactly one message each");
    assert_eq!(
        first.header("Message-ID"),
        Some(outbox_row_for(&app, "mo@example.com").message_id)
    );
}

#[test]
fn a_refusing_server_is_retried_later() {
    let app = TestApp::spawn();
    app.smtp().set_reject(Some(451));
    app.client()
        .register("olu@example.com", "Olu", PASSWORD)
        .assert_status(303);
    wait_until("a refused attempt", || {
        let row = outbox_row_for(&app, "olu@example.com");
        row.attempts >= 1 && row.status == outbox::QUEUED
    });
    app.smtp().set_reject(None);
    app.advance(Duration::minutes(1));
    app.mail_to("olu@example.com");
    wait_until("sent", || {
        outbox_row_for(&app, "olu@example.com").status == outbox::SENT
    });
}

#[test]
fn without_smtp_the_mailbox_page_shows_mail_with_working_links() {
    let app = TestApp::spawn_mailbox();
    let c = app.client();
    c.register("pia@example.com", "Pia", PASSWORD)
        .assert_status(303);
    let list = c.get("/dev/mailbox");
    list.assert_status(200)
        .assert_contains("Confirm your email address for Turnpost")
        .assert_contains("pia@example.com");
    let start = list.body.find("/dev/mailbox/").expect("message link");
    let href: String = list.body[start..]
        .chars()
        .take_while(|ch| *ch != '"')
        .collect();
    let message = c.get(&href);
    message.assert_status(200);
    let link_start =
        message.body.find("<a href=\"http").expect("clickable link") + "<a href=\"".len();
    let link: String = message.body[link_start..]
        .chars()
        .take_while(|ch| *ch != '"')
        .collect();
    let link = link
        .replace("&#x3d;", "=")
        .replace("&#61;", "=")
        .replace("&amp;", "&");
    assert!(link.contains("/verify?token="), "{link}");
    c.follow_confirm_link(&link).assert_status(303);
    c.login("pia@example.com", PASSWORD).assert_status(303);
    assert!(!c
        .get("/")
        .body
        .contains("Confirm your email address to start playing"));
    c.get(&format!("{href}/html"))
        .assert_status(200)
        .assert_contains("Confirm my address");
    let _ = link_with;
}

#[test]
fn refused_mail_is_given_up_and_shown_to_the_admin() {
    let app = TestApp::spawn();
    app.smtp().set_reject(Some(550));
    app.client()
        .register("quin@example.com", "Quin", PASSWORD)
        .assert_status(303);
    for attempt in 1..=2 {
        // Claiming counts the attempt; wait until it is over and the message is back in line.
        wait_until("a refused attempt", || {
            let row = outbox_row_for(&app, "quin@example.com");
            row.attempts >= attempt && row.status == outbox::QUEUED
        });
        app.advance(Duration::hours(2));
    }
    wait_until("given up", || {
        outbox_row_for(&app, "quin@example.com").status == outbox::FAILED
    });
    let row = outbox_row_for(&app, "quin@example.com");
    assert!(
        row.last_error.as_deref().is_some_and(|e| e.contains("550")),
        "{:?}",
        row.last_error
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_turnpost"))
        .args([
            "--database",
            &app.state.settings.database_url,
            "outbox",
            "--status",
            "failed",
        ])
        .output()
        .expect("run turnpost outbox");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("failed: 1") && text.contains("to=quin@example.com") && text.contains("550"),
        "{text}"
    );
}
