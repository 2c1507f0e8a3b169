//! One player's sheets (`mat_svg`): the brain map with its covered regions (Era I) or the era
//! track (eras II–IV, dark and golden ages), the demography sheet (innovation and population
//! numbers, capacity, elders), the five infrastructure tracks, the hand (its cards for its
//! owner, only its size for anyone else), the discard pile's top and size, the repertoire and
//! the score.

use super::paint::{
    num, pic, pic_with, seat_marks, seat_shape, worded, Anchor, Canvas, Mark, Rect, SeatMark, WIDTH,
};
use crate::engine::origins::data::{data, Region, Track};
use crate::engine::origins::state::EraSpace;
use crate::engine::origins::{said, Origins, View};
use crate::engine::{Game, Seat};
use crate::i18n::{game_text, Arg, Lang};

const BOX: &str = "#FFFFFF";
const LINE: &str = "#555555";
const ON: &str = "#DDE6F0";
const ERA_SPACES: [EraSpace; 5] = [
    EraSpace::IIDark,
    EraSpace::IIGolden,
    EraSpace::IIIDark,
    EraSpace::IIIGolden,
    EraSpace::IVDark,
];

/// Words as a text's argument.
fn words(s: &str) -> Arg<'_> {
    Arg::Words(s)
}

/// A card as players read it: its name in `lang`.
fn card_label(c: crate::engine::origins::state::CardId, lang: Lang) -> String {
    worded(lang, &said::card(c))
}

/// The sheets of `seat` in English (see [`mat_svg_in`]).
pub fn mat_svg(v: &View, seat: Seat, marks: &[Mark]) -> String {
    mat_svg_in(v, seat, marks, Lang::En)
}

/// The sheets of `seat`, as the viewer of `v` may see them, in `lang`. An unknown seat draws a
/// short note.
pub fn mat_svg_in(v: &View, seat: Seat, marks: &[Mark], lang: Lang) -> String {
    let (c, height, label) = mat_canvas(v, seat, marks, lang);
    c.finish(height, "", "om-mat", &label)
}

