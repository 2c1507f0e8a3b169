//! Three people (five with `TURNPOST_E2E_FULL_TABLES` set: the long run) play a whole game of
//! Dawn of Mankind in their browsers, on phones (375 px): the creator invites the others by
//! mail, each joins from the mail, and every turn is chosen on the table
//! page by the words of its options and taps on the board (`table::play_by_words`), each
//! decision confirmed. At the end the ranking and the score table are shown and the replay draws
//! the chart.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, table_on_phones, PLAYERS};
use crate::play::wait_text;

/// Patterns of Dawn of Mankind's internal ids that no label may show: setup cards, art and
/// progress card ids, cost codes, snake_case words.
const IDS: [&str; 4] = [
    r"\bSET\d",
    r"\bART\d",
    r"\b[FMTH]\d([FMTH]\d)+\b",
    r"\b[a-z]+_[a-z]+\b",
];

#[test]
fn players_play_a_whole_game_by_the_words_of_the_table() {
    let Some(first) = crate::browser() else {
        return;
    };
    let seated = if std::env::var_os("TURNPOST_E2E_FULL_TABLES").is_some() {
        &PLAYERS[..]
    } else {
        &PLAYERS[..3]
    };
    let app = TestApp::spawn();
    let (browsers, id) = table_on_phones(
        &app,
        first,
        seated,
        ("dawn-of-mankind", "Dawn of Mankind"),
        |_| {},
        "",
    );
    let names: Vec<&str> = seated.iter().map(|(n, _)| *n).collect();
    // Random play that rests as often as it moves may end the game early by everyone resting
    // (a rule of the game); the players here rest now and then.
    let played = crate::table::play_by_words_with(
        &app.base,
        &id,
        &browsers,
        &names,
        &IDS,
        &["^Rest"],
        40,
        "e2e-dawn-of-mankind",
        |_| {},
    );
    assert!(played.taps > 0, "moves chosen on the board: {played:?}");
    assert!(played.turns > 40, "{played:?}");

    // The end: ranking, every VP revealed, the score table, the replay with the chart.
    let game = format!("{}/games/{id}", app.base);
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "#ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    let ada = &browsers[0];
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
    for (name, _) in seated {
        assert!(log.contains(name), "the log names {name}");
    }
    ada.goto(&format!("{game}/replay/10")).expect("replay");
    wait_text(ada, "main", "Victory points over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
}
