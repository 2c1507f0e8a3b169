//! Beta Colony's pictures: pure functions from the engine's `View` (and the fixed component data:
//! the orbit, the colonies, the tracks, the cards) to SVG markup, laid out for a phone column.
//!
//! `board_parts` draws the shared board: the round and the orbit with every ship, and each
//! colony of Victus with its numbered spaces and built tiles (stacked for a phone, two by two
//! for a wide screen), the dice, what is on offer (cycle cards, the pod display, the
//! achievements) and the influence tracks. The places and pieces the viewer may choose now
//! (the taps of the turn panel, keyed as `engine::beta_colony::choices` keys them) are drawn
//! as links. `mat_svg` and `dice_svg` are in `board_mat`, `legend_svg` and `pieces_svg` in
//! `board_keys`. Players are drawn with the platform's marks. Spaces are numbered 1–54 for
//! players (the engine's space id plus one); locations L1–L7 (index plus one).

use super::paint::canvas;
use super::paint::{
    colour_by_name, colour_tint, cut, cut_to, die_letter, named, num, pictogram, pod_kind,
    rect_shape, said, seat_marks, seat_marks_in, shown_width, silhouette, t, tap, tap_link, token,
    token_width, w, Anchor, Canvas, Platform, Rect, Run, SeatMark, FS, FS_HEAD, WIDTH,
};
use crate::engine::beta_colony::choices::{
    colony_target, location_target, pod_target, space_target,
};
use crate::engine::beta_colony::data::{
    data, AchievementKind, BuildingBonus, Colour, CycleBonus, Goal, LocationKind, Material,
    PodBonus, StatueScoring, TrackBonus, LOCAL_SPACES,
};
use crate::engine::beta_colony::describe;
use crate::engine::beta_colony::View;
use crate::i18n::{Arg, Lang};

pub use super::board_keys::{legend_svg, pieces_svg};
pub use super::board_mat::{dice_svg, mat_svg};
pub use super::paint::CHOICE;
pub(crate) const BOX_FILL: &str = "#FFFFFF";
pub(crate) const BOX_LINE: &str = "#555555";
const BAND: &str = "#DDE6F0";

/// The board's pictures for one viewer: each is SVG markup.
pub struct BoardParts {
    /// The orbit, then the three colonies, one under the other (a phone column).
    pub board: String,
    /// The same two by two, for a wide screen.
    pub board_wide: String,
    pub dice: String,
    /// The cycle cards, the pods on offer and the achievements.
    pub offer: String,
    pub tracks: String,
}

/// One of the stacked pictures of the board, before it is finished.
pub(crate) struct Part {
    pub canvas: Canvas,
    pub height: f32,
    pub class: &'static str,
    pub label: String,
}

/// The orbit, then each colony: the board of a phone column, before it is finished.
pub(crate) fn board_column(
    v: &View,
    marks: &[SeatMark],
    taps: &[(String, String)],
    lang: Lang,
) -> Vec<Part> {
    let (canvas, height) = orbit_canvas(v, marks, taps, lang);
    let mut parts = vec![Part {
        canvas,
        height,
        class: "bc-orbit",
        label: said(
            lang,
            "beta-colony-pic-orbit-label",
            &[("status", Arg::Words(&status_line(v, marks, lang)))],
        ),
    }];
    for i in 0..data().colonies.len() {
        let (canvas, height) = colony_canvas(v, marks, i, taps, lang);
        parts.push(Part {
            canvas,
            height,
            class: "bc-colony",
            label: said(
                lang,
                "beta-colony-pic-colony-label",
                &[("colony", Arg::Words(&colony_name(lang, i)))],
            ),
        });
    }
    parts
}

/// A colony's name in `lang` ("Xi'an").
pub fn colony_name(lang: Lang, i: usize) -> String {
    named(lang, &describe::colony(i))
}

/// The same two by two for a wide screen (the orbit and Xi'an, then Thebes and Cuzco): the
/// canvas, its width and its height.
pub(crate) fn board_wide(
    v: &View,
    marks: &[SeatMark],
    taps: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32, f32) {
    let mut wide = canvas();
    let parts = board_column(v, marks, taps, lang);
    let top = parts[0].height.max(parts[1].height);
    let bottom = top + 4.0 + parts[2].height.max(parts[3].height);
    for (i, p) in parts.into_iter().enumerate() {
        let x = (i % 2) as f32 * (WIDTH + 8.0);
        let y = if i < 2 { 0.0 } else { top + 4.0 };
        wide.put(p.canvas, x, y);
    }
    (wide, 2.0 * WIDTH + 8.0, bottom)
}

/// Every picture of the board; `taps` are the places and pieces the viewer may tap now (the
/// board key of an option, and the address that chooses it).
pub fn board_parts(v: &View, seats: &[Platform], taps: &[(String, String)]) -> BoardParts {
    board_parts_in(v, seats, taps, Lang::En)
}

