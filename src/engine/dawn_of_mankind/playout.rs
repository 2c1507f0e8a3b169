//! Random playouts: whole games of random legal submissions with invariant checks, used by the
//! property tests, the speed measurement and `Extras::random_game`.

use super::action::Action;
use super::describe::Log;
use super::invariants;
use super::legal::random_action;
use super::rules::{apply_in_place, automatic_turns};
use super::state::{new_state, State};
use crate::engine::rng::Rng;

/// A bound far above any real game (Appendix B: about 30 turns per player).
pub const MAX_ACTIONS: u32 = 5_000;

/// Why a playout stopped early.
pub type PlayoutFailure = crate::engine::PlayoutFailure<Action>;

/// The random number generator choosing a game's submissions (separate from the game's own).
pub fn chooser(seed: u64) -> Rng {
    Rng::new(seed ^ 0x0DAF_0F3A_4C1D)
}

/// A new game with its automatic turns already played, as `Game::new_game` makes it.
pub fn start(players: usize, seed: u64) -> Result<State, String> {
    let mut s = new_state(players, seed).map_err(|e| e.0)?;
    automatic_turns(&mut s, &mut Log::silent());
    Ok(s)
}

/// Play one random game to the end; returns the final state and the number of submissions.
/// With `check`, every invariant is checked after every submission.
pub fn random_game(players: usize, seed: u64, check: bool) -> Result<(State, u32), PlayoutFailure> {
    let fail = |step, seat, action: Option<&Action>, why: String| PlayoutFailure {
        seed,
        step,
        seat,
        action: action.cloned(),
        why,
    };
    let mut state = start(players, seed).map_err(|e| fail(0, 0, None, e))?;
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    let mut steps = 0;
    while !state.is_over() {
        if steps >= MAX_ACTIONS {
            return Err(fail(steps, 0, None, "the game did not end".into()));
        }
        let Some(seat) = state.current() else {
            return Err(fail(steps, 0, None, "nobody is to act".into()));
        };
        let action = random_action(&state, seat, &mut rng)
            .ok_or_else(|| fail(steps, seat, None, "no legal submission".into()))?;
        apply_in_place(&mut state, seat, &action, &mut log)
            .map_err(|e| fail(steps, seat, Some(&action), format!("refused: {e}")))?;
        steps += 1;
        if check {
            invariants::check(&state).map_err(|why| fail(steps, seat, Some(&action), why))?;
        }
    }
    if super::scoring::outcome(&state).is_none_or(|o| o.len() != players) {
        return Err(fail(
            steps,
            0,
            None,
            "the finished game has no ranking".into(),
        ));
    }
    Ok((state, steps))
}
