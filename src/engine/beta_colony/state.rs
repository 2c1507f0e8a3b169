//! The game state of Beta Colony (design §0.9, §0.10), its setup from the seed (§2) and the
//! derived quantities the rules read (active cycle card, dice values, crew counts).

use super::data::{data, CycleBonus, CycleCard, Data, Die, MatPower, LOCAL_SPACES, SPACES};
use crate::engine::rng::Rng;
use crate::engine::{Seat, SetupError};
use serde::{Deserialize, Serialize};

/// Version of the serialized state and action schema.
pub const SCHEMA_VERSION: u32 = 1;

/// Default seat colours (Turnpost-wide decisions), each drawn with its shape.
pub const SEAT_COLOURS: [&str; 4] = ["white", "purple", "black", "grey"];
/// The shape drawn with each colour of `SEAT_COLOURS`.
pub const SEAT_SHAPES: [&str; 4] = ["●", "◆", "■", "▲"];

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// Display rows `1-2`, `3-4`, `5`, `6`, each with up to 3 columns.
pub const ROWS: usize = 4;
pub const COLUMNS: usize = 3;
pub const ROW_NAMES: [&str; ROWS] = ["1-2", "3-4", "5", "6"];

/// The kind of a free build (§8.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FreeKind {
    FreePod,
    FreeAchievement,
}

/// The submission a free-build chain interrupted, to continue from once it is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "after", rename_all = "snake_case", deny_unknown_fields)]
pub enum After {
    CycleInfluence { k: u8 },
    Action { phase: u8, k: u8 },
}

/// The step of the state machine (§3.5). `k` counts seats in the step's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// Mat choice `k` of N, in reverse turn order from the right of the start player.
    ChooseMat {
        k: u8,
    },
    /// Ship placement `k` of N, in the same order.
    PlaceShip {
        k: u8,
    },
    /// C2A's influence of the `k`-th seat in turn order.
    CycleInfluence {
        k: u8,
    },
    /// Action phase 1 or 2, `k`-th seat in turn order.
    Action {
        phase: u8,
        k: u8,
    },
    /// The head of the acting seat's free-build queue.
    FreeBuild {
        seat: u8,
        kind: FreeKind,
        then: After,
    },
    Finished,
}

/// A tile on Victus: a pod or a cultural-achievement tile, with crew by seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    #[serde(flatten)]
    pub what: TileKind,
    /// Crew on the tile, by seat.
    pub crew: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileKind {
    Pod(u8),
    Achievement(u8),
}

/// CP gained during play, by source (§12.6), for the end screen.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sources {
    pub dice: u32,
    pub pods: u32,
    pub c3c: u32,
    pub track: u32,
    pub goals: u32,
}

/// The final scoring of one player (§13.1).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Final {
    pub artifacts: u32,
    /// CP of each owned achievement, in ownership order.
    pub achievements: Vec<u32>,
    /// Majority CP in each colony.
    pub majority: [u32; 3],
    /// Own crew on Victus (the tie-break, §13.2).
    pub crew_on_victus: u32,
}

impl Final {
    pub fn total(&self) -> u32 {
        self.artifacts + self.achievements.iter().sum::<u32>() + self.majority.iter().sum::<u32>()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Index into `SEAT_COLOURS`.
    pub colour: u8,
    pub mat: Option<u8>,
    pub ship: Option<u8>,
    /// Materials by `Material` index (at most 10 in total).
    pub materials: [u8; 6],
    pub artifacts: u8,
    pub fuel: u32,
    /// Crew in supply.
    pub crew: u8,
    /// Confidence, final scoring included once the game is over.
    pub cp: u32,
    pub sources: Sources,
    /// Influence 0–15 by colony.
    pub influence: [u8; 3],
    /// Owned cultural achievements (indices into the data's achievements).
    pub achievements: Vec<u8>,
    /// Which dice are used this round, by `Die` index.
    pub used: [bool; 4],
    /// The tweaked die this round, if any.
    pub tweak: Option<Die>,
    pub final_score: Option<Final>,
}

impl Player {
    fn new(colour: u8) -> Player {
        Player {
            colour,
            mat: None,
            ship: None,
            materials: [0; 6],
            artifacts: 0,
            fuel: 1,
            crew: 15,
            cp: 0,
            sources: Sources::default(),
            influence: [0; 3],
            achievements: Vec::new(),
            used: [false; 4],
            tweak: None,
            final_score: None,
        }
    }

    pub fn material_count(&self) -> u32 {
        self.materials.iter().map(|&m| u32::from(m)).sum()
    }

