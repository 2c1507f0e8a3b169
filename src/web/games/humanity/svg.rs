//! The station ring, the player bases and the score/research tracks as SVG.
//!
//! Each function is pure: the same `View` and names give the same markup. Sizes are in viewBox
//! units designed for a 360-unit-wide picture shown about 343 px wide on a 375 px phone, so no
//! text is under 13 units (12.4 CSS px there; `tests/e2e/humanity_phone.rs` measures it, and
//! that no text leaves its `g.hb-box` tile or card, in Chromium).

use super::paint::{
    badge, colour_words, cost_words, effect_glyph, esc, esc_cut, fit, module_fill, module_words,
    open_svg, said, said_n, seat_marks, seat_words, shape_glyph, shape_short, symbol, token, w,
    white_cross, write_res, SeatMark, INK, MUTED,
};
use crate::engine::humanity::catalogue::{AdjTarget, Colour, Kind, Side};
use crate::engine::humanity::cell::Cell;
use crate::engine::humanity::choices::{cell_target, hangar_target};
use crate::engine::humanity::view::{
    AstronautView, ExperimentCard, HangarView, ModuleCard, PlayerView, Science, SlotView, TileView,
    View,
};
use crate::i18n::{text, Arg, Lang};
use crate::services::seating::SeatMark as Seat;
use std::borrow::Cow;

/// Nominal picture width: every SVG is at least this wide so they line up when stacked.
const WIDTH: i32 = 360;

/// The board's places the viewer may tap to choose an option now: (the key the choices give,
/// `choices::cell_target` and `hangar_target`; the address that chooses it), as
/// `Scene::taps` gives them.
pub type Taps<'a> = &'a [(String, String)];

fn tap<'a>(taps: Taps<'a>, key: &str) -> Option<&'a str> {
    taps.iter()
        .find(|(k, _)| k == key)
        .map(|(_, href)| href.as_str())
}

/// An invisible link over a box: tapping it there chooses the option it stands for.
fn tap_link(out: &mut String, href: &str, label: &str, x: i32, y: i32, w: i32, h: i32) {
    out.push_str("<a class=\"hb-tap\" href=\"");
    esc(out, href);
    out.push_str("\" aria-label=\"");
    esc(out, label);
    out.push_str("\"><title>");
    esc(out, label);
    w!(
        out,
        "</title><rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"#FFFFFF\" fill-opacity=\"0\"/></a>"
    );
}

