//! Playing by email, over the real SMTP listener and the test clock: turn mail and its headers,
//! the login link, threading, one-click unsubscribe, digest mode, quiet hours, reminders,
//! deadlines with vacation days and both timeout policies, and no duplicate work when two
//! schedulers run at once.

use crate::games::{game_row, two_player_game, two_player_game_with};
use crate::helpers::{link_with, Client, TestApp};
use crate::smtp::Received;
use crate::toolkit::turn_fields;
use chrono::{Datelike, Duration};
use std::time::Duration as StdDuration;
use turnpost::db::models::{game_events, game_players, user_prefs, users};
use turnpost::engine::humanity::{Humanity, State};
use turnpost::engine::rng::Rng;
use turnpost::engine::Game;
use turnpost::services::deadlines;

fn user_id(app: &TestApp, email: &str) -> i32 {
    let mut conn = app.state.pool.get().expect("conn");
    users::find_by_email(&mut conn, email)
        .expect("query")
        .expect("user")
        .id
}

pub(crate) fn edit_prefs(app: &TestApp, email: &str, f: impl FnOnce(&mut user_prefs::Prefs)) {
    let id = user_id(app, email);
    let mut conn = app.state.pool.get().expect("conn");
    let mut p = user_prefs::get(&mut conn, id).expect("prefs");
    f(&mut p);
    user_prefs::save(&mut conn, &p).expect("save");
}

pub(crate) fn empty_bank(app: &TestApp, email: &str) {
    let year = app.clock_now().year();
    edit_prefs(app, email, |p| {
        p.bank_year = year;
        p.bank_used = 21;
    });
}

pub(crate) fn tick(app: &TestApp) -> deadlines::TickReport {
    deadlines::tick(&app.state).expect("tick")
}

/// The next mail to `to` whose subject contains `needle` (other mail is skipped).
pub(crate) fn next_mail(app: &TestApp, to: &str, needle: &str) -> Received {
    loop {
        let m = app.mail_to(to);
        if m.header("Subject").is_some_and(|s| s.contains(needle)) {
            return m;
        }
    }
}

fn no_mail(app: &TestApp, to: &str) {
    std::thread::sleep(StdDuration::from_millis(400));
    if let Some(m) = app
        .smtp()
        .try_wait_for_to(to, StdDuration::from_millis(300))
    {
        panic!("unexpected mail to {to}: {:?}", m.header("Subject"));
    }
}

/// No further turn mail to `to` (other notices, held by the same quiet hours, may come in any
/// order).
fn no_turn_mail(app: &TestApp, to: &str) {
    std::thread::sleep(StdDuration::from_millis(400));
    while let Some(m) = app
        .smtp()
        .try_wait_for_to(to, StdDuration::from_millis(300))
    {
        let subject = m.header("Subject").unwrap_or_default();
        assert!(
            !subject.contains("your turn") && !subject.contains("your move"),
            "unexpected turn mail to {to}: {subject}"
        );
    }
}

fn player_row(app: &TestApp, game: i32, email: &str) -> game_players::PlayerRow {
    let uid = user_id(app, email);
    let mut conn = app.state.pool.get().expect("conn");
    game_players::of_game(&mut conn, game)
        .expect("players")
        .into_iter()
        .find(|p| p.player.user_id == uid)
        .expect("seated")
        .player
}

impl TestApp {
    pub(crate) fn clock_now(&self) -> chrono::DateTime<chrono::Utc> {
        use turnpost::clock::Clock;
        self.clock.now()
    }
}

