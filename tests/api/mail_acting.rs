//! Playing by mail (issue 33), over the real inbound SMTP listener with the trusted authserv-id
//! `mx.test`, the real outgoing SMTP and real HTTP: whole games of every game drawn in the
//! platform's frame played by replies only (random listed numbers, steps followed), the final
//! state the replay of its events; `[N]` plays the N-th listed choice and is answered in the
//! thread; a stale reply, an unlisted number and a replayed Message-ID play nothing more (on two
//! servers at once too); a forged From, a missing or forged authentication, another seat's
//! address or no Message-ID play nothing and mail the player a link that plays it once
//! confirmed; the replies of the common mail apps (tests/fixtures/replies/) each play their
//! number; a reply whose DKIM signature the site verifies itself; acting by mail turned off
//! makes replies talk.

use crate::bots::{account, api_game, bot_move, email};
use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use crate::history::assert_replays;
use crate::smtp::Received;
use crate::table::every_game;
use crate::talk::{free_port, Smtp};
use std::sync::atomic::{AtomicUsize, Ordering};
use turnpost::db::models::games as game_rows;
use turnpost::engine::choice::Step;
use turnpost::engine::rng::Rng;
use turnpost::services::by_mail;

const AUTHSERV: &str = "mx.test";

/// The app with its inbound listener on a free port, trusting `mx.test`'s headers.
fn app_by_mail() -> (TestApp, u16) {
    let port = free_port();
    let app = TestApp::spawn_with(|s| {
        s.inbound_smtp = Some(format!("127.0.0.1:{port}"));
        s.inbound_authserv_id = Some(AUTHSERV.into());
    });
    (app, port)
}

/// A new Message-ID.
fn message_id() -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!(
        "<reply-{}@example.com>",
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// What the site's MX says of a reply's sender, in the header it puts on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Auth {
    /// `dkim=pass` for the sender's domain.
    Pass,
    /// No Authentication-Results header at all.
    Nothing,
    /// The MX found nothing; a pass the sender wrote itself sits below.
    ForgedBelow,
}

fn results(auth: Auth) -> &'static str {
    match auth {
        Auth::Pass => "Authentication-Results: mx.test; dkim=pass header.d=example.com\r\n",
        Auth::Nothing => "",
        Auth::ForgedBelow => {
            "Authentication-Results: mx.test; dkim=none; spf=softfail smtp.mailfrom=example.com\r\n\
             Authentication-Results: mx.test; dkim=pass header.d=example.com\r\n"
        }
    }
}

/// A plain reply with `body` on top of the quoted mail; `id` none leaves the Message-ID out.
fn reply(from: &str, to: &str, subject: &str, body: &str, id: Option<&str>, auth: Auth) -> String {
    let id = id
        .map(|i| format!("Message-ID: {i}\r\n"))
        .unwrap_or_default();
    format!(
        "{}From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: {subject}\r\n{id}\
         Date: Tue, 24 Nov 2026 10:12:03 +0100\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\r\n\
         On Tue, 24 Nov 2026, Turnpost wrote:\r\n> [1] a choice\r\n> [2] another\r\n",
        results(auth)
    )
}

/// A turn mail (or an answer listing choices), read as a player reads it.
#[derive(Debug, Clone)]
struct TurnMail {
    mail: Received,
    subject: String,
    reply_to: String,
    seat: usize,
    version: i32,
    path: Vec<usize>,
    /// `[N] label`, in order.
    choices: Vec<(usize, String)>,
    /// Each choice makes the decision whole.
    whole: bool,
}

/// The fields of a turn reply address (`play+<game>-<seat>-<version>-<path>-<sig>`).
fn decode(address: &str) -> Option<(i32, usize, i32, Vec<usize>)> {
    let local = address.split('@').next()?.strip_prefix("play+")?;
    assert!(
        local.len() + 5 <= 64,
        "a local part of at most 64 octets: {address}"
    );
    let parts: Vec<&str> = local.split('-').collect();
    let n = |s: &str| u64::from_str_radix(s, 36).ok();
    let path = if parts[3].is_empty() {
        Vec::new()
    } else {
        parts[3]
            .split('.')
            .map(|p| n(p).map(|v| v as usize))
            .collect::<Option<Vec<_>>>()?
    };
    Some((
        n(parts[0])? as i32,
        n(parts[1])? as usize,
        n(parts[2])? as i32,
        path,
    ))
}

