//! Fuzzing every route over HTTP with a seeded generator: random and hostile form bodies, query
//! strings, cookies, bearer tokens and JSON (oversized fields, wrong types, unknown ids, other
//! players' ids, stale versions, script in names). Never a 5xx, never a dropped connection,
//! never injected markup echoed raw, and a refused request (4xx) changes no row of any table.
//!
//! `TURNPOST_FUZZ_CASES` sets the number of requests (1,500 by default), `TURNPOST_FUZZ_SEED`
//! the seed (printed on failure).

use crate::games::{game_row, game_state, two_player_game};
use crate::helpers::{TestApp, PASSWORD};
use crate::loadkit::{browser_login_as, BrowserSession};
use crate::toolkit::{digest, first_difference, token};
use serde_json::{json, Value};
use std::time::Duration;
use turnpost::engine::humanity::Humanity;
use turnpost::engine::rng::Rng;
use turnpost::engine::Game;
use turnpost::services::mail_safety::{not_me_token, MailOrigin};

const ROUTES: &[(&str, &str)] = &[
    ("GET", "/"),
    ("GET", "/healthz"),
    ("GET", "/static/{name}"),
    ("GET", "/register"),
    ("POST", "/register"),
    ("GET", "/verify"),
    ("POST", "/verify"),
    ("GET", "/login"),
    ("POST", "/login"),
    ("POST", "/logout"),
    ("GET", "/forgot"),
    ("POST", "/forgot"),
    ("GET", "/reset"),
    ("POST", "/reset"),
    ("GET", "/settings"),
    ("POST", "/settings/password"),
    ("POST", "/settings/email"),
    ("GET", "/confirm-email"),
    ("POST", "/confirm-email"),
    ("POST", "/settings/verify-again"),
    ("POST", "/settings/notifications"),
    ("POST", "/settings/vacations"),
    ("POST", "/settings/vacations/{id}/delete"),
    ("POST", "/settings/tokens"),
    ("POST", "/settings/tokens/{id}/revoke"),
    ("POST", "/settings/logout-everywhere"),
    ("GET", "/games/new"),
    ("POST", "/games"),
    ("GET", "/games"),
    ("GET", "/lobby"),
    ("GET", "/games/{id}"),
    ("POST", "/games/{id}/invite"),
    ("POST", "/games/{id}/join"),
    ("POST", "/games/{id}/start"),
    ("POST", "/games/{id}/cancel"),
    ("POST", "/games/{id}/turn"),
    ("POST", "/games/{id}/turn"),
    ("POST", "/games/{id}/turn"),
    ("POST", "/games/{id}/mute"),
    ("POST", "/games/{id}/vote"),
    ("POST", "/games/{id}/leave"),
    ("POST", "/games/{id}/rematch"),
    ("POST", "/games/{id}/notes"),
    ("POST", "/games/{id}/messages"),
    ("POST", "/games/{id}/messages/{id}/hide"),
    ("GET", "/games/{id}/enter"),
    ("POST", "/games/{id}/enter"),
    ("GET", "/invitations/{nonce}"),
    ("POST", "/invitations/{nonce}"),
    ("GET", "/rules/humanity"),
    ("GET", "/unsubscribe/{token}"),
    ("POST", "/unsubscribe/{token}"),
    ("GET", "/not-me/{token}"),
    ("POST", "/not-me/{token}"),
    ("GET", "/dev/mailbox"),
    ("POST", "/api/tokens"),
    ("POST", "/api/games"),
    ("GET", "/api/games/{id}"),
    ("GET", "/api/games/{id}/legal"),
    ("POST", "/api/games/{id}/join"),
    ("POST", "/api/games/{id}/invite"),
    ("POST", "/api/games/{id}/start"),
    ("GET", "/api/games/{id}/messages"),
    ("POST", "/api/games/{id}/messages"),
    ("POST", "/api/games/{id}/actions"),
    ("POST", "/api/games/{id}/actions"),
    ("POST", "/api/games/{id}/actions"),
    ("GET", "/api/nothing"),
    ("GET", "/archive"),
    ("GET", "/games/{id}/replay"),
    ("GET", "/games/{id}/replay/0"),
    ("GET", "/games/{id}/replay/{id}"),
    ("GET", "/games/{id}/export"),
    ("GET", "/players/{id}"),
];

