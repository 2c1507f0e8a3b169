//! The game state of Humanity: plain serde data, small integers, cheap to clone.
//!
//! Components are referred to by catalogue index (`u8`). A state read from JSON may be hostile,
//! so every public entry point runs `State::validate` before trusting an index.

use super::catalogue::{catalogue, Colour, Kind, ModuleDef, Side};
use super::cell::Cell;
use crate::engine::rng::Rng;
use crate::engine::{Seat, SetupError};
use serde::{Deserialize, Serialize};

/// Version of the serialized state and action format.
pub const SCHEMA_VERSION: u32 = 1;
pub const HANGARS: u8 = 8;
pub const SLOTS: usize = 7;
pub const MAX_RP: u8 = 50;
pub const MAX_WP: u8 = 4;
pub const MAX_STOCK: u8 = 3;

/// Default player colours by seat (cosmetic).
pub const SEAT_COLOURS: [&str; 4] = ["Yellow", "Blue", "Green", "Pink"];

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub schema_version: u32,
    /// 1..=3.
    pub year: u8,
    /// Rounds played so far, counting from 1 for the current one.
    pub round: u16,
    pub first_player: u8,
    pub phase: Phase,
    /// The hangar (0..8) the arm sits on.
    pub arm: u8,
    /// Module (catalogue index) on each hangar, by absolute hangar number.
    pub hangars: [Option<u8>; 8],
    /// Experiment on each slot; slot k (1..=7) is at index k-1.
    pub slots: [Option<u8>; SLOTS],
    /// Undrawn modules per year (index 0 = year 1); the next draw is the last element.
    pub module_decks: [Vec<u8>; 3],
    /// Undrawn experiments per year; the next draw is the last element.
    pub experiment_decks: [Vec<u8>; 3],
    /// The three missions in play (A, B, C).
    pub missions: Vec<MissionState>,
    /// Modules out of the game: discarded from the white crosses, and drawn communication tiles
    /// replaced by supply tiles. Kept so that tile conservation can be checked.
    pub discarded_modules: Vec<u8>,
    /// Experiments cleared from the board at the end of a year.
    pub discarded_experiments: Vec<u8>,
    pub players: Vec<Player>,
    pub rng: Rng,
    /// Number of actions applied so far (turns and placements).
    pub actions: u32,
    /// The colour each seat plays (index into `SEAT_COLOURS`); empty means the default order.
    /// Players may choose their colour; the board draws seats in it (the game log names seats by
    /// the platform's `{p1}` tokens).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<u8>,
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Phase {
    /// `seat` takes a turn.
    Turn { seat: u8 },
    /// Every player with returning astronauts places them (simultaneous).
    Placement,
    /// The game is over.
    Over,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MissionState {
    pub mission: u8,
    pub holder: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub vp: i32,
    pub rp: u8,
    /// Hidden from the other players until the game ends.
    pub science: u32,
    /// Placed modules, in placement order (starting modules first).
    pub modules: Vec<PlacedModule>,
    pub obstacles: Vec<Obstacle>,
    pub astronauts: [Astronaut; 3],
    pub experiments: Vec<OwnedExperiment>,
    /// Top-left cell of every completed 2x2 square.
    pub squares: Vec<Cell>,
    /// A submitted, not yet revealed placement: one cell per returning astronaut, in astronaut
    /// order. Hidden from the other players.
    pub placement: Option<Vec<Cell>>,
    pub ledger: Ledger,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacedModule {
    pub cell: Cell,
    pub module: u8,
    pub stock: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Obstacle {
    pub cell: Cell,
    pub resistance: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Astronaut {
    pub wp: u8,
    pub remaining: u8,
    pub at: Place,
}

impl Astronaut {
    /// Active: in the base with work left (design 0.8).
    pub fn is_active(&self) -> bool {
        matches!(self.at, Place::Base(_)) && self.remaining > 0
    }

    pub fn cell(&self) -> Option<Cell> {
        match self.at {
            Place::Base(c) => Some(c),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Base(Cell),
    Hangar(u8),
    /// Taken off the station at the end of a round, waiting to be placed.
    Returning,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OwnedExperiment {
    pub experiment: u8,
    pub side: Side,
    pub line: u8,
}

/// Every VP and science gain of a player by source; VP must always equal the sum.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ledger {
    pub printed_vp: i32,
    pub greenhouse_vp: i32,
    pub square_vp: i32,
    pub line_vp: i32,
    pub mission_vp: i32,
    /// Negative: missions stolen from this player.
    pub mission_lost_vp: i32,
    pub resource_vp: i32,
    pub research_science: u32,
    pub behind_science: u32,
    pub mission_science: u32,
}

impl Ledger {
    pub fn vp_total(&self) -> i32 {
        self.printed_vp
            + self.greenhouse_vp
            + self.square_vp
            + self.line_vp
            + self.mission_vp
            + self.mission_lost_vp
            + self.resource_vp
    }

    pub fn science_total(&self) -> u32 {
        self.research_science + self.behind_science + self.mission_science
    }
}

impl Player {
    pub fn module_index_at(&self, cell: Cell) -> Option<usize> {
        self.modules.iter().position(|m| m.cell == cell)
    }

    pub fn obstacle_index_at(&self, cell: Cell) -> Option<usize> {
        self.obstacles.iter().position(|o| o.cell == cell)
    }

    pub fn has_module_at(&self, cell: Cell) -> bool {
        self.modules.iter().any(|m| m.cell == cell)
    }

    /// A module, an obstacle or an astronaut stands on the cell.
    pub fn occupied(&self, cell: Cell) -> bool {
        self.has_module_at(cell)
            || self.obstacles.iter().any(|o| o.cell == cell)
            || self.astronauts.iter().any(|a| a.at == Place::Base(cell))
    }

    /// Colour of the module on the cell (obstacles and empty cells have none).
    pub fn colour_at(&self, cell: Cell) -> Option<Colour> {
        self.modules
            .iter()
            .find(|m| m.cell == cell)
            .map(|m| module_colour(catalogue().module(m.module)))
    }

    pub fn has_active_astronaut(&self) -> bool {
        self.astronauts.iter().any(Astronaut::is_active)
    }

    pub fn score(&self) -> i64 {
        i64::from(self.vp) + i64::from(self.science)
    }

    pub fn add_rp(&mut self, rp: u32) {
        let total = u32::from(self.rp) + rp;
        self.rp = rp_capped(total);
    }
}

/// The colour a placed module counts as. Drawn communication tiles are never placed (they are
/// replaced by a coloured supply tile), so the fallback is never used by a valid state.
pub fn module_colour(def: &ModuleDef) -> Colour {
    def.colour.unwrap_or(Colour::Orange)
}

/// Design 10.1: the research track stops at 50; further gains are lost.
pub fn rp_capped(total: u32) -> u8 {
    u8::try_from(total.min(u32::from(MAX_RP))).unwrap_or(MAX_RP)
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat)
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Absolute hangar at offset k from the arm (design 0.6).
    pub fn hangar_at_offset(&self, k: u8) -> u8 {
        (self.arm + k) % HANGARS
    }

    /// Offset of an absolute hangar from the arm, 0..8.
    pub fn offset_of(&self, hangar: u8) -> u8 {
        (hangar + HANGARS - self.arm % HANGARS) % HANGARS
    }

    pub fn modules_on_board(&self) -> usize {
        self.hangars.iter().flatten().count()
    }
}

/// Design 1.2-1.4: the starting base.
fn starting_player(third_hangar: u8) -> Player {
    let cat = catalogue();
    let [s1, s2, s3, s4] = cat.start;
    let placed = |x, y, module| PlacedModule {
        cell: Cell(x, y),
        module,
        stock: 1,
    };
    let obstacle = |x, y| Obstacle {
        cell: Cell(x, y),
        resistance: 3,
    };
    let astronaut = |at| Astronaut {
        wp: 2,
        remaining: 2,
        at,
    };
    Player {
        vp: 0,
        rp: 0,
        science: 0,
        modules: vec![
            placed(-1, 0, s1),
            placed(0, 0, s4),
            placed(1, 0, s3),
            placed(0, 1, s2),
        ],
        obstacles: vec![obstacle(-1, 1), obstacle(0, -1), obstacle(1, 1)],
        astronauts: [
            astronaut(Place::Base(Cell(-1, -1))),
            astronaut(Place::Base(Cell(1, -1))),
            Astronaut {
                wp: 2,
                remaining: 0,
                at: Place::Hangar(third_hangar),
            },
        ],
        experiments: Vec::new(),
        squares: Vec::new(),
        placement: None,
        ledger: Ledger::default(),
    }
}

/// Design 1.5 (reading D12): the third astronaut of a seat starts on hangar 3 + N - seat.
pub fn third_astronaut_hangar(players: usize, seat: usize) -> u8 {
    ((3 + players - seat) % 8) as u8
}

/// Design section 1: a new game from a seed.
pub fn new_state(players: usize, seed: u64) -> Result<State, SetupError> {
    let cat = super::catalogue::try_catalogue()
        .map_err(|e| SetupError(format!("The Humanity data is broken: {e}")))?;
    if !(2..=4).contains(&players) {
        return Err(SetupError(format!(
            "Humanity is for 2 to 4 players, not {players}."
        )));
    }
    let mut rng = Rng::new(seed);
    let mut module_decks = cat.year_modules.clone();
    for deck in module_decks.iter_mut() {
        rng.shuffle(deck);
    }
    let mut experiment_decks = cat.year_experiments.clone();
    for deck in experiment_decks.iter_mut() {
        rng.shuffle(deck);
    }
    let mut missions = Vec::with_capacity(3);
    for pile in &cat.letter_missions {
        let pick = pile.get(rng.below(pile.len().max(1) as u64) as usize);
        if let Some(&mission) = pick {
            missions.push(MissionState {
                mission,
                holder: None,
            });
        }
    }
    let mut hangars = [None; 8];
    for slot in hangars.iter_mut().skip(1) {
        *slot = module_decks[0].pop();
    }
    let mut slots = [None; SLOTS];
    for slot in slots.iter_mut() {
        *slot = experiment_decks[0].pop();
    }
    let players_vec = (0..players)
        .map(|seat| starting_player(third_astronaut_hangar(players, seat)))
        .collect();
    Ok(State {
        schema_version: SCHEMA_VERSION,
        year: 1,
        round: 1,
        first_player: 0,
        phase: Phase::Turn { seat: 0 },
        arm: 0,
        hangars,
        slots,
        module_decks,
        experiment_decks,
        missions,
        discarded_modules: Vec::new(),
        discarded_experiments: Vec::new(),
        players: players_vec,
        rng,
        actions: 0,
        colours: Vec::new(),
    })
}

/// Reads the seats' colours from the setup options (`{"colours": ["pink", "blue"]}`); none
/// given means the default order. Colours must be known and distinct, one per seat.
pub fn colours_option(options: &serde_json::Value, players: usize) -> Result<Vec<u8>, SetupError> {
    Ok(crate::engine::chosen_colours(options, players, &SEAT_COLOURS)?.unwrap_or_default())
}

/// Why a stored state cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("The game state is corrupt: {0}.")]
pub struct StateError(pub String);

fn bad(why: impl Into<String>) -> StateError {
    StateError(why.into())
}

impl State {
    /// A seat in the game log: the platform's token (`{p1}` for the first seat), which every
    /// page and mail replaces by the player's name and mark (`services::seating::with_names`).
    pub fn who(&self, seat: Seat) -> String {
        format!("{{p{}}}", seat + 1)
    }

    /// The colour of a seat ("Yellow"), as the board draws it. Its English name is a key of the
    /// game's texts: a refusal says it as a message (`describe::seat_colour_words`), so that a
    /// reader reads it in their language.
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        let index = self.colours.get(seat).map_or(seat, |c| usize::from(*c));
        SEAT_COLOURS.get(index).copied().unwrap_or("A player")
    }

    /// Check every index and range, so that the rules can use them without further checks.
    pub fn validate(&self) -> Result<(), StateError> {
        let cat = catalogue();
        let n = self.players.len();
        if !self.colours.is_empty()
            && (self.colours.len() != n
                || self
                    .colours
                    .iter()
                    .any(|c| usize::from(*c) >= SEAT_COLOURS.len()))
        {
            return Err(bad("one known colour per seat"));
        }
        if self.schema_version != SCHEMA_VERSION {
            return Err(bad(format!(
                "schema version {} is not the supported {}",
                self.schema_version, SCHEMA_VERSION
            )));
        }
        if !(2..=4).contains(&n) {
            return Err(bad("there must be 2 to 4 players"));
        }
        if !(1..=3).contains(&self.year)
            || self.arm >= HANGARS
            || usize::from(self.first_player) >= n
        {
            return Err(bad("year, arm or first player out of range"));
        }
        if let Phase::Turn { seat } = self.phase {
            if usize::from(seat) >= n {
                return Err(bad("the seat to play does not exist"));
            }
        }
        let module_ok = |m: &u8| usize::from(*m) < cat.modules.len();
        let exp_ok = |e: &u8| usize::from(*e) < cat.experiments.len();
        if !self.hangars.iter().flatten().all(module_ok)
            || !self.module_decks.iter().flatten().all(module_ok)
            || !self.slots.iter().flatten().all(exp_ok)
            || !self.experiment_decks.iter().flatten().all(exp_ok)
            || !self.discarded_modules.iter().all(module_ok)
            || !self.discarded_experiments.iter().all(exp_ok)
        {
            return Err(bad("a module or experiment id is out of range"));
        }
        for m in &self.missions {
            if cat.mission(m.mission).is_none() || m.holder.is_some_and(|h| usize::from(h) >= n) {
                return Err(bad("a mission or its holder is out of range"));
            }
        }
        self.players.iter().try_for_each(validate_player)
    }
}

fn validate_player(p: &Player) -> Result<(), StateError> {
    let cat = catalogue();
    if p.rp > MAX_RP {
        return Err(bad("research above 50"));
    }
    for m in &p.modules {
        let def = cat
            .modules
            .get(usize::from(m.module))
            .ok_or_else(|| bad("unknown module"))?;
        if def.kind == Kind::Communication || m.stock > MAX_STOCK || !m.cell.in_bounds() {
            return Err(bad("a placed module is invalid"));
        }
        if !def.is_producer() && m.stock > 0 {
            return Err(bad("a module without production holds stock"));
        }
    }
    for o in &p.obstacles {
        if !(1..=3).contains(&o.resistance) || !o.cell.in_bounds() {
            return Err(bad("an obstacle is invalid"));
        }
    }
    for a in &p.astronauts {
        let place_ok = match a.at {
            Place::Base(c) => c.in_bounds(),
            Place::Hangar(h) => h < HANGARS,
            Place::Returning => true,
        };
        if !(2..=MAX_WP).contains(&a.wp) || a.remaining > a.wp || !place_ok {
            return Err(bad("an astronaut is invalid"));
        }
    }
    for e in &p.experiments {
        if usize::from(e.experiment) >= cat.experiments.len() {
            return Err(bad("unknown experiment"));
        }
    }
    if let Some(cells) = &p.placement {
        let returning = p
            .astronauts
            .iter()
            .filter(|a| a.at == Place::Returning)
            .count();
        if cells.len() != returning || !cells.iter().all(|c| c.in_bounds()) {
            return Err(bad(
                "a pending placement does not match the returning astronauts",
            ));
        }
    }
    if !super::invariants::cells_distinct(p) {
        return Err(bad("two things share a cell"));
    }
    Ok(())
}