/// A picture with links in it is a group of controls, not one image.
fn finish(mut out: String) -> String {
    out.push_str("</svg>");
    if out.contains("<a class=\"hb-tap\"") {
        out = out.replacen(" role=\"img\"", " role=\"group\"", 1);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Station
// ---------------------------------------------------------------------------------------------

const PAD: i32 = 2;
const GAP: i32 = 4;
const CARD_W: i32 = 116;
const CARD_H: i32 = 120;

/// The number players read for a hangar: 1 to 8 (the engine counts 0 to 7).
pub fn hangar_number(h: u8) -> u16 {
    u16::from(h) + 1
}

/// Where hangar h sits on the 3×3 ring, clockwise from the top left (the centre is the hub).
const RING: [(i32, i32); 8] = [
    (0, 0),
    (1, 0),
    (2, 0),
    (2, 1),
    (2, 2),
    (1, 2),
    (0, 2),
    (0, 1),
];

fn card_origin((c, r): (i32, i32)) -> (i32, i32) {
    (PAD + c * (CARD_W + GAP), PAD + r * (CARD_H + GAP))
}

/// The AMBS: 8 hangars clockwise on a ring around a hub, the arm drawn from the hub to its
/// hangar. Each hangar card shows its number and offset ("H5 +3"), a white cross at offsets 1
/// and 2, the module on offer in short form (colour badge with symbol, short name, cost letters,
/// what it gives), the astronauts standing there (seat tokens with initials) and, in the lower
/// strip, the experiment slot that faces it (side, cost, RP/VP, effect). The hub shows the year,
/// the round, whose turn it is and the module deck size.
pub fn station_svg(view: &View, seats: &[Seat], taps: Taps) -> String {
    station_svg_in(view, seats, taps, Lang::En)
}

/// [`station_svg`] with its words in `lang`.
pub fn station_svg_in(view: &View, seats: &[Seat], taps: Taps, lang: Lang) -> String {
    let marks = seat_marks(view, seats);
    let height = 2 * PAD + 3 * CARD_H + 2 * GAP;
    let mut out = String::with_capacity(24_000);
    let label = station_label(view, &marks, lang);
    open_svg(&mut out, WIDTH, height, "", &label);

    // The ring behind the cards, visible in the gaps.
    let (hx, hy) = card_origin((1, 1));
    let (hcx, hcy) = (hx + CARD_W / 2, hy + CARD_H / 2);
    w!(
        &mut out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"40\" fill=\"none\" stroke=\"#C9CED6\" stroke-width=\"12\"/>",
        PAD + CARD_W / 2,
        PAD + CARD_H / 2,
        2 * (CARD_W + GAP),
        2 * (CARD_H + GAP)
    );

    for h in &view.hangars {
        let Some(&pos) = RING.get(usize::from(h.hangar)) else {
            continue;
        };
        let slot = view
            .experiments
            .iter()
            .find(|s| s.slot == h.offset && h.offset != 0);
        hangar_card(
            &mut out,
            view,
            &marks,
            (h, slot),
            pos,
            tap(taps, &hangar_target(h.hangar)),
            lang,
        );
    }
    hub(&mut out, view, &marks, hx, hy, lang);

    // The arm: a thick bar from the hub to its hangar.
    if let Some(&(c, r)) = RING.get(usize::from(view.arm)) {
        let (dc, dr) = (c - 1, r - 1);
        let (x1, y1) = (hcx + dc * (CARD_W / 2 - 8), hcy + dr * (CARD_H / 2 - 8));
        let (ox, oy) = card_origin((c, r));
        let (x2, y2) = (
            ox + CARD_W / 2 - dc * (CARD_W / 2 - 4),
            oy + CARD_H / 2 - dr * (CARD_H / 2 - 4),
        );
        w!(
            &mut out,
            "<path d=\"M{x1} {y1}L{x2} {y2}\" stroke=\"#2B2B2B\" stroke-width=\"8\" stroke-linecap=\"round\"/>"
        );
    }
    // The hangars to tap, over everything else.
    for h in &view.hangars {
        let (Some(&pos), Some(href)) = (
            RING.get(usize::from(h.hangar)),
            tap(taps, &hangar_target(h.hangar)),
        ) else {
            continue;
        };
        let (x, y) = card_origin(pos);
        tap_link(
            &mut out,
            href,
            &said_n(lang, "humanity-pic-choose-hangar", hangar_number(h.hangar)),
            x,
            y,
            CARD_W,
            CARD_H,
        );
    }
    finish(out)
}

fn station_label(view: &View, marks: &[SeatMark], lang: Lang) -> String {
    let mut s = said(
        lang,
        "humanity-pic-station-label",
        &[
            ("year", Arg::Number(f64::from(view.year))),
            ("round", Arg::Number(f64::from(view.round))),
            ("hangar", Arg::Number(f64::from(hangar_number(view.arm)))),
        ],
    );
    if let Some(m) = view.current.and_then(|c| marks.get(c)) {
        let mut who = String::with_capacity(40);
        push_plain_name(&mut who, m, lang);
        s.push_str(&said(
            lang,
            "humanity-pic-station-label-to-play",
            &[("who", Arg::Words(&who))],
        ));
    }
    s
}

/// A name for labels that are escaped later (no escaping here).
fn push_plain_name(s: &mut String, m: &SeatMark, lang: Lang) {
    match m.name {
        Some(n) if !n.trim().is_empty() => {
            s.extend(n.trim().chars().filter(|c| !c.is_control()).take(40))
        }
        _ => s.push_str(&seat_words(lang, m.seat)),
    }
}

/// A hangar's card with the experiment slot that faces it.
fn hangar_card(
    out: &mut String,
    view: &View,
    marks: &[SeatMark],
    (h, slot): (&HangarView, Option<&SlotView>),
    pos: (i32, i32),
    tappable: Option<&str>,
    lang: Lang,
) {
    let (x, y) = card_origin(pos);
    let is_arm = h.hangar == view.arm;
    let (bg, fg) = if is_arm {
        ("#2B2B2B", "#FFFFFF")
    } else {
        ("#FFFFFF", INK)
    };
    w!(
        out,
        "<g class=\"hb-box\" data-hangar=\"{}\"><title>",
        h.hangar
    );
    let mut title = said_n(lang, "humanity-pic-hangar", hangar_number(h.hangar));
    if is_arm {
        title.push_str(&text(lang, "humanity-pic-hangar-arm"));
    } else {
        title.push_str(&said_n(lang, "humanity-pic-hangar-offset", h.offset));
    }
    if h.white_cross {
        title.push_str(&text(lang, "humanity-pic-hangar-cross"));
    }
    if let Some(m) = &h.module {
        title.push_str(&said(
            lang,
            "humanity-pic-hangar-module",
            &[
                ("module", Arg::Words(&module_words(lang, &m.name))),
                ("cost", Arg::Words(&cost_words(lang, &m.cost))),
            ],
        ));
    }
    esc(out, &title);
    out.push_str("</title>");
    w!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{CARD_W}\" height=\"{CARD_H}\" rx=\"6\" fill=\"{bg}\" stroke=\"#6E6E6E\" stroke-width=\"1.2\"/>",
        x,
        y
    );
    // Header: hangar number and offset, white cross.
    let number = said_n(lang, "humanity-pic-hangar-short", hangar_number(h.hangar));
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\" fill=\"{fg}\">",
        x + 6,
        y + 15
    );
    esc(out, &number);
    out.push_str("</text>");
    // After the number, however long a language writes it.
    let after = 30.max(6 + super::paint::text_width(&number, 13.0, true).ceil() as i32 + 3);
    if is_arm {
        // Between the number and the white cross.
        let arm = text(lang, "humanity-pic-arm");
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\" fill=\"{fg}\"{}>",
            x + after,
            y + 15,
            fit(&arm, 13.0, true, CARD_W - after - 22)
        );
        esc(out, &arm);
        out.push_str("</text>");
    } else {
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{MUTED}\">+{}</text>",
            x + after,
            y + 15,
            h.offset
        );
    }
    if h.white_cross {
        white_cross(out, (x + CARD_W - 20) as f32, (y + 3) as f32, 15.0);
    }
    w!(
        out,
        "<path d=\"M{} {}h{}\" stroke=\"#C8C8C8\" stroke-width=\"1\"/>",
        x + 4,
        y + 20,
        CARD_W - 8
    );
    match &h.module {
        Some(m) => module_short(out, m, x, y, lang),
        None => {
            let (words, colour) = if is_arm {
                (text(lang, "humanity-pic-no-module"), fg)
            } else {
                (text(lang, "humanity-pic-empty"), MUTED)
            };
            w!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{colour}\"{}>",
                x + 8,
                y + 42,
                fit(&words, 13.0, false, CARD_W - 14)
            );
            esc(out, &words);
            out.push_str("</text>");
        }
    }
    station_astronauts(out, view, marks, &h.astronauts, (x, y + 76), is_arm, lang);
    if let Some(s) = slot {
        experiment_strip(out, s, x + 3, y + 86, lang);
    }
    if tappable.is_some() {
        // What can be chosen now: a thick dashed frame around the hangar.
        w!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"none\" stroke=\"#0B4F9C\" stroke-width=\"3.5\" stroke-dasharray=\"7 4\"/>",
            x + 2,
            y + 2,
            CARD_W - 4,
            CARD_H - 4
        );
    }
    out.push_str("</g>");
}

