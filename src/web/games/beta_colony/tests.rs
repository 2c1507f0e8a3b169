//! Beta Colony in the table, over random games at every player count: every option the steps
//! offer with a board key is a link on the pictures while it is asked; every whole decision's
//! preview is in words (no ids, no seat numbers, nothing hidden); the labels read as words; and
//! every rule a refusal cites links to an anchor of the rules page.

use super::readings::{reading_id, readings, turnpost_edition};
use super::routes::{Ui, RULE_SECTIONS};
use crate::engine::beta_colony::choices::choices;
use crate::engine::beta_colony::readings::TURNPOST_EDITION;
use crate::engine::beta_colony::{view, BetaColony, State, READINGS};
use crate::engine::choice::{walk, Step};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};
use crate::i18n::Lang;
use crate::services::seating::{symbol_of, SeatMark};
use crate::web::games::{GameUi, Scene};

fn marks(s: &State) -> Vec<SeatMark> {
    let v = view(s, Viewer::Spectator);
    v.players
        .iter()
        .map(|p| {
            let (symbol, shape) = symbol_of("beta-colony", p.colour);
            SeatMark {
                seat: p.seat,
                name: ["Ana", "Bo <i>", "Cy", "Dee"][p.seat].to_string(),
                colour: p.colour.to_string(),
                colour_words: p.colour.to_string(),
                symbol,
                shape,
                letter: ['A', 'B', 'C', 'D'][p.seat],
                user_id: 1,
                bot: None,
            }
        })
        .collect()
}

/// Words a player must never read: snake_case ids, JSON, unreplaced seat tokens, engine ids of
/// places, and "seat" or "player" with a number.
fn looks_like_an_id(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    if let Some(w) = words.iter().find(|w| w.contains('_')) {
        return Some(format!("snake_case {w:?}"));
    }
    for bad in [
        "{p", "{\"", "\":", "null", "xian", "gan de", "left_", "right_",
    ] {
        if text.contains(bad) {
            return Some(format!("{bad:?}"));
        }
    }
    for w in words.windows(2) {
        if (w[0] == "seat" || w[0] == "player" || w[0] == "Seat") && w[1].parse::<u32>().is_ok() {
            return Some(format!("{} {}", w[0], w[1]));
        }
    }
    None
}

/// Plays random games at 2–4 players; at each decision `at` gets the state, the seat and a
/// random generator.
fn play(players: usize, seed: u64, mut at: impl FnMut(&State, usize, &mut Rng)) {
    let mut s = BetaColony::new_game(&Setup {
        players,
        seed,
        options: serde_json::json!({}),
    })
    .expect("setup");
    let mut rng = Rng::new(seed ^ 0x7ab1e);
    for _ in 0..400 {
        let Some(seat) = s.current() else { break };
        at(&s, seat, &mut rng);
        let a = BetaColony::random_action(&s, seat, &mut rng).expect("a legal action");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    assert!(s.is_over());
}

#[test]
fn every_option_with_a_board_key_is_a_link_while_it_is_asked() {
    let mut tapped = std::collections::BTreeSet::new();
    for players in 2..=4 {
        play(players, 60 + players as u64, |s, seat, rng| {
            let json = serde_json::to_string(s).expect("state");
            let seats = marks(s);
            let step = |p: &[usize]| choices(s, seat, p);
            let mut path = Vec::new();
            loop {
                let w = walk(&step, &path).expect("walk");
                let q = match w.end {
                    Step::Done(_) => break,
                    Step::Ask(q) => q,
                };
                let taps: Vec<(String, String)> = q
                    .offers
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| o.refused.is_none())
                    .filter_map(|(i, o)| o.target.clone().map(|t| (t, format!("/games/1?c={i}"))))
                    .collect();
                let scene = Scene {
                    state: &json,
                    viewer: Viewer::Seat(seat),
                    seats: &seats,
                    taps: &taps,
                    over: false,
                    lang: crate::i18n::Lang::En,
                };
                let pictures = Ui.pictures(&scene).expect("pictures");
                let all: String = pictures.board.iter().map(|p| p.markup.as_str()).collect();
                for (key, href) in &taps {
                    assert!(
                        all.contains(&format!("href=\"{href}\"")),
                        "{:?}: the option {key} is not a link on the board",
                        q.ask
                    );
                    tapped.insert(key.split('-').next().unwrap_or("").to_string());
                }
                for o in &q.offers {
                    let text = crate::i18n::words(
                        Lang::En,
                        &format!(
                            "{} {} {}",
                            o.label,
                            o.detail.join(" "),
                            o.refused.clone().unwrap_or_default()
                        ),
                    );
                    if let Some(bad) = looks_like_an_id(&text) {
                        panic!("{:?}: the option {:?} shows {bad}", q.ask, o.label);
                    }
                }
                let open: Vec<usize> = (0..q.offers.len())
                    .filter(|&i| q.offers[i].refused.is_none())
                    .collect();
                path = w.path;
                path.push(open[rng.below(open.len() as u64) as usize]);
            }
        });
    }
    for kind in ["location", "colony", "space", "pod", "die"] {
        assert!(tapped.contains(kind), "no {kind} was tappable: {tapped:?}");
    }
}

