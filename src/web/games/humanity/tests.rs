//! Tests of the Humanity pictures: well-formed XML on many positions, every module symbol and
//! astronaut drawn, hostile names escaped, highlights, hidden science, no panics on odd views.

use super::*;
use crate::engine::humanity::base::placement_cells;
use crate::engine::humanity::catalogue::Colour;
use crate::engine::humanity::choices::cell_target;
use crate::engine::humanity::describe::Log;
use crate::engine::humanity::legal::random_action;
use crate::engine::humanity::playout::chooser;
use crate::engine::humanity::rules::apply_in_place;
use crate::engine::humanity::state::{Phase, State};
use crate::engine::humanity::testkit::game;
use crate::engine::humanity::{view, Cell, View};
use crate::engine::Viewer;
use crate::services::seating::SeatMark;

/// A minimal XML checker: balanced tags, quoted attributes, no raw `<` or `&` in text.
fn check_xml(s: &str) -> Result<(), String> {
    let b = s.as_bytes();
    let mut stack: Vec<&str> = Vec::new();
    let mut i = 0;
    let mut roots = 0;
    while i < b.len() {
        match b[i] {
            b'<' => {
                let end = find_tag_end(s, i).ok_or_else(|| format!("unclosed tag at {i}"))?;
                let tag = &s[i + 1..end];
                if let Some(name) = tag.strip_prefix('/') {
                    let open = stack
                        .pop()
                        .ok_or_else(|| format!("stray </{name}> at {i}"))?;
                    if open != name.trim() {
                        return Err(format!("</{name}> closes <{open}> at {i}"));
                    }
                } else {
                    let self_closing = tag.ends_with('/');
                    let body = tag.trim_end_matches('/');
                    let name_end = body.find(|c: char| c.is_whitespace()).unwrap_or(body.len());
                    let name = &body[..name_end];
                    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                        return Err(format!("bad tag name {name:?} at {i}"));
                    }
                    check_attrs(&body[name_end..])
                        .map_err(|e| format!("{e} in <{name}> at {i}"))?;
                    if stack.is_empty() {
                        roots += 1;
                    }
                    if !self_closing {
                        stack.push(name);
                    }
                }
                i = end + 1;
            }
            b'&' => {
                let rest = &s[i..];
                let ok = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
                    .iter()
                    .any(|e| rest.starts_with(e));
                if !ok {
                    return Err(format!("raw & at {i}"));
                }
                i += 1;
            }
            b'>' => return Err(format!("raw > at {i}")),
            _ => {
                if stack.is_empty() && !b[i].is_ascii_whitespace() {
                    return Err(format!("text outside the root at {i}"));
                }
                i += 1;
            }
        }
    }
    if !stack.is_empty() {
        return Err(format!("unclosed {stack:?}"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(())
}

/// The `>` ending a tag, skipping quoted attribute values.
fn find_tag_end(s: &str, start: usize) -> Option<usize> {
    let mut quote = None;
    for (k, c) in s[start + 1..].char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(start + 1 + k),
            (None, '<') => return None,
            _ => {}
        }
    }
    None
}

fn check_attrs(mut a: &str) -> Result<(), String> {
    loop {
        a = a.trim_start();
        if a.is_empty() {
            return Ok(());
        }
        let eq = a.find('=').ok_or("attribute without value")?;
        let name = &a[..eq];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':')
        {
            return Err(format!("bad attribute name {name:?}"));
        }
        let rest = &a[eq + 1..];
        let q = rest.chars().next().ok_or("missing value")?;
        if q != '"' && q != '\'' {
            return Err(format!("unquoted value of {name}"));
        }
        let close = rest[1..].find(q).ok_or("unterminated value")?;
        let value = &rest[1..1 + close];
        if value.contains('<') {
            return Err(format!("raw < in {name}"));
        }
        a = &rest[close + 2..];
    }
}