/// The short form of a module card: badge, short name, cost, gains.
fn module_short(out: &mut String, m: &ModuleCard, x: i32, y: i32, lang: Lang) {
    let (bx, by) = ((x + 4) as f32, (y + 25) as f32);
    match m.colour {
        Some(c) => badge(out, c, bx, by, 22.0),
        None => {
            // A communication module: orange or blue, chosen when deployed.
            badge(out, Colour::Orange, bx, by - 1.0, 15.0);
            badge(out, Colour::Blue, bx + 10.0, by + 10.0, 15.0);
        }
    }
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\">",
        x + 30,
        y + 35
    );
    esc_cut(out, &short_name(m, lang), 11);
    out.push_str("</text>");
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\" letter-spacing=\"1\">",
        x + 30,
        y + 50
    );
    if m.cost.is_empty() {
        esc(out, &text(lang, "humanity-pic-free"));
    } else {
        esc(out, &m.cost);
    }
    out.push_str("</text>");
    // Gains line.
    let mut line = String::with_capacity(32);
    if !m.produces.is_empty() {
        line.push('→');
        write_res(&mut line, &m.produces);
        line.push(' ');
    }
    if m.wp > 0 {
        line.push_str(&said_n(lang, "humanity-pic-wp-short", m.wp));
        line.push(' ');
    }
    if m.rp > 0 {
        line.push_str(&said_n(lang, "humanity-pic-rp-plus", m.rp));
        line.push(' ');
    }
    if m.vp > 0 {
        line.push_str(&said_n(lang, "humanity-pic-vp-plus", m.vp));
        line.push(' ');
    }
    if let Some(s) = m.shape {
        line.push_str(&shape_short(lang, s));
    }
    let gains = line.trim_end();
    // Left of the adjacency bonus, when there is one.
    let room = if m.adjacency.is_some() {
        CARD_W - 12 - 40
    } else {
        CARD_W - 12
    };
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\"{}>",
        x + 6,
        y + 66,
        fit(gains, 13.0, false, room)
    );
    esc(out, gains);
    out.push_str("</text>");
    if let Some((target, n)) = m.adjacency {
        // "+n RP per adjacent module of that colour", right-aligned so it never meets the gains.
        let right = x + CARD_W - 6;
        w!(
            out,
            "<text x=\"{right}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\" font-weight=\"700\">+{n}</text>",
            y + 66
        );
        match adj_colour(target) {
            Some(c) => badge(out, c, (right - 33) as f32, (y + 54) as f32, 14.0),
            None => {
                let any = text(lang, "humanity-pic-any");
                w!(
                    out,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\"{}>",
                    right - 20,
                    y + 66,
                    fit(&any, 13.0, false, 32)
                );
                esc(out, &any);
                out.push_str("</text>");
            }
        }
    }
}

fn adj_colour(t: AdjTarget) -> Option<Colour> {
    match t {
        AdjTarget::Orange => Some(Colour::Orange),
        AdjTarget::Blue => Some(Colour::Blue),
        AdjTarget::Purple => Some(Colour::Purple),
        AdjTarget::Green => Some(Colour::Green),
        AdjTarget::Any => None,
    }
}

/// A name short enough for a hangar card.
fn short_name(m: &ModuleCard, lang: Lang) -> Cow<'static, str> {
    let id = match m.kind {
        Kind::Production | Kind::Start if m.name.contains("generator") => {
            "humanity-pic-short-generator"
        }
        Kind::Production => "humanity-pic-short-plant",
        Kind::Time => "humanity-pic-short-time",
        Kind::Communication | Kind::Supply => "humanity-pic-short-comm",
        Kind::Greenhouse => "humanity-pic-short-greenhouse",
        Kind::Drone => "humanity-pic-short-drone",
        // Labs differ by what they score, shown on the card; "Adv. lab" also scores VP.
        Kind::Purple if m.name.starts_with("Advanced") => "humanity-pic-short-adv-lab",
        Kind::Purple => "humanity-pic-short-lab",
        Kind::Start => return module_words(lang, &m.name).into(),
    };
    text(lang, id).into()
}

/// The astronauts standing at a hangar, in a row from `(x, cy)`.
fn station_astronauts(
    out: &mut String,
    view: &View,
    marks: &[SeatMark],
    list: &[(usize, u8)],
    (x, cy): (i32, i32),
    dark: bool,
    lang: Lang,
) {
    const PER_ROW: usize = 6;
    let shown = if list.len() > PER_ROW {
        PER_ROW - 1
    } else {
        list.len()
    };
    for (i, &(seat, idx)) in list.iter().take(shown).enumerate() {
        let Some(m) = marks.get(seat) else { continue };
        let wp = view
            .players
            .get(seat)
            .and_then(|p| p.astronauts.get(usize::from(idx)))
            .map_or(0, |a| a.wp);
        let cx = (x + 13 + 19 * i as i32) as f32;
        w!(out, "<g><title>");
        let mut t = String::with_capacity(40);
        push_plain_name(&mut t, m, lang);
        let title = said(
            lang,
            "humanity-pic-station-astronaut",
            &[("who", Arg::Words(&t)), ("wp", Arg::Number(f64::from(wp)))],
        );
        esc(out, &title);
        out.push_str("</title>");
        let mut label = [0u8; 4];
        token(
            out,
            m,
            cx,
            cy as f32,
            8.5,
            false,
            m.initial.encode_utf8(&mut label),
        );
        out.push_str("</g>");
    }
    if list.len() > shown {
        let colour = if dark { "#FFFFFF" } else { INK };
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\" fill=\"{colour}\">+{}</text>",
            x + 13 + 19 * shown as i32 - 7,
            cy + 4,
            list.len() - shown
        );
    }
}

fn experiment_strip(out: &mut String, s: &SlotView, x: i32, y: i32, lang: Lang) {
    let w = CARD_W - 6;
    w!(
        out,
        "<g class=\"hb-box\"><rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"31\" rx=\"4\" fill=\"#EAEFF7\" stroke=\"#8A96A8\" stroke-width=\"1\"/>"
    );
    let Some(e) = &s.experiment else {
        let taken = said_n(lang, "humanity-pic-exp-taken", s.slot);
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{MUTED}\"{}>",
            x + 5,
            y + 20,
            fit(&taken, 13.0, false, w - 10)
        );
        esc(out, &taken);
        out.push_str("</text></g>");
        return;
    };
    side_badge(out, e.side, x + 4, y + 3, lang);
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\" letter-spacing=\"1\">",
        x + 24,
        y + 15
    );
    esc(out, &e.cost);
    out.push_str("</text>");
    effect_glyph(
        out,
        e.effect,
        (x + w - 18) as f32,
        (y + 2) as f32,
        15.0,
        INK,
    );
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\">",
        x + 24,
        y + 28
    );
    experiment_gains(out, e, lang);
    out.push_str("</text></g>");
}

fn experiment_gains(out: &mut String, e: &ExperimentCard, lang: Lang) {
    let mut gains = said_n(lang, "humanity-pic-rp-plus", e.rp);
    if e.vp > 0 {
        gains.push(' ');
        gains.push_str(&said_n(lang, "humanity-pic-vp-plus", e.vp));
    }
    esc(out, &gains);
}

