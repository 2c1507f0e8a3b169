//! The full invariant check of an Origins state: what every reachable state satisfies, and what
//! a state read from outside (CLI, import) must satisfy to be accepted.

use super::data::{data, Letter};
use super::state::{
    Phase, State, INNOVATION_BOXES, MAX_PLAYERS, MIN_PLAYERS, POPULATION_BOXES, UNITS,
};
use std::collections::BTreeSet;

/// `Ok` or the first broken invariant, in words.
pub fn check(state: &State) -> Result<(), String> {
    let d = data();
    let n = state.players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(format!("{n} players"));
    }
    if usize::from(state.active) >= n || usize::from(state.first_player) >= n {
        return Err("the active or first seat is not at the table".into());
    }
    // Letters: each sheet once; brain maps held and unused are the five letters once each.
    let sheets: BTreeSet<Letter> = state.players.iter().map(|p| p.sheet).collect();
    let mut brains: Vec<Letter> = state.players.iter().map(|p| p.brain).collect();
    brains.extend(&state.unused_brains);
    brains.sort_unstable();
    if sheets.len() != n || brains != Letter::ALL.to_vec() {
        return Err("the demography sheets or brain maps are dealt twice or lost".into());
    }
    // Units (0.2): each colour totals 24, guest workers counted with their colour.
    for (s, p) in state.players.iter().enumerate() {
        let guests: u32 = state
            .players
            .iter()
            .enumerate()
            .filter(|(o, _)| *o != s)
            .map(|(_, o)| {
                u32::from(o.producers[p.sheet.index()]) + u32::from(o.consumers[p.sheet.index()])
            })
            .sum();
        let total = p.own_units_here() + guests;
        if total != UNITS {
            return Err(format!("seat {s} has {total} units, not {UNITS}"));
        }
        if p.ki > INNOVATION_BOXES || p.kp > POPULATION_BOXES {
            return Err(format!("seat {s}'s tracks overflow"));
        }
        for (i, t) in d.tracks.iter().enumerate() {
            if p.infra[i] < t.start || p.infra[i] > t.top {
                return Err(format!("seat {s}'s {} is off its track", t.track.code()));
            }
        }
        if p.era.is_some() != p.brain_units.is_empty() {
            return Err(format!(
                "seat {s} has brain units and an era unit at once, or neither"
            ));
        }
        let mut regions = p.brain_units.clone();
        regions.dedup();
        if regions.len() != p.brain_units.len() || !regions.windows(2).all(|w| w[0] < w[1]) {
            return Err(format!(
                "seat {s}'s brain units are not one per region in order"
            ));
        }
        if !p.migratory.windows(2).all(|w| w[0] < w[1])
            || !p.metropolises.windows(2).all(|w| w[0] < w[1])
        {
            return Err(format!("seat {s}'s map units are not sorted and distinct"));
        }
        for (c, letter) in Letter::ALL.into_iter().enumerate() {
            let held = p.producers[c] + p.consumers[c];
            if held > 0 && state.seat_of_colour(letter).is_none() {
                return Err(format!("seat {s} holds an elder of a colour not in play"));
            }
        }
        if let Some(e) = p.enslaver {
            if usize::from(e) >= n || usize::from(e) == s {
                return Err(format!("seat {s}'s enslaver is not another seat"));
            }
        }
        for offer in &p.aid_offers {
            if usize::from(offer.to) >= n || usize::from(offer.to) == s {
                return Err(format!("seat {s} offers aid to no other seat"));
            }
        }
    }
    // The map (0.9): one unit per intersection, one metropolis per hex, on real sites.
    let mut xs = BTreeSet::new();
    let mut hs = BTreeSet::new();
    for p in &state.players {
        for x in &p.migratory {
            if !xs.insert(*x) {
                return Err(format!("two units on {}", x.id()));
            }
        }
        for h in &p.metropolises {
            if !hs.insert(*h) {
                return Err(format!("two metropolises in {}", h.id()));
            }
            if d.hex(h.0).site == super::data::Site::None {
                return Err(format!("a metropolis in {}, which has no site", h.id()));
            }
        }
    }
    // Cards: each of the 102 in exactly one place.
    let mut seen = vec![0u8; d.cards.len()];
    let mut count = |c: u8| seen[usize::from(c)] += 1;
    for deck in &state.decks {
        deck.iter().for_each(|c| count(c.0));
    }
    for p in &state.players {
        p.hand.iter().for_each(|c| count(c.0));
        p.discard.iter().for_each(|c| count(c.0));
        p.repertoire.iter().for_each(|h| count(h.card.0));
    }
    state.removed.iter().for_each(|c| count(c.0));
    // The card being auctioned is in no hand or repertoire yet (6.4).
    state.auction.iter().for_each(|a| count(a.card.0));
    if let Some(i) = seen.iter().position(|&k| k != 1) {
        return Err(format!("card {} is in {} places", d.cards[i].id, seen[i]));
    }
    for (e, deck) in state.decks.iter().enumerate() {
        if deck.iter().any(|c| usize::from(d.card(c.0).era) != e + 1) {
            return Err(format!("a card of another era is in deck {}", e + 1));
        }
    }
    for p in &state.players {
        if p.discard.iter().any(|c| d.card(c.0).is_public()) {
            return Err("a public card is in a discard pile (6.6)".into());
        }
        if p.repertoire.iter().any(|h| !d.card(h.card.0).is_public()) {
            return Err("an idea card is in a repertoire".into());
        }
    }
    for pr in &state.prompts {
        if usize::from(pr.seat) >= n {
            return Err("a prompt names a seat not at the table".into());
        }
    }
    if state.turn_cap == 0 || state.game_turn == 0 {
        return Err("the turn count or cap is 0".into());
    }
    if let Phase::Innovation { left } = state.phase {
        if left > 7 {
            return Err("more innovation actions than the track allows".into());
        }
    }
    Ok(())
}