/// [`board_parts`] with the words in `lang`.
pub fn board_parts_in(
    v: &View,
    seats: &[Platform],
    taps: &[(String, String)],
    lang: Lang,
) -> BoardParts {
    let marks = seat_marks_in(v, seats, lang);
    let board: String = board_column(v, &marks, taps, lang)
        .into_iter()
        .map(|p| p.canvas.finish(p.height, p.class, &p.label))
        .collect();
    let (wide, width, height) = board_wide(v, &marks, taps, lang);
    let board_wide = wide.finish_wide(
        width,
        height,
        "bc-board bc-wide",
        &said(
            lang,
            "beta-colony-pic-board-label",
            &[("status", Arg::Words(&status_line(v, &marks, lang)))],
        ),
    );
    let (c, h) = offer_canvas(v, taps, lang);
    let offer = c.finish(h, "bc-offer", &t(lang, "beta-colony-pic-offer-label"));
    let (c, h) = tracks_canvas(v, &marks, lang);
    let tracks = c.finish(h, "bc-tracks", &t(lang, "beta-colony-pic-tracks-label"));
    BoardParts {
        board,
        board_wide,
        dice: super::board_mat::dice_svg_in(v, seats, taps, lang),
        offer,
        tracks,
    }
}

/// The whole board for a phone column, as one markup (the pictures one under the other).
pub fn board_svg(v: &View, seats: &[Platform]) -> String {
    board_svg_in(v, seats, Lang::En)
}

/// [`board_svg`] with the words in `lang`.
pub fn board_svg_in(v: &View, seats: &[Platform], lang: Lang) -> String {
    let p = board_parts_in(v, seats, &[], lang);
    format!("{}{}{}{}", p.board, p.dice, p.offer, p.tracks)
}

/// "L3 Jyo": a location as players read it (index plus one), in `lang`.
pub fn location_label(i: usize, lang: Lang) -> String {
    named(lang, &describe::location_label(i as u8))
}

/// The status line of the page heading in `lang`: "Round 3 of 9 · cycle 1, action phase 1.
/// Now: Ana ●." (the picture's own line, `status_line`, stays in the picture's words).
pub fn status_text(v: &View, seats: &[Platform], lang: crate::i18n::Lang) -> String {
    use crate::say;
    let marks = seat_marks(v, seats);
    if v.step.name == "finished" {
        return crate::i18n::words(lang, &say!("beta-colony-status-over"));
    }
    let round = match v.round {
        0 => say!("beta-colony-status-setup"),
        r => say!(
            "beta-colony-status-round",
            round = r,
            rounds = data().rules.rounds,
            cycle = v.cycle
        ),
    };
    let step = match v.step.name {
        "choose_mat" => say!("beta-colony-status-choose-mat"),
        "place_ship" => say!("beta-colony-status-place-ship"),
        "cycle_influence" => say!("beta-colony-status-c2a"),
        "action" => say!(
            "beta-colony-status-action",
            phase = v.step.phase.unwrap_or(1)
        ),
        "free_pod" => say!("beta-colony-status-free-pod"),
        "free_achievement" => say!("beta-colony-status-free-achievement"),
        _ => say!("beta-colony-status-step-over"),
    };
    let line = match v.step.seat.and_then(|s| marks.get(s)) {
        Some(m) => say!(
            "beta-colony-status-now",
            round = round,
            step = step,
            who = m.label()
        ),
        None => say!("beta-colony-status", round = round, step = step),
    };
    crate::i18n::words(lang, &line)
}

fn step_text(v: &View, lang: Lang) -> String {
    let id = match v.step.name {
        "choose_mat" => "beta-colony-pic-step-choose-mat",
        "place_ship" => "beta-colony-pic-step-place-ship",
        "cycle_influence" => "beta-colony-pic-step-c2a",
        "action" => {
            return said(
                lang,
                "beta-colony-pic-step-action",
                &[("n", num(v.step.phase.unwrap_or(1) as f64))],
            )
        }
        "free_pod" => "beta-colony-pic-step-free-pod",
        "free_achievement" => "beta-colony-pic-step-free-achievement",
        _ => "beta-colony-pic-step-over",
    };
    t(lang, id)
}

fn round_title(v: &View, lang: Lang) -> String {
    let rounds = data().rules.rounds;
    match (v.step.name, v.round) {
        ("finished", _) => t(lang, "beta-colony-pic-game-over"),
        (_, 0) => t(lang, "beta-colony-pic-setup"),
        (_, r) => said(
            lang,
            "beta-colony-pic-round",
            &[
                ("round", num(r as f64)),
                ("rounds", num(rounds as f64)),
                ("cycle", num(v.cycle as f64)),
            ],
        ),
    }
}

fn status_line(v: &View, marks: &[SeatMark], lang: Lang) -> String {
    if v.step.name == "finished" {
        return t(lang, "beta-colony-pic-status-over");
    }
    let title = round_title(v, lang);
    let step = step_text(v, lang);
    match v.step.seat.and_then(|s| marks.get(s)) {
        Some(m) => said(
            lang,
            "beta-colony-pic-status-now",
            &[
                ("title", Arg::Words(&title)),
                ("step", Arg::Words(&step)),
                ("who", Arg::Words(&m.label())),
            ],
        ),
        None => said(
            lang,
            "beta-colony-pic-status",
            &[("title", Arg::Words(&title)), ("step", Arg::Words(&step))],
        ),
    }
}

