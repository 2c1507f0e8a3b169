//! The submissions a player sends (design §4): one submission is one whole action of two dice,
//! with the destination's choices, the payment and every answer its bonuses need; the setup
//! choices, the C2A influence and the free builds of §8.6 are their own submissions.
//!
//! The JSON is tagged by `"kind"` like every Turnpost game; the design page's `"type"` is
//! accepted as a synonym so its examples can be pasted as they are. Omitted optional fields and
//! `null` are the same. See `docs/beta-colony-actions.md`.

use super::data::{Die, Material};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "serde_json::Value")]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Setup: take a mat still available (§2.5).
    ChooseMat(ChooseMat),
    /// Setup: put the ship on a location without a ship (§2.6).
    PlaceShip(PlaceShip),
    /// C2A: one influence in a colony, at the start of round 4 (§11.2).
    CycleInfluence(CycleInfluence),
    /// An action: move with one die, activate with another (§4.1).
    MoveActivate(MoveActivate),
    /// An action: use two dice for 1 fuel (§5.5).
    Dock(Dock),
    /// A free pod earned on a track (§8.6).
    FreePod(FreePod),
    /// A free cultural achievement earned on a track (§8.6).
    FreeAchievement(FreeAchievement),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChooseMat {
    pub mat: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceShip {
    pub location: String,
}

/// One of the three colonies of Victus, in canonical order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColonyId {
    Xian,
    Thebes,
    Cuzco,
}

impl ColonyId {
    pub const ALL: [ColonyId; 3] = [ColonyId::Xian, ColonyId::Thebes, ColonyId::Cuzco];

    pub fn index(self) -> usize {
        self as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CycleInfluence {
    pub colony: ColonyId,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Answer>,
}

/// The C1A/C3A tweak: which die (§4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tweak {
    pub die: Die,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveDie {
    pub die: Die,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fuel: i32,
    #[serde(default, skip_serializing_if = "is_false")]
    pub ccw: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActivateDie {
    pub die: Die,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fuel: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveActivate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tweak: Option<Tweak>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycle_material: Option<Material>,
    #[serde(rename = "move")]
    pub mv: MoveDie,
    pub activate: ActivateDie,
    #[serde(default)]
    pub at: At,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dock {
    pub dice: Vec<Die>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tweak: Option<Tweak>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycle_material: Option<Material>,
}

/// The Nexus options (§6.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NexusOption {
    Supply,
    Achievement,
}

/// The location part of an action (§4.2). Which fields apply depends on the destination; the
/// others must be left out. At a Manufactory an omitted `pod` is the same as `null`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct At {
    /// Moons: the materials taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take: Option<Vec<Material>>,
    /// Manufactories: the pod bought, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod: Option<String>,
    /// Manufactories and the Nexus achievement option: the space built on (0–53).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub space: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take_pay: Option<Unit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build_pay: Option<Unit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c3c_pay: Option<Unit>,
    /// The Nexus: which option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<NexusOption>,
    /// The Nexus supply option: the material (`null` only at 10 materials).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub material: Option<Material>,
    /// The Nexus achievement option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub achievement: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay: Option<Vec<Unit>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub space_pay: Option<Unit>,
    /// The answers the action's bonuses need, in resolution order (§8.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Answer>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreePod {
    pub pod: String,
    pub space: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Answer>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAchievement {
    pub achievement: String,
    pub space: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Answer>,
}

/// A payment word: a material, or an artifact paying as any one material (§4.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PayWord {
    Steel,
    Organics,
    Food,
    Palladium,
    Polymer,
    Water,
    Artifact,
}

impl PayWord {
    pub fn material(self) -> Option<Material> {
        Material::ALL.get(self as usize).copied()
    }

    pub fn of(m: Material) -> PayWord {
        [
            PayWord::Steel,
            PayWord::Organics,
            PayWord::Food,
            PayWord::Palladium,
            PayWord::Polymer,
            PayWord::Water,
        ][m.index()]
    }
}

/// A payment unit U (§4.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Unit {
    Word(PayWord),
    /// Two materials of one type (mat M4, taking cost only).
    Pair {
        pair: Material,
    },
}

impl Unit {
    pub fn material(m: Material) -> Unit {
        Unit::Word(PayWord::of(m))
    }
    pub const ARTIFACT: Unit = Unit::Word(PayWord::Artifact);
}

/// An answer A (§4.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Answer {
    Material { material: Material },
    Materials { materials: Vec<Material> },
    CrewOn { crew_on: u8 },
    Colony { colony: ColonyId },
}

