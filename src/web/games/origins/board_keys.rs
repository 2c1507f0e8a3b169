//! The keys to the pictures: `legend_svg` (what each pattern, letter, stroke and shape on the
//! map means) and `pieces_svg` (every piece of the game explained, for the rules page).

use super::paint::{
    edge_name, edge_style, fill_of, pattern_defs, pic, pic_with, seat_shape, w, worded, Anchor,
    Canvas, Rect, CHOICE, GROUNDS, WIDTH,
};
use super::paint::{piece_colours, shape_of};
use crate::engine::origins::data::{data, EdgeClass};
use crate::engine::origins::{said, Origins};
use crate::engine::registry::Extras;
use crate::i18n::{Arg, Lang};

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
        let letter = super::paint::cut_to(letter, sw.w - 2.0, fs, true);
        c.text(sw, sw.cx(), y, fs, Anchor::Middle, true, "", &letter);
    }
    let bx = Rect::new(sw.right() + 6.0, y - fs, WIDTH - sw.right() - 6.0, fs * 1.4);
    let t = super::paint::cut_to(text, bx.w - 4.0, fs, false);
    c.text(bx, bx.x, y, fs, Anchor::Start, false, "", &t);
    y + fs * 1.6
}

/// A row with an edge stroke and its name.
fn edge_row(c: &mut Canvas, y: f32, class: EdgeClass, lang: Lang) -> f32 {
    let fs = c.fs;
    let (stroke, width, dash, _) = edge_style(class);
    let name = edge_name(lang, class);
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
    let t = super::paint::cut_to(&name, bx.w - 4.0, fs, false);
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

fn key_rows(c: &mut Canvas, mut y: f32, p: &str, lang: Lang) -> f32 {
    pattern_defs(c, p);
    y = c.line(y, true, &pic(lang, "key-terrain"));
    for g in &GROUNDS {
        let (letter, name) = (g.letter_in(lang), g.name_in(lang));
        let text = if letter.is_empty() {
            pic_with(lang, "key-no-letter", &[("name", Arg::Words(&name))])
        } else {
            format!("{letter} — {name}")
        };
        y = swatch_row(c, y, &fill_of(p, g), &letter, &text);
    }
    let short = pic(lang, "extinct-short");
    y = swatch_row(
        c,
        y,
        &format!("url(#{p}-extinct)"),
        "",
        &pic_with(lang, "key-extinct", &[("short", Arg::Words(&short))]),
    );
    y = c.line(y, true, &pic(lang, "key-edges"));
    for class in [
        EdgeClass::L,
        EdgeClass::S,
        EdgeClass::O,
        EdgeClass::W,
        EdgeClass::R,
    ] {
        y = edge_row(c, y, class, lang);
    }
    y = c.line(y, true, &pic(lang, "key-units"));
    for (i, sp) in data().species.iter().enumerate() {
        let symbol = <Origins as Extras>::ABOUT
            .marks
            .get(i)
            .copied()
            .unwrap_or("●");
        let colour = pic(lang, &format!("colour-{}", sp.colour));
        let species = worded(lang, &said::species(sp.letter));
        let text = format!("{colour} {symbol}: {species} ({})", sp.letter.char());
        y = unit_row(c, y, i, &text);
    }
    y = c.words(y, &pic(lang, "key-metropolis"));
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
    let t = super::paint::cut_to(&pic(lang, "key-option"), bx.w - 4.0, fs, false);
    c.text(bx, bx.x, y, fs, Anchor::Start, false, "", &t);
    y + fs * 1.6
}

/// The map's legend in English (see [`legend_svg_in`]).
pub fn legend_svg() -> String {
    legend_svg_in(Lang::En)
}

/// What every pattern, letter, stroke and shape on the map means, in `lang`.
pub fn legend_svg_in(lang: Lang) -> String {
    let (c, h) = legend_canvas(lang);
    c.finish(h, "", "om-legend", &pic(lang, "legend-label"))
}

pub(crate) fn legend_canvas(lang: Lang) -> (Canvas, f32) {
    let mut c = Canvas::new(WIDTH);
    let top = c.fs * 1.3;
    let y = key_rows(&mut c, top, "om-legend", lang);
    let fs = c.fs;
    (c, y - fs * 0.6)
}

/// The pieces in English (see [`pieces_svg_in`]).
pub fn pieces_svg() -> String {
    pieces_svg_in(Lang::En)
}

/// The rules page's picture: every piece of the game, Turnpost edition, in `lang`.
pub fn pieces_svg_in(lang: Lang) -> String {
    let (c, h) = pieces_canvas(lang);
    c.finish(h, "", "om-pieces", &pic(lang, "pieces-label"))
}

pub(crate) fn pieces_canvas(lang: Lang) -> (Canvas, f32) {
    let mut c = Canvas::new(WIDTH);
    let mut y = c.line(c.fs * 1.3, true, &pic(lang, "pieces-title"));
    y = key_rows(&mut c, y, "om-pieces", lang);
    for key in [
        "pieces-units",
        "pieces-metropolis",
        "pieces-brain-map",
        "pieces-era-track",
        "pieces-elders",
        "pieces-tracks",
        "pieces-cards",
        "pieces-climate",
    ] {
        y = c.words(y, &pic(lang, key));
    }
    let fs = c.fs;
    (c, y - fs * 0.6)
}