#[test]
fn checker_catches_mistakes() {
    assert!(check_xml("<svg><g></g></svg>").is_ok());
    assert!(check_xml("<svg><g></svg>").is_err());
    assert!(check_xml("<svg a=\"1\">x &amp; y</svg>").is_ok());
    assert!(check_xml("<svg>x & y</svg>").is_err());
    assert!(check_xml("<svg a=1/>").is_err());
    assert!(check_xml("<svg><script>x</svg>").is_err());
}

/// The platform's marks of a table whose seats play the game's colours in `colours` (indices
/// into yellow, blue, green, pink), named `names`.
fn marks_of(names: &[&str], colours: &[usize]) -> Vec<SeatMark> {
    const COLOURS: [&str; 4] = ["yellow", "blue", "green", "pink"];
    const SYMBOLS: [&str; 4] = ["●", "■", "◆", "⬢"];
    names
        .iter()
        .zip(colours)
        .enumerate()
        .map(|(seat, (name, &c))| SeatMark {
            seat,
            name: name.to_string(),
            colour: COLOURS[c].into(),
            colour_words: COLOURS[c].into(),
            symbol: SYMBOLS[c],
            shape: c,
            letter: name.chars().next().map_or('?', |l| l.to_ascii_uppercase()),
            user_id: seat as i32 + 1,
            bot: None,
        })
        .collect()
}

fn names4() -> Vec<SeatMark> {
    marks_of(&["Alice", "Bob", "Chloé", "Dmitri"], &[0, 1, 2, 3])
}

/// Taps on these cells of the viewer's base (as the turn panel gives them).
fn cell_taps(cells: &[Cell]) -> Vec<(String, String)> {
    cells
        .iter()
        .enumerate()
        .map(|(i, &c)| (cell_target(c), format!("/games/7?c=0.{i}#turn")))
        .collect()
}

/// Play random legal actions until `stop` holds (or the game ends).
fn play_until(players: usize, seed: u64, stop: impl Fn(&State) -> bool) -> State {
    let mut state = game(players, seed);
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    for _ in 0..5_000 {
        if stop(&state) || state.phase == Phase::Over {
            break;
        }
        let seat = *crate::engine::humanity::to_act(&state)
            .first()
            .expect("someone acts");
        // Prefer building (a few random draws, deploys first) so late bases are rich.
        let draws: Vec<_> = (0..8)
            .filter_map(|_| random_action(&state, seat, &mut rng))
            .collect();
        let rank = |a: &&crate::engine::humanity::Action| match a {
            crate::engine::humanity::Action::Deploy { .. } => 0,
            crate::engine::humanity::Action::Experiment { .. } => 1,
            _ => 2,
        };
        let action = draws
            .iter()
            .min_by_key(rank)
            .cloned()
            .expect("a legal action");
        apply_in_place(&mut state, seat, &action, &mut log).expect("legal");
    }
    state
}

fn year3(seed: u64) -> State {
    play_until(4, seed, |s| {
        s.year == 3 && s.round >= 3 && matches!(s.phase, Phase::Turn { .. })
    })
}

/// A year-3 game whose seat 0 has a large base: modules of every kind, squares, a partly used
/// astronaut and an exhausted one (random play rarely builds that much).
fn rich_state() -> State {
    use crate::engine::humanity::catalogue::{catalogue, Kind};
    use crate::engine::humanity::state::PlacedModule;
    use crate::engine::humanity::testkit::{astronaut, base};
    let mut s = year3(1);
    let cat = catalogue();
    let ids: Vec<u8> = cat.year_modules[1]
        .iter()
        .chain(&cat.year_modules[2])
        .copied()
        .filter(|&m| cat.module(m).kind != Kind::Communication)
        .collect();
    let p = &mut s.players[0];
    let mut free = Vec::new();
    for y in -2..=2i16 {
        for x in -3..=3i16 {
            let c = Cell(x, y);
            if !p.occupied(c) && (x, y) != (-2, -2) && (x, y) != (2, -2) {
                free.push(c);
            }
        }
    }
    for (k, (cell, module)) in free.into_iter().zip(ids).enumerate() {
        p.modules.push(PlacedModule {
            cell,
            module,
            stock: (k % 4) as u8,
        });
    }
    let has =
        |p: &crate::engine::humanity::state::Player, x: i16, y: i16| p.has_module_at(Cell(x, y));
    let mut squares = Vec::new();
    for y in -3..=3i16 {
        for x in -4..=4i16 {
            if has(p, x, y) && has(p, x + 1, y) && has(p, x, y + 1) && has(p, x + 1, y + 1) {
                squares.push(Cell(x, y));
            }
        }
    }
    p.squares = squares;
    astronaut(&mut s, 0, 0, 3, 1, base(-2, -2));
    astronaut(&mut s, 0, 1, 4, 0, base(2, -2));
    s
}

