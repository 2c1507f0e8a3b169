//! The map of Origins: the whole map (`map_svg`, two stacked halves so that a phone column
//! still reads every hex id), one region zoomed in (`region_svg`) and the list of every
//! player's units by region (`units_by_region`) for screen readers and small screens.
//!
//! Hexes are drawn with a terrain pattern and a terrain letter, never colour alone; edges by
//! class (land, shelf, ocean, white and red straits) with distinct strokes; units as the shape
//! of their seat's mark in the species colour, with the species letter on them where the text
//! is big enough (the regions), and a `<title>` naming the owner everywhere. The map `<svg>`
//! has `id="map"`, each hex a `<g class="hex" data-hex="ALA">`, so that a script can pan and
//! zoom it.

use super::paint::{
    cut_to, edge_style, esc, fill_of, ground, pattern_defs, seat_marks, seat_shape, w, Anchor,
    Canvas, Grid, Rect, SeatMark, CHOICE,
};
use crate::engine::origins::data::{data, EdgeClass, FeatureKind, HexDef};
use crate::engine::origins::View;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The hex width of the whole map.
const MAP_HEX: f32 = 60.0;
/// The hex width of a region picture.
const REGION_HEX: f32 = 100.0;

/// The halves of the whole map: a title and the columns they show.
const HALVES: [(&str, u8, u8); 2] = [
    ("West: the Americas, Europe and Africa", 0, 7),
    ("East: Asia, Sunda and Sahul", 8, 14),
];

/// The regions a player can zoom into, with every land and shelf hex in exactly one.
const REGIONS: [(&str, &str, &[&str]); 6] = [
    (
        "americas",
        "The Americas",
        &[
            "ALA", "YUK", "HUD", "GRL", "CAS", "PLN", "GLK", "CAL", "APP", "MEX", "MIS", "CEN",
            "COL", "AMZ", "AND", "BRZ", "PAT",
        ],
    ),
    (
        "europe",
        "Europe",
        &["SCA", "NRU", "BRI", "GER", "RUS", "IBE", "GAU", "BAL"],
    ),
    (
        "africa",
        "Africa",
        &[
            "MAG", "SAH", "WAF", "CHD", "EGY", "CON", "NUB", "HRN", "EAF", "SWA", "SAF", "MAD",
        ],
    ),
    (
        "near-east",
        "The Near East and India",
        &["LEV", "ANA", "CAU", "BAB", "ARA", "PER", "AFG", "IND"],
    ),
    (
        "north-asia",
        "Siberia and the steppes",
        &[
            "WSB", "ESB", "YAK", "CHU", "BRG", "KAZ", "ALT", "MON", "MAN", "AMR", "SCY", "TAR",
        ],
    ),
    (
        "east-asia",
        "East Asia, Sunda and Sahul",
        &[
            "CHN", "KOR", "JAP", "TIB", "YAN", "IDC", "DEC", "MAL", "SUN", "SUM", "JAV", "NGS",
            "AUW", "AUE",
        ],
    ),
];

/// (region id, name) of every region, in map order: for the zoom links.
pub fn regions() -> Vec<(String, String)> {
    REGIONS
        .iter()
        .map(|(id, name, _)| (id.to_string(), name.to_string()))
        .collect()
}

/// The region a land or shelf hex belongs to (its index in `REGIONS`).
pub(crate) fn region_of(hex_id: &str) -> Option<usize> {
    REGIONS.iter().position(|(_, _, h)| h.contains(&hex_id))
}

/// What stands on the map: the seat on each occupied intersection, the seat of each metropolis
/// and the extinct hexes.
struct Board {
    units: HashMap<u16, usize>,
    metros: HashMap<u8, usize>,
    extinct: HashSet<u8>,
}

