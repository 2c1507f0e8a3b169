//! Five people play a whole game of Dawn of Mankind in their browsers, through the forms only,
//! on phones (375 px): the creator invites four by mail, each joins from the mail, and every
//! turn is chosen on the page (setup cards and placements, routes with their sub-choices, rests),
//! some of them previewed first. Along the way nothing is clipped and no board text is under
//! 12 px; at the end the ranking and the score table are shown and the replay draws the chart.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, table_on_phones, wait_for, PLAYERS};
use crate::play::{submit, wait_text};

/// Chooses at random in the turn form on the page and submits it. Returns what it did.
const ACT: &str = r#"
window.__acted = true;
const pick = (root, name) => {
  const rs = [...root.querySelectorAll(`input[type=radio][name=${name}]`)];
  if (rs.length) rs[Math.floor(Math.random() * rs.length)].click();
};
const press = (form) => {
  const preview = Math.random() < 0.1 && form.querySelector('button[value=preview]');
  (preview || form.querySelector('button[value=submit]')).click();
  return preview ? 'preview' : 'submit';
};
const setup = document.querySelector('#setup');
if (setup) { pick(setup, 'action'); return 'setup ' + press(setup); }
const move = document.querySelector('#move');
if (move) {
  for (const fs of move.querySelectorAll('fieldset')) {
    const r = fs.querySelector('input[type=radio]');
    if (r) pick(fs, r.name);
  }
  return 'move ' + press(move);
}
const taps = [...document.querySelectorAll('svg a.dm-tap')];
if (taps.length && Math.random() < 0.25) {
  // Tapping a tile the player can move to opens that move's form.
  taps[Math.floor(Math.random() * taps.length)]
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return 'route tap';
}
const choose = document.querySelector('#choose');
const routes = choose ? choose.querySelectorAll('input[name=route]') : [];
if (routes.length && Math.random() < 0.85) {
  pick(choose, 'route');
  choose.querySelector('button').click();
  return 'route';
}
const rest = document.querySelector('#rest');
if (rest) { pick(rest, 'action'); return 'rest ' + press(rest); }
return 'nothing';
"#;

#[test]
fn five_players_play_a_whole_game_through_the_forms_on_phones() {
    let Some(first) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let (browsers, id) = table_on_phones(
        &app,
        first,
        &PLAYERS,
        ("dawn-of-mankind", "Dawn of Mankind"),
        |_| {},
        "",
    );
    let ada = &browsers[0];
    wait_text(ada, "#status", "Setup turn 1");

    let game = format!("{}/games/{id}", app.base);
    let mut turns = 0;
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    loop {
        ada.goto(&game).expect("game page");
        let status = wait_text(ada, "#status", ".");
        if status.contains("Game over") {
            break;
        }
        let who = PLAYERS
            .iter()
            .position(|(name, _)| status.contains(&format!(" {name}.")))
            .unwrap_or_else(|| panic!("nobody to act in {status:?}"));
        let d = &browsers[who];
        d.goto(&game).expect("game page");
        wait_text(d, "#turn h2", "");
        if turns % 40 == 0 {
            checks_at_375(d, &format!("turn {turns}"));
        }
        let mut done = false;
        for _ in 0..6 {
            let did = d
                .execute(ACT, vec![])
                .expect("act")
                .as_str()
                .unwrap_or("")
                .to_string();
            *kinds
                .entry(did.split(' ').next().unwrap_or("").to_string())
                .or_default() += 1;
            if did == "route tap" {
                *kinds.entry("tap".into()).or_default() += 1;
            }
            wait_for(d, "the next page", |d| {
                d.execute("return !window.__acted && document.readyState === 'complete' && !!document.querySelector('#status')", vec![])
                    .is_ok_and(|v| v == serde_json::json!(true))
            });
            if did.starts_with("route") {
                wait_text(d, "#move", "Route:");
                if turns % 40 == 1 {
                    checks_at_375(d, "move form");
                }
                if turns == 61 {
                    d.screenshot_png(crate::artifact("e2e-dawn-of-mankind-move.png"))
                        .expect("screenshot");
                    d.execute(
                        "document.querySelector('svg.dm-board').scrollIntoView()",
                        vec![],
                    )
                    .expect("scroll");
                    d.screenshot_png(crate::artifact("e2e-dawn-of-mankind-board.png"))
                        .expect("screenshot");
                }
                continue;
            }
            if did.ends_with("preview") {
                // The preview, or for a random mix the rules refuse, the form again with the
                // rule quoted; either way the loop chooses again on the page it got.
                wait_for(d, "the preview or a rule message", |d| {
                    let preview = d
                        .find("#turn")
                        .and_then(|t| t.text())
                        .is_ok_and(|t| t.contains("What this turn does"));
                    let refused = d
                        .find("#turn p.error")
                        .and_then(|e| e.text())
                        .is_ok_and(|e| !e.is_empty());
                    preview || refused
                });
                continue;
            }
            if did.ends_with("submit") {
                let url = d.current_url().expect("url");
                if url.contains("notice=applied") {
                    done = true;
                    break;
                }
                // A random mix the rules refuse: the form comes back with the rule quoted.
                let e = d
                    .find("#turn p.error")
                    .and_then(|e| e.text())
                    .expect("a rule message");
                assert!(!e.is_empty());
                d.goto(&game).expect("back to the game");
                continue;
            }
            panic!("nothing to do on a page whose status is {status:?}: {did}");
        }
        if !done {
            // Random choices kept being refused: rest, which is always allowed.
            d.goto(&game).expect("game page");
            submit(d, "#rest button[value=submit]");
            wait_text(d, "p.notice", "Your turn was played");
        }
        turns += 1;
        assert!(turns < 1500, "the game never ended");
    }
    assert!(kinds.get("route").copied().unwrap_or(0) > 10, "{kinds:?}");
    assert!(
        kinds.get("tap").copied().unwrap_or(0) > 0,
        "moves chosen on the board: {kinds:?}"
    );
    assert!(kinds.get("setup").copied().unwrap_or(0) >= 10, "{kinds:?}");

    // The end: ranking, every VP revealed, the score table, the replay with the chart.
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "ul.ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    checks_at_375(ada, "finished game");
    ada.screenshot_png(crate::artifact("e2e-dawn-of-mankind-375.png"))
        .expect("screenshot");
    let log = ada.find("ol.log").and_then(|l| l.text()).expect("log");
    for (name, _) in PLAYERS {
        assert!(log.contains(name), "the log names {name}");
    }
    ada.goto(&format!("{game}/replay/10")).expect("replay");
    wait_text(ada, "main", "Victory points over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
}
