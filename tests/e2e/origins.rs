//! Five people play a whole game of Origins in their browsers, through the forms only, on phones
//! (375 px): the creator chooses the short length on the new-game form (the game ends after game
//! turn 3, rule S6) and invites four by mail, each joins from the mail, and every decision is
//! made on the page: a random form of those listed, a random option in it, some previewed
//! first, some narrowed by a hex link on the map. A stale, an unreadable and a refused decision
//! are probed once. Along the way nothing is clipped, no picture text is under 12 px and axe
//! finds nothing; at the end the ranking, the final scores, the replay with its chart, the
//! zoomed map and the rules page are checked.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, probe_refusals, table_on_phones, wait_for, PLAYERS};
use crate::play::{started_over_http, submit, wait_text};
use crate::webdriver::Driver;

/// Chooses at random on the page: a hex link now and then, else a random form and option,
/// previewed or submitted; it leans towards drawing cards, playing them and bidding, so that
/// public cards come up for auction and bids are made through the forms. Returns what it did.
const ACT: &str = r#"
window.__acted = true;
const any = (xs) => xs[Math.floor(Math.random() * xs.length)];
const taps = [...document.querySelectorAll('main a[href*="?hex="]')];
if (taps.length && !location.search.includes('hex=') && Math.random() < 0.2) {
  any(taps).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return 'hex tap';
}
const forms = [...document.querySelectorAll('#turn form.og-form')];
if (!forms.length) { window.__acted = false; return 'nothing'; }
// The ends of phases are chosen less often, so the game goes somewhere.
const busy = forms.filter(f => !/form-end_/.test(f.id));
const lean = (re, p) => { const fs = forms.filter(f => re.test(f.id)); return fs.length && Math.random() < p ? any(fs) : null; };
const form = lean(/form-bid$/, 0.8) || lean(/form-play_card$/, 0.7)
  || lean(/form-(original_behaviour|imitator|invention)$/, 0.6)
  || ((busy.length && Math.random() < 0.8) ? any(busy) : any(forms));
for (const s of form.querySelectorAll('select')) s.selectedIndex = Math.floor(Math.random() * s.options.length);
const rs = [...form.querySelectorAll('input[type=radio]')];
if (rs.length) any(rs).click();
const preview = Math.random() < 0.2;
form.querySelector(preview ? 'button[value=preview]' : 'button[value=submit]').click();
return form.id + (preview ? ' preview' : ' submit');
"#;

/// The first decision form's three refusals: a stale version, an unreadable decision and a
/// decision the rules refuse now (a bid out of turn).
const PROBE_EDITS: &str = r#"
const version = new FormData(form).get('version');
return [
  send(fd => fd.set('version', String(Number(version) - 1))),
  send(fd => fd.set('choice', '{broken')),
  send(fd => fd.set('choice', '{"type":"bid","amount":9}')),
];
"#;