/// A coloured band with a heading and an optional note at the right.
pub(crate) fn band(c: &mut Canvas, y: f32, fill: &str, title: &str, note: &str) -> f32 {
    let bx = Rect::new(0.0, y, WIDTH, 26.0);
    c.rect(bx, fill, "none", "bc-band");
    let title = cut_to(title, WIDTH - 16.0, FS_HEAD, true);
    c.text(bx, 8.0, y + 19.0, FS_HEAD, Anchor::Start, true, &title);
    let room = WIDTH - 24.0 - shown_width(&title, FS_HEAD, true);
    if !note.is_empty() && room > 3.0 * FS {
        let note = cut_to(note, room, FS, false);
        c.text(bx, WIDTH - 8.0, y + 18.0, FS, Anchor::End, false, &note);
    }
    y + 26.0
}

/// The height of a box still being filled: texts are measured against it, then `settle` gives
/// them the real box once its height is known.
pub(crate) const OPEN: f32 = 10_000.0;

/// Gives the texts measured against the open box `open` their real box `bx`, and draws it.
pub(crate) fn close_box(c: &mut Canvas, open: Rect, bottom: f32, fill: &str, class: &str) -> Rect {
    let bx = Rect::new(open.x, open.y, open.w, bottom - open.y);
    for p in c.placed.iter_mut().filter(|p| p.bx == open) {
        p.bx = bx;
    }
    c.rect(bx, fill, BOX_LINE, class);
    bx
}

// ---------------------------------------------------------------------------------------------
// The orbit

const LOC_W: f32 = 170.0;
const LOC_H: f32 = 60.0;
const LOC_PITCH: f32 = 72.0;

/// Where location `i` is drawn below `y0`: L1–L4 down the right, L5–L7 up the left
/// (clockwise, as the ships move).
fn location_box(i: usize, y0: f32) -> Rect {
    if i < 4 {
        Rect::new(WIDTH - 4.0 - LOC_W, y0 + i as f32 * LOC_PITCH, LOC_W, LOC_H)
    } else {
        let j = (6 - i) as f32;
        Rect::new(4.0, y0 + LOC_PITCH / 2.0 + j * LOC_PITCH, LOC_W, LOC_H)
    }
}

/// What a location does, in a few words.
fn location_does(kind: LocationKind, lang: Lang) -> String {
    t(
        lang,
        match kind {
            LocationKind::Fuel => "beta-colony-pic-does-fuel",
            LocationKind::Moon => "beta-colony-pic-does-moon",
            LocationKind::Manufactory => "beta-colony-pic-does-manufactory",
            LocationKind::Nexus => "beta-colony-pic-does-nexus",
        },
    )
}

fn orbit_canvas(
    v: &View,
    marks: &[SeatMark],
    taps: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32) {
    let d = data();
    let mut c = canvas();
    let phase = if v.step.name == "finished" {
        String::new()
    } else {
        step_text(v, lang)
    };
    let mut y = band(&mut c, 4.0, BAND, &round_title(v, lang), &phase);
    // Who acts, who starts, where the viewer may go.
    let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    let mut run = Run::new(&mut c, open, 10.0, y + 21.0);
    match v.step.seat.and_then(|s| marks.get(s)) {
        Some(m) => {
            run.text(&t(lang, "beta-colony-pic-to-act"), true);
            run.token(m, &cut(&m.name, 24));
        }
        None if v.step.name == "finished" => {
            run.text(&t(lang, "beta-colony-pic-final-ranking"), true);
            for pl in v.outcome.iter().flatten() {
                if let Some(m) = marks.get(pl.seat) {
                    run.newline();
                    run.text(&format!("{}.", pl.rank), true);
                    run.token(m, &cut(&m.name, 24));
                    run.text(
                        &said(lang, "beta-colony-pic-cp", &[("n", num(pl.score as f64))]),
                        false,
                    );
                }
            }
        }
        None => run.text(&t(lang, "beta-colony-pic-nobody-acts"), false),
    }
    if v.round > 0 && v.step.name != "finished" {
        if let Some(m) = marks.get(v.start_player) {
            run.newline();
            run.text(&t(lang, "beta-colony-pic-start-player"), false);
            run.token(m, &cut(&m.name, 24));
        }
    }
    let chosen: Vec<usize> = d
        .locations
        .iter()
        .enumerate()
        .filter(|(_, l)| tap(taps, &location_target(&l.id)).is_some())
        .map(|(i, _)| i)
        .collect();
    if !chosen.is_empty() {
        run.newline();
        run.text(&t(lang, "beta-colony-pic-tap-ship"), true);
        for &i in &chosen {
            run.text(&location_label(i, lang), false);
        }
    }
    let bottom = run.end() + 4.0;
    close_box(&mut c, open, bottom, BOX_FILL, "");
    y = bottom + 8.0;
    c.text(
        Rect::new(0.0, y, WIDTH, 20.0),
        8.0,
        y + 15.0,
        FS,
        Anchor::Start,
        true,
        &cut_to(
            &t(lang, "beta-colony-pic-orbit-clockwise"),
            WIDTH - 16.0,
            FS,
            true,
        ),
    );
    let y0 = y + 22.0;
    arrows(&mut c, y0);
    for (i, l) in d.locations.iter().enumerate() {
        let bx = location_box(i, y0);
        let href = tap(taps, &location_target(&l.id));
        if href.is_some() {
            c.rect(bx, "#EAF2FB", "none", "bc-loc");
        } else {
            c.rect(bx, BOX_FILL, BOX_LINE, "bc-loc");
        }
        let mut title_room = bx.w - 12.0;
        if let Some(die) = l.bonus_die {
            die_letter(&mut c, die, bx.right() - 22.0, bx.y + 4.0, 18.0);
            title_room -= 22.0;
        }
        // Bold when it fits, else regular weight, else cut.
        let title = location_label(i, lang);
        let bold = shown_width(&title, FS, true) <= title_room;
        let title = cut_to(&title, title_room, FS, bold);
        c.text(bx, bx.x + 6.0, bx.y + 17.0, FS, Anchor::Start, bold, &title);
        let mut run = Run::new(&mut c, bx, bx.x + 6.0, bx.y + 35.0);
        run.text(&location_does(l.kind, lang), false);
        for &m in &l.materials {
            run.chip(m, None);
        }
        let mut x = bx.x + 6.0;
        for (m, p) in marks.iter().zip(&v.players) {
            if p.ship.as_deref() == Some(l.id.as_str()) {
                token(&mut c, m, x, bx.y + 40.0);
                x += token_width(m) + 4.0;
            }
        }
        if let Some(href) = href {
            tap_link(
                &mut c,
                href,
                &said(
                    lang,
                    "beta-colony-pic-choose",
                    &[("what", Arg::Words(&location_label(i, lang)))],
                ),
                &rect_shape(bx),
            );
        }
    }
    (c, y0 + 4.0 * LOC_PITCH - (LOC_PITCH - LOC_H) + 6.0)
}

