//! Random playouts: whole games of random legal submissions with invariant checks, used by the
//! property tests, `Extras::random_game` and `Extras::random_action`.
//!
//! The random player is bounded so that games end (issue 14): a third of its decisions are the
//! timeout default (which ends a phase or answers a prompt, design 18.2), the rest are uniform
//! among the legal decisions. Every game also ends at its turn cap (S6).

use super::action::Action;
use super::invariants;
use super::legal::{default_action, legal_actions};
use super::rules::apply_in_place;
use super::state::{new_state, Phase, State};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// A bound far above any game: 100 game turns of 5 players at a few hundred decisions each.
pub const MAX_ACTIONS: u32 = 200_000;

/// Why a playout stopped early (boxed where returned: an action is large).
pub type PlayoutFailure = crate::engine::PlayoutFailure<Action>;

/// The random number generator choosing a game's submissions (separate from the game's own).
pub fn chooser(seed: u64) -> Rng {
    Rng::new(seed ^ 0x0071_6195_C0DE)
}

/// A random legal decision for `seat`: the default one time in three, else uniform among the
/// legal decisions; `None` when the seat has nothing to decide.
pub fn random_action(state: &State, seat: Seat, rng: &mut Rng) -> Option<Action> {
    if rng.below(3) == 0 {
        if let Some(a) = default_action(state, seat) {
            return Some(a);
        }
    }
    let mut legal = legal_actions(state, seat);
    if legal.is_empty() {
        return None;
    }
    let i = rng.below(legal.len() as u64) as usize;
    Some(legal.swap_remove(i))
}

/// Play one random game from `options` (species, turn cap) to the end; the final state and the
/// number of submissions. With `check`, every invariant is checked after every submission.
pub fn random_game_with(
    players: usize,
    seed: u64,
    options: &serde_json::Value,
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
    let mut state = new_state(players, seed, options).map_err(|e| fail(0, 0, None, e.0))?;
    let mut rng = chooser(seed);
    let mut steps = 0;
    while state.phase != Phase::GameOver {
        if steps >= MAX_ACTIONS {
            return Err(fail(steps, 0, None, "the game did not end".into()));
        }
        let Some((seat, _)) = state.decision() else {
            return Err(fail(steps, 0, None, "nobody is to act".into()));
        };
        let action = random_action(&state, seat, &mut rng)
            .ok_or_else(|| fail(steps, seat, None, "no legal submission".into()))?;
        apply_in_place(&mut state, seat, &action)
            .map_err(|e| fail(steps, seat, Some(&action), format!("refused: {e}")))?;
        steps += 1;
        if check {
            invariants::check(&state).map_err(|why| fail(steps, seat, Some(&action), why))?;
        }
    }
    Ok((state, steps))
}

/// Play one random game with the default options to the end.
pub fn random_game(
    players: usize,
    seed: u64,
    check: bool,
) -> Result<(State, u32), Box<PlayoutFailure>> {
    random_game_with(players, seed, &serde_json::json!({}), check)
}