/// A small square with the experiment side letter (L, C, R in English).
fn side_badge(out: &mut String, side: Side, x: i32, y: i32, lang: Lang) {
    let letter = text(
        lang,
        match side {
            Side::L => "humanity-pic-side-l",
            Side::C => "humanity-pic-side-c",
            Side::R => "humanity-pic-side-r",
        },
    );
    let mut l = String::with_capacity(8);
    esc(&mut l, &letter);
    let letter = l;
    w!(
        out,
        "<rect x=\"{x}\" y=\"{y}\" width=\"16\" height=\"16\" rx=\"2\" fill=\"#FFFFFF\" stroke=\"{INK}\" stroke-width=\"1.2\"/>\
         <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">{letter}</text>",
        x + 8,
        y + 12
    );
}

fn hub(out: &mut String, view: &View, marks: &[SeatMark], x: i32, y: i32, lang: Lang) {
    let cx = x + CARD_W / 2;
    w!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"10\" fill=\"#F4F6FA\" stroke=\"#2B2B2B\" stroke-width=\"1.5\"/>",
        x + 6,
        y + 6,
        CARD_W - 12,
        CARD_H - 12
    );
    // The hub's words stay inside its inner box.
    let room = CARD_W - 16;
    let line = |out: &mut String, y: i32, size: i32, weight: &str, fill: &str, words: &str| {
        w!(
            out,
            "<text x=\"{cx}\" y=\"{y}\" text-anchor=\"middle\" font-size=\"{size}\"{weight}{fill}{}>",
            fit(words, size as f32, !weight.is_empty(), room)
        );
        esc(out, words);
        out.push_str("</text>");
    };
    const BOLD: &str = " font-weight=\"700\"";
    line(
        out,
        y + 28,
        15,
        BOLD,
        "",
        &said_n(lang, "humanity-pic-year", view.year),
    );
    line(
        out,
        y + 45,
        13,
        "",
        "",
        &said_n(lang, "humanity-pic-round", view.round),
    );
    match (view.phase, view.current.and_then(|c| marks.get(c))) {
        ("turn", Some(m)) => {
            let mut label = [0u8; 4];
            token(
                out,
                m,
                (cx - 26) as f32,
                (y + 62) as f32,
                8.0,
                false,
                m.initial.encode_utf8(&mut label),
            );
            let to_play = text(lang, "humanity-pic-hub-to-play");
            w!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"13\"{}>",
                cx - 14,
                y + 66,
                fit(&to_play, 13.0, false, CARD_W / 2 + 14 - 10)
            );
            esc(out, &to_play);
            out.push_str("</text>");
            w!(
                out,
                "<text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">",
                y + 82
            );
            m.write_name(out, 11, lang);
            out.push_str("</text>");
        }
        ("placement", _) => {
            line(
                out,
                y + 66,
                13,
                "",
                "",
                &text(lang, "humanity-pic-hub-placing-1"),
            );
            line(
                out,
                y + 82,
                13,
                "",
                "",
                &text(lang, "humanity-pic-hub-placing-2"),
            );
        }
        ("over", _) => line(
            out,
            y + 72,
            13,
            BOLD,
            "",
            &text(lang, "humanity-pic-game-over"),
        ),
        _ => {}
    }
    let deck = view
        .decks
        .modules
        .get(usize::from(view.year.saturating_sub(1)))
        .copied()
        .unwrap_or(0);
    let muted = format!(" fill=\"{MUTED}\"");
    line(
        out,
        y + 101,
        13,
        "",
        &muted,
        &said_n(lang, "humanity-pic-deck", deck as f64),
    );
}

// ---------------------------------------------------------------------------------------------
// Base
// ---------------------------------------------------------------------------------------------

const RULER_L: i32 = 28;
const RULER_T: i32 = 16;
const HEAD: i32 = 28;
/// Cells of at least 46 units leave room for 13-unit text, the WP disc and three 8-unit
/// stock dots side by side.
const MIN_CELL: i32 = 46;
const MAX_CELL: i32 = 54;
/// Height of one owned experiment (cost line, gains line).
const EXP_ROW: i32 = 34;

/// What occupies a cell, for highlight labels.
fn occupied(p: &PlayerView, c: Cell) -> bool {
    p.tiles.iter().any(|t| t.cell == c)
        || p.astronauts
            .iter()
            .any(|a| a.place == "base" && a.cell == Some(c))
}

/// One player's base: a grid cropped to everything in it plus one cell of margin, with column
/// letters and row numbers on rulers (so "M13" can be read off), modules (colour + symbol, what
/// they make, WP to activate in a white disc, stock as three dots), obstacles (hatched, with the
/// resistance left), astronauts (seat token with WP; "2/3" when partly used; exhausted ones
/// hollow, dashed and marked "z"), completed squares (a small diamond where four modules meet),
/// and `highlight` cells outlined with a dashed frame and labelled with their name. Below the
/// grid: astronauts away from the base, experiments owned in their L/C/R lines, missions held.
///
/// A wide base keeps cells at least 38 units and becomes wider than the page; the SVG then
/// carries the class `hb-wide` and its real width, and should sit inside `div.hb-scroll`.
pub fn base_svg(view: &View, seat: usize, seats: &[Seat], taps: Taps) -> String {
    base_svg_in(view, seat, seats, taps, Lang::En)
}

