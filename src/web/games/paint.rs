//! Drawing helpers every game's pictures share: XML escaping, cutting a text, boxes, where a
//! text was put (so tests can check that nothing leaves its box), text anchors, and a canvas in
//! two layers drawn in a game's own style. What a game paints with them (pieces, pictograms,
//! its boards) lives in the game's own folder.
//!
//! Everything is written into `String`s with `std::fmt::Write`; writing into a `String` cannot
//! fail, so the `fmt::Result` is deliberately ignored by the `w!` macro.

/// `write!` into a `String`, ignoring the (infallible) result.
macro_rules! w {
    ($out:expr, $($arg:tt)*) => {{
        let _ = ::std::fmt::Write::write_fmt($out, format_args!($($arg)*));
    }};
}
pub(crate) use w;

/// Escape text for XML (element content and quoted attributes); control characters are
/// dropped because XML 1.0 cannot carry them.
pub fn esc(out: &mut String, s: &str) {
    esc_cut(out, s, usize::MAX);
}

/// `esc`, keeping at most `max` characters and ending a cut text with "…".
pub fn esc_cut(out: &mut String, s: &str, max: usize) {
    for (i, c) in s.chars().enumerate() {
        if i + 1 > max && max > 0 {
            out.push('…');
            return;
        }
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
}

/// `s` cut to at most `max` characters, a cut text ending with "…".
pub fn cut(s: &str, max: usize) -> String {
    let s = s.trim();
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// An axis-aligned box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    pub fn cx(&self) -> f32 {
        self.x + self.w / 2.0
    }
    pub fn cy(&self) -> f32 {
        self.y + self.h / 2.0
    }
}

/// Where a text was put: its estimated extent and the box it belongs in.
/// (Read by the tests that check every text fits.)
#[cfg_attr(not(test), allow(dead_code))]
#[derive(Debug, Clone)]
pub struct Placed {
    pub text: String,
    pub x0: f32,
    pub x1: f32,
    /// Baseline.
    pub y: f32,
    pub size: f32,
    pub bx: Rect,
}

#[cfg_attr(not(test), allow(dead_code))]
impl Placed {
    /// Whether the text's estimated extent lies inside its box.
    pub fn fits(&self) -> bool {
        let eps = 0.01;
        self.x0 >= self.bx.x - eps
            && self.x1 <= self.bx.right() + eps
            && self.y - self.size * 0.75 >= self.bx.y - eps
            && self.y + self.size * 0.25 <= self.bx.bottom() + eps
    }
}

/// Horizontal anchor of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// How a game's pictures are drawn: a phone column's width in units, the body text's size, the
/// font, the ink, the class of its drawings and how wide a text is estimated to be.
#[derive(Debug)]
pub struct Style {
    /// The viewBox's width of a picture one phone column wide.
    pub width: f32,
    /// The body text's size (a text of another size says so).
    pub fs: f32,
    pub font: &'static str,
    pub ink: &'static str,
    /// The class of every drawing (`<svg class>`), before the picture's own.
    pub class: &'static str,
    /// The estimated width of a text at a size, bold or not.
    pub measure: fn(&str, f32, bool) -> f32,
}

/// A picture being drawn: boxes go to the background layer and everything else on top, so a
/// box can be drawn after its content has been measured. Every text remembers where it went.
#[derive(Debug)]
pub struct Canvas {
    style: &'static Style,
    bg: String,
    pub fg: String,
    pub placed: Vec<Placed>,
}

impl Canvas {
    pub fn new(style: &'static Style) -> Canvas {
        Canvas {
            style,
            bg: String::new(),
            fg: String::new(),
            placed: Vec::new(),
        }
    }

    /// A box on the background layer; `class` is optional.
    pub fn rect(&mut self, r: Rect, fill: &str, stroke: &str, class: &str) {
        self.rect_stroke(r, fill, stroke, 1.0, class);
    }

    /// A box with a stroke of width `sw`.
    pub fn rect_stroke(&mut self, r: Rect, fill: &str, stroke: &str, sw: f32, class: &str) {
        w!(
            &mut self.bg,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"",
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

    /// Raw markup on the background layer (lines under the boxes' content).
    pub fn bg_raw(&mut self) -> &mut String {
        &mut self.bg
    }

    /// A text inside `bx` at baseline `y`; returns its estimated width. Player-supplied text is
    /// escaped here.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        bx: Rect,
        x: f32,
        y: f32,
        size: f32,
        anchor: Anchor,
        bold: bool,
        s: &str,
    ) -> f32 {
        self.text_in(bx, x, y, size, anchor, bold, "", s)
    }

    /// `text` in another colour than the ink (`fill` empty: the ink).
    #[allow(clippy::too_many_arguments)]
    pub fn text_in(
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
        let width = (self.style.measure)(s, size, bold);
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
        if (size - self.style.fs).abs() > 0.01 {
            w!(&mut self.fg, " font-size=\"{size:.1}\"");
        }
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

    /// Draws `other` (drawn from the origin) with its top left corner at (dx, dy): pictures
    /// laid out from parts, such as a board side by side on a wide screen.
    pub fn put(&mut self, other: Canvas, dx: f32, dy: f32) {
        w!(&mut self.bg, "<g transform=\"translate({dx:.1} {dy:.1})\">");
        self.bg.push_str(&other.bg);
        self.bg.push_str("</g>");
        w!(&mut self.fg, "<g transform=\"translate({dx:.1} {dy:.1})\">");
        self.fg.push_str(&other.fg);
        self.fg.push_str("</g>");
        self.placed.extend(other.placed.into_iter().map(|mut p| {
            p.x0 += dx;
            p.x1 += dx;
            p.y += dy;
            p.bx = Rect::new(p.bx.x + dx, p.bx.y + dy, p.bx.w, p.bx.h);
            p
        }));
    }

    /// The finished `<svg>`, one phone column wide and `height` units tall; `label` is its
    /// accessible name.
    pub fn finish(self, height: f32, class: &str, label: &str) -> String {
        let width = self.style.width;
        self.finish_wide(width, height, class, label)
    }

    /// `finish` for a picture `width` units wide (phone columns side by side).
    pub fn finish_wide(self, width: f32, height: f32, class: &str, label: &str) -> String {
        let mut out = String::with_capacity(self.bg.len() + self.fg.len() + 400);
        // A picture with links in it (places to tap) is a group of controls, not one image.
        let role = if self.fg.contains("<a ") {
            "group"
        } else {
            "img"
        };
        let st = self.style;
        w!(
            &mut out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {:.0} {:.0}\" width=\"100%\" class=\"{} {class}\" role=\"{role}\" font-family=\"{}\" font-size=\"{}\" fill=\"{}\" aria-label=\"",
            width.ceil(),
            height.ceil(),
            st.class,
            st.font,
            st.fs,
            st.ink
        );
        esc(&mut out, label);
        out.push_str("\"><title>");
        esc(&mut out, label);
        out.push_str("</title>");
        out.push_str(&self.bg);
        out.push_str(&self.fg);
        out.push_str("</svg>");
        out
    }
}
