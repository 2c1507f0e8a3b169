//! The page model of a Dawn of Mankind turn: one form per kind of decision (a setup card, a
//! setup placement, a move along a route with its sub-choices, a rest), filled from the
//! engine's complete list of legal submissions, and the preview of the candidate turn.
//!
//! Every choice a form offers comes from `legal_actions`, so a form left as it is submits a
//! legal turn. A move is chosen in two steps: the route (a GET, which changes nothing), then the
//! sub-choices of that route. Each sub-choice's option carries its JSON value (`null`,
//! `{"art_slot":2}`, ...), so the submitted form reads back into exactly one `Action`.

use crate::engine::dawn_of_mankind::action::{Action, ArtChoice, Barter, Food, Move, RestChoice};
use crate::engine::dawn_of_mankind::data::{data, Icon};
use crate::engine::dawn_of_mankind::view::View;
use crate::engine::dawn_of_mankind::{legal_actions, preview, State};
use crate::engine::Seat;
use crate::services::seating::with_names;
use serde_json::{Map, Value};

/// A choice in a select or radio list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opt {
    pub value: String,
    pub label: String,
}

/// One sub-choice of a move: a select of its legal values.
#[derive(Debug, Clone)]
pub struct Field {
    /// The form field, also the key of the action's JSON.
    pub name: &'static str,
    pub label: &'static str,
    pub options: Vec<Opt>,
    pub chosen: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Not this viewer's decision now.
    Waiting,
    /// A setup card or a setup placement.
    Setup,
    /// Choose a route to move along, or rest.
    Choose,
    /// The sub-choices of the chosen route.
    Move,
    Over,
}

/// What a previewed turn does, in words.
#[derive(Debug, Clone)]
pub struct PreviewText {
    pub summary: String,
    pub lines: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct TurnPanel {
    pub mode: Mode,
    pub version: i32,
    /// "Choose your setup card", "Place a setup meeple", ...
    pub heading: String,
    /// Setup options or rest options: the whole action as JSON.
    pub options: Vec<Opt>,
    /// The routes a meeple can move along now (value: the route id).
    pub routes: Vec<Opt>,
    pub route: String,
    pub route_label: String,
    pub fields: Vec<Field>,
    /// The JSON of the option chosen in `options` (a form shown again).
    pub chosen: String,
    pub preview: Option<PreviewText>,
    pub error: Option<String>,
}

impl TurnPanel {
    pub fn is(&self, mode: &str) -> bool {
        let m = match self.mode {
            Mode::Waiting => "waiting",
            Mode::Setup => "setup",
            Mode::Choose => "choose",
            Mode::Move => "move",
            Mode::Over => "over",
        };
        m == mode
    }

    /// The route ids the board highlights: the moves open to the viewer now.
    pub fn highlight(&self) -> Vec<String> {
        match self.mode {
            Mode::Choose => self.routes.iter().map(|o| o.value.clone()).collect(),
            Mode::Move => vec![self.route.clone()],
            _ => Vec::new(),
        }
    }
}

/// The fields of a move, in the order of the action.
const MOVE_FIELDS: [(&str, &str); 6] = [
    ("route_art", "Art on the way"),
    ("food", "Food to pay"),
    ("barter", "Barter"),
    ("progress", "Progress card"),
    ("tile_art", "Art at the tile"),
    ("newborn", "Newborn"),
];

/// The panel for `seat` (None: a spectator). `route`: the route chosen in the first step of a
/// move; `candidate`: the action of a form shown again (its choices stay selected), with its
/// preview when `with_preview`.
#[allow(clippy::too_many_arguments)]
pub fn panel(
    s: &State,
    v: &View,
    seat: Option<Seat>,
    version: i32,
    route: Option<&str>,
    candidate: Option<&Action>,
    with_preview: bool,
    labels: &[String],
) -> TurnPanel {
    let mut p = TurnPanel {
        mode: Mode::Waiting,
        version,
        heading: String::new(),
        options: Vec::new(),
        routes: Vec::new(),
        route: String::new(),
        route_label: String::new(),
        fields: Vec::new(),
        chosen: candidate
            .filter(|a| !matches!(a, Action::Move(_)))
            .and_then(|a| serde_json::to_string(a).ok())
            .unwrap_or_default(),
        preview: None,
        error: None,
    };
    if s.is_over() {
        p.mode = Mode::Over;
        return p;
    }
    let Some(seat) = seat.filter(|&x| s.current() == Some(x)) else {
        return p;
    };
    let legal = legal_actions(s, seat);
    let setup: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::SetupCard { .. } | Action::SetupPlace { .. }))
        .collect();
    if !setup.is_empty() {
        p.mode = Mode::Setup;
        p.heading = if matches!(setup[0], Action::SetupCard { .. }) {
            "Choose your setup card".into()
        } else {
            "Place a setup meeple in a ready area".into()
        };
        p.options = setup.iter().map(|a| opt(a, setup_label(v, a))).collect();
    } else {
        p.mode = Mode::Choose;
        p.heading = "Move a meeple, or rest".into();
        let moves: Vec<&Move> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Move(m) => Some(m),
                _ => None,
            })
            .collect();
        for m in &moves {
            if !p.routes.iter().any(|o| o.value == m.route) {
                p.routes.push(Opt {
                    value: m.route.clone(),
                    label: route_label(v, &m.route),
                });
            }
        }
        p.options = legal
            .iter()
            .filter(|a| matches!(a, Action::Rest(_)))
            .map(|a| opt(a, rest_label(a)))
            .collect();
        let chosen_route = match candidate {
            Some(Action::Move(m)) => Some(m.route.as_str()),
            _ => route,
        };
        if let Some(r) = chosen_route.filter(|r| p.routes.iter().any(|o| o.value == *r)) {
            p.mode = Mode::Move;
            p.route = r.to_string();
            p.route_label = route_label(v, r);
            p.heading = "Move a meeple".into();
            let ours: Vec<&Move> = moves.into_iter().filter(|m| m.route == r).collect();
            let current = match candidate {
                Some(Action::Move(m)) => m.clone(),
                _ => ours[0].clone(),
            };
            p.fields = move_fields(v, &ours, &current);
        }
    }
    if with_preview {
        if let Some(a) = candidate {
            match preview(s, seat, a) {
                Ok(pv) => p.preview = Some(preview_text(&pv, labels)),
                Err(e) => p.error = Some(e.to_string()),
            }
        }
    }
    p
}