/// The same reply address for the next game (its number changed, its signature kept).
pub(crate) fn for_another_game(address: &str, id: i32) -> String {
    if address.starts_with("reply+") {
        return address.replacen(&format!("reply+{id}x"), &format!("reply+{}x", id + 1), 1);
    }
    let b36 = |v: i32| {
        let mut n = v as u64;
        let mut s = Vec::new();
        loop {
            s.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize]);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        s.reverse();
        String::from_utf8(s).expect("ascii")
    };
    address.replacen(
        &format!("play+{}-", b36(id)),
        &format!("play+{}-", b36(id + 1)),
        1,
    )
}

fn read_turn_mail(mail: Received) -> Option<TurnMail> {
    let reply_to = mail.header("Reply-To")?;
    let (_, seat, version, path) = decode(&reply_to)?;
    let text = mail.text_body();
    let choices: Vec<(usize, String)> = text
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix('[')?;
            let (n, label) = rest.split_once("] ")?;
            Some((n.parse().ok()?, label.trim().to_string()))
        })
        .collect();
    let whole = !text.contains("the next one comes by return");
    Some(TurnMail {
        subject: mail.header("Subject").unwrap_or_default(),
        reply_to,
        seat,
        version,
        path,
        choices,
        whole,
        mail,
    })
}

/// The mail the test players received, read once every message the app queued was delivered.
#[derive(Default)]
struct Inbox {
    mails: std::collections::HashMap<String, Vec<Received>>,
}

