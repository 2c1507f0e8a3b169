//! One player's mat (`mat_svg`) and the dice of the round (`dice_svg`).

use super::board::{band, close_box, BOX_FILL, OPEN};
use super::paint::canvas;
use super::paint::{
    cut, cut_to, die_by_name, die_colours, named, num, rect_shape, said, seat_marks_in, t, tap,
    tap_link, token, w, Anchor, Canvas, Platform, Rect, Run, SeatMark, FS, FS_HEAD, WIDTH,
};
use crate::engine::beta_colony::choices::die_target;
use crate::engine::beta_colony::data::{data, Die, MatPower, Material};
use crate::engine::beta_colony::describe;
use crate::engine::beta_colony::view::PlayerView;
use crate::engine::beta_colony::View;
use crate::engine::Seat;
use crate::i18n::{Arg, Lang};

const BAND: &str = "#E6E1F0";

/// One player's mat: the mat and its powers, materials, fuel, artifacts, crew, Confidence,
/// influence, achievements and dice. An unknown seat draws a short note.
pub fn mat_svg(v: &View, seat: Seat, seats: &[Platform]) -> String {
    mat_svg_in(v, seat, seats, Lang::En)
}

/// [`mat_svg`] with the words in `lang`.
pub fn mat_svg_in(v: &View, seat: Seat, seats: &[Platform], lang: Lang) -> String {
    let marks = seat_marks_in(v, seats, lang);
    let label = match marks.get(seat) {
        Some(m) => said(
            lang,
            "beta-colony-pic-mat-label",
            &[("who", Arg::Words(&m.label()))],
        ),
        None => t(lang, "beta-colony-pic-mat-label-nobody"),
    };
    let (c, h) = mat_canvas(v, seat, seats, lang);
    c.finish(h, "bc-mat", &label)
}

/// A mat's powers in short, in `lang`: the extra material and the special power.
pub fn mat_power_text(mat: &str, lang: Lang) -> Option<(String, String)> {
    let d = data();
    let m = d.mats.iter().find(|m| m.id == mat)?;
    let extra = said(
        lang,
        "beta-colony-pic-mat-extra",
        &[
            (
                "material",
                Arg::Words(&named(lang, &describe::material(m.extra_material, false))),
            ),
            (
                "location",
                Arg::Words(&named(lang, &describe::location(m.extra_location))),
            ),
        ],
    );
    let power = t(
        lang,
        match m.power {
            MatPower::BlackSix => "beta-colony-pic-power-black-six",
            MatPower::BlackAnyRow => "beta-colony-pic-power-black-any-row",
            MatPower::ExtraFuel => "beta-colony-pic-power-extra-fuel",
            MatPower::Pair => "beta-colony-pic-power-pair",
            MatPower::BlackCcw => "beta-colony-pic-power-black-ccw",
        },
    );
    Some((extra, power))
}

pub(crate) fn mat_canvas(v: &View, seat: Seat, seats: &[Platform], lang: Lang) -> (Canvas, f32) {
    let marks = seat_marks_in(v, seats, lang);
    let mut c = canvas();
    let (Some(m), Some(p)) = (marks.get(seat), v.players.get(seat)) else {
        let y = band(&mut c, 4.0, BAND, &t(lang, "beta-colony-pic-no-player"), "");
        return (c, y + 4.0);
    };
    let note = p
        .mat
        .clone()
        .unwrap_or_else(|| t(lang, "beta-colony-pic-no-mat-yet"));
    let head = if v.seat == Some(seat) {
        said(
            lang,
            "beta-colony-pic-mat-you",
            &[("who", Arg::Words(&m.label()))],
        )
    } else {
        m.label()
    };
    let y = band(&mut c, 4.0, BAND, &cut(&head, 26), &note);
    let bottom = body(&mut c, v, p, m, y, lang);
    (c, bottom + 6.0)
}

