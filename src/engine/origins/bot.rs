//! What the shared bot (`crate::bots`) needs of Origins: the sampling of what a seat cannot see
//! (the era decks, the other seats' hands and the discards below their tops, the generator of
//! dice), an evaluation of a position, and what a finished game reached.

use super::data::{data, Category};
use super::legal;
use super::rules::apply_in_place;
use super::state::{CardId, Phase, State};
use super::Origins;
use crate::bots::{narrow, BotHooks, Tuning};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Decisions kept at the root: those the evaluation ranks best one step ahead.
const ROOT_MOVES: usize = 16;
/// Decisions offered below the root: a few random legal ones.
const TREE_MOVES: usize = 6;

/// The weights of `PROSPECTS`.
struct Prospects {
    action: f64,
    growth: f64,
    stuck: f64,
    slave: f64,
    last_unit: f64,
}

/// What the evaluation adds to the score for the seat's prospects (see `evaluate`), in points:
/// each of the first two innovation actions (a further one is worth 0.3 of this), each
/// population action no die can punish, each unit beyond a track's last box (taken off),
/// being a slave and being down to the last map unit (taken off).
const PROSPECTS: Prospects = Prospects {
    action: 0.8,
    growth: 1.2,
    stuck: 1.0,
    slave: 4.0,
    last_unit: 1.0,
};

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

    /// The public records of dice and revealed cards are left out: no rule reads them, and
    /// copying them at every trial made a decision cost more the longer the game.
    fn for_search(state: &State) -> State {
        state.without_records()
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

    /// The score now (17.2), less what the next stability roll is expected to cost, plus what
    /// the seat's tracks promise: chaos comes when a die plus the best admin (and +2 for each
    /// Silverback of this turn, before the roll) is below the population number (7.1), and
    /// takes half the map units and the rest of the turn (7.3); the population number is also
    /// the next population phase's actions, and the innovation number the next turn's cards.
    fn evaluate(state: &State) -> Vec<f64> {
        (0..state.players.len())
            .map(|s| {
                let p = &state.players[s];
                let score = f64::from(super::turn::score(state, s).total);
                let active = usize::from(state.active) == s;
                let before_roll = active
                    && matches!(
                        state.phase,
                        Phase::Innovation { .. } | Phase::Catastrophes | Phase::Cards
                    );
                let pop = i32::from(p.population_number());
                let admin = i32::from(p.best(Category::Admin));
                let mut steady = admin;
                if before_roll && p.current_era() == 1 {
                    steady += 2 * i32::from(state.memory.silverback);
                }
                let chaos = if active && state.memory.locution {
                    1.0
                } else if pop <= 1 {
                    0.0
                } else {
                    f64::from((pop - steady - 1).clamp(0, 6)) / 6.0
                };
                // Chaos takes half the map units (each back on a track: a point and an action
                // lost), the rest of the turn, and suppresses the public cards.
                let shown = p.repertoire.iter().filter(|h| h.active).count() as f64;
                let loss = 0.9 * p.map_units() as f64 + 1.5 + 0.7 * shown;
                // The first innovation actions keep cards coming (and with them the fecundity
                // decreases that empty the innovation track again); more are worth less.
                let inn = f64::from(p.innovation_number());
                let actions = inn.min(2.0) + 0.3 * (inn - 2.0).max(0.0);
                // A population action no die can punish grows a unit: a point. A slave grows
                // only beside its enslaver's metropolises (15.4), none in the early eras.
                let can_place = match p.enslaver {
                    Some(e) => !state.players[usize::from(e)].metropolises.is_empty(),
                    None => true,
                };
                let growth = if can_place {
                    f64::from(pop.min(admin + 1).max(0))
                } else {
                    0.0
                };
                // A unit beyond a track's last box counts for nothing; beyond the population
                // track's it leaves no population action, beyond the innovation track's no
                // innovation action, until a fecundity change brings it back.
                let stuck = f64::from(p.kp.saturating_sub(10) + p.ki.saturating_sub(7));
                // A seat down to its last map unit is one lost battle from slavery (15.1).
                let exposed = if p.enslaver.is_some() {
                    PROSPECTS.slave
                } else if p.map_units() <= 1 {
                    PROSPECTS.last_unit
                } else {
                    0.0
                };
                let prospects = PROSPECTS.action * actions + PROSPECTS.growth * growth
                    - (PROSPECTS.stuck * stuck + exposed);
                // What the tracks promise fades in the last ten game turns: at the end only the
                // score counts.
                let left =
                    f64::from(state.turn_cap.saturating_sub(state.game_turn)).min(10.0) / 10.0;
                let hand = p.hand.len().min(p.hand_limit()) as f64;
                score - chaos * loss + left * prospects + 0.2 * hand
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};

    fn two_players() -> State {
        let setup = Setup {
            players: 2,
            seed: 5,
            options: serde_json::json!({}),
        };
        Origins::new_game(&setup).expect("a game of two")
    }

    /// Two fecundity decreases that fill the population track are a point now (the innovation
    /// number gains two, the population number loses one and stops at 0), but leave the seat no
    /// population action for the rest of the game: the evaluation must not take that point.
    #[test]
    fn a_seat_that_can_still_grow_is_worth_more_than_one_point_more_on_a_full_track() {
        let score = |s: &State| super::super::turn::score(s, 0).total;
        let mut s = two_players();
        s.game_turn = 10;
        s.players[0].ki = 5;
        s.players[0].kp = 9;
        let (can_grow, before) = (Origins::evaluate(&s)[0], score(&s));
        s.players[0].ki = 3;
        s.players[0].kp = 11;
        assert_eq!(score(&s), before + 1);
        let full = Origins::evaluate(&s)[0];
        assert!(can_grow > full, "{can_grow} should beat {full}");
    }

    /// In the last game turns only the score counts.
    #[test]
    fn at_the_turn_cap_the_point_is_taken() {
        let mut s = two_players();
        s.game_turn = s.turn_cap;
        s.players[0].ki = 5;
        s.players[0].kp = 9;
        let can_grow = Origins::evaluate(&s)[0];
        s.players[0].ki = 3;
        s.players[0].kp = 11;
        assert!(Origins::evaluate(&s)[0] > can_grow);
    }

    /// A slave cannot grow without its enslaver's metropolis (15.4).
    #[test]
    fn a_slave_is_worth_less_than_the_same_free_seat() {
        let mut s = two_players();
        s.game_turn = 10;
        let free = Origins::evaluate(&s)[1];
        s.players[1].enslaver = Some(0);
        assert!(Origins::evaluate(&s)[1] < free);
    }

    /// The search copies states without their public records: the rules must never read them.
    /// A whole random game played on both copies side by side stays the same game.
    #[test]
    fn a_game_without_its_records_plays_the_same() {
        use super::super::playout::{chooser, random_action};
        let setup = Setup {
            players: 3,
            seed: 11,
            options: serde_json::json!({ "turn_cap": 30 }),
        };
        let mut full = Origins::new_game(&setup).expect("a game of three");
        let mut rng = chooser(11);
        let step = |state: &mut State, rng: &mut Rng| {
            let (seat, _) = state.decision()?;
            let action = random_action(state, seat, rng).expect("a legal decision");
            apply_in_place(state, seat, &action).expect("a legal decision is accepted");
            Some((seat, action))
        };
        for _ in 0..200 {
            step(&mut full, &mut rng);
        }
        assert!(!full.records.is_empty(), "dice were rolled");
        let mut light = full.without_records();
        let mut steps = 0;
        while let Some((seat, action)) = step(&mut full, &mut rng) {
            let done = apply_in_place(&mut light, seat, &action).map_err(|e| e.to_string());
            assert_eq!(done, Ok(()), "step {steps}");
            assert_eq!(
                full.without_records(),
                light.without_records(),
                "step {steps}"
            );
            steps += 1;
        }
        assert!(light.decision().is_none(), "both games ended");
        assert!(steps > 100, "{steps} decisions");
    }
}
