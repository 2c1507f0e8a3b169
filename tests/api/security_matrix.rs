//! The security matrix: every state-changing route, in one table, tried as {anonymous, another
//! player, a spectator, the owner}; only the owner passes and a refused request changes nothing.
//! Every form refuses a missing or foreign CSRF token; every answer carries the security
//! headers. Also: session cookie flags, the API login rate limit, single-use links, hidden
//! science, and answers that do not reveal whether an address is registered.

use crate::games::{game_row, game_state, two_player_game};
use crate::helpers::{link_with, Client, Resp, TestApp, PASSWORD};
use crate::toolkit::{api, digest, first_difference, token};
use chrono::Duration;
use serde_json::{json, Value};
use turnpost::db::models::{api_tokens, game_players, invitations, users, vacations};
use turnpost::engine::humanity::Humanity;
use turnpost::engine::Game;
use turnpost::services::mail_safety::{not_me_token, MailOrigin};
use turnpost::services::notifications::{unsubscribe_token, MailKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Anonymous,
    /// Seated at the same game, but not the one entitled (or, for an account, anyone else).
    OtherPlayer,
    /// Logged in, with no seat at the game.
    Spectator,
    Owner,
}

use Role::*;

/// A browser form or a bearer-token API call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Via {
    Form,
    Api,
}

/// What a route acts on, made fresh for each route: the path and the fields or JSON body.
struct Target {
    path: String,
    fields: Vec<(String, String)>,
    body: Option<Value>,
}

fn form(path: String, fields: &[(&str, &str)]) -> Target {
    Target {
        path,
        fields: fields
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        body: None,
    }
}

fn json_call(path: String, body: Value) -> Target {
    Target {
        path,
        fields: Vec::new(),
        body: Some(body),
    }
}

/// One row of the matrix.
struct Route {
    name: &'static str,
    via: Via,
    /// Roles that make sense for the route, tried in this order (refused ones first).
    tried: &'static [Role],
    /// Roles that pass.
    allowed: &'static [Role],
    /// Whether passing writes something (a no-op success is allowed for a few routes).
    writes: bool,
    prepare: Box<dyn Fn(&Fixture) -> Target>,
}

const ALL: &[Role] = &[Anonymous, OtherPlayer, Spectator, Owner];
const SELF_ONLY: &[Role] = &[Anonymous, Owner];

/// Ada owns, Bea is the other player, Carl watches; each with a browser and an API token.
struct Fixture {
    app: TestApp,
    browsers: Vec<(Role, Client, String)>,
    tokens: Vec<(Role, String)>,
    running: i32,
}

impl Fixture {
    fn new() -> Self {
        // The matrix sets up a fresh game for every case: far more than a person does in an hour.
        let app = TestApp::spawn_with(|s| {
            s.games_per_hour = 10_000;
            s.open_games_per_player = 10_000;
        });
        let (ada, bea, running) = two_player_game(&app);
        let carl = app.verified_user("carl@example.com", "Carl");
        let anon = app.client();
        let tokens = vec![
            (Owner, token(&app, "ada@example.com")),
            (OtherPlayer, token(&app, "bea@example.com")),
            (Spectator, token(&app, "carl@example.com")),
        ];
        let browsers = [
            (Owner, ada),
            (OtherPlayer, bea),
            (Spectator, carl),
            (Anonymous, anon),
        ]
        .into_iter()
        .map(|(role, c)| {
            let csrf = c.get("/login").csrf();
            (role, c, csrf)
        })
        .collect();
        Fixture {
            app,
            browsers,
            tokens,
            running,
        }
    }

    fn browser(&self, role: Role) -> (&Client, &str) {
        let (_, c, csrf) = self
            .browsers
            .iter()
            .find(|(r, _, _)| *r == role)
            .expect("browser");
        (c, csrf)
    }

    fn token(&self, role: Role) -> Option<&str> {
        self.tokens
            .iter()
            .find(|(r, _)| *r == role)
            .map(|(_, t)| t.as_str())
    }

    fn user(&self, email: &str) -> users::User {
        let mut conn = self.app.state.pool.get().expect("conn");
        users::find_by_email(&mut conn, email)
            .expect("query")
            .expect("user")
    }

