//! The pictures over random games at 2 and 4 players: no text smaller than 12 px on a phone (or
//! on a wide screen, for the wide board) or outside its box, balanced markup, every place and
//! seat shown with the platform's marks, names escaped, nothing hidden drawn, and the places
//! and pieces the viewer may choose made links.

use super::board::{
    board_column, board_parts, board_svg, board_wide, dice_svg, legend_svg, mat_svg, offer_canvas,
    pieces_svg, tracks_canvas,
};
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_mat::{dice_canvas, mat_canvas};
use super::paint::{seat_marks, Canvas, Platform, WIDTH};
use crate::engine::beta_colony::data::data;
use crate::engine::beta_colony::legal::random_action;
use crate::engine::beta_colony::{view, BetaColony, State, View};
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};
use crate::i18n::Lang;

/// The narrowest column a board is drawn in: a 375 px phone less the card's padding.
const PHONE_COLUMN_PX: f32 = 343.0;

fn check_canvas(c: &Canvas, what: &str) {
    check_canvas_at(c, what, WIDTH, PHONE_COLUMN_PX / WIDTH);
}

/// `check_canvas` for a picture `width` units wide shown at `scale` pixels a unit.
fn check_canvas_at(c: &Canvas, what: &str, width: f32, scale: f32) {
    assert!(!c.placed.is_empty(), "{what}: no text at all");
    for p in &c.placed {
        assert!(
            p.size * scale >= 12.0,
            "{what}: {:?} is {:.1} px on a phone",
            p.text,
            p.size * scale
        );
        assert!(
            p.fits(),
            "{what}: {:?} ({:.1}..{:.1} at {:.1}) spills out of its box {:?}",
            p.text,
            p.x0,
            p.x1,
            p.y,
            p.bx
        );
        assert!(
            p.bx.x >= -0.01 && p.bx.right() <= width + 0.01,
            "{what}: the box of {:?} leaves the picture",
            p.text
        );
    }
}

/// Every element closed in order, no inline style, every font size readable, and each `<svg>`
/// with its title, role and label.
fn check_markup(svg: &str, what: &str) {
    assert!(!svg.contains("style="), "{what}: an inline style");
    assert!(!svg.contains("<script"), "{what}: a script");
    let mut open: Vec<&str> = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').expect("a tag ends") + start;
        let tag = &rest[start + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(
                open.pop(),
                Some(name),
                "{what}: </{name}> closes the wrong tag"
            );
        } else if !tag.ends_with('/') {
            let name = tag.split_whitespace().next().unwrap_or("");
            if name == "svg" {
                assert!(tag.contains("role=\"img\"") || tag.contains("role=\"group\""));
                assert!(tag.contains("aria-label=\"") && tag.contains("width=\"100%\""));
                assert!(
                    rest[end..].starts_with("><title>"),
                    "{what}: no title first"
                );
            }
            open.push(name);
        }
        rest = &rest[end + 1..];
    }
    assert!(open.is_empty(), "{what}: {open:?} left open");
    let scale = PHONE_COLUMN_PX / WIDTH;
    for part in svg.split("font-size=\"").skip(1) {
        let size: f32 = part
            .split('"')
            .next()
            .and_then(|s| s.parse().ok())
            .expect("a number");
        assert!(size * scale >= 12.0, "{what}: font-size {size}");
    }
}

/// The platform's marks of the seats of `v`: by the colours the seats have, with names that
/// need escaping, and letters that are not the seat numbers.
fn marks(v: &View) -> Vec<Platform> {
    marks_named(
        v,
        &["Ana", "Bartholomew <b>Longname</b> & Co", "Chen", "Dara"],
    )
}

/// The platform's marks of the seats of `v`, the seats held by `names`.
pub(super) fn marks_named(v: &View, names: &[&str]) -> Vec<Platform> {
    v.players
        .iter()
        .map(|p| {
            let (symbol, shape) = crate::services::seating::symbol_of("beta-colony", p.colour);
            Platform {
                seat: p.seat,
                name: names[p.seat].to_string(),
                colour: p.colour.to_string(),
                colour_words: p.colour.to_string(),
                symbol,
                shape,
                letter: ['A', 'X', 'C', 'D'][p.seat],
                user_id: p.seat as i32 + 1,
                bot: None,
            }
        })
        .collect()
}

