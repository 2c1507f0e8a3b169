//! The third hardening round (the outside probe of the new surface), each finding closed with a
//! test over real HTTP: the mailbox behind a reverse proxy (H1), mail to strangers and password
//! guessing through the email change (H2, M1), the lobby flood (M3), table talk that fakes an
//! author or hides text (L1), names that look alike (L2), the inbound SMTP listener held open
//! (L3), the owner locked out of the API (L4), rate-limit rows for games that do not exist (L5),
//! and an id oracle, spent limits and unbounded notes (L6); then the API's rough edges as a
//! script writer meets them (default colours, the lists of games and kinds, sentences for wrong
//! shapes, the OpenAPI document). The engines' previews (M2) are checked by
//! `tests/engine_previews_unseen.rs`.

use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::{api, token};
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
            .post(
                "/dev/mailbox/1/reply",
                &[("csrf", &csrf), ("text", "I resign")],
            )
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
    health
        .assert_status(200)
        .assert_contains("development mailbox");
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

/// Asks, from Ada's settings page, to move her account to `to` with `password`.
fn change_email(ada: &Client, to: &str, password: &str) -> crate::helpers::Resp {
    ada.submit(
        "/settings",
        "/settings/email",
        &[("email", to), ("password", password)],
    )
}

/// H2: "confirm your new address" goes to an address nobody has proved, so it obeys the limits
/// and the suppression list of verification mail, and only a confirmed account may ask.
#[test]
fn an_email_change_mails_strangers_only_within_the_limits_and_never_after_this_was_not_me() {
    use turnpost::services::mail_safety::{
        CHANGE_SUPPRESSED, EMAIL_CHANGES_PER_SENDER, VERIFY_MAILS_PER_ADDRESS,
    };
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    // The probe's 25 requests to one stranger: the first ones are mailed, then a sentence.
    let statuses: Vec<u16> = (0..25)
        .map(|_| change_email(&ada, "stranger@example.com", PASSWORD).status)
        .collect();
    assert_eq!(
        statuses[..VERIFY_MAILS_PER_ADDRESS],
        [303; VERIFY_MAILS_PER_ADDRESS]
    );
    assert!(
        statuses[VERIFY_MAILS_PER_ADDRESS..]
            .iter()
            .all(|s| *s == 429),
        "{statuses:?}"
    );
    change_email(&ada, "stranger@example.com", PASSWORD)
        .assert_contains("confirmation links in the last 24 hours");
    assert_eq!(
        crate::mail_limits::received_by(&app, "stranger@example.com"),
        VERIFY_MAILS_PER_ADDRESS
    );
    // One account cannot spread them over many strangers either.
    let room = EMAIL_CHANGES_PER_SENDER - VERIFY_MAILS_PER_ADDRESS;
    for i in 0..room {
        change_email(&ada, &format!("other{i}@example.com"), PASSWORD).assert_status(303);
    }
    change_email(&ada, "one-more@example.com", PASSWORD)
        .assert_status(429)
        .assert_contains("You have asked to change your address");
    assert_eq!(
        crate::mail_limits::received_by(&app, "one-more@example.com"),
        0
    );

    // "This wasn't me" in the mail stops every further one to that address.
    let bea = app.verified_user("bea@example.com", "Bea");
    change_email(&bea, "dora@example.com", PASSWORD).assert_status(303);
    let mail = app.mail_to("dora@example.com");
    let link = crate::helpers::link_with(&mail, "/not-me/");
    let path = link.trim_start_matches(&app.base).to_string();
    let dora = app.client();
    dora.submit(&path, &path, &[])
        .assert_status(200)
        .assert_contains("will not send");
    for _ in 0..3 {
        change_email(&bea, "dora@example.com", PASSWORD)
            .assert_status(403)
            .assert_contains(&turnpost::i18n::english(CHANGE_SUPPRESSED));
    }
    assert_eq!(crate::mail_limits::received_by(&app, "dora@example.com"), 1);

    // An unconfirmed account cannot ask at all.
    let cy = app.client();
    cy.register("cy@example.com", "Cy", PASSWORD)
        .assert_status(303);
    cy.login("cy@example.com", PASSWORD).assert_status(303);
    change_email(&cy, "gil@example.com", PASSWORD)
        .assert_status(403)
        .assert_contains("Confirm your current email address");
    assert_eq!(crate::mail_limits::received_by(&app, "gil@example.com"), 0);

    // An address that has an account gets nothing, and the asker sees the same answers, up to
    // the same limit (its own verification mail counted as one).
    let eve = app.verified_user("eve@example.com", "Eve");
    let before = crate::mail_limits::queued_to(&app, "ada@example.com");
    let statuses: Vec<u16> = (0..VERIFY_MAILS_PER_ADDRESS)
        .map(|_| change_email(&eve, "ada@example.com", PASSWORD).status)
        .collect();
    assert_eq!(statuses, [303, 303, 429]);
    assert_eq!(
        crate::mail_limits::queued_to(&app, "ada@example.com"),
        before
    );
}