    /// A new game by Ada, Bea seated; open, with `seats` seats; started if `start`.
    fn game(&self, seats: i32, start: bool) -> i32 {
        let ada = self.token(Owner).expect("token");
        let (s, body) = api(
            &self.app,
            "POST",
            "/api/games",
            Some(ada),
            Some(json!({"game": "humanity", "seats": seats, "open": true, "colour": "yellow"})),
        );
        assert_eq!(s, 201, "{body}");
        let id = body["id"].as_i64().expect("id") as i32;
        let (s, body) = api(
            &self.app,
            "POST",
            &format!("/api/games/{id}/join"),
            self.token(OtherPlayer),
            Some(json!({"colour": "blue"})),
        );
        assert_eq!(s, 200, "{body}");
        if start {
            let (s, body) = api(
                &self.app,
                "POST",
                &format!("/api/games/{id}/start"),
                Some(ada),
                Some(json!({"random_order": false})),
            );
            assert_eq!(s, 200, "{body}");
        }
        id
    }

    fn send(&self, route: &Route, role: Role, target: &Target, csrf: Option<&str>) -> Resp {
        match route.via {
            Via::Form => {
                let (client, own) = self.browser(role);
                let mut fields: Vec<(&str, &str)> = target
                    .fields
                    .iter()
                    .map(|(k, v)| (k.as_str(), v.as_str()))
                    .collect();
                let token = csrf.unwrap_or(own);
                if !token.is_empty() {
                    fields.push(("csrf", token));
                }
                client.post(&target.path, &fields)
            }
            Via::Api => {
                let (status, body) = api(
                    &self.app,
                    "POST",
                    &target.path,
                    self.token(role),
                    target.body.clone(),
                );
                Resp {
                    status,
                    body: body.to_string(),
                    headers: Vec::new(),
                }
            }
        }
    }
}