impl Inbox {
    /// Waits until the outbox has nothing left to send, then takes in what `to` received.
    fn settle(&mut self, app: &TestApp, to: &str) {
        let started = std::time::Instant::now();
        loop {
            let mut conn = app.state.pool.get().expect("conn");
            let now = app.state.clock.now_naive();
            let busy = turnpost::db::models::outbox::in_flight(&mut conn, now).expect("count");
            if busy == 0 {
                break;
            }
            assert!(started.elapsed().as_secs() < 15, "the outbox never emptied");
            drop(conn);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let list = self.mails.entry(to.to_string()).or_default();
        while let Some(m) = app.smtp().try_wait_for_to(to, std::time::Duration::ZERO) {
            list.push(m);
        }
    }

    /// The newest mail to `to` listing choices, not answered yet: the one a player answers.
    /// Every older mail to `to` is put aside with it.
    fn turn(&mut self, app: &TestApp, to: &str) -> TurnMail {
        self.settle(app, to);
        let list = self.mails.entry(to.to_string()).or_default();
        let at = list
            .iter()
            .rposition(|m| read_turn_mail(m.clone()).is_some())
            .unwrap_or_else(|| {
                let subjects: Vec<String> = list
                    .iter()
                    .map(|m| m.header("Subject").unwrap_or_default())
                    .collect();
                panic!("no turn mail to {to} to answer; received {subjects:?}")
            });
        let taken: Vec<Received> = list.drain(..=at).collect();
        read_turn_mail(taken[at].clone()).expect("a turn mail")
    }

    /// The first mail to `to` not put aside whose subject says `needle`.
    fn saying(&mut self, app: &TestApp, to: &str, needle: &str) -> Received {
        self.settle(app, to);
        let list = self.mails.entry(to.to_string()).or_default();
        let at = list
            .iter()
            .position(|m| m.header("Subject").is_some_and(|s| s.contains(needle)))
            .unwrap_or_else(|| {
                let subjects: Vec<String> = list
                    .iter()
                    .map(|m| m.header("Subject").unwrap_or_default())
                    .collect();
                panic!("no mail to {to} says {needle:?}; received {subjects:?}")
            });
        list.remove(at)
    }

    /// The newest mail to `to`; every older one is put aside with it.
    fn newest(&mut self, app: &TestApp, to: &str) -> Received {
        self.settle(app, to);
        let list = self.mails.entry(to.to_string()).or_default();
        let all: Vec<Received> = std::mem::take(list);
        all.into_iter()
            .last()
            .unwrap_or_else(|| panic!("no mail to {to}"))
    }

    /// Puts aside everything `to` received so far.
    fn forget(&mut self, app: &TestApp, to: &str) {
        self.settle(app, to);
        self.mails.remove(to);
    }

    /// Whether `to` received nothing more.
    fn nothing_for(&mut self, app: &TestApp, to: &str) -> bool {
        self.settle(app, to);
        self.mails.get(to).is_none_or(Vec::is_empty)
    }
}

/// The seat to act first and its player's address.
fn to_act(app: &TestApp, id: i32) -> (game_rows::GameRow, usize, String) {
    let row = game_row(app, id);
    let seat = row.to_act_seats().first().copied().unwrap_or(0);
    (row, seat, email(seat))
}

/// The action played at `version` (the event that made `version + 1`).
fn action_played_after(app: &TestApp, id: i32, version: i32) -> serde_json::Value {
    let mut conn = app.state.pool.get().expect("conn");
    let events = turnpost::db::models::game_events::since(&mut conn, id, version).expect("events");
    serde_json::from_str(&events.first().expect("an event").action).expect("json")
}

/// What choice `n` of the list drawn for `seat` from `path` at the game's current state is: the
/// whole action, or none when it is a step.
fn expected(
    app: &TestApp,
    id: i32,
    seat: usize,
    path: &[usize],
    n: usize,
) -> (String, Option<serde_json::Value>) {
    let row = game_row(app, id);
    let engine = turnpost::engine::registry::game(&row.game).expect("engine");
    let state = row.state.as_deref().expect("state");
    let listing = by_mail::listing(engine, state, seat, path).expect("a listing");
    let chosen = listing.path_of(n).expect("listed").to_vec();
    let label = turnpost::i18n::words(turnpost::i18n::Lang::En, &listing.choices[n - 1].label);
    let walk = by_mail::follow(engine, state, seat, &chosen).expect("a walk");
    match walk.end {
        Step::Done(a) => (label, Some(a)),
        Step::Ask(_) => (label, None),
    }
}

#[test]
fn whole_games_are_played_by_mail_only() {
    for game in every_game() {
        let (app, port) = app_by_mail();
        let (id, _) = api_game(&app, game, 2);
        let mut smtp = Smtp::connect(port);
        let mut inbox = Inbox::default();
        let mut rng = Rng::new(0x33);
        let (mut decisions, mut steps) = (0, 0);
        for _ in 0..5000 {
            let (row, seat, to) = to_act(&app, id);
            if row.status == game_rows::FINISHED {
                break;
            }
            let m = inbox.turn(&app, &to);
            assert_eq!(m.seat, seat, "{game}: the mail of the seat to act");
            assert!(!m.choices.is_empty(), "{game}: choices listed");
            let numbers: Vec<usize> = m.choices.iter().map(|(n, _)| *n).collect();
            assert_eq!(numbers, (1..=m.choices.len()).collect::<Vec<_>>(), "{game}");
            let n = 1 + rng.below(m.choices.len() as u64) as usize;
            let raw = reply(
                &to,
                &m.reply_to,
                &m.subject,
                &n.to_string(),
                Some(&message_id()),
                Auth::Pass,
            );
            let (code, text) = smtp.send(&to, &m.reply_to, &raw);
            assert_eq!(code, 250, "{game}: {text}");
            if text.contains("Played") {
                decisions += 1;
            } else {
                assert!(!m.whole, "{game}: a whole decision plays: {text}");
                assert!(
                    text.contains("answered"),
                    "{game}: a step is answered: {text}"
                );
                steps += 1;
            }
        }
        let row = game_row(&app, id);
        assert_eq!(
            row.status,
            game_rows::FINISHED,
            "{game}: played to the end by mail"
        );
        assert_eq!(
            row.version, decisions,
            "{game}: every decision played by mail"
        );
        assert_replays(&app, id);
        eprintln!("{game}: {decisions} decisions by mail, {steps} steps answered by mail");
    }
}

#[test]
fn a_listed_number_plays_that_choice_and_is_answered_in_the_thread() {
    for game in every_game() {
        let (app, port) = app_by_mail();
        let (id, _) = api_game(&app, game, 2);
        let mut smtp = Smtp::connect(port);
        let mut inbox = Inbox::default();
        let (row, seat, to) = to_act(&app, id);
        let mut m = inbox.turn(&app, &to);
        // The HTML part offers each choice as a link that opens the reply with its number.
        let html = m
            .mail
            .html_body()
            .expect("an HTML part")
            .replace("&#38;", "&")
            .replace("&amp;", "&");
        for (n, _) in &m.choices {
            assert!(
                html.contains(&format!("href=\"mailto:{}?subject=", m.reply_to))
                    && html.contains(&format!("&body={n}\"")),
                "{game}: a mailto link for [{n}]: {html}"
            );
        }
        assert_eq!(
            html.matches("href=\"mailto:").count(),
            m.choices.len(),
            "{game}"
        );
        assert!(
            html.contains("/enter?token="),
            "{game}: the page link stays"
        );
        assert!(m.mail.text_body().contains("/enter?token="), "{game}");
        // Steps are followed until an option makes the decision whole, each answered with the
        // next step; the mail's words are the page's.
        let mut guard = 0;
        let (n, action) = loop {
            guard += 1;
            assert!(guard < 20, "{game}: a decision ends");
            let outcomes: Vec<(String, Option<serde_json::Value>)> = (1..=m.choices.len())
                .map(|n| expected(&app, id, seat, &m.path, n))
                .collect();
            for ((_, words), (label, _)) in m.choices.iter().zip(&outcomes) {
                assert_eq!(words, label, "{game}: the mail's words are the page's");
            }
            let whole: Vec<usize> = (1..=m.choices.len())
                .filter(|n| outcomes[n - 1].1.is_some())
                .collect();
            assert!(
                !m.whole || whole.len() == m.choices.len(),
                "{game}: every choice whole"
            );
            if let Some(&n) = whole.iter().find(|&&n| n == 2).or(whole.first()) {
                break (n, outcomes[n - 1].1.clone().expect("whole"));
            }
            let n = m.choices.len();
            let raw = reply(
                &to,
                &m.reply_to,
                &m.subject,
                &format!("#{n}"),
                Some(&message_id()),
                Auth::Pass,
            );
            let (code, text) = smtp.send(&to, &m.reply_to, &raw);
            assert_eq!(code, 250, "{game}: {text}");
            m = inbox.turn(&app, &to);
            assert!(
                m.mail.text_body().contains(&outcomes[n - 1].0),
                "{game}: the step says what was chosen"
            );
            assert!(
                !m.path.is_empty(),
                "{game}: the step's address carries the path"
            );
        };
        let raw = reply(
            &to,
            &m.reply_to,
            &m.subject,
            &format!("{n}."),
            Some(&message_id()),
            Auth::Pass,
        );
        let (code, text) = smtp.send(&to, &m.reply_to, &raw);
        assert_eq!(code, 250, "{game}: {text}");
        assert!(text.contains("Played"), "{game}: {text}");
        assert_eq!(
            game_row(&app, id).version,
            row.version + 1,
            "{game}: played once"
        );
        assert_eq!(
            action_played_after(&app, id, row.version),
            action,
            "{game}: the N-th choice"
        );
        // "Done: …" to the player, in the game's thread.
        let done = inbox.saying(&app, &to, "done:");
        assert!(done.text_body().contains("Done: "), "{game}");
        let root = format!("<game-{id}@");
        assert!(
            done.header("In-Reply-To")
                .is_some_and(|h| h.starts_with(&root)),
            "{game}"
        );
        assert!(
            done.header("References").is_some_and(|h| h.contains(&root)),
            "{game}"
        );
        // The usual turn mail to whoever acts next; a player who decides again finds the next
        // decision's choices in the "Done" mail itself.
        let (_, _, next_to) = to_act(&app, id);
        let next = if next_to == to {
            read_turn_mail(done.clone()).expect("the next choices in the done mail")
        } else {
            inbox.turn(&app, &next_to)
        };
        assert!(!next.choices.is_empty(), "{game}");
        assert_replays(&app, id);
    }
}

/// Plays one whole decision of the seat to act by mail (first options of each step), from the
/// mail `start` (else the next one); returns the raw reply that played it and its address.
fn play_one_by_mail(
    app: &TestApp,
    inbox: &mut Inbox,
    smtp: &mut Smtp,
    id: i32,
    start: Option<TurnMail>,
) -> (String, String) {
    let (_, _, to) = to_act(app, id);
    let mut m = start.unwrap_or_else(|| inbox.turn(app, &to));
    loop {
        let raw = reply(
            &to,
            &m.reply_to,
            &m.subject,
            "1",
            Some(&message_id()),
            Auth::Pass,
        );
        let (code, text) = smtp.send(&to, &m.reply_to, &raw);
        assert_eq!(code, 250, "{text}");
        if text.contains("Played") {
            return (raw, m.reply_to);
        }
        assert!(!m.whole, "{text}");
        m = inbox.turn(app, &to);
    }
}

#[test]
fn stale_unlisted_and_repeated_replies_play_nothing_more() {
    let game = every_game()[0];
    let (app, port) = app_by_mail();
    let (id, _) = api_game(&app, game, 2);
    let mut smtp = Smtp::connect(port);
    let mut inbox = Inbox::default();
    let (row, _, to) = to_act(&app, id);
    let first = inbox.turn(&app, &to);
    // Addresses that are not ours are refused at RCPT TO: another game's, a changed version or
    // path, a broken signature.
    let (local, domain) = first.reply_to.split_once('@').expect("an address");
    let parts: Vec<&str> = local.split('-').collect();
    let mut broken = vec![
        for_another_game(&first.reply_to, id),
        format!(
            "{}-{}-{}-{}-{}@{domain}",
            parts[0], parts[1], "zz", parts[3], parts[4]
        ),
        format!(
            "{}-{}-{}-{}-{}@{domain}",
            parts[0], parts[1], parts[2], "1.1", parts[4]
        ),
    ];
    let sig = parts[4];
    let flipped = if sig.ends_with('0') { "1" } else { "0" };
    broken.push(
        first
            .reply_to
            .replacen(sig, &format!("{}{flipped}", &sig[..sig.len() - 1]), 1),
    );
    for address in broken {
        let raw = reply(
            &to,
            &address,
            &first.subject,
            "1",
            Some(&message_id()),
            Auth::Pass,
        );
        let (code, text) = smtp.send(&to, &address, &raw);
        assert_eq!(code, 550, "{address}: {text}");
    }
    // A number the mail does not list: the reason, and the same choices again.
    let raw = reply(
        &to,
        &first.reply_to,
        &first.subject,
        "99",
        Some(&message_id()),
        Auth::Pass,
    );
    let (code, text) = smtp.send(&to, &first.reply_to, &raw);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("answered"), "{text}");
    let again = inbox.turn(&app, &to);
    assert!(again.mail.text_body().contains("lists no choice 99"));
    assert_eq!(again.choices, first.choices, "the same choices again");
    assert_eq!(again.reply_to, first.reply_to, "to the same address");
    assert_eq!(game_row(&app, id).version, row.version, "nothing played");
    // A whole decision played; the same reply delivered again acts once.
    let (played, address) = play_one_by_mail(&app, &mut inbox, &mut smtp, id, Some(again));
    let version = game_row(&app, id).version;
    assert_eq!(version, row.version + 1);
    let (code, text) = smtp.send(&to, &address, &played);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("taken in already"), "{text}");
    assert_eq!(
        game_row(&app, id).version,
        version,
        "a repeat plays nothing"
    );
    // A reply to the old mail: nothing played; what happened since, and where things stand.
    let raw = reply(
        &to,
        &first.reply_to,
        &first.subject,
        "1",
        Some(&message_id()),
        Auth::Pass,
    );
    let (code, text) = smtp.send(&to, &first.reply_to, &raw);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("answered"), "{text}");
    let answer = inbox.saying(&app, &to, "was not played");
    let body = answer.text_body();
    assert!(body.contains("the game moved on"), "{body}");
    assert!(body.contains("Since then:"), "{body}");
    assert_eq!(
        game_row(&app, id).version,
        version,
        "a stale reply plays nothing"
    );
    // Talk may not be replayed either.
    let talk = reply(
        &to,
        &first.reply_to,
        &first.subject,
        "Nice move!",
        Some(&message_id()),
        Auth::Pass,
    );
    assert_eq!(smtp.send(&to, &first.reply_to, &talk).0, 250);
    let (code, text) = smtp.send(&to, &first.reply_to, &talk);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("taken in already"), "{text}");
    let mut conn = app.state.pool.get().expect("conn");
    let posted = turnpost::db::models::game_messages::of_game(&mut conn, id, 50).expect("talk");
    assert_eq!(posted.len(), 1, "posted once");
    assert_eq!(posted[0].body, "Nice move!");
    assert_replays(&app, id);
}