/// Many positions and viewers.
fn positions() -> Vec<(String, View)> {
    let mut v = Vec::new();
    for players in 2..=4 {
        let s = game(players, 7);
        v.push((format!("start {players}"), view(&s, Viewer::Seat(0))));
    }
    for seed in [1, 2, 3] {
        let s = year3(seed);
        v.push((format!("year 3 seed {seed}"), view(&s, Viewer::Seat(1))));
        v.push((
            format!("year 3 spectator {seed}"),
            view(&s, Viewer::Spectator),
        ));
    }
    v.push(("rich".into(), view(&rich_state(), Viewer::Seat(0))));
    let placing = play_until(3, 5, |s| s.phase == Phase::Placement && s.year == 2);
    v.push(("placement".into(), view(&placing, Viewer::Omniscient)));
    let over = play_until(4, 9, |_| false);
    v.push(("over".into(), view(&over, Viewer::Seat(2))));
    v
}

#[test]
fn every_picture_is_well_formed() {
    let names = names4();
    for (what, v) in positions() {
        let taps = cell_taps(&[Cell(0, -2), Cell(0, 0)]);
        let mut all = vec![station_svg(&v, &names, &[]), tracks_svg(&v, &names)];
        for seat in 0..v.players.len() + 1 {
            all.push(base_svg(&v, seat, &names, &taps));
        }
        for svg in all {
            if let Err(e) = check_xml(&svg) {
                panic!("{what}: {e}\n{svg}");
            }
            assert!(
                (svg.contains("role=\"img\"") || svg.contains("role=\"group\""))
                    && svg.contains("<title>")
                    && svg.contains("viewBox")
            );
            assert!(!svg.contains("style="), "{what}: inline style");
        }
    }
    check_xml(&legend_svg()).expect("legend");
}

/// Every `font-size` and stock-dot radius written in `svg`, as numbers.
fn numbers_after<'a>(svg: &'a str, attr: &'a str) -> impl Iterator<Item = f32> + 'a {
    svg.match_indices(attr).filter_map(move |(i, _)| {
        let rest = &svg[i + attr.len()..];
        rest[..rest.find('"')?].parse().ok()
    })
}

/// The fast twin of `tests/e2e/humanity_phone.rs` (which measures in Chromium): no text under
/// 13 units (12.4 px in a 343 px phone column), no stock dot under 8.6 units (8.2 px).
#[test]
fn text_and_stock_dots_are_big_enough_for_a_phone() {
    let names = names4();
    let mut svgs = vec![("legend".to_string(), legend_svg())];
    for (what, v) in positions() {
        svgs.push((format!("{what} station"), station_svg(&v, &names, &[])));
        svgs.push((format!("{what} tracks"), tracks_svg(&v, &names)));
        for seat in 0..v.players.len() {
            let hl = cell_taps(&[Cell(0, -2), Cell(0, 0)]);
            svgs.push((format!("{what} base"), base_svg(&v, seat, &names, &hl)));
        }
    }
    for (what, svg) in &svgs {
        for size in numbers_after(svg, "font-size=\"") {
            assert!(size >= 13.0, "{what}: font-size {size}");
        }
        let dots = svg.matches("class=\"hb-stock\"").count();
        let big = svg
            .match_indices("r=\"")
            .filter(|(i, _)| {
                svg[*i..]
                    .split('/')
                    .next()
                    .is_some_and(|c| c.contains("hb-stock"))
            })
            .filter_map(|(i, _)| numbers_after(&svg[i..], "r=\"").next())
            .filter(|r| *r >= 4.3)
            .count();
        assert_eq!(dots, big, "{what}: stock dots under 8.6 units");
    }
    assert!(
        svgs.iter().any(|(_, s)| s.contains("hb-stock")),
        "some base has stock dots"
    );
}

