//! The parts of Humanity's page that read better as HTML than as a picture: the status line,
//! the pictures' parts in words (a phone cannot hover over a tooltip), the missions with every
//! player's measure, every other player at a glance, and the final scores. Players are named by
//! the platform's marks ("Ada ●"), as everywhere else.
//!
//! Strings of the row structs are *not* escaped: askama escapes them when a template prints them.

use crate::engine::humanity::catalogue::Side;
use crate::engine::humanity::view::{AstronautView, PlayerView, View};
use crate::services::seating::SeatMark;
use crate::web::games::parts;
use askama::Template;

/// A seat's label ("Ada ●"), or "Seat 2" for a seat the platform gave no mark.
fn label(seats: &[SeatMark], seat: usize) -> String {
    seats
        .iter()
        .find(|m| m.seat == seat)
        .map_or_else(|| format!("Seat {}", seat + 1), SeatMark::label)
}

/// "Year 3, round 2: Ada ● to play", "…: placing returning astronauts"; "Game over" once it is
/// (the engine's round counter has then moved past the last round played, so it is not shown),
/// also when the players ended it early.
pub fn status_line(view: &View, seats: &[SeatMark], over: bool) -> String {
    if view.phase == "over" || over {
        return "Game over".into();
    }
    let mut s = format!("Year {}, round {}", view.year, view.round);
    match view.phase {
        "turn" => {
            if let Some(c) = view.current {
                s.push_str(": ");
                s.push_str(&label(seats, c));
                s.push_str(" to play");
            }
        }
        "placement" => s.push_str(": placing returning astronauts"),
        _ => {}
    }
    s
}

/// The tooltips of a picture's parts (every `<title>` but the picture's own), already escaped
/// for HTML: a phone cannot hover, so the page lists them under the picture.
pub fn picture_key(svg: &str) -> Vec<String> {
    svg.split("<title>")
        .skip(2)
        .filter_map(|rest| rest.split("</title>").next())
        .filter(|t| !t.starts_with("Choose "))
        .map(str::to_string)
        .collect()
}

/// A picture with its parts in words under it, to open by tap.
#[derive(Template)]
#[template(path = "games/humanity/picture.html")]
pub struct Drawn<'a> {
    /// Escaped SVG markup.
    pub svg: &'a str,
    /// The picture is a base, which may be wider than the column and scroll sideways.
    pub scrolls: bool,
    pub key_title: &'a str,
    /// Escaped lines.
    pub key: Vec<String>,
}

/// One mission on display or held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissionRow {
    /// "A3", as the missions are printed.
    pub id: String,
    pub text: String,
    pub min: u32,
    /// The holder ("Ada ●"), or "nobody yet".
    pub holder: String,
    /// Every seat's current measure, in seat order.
    pub measures: Vec<MeasureCell>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeasureCell {
    /// The seat's symbol and letter ("●A").
    pub mark: String,
    /// The player ("Ada ●"), for the cell's accessible name.
    pub who: String,
    pub value: u32,
    /// The measure reaches the mission's minimum.
    pub meets: bool,
    pub holds: bool,
}

/// The missions of the game with their holder and every seat's measure.
pub fn mission_rows(view: &View, seats: &[SeatMark]) -> Vec<MissionRow> {
    view.missions
        .iter()
        .map(|m| MissionRow {
            id: m.id.clone(),
            text: m.text.clone(),
            min: m.min,
            holder: m
                .holder
                .map_or_else(|| "nobody yet".to_string(), |h| label(seats, h)),
            measures: m
                .measures
                .iter()
                .enumerate()
                .map(|(seat, &value)| MeasureCell {
                    mark: seats.iter().find(|k| k.seat == seat).map_or_else(
                        || (seat + 1).to_string(),
                        |k| format!("{}{}", k.symbol, k.letter),
                    ),
                    who: label(seats, seat),
                    value,
                    meets: value >= m.min,
                    holds: m.holder == Some(seat),
                })
                .collect(),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "games/humanity/missions.html")]
pub struct Missions {
    pub rows: Vec<MissionRow>,
}

/// One player in the "players at a glance" list: what their base picture and the tracks tell,
/// in a few words, so nobody has to open every base.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlanceRow {
    pub seat: usize,
    /// "Bob ■": the name with the seat's mark, as in the log and the mails.
    pub label: String,
    /// "blue ■, B on the pieces".
    pub marker: String,
    pub vp: i32,
    pub rp: u8,
    /// "2 electricity, 1 advanced, 4 basic units stored" or "nothing stored".
    pub stock: String,
    /// One entry per astronaut: "M13, 3 WP", "hangar 5, 2 WP", "returning, 1 WP".
    pub astronauts: Vec<String>,
    /// "3 (left 2, centre 1)" or "none".
    pub experiments: String,
    /// "A3, B1" or "none".
    pub missions: String,
    /// The player is to act now.
    pub to_act: bool,
}

/// Every seat but `except` (the viewer, whose own base is open beside the turn), in seat order.
pub fn glance_rows(view: &View, seats: &[SeatMark], except: Option<usize>) -> Vec<GlanceRow> {
    view.players
        .iter()
        .filter(|p| Some(p.seat) != except)
        .map(|p| {
            let mark = seats.iter().find(|m| m.seat == p.seat);
            GlanceRow {
                seat: p.seat,
                label: label(seats, p.seat),
                marker: mark.map_or_else(String::new, |m| {
                    format!(
                        "{} {}, {} on the pieces",
                        m.colour_words, m.symbol, m.letter
                    )
                }),
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
            }
        })
        .collect()
}

#[derive(Template)]
#[template(path = "games/humanity/glance.html")]
pub struct Glance {
    pub rows: Vec<GlanceRow>,
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

fn experiments_text(p: &PlayerView) -> String {
    if p.experiments.is_empty() {
        return "none".into();
    }
    let sides: Vec<String> = Side::ALL
        .iter()
        .map(|&side| {
            (
                side,
                p.experiments.iter().filter(|e| e.side == side).count(),
            )
        })
        .filter(|(_, n)| *n > 0)
        .map(|(side, n)| format!("{} {n}", side.name()))
        .collect();
    format!("{} ({})", p.experiments.len(), sides.join(", "))
}

/// Where every player's final score came from (the ledger of each seat, which only an
/// omniscient view carries); none while any ledger is hidden.
pub fn score_table(view: &View, seats: &[SeatMark]) -> Option<String> {
    let rows: Option<Vec<Vec<String>>> = view
        .players
        .iter()
        .map(|p| {
            let l = p.ledger.as_ref()?;
            Some(vec![
                label(seats, p.seat),
                l.printed_vp.to_string(),
                l.greenhouse_vp.to_string(),
                l.square_vp.to_string(),
                l.line_vp.to_string(),
                (l.mission_vp + l.mission_lost_vp).to_string(),
                l.resource_vp.to_string(),
                p.vp.to_string(),
                l.science_total().to_string(),
                p.score.map_or_else(String::new, |s| s.to_string()),
            ])
        })
        .collect();
    Some(parts::score_table(
        &[
            "Player",
            "Printed VP",
            "Greenhouses",
            "Squares",
            "Lines",
            "Missions",
            "Stored units",
            "VP",
            "Science",
            "Score",
        ],
        &rows?,
        9,
        "Printed VP: modules and experiments. Lines: experiments side by side. Missions: won less lost. Stored units: 1 VP for every 5 at the end. Science: from research each year, the bonus for those behind, and missions. Score: VP + science.",
    ))
}
