//! The table page as a person uses it, for any game: a whole game played in the browsers by
//! what a player sees, the visible words of the options and taps on the board, never a value
//! attribute or a JSON field; each whole decision previewed and confirmed (sometimes changed
//! first). Along the way: one submit per panel, no option the rules then refuse, no label that
//! looks like an internal id, every player's mark the same everywhere on the page, and the
//! layout checks at 375 px and at 1280 px.

use crate::layout::checks_at_375;
use crate::play::wait_text;
use crate::webdriver::Driver;

/// One step of a decision, chosen at random among what the page shows. Returns what it did:
/// "confirm", "change", "tap", "answer", or "none" with the reason.
const STEP: &str = r#"
const pats = arguments[0].map(p => new RegExp(p));
const avoid = (arguments[1] || []).map(p => new RegExp(p));
const read = [];
for (const el of document.querySelectorAll('#turn label, #turn li, #turn legend, #turn p, #since li, #status, #turn .preview')) {
  read.push(el.innerText.trim());
}
const bad = read.filter(w => pats.some(p => p.test(w)));
if (bad.length) return 'ids: ' + JSON.stringify(bad);
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
if (!labels.length && button.textContent.trim() === 'Play this') {
  // A whole decision without the confirmation step (its every step had one answer).
  button.click();
  return 'play the only choice';
}
if (!labels.length) { window.__acted = false; return 'none: nothing to choose'; }
const words = labels.map(l => l.innerText.trim());
// Options the game asks to avoid (a pass that can end the game early) are taken seldom.
const fine = words.filter(w => !avoid.some(p => p.test(w)));
const pool = fine.length && Math.random() < 0.95 ? fine : words;
const chosen = pool[Math.floor(Math.random() * pool.length)];
labels.find(l => l.innerText.trim() === chosen).click();
const plays = button.textContent.trim() === 'Play this';
button.click();
return (plays ? 'play ' : 'answer ') + chosen;
"#;

/// Each player's symbol in the seats list, and every "Name symbol" on the page that disagrees.
const MARKS: &str = r#"
const seats = [...document.querySelectorAll('ul.seats li')].map(li => [
  li.querySelector('a').textContent.trim(), li.querySelector('.mark').textContent.trim()]);
const symbols = ['●', '■', '◆', '⬢', '▲', '★'];
const text = document.querySelector('main').innerText;
const out = [];
const count = n => seats.filter(([m]) => m === n).length;
for (const [name, mine] of seats) {
  // Bots of one level share a name: only their symbols tell them apart.
  if (count(name) > 1) continue;
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
    let who = d.find("ul.seats li.to-act a").and_then(|a| a.text()).ok()?;
    names.iter().position(|n| *n == who.trim())
}

/// Decisions confirmed one by one before the players turn the confirmation step off.
const CONFIRMED_TURNS: usize = 12;

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
    play_by_words_with(
        base,
        id,
        browsers,
        names,
        ids,
        &[],
        check_every,
        shots,
        |_| {},
    )
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
    assert_eq!(
        small,
        serde_json::json!([]),
        "{what}: links too small to tap"
    );
}

