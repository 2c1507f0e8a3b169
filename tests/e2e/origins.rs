//! Five people play a whole shorter game of Origins in their browsers, on phones (375 px): the
//! creator chooses the shorter length on the new-game form (the game ends after game turn 12,
//! rule S6) and invites four by mail, each joins from the mail, and every decision is made on the
//! table page by the words of its options and taps on the map (`table::play_by_words`), each
//! confirmed. Every link on the map that chooses an option is at least 44 px across. At the end
//! the ranking, the final scores (which slide sideways on a phone, and say so), the replay with
//! its chart, the zoomed map and the rules page are checked.
//!
//! A second test makes a bid in an auction from the turn mail's link on a phone, in a few taps.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, table_on_phones, PLAYERS};
use crate::play::{started_over_http, submit, wait_text};
use crate::webdriver::Driver;
use turnpost::engine::choice::{path_text, walk, Step};
use turnpost::engine::origins::action::Action;
use turnpost::engine::origins::choices::choices;
use turnpost::engine::origins::data::data;
use turnpost::engine::origins::state::{new_state, Decision, PromptKind, State};
use turnpost::engine::rng::Rng;

/// Patterns (JavaScript regular expressions) of every id the engine or the data of Origins
/// uses, which no label may show: intersections, cards, hexes (land and ocean), map units and
/// payers as actions write them, players' tokens, seat numbers, snake_case words and JSON.
fn ids() -> Vec<String> {
    let hexes: Vec<String> = data()
        .hexes
        .iter()
        .filter(|h| !h.id.starts_with('~'))
        .map(|h| h.id.clone())
        .collect();
    vec![
        r"\bX\d{3}\b".into(),
        r"\b(I|II|III)-\d{2}\b".into(),
        format!(r"\b({})\b", hexes.join("|")),
        r"~[A-Z0-9]{3}".into(),
        r"\bM:[A-Z]".into(),
        r"\baid:\d".into(),
        r"\{p\d\}".into(),
        r"\b[Ss]eat \d".into(),
        r"\b[Pp]layer \d".into(),
        r"\b[a-z]+_[a-z_]+\b".into(),
        r#"\{""#.into(),
    ]
}

#[test]
fn five_players_play_a_whole_short_game_by_the_words_of_the_table() {
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
            d.find("input[name=option_turn_cap][value='12']")
                .and_then(|r| r.click())
                .expect("the shorter length");
        },
        "Length: A shorter game",
    );
    wait_text(&browsers[0], "#status", "Game turn 1 of at most 12");
    let names: Vec<&str> = PLAYERS.iter().map(|(n, _)| *n).collect();
    let ids = ids();
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    let started = std::time::Instant::now();
    let played = crate::table::play_by_words_with(
        &app.base,
        &id.to_string(),
        &browsers,
        &names,
        &ids,
        &[],
        40,
        "e2e-origins",
        |d| crate::table::assert_taps_big_enough(d, "Origins"),
    );
    eprintln!("Origins by words: {played:?} in {:?}", started.elapsed());
    assert!(played.taps > 0, "options chosen on the map: {played:?}");
    assert!(played.turns > 30, "{played:?}");

    // The end: ranking, every score's sources, the log naming everyone.
    let game = format!("{}/games/{id}", app.base);
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "#ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    let ada = &browsers[0];
    wait_text(ada, "#scores", "Slide the table sideways");
    let scrolls = ada
        .execute(
            "const s = document.querySelector('#scores .scroll-x'); return s.scrollWidth > s.clientWidth;",
            vec![],
        )
        .expect("score table");
    assert_eq!(
        scrolls,
        serde_json::json!(true),
        "the score table slides on a phone"
    );
    checks_at_375(ada, "finished game");
    crate::table::assert_marks_agree(ada, "finished game");
    let log = ada
        .execute(
            "return document.querySelector('ol.log').textContent",
            vec![],
        )
        .expect("log")
        .as_str()
        .unwrap_or("")
        .to_string();
    for (name, _) in PLAYERS {
        assert!(log.contains(name), "the log names {name}");
    }
    // Pan and zoom: the script adds buttons over the map; zooming in narrows the picture's box.
    wait_text(ada, "#map .og-zoom", "Zoom in");
    let view_box = |d: &Driver| {
        d.execute(
            "return document.querySelector('#map .narrow-only svg[viewBox]').getAttribute('viewBox')",
            vec![],
        )
        .expect("viewBox")
    };
    let whole = view_box(ada);
    submit(ada, "#map .narrow-only .og-zoom button");
    assert_ne!(view_box(ada), whole, "zooming in changes the map's box");
    checks_at_375(ada, "zoomed map");
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

/// A random whole decision of the seat to act, chosen along the steps as a player would, with
/// the path the page's form sends for it (single-option steps filled in).
fn random_path(state: &State, seat: usize, rng: &mut Rng) -> (String, Action) {
    let step = |p: &[usize]| choices(state, seat, p);
    let mut path = Vec::new();
    loop {
        let w = walk(&step, &path).expect("a path");
        match w.end {
            Step::Done(a) => return (path_text(&w.path), a),
            Step::Ask(q) => {
                let open: Vec<usize> = (0..q.offers.len())
                    .filter(|&i| q.offers[i].refused.is_none())
                    .collect();
                path = w.path;
                path.push(open[rng.below(open.len() as u64) as usize]);
            }
        }
    }
}

