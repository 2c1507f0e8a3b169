//! Games by name behind a JSON interface, so the command line and the web layer can drive any
//! game without generics: `registry::game("humanity")`.

use super::humanity::Humanity;
use super::{Event, Game, Placing, Seat, Setup, Viewer};
use serde_json::Value;
use std::marker::PhantomData;

/// Why a JSON-level call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DynError {
    /// The game cannot be created from this setup.
    #[error("{0}")]
    Setup(String),
    /// The stored state is not valid JSON for this game, or is inconsistent.
    #[error("The game state cannot be read: {0}")]
    MalformedState(String),
    /// The submitted action is not valid JSON for this game.
    #[error("The action cannot be read: {0}")]
    MalformedAction(String),
    /// The action is well formed but breaks a rule; the text is the rule's sentence.
    #[error("{0}")]
    Rule(String),
}

/// What the erased interface needs beyond `Game`.
pub trait Extras: Game {
    /// Check a state read from storage before trusting it.
    fn check_state(state: &Self::State) -> Result<(), String>;
    /// The action played for a seat when its deadline passes.
    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action>;
    /// What an action would cost and earn, as JSON.
    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError>;
    /// The ranking by the current score, for a game ended early.
    fn standings(state: &Self::State) -> Vec<Placing>;
    /// Play one random game with invariant checks; the number of actions, or what broke.
    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String>;
}

impl Extras for Humanity {
    fn check_state(state: &Self::State) -> Result<(), String> {
        state.validate().map_err(|e| e.to_string())
    }

    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action> {
        if state.validate().is_err() {
            return None;
        }
        super::humanity::default_action(state, seat)
    }

    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError> {
        let p = super::humanity::preview(state, seat, action)?;
        Ok(serde_json::to_value(p).unwrap_or(Value::Null))
    }

    fn standings(state: &Self::State) -> Vec<Placing> {
        super::humanity::round::standings(state)
    }

    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String> {
        super::humanity::playout::random_game(players, seed, check)
            .map(|(_, n)| n)
            .map_err(|f| f.to_string())
    }
}

/// A game driven through JSON strings and values.
pub trait DynGame: Sync {
    fn name(&self) -> &'static str;
    fn schema_version(&self) -> u32;
    fn new_game(&self, setup: &Setup) -> Result<String, DynError>;
    fn to_act(&self, state: &str) -> Result<Vec<Seat>, DynError>;
    /// The new state and the log lines, or why the action is refused.
    fn apply(
        &self,
        state: &str,
        seat: Seat,
        action: &str,
    ) -> Result<(String, Vec<Event>), DynError>;
    fn legal(&self, state: &str, seat: Seat) -> Result<Vec<Value>, DynError>;
    fn view(&self, state: &str, viewer: Viewer) -> Result<Value, DynError>;
    fn outcome(&self, state: &str) -> Result<Option<Vec<Placing>>, DynError>;
    fn default_action(&self, state: &str, seat: Seat) -> Result<Option<Value>, DynError>;
    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<Value, DynError>;
    fn random_game(&self, players: usize, seed: u64, check: bool) -> Result<u32, String>;
    /// The ranking by the current score (for a game the players end early).
    fn standings(&self, state: &str) -> Result<Vec<Placing>, DynError>;
}

struct Erased<G>(PhantomData<fn() -> G>);

impl<G: Extras> Erased<G> {
    fn state(json: &str) -> Result<G::State, DynError> {
        let state: G::State =
            serde_json::from_str(json).map_err(|e| DynError::MalformedState(e.to_string()))?;
        G::check_state(&state).map_err(DynError::MalformedState)?;
        Ok(state)
    }

    fn action(json: &str) -> Result<G::Action, DynError> {
        serde_json::from_str(json).map_err(|e| DynError::MalformedAction(e.to_string()))
    }

    fn to_json<T: serde::Serialize>(value: &T) -> Result<String, DynError> {
        serde_json::to_string(value).map_err(|e| DynError::MalformedState(e.to_string()))
    }
}

impl<G: Extras> DynGame for Erased<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn schema_version(&self) -> u32 {
        G::SCHEMA_VERSION
    }

    fn new_game(&self, setup: &Setup) -> Result<String, DynError> {
        let state = G::new_game(setup).map_err(|e| DynError::Setup(e.0))?;
        Self::to_json(&state)
    }

    fn to_act(&self, state: &str) -> Result<Vec<Seat>, DynError> {
        Ok(G::to_act(&Self::state(state)?))
    }

    fn apply(
        &self,
        state: &str,
        seat: Seat,
        action: &str,
    ) -> Result<(String, Vec<Event>), DynError> {
        let state = Self::state(state)?;
        let action = Self::action(action)?;
        let (next, events) =
            G::apply(&state, seat, &action).map_err(|e| DynError::Rule(e.to_string()))?;
        Ok((Self::to_json(&next)?, events))
    }

    fn legal(&self, state: &str, seat: Seat) -> Result<Vec<Value>, DynError> {
        let state = Self::state(state)?;
        Ok(G::legal_actions(&state, seat)
            .iter()
            .filter_map(|a| serde_json::to_value(a).ok())
            .collect())
    }

    fn view(&self, state: &str, viewer: Viewer) -> Result<Value, DynError> {
        let state = Self::state(state)?;
        serde_json::to_value(G::view(&state, viewer))
            .map_err(|e| DynError::MalformedState(e.to_string()))
    }

    fn outcome(&self, state: &str) -> Result<Option<Vec<Placing>>, DynError> {
        Ok(G::outcome(&Self::state(state)?))
    }

    fn default_action(&self, state: &str, seat: Seat) -> Result<Option<Value>, DynError> {
        let state = Self::state(state)?;
        Ok(G::default_action(&state, seat).and_then(|a| serde_json::to_value(a).ok()))
    }

    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<Value, DynError> {
        let state = Self::state(state)?;
        let action = Self::action(action)?;
        G::preview(&state, seat, &action).map_err(|e| DynError::Rule(e.to_string()))
    }

    fn random_game(&self, players: usize, seed: u64, check: bool) -> Result<u32, String> {
        G::random_game(players, seed, check)
    }

    fn standings(&self, state: &str) -> Result<Vec<Placing>, DynError> {
        Ok(G::standings(&Self::state(state)?))
    }
}

static HUMANITY: Erased<Humanity> = Erased(PhantomData);

/// Every game of the service.
pub fn games() -> [&'static dyn DynGame; 1] {
    [&HUMANITY]
}

/// A game by its identifier.
pub fn game(name: &str) -> Option<&'static dyn DynGame> {
    games().into_iter().find(|g| g.name() == name)
}
