//! Phase 4 (design 7): the stability roll and chaos (depopulation, dark age, suppression, the
//! slave revolt with its replacements, 15.7), after which the turn ends.

use super::action::{Direction, MapUnit};
use super::data::Category;
use super::error::{refuse, RuleError};
use super::rules::{roll, unit_home};
use super::said::cite_rule;
use super::slavery::{can_replace, end_slavery};
use super::state::{EraSpace, Phase, Prompt, PromptKind, State, Step};
use crate::say;

/// The stability roll (7.1): chaos, or phase 5 with its base actions (7.2, 8.1).
pub fn stability(state: &mut State) {
    let ap = usize::from(state.active);
    let pop = state.players[ap].population_number();
    let chaos = if state.memory.locution {
        // D20: locution brings chaos with no roll.
        true
    } else if pop <= 1 {
        false
    } else {
        let die = roll(state, ap, "stability");
        let p = &mut state.players[ap];
        let silverback = if p.era.is_none() {
            2 * i32::from(state.memory.silverback)
        } else {
            0
        };
        let total = i32::from(die) + i32::from(p.best(Category::Admin)) + silverback
            - i32::from(p.revolution_penalty);
        // D21: the penalty is used up by the roll actually made.
        p.revolution_penalty = 0;
        total < i32::from(pop)
    };
    if chaos {
        start_chaos(state);
    } else {
        super::population::start(state, pop);
    }
}

/// How many map units the active player loses to depopulation (7.3 step 1).
pub fn depopulation_count(state: &State) -> usize {
    state.players[usize::from(state.active)].map_units() / 2
}

/// Chaos (7.3): depopulation is asked for first, then the other steps run in order.
fn start_chaos(state: &mut State) {
    state.phase = Phase::Chaos;
    state.memory.depopulated.clear();
    state.queue.extend([
        Step::DarkAge,
        Step::Suppress,
        Step::SlaveRevolt,
        Step::TurnEnd,
    ]);
    let count = depopulation_count(state);
    if count > 0 {
        state.prompts.push(Prompt {
            seat: state.active,
            kind: PromptKind::Depopulate { count: count as u8 },
        });
    }
}

/// The active player's map units, as `depopulate` names them.
pub fn map_units(state: &State, seat: usize) -> Vec<MapUnit> {
    let p = &state.players[seat];
    p.migratory
        .iter()
        .map(|&x| MapUnit::Migratory(x))
        .chain(p.metropolises.iter().map(|&h| MapUnit::Metropolis(h)))
        .collect()
}

/// The answer to `depopulate` (7.3 step 1): exactly `count` distinct units of the player.
pub fn depopulate(
    state: &mut State,
    seat: usize,
    count: usize,
    remove: &[MapUnit],
) -> Result<(), RuleError> {
    if remove.len() != count {
        return refuse(say!(
            "origins-refuse-chaos-takes-exactly-of-your",
            count = count,
            cite = cite_rule("7.3")
        ));
    }
    let mine = map_units(state, seat);
    for (i, u) in remove.iter().enumerate() {
        if !mine.contains(u) {
            return refuse(say!(
                "origins-refuse-is-not-one-of-your-2",
                name = unit_name(*u),
                cite = cite_rule("7.3")
            ));
        }
        if remove[..i].contains(u) {
            return refuse(say!(
                "origins-refuse-is-named-twice-2",
                name = unit_name(*u),
                cite = cite_rule("7.3")
            ));
        }
    }
    let p = &mut state.players[seat];
    for &u in remove {
        match u {
            MapUnit::Migratory(x) => p.migratory.retain(|&y| y != x),
            MapUnit::Metropolis(h) => p.metropolises.retain(|&k| k != h),
        }
        unit_home(p);
    }
    state.memory.depopulated = remove.to_vec();
    Ok(())
}

pub fn unit_name(u: MapUnit) -> String {
    match u {
        MapUnit::Migratory(x) => say!("origins-unit-at-first", place = super::said::place(x)),
        MapUnit::Metropolis(h) => say!("origins-metropolis-in-first", hex = super::said::hex(h)),
    }
}

