//! The score chart of any game: every seat's numbers from the engine's score series (its
//! `About::series`), and its score when the viewer may see it, over the steps, drawn on the
//! server as one SVG. Each game says which panels to draw (`Series`).
//!
//! Colour is never the only cue: each seat's line has its own dash pattern and its own marker
//! shape (the seat's token shape elsewhere on the page), and a legend names them. Only
//! presentation attributes are used (the CSP forbids inline styles); names are escaped.

use crate::services::history::StepScores;
use crate::web::games::paint::esc_cut;

macro_rules! w {
    ($out:expr, $($arg:tt)*) => {{
        let _ = ::std::fmt::Write::write_fmt($out, format_args!($($arg)*));
    }};
}

const INK: &str = "#1a1a1a";
const MUTED: &str = "#4a4a4a";
const FONT: &str = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";

/// One panel of the chart.
#[derive(Debug, Clone, Copy)]
pub enum Series {
    /// The series at this index of the game's `About::series`, with its title.
    Value(usize, &'static str),
    /// The seat's score, drawn only when some score is known to the viewer.
    Score(&'static str),
}

/// The marker shape of a seat's line, so that no line is told apart by colour alone: the
/// seat's own symbol (`services::seating::SeatMark`).
#[derive(Debug, Clone, Copy)]
enum Mark {
    Circle,
    Square,
    Diamond,
    Hexagon,
    Triangle,
    Star,
}

impl Mark {
    fn of_symbol(symbol: &str) -> Mark {
        match symbol {
            "■" => Mark::Square,
            "◆" => Mark::Diamond,
            "⬢" => Mark::Hexagon,
            "▲" => Mark::Triangle,
            "★" => Mark::Star,
            _ => Mark::Circle,
        }
    }
}

const WIDTH: i32 = 360;
const LEFT: i32 = 40;
const RIGHT: i32 = 12;
const PANEL_H: i32 = 92;
const GAP: i32 = 38;
/// Markers drawn along each line, besides the one at its end.
const MARKERS: usize = 5;

/// Dark enough for thin lines on white (at least 4.5:1), in the order of the seat colours.
fn line_colour(colour: &str, seat: usize) -> &'static str {
    const BY_SEAT: [&str; 5] = ["#8A6D00", "#0061A0", "#00704F", "#B8246E", "#A84300"];
    match colour {
        "yellow" => BY_SEAT[0],
        "blue" | "sky-blue" => BY_SEAT[1],
        "green" | "bluish-green" => BY_SEAT[2],
        "pink" | "reddish-purple" => BY_SEAT[3],
        "orange" | "vermillion" => BY_SEAT[4],
        _ => BY_SEAT[seat % 5],
    }
}

fn dash(seat: usize) -> &'static str {
    match seat % 5 {
        0 => "",
        1 => " stroke-dasharray=\"7 3\"",
        2 => " stroke-dasharray=\"2 3\"",
        3 => " stroke-dasharray=\"9 3 2 3\"",
        _ => " stroke-dasharray=\"4 2 4 6\"",
    }
}

fn marker(out: &mut String, mark: Mark, colour: &str, x: f32, y: f32) {
    let r = 3.6;
    let attrs = format!(" fill=\"{colour}\" stroke=\"#FFFFFF\" stroke-width=\"1\"/>");
    match mark {
        Mark::Star => {
            let points: Vec<String> = (0..10)
                .map(|i| {
                    let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                    let rr = if i % 2 == 0 { r * 1.35 } else { r * 0.6 };
                    format!("{:.1},{:.1}", x + rr * a.cos(), y + rr * a.sin())
                })
                .collect();
            w!(out, "<polygon points=\"{}\"{attrs}", points.join(" "))
        }
        Mark::Circle => w!(out, "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{r}\"{attrs}"),
        Mark::Square => w!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\"{attrs}",
            x - r * 0.9,
            y - r * 0.9,
            r * 1.8,
            r * 1.8
        ),
        Mark::Diamond => {
            let d = r * 1.25;
            w!(
                out,
                "<path d=\"M{x:.1} {:.1}L{:.1} {y:.1}L{x:.1} {:.1}L{:.1} {y:.1}Z\"{attrs}",
                y - d,
                x + d,
                y + d,
                x - d
            )
        }
        Mark::Hexagon => {
            let (a, b, v) = (r * 1.1, r * 0.55, r * 0.95);
            w!(
                out,
                "<path d=\"M{:.1} {y:.1}L{:.1} {:.1}H{:.1}L{:.1} {y:.1}L{:.1} {:.1}H{:.1}Z\"{attrs}",
                x - a,
                x - b,
                y - v,
                x + b,
                x + a,
                x + b,
                y + v,
                x - b
            )
        }
        Mark::Triangle => {
            let d = r * 1.2;
            w!(
                out,
                "<path d=\"M{x:.1} {:.1}L{:.1} {:.1}H{:.1}Z\"{attrs}",
                y - d,
                x + d,
                y + d * 0.8,
                x - d
            )
        }
    }
}

