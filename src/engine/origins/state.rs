//! The game state of Origins, its setup from the seed (design 2) and the state machine's
//! skeleton (design 3): which seat decides what, and the prompt kinds.

use super::action::{Domesticate, MapUnit};
use super::data::{data, Category, Effect, Letter, Region, Track};
use crate::engine::rng::Rng;
use crate::engine::{Seat, SetupError};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Version of the serialized state and action schema.
pub const SCHEMA_VERSION: u32 = 1;
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
/// Units of each colour (design 0.2).
pub const UNITS: u32 = 24;
/// Infrastructure markers per player (design 2.4).
pub const MARKERS: u32 = 5;
/// The innovation track's box count and the population track's (design 0.3).
pub const INNOVATION_BOXES: u8 = 8;
pub const POPULATION_BOXES: u8 = 11;
/// The species' colours in `Letter::ALL` order (A.1, `species.toml`): the colours a seat may
/// choose, each of which brings its species.
pub const SEAT_COLOURS: [&str; 5] = ["black", "red", "white", "green", "yellow"];
/// The default of the `turn_cap` option (design 3.6, S6).
pub const DEFAULT_TURN_CAP: u32 = 100;

macro_rules! id_type {
    ($name:ident, $int:ty, $what:literal, $lookup:ident, $get:ident) => {
        /// A component index, serialized as its id in the data files.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub $int);

        impl $name {
            pub fn id(self) -> &'static str {
                data().$get(self.0).id.as_str()
            }
            pub fn parse(id: &str) -> Option<$name> {
                data().$lookup(id).map($name)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let text = String::deserialize(d)?;
                $name::parse(&text).ok_or_else(|| {
                    serde::de::Error::custom(format!(concat!("unknown ", $what, " {:?}"), text))
                })
            }
        }
    };
}

id_type!(CardId, u8, "card", card_by_id, card);
id_type!(HexId, u8, "hex", hex_by_id, hex);
id_type!(XId, u16, "intersection", x_by_id, x);

/// The spaces of the era track (design 0.6, 14.3), in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EraSpace {
    #[serde(rename = "II-dark")]
    IIDark,
    #[serde(rename = "II-golden")]
    IIGolden,
    #[serde(rename = "III-dark")]
    IIIDark,
    #[serde(rename = "III-golden")]
    IIIGolden,
    #[serde(rename = "IV-dark")]
    IVDark,
}

impl EraSpace {
    /// The era the space belongs to: 2, 3 or 4 (design 14.5).
    pub fn era(self) -> u8 {
        match self {
            EraSpace::IIDark | EraSpace::IIGolden => 2,
            EraSpace::IIIDark | EraSpace::IIIGolden => 3,
            EraSpace::IVDark => 4,
        }
    }

    pub fn is_golden(self) -> bool {
        matches!(self, EraSpace::IIGolden | EraSpace::IIIGolden)
    }

    pub fn name(self) -> &'static str {
        ["II-dark", "II-golden", "III-dark", "III-golden", "IV-dark"][self as usize]
    }
}

/// A public card in a repertoire (design 0.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Held {
    pub card: CardId,
    /// Face up; false when suppressed.
    pub active: bool,
}

/// The producer or consumer half of an elder pool (design 0.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Half {
    Producer,
    Consumer,
}

/// An aid offer (design 16.1): `count` producers earmarked for seat `to` until the end of that
/// seat's next turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AidOffer {
    pub to: u8,
    pub count: u8,
    /// Set once the beneficiary's turn has started: the offer lapses at that turn's end.
    pub running: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The demography sheet's letter: the player's colour, which never changes (design 0.1).
    pub sheet: Letter,
    /// The brain map held now (design 0.1, D2).
    pub brain: Letter,
    /// Units on the innovation track (0..=8) and the population track (0..=11) (design 0.3).
    pub ki: u8,
    pub kp: u8,
    /// FP, MET, MAR, ENE, IMM (design 0.8).
    pub infra: [u8; 5],
    /// The regions covered by a brain unit, in `Region` order (design 0.5).
    pub brain_units: Vec<Region>,
    /// The era unit's space; `None` while the player is in Era I (design 0.6).
    pub era: Option<EraSpace>,
    /// Migratory units, by intersection, in id order.
    pub migratory: Vec<XId>,
    /// Metropolises, by hex, in id order.
    pub metropolises: Vec<HexId>,
    /// Elders by colour (`Letter` index of the owner's sheet): producers and consumers.
    pub producers: [u8; 5],
    pub consumers: [u8; 5],
    /// The hand in the order the cards arrived (hidden from the others, design 19).
    pub hand: Vec<CardId>,
    /// The discard pile, bottom first: the last card is the top.
    pub discard: Vec<CardId>,
    /// Public cards held, in the order won.
    pub repertoire: Vec<Held>,
    pub enslaver: Option<u8>,
    /// Subtracted from the next stability roll actually made (design 14.6, D21).
    pub revolution_penalty: u8,
    /// Aid offers this player has made (design 16.1).
    pub aid_offers: Vec<AidOffer>,
}

