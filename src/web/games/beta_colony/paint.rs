//! Drawing primitives for the Beta Colony pictures: a canvas that remembers where every text
//! went (so tests can check that nothing leaves its box), a per-character width estimate, seat
//! tokens, material pictograms, pod silhouettes and die faces. Escaping, boxes and anchors come
//! from the games' shared `web::games::paint`.

use crate::engine::beta_colony::data::{Colour, Die, Material};
use crate::engine::beta_colony::View;
use crate::i18n::{text_with, Arg, Lang};
pub use crate::services::seating::SeatMark as Platform;

pub(crate) use crate::web::games::paint::{cut, esc, w, Anchor, Canvas, Rect, Style};

/// Width of every picture's viewBox: a phone column.
pub const WIDTH: f32 = 360.0;
/// Body text: at a 343 px column a 360-wide viewBox needs at least 12.6 units for 12 px.
pub const FS: f32 = 13.0;
/// Headings.
pub const FS_HEAD: f32 = 15.0;
/// Fonts for every picture (a presentation attribute, so no inline style is needed).
pub const FONT: &str = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";
pub const INK: &str = "#1a1a1a";
/// Width of a material chip's pictogram plus its gap.
const PICT: f32 = 14.0;

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

/// The estimated width of `s` at `size`.
pub fn text_width(s: &str, size: f32) -> f32 {
    s.chars().map(char_width).sum::<f32>() * size
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

/// How much wider bold text is estimated to be.
pub const BOLD: f32 = 1.1;

/// The estimated width of `s` at `size`, bold or not.
pub fn shown_width(s: &str, size: f32, bold: bool) -> f32 {
    text_width(s, size) * if bold { BOLD } else { 1.0 }
}

/// How every Beta Colony picture is drawn (the platform's `Canvas` draws in it).
pub static STYLE: Style = Style {
    width: WIDTH,
    fs: FS,
    font: FONT,
    ink: INK,
    class: "bc-svg",
    measure: shown_width,
};

/// A new picture in the game's style.
pub fn canvas() -> Canvas {
    Canvas::new(&STYLE)
}

/// One line of mixed content (texts, material chips, tokens) written left to right inside a
/// box, wrapping onto a new line when the next piece would not fit.
pub struct Run<'a> {
    pub c: &'a mut Canvas,
    pub bx: Rect,
    pub left: f32,
    pub x: f32,
    pub y: f32,
    pub line: f32,
}