/// Arrows between the locations, clockwise: down the right, across the bottom, up the left
/// and across the top.
fn arrows(c: &mut Canvas, y0: f32) {
    let mut d = String::new();
    let rx = WIDTH - 4.0 - LOC_W / 2.0;
    let lx = 4.0 + LOC_W / 2.0;
    for i in 0..3 {
        let top = location_box(i, y0).bottom();
        w!(&mut d, "M{rx:.1} {top:.1}v9l-4 -4m4 4l4 -4");
        let j = location_box(6 - i, y0).y;
        w!(&mut d, "M{lx:.1} {j:.1}v-9l-4 4m4 -4l4 4");
    }
    let mid = WIDTH / 2.0;
    let bottom = location_box(3, y0).y + 12.0;
    w!(
        &mut d,
        "M{:.1} {bottom:.1}H{:.1}l4 -4m-4 4l4 4",
        mid + 5.0,
        mid - 5.0
    );
    let top = location_box(0, y0).y + 44.0;
    w!(
        &mut d,
        "M{:.1} {top:.1}H{:.1}l-4 -4m4 4l-4 4",
        mid - 5.0,
        mid + 5.0
    );
    w!(
        c.bg_raw(),
        "<path d=\"{d}\" fill=\"none\" stroke=\"#555555\" stroke-width=\"1.8\" class=\"bc-orbit-arrows\"/>"
    );
}

// ---------------------------------------------------------------------------------------------
// The colonies

/// The radius of a drawn hex (centre to corner), and the gap between hexes.
const HEX: f32 = 42.0;
const HEX_GAP: f32 = 1.5;
const SQRT3: f32 = 1.732_050_8;

/// The box of a line of text inside a flat-topped hex of radius `r` centred at (cx, cy), for a
/// baseline `dy` below the centre: as wide as the hex is at the line's farther edge.
fn hex_line_box(cx: f32, cy: f32, r: f32, dy: f32) -> Rect {
    let top = dy - FS * 0.75;
    let bottom = dy + FS * 0.25;
    let far = top.abs().max(bottom.abs());
    let half = r - far / SQRT3;
    Rect::new(cx - half, cy + top, 2.0 * half, FS)
}

/// The outline of a flat-topped hex of radius `r` centred at `at`, as a path's `d`.
fn hex_d(at: (f32, f32), r: f32) -> String {
    let (cx, cy) = at;
    let h = r * SQRT3 / 2.0;
    format!(
        "M{:.1} {cy:.1}L{:.1} {:.1}H{:.1}L{:.1} {cy:.1}L{:.1} {:.1}H{:.1}Z",
        cx - r,
        cx - r / 2.0,
        cy - h,
        cx + r / 2.0,
        cx + r,
        cx + r / 2.0,
        cy + h,
        cx - r / 2.0
    )
}

/// A flat-topped hex of radius `r` centred at `at`.
fn hex_path(
    out: &mut String,
    at: (f32, f32),
    r: f32,
    fill: &str,
    stroke: &str,
    style: (f32, &str),
) {
    let (cx, cy) = at;
    let (sw, class) = style;

    let h = r * SQRT3 / 2.0;
    w!(
        out,
        "<path d=\"M{:.1} {cy:.1}L{:.1} {:.1}H{:.1}L{:.1} {cy:.1}L{:.1} {:.1}H{:.1}Z\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{sw}\" class=\"{class}\"/>",
        cx - r,
        cx - r / 2.0,
        cy - h,
        cx + r / 2.0,
        cx + r,
        cx + r / 2.0,
        cy + h,
        cx - r / 2.0
    );
}

/// The number of a space as players read it (1–54).
pub fn space_number(space: usize) -> usize {
    space + 1
}

