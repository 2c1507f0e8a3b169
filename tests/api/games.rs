//! Playing Humanity over real HTTP: create, invite, join, start, a complete 2-player game
//! through the form endpoints, stale and repeated forms, other seats, malformed forms, and the
//! JSON API.

use crate::helpers::{link_with, Client, TestApp, PASSWORD};
use crate::toolkit::random_path;
use turnpost::db::models::games as game_rows;
use turnpost::engine::choice::path_text;
use turnpost::engine::humanity::choices::path_of;
use turnpost::engine::humanity::{Action, Humanity, State};
use turnpost::engine::rng::Rng;
use turnpost::engine::Game;

/// The game row, straight from the database.
pub fn game_row(app: &TestApp, id: i32) -> game_rows::GameRow {
    let mut conn = app.state.pool.get().expect("conn");
    game_rows::find(&mut conn, id)
        .expect("query")
        .expect("game exists")
}

pub fn game_state(app: &TestApp, id: i32) -> State {
    serde_json::from_str(game_row(app, id).state.as_deref().expect("started"))
        .expect("state parses")
}

fn game_id_from(location: &str) -> i32 {
    location
        .trim_start_matches("/games/")
        .split(['?', '/'])
        .next()
        .and_then(|s| s.parse().ok())
        .expect("game id in location")
}

/// Ada creates a 2-player private game and invites Bea, who accepts from the mail; Ada starts
/// it with the seats in join order (Ada seat 0, Bea seat 1).
pub fn two_player_game(app: &TestApp) -> (Client, Client, i32) {
    two_player_game_with(app, |_| {})
}

/// One more game of Ada (seat 1, creator) and Bea, both logged in already; started.
pub fn another_game(app: &TestApp, ada: &Client, bea: &Client) -> i32 {
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("game", "humanity"),
            ("seats", "2"),
            ("colour", "pink"),
            ("days", "3"),
        ],
    );
    r.assert_status(303);
    let id = game_id_from(r.location());
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "bea@example.com")],
    )
    .assert_status(303);
    let invitation = loop {
        let m = app.mail_to("bea@example.com");
        if m.header("Subject")
            .is_some_and(|s| s.contains("invites you"))
        {
            break m;
        }
    };
    let link = link_with(&invitation, "/invitations/");
    bea.submit(&link, &link, &[("colour", "blue")])
        .assert_status(303);
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/start"),
        &[("order", "arranged")],
    )
    .assert_status(303);
    id
}

/// The same, with `before_start` run once both accounts exist (to set their preferences).
pub fn two_player_game_with(
    app: &TestApp,
    before_start: impl FnOnce(&TestApp),
) -> (Client, Client, i32) {
    let ada = app.verified_user("ada@example.com", "Ada");
    let bea = app.verified_user("bea@example.com", "Bea");
    before_start(app);
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("game", "humanity"),
            ("seats", "2"),
            ("colour", "pink"),
            ("days", "3"),
        ],
    );
    r.assert_status(303);
    let id = game_id_from(r.location());
    ada.get(&format!("/games/{id}"))
        .assert_status(200)
        .assert_contains("Invite players")
        .assert_contains("1 of 2 seats");
    let r = ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "bea@example.com")],
    );
    r.assert_status(303);
    let invitation = app.mail_to("bea@example.com");
    assert!(invitation
        .header("Subject")
        .is_some_and(|s| s.contains("Ada invites you")));
    // Bea has an account: the mail says to log in, not to create one (defect 13).
    assert!(
        invitation.text_body().contains("log in as Bea"),
        "{}",
        invitation.text_body()
    );
    let link = link_with(&invitation, "/invitations/");
    let page = bea.get(&link);
    page.assert_status(200).assert_contains("Take my seat");
    let r = bea.submit(&link, &link, &[("colour", "blue")]);
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}?notice=joined"));
    let r = ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/start"),
        &[("order", "arranged")],
    );
    r.assert_status(303);
    (ada, bea, id)
}