#[test]
fn one_reply_delivered_to_two_servers_at_once_acts_once() {
    let game = every_game()[0];
    let (app, port) = app_by_mail();
    let other_port = free_port();
    let _other =
        app.second_instance_with(|s| s.inbound_smtp = Some(format!("127.0.0.1:{other_port}")));
    let (id, _) = api_game(&app, game, 2);
    let mut inbox = Inbox::default();
    for round in 0..4 {
        let (row, seat, to) = to_act(&app, id);
        let m = inbox.turn(&app, &to);
        let whole = expected(&app, id, seat, &m.path, 1).1.is_some();
        let raw = reply(
            &to,
            &m.reply_to,
            &m.subject,
            "1",
            Some(&message_id()),
            Auth::Pass,
        );
        let answers: Vec<(u16, String)> = std::thread::scope(|s| {
            let sent: Vec<_> = [port, other_port]
                .into_iter()
                .map(|p| {
                    let (to, address, raw) = (to.clone(), m.reply_to.clone(), raw.clone());
                    s.spawn(move || Smtp::connect(p).send(&to, &address, &raw))
                })
                .collect();
            sent.into_iter().map(|h| h.join().expect("sent")).collect()
        });
        assert!(answers.iter().all(|(c, _)| *c == 250), "{answers:?}");
        let repeats = answers
            .iter()
            .filter(|(_, t)| t.contains("taken in already"))
            .count();
        assert_eq!(repeats, 1, "round {round}: one delivery acts: {answers:?}");
        let expected_version = row.version + i32::from(whole);
        assert_eq!(
            game_row(&app, id).version,
            expected_version,
            "round {round}"
        );
    }
    assert_replays(&app, id);
}

