//! Random playouts: whole games of random legal submissions with invariant checks, used by the
//! property tests, the speed measurement and `Extras::random_game`.

use super::action::Action;
use super::invariants;
use super::legal::random_action;
use super::rules::apply_in_place;
use super::state::{new_state, State};
use crate::engine::rng::Rng;
use crate::engine::Log;

/// A bound far above any real game (9 rounds of 2 actions per player, plus setup and free
/// builds: about 100 submissions at 4 players).
pub const MAX_ACTIONS: u32 = 1_000;

/// Why a playout stopped early.
pub type PlayoutFailure = crate::engine::PlayoutFailure<Action>;

/// The random number generator choosing a game's submissions (separate from the game's own).
pub fn chooser(seed: u64) -> Rng {
    Rng::new(seed ^ 0xBE7A_C010_4E11)
}

/// A new game, as `Game::new_game` makes it.
pub fn start(players: usize, seed: u64) -> Result<State, String> {
    new_state(players, seed).map_err(|e| e.0)
}

/// Play one random game to the end; returns the final state and the number of submissions.
/// With `check`, every invariant is checked after every submission.
pub fn random_game(
    players: usize,
    seed: u64,
    check: bool,
) -> Result<(State, u32), Box<PlayoutFailure>> {
    let fail = |step, seat, action: Option<&Action>, why: String| {
        Box::new(PlayoutFailure {
            seed,
            step,
            seat,
            action: action.cloned(),
            why,
        })
    };
    let mut state = start(players, seed).map_err(|e| fail(0, 0, None, e))?;
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    let mut steps = 0;
    while !state.is_over() {
        if steps >= MAX_ACTIONS {
            return Err(fail(steps, 0, None, "the game did not end".into()));
        }
        let seat = state
            .current()
            .ok_or_else(|| fail(steps, 0, None, "nobody is to act".into()))?;
        let action = random_action(&state, seat, &mut rng)
            .ok_or_else(|| fail(steps, seat, None, "no legal submission".into()))?;
        apply_in_place(&mut state, seat, &action, &mut log)
            .map_err(|e| fail(steps, seat, Some(&action), e.to_string()))?;
        steps += 1;
        if check {
            invariants::check(&state).map_err(|e| fail(steps, seat, Some(&action), e))?;
        }
    }
    Ok((state, steps))
}
