//! Origins: How We Became Human (design page `origins.md`): the pure rules engine, in progress.
//!
//! Done so far:
//! - `data`: the component data of Appendix A, loaded from `data/origins/` and validated at load
//!   with every check of design 1.2 (a bad file is refused naming the file and line).
//! - `state`: the state, setup from the seed (design 2: species, then the three deck shuffles,
//!   drawn from `engine::rng` in that order), `TurnStart` (3.5), and the state machine's
//!   skeleton: `State::decision` says which seat decides what, phase or prompt (3.2, 3.4).
//! - `view`: per-seat views with the hidden information of design 19 (hands as a count for
//!   others, discard piles public only on top, deck orders hidden from everyone).
//! - `invariants`: the full invariant check (24 units per colour, each card in one place, one
//!   unit per intersection and one metropolis per hex, ...).
//! - `readings`: every reading of design 20 and adaptation of 21, in our own words.
//!
//! Not done yet: the phases (design 4–11), domestication, climate change, eras and ages,
//! slavery, aid, scoring, actions, legal actions, default actions, previews and playouts. The
//! game is not registered and does not implement `Game` until the whole turn cycle works.

pub mod data;
pub mod invariants;
pub mod readings;
pub mod state;
pub mod view;

pub use readings::READINGS;
pub use state::{new_state, State, SCHEMA_VERSION};
pub use view::{view, View};
