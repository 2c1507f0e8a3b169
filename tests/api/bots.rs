//! API bots and their helpers, for any registered game: verified accounts straight in the
//! database, JSON calls with the `/legal` headers, a started open game with seats in join
//! order, and one bot move (a legal action the API lists, chosen by a seeded generator).

use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::token;
use serde_json::{json, Value};
use turnpost::db::models::games as game_rows;
use turnpost::db::models::users::{self, NewUser};
use turnpost::engine::rng::Rng;
use turnpost::web::routes::api::games::{LEGAL_CAP, LEGAL_SAMPLED_HEADER, LEGAL_TOTAL_HEADER};

pub const NAMES: [&str; 6] = ["Ada", "Bea", "Cem", "Dan", "Eve", "Fay"];

pub(crate) fn email(i: usize) -> String {
    format!("{}@example.com", NAMES[i].to_lowercase())
}

/// A verified account for `NAMES[i]`, written straight into the database (once: a test may
/// make the accounts first, to change their settings before a game).
pub(crate) fn account(app: &TestApp, i: usize) {
    let mut conn = app.state.pool.get().expect("conn");
    if users::find_by_email(&mut conn, &email(i))
        .expect("query")
        .is_some()
    {
        return;
    }
    let hash = turnpost::security::password::hash(PASSWORD).expect("hash");
    let now = app.state.clock.now_naive();
    let u = users::insert(
        &mut conn,
        &NewUser {
            email: &email(i),
            display_name: NAMES[i],
            password_hash: &hash,
            created_at: now,
        },
    )
    .expect("insert user");
    users::set_verified(&mut conn, u.id, now).expect("verify");
}

/// A JSON API call with the response's headers.
pub(crate) fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> Answer {
    let req = ureq::request(method, &format!("{}{}", app.base, path))
        .set("Authorization", &format!("Bearer {token}"));
    let res = match body {
        Some(b) => req.send_json(b),
        None => req.call(),
    };
    let res = match res {
        Ok(r) | Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("{method} {path}: {e}"),
    };
    let header = |name: &str| res.header(name).map(str::to_string);
    let (total, sampled) = (header(LEGAL_TOTAL_HEADER), header(LEGAL_SAMPLED_HEADER));
    Answer {
        status: res.status(),
        total,
        sampled,
        body: res.into_json().unwrap_or(Value::Null),
    }
}

pub(crate) struct Answer {
    pub status: u16,
    pub total: Option<String>,
    pub sampled: Option<String>,
    pub body: Value,
}

/// A started open game of `game` for `players` accounts, created, joined and started through
/// the API with the seats in join order; returns its id and the players' tokens by seat.
pub(crate) fn api_game(app: &TestApp, game: &str, players: usize) -> (i32, Vec<String>) {
    api_game_with(app, game, players, json!({}))
}