/// M1: the current password of the email change is a guess like a login's: after five wrong
/// ones from a browser, that browser is refused, as `/settings/password` does.
#[test]
fn password_guesses_through_the_email_change_meet_the_login_limit() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let statuses: Vec<u16> = (0..40)
        .map(|i| change_email(&ada, &format!("new{i}@example.com"), "a wrong guess here").status)
        .collect();
    assert_eq!(statuses[..5], [400; 5], "{statuses:?}");
    assert!(statuses[5..].iter().all(|s| *s == 429), "{statuses:?}");
    // A right password is refused too while the limit lasts (the pair is locked)...
    change_email(&ada, "new@example.com", PASSWORD).assert_status(429);
    // ...and a wrong answer for another reason than the password does not count.
    let bea = app.verified_user("bea@example.com", "Bea");
    for _ in 0..8 {
        change_email(&bea, "bea@example.com", PASSWORD)
            .assert_status(400)
            .assert_contains("already your email address");
    }
    // Every form that checks a password shares the limit: the token form is refused now too.
    ada.submit(
        "/settings",
        "/settings/tokens",
        &[("name", "bot"), ("password", PASSWORD)],
    )
    .assert_status(429);
}

/// An app that believes `X-Forwarded-For` from 127.0.0.1, so one test can speak from many
/// client addresses.
fn behind_proxy() -> TestApp {
    TestApp::spawn_with(|s| s.trusted_proxies = vec![ip("127.0.0.1")])
}

/// L4: strangers' wrong guesses at `POST /api/tokens` fill the per-account limit for new
/// clients, but not for a client that logged in to the account before (its device cookie):
/// the owner's browser, or a script that keeps the cookie its first token came with.
#[test]
fn strangers_cannot_lock_the_owner_out_of_the_api() {
    let app = behind_proxy();
    app.verified_user("ada@example.com", "Ada");
    let right = json!({"email": "ada@example.com", "password": PASSWORD});
    let wrong = json!({"email": "ada@example.com", "password": "not the password"});
    let browser = from(&app, "203.0.113.1");
    browser
        .login("ada@example.com", PASSWORD)
        .assert_status(303);
    let script = from(&app, "203.0.113.2");
    script
        .post_json("/api/tokens", right.clone())
        .assert_status(201);
    // Twenty wrong guesses from five addresses.
    for i in 0..5 {
        for _ in 0..4 {
            from(&app, &format!("198.51.100.{i}"))
                .post_json("/api/tokens", wrong.clone())
                .assert_status(401);
        }
    }
    // A new client is held by the per-account limit...
    from(&app, "203.0.113.3")
        .post_json("/api/tokens", right.clone())
        .assert_status(429);
    // ...the owner's browser and script are not.
    browser
        .post_json("/api/tokens", right.clone())
        .assert_status(201);
    let r = script.post_json("/api/tokens", right);
    r.assert_status(201);
    let token = serde_json::from_str::<serde_json::Value>(&r.body).expect("json")["token"]
        .as_str()
        .expect("token")
        .to_string();
    assert_eq!(
        api(&app, "GET", "/api/games/999999", Some(&token), None).0,
        404
    );
}

/// Every row of the rate limits, whatever the limit.
fn rate_rows(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    let mut conn = app.state.pool.get().expect("conn");
    turnpost::db::schema::rate_hits::table
        .count()
        .get_result(&mut conn)
        .expect("count")
}

/// L5: posting table talk to games that do not exist, or where the author has no seat, writes
/// nothing (the seat is checked before the limit counts); a seated player is still limited.
#[test]
fn talk_to_a_game_without_a_seat_leaves_no_rate_limit_row() {
    let app = TestApp::spawn();
    let (ada, _bea, id) = crate::games::two_player_game(&app);
    let cy = app.verified_user("cy@example.com", "Cy");
    let cy_token = token(&app, "cy@example.com");
    let before = rate_rows(&app);
    for i in 0..200 {
        let (s, _) = api(
            &app,
            "POST",
            &format!("/api/games/{}/messages", 100_000 + i),
            Some(&cy_token),
            Some(json!({"text": "hello"})),
        );
        assert_eq!(s, 404);
    }
    for game in [id, 424_242] {
        let csrf = cy.get("/").csrf();
        let r = cy.post(
            &format!("/games/{game}/messages"),
            &[("csrf", &csrf), ("text", "hello")],
        );
        assert!(r.status == 403 || r.status == 404, "{}", r.status);
        let (s, _) = api(
            &app,
            "POST",
            &format!("/api/games/{game}/messages"),
            Some(&cy_token),
            Some(json!({"text": "hello"})),
        );
        assert!(s == 403 || s == 404, "{s}");
    }
    assert_eq!(
        rate_rows(&app),
        before,
        "no row for a post that had no seat"
    );
    // The seated player's posts count, and a flood is refused.
    let ada_token = token(&app, "ada@example.com");
    let statuses: Vec<u16> = (0..25)
        .map(|i| {
            api(
                &app,
                "POST",
                &format!("/api/games/{id}/messages"),
                Some(&ada_token),
                Some(json!({"text": format!("message {i}")})),
            )
            .0
        })
        .collect();
    assert_eq!(statuses[..20], [201; 20], "{statuses:?}");
    assert!(statuses[20..].iter().all(|s| *s == 429), "{statuses:?}");
    let csrf = ada.get(&format!("/games/{id}")).csrf();
    ada.post(
        &format!("/games/{id}/messages"),
        &[("csrf", &csrf), ("text", "one more")],
    )
    .assert_status(429);
}