/// [`base_svg`] with its words in `lang`.
pub fn base_svg_in(view: &View, seat: usize, seats: &[Seat], taps: Taps, lang: Lang) -> String {
    let marks = seat_marks(view, seats);
    // The cells to tap now (only ever on the viewer's own base) are outlined and named.
    let highlight: Vec<Cell> = taps
        .iter()
        .filter_map(|(k, _)| k.strip_prefix("cell-").and_then(Cell::parse))
        .collect();
    let highlight = highlight.as_slice();
    let (Some(p), Some(m)) = (view.players.get(seat), marks.get(seat)) else {
        let mut out = String::with_capacity(400);
        let none = text(lang, "humanity-pic-no-player");
        open_svg(&mut out, WIDTH, 30, "", &none);
        out.push_str("<text x=\"8\" y=\"20\">");
        esc(&mut out, &none);
        out.push_str("</text></svg>");
        return out;
    };

    let (min, max) = bounds(p, highlight);
    let cols = i32::from(max.0) - i32::from(min.0) + 1;
    let rows = i32::from(max.1) - i32::from(min.1) + 1;
    let s = ((WIDTH - RULER_L - 6) / cols.max(1)).clamp(MIN_CELL, MAX_CELL);
    let grid_w = cols * s;
    let width = WIDTH.max(RULER_L + grid_w + 6);
    let left = RULER_L + (width - RULER_L - 6 - grid_w) / 2;
    let top = HEAD + RULER_T;
    let grid_bottom = top + rows * s;

    let away: Vec<&AstronautView> = p.astronauts.iter().filter(|a| a.place != "base").collect();
    let away_h = if away.is_empty() { 0 } else { 26 };
    let exp_rows = Side::ALL
        .iter()
        .map(|&sd| p.experiments.iter().filter(|e| e.side == sd).count())
        .max()
        .unwrap_or(0)
        .max(1) as i32;
    let exp_top = grid_bottom + 10 + away_h;
    let missions_y = exp_top + 20 + exp_rows * EXP_ROW + 16;
    let height = missions_y + 8;

    let mut out = String::with_capacity(12_000 + (cols * rows) as usize * 40);
    let mut who = String::with_capacity(40);
    push_plain_name(&mut who, m, lang);
    let label = said(
        lang,
        "humanity-pic-base-label",
        &[
            ("who", Arg::Words(&who)),
            ("vp", Arg::Number(f64::from(p.vp))),
            ("rp", Arg::Number(f64::from(p.rp))),
        ],
    );
    let class = if width > WIDTH { "hb-wide" } else { "" };
    // A wide base scrolls inside a phone column of about 340 px: keep the texts within it.
    let visible = if width > WIDTH { 340 } else { WIDTH };
    open_svg(&mut out, width, height, class, &label);

    base_heading(&mut out, p, m, visible, lang);
    grid_and_rulers(&mut out, min, cols, rows, s, left, top);

    let at = |c: Cell| {
        (
            left + (i32::from(c.0) - i32::from(min.0)) * s,
            top + (i32::from(c.1) - i32::from(min.1)) * s,
        )
    };
    for t in &p.tiles {
        let (x, y) = at(t.cell);
        if t.kind == "obstacle" {
            obstacle(&mut out, t, x, y, s, lang);
        } else {
            module_cell(&mut out, t, x, y, s, lang);
        }
    }
    let square = text(lang, "humanity-pic-square");
    for sq in &p.squares {
        let (x, y) = at(*sq);
        w!(
            &mut out,
            "<path d=\"M{} {}l6 6-6 6-6-6z\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1.6\"><title>",
            x + s,
            y + s - 6
        );
        esc(&mut out, &square);
        out.push_str("</title></path>");
    }
    let hl = |c: Cell| highlight.contains(&c);
    for a in p.astronauts.iter().filter(|a| a.place == "base") {
        let Some(c) = a.cell else { continue };
        let (x, y) = at(c);
        let shift = if hl(c) { -5.0 } else { 0.0 };
        base_astronaut(
            &mut out,
            m,
            a,
            x as f32 + s as f32 / 2.0,
            y as f32 + s as f32 / 2.0 + shift,
            s as f32 * 0.3,
            lang,
        );
    }
    if let Some(cells) = &p.placement.cells {
        for c in cells {
            let (x, y) = at(*c);
            w!(
                &mut out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"><title>",
                x + s / 2,
                y + s / 2,
                s * 3 / 10
            );
            let cell = c.to_string();
            esc(
                &mut out,
                &said(
                    lang,
                    "humanity-pic-to-place",
                    &[("cell", Arg::Words(&cell))],
                ),
            );
            out.push_str("</title></circle>");
        }
    }
    for &c in highlight {
        let (x, y) = at(c);
        highlight_cell(&mut out, c, x, y, s, occupied(p, c));
    }
    for &c in highlight {
        let (x, y) = at(c);
        if let Some(href) = tap(taps, &cell_target(c)) {
            let cell = c.to_string();
            let label = said(
                lang,
                "humanity-pic-choose-cell",
                &[("cell", Arg::Words(&cell))],
            );
            tap_link(&mut out, href, &label, x, y, s, s);
        }
    }

    let mut y = grid_bottom + 10;
    if !away.is_empty() {
        away_row(&mut out, m, &away, y, lang);
        y += away_h;
    }
    experiments_block(&mut out, p, visible, y, exp_rows, lang);
    w!(
        &mut out,
        "<text x=\"8\" y=\"{missions_y}\" font-size=\"13\"><tspan font-weight=\"700\">"
    );
    esc(&mut out, &text(lang, "humanity-pic-missions"));
    out.push_str("</tspan>");
    if p.missions.is_empty() {
        esc(&mut out, &text(lang, "humanity-pic-none"));
    } else {
        for (i, id) in p.missions.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            esc(&mut out, id);
        }
    }
    out.push_str("</text>");
    finish(out)
}

/// The cells to show: everything in the base plus highlights, with one cell of margin.
fn bounds(p: &PlayerView, highlight: &[Cell]) -> ((i16, i16), (i16, i16)) {
    let cells = p
        .tiles
        .iter()
        .map(|t| t.cell)
        .chain(
            p.astronauts
                .iter()
                .filter(|a| a.place == "base")
                .filter_map(|a| a.cell),
        )
        .chain(highlight.iter().copied())
        .chain(p.placement.cells.iter().flatten().copied())
        .chain(p.squares.iter().map(|c| c.offset(1, 1)))
        .chain(p.squares.iter().copied());
    let mut b: Option<((i16, i16), (i16, i16))> = None;
    for c in cells {
        b = Some(match b {
            None => ((c.0, c.1), (c.0, c.1)),
            Some((lo, hi)) => (
                (lo.0.min(c.0), lo.1.min(c.1)),
                (hi.0.max(c.0), hi.1.max(c.1)),
            ),
        });
    }
    let ((x0, y0), (x1, y1)) = b.unwrap_or(((0, 0), (0, 0)));
    (
        (x0.saturating_sub(1), y0.saturating_sub(1)),
        (x1.saturating_add(1), y1.saturating_add(1)),
    )
}

fn base_heading(out: &mut String, p: &PlayerView, m: &SeatMark, width: i32, lang: Lang) {
    let mut label = [0u8; 4];
    token(
        out,
        m,
        16.0,
        14.0,
        9.5,
        false,
        m.initial.encode_utf8(&mut label),
    );
    out.push_str("<text x=\"32\" y=\"19\" font-size=\"14\" font-weight=\"700\">");
    m.write_name(out, 20, lang);
    out.push_str("</text>");
    w!(
        out,
        "<text x=\"{}\" y=\"19\" text-anchor=\"end\" font-size=\"13\"><tspan font-weight=\"700\">",
        width - 6
    );
    esc(out, &said_n(lang, "humanity-pic-vp", p.vp));
    out.push_str("</tspan> · ");
    esc(out, &said_n(lang, "humanity-pic-rp", p.rp));
    out.push_str("</text>");
}

