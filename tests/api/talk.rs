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
        .assert_contains("Ada ⬢")
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
    // The replay shows the talk too, without its forms.
    let replay = bea.get(&format!("/games/{id}/replay/0"));
    replay
        .assert_status(200)
        .assert_contains("Table talk")
        .assert_contains("Hidden by Ada.");
    assert!(!replay.body.contains("name=\"text\""));
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
    play_form(&ada, id, (&state, 0), row.version, action, &page.csrf()).assert_status(303);
    let turn = next_mail(&app, "bea@example.com", "your turn");
    assert!(
        turn.text_body()
            .contains("Table talk since your last turn:\n> Ada ⬢: Watch this"),
        "{}",
        turn.text_body()
    );
    app.advance(Duration::minutes(16));
    deadlines::tick(&app.state).expect("tick");
    no_mail_like(&app, "bea@example.com", "table talk");
}

/// A player in digest mode gets no batches: the day's digest carries the table talk since its
/// last mail of each game, even when no game waits on it, and never twice.
#[test]
fn digest_mode_takes_table_talk_in_the_daily_digest() {
    let app = TestApp::spawn();
    let next_hour = (app.clock_now() + Duration::hours(1))
        .format("%H")
        .to_string()
        .parse::<i32>()
        .expect("hour");
    let (ada, _bea, id) = crate::games::two_player_game_with(&app, |app| {
        crate::mail_play::edit_prefs(app, "bea@example.com", |p| {
            p.digest = true;
            p.digest_hour = next_hour;
        })
    });
    say(&ada, id, "See you tomorrow").assert_status(303);
    say(&ada, id, "No rush").assert_status(303);
    let tick = || deadlines::tick(&app.state).expect("tick");
    assert_eq!(tick().talk_batches, 0, "no batch in digest mode");
    app.advance(Duration::minutes(61));
    assert_eq!(tick().digests, 1);
    let digest = next_mail(&app, "bea@example.com", "table talk in 1 game");
    let body = digest.text_body();
    assert!(
        body.contains(&format!("Table talk in Humanity #{id}:"))
            && body.contains("> Ada ⬢: See you tomorrow\n> Ada ⬢: No rush"),
        "{body}"
    );
    assert!(
        !body.contains("waiting for you"),
        "no game waits on Bea: {body}"
    );
    // The next day, nothing new: no digest at all.
    app.advance(Duration::hours(24));
    assert_eq!(tick().digests, 0, "nothing to say");
    no_mail_like(&app, "bea@example.com", "Turnpost —");
}

/// A raw SMTP conversation with the inbound listener: each command's reply code.
pub(crate) struct Smtp {
    reader: std::io::BufReader<std::net::TcpStream>,
    writer: std::net::TcpStream,
}

impl Smtp {
    pub(crate) fn connect(port: u16) -> Self {
        let stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
        stream
            .set_read_timeout(Some(StdDuration::from_secs(10)))
            .expect("timeout");
        let mut s = Smtp {
            reader: std::io::BufReader::new(stream.try_clone().expect("clone")),
            writer: stream,
        };
        assert_eq!(s.answer().0, 220);
        assert_eq!(s.say("EHLO client.example").0, 250);
        s
    }

    /// The reply: its code and its last line.
    fn answer(&mut self) -> (u16, String) {
        use std::io::BufRead;
        loop {
            let mut line = String::new();
            self.reader.read_line(&mut line).expect("reply");
            let code = line.get(..3).and_then(|c| c.parse().ok()).unwrap_or(0);
            if line.as_bytes().get(3) != Some(&b'-') {
                return (code, line);
            }
        }
    }

    pub(crate) fn say(&mut self, command: &str) -> (u16, String) {
        use std::io::Write;
        self.writer
            .write_all(format!("{command}\r\n").as_bytes())
            .expect("send");
        self.answer()
    }

