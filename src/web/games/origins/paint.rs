//! Drawing primitives for the Origins pictures: a canvas of any width that remembers where every
//! text went (so tests can check that nothing leaves its box) and the smallest font it may use,
//! a per-character width estimate, the hex geometry of the map, terrain patterns and the seat
//! shapes of units. Escaping, boxes and anchors come from the games' shared `web::games::paint`.

use crate::engine::origins::data::{EdgeClass, HexKind, Terrain};
use crate::engine::origins::View;
use crate::i18n::{self, Arg, Lang};
use crate::services::seating::SEAT_MARKS;

/// The platform's mark of a seat (name, symbol by colour), which every picture draws.
pub use crate::services::seating::SeatMark as Mark;

pub(crate) use crate::web::games::paint::{esc, w, Anchor, Placed, Rect};

/// The narrowest column a picture is drawn in: a 375 px phone less the card's padding.
pub const PHONE_COLUMN_PX: f32 = 343.0;
/// The smallest text a phone reader gets, in CSS px.
pub const MIN_PX: f32 = 12.0;
/// Width of the text pictures (mats, legend, pieces): a phone column.
pub const WIDTH: f32 = 360.0;
/// Fonts for every picture (a presentation attribute, so no inline style is needed).
pub const FONT: &str = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";
pub const INK: &str = "#1a1a1a";
/// The outline of the hexes the viewer can pick now.
pub const CHOICE: &str = "#0B4F9C";

/// A text of the pictures, `origins-pic-<key>`, in `lang`.
pub fn pic(lang: Lang, key: &str) -> String {
    i18n::text(lang, &format!("origins-pic-{key}"))
}

/// [`pic`] with its arguments put in (numbers as `Arg::Number`, words as `Arg::Words`).
pub fn pic_with(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    i18n::text_with(lang, &format!("origins-pic-{key}"), args)
}

/// A number as a text's argument.
pub fn num(n: impl Into<f64>) -> Arg<'static> {
    Arg::Number(n.into())
}

/// The engine's words (`said`: messages) in `lang`.
pub fn worded(lang: Lang, said: &str) -> String {
    i18n::words(lang, said)
}

/// The smallest font size a picture `width` units wide may use (12 px at a 343 px column),
/// rounded up to a tenth.
pub fn min_font(width: f32) -> f32 {
    (MIN_PX * width / PHONE_COLUMN_PX * 10.0).ceil() / 10.0
}

/// The estimated advance of a character, as a share of the font size (a little wider than a
/// common sans-serif, so an estimate that fits also fits on screen).
fn char_width(c: char) -> f32 {
    match c {
        ' ' => 0.34,
        'i' | 'j' | 'l' | 't' | 'f' | 'r' | 'I' | '.' | ',' | ':' | ';' | '\'' | '|' | '!'
        | '(' | ')' | '-' => 0.4,
        'm' | 'w' | 'M' | 'W' => 0.9,
        c if c.is_ascii_uppercase() || c.is_ascii_digit() => 0.7,
        c if c.is_ascii_lowercase() => 0.6,
        _ => 0.85,
    }
}

/// How much wider bold text is estimated to be.
pub const BOLD: f32 = 1.1;

/// The estimated width of `s` at `size`, bold or not.
pub fn shown_width(s: &str, size: f32, bold: bool) -> f32 {
    s.chars().map(char_width).sum::<f32>() * size * if bold { BOLD } else { 1.0 }
}

/// `s` cut to fit `w` units at `size` (bold or not), a cut text ending with "…".
pub fn cut_to(s: &str, w: f32, size: f32, bold: bool) -> String {
    let s = s.trim();
    if shown_width(s, size, bold) <= w {
        return s.to_string();
    }
    let mut t = String::new();
    for c in s.chars() {
        t.push(c);
        let mut with = t.clone();
        with.push('…');
        if shown_width(&with, size, bold) > w {
            t.pop();
            break;
        }
    }
    t.push('…');
    t
}

/// A picture being drawn, `width` units wide with body text of `fs` units: boxes and shapes go
/// to the background layer and texts on top.
#[derive(Debug)]
pub struct Canvas {
    pub width: f32,
    pub fs: f32,
    pub defs: String,
    pub bg: String,
    pub fg: String,
    pub placed: Vec<Placed>,
}

