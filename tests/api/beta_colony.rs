//! Beta Colony over real HTTP: bots play whole 2- and 4-player games through
//! `/api/games/{id}/legal` and `/actions` only, and a running game keeps its secrets (design
//! §14: the talon, the building stack below its top card, the seed and so the dice to come) from
//! every view a seat, a logged-in stranger and a visitor get: the API, the game page with its
//! log, the replay, the mail and the export. The truth is the stored (omniscient) state.

use crate::bots::{api_game, bot_move, lookers, show, NAMES};
use crate::games::game_row;
use crate::helpers::{field_value, Client, TestApp};
use turnpost::db::models::game_events;
use turnpost::db::models::games as game_rows;
use turnpost::engine::beta_colony::data::data;
use turnpost::engine::beta_colony::State;
use turnpost::engine::rng::Rng;

const GAME: &str = "beta-colony";

#[test]
fn beta_colony_bots_play_a_two_player_game_through_the_api() {
    crate::bots::bots_play_a_whole_game(GAME, 2, 21);
}

#[test]
fn beta_colony_bots_play_a_four_player_game_through_the_api() {
    crate::bots::bots_play_a_whole_game(GAME, 4, 22);
}

fn stored_state(app: &TestApp, id: i32) -> State {
    serde_json::from_str(game_row(app, id).state.as_deref().expect("started")).expect("state")
}

/// What no view of a running game may show: the ids of the pods in the talon, of the buildings
/// below the stack's top, and the seed.
struct Secrets {
    words: Vec<String>,
}

impl Secrets {
    fn of(app: &TestApp, id: i32) -> Self {
        let state = stored_state(app, id);
        let d = data();
        let mut words: Vec<String> = state
            .talon
            .iter()
            .map(|&p| d.pods[usize::from(p)].id.clone())
            .collect();
        words.extend(
            state
                .buildings
                .iter()
                .skip(1)
                .map(|&a| d.achievements[usize::from(a)].id.clone()),
        );
        assert!(!words.is_empty(), "something is secret");
        words.push(game_row(app, id).seed.to_string());
        Self { words }
    }

