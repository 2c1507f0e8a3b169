//! The legend: every symbol, colour and mark the Humanity pictures use, drawn with the same
//! primitives so it always matches them. It does not depend on the game, so it is built once.

use super::paint::{
    badge, effect_glyph, esc, fit, open_svg, shape_glyph, symbol, token, w, white_cross, Mark,
    SeatMark, INK,
};
use crate::engine::humanity::catalogue::{Colour, Effect, Shape};
use crate::i18n::{text, Lang};
use std::sync::OnceLock;

const WIDTH: i32 = 360;
const TEXT_X: i32 = 48;
const LINE: i32 = 16;

/// One legend entry: an icon drawn in the 40×(rows) box at the left, and lines of text (the
/// ids of the game's texts, one a line).
struct Item {
    icon: fn(&mut String, i32, Lang),
    lines: &'static [&'static str],
}

fn items() -> [Item; 19] {
    [
        Item {
            icon: |o, y, _| badge(o, Colour::Orange, 8.0, y as f32, 24.0),
            lines: &["humanity-pic-legend-orange"],
        },
        Item {
            icon: |o, y, _| badge(o, Colour::Blue, 8.0, y as f32, 24.0),
            lines: &["humanity-pic-legend-blue"],
        },
        Item {
            icon: |o, y, _| badge(o, Colour::Green, 8.0, y as f32, 24.0),
            lines: &["humanity-pic-legend-green"],
        },
        Item {
            icon: |o, y, _| badge(o, Colour::Purple, 8.0, y as f32, 24.0),
            lines: &["humanity-pic-legend-purple"],
        },
        Item {
            icon: |o, y, _| {
                badge(o, Colour::Orange, 6.0, y as f32 - 1.0, 16.0);
                badge(o, Colour::Blue, 18.0, y as f32 + 10.0, 16.0);
            },
            lines: &["humanity-pic-legend-comm-1", "humanity-pic-legend-comm-2"],
        },
        Item {
            icon: |o, y, _| {
                w!(
                    o,
                    "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">IMN</text>",
                    y + 16
                )
            },
            lines: &["humanity-pic-legend-basic"],
        },
        Item {
            icon: |o, y, _| {
                w!(
                    o,
                    "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">OAP</text>",
                    y + 16
                )
            },
            lines: &[
                "humanity-pic-legend-advanced-1",
                "humanity-pic-legend-advanced-2",
            ],
        },
        Item {
            icon: sample_module,
            lines: &[
                "humanity-pic-legend-module-1",
                "humanity-pic-legend-module-2",
                "humanity-pic-legend-module-3",
            ],
        },
        Item {
            icon: sample_obstacle,
            lines: &[
                "humanity-pic-legend-obstacle-1",
                "humanity-pic-legend-obstacle-2",
            ],
        },
        Item {
            icon: |o, y, _| {
                token(
                    o,
                    &sample_seat(Mark::Circle),
                    24.0,
                    y as f32 + 12.0,
                    11.0,
                    false,
                    "3",
                )
            },
            lines: &[
                "humanity-pic-legend-active-1",
                "humanity-pic-legend-active-2",
            ],
        },
        Item {
            icon: |o, y, _| {
                token(
                    o,
                    &sample_seat(Mark::Circle),
                    24.0,
                    y as f32 + 12.0,
                    11.0,
                    true,
                    "3",
                )
            },
            lines: &["humanity-pic-legend-exhausted"],
        },
        Item {
            icon: seat_shapes,
            lines: &[
                "humanity-pic-legend-players-1",
                "humanity-pic-legend-players-2",
            ],
        },
        Item {
            icon: |o, y, _| {
                w!(o, "<path d=\"M24 {}l7 7-7 7-7-7z\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1.6\"/>", y + 4)
            },
            lines: &["humanity-pic-legend-square"],
        },
        Item {
            icon: |o, y, _| {
                w!(
                o,
                "<rect x=\"8\" y=\"{}\" width=\"32\" height=\"26\" rx=\"3\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">L12</text>",
                y - 1,
                y + 16
            )
            },
            lines: &["humanity-pic-legend-cell-1", "humanity-pic-legend-cell-2"],
        },
        Item {
            icon: |o, y, _| white_cross(o, 14.0, y as f32 + 2.0, 20.0),
            lines: &["humanity-pic-legend-cross-1", "humanity-pic-legend-cross-2"],
        },
        Item {
            icon: |o, y, lang| {
                let arm = text(lang, "humanity-pic-arm");
                w!(
                o,
                "<rect x=\"4\" y=\"{}\" width=\"40\" height=\"22\" rx=\"4\" fill=\"#2B2B2B\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\" fill=\"#FFFFFF\"{}>",
                y + 1,
                y + 16,
                fit(&arm, 13.0, true, 36)
            );
                esc(o, &arm);
                o.push_str("</text>");
            },
            lines: &["humanity-pic-legend-arm-1", "humanity-pic-legend-arm-2"],
        },
        Item {
            icon: |o, y, lang| {
                w!(
                o,
                "<rect x=\"16\" y=\"{}\" width=\"16\" height=\"16\" rx=\"2\" fill=\"#FFFFFF\" stroke=\"{INK}\" stroke-width=\"1.2\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">",
                y + 4,
                y + 16
            );
                esc(o, &text(lang, "humanity-pic-side-l"));
                o.push_str("</text>");
            },
            lines: &["humanity-pic-legend-side-1", "humanity-pic-legend-side-2"],
        },
        Item {
            icon: |o, y, _| {
                effect_glyph(o, Effect::Time, 4.0, y as f32 + 3.0, 18.0, INK);
                effect_glyph(o, Effect::Reactivate, 24.0, y as f32 + 3.0, 18.0, INK);
            },
            lines: &[
                "humanity-pic-legend-effects-1",
                "humanity-pic-legend-effects-2",
            ],
        },
        Item {
            icon: |o, y, _| {
                let y = y as f32 + 12.0;
                shape_glyph(o, Shape::Round, 12.0, y - 2.0, 5.5, INK);
                shape_glyph(o, Shape::Rectangular, 31.0, y - 2.0, 5.5, INK);
                shape_glyph(o, Shape::Octagonal, 12.0, y + 14.0, 6.0, INK);
                shape_glyph(o, Shape::Wild, 31.0, y + 14.0, 5.5, INK);
            },
            lines: &[
                "humanity-pic-legend-shapes-1",
                "humanity-pic-legend-shapes-2",
                "humanity-pic-legend-shapes-3",
            ],
        },
    ]
}

