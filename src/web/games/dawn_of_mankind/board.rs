//! Dawn of Mankind's pictures: pure functions from the engine's `View` (and the fixed component
//! data: the routes, which never change) to SVG markup, laid out for a phone column.
//!
//! `board_svg` draws the shared board (whose turn, the players, the four life stages with their
//! ready areas, routes and tiles, the art display and the progress piles), `mat_svg` one
//! player's mat (in `board_mat`), `legend_svg` and `pieces_svg` the keys (in `board_keys`).

use super::paint::canvas;
use super::paint::{
    cut, esc, icon_badge, num, pic, pic_with, seat_marks, seat_marks_in, text_width, token, w,
    Anchor, Canvas, Rect, Run, SeatMark, CHAR, FS, FS_HEAD, WIDTH,
};
use crate::engine::dawn_of_mankind::data::{data, Icon, Special};
use crate::engine::dawn_of_mankind::view::{ArtSlotView, PileView, TileView};
use crate::engine::dawn_of_mankind::{DawnOfMankind, View};
use crate::engine::Game;
use crate::i18n::{game_text, Arg, Lang};

pub use super::board_keys::{legend_svg, legend_svg_in, pieces_svg, pieces_svg_in};
pub use super::board_mat::{mat_svg, mat_svg_in};

/// The numerals and names of the four life stages (columns I to IV), the names in English
/// (`stage_name` words them).
pub const STAGES: [(&str, &str); 4] = [
    ("I", "Childhood"),
    ("II", "Youth"),
    ("III", "Adulthood"),
    ("IV", "Elders"),
];

/// The name of life stage `i` (0 to 3) in `lang`, from the game's terms.
pub(crate) fn stage_name(i: usize, lang: Lang) -> String {
    let english = STAGES.get(i).map_or("", |(_, n)| n);
    game_text(
        lang,
        DawnOfMankind::NAME,
        &format!("term-{}", english.to_lowercase()),
        english,
    )
}

/// Words as a text's argument.
pub(crate) fn words(s: &str) -> Arg<'_> {
    Arg::Words(s)
}
/// A light background per life stage (the numeral and name are always written too).
const STAGE_FILL: [&str; 4] = ["#FCE9D2", "#E3F1D9", "#DCEAF7", "#ECE3F3"];

const AREA_X: f32 = 4.0;
const AREA_W: f32 = 88.0;
const TILE_X: f32 = 126.0;
const TILE_W: f32 = 230.0;
/// The colour of the routes the viewer can take now.
pub const CHOICE: &str = "#0B4F9C";
const BOX_FILL: &str = "#FFFFFF";
const BOX_LINE: &str = "#555555";

/// The shared board: the four life-stage columns with their ready areas and tiles, the
/// meeples on them, the art display and the progress piles. `names` are the players by seat.
pub fn board_svg(v: &View, names: &[String]) -> String {
    board_svg_with(v, names, &[])
}

/// `board_svg` with the routes in `choices` (ids such as "RA1-A3", each with the address that
/// chooses it) drawn thick, their tiles outlined and tappable, and listed under their life
/// stage: the moves the viewer can make now.
pub fn board_svg_with(v: &View, names: &[String], choices: &[(String, String)]) -> String {
    board_svg_in(v, names, choices, Lang::En)
}

/// `board_svg_with` in `lang`.
pub fn board_svg_in(
    v: &View,
    names: &[String],
    choices: &[(String, String)],
    lang: Lang,
) -> String {
    let (c, h) = board_canvas_in(v, names, choices, lang);
    c.finish(h, "dm-board", &board_label(v, names, lang))
}

/// The accessible name of the board.
fn board_label(v: &View, names: &[String], lang: Lang) -> String {
    let marks = seat_marks_in(v, names, lang);
    pic_with(
        lang,
        "board-label",
        &[("status", words(&status_line(v, &marks, lang)))],
    )
}

