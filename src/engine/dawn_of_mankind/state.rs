//! The game state of Dawn of Mankind, its setup from the seed (design 2.2) and the derived
//! quantities the rules read (active progress effects, meeples on the board).

use super::data::{data, Cost, Effect, Named, Res};
use crate::engine::rng::Rng;
use crate::engine::{Seat, SetupError};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Version of the serialized state and action schema.
pub const SCHEMA_VERSION: u32 = 1;

/// Default seat colours (Turnpost-wide decisions), each drawn with its shape.
pub const SEAT_COLOURS: [&str; 5] = [
    "orange",
    "sky-blue",
    "bluish-green",
    "yellow",
    "reddish-purple",
];
/// The shape drawn with each colour of `SEAT_COLOURS`.
pub const SEAT_SHAPES: [&str; 5] = ["▲", "●", "■", "◆", "★"];

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
/// Ready areas and tiles the state arrays hold (A.1: 10 and 19).
pub const AREAS: usize = 10;
pub const TILES: usize = 19;

/// Who acts now (design 3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Phase {
    /// Setup turn `k` of `4N` (design 2.5).
    Setup {
        k: u8,
    },
    /// A main turn of `seat`.
    Main {
        seat: u8,
    },
    Finished {
        reason: EndReason,
    },
}

/// Why the game ended (design 10.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A player ended a main turn with 60 VP or more (3.4).
    Vp,
    /// N consecutive rests that changed nothing (3.5).
    Stall,
}

/// A progress card: its name (index into the data's names) and position 1..=4 in its pile.
/// Serialized as its id, `"hunting-2"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card {
    pub name: u8,
    pub position: u8,
}

impl Card {
    pub fn id(self) -> String {
        let d = data();
        let name = d
            .names
            .get(usize::from(self.name))
            .map_or("?", |n| n.name.as_str());
        format!("{name}-{}", self.position)
    }

    pub fn parse(id: &str) -> Option<Card> {
        let (name, pos) = id.rsplit_once('-')?;
        let position: u8 = pos.parse().ok()?;
        let name = data().name_by_id(name)?;
        (1..=4)
            .contains(&position)
            .then_some(Card { name, position })
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.id())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let text = String::deserialize(d)?;
        Card::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown progress card {text:?}")))
    }
}

/// A progress name in play, serialized as the name (`"hunting"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(pub u8);

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let d = data();
        s.serialize_str(
            d.names
                .get(usize::from(self.0))
                .map_or("?", |n| n.name.as_str()),
        )
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Name, D::Error> {
        let text = String::deserialize(d)?;
        data()
            .name_by_id(&text)
            .map(Name)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown progress name {text:?}")))
    }
}

/// One progress pile in play: its name and the positions still in it, top (cheapest) first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pile {
    pub name: Name,
    pub cards: Vec<u8>,
}

/// One art display slot: the card (1-based art number) and the cube's line (1..=3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArtSlot {
    pub card: u8,
    pub line: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Index into `SEAT_COLOURS`.
    pub colour: u8,
    /// Fruit, meat, tools, hides (0..=8).
    pub res: [u8; 4],
    /// The value of the player's VP tokens (hidden from the other seats).
    pub vp: u32,
    /// Meeples on the inventory mat.
    pub mat: u8,
    /// This player's meeples in each ready area, by the board's area index.
    pub ready: [u8; AREAS],
    /// The card on the Cooking, Religion and Storytelling spaces (`None`: the printed one).
    pub named: [Option<Card>; 3],
    /// Slot stacks, bottom first; only the last card is active.
    pub slots: [Vec<Card>; 3],
    /// The setup card taken (1-based), once taken.
    pub setup_card: Option<u8>,
    /// Setup placements made in columns I, II and III.
    pub placed: [bool; 3],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub schema_version: u32,
    /// The seed of every random draw (never shown to a player).
    pub seed: u64,
    pub start: u8,
    pub phase: Phase,
    pub players: Vec<Player>,
    /// Face shown on each tile: 0 = `a`, 1 = `b`.
    pub faces: [u8; TILES],
    /// The seat of the meeple on each tile, if any.
    pub tiles: [Option<u8>; TILES],
    pub display: [ArtSlot; 4],
    /// The face-down art deck, top first (hidden from every seat).
    pub deck: Vec<u8>,
    pub piles: Vec<Pile>,
    /// Setup cards dealt face up and not taken yet (1-based, ascending).
    pub table: Vec<u8>,
    /// Setup cards not dealt (hidden from every seat).
    pub undealt: Vec<u8>,
    /// Consecutive main turns that were rests changing nothing (design 3.5).
    pub stall: u8,
    /// Main turns played so far (for the log's step numbers).
    pub turns: u32,
}