/// Posts a path of the table's turn panel (`version` and `path`), as the Confirm button does.
fn post_path(
    client: &Client,
    id: i32,
    version: i32,
    path: &str,
    csrf: &str,
) -> crate::helpers::Resp {
    client.post(
        &format!("/games/{id}/turn"),
        &[
            ("csrf", csrf),
            ("version", &version.to_string()),
            ("path", path),
        ],
    )
}

#[test]
fn a_complete_two_player_game_through_the_forms() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let clients = [&ada, &bea];
    let csrf = [ada.get("/games").csrf(), bea.get("/games").csrf()];
    assert_eq!(game_row(&app, id).status, game_rows::RUNNING);
    // The first player (told before that every seat was taken) is told it is their turn.
    let mut first = app.mail_to("ada@example.com");
    if first
        .header("Subject")
        .is_some_and(|s| s.contains("every seat is taken"))
    {
        first = app.mail_to("ada@example.com");
    }
    assert!(
        first.header("Subject").is_some_and(
            |s| s.starts_with(&format!("Humanity #{id} — your turn (year 1, round 1)"))
        ),
        "{:?}",
        first.header("Subject")
    );
    app.mail_to("bea@example.com");

    let mut rng = Rng::new(42);
    let mut turns = 0;
    let mut simultaneous = 0;
    loop {
        let row = game_row(&app, id);
        if row.status == game_rows::FINISHED {
            break;
        }
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("parses");
        let seats = Humanity::to_act(&state);
        assert!(!seats.is_empty(), "a running game always has a seat to act");
        if seats.len() > 1 {
            simultaneous += 1;
        }
        // Every seat deciding now confirms a decision chosen step by step on the page drawn
        // from the same version: at random, or a legal action found among the steps.
        for seat in seats {
            let (path, action) = if turns % 2 == 0 {
                random_path(&state, seat, &mut rng)
            } else {
                let legal = Humanity::legal_actions(&state, seat);
                let action = legal[rng.below(legal.len() as u64) as usize].clone();
                let path = path_of(&state, seat, &action).expect("steps to a legal action");
                (path, action)
            };
            let r = post_path(
                clients[seat],
                id,
                row.version,
                &path_text(&path),
                &csrf[seat],
            );
            assert_eq!(
                (r.status, r.location()),
                (303, format!("/games/{id}?notice=applied").as_str()),
                "turn {turns} by seat {seat}: {action:?}\n{}",
                r.body
            );
            turns += 1;
        }
        assert!(turns < 2000, "the game should end");
    }
    assert!(
        simultaneous > 0,
        "returning astronauts were placed by both players at once"
    );
    let state = game_state(&app, id);
    let outcome = Humanity::outcome(&state).expect("finished game has a ranking");
    let page = ada.get(&format!("/games/{id}"));
    page.assert_status(200)
        .assert_contains("Final ranking")
        .assert_contains("<p class=\"status\" id=\"status\">Game over</p>")
        .assert_contains("Final scores")
        .assert_contains("Slide the table sideways");
    // Named with the seat's mark beside the name.
    let names = ["Ada ⬢", "Bea ■"];
    let winner = format!("1. {}: {} points", names[outcome[0].seat], outcome[0].score);
    page.assert_contains(&winner);
    // A rematch: the same game and rules, the other player invited by mail.
    let loser = 1 - outcome[0].seat;
    let r = clients[loser].submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/rematch"),
        &[],
    );
    r.assert_status(303);
    let again = game_id_from(r.location());
    assert_ne!(again, id);
    let row = game_row(&app, again);
    assert_eq!(
        (row.game.as_str(), row.seats, row.status.as_str()),
        ("humanity", 2, "waiting")
    );
    let winner_email = ["ada@example.com", "bea@example.com"][outcome[0].seat];
    let mut conn = app.state.pool.get().expect("conn");
    let invited =
        turnpost::db::models::invitations::of_game(&mut conn, again).expect("invitations");
    drop(conn);
    assert_eq!(
        invited.iter().map(|i| i.email.as_str()).collect::<Vec<_>>(),
        vec![winner_email],
        "the other player is invited"
    );
    // "My games" says how each player finished.
    clients[outcome[0].seat]
        .get("/games")
        .assert_contains(&format!(
            "You finished 1st of 2 · {} points",
            outcome[0].score
        ));
    // Both players get the final ranking by mail.
    let over = app
        .smtp()
        .wait_for_to("bea@example.com", std::time::Duration::from_secs(15));
    let mut last = over;
    while !last
        .header("Subject")
        .is_some_and(|s| s.ends_with("is over"))
    {
        last = app.mail_to("bea@example.com");
    }
    assert!(last.text_body().contains(&winner), "{}", last.text_body());
    // The stored state is what the events replay to.
    assert_eq!(game_row(&app, id).version as usize, turns);
    crate::history::assert_replays(&app, id);
}

