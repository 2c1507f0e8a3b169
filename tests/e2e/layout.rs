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
    let small = d.execute(SMALL_TEXT, vec![]).expect("text sizes");
    assert_eq!(
        small,
        serde_json::json!([]),
        "{what}: board text under 12 px"
    );
}
