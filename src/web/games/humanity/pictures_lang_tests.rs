//! The words of Humanity's pictures come from the game's texts in the reader's language: in the
//! pseudo-language every text a reader sees (text nodes, `<title>`s, `aria-label`s) is marked,
//! but for players' names, numbers and the printed codes (cell names, resource letters, a
//! player's letter); in French the French words show.

use super::legend::legend_svg_in;
use super::svg::{base_svg_in, station_svg_in, tracks_svg_in};
use crate::engine::humanity::legal::random_action;
use crate::engine::humanity::playout::chooser;
use crate::engine::humanity::rules::apply_in_place;
use crate::engine::humanity::state::Phase;
use crate::engine::humanity::testkit::game;
use crate::engine::humanity::{describe::Log, view, Cell, View};
use crate::engine::Viewer;
use crate::i18n::Lang;
use crate::services::seating::SeatMark;
use crate::web::games::pseudo_words::assert_marked;

const NAMES: [&str; 4] = ["Alice", "Bob", "Chloé", "Dmitri"];

fn marks(n: usize) -> Vec<SeatMark> {
    const COLOURS: [&str; 4] = ["yellow", "blue", "green", "pink"];
    const SYMBOLS: [&str; 4] = ["●", "■", "◆", "⬢"];
    (0..n)
        .map(|seat| SeatMark {
            seat,
            name: NAMES[seat].to_string(),
            colour: COLOURS[seat].into(),
            colour_words: COLOURS[seat].into(),
            symbol: SYMBOLS[seat],
            shape: seat,
            letter: NAMES[seat].chars().next().unwrap_or('?'),
            user_id: seat as i32 + 1,
            bot: None,
        })
        .collect()
}

/// A fresh game, one some random moves in, one in its placement phase and one over.
fn views() -> Vec<(String, View)> {
    let mut out = vec![("fresh".to_string(), view(&game(3, 4), Viewer::Seat(0)))];
    for (name, players, seed, moves) in [
        ("moves", 4, 2, 60),
        ("late", 3, 5, 400),
        ("over", 2, 9, 5_000),
    ] {
        let mut state = game(players, seed);
        let mut rng = chooser(seed);
        let mut log = Log::silent();
        let mut placement = None;
        for _ in 0..moves {
            if state.phase == Phase::Over {
                break;
            }
            if state.phase == Phase::Placement && placement.is_none() {
                placement = Some(state.clone());
            }
            let seat = *crate::engine::humanity::to_act(&state)
                .first()
                .expect("someone acts");
            let action = random_action(&state, seat, &mut rng).expect("a legal action");
            apply_in_place(&mut state, seat, &action, &mut log).expect("legal");
        }
        out.push((name.to_string(), view(&state, Viewer::Seat(1))));
        out.push((format!("{name} spectator"), view(&state, Viewer::Spectator)));
        if let Some(p) = placement {
            out.push((format!("{name} placement"), view(&p, Viewer::Omniscient)));
        }
    }
    out
}

/// Every picture of a view in `lang`, a cell and a hangar to tap among them.
fn pictures(v: &View, lang: Lang) -> Vec<String> {
    let m = marks(v.players.len());
    let taps = vec![
        ("cell-M12".to_string(), "/games/1?c=0.0#turn".to_string()),
        (
            crate::engine::humanity::choices::hangar_target(3),
            "/games/1?c=0.1#turn".to_string(),
        ),
    ];
    let mut all = vec![
        station_svg_in(v, &m, &taps, lang),
        tracks_svg_in(v, &m, lang),
    ];
    for seat in 0..v.players.len() {
        all.push(base_svg_in(v, seat, &m, &taps, lang));
    }
    all.push(base_svg_in(v, 9, &m, &[], lang));
    all.push(legend_svg_in(lang));
    all
}

/// A text a language does not word: a player's name (maybe cut), a player's letter or the
/// exhausted mark, a number, a cell name ("M13"), resource letters ("N/M", "IMN").
fn needs_no_words(t: &str) -> bool {
    let t = t.trim_end_matches('…');
    NAMES.iter().any(|n| n.starts_with(t) || t == *n)
        || t.chars().filter(|c| c.is_alphabetic()).count() <= 1
        || Cell::parse(t).is_some()
        || t.chars().all(|c| "IMNOAPE/ ".contains(c))
}

#[test]
fn every_word_of_the_pictures_is_the_readers() {
    for (what, v) in views() {
        for svg in pictures(&v, Lang::Pseudo) {
            assert_marked(&svg, needs_no_words, &what);
        }
    }
}

#[test]
fn the_pictures_speak_french_and_spanish() {
    let (_, v) = views().remove(1);
    let fr = pictures(&v, Lang::Fr).concat();
    for word in [
        "Année",
        "Manche",
        "BRAS",
        "PV",
        "Expériences",
        "Légende",
        "Choisir le hangar 4",
    ] {
        assert!(fr.contains(word), "no {word:?} in French");
    }
    assert!(!fr.contains("Round ") && !fr.contains("Experiments"));
    let es = pictures(&v, Lang::Es).concat();
    for word in ["Año", "Ronda", "BRAZO", "PV", "Experimentos", "Leyenda"] {
        assert!(es.contains(word), "no {word:?} in Spanish");
    }
    // English stays as it was.
    let en = pictures(&v, Lang::En).concat();
    for word in [
        "Year ",
        "Round ",
        "ARM",
        "Experiments (",
        "Legend",
        "Choose hangar 4",
    ] {
        assert!(en.contains(word), "no {word:?} in English");
    }
}

#[test]
fn a_long_language_is_squeezed_into_its_boxes() {
    // The pseudo-language is a third longer: the legend's lines are fitted to the picture.
    let legend = legend_svg_in(Lang::Pseudo);
    assert!(legend.contains("lengthAdjust=\"spacingAndGlyphs\""));
    assert!(!legend_svg_in(Lang::En).contains("textLength"));
}