#[test]
fn turn_mail_has_the_story_the_situation_the_deadline_and_threading() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game_with(&app, |app| {
        edit_prefs(app, "ada@example.com", |p| {
            p.time_zone = "Europe/Paris".into()
        })
    });
    let mail = next_mail(&app, "ada@example.com", "your turn");
    assert_eq!(
        mail.header("Subject").as_deref(),
        Some(format!("Humanity #{id} — your turn (year 1, round 1)").as_str())
    );
    let text = mail.text_body();
    assert!(text.contains("You have 0 VP and 0 RP"), "{text}");
    assert!(
        text.contains("Stored: 1 electricity, 0 advanced and 3 basic units."),
        "{text}"
    );
    assert!(
        text.contains("(Europe/Paris)"),
        "deadline in the player's zone: {text}"
    );
    assert!(mail.html_body().is_some_and(|h| h.contains("Play my turn")));
    let root = format!("<game-{id}@127.0.0.1>");
    assert_eq!(mail.header("In-Reply-To").as_deref(), Some(root.as_str()));
    assert_eq!(mail.header("References").as_deref(), Some(root.as_str()));
    let unsubscribe = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    assert!(
        unsubscribe.starts_with(&format!("<{}/unsubscribe/", app.base)),
        "{unsubscribe}"
    );
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    let invitation_root = app
        .smtp()
        .messages()
        .into_iter()
        .find(|m| {
            m.header("Subject")
                .is_some_and(|s| s.contains("invites you"))
        })
        .and_then(|m| m.header("References"));
    assert_eq!(
        invitation_root.as_deref(),
        Some(root.as_str()),
        "all mail of a game threads together"
    );
    assert!(text.contains("Notification settings:") && text.contains("/settings"));

    // After Bea's first turn, Ada's mail tells what happened since her last turn.
    let state: State =
        serde_json::from_str(game_row(&app, id).state.as_deref().expect("state")).expect("parses");
    let ada_client = app.client();
    ada_client
        .follow_turn_link(&link_with(&mail, "/enter?token="))
        .assert_status(303);
    let work = Humanity::legal_actions(&state, 0)
        .into_iter()
        .find(|a| matches!(a, turnpost::engine::humanity::Action::Work { .. }))
        .expect("work");
    let mut fields = turn_fields(&state, 0, 0, &work);
    let csrf = ada_client.get(&format!("/games/{id}")).csrf();
    fields.push(("csrf".into(), csrf));
    let pairs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    ada_client
        .post(&format!("/games/{id}/turn"), &pairs)
        .assert_status(303);
    let bea_mail = next_mail(&app, "bea@example.com", "your turn");
    // Who did it is named by name with the seat's mark, never by colour alone.
    assert!(
        bea_mail.text_body().contains("Since your last turn:")
            && bea_mail.text_body().contains("Ada ⬢ worked with astronaut")
            && !bea_mail.text_body().contains("Pink worked"),
        "{}",
        bea_mail.text_body()
    );
    // What the work produced is in the mail too (issue 16, defect 15).
    let turnpost::engine::humanity::Action::Work { activations, .. } = &work else {
        unreachable!("a work action")
    };
    let cat = turnpost::engine::humanity::catalogue();
    let produced = activations.iter().any(|c| {
        state.players[0]
            .module_index_at(*c)
            .is_some_and(|k| cat.module(state.players[0].modules[k].module).is_producer())
    });
    assert_eq!(
        bea_mail.text_body().contains(" (+1 "),
        produced,
        "{}",
        bea_mail.text_body()
    );
}

#[test]
fn the_login_link_works_once_only_for_its_game_and_its_turn() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game(&app);
    let mail = next_mail(&app, "ada@example.com", "your turn");
    let link = link_with(&mail, "/enter?token=");
    let fresh = app.client();
    let r = fresh.follow_turn_link(&link);
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}"));
    fresh
        .get(&format!("/games/{id}"))
        .assert_contains("Your turn")
        .assert_contains("Ada");
    // Used: the next browser falls back to the login page, then the game.
    let other = app.client();
    let r = other.get(&link);
    r.assert_status(303);
    assert!(
        r.location()
            .starts_with("/login?notice=link-expired&next=/games/"),
        "{}",
        r.location()
    );
    other
        .get(r.location())
        .assert_contains("That link has expired");
    // Another game's address with this token: refused.
    let forged = link.replace(
        &format!("/games/{id}/enter"),
        &format!("/games/{}/enter", id + 1),
    );
    assert!(app.client().get(&forged).location().starts_with("/login"));
    let tampered = format!("{}x", link);
    assert!(app.client().get(&tampered).location().starts_with("/login"));
    app.client()
        .get(&format!("/games/{id}/enter"))
        .assert_status(303);

    // A fresh link expires after 7 days, and when the turn is over.
    let c = app.client();
    c.login("bea@example.com", crate::helpers::PASSWORD);
    app.advance(Duration::hours(25));
    tick(&app);
    let reminder = next_mail(&app, "ada@example.com", "reminder");
    let second = link_with(&reminder, "/enter?token=");
    app.advance(Duration::days(8));
    assert!(
        app.client().get(&second).location().starts_with("/login"),
        "expired after 7 days"
    );
}

