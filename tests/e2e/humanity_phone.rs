//! Humanity's pictures on a 375 px phone, measured by Chromium itself: the station, the tracks,
//! every base and the legend of random games (two to four players, early and late positions,
//! seen by a player and by a spectator) are drawn in a 343 px column, the width of the page
//! column on such a phone. No text is under 12 px, none reaches outside its tile, card or
//! picture, and the stock dots are at least 8 px wide.

use crate::webdriver::Driver;
use turnpost::engine::humanity::base::placement_cells;
use turnpost::engine::humanity::choices::cell_target;
use turnpost::engine::humanity::describe::Log;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::rules::apply_in_place;
use turnpost::engine::humanity::state::{Phase, State};
use turnpost::engine::humanity::testkit::game;
use turnpost::engine::humanity::{to_act, view, Action};
use turnpost::engine::Viewer;
use turnpost::services::seating::SeatMark;
use turnpost::web::games::humanity::{base_svg, legend_svg, station_svg, tracks_svg};

/// Every text of every picture under 12 CSS px, outside the rectangle of its box (the first
/// `rect` of its nearest `g.hb-box`, else its SVG), and every stock dot under 8 px.
pub const BOARD_CHECK: &str = r#"
const out = [];
const slack = 0.75;
const outside = (r, b) => r.left < b.left - slack || r.right > b.right + slack
  || r.top < b.top - slack || r.bottom > b.bottom + slack;
for (const svg of document.querySelectorAll('main svg, body > .col svg')) {
  if (svg.closest('details:not([open])') || svg.closest('#talk')) continue;
  const what = svg.dataset.what || svg.getAttribute('aria-label');
  const sr = svg.getBoundingClientRect();
  for (const t of svg.querySelectorAll('text')) {
    const m = t.getScreenCTM();
    if (!m) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    if (px < 11.95) out.push(`${what}: "${t.textContent}" is ${px.toFixed(1)} px`);
    const g = t.closest('g.hb-box');
    const box = g && g.querySelector(':scope > rect');
    const r = t.getBoundingClientRect();
    if (r.width === 0) continue;
    if (box && outside(r, box.getBoundingClientRect())) {
      out.push(`${what}: "${t.textContent}" spills out of its box`);
    } else if (outside(r, sr)) {
      out.push(`${what}: "${t.textContent}" spills out of the picture`);
    }
  }
  for (const c of svg.querySelectorAll('circle.hb-stock')) {
    const w = c.getBoundingClientRect().width;
    if (w < 7.95) out.push(`${what}: a stock dot is ${w.toFixed(1)} px`);
  }
}
return out;
"#;

/// Fails with the list of what the board check finds on the page now shown.
pub fn assert_board_readable(d: &Driver, what: &str) {
    let found = d.execute(BOARD_CHECK, vec![]).expect("board check runs");
    let found: Vec<String> = found
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    // Each kind of problem once, with where it was first seen and how often.
    let mut kinds: std::collections::BTreeMap<String, (usize, String)> = Default::default();
    for f in &found {
        let (place, problem) = f.split_once(": ").unwrap_or(("", f));
        let e = kinds
            .entry(problem.to_string())
            .or_insert((0, place.to_string()));
        e.0 += 1;
    }
    let listed: Vec<String> = kinds
        .iter()
        .take(60)
        .map(|(problem, (n, place))| format!("{problem} ({n}×, first in {place})"))
        .collect();
    assert!(
        found.is_empty(),
        "{what}: {} problems at 375 px:\n{}",
        found.len(),
        listed.join("\n")
    );
}

