//! The keys to the pictures: `legend_svg` (what every symbol and abbreviation on the board
//! means) and `pieces_svg` (the game's pieces for the rules page), drawn with the board's own
//! painting code so they look exactly like the board.

use super::board::{
    band, close_box, paint_art, paint_pile, paint_tile, stage_name, CHOICE, OPEN, STAGES,
};
use super::paint::canvas;
use super::paint::{
    icon_badge, pic, pictogram, res_letter, res_name, token, Anchor, Canvas, Rect, Run, SeatMark,
    FS, WIDTH,
};
use crate::engine::dawn_of_mankind::data::{cost_code, data, Exit, Icon, Res};
use crate::engine::dawn_of_mankind::view::{ArtSlotView, CardView, PileView, TileView};
use crate::engine::dawn_of_mankind::DawnOfMankind;
use crate::engine::Game;
use crate::i18n::{game_text, Lang};

/// A sample seat for the keys: the first seat's shape and colour with the initial "A".
fn sample_mark() -> SeatMark {
    SeatMark {
        seat: 0,
        name: "Ada".into(),
        initial: 'A',
        fill: "#E69F00",
        shape: "▲",
    }
}

/// One legend row: a picture drawn by `draw` in the left column (x 4..62, centre at the row's
/// first line) and `text` wrapped on the right. Returns the bottom.
fn row(c: &mut Canvas, y: f32, text: &str, draw: impl FnOnce(&mut Canvas, f32)) -> f32 {
    let open = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
    draw(c, y + 13.0);
    let mut run = Run::new(c, open, 70.0, y + 18.0, Lang::En);
    run.words(text);
    let h = (run.end() - y + 4.0).max(30.0);
    close_box(
        c,
        4.0,
        y,
        Rect::new(4.0, y, WIDTH - 8.0, h),
        "#FFFFFF",
        "dm-key",
    );
    y + h + 4.0
}

/// What every symbol means, in English (see [`legend_svg_in`]).
pub fn legend_svg() -> String {
    legend_svg_in(Lang::En)
}

/// What every symbol means, in `lang`.
pub fn legend_svg_in(lang: Lang) -> String {
    let (c, h) = legend_canvas_in(lang);
    c.finish(h, "dm-legend", &pic(lang, "legend-label"))
}

#[cfg(test)]
pub(crate) fn legend_canvas() -> (Canvas, f32) {
    legend_canvas_in(Lang::En)
}

pub(crate) fn legend_canvas_in(lang: Lang) -> (Canvas, f32) {
    let mut c = canvas();
    let m = sample_mark();
    let mut y = band(&mut c, 4.0, "#EFE7D6", &pic(lang, "legend"), "") + 6.0;
    y = row(&mut c, y, &pic(lang, "key-meeple"), |c, cy| {
        token(c, &m, 33.0, cy, 9.0)
    });
    for r in Res::ALL {
        let text = pic(lang, &format!("key-res-{}", r.name()));
        let letter = super::paint::cut(&res_letter(lang, r), 3);
        y = row(&mut c, y, &text, |c, cy| {
            pictogram(&mut c.fg, r, 24.0, cy);
            let bx = Rect::new(4.0, cy - 13.0, 58.0, 22.0);
            c.text(bx, 34.0, cy + 5.0, FS, Anchor::Start, true, &letter);
        });
    }
    for icon in [Icon::Progress, Icon::Art, Icon::Newborn] {
        let text = pic(lang, &format!("key-icon-{}", super::paint::icon_name(icon)));
        y = row(&mut c, y, &text, |c, cy| {
            icon_badge(c, icon, Rect::new(24.0, cy - 9.0, 18.0, 18.0), lang)
        });
    }
    y = row(&mut c, y, &pic(lang, "key-route"), |c, cy| {
        arrow(c, 12.0, cy, 56.0, "#555555", 1.5)
    });
    y = row(&mut c, y, &pic(lang, "key-route-choice"), |c, cy| {
        arrow(c, 12.0, cy, 56.0, CHOICE, 3.5)
    });
    y = row(&mut c, y, &pic(lang, "key-exit"), |c, cy| {
        let bx = Rect::new(4.0, cy - 13.0, 58.0, 22.0);
        c.text(bx, 10.0, cy + 5.0, FS, Anchor::Start, false, "⇒RY1");
    });
    let pay = super::paint::cut(&pic(lang, "pay"), 6);
    y = row(&mut c, y, &pic(lang, "key-pay-get"), |c, cy| {
        let bx = Rect::new(4.0, cy - 13.0, 58.0, 22.0);
        c.text(bx, 10.0, cy + 5.0, FS, Anchor::Start, true, &pay);
    });
    y = row(&mut c, y, &pic(lang, "key-stages"), |c, cy| {
        let bx = Rect::new(4.0, cy - 13.0, 58.0, 22.0);
        c.text(bx, 10.0, cy + 5.0, FS, Anchor::Start, true, "I–IV");
    });
    (c, y + 2.0)
}

