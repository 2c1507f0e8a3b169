//! Sieges (design 10.2–10.3), the end of a slavery with its revolt sieges (15.7), guest-worker
//! transfers (0.4), cultural diffusion after an attack (6.9) and enslavement by a siege (15.1).

use super::catastrophes::{end_slaveries_of, set_enslaver};
use super::data::{data, Letter, Track};
use super::error::{refuse, RuleError};
use super::rules::{elder_options, site_habitable, unit_home, x_habitable};
use super::said::cite_rule;
use super::state::{Attack, Half, HexId, Prompt, PromptKind, State, Step, XId};
use crate::say;

/// The free scavenge of cultural diffusion: `victim`, holding an EYE card in its discard pile,
/// takes the top card of `attacker`'s discard pile (6.9, D19).
pub fn diffusion(state: &mut State, attacker: usize, victim: usize) {
    if state.players[victim].has_eye() {
        if let Some(card) = state.players[attacker].discard.pop() {
            state.players[victim].hand.push(card);
        }
    }
}

/// After a barbarian incursion (6.7): cultural diffusion, and a slavery between the two ends.
pub fn after_incursion(state: &mut State, attacker: usize, victim: usize) {
    diffusion(state, attacker, victim);
    if state.players[attacker].enslaver.map(usize::from) == Some(victim) {
        end_slavery(state, victim, attacker);
    } else if state.players[victim].enslaver.map(usize::from) == Some(attacker) {
        end_slavery(state, attacker, victim);
    }
}

/// The migratory units of `seat` on the corners of `hex`, lowest id first.
fn units_in(state: &State, seat: usize, hex: HexId) -> Vec<XId> {
    let corners = &data().hex(hex.0).corners;
    state.players[seat]
        .migratory
        .iter()
        .copied()
        .filter(|x| corners.contains(&x.0))
        .collect()
}

/// The slavery of `slave` to `master` ends (15.7 steps 1–3, D43): the slavery rules stop, the
/// guest workers of the master's colour go home, and the revolt sieges are queued in ascending
/// hex order. The chaos replacements of step 4 are queued by the caller.
pub fn end_slavery(state: &mut State, master: usize, slave: usize) {
    state.players[slave].enslaver = None;
    let colour = state.players[master].sheet.index();
    let mut back = [0u8; 2];
    for (s, p) in state.players.iter_mut().enumerate() {
        if s != master {
            back[0] += std::mem::take(&mut p.producers[colour]);
            back[1] += std::mem::take(&mut p.consumers[colour]);
        }
    }
    state.players[master].producers[colour] += back[0];
    state.players[master].consumers[colour] += back[1];
    let sieges: Vec<Step> = state.players[master]
        .metropolises
        .iter()
        .map(|&hex| Step::RevoltSiege {
            attacker: slave as u8,
            defender: master as u8,
            hex,
        })
        .collect();
    state.queue.splice(0..0, sieges);
}

/// A revolt siege (15.7 step 3), if it can still be made: the master's metropolis stands, the
/// freed slave has a migratory unit in the hex, and the site is habitable for it.
pub fn revolt_siege(state: &mut State, attacker: usize, defender: usize, hex: HexId) {
    if state.metropolis_at(hex) != Some(defender) {
        return;
    }
    let Some(&unit) = units_in(state, attacker, hex).first() else {
        return;
    };
    if !site_habitable(state, &state.players[attacker], hex) {
        return;
    }
    siege(state, attacker, defender, hex, unit);
}

