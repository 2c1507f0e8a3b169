//! The pictures and choices over random games at every player count: no board text smaller than
//! 12 px on a phone or outside its box, every whole decision previews, and the board links to the routes on offer.

use super::board::board_canvas;
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_mat::mat_canvas;
use super::paint::Canvas;
use crate::engine::dawn_of_mankind::{view, DawnOfMankind, State};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};

/// The narrowest column a board is drawn in: a 375 px phone less the card's padding.
const PHONE_COLUMN_PX: f32 = 343.0;

fn check_canvas(c: &Canvas, what: &str) {
    let scale = PHONE_COLUMN_PX / super::paint::WIDTH;
    for p in &c.placed {
        assert!(
            p.size * scale >= 12.0,
            "{what}: {:?} is {:.1} px on a phone",
            p.text,
            p.size * scale
        );
        assert!(
            p.fits(),
            "{what}: {:?} spills out of its box {:?}",
            p.text,
            p.bx
        );
    }
}

fn names(n: usize) -> Vec<String> {
    ["Ana", "Bartholomew Longname", "Chen", "Dara", "Eve"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

fn play(players: usize, seed: u64, mut at_each: impl FnMut(&State)) {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = DawnOfMankind::new_game(&setup).expect("setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..400 {
        at_each(&s);
        let Some(seat) = s.current() else { break };
        let a = DawnOfMankind::random_action(&s, seat, &mut rng).expect("a legal action");
        s = DawnOfMankind::apply(&s, seat, &a).expect("legal").0;
    }
    at_each(&s);
}

#[test]
fn board_text_is_readable_on_a_phone_and_stays_in_its_box() {
    check_canvas(&legend_canvas().0, "legend");
    check_canvas(&pieces_canvas().0, "pieces");
    for players in 2..=5 {
        let n = names(players);
        let mut step = 0;
        play(players, 11 + players as u64, |s| {
            step += 1;
            if step % 7 != 1 && !s.is_over() {
                return;
            }
            for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Omniscient] {
                let v = view(s, viewer);
                check_canvas(&board_canvas(&v, &n, &[]).0, "board");
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &n).0, "mat");
                }
            }
        });
    }
}

#[test]
fn every_whole_decision_has_a_preview_and_refuses_nothing() {
    use crate::engine::choice::leaves;
    for players in 2..=5 {
        let mut checked = 0;
        play(players, 40 + players as u64, |s| {
            let Some(seat) = s.current() else { return };
            let step = |p: &[usize]| DawnOfMankind::choices(s, seat, p);
            let Some(all) = leaves(&step, &[], 60).expect("a decision") else {
                return;
            };
            for (_, a) in all {
                let p = crate::engine::dawn_of_mankind::preview(s, seat, &a);
                assert!(p.is_ok(), "{a:?}: {p:?}");
                checked += 1;
            }
        });
        assert!(checked > 50, "{players} players: only {checked} decisions");
    }
}

#[test]
fn tiles_the_viewer_can_move_to_link_to_their_choice() {
    use crate::engine::choice::{walk, Step};
    use crate::engine::dawn_of_mankind::choices::route_target;
    let n = names(3);
    let mut checked = 0;
    play(3, 5, |s| {
        let Some(seat) = s.current() else { return };
        let v = view(s, Viewer::Seat(seat));
        // The step that asks for the route: the board links to each of its options.
        let step = |p: &[usize]| DawnOfMankind::choices(s, seat, p);
        let mut path = Vec::new();
        let question = loop {
            match walk(&step, &path).expect("a decision").end {
                Step::Ask(q) if q.offers.iter().any(|o| o.target.is_some()) => break q,
                Step::Ask(q) => match q.offers.iter().position(|o| {
                    crate::i18n::words(crate::i18n::Lang::En, &o.label).starts_with("Move")
                }) {
                    Some(i) if path.is_empty() => path.push(i),
                    _ => return,
                },
                Step::Done(_) => return,
            }
        };
        let routes: Vec<(String, String)> = question
            .offers
            .iter()
            .enumerate()
            .filter_map(|(i, o)| {
                let target = o.target.clone()?;
                let route = target.strip_prefix("route-")?.to_string();
                assert_eq!(route_target(&route), target);
                Some((route, format!("/games/7?c={i}#turn")))
            })
            .collect();
        let svg = super::board::board_svg_with(&v, &n, &routes);
        let links: Vec<&str> = svg
            .split("<a href=\"/games/7?c=")
            .skip(1)
            .map(|rest| rest.split('#').next().unwrap_or(""))
            .collect();
        assert!(!links.is_empty(), "a tile to tap");
        for l in &links {
            assert!(
                routes.iter().any(|(_, h)| h.contains(&format!("c={l}#"))),
                "{l}"
            );
        }
        // Not on the pictures of others or of the replay.
        assert!(!super::board::board_svg(&v, &n).contains("<a href"));
        checked += 1;
    });
    assert!(checked > 10);
}

