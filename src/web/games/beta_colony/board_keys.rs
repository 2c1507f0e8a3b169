//! The keys to the pictures: `legend_svg` (what each mark on the board means) and `pieces_svg`
//! (every kind of piece, for the rules page).

use super::board::{band, track_code, CHOICE};
use super::paint::colour_fill;
use super::paint::{
    die_letter, pictogram, pod_kind, silhouette, text_width, token, w, Anchor, Canvas, Rect, Run,
    SeatMark, FS, WIDTH,
};
use crate::engine::beta_colony::data::{Colour, Die, Material, TrackBonus};
use crate::engine::beta_colony::state::{SEAT_COLOURS, SEAT_SHAPES};

const BAND: &str = "#E8EEE3";
/// The designed components, named as such wherever the pieces are explained.
const EDITION: &str = "Turnpost edition: the order of the orbit, the colours of the colony spaces, the influence tracks, the pods' influence and bonuses, the achievements' names, the buildings' costs, the set C3A asks for and most cycle-goal CP were designed for this edition.";
/// Where the explanation of a row starts.
const TEXT_X: f32 = 92.0;

/// A sample player of the `k`-th colour, with the symbol that colour always has.
fn sample_mark(k: usize, initial: char) -> SeatMark {
    let k = k % SEAT_COLOURS.len();
    let (fill, ink) = colour_fill(SEAT_COLOURS[k]);
    SeatMark {
        seat: k,
        name: String::new(),
        symbol: SEAT_SHAPES[k],
        initial,
        fill,
        ink,
    }
}

/// One row of a key: a sample drawn at the left by `draw` (given the row's top), the
/// explanation wrapped at the right. Returns the y below the row.
fn row(c: &mut Canvas, y: f32, text: &str, draw: impl FnOnce(&mut Canvas, f32)) -> f32 {
    draw(c, y);
    let bx = Rect::new(TEXT_X - 4.0, y, WIDTH - TEXT_X, 10_000.0);
    let mut run = Run::new(c, bx, TEXT_X, y + 17.0);
    run.words(text);
    let bottom = run.end().max(y + 26.0);
    let real = Rect::new(bx.x, bx.y, bx.w, bottom - y + 2.0);
    for p in c.placed.iter_mut().filter(|p| p.bx == bx) {
        p.bx = real;
    }
    w!(
        c.bg_raw(),
        "<path d=\"M4 {:.1}H{:.1}\" stroke=\"#DDDDDD\" stroke-width=\"1\"/>",
        bottom + 2.0,
        WIDTH - 4.0
    );
    bottom + 4.0
}

/// A short text sample at the left of a row.
fn sample_text(c: &mut Canvas, y: f32, s: &str, bold: bool) {
    let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
    c.text(bx, 8.0, y + 17.0, FS, Anchor::Start, bold, s);
}

/// What each mark on the board means.
pub fn legend_svg() -> String {
    let (c, h) = legend_canvas();
    c.finish(h, "bc-legend", "Beta Colony: key to the board")
}

pub(crate) fn legend_canvas() -> (Canvas, f32) {
    let mut c = Canvas::new();
    let mut y = band(&mut c, 4.0, BAND, "Key to the board", "") + 4.0;
    y = row(
        &mut c,
        y,
        "A player: the symbol of the player's colour (white ●, purple ◆, black ■, grey ▲) and the letter on their pieces, in that colour.",
        |c, y| {
            token(c, &sample_mark(0, 'A'), 8.0, y + 4.0);
            token(c, &sample_mark(1, 'B'), 40.0, y + 4.0);
        },
    );
    y = row(&mut c, y, "L1–L7: the orbit's locations, clockwise. The die letter in a corner is the colour that earns the location's bonus.", |c, y| {
        sample_text(c, y, "L4", true);
        die_letter(c, Die::Black, 36.0, y + 4.0, 18.0);
    });
    y = row(
        &mut c,
        y,
        "Dice: K black, B blue, R red, G green.",
        |c, y| {
            for (i, d) in Die::ALL.into_iter().enumerate() {
                die_letter(c, d, 6.0 + i as f32 * 20.0, y + 4.0, 18.0);
            }
        },
    );
    for m in Material::ALL {
        let name = m.name();
        y = row(&mut c, y, name, |c, y| {
            pictogram(&mut c.fg, m, 14.0, y + 12.0);
            let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
            c.text(
                bx,
                26.0,
                y + 17.0,
                FS,
                Anchor::Start,
                true,
                &m.letter().to_string(),
            );
        });
    }
    y = row(&mut c, y, "A colony space: its number (1–54) and the letter of the material that pays for building on it.", |c, y| {
        sample_text(c, y, "19·Y", true);
    });
    for colour in &Colour::ALL[..5] {
        let (name, initial) = pod_kind(*colour);
        y = row(&mut c, y, &format!("{initial}: {name} (a pod)"), |c, y| {
            silhouette(&mut c.fg, *colour, 14.0, y + 12.0);
            let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
            c.text(
                bx,
                26.0,
                y + 17.0,
                FS,
                Anchor::Start,
                true,
                &initial.to_string(),
            );
        });
    }
    y = row(
        &mut c,
        y,
        "Crew on a tile: a seat's symbol and how many of its crew are there.",
        |c, y| {
            sample_text(c, y, "●2■1", false);
        },
    );
    y = row(
        &mut c,
        y,
        "ST1–ST4 statues, BD1–BD4 buildings: achievement tiles, with their owner's symbol.",
        |c, y| {
            sample_text(c, y, "ST2", true);
        },
    );
    let codes = [
        (TrackBonus::Mat1, "1 material"),
        (TrackBonus::Mat2, "2 materials"),
        (TrackBonus::Artifact, "1 artifact"),
        (TrackBonus::Fuel2, "2 fuel"),
        (TrackBonus::Crew, "1 crew on a pod"),
        (TrackBonus::Freepod, "a free pod"),
        (TrackBonus::Freeca, "a free achievement"),
        (TrackBonus::Cp3, "3 CP"),
        (TrackBonus::Cp6, "6 CP"),
    ];
    let list: Vec<String> = codes
        .iter()
        .map(|(b, what)| format!("{}: {what}", track_code(*b)))
        .collect();
    y = row(
        &mut c,
        y,
        &format!(
            "Track bonuses when a marker reaches them: {}.",
            list.join("; ")
        ),
        |c, y| sample_text(c, y, "FP", false),
    );
    y = row(
        &mut c,
        y,
        "A thick dashed outline: a place or piece you can choose now (tap it).",
        |c, y| {
            let bx = Rect::new(6.0, y + 3.0, 60.0, 20.0);
            w!(
            c.bg_raw(),
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\" fill=\"#EAF2FB\" stroke=\"{CHOICE}\" stroke-width=\"3.5\" stroke-dasharray=\"7 3\"/>",
            bx.x,
            bx.y,
            bx.w,
            bx.h
        );
        },
    );
    (c, y + 2.0)
}

