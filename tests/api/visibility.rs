//! Who may watch a game: a private game only by its players while it runs; once finished, by
//! everyone if its creator chose so, else still only by its players (page, replay, export, API,
//! archive, profiles). A refusal is the same 404 as for a game that does not exist.

use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::{api, token};
use turnpost::db::models::games as game_rows;
use turnpost::db::models::users::{self, NewUser, User};
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::{Humanity, State};
use turnpost::engine::Game;
use turnpost::services::games::{self, Actor, NewGameInput};
use turnpost::services::visibility::NOT_WATCHABLE;

/// A verified account that can log in, written straight into the database.
fn user(app: &TestApp, email: &str, name: &str) -> User {
    let mut conn = app.state.pool.get().expect("conn");
    let hash = turnpost::security::password::hash(PASSWORD).expect("hash");
    let now = app.state.clock.now_naive();
    let u = users::insert(
        &mut conn,
        &NewUser {
            email,
            display_name: name,
            password_hash: &hash,
            created_at: now,
        },
    )
    .expect("insert user");
    users::set_verified(&mut conn, u.id, now).expect("verify");
    users::find(&mut conn, u.id).expect("query").expect("user")
}

fn logged_in(app: &TestApp, email: &str) -> Client {
    let c = app.client();
    c.login(email, PASSWORD).assert_status(303);
    c
}

/// A started private game of Ada (seat 0) and Bea (seat 1), invited through the service.
fn private_game(app: &TestApp, ada: &User, bea: &User, public_after: bool) -> i32 {
    let input = NewGameInput::parse("humanity", 2, "yellow", 3, false, "default_turn")
        .expect("valid game")
        .public_when_finished(public_after);
    let id = games::create(&app.state, ada, &input).expect("create");
    let email = turnpost::services::accounts::EmailAddress::parse(&bea.email).expect("address");
    games::invite(&app.state, ada, id, &email).expect("invite");
    let nonce = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::invitations::of_game(&mut conn, id).expect("invitations")[0]
            .nonce
            .clone()
    };
    games::accept_invitation(&app.state, bea, &nonce, None).expect("accept");
    games::start(&app.state, ada, id, false).expect("start");
    id
}

/// Plays random legal actions to the end.
fn finish(app: &TestApp, id: i32, players: &[&User]) {
    let mut rng = chooser(7);
    loop {
        let row = game_row(app, id);
        if row.status == game_rows::FINISHED {
            return;
        }
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("json");
        let seat = Humanity::to_act(&state)[0];
        let action = random_action(&state, seat, &mut rng).expect("a legal action");
        let json = serde_json::to_string(&action).expect("json");
        games::submit(
            &app.state,
            Actor::Player(players[seat]),
            id,
            row.version,
            &json,
        )
        .unwrap_or_else(|e| panic!("step {} refused: {e}", row.version + 1));
    }
}

/// One action, so that step 1 exists.
fn one_action(app: &TestApp, id: i32, players: &[&User]) {
    let row = game_row(app, id);
    let state: State = serde_json::from_str(row.state.as_deref().expect("state")).expect("json");
    let seat = Humanity::to_act(&state)[0];
    let action = random_action(&state, seat, &mut chooser(1)).expect("action");
    let json = serde_json::to_string(&action).expect("json");
    games::submit(
        &app.state,
        Actor::Player(players[seat]),
        id,
        row.version,
        &json,
    )
    .expect("played");
}

/// The pages of a game a browser reads (the chart is drawn inside the replay page).
fn pages(id: i32) -> Vec<String> {
    vec![
        format!("/games/{id}"),
        format!("/games/{id}/replay/0"),
        format!("/games/{id}/replay/1"),
        format!("/games/{id}/export"),
    ]
}

/// The API's reads of a game.
fn api_reads(id: i32) -> Vec<String> {
    vec![format!("/api/games/{id}"), format!("/api/games/{id}/legal")]
}