/// The platform's marks of `n` players in the game's colours, in seat order.
fn names(n: usize) -> Vec<SeatMark> {
    let colours = ["yellow", "blue", "green", "pink"];
    let symbols = ["●", "■", "◆", "⬢"];
    ["Alice", "Bartholomew Longname", "Chloé", "Dmitri"]
        .iter()
        .take(n)
        .enumerate()
        .map(|(seat, name)| SeatMark {
            seat,
            name: name.to_string(),
            colour: colours[seat].into(),
            colour_words: colours[seat].into(),
            symbol: symbols[seat],
            shape: seat,
            letter: name.chars().next().unwrap_or('?'),
            user_id: seat as i32 + 1,
            bot: None,
        })
        .collect()
}

/// Random legal play that prefers building, so that late bases are large; `at_each` sees the
/// state every few steps and at the end.
fn play(players: usize, seed: u64, mut at_each: impl FnMut(&State)) {
    let mut state = game(players, seed);
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    for step in 0..3_000 {
        if step % 23 == 0 {
            at_each(&state);
        }
        if state.phase == Phase::Over {
            break;
        }
        let Some(&seat) = to_act(&state).first() else {
            break;
        };
        let draws: Vec<Action> = (0..8)
            .filter_map(|_| random_action(&state, seat, &mut rng))
            .collect();
        let rank = |a: &&Action| match a {
            Action::Deploy { .. } => 0,
            Action::Experiment { .. } => 1,
            _ => 2,
        };
        let action = draws.iter().min_by_key(rank).cloned().expect("an action");
        apply_in_place(&mut state, seat, &action, &mut log).expect("legal");
    }
    at_each(&state);
}

fn gallery() -> String {
    let css = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/static/games/humanity.css"
    ))
    .expect("humanity.css");
    let mut html = format!(
        "<!doctype html><meta charset=\"utf-8\"><style>body{{margin:0 16px}}\
         .col{{width:343px}}{css}</style>"
    );
    let mut add = |what: &str, svg: &str| {
        html.push_str("<div class=\"col\" data-what=\"");
        html.push_str(what);
        html.push_str("\"><div class=\"hb-scroll\">");
        html.push_str(&svg.replacen("<svg ", &format!("<svg data-what=\"{what}\" "), 1));
        html.push_str("</div></div>");
    };
    add("legend", &legend_svg());
    for players in 2..=4 {
        let n = names(players);
        play(players, 40 + players as u64, |s| {
            for viewer in [Viewer::Seat(0), Viewer::Spectator] {
                let v = view(s, viewer);
                let at = format!("{players}p y{} r{}", s.year, s.round);
                add(&format!("station {at}"), &station_svg(&v, &n, &[]));
                add(&format!("tracks {at}"), &tracks_svg(&v, &n));
                for seat in 0..players {
                    // The player's own base with every cell it could land on to tap.
                    let taps: Vec<(String, String)> = if seat == 0 {
                        placement_cells(&s.players[0])
                            .into_iter()
                            .enumerate()
                            .map(|(i, c)| (cell_target(c), format!("/games/1?c={i}")))
                            .collect()
                    } else {
                        Vec::new()
                    };
                    add(&format!("base {seat} {at}"), &base_svg(&v, seat, &n, &taps));
                }
            }
        });
    }
    html
}

#[test]
fn humanity_pictures_are_readable_on_a_phone() {
    let Some(d) = crate::browser() else { return };
    let path = crate::artifact("humanity-pictures-375.html");
    std::fs::write(&path, gallery()).expect("gallery");
    d.emulate_viewport(375, 900).expect("phone");
    d.goto(&format!("file://{}", path.display()))
        .expect("gallery page");
    assert_board_readable(&d, "random Humanity games");
    // A late station and the largest base of a four-player game, as a phone shows them.
    for (name, css) in [
        ("station", "svg[data-what^='station 4p y3']"),
        ("base", "svg[data-what^='base 0 4p y3']"),
    ] {
        d.execute(
            "document.querySelectorAll(arguments[0])[0].scrollIntoView();",
            vec![serde_json::json!(css)],
        )
        .expect("scroll");
        d.screenshot_png(crate::artifact(&format!("humanity-{name}-375.png")))
            .expect("screenshot");
    }
}
