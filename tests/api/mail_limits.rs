//! Mail a stranger can cause: unconfirmed accounts cannot invite; invitations per sender and per
//! recipient, and verification mails per recipient, are limited over 24 hours (counted in the
//! database); "this wasn't me" stops invitations and confirmation mail to an address for good.

use crate::helpers::{link_with, Client, TestApp, PASSWORD};
use crate::toolkit::{api, digest, first_difference, token};
use chrono::Duration;
use serde_json::json;
use std::time::Duration as StdDuration;
use turnpost::db::models::{api_tokens, outbox, users};
use turnpost::services::mail_safety::{
    BAD_NOT_ME_LINK, INVITATIONS_PER_ADDRESS, INVITATIONS_PER_SENDER, RESEND_LIMITED,
    VERIFY_MAILS_PER_ADDRESS,
};

const UNVERIFIED: &str = "Confirm your email address before inviting players.";

/// A new open game by the owner of `api_token`, with 4 seats; its id.
fn new_game(app: &TestApp, api_token: &str) -> i32 {
    let (s, body) = api(
        app,
        "POST",
        "/api/games",
        Some(api_token),
        Some(json!({"game": "humanity", "seats": 4, "open": true})),
    );
    assert_eq!(s, 201, "{body}");
    body["id"].as_i64().expect("id") as i32
}

fn invite_api(app: &TestApp, api_token: &str, game: i32, email: &str) -> (u16, serde_json::Value) {
    api(
        app,
        "POST",
        &format!("/api/games/{game}/invite"),
        Some(api_token),
        Some(json!({ "email": email })),
    )
}

fn invite_form(client: &Client, game: i32, email: &str) -> crate::helpers::Resp {
    client.submit(
        &format!("/games/{game}"),
        &format!("/games/{game}/invite"),
        &[("email", email)],
    )
}

/// Outbox rows to `to` (queued in the transaction of the request, so final once it answered).
pub(crate) fn queued_to(app: &TestApp, to: &str) -> usize {
    let mut conn = app.state.pool.get().expect("conn");
    outbox::recent(&mut conn, 100_000)
        .expect("outbox")
        .into_iter()
        .filter(|m| m.to_addr.eq_ignore_ascii_case(to))
        .count()
}

/// Mails to `to` the SMTP listener received, once the outbox has nothing left to send.
pub(crate) fn received_by(app: &TestApp, to: &str) -> usize {
    let start = std::time::Instant::now();
    loop {
        let mut conn = app.state.pool.get().expect("conn");
        let pending = outbox::count_by_status(&mut conn, outbox::QUEUED).expect("q")
            + outbox::count_by_status(&mut conn, outbox::SENDING).expect("q");
        if pending == 0 {
            break;
        }
        assert!(start.elapsed() < StdDuration::from_secs(15), "outbox stuck");
        std::thread::sleep(StdDuration::from_millis(10));
    }
    app.smtp()
        .messages()
        .iter()
        .filter(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(to)))
        .count()
}

#[test]
fn an_unconfirmed_account_cannot_invite() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let game = new_game(&app, &token(&app, "ada@example.com"));
    // Carl registered and logged in, but never followed the link.
    let carl = app.client();
    carl.register("carl@example.com", "Carl", PASSWORD)
        .assert_status(303);
    carl.login("carl@example.com", PASSWORD).assert_status(303);
    let before = digest(&app);
    invite_form(&carl, game, "dora@example.com")
        .assert_status(403)
        .assert_contains(UNVERIFIED);
    let after_form = digest(&app);
    assert!(
        before == after_form,
        "{}",
        first_difference(&before, &after_form)
    );
    // An API token made before the address needed confirming (or by an operator).
    let secret = "tp_unconfirmed-carl-token";
    {
        let mut conn = app.state.pool.get().expect("conn");
        let carl_row = users::find_by_email(&mut conn, "carl@example.com")
            .expect("q")
            .expect("Carl");
        assert!(!carl_row.is_verified());
        api_tokens::insert(
            &mut conn,
            &api_tokens::NewApiToken {
                user_id: carl_row.id,
                name: "test",
                token_hash: &turnpost::security::keys::sha256_hex(secret),
                created_at: carl_row.created_at,
            },
        )
        .expect("token");
    }
    let with_token = digest(&app);
    let (s, body) = invite_api(&app, secret, game, "dora@example.com");
    assert_eq!(s, 403, "{body}");
    assert_eq!(body["error"], UNVERIFIED);
    let after = digest(&app);
    assert!(
        with_token == after,
        "{}",
        first_difference(&with_token, &after)
    );
    assert_eq!(queued_to(&app, "dora@example.com"), 0);
    drop(ada);
}