impl Canvas {
    /// A canvas `width` units wide whose body text is the smallest readable size.
    pub fn new(width: f32) -> Canvas {
        Canvas::shown_at(width, PHONE_COLUMN_PX)
    }

    /// A canvas `width` units wide drawn at least `px` CSS pixels wide (a wide screen's
    /// column): its body text is 12 px there.
    pub fn shown_at(width: f32, px: f32) -> Canvas {
        // The viewBox is a whole number of units wide.
        let width = width.ceil();
        Canvas {
            width,
            fs: (MIN_PX * width / px * 10.0).ceil() / 10.0,
            defs: String::new(),
            bg: String::new(),
            fg: String::new(),
            placed: Vec::new(),
        }
    }

    /// A box on the background layer; `class` is optional.
    pub fn rect(&mut self, r: Rect, fill: &str, stroke: &str, class: &str) {
        w!(
            &mut self.bg,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"3\" fill=\"{fill}\" stroke=\"{stroke}\"",
            r.x,
            r.y,
            r.w,
            r.h
        );
        if !class.is_empty() {
            w!(&mut self.bg, " class=\"{class}\"");
        }
        self.bg.push_str("/>");
    }

    /// A text inside `bx` at baseline `y`, at `size` (0: the body size); returns its estimated
    /// width. Player-supplied text is escaped here.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        bx: Rect,
        x: f32,
        y: f32,
        size: f32,
        anchor: Anchor,
        bold: bool,
        fill: &str,
        s: &str,
    ) -> f32 {
        let size = if size <= 0.0 { self.fs } else { size };
        let width = shown_width(s, size, bold);
        let x0 = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        };
        w!(&mut self.fg, "<text x=\"{x:.1}\" y=\"{y:.1}\"");
        match anchor {
            Anchor::Start => {}
            Anchor::Middle => self.fg.push_str(" text-anchor=\"middle\""),
            Anchor::End => self.fg.push_str(" text-anchor=\"end\""),
        }
        w!(&mut self.fg, " font-size=\"{size:.1}\"");
        if bold {
            self.fg.push_str(" font-weight=\"700\"");
        }
        if !fill.is_empty() {
            w!(&mut self.fg, " fill=\"{fill}\"");
        }
        self.fg.push('>');
        esc(&mut self.fg, s);
        self.fg.push_str("</text>");
        self.placed.push(Placed {
            text: s.to_string(),
            x0,
            x1: x0 + width,
            y,
            size,
            bx,
        });
        width
    }

    /// A line of body text from the left margin, cut to the width; returns the next baseline.
    pub fn line(&mut self, y: f32, bold: bool, s: &str) -> f32 {
        let fs = self.fs;
        let bx = Rect::new(0.0, y - fs, self.width, fs * 1.3);
        let s = cut_to(s, self.width - 12.0, fs, bold);
        self.text(bx, 6.0, y, fs, Anchor::Start, bold, "", &s);
        y + fs * 1.3
    }

    /// A longer text wrapped between words from the left margin; returns the next baseline.
    pub fn words(&mut self, mut y: f32, s: &str) -> f32 {
        let room = self.width - 12.0;
        let fs = self.fs;
        let mut line = String::new();
        for word in s.split_whitespace() {
            let word = cut_to(word, room, fs, false);
            let candidate = if line.is_empty() {
                word.clone()
            } else {
                format!("{line} {word}")
            };
            if shown_width(&candidate, fs, false) <= room {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                y = self.line(y, false, &line);
            }
            line = word;
        }
        if !line.is_empty() {
            y = self.line(y, false, &line);
        }
        y
    }

    /// The finished `<svg>`, `height` units tall; `id` may be empty; `label` is its accessible
    /// name.
    pub fn finish(self, height: f32, id: &str, class: &str, label: &str) -> String {
        let mut out = String::with_capacity(self.bg.len() + self.fg.len() + 600);
        // A picture with links in it (hexes to pick) is a group of controls, not one image.
        let role = if self.fg.contains("<a ") || self.bg.contains("<a ") {
            "group"
        } else {
            "img"
        };
        out.push_str("<svg xmlns=\"http://www.w3.org/2000/svg\"");
        if !id.is_empty() {
            w!(&mut out, " id=\"{id}\"");
        }
        w!(
            &mut out,
            " viewBox=\"0 0 {:.0} {:.0}\" width=\"100%\" class=\"om-svg {class}\" role=\"{role}\" font-family=\"{FONT}\" font-size=\"{:.1}\" fill=\"{INK}\" aria-label=\"",
            self.width.ceil(),
            height.ceil(),
            self.fs
        );
        esc(&mut out, label);
        out.push_str("\"><title>");
        esc(&mut out, label);
        out.push_str("</title>");
        if !self.defs.is_empty() {
            out.push_str("<defs>");
            out.push_str(&self.defs);
            out.push_str("</defs>");
        }
        out.push_str(&self.bg);
        out.push_str(&self.fg);
        out.push_str("</svg>");
        out
    }
}