#[test]
fn every_preview_is_in_words_and_shows_nothing_hidden() {
    let mut previews = 0;
    for players in [2, 4] {
        play(players, 80 + players as u64, |s, seat, rng| {
            let json = serde_json::to_string(s).expect("state");
            let seats = marks(s);
            let scene = Scene {
                state: &json,
                viewer: Viewer::Seat(seat),
                seats: &seats,
                taps: &[],
                over: false,
                lang: crate::i18n::Lang::En,
            };
            let step = |p: &[usize]| choices(s, seat, p);
            let mut path = Vec::new();
            let action = loop {
                let w = walk(&step, &path).expect("walk");
                match w.end {
                    Step::Done(a) => break a,
                    Step::Ask(q) => {
                        let open: Vec<usize> = (0..q.offers.len())
                            .filter(|&i| q.offers[i].refused.is_none())
                            .collect();
                        path = w.path;
                        path.push(open[rng.below(open.len() as u64) as usize]);
                    }
                }
            };
            let value = serde_json::to_value(&action).expect("json");
            let markup = Ui.preview(&scene, seat, &value).expect("a preview");
            // In another language too, every word went through the game's texts.
            let french = Scene {
                lang: Lang::Fr,
                ..scene
            };
            let words = Ui.preview(&french, seat, &value).expect("a preview");
            assert!(
                !words.contains(['\u{2}', '\u{3}', '\u{1f}']) && !words.contains("beta-colony-"),
                "{words}"
            );
            if let Some(bad) = looks_like_an_id(&markup.replace("<i>", "")) {
                panic!("the preview of {action:?} shows {bad}: {markup}");
            }
            assert!(markup.contains("preview-summary"), "{markup}");
            assert!(!markup.contains("Bo <i>"), "names are escaped: {markup}");
            // The pod pile and the buildings below the top stay hidden.
            let d = crate::engine::beta_colony::data::data();
            for &p in &s.talon {
                let id = &d.pods[usize::from(p)].id;
                assert!(
                    !markup.contains(&format!("{id} (")),
                    "{id} is in the pile: {markup}"
                );
            }
            assert!(
                !markup.contains("The dice show"),
                "the next round's dice: {markup}"
            );
            previews += 1;
        });
    }
    assert!(previews > 100, "{previews}");
}

#[test]
fn the_rules_a_refusal_cites_link_to_sections_of_the_rules_page() {
    // The rule errors' sentences (`engine::beta_colony::error`) are texts of the game.
    let errors = include_str!("../../../i18n/en/games/beta-colony-play.ftl");
    let mut cited = Vec::new();
    for part in errors.split("rule ").skip(1) {
        let n: String = part
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let n = n.trim_end_matches('.').to_string();
        if !n.is_empty() {
            cited.push(n);
        }
    }
    assert!(cited.len() > 20, "{cited:?}");
    for n in &cited {
        assert!(
            RULE_SECTIONS.contains(&n.as_str()),
            "rule {n} has no section"
        );
        let linked = Ui.refusal(&format!("It breaks (rule {n})."));
        assert!(
            linked.contains(&format!(
                "<a href=\"/rules/beta-colony#rule-{n}\">rule {n}</a>"
            )),
            "{linked}"
        );
    }
    let linked = Ui.refusal("A build exists (rule 6.4, D3); <b>.");
    assert!(
        linked.contains("#D3\">D3</a>") && linked.contains("&lt;b&gt;"),
        "{linked}"
    );
    // The page has every anchor, in every language.
    for lang in Lang::OFFERED {
        let page = super::routes::rules_markup(lang);
        for n in RULE_SECTIONS {
            assert!(
                page.contains(&format!("id=\"rule-{n}\"")),
                "no section {n} on the rules page in {lang:?}"
            );
        }
        for code in READINGS {
            assert!(
                page.contains(&format!("<dt id=\"{code}\">{code}: ")),
                "no reading {code} in {lang:?}"
            );
        }
    }
}

#[test]
fn every_reading_and_edition_component_has_its_words_in_every_language() {
    for lang in Lang::OFFERED {
        let missing = crate::i18n::missing(lang);
        for part in ["title", "text"] {
            for code in READINGS {
                let id = reading_id(code, part);
                assert!(crate::i18n::has(&id), "no {id}");
                assert!(!missing.contains(&id), "{lang:?} lacks {id}");
            }
        }
        let listed = readings(lang);
        assert_eq!(listed.len(), READINGS.len());
        for (code, title, text) in &listed {
            assert!(!title.is_empty() && !text.is_empty(), "{code} in {lang:?}");
            assert!(!title.starts_with("beta-colony-") && !text.starts_with("beta-colony-"));
        }
        let edition = turnpost_edition(lang);
        assert_eq!(edition.len(), TURNPOST_EDITION.len());
        for (key, words) in TURNPOST_EDITION.iter().zip(&edition) {
            let id = format!("beta-colony-rules-edition-{key}");
            assert!(
                crate::i18n::has(&id) && !missing.contains(&id),
                "{lang:?} lacks {id}"
            );
            assert!(!words.is_empty());
        }
    }
}