impl<'a> Run<'a> {
    pub fn new(c: &'a mut Canvas, bx: Rect, x: f32, y: f32) -> Run<'a> {
        Run {
            c,
            bx,
            left: x,
            x,
            y,
            line: FS + 6.0,
        }
    }

    fn limit(&self) -> f32 {
        self.bx.right() - 4.0
    }

    /// Starts a new line when `w` more units would not fit on this one.
    pub fn room(&mut self, w: f32) {
        if self.x > self.left && self.x + w > self.limit() {
            self.newline();
        }
    }

    pub fn newline(&mut self) {
        self.x = self.left;
        self.y += self.line;
    }

    pub fn text(&mut self, s: &str, bold: bool) {
        let s = cut_to(s, self.limit() - self.left, FS, bold);
        let w = shown_width(&s, FS, bold);
        self.room(w);
        self.c
            .text(self.bx, self.x, self.y, FS, Anchor::Start, bold, &s);
        self.x += w + 4.0;
    }

    /// A longer text, wrapped between words; each line is one text.
    pub fn words(&mut self, s: &str) {
        let room = self.limit() - self.left;
        let mut line = String::new();
        let mut start = self.x;
        for word in s.split_whitespace() {
            let word = cut_to(word, room, FS, false);
            let candidate = if line.is_empty() {
                word.clone()
            } else {
                format!("{line} {word}")
            };
            if start + text_width(&candidate, FS) <= self.limit() {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                self.c
                    .text(self.bx, start, self.y, FS, Anchor::Start, false, &line);
            }
            if !line.is_empty() || start > self.left {
                self.newline();
            }
            start = self.x;
            line = word;
        }
        if !line.is_empty() {
            let w = self
                .c
                .text(self.bx, start, self.y, FS, Anchor::Start, false, &line);
            self.x = start + w + 4.0;
        }
    }

    /// A material chip: the pictogram then letter and count, e.g. "F3" (no count when `n` is
    /// `None`).
    pub fn chip(&mut self, m: Material, n: Option<u32>) {
        let label = match n {
            Some(n) => format!("{}{n}", m.letter()),
            None => m.letter().to_string(),
        };
        let w = PICT + shown_width(&label, FS, true);
        self.room(w);
        pictogram(&mut self.c.fg, m, self.x + 6.0, self.y - 4.5);
        self.c.text(
            self.bx,
            self.x + PICT,
            self.y,
            FS,
            Anchor::Start,
            true,
            &label,
        );
        self.x += w + 6.0;
    }

    /// A seat token (symbol and initial) with an optional text after it.
    pub fn token(&mut self, m: &SeatMark, after: &str) {
        let tw = token_width(m);
        let aw = if after.is_empty() {
            0.0
        } else {
            text_width(after, FS) + 2.0
        };
        self.room(tw + aw);
        token(self.c, m, self.x, self.y - 13.0);
        self.x += tw + 2.0;
        if !after.is_empty() {
            self.c
                .text(self.bx, self.x, self.y, FS, Anchor::Start, false, after);
            self.x += aw;
        }
        self.x += 4.0;
    }

    /// The y of the next line below this run.
    pub fn end(&self) -> f32 {
        self.y + self.line - FS + 1.0
    }
}

/// The fill of a material's pictogram and of the spaces it pays for.
pub fn material_fill(m: Material) -> &'static str {
    match m {
        Material::Steel => "#F0C419",
        Material::Organics => "#3DAA5C",
        Material::Food => "#EE8FB5",
        Material::Palladium => "#D6453D",
        Material::Polymer => "#F08A24",
        Material::Water => "#3F8FD8",
    }
}

/// A light tint of a colour, for the background of a space or a pod.
pub fn colour_tint(c: Colour) -> &'static str {
    match c {
        Colour::Yellow => "#FBEFB8",
        Colour::Red => "#F6C9C5",
        Colour::Pink => "#FAD9E7",
        Colour::Green => "#CDEBD5",
        Colour::Blue => "#CFE2F6",
        Colour::Orange => "#FBDDBF",
    }
}

/// The small picture of a material, about 12 units wide, centred at (cx, cy): a girder, a
/// leaf, a fruit, a crystal, a chain of beads, a drop.
pub fn pictogram(out: &mut String, m: Material, cx: f32, cy: f32) {
    let fill = material_fill(m);
    w!(
        out,
        "<g transform=\"translate({cx:.1} {cy:.1})\" class=\"bc-pict bc-{}\">",
        m.name()
    );
    let line = "stroke=\"#1a1a1a\" stroke-width=\"0.8\"";
    match m {
        Material::Steel => w!(
            out,
            "<path d=\"M-6 -5H6V-2.5H1.2V2.5H6V5H-6V2.5H-1.2V-2.5H-6Z\" fill=\"{fill}\" {line}/>"
        ),
        Material::Organics => w!(
            out,
            "<path d=\"M-5 5Q-6 -4 5 -5Q6 4 -5 5Z\" fill=\"{fill}\" {line}/><path d=\"M-5 5L3 -3\" {line}/>"
        ),
        Material::Food => w!(
            out,
            "<circle cx=\"0\" cy=\"1\" r=\"5\" fill=\"{fill}\" {line}/><path d=\"M0 -4Q3 -7 5 -5Q2 -3 0 -4Z\" fill=\"#3DAA5C\" stroke=\"#1a1a1a\" stroke-width=\"0.5\"/>"
        ),
        Material::Palladium => w!(
            out,
            "<path d=\"M0 -6L5 -1L0 6L-5 -1Z\" fill=\"{fill}\" {line}/><path d=\"M-5 -1H5\" {line}/>"
        ),
        Material::Polymer => w!(
            out,
            "<circle cx=\"-4\" cy=\"0\" r=\"2.6\" fill=\"{fill}\" {line}/><circle cx=\"0\" cy=\"0\" r=\"2.6\" fill=\"{fill}\" {line}/><circle cx=\"4\" cy=\"0\" r=\"2.6\" fill=\"{fill}\" {line}/>"
        ),
        Material::Water => w!(
            out,
            "<path d=\"M0 -6Q5 1 4 3Q2 6 0 6Q-2 6 -4 3Q-5 1 0 -6Z\" fill=\"{fill}\" {line}/>"
        ),
    }
    out.push_str("</g>");
}