#[test]
fn stale_repeated_and_foreign_forms_change_nothing() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let carl = app.verified_user("carl@example.com", "Carl");
    let row = game_row(&app, id);
    let state = game_state(&app, id);
    let seat = Humanity::to_act(&state)[0];
    assert_eq!(seat, 0, "Ada plays first");
    let legal = Humanity::legal_actions(&state, 0);
    let action = legal
        .iter()
        .find(|a| matches!(a, Action::Work { .. }))
        .expect("a work action");
    let path = path_text(&path_of(&state, 0, action).expect("its steps"));
    let ada_csrf = ada.get(&format!("/games/{id}")).csrf();

    // Bea cannot play Ada's turn; Carl has no seat at all, and to him the private game is not
    // even there.
    let r = post_path(
        &bea,
        id,
        row.version,
        &path,
        &bea.get(&format!("/games/{id}")).csrf(),
    );
    r.assert_status(403).assert_contains("It is not your turn");
    let r = post_path(&carl, id, row.version, &path, &carl.get("/login").csrf());
    r.assert_status(404)
        .assert_contains(turnpost::services::visibility::NOT_WATCHABLE);
    assert_eq!(game_row(&app, id).version, row.version);

    // The same form twice: applied once.
    let r = post_path(&ada, id, row.version, &path, &ada_csrf);
    assert_eq!(
        (r.status, r.location()),
        (303, format!("/games/{id}?notice=applied").as_str())
    );
    let r = post_path(&ada, id, row.version, &path, &ada_csrf);
    r.assert_status(303);
    assert!(r.location().contains("notice=already"), "{}", r.location());
    assert_eq!(game_row(&app, id).version, row.version + 1);
    ada.get(r.location().split('#').next().unwrap_or_default())
        .assert_contains("That turn had already been played: it was applied once.");

    // Another decision drawn from the old version is refused, with the game as it is now.
    let other = legal.iter().find(|a| *a != action).expect("another action");
    let other = path_text(&path_of(&state, 0, other).expect("its steps"));
    let r = post_path(&ada, id, row.version, &other, &ada_csrf);
    r.assert_status(303);
    assert!(r.location().contains("notice=moved-on"), "{}", r.location());
    ada.get(r.location().split('#').next().unwrap_or_default())
        .assert_contains("The game moved on since that page was drawn");
    assert_eq!(game_row(&app, id).version, row.version + 1);

    // No CSRF token: refused before anything else.
    ada.post(
        &format!("/games/{id}/turn"),
        &[
            ("version", &(row.version + 1).to_string()),
            ("path", other.as_str()),
        ],
    )
    .assert_status(403);
    assert_eq!(game_row(&app, id).version, row.version + 1);
}