/// The confirmation link of the next "confirm your reply" mail to `to`.
fn confirmation_link(app: &TestApp, inbox: &mut Inbox, to: &str) -> String {
    let mail = inbox.saying(app, to, "confirm your reply");
    let link = mail
        .links()
        .into_iter()
        .find(|l| l.contains("/by-mail?token="))
        .expect("a confirmation link");
    link.split_once("/games/")
        .map(|(_, rest)| format!("/games/{rest}"))
        .expect("a path")
}

#[test]
fn untrusted_replies_play_nothing_and_mail_the_player_a_link_that_plays_it() {
    let game = every_game()[0];
    let (app, port) = app_by_mail();
    let (id, _) = api_game(&app, game, 2);
    account(&app, 2); // Cem, who plays in no game
    let mut smtp = Smtp::connect(port);
    let mut inbox = Inbox::default();
    let (row, seat, to) = to_act(&app, id);
    let other = email(1 - seat);
    let m = inbox.turn(&app, &to);
    let (label, action) = expected(&app, id, seat, &m.path, 1);
    let id_a = message_id();
    let cases: Vec<(&str, String, String)> = vec![
        (
            "no authentication",
            to.clone(),
            reply(
                &to,
                &m.reply_to,
                &m.subject,
                "1",
                Some(&id_a),
                Auth::Nothing,
            ),
        ),
        (
            "a forged From",
            email(2),
            reply(
                &email(2),
                &m.reply_to,
                &m.subject,
                "1",
                Some(&message_id()),
                Auth::Pass,
            ),
        ),
        (
            "a pass forged below the server's header",
            to.clone(),
            reply(
                &to,
                &m.reply_to,
                &m.subject,
                "1",
                Some(&message_id()),
                Auth::ForgedBelow,
            ),
        ),
        (
            "another seat's player",
            other.clone(),
            reply(
                &other,
                &m.reply_to,
                &m.subject,
                "1",
                Some(&message_id()),
                Auth::Pass,
            ),
        ),
        (
            "no Message-ID",
            to.clone(),
            reply(&to, &m.reply_to, &m.subject, "1", None, Auth::Pass),
        ),
    ];
    let mut link = String::new();
    for (case, envelope, raw) in &cases {
        let (code, text) = smtp.send(envelope, &m.reply_to, raw);
        assert_eq!(code, 250, "{case}: {text}");
        assert!(text.contains("link to confirm"), "{case}: {text}");
        assert_eq!(
            game_row(&app, id).version,
            row.version,
            "{case}: nothing played"
        );
        // The seat's player is mailed, at the account's address, never the reply's From.
        link = confirmation_link(&app, &mut inbox, &to);
    }
    // The same untrusted reply delivered again mails no second link.
    inbox.forget(&app, &to);
    inbox.forget(&app, &email(2));
    let (code, text) = smtp.send(&to, &m.reply_to, &cases[0].2);
    assert_eq!(code, 250);
    assert!(text.contains("taken in already"), "{text}");
    assert!(inbox.nothing_for(&app, &to), "no second link");
    assert!(
        inbox.nothing_for(&app, &email(2)),
        "nothing to the forged From"
    );
    // The link: a GET only shows it, to anyone; its POST needs the player logged in.
    let page = app.client().get(&link);
    page.assert_status(200)
        .assert_contains("Confirm your reply")
        .assert_contains(&label);
    let token = link
        .split_once("token=")
        .map(|(_, t)| t.to_string())
        .expect("token");
    let stranger = app.client();
    let form = stranger.get(&link);
    let r = stranger.post(
        &format!("/games/{id}/by-mail"),
        &[("csrf", &form.csrf()), ("token", &token)],
    );
    r.assert_status(303);
    assert!(r.location().starts_with("/login"), "{}", r.location());
    let them = app.client();
    them.login(&other, PASSWORD).assert_status(303);
    them.get(&link).assert_status(403);
    assert_eq!(
        game_row(&app, id).version,
        row.version,
        "nothing played by looking"
    );
    let player: Client = app.client();
    player.login(&to, PASSWORD).assert_status(303);
    let page = player.get(&link);
    page.assert_status(200).assert_contains("Play it");
    let r = player.post(
        &format!("/games/{id}/by-mail"),
        &[("csrf", &page.csrf()), ("token", &token)],
    );
    r.assert_status(303);
    if let Some(action) = action {
        assert!(r.location().contains("notice=applied"), "{}", r.location());
        assert_eq!(
            game_row(&app, id).version,
            row.version + 1,
            "confirmed: played"
        );
        assert_eq!(
            action_played_after(&app, id, row.version),
            action,
            "{label}"
        );
    } else {
        assert!(
            r.location().contains("?c="),
            "a step goes to its page: {}",
            r.location()
        );
    }
    // Used up: a second press plays nothing.
    let version = game_row(&app, id).version;
    let r = player.post(
        &format!("/games/{id}/by-mail"),
        &[("csrf", &page.csrf()), ("token", &token)],
    );
    r.assert_status(303);
    assert_eq!(game_row(&app, id).version, version, "single-use");
    assert_replays(&app, id);
}