/// A terrain as the map draws it: its pattern, its letter and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ground {
    pub key: &'static str,
    pub letter: &'static str,
    pub name: &'static str,
    pub fill: &'static str,
}

pub const GROUNDS: [Ground; 6] = [
    Ground {
        key: "plain",
        letter: "P",
        name: "plain",
        fill: "#E9E1C4",
    },
    Ground {
        key: "grass",
        letter: "G",
        name: "grassland",
        fill: "#CFE4AE",
    },
    Ground {
        key: "savanna",
        letter: "S",
        name: "savanna",
        fill: "#F2D98F",
    },
    Ground {
        key: "tundra",
        letter: "T",
        name: "tundra",
        fill: "#E6EEF3",
    },
    Ground {
        key: "shelf",
        letter: "Sh",
        name: "shelf (shallow sea)",
        fill: "#BFE1EC",
    },
    Ground {
        key: "ocean",
        letter: "",
        name: "ocean",
        fill: "#8FBBD6",
    },
];

impl Ground {
    /// The terrain's letter on the map in `lang` (the ocean has none).
    pub fn letter_in(&self, lang: Lang) -> String {
        if self.letter.is_empty() {
            String::new()
        } else {
            pic(lang, &format!("terrain-letter-{}", self.key))
        }
    }

    /// The terrain's name in the legend, in `lang`.
    pub fn name_in(&self, lang: Lang) -> String {
        pic(lang, &format!("terrain-{}", self.key))
    }
}

pub fn ground(kind: HexKind) -> &'static Ground {
    &GROUNDS[match kind {
        HexKind::Plain => 0,
        HexKind::Grass => 1,
        HexKind::Savanna => 2,
        HexKind::Tundra => 3,
        HexKind::Shelf => 4,
        HexKind::Ocean => 5,
    }]
}

pub fn ground_of_terrain(t: Terrain) -> &'static Ground {
    ground(match t {
        Terrain::Plain => HexKind::Plain,
        Terrain::Grass => HexKind::Grass,
        Terrain::Savanna => HexKind::Savanna,
        Terrain::Tundra => HexKind::Tundra,
        Terrain::Shelf => HexKind::Shelf,
        Terrain::Sea => HexKind::Ocean,
    })
}

