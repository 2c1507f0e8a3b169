//! Drawing primitives for the Dawn of Mankind pictures: a canvas that remembers where every
//! text went (so tests can check that nothing leaves its box), seat tokens, resource pictograms
//! and icon badges. Escaping, boxes and anchors come from the games' shared `web::games::paint`.

use crate::engine::dawn_of_mankind::data::{parse_cost, Icon, Res};
use crate::engine::dawn_of_mankind::View;
use crate::i18n::{self, Arg, Lang};

pub(crate) use crate::web::games::paint::{cut, esc, w, Anchor, Canvas, Rect, Style};

/// Width of every picture's viewBox: a phone column.
pub const WIDTH: f32 = 360.0;
/// Body text: at a 343 px column a 360-wide viewBox needs at least 12.6 units for 12 px.
pub const FS: f32 = 13.0;
/// Headings.
pub const FS_HEAD: f32 = 15.0;
/// The estimated advance of one character, as a share of the font size.
pub const CHAR: f32 = 0.6;
/// Fonts for every picture (a presentation attribute, so no inline style is needed).
pub const FONT: &str = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";
pub const INK: &str = "#1a1a1a";
/// Width of a resource chip's pictogram plus its gap.
const PICT: f32 = 14.0;

/// A text of the pictures, `dawn-of-mankind-pic-<key>`, in `lang`.
pub fn pic(lang: Lang, key: &str) -> String {
    i18n::text(lang, &format!("dawn-of-mankind-pic-{key}"))
}

/// [`pic`] with its arguments put in (numbers as `Arg::Number`, words as `Arg::Words`).
pub fn pic_with(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    i18n::text_with(lang, &format!("dawn-of-mankind-pic-{key}"), args)
}

/// A count the pictures write (any of the view's integer types).
pub trait Count {
    fn value(self) -> f64;
}

macro_rules! count {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn value(self) -> f64 {
                self as f64
            }
        }
    )*};
}
count!(u8, u16, u32, u64, usize, i32, i64, f64);

/// A number as a text's argument.
pub fn num(n: impl Count) -> Arg<'static> {
    Arg::Number(n.value())
}

/// A resource's letter in `lang` (F, M, T, H in English).
pub fn res_letter(lang: Lang, r: Res) -> String {
    pic(lang, &format!("letter-{}", r.name()))
}

/// A resource's name in `lang`, lower case ("fruit").
pub fn res_name(lang: Lang, r: Res) -> String {
    pic(lang, &format!("res-{}", r.name()))
}

/// The estimated width of `s` at `size`.
pub fn text_width(s: &str, size: f32) -> f32 {
    s.chars().count() as f32 * CHAR * size
}

/// How every Dawn of Mankind picture is drawn (the platform's `Canvas` draws in it).
pub static STYLE: Style = Style {
    width: WIDTH,
    fs: FS,
    font: FONT,
    ink: INK,
    class: "dm-svg",
    measure: |s, size, _bold| text_width(s, size),
};

/// A new picture in the game's style.
pub fn canvas() -> Canvas {
    Canvas::new(&STYLE)
}

/// One line of mixed content (texts, resource chips, badges) written left to right inside a
/// box, wrapping onto a new line when the next piece would not fit.
pub struct Run<'a> {
    pub c: &'a mut Canvas,
    pub bx: Rect,
    pub left: f32,
    pub x: f32,
    pub y: f32,
    pub line: f32,
    /// Room kept free at the right of the first line (for a right-aligned text).
    pub reserve: f32,
    /// The language of the letters of chips and badges.
    pub lang: Lang,
}