#[test]
fn a_sender_may_send_twenty_invitations_a_day() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let key = token(&app, "ada@example.com");
    let game = new_game(&app, &key);
    for i in 0..INVITATIONS_PER_SENDER {
        let (s, body) = invite_api(&app, &key, game, &format!("guest{i}@example.com"));
        assert_eq!(s, 200, "invitation {i}: {body}");
    }
    // The 21st, by the API and by the form: 429 with a sentence, nothing queued.
    let before = digest(&app);
    let (s, body) = invite_api(&app, &key, game, "one-more@example.com");
    assert_eq!(s, 429, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("You have sent 20 invitations in the last 24 hours")),
        "{body}"
    );
    let r = invite_form(&ada, game, "one-more@example.com");
    r.assert_status(429)
        .assert_contains("You have sent 20 invitations in the last 24 hours");
    assert!(r
        .header("retry-after")
        .is_some_and(|s| s.parse::<u64>().is_ok()));
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    assert_eq!(queued_to(&app, "one-more@example.com"), 0);

    // Counted in the database: a second server process on the same file refuses too.
    let second = app.second_instance();
    let ada_row = {
        let mut conn = app.state.pool.get().expect("conn");
        users::find_by_email(&mut conn, "ada@example.com")
            .expect("q")
            .expect("Ada")
    };
    let email =
        turnpost::services::accounts::EmailAddress::parse("one-more@example.com").expect("address");
    let refused = turnpost::services::games::invite(&second, &ada_row, game, &email);
    assert!(
        matches!(refused, Err(turnpost::error::AppError::Limited { .. })),
        "{refused:?}"
    );

    // A day later the window has moved on.
    app.advance(Duration::hours(25));
    let (s, body) = invite_api(&app, &key, game, "one-more@example.com");
    assert_eq!(s, 200, "{body}");
    assert_eq!(queued_to(&app, "one-more@example.com"), 1);
}

#[test]
fn an_address_may_get_three_invitations_a_day_from_anyone() {
    let app = TestApp::spawn();
    let _ada = app.verified_user("ada@example.com", "Ada");
    let _bea = app.verified_user("bea@example.com", "Bea");
    let (ada, bea) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    );
    for i in 0..INVITATIONS_PER_ADDRESS {
        let owner = if i % 2 == 0 { &ada } else { &bea };
        let game = new_game(&app, owner);
        let (s, body) = invite_api(&app, owner, game, "dora@example.com");
        assert_eq!(s, 200, "{body}");
    }
    let game = new_game(&app, &bea);
    let before = digest(&app);
    // Written differently, still the same address.
    let (s, body) = invite_api(&app, &bea, game, "Dora@Example.com");
    assert_eq!(s, 429, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("Dora@Example.com has already been invited 3 times")),
        "{body}"
    );
    assert!(before == digest(&app));
    assert_eq!(queued_to(&app, "dora@example.com"), 3);
    // Others can still be invited.
    let (s, body) = invite_api(&app, &bea, game, "erin@example.com");
    assert_eq!(s, 200, "{body}");
}

#[test]
fn the_fourth_verification_mail_to_an_address_is_not_sent() {
    let app = TestApp::spawn();
    let eve = app.client();
    let r = eve.register("eve@example.com", "Eve", PASSWORD);
    r.assert_status(303);
    let registered = r.location().to_string();
    assert_eq!(registered, "/login?notice=registered");
    eve.login("eve@example.com", PASSWORD).assert_status(303);
    let resend = || eve.submit("/settings", "/settings/verify-again", &[]);
    for _ in 1..VERIFY_MAILS_PER_ADDRESS {
        resend().assert_status(303);
    }
    assert_eq!(received_by(&app, "eve@example.com"), 3);
    // "Send again" a fourth time: a sentence and a 429, no mail.
    let r = resend();
    r.assert_status(429)
        .assert_contains(&turnpost::i18n::english(RESEND_LIMITED));
    // A new registration with the address answers exactly as always, and sends nothing (without
    // the limit, the owner would be told "you already have an account").
    let stranger = app.client();
    let r = stranger.register("eve@example.com", "Not Eve", PASSWORD);
    r.assert_status(303);
    assert_eq!(r.location(), registered);
    assert_eq!(queued_to(&app, "eve@example.com"), 3);
    assert_eq!(received_by(&app, "eve@example.com"), 3);
    // Another address is not held by Eve's limit.
    app.client()
        .register("fay@example.com", "Fay", PASSWORD)
        .assert_status(303);
    assert_eq!(received_by(&app, "fay@example.com"), 1);
    // A day later, "send again" works again.
    app.advance(Duration::hours(25));
    resend().assert_status(303);
    assert_eq!(received_by(&app, "eve@example.com"), 4);
}

