//! The rules: the unit movements of design 0.3–0.4, drawing and scavenging (4.5–4.7),
//! domestication (12), disease (5.5), the decisions of phase 1 (design 4) with their prompts,
//! and `apply_in_place`, which hands every other phase and prompt to its module and then runs
//! the queue of effects (3.4).
//!
//! `apply_in_place` works on a copy made by the caller; on an error that copy is thrown away, so
//! a refused submission leaves the game untouched.

use super::action::{Action, Pay, Reset};
use super::data::{
    data, CardKind, Category, Facilitated, FeatureKind, Gain, Instinct, Letter, Outcome, Region,
    Site, Terrain, Track,
};
use super::error::{refuse, RuleError};
use super::said as words;
use super::said::{
    cite_rule, cite_rule_reading, cite_rule_ref, cite_rules, seat_no, seat_no_first,
};
use super::state::{
    CardId, ElderWhy, EraSpace, Half, HexId, Phase, Player, Prompt, PromptKind, Record, State,
    Step, XId,
};
use crate::say;
use std::collections::BTreeSet;

// ---- unit movements (0.3) ----

/// A unit of `seat`'s colour goes to its innovation track, or the population track when that is
/// full (the loss movement, 0.3).
pub fn unit_home(p: &mut Player) {
    if p.ki < 8 {
        p.ki += 1;
    } else {
        p.kp += 1;
    }
}

/// Fecundity decrease (0.3).
pub fn fd(p: &mut Player) {
    if p.ki >= 1 && p.kp <= 10 {
        p.ki -= 1;
        p.kp += 1;
    }
}

/// Fecundity increase (0.3).
pub fn fi(p: &mut Player) {
    if p.kp >= 1 && p.ki <= 7 {
        p.kp -= 1;
        p.ki += 1;
    }
}

/// Elder gain (0.3, D4–D6): from the innovation track, else the population track, into the
/// producer half, if the pool is below capacity.
pub fn elder_gain(p: &mut Player) {
    if p.elders() >= p.capacity() {
        return;
    }
    if p.ki > 0 {
        p.ki -= 1;
    } else if p.kp > 0 {
        p.kp -= 1;
    } else {
        return;
    }
    p.producers[p.sheet.index()] += 1;
}

/// The seats in slavery with `seat`: its enslaver and its slaves.
pub fn partners(state: &State, seat: usize) -> Vec<usize> {
    let mut out: Vec<usize> = state.players[seat]
        .enslaver
        .map(usize::from)
        .into_iter()
        .collect();
    out.extend(
        state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.enslaver.map(usize::from) == Some(seat))
            .map(|(s, _)| s),
    );
    out
}

fn advance_one(p: &mut Player, t: Track, max: u8) -> bool {
    let top = data().track(t).top;
    let level = &mut p.infra[t.index()];
    if *level < max && *level < top {
        *level += 1;
        true
    } else {
        false
    }
}

/// Advance `t` (max `max`) for `seat` (0.8); a slave or enslaver mirrors the advance once
/// (15.6, D42).
pub fn advance(state: &mut State, seat: usize, t: Track, max: u8) {
    if advance_one(&mut state.players[seat], t, max) {
        for other in partners(state, seat) {
            advance_one(&mut state.players[other], t, max);
        }
    }
}

/// Removes a brain unit from `region` as a loss (14.1); the last one becomes the era unit on
/// II-dark instead (14.2).
pub fn lose_brain_unit(p: &mut Player, region: Region) {
    if let Some(i) = p.brain_units.iter().position(|&r| r == region) {
        p.brain_units.remove(i);
        if p.brain_units.is_empty() {
            p.era = Some(EraSpace::IIDark);
        } else {
            unit_home(p);
        }
    }
}

// ---- elders (0.4) ----

/// The (colour, half) pairs `seat` could pick for an elder loss, own colour first.
pub fn elder_options(p: &Player) -> Vec<(Letter, Half)> {
    let mut colours: Vec<Letter> = vec![p.sheet];
    colours.extend(Letter::ALL.into_iter().filter(|&l| l != p.sheet));
    let mut out = Vec::new();
    for half in [Half::Consumer, Half::Producer] {
        for &c in &colours {
            let n = match half {
                Half::Producer => p.producers[c.index()],
                Half::Consumer => p.consumers[c.index()],
            };
            if n > 0 {
                out.push((c, half));
            }
        }
    }
    out
}

/// The elder loss of design 0.4 for the named elder (which must exist).
pub(super) fn remove_elder(state: &mut State, seat: usize, colour: Letter, half: Half) {
    let p = &mut state.players[seat];
    match half {
        Half::Producer => p.producers[colour.index()] -= 1,
        Half::Consumer => p.consumers[colour.index()] -= 1,
    }
    if colour == p.sheet {
        unit_home(p);
    } else if let Some(owner) = state.seat_of_colour(colour) {
        unit_home(&mut state.players[owner]);
    }
    trim_earmarks(state, seat);
}

/// Producers of `seat` not earmarked for aid (16.1).
pub fn free_producers(p: &Player) -> u32 {
    let earmarked: u32 = p.aid_offers.iter().map(|o| u32::from(o.count)).sum();
    p.producer_count().saturating_sub(earmarked)
}