const FIELDS: &[&str] = &[
    "csrf",
    "email",
    "name",
    "password",
    "new_password",
    "token",
    "next",
    "invite",
    "game",
    "seats",
    "colour",
    "days",
    "open",
    "public_after",
    "timeout_policy",
    "order",
    "muted",
    "vote",
    "time_zone",
    "quiet_start",
    "quiet_end",
    "mail_turn",
    "digest",
    "digest_hour",
    "remind_after_hours",
    "remind_before_hours",
    "starts_on",
    "ends_on",
    "version",
    "path",
    "c",
    "random_order",
    "action",
    "notice",
    "step",
];

const SCRIPT: &str = "<script>alert(1)</script>";
const IMG: &str = "\"><img src=x onerror=alert(1)>";

fn hostile_values() -> Vec<String> {
    let mut v: Vec<String> = [
        "",
        " ",
        "0",
        "1",
        "-1",
        "2",
        "7",
        "2147483647",
        "2147483648",
        "-2147483649",
        "99999999999999999999",
        "1.5",
        "1e3",
        "NaN",
        "true",
        "false",
        "null",
        "on",
        "off",
        SCRIPT,
        IMG,
        "' OR 1=1 --",
        "\"; DROP TABLE games; --",
        "../../etc/passwd",
        "%00",
        "\u{0}",
        "é€😀\u{202e}",
        "yellow",
        "pink",
        "humanity",
        "chess",
        "work",
        "pass",
        "place",
        "deploy",
        "experiment",
        "0.0",
        "0.1.0.0",
        "1.2.3.4.5.6.7.8",
        "99999.0",
        "0..0",
        "x",
        "preview",
        "submit",
        "M13",
        "L13",
        "ZZ99",
        "3O",
        "E",
        "continue",
        "end",
        "arranged",
        "ada@example.com",
        "bea@example.com",
        "not an email",
        "2030-01-01",
        "2030-13-45",
        "Europe/Paris",
        "Mars/Olympus",
        "//evil.example/",
        "/settings",
        "javascript:alert(1)",
        // The hardening issue: redirects out of the site, header injection, names that lie,
        // addresses that cannot be delivered.
        "/\t/evil.example",
        "/%09/evil.example",
        "/x\r\nSet-Cookie: a=b",
        "=?utf-8?q?Ada?=",
        "Ad\u{200B}a",
        "\u{2066}Bob\u{2069}",
        "\"quoted local\"@example.com",
        "a@[127.0.0.1]",
        "ADA",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("A".repeat(5_000));
    v.push("9".repeat(400));
    v
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u64) as usize]
}

fn chance(rng: &mut Rng, percent: u64) -> bool {
    rng.below(100) < percent
}

/// Who sends: cookies (possibly forged), the CSRF token of that browser, a bearer token.
struct Identity {
    cookie: String,
    csrf: String,
    token: Option<String>,
}

/// A random JSON value, at most `depth` levels deep.
fn random_json(rng: &mut Rng, values: &[String], depth: u32) -> Value {
    match rng.below(if depth == 0 { 5 } else { 7 }) {
        0 => Value::Null,
        1 => json!(chance(rng, 50)),
        2 => json!((rng.next_u64() as i64) >> rng.below(64)),
        3 => json!(rng.next_u64() as f64 / 7.0),
        4 => json!(pick(rng, values)),
        5 => Value::Array(
            (0..rng.below(4))
                .map(|_| random_json(rng, values, depth - 1))
                .collect(),
        ),
        _ => {
            let keys = [
                "version",
                "action",
                "kind",
                "astronaut",
                "activations",
                "game",
                "seats",
                "open",
                "public_when_finished",
                "colour",
                "email",
                "password",
                "random_order",
                "placements",
                "payment",
                "hangar",
                "slot",
                "cell",
            ];
            Value::Object(
                (0..rng.below(5))
                    .map(|_| {
                        (
                            pick(rng, &keys).to_string(),
                            random_json(rng, values, depth - 1),
                        )
                    })
                    .collect(),
            )
        }
    }
}

struct Request {
    method: &'static str,
    path: String,
    content_type: Option<&'static str>,
    body: Vec<u8>,
    oversized: bool,
}

