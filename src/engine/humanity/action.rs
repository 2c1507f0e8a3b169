//! The actions a player submits: one action is one whole turn (design 2.2), or one placement.
//!
//! The JSON is meant to be written by hand as well as by the web forms; see
//! `docs/humanity-actions.md`. Cells are `[x, y]` or names such as `"M13"` (see `cell`).

use super::catalogue::{Colour, Res};
use super::cell::Cell;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Activate tiles in order with one astronaut (design section 3).
    Work {
        astronaut: u8,
        activations: Vec<Cell>,
    },
    /// Deploy the module on `hangar` (absolute number 0..8) at the astronaut's cell (section 5).
    Deploy {
        astronaut: u8,
        hangar: u8,
        /// Orange or blue, for a communication module only.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        colour: Option<Colour>,
        payment: Vec<Spend>,
        /// One astronaut per upgrade earned from squares, in order (section 7).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        upgrades: Vec<u8>,
    },
    /// Carry out the experiment on `slot` (1..=7) (section 8).
    Experiment {
        astronaut: u8,
        slot: u8,
        payment: Vec<Spend>,
    },
    /// Exhaust the astronaut; legal only when nothing else is (section 2.4).
    Pass { astronaut: u8 },
    /// Put every returning astronaut on a cell of the base (section 12).
    Place { placements: Vec<Placement> },
}

impl Action {
    /// The astronaut a turn is played with (none for a placement).
    pub fn astronaut(&self) -> Option<u8> {
        match self {
            Action::Work { astronaut, .. }
            | Action::Deploy { astronaut, .. }
            | Action::Experiment { astronaut, .. }
            | Action::Pass { astronaut } => Some(*astronaut),
            Action::Place { .. } => None,
        }
    }

    /// The payment of a deploy or experiment.
    pub fn payment(&self) -> &[Spend] {
        match self {
            Action::Deploy { payment, .. } | Action::Experiment { payment, .. } => payment,
            _ => &[],
        }
    }
}

/// `n` units taken from the module at `from`, each paying one `pays` item; with `convert`,
/// the units are part of 3-for-1 conversions paying the advanced item `pays` (design 4.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spend {
    pub from: Cell,
    #[serde(default = "one")]
    pub n: u8,
    pub pays: Res,
    #[serde(default, skip_serializing_if = "is_false")]
    pub convert: bool,
}

fn one() -> u8 {
    1
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub astronaut: u8,
    pub cell: Cell,
}
