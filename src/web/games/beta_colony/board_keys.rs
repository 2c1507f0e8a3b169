//! The keys to the pictures: `legend_svg` (what each mark on the board means) and `pieces_svg`
//! (every kind of piece, for the rules page).

use super::board::{band, track_code, CHOICE};
use super::paint::canvas;
use super::paint::colour_fill;
use super::paint::{
    die_letter, named, pictogram, pod_kind, said, silhouette, t, text_width, token, w, Anchor,
    Canvas, Rect, Run, SeatMark, FS, WIDTH,
};
use crate::engine::beta_colony::data::{Colour, Die, Material, TrackBonus};
use crate::engine::beta_colony::describe;
use crate::engine::beta_colony::state::{SEAT_COLOURS, SEAT_SHAPES};
use crate::i18n::{Arg, Lang};

const BAND: &str = "#E8EEE3";
/// Where the explanation of a row starts.
const TEXT_X: f32 = 92.0;

/// A sample player of the `k`-th colour, with the symbol that colour always has.
fn sample_mark(k: usize, initial: char) -> SeatMark {
    let k = k % SEAT_COLOURS.len();
    let (fill, ink) = colour_fill(SEAT_COLOURS[k]);
    SeatMark {
        seat: k,
        name: String::new(),
        symbol: SEAT_SHAPES[k],
        initial,
        fill,
        ink,
    }
}

/// One row of a key: a sample drawn at the left by `draw` (given the row's top), the
/// explanation wrapped at the right. Returns the y below the row.
fn row(c: &mut Canvas, y: f32, text: &str, draw: impl FnOnce(&mut Canvas, f32)) -> f32 {
    draw(c, y);
    let bx = Rect::new(TEXT_X - 4.0, y, WIDTH - TEXT_X, 10_000.0);
    let mut run = Run::new(c, bx, TEXT_X, y + 17.0);
    run.words(text);
    let bottom = run.end().max(y + 26.0);
    let real = Rect::new(bx.x, bx.y, bx.w, bottom - y + 2.0);
    for p in c.placed.iter_mut().filter(|p| p.bx == bx) {
        p.bx = real;
    }
    w!(
        c.bg_raw(),
        "<path d=\"M4 {:.1}H{:.1}\" stroke=\"#DDDDDD\" stroke-width=\"1\"/>",
        bottom + 2.0,
        WIDTH - 4.0
    );
    bottom + 4.0
}

/// A short text sample at the left of a row.
fn sample_text(c: &mut Canvas, y: f32, s: &str, bold: bool) {
    let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
    let s = super::paint::cut_to(s, bx.w - 6.0, FS, bold);
    c.text(bx, 8.0, y + 17.0, FS, Anchor::Start, bold, &s);
}

/// What each mark on the board means.
pub fn legend_svg() -> String {
    legend_svg_in(Lang::En)
}

/// [`legend_svg`] with the words in `lang`.
pub fn legend_svg_in(lang: Lang) -> String {
    let (c, h) = legend_canvas(lang);
    c.finish(h, "bc-legend", &t(lang, "beta-colony-pic-legend-label"))
}

pub(crate) fn legend_canvas(lang: Lang) -> (Canvas, f32) {
    let mut c = canvas();
    let mut y = band(
        &mut c,
        4.0,
        BAND,
        &t(lang, "beta-colony-pic-legend-title"),
        "",
    ) + 4.0;
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-player"),
        |c, y| {
            token(c, &sample_mark(0, 'A'), 8.0, y + 4.0);
            token(c, &sample_mark(1, 'B'), 40.0, y + 4.0);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-locations"),
        |c, y| {
            sample_text(c, y, "L4", true);
            die_letter(c, Die::Black, 36.0, y + 4.0, 18.0);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-dice"),
        |c, y| {
            for (i, d) in Die::ALL.into_iter().enumerate() {
                die_letter(c, d, 6.0 + i as f32 * 20.0, y + 4.0, 18.0);
            }
        },
    );
    for m in Material::ALL {
        let name = named(lang, &describe::material(m, false));
        y = row(&mut c, y, &name, |c, y| {
            pictogram(&mut c.fg, m, 14.0, y + 12.0);
            let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
            c.text(
                bx,
                26.0,
                y + 17.0,
                FS,
                Anchor::Start,
                true,
                &m.letter().to_string(),
            );
        });
    }
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-space"),
        |c, y| {
            sample_text(c, y, "19·Y", true);
        },
    );
    for colour in &Colour::ALL[..5] {
        let (_, initial) = pod_kind(*colour);
        let letter = initial.to_string();
        let line = said(
            lang,
            "beta-colony-pic-legend-pod",
            &[
                ("letter", Arg::Words(&letter)),
                ("kind", Arg::Words(&pod_kind_name(lang, *colour))),
            ],
        );
        y = row(&mut c, y, &line, |c, y| {
            silhouette(&mut c.fg, *colour, 14.0, y + 12.0);
            let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
            c.text(
                bx,
                26.0,
                y + 17.0,
                FS,
                Anchor::Start,
                true,
                &initial.to_string(),
            );
        });
    }
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-crew"),
        |c, y| {
            sample_text(c, y, "●2■1", false);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-achievements"),
        |c, y| {
            sample_text(c, y, "ST2", true);
        },
    );
    let codes = [
        (TrackBonus::Mat1, "beta-colony-pic-legend-track-mat1"),
        (TrackBonus::Mat2, "beta-colony-pic-legend-track-mat2"),
        (
            TrackBonus::Artifact,
            "beta-colony-pic-legend-track-artifact",
        ),
        (TrackBonus::Fuel2, "beta-colony-pic-legend-track-fuel2"),
        (TrackBonus::Crew, "beta-colony-pic-legend-track-crew"),
        (TrackBonus::Freepod, "beta-colony-pic-legend-track-freepod"),
        (TrackBonus::Freeca, "beta-colony-pic-legend-track-freeca"),
        (TrackBonus::Cp3, "beta-colony-pic-legend-track-cp3"),
        (TrackBonus::Cp6, "beta-colony-pic-legend-track-cp6"),
    ];
    let list: Vec<String> = codes
        .iter()
        .map(|(b, id)| {
            said(
                lang,
                "beta-colony-pic-legend-track-code",
                &[
                    ("code", Arg::Words(track_code(*b))),
                    ("what", Arg::Words(&t(lang, id))),
                ],
            )
        })
        .collect();
    y = row(
        &mut c,
        y,
        &said(
            lang,
            "beta-colony-pic-legend-tracks",
            &[("list", Arg::Words(&list.join("; ")))],
        ),
        |c, y| sample_text(c, y, "FP", false),
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-legend-choice"),
        |c, y| {
            let bx = Rect::new(6.0, y + 3.0, 60.0, 20.0);
            w!(
            c.bg_raw(),
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\" fill=\"#EAF2FB\" stroke=\"{CHOICE}\" stroke-width=\"3.5\" stroke-dasharray=\"7 3\"/>",
            bx.x,
            bx.y,
            bx.w,
            bx.h
        );
        },
    );
    (c, y + 2.0)
}