fn colony_canvas(
    v: &View,
    marks: &[SeatMark],
    colony: usize,
    taps: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32) {
    let d = data();
    let mut c = canvas();
    let name = colony_name(lang, colony);
    let name = name.as_str();
    let first = colony * LOCAL_SPACES;
    let note = said(
        lang,
        "beta-colony-pic-spaces",
        &[
            ("first", num(space_number(first) as f64)),
            ("last", num(space_number(first + LOCAL_SPACES - 1) as f64)),
        ],
    );
    let mut y = band(&mut c, 4.0, BAND, name, &note);
    // Crew by seat in the colony (what its majority is decided by), in words.
    let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    let mut run = Run::new(&mut c, open, 10.0, y + 20.0);
    run.text(&t(lang, "beta-colony-pic-crew-here"), true);
    for (seat, m) in marks.iter().enumerate() {
        let n: u32 = v
            .tiles
            .iter()
            .filter(|t| t.space / LOCAL_SPACES == colony)
            .map(|t| u32::from(t.crew.get(seat).copied().unwrap_or(0)))
            .sum();
        run.token(m, &n.to_string());
    }
    y = run.end() + 2.0;
    close_box(&mut c, open, y, BOX_FILL, "");
    let step = HEX;
    let cx0 = WIDTH / 2.0;
    let cy0 = y + 6.0 + 2.5 * SQRT3 * step;
    let r = HEX - HEX_GAP;
    let area = Rect::new(4.0, y + 2.0, WIDTH - 8.0, 5.0 * SQRT3 * step + 8.0);
    // The colony centre: not a space.
    hex_path(
        c.bg_raw(),
        (cx0, cy0),
        r,
        "#E4E4E4",
        BOX_LINE,
        (1.0, "bc-centre"),
    );
    let short = cut_to(name, hex_line_box(cx0, cy0, r, 5.0).w, FS, true);
    c.text(
        hex_line_box(cx0, cy0, r, 5.0),
        cx0,
        cy0 + 5.0,
        FS,
        Anchor::Middle,
        true,
        &short,
    );
    for (k, g) in d.geometry.iter().enumerate() {
        let space = first + k;
        let (q, rr) = (f32::from(g.q), f32::from(g.r));
        let cx = cx0 + 1.5 * q * step;
        let cy = cy0 + SQRT3 * (rr + q / 2.0) * step;
        let space_colour = d.space_colour.get(space).copied().unwrap_or(Colour::Orange);
        let pay = space_colour.material();
        let tile = v.tiles.iter().find(|t| t.space == space);
        match tile {
            Some(t) if t.kind == "pod" => {
                let pc = t.colour.and_then(colour_by_name).unwrap_or(space_colour);
                hex_path(
                    c.bg_raw(),
                    (cx, cy),
                    r,
                    colour_tint(pc),
                    "#1a1a1a",
                    (3.0, "bc-space bc-built"),
                );
            }
            Some(_) => hex_path(
                c.bg_raw(),
                (cx, cy),
                r,
                "#FFFFFF",
                "#1a1a1a",
                (3.0, "bc-space bc-built"),
            ),
            None => hex_path(
                c.bg_raw(),
                (cx, cy),
                r,
                colour_tint(space_colour),
                BOX_LINE,
                (1.0, "bc-space"),
            ),
        }
        // Row 1: the number and the letter of the material that pays for the space.
        let label = format!("{}·{}", space_number(space), pay.letter());
        c.text(
            hex_line_box(cx, cy, r, -15.0),
            cx,
            cy - 15.0,
            FS,
            Anchor::Middle,
            true,
            &label,
        );
        // Row 2: the tile, or the material's pictogram on an open space.
        let row2 = hex_line_box(cx, cy, r, 2.0);
        match tile {
            Some(t) if t.kind == "pod" => {
                let pc = t.colour.and_then(colour_by_name).unwrap_or(Colour::Blue);
                let initial = pod_kind(pc).1.to_string();
                silhouette(&mut c.fg, pc, cx - 8.0, cy - 2.0);
                c.text(row2, cx + 3.0, cy + 2.0, FS, Anchor::Start, true, &initial);
            }
            Some(t) => {
                // An achievement tile with its owner's symbol.
                let owner = v
                    .players
                    .iter()
                    .position(|p| p.achievements.contains(&t.tile))
                    .and_then(|s| marks.get(s))
                    .map_or("", |m| m.symbol);
                let label = format!("{} {owner}", t.tile);
                let label = cut_to(label.trim(), row2.w, FS, true);
                c.text(row2, cx, cy + 2.0, FS, Anchor::Middle, true, &label);
            }
            None => pictogram(&mut c.fg, pay, cx, cy - 2.5),
        }
        if let Some(href) = tap(taps, &space_target(space as u8)) {
            let shape = format!("<path d=\"{}\"/>", hex_d((cx, cy), r - 2.0));
            tap_link(
                &mut c,
                href,
                &said(
                    lang,
                    "beta-colony-pic-choose-space",
                    &[
                        ("n", num(space_number(space) as f64)),
                        ("colony", Arg::Words(name)),
                    ],
                ),
                &shape,
            );
        }
        // Rows 3 and 4: crew by seat, two seats a row ("●2").
        if let Some(t) = tile {
            let crew: Vec<String> = marks
                .iter()
                .zip(&t.crew)
                .filter(|(_, &n)| n > 0)
                .map(|(m, n)| format!("{}{n}", m.symbol))
                .collect();
            for (line, pair) in crew.chunks(2).take(2).enumerate() {
                let dy = if line == 0 { 17.0 } else { 31.0 };
                let bx = hex_line_box(cx, cy, r, dy);
                let s = cut_to(&pair.concat(), bx.w, FS, false);
                c.text(bx, cx, cy + dy, FS, Anchor::Middle, false, &s);
            }
        }
    }
    if let Some(href) = d
        .colonies
        .get(colony)
        .and_then(|x| tap(taps, &colony_target(&x.id)))
    {
        let label = said(
            lang,
            "beta-colony-pic-choose",
            &[("what", Arg::Words(name))],
        );
        tap_link(&mut c, href, &label, &rect_shape(area));
    }
    (c, cy0 + 2.5 * SQRT3 * step + 6.0)
}

