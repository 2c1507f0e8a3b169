//! What a viewer may see (design §14): plain serde structs for the web pages.
//!
//! Everything is public except the talon's order, the building stack below its top, the seed
//! and the future dice (the generator's state): the view gives only the talon's and the stack's
//! sizes. `Omniscient` (finished games, analysis) also sees the talon and the stack in order.

use super::data::{data, Die, Material};
use super::legal::least_fuel;
use super::scoring::finals;
use super::state::{
    After, Final, FreeKind, Sources, State, Step, TileKind, ROW_NAMES, SCHEMA_VERSION,
    SEAT_COLOURS, SEAT_SHAPES,
};
use crate::engine::{Placing, Seat, Viewer};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub schema_version: u32,
    /// "seat", "spectator" or "omniscient".
    pub viewer: &'static str,
    pub seat: Option<Seat>,
    /// 0 during setup, then 1–9.
    pub round: u8,
    pub cycle: u8,
    pub start_player: Seat,
    pub step: StepView,
    pub to_act: Vec<Seat>,
    /// The three cycle cards, by cycle.
    pub cycle_cards: Vec<String>,
    /// The active card's id, once play has begun.
    pub active_card: Option<String>,
    /// The rolled dice by colour (0 before the first roll).
    pub rolled: BTreeMap<&'static str, u8>,
    /// Rows `1-2`, `3-4`, `5`, `6`: pod ids by column (`null` for an empty slot).
    pub display: Vec<DisplayRow>,
    pub talon_size: usize,
    pub statues: Vec<String>,
    pub top_building: Option<String>,
    pub building_stack_size: usize,
    pub artifact_supply: u8,
    /// The tiles on Victus, by space.
    pub tiles: Vec<TileView>,
    pub players: Vec<PlayerView>,
    /// The acting seat's free builds still queued after the current one.
    pub pending: Vec<FreeKind>,
    pub outcome: Option<Vec<Placing>>,
    /// For the acting seat in an action step: the fuel each move and each row would cost (§15.3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fuel_hints: Option<Vec<FuelHint>>,
    /// Omniscient only: the talon and the building stack, top first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub talon: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub building_stack: Option<Vec<String>>,
}

/// §15.3: for one unused die, the least fuel (|fuel|) to move to each location (L0..L6) and to
/// activate each Manufactory row (`1-2`, `3-4`, `5`, `6`) with it. A convenience only:
/// legality is always the full check.
#[derive(Debug, Clone, Serialize)]
pub struct FuelHint {
    pub die: &'static str,
    pub value: u8,
    pub move_to: Vec<u32>,
    pub rows: Vec<u32>,
}