/// If the offerer's producers fell below the earmark, the earmark falls to match (16.1).
pub(super) fn trim_earmarks(state: &mut State, seat: usize) {
    let p = &mut state.players[seat];
    let mut have = p.producer_count();
    for offer in &mut p.aid_offers {
        let keep = u32::from(offer.count).min(have);
        have -= keep;
        offer.count = keep as u8;
    }
    p.aid_offers.retain(|o| o.count > 0);
}

/// One elder expenditure by `seat` (0.4, 4.3, 16.1): a producer moves to the consumer half.
pub fn spend(state: &mut State, seat: usize, pay: Option<Pay>) -> Result<(), RuleError> {
    match pay {
        Some(Pay::Aid(giver)) => {
            let giver = usize::from(giver);
            let Some(g) = state.players.get_mut(giver) else {
                return Err(RuleError::NoSuchSeat(giver));
            };
            let Some(offer) = g
                .aid_offers
                .iter_mut()
                .find(|o| usize::from(o.to) == seat && o.running && o.count > 0)
            else {
                return refuse(say!(
                    "origins-refuse-has-no-elder-offered-to",
                    player = seat_no_first(giver),
                    cite = cite_rule("16.1")
                ));
            };
            offer.count -= 1;
            g.aid_offers.retain(|o| o.count > 0);
            // The offerer's own colour first, then guests.
            let colour = elder_colour(g).ok_or_else(|| RuleError::NoProducer(String::new()))?;
            g.producers[colour.index()] -= 1;
            g.consumers[colour.index()] += 1;
            Ok(())
        }
        Some(Pay::Colour(c)) => {
            let p = &mut state.players[seat];
            if free_producers(p) == 0 || p.producers[c.index()] == 0 {
                return Err(RuleError::NoProducer(format!(" of colour {}", c.char())));
            }
            p.producers[c.index()] -= 1;
            p.consumers[c.index()] += 1;
            Ok(())
        }
        None => {
            let p = &mut state.players[seat];
            if free_producers(p) == 0 {
                return Err(RuleError::NoProducer(String::new()));
            }
            let c = elder_colour(p).ok_or_else(|| RuleError::NoProducer(String::new()))?;
            p.producers[c.index()] -= 1;
            p.consumers[c.index()] += 1;
            Ok(())
        }
    }
}

/// The colour a default expenditure spends: own colour first, then guests in ID order.
fn elder_colour(p: &Player) -> Option<Letter> {
    std::iter::once(p.sheet)
        .chain(Letter::ALL)
        .find(|c| p.producers[c.index()] > 0)
}

// ---- habitability (9.3, 13.3) ----

/// Whether a migratory unit of `p` may end on intersection `x` now (9.3, 13.2).
pub fn x_habitable(state: &State, p: &Player, x: XId) -> bool {
    match data().x(x.0).terrain {
        Terrain::Plain => true,
        Terrain::Grass => !state.jungle(),
        Terrain::Savanna => !state.desert(),
        Terrain::Tundra => state.tropical() && p.level(Track::IMM) >= 2,
        Terrain::Shelf => state.glacial(),
        Terrain::Sea => p.level(Track::MAR) >= 3,
    }
}

/// Whether a metropolis of `p` can stand in hex `h` now (13.3, D39).
pub fn site_habitable(state: &State, p: &Player, h: HexId) -> bool {
    match data().hex(h.0).site {
        Site::Plain => true,
        Site::Green => !state.jungle() || p.level(Track::IMM) >= 4,
        Site::Yellow => !state.desert() || p.level(Track::FP) >= 3,
        Site::Tundra => state.tropical() && p.level(Track::IMM) >= 2,
        Site::Blue => state.glacial(),
        Site::None => false,
    }
}

/// The hexes in which `seat` has a map unit.
pub fn occupied_hexes(state: &State, seat: usize) -> BTreeSet<u8> {
    let d = data();
    let p = &state.players[seat];
    let mut out: BTreeSet<u8> = p.metropolises.iter().map(|h| h.0).collect();
    for x in &p.migratory {
        out.extend(d.x(x.0).hexes.iter().copied());
    }
    out
}

/// The neighbours of `seat` (0.9), in clockwise order from the seat after it.
pub fn neighbours(state: &State, seat: usize) -> Vec<usize> {
    let d = data();
    let mine = occupied_hexes(state, seat);
    let mut reach = mine.clone();
    for &h in &mine {
        reach.extend(d.hex(h).adjacent.iter().copied());
    }
    let n = state.players.len();
    (1..n)
        .map(|k| (seat + k) % n)
        .filter(|&o| occupied_hexes(state, o).iter().any(|h| reach.contains(h)))
        .collect()
}

// ---- cards (4.5–4.7) ----

/// Draws the top card of era deck `era` into `seat`'s hand, regenerating the deck from the
/// discard piles when it is empty (4.5).
pub fn draw(state: &mut State, seat: usize, era: u8) -> Result<CardId, RuleError> {
    let e = usize::from(era - 1);
    if state.decks[e].is_empty() {
        let d = data();
        let mut gathered = Vec::new();
        for p in &mut state.players {
            gathered.extend(p.discard.iter().filter(|c| d.card(c.0).era == era));
            p.discard.retain(|c| d.card(c.0).era != era);
        }
        if gathered.is_empty() {
            return refuse(say!(
                "origins-refuse-the-era-deck-is-empty",
                value = roman(era),
                value2 = roman(era),
                cite = cite_rule("4.5")
            ));
        }
        gathered.sort_unstable();
        state.rng.shuffle(&mut gathered);
        state.decks[e] = gathered;
    }
    let card = state.decks[e]
        .pop()
        .ok_or_else(|| RuleError::CorruptState("empty deck".into()))?;
    if data().card(card.0).is_public() {
        state.memory.drawn_public.push(card);
    }
    state.players[seat].hand.push(card);
    Ok(card)
}

