//! The end of a turn (design 3.2 `TurnEnd`, 3.5, 3.6) and final scoring (17).

use super::data::{data, CardKind, Category, VpSource};
use super::state::{turn_start, Phase, State};
use serde::Serialize;

/// `TurnEnd` (3.2): aid offers to the player whose turn ends lapse (16.1); the turn cap may set
/// the end flag (3.6, S6); with the flag set the game is over and scored (17.1), otherwise the
/// next seat clockwise starts its turn (3.1).
pub fn turn_end(state: &mut State) {
    let ap = state.active;
    for p in &mut state.players {
        p.aid_offers.retain(|o| !(o.to == ap && o.running));
    }
    let n = state.players.len() as u8;
    let next = (ap + 1) % n;
    // A game turn is complete when the turn passes back to the first player (3.6).
    let completes = next == state.first_player;
    if completes && state.game_turn >= state.turn_cap {
        state.end_flag = true;
    }
    state.prompts.clear();
    state.queue.clear();
    if state.end_flag {
        state.phase = Phase::GameOver;
        return;
    }
    if completes {
        state.game_turn += 1;
    }
    state.active = next;
    turn_start(state);
}

/// One player's final score and its parts (17.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Score {
    pub innovation: u8,
    pub population: u8,
    /// The victory-point sources of the brain map held now (A.1, D2); 0 for a source it lacks.
    pub elders: u32,
    pub info: u32,
    pub culture: u32,
    pub admin: u32,
    pub total: u32,
    /// The tie-breaks of D45: elders in the pool, then metropolises.
    pub elders_in_pool: u32,
    pub metropolises: u32,
}

/// The sum of the ranks of `seat`'s public cards of a category, active or suppressed (17.2).
fn ranks(state: &State, seat: usize, category: Category) -> u32 {
    let d = data();
    state.players[seat]
        .repertoire
        .iter()
        .filter_map(|h| match d.card(h.card.0).kind {
            CardKind::Public {
                category: c, rank, ..
            } if c == category => Some(u32::from(rank)),
            _ => None,
        })
        .sum()
}

/// `seat`'s score now (17.2).
pub fn score(state: &State, seat: usize) -> Score {
    let p = &state.players[seat];
    let sources = &data().species(p.brain).victory_points;
    let counted = |s: VpSource, v: u32| if sources.contains(&s) { v } else { 0 };
    let elders = counted(VpSource::Elders, p.elders());
    let info = counted(VpSource::Info, ranks(state, seat, Category::Info));
    let culture = counted(VpSource::Culture, ranks(state, seat, Category::Culture));
    let admin = counted(VpSource::Admin, ranks(state, seat, Category::Admin));
    let innovation = p.innovation_number();
    let population = p.population_number();
    Score {
        innovation,
        population,
        elders,
        info,
        culture,
        admin,
        total: u32::from(innovation) + u32::from(population) + elders + info + culture + admin,
        elders_in_pool: p.elders(),
        metropolises: p.metropolises.len() as u32,
    }
}

/// Every seat's rank (1 = best), shared on a full tie (17.3, D45).
pub fn ranking(state: &State) -> Vec<usize> {
    let key = |s: usize| {
        let sc = score(state, s);
        (sc.total, sc.elders_in_pool, sc.metropolises)
    };
    let n = state.players.len();
    (0..n)
        .map(|s| 1 + (0..n).filter(|&o| key(o) > key(s)).count())
        .collect()
}