/// Every kind of piece, explained (for the rules page).
pub fn pieces_svg() -> String {
    pieces_svg_in(Lang::En)
}

/// [`pieces_svg`] with the words in `lang`.
pub fn pieces_svg_in(lang: Lang) -> String {
    let (c, h) = pieces_canvas(lang);
    c.finish(h, "bc-pieces", &t(lang, "beta-colony-pic-pieces-label"))
}

/// The name of the kind of pod of a colour ("Defense Station"), in `lang`.
pub fn pod_kind_name(lang: Lang, colour: Colour) -> String {
    let (english, _) = pod_kind(colour);
    crate::i18n::game_text(
        lang,
        "beta-colony",
        &format!("pic-pod-kind-{}", colour.name()),
        english,
    )
}

pub(crate) fn pieces_canvas(lang: Lang) -> (Canvas, f32) {
    let mut c = canvas();
    let mut y = band(
        &mut c,
        4.0,
        BAND,
        &t(lang, "beta-colony-pic-pieces-title"),
        "",
    ) + 4.0;
    let mark = sample_mark(2, 'C');
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-ship"),
        |c, y| {
            token(c, &mark, 8.0, y + 4.0);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-dice"),
        |c, y| {
            die_letter(c, Die::Red, 6.0, y + 4.0, 18.0);
            die_letter(c, Die::Green, 28.0, y + 4.0, 18.0);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-materials"),
        |c, y| {
            for (i, m) in Material::ALL.into_iter().enumerate() {
                pictogram(&mut c.fg, m, 10.0 + i as f32 * 13.0, y + 12.0);
            }
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-fuel"),
        |c, y| {
            sample_text(
                c,
                y,
                &said(lang, "beta-colony-pic-fuel", &[("n", Arg::Number(3.0))]),
                true,
            );
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-artifacts"),
        |c, y| {
            sample_text(
                c,
                y,
                &t(lang, "beta-colony-pic-pieces-artifacts-sample"),
                true,
            );
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-pods"),
        |c, y| {
            silhouette(&mut c.fg, Colour::Pink, 14.0, y + 12.0);
            silhouette(&mut c.fg, Colour::Green, 34.0, y + 12.0);
            silhouette(&mut c.fg, Colour::Blue, 54.0, y + 12.0);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-crew"),
        |c, y| {
            sample_text(c, y, "●2", false);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-influence"),
        |c, y| {
            let m = sample_mark(1, 'B');
            token(c, &m, 8.0, y + 4.0);
            let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
            let x = 12.0 + text_width("◆B", FS) + 6.0;
            c.text(bx, x, y + 17.0, FS, Anchor::Start, false, "7");
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-achievements"),
        |c, y| {
            sample_text(c, y, "ST1 BD2", true);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-cycle-cards"),
        |c, y| {
            sample_text(c, y, "C2B", true);
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-confidence"),
        |c, y| {
            sample_text(
                c,
                y,
                &said(lang, "beta-colony-pic-cp", &[("n", Arg::Number(12.0))]),
                true,
            );
        },
    );
    y = row(
        &mut c,
        y,
        &t(lang, "beta-colony-pic-pieces-edition"),
        |c, y| {
            sample_text(
                c,
                y,
                &t(lang, "beta-colony-pic-pieces-edition-sample"),
                true,
            )
        },
    );
    (c, y + 2.0)
}