impl Board {
    fn of(v: &View) -> Board {
        let mut units = HashMap::new();
        let mut metros = HashMap::new();
        for p in &v.players {
            for x in &p.migratory {
                units.insert(x.0, p.seat);
            }
            for h in &p.metropolises {
                metros.insert(h.0, p.seat);
            }
        }
        Board {
            units,
            metros,
            extinct: v.extinct.iter().map(|h| h.0).collect(),
        }
    }
}

/// "Turn 3 of 100 · now: Ada ● · climate: savanna, grassland, glacial · era decks 20, 30, 34"
fn status_line(v: &View, names: &[String]) -> String {
    let marks = seat_marks(v, names);
    let now = if v.final_scores.is_some() {
        "game over".to_string()
    } else {
        v.to_act
            .and_then(|s| marks.get(s))
            .map(|m| format!("now: {}", m.label()))
            .unwrap_or_else(|| "nobody to act".to_string())
    };
    format!(
        "Turn {} of {} · {now} · climate: {}, {}, {} · era decks {}, {}, {}",
        v.game_turn.max(1),
        v.turn_cap,
        v.climate[0],
        v.climate[1],
        v.climate[2],
        v.deck_sizes[0],
        v.deck_sizes[1],
        v.deck_sizes[2]
    )
}

/// "+1", "±0", "−2"
fn modifier(m: i8) -> String {
    match m {
        m if m > 0 => format!("+{m}"),
        0 => "±0".to_string(),
        m => format!("−{}", m.unsigned_abs()),
    }
}

fn feature_short(h: &HexDef) -> String {
    h.feature
        .as_ref()
        .map(|f| {
            let k = match f.kind {
                FeatureKind::Animal => "An",
                FeatureKind::Plant => "Pl",
                FeatureKind::Resource => "Re",
            };
            format!("{k}{}", modifier(f.modifier))
        })
        .unwrap_or_default()
}

