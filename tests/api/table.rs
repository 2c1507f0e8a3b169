//! The table page over real HTTP, for every game drawn in the platform's frame: one form and one
//! submit in the turn panel, steps that change nothing, a whole decision previewed and played
//! only once confirmed, every POST ending in a redirect (a reload never plays again), stale and
//! altered submissions refused without a change; one mark per player across the page, the
//! mails and My games; resigning and ending a game by agreement; and a rematch that checks every
//! limit before it creates anything.

use crate::bots::{account, api_game, bot_move, call, email, show, NAMES};
use crate::games::game_row;
use crate::helpers::{field_value, Client, TestApp, PASSWORD};
use crate::toolkit::token;
use serde_json::json;
use turnpost::db::models::games as game_rows;
use turnpost::engine::rng::Rng;

/// The next mail to `to` whose text says `needle` (earlier ones are skipped).
fn mail_saying(app: &TestApp, to: &str, needle: &str) -> String {
    for _ in 0..30 {
        let text = app.mail_to(to).text_body();
        if text.contains(needle) {
            return text;
        }
    }
    panic!("no mail to {to} says {needle:?}");
}

/// Every game (the platform's frame draws them all).
pub(crate) fn every_game() -> Vec<&'static str> {
    turnpost::engine::registry::games()
        .iter()
        .map(|g| g.name())
        .collect()
}

/// A browser logged in as `NAMES[i]` (the account exists).
fn browser(app: &TestApp, i: usize) -> Client {
    let c = app.client();
    c.login(&email(i), PASSWORD).assert_status(303);
    c
}

/// The turn panel's markup of a page.
fn panel(body: &str) -> &str {
    let start = body.find("id=\"turn\"").expect("a turn panel");
    let end = body[start..]
        .find("</section>")
        .map_or(body.len(), |e| start + e);
    &body[start..end]
}

/// The value of the first choice offered in the panel (a path).
fn first_option(panel: &str) -> Option<String> {
    let at = panel.find("type=\"radio\" name=\"")?;
    let rest = &panel[at..];
    let v = rest.find("value=\"")? + at + 7;
    let end = panel[v..].find('"')? + v;
    Some(panel[v..end].to_string())
}

/// Walks the seat's decision on its page from the first option of each step to the whole
/// decision; returns the confirmation page's body.
fn walk_to_confirm(c: &Client, id: i32) -> String {
    let mut page = c.get(&format!("/games/{id}"));
    for _ in 0..40 {
        page.assert_status(200);
        let p = panel(&page.body);
        assert_eq!(p.matches("<form").count(), 1, "one form: {p}");
        assert_eq!(p.matches("type=\"submit\"").count(), 1, "one submit: {p}");
        assert!(
            !p.contains(" checked"),
            "nothing chosen for the player: {p}"
        );
        if p.contains(">Confirm</button>") {
            assert!(p.contains("What this turn will do"), "{p}");
            assert!(p.contains(">Change</a>"), "{p}");
            return page.body;
        }
        let path = first_option(p).unwrap_or_else(|| panic!("an option: {p}"));
        page = c.get(&format!("/games/{id}?c={path}"));
    }
    panic!("the decision never became whole");
}

#[test]
fn a_turn_is_chosen_in_steps_and_played_only_when_confirmed() {
    for game in every_game() {
        let app = TestApp::spawn();
        let (id, tokens) = api_game(&app, game, 2);
        let seat = show(&app, id, &tokens[0])["to_act"][0]
            .as_u64()
            .expect("to act") as usize;
        let c = browser(&app, seat);
        let version = game_row(&app, id).version;
        let confirm = walk_to_confirm(&c, id);
        // Steps and the confirmation page changed nothing; a reload of them plays nothing.
        assert_eq!(game_row(&app, id).version, version, "{game}");
        let csrf = field_value(&confirm, "csrf").expect("csrf");
        let path = field_value(panel(&confirm), "path").expect("path");
        // A stale version and an altered path are refused with a redirect, nothing played.
        let stale = c.post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", &csrf),
                ("version", &(version - 1).to_string()),
                ("path", &path),
            ],
        );
        stale.assert_status(303);
        assert!(stale.location().contains("notice=moved-on"), "{game}");
        let bad = c.post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", &csrf),
                ("version", &version.to_string()),
                ("path", "99.99"),
            ],
        );
        bad.assert_status(303);
        let again = c.get(bad.location());
        again.assert_status(422);
        assert!(again.body.contains("not on offer"), "{game}");
        let unreadable = c.post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", &csrf),
                ("version", &version.to_string()),
                ("path", "{\"kind\":1}"),
            ],
        );
        unreadable.assert_status(400);
        assert_eq!(
            game_row(&app, id).version,
            version,
            "{game}: nothing played"
        );
        // The other player has no panel and cannot play this seat's decision.
        let other = browser(&app, 1 - seat);
        assert!(!other
            .get(&format!("/games/{id}"))
            .body
            .contains(">Confirm</button>"));
        // Confirmed: played once, and the answer is a redirect to a page that can be reloaded.
        let played = c.post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", &csrf),
                ("version", &version.to_string()),
                ("path", &path),
            ],
        );
        played.assert_status(303);
        assert!(played.location().contains("notice=applied"), "{game}");
        let after = game_row(&app, id).version;
        assert!(after > version, "{game}");
        c.get(played.location()).assert_status(200);
        c.get(played.location()).assert_status(200);
        assert_eq!(
            game_row(&app, id).version,
            after,
            "{game}: a reload plays nothing"
        );
        // The same confirmation sent twice plays once.
        let twice = c.post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", &csrf),
                ("version", &version.to_string()),
                ("path", &path),
            ],
        );
        twice.assert_status(303);
        assert_eq!(game_row(&app, id).version, after, "{game}");
    }
}