impl<'a> Run<'a> {
    pub fn new(c: &'a mut Canvas, bx: Rect, x: f32, y: f32, lang: Lang) -> Run<'a> {
        Run {
            c,
            bx,
            left: x,
            x,
            y,
            line: FS + 5.0,
            reserve: 0.0,
            lang,
        }
    }

    fn limit(&self) -> f32 {
        self.bx.right() - 4.0 - self.reserve
    }

    /// Starts a new line when `w` more units would not fit on this one.
    fn room(&mut self, w: f32) {
        if self.x > self.left && self.x + w > self.limit() {
            self.newline();
        }
    }

    /// Starts a new line unless `w` more units fit on this one (keeps a group together).
    pub fn room_for(&mut self, w: f32) {
        self.room(w);
    }

    pub fn newline(&mut self) {
        self.x = self.left;
        self.y += self.line;
        self.reserve = 0.0;
    }

    pub fn text(&mut self, s: &str, bold: bool) {
        let w = text_width(s, FS);
        self.room(w);
        self.c
            .text(self.bx, self.x, self.y, FS, Anchor::Start, bold, s);
        self.x += w + 4.0;
    }

    /// Words of a longer text, wrapping between them. Each line is one text element, so the
    /// browser spaces its words with the font it has (words drawn one by one at estimated places
    /// ran together with wider fonts).
    pub fn words(&mut self, s: &str) {
        let mut line = String::new();
        for word in s.split_whitespace() {
            let max = ((self.limit() - self.left) / (CHAR * FS)).floor().max(1.0) as usize;
            let word = cut(word, max);
            let wider = if line.is_empty() {
                word.clone()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.x + text_width(&wider, FS) > self.limit() {
                self.text(&line, false);
                self.newline();
                line = word;
            } else if line.is_empty()
                && self.x > self.left
                && self.x + text_width(&word, FS) > self.limit()
            {
                self.newline();
                line = word;
            } else {
                line = wider;
            }
        }
        if !line.is_empty() {
            self.text(&line, false);
        }
    }

    /// A resource chip: the pictogram then letter and count, e.g. "F3".
    pub fn chip(&mut self, r: Res, n: u8) {
        let label = format!("{}{n}", res_letter(self.lang, r));
        let w = PICT + text_width(&label, FS);
        self.room(w);
        pictogram(&mut self.c.fg, r, self.x + 6.0, self.y - 4.5);
        self.c.text(
            self.bx,
            self.x + PICT,
            self.y,
            FS,
            Anchor::Start,
            false,
            &label,
        );
        self.x += w + 5.0;
    }

    /// Every resource of a cost code such as "H2T1"; `empty` when it is free.
    pub fn cost(&mut self, code: &str, empty: &str) {
        let cost = parse_cost(code).unwrap_or_default();
        if cost == [0; 4] {
            if !empty.is_empty() {
                self.text(empty, false);
            }
            return;
        }
        for r in Res::ALL {
            if cost[r.index()] > 0 {
                self.chip(r, cost[r.index()]);
            }
        }
    }

    /// An icon badge (progress, art, newborn).
    pub fn badge(&mut self, icon: Icon) {
        if icon == Icon::None {
            return;
        }
        self.room(18.0);
        let bx = Rect::new(self.x, self.y - 13.0, 18.0, 17.0);
        icon_badge(self.c, icon, bx, self.lang);
        self.x += 22.0;
    }

    /// The y of the next line below this run.
    pub fn end(&self) -> f32 {
        self.y + self.line - FS + 1.0
    }
}

/// The small picture of a resource, about 12 units wide, centred at (cx, cy).
pub fn pictogram(out: &mut String, r: Res, cx: f32, cy: f32) {
    w!(
        out,
        "<g transform=\"translate({cx:.1} {cy:.1})\" class=\"dm-pict dm-{}\">",
        r.name()
    );
    match r {
        // A round fruit with a leaf.
        Res::Fruit => out.push_str(
            "<circle cx=\"0\" cy=\"1\" r=\"5\" fill=\"#D55E00\" stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>\
             <path d=\"M0 -4Q3 -7 5 -5Q2 -3 0 -4Z\" fill=\"#009E73\" stroke=\"#1a1a1a\" stroke-width=\"0.5\"/>",
        ),
        // A drumstick: the meat and its bone.
        Res::Meat => out.push_str(
            "<path d=\"M-1 2L4 6\" stroke=\"#1a1a1a\" stroke-width=\"2.4\"/>\
             <path d=\"M-1 2L4 6\" stroke=\"#FFFFFF\" stroke-width=\"1.2\"/>\
             <ellipse cx=\"-2\" cy=\"-1\" rx=\"4.5\" ry=\"3.8\" fill=\"#A0522D\" stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>",
        ),
        // A stone axe: a handle and a flint head.
        Res::Tools => out.push_str(
            "<path d=\"M-4 6L3 -5\" stroke=\"#7A4A1E\" stroke-width=\"2\"/>\
             <path d=\"M0 -6L6 -3L4 2Z\" fill=\"#8C8C8C\" stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>",
        ),
        // A stretched hide.
        Res::Hides => out.push_str(
            "<path d=\"M-5 -5Q0 -3 5 -5Q4 0 5 5Q0 3 -5 5Q-4 0 -5 -5Z\" fill=\"#D9B382\" stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>",
        ),
    }
    out.push_str("</g>");
}

/// The letter of an icon in `lang`: P progress, A art, N newborn in English.
pub fn icon_letter(icon: Icon, lang: Lang) -> String {
    match icon {
        Icon::None => String::new(),
        icon => pic(lang, &format!("icon-letter-{}", icon_name(icon))),
    }
}

pub fn icon_name(icon: Icon) -> &'static str {
    match icon {
        Icon::Progress => "progress",
        Icon::Art => "art",
        Icon::Newborn => "newborn",
        Icon::None => "none",
    }
}

/// An icon badge filling `bx`: a coloured shape (round for newborn, a card for progress, a
/// frame for art) with the icon's letter.
pub fn icon_badge(c: &mut Canvas, icon: Icon, bx: Rect, lang: Lang) {
    let (fill, shape) = match icon {
        Icon::Progress => ("#BFD7EA", "card"),
        Icon::Art => ("#F3C98B", "frame"),
        Icon::Newborn => ("#F6C1D6", "round"),
        Icon::None => return,
    };
    let out = &mut c.fg;
    match shape {
        "round" => w!(
            out,
            "<ellipse cx=\"{:.1}\" cy=\"{:.1}\" rx=\"{:.1}\" ry=\"{:.1}\" fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"0.8\" class=\"dm-icon dm-icon-{}\"/>",
            bx.cx(),
            bx.cy(),
            bx.w / 2.0,
            bx.h / 2.0,
            icon_name(icon)
        ),
        _ => w!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"{}\" fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"{}\" class=\"dm-icon dm-icon-{}\"/>",
            bx.x,
            bx.y,
            bx.w,
            bx.h,
            if shape == "card" { 3 } else { 0 },
            if shape == "card" { "0.8" } else { "1.6" },
            icon_name(icon)
        ),
    }
    c.text(
        bx,
        bx.cx(),
        bx.y + bx.h * 0.5 + FS * 0.36,
        FS,
        Anchor::Middle,
        true,
        &cut(&icon_letter(icon, lang), (bx.w / (CHAR * FS)) as usize),
    );
}