/// Hexes, edges and units of the cells with columns `c0..=c1` and rows `r0..=r1`, drawn on `c`
/// with the grid `g`. `detail`: three lines per hex and lettered units (the regions); otherwise
/// the hex id and its terrain letter only (the whole map).
#[allow(clippy::too_many_arguments)]
fn draw_cells(
    c: &mut Canvas,
    g: &Grid,
    p: &str,
    (c0, c1, r0, r1): (u8, u8, u8, u8),
    board: &Board,
    marks: &[SeatMark],
    choices: &[String],
    page: &str,
    detail: bool,
) {
    let d = data();
    let cells: Vec<&HexDef> = d
        .hexes
        .iter()
        .filter(|h| (c0..=c1).contains(&h.col) && (r0..=r1).contains(&h.row))
        .collect();
    // Hexes: pattern, and the extinct hatching over it.
    for h in &cells {
        let gr = ground(h.kind);
        let i = d.hex_by_id(&h.id).unwrap_or(0);
        w!(
            &mut c.bg,
            "<g class=\"hex om-{}\" data-hex=\"{}\"><polygon points=\"{}\" fill=\"{}\" stroke=\"none\"/>",
            gr.key,
            h.id,
            g.points(h.row, h.col),
            fill_of(p, gr)
        );
        if board.extinct.contains(&i) {
            w!(
                &mut c.bg,
                "<polygon points=\"{}\" fill=\"url(#{p}-extinct)\" class=\"om-extinct\"/>",
                g.points(h.row, h.col)
            );
        }
        c.bg.push_str("</g>");
    }
    // Edges, each once, by class; straits on top.
    let mut seen = HashSet::new();
    let mut straits = String::new();
    for h in &cells {
        let at = g.corners(h.row, h.col);
        for k in 0..6 {
            let (a, b) = (h.corners[k], h.corners[(k + 1) % 6]);
            let (pa, pb) = (at[k], at[(k + 1) % 6]);
            let key = (
                a.min(b),
                a.max(b),
                ((pa.0 + pb.0) * 5.0) as i32,
                ((pa.1 + pb.1) * 5.0) as i32,
            );
            if !seen.insert(key) {
                continue;
            }
            let Some(class) = d.edge(a, b) else { continue };
            let (stroke, width, dash, _) = edge_style(class);
            let out = if matches!(class, EdgeClass::W | EdgeClass::R) {
                &mut straits
            } else {
                &mut c.bg
            };
            if class == EdgeClass::W {
                w!(
                    out,
                    "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#111111\" stroke-width=\"6.5\"/>",
                    pa.0, pa.1, pb.0, pb.1
                );
            }
            w!(
                out,
                "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{stroke}\" stroke-width=\"{width}\" class=\"edge edge-{class:?}\"",
                pa.0, pa.1, pb.0, pb.1
            );
            if !dash.is_empty() {
                w!(out, " stroke-dasharray=\"{dash}\"");
            }
            out.push_str("/>");
        }
    }
    c.bg.push_str(&straits);
    // Texts of the land and shelf hexes.
    let fs = c.fs;
    for h in cells
        .iter()
        .filter(|h| h.kind.is_land() || ground(h.kind).key == "shelf")
    {
        let i = d.hex_by_id(&h.id).unwrap_or(0);
        let gr = ground(h.kind);
        let (cx, _) = g.centre(h.row, h.col);
        let mut bx = g.text_box(h.row, h.col);
        if detail {
            let half = (0.4 * g.wd).min(0.5 * g.wd - 0.85 * fs);
            bx = Rect::new(cx - half, bx.y, 2.0 * half, bx.h);
        }
        let metro = board.metros.get(&i).and_then(|s| marks.get(*s));
        let mut second = gr.letter.to_string();
        if metro.is_some() {
            second.push_str(" M");
        }
        let extinct = board.extinct.contains(&i);
        if detail {
            let y1 = bx.y + 0.85 * fs;
            let id = cut_to(&h.id, bx.w, fs, true);
            c.text(bx, cx, y1, fs, Anchor::Middle, true, "", &id);
            let second = cut_to(&second, bx.w, fs, false);
            c.text(
                bx,
                cx,
                y1 + 1.1 * fs,
                fs,
                Anchor::Middle,
                false,
                "",
                &second,
            );
            let third = if extinct {
                "ext".to_string()
            } else {
                feature_short(h)
            };
            if !third.is_empty() {
                let third = cut_to(&third, bx.w, fs, false);
                c.text(bx, cx, y1 + 2.2 * fs, fs, Anchor::Middle, false, "", &third);
            }
        } else {
            let y1 = bx.y + 0.8 * fs;
            c.text(bx, cx, y1, fs, Anchor::Middle, false, "", &h.id);
            let second = if extinct { "ext".to_string() } else { second };
            let second = cut_to(&second, bx.w, fs, false);
            c.text(
                bx,
                cx,
                y1 + 1.1 * fs,
                fs,
                Anchor::Middle,
                false,
                "",
                &second,
            );
        }
        if let Some(m) = metro {
            // A metropolis: a thick inner ring in the owner's colour, named in its title.
            let (x, y) = g.centre(h.row, h.col);
            let inner = Grid {
                wd: g.wd * 0.86,
                x0: x - g.wd * 0.43,
                y0: y - g.side() * 0.86,
                c0: 0.0,
                r0: 0.0,
            };
            w!(&mut c.bg, "<g class=\"metropolis seat-{}\"><title>", m.seat);
            esc(
                &mut c.bg,
                &format!("Metropolis of {} in {}", m.label(), h.id),
            );
            w!(
                &mut c.bg,
                "</title><polygon points=\"{pts}\" fill=\"none\" stroke=\"#111111\" stroke-width=\"{:.1}\"/><polygon points=\"{pts}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:.1}\"/></g>",
                g.wd * 0.085,
                m.fill,
                g.wd * 0.05,
                pts = inner.points(0, 0),
            );
        }
    }
    // Units on intersections (a wrapping intersection is drawn at both edges).
    let mut drawn = HashSet::new();
    for h in &cells {
        let at = g.corners(h.row, h.col);
        for (&x, &(px, py)) in h.corners.iter().zip(at.iter()) {
            let Some(m) = board.units.get(&x).and_then(|s| marks.get(*s)) else {
                continue;
            };
            if !drawn.insert((x, (px * 10.0) as i32, (py * 10.0) as i32)) {
                continue;
            }
            w!(
                &mut c.fg,
                "<g class=\"unit seat-{}\" data-x=\"{}\"><title>",
                m.seat,
                d.x(x).id
            );
            esc(
                &mut c.fg,
                &format!("{} ({}): a unit at {}", m.label(), m.letter, d.x(x).id),
            );
            c.fg.push_str("</title>");
            let r = if detail { 0.75 * fs } else { 0.14 * g.wd };
            seat_shape(&mut c.fg, m.seat, px, py, r, m.fill, "");
            c.fg.push_str("</g>");
            if detail {
                let bx = Rect::new(px - 0.6 * fs, py - 0.6 * fs, 1.2 * fs, 1.2 * fs);
                c.text(
                    bx,
                    px,
                    py + 0.35 * fs,
                    fs,
                    Anchor::Middle,
                    true,
                    m.ink,
                    &m.letter.to_string(),
                );
            }
        }
    }
    // The hexes the viewer can pick: outlined, and links.
    for h in &cells {
        if !choices.iter().any(|c| c == &h.id) {
            continue;
        }
        c.fg.push_str("<a href=\"");
        esc(&mut c.fg, &format!("{page}?hex={}#turn", h.id));
        w!(
            &mut c.fg,
            "\" class=\"pick\" data-hex=\"{}\"><title>Pick {}</title><polygon points=\"{}\" fill=\"#FFFFFF\" fill-opacity=\"0\" stroke=\"{CHOICE}\" stroke-width=\"{:.1}\"/></a>",
            h.id,
            h.id,
            g.points(h.row, h.col),
            g.wd * 0.07
        );
    }
}