/// The whole board in one phone column, in English (see [`board_canvas_in`]).
#[cfg(test)]
pub(crate) fn board_canvas(
    v: &View,
    names: &[String],
    choices: &[(String, String)],
) -> (Canvas, f32) {
    board_canvas_in(v, names, choices, Lang::En)
}

/// The whole board in one phone column: the players, the four stages, the art and progress.
pub(crate) fn board_canvas_in(
    v: &View,
    names: &[String],
    choices: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32) {
    let marks = seat_marks_in(v, names, lang);
    let mut c = canvas();
    let y = header(&mut c, v, &marks, 4.0, lang);
    let (stages, h) = stages_canvas(v, &marks, choices, lang);
    c.put(stages, 0.0, y);
    let (supply, h2) = supply_canvas(v, lang);
    c.put(supply, 0.0, y + h);
    (c, y + h + h2 + 4.0)
}

/// The parts of the board as the table page shows them: the players, the life stages (one
/// column on a phone, two by two on a wide screen, so that they fit one screen), and the art
/// and progress. Each is (phone markup, wide markup).
pub struct BoardParts {
    pub players: String,
    pub stages: String,
    pub stages_wide: String,
    pub supply: String,
}

pub fn board_parts(v: &View, names: &[String], choices: &[(String, String)]) -> BoardParts {
    board_parts_in(v, names, choices, Lang::En)
}

/// `board_parts` in `lang`.
pub fn board_parts_in(
    v: &View,
    names: &[String],
    choices: &[(String, String)],
    lang: Lang,
) -> BoardParts {
    let marks = seat_marks_in(v, names, lang);
    let mut c = canvas();
    let h = header(&mut c, v, &marks, 4.0, lang);
    let players = c.finish(h + 4.0, "dm-players", &pic(lang, "players-label"));
    let label = board_label(v, names, lang);
    let (stages, h) = stages_canvas(v, &marks, choices, lang);
    let stages = stages.finish(h + 4.0, "dm-board", &label);
    let (wide, w, h) = stages_wide_canvas(v, &marks, choices, lang);
    let stages_wide = wide.finish_wide(w, h + 4.0, "dm-board dm-wide", &label);
    let (supply, h) = supply_canvas(v, lang);
    let supply = supply.finish(h + 4.0, "dm-supply", &pic(lang, "supply-label"));
    BoardParts {
        players,
        stages,
        stages_wide,
        supply,
    }
}

/// The four life stages, one under the other, drawn from the top.
fn stages_canvas(
    v: &View,
    marks: &[SeatMark],
    choices: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32) {
    let mut c = canvas();
    let mut y = 0.0;
    for col in 1..=4u8 {
        y = stage(&mut c, v, marks, col, y + 6.0, choices, lang);
    }
    (c, y)
}

/// The four life stages two by two (I and II, then III and IV), for a wide screen: the width
/// and the height used.
fn stages_wide_canvas(
    v: &View,
    marks: &[SeatMark],
    choices: &[(String, String)],
    lang: Lang,
) -> (Canvas, f32, f32) {
    let mut c = canvas();
    let mut top = 0.0;
    for row in [[1u8, 2], [3, 4]] {
        let mut bottom: f32 = top;
        for (k, col) in row.into_iter().enumerate() {
            let mut part = canvas();
            let h = stage(&mut part, v, marks, col, 6.0, choices, lang);
            c.put(part, k as f32 * (WIDTH + 8.0), top);
            bottom = bottom.max(top + h);
        }
        top = bottom;
    }
    (c, 2.0 * WIDTH + 8.0, top)
}

/// The art display, the progress piles and the setup cards still on the table, from the top.
fn supply_canvas(v: &View, lang: Lang) -> (Canvas, f32) {
    let mut c = canvas();
    let mut y = art_section(&mut c, v, 6.0, lang);
    y = piles_section(&mut c, v, y + 6.0, lang);
    if !v.setup_cards.is_empty() {
        y = setup_section(&mut c, v, y + 6.0, lang);
    }
    (c, y)
}