#[test]
fn one_click_unsubscribe_turns_that_mail_off() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game(&app);
    let mail = next_mail(&app, "ada@example.com", "your turn");
    let header = mail.header("List-Unsubscribe").expect("header");
    let url = header
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    // A GET only asks; it changes nothing.
    app.client()
        .get(&url)
        .assert_status(200)
        .assert_contains("Stop");
    // The mail client's one-click POST (RFC 8058), with no cookie and no CSRF token.
    let r = ureq::post(&url)
        .set("Content-Type", "application/x-www-form-urlencoded")
        .send_string("List-Unsubscribe=One-Click");
    let r = r.expect("unsubscribe succeeds");
    assert_eq!(r.status(), 200);
    let body = r.into_string().unwrap_or_default();
    assert!(
        body.contains("You will no longer get") && body.contains("your turn"),
        "{body}"
    );
    let uid = user_id(&app, "ada@example.com");
    let prefs = user_prefs::get(&mut app.state.pool.get().expect("conn"), uid).expect("prefs");
    assert!(
        !prefs.mail_turn && prefs.mail_reminders,
        "only that kind is off"
    );
    app.client()
        .get(&url.replace("/unsubscribe/", "/unsubscribe/9"))
        .assert_status(400);
    let _ = id;
}

#[test]
fn reminders_follow_the_schedule_and_never_come_twice_in_twelve_hours() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game(&app);
    next_mail(&app, "ada@example.com", "your turn");
    next_mail(&app, "bea@example.com", "has started");
    // Default schedule, 3 days per move: 24 h after the start, then when 24 h remain (at 48 h).
    app.advance(Duration::hours(23));
    assert_eq!(tick(&app).reminders, 0);
    app.advance(Duration::hours(2));
    assert_eq!(tick(&app).reminders, 1);
    let r = next_mail(&app, "ada@example.com", "reminder");
    assert!(
        r.text_body().contains("waiting for you for 25 h"),
        "{}",
        r.text_body()
    );
    assert_eq!(tick(&app).reminders, 0, "not twice");
    app.advance(Duration::hours(24));
    assert_eq!(tick(&app).reminders, 1, "24 h before the deadline");
    next_mail(&app, "ada@example.com", "reminder");
    app.advance(Duration::hours(12));
    assert_eq!(tick(&app).reminders, 0, "two reminders only");
    no_mail(&app, "bea@example.com");
    assert_eq!(player_row(&app, id, "ada@example.com").reminders_sent, 2);
}

#[test]
fn a_passed_deadline_uses_a_vacation_day_then_plays_a_default_turn() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game(&app);
    next_mail(&app, "ada@example.com", "your turn");
    let before = player_row(&app, id, "ada@example.com")
        .deadline_at
        .expect("deciding");
    // Nothing is decided before the deadline.
    app.advance(Duration::hours(71));
    let report = tick(&app);
    assert_eq!((report.extensions, report.timeouts), (0, 0));
    app.advance(Duration::hours(2));
    let report = tick(&app);
    assert_eq!(report.extensions, 1);
    let after = player_row(&app, id, "ada@example.com")
        .deadline_at
        .expect("still deciding");
    assert_eq!(after, before + Duration::days(1));
    let m = next_mail(&app, "ada@example.com", "vacation day");
    assert!(
        m.text_body().contains("20 vacation days left"),
        "{}",
        m.text_body()
    );
    assert_eq!(game_row(&app, id).version, 0);
    app.client()
        .verified_user_settings_check(&app, "ada@example.com");

    // No days left: Turnpost plays a default turn and says so.
    empty_bank(&app, "ada@example.com");
    app.advance(Duration::days(1));
    let report = tick(&app);
    assert_eq!(report.timeouts, 1);
    let row = game_row(&app, id);
    assert_eq!(row.version, 1);
    let event = game_events::latest(&mut app.state.pool.get().expect("conn"), id, 1)
        .expect("q")
        .remove(0);
    assert_eq!(
        (event.seat, event.user_id),
        (0, None),
        "played by the platform"
    );
    let m = next_mail(&app, "ada@example.com", "your time ran out");
    assert!(m.text_body().contains("default turn"), "{}", m.text_body());
    next_mail(&app, "bea@example.com", "ran out of time");
    assert_eq!(player_row(&app, id, "ada@example.com").timeouts_in_row, 1);
    assert_eq!(tick(&app).timeouts, 0, "applied once");
}