/// Creates a game through the API: its status and body.
fn create_game(app: &TestApp, token: &str, open: bool) -> (u16, serde_json::Value) {
    api(
        app,
        "POST",
        "/api/games",
        Some(token),
        Some(json!({"game": "humanity", "seats": 2, "open": open})),
    )
}

/// The ids of the games a page links to (`/games/{id}`).
fn linked_games(html: &str) -> Vec<i32> {
    html.match_indices("href=\"/games/")
        .filter_map(|(at, m)| {
            let rest = &html[at + m.len()..];
            rest[..rest.find('"')?].parse().ok()
        })
        .collect()
}

/// M3: one account cannot flood the lobby: it creates at most `GAMES_PER_HOUR` games an hour
/// and has at most `OPEN_WAITING_PER_PLAYER` open games waiting at once, and the lobby shows
/// of each creator only its newest few, so everyone else's open games stay in sight (even
/// beside a flood made before these limits).
#[test]
fn one_account_cannot_flood_the_lobby() {
    use turnpost::services::games::{GAMES_PER_HOUR, OPEN_WAITING_PER_PLAYER};
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    let ada = token(&app, "ada@example.com");
    let open = OPEN_WAITING_PER_PLAYER as usize;
    for _ in 0..open {
        assert_eq!(create_game(&app, &ada, true).0, 201);
    }
    let (s, body) = create_game(&app, &ada, true);
    assert_eq!(s, 409, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("open games waiting")),
        "{body}"
    );
    // Private games count towards the games of the hour, not towards the lobby's.
    for _ in open..GAMES_PER_HOUR {
        assert_eq!(create_game(&app, &ada, false).0, 201);
    }
    let (s, body) = create_game(&app, &ada, false);
    assert_eq!(s, 429, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("in the last hour")),
        "{body}"
    );
    app.advance(chrono::Duration::minutes(61));
    assert_eq!(create_game(&app, &ada, false).0, 201, "an hour later");

    // A flood from before the limits: 150 open games of one account, written directly.
    let cy = app.verified_user("cy@example.com", "Cy");
    drop(cy);
    let cy_id = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::users::find_by_email(&mut conn, "cy@example.com")
            .expect("query")
            .expect("cy")
            .id
    };
    {
        use turnpost::db::models::{game_players, games};
        let mut conn = app.state.pool.get().expect("conn");
        let now = app.state.clock.now_naive();
        for _ in 0..150 {
            let game = games::insert(
                &mut conn,
                &games::NewGame {
                    game: "humanity",
                    creator_id: cy_id,
                    seats: 2,
                    time_limit_days: 3,
                    is_open: true,
                    timeout_policy: "default_turn",
                    seed: 1,
                    created_at: now,
                    public_when_finished: true,
                    options: "{}",
                },
            )
            .expect("game");
            game_players::insert(
                &mut conn,
                &game_players::NewPlayer {
                    game_id: game.id,
                    user_id: cy_id,
                    colour: "red",
                    joined_at: now,
                    bot_level: None,
                },
            )
            .expect("seat");
        }
    }
    app.verified_user("bea@example.com", "Bea");
    let bea = token(&app, "bea@example.com");
    let (s, body) = create_game(&app, &bea, true);
    assert_eq!(s, 201, "{body}");
    let beas_game = body["id"].as_i64().expect("id") as i32;
    let lobby = app.client().get("/lobby");
    lobby.assert_status(200);
    let shown = linked_games(&lobby.body);
    assert!(shown.contains(&beas_game), "{shown:?}");
    let of_creator = |creator: i32| {
        let mut conn = app.state.pool.get().expect("conn");
        shown
            .iter()
            .filter(|id| {
                turnpost::db::models::games::find(&mut conn, **id)
                    .expect("query")
                    .is_some_and(|g| g.creator_id == creator)
            })
            .count()
    };
    assert_eq!(of_creator(cy_id), open, "{shown:?}");
    assert_eq!(
        shown.len(),
        2 * open + 1,
        "Ada's, Cy's newest and Bea's: {shown:?}"
    );
}