/// The status line of the page heading in `lang`: "Turn 12. Now: ▲ Ana." and the like.
pub fn status_text(v: &View, names: &[String], lang: Lang) -> String {
    let marks = seat_marks(v, names);
    let who = v
        .current
        .and_then(|s| marks.get(s))
        .map(|m| format!("{} {}", m.shape, m.name));
    let text = match (v.phase, who) {
        ("setup", who) => {
            let turn = v.setup_turn.unwrap_or(1);
            match who {
                Some(who) => crate::say!(
                    "dawn-of-mankind-status-setup-now",
                    turn = turn,
                    turns = v.setup_turns,
                    who = who
                ),
                None => crate::say!(
                    "dawn-of-mankind-status-setup",
                    turn = turn,
                    turns = v.setup_turns
                ),
            }
        }
        ("finished", _) => match v.ended_by {
            Some("stall") => crate::say!("dawn-of-mankind-status-over-stall"),
            _ => crate::say!("dawn-of-mankind-status-over-vp"),
        },
        (_, Some(who)) => crate::say!(
            "dawn-of-mankind-status-turn-now",
            turn = v.turns + 1,
            who = who
        ),
        (_, None) => crate::say!("dawn-of-mankind-status-turn", turn = v.turns + 1),
    };
    crate::i18n::words(lang, &text)
}

/// "Turn 12." / "Setup turn 3 of 8. Now: ▲ Ana." / "Game over: …", in `lang`.
fn status_line(v: &View, marks: &[SeatMark], lang: Lang) -> String {
    let who = v
        .current
        .and_then(|s| marks.get(s))
        .map(|m| {
            let who = format!("{} {}", m.shape, m.name);
            format!(" {}", pic_with(lang, "status-now", &[("who", words(&who))]))
        })
        .unwrap_or_default();
    let line = match v.phase {
        "setup" => pic_with(
            lang,
            "status-setup",
            &[
                ("turn", num(v.setup_turn.unwrap_or(1))),
                ("turns", num(v.setup_turns)),
            ],
        ),
        "finished" => match v.ended_by {
            Some("stall") => pic(lang, "status-over-stall"),
            _ => pic(lang, "status-over-vp"),
        },
        _ => pic_with(lang, "status-turn", &[("turn", num(v.turns + 1))]),
    };
    if v.phase == "finished" {
        line
    } else {
        format!("{line}{who}")
    }
}

/// A coloured band with a heading and an optional note at the right.
pub(crate) fn band(c: &mut Canvas, y: f32, fill: &str, title: &str, note: &str) -> f32 {
    let bx = Rect::new(0.0, y, WIDTH, 26.0);
    c.rect(bx, fill, "none", "dm-band");
    // A long title (a longer language) leaves room for at least a short note.
    let title = cut(title, ((WIDTH - 16.0) / (CHAR * FS_HEAD)) as usize);
    let title = title.as_str();
    c.text(bx, 8.0, y + 19.0, FS_HEAD, Anchor::Start, true, title);
    if !note.is_empty() {
        let room = WIDTH - 24.0 - text_width(title, FS_HEAD);
        let note = cut(note, (room / (CHAR * FS)) as usize);
        c.text(bx, WIDTH - 8.0, y + 18.0, FS, Anchor::End, false, &note);
    }
    y + 26.0
}

