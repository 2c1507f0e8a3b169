//! Dawn of Mankind over real HTTP: bots play whole 2- and 5-player games through
//! `/api/games/{id}/legal` and `/actions` only; `/legal`'s total and sampling headers (for both
//! games); and the hidden information of a running game in every view a seat, a logged-in
//! stranger and a visitor get: the API, the game page with its log, the turn mail, the replay
//! and the export. The truth the views are checked against is the stored (omniscient) state.

use crate::bots::{account, api_game, bot_move, call, email, legal, show, NAMES};
use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use crate::toolkit::token;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use turnpost::db::models::game_events;
use turnpost::db::models::games as game_rows;
use turnpost::engine::dawn_of_mankind::data::data;
use turnpost::engine::dawn_of_mankind::{preview, view, DawnOfMankind, State};
use turnpost::engine::humanity::Humanity;
use turnpost::engine::rng::Rng;
use turnpost::engine::{Game, Seat, Viewer};
use turnpost::web::routes::api::games::LEGAL_CAP;

const GAME: &str = "dawn-of-mankind";
/// "setup", "main" or "finished".
fn phase(state: &State) -> &'static str {
    view(state, Viewer::Omniscient).phase
}

fn stored_state(app: &TestApp, id: i32) -> State {
    serde_json::from_str(game_row(app, id).state.as_deref().expect("started")).expect("state")
}

#[test]
fn dawn_of_mankind_bots_play_a_two_player_game_through_the_api() {
    crate::bots::bots_play_a_whole_game(GAME, 2, 11);
}

#[test]
fn dawn_of_mankind_bots_play_a_five_player_game_through_the_api() {
    crate::bots::bots_play_a_whole_game(GAME, 5, 12);
}