/// How one seat is shown: name, initial or number, fill and shape glyph.
#[derive(Debug, Clone)]
pub struct SeatMark {
    pub seat: usize,
    pub name: String,
    pub initial: char,
    pub fill: &'static str,
    pub shape: &'static str,
}

/// The fill of a seat colour name of the engine (Okabe–Ito colours, black text on each).
fn colour_fill(colour: &str) -> &'static str {
    match colour {
        "orange" => "#E69F00",
        "sky-blue" => "#56B4E9",
        "bluish-green" => "#3DBE96",
        "yellow" => "#F0E442",
        "reddish-purple" => "#DE9CC3",
        _ => "#D0D0D0",
    }
}

/// Marks for every seat of the view. Initials come from the names when they are all distinct,
/// otherwise every seat shows its number (1-based) so tokens stay unambiguous.
pub fn seat_marks(v: &View, names: &[String]) -> Vec<SeatMark> {
    seat_marks_in(v, names, Lang::En)
}

/// [`seat_marks`] with a seat without a name named by its number in `lang`.
pub fn seat_marks_in(v: &View, names: &[String], lang: Lang) -> Vec<SeatMark> {
    let initial = |s: usize| {
        names
            .get(s)
            .and_then(|n| n.chars().find(|c| c.is_alphanumeric()))
            .and_then(|c| c.to_uppercase().next())
            .filter(|c| c.is_ascii_alphanumeric() || c.is_alphabetic())
    };
    let initials: Vec<Option<char>> = (0..v.players.len()).map(initial).collect();
    let distinct = initials
        .iter()
        .enumerate()
        .all(|(i, a)| a.is_some() && initials.iter().skip(i + 1).all(|b| b != a));
    v.players
        .iter()
        .enumerate()
        .map(|(s, p)| SeatMark {
            seat: s,
            name: names
                .get(s)
                .map(|n| n.trim())
                .filter(|n| !n.is_empty())
                .map_or_else(
                    || pic_with(lang, "seat-n", &[("n", num(s as f64 + 1.0))]),
                    str::to_string,
                ),
            initial: match initials.get(s).copied().flatten() {
                Some(c) if distinct => c,
                _ => char::from_digit((s as u32 + 1) % 36, 36).unwrap_or('?'),
            },
            fill: colour_fill(p.colour),
            shape: p.shape,
        })
        .collect()
}