/// The wide board at 1280 px: the board's column of the table is about 730 px wide and the
/// picture is kept within a 900 px screen's height.
fn check_wide(v: &View, m: &[Platform]) {
    let (c, w, h) = board_wide(v, &seat_marks(v, m), &[], Lang::En);
    let scale = (730.0 / w).min(868.0 / h);
    check_canvas_at(&c, "wide board", w, scale);
}

/// Plays a random game, calling `at_each` before every submission and at the end.
fn play(players: usize, seed: u64, mut at_each: impl FnMut(&State)) {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = BetaColony::new_game(&setup).expect("setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..1_000 {
        at_each(&s);
        let Some(seat) = s.current() else { break };
        let a = random_action(&s, seat, &mut rng).expect("a legal submission");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    assert!(s.is_over(), "the random game ends");
    at_each(&s);
}

#[test]
fn every_picture_is_readable_on_a_phone_and_stays_in_its_box() {
    check_canvas(&legend_canvas(Lang::En).0, "legend");
    check_canvas(&pieces_canvas(Lang::En).0, "pieces");
    check_markup(&legend_svg(), "legend");
    check_markup(&pieces_svg(), "pieces");
    assert!(pieces_svg().contains("Turnpost edition"));
    for players in [2, 4] {
        let mut step = 0;
        let mut drawn = 0;
        play(players, 20 + players as u64, |s| {
            step += 1;
            if step % 5 != 1 && !s.is_over() {
                return;
            }
            drawn += 1;
            for viewer in [Viewer::Spectator, Viewer::Seat(1), Viewer::Omniscient] {
                let v = view(s, viewer);
                let n = marks(&v);
                let m = seat_marks(&v, &n);
                for p in board_column(&v, &m, &[], Lang::En) {
                    check_canvas(&p.canvas, p.class);
                }
                check_canvas(&offer_canvas(&v, &[], Lang::En).0, "offer");
                check_canvas(&tracks_canvas(&v, &m, Lang::En).0, "tracks");
                check_wide(&v, &n);
                check_markup(&board_svg(&v, &n), "board");
                check_markup(&board_parts(&v, &n, &[]).board_wide, "wide board");
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &n, Lang::En).0, "mat");
                    check_markup(&mat_svg(&v, seat, &n), "mat");
                }
                check_canvas(&dice_canvas(&v, &n, &[], Lang::En).0, "dice");
                check_markup(&dice_svg(&v, &n, &[]), "dice");
            }
        });
        assert!(drawn > 10, "{players} players: drawn only {drawn} times");
    }
}