/// L6: outsiders cannot tell a private game from a missing one by acting on it (the same 404
/// and the same sentence), a registration refused as busy gives its places back (tests/cli.rs
/// `registrations_refused_as_busy_use_up_no_place_in_the_limits`), and a player's private
/// notes over all games are bounded.
#[test]
fn acting_on_a_private_game_answers_an_outsider_as_a_missing_one() {
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    app.verified_user("bea@example.com", "Bea");
    let outsider = app.verified_user("cy@example.com", "Cy");
    let (ada, bea, cy) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
        token(&app, "cy@example.com"),
    );
    let (_, body) = create_game(&app, &ada, false);
    let private = body["id"].as_i64().expect("id") as i32;
    let (s, _) = api(
        &app,
        "POST",
        &format!("/api/games/{private}/invite"),
        Some(&ada),
        Some(json!({"email": "bea@example.com"})),
    );
    assert_eq!(s, 200);
    // Bea takes her seat through the invitation; the game starts.
    let invited = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::invitations::of_game(&mut conn, private)
            .expect("invitations")
            .remove(0)
    };
    let bea_user = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::users::find_by_email(&mut conn, "bea@example.com")
            .expect("q")
            .expect("bea")
    };
    turnpost::services::games::accept_invitation(&app.state, &bea_user, &invited.nonce, None)
        .expect("accepted");
    let _ = bea;
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{private}/start"),
        Some(&ada),
        Some(json!({})),
    );
    assert_eq!(s, 200, "{body}");
    let missing = private + 1000;
    let action = json!({"version": 0, "action": {"kind": "pass", "astronaut": 0}});
    let answer = |id: i32, path: &str, body: serde_json::Value| {
        api(
            &app,
            "POST",
            &format!("/api/games/{id}{path}"),
            Some(&cy),
            Some(body),
        )
    };
    for (path, body) in [
        ("/actions", action.clone()),
        ("/start", json!({})),
        ("/invite", json!({"email": "gil@example.com"})),
        ("/join", json!({})),
        ("/messages", json!({"text": "hello"})),
    ] {
        let to_private = answer(private, path, body.clone());
        let to_missing = answer(missing, path, body);
        assert_eq!(to_private.0, 404, "{path}: {:?}", to_private.1);
        assert_eq!(to_private, to_missing, "{path}");
    }
    // The form's turn and vote answer the same way.
    for path in ["turn", "vote"] {
        let csrf = outsider.get("/").csrf();
        let form = [("csrf", csrf.as_str()), ("vote", "end"), ("version", "0")];
        let to_private = outsider.post(&format!("/games/{private}/{path}"), &form);
        let to_missing = outsider.post(&format!("/games/{missing}/{path}"), &form);
        assert_eq!(to_private.status, 404, "{path}");
        assert_eq!(to_private.status, to_missing.status, "{path}");
    }
}

/// L6: private notes are bounded over all of a player's games, not only one by one.
#[test]
fn private_notes_are_bounded_over_all_games() {
    use turnpost::services::notes::{MAX_CHARS, MAX_TOTAL_CHARS};
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let ada_token = token(&app, "ada@example.com");
    let full = "n".repeat(MAX_CHARS);
    let save = |id: i32, text: &str| {
        ada.submit(
            &format!("/games/{id}"),
            &format!("/games/{id}/notes"),
            &[("notes", text)],
        )
    };
    let mut games = Vec::new();
    for i in 0..=MAX_TOTAL_CHARS / MAX_CHARS {
        if i > 0 && i % 10 == 0 {
            app.advance(chrono::Duration::minutes(61));
        }
        let (s, body) = create_game(&app, &ada_token, false);
        assert_eq!(s, 201, "{body}");
        games.push(body["id"].as_i64().expect("id") as i32);
    }
    let (last, filled) = games.split_last().expect("games");
    for id in filled {
        save(*id, &full).assert_status(303);
    }
    save(*last, &full)
        .assert_status(400)
        .assert_contains("Your notes on all your games together are at most");
    save(*last, "a short one").assert_status(400);
    // Emptying another game's notes makes room; changing a game's own notes always fits.
    save(filled[0], "").assert_status(303);
    save(*last, &full).assert_status(303);
    save(*last, &"m".repeat(MAX_CHARS)).assert_status(303);
    save(filled[1], &format!("{full}x"))
        .assert_status(400)
        .assert_contains("at most");
}

/// The next mail to `to` whose subject contains `needle`, skipping others.
fn mail_about(app: &TestApp, to: &str, needle: &str) -> crate::smtp::Received {
    loop {
        let m = app.mail_to(to);
        if m.header("Subject").is_some_and(|s| s.contains(needle)) {
            return m;
        }
    }
}