/// The class name of a shape glyph.
pub fn shape_class(shape: &str) -> &'static str {
    match shape {
        "▲" => "triangle",
        "●" => "circle",
        "■" => "square",
        "◆" => "diamond",
        "★" => "star",
        _ => "circle",
    }
}

/// A seat token: the seat's shape in its colour with its initial (or number) on it, fitting a
/// circle of radius `r` around (cx, cy).
pub fn token(c: &mut Canvas, m: &SeatMark, cx: f32, cy: f32, r: f32) {
    let kind = shape_class(m.shape);
    let fill = m.fill;
    let out = &mut c.fg;
    let tail = |out: &mut String| {
        w!(
            out,
            " fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"1.2\" class=\"dm-token dm-shape-{kind}\"/>"
        )
    };
    let mut text_y = cy + FS * 0.36;
    match kind {
        "triangle" => {
            w!(
                out,
                "<path d=\"M{cx:.1} {:.1}L{:.1} {:.1}H{:.1}Z\"",
                cy - r * 1.15,
                cx + r * 1.15,
                cy + r,
                cx - r * 1.15
            );
            text_y = cy + r - 2.0;
        }
        "square" => w!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"1\"",
            cx - r * 0.9,
            cy - r * 0.9,
            r * 1.8,
            r * 1.8
        ),
        "diamond" => {
            let d = r * 1.15;
            w!(
                out,
                "<path d=\"M{cx:.1} {:.1}L{:.1} {cy:.1}L{cx:.1} {:.1}L{:.1} {cy:.1}Z\"",
                cy - d,
                cx + d,
                cy + d,
                cx - d
            );
        }
        "star" => {
            let mut d = String::new();
            for i in 0..10 {
                let a = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
                let rr = if i % 2 == 0 { r * 1.25 } else { r * 0.7 };
                w!(
                    &mut d,
                    "{}{:.1} {:.1}",
                    if i == 0 { "M" } else { "L" },
                    cx + rr * a.cos(),
                    cy + rr * a.sin()
                );
            }
            w!(out, "<path d=\"{d}Z\"");
            text_y = cy + FS * 0.4;
        }
        _ => w!(out, "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r:.1}\""),
    }
    tail(out);
    let bx = Rect::new(cx - r * 1.2, cy - r * 1.25, r * 2.4, r * 2.5);
    c.text(
        bx,
        cx,
        text_y,
        FS,
        Anchor::Middle,
        true,
        &m.initial.to_string(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_ends_with_an_ellipsis() {
        assert_eq!(cut("Abcdefgh", 5), "Abcd…");
        assert_eq!(cut("Abc", 5), "Abc");
    }

    #[test]
    fn esc_escapes_markup() {
        let mut s = String::new();
        esc(&mut s, "<b>&\"'");
        assert_eq!(s, "&lt;b&gt;&amp;&quot;&#39;");
    }
}
