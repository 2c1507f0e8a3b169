//! Plain data for the parts of the game page that read better as HTML than as a picture:
//! who is who (so HTML text can repeat the token markers), the status line, the missions, and
//! every other player at a glance.
//!
//! Strings here are *not* escaped: askama escapes them when the template prints them.

use super::paint::seat_marks;
use crate::engine::humanity::catalogue::Side;
use crate::engine::humanity::view::{AstronautView, View};
use crate::services::seating::seat_label;

/// How a seat is shown everywhere: the token text, its shape and colour names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatLabel {
    pub seat: usize,
    /// The display name ("Seat 2" when none was given).
    pub name: String,
    /// The letter or digit printed on the seat's tokens.
    pub initial: char,
    /// "circle", "square", "diamond" or "hexagon".
    pub shape: &'static str,
    /// The seat colour as the engine names it ("Yellow").
    pub colour: &'static str,
    /// The player's account, for a link to its profile (set by the page).
    pub user_id: Option<i32>,
}

/// The seats' names and markers, in seat order, matching the tokens of the pictures.
pub fn seat_labels(view: &View, names: &[String]) -> Vec<SeatLabel> {
    seat_marks(view, names)
        .into_iter()
        .zip(&view.players)
        .map(|(m, p)| SeatLabel {
            seat: m.seat,
            name: display_name(names, m.seat),
            initial: m.initial,
            shape: m.mark.name(),
            colour: p.colour,
            user_id: None,
        })
        .collect()
}

fn display_name(names: &[String], seat: usize) -> String {
    match names.get(seat).map(|n| n.trim()) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => format!("Seat {}", seat + 1),
    }
}

/// "Year 3, round 2 — Alice to play" / "— placing astronauts"; "Game over" once it is (the
/// engine's round counter has then moved past the last round played, so it is not shown).
pub fn status_line(view: &View, names: &[String]) -> String {
    if view.phase == "over" {
        return "Game over".into();
    }
    let mut s = format!("Year {}, round {}", view.year, view.round);
    match view.phase {
        "turn" => {
            if let Some(c) = view.current {
                s.push_str(" — ");
                s.push_str(&display_name(names, c));
                s.push_str(" to play");
            }
        }
        "placement" => s.push_str(" — placing astronauts"),
        _ => {}
    }
    s
}

/// One mission on display or held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissionRow {
    /// "A3".
    pub id: String,
    pub text: String,
    pub min: u32,
    pub holder: Option<usize>,
    /// The holder's display name, or "nobody yet".
    pub holder_name: String,
    /// Every seat's current measure, in seat order.
    pub measures: Vec<MeasureCell>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeasureCell {
    pub seat: usize,
    pub initial: char,
    pub value: u32,
    /// The measure reaches the mission's minimum.
    pub meets: bool,
    pub holds: bool,
}

/// The missions of the game with their holder and every seat's measure.
pub fn mission_rows(view: &View, names: &[String]) -> Vec<MissionRow> {
    let marks = seat_marks(view, names);
    view.missions
        .iter()
        .map(|m| MissionRow {
            id: m.id.clone(),
            text: m.text.clone(),
            min: m.min,
            holder: m.holder,
            holder_name: match m.holder {
                Some(h) => display_name(names, h),
                None => "nobody yet".to_string(),
            },
            measures: m
                .measures
                .iter()
                .enumerate()
                .map(|(seat, &value)| MeasureCell {
                    seat,
                    initial: marks.get(seat).map_or('?', |k| k.initial),
                    value,
                    meets: value >= m.min,
                    holds: m.holder == Some(seat),
                })
                .collect(),
        })
        .collect()
}

/// One player in the "players at a glance" list: what their base picture and the tracks tell,
/// in a few words, so nobody has to open every base.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlanceRow {
    pub seat: usize,
    /// "Bob ■": the name with the seat's mark, as in the log and the mails.
    pub label: String,
    /// "blue square, B on its tokens".
    pub marker: String,
    pub vp: i32,
    pub rp: u8,
    /// "2 electricity, 1 advanced, 4 basic units stored" or "nothing stored".
    pub stock: String,
    /// One entry per astronaut: "M13, 3 WP", "hangar 5, 2 WP", "returning, 1 WP".
    pub astronauts: Vec<String>,
    /// "3 (L 2, C 1)" or "none".
    pub experiments: String,
    /// "A3, B1" or "none".
    pub missions: String,
    /// The player is to act now.
    pub to_act: bool,
}

/// Every seat but `except` (the viewer, whose own base is open next to the form), in seat order.
pub fn glance_rows(view: &View, names: &[String], except: Option<usize>) -> Vec<GlanceRow> {
    let marks = seat_marks(view, names);
    view.players
        .iter()
        .zip(&marks)
        .filter(|(p, _)| Some(p.seat) != except)
        .map(|(p, m)| GlanceRow {
            seat: p.seat,
            label: seat_label(
                &display_name(names, p.seat),
                crate::services::seating::symbol_of(
                    <crate::engine::humanity::Humanity as crate::engine::Game>::NAME,
                    p.colour,
                )
                .0,
            ),
            marker: format!(
                "{} {}, {} on its tokens",
                p.colour.to_lowercase(),
                m.mark.name(),
                m.initial
            ),
            vp: p.vp,
            rp: p.rp,
            stock: stock_text(p.stored),
            astronauts: p.astronauts.iter().map(astronaut_text).collect(),
            experiments: experiments_text(p),
            missions: if p.missions.is_empty() {
                "none".into()
            } else {
                p.missions.join(", ")
            },
            to_act: view.to_act.contains(&p.seat),
        })
        .collect()
}

fn stock_text([electricity, advanced, basic]: [u32; 3]) -> String {
    let parts: Vec<String> = [
        (electricity, "electricity"),
        (advanced, "advanced"),
        (basic, "basic"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{n} {what}"))
    .collect();
    match parts.len() {
        0 => "nothing stored".into(),
        _ => {
            let total = electricity + advanced + basic;
            let unit = if total == 1 { "unit" } else { "units" };
            format!("{} {unit} stored", parts.join(", "))
        }
    }
}

fn astronaut_text(a: &AstronautView) -> String {
    let place = match (a.place, &a.cell_name, a.hangar) {
        ("base", Some(cell), _) => cell.clone(),
        ("station", _, Some(h)) => format!("hangar {}", super::svg::hangar_number(h)),
        _ => "returning".into(),
    };
    let wp = if a.active && a.remaining < a.wp {
        format!("{} of {} WP left", a.remaining, a.wp)
    } else {
        format!("{} WP", a.wp)
    };
    let state = if a.active || a.place != "base" {
        ""
    } else {
        ", exhausted"
    };
    format!("{place}, {wp}{state}")
}

fn experiments_text(p: &crate::engine::humanity::view::PlayerView) -> String {
    if p.experiments.is_empty() {
        return "none".into();
    }
    let sides: Vec<String> = Side::ALL
        .iter()
        .map(|&side| {
            let n = p.experiments.iter().filter(|e| e.side == side).count();
            (side, n)
        })
        .filter(|(_, n)| *n > 0)
        .map(|(side, n)| format!("{side:?} {n}"))
        .collect();
    format!("{} ({})", p.experiments.len(), sides.join(", "))
}