fn opt(a: &Action, label: String) -> Opt {
    Opt {
        value: serde_json::to_string(a).unwrap_or_default(),
        label,
    }
}

fn setup_label(v: &View, a: &Action) -> String {
    match a {
        Action::SetupCard { card } => {
            let res = v
                .setup_cards
                .iter()
                .find(|c| &c.id == card)
                .map(|c| c.resources.clone())
                .unwrap_or_default();
            format!("Setup card {card}: start with {res}")
        }
        Action::SetupPlace { ready_area } => {
            let column = v
                .ready_areas
                .iter()
                .find(|r| &r.id == ready_area)
                .map_or(0, |r| r.column);
            format!("Ready area {ready_area} ({})", stage_name(column))
        }
        _ => String::new(),
    }
}

/// The life stage of a column, with its numeral.
pub fn stage_name(column: u8) -> &'static str {
    match column {
        1 => "I Childhood",
        2 => "II Youth",
        3 => "III Adulthood",
        4 => "IV Old age",
        _ => "?",
    }
}

fn rest_label(a: &Action) -> String {
    match a {
        Action::Rest(r) => match (r.choice, r.cook_food) {
            (RestChoice::None, _) => "Rest: do nothing else".into(),
            (RestChoice::Cook, Some(f)) => format!("Rest and cook: pay {}", food_text(f)),
            (RestChoice::Cook, None) => "Rest and cook".into(),
            (RestChoice::Expand, _) => {
                "Rest and expand: a meeple from the mat joins column I".into()
            }
        },
        _ => String::new(),
    }
}

fn food_text(f: Food) -> String {
    match (f.fruit, f.meat) {
        (0, m) => format!("{m} meat"),
        (fr, 0) => format!("{fr} fruit"),
        (fr, m) => format!("{fr} fruit and {m} meat"),
    }
}

/// "RA2 → tile B4 Hunting (pay T1; gain M3, progress)".
fn route_label(v: &View, route: &str) -> String {
    let d = data();
    let Some(def) = d
        .route_by_id(route)
        .and_then(|i| d.routes.get(usize::from(i)))
    else {
        return route.to_string();
    };
    let from = d
        .areas
        .get(usize::from(def.from))
        .map_or("?", |a| a.id.as_str());
    let Some(t) = v.tiles.get(usize::from(def.to)) else {
        return format!("{from} → ?");
    };
    let mut pays = Vec::new();
    if def.icon == Icon::Art {
        pays.push("art on the way".to_string());
    }
    if !t.lose.is_empty() && t.lose != "nothing" {
        pays.push(t.lose.clone());
    }
    if t.lose_food > 0 {
        pays.push(format!("{} food", t.lose_food));
    }
    if t.lose_vp > 0 {
        pays.push(format!("{} VP", t.lose_vp));
    }
    let mut gains = Vec::new();
    if !t.gain.is_empty() && t.gain != "nothing" {
        gains.push(t.gain.clone());
    }
    if t.gain_vp > 0 {
        gains.push(format!("{} VP", t.gain_vp));
    }
    match t.icon {
        Icon::Progress => gains.push("a progress card".into()),
        Icon::Art => gains.push("art".into()),
        Icon::Newborn => gains.push("a newborn".into()),
        Icon::None => {}
    }
    let pays = if pays.is_empty() {
        String::new()
    } else {
        format!("pay {}; ", pays.join(", "))
    };
    let gains = if gains.is_empty() {
        "gain nothing".to_string()
    } else {
        format!("gain {}", gains.join(", "))
    };
    format!(
        "{from} → {} {} ({} · {pays}{gains})",
        t.id,
        t.name,
        stage_name(t.column)
    )
}

