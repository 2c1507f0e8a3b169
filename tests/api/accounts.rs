//! The account journey over real HTTP and real mail: register, verify, log in and out, reset
//! the password, change password and email.

use crate::helpers::{link_with, TestApp, PASSWORD};
use chrono::Duration;

#[test]
fn register_verify_login_logout_and_reset() {
    let app = TestApp::spawn();
    let c = app.client();

    let r = c.register("ada@example.com", "Ada", PASSWORD);
    r.assert_status(303);
    assert_eq!(r.location(), "/login?notice=registered");

    let mail = app.mail_to("ada@example.com");
    assert_eq!(
        mail.header("Subject").as_deref(),
        Some("Confirm your email address for Turnpost")
    );
    assert!(
        mail.html_body()
            .is_some_and(|h| h.contains("Confirm my address")),
        "multipart with HTML"
    );
    assert!(mail
        .header("Message-ID")
        .is_some_and(|id| id.starts_with('<') && id.contains("@127.0.0.1>")));
    let link = link_with(&mail, "/verify?token=");
    assert!(
        link.starts_with(&app.base),
        "absolute link to this site: {link}"
    );

    // The link opens a confirmation page; the button confirms and logs the newcomer in (the
    // link proved the address, as an invitation's does).
    let page = c.get(&link);
    page.assert_status(200).assert_contains("ada@example.com");
    let r = c.follow_confirm_link(&link);
    r.assert_status(303);
    assert_eq!(r.location(), "/?notice=verified");
    assert!(r
        .headers_all("set-cookie")
        .iter()
        .any(|v| v.starts_with("tp_session=") && v.contains("HttpOnly")));
    c.get("/")
        .assert_status(200)
        .assert_contains("Ada")
        .assert_contains("Log out");
    c.post("/logout", &[("csrf", &c.get("/").csrf())]);

    let r = c.login("ada@example.com", PASSWORD);
    r.assert_status(303);
    let cookie = r
        .headers_all("set-cookie")
        .into_iter()
        .find(|v| v.starts_with("tp_session="))
        .expect("session cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(!cookie.contains("Secure"), "no Secure flag on http");
    c.get("/")
        .assert_status(200)
        .assert_contains("Ada")
        .assert_contains("Log out");
    assert!(!c
        .get("/")
        .body
        .contains("Confirm your email address to start playing"));

    let csrf = c.get("/").csrf();
    let r = c.post("/logout", &[("csrf", &csrf)]);
    r.assert_status(303);
    assert!(!c.get("/").body.contains("Log out"), "logged out");
    c.get("/settings").assert_status(303);

    // Forgotten password: a link by mail, valid once.
    let r = c.submit("/forgot", "/forgot", &[("email", "ada@example.com")]);
    r.assert_status(303);
    let mail = app.mail_to("ada@example.com");
    let reset = link_with(&mail, "/reset?token=");
    let page = c.get(&reset);
    page.assert_status(200);
    let token = crate::helpers::field_value(&page.body, "token").expect("token");
    let short = c.post(
        "/reset",
        &[
            ("csrf", &page.csrf()),
            ("token", &token),
            ("new_password", "short"),
        ],
    );
    short
        .assert_status(400)
        .assert_contains("at least 10 characters");
    let r = c.post(
        "/reset",
        &[
            ("csrf", &page.csrf()),
            ("token", &token),
            ("new_password", "a brand new password"),
        ],
    );
    r.assert_status(303);
    c.login("ada@example.com", PASSWORD).assert_status(400);
    c.login("ada@example.com", "a brand new password")
        .assert_status(303);

    // The reset link works once.
    c.get(&reset)
        .assert_status(400)
        .assert_contains("already been used");
    let again = c.post(
        "/reset",
        &[
            ("csrf", &c.get("/").csrf()),
            ("token", &token),
            ("new_password", "another new password"),
        ],
    );
    again
        .assert_status(400)
        .assert_contains("already been used");
}

#[test]
fn unverified_accounts_are_told_to_verify_and_can_get_a_new_link() {
    let app = TestApp::spawn();
    let c = app.client();
    c.register("bo@example.com", "Bo", PASSWORD)
        .assert_status(303);
    let first = app.mail_to("bo@example.com");
    c.login("bo@example.com", PASSWORD).assert_status(303);
    c.get("/")
        .assert_contains("Confirm your email address to start playing");
    let r = c.submit("/", "/settings/verify-again", &[]);
    r.assert_status(303);
    let second = app.mail_to("bo@example.com");
    let old = link_with(&first, "/verify?token=");
    let new = link_with(&second, "/verify?token=");
    assert_ne!(old, new);
    c.get(&old)
        .assert_status(400)
        .assert_contains("already been used");
    c.follow_confirm_link(&new).assert_status(303);
    assert!(!c
        .get("/")
        .body
        .contains("Confirm your email address to start playing"));
}

#[test]
fn duplicate_registration_reveals_nothing_and_warns_the_owner() {
    let app = TestApp::spawn();
    let c = app.client();
    c.register("cy@example.com", "Cy", PASSWORD)
        .assert_status(303);
    app.mail_to("cy@example.com");
    let other = app.client();
    let r = other.register("CY@example.com", "Impostor", "another password!");
    r.assert_status(303);
    assert_eq!(
        r.location(),
        "/login?notice=registered",
        "same answer as a new address"
    );
    let warning = app.mail_to("cy@example.com");
    assert_eq!(
        warning.header("Subject").as_deref(),
        Some("You already have a Turnpost account")
    );
    other
        .login("cy@example.com", "another password!")
        .assert_status(400);
}

#[test]
fn forgot_password_answers_the_same_for_unknown_addresses() {
    let app = TestApp::spawn();
    let c = app.client();
    let unknown = c.submit("/forgot", "/forgot", &[("email", "nobody@example.com")]);
    unknown.assert_status(303);
    c.register("di@example.com", "Di", PASSWORD)
        .assert_status(303);
    app.mail_to("di@example.com");
    let known = c.submit("/forgot", "/forgot", &[("email", "di@example.com")]);
    known.assert_status(303);
    assert_eq!(unknown.location(), known.location());
    app.mail_to("di@example.com");
    assert!(app
        .smtp()
        .messages()
        .iter()
        .all(|m| !m.to.iter().any(|t| t.contains("nobody"))));
}

#[test]
fn expired_and_forged_links_are_refused() {
    let app = TestApp::spawn();
    let c = app.client();
    c.register("ed@example.com", "Ed", PASSWORD)
        .assert_status(303);
    let link = link_with(&app.mail_to("ed@example.com"), "/verify?token=");

    let (prefix, token) = link.split_once("token=").expect("token");
    let mut forged = token.to_string();
    let last = forged.pop().expect("non-empty");
    forged.push(if last == 'A' { 'B' } else { 'A' });
    c.get(&format!("{prefix}token={forged}"))
        .assert_status(400)
        .assert_contains("not valid");
    c.get("/verify?token=garbage")
        .assert_status(400)
        .assert_contains("not valid");
    c.get("/verify").assert_status(400);

    app.advance(Duration::hours(49));
    c.get(&link).assert_status(400).assert_contains("expired");
    let csrf = c.get("/login").csrf();
    c.post("/verify", &[("csrf", &csrf), ("token", token)])
        .assert_status(400)
        .assert_contains("expired");
}

#[test]
fn reset_links_expire_after_an_hour() {
    let app = TestApp::spawn();
    let c = app.verified_user("fay@example.com", "Fay");
    c.submit("/forgot", "/forgot", &[("email", "fay@example.com")])
        .assert_status(303);
    let link = link_with(&app.mail_to("fay@example.com"), "/reset?token=");
    app.advance(Duration::minutes(61));
    c.get(&link).assert_status(400).assert_contains("expired");
}

#[test]
fn change_password_and_email() {
    let app = TestApp::spawn();
    let c = app.verified_user("gus@example.com", "Gus");
    let other_session = app.client();
    other_session
        .login("gus@example.com", PASSWORD)
        .assert_status(303);

    let wrong = c.submit(
        "/settings",
        "/settings/password",
        &[
            ("password", "not it at all"),
            ("new_password", "a fresh password"),
        ],
    );
    wrong
        .assert_status(400)
        .assert_contains("current password is not right");
    let r = c.submit(
        "/settings",
        "/settings/password",
        &[("password", PASSWORD), ("new_password", "a fresh password")],
    );
    r.assert_status(303);
    assert_eq!(
        app.mail_to("gus@example.com").header("Subject").as_deref(),
        Some("Your Turnpost password was changed")
    );
    c.get("/settings")
        .assert_status(200)
        .assert_contains("<title>Settings · Turnpost</title>");
    other_session.get("/settings").assert_status(303);

    let r = c.submit(
        "/settings",
        "/settings/email",
        &[
            ("email", "gus@new.example"),
            ("password", "a fresh password"),
        ],
    );
    r.assert_status(303);
    let confirm = app.mail_to("gus@new.example");
    app.mail_to("gus@example.com");
    let link = link_with(&confirm, "/confirm-email?token=");
    let page = c.get(&link);
    page.assert_status(200).assert_contains("gus@new.example");
    c.follow_confirm_link(&link).assert_status(303);
    c.get("/settings").assert_contains("gus@new.example");
    app.client()
        .login("gus@new.example", "a fresh password")
        .assert_status(303);
}

/// The registration form carries the browser's time zone (filled in by `static/site.js`): a
/// known zone becomes the player's setting, anything else leaves UTC (issue 16, missing 7).
#[test]
fn registration_keeps_the_browsers_time_zone() {
    let app = TestApp::spawn();
    for (email, zone, expected) in [
        ("ada@example.com", "Europe/Paris", "Europe/Paris"),
        ("bea@example.com", "Mars/Olympus_Mons", "UTC"),
    ] {
        let c = app.client();
        c.submit(
            "/register",
            "/register",
            &[
                ("email", email),
                ("name", email.split('@').next().unwrap_or("x")),
                ("password", PASSWORD),
                ("time_zone", zone),
            ],
        )
        .assert_status(303);
        let mut conn = app.state.pool.get().expect("conn");
        let user = turnpost::db::models::users::find_by_email(&mut conn, email)
            .expect("query")
            .expect("registered");
        let prefs = turnpost::db::models::user_prefs::get(&mut conn, user.id).expect("prefs");
        assert_eq!(prefs.time_zone, expected);
    }
    app.client()
        .get("/register")
        .assert_contains("name=\"time_zone\"")
        .assert_contains("/static/site.js");
    app.client()
        .get("/static/site.js")
        .assert_status(200)
        .assert_contains("resolvedOptions().timeZone");
}
