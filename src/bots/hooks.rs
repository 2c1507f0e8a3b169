//! What the bot asks of a game beyond `Game` and `Extras`: `BotHooks`, implemented in the
//! game's own folder (`engine/<game>/bot.rs`), with defaults for everything but the sampling of
//! hidden information.

use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Seat};

/// How a game tunes the shared search (plain numbers, the same for every position).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// Iterations of `Level::Easy` and `Level::Normal` for this game (an iteration samples the
    /// hidden information once, walks the tree, plays on and evaluates).
    pub iterations: [u32; 2],
    /// Decisions played by `rollout_action` after the tree before the position is evaluated.
    pub rollout: u32,
    /// The difference of evaluation (in the game's points) that makes one seat about e ≈ 2.7
    /// times as likely to win as another: the temperature of the softmax that turns
    /// `evaluate` into chances.
    pub points: f64,
}

impl Tuning {
    pub const DEFAULT: Tuning = Tuning {
        iterations: [150, 2_000],
        rollout: 8,
        points: 5.0,
    };
}

/// A game's help for the bot. Everything the search reads of a position goes through these
/// functions, on a state made by `determinize`, never on the true one (apart from the seat's
/// legal list, which is public to the seat).
pub trait BotHooks: Extras {
    /// The numbers that tune the search for this game.
    const TUNING: Tuning = Tuning::DEFAULT;

    /// Seats at the table.
    fn seats(state: &Self::State) -> usize;

    /// A state that `seat` cannot tell from `state`: what it sees is kept, and everything hidden
    /// from it (deck orders, other seats' hands and secret numbers, the generator of future
    /// draws) is replaced by a sample drawn with `rng`. It must depend only on what `seat` sees
    /// and on `rng`: gather the hidden things, put them in a canonical order, then deal them out
    /// at random into the hidden places. The result passes every invariant of the game.
    fn determinize(state: &Self::State, seat: Seat, rng: &mut Rng) -> Self::State;

    /// The state the samples are drawn from: the true state without what no rule reads, once a
    /// decision (a game whose state keeps a growing record of the past leaves it out, so that
    /// the search's copies do not grow with the game). The default is a plain copy.
    fn for_search(state: &Self::State) -> Self::State {
        state.clone()
    }

    /// The legal actions inside the search (a game may skip the state checks that
    /// `legal_actions` runs on a state read from storage).
    fn search_legal(state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        Self::legal_actions(state, seat)
    }

    /// The actions worth searching at the root among `legal` (a game narrows an enormous list
    /// to sensible candidates); never empty when `legal` is not. The default keeps them all.
    fn candidates(
        _state: &Self::State,
        _seat: Seat,
        legal: Vec<Self::Action>,
    ) -> Vec<Self::Action> {
        legal
    }

    /// The actions the tree offers `seat` below the root, asked at every visit (a game whose
    /// legal lists are costly may offer a few sampled ones instead). The default narrows the
    /// whole legal list with `candidates`.
    fn tree_actions(state: &Self::State, seat: Seat, _rng: &mut Rng) -> Vec<Self::Action> {
        Self::candidates(state, seat, Self::search_legal(state, seat))
    }

    /// Applies an action in place without log lines; false if it is refused (the state is then
    /// unspecified).
    fn advance(state: &mut Self::State, seat: Seat, action: &Self::Action) -> bool {
        match Self::apply(state, seat, action) {
            Ok((next, _)) => {
                *state = next;
                true
            }
            Err(_) => false,
        }
    }

    /// The decision played for `seat` after the tree, before the evaluation (a random legal
    /// one by default).
    fn rollout_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        Self::random_action(state, seat, rng)
    }

    /// Each seat's prospects, in the game's points (higher is better): by default the current
    /// score of `standings`.
    fn evaluate(state: &Self::State) -> Vec<f64> {
        let mut out = vec![0.0; Self::seats(state)];
        for p in Self::standings(state) {
            if let Some(v) = out.get_mut(p.seat) {
                *v = p.score as f64;
            }
        }
        out
    }

    /// What a finished game reached, for the bot match's report (`("era", "III")`, ...).
    fn facts(_state: &Self::State) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// The seat that decides next in a state (the first of several deciding at once).
pub fn next_actor<G: Game>(state: &G::State) -> Option<Seat> {
    G::to_act(state).first().copied()
}