impl Client {
    /// The settings page shows the vacation bank.
    fn verified_user_settings_check(&self, app: &TestApp, email: &str) {
        self.login(email, crate::helpers::PASSWORD);
        self.get("/settings")
            .assert_contains("<strong>20</strong> vacation days left");
        let _ = app;
    }
}

#[test]
fn a_declared_vacation_extends_every_deadline_and_stops_reminders() {
    let app = TestApp::spawn();
    let (ada, _, id) = two_player_game(&app);
    next_mail(&app, "ada@example.com", "your turn");
    let before = player_row(&app, id, "ada@example.com")
        .deadline_at
        .expect("deciding");
    let today = app.clock_now().date_naive();
    let r = ada.submit(
        "/settings",
        "/settings/vacations",
        &[
            ("starts_on", &today.to_string()),
            ("ends_on", &(today + Duration::days(1)).to_string()),
        ],
    );
    r.assert_status(303);
    ada.submit(
        "/settings",
        "/settings/vacations",
        &[("starts_on", "2001-01-01"), ("ends_on", "2001-01-02")],
    )
    .assert_status(400)
    .assert_contains("cannot start in the past");
    assert_eq!(tick(&app).vacation_days, 1);
    assert_eq!(tick(&app).vacation_days, 0, "a day is charged once");
    assert_eq!(
        player_row(&app, id, "ada@example.com").deadline_at,
        Some(before + Duration::days(1))
    );
    app.advance(Duration::hours(25));
    let report = tick(&app);
    assert_eq!(
        (report.vacation_days, report.reminders),
        (1, 0),
        "second day charged; no reminder on vacation"
    );
    assert_eq!(
        player_row(&app, id, "ada@example.com").deadline_at,
        Some(before + Duration::days(2))
    );
    ada.get("/settings").assert_contains("<strong>19</strong>");
}

#[test]
fn after_two_timeouts_in_a_row_the_others_vote_to_end() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let bea = app.verified_user("bea@example.com", "Bea");
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("seats", "2"),
            ("colour", "yellow"),
            ("days", "1"),
            ("open", "on"),
            ("timeout_policy", "abandon"),
        ],
    );
    let id: i32 = r
        .location()
        .trim_start_matches("/games/")
        .parse()
        .expect("id");
    bea.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/join"),
        &[("colour", "blue")],
    )
    .assert_status(303);
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/start"),
        &[("order", "arranged")],
    )
    .assert_status(303);
    empty_bank(&app, "ada@example.com");
    empty_bank(&app, "bea@example.com");
    // Ada times out twice in a row (Bea plays in between when it is her turn).
    let mut rng = Rng::new(9);
    let mut ada_timeouts = 0;
    for _ in 0..40 {
        let row = game_row(&app, id);
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("parses");
        let seats = Humanity::to_act(&state);
        if seats.contains(&1) && !seats.contains(&0) {
            let legal = Humanity::legal_actions(&state, 1);
            let action = &legal[rng.below(legal.len() as u64) as usize];
            let mut fields = turn_fields(&state, 1, row.version, action);
            fields.push(("csrf".into(), bea.get(&format!("/games/{id}")).csrf()));
            let pairs: Vec<(&str, &str)> = fields
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str()))
                .collect();
            bea.post(&format!("/games/{id}/turn"), &pairs)
                .assert_status(303);
            continue;
        }
        app.advance(Duration::hours(25));
        ada_timeouts += tick(&app).timeouts;
        if player_row(&app, id, "ada@example.com").abandoned {
            break;
        }
    }
    assert!(
        player_row(&app, id, "ada@example.com").abandoned,
        "abandoned after two timeouts ({ada_timeouts})"
    );
    let notice = next_mail(&app, "bea@example.com", "ran out of time");
    let mut notice = notice;
    while !notice.text_body().contains("abandoned") {
        notice = next_mail(&app, "bea@example.com", "ran out of time");
    }
    let page = bea.get(&format!("/games/{id}"));
    page.assert_contains("Abandoned seat")
        .assert_contains("End the game now");
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/vote"),
        &[("vote", "end")],
    )
    .assert_status(403);
    bea.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/vote"),
        &[("vote", "sideways")],
    )
    .assert_status(400);
    bea.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/vote"),
        &[("vote", "end")],
    )
    .assert_status(303);
    assert_eq!(game_row(&app, id).status, "finished");
    let over = next_mail(&app, "bea@example.com", "was ended by a vote");
    assert!(over.text_body().contains("1. "), "{}", over.text_body());
    bea.get(&format!("/games/{id}"))
        .assert_contains("Final ranking");
}