impl Player {
    pub fn innovation_number(&self) -> u8 {
        7u8.saturating_sub(self.ki)
    }
    pub fn population_number(&self) -> u8 {
        10u8.saturating_sub(self.kp)
    }
    pub fn level(&self, t: Track) -> u8 {
        self.infra[t.index()]
    }
    /// The current era: 1, 2 or 3 (4 once IV-dark is entered, which ends the game).
    pub fn current_era(&self) -> u8 {
        self.era.map_or(1, EraSpace::era)
    }
    pub fn elders(&self) -> u32 {
        self.producers
            .iter()
            .chain(&self.consumers)
            .map(|&n| u32::from(n))
            .sum()
    }
    pub fn producer_count(&self) -> u32 {
        self.producers.iter().map(|&n| u32::from(n)).sum()
    }
    /// Elder capacity: metropolises + 1, or 1 for a slave (design 0.4, 15.3).
    pub fn capacity(&self) -> u32 {
        if self.enslaver.is_some() {
            1
        } else {
            self.metropolises.len() as u32 + 1
        }
    }
    /// Migratory units plus metropolises.
    pub fn map_units(&self) -> usize {
        self.migratory.len() + self.metropolises.len()
    }
    /// The highest rank among active public cards of a category, or 0 (design 0.7).
    pub fn best(&self, category: Category) -> u8 {
        let d = data();
        self.repertoire
            .iter()
            .filter(|h| h.active)
            .filter_map(|h| match d.card(h.card.0).kind {
                super::data::CardKind::Public {
                    category: c, rank, ..
                } if c == category => Some(rank),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }
    /// Hand limit = 1 + best info (design 0.7).
    pub fn hand_limit(&self) -> usize {
        1 + usize::from(self.best(Category::Info))
    }
    /// Whether an instinct is visible: a region with its icon is empty, or the player has left
    /// Era I (design 0.5, D8).
    pub fn visible(&self, instinct: super::data::Instinct) -> bool {
        if self.era.is_some() {
            return true;
        }
        data()
            .regions
            .iter()
            .any(|r| r.instinct == instinct && !self.brain_units.contains(&r.region))
    }
    /// Whether an EYE card lies anywhere in the player's discard pile (design 6.9, D47).
    pub fn has_eye(&self) -> bool {
        let d = data();
        self.discard.iter().any(|c| d.card(c.0).has_eye())
    }
    /// All of this player's units of their colour, wherever they are (the 24 of design 0.2),
    /// except guest workers in other pools, which the caller adds.
    pub fn own_units_here(&self) -> u32 {
        self.migratory.len() as u32
            + self.metropolises.len() as u32
            + u32::from(self.ki)
            + u32::from(self.kp)
            + self.brain_units.len() as u32
            + u32::from(self.era.is_some())
            + MARKERS
            + u32::from(self.producers[self.sheet.index()])
            + u32::from(self.consumers[self.sheet.index()])
    }
}

/// The decision states of design 3.2 in which the game waits for a submission. The automatic
/// states (`TurnStart`, `Stability` without chaos, `TurnEnd`) never rest in the state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case", deny_unknown_fields)]
pub enum Phase {
    /// Phase 1 (design 4): `left` innovation actions remain.
    Innovation { left: u8 },
    /// Phase 2 (design 5): the catastrophes still to resolve.
    Catastrophes,
    /// Phase 3 (design 6).
    Cards,
    /// Phase 4 chaos (design 7.3), while its choices are prompted.
    Chaos,
    /// Phase 5 (design 8).
    Population { base: u8, funded: u8, used: u8 },
    /// Phase 6 (design 10): actions carried from phase 5 for Sabine raids.
    Sieges { carried: u8 },
    /// Phase 7 (design 11).
    Starvation,
    /// Final scoring done (design 17).
    GameOver,
}

/// Why a pool owner picks an elder (design 0.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case", deny_unknown_fields)]
pub enum ElderWhy {
    /// An elder loss.
    Loss,
    /// A guest-worker transfer to seat `to` (incorporation or siege).
    Transfer { to: u8 },
}

/// The prompt kinds of design 3.4, with their context.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum PromptKind {
    /// An auction bid (6.4).
    Bid,
    /// Passage for seat `mover`'s unit through `at` (9.5).
    Passage {
        mover: u8,
        at: XId,
    },
    /// A trade proposed by `from` on `track` (8.2).
    TradeAnswer {
        from: u8,
        track: Track,
    },
    /// A revolution by `from` naming this seat's brain map (14.6).
    RevolutionAnswer {
        from: u8,
    },
    ChooseElder(ElderWhy),
    /// A barbarian incursion by `attacker` (6.7).
    BarbarianAnswer {
        attacker: u8,
    },
    /// A disease of limit `limit` strikes a neighbour of the active player's choosing (5.5).
    DiseaseNeighbour {
        limit: u8,
    },
    /// A player left with no map unit picks the enslaver (15.1).
    ChooseEnslaver,
    /// The order of two or more catastrophes (5.2).
    CatastropheOrder,
    /// Chaos depopulation: `count` map units to lose (7.3).
    Depopulate {
        count: u8,
    },
    /// Chaos from a golden space: forward or back (7.3).
    DarkAge,
    /// Ordered starvation (11.2).
    Starve,
}

/// A decision put to one seat other than through the phase itself (design 3.4). Prompts stack:
/// the last one pushed is answered first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
// No `deny_unknown_fields` here: serde does not support it together with `flatten`.
pub struct Prompt {
    pub seat: u8,
    #[serde(flatten)]
    pub kind: PromptKind,
}

/// What a seat is asked to decide now: a phase of the active player's turn, or a prompt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    Innovation { left: u8 },
    Cards,
    Population { base: u8, funded: u8, used: u8 },
    Sieges { carried: u8 },
    Prompt(PromptKind),
}