/// A round upper bound for an axis: 10, 20, 50, 100, 200, ...
fn nice_max(max: i64) -> i64 {
    let mut step = 10;
    loop {
        for m in [1, 2, 5] {
            if max <= step * m {
                return step * m;
            }
        }
        step *= 10;
    }
}

/// One measure of every seat over the steps.
struct Panel {
    series: Series,
    /// The panel's title in the reader's language.
    title: String,
    lang: crate::i18n::Lang,
}

impl Panel {
    fn title(&self) -> &str {
        &self.title
    }

    /// The value of a seat at a step, if the viewer may see it.
    fn value(&self, s: &StepScores, seat: usize) -> Option<i64> {
        match self.series {
            Series::Value(i, _) => s.get(seat).and_then(|p| p.values.get(i).copied()),
            Series::Score(_) => score(s, seat),
        }
    }
}

fn score(s: &StepScores, seat: usize) -> Option<i64> {
    s.get(seat).and_then(|p| p.score)
}

/// The chart of a game's `scores` (one entry per step, from 0), with a rule at `current`.
/// `marks` are the seats' names, colours and symbols; `series` are the panels, top to bottom.
pub fn score_chart(
    scores: &[StepScores],
    marks: &[crate::services::seating::SeatMark],
    current: usize,
    series: &[Series],
    lang: crate::i18n::Lang,
) -> String {
    let seats = scores.first().map_or(0, Vec::len);
    let by_seat = |f: &dyn Fn(&crate::services::seating::SeatMark) -> String| -> Vec<String> {
        (0..seats)
            .map(|s| {
                marks
                    .iter()
                    .find(|m| m.seat == s)
                    .map(f)
                    .unwrap_or_default()
            })
            .collect()
    };
    let names = by_seat(&|m| m.label());
    let colours = by_seat(&|m| m.colour.clone());
    let shapes: Vec<Mark> = (0..seats)
        .map(|s| {
            marks
                .iter()
                .find(|m| m.seat == s)
                .map_or(Mark::Circle, |m| Mark::of_symbol(m.symbol))
        })
        .collect();
    let (names, colours, shapes) = (&names[..], &colours[..], &shapes[..]);
    let revealed = (0..seats).any(|s| scores.iter().any(|st| score(st, s).is_some()));
    let panels: Vec<Panel> = series
        .iter()
        .filter(|p| revealed || !matches!(p, Series::Score(_)))
        .map(|&series| Panel {
            series,
            lang,
            title: match series {
                Series::Value(_, t) | Series::Score(t) => crate::i18n::in_lang(lang, t),
            },
        })
        .collect();
    let legend_h = 8 + 18 * seats.div_ceil(2) as i32;
    let height = legend_h + panels.len() as i32 * (PANEL_H + GAP) + 4;
    let mut out = String::with_capacity(4_000 + scores.len() * seats * 40);
    let what = panels
        .iter()
        .map(|p| p.title().to_lowercase())
        .collect::<Vec<_>>()
        .join(", ");
    let label = crate::i18n::text_with(lang, "chart-label", &[("what", what.as_str().into())]);
    w!(
        &mut out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {height}\" width=\"100%\" class=\"chart\" role=\"img\" font-family=\"{FONT}\" font-size=\"13\" fill=\"{INK}\" aria-label=\""
    );
    esc_cut(&mut out, &label, 0);
    out.push_str("\"><title>");
    esc_cut(&mut out, &label, 0);
    out.push_str("</title>");
    legend(&mut out, seats, names, colours, shapes, lang);
    for (i, panel) in panels.iter().enumerate() {
        let top = legend_h + i as i32 * (PANEL_H + GAP) + 22;
        draw_panel(&mut out, panel, scores, colours, shapes, current, top);
    }
    out.push_str("</svg>");
    out
}

fn legend(
    out: &mut String,
    seats: usize,
    names: &[String],
    colours: &[String],
    shapes: &[Mark],
    lang: crate::i18n::Lang,
) {
    for seat in 0..seats {
        let x = 8 + (seat % 2) as i32 * 176;
        let y = 14 + (seat / 2) as i32 * 18;
        let colour = line_colour(colours.get(seat).map_or("", String::as_str), seat);
        w!(
            out,
            "<path d=\"M{x} {y}h30\" stroke=\"{colour}\" stroke-width=\"2.5\" fill=\"none\"{}/>",
            dash(seat)
        );
        marker(
            out,
            shapes.get(seat).copied().unwrap_or(Mark::Circle),
            colour,
            (x + 15) as f32,
            y as f32,
        );
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\">",
            x + 36,
            y + 4
        );
        match names.get(seat).map(|n| n.trim()) {
            Some(n) if !n.is_empty() => esc_cut(out, n, 20),
            _ => out.push_str(&crate::i18n::text_with(
                lang,
                "chart-seat",
                &[("n", (seat + 1).into())],
            )),
        }
        out.push_str("</text>");
    }
}