fn sample_seat(mark: Mark) -> SeatMark<'static> {
    const FILLS: [&str; 4] = ["#F0E442", "#56B4E9", "#8FD694", "#F4A3C7"];
    let seat = match mark {
        Mark::Circle => 0,
        Mark::Square => 1,
        Mark::Diamond => 2,
        Mark::Hexagon => 3,
    };
    SeatMark {
        seat,
        name: None,
        initial: char::from(b'1' + seat as u8),
        fill: FILLS[seat],
        mark,
    }
}

fn seat_shapes(o: &mut String, y: i32, _: Lang) {
    for (i, mark) in [Mark::Circle, Mark::Square, Mark::Diamond, Mark::Hexagon]
        .into_iter()
        .enumerate()
    {
        let m = sample_seat(mark);
        let cx = 7.0 + (i % 2) as f32 * 18.0 + if i >= 2 { 9.0 } else { 0.0 };
        let cy = y as f32 + 7.0 + (i / 2) as f32 * 18.0;
        let mut b = [0u8; 4];
        token(o, &m, cx, cy, 7.5, false, m.initial.encode_utf8(&mut b));
    }
}

fn sample_module(o: &mut String, y: i32, _: Lang) {
    let (fill, ink) = ("#0072B2", "#FFFFFF");
    w!(
        o,
        "<rect x=\"2\" y=\"{y}\" width=\"44\" height=\"44\" rx=\"3\" fill=\"{fill}\"/>"
    );
    symbol(o, Colour::Blue, 4.0, y as f32 + 2.0, 16.0, ink, fill);
    w!(
        o,
        "<text x=\"43\" y=\"{}\" text-anchor=\"end\" font-size=\"13\" font-weight=\"700\" fill=\"{ink}\">E</text>",
        y + 15
    );
    // As in a base: three stock dots in the bottom right corner, one unit stored.
    for i in 0..3u8 {
        w!(
            o,
            "<circle cx=\"{:.1}\" cy=\"{}\" r=\"4.3\" class=\"hb-stock\" fill=\"{}\" stroke=\"{ink}\" stroke-width=\"1\"/>",
            40.5 - 9.4 * f32::from(2 - i),
            y + 38,
            if i == 0 { ink } else { fill }
        );
    }
    w!(
        o,
        "<circle cx=\"10\" cy=\"{}\" r=\"7\" fill=\"#FFFFFF\" stroke=\"#000\"/><text x=\"10\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\" fill=\"#000\">2</text>",
        y + 35,
        y + 39
    );
}