/// `play_by_words`, calling `each` on every page of a decision before a step is taken, and
/// taking options whose words match `avoid` (patterns, as `ids`) only now and then.
#[allow(clippy::too_many_arguments)]
pub(crate) fn play_by_words_with(
    base: &str,
    id: &str,
    browsers: &[Driver],
    names: &[&str],
    ids: &[&str],
    avoid: &[&str],
    check_every: usize,
    shots: &str,
    each: impl Fn(&Driver),
) -> Played {
    let game = format!("{base}/games/{id}");
    let mut played = Played::default();
    let started = std::time::Instant::now();
    let patterns = serde_json::json!(ids);
    let avoided = serde_json::json!(avoid);
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
        // `names` past the browsers are bots' seats: their turns come from the bot pool, so
        // the page is read again until a person is to act (or the game is over).
        let who = match to_act(last, names) {
            Some(w) if w < browsers.len() => w,
            Some(_) if names.len() > browsers.len() => {
                assert!(
                    started.elapsed().as_secs() < 900,
                    "the bots never handed the turn back: {status}"
                );
                std::thread::sleep(std::time::Duration::from_millis(100));
                last.goto(&game).expect("game page");
                wait_text(last, "#status", "");
                continue;
            }
            _ => panic!("nobody to act: {status}"),
        };
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
            let did = d
                .execute(STEP, vec![patterns.clone(), avoided.clone()])
                .expect("step")
                .as_str()
                .unwrap_or("")
                .to_string();
            assert!(
                !did.starts_with("ids"),
                "turn {}: labels with internal ids {did}",
                played.turns
            );
            assert!(!did.starts_with("none"), "turn {}: {did}", played.turns);
            let waited = std::time::Instant::now();
            let (url, error) = loop {
                assert!(
                    waited.elapsed().as_secs() < 30,
                    "turn {}: the next page never came",
                    played.turns
                );
                let state = d
                    .execute(
                        "if (window.__acted || document.readyState !== 'complete' || !document.querySelector('#status')) return null; \
                         const e = document.querySelector('#turn p.error'); return [location.href, e ? e.textContent : ''];",
                        vec![],
                    )
                    .unwrap_or(serde_json::Value::Null);
                if let Some(a) = state.as_array() {
                    break (
                        a[0].as_str().unwrap_or("").to_string(),
                        a[1].as_str().unwrap_or("").to_string(),
                    );
                }
                std::thread::sleep(std::time::Duration::from_millis(15));
            };
            match did.split(' ').next().unwrap_or("") {
                "tap" => played.taps += 1,
                "change" => played.changes += 1,
                "answer" | "play" => played.answers += 1,
                _ => {}
            }
            if did == "confirm" || did.starts_with("play ") || url.contains("notice=applied") {
                // Offered, then refused: never (the page would show the rule in the panel).
                assert!(
                    url.contains("notice=applied"),
                    "turn {}: a confirmed decision was not played: {}",
                    played.turns,
                    d.find("#turn").and_then(|t| t.text()).unwrap_or_default()
                );
                break;
            }
            assert!(
                error.is_empty(),
                "turn {}: an offered choice was refused: {error}",
                played.turns
            );
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
        // A reload of the page the turn ended on posts nothing again (with bots at the table
        // the game moves on by itself meanwhile, so the step cannot tell).
        if played.turns == 2 && names.len() <= browsers.len() {
            let step = |d: &Driver| {
                d.find(".table-links p")
                    .and_then(|p| p.text())
                    .unwrap_or_default()
            };
            let before = step(d);
            d.refresh().expect("reload");
            wait_text(d, "#status", "");
            assert_eq!(before, step(d), "a reload changed the game");
        }
        played.turns += 1;
        // Every decision so far was confirmed; from here on the players play at once (the
        // setting exists for that), which keeps the whole game short.
        if played.turns == CONFIRMED_TURNS {
            for b in browsers {
                b.goto(&format!("{base}/settings")).expect("settings");
                b.execute(
                    "document.querySelector('input[name=confirm_turns]').checked = false; \
                     document.querySelector('form[action=\"/settings/playing\"] button').click();",
                    vec![],
                )
                .expect("turn confirmation off");
                wait_text(b, "p.notice", "way of playing is saved");
            }
            last.goto(&game).expect("game page");
            wait_text(last, "#status", "");
        }
        assert!(played.turns < 3000, "the game never ended");
    }
    eprintln!(
        "played {} turns by words in {:.0} s ({:?})",
        played.turns,
        started.elapsed().as_secs_f64(),
        played
    );
    played
}