/// A fixture of tests/fixtures/replies/ as the MX hands it over: its Authentication-Results on
/// top, CRLF line ends, the placeholders filled in.
fn fixture(name: &str, from: &str, to: &str, subject: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/replies")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("fixture");
    let filled = text
        .replace("{{FROM}}", from)
        .replace("{{TO}}", to)
        .replace("{{SUBJECT}}", &format!("Re: {subject}"))
        .replace("{{MESSAGE_ID}}", &message_id());
    format!(
        "{}{}",
        results(Auth::Pass),
        filled.replace("\r\n", "\n").replace('\n', "\r\n")
    )
}

#[test]
fn the_mail_apps_replies_each_play_their_number() {
    let samples = [
        "gmail.eml",
        "outlook.eml",
        "outlook_mobile_html_only.eml",
        "apple_mail_iphone.eml",
        "thunderbird_below_quote.eml",
        "k9_mail.eml",
        "fairemail.eml",
    ];
    let game = every_game()[0];
    let (app, port) = app_by_mail();
    let (id, _) = api_game(&app, game, 2);
    let mut smtp = Smtp::connect(port);
    let mut inbox = Inbox::default();
    let mut rng = Rng::new(7);
    for sample in samples {
        // A decision with at least two choices listed (each sample answers 2).
        let m = loop {
            let (_, _, to) = to_act(&app, id);
            let m = inbox.turn(&app, &to);
            if m.choices.len() >= 2 {
                break m;
            }
            let raw = reply(
                &to,
                &m.reply_to,
                &m.subject,
                "1",
                Some(&message_id()),
                Auth::Pass,
            );
            assert_eq!(smtp.send(&to, &m.reply_to, &raw).0, 250);
        };
        let to = email(m.seat);
        let (label, action) = expected(&app, id, m.seat, &m.path, 2);
        let raw = fixture(sample, &to, &m.reply_to, &m.subject);
        let (code, text) = smtp.send(&to, &m.reply_to, &raw);
        assert_eq!(code, 250, "{sample}: {text}");
        match action {
            Some(action) => {
                assert!(text.contains("Played"), "{sample}: {text}");
                assert_eq!(
                    action_played_after(&app, id, m.version),
                    action,
                    "{sample}: played 2"
                );
            }
            None => {
                assert!(text.contains("answered"), "{sample}: {text}");
                let step = inbox.turn(&app, &to);
                assert!(
                    step.mail.text_body().contains(&label),
                    "{sample}: chose 2 ({label})"
                );
                assert_eq!(game_row(&app, id).version, m.version);
                play_one_by_mail(&app, &mut inbox, &mut smtp, id, Some(step));
            }
        }
        // Something else happens between two samples.
        if rng.below(2) == 0 && game_row(&app, id).status != game_rows::FINISHED {
            play_one_by_mail(&app, &mut inbox, &mut smtp, id, None);
        }
    }
    assert_replays(&app, id);
}

