//! One player's mat (`mat_svg`) and the dice of the round (`dice_svg`).

use super::board::{band, close_box, BOX_FILL, OPEN};
use super::paint::{
    cut, cut_to, die_by_name, die_colours, rect_shape, seat_marks, tap, tap_link, token, w, Anchor,
    Canvas, Platform, Rect, Run, SeatMark, FS, FS_HEAD, WIDTH,
};
use crate::engine::beta_colony::choices::die_target;
use crate::engine::beta_colony::data::{data, Die, MatPower, Material};
use crate::engine::beta_colony::view::PlayerView;
use crate::engine::beta_colony::View;
use crate::engine::Seat;

const BAND: &str = "#E6E1F0";

/// One player's mat: the mat and its powers, materials, fuel, artifacts, crew, Confidence,
/// influence, achievements and dice. An unknown seat draws a short note.
pub fn mat_svg(v: &View, seat: Seat, seats: &[Platform]) -> String {
    let marks = seat_marks(v, seats);
    let label = match marks.get(seat) {
        Some(m) => format!("Beta Colony: the mat of {}", m.label()),
        None => "Beta Colony: no such player".to_string(),
    };
    let (c, h) = mat_canvas(v, seat, seats);
    c.finish(h, "bc-mat", &label)
}

/// A mat's powers in short: the extra material and the special power.
pub fn mat_power_text(mat: &str) -> Option<(String, &'static str)> {
    let d = data();
    let m = d.mats.iter().find(|m| m.id == mat)?;
    let place = d
        .locations
        .get(usize::from(m.extra_location))
        .map_or("?", |l| l.name.as_str());
    let extra = format!("+1 {} at {place}", m.extra_material.name());
    let power = match m.power {
        MatPower::BlackSix => "black die counts as 6 at moons",
        MatPower::BlackAnyRow => "black die activates any row",
        MatPower::ExtraFuel => "+1 fuel at Ridback and Nexus supply",
        MatPower::Pair => "two alike pay a pod's taking cost",
        MatPower::BlackCcw => "black move die may go backwards",
    };
    Some((extra, power))
}

pub(crate) fn mat_canvas(v: &View, seat: Seat, seats: &[Platform]) -> (Canvas, f32) {
    let marks = seat_marks(v, seats);
    let mut c = Canvas::new();
    let (Some(m), Some(p)) = (marks.get(seat), v.players.get(seat)) else {
        let y = band(&mut c, 4.0, BAND, "No such player", "");
        return (c, y + 4.0);
    };
    let you = if v.seat == Some(seat) { " (you)" } else { "" };
    let note = p.mat.as_deref().map_or("no mat yet", |x| x);
    let head = format!("{}{you}", m.label());
    let y = band(&mut c, 4.0, BAND, &cut(&head, 26), note);
    let bottom = body(&mut c, v, p, m, y);
    (c, bottom + 6.0)
}

fn body(c: &mut Canvas, v: &View, p: &PlayerView, m: &SeatMark, y: f32) -> f32 {
    let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 21.0);
    run.token(m, "");
    match p.mat.as_deref().and_then(mat_power_text) {
        Some((extra, power)) => {
            run.text(&format!("Mat {}:", p.mat.as_deref().unwrap_or("")), true);
            run.words(&format!("{extra}; {power}."));
        }
        None => run.text("Mat not chosen yet.", false),
    }
    run.newline();
    let held: u32 = p.materials.values().map(|&n| u32::from(n)).sum();
    run.text("Materials", true);
    for mat in Material::ALL {
        let n = p.materials.get(mat.name()).copied().unwrap_or(0);
        run.chip(mat, Some(u32::from(n)));
    }
    run.text(&format!("({held} of {})", data().rules.material_cap), false);
    run.newline();
    run.text(&format!("Fuel {}", p.fuel), true);
    run.text(&format!("· Artifacts {}", p.artifacts), true);
    run.newline();
    run.text("Crew:", true);
    run.words(&format!(
        "{} in supply, {} on Victus",
        p.crew_supply, p.crew_on_victus
    ));
    run.newline();
    run.text(&format!("Confidence {} CP", p.cp), true);
    let s = &p.sources;
    run.words(&format!(
        "(dice {}, pods {}, tracks {}, goals {}, C3C {})",
        s.dice, s.pods, s.track, s.goals, s.c3c
    ));
    run.newline();
    run.text("Influence:", true);
    for colony in &data().colonies {
        let at = p.influence.get(&colony.id).copied().unwrap_or(0);
        run.text(&format!("{} {at}", colony.name), false);
    }
    run.newline();
    run.text("Achievements:", true);
    if p.achievements.is_empty() {
        run.text("none", false);
    }
    for a in &p.achievements {
        let name = data()
            .achievements
            .iter()
            .find(|x| &x.id == a)
            .map_or("", |x| x.name.as_str());
        run.text(a, true);
        run.words(name);
    }
    if v.round > 0 {
        run.newline();
        run.text("Dice:", true);
        let dice: Vec<String> = p
            .dice
            .iter()
            .map(|d| {
                let used = if d.used { " used" } else { "" };
                format!("{}{}{used}", d.letter, d.value)
            })
            .collect();
        run.words(&dice.join(", "));
        if let Some(t) = p.tweak.and_then(die_by_name) {
            run.text(&format!("(tweaked {})", t.letter()), false);
        }
    }
    if let Some(f) = &p.final_score {
        run.newline();
        run.text("Final:", true);
        let ach: u32 = f.achievements.iter().sum();
        let maj: u32 = f.majority.iter().sum();
        run.words(&format!(
            "artifacts {}, achievements {ach}, majorities {maj}; total {} CP",
            f.artifacts,
            p.score.unwrap_or(p.cp)
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
    let (c, h) = dice_canvas(v, seats, taps);
    c.finish(h, "bc-dice", &dice_label(v))
}

fn dice_label(v: &View) -> String {
    let rolled: Vec<String> = rolled(v)
        .map(|(d, n)| format!("{} {n}", d.letter()))
        .collect();
    if v.round == 0 || v.rolled.values().all(|&n| n == 0) {
        "Beta Colony: the dice are not rolled yet".to_string()
    } else {
        format!(
            "Beta Colony: the dice of round {}: {}",
            v.round,
            rolled.join(", ")
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
) -> (Canvas, f32) {
    let marks = seat_marks(v, seats);
    let mut c = Canvas::new();
    let title = if v.round == 0 {
        "Dice".to_string()
    } else {
        format!("Dice of round {}", v.round)
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
            "Not rolled yet.",
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
            run.text("free", false);
        } else {
            run.text("used:", false);
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
                &format!("Choose the {} die", die.name()),
                &rect_shape(bx),
            );
        }
    }
    // Every player's values where a tweak changed them.
    let mut y = bottom + 4.0;
    for (m, p) in marks.iter().zip(&v.players) {
        let Some(t) = p.tweak.and_then(die_by_name) else {
            continue;
        };
        let value = p
            .dice
            .iter()
            .find(|d| d.die == t.name())
            .map_or(0, |d| d.value);
        let bx = Rect::new(4.0, y, WIDTH - 8.0, 24.0);
        token(&mut c, m, 10.0, y + 4.0);
        let s = format!("tweaked {} to {value}", t.letter());
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
