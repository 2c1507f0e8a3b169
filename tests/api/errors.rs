//! Bad input gets a page that says what went wrong, with a 4xx status, never a 500.

use crate::helpers::{TestApp, PASSWORD};

#[test]
fn form_mistakes_are_explained() {
    let app = TestApp::spawn();
    let c = app.client();
    c.register("nope", "Name", PASSWORD)
        .assert_status(400)
        .assert_contains("does not look like an email");
    c.register("ok@example.com", "", PASSWORD)
        .assert_status(400)
        .assert_contains("display name");
    c.register("ok@example.com", "Name", "short")
        .assert_status(400)
        .assert_contains("at least 10 characters");
    let long = "x".repeat(41);
    c.register("ok@example.com", &long, PASSWORD)
        .assert_status(400)
        .assert_contains("at most 40");
    c.login("ok@example.com", "whatever password")
        .assert_status(400)
        .assert_contains("do not match");
}

#[test]
fn missing_or_wrong_csrf_is_403() {
    let app = TestApp::spawn();
    let c = app.client();
    c.get("/register");
    let r = c.post(
        "/register",
        &[
            ("email", "x@example.com"),
            ("name", "X"),
            ("password", PASSWORD),
        ],
    );
    r.assert_status(403)
        .assert_contains("did not come from this site");
    let r = c.post(
        "/register",
        &[
            ("csrf", "forged"),
            ("email", "x@example.com"),
            ("name", "X"),
            ("password", PASSWORD),
        ],
    );
    r.assert_status(403);
    // A token from another browser does not work either.
    let other = app.client().get("/register").csrf();
    c.post(
        "/login",
        &[
            ("csrf", &other),
            ("email", "x@example.com"),
            ("password", PASSWORD),
        ],
    )
    .assert_status(403);
    c.post("/logout", &[]).assert_status(403);
}

#[test]
fn unknown_routes_and_bad_requests_are_4xx_pages() {
    let app = TestApp::spawn();
    let c = app.client();
    let r = c.get("/no/such/page");
    r.assert_status(404)
        .assert_contains("There is no page at this address");
    assert!(r
        .header("content-type")
        .is_some_and(|t| t.starts_with("text/html")));
    c.get("/static/nothing.css").assert_status(404);
    c.get("/dev/mailbox").assert_status(404);
    // A body that is not a form at all.
    let r = ureq::post(&format!("{}/login", app.base))
        .set("Content-Type", "application/json")
        .send_string("{]");
    let status = match r {
        Ok(r) => r.status(),
        Err(ureq::Error::Status(s, _)) => s,
        Err(e) => panic!("{e}"),
    };
    assert!((400..500).contains(&status), "status {status}");
    let huge = "a".repeat(100_000);
    let r = c.post("/login", &[("csrf", "x"), ("email", &huge)]);
    assert!(
        (400..500).contains(&r.status),
        "oversized form: {}",
        r.status
    );
}

#[test]
fn healthz_says_ok() {
    let app = TestApp::spawn();
    let r = app.client().get("/healthz");
    r.assert_status(200);
    assert!(r.body.starts_with("ok\ndatabase: writable\n"), "{}", r.body);
}

/// An error page keeps the visitor's own header: a logged-in player is not shown as logged out
/// (issue 16, defect 9).
#[test]
fn error_pages_keep_the_logged_in_header() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada Lovelace");
    for path in ["/games/999", "/players/999"] {
        ada.get(path)
            .assert_status(404)
            .assert_contains("Ada Lovelace")
            .assert_contains("Log out");
    }
    // A visitor without a session still gets the logged-out header.
    let stranger = app.client();
    let r = stranger.get("/games/999");
    r.assert_status(404);
    assert!(!r.body.contains("Log out"), "{}", r.body);
}