#[test]
fn a_player_may_play_without_the_confirmation_step() {
    for game in every_game() {
        let app = TestApp::spawn();
        let (id, tokens) = api_game(&app, game, 2);
        let seat = show(&app, id, &tokens[0])["to_act"][0]
            .as_u64()
            .expect("to act") as usize;
        let c = browser(&app, seat);
        let settings = c.get("/settings");
        c.post("/settings/playing", &[("csrf", &settings.csrf())])
            .assert_status(303);
        assert!(!c
            .get("/settings")
            .body
            .contains("name=\"confirm_turns\" value=\"on\" checked"));
        let version = game_row(&app, id).version;
        // The step whose every option makes the decision whole posts at once.
        let mut page = c.get(&format!("/games/{id}"));
        for _ in 0..40 {
            let p = panel(&page.body).to_string();
            assert!(
                !p.contains(">Confirm</button>"),
                "{game}: no confirmation step"
            );
            let path = first_option(&p).expect("an option");
            if p.contains("method=\"post\"") {
                let csrf = field_value(&p, "csrf").expect("csrf");
                let r = c.post(
                    &format!("/games/{id}/turn"),
                    &[
                        ("csrf", &csrf),
                        ("version", &version.to_string()),
                        ("path", &path),
                    ],
                );
                r.assert_status(303);
                assert!(r.location().contains("notice=applied"), "{game}");
                break;
            }
            page = c.get(&format!("/games/{id}?c={path}"));
        }
        assert!(game_row(&app, id).version > version, "{game}");
    }
}

/// Every "Name symbol" in `text`, as (name, symbol).
fn marks_in(text: &str, names: &[&str]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for name in names {
        for sym in ["●", "■", "◆", "⬢", "▲", "★"] {
            if text.contains(&format!("{name} {sym}")) {
                out.push((name.to_string(), sym.to_string()));
            }
        }
    }
    out
}

#[test]
fn each_player_has_one_mark_on_the_page_in_mail_and_in_my_games() {
    for game in every_game() {
        let app = TestApp::spawn();
        let players = 3;
        let (id, tokens) = api_game(&app, game, players);
        let mut rng = Rng::new(7);
        for _ in 0..6 {
            bot_move(&app, id, &tokens, &mut rng);
        }
        let c = browser(&app, 0);
        c.post(
            &format!("/games/{id}/messages"),
            &[
                ("csrf", &c.get(&format!("/games/{id}")).csrf()),
                ("text", "hello table"),
            ],
        )
        .assert_status(303);
        let names = &NAMES[..players];
        let page = c.get(&format!("/games/{id}"));
        let seats: Vec<(String, String)> = names
            .iter()
            .map(|n| {
                let list = &page.body[page.body.find("<ul class=\"seats\"").expect("seats")..];
                let at = list.find(&format!(">{n}</a>")).expect("the seat's link");
                let li = &list[list[..at].rfind("<li").expect("li")..at];
                let sym = li
                    .split("class=\"mark\" aria-hidden=\"true\">")
                    .nth(1)
                    .and_then(|r| r.split('<').next())
                    .expect("the seat's symbol");
                (n.to_string(), sym.to_string())
            })
            .collect();
        let mut texts = vec![page.body.clone(), c.get("/games").body];
        texts.extend(app.smtp().messages().iter().map(|m| m.text_body()));
        assert!(texts.len() > 4, "{game}: mails to check");
        let mut seen = 0;
        for text in &texts {
            for found in marks_in(text, names) {
                assert!(
                    seats.contains(&found),
                    "{game}: {found:?} against {seats:?}"
                );
                seen += 1;
            }
        }
        assert!(
            !marks_in(&texts[0], names).is_empty(),
            "{game}: marks on the page"
        );
        assert!(
            !marks_in(&texts[1], names).is_empty(),
            "{game}: marks in My games"
        );
        assert!(seen > texts.len(), "{game}: marks in the mails too");
        // Each seat's symbol is its colour's, as the game gives it.
        let about = turnpost::engine::registry::game(game)
            .expect("game")
            .about();
        let distinct: std::collections::BTreeSet<&String> = seats.iter().map(|(_, s)| s).collect();
        assert_eq!(distinct.len(), players, "{game}: {seats:?}");
        assert!(seats.iter().all(|(_, s)| about.marks.contains(&s.as_str())));
    }
}