#[test]
fn every_rule_a_message_cites_is_on_the_rules_page() {
    // The refusals' words, and anything the engine's code still writes itself.
    let sources = [
        include_str!("../../../i18n/en/games/dawn-of-mankind-play.ftl"),
        include_str!("../../../engine/dawn_of_mankind/error.rs"),
        include_str!("../../../engine/dawn_of_mankind/rules.rs"),
    ];
    let mut cited = 0;
    for text in sources {
        for part in text.split("rule ").skip(1) {
            let number: String = part
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let number = number.trim_end_matches('.');
            if !number.contains('.') {
                continue;
            }
            cited += 1;
            assert!(
                super::routes::CITED_RULES.contains(&number),
                "rule {number} is cited but not on the rules page"
            );
        }
    }
    assert!(cited > 20);
}

#[test]
fn every_reading_cited_rule_and_edition_line_has_its_words_in_every_language() {
    use crate::engine::dawn_of_mankind::readings::{READINGS, TURNPOST_EDITION};
    use crate::i18n::{has, missing, Lang};
    let mut ids: Vec<String> = Vec::new();
    for code in READINGS {
        ids.push(format!("dawn-of-mankind-reading-{code}-title"));
        ids.push(format!("dawn-of-mankind-reading-{code}-text"));
    }
    for key in TURNPOST_EDITION {
        ids.push(format!("dawn-of-mankind-rules-edition-{key}"));
    }
    for number in super::routes::CITED_RULES {
        ids.push(super::readings::cited_id(number));
    }
    assert!(READINGS.len() >= 27 && READINGS.contains(&"D27"));
    for id in &ids {
        assert!(has(id), "{id} has no English text");
    }
    for lang in [Lang::Fr, Lang::Es] {
        let missing = missing(lang);
        for id in &ids {
            assert!(!missing.contains(id), "{id} is not translated in {lang:?}");
        }
        // The page's lists, in that language: every title and text is there and is no id.
        for (code, title, text) in super::readings::readings(lang) {
            assert!(!title.is_empty() && !text.is_empty(), "{code} in {lang:?}");
            assert!(
                !title.starts_with("dawn-of-mankind-") && !text.starts_with("dawn-of-mankind-")
            );
        }
        for (number, text) in super::readings::cited_rules(lang) {
            assert!(
                !text.is_empty() && !text.starts_with("dawn-of-mankind-"),
                "rule {number}"
            );
        }
    }
}

/// The status line and a turn's preview summary in English are the words they always were,
/// and in French and Spanish leave nothing of a message behind.
#[test]
fn the_status_and_the_preview_summary_are_worded() {
    use crate::i18n::{words, Lang};
    let n = names(3);
    let mut checked = 0;
    play(3, 9, |s| {
        let v = view(s, Viewer::Spectator);
        let status = super::board::status_text(&v, &n, Lang::En);
        match v.phase {
            "setup" => assert!(status.starts_with("Setup turn "), "{status}"),
            "finished" => assert!(status.starts_with("Game over: "), "{status}"),
            _ => assert_eq!(
                status.split(" Now: ").next(),
                Some(format!("Turn {}.", v.turns + 1).as_str())
            ),
        }
        if let Some(seat) = v.current {
            assert!(status.ends_with(&format!(" {}.", n[seat])), "{status}");
        }
        let Some(seat) = s.current() else { return };
        let a = DawnOfMankind::default_action(s, seat).expect("a default turn");
        let p = crate::engine::dawn_of_mankind::preview(s, seat, &a).expect("a preview");
        // The summary as it was written before it was said in other languages.
        let mut change = Vec::new();
        for (k, word) in [
            (p.change.fruit, "fruit"),
            (p.change.meat, "meat"),
            (p.change.tools, "tools"),
            (p.change.hides, "hides"),
        ] {
            if k != 0 {
                change.push(format!("{k:+} {word}"));
            }
        }
        let mut expected = if change.is_empty() {
            "Your resources stay as they are".to_string()
        } else {
            format!("Your resources: {}", change.join(", "))
        };
        expected += &format!("; {:+} VP (you would have {} VP)", p.vp_change, p.vp_after);
        if p.ends_game {
            expected += ". This turn ends the game";
        }
        expected.push('.');
        let said = super::routes::summary(&p);
        assert_eq!(words(Lang::En, &said), expected);
        for lang in [Lang::Fr, Lang::Es] {
            for text in [words(lang, &said), super::board::status_text(&v, &n, lang)] {
                assert!(
                    !text.contains("dawn-of-mankind-") && !text.contains('\u{2}'),
                    "{text}"
                );
            }
        }
        checked += 1;
    });
    assert!(checked > 20, "{checked}");
}