#[test]
fn digest_mode_sends_one_daily_mail_instead_of_turn_mail() {
    let app = TestApp::spawn();
    let now = app.clock_now();
    let next_hour = (now + Duration::hours(1))
        .format("%H")
        .to_string()
        .parse::<i32>()
        .expect("hour");
    let (_, _, _id) = two_player_game_with(&app, |app| {
        edit_prefs(app, "ada@example.com", |p| {
            p.digest = true;
            p.digest_hour = next_hour;
        })
    });
    next_mail(&app, "ada@example.com", "every seat is taken");
    no_mail(&app, "ada@example.com");
    assert!(app
        .smtp()
        .messages()
        .iter()
        .all(|m| !(m.to.iter().any(|t| t == "ada@example.com")
            && m.header("Subject").is_some_and(|s| s.contains("your turn")))));
    assert_eq!(tick(&app).digests, 0, "not before the chosen hour");
    app.advance(Duration::minutes(61));
    assert_eq!(tick(&app).digests, 1);
    let digest = next_mail(&app, "ada@example.com", "waiting for you");
    assert!(
        digest.text_body().contains("Humanity #"),
        "{}",
        digest.text_body()
    );
    assert_eq!(tick(&app).digests, 0, "once a day");
}

#[test]
fn quiet_hours_hold_mail_until_they_end() {
    let app = TestApp::spawn();
    let hour = app
        .clock_now()
        .format("%H")
        .to_string()
        .parse::<i32>()
        .expect("hour");
    let (_, _, _id) = two_player_game_with(&app, |app| {
        edit_prefs(app, "ada@example.com", |p| {
            p.quiet_start = hour;
            p.quiet_end = (hour + 2) % 24;
        })
    });
    next_mail(&app, "bea@example.com", "has started");
    no_mail(&app, "ada@example.com");
    app.advance(Duration::hours(2));
    assert_eq!(tick(&app).held_mail, 1);
    let m = next_mail(&app, "ada@example.com", "your turn");
    assert!(
        m.text_body().contains("/enter?token="),
        "it carries the login link"
    );
}

/// Quiet hours on for Ada from now for two hours.
fn quiet_now(app: &TestApp) {
    let hour = app
        .clock_now()
        .format("%H")
        .to_string()
        .parse::<i32>()
        .expect("hour");
    edit_prefs(app, "ada@example.com", |p| {
        p.quiet_start = hour;
        p.quiet_end = (hour + 2) % 24;
    });
}

/// A turn mail that quiet hours held is dropped when its decision is made meanwhile: Ada
/// plays from the page at night and wakes to no stale "your turn" (issue 16, defect 5).
#[test]
fn a_held_turn_mail_is_dropped_once_its_decision_is_made() {
    let app = TestApp::spawn();
    let (ada, _, id) = two_player_game_with(&app, quiet_now);
    let row = game_row(&app, id);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("state");
    assert_eq!(Humanity::to_act(&state), vec![0], "Ada plays first");
    let action = &Humanity::legal_actions(&state, 0)[0];
    let page = ada.get(&format!("/games/{id}"));
    let mut fields = turn_fields(&state, 0, row.version, action);
    fields.push(("csrf".into(), page.csrf()));
    let pairs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    ada.post(&format!("/games/{id}/turn"), &pairs)
        .assert_status(303);
    app.advance(Duration::hours(2));
    assert_eq!(tick(&app).held_mail, 0);
    // Only the notice that the game was full, held by the same quiet hours, comes.
    next_mail(&app, "ada@example.com", "every seat is taken");
    no_mail(&app, "ada@example.com");
}