/// Plays the game with bots through the API, the scheduler playing the resigned seats' turns.
fn play_out(app: &TestApp, id: i32, tokens: &[String], resigned: &[usize]) {
    let mut rng = Rng::new(11);
    for _ in 0..5000 {
        let g = show(app, id, &tokens[0]);
        if g["status"] == game_rows::FINISHED {
            return;
        }
        let seat = g["to_act"][0].as_u64().expect("to act") as usize;
        if resigned.contains(&seat) {
            let before = game_row(app, id).version;
            turnpost::services::deadlines::tick(&app.state).expect("tick");
            assert!(
                game_row(app, id).version > before,
                "the scheduler plays a resigned seat"
            );
            continue;
        }
        bot_move(app, id, tokens, &mut rng);
    }
    panic!("the game never ended");
}

#[test]
fn a_player_who_resigns_is_played_by_turnpost_and_ranks_last() {
    for game in every_game() {
        let app = TestApp::spawn();
        let (id, tokens) = api_game(&app, game, 3);
        let cem = browser(&app, 2);
        let page = cem.get(&format!("/games/{id}"));
        assert!(page.body.contains("Resign from this game"), "{game}");
        // Without ticking the box, nothing happens.
        cem.post(&format!("/games/{id}/resign"), &[("csrf", &page.csrf())])
            .assert_status(400);
        let r = cem.post(
            &format!("/games/{id}/resign"),
            &[("csrf", &page.csrf()), ("answer", "resign")],
        );
        r.assert_status(303);
        assert!(r.location().contains("notice=resigned"));
        let mail = mail_saying(&app, &email(0), "resigned");
        assert!(mail.contains("Cem "), "{mail}");
        // Cem may not play any more, by page or API.
        let r = call(
            &app,
            "GET",
            &format!("/api/games/{id}/legal"),
            &tokens[2],
            None,
        );
        let api_try = call(
            &app,
            "POST",
            &format!("/api/games/{id}/actions"),
            &tokens[2],
            Some(json!({"version": game_row(&app, id).version,
                        "action": r.body.get(0).cloned().unwrap_or(json!({}))})),
        );
        assert!(
            matches!(api_try.status, 403 | 409 | 422),
            "{game}: {}",
            api_try.body
        );
        play_out(&app, id, &tokens, &[2]);
        let g = show(&app, id, &tokens[0]);
        let ranking = g["ranking"].as_array().expect("ranking");
        assert_eq!(
            ranking.last().expect("last")["seat"],
            2,
            "{game}: {ranking:?}"
        );
        let page = browser(&app, 0).get(&format!("/games/{id}"));
        page.assert_contains("Final ranking");
        let last_line = format!("3. Cem ");
        assert!(page.body.contains(&last_line), "{game}");
    }
}

#[test]
fn the_players_still_in_a_game_can_agree_to_end_it() {
    for game in every_game() {
        let app = TestApp::spawn();
        let (id, tokens) = api_game(&app, game, 3);
        let mut rng = Rng::new(3);
        for _ in 0..4 {
            bot_move(&app, id, &tokens, &mut rng);
        }
        let (ada, bea, cem) = (browser(&app, 0), browser(&app, 1), browser(&app, 2));
        let end = |c: &Client, answer: &str| {
            let page = c.get(&format!("/games/{id}"));
            c.post(
                &format!("/games/{id}/end"),
                &[("csrf", &page.csrf()), ("answer", answer)],
            )
        };
        assert!(end(&ada, "yes").location().contains("notice=end-proposed"));
        let page = bea.get(&format!("/games/{id}"));
        assert!(page.body.contains("1 of the 3 players"), "{game}");
        assert!(end(&bea, "yes").location().contains("notice=end-proposed"));
        // Ada changes her mind; then Cem says yes: not every one agrees.
        assert!(end(&ada, "no").location().contains("notice=end-withdrawn"));
        assert!(end(&cem, "yes").location().contains("notice=end-proposed"));
        assert_eq!(game_row(&app, id).status, game_rows::RUNNING);
        let page = ada.get(&format!("/games/{id}"));
        assert!(page.body.contains("2 of the 3 players"), "{game}");
        assert!(end(&ada, "yes").location().contains("notice=ended"));
        assert_eq!(game_row(&app, id).status, game_rows::FINISHED);
        mail_saying(&app, &email(2), "ended by agreement");
        ada.get(&format!("/games/{id}"))
            .assert_contains("Final ranking");
        // Over: no more votes.
        let page = ada.get(&format!("/games/{id}"));
        assert!(!page.body.contains("/end\""));
    }
}