/// Things the generator aims at: ids that exist, belong to others, or do not exist.
struct Targets {
    running: i32,
    waiting: i32,
    tokens_of_bea: i32,
    vacation_of_bea: i32,
    nonce: String,
    /// A genuine "this wasn't me" token, and one with another address under its signature.
    not_me: String,
    not_me_moved: String,
}

fn generate(
    rng: &mut Rng,
    app: &TestApp,
    t: &Targets,
    who: &Identity,
    values: &[String],
) -> Request {
    let (method, template) = *pick(rng, ROUTES);
    let ids = [
        t.running.to_string(),
        t.waiting.to_string(),
        t.tokens_of_bea.to_string(),
        t.vacation_of_bea.to_string(),
        "999999".into(),
        "0".into(),
        "-1".into(),
        "abc".into(),
        "2147483648".into(),
        "%3Cscript%3E".into(),
    ];
    let names = ["site.css", "favicon.svg", "..%2FCargo.toml", "nope", "%00"];
    let opaque = [
        t.nonce.clone(),
        t.not_me.clone(),
        t.not_me_moved.clone(),
        "x.y.z".into(),
        "1.turn.AAAA".into(),
        "A".repeat(300),
    ];
    let name = *pick(rng, &names);
    let mut path = template
        .replace("{id}", pick(rng, &ids).as_str())
        .replace("{name}", name)
        .replace("{nonce}", pick(rng, &opaque).as_str())
        .replace("{token}", pick(rng, &opaque).as_str());
    if chance(rng, 35) {
        let pairs: Vec<(String, String)> = (0..1 + rng.below(4))
            .map(|_| (pick(rng, FIELDS).to_string(), pick(rng, values).clone()))
            .collect();
        path += "?";
        path += &serde_urlencoded::to_string(&pairs).unwrap_or_default();
    }
    if method == "GET" {
        return Request {
            method,
            path,
            content_type: None,
            body: Vec::new(),
            oversized: false,
        };
    }
    // A real CSRF token most of the time, so the request reaches the code behind the check;
    // never for logging out (the fuzzer would lose its sessions).
    let csrf = if template == "/logout" || chance(rng, 20) {
        pick(rng, values).clone()
    } else {
        who.csrf.clone()
    };
    let (content_type, body, oversized) = match rng.below(10) {
        0..=3 => {
            let mut pairs: Vec<(String, String)> = (0..rng.below(8))
                .map(|_| (pick(rng, FIELDS).to_string(), pick(rng, values).clone()))
                .collect();
            pairs.push(("csrf".into(), csrf));
            let body = serde_urlencoded::to_string(&pairs).unwrap_or_default();
            (
                Some("application/x-www-form-urlencoded"),
                body.into_bytes(),
                false,
            )
        }
        // A genuine turn form of the running game with one field changed (stale versions, other
        // seats' turns, values out of range).
        4 | 5 => {
            let state = game_state(app, t.running);
            let version = game_row(app, t.running).version;
            let seat = *pick(rng, &Humanity::to_act(&state));
            let legal = Humanity::legal_actions(&state, seat);
            let mut fields = crate::toolkit::turn_fields(
                &state,
                seat,
                version - rng.below(2) as i32,
                pick(rng, &legal),
            );
            let i = rng.below(fields.len() as u64) as usize;
            fields[i].1 = pick(rng, values).clone();
            fields.push(("csrf".into(), csrf));
            path = format!("/games/{}/turn", t.running);
            let body = serde_urlencoded::to_string(&fields).unwrap_or_default();
            (
                Some("application/x-www-form-urlencoded"),
                body.into_bytes(),
                false,
            )
        }
        6 | 7 => {
            let body = random_json(rng, values, 3).to_string();
            (Some("application/json"), body.into_bytes(), false)
        }
        8 => {
            let types = [
                Some("text/plain"),
                Some("application/json"),
                None,
                Some("multipart/form-data"),
            ];
            let body: Vec<u8> = (0..rng.below(300)).map(|_| rng.below(256) as u8).collect();
            (*pick(rng, &types), body, false)
        }
        _ => {
            if chance(rng, 50) {
                let body = format!("csrf={csrf}&name={}", "n".repeat(70_000));
                (
                    Some("application/x-www-form-urlencoded"),
                    body.into_bytes(),
                    true,
                )
            } else {
                let body = json!({"version": 0, "action": "x".repeat(300_000)}).to_string();
                (Some("application/json"), body.into_bytes(), true)
            }
        }
    };
    Request {
        method,
        path,
        content_type,
        body,
        oversized,
    }
}