fn grid_and_rulers(
    out: &mut String,
    min: (i16, i16),
    cols: i32,
    rows: i32,
    s: i32,
    left: i32,
    top: i32,
) {
    let (gw, gh) = (cols * s, rows * s);
    w!(
        out,
        "<rect x=\"{left}\" y=\"{top}\" width=\"{gw}\" height=\"{gh}\" fill=\"#F3F4F6\"/><path d=\""
    );
    for i in 0..=cols {
        w!(out, "M{} {top}v{gh}", left + i * s);
    }
    for j in 0..=rows {
        w!(out, "M{left} {}h{gw}", top + j * s);
    }
    out.push_str("\" stroke=\"#C4C8CF\" stroke-width=\"1\" fill=\"none\"/>");
    w!(
        out,
        "<g font-size=\"13\" fill=\"{MUTED}\" text-anchor=\"middle\">"
    );
    for i in 0..cols {
        let x = i32::from(min.0) + i;
        w!(
            out,
            "<text x=\"{}\" y=\"{}\">",
            left + i * s + s / 2,
            top - 4
        );
        col_label(out, x);
        out.push_str("</text>");
    }
    out.push_str("</g>");
    w!(
        out,
        "<g font-size=\"13\" fill=\"{MUTED}\" text-anchor=\"end\">"
    );
    for j in 0..rows {
        let y = i32::from(min.1) + j;
        w!(
            out,
            "<text x=\"{}\" y=\"{}\">",
            left - 4,
            top + j * s + s / 2 + 4
        );
        row_label(out, y);
        out.push_str("</text>");
    }
    out.push_str("</g>");
}

/// Column letter as in cell names ("M" for x = 0); the raw coordinate outside A..Z.
fn col_label(out: &mut String, x: i32) {
    match u8::try_from(x + 12).ok().filter(|c| *c < 26) {
        Some(c) => out.push(char::from(b'A' + c)),
        None => w!(out, "{x}"),
    }
}

/// Row number as in cell names ("13" for y = 0); the raw coordinate, bracketed, outside 1..26.
fn row_label(out: &mut String, y: i32) {
    let r = y + 13;
    if (1..=26).contains(&r) {
        w!(out, "{r}");
    } else {
        w!(out, "({y})");
    }
}

fn module_cell(out: &mut String, t: &TileView, x: i32, y: i32, s: i32, lang: Lang) {
    let colour = t
        .colour
        .or_else(|| t.module.as_ref().and_then(|m| m.colour));
    let (fill, ink) = colour.map_or(("#9A9A9A", "#000000"), module_fill);
    let sf = s as f32;
    w!(out, "<g class=\"hb-box\" data-cell=\"{}\"><title>", t.cell);
    let mut title = t.name.clone();
    if let Some(m) = &t.module {
        title.push_str(&said(
            lang,
            "humanity-pic-tile-module",
            &[("module", Arg::Words(&module_words(lang, &m.name)))],
        ));
    }
    if let Some(c) = colour {
        let (colour, symbol) = colour_words(lang, c);
        title.push_str(&said(
            lang,
            "humanity-pic-tile-colour",
            &[
                ("colour", Arg::Words(&colour)),
                ("symbol", Arg::Words(&symbol)),
            ],
        ));
    }
    if let Some(m) = t.module.as_ref().filter(|m| !m.produces.is_empty()) {
        let mut res = String::with_capacity(8);
        write_res(&mut res, &m.produces);
        title.push_str(&said(
            lang,
            "humanity-pic-tile-makes",
            &[
                ("res", Arg::Words(&res)),
                ("stock", Arg::Number(f64::from(t.stock))),
            ],
        ));
    }
    if t.wp > 0 {
        title.push_str(&said_n(lang, "humanity-pic-tile-wp", t.wp));
    }
    esc(out, &title);
    out.push_str("</title>");
    w!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" fill=\"{fill}\" stroke=\"#FFFFFF\" stroke-width=\"1\"/>",
        x + 1,
        y + 1,
        s - 2,
        s - 2
    );
    let variable = t.module.as_ref().is_some_and(|m| m.produces.len() > 1);
    if let Some(c) = colour {
        let size = sf * if variable { 0.33 } else { 0.42 };
        symbol(out, c, x as f32 + 3.0, y as f32 + 3.0, size, ink, fill);
    }
    if let Some(m) = &t.module {
        if !m.produces.is_empty() {
            w!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\" font-weight=\"700\" fill=\"{ink}\">",
                x + s - 3,
                y + 15
            );
            write_res(out, &m.produces);
            out.push_str("</text>");
            // Stock: three dots 8.6 units wide in the bottom right corner, filled from the left.
            for i in 0..3u8 {
                let cx = x as f32 + sf - 5.5 - 9.4 * f32::from(2 - i);
                let filled = i < t.stock;
                w!(
                    out,
                    "<circle cx=\"{cx:.1}\" cy=\"{:.1}\" r=\"4.3\" class=\"hb-stock\" fill=\"{}\" stroke=\"{ink}\" stroke-width=\"1\"/>",
                    y as f32 + sf - 5.5,
                    if filled { ink } else { fill }
                );
            }
        } else if let Some(shape) = m.shape {
            shape_glyph(out, shape, (x + s - 10) as f32, (y + 10) as f32, 5.0, ink);
        }
    }
    if t.wp > 0 {
        // WP to activate: a white disc; above the stock dots for producers.
        let (cx, cy) = (x + 9, y + s - 9);
        w!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"7\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1\"/>\
             <text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\" fill=\"#000000\">{}</text>",
            cy + 4,
            t.wp
        );
    }
    out.push_str("</g>");
}

fn obstacle(out: &mut String, t: &TileView, x: i32, y: i32, s: i32, lang: Lang) {
    let h = s / 2;
    // Hatching kept 2 units inside the cell: lengths of the short and the long diagonals.
    let (i, j) = (h - 2, s - 4);
    let cell = t.cell.to_string();
    let mut title = String::with_capacity(60);
    esc(
        &mut title,
        &said(
            lang,
            "humanity-pic-obstacle",
            &[
                ("cell", Arg::Words(&cell)),
                ("resistance", Arg::Number(f64::from(t.resistance))),
            ],
        ),
    );
    w!(
        out,
        "<g class=\"hb-box\" data-cell=\"{}\"><title>{title}</title>\
         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#D5D5D5\" stroke=\"#FFFFFF\" stroke-width=\"1\"/>\
         <path d=\"M{} {}l{i} -{i}M{} {}l{j} -{j}M{} {}l{i} -{i}\" stroke=\"#6A6A6A\" stroke-width=\"2\"/>\
         <circle cx=\"{}\" cy=\"{}\" r=\"9\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1.2\"/>\
         <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">{}</text></g>",
        t.cell,
        x + 1,
        y + 1,
        s - 2,
        s - 2,
        x + 2,
        y + h,
        x + 2,
        y + s - 2,
        x + h,
        y + s - 2,
        x + h,
        y + h,
        x + h,
        y + h + 5,
        t.resistance
    );
}