// ---------------------------------------------------------------------------------------------
// The influence tracks

const CELL: f32 = 22.0;

/// A track bonus in at most two characters (the legend explains them).
pub fn track_code(b: TrackBonus) -> &'static str {
    match b {
        TrackBonus::None => "",
        TrackBonus::Mat1 => "m1",
        TrackBonus::Mat2 => "m2",
        TrackBonus::Artifact => "a",
        TrackBonus::Fuel2 => "f2",
        TrackBonus::Crew => "c",
        TrackBonus::Freepod => "FP",
        TrackBonus::Freeca => "FA",
        TrackBonus::Cp3 => "+3",
        TrackBonus::Cp6 => "+6",
    }
}

pub(crate) fn tracks_canvas(v: &View, marks: &[SeatMark], lang: Lang) -> (Canvas, f32) {
    let d = data();
    let mut c = canvas();
    let mut y = band(
        &mut c,
        4.0,
        BAND,
        &t(lang, "beta-colony-pic-influence-tracks"),
        "0–15",
    );
    for (i, colony) in d.colonies.iter().enumerate() {
        y += 6.0;
        // The heading lists every marker in words too.
        let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
        let mut run = Run::new(&mut c, open, 8.0, y + 15.0);
        run.text(&colony_name(lang, i), true);
        for (m, p) in marks.iter().zip(&v.players) {
            let at = p.influence.get(&colony.id).copied().unwrap_or(0);
            run.token(m, &at.to_string());
        }
        y = run.end();
        let x0 = (WIDTH - 16.0 * CELL) / 2.0;
        let track = d.track.get(i).cloned().unwrap_or_default();
        for pos in 0..=15usize {
            let bx = Rect::new(x0 + pos as f32 * CELL, y, CELL, 38.0);
            let bonus = track.get(pos).copied().unwrap_or(TrackBonus::None);
            let fill = if bonus == TrackBonus::None {
                "#FFFFFF"
            } else {
                "#FFF4D6"
            };
            c.rect(bx, fill, BOX_LINE, "bc-track-cell");
            c.text(
                bx,
                bx.cx(),
                y + 15.0,
                FS,
                Anchor::Middle,
                true,
                &pos.to_string(),
            );
            let code = track_code(bonus);
            if !code.is_empty() {
                c.text(bx, bx.cx(), y + 32.0, FS, Anchor::Middle, false, code);
            }
        }
        y += 40.0;
        for (m, p) in marks.iter().zip(&v.players) {
            let at = usize::from(p.influence.get(&colony.id).copied().unwrap_or(0)).min(15);
            let x = x0 + at as f32 * CELL + (CELL - token_width(m)) / 2.0;
            w!(
                c.bg_raw(),
                "<path d=\"M{:.1} {:.1}H{:.1}\" stroke=\"#CCCCCC\" stroke-width=\"1\"/>",
                x0,
                y + 9.0,
                x0 + 16.0 * CELL
            );
            token(&mut c, m, x, y);
            y += 19.0;
        }
    }
    (c, y + 6.0)
}

// ---------------------------------------------------------------------------------------------
// The offer: cycle cards, the pod display, the achievements

/// A cycle card's goal in a few words of our own, in `lang`.
pub fn goal_text(g: &Goal, lang: Lang) -> String {
    let (id, n) = match g {
        Goal::SameMaterial(n) => ("beta-colony-pic-goal-same-material", f64::from(*n)),
        Goal::CentreCrew(n) => ("beta-colony-pic-goal-centre-crew", f64::from(*n)),
        Goal::Artifact(n) => ("beta-colony-pic-goal-artifact", f64::from(*n)),
        Goal::CrewEachColony(n) => ("beta-colony-pic-goal-crew-each-colony", f64::from(*n)),
        Goal::PodColours(n) => ("beta-colony-pic-goal-pod-colours", f64::from(*n)),
        Goal::InfluenceEach(n) => ("beta-colony-pic-goal-influence-each", f64::from(*n)),
        Goal::DiscardSet(set) => {
            let letters: Vec<String> = Material::ALL
                .iter()
                .flat_map(|m| {
                    std::iter::repeat_n(m.letter().to_string(), usize::from(set[m.index()]))
                })
                .collect();
            return said(
                lang,
                "beta-colony-pic-goal-discard-set",
                &[("set", Arg::Words(&letters.join(" ")))],
            );
        }
        Goal::Fuel(n) => ("beta-colony-pic-goal-fuel", f64::from(*n)),
        Goal::OuterPodCrew(n) => ("beta-colony-pic-goal-outer-pod-crew", f64::from(*n)),
    };
    said(lang, id, &[("n", num(n))])
}