    #[track_caller]
    fn assert_absent(&self, text: &str, what: &str) {
        // The legend names the ranges of ids ("BD1–BD4"), which tells nothing of an order.
        let text = &text.replace("BD1–BD4", "").replace("P01–P40", "");
        // As a word of its own: a random token in a link may hold "P23" by chance.
        let alone = |at: usize, w: &str| {
            let before = text[..at].chars().next_back();
            let after = text[at + w.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        };
        for w in &self.words {
            if let Some((at, _)) = text.match_indices(w.as_str()).find(|(at, _)| alone(*at, w)) {
                let around: String = text[at.saturating_sub(120)..].chars().take(240).collect();
                panic!("{what} shows the secret {w:?}: …{around}…");
            }
        }
    }
}

/// Every view of the running game `id`, for its seats' browsers and tokens, a logged-in
/// stranger and a visitor, checked against the stored secrets.
fn assert_running_views_hide(app: &TestApp, id: i32, tokens: &[String], browsers: &[Client]) {
    let row = game_row(app, id);
    assert_eq!(row.status, game_rows::RUNNING);
    let state = stored_state(app, id);
    let secrets = Secrets::of(app, id);
    for (seat, t) in tokens.iter().enumerate() {
        let game = show(app, id, t);
        let v = &game["view"];
        assert!(v.get("talon").is_none_or(|x| x.is_null()), "{v}");
        assert!(v.get("building_stack").is_none_or(|x| x.is_null()), "{v}");
        assert_eq!(v["talon_size"], state.talon.len());
        assert_eq!(v["building_stack_size"], state.buildings.len());
        secrets.assert_absent(
            &game.to_string(),
            &format!("the API view of {}", NAMES[seat]),
        );
    }
    for (i, client) in browsers.iter().enumerate() {
        for path in [
            format!("/games/{id}"),
            format!("/games/{id}/replay/{}", row.version),
            format!("/games/{id}/replay/{}", row.version / 2),
        ] {
            let page = client.get(&path);
            page.assert_status(200);
            secrets.assert_absent(&page.body, &format!("{path} for browser {i}"));
        }
        client
            .get(&format!("/games/{id}/export"))
            .assert_status(403);
    }
    let mut conn = app.state.pool.get().expect("conn");
    for e in game_events::since(&mut conn, id, 0).expect("events") {
        for line in e.log_lines() {
            // As a reader reads it: the engines say messages, worded here in English.
            let line = turnpost::i18n::words(turnpost::i18n::Lang::En, &line);
            secrets.assert_absent(&line, "the log");
        }
    }
}

#[test]
fn a_running_beta_colony_game_hides_the_talon_the_building_stack_and_the_seed() {
    let app = TestApp::spawn();
    let (id, tokens) = api_game(&app, GAME, 3);
    let (all_tokens, browsers) = lookers(&app, &tokens);
    assert_running_views_hide(&app, id, &all_tokens, &browsers);

    let mut rng = Rng::new(7);
    for _ in 0..40 {
        assert!(
            bot_move(&app, id, &tokens, &mut rng),
            "the game ended early"
        );
    }
    assert_running_views_hide(&app, id, &all_tokens, &browsers);
    let secrets = Secrets::of(&app, id);
    for m in app.smtp().messages() {
        let text = format!("{}\n{}", m.text_body(), m.html_body().unwrap_or_default());
        secrets.assert_absent(&text, &format!("the mail {:?}", m.header("Subject")));
    }

    // Once it is over, the export gives everything, and the omniscient view the talon.
    while bot_move(&app, id, &tokens, &mut rng) {}
    browsers[4]
        .get(&format!("/games/{id}/export"))
        .assert_status(200);
    let v = &show(&app, id, &tokens[0])["view"];
    assert_eq!(v["talon_size"], stored_state(&app, id).talon.len());
}

/// The values of the table's step options on a page (`name="c" value="3.0"`).
fn step_values(html: &str) -> Vec<String> {
    let marker = "name=\"c\" value=\"";
    html.match_indices(marker)
        .filter_map(|(at, _)| {
            let start = at + marker.len();
            let end = html[start..].find('"')? + start;
            Some(html[start..end].to_string())
        })
        .collect()
}

/// Turns of a running game played over HTTP by the table's steps: each step a GET of the page
/// at the path chosen so far (which plays nothing), each whole decision confirmed by a POST of
/// its version and path and answered by a redirect; a stale version, a tampered path and a
/// player who is not to act change nothing and get a clear answer, never a 5xx.
#[test]
fn beta_colony_turns_are_played_by_the_steps_of_the_table_over_http() {
    let app = TestApp::spawn();
    let (id, tokens) = api_game(&app, GAME, 3);
    let (_, browsers) = lookers(&app, &tokens);
    let page = format!("/games/{id}");
    let mut rng = Rng::new(11);
    let mut steps = 0;
    for turn in 0..24 {
        let before = game_row(&app, id).version;
        let seat = stored_state(&app, id).current().expect("someone acts");
        let b = &browsers[seat];
        // Another seat has no panel, and its post of a path is answered, not played.
        let other = &browsers[(seat + 1) % 3];
        assert!(step_values(&other.get(&page).body).is_empty());
        let mut at = page.clone();
        let confirm = loop {
            let r = b.get(&at);
            r.assert_status(200);
            assert_eq!(game_row(&app, id).version, before, "a step plays nothing");
            if r.body.contains("name=\"path\" value=\"") {
                break r;
            }
            let values = step_values(&r.body);
            assert!(!values.is_empty(), "turn {turn}: nothing to choose at {at}");
            let v = &values[rng.below(values.len() as u64) as usize];
            at = format!("{page}?c={v}");
            steps += 1;
            assert!(steps < 2000);
        };
        assert!(
            confirm.body.contains("What this turn will do"),
            "{}",
            confirm.body
        );
        let path = field_value(&confirm.body, "path").expect("the path");
        let version = field_value(&confirm.body, "version").expect("the version");
        let csrf = confirm.csrf();
        let post = |version: &str, path: &str| {
            b.post(
                &format!("{page}/turn"),
                &[("csrf", &csrf), ("version", version), ("path", path)],
            )
        };
        if turn == 5 {
            let stale = (before - 1).to_string();
            let r = post(&stale, &path);
            r.assert_status(303);
            assert!(r.location().contains("notice=moved-on"), "{}", r.location());
            let r = post(&version, "99.99");
            r.assert_status(303);
            assert!(r.location().contains("c=x"), "{}", r.location());
            b.get(r.location())
                .assert_status(422)
                .assert_contains("That choice is not on offer now");
            post(&version, "not a path").assert_status(400);
            other
                .post(
                    &format!("{page}/turn"),
                    &[
                        ("csrf", &other.get(&page).csrf()),
                        ("version", &version),
                        ("path", &path),
                    ],
                )
                .assert_status(403);
            assert_eq!(game_row(&app, id).version, before, "nothing was played");
        }
        let r = post(&version, &path);
        r.assert_status(303);
        assert!(r.location().contains("notice=applied"), "{}", r.location());
        assert_eq!(game_row(&app, id).version, before + 1);
        // Posting the same decision again plays nothing more.
        let again = post(&version, &path);
        again.assert_status(303);
        assert_eq!(game_row(&app, id).version, before + 1);
    }
    assert!(steps > 24, "decisions took steps: {steps}");
}
