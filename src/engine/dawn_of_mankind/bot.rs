//! What the shared bot (`crate::bots`) needs of Dawn of Mankind: the sampling of what a seat
//! cannot see (the art deck's order, the setup cards never dealt, the other seats' VP) and an
//! evaluation of a position.

use super::describe::Log;
use super::scoring::breakdowns;
use super::state::{EndReason, Phase, State};
use super::{legal, rules, DawnOfMankind};
use crate::bots::{BotHooks, Tuning};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl BotHooks for DawnOfMankind {
    const TUNING: Tuning = Tuning {
        iterations: [150, 2_000],
        rollout: 8,
        points: 6.0,
    };

    fn seats(state: &State) -> usize {
        state.players.len()
    }

    /// The art deck is dealt again in a random order, and the undealt setup cards too. Another
    /// seat's VP total is hidden (design 11.2): the sample gives every other seat the deciding
    /// seat's own total, the one figure it knows, so the search plays for what it can gain.
    /// The seed (never read after the setup) is replaced as well.
    fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.deck.sort_unstable();
        rng.shuffle(&mut s.deck);
        s.undealt.sort_unstable();
        rng.shuffle(&mut s.undealt);
        s.seed = rng.next_u64();
        let own = s.players.get(seat).map_or(0, |p| p.vp);
        for (o, p) in s.players.iter_mut().enumerate() {
            if o != seat {
                p.vp = own;
            }
        }
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

    /// The final score if the game ended now (VP, storytelling, religion).
    fn evaluate(state: &State) -> Vec<f64> {
        breakdowns(state).iter().map(|b| b.total as f64).collect()
    }

    fn facts(state: &State) -> Vec<(&'static str, String)> {
        let ended = match state.phase {
            Phase::Finished {
                reason: EndReason::Vp,
            } => "60 VP",
            Phase::Finished {
                reason: EndReason::Stall,
            } => "a stall of rests",
            _ => "not over",
        };
        vec![
            ("ended by", ended.to_string()),
            ("main turns", state.turns.to_string()),
        ]
    }
}