fn routes() -> Vec<Route> {
    let at = |f: fn(&Fixture) -> Target| -> Box<dyn Fn(&Fixture) -> Target> { Box::new(f) };
    vec![
        Route {
            name: "create a game",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                form(
                    "/games".into(),
                    &[
                        ("game", "humanity"),
                        ("seats", "2"),
                        ("colour", "green"),
                        ("days", "3"),
                    ],
                )
            }),
        },
        Route {
            name: "invite",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                form(
                    format!("/games/{}/invite", f.game(3, false)),
                    &[("email", "dora@example.com")],
                )
            }),
        },
        Route {
            name: "join an open game",
            via: Via::Form,
            tried: &[Anonymous, OtherPlayer, Owner, Spectator],
            allowed: &[Spectator],
            writes: true,
            prepare: at(|f| form(format!("/games/{}/join", f.game(3, false)), &[])),
        },
        Route {
            name: "start",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                form(
                    format!("/games/{}/start", f.game(2, false)),
                    &[("order", "arranged")],
                )
            }),
        },
        Route {
            name: "cancel",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| form(format!("/games/{}/cancel", f.game(3, false)), &[])),
        },
        Route {
            name: "play a turn",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let id = f.game(2, true);
                let state = game_state(&f.app, id);
                let action = &Humanity::legal_actions(&state, 0)[0];
                let fields =
                    crate::toolkit::turn_fields(&state, 0, game_row(&f.app, id).version, action);
                Target {
                    path: format!("/games/{id}/turn"),
                    fields,
                    body: None,
                }
            }),
        },
        Route {
            name: "mute a game",
            via: Via::Form,
            tried: &[Anonymous, Spectator, Owner],
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| form(format!("/games/{}/mute", f.running), &[("muted", "on")])),
        },
        Route {
            name: "write in the table talk",
            via: Via::Form,
            tried: &[Anonymous, Spectator, Owner],
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                form(
                    format!("/games/{}/messages", f.running),
                    &[("text", "hello")],
                )
            }),
        },
        Route {
            name: "vote about an abandoned seat",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let id = f.game(2, true);
                let mut conn = f.app.state.pool.get().expect("conn");
                let bea = game_players::of_game(&mut conn, id)
                    .expect("players")
                    .into_iter()
                    .find(|p| p.email == "bea@example.com")
                    .expect("Bea");
                game_players::set_timeouts(&mut conn, bea.player.id, 2, true).expect("abandon");
                form(format!("/games/{id}/vote"), &[("vote", "continue")])
            }),
        },
        Route {
            name: "accept an invitation",
            via: Via::Form,
            tried: &[Anonymous, OtherPlayer, Owner, Spectator],
            allowed: &[Spectator],
            writes: true,
            prepare: at(|f| {
                let id = f.game(3, false);
                let ada = f.user("ada@example.com");
                let email = turnpost::services::accounts::EmailAddress::parse("carl@example.com")
                    .expect("address");
                turnpost::services::games::invite(&f.app.state, &ada, id, &email).expect("invite");
                let mut conn = f.app.state.pool.get().expect("conn");
                let nonce = invitations::of_game(&mut conn, id).expect("invitations")[0]
                    .nonce
                    .clone();
                form(format!("/invitations/{nonce}"), &[])
            }),
        },
        Route {
            // The link is the credential: whoever holds it may press the button (someone else
            // logged in is asked first; see `a_turn_link_opened_by_get_changes_nothing...`), so
            // only its player is tried here, for CSRF and for a real write (the link used up).
            name: "enter a game from a turn link",
            via: Via::Form,
            tried: &[Owner],
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let id = f.game(2, true);
                let link = fresh_turn_link(&f.app, id, "ada@example.com");
                let token = link.split_once("token=").expect("token").1.to_string();
                form(format!("/games/{id}/enter"), &[("token", &token)])
            }),
        },
        Route {
            // Signed for its address, not for an account: anyone holding it may ask.
            name: "this wasn't me",
            via: Via::Form,
            tried: &[Anonymous],
            allowed: &[Anonymous],
            writes: true,
            prepare: at(|f| {
                let token = not_me_token(&f.app.state, "stranger@example.com", MailOrigin::Verify);
                form(format!("/not-me/{token}"), &[])
            }),
        },
        Route {
            name: "notification settings",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                form(
                    "/settings/notifications".into(),
                    &[
                        ("time_zone", "Europe/Paris"),
                        ("quiet_start", "22"),
                        ("quiet_end", "7"),
                        ("digest_hour", "8"),
                        ("remind_after_hours", "24"),
                        ("remind_before_hours", "12"),
                    ],
                )
            }),
        },
        Route {
            name: "declare a vacation",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let (start, end) = vacation_dates(f);
                form(
                    "/settings/vacations".into(),
                    &[("starts_on", start.as_str()), ("ends_on", end.as_str())],
                )
            }),
        },
        Route {
            name: "delete a vacation",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let ada = f.user("ada@example.com");
                let (start, end) = vacation_dates(f);
                turnpost::services::prefs::add_vacation(&f.app.state, ada.id, &start, &end)
                    .expect("vacation");
                let mut conn = f.app.state.pool.get().expect("conn");
                let id = vacations::of_user(&mut conn, ada.id).expect("vacations")[0].id;
                form(format!("/settings/vacations/{id}/delete"), &[])
            }),
        },
        Route {
            name: "create an API token",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                form(
                    "/settings/tokens".into(),
                    &[("name", "matrix"), ("password", PASSWORD)],
                )
            }),
        },
        Route {
            name: "revoke an API token",
            via: Via::Form,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let ada = f.user("ada@example.com");
                turnpost::services::accounts::create_api_token(&f.app.state, &ada, "to revoke")
                    .expect("token");
                let mut conn = f.app.state.pool.get().expect("conn");
                let id = api_tokens::of_user(&mut conn, ada.id)
                    .expect("tokens")
                    .into_iter()
                    .find(|t| t.name == "to revoke")
                    .expect("the token")
                    .id;
                form(format!("/settings/tokens/{id}/revoke"), &[])
            }),
        },
        Route {
            name: "send the verification mail again",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            // Ada is verified already: nothing to send.
            writes: false,
            prepare: at(|_| form("/settings/verify-again".into(), &[])),
        },
        Route {
            name: "change the email address",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                form(
                    "/settings/email".into(),
                    &[("email", "ada@new.example"), ("password", PASSWORD)],
                )
            }),
        },
        Route {
            name: "API: create a game",
            via: Via::Api,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                json_call(
                    "/api/games".into(),
                    json!({"game": "humanity", "seats": 2, "open": false}),
                )
            }),
        },
        Route {
            name: "API: invite",
            via: Via::Api,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                json_call(
                    format!("/api/games/{}/invite", f.game(3, false)),
                    json!({"email": "dora@example.com"}),
                )
            }),
        },
        Route {
            name: "API: write in the table talk",
            via: Via::Api,
            tried: ALL,
            allowed: &[Owner, OtherPlayer],
            writes: true,
            prepare: at(|f| {
                json_call(
                    format!("/api/games/{}/messages", f.running),
                    json!({"text": "hello"}),
                )
            }),
        },
        Route {
            name: "API: join",
            via: Via::Api,
            tried: &[Anonymous, OtherPlayer, Owner, Spectator],
            allowed: &[Spectator],
            writes: true,
            prepare: at(|f| json_call(format!("/api/games/{}/join", f.game(3, false)), json!({}))),
        },
        Route {
            name: "API: start",
            via: Via::Api,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                json_call(
                    format!("/api/games/{}/start", f.game(2, false)),
                    json!({"random_order": false}),
                )
            }),
        },
        Route {
            name: "API: act",
            via: Via::Api,
            tried: ALL,
            allowed: &[Owner],
            writes: true,
            prepare: at(|f| {
                let id = f.game(2, true);
                let action = Humanity::legal_actions(&game_state(&f.app, id), 0)[0].clone();
                json_call(
                    format!("/api/games/{id}/actions"),
                    json!({"version": game_row(&f.app, id).version, "action": action}),
                )
            }),
        },
        // Near the end: passing revokes the owner's API tokens, which the rows above use.
        Route {
            name: "change the password",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| {
                form(
                    "/settings/password".into(),
                    &[("password", PASSWORD), ("new_password", PASSWORD)],
                )
            }),
        },
        // Last: passing ends the owner's sessions and tokens.
        Route {
            name: "log out everywhere",
            via: Via::Form,
            tried: SELF_ONLY,
            allowed: &[Owner],
            writes: true,
            prepare: at(|_| form("/settings/logout-everywhere".into(), &[])),
        },
    ]
}