/// L1: table talk drops direction overrides and zero-width characters, and a mail never lets a
/// message's later lines pass for another player's message.
#[test]
fn table_talk_cannot_hide_text_or_speak_for_another_player_in_mail() {
    use turnpost::engine::humanity::{Humanity, State};
    use turnpost::engine::Game;
    use turnpost::services::deadlines;
    let app = TestApp::spawn();
    let (ada, _bea, id) = crate::games::two_player_game(&app);
    let ada_token = token(&app, "ada@example.com");
    let fake =
        "Good luck\u{202E}!\nBea \u{25A0}: I re\u{200B}sign\n\u{2066}Bea \u{25A0}: gg\u{2069}";
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/messages"),
        Some(&ada_token),
        Some(json!({ "text": fake })),
    );
    assert_eq!(s, 201, "{body}");
    let (_, listed) = api(
        &app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&ada_token),
        None,
    );
    assert_eq!(
        listed["messages"][0]["text"],
        "Good luck!\nBea \u{25A0}: I resign\nBea \u{25A0}: gg"
    );
    // Bea's batch: Ada's message, its later lines indented under it.
    assert_eq!(deadlines::tick(&app.state).expect("tick").talk_batches, 1);
    let text = mail_about(&app, "bea@example.com", "table talk").text_body();
    assert!(
        text.contains("Ada \u{2B22}: Good luck!\n    Bea \u{25A0}: I resign\n    Bea \u{25A0}: gg"),
        "{text}"
    );
    assert!(
        !text.lines().any(|l| l.starts_with("Bea \u{25A0}:")),
        "a line reads as Bea's: {text}"
    );
    // Bea's turn mail lists it the same way.
    let row = crate::games::game_row(&app, id);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("state");
    let action = &Humanity::legal_actions(&state, 0)[0];
    let page = ada.get(&format!("/games/{id}"));
    crate::toolkit::play_form(&ada, id, (&state, 0), row.version, action, &page.csrf())
        .assert_status(303);
    let text = mail_about(&app, "bea@example.com", "your turn").text_body();
    assert!(
        text.contains("> Ada \u{2B22}: Good luck!\n    Bea \u{25A0}: I resign"),
        "{text}"
    );
    assert!(
        !text
            .lines()
            .any(|l| l.trim_start_matches("> ").starts_with("Bea \u{25A0}:")),
        "{text}"
    );
}

/// L2: display names that look like a taken one (other scripts' letters, Latin look-alikes,
/// blank-looking characters) are refused; names kept from before stay, and their keys are made
/// again at start when the way keys are made changes.
#[test]
fn display_names_that_look_like_a_taken_one_are_refused() {
    use diesel::prelude::*;
    use turnpost::db::schema::users::dsl;
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    for (i, name) in [
        "\u{0410}da",
        "Ad\u{0430}",
        "\u{13AA}da",
        "Ad\u{0251}",
        "\u{1D5A0}da",
        "AdA",
    ]
    .into_iter()
    .enumerate()
    {
        app.client()
            .register(&format!("l{i}@example.com"), name, PASSWORD)
            .assert_status(400)
            .assert_contains("looks too much like one that is");
    }
    for (i, name) in ["Ada\u{2800}", "A\u{3164}da", "Ad\u{115F}a"]
        .into_iter()
        .enumerate()
    {
        app.client()
            .register(&format!("b{i}@example.com"), name, PASSWORD)
            .assert_status(400)
            .assert_contains("invisible");
    }
    // A name merely near another is fine.
    app.client()
        .register("adam@example.com", "Adam", PASSWORD)
        .assert_status(303);

    // Two look-alike accounts from before, keyed the old way: both stay, and a new server
    // start keys them the new way, so a third look-alike is refused.
    {
        let mut conn = app.state.pool.get().expect("conn");
        for (email, name) in [
            ("bob@example.com", "Bob"),
            ("bob2@example.com", "B\u{043E}b"),
        ] {
            let user = turnpost::db::models::users::insert(
                &mut conn,
                &turnpost::db::models::users::NewUser {
                    email,
                    display_name: name,
                    password_hash: "x",
                    created_at: app.state.clock.now_naive(),
                },
            )
            .expect("insert");
            diesel::update(dsl::users.find(user.id))
                .set(dsl::name_key.eq(name.to_lowercase()))
                .execute(&mut conn)
                .expect("old key");
        }
        turnpost::db::models::site_settings::put(&mut conn, "name_key_scheme", "older")
            .expect("older scheme");
    }
    let before: Vec<Option<String>> = {
        let mut conn = app.state.pool.get().expect("conn");
        dsl::users
            .filter(dsl::email.eq_any(["bob@example.com", "bob2@example.com"]))
            .order(dsl::id)
            .select(dsl::name_key)
            .load(&mut conn)
            .expect("keys")
    };
    assert_ne!(before[0], before[1]);
    let _second = app.second_instance();
    let mut conn = app.state.pool.get().expect("conn");
    let keys: Vec<Option<String>> = dsl::users
        .filter(dsl::email.eq_any(["bob@example.com", "bob2@example.com"]))
        .order(dsl::id)
        .select(dsl::name_key)
        .load(&mut conn)
        .expect("keys");
    assert_eq!(keys[0], keys[1], "both keyed alike: {keys:?}");
    drop(conn);
    app.client()
        .register("bob6@example.com", "\u{0392}\u{03BF}b", PASSWORD)
        .assert_status(400)
        .assert_contains("already taken");
}

/// A raw connection to the inbound SMTP listener: its first line, and a reader for the rest.
fn smtp_connect(port: u16) -> (std::io::BufReader<std::net::TcpStream>, String) {
    use std::io::BufRead;
    let stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .expect("timeout");
    let mut reader = std::io::BufReader::new(stream);
    let mut greeting = String::new();
    reader.read_line(&mut greeting).expect("greeting");
    (reader, greeting)
}

