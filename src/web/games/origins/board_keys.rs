//! The keys to the pictures: `legend_svg` (what each pattern, letter, stroke and shape on the
//! map means) and `pieces_svg` (every piece of the game explained, for the rules page).

use super::paint::{
    edge_style, fill_of, pattern_defs, seat_shape, w, Anchor, Canvas, Rect, CHOICE, GROUNDS, WIDTH,
};
use super::paint::{piece_colours, shape_of};
use crate::engine::origins::data::{data, EdgeClass};
use crate::engine::origins::Origins;
use crate::engine::registry::Extras;

/// A row with a swatch of `fill` (a pattern) and a text; returns the next baseline.
fn swatch_row(c: &mut Canvas, y: f32, fill: &str, letter: &str, text: &str) -> f32 {
    let fs = c.fs;
    let sw = Rect::new(6.0, y - fs * 1.0, fs * 2.4, fs * 1.3);
    w!(
        &mut c.bg,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\" stroke=\"#555555\"/>",
        sw.x,
        sw.y,
        sw.w,
        sw.h
    );
    if !letter.is_empty() {
        c.text(sw, sw.cx(), y, fs, Anchor::Middle, true, "", letter);
    }
    let bx = Rect::new(sw.right() + 6.0, y - fs, WIDTH - sw.right() - 6.0, fs * 1.4);
    let t = super::paint::cut_to(text, bx.w - 4.0, fs, false);
    c.text(bx, bx.x, y, fs, Anchor::Start, false, "", &t);
    y + fs * 1.6
}

/// A row with an edge stroke and its name.
fn edge_row(c: &mut Canvas, y: f32, class: EdgeClass) -> f32 {
    let fs = c.fs;
    let (stroke, width, dash, name) = edge_style(class);
    let (x1, x2, ly) = (6.0, 6.0 + fs * 2.4, y - fs * 0.35);
    if class == EdgeClass::W {
        w!(
            &mut c.bg,
            "<line x1=\"{x1}\" y1=\"{ly:.1}\" x2=\"{x2:.1}\" y2=\"{ly:.1}\" stroke=\"#111111\" stroke-width=\"6.5\"/>"
        );
    }
    w!(
        &mut c.bg,
        "<line x1=\"{x1}\" y1=\"{ly:.1}\" x2=\"{x2:.1}\" y2=\"{ly:.1}\" stroke=\"{stroke}\" stroke-width=\"{width}\""
    );
    if !dash.is_empty() {
        w!(&mut c.bg, " stroke-dasharray=\"{dash}\"");
    }
    c.bg.push_str("/>");
    let bx = Rect::new(x2 + 6.0, y - fs, WIDTH - x2 - 6.0, fs * 1.4);
    let t = super::paint::cut_to(name, bx.w - 4.0, fs, false);
    c.text(bx, bx.x, y, fs, Anchor::Start, false, "", &t);
    y + fs * 1.5
}

/// A row with a unit of a species (the shape of its colour's symbol, its letter) and a text.
fn unit_row(c: &mut Canvas, y: f32, species: usize, text: &str) -> f32 {
    let fs = c.fs;
    let (x, cy) = (6.0 + fs * 1.2, y - fs * 0.35);
    let sp = &data().species[species];
    let (fill, ink) = piece_colours(&sp.colour);
    let symbol = <Origins as Extras>::ABOUT
        .marks
        .get(species)
        .copied()
        .unwrap_or("●");
    seat_shape(&mut c.bg, shape_of(symbol), x, cy, fs * 0.75, fill, "token");
    let bx = Rect::new(x - fs * 0.6, cy - fs * 0.6, fs * 1.2, fs * 1.2);
    let letter = sp.letter.char().to_string();
    c.text(
        bx,
        x,
        cy + fs * 0.35,
        fs,
        Anchor::Middle,
        true,
        ink,
        &letter,
    );
    let tb = Rect::new(6.0 + fs * 3.0, y - fs, WIDTH - 6.0 - fs * 3.0, fs * 1.4);
    let t = super::paint::cut_to(text, tb.w - 4.0, fs, false);
    c.text(tb, tb.x, y, fs, Anchor::Start, false, "", &t);
    y + fs * 1.7
}