/// Whose turn it is and every player with their shape, name and meeple counts.
fn header(c: &mut Canvas, v: &View, marks: &[SeatMark], y0: f32, lang: Lang) -> f32 {
    let title = match v.phase {
        "setup" => pic_with(
            lang,
            "head-setup",
            &[
                ("turn", num(v.setup_turn.unwrap_or(1))),
                ("turns", num(v.setup_turns)),
            ],
        ),
        "finished" => pic(lang, "head-over"),
        _ => pic_with(lang, "head-turn", &[("turn", num(v.turns + 1))]),
    };
    let note = match (v.phase, v.ended_by) {
        ("finished", Some("stall")) => pic(lang, "head-note-stall"),
        ("finished", _) => pic(lang, "head-note-vp"),
        _ => pic(lang, "head-note-title"),
    };
    let mut y = band(c, y0, "#EFE7D6", &title, &note);
    let rows = marks.len() as f32;
    let bx = Rect::new(4.0, y + 4.0, WIDTH - 8.0, 28.0 + rows * 26.0);
    c.rect(bx, BOX_FILL, BOX_LINE, "");
    y += 4.0;
    let now = match v.current.and_then(|s| marks.get(s)) {
        Some(m) => {
            let who = format!("{} {}", m.shape, cut(&m.name, 24));
            pic_with(lang, "to-play", &[("who", words(&who))])
        }
        None if v.phase == "finished" => pic(lang, "nobody-plays"),
        None => pic(lang, "nobody-to-play"),
    };
    let now = cut(&now, ((WIDTH - 24.0) / (CHAR * FS)) as usize);
    c.text(bx, 10.0, y + 19.0, FS, Anchor::Start, true, &now);
    y += 28.0;
    for (m, p) in marks.iter().zip(&v.players) {
        token(c, m, 20.0, y + 12.0, 9.0);
        let right = pic_with(
            lang,
            "meeples",
            &[("mat", num(p.mat)), ("board", num(p.on_board))],
        );
        let rw = text_width(&right, FS);
        let you = if v.seat == Some(m.seat) {
            format!(" {}", pic(lang, "you"))
        } else {
            String::new()
        };
        let room = ((WIDTH - 16.0 - 40.0 - rw - 8.0) / (CHAR * FS)) as usize;
        let label = format!(
            "{} {}{you}",
            m.shape,
            cut(&m.name, room.saturating_sub(2 + you.chars().count()))
        );
        c.text(bx, 36.0, y + 17.0, FS, Anchor::Start, false, &label);
        c.text(bx, WIDTH - 10.0, y + 17.0, FS, Anchor::End, false, &right);
        y += 26.0;
    }
    bx.bottom()
}