/// The first seed (from 0) whose 3-player game, seats coloured as on the page and decisions
/// chosen at random along the steps, reaches a bid; with those decisions (seat, path).
fn a_game_that_reaches_a_bid(colours: &[&str]) -> (u64, Vec<(usize, String)>) {
    use turnpost::engine::origins::rules::apply_in_place;
    for seed in 0..500 {
        let options = serde_json::json!({ "colours": colours, "turn_cap": 100 });
        let mut state = new_state(colours.len(), seed, &options).expect("a new game");
        let mut rng = Rng::new(seed);
        let mut played = Vec::new();
        while let Some((seat, decision)) = state.decision() {
            if decision == Decision::Prompt(PromptKind::Bid) {
                return (seed, played);
            }
            if played.len() > 400 {
                break;
            }
            // Ends of phases less often, so that cards are drawn and played.
            let (path, action) = loop {
                let (path, action) = random_path(&state, seat, &mut rng);
                let ends = matches!(action, Action::EndInnovation | Action::EndPopulation);
                if !ends || rng.below(3) == 0 {
                    break (path, action);
                }
            };
            apply_in_place(&mut state, seat, &action).expect("legal");
            played.push((seat, path));
        }
    }
    panic!("no seed under 500 reaches a bid within 400 decisions");
}

/// A bid made from the turn mail, on a phone. Public cards come up for auction with elders to
/// bid only now and then, so the test looks for a game that gets there: it finds a seed whose
/// random game reaches a bid, gives the new game that seed before it starts, and three players
/// (accounts made over HTTP) play those decisions through the table's turn form (the path of
/// each, confirmed). The player to bid gets a mail naming the card and the choices; on a phone
/// they open its link, enter, choose the first bid by its words and confirm it: a few taps.
#[test]
fn a_bid_is_made_from_the_mail_link_on_a_phone_in_a_few_taps() {
    use crate::helpers::Client;
    use diesel::prelude::*;
    use turnpost::db::schema::games::dsl as games;
    use turnpost::engine::origins::said;
    let en = |t: &str| turnpost::i18n::words(turnpost::i18n::Lang::En, t);
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
    for (version, (seat, path)) in decisions.iter().enumerate() {
        let r = clients[*seat].post(
            &format!("/games/{id}/turn"),
            &[
                ("csrf", csrf[*seat].as_str()),
                ("version", &version.to_string()),
                ("path", path),
            ],
        );
        r.assert_status(303);
        assert!(
            r.location().contains("notice=applied"),
            "decision {version} ({path}) was not played: {}",
            r.location()
        );
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
    let card = en(&said::card(auction.card));
    // The bidder's mail says what is up for auction and what they may do, with its link.
    let start = std::time::Instant::now();
    let mail = loop {
        let found =
            app.smtp().messages().into_iter().rev().find(|m| {
                m.to.iter().any(|t| t == email) && m.text_body().contains("An auction in")
            });
        if let Some(m) = found {
            break m;
        }
        assert!(start.elapsed().as_secs() < 20, "no auction mail to {name}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let text = mail.text_body();
    assert!(
        text.contains(&card) && text.contains("pass"),
        "the auction mail: {text}"
    );
    let link = crate::helpers::link_with(&mail, "/enter?token=");
    // On the phone: the link, the button that enters the game, the first bid, Next, Confirm.
    d.emulate_viewport(375, 900).expect("phone");
    d.goto(&link).expect("the mail's link");
    let mut taps = 0;
    submit(&d, "main form button[type=submit]");
    taps += 1;
    wait_text(&d, "#turn", &card);
    checks_at_375(&d, "an auction on the page");
    wait_text(&d, "#auction", &en(&said::card_texts(auction.card)[0]));
    let bid = d
        .execute(
            "const l = [...document.querySelectorAll('#turn label.choice')].find(l => /^Bid /.test(l.innerText.trim())); \
             if (!l) return ''; l.click(); return l.innerText.trim().split('\\n')[0];",
            vec![],
        )
        .expect("a bid option");
    let bid = bid.as_str().unwrap_or("").to_string();
    assert!(bid.starts_with("Bid "), "a bid is offered: {bid:?}");
    taps += 1;
    submit(&d, "#turn button[type=submit]");
    taps += 1;
    wait_text(&d, "#turn .preview", "bid");
    d.screenshot_png(crate::artifact("e2e-origins-auction.png"))
        .expect("screenshot");
    submit(&d, "#turn button[type=submit]");
    taps += 1;
    wait_text(&d, "p.notice", "played");
    assert!(taps <= 5, "{taps} taps from the mail to the bid");
    let (_, after) = stored();
    match &after.auction {
        // The auction goes on: the bid leads, and the box says so.
        Some(a) => {
            assert!(a.high > auction.high, "the bid raised the high bid");
            let elders = match a.high {
                1 => "1 elder".to_string(),
                n => format!("{n} elders"),
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
                "{name} won {card}"
            );
            let log = d
                .execute(
                    "return document.querySelector('ol.log').textContent",
                    vec![],
                )
                .expect("log");
            assert!(
                log.as_str().unwrap_or("").contains(&card),
                "the log names {card}"
            );
        }
    }
}
