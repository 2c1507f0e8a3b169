//! The pictures and forms over random games at every player count: no board text smaller than
//! 12 px on a phone or outside its box, and every turn form left as drawn submits a legal turn.

use super::board::board_canvas;
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_mat::mat_canvas;
use super::paint::Canvas;
use super::turn::{self, Mode, TurnPanel};
use crate::engine::dawn_of_mankind::{legal_actions, view, Action, DawnOfMankind, State};
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

/// The fields a browser submits for a panel's forms left as drawn (the first option checked,
/// every select on its chosen value).
fn default_submission(p: &TurnPanel) -> Vec<(String, String)> {
    let mut f = vec![("version".to_string(), p.version.to_string())];
    match p.mode {
        Mode::Setup | Mode::Choose => {
            f.push(("action".into(), p.options[0].value.clone()));
        }
        Mode::Move => {
            f.push(("route".into(), p.route.clone()));
            for field in &p.fields {
                f.push((field.name.to_string(), field.chosen.clone()));
            }
        }
        _ => {}
    }
    f
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
                let routes: Vec<String> = Vec::new();
                check_canvas(&board_canvas(&v, &n, &routes, "").0, "board");
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &n).0, "mat");
                }
            }
        });
    }
}

#[test]
fn every_turn_form_left_as_drawn_submits_a_legal_turn() {
    for players in 2..=5 {
        let labels = names(players);
        let mut forms = 0;
        play(players, 40 + players as u64, |s| {
            let Some(seat) = s.current() else { return };
            let v = view(s, Viewer::Seat(seat));
            let legal = legal_actions(s, seat);
            let first = turn::panel(s, &v, Some(seat), 3, None, None, false, &labels);
            let mut panels = vec![first.clone()];
            for r in &first.routes {
                panels.push(turn::panel(
                    s,
                    &v,
                    Some(seat),
                    3,
                    Some(&r.value),
                    None,
                    false,
                    &labels,
                ));
            }
            for p in panels {
                let parsed: Action = turn::parse(&default_submission(&p)).expect("the form reads");
                assert!(legal.contains(&parsed), "{parsed:?} is not legal");
                // Its preview works, and a refused choice is explained.
                let shown = turn::panel(s, &v, Some(seat), 3, None, Some(&parsed), true, &labels);
                assert!(
                    shown.preview.is_some() && shown.error.is_none(),
                    "{parsed:?}"
                );
                forms += 1;
            }
            // Another seat sees no form.
            let other = (seat + 1) % players;
            let w = view(s, Viewer::Seat(other));
            let p = turn::panel(s, &w, Some(other), 3, None, None, false, &labels);
            assert!(p.is("waiting"));
        });
        assert!(forms > 50, "{players} players: only {forms} forms");
    }
}

#[test]
fn a_tampered_form_is_refused_with_a_message() {
    let bad = [
        vec![],
        vec![("action".to_string(), "{not json".to_string())],
        vec![
            ("route".to_string(), "RX".to_string()),
            ("food".to_string(), "[1,2".to_string()),
        ],
        vec![
            ("route".to_string(), "RX".to_string()),
            ("barter".to_string(), "x".repeat(300)),
        ],
        vec![("action".to_string(), r#"{"kind":"fly"}"#.to_string())],
    ];
    for fields in bad {
        let e = turn::parse(&fields).expect_err("refused");
        assert!(
            e.starts_with("Choose") || e.contains("could not be read"),
            "{e}"
        );
    }
}

#[test]
fn tiles_the_viewer_can_move_to_link_to_their_move_form() {
    let n = names(3);
    let mut checked = 0;
    play(3, 5, |s| {
        let Some(seat) = s.current() else { return };
        let v = view(s, Viewer::Seat(seat));
        let p = turn::panel(s, &v, Some(seat), 1, None, None, false, &n);
        if !p.is("choose") || p.routes.is_empty() {
            return;
        }
        let svg = super::board::board_svg_with(&v, &n, &p.highlight(), "/games/7");
        let links: Vec<&str> = svg
            .split("<a href=\"/games/7?route=")
            .skip(1)
            .map(|rest| rest.split('#').next().unwrap_or(""))
            .collect();
        assert!(!links.is_empty(), "a tile to tap");
        for l in &links {
            assert!(p.routes.iter().any(|r| r.value == *l), "{l} is not open");
        }
        // Not on the pictures of others or of the replay.
        assert!(!super::board::board_svg(&v, &n).contains("<a href"));
        checked += 1;
    });
    assert!(checked > 10);
}
