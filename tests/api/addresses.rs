//! Addresses we cannot deliver to are refused by every form and API call that takes one, and an
//! invitation the receiving server refuses (or never accepts) is given up within bounds, its
//! sender told once by mail.

use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::{api, digest, token};
use chrono::Duration;
use std::time::{Duration as StdDuration, Instant};
use turnpost::db::models::outbox;
use turnpost::services::accounts::UNDELIVERABLE;

const BAD: &[&str] = &[
    "\"a b\"@example.com",
    "\"ada\"@example.com",
    "a@[127.0.0.1]",
    "a@[IPv6:::1]",
    "ada@localhost",
];

/// A private game of Ada's, waiting for players.
fn waiting_game(ada: &Client) -> i32 {
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("game", "humanity"),
            ("seats", "3"),
            ("colour", "pink"),
            ("days", "3"),
        ],
    );
    r.assert_status(303);
    r.location()
        .trim_start_matches("/games/")
        .parse()
        .expect("game id")
}

#[test]
fn every_form_and_the_api_refuse_an_address_we_cannot_deliver_to() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let id = waiting_game(&ada);
    let t = token(&app, "ada@example.com");
    let anon = app.client();
    let game = format!("/games/{id}");
    for &bad in BAD {
        let before = digest(&app);
        let answers = [
            (
                "register",
                anon.submit(
                    "/register",
                    "/register",
                    &[("email", bad), ("name", "Someone"), ("password", PASSWORD)],
                ),
            ),
            (
                "forgot",
                anon.submit("/forgot", "/forgot", &[("email", bad)]),
            ),
            (
                "invite",
                ada.submit(&game, &format!("/games/{id}/invite"), &[("email", bad)]),
            ),
            (
                "change email",
                ada.submit(
                    "/settings",
                    "/settings/email",
                    &[("email", bad), ("password", PASSWORD)],
                ),
            ),
        ];
        for (what, r) in answers {
            assert_eq!(r.status, 400, "{what} {bad}: {}", r.body);
            r.assert_contains(&turnpost::i18n::english(UNDELIVERABLE));
        }
        let (s, body) = api(
            &app,
            "POST",
            &format!("/api/games/{id}/invite"),
            Some(&t),
            Some(serde_json::json!({ "email": bad })),
        );
        assert_eq!(s, 400, "API invite {bad}: {body}");
        assert_eq!(body["error"], turnpost::i18n::english(UNDELIVERABLE));
        assert!(before == digest(&app), "{bad}: a refusal changed something");
    }
    // An ordinary address still passes.
    ada.submit(
        &game,
        &format!("/games/{id}/invite"),
        &[("email", "dora@example.org")],
    )
    .assert_status(303);
}

fn row_to(app: &TestApp, to: &str) -> Option<outbox::OutboxMessage> {
    let mut conn = app.state.pool.get().expect("conn");
    outbox::recent(&mut conn, 500)
        .expect("query")
        .into_iter()
        .find(|m| m.to_addr == to)
}

fn notices_to(app: &TestApp, to: &str) -> usize {
    let mut conn = app.state.pool.get().expect("conn");
    outbox::recent(&mut conn, 500)
        .expect("query")
        .into_iter()
        .filter(|m| m.to_addr == to && m.subject.contains("could not be delivered"))
        .count()
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

/// Waits until the invitation was tried `attempts` times and is back in the queue.
fn tried(app: &TestApp, to: &str, attempts: i32) {
    wait_until("a refused attempt", || {
        row_to(app, to).is_some_and(|r| r.attempts >= attempts && r.status == outbox::QUEUED)
    });
}

/// The notice arrives once, and no second one follows however long the clock runs.
fn told_once(app: &TestApp, id: i32, reason: &str) {
    let notice = app.mail_to("ada@example.com");
    assert_eq!(
        notice.header("Subject").as_deref(),
        Some("Your invitation to dora@example.com could not be delivered")
    );
    let text = notice.text_body();
    assert!(
        text.contains(&format!(
            "Your invitation to dora@example.com for game #{id} could not be delivered: {reason}"
        )),
        "{text}"
    );
    for _ in 0..3 {
        app.advance(Duration::hours(30));
    }
    assert!(app
        .smtp()
        .try_wait_for_to("ada@example.com", StdDuration::from_millis(500))
        .is_none());
    assert_eq!(notices_to(app, "ada@example.com"), 1);
}

#[test]
fn an_invitation_refused_for_good_is_given_up_and_its_sender_told_once() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let id = waiting_game(&ada);
    app.smtp()
        .set_reject_recipient("dora@example.com", Some(550));
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "dora@example.com")],
    )
    .assert_status(303);
    for attempt in 1..=2 {
        tried(&app, "dora@example.com", attempt);
        app.advance(Duration::minutes(5));
    }
    wait_until("given up", || {
        row_to(&app, "dora@example.com").is_some_and(|r| r.status == outbox::FAILED)
    });
    let row = row_to(&app, "dora@example.com").expect("row");
    assert_eq!(row.attempts, 3);
    assert_eq!(row.kind.as_deref(), Some(outbox::INVITATION));
    told_once(
        &app,
        id,
        "the receiving mail server refused it (permanent error (550)",
    );
}

#[test]
fn an_invitation_never_accepted_is_given_up_after_two_days_and_its_sender_told_once() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let id = waiting_game(&ada);
    app.smtp()
        .set_reject_recipient("dora@example.com", Some(451));
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "dora@example.com")],
    )
    .assert_status(303);
    tried(&app, "dora@example.com", 1);
    // Still within two days: tried again later, not given up.
    app.advance(Duration::hours(40));
    tried(&app, "dora@example.com", 2);
    assert_eq!(notices_to(&app, "ada@example.com"), 0);
    // Past two days since it was queued, the next refusal gives it up.
    app.advance(Duration::hours(9));
    wait_until("given up", || {
        row_to(&app, "dora@example.com").is_some_and(|r| r.status == outbox::FAILED)
    });
    assert!(row_to(&app, "dora@example.com").expect("row").attempts < 30);
    told_once(&app, id, "we tried for 48 hours");
}