fn vacation_dates(f: &Fixture) -> (String, String) {
    let today = f.app.state.clock.now().date_naive();
    let start = today + Duration::days(20);
    (
        start.format("%Y-%m-%d").to_string(),
        (start + Duration::days(2)).format("%Y-%m-%d").to_string(),
    )
}

fn refused(route: &Route, role: Role, r: &Resp) -> bool {
    match (route.via, role) {
        // A browser without a session is sent to the login page.
        (Via::Form, Anonymous) => r.status == 303 && r.location().starts_with("/login?next="),
        (Via::Api, Anonymous) => r.status == 401,
        _ => (400..500).contains(&r.status),
    }
}

fn passed(route: &Route, r: &Resp) -> bool {
    match route.via {
        Via::Form => r.status == 200 || (r.status == 303 && !r.location().starts_with("/login")),
        Via::Api => r.status == 200 || r.status == 201,
    }
}

#[test]
fn only_the_owner_passes_and_refusals_change_nothing() {
    let f = Fixture::new();
    let mut cells = 0;
    for route in routes() {
        let target = (route.prepare)(&f);
        if route.via == Via::Form {
            // CSRF first: no token, and a token of another browser, are refused for the owner.
            let entitled = route.allowed[0];
            let foreign = f
                .browser(if entitled == Owner { Spectator } else { Owner })
                .1;
            for (what, csrf) in [("no", ""), ("a foreign", foreign)] {
                let before = digest(&f.app);
                let r = f.send(&route, entitled, &target, Some(csrf));
                assert_eq!(
                    r.status, 403,
                    "{}: {what} CSRF token: {}",
                    route.name, r.body
                );
                let after = digest(&f.app);
                assert!(
                    before == after,
                    "{}: {}",
                    route.name,
                    first_difference(&before, &after)
                );
            }
        }
        for &role in route.tried {
            let before = digest(&f.app);
            let r = f.send(&route, role, &target, None);
            let after = digest(&f.app);
            if route.allowed.contains(&role) {
                assert!(
                    passed(&route, &r),
                    "{} as {role:?}: {} {}",
                    route.name,
                    r.status,
                    r.body
                );
                if route.writes {
                    assert!(before != after, "{} as {role:?} wrote nothing", route.name);
                }
            } else {
                assert!(
                    refused(&route, role, &r),
                    "{} as {role:?} was not refused: {} {} {}",
                    route.name,
                    r.status,
                    r.location(),
                    r.body
                );
                assert!(
                    before == after,
                    "{} as {role:?}: {}",
                    route.name,
                    first_difference(&before, &after)
                );
            }
            cells += 1;
        }
    }
    assert!(cells >= 60, "{cells} cells of the matrix tried");
}

