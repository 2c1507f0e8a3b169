//! The table page as a person uses it, for any game: a whole game played in the browsers by
//! what a player sees, the visible words of the options and taps on the board, never a value
//! attribute or a JSON field; each whole decision previewed and confirmed (sometimes changed
//! first). Along the way: one submit per panel, no option the rules then refuse, no label that
//! looks like an internal id, every player's mark the same everywhere on the page, and the
//! layout checks at 375 px and at 1280 px.

use crate::layout::{checks_at_375, wait_for};
use crate::play::wait_text;
use crate::webdriver::Driver;

/// One step of a decision, chosen at random among what the page shows. Returns what it did:
/// "confirm", "change", "tap", "answer", or "none" with the reason.
const STEP: &str = r#"
window.__acted = true;
const turn = document.querySelector('#turn');
if (!turn) { window.__acted = false; return 'none: no panel'; }
const forms = turn.querySelectorAll('form');
const submits = turn.querySelectorAll('button[type=submit], input[type=submit]');
if (forms.length !== 1 || submits.length !== 1) {
  window.__acted = false;
  return `none: ${forms.length} forms and ${submits.length} submits in the panel`;
}
const button = submits[0];
if (button.textContent.trim() === 'Confirm') {
  const change = [...turn.querySelectorAll('a')].find(a => a.textContent.trim() === 'Change');
  if (change && Math.random() < 0.08) { change.click(); return 'change'; }
  button.click();
  return 'confirm';
}
const taps = [...document.querySelectorAll('main svg a[href*="c="]')];
if (taps.length && Math.random() < 0.3) {
  taps[Math.floor(Math.random() * taps.length)]
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return 'tap';
}
// The options by the words a player reads: a label's visible text, then a click on it.
const labels = [...turn.querySelectorAll('label.choice')].filter(l => !l.querySelector('input:disabled'));
if (!labels.length) { window.__acted = false; return 'none: nothing to choose'; }
const words = labels.map(l => l.innerText.trim());
const chosen = words[Math.floor(Math.random() * words.length)];
labels.find(l => l.innerText.trim() === chosen).click();
button.click();
return 'answer ' + chosen;
"#;

/// Every label and line a player reads in the panel and the news (for the id patterns).
const WORDS: &str = r#"
const out = [];
for (const el of document.querySelectorAll('#turn label, #turn li, #turn legend, #turn p, #since li, #status, #turn .preview')) {
  out.push(el.innerText.trim());
}
return out;
"#;

/// Each player's symbol in the seats list, and every "Name symbol" on the page that disagrees.
const MARKS: &str = r#"
const seats = [...document.querySelectorAll('ul.seats li')].map(li => [
  li.querySelector('a').textContent.trim(), li.querySelector('.mark').textContent.trim()]);
const symbols = ['●', '■', '◆', '⬢', '▲', '★'];
const text = document.querySelector('main').innerText;
const out = [];
for (const [name, mine] of seats) {
  for (const s of symbols) {
    if (s !== mine && text.includes(`${name} ${s}`)) out.push(`${name} is ${mine} in the seats but ${s} on the page`);
  }
}
return out;
"#;

/// Fails when a player's mark on the page disagrees with the seats list.
pub(crate) fn assert_marks_agree(d: &Driver, what: &str) {
    let found = d.execute(MARKS, vec![]).expect("marks");
    assert_eq!(found, serde_json::json!([]), "{what}: marks disagree");
}

/// The player to act now, by the seats list of `d`'s page.
fn to_act(d: &Driver, names: &[&str]) -> Option<usize> {
    let who = d
        .find("ul.seats li.to-act a")
        .and_then(|a| a.text())
        .ok()?;
    names.iter().position(|n| *n == who.trim())
}

/// What a whole game by words counted.
#[derive(Debug, Default)]
pub(crate) struct Played {
    pub turns: usize,
    pub taps: usize,
    pub changes: usize,
    pub answers: usize,
}

/// Plays game `id` to its end: each turn by the browser of the player to act, step by step by
/// visible words and taps, confirming each whole decision. `ids` are patterns (JavaScript
/// regular expressions) of the game's internal ids that no label may match. Checks at 375 and
/// 1280 px every `check_every` turns.
pub(crate) fn play_by_words(
    base: &str,
    id: &str,
    browsers: &[Driver],
    names: &[&str],
    ids: &[&str],
    check_every: usize,
    shots: &str,
) -> Played {
    play_by_words_with(base, id, browsers, names, ids, check_every, shots, |_| {})
}