pub(crate) fn mat_canvas(
    v: &View,
    seat: Seat,
    marks: &[Mark],
    lang: Lang,
) -> (Canvas, f32, String) {
    let marks = seat_marks(v, marks, lang);
    let mut c = Canvas::new(WIDTH);
    let fs = c.fs;
    let (Some(p), Some(m)) = (v.players.get(seat), marks.get(seat)) else {
        let y = c.line(fs * 1.2, false, &pic(lang, "no-player"));
        return (c, y, pic(lang, "no-player-label"));
    };
    let species = worded(lang, &said::species(p.sheet));
    let mut y = fs * 1.3;
    token(&mut c, m, 6.0 + fs * 0.6, y - fs * 0.35);
    let head = super::paint::cut_to(
        &format!("{} — {species}", m.label()),
        WIDTH - 20.0 - fs * 1.4,
        fs,
        true,
    );
    let bx = Rect::new(0.0, y - fs, WIDTH, fs * 1.4);
    c.text(bx, 10.0 + fs * 1.2, y, fs, Anchor::Start, true, "", &head);
    y += fs * 1.4;
    let mut score = pic_with(lang, "score-now", &[("n", num(f64::from(p.current_score)))]);
    if let Some(f) = v
        .final_scores
        .as_ref()
        .and_then(|f| f.iter().find(|f| f.seat == seat))
    {
        score = pic_with(
            lang,
            "score-final",
            &[
                ("score", num(f64::from(f.score.total))),
                ("rank", num(f.rank as f64)),
            ],
        );
    }
    y = c.line(y, false, &score);
    if let Some(e) = p.enslaver.and_then(|e| marks.get(e)) {
        y = c.line(
            y,
            false,
            &pic_with(lang, "enslaved-to", &[("who", words(&e.label()))]),
        );
    }
    // Brain map or era track.
    y += fs * 0.3;
    let brain_species = worded(lang, &said::species(p.brain));
    y = c.line(
        y,
        true,
        &pic_with(
            lang,
            "brain-heading",
            &[
                ("species", words(&brain_species)),
                ("era", words(roman(p.current_era))),
            ],
        ),
    );
    if p.era.is_none() {
        y = brain(&mut c, y, &p.brain_units, m, lang);
    } else {
        y = era_track(&mut c, y, p.era, m, lang);
    }
    // Demography.
    y += fs * 0.3;
    y = c.line(y, true, &pic(lang, "demography"));
    y = c.line(
        y,
        false,
        &pic_with(
            lang,
            "numbers",
            &[
                ("innovation", num(f64::from(p.innovation_number))),
                ("population", num(f64::from(p.population_number))),
            ],
        ),
    );
    y = c.line(
        y,
        false,
        &pic_with(
            lang,
            "capacity",
            &[
                ("capacity", num(f64::from(p.capacity))),
                (
                    "on_map",
                    num((p.migratory.len() + p.metropolises.len()) as f64),
                ),
            ],
        ),
    );
    let elders: Vec<String> = p
        .elders
        .iter()
        .map(|e| {
            let whose = if e.colour == p.sheet {
                pic(lang, "elders-own")
            } else {
                match v.players.iter().find(|q| q.sheet == e.colour) {
                    Some(q) => marks
                        .get(q.seat)
                        .map(|g| {
                            pic_with(
                                lang,
                                "elders-guests-of",
                                &[
                                    ("who", words(&g.label())),
                                    ("letter", words(&g.letter.to_string())),
                                ],
                            )
                        })
                        .unwrap_or_default(),
                    None => pic_with(
                        lang,
                        "elders-guests",
                        &[("letter", words(&e.colour.char().to_string()))],
                    ),
                }
            };
            pic_with(
                lang,
                "elders-pool",
                &[
                    ("whose", words(&whose)),
                    ("ready", num(f64::from(e.producers))),
                    ("spent", num(f64::from(e.consumers))),
                ],
            )
        })
        .collect();
    if elders.is_empty() {
        y = c.line(y, false, &pic(lang, "elders-none"));
    } else {
        y = c.words(
            y,
            &pic_with(lang, "elders", &[("pools", words(&elders.join("; ")))]),
        );
    }
    // Tracks.
    y += fs * 0.3;
    y = c.line(y, true, &pic(lang, "infrastructure"));
    for (t, level) in &p.infra {
        y = track_row(&mut c, y, *t, *level, lang);
    }
    // Cards.
    y += fs * 0.3;
    y = c.line(y, true, &pic(lang, "cards"));
    match &p.hand {
        Some(hand) if v.seat == Some(seat) || v.viewer == "omniscient" => {
            let list: Vec<String> = hand.iter().map(|c| card_label(*c, lang)).collect();
            let cards = if list.is_empty() {
                pic(lang, "empty")
            } else {
                list.join("; ")
            };
            y = c.words(
                y,
                &pic_with(
                    lang,
                    "hand",
                    &[
                        ("n", num(hand.len() as f64)),
                        ("limit", num(p.hand_limit as f64)),
                        ("cards", words(&cards)),
                    ],
                ),
            );
        }
        _ => {
            y = c.line(
                y,
                false,
                &pic_with(
                    lang,
                    "hand-hidden",
                    &[
                        ("n", num(p.hand_size as f64)),
                        ("limit", num(p.hand_limit as f64)),
                    ],
                ),
            );
        }
    }
    let top = p
        .discard_top
        .map(|c| card_label(c, lang))
        .unwrap_or_else(|| pic(lang, "empty"));
    y = c.words(
        y,
        &pic_with(
            lang,
            "discard",
            &[("n", num(p.discard_size as f64)), ("top", words(&top))],
        ),
    );
    let rep: Vec<String> = p
        .repertoire
        .iter()
        .map(|h| {
            let category = game_text(
                lang,
                Origins::NAME,
                &format!("term-{}", h.category.name()),
                h.category.name(),
            );
            let key = if h.active {
                "repertoire-card"
            } else {
                "repertoire-card-suppressed"
            };
            pic_with(
                lang,
                key,
                &[
                    ("card", words(&card_label(h.card, lang))),
                    ("category", words(&category)),
                ],
            )
        })
        .collect();
    let rep = if rep.is_empty() {
        pic(lang, "none")
    } else {
        rep.join("; ")
    };
    y = c.words(y, &pic_with(lang, "repertoire", &[("cards", words(&rep))]));
    let label = pic_with(lang, "mat-label", &[("who", words(&m.label()))]);
    (c, y - fs * 0.6, label)
}

/// A brain region as its box names it, in `lang`.
fn region_short(r: Region, lang: Lang) -> String {
    pic(lang, &format!("brain-{}", r.name()))
}

fn roman(n: u8) -> &'static str {
    ["I", "II", "III", "IV"][usize::from(n.clamp(1, 4) - 1)]
}

/// The seat's shape with the species letter on it, centred on (x, y).
fn token(c: &mut Canvas, m: &SeatMark, x: f32, y: f32) {
    let fs = c.fs;
    seat_shape(&mut c.bg, m.shape, x, y, fs * 0.75, m.fill, "token");
    let bx = Rect::new(x - fs * 0.6, y - fs * 0.6, fs * 1.2, fs * 1.2);
    c.text(
        bx,
        x,
        y + fs * 0.35,
        fs,
        Anchor::Middle,
        true,
        m.ink,
        &m.letter.to_string(),
    );
}