#[test]
fn public_forms_need_a_csrf_token_and_one_click_unsubscribe_needs_a_signed_token() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let anon = app.client();
    anon.get("/login");
    for (path, fields) in [
        (
            "/register",
            vec![
                ("email", "new@example.com"),
                ("name", "New"),
                ("password", PASSWORD),
            ],
        ),
        (
            "/login",
            vec![("email", "ada@example.com"), ("password", PASSWORD)],
        ),
        ("/forgot", vec![("email", "ada@example.com")]),
        ("/verify", vec![("token", "x.y.z")]),
        ("/reset", vec![("token", "x.y.z"), ("password", PASSWORD)]),
        ("/confirm-email", vec![("token", "x.y.z")]),
        ("/logout", vec![]),
    ] {
        for client in [&anon, &ada] {
            let before = digest(&app);
            client.post(path, &fields).assert_status(403);
            assert_eq!(before, digest(&app), "{path}");
        }
    }
    // Still logged in: the logout without a token did nothing.
    assert!(ada.get("/settings").status == 200);

    // One-click unsubscribe carries no CSRF token: the signature is the authorization, and it
    // names its account; a signature moved to another account is refused.
    let id = {
        let mut conn = app.state.pool.get().expect("conn");
        users::find_by_email(&mut conn, "ada@example.com")
            .expect("q")
            .expect("ada")
            .id
    };
    let genuine = unsubscribe_token(&app.state, id, MailKind::Turn);
    let moved = genuine.replacen(&id.to_string(), &(id + 1).to_string(), 1);
    for bad in [moved.as_str(), "1.turn.AAAA", "garbage"] {
        let before = digest(&app);
        let r = anon.post(&format!("/unsubscribe/{bad}"), &[]);
        assert_eq!(r.status, 400, "{bad}");
        assert_eq!(before, digest(&app), "{bad}");
    }
    let before = digest(&app);
    anon.post(&format!("/unsubscribe/{genuine}"), &[])
        .assert_status(200);
    assert_ne!(before, digest(&app), "the genuine link turned the mail off");
}

#[test]
fn every_page_and_answer_carries_the_security_headers() {
    let f = Fixture::new();
    let id = f.running;
    let (ada, _) = f.browser(Owner);
    let (anon, _) = f.browser(Anonymous);
    let pages = [
        "/",
        "/login",
        "/register",
        "/forgot",
        "/reset?token=x",
        "/verify?token=x",
        "/confirm-email?token=x",
        "/games",
        "/games/new",
        "/lobby",
        "/settings",
        "/rules/humanity",
        &format!("/games/{id}"),
        &format!("/games/{id}?c=0"),
        &format!("/games/{id}/enter?token=x"),
        "/invitations/nope",
        "/unsubscribe/nope",
        "/not-me/nope",
        "/static/site.css",
        "/static/favicon.svg",
        "/healthz",
        "/api/games/1",
        "/api/nothing",
        "/no/such/page",
    ];
    for client in [ada, anon] {
        for page in pages {
            let r = client.get(page);
            assert_ne!(r.status, 500, "{page}");
            let csp = r.header("content-security-policy").unwrap_or_default();
            assert!(
                csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"),
                "{page}: {csp:?}"
            );
            assert_eq!(
                r.header("x-content-type-options"),
                Some("nosniff"),
                "{page}"
            );
            assert_eq!(r.header("x-frame-options"), Some("DENY"), "{page}");
            assert_eq!(r.header("referrer-policy"), Some("same-origin"), "{page}");
        }
    }
    // Error answers and form answers too.
    let r = ada.post(&format!("/games/{id}/turn"), &[("csrf", "forged")]);
    assert_eq!(r.status, 403);
    assert!(r.header("content-security-policy").is_some());
}

