//! Five people play a whole game of Origins in their browsers, through the forms only, on phones
//! (375 px): the creator chooses the short length on the new-game form (the game ends after game
//! turn 3, rule S6) and invites four by mail, each joins from the mail, and every decision is
//! made on the page: a random form of those listed, a random option in it, some previewed
//! first, some narrowed by a hex link on the map. A stale, an unreadable and a refused decision
//! are probed once. Along the way nothing is clipped, no picture text is under 12 px and axe
//! finds nothing; at the end the ranking, the final scores, the replay with its chart, the
//! zoomed map and the rules page are checked.

use crate::helpers::TestApp;
use crate::layout::{checks_at_375, page_id, wait_for};
use crate::play::{register, submit, wait_text};
use crate::webdriver::Driver;

const PLAYERS: [(&str, &str); 5] = [
    ("Ada", "ada@example.com"),
    ("Bea", "bea@example.com"),
    ("Cy", "cy@example.com"),
    ("Dov", "dov@example.com"),
    ("Eli", "eli@example.com"),
];

/// Chooses at random on the page: a hex link now and then, else a random form and option,
/// previewed or submitted. Returns what it did.
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
const form = (busy.length && Math.random() < 0.8) ? any(busy) : any(forms);
for (const s of form.querySelectorAll('select')) s.selectedIndex = Math.floor(Math.random() * s.options.length);
const rs = [...form.querySelectorAll('input[type=radio]')];
if (rs.length) any(rs).click();
const preview = Math.random() < 0.2;
form.querySelector(preview ? 'button[value=preview]' : 'button[value=submit]').click();
return form.id + (preview ? ' preview' : ' submit');
"#;

/// Sends the first form on the page three times, changed: a stale version, an unreadable
/// decision and a decision the rules refuse now.
const PROBE: &str = r#"
const form = document.querySelector('#turn form.og-form');
const send = (edit) => {
  const fd = new FormData(form);
  fd.set('intent', 'submit');
  edit(fd);
  const x = new XMLHttpRequest();
  x.open('POST', form.action, false);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  x.send(new URLSearchParams(fd).toString());
  const doc = new DOMParser().parseFromString(x.responseText, 'text/html');
  const e = doc.querySelector('#turn p.error') || doc.querySelector('p.notice');
  return [x.status, e ? e.textContent : '', !!doc.querySelector('#written') && doc.querySelector('#written').value];
};
const version = new FormData(form).get('version');
return [
  send(fd => fd.set('version', String(Number(version) - 1))),
  send(fd => fd.set('choice', '{broken')),
  send(fd => fd.set('choice', '{"type":"bid","amount":9}')),
];
"#;

fn probe_refusals(d: &Driver) {
    let before = d.find("#status").and_then(|e| e.text()).expect("status");
    let answers = d.execute(PROBE, vec![]).expect("probe");
    let get = |i: usize| {
        let a = &answers[i];
        (
            a[0].as_u64().unwrap_or(0),
            a[1].as_str().unwrap_or("").to_string(),
            a[2].as_str().unwrap_or("").to_string(),
        )
    };
    let (stale, notice, _) = get(0);
    assert_eq!(stale, 409, "stale: {notice}");
    assert!(notice.contains("moved on"), "{notice}");
    let (bad, message, _) = get(1);
    assert_eq!(bad, 400, "unreadable: {message}");
    assert!(message.contains("could not be read"), "{message}");
    let (rule, sentence, kept) = get(2);
    assert_eq!(rule, 422, "rule: {sentence}");
    assert!(
        kept.contains("bid") && sentence.len() > 10,
        "the decision kept with the rule: {sentence} / {kept}"
    );
    d.refresh().expect("reload");
    let after = wait_text(d, "#status", ".");
    assert_eq!(before, after, "nothing was applied");
}

#[test]
fn five_players_play_a_whole_short_game_through_the_forms_on_phones() {
    let Some(first) = crate::browser() else {
        return;
    };
    let app = TestApp::spawn();
    let mut browsers = vec![first];
    for _ in 1..PLAYERS.len() {
        browsers.push(Driver::start().expect("another browser"));
    }
    for (d, (name, email)) in browsers.iter().zip(PLAYERS) {
        d.emulate_viewport(375, 900).expect("phone");
        register(d, &app, email, name);
    }
    let ada = &browsers[0];
    ada.goto(&format!("{}/games/new", app.base))
        .expect("new game");
    ada.find("a.button[href='/games/new?game=origins']")
        .and_then(|a| a.click())
        .expect("choose Origins");
    wait_text(ada, "main h1", "Start a new game");
    checks_at_375(ada, "the new-game form with the game's choices");
    ada.find("input[name=seats][value='5']")
        .and_then(|r| r.click())
        .expect("5 players");
    ada.find("input[name=option_turn_cap][value='3']")
        .and_then(|r| r.click())
        .expect("the short length");
    submit(ada, "main form button[type=submit]");
    wait_text(ada, "main h1", "Origins");
    wait_text(ada, "main", "Length: A taster");
    let id = page_id(ada);
    for (_, email) in &PLAYERS[1..] {
        ada.fill("input[name=email]", email).expect("invitee");
        submit(ada, "form[action$='/invite'] button");
        wait_text(ada, "p.notice", "Invitation sent");
    }
    for (d, (_, email)) in browsers.iter().zip(PLAYERS).skip(1) {
        let invite = crate::helpers::link_with(&app.mail_to(email), "/invitations/");
        d.goto(&invite).expect("invitation");
        wait_text(d, "main h1", "Ada invites you to play Origins");
        wait_text(d, "main", "Length: A taster");
        submit(d, "main form button[type=submit]");
        wait_text(d, "p.notice", "You have a seat");
    }
    ada.goto(&format!("{}/games/{id}", app.base)).expect("game");
    submit(ada, "form[action$='/start'] button");
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
            probe_refusals(d);
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