/// L3: the inbound SMTP listener cannot be held: one client address gets at most
/// `SESSIONS_PER_ADDRESS` conversations at once, and a conversation kept busy with NOOPs is
/// closed at the end of its lifetime (shortened here to 2 s), freeing its place.
#[test]
fn the_inbound_smtp_listener_cannot_be_held_open() {
    use std::io::{BufRead, Write};
    use std::time::{Duration, Instant};
    use turnpost::mail::inbound::SESSIONS_PER_ADDRESS;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let lifetime = Duration::from_secs(2);
    let _app = TestApp::spawn_with(|s| {
        s.inbound_smtp = Some(format!("127.0.0.1:{port}"));
        s.inbound_lifetime = lifetime;
    });
    let started = Instant::now();
    let mut held: Vec<_> = (0..SESSIONS_PER_ADDRESS)
        .map(|_| {
            let (reader, greeting) = smtp_connect(port);
            assert!(greeting.starts_with("220 "), "{greeting}");
            reader
        })
        .collect();
    let (_, refused) = smtp_connect(port);
    assert!(
        refused.starts_with("421 ") && refused.contains("your address"),
        "{refused}"
    );
    // Busy sessions: a NOOP every 200 ms each, answered until the lifetime ends them.
    let mut answered = vec![0; held.len()];
    let mut closed_at: Vec<Option<Duration>> = vec![None; held.len()];
    while closed_at.iter().any(Option::is_none) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "never closed: {answered:?}"
        );
        for (k, reader) in held.iter_mut().enumerate() {
            if closed_at[k].is_some() {
                continue;
            }
            let mut line = String::new();
            let ok = reader.get_mut().write_all(b"NOOP\r\n").is_ok()
                && matches!(reader.read_line(&mut line), Ok(n) if n > 0)
                && line.starts_with("250");
            if ok {
                answered[k] += 1;
            } else {
                assert!(line.is_empty() || line.starts_with("421"), "{line}");
                closed_at[k] = Some(started.elapsed());
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(answered.iter().all(|n| *n >= 5), "kept busy: {answered:?}");
    for at in closed_at.iter().flatten() {
        assert!(
            *at >= lifetime && *at < lifetime + Duration::from_secs(3),
            "closed after {at:?}: {closed_at:?}"
        );
    }
    // Their places are free again.
    std::thread::sleep(Duration::from_millis(100));
    let (_, greeting) = smtp_connect(port);
    assert!(greeting.starts_with("220 "), "{greeting}");
}

/// Words of the parser that no answer may show a script writer.
const PARSER_WORDS: [&str; 7] = [
    "untagged enum",
    "missing field",
    "invalid type",
    "Json deserialize",
    "unknown variant",
    "`",
    "at line",
];

#[track_caller]
fn a_sentence(status: u16, body: &serde_json::Value, expected: u16, names: &str) -> String {
    let error = body["error"].as_str().unwrap_or_default().to_string();
    assert_eq!(status, expected, "{body}");
    assert!(error.contains(names), "{names:?} not named in: {error}");
    assert!(error.ends_with('.'), "not a sentence: {error}");
    for word in PARSER_WORDS {
        assert!(
            !error.contains(word),
            "the parser's words ({word:?}) in: {error}"
        );
    }
    error
}

/// The API's rough edges: a game created or joined without a colour gets the first free one of
/// that game; `GET /api/games` lists the caller's games (whose turn, version, kind) and
/// `GET /api/kinds` every game as the registry has it.
#[test]
fn the_api_gives_free_colours_and_lists_games_and_kinds() {
    use turnpost::engine::registry;
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    app.verified_user("bea@example.com", "Bea");
    let (ada, bea) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    );
    let mut ids = Vec::new();
    for g in registry::games() {
        let colours = g.about().colours;
        let (s, body) = api(
            &app,
            "POST",
            "/api/games",
            Some(&ada),
            Some(json!({"game": g.name(), "seats": 2, "open": true})),
        );
        assert_eq!(s, 201, "{}: {body}", g.name());
        let id = body["id"].as_i64().expect("id");
        let (s, body) = api(
            &app,
            "POST",
            &format!("/api/games/{id}/join"),
            Some(&bea),
            None,
        );
        assert_eq!(s, 200, "{body}");
        let (s, body) = api(
            &app,
            "POST",
            &format!("/api/games/{id}/start"),
            Some(&ada),
            None,
        );
        assert_eq!(s, 200, "{body}");
        let (_, shown) = api(&app, "GET", &format!("/api/games/{id}"), Some(&ada), None);
        let mut seats: Vec<&str> = shown["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .map(|p| p["colour"].as_str().expect("colour"))
            .collect();
        seats.sort_unstable();
        let mut first_two = colours[..2].to_vec();
        first_two.sort_unstable();
        assert_eq!(seats, first_two, "{}", g.name());
        ids.push((id, g.name()));
    }
    // A colour the game does not have is refused with a sentence, not ignored.
    let (_, body) = create_game(&app, &ada, true);
    let waiting = body["id"].as_i64().expect("id");
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{waiting}/join"),
        Some(&bea),
        Some(json!({"colour": "mauve"})),
    );
    a_sentence(s, &body, 400, "colour");
    // Each game appears in the players' lists with its kind, version and turn.
    let (s, listed) = api(&app, "GET", "/api/games", Some(&ada), None);
    assert_eq!(s, 200, "{listed}");
    let games = listed["games"].as_array().expect("games");
    for (id, name) in &ids {
        let g = games.iter().find(|g| g["id"] == *id).expect("listed");
        assert_eq!(g["game"], *name);
        assert_eq!(g["status"], "running");
        let (_, shown) = api(&app, "GET", &format!("/api/games/{id}"), Some(&ada), None);
        assert_eq!(g["version"], shown["version"]);
        assert_eq!(g["to_act"], shown["to_act"]);
        let mine = shown["to_act"]
            .as_array()
            .expect("to_act")
            .contains(&shown["your_seat"]);
        assert_eq!(g["your_turn"], mine, "{g}");
    }
    assert_eq!(api(&app, "GET", "/api/games", None, None).0, 401);
    // The kinds, as the registry has them.
    let (s, kinds) = api(&app, "GET", "/api/kinds", None, None);
    assert_eq!(s, 200);
    let kinds = kinds["kinds"].as_array().expect("kinds");
    assert_eq!(kinds.len(), registry::games().len());
    for (k, g) in kinds.iter().zip(registry::games()) {
        let a = g.about();
        assert_eq!(k["name"], g.name());
        assert_eq!(k["title"], a.title);
        assert_eq!(k["min_players"], a.min_players);
        assert_eq!(k["max_players"], a.max_players);
        assert_eq!(k["colours"], json!(a.colours));
        for (o, opt) in k["options"]
            .as_array()
            .expect("options")
            .iter()
            .zip(a.options)
        {
            assert_eq!(o["key"], opt.key);
            assert_eq!(o["default"], opt.default_value());
            assert_eq!(
                o["choices"].as_array().map(Vec::len),
                Some(opt.choices.len())
            );
        }
    }
}

