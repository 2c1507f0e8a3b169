//! Humanity: the complete rules engine (design page `humanity.md`), pure and deterministic.
//!
//! Entry points: the `Game` implementation `Humanity`, plus `preview`, `propose_payment`,
//! `affordable_modules`/`affordable_experiments`, `default_action`, the views and the catalogue
//! lookups re-exported below. `registry` offers the same through JSON for any game.

pub mod action;
pub mod base;
pub mod bot;
pub mod catalogue;
pub mod cell;
pub mod choices;
pub mod describe;
pub mod error;
mod extras;
pub mod invariants;
pub mod legal;
pub mod missions;
pub mod payment;
pub mod payways;
pub mod playout;
pub mod preview;
pub mod readings;
pub mod round;
pub mod rules;
pub mod state;
#[doc(hidden)]
pub mod testkit;
pub mod view;

pub use action::{Action, Placement, Spend};
pub use catalogue::{catalogue, Catalogue, Colour, Cost, Res};
pub use cell::Cell;
pub use error::RuleError;
pub use legal::{affordable_experiments, affordable_modules, default_action};
pub use payment::{can_afford, propose_payment};
pub use preview::{preview, Preview};
pub use readings::READINGS;
pub use state::{State, SCHEMA_VERSION};
pub use view::{view, View};

use crate::engine::{Event, Game, Placing, Seat, Setup, SetupError, Viewer};
use describe::Log;
use state::Phase;

/// The Humanity game.
pub struct Humanity;

impl Game for Humanity {
    type State = State;
    type Action = Action;
    type View = View;
    type RuleError = RuleError;

    const NAME: &'static str = "humanity";
    const SCHEMA_VERSION: u32 = SCHEMA_VERSION;

    fn new_game(setup: &Setup) -> Result<State, SetupError> {
        let mut state = state::new_state(setup.players, setup.seed)?;
        state.colours = state::colours_option(&setup.options, setup.players)?;
        Ok(state)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        to_act(state)
    }

    fn apply(state: &State, seat: Seat, action: &Action) -> Result<(State, Vec<Event>), RuleError> {
        state.validate()?;
        let mut next = state.clone();
        let mut log = Log::recording();
        rules::apply_in_place(&mut next, seat, action, &mut log)?;
        Ok((next, log.events))
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        if state.validate().is_err() {
            return Vec::new();
        }
        legal::legal_actions(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn outcome(state: &State) -> Option<Vec<Placing>> {
        round::outcome(state)
    }
}

/// The seats that must decide now: the player to move, or everyone still placing astronauts.
pub fn to_act(state: &State) -> Vec<Seat> {
    match state.phase {
        Phase::Turn { seat } => vec![usize::from(seat)],
        Phase::Placement => state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.placement.is_none()
                    && p.astronauts.iter().any(|a| a.at == state::Place::Returning)
            })
            .map(|(s, _)| s)
            .collect(),
        Phase::Over => Vec::new(),
    }
}