#[test]
fn malformed_turn_forms_are_explained() {
    let app = TestApp::spawn();
    let (ada, _bea, id) = two_player_game(&app);
    let csrf = ada.get(&format!("/games/{id}")).csrf();
    let url = format!("/games/{id}/turn");
    let post = |fields: &[(&str, &str)]| {
        let mut all = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        ada.post(&url, &all)
    };
    post(&[("path", "0.0.0")])
        .assert_status(400)
        .assert_contains("The form has no valid version.");
    post(&[("version", "x"), ("path", "0")])
        .assert_status(400)
        .assert_contains("The form has no valid version.");
    for path in ["0.x", "-1", "0..1", "999999", "{\"kind\":\"pass\"}"] {
        post(&[("version", "0"), ("path", path)])
            .assert_status(400)
            .assert_contains("The form&#39;s choice could not be read.");
    }
    // A choice that is not on offer (an altered page): the decision starts again, and says so.
    let r = post(&[("version", "0"), ("path", "0.99")]);
    assert_eq!(
        (r.status, r.location()),
        (303, format!("/games/{id}?c=x#turn").as_str())
    );
    ada.get(r.location().split('#').next().unwrap_or_default())
        .assert_status(422)
        .assert_contains("That choice is not on offer now: choose again.");
    // A choice the rules refuse (passing while something else is possible) is not played.
    let r = post(&[("version", "0"), ("path", "0.3")]);
    assert_eq!(r.location(), format!("/games/{id}?c=x#turn"));
    // A decision not whole yet goes on to its next step.
    let r = post(&[("version", "0"), ("path", "0")]);
    assert_eq!(r.location(), format!("/games/{id}?c=0#turn"));
    // Versions that never were.
    for version in ["-5", "99"] {
        let r = post(&[("version", version), ("path", "0.0.0.0")]);
        assert_eq!(r.location(), format!("/games/{id}?notice=moved-on#since"));
    }
    ada.get(&format!("/games/{id}?c=7.7.7"))
        .assert_status(422)
        .assert_contains("That choice is not on offer now: choose again.");
    ada.get(&format!("/games/{id}?c=%3Cscript%3E"))
        .assert_status(422)
        .assert_contains("That choice is not on offer now: choose again.");
    ada.get("/games/999999").assert_status(404);
    ada.get("/games/notanumber").assert_status(404);
    assert_eq!(game_row(&app, id).version, 0, "nothing was applied");
}

