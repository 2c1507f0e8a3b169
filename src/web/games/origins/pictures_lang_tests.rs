//! The pictures in the reader's language: drawn in the pseudo-language, every text a reader
//! sees (text nodes, titles, `aria-label`s) that holds letters is a marked text, apart from
//! the players' names, the hexes' codes, the species letters, the printed names of places and
//! numbers; drawn in French, known words of the game's French texts appear.

use super::board::{
    choose_svg, legend_svg_in, map_svg, mat_svg_in, pieces_svg_in, units_by_region_in,
};
use super::paint::{Mark, PHONE_COLUMN_PX};
use crate::engine::choice::Step;
use crate::engine::origins::choices::choices;
use crate::engine::origins::data::data;
use crate::engine::origins::playout::{chooser, random_action};
use crate::engine::origins::rules::apply_in_place;
use crate::engine::origins::state::{new_state, EraSpace, HexId, State};
use crate::engine::origins::{view, Origins};
use crate::engine::registry::Extras;
use crate::engine::Viewer;
use crate::i18n::Lang;
use crate::web::games::pseudo_words::{assert_marked, unescape, unmarked_words};

const NAMES: [&str; 5] = ["Ada", "Bea", "Chen", "Dara", "Emil"];

fn marks(n: usize) -> Vec<Mark> {
    super::test_words::marks_of(&NAMES[..n])
}

/// A fresh game of `players`, and the same game `steps` random submissions in.
fn states(players: usize, seed: u64, steps: u32) -> Vec<State> {
    let colours = &<Origins as Extras>::ABOUT.colours[..players];
    let fresh =
        new_state(players, seed, &serde_json::json!({ "colours": colours })).expect("setup");
    let mut s = fresh.clone();
    let mut rng = chooser(seed);
    for _ in 0..steps {
        let Some((seat, _)) = s.decision() else { break };
        let a = random_action(&s, seat, &mut rng).expect("a legal submission");
        apply_in_place(&mut s, seat, &a).expect("legal");
    }
    // Something of everything: an extinct hex, a metropolis, an era unit on the track.
    let mut later = s.clone();
    later.extinct.push(HexId::parse("ALA").expect("a hex"));
    later.players[1]
        .metropolises
        .push(HexId::parse("CAS").expect("a hex"));
    later.players[0].era = Some(EraSpace::IIGolden);
    vec![fresh, s, later]
}

/// The options on the map of the decision now: (board key, an address).
fn taps(s: &State) -> Vec<(String, String)> {
    let Some((seat, _)) = s.decision() else {
        return Vec::new();
    };
    match choices(s, seat, &[]) {
        Ok(Step::Ask(q)) => q
            .offers
            .iter()
            .enumerate()
            .filter_map(|(i, o)| o.target.clone().map(|t| (t, format!("/games/7?c={i}"))))
            .collect(),
        _ => Vec::new(),
    }
}

/// Every picture of `s` for every viewer, in `lang`.
fn pictures(s: &State, players: usize, lang: Lang) -> Vec<String> {
    let m = marks(players);
    let mut out = vec![legend_svg_in(lang), pieces_svg_in(lang)];
    for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Omniscient] {
        let v = view(s, viewer);
        out.push(map_svg(&v, &m, false, lang));
        out.push(map_svg(&v, &m, true, lang));
        out.extend(choose_svg(&v, &m, &taps(s), lang));
        for seat in 0..players {
            out.push(mat_svg_in(&v, seat, &m, lang));
        }
        out.push(mat_svg_in(&v, 9, &m, lang));
    }
    out
}

/// Whether `word` may be shown unmarked: a code of a hex, a species letter, a printed name of
/// a place, a roman numeral or a player's name.
fn may_stay(word: &str) -> bool {
    let d = data();
    word.len() == 1 && word.chars().all(|c| c.is_ascii_uppercase())
        || d.hexes.iter().any(|h| h.id == word)
        || word.chars().all(|c| "IVX".contains(c))
        || NAMES.contains(&word)
        || d.intersections
            .iter()
            .any(|x| x.name.split_whitespace().any(|n| n == word))
}

#[test]
fn every_word_of_the_pictures_is_a_text_of_the_reader_s_language() {
    for (players, seed, steps) in [(2, 3, 0), (3, 5, 120), (5, 8, 300)] {
        for s in states(players, seed, steps) {
            for svg in pictures(&s, players, Lang::Pseudo) {
                assert_marked(&svg, may_stay, "a picture");
            }
            let m = marks(players);
            let v = view(&s, Viewer::Spectator);
            for (title, lines) in units_by_region_in(&v, &m, Lang::Pseudo) {
                for text in std::iter::once(title).chain(lines) {
                    for (word, _) in unmarked_words(std::slice::from_ref(&text)) {
                        assert!(may_stay(&word), "{word:?} unmarked in {text:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_pictures_speak_french() {
    let s = states(3, 5, 120).pop().expect("a state");
    let all = unescape(&pictures(&s, 3, Lang::Fr).concat());
    for words in [
        "Démographie",
        "Infrastructure",
        "Carte cerveau",
        "Tour de jeu",
        "climat",
        "Anciens",
        "Répertoire",
        "la légende de la carte",
        "détroit rouge",
        "Unités : symbole de couleur",
        "Empreinte de pas",
        "Unité Ère sur l'âge d'or de l'ère II",
    ] {
        assert!(all.contains(words), "no {words:?} in French");
    }
    assert!(!all.contains("Brain map") && !all.contains("Game turn"));
    assert!(!all.contains("Demography") && !all.contains("Edges"));
}

#[test]
fn pseudo_words_stay_in_their_boxes() {
    use super::board_keys::{legend_canvas, pieces_canvas};
    use super::board_map::{map_canvas, window_canvases};
    use super::board_mat::mat_canvas;
    for s in states(3, 5, 120) {
        let m = marks(3);
        let v = view(&s, Viewer::Omniscient);
        let mut canvases = vec![legend_canvas(Lang::Pseudo).0, pieces_canvas(Lang::Pseudo).0];
        for seat in 0..3 {
            canvases.push(mat_canvas(&v, seat, &m, Lang::Pseudo).0);
        }
        canvases.push(map_canvas(&v, &m, false, Lang::Pseudo).0);
        let taps = taps(&s);
        canvases.extend(
            window_canvases(&v, &m, &taps, Lang::Pseudo)
                .into_iter()
                .map(|(c, _, _)| c),
        );
        for c in canvases {
            let scale = PHONE_COLUMN_PX / c.width;
            for p in &c.placed {
                assert!(p.size * scale >= 11.999);
                assert!(p.fits(), "{:?} spills out of its box", p.text);
            }
        }
    }
}
