//! Dawn of Mankind: the complete rules engine (design page `dawn-of-mankind.md`), pure and
//! deterministic.
//!
//! Entry points: the `Game` implementation `DawnOfMankind` (with `registry::Extras` in
//! `extras`), `legal_actions`, `default_action`, `preview`, the views, the final scoring and the
//! component data. Every reading of the rules is listed, by code, in `readings` (its words are
//! the game's texts).

pub mod action;
pub mod bot;
pub mod choices;
pub mod data;
pub mod describe;
pub mod error;
mod extras;
pub mod invariants;
pub mod legal;
pub mod playout;
pub mod preview;
pub mod readings;
pub mod rules;
pub mod scoring;
pub mod state;
pub mod view;

pub use action::Action;
pub use error::RuleError;
pub use legal::{default_action, legal_actions};
pub use preview::{preview, Preview};
pub use readings::READINGS;
pub use state::{State, SCHEMA_VERSION};
pub use view::{view, View};

use crate::engine::{Event, Game, Placing, Seat, Setup, SetupError, Viewer};
use describe::Log;

/// The Dawn of Mankind game.
pub struct DawnOfMankind;

impl Game for DawnOfMankind {
    type State = State;
    type Action = Action;
    type View = View;
    type RuleError = RuleError;

    const NAME: &'static str = "dawn-of-mankind";
    const SCHEMA_VERSION: u32 = SCHEMA_VERSION;

    fn new_game(setup: &Setup) -> Result<State, SetupError> {
        let mut state = state::new_state(setup.players, setup.seed)?;
        let colours = state::colours_option(&setup.options, setup.players)?;
        for (p, c) in state.players.iter_mut().zip(colours) {
            p.colour = c;
        }
        rules::automatic_turns(&mut state, &mut Log::silent());
        Ok(state)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        state.current().into_iter().collect()
    }

    fn apply(state: &State, seat: Seat, action: &Action) -> Result<(State, Vec<Event>), RuleError> {
        let mut next = state.clone();
        let mut log = Log::recording();
        rules::apply_in_place(&mut next, seat, action, &mut log)?;
        Ok((next, log.events))
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        if invariants::check(state).is_err() {
            return Vec::new();
        }
        legal::legal_actions(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn outcome(state: &State) -> Option<Vec<Placing>> {
        scoring::outcome(state)
    }
}