/// Whether any era-`era` card could be drawn (in the deck or in a discard pile).
pub fn can_draw(state: &State, era: u8) -> bool {
    let d = data();
    !state.decks[usize::from(era - 1)].is_empty()
        || state
            .players
            .iter()
            .any(|p| p.discard.iter().any(|c| d.card(c.0).era == era))
}

pub fn roman(era: u8) -> &'static str {
    ["0", "I", "II", "III", "IV"][usize::from(era.min(4))]
}

/// Why `seat` may not scavenge from `from` now, or `None` (4.6).
pub fn scavenge_refusal(state: &State, seat: usize, from: usize) -> Option<String> {
    if from == seat {
        return Some(say!("origins-refuse-scavenge-own", cite = cite_rule("4.6")));
    }
    let Some(top) = state.players[from].discard.last() else {
        return Some(say!(
            "origins-refuse-discard-empty",
            seat = seat_no_first(from),
            cite = cite_rule("4.6")
        ));
    };
    let p = &state.players[seat];
    let era = data().card(top.0).era;
    if era > p.current_era() && !p.has_eye() {
        return Some(say!(
            "origins-refuse-later-era-card",
            card = words::card(*top),
            era = roman(era),
            cite = cite_rule("4.6")
        ));
    }
    None
}

fn scavenge(state: &mut State, seat: usize, from: usize) -> Result<(), RuleError> {
    if from >= state.players.len() {
        return Err(RuleError::NoSuchSeat(from));
    }
    if let Some(why) = scavenge_refusal(state, seat, from) {
        return refuse(why);
    }
    if let Some(card) = state.players[from].discard.pop() {
        state.players[seat].hand.push(card);
    }
    Ok(())
}

/// One reset for `seat` (4.7).
fn reset(state: &mut State, seat: usize, r: Reset) -> Result<(), RuleError> {
    match r {
        Reset::Elder { seat: s, colour } => {
            let s = usize::from(s);
            let Some(p) = state.players.get_mut(s) else {
                return Err(RuleError::NoSuchSeat(s));
            };
            if p.consumers[colour.index()] == 0 {
                return refuse(say!(
                    "origins-refuse-has-no-consumer-elder-of",
                    player = seat_no_first(s),
                    value = colour.char().to_string(),
                    cite = cite_rule("4.7")
                ));
            }
            p.consumers[colour.index()] -= 1;
            p.producers[colour.index()] += 1;
            Ok(())
        }
        Reset::Card(card) => {
            let p = &mut state.players[seat];
            match p.repertoire.iter_mut().find(|h| h.card == card) {
                Some(h) if !h.active => {
                    h.active = true;
                    Ok(())
                }
                _ => refuse(say!(
                    "origins-refuse-is-not-one-of-your-5",
                    card = words::card(card),
                    cite = cite_rule("4.7")
                )),
            }
        }
    }
}

/// Whether `seat` holds an active public card with this facilitated action (6.8).
pub fn facilitated(p: &Player, f: Facilitated) -> bool {
    let d = data();
    p.repertoire.iter().filter(|h| h.active).any(|h| {
        matches!(d.card(h.card.0).kind, CardKind::Public { facilitated: Some(x), .. } if x == f)
    })
}

// ---- domestication (12) and disease (5.5) ----

/// Checks a domestication attempt (12.1) by `seat` on `hex` for a feature of `kinds`, and
/// returns the migratory unit to convert (if any).
pub(super) fn check_domestication(
    state: &State,
    seat: usize,
    hex: HexId,
    unit: Option<XId>,
    kinds: &[FeatureKind],
) -> Result<Option<XId>, RuleError> {
    let d = data();
    let p = &state.players[seat];
    let def = d.hex(hex.0);
    if p.enslaver.is_some() {
        return Err(RuleError::Enslaved("domestication"));
    }
    let Some(feature) = def.feature.as_ref().filter(|f| kinds.contains(&f.kind)) else {
        return refuse(say!(
            "origins-refuse-shows-no-feature-of-the",
            name = words::hex_def(def),
            cite = cite_rule("12.1")
        ));
    };
    if !site_habitable(state, p, hex) {
        return refuse(say!(
            "origins-refuse-s-site-is-not-habitable-3",
            name = words::hex_def(def),
            cite = cite_rules("12.1, 13.3")
        ));
    }
    let mine: Vec<XId> = p
        .migratory
        .iter()
        .copied()
        .filter(|x| def.corners.contains(&x.0))
        .collect();
    if let Some(u) = unit {
        if !mine.contains(&u) {
            return refuse(say!(
                "origins-refuse-is-not-one-of-your-6",
                place = words::place(u),
                name = words::hex_def(def),
                cite = cite_rule("12.1")
            ));
        }
    }
    match feature.kind {
        FeatureKind::Animal | FeatureKind::Plant => {
            if state.metropolis_at(hex).is_some() {
                return refuse(say!(
                    "origins-refuse-a-metropolis-already-stands-in-2",
                    name = words::hex_def(def),
                    value = say!(if feature.kind == FeatureKind::Animal {
                        "origins-refuse-animal"
                    } else {
                        "origins-refuse-plant"
                    }),
                    cite = cite_rule("12.1")
                ));
            }
            if mine.is_empty() {
                return refuse(say!(
                    "origins-refuse-you-need-a-migratory-unit-2",
                    name = words::hex_def(def),
                    cite = cite_rule("12.1")
                ));
            }
            if state.extinct.contains(&hex) {
                return refuse(say!(
                    "origins-refuse-the-of-is-extinct",
                    name = say!(&format!("origins-feature-{}", def.id)),
                    name2 = words::hex_def(def),
                    cite = cite_rule("12.3")
                ));
            }
        }
        FeatureKind::Resource => {
            if !occupied_hexes(state, seat).contains(&hex.0) {
                return refuse(say!(
                    "origins-refuse-you-need-a-unit-in",
                    name = words::hex_def(def),
                    cite = cite_rule("12.1")
                ));
            }
        }
    }
    Ok(unit.or_else(|| mine.first().copied()))
}