/// The whole map: the status line, then the west and east halves stacked.
pub fn map_svg(v: &View, names: &[String]) -> String {
    map_svg_with(v, names, &[], "")
}

/// `map_svg` with the hexes in `choices` (ids such as "ALA") outlined and made links to
/// `{page}?hex={id}#turn`: the hexes the viewer can pick now.
pub fn map_svg_with(v: &View, names: &[String], choices: &[String], page: &str) -> String {
    let (c, height) = map_canvas(v, names, choices, page);
    c.finish(
        height,
        "map",
        "om-map",
        &format!("Origins: the map. {}", status_line(v, names)),
    )
}

pub(crate) fn map_canvas(
    v: &View,
    names: &[String],
    choices: &[String],
    page: &str,
) -> (Canvas, f32) {
    let d = data();
    let marks = seat_marks(v, names);
    let board = Board::of(v);
    let margin = 6.0;
    let widest = HALVES
        .iter()
        .map(|(_, a, b)| f32::from(b - a + 1))
        .fold(0.0, f32::max);
    let mut c = Canvas::new((widest + 0.5) * MAP_HEX + 2.0 * margin);
    pattern_defs(&mut c, "om-map");
    let fs = c.fs;
    let mut y = fs * 1.2;
    y = c.words(y, &status_line(v, names));
    for (title, c0, c1) in HALVES {
        y = c.line(y, true, title);
        let rows: Vec<u8> = d
            .hexes
            .iter()
            .filter(|h| (c0..=c1).contains(&h.col))
            .map(|h| h.row)
            .collect();
        let (r0, r1) = (
            rows.iter().copied().min().unwrap_or(0),
            rows.iter().copied().max().unwrap_or(0),
        );
        let top = y - fs + 2.0;
        let g = Grid {
            wd: MAP_HEX,
            x0: margin,
            y0: top,
            c0: f32::from(c0),
            r0: f32::from(r0),
        };
        draw_cells(
            &mut c,
            &g,
            "om-map",
            (c0, c1, r0, r1),
            &board,
            &marks,
            choices,
            page,
            false,
        );
        let s = g.side();
        y = top + s * (1.5 * f32::from(r1 - r0) + 2.0) + fs * 1.5;
    }
    // Every player's counts under the map, with their seat symbol and species letter.
    if let Some((_, totals)) = units_by_region(v, names).into_iter().next() {
        for line in totals {
            y = c.words(y, &line);
        }
    }
    let height = y - fs * 0.6;
    (c, height)
}