/// An arrow from (x1, y) to (x2, y).
fn arrow(c: &mut Canvas, x1: f32, y: f32, x2: f32, stroke: &str, sw: f32) {
    super::paint::w!(
        &mut c.fg,
        "<path d=\"M{x1:.1} {y:.1}H{:.1}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"/><path d=\"M{:.1} {:.1}L{x2:.1} {y:.1}L{:.1} {:.1}Z\" fill=\"{stroke}\"/>",
        x2 - 6.0,
        x2 - 7.0,
        y - 4.5,
        x2 - 7.0,
        y + 4.5
    );
}

/// The tile view of face `face_id` as the board would show it (for the rules page), named in
/// `lang`.
fn sample_tile(face_id: &str, lang: Lang) -> Option<TileView> {
    let d = data();
    let f = d.faces.iter().find(|f| f.id == face_id)?;
    let t = d.tiles.get(usize::from(f.tile))?;
    Some(TileView {
        id: t.id.clone(),
        column: t.column,
        face: f.id.clone(),
        name: game_text(
            lang,
            DawnOfMankind::NAME,
            &format!("tile-{}", f.id),
            &f.name,
        ),
        lose: cost_code(&f.lose),
        lose_food: f.lose_food,
        lose_vp: f.lose_vp,
        lose_meeple: f.lose_meeple,
        require_meeples_on_board: f.require_meeples,
        gain: cost_code(&f.gain),
        gain_vp: f.gain_vp,
        icon: f.icon,
        special: f.special,
        exit: match t.exit {
            Exit::Area(a) => d
                .areas
                .get(usize::from(a))
                .map_or("?".into(), |a| a.id.clone()),
            Exit::Mat => "mat".into(),
        },
        occupant: None,
    })
}

/// The pieces explained for the rules page: a meeple in each life stage, the four resources,
/// two tiles with their parts named, an art card and a progress card.
pub fn pieces_svg() -> String {
    pieces_svg_in(Lang::En)
}

/// The pieces explained for the rules page, in `lang`.
pub fn pieces_svg_in(lang: Lang) -> String {
    let (c, h) = pieces_canvas_in(lang);
    c.finish(h, "dm-pieces", &pic(lang, "pieces-label"))
}

#[cfg(test)]
pub(crate) fn pieces_canvas() -> (Canvas, f32) {
    pieces_canvas_in(Lang::En)
}