/// A cycle card's bonus in a few words of our own, in `lang`.
pub fn bonus_text(b: CycleBonus, lang: Lang) -> String {
    t(
        lang,
        match b {
            CycleBonus::TweakSix => "beta-colony-pic-bonus-tweak-six",
            CycleBonus::StartMaterial => "beta-colony-pic-bonus-start-material",
            CycleBonus::NebraPolymer => "beta-colony-pic-bonus-nebra-polymer",
            CycleBonus::StartInfluence => "beta-colony-pic-bonus-start-influence",
            CycleBonus::PolymerWild => "beta-colony-pic-bonus-polymer-wild",
            CycleBonus::ThirdColumn => "beta-colony-pic-bonus-third-column",
            CycleBonus::TweakFlip => "beta-colony-pic-bonus-tweak-flip",
            CycleBonus::BoughtInfluence => "beta-colony-pic-bonus-bought-influence",
            CycleBonus::C3cPoints => "beta-colony-pic-bonus-c3c-points",
        },
    )
}

/// A pod's bonus in short, in `lang`.
pub fn pod_bonus_text(b: PodBonus, lang: Lang) -> String {
    t(
        lang,
        match b {
            PodBonus::None => "beta-colony-pic-pod-bonus-none",
            PodBonus::Cp2 => "beta-colony-pic-pod-bonus-cp2",
            PodBonus::Artifact => "beta-colony-pic-pod-bonus-artifact",
            PodBonus::Fuel2 => "beta-colony-pic-pod-bonus-fuel2",
            PodBonus::Crew2 => "beta-colony-pic-pod-bonus-crew2",
            PodBonus::Nocrew => "beta-colony-pic-pod-bonus-nocrew",
        },
    )
}

/// How an achievement scores, in short, in `lang`.
pub fn achievement_text(kind: &AchievementKind, lang: Lang) -> String {
    match kind {
        AchievementKind::Statue {
            scoring, per, cap, ..
        } => {
            let id = match scoring {
                StatueScoring::Materials => "beta-colony-pic-statue-materials",
                StatueScoring::Chain => "beta-colony-pic-statue-chain",
                StatueScoring::Centre => "beta-colony-pic-statue-centre",
                StatueScoring::Colour => "beta-colony-pic-statue-colour",
            };
            said(
                lang,
                id,
                &[("per", num(f64::from(*per))), ("cap", num(f64::from(*cap)))],
            )
        }
        AchievementKind::Building { cp, bonus, .. } => {
            let id = match bonus {
                BuildingBonus::None => "beta-colony-pic-building",
                BuildingBonus::Crew => "beta-colony-pic-building-crew",
                BuildingBonus::Influence => "beta-colony-pic-building-influence",
                BuildingBonus::Fuel1 => "beta-colony-pic-building-fuel",
            };
            said(lang, id, &[("cp", num(f64::from(*cp)))])
        }
    }
}

/// One pod on the display: silhouette, initial and id, its taking cost, influence and bonus.
fn paint_pod(c: &mut Canvas, id: Option<&str>, bx: Rect, taps: &[(String, String)], lang: Lang) {
    let d = data();
    let Some((index, pod)) = id
        .and_then(|id| d.pod_by_id(id))
        .and_then(|i| d.pods.get(usize::from(i)).map(|p| (i, p)))
    else {
        c.rect(bx, "#F4F4F4", BOX_LINE, "bc-slot");
        c.text(
            bx,
            bx.x + 6.0,
            bx.y + 17.0,
            FS,
            Anchor::Start,
            false,
            &cut_to(&t(lang, "beta-colony-pic-empty"), bx.w - 10.0, FS, false),
        );
        return;
    };
    c.rect(bx, colour_tint(pod.colour), BOX_LINE, "bc-slot");
    silhouette(&mut c.fg, pod.colour, bx.x + 11.0, bx.y + 12.0);
    let mut run = Run::new(c, bx, bx.x + 21.0, bx.y + 17.0);
    run.text(&format!("{} {}", pod_kind(pod.colour).1, pod.id), true);
    run.chip(pod.colour.material(), None);
    c.text(
        bx,
        bx.x + 6.0,
        bx.y + 35.0,
        FS,
        Anchor::Start,
        false,
        &cut_to(
            &said(
                lang,
                "beta-colony-pic-influence",
                &[("n", num(f64::from(pod.influence)))],
            ),
            bx.w - 10.0,
            FS,
            false,
        ),
    );
    c.text(
        bx,
        bx.x + 6.0,
        bx.y + 52.0,
        FS,
        Anchor::Start,
        false,
        &cut_to(&pod_bonus_text(pod.bonus, lang), bx.w - 10.0, FS, false),
    );
    if let Some(href) = tap(taps, &pod_target(&pod.id)) {
        tap_link(
            c,
            href,
            &said(
                lang,
                "beta-colony-pic-choose",
                &[("what", Arg::Words(&named(lang, &describe::pod(index))))],
            ),
            &rect_shape(bx),
        );
    }
}

