//! The parts of Humanity's page that read better as HTML than as a picture: the status line,
//! the pictures' parts in words (a phone cannot hover over a tooltip), the missions with every
//! player's measure, every other player at a glance, and the final scores. Players are named by
//! the platform's marks ("Ada ●"), as everywhere else.
//!
//! Strings of the row structs are *not* escaped: askama escapes them when a template prints them.

use crate::engine::humanity::catalogue::Side;
use crate::engine::humanity::view::{AstronautView, PlayerView, View};
use crate::i18n::{text, text_with, Lang};
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
/// also when the players ended it early. In English; the page says it in its language
/// (`status_said`).
pub fn status_line(view: &View, seats: &[SeatMark], over: bool) -> String {
    crate::i18n::words(crate::i18n::Lang::En, &status_said(view, seats, over))
}

/// The status line said as a message (the game's texts), for the page to word in its language
/// (`i18n::words`).
pub fn status_said(view: &View, seats: &[SeatMark], over: bool) -> String {
    use crate::say;
    if view.phase == "over" || over {
        return say!("humanity-status-over");
    }
    match (view.phase, view.current) {
        ("turn", Some(c)) => say!(
            "humanity-status-to-play",
            year = view.year,
            round = view.round,
            who = label(seats, c)
        ),
        ("placement", _) => say!(
            "humanity-status-placing",
            year = view.year,
            round = view.round
        ),
        _ => say!("humanity-status", year = view.year, round = view.round),
    }
}

