//! What the shared bot (`crate::bots`) needs of Beta Colony: the sampling of what a seat cannot
//! see (the talon's order, the building stack below its top, the dice of later rounds) and an
//! evaluation of a position.

use super::describe::Log;
use super::state::State;
use super::{legal, rules, BetaColony};
use crate::bots::{BotHooks, Tuning};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl BotHooks for BetaColony {
    const TUNING: Tuning = Tuning {
        iterations: [150, 2_000],
        rollout: 8,
        points: 5.0,
    };

    fn seats(state: &State) -> usize {
        state.players.len()
    }

    /// The talon and the building stack below its top are dealt again in a random order, and
    /// the generator of later dice is replaced (design 14.2: hidden from everyone).
    fn determinize(state: &State, _seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.talon.sort_unstable();
        rng.shuffle(&mut s.talon);
        if s.buildings.len() > 1 {
            let below = &mut s.buildings[1..];
            below.sort_unstable();
            rng.shuffle(below);
        }
        s.rng = Rng::new(rng.next_u64());
        s
    }

    fn search_legal(state: &State, seat: Seat) -> Vec<super::Action> {
        legal::legal_actions(state, seat)
    }

    fn advance(state: &mut State, seat: Seat, action: &super::Action) -> bool {
        rules::apply_in_place(state, seat, action, &mut Log::silent()).is_ok()
    }

    fn rollout_action(state: &State, seat: Seat, rng: &mut Rng) -> Option<super::Action> {
        legal::random_action(state, seat, rng)
    }
}