pub(crate) fn offer_canvas(v: &View, taps: &[(String, String)], lang: Lang) -> (Canvas, f32) {
    let d = data();
    let mut c = canvas();
    let mut y = band(
        &mut c,
        4.0,
        BAND,
        &t(lang, "beta-colony-pic-cycle-cards"),
        &t(lang, "beta-colony-pic-cycle-cards-note"),
    );
    for id in &v.cycle_cards {
        let Some(card) = d.cycles.iter().find(|x| &x.id == id) else {
            continue;
        };
        let active = v.active_card.as_deref() == Some(id.as_str());
        let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
        let mut run = Run::new(&mut c, open, 10.0, y + 21.0);
        run.text(&card.id, true);
        run.text(
            &said(
                lang,
                "beta-colony-pic-cycle",
                &[("n", num(f64::from(card.cycle)))],
            ),
            false,
        );
        if active {
            run.text(&t(lang, "beta-colony-pic-active"), true);
        }
        run.newline();
        run.words(&said(
            lang,
            "beta-colony-pic-goal",
            &[
                ("goal", Arg::Words(&goal_text(&card.goal, lang))),
                ("cp", num(f64::from(card.cp))),
            ],
        ));
        run.newline();
        run.words(&said(
            lang,
            "beta-colony-pic-bonus",
            &[("bonus", Arg::Words(&bonus_text(card.bonus, lang)))],
        ));
        let bottom = run.end() + 4.0;
        let fill = if active { "#EAF2FB" } else { BOX_FILL };
        let bx = close_box(&mut c, open, bottom, fill, "bc-card");
        if active {
            c.rect_stroke(bx, "none", "#1a1a1a", 2.5, "bc-active");
        }
        y = bottom;
    }
    y = band(
        &mut c,
        y + 8.0,
        BAND,
        &t(lang, "beta-colony-pic-pods-on-offer"),
        &said(
            lang,
            "beta-colony-pic-pods-note",
            &[("n", num(v.talon_size as f64))],
        ),
    );
    // Two columns, three while a card adds one; a column holding a pod is always drawn.
    let third = v
        .active_card
        .as_deref()
        .and_then(|id| d.cycles.iter().find(|x| x.id == id))
        .is_some_and(|card| card.bonus == CycleBonus::ThirdColumn);
    let used = v
        .display
        .iter()
        .map(|r| {
            r.pods
                .iter()
                .rposition(Option::is_some)
                .map_or(0, |i| i + 1)
        })
        .max()
        .unwrap_or(0);
    let cols = used.max(if third { 3 } else { 2 });
    for row in &v.display {
        let rb = Rect::new(4.0, y + 4.0, WIDTH - 8.0, 62.0);
        c.rect(rb, BOX_FILL, BOX_LINE, "bc-row");
        let lb = Rect::new(rb.x, rb.y, 38.0, rb.h);
        c.text(lb, lb.cx(), lb.y + 35.0, FS, Anchor::Middle, true, row.row);
        let pw = (rb.w - 40.0 - 4.0 * cols as f32) / cols as f32;
        for j in 0..cols {
            let pod = row.pods.get(j).cloned().flatten();
            let bx = Rect::new(rb.x + 40.0 + j as f32 * (pw + 4.0), rb.y + 2.0, pw, 58.0);
            paint_pod(&mut c, pod.as_deref(), bx, taps, lang);
        }
        y = rb.bottom();
    }
    y = band(
        &mut c,
        y + 8.0,
        BAND,
        &t(lang, "beta-colony-pic-achievements"),
        &said(
            lang,
            "beta-colony-pic-artifacts-supply",
            &[("n", num(v.artifact_supply as f64))],
        ),
    );
    let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    let mut run = Run::new(&mut c, open, 10.0, y + 21.0);
    let mut any = false;
    for id in v.statues.iter().chain(v.top_building.iter()) {
        let Some(a) = d.achievements.iter().find(|x| &x.id == id) else {
            continue;
        };
        if any {
            run.newline();
        }
        any = true;
        run.text(&a.id, true);
        run.words(&achievement_name(lang, &a.id, &a.name));
        run.newline();
        match &a.kind {
            AchievementKind::Statue { artifacts, .. } => {
                run.text(
                    &said(
                        lang,
                        "beta-colony-pic-cost-artifacts",
                        &[("n", num(f64::from(*artifacts)))],
                    ),
                    false,
                );
            }
            AchievementKind::Building { cost, .. } => {
                run.text(&t(lang, "beta-colony-pic-cost"), false);
                for &m in cost {
                    run.chip(m, None);
                }
            }
        }
        run.words(&achievement_text(&a.kind, lang));
    }
    if !any {
        run.text(&t(lang, "beta-colony-pic-none-left"), false);
    }
    run.newline();
    let below = v.building_stack_size.saturating_sub(1);
    if v.top_building.is_some() {
        run.words(&said(
            lang,
            "beta-colony-pic-buildings",
            &[("n", num(below as f64))],
        ));
    } else {
        run.words(&t(lang, "beta-colony-pic-buildings-none"));
    }
    let bottom = run.end() + 4.0;
    close_box(&mut c, open, bottom, BOX_FILL, "");
    (c, bottom + 6.0)
}

/// An achievement's name in `lang` ("Statue of Unity"), its English name while the game has no
/// such text.
pub fn achievement_name(lang: Lang, id: &str, english: &str) -> String {
    crate::i18n::game_text(lang, "beta-colony", &format!("achievement-{id}"), english)
}