pub(crate) fn pieces_canvas_in(lang: Lang) -> (Canvas, f32) {
    let d = data();
    let mut c = canvas();
    let m = sample_mark();
    let t = |key: &str| pic(lang, key);
    let mut y = band(
        &mut c,
        4.0,
        "#EFE7D6",
        &t("meeples-title"),
        &t("meeples-note"),
    ) + 6.0;
    let fills = ["#FCE9D2", "#E3F1D9", "#DCEAF7", "#ECE3F3"];
    for (k, (num, _)) in STAGES.iter().enumerate() {
        let bx = Rect::new(4.0 + k as f32 * 88.5, y, 85.0, 56.0);
        c.rect(bx, fills[k], "#555555", "dm-stage");
        c.text(bx, bx.x + 6.0, y + 19.0, FS, Anchor::Start, true, num);
        token(&mut c, &m, bx.x + 60.0, y + 15.0, 9.0);
        let name = super::paint::cut(&stage_name(k, lang), 10);
        c.text(bx, bx.x + 6.0, y + 46.0, FS, Anchor::Start, false, &name);
    }
    y += 62.0;
    y = band(&mut c, y, "#EFE7D6", &t("resources"), &t("resources-note")) + 6.0;
    let bx = Rect::new(4.0, y, WIDTH - 8.0, 52.0);
    c.rect(bx, "#FFFFFF", "#555555", "dm-key");
    for (k, r) in Res::ALL.iter().enumerate() {
        let (x, ly) = (
            12.0 + (k % 2) as f32 * 176.0,
            y + 20.0 + (k / 2) as f32 * 24.0,
        );
        pictogram(&mut c.fg, *r, x + 6.0, ly - 4.5);
        let label = format!("{} {}", res_letter(lang, *r), res_name(lang, *r));
        let label = super::paint::cut(&label, 20);
        c.text(bx, x + 16.0, ly, FS, Anchor::Start, false, &label);
    }
    y += 58.0;
    y = band(&mut c, y, "#EFE7D6", &t("tiles"), &t("tiles-note")) + 6.0;
    // The parts' names at the left: at most 14 characters (110 units at 13 px).
    let part = |key: &str| super::paint::cut(&pic(lang, key), 14);
    for face in ["A1a", "Y5a"] {
        let Some(tile) = sample_tile(face, lang) else {
            continue;
        };
        let h = paint_tile(&mut c, &tile, 126.0, y, 230.0, None, false, lang);
        let bx = Rect::new(4.0, y, 116.0, h);
        c.text(
            bx,
            116.0,
            y + 18.0,
            FS,
            Anchor::End,
            false,
            &part("part-id-name"),
        );
        c.text(
            bx,
            116.0,
            y + 37.0,
            FS,
            Anchor::End,
            false,
            &part("part-cost"),
        );
        let rest = if tile.icon == Icon::None {
            part("part-gain-exit")
        } else {
            part("part-gain-icon-exit")
        };
        c.text(bx, 116.0, y + 55.0, FS, Anchor::End, false, &rest);
        y += h.max(60.0) + 6.0;
    }
    y = band(
        &mut c,
        y,
        "#F7E3C4",
        &t("an-art-card"),
        &t("an-art-card-note"),
    ) + 6.0;
    if let Some(a) = d.art.first() {
        let (cost, vp) = a.lines[0];
        let slot = ArtSlotView {
            slot: 1,
            card: a.id.clone(),
            name: game_text(lang, DawnOfMankind::NAME, &format!("art-{}", a.id), &a.name),
            line: 1,
            cost: cost_code(&cost),
            vp,
        };
        y = paint_art(&mut c, &slot, 4.0, y, WIDTH - 8.0, lang) + 6.0;
    }
    let (title, note) = (t("a-progress-card"), t("a-progress-card-note"));
    y = band(&mut c, y, "#DDE8F2", &title, &note) + 6.0;
    if let Some(n) = d
        .names
        .iter()
        .find(|n| n.named.is_none())
        .or(d.names.first())
    {
        let text = |key: String, english: &str| game_text(lang, DawnOfMankind::NAME, &key, english);
        let pile = PileView {
            name: text(format!("progress-{}", n.name), &n.name),
            cards: vec![CardView {
                id: format!("{}-1", n.name),
                cost: cost_code(&n.costs[0]),
            }],
            effect: text(format!("effect-{}", n.name), &n.effect_text),
        };
        y = paint_pile(&mut c, &pile, 4.0, y, WIDTH - 8.0, lang) + 6.0;
    }
    (c, y)
}
