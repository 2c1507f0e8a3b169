//! One player's sheets (`mat_svg`): the brain map with its covered regions (Era I) or the era
//! track (eras II–IV, dark and golden ages), the demography sheet (innovation and population
//! numbers, capacity, elders), the five infrastructure tracks, the hand (its cards for its
//! owner, only its size for anyone else), the discard pile's top and size, the repertoire and
//! the score.

use super::paint::{seat_marks, seat_shape, Anchor, Canvas, Mark, Rect, SeatMark, WIDTH};
use crate::engine::origins::data::{data, Region, Track};
use crate::engine::origins::state::EraSpace;
use crate::engine::origins::{words, View};
use crate::engine::Seat;

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

/// A card as players read it: its name.
fn card_label(c: crate::engine::origins::state::CardId) -> String {
    words::card(c)
}

/// The sheets of `seat`, as the viewer of `v` may see them. An unknown seat draws a short note.
pub fn mat_svg(v: &View, seat: Seat, marks: &[Mark]) -> String {
    let (c, height, label) = mat_canvas(v, seat, marks);
    c.finish(height, "", "om-mat", &label)
}

pub(crate) fn mat_canvas(v: &View, seat: Seat, marks: &[Mark]) -> (Canvas, f32, String) {
    let d = data();
    let marks = seat_marks(v, marks);
    let mut c = Canvas::new(WIDTH);
    let fs = c.fs;
    let (Some(p), Some(m)) = (v.players.get(seat), marks.get(seat)) else {
        let y = c.line(fs * 1.2, false, "No such player.");
        return (c, y, "Origins: no such player".to_string());
    };
    let species = &d.species(p.sheet).name;
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
    let mut score = format!("Score now: {}", p.current_score);
    if let Some(f) = v
        .final_scores
        .as_ref()
        .and_then(|f| f.iter().find(|f| f.seat == seat))
    {
        score = format!("Final score: {}, rank {}", f.score.total, f.rank);
    }
    y = c.line(y, false, &score);
    if let Some(e) = p.enslaver.and_then(|e| marks.get(e)) {
        y = c.line(y, false, &format!("Enslaved to {}", e.label()));
    }
    // Brain map or era track.
    y += fs * 0.3;
    y = c.line(
        y,
        true,
        &format!(
            "Brain map {} · Era {}",
            words::species(p.brain),
            roman(p.current_era)
        ),
    );
    if p.era.is_none() {
        y = brain(&mut c, y, &p.brain_units, m);
    } else {
        y = era_track(&mut c, y, p.era, m);
    }
    // Demography.
    y += fs * 0.3;
    y = c.line(y, true, "Demography");
    y = c.line(
        y,
        false,
        &format!(
            "Innovation number {} · population number {}",
            p.innovation_number, p.population_number
        ),
    );
    y = c.line(
        y,
        false,
        &format!(
            "Capacity {} · {} on the map",
            p.capacity,
            p.migratory.len() + p.metropolises.len()
        ),
    );
    let elders: Vec<String> = p
        .elders
        .iter()
        .map(|e| {
            let whose = if e.colour == p.sheet {
                "own".to_string()
            } else {
                match v.players.iter().find(|q| q.sheet == e.colour) {
                    Some(q) => marks
                        .get(q.seat)
                        .map(|g| format!("guest workers of {} ({})", g.label(), g.letter))
                        .unwrap_or_default(),
                    None => format!("guest workers ({})", e.colour.char()),
                }
            };
            format!("{whose}: {} ready, {} spent", e.producers, e.consumers)
        })
        .collect();
    if elders.is_empty() {
        y = c.line(y, false, "Elders: none");
    } else {
        y = c.words(y, &format!("Elders — {}", elders.join("; ")));
    }
    // Tracks.
    y += fs * 0.3;
    y = c.line(y, true, "Infrastructure");
    for (t, level) in &p.infra {
        y = track_row(&mut c, y, *t, *level);
    }
    // Cards.
    y += fs * 0.3;
    y = c.line(y, true, "Cards");
    match &p.hand {
        Some(hand) if v.seat == Some(seat) || v.viewer == "omniscient" => {
            let list: Vec<String> = hand.iter().map(|c| card_label(*c)).collect();
            y = c.words(
                y,
                &format!(
                    "Hand ({} of {}): {}",
                    hand.len(),
                    p.hand_limit,
                    if list.is_empty() {
                        "empty".to_string()
                    } else {
                        list.join("; ")
                    }
                ),
            );
        }
        _ => {
            y = c.line(
                y,
                false,
                &format!("Hand: {} of {} cards (hidden)", p.hand_size, p.hand_limit),
            );
        }
    }
    let top = p
        .discard_top
        .map(card_label)
        .unwrap_or_else(|| "empty".to_string());
    y = c.words(
        y,
        &format!("Discard pile: {} cards, top {top}", p.discard_size),
    );
    let rep: Vec<String> = p
        .repertoire
        .iter()
        .map(|h| {
            format!(
                "{} ({}{})",
                card_label(h.card),
                h.category.name(),
                if h.active { "" } else { ", suppressed" }
            )
        })
        .collect();
    y = c.words(
        y,
        &format!(
            "Repertoire: {}",
            if rep.is_empty() {
                "none".to_string()
            } else {
                rep.join("; ")
            }
        ),
    );
    let label = format!("Origins: the sheets of {}", m.label());
    (c, y - fs * 0.6, label)
}

/// A brain region as its box names it.
fn region_short(r: Region) -> &'static str {
    match r {
        Region::Limbic => "Limbic",
        Region::Hippocampus => "Hippocampus",
        Region::Wernicke => "Wernicke",
        Region::Broca => "Broca",
        Region::Neocortex => "Neocortex",
    }
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
fn brain(c: &mut Canvas, y: f32, units: &[Region], m: &SeatMark) -> f32 {
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
        let name = super::paint::cut_to(region_short(*r), bx.w - 8.0, fs, true);
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
        let instinct = d.region(*r).instinct.name();
        let note = if covered {
            format!("✓ {instinct}")
        } else {
            instinct.to_string()
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
fn era_track(c: &mut Canvas, y: f32, era: Option<EraSpace>, m: &SeatMark) -> f32 {
    let fs = c.fs;
    let top = y - fs + 2.0;
    let h = fs * 2.9;
    let wdt = (WIDTH - 12.0) / 5.0;
    for (i, sp) in ERA_SPACES.iter().enumerate() {
        let bx = Rect::new(6.0 + i as f32 * wdt + 1.0, top, wdt - 2.0, h);
        let here = era == Some(*sp);
        c.rect(bx, if here { ON } else { BOX }, LINE, "era");
        let (e, age) = sp.name().split_once('-').unwrap_or((sp.name(), ""));
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
        let age = if here {
            "now".to_string()
        } else {
            super::paint::cut_to(age, bx.w - 4.0, fs, false)
        };
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
        y = c.line(y, false, &format!("Era unit in {}", words::era_space(sp)));
    }
    y
}

/// "Footprint 2 of 5 — Level name" with a bar of boxes.
fn track_row(c: &mut Canvas, y: f32, t: Track, level: u8) -> f32 {
    let def = data().track(t);
    let name = def
        .level_names
        .get(usize::from(level))
        .map(String::as_str)
        .unwrap_or("");
    let text = if name.is_empty() {
        format!("{} {level} of {}", def.name, def.top)
    } else {
        format!("{} {level} of {} — {name}", def.name, def.top)
    };
    c.line(y, false, &text)
}