#[test]
fn session_cookie_flags_and_logout() {
    let app = TestApp::spawn();
    let _ = app.verified_user("ada@example.com", "Ada");
    let c = app.client();
    let r = c.login("ada@example.com", PASSWORD);
    r.assert_status(303);
    let session = r
        .headers_all("set-cookie")
        .into_iter()
        .find(|v| v.starts_with("tp_session="))
        .expect("session cookie")
        .to_string();
    for flag in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="] {
        assert!(session.contains(flag), "{flag} in {session}");
    }
    assert!(
        !session.contains("Secure"),
        "no Secure flag over plain http (the site sets it for an https base URL)"
    );
    let csrf = c.get("/settings").csrf();
    let out = c.post("/logout", &[("csrf", &csrf)]);
    out.assert_status(303);
    let cleared = out
        .headers_all("set-cookie")
        .into_iter()
        .find(|v| v.starts_with("tp_session="))
        .expect("cleared cookie")
        .to_string();
    assert!(
        cleared.contains("Max-Age=0") || cleared.contains("1970"),
        "{cleared}"
    );
    // The old session token is dead on the server too, not only in the browser.
    let token = session
        .split(';')
        .next()
        .and_then(|p| p.strip_prefix("tp_session="))
        .expect("value");
    let r = ureq::AgentBuilder::new()
        .redirects(0)
        .build()
        .get(&format!("{}/settings", app.base))
        .set("Cookie", &format!("tp_session={token}"))
        .call();
    let r = match r {
        Ok(r) | Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(r.status(), 303, "a logged-out session opens nothing");
    assert!(r
        .header("location")
        .is_some_and(|l| l.starts_with("/login")));
}

#[test]
fn the_api_login_is_rate_limited_and_does_not_reveal_accounts() {
    let app = TestApp::spawn();
    let _ = app.verified_user("ada@example.com", "Ada");
    let attempt = |email: &str, password: &str| {
        api(
            &app,
            "POST",
            "/api/tokens",
            None,
            Some(json!({"email": email, "password": password})),
        )
    };
    let wrong = attempt("ada@example.com", "not the password");
    let unknown = attempt("nobody@example.com", "not the password");
    assert_eq!(wrong, unknown, "the same answer for an unknown address");
    assert_eq!(wrong.0, 401);
    for _ in 0..4 {
        assert_eq!(attempt("ada@example.com", "not the password").0, 401);
    }
    let (s, body) = attempt("ada@example.com", PASSWORD);
    assert_eq!(s, 429, "locked even with the right password: {body}");
}

/// A turn link for `email`'s open decision in game `id`, made as the turn mail makes it.
fn fresh_turn_link(app: &TestApp, id: i32, email: &str) -> String {
    use turnpost::db::models::login_links::{self, NewLoginLink};
    let mut conn = app.state.pool.get().expect("conn");
    let seat = game_players::of_game(&mut conn, id)
        .expect("players")
        .into_iter()
        .find(|p| p.email == email)
        .expect("seated");
    let decision = seat
        .player
        .decision_started_at
        .expect("the player has a decision open");
    let now = app.state.clock.now_naive();
    let nonce = format!("matrix{id}");
    login_links::insert(
        &mut conn,
        &NewLoginLink {
            nonce: &nonce,
            user_id: seat.player.user_id,
            game_id: id,
            decision_started_at: decision,
            expires_at: now + Duration::days(7),
            created_at: now,
        },
    )
    .expect("link");
    let sig = app
        .state
        .keys
        .sign_link(&turnpost::services::notifications::enter_message(
            seat.player.user_id,
            id,
            &nonce,
        ));
    format!("/games/{id}/enter?token={nonce}.{sig}")
}