struct Answer {
    status: u16,
    content_type: String,
    csp: bool,
    body: String,
}

fn send(app: &TestApp, who: &Identity, req: &Request, rng: &mut Rng) -> Result<Answer, String> {
    let agent = ureq::AgentBuilder::new()
        .redirects(0)
        .timeout(Duration::from_secs(30))
        .build();
    let mut r = agent.request(req.method, &format!("{}{}", app.base, req.path));
    if !who.cookie.is_empty() {
        r = r.set("Cookie", &who.cookie);
    }
    if let Some(t) = &who.token {
        r = r.set("Authorization", &format!("Bearer {t}"));
    } else if chance(rng, 10) {
        r = r.set("Authorization", "Bearer tp_forged");
    }
    if let Some(ct) = req.content_type {
        r = r.set("Content-Type", ct);
    }
    // A client that claims another address: believed only from a trusted proxy (none here).
    if chance(rng, 10) {
        r = r.set("X-Forwarded-For", "203.0.113.7, not an address");
    }
    let result = if req.method == "GET" {
        r.call()
    } else {
        r.send_bytes(&req.body)
    };
    let response = match result {
        Ok(r) | Err(ureq::Error::Status(_, r)) => r,
        Err(e) => return Err(e.to_string()),
    };
    Ok(Answer {
        status: response.status(),
        content_type: response.content_type().to_string(),
        csp: response.header("content-security-policy").is_some(),
        body: response.into_string().unwrap_or_default(),
    })
}

