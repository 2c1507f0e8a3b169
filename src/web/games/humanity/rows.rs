//! Plain data for the parts of the game page that read better as HTML than as a picture:
//! who is who (so HTML text can repeat the token markers), the status line, and the missions.
//!
//! Strings here are *not* escaped: askama escapes them when the template prints them.

use super::paint::seat_marks;
use crate::engine::humanity::view::View;

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