/// The path signature of each symbol (one per drawn symbol).
fn signature(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "stroke-dasharray=\"2.87 2.87\"",
        Colour::Blue => "width=\"14\" height=\"12.5\"",
        Colour::Green => "M10 19.5V8.5",
        Colour::Purple => "M7.8 2v6.3",
    }
}

#[test]
fn every_module_has_its_symbol_and_every_astronaut_is_drawn() {
    let names = names4();
    for (what, v) in positions() {
        for (seat, p) in v.players.iter().enumerate() {
            let svg = base_svg(&v, seat, &names, &[]);
            for c in [Colour::Orange, Colour::Blue, Colour::Green, Colour::Purple] {
                let tiles = p.tiles.iter().filter(|t| t.colour == Some(c)).count();
                assert_eq!(
                    svg.matches(signature(c)).count(),
                    tiles,
                    "{what} seat {seat} {c:?}"
                );
            }
            let in_base = p.astronauts.iter().filter(|a| a.place == "base").count();
            assert_eq!(
                svg.matches("WP, active</title>").count()
                    + svg.matches("WP, exhausted</title>").count(),
                in_base
            );
            let away = p.astronauts.len() - in_base;
            let shown_away = svg.matches(">H").count() + svg.matches(">returning<").count();
            assert_eq!(shown_away, away, "{what} seat {seat}");
        }
        let station = station_svg(&v, &names, &[]);
        let on_station: usize = v.hangars.iter().map(|h| h.astronauts.len()).sum();
        assert_eq!(
            station.matches(": astronaut, ").count(),
            on_station,
            "{what}"
        );
        for h in &v.hangars {
            assert!(
                station.contains(&format!(">H{}<", u16::from(h.hangar) + 1)),
                "{what}: hangar {}",
                h.hangar
            );
            if let Some(c) = h.module.as_ref().and_then(|m| m.colour) {
                assert!(station.contains(signature(c)));
            }
        }
    }
}

#[test]
fn hostile_names_are_escaped() {
    let v = view(&year3(4), Viewer::Seat(0));
    let names = marks_of(
        &[
            "<script>alert(1)</script>",
            "Tom & \"Jerry\" 'x'",
            "]]><svg onload=alert(1)>",
            "\u{0}\u{7}bell",
        ],
        &[0, 1, 2, 3],
    );
    let mut all = vec![station_svg(&v, &names, &[]), tracks_svg(&v, &names)];
    for seat in 0..4 {
        all.push(base_svg(&v, seat, &names, &[]));
    }
    for svg in all {
        check_xml(&svg).expect("well-formed");
        assert!(!svg.contains("<script"));
        assert!(!svg.contains("<svg onload"));
        assert!(!svg.contains('\u{0}'));
    }
    let tracks = tracks_svg(&v, &names);
    assert!(tracks.contains("&lt;script&gt;"));
    assert!(tracks.contains("Tom &amp; &quot;Jerry&quot; &#39;x&#39;"));
}

#[test]
fn cells_to_tap_are_outlined_named_and_linked() {
    let s = year3(2);
    let v = view(&s, Viewer::Seat(1));
    let cells = placement_cells(&s.players[1]);
    assert!(!cells.is_empty());
    let taps = cell_taps(&cells);
    let svg = base_svg(&v, 1, &names4(), &taps);
    assert_eq!(svg.matches("stroke-dasharray=\"5 3\"").count(), cells.len());
    assert_eq!(
        svg.matches("<a class=\"hb-tap\" href=\"/games/7?c=0.")
            .count(),
        cells.len()
    );
    assert!(
        svg.contains("role=\"group\""),
        "a picture with links is a group"
    );
    for c in &cells {
        assert!(svg.contains(&format!(">{}</text>", c.name())), "{c}");
        assert!(svg.contains(&format!("aria-label=\"Choose {c}\"")), "{c}");
    }
    // Without taps, the same base is a picture with nothing outlined.
    let plain = base_svg(&v, 1, &names4(), &[]);
    assert!(!plain.contains("<a ") && plain.contains("role=\"img\""));
    // A tapped astronaut cell gets a label tab under its token.
    let a = v.players[1]
        .astronauts
        .iter()
        .find_map(|a| a.cell)
        .expect("an astronaut in the base");
    let svg = base_svg(&v, 1, &names4(), &cell_taps(&[a]));
    assert!(svg.contains(&format!(">{}</text>", a.name())));
}