/// An attack or siege made this turn, for Sabine raids (design 3.5, 8.2, 10.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    pub target: u8,
    pub siege: bool,
    pub raid_used: bool,
}

/// The per-turn memory of design 3.5, cleared at `TurnStart`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnMemory {
    pub silverback: u8,
    pub locution: bool,
    pub moved: Vec<XId>,
    /// Public cards drawn from a deck this turn, in draw order (their catastrophes act, D12).
    pub drawn_public: Vec<CardId>,
    pub attacks: Vec<Attack>,
    pub besieged: Vec<HexId>,
    /// Partners who declined a trade from the active player this phase (S7).
    pub declined_trade: Vec<u8>,
    /// Seats that got an aid offer from the active player in the current state (16.1).
    pub aided: Vec<u8>,
    /// The map units lost in this turn's chaos depopulation, for the slaves' replacements
    /// (7.3, 15.7 step 4).
    #[serde(default)]
    pub depopulated: Vec<MapUnit>,
}

/// One public record of the game's dice and revealed catastrophes (design 19.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "snake_case", deny_unknown_fields)]
pub enum Record {
    Die {
        seat: u8,
        purpose: String,
        value: u8,
    },
    Revealed {
        seat: u8,
        card: CardId,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub players: Vec<Player>,
    /// Brain maps not dealt, public, brain side up until a Revolution takes one (2.2, 14.6).
    pub unused_brains: Vec<Letter>,
    /// Each climate card turned to its other side? Dansgaard-Oeschger, Greenhouse, Milankovitch.
    pub climate: [bool; 3],
    /// The era decks I, II, III; the last card is the top. Hidden from everyone.
    pub decks: [Vec<CardId>; 3],
    /// Animal hexes covered by an extinct marker (12.3).
    pub extinct: Vec<HexId>,
    /// Cards removed from the game (barbarian incursions, 6.6-6.7).
    pub removed: Vec<CardId>,
    pub first_player: u8,
    pub active: u8,
    /// The game turn being played, 1-based (3.6).
    pub game_turn: u32,
    pub turn_cap: u32,
    /// Set when a player's era unit enters IV-dark, or at the turn cap (3.6).
    pub end_flag: bool,
    pub phase: Phase,
    /// Pending prompts; the last is answered first (3.4).
    pub prompts: Vec<Prompt>,
    pub memory: TurnMemory,
    pub records: Vec<Record>,
    /// Effects still to resolve after the pending prompts are answered (3.4), first first.
    #[serde(default)]
    pub queue: Vec<Step>,
    /// The auction under way in phase 3, if any (6.4); public (6.5).
    #[serde(default)]
    pub auction: Option<Auction>,
    /// A migration waiting on a passage answer (9.5).
    #[serde(default)]
    pub moving: Option<Moving>,
    pub rng: Rng,
}

/// One effect waiting to resolve (design 3.4: a prompt interrupts a resolution, which then goes
/// on). Only the effects that can follow a prompt are queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// A disease of limit `limit` strikes `seat` (5.5, D13).
    Strike {
        seat: u8,
        limit: u8,
    },
    /// `seat` loses one elder of their choice (0.4).
    LoseElder {
        seat: u8,
    },
    /// One fecundity increase for `seat` (0.3).
    Fi {
        seat: u8,
    },
    /// A catastrophe icon of a public card drawn this turn (5.3–5.5): the card and the icon's
    /// index among its catastrophes.
    Catastrophe {
        card: CardId,
        icon: u8,
    },
    /// Players left with no map unit become enslaved, one at a time (5.6, 15.1, D46).
    Enslave {
        #[serde(default)]
        done: [bool; 5],
    },
    /// Phase 2 is over: phase 3 begins (3.2).
    EndCatastrophes,
    /// One icon of a card played or won (6.3, 6.4 step 6), with the player's choices for it.
    /// `skip`: a declined fecundity decrease.
    Effect {
        seat: u8,
        effect: Effect,
        #[serde(default)]
        language: Option<Region>,
        #[serde(default)]
        domesticate: Option<Domesticate>,
        #[serde(default)]
        barbarian: Option<u8>,
        #[serde(default)]
        skip: bool,
    },
    /// After a barbarian incursion: cultural diffusion and the end of a slavery between the two
    /// (6.7, 6.9, 15.7).
    AfterIncursion {
        attacker: u8,
        victim: u8,
    },
    /// A revolt siege by the freed slave on a metropolis of its former master (15.7 step 3).
    RevoltSiege {
        attacker: u8,
        defender: u8,
        hex: HexId,
    },
    /// The defender of a successful siege gives the attacker a guest worker (10.3 step 3).
    Transfer {
        from: u8,
        to: u8,
    },
    /// `victim`, left with no map unit by a siege, is enslaved to `enslaver` (10.3, 15.1).
    EnslaveTo {
        victim: u8,
        enslaver: u8,
    },
    /// Chaos, after depopulation (7.3): the dark age, then suppression.
    DarkAge,
    Suppress,
    /// Chaos: every slavery of the active player ends, with replacements (7.3, 15.7).
    SlaveRevolt,
    /// The chaos replacements of the active player's depopulation by its former slaves (15.7
    /// step 4).
    Replace {
        slaves: [bool; 5],
    },
    /// Phase 7's starvation (11.2).
    Starve,
    /// The turn is over (3.2).
    TurnEnd,
}