#[test]
fn a_turn_link_opened_by_get_changes_nothing_and_another_player_is_asked_first() {
    let f = Fixture::new();
    let id = f.game(2, true);
    let link = fresh_turn_link(&f.app, id, "ada@example.com");
    let has_session = |r: &Resp| {
        r.headers_all("set-cookie")
            .iter()
            .any(|c| c.starts_with("tp_session="))
    };
    // Anonymous (a mail scanner): a page, no session, no row changed, the link still unused.
    let (anon, _) = f.browser(Anonymous);
    let before = digest(&f.app);
    let page = anon.get(&link);
    page.assert_status(200)
        .assert_contains("Continue to the game as Ada");
    assert!(!has_session(&page));
    // Bea logged in: asked, still Bea.
    let (bea, _) = f.browser(OtherPlayer);
    let asked = bea.get(&link);
    asked
        .assert_status(200)
        .assert_contains("This link is for Ada. You are logged in as Bea.");
    assert!(!has_session(&asked));
    let after = digest(&f.app);
    assert!(before == after, "{}", first_difference(&before, &after));
    assert!(bea.get("/settings").body.contains("bea@example.com"));
    // A forged token on the POST is a bad link: the login page, nothing changed.
    let csrf = page.csrf();
    let r = anon.post(
        &format!("/games/{id}/enter"),
        &[("csrf", &csrf), ("token", "matrix.forged")],
    );
    assert!(r.location().starts_with("/login?notice=link-expired"));
    assert!(before == digest(&f.app));
}

#[test]
fn verification_and_email_change_links_are_single_use_and_expire() {
    let app = TestApp::spawn();
    let c = app.client();
    c.register("hal@example.com", "Hal", PASSWORD)
        .assert_status(303);
    let link = link_with(&app.mail_to("hal@example.com"), "/verify?token=");
    c.follow_confirm_link(&link).assert_status(303);
    let token = link.split_once("token=").expect("token").1.to_string();
    let csrf = c.get("/login").csrf();
    c.post("/verify", &[("csrf", &csrf), ("token", &token)])
        .assert_status(400)
        .assert_contains("already been used");

    c.login("hal@example.com", PASSWORD).assert_status(303);
    c.submit(
        "/settings",
        "/settings/email",
        &[("email", "hal@new.example"), ("password", PASSWORD)],
    )
    .assert_status(303);
    let link = link_with(&app.mail_to("hal@new.example"), "/confirm-email?token=");
    c.follow_confirm_link(&link).assert_status(303);
    let token = link.split_once("token=").expect("token").1.to_string();
    let csrf = c.get("/settings").csrf();
    c.post("/confirm-email", &[("csrf", &csrf), ("token", &token)])
        .assert_status(400);
    // A second change, confirmed too late.
    c.submit(
        "/settings",
        "/settings/email",
        &[("email", "hal@late.example"), ("password", PASSWORD)],
    )
    .assert_status(303);
    let link = link_with(&app.mail_to("hal@late.example"), "/confirm-email?token=");
    app.advance(Duration::days(3));
    c.get(&link).assert_status(400).assert_contains("expired");
    let mut conn = app.state.pool.get().expect("conn");
    let hal = users::find_by_email(&mut conn, "hal@new.example")
        .expect("q")
        .expect("the confirmed address stays");
    assert!(hal.is_verified());
}

#[test]
fn no_page_or_answer_shows_another_players_science() {
    let f = Fixture::new();
    let id = f.running;
    // Give Ada a science total no page shows by accident.
    let mut row = game_row(&f.app, id);
    let mut state: Value =
        serde_json::from_str(row.state.as_deref().expect("state")).expect("json");
    state["players"][0]["science"] = json!(23);
    row.state = Some(state.to_string());
    {
        use diesel::prelude::*;
        use turnpost::db::schema::games::dsl;
        let mut conn = f.app.state.pool.get().expect("conn");
        diesel::update(dsl::games.find(id))
            .set(dsl::state.eq(row.state.clone()))
            .execute(&mut conn)
            .expect("update");
    }
    let (ada, _) = f.browser(Owner);
    ada.get(&format!("/games/{id}"))
        .assert_status(200)
        .assert_contains("science 23");
    for role in [OtherPlayer, Spectator, Anonymous] {
        let (c, _) = f.browser(role);
        for page in [
            format!("/games/{id}"),
            "/games".into(),
            "/lobby".into(),
            "/".into(),
        ] {
            let r = c.get(&page);
            assert!(
                !r.body.contains("science 23"),
                "{role:?} sees Ada's science on {page}"
            );
        }
        if let Some(t) = f.token(role) {
            let (s, game) = api(&f.app, "GET", &format!("/api/games/{id}"), Some(t), None);
            if role == Spectator {
                // The game is private: a stranger is not shown it at all.
                assert_eq!(s, 404, "{game}");
                assert!(!game.to_string().contains("23"));
                continue;
            }
            assert_eq!(s, 200);
            assert_eq!(game["view"]["players"][0]["science"], "hidden", "{role:?}");
            assert!(
                game["view"]["players"][0]["score"].is_null(),
                "{role:?}: {game}"
            );
            assert!(!game.to_string().contains("\"science\":23"), "{role:?}");
        }
    }
    let (s, game) = api(
        &f.app,
        "GET",
        &format!("/api/games/{id}"),
        f.token(Owner),
        None,
    );
    assert_eq!(s, 200);
    assert_eq!(game["view"]["players"][0]["science"], 23);
}

