//! What the platform asks of Beta Colony beyond the `Game` trait (`registry::Extras`): how the
//! game presents itself, stored-state checks, the default submission, previews, standings and
//! random play.

use super::state::{State, Step};
use super::{invariants, legal, playout, preview, scoring, BetaColony};
use crate::engine::registry::{About, Extras, Prompt};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use serde_json::Value;

impl Extras for BetaColony {
    const ABOUT: About = About {
        title: "Beta Colony",
        summary: "Steer your ship round the orbit with the dice you draft, and build the colonies of Victus for Confidence.",
        min_players: 2,
        max_players: 4,
        colours: &super::state::SEAT_COLOURS,
        series: &["cp"],
    };

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

    fn prompt(state: &Self::State, seat: Seat) -> Prompt {
        prompt(state, seat)
    }

    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        legal::random_action(state, seat, rng)
    }
}

fn prompt(state: &State, seat: Seat) -> Prompt {
    let decision = match state.step {
        Step::ChooseMat { .. } => Some((
            "choose your mat",
            "Setup in {title}: choose your player mat.",
        )),
        Step::PlaceShip { .. } => Some((
            "place your ship",
            "Setup in {title}: put your ship on the orbit.",
        )),
        Step::CycleInfluence { .. } => Some((
            "take C2A's influence",
            "{title}: choose the colony for C2A's influence.",
        )),
        Step::FreeBuild { .. } => Some((
            "make your free build",
            "{title}: a track bonus gave you a free build.",
        )),
        _ => None,
    };
    let progress = match state.step {
        Step::Finished => Some("finished".to_string()),
        Step::Action { phase, .. } => Some(format!("round {} of 9, action {phase}", state.round)),
        _ if state.round == 0 => Some("setup".to_string()),
        _ => Some(format!("round {} of 9", state.round)),
    };
    let situation = state
        .players
        .get(seat)
        .map(|p| {
            vec![format!(
                "You have {} CP, {} materials, {} fuel, {} artifacts and {} crew in supply.",
                p.cp,
                p.material_count(),
                p.fuel,
                p.artifacts,
                p.crew
            )]
        })
        .unwrap_or_default();
    Prompt {
        progress,
        decision: decision.map(|(a, b)| (a.to_string(), b.to_string())),
        situation,
    }
}