#[test]
fn the_board_shows_every_place_and_every_seat_and_escapes_names() {
    let d = data();
    let mut achievements_seen = 0;
    for (players, seed) in [(2, 5), (2, 6), (4, 5), (4, 6)] {
        let mut checked = 0;
        play(players, seed, |s| {
            let v = view(s, Viewer::Spectator);
            let n = marks(&v);
            let svg = board_svg(&v, &n);
            for (i, l) in d.locations.iter().enumerate() {
                let label = format!("L{} {}", i + 1, l.name);
                assert!(svg.contains(&label), "{label} is missing");
            }
            assert!(!svg.contains(">L0 "), "locations are numbered from 1");
            for c in &d.colonies {
                let mut name = String::new();
                super::paint::esc(&mut name, &c.name);
                assert!(svg.contains(&name), "{} is missing", c.name);
            }
            for space in [1, 18, 19, 54] {
                assert!(
                    svg.contains(&format!(">{space}·")),
                    "space {space} is missing"
                );
            }
            assert!(!svg.contains(">0·"), "spaces are numbered from 1");
            // Every player with the symbol of their colour and their letter, never the seat's.
            for m in &n {
                let token = format!("{}{}", m.symbol, m.letter);
                assert!(
                    svg.contains(&token) || v.round == 0,
                    "{token} of seat {} is missing",
                    m.seat + 1
                );
                let mat = mat_svg(&v, m.seat, &n);
                assert!(mat.contains(&token), "{token} not on the mat");
            }
            // Every ship on the orbit.
            let ships = v.players.iter().filter(|p| p.ship.is_some()).count();
            let orbit = &board_column(&v, &seat_marks(&v, &n), &[], Lang::En)[0];
            let tokens = orbit.canvas.fg.matches("class=\"bc-token").count();
            assert!(tokens >= ships, "{tokens} tokens for {ships} ships");
            // Every built tile in its colony.
            for t in &v.tiles {
                let label = format!(">{}·", t.space + 1);
                assert!(svg.contains(&label));
            }
            for t in v.tiles.iter().filter(|t| t.kind == "achievement") {
                let owner = v
                    .players
                    .iter()
                    .position(|p| p.achievements.contains(&t.tile))
                    .expect("an achievement tile has an owner");
                let label = format!(">{} {}<", t.tile, n[owner].symbol);
                assert!(svg.contains(&label), "{label} is missing");
                achievements_seen += 1;
            }
            let built = svg.matches("bc-space bc-built").count();
            assert_eq!(built, v.tiles.len(), "one outlined space per tile");
            // Player names are escaped in every picture that names them.
            assert!(!svg.contains("<b>") && !svg.contains("& Co"));
            if players > 1 {
                let mat = mat_svg(&v, 1, &n);
                assert!(!mat.contains("<b>") && mat.contains("&lt;b&gt;"), "{mat}");
            }
            if let Some(outcome) = &v.outcome {
                assert!(svg.contains("Final ranking:"));
                for pl in outcome {
                    assert!(svg.contains(&format!(">{} CP<", pl.score)));
                }
            }
            let status = super::board::status_text(&v, &n, crate::i18n::Lang::En);
            assert!(!status.is_empty());
            checked += 1;
        });
        assert!(checked > 20);
    }
    assert!(achievements_seen > 0, "no achievement tile was built");
}

#[test]
fn nothing_hidden_is_drawn() {
    let mut checked = 0;
    for players in [2, 4] {
        play(players, 7 + players as u64, |s| {
            let all = view(s, Viewer::Omniscient);
            let talon = all.talon.clone().unwrap_or_default();
            let stack = all.building_stack.clone().unwrap_or_default();
            let hidden: Vec<&String> = talon.iter().chain(stack.iter().skip(1)).collect();
            for viewer in [Viewer::Seat(0), Viewer::Spectator, Viewer::Omniscient] {
                let v = view(s, viewer);
                let n = marks(&v);
                let mut svg = board_svg(&v, &n);
                svg.push_str(&dice_svg(&v, &n, &[]));
                for seat in 0..players {
                    svg.push_str(&mat_svg(&v, seat, &n));
                }
                for id in &hidden {
                    assert!(!svg.contains(id.as_str()), "{id} is hidden but drawn");
                    checked += 1;
                }
            }
        });
    }
    assert!(checked > 100, "only {checked} hidden cards checked");
}

