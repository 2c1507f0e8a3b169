//! What the shared bot (`crate::bots`) needs of Origins: the sampling of what a seat cannot see
//! (the era decks, the other seats' hands and the discards below their tops, the generator of
//! dice), an evaluation of a position, and what a finished game reached.

use super::data::{data, Category};
use super::legal;
use super::rules::apply_in_place;
use super::state::{CardId, State};
use super::Origins;
use crate::bots::{narrow, BotHooks, Tuning};

/// Decisions kept at the root: those the evaluation ranks best one step ahead.
const ROOT_MOVES: usize = 16;
/// Decisions offered below the root: a few random legal ones.
const TREE_MOVES: usize = 6;
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl BotHooks for Origins {
    const TUNING: Tuning = Tuning {
        iterations: [60, 600],
        rollout: 8,
        points: 4.0,
    };

    fn seats(state: &State) -> usize {
        state.players.len()
    }

    /// Every card the seat cannot see (the three decks, the other seats' hands, their discard
    /// piles below the top) is gathered, sorted, and dealt out again at random into the same
    /// places with the same counts: each deck only takes cards of its era, and a discard pile
    /// only idea cards (6.6). The public cards another active player drew this turn are known
    /// only once revealed, so the sample forgets them; the generator of dice is replaced.
    fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        let d = data();
        let mut hidden: Vec<CardId> = Vec::new();
        for deck in &s.decks {
            hidden.extend(deck);
        }
        for (o, p) in s.players.iter().enumerate() {
            if o != seat {
                hidden.extend(&p.hand);
                hidden.extend(p.discard.iter().rev().skip(1));
            }
        }
        hidden.sort_unstable();
        // Decks first, by era; the cards left over go to the hands and discard piles.
        let need_ideas: usize = s
            .players
            .iter()
            .enumerate()
            .filter(|(o, _)| *o != seat)
            .map(|(_, p)| p.discard.len().saturating_sub(1))
            .sum();
        let mut decks: [Vec<CardId>; 3] = Default::default();
        let mut rest: Vec<CardId> = Vec::new();
        for attempt in 0..8 {
            decks = Default::default();
            rest.clear();
            for era in 1..=3u8 {
                let mut of_era: Vec<CardId> = hidden
                    .iter()
                    .copied()
                    .filter(|c| d.card(c.0).era == era)
                    .collect();
                rng.shuffle(&mut of_era);
                if attempt == 7 {
                    // Public cards first, so that enough idea cards are left for the discards
                    // (the true deal proves that this is possible).
                    of_era.sort_by_key(|c| !d.card(c.0).is_public());
                }
                let n = s.decks[usize::from(era - 1)].len().min(of_era.len());
                rest.extend(of_era.drain(n..));
                decks[usize::from(era - 1)] = of_era;
            }
            if rest.iter().filter(|c| !d.card(c.0).is_public()).count() >= need_ideas {
                break;
            }
        }
        s.decks = decks;
        rest.sort_unstable();
        rng.shuffle(&mut rest);
        let (mut ideas, mut any): (Vec<CardId>, Vec<CardId>) =
            rest.into_iter().partition(|c| !d.card(c.0).is_public());
        for o in 0..s.players.len() {
            if o == seat {
                continue;
            }
            let p = &mut s.players[o];
            let below = p.discard.len().saturating_sub(1);
            for k in 0..below {
                if let Some(c) = ideas.pop() {
                    p.discard[k] = c;
                }
            }
        }
        any.append(&mut ideas);
        rng.shuffle(&mut any);
        for o in 0..s.players.len() {
            if o == seat {
                continue;
            }
            let p = &mut s.players[o];
            for k in 0..p.hand.len() {
                if let Some(c) = any.pop() {
                    p.hand[k] = c;
                }
            }
        }
        if usize::from(s.active) != seat {
            s.memory.drawn_public.clear();
        }
        s.rng = Rng::new(rng.next_u64());
        s
    }

    fn search_legal(state: &State, seat: Seat) -> Vec<super::Action> {
        legal::legal_actions(state, seat)
    }

    /// Migrations and growths run to dozens: the root keeps the best by one step of the
    /// evaluation.
    fn candidates(state: &State, seat: Seat, legal: Vec<super::Action>) -> Vec<super::Action> {
        narrow::<Self>(state, seat, legal, ROOT_MOVES)
    }

    fn tree_actions(state: &State, seat: Seat, rng: &mut Rng) -> Vec<super::Action> {
        legal::sample_legal(state, seat, TREE_MOVES, rng)
    }

    fn advance(state: &mut State, seat: Seat, action: &super::Action) -> bool {
        apply_in_place(state, seat, action).is_ok()
    }

    /// Everyone ends the phase or answers the prompt the way a timeout would: the search's own
    /// tree plans the moves, the playout only lets the turn's dice and losses happen.
    fn rollout_action(state: &State, seat: Seat, _rng: &mut Rng) -> Option<super::Action> {
        legal::default_action(state, seat)
    }

    fn facts(state: &State) -> Vec<(&'static str, String)> {
        let d = data();
        let era = state
            .players
            .iter()
            .map(|p| p.current_era())
            .max()
            .unwrap_or(1);
        let auctions = state
            .players
            .iter()
            .map(|p| p.repertoire.len())
            .sum::<usize>()
            + state
                .removed
                .iter()
                .filter(|c| d.card(c.0).is_public())
                .count();
        let ended = if era >= 4 {
            "a dark age of Era IV"
        } else {
            "the turn cap"
        };
        vec![
            ("era reached", super::rules::roman(era).to_string()),
            ("auctions held", auctions.to_string()),
            ("ended by", ended.to_string()),
            ("game turns", state.game_turn.to_string()),
        ]
    }

    /// The score now (17.2), less what the next stability roll is expected to cost: chaos
    /// comes when a die plus the best admin is below the population number (7.1), and takes
    /// half the map units and the rest of the turn (7.3).
    fn evaluate(state: &State) -> Vec<f64> {
        (0..state.players.len())
            .map(|s| {
                let p = &state.players[s];
                let score = f64::from(super::turn::score(state, s).total);
                let pop = i32::from(p.population_number());
                let admin = i32::from(p.best(Category::Admin));
                let chaos = if usize::from(state.active) == s && state.memory.locution {
                    1.0
                } else if pop <= 1 {
                    0.0
                } else {
                    f64::from((pop - admin - 1).clamp(0, 6)) / 6.0
                };
                // Chaos takes half the map units (each back on a track: a point and an action
                // lost), the rest of the turn, and suppresses the public cards.
                let active = p.repertoire.iter().filter(|h| h.active).count() as f64;
                let loss = 0.9 * p.map_units() as f64 + 1.5 + 0.7 * active;
                // The innovation number is also the turn's actions (cards, the engine of
                // everything else); a population action no die can punish may grow a unit.
                let engine = f64::from(p.innovation_number());
                let growth = f64::from(pop.min(admin + 1).max(0));
                let hand = p.hand.len().min(p.hand_limit()) as f64;
                score - chaos * loss + 0.8 * engine + 0.6 * growth + 0.2 * hand
            })
            .collect()
    }
}