fn body(c: &mut Canvas, v: &View, p: &PlayerView, m: &SeatMark, y: f32, lang: Lang) -> f32 {
    let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 21.0);
    run.token(m, "");
    match p.mat.as_deref().and_then(|x| mat_power_text(x, lang)) {
        Some((extra, power)) => {
            run.text(
                &said(
                    lang,
                    "beta-colony-pic-mat",
                    &[("mat", Arg::Words(p.mat.as_deref().unwrap_or("")))],
                ),
                true,
            );
            run.words(&said(
                lang,
                "beta-colony-pic-mat-powers",
                &[("extra", Arg::Words(&extra)), ("power", Arg::Words(&power))],
            ));
        }
        None => run.text(&t(lang, "beta-colony-pic-mat-not-chosen"), false),
    }
    run.newline();
    let held: u32 = p.materials.values().map(|&n| u32::from(n)).sum();
    run.text(&t(lang, "beta-colony-pic-materials"), true);
    for mat in Material::ALL {
        let n = p.materials.get(mat.name()).copied().unwrap_or(0);
        run.chip(mat, Some(u32::from(n)));
    }
    run.text(
        &said(
            lang,
            "beta-colony-pic-held",
            &[
                ("n", num(f64::from(held))),
                ("cap", num(data().rules.material_cap as f64)),
            ],
        ),
        false,
    );
    run.newline();
    run.text(
        &said(lang, "beta-colony-pic-fuel", &[("n", num(p.fuel as f64))]),
        true,
    );
    run.text(
        &said(
            lang,
            "beta-colony-pic-artifacts",
            &[("n", num(p.artifacts as f64))],
        ),
        true,
    );
    run.newline();
    run.text(&t(lang, "beta-colony-pic-crew"), true);
    run.words(&said(
        lang,
        "beta-colony-pic-crew-where",
        &[
            ("supply", num(p.crew_supply as f64)),
            ("victus", num(p.crew_on_victus as f64)),
        ],
    ));
    run.newline();
    run.text(
        &said(
            lang,
            "beta-colony-pic-confidence",
            &[("n", num(p.cp as f64))],
        ),
        true,
    );
    let s = &p.sources;
    run.words(&said(
        lang,
        "beta-colony-pic-sources",
        &[
            ("dice", num(s.dice as f64)),
            ("pods", num(s.pods as f64)),
            ("tracks", num(s.track as f64)),
            ("goals", num(s.goals as f64)),
            ("c3c", num(s.c3c as f64)),
        ],
    ));
    run.newline();
    run.text(&t(lang, "beta-colony-pic-influence-heading"), true);
    for (i, colony) in data().colonies.iter().enumerate() {
        let at = p.influence.get(&colony.id).copied().unwrap_or(0);
        run.text(
            &format!("{} {at}", super::board::colony_name(lang, i)),
            false,
        );
    }
    run.newline();
    run.text(&t(lang, "beta-colony-pic-achievements-heading"), true);
    if p.achievements.is_empty() {
        run.text(&t(lang, "beta-colony-pic-none"), false);
    }
    for a in &p.achievements {
        let name = data()
            .achievements
            .iter()
            .find(|x| &x.id == a)
            .map_or(String::new(), |x| {
                super::board::achievement_name(lang, &x.id, &x.name)
            });
        run.text(a, true);
        run.words(&name);
    }
    if v.round > 0 {
        run.newline();
        run.text(&t(lang, "beta-colony-pic-dice-heading"), true);
        let dice: Vec<String> = p
            .dice
            .iter()
            .map(|d| {
                let die = format!("{}{}", d.letter, d.value);
                if d.used {
                    said(
                        lang,
                        "beta-colony-pic-die-used",
                        &[("die", Arg::Words(&die))],
                    )
                } else {
                    die
                }
            })
            .collect();
        run.words(&dice.join(", "));
        if let Some(d) = p.tweak.and_then(die_by_name) {
            let letter = d.letter().to_string();
            run.text(
                &said(
                    lang,
                    "beta-colony-pic-tweaked",
                    &[("die", Arg::Words(&letter))],
                ),
                false,
            );
        }
    }
    if let Some(f) = &p.final_score {
        run.newline();
        run.text(&t(lang, "beta-colony-pic-final"), true);
        let ach: u32 = f.achievements.iter().sum();
        let maj: u32 = f.majority.iter().sum();
        run.words(&said(
            lang,
            "beta-colony-pic-final-score",
            &[
                ("artifacts", num(f.artifacts as f64)),
                ("achievements", num(f64::from(ach))),
                ("majorities", num(f64::from(maj))),
                ("total", num(p.score.unwrap_or(p.cp) as f64)),
            ],
        ));
    }
    let bottom = run.end() + 4.0;
    close_box(c, open, bottom, BOX_FILL, "");
    bottom
}

/// The dice of the round: the four rolled dice with their letters and values, and under each
/// the players who have used theirs (their marks and letters); then every player's own values
/// after a tweak. The dice the viewer may choose now (`taps`) are links.
pub fn dice_svg(v: &View, seats: &[Platform], taps: &[(String, String)]) -> String {
    dice_svg_in(v, seats, taps, Lang::En)
}

/// [`dice_svg`] with the words in `lang`.
pub fn dice_svg_in(v: &View, seats: &[Platform], taps: &[(String, String)], lang: Lang) -> String {
    let (c, h) = dice_canvas(v, seats, taps, lang);
    c.finish(h, "bc-dice", &dice_label(v, lang))
}

fn dice_label(v: &View, lang: Lang) -> String {
    let rolled: Vec<String> = rolled(v)
        .map(|(d, n)| format!("{} {n}", d.letter()))
        .collect();
    if v.round == 0 || v.rolled.values().all(|&n| n == 0) {
        t(lang, "beta-colony-pic-dice-label-none")
    } else {
        said(
            lang,
            "beta-colony-pic-dice-label",
            &[
                ("round", num(v.round as f64)),
                ("dice", Arg::Words(&rolled.join(", "))),
            ],
        )
    }
}