fn is_zero(v: &i32) -> bool {
    *v == 0
}

fn is_false(v: &bool) -> bool {
    !*v
}

/// The same enum with derived deserialization; `Action` goes through it after renaming
/// `"type"` to `"kind"`.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Tagged {
    ChooseMat(ChooseMat),
    PlaceShip(PlaceShip),
    CycleInfluence(CycleInfluence),
    MoveActivate(MoveActivate),
    Dock(Dock),
    FreePod(FreePod),
    FreeAchievement(FreeAchievement),
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
            Tagged::ChooseMat(a) => Action::ChooseMat(a),
            Tagged::PlaceShip(a) => Action::PlaceShip(a),
            Tagged::CycleInfluence(a) => Action::CycleInfluence(a),
            Tagged::MoveActivate(a) => Action::MoveActivate(a),
            Tagged::Dock(a) => Action::Dock(a),
            Tagged::FreePod(a) => Action::FreePod(a),
            Tagged::FreeAchievement(a) => Action::FreeAchievement(a),
        })
    }
}

impl Action {
    /// The answers carried by the submission, if its kind carries any.
    pub fn choices(&self) -> &[Answer] {
        match self {
            Action::CycleInfluence(a) => &a.choices,
            Action::MoveActivate(a) => &a.at.choices,
            Action::FreePod(a) => &a.choices,
            Action::FreeAchievement(a) => &a.choices,
            _ => &[],
        }
    }

    /// The same submission with its answers replaced.
    pub fn with_choices(mut self, choices: Vec<Answer>) -> Action {
        match &mut self {
            Action::CycleInfluence(a) => a.choices = choices,
            Action::MoveActivate(a) => a.at.choices = choices,
            Action::FreePod(a) => a.choices = choices,
            Action::FreeAchievement(a) => a.choices = choices,
            _ => {}
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_design_examples_parse_with_type_or_kind() {
        let a: Action = serde_json::from_str(
            r#"{"type":"move_activate","tweak":null,"move":{"die":"black","fuel":0},"activate":{"die":"red","fuel":1},"at":{"take":["polymer","water"]}}"#,
        )
        .expect("parses");
        let Action::MoveActivate(m) = &a else {
            panic!("not a move")
        };
        assert_eq!(m.activate.fuel, 1);
        let back = serde_json::to_string(&a).expect("serializes");
        let again: Action = serde_json::from_str(&back).expect("round trip");
        assert_eq!(a, again);
        let p: Action = serde_json::from_str(
            r#"{"kind":"move_activate","move":{"die":"black"},"activate":{"die":"green"},"at":{"pod":"P14","space":13,"take_pay":{"pair":"food"},"build_pay":"artifact","choices":[{"material":"food"},{"crew_on":3},{"colony":"thebes"},{"materials":["food","water"]}]}}"#,
        )
        .expect("parses");
        let Action::MoveActivate(m) = &p else {
            panic!("not a move")
        };
        assert_eq!(
            m.at.take_pay,
            Some(Unit::Pair {
                pair: Material::Food
            })
        );
        assert_eq!(m.at.choices[1], Answer::CrewOn { crew_on: 3 });
        assert_eq!(
            m.at.choices[2],
            Answer::Colony {
                colony: ColonyId::Thebes
            }
        );
    }

    #[test]
    fn unknown_fields_and_kinds_are_refused() {
        for bad in [
            r#"{"kind":"dock","dice":["red","green"],"extra":1}"#,
            r#"{"kind":"fly"}"#,
            r#"{"kind":"dock","dice":["purple","green"]}"#,
            r#"{"kind":"free_pod","pod":"P01","space":-1}"#,
        ] {
            assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
        }
    }
}