/// One region zoomed in: every hex of its window with id, terrain, metropolis and feature,
/// units lettered with their species, then a key naming each hex of the region and the units
/// in it. An unknown region id draws the first region.
pub fn region_svg(v: &View, names: &[String], region: &str) -> String {
    let (c, height, label) = region_canvas(v, names, region);
    let id = format!("map-{}", REGIONS[region_index(region)].0);
    c.finish(height, &id, "om-region", &label)
}

fn region_index(region: &str) -> usize {
    REGIONS
        .iter()
        .position(|(id, _, _)| *id == region)
        .unwrap_or(0)
}

pub(crate) fn region_canvas(v: &View, names: &[String], region: &str) -> (Canvas, f32, String) {
    let d = data();
    let ri = region_index(region);
    let (rid, rname, hexes) = REGIONS[ri];
    let defs: Vec<&HexDef> = hexes
        .iter()
        .filter_map(|id| d.hex_by_id(id).map(|i| d.hex(i)))
        .collect();
    let c0 = defs.iter().map(|h| h.col).min().unwrap_or(0);
    let c1 = defs.iter().map(|h| h.col).max().unwrap_or(0);
    let r0 = defs.iter().map(|h| h.row).min().unwrap_or(0);
    let r1 = defs.iter().map(|h| h.row).max().unwrap_or(0);
    let marks = seat_marks(v, names);
    let board = Board::of(v);
    // Units (0.75 of the font wide) stick out of the outer hexes' corners: the margin is a
    // little more than the font of the hexes' width alone, which stays above the font of the
    // whole width (hexes and both margins) for any window of up to 13 columns.
    let width = (f32::from(c1 - c0 + 1) + 0.5) * REGION_HEX;
    let margin = 1.1 * super::paint::min_font(width);
    let mut c = Canvas::new(width + 2.0 * margin);
    let p = format!("om-{rid}");
    pattern_defs(&mut c, &p);
    let fs = c.fs;
    let mut y = fs * 1.2;
    y = c.line(y, true, rname);
    y = c.words(y, &status_line(v, names));
    let top = y - fs + 0.8 * fs;
    let g = Grid {
        wd: REGION_HEX,
        x0: margin,
        y0: top,
        c0: f32::from(c0),
        r0: f32::from(r0),
    };
    draw_cells(
        &mut c,
        &g,
        &p,
        (c0, c1, r0, r1),
        &board,
        &marks,
        &[],
        "",
        true,
    );
    y = top + g.side() * (1.5 * f32::from(r1 - r0) + 2.0) + 0.8 * fs + fs * 1.2;
    for h in &defs {
        let i = d.hex_by_id(&h.id).unwrap_or(0);
        let mut s = format!("{} {}: {}", h.id, h.name, ground(h.kind).name);
        if let Some(f) = &h.feature {
            let kind = match f.kind {
                FeatureKind::Animal => "animal",
                FeatureKind::Plant => "plant",
                FeatureKind::Resource => "resource",
            };
            s.push_str(&format!(", {kind} {} {}", f.name, modifier(f.modifier)));
        }
        if let Some(m) = board.metros.get(&i).and_then(|s| marks.get(*s)) {
            s.push_str(&format!(", metropolis of {}", m.label()));
        }
        if board.extinct.contains(&i) {
            s.push_str(", extinct");
        }
        s.push('.');
        y = c.words(y, &s);
    }
    let lines = region_lines(v, &marks, ri);
    if lines.is_empty() {
        y = c.line(y, false, "No units here.");
    }
    for l in &lines {
        y = c.words(y, l);
    }
    let label = format!("Origins: the map, {rname} zoomed in");
    (c, y - fs * 0.6, label)
}