/// The pattern definitions of every terrain and of extinct hexes, their ids prefixed with `p`
/// (each picture on a page has its own prefix, so ids stay unique).
pub fn pattern_defs(c: &mut Canvas, p: &str) {
    let d = &mut c.defs;
    for g in &GROUNDS {
        w!(
            d,
            "<pattern id=\"{p}-{}\" patternUnits=\"userSpaceOnUse\" width=\"12\" height=\"12\"><rect width=\"12\" height=\"12\" fill=\"{}\"/>",
            g.key,
            g.fill
        );
        d.push_str(match g.key {
            // Dots, short upright strokes, diagonal hatching, dashes, ripples, waves.
            "plain" => "<circle cx=\"3\" cy=\"3\" r=\"1.2\" fill=\"#8A7B4F\"/><circle cx=\"9\" cy=\"9\" r=\"1.2\" fill=\"#8A7B4F\"/>",
            "grass" => "<path d=\"M3 10V5M6 10V4M9 10V6\" stroke=\"#4E7A2A\" stroke-width=\"1.2\" fill=\"none\"/>",
            "savanna" => "<path d=\"M0 12L12 0M-3 3L3 -3M9 15L15 9\" stroke=\"#9C7A1E\" stroke-width=\"1.2\" fill=\"none\"/>",
            "tundra" => "<path d=\"M1 4H6M7 10H12\" stroke=\"#6A8797\" stroke-width=\"1.4\" fill=\"none\"/>",
            "shelf" => "<path d=\"M0 6Q3 3 6 6T12 6\" stroke=\"#4D8FA6\" stroke-width=\"1\" fill=\"none\"/>",
            _ => "<path d=\"M0 4Q3 1 6 4T12 4M0 10Q3 7 6 10T12 10\" stroke=\"#5E8FB0\" stroke-width=\"1\" fill=\"none\"/>",
        });
        d.push_str("</pattern>");
    }
    w!(
        d,
        "<pattern id=\"{p}-extinct\" patternUnits=\"userSpaceOnUse\" width=\"18\" height=\"18\"><path d=\"M0 0L18 18M18 0L0 18\" stroke=\"#8B1A1A\" stroke-width=\"1.3\" stroke-opacity=\"0.75\"/></pattern>"
    );
}

/// The pattern fill of a terrain in a picture whose patterns have the prefix `p`.
pub fn fill_of(p: &str, g: &Ground) -> String {
    format!("url(#{p}-{})", g.key)
}

/// The legend's name of an edge class in `lang`.
pub fn edge_name(lang: Lang, class: EdgeClass) -> String {
    pic(lang, &format!("edge-{class:?}"))
}

/// How an edge class is drawn: stroke, width, dash, and a name for the legend (English).
pub fn edge_style(class: EdgeClass) -> (&'static str, f32, &'static str, &'static str) {
    match class {
        EdgeClass::L => ("#6B6B6B", 1.0, "", "land edge"),
        EdgeClass::S => ("#2F6F8A", 1.2, "4 3", "shelf edge (coast and shallows)"),
        EdgeClass::O => ("#3E6F94", 0.8, "1 3", "ocean edge (open sea)"),
        EdgeClass::W => ("#FFFFFF", 4.0, "", "white strait (W)"),
        EdgeClass::R => ("#B0141E", 4.0, "6 3", "red strait (R)"),
    }
}

/// A seat as the pictures draw it: the platform's mark (name and symbol, the symbol's shape on
/// the pieces) and the species letter on them.
#[derive(Debug, Clone)]
pub struct SeatMark {
    pub seat: usize,
    pub symbol: &'static str,
    /// The shape of the symbol (an index into `SEAT_MARKS`).
    pub shape: usize,
    pub name: String,
    /// The species letter of the player's sheet.
    pub letter: char,
    /// The fill of the player's pieces and the ink written on them.
    pub fill: &'static str,
    pub ink: &'static str,
}

impl SeatMark {
    /// "Ada ●"
    pub fn label(&self) -> String {
        format!("{} {}", self.name, self.symbol)
    }
}

/// The shape that draws `symbol` (its place in `SEAT_MARKS`).
pub fn shape_of(symbol: &str) -> usize {
    SEAT_MARKS.iter().position(|m| *m == symbol).unwrap_or(0)
}

/// Every seat of `v` as the pictures draw it, from the platform's marks (a seat without one is
/// drawn with its colour's symbol and named by its number, in `lang`).
pub fn seat_marks(v: &View, marks: &[Mark], lang: Lang) -> Vec<SeatMark> {
    use crate::engine::origins::Origins;
    use crate::engine::registry::Extras;
    v.players
        .iter()
        .map(|p| {
            let (fill, ink) = piece_colours(&p.colour);
            let own = marks.iter().find(|m| m.seat == p.seat);
            let symbol = own.map(|m| m.symbol).unwrap_or_else(|| {
                <Origins as Extras>::ABOUT
                    .marks
                    .get(p.sheet.index())
                    .copied()
                    .unwrap_or("●")
            });
            SeatMark {
                seat: p.seat,
                symbol,
                shape: shape_of(symbol),
                name: own
                    .map(|m| m.name.clone())
                    .filter(|n| !n.trim().is_empty())
                    .unwrap_or_else(|| {
                        pic_with(lang, "player-n", &[("n", num(p.seat as f64 + 1.0))])
                    }),
                letter: p.sheet.char(),
                fill,
                ink,
            }
        })
        .collect()
}