/// Every kind of piece, explained (for the rules page).
pub fn pieces_svg() -> String {
    let (c, h) = pieces_canvas();
    c.finish(h, "bc-pieces", "Beta Colony: the pieces")
}

pub(crate) fn pieces_canvas() -> (Canvas, f32) {
    let mut c = Canvas::new();
    let mut y = band(&mut c, 4.0, BAND, "The pieces", "") + 4.0;
    let mark = sample_mark(2, 'C');
    y = row(&mut c, y, "Ship: each player has one, on a location of the orbit. It moves clockwise by a die's value.", |c, y| {
        token(c, &mark, 8.0, y + 4.0);
    });
    y = row(&mut c, y, "Dice: four per player; one roll a round gives every player the same values. An action uses two of them.", |c, y| {
        die_letter(c, Die::Red, 6.0, y + 4.0, 18.0);
        die_letter(c, Die::Green, 28.0, y + 4.0, 18.0);
    });
    y = row(
        &mut c,
        y,
        "Materials: six kinds, at most ten held. They pay for pods, spaces and buildings.",
        |c, y| {
            for (i, m) in Material::ALL.into_iter().enumerate() {
                pictogram(&mut c.fg, m, 10.0 + i as f32 * 13.0, y + 12.0);
            }
        },
    );
    y = row(
        &mut c,
        y,
        "Fuel: changes a die's value by one per fuel spent.",
        |c, y| {
            sample_text(c, y, "Fuel 3", true);
        },
    );
    y = row(
        &mut c,
        y,
        "Artifacts: pay for any one material or for statues; worth CP at the end. Sixteen in all.",
        |c, y| {
            sample_text(c, y, "Artifacts", true);
        },
    );
    y = row(&mut c, y, "Pods: bought at a Manufactory and built on a colony space. They give influence, sometimes a bonus, and carry crew.", |c, y| {
        silhouette(&mut c.fg, Colour::Pink, 14.0, y + 12.0);
        silhouette(&mut c.fg, Colour::Green, 34.0, y + 12.0);
        silhouette(&mut c.fg, Colour::Blue, 54.0, y + 12.0);
    });
    y = row(&mut c, y, "Crew: fifteen per player, placed on built tiles. At the end, crew decide each colony's majority.", |c, y| {
        sample_text(c, y, "●2", false);
    });
    y = row(&mut c, y, "Influence marker: one per colony and player, on the colony's track (0–15). Reaching a bonus gives it.", |c, y| {
        let m = sample_mark(1, 'B');
        token(c, &m, 8.0, y + 4.0);
        let bx = Rect::new(4.0, y, TEXT_X - 10.0, 26.0);
        let x = 12.0 + text_width("◆B", FS) + 6.0;
        c.text(bx, x, y + 17.0, FS, Anchor::Start, false, "7");
    });
    y = row(&mut c, y, "Achievements: statues (three artifacts) and buildings (four materials), built on an outer space; at most two each.", |c, y| {
        sample_text(c, y, "ST1 BD2", true);
    });
    y = row(&mut c, y, "Cycle cards: one per cycle of three rounds, with a goal worth CP and a bonus while active.", |c, y| {
        sample_text(c, y, "C2B", true);
    });
    y = row(
        &mut c,
        y,
        "Confidence (CP): the score. Everything a player holds is public.",
        |c, y| {
            sample_text(c, y, "12 CP", true);
        },
    );
    y = row(&mut c, y, EDITION, |c, y| {
        sample_text(c, y, "Edition", true)
    });
    (c, y + 2.0)
}