/// Resolves a siege of `defender`'s metropolis in `hex` by `attacker`, whose migratory unit
/// `unit` would become the new metropolis (10.2–10.3). Returns whether it succeeded.
pub fn siege(state: &mut State, attacker: usize, defender: usize, hex: HexId, unit: XId) -> bool {
    let a = &state.players[attacker];
    let d = &state.players[defender];
    let mut att = units_in(state, attacker, hex).len() as u32;
    let mut def = units_in(state, defender, hex).len() as u32 + u32::from(d.level(Track::FP));
    let (ma, md) = (a.level(Track::MET), d.level(Track::MET));
    if ma > md {
        att += 1;
    } else if md > ma {
        def += 1;
    }
    if usize::from(state.active) == attacker {
        state.memory.attacks.push(Attack {
            target: defender as u8,
            siege: true,
            raid_used: false,
        });
    }
    let won = att > def;
    if won {
        let d = &mut state.players[defender];
        d.metropolises.retain(|&h| h != hex);
        unit_home(d);
        let a = &mut state.players[attacker];
        a.migratory.retain(|&x| x != unit);
        a.metropolises.push(hex);
        a.metropolises.sort_unstable();
        let mut next = Vec::new();
        if a.elders() < a.capacity() {
            next.push(Step::Transfer {
                from: defender as u8,
                to: attacker as u8,
            });
        }
        next.push(Step::EnslaveTo {
            victim: defender as u8,
            enslaver: attacker as u8,
        });
        state.queue.splice(0..0, next);
    }
    diffusion(state, attacker, defender);
    won
}

/// A guest-worker transfer from `from` to `to` (0.4): asked for when `from` has a choice.
pub fn transfer_step(state: &mut State, from: usize, to: usize) {
    let t = &state.players[to];
    if t.elders() >= t.capacity() {
        return;
    }
    match elder_options(&state.players[from]).as_slice() {
        [] => {}
        [(c, h)] => transfer(state, from, to, *c, *h),
        _ => state.prompts.push(Prompt {
            seat: from as u8,
            kind: PromptKind::ChooseElder(super::state::ElderWhy::Transfer { to: to as u8 }),
        }),
    }
}

/// The named elder of `from` moves to the same half of `to`'s pool, keeping its colour (0.4).
pub fn transfer(state: &mut State, from: usize, to: usize, colour: Letter, half: Half) {
    let i = colour.index();
    let f = &mut state.players[from];
    match half {
        Half::Producer => f.producers[i] -= 1,
        Half::Consumer => f.consumers[i] -= 1,
    }
    super::rules::trim_earmarks(state, from);
    let t = &mut state.players[to];
    match half {
        Half::Producer => t.producers[i] += 1,
        Half::Consumer => t.consumers[i] += 1,
    }
}

/// The answer to a transfer's `choose_elder` (0.4).
pub fn choose_transfer(
    state: &mut State,
    from: usize,
    to: usize,
    colour: Letter,
    half: Half,
) -> Result<(), RuleError> {
    if !elder_options(&state.players[from]).contains(&(colour, half)) {
        return refuse(say!(
            "origins-refuse-you-have-no-elder-of-4",
            name = super::said::half_term(half),
            value = colour.char().to_string(),
            cite = cite_rule("0.4")
        ));
    }
    transfer(state, from, to, colour, half);
    Ok(())
}

/// `victim`, left with no map unit by a siege, becomes enslaved to the attacker (10.3, 15.1):
/// its own slaveries end first.
pub fn enslave_to(state: &mut State, victim: usize, enslaver: usize) {
    let v = &state.players[victim];
    if v.map_units() > 0 || v.enslaver.is_some() {
        return;
    }
    end_slaveries_of(state, victim);
    set_enslaver(state, victim, enslaver);
}

/// Whether `seat`'s unit could stand as a replacement: a free, habitable intersection, or a hex
/// with no metropolis whose site is habitable (15.7 step 4).
pub fn can_replace(state: &State, seat: usize, unit: super::action::MapUnit) -> bool {
    let p = &state.players[seat];
    match unit {
        super::action::MapUnit::Migratory(x) => {
            state.unit_at(x).is_none() && x_habitable(state, p, x)
        }
        super::action::MapUnit::Metropolis(h) => {
            state.metropolis_at(h).is_none() && site_habitable(state, p, h)
        }
    }
}
