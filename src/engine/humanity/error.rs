//! `RuleError`: why a submitted turn is refused, in sentences a player can read.

use super::cell::Cell;
use thiserror::Error;

/// Astronauts are numbered from 1 in every sentence a player reads (the JSON's indices are 0, 1
/// and 2).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(usize),
    #[error("It is not your turn: {0} is to play.")]
    NotYourTurn(String),
    #[error("The round is over and returning astronauts must be placed first.")]
    PlacementPending,
    #[error("Astronauts are placed only at the end of a round.")]
    NotPlacementTime,
    #[error("You have no astronaut {}: you have astronauts 1, 2 and 3 (0, 1 and 2 in the JSON API).", .0 + 1)]
    NoSuchAstronaut(u8),
    #[error("Astronaut {} is on the station, not in your base.", .0 + 1)]
    AstronautOnStation(u8),
    #[error("Astronaut {} is waiting to be placed, not in your base.", .0 + 1)]
    AstronautReturning(u8),
    #[error("Astronaut {} is exhausted and cannot act again this round.", .0 + 1)]
    AstronautExhausted(u8),
    #[error("A Work action needs at least one activation.")]
    NoActivation,
    #[error("There is no tile at {0} in your base.")]
    NoTileAt(Cell),
    #[error("The {name} at {cell} cannot be activated.")]
    NotActivatable { name: String, cell: Cell },
    #[error("The {name} at {cell} already stores 3 units; spend some before producing more.")]
    StockFull { name: String, cell: Cell },
    #[error("Astronaut {} has {left} WP left but activating the {name} at {cell} costs {cost} WP.", .astronaut + 1)]
    NotEnoughWp {
        astronaut: u8,
        left: u8,
        name: String,
        cell: Cell,
        cost: u8,
    },
    #[error("There is no hangar {}: hangars are numbered 1 to 8 (0 to 7 in the JSON API).", u16::from(*.0) + 1)]
    NoSuchHangar(u8),
    #[error("Hangar {} holds no module.", u16::from(*.0) + 1)]
    EmptyHangar(u8),
    #[error("There is no experiment slot {0}: slots are numbered 1 to 7.")]
    NoSuchSlot(u8),
    #[error("Experiment slot {0} is empty.")]
    EmptySlot(u8),
    #[error("Choose orange or blue for the communication module.")]
    ColourNeeded,
    #[error("A communication module becomes orange or blue, not {0}.")]
    BadColour(String),
    #[error("Only a communication module takes a colour; the {0} does not.")]
    ColourNotAllowed(String),
    #[error("A greenhouse at {0} would make a group of more than 3 greenhouses.")]
    GreenhouseGroupTooBig(Cell),
    #[error("A greenhouse at {cell} would put two {shape} greenhouses in one group.")]
    GreenhouseSameShape { cell: Cell, shape: String },
    #[error("There is no module at {0} in your base to pay from.")]
    PayFromNothing(Cell),
    #[error("Each line of a payment must take at least one unit.")]
    PayNothing,
    #[error("The {name} at {cell} stores {stores}, which cannot pay {pays}.")]
    PayWrongType {
        name: String,
        cell: Cell,
        stores: String,
        pays: String,
    },
    #[error("Only an advanced resource can be paid with three units; {0} is not one.")]
    ConvertNotAdvanced(String),
    #[error(
        "The {name} at {cell} cannot help convert to {pays}: only {pair} or Electricity units can."
    )]
    ConvertWrongType {
        name: String,
        cell: Cell,
        pays: String,
        pair: String,
    },
    #[error("The {name} at {cell} stores {} but your payment takes {taken}.", super::describe::plural(*.stock, "unit"))]
    Overdraw {
        name: String,
        cell: Cell,
        stock: u8,
        taken: u32,
    },
    #[error("Units converted to {res} come in threes, but your payment converts {units}.")]
    ConvertNotTriple { res: String, units: u32 },
    #[error("That {what} costs {need} {res} but your payment covers {got} {res}.")]
    PaymentMismatch {
        what: String,
        res: String,
        need: u8,
        got: u32,
    },
    #[error("You cannot afford the {0}.")]
    Unaffordable(String),
    #[error("This deployment earns {} but your turn assigns {given}.", super::describe::plural(*.owed as i64, "astronaut upgrade"))]
    UpgradeCount { owed: usize, given: usize },
    #[error("Astronaut {} already has 4 WP and cannot be upgraded further.", .0 + 1)]
    UpgradeFull(u8),
    #[error("You may pass only when you have no other legal action.")]
    PassNotAllowed,
    #[error("You have no returning astronauts to place.")]
    NothingToPlace,
    #[error("You have already placed your returning astronauts.")]
    AlreadyPlaced,
    #[error("You have {} to place but your placement names {given}.", super::describe::plural(*.need as i64, "returning astronaut"))]
    PlacementCount { need: usize, given: usize },
    #[error("Astronaut {} is not returning to your base.", .0 + 1)]
    NotReturning(u8),
    #[error("Astronaut {} is placed twice.", .0 + 1)]
    PlacedTwice(u8),
    #[error("The cell {0} is already taken.")]
    CellTaken(Cell),
    #[error("Two of your astronauts cannot both go to {0}.")]
    SameCell(Cell),
    #[error("The cell {0} is not next to one of your modules.")]
    NotNextToModule(Cell),
    #[error("{0}")]
    CorruptState(String),
}

impl From<super::state::StateError> for RuleError {
    fn from(e: super::state::StateError) -> Self {
        RuleError::CorruptState(e.to_string())
    }
}