/// The timeout default of `depopulate` (18.2): migratory units first, highest id first, then
/// metropolises, highest hex id first.
pub fn default_depopulate(state: &State, seat: usize, count: usize) -> Vec<MapUnit> {
    let p = &state.players[seat];
    p.migratory
        .iter()
        .rev()
        .map(|&x| MapUnit::Migratory(x))
        .chain(p.metropolises.iter().rev().map(|&h| MapUnit::Metropolis(h)))
        .take(count)
        .collect()
}

/// Chaos step 2 (7.3): from a golden space the player chooses; elsewhere nothing moves (D22).
pub fn dark_age_step(state: &mut State) {
    let ap = state.active;
    if state.players[usize::from(ap)]
        .era
        .is_some_and(EraSpace::is_golden)
    {
        state.prompts.push(Prompt {
            seat: ap,
            kind: PromptKind::DarkAge,
        });
    }
}

/// The answer to `dark_age` (7.3 step 2); entering IV-dark sets the end flag (3.6).
pub fn dark_age(state: &mut State, seat: usize, direction: Direction) -> Result<(), RuleError> {
    let p = &mut state.players[seat];
    let next = match (p.era, direction) {
        (Some(EraSpace::IIGolden), Direction::Forward) => EraSpace::IIIDark,
        (Some(EraSpace::IIGolden), Direction::Back) => EraSpace::IIDark,
        (Some(EraSpace::IIIGolden), Direction::Forward) => EraSpace::IVDark,
        (Some(EraSpace::IIIGolden), Direction::Back) => EraSpace::IIIDark,
        _ => {
            return Err(RuleError::CorruptState(
                "a dark age off a golden space".into(),
            ))
        }
    };
    p.era = Some(next);
    if next == EraSpace::IVDark {
        state.end_flag = true;
    }
    Ok(())
}

/// The timeout default of `dark_age` (18.2): forward from II-golden, back from III-golden.
pub fn default_direction(state: &State, seat: usize) -> Direction {
    match state.players[seat].era {
        Some(EraSpace::IIGolden) => Direction::Forward,
        _ => Direction::Back,
    }
}

/// Chaos step 3 (7.3): every public card of the player is suppressed.
pub fn suppress(state: &mut State) {
    for h in &mut state.players[usize::from(state.active)].repertoire {
        h.active = false;
    }
}

/// Chaos step 4 (7.3, 15.7): each slavery of the active player ends; the revolt sieges come
/// first, then the replacements.
pub fn slave_revolt(state: &mut State) {
    let ap = usize::from(state.active);
    let n = state.players.len();
    let order: Vec<usize> = (1..n)
        .map(|k| (ap + k) % n)
        .filter(|&s| state.players[s].enslaver.map(usize::from) == Some(ap))
        .collect();
    if order.is_empty() {
        return;
    }
    let mut slaves = [false; 5];
    for &s in &order {
        slaves[s] = true;
    }
    state.queue.insert(0, Step::Replace { slaves });
    // Each end queues its sieges first in the queue: the first slave's end comes last.
    for &s in order.iter().rev() {
        end_slavery(state, ap, s);
    }
}

/// Chaos replacements (15.7 step 4, D43): each unit the master lost to depopulation is
/// replaced by a unit of a former slave, one unit at a time in turn order after the master;
/// a slave with an empty population track stops, and a place it cannot hold is skipped.
pub fn replace(state: &mut State, slaves: [bool; 5]) {
    let ap = usize::from(state.active);
    let n = state.players.len();
    let order: Vec<usize> = (1..n)
        .map(|k| (ap + k) % n)
        .filter(|&s| slaves[s])
        .collect();
    if order.is_empty() {
        return;
    }
    let lost = std::mem::take(&mut state.memory.depopulated);
    let mut turn = 0;
    for u in lost {
        // The next slave in rotation that still has a population unit.
        let Some(i) = (0..order.len())
            .map(|k| (turn + k) % order.len())
            .find(|&i| state.players[order[i]].kp > 0)
        else {
            break;
        };
        let s = order[i];
        turn = i + 1;
        if !can_replace(state, s, u) {
            continue;
        }
        let p = &mut state.players[s];
        p.kp -= 1;
        match u {
            MapUnit::Migratory(x) => {
                p.migratory.push(x);
                p.migratory.sort_unstable();
            }
            MapUnit::Metropolis(h) => {
                p.metropolises.push(h);
                p.metropolises.sort_unstable();
            }
        }
    }
}
