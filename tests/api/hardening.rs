//! What an attacker found in an afternoon (the hardening issue), each closed with a test over
//! real HTTP: the mailbox on a public address, racing the login limit, locking an owner out,
//! tokens that outlive a password, timing of /forgot, redirects out of the site, display names
//! that lie, and client addresses taken from a header anyone can write.
//! The memory flood is in tests/cli.rs (it reads the real binary's resident set).

use crate::helpers::{field_value, link_with, Client, TestApp, PASSWORD};
use crate::toolkit::{api, token};
use diesel::prelude::*;
use std::net::IpAddr;
use std::time::{Duration, Instant};
use turnpost::db::models::users;
use turnpost::state::{MailDelivery, Reach};

fn ip(s: &str) -> IpAddr {
    s.parse().expect("ip")
}

/// An app that believes `X-Forwarded-For` from 127.0.0.1, so one test can speak from many
/// client addresses.
fn behind_proxy() -> TestApp {
    TestApp::spawn_with(|s| s.trusted_proxies = vec![ip("127.0.0.1")])
}

/// Whether the API accepts `token` (an unknown game is 404 to a valid token, 401 otherwise).
fn token_works(app: &TestApp, token: &str) -> bool {
    match api(app, "GET", "/api/games/999999", Some(token), None).0 {
        404 => true,
        401 => false,
        other => panic!("unexpected status {other}"),
    }
}

fn from(app: &TestApp, address: &str) -> Client {
    app.client().with_header("x-forwarded-for", address)
}

#[test]
fn the_mailbox_is_served_only_on_loopback_or_when_asked_for() {
    use MailDelivery::*;
    let decide = |smtp: bool, listen: &str, flag: bool| {
        let reach = Reach {
            listen: ip(listen),
            base_url: &format!("http://{}", std::net::SocketAddr::new(ip(listen), 8080)),
            trusted_proxies: &[],
        };
        MailDelivery::decide(smtp, &reach, flag)
    };
    assert_eq!(decide(false, "127.0.0.1", false), Mailbox);
    assert_eq!(decide(false, "127.3.4.5", false), Mailbox);
    assert_eq!(decide(false, "::1", false), Mailbox);
    assert_eq!(decide(false, "0.0.0.0", false), Nowhere);
    assert_eq!(decide(false, "::", false), Nowhere);
    assert_eq!(decide(false, "192.0.2.2", false), Nowhere);
    assert_eq!(decide(false, "192.0.2.2", true), Mailbox);
    assert_eq!(decide(true, "127.0.0.1", true), Smtp);

    // The real server on every address of this machine, with no SMTP server: no mailbox, no
    // link to it, and a reset requested for someone else's address is read by nobody.
    let app = TestApp::spawn_mailbox_with(|s| s.bind = "0.0.0.0:0".into());
    let visitor = app.client();
    visitor.get("/dev/mailbox").assert_status(404);
    visitor.get("/dev/mailbox/1").assert_status(404);
    let login = visitor.get("/login");
    assert!(!login.body.contains("/dev/mailbox"), "{}", login.body);
    let health = visitor.get("/healthz");
    health.assert_status(200);
    assert!(
        health.body.starts_with("degraded\n") && health.body.contains("NOT DELIVERED"),
        "{}",
        health.body
    );
    // The newcomer's command (loopback) keeps it.
    let local = TestApp::spawn_mailbox();
    local.client().get("/dev/mailbox").assert_status(200);
    local
        .client()
        .get("/healthz")
        .assert_status(200)
        .assert_contains("mailbox");
}

