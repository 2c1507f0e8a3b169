//! The submissions a player sends: one submission is one whole turn (design 3.7), with every
//! sub-choice in it (5.7, 9.5) or one setup turn (2.8).
//!
//! The JSON is tagged by `"kind"` like every Turnpost game; the design page's `"type"` is
//! accepted as a synonym so its examples can be pasted as they are. See
//! `docs/dawn-of-mankind-actions.md`.

use super::data::Res;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "serde_json::Value")]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Setup (a): take a setup card still on the table, e.g. `"SET3"`.
    SetupCard { card: String },
    /// Setup (b): put a meeple from the mat into a ready area of column I, II or III.
    SetupPlace { ready_area: String },
    /// Main turn: move a meeple along a route and resolve it (design 5).
    #[serde(rename = "action")]
    Move(Move),
    /// Main turn: rest (design 9).
    Rest(Rest),
}

/// The fields of an action turn (design 5.7). Absent and `null` are the same everywhere.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    pub route: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route_art: Option<ArtChoice>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub food: Option<Food>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barter: Option<Barter>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<ProgressChoice>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile_art: Option<ArtChoice>,
    /// Absent, `null` and `false` are the same.
    #[serde(
        default,
        skip_serializing_if = "is_false",
        deserialize_with = "bool_or_null"
    )]
    pub newborn: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rest {
    pub choice: RestChoice,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cook_food: Option<Food>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RestChoice {
    None,
    Cook,
    Expand,
}

/// An art display slot, 1..=4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArtChoice {
    pub art_slot: u8,
}

/// A fruit/meat mix paying "n food".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Food {
    pub fruit: u8,
    pub meat: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Barter {
    pub give: Res,
    pub take: Res,
}

/// The progress card taken at a progress icon: the pile's name and the slot (1..=3), or no
/// slot for Cooking, Religion and Storytelling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProgressChoice {
    pub pile: String,
    #[serde(default)]
    pub slot: Option<u8>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn bool_or_null<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(d)?.unwrap_or(false))
}

/// The same enum with derived deserialization; `Action` goes through it after renaming
/// `"type"` to `"kind"`.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
enum Tagged {
    SetupCard {
        card: String,
    },
    SetupPlace {
        ready_area: String,
    },
    #[serde(rename = "action")]
    Move(Move),
    Rest(Rest),
}

impl TryFrom<serde_json::Value> for Action {
    type Error = String;

    fn try_from(mut v: serde_json::Value) -> Result<Action, String> {
        if let Some(obj) = v.as_object_mut() {
            if !obj.contains_key("kind") {
                if let Some(t) = obj.remove("type") {
                    obj.insert("kind".into(), t);
                }
            }
        }
        let tagged = Tagged::deserialize(v).map_err(|e| e.to_string())?;
        Ok(match tagged {
            Tagged::SetupCard { card } => Action::SetupCard { card },
            Tagged::SetupPlace { ready_area } => Action::SetupPlace { ready_area },
            Tagged::Move(m) => Action::Move(m),
            Tagged::Rest(r) => Action::Rest(r),
        })
    }
}

impl Action {
    /// `{"kind":"rest","choice":"none"}`, the default main turn (design 13.1).
    pub fn rest_none() -> Action {
        Action::Rest(Rest {
            choice: RestChoice::None,
            cook_food: None,
        })
    }

    /// A plain move along `route` with no sub-choices.
    pub fn route(route: &str) -> Action {
        Action::Move(Move {
            route: route.into(),
            ..Move::default()
        })
    }
}
