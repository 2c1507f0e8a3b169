//! What the shared bot (`crate::bots`) needs of Beta Colony: the sampling of what a seat cannot
//! see (the talon's order, the building stack below its top, the dice of later rounds), the
//! narrowing of a long list of moves, and an evaluation of a position.

use super::describe::Log;
use super::scoring::finals;
use super::state::State;
use super::{legal, rules, BetaColony};
use crate::bots::{narrow, sampled, BotHooks, Tuning};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Moves kept at the root: those the evaluation ranks best one step ahead.
const ROOT_MOVES: usize = 16;
/// Moves offered below the root: a few random legal ones, distinct.
const TREE_MOVES: usize = 5;

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

    /// A move's list runs to hundreds (every pair of dice, destination and build): the root
    /// keeps the best few by the evaluation one step ahead.
    fn candidates(state: &State, seat: Seat, legal: Vec<super::Action>) -> Vec<super::Action> {
        narrow::<Self>(state, seat, legal, ROOT_MOVES)
    }

    fn tree_actions(state: &State, seat: Seat, rng: &mut Rng) -> Vec<super::Action> {
        sampled(TREE_MOVES, || legal::random_action(state, seat, rng))
    }

    fn advance(state: &mut State, seat: Seat, action: &super::Action) -> bool {
        rules::apply_in_place(state, seat, action, &mut Log::silent()).is_ok()
    }

    fn rollout_action(state: &State, seat: Seat, rng: &mut Rng) -> Option<super::Action> {
        legal::random_action(state, seat, rng)
    }

    /// The CP so far plus the final scoring as the board stands (artifacts, achievements,
    /// majorities), and a little for what materials and fuel may still buy.
    fn evaluate(state: &State) -> Vec<f64> {
        if state.is_over() {
            return state.players.iter().map(|p| f64::from(p.cp)).collect();
        }
        finals(state)
            .iter()
            .zip(&state.players)
            .map(|(f, p)| {
                f64::from(p.cp)
                    + f64::from(f.total())
                    + 0.3 * f64::from(p.material_count())
                    + 0.3 * f64::from(p.fuel)
            })
            .collect()
    }
}