/// A reminder that falls due in quiet hours waits for their end, and is not sent at all if the
/// player made the move meanwhile.
#[test]
fn a_reminder_due_in_quiet_hours_waits_and_is_dropped_if_the_move_is_made() {
    let app = TestApp::spawn();
    let (ada, bea, first) = two_player_game(&app);
    let second = crate::games::another_game(&app, &ada, &bea);
    app.advance(Duration::hours(25));
    quiet_now(&app);
    assert_eq!(tick(&app).reminders, 0, "quiet hours");
    let row = game_row(&app, first);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("state");
    let action = &Humanity::legal_actions(&state, 0)[0];
    let page = ada.get(&format!("/games/{first}"));
    crate::toolkit::play_form(&ada, first, (&state, 0), row.version, action, &page.csrf())
        .assert_status(303);
    app.advance(Duration::hours(2));
    assert_eq!(tick(&app).reminders, 1, "only the game still waiting");
    std::thread::sleep(StdDuration::from_millis(500));
    let reminders: Vec<String> = app
        .smtp()
        .messages()
        .iter()
        .filter(|m| m.to.iter().any(|t| t == "ada@example.com"))
        .filter_map(|m| m.header("Subject").map(|s| s.to_string()))
        .filter(|s| s.contains("reminder"))
        .collect();
    assert_eq!(
        reminders,
        vec![format!(
            "Humanity #{second} — reminder: your turn is waiting"
        )]
    );
}

/// Several turn mails held for one player become one summary when quiet hours end, with a
/// login link for each game (issue 16, defect 5).
#[test]
fn several_held_turn_mails_become_one_summary() {
    let app = TestApp::spawn();
    let (ada, bea, first) = two_player_game_with(&app, quiet_now);
    let second = crate::games::another_game(&app, &ada, &bea);
    app.advance(Duration::hours(2));
    assert_eq!(tick(&app).held_mail, 1);
    let m = next_mail(&app, "ada@example.com", "your move in 2 games");
    let body = m.text_body();
    for id in [first, second] {
        assert!(body.contains(&format!("#{id}")), "{body}");
        assert!(
            body.contains(&format!("/games/{id}/enter?token=")),
            "{body}"
        );
    }
    no_turn_mail(&app, "ada@example.com");
}

#[test]
fn two_schedulers_at_once_do_each_piece_of_work_once() {
    let app = TestApp::spawn();
    let (_, _, id) = two_player_game(&app);
    next_mail(&app, "ada@example.com", "your turn");
    let second = app.second_instance();
    empty_bank(&app, "ada@example.com");
    app.advance(Duration::hours(25));
    let (a, b) = std::thread::scope(|s| {
        let x = s.spawn(|| deadlines::tick(&app.state).expect("tick"));
        let y = s.spawn(|| deadlines::tick(&second).expect("tick"));
        (x.join().expect("thread"), y.join().expect("thread"))
    });
    assert_eq!(a.reminders + b.reminders, 1, "one reminder between the two");
    app.advance(Duration::days(3));
    let (a, b) = std::thread::scope(|s| {
        let x = s.spawn(|| deadlines::tick(&app.state).expect("tick"));
        let y = s.spawn(|| deadlines::tick(&second).expect("tick"));
        (x.join().expect("thread"), y.join().expect("thread"))
    });
    assert_eq!(a.timeouts + b.timeouts, 1, "one timeout between the two");
    assert_eq!(game_row(&app, id).version, 1);
    std::thread::sleep(StdDuration::from_millis(500));
    let reminders = app
        .smtp()
        .messages()
        .iter()
        .filter(|m| m.header("Subject").is_some_and(|s| s.contains("reminder")))
        .count();
    let subjects: Vec<_> = app
        .smtp()
        .messages()
        .iter()
        .map(|m| (m.to.clone(), m.header("Subject"), m.header("Message-ID")))
        .collect();
    assert_eq!(reminders, 1, "{subjects:#?}");
}