/// Rolls and resolves a checked domestication attempt (12.2–12.3); the expenditure is paid.
pub(super) fn domesticate(
    state: &mut State,
    seat: usize,
    hex: HexId,
    unit: Option<XId>,
    card_mod: i8,
) {
    let d = data();
    let def = d.hex(hex.0);
    let Some(feature) = def.feature.as_ref() else {
        return;
    };
    let die = roll(state, seat, "domestication");
    let r = die as i8 + feature.modifier + card_mod;
    let Some(row) = d
        .table_for(feature)
        .and_then(|rows| rows.iter().find(|row| row.covers(r)))
    else {
        return;
    };
    match row.outcome {
        Outcome::Fail => return,
        Outcome::Fierce => {
            if !state.extinct.contains(&hex) {
                state.extinct.push(hex);
                state.extinct.sort_unstable();
            }
            return;
        }
        Outcome::Success => {}
    }
    let p = &state.players[seat];
    if row.requires.iter().any(|&(t, l)| p.level(t) < l) {
        return;
    }
    for &gain in &row.gains {
        match gain {
            Gain::Metropolis => {
                if let Some(u) = unit {
                    if state.metropolis_at(hex).is_none() {
                        let p = &mut state.players[seat];
                        p.migratory.retain(|&x| x != u);
                        p.metropolises.push(hex);
                        p.metropolises.sort_unstable();
                    }
                }
            }
            Gain::Adv(t, m) => advance(state, seat, t, m),
            Gain::Eg => elder_gain(&mut state.players[seat]),
            Gain::Zoonosis => disease(state, 1),
        }
    }
}

/// One die from the generator, recorded publicly (0.11, 19.1).
pub fn roll(state: &mut State, seat: usize, purpose: &str) -> u8 {
    let value = state.rng.below(6) as u8 + 1;
    state.records.push(Record::Die {
        seat: seat as u8,
        purpose: purpose.into(),
        value,
    });
    value
}

/// A disease of limit `limit` strikes the active player and a neighbour (5.5, 12.3): the
/// neighbour is asked for when there are two or more.
pub fn disease(state: &mut State, limit: u8) {
    let ap = usize::from(state.active);
    let nbs = neighbours(state, ap);
    if nbs.len() >= 2 {
        state.prompts.push(Prompt {
            seat: ap as u8,
            kind: PromptKind::DiseaseNeighbour { limit },
        });
    } else {
        queue_strikes(state, limit, nbs.first().copied());
    }
}

/// Queues the strikes of a disease: the active player, the chosen neighbour, and the slavery
/// partners of each, each player once (5.5, 15.8, D44).
fn queue_strikes(state: &mut State, limit: u8, neighbour: Option<usize>) {
    let ap = usize::from(state.active);
    let mut struck: Vec<usize> = Vec::new();
    for s in std::iter::once(ap).chain(neighbour) {
        for t in std::iter::once(s).chain(partners(state, s)) {
            if !struck.contains(&t) {
                struck.push(t);
            }
        }
    }
    let steps: Vec<Step> = struck
        .into_iter()
        .map(|s| Step::Strike {
            seat: s as u8,
            limit,
        })
        .collect();
    state.queue.splice(0..0, steps);
}

/// Resolves queued effects until the queue is empty or a prompt waits (3.4).
pub fn run_queue(state: &mut State) {
    loop {
        run_steps(state);
        // Phase 1 ends by itself when its actions are used up (3.3).
        if state.prompts.is_empty()
            && state.queue.is_empty()
            && state.phase == (Phase::Innovation { left: 0 })
        {
            end_innovation(state);
            continue;
        }
        // Phase 5 ends by itself when nothing is left to do (3.3, 8.1).
        if state.prompts.is_empty()
            && state.queue.is_empty()
            && matches!(state.phase, Phase::Population { .. })
        {
            super::population::auto_end(state);
        }
        break;
    }
}