#[test]
fn no_answer_tells_whether_an_address_is_registered() {
    let app = TestApp::spawn();
    let _ = app.verified_user("ada@example.com", "Ada");
    let carl = app.verified_user("carl@example.com", "Carl");
    let same = |what: &str, known: Resp, unknown: Resp, known_addr: &str, unknown_addr: &str| {
        assert_eq!(known.status, unknown.status, "{what}");
        assert_eq!(known.location(), unknown.location(), "{what}");
        let scrub = |r: &Resp, addr: &str| {
            r.body
                .replace(addr, "ADDRESS")
                .lines()
                .filter(|l| !l.contains("name=\"csrf\""))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(
            scrub(&known, known_addr),
            scrub(&unknown, unknown_addr),
            "{what}"
        );
    };
    let anon = app.client();
    for (path, extra) in [
        (
            "/register",
            vec![("name", "Someone"), ("password", PASSWORD)],
        ),
        ("/forgot", vec![]),
        ("/login", vec![("password", "a wrong password")]),
    ] {
        let mut k = vec![("email", "ada@example.com")];
        k.extend(extra.iter().copied());
        let mut u = vec![("email", "zed@example.com")];
        u.extend(extra.iter().copied());
        let known = anon.submit(path, path, &k);
        let unknown = anon.submit(path, path, &u);
        same(path, known, unknown, "ada@example.com", "zed@example.com");
    }
    // Moving one's address onto a registered one answers like any other address.
    let known = carl.submit(
        "/settings",
        "/settings/email",
        &[("email", "ada@example.com"), ("password", PASSWORD)],
    );
    let unknown = carl.submit(
        "/settings",
        "/settings/email",
        &[("email", "yan@example.com"), ("password", PASSWORD)],
    );
    same(
        "/settings/email",
        known,
        unknown,
        "ada@example.com",
        "yan@example.com",
    );
}

/// Reading a private game, one row per read route (the score chart is drawn inside the replay
/// page): its players pass, anyone else gets the 404 a missing game gets, and no read changes
/// anything.
#[test]
fn a_private_games_reads_answer_only_its_players() {
    let f = Fixture::new();
    // Created through the form without "open": private, and running.
    let id = f.running;
    let rows: Vec<(String, Via, u16)> = vec![
        (format!("/games/{id}"), Via::Form, 200),
        (format!("/games/{id}?c=0"), Via::Form, 200),
        (format!("/games/{id}/replay/0"), Via::Form, 200),
        // Never while it runs, even for its players: the export holds the seed.
        (format!("/games/{id}/export"), Via::Form, 403),
        (format!("/api/games/{id}"), Via::Api, 200),
        (format!("/api/games/{id}/legal"), Via::Api, 200),
    ];
    let before = digest(&f.app);
    let mut cells = 0;
    for (path, via, for_players) in &rows {
        for &role in ALL {
            let expected = match (role, via) {
                (Owner | OtherPlayer, _) => *for_players,
                (Anonymous, Via::Api) => 401,
                _ => 404,
            };
            let (status, body) = match via {
                Via::Form => {
                    let r = f.browser(role).0.get(path);
                    (r.status, r.body)
                }
                Via::Api => {
                    let (s, b) = api(&f.app, "GET", path, f.token(role), None);
                    (s, b.to_string())
                }
            };
            assert_eq!(status, expected, "{path} as {role:?}: {body}");
            if expected == 404 {
                assert!(
                    body.contains(turnpost::services::visibility::NOT_WATCHABLE),
                    "{path} as {role:?}: {body}"
                );
            }
            cells += 1;
        }
    }
    assert_eq!(cells, rows.len() * ALL.len());
    assert!(before == digest(&f.app), "a read changed something");
}
