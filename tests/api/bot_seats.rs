//! Seats held by bots, over real HTTP with the real bot pool: a play-now game of every game
//! started by one person through the API and played with bots (the bots' turns come from the
//! pool, never from a request), and a leaver's seat handed to a bot by the table's vote, the
//! bot then finishing the game for that seat. The log names the bot with its level; no mail
//! ever goes to a bot.
//!
//! Bots think under a small cap here (`TURNPOST_BOT_THINK_MS`, 5 ms unless set). A play-now
//! game plays its first `BOT_TURNS` decisions of the person by default and the whole game with
//! `TURNPOST_TEST_BOT_WHOLE=1`.

use crate::bots::{account, api_game, call, email, show, NAMES};
use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::token;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use turnpost::db::models::games as game_rows;
use turnpost::engine::rng::Rng;

/// The person's decisions a play-now game plays in the default run.
const BOT_TURNS: usize = 12;

fn think_ms() -> u64 {
    std::env::var("TURNPOST_BOT_THINK_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
}

fn whole_games() -> bool {
    std::env::var("TURNPOST_TEST_BOT_WHOLE").is_ok_and(|v| v == "1")
}

fn app_with_bots() -> TestApp {
    TestApp::spawn_with(|s| {
        s.bot_think_ms = Some(think_ms());
        s.bot_threads = 1;
    })
}

/// Waits until one of `seats` is to act or the game is over (the bots' turns are the pool's);
/// the game's view as the holder of `token`.
fn wait_for(app: &TestApp, id: i32, token: &str, seats: &[u64]) -> Value {
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        let g = show(app, id, token);
        let mine = g["to_act"]
            .as_array()
            .is_some_and(|a| a.iter().any(|s| seats.contains(&s.as_u64().unwrap_or(99))));
        if g["status"] == game_rows::FINISHED || mine {
            return g;
        }
        assert!(
            Instant::now() < until,
            "the bots did not play within a minute: {}",
            g["to_act"]
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// One random legal action of `seat`, played through the API.
fn play(app: &TestApp, id: i32, g: &Value, seat: u64, token: &str, rng: &mut Rng) {
    let r = call(app, "GET", &format!("/api/games/{id}/legal"), token, None);
    assert_eq!(r.status, 200, "{}", r.body);
    let actions = r.body.as_array().expect("actions").clone();
    assert!(!actions.is_empty(), "seat {seat} has a legal action");
    let action = &actions[rng.below(actions.len() as u64) as usize];
    let r = call(
        app,
        "POST",
        &format!("/api/games/{id}/actions"),
        token,
        Some(json!({"version": g["version"], "action": action})),
    );
    // A bot may have moved the game on between the view and the post (a simultaneous step).
    assert!(
        r.status == 200 || r.status == 409,
        "seat {seat} plays {action}: {}",
        r.body
    );
}

/// No mail was queued to a bot's address, and none reached the listener.
fn no_mail_to_bots(app: &TestApp) {
    for m in app.smtp().messages() {
        let to = m.to.join(",");
        assert!(!to.contains("bots.invalid"), "a mail went to a bot: {to}");
    }
    let mut conn = app.state.pool.get().expect("conn");
    let queued: Vec<String> = turnpost::db::models::outbox::recent(&mut conn, 100_000)
        .expect("outbox")
        .into_iter()
        .map(|m| m.to_addr)
        .collect();
    assert!(!queued.is_empty(), "the people were mailed");
    assert!(
        queued.iter().all(|to| !to.contains("bots.invalid")),
        "{queued:?}"
    );
}

fn replays(app: &TestApp, id: i32) {
    let mut conn = app.state.pool.get().expect("conn");
    if let Err(why) = turnpost::services::history::check_replay(&mut conn, id) {
        panic!("game {id} does not replay: {why}");
    }
}

#[test]
fn bot_play_now_games_of_every_game_are_started_and_played_by_one_person() {
    for engine in turnpost::engine::registry::games() {
        let game = engine.name();
        let app = app_with_bots();
        account(&app, 0);
        let t = token(&app, &email(0));
        let seats = engine.about().min_players.max(2);
        let body = json!({"game": game, "seats": seats, "open": false, "bots": "easy",
                          "colour": turnpost::services::games::colours_of(game)[0]});
        let r = call(&app, "POST", "/api/games", &t, Some(body));
        assert_eq!(r.status, 201, "{game}: {}", r.body);
        let id = r.body["id"].as_i64().expect("id") as i32;
        let g = show(&app, id, &t);
        assert_eq!(g["status"], game_rows::RUNNING, "{game}: started at once");
        let seats_json = g["seats"].as_array().expect("seats");
        assert_eq!(seats_json.len(), seats, "{game}: every seat taken");
        assert_eq!(
            seats_json.iter().filter(|s| s["bot"] == "easy").count(),
            seats - 1,
            "{game}: the API names the bots' level: {seats_json:?}"
        );
        let me = g["your_seat"].as_u64().expect("a seat");
        let mut rng = Rng::new(5);
        let mut mine = 0;
        loop {
            let g = wait_for(&app, id, &t, &[me]);
            if g["status"] == game_rows::FINISHED || (!whole_games() && mine >= BOT_TURNS) {
                break;
            }
            play(&app, id, &g, me, &t, &mut rng);
            mine += 1;
        }
        assert!(mine > 0, "{game}: the person played");
        let row = game_row(&app, id);
        assert!(row.version as usize > mine, "{game}: the bots played too");
        let page = crate::bots::browser_of(&app, 0).get(&format!("/games/{id}"));
        page.assert_contains("Bot (easy) ");
        replays(&app, id);
        no_mail_to_bots(&app);
        // A bot's account logs nobody in.
        let stranger = app.client();
        let r = stranger.login("bot-easy-1@bots.invalid", "!");
        assert!(
            !r.location().starts_with("/games"),
            "a bot account logged in: {}",
            r.location()
        );
        assert_eq!(stranger.get("/games").status, 303, "not logged in");
        // A bad level is a sentence, not a game.
        let r = call(
            &app,
            "POST",
            "/api/games",
            &t,
            Some(json!({"game": game, "seats": seats, "open": false, "bots": "hard"})),
        );
        assert_eq!(r.status, 400, "{}", r.body);
        assert!(r.body["error"]
            .as_str()
            .unwrap_or("")
            .contains("easy or normal"));
    }
}

fn vote(c: &Client, id: i32, seat: &str, level: &str) -> String {
    let page = c.get(&format!("/games/{id}"));
    let r = c.post(
        &format!("/games/{id}/bot"),
        &[("csrf", &page.csrf()), ("seat", seat), ("level", level)],
    );
    r.assert_status(303);
    r.location().to_string()
}

#[test]
fn the_table_hands_a_resigned_seat_to_a_bot_which_finishes_the_game() {
    let game = "dawn-of-mankind";
    let app = app_with_bots();
    let (id, tokens) = api_game(&app, game, 3);
    let (ada, bea, cem) = (
        crate::bots::browser_of(&app, 0),
        crate::bots::browser_of(&app, 1),
        crate::bots::browser_of(&app, 2),
    );
    // Nobody left yet: no seat can be handed over.
    let page = ada.get(&format!("/games/{id}"));
    let r = ada.post(
        &format!("/games/{id}/bot"),
        &[("csrf", &page.csrf()), ("seat", "2"), ("level", "normal")],
    );
    r.assert_status(409);
    let page = cem.get(&format!("/games/{id}"));
    cem.post(
        &format!("/games/{id}/resign"),
        &[("csrf", &page.csrf()), ("answer", "resign")],
    )
    .assert_status(303);
    let page = ada.get(&format!("/games/{id}"));
    page.assert_contains("Hand the seat of Cem ");
    // The one who left has no say; a made-up level is refused.
    let page_c = cem.get(&format!("/games/{id}"));
    cem.post(
        &format!("/games/{id}/bot"),
        &[("csrf", &page_c.csrf()), ("seat", "2"), ("level", "normal")],
    )
    .assert_status(403);
    ada.post(
        &format!("/games/{id}/bot"),
        &[("csrf", &page.csrf()), ("seat", "2"), ("level", "hard")],
    )
    .assert_status(400);
    assert!(vote(&ada, id, "2", "normal").contains("notice=bot-voted"));
    // One of two is not a majority: the seat is still Cem's.
    let players = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::game_players::of_game(&mut conn, id).expect("players")
    };
    assert!(players.iter().all(|p| p.player.bot_level.is_none()));
    assert!(vote(&bea, id, "2", "normal").contains("notice=bot-seated"));
    let players = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::game_players::of_game(&mut conn, id).expect("players")
    };
    let bot = players
        .iter()
        .find(|p| p.player.seat == Some(2))
        .expect("seat 2");
    assert_eq!(bot.player.bot_level.as_deref(), Some("normal"));
    assert_eq!(bot.name, "Bot (normal)");
    let bot_user = bot.player.user_id;
    let handed_at = game_row(&app, id).version;
    // Ada and Bea play through the API; the bot plays seat 3 from the pool.
    let mut rng = Rng::new(17);
    loop {
        let g = wait_for(&app, id, &tokens[0], &[0, 1]);
        if g["status"] == game_rows::FINISHED {
            break;
        }
        let seat = g["to_act"]
            .as_array()
            .and_then(|a| a.iter().filter_map(Value::as_u64).find(|s| *s < 2))
            .expect("a person to act");
        play(&app, id, &g, seat, &tokens[seat as usize], &mut rng);
    }
    let mut conn = app.state.pool.get().expect("conn");
    let events =
        turnpost::db::models::game_events::since(&mut conn, id, handed_at).expect("events");
    let by_bot: Vec<_> = events.iter().filter(|e| e.seat == 2).collect();
    assert!(!by_bot.is_empty(), "the bot played its seat");
    assert!(
        by_bot.iter().all(|e| e.user_id == Some(bot_user)),
        "the bot's turns are recorded as the bot's"
    );
    drop(conn);
    let page = ada.get(&format!("/games/{id}"));
    page.assert_contains("Final ranking");
    let symbol = turnpost::services::seating::symbol_of(game, &bot.player.colour).0;
    page.assert_contains(&format!("Bot (normal) {symbol}"));
    replays(&app, id);
    no_mail_to_bots(&app);
    // The export names the bot and its level.
    let export = ada.get(&format!("/games/{id}/export"));
    export.assert_status(200);
    let doc: Value = serde_json::from_str(&export.body).expect("export JSON");
    let seat3 = doc["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["seat"] == 2))
        .expect("seat 3 exported");
    assert_eq!(seat3["bot"], "normal");
    assert_eq!(seat3["name"], "Bot (normal)");
    // The archive marks the game; Ada's record counts games between people unless asked.
    ada.get("/archive").assert_contains("with bots");
    let ada_id = players
        .iter()
        .find(|p| p.player.seat == Some(0))
        .expect("Ada")
        .player
        .user_id;
    let profile = ada.get(&format!("/players/{ada_id}"));
    profile.assert_contains("No finished game yet.");
    profile.assert_contains("1 with bots left out");
    let counted = ada.get(&format!("/players/{ada_id}?bots=1"));
    counted.assert_contains("Counting the games with bots too");
    assert!(!counted.body.contains("No finished game yet."));
    // Ada and Bea were told the seat changed hands.
    let told = app
        .smtp()
        .messages()
        .iter()
        .any(|m| m.text_body().contains("handed the seat of Cem"));
    assert!(told, "the table was told");
    let _ = (NAMES, PASSWORD);
}

/// Two app servers on one database, each with its own bot pool of two threads: every bot
/// decision is applied once (the version check refuses the other server's), the game replays,
/// and every bot turn is recorded as its bot's.
#[test]
fn bot_pools_of_two_servers_apply_each_decision_once() {
    let app = TestApp::spawn_with(|s| {
        s.bot_think_ms = Some(think_ms());
        s.bot_threads = 2;
    });
    let _second = app.second_instance();
    account(&app, 0);
    let t = token(&app, &email(0));
    let engine = turnpost::engine::registry::games()
        .iter()
        .max_by_key(|g| g.about().max_players)
        .expect("a game");
    let game = engine.name();
    let seats = engine.about().max_players.min(4);
    let body = json!({"game": game, "seats": seats, "open": false, "bots": "easy",
                      "colour": turnpost::services::games::colours_of(game)[0]});
    let r = call(&app, "POST", "/api/games", &t, Some(body));
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_i64().expect("id") as i32;
    let me = show(&app, id, &t)["your_seat"].as_u64().expect("seat");
    let mut rng = Rng::new(9);
    for _ in 0..BOT_TURNS {
        let g = wait_for(&app, id, &t, &[me]);
        if g["status"] == game_rows::FINISHED {
            break;
        }
        play(&app, id, &g, me, &t, &mut rng);
    }
    let mut conn = app.state.pool.get().expect("conn");
    let players = turnpost::db::models::game_players::of_game(&mut conn, id).expect("players");
    let events = turnpost::db::models::game_events::since(&mut conn, id, 0).expect("events");
    for (n, e) in events.iter().enumerate() {
        assert_eq!(e.version as usize, n + 1, "one event per version");
        let holder = players
            .iter()
            .find(|p| p.player.seat == Some(e.seat))
            .expect("the seat's player");
        assert_eq!(
            e.user_id,
            Some(holder.player.user_id),
            "recorded as its player's"
        );
    }
    assert!(
        events.iter().any(|e| e.seat != me as i32),
        "the bots played"
    );
    drop(conn);
    replays(&app, id);
}

/// Who holds `seat` of the game now.
fn holder(app: &TestApp, id: i32, seat: i32) -> turnpost::db::models::game_players::SeatedPlayer {
    let mut conn = app.state.pool.get().expect("conn");
    turnpost::db::models::game_players::of_game(&mut conn, id)
        .expect("players")
        .into_iter()
        .find(|p| p.player.seat == Some(seat))
        .expect("the seat")
}

/// A bot's seat handed back to a person: a player invites an address to it from the table,
/// the invited one follows the mail's link and plays the seat from then on.
#[test]
fn a_bot_seat_is_handed_back_to_a_person_by_invitation() {
    let app = app_with_bots();
    account(&app, 0);
    account(&app, 1);
    let t = token(&app, &email(0));
    let engine = turnpost::engine::registry::games().first().expect("a game");
    let game = engine.name();
    let body = json!({"game": game, "seats": 2, "open": false, "bots": "normal",
                      "colour": turnpost::services::games::colours_of(game)[0]});
    let r = call(&app, "POST", "/api/games", &t, Some(body));
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_i64().expect("id") as i32;
    let me = show(&app, id, &t)["your_seat"].as_u64().expect("seat");
    let bot_seat = (1 - me).to_string();
    let ada = crate::bots::browser_of(&app, 0);
    let page = ada.get(&format!("/games/{id}"));
    page.assert_contains("Invite to the seat of Bot (normal) ");
    // Not a bot's seat: refused.
    let r = ada.post(
        &format!("/games/{id}/bot-seat"),
        &[
            ("csrf", &page.csrf()),
            ("seat", &me.to_string()),
            ("email", &email(1)),
        ],
    );
    r.assert_status(409);
    let r = ada.post(
        &format!("/games/{id}/bot-seat"),
        &[
            ("csrf", &page.csrf()),
            ("seat", &bot_seat),
            ("email", &email(1)),
        ],
    );
    r.assert_status(303);
    let mail = app.mail_to(&email(1));
    let link = crate::helpers::link_with(&mail, "/invitations/");
    let bea = crate::bots::browser_of(&app, 1);
    let invite = bea.get(&link);
    invite.assert_contains("you take over the seat Bot (normal) ");
    let path = link
        .split_once("/invitations/")
        .map(|(_, n)| n)
        .expect("nonce");
    bea.post(&format!("/invitations/{path}"), &[("csrf", &invite.csrf())])
        .assert_status(303);
    let seat = holder(&app, id, 1 - me as i32);
    assert_eq!(seat.name, "Bea");
    assert!(seat.player.bot_level.is_none());
    // Bea plays her seat through the API from now on; the bot plays it no more.
    let taken_at = game_row(&app, id).version;
    let tb = token(&app, &email(1));
    let mut rng = Rng::new(21);
    let mut bea_played = false;
    for _ in 0..50 {
        let g = show(&app, id, &t);
        if g["status"] == game_rows::FINISHED || bea_played {
            break;
        }
        let seat = g["to_act"][0].as_u64().expect("to act");
        let tok = if seat == me { &t } else { &tb };
        play(&app, id, &g, seat, tok, &mut rng);
        bea_played |= seat != me;
    }
    assert!(bea_played, "Bea played her seat");
    let mut conn = app.state.pool.get().expect("conn");
    let events = turnpost::db::models::game_events::since(&mut conn, id, taken_at).expect("events");
    let hers: Vec<_> = events.iter().filter(|e| e.seat == 1 - me as i32).collect();
    assert!(!hers.is_empty());
    assert!(
        hers.iter().all(|e| e.user_id == Some(seat.player.user_id)),
        "after the handover the seat's turns are Bea's"
    );
    let bea_step = hers[0].version;
    drop(conn);
    // Bea leaves, the seat goes to a bot again, and Ada invites her back: her first
    // invitation was used, so it is renewed with a new link.
    assert_eq!(show(&app, id, &t)["status"], game_rows::RUNNING);
    let page = bea.get(&format!("/games/{id}"));
    bea.post(
        &format!("/games/{id}/resign"),
        &[("csrf", &page.csrf()), ("answer", "resign")],
    )
    .assert_status(303);
    assert!(vote(&ada, id, &bot_seat, "easy").contains("notice=bot-seated"));
    let page = ada.get(&format!("/games/{id}"));
    page.assert_contains("Invite to the seat of Bot (easy) ");
    ada.post(
        &format!("/games/{id}/bot-seat"),
        &[
            ("csrf", &page.csrf()),
            ("seat", &bot_seat),
            ("email", &email(1)),
        ],
    )
    .assert_status(303);
    let again = (0..100)
        .find_map(|_| {
            let found = app
                .smtp()
                .messages()
                .iter()
                .filter(|m| m.text_body().contains("/invitations/"))
                .map(|m| crate::helpers::link_with(m, "/invitations/"))
                .find(|l| *l != link);
            if found.is_none() {
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            found
        })
        .expect("a second invitation for Bea");
    let invite = bea.get(&again);
    let nonce = again
        .split_once("/invitations/")
        .map(|(_, n)| n)
        .expect("nonce");
    bea.post(
        &format!("/invitations/{nonce}"),
        &[("csrf", &invite.csrf())],
    )
    .assert_status(303);
    // The old link is spent.
    bea.post(&format!("/invitations/{path}"), &[("csrf", &invite.csrf())])
        .assert_status(404);
    assert_eq!(holder(&app, id, 1 - me as i32).name, "Bea");
    // Her steps are hers in the history, whoever held the seat between.
    ada.get(&format!("/games/{id}/replay/{bea_step}"))
        .assert_contains(&format!("Step {bea_step}: Bea "));
    replays(&app, id);
    no_mail_to_bots(&app);
}

/// A player who misses two deadlines in a row: the timeout's default plays the seat until the
/// others vote; the one whose seat it is has no say; then a bot plays it, and the next deadline
/// of the seat is the bot's, not a timeout.
#[test]
fn a_seat_that_missed_two_deadlines_goes_to_a_bot_by_vote() {
    let game = turnpost::engine::registry::games()
        .iter()
        .find(|g| (g.about().min_players..=g.about().max_players).contains(&3))
        .map(|g| g.name())
        .expect("a game for three");
    let app = app_with_bots();
    let (id, tokens) = api_game(&app, game, 3);
    let mut rng = Rng::new(31);
    let cem_timeouts = |app: &TestApp| {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::game_players::of_game(&mut conn, id)
            .expect("players")
            .iter()
            .find(|p| p.player.seat == Some(2))
            .expect("Cem")
            .player
            .timeouts_in_row
    };
    // Ada and Bea play in person; Cem's decisions run out of time.
    for _ in 0..400 {
        if cem_timeouts(&app) >= 2 {
            break;
        }
        let g = show(&app, id, &tokens[0]);
        assert_eq!(g["status"], game_rows::RUNNING, "the game went on");
        let to_act: Vec<u64> = g["to_act"]
            .as_array()
            .expect("to act")
            .iter()
            .filter_map(Value::as_u64)
            .collect();
        match to_act.iter().find(|s| **s < 2) {
            Some(&seat) => play(&app, id, &g, seat, &tokens[seat as usize], &mut rng),
            None => {
                app.advance(chrono::Duration::days(4));
                turnpost::services::deadlines::tick(&app.state).expect("tick");
            }
        }
    }
    assert!(cem_timeouts(&app) >= 2, "Cem missed two deadlines");
    let ada = crate::bots::browser_of(&app, 0);
    let bea = crate::bots::browser_of(&app, 1);
    let cem = crate::bots::browser_of(&app, 2);
    ada.get(&format!("/games/{id}"))
        .assert_contains("Hand the seat of Cem ");
    // Cem has no say about his own seat: no buttons, and a made-up post is refused.
    let page = cem.get(&format!("/games/{id}"));
    assert!(!page.body.contains(&format!("action=\"/games/{id}/bot\"")));
    cem.post(
        &format!("/games/{id}/bot"),
        &[("csrf", &page.csrf()), ("seat", "2"), ("level", "easy")],
    )
    .assert_status(403);
    assert!(vote(&ada, id, "2", "easy").contains("notice=bot-voted"));
    assert!(ada
        .get(&format!("/games/{id}"))
        .body
        .contains("majority of the 2 players"));
    assert!(vote(&bea, id, "2", "easy").contains("notice=bot-seated"));
    let handed_at = game_row(&app, id).version;
    // From here the bot plays the seat; nobody's clock is moved.
    loop {
        let g = wait_for(&app, id, &tokens[0], &[0, 1]);
        if g["status"] == game_rows::FINISHED {
            break;
        }
        let seat = g["to_act"]
            .as_array()
            .and_then(|a| a.iter().filter_map(Value::as_u64).find(|s| *s < 2))
            .expect("a person to act");
        play(&app, id, &g, seat, &tokens[seat as usize], &mut rng);
    }
    let mut conn = app.state.pool.get().expect("conn");
    let events =
        turnpost::db::models::game_events::since(&mut conn, id, handed_at).expect("events");
    let by_seat: Vec<_> = events.iter().filter(|e| e.seat == 2).collect();
    assert!(!by_seat.is_empty());
    assert!(
        by_seat.iter().all(|e| e.user_id.is_some()),
        "the bot played every turn of the seat, no timeout"
    );
    let before = turnpost::db::models::game_events::since(&mut conn, id, 0)
        .expect("events")
        .into_iter()
        .find(|e| e.seat == 2 && e.version <= handed_at)
        .expect("a step of Cem's before the handover")
        .version;
    let after = by_seat[0].version;
    drop(conn);
    // The history names who held the seat at each step: Cem for his timeouts, the bot after.
    let step = |n: i32| ada.get(&format!("/games/{id}/replay/{n}"));
    step(before).assert_contains(&format!("Step {before}: Cem "));
    step(after).assert_contains(&format!("Step {after}: Bot (easy) "));
    let export: Value =
        serde_json::from_str(&ada.get(&format!("/games/{id}/export")).body).expect("export");
    let seat3 = export["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["seat"] == 2))
        .expect("seat 3 exported");
    assert_eq!(seat3["earlier"][0]["name"], "Cem");
    assert_eq!(seat3["earlier"][0]["until_step"], handed_at);
    replays(&app, id);
    no_mail_to_bots(&app);
}