fn run_steps(state: &mut State) {
    while state.prompts.is_empty() && !state.queue.is_empty() {
        let step = state.queue.remove(0);
        match step {
            Step::Strike { seat, limit } => {
                let s = usize::from(seat);
                if state.players[s].level(Track::IMM) >= limit {
                    continue;
                }
                advance(state, s, Track::IMM, limit);
                state.queue.splice(
                    0..0,
                    [
                        Step::LoseElder { seat },
                        Step::Fi { seat },
                        Step::Fi { seat },
                    ],
                );
            }
            Step::LoseElder { seat } => {
                let s = usize::from(seat);
                let options = elder_options(&state.players[s]);
                match options.as_slice() {
                    [] => {}
                    [(c, h)] => remove_elder(state, s, *c, *h),
                    _ => state.prompts.push(Prompt {
                        seat,
                        kind: PromptKind::ChooseElder(super::state::ElderWhy::Loss),
                    }),
                }
            }
            Step::Fi { seat } => fi(&mut state.players[usize::from(seat)]),
            Step::Catastrophe { card, icon } => {
                super::catastrophes::resolve(state, card, usize::from(icon))
            }
            Step::Enslave { done } => super::catastrophes::enslave_next(state, done),
            Step::EndCatastrophes => state.phase = Phase::Cards,
            Step::Effect { .. } => super::cards::effect(state, step),
            Step::AfterIncursion { attacker, victim } => {
                super::slavery::after_incursion(state, usize::from(attacker), usize::from(victim))
            }
            Step::RevoltSiege {
                attacker,
                defender,
                hex,
            } => super::slavery::revolt_siege(
                state,
                usize::from(attacker),
                usize::from(defender),
                hex,
            ),
            Step::Transfer { from, to } => {
                super::slavery::transfer_step(state, usize::from(from), usize::from(to))
            }
            Step::EnslaveTo { victim, enslaver } => {
                super::slavery::enslave_to(state, usize::from(victim), usize::from(enslaver))
            }
            Step::DarkAge => super::chaos::dark_age_step(state),
            Step::Suppress => super::chaos::suppress(state),
            Step::SlaveRevolt => super::chaos::slave_revolt(state),
            Step::Replace { slaves } => super::chaos::replace(state, slaves),
            Step::Starve => super::population::starve_step(state),
            Step::TurnEnd => super::turn::turn_end(state),
        }
    }
}

/// The end of phase 1 (4.1): aid-offer limits reset, and phase 2 begins (3.2).
fn end_innovation(state: &mut State) {
    state.memory.aided.clear();
    super::catastrophes::start(state);
}

// ---- phase 1 (4) ----

/// Applies `action` by `seat` to `state` (a copy: on an error the caller drops it).
pub fn apply_in_place(state: &mut State, seat: usize, action: &Action) -> Result<(), RuleError> {
    if seat >= state.players.len() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    if state.phase == Phase::GameOver {
        return Err(RuleError::GameOver);
    }
    if let Some(prompt) = state.prompts.last().cloned() {
        if usize::from(prompt.seat) != seat {
            return Err(RuleError::NotYourTurn(usize::from(prompt.seat) + 1));
        }
        // Popped first: an answer may put the next prompt (the next bidder, say).
        state.prompts.pop();
        answer_prompt(state, seat, &prompt.kind, action)?;
        run_queue(state);
        return Ok(());
    }
    let ap = usize::from(state.active);
    match state.phase {
        Phase::Innovation { left } => {
            if seat != ap {
                return Err(RuleError::NotYourTurn(ap + 1));
            }
            innovation(state, seat, left, action)?;
            run_queue(state);
            Ok(())
        }
        Phase::Cards => {
            if seat != ap {
                return Err(RuleError::NotYourTurn(ap + 1));
            }
            super::cards::cards(state, seat, action)?;
            run_queue(state);
            Ok(())
        }
        Phase::Population { .. } => {
            if seat != ap {
                return Err(RuleError::NotYourTurn(ap + 1));
            }
            super::population::population(state, seat, action)?;
            run_queue(state);
            Ok(())
        }
        Phase::Sieges { .. } => {
            if seat != ap {
                return Err(RuleError::NotYourTurn(ap + 1));
            }
            super::population::sieges(state, seat, action)?;
            run_queue(state);
            Ok(())
        }
        _ => Err(RuleError::WrongDecision(say!("origins-wrong-phase"))),
    }
}

