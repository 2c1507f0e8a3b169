//! Four people play a whole game of Humanity in their browsers, on phones (375 px): the creator
//! invites three by mail, each joins from the mail, and every decision is chosen on the table
//! page by the words of its options and taps on the station and the bases
//! (`table::play_by_words`), each confirmed after its preview. On the way: every place to tap
//! is at least 44 by 44 px. At the end the ranking and the score table are shown and the replay
//! draws the chart.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, table_on_phones, PLAYERS};
use crate::play::wait_text;
use crate::webdriver::Driver;
use std::time::Duration;

/// Patterns of Humanity's internal ids and other words no label may show: experiment, module,
/// starting-module and supply-tile ids, snake_case words, the engine's seat tokens, JSON, seat
/// numbers, numbers counted from 0, slots, and the doubled word of the old panel.
const IDS: [&str; 10] = [
    r"\bE[123]-\d\b",
    r"\b[0-3]-\d\d\b",
    r"\bS[1-4]\b",
    r"\bC[OB][345]\b",
    r"\b[a-z]+_[a-z]+\b",
    r"\{p\d+\}",
    r#"\{\s*""#,
    r"\b[Ss]eat \d",
    r"\b([Aa]stronaut|[Hh]angar|[Ss]lot) 0\b|\b[Ss]lot \d",
    r"[Aa]stronaut [Aa]stronaut",
];

/// Every link of the board that chooses an option, smaller than 44 by 44 px as drawn.
const SMALL_TAPS: &str = r#"
return [...document.querySelectorAll('main svg a[href*="c="]')]
  .filter(a => !a.closest('details:not([open])'))
  .map(a => [a.getAttribute('aria-label'), a.getBoundingClientRect()])
  .filter(([, r]) => r.width < 43.95 || r.height < 43.95)
  .map(([l, r]) => `${l}: ${r.width.toFixed(1)} x ${r.height.toFixed(1)} px`);
"#;

/// Fails when a place to tap on the board is smaller than 44 by 44 px.
fn assert_taps_big_enough(d: &Driver, what: &str) {
    let small = d.execute(SMALL_TAPS, vec![]).expect("tap sizes");
    assert_eq!(small, serde_json::json!([]), "{what}: taps under 44 px");
}

#[test]
fn four_players_play_a_whole_game_by_the_words_of_the_table() {
    let Some(first) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let players = &PLAYERS[..4];
    let (browsers, id) =
        table_on_phones(&app, first, players, ("humanity", "Humanity"), |_| {}, "");
    let names: Vec<&str> = players.iter().map(|(n, _)| *n).collect();
    let game = format!("{}/games/{id}", app.base);

    // The first decision: the astronauts on the first player's base, then its tiles, are
    // tapped.
    let ada = &browsers[0];
    ada.goto(&game).expect("game page");
    let first = ada
        .wait_for("ul.seats li.to-act a", Duration::from_secs(30))
        .and_then(|a| a.text())
        .expect("the seat to act");
    let first = names
        .iter()
        .position(|n| *n == first.trim())
        .unwrap_or_else(|| panic!("a player to act, not {first:?}"));
    let ada = &browsers[first];
    ada.goto(&game).expect("game page");
    wait_text(ada, "#turn", "Which astronaut acts?");
    assert!(
        ada.find("main svg a[href*='c=']").is_ok(),
        "astronauts to tap"
    );
    assert_taps_big_enough(ada, "the astronauts");
    ada.execute(
        "document.querySelector(\"main svg a[href*='c=']\")\
         .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));",
        vec![],
    )
    .expect("tap an astronaut");
    wait_text(ada, "#turn", "What does astronaut");
    ada.goto(&format!("{game}?c=0.0")).expect("work");
    wait_text(ada, "#turn", "Which tile does astronaut 1 activate first?");
    assert_taps_big_enough(ada, "the tiles");
    ada.emulate_viewport(1280, 900).expect("desktop");
    ada.refresh().expect("reload");
    wait_text(ada, "#turn", "Which tile");
    assert_taps_big_enough(ada, "the tiles at 1280 px");
    ada.emulate_viewport(375, 900).expect("phone");

    let played =
        crate::table::play_by_words(&app.base, &id, &browsers, &names, &IDS, 60, "e2e-humanity");
    assert!(played.taps > 0, "decisions chosen on the board: {played:?}");
    assert!(played.turns > 60, "{played:?}");

    // The end: ranking, every science total revealed, the score table, the replay's chart.
    let ada = &browsers[0];
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "#ranking", "1. ");
        wait_text(d, "table.scores", "Score");
    }
    checks_at_375(ada, "finished game");
    crate::table::assert_marks_agree(ada, "finished game");
    wait_text(ada, "#ranking", "Every science total is revealed now.");
    let log = ada
        .execute(
            "return document.querySelector('ol.log').textContent",
            vec![],
        )
        .expect("log")
        .as_str()
        .unwrap_or("")
        .to_string();
    for name in &names {
        assert!(log.contains(name), "the log names {name}");
    }
    assert!(log.contains("carried out the experiment at hangar") || log.contains("deployed the"));
    ada.goto(&format!("{game}/replay/10")).expect("replay");
    wait_text(ada, "main", "Points and research over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
}
