//! Four people play a whole game of Beta Colony in their browsers, through the forms only, on
//! phones (375 px): the creator invites three by mail, each joins from the mail, and every
//! decision is made on the page (mats, ships, destinations chosen in the list or by tapping the
//! board, the action form with random dice, fuel and payments, docks, free builds), some of them
//! previewed first; random mixes the rules refuse come back with the rule quoted. Along the way
//! nothing is clipped, no board text is under 12 px and axe finds nothing; at the end the
//! ranking and the score table are shown and the replay draws the Confidence chart.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, probe_refusals, table_on_phones, wait_for};
use crate::play::{submit, wait_text};

/// A table of four.
const PLAYERS: &[(&str, &str)] = crate::layout::PLAYERS.split_at(4).0;

/// Chooses at random in the turn form on the page and submits it. Returns what it did.
const ACT: &str = r#"
window.__acted = true;
const any = (xs) => xs[Math.floor(Math.random() * xs.length)];
const pick = (root, name) => {
  const rs = [...root.querySelectorAll(`input[type=radio][name=${name}]`)];
  if (rs.length) any(rs).click();
};
const press = (form) => {
  const preview = Math.random() < 0.15 && form.querySelector('button[value=preview]');
  (preview || form.querySelector('button[value=submit]')).click();
  return preview ? 'preview' : 'submit';
};
const shuffle = (form, p) => {
  for (const s of form.querySelectorAll('select')) {
    if (Math.random() < p) s.selectedIndex = Math.floor(Math.random() * s.options.length);
  }
  for (const fs of form.querySelectorAll('fieldset')) {
    const r = fs.querySelector('input[type=radio]');
    if (r && Math.random() < p) pick(fs, r.name);
  }
};
const pickForm = document.querySelector('#pick');
if (pickForm) { pick(pickForm, 'action'); return 'pick ' + press(pickForm); }
const form = document.querySelector('#move_activate, #free_pod, #free_achievement, #cycle_influence');
if (form) {
  shuffle(form, arguments[0]);
  return (form.id === 'move_activate' ? 'action ' : 'free ') + press(form);
}
const taps = [...document.querySelectorAll('main a[href*="?to="]')];
if (taps.length && Math.random() < 0.3) {
  any(taps).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return 'to tap';
}
const choose = document.querySelector('#choose');
if (choose && choose.querySelector('input[name=to]') && Math.random() < 0.85) {
  pick(choose, 'to');
  choose.querySelector('button').click();
  return 'to list';
}
const dock = document.querySelector('#dock');
if (dock) { pick(dock, 'action'); return 'dock ' + press(dock); }
return 'nothing';
"#;

/// The action form's three refusals: a stale version, an unreadable choice, a rule broken
/// (the die of this move used again as the activation's).
const PROBE_EDITS: &str = r#"
const version = new FormData(form).get('version');
const die = JSON.parse(new FormData(form).get('move')).die;
return [
  send(fd => fd.set('version', String(Number(version) - 1))),
  send(fd => fd.set('move', '{broken')),
  send(fd => fd.set('act_die', JSON.stringify(die))),
];
"#;