fn answer_prompt(
    state: &mut State,
    seat: usize,
    kind: &PromptKind,
    action: &Action,
) -> Result<(), RuleError> {
    match (kind, action) {
        (
            PromptKind::ChooseElder(ElderWhy::Transfer { to }),
            Action::ChooseElder { colour, half },
        ) => super::slavery::choose_transfer(state, seat, usize::from(*to), *colour, *half),
        (PromptKind::ChooseElder(ElderWhy::Loss), Action::ChooseElder { colour, half }) => {
            if !elder_options(&state.players[seat]).contains(&(*colour, *half)) {
                return refuse(say!(
                    "origins-refuse-you-have-no-elder-of-2",
                    name = words::half_term(*half),
                    value = colour.char().to_string(),
                    cite = cite_rule("0.4")
                ));
            }
            remove_elder(state, seat, *colour, *half);
            Ok(())
        }
        (PromptKind::DiseaseNeighbour { limit }, Action::DiseaseNeighbour { seat: nb }) => {
            let nb = usize::from(*nb);
            if !neighbours(state, seat).contains(&nb) {
                return refuse(say!(
                    "origins-refuse-is-not-your-neighbour-the",
                    player = seat_no_first(nb),
                    cite = cite_rules("0.9, 5.5")
                ));
            }
            queue_strikes(state, *limit, Some(nb));
            Ok(())
        }
        (
            PromptKind::RevolutionAnswer { from },
            Action::RevolutionAnswer {
                cancel,
                colour,
                half,
            },
        ) => {
            let from = usize::from(*from);
            if *cancel {
                let (Some(c), Some(h)) = (colour, half) else {
                    return refuse(say!(
                        "origins-refuse-to-cancel-the-revolution-name",
                        cite = cite_rule("14.6")
                    ));
                };
                if !elder_options(&state.players[seat]).contains(&(*c, *h)) {
                    return refuse(say!(
                        "origins-refuse-you-have-no-elder-of-3",
                        name = words::half_term(*h),
                        value = c.char().to_string(),
                        cite = cite_rule("14.6")
                    ));
                }
                remove_elder(state, seat, *c, *h);
            } else {
                if colour.is_some() || half.is_some() {
                    return refuse(say!(
                        "origins-refuse-accepting-the-swap-costs-no",
                        cite = cite_rule("14.6")
                    ));
                }
                let named = state.players[seat].brain;
                do_swap(state, from, named, Some(seat));
            }
            Ok(())
        }
        (PromptKind::Bid, Action::Bid { .. } | Action::Pass | Action::Pledge { .. }) => {
            super::cards::answer_bid(state, seat, action)
        }
        (PromptKind::BarbarianAnswer { .. }, Action::BarbarianAnswer { .. }) => {
            super::cards::give(state, seat, action)
        }
        (PromptKind::Depopulate { count }, Action::Depopulate { remove }) => {
            super::chaos::depopulate(state, seat, usize::from(*count), remove)
        }
        (PromptKind::Passage { .. }, Action::Passage { grant }) => {
            super::population::passage(state, seat, *grant)
        }
        (PromptKind::TradeAnswer { from, track }, Action::TradeAnswer { accept }) => {
            super::population::trade_answer(state, seat, usize::from(*from), *track, *accept)
        }
        (PromptKind::Starve, Action::Starve { remove }) => super::population::starve(state, remove),
        (PromptKind::DarkAge, Action::DarkAge { direction }) => {
            super::chaos::dark_age(state, seat, *direction)
        }
        (PromptKind::CatastropheOrder, Action::CatastropheOrder { order }) => {
            super::catastrophes::order(state, order)
        }
        (PromptKind::ChooseEnslaver, Action::ChooseEnslaver { seat: e }) => {
            super::catastrophes::choose_enslaver(state, seat, usize::from(*e))
        }
        _ => Err(RuleError::WrongDecision(say!(
            "origins-wrong-prompt",
            prompt = prompt_name(kind)
        ))),
    }
}

pub fn half_name(h: Half) -> &'static str {
    match h {
        Half::Producer => "producer",
        Half::Consumer => "consumer",
    }
}

pub fn prompt_name(kind: &PromptKind) -> &'static str {
    match kind {
        PromptKind::Bid => "bid",
        PromptKind::Passage { .. } => "passage",
        PromptKind::TradeAnswer { .. } => "trade_answer",
        PromptKind::RevolutionAnswer { .. } => "revolution_answer",
        PromptKind::ChooseElder(_) => "choose_elder",
        PromptKind::BarbarianAnswer { .. } => "barbarian_answer",
        PromptKind::DiseaseNeighbour { .. } => "disease_neighbour",
        PromptKind::ChooseEnslaver => "choose_enslaver",
        PromptKind::CatastropheOrder => "catastrophe_order",
        PromptKind::Depopulate { .. } => "depopulate",
        PromptKind::DarkAge => "dark_age",
        PromptKind::Starve => "starve",
    }
}

fn need_instinct(p: &Player, action: &'static str, i: Instinct) -> Result<(), RuleError> {
    if p.visible(i) {
        Ok(())
    } else {
        Err(RuleError::InstinctHidden {
            action,
            instinct: i.name(),
        })
    }
}

fn era_one(p: &Player, action: &'static str) -> Result<(), RuleError> {
    if p.era.is_some() {
        Err(RuleError::EraOneOnly(action))
    } else {
        Ok(())
    }
}

fn era_two(p: &Player, action: &'static str) -> Result<(), RuleError> {
    if p.era.is_none() {
        Err(RuleError::EraTwoOnly(action))
    } else {
        Ok(())
    }
}