/// One life stage: its band, the routes the viewer may take there, the tiles on the right,
/// the ready areas on the left and the routes between them.
fn stage(
    c: &mut Canvas,
    v: &View,
    marks: &[SeatMark],
    col: u8,
    y0: f32,
    choices: &[(String, String)],
    lang: Lang,
) -> f32 {
    let d = data();
    let i = usize::from(col.clamp(1, 4) - 1);
    let (numeral, _) = STAGES[i];
    let name = stage_name(i, lang);
    let exit_to = match STAGES.get(i + 1) {
        Some((n, _)) => {
            let next = format!("{n} {}", stage_name(i + 1, lang));
            pic_with(lang, "exits-to", &[("stage", words(&next))])
        }
        None => pic(lang, "exits-to-mat"),
    };
    let mut y = band(
        c,
        y0,
        STAGE_FILL[i],
        &format!("{numeral} · {name}"),
        &exit_to,
    );
    let col_routes: Vec<_> = d
        .routes
        .iter()
        .filter(|r| d.areas.get(usize::from(r.from)).map(|a| a.column) == Some(col))
        .collect();
    let chosen: Vec<&str> = col_routes
        .iter()
        .filter(|r| choices.iter().any(|(ch, _)| ch == &r.id))
        .map(|r| r.id.as_str())
        .collect();
    if !chosen.is_empty() {
        let open = Rect::new(4.0, y + 4.0, WIDTH - 8.0, OPEN);
        let mut run = Run::new(c, open, 10.0, y + 21.0, lang);
        run.text(&pic(lang, "you-can-take"), true);
        for id in &chosen {
            run.text(id, false);
        }
        let bx = Rect::new(4.0, y + 4.0, WIDTH - 8.0, run.end() - open.y + 4.0);
        settle(c, open, bx);
        c.rect_stroke(bx, "#E8F0FB", CHOICE, 1.5, "dm-choices");
        y = bx.bottom();
    }
    y += 6.0;
    // Tiles, top to bottom; remember each one's box for the routes.
    let mut tile_boxes: Vec<(&str, Rect)> = Vec::new();
    for t in v.tiles.iter().filter(|t| t.column == col) {
        let on = chosen.iter().any(|id| id.ends_with(&format!("-{}", t.id)));
        let occupant = t.occupant.and_then(|s| marks.get(s));
        let h = paint_tile(c, t, TILE_X, y, TILE_W, occupant, on, lang);
        tile_boxes.push((t.id.as_str(), Rect::new(TILE_X, y, TILE_W, h)));
        // Tapping a tile the viewer can move to opens that move's form (a plain link: it works
        // without JavaScript, and the form lists every route anyway).
        if let Some((route, href)) = choices
            .iter()
            .find(|(id, _)| chosen.contains(&id.as_str()) && id.ends_with(&format!("-{}", t.id)))
        {
            let label = pic_with(
                lang,
                "move-along",
                &[("route", words(route)), ("tile", words(&t.name))],
            );
            tap_target(c, Rect::new(TILE_X, y, TILE_W, h), href, &label);
        }
        y += h + 6.0;
    }
    let mut bottom = y;
    // Ready areas beside the tiles they lead to, never overlapping.
    let mut next_top = y0 + 26.0 + 6.0;
    if let Some((_, first)) = tile_boxes.first() {
        next_top = next_top.max(first.y);
    }
    for (ai, a) in v
        .ready_areas
        .iter()
        .enumerate()
        .filter(|(_, a)| a.column == col)
    {
        let targets: Vec<Rect> = col_routes
            .iter()
            .filter(|r| usize::from(r.from) == ai)
            .filter_map(|r| {
                let tid = &d.tiles.get(usize::from(r.to))?.id;
                tile_boxes.iter().find(|(id, _)| id == tid).map(|(_, b)| *b)
            })
            .collect();
        let want = if targets.is_empty() {
            next_top
        } else {
            targets.iter().map(Rect::cy).sum::<f32>() / targets.len() as f32
        };
        let with: Vec<(usize, u8)> = a
            .meeples
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, n)| n > 0)
            .collect();
        let lines = with.len().div_ceil(2).max(1) as f32;
        let h = 26.0 + lines * 24.0;
        let top = (want - h / 2.0).max(next_top);
        let bx = Rect::new(AREA_X, top, AREA_W, h);
        c.rect(bx, "#FAF6EE", BOX_LINE, "dm-area");
        c.text(bx, AREA_X + 6.0, top + 18.0, FS, Anchor::Start, true, &a.id);
        if with.is_empty() {
            c.text(
                bx,
                AREA_X + 6.0,
                top + 40.0,
                FS,
                Anchor::Start,
                false,
                &pic(lang, "empty"),
            );
        }
        for (k, (seat, n)) in with.iter().enumerate() {
            let cx = AREA_X + 16.0 + (k % 2) as f32 * 42.0;
            let cy = top + 37.0 + (k / 2) as f32 * 24.0;
            if let Some(m) = marks.get(*seat) {
                token(c, m, cx, cy, 9.0);
            }
            c.text(
                bx,
                cx + 13.0,
                cy + 5.0,
                FS,
                Anchor::Start,
                false,
                &n.to_string(),
            );
        }
        // The routes leaving this area.
        let mine: Vec<_> = col_routes
            .iter()
            .filter(|r| usize::from(r.from) == ai)
            .collect();
        for (k, r) in mine.iter().enumerate() {
            let Some(tb) = d
                .tiles
                .get(usize::from(r.to))
                .and_then(|t| tile_boxes.iter().find(|(id, _)| *id == t.id))
                .map(|(_, b)| *b)
            else {
                continue;
            };
            let spread = (k as f32 - (mine.len() as f32 - 1.0) / 2.0) * 10.0;
            let (x1, y1) = (bx.right(), bx.cy() + spread);
            let (x2, y2) = (TILE_X, tb.cy());
            route_line(
                c,
                (x1, y1, x2, y2),
                r.icon,
                chosen.contains(&r.id.as_str()),
                &r.id,
                lang,
            );
        }
        next_top = bx.bottom() + 6.0;
        bottom = bottom.max(next_top);
    }
    bottom
}

