//! The legend: every symbol, colour and mark the Humanity pictures use, drawn with the same
//! primitives so it always matches them. It does not depend on the game, so it is built once.

use super::paint::{
    badge, effect_glyph, esc, open_svg, shape_glyph, symbol, token, w, white_cross, Mark, SeatMark,
    INK,
};
use crate::engine::humanity::catalogue::{Colour, Effect, Shape};
use std::sync::OnceLock;

const WIDTH: i32 = 360;
const TEXT_X: i32 = 48;
const LINE: i32 = 16;

/// One legend entry: an icon drawn in the 40×(rows) box at the left, and lines of text.
struct Item {
    icon: fn(&mut String, i32),
    lines: &'static [&'static str],
}

fn items() -> [Item; 19] {
    [
        Item {
            icon: |o, y| badge(o, Colour::Orange, 8.0, y as f32, 24.0),
            lines: &["Orange module: gear"],
        },
        Item {
            icon: |o, y| badge(o, Colour::Blue, 8.0, y as f32, 24.0),
            lines: &["Blue module: robot"],
        },
        Item {
            icon: |o, y| badge(o, Colour::Green, 8.0, y as f32, 24.0),
            lines: &["Green module (greenhouse): sprout"],
        },
        Item {
            icon: |o, y| badge(o, Colour::Purple, 8.0, y as f32, 24.0),
            lines: &["Purple module (lab): flask"],
        },
        Item {
            icon: |o, y| {
                badge(o, Colour::Orange, 6.0, y as f32 - 1.0, 16.0);
                badge(o, Colour::Blue, 18.0, y as f32 + 10.0, 16.0);
            },
            lines: &[
                "Communication module: orange or blue,",
                "chosen when it is deployed",
            ],
        },
        Item {
            icon: |o, y| {
                w!(
                    o,
                    "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">IMN</text>",
                    y + 16
                )
            },
            lines: &["Basic resources: I ice, M methane, N insect"],
        },
        Item {
            icon: |o, y| {
                w!(
                    o,
                    "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">OAP</text>",
                    y + 16
                )
            },
            lines: &[
                "Advanced: O oxygen, A aircarbon, P protein;",
                "E electricity. Costs are written in letters",
            ],
        },
        Item {
            icon: sample_module,
            lines: &[
                "Module in a base: what it makes (top right),",
                "WP to activate (white disc), stock (dots,",
                "filled = stored unit, up to 3)",
            ],
        },
        Item {
            icon: sample_obstacle,
            lines: &["Obstacle (hatched): the number is the", "resistance left"],
        },
        Item {
            icon: |o, y| {
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
                "Active astronaut: its work value (WP);",
                "\"2/3\" = 2 of its 3 WP left this round",
            ],
        },
        Item {
            icon: |o, y| {
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
            lines: &["Exhausted astronaut: hollow, dashed, \"z\""],
        },
        Item {
            icon: seat_shapes,
            lines: &[
                "Players: colour, its shape and letter",
                "(circle, square, diamond, hexagon)",
            ],
        },
        Item {
            icon: |o, y| {
                w!(o, "<path d=\"M24 {}l7 7-7 7-7-7z\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1.6\"/>", y + 4)
            },
            lines: &["Completed square: four modules in 2×2"],
        },
        Item {
            icon: |o, y| {
                w!(
                o,
                "<rect x=\"8\" y=\"{}\" width=\"32\" height=\"26\" rx=\"3\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">L12</text>",
                y - 1,
                y + 16
            )
            },
            lines: &[
                "A cell you can choose now, with its name",
                "(columns are letters, rows numbers)",
            ],
        },
        Item {
            icon: |o, y| white_cross(o, 14.0, y as f32 + 2.0, 20.0),
            lines: &[
                "White cross (hangars +1 and +2): the module",
                "there is discarded at the end of the round",
            ],
        },
        Item {
            icon: |o, y| {
                w!(
                o,
                "<rect x=\"4\" y=\"{}\" width=\"40\" height=\"22\" rx=\"4\" fill=\"#2B2B2B\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\" fill=\"#FFFFFF\">ARM</text>",
                y + 1,
                y + 16
            )
            },
            lines: &[
                "The arm's hangar. \"H5 +3\": hangar 5, three",
                "steps after the arm (clockwise)",
            ],
        },
        Item {
            icon: |o, y| {
                w!(
                o,
                "<rect x=\"16\" y=\"{}\" width=\"16\" height=\"16\" rx=\"2\" fill=\"#FFFFFF\" stroke=\"{INK}\" stroke-width=\"1.2\"/>\
                 <text x=\"24\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">L</text>",
                y + 4,
                y + 16
            )
            },
            lines: &[
                "Experiment side: L left, C centre, R right;",
                "experiment slot k faces hangar +k",
            ],
        },
        Item {
            icon: |o, y| {
                effect_glyph(o, Effect::Time, 4.0, y as f32 + 3.0, 18.0, INK);
                effect_glyph(o, Effect::Reactivate, 24.0, y as f32 + 3.0, 18.0, INK);
            },
            lines: &[
                "Effects: hourglass = 2 time units;",
                "circular arrow = reactivate your astronauts",
            ],
        },
        Item {
            icon: |o, y| {
                let y = y as f32 + 12.0;
                shape_glyph(o, Shape::Round, 12.0, y - 2.0, 5.5, INK);
                shape_glyph(o, Shape::Rectangular, 31.0, y - 2.0, 5.5, INK);
                shape_glyph(o, Shape::Octagonal, 12.0, y + 14.0, 6.0, INK);
                shape_glyph(o, Shape::Wild, 31.0, y + 14.0, 5.5, INK);
            },
            lines: &[
                "Greenhouse shapes: round, rectangular,",
                "octagonal, wild (*). WP work points,",
                "RP research points, VP victory points",
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

fn seat_shapes(o: &mut String, y: i32) {
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

fn sample_module(o: &mut String, y: i32) {
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

fn sample_obstacle(o: &mut String, y: i32) {
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

fn build() -> String {
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
        "Legend of the Humanity board symbols",
    );
    w!(
        &mut out,
        "<text x=\"8\" y=\"17\" font-size=\"14\" font-weight=\"700\">Legend</text>"
    );
    let mut y = 26;
    for (it, h) in items.iter().zip(&heights) {
        (it.icon)(&mut out, y + 2);
        for (k, line) in it.lines.iter().enumerate() {
            w!(
                &mut out,
                "<text x=\"{TEXT_X}\" y=\"{}\" font-size=\"13\">",
                y + 14 + k as i32 * LINE
            );
            esc(&mut out, line);
            out.push_str("</text>");
        }
        y += h;
    }
    out.push_str("</svg>");
    out
}

/// The legend as an SVG, explaining every symbol and colour of the other pictures.
pub fn legend_svg() -> String {
    static LEGEND: OnceLock<String> = OnceLock::new();
    LEGEND.get_or_init(build).clone()
}