    /// Room left under the cap of 10.
    pub fn room(&self) -> u32 {
        u32::from(data().rules.material_cap).saturating_sub(self.material_count())
    }

    pub fn power(&self) -> Option<MatPower> {
        self.mat
            .and_then(|m| data().mats.get(usize::from(m)))
            .map(|m| m.power)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub schema_version: u32,
    /// 0 during setup, then 1–9.
    pub round: u8,
    pub start: u8,
    /// The three cycle cards, by cycle (indices into the data's cycle cards).
    pub cycles: [u8; 3],
    /// Display rows `1-2`, `3-4`, `5`, `6`; columns 1–3 (column 3 only under C2C).
    pub display: [[Option<u8>; COLUMNS]; ROWS],
    /// The pod pile, top first (hidden from every seat).
    pub talon: Vec<u8>,
    /// Pods out of the game (C2C's third column after round 6).
    pub removed: Vec<u8>,
    /// Statues not built yet.
    pub statues: Vec<u8>,
    /// The building stack, top first; only the top is public.
    pub buildings: Vec<u8>,
    /// The 54 spaces of Victus.
    pub board: Vec<Option<Tile>>,
    /// Artifacts left in the supply.
    pub artifacts: u8,
    /// The round's rolled dice, by `Die` index.
    pub rolled: [u8; 4],
    pub step: Step,
    /// The acting seat's free builds still to come (§8.6).
    pub pending: Vec<FreeKind>,
    pub players: Vec<Player>,
    /// Draws the dice of later rounds (hidden from every seat).
    pub rng: Rng,
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat `k` places after the start player in turn order.
    pub fn turn_seat(&self, k: u8) -> Seat {
        (usize::from(self.start) + usize::from(k)) % self.seats().max(1)
    }

    /// The seat of mat choice / ship placement `k`: S−1, S−2, …, S (§2.5).
    pub fn setup_seat(&self, k: u8) -> Seat {
        let n = self.seats().max(1);
        (usize::from(self.start) + 2 * n - 1 - usize::from(k) % n) % n
    }

    /// The seat that must submit now.
    pub fn current(&self) -> Option<Seat> {
        match self.step {
            Step::ChooseMat { k } | Step::PlaceShip { k } => Some(self.setup_seat(k)),
            Step::CycleInfluence { k } | Step::Action { k, .. } => Some(self.turn_seat(k)),
            Step::FreeBuild { seat, .. } => Some(usize::from(seat)),
            Step::Finished => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Finished
    }

    /// The card of the current cycle, once play has begun.
    pub fn active_card(&self) -> Option<&'static CycleCard> {
        if self.round == 0 {
            return None;
        }
        let cycle = usize::from((self.round - 1) / 3).min(2);
        data().cycles.get(usize::from(self.cycles[cycle]))
    }

    pub fn bonus_active(&self, bonus: CycleBonus) -> bool {
        self.active_card().is_some_and(|c| c.bonus == bonus)
    }

    /// The value of `seat`'s die this round, after its tweak (§5.4).
    pub fn die_value(&self, seat: Seat, die: Die) -> u8 {
        let rolled = self.rolled[die.index()];
        match self.players.get(seat).and_then(|p| p.tweak) {
            Some(t) if t == die => {
                if self.bonus_active(CycleBonus::TweakFlip) {
                    7u8.saturating_sub(rolled)
                } else {
                    6
                }
            }
            _ => rolled,
        }
    }

    /// `seat`'s crew on the tile at `space`.
    pub fn crew_at(&self, space: usize, seat: Seat) -> u32 {
        self.board
            .get(space)
            .and_then(|t| t.as_ref())
            .and_then(|t| t.crew.get(seat))
            .map_or(0, |&c| u32::from(c))
    }

    /// `seat`'s crew in one colony.
    pub fn crew_in_colony(&self, seat: Seat, colony: usize) -> u32 {
        (colony * LOCAL_SPACES..(colony + 1) * LOCAL_SPACES)
            .map(|s| self.crew_at(s, seat))
            .sum()
    }

    /// `seat`'s crew on Victus.
    pub fn crew_on_victus(&self, seat: Seat) -> u32 {
        (0..SPACES).map(|s| self.crew_at(s, seat)).sum()
    }

    /// The pod on `space`, if any.
    pub fn pod_at(&self, space: usize) -> Option<u8> {
        match self
            .board
            .get(space)
            .and_then(|t| t.as_ref())
            .map(|t| t.what)
        {
            Some(TileKind::Pod(p)) => Some(p),
            _ => None,
        }
    }

    /// The mats the players hold.
    pub fn mats_taken(&self) -> Vec<u8> {
        self.players.iter().filter_map(|p| p.mat).collect()
    }

    /// The achievements that may be built now: statues left, then the top building (§9.1).
    pub fn available_achievements(&self) -> Vec<u8> {
        let mut out = self.statues.clone();
        out.extend(self.buildings.first());
        out
    }
}

/// The colours chosen per seat (`options.colours`), or the default order.
pub fn colours_option(options: &serde_json::Value, players: usize) -> Result<Vec<u8>, SetupError> {
    Ok(
        crate::engine::chosen_colours(options, players, &SEAT_COLOURS)?
            .unwrap_or_else(|| (0..players as u8).collect()),
    )
}

/// A new game from the seed, with the draws of design §2.2 in that order, the display dealt
/// (§2.3) and the first mat choice open (§2.5).
pub fn new_state(players: usize, seed: u64) -> Result<State, SetupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(SetupError(format!(
            "Beta Colony is played by 2 to 4 players, not {players}."
        )));
    }
    let d: &Data =
        super::data::try_data().map_err(|e| SetupError(format!("The game data is broken: {e}")))?;
    let mut rng = Rng::new(seed);
    // 1. The start player.
    let start = rng.below(players as u64) as u8;
    // 2. One cycle card per cycle, each uniformly among that cycle's three.
    let mut cycles = [0u8; 3];
    for (c, slot) in cycles.iter_mut().enumerate() {
        let of_cycle: Vec<u8> = (0..d.cycles.len() as u8)
            .filter(|&i| usize::from(d.cycles[usize::from(i)].cycle) == c + 1)
            .collect();
        *slot = of_cycle[rng.below(of_cycle.len() as u64) as usize];
    }
    // 3. The talon.
    let mut talon: Vec<u8> = (0..d.pods.len() as u8).collect();
    rng.shuffle(&mut talon);
    // 4. The building stack.
    let mut buildings: Vec<u8> = (0..d.achievements.len() as u8)
        .filter(|&a| !d.achievements[usize::from(a)].is_statue())
        .collect();
    rng.shuffle(&mut buildings);
    let statues: Vec<u8> = (0..d.achievements.len() as u8)
        .filter(|&a| d.achievements[usize::from(a)].is_statue())
        .collect();
    // 5. Starting materials: a bag of 12 of each, shuffled; two each in turn order from S.
    let mut bag: Vec<u8> = (0..6u8)
        .flat_map(|m| std::iter::repeat_n(m, usize::from(d.rules.material_bag_each)))
        .collect();
    rng.shuffle(&mut bag);
    let mut state = State {
        schema_version: SCHEMA_VERSION,
        round: 0,
        start,
        cycles,
        display: [[None; COLUMNS]; ROWS],
        talon,
        removed: Vec::new(),
        statues,
        buildings,
        board: vec![None; SPACES],
        artifacts: d.rules.artifacts,
        rolled: [0; 4],
        step: Step::ChooseMat { k: 0 },
        pending: Vec::new(),
        players: (0..players as u8).map(Player::new).collect(),
        rng,
    };
    let mut bag = bag.into_iter();
    for k in 0..players as u8 {
        let seat = state.turn_seat(k);
        for _ in 0..d.rules.starting_materials {
            if let Some(m) = bag.next() {
                state.players[seat].materials[usize::from(m)] += 1;
            }
        }
    }
    // §2.3: the display, row by row, two columns.
    for row in 0..ROWS {
        for col in 0..d.rules.display_columns {
            state.display[row][col] = if state.talon.is_empty() {
                None
            } else {
                Some(state.talon.remove(0))
            };
        }
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setup_deals_eight_pods_and_two_materials_each() {
        let s = new_state(3, 42).expect("setup");
        assert_eq!(s.talon.len(), 32);
        assert!(s
            .display
            .iter()
            .all(|r| r[0].is_some() && r[1].is_some() && r[2].is_none()));
        assert!(s
            .players
            .iter()
            .all(|p| p.material_count() == 2 && p.fuel == 1));
        assert_eq!(s.buildings.len(), 4);
        assert_eq!(s.statues.len(), 4);
        let d = data();
        for (c, &card) in s.cycles.iter().enumerate() {
            assert_eq!(usize::from(d.cycles[usize::from(card)].cycle), c + 1);
        }
        assert_eq!(s.step, Step::ChooseMat { k: 0 });
        // Mat order starts at the right of the start player and ends with the start player.
        assert_eq!(s.setup_seat(0), (usize::from(s.start) + 2) % 3);
        assert_eq!(s.setup_seat(2), usize::from(s.start));
        assert_eq!(new_state(3, 42), Ok(s));
        assert!(new_state(5, 1).is_err());
    }
}