#[test]
fn four_players_play_a_whole_game_through_the_forms_on_phones() {
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
    let ada = &browsers[0];
    wait_text(ada, "#status", "Setup, choosing mats");

    let game = format!("{}/games/{id}", app.base);
    let mut turns = 0;
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    let mut probed = false;
    // The layout of a preview with bonus choices is checked the first time one comes up.
    let mut preview_checked = false;
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
        if turns % 25 == 0 {
            checks_at_375(d, &format!("turn {turns}"));
        }
        if turns == 20 {
            d.execute("document.querySelector('#turn').scrollIntoView()", vec![])
                .expect("scroll");
            d.screenshot_png(crate::artifact("e2e-beta-colony-choose.png"))
                .expect("screenshot");
        }
        let mut done = false;
        for attempt in 0..8 {
            // Fewer random changes as attempts fail, so most turns end in a legal mix.
            let p = [0.5, 0.3, 0.2, 0.1, 0.0, 0.0, 0.0, 0.0][attempt];
            let did = d
                .execute(ACT, vec![serde_json::json!(p)])
                .expect("act")
                .as_str()
                .unwrap_or("")
                .to_string();
            *kinds.entry(did.clone()).or_default() += 1;
            wait_for(d, "the next page", |d| {
                d.execute("return !window.__acted && document.readyState === 'complete' && !!document.querySelector('#status')", vec![])
                    .is_ok_and(|v| v == serde_json::json!(true))
            });
            if did.starts_with("to ") {
                wait_text(d, "#move_activate", "Destination:");
                if turns % 25 == 1 {
                    checks_at_375(d, "action form");
                }
                if !probed {
                    probe_refusals(
                        d,
                        "#move_activate",
                        "!!doc.querySelector('#move_activate')",
                        PROBE_EDITS,
                        |k| k.as_bool() == Some(true),
                    );
                    probed = true;
                }
                if turns == 30 {
                    d.execute("document.querySelector('#turn').scrollIntoView()", vec![])
                        .expect("scroll");
                    d.screenshot_png(crate::artifact("e2e-beta-colony-action.png"))
                        .expect("screenshot");
                }
                continue;
            }
            if did.ends_with("preview")
                && !preview_checked
                && d.find("#turn select[name=answer_1]").is_ok()
            {
                checks_at_375(d, "a previewed form with its bonus choices");
                preview_checked = true;
            }
            if did.ends_with("preview") {
                let t = d.find("#turn").and_then(|e| e.text()).unwrap_or_default();
                assert!(
                    t.contains("What this submission does")
                        || t.contains("Rule")
                        || d.find("#turn p.error").is_ok(),
                    "a preview or the rule: {t}"
                );
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
                *kinds.entry("refused".into()).or_default() += 1;
                d.goto(&game).expect("back to the game");
                continue;
            }
            panic!("nothing to do on a page whose status is {status:?}: {did}");
        }
        if !done {
            // Random choices kept being refused: dock, which is always allowed in an action.
            d.goto(&game).expect("game page");
            submit(d, "#turn form[method=post] button[value=submit]");
            wait_text(d, "p.notice", "played");
            *kinds.entry("fallback".into()).or_default() += 1;
        }
        turns += 1;
        assert!(turns < 400, "the game never ended");
    }
    let count = |prefix: &str| -> usize {
        kinds
            .iter()
            .filter(|(k, _)| k.starts_with(prefix))
            .map(|(_, n)| n)
            .sum()
    };
    assert!(probed, "an action form was probed");
    assert!(count("action submit") > 10, "{kinds:?}");
    assert!(
        count("to tap") > 0,
        "destinations chosen on the board: {kinds:?}"
    );
    assert!(count("pick") >= 8, "{kinds:?}");
    assert!(count("action preview") > 0, "{kinds:?}");

    // The end: ranking, the score table, the replay with the chart.
    for d in &browsers {
        d.goto(&game).expect("game page");
        wait_text(d, "ul.ranking", "1. ");
        wait_text(d, "table.scores", "Total");
    }
    checks_at_375(ada, "finished game");
    ada.screenshot_png(crate::artifact("e2e-beta-colony-375.png"))
        .expect("screenshot");
    let log = ada.find("ol.log").and_then(|l| l.text()).expect("log");
    for (name, _) in PLAYERS.iter() {
        assert!(log.contains(name), "the log names {name}");
    }
    ada.goto(&format!("{game}/replay/20")).expect("replay");
    wait_text(ada, "main", "Confidence over the game");
    assert!(ada.find("svg.chart").is_ok(), "the finished game's chart");
    checks_at_375(ada, "replay at 375 px");
    ada.goto(&format!("{}/rules/beta-colony", app.base))
        .expect("rules");
    wait_text(ada, "main", "How this edition reads the rules");
    wait_text(ada, "main", "Turnpost edition");
    checks_at_375(ada, "rules page");
}