/// The API's rough edges: a body or a submission of the wrong shape gets a sentence naming the
/// field and what it takes, in every game, never the parser's words.
#[test]
fn wrong_shapes_are_answered_with_sentences_that_name_the_field() {
    use turnpost::engine::registry;
    let app = TestApp::spawn();
    app.verified_user("ada@example.com", "Ada");
    app.verified_user("bea@example.com", "Bea");
    let (ada, bea) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    );
    // Request bodies.
    let post =
        |path: &str, body: serde_json::Value| api(&app, "POST", path, Some(&ada), Some(body));
    let (s, b) = post("/api/games", json!({"seats": 2, "open": true}));
    a_sentence(s, &b, 400, "\"game\"");
    let (s, b) = post(
        "/api/games",
        json!({"game": "humanity", "seats": "two", "open": true}),
    );
    a_sentence(s, &b, 400, "\"seats\" takes a whole number");
    let (s, b) = post(
        "/api/games",
        json!({"game": "humanity", "seats": 2, "open": true, "color": "red"}),
    );
    a_sentence(s, &b, 400, "\"color\"");
    let (s, b) = post("/api/games", json!(["humanity"]));
    a_sentence(s, &b, 400, "\"game\"");
    let (s, b) = api(
        &app,
        "POST",
        "/api/tokens",
        None,
        Some(json!({"email": "ada@example.com"})),
    );
    a_sentence(s, &b, 400, "\"password\"");
    for query in ["max=abc", "max=0", "most=3"] {
        let path = format!("/api/games/1/legal?{query}");
        let (s, b) = api(&app, "GET", &path, Some(&ada), None);
        a_sentence(s, &b, 400, "\"max\"");
    }

    for g in registry::games() {
        let (s, body) = post(
            "/api/games",
            json!({"game": g.name(), "seats": 2, "open": true}),
        );
        assert_eq!(s, 201, "{body}");
        let id = body["id"].as_i64().expect("id");
        assert_eq!(
            api(
                &app,
                "POST",
                &format!("/api/games/{id}/join"),
                Some(&bea),
                None
            )
            .0,
            200
        );
        assert_eq!(
            api(
                &app,
                "POST",
                &format!("/api/games/{id}/start"),
                Some(&ada),
                None
            )
            .0,
            200
        );
        let (_, shown) = api(&app, "GET", &format!("/api/games/{id}"), Some(&ada), None);
        let token = if shown["to_act"]
            .as_array()
            .expect("to_act")
            .contains(&shown["your_seat"])
        {
            &ada
        } else {
            &bea
        };
        let (_, legal) = api(
            &app,
            "GET",
            &format!("/api/games/{id}/legal"),
            Some(token),
            None,
        );
        let action = legal[0].clone();
        let version = shown["version"].clone();
        let act = |body: serde_json::Value| {
            api(
                &app,
                "POST",
                &format!("/api/games/{id}/actions"),
                Some(token),
                Some(body),
            )
        };
        // The request itself.
        let (s, b) = act(json!({"version": version}));
        a_sentence(s, &b, 400, "\"action\"");
        let (s, b) = act(json!({"action": action}));
        a_sentence(s, &b, 400, "\"version\"");
        // The submission: its kind, then a field of the wrong type.
        let tag = if action.get("type").is_some() {
            "type"
        } else {
            "kind"
        };
        let mut unknown = action.clone();
        unknown[tag] = json!("no_such_thing");
        let (s, b) = act(json!({"version": version, "action": unknown}));
        let said = a_sentence(s, &b, 400, &format!("\"{tag}\""));
        assert!(said.contains("no_such_thing"), "{said}");
        let (s, b) = act(json!({"version": version, "action": "pass"}));
        a_sentence(s, &b, 400, &format!("\"{tag}\""));
        // A field too many (a kind without fields of its own takes any: serde's unit variants).
        if action.as_object().is_some_and(|o| o.len() > 1) {
            let mut extra = action.clone();
            extra["surplus"] = json!(1);
            let (s, b) = act(json!({"version": version, "action": extra}));
            a_sentence(s, &b, 400, "\"surplus\"");
        }
        // A field of the wrong type: the first number of the action made a text.
        let numbers = numeric_fields(&action);
        if let Some((key, _)) = numbers.first() {
            let mut wrong = action.clone();
            set_at(&mut wrong, key, json!("many"));
            let (s, b) = act(json!({"version": version, "action": wrong}));
            let last = key.last().expect("a key");
            a_sentence(s, &b, 400, last.as_str());
        }
    }
}