#[test]
fn the_turn_panel_asks_in_steps_and_previews_before_it_counts() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let page = ada.get(&format!("/games/{id}"));
    page.assert_status(200)
        .assert_contains("Your turn")
        .assert_contains("Which astronaut acts?")
        .assert_contains("Astronaut 1 at L12 (2 WP)")
        .assert_contains("Astronaut 2 at N12 (2 WP)")
        // The astronauts are tapped on the base as well.
        .assert_contains(&format!(
            "<a class=\"hb-tap\" href=\"/games/{id}?c=0#turn\""
        ))
        .assert_contains("<svg");
    assert!(
        !bea.get(&format!("/games/{id}")).body.contains("Your turn"),
        "not Bea's turn"
    );
    let doing = ada.get(&format!("/games/{id}?c=0"));
    doing
        .assert_status(200)
        .assert_contains("What does astronaut 1 do?")
        .assert_contains("Work: activate tiles of your base with 2 WP")
        .assert_contains("Not now: You may pass only when nothing else is possible.");
    let tiles = ada.get(&format!("/games/{id}?c=0.0"));
    tiles
        .assert_contains("Which tile does astronaut 1 activate first?")
        .assert_contains("The Ice drill at L13: +1 ice each time, 1 WP; it stores 1 of 3")
        .assert_contains("The obstacle at M12: 3 resistance left, 1 WP each time");
    assert!(
        !tiles.body.contains("Stop working"),
        "nothing to stop before a first tile"
    );
    // No tile more often than the astronaut's WP pay for (issue 16, defect 14): every tile of
    // a new base costs 1 WP and Ada's astronaut has 2.
    let state = game_state(&app, id);
    let drill = turnpost::engine::humanity::choices::choices(&state, 0, &[0, 0])
        .map(|s| match s {
            turnpost::engine::choice::Step::Ask(q) => q
                .offers
                .iter()
                .position(|o| {
                    turnpost::i18n::words(turnpost::i18n::Lang::En, &o.label)
                        .starts_with("The Ice drill")
                })
                .expect("the drill"),
            _ => panic!("a question"),
        })
        .expect("steps");
    let times = ada.get(&format!("/games/{id}?c=0.0.{drill}"));
    times
        .assert_contains("How many times does astronaut 1 activate the Ice drill at L13?")
        .assert_contains("Twice (2 WP): 3 of 3 stored");
    assert!(!times.body.contains("3 times"), "{}", times.body);
    let whole = ada.get(&format!("/games/{id}?c=0.0.{drill}.1"));
    whole
        .assert_status(200)
        .assert_contains("What this turn will do")
        .assert_contains("Astronaut 1 works and stays at L12, exhausted for this round. No points.")
        .assert_contains("The Ice drill at L13 will store 3 (now 1).")
        .assert_contains("Astronaut 1 uses all 2 WP it had left.")
        // The log lines name the player, not a seat token.
        .assert_contains("Ada ⬢ worked with astronaut 1: Ice drill at L13 x2 (+2 ice)")
        .assert_contains(&format!("name=\"path\" value=\"0.0.{drill}.1\""))
        .assert_contains(">Confirm</button>");
    assert_eq!(game_row(&app, id).version, 0, "a preview changes nothing");
    let r = post_path(&ada, id, 0, &format!("0.0.{drill}.1"), &whole.csrf());
    assert_eq!(r.location(), format!("/games/{id}?notice=applied"));
    ada.get(r.location().split('#').next().unwrap_or_default())
        .assert_contains("Your turn was played.")
        .assert_contains("Ada ⬢ worked with astronaut 1: Ice drill at L13 x2 (+2 ice)");
    assert_eq!(game_state(&app, id).players[0].modules[0].stock, 3);
    // The game is private: someone without a seat does not see it at all.
    let carl = app.verified_user("carl@example.com", "Carl");
    let spect = carl.get(&format!("/games/{id}"));
    spect
        .assert_status(404)
        .assert_contains(turnpost::services::visibility::NOT_WATCHABLE);
    assert!(!spect.body.contains("The base of Ada"));
}

#[test]
fn an_invitee_without_an_account_registers_through_the_link_and_lands_in_the_game() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let r = ada.submit(
        "/games/new",
        "/games",
        &[("seats", "2"), ("colour", "yellow"), ("days", "5")],
    );
    let id = game_id_from(r.location());
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "new@example.com")],
    )
    .assert_status(303);
    let link = link_with(&app.mail_to("new@example.com"), "/invitations/");
    let newcomer = app.client();
    let page = newcomer.get(&link);
    page.assert_status(200).assert_contains("Create an account");
    let nonce = link.rsplit('/').next().expect("nonce");
    let form = newcomer.get(&format!("/register?invite={nonce}&email=new%40example.com"));
    form.assert_contains("new@example.com");
    let r = newcomer.post(
        "/register",
        &[
            ("csrf", &form.csrf()),
            ("email", "new@example.com"),
            ("name", "Nia"),
            ("password", PASSWORD),
            ("invite", nonce),
        ],
    );
    r.assert_status(303);
    // Logged in, back on the invitation to choose a colour like every invitee (defect 13).
    assert_eq!(r.location(), link.trim_start_matches(&app.base));
    newcomer
        .get(&link)
        .assert_contains("Take my seat")
        .assert_contains("name=\"colour\"");
    let r = newcomer.submit(&link, &link, &[("colour", "green")]);
    assert_eq!(r.location(), format!("/games/{id}?notice=joined"));
    newcomer
        .get(&format!("/games/{id}"))
        .assert_contains("green")
        .assert_contains("2 of 2 seats")
        .assert_contains("Nia");
}