    /// MAIL, RCPT and, when accepted, DATA with `raw`: the last reply.
    pub(crate) fn send(&mut self, from: &str, to: &str, raw: &str) -> (u16, String) {
        assert_eq!(self.say(&format!("MAIL FROM:<{from}>")).0, 250);
        let rcpt = self.say(&format!("RCPT TO:<{to}>"));
        if rcpt.0 != 250 {
            self.say("RSET");
            return rcpt;
        }
        assert_eq!(self.say("DATA").0, 354);
        let body: String = raw
            .split("\r\n")
            .map(|l| {
                if l.starts_with('.') {
                    format!(".{l}\r\n")
                } else {
                    format!("{l}\r\n")
                }
            })
            .collect();
        self.say(&format!("{body}."))
    }
}

pub(crate) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port()
}

/// A reply from `from` (a player at example.com) as the site's MX hands it over: its
/// Authentication-Results on top (the test apps trust `mx.test`), a new Message-ID.
fn reply_mail(from: &str, text: &str) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!(
        "Authentication-Results: mx.test; dkim=pass header.d=example.com\r\n\
         Message-ID: <talk-{n}@example.com>\r\n\
         From: {from}\r\nSubject: Re: your turn\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/alternative; boundary=\"b1\"\r\n\r\n\
         --b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n\r\n\
         On Wed, 25 Nov 2026, Turnpost wrote:\r\n> It is your turn in Humanity #1.\r\n> Play your turn: http://x\r\n\
         --b1\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p><b>{text}</b></p><blockquote>It is your turn</blockquote>\r\n\
         --b1--\r\n"
    )
}

fn message_count(app: &TestApp, id: i32) -> usize {
    let (_, listed) = api(
        app,
        "GET",
        &format!("/api/games/{id}/messages"),
        Some(&token(app, "ada@example.com")),
        None,
    );
    listed["messages"].as_array().map_or(0, Vec::len)
}

#[test]
fn a_reply_to_a_game_mail_posts_in_the_game_and_bad_ones_are_refused_at_once() {
    let port = free_port();
    let app = TestApp::spawn_with(|s| {
        s.inbound_smtp = Some(format!("127.0.0.1:{port}"));
        s.inbound_authserv_id = Some("mx.test".into());
    });
    let (_ada, bea, id) = two_player_game(&app);
    let mail = next_mail(&app, "ada@example.com", "your turn");
    let reply_to = mail
        .header("Reply-To")
        .expect("game mail has a Reply-To")
        .to_string();
    // A turn mail's address (its choices listed) or a talk address: words are talk to both.
    assert!(
        reply_to.starts_with("reply+") || reply_to.starts_with("play+"),
        "{reply_to}"
    );
    let mut smtp = Smtp::connect(port);
    let (code, text) = smtp.send(
        "ada@example.com",
        &reply_to,
        &reply_mail("ada@example.com", "Deal: I take the left side."),
    );
    assert_eq!(code, 250, "{text}");
    let page = bea.get(&format!("/games/{id}"));
    page.assert_contains("Deal: I take the left side.")
        .assert_contains("by mail");
    assert!(
        !page.body.contains("It is your turn in Humanity #1."),
        "the quote is stripped"
    );
    assert_eq!(message_count(&app, id), 1);

    // Refused at RCPT TO, each with its code, and nothing posted.
    let mut forged = reply_to.clone();
    let at = forged.find('@').expect("@");
    let last = forged.as_bytes()[at - 1];
    forged.replace_range(at - 1..at, if last == b'0' { "1" } else { "0" });
    let (code, text) = smtp.send(
        "ada@example.com",
        &forged,
        &reply_mail("ada@example.com", "forged"),
    );
    assert_eq!(code, 550, "forged: {text}");
    let (code, text) = smtp.send(
        "bea@example.com",
        &reply_to,
        &reply_mail("bea@example.com", "not mine"),
    );
    assert_eq!(code, 550, "wrong sender: {text}");
    assert!(
        text.contains("not sent from the address of the player"),
        "{text}"
    );
    let other_game = crate::mail_acting::for_another_game(&reply_to, id);
    let (code, _) = smtp.send(
        "ada@example.com",
        &other_game,
        &reply_mail("ada@example.com", "elsewhere"),
    );
    assert_eq!(code, 550, "another game");
    let (code, _) = smtp.send("ada@example.com", "reply+1x1x1x00@elsewhere.example", "x");
    assert_eq!(code, 550, "another domain");
    // Refused after DATA: too big, not mail, no words.
    let big = reply_mail(
        "ada@example.com",
        &"a line of words to make it long\r\n".repeat(3000),
    );
    let (code, text) = smtp.send("ada@example.com", &reply_to, &big);
    assert_eq!(code, 552, "oversized: {text}");
    let (code, text) = smtp.send(
        "ada@example.com",
        &reply_to,
        "\u{1}\u{2}garbage without headers",
    );
    assert_eq!(code, 550, "malformed: {text}");
    let (code, text) = smtp.send(
        "ada@example.com",
        &reply_to,
        &reply_mail("ada@example.com", ""),
    );
    assert_eq!(code, 550, "only a quote: {text}");
    assert_eq!(message_count(&app, id), 1, "nothing refused was posted");
    // A flood from one sender is slowed down.
    let codes: Vec<u16> = (0..25)
        .map(|i| {
            smtp.send(
                "ada@example.com",
                &reply_to,
                &reply_mail("ada@example.com", &format!("flood {i}")),
            )
            .0
        })
        .collect();
    assert!(codes.contains(&450), "{codes:?}");
    assert!(message_count(&app, id) <= 21);
    assert_eq!(smtp.say("QUIT").0, 221);
}

