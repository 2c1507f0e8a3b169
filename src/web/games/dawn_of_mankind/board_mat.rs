//! One player's mat as SVG: name and shape, VP (or "hidden"), resources with their tracks and
//! spoil limits, meeples on the mat and on the board, the Cooking, Religion and Storytelling
//! spaces, the progress slots and the setup card.

use super::board::{band, close_box, pile_title, words, OPEN};
use super::paint::canvas;
use super::paint::{
    cut, num, pic, pic_with, pictogram, res_letter, res_name, seat_marks_in, text_width, token,
    Anchor, Canvas, Rect, Run, SeatMark, CHAR, FS, WIDTH,
};
use crate::engine::dawn_of_mankind::data::{data, Effect, Res};
use crate::engine::dawn_of_mankind::view::{PlayerView, Vp};
use crate::engine::dawn_of_mankind::{DawnOfMankind, View};
use crate::engine::{Game, Seat};
use crate::i18n::{game_text, Lang};

const BOX_FILL: &str = "#FFFFFF";

/// One player's mat: resources, meeples on the mat, progress cards, VP where the viewer may see it.
pub fn mat_svg(v: &View, seat: Seat, names: &[String]) -> String {
    mat_svg_in(v, seat, names, Lang::En)
}

/// One player's mat in `lang`.
pub fn mat_svg_in(v: &View, seat: Seat, names: &[String], lang: Lang) -> String {
    let marks = seat_marks_in(v, names, lang);
    let label = match marks.get(seat) {
        Some(m) => {
            let who = format!("{} {}", m.shape, m.name);
            pic_with(lang, "mat-of", &[("who", words(&who))])
        }
        None => pic(lang, "mat"),
    };
    let (c, h) = mat_canvas_in(v, seat, names, lang);
    c.finish(h, "dm-mat", &label)
}

/// Draws the mat in English; returns the canvas and the height used.
#[cfg(test)]
pub(crate) fn mat_canvas(v: &View, seat: Seat, names: &[String]) -> (Canvas, f32) {
    mat_canvas_in(v, seat, names, Lang::En)
}

/// Draws the mat in `lang`; returns the canvas and the height used.
pub(crate) fn mat_canvas_in(v: &View, seat: Seat, names: &[String], lang: Lang) -> (Canvas, f32) {
    let marks = seat_marks_in(v, names, lang);
    let mut c = canvas();
    let (Some(p), Some(m)) = (v.players.get(seat), marks.get(seat)) else {
        let bx = Rect::new(0.0, 0.0, WIDTH, 30.0);
        let text = pic(lang, "no-player");
        c.text(bx, 8.0, 20.0, FS, Anchor::Start, false, &text);
        return (c, 30.0);
    };
    let mut y = title(&mut c, v, p, m, 4.0, lang);
    y = resources(&mut c, p, m, y + 6.0, lang);
    y = spaces(&mut c, p, y + 6.0, lang);
    y = slots(&mut c, p, y + 6.0, lang);
    (c, y + 4.0)
}

/// A progress card by its pile's name and number ("hunting #2"), never by its id.
fn card_name(id: &str, lang: Lang) -> String {
    match id.rsplit_once('-') {
        Some((pile, number)) => {
            let name = game_text(
                lang,
                DawnOfMankind::NAME,
                &format!("progress-{pile}"),
                &pile.replace('_', " "),
            );
            pic_with(
                lang,
                "card",
                &[("name", words(&name)), ("number", words(number))],
            )
        }
        None => id.to_string(),
    }
}