/// Every progress effect active for one player (design 8.4, 8.6), with the printed defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Active {
    pub cook_food: u8,
    pub cook_vp: u32,
    pub religion: (u32, u32),
    pub storytelling: (u32, u32),
    pub bonus: [u8; 4],
    pub spoil_meat: u8,
    pub spoil_fruit: u8,
    pub art_vp: u32,
    pub expand_vp: u32,
    pub first_area_limit: u8,
}

impl Player {
    fn new(colour: u8) -> Player {
        Player {
            colour,
            res: [0; 4],
            vp: 0,
            mat: data().mat.meeples,
            ready: [0; AREAS],
            named: [None; 3],
            slots: [Vec::new(), Vec::new(), Vec::new()],
            setup_card: None,
            placed: [false; 3],
        }
    }

    /// Every card the player has acquired, covered ones included (design 0.12).
    pub fn acquired(&self) -> impl Iterator<Item = Card> + '_ {
        self.named
            .iter()
            .flatten()
            .copied()
            .chain(self.slots.iter().flatten().copied())
    }

    pub fn acquired_count(&self) -> u32 {
        self.acquired().count() as u32
    }

    pub fn has_acquired(&self, name: u8) -> bool {
        self.acquired().any(|c| c.name == name)
    }

    /// The active effects: the three named spaces and the three slot tops.
    pub fn active(&self) -> Active {
        let d = data();
        let m = &d.mat;
        let mut a = Active {
            cook_food: m.cook_food,
            cook_vp: m.cook_vp,
            religion: (m.religion[0], m.religion[1]),
            storytelling: (m.storytelling[0], m.storytelling[1]),
            bonus: [0; 4],
            spoil_meat: m.spoil_meat,
            spoil_fruit: m.spoil_fruit,
            art_vp: 0,
            expand_vp: m.expand_vp,
            first_area_limit: m.first_area_limit,
        };
        let cards = self
            .named
            .iter()
            .flatten()
            .chain(self.slots.iter().filter_map(|s| s.last()));
        for c in cards {
            let Some(def) = d.names.get(usize::from(c.name)) else {
                continue;
            };
            match def.effect {
                Effect::Cook { food, vp } => {
                    a.cook_food = food;
                    a.cook_vp = vp;
                }
                Effect::Religion { food, goods } => a.religion = (food, goods),
                Effect::Storytelling { cards, meeples } => a.storytelling = (cards, meeples),
                Effect::Bonus(r) => a.bonus[r.index()] += 1,
                Effect::SpoilLimits { meat, fruit } => {
                    a.spoil_meat = meat;
                    a.spoil_fruit = fruit;
                }
                Effect::ArtVp(v) => a.art_vp += v,
                Effect::ExpandVp(v) => a.expand_vp = v,
                Effect::FirstAreaLimit(l) => a.first_area_limit = l,
            }
        }
        a
    }

    pub fn food(&self) -> u8 {
        self.res[Res::Fruit.index()] + self.res[Res::Meat.index()]
    }

    pub fn can_pay(&self, cost: &Cost) -> bool {
        self.res.iter().zip(cost).all(|(have, need)| have >= need)
    }

    pub fn pay(&mut self, cost: &Cost) {
        for (have, need) in self.res.iter_mut().zip(cost) {
            *have = have.saturating_sub(*need);
        }
    }

    /// Adds resources, each type capped at 8 (design 0.9).
    pub fn gain(&mut self, gain: &Cost) {
        let cap = data().mat.cap;
        for (have, more) in self.res.iter_mut().zip(gain) {
            *have = have.saturating_add(*more).min(cap);
        }
    }

    pub fn in_ready_areas(&self) -> u32 {
        self.ready.iter().map(|&n| u32::from(n)).sum()
    }
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat to act, if any (design 3.1).
    pub fn current(&self) -> Option<Seat> {
        let n = self.seats();
        match self.phase {
            Phase::Setup { k } => Some(setup_seat(usize::from(self.start), n, usize::from(k))),
            Phase::Main { seat } => Some(usize::from(seat)),
            Phase::Finished { .. } => None,
        }
    }

    /// Meeples of `seat` on tiles.
    pub fn on_tiles(&self, seat: Seat) -> u32 {
        self.tiles
            .iter()
            .filter(|t| t.map(usize::from) == Some(seat))
            .count() as u32
    }

    /// Meeples of `seat` on the board: ready areas and tiles (design 0.3).
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.players[seat].in_ready_areas() + self.on_tiles(seat)
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Finished { .. })
    }
}

