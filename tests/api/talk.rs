//! Table talk over real HTTP and the real SMTP listener (issue 17): posting from the page and
//! the API, who reads it, escaping, batched mail, the turn mail's messages, hiding.

use crate::games::{game_row, two_player_game};
use crate::helpers::TestApp;
use crate::toolkit::{api, play_form, token};
use chrono::Duration;
use std::time::Duration as StdDuration;
use turnpost::engine::humanity::{Humanity, State};
use turnpost::engine::Game;
use turnpost::services::deadlines;

fn say(c: &crate::helpers::Client, id: i32, text: &str) -> crate::helpers::Resp {
    c.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/messages"),
        &[("text", text)],
    )
}

/// The next mail to `to` whose subject contains `needle`, skipping others.
fn next_mail(app: &TestApp, to: &str, needle: &str) -> crate::smtp::Received {
    loop {
        let m = app.mail_to(to);
        if m.header("Subject").is_some_and(|s| s.contains(needle)) {
            return m;
        }
    }
}

fn no_mail_like(app: &TestApp, to: &str, needle: &str) {
    std::thread::sleep(StdDuration::from_millis(400));
    while let Some(m) = app
        .smtp()
        .try_wait_for_to(to, StdDuration::from_millis(300))
    {
        let subject = m.header("Subject").unwrap_or_default().to_string();
        assert!(
            !subject.contains(needle),
            "unexpected mail to {to}: {subject}"
        );
    }
}

#[test]
fn players_talk_on_the_page_escaped_and_others_are_kept_out() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    say(
        &ada,
        id,
        "Hello <b>Bea</b>, see https://evil.example/x\nsecond line",
    )
    .assert_status(303);
    let page = bea.get(&format!("/games/{id}"));
    page.assert_status(200)
        .assert_contains("Table talk")
        .assert_contains("Ada ●")
        .assert_contains(
            "Hello &#60;b&#62;Bea&#60;/b&#62;, see https://evil.example/x\nsecond line",
        );
    assert!(!page.body.contains("<b>Bea</b>"));
    assert!(!page.body.contains("href=\"https://evil.example"));
    // Empty and overlong messages are refused with a reason, and nothing is stored.
    say(&bea, id, "   ")
        .assert_status(400)
        .assert_contains("Write something");
    say(&bea, id, &"x".repeat(2001))
        .assert_status(400)
        .assert_contains("at most 2000 characters");
    let (_, listed) = api(
        &app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&token(&app, "bea@example.com")),
        None,
    );
    assert_eq!(
        listed["messages"].as_array().map(Vec::len),
        Some(1),
        "{listed}"
    );
    // Someone without a seat: the private game does not exist for them.
    let carl = app.verified_user("carl@example.com", "Carl");
    say(&carl, id, "hi").assert_status(404);
    let (status, _) = api(
        &app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&token(&app, "carl@example.com")),
        None,
    );
    assert_eq!(status, 404);
    // The creator hides a message; the other player may not.
    let (_, listed) = api(
        &app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&token(&app, "ada@example.com")),
        None,
    );
    let first = listed["messages"][0]["id"].as_i64().expect("id");
    bea.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/messages/{first}/hide"),
        &[],
    )
    .assert_status(403);
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/messages/{first}/hide"),
        &[],
    )
    .assert_status(303);
    let page = bea.get(&format!("/games/{id}"));
    page.assert_contains("Hidden by Ada.");
    assert!(!page.body.contains("evil.example"));
}

#[test]
fn watchers_of_an_open_game_read_no_talk_until_it_is_over() {
    let app = TestApp::spawn();
    let _ = app.verified_user("ada@example.com", "Ada");
    let _ = app.verified_user("bea@example.com", "Bea");
    let _ = app.verified_user("carl@example.com", "Carl");
    let (ada, bea, carl) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
        token(&app, "carl@example.com"),
    );
    let (s, body) = api(
        &app,
        "POST",
        "/api/games",
        Some(&ada),
        Some(serde_json::json!({"game": "humanity", "seats": 2, "open": true})),
    );
    assert_eq!(s, 201, "{body}");
    let id = body["id"].as_i64().expect("id");
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&bea),
        Some(serde_json::json!({})),
    );
    assert!(s < 300, "{s} {body}");
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/messages"),
        Some(&bea),
        Some(serde_json::json!({"text": "good luck"})),
    );
    assert_eq!(s, 201, "{body}");
    let (s, body) = api(
        &app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&carl),
        None,
    );
    assert_eq!(s, 403, "{body}");
    let (s, _) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/messages"),
        Some(&carl),
        Some(serde_json::json!({"text": "let me in"})),
    );
    assert_eq!(s, 403);
    // Unknown fields and a flood are refused.
    let (s, _) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/messages"),
        Some(&bea),
        Some(serde_json::json!({"text": "x", "html": "<b>"})),
    );
    assert_eq!(s, 400);
    let refused = (0..30)
        .map(|i| {
            api(
                &app,
                "POST",
                &format!("/api/games/{id}/messages"),
                Some(&bea),
                Some(serde_json::json!({"text": format!("spam {i}")})),
            )
            .0
        })
        .filter(|s| *s == 429)
        .count();
    assert!(refused > 0, "a flood of messages is limited");
}

#[test]
fn talk_reaches_the_others_in_batches_and_in_their_turn_mail() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    say(&bea, id, "Nice opening").assert_status(303);
    assert_eq!(deadlines::tick(&app.state).expect("tick").talk_batches, 1);
    let batch = next_mail(&app, "ada@example.com", "table talk: 1 new message");
    assert!(
        batch.text_body().contains("Bea ■: Nice opening"),
        "{}",
        batch.text_body()
    );
    // The next message waits for the 15 minutes since that batch.
    say(&bea, id, "Your move").assert_status(303);
    say(&bea, id, "Take your time").assert_status(303);
    assert_eq!(deadlines::tick(&app.state).expect("tick").talk_batches, 0);
    app.advance(Duration::minutes(16));
    assert_eq!(deadlines::tick(&app.state).expect("tick").talk_batches, 1);
    let batch = next_mail(&app, "ada@example.com", "table talk: 2 new messages");
    let body = batch.text_body();
    assert!(
        body.contains("Your move") && body.contains("Take your time"),
        "{body}"
    );
    assert!(
        !body.contains("Nice opening"),
        "a batch holds only what is new: {body}"
    );
    // Ada writes, then plays: Bea's turn mail carries the message; no batch repeats it.
    say(&ada, id, "Watch this").assert_status(303);
    let row = game_row(&app, id);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("state");
    let seat = Humanity::to_act(&state)[0];
    assert_eq!(seat, 0, "Ada plays first");
    let action = &Humanity::legal_actions(&state, 0)[0];
    let page = ada.get(&format!("/games/{id}"));
    play_form(&ada, id, row.version, action, &page.csrf()).assert_status(303);
    let turn = next_mail(&app, "bea@example.com", "your turn");
    assert!(
        turn.text_body()
            .contains("Table talk since your last turn:\n> Ada ●: Watch this"),
        "{}",
        turn.text_body()
    );
    app.advance(Duration::minutes(16));
    deadlines::tick(&app.state).expect("tick");
    no_mail_like(&app, "bea@example.com", "table talk");
}
