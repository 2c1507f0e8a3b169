//! Layout checks a phone player would notice: controls that reach past the screen or whose
//! text is cut (a select too narrow for its options, a date field too narrow for its date, a
//! button or label whose text overflows), measured in the page by the browser itself.

use crate::webdriver::Driver;
use std::time::{Duration, Instant};

const CLIPPED: &str = r#"
const out = [];
const width = document.documentElement.clientWidth;
const measure = document.createElement('canvas').getContext('2d');
const textWidth = (el, text) => {
  const cs = getComputedStyle(el);
  measure.font = cs.font;
  return measure.measureText(text).width;
};
const inner = el => {
  const cs = getComputedStyle(el);
  return el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
};
const name = el => (el.getAttribute('name') || el.getAttribute('aria-label')
  || el.textContent.trim().slice(0, 50) || el.tagName).replace(/\s+/g, ' ');
for (const el of document.querySelectorAll('input, select, textarea, button, a.button, label')) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (el.closest('details:not([open])')) continue;
  if (r.left < -1 || r.right > width + 1) out.push(`past the screen edge: ${name(el)}`);
  if (el.tagName === 'SELECT') {
    // The closed select shows one option: every option must fit (16 px for the arrow).
    for (const o of el.options) {
      if (textWidth(el, o.text) + 16 > inner(el) + 1) {
        out.push(`select too narrow: ${name(el)}: "${o.text}"`);
        break;
      }
    }
  } else if (el.tagName === 'INPUT' && ['date', 'time'].includes(el.type)) {
    // Room for "00/00/0000" (or "00:00") and the picker icon.
    const sample = el.type === 'date' ? '00/00/0000' : '00:00 AM';
    if (textWidth(el, sample) + 24 > inner(el) + 1) out.push(`field too narrow: ${name(el)}`);
  } else if (el.tagName === 'INPUT' && el.type === 'number') {
    if (textWidth(el, String(el.max || el.value || '000')) + 24 > inner(el) + 1) {
      out.push(`field too narrow: ${name(el)}`);
    }
  } else if (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') {
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
      out.push(`text cut: ${name(el)}`);
    }
  }
}
return out;
"#;