/// An invisible link over `bx` to `href`, the address that chooses a route in the turn panel,
/// named `name`.
fn tap_target(c: &mut Canvas, bx: Rect, href: &str, name: &str) {
    let mut label = String::new();
    esc(&mut label, name);
    let mut link = String::new();
    esc(&mut link, href);
    w!(
        &mut c.fg,
        "<a href=\"{link}\" aria-label=\"{label}\" class=\"dm-tap\"><title>{label}</title><rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#ffffff\" fill-opacity=\"0\"/></a>",
        bx.x,
        bx.y,
        bx.w,
        bx.h
    );
}

/// A route from (x1, y1) to (x2, y2) with an arrowhead, its icon at the middle, thick and blue
/// when the viewer can take it.
fn route_line(
    c: &mut Canvas,
    ends: (f32, f32, f32, f32),
    icon: Icon,
    on: bool,
    id: &str,
    lang: Lang,
) {
    let (x1, y1, x2, y2) = ends;
    let mut title = String::new();
    esc(
        &mut title,
        &pic_with(lang, "route", &[("route", words(id))]),
    );
    let (stroke, sw, class) = if on {
        (CHOICE, 3.5, "dm-route dm-route-choice")
    } else {
        ("#555555", 1.5, "dm-route")
    };
    let out = c.bg_raw();
    super::paint::w!(
        out,
        "<g class=\"{class}\"><title>{title}</title><path d=\"M{x1:.1} {y1:.1}L{:.1} {y2:.1}\" stroke=\"{stroke}\" stroke-width=\"{sw}\" fill=\"none\"/><path d=\"M{:.1} {:.1}L{x2:.1} {y2:.1}L{:.1} {:.1}Z\" fill=\"{stroke}\"/></g>",
        x2 - 6.0,
        x2 - 7.0,
        y2 - 4.5,
        x2 - 7.0,
        y2 + 4.5
    );
    if icon != Icon::None {
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        icon_badge(c, icon, Rect::new(mx - 9.0, my - 9.0, 18.0, 18.0), lang);
    }
}

/// One tile: id and name (with its occupant's token), what it costs, what it gives with its
/// icon, and its exit. Returns the height used.
#[allow(clippy::too_many_arguments)]
pub(crate) fn paint_tile(
    c: &mut Canvas,
    t: &TileView,
    x: f32,
    y: f32,
    w: f32,
    occupant: Option<&SeatMark>,
    on: bool,
    lang: Lang,
) -> f32 {
    let open = Rect::new(x, y, w, OPEN);
    let bx = open;
    let id_w = c.text(bx, x + 6.0, y + 18.0, FS, Anchor::Start, true, &t.id);
    let room = ((w - 12.0 - id_w - 5.0 - 26.0) / (CHAR * FS)) as usize;
    c.text(
        bx,
        x + 6.0 + id_w + 5.0,
        y + 18.0,
        FS,
        Anchor::Start,
        false,
        &cut(&t.name, room),
    );
    if let Some(m) = occupant {
        token(c, m, x + w - 15.0, y + 14.0, 9.0);
    }
    let mut run = Run::new(c, bx, x + 6.0, y + 37.0, lang);
    run.text(&pic(lang, "pay"), true);
    let mut paid = false;
    if !t.lose.is_empty() {
        run.cost(&t.lose, "");
        paid = true;
    }
    if t.lose_food > 0 {
        run.text(&pic_with(lang, "food-n", &[("n", num(t.lose_food))]), false);
        paid = true;
    }
    if t.lose_vp > 0 {
        run.text(&pic_with(lang, "vp-n", &[("n", num(t.lose_vp))]), false);
        paid = true;
    }
    if t.special == Special::Barter {
        run.words(&pic(lang, "barter-pay"));
        paid = true;
    }
    if t.lose_meeple {
        run.words(&pic(lang, "meeple-to-mat"));
        paid = true;
    }
    if t.require_meeples_on_board > 0 {
        run.words(&pic_with(
            lang,
            "needs-on-board",
            &[("n", num(t.require_meeples_on_board))],
        ));
        paid = true;
    }
    if !paid {
        run.text(&pic(lang, "nothing"), false);
    }
    run.newline();
    let exit = if t.exit == "mat" {
        format!("⇒{}", pic(lang, "exit-mat"))
    } else {
        format!("⇒{}", t.exit)
    };
    let exit_w = text_width(&exit, FS);
    run.reserve = exit_w + 6.0;
    let exit_y = run.y;
    run.text(&pic(lang, "get"), true);
    let mut got = false;
    if !t.gain.is_empty() {
        run.cost(&t.gain, "");
        got = true;
    }
    if t.gain_vp > 0 {
        run.text(&pic_with(lang, "vp-n", &[("n", num(t.gain_vp))]), false);
        got = true;
    }
    match t.special {
        Special::Barter => {
            run.words(&pic(lang, "barter-get"));
            got = true;
        }
        Special::Tales => {
            run.words(&pic(lang, "tales-get"));
            got = true;
        }
        Special::None => {}
    }
    if t.icon != Icon::None {
        run.badge(t.icon);
        got = true;
    }
    if !got {
        run.text(&pic(lang, "nothing"), false);
    }
    let h = run.end() - y + 4.0;
    let bx = Rect::new(x, y, w, h);
    settle(c, open, bx);
    c.text(bx, x + w - 6.0, exit_y, FS, Anchor::End, false, &exit);
    if on {
        c.rect_stroke(bx, "#FFFFFF", CHOICE, 3.0, "dm-tile dm-tile-choice");
    } else {
        c.rect(bx, "#FFFFFF", BOX_LINE, "dm-tile");
    }
    h
}