#[test]
fn this_was_not_me_stops_invitations_and_confirmation_mail() {
    let app = TestApp::spawn();
    let ada_browser = app.verified_user("ada@example.com", "Ada");
    let ada = token(&app, "ada@example.com");
    let game = new_game(&app, &ada);
    let (s, body) = invite_api(&app, &ada, game, "dora@example.com");
    assert_eq!(s, 200, "{body}");
    let mail = app.mail_to("dora@example.com");
    let link = link_with(&mail, "/not-me/");
    assert!(mail.html_body().is_some_and(|h| h.contains("/not-me/")));

    // The GET asks and changes nothing.
    let dora = app.client();
    let before = digest(&app);
    dora.get(&link)
        .assert_status(200)
        .assert_contains("Stop all invitation and confirmation mail to dora@example.com?");
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    // The POST needs the page's CSRF token.
    let path = link.trim_start_matches(&app.base).to_string();
    dora.post(&path, &[]).assert_status(403);
    assert!(before == digest(&app));
    let r = dora.submit(&path, &path, &[]);
    r.assert_status(200).assert_contains("will not send");
    let after = digest(&app);
    assert!(
        after.contains("'dora@example.com'|'invitation'|"),
        "the address is on the list: {}",
        first_difference(&before, &after)
    );

    // Invitations to it are refused with a sentence, however the address is written.
    let other = new_game(&app, &ada);
    for address in ["dora@example.com", "DORA@example.com"] {
        let (s, body) = invite_api(&app, &ada, other, address);
        assert_eq!(s, 403, "{body}");
        assert_eq!(
            body["error"],
            format!("{address} has asked not to receive invitations from Turnpost.")
        );
    }
    invite_form(&ada_browser, other, "dora@example.com")
        .assert_status(403)
        .assert_contains("dora@example.com has asked not to receive invitations from Turnpost.");
    // A registration with it answers as always and sends nothing.
    let r = app.client().register("Dora@example.com", "Dora", PASSWORD);
    r.assert_status(303);
    assert_eq!(r.location(), "/login?notice=registered");
    assert_eq!(
        queued_to(&app, "dora@example.com"),
        1,
        "only the first invitation"
    );
    assert_eq!(received_by(&app, "dora@example.com"), 1);

    // Verification mails carry the link too.
    app.client()
        .register("gil@example.com", "Gil", PASSWORD)
        .assert_status(303);
    let verify = app.mail_to("gil@example.com");
    assert!(link_with(&verify, "/not-me/").contains("/not-me/"));
}

#[test]
fn a_tampered_not_me_link_is_refused() {
    let app = TestApp::spawn();
    app.client()
        .register("gil@example.com", "Gil", PASSWORD)
        .assert_status(303);
    let link = link_with(&app.mail_to("gil@example.com"), "/not-me/");
    let path = link.trim_start_matches(&app.base).to_string();
    let token = path.trim_start_matches("/not-me/").to_string();
    let mut parts: Vec<String> = token.split('.').map(str::to_string).collect();
    assert_eq!(parts.len(), 3, "{token}");
    use base64::Engine;
    let other = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode("ada@example.com");
    let moved = format!("{other}.{}.{}", parts[1], parts[2]);
    let retargeted = format!("{}.invitation.{}", parts[0], parts[2]);
    parts[2].push('x');
    let signed_wrong = parts.join(".");
    let browser = app.client();
    let csrf = browser.get("/login").csrf();
    let before = digest(&app);
    for bad in [moved, retargeted, signed_wrong, "garbage".into()] {
        browser
            .get(&format!("/not-me/{bad}"))
            .assert_status(400)
            .assert_contains(
                turnpost::i18n::english(BAD_NOT_ME_LINK)
                    .split(':')
                    .next()
                    .expect("sentence"),
            );
        browser
            .post(&format!("/not-me/{bad}"), &[("csrf", &csrf)])
            .assert_status(400);
    }
    assert!(before == digest(&app));
    // The genuine one works.
    browser.get(&path).assert_status(200);
}
