//! Drawing primitives shared by the Humanity pictures: palette, XML escaping, seat markers,
//! the four module symbols and the experiment effect glyphs.
//!
//! Everything is written straight into one `String` with `std::fmt::Write`; writing into a
//! `String` cannot fail, so the `fmt::Result` is deliberately ignored by the `w!` macro.

use crate::engine::humanity::catalogue::{Colour, Effect, Res, Shape};
use crate::engine::humanity::view::View;
use crate::i18n::{text, text_with, Arg, Lang};

/// `write!` into a `String`, ignoring the (infallible) result.
macro_rules! w {
    ($out:expr, $($arg:tt)*) => {{
        let _ = ::std::fmt::Write::write_fmt($out, format_args!($($arg)*));
    }};
}
pub(crate) use w;

/// Fonts for every picture (a presentation attribute, so no inline style is needed).
pub const FONT: &str = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";
/// Text colour on light backgrounds.
pub const INK: &str = "#1a1a1a";
/// The smallest font size of any text, in viewBox units: 12.4 CSS px when a 360-unit
/// picture is drawn in a 343 px phone column.
pub const MIN_FONT: f32 = 13.0;
/// Secondary text (still 7:1 on white).
pub const MUTED: &str = "#4a4a4a";

/// Module colours (Okabe–Ito orange, blue and bluish green, Tol's purple) with the ink that
/// reaches at least 5:1 contrast on them. Every colour is always drawn with its symbol too.
pub fn module_fill(c: Colour) -> (&'static str, &'static str) {
    match c {
        Colour::Orange => ("#E69F00", "#000000"),
        Colour::Blue => ("#0072B2", "#FFFFFF"),
        Colour::Green => ("#009E73", "#000000"),
        Colour::Purple => ("#AA3377", "#FFFFFF"),
    }
}

/// Player colours are light (black letters on them, 10:1 or better) so that tokens stand out
/// from the darker module colours by lightness as well as hue; each colour also has its own
/// marker shape (`About::marks`: ● ■ ◆ ⬢) and every token its player's letter, so colour is
/// never the only cue. Indexed like the game's colours (yellow, blue, green, pink).
pub const PLAYER_FILLS: [&str; 4] = ["#F0E442", "#56B4E9", "#8FD694", "#F4A3C7"];

/// The marker shape of a player's colour (a second cue beside colour and letter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Circle,
    Square,
    Diamond,
    Hexagon,
}

impl Mark {
    /// The shape of the colour at `shape` in the game's colours (`SeatMark::shape`).
    pub fn of_shape(shape: usize) -> Mark {
        match shape % 4 {
            0 => Mark::Circle,
            1 => Mark::Square,
            2 => Mark::Diamond,
            _ => Mark::Hexagon,
        }
    }
}

/// How one seat is drawn: its player's name and letter, the fill and shape of its colour.
#[derive(Debug, Clone)]
pub struct SeatMark<'a> {
    pub seat: usize,
    pub name: Option<&'a str>,
    pub initial: char,
    pub fill: &'static str,
    pub mark: Mark,
}

impl SeatMark<'_> {
    /// The escaped display name, "Seat 3" when the page gave none; cut to `max` characters.
    pub fn write_name(&self, out: &mut String, max: usize, lang: Lang) {
        match self.name {
            Some(n) if !n.trim().is_empty() => esc_cut(out, n.trim(), max),
            _ => esc(out, &seat_words(lang, self.seat)),
        }
    }
}

/// The drawing marks of every seat of the view, in seat order, from the platform's marks (one
/// source for every page, mail and picture: `services::seating::marks`). A seat the platform
/// gave no mark is drawn grey with its number.
pub fn seat_marks<'a>(
    view: &View,
    seats: &'a [crate::services::seating::SeatMark],
) -> Vec<SeatMark<'a>> {
    (0..view.players.len())
        .map(|s| match seats.iter().find(|m| m.seat == s) {
            Some(m) => SeatMark {
                seat: s,
                name: Some(m.name.as_str()),
                initial: m.letter,
                fill: PLAYER_FILLS.get(m.shape).copied().unwrap_or("#D0D0D0"),
                mark: Mark::of_shape(m.shape),
            },
            None => SeatMark {
                seat: s,
                name: None,
                initial: char::from_digit((s as u32 + 1) % 36, 36).unwrap_or('?'),
                fill: "#D0D0D0",
                mark: Mark::of_shape(s),
            },
        })
        .collect()
}

pub use crate::web::games::paint::{esc, esc_cut};