/// Every clipped control of the page now shown, described.
pub fn clipped_controls(d: &Driver) -> Vec<String> {
    let found = d.execute(CLIPPED, vec![]).expect("layout check runs");
    found
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// Fails with the list when anything on the page is clipped.
pub fn assert_nothing_clipped(d: &Driver, page: &str) {
    let found = clipped_controls(d);
    assert!(
        found.is_empty(),
        "{page}: controls clipped at this width:\n{}",
        found.join("\n")
    );
}

/// Board and mat text smaller than 12 px as the browser draws it.
pub(crate) const SMALL_TEXT: &str = r#"
const out = [];
for (const t of document.querySelectorAll('main svg text')) {
  if (t.closest('details:not([open])') || t.closest('#talk')) continue;
  const m = t.getScreenCTM();
  if (!m) continue;
  const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
  if (px < 11.95) out.push(`${t.textContent}: ${px.toFixed(1)} px`);
}
return out;
"#;

/// Controls a player taps that are smaller than 44 by 44 px (WCAG 2.5.5): buttons, summaries,
/// labelled choices, button-like and navigation links, links over the board's pictures. Links
/// inside a sentence are text, not targets of their own.
pub(crate) const SMALL_TARGETS: &str = r#"
const out = [];
const sel = 'button, summary, label.choice, a.button, header.top nav a, a.change, .table-links a, nav a, main svg a';
for (const el of document.querySelectorAll(sel)) {
  if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (getComputedStyle(el).visibility === 'hidden') continue;
  if (r.width < 43.5 || r.height < 43.5) {
    const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    out.push(`${name}: ${r.width.toFixed(0)}×${r.height.toFixed(0)} px`);
  }
}
return out;
"#;

/// The game's id in the address of the page the browser shows.
pub(crate) fn page_id(d: &Driver) -> String {
    let url = d.current_url().expect("url");
    url.rsplit("/games/")
        .next()
        .and_then(|s| s.split(['?', '/', '#']).next())
        .expect("a game id")
        .to_string()
}

/// Waits (up to 30 s) until `ok` holds for the page.
pub(crate) fn wait_for(d: &Driver, what: &str, ok: impl Fn(&Driver) -> bool) {
    let start = Instant::now();
    while !ok(d) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "never happened: {what}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What every page of a game played on a phone must pass: nothing clipped, no axe finding, no
/// board text under 12 px.
pub(crate) fn checks_at_375(d: &Driver, what: &str) {
    crate::layout::assert_nothing_clipped(d, what);
    if let Some(axe) = crate::accessibility::axe_source() {
        let found = crate::accessibility::violations(d, &axe);
        assert!(found.is_empty(), "{what}: axe finds:\n{}", found.join("\n"));
    }
    let targets = d.execute(SMALL_TARGETS, vec![]).expect("tap targets");
    assert_eq!(
        targets,
        serde_json::json!([]),
        "{what}: targets under 44 by 44 px"
    );
    let small = d.execute(SMALL_TEXT, vec![]).expect("text sizes");
    assert_eq!(
        small,
        serde_json::json!([]),
        "{what}: board text under 12 px"
    );
}

/// A table of phones (375 px) sat down at a new game through the pages: one browser per player
/// (the first is `first`), each registered; the first player picks `game` on the new-game form
/// (checked at 375 px), the number of seats, and whatever `choose` clicks among the game's own
/// choices, invites the others by mail, each joins from the mail's invitation (the mail, the
/// invitation page and the waiting game's page must show `shown`), and the first player starts
/// the game. Returns the browsers, in player order, and the game's id.
pub(crate) fn table_on_phones(
    app: &crate::helpers::TestApp,
    first: Driver,
    players: &[(&str, &str)],
    (game, title): (&str, &str),
    choose: impl FnOnce(&Driver),
    shown: &str,
) -> (Vec<Driver>, String) {
    use crate::play::{register, submit, wait_text};
    let mut browsers = vec![first];
    for _ in 1..players.len() {
        browsers.push(Driver::start().expect("another browser"));
    }
    for (d, (name, email)) in browsers.iter().zip(players) {
        d.emulate_viewport(375, 900).expect("phone");
        register(d, app, email, name);
    }
    let host = &browsers[0];
    host.goto(&format!("{}/games/new", app.base))
        .expect("new game");
    host.find(&format!("a.button[href='/games/new?game={game}']"))
        .and_then(|a| a.click())
        .unwrap_or_else(|e| panic!("choose {title}: {e:?}"));
    wait_text(host, "main h1", "Start a new game");
    checks_at_375(host, "the new-game form");
    host.find(&format!("input[name=seats][value='{}']", players.len()))
        .and_then(|r| r.click())
        .expect("the number of players");
    choose(host);
    submit(host, "main form button[type=submit]");
    wait_text(host, "main h1", &format!("{title} #"));
    wait_text(host, "main", shown);
    let id = page_id(host);
    for (_, email) in &players[1..] {
        host.fill("input[name=email]", email).expect("invitee");
        submit(host, "form[action$='/invite'] button");
        // The new page lists the address (the notice alone may still be the last page's).
        wait_text(host, "ul.invitations", email);
        wait_text(host, "p.notice", "Invitation sent");
    }
    let inviter = players[0].0;
    for (d, (_, email)) in browsers.iter().zip(players).skip(1) {
        let mail = app.mail_to(email);
        assert!(
            mail.text_body().contains(shown),
            "the invitation mail shows {shown:?}"
        );
        let invite = crate::helpers::link_with(&mail, "/invitations/");
        d.goto(&invite).expect("invitation");
        wait_text(
            d,
            "main h1",
            &format!("{inviter} invites you to play {title}"),
        );
        wait_text(d, "main", shown);
        submit(d, "main form button[type=submit]");
        wait_text(d, "p.notice", "You have a seat");
    }
    host.goto(&format!("{}/games/{id}", app.base))
        .expect("game");
    submit(host, "form[action$='/start'] button");
    // The started game's page, before anyone navigates away (which would abort the start).
    host.wait_for("ul.seats li.to-act a", Duration::from_secs(30))
        .expect("the started game shows who acts");
    (browsers, id)
}

/// The players of the game tests (a table of 4 takes the first four), name and address.
pub(crate) const PLAYERS: [(&str, &str); 5] = [
    ("Ada", "ada@example.com"),
    ("Bea", "bea@example.com"),
    ("Cy", "cy@example.com"),
    ("Dov", "dov@example.com"),
    ("Eli", "eli@example.com"),
];