/// The region of an intersection: that of its first land or shelf hex.
fn region_of_x(x: u16) -> Option<usize> {
    let d = data();
    d.x(x).hexes.iter().find_map(|h| region_of(&d.hex(*h).id))
}

/// One line per player with pieces in region `ri`: "Ada ● (C) — 3 units, metropolis at ALA".
fn region_lines(v: &View, marks: &[SeatMark], ri: usize) -> Vec<String> {
    let d = data();
    let mut out = Vec::new();
    for (p, m) in v.players.iter().zip(marks) {
        let mut xs: Vec<&str> = p
            .migratory
            .iter()
            .filter(|x| region_of_x(x.0) == Some(ri))
            .map(|x| d.x(x.0).id.as_str())
            .collect();
        xs.sort_unstable();
        let metros: Vec<&str> = p
            .metropolises
            .iter()
            .map(|h| d.hex(h.0).id.as_str())
            .filter(|h| region_of(h) == Some(ri))
            .collect();
        if xs.is_empty() && metros.is_empty() {
            continue;
        }
        let mut s = format!("{} ({}) — {}", m.label(), m.letter, units(xs.len()));
        if !xs.is_empty() {
            s.push_str(&format!(" at {}", xs.join(", ")));
        }
        if !metros.is_empty() {
            s.push_str(&format!(
                ", {} at {}",
                if metros.len() == 1 {
                    "metropolis"
                } else {
                    "metropolises"
                },
                metros.join(", ")
            ));
        }
        out.push(s);
    }
    out
}

fn units(n: usize) -> String {
    if n == 1 {
        "1 unit".to_string()
    } else {
        format!("{n} units")
    }
}

/// The list view of the map: first every player's totals (units, elders, metropolises), then
/// each region with a line per player who has pieces there, and units at sea last.
pub fn units_by_region(v: &View, names: &[String]) -> Vec<(String, Vec<String>)> {
    let d = data();
    let marks = seat_marks(v, names);
    let mut out = Vec::new();
    let totals = v
        .players
        .iter()
        .zip(&marks)
        .map(|(p, m)| {
            let elders: u32 = p
                .elders
                .iter()
                .map(|e| u32::from(e.producers) + u32::from(e.consumers))
                .sum();
            let mut s = format!(
                "{} ({}) — {}, {} {}",
                m.label(),
                m.letter,
                units(p.migratory.len()),
                elders,
                if elders == 1 { "elder" } else { "elders" }
            );
            if !p.metropolises.is_empty() {
                let at: Vec<&str> = p
                    .metropolises
                    .iter()
                    .map(|h| d.hex(h.0).id.as_str())
                    .collect();
                s.push_str(&format!(", metropolis at {}", at.join(", ")));
            }
            if let Some(e) = p.enslaver.and_then(|e| marks.get(e)) {
                s.push_str(&format!(", enslaved to {}", e.label()));
            }
            s
        })
        .collect();
    out.push(("Every player".to_string(), totals));
    for (ri, (_, name, _)) in REGIONS.iter().enumerate() {
        let lines = region_lines(v, &marks, ri);
        if !lines.is_empty() {
            out.push((name.to_string(), lines));
        }
    }
    let mut sea: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
    for p in &v.players {
        for x in &p.migratory {
            if region_of_x(x.0).is_none() {
                sea.entry(p.seat).or_default().push(d.x(x.0).id.as_str());
            }
        }
    }
    if !sea.is_empty() {
        let lines = sea
            .into_iter()
            .filter_map(|(s, xs)| {
                marks.get(s).map(|m| {
                    format!(
                        "{} ({}) — {} at {}",
                        m.label(),
                        m.letter,
                        units(xs.len()),
                        xs.join(", ")
                    )
                })
            })
            .collect();
        out.push(("At sea".to_string(), lines));
    }
    out
}