/// The player's name and shape, whether it is the viewer's own mat, and VP.
fn title(c: &mut Canvas, v: &View, p: &PlayerView, m: &SeatMark, y0: f32, lang: Lang) -> f32 {
    let note = if v.seat == Some(m.seat) {
        pic(lang, "your-mat")
    } else {
        String::new()
    };
    let room = ((WIDTH - 16.0 - text_width(&note, FS) - 30.0) / (CHAR * 15.0)) as usize;
    let name = format!("{} {}", m.shape, cut(&m.name, room.saturating_sub(2)));
    let y = band(c, y0, "#EFE7D6", &name, &note);
    // The box grows when the setup card's chips wrap (a longer language).
    let bx = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
    token(c, m, 20.0, y + 20.0, 9.0);
    let vp = match p.vp {
        Vp::Value(n) => pic_with(lang, "vp-total", &[("n", num(n))]),
        Vp::Hidden => pic(lang, "vp-total-hidden"),
    };
    let score = p
        .score
        .map(|n| pic_with(lang, "final-score", &[("n", num(n))]))
        .unwrap_or_default();
    let score_w = if score.is_empty() {
        0.0
    } else {
        text_width(&score, FS) + 8.0
    };
    let vp = cut(&vp, ((WIDTH - 46.0 - score_w) / (CHAR * FS)) as usize);
    c.text(bx, 36.0, y + 25.0, FS, Anchor::Start, true, &vp);
    if !score.is_empty() {
        c.text(bx, WIDTH - 10.0, y + 25.0, FS, Anchor::End, false, &score);
    }
    let setup = match &p.setup_card {
        Some(id) => id.clone(),
        None => pic(lang, "none"),
    };
    let mut run = Run::new(c, bx, 36.0, y + 45.0, lang);
    run.text(
        &pic_with(lang, "setup-card", &[("card", words(&setup))]),
        false,
    );
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
    let h = (run.end() - bx.y + 3.0).max(50.0);
    let bx = Rect::new(bx.x, bx.y, bx.w, h);
    close_box(c, bx.x, bx.y, bx, BOX_FILL, "");
    bx.bottom()
}

/// The four resource tracks, the spoil limits and the meeples.
fn resources(c: &mut Canvas, p: &PlayerView, m: &SeatMark, y0: f32, lang: Lang) -> f32 {
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
        let label = format!("{} {}", res_letter(lang, r), res_name(lang, r));
        let label = cut(&label, ((110.0 - 30.0 - 4.0) / (CHAR * FS)) as usize);
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
        &cut(
            &pic_with(
                lang,
                "spoil-limits",
                &[("meat", num(meat)), ("fruit", num(fruit))],
            ),
            ((WIDTH - 24.0) / (CHAR * FS)) as usize,
        ),
    );
    y += 24.0;
    let line = |c: &mut Canvas, y: f32, text: &str, n: u32| {
        // Room for the text and up to ten tokens after it.
        let room = (WIDTH - 24.0 - 22.0 * n.min(10) as f32) / (CHAR * FS);
        let text = cut(text, room as usize);
        let w = c.text(bx, 10.0, y + 16.0, FS, Anchor::Start, false, &text);
        for k in 0..n.min(10) {
            token(c, m, 10.0 + w + 14.0 + k as f32 * 22.0, y + 11.0, 8.0);
        }
    };
    line(
        c,
        y,
        &pic_with(lang, "on-mat", &[("n", num(p.mat))]),
        u32::from(p.mat),
    );
    y += 24.0;
    line(
        c,
        y,
        &pic_with(lang, "on-board", &[("n", num(p.on_board))]),
        0,
    );
    bx.bottom()
}

/// What a named space scores, from the card covering it or the printed values.
fn named_text(card: &Option<String>, fallback: &str, lang: Lang) -> String {
    let d = data();
    let effect = card
        .as_deref()
        .and_then(|id| id.rsplit_once('-'))
        .and_then(|(name, _)| d.name_by_id(name))
        .and_then(|i| d.names.get(usize::from(i)))
        .map(|n| n.effect);
    match effect {
        Some(Effect::Religion { food, goods }) => religion_text(lang, food, goods),
        Some(Effect::Storytelling { cards, meeples }) => story_text(lang, cards, meeples),
        _ => fallback.to_string(),
    }
}