/// A migration under way (9.5): `seat`'s unit stands at `at` (not yet moved) and enters
/// `path[next..]`; `through` says how each foreign unit on the way is passed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moving {
    pub seat: u8,
    pub at: XId,
    pub path: Vec<XId>,
    pub next: usize,
    pub attack: Vec<XId>,
}

/// A producer pledge in an auction (6.4, 16.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pledge {
    pub from: u8,
    pub to: u8,
    pub count: u8,
}

/// An open auction for a public card (6.4, D16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Auction {
    pub card: CardId,
    /// The eligible seats, clockwise from the active player.
    pub eligible: Vec<u8>,
    pub high: u8,
    pub leader: Option<u8>,
    /// Each seat's own highest bid in this auction (0: none yet), by seat.
    pub bids: Vec<u8>,
    /// Seats that passed since the last leading bid.
    pub passed: Vec<u8>,
    /// Pledges in the order made.
    pub pledges: Vec<Pledge>,
    /// The seat prompted now, and whether it has just pledged (it then bids or passes).
    pub bidder: u8,
    pub pledged: bool,
}

impl State {
    pub fn player(&self, seat: usize) -> &Player {
        &self.players[seat]
    }

    /// A copy without the public records of dice and revealed cards, which the rules only add
    /// to and never read: what a trial of an action or a bot's search copies, without the
    /// history that grows with the game.
    pub fn without_records(&self) -> State {
        State {
            players: self.players.clone(),
            unused_brains: self.unused_brains.clone(),
            climate: self.climate,
            decks: self.decks.clone(),
            extinct: self.extinct.clone(),
            removed: self.removed.clone(),
            first_player: self.first_player,
            active: self.active,
            game_turn: self.game_turn,
            turn_cap: self.turn_cap,
            end_flag: self.end_flag,
            phase: self.phase.clone(),
            prompts: self.prompts.clone(),
            memory: self.memory.clone(),
            records: Vec::new(),
            queue: self.queue.clone(),
            auction: self.auction.clone(),
            moving: self.moving.clone(),
            rng: self.rng.clone(),
        }
    }