#[test]
fn five_players_play_a_whole_short_game_through_the_forms_on_phones() {
    let Some(first) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let (browsers, id) = table_on_phones(
        &app,
        first,
        &PLAYERS,
        ("origins", "Origins: How We Became Human"),
        |d| {
            d.find("input[name=option_turn_cap][value='3']")
                .and_then(|r| r.click())
                .expect("the short length");
        },
        "Length: A taster",
    );
    let ada = &browsers[0];
    wait_text(ada, "#status", "Turn 1 of at most 3");

    let game = format!("{}/games/{id}", app.base);
    let mut decisions = 0;
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    let mut probed = false;
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 2000, "the game never ended: {kinds:?}");
        ada.goto(&game).expect("game page");
        let status = wait_text(ada, "#status", ".");
        if status.contains("game is over") {
            break;
        }
        // "Turn 1 of at most 3 · Ada ● is in era 1 · Bea ■ to decide: ..."
        let deciding = status
            .split(" to decide")
            .next()
            .and_then(|s| s.rsplit("· ").next())
            .unwrap_or_default();
        let who = PLAYERS
            .iter()
            .position(|(name, _)| deciding.starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("nobody to act in {status:?}"));
        let d = &browsers[who];
        d.goto(&game).expect("game page");
        wait_text(d, "#turn h2", "Your decision");
        if decisions % 40 == 0 && !kinds.contains_key(&format!("checked {decisions}")) {
            checks_at_375(d, &format!("decision {decisions}"));
            kinds.insert(format!("checked {decisions}"), 1);
        }
        if !probed {
            probe_refusals(
                d,
                "#turn form.og-form",
                "!!doc.querySelector('#written') && doc.querySelector('#written').value",
                PROBE_EDITS,
                |k| k.as_str().is_some_and(|w| w.contains("bid")),
            );
            probed = true;
        }
        if decisions == 30 && !kinds.contains_key("shot") {
            kinds.insert("shot".into(), 1);
            d.screenshot_png(crate::artifact("e2e-origins-top.png"))
                .expect("screenshot");
            d.execute("document.querySelector('#turn').scrollIntoView()", vec![])
                .expect("scroll");
            d.screenshot_png(crate::artifact("e2e-origins-decision.png"))
                .expect("screenshot");
        }
        let did = d
            .execute(ACT, vec![])
            .expect("act")
            .as_str()
            .unwrap_or("")
            .to_string();
        *kinds.entry(did.clone()).or_default() += 1;
        wait_for(d, "the next page", |d| {
            d.execute("return !window.__acted && document.readyState === 'complete' && !!document.querySelector('#status')", vec![])
                .is_ok_and(|v| v == serde_json::json!(true))
        });
        if did == "hex tap" {
            assert!(d.current_url().expect("url").contains("hex="));
            continue;
        }
        if did.ends_with("preview") {
            let t = d.find("#turn").and_then(|e| e.text()).unwrap_or_default();
            assert!(
                t.contains("What this decision does") || d.find("#turn p.error").is_ok(),
                "a preview or the rule: {t}"
            );
            continue;
        }
        assert!(
            did.ends_with("submit"),
            "nothing to do at {status:?}: {did}"
        );
        let url = d.current_url().expect("url");
        assert!(
            url.contains("notice=applied"),
            "a listed decision was refused: {did}: {}",
            d.find("#turn p.error")
                .and_then(|e| e.text())
                .unwrap_or_default()
        );
        decisions += 1;
    }
    let count = |suffix: &str| -> usize {
        kinds
            .iter()
            .filter(|(k, _)| k.ends_with(suffix))
            .map(|(_, n)| n)
            .sum()
    };
    assert!(probed, "the forms were probed");
    assert!(decisions >= 30, "{kinds:?}");
    assert!(count(" preview") > 0, "{kinds:?}");
    eprintln!("Origins through the forms: {decisions} decisions, {kinds:?}");

    // The end: ranking, final scores, the log naming everyone.
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "ul.ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    checks_at_375(ada, "finished game");
    let log = ada.find("ol.log").and_then(|l| l.text()).expect("log");
    for (name, _) in PLAYERS {
        assert!(log.contains(name), "the log names {name}");
    }
    // Pan and zoom: the script adds buttons over the map; zooming in narrows the picture's box.
    wait_text(ada, "#map .og-zoom", "Zoom in");
    let view_box = |d: &Driver| {
        d.execute(
            "return document.querySelector('#map svg[viewBox]').getAttribute('viewBox')",
            vec![],
        )
        .expect("viewBox")
    };
    let whole = view_box(ada);
    submit(ada, "#map .og-zoom button");
    assert_ne!(view_box(ada), whole, "zooming in changes the map's box");
    checks_at_375(ada, "zoomed map");
    ada.screenshot_png(crate::artifact("e2e-origins-375.png"))
        .expect("screenshot");
    ada.goto(&format!("{game}/replay/5")).expect("replay");
    wait_text(ada, "main", "Score over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
    ada.goto(&format!("{}/rules/origins", app.base))
        .expect("rules");
    wait_text(ada, "main", "How this edition reads the rules");
    wait_text(ada, "main", "Turnpost edition");
    checks_at_375(ada, "rules page");
}

/// The first seed (from 0) whose random 3-player game, seats coloured as on the page, reaches a
/// bid; with the decisions that lead there (the engine's own random player).
fn a_game_that_reaches_a_bid(
    colours: &[&str],
) -> (u64, Vec<(usize, turnpost::engine::origins::action::Action)>) {
    use turnpost::engine::origins::playout::{chooser, random_action};
    use turnpost::engine::origins::rules::apply_in_place;
    use turnpost::engine::origins::state::{new_state, Decision, PromptKind};
    for seed in 0..500 {
        let options = serde_json::json!({ "colours": colours, "turn_cap": 100 });
        let mut state = new_state(colours.len(), seed, &options).expect("a new game");
        let mut rng = chooser(seed);
        let mut played = Vec::new();
        while let Some((seat, decision)) = state.decision() {
            if decision == Decision::Prompt(PromptKind::Bid) {
                return (seed, played);
            }
            if played.len() > 400 {
                break;
            }
            let action = random_action(&state, seat, &mut rng).expect("a legal decision");
            apply_in_place(&mut state, seat, &action).expect("legal");
            played.push((seat, action));
        }
    }
    panic!("no seed under 500 reaches a bid within 400 decisions");
}