/// Everything a visitor or a logged-in stranger could try; each must be a 404 that says the
/// same as for a game that does not exist.
fn assert_hidden(app: &TestApp, id: i32, browsers: &[(&str, &Client)], tokens: &[(&str, &str)]) {
    for (who, c) in browsers {
        for page in pages(id) {
            let r = c.get(&page);
            assert_eq!(r.status, 404, "{who} reads {page}: {}", r.body);
            r.assert_contains(NOT_WATCHABLE);
            assert!(
                !r.body.contains("Bea"),
                "{who} sees a player's name on {page}"
            );
        }
    }
    for (who, t) in tokens {
        for path in api_reads(id) {
            let (s, body) = api(app, "GET", &path, Some(t), None);
            assert_eq!(s, 404, "{who} reads {path}: {body}");
            assert_eq!(body["error"], NOT_WATCHABLE, "{who} {path}");
        }
    }
}

/// The same answers as for a number no game has.
fn assert_same_as_missing(app: &TestApp, c: &Client, t: &str, id: i32) {
    let missing = 999_999;
    for (a, b) in pages(id).iter().zip(pages(missing)) {
        let (x, y) = (c.get(a), c.get(&b));
        assert_eq!((x.status, x.body), (y.status, y.body), "{a}");
    }
    for (a, b) in api_reads(id).iter().zip(api_reads(missing)) {
        assert_eq!(
            api(app, "GET", a, Some(t), None),
            api(app, "GET", &b, Some(t), None),
            "{a}"
        );
    }
}

fn assert_shown(
    app: &TestApp,
    id: i32,
    browsers: &[(&str, &Client)],
    tokens: &[(&str, &str)],
    finished: bool,
) {
    for (who, c) in browsers {
        for page in pages(id) {
            let r = c.get(&page);
            if page.ends_with("/export") && !finished {
                // A running game is never exported, even to its players.
                assert_eq!(r.status, 403, "{who} reads {page}: {}", r.body);
                r.assert_contains("Only finished games can be exported");
            } else {
                assert_eq!(r.status, 200, "{who} reads {page}: {}", r.body);
            }
        }
    }
    for (who, t) in tokens {
        for path in api_reads(id) {
            let (s, body) = api(app, "GET", &path, Some(t), None);
            assert_eq!(s, 200, "{who} reads {path}: {body}");
        }
    }
}

fn listed(body: &str, id: i32) -> bool {
    body.contains(&format!("href=\"/games/{id}\""))
}

struct People {
    ada: User,
    bea: User,
    ada_c: Client,
    bea_c: Client,
    carl_c: Client,
    anon: Client,
    ada_t: String,
    bea_t: String,
    carl_t: String,
}

fn people(app: &TestApp) -> People {
    let ada = user(app, "ada@example.com", "Ada");
    let bea = user(app, "bea@example.com", "Bea");
    user(app, "carl@example.com", "Carl");
    People {
        ada_c: logged_in(app, "ada@example.com"),
        bea_c: logged_in(app, "bea@example.com"),
        carl_c: logged_in(app, "carl@example.com"),
        anon: app.client(),
        ada_t: token(app, "ada@example.com"),
        bea_t: token(app, "bea@example.com"),
        carl_t: token(app, "carl@example.com"),
        ada,
        bea,
    }
}

#[test]
fn a_running_private_game_is_seen_only_by_its_players() {
    let app = TestApp::spawn_mailbox();
    let p = people(&app);
    let id = private_game(&app, &p.ada, &p.bea, true);
    one_action(&app, id, &[&p.ada, &p.bea]);

    assert_hidden(
        &app,
        id,
        &[("a visitor", &p.anon), ("Carl", &p.carl_c)],
        &[("Carl's token", &p.carl_t)],
    );
    assert_same_as_missing(&app, &p.carl_c, &p.carl_t, id);
    assert_shown(
        &app,
        id,
        &[("Ada", &p.ada_c), ("Bea", &p.bea_c)],
        &[("Ada's token", &p.ada_t), ("Bea's token", &p.bea_t)],
        false,
    );
    // Nor is it on Ada's profile for others; she sees it there herself.
    let profile = format!("/players/{}", p.ada.id);
    for c in [&p.anon, &p.carl_c] {
        assert!(!listed(&c.get(&profile).assert_status(200).body, id));
    }
    assert!(listed(&p.ada_c.get(&profile).body, id));
}

