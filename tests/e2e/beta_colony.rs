//! Four people play a whole game of Beta Colony in their browsers, on phones (375 px): the
//! creator invites three by mail, each joins from the mail, and every decision is chosen on the
//! table page by the words of its options and taps on the board (`table::play_by_words`): the
//! mat, the ship's place, where the ship goes, the pod, the dice with their fuel, the colony and
//! the space, the payment and every bonus question, each decision confirmed. No option offered
//! is refused, no label shows an internal id. At the end the ranking and the score table are
//! shown, the replay draws the Confidence chart, and the rules page has the sections the
//! refusals cite.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, table_on_phones};
use crate::play::wait_text;

/// A table of four.
const PLAYERS: &[(&str, &str)] = crate::layout::PLAYERS.split_at(4).0;

/// Patterns of Beta Colony's internal ids that no label may show: snake_case words (locations,
/// kinds of submission, steps), the engine's lowercase ids of places and colonies, the board
/// keys of taps, JSON and its words, unreplaced player tokens and seat numbers.
const IDS: [&str; 7] = [
    r"\b[a-z]+_[a-z]+\b",
    r"\b(ridback|jyo|nebra|xian|thebes|cuzco|azophi)\b",
    r"\b(location|pod|colony|space|die)-[a-z0-9]",
    r#"[{}]|"\w+":"#,
    r"\b(null|true|false)\b",
    r"\b[Ss]eat \d",
    r"\b[Pp]layer \d",
];

#[test]
fn four_players_play_a_whole_game_by_the_words_of_the_table() {
    let Some(first) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let (browsers, id) = table_on_phones(
        &app,
        first,
        PLAYERS,
        ("beta-colony", "Beta Colony"),
        |_| {},
        "",
    );
    let names: Vec<&str> = PLAYERS.iter().map(|(n, _)| *n).collect();
    let started = std::time::Instant::now();
    let played = crate::table::play_by_words(
        &app.base,
        &id,
        &browsers,
        &names,
        &IDS,
        25,
        "e2e-beta-colony",
    );
    eprintln!(
        "a whole game by words: {played:?} in {:?}",
        started.elapsed()
    );
    assert!(played.taps > 0, "places chosen on the board: {played:?}");
    // 4 mats, 4 ships and 72 actions at least.
    assert!(played.turns >= 80, "{played:?}");

    // The end: ranking, the score table, the replay with the chart.
    let game = format!("{}/games/{id}", app.base);
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "#ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    let ada = &browsers[0];
    checks_at_375(ada, "finished game");
    crate::table::assert_marks_agree(ada, "finished game");
    ada.screenshot_png(crate::artifact("e2e-beta-colony-end-375.png"))
        .expect("screenshot");
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
    assert!(
        !log.contains("space 0 "),
        "spaces are numbered from 1 in the log"
    );
    ada.goto(&format!("{game}/replay/20")).expect("replay");
    wait_text(ada, "main", "Confidence over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
    ada.goto(&format!("{}/rules/beta-colony#rule-6.4", app.base))
        .expect("rules");
    wait_text(ada, "main", "How this edition reads the rules");
    wait_text(ada, "#rule-6\\.4", "Manufactories");
    wait_text(ada, "main", "Turnpost edition");
    checks_at_375(ada, "rules page");
}