#[test]
fn hangars_to_tap_are_framed_and_linked() {
    use crate::engine::humanity::choices::hangar_target;
    let v = view(&year3(2), Viewer::Seat(0));
    let with_module: Vec<u8> = v
        .hangars
        .iter()
        .filter(|h| h.module.is_some())
        .map(|h| h.hangar)
        .collect();
    let taps: Vec<(String, String)> = with_module
        .iter()
        .map(|&h| (hangar_target(h), format!("/games/7?c=0.1.{h}#turn")))
        .collect();
    let svg = station_svg(&v, &names4(), &taps);
    check_xml(&svg).expect("well-formed");
    assert_eq!(
        svg.matches("<a class=\"hb-tap\"").count(),
        with_module.len()
    );
    assert_eq!(
        svg.matches("stroke-dasharray=\"7 4\"").count(),
        with_module.len()
    );
    for h in &with_module {
        assert!(svg.contains(&format!("aria-label=\"Choose hangar {}\"", h + 1)));
    }
    assert!(!station_svg(&v, &names4(), &[]).contains("<a "));
}

/// Every player is drawn with the shape of their colour and their letter, whatever their seat
/// (one mark per player everywhere).
#[test]
fn players_are_drawn_with_the_shape_of_their_colour() {
    let v = view(&game(2, 1), Viewer::Seat(0));
    // Seat 1 plays yellow (a circle), seat 0 pink (a hexagon).
    let marks = marks_of(&["Ann", "Bo"], &[3, 0]);
    let tracks = tracks_svg(&v, &marks);
    let pink = tracks.find("fill=\"#F4A3C7\"").expect("pink");
    let yellow = tracks.find("fill=\"#F0E442\"").expect("yellow");
    assert!(pink < yellow, "seat 0 is drawn first, in pink");
    let first_token = &tracks[..pink];
    assert!(
        first_token
            .rfind("<path")
            .is_some_and(|p| p > first_token.rfind("<circle").unwrap_or(0)),
        "seat 0's token is the pink hexagon"
    );
    assert!(
        tracks.contains(">A</text>") && tracks.contains(">B</text>"),
        "the letters"
    );
}

#[test]
fn others_science_is_hidden() {
    let v = view(&year3(3), Viewer::Seat(0));
    let tracks = tracks_svg(&v, &names4());
    assert_eq!(tracks.matches("science hidden").count(), 3);
    assert!(tracks.contains(&format!(
        "science {}",
        match v.players[0].science {
            crate::engine::humanity::view::Science::Value(x) => x,
            crate::engine::humanity::view::Science::Hidden => panic!("own science hidden"),
        }
    )));
    let spectator = tracks_svg(&view(&year3(3), Viewer::Spectator), &names4());
    assert_eq!(spectator.matches("science hidden").count(), 4);
}