/// The seat of setup turn `k`: counterclockwise from the right of the start player (2.5).
pub fn setup_seat(start: usize, n: usize, k: usize) -> Seat {
    (start + n * 2 - 1 - (k % n)) % n
}

/// The colours chosen per seat (`options.colours`), or the default order.
pub fn colours_option(options: &serde_json::Value, players: usize) -> Result<Vec<u8>, SetupError> {
    Ok(
        crate::engine::chosen_colours(options, players, &SEAT_COLOURS)?
            .unwrap_or_else(|| (0..players as u8).collect()),
    )
}

/// A new game from the seed, with the draws of design 2.2 in that order.
pub fn new_state(players: usize, seed: u64) -> Result<State, SetupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(SetupError(format!(
            "Dawn of Mankind is played by 2 to 5 players, not {players}."
        )));
    }
    let d =
        super::data::try_data().map_err(|e| SetupError(format!("The game data is broken: {e}")))?;
    let mut rng = Rng::new(seed);
    // 1. Start player.
    let start = rng.below(players as u64) as u8;
    // 2. Tile faces, double-faced tiles in board order.
    let mut faces = [0u8; TILES];
    for (t, def) in d.tiles.iter().enumerate() {
        if def.faces.len() == 2 {
            faces[t] = rng.below(2) as u8;
        }
    }
    // 3. Art: the first four to the display, the rest face down.
    let mut art: Vec<u8> = (1..=d.art.len() as u8).collect();
    rng.shuffle(&mut art);
    let display = [0, 1, 2, 3].map(|i| ArtSlot {
        card: art[i],
        line: 1,
    });
    let deck = art[4..].to_vec();
    // 4. Five progress names of eleven; the piles are listed in data order.
    let mut names: Vec<u8> = (0..d.names.len() as u8).collect();
    rng.shuffle(&mut names);
    let mut chosen: Vec<u8> = names[..5].to_vec();
    chosen.sort_unstable();
    let piles = chosen
        .into_iter()
        .map(|n| Pile {
            name: Name(n),
            cards: (1..=d.names[usize::from(n)].cards_for(players)).collect(),
        })
        .collect();
    // 5. Setup cards: the first N dealt face up.
    let mut setup: Vec<u8> = (1..=d.setup.len() as u8).collect();
    rng.shuffle(&mut setup);
    let mut table = setup[..players].to_vec();
    table.sort_unstable();
    let mut undealt = setup[players..].to_vec();
    undealt.sort_unstable();
    Ok(State {
        schema_version: SCHEMA_VERSION,
        seed,
        start,
        phase: Phase::Setup { k: 0 },
        players: (0..players as u8).map(Player::new).collect(),
        faces,
        tiles: [None; TILES],
        display,
        deck,
        piles,
        table,
        undealt,
        stall: 0,
        turns: 0,
    })
}

/// Which named space a name covers, if any.
pub fn named_space(name: u8) -> Option<Named> {
    data().names.get(usize::from(name)).and_then(|n| n.named)
}