#[test]
fn a_finished_private_game_is_shown_to_everyone_when_its_creator_chose_so() {
    let app = TestApp::spawn_mailbox();
    let p = people(&app);
    let id = private_game(&app, &p.ada, &p.bea, true);
    finish(&app, id, &[&p.ada, &p.bea]);
    let everyone = [
        ("a visitor", &p.anon),
        ("Carl", &p.carl_c),
        ("Ada", &p.ada_c),
        ("Bea", &p.bea_c),
    ];
    assert_shown(
        &app,
        id,
        &everyone,
        &[("Carl's token", &p.carl_t), ("Ada's token", &p.ada_t)],
        true,
    );
    for (who, c) in everyone {
        assert!(
            listed(&c.get("/archive").assert_status(200).body, id),
            "{who}: archive"
        );
        let profile = c.get(&format!("/players/{}", p.bea.id));
        assert!(listed(&profile.body, id), "{who}: Bea's profile");
        profile.assert_contains("<td>Humanity</td><td>1</td>");
    }
}

#[test]
fn a_finished_private_game_kept_private_stays_with_its_players() {
    let app = TestApp::spawn_mailbox();
    let p = people(&app);
    let id = private_game(&app, &p.ada, &p.bea, false);
    finish(&app, id, &[&p.ada, &p.bea]);
    assert_hidden(
        &app,
        id,
        &[("a visitor", &p.anon), ("Carl", &p.carl_c)],
        &[("Carl's token", &p.carl_t)],
    );
    assert_same_as_missing(&app, &p.carl_c, &p.carl_t, id);
    assert_shown(
        &app,
        id,
        &[("Ada", &p.ada_c), ("Bea", &p.bea_c)],
        &[("Ada's token", &p.ada_t), ("Bea's token", &p.bea_t)],
        true,
    );
    for (who, c) in [("a visitor", &p.anon), ("Carl", &p.carl_c)] {
        let archive = c.get("/archive");
        archive.assert_status(200);
        assert!(!listed(&archive.body, id), "{who}: archive");
        let by_player = c.get(&format!("/archive?player={}", p.ada.id));
        assert!(!listed(&by_player.body, id), "{who}: archive by player");
        for u in [&p.ada, &p.bea] {
            let profile = c.get(&format!("/players/{}", u.id));
            profile.assert_status(200);
            assert!(
                !listed(&profile.body, id),
                "{who}: profile of {}",
                u.display_name
            );
            assert!(
                !profile.body.contains("<td>Humanity</td>"),
                "{who}: statistics count it"
            );
        }
    }
    for (who, c) in [("Ada", &p.ada_c), ("Bea", &p.bea_c)] {
        assert!(listed(&c.get("/archive").body, id), "{who}: archive");
        assert!(
            listed(&c.get(&format!("/players/{}", p.ada.id)).body, id),
            "{who}: profile"
        );
    }
}