#[test]
fn odd_views_do_not_panic() {
    let mut v = view(&year3(1), Viewer::Seat(0));
    // Empty base, astronauts far away and nowhere, a missing module, a bad arm.
    v.players[0].tiles.clear();
    v.players[0].squares.clear();
    v.players[1].astronauts[0].cell = Some(Cell(200, -200));
    v.players[1].astronauts[1].cell = None;
    v.players[2].astronauts.clear();
    v.hangars[3].module = None;
    v.hangars[4].astronauts = vec![
        (9, 9),
        (0, 99),
        (1, 0),
        (1, 1),
        (2, 0),
        (3, 0),
        (3, 1),
        (0, 0),
    ];
    v.arm = 42;
    v.current = Some(17);
    v.experiments.clear();
    v.year = 0;
    let names: Vec<SeatMark> = Vec::new();
    for svg in [
        station_svg(&v, &names, &[]),
        tracks_svg(&v, &names),
        base_svg(&v, 0, &names, &[]),
        base_svg(&v, 1, &names, &cell_taps(&[Cell(-200, 200)])),
        base_svg(&v, 2, &names, &[]),
        base_svg(&v, 99, &names, &[]),
    ] {
        check_xml(&svg).expect("well-formed");
    }
    let mut empty = v.clone();
    empty.players.clear();
    empty.hangars.clear();
    for svg in [
        station_svg(&empty, &names, &[]),
        tracks_svg(&empty, &names),
        base_svg(&empty, 0, &names, &[]),
    ] {
        check_xml(&svg).expect("well-formed");
    }
    let _ = mission_rows(&empty, &names, crate::i18n::Lang::En);
    let _ = status_line(&empty, &names, false);
    let _ = score_table(&empty, &names, crate::i18n::Lang::En);
}

#[test]
fn every_other_player_is_summed_up_at_a_glance() {
    let s = year3(1);
    let v = view(&s, Viewer::Seat(0));
    let rows = glance_rows(&v, &names4(), Some(0), crate::i18n::Lang::En);
    assert_eq!(
        rows.iter().map(|r| r.seat).collect::<Vec<_>>(),
        [1, 2, 3],
        "the viewer is left out"
    );
    assert_eq!(
        glance_rows(&v, &names4(), None, crate::i18n::Lang::En).len(),
        4
    );
    let bob = &rows[0];
    assert_eq!(bob.label, "Bob ■");
    assert_eq!(bob.marker, "blue ■, B on the pieces");
    assert_eq!(
        (bob.vp.as_str(), bob.rp.as_str()),
        (
            format!("{} VP", v.players[1].vp).as_str(),
            format!("{} RP", v.players[1].rp).as_str()
        )
    );
    let astronauts: Vec<&str> = bob
        .astronauts
        .strip_prefix("Astronauts: ")
        .expect("a list of astronauts")
        .split("; ")
        .collect();
    assert_eq!(astronauts.len(), 3);
    for (a, text) in v.players[1].astronauts.iter().zip(astronauts) {
        assert!(text.contains(" WP"), "{text}");
        match (a.place, &a.cell_name) {
            ("base", Some(cell)) => assert!(text.starts_with(cell.as_str()), "{text}"),
            ("station", _) => assert!(text.starts_with("hangar "), "{text}"),
            _ => assert!(text.starts_with("returning"), "{text}"),
        }
    }
    let stored: u32 = v.players[1].stored.iter().sum();
    assert_eq!(bob.stock == "nothing stored", stored == 0, "{}", bob.stock);
    let held = v.players[1].experiments.len();
    assert_eq!(bob.holdings.starts_with("Experiments: none"), held == 0);
    if held > 0 {
        assert!(
            bob.holdings.starts_with(&format!("Experiments: {held} (")),
            "{}",
            bob.holdings
        );
    }
    assert_eq!(
        rows.iter().filter(|r| r.to_act).count(),
        usize::from(v.current.is_some_and(|c| c != 0))
    );
}

#[test]
fn mission_rows_and_status() {
    let v = view(&year3(1), Viewer::Seat(0));
    let rows = mission_rows(&v, &names4(), crate::i18n::Lang::En);
    assert_eq!(rows.len(), 3);
    for (r, m) in rows.iter().zip(&v.missions) {
        assert_eq!(r.measures.len(), 4);
        assert_eq!(r.holder == "nobody yet", m.holder.is_none());
        assert_eq!(r.measures[1].mark, "■B");
        assert_eq!(r.measures[1].who, "Bob ■");
    }
    let status = status_line(&v, &names4(), false);
    assert!(status.starts_with("Year 3, round"), "{status}");
    let who = v.current.expect("a turn");
    assert!(
        status.ends_with(&format!("{} to play", names4()[who].label())),
        "{status}"
    );
    assert_eq!(status_line(&v, &names4(), true), "Game over", "ended early");
}

