//! A newcomer alone: registers on a phone (375 px), starts a 3-player game of Dawn of Mankind
//! with two bots from the new-game form, and plays it to the end by the words of the table's
//! steps (`table::play_by_words`); the bots' turns come from the bot pool while the page is
//! read again. The seats, the log and the ranking name each bot with its level.
//!
//! Bots think under a small cap here (`TURNPOST_BOT_THINK_MS`, 5 ms unless set).

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, page_id};
use crate::play::{register, submit, wait_text};

/// Patterns of Dawn of Mankind's internal ids that no label may show (as its own test).
const IDS: [&str; 4] = [
    r"\bSET\d",
    r"\bART\d",
    r"\b[FMTH]\d([FMTH]\d)+\b",
    r"\b[a-z]+_[a-z]+\b",
];

#[test]
fn bot_play_now_a_newcomer_plays_a_whole_game_against_two_bots_on_a_phone() {
    let Some(d) = crate::browser() else {
        return;
    };
    let think = std::env::var("TURNPOST_BOT_THINK_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let app = TestApp::spawn_with(|s| s.bot_think_ms = Some(think));
    d.emulate_viewport(375, 900).expect("phone");
    register(&d, &app, "ada@example.com", "Ada");
    d.goto(&format!("{}/games/new", app.base))
        .expect("new game");
    d.find("a.button[href='/games/new?game=dawn-of-mankind']")
        .and_then(|a| a.click())
        .expect("choose Dawn of Mankind");
    wait_text(&d, "main h1", "Start a new game");
    wait_text(&d, "main form", "Bots (normal): play now");
    checks_at_375(&d, "the new-game form with bots");
    d.find("input[name=seats][value='3']")
        .and_then(|r| r.click())
        .expect("three players");
    d.find("input[name=bots][value='normal']")
        .and_then(|r| r.click())
        .expect("bots of the normal level");
    submit(&d, "main form button[type=submit]");
    // Started at once: the table, not a waiting room.
    wait_text(&d, "main h1", "Dawn of Mankind #");
    wait_text(&d, "#status", "");
    wait_text(&d, "ul.seats", "Bot (normal)");
    let id = page_id(&d);
    let browsers = [d];
    let played = crate::table::play_by_words(
        &app.base,
        &id,
        &browsers,
        &["Ada", "Bot (normal)"],
        &IDS,
        25,
        "e2e-bots-dawn-of-mankind",
    );
    assert!(played.turns > 5, "{played:?}");
    let d = &browsers[0];
    d.goto(&format!("{}/games/{id}", app.base)).expect("game");
    wait_text(d, "#ranking", "1. ");
    checks_at_375(d, "finished game with bots");
    crate::table::assert_marks_agree(d, "finished game with bots");
    let log = d
        .execute(
            "return document.querySelector('ol.log').textContent",
            vec![],
        )
        .expect("log")
        .as_str()
        .unwrap_or("")
        .to_string();
    assert!(log.contains("Ada"), "the log names Ada");
    assert!(log.contains("Bot (normal) "), "the log names the bots");
    assert!(!app
        .smtp()
        .messages()
        .iter()
        .any(|m| m.to.iter().any(|t| t.contains("bots.invalid"))));
}
