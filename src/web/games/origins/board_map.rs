//! The map of Origins: the whole map (`map_svg`: on a phone in two stacked halves, on a wide
//! screen in one piece), the places to choose from around the options of the decision now
//! (`choose_svg`: windows of the map drawn large, each option a link at least 44 px across on a
//! 375 px phone), and every player's units by region (`units_by_region`, a list for screen
//! readers and small screens).
//!
//! Hexes are drawn with a terrain pattern and a terrain letter, never colour alone; edges by
//! class (land, shelf, ocean, white and red straits) with distinct strokes; units as the shape
//! of their player's mark in the species colour with the species letter on them, and a
//! `<title>` naming the owner and the place. Each hex of the whole map is a `<g class="hex"
//! data-hex>` with its name as its title; the page's script pans and zooms the map.

use super::paint::{
    cut_to, edge_style, esc, fill_of, ground, num, pattern_defs, pic, pic_with, seat_marks,
    seat_shape, shown_width, w, worded, Anchor, Canvas, Grid, Mark, Rect, SeatMark, CHOICE,
};
use crate::engine::origins::choices::{hex_key, x_key};
use crate::engine::origins::data::{data, EdgeClass, FeatureKind, HexDef};
use crate::engine::origins::state::{HexId, XId};
use crate::engine::origins::{said, words, Origins, View};
use crate::engine::Game;
use crate::i18n::{game_text, game_text_with, Arg, Lang};
use std::collections::{BTreeMap, HashMap, HashSet};

/// The hex width of the whole map.
const MAP_HEX: f32 = 60.0;
/// The hex width of the windows to choose in.
const WINDOW_HEX: f32 = 100.0;
/// How wide a wide screen shows the whole map in one piece, at least, in CSS px (its board
/// column is about 710 px at 1280 px; the text is 12 px at 600).
const WIDE_PX: f32 = 600.0;
/// How far apart, in hex widths, the options of one window may lie across and down, and the
/// margins around them (room for the names of the hexes around each option): a window at most
/// 4.2 hexes wide keeps neighbouring intersections 47 px apart on a phone, room for a 46 px
/// link on each.
const SPREAD: f32 = 3.2;
const SPREAD_DOWN: f32 = 3.5;
const MARGIN: f32 = 0.5;
const MARGIN_DOWN: f32 = 0.9;
/// The least height of a window, in hex widths.
const LEAST_HEIGHT: f32 = 2.4;
/// The size of a link on an intersection, in CSS px on a phone.
const LINK_PX: f32 = 46.0;

/// The halves of the whole map: the key of their title (`origins-pic-half-<key>`) and the
/// columns they show.
const HALVES: [(&str, u8, u8); 2] = [("west", 0, 7), ("east", 8, 14)];

/// The regions of the list view (the key of their name, `origins-pic-region-<key>`), with every
/// land and shelf hex in exactly one.
const REGIONS: [(&str, &[&str]); 6] = [
    (
        "americas",
        &[
            "ALA", "YUK", "HUD", "GRL", "CAS", "PLN", "GLK", "CAL", "APP", "MEX", "MIS", "CEN",
            "COL", "AMZ", "AND", "BRZ", "PAT",
        ],
    ),
    (
        "europe",
        &["SCA", "NRU", "BRI", "GER", "RUS", "IBE", "GAU", "BAL"],
    ),
    (
        "africa",
        &[
            "MAG", "SAH", "WAF", "CHD", "EGY", "CON", "NUB", "HRN", "EAF", "SWA", "SAF", "MAD",
        ],
    ),
    (
        "near-east",
        &["LEV", "ANA", "CAU", "BAB", "ARA", "PER", "AFG", "IND"],
    ),
    (
        "siberia",
        &[
            "WSB", "ESB", "YAK", "CHU", "BRG", "KAZ", "ALT", "MON", "MAN", "AMR", "SCY", "TAR",
        ],
    ),
    (
        "east-asia",
        &[
            "CHN", "KOR", "JAP", "TIB", "YAN", "IDC", "DEC", "MAL", "SUN", "SUM", "JAV", "NGS",
            "AUW", "AUE",
        ],
    ),
];