/// Opens an `<svg>` scaled to the page width, with its accessible name as `aria-label` and
/// `<title>`. `label` is plain text (escaped here).
pub fn open_svg(out: &mut String, width: i32, height: i32, extra_class: &str, label: &str) {
    w!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" "
    );
    if extra_class.is_empty() {
        out.push_str("width=\"100%\" class=\"hb-svg\"");
    } else {
        w!(out, "width=\"{width}\" class=\"hb-svg {extra_class}\"");
    }
    w!(
        out,
        " role=\"img\" font-family=\"{FONT}\" font-size=\"13\" fill=\"{INK}\" aria-label=\""
    );
    esc(out, label);
    out.push_str("\"><title>");
    esc(out, label);
    out.push_str("</title>");
}

/// A seat token: the seat's shape in its colour with `text` on it. An exhausted token is
/// hollow, dashed and grey with a small "z", so it differs without colour.
pub fn token(
    out: &mut String,
    m: &SeatMark,
    cx: f32,
    cy: f32,
    r: f32,
    exhausted: bool,
    text: &str,
) {
    let (fill, stroke, dash) = if exhausted {
        ("#FFFFFF", "#555555", " stroke-dasharray=\"3 2\"")
    } else {
        (m.fill, "#1a1a1a", "")
    };
    let attrs = |out: &mut String| {
        w!(
            out,
            " fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"1.5\"{dash}/>"
        )
    };
    match m.mark {
        Mark::Circle => {
            w!(out, "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r:.1}\"");
            attrs(out);
        }
        Mark::Square => {
            let h = r * 0.9;
            w!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"2\"",
                cx - h,
                cy - h,
                2.0 * h,
                2.0 * h
            );
            attrs(out);
        }
        Mark::Diamond => {
            let d = r * 1.2;
            w!(
                out,
                "<path d=\"M{cx:.1} {:.1}L{:.1} {cy:.1}L{cx:.1} {:.1}L{:.1} {cy:.1}Z\"",
                cy - d,
                cx + d,
                cy + d,
                cx - d
            );
            attrs(out);
        }
        Mark::Hexagon => {
            let (a, b) = (r * 1.08, r * 0.54);
            let v = r * 0.94;
            w!(
                out,
                "<path d=\"M{:.1} {cy:.1}L{:.1} {:.1}H{:.1}L{:.1} {cy:.1}L{:.1} {:.1}H{:.1}Z\"",
                cx - a,
                cx - b,
                cy - v,
                cx + b,
                cx + a,
                cx + b,
                cy + v,
                cx - b
            );
            attrs(out);
        }
    }
    let colour = if exhausted { "#555555" } else { "#000000" };
    // Never under 13 units: 12 CSS px when a 360-unit picture is drawn 343 px wide.
    let size = if text.chars().count() > 2 {
        r * 0.95
    } else {
        r * 1.2
    }
    .max(MIN_FONT);
    w!(
        out,
        "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"{size:.1}\" font-weight=\"700\" fill=\"{colour}\">",
        cy + size * 0.36
    );
    esc(out, text);
    out.push_str("</text>");
    if exhausted {
        w!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"13\" font-weight=\"700\" fill=\"#000\">z</text>",
            cx + r * 0.75,
            cy - r * 0.55
        );
    }
}

/// The symbol of a module colour, drawn in `ink` on a 20×20 box at (x, y) scaled to `size`;
/// `hole` is the background colour for the cut-outs.
pub fn symbol(out: &mut String, c: Colour, x: f32, y: f32, size: f32, ink: &str, hole: &str) {
    w!(
        out,
        "<g transform=\"translate({x:.1} {y:.1}) scale({:.3})\">",
        size / 20.0
    );
    match c {
        Colour::Orange => w!(
            out,
            "<circle cx=\"10\" cy=\"10\" r=\"7.3\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"4.4\" stroke-dasharray=\"2.87 2.87\"/>\
             <circle cx=\"10\" cy=\"10\" r=\"5.6\" fill=\"{ink}\"/><circle cx=\"10\" cy=\"10\" r=\"2.3\" fill=\"{hole}\"/>"
        ),
        Colour::Blue => w!(
            out,
            "<path d=\"M10 4.5V1.8\" stroke=\"{ink}\" stroke-width=\"1.8\"/><circle cx=\"10\" cy=\"1.8\" r=\"1.7\" fill=\"{ink}\"/>\
             <rect x=\"3\" y=\"5\" width=\"14\" height=\"12.5\" rx=\"2.5\" fill=\"{ink}\"/>\
             <rect x=\"0.8\" y=\"8.5\" width=\"2.6\" height=\"5\" fill=\"{ink}\"/><rect x=\"16.6\" y=\"8.5\" width=\"2.6\" height=\"5\" fill=\"{ink}\"/>\
             <circle cx=\"7\" cy=\"10\" r=\"1.9\" fill=\"{hole}\"/><circle cx=\"13\" cy=\"10\" r=\"1.9\" fill=\"{hole}\"/>\
             <rect x=\"6.5\" y=\"13.4\" width=\"7\" height=\"1.8\" fill=\"{hole}\"/>"
        ),
        Colour::Green => w!(
            out,
            "<path d=\"M10 19.5V8.5M5 19.2h10\" stroke=\"{ink}\" stroke-width=\"2.2\" fill=\"none\"/>\
             <path d=\"M10 12C4.5 12 1.5 8.8 1.5 4.5C6.5 4.5 10 7 10 12Z\" fill=\"{ink}\"/>\
             <path d=\"M10 9.5C10 4.5 13.2 1 18.5 1C18.5 6 15.2 9.5 10 9.5Z\" fill=\"{ink}\"/>"
        ),
        Colour::Purple => w!(
            out,
            "<path d=\"M6.5 1.2h7\" stroke=\"{ink}\" stroke-width=\"2\"/>\
             <path d=\"M7.8 2v6.3L2.4 17.2Q1.6 19 3.6 19h12.8q2 0 1.2-1.8L12.2 8.3V2z\" fill=\"{ink}\"/>\
             <path d=\"M5.2 13.2h9.6\" stroke=\"{hole}\" stroke-width=\"1.4\"/>"
        ),
    }
    out.push_str("</g>");
}