#[test]
fn the_new_game_form_and_the_api_set_the_choice() {
    let app = TestApp::spawn_mailbox();
    let _ = user(&app, "ada@example.com", "Ada");
    let ada = logged_in(&app, "ada@example.com");
    let form = ada.get("/games/new?game=humanity");
    form.assert_status(200).assert_contains(
        "<input type=\"checkbox\" name=\"public_after\" value=\"on\" checked> Show this game to everyone once it is finished",
    );
    let base = [
        ("game", "humanity"),
        ("seats", "2"),
        ("colour", "pink"),
        ("days", "3"),
    ];
    let created = |extra: &[(&'static str, &'static str)]| -> i32 {
        let mut fields = base.to_vec();
        fields.extend_from_slice(extra);
        let r = ada.submit("/games/new", "/games", &fields);
        r.assert_status(303);
        r.location()
            .trim_start_matches("/games/")
            .parse()
            .expect("id")
    };
    // A browser sends nothing for an unchecked box.
    assert!(!game_row(&app, created(&[])).public_when_finished);
    assert!(game_row(&app, created(&[("public_after", "on")])).public_when_finished);
    let t = token(&app, "ada@example.com");
    for (body, expected) in [
        (
            serde_json::json!({"game": "humanity", "seats": 2, "open": false}),
            true,
        ),
        (
            serde_json::json!({"game": "humanity", "seats": 2, "open": false, "public_when_finished": false}),
            false,
        ),
    ] {
        let (s, answer) = api(&app, "POST", "/api/games", Some(&t), Some(body));
        assert_eq!(s, 201, "{answer}");
        let id = answer["id"].as_i64().expect("id") as i32;
        assert_eq!(game_row(&app, id).public_when_finished, expected);
    }
}

#[test]
fn an_invitee_sees_the_invitation_but_not_the_game_before_joining() {
    let app = TestApp::spawn();
    let p = people(&app);
    let dora = user(&app, "dora@example.com", "Dora");
    let dora_c = logged_in(&app, "dora@example.com");
    let input = NewGameInput::parse("humanity", 3, "yellow", 3, false, "").expect("input");
    let id = games::create(&app.state, &p.ada, &input).expect("create");
    let email = turnpost::services::accounts::EmailAddress::parse(&dora.email).expect("address");
    games::invite(&app.state, &p.ada, id, &email).expect("invite");
    let link = crate::helpers::link_with(&app.mail_to("dora@example.com"), "/invitations/");
    // The waiting room is the creator's (and the seated players') only.
    dora_c
        .get(&format!("/games/{id}"))
        .assert_status(404)
        .assert_contains(NOT_WATCHABLE);
    p.carl_c.get(&format!("/games/{id}")).assert_status(404);
    p.ada_c
        .get(&format!("/games/{id}"))
        .assert_status(200)
        .assert_contains("private game, seen only by its players until it is finished");
    // The invitation page says what the game is, and lets Dora in.
    dora_c
        .get(&link)
        .assert_status(200)
        .assert_contains("Take my seat");
    dora_c.submit(&link, &link, &[]).assert_status(303);
    dora_c.get(&format!("/games/{id}")).assert_status(200);
    // Joining by number is for open games: a private one is not even confirmed to a stranger.
    let csrf = p.carl_c.get("/login").csrf();
    p.carl_c
        .post(&format!("/games/{id}/join"), &[("csrf", &csrf)])
        .assert_status(404)
        .assert_contains(NOT_WATCHABLE);
}

#[test]
fn an_open_game_is_seen_by_everyone_as_before() {
    let app = TestApp::spawn_mailbox();
    let p = people(&app);
    let input = NewGameInput::parse("humanity", 2, "yellow", 3, true, "").expect("input");
    let id = games::create(&app.state, &p.ada, &input).expect("create");
    games::join(&app.state, &p.bea, id, None).expect("join");
    games::start(&app.state, &p.ada, id, false).expect("start");
    one_action(&app, id, &[&p.ada, &p.bea]);
    assert_shown(
        &app,
        id,
        &[
            ("a visitor", &p.anon),
            ("Carl", &p.carl_c),
            ("Ada", &p.ada_c),
        ],
        &[("Carl's token", &p.carl_t), ("Ada's token", &p.ada_t)],
        false,
    );
    // A spectator sees the board, but no turn form.
    let page = p.carl_c.get(&format!("/games/{id}"));
    page.assert_contains("The base of Ada ●");
    assert!(!page.body.contains("Your turn"));
    assert!(listed(
        &p.anon.get(&format!("/players/{}", p.ada.id)).body,
        id
    ));
}