#[test]
fn the_json_api_plays_with_the_same_checks() {
    let app = TestApp::spawn();
    let _ = app.verified_user("ada@example.com", "Ada");
    let _ = app.verified_user("bea@example.com", "Bea");
    let api = |method: &str,
               path: &str,
               token: Option<&str>,
               body: Option<serde_json::Value>|
     -> (u16, serde_json::Value) {
        let mut req = ureq::request(method, &format!("{}{}", app.base, path));
        if let Some(t) = token {
            req = req.set("Authorization", &format!("Bearer {t}"));
        }
        let res = match body {
            Some(b) => req.send_json(b),
            None => req.call(),
        };
        let res = match res {
            Ok(r) => r,
            Err(ureq::Error::Status(_, r)) => r,
            Err(e) => panic!("{e}"),
        };
        let status = res.status();
        (status, res.into_json().unwrap_or(serde_json::Value::Null))
    };
    let (s, body) = api(
        "POST",
        "/api/tokens",
        None,
        Some(serde_json::json!({"email": "ada@example.com", "password": "nope nope nope"})),
    );
    assert_eq!(s, 401, "{body}");
    assert!(body["error"].as_str().is_some());
    let (s, body) = api(
        "POST",
        "/api/tokens",
        None,
        Some(serde_json::json!({"email": "ada@example.com", "password": PASSWORD})),
    );
    assert_eq!(s, 201, "{body}");
    let ada = body["token"].as_str().expect("token").to_string();
    let (_, body) = api(
        "POST",
        "/api/tokens",
        None,
        Some(serde_json::json!({"email": "bea@example.com", "password": PASSWORD})),
    );
    let bea = body["token"].as_str().expect("token").to_string();

    assert_eq!(api("GET", "/api/games/1", None, None).0, 401);
    assert_eq!(api("GET", "/api/games/1", Some("tp_forged"), None).0, 401);
    let (s, body) = api(
        "POST",
        "/api/games",
        Some(&ada),
        Some(
            serde_json::json!({"game": "humanity", "seats": 2, "time_limit_days": 2, "open": true}),
        ),
    );
    assert_eq!(s, 201, "{body}");
    let id = body["id"].as_i64().expect("id");
    let (s, body) = api(
        "POST",
        "/api/games",
        Some(&ada),
        Some(serde_json::json!({"game": "chess", "seats": 2, "open": true})),
    );
    assert_eq!(s, 400, "{body}");
    assert_eq!(
        api("POST", &format!("/api/games/{id}/start"), Some(&ada), None).0,
        409,
        "not full yet"
    );
    assert_eq!(
        api("POST", &format!("/api/games/{id}/join"), Some(&bea), None).0,
        200
    );
    assert_eq!(
        api("POST", &format!("/api/games/{id}/start"), Some(&bea), None).0,
        403,
        "only the creator starts"
    );
    assert_eq!(
        api(
            "POST",
            &format!("/api/games/{id}/start"),
            Some(&ada),
            Some(serde_json::json!({"random_order": false}))
        )
        .0,
        200
    );

    let (s, game) = api("GET", &format!("/api/games/{id}"), Some(&bea), None);
    assert_eq!(s, 200, "{game}");
    assert_eq!(game["status"], "running");
    assert_eq!(game["your_seat"], 1);
    assert_eq!(game["to_act"], serde_json::json!([0]));
    assert_eq!(
        game["view"]["players"][0]["science"], "hidden",
        "Bea cannot see Ada's science"
    );
    assert_eq!(game["view"]["players"][1]["science"], 0);
    let version = game["version"].as_i64().expect("version");

    let (s, legal) = api("GET", &format!("/api/games/{id}/legal"), Some(&ada), None);
    assert_eq!(s, 200);
    let first = legal
        .as_array()
        .and_then(|a| a.first())
        .cloned()
        .expect("a legal action");
    let (s, body) = api(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&bea),
        Some(serde_json::json!({"version": version, "action": first})),
    );
    assert_eq!(s, 422, "Bea cannot play Ada's turn: {body}");
    let (s, body) = api(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&ada),
        Some(serde_json::json!({"version": version, "action": {"kind": "fly"}})),
    );
    assert_eq!(s, 400, "{body}");
    // The turn looks its token up in the same trip as its work: a forged or missing token is
    // still a 401, and plays nothing.
    for forged in [Some("tp_forged"), None] {
        let (s, body) = api(
            "POST",
            &format!("/api/games/{id}/actions"),
            forged,
            Some(serde_json::json!({"version": version, "action": first})),
        );
        assert_eq!(s, 401, "{body}");
    }
    let (s, body) = api(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&ada),
        Some(serde_json::json!({"version": version, "action": first})),
    );
    assert_eq!(s, 200, "{body}");
    assert_eq!(body["version"], version + 1);
    let other = legal
        .as_array()
        .and_then(|a| a.get(1))
        .cloned()
        .expect("another action");
    let (s, body) = api(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&ada),
        Some(serde_json::json!({"version": version, "action": other})),
    );
    assert_eq!(s, 409, "stale: {body}");
    assert!(body["error"]
        .as_str()
        .is_some_and(|e| e.contains("moved on")));
    assert_eq!(api("GET", "/api/nothing", Some(&ada), None).0, 404);
}

