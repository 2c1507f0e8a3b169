//! What a viewer may see of a game: plain serde structs for the web pages.
//!
//! A seat sees everything public plus its own science and pending placement; other seats'
//! science shows as "hidden" until the game ends. Spectators see no science, nobody sees deck
//! order (only sizes), and `Omniscient` sees everything (finished games, analysis).

use super::catalogue::{catalogue, AdjTarget, Colour, Effect, Kind, Res, Shape, Side};
use super::cell::Cell;
use super::round::{outcome, stored_units};
use super::state::{module_colour, Ledger, Phase, Place, Player, State, HANGARS};
use crate::engine::{Placing, Seat, Viewer};
use serde::{Serialize, Serializer};

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub schema_version: u32,
    /// "seat", "spectator" or "omniscient".
    pub viewer: &'static str,
    pub seat: Option<Seat>,
    pub year: u8,
    pub round: u16,
    pub first_player: Seat,
    /// "turn", "placement" or "over".
    pub phase: &'static str,
    /// The seat taking a turn now, if any.
    pub current: Option<Seat>,
    pub to_act: Vec<Seat>,
    pub arm: u8,
    /// The 8 hangars by absolute number.
    pub hangars: Vec<HangarView>,
    /// Slots 1..=7.
    pub experiments: Vec<SlotView>,
    pub decks: DeckSizes,
    pub missions: Vec<MissionView>,
    pub players: Vec<PlayerView>,
    /// The final ranking once the game is over.
    pub outcome: Option<Vec<Placing>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct HangarView {
    pub hangar: u8,
    /// Offset from the arm (0 = the arm's own hangar).
    pub offset: u8,
    /// Offsets 1 and 2 are discarded at the end of the round.
    pub white_cross: bool,
    pub module: Option<ModuleCard>,
    /// (seat, astronaut index) of every astronaut standing at this hangar.
    pub astronauts: Vec<(Seat, u8)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SlotView {
    pub slot: u8,
    /// The hangar an astronaut goes to when carrying it out now.
    pub hangar: u8,
    pub experiment: Option<ExperimentCard>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DeckSizes {
    /// Modules left per year (index 0 = year 1).
    pub modules: [usize; 3],
    pub experiments: [usize; 3],
}

#[derive(Debug, Clone, Serialize)]
pub struct MissionView {
    pub id: String,
    pub text: String,
    pub min: u32,
    pub holder: Option<Seat>,
    /// Every seat's current measure (all public information).
    pub measures: Vec<u32>,
}

/// A science total that may be hidden: serialized as a number or as `"hidden"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Science {
    Hidden,
    Value(u32),
}

impl Serialize for Science {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Science::Hidden => s.serialize_str("hidden"),
            Science::Value(v) => s.serialize_u32(*v),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub colour: &'static str,
    pub vp: i32,
    pub rp: u8,
    pub science: Science,
    /// VP + science, shown when the viewer may see the science.
    pub score: Option<i64>,
    /// Top-left cell of each completed square.
    pub squares: Vec<Cell>,
    pub tiles: Vec<TileView>,
    pub astronauts: Vec<AstronautView>,
    pub experiments: Vec<OwnedExperimentView>,
    pub missions: Vec<String>,
    /// Stored units: electricity, advanced, basic (the final tie-break order).
    pub stored: [u32; 3],
    pub placement: PlacementView,
    /// Gains by source; only for the seat itself or an omniscient viewer.
    pub ledger: Option<Ledger>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlacementView {
    /// The seat has astronauts to place this step.
    pub needed: bool,
    pub submitted: bool,
    /// The submitted cells, only for the seat itself (or omniscient).
    pub cells: Option<Vec<Cell>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TileView {
    pub cell: Cell,
    /// The cell's name, "M13".
    pub name: String,
    /// "module" or "obstacle".
    pub kind: &'static str,
    /// The colour the module counts as (a communication tile's chosen colour); none for obstacles.
    pub colour: Option<Colour>,
    pub module: Option<ModuleCard>,
    pub stock: u8,
    /// Remaining resistance of an obstacle.
    pub resistance: u8,
    /// WP to activate (0: cannot be activated).
    pub wp: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct AstronautView {
    pub index: u8,
    pub wp: u8,
    pub remaining: u8,
    pub active: bool,
    /// "base", "station" or "returning".
    pub place: &'static str,
    pub cell: Option<Cell>,
    pub cell_name: Option<String>,
    pub hangar: Option<u8>,
}

#[derive(Debug, Clone, Serialize)]
pub struct OwnedExperimentView {
    pub experiment: ExperimentCard,
    pub side: Side,
    /// 0-based line of its side.
    pub line: u8,
}

/// Everything printed on a module tile, for labels.
#[derive(Debug, Clone, Serialize)]
pub struct ModuleCard {
    pub index: u8,
    pub id: String,
    pub name: String,
    pub kind: Kind,
    pub colour: Option<Colour>,
    /// gear, robot, flask or sprout.
    pub symbol: Option<&'static str>,
    /// Letters, "IIM".
    pub cost: String,
    /// Words, "2 Ice + 1 Methane".
    pub cost_text: String,
    pub wp: u8,
    pub produces: Vec<Res>,
    pub rp: u8,
    pub vp: u8,
    pub adjacency: Option<(AdjTarget, u8)>,
    pub shape: Option<Shape>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ExperimentCard {
    pub index: u8,
    pub id: String,
    pub year: u8,
    pub side: Side,
    pub cost: String,
    pub cost_text: String,
    pub rp: u8,
    pub vp: u8,
    pub effect: Effect,
}

/// Catalogue lookup for labels: a module by catalogue index.
pub fn module_card(index: u8) -> ModuleCard {
    let def = catalogue().module(index);
    ModuleCard {
        index,
        id: def.id.clone(),
        name: def.name.clone(),
        kind: def.kind,
        colour: def.colour,
        symbol: def.colour.map(Colour::symbol),
        cost: def.cost.letters(),
        cost_text: def.cost.to_string(),
        wp: def.wp,
        produces: Res::ALL.iter().copied().filter(|r| def.makes(*r)).collect(),
        rp: def.rp,
        vp: def.vp,
        adjacency: def.adj,
        shape: def.shape,
    }
}

/// Catalogue lookup for labels: an experiment by catalogue index.
pub fn experiment_card(index: u8) -> ExperimentCard {
    let def = catalogue().experiment(index);
    ExperimentCard {
        index,
        id: def.id.clone(),
        year: def.year,
        side: def.side,
        cost: def.cost.letters(),
        cost_text: def.cost.to_string(),
        rp: def.rp,
        vp: def.vp,
        effect: def.effect,
    }
}

/// The view of a state for a viewer. A seat number outside the table is treated as a spectator.
pub fn view(state: &State, viewer: Viewer) -> View {
    let viewer = match viewer {
        Viewer::Seat(s) if s >= state.seats() => Viewer::Spectator,
        v => v,
    };
    let over = state.phase == Phase::Over;
    View {
        schema_version: state.schema_version,
        viewer: match viewer {
            Viewer::Seat(_) => "seat",
            Viewer::Spectator => "spectator",
            Viewer::Omniscient => "omniscient",
        },
        seat: match viewer {
            Viewer::Seat(s) => Some(s),
            _ => None,
        },
        year: state.year,
        round: state.round,
        first_player: usize::from(state.first_player),
        phase: match state.phase {
            Phase::Turn { .. } => "turn",
            Phase::Placement => "placement",
            Phase::Over => "over",
        },
        current: match state.phase {
            Phase::Turn { seat } => Some(usize::from(seat)),
            _ => None,
        },
        to_act: super::to_act(state),
        arm: state.arm,
        hangars: hangar_views(state),
        experiments: slot_views(state),
        decks: DeckSizes {
            modules: [0, 1, 2].map(|y| state.module_decks[y].len()),
            experiments: [0, 1, 2].map(|y| state.experiment_decks[y].len()),
        },
        missions: mission_views(state),
        players: (0..state.seats())
            .map(|s| player_view(state, s, reveals(viewer, s, over)))
            .collect(),
        outcome: outcome(state),
    }
}

/// Whether the viewer may see this seat's private data (science, placement, ledger).
fn reveals(viewer: Viewer, seat: Seat, over: bool) -> (bool, bool) {
    match viewer {
        Viewer::Omniscient => (true, true),
        Viewer::Seat(s) => (s == seat || over, s == seat),
        Viewer::Spectator => (over, false),
    }
}

fn hangar_views(state: &State) -> Vec<HangarView> {
    (0..HANGARS)
        .map(|h| {
            let offset = state.offset_of(h);
            let astronauts = state
                .players
                .iter()
                .enumerate()
                .flat_map(|(s, p)| {
                    p.astronauts
                        .iter()
                        .enumerate()
                        .filter(move |(_, a)| a.at == Place::Hangar(h))
                        .map(move |(i, _)| (s, i as u8))
                })
                .collect();
            HangarView {
                hangar: h,
                offset,
                white_cross: offset == 1 || offset == 2,
                module: state.hangars[usize::from(h)].map(module_card),
                astronauts,
            }
        })
        .collect()
}

fn slot_views(state: &State) -> Vec<SlotView> {
    (1..=7u8)
        .map(|slot| SlotView {
            slot,
            hangar: (slot + state.arm) % HANGARS,
            experiment: state.slots[usize::from(slot - 1)].map(experiment_card),
        })
        .collect()
}

fn mission_views(state: &State) -> Vec<MissionView> {
    let cat = catalogue();
    let grids: Vec<_> = state.players.iter().map(super::base::Grid::of).collect();
    state
        .missions
        .iter()
        .filter_map(|ms| {
            let def = cat.mission(ms.mission)?;
            Some(MissionView {
                id: def.id.clone(),
                text: def.text.clone(),
                min: def.min,
                holder: ms.holder.map(usize::from),
                measures: state
                    .players
                    .iter()
                    .zip(&grids)
                    .map(|(p, g)| super::base::measure(p, g, def))
                    .collect(),
            })
        })
        .collect()
}

fn player_view(state: &State, seat: Seat, (science, private): (bool, bool)) -> PlayerView {
    let p = &state.players[seat];
    let (e, a, b) = stored_units(p);
    let needed = p.astronauts.iter().any(|a| a.at == Place::Returning);
    PlayerView {
        seat,
        colour: state.seat_name(seat),
        vp: p.vp,
        rp: p.rp,
        science: if science {
            Science::Value(p.science)
        } else {
            Science::Hidden
        },
        score: science.then(|| p.score()),
        squares: p.squares.clone(),
        tiles: tile_views(p),
        astronauts: astronaut_views(p),
        experiments: p
            .experiments
            .iter()
            .map(|x| OwnedExperimentView {
                experiment: experiment_card(x.experiment),
                side: x.side,
                line: x.line,
            })
            .collect(),
        missions: state
            .missions
            .iter()
            .filter(|m| m.holder == Some(seat as u8))
            .filter_map(|m| catalogue().mission(m.mission).map(|d| d.id.clone()))
            .collect(),
        stored: [e, a, b],
        placement: PlacementView {
            needed,
            submitted: p.placement.is_some(),
            cells: if private { p.placement.clone() } else { None },
        },
        ledger: private.then_some(p.ledger),
    }
}

fn tile_views(p: &Player) -> Vec<TileView> {
    let modules = p.modules.iter().map(|m| {
        let card = module_card(m.module);
        TileView {
            cell: m.cell,
            name: m.cell.name(),
            kind: "module",
            colour: Some(module_colour(catalogue().module(m.module))),
            wp: card.wp,
            module: Some(card),
            stock: m.stock,
            resistance: 0,
        }
    });
    let obstacles = p.obstacles.iter().map(|o| TileView {
        cell: o.cell,
        name: o.cell.name(),
        kind: "obstacle",
        colour: None,
        module: None,
        stock: 0,
        resistance: o.resistance,
        wp: 1,
    });
    modules.chain(obstacles).collect()
}

fn astronaut_views(p: &Player) -> Vec<AstronautView> {
    p.astronauts
        .iter()
        .enumerate()
        .map(|(i, a)| AstronautView {
            index: i as u8,
            wp: a.wp,
            remaining: a.remaining,
            active: a.is_active(),
            place: match a.at {
                Place::Base(_) => "base",
                Place::Hangar(_) => "station",
                Place::Returning => "returning",
            },
            cell: a.cell(),
            cell_name: a.cell().map(Cell::name),
            hangar: match a.at {
                Place::Hangar(h) => Some(h),
                _ => None,
            },
        })
        .collect()
}