/// A bid made on the page, on a phone. Public cards come up for auction with elders to bid only
/// now and then, so the test looks for a game that gets there: it finds a seed whose random game
/// reaches a bid, gives the new game that seed before it starts, and three players (accounts made
/// over HTTP) play those decisions through the turn form over HTTP. The player to bid gets a
/// mail naming the card and the choices; in the browser at 375 px they see the auction box, bids through the auction's form (the first
/// amount offered), and the page shows the bid as the high one.
#[test]
fn a_bid_is_made_through_the_auction_form_on_a_phone() {
    use crate::helpers::{Client, PASSWORD};
    use diesel::prelude::*;
    use turnpost::db::schema::games::dsl as games;
    use turnpost::engine::origins::data::data;
    use turnpost::engine::origins::state::State;
    let Some(d) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let table = &PLAYERS[..3];
    let colours = ["black", "red", "white"];
    let (seed, decisions) = a_game_that_reaches_a_bid(&colours);
    let clients: Vec<Client> = table
        .iter()
        .map(|(name, email)| app.verified_user(email, name))
        .collect();
    let others: Vec<(&str, &Client)> = table[1..]
        .iter()
        .zip(&clients[1..])
        .map(|((_, email), client)| (*email, client))
        .collect();
    let id = started_over_http(&app, &clients[0], &others, "origins", &colours, |id| {
        let mut conn = app.state.pool.get().expect("conn");
        diesel::update(games::games.find(id))
            .set(games::seed.eq(seed as i64))
            .execute(&mut conn)
            .expect("the seed");
    });
    let page = format!("/games/{id}");
    let csrf: Vec<String> = clients.iter().map(|c| c.get(&page).csrf()).collect();
    for (version, (seat, action)) in decisions.iter().enumerate() {
        let choice = serde_json::to_string(action).expect("json");
        clients[*seat]
            .post(
                &format!("/games/{id}/turn"),
                &[
                    ("csrf", csrf[*seat].as_str()),
                    ("version", &version.to_string()),
                    ("choice", &choice),
                    ("intent", "submit"),
                ],
            )
            .assert_status(303);
    }
    let stored = || {
        let mut conn = app.state.pool.get().expect("conn");
        let row = turnpost::db::models::games::find(&mut conn, id)
            .expect("query")
            .expect("the game");
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("started")).expect("an Origins state");
        (row.version, state)
    };
    let (version, before) = stored();
    assert_eq!(
        version as usize,
        decisions.len(),
        "every decision was applied"
    );
    let auction = before.auction.clone().expect("an auction");
    let (bidder, _) = before.decision().expect("a bidder");
    let (name, email) = table[bidder];
    let card = data().card(auction.card.0);
    // The bidder's mail says what is up for auction and what they may do.
    let start = std::time::Instant::now();
    let mail = loop {
        let found =
            app.smtp().messages().into_iter().find(|m| {
                m.to.iter().any(|t| t == email) && m.text_body().contains("An auction in")
            });
        if let Some(m) = found {
            break m.text_body();
        }
        assert!(start.elapsed().as_secs() < 20, "no auction mail to {name}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert!(
        mail.contains(&card.name) && mail.contains("pass"),
        "the auction mail: {mail}"
    );
    d.emulate_viewport(375, 900).expect("phone");
    d.goto(&format!("{}/login", app.base)).expect("login page");
    d.fill("input[name=email]", email).expect("email");
    d.fill("input[name=password]", PASSWORD).expect("password");
    submit(&d, "main form button[type=submit]");
    wait_text(&d, "header nav", "Log out");
    d.goto(&format!("{}{page}", app.base)).expect("game page");
    wait_text(&d, "#auction h2", &card.name);
    wait_text(&d, "#turn h2", "Your decision");
    checks_at_375(&d, "an auction on the page");
    d.execute(
        "document.querySelector('#auction').scrollIntoView()",
        vec![],
    )
    .expect("scroll");
    d.screenshot_png(crate::artifact("e2e-origins-auction.png"))
        .expect("screenshot");
    d.find("#form-bid").expect("the bid form");
    d.execute(
        "const f = document.querySelector('#form-bid'); \
         const r = f.querySelector('input[type=radio]'); if (r) r.click(); \
         const s = f.querySelector('select'); if (s) s.selectedIndex = 0; \
         f.querySelector('button[value=submit]').click();",
        vec![],
    )
    .expect("bid");
    wait_text(&d, "p.notice", "played");
    let (_, after) = stored();
    match &after.auction {
        // The auction goes on: the bid leads, and the box says so.
        Some(a) => {
            assert!(a.high > auction.high, "the bid raised the high bid");
            let elders = if a.high == 1 {
                "1 elder".to_string()
            } else {
                format!("{} elders", a.high)
            };
            wait_text(&d, "#auction", &format!("High bid {elders} by {name}"));
        }
        // Nobody could answer: the bidder won the card, and the log says so.
        None => {
            assert!(
                after.players[bidder]
                    .repertoire
                    .iter()
                    .any(|h| h.card == auction.card),
                "{name} won {}",
                card.name
            );
            wait_text(&d, "ol.log", &card.name);
        }
    }
}