#[test]
fn with_acting_by_mail_off_replies_are_table_talk() {
    let game = every_game()[0];
    let (app, port) = app_by_mail();
    let (id, tokens) = api_game(&app, game, 2);
    let mut smtp = Smtp::connect(port);
    let mut inbox = Inbox::default();
    let (row, seat, to) = to_act(&app, id);
    let old = inbox.turn(&app, &to);
    let other = 1 - seat;
    // Both players turn acting by mail off on the settings page.
    for s in [seat, other] {
        let c = app.client();
        c.login(&email(s), PASSWORD).assert_status(303);
        let page = c.get("/settings");
        page.assert_contains("name=\"act_by_mail\" value=\"on\" checked");
        c.post(
            "/settings/playing",
            &[("csrf", &page.csrf()), ("confirm_turns", "on")],
        )
        .assert_status(303);
        assert!(!c
            .get("/settings")
            .body
            .contains("name=\"act_by_mail\" value=\"on\" checked"));
    }
    // A number sent to the old turn mail's address is talk now.
    let raw = reply(
        &to,
        &old.reply_to,
        &old.subject,
        "2",
        Some(&message_id()),
        Auth::Pass,
    );
    let (code, text) = smtp.send(&to, &old.reply_to, &raw);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("table talk"), "{text}");
    assert_eq!(game_row(&app, id).version, row.version, "nothing played");
    // The next turn mail lists no choices, and its reply address is the talk one.
    let mut rng = Rng::new(3);
    assert!(bot_move(&app, id, &tokens, &mut rng));
    let (after, _, next_to) = to_act(&app, id);
    assert_ne!(after.version, row.version);
    let mail = inbox.newest(&app, &next_to);
    let reply_to = mail.header("Reply-To").expect("a reply address");
    assert!(reply_to.starts_with("reply+"), "{reply_to}");
    assert!(
        !mail.text_body().lines().any(|l| l.starts_with("[1] ")),
        "no choices listed"
    );
    let raw = reply(
        &next_to,
        &reply_to,
        "x",
        "1",
        Some(&message_id()),
        Auth::Pass,
    );
    let (code, text) = smtp.send(&next_to, &reply_to, &raw);
    assert_eq!(code, 250, "{text}");
    assert!(text.contains("table talk"), "{text}");
    assert_eq!(
        game_row(&app, id).version,
        after.version,
        "talk plays nothing"
    );
    let mut conn = app.state.pool.get().expect("conn");
    let posted = turnpost::db::models::game_messages::of_game(&mut conn, id, 50).expect("talk");
    assert_eq!(posted.len(), 2);
}