fn sample_obstacle(o: &mut String, y: i32, _: Lang) {
    w!(
        o,
        "<rect x=\"8\" y=\"{y}\" width=\"32\" height=\"32\" fill=\"#D5D5D5\"/>\
         <path d=\"M8 {}l16 -16M8 {}l32 -32M24 {}l16 -16\" stroke=\"#6A6A6A\" stroke-width=\"2\"/>\
         <circle cx=\"24\" cy=\"{}\" r=\"9\" fill=\"#FFFFFF\" stroke=\"#000\" stroke-width=\"1.2\"/>\
         <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">3</text>",
        y + 16,
        y + 32,
        y + 32,
        y + 16,
        y + 21
    );
}

fn build(lang: Lang) -> String {
    let items = items();
    let heights: Vec<i32> = items
        .iter()
        .map(|it| {
            ((it.lines.len() as i32) * LINE + 12).max(if it.lines.len() > 2 { 52 } else { 34 })
        })
        .collect();
    let height = 26 + heights.iter().sum::<i32>();
    let mut out = String::with_capacity(16_000);
    open_svg(
        &mut out,
        WIDTH,
        height,
        "",
        &text(lang, "humanity-pic-legend-label"),
    );
    w!(
        &mut out,
        "<text x=\"8\" y=\"17\" font-size=\"14\" font-weight=\"700\">"
    );
    esc(&mut out, &text(lang, "humanity-pic-legend-title"));
    out.push_str("</text>");
    let mut y = 26;
    for (it, h) in items.iter().zip(&heights) {
        (it.icon)(&mut out, y + 2, lang);
        for (k, id) in it.lines.iter().enumerate() {
            let line = text(lang, id);
            w!(
                &mut out,
                "<text x=\"{TEXT_X}\" y=\"{}\" font-size=\"13\"{}>",
                y + 14 + k as i32 * LINE,
                fit(&line, 13.0, false, WIDTH - TEXT_X - 4)
            );
            esc(&mut out, &line);
            out.push_str("</text>");
        }
        y += h;
    }
    out.push_str("</svg>");
    out
}

/// The legend as an SVG, explaining every symbol and colour of the other pictures.
pub fn legend_svg() -> String {
    legend_svg_in(Lang::En)
}

/// [`legend_svg`] in `lang`; it does not depend on the game, so each language's is built once.
pub fn legend_svg_in(lang: Lang) -> String {
    static LEGENDS: [OnceLock<String>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let slot = match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::Es => 2,
        Lang::Pseudo => 3,
    };
    LEGENDS[slot].get_or_init(|| build(lang)).clone()
}
