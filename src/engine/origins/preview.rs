//! Previewing a submission (design 3): what it would do for the acting seat, without applying
//! it. The preview is asked by the seat itself, so it shows that seat's own numbers and hand
//! size. A decision whose outcome rests on a die, a random draw or a card nobody has seen (a
//! deck's top, another player's hand) is not played out: the preview then says so and shows
//! only what the decision is, so no die or card is known in advance (a preview commits
//! nothing, and may be asked again and again).

use super::action::Action;
use super::describe;
use super::error::RuleError;
use super::invariants;
use super::rules::apply_in_place;
use super::state::{Phase, State};
use super::turn::score;
use crate::engine::Seat;
use serde::Serialize;

/// One seat's numbers (design 0.3–0.8, 17.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Numbers {
    /// The score now (17.2).
    pub score: u32,
    pub innovation_number: u8,
    pub population_number: u8,
    /// Elders in the pool: producers (ready) and consumers (spent), every colour.
    pub ready_elders: u32,
    pub spent_elders: u32,
    pub migratory_units: usize,
    pub metropolises: usize,
    pub hand_size: usize,
    pub public_cards: usize,
}

impl Numbers {
    fn of(s: &State, seat: Seat) -> Numbers {
        let p = &s.players[seat];
        Numbers {
            score: score(s, seat).total,
            innovation_number: p.innovation_number(),
            population_number: p.population_number(),
            ready_elders: p.producers.iter().map(|&n| u32::from(n)).sum(),
            spent_elders: p.consumers.iter().map(|&n| u32::from(n)).sum(),
            migratory_units: p.migratory.len(),
            metropolises: p.metropolises.len(),
            hand_size: p.hand.len(),
            public_cards: p.repertoire.len(),
        }
    }
}

/// What a candidate submission would do for the acting seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preview {
    /// What the decision is, in the log's words.
    pub decision: String,
    pub before: Numbers,
    /// `None` when the outcome rests on a die or a random draw (`random`).
    pub after: Option<Numbers>,
    /// True when the decision rolls a die, draws at random or from a deck, or touches another
    /// player's hidden cards, so it is not played out.
    pub random: bool,
    /// Whether the decision ends the acting player's turn, and whether it ends the game.
    pub ends_turn: bool,
    pub ends_game: bool,
    /// The log lines the decision would write (only the decision line when `random`).
    pub description: Vec<String>,
}

/// Whether the decision touched cards `seat` cannot see: a deck (a draw), or another player's
/// hand or what lies below the top of their discard pile.
fn unseen_changed(s: &State, sim: &State, seat: Seat) -> bool {
    let below_top = |pile: &[super::state::CardId]| pile[..pile.len().saturating_sub(1)].to_vec();
    s.decks != sim.decks
        || s.players
            .iter()
            .zip(&sim.players)
            .enumerate()
            .any(|(k, (a, b))| {
                k != seat && (a.hand != b.hand || below_top(&a.discard) != below_top(&b.discard))
            })
}

/// Check a submission and report its effects without applying it.
pub fn preview(s: &State, seat: Seat, action: &Action) -> Result<Preview, RuleError> {
    invariants::check(s).map_err(RuleError::CorruptState)?;
    let mut sim = s.clone();
    apply_in_place(&mut sim, seat, action)?;
    // A die, a shuffle, a card at random, a card from the top of a deck (whose order is
    // hidden) or another player's hidden cards: not played out.
    let random = sim.rng != s.rng || unseen_changed(s, &sim, seat);
    let before = Numbers::of(s, seat);
    let decision = describe::decision(s, seat, action);
    if random {
        return Ok(Preview {
            decision: decision.clone(),
            before,
            after: None,
            random,
            ends_turn: false,
            ends_game: false,
            description: vec![decision],
        });
    }
    Ok(Preview {
        decision,
        before,
        after: Some(Numbers::of(&sim, seat)),
        random,
        ends_turn: (sim.game_turn, sim.active) != (s.game_turn, s.active)
            || sim.phase == Phase::GameOver,
        ends_game: sim.phase == Phase::GameOver,
        description: describe::describe(s, seat, action, &sim)
            .into_iter()
            .map(|e| e.text)
            .collect(),
    })
}