fn innovation(state: &mut State, seat: usize, left: u8, action: &Action) -> Result<(), RuleError> {
    let n = state.players.len();
    let valid_seat = |s: u8| -> Result<usize, RuleError> {
        let s = usize::from(s);
        if s < n {
            Ok(s)
        } else {
            Err(RuleError::NoSuchSeat(s + 1))
        }
    };
    match action {
        Action::EndInnovation => {
            end_innovation(state);
            return Ok(());
        }
        Action::OfferAid { to, count } => return offer_aid(state, seat, valid_seat(*to)?, *count),
        _ => {}
    }
    if left == 0 {
        return Err(RuleError::NoActionLeft);
    }
    let p = state.players[seat].clone();
    match action {
        Action::OriginalBehaviour => {
            era_one(&p, "Original behaviour")?;
            if !p.visible(Instinct::Tech) && !p.visible(Instinct::Nature) {
                return refuse(say!(
                    "origins-refuse-original-behaviour-needs-the-tech",
                    cite = cite_rule("4.3")
                ));
            }
            draw(state, seat, 1)?;
        }
        Action::Imitator { from } => {
            era_one(&p, "Imitator")?;
            need_instinct(&p, "Imitator", Instinct::Social)?;
            match from {
                Some(f) => scavenge(state, seat, valid_seat(*f)?)?,
                None => {
                    if let Some(o) = (0..n).find(|&o| scavenge_refusal(state, seat, o).is_none()) {
                        return refuse(say!(
                            "origins-refuse-you-can-scavenge-from-so",
                            player = seat_no(o),
                            cite = cite_rule("4.3")
                        ));
                    }
                    draw(state, seat, 1)?;
                }
            }
        }
        Action::Silverback => {
            era_one(&p, "Silverback")?;
            need_instinct(&p, "Silverback", Instinct::Social)?;
            let pl = &mut state.players[seat];
            fi(pl);
            fi(pl);
            state.memory.silverback += 1;
        }
        Action::Locution { pay } => {
            era_one(&p, "Locution")?;
            need_instinct(&p, "Locution", Instinct::Social)?;
            if !p.brain_units.contains(&Region::Wernicke) {
                return refuse(say!(
                    "origins-refuse-locution-needs-a-brain-unit",
                    cite = cite_rule_reading("14.1", "D40")
                ));
            }
            spend(state, seat, *pay)?;
            lose_brain_unit(&mut state.players[seat], Region::Wernicke);
            state.memory.locution = true;
        }
        Action::Lexicalization { from, to } => {
            era_one(&p, "Lexicalization")?;
            if !p.brain_units.contains(from) {
                return refuse(say!(
                    "origins-refuse-no-brain-unit-covers",
                    name = from.name(),
                    cite = cite_rule("14.1")
                ));
            }
            if p.brain_units.contains(to) {
                return refuse(say!(
                    "origins-refuse-is-already-covered",
                    name = to.name(),
                    cite = cite_rule("14.1")
                ));
            }
            if !data().region(*from).adjacent.contains(to) {
                return refuse(say!(
                    "origins-refuse-is-not-next-to-on",
                    name = to.name(),
                    name2 = from.name(),
                    cite = cite_rule_ref("14.1", "A.2")
                ));
            }
            let language_left = data().region(*from).instinct == Instinct::Language;
            if !p.visible(Instinct::Language) && !language_left {
                return Err(RuleError::InstinctHidden {
                    action: "Lexicalization",
                    instinct: "language",
                });
            }
            let pl = &mut state.players[seat];
            pl.brain_units.retain(|r| r != from);
            pl.brain_units.push(*to);
            pl.brain_units.sort_unstable();
        }
        Action::Storyteller { reset: r } => {
            era_one(&p, "Storyteller")?;
            need_instinct(&p, "Storyteller", Instinct::Language)?;
            reset(state, seat, *r)?;
        }
        Action::Naturalist { hex, unit, pay } => {
            let fac = facilitated(&p, Facilitated::Naturalist);
            if p.era.is_some() && !fac {
                return Err(RuleError::EraOneOnly("Naturalist"));
            }
            if !fac {
                need_instinct(&p, "Naturalist", Instinct::Language)?;
                need_instinct(&p, "Naturalist", Instinct::Nature)?;
            }
            if p.enslaver.is_some() {
                return Err(RuleError::Enslaved("Naturalist"));
            }
            let unit = check_domestication(
                state,
                seat,
                *hex,
                *unit,
                &[FeatureKind::Animal, FeatureKind::Plant],
            )?;
            spend(state, seat, *pay)?;
            domesticate(state, seat, *hex, unit, 0);
        }
        Action::Invention { era } => {
            era_two(&p, "Invention")?;
            if !(1..=3).contains(era) || *era > p.current_era() {
                return refuse(say!(
                    "origins-refuse-invention-draws-from-an-era",
                    value = p.current_era(),
                    cite = cite_rule("4.4")
                ));
            }
            draw(state, seat, *era)?;
        }
        Action::Education { from } => {
            era_two(&p, "Education")?;
            scavenge(state, seat, valid_seat(*from)?)?;
        }
        Action::BabyBoom => {
            era_two(&p, "Baby boom")?;
            if p.ki > 7 || p.kp < 1 {
                return refuse(say!(
                    "origins-refuse-baby-boom-needs-a-unit",
                    cite = cite_rule("4.4")
                ));
            }
            fi(&mut state.players[seat]);
        }
        Action::Stimulus { resets } => {
            era_two(&p, "Economic stimulus")?;
            let best = usize::from(p.best(Category::Info));
            if best == 0 {
                return refuse(say!(
                    "origins-refuse-economic-stimulus-needs-an-active",
                    cite = cite_rule("4.4")
                ));
            }
            if resets.is_empty() || resets.len() > best {
                return refuse(say!(
                    "origins-refuse-economic-stimulus-makes-to-resets",
                    best = best,
                    cite = cite_rule("4.4")
                ));
            }
            for r in resets {
                reset(state, seat, *r)?;
            }
        }
        Action::GoldenAge { reactivate } => {
            era_two(&p, "Enter golden age")?;
            golden_age(state, seat, reactivate)?;
        }
        Action::Revolution { brain } => {
            era_two(&p, "Revolution")?;
            if p.current_era() < 3 {
                return Err(RuleError::EraTooLow("Revolution", 3));
            }
            if p.enslaver.is_some() {
                return Err(RuleError::Enslaved("Revolution"));
            }
            revolution(state, seat, *brain)?;
        }
        Action::Espionage { from } => {
            era_two(&p, "Espionage")?;
            if p.current_era() < 3 {
                return Err(RuleError::EraTooLow("Espionage", 3));
            }
            let from = valid_seat(*from)?;
            if from == seat || state.players[from].hand.is_empty() {
                return refuse(say!(
                    "origins-refuse-espionage-needs-an-opponent-with",
                    cite = cite_rule("4.4")
                ));
            }
            let k = state.rng.below(state.players[from].hand.len() as u64) as usize;
            let card = state.players[from].hand.remove(k);
            state.players[seat].hand.push(card);
        }
        _ => return Err(RuleError::WrongDecision(say!("origins-wrong-innovation"))),
    }
    if let Phase::Innovation { left } = &mut state.phase {
        *left -= 1;
    }
    Ok(())
}