fn base_astronaut(
    out: &mut String,
    m: &SeatMark,
    a: &AstronautView,
    cx: f32,
    cy: f32,
    r: f32,
    lang: Lang,
) {
    let exhausted = !a.active;
    let mut text = String::with_capacity(8);
    if !exhausted && a.remaining < a.wp {
        w!(&mut text, "{}/{}", a.remaining, a.wp);
    } else {
        w!(&mut text, "{}", a.wp);
    }
    w!(out, "<g data-astronaut=\"{}\"><title>", a.index);
    let what = said(
        lang,
        if exhausted {
            "humanity-pic-astronaut-exhausted"
        } else {
            "humanity-pic-astronaut-active"
        },
        &[
            ("n", Arg::Number(f64::from(a.index) + 1.0)),
            ("wp", Arg::Number(f64::from(a.wp))),
        ],
    );
    let title = match &a.cell_name {
        Some(n) => said(
            lang,
            "humanity-pic-at-cell",
            &[("cell", Arg::Words(n)), ("what", Arg::Words(&what))],
        ),
        None => what,
    };
    esc(out, &title);
    out.push_str("</title>");
    token(out, m, cx, cy, r, exhausted, &text);
    out.push_str("</g>");
}

fn highlight_cell(out: &mut String, c: Cell, x: i32, y: i32, s: i32, occupied: bool) {
    w!(out, "<g data-cell=\"{c}\">");
    w!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"/>",
        x + 2,
        y + 2,
        s - 4,
        s - 4
    );
    if occupied {
        // A tab at the bottom so the token above stays visible.
        w!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"14\" rx=\"2\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-width=\"1\"/>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">{c}</text>",
            x + 4,
            y + s - 16,
            s - 8,
            x + s / 2,
            y + s - 5
        );
    } else {
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\">{c}</text>",
            x + s / 2,
            y + s / 2 + 4
        );
    }
    out.push_str("</g>");
}

fn away_row(out: &mut String, m: &SeatMark, away: &[&AstronautView], y: i32, lang: Lang) {
    out.push_str("<g>");
    let heading = text(lang, "humanity-pic-away");
    w!(
        out,
        "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">",
        y + 14
    );
    esc(out, &heading);
    out.push_str("</text>");
    // The tokens start after the heading, however long it is in the language.
    // (The estimate is a little wide: English's "Away:" keeps its place at 52.)
    let heading_w = (super::paint::text_width(&heading, 13.0, true) / 1.1).ceil() as i32;
    let mut x = 52.max(8 + heading_w + 2);
    for a in away {
        let mut wp = String::with_capacity(2);
        w!(&mut wp, "{}", a.wp);
        token(out, m, (x + 9) as f32, (y + 10) as f32, 9.0, false, &wp);
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\">",
            x + 21,
            y + 14
        );
        let place = match a.hangar {
            Some(h) => said_n(lang, "humanity-pic-hangar-short", hangar_number(h)),
            None => text(lang, "humanity-pic-returning"),
        };
        esc(out, &place);
        out.push_str("</text>");
        let wide = 21 + super::paint::text_width(&place, 13.0, false).ceil() as i32 + 10;
        x += if a.hangar.is_some() { 52 } else { 96.max(wide) };
    }
    out.push_str("</g>");
}

fn experiments_block(out: &mut String, p: &PlayerView, width: i32, y: i32, rows: i32, lang: Lang) {
    let col_w = (width - 12) / 3;
    w!(
        out,
        "<text x=\"8\" y=\"{}\" font-size=\"13\" font-weight=\"700\">",
        y + 13
    );
    esc(
        out,
        &said_n(lang, "humanity-pic-experiments", p.experiments.len() as f64),
    );
    out.push_str("</text>");
    for (k, side) in Side::ALL.iter().enumerate() {
        let x = 6 + k as i32 * col_w;
        let mut mine: Vec<_> = p.experiments.iter().filter(|e| e.side == *side).collect();
        mine.sort_by_key(|e| e.line);
        let top = y + 20;
        w!(
            out,
            "<g class=\"hb-box\"><rect x=\"{x}\" y=\"{top}\" width=\"{}\" height=\"{}\" rx=\"4\" fill=\"none\" stroke=\"#C4C8CF\"/>",
            col_w - 4,
            rows * EXP_ROW + 4
        );
        if mine.is_empty() {
            side_badge(out, *side, x + 3, top + 4, lang);
            let none = text(lang, "humanity-pic-none");
            w!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{MUTED}\"{}>",
                x + 23,
                top + 16,
                fit(&none, 13.0, false, col_w - 30)
            );
            esc(out, &none);
            out.push_str("</text>");
        }
        for (i, e) in mine.iter().enumerate() {
            let ey = top + 4 + i as i32 * EXP_ROW;
            side_badge(out, *side, x + 3, ey, lang);
            w!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"700\">",
                x + 23,
                ey + 13
            );
            esc(out, &e.experiment.cost);
            w!(
                out,
                "</text><text x=\"{}\" y=\"{}\" font-size=\"13\">",
                x + 23,
                ey + 28
            );
            experiment_gains(out, &e.experiment, lang);
            out.push_str("</text>");
            effect_glyph(
                out,
                e.experiment.effect,
                (x + col_w - 22) as f32,
                (ey + 1) as f32,
                14.0,
                INK,
            );
        }
        out.push_str("</g>");
    }
}

// ---------------------------------------------------------------------------------------------
// Tracks
// ---------------------------------------------------------------------------------------------

const TRACK_X: i32 = 34;
const TRACK_W: i32 = 260;
const ROW_H: i32 = 62;
/// RP at which the science table steps up (design 13.1).
const SCIENCE_STEPS: [u8; 10] = [8, 15, 21, 26, 30, 34, 38, 42, 46, 50];

