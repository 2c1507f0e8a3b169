//! The words of Beta Colony's pictures come from the game's texts in the reader's language: in
//! the pseudo-language every text a reader sees (text nodes, `<title>`s, `aria-label`s) is
//! marked, but for players' names, numbers and the printed codes (letters of materials, dice
//! and pods, track codes, ids of cards and tiles), and still fits its box; in French and Spanish
//! their words show.

use super::board::{board_column, board_parts_in, offer_canvas, tracks_canvas};
use super::board_keys::{legend_canvas, legend_svg_in, pieces_canvas, pieces_svg_in};
use super::board_mat::{dice_canvas, mat_canvas, mat_svg_in};
use super::paint::{seat_marks_in, Canvas, Platform};
use crate::engine::beta_colony::choices::{die_target, location_target};
use crate::engine::beta_colony::data::{data, Die};
use crate::engine::beta_colony::legal::random_action;
use crate::engine::beta_colony::{view, BetaColony, State, View};
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};
use crate::i18n::Lang;
use crate::web::games::pseudo_words::assert_marked;

const NAMES: [&str; 4] = ["Ana", "Xavier", "Chloé", "Dmitri"];

fn marks(v: &View) -> Vec<Platform> {
    super::board_tests::marks_named(v, &NAMES)
}

/// States of a random game: fresh, a few moves in, further on, and over.
fn states(players: usize, seed: u64) -> Vec<State> {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = BetaColony::new_game(&setup).expect("setup");
    let mut rng = Rng::new(seed ^ 0x1a46);
    let mut out = vec![s.clone()];
    for step in 1..=1_000 {
        let Some(seat) = s.current() else { break };
        let a = random_action(&s, seat, &mut rng).expect("a legal submission");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
        if step == 12 || step == 60 {
            out.push(s.clone());
        }
    }
    out.push(s);
    out
}

fn views() -> Vec<(String, View)> {
    let mut out = Vec::new();
    for (players, seed) in [(2, 3), (4, 8)] {
        for (k, s) in states(players, seed).iter().enumerate() {
            for viewer in [Viewer::Seat(1), Viewer::Spectator] {
                out.push((
                    format!("{players} players, state {k}, {viewer:?}"),
                    view(s, viewer),
                ));
            }
        }
    }
    out
}

/// Every picture of a view in `lang`, with a location and a die to tap.
fn pictures(v: &View, lang: Lang) -> Vec<String> {
    let m = marks(v);
    let taps = vec![
        (
            location_target(&data().locations[2].id),
            "/games/1?c=0.0#turn".to_string(),
        ),
        (die_target(Die::Black), "/games/1?c=0.1#turn".to_string()),
    ];
    let p = board_parts_in(v, &m, &taps, lang);
    let mut all = vec![p.board, p.board_wide, p.dice, p.offer, p.tracks];
    for seat in 0..=v.players.len() {
        all.push(mat_svg_in(v, seat, &m, lang));
    }
    all.push(legend_svg_in(lang));
    all.push(pieces_svg_in(lang));
    all
}

/// A text no language words: players' names, numbers and printed codes ("19·Y", "ST2", "K B
/// R G", "m1", "FP", "P14").
fn needs_no_words(t: &str) -> bool {
    t.split(|c: char| c.is_whitespace() || ",;:()·–.…/".contains(c))
        .filter(|w| w.chars().any(char::is_alphabetic))
        .all(|w| {
            NAMES.iter().any(|n| n.starts_with(w))
                || (w.chars().filter(|c| c.is_alphabetic()).count() <= 3
                    && (!w.chars().any(char::is_lowercase) || w.chars().count() <= 2))
        })
}

fn check_fits(c: &Canvas, what: &str) {
    for p in &c.placed {
        assert!(
            p.fits(),
            "{what}: {:?} spills out of its box {:?}",
            p.text,
            p.bx
        );
    }
}

#[test]
fn every_word_of_the_pictures_is_the_readers_and_fits() {
    let lang = Lang::Pseudo;
    check_fits(&legend_canvas(lang).0, "legend");
    check_fits(&pieces_canvas(lang).0, "pieces");
    for (what, v) in views() {
        for svg in pictures(&v, lang) {
            assert_marked(&svg, needs_no_words, &what);
        }
        let n = marks(&v);
        let m = seat_marks_in(&v, &n, lang);
        for p in board_column(&v, &m, &[], lang) {
            check_fits(&p.canvas, &what);
        }
        check_fits(&offer_canvas(&v, &[], lang).0, &what);
        check_fits(&tracks_canvas(&v, &m, lang).0, &what);
        check_fits(&dice_canvas(&v, &n, &[], lang).0, &what);
        for seat in 0..v.players.len() {
            check_fits(&mat_canvas(&v, seat, &n, lang).0, &what);
        }
    }
}

#[test]
fn the_pictures_speak_french_and_spanish() {
    let views = views();
    let (_, v) = &views[2];
    let fr = pictures(v, Lang::Fr).concat();
    for word in [
        "Manche ",
        "Orbite, sens horaire",
        "Cartes de cycle",
        "Légende du plateau",
        "Carburant",
        "Matériaux",
        "Choisir le dé",
    ] {
        assert!(fr.contains(word), "no {word:?} in French");
    }
    assert!(!fr.contains("Cycle cards") && !fr.contains("Orbit, clockwise"));
    let es = pictures(v, Lang::Es).concat();
    for word in [
        "Ronda ",
        "Cartas de ciclo",
        "Leyenda del tablero",
        "Combustible",
    ] {
        assert!(es.contains(word), "no {word:?} in Spanish");
    }
    // English stays as it was.
    let en = pictures(v, Lang::En).concat();
    for word in [
        "Round ",
        "Orbit, clockwise",
        "Cycle cards",
        "Key to the board",
        "Fuel ",
    ] {
        assert!(en.contains(word), "no {word:?} in English");
    }
}