#[test]
fn places_and_pieces_to_choose_are_links_to_their_steps() {
    let setup = Setup {
        players: 3,
        seed: 9,
        options: serde_json::json!({}),
    };
    let mut s = BetaColony::new_game(&setup).expect("setup");
    let mut rng = Rng::new(4);
    while s.round == 0 {
        let seat = s.current().expect("a seat");
        let a = random_action(&s, seat, &mut rng).expect("legal");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    let v = view(&s, Viewer::Seat(0));
    let n = marks(&v);
    let d = data();
    let pod = v.display[0].pods[0].clone().expect("a pod on display");
    let taps: Vec<(String, String)> = vec![
        ("location-jyo".into(), "/games/7?c=1#turn".into()),
        ("location-nebra".into(), "/games/7?c=2#turn".into()),
        ("colony-thebes".into(), "/games/7?c=3#turn".into()),
        ("space-20".into(), "/games/7?c=4#turn".into()),
        (format!("pod-{pod}"), "/games/7?c=5#turn".into()),
        ("die-red".into(), "/games/7?c=6#turn".into()),
    ];
    let p = board_parts(&v, &n, &taps);
    let svg = format!("{}{}{}", p.board, p.dice, p.offer);
    let links: Vec<&str> = svg
        .split("<a href=\"/games/7?c=")
        .skip(1)
        .map(|rest| rest.split('#').next().unwrap_or(""))
        .collect();
    assert_eq!(links, ["1", "2", "4", "3", "6", "5"]);
    for (label, what) in [
        ("Choose L4 Jyo", "a location"),
        ("Choose Thebes", "a colony"),
        ("Choose space 21 in Thebes", "a space"),
        ("Choose the red die", "a die"),
    ] {
        assert!(svg.contains(label), "{what}: {label}");
    }
    assert!(svg.contains("role=\"group\""));
    assert_eq!(svg.matches("bc-choice").count(), 6);
    assert!(svg.contains("Tap where your ship goes:"));
    assert!(d.locations.iter().any(|l| l.id == "jyo"));
    check_markup(&svg, "board with choices");
    // The wide board links the same places.
    assert_eq!(p.board_wide.matches("<a href=").count(), 4);
    // An unknown key links nowhere; the plain board has no links at all.
    let odd = board_parts(&v, &n, &[("nowhere\"<".to_string(), "/x".to_string())]);
    assert!(!odd.board.contains("<a "));
    let plain = board_svg(&v, &n);
    assert!(!plain.contains("<a ") && !plain.contains("role=\"group\""));
}

#[test]
fn the_dice_show_letters_values_and_who_used_them() {
    let mut seen_used = false;
    play(4, 31, |s| {
        let v = view(s, Viewer::Spectator);
        let n = marks(&v);
        let svg = dice_svg(&v, &n, &[]);
        if v.round == 0 {
            assert!(svg.contains("Not rolled yet."));
            return;
        }
        for (name, value) in &v.rolled {
            let letter = match *name {
                "black" => "K",
                "blue" => "B",
                "red" => "R",
                _ => "G",
            };
            assert!(svg.contains(&format!(">{letter}</text>")), "{letter}");
            assert!(svg.contains(&format!(">{value}</text>")), "{value}");
        }
        let at = |l: &str| svg.find(&format!(">{l}</text>")).unwrap_or(0);
        assert!(at("K") < at("B") && at("B") < at("R") && at("R") < at("G"));
        let used = v
            .players
            .iter()
            .flat_map(|p| &p.dice)
            .filter(|d| d.used)
            .count();
        let tweaked = v.players.iter().filter(|p| p.tweak.is_some()).count();
        assert_eq!(svg.matches("class=\"bc-token").count(), used + tweaked);
        // Players by their marks and letters, never by seat numbers.
        for p in v.players.iter().filter(|p| p.dice.iter().any(|d| d.used)) {
            let m = &n[p.seat];
            assert!(
                svg.contains(&format!(">{}{}<", m.symbol, m.letter)),
                "{}",
                m.name
            );
            assert!(!svg.contains(&format!(">{}{}<", m.symbol, p.seat + 1)));
        }
        seen_used |= used > 0;
    });
    assert!(seen_used);
}

#[test]
fn an_unknown_seat_gets_a_note_not_a_panic() {
    let setup = Setup {
        players: 2,
        seed: 1,
        options: serde_json::json!({}),
    };
    let s = BetaColony::new_game(&setup).expect("setup");
    let v = view(&s, Viewer::Spectator);
    let svg = mat_svg(&v, 9, &[]);
    assert!(svg.contains("No such player"));
    // Seats without marks fall back to their colour's shape and the seat number.
    let s = {
        let mut s = s;
        let mut rng = Rng::new(3);
        while s.round == 0 {
            let seat = s.current().expect("a seat");
            let a = random_action(&s, seat, &mut rng).expect("legal");
            s = BetaColony::apply(&s, seat, &a).expect("legal").0;
        }
        s
    };
    let v = view(&s, Viewer::Spectator);
    let board = board_svg(&v, &[]);
    assert!(
        board.contains(&format!("{}1", v.players[0].shape))
            && board.contains(&format!("{}2", v.players[1].shape)),
        "tokens by colour shape and seat number"
    );
}