/// The kind of a pod by its colour: name and initial (Turnpost-wide decisions).
pub fn pod_kind(c: Colour) -> (&'static str, char) {
    match c {
        Colour::Yellow => ("Defense Station", 'D'),
        Colour::Red => ("Science and Tech Tower", 'T'),
        Colour::Pink => ("Living Quarters", 'L'),
        Colour::Green => ("Agriculture Pod", 'A'),
        Colour::Blue | Colour::Orange => ("Water Treatment Center", 'H'),
    }
}

/// The colour of a pod from its engine name ("yellow"...).
pub fn colour_by_name(name: &str) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.name() == name)
}

/// The silhouette of a pod's kind, about 14 units wide, centred at (cx, cy): a shield
/// (Defense Station), a tower with a mast (Science and Tech Tower), a house (Living
/// Quarters), a dome with a sprout (Agriculture Pod), a tank with a drop (Water Treatment).
pub fn silhouette(out: &mut String, c: Colour, cx: f32, cy: f32) {
    let fill = match c {
        Colour::Yellow => material_fill(Material::Steel),
        Colour::Red => material_fill(Material::Palladium),
        Colour::Pink => material_fill(Material::Food),
        Colour::Green => material_fill(Material::Organics),
        Colour::Blue | Colour::Orange => material_fill(Material::Water),
    };
    let line = "stroke=\"#1a1a1a\" stroke-width=\"1\"";
    w!(
        out,
        "<g transform=\"translate({cx:.1} {cy:.1})\" class=\"bc-pod bc-pod-{}\">",
        pod_kind(c).1
    );
    match c {
        Colour::Yellow => w!(
            out,
            "<path d=\"M-6 -6H6V0Q6 5 0 7Q-6 5 -6 0Z\" fill=\"{fill}\" {line}/>"
        ),
        Colour::Red => w!(
            out,
            "<path d=\"M-3 7V-3H3V7Z\" fill=\"{fill}\" {line}/><path d=\"M0 -3V-7M-2 -6H2\" {line}/><path d=\"M-6 7H6\" {line}/>"
        ),
        Colour::Pink => w!(
            out,
            "<path d=\"M-6 0L0 -6L6 0V7H-6Z\" fill=\"{fill}\" {line}/><path d=\"M-1.5 7V3H1.5V7\" {line} fill=\"none\"/>"
        ),
        Colour::Green => w!(
            out,
            "<path d=\"M-7 6Q-7 -4 0 -4Q7 -4 7 6Z\" fill=\"{fill}\" {line}/><path d=\"M0 -4V-7Q3 -8 4 -6\" {line} fill=\"none\"/>"
        ),
        Colour::Blue | Colour::Orange => w!(
            out,
            "<rect x=\"-6\" y=\"-4\" width=\"12\" height=\"10\" rx=\"2\" fill=\"{fill}\" {line}/><path d=\"M0 -8Q2.5 -5 0 -4Q-2.5 -5 0 -8Z\" fill=\"{fill}\" {line}/>"
        ),
    }
    out.push_str("</g>");
}