/// The acceptance: three players play a whole game acting only from the links in their
/// mail (a fresh browser per link), with reminders and one timeout along the way.
#[test]
fn three_players_finish_a_game_from_their_mail_alone() {
    let app = TestApp::spawn();
    let emails = ["ada@example.com", "bea@example.com", "cy@example.com"];
    let creator = app.verified_user(emails[0], "Ada");
    let _ = app.verified_user(emails[1], "Bea");
    let _ = app.verified_user(emails[2], "Cy");
    let r = creator.submit(
        "/games/new",
        "/games",
        &[("seats", "3"), ("colour", "yellow"), ("days", "3")],
    );
    let id: i32 = r
        .location()
        .trim_start_matches("/games/")
        .parse()
        .expect("id");
    for email in &emails[1..] {
        creator
            .submit(
                &format!("/games/{id}"),
                &format!("/games/{id}/invite"),
                &[("email", email)],
            )
            .assert_status(303);
    }
    // Bea and Cy take their seats from the invitation mail.
    for (i, email) in emails.iter().enumerate().skip(1) {
        let link = link_with(&next_mail(&app, email, "invites you"), "/invitations/");
        let c = app.client();
        c.login(email, crate::helpers::PASSWORD);
        c.submit(&link, &link, &[("colour", ["yellow", "blue", "green"][i])])
            .assert_status(303);
    }
    creator
        .submit(
            &format!("/games/{id}"),
            &format!("/games/{id}/start"),
            &[("order", "arranged")],
        )
        .assert_status(303);

    // Each seat's browser: created from a mailed link, kept while that player keeps playing.
    let mut browsers: [Option<Client>; 3] = [None, None, None];
    let mut rng = Rng::new(2026);
    let (mut turns, mut reminders, mut timeouts) = (0, 0, 0);
    let mut announced = [0usize; 3];
    loop {
        let row = game_row(&app, id);
        if row.status == "finished" {
            break;
        }
        assert!(turns < 3000, "the game should end");
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("parses");
        let seats = Humanity::to_act(&state);
        // Once along the way: let a day pass so the player gets a reminder and plays from it.
        if turns >= 12 && reminders == 0 && seats.len() == 1 {
            app.advance(Duration::hours(25));
            assert_eq!(tick(&app).reminders, 1);
            reminders += 1;
            let seat = seats[0];
            let mail = loop {
                let m = app.mail_to(emails[seat]);
                if m.header("Subject").is_some_and(|s| s.contains("reminder")) {
                    break m;
                }
            };
            browsers[seat] = Some(enter_from(&app, &mail, id));
        }
        // Once along the way: a player with no vacation days left misses a deadline.
        if turns >= 30 && timeouts == 0 && seats.len() == 1 {
            let seat = seats[0];
            empty_bank(&app, emails[seat]);
            app.advance(Duration::days(3) + Duration::hours(1));
            assert_eq!(tick(&app).timeouts, 1);
            timeouts += 1;
            next_mail(&app, emails[seat], "your time ran out");
            turns += 1;
            continue;
        }
        for seat in seats {
            // The newest "your turn" mail, if one came, opens a fresh browser: the player acts
            // only from what the mail gave it.
            if let Some(mail) = newest_call(&app, emails[seat]) {
                announced[seat] += 1;
                browsers[seat] = Some(enter_from(&app, &mail, id));
            }
            let browser = browsers[seat]
                .as_ref()
                .expect("the player was called by mail");
            let page = browser.get(&format!("/games/{id}"));
            page.assert_status(200);
            // Chosen step by step on the page, as the player would; during a simultaneous
            // step both players confirm what they chose on the same version.
            let (path, action) = crate::toolkit::random_path(&state, seat, &mut rng);
            let path = turnpost::engine::choice::path_text(&path);
            let r = browser.post(
                &format!("/games/{id}/turn"),
                &[
                    ("csrf", page.csrf().as_str()),
                    ("version", row.version.to_string().as_str()),
                    ("path", path.as_str()),
                ],
            );
            assert_eq!(
                (r.status, r.location()),
                (303, format!("/games/{id}?notice=applied").as_str()),
                "turn {turns}: {action:?}"
            );
            turns += 1;
        }
    }
    assert_eq!((reminders, timeouts), (1, 1));
    assert!(
        announced.iter().all(|n| *n > 3),
        "every player was called by mail many times: {announced:?}"
    );
    for email in emails {
        next_mail(&app, email, "is over");
    }
}

