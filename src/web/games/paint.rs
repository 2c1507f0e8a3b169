//! Drawing helpers every game's pictures share: XML escaping, cutting a text, boxes, where a
//! text was put (so tests can check that nothing leaves its box), and text anchors. What a
//! game paints with them (canvases, pieces, pictograms) lives in the game's own folder.
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