/// The art display: four slots with card, line, cost and VP, and the deck size.
fn art_section(c: &mut Canvas, v: &View, y0: f32, lang: Lang) -> f32 {
    let note = pic_with(lang, "art-deck", &[("n", num(v.art_deck_size as f64))]);
    let title = pic(lang, "art-display");
    let mut y = band(c, y0, "#F7E3C4", &title, &note) + 6.0;
    for slot in 1..=4u8 {
        y = match v.art_display.iter().find(|a| a.slot == slot) {
            Some(a) => paint_art(c, a, 4.0, y, WIDTH - 8.0, lang),
            None => {
                let bx = Rect::new(4.0, y, WIDTH - 8.0, 26.0);
                c.rect(bx, BOX_FILL, BOX_LINE, "dm-art");
                c.text(
                    bx,
                    10.0,
                    y + 18.0,
                    FS,
                    Anchor::Start,
                    false,
                    &pic_with(lang, "art-slot-empty", &[("slot", num(slot))]),
                );
                bx.bottom()
            }
        } + 6.0;
    }
    y
}

/// One art card in its display slot. Returns the bottom.
pub(crate) fn paint_art(
    c: &mut Canvas,
    a: &ArtSlotView,
    x: f32,
    y: f32,
    w: f32,
    lang: Lang,
) -> f32 {
    let bx = Rect::new(x, y, w, OPEN);
    let right = pic_with(lang, "art-line", &[("line", num(a.line))]);
    let rw = text_width(&right, FS);
    let head = format!("{}. {}", a.slot, a.name);
    let room = ((w - 12.0 - rw - 8.0) / (CHAR * FS)) as usize;
    c.text(
        bx,
        x + 6.0,
        y + 18.0,
        FS,
        Anchor::Start,
        true,
        &cut(&head, room),
    );
    c.text(bx, x + w - 6.0, y + 18.0, FS, Anchor::End, false, &right);
    let mut run = Run::new(c, bx, x + 6.0, y + 37.0, lang);
    run.text(&pic(lang, "cost"), true);
    run.cost(&a.cost, &pic(lang, "nothing"));
    run.text(
        &format!("→ {}", pic_with(lang, "vp-n", &[("n", num(a.vp))])),
        false,
    );
    let h = run.end() - y + 4.0;
    close_box(c, x, y, Rect::new(x, y, w, h), "#FFF8EC", "dm-art");
    y + h
}

