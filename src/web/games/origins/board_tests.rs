//! The pictures over random games at 2 and 5 players: no text smaller than 12 px on a phone (or
//! on the wide screen the whole map is drawn for) or outside its box, balanced markup, every
//! hex on the map, every player's units drawn with the shape of their mark and their species
//! letter, names escaped, nobody else's hand and no deck order drawn, and every option of a
//! decision on the map a link at least 44 px across, with room around it.

use super::board::{choose_svg, legend_svg, map_svg, mat_svg, pieces_svg, units_by_region};
use super::board_keys::{legend_canvas, pieces_canvas};
use super::board_map::{map_canvas, region_of, window_canvases};
use super::board_mat::mat_canvas;
use super::paint::{Canvas, Mark, PHONE_COLUMN_PX};
use crate::engine::choice::Step;
use crate::engine::origins::choices::choices;
use crate::engine::origins::data::data;
use crate::engine::origins::playout::{chooser, random_action, random_game};
use crate::engine::origins::rules::apply_in_place;
use crate::engine::origins::state::{new_state, EraSpace, HexId, Phase, State};
use crate::engine::origins::{view, Origins};
use crate::engine::registry::Extras;
use crate::engine::Viewer;
use crate::i18n::Lang;

use super::test_words as words;

fn check_canvas_at(c: &Canvas, px: f32, what: &str) {
    let scale = px / c.width;
    assert!(!c.placed.is_empty(), "{what}: no text at all");
    for p in &c.placed {
        assert!(
            p.size * scale >= 11.999,
            "{what}: {:?} is {:.2} px",
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

fn check_canvas(c: &Canvas, what: &str) {
    check_canvas_at(c, PHONE_COLUMN_PX, what);
}

/// Every element closed in order, no inline style, and each `<svg>` with its title, role and
/// label.
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
}

/// The platform's marks of `n` seats, seat `i` with the `i`-th colour (and so species).
fn marks(n: usize) -> Vec<Mark> {
    words::marks_of(
        &[
            "Ada",
            "Bartholomew <b>Longname</b> & Co",
            "Chen",
            "Dara",
            "Émile",
        ][..n],
    )
}

/// A game whose seats have the colours of `marks` (seat `i`, colour `i`).
fn game(players: usize, seed: u64) -> State {
    let colours = &<Origins as Extras>::ABOUT.colours[..players];
    new_state(players, seed, &serde_json::json!({ "colours": colours })).expect("setup")
}

/// Plays a random game for at most `steps` submissions, calling `at` every `every` steps and
/// at the end; then, once more, on the end of a whole random game.
fn play(players: usize, seed: u64, steps: u32, every: u32, mut at: impl FnMut(&State)) {
    let mut s = game(players, seed);
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

/// The options on the map of the decision at `path`, as the platform hands them to the
/// pictures: (board key, an address).
fn taps_at(s: &State, path: &[usize]) -> Vec<(String, String)> {
    let Some((seat, _)) = s.decision() else {
        return Vec::new();
    };
    match choices(s, seat, path) {
        Ok(Step::Ask(q)) => q
            .offers
            .iter()
            .enumerate()
            .filter(|(_, o)| o.refused.is_none())
            .filter_map(|(i, o)| {
                o.target
                    .clone()
                    .map(|t| (t, format!("/games/7?c={i}#turn")))
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[test]
fn every_picture_is_readable_on_a_phone_and_stays_in_its_box() {
    check_canvas(&legend_canvas(Lang::En).0, "legend");
    check_canvas(&pieces_canvas(Lang::En).0, "pieces");
    check_markup(&legend_svg(), "legend");
    check_markup(&pieces_svg(), "pieces");
    for players in [2, 5] {
        let m = marks(players);
        play(players, players as u64, 900, 150, |s| {
            for viewer in viewers() {
                let v = view(s, viewer);
                check_canvas(&map_canvas(&v, &m, false, Lang::En).0, "map");
                check_canvas_at(&map_canvas(&v, &m, true, Lang::En).0, 600.0, "wide map");
                check_markup(&map_svg(&v, &m, false, Lang::En), "map");
                check_markup(&map_svg(&v, &m, true, Lang::En), "wide map");
                for seat in 0..players {
                    check_canvas(&mat_canvas(&v, seat, &m, Lang::En).0, "mat");
                    check_markup(&mat_svg(&v, seat, &m), "mat");
                }
            }
        });
    }
}

#[test]
fn every_land_hex_is_on_the_map_and_in_a_region_of_the_list() {
    let d = data();
    let s = game(3, 2);
    let v = view(&s, Viewer::Spectator);
    let map = map_svg(&v, &marks(3), false, Lang::En);
    let wide = map_svg(&v, &marks(3), true, Lang::En);
    let mut land = 0;
    for h in &d.hexes {
        assert!(map.contains(&format!("data-hex=\"{}\"", h.id)), "{}", h.id);
        assert!(wide.contains(&format!("data-hex=\"{}\"", h.id)), "{}", h.id);
        if h.kind.is_land() || matches!(h.kind, crate::engine::origins::data::HexKind::Shelf) {
            land += 1;
            assert!(region_of(&h.id).is_some(), "{} in no region", h.id);
            assert!(map.contains(&format!(">{}</text>", h.id)), "{}", h.id);
        }
    }
    assert_eq!(land, 71);
    assert!(map.contains("<title>Egypt</title>"), "each hex is named");
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

#[test]
fn the_map_shows_every_player_s_units_with_their_mark_and_letter() {
    let mut checked = 0;
    for players in [2, 5] {
        let m = marks(players);
        play(players, 11 + players as u64, 1_200, 200, |s| {
            let v = view(s, Viewer::Spectator);
            let map = map_svg(&v, &m, false, Lang::En);
            let list = units_by_region(&v, &m);
            let listed: String = list.iter().flat_map(|(_, l)| l.iter()).cloned().collect();
            for p in &v.players {
                let units = p.migratory.len();
                assert!(
                    map.matches(&format!("class=\"unit seat-{}\"", p.seat))
                        .count()
                        >= units,
                    "seat {} has {units} units",
                    p.seat
                );
                if units > 0 {
                    let letter = format!(">{}</text>", p.sheet.char());
                    assert!(
                        map.contains(&letter),
                        "the species letter of seat {}",
                        p.seat
                    );
                    assert!(listed.contains(m[p.seat].symbol));
                    for x in &p.migratory {
                        let place = words::place(*x);
                        assert!(map.contains(&format!("data-x=\"{}\"", x.id())));
                        assert!(listed.contains(&place), "{place} not listed");
                        assert!(!listed.contains(x.id()), "an id in the list");
                    }
                }
                for h in &p.metropolises {
                    assert!(listed.contains(&words::hex(*h)));
                    assert!(map.contains(&format!("class=\"metropolis seat-{}\"", p.seat)));
                }
            }
            assert!(map.contains(v.climate[0]) && map.contains(v.climate[2]));
            let mats: String = (0..players).map(|seat| mat_svg(&v, seat, &m)).collect();
            for text in [&map, &mats] {
                assert!(!text.contains("<b>") && !text.contains("& Co"));
            }
            assert!(mats.contains("&lt;b&gt;"));
            assert_eq!(list[0].1.len(), players);
            checked += 1;
        });
    }
    assert!(checked >= 10);
}

#[test]
fn extinct_hexes_and_metropolises_are_drawn_with_their_letters() {
    let m = marks(2);
    let mut s = game(2, 4);
    s.extinct.push(HexId::parse("ALA").expect("a hex"));
    s.players[1]
        .metropolises
        .push(HexId::parse("CAS").expect("a hex"));
    let v = view(&s, Viewer::Spectator);
    let map = map_svg(&v, &m, false, Lang::En);
    assert!(map.contains(">ext</text>") && map.contains("class=\"om-extinct\""));
    assert!(
        map.contains(">MC</text>"),
        "the metropolis's M and its owner's species letter"
    );
    assert!(map.contains("class=\"metropolis seat-1\""));
    assert!(map.contains("The metropolis of Bartholomew &lt;b&gt;"));
    let list = units_by_region(&v, &m);
    let americas = list
        .iter()
        .find(|(r, _)| r == "The Americas")
        .expect("listed");
    assert!(americas
        .1
        .iter()
        .any(|l| l.contains("a metropolis in Cascadia")));
}

#[test]
fn nobody_else_s_hand_and_no_deck_order_is_drawn() {
    let mut hidden_checked = 0;
    let mut own_seen = 0;
    for players in [2, 5] {
        let m = marks(players);
        play(players, 70 + players as u64, 1_500, 75, |s| {
            let all = view(s, Viewer::Omniscient);
            let in_decks: Vec<u8> = all.decks.iter().flatten().flatten().map(|c| c.0).collect();
            let seats = (0..players).map(Viewer::Seat);
            for viewer in seats.chain([Viewer::Spectator]) {
                let v = view(s, viewer);
                let mut shown = map_svg(&v, &m, false, Lang::En);
                for seat in 0..players {
                    shown.push_str(&mat_svg(&v, seat, &m));
                }
                shown.push_str(&super::boxes::hand(&v, crate::i18n::Lang::En).unwrap_or_default());
                shown.push_str(&super::boxes::table_cards(&v, &[], crate::i18n::Lang::En));
                // A card is known by its name; names that are also on the table are not told
                // apart, so only cards whose name is nowhere in view are counted.
                let visible: Vec<u8> = v
                    .players
                    .iter()
                    .flat_map(|p| {
                        p.discard_top
                            .into_iter()
                            .chain(p.repertoire.iter().map(|h| h.card))
                            .chain(p.hand.iter().flatten().copied())
                    })
                    .map(|c| c.0)
                    .collect();
                let name = |c: u8| data().card(c).name.clone();
                let secret = |c: u8| !visible.iter().any(|&o| name(o) == name(c));
                for &c in in_decks.iter().filter(|&&c| secret(c)) {
                    assert!(!shown.contains(&name(c)), "{} of a deck is drawn", name(c));
                    hidden_checked += 1;
                }
                for p in &all.players {
                    let mine = viewer == Viewer::Seat(p.seat);
                    for c in p.hand.iter().flatten() {
                        if mine {
                            assert!(shown.contains(&name(c.0)));
                            own_seen += 1;
                        } else if secret(c.0) {
                            assert!(
                                !shown.contains(&name(c.0)),
                                "{} in seat {}'s hand",
                                name(c.0),
                                p.seat
                            );
                            hidden_checked += 1;
                        }
                    }
                    let mat = mat_svg(&v, p.seat, &m);
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

/// Over random games, at every decision with options on the map (and at its first steps):
/// every option is drawn as a link, each link at least 44 px across on a 375 px phone and at
/// least that far from the next one, and every window readable and in its box.
#[test]
fn options_on_the_map_are_links_big_enough_to_tap() {
    let mut windows = 0;
    let mut links = 0;
    for players in [2, 4] {
        let m = marks(players);
        let mut s = game(players, 40 + players as u64);
        let mut rng = chooser(5);
        for _ in 0..500 {
            let Some((seat, _)) = s.decision() else { break };
            let v = view(&s, Viewer::Seat(seat));
            let mut paths = vec![Vec::new()];
            if let Ok(Step::Ask(q)) = choices(&s, seat, &[]) {
                paths.extend((0..q.offers.len().min(3)).map(|i| vec![i]));
            }
            for path in paths {
                let taps = taps_at(&s, &path);
                if taps.is_empty() {
                    continue;
                }
                let svg = choose_svg(&v, &m, &taps, Lang::En).expect("a picture to choose on");
                check_markup(&svg, "windows");
                for (key, href) in &taps {
                    assert!(
                        svg.contains(&format!("href=\"{href}\"")),
                        "{key} is not drawn as a link"
                    );
                }
                for (c, _, label) in window_canvases(&v, &m, &taps, Lang::En) {
                    windows += 1;
                    check_canvas(&c, &label);
                    let px = PHONE_COLUMN_PX / c.width;
                    let circles: Vec<(f32, f32, f32)> =
                        c.fg.split("class=\"pick\" data-x=")
                            .skip(1)
                            .filter_map(|part| {
                                let num = |k: &str| -> Option<f32> {
                                    part.split(&format!(" {k}=\""))
                                        .nth(1)?
                                        .split('"')
                                        .next()?
                                        .parse()
                                        .ok()
                                };
                                Some((num("cx")?, num("cy")?, num("r")?))
                            })
                            .collect();
                    for (i, a) in circles.iter().enumerate() {
                        links += 1;
                        assert!(
                            2.0 * a.2 * px >= 44.0,
                            "{label}: a link {:.1} px across",
                            2.0 * a.2 * px
                        );
                        for b in &circles[i + 1..] {
                            let gap = (a.0 - b.0).hypot(a.1 - b.1) * px;
                            assert!(gap >= 44.0, "{label}: two links {gap:.1} px apart");
                        }
                    }
                }
            }
            let a = random_action(&s, seat, &mut rng).expect("legal");
            apply_in_place(&mut s, seat, &a).expect("legal");
        }
    }
    assert!(
        windows > 20 && links > 50,
        "{windows} windows, {links} links"
    );
}

#[test]
fn an_unknown_seat_gets_a_note_not_a_panic() {
    let s = game(2, 1);
    let v = view(&s, Viewer::Spectator);
    assert!(mat_svg(&v, 9, &[]).contains("No such player"));
    // Missing marks fall back to the colour's symbol and the seat's number.
    let list = units_by_region(&v, &[]);
    assert!(list[0].1[0].starts_with("Player 1 ●"), "{:?}", list[0]);
    assert_eq!(
        choose_svg(&v, &[], &[("x-X999".into(), "/".into())], Lang::En),
        None
    );
}

#[test]
fn the_era_track_replaces_the_brain_map_from_era_two() {
    let m = marks(2);
    let mut s = game(2, 8);
    let v = view(&s, Viewer::Seat(0));
    let era1 = plain(&mat_svg(&v, 0, &m));
    assert!(era1.contains("Era I") && era1.contains("Limbic") && era1.contains("Neocortex"));
    s.players[0].era = Some(EraSpace::IIIGolden);
    let v = view(&s, Viewer::Seat(0));
    check_canvas(&mat_canvas(&v, 0, &m, Lang::En).0, "era track");
    let mat = plain(&mat_svg(&v, 0, &m));
    assert!(
        mat.contains("Era III") && mat.contains("Era unit in the golden age of Era III"),
        "{mat}"
    );
    assert!(!mat.contains("Limbic"), "the brain map is turned over");
    assert_eq!(mat.matches(" now ").count(), 1, "{mat}");
}