/// `/legal` for both games: the total header equals the engine's count from the stored state,
/// `?max=` samples evenly with the flag set, others and spectators get nothing, bad caps 400.
#[test]
fn legal_lists_carry_their_total_and_say_when_they_are_sampled() {
    let app = TestApp::spawn_mailbox();
    let (h_id, h_tokens) = api_game(&app, "humanity", 2);
    let h_state: turnpost::engine::humanity::State =
        serde_json::from_str(game_row(&app, h_id).state.as_deref().expect("state"))
            .expect("humanity state");
    let h_seat = Humanity::to_act(&h_state)[0];
    let h_count = Humanity::legal_actions(&h_state, h_seat).len();

    // The Dawn of Mankind accounts come after Humanity's two.
    let d_tokens: Vec<String> = (2..5)
        .map(|i| {
            account(&app, i);
            token(&app, &email(i))
        })
        .collect();
    let colour = turnpost::services::games::colours_of(GAME)[0];
    let body = json!({"game": GAME, "seats": 3, "open": true, "colour": colour});
    let r = call(&app, "POST", "/api/games", &d_tokens[0], Some(body));
    assert_eq!(r.status, 201, "{}", r.body);
    let d_id = r.body["id"].as_i64().expect("id") as i32;
    for t in &d_tokens[1..] {
        assert_eq!(
            call(&app, "POST", &format!("/api/games/{d_id}/join"), t, None).status,
            200
        );
    }
    let start = json!({"random_order": false});
    let r = call(
        &app,
        "POST",
        &format!("/api/games/{d_id}/start"),
        &d_tokens[0],
        Some(start),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let d_state = stored_state(&app, d_id);
    let d_seat = DawnOfMankind::to_act(&d_state)[0];
    let d_count = DawnOfMankind::legal_actions(&d_state, d_seat).len();

    let stranger = h_tokens[0].clone();
    for (id, tokens, seat, count) in [
        (h_id, &h_tokens, h_seat, h_count),
        (d_id, &d_tokens, d_seat, d_count),
    ] {
        assert!(count > 5, "game {id}: {count} legal actions");
        let (all, total, sampled) = legal(&app, id, &tokens[seat], "");
        assert_eq!(
            total, count,
            "game {id}: the header counts every legal action"
        );
        assert_eq!(all.len(), count.min(LEGAL_CAP));
        assert_eq!(sampled, count > LEGAL_CAP);
        // A lower cap: an even sample, the same every time, each action one of the full list.
        let (five, total, sampled) = legal(&app, id, &tokens[seat], "?max=5");
        assert_eq!((five.len(), total, sampled), (5, count, true));
        if count <= LEGAL_CAP {
            let expected: Vec<Value> = (0..5).map(|i| all[i * count / 5].clone()).collect();
            assert_eq!(five, expected, "spread over the whole list");
        }
        assert_eq!(legal(&app, id, &tokens[seat], "?max=5").0, five);
        if count <= LEGAL_CAP {
            let at_cap = legal(&app, id, &tokens[seat], &format!("?max={count}"));
            assert_eq!(
                at_cap,
                (all.clone(), count, false),
                "a cap of the total cuts nothing"
            );
        }
        // A seat not to act, and someone without a seat: nothing, and a total of 0.
        let other = (seat + 1) % tokens.len();
        assert_eq!(legal(&app, id, &tokens[other], ""), (Vec::new(), 0, false));
        let outsider = if id == h_id { &d_tokens[0] } else { &stranger };
        assert_eq!(legal(&app, id, outsider, ""), (Vec::new(), 0, false));
        for bad in ["?max=0", "?max=201", "?max=lots", "?max=-1", "?limit=3"] {
            let r = call(
                &app,
                "GET",
                &format!("/api/games/{id}/legal{bad}"),
                &tokens[seat],
                None,
            );
            assert_eq!(r.status, 400, "{bad}: {}", r.body);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Hidden information
// ---------------------------------------------------------------------------------------------

/// What no view of a running game may show: the art deck (ids and names), the undealt setup
/// cards and the seed.
struct Secrets {
    words: Vec<String>,
}

impl Secrets {
    fn of(app: &TestApp, id: i32) -> Self {
        let state = stored_state(app, id);
        let d = data();
        // A card bought on the display's last line goes under the deck, its name said in the
        // log: the cards the log has named are no secret.
        let said: String = {
            let mut conn = app.state.pool.get().expect("conn");
            game_events::since(&mut conn, id, 0)
                .expect("events")
                .iter()
                .flat_map(|e| e.log_lines())
                .map(|l| turnpost::i18n::words(turnpost::i18n::Lang::En, &l))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let mut words = Vec::new();
        for &card in &state.deck {
            let name = &d.art[usize::from(card) - 1].name;
            if said.contains(name.as_str()) {
                continue;
            }
            words.push(d.art_id(card).to_string());
            words.push(name.clone());
            words.push(name.replace('\'', "&#x27;"));
        }
        for &card in &state.undealt {
            words.push(d.setup_id(card).to_string());
        }
        words.push(state.seed.to_string());
        words.push(game_row(app, id).seed.to_string());
        assert!(
            !state.deck.is_empty() && !state.undealt.is_empty(),
            "something is secret"
        );
        Self { words }
    }

    #[track_caller]
    fn assert_absent(&self, text: &str, what: &str) {
        for w in &self.words {
            assert!(!text.contains(w.as_str()), "{what} shows the secret {w:?}");
        }
    }
}

/// Every number a JSON value shows, in numbers and inside strings ("H2T1" shows 2 and 1).
fn numbers_in(v: &Value, out: &mut Vec<u64>) {
    match v {
        Value::Number(n) => out.extend(n.as_u64()),
        Value::String(s) => out.extend(
            s.split(|c: char| !c.is_ascii_digit())
                .filter_map(|d| d.parse::<u64>().ok()),
        ),
        Value::Array(a) => a.iter().for_each(|x| numbers_in(x, out)),
        Value::Object(o) => o.values().for_each(|x| numbers_in(x, out)),
        _ => {}
    }
}

fn has_key(v: &Value, key: &str) -> bool {
    match v {
        Value::Array(a) => a.iter().any(|x| has_key(x, key)),
        Value::Object(o) => o.iter().any(|(k, x)| k == key || has_key(x, key)),
        _ => false,
    }
}

/// The numbers a text gives as VP: "12 VP", "12&nbsp;VP", "VP 12", "VP: 12", `"vp":12`,
/// `data-vp="12"`, "12 victory points" (any case, HTML-escaped or not).
fn vp_mentions(text: &str) -> Vec<u64> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let Ok(n) = text[start..i].parse::<u64>() else {
            continue;
        };
        let before: Vec<char> = text[..start].chars().rev().take(24).collect();
        let before: String = before.into_iter().rev().collect::<String>().to_lowercase();
        let mut before = before.as_str();
        loop {
            let trimmed = before
                .trim_end_matches([' ', '\u{a0}', ':', '"', '=', '\''])
                .trim_end_matches("&nbsp;")
                .trim_end_matches("&quot;")
                .trim_end_matches("&#34;");
            if trimmed == before {
                break;
            }
            before = trimmed;
        }
        let after: String = text[i..]
            .chars()
            .take(24)
            .collect::<String>()
            .to_lowercase();
        let mut after = after.as_str();
        loop {
            let trimmed = after
                .trim_start_matches([' ', '\u{a0}'])
                .trim_start_matches("&nbsp;");
            if trimmed == after {
                break;
            }
            after = trimmed;
        }
        if before.ends_with("vp") || after.starts_with("vp") || after.starts_with("victory") {
            out.push(n);
        }
    }
    out
}

#[test]
fn vp_mentions_finds_every_way_of_writing_a_vp_number() {
    assert_eq!(
        vp_mentions("a 12 VP b VP 3 c vp: 4 \"vp\":5 data-vp=\"6\" 7&nbsp;VP 8 victory points"),
        [12, 3, 4, 5, 6, 7, 8]
    );
    assert_eq!(vp_mentions("vp&quot;:9 and 13 meat, step 31, vp-3"), [9]);
    assert!(vp_mentions("H2T1 and 40 fruit").is_empty());
}

/// The stored truth while the game runs: everyone's VP.
fn true_vp(app: &TestApp, id: i32) -> Vec<u32> {
    stored_state(app, id).players.iter().map(|p| p.vp).collect()
}

/// The numbers `viewer` may see (its own VP among them), with those a page may add for it: the
/// previews of its legal submissions (its VP after each) and the mat's VP constants (the goal).
/// A hidden VP equal to one of them cannot be told apart in a page, so only the others are
/// looked for there.
fn public_numbers(state: &State, viewer: Viewer) -> Vec<u64> {
    let mut out = Vec::new();
    numbers_in(
        &serde_json::to_value(view(state, viewer)).expect("json"),
        &mut out,
    );
    if let Viewer::Seat(seat) = viewer {
        for action in DawnOfMankind::legal_actions(state, seat) {
            let p = preview(state, seat, &action).expect("a legal submission previews");
            numbers_in(&serde_json::to_value(p).expect("json"), &mut out);
        }
    }
    let mat = &data().mat;
    out.extend([mat.end_vp, mat.expand_vp, mat.cook_vp].map(u64::from));
    out
}

/// The VP totals `viewer` may not see and that no public number of its view matches.
fn findable_hidden_vp(state: &State, viewer: Viewer) -> Vec<u64> {
    let public = public_numbers(state, viewer);
    state
        .players
        .iter()
        .enumerate()
        .filter(|(seat, _)| viewer != Viewer::Seat(*seat))
        .map(|(_, p)| u64::from(p.vp))
        .filter(|vp| !public.contains(vp))
        .collect()
}

#[track_caller]
fn assert_no_hidden_vp(text: &str, hidden: &[u64], what: &str) {
    for n in vp_mentions(text) {
        assert!(!hidden.contains(&n), "{what} shows the hidden VP {n}");
    }
}

/// The people looking at a game: its seats (API token and logged-in browser), a logged-in
/// stranger, and a visitor.
struct Lookers {
    tokens: Vec<String>,
    browsers: Vec<Client>,
    stranger_token: String,
    stranger: Client,
    visitor: Client,
}

impl Lookers {
    /// Each browser with the viewer it is.
    fn browsers(&self) -> Vec<(&Client, Viewer, String)> {
        let mut out: Vec<(&Client, Viewer, String)> = self
            .browsers
            .iter()
            .enumerate()
            .map(|(s, c)| (c, Viewer::Seat(s), NAMES[s].to_string()))
            .collect();
        out.push((&self.stranger, Viewer::Spectator, "a stranger".into()));
        out.push((&self.visitor, Viewer::Spectator, "a visitor".into()));
        out
    }
}

/// Checks every view of the running game `id` against the stored truth; returns how many
/// hidden VP totals were looked for in a page (so the caller knows the check was not empty).
fn assert_running_views_hide(app: &TestApp, id: i32, who: &Lookers) -> usize {
    let row = game_row(app, id);
    assert_eq!(row.status, game_rows::RUNNING);
    let state = stored_state(app, id);
    let truth = true_vp(app, id);
    let secrets = Secrets::of(app, id);
    let mut looked_for = 0;

    // The API: exactly the seat's own VP, "hidden" for the others; no deck, undealt, seed.
    let mut api_views: Vec<(String, Value, Option<Seat>)> = who
        .tokens
        .iter()
        .enumerate()
        .map(|(s, t)| (NAMES[s].to_string(), show(app, id, t), Some(s)))
        .collect();
    api_views.push((
        "a stranger".into(),
        show(app, id, &who.stranger_token),
        None,
    ));
    for (name, game, seat) in &api_views {
        assert_eq!(game["your_seat"], json!(seat), "{name}");
        let v = &game["view"];
        let players = v["players"].as_array().expect("players");
        assert_eq!(players.len(), truth.len());
        for (o, p) in players.iter().enumerate() {
            if Some(o) == *seat {
                assert_eq!(p["vp"], truth[o], "{name} sees their own VP");
            } else {
                assert_eq!(p["vp"], "hidden", "{name} must not see seat {o}'s VP");
            }
            assert!(p["score"].is_null(), "{name}: no score while running");
        }
        assert!(
            v["final_scores"].is_null() && game["ranking"].is_null(),
            "{name}"
        );
        assert!(v.get("art_deck").is_none(), "{name}: no art deck");
        assert!(v.get("undealt_setup_cards").is_none(), "{name}: no undealt");
        assert!(!has_key(game, "seed"), "{name}: no seed");
        assert_eq!(v["art_deck_size"], state.deck.len(), "{name}");
        secrets.assert_absent(&game.to_string(), &format!("the API view of {name}"));
    }

    // The pages: the game page (board, mats, log), the replay of this step and of one before.
    for (client, viewer, name) in who.browsers() {
        let hidden = findable_hidden_vp(&state, viewer);
        looked_for += hidden.len();
        for path in [
            format!("/games/{id}"),
            format!("/games/{id}/replay/{}", row.version),
        ] {
            let page = client.get(&path);
            page.assert_status(200);
            secrets.assert_absent(&page.body, &format!("{path} for {name}"));
            assert_no_hidden_vp(&page.body, &hidden, &format!("{path} for {name}"));
        }
        let earlier = client.get(&format!("/games/{id}/replay/{}", row.version / 2));
        earlier.assert_status(200);
        secrets.assert_absent(&earlier.body, &format!("an earlier replay for {name}"));
        // The export would give the seed and so every card order: refused while running.
        client
            .get(&format!("/games/{id}/export"))
            .assert_status(403)
            .assert_contains("Only finished games can be exported");
    }

    // The log is public: no line states a VP amount at all.
    let mut conn = app.state.pool.get().expect("conn");
    for e in game_events::since(&mut conn, id, 0).expect("events") {
        for line in e.log_lines() {
            // As a reader reads it: the engines say messages, worded here in English.
            let line = turnpost::i18n::words(turnpost::i18n::Lang::En, &line);
            assert!(
                vp_mentions(&line).is_empty(),
                "a running game's log states VP: {line}"
            );
            secrets.assert_absent(&line, "the log");
        }
    }
    looked_for
}

/// Waits for a message to `to` among those from index `from` on.
fn mail_since(app: &TestApp, from: usize, to: &str) -> crate::smtp::Received {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let found = app
            .smtp()
            .messages()
            .into_iter()
            .skip(from)
            .rfind(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(to)));
        if let Some(m) = found {
            return m;
        }
        assert!(Instant::now() < deadline, "no mail to {to}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_running_dawn_of_mankind_game_hides_vp_deck_setup_cards_and_seed_from_every_view() {
    let app = TestApp::spawn();
    let (id, tokens) = api_game(&app, GAME, 3);
    account(&app, 3);
    let browser = |i: usize| {
        let c = app.client();
        c.login(&email(i), PASSWORD).assert_status(303);
        c
    };
    let who = Lookers {
        browsers: (0..3).map(browser).collect(),
        stranger_token: token(&app, &email(3)),
        stranger: browser(3),
        visitor: app.client(),
        tokens,
    };
    // During setup.
    assert_eq!(phase(&stored_state(&app, id)), "setup");
    assert_running_views_hide(&app, id, &who);

    // Mid-game: play until every viewer has another seat's VP to look for in its pages.
    let mut rng = Rng::new(5);
    let mut mails_before = 0;
    loop {
        let state = stored_state(&app, id);
        let viewers = (0..3).map(Viewer::Seat).chain([Viewer::Spectator]);
        let ready = phase(&state) == "main"
            && state.turns >= 12
            && viewers
                .clone()
                .all(|v| !findable_hidden_vp(&state, v).is_empty());
        if ready {
            break;
        }
        mails_before = app.smtp().messages().len();
        assert!(
            bot_move(&app, id, &who.tokens, &mut rng),
            "the game ended before every VP could be checked"
        );
    }
    let looked_for = assert_running_views_hide(&app, id, &who);
    assert!(looked_for >= 5, "{looked_for} hidden totals looked for");

    // The turn mail of the seat to act, sent for this very state, and every mail so far.
    let state = stored_state(&app, id);
    let seat = DawnOfMankind::to_act(&state)[0];
    let mail = mail_since(&app, mails_before, &email(seat));
    assert!(
        mail.header("Subject")
            .is_some_and(|s| s.contains(&format!("#{id}"))),
        "{:?}",
        mail.header("Subject")
    );
    let hidden = findable_hidden_vp(&state, Viewer::Seat(seat));
    let body = format!(
        "{}\n{}",
        mail.text_body(),
        mail.html_body().unwrap_or_default()
    );
    assert_no_hidden_vp(&body, &hidden, "the turn mail");
    let secrets = Secrets::of(&app, id);
    for m in app.smtp().messages() {
        let text = format!("{}\n{}", m.text_body(), m.html_body().unwrap_or_default());
        secrets.assert_absent(&text, &format!("the mail {:?}", m.header("Subject")));
    }

    // Once the game is over everyone sees every total and the breakdown, and it exports.
    while bot_move(&app, id, &who.tokens, &mut rng) {}
    let state = stored_state(&app, id);
    let undealt: Vec<&str> = state.undealt.iter().map(|&c| data().setup_id(c)).collect();
    let mut tokens = who.tokens.clone();
    tokens.push(who.stranger_token.clone());
    for t in &tokens {
        let game = show(&app, id, t);
        let v = &game["view"];
        for (o, p) in v["players"].as_array().expect("players").iter().enumerate() {
            assert_eq!(p["vp"], state.players[o].vp, "every total at the end");
            assert!(p["score"].is_i64(), "{p}");
        }
        assert_eq!(v["final_scores"].as_array().map(Vec::len), Some(3));
        assert_eq!(game["ranking"].as_array().map(Vec::len), Some(3));
        assert_eq!(v["undealt_setup_cards"], json!(undealt));
        assert!(v.get("art_deck").is_none(), "the deck order stays hidden");
    }
    who.visitor
        .get(&format!("/games/{id}/export"))
        .assert_status(200);
}
