//! Security headers, cookie flags, rate limits, and escaping of user text.

use crate::helpers::{link_with, TestApp, PASSWORD};

#[test]
fn every_page_has_security_headers() {
    let app = TestApp::spawn();
    let c = app.client();
    for path in [
        "/",
        "/login",
        "/register",
        "/nope",
        "/healthz",
        "/static/site.css",
    ] {
        let r = c.get(path);
        let csp = r
            .header("content-security-policy")
            .unwrap_or_else(|| panic!("CSP on {path}"));
        assert!(
            csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
            "{csp}"
        );
        assert!(!csp.contains("unsafe-inline"), "{csp}");
        assert_eq!(
            r.header("x-content-type-options"),
            Some("nosniff"),
            "{path}"
        );
        assert!(r.header("referrer-policy").is_some(), "{path}");
    }
    let first = c.get("/login");
    let _ = first;
    let fresh = app.client().get("/login");
    let csrf_cookie = fresh
        .headers_all("set-cookie")
        .into_iter()
        .find(|v| v.starts_with("tp_csrf="))
        .expect("csrf cookie");
    assert!(
        csrf_cookie.contains("HttpOnly") && csrf_cookie.contains("SameSite=Lax"),
        "{csrf_cookie}"
    );
}

#[test]
fn login_is_rate_limited_per_account() {
    let app = TestApp::spawn();
    let _ = app.verified_user("hal@example.com", "Hal");
    let c = app.client();
    for _ in 0..5 {
        c.login("hal@example.com", "wrong password!!")
            .assert_status(400);
    }
    let r = c.login("hal@example.com", PASSWORD);
    r.assert_status(429).assert_contains("Try again in");
    let retry: u64 = r
        .header("retry-after")
        .expect("Retry-After")
        .parse()
        .expect("seconds");
    assert!(retry > 0 && retry <= 15 * 60, "{retry}");
    // Another account from the same address is not locked.
    let _ = app.verified_user("ivy@example.com", "Ivy");
}

/// Three reset mails per address an hour: a fourth request answers as the others (the answer
/// comes before the limits, so it tells nothing) and sends nothing.
#[test]
fn password_reset_is_rate_limited() {
    let app = TestApp::spawn();
    let _jo = app.verified_user("jo@example.com", "Jo");
    let c = app.client();
    let resets = || {
        app.smtp()
            .messages()
            .iter()
            .filter(|m| m.to.iter().any(|t| t == "jo@example.com"))
            .filter(|m| m.links().iter().any(|l| l.contains("/reset?token=")))
            .count()
    };
    for n in 1..=4 {
        let r = c.submit("/forgot", "/forgot", &[("email", "jo@example.com")]);
        r.assert_status(303);
        assert_eq!(r.location(), "/login?notice=reset-sent");
        if n <= 3 {
            let until = std::time::Instant::now() + crate::helpers::MAIL_WAIT;
            while resets() < n && std::time::Instant::now() < until {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            assert_eq!(resets(), n, "reset mail {n}");
        }
    }
    std::thread::sleep(std::time::Duration::from_millis(700));
    assert_eq!(resets(), 3, "the fourth request sent nothing");
}

#[test]
fn user_text_is_escaped() {
    let app = TestApp::spawn();
    let name = "<script>alert(1)</script>";
    let c = app.client();
    c.register("kim@example.com", name, PASSWORD)
        .assert_status(303);
    let link = link_with(&app.mail_to("kim@example.com"), "/verify?token=");
    c.follow_confirm_link(&link).assert_status(303);
    c.login("kim@example.com", PASSWORD).assert_status(303);
    let page = c.get("/");
    assert!(!page.body.contains(name), "raw script in page");
    assert!(
        page.body.contains("&lt;script&gt;") || page.body.contains("&#60;script&#62;"),
        "escaped name shown"
    );
}

#[test]
fn login_does_not_follow_offsite_next() {
    let app = TestApp::spawn();
    let _ = app.verified_user("lu@example.com", "Lu");
    let c = app.client();
    let csrf = c.get("/login").csrf();
    let r = c.post(
        "/login",
        &[
            ("csrf", &csrf),
            ("email", "lu@example.com"),
            ("password", PASSWORD),
            ("next", "//evil.example/"),
        ],
    );
    r.assert_status(303);
    assert_eq!(r.location(), "/");
}