#[derive(Debug, Clone, Serialize)]
pub struct StepView {
    /// "choose_mat", "place_ship", "cycle_influence", "action", "free_pod",
    /// "free_achievement" or "finished".
    pub name: &'static str,
    pub seat: Option<Seat>,
    /// Action phase 1 or 2.
    pub phase: Option<u8>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DisplayRow {
    pub row: &'static str,
    pub pods: Vec<Option<String>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TileView {
    pub space: usize,
    pub colony: String,
    /// A pod id or an achievement id.
    pub tile: String,
    /// "pod" or "achievement".
    pub kind: &'static str,
    /// The pod's colour.
    pub colour: Option<&'static str>,
    /// Crew by seat.
    pub crew: Vec<u8>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DieView {
    pub die: &'static str,
    pub letter: char,
    /// The value for this player, after a tweak.
    pub value: u8,
    pub used: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub colour: &'static str,
    pub shape: &'static str,
    pub mat: Option<String>,
    pub ship: Option<String>,
    pub materials: BTreeMap<&'static str, u8>,
    pub artifacts: u8,
    pub fuel: u32,
    pub crew_supply: u8,
    pub crew_on_victus: u32,
    /// Confidence (the score chart's series).
    pub cp: u32,
    pub sources: Sources,
    pub influence: BTreeMap<String, u8>,
    pub achievements: Vec<String>,
    pub dice: Vec<DieView>,
    pub tweak: Option<&'static str>,
    /// The final scoring once the game is over.
    pub final_score: Option<Final>,
    /// The final score, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let d = data();
    let (kind, seat) = match viewer {
        Viewer::Seat(x) => ("seat", Some(x)),
        Viewer::Spectator => ("spectator", None),
        Viewer::Omniscient => ("omniscient", None),
    };
    let step = match s.step {
        Step::ChooseMat { .. } => ("choose_mat", None),
        Step::PlaceShip { .. } => ("place_ship", None),
        Step::CycleInfluence { .. } => ("cycle_influence", None),
        Step::Action { phase, .. } => ("action", Some(phase)),
        Step::FreeBuild { kind, then, .. } => (
            match kind {
                FreeKind::FreePod => "free_pod",
                FreeKind::FreeAchievement => "free_achievement",
            },
            match then {
                After::Action { phase, .. } => Some(phase),
                After::CycleInfluence { .. } => None,
            },
        ),
        Step::Finished => ("finished", None),
    };
    let pod_id = |p: u8| {
        d.pods
            .get(usize::from(p))
            .map_or_else(String::new, |x| x.id.clone())
    };
    let ach_id = |a: u8| {
        d.achievements
            .get(usize::from(a))
            .map_or_else(String::new, |x| x.id.clone())
    };
    let omniscient = viewer == Viewer::Omniscient;
    let queued = match s.step {
        Step::FreeBuild { .. } => s.pending.iter().skip(1).copied().collect(),
        _ => Vec::new(),
    };
    View {
        schema_version: SCHEMA_VERSION,
        viewer: kind,
        seat,
        round: s.round,
        cycle: if s.round == 0 {
            0
        } else {
            (s.round - 1) / 3 + 1
        },
        start_player: usize::from(s.start),
        step: StepView {
            name: step.0,
            seat: s.current(),
            phase: step.1,
        },
        to_act: s.current().into_iter().collect(),
        cycle_cards: s
            .cycles
            .iter()
            .map(|&c| {
                d.cycles
                    .get(usize::from(c))
                    .map_or_else(String::new, |x| x.id.clone())
            })
            .collect(),
        active_card: s.active_card().map(|c| c.id.clone()),
        rolled: Die::ALL
            .iter()
            .map(|x| (x.name(), s.rolled[x.index()]))
            .collect(),
        display: s
            .display
            .iter()
            .zip(ROW_NAMES)
            .map(|(r, name)| DisplayRow {
                row: name,
                pods: r.iter().map(|p| p.map(pod_id)).collect(),
            })
            .collect(),
        talon_size: s.talon.len(),
        statues: s.statues.iter().map(|&a| ach_id(a)).collect(),
        top_building: s.buildings.first().map(|&a| ach_id(a)),
        building_stack_size: s.buildings.len(),
        artifact_supply: s.artifacts,
        tiles: s
            .board
            .iter()
            .enumerate()
            .filter_map(|(sp, t)| t.as_ref().map(|t| (sp, t)))
            .map(|(sp, t)| {
                let (tile, kind, colour) = match t.what {
                    TileKind::Pod(p) => (
                        pod_id(p),
                        "pod",
                        d.pods.get(usize::from(p)).map(|x| x.colour.name()),
                    ),
                    TileKind::Achievement(a) => (ach_id(a), "achievement", None),
                };
                TileView {
                    space: sp,
                    colony: d
                        .colonies
                        .get(sp / 18)
                        .map_or_else(String::new, |c| c.id.clone()),
                    tile,
                    kind,
                    colour,
                    crew: t.crew.clone(),
                }
            })
            .collect(),
        players: s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let colour = usize::from(p.colour).min(SEAT_COLOURS.len() - 1);
                PlayerView {
                    seat: i,
                    colour: SEAT_COLOURS[colour],
                    shape: SEAT_SHAPES[colour],
                    mat: p
                        .mat
                        .and_then(|m| d.mats.get(usize::from(m)))
                        .map(|m| m.id.clone()),
                    ship: p
                        .ship
                        .and_then(|l| d.locations.get(usize::from(l)))
                        .map(|l| l.id.clone()),
                    materials: Material::ALL
                        .iter()
                        .map(|m| (m.name(), p.materials[m.index()]))
                        .collect(),
                    artifacts: p.artifacts,
                    fuel: p.fuel,
                    crew_supply: p.crew,
                    crew_on_victus: s.crew_on_victus(i),
                    cp: p.cp,
                    sources: p.sources.clone(),
                    influence: d
                        .colonies
                        .iter()
                        .zip(p.influence)
                        .map(|(c, v)| (c.id.clone(), v))
                        .collect(),
                    achievements: p.achievements.iter().map(|&a| ach_id(a)).collect(),
                    dice: Die::ALL
                        .iter()
                        .map(|&x| DieView {
                            die: x.name(),
                            letter: x.letter(),
                            value: s.die_value(i, x),
                            used: p.used[x.index()],
                        })
                        .collect(),
                    tweak: p.tweak.map(|x| x.name()),
                    final_score: p.final_score.clone(),
                    score: s.is_over().then_some(p.cp),
                }
            })
            .collect(),
        pending: queued,
        outcome: super::scoring::outcome(s),
        fuel_hints: seat
            .filter(|&x| s.current() == Some(x) && matches!(s.step, Step::Action { .. }))
            .map(|x| fuel_hints(s, x)),
        talon: omniscient.then(|| s.talon.iter().map(|&p| pod_id(p)).collect()),
        building_stack: omniscient.then(|| s.buildings.iter().map(|&a| ach_id(a)).collect()),
    }
}

/// The final scoring as it would stand now (for a game ended early).
pub fn provisional_finals(s: &State) -> Vec<Final> {
    finals(s)
}

/// §15.3 for `seat`'s unused dice.
pub fn fuel_hints(s: &State, seat: Seat) -> Vec<FuelHint> {
    let Some(p) = s.players.get(seat) else {
        return Vec::new();
    };
    let Some(from) = p.ship else {
        return Vec::new();
    };
    let bands: [(i32, i32); 4] = [(1, 2), (3, 4), (5, 5), (6, 6)];
    Die::ALL
        .iter()
        .filter(|x| !p.used[x.index()])
        .map(|&x| {
            let v = s.die_value(seat, x);
            let ccw = super::readings::may_move_ccw(p.power(), x);
            let move_to = (0..super::data::LOCATIONS as u8)
                .map(|to| {
                    let cw = least_fuel(i32::from(v), from, to, false).unsigned_abs();
                    let back = least_fuel(i32::from(v), from, to, true).unsigned_abs();
                    if ccw {
                        cw.min(back)
                    } else {
                        cw
                    }
                })
                .collect();
            let any_row = super::readings::black_any_row(p.power(), x);
            let rows = bands
                .iter()
                .map(|&(lo, hi)| {
                    let v = i32::from(v);
                    if any_row || (lo..=hi).contains(&v) {
                        0
                    } else if v < lo {
                        (lo - v).unsigned_abs()
                    } else {
                        (v - hi).unsigned_abs()
                    }
                })
                .collect();
            FuelHint {
                die: x.name(),
                value: v,
                move_to,
                rows,
            }
        })
        .collect()
}