/// The tooltips of a picture's parts (every `<title>` but the picture's own), already escaped
/// for HTML: a phone cannot hover, so the page lists them under the picture.
pub fn picture_key(svg: &str) -> Vec<String> {
    let pieces: Vec<&str> = svg.split("<title>").collect();
    pieces
        .windows(2)
        .skip(1)
        // A link's title says what tapping it chooses, not what the picture shows.
        .filter(|w| {
            !w[0]
                .rfind('<')
                .is_some_and(|i| w[0][i..].starts_with("<a class=\"hb-tap\""))
        })
        .filter_map(|w| w[1].split("</title>").next())
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
    /// The accessible name of a picture that slides sideways.
    pub slides: &'a str,
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

/// The missions of the game with their holder and every seat's measure, in `lang`.
pub fn mission_rows(view: &View, seats: &[SeatMark], lang: Lang) -> Vec<MissionRow> {
    view.missions
        .iter()
        .map(|m| MissionRow {
            id: m.id.clone(),
            text: crate::i18n::game_text(lang, "humanity", &format!("mission-{}", m.id), &m.text),
            min: m.min,
            holder: m.holder.map_or_else(
                || text(lang, "humanity-missions-nobody"),
                |h| label(seats, h),
            ),
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
    pub lang: Lang,
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
    /// "12 VP", "3 RP".
    pub vp: String,
    pub rp: String,
    /// "2 electricity, 1 advanced, 4 basic units stored" or "nothing stored".
    pub stock: String,
    /// "Astronauts: M13, 3 WP; hangar 5, 2 WP; returning, 1 WP".
    pub astronauts: String,
    /// "Experiments: 3 (left 2, centre 1) · missions: A3, B1".
    pub holdings: String,
    /// The player is to act now.
    pub to_act: bool,
}

/// Every seat but `except` (the viewer, whose own base is open beside the turn), in seat order,
/// in `lang`.
pub fn glance_rows(
    view: &View,
    seats: &[SeatMark],
    except: Option<usize>,
    lang: Lang,
) -> Vec<GlanceRow> {
    let none = || text(lang, "humanity-glance-none");
    view.players
        .iter()
        .filter(|p| Some(p.seat) != except)
        .map(|p| {
            let mark = seats.iter().find(|m| m.seat == p.seat);
            GlanceRow {
                seat: p.seat,
                label: label(seats, p.seat),
                marker: mark.map_or_else(String::new, |m| {
                    let colour = crate::i18n::game_text(
                        lang,
                        "humanity",
                        &format!("seat-{}", m.colour_words),
                        &m.colour_words,
                    )
                    .to_lowercase();
                    text_with(
                        lang,
                        "humanity-glance-marker",
                        &[
                            ("colour", colour.as_str().into()),
                            ("symbol", m.symbol.into()),
                            ("letter", m.letter.to_string().as_str().into()),
                        ],
                    )
                }),
                vp: text_with(lang, "humanity-gain-vp", &[("n", i64::from(p.vp).into())]),
                rp: text_with(lang, "humanity-gain-rp", &[("n", i64::from(p.rp).into())]),
                stock: stock_text(p.stored, lang),
                astronauts: text_with(
                    lang,
                    "humanity-glance-astronauts",
                    &[(
                        "list",
                        p.astronauts
                            .iter()
                            .map(|a| astronaut_text(a, lang))
                            .collect::<Vec<_>>()
                            .join("; ")
                            .as_str()
                            .into(),
                    )],
                ),
                holdings: text_with(
                    lang,
                    "humanity-glance-holdings",
                    &[
                        ("experiments", experiments_text(p, lang).as_str().into()),
                        (
                            "missions",
                            if p.missions.is_empty() {
                                none()
                            } else {
                                p.missions.join(", ")
                            }
                            .as_str()
                            .into(),
                        ),
                    ],
                ),
                to_act: view.to_act.contains(&p.seat),
            }
        })
        .collect()
}

#[derive(Template)]
#[template(path = "games/humanity/glance.html")]
pub struct Glance {
    pub rows: Vec<GlanceRow>,
    pub lang: Lang,
}

fn stock_text([electricity, advanced, basic]: [u32; 3], lang: Lang) -> String {
    let parts: Vec<String> = [
        (electricity, "humanity-stock-electricity"),
        (advanced, "humanity-stock-advanced"),
        (basic, "humanity-stock-basic"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, id)| text_with(lang, id, &[("n", i64::from(*n).into())]))
    .collect();
    match parts.len() {
        0 => text(lang, "humanity-stock-nothing"),
        _ => text_with(
            lang,
            "humanity-stock-stored",
            &[
                ("list", parts.join(", ").as_str().into()),
                ("total", i64::from(electricity + advanced + basic).into()),
            ],
        ),
    }
}

fn astronaut_text(a: &AstronautView, lang: Lang) -> String {
    let place = match (a.place, &a.cell_name, a.hangar) {
        ("base", Some(cell), _) => cell.clone(),
        ("station", _, Some(h)) => text_with(
            lang,
            "humanity-astronaut-hangar",
            &[("n", (super::svg::hangar_number(h) as i64).into())],
        ),
        _ => text(lang, "humanity-astronaut-returning"),
    };
    let wp = if a.active && a.remaining < a.wp {
        text_with(
            lang,
            "humanity-astronaut-wp-left",
            &[
                ("left", i64::from(a.remaining).into()),
                ("wp", i64::from(a.wp).into()),
            ],
        )
    } else {
        text_with(
            lang,
            "humanity-astronaut-wp",
            &[("wp", i64::from(a.wp).into())],
        )
    };
    let exhausted = !(a.active || a.place != "base");
    text_with(
        lang,
        if exhausted {
            "humanity-astronaut-exhausted"
        } else {
            "humanity-astronaut"
        },
        &[("place", place.as_str().into()), ("wp", wp.as_str().into())],
    )
}

fn experiments_text(p: &PlayerView, lang: Lang) -> String {
    if p.experiments.is_empty() {
        return text(lang, "humanity-glance-none");
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
        .map(|(side, n)| {
            text_with(
                lang,
                "humanity-experiments-side",
                &[
                    (
                        "side",
                        text(lang, &format!("humanity-side-{}", side.name()))
                            .as_str()
                            .into(),
                    ),
                    ("n", (n as i64).into()),
                ],
            )
        })
        .collect();
    text_with(
        lang,
        "humanity-experiments",
        &[
            ("count", (p.experiments.len() as i64).into()),
            ("sides", sides.join(", ").as_str().into()),
        ],
    )
}

/// Where every player's final score came from (the ledger of each seat, which only an
/// omniscient view carries); none while any ledger is hidden.
pub fn score_table(view: &View, seats: &[SeatMark], lang: Lang) -> Option<String> {
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
    let heads: Vec<String> = [
        "player",
        "printed",
        "greenhouses",
        "squares",
        "lines",
        "missions",
        "stored",
        "vp",
        "science",
        "score",
    ]
    .iter()
    .map(|h| text(lang, &format!("humanity-scores-{h}")))
    .collect();
    let heads: Vec<&str> = heads.iter().map(String::as_str).collect();
    Some(parts::score_table(
        &heads,
        &rows?,
        9,
        &text(lang, "humanity-scores-note"),
    ))
}