/// `api_game` with the game's setup choices (`{"turn_cap": 3}`).
pub(crate) fn api_game_with(
    app: &TestApp,
    game: &str,
    players: usize,
    options: Value,
) -> (i32, Vec<String>) {
    let tokens: Vec<String> = (0..players)
        .map(|i| {
            account(app, i);
            token(app, &email(i))
        })
        .collect();
    let body = json!({"game": game, "seats": players, "time_limit_days": 3, "open": true,
                      "colour": turnpost::services::games::colours_of(game)[0],
                      "options": options});
    let r = call(app, "POST", "/api/games", &tokens[0], Some(body));
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_i64().expect("id") as i32;
    for t in &tokens[1..] {
        let r = call(app, "POST", &format!("/api/games/{id}/join"), t, None);
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let r = call(
        app,
        "POST",
        &format!("/api/games/{id}/start"),
        &tokens[0],
        Some(json!({"random_order": false})),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    for (seat, t) in tokens.iter().enumerate() {
        assert_eq!(show(app, id, t)["your_seat"], seat, "seats in join order");
    }
    (id, tokens)
}

/// `GET /api/games/{id}` as the holder of `token`.
pub(crate) fn show(app: &TestApp, id: i32, token: &str) -> Value {
    let r = call(app, "GET", &format!("/api/games/{id}"), token, None);
    assert_eq!(r.status, 200, "{}", r.body);
    r.body
}

/// `GET /api/games/{id}/legal{query}`: the actions, the total header, the sampled flag.
pub(crate) fn legal(app: &TestApp, id: i32, token: &str, query: &str) -> (Vec<Value>, usize, bool) {
    let r = call(
        app,
        "GET",
        &format!("/api/games/{id}/legal{query}"),
        token,
        None,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let total = r
        .total
        .as_deref()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("no {LEGAL_TOTAL_HEADER} header"));
    let sampled = match r.sampled.as_deref() {
        None => false,
        Some("true") => true,
        Some(other) => panic!("{LEGAL_SAMPLED_HEADER}: {other}"),
    };
    let actions = r.body.as_array().expect("an array of actions").clone();
    (actions, total, sampled)
}

/// One move of the bots: the seat to act (read from the API) plays one of the legal actions the
/// API lists for it, chosen by `rng`. False once the game is over.
pub(crate) fn bot_move(app: &TestApp, id: i32, tokens: &[String], rng: &mut Rng) -> bool {
    bot_move_preferring(app, id, tokens, rng, |_| false)
}

/// `bot_move`, choosing among the listed actions that `prefer` picks out when there are any.
pub(crate) fn bot_move_preferring(
    app: &TestApp,
    id: i32,
    tokens: &[String],
    rng: &mut Rng,
    prefer: impl Fn(&Value) -> bool,
) -> bool {
    let game = show(app, id, &tokens[0]);
    if game["status"] == game_rows::FINISHED {
        return false;
    }
    assert_eq!(game["status"], game_rows::RUNNING);
    let seat = game["to_act"][0]
        .as_u64()
        .expect("a running game has a seat to act") as usize;
    let (actions, total, sampled) = legal(app, id, &tokens[seat], "");
    assert!(!actions.is_empty(), "seat {seat} has a legal action");
    assert_eq!(actions.len(), total.min(LEGAL_CAP));
    assert_eq!(sampled, total > LEGAL_CAP);
    let preferred: Vec<&Value> = actions.iter().filter(|a| prefer(a)).collect();
    let action = match preferred.as_slice() {
        [] => &actions[rng.below(actions.len() as u64) as usize],
        some => some[rng.below(some.len() as u64) as usize],
    };
    let body = json!({"version": game["version"], "action": action});
    let r = call(
        app,
        "POST",
        &format!("/api/games/{id}/actions"),
        &tokens[seat],
        Some(body),
    );
    assert_eq!(r.status, 200, "seat {seat} plays {action}: {}", r.body);
    assert_eq!(r.body["already_applied"], false);
    true
}

/// Who looks at a running game in the hidden-information tests: the seats' tokens and one of
/// a logged-in stranger (`NAMES[seats]`), then browsers logged in as each of them and a visitor.
pub(crate) fn lookers(app: &TestApp, tokens: &[String]) -> (Vec<String>, Vec<Client>) {
    let stranger = tokens.len();
    account(app, stranger);
    let mut all_tokens = tokens.to_vec();
    all_tokens.push(token(app, &email(stranger)));
    let mut browsers: Vec<Client> = (0..=stranger)
        .map(|i| {
            let c = app.client();
            c.login(&email(i), PASSWORD).assert_status(303);
            c
        })
        .collect();
    browsers.push(app.client());
    (all_tokens, browsers)
}

/// A whole game played by bots through the API, then its ranking, the archive, the export
/// (replayed by the command line to the stored state) and the replay of its last step.
pub(crate) fn bots_play_a_whole_game(game_name: &str, players: usize, seed: u64) {
    bots_play_a_whole_game_with(game_name, players, seed, json!({}));
}

/// `bots_play_a_whole_game` with the game's setup choices.
pub(crate) fn bots_play_a_whole_game_with(
    game_name: &str,
    players: usize,
    seed: u64,
    options: Value,
) {
    let app = TestApp::spawn_mailbox();
    let (id, tokens) = api_game_with(&app, game_name, players, options);
    let mut rng = Rng::new(seed);
    let mut moves = 0;
    while bot_move(&app, id, &tokens, &mut rng) {
        moves += 1;
        assert!(moves < 5000, "the game should end");
    }
    let row = game_row(&app, id);
    assert_eq!(row.status, game_rows::FINISHED);
    assert!(row.version >= moves, "automatic turns count as steps too");
    let outcome = turnpost::engine::registry::game(game_name)
        .expect("registered")
        .outcome(row.state.as_deref().expect("state"))
        .expect("a stored state")
        .expect("a finished game has a ranking");
    let game = show(&app, id, &tokens[players - 1]);
    assert_eq!(
        game["ranking"],
        serde_json::to_value(&outcome).expect("json")
    );
    let mut seats: Vec<u64> = game["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .map(|p| p["seat"].as_u64().expect("seat"))
        .collect();
    seats.sort_unstable();
    assert_eq!(
        seats,
        (0..players as u64).collect::<Vec<_>>(),
        "every seat ranked"
    );
    assert_eq!(game["ranking"][0]["rank"], 1);
    // Nothing left to play for anyone.
    for t in &tokens {
        assert_eq!(legal(&app, id, t, ""), (Vec::new(), 0, false));
    }
    crate::history::assert_replays(&app, id);

    let anon = app.client();
    anon.get("/archive")
        .assert_status(200)
        .assert_contains(&format!("<a href=\"/games/{id}\""));
    anon.get(&format!("/games/{id}/replay/{}", row.version))
        .assert_status(200);
    let export = anon.get(&format!("/games/{id}/export"));
    export.assert_status(200);
    let doc: Value = serde_json::from_str(&export.body).expect("JSON");
    assert_eq!(
        doc["game"],
        game_name,
        "{}",
        &export.body[..200.min(export.body.len())]
    );
    assert_eq!(
        doc["actions"].as_array().map(Vec::len),
        Some(row.version as usize)
    );
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("game.json");
    std::fs::write(&file, &export.body).expect("write");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_turnpost"))
        .args(["engine", "replay", "--file"])
        .arg(&file)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim_end(),
        row.state.as_deref().expect("state")
    );
}

/// A browser logged in as `NAMES[i]` (the account exists).
pub(crate) fn browser_of(app: &TestApp, i: usize) -> Client {
    let c = app.client();
    c.login(&email(i), PASSWORD).assert_status(303);
    c
}