/// A module colour badge: a rounded square in the colour with its symbol.
pub fn badge(out: &mut String, c: Colour, x: f32, y: f32, size: f32) {
    let (fill, ink) = module_fill(c);
    w!(
        out,
        "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{size:.1}\" height=\"{size:.1}\" rx=\"3\" fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>"
    );
    let pad = size * 0.12;
    symbol(out, c, x + pad, y + pad, size - 2.0 * pad, ink, fill);
}

/// The glyph of an experiment effect (hourglass for time, circular arrow for reactivate).
pub fn effect_glyph(out: &mut String, e: Effect, x: f32, y: f32, size: f32, ink: &str) {
    if e == Effect::None {
        return;
    }
    w!(
        out,
        "<g transform=\"translate({x:.1} {y:.1}) scale({:.3})\">",
        size / 20.0
    );
    match e {
        Effect::Time => w!(
            out,
            "<path d=\"M3.5 1.5h13v2.5l-4.8 6 4.8 6v2.5h-13V16l4.8-6-4.8-6z\" fill=\"{ink}\"/>"
        ),
        Effect::Reactivate => w!(
            out,
            "<path d=\"M16.5 11A6.6 6.6 0 1 1 13.6 4.6\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"2.8\"/>\
             <path d=\"M10.6 0.8l7.4 2.6-5.2 5.6z\" fill=\"{ink}\"/>"
        ),
        Effect::None => {}
    }
    out.push_str("</g>");
}

/// A white cross on a dark square: the hangar's module is discarded at the end of the round.
pub fn white_cross(out: &mut String, x: f32, y: f32, size: f32) {
    let p = size * 0.25;
    w!(
        out,
        "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{size:.1}\" height=\"{size:.1}\" rx=\"2\" fill=\"#B00020\"/>\
         <path d=\"M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}\" stroke=\"#FFFFFF\" stroke-width=\"2.4\" stroke-linecap=\"round\"/>",
        x + p,
        y + p,
        x + size - p,
        y + size - p,
        x + size - p,
        y + p,
        x + p,
        y + size - p
    );
}

/// A small outline of a greenhouse shape code (round, rectangular, octagonal; "*" for wild).
pub fn shape_glyph(out: &mut String, s: Shape, cx: f32, cy: f32, r: f32, ink: &str) {
    let common = |out: &mut String| {
        w!(
            out,
            " fill=\"none\" stroke=\"{ink}\" stroke-width=\"1.8\"/>"
        );
    };
    match s {
        Shape::Round => {
            w!(out, "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r:.1}\"");
            common(out);
        }
        Shape::Rectangular => {
            w!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\"",
                cx - r * 1.2,
                cy - r * 0.75,
                r * 2.4,
                r * 1.5
            );
            common(out);
        }
        Shape::Octagonal => {
            let (a, b) = (r, r * 0.42);
            w!(
                out,
                "<path d=\"M{:.1} {:.1}H{:.1}L{:.1} {:.1}V{:.1}L{:.1} {:.1}H{:.1}L{:.1} {:.1}V{:.1}Z\"",
                cx - b, cy - a, cx + b, cx + a, cy - b, cy + b, cx + b, cy + a, cx - b, cx - a, cy + b, cy - b
            );
            common(out);
        }
        Shape::Wild => w!(
            out,
            "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"{:.1}\" font-weight=\"700\" fill=\"{ink}\">*</text>",
            cy + r * 1.1,
            r * 3.0
        ),
    }
}

