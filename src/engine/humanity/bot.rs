//! What the shared bot (`crate::bots`) needs of Humanity: the sampling of what a seat cannot
//! see (the order of the module and experiment decks, the other seats' science and their
//! submitted placements, the generator of later draws) and an evaluation of a position.

use super::describe::Log;
use super::round::{behind_bonus, science_for_rp, stored_units};
use super::state::{Ledger, Phase, State};
use super::{legal, rules, Humanity};
use crate::bots::{BotHooks, Tuning};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl BotHooks for Humanity {
    const TUNING: Tuning = Tuning {
        iterations: [150, 20_000],
        rollout: 8,
        points: 5.0,
    };

    fn seats(state: &State) -> usize {
        state.players.len()
    }

    /// The decks are dealt again in a random order and the generator is replaced. Another
    /// seat's science, and the split of its VP and science by source, are hidden: the sample
    /// gives it the deciding seat's own science and puts its VP on one line of the ledger
    /// (squares apart, which are public). A placement another seat has submitted but not yet
    /// revealed is replaced by the default placement of its returning astronauts.
    fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        for deck in s
            .module_decks
            .iter_mut()
            .chain(s.experiment_decks.iter_mut())
        {
            deck.sort_unstable();
            rng.shuffle(deck);
        }
        s.rng = Rng::new(rng.next_u64());
        let own = s.players.get(seat).map_or(0, |p| p.science);
        for o in 0..s.players.len() {
            if o == seat {
                continue;
            }
            let p = &mut s.players[o];
            let squares = p.squares.len() as i32;
            p.science = own;
            p.ledger = Ledger {
                square_vp: squares,
                printed_vp: p.vp - squares,
                research_science: own,
                ..Ledger::default()
            };
            if s.phase == Phase::Placement && s.players[o].placement.is_some() {
                s.players[o].placement = None;
                let cells = match legal::default_placement(&s, o) {
                    Some(super::Action::Place { placements }) => {
                        placements.iter().map(|p| p.cell).collect()
                    }
                    _ => Vec::new(),
                };
                s.players[o].placement = Some(cells);
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

    /// The score now (VP and science), with what the year's end will add as things stand: the
    /// research track's science and the bonus for those behind (13.1), and the VP of stored
    /// units (14.1, counted as a fraction before the last year's end).
    fn evaluate(state: &State) -> Vec<f64> {
        if state.phase == Phase::Over {
            return state.players.iter().map(|p| p.score() as f64).collect();
        }
        let rps: Vec<u8> = state.players.iter().map(|p| p.rp).collect();
        state
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let research = science_for_rp(p.rp) + behind_bonus(&rps, seat);
                let (e, a, b) = stored_units(p);
                p.score() as f64 + f64::from(research) + f64::from(e + a + b) / 5.0
            })
            .collect()
    }

    fn facts(state: &State) -> Vec<(&'static str, String)> {
        vec![("rounds", state.round.to_string())]
    }
}