/// The fill of a die and the colour of the letter on it.
pub fn die_colours(d: Die) -> (&'static str, &'static str) {
    match d {
        Die::Black => ("#222222", "#FFFFFF"),
        Die::Blue => ("#2F6FC0", "#FFFFFF"),
        Die::Red => ("#C8352B", "#FFFFFF"),
        Die::Green => ("#2E8B4E", "#FFFFFF"),
    }
}

/// The die by its engine name ("black"...).
pub fn die_by_name(name: &str) -> Option<Die> {
    Die::ALL.into_iter().find(|d| d.name() == name)
}

/// A small die badge with the die's letter (K, B, R, G), `side` units square at (x, y).
pub fn die_letter(c: &mut Canvas, d: Die, x: f32, y: f32, side: f32) {
    let (fill, ink) = die_colours(d);
    w!(
        &mut c.fg,
        "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{side:.1}\" height=\"{side:.1}\" rx=\"3\" fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"1\" class=\"bc-die bc-die-{}\"/>",
        d.name()
    );
    let bx = Rect::new(x, y, side, side);
    c.text_in(
        bx,
        bx.cx(),
        y + side / 2.0 + FS * 0.36,
        FS,
        Anchor::Middle,
        true,
        ink,
        &d.letter().to_string(),
    );
}

/// How one seat is shown: name, the symbol of the seat's colour, the letter on its pieces
/// (both from the platform's marks, `services::seating::marks`), and the fill of its colour.
#[derive(Debug, Clone)]
pub struct SeatMark {
    pub seat: usize,
    pub name: String,
    pub symbol: &'static str,
    pub initial: char,
    pub fill: &'static str,
    /// The ink that reads on `fill`.
    pub ink: &'static str,
}

impl SeatMark {
    /// "●A": the symbol and the letter, as a token shows them.
    pub fn short(&self) -> String {
        format!("{}{}", self.symbol, self.initial)
    }

    /// "Ana ●": the player as every text names them.
    pub fn label(&self) -> String {
        format!("{} {}", self.name, self.symbol)
    }
}

/// The fill of a seat colour of the engine, with the ink that reads on it.
pub(crate) fn colour_fill(colour: &str) -> (&'static str, &'static str) {
    match colour {
        "white" => ("#FFFFFF", INK),
        "purple" => ("#6A3D9A", "#FFFFFF"),
        "black" => ("#222222", "#FFFFFF"),
        _ => ("#B5B5B5", INK),
    }
}

/// Marks for every seat of the view from the platform's (`seats`): its name, the symbol of its
/// colour and the letter on its pieces. A seat the platform does not give (a picture drawn
/// without players) is "Seat N" with its colour's shape and its number.
pub fn seat_marks(v: &View, seats: &[Platform]) -> Vec<SeatMark> {
    seat_marks_in(v, seats, Lang::En)
}

/// [`seat_marks`] with "Seat N" in `lang`.
pub fn seat_marks_in(v: &View, seats: &[Platform], lang: Lang) -> Vec<SeatMark> {
    v.players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let (fill, ink) = colour_fill(p.colour);
            match seats.iter().find(|m| m.seat == s) {
                Some(m) => SeatMark {
                    seat: s,
                    name: m.name.clone(),
                    symbol: m.symbol,
                    initial: m.letter,
                    fill,
                    ink,
                },
                None => SeatMark {
                    seat: s,
                    name: said(lang, "beta-colony-pic-seat", &[("n", num((s + 1) as f64))]),
                    symbol: p.shape,
                    initial: char::from_digit((s as u32 + 1) % 10, 10).unwrap_or('?'),
                    fill,
                    ink,
                },
            }
        })
        .collect()
}

/// The colour of the places and pieces the viewer may tap now.
pub const CHOICE: &str = "#0B4F9C";

/// The address that chooses the option drawn as `key`, if the viewer may tap it now.
pub fn tap<'a>(taps: &'a [(String, String)], key: &str) -> Option<&'a str> {
    taps.iter()
        .find(|(k, _)| k == key)
        .map(|(_, href)| href.as_str())
}