fn art_label(v: &View, a: Option<ArtChoice>) -> String {
    match a {
        None => "No art".into(),
        Some(ArtChoice { art_slot }) => v
            .art_display
            .iter()
            .find(|s| s.slot == art_slot)
            .map_or_else(
                || format!("Art slot {art_slot}"),
                |s| {
                    format!(
                        "Art slot {art_slot}: {}, pay {} for {} VP",
                        s.name, s.cost, s.vp
                    )
                },
            ),
    }
}

fn field_label(v: &View, name: &str, m: &Move) -> String {
    match name {
        "route_art" => art_label(v, m.route_art),
        "tile_art" => art_label(v, m.tile_art),
        "food" => m
            .food
            .map_or_else(|| "Nothing".into(), |f| format!("Pay {}", food_text(f))),
        "barter" => m.barter.map_or_else(
            || "No barter".into(),
            |Barter { give, take }| {
                format!(
                    "Give {} {}, take {} {}",
                    crate::engine::dawn_of_mankind::rules::BARTER_GIVE,
                    give.name(),
                    crate::engine::dawn_of_mankind::rules::BARTER_TAKE,
                    take.name()
                )
            },
        ),
        "progress" => match &m.progress {
            None => "No progress card".into(),
            Some(pc) => {
                let cost = v
                    .piles
                    .iter()
                    .find(|p| p.name == pc.pile)
                    .and_then(|p| p.cards.first())
                    .map(|c| format!(", pay {}", c.cost))
                    .unwrap_or_default();
                match pc.slot {
                    Some(slot) => format!("{} into slot {slot}{cost}", pc.pile),
                    None => format!("{}{cost}", pc.pile),
                }
            }
        },
        "newborn" => {
            if m.newborn {
                "Take a newborn meeple".into()
            } else {
                "No newborn".into()
            }
        }
        _ => String::new(),
    }
}

/// The JSON of one field of a move: what its option's value carries.
fn field_value(m: &Move, name: &str) -> String {
    let v = serde_json::to_value(m).unwrap_or(Value::Null);
    let part = v.get(name).cloned().unwrap_or(Value::Null);
    // `newborn: false` is left out of the action's JSON.
    if name == "newborn" && part.is_null() {
        return "false".into();
    }
    part.to_string()
}

fn move_fields(v: &View, moves: &[&Move], current: &Move) -> Vec<Field> {
    MOVE_FIELDS
        .iter()
        .filter_map(|&(name, label)| {
            let mut options: Vec<Opt> = Vec::new();
            for m in moves {
                let value = field_value(m, name);
                if !options.iter().any(|o| o.value == value) {
                    options.push(Opt {
                        value,
                        label: field_label(v, name, m),
                    });
                }
            }
            let all_empty = options.len() == 1 && matches!(options[0].value.as_str(), "null");
            (!all_empty).then(|| Field {
                name,
                label,
                chosen: field_value(current, name),
                options,
            })
        })
        .collect()
}

fn preview_text(p: &preview::Preview, labels: &[String]) -> PreviewText {
    let mut change = Vec::new();
    for (n, word) in [
        (p.change.fruit, "fruit"),
        (p.change.meat, "meat"),
        (p.change.tools, "tools"),
        (p.change.hides, "hides"),
    ] {
        if n != 0 {
            change.push(format!("{n:+} {word}"));
        }
    }
    let mut summary = if change.is_empty() {
        "No change in resources".to_string()
    } else {
        change.join(", ")
    };
    summary.push_str(&format!(
        "; {:+} VP (you would have {} VP)",
        p.vp_change, p.vp_after
    ));
    if !p.cards_gained.is_empty() {
        summary.push_str(&format!("; progress {}", p.cards_gained.join(", ")));
    }
    if p.ends_game {
        summary.push_str(". This turn ends the game");
    }
    summary.push('.');
    PreviewText {
        summary,
        lines: p
            .description
            .iter()
            .map(|l| with_names(l, labels))
            .collect(),
    }
}

/// Reads a submitted turn form into an action: `action` (a setup or rest option's JSON), or
/// `route` with the JSON value of each sub-choice.
pub fn parse(fields: &[(String, String)]) -> Result<Action, String> {
    let field = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let value = if let Some(json) = field("action") {
        serde_json::from_str::<Value>(json).map_err(|_| unreadable())?
    } else if let Some(route) = field("route") {
        let mut obj = Map::new();
        obj.insert("kind".into(), Value::String("action".into()));
        obj.insert("route".into(), Value::String(route.to_string()));
        for (name, _) in MOVE_FIELDS {
            if let Some(raw) = field(name) {
                if raw.len() > 200 {
                    return Err(unreadable());
                }
                let part: Value = serde_json::from_str(raw).map_err(|_| unreadable())?;
                if !part.is_null() {
                    obj.insert(name.into(), part);
                }
            }
        }
        Value::Object(obj)
    } else {
        return Err("Choose what to do first.".into());
    };
    serde_json::from_value::<Action>(value).map_err(|_| unreadable())
}

fn unreadable() -> String {
    "The form's choices could not be read; choose again from the form below.".into()
}
