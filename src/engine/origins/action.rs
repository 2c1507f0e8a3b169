//! The submissions a player sends (design 3, "Submissions"): one submission is one decision of
//! one player, with every sub-choice in it. The JSON is tagged by `"type"` as in the design page,
//! so its examples can be pasted as they are.

use super::data::{Letter, Region, Track};
use super::state::{CardId, Half, HexId, XId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// Who pays an elder expenditure (design 4.3, 16.1): a colour of the payer's own pool, or an
/// elder earmarked for the payer by an aid offer of seat `n` (`"aid:n"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pay {
    Colour(Letter),
    Aid(u8),
}

impl Serialize for Pay {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Pay::Colour(l) => s.serialize_str(&l.char().to_string()),
            Pay::Aid(seat) => s.serialize_str(&format!("aid:{seat}")),
        }
    }
}

impl<'de> Deserialize<'de> for Pay {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pay, D::Error> {
        let text = String::deserialize(d)?;
        if let Some(seat) = text.strip_prefix("aid:") {
            return seat
                .parse()
                .map(Pay::Aid)
                .map_err(|_| serde::de::Error::custom(format!("{text:?} is not aid:<seat>")));
        }
        Letter::parse(&text).map(Pay::Colour).ok_or_else(|| {
            serde::de::Error::custom(format!("{text:?} is not a colour letter or aid:<seat>"))
        })
    }
}

/// One reset (design 4.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Reset {
    /// A consumer elder of `colour` in seat `seat`'s pool goes back to the producer half.
    Elder { seat: u8, colour: Letter },
    /// One of the player's own suppressed public cards becomes active.
    Card(CardId),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    // ---- phase 1, Era I (4.3) ----
    OriginalBehaviour,
    Imitator {
        from: Option<u8>,
    },
    Silverback,
    Locution {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Pay>,
    },
    Lexicalization {
        from: Region,
        to: Region,
    },
    Storyteller {
        reset: Reset,
    },
    Naturalist {
        hex: HexId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unit: Option<XId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Pay>,
    },
    // ---- phase 1, Era II+ (4.4) ----
    Invention {
        era: u8,
    },
    Education {
        from: u8,
    },
    BabyBoom,
    Stimulus {
        resets: Vec<Reset>,
    },
    GoldenAge {
        reactivate: Vec<CardId>,
    },
    Revolution {
        brain: Letter,
    },
    Espionage {
        from: u8,
    },
    // ---- free, and the end of phase 1 (4.1, 16.1) ----
    OfferAid {
        to: u8,
        count: u8,
    },
    EndInnovation,
    // ---- phase 3 (6) ----
    /// An idea card needs `side`; a public card takes no other field and opens its auction
    /// (6.2, 6.4).
    PlayCard {
        card: CardId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
        /// The region an ENC(language) clears when both language regions are covered (6.3).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        language: Option<Region>,
        /// The NAT icon's domestication attempt, or none to skip it (6.3, 12).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        domesticate: Option<Domesticate>,
        /// The victim of the BARB icon's incursion, or none to skip it (6.7).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        barbarian: Option<u8>,
        /// How many of the side's fecundity decreases are declined (6.2, D15).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skip_fd: Option<u8>,
    },
    EndCards,
    // ---- phase 4 chaos (7.3) ----
    Depopulate {
        remove: Vec<MapUnit>,
    },
    DarkAge {
        direction: Direction,
    },
    // ---- phase 5 (8); `fund` elder expenditures (paid by `pay`, in order) add actions first ----
    Incorporate {
        target: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    Trade {
        partner: u8,
        track: Track,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    Urbanize {
        unit: XId,
        hex: HexId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    SabineRaid {
        target: u8,
        mode: RaidMode,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    Grow {
        at: XId,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        path: Vec<XId>,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        through: BTreeMap<XId, Through>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    Migrate {
        unit: XId,
        path: Vec<XId>,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        through: BTreeMap<XId, Through>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fund: Option<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pay: Vec<Pay>,
    },
    EndPopulation,
    // ---- phase 6 (10) ----
    Siege {
        hex: HexId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        metropolis_unit: Option<XId>,
    },
    EndSieges,
    // ---- phase 7 (11) ----
    Starve {
        remove: Vec<MapUnit>,
    },
    // ---- prompts (3.4) ----
    Passage {
        grant: bool,
    },
    TradeAnswer {
        accept: bool,
    },
    Bid {
        amount: u8,
    },
    Pass,
    Pledge {
        to: u8,
        count: u8,
    },
    BarbarianAnswer {
        give: Give,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        colour: Option<Letter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        half: Option<Half>,
    },
    RevolutionAnswer {
        cancel: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        colour: Option<Letter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        half: Option<Half>,
    },
    ChooseElder {
        colour: Letter,
        half: Half,
    },
    DiseaseNeighbour {
        seat: u8,
    },
    /// Each entry `<card id>:<icon>`, icon CC, VOLC or DIS (5.2).
    CatastropheOrder {
        order: Vec<String>,
    },
    ChooseEnslaver {
        seat: u8,
    },
}

/// The side of an idea card played (6.2, D14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Left,
    Right,
}

/// A NAT icon's domestication attempt (6.3, 12): the hex, the migratory unit that would become
/// the metropolis (default: the lowest id) and who pays the expenditure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Domesticate {
    pub hex: HexId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<XId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay: Option<Pay>,
}

/// What the victim of a barbarian incursion gives (6.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Give {
    Card,
    Elder,
}

/// Where the era unit goes in a dark age from a golden space (7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Forward,
    Back,
}

/// A map unit: a migratory unit by its intersection (`"X079"`) or a metropolis by its hex
/// (`"M:GER"`) (7.3, 11.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MapUnit {
    Migratory(XId),
    Metropolis(HexId),
}

impl Serialize for MapUnit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MapUnit::Migratory(x) => s.serialize_str(x.id()),
            MapUnit::Metropolis(h) => s.serialize_str(&format!("M:{}", h.id())),
        }
    }
}

impl<'de> Deserialize<'de> for MapUnit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<MapUnit, D::Error> {
        let text = String::deserialize(d)?;
        let unit = match text.strip_prefix("M:") {
            Some(h) => HexId::parse(h).map(MapUnit::Metropolis),
            None => XId::parse(&text).map(MapUnit::Migratory),
        };
        unit.ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{text:?} is neither an intersection id nor M:<hex id>"
            ))
        })
    }
}

/// How a migrating unit passes a foreign unit on its path (9.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Through {
    Ask,
    Attack,
}

/// What a Sabine raid takes (8.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RaidMode {
    Scavenge,
    Espionage,
}