/// The five brain regions as two rows of boxes; a covered region holds a brain unit.
fn brain(c: &mut Canvas, y: f32, units: &[Region], m: &SeatMark, lang: Lang) -> f32 {
    let fs = c.fs;
    let d = data();
    let h = fs * 2.9;
    let top = y - fs + 2.0;
    for (i, r) in Region::ALL.iter().enumerate() {
        let (row, col, per) = if i < 3 { (0, i, 3.0) } else { (1, i - 3, 2.0) };
        let wdt = (WIDTH - 12.0) / per;
        let bx = Rect::new(
            6.0 + col as f32 * wdt + 2.0,
            top + row as f32 * (h + 4.0),
            wdt - 4.0,
            h,
        );
        let covered = units.contains(r);
        c.rect(bx, if covered { ON } else { BOX }, LINE, "region");
        let name = super::paint::cut_to(&region_short(*r, lang), bx.w - 8.0, fs, true);
        c.text(
            bx,
            bx.x + 4.0,
            bx.y + fs * 1.1,
            fs,
            Anchor::Start,
            true,
            "",
            &name,
        );
        let instinct = pic(lang, &format!("instinct-{}", d.region(*r).instinct.name()));
        let note = if covered {
            format!("✓ {instinct}")
        } else {
            instinct
        };
        let room = bx.w - 8.0 - if covered { fs * 1.4 } else { 0.0 };
        let note = super::paint::cut_to(&note, room, fs, false);
        c.text(
            bx,
            bx.x + 4.0,
            bx.y + fs * 2.4,
            fs,
            Anchor::Start,
            false,
            "",
            &note,
        );
        if covered {
            token(c, m, bx.right() - fs * 0.8, bx.y + fs * 2.0);
        }
    }
    top + 2.0 * (h + 4.0) + fs + 2.0
}

/// The era track: Era I, then II-dark .. IV-dark, the space of the era unit marked.
fn era_track(c: &mut Canvas, y: f32, era: Option<EraSpace>, m: &SeatMark, lang: Lang) -> f32 {
    let fs = c.fs;
    let top = y - fs + 2.0;
    let h = fs * 2.9;
    let wdt = (WIDTH - 12.0) / 5.0;
    for (i, sp) in ERA_SPACES.iter().enumerate() {
        let bx = Rect::new(6.0 + i as f32 * wdt + 1.0, top, wdt - 2.0, h);
        let here = era == Some(*sp);
        c.rect(bx, if here { ON } else { BOX }, LINE, "era");
        let (e, age) = sp.name().split_once('-').unwrap_or((sp.name(), ""));
        let age = pic(lang, &format!("age-{age}"));
        c.text(
            bx,
            bx.cx(),
            bx.y + fs * 1.1,
            fs,
            Anchor::Middle,
            true,
            "",
            e,
        );
        let age = if here { pic(lang, "age-now") } else { age };
        let age = super::paint::cut_to(&age, bx.w - 4.0, fs, false);
        c.text(
            bx,
            bx.cx(),
            bx.y + fs * 2.4,
            fs,
            Anchor::Middle,
            false,
            "",
            &age,
        );
        if here {
            token(c, m, bx.right() - fs * 0.7, bx.y + fs * 0.7);
        }
    }
    let mut y = top + h + fs + 4.0;
    if let Some(sp) = era {
        let space = worded(lang, &said::era_space(sp));
        y = c.line(
            y,
            false,
            &pic_with(lang, "era-unit-in", &[("space", Arg::Words(&space))]),
        );
    }
    y
}

/// "Footprint 2 of 4 — Pastoralism": a track, its level and the level's name, in `lang`.
fn track_row(c: &mut Canvas, y: f32, t: Track, level: u8, lang: Lang) -> f32 {
    let def = data().track(t);
    let track = game_text(lang, Origins::NAME, &format!("track-{t:?}"), &def.name);
    // The data's names begin at the track's start level.
    let english = level
        .checked_sub(def.start)
        .and_then(|i| def.level_names.get(usize::from(i)))
        .map(String::as_str)
        .unwrap_or("");
    let name = game_text(
        lang,
        Origins::NAME,
        &format!("track-{t:?}-{level}"),
        english,
    );
    let args = [
        ("track", Arg::Words(&track)),
        ("level", num(f64::from(level))),
        ("top", num(f64::from(def.top))),
        ("name", Arg::Words(&name)),
    ];
    let key = if name.is_empty() {
        "track-row"
    } else {
        "track-row-named"
    };
    c.line(y, false, &pic_with(lang, key, &args))
}