/// A finished 2-player game of Ada and Bea (ended by agreement).
fn finished_game(app: &TestApp, game: &str) -> i32 {
    let (id, _) = api_game(app, game, 2);
    for i in 0..2 {
        let c = browser(app, i);
        let page = c.get(&format!("/games/{id}"));
        c.post(
            &format!("/games/{id}/end"),
            &[("csrf", &page.csrf()), ("answer", "yes")],
        )
        .assert_status(303);
    }
    assert_eq!(game_row(app, id).status, game_rows::FINISHED);
    id
}

fn games_count(app: &TestApp) -> usize {
    let mut conn = app.state.pool.get().expect("conn");
    game_rows::all_ids(&mut conn).expect("ids").len()
}

#[test]
fn a_rematch_checks_every_limit_before_it_creates_anything() {
    let Some(game) = every_game().first().copied() else {
        return;
    };
    let app = TestApp::spawn();
    let id = finished_game(&app, game);
    // Ada fills her invitations of the day, to strangers.
    let ada_token = token(&app, &email(0));
    let body = json!({"game": game, "seats": 2, "time_limit_days": 3,
                      "colour": turnpost::services::games::colours_of(game)[0], "open": false});
    let r = call(&app, "POST", "/api/games", &ada_token, Some(body));
    assert_eq!(r.status, 201, "{}", r.body);
    let other = r.body["id"].as_i64().expect("id");
    for k in 0..turnpost::services::mail_safety::INVITATIONS_PER_SENDER {
        let r = call(
            &app,
            "POST",
            &format!("/api/games/{other}/invite"),
            &ada_token,
            Some(json!({"email": format!("stranger{k}@example.com")})),
        );
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let before = games_count(&app);
    let ada = browser(&app, 0);
    let page = ada.get(&format!("/games/{id}"));
    let r = ada.post(&format!("/games/{id}/rematch"), &[("csrf", &page.csrf())]);
    r.assert_status(429);
    assert!(r.body.contains("invitations"), "{}", r.body);
    assert_eq!(
        games_count(&app),
        before,
        "a refused rematch leaves no game"
    );
}

#[test]
fn friends_may_rematch_past_the_limit_that_guards_strangers() {
    let Some(game) = every_game().first().copied() else {
        return;
    };
    let app = TestApp::spawn();
    let id = finished_game(&app, game);
    // Bea's address is invited as often as a stranger's may be, by someone else.
    account(&app, 2);
    let cem = token(&app, &email(2));
    for _ in 0..turnpost::services::mail_safety::INVITATIONS_PER_ADDRESS {
        let body = json!({"game": game, "seats": 2, "time_limit_days": 3,
                          "colour": turnpost::services::games::colours_of(game)[0], "open": false});
        let g = call(&app, "POST", "/api/games", &cem, Some(body)).body["id"]
            .as_i64()
            .expect("id");
        let r = call(
            &app,
            "POST",
            &format!("/api/games/{g}/invite"),
            &cem,
            Some(json!({"email": email(1)})),
        );
        assert_eq!(r.status, 200, "{}", r.body);
    }
    // A stranger's next invitation to her is refused, naming the address.
    let body = json!({"game": game, "seats": 2, "time_limit_days": 3,
                      "colour": turnpost::services::games::colours_of(game)[0], "open": false});
    let g = call(&app, "POST", "/api/games", &cem, Some(body)).body["id"]
        .as_i64()
        .expect("id");
    let r = call(
        &app,
        "POST",
        &format!("/api/games/{g}/invite"),
        &cem,
        Some(json!({"email": email(1)})),
    );
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.body["error"]
        .as_str()
        .is_some_and(|e| e.contains(&email(1))));
    // Ada, who played with her, asks for a rematch: Bea is invited.
    let ada = browser(&app, 0);
    let page = ada.get(&format!("/games/{id}"));
    let r = ada.post(&format!("/games/{id}/rematch"), &[("csrf", &page.csrf())]);
    r.assert_status(303);
    mail_saying(&app, &email(1), "Ada invites you");
}