/// Scores and research: one block per seat in seat order with its token, name, VP, a research
/// bar 0..50 (ticks where the science table steps up), RP, science (or "hidden") and score, the
/// first-player marker and who is to act.
pub fn tracks_svg(view: &View, seats: &[Seat]) -> String {
    tracks_svg_in(view, seats, Lang::En)
}

/// [`tracks_svg`] with its words in `lang`.
pub fn tracks_svg_in(view: &View, seats: &[Seat], lang: Lang) -> String {
    let marks = seat_marks(view, seats);
    let n = view.players.len() as i32;
    let height = 6 + n * ROW_H + 18;
    let mut out = String::with_capacity(3_000 + 1_500 * view.players.len());
    open_svg(
        &mut out,
        WIDTH,
        height,
        "",
        &text(lang, "humanity-pic-tracks-label"),
    );
    for (i, p) in view.players.iter().enumerate() {
        let Some(m) = marks.get(i) else { continue };
        track_row(&mut out, view, p, m, 4 + i as i32 * ROW_H, lang);
    }
    // Scale under the last bar.
    let y = 6 + n * ROW_H + 10;
    w!(
        &mut out,
        "<g font-size=\"13\" fill=\"{MUTED}\" text-anchor=\"middle\">"
    );
    for k in 0..=5 {
        w!(
            &mut out,
            "<text x=\"{}\" y=\"{y}\">{}</text>",
            TRACK_X + k * TRACK_W / 5,
            k * 10
        );
    }
    let rp = text(lang, "humanity-pic-rp-scale");
    w!(
        &mut out,
        "<text x=\"{}\" y=\"{y}\" text-anchor=\"start\"{}>",
        TRACK_X + TRACK_W + 8,
        fit(&rp, 13.0, false, WIDTH - TRACK_X - TRACK_W - 10)
    );
    esc(&mut out, &rp);
    out.push_str("</text></g></svg>");
    out
}

fn track_row(out: &mut String, view: &View, p: &PlayerView, m: &SeatMark, y: i32, lang: Lang) {
    let to_act = view.to_act.contains(&p.seat);
    if to_act {
        w!(
            out,
            "<rect x=\"1\" y=\"{y}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"#FFF4C2\" stroke=\"#1a1a1a\" stroke-width=\"1.5\"/>",
            WIDTH - 2,
            ROW_H - 4
        );
    }
    let mut label = [0u8; 4];
    token(
        out,
        m,
        17.0,
        (y + 15) as f32,
        9.5,
        false,
        m.initial.encode_utf8(&mut label),
    );
    w!(
        out,
        "<text x=\"{TRACK_X}\" y=\"{}\" font-size=\"13\" font-weight=\"700\">",
        y + 20
    );
    m.write_name(out, 18, lang);
    out.push_str("</text>");
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"15\" font-weight=\"700\">",
        WIDTH - 8,
        y + 20
    );
    esc(out, &said_n(lang, "humanity-pic-vp", p.vp));
    out.push_str("</text>");
    // Research bar.
    let by = y + 28;
    let rp = i32::from(p.rp.min(50));
    w!(
        out,
        "<rect x=\"{TRACK_X}\" y=\"{by}\" width=\"{TRACK_W}\" height=\"10\" rx=\"2\" fill=\"#E6E8EC\" stroke=\"#8A8F98\"/>\
         <rect x=\"{TRACK_X}\" y=\"{by}\" width=\"{}\" height=\"10\" rx=\"2\" fill=\"#5B6270\"/><path d=\"",
        rp * TRACK_W / 50
    );
    for st in SCIENCE_STEPS {
        w!(
            out,
            "M{} {}v5",
            TRACK_X + i32::from(st) * TRACK_W / 50,
            by - 4
        );
    }
    out.push_str("\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>");
    token(
        out,
        m,
        (TRACK_X + rp * TRACK_W / 50) as f32,
        (by + 5) as f32,
        7.0,
        false,
        m.initial.encode_utf8(&mut label),
    );
    let rp = said_n(lang, "humanity-pic-rp", p.rp);
    w!(
        out,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\"{}>",
        WIDTH - 8,
        by + 10,
        fit(&rp, 13.0, false, WIDTH - TRACK_X - TRACK_W - 12)
    );
    esc(out, &rp);
    out.push_str("</text>");
    // Science, score, markers.
    let mut science = match p.science {
        Science::Hidden => text(lang, "humanity-pic-science-hidden"),
        Science::Value(v) => said_n(lang, "humanity-pic-science", v),
    };
    if let Some(score) = p.score {
        science.push_str(" · ");
        science.push_str(&said_n(lang, "humanity-pic-score", score as f64));
    }
    let mut tags = String::with_capacity(32);
    if view.first_player == p.seat && view.phase != "over" {
        tags.push_str(&text(lang, "humanity-pic-first-player"));
    }
    if to_act {
        if !tags.is_empty() {
            tags.push_str(" · ");
        }
        tags.push_str(&text(
            lang,
            if view.phase == "placement" {
                "humanity-pic-placing"
            } else {
                "humanity-pic-to-play"
            },
        ));
    } else if view.phase == "placement" && p.placement.submitted {
        if !tags.is_empty() {
            tags.push_str(" · ");
        }
        tags.push_str(&text(lang, "humanity-pic-placed"));
    }
    // Science on the left, the tags on the right of one line: each keeps to its half.
    let half = (WIDTH - 8 - TRACK_X) / 2 - 4;
    let (science_room, tags_room) = if tags.is_empty() {
        (WIDTH - 8 - TRACK_X, 0)
    } else {
        (half, half)
    };
    w!(
        out,
        "<text x=\"{TRACK_X}\" y=\"{}\" font-size=\"13\"{}>",
        y + 54,
        fit(&science, 13.0, false, science_room)
    );
    esc(out, &science);
    out.push_str("</text>");
    if !tags.is_empty() {
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\" font-weight=\"700\"{}>",
            WIDTH - 8,
            y + 54,
            fit(&tags, 13.0, true, tags_room)
        );
        esc(out, &tags);
        out.push_str("</text>");
    }
    if let Some(rank) = view
        .outcome
        .as_ref()
        .and_then(|o| o.iter().find(|pl| pl.seat == p.seat))
        .map(|pl| pl.rank)
    {
        w!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"13\" font-weight=\"700\">",
            WIDTH - 8,
            y + 54
        );
        esc(out, &said_n(lang, "humanity-pic-rank", rank as f64));
        out.push_str("</text>");
    }
}