/// Twenty wrong passwords sent at once: at most five are checked, however they interleave.
#[test]
fn parallel_guesses_cannot_pass_the_login_limit() {
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    let guessers: Vec<(Client, String)> = (0..20)
        .map(|_| {
            let c = app.client();
            let csrf = c.get("/login").csrf();
            (c, csrf)
        })
        .collect();
    let barrier = std::sync::Barrier::new(guessers.len());
    let statuses: Vec<u16> = std::thread::scope(|scope| {
        let handles: Vec<_> = guessers
            .iter()
            .map(|(c, csrf)| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    c.post(
                        "/login",
                        &[
                            ("csrf", csrf),
                            ("email", "ada@example.com"),
                            ("password", "not the password"),
                        ],
                    )
                    .status
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    let checked = statuses.iter().filter(|s| **s == 400).count();
    let refused = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!(checked + refused, 20, "{statuses:?}");
    assert!(checked <= 5, "{checked} guesses were checked: {statuses:?}");
}

/// Failures lock out the guesser's (account, address), not the owner; failures from many
/// addresses fill a slower per-account limit that the owner's own browser does not obey.
#[test]
fn a_guesser_cannot_lock_the_owner_out() {
    let app = behind_proxy();
    app.verified_user("ada@example.com", "Ada");
    // Ada's own browser, which logged in before (and so carries a device cookie).
    let ada = from(&app, "203.0.113.1");
    ada.login("ada@example.com", PASSWORD).assert_status(303);
    let guess = |address: &str| {
        from(&app, address)
            .login("ada@example.com", "not the password")
            .status
    };
    // One address: five checked failures, then that address is refused...
    let statuses: Vec<u16> = (0..7).map(|_| guess("198.51.100.1")).collect();
    assert_eq!(statuses, [400, 400, 400, 400, 400, 429, 429]);
    // ...even with the right password (the pair is locked)...
    from(&app, "198.51.100.1")
        .login("ada@example.com", PASSWORD)
        .assert_status(429);
    // ...while the owner elsewhere logs in.
    from(&app, "203.0.113.2")
        .login("ada@example.com", PASSWORD)
        .assert_status(303);
    // Many addresses, four failures each: the per-account limit (20 an hour) fills for new
    // browsers...
    for i in 2..6 {
        for _ in 0..4 {
            guess(&format!("198.51.100.{i}"));
        }
    }
    assert_eq!(guess("198.51.100.77"), 429);
    from(&app, "203.0.113.3")
        .login("ada@example.com", PASSWORD)
        .assert_status(429);
    // ...but not for the browser Ada logged in with before.
    ada.login("ada@example.com", PASSWORD).assert_status(303);
}

#[test]
fn only_failed_logins_count_and_the_forwarded_address_is_believed_only_from_a_trusted_proxy() {
    // Successes never count against the address.
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    for _ in 0..35 {
        app.client()
            .login("ada@example.com", PASSWORD)
            .assert_status(303);
    }
    // A client that writes its own X-Forwarded-For cannot dodge the per-address limit: the
    // header is ignored when no proxy is trusted (30 failures, then refused).
    let statuses: Vec<u16> = (0..31)
        .map(|i| {
            app.client()
                .with_header("x-forwarded-for", &format!("198.51.100.{i}"))
                .login(&format!("nobody{i}@example.com"), "not the password")
                .status
        })
        .collect();
    assert!(statuses[..30].iter().all(|s| *s == 400), "{statuses:?}");
    assert_eq!(statuses[30], 429);
}

#[test]
fn a_password_change_or_reset_revokes_every_token_and_session() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let other_browser = app.client();
    other_browser
        .login("ada@example.com", PASSWORD)
        .assert_status(303);
    let api_token = token(&app, "ada@example.com");
    assert!(token_works(&app, &api_token));

    // A session alone cannot mint a token: the password is asked again.
    let r = ada.submit("/settings", "/settings/tokens", &[("name", "bot")]);
    r.assert_status(400)
        .assert_contains("Your current password is not right");
    assert!(!r.body.contains("tp_"), "no token was shown");
    let r = ada.submit(
        "/settings",
        "/settings/tokens",
        &[("name", "bot"), ("password", PASSWORD)],
    );
    r.assert_status(200).assert_contains("shown only now");

    let new_password = "another long password";
    ada.submit(
        "/settings",
        "/settings/password",
        &[("password", PASSWORD), ("new_password", new_password)],
    )
    .assert_status(303);
    let notice = app.mail_to("ada@example.com");
    assert!(notice.text_body().contains("every API token revoked"));
    assert!(!token_works(&app, &api_token));
    other_browser.get("/settings").assert_status(303);
    ada.get("/settings").assert_status(200);

    // A reset does the same, this browser included.
    let (s, body) = api(
        &app,
        "POST",
        "/api/tokens",
        None,
        Some(serde_json::json!({"email": "ada@example.com", "password": new_password})),
    );
    assert_eq!(s, 201, "{body}");
    let second_token = body["token"].as_str().expect("token").to_string();
    app.client()
        .submit("/forgot", "/forgot", &[("email", "ada@example.com")])
        .assert_status(303);
    let mail = app.mail_to("ada@example.com");
    let browser = app.client();
    let page = browser.get(&link_with(&mail, "/reset?token="));
    let reset_token = field_value(&page.body, "token").expect("token");
    browser
        .post(
            "/reset",
            &[
                ("csrf", &page.csrf()),
                ("token", &reset_token),
                ("new_password", "a third long password"),
            ],
        )
        .assert_status(303);
    assert!(!token_works(&app, &second_token));
    ada.get("/settings").assert_status(303);
}

#[test]
fn log_out_everywhere_ends_every_session_and_token() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let phone = app.client();
    phone.login("ada@example.com", PASSWORD).assert_status(303);
    let api_token = token(&app, "ada@example.com");
    let r = ada.submit("/settings", "/settings/logout-everywhere", &[]);
    r.assert_status(303);
    assert!(r.location().contains("logged-out-everywhere"));
    ada.get("/settings").assert_status(303);
    phone.get("/settings").assert_status(303);
    assert!(!token_works(&app, &api_token));
    // Without a CSRF token, nothing happens.
    let carl = app.verified_user("carl@example.com", "Carl");
    carl.post("/settings/logout-everywhere", &[])
        .assert_status(403);
    carl.get("/settings").assert_status(200);
}

/// `/forgot` answers before anything that depends on the address: with the database's write
/// lock held elsewhere, it still answers at once, for an account and for no account alike,
/// and the mail goes out once the lock is released.
#[test]
fn forgot_answers_the_same_way_and_as_fast_whether_or_not_the_address_has_an_account() {
    let app = behind_proxy();
    app.verified_user("ada@example.com", "Ada");
    let ask = |address: &str, from_ip: &str| {
        let c = from(&app, from_ip);
        let csrf = c.get("/forgot").csrf();
        let start = Instant::now();
        let r = c.post("/forgot", &[("csrf", &csrf), ("email", address)]);
        (r.status, r.location().to_string(), start.elapsed())
    };
    // Another process holds the write lock.
    let blocker = crate::toolkit::hold_write_lock(&app);
    let with_account = ask("ada@example.com", "198.51.100.1");
    let without = ask("nobody@example.com", "198.51.100.2");
    crate::toolkit::release_write_lock(blocker);
    assert_eq!((with_account.0, &with_account.1), (without.0, &without.1));
    assert_eq!(with_account.0, 303);
    for (_, _, took) in [&with_account, &without] {
        assert!(*took < Duration::from_millis(1500), "took {took:?}");
    }
    let mail = app.mail_to("ada@example.com");
    assert!(mail.links().iter().any(|l| l.contains("/reset?token=")));

    // And side by side, interleaved: the median answers differ by less than a millisecond
    // (they differed by 1.6 ms when the lookup was on the request's path).
    let mut times = (Vec::new(), Vec::new());
    {
        let mut conn = app.state.pool.get().expect("conn");
        for i in 0..15 {
            users::insert(
                &mut conn,
                &users::NewUser {
                    email: &format!("user{i}@example.com"),
                    display_name: &format!("User {i}"),
                    password_hash: "!",
                    created_at: app.state.clock.now_naive(),
                },
            )
            .expect("user");
        }
    }
    for i in 0..15 {
        times
            .0
            .push(ask(&format!("user{i}@example.com"), &format!("10.1.0.{i}")).2);
        times
            .1
            .push(ask(&format!("none{i}@example.com"), &format!("10.2.0.{i}")).2);
    }
    let median = |v: &mut Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let (a, b) = (median(&mut times.0), median(&mut times.1));
    let gap = a.abs_diff(b);
    eprintln!("/forgot medians: with an account {a:?}, without {b:?}");
    assert!(gap < Duration::from_millis(1), "{a:?} vs {b:?}");
}

#[test]
fn next_never_leaves_the_site_and_never_breaks_the_answer() {
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    for next in [
        "/\t/evil.example",
        "//evil.example",
        "/\\evil.example",
        "https://evil.example",
        "/x\r\nSet-Cookie: a=b",
    ] {
        let c = app.client();
        let r = c.submit(
            "/login",
            "/login",
            &[
                ("email", "ada@example.com"),
                ("password", PASSWORD),
                ("next", next),
            ],
        );
        r.assert_status(303);
        assert_eq!(r.location(), "/", "{next:?}");
        // The login page itself, asked with a hostile next, answers and keeps none of it.
        let query = serde_urlencoded::to_string([("next", next)]).expect("query");
        let page = app.client().get(&format!("/login?{query}"));
        assert!(page.status < 500, "{next:?}: {}", page.status);
        assert!(!page.body.contains("evil.example"), "{next:?}");
    }
    let r = app.client().submit(
        "/login",
        "/login",
        &[
            ("email", "ada@example.com"),
            ("password", PASSWORD),
            ("next", "/games/3?tab=log"),
        ],
    );
    assert_eq!(r.location(), "/games/3?tab=log");
}

#[test]
fn display_names_are_normalized_visible_and_unique() {
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    for (name, why) in [
        ("Ad\u{200B}a", "invisible"),
        ("Bob\u{202E}", "invisible"),
        ("\u{2066}Bob", "invisible"),
        ("Bo\u{FEFF}b", "invisible"),
        ("=?utf-8?q?Ada?=", "=?"),
        ("ADA", "already taken"),
        ("ａｄａ", "already taken"),
        ("  ", "Choose a display name"),
    ] {
        let r = app
            .client()
            .register(&format!("x{}@example.com", name.len()), name, PASSWORD);
        r.assert_status(400).assert_contains(why);
    }
    // Composed form, spaces folded: "Zoe" + combining acute is stored as one "é".
    app.client()
        .register("zoe@example.com", "  Zoe\u{0301}   Li ", PASSWORD)
        .assert_status(303);
    let mut conn = app.state.pool.get().expect("conn");
    let stored: String = turnpost::db::schema::users::table
        .filter(turnpost::db::schema::users::email.eq("zoe@example.com"))
        .select(turnpost::db::schema::users::display_name)
        .first(&mut conn)
        .expect("zoe");
    assert_eq!(stored, "Zo\u{e9} Li");
}

/// A registration flood from one address stops at the limit.
#[test]
fn registration_is_limited_per_address() {
    let app = TestApp::spawn();
    let statuses: Vec<u16> = (0..12)
        .map(|i| {
            app.client()
                .register(&format!("r{i}@example.com"), &format!("R {i}"), PASSWORD)
                .status
        })
        .collect();
    assert_eq!(&statuses[..10], &[303; 10]);
    assert_eq!(&statuses[10..], &[429, 429]);
}