/// The fill and the ink of pieces of a species colour (always with the species letter on them).
pub fn piece_colours(colour: &str) -> (&'static str, &'static str) {
    match colour {
        "black" => ("#222222", "#FFFFFF"),
        "red" => ("#C62828", "#FFFFFF"),
        "white" => ("#FAFAFA", "#111111"),
        "green" => ("#2E7D32", "#FFFFFF"),
        "yellow" => ("#F9D71C", "#111111"),
        _ => ("#9E9E9E", "#111111"),
    }
}

/// A piece in the shape of a mark (`shape`: its place in `SEAT_MARKS`: circle, square, diamond,
/// hexagon, triangle, star) centred on (x, y) with radius r, as one SVG element.
pub fn seat_shape(out: &mut String, shape: usize, x: f32, y: f32, r: f32, fill: &str, class: &str) {
    let poly = |n: usize, start: f32, rr: &dyn Fn(usize) -> f32| -> String {
        (0..n)
            .map(|i| {
                let a = start + i as f32 * std::f32::consts::TAU / n as f32;
                format!("{:.1},{:.1}", x + rr(i) * a.cos(), y + rr(i) * a.sin())
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let up = -std::f32::consts::FRAC_PI_2;
    match shape % SEAT_MARKS.len() {
        0 => w!(
            out,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{r:.1}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>"
        ),
        1 => w!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>",
            x - r * 0.85,
            y - r * 0.85,
            r * 1.7,
            r * 1.7
        ),
        2 => w!(
            out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>",
            poly(4, up, &|_| r * 1.1)
        ),
        3 => w!(
            out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>",
            poly(6, up, &|_| r)
        ),
        4 => w!(
            out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>",
            poly(3, up, &|_| r * 1.25)
        ),
        _ => w!(
            out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"#111\" class=\"{class}\"/>",
            poly(10, up, &|i| if i % 2 == 0 { r * 1.2 } else { r * 0.6 })
        ),
    }
}

/// The map's hex geometry at hex width `wd`: pointy-top hexes, odd rows shifted half a hex to
/// the right, the picture's top-left at (`x0`, `y0`) for column `c0` and row `r0`.
#[derive(Debug, Clone, Copy)]
pub struct Grid {
    pub wd: f32,
    pub x0: f32,
    pub y0: f32,
    pub c0: f32,
    pub r0: f32,
}

impl Grid {
    /// The side of a hex (its circumradius).
    pub fn side(&self) -> f32 {
        self.wd / 3f32.sqrt()
    }
    /// The centre of the hex at `row`, `col`.
    pub fn centre(&self, row: u8, col: u8) -> (f32, f32) {
        let shift = if row % 2 == 1 { 0.5 } else { 0.0 };
        let s = self.side();
        (
            self.x0 + self.wd * (f32::from(col) - self.c0 + shift + 0.5),
            self.y0 + s + 1.5 * s * (f32::from(row) - self.r0),
        )
    }
    /// The corners N, NE, SE, S, SW, NW of the hex at `row`, `col`.
    pub fn corners(&self, row: u8, col: u8) -> [(f32, f32); 6] {
        let (x, y) = self.centre(row, col);
        let s = self.side();
        let h = self.wd / 2.0;
        [
            (x, y - s),
            (x + h, y - s / 2.0),
            (x + h, y + s / 2.0),
            (x, y + s),
            (x - h, y + s / 2.0),
            (x - h, y - s / 2.0),
        ]
    }
    /// The hex's outline as polygon points.
    pub fn points(&self, row: u8, col: u8) -> String {
        self.corners(row, col)
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
    /// The box inside a hex where its texts go.
    pub fn text_box(&self, row: u8, col: u8) -> Rect {
        let (x, y) = self.centre(row, col);
        let s = self.side();
        Rect::new(x - 0.4 * self.wd, y - 0.6 * s, 0.8 * self.wd, 1.2 * s)
    }
}