/// Resource letters joined by "/": "N/M".
pub fn write_res(out: &mut String, res: &[Res]) {
    for (i, r) in res.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        out.push(r.letter());
    }
}

/// A greenhouse shape as a hangar card writes it, short ("rect.").
pub fn shape_short(lang: Lang, s: Shape) -> String {
    text(
        lang,
        match s {
            Shape::Round => "humanity-pic-shape-round",
            Shape::Rectangular => "humanity-pic-shape-rect",
            Shape::Octagonal => "humanity-pic-shape-octagonal",
            Shape::Wild => "humanity-pic-shape-wild",
        },
    )
}

// ---------------------------------------------------------------------------------------------
// Words: every word a picture draws is one of the game's texts (`humanity-pic-*` in
// `src/i18n/<lang>/games/humanity-pictures.ftl`, components' names from `humanity-play.ftl`).
// ---------------------------------------------------------------------------------------------

/// The text `id` with the number `n` in it as `$n`.
pub fn said_n(lang: Lang, id: &str, n: impl Into<f64>) -> String {
    text_with(lang, id, &[("n", Arg::Number(n.into()))])
}

/// The text `id` with its arguments, numbers or words.
pub fn said(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    text_with(lang, id, args)
}

/// "Seat 3" for a seat the page named nobody at (numbered from 1).
pub fn seat_words(lang: Lang, seat: usize) -> String {
    said_n(lang, "humanity-pic-seat", (seat + 1) as f64)
}

/// A module's name in `lang` from its English name (`humanity-module-<slug>`), as the log names
/// it; the English name while the game has no such text.
pub fn module_words(lang: Lang, english: &str) -> String {
    let key = format!(
        "module-{}",
        crate::engine::humanity::describe::slug(english)
    );
    crate::i18n::game_text(lang, "humanity", &key, english)
}

/// A module colour ("orange") and its symbol ("gear") in `lang`.
pub fn colour_words(lang: Lang, c: Colour) -> (String, String) {
    (
        crate::i18n::game_text(lang, "humanity", &format!("colour-{}", c.name()), c.name()),
        crate::i18n::game_text(
            lang,
            "humanity",
            &format!("symbol-{}", c.symbol()),
            c.symbol(),
        ),
    )
}

/// A cost in words from its letters ("IMM": "1 Ice + 2 Methane"), in `lang`.
pub fn cost_words(lang: Lang, letters: &str) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter_map(|r| {
            let n = letters.chars().filter(|c| *c == r.letter()).count();
            (n > 0).then(|| {
                let key = format!(
                    "resource-{}-name",
                    crate::engine::humanity::describe::slug(r.name())
                );
                let name = crate::i18n::game_text(lang, "humanity", &key, r.name());
                said(
                    lang,
                    "humanity-pic-cost-part",
                    &[("n", Arg::Number(n as f64)), ("res", Arg::Words(&name))],
                )
            })
        })
        .collect();
    if parts.is_empty() {
        return text(lang, "humanity-pic-cost-nothing");
    }
    parts.join(" + ")
}

/// The estimated advance of a character at font size 1 (a little wider than a common
/// sans-serif, so that a text estimated to fit fits on screen).
fn char_width(c: char) -> f32 {
    match c {
        ' ' => 0.34,
        'i' | 'j' | 'l' | 't' | 'f' | 'r' | 'I' | '.' | ',' | ':' | ';' | '\'' | '|' | '!'
        | '(' | ')' | '-' | '·' => 0.4,
        'm' | 'w' | 'M' | 'W' => 0.9,
        c if c.is_ascii_uppercase() || c.is_ascii_digit() => 0.7,
        c if c.is_ascii_lowercase() => 0.6,
        _ => 0.7,
    }
}

/// The estimated width of `s` at `size`, bold or not.
pub fn text_width(s: &str, size: f32, bold: bool) -> f32 {
    s.chars().map(char_width).sum::<f32>() * size * if bold { 1.1 } else { 1.0 }
}

/// Attributes that squeeze a text into `room` units when it is estimated wider (a longer
/// language), so that it never leaves its box; nothing when it fits.
pub fn fit(s: &str, size: f32, bold: bool, room: i32) -> String {
    // The estimate is a little wide: a text is squeezed only when it clearly overflows, so a
    // text that fits today is drawn as it was.
    if text_width(s, size, bold) <= room as f32 * 1.1 {
        String::new()
    } else {
        format!(" textLength=\"{room}\" lengthAdjust=\"spacingAndGlyphs\"")
    }
}