fn draw_panel(
    out: &mut String,
    panel: &Panel,
    scores: &[StepScores],
    colours: &[String],
    shapes: &[Mark],
    current: usize,
    top: i32,
) {
    let step = |n: usize| crate::i18n::text_with(panel.lang, "chart-step", &[("n", n.into())]);
    let seats = scores.first().map_or(0, Vec::len);
    let last = scores.len().saturating_sub(1).max(1);
    let max = scores
        .iter()
        .flat_map(|st| (0..seats).filter_map(|s| panel.value(st, s)))
        .max()
        .unwrap_or(0)
        .max(1);
    let min = scores
        .iter()
        .flat_map(|st| (0..seats).filter_map(|s| panel.value(st, s)))
        .min()
        .unwrap_or(0)
        .min(0);
    let high = nice_max(max);
    let low = if min < 0 { -nice_max(-min) } else { 0 };
    let plot_w = (WIDTH - LEFT - RIGHT) as f32;
    let x_of = |step: usize| LEFT as f32 + step as f32 * plot_w / last as f32;
    let y_of = |v: i64| top as f32 + PANEL_H as f32 * (high - v) as f32 / (high - low) as f32;
    w!(
        out,
        "<text x=\"{LEFT}\" y=\"{}\" font-size=\"13\" font-weight=\"700\">{}</text>",
        top - 6,
        panel.title()
    );
    // Frame, gridlines and axis labels.
    w!(
        out,
        "<rect x=\"{LEFT}\" y=\"{top}\" width=\"{}\" height=\"{PANEL_H}\" fill=\"#FAFAFA\" stroke=\"#8A8F98\"/>",
        WIDTH - LEFT - RIGHT
    );
    w!(
        out,
        "<g font-size=\"13\" fill=\"{MUTED}\" text-anchor=\"end\">"
    );
    for v in [low, (low + high) / 2, high] {
        let y = y_of(v);
        w!(
            out,
            "<path d=\"M{LEFT} {y:.1}h{}\" stroke=\"#D5D8DD\"/><text x=\"{}\" y=\"{:.1}\">{v}</text>",
            WIDTH - LEFT - RIGHT,
            LEFT - 4,
            y + 3.5
        );
    }
    out.push_str("</g>");
    w!(
        out,
        "<g font-size=\"13\" fill=\"{MUTED}\"><text x=\"{LEFT}\" y=\"{}\">{}</text><text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text></g>",
        top + PANEL_H + 14,
        step(0),
        WIDTH - RIGHT,
        top + PANEL_H + 14,
        step(scores.len().saturating_sub(1))
    );
    // The step on display.
    let cx = x_of(current.min(last));
    w!(
        out,
        "<path d=\"M{cx:.1} {top}v{PANEL_H}\" stroke=\"{INK}\" stroke-width=\"1\" stroke-dasharray=\"1 2\"/>"
    );
    for seat in 0..seats {
        let colour = line_colour(colours.get(seat).map_or("", String::as_str), seat);
        let shape = shapes.get(seat).copied().unwrap_or(Mark::Circle);
        line(out, panel, scores, seat, (colour, shape), &x_of, &y_of);
    }
}

/// One seat's line as a step path (values change at actions), with its markers.
fn line(
    out: &mut String,
    panel: &Panel,
    scores: &[StepScores],
    seat: usize,
    (colour, shape): (&str, Mark),
    x_of: &dyn Fn(usize) -> f32,
    y_of: &dyn Fn(i64) -> f32,
) {
    let mut d = String::with_capacity(256);
    let mut prev: Option<i64> = None;
    let mut end = None;
    for (step, st) in scores.iter().enumerate() {
        let Some(v) = panel.value(st, seat) else {
            prev = None;
            continue;
        };
        match prev {
            None => w!(&mut d, "M{:.1} {:.1}", x_of(step), y_of(v)),
            Some(p) if p != v => w!(&mut d, "H{:.1}V{:.1}", x_of(step), y_of(v)),
            Some(_) => {}
        }
        prev = Some(v);
        end = Some((step, v));
    }
    let Some((last_step, last_v)) = end else {
        return;
    };
    w!(&mut d, "H{:.1}", x_of(last_step));
    w!(
        out,
        "<path d=\"{d}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" stroke-linejoin=\"round\"{}/>",
        dash(seat)
    );
    // Markers staggered by seat so that equal lines still show every seat's shape.
    let n = scores.len().max(2) - 1;
    let seats = scores.first().map_or(1, Vec::len).max(1);
    for k in 0..MARKERS {
        let step = ((k as f32 + (seat as f32 + 1.0) / (seats as f32 + 1.0)) * n as f32
            / MARKERS as f32) as usize;
        if let Some(v) = scores.get(step).and_then(|st| panel.value(st, seat)) {
            marker(out, shape, colour, x_of(step), y_of(v));
        }
    }
    marker(out, shape, colour, x_of(last_step), y_of(last_v));
}