fn cases() -> usize {
    std::env::var("TURNPOST_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_500)
}

#[test]
fn hostile_requests_never_break_anything() {
    let seed: u64 = std::env::var("TURNPOST_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_261_122);
    let app = TestApp::spawn();
    let (ada, bea, running) = two_player_game(&app);
    let carl = app.verified_user("carl@example.com", "Carl");
    // Targets that belong to someone: Bea's vacation and API token, a waiting game, an
    // invitation.
    bea.submit(
        "/settings",
        "/settings/vacations",
        &[("starts_on", "2099-01-01"), ("ends_on", "2099-01-03")],
    );
    let bea_token = token(&app, "bea@example.com");
    let r = carl.submit(
        "/games/new",
        "/games",
        &[
            ("seats", "3"),
            ("colour", "green"),
            ("days", "3"),
            ("open", "on"),
        ],
    );
    r.assert_status(303);
    let waiting: i32 = r
        .location()
        .trim_start_matches("/games/")
        .parse()
        .expect("game id");
    carl.submit(
        &format!("/games/{waiting}"),
        &format!("/games/{waiting}/invite"),
        &[("email", "dan@example.com")],
    )
    .assert_status(303);
    let targets = {
        let mut conn = app.state.pool.get().expect("conn");
        let bea_id = turnpost::db::models::users::find_by_email(&mut conn, "bea@example.com")
            .expect("q")
            .expect("bea")
            .id;
        Targets {
            running,
            waiting,
            tokens_of_bea: turnpost::db::models::api_tokens::of_user(&mut conn, bea_id)
                .expect("tokens")[0]
                .id,
            vacation_of_bea: turnpost::db::models::vacations::of_user(&mut conn, bea_id)
                .expect("vacations")
                .first()
                .map_or(1, |v| v.id),
            nonce: turnpost::db::models::invitations::of_game(&mut conn, waiting)
                .expect("invitations")[0]
                .nonce
                .clone(),
            not_me: not_me_token(&app.state, "dan@example.com", MailOrigin::Invitation),
            not_me_moved: {
                let genuine = not_me_token(&app.state, "dan@example.com", MailOrigin::Verify);
                let (_, rest) = genuine.split_once('.').expect("token");
                format!(
                    "{}.{rest}",
                    not_me_token(&app.state, "eve@example.com", MailOrigin::Verify)
                        .split('.')
                        .next()
                        .expect("address")
                )
            },
        }
    };
    drop((ada, bea, carl));
    let session = |email: &str| browser_login_as(&app.base, email, PASSWORD);
    let with = |s: BrowserSession, token: Option<String>| Identity {
        cookie: s.cookie,
        csrf: s.csrf,
        token,
    };
    let anon_page = ureq::get(&format!("{}/login", app.base))
        .call()
        .expect("login page");
    let anon_cookie = anon_page
        .all("set-cookie")
        .into_iter()
        .find_map(|c| c.split(';').next().map(str::to_string))
        .unwrap_or_default();
    let anon_csrf =
        crate::helpers::field_value(&anon_page.into_string().unwrap_or_default(), "csrf")
            .unwrap_or_default();
    let identities = [
        Identity {
            cookie: anon_cookie,
            csrf: anon_csrf,
            token: None,
        },
        Identity {
            cookie: "tp_session=forged; tp_csrf=forged".into(),
            csrf: "forged".into(),
            token: Some("tp_".to_string() + &"A".repeat(43)),
        },
        with(
            session("ada@example.com"),
            Some(token(&app, "ada@example.com")),
        ),
        with(session("bea@example.com"), Some(bea_token)),
        with(
            session("carl@example.com"),
            Some(token(&app, "carl@example.com")),
        ),
    ];
    let values = hostile_values();
    let mut rng = Rng::new(seed);
    let mut before = digest(&app);
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    let started = std::time::Instant::now();
    let n = cases();
    for case in 0..n {
        let who = pick(&mut rng, &identities);
        let req = generate(&mut rng, &app, &targets, who, &values);
        let context = || {
            format!(
                "case {case} of seed {seed} (TURNPOST_FUZZ_SEED={seed}): {} {} ({} bytes, {:?}: \
                 {:?})",
                req.method,
                req.path,
                req.body.len(),
                req.content_type,
                String::from_utf8_lossy(&req.body[..req.body.len().min(300)])
            )
        };
        let answer = match send(&app, who, &req, &mut rng) {
            Ok(a) => a,
            Err(e) if req.oversized => {
                // The server may close the connection on a body over its limit; it must
                // still be up.
                let up = ureq::get(&format!("{}/healthz", app.base)).call();
                assert!(up.is_ok(), "{}: {e}; then /healthz failed", context());
                continue;
            }
            Err(e) => panic!("{}: no answer: {e}", context()),
        };
        *statuses.entry(answer.status).or_default() += 1;
        assert!(
            answer.status < 500,
            "{}: {} {}",
            context(),
            answer.status,
            answer.body
        );
        assert!(answer.csp, "{}: no CSP header", context());
        if answer.content_type.starts_with("text/html") {
            assert!(
                !answer.body.contains(SCRIPT) && !answer.body.contains("<img src=x onerror"),
                "{}: markup echoed raw",
                context()
            );
        }
        let after = digest(&app);
        if answer.status >= 400 {
            assert!(
                before == after,
                "{}: refused with {} but changed {}",
                context(),
                answer.status,
                first_difference(&before, &after)
            );
        }
        before = after;
    }
    eprintln!(
        "fuzz: {n} requests in {:?}, answers by status: {statuses:?}",
        started.elapsed()
    );
    assert!(
        statuses.keys().filter(|s| **s < 400).count() >= 2 && statuses.len() >= 5,
        "the fuzzer reached past the checks: {statuses:?}"
    );
    // Whatever was accepted, the games still replay to their stored states.
    let mut conn = app.state.pool.get().expect("conn");
    crate::loadkit::check_database(&mut conn, &[]).expect("games replay to their states");
}

/// Found by the fuzzer: a malformed turn form sent to a game that has not started was answered
/// 500 (the form error was to be shown on a board the game has not got yet).
#[test]
fn a_malformed_turn_to_a_waiting_game_is_a_conflict() {
    let app = TestApp::spawn();
    let ada = app.verified_user("ada@example.com", "Ada");
    let r = ada.submit(
        "/games/new",
        "/games",
        &[("seats", "2"), ("colour", "green"), ("days", "3")],
    );
    let id = r.location().trim_start_matches("/games/").to_string();
    let csrf = ada.get(&format!("/games/{id}")).csrf();
    let before = digest(&app);
    for fields in [
        vec![("csrf", csrf.as_str()), ("action", "-1")],
        vec![("csrf", csrf.as_str()), ("version", "0"), ("path", "0.3")],
    ] {
        ada.post(&format!("/games/{id}/turn"), &fields)
            .assert_status(409)
            .assert_contains("not started");
    }
    assert_eq!(before, digest(&app));
}