    /// The state to copy for trials of actions: itself when it has no records (a bot's search
    /// state), else a copy without them.
    pub fn light(&self) -> std::borrow::Cow<'_, State> {
        if self.records.is_empty() {
            std::borrow::Cow::Borrowed(self)
        } else {
            std::borrow::Cow::Owned(self.without_records())
        }
    }

    /// Who must decide now and what, or `None` when the game is over (design 3.2, 3.4).
    pub fn decision(&self) -> Option<(Seat, Decision)> {
        if let Some(p) = self.prompts.last() {
            return Some((usize::from(p.seat), Decision::Prompt(p.kind.clone())));
        }
        let ap = usize::from(self.active);
        match &self.phase {
            Phase::Innovation { left } => Some((ap, Decision::Innovation { left: *left })),
            Phase::Cards => Some((ap, Decision::Cards)),
            Phase::Population { base, funded, used } => Some((
                ap,
                Decision::Population {
                    base: *base,
                    funded: *funded,
                    used: *used,
                },
            )),
            Phase::Sieges { carried } => Some((ap, Decision::Sieges { carried: *carried })),
            // These states wait only on prompts.
            Phase::Catastrophes | Phase::Chaos | Phase::Starvation | Phase::GameOver => None,
        }
    }

    /// Whether the climate shows this face now (design 13.1).
    pub fn desert(&self) -> bool {
        self.climate[0]
    }
    pub fn jungle(&self) -> bool {
        self.climate[1]
    }
    pub fn tropical(&self) -> bool {
        self.climate[2]
    }
    pub fn glacial(&self) -> bool {
        !self.climate[2]
    }

    /// The seat holding a map unit on intersection `x`, if any.
    pub fn unit_at(&self, x: XId) -> Option<usize> {
        self.players
            .iter()
            .position(|p| p.migratory.binary_search(&x).is_ok())
    }

    /// The seat whose metropolis stands in hex `h`, if any.
    pub fn metropolis_at(&self, h: HexId) -> Option<usize> {
        self.players
            .iter()
            .position(|p| p.metropolises.binary_search(&h).is_ok())
    }

    /// The seat holding brain map `letter`, if any.
    pub fn brain_holder(&self, letter: Letter) -> Option<usize> {
        self.players.iter().position(|p| p.brain == letter)
    }

    /// The seat whose demography sheet (colour) is `letter`, if any.
    pub fn seat_of_colour(&self, letter: Letter) -> Option<usize> {
        self.players.iter().position(|p| p.sheet == letter)
    }
}

/// How species are dealt (design 2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpeciesOption {
    Recommended,
    Random,
}

/// Reads the game options `species` and `turn_cap` (design 2.2, 3.6).
pub fn options(options: &serde_json::Value) -> Result<(SpeciesOption, u32), SetupError> {
    let species = match options.get("species").map(|v| v.as_str()) {
        None | Some(Some("recommended")) => SpeciesOption::Recommended,
        Some(Some("random")) => SpeciesOption::Random,
        Some(_) => {
            return Err(SetupError(
                "The species option is \"recommended\" or \"random\".".into(),
            ))
        }
    };
    let turn_cap = match options.get("turn_cap") {
        None => DEFAULT_TURN_CAP,
        Some(v) => v
            .as_u64()
            .filter(|&n| (1..=u64::from(u32::MAX)).contains(&n))
            .map(|n| n as u32)
            .ok_or_else(|| {
                SetupError("The turn_cap option is a whole number of at least 1.".into())
            })?,
    };
    Ok((species, turn_cap))
}

