//! The pictures over random games at 2 and 5 players: no text smaller than 12 px on a phone or
//! outside its box, balanced markup, every hex id on the map, every seat with units shown,
//! names escaped, nobody else's hand and no deck order drawn, and the hexes to pick made links.

use super::board::{
    legend_svg, map_svg, map_svg_with, mat_svg, pieces_svg, region_svg, regions, units_by_region,
};
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_map::{map_canvas, region_canvas, region_of};
use super::board_mat::mat_canvas;
use super::paint::{Canvas, PHONE_COLUMN_PX};
use crate::engine::origins::data::data;
use crate::engine::origins::playout::{chooser, random_action, random_game};
use crate::engine::origins::rules::apply_in_place;
use crate::engine::origins::state::{new_state, EraSpace, HexId, Phase, State};
use crate::engine::origins::view;
use crate::engine::Viewer;
use crate::services::seating::SEAT_MARKS;

fn check_canvas(c: &Canvas, what: &str) {
    let scale = PHONE_COLUMN_PX / c.width;
    assert!(!c.placed.is_empty(), "{what}: no text at all");
    for p in &c.placed {
        assert!(
            p.size * scale >= 11.999,
            "{what}: {:?} is {:.2} px on a phone",
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
            p.bx.x >= -0.01 && p.bx.right() <= c.width + 0.01,
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
    let mut width = 0.0f32;
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
                let vb = tag.split("viewBox=\"0 0 ").nth(1).expect("a viewBox");
                width = vb
                    .split(' ')
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("a width");
            }
            open.push(name);
        }
        rest = &rest[end + 1..];
    }
    assert!(open.is_empty(), "{what}: {open:?} left open");
    let scale = PHONE_COLUMN_PX / width;
    for part in svg.split("font-size=\"").skip(1) {
        let size: f32 = part
            .split('"')
            .next()
            .and_then(|s| s.parse().ok())
            .expect("a number");
        assert!(size * scale >= 11.999, "{what}: font-size {size}");
    }
}

fn names(n: usize) -> Vec<String> {
    [
        "Ada",
        "Bartholomew <b>Longname</b> & Co",
        "Chen",
        "Dara",
        "Émile",
    ]
    .iter()
    .take(n)
    .map(|s| s.to_string())
    .collect()
}

/// Plays a random game for at most `steps` submissions, calling `at` every `every` steps and
/// at the end; then, once more, on the end of a whole random game.
fn play(players: usize, seed: u64, steps: u32, every: u32, mut at: impl FnMut(&State)) {
    let mut s = new_state(players, seed, &serde_json::json!({})).expect("setup");
    let mut rng = chooser(seed);
    for step in 0..steps {
        if step % every == 0 {
            at(&s);
        }
        let Some((seat, _)) = s.decision() else { break };
        let a = random_action(&s, seat, &mut rng).expect("a legal submission");
        apply_in_place(&mut s, seat, &a).expect("legal");
    }
    at(&s);
    let (end, _) = random_game(players, seed, false).expect("a whole game");
    assert_eq!(end.phase, Phase::GameOver);
    at(&end);
}

fn viewers() -> [Viewer; 3] {
    [Viewer::Spectator, Viewer::Seat(1), Viewer::Omniscient]
}

#[test]
fn every_picture_is_readable_on_a_phone_and_stays_in_its_box() {
    check_canvas(&legend_canvas().0, "legend");
    check_canvas(&pieces_canvas().0, "pieces");
    check_markup(&legend_svg(), "legend");
    check_markup(&pieces_svg(), "pieces");
    assert!(pieces_svg().contains("Turnpost edition"));
    for players in [2, 5] {
        let n = names(players);
        let mut drawn = 0;
        play(players, 40 + players as u64, 1_500, 300, |s| {
            drawn += 1;
            for viewer in viewers() {
                let v = view(s, viewer);
                check_canvas(&map_canvas(&v, &n, &[], "").0, "map");
                check_markup(&map_svg(&v, &n), "map");
                for (id, _) in regions() {
                    check_canvas(&region_canvas(&v, &n, &id).0, &id);
                    check_markup(&region_svg(&v, &n, &id), &id);
                }
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &n).0, "mat");
                    check_markup(&mat_svg(&v, seat, &n), "mat");
                }
            }
        });
        assert!(drawn >= 4, "{players} players: drawn only {drawn} times");
    }
}

