//! What the platform asks of Dawn of Mankind beyond the `Game` trait (`registry::Extras`):
//! how the game presents itself, stored-state checks, the default turn, previews, standings and
//! random play.

use super::{invariants, legal, playout, preview, scoring, DawnOfMankind};
use crate::engine::registry::{About, Extras};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use serde_json::Value;

impl Extras for DawnOfMankind {
    const ABOUT: About = About {
        title: "Dawn of Mankind",
        summary: "Guide your clan's meeples from childhood to old age: gather, make art and progress, and be first to 60 VP.",
        min_players: 2,
        max_players: 5,
        colours: &super::state::SEAT_COLOURS,
        series: &["vp"],
    };

    /// The full check runs on every stored state too: it is cheap (microseconds).
    fn check_state(state: &Self::State) -> Result<(), String> {
        invariants::check(state)
    }

    fn check_invariants(state: &Self::State) -> Result<(), String> {
        invariants::check(state)
    }

    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action> {
        if invariants::check(state).is_err() {
            return None;
        }
        legal::default_action(state, seat)
    }

    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError> {
        let p = preview::preview(state, seat, action)?;
        Ok(serde_json::to_value(p).unwrap_or(Value::Null))
    }

    fn standings(state: &Self::State) -> Vec<Placing> {
        if invariants::check(state).is_err() {
            return Vec::new();
        }
        scoring::ranking(state)
    }

    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String> {
        playout::random_game(players, seed, check)
            .map(|(_, n)| n)
            .map_err(|f| f.to_string())
    }

    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        legal::random_action(state, seat, rng)
    }
}
