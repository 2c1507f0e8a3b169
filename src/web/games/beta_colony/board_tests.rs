//! The pictures over random games at 2 and 4 players: no text smaller than 12 px on a phone or
//! outside its box, balanced markup, every place and seat shown, names escaped, nothing hidden
//! drawn, and the places to move to made links.

use super::board::{
    board_parts, board_svg, board_svg_with, dice_svg, legend_svg, mat_svg, pieces_svg,
};
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_mat::{dice_canvas, mat_canvas};
use super::paint::{Canvas, WIDTH};
use crate::engine::beta_colony::data::data;
use crate::engine::beta_colony::legal::random_action;
use crate::engine::beta_colony::{view, BetaColony, State};
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};
use crate::services::seating::SEAT_MARKS;

/// The narrowest column a board is drawn in: a 375 px phone less the card's padding.
const PHONE_COLUMN_PX: f32 = 343.0;

fn check_canvas(c: &Canvas, what: &str) {
    let scale = PHONE_COLUMN_PX / WIDTH;
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
            p.bx.x >= -0.01 && p.bx.right() <= WIDTH + 0.01,
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

fn names(n: usize) -> Vec<String> {
    ["Ana", "Bartholomew <b>Longname</b> & Co", "Chen", "Dara"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
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
    check_canvas(&legend_canvas().0, "legend");
    check_canvas(&pieces_canvas().0, "pieces");
    check_markup(&legend_svg(), "legend");
    check_markup(&pieces_svg(), "pieces");
    for players in [2, 4] {
        let n = names(players);
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
                for p in board_parts(&v, &n, &[], "") {
                    check_canvas(&p.canvas, p.class);
                }
                check_markup(&board_svg(&v, &n), "board");
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &n).0, "mat");
                    check_markup(&mat_svg(&v, seat, &n), "mat");
                }
                check_canvas(&dice_canvas(&v, &n).0, "dice");
                check_markup(&dice_svg(&v), "dice");
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
        let n = names(players);
        let mut checked = 0;
        play(players, seed, |s| {
            let v = view(s, Viewer::Spectator);
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
            for seat in 0..players {
                let mark = SEAT_MARKS[seat];
                assert!(
                    svg.contains(mark),
                    "the symbol of seat {} is missing",
                    seat + 1
                );
                let mat = mat_svg(&v, seat, &n);
                assert!(mat.contains(mark));
            }
            // Every ship on the orbit.
            let ships = v.players.iter().filter(|p| p.ship.is_some()).count();
            let orbit = &board_parts(&v, &n, &[], "")[0];
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
                let label = format!(">{} {}<", t.tile, SEAT_MARKS[owner]);
                assert!(svg.contains(&label), "{label} is missing");
                achievements_seen += 1;
            }
            let built = svg.matches("bc-space bc-built").count();
            assert_eq!(built, v.tiles.len(), "one outlined space per tile");
            // Player names are escaped in every picture that names them.
            if players > 1 {
                let mat = mat_svg(&v, 1, &n);
                assert!(!mat.contains("<b>") && mat.contains("&lt;b&gt;"), "{mat}");
            }
            let status = super::board::status_text(&v, &n);
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
        let n = names(players);
        play(players, 7 + players as u64, |s| {
            let all = view(s, Viewer::Omniscient);
            let talon = all.talon.clone().unwrap_or_default();
            let stack = all.building_stack.clone().unwrap_or_default();
            let hidden: Vec<&String> = talon.iter().chain(stack.iter().skip(1)).collect();
            for viewer in [Viewer::Seat(0), Viewer::Spectator, Viewer::Omniscient] {
                let v = view(s, viewer);
                let mut svg = board_svg(&v, &n);
                svg.push_str(&dice_svg(&v));
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
fn places_the_viewer_can_move_to_link_to_their_move_form() {
    let n = names(3);
    let setup = Setup {
        players: 3,
        seed: 9,
        options: serde_json::json!({}),
    };
    let s = BetaColony::new_game(&setup).expect("setup");
    let v = view(&s, Viewer::Seat(0));
    let choices = vec!["jyo".to_string(), "nebra".to_string()];
    let svg = board_svg_with(&v, &n, &choices, "/games/7");
    let links: Vec<&str> = svg
        .split("<a href=\"/games/7?to=")
        .skip(1)
        .map(|rest| rest.split('#').next().unwrap_or(""))
        .collect();
    assert_eq!(links, ["jyo", "nebra"]);
    assert!(svg.contains("role=\"group\""));
    assert_eq!(svg.matches("bc-choice").count(), 2);
    assert!(svg.contains("L4 Jyo") && svg.contains("You can move to:"));
    check_markup(&svg, "board with choices");
    // An unknown id links nowhere; the plain board has no links at all.
    let odd = board_svg_with(&v, &n, &["nowhere\"<".to_string()], "/games/7");
    assert!(!odd.contains("<a "));
    let plain = board_svg(&v, &n);
    assert!(!plain.contains("<a ") && !plain.contains("role=\"group\""));
}

#[test]
fn the_dice_show_letters_values_and_who_used_them() {
    let mut seen_used = false;
    play(4, 31, |s| {
        let v = view(s, Viewer::Spectator);
        let svg = dice_svg(&v);
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
    // Missing names fall back to seat numbers.
    let board = board_svg(&v, &[]);
    assert!(board.contains("●1") && board.contains("■2"));
}

#[test]
#[ignore]
fn dump_pictures() {
    let n = names(4);
    let mut k = 0;
    play(4, 5, |s| {
        k += 1;
        if k != 60 {
            return;
        }
        let v = view(s, Viewer::Seat(0));
        let mut html = String::from("<html><body style=\"width:343px;margin:16px\">");
        html.push_str(&board_svg_with(&v, &n, &["jyo".to_string()], "/g"));
        html.push_str(&super::board::dice_svg_named(&v, &n));
        for seat in 0..4 {
            html.push_str(&mat_svg(&v, seat, &n));
        }
        html.push_str(&legend_svg());
        html.push_str(&pieces_svg());
        html.push_str("</body></html>");
        std::fs::write("/tmp/bc-board.html", html).expect("write");
    });
}