/// Deals the letters (design 2.2, D10), drawing from the generator.
pub fn deal_letters(players: usize, how: SpeciesOption, rng: &mut Rng) -> Vec<Letter> {
    use Letter::*;
    match (how, players) {
        (SpeciesOption::Recommended, 2 | 3) => {
            let first = [H, P][rng.below(2) as usize];
            let second = [N, C][rng.below(2) as usize];
            let mut out = vec![first, second];
            if players == 3 {
                out.push(A);
            }
            out
        }
        (SpeciesOption::Recommended, 4) => {
            let removed = [N, A][rng.below(2) as usize];
            let mut rest: Vec<Letter> = Letter::ALL.into_iter().filter(|&l| l != removed).collect();
            rng.shuffle(&mut rest);
            rest
        }
        _ => {
            let mut all = Letter::ALL.to_vec();
            rng.shuffle(&mut all);
            all.truncate(players);
            all
        }
    }
}

/// A new game from the seed (design 2). The first player's turn has started: the state rests in
/// phase 1 with their innovation actions (3.2).
pub fn new_state(
    players: usize,
    seed: u64,
    options_json: &serde_json::Value,
) -> Result<State, SetupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(SetupError(format!(
            "Origins is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}."
        )));
    }
    let (how, turn_cap) = options(options_json)?;
    let chosen = crate::engine::chosen_colours(options_json, players, &SEAT_COLOURS)?;
    let d = data();
    let mut rng = Rng::new(seed);
    let dealt = deal_letters(players, how, &mut rng);
    // Colours follow the species (Turnpost-wide decisions): chosen colours choose the species,
    // in place of the deal (whose draws are still made, so the decks do not depend on it).
    let letters = match chosen {
        Some(indices) => indices
            .iter()
            .map(|&i| Letter::ALL[usize::from(i)])
            .collect(),
        None => dealt,
    };
    let seats: Vec<Player> = letters
        .iter()
        .map(|&letter| {
            let sp = d.species(letter);
            let mut brain_units = sp.covered.clone();
            brain_units.sort_unstable();
            Player {
                sheet: letter,
                brain: letter,
                ki: d.innovation_setup,
                kp: d.population_setup,
                infra: Track::ALL.map(|t| d.track(t).start),
                brain_units,
                era: None,
                migratory: vec![XId(sp.start)],
                metropolises: Vec::new(),
                producers: [0; 5],
                consumers: [0; 5],
                hand: Vec::new(),
                discard: Vec::new(),
                repertoire: Vec::new(),
                enslaver: None,
                revolution_penalty: 0,
                aid_offers: Vec::new(),
            }
        })
        .collect();
    // 2.9: each era deck shuffled on its own, I then II then III.
    let decks = [1u8, 2, 3].map(|era| {
        let mut deck: Vec<CardId> = d
            .cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.era == era)
            .map(|(i, _)| CardId(i as u8))
            .collect();
        rng.shuffle(&mut deck);
        deck
    });
    // 2.10: the first letter in ID order starts.
    let first = letters
        .iter()
        .enumerate()
        .min_by_key(|(_, l)| **l)
        .map_or(0, |(s, _)| s as u8);
    let unused_brains = Letter::ALL
        .into_iter()
        .filter(|l| !letters.contains(l))
        .collect();
    let mut state = State {
        players: seats,
        unused_brains,
        climate: [false; 3],
        decks,
        extinct: Vec::new(),
        removed: Vec::new(),
        first_player: first,
        active: first,
        game_turn: 1,
        turn_cap,
        end_flag: false,
        phase: Phase::GameOver,
        prompts: Vec::new(),
        memory: TurnMemory::default(),
        records: Vec::new(),
        queue: Vec::new(),
        auction: None,
        moving: None,
        rng,
    };
    turn_start(&mut state);
    Ok(state)
}

/// `TurnStart` (design 3.2, 3.5): clear the per-turn memory and open phase 1 with as many
/// actions as the innovation number. Aid offers to the new active player start running.
pub fn turn_start(state: &mut State) {
    state.memory = TurnMemory::default();
    let ap = state.active;
    for p in &mut state.players {
        for offer in &mut p.aid_offers {
            if offer.to == ap {
                offer.running = true;
            }
        }
    }
    let left = state.players[usize::from(ap)].innovation_number();
    state.phase = Phase::Innovation { left };
}