#[test]
fn a_reply_signed_with_dkim_is_verified_by_the_site_itself() {
    use turnpost::config::DkimSettings;
    use turnpost::mail::dkim::{keygen, Algorithm, Signer};
    let dir = tempfile::tempdir().expect("dir");
    let ours = dir.path().join("player.pem");
    let theirs = dir.path().join("other.pem");
    let published = keygen(&ours, "s2026", "example.com", Algorithm::Rsa).expect("keygen");
    let elsewhere = keygen(&theirs, "s1", "elsewhere.example", Algorithm::Ed25519).expect("keygen");
    let port = free_port();
    // No trusted server: only the signature can authenticate a reply.
    let app = TestApp::spawn_with(|s| {
        s.inbound_smtp = Some(format!("127.0.0.1:{port}"));
        s.inbound_dns = Some(vec![
            (published.name.clone(), published.value.clone()),
            (elsewhere.name.clone(), elsewhere.value.clone()),
        ]);
    });
    let game = every_game()[0];
    let (id, _) = api_game(&app, game, 2);
    let mut smtp = Smtp::connect(port);
    let mut inbox = Inbox::default();
    let signed =
        |key: &std::path::Path, selector: &str, domain: &str, from: &str, to: &str, body: &str| {
            let signer = Signer::load(&DkimSettings {
                key: key.to_path_buf(),
                selector: selector.into(),
                domain: domain.into(),
            })
            .expect("signer");
            let mut message = lettre::Message::builder()
                .from(from.parse().expect("from"))
                .to(to.parse().expect("to"))
                .subject("Re: your turn")
                .message_id(Some(message_id()))
                .body(format!(
                    "{body}\r\n\r\nOn Tue, Turnpost wrote:\r\n> [1] a choice\r\n"
                ))
                .expect("message");
            signer.sign(&mut message);
            String::from_utf8(message.formatted()).expect("utf-8")
        };
    let (row, seat, to) = to_act(&app, id);
    let m = inbox.turn(&app, &to);
    let whole = expected(&app, id, seat, &m.path, 1).1.is_some();
    // Signed by another domain than the From's: not aligned, nothing played.
    let raw = signed(&theirs, "s1", "elsewhere.example", &to, &m.reply_to, "1");
    let (code, text) = smtp.send(&to, &m.reply_to, &raw);
    assert_eq!(code, 250);
    assert!(
        text.contains("link to confirm"),
        "another domain's signature: {text}"
    );
    // Signed by the From's domain, then changed on the way: nothing played.
    let raw = signed(&ours, "s2026", "example.com", &to, &m.reply_to, "1");
    let tampered = raw.replacen("\r\n\r\n1\r\n", "\r\n\r\n2\r\n", 1);
    assert_ne!(raw, tampered);
    let (code, text) = smtp.send(&to, &m.reply_to, &tampered);
    assert_eq!(code, 250);
    assert!(
        text.contains("link to confirm"),
        "a broken signature: {text}"
    );
    assert_eq!(game_row(&app, id).version, row.version);
    // The genuine reply acts.
    let (code, text) = smtp.send(&to, &m.reply_to, &raw);
    assert_eq!(code, 250, "{text}");
    if whole {
        assert!(text.contains("Played"), "{text}");
        assert_eq!(game_row(&app, id).version, row.version + 1);
    } else {
        assert!(text.contains("answered"), "{text}");
    }
}
