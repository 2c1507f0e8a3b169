//! One player's mat as SVG: name and shape, VP (or "hidden"), resources with their tracks and
//! spoil limits, meeples on the mat and on the board, the Cooking, Religion and Storytelling
//! spaces, the progress slots and the setup card.

use super::board::{band, close_box, pile_title, OPEN};
use super::paint::{
    cut, pictogram, seat_marks, text_width, token, Anchor, Canvas, Rect, Run, SeatMark, CHAR, FS,
    WIDTH,
};
use crate::engine::dawn_of_mankind::data::{data, Effect, Res};
use crate::engine::dawn_of_mankind::view::{PlayerView, Vp};
use crate::engine::dawn_of_mankind::View;
use crate::engine::Seat;

const BOX_FILL: &str = "#FFFFFF";

/// One player's mat: resources, meeples on the mat, progress cards, VP where the viewer may see it.
pub fn mat_svg(v: &View, seat: Seat, names: &[String]) -> String {
    let marks = seat_marks(v, names);
    let label = match marks.get(seat) {
        Some(m) => format!("Mat of {} {}", m.shape, m.name),
        None => "Mat".to_string(),
    };
    let (c, h) = mat_canvas(v, seat, names);
    c.finish(h, "dm-mat", &label)
}

/// Draws the mat; returns the canvas and the height used.
pub(crate) fn mat_canvas(v: &View, seat: Seat, names: &[String]) -> (Canvas, f32) {
    let marks = seat_marks(v, names);
    let mut c = Canvas::new();
    let (Some(p), Some(m)) = (v.players.get(seat), marks.get(seat)) else {
        let bx = Rect::new(0.0, 0.0, WIDTH, 30.0);
        c.text(bx, 8.0, 20.0, FS, Anchor::Start, false, "No such player.");
        return (c, 30.0);
    };
    let mut y = title(&mut c, v, p, m, 4.0);
    y = resources(&mut c, p, m, y + 6.0);
    y = spaces(&mut c, p, y + 6.0);
    y = slots(&mut c, p, y + 6.0);
    (c, y + 4.0)
}

/// The player's name and shape, whether it is the viewer's own mat, and VP.
fn title(c: &mut Canvas, v: &View, p: &PlayerView, m: &SeatMark, y0: f32) -> f32 {
    let note = if v.seat == Some(m.seat) {
        "your mat"
    } else {
        ""
    };
    let room = ((WIDTH - 16.0 - text_width(note, FS) - 30.0) / (CHAR * 15.0)) as usize;
    let name = format!("{} {}", m.shape, cut(&m.name, room.saturating_sub(2)));
    let y = band(c, y0, "#EFE7D6", &name, note);
    let bx = Rect::new(4.0, y + 4.0, WIDTH - 8.0, 50.0);
    c.rect(bx, BOX_FILL, "#555555", "");
    token(c, m, 20.0, y + 20.0, 9.0);
    let vp = match p.vp {
        Vp::Value(n) => format!("VP total: {n}"),
        Vp::Hidden => "VP total: hidden".to_string(),
    };
    c.text(bx, 36.0, y + 25.0, FS, Anchor::Start, true, &vp);
    if let Some(score) = p.score {
        c.text(
            bx,
            WIDTH - 10.0,
            y + 25.0,
            FS,
            Anchor::End,
            false,
            &format!("final score {score}"),
        );
    }
    let setup = match &p.setup_card {
        Some(id) => id.clone(),
        None => "none".to_string(),
    };
    let mut run = Run::new(c, bx, 36.0, y + 45.0);
    run.text(&format!("Setup card: {setup}"), false);
    if let Some(card) = data()
        .setup
        .iter()
        .find(|s| Some(&s.id) == p.setup_card.as_ref())
    {
        run.cost(
            &crate::engine::dawn_of_mankind::data::cost_code(&card.resources),
            "",
        );
    }
    bx.bottom()
}