/// "2 VP per 2 food, 4 VP per 2 tools/hides"
fn religion_text(
    lang: Lang,
    food: impl super::paint::Count,
    goods: impl super::paint::Count,
) -> String {
    pic_with(
        lang,
        "religion-scores",
        &[("food", num(food)), ("goods", num(goods))],
    )
}

/// "3 VP per card, 2 VP per meeple on board"
fn story_text(
    lang: Lang,
    cards: impl super::paint::Count,
    meeples: impl super::paint::Count,
) -> String {
    pic_with(
        lang,
        "story-scores",
        &[("cards", num(cards)), ("meeples", num(meeples))],
    )
}

/// The Cooking, Religion and Storytelling spaces and the other numbers the rules read.
fn spaces(c: &mut Canvas, p: &PlayerView, y0: f32, lang: Lang) -> f32 {
    let m = &data().mat;
    let (title, note) = (pic(lang, "mat-spaces"), pic(lang, "printed-or-covered"));
    let y = band(c, y0, "#DDE8F2", &title, &note) + 6.0;
    let cooking = pic_with(
        lang,
        "cooking-scores",
        &[("food", num(p.cook[0])), ("vp", num(p.cook[1]))],
    );
    let religion = named_text(
        &p.religion,
        &religion_text(lang, m.religion[0], m.religion[1]),
        lang,
    );
    let story = named_text(
        &p.storytelling,
        &story_text(lang, m.storytelling[0], m.storytelling[1]),
        lang,
    );
    let rows = [
        ("cooking", &p.cooking, cooking),
        ("religion", &p.religion, religion),
        ("storytelling", &p.storytelling, story),
    ];
    let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 18.0, lang);
    for (key, card, text) in rows {
        let cover = match card.as_deref() {
            Some(id) => card_name(id, lang),
            None => pic(lang, "printed"),
        };
        run.text(&pic(lang, &format!("space-{key}")), true);
        run.text(&cover, false);
        run.newline();
        run.words(&format!("({text})"));
        run.newline();
    }
    run.words(&pic_with(
        lang,
        "first-area",
        &[("limit", num(p.first_area_limit)), ("vp", num(p.expand_vp))],
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
fn slots(c: &mut Canvas, p: &PlayerView, y0: f32, lang: Lang) -> f32 {
    let d = data();
    let note = pic_with(lang, "acquired", &[("n", num(p.acquired.len()))]);
    let y = band(c, y0, "#DDE8F2", &pic(lang, "progress-slots"), &note) + 6.0;
    let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
    let mut run = Run::new(c, open, 10.0, y + 18.0, lang);
    let count = usize::from(d.mat.slots).max(p.slots.len());
    for i in 0..count {
        run.text(&pic_with(lang, "slot", &[("n", num(i + 1))]), true);
        let stack = p.slots.get(i).map(Vec::as_slice).unwrap_or(&[]);
        match stack.split_last() {
            None => run.text(&pic(lang, "empty"), false),
            Some((top, below)) => {
                for card in below {
                    run.text(&format!("{},", card_name(card, lang)), false);
                }
                let top_name = card_name(top, lang);
                run.text(
                    &pic_with(lang, "active", &[("card", words(&top_name))]),
                    false,
                );
                let effect = top
                    .rsplit_once('-')
                    .and_then(|(name, _)| d.name_by_id(name))
                    .and_then(|k| d.names.get(usize::from(k)));
                if let Some(n) = effect {
                    run.newline();
                    let name = game_text(
                        lang,
                        DawnOfMankind::NAME,
                        &format!("progress-{}", n.name),
                        &n.name,
                    );
                    let text = game_text(
                        lang,
                        DawnOfMankind::NAME,
                        &format!("effect-{}", n.name),
                        &n.effect_text,
                    );
                    run.words(&pic_with(
                        lang,
                        "effect-line",
                        &[
                            ("name", words(&pile_title(&name))),
                            ("effect", words(&text)),
                        ],
                    ));
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