pub(super) fn offer_aid(
    state: &mut State,
    seat: usize,
    to: usize,
    count: u8,
) -> Result<(), RuleError> {
    let p = &state.players[seat];
    if p.current_era() < 2 {
        return Err(RuleError::EraTooLow("An aid offer", 2));
    }
    if to == seat {
        return refuse(say!(
            "origins-refuse-aid-goes-to-another-player",
            cite = cite_rule("16.1")
        ));
    }
    if count == 0 || u32::from(count) > free_producers(p) {
        return refuse(say!(
            "origins-refuse-you-can-earmark-to-producers",
            value = free_producers(p),
            cite = cite_rule("16.1")
        ));
    }
    if state.memory.aided.contains(&(to as u8)) {
        return refuse(say!(
            "origins-refuse-you-already-offered-aid-to",
            player = seat_no(to),
            cite = cite_rule("16.1")
        ));
    }
    state.memory.aided.push(to as u8);
    state.players[seat].aid_offers.push(super::state::AidOffer {
        to: to as u8,
        count,
        running: false,
    });
    Ok(())
}

fn golden_age(state: &mut State, seat: usize, reactivate: &[CardId]) -> Result<(), RuleError> {
    let d = data();
    let p = &state.players[seat];
    let (next, e) = match p.era {
        Some(EraSpace::IIDark) => (EraSpace::IIGolden, 0),
        Some(EraSpace::IIIDark) => (EraSpace::IIIGolden, 1),
        _ => {
            return refuse(say!(
                "origins-refuse-a-golden-age-is-entered",
                cite = cite_rule("14.4")
            ))
        }
    };
    for &(t, l) in &d.species(p.brain).golden[e] {
        if p.level(t) < l {
            return refuse(say!(
                "origins-refuse-entering-needs-or-more-and",
                value = words::era_space(next),
                track = words::track(t),
                l = l,
                value2 = p.level(t),
                cite = cite_rule("14.4")
            ));
        }
    }
    // Exactly one suppressed card reactivated in each frame that holds one.
    let category = |c: CardId| match d.card(c.0).kind {
        CardKind::Public { category, .. } => Some(category),
        CardKind::Idea { .. } => None,
    };
    for cat in Category::ALL {
        let suppressed: Vec<CardId> = p
            .repertoire
            .iter()
            .filter(|h| !h.active && category(h.card) == Some(cat))
            .map(|h| h.card)
            .collect();
        let chosen = reactivate
            .iter()
            .filter(|c| category(**c) == Some(cat))
            .count();
        let want = usize::from(!suppressed.is_empty());
        if chosen != want
            || reactivate
                .iter()
                .any(|c| category(*c) == Some(cat) && !suppressed.contains(c))
        {
            return refuse(say!(
                "origins-refuse-name-exactly-one-of-your",
                name = say!(&format!("origins-term-{}", cat.name())),
                value = if suppressed.is_empty() {
                    say!("origins-refuse-and-none")
                } else {
                    String::new()
                },
                cite = cite_rule("14.4")
            ));
        }
    }
    if reactivate.iter().any(|c| category(*c).is_none()) {
        return refuse(say!(
            "origins-refuse-only-suppressed-public-cards-of",
            cite = cite_rule("14.4")
        ));
    }
    let pl = &mut state.players[seat];
    pl.era = Some(next);
    for h in &mut pl.repertoire {
        if reactivate.contains(&h.card) {
            h.active = true;
        }
    }
    Ok(())
}

fn revolution(state: &mut State, seat: usize, brain: Letter) -> Result<(), RuleError> {
    let holder = state.brain_holder(brain);
    match holder {
        Some(h) if h == seat => {
            return refuse(say!(
                "origins-refuse-you-already-hold-that-brain",
                cite = cite_rule("14.6")
            ));
        }
        // Taken only from a holder whose era unit stands on a dark space.
        Some(h) if state.players[h].era.is_none_or(EraSpace::is_golden) => {
            return refuse(say!(
                "origins-refuse-the-holder-of-is-not",
                value = words::brain_map(brain),
                cite = cite_rule("14.6")
            ));
        }
        _ => {}
    }
    state.players[seat].revolution_penalty += 2;
    match holder {
        None => do_swap(state, seat, brain, None),
        Some(h) => state.prompts.push(Prompt {
            seat: h as u8,
            kind: PromptKind::RevolutionAnswer { from: seat as u8 },
        }),
    }
    Ok(())
}

/// The revolution swap (14.6): the named brain map comes to `seat`, and `seat`'s goes to the
/// holder or beside the board. Era units keep their space: the era track is the same on every map.
fn do_swap(state: &mut State, seat: usize, brain: Letter, holder: Option<usize>) {
    let mine = state.players[seat].brain;
    state.players[seat].brain = brain;
    match holder {
        Some(h) => state.players[h].brain = mine,
        None => {
            state.unused_brains.retain(|&l| l != brain);
            state.unused_brains.push(mine);
            state.unused_brains.sort_unstable();
        }
    }
}