/// All pictures of a 4-player year-3 page; prints the time per page (run with --nocapture).
#[test]
fn render_time() {
    let s = rich_state();
    let v = view(&s, Viewer::Seat(0));
    let names = names4();
    let hl = cell_taps(&placement_cells(&s.players[0]));
    let page = || {
        let mut n = station_svg(&v, &names, &[]).len() + tracks_svg(&v, &names).len();
        for seat in 0..4 {
            n += base_svg(&v, seat, &names, if seat == 0 { &hl } else { &[] }).len();
        }
        n + legend_svg().len()
    };
    let bytes = page();
    let runs = 200;
    let t = std::time::Instant::now();
    for _ in 0..runs {
        std::hint::black_box(page());
    }
    let per = t.elapsed() / runs;
    println!("all SVGs of a 4-player year-3 page: {per:?} per page, {bytes} bytes");
    assert!(per < std::time::Duration::from_millis(20));
}

/// Writes /tmp/board.html for a visual check: `cargo test --lib web::games -- --ignored preview`.
#[test]
#[ignore]
fn preview() {
    let s = rich_state();
    let v = view(&s, Viewer::Seat(0));
    let names = marks_of(
        &["Alice", "Bob <b>", "Chloé", "Dmitri the Long-Named"],
        &[0, 1, 2, 3],
    );
    let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/site.css"))
        .unwrap_or_default();
    let hl = cell_taps(&placement_cells(&s.players[0]));
    let mut parts = vec![station_svg(&v, &names, &[]), tracks_svg(&v, &names)];
    for seat in 0..4 {
        let base = base_svg(&v, seat, &names, if seat == 0 { &hl } else { &[] });
        parts.push(format!("<div class=hb-scroll>{base}</div>"));
    }
    parts.push(legend_svg());
    let page = |body: &str, class: &str| {
        format!(
            "<!doctype html><html><head><meta charset=utf-8><meta name=viewport content=\"width=device-width\"><style>body{{margin:0;font-family:system-ui}} .phone{{width:375px;padding:0 16px;box-sizing:border-box}} .wide .phone{{width:auto;max-width:1400px}} {css}</style></head><body class=\"{class}\"><div class=phone><h3>{}</h3><div class=hb-board>{body}</div></div></body></html>",
            status_line(&v, &names, false).replace('<', "&lt;")
        )
    };
    std::fs::write("/tmp/board.html", page(&parts.concat(), "")).expect("write");
    std::fs::write("/tmp/board-wide.html", page(&parts.concat(), "wide")).expect("write");
    for (i, chunk) in [
        &parts[0..1],
        &parts[1..3],
        &parts[3..5],
        &parts[5..6],
        &parts[6..7],
    ]
    .iter()
    .enumerate()
    {
        std::fs::write(
            format!("/tmp/board-part{i}.html"),
            page(&chunk.concat(), ""),
        )
        .expect("write");
    }
}

/// Every tooltip of a picture is listed for a phone, escaped, without the picture's own title
/// (issue 16, missing 4).
#[test]
fn picture_keys_list_every_tooltip() {
    let s = year3(2);
    let v = view(&s, Viewer::Seat(0));
    let names = marks_of(&["<Ann>", "Bob", "Cy", "Di"], &[0, 1, 2, 3]);
    let base = base_svg(&v, 0, &names, &[]);
    let key = picture_key(&base);
    let p = &v.players[0];
    let in_base = p.astronauts.iter().filter(|a| a.place == "base").count();
    assert_eq!(
        key.len(),
        p.tiles.len() + in_base + p.squares.len() + p.placement.cells.iter().flatten().count(),
        "{key:#?}"
    );
    for t in &p.tiles {
        let start = format!("{}: ", t.name);
        assert!(
            key.iter().any(|k| k.starts_with(&start)),
            "{start} in {key:#?}"
        );
    }
    assert!(
        !key.iter().any(|k| k.contains("'s base")),
        "not the picture's own title"
    );
    let station = picture_key(&station_svg(&v, &names, &[]));
    assert!(station.iter().filter(|k| k.starts_with("Hangar ")).count() == 8);
    assert!(
        station.iter().all(|k| !k.contains("<Ann>")),
        "names stay escaped: {station:#?}"
    );
}