/// The region of the list view a land or shelf hex belongs to (its index in `REGIONS`).
pub(crate) fn region_of(hex_id: &str) -> Option<usize> {
    REGIONS.iter().position(|(_, h)| h.contains(&hex_id))
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

/// "Game turn 3 of at most 100 · climate: savanna, grassland, glacial · era decks 20, 30, 34"
fn status_line(v: &View, lang: Lang) -> String {
    let climate: Vec<String> = v
        .climate
        .iter()
        .map(|c| game_text(lang, Origins::NAME, &format!("term-{c}"), c))
        .collect();
    pic_with(
        lang,
        "status",
        &[
            ("turn", num(f64::from(v.game_turn.max(1)))),
            ("cap", num(f64::from(v.turn_cap))),
            ("savanna", Arg::Words(&climate[0])),
            ("grassland", Arg::Words(&climate[1])),
            ("glacial", Arg::Words(&climate[2])),
            ("era1", num(v.deck_sizes[0] as f64)),
            ("era2", num(v.deck_sizes[1] as f64)),
            ("era3", num(v.deck_sizes[2] as f64)),
        ],
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

/// "An+1": the kind of a hex's feature, short, and its modifier.
fn feature_short(h: &HexDef, lang: Lang) -> String {
    h.feature
        .as_ref()
        .map(|f| {
            let k = match f.kind {
                FeatureKind::Animal => "feature-animal",
                FeatureKind::Plant => "feature-plant",
                FeatureKind::Resource => "feature-resource",
            };
            format!("{}{}", pic(lang, k), modifier(f.modifier))
        })
        .unwrap_or_default()
}

/// How the cells are labelled: the whole map writes each hex's code and terrain letter; a
/// window writes its name (the same name the options use) and its feature.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    Codes,
    Names,
}

/// The links to draw over the cells: (board key, address) of each option.
type Taps<'a> = &'a [(String, String)];

/// Hexes, edges, units and links of the hexes `cells`, drawn on `c` with the grid `g`.
/// `inside`: the part of the picture whose hexes get their texts (a window draws the hexes
/// around it too, cut by its edge, without texts).
#[allow(clippy::too_many_arguments)]
fn draw_cells(
    c: &mut Canvas,
    g: &Grid,
    p: &str,
    cells: &[&HexDef],
    inside: Rect,
    board: &Board,
    marks: &[SeatMark],
    taps: Taps,
    detail: Detail,
    lang: Lang,
) {
    let d = data();
    // Hexes: pattern, and the extinct hatching over it.
    for h in cells {
        let gr = ground(h.kind);
        let i = d.hex_by_id(&h.id).unwrap_or(0);
        w!(
            &mut c.bg,
            "<g class=\"hex om-{}\" data-hex=\"{}\"><title>",
            gr.key,
            h.id
        );
        esc(&mut c.bg, &hex_name(lang, h));
        w!(
            &mut c.bg,
            "</title><polygon points=\"{}\" fill=\"{}\" stroke=\"none\"/>",
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
    for h in cells {
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
            let width = width * g.wd / MAP_HEX;
            let out = if matches!(class, EdgeClass::W | EdgeClass::R) {
                &mut straits
            } else {
                &mut c.bg
            };
            if class == EdgeClass::W {
                w!(
                    out,
                    "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#111111\" stroke-width=\"{:.1}\"/>",
                    pa.0, pa.1, pb.0, pb.1, width * 1.6
                );
            }
            w!(
                out,
                "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{stroke}\" stroke-width=\"{width:.1}\" class=\"edge edge-{class:?}\"",
                pa.0, pa.1, pb.0, pb.1
            );
            if !dash.is_empty() {
                w!(out, " stroke-dasharray=\"{dash}\"");
            }
            out.push_str("/>");
        }
    }
    c.bg.push_str(&straits);
    // Texts of the land and shelf hexes, and the metropolises.
    let fs = c.fs;
    for h in cells
        .iter()
        .filter(|h| h.kind.is_land() || ground(h.kind).key == "shelf")
    {
        let i = d.hex_by_id(&h.id).unwrap_or(0);
        let gr = ground(h.kind);
        let (cx, cy) = g.centre(h.row, h.col);
        let metro = board.metros.get(&i).and_then(|s| marks.get(*s));
        if let Some(m) = metro {
            // A metropolis: a thick inner ring in the owner's colour, named in its title.
            let inner = Grid {
                wd: g.wd * 0.86,
                x0: cx - g.wd * 0.43,
                y0: cy - g.side() * 0.86,
                c0: 0.0,
                r0: 0.0,
            };
            w!(&mut c.bg, "<g class=\"metropolis seat-{}\"><title>", m.seat);
            esc(
                &mut c.bg,
                &game_text_with(
                    lang,
                    Origins::NAME,
                    "map-metropolis",
                    &[("who", &m.label()), ("place", &hex_name(lang, h))],
                    &format!("The metropolis of {} in {}", m.label(), h.name),
                ),
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
        let bx = g.text_box(h.row, h.col);
        if bx.x < inside.x
            || bx.right() > inside.right()
            || bx.y < inside.y
            || bx.bottom() > inside.bottom()
        {
            continue;
        }
        let extinct = board.extinct.contains(&i);
        // A metropolis's hex reads M and its owner's letter (its pattern still shows the
        // terrain).
        let second = match metro {
            Some(m) => pic_with(
                lang,
                "metropolis-mark",
                &[("letter", Arg::Words(&m.letter.to_string()))],
            ),
            None => gr.letter_in(lang),
        };
        match detail {
            Detail::Codes => {
                let y1 = bx.y + 0.8 * fs;
                c.text(bx, cx, y1, fs, Anchor::Middle, false, "", &h.id);
                let second = if extinct {
                    pic(lang, "extinct-short")
                } else {
                    second
                };
                let second = cut_to(&second, bx.w, fs, false);
                c.text(
                    bx,
                    cx,
                    y1 + 1.05 * fs,
                    fs,
                    Anchor::Middle,
                    false,
                    "",
                    &second,
                );
            }
            Detail::Names => {
                let lines = name_lines(&hex_name(lang, h), bx.w, fs);
                let mut y = bx.y + 0.85 * fs;
                for l in &lines {
                    c.text(bx, cx, y, fs, Anchor::Middle, true, "", l);
                    y += 1.05 * fs;
                }
                let third = if extinct {
                    format!("{second} · {}", pic(lang, "extinct"))
                } else {
                    let f = feature_short(h, lang);
                    if f.is_empty() {
                        second
                    } else {
                        format!("{second} · {f}")
                    }
                };
                let third = cut_to(&third, bx.w, fs, false);
                c.text(bx, cx, y, fs, Anchor::Middle, false, "", &third);
            }
        }
    }
    // Units on intersections (a wrapping intersection is drawn at each of its places).
    let r = match detail {
        Detail::Codes => 0.72 * fs,
        Detail::Names => 1.05 * fs,
    };
    let mut drawn = HashSet::new();
    for h in cells {
        let at = g.corners(h.row, h.col);
        for (&x, &(px, py)) in h.corners.iter().zip(at.iter()) {
            let Some(m) = board.units.get(&x).and_then(|s| marks.get(*s)) else {
                continue;
            };
            // Only units wholly inside the picture (a window cuts the hexes at its edge).
            let room = r * 1.3;
            if px - room < inside.x
                || px + room > inside.right()
                || py - room < inside.y
                || py + room > inside.bottom()
            {
                continue;
            }
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
                &pic_with(
                    lang,
                    "unit",
                    &[
                        ("who", Arg::Words(&m.label())),
                        ("letter", Arg::Words(&m.letter.to_string())),
                        ("place", Arg::Words(&worded(lang, &said::place(XId(x))))),
                    ],
                ),
            );
            c.fg.push_str("</title>");
            seat_shape(&mut c.fg, m.shape, px, py, r, m.fill, "");
            c.fg.push_str("</g>");
            let bx = Rect::new(px - 0.6 * fs, py - 0.65 * fs, 1.2 * fs, 1.3 * fs);
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
    // The options: hexes first, then intersections over them.
    for h in cells {
        let key = d.hex_by_id(&h.id).map(|i| hex_key(HexId(i)));
        let Some(href) = key.and_then(|k| tap(taps, &k)) else {
            continue;
        };
        c.fg.push_str("<a href=\"");
        esc(&mut c.fg, href);
        w!(&mut c.fg, "\" class=\"pick\" data-hex=\"{}\"><title>", h.id);
        esc(
            &mut c.fg,
            &game_text_with(
                lang,
                Origins::NAME,
                "map-choose",
                &[("place", &hex_name(lang, h))],
                &format!("Choose {}", h.name),
            ),
        );
        w!(
            &mut c.fg,
            "</title><polygon points=\"{}\" fill=\"#FFFFFF\" fill-opacity=\"0\" stroke=\"{CHOICE}\" stroke-width=\"{:.1}\"/></a>",
            g.points(h.row, h.col),
            g.wd * 0.06
        );
    }
    let link_r = LINK_PX / 2.0 * c.width / super::paint::PHONE_COLUMN_PX;
    let mut linked = HashSet::new();
    for h in cells {
        let at = g.corners(h.row, h.col);
        for (&x, &(px, py)) in h.corners.iter().zip(at.iter()) {
            let Some(href) = tap(taps, &x_key(XId(x))) else {
                continue;
            };
            if !(inside.x - 1.0 <= px && px <= inside.right() + 1.0)
                || !(inside.y - 1.0 <= py && py <= inside.bottom() + 1.0)
                || !linked.insert(x)
            {
                continue;
            }
            c.fg.push_str("<a href=\"");
            esc(&mut c.fg, href);
            w!(
                &mut c.fg,
                "\" class=\"pick\" data-x=\"{}\"><title>",
                d.x(x).id
            );
            let place = worded(lang, &said::place(XId(x)));
            esc(
                &mut c.fg,
                &game_text_with(
                    lang,
                    Origins::NAME,
                    "map-choose",
                    &[("place", &place)],
                    &format!("Choose {place}"),
                ),
            );
            w!(
                &mut c.fg,
                "</title><circle cx=\"{px:.1}\" cy=\"{py:.1}\" r=\"{link_r:.1}\" fill=\"#FFFFFF\" fill-opacity=\"0\" stroke=\"{CHOICE}\" stroke-width=\"{:.1}\"/></a>",
                link_r * 0.1
            );
        }
    }
}

/// The address of the option drawn as `key`, if it is one now.
fn tap<'a>(taps: Taps<'a>, key: &str) -> Option<&'a str> {
    taps.iter()
        .find(|(k, _)| k == key)
        .map(|(_, href)| href.as_str())
}

/// A hex's name in at most two lines of `w`, cut if it is longer still.
/// A hex's name in `lang` (the game's texts; a sea's id begins with `~`, which a text's id
/// cannot hold).
fn hex_name(lang: Lang, h: &HexDef) -> String {
    let key = match h.id.strip_prefix('~') {
        Some(sea) => format!("hex-sea-{sea}"),
        None => format!("hex-{}", h.id),
    };
    game_text(lang, Origins::NAME, &key, &h.name)
}

fn name_lines(name: &str, w: f32, fs: f32) -> Vec<String> {
    if shown_width(name, fs, true) <= w {
        return vec![name.to_string()];
    }
    let words: Vec<&str> = name.split_whitespace().collect();
    for k in (1..words.len()).rev() {
        let (a, b) = (words[..k].join(" "), words[k..].join(" "));
        if shown_width(&a, fs, true) <= w && shown_width(&b, fs, true) <= w {
            return vec![a, b];
        }
    }
    vec![cut_to(name, w, fs, true)]
}

/// The whole map, for a phone (two halves stacked) or a wide screen (`wide`: one piece).
pub fn map_svg(v: &View, marks: &[Mark], wide: bool, lang: Lang) -> String {
    let (c, height) = map_canvas(v, marks, wide, lang);
    let label = pic_with(
        lang,
        "map-label",
        &[("status", Arg::Words(&status_line(v, lang)))],
    );
    c.finish(height, "", "om-map", &label)
}

pub(crate) fn map_canvas(v: &View, marks: &[Mark], wide: bool, lang: Lang) -> (Canvas, f32) {
    let d = data();
    let marks = seat_marks(v, marks, lang);
    let board = Board::of(v);
    // Room at the edges for the units on the outer corners.
    let margin = 20.0;
    let parts: Vec<(&str, u8, u8)> = if wide {
        vec![("", 0, 14)]
    } else {
        HALVES.to_vec()
    };
    let widest = parts
        .iter()
        .map(|(_, a, b)| f32::from(b - a + 1))
        .fold(0.0, f32::max);
    let width = (widest + 0.5) * MAP_HEX + 2.0 * margin;
    let mut c = if wide {
        Canvas::shown_at(width, WIDE_PX)
    } else {
        Canvas::new(width)
    };
    let p = if wide { "om-wide" } else { "om-map" };
    pattern_defs(&mut c, p);
    let fs = c.fs;
    let mut y = fs * 1.2;
    y = c.words(y, &status_line(v, lang));
    for (half, c0, c1) in parts {
        if !half.is_empty() {
            y = c.line(y, true, &pic(lang, &format!("half-{half}")));
        }
        let cells: Vec<&HexDef> = d
            .hexes
            .iter()
            .filter(|h| (c0..=c1).contains(&h.col))
            .collect();
        let r0 = cells.iter().map(|h| h.row).min().unwrap_or(0);
        let r1 = cells.iter().map(|h| h.row).max().unwrap_or(0);
        let top = y - fs + 2.0;
        let g = Grid {
            wd: MAP_HEX,
            x0: margin,
            y0: top,
            c0: f32::from(c0),
            r0: f32::from(r0),
        };
        let bottom = top + g.side() * (1.5 * f32::from(r1 - r0) + 2.0);
        let inside = Rect::new(0.0, top - 1.2 * fs, c.width, bottom - top + 2.4 * fs);
        draw_cells(
            &mut c,
            &g,
            p,
            &cells,
            inside,
            &board,
            &marks,
            &[],
            Detail::Codes,
            lang,
        );
        y = bottom + fs * 1.9;
    }
    // Every player's counts under the map, with their mark and species letter.
    for line in totals(v, &marks, lang) {
        y = c.words(y, &line);
    }
    (c, y - fs * 0.6)
}

/// A point of the map in hex widths (the whole map's grid at width 1).
fn unit_grid() -> Grid {
    Grid {
        wd: 1.0,
        x0: 0.0,
        y0: 0.0,
        c0: 0.0,
        r0: 0.0,
    }
}

/// Where an option's key lies on the map, in hex widths: an intersection at its named hex's
/// corner, a hex at its centre.
fn key_point(key: &str) -> Option<(f32, f32)> {
    let d = data();
    let g = unit_grid();
    if let Some(id) = key.strip_prefix("x-") {
        let x = XId::parse(id)?;
        let h = words::place_hex(x);
        let def = d.hex(h.0);
        let k = def.corners.iter().position(|&c| c == x.0)?;
        return Some(g.corners(def.row, def.col)[k]);
    }
    let h = HexId::parse(key.strip_prefix("hex-")?)?;
    let def = d.hex(h.0);
    Some(g.centre(def.row, def.col))
}

/// The options of the map grouped into windows: each at most `SPREAD` across both ways.
fn windows(taps: Taps) -> Vec<Vec<(f32, f32)>> {
    let mut points: Vec<(f32, f32)> = taps.iter().filter_map(|(k, _)| key_point(k)).collect();
    points.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut out: Vec<Vec<(f32, f32)>> = Vec::new();
    for pt in points {
        let fits = |w: &Vec<(f32, f32)>| {
            let (mut x0, mut x1, mut y0, mut y1) = (pt.0, pt.0, pt.1, pt.1);
            for q in w {
                x0 = x0.min(q.0);
                x1 = x1.max(q.0);
                y0 = y0.min(q.1);
                y1 = y1.max(q.1);
            }
            x1 - x0 <= SPREAD && y1 - y0 <= SPREAD_DOWN
        };
        match out.iter_mut().find(|w| fits(w)) {
            Some(w) => w.push(pt),
            None => out.push(vec![pt]),
        }
    }
    // Windows that fit together are one.
    let spread = |w: &[(f32, f32)]| {
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for q in w {
            x0 = x0.min(q.0);
            x1 = x1.max(q.0);
            y0 = y0.min(q.1);
            y1 = y1.max(q.1);
        }
        x1 - x0 <= SPREAD && y1 - y0 <= SPREAD_DOWN
    };
    let mut merged: Vec<Vec<(f32, f32)>> = Vec::new();
    for w in out {
        match merged
            .iter_mut()
            .find(|m| spread(&[m.as_slice(), w.as_slice()].concat()))
        {
            Some(m) => m.extend(w),
            None => merged.push(w),
        }
    }
    merged
}

/// The map around the options of the decision now, drawn large enough to tap each one; none
/// when no option is on the map.
pub fn choose_svg(v: &View, marks: &[Mark], taps: Taps, lang: Lang) -> Option<String> {
    let pictures: Vec<String> = window_canvases(v, marks, taps, lang)
        .into_iter()
        .map(|(c, h, label)| c.finish(h, "", "om-choose", &label))
        .collect();
    (!pictures.is_empty()).then(|| pictures.concat())
}

pub(crate) fn window_canvases(
    v: &View,
    marks: &[Mark],
    taps: Taps,
    lang: Lang,
) -> Vec<(Canvas, f32, String)> {
    let d = data();
    let marks = seat_marks(v, marks, lang);
    let board = Board::of(v);
    let unit = unit_grid();
    let mut out = Vec::new();
    for (n, points) in windows(taps).into_iter().enumerate() {
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for q in &points {
            x0 = x0.min(q.0);
            x1 = x1.max(q.0);
            y0 = y0.min(q.1);
            y1 = y1.max(q.1);
        }
        // At least three hexes wide and a little less tall, with a margin all round.
        let grow = ((3.0 - (x1 - x0 + 2.0 * MARGIN)) / 2.0).max(0.0);
        let (x0, x1) = (x0 - MARGIN - grow, x1 + MARGIN + grow);
        let grow = ((LEAST_HEIGHT - (y1 - y0 + 2.0 * MARGIN_DOWN)) / 2.0).max(0.0);
        let (y0, y1) = (y0 - MARGIN_DOWN - grow, y1 + MARGIN_DOWN + grow);
        let width = (x1 - x0) * WINDOW_HEX;
        let mut c = Canvas::new(width);
        let p = format!("om-w{n}");
        pattern_defs(&mut c, &p);
        let fs = c.fs;
        // The window is named after the land hex nearest its middle.
        let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        let near = d
            .hexes
            .iter()
            .filter(|h| h.kind.is_land())
            .min_by(|a, b| {
                let da = dist(unit.centre(a.row, a.col), (mx, my));
                let db = dist(unit.centre(b.row, b.col), (mx, my));
                da.total_cmp(&db)
            })
            .map(|h| hex_name(lang, h))
            .unwrap_or_default();
        let title = game_text_with(
            lang,
            Origins::NAME,
            "map-around",
            &[("place", &near)],
            &format!("Around {near}"),
        );
        let y = c.line(fs * 1.2, true, &title);
        let top = y - 0.7 * fs;
        let g = Grid {
            wd: WINDOW_HEX,
            x0: -x0 * WINDOW_HEX,
            y0: top - y0 * WINDOW_HEX,
            c0: 0.0,
            r0: 0.0,
        };
        let height = (y1 - y0) * WINDOW_HEX;
        let inside = Rect::new(0.0, top, c.width, height);
        let cells: Vec<&HexDef> = d
            .hexes
            .iter()
            .filter(|h| {
                let (cx, cy) = unit.centre(h.row, h.col);
                cx > x0 - 0.6 && cx < x1 + 0.6 && cy > y0 - 0.7 && cy < y1 + 0.7
            })
            .collect();
        draw_cells(
            &mut c,
            &g,
            &p,
            &cells,
            inside,
            &board,
            &marks,
            taps,
            Detail::Names,
            lang,
        );
        // The picture is cut at the window's edge (the title stays clear of it), and a frame
        // shows the edge.
        let (w, bottom) = (c.width, top + height);
        w!(
            &mut c.bg,
            "<rect x=\"0\" y=\"0\" width=\"{w:.1}\" height=\"{top:.1}\" fill=\"#FFFFFF\"/><rect x=\"0\" y=\"{bottom:.1}\" width=\"{w:.1}\" height=\"{:.1}\" fill=\"#FFFFFF\"/>",
            fs
        );
        c.rect(inside, "none", "#555555", "");
        let label = pic_with(lang, "window-label", &[("place", Arg::Words(&near))]);
        out.push((c, top + height + 0.3 * fs, label));
    }
    out
}

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// "Ada ● (C)": a player's mark and species letter, as the lists write them.
fn who(m: &SeatMark) -> String {
    format!("{} ({})", m.label(), m.letter)
}

/// Hexes by name in `lang`, as a list ("Egypt and Nubia").
fn hex_list(hexes: impl IntoIterator<Item = HexId>, lang: Lang) -> String {
    worded(lang, &said::list(hexes.into_iter().map(said::hex)))
}

/// One line per player: "Ada ● (C): 3 units, 2 elders, a metropolis in Egypt".
fn totals(v: &View, marks: &[SeatMark], lang: Lang) -> Vec<String> {
    v.players
        .iter()
        .zip(marks)
        .map(|(p, m)| {
            let elders: u32 = p
                .elders
                .iter()
                .map(|e| u32::from(e.producers) + u32::from(e.consumers))
                .sum();
            let mut s = pic_with(
                lang,
                "totals",
                &[
                    ("who", Arg::Words(&who(m))),
                    ("units", num(p.migratory.len() as f64)),
                    ("elders", num(f64::from(elders))),
                ],
            );
            if !p.metropolises.is_empty() {
                s.push_str(&pic_with(
                    lang,
                    "totals-metropolises",
                    &[
                        ("n", num(p.metropolises.len() as f64)),
                        (
                            "places",
                            Arg::Words(&hex_list(p.metropolises.iter().copied(), lang)),
                        ),
                    ],
                ));
            }
            if let Some(e) = p.enslaver.and_then(|e| marks.get(e)) {
                s.push_str(&pic_with(
                    lang,
                    "totals-enslaved",
                    &[("who", Arg::Words(&e.label()))],
                ));
            }
            s
        })
        .collect()
}

/// The region of an intersection: that of its named hex, or of its first land or shelf hex.
fn region_of_x(x: u16) -> Option<usize> {
    let d = data();
    region_of(&d.hex(words::place_hex(XId(x)).0).id)
        .or_else(|| d.x(x).hexes.iter().find_map(|h| region_of(&d.hex(*h).id)))
}

/// The list view of the map in English (see [`units_by_region_in`]).
pub fn units_by_region(v: &View, marks: &[Mark]) -> Vec<(String, Vec<String>)> {
    units_by_region_in(v, marks, Lang::En)
}

/// The list view of the map in `lang`: first every player's totals, then each region with a
/// line per player who has pieces there ("Ada ● (C): units at Egypt, north and Nubia, south; a
/// metropolis in Egypt"), and units at sea last.
pub fn units_by_region_in(v: &View, marks: &[Mark], lang: Lang) -> Vec<(String, Vec<String>)> {
    let marks = seat_marks(v, marks, lang);
    let mut out = vec![(pic(lang, "list-everyone"), totals(v, &marks, lang))];
    let mut sea: BTreeMap<usize, Vec<XId>> = BTreeMap::new();
    let mut by_region: Vec<Vec<String>> = vec![Vec::new(); REGIONS.len()];
    let units_at = |xs: Vec<XId>| {
        let places = worded(lang, &said::list(xs.iter().map(|x| said::place(*x))));
        pic_with(
            lang,
            "list-units",
            &[("n", num(xs.len() as f64)), ("places", Arg::Words(&places))],
        )
    };
    for (p, m) in v.players.iter().zip(&marks) {
        let mut here: Vec<(Vec<XId>, Vec<HexId>)> = vec![(Vec::new(), Vec::new()); REGIONS.len()];
        for x in &p.migratory {
            match region_of_x(x.0) {
                Some(r) => here[r].0.push(*x),
                None => sea.entry(p.seat).or_default().push(*x),
            }
        }
        for h in &p.metropolises {
            if let Some(r) = region_of(&data().hex(h.0).id) {
                here[r].1.push(*h);
            }
        }
        for (r, (xs, ms)) in here.into_iter().enumerate() {
            if xs.is_empty() && ms.is_empty() {
                continue;
            }
            let mut parts = Vec::new();
            if !xs.is_empty() {
                parts.push(units_at(xs));
            }
            if !ms.is_empty() {
                parts.push(pic_with(
                    lang,
                    "list-metropolises",
                    &[
                        ("n", num(ms.len() as f64)),
                        ("places", Arg::Words(&hex_list(ms, lang))),
                    ],
                ));
            }
            by_region[r].push(format!("{}: {}", who(m), parts.join("; ")));
        }
    }
    for (r, lines) in by_region.into_iter().enumerate() {
        if !lines.is_empty() {
            out.push((pic(lang, &format!("region-{}", REGIONS[r].0)), lines));
        }
    }
    if !sea.is_empty() {
        let lines = sea
            .into_iter()
            .filter_map(|(s, xs)| {
                marks
                    .get(s)
                    .map(|m| format!("{}: {}", who(m), units_at(xs)))
            })
            .collect();
        out.push((pic(lang, "list-at-sea"), lines));
    }
    out
}