fn key_rows(c: &mut Canvas, mut y: f32, p: &str) -> f32 {
    pattern_defs(c, p);
    y = c.line(y, true, "Terrain (pattern and letter)");
    for g in &GROUNDS {
        let text = if g.letter.is_empty() {
            format!("{} (no letter)", g.name)
        } else {
            format!("{} — {}", g.letter, g.name)
        };
        y = swatch_row(c, y, &fill_of(p, g), g.letter, &text);
    }
    y = swatch_row(
        c,
        y,
        &format!("url(#{p}-extinct)"),
        "",
        "crossed: an extinct hex (ext)",
    );
    y = c.line(y, true, "Edges");
    for class in [
        EdgeClass::L,
        EdgeClass::S,
        EdgeClass::O,
        EdgeClass::W,
        EdgeClass::R,
    ] {
        y = edge_row(c, y, class);
    }
    y = c.line(y, true, "Units: colour symbol, species letter");
    for (i, sp) in data().species.iter().enumerate() {
        let symbol = <Origins as Extras>::ABOUT
            .marks
            .get(i)
            .copied()
            .unwrap_or("●");
        let text = format!("{} {symbol}: {} ({})", sp.colour, sp.name, sp.letter.char());
        y = unit_row(c, y, i, &text);
    }
    y = c.words(
        y,
        "A thick ring inside a hex, in its owner's colour, and M with the owner's species letter in place of the terrain letter: a metropolis.",
    );
    let fs = c.fs;
    let sw = Rect::new(6.0, y - fs, fs * 2.4, fs * 1.3);
    w!(
        &mut c.bg,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{CHOICE}\" stroke-width=\"3\"/>",
        sw.x,
        sw.y,
        sw.w,
        sw.h
    );
    let bx = Rect::new(sw.right() + 6.0, y - fs, WIDTH - sw.right() - 6.0, fs * 1.4);
    c.text(
        bx,
        bx.x,
        y,
        fs,
        Anchor::Start,
        false,
        "",
        "blue ring or outline: an option to tap",
    );
    y + fs * 1.6
}

/// What every pattern, letter, stroke and shape on the map means.
pub fn legend_svg() -> String {
    let (c, h) = legend_canvas();
    c.finish(h, "", "om-legend", "Origins: the map's legend")
}

pub(crate) fn legend_canvas() -> (Canvas, f32) {
    let mut c = Canvas::new(WIDTH);
    let top = c.fs * 1.3;
    let y = key_rows(&mut c, top, "om-legend");
    let fs = c.fs;
    (c, y - fs * 0.6)
}

/// The rules page's picture: every piece of the game, Turnpost edition.
pub fn pieces_svg() -> String {
    let (c, h) = pieces_canvas();
    c.finish(h, "", "om-pieces", "Origins: the pieces, Turnpost edition")
}

pub(crate) fn pieces_canvas() -> (Canvas, f32) {
    let mut c = Canvas::new(WIDTH);
    let mut y = c.line(c.fs * 1.3, true, "The pieces (Turnpost edition)");
    y = key_rows(&mut c, y, "om-pieces");
    for text in [
        "Migratory units stand on intersections (hex corners), one per intersection; they move along edges and may cross straits.",
        "A metropolis fills a whole hex and raises its owner's capacity.",
        "The brain map has five regions; in era I brain units cover some of them, making their instincts visible.",
        "From era II an era unit walks the era track: dark and golden ages of eras II and III, then IV.",
        "Elders sit on the demography sheet as producers or consumers, by colour.",
        "Five infrastructure tracks (footprint, metallurgy, maritime, energy, immunology) each climb from their start level.",
        "Era cards: a hand you alone see (others see how many), a discard pile whose top is public, and a repertoire of public cards, active or suppressed.",
        "Three climate cards (savanna or desert, grassland or jungle, glacial or tropical) set what is habitable.",
    ] {
        y = c.words(y, text);
    }
    let fs = c.fs;
    (c, y - fs * 0.6)
}
