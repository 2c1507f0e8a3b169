//! Beta Colony: the rules engine (design page `beta-colony.md`), pure and deterministic.
//!
//! Done: the component data of Appendix A with the load checks of A.11; setup from the seed in
//! the order of §2.2; the whole state machine of §3 (mat choice, ship placement, C2A's influence
//! steps, two action phases, free-build steps, round end, the end of the game); every
//! submission shape of §4 with its validation; dice, moves, fuel, tweaks and docking (§5); the
//! seven locations (§6); building with the group limit and influence (§7); the tracks with their
//! bonuses and free builds (§8); cultural achievements (§9); the five mats (§10); the nine cycle
//! cards (§11); the supply limits (§12); goals, final scoring and ranking (§13); per-seat views
//! that hide the talon, the stack below its top and the seed (§14); the default submission of
//! §16; the fuel hints of §15.3 in the acting seat's view; the readings of §18 (`readings`);
//! invariants and random playouts; a preview (the seat's numbers before and after, and the
//! answers the submission needs, §4).
//!
//! Registered as `beta-colony`; its pages are in `web/games/beta_colony/`, its decisions as a
//! player makes them in short steps in `choices` (written, not factored from the legal list,
//! which is a sample). `legal_actions` is
//! not every submission but one per distinct choice: for a move it lists each ordered pair of
//! unused dice and each destination with the least fuel, activation fuel 0, no tweak, the first
//! three legal spaces per pod and one space per achievement, with the §15.2 payment and answers
//! filled by §16.6 (every listed submission is legal; docks, setup, C2A and free builds are
//! listed in full). The platform numbers the log's steps.

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
pub use readings::READINGS;
pub use state::{State, SCHEMA_VERSION};
pub use view::{view, View};

use crate::engine::{Event, Game, Log, Placing, Seat, Setup, SetupError, Viewer};

/// The Beta Colony game.
pub struct BetaColony;

impl Game for BetaColony {
    type State = State;
    type Action = Action;
    type View = View;
    type RuleError = RuleError;

    const NAME: &'static str = "beta-colony";
    const SCHEMA_VERSION: u32 = SCHEMA_VERSION;

    fn new_game(setup: &Setup) -> Result<State, SetupError> {
        let mut state = state::new_state(setup.players, setup.seed)?;
        let colours = state::colours_option(&setup.options, setup.players)?;
        for (p, c) in state.players.iter_mut().zip(colours) {
            p.colour = c;
        }
        Ok(state)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        state.current().into_iter().collect()
    }

    fn apply(state: &State, seat: Seat, action: &Action) -> Result<(State, Vec<Event>), RuleError> {
        if let Err(e) = invariants::check_shape(state) {
            return Err(RuleError::CorruptState(e));
        }
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
