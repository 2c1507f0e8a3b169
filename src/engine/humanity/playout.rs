//! Random playouts: whole games of random legal actions with invariant checks, used by
//! `turnpost engine playout`, the property tests and the benchmark.

use super::action::Action;
use super::describe::Log;
use super::invariants;
use super::legal::random_action;
use super::rules::apply_in_place;
use super::state::{new_state, Phase, State};
use crate::engine::rng::Rng;

/// A bound far above any real game (a 4-player game takes a few hundred actions).
const MAX_ACTIONS: u32 = 20_000;

/// Why a playout stopped early.
pub type PlayoutFailure = crate::engine::PlayoutFailure<Action>;

/// The random number generator choosing a game's actions (separate from the game's own).
pub fn chooser(seed: u64) -> Rng {
    Rng::new(seed ^ 0x5EED_0FC4_01CE)
}

/// Play one random game to the end; returns the final state and the number of actions.
/// With `check`, every invariant is checked after every action.
pub fn random_game(players: usize, seed: u64, check: bool) -> Result<(State, u32), PlayoutFailure> {
    let fail = |step, seat, action: Option<&Action>, why: String| PlayoutFailure {
        seed,
        step,
        seat,
        action: action.cloned(),
        why,
    };
    let mut state = new_state(players, seed).map_err(|e| fail(0, 0, None, e.0))?;
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    let mut steps = 0;
    while state.phase != Phase::Over {
        if steps >= MAX_ACTIONS {
            return Err(fail(steps, 0, None, "the game did not end".into()));
        }
        let Some(&seat) = super::to_act(&state).first() else {
            return Err(fail(steps, 0, None, "nobody is to act".into()));
        };
        let action = random_action(&state, seat, &mut rng)
            .ok_or_else(|| fail(steps, seat, None, "no legal action was found".into()))?;
        let round = state.round;
        apply_in_place(&mut state, seat, &action, &mut log)
            .map_err(|e| fail(steps, seat, Some(&action), format!("refused: {e}")))?;
        steps += 1;
        if check {
            check_after(&state, round).map_err(|why| fail(steps, seat, Some(&action), why))?;
        }
    }
    if super::round::outcome(&state).is_none_or(|o| o.len() != players) {
        return Err(fail(
            steps,
            0,
            None,
            "the finished game has no ranking".into(),
        ));
    }
    Ok((state, steps))
}

fn check_after(state: &State, round_before: u16) -> Result<(), String> {
    invariants::check(state)?;
    if state.round != round_before && state.phase != Phase::Over && state.modules_on_board() != 7 {
        return Err(format!(
            "{} modules on the board after a refill",
            state.modules_on_board()
        ));
    }
    Ok(())
}