/// What the table gets of a game: the status with the players' marks, every base (only the
/// viewer's with its taps), the boxes, the final scores once it is over, and a decision's
/// preview in words with the players' names, or the rule it breaks.
#[test]
fn the_table_gets_pictures_and_previews_in_words() {
    use super::routes::Ui;
    use crate::web::games::{GameUi, Scene};
    let s = game(2, 3);
    let json = serde_json::to_string(&s).expect("json");
    let marks = marks_of(&["Ann", "Bo"], &[0, 1]);
    let taps = cell_taps(&[Cell(-1, -1)]);
    let scene = Scene {
        state: &json,
        viewer: Viewer::Seat(0),
        seats: &marks,
        taps: &taps,
        over: false,
        lang: crate::i18n::Lang::En,
    };
    let p = Ui.pictures(&scene).expect("pictures");
    assert_eq!(p.status, "Year 1, round 1: Ann ● to play");
    assert_eq!(p.mats.len(), 2);
    assert!(
        p.mats[0].1.contains("<a class=\"hb-tap\""),
        "the viewer's base has the tap"
    );
    assert!(!p.mats[1].1.contains("<a "), "the others' have none");
    assert!(p.board[0].markup.contains("The station in words"));
    let more: Vec<&str> = p.more.iter().map(|b| b.title.as_str()).collect();
    assert_eq!(more, ["Other players at a glance", "Missions"]);
    assert!(p.scores.is_none());

    let two = serde_json::json!({"kind": "work", "astronaut": 0, "activations": ["L13", "L13"]});
    let html = Ui.preview(&scene, 0, &two).expect("a legal turn");
    for part in [
        "Astronaut 1 works and stays at L12, exhausted for this round. No points.",
        "Ann ● worked with astronaut 1: Ice drill at L13 x2 (+2 ice)",
        "The Ice drill at L13 will store 3 (now 1).",
        "Astronaut 1 uses all 2 WP it had left.",
    ] {
        assert!(html.contains(part), "{part:?} in {html}");
    }
    let none = serde_json::json!({"kind": "work", "astronaut": 0, "activations": []});
    assert_eq!(
        Ui.preview(&scene, 0, &none),
        Err("A Work action needs at least one activation.".to_string())
    );
    // The same in French: the engine's words are worded in the page's language.
    let fr = Scene {
        lang: crate::i18n::Lang::Fr,
        ..scene
    };
    assert_eq!(
        Ui.pictures(&fr).expect("pictures").status,
        "Année 1, manche 1 : à Ann ● de jouer"
    );
    let html = Ui.preview(&fr, 0, &two).expect("a legal turn");
    for part in [
        "L'astronaute 1 travaille et reste en L12, épuisé pour cette manche. Aucun point.",
        "Ann ● a travaillé avec l'astronaute 1 : Foreuse à glace en L13 ×2 (+2 glace)",
    ] {
        assert!(
            html.contains(&part.replace('\'', "&#39;")) || html.contains(part),
            "{part:?} in {html}"
        );
    }
    assert_eq!(
        Ui.preview(&fr, 0, &none),
        Err("Une action Travailler demande au moins une activation.".to_string())
    );

    let over = play_until(2, 9, |_| false);
    let json = serde_json::to_string(&over).expect("json");
    let scene = Scene {
        state: &json,
        viewer: Viewer::Omniscient,
        seats: &marks,
        taps: &[],
        over: true,
        lang: crate::i18n::Lang::En,
    };
    let p = Ui.pictures(&scene).expect("pictures");
    assert_eq!(p.status, "Game over");
    let scores = p.scores.expect("the final scores");
    assert!(
        scores.markup.contains("<th scope=\"row\">Ann ●</th>"),
        "{}",
        scores.markup
    );
    assert!(scores.markup.contains("Score"));
}