/// The rolled dice in their canonical order (K, B, R, G), with their values.
fn rolled(v: &View) -> impl Iterator<Item = (Die, u8)> + '_ {
    Die::ALL
        .into_iter()
        .map(|d| (d, v.rolled.get(d.name()).copied().unwrap_or(0)))
}

/// The dice picture.
pub(crate) fn dice_canvas(
    v: &View,
    seats: &[Platform],
    taps: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32) {
    let marks = seat_marks_in(v, seats, lang);
    let mut c = canvas();
    let title = if v.round == 0 {
        t(lang, "beta-colony-pic-dice")
    } else {
        said(
            lang,
            "beta-colony-pic-dice-of-round",
            &[("n", num(v.round as f64))],
        )
    };
    let y = band(&mut c, 4.0, BAND, &title, "K B R G");
    if v.round == 0 || v.rolled.values().all(|&n| n == 0) {
        let bx = Rect::new(4.0, y + 4.0, WIDTH - 8.0, 26.0);
        c.rect(bx, BOX_FILL, "#555555", "");
        c.text(
            bx,
            10.0,
            y + 22.0,
            FS,
            Anchor::Start,
            false,
            &cut_to(
                &t(lang, "beta-colony-pic-not-rolled"),
                bx.w - 12.0,
                FS,
                false,
            ),
        );
        return (c, bx.bottom() + 6.0);
    }
    let cell = (WIDTH - 8.0) / 4.0;
    let mut bottom = y;
    for (i, (die, value)) in rolled(v).enumerate() {
        let cb = Rect::new(4.0 + i as f32 * cell, y + 4.0, cell - 4.0, OPEN);
        let (fill, ink) = die_colours(die);
        let face = Rect::new(cb.x + 4.0, cb.y + 4.0, 44.0, 44.0);
        w!(
            &mut c.fg,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"44\" height=\"44\" rx=\"6\" fill=\"{fill}\" stroke=\"#1a1a1a\" stroke-width=\"1.2\" class=\"bc-die bc-die-{}\"/>",
            face.x,
            face.y,
            die.name()
        );
        c.text_in(
            face,
            face.x + 4.0,
            face.y + 14.0,
            FS,
            Anchor::Start,
            true,
            ink,
            &die.letter().to_string(),
        );
        c.text_in(
            face,
            face.cx() + 4.0,
            face.y + 38.0,
            FS_HEAD + 5.0,
            Anchor::Middle,
            true,
            ink,
            &value.to_string(),
        );
        let mut run = Run::new(&mut c, cb, cb.x + 4.0, face.bottom() + 17.0);
        let users: Vec<&SeatMark> = marks
            .iter()
            .zip(&v.players)
            .filter(|(_, p)| p.dice.iter().any(|d| d.die == die.name() && d.used))
            .map(|(m, _)| m)
            .collect();
        if users.is_empty() {
            run.text(&t(lang, "beta-colony-pic-die-free"), false);
        } else {
            run.text(&t(lang, "beta-colony-pic-die-users"), false);
            run.newline();
            for m in users {
                run.token(m, "");
            }
        }
        let b = run.end() + 4.0;
        bottom = bottom.max(b);
    }
    // Each column gets the tallest column's height.
    for (i, die) in Die::ALL.into_iter().enumerate() {
        let open = Rect::new(4.0 + i as f32 * cell, y + 4.0, cell - 4.0, OPEN);
        let bx = close_box(&mut c, open, bottom, BOX_FILL, "bc-die-cell");
        if let Some(href) = tap(taps, &die_target(die)) {
            tap_link(
                &mut c,
                href,
                &said(
                    lang,
                    "beta-colony-pic-choose-die",
                    &[("die", Arg::Words(&named(lang, &describe::die_colour(die))))],
                ),
                &rect_shape(bx),
            );
        }
    }
    // Every player's values where a tweak changed them.
    let mut y = bottom + 4.0;
    for (m, p) in marks.iter().zip(&v.players) {
        let Some(tweak) = p.tweak.and_then(die_by_name) else {
            continue;
        };
        let value = p
            .dice
            .iter()
            .find(|d| d.die == tweak.name())
            .map_or(0, |d| d.value);
        let bx = Rect::new(4.0, y, WIDTH - 8.0, 24.0);
        token(&mut c, m, 10.0, y + 4.0);
        let letter = tweak.letter().to_string();
        let s = said(
            lang,
            "beta-colony-pic-tweaked-to",
            &[("die", Arg::Words(&letter)), ("n", num(f64::from(value)))],
        );
        c.text(
            bx,
            40.0,
            y + 17.0,
            FS,
            Anchor::Start,
            false,
            &cut_to(&s, WIDTH - 52.0, FS, false),
        );
        y += 24.0;
    }
    (c, y + 4.0)
}