/// An invitation to a game whose seats are all taken is refused when it is sent, not when its
/// reader follows it (issue 16, defect 10).
#[test]
fn a_full_game_invites_nobody() {
    use crate::toolkit::{api, digest, token};
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    app.verified_user("bea@example.com", "Bea");
    let (ada_token, bea_token) = (
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    );
    let (s, game) = api(
        &app,
        "POST",
        "/api/games",
        Some(&ada_token),
        Some(
            serde_json::json!({"game": "humanity", "seats": 2, "time_limit_days": 3, "open": true}),
        ),
    );
    assert_eq!(s, 201, "{game}");
    let id = game["id"].as_i64().expect("id");
    let (s, body) = api(
        &app,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&bea_token),
        None,
    );
    assert!(s < 300, "{body}");
    let before = digest(&app);
    let r = ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "carl@example.com")],
    );
    r.assert_status(409)
        .assert_contains("Every seat of this game is taken");
    assert!(before == digest(&app), "nothing was written");
}

/// The page gives the deadline as a date and time in the player's zone and the time left,
/// never rounded up (issue 16, defect 11: "2 days left" right after a 3-day turn began).
#[test]
fn the_deadline_is_a_local_date_with_the_exact_time_left() {
    let app = TestApp::spawn();
    let (ada, _, id) = two_player_game(&app);
    let due = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::game_players::of_game(&mut conn, id)
            .expect("players")
            .iter()
            .find_map(|p| (p.player.seat == Some(0)).then_some(p.player.deadline_at))
            .flatten()
            .expect("Ada decides")
    };
    app.advance(chrono::Duration::minutes(1));
    let page = ada.get(&format!("/games/{id}"));
    page.assert_status(200)
        .assert_contains(&format!("Decide by {}", due.format("%a %-d %b, %H:%M")))
        .assert_contains("in 2 days 23 h");
}