#[test]
fn the_dev_mailbox_replies_through_the_same_path() {
    use turnpost::db::models::users::{self, NewUser};
    use turnpost::services::games::{self, NewGameInput};
    let app = TestApp::spawn_mailbox();
    let made: Vec<users::User> = ["ada", "bea"]
        .iter()
        .map(|n| {
            let mut conn = app.state.pool.get().expect("conn");
            let now = app.state.clock.now_naive();
            let email = format!("{n}@example.com");
            let u = users::insert(
                &mut conn,
                &NewUser {
                    email: &email,
                    display_name: n,
                    password_hash: "!",
                    created_at: now,
                },
            )
            .expect("user");
            users::set_verified(&mut conn, u.id, now).expect("verified");
            users::find(&mut conn, u.id).expect("query").expect("user")
        })
        .collect();
    let input =
        NewGameInput::parse("humanity", 2, "yellow", 3, true, "default_turn").expect("input");
    let id = games::create(&app.state, &made[0], &input).expect("create");
    games::join(&app.state, &made[1], id, None).expect("join");
    games::start(&app.state, &made[0], id, false).expect("start");
    let mut conn = app.state.pool.get().expect("conn");
    let turn = turnpost::db::models::outbox::recent(&mut conn, 50)
        .expect("outbox")
        .into_iter()
        .find(|m| m.subject.contains("your turn"))
        .expect("a turn mail");
    drop(conn);
    let browser = app.client();
    let page = browser.get(&format!("/dev/mailbox/{}", turn.id));
    page.assert_status(200).assert_contains("Send the reply");
    let r = browser.post(
        &format!("/dev/mailbox/{}/reply", turn.id),
        &[
            ("csrf", &page.csrf()),
            ("text", "Replying from the mailbox"),
        ],
    );
    r.assert_status(200).assert_contains("250 Posted");
    let talk = turnpost::services::talk::list(&app.state, Some(&made[1]), id).expect("talk");
    assert_eq!(talk.messages.len(), 1);
    assert_eq!(
        talk.messages[0].text.as_deref(),
        Some("Replying from the mailbox")
    );
    assert!(talk.messages[0].by_mail);
}

/// Private notes: kept per player and game, read by nobody else (issue 16, missing 6).
#[test]
fn private_notes_are_kept_for_their_player_only() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/notes"),
        &[("notes", "Bea hoards <ice>: block the north")],
    )
    .assert_status(303);
    ada.get(&format!("/games/{id}"))
        .assert_contains("My notes on this game")
        .assert_contains("Bea hoards &#60;ice&#62;: block the north");
    let theirs = bea.get(&format!("/games/{id}"));
    theirs.assert_contains("My notes on this game");
    assert!(!theirs.body.contains("Bea hoards"), "notes are private");
    let carl = app.verified_user("carl@example.com", "Carl");
    carl.submit("/games", &format!("/games/{id}/notes"), &[("notes", "x")])
        .assert_status(404);
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/notes"),
        &[("notes", &"n".repeat(10_001))],
    )
    .assert_status(400);
}
