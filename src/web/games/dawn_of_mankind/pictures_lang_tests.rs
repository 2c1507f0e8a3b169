//! The pictures in the reader's language: drawn in the pseudo-language, every text a reader
//! sees (text nodes, titles, `aria-label`s) that holds letters is a marked text, apart from
//! the players' names and initials, the board's codes (areas, tiles, routes, setup cards) and
//! numbers; drawn in French, known words of the game's French texts appear.

use super::board::{board_parts_in, board_svg_in, legend_svg_in, mat_svg_in, pieces_svg_in};
use super::board_keys::{legend_canvas_in, pieces_canvas_in};
use super::board_mat::mat_canvas_in;
use super::names::in_language;
use crate::engine::dawn_of_mankind::data::data;
use crate::engine::dawn_of_mankind::{view, DawnOfMankind, State};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};
use crate::i18n::Lang;
use crate::web::games::pseudo_words::{assert_marked, unescape};

const NAMES: [&str; 5] = ["Ana", "Bea", "Chen", "Dara", "Eve"];

fn names(n: usize) -> Vec<String> {
    NAMES.iter().take(n).map(|s| s.to_string()).collect()
}

/// A fresh game of `players`, the same game some random moves in, and its end.
fn states(players: usize, seed: u64) -> Vec<State> {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = DawnOfMankind::new_game(&setup).expect("setup");
    let mut out = vec![s.clone()];
    let mut rng = Rng::new(seed ^ 0x5eed);
    for step in 0..400 {
        if step == 40 {
            out.push(s.clone());
        }
        let Some(seat) = s.current() else { break };
        let a = DawnOfMankind::random_action(&s, seat, &mut rng).expect("a legal action");
        s = DawnOfMankind::apply(&s, seat, &a).expect("legal").0;
    }
    out.push(s);
    out
}

/// Every picture of `s` for a few viewers, in `lang`, with some routes to choose.
fn pictures(s: &State, players: usize, lang: Lang) -> Vec<String> {
    let n = names(players);
    let routes: Vec<(String, String)> = data()
        .routes
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, r)| (r.id.clone(), format!("/games/7?c={i}")))
        .collect();
    let mut out = vec![legend_svg_in(lang), pieces_svg_in(lang)];
    for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Omniscient] {
        let v = in_language(view(s, viewer), lang);
        let parts = board_parts_in(&v, &n, &routes, lang);
        out.extend([parts.players, parts.stages, parts.stages_wide, parts.supply]);
        out.push(board_svg_in(&v, &n, &routes, lang));
        for seat in 0..players {
            out.push(mat_svg_in(&v, seat, &n, lang));
        }
        out.push(mat_svg_in(&v, 9, &n, lang));
    }
    out
}

/// Whether `word` may be shown unmarked: a player's name or initial, a roman numeral, or a
/// code printed on the board (an area, a tile, a setup card).
fn may_stay(word: &str) -> bool {
    let d = data();
    word.len() == 1 && word.chars().all(|c| c.is_ascii_uppercase())
        || word.chars().all(|c| "IV".contains(c))
        || NAMES.contains(&word)
        || d.areas.iter().any(|a| a.id == word)
        || d.tiles.iter().any(|t| t.id == word)
        || d.setup.iter().any(|s| s.id == word)
}

#[test]
fn every_word_of_the_pictures_is_a_text_of_the_reader_s_language() {
    for players in [2, 4] {
        for s in states(players, 3 + players as u64) {
            for svg in pictures(&s, players, Lang::Pseudo) {
                assert_marked(&svg, may_stay, "a picture");
            }
        }
    }
}

#[test]
fn the_pictures_speak_french() {
    let s = states(3, 5).remove(1);
    let all = unescape(&pictures(&s, 3, Lang::Fr).concat());
    for words in [
        "Enfance",
        "Âge adulte",
        "Présentoir d'art",
        "Piles Progrès",
        "Légende",
        "Total de PV",
        "Emplacements Progrès",
        "Tuiles action",
        "payer",
        "Plateau d'inventaire de",
    ] {
        assert!(all.contains(words), "no {words:?} in French");
    }
    for english in [
        "Art display",
        "Progress piles",
        "VP total",
        "Childhood",
        "Legend",
    ] {
        assert!(!all.contains(english), "{english:?} in French");
    }
}

#[test]
fn pseudo_words_stay_in_their_boxes() {
    let scale = 343.0 / super::paint::WIDTH;
    for s in states(3, 5) {
        let n = names(3);
        let v = in_language(view(&s, Viewer::Omniscient), Lang::Pseudo);
        let mut canvases = vec![
            legend_canvas_in(Lang::Pseudo).0,
            pieces_canvas_in(Lang::Pseudo).0,
            super::board::board_canvas_in(&v, &n, &[], Lang::Pseudo).0,
        ];
        for seat in 0..3 {
            canvases.push(mat_canvas_in(&v, seat, &n, Lang::Pseudo).0);
        }
        for c in canvases {
            for p in &c.placed {
                assert!(p.size * scale >= 12.0);
                assert!(p.fits(), "{:?} spills out of its box {:?}", p.text, p.bx);
            }
        }
    }
}
