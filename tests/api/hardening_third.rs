//! The third hardening round (the outside probe of the new surface), each finding closed with a
//! test over real HTTP: the mailbox behind a reverse proxy (H1), mail to strangers and password
//! guessing through the email change (H2, M1), the lobby flood (M3), table talk that fakes an
//! author or hides text (L1), names that look alike (L2), the inbound SMTP listener held open
//! (L3), the owner locked out of the API (L4), rate-limit rows for games that do not exist (L5),
//! and an id oracle, spent limits and unbounded notes (L6). The engines' previews (M2) are
//! checked in the engines' property tests.

use crate::helpers::{Client, TestApp, PASSWORD};
#[allow(unused_imports)]
use crate::toolkit::{api, token};
#[allow(unused_imports)]
use serde_json::json;
use std::net::IpAddr;
use turnpost::services::accounts::{self, Registration};

fn ip(s: &str) -> IpAddr {
    s.parse().expect("ip")
}

fn from(app: &TestApp, address: &str) -> Client {
    app.client().with_header("x-forwarded-for", address)
}

/// An account with one mail in the outbox (its verification), made without a browser (a
/// public base URL makes every cookie `Secure`, which the test's plain HTTP does not send).
fn one_mail_queued(app: &TestApp) {
    let reg = Registration::parse("ada@example.com", "Ada", PASSWORD).expect("registration");
    accounts::register(&app.state, &reg).expect("registered");
}

/// H1: the mailbox shows every reset link, so it is served only when nobody but this machine
/// can reach the server: not behind a trusted proxy, not under a public base URL, and never to
/// a request a proxy passed on, unless the operator asked for it with `--dev-mailbox`.
#[test]
fn the_mailbox_is_refused_whenever_a_request_may_come_from_outside() {
    let mailbox_paths = ["/dev/mailbox", "/dev/mailbox/1", "/dev/mailbox/1/html"];
    let refused = |app: &TestApp, client: &Client| {
        for path in mailbox_paths {
            client.get(path).assert_status(404);
        }
        let csrf = client.get("/login").csrf();
        client
            .post("/dev/mailbox/1/reply", &[("csrf", &csrf), ("text", "I resign")])
            .assert_status(404);
        let health = client.get("/healthz");
        assert!(!health.body.contains("/dev/mailbox"), "{}", health.body);
        assert!(health.body.contains("NOT DELIVERED"), "{}", health.body);
        assert!(!app.state.mailbox_mode());
    };
    // The probe's server: loopback, a trusted proxy on the same host, a public base URL.
    let proxied = TestApp::spawn_mailbox_with(|s| {
        s.trusted_proxies = vec![ip("127.0.0.1")];
        s.base_url = "https://games.example".into();
    });
    one_mail_queued(&proxied);
    refused(&proxied, &from(&proxied, "203.0.113.66"));
    refused(&proxied, &proxied.client());
    // Each sign alone is enough: a trusted proxy...
    let app = TestApp::spawn_mailbox_with(|s| s.trusted_proxies = vec![ip("127.0.0.1")]);
    one_mail_queued(&app);
    refused(&app, &app.client());
    // ...or a base URL that is not this machine.
    let app = TestApp::spawn_mailbox_with(|s| s.base_url = "http://games.example".into());
    one_mail_queued(&app);
    refused(&app, &app.client());

    // This machine alone: the mailbox is there, but not for a request a proxy passed on.
    let local = TestApp::spawn_mailbox();
    one_mail_queued(&local);
    local.client().get("/dev/mailbox/1").assert_status(200);
    let health = local.client().get("/healthz");
    health.assert_status(200).assert_contains("development mailbox");
    assert!(!health.body.contains("/dev/mailbox"), "{}", health.body);
    for header in ["x-forwarded-for", "forwarded", "x-real-ip"] {
        let passed_on = local.client().with_header(header, "203.0.113.66");
        passed_on.get("/dev/mailbox/1").assert_status(404);
        passed_on.get("/dev/mailbox").assert_status(404);
    }
    // The operator who asks for it gets it, proxy or not.
    let asked = TestApp::spawn_mailbox_with(|s| {
        s.trusted_proxies = vec![ip("127.0.0.1")];
        s.dev_mailbox = true;
    });
    one_mail_queued(&asked);
    from(&asked, "203.0.113.66")
        .get("/dev/mailbox/1")
        .assert_status(200);
}