/// The height of a box still being filled: texts are measured against it, then `settle` gives
/// them the real box once its height is known.
pub(crate) const OPEN: f32 = 10_000.0;

/// Gives the texts measured against the open box `open` their real box `bx`.
pub(crate) fn settle(c: &mut Canvas, open: Rect, bx: Rect) {
    for p in c.placed.iter_mut().filter(|p| p.bx == open) {
        p.bx = bx;
    }
}

/// `settle`, then draws the box.
pub(crate) fn close_box(c: &mut Canvas, x: f32, y: f32, bx: Rect, fill: &str, class: &str) {
    settle(c, Rect::new(x, y, bx.w, OPEN), bx);
    c.rect(bx, fill, BOX_LINE, class);
}

/// "Cave painting" from "cave_painting".
pub(crate) fn pile_title(name: &str) -> String {
    let spaced = name.replace('_', " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The progress piles: every card left with its cost (top first) and the effect in short.
fn piles_section(c: &mut Canvas, v: &View, y0: f32, lang: Lang) -> f32 {
    let (title, note) = (pic(lang, "progress-piles"), pic(lang, "top-card-first"));
    let mut y = band(c, y0, "#DDE8F2", &title, &note) + 6.0;
    for p in &v.piles {
        y = paint_pile(c, p, 4.0, y, WIDTH - 8.0, lang) + 6.0;
    }
    y
}

/// One progress pile. Returns the bottom.
pub(crate) fn paint_pile(c: &mut Canvas, p: &PileView, x: f32, y: f32, w: f32, lang: Lang) -> f32 {
    let bx = Rect::new(x, y, w, OPEN);
    let right = pic_with(lang, "pile-left", &[("n", num(p.cards.len() as f64))]);
    c.text(
        bx,
        x + 6.0,
        y + 18.0,
        FS,
        Anchor::Start,
        true,
        &pile_title(&p.name),
    );
    c.text(bx, x + w - 6.0, y + 18.0, FS, Anchor::End, false, &right);
    let mut run = Run::new(c, bx, x + 6.0, y + 37.0, lang);
    for (k, card) in p.cards.iter().enumerate() {
        let number = card.id.rsplit('-').next().unwrap_or("?");
        let label = if k == 0 {
            pic_with(lang, "pile-top", &[("number", words(number))])
        } else {
            pic_with(lang, "pile-card", &[("number", words(number))])
        };
        let chips = crate::engine::dawn_of_mankind::data::parse_cost(&card.cost)
            .map(|c| c.iter().filter(|&&n| n > 0).count())
            .unwrap_or(0);
        let need = text_width(&label, FS) + 4.0 + (chips.max(1) as f32) * 36.0;
        run.room_for(need);
        run.text(&label, true);
        run.cost(&card.cost, &pic(lang, "free"));
    }
    if !p.cards.is_empty() {
        run.newline();
    }
    run.words(&p.effect);
    let h = run.end() - y + 4.0;
    close_box(c, x, y, Rect::new(x, y, w, h), "#F4F8FC", "dm-pile");
    y + h
}

/// The setup cards still on the table.
fn setup_section(c: &mut Canvas, v: &View, y0: f32, lang: Lang) -> f32 {
    let mut y = band(c, y0, "#EFE7D6", &pic(lang, "setup-cards"), "") + 6.0;
    for card in &v.setup_cards {
        let bx = Rect::new(4.0, y, WIDTH - 8.0, OPEN);
        let mut run = Run::new(c, bx, 10.0, y + 18.0, lang);
        run.text(&card.id, true);
        run.cost(&card.resources, &pic(lang, "nothing"));
        let h = run.end() - y + 4.0;
        close_box(
            c,
            4.0,
            y,
            Rect::new(4.0, y, WIDTH - 8.0, h),
            BOX_FILL,
            "dm-setup",
        );
        y += h + 6.0;
    }
    y
}