/// When the last seat is taken the creator is mailed to start, the others read who they wait
/// for and may leave while the game waits (issue 16, defect 12).
#[test]
fn a_full_game_is_announced_and_a_waiting_seat_can_be_left() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let bea = app.verified_user("bea@example.com", "Bea");
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("game", "humanity"),
            ("seats", "2"),
            ("colour", "pink"),
            ("days", "3"),
        ],
    );
    let id = game_id_from(r.location());
    ada.submit(
        &format!("/games/{id}"),
        &format!("/games/{id}/invite"),
        &[("email", "bea@example.com")],
    )
    .assert_status(303);
    let link = link_with(&app.mail_to("bea@example.com"), "/invitations/");
    bea.submit(&link, &link, &[("colour", "blue")])
        .assert_status(303);
    let full = loop {
        let m = app.mail_to("ada@example.com");
        if m.header("Subject")
            .is_some_and(|s| s.contains("every seat is taken"))
        {
            break m;
        }
    };
    assert!(
        full.text_body().contains("Bea joined you"),
        "{}",
        full.text_body()
    );
    bea.get(&format!("/games/{id}"))
        .assert_status(200)
        .assert_contains("waiting for Ada to start the game")
        .assert_contains("Leave this game");
    // The creator cancels rather than leaves.
    ada.submit(&format!("/games/{id}"), &format!("/games/{id}/leave"), &[])
        .assert_status(409);
    let r = bea.submit(&format!("/games/{id}"), &format!("/games/{id}/leave"), &[]);
    r.assert_status(303);
    bea.get(r.location())
        .assert_contains("You have left the game");
    ada.get(&format!("/games/{id}"))
        .assert_contains("1 of 2 seats taken");
    // The private game is hidden from Bea again: leaving twice finds nothing.
    bea.submit("/games", &format!("/games/{id}/leave"), &[])
        .assert_status(404);
}

/// "My games" says whose move it is, by when, and how finished games ended; after a turn the
/// game page points to the next game waiting, and the header counts them (issue 16, defect 17
/// and missing 1).
#[test]
fn my_games_and_the_header_point_to_the_games_waiting_for_me() {
    let app = TestApp::spawn();
    let (ada, bea, first) = two_player_game(&app);
    let second = another_game(&app, &ada, &bea);
    let mine = ada.get("/games");
    mine.assert_status(200)
        .assert_contains("My games <span class=\"count\">2</span>")
        .assert_contains("Your move")
        .assert_contains("Decide by ");
    bea.get("/games")
        .assert_contains("Ada ⬢ to play")
        .assert_contains("My games</a>");
    // On one game's page, the other game waiting is one tap away.
    ada.get(&format!("/games/{first}"))
        .assert_contains(&format!(
            "<a href=\"/games/{second}\">Your move in Humanity #{second}"
        ));
    // After a turn in the first game, the page it lands on points to the second.
    let row = game_row(&app, first);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("state");
    let action = &Humanity::legal_actions(&state, 0)[0];
    let page = ada.get(&format!("/games/{first}"));
    let r = crate::toolkit::play_form(&ada, first, (&state, 0), row.version, action, &page.csrf());
    r.assert_status(303);
    ada.get(r.location().split('#').next().unwrap_or_default())
        .assert_contains("Your turn was played")
        .assert_contains(&format!("Your move in Humanity #{second}"))
        .assert_contains("My games <span class=\"count\">1</span>");
}

/// Players' names lead to their profiles: on the game page, in the waiting room and from the
/// settings (issue 16, defect 16).
#[test]
fn names_link_to_profiles() {
    let app = TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let ids: Vec<i32> = ["ada@example.com", "bea@example.com"]
        .iter()
        .map(|e| {
            let mut conn = app.state.pool.get().expect("conn");
            turnpost::db::models::users::find_by_email(&mut conn, e)
                .expect("query")
                .expect("user")
                .id
        })
        .collect();
    let page = bea.get(&format!("/games/{id}"));
    page.assert_contains(&format!("<a href=\"/players/{}\">Ada</a>", ids[0]))
        .assert_contains(&format!("<a href=\"/players/{}\">Bea</a>", ids[1]));
    ada.get("/settings").assert_contains(&format!(
        "<a href=\"/players/{}\">Your public profile</a>",
        ids[0]
    ));
    let waiting = another_waiting(&ada);
    ada.get(&format!("/games/{waiting}"))
        .assert_contains(&format!("<a href=\"/players/{}\">Ada</a>", ids[0]));
}

fn another_waiting(ada: &Client) -> i32 {
    let r = ada.submit(
        "/games/new",
        "/games",
        &[
            ("game", "humanity"),
            ("seats", "3"),
            ("colour", "pink"),
            ("days", "3"),
        ],
    );
    game_id_from(r.location())
}