/// Waits until the outbox has sent everything, then returns the newest turn or placement mail
/// to `to` that was not read yet.
fn newest_call(app: &TestApp, to: &str) -> Option<Received> {
    use turnpost::db::models::outbox;
    let start = std::time::Instant::now();
    loop {
        let mut conn = app.state.pool.get().expect("conn");
        let pending = outbox::count_by_status(&mut conn, outbox::QUEUED).expect("q")
            + outbox::count_by_status(&mut conn, outbox::SENDING).expect("q");
        if pending == 0 {
            break;
        }
        assert!(
            start.elapsed() < StdDuration::from_secs(15),
            "the outbox never emptied"
        );
        std::thread::sleep(StdDuration::from_millis(5));
    }
    let mut newest = None;
    while let Some(m) = app.smtp().try_wait_for_to(to, StdDuration::ZERO) {
        let subject = m.header("Subject").unwrap_or_default();
        if subject.contains("your turn") || subject.contains("place your returning") {
            newest = Some(m);
        }
    }
    newest
}

/// A fresh browser that follows the game link of a mail and lands in the game, logged in.
fn enter_from(app: &TestApp, mail: &Received, id: i32) -> Client {
    let c = app.client();
    let link = link_with(mail, "/enter?token=");
    let r = c.follow_turn_link(&link);
    r.assert_status(303);
    assert_eq!(
        r.location(),
        format!("/games/{id}"),
        "the link logs in: {:?}",
        mail.header("Subject")
    );
    c
}

/// The player whose turn ends a round and who must then place returning astronauts is mailed
/// about that new decision too, though they acted in person (issue 16, defect 4); an ordinary
/// next turn of theirs is not mailed while they are at the game.
#[test]
fn the_player_who_ends_a_round_is_told_of_their_next_decision() {
    use turnpost::engine::humanity::state::Phase;
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let emails = ["ada@example.com", "bea@example.com"];
    let clients = [&ada, &bea];
    let mut rng = Rng::new(7);
    for turn in 0.. {
        assert!(turn < 400, "a round should end within 400 turns");
        let row = game_row(&app, id);
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("parses");
        let seats = Humanity::to_act(&state);
        let seat = seats[0];
        let legal = Humanity::legal_actions(&state, seat);
        let action = &legal[rng.below(legal.len() as u64) as usize];
        let page = clients[seat].get(&format!("/games/{id}"));
        let mut fields = turn_fields(&state, seat, row.version, action);
        fields.push(("csrf".into(), page.csrf()));
        let pairs: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let r = clients[seat].post(&format!("/games/{id}/turn"), &pairs);
        assert_eq!(r.status, 303, "turn {turn}: {}", r.body);
        let after: State =
            serde_json::from_str(game_row(&app, id).state.as_deref().expect("state"))
                .expect("parses");
        let ended_round = state.phase != Phase::Placement && after.phase == Phase::Placement;
        if ended_round && Humanity::to_act(&after).contains(&seat) {
            // `next_mail` fails when no such mail comes.
            let mail = next_mail(&app, emails[seat], "place your returning");
            assert!(mail.text_body().contains("choose where they land"));
            // The page asks it in the mail's words.
            clients[seat]
                .get(&format!("/games/{id}"))
                .assert_contains("Place your returning astronauts: where does astronaut");
            return;
        }
    }
}

/// A vacation that starts today says that today's day is taken now, and the other players see
/// who is away and until when on the game page (issue 16, defect 18).
#[test]
fn a_vacation_starting_today_is_announced_and_shown_to_opponents() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let today = app.clock_now().date_naive();
    let back = today + Duration::days(4);
    let r = bea.submit(
        "/settings",
        "/settings/vacations",
        &[
            ("starts_on", &today.format("%Y-%m-%d").to_string()),
            ("ends_on", &back.format("%Y-%m-%d").to_string()),
        ],
    );
    r.assert_status(303);
    bea.get(r.location())
        .assert_contains("It starts today, so today")
        .assert_contains("vacation day is taken from your bank now");
    ada.get(&format!("/games/{id}")).assert_contains(&format!(
        "Bea ■ is away on vacation until {}",
        back.format("%a %-d %b")
    ));
    // Once it is over, nobody is shown away.
    app.advance(Duration::days(6));
    assert!(!ada
        .get(&format!("/games/{id}"))
        .body
        .contains("is away on vacation"));
}