#[test]
fn every_land_hex_is_in_one_region_and_on_the_map() {
    let d = data();
    let s = new_state(3, 1, &serde_json::json!({})).expect("setup");
    let v = view(&s, Viewer::Spectator);
    let map = map_svg(&v, &names(3));
    let mut land = 0;
    for h in d.hexes.iter().filter(|h| !h.id.starts_with('~')) {
        land += 1;
        assert!(region_of(&h.id).is_some(), "{} is in no region", h.id);
        assert!(
            map.contains(&format!(">{}</text>", h.id)),
            "{} not on the map",
            h.id
        );
        assert!(map.contains(&format!("data-hex=\"{}\"", h.id)));
        let (rid, _) = &regions()[region_of(&h.id).unwrap_or(0)];
        let zoom = region_svg(&v, &names(3), rid);
        assert!(
            zoom.contains(&format!(">{}</text>", h.id)),
            "{} not in {rid}",
            h.id
        );
    }
    assert_eq!(land, 71);
    assert_eq!(regions().len(), 6);
    assert!(map.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"map\""));
    // Straits are drawn by class.
    assert!(map.contains("edge-W") && map.contains("edge-R") && map.contains("edge-S"));
}

/// The texts of a picture, tags removed, lines joined by spaces.
fn plain(svg: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in svg.chars() {
        match c {
            '<' => {
                inside = true;
                out.push(' ');
            }
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The card ids written in a text, as whole words.
fn words(svg: &str) -> Vec<&str> {
    svg.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect()
}

#[test]
fn the_map_shows_every_seat_with_units_and_escapes_names() {
    let d = data();
    let mut checked = 0;
    for players in [2, 5] {
        let n = names(players);
        play(players, 11 + players as u64, 1_200, 200, |s| {
            let v = view(s, Viewer::Spectator);
            let map = map_svg(&v, &n);
            let zooms: String = regions()
                .iter()
                .map(|(id, _)| region_svg(&v, &n, id))
                .collect();
            let list = units_by_region(&v, &n);
            let listed: String = list.iter().flat_map(|(_, l)| l.iter()).cloned().collect();
            for p in &v.players {
                let mark = SEAT_MARKS[p.seat];
                let units = p.migratory.len();
                assert!(
                    map.matches(&format!("class=\"unit seat-{}\"", p.seat))
                        .count()
                        >= units,
                    "seat {} has {units} units",
                    p.seat
                );
                if units > 0 {
                    assert!(map.contains(mark), "seat {} symbol missing", p.seat + 1);
                    assert!(
                        zooms.contains(mark),
                        "seat {} symbol not zoomed",
                        p.seat + 1
                    );
                    assert!(listed.contains(mark));
                    for x in &p.migratory {
                        let id = &d.x(x.0).id;
                        assert!(map.contains(&format!("data-x=\"{id}\"")));
                        assert!(listed.contains(id.as_str()), "{id} not listed");
                    }
                }
                for h in &p.metropolises {
                    assert!(listed.contains(&d.hex(h.0).id));
                    assert!(map.contains(&format!("class=\"metropolis seat-{}\"", p.seat)));
                }
            }
            for h in &v.extinct {
                let (rid, _) = &regions()[region_of(&d.hex(h.0).id).expect("a land hex")];
                assert!(region_svg(&v, &n, rid).contains("class=\"om-extinct\""));
                assert!(map.contains(">ext</text>"));
            }
            assert!(map.contains(v.climate[0]) && map.contains(v.climate[2]));
            let top = plain(&map);
            match (v.to_act, &v.final_scores) {
                (_, Some(_)) => assert!(top.contains("game over")),
                (Some(s), None) => assert!(top.contains(&format!(
                    "now: {}",
                    if s == 1 {
                        "Bartholomew &lt;b&gt;".to_string()
                    } else {
                        format!("{} {}", n[s], SEAT_MARKS[s])
                    }
                ))),
                (None, None) => assert!(top.contains("nobody to act")),
            }
            let mats: String = (0..players).map(|seat| mat_svg(&v, seat, &n)).collect();
            for text in [&map, &zooms, &mats] {
                assert!(!text.contains("<b>") && !text.contains("& Co"));
            }
            assert!(mats.contains("&lt;b&gt;"));
            assert!(
                list[0].1[1].contains("<b>"),
                "the list is plain text: the page escapes it"
            );
            assert_eq!(list[0].1.len(), players);
            checked += 1;
        });
    }
    assert!(checked >= 10);
}

#[test]
fn extinct_hexes_and_metropolises_are_drawn_with_their_letters() {
    let n = names(2);
    let mut s = new_state(2, 4, &serde_json::json!({})).expect("setup");
    s.extinct.push(HexId::parse("ALA").expect("a hex"));
    s.players[1]
        .metropolises
        .push(HexId::parse("CAS").expect("a hex"));
    let v = view(&s, Viewer::Spectator);
    let map = map_svg(&v, &n);
    assert!(map.contains(">ext</text>") && map.contains("class=\"om-extinct\""));
    assert!(
        map.contains(">P M</text>"),
        "the metropolis's M beside the terrain letter"
    );
    assert!(map.contains("class=\"metropolis seat-1\""));
    assert!(map.contains("Metropolis of Bartholomew &lt;b&gt;"));
    let zoom = plain(&region_svg(&v, &n, "americas"));
    assert!(zoom.contains("CAS Cascadia: plain") && zoom.contains(", metropolis of Bartholomew"));
    assert!(zoom.contains("ALA Alaska: plain") && zoom.contains(", extinct."));
    check_canvas(&region_canvas(&v, &n, "americas").0, "americas");
    let list = units_by_region(&v, &n);
    let americas = list
        .iter()
        .find(|(r, _)| r == "The Americas")
        .expect("listed");
    assert!(americas.1.iter().any(|l| l.contains("metropolis at CAS")));
}

#[test]
fn nobody_else_s_hand_and_no_deck_order_is_drawn() {
    let mut hidden_checked = 0;
    let mut own_seen = 0;
    for players in [2, 5] {
        let n = names(players);
        play(players, 70 + players as u64, 1_500, 37, |s| {
            let all = view(s, Viewer::Omniscient);
            let decks: Vec<String> = all
                .decks
                .iter()
                .flatten()
                .flatten()
                .map(|c| c.id().to_string())
                .collect();
            for viewer in [Viewer::Seat(0), Viewer::Spectator] {
                let v = view(s, viewer);
                let mut svg = map_svg(&v, &n);
                for seat in 0..players {
                    svg.push_str(&mat_svg(&v, seat, &n));
                }
                let seen = words(&svg);
                for id in &decks {
                    assert!(!seen.contains(&id.as_str()), "{id} of a deck is drawn");
                    hidden_checked += 1;
                }
                for p in &all.players {
                    let mine = viewer == Viewer::Seat(p.seat);
                    for c in p.hand.iter().flatten() {
                        let shown = seen.contains(&c.id());
                        assert_eq!(shown, mine, "{} in seat {}'s hand", c.id(), p.seat);
                        own_seen += usize::from(mine);
                        hidden_checked += usize::from(!mine);
                    }
                    let mat = mat_svg(&v, p.seat, &n);
                    if !mine {
                        assert!(mat.contains(&format!("Hand: {} of", p.hand_size)));
                    }
                }
            }
        });
    }
    assert!(
        hidden_checked > 100,
        "only {hidden_checked} hidden cards checked"
    );
    assert!(own_seen > 0, "no own hand shown");
}

#[test]
fn hexes_the_viewer_can_pick_link_to_the_turn_form() {
    let n = names(3);
    let s = new_state(3, 9, &serde_json::json!({})).expect("setup");
    let v = view(&s, Viewer::Seat(0));
    let choices = vec!["ALA".to_string(), "SAF".to_string()];
    let svg = map_svg_with(&v, &n, &choices, "/games/7");
    let links: Vec<&str> = svg
        .split("<a href=\"/games/7?hex=")
        .skip(1)
        .map(|rest| rest.split('#').next().unwrap_or(""))
        .collect();
    assert_eq!(links, ["ALA", "SAF"]);
    assert!(svg.contains("role=\"group\""));
    assert_eq!(svg.matches("class=\"pick\"").count(), 2);
    check_markup(&svg, "map with choices");
    let odd = map_svg_with(&v, &n, &["nowhere\"<".to_string()], "/games/7");
    assert!(!odd.contains("<a "));
    let plain = map_svg(&v, &n);
    assert!(!plain.contains("<a ") && !plain.contains("role=\"group\""));
}

#[test]
fn an_unknown_seat_or_region_gets_a_note_not_a_panic() {
    let s = new_state(2, 1, &serde_json::json!({})).expect("setup");
    let v = view(&s, Viewer::Spectator);
    assert!(mat_svg(&v, 9, &[]).contains("No such player"));
    let zoom = region_svg(&v, &[], "atlantis\"<");
    check_markup(&zoom, "unknown region");
    assert!(zoom.contains("id=\"map-americas\""));
    // Missing names fall back to seat numbers.
    let list = units_by_region(&v, &[]);
    assert!(list[0].1[0].starts_with("Player 1 ●"));
}

#[test]
fn the_era_track_replaces_the_brain_map_from_era_two() {
    let n = names(2);
    let mut s = new_state(2, 8, &serde_json::json!({})).expect("setup");
    let v = view(&s, Viewer::Seat(0));
    let era1 = plain(&mat_svg(&v, 0, &n));
    assert!(era1.contains("era I") && era1.contains("limbic") && era1.contains("neocortex"));
    s.players[0].era = Some(EraSpace::IIIGolden);
    let v = view(&s, Viewer::Seat(0));
    check_canvas(&mat_canvas(&v, 0, &n).0, "era track");
    let mat = plain(&mat_svg(&v, 0, &n));
    assert!(mat.contains("era III") && mat.contains("Era unit on III-golden"));
    assert!(!mat.contains("limbic"), "the brain map is turned over");
    assert_eq!(mat.matches(" now ").count(), 1, "{mat}");
}