/// The four resource tracks, the spoil limits and the meeples.
fn resources(c: &mut Canvas, p: &PlayerView, m: &SeatMark, y0: f32) -> f32 {
    let cap = data().mat.cap.max(1);
    let rows = [
        (Res::Fruit, p.fruit),
        (Res::Meat, p.meat),
        (Res::Tools, p.tools),
        (Res::Hides, p.hides),
    ];
    let bx = Rect::new(4.0, y0, WIDTH - 8.0, 4.0 + 22.0 * 4.0 + 24.0 * 3.0);
    c.rect(bx, "#FBFAF5", "#555555", "dm-resources");
    let mut y = y0 + 4.0;
    for (r, n) in rows {
        pictogram(&mut c.fg, r, 18.0, y + 10.0);
        let label = format!("{} {}", r.letter(), r.name());
        c.text(bx, 30.0, y + 15.0, FS, Anchor::Start, false, &label);
        c.text(
            bx,
            140.0,
            y + 15.0,
            FS,
            Anchor::End,
            true,
            &format!("{n}/{cap}"),
        );
        for k in 0..cap {
            let filled = k < n;
            super::paint::w!(
                &mut c.fg,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"18\" height=\"14\" rx=\"2\" fill=\"{}\" stroke=\"#555555\" stroke-width=\"0.8\"/>",
                150.0 + f32::from(k) * 24.0,
                y + 3.0,
                if filled { "#6B6B6B" } else { "#FFFFFF" }
            );
        }
        y += 22.0;
    }
    let [meat, fruit] = p.spoil_limits;
    c.text(
        bx,
        10.0,
        y + 16.0,
        FS,
        Anchor::Start,
        false,
        &format!("At rest keeps at most meat {meat}, fruit {fruit}"),
    );
    y += 24.0;
    let line = |c: &mut Canvas, y: f32, text: &str, n: u32| {
        let w = c.text(bx, 10.0, y + 16.0, FS, Anchor::Start, false, text);
        for k in 0..n.min(10) {
            token(c, m, 10.0 + w + 14.0 + k as f32 * 22.0, y + 11.0, 8.0);
        }
    };
    line(c, y, &format!("On the mat: {}", p.mat), u32::from(p.mat));
    y += 24.0;
    line(c, y, &format!("On the board: {}", p.on_board), 0);
    bx.bottom()
}

/// What a named space scores, from the card covering it or the printed values.
fn named_text(card: &Option<String>, fallback: &str) -> String {
    let d = data();
    let effect = card
        .as_deref()
        .and_then(|id| id.rsplit_once('-'))
        .and_then(|(name, _)| d.name_by_id(name))
        .and_then(|i| d.names.get(usize::from(i)))
        .map(|n| n.effect);
    match effect {
        Some(Effect::Religion { food, goods }) => {
            format!("{food} VP per 2 food, {goods} VP per 2 tools/hides")
        }
        Some(Effect::Storytelling { cards, meeples }) => {
            format!("{cards} VP per card, {meeples} VP per meeple on board")
        }
        _ => fallback.to_string(),
    }
}

/// The Cooking, Religion and Storytelling spaces and the other numbers the rules read.
fn spaces(c: &mut Canvas, p: &PlayerView, y0: f32) -> f32 {
    let m = &data().mat;
    let y = band(c, y0, "#DDE8F2", "Mat spaces", "printed or covered") + 6.0;
    let cooking = format!("lose {} food for {} VP", p.cook[0], p.cook[1]);
    let religion = named_text(
        &p.religion,
        &format!(
            "{} VP per 2 food, {} VP per 2 tools/hides",
            m.religion[0], m.religion[1]
        ),
    );
    let story = named_text(
        &p.storytelling,
        &format!(
            "{} VP per card, {} VP per meeple on board",
            m.storytelling[0], m.storytelling[1]
        ),
    );
    let rows = [
        ("Cooking", &p.cooking, cooking),
        ("Religion", &p.religion, religion),
        ("Storytelling", &p.storytelling, story),
    ];
    let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 18.0);
    for (title, card, text) in rows {
        let cover = card.as_deref().unwrap_or("printed");
        run.text(&format!("{title}:"), true);
        run.text(cover, false);
        run.newline();
        run.words(&format!("({text})"));
        run.newline();
    }
    run.words(&format!(
        "First ready area: at most {} of yours. Expanding costs {} VP.",
        p.first_area_limit, p.expand_vp
    ));
    let h = run.end() - y + 4.0;
    close_box(
        c,
        4.0,
        y,
        Rect::new(4.0, y, WIDTH - 8.0, h),
        BOX_FILL,
        "dm-spaces",
    );
    y + h
}

/// The progress slots (stacks, the top card active) with the active effect in short.
fn slots(c: &mut Canvas, p: &PlayerView, y0: f32) -> f32 {
    let d = data();
    let note = format!("{} cards acquired", p.acquired.len());
    let y = band(c, y0, "#DDE8F2", "Progress slots", &note) + 6.0;
    let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 18.0);
    let count = usize::from(d.mat.slots).max(p.slots.len());
    for i in 0..count {
        run.text(&format!("Slot {}:", i + 1), true);
        let stack = p.slots.get(i).map(Vec::as_slice).unwrap_or(&[]);
        match stack.split_last() {
            None => run.text("empty", false),
            Some((top, below)) => {
                for card in below {
                    run.text(&format!("{card},"), false);
                }
                run.text(&format!("{top} (active)"), false);
                let effect = top
                    .rsplit_once('-')
                    .and_then(|(name, _)| d.name_by_id(name))
                    .and_then(|k| d.names.get(usize::from(k)));
                if let Some(n) = effect {
                    run.newline();
                    run.words(&format!("{}: {}", pile_title(&n.name), n.effect_text));
                }
            }
        }
        run.newline();
    }
    let h = run.end() - y - 18.0 + 4.0;
    close_box(
        c,
        4.0,
        y,
        Rect::new(4.0, y, WIDTH - 8.0, h),
        BOX_FILL,
        "dm-slots",
    );
    y + h
}