/// The links on the board that choose an option, each smaller than 44 by 44 px described.
const SMALL_TAPS: &str = r#"
return [...document.querySelectorAll('main svg a[href*="c="]')]
  .map(a => [a, a.getBoundingClientRect()])
  .filter(([a, r]) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
  .map(([a, r]) => `${a.textContent.trim()}: ${r.width.toFixed(1)} by ${r.height.toFixed(1)} px`);
"#;

/// Fails when a link on the board that chooses an option is smaller than 44 by 44 px.
pub(crate) fn assert_taps_big_enough(d: &Driver, what: &str) {
    let small = d.execute(SMALL_TAPS, vec![]).expect("tap sizes");
    assert_eq!(small, serde_json::json!([]), "{what}: links too small to tap");
}

/// `play_by_words`, calling `each` on every page of a decision before a step is taken.
#[allow(clippy::too_many_arguments)]
pub(crate) fn play_by_words_with(
    base: &str,
    id: &str,
    browsers: &[Driver],
    names: &[&str],
    ids: &[&str],
    check_every: usize,
    shots: &str,
    each: impl Fn(&Driver),
) -> Played {
    let game = format!("{base}/games/{id}");
    let mut played = Played::default();
    let id_check = format!(
        "const pats = [{}]; return arguments[0].filter(w => pats.some(p => p.test(w)));",
        ids.iter()
            .map(|p| format!("/{p}/"))
            .collect::<Vec<_>>()
            .join(",")
    );
    let first = &browsers[0];
    first.goto(&game).expect("game page");
    wait_text(first, "#status", "");
    // The page the last turn ended on tells who is to act next.
    let mut last = first;
    loop {
        if last.find("#ranking").is_ok() {
            break;
        }
        let status = wait_text(last, "#status", "");
        let who = to_act(last, names).unwrap_or_else(|| panic!("nobody to act: {status}"));
        let d = &browsers[who];
        d.goto(&game).expect("game page");
        wait_text(d, "#turn", "");
        last = d;
        if check_every > 0 && played.turns % check_every == 0 {
            checks_at_375(d, &format!("turn {}", played.turns));
            assert_marks_agree(d, &format!("turn {}", played.turns));
        }
        let mut steps = 0;
        loop {
            steps += 1;
            assert!(steps < 60, "turn {} never became whole", played.turns);
            each(d);
            let words = d.execute(WORDS, vec![]).expect("words");
            let bad = d.execute(&id_check, vec![words]).expect("id check");
            assert_eq!(bad, serde_json::json!([]), "labels with internal ids");
            let did = d
                .execute(STEP, vec![])
                .expect("step")
                .as_str()
                .unwrap_or("")
                .to_string();
            assert!(!did.starts_with("none"), "turn {}: {did}", played.turns);
            wait_for(d, "the next page", |d| {
                d.execute(
                    "return !window.__acted && document.readyState === 'complete' && !!document.querySelector('#status')",
                    vec![],
                )
                .is_ok_and(|v| v == serde_json::json!(true))
            });
            match did.split(' ').next().unwrap_or("") {
                "tap" => played.taps += 1,
                "change" => played.changes += 1,
                "answer" => played.answers += 1,
                _ => {}
            }
            let url = d.current_url().expect("url");
            if did == "confirm" || url.contains("notice=applied") {
                // Offered, then refused: never (the page would show the rule in the panel).
                assert!(
                    url.contains("notice=applied"),
                    "turn {}: a confirmed decision was not played: {}",
                    played.turns,
                    d.find("#turn").and_then(|t| t.text()).unwrap_or_default()
                );
                break;
            }
            if let Ok(e) = d.find("#turn p.error").and_then(|e| e.text()) {
                panic!("turn {}: an offered choice was refused: {e}", played.turns);
            }
        }
        if played.turns == 3 && !shots.is_empty() {
            d.screenshot_png(crate::artifact(&format!("{shots}-375.png")))
                .expect("screenshot");
            d.emulate_viewport(1280, 900).expect("desktop");
            d.goto(&game).expect("game page");
            wait_text(d, "#status", "");
            checks_at_375(d, "at 1280 px");
            d.screenshot_png(crate::artifact(&format!("{shots}-1280.png")))
                .expect("screenshot");
            d.emulate_viewport(375, 900).expect("phone");
        }
        // A reload of the page the turn ended on posts nothing again.
        if played.turns == 2 {
            let step = |d: &Driver| d.find(".table-links p").and_then(|p| p.text()).unwrap_or_default();
            let before = step(d);
            d.refresh().expect("reload");
            wait_text(d, "#status", "");
            assert_eq!(before, step(d), "a reload changed the game");
        }
        played.turns += 1;
        assert!(played.turns < 3000, "the game never ended");
    }
    played
}
