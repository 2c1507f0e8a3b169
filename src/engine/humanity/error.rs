//! `RuleError`: why a submitted turn is refused, said as messages (`humanity-error-*` in the
//! game's texts) that a player reads in their language. Names in the fields (modules,
//! resources, colours) are messages too.

use super::cell::Cell;
use thiserror::Error;

/// Astronauts are numbered from 1 in every sentence a player reads (the JSON's indices are 0, 1
/// and 2).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", crate::say!("humanity-error-game-over"))]
    GameOver,
    #[error("{}", crate::say!("humanity-error-no-such-seat", seat = *.0))]
    NoSuchSeat(usize),
    #[error("{}", crate::say!("humanity-error-not-your-turn", colour = .0))]
    NotYourTurn(String),
    #[error("{}", crate::say!("humanity-error-placement-pending"))]
    PlacementPending,
    #[error("{}", crate::say!("humanity-error-not-placement-time"))]
    NotPlacementTime,
    #[error("{}", crate::say!("humanity-error-no-such-astronaut", astronaut = u16::from(*.0) + 1))]
    NoSuchAstronaut(u8),
    #[error("{}", crate::say!("humanity-error-astronaut-on-station", astronaut = u16::from(*.0) + 1))]
    AstronautOnStation(u8),
    #[error("{}", crate::say!("humanity-error-astronaut-returning", astronaut = u16::from(*.0) + 1))]
    AstronautReturning(u8),
    #[error("{}", crate::say!("humanity-error-astronaut-exhausted", astronaut = u16::from(*.0) + 1))]
    AstronautExhausted(u8),
    #[error("{}", crate::say!("humanity-error-no-activation"))]
    NoActivation,
    #[error("{}", crate::say!("humanity-error-no-tile-at", cell = .0.name()))]
    NoTileAt(Cell),
    #[error("{}", crate::say!("humanity-error-not-activatable", tile = .name, cell = .cell.name()))]
    NotActivatable { name: String, cell: Cell },
    #[error("{}", crate::say!("humanity-error-stock-full", tile = .name, cell = .cell.name()))]
    StockFull { name: String, cell: Cell },
    #[error("{}", crate::say!("humanity-error-not-enough-wp", astronaut = u16::from(*.astronaut) + 1, left = *.left, tile = .name, cell = .cell.name(), cost = *.cost))]
    NotEnoughWp {
        astronaut: u8,
        left: u8,
        name: String,
        cell: Cell,
        cost: u8,
    },
    #[error("{}", crate::say!("humanity-error-no-such-hangar", hangar = u16::from(*.0) + 1))]
    NoSuchHangar(u8),
    #[error("{}", crate::say!("humanity-error-empty-hangar", hangar = u16::from(*.0) + 1))]
    EmptyHangar(u8),
    #[error("{}", crate::say!("humanity-error-no-such-slot", slot = *.0))]
    NoSuchSlot(u8),
    #[error("{}", crate::say!("humanity-error-empty-slot", slot = *.0))]
    EmptySlot(u8),
    #[error("{}", crate::say!("humanity-error-colour-needed"))]
    ColourNeeded,
    #[error("{}", crate::say!("humanity-error-bad-colour", colour = .0))]
    BadColour(String),
    #[error("{}", crate::say!("humanity-error-colour-not-allowed", module = .0))]
    ColourNotAllowed(String),
    #[error("{}", crate::say!("humanity-error-greenhouse-group-too-big", cell = .0.name()))]
    GreenhouseGroupTooBig(Cell),
    #[error("{}", crate::say!("humanity-error-greenhouse-same-shape", cell = .cell.name(), shape = .shape))]
    GreenhouseSameShape { cell: Cell, shape: String },
    #[error("{}", crate::say!("humanity-error-pay-from-nothing", cell = .0.name()))]
    PayFromNothing(Cell),
    #[error("{}", crate::say!("humanity-error-pay-nothing"))]
    PayNothing,
    #[error("{}", crate::say!("humanity-error-pay-wrong-type", tile = .name, cell = .cell.name(), stores = .stores, pays = .pays))]
    PayWrongType {
        name: String,
        cell: Cell,
        stores: String,
        pays: String,
    },
    #[error("{}", crate::say!("humanity-error-convert-not-advanced", res = .0))]
    ConvertNotAdvanced(String),
    #[error("{}", crate::say!("humanity-error-convert-wrong-type", tile = .name, cell = .cell.name(), pays = .pays, pair = .pair))]
    ConvertWrongType {
        name: String,
        cell: Cell,
        pays: String,
        pair: String,
    },
    #[error("{}", crate::say!("humanity-error-overdraw", tile = .name, cell = .cell.name(), stock = *.stock, taken = *.taken))]
    Overdraw {
        name: String,
        cell: Cell,
        stock: u8,
        taken: u32,
    },
    #[error("{}", crate::say!("humanity-error-convert-not-triple", res = .res, units = *.units))]
    ConvertNotTriple { res: String, units: u32 },
    #[error("{}", crate::say!("humanity-error-payment-mismatch", what = .what, res = .res, need = *.need, got = *.got))]
    PaymentMismatch {
        what: String,
        res: String,
        need: u8,
        got: u32,
    },
    #[error("{}", crate::say!("humanity-error-unaffordable", cost = .0))]
    Unaffordable(String),
    #[error("{}", crate::say!("humanity-error-upgrade-count", owed = *.owed, given = *.given))]
    UpgradeCount { owed: usize, given: usize },
    #[error("{}", crate::say!("humanity-error-upgrade-full", astronaut = u16::from(*.0) + 1))]
    UpgradeFull(u8),
    #[error("{}", crate::say!("humanity-error-pass-not-allowed"))]
    PassNotAllowed,
    #[error("{}", crate::say!("humanity-error-nothing-to-place"))]
    NothingToPlace,
    #[error("{}", crate::say!("humanity-error-already-placed"))]
    AlreadyPlaced,
    #[error("{}", crate::say!("humanity-error-placement-count", need = *.need, given = *.given))]
    PlacementCount { need: usize, given: usize },
    #[error("{}", crate::say!("humanity-error-not-returning", astronaut = u16::from(*.0) + 1))]
    NotReturning(u8),
    #[error("{}", crate::say!("humanity-error-placed-twice", astronaut = u16::from(*.0) + 1))]
    PlacedTwice(u8),
    #[error("{}", crate::say!("humanity-error-cell-taken", cell = .0.name()))]
    CellTaken(Cell),
    #[error("{}", crate::say!("humanity-error-same-cell", cell = .0.name()))]
    SameCell(Cell),
    #[error("{}", crate::say!("humanity-error-not-next-to-module", cell = .0.name()))]
    NotNextToModule(Cell),
    #[error("{0}")]
    CorruptState(String),
}

impl From<super::state::StateError> for RuleError {
    fn from(e: super::state::StateError) -> Self {
        RuleError::CorruptState(e.to_string())
    }
}