/// The paths of the numbers of a JSON value (object keys and list indices), depth first.
fn numeric_fields(v: &serde_json::Value) -> Vec<(Vec<String>, i64)> {
    fn walk(v: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<(Vec<String>, i64)>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, c) in m {
                    path.push(k.clone());
                    walk(c, path, out);
                    path.pop();
                }
            }
            serde_json::Value::Array(items) => {
                for (i, c) in items.iter().enumerate() {
                    path.push(i.to_string());
                    walk(c, path, out);
                    path.pop();
                }
            }
            serde_json::Value::Number(n) if !path.is_empty() => {
                out.push((path.clone(), n.as_i64().unwrap_or(0)));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(v, &mut Vec::new(), &mut out);
    // Name a field, not a list's place: the innermost key that is not an index.
    out.retain(|(p, _)| p.last().is_some_and(|k| k.parse::<usize>().is_err()));
    out
}

fn set_at(v: &mut serde_json::Value, path: &[String], to: serde_json::Value) {
    let mut at = v;
    for p in path {
        at = match p.parse::<usize>() {
            Ok(i) if at.is_array() => &mut at[i],
            _ => &mut at[p.as_str()],
        };
    }
    *at = to;
}

/// The two submissions the probe quoted: an answer of Beta Colony's with a null colony, and an
/// Origins migration without its unit.
#[test]
fn the_probes_submissions_get_sentences() {
    use turnpost::engine::registry;
    let said = |game: &str, action: serde_json::Value| {
        let g = registry::game(game).expect("game");
        let setup = turnpost::engine::Setup {
            players: 2,
            seed: 1,
            options: json!({}),
        };
        let state = g.new_game(&setup).expect("state");
        let seat = g.to_act(&state).expect("to act")[0];
        g.apply(&state, seat, &action.to_string())
            .expect_err("a wrong shape")
            .to_string()
    };
    let answer = said(
        "beta-colony",
        json!({"kind": "move_activate", "move": {"die": "black"}, "activate": {"die": "red"},
               "at": {"choices": [{"colony": null}]}}),
    );
    assert!(
        answer.contains("\"at.choices\" takes answers") && answer.contains("\"colony\""),
        "{answer}"
    );
    let unit = said("origins", json!({"type": "migrate", "path": []}));
    assert!(unit.contains("\"unit\""), "{unit}");
    for text in [answer, unit] {
        for word in PARSER_WORDS {
            assert!(!text.contains(word), "{word:?} in {text}");
        }
    }
}

/// The OpenAPI document: served at /api/openapi.json, made from the handlers that are mounted,
/// so every path it names answers (no "no API endpoint"), and the new endpoints are in it.
#[test]
fn the_openapi_document_describes_the_mounted_api() {
    let app = TestApp::spawn();
    let (s, doc) = api(&app, "GET", "/api/openapi.json", None, None);
    assert_eq!(s, 200);
    assert!(
        doc["openapi"].as_str().is_some_and(|v| v.starts_with("3.")),
        "{doc}"
    );
    let paths = doc["paths"].as_object().expect("paths");
    for path in [
        "/api/tokens",
        "/api/kinds",
        "/api/games",
        "/api/games/{id}",
        "/api/games/{id}/legal",
        "/api/games/{id}/join",
        "/api/games/{id}/invite",
        "/api/games/{id}/start",
        "/api/games/{id}/actions",
        "/api/games/{id}/messages",
    ] {
        assert!(paths.contains_key(path), "{path} missing");
    }
    for (path, item) in paths {
        for method in item.as_object().expect("operations").keys() {
            let (s, body) = api(
                &app,
                &method.to_uppercase(),
                &path.replace("{id}", "1"),
                None,
                None,
            );
            assert!(
                !(s == 404 && body["error"] == "There is no API endpoint at this address."),
                "{method} {path} is documented but not mounted"
            );
        }
    }
    let create = &doc["paths"]["/api/games"]["post"];
    assert!(create["requestBody"].is_object(), "{create}");
    assert!(doc["components"]["schemas"]["CreateBody"]["properties"]["colour"].is_object());
}