/// Three players at a table of any framed game, in their browsers at 375 px: one resigns (the
/// box must be ticked), the two others agree to end the game, which ends ranked by the current
/// score with the resigned player last; a rematch refused for a full invitation limit leaves no
/// game behind.
#[test]
fn resign_end_by_agreement_and_a_refused_rematch() {
    let Some(first) = crate::browser() else {
        return;
    };
    let game = turnpost::engine::registry::games()
        .iter()
        .find(|g| (g.about().min_players..=g.about().max_players).contains(&3))
        .map(|g| g.name())
        .expect("a game for three");
    let title = turnpost::engine::registry::game(game)
        .expect("game")
        .about()
        .title;
    let app = crate::helpers::TestApp::spawn();
    let players = &crate::layout::PLAYERS[..3];
    let (browsers, id) =
        crate::layout::table_on_phones(&app, first, players, (game, title), |_| {}, "");
    let page = format!("{}/games/{id}", app.base);
    let (ada, bea, cy) = (&browsers[0], &browsers[1], &browsers[2]);
    wait_text(ada, "#status", "");

    // The host's page shows the started game; Cy's page may be read a moment before the start
    // is visible to it, so it is loaded again until the game runs there too.
    let since = std::time::Instant::now();
    loop {
        cy.goto(&page).expect("game");
        match cy.find("details.resign summary") {
            Ok(summary) => {
                summary.click().expect("open resign");
                break;
            }
            Err(e) => {
                let main = cy.find("main").and_then(|m| m.text()).unwrap_or_default();
                assert!(
                    since.elapsed() < std::time::Duration::from_secs(20),
                    "open resign: {e}\nthe page said: {main}"
                );
                std::thread::sleep(std::time::Duration::from_millis(200));
            }
        }
    }
    checks_at_375(cy, "the resign form");
    cy.find("details.resign button")
        .and_then(|b| b.click())
        .expect("resign");
    // Not ticked: the browser keeps the form (the box is required), nothing happens.
    assert!(cy
        .current_url()
        .expect("url")
        .ends_with(&format!("/games/{id}")));
    cy.find("details.resign input[name=answer]")
        .and_then(|b| b.click())
        .expect("tick");
    cy.find("details.resign button")
        .and_then(|b| b.click())
        .expect("resign");
    wait_text(cy, "p.notice", "You resigned");
    wait_text(cy, "ul.seats", "resigned");

    ada.goto(&page).expect("game");
    wait_text(ada, "#end", "End the game now?");
    ada.find("#end button")
        .and_then(|b| b.click())
        .expect("propose");
    wait_text(ada, "p.notice", "agree to end the game");
    bea.goto(&page).expect("game");
    wait_text(bea, "#end", "1 of the 2 players");
    checks_at_375(bea, "the vote to end");
    assert_marks_agree(bea, "the vote to end");
    bea.find("#end button")
        .and_then(|b| b.click())
        .expect("agree");
    wait_text(bea, "p.notice", "Every player agreed");
    let ranking = wait_text(bea, "#ranking", "Final ranking");
    let last = ranking
        .lines()
        .filter(|l| l.starts_with("3. "))
        .collect::<Vec<_>>();
    assert!(
        last.iter().any(|l| l.contains("Cy")),
        "the resigner ranks last: {ranking}"
    );
    checks_at_375(bea, "the game ended by agreement");

    // Ada has sent every invitation she may today: her rematch is refused, and no game is left.
    {
        let mut conn = app.state.pool.get().expect("conn");
        let ada_id = turnpost::db::models::users::find_by_email(&mut conn, players[0].1)
            .expect("query")
            .expect("ada")
            .id;
        for k in 0..turnpost::services::mail_safety::INVITATIONS_PER_SENDER {
            turnpost::services::mail_safety::record(
                &mut conn,
                &app.state,
                turnpost::services::mail_safety::MailOrigin::Invitation,
                &format!("stranger{k}@example.com"),
                Some(ada_id),
            )
            .expect("count an invitation");
        }
    }
    let count = || {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::games::all_ids(&mut conn)
            .expect("ids")
            .len()
    };
    let before = count();
    ada.goto(&page).expect("game");
    ada.find("#ranking form button")
        .and_then(|b| b.click())
        .expect("rematch");
    wait_text(ada, "main", "invitations");
    assert_eq!(count(), before, "a refused rematch leaves no game");
}