/// A link over `shape` (the markup of a shape, without fill) that goes to `href`, named
/// `label` for screen readers and as its tooltip; the shape is drawn with a thick dashed
/// outline so that the place reads as one to tap.
pub fn tap_link(c: &mut Canvas, href: &str, label: &str, shape: &str) {
    w!(
        c.bg_raw(),
        "<g fill=\"none\" stroke=\"{CHOICE}\" stroke-width=\"3.5\" stroke-dasharray=\"7 3\" class=\"bc-choice\">{shape}</g>"
    );
    let mut l = String::new();
    esc(&mut l, label);
    let mut h = String::new();
    esc(&mut h, href);
    w!(
        &mut c.fg,
        "<a href=\"{h}\" aria-label=\"{l}\" class=\"bc-tap\"><title>{l}</title><g fill=\"#ffffff\" fill-opacity=\"0\">{shape}</g></a>"
    );
}

/// The markup of a rectangle, for `tap_link`.
pub fn rect_shape(bx: Rect) -> String {
    format!(
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\"/>",
        bx.x, bx.y, bx.w, bx.h
    )
}

/// The width of a token.
pub fn token_width(m: &SeatMark) -> f32 {
    shown_width(&m.short(), FS, true) + 4.0
}

/// A seat token at (x, y), 17 units tall: a box in the seat's colour with its symbol and
/// initial ("●A").
pub fn token(c: &mut Canvas, m: &SeatMark, x: f32, y: f32) {
    let bx = Rect::new(x, y, token_width(m), 17.0);
    w!(
        &mut c.fg,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"3\" fill=\"{}\" stroke=\"#1a1a1a\" stroke-width=\"1\" class=\"bc-token bc-seat-{}\"/>",
        bx.x,
        bx.y,
        bx.w,
        bx.h,
        m.fill,
        m.seat + 1
    );
    c.text_in(
        bx,
        bx.cx(),
        y + 13.0,
        FS,
        Anchor::Middle,
        true,
        m.ink,
        &m.short(),
    );
}

// ---------------------------------------------------------------------------------------------
// Words: every word a picture draws is one of the game's texts (`beta-colony-pic-*` in
// `src/i18n/<lang>/games/beta-colony-pictures.ftl`; components' names from
// `beta-colony-play.ftl`), in the reader's language.

/// The text `id` in `lang`.
pub fn t(lang: Lang, id: &str) -> String {
    crate::i18n::text(lang, id)
}

/// The text `id` in `lang` with its arguments.
pub fn said(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    text_with(lang, id, args)
}

/// A number as a text's argument.
pub fn num(n: impl Into<f64>) -> Arg<'static> {
    Arg::Number(n.into())
}

/// An engine's words (a component's name said as a message, `engine::beta_colony::describe`)
/// in `lang`.
pub fn named(lang: Lang, message: &str) -> String {
    crate::i18n::words(lang, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_ends_with_an_ellipsis() {
        assert_eq!(cut("Abcdefgh", 5), "Abcd…");
        assert_eq!(cut("Abc", 5), "Abc");
        let cut = cut_to("Bartholomew Longname", 60.0, FS, true);
        assert!(cut.ends_with('…') && shown_width(&cut, FS, true) <= 60.0);
        assert_eq!(cut_to("Ana", 60.0, FS, true), "Ana");
    }

    #[test]
    fn esc_escapes_markup() {
        let mut s = String::new();
        esc(&mut s, "<b>&\"'\u{7}");
        assert_eq!(s, "&lt;b&gt;&amp;&quot;&#39;");
    }

    #[test]
    fn every_pod_kind_has_its_own_initial() {
        let initials: Vec<char> = Colour::ALL[..5].iter().map(|&c| pod_kind(c).1).collect();
        assert_eq!(initials, ['D', 'T', 'L', 'A', 'H']);
    }
}
