//! Invariants of a Humanity state, checked after every action of the random playouts and the
//! property tests.

use super::base::{measure, Grid};
use super::catalogue::{catalogue, Kind};
use super::state::{Phase, Place, Player, State, HANGARS, MAX_RP, MAX_STOCK, MAX_WP};

/// No two things (module, obstacle, base astronaut) on one cell of a base.
///
/// Checked on every stored state before use and after every action of a playout, so it is
/// cheap: a bitmap of the 32×32 cells around the start (every real base fits), and a sort only
/// for a base that reaches beyond it.
pub fn cells_distinct(p: &Player) -> bool {
    const HALF: i16 = 16;
    let cells = || {
        p.modules
            .iter()
            .map(|m| m.cell)
            .chain(p.obstacles.iter().map(|o| o.cell))
            .chain(p.astronauts.iter().filter_map(|a| a.cell()))
    };
    let mut seen = [0u64; 16];
    for c in cells() {
        let (x, y) = (c.x() + HALF, c.y() + HALF);
        if !(0..2 * HALF).contains(&x) || !(0..2 * HALF).contains(&y) {
            let mut all: Vec<_> = cells().collect();
            all.sort_unstable();
            return all.windows(2).all(|w| w[0] != w[1]);
        }
        let bit = (y as usize) * 32 + x as usize;
        let (word, mask) = (bit / 64, 1u64 << (bit % 64));
        if seen[word] & mask != 0 {
            return false;
        }
        seen[word] |= mask;
    }
    true
}

/// Every invariant; the message says which one broke.
pub fn check(state: &State) -> Result<(), String> {
    state.validate().map_err(|e| e.to_string())?;
    for (seat, p) in state.players.iter().enumerate() {
        check_player(state, p).map_err(|e| format!("seat {seat}: {e}"))?;
    }
    check_phase(state)?;
    check_conservation(state)?;
    check_mission_holders(state)
}

fn check_player(state: &State, p: &Player) -> Result<(), String> {
    // Two things on one cell are already refused by `State::validate`.
    if p.modules.iter().any(|m| m.stock > MAX_STOCK) {
        return Err("a stock is above 3".into());
    }
    if p.rp > MAX_RP {
        return Err("research above 50".into());
    }
    for a in &p.astronauts {
        if !(2..=MAX_WP).contains(&a.wp) || a.remaining > a.wp {
            return Err(format!("astronaut WP out of range: {a:?}"));
        }
        if let Place::Hangar(h) = a.at {
            if h >= HANGARS || a.remaining != 0 {
                return Err("station astronaut is active or off the ring".into());
            }
        }
        // At the very end astronauts may have been taken off the station with no placement.
        if a.at == Place::Returning && !matches!(state.phase, Phase::Placement | Phase::Over) {
            return Err("an astronaut waits to be placed outside the placement step".into());
        }
    }
    if p.vp != p.ledger.vp_total() {
        return Err(format!(
            "VP {} differs from the ledger {}",
            p.vp,
            p.ledger.vp_total()
        ));
    }
    if p.science != p.ledger.science_total() {
        return Err("science differs from the ledger".into());
    }
    if p.squares.len() as i32 != p.ledger.square_vp {
        return Err("squares differ from their VP".into());
    }
    Ok(())
}

fn check_phase(state: &State) -> Result<(), String> {
    match state.phase {
        Phase::Turn { seat } => {
            let p = state.players.get(usize::from(seat)).ok_or("bad seat")?;
            if !p.has_active_astronaut() {
                return Err("the seat to play has no active astronaut".into());
            }
        }
        Phase::Placement => {
            let waiting = state.players.iter().any(|p| {
                p.placement.is_none() && p.astronauts.iter().any(|a| a.at == Place::Returning)
            });
            if !waiting {
                return Err("placement step with nobody to place".into());
            }
        }
        Phase::Over => {
            if state.year != 3 {
                return Err("the game ended before year 3".into());
            }
        }
    }
    Ok(())
}

/// Every year module and experiment is in exactly one place; every base has S1-S4 once.
fn check_conservation(state: &State) -> Result<(), String> {
    let cat = catalogue();
    // Catalogue indices are u8, so 256 counters cover them all.
    let mut modules = [0u8; 256];
    let placed = state
        .players
        .iter()
        .flat_map(|p| p.modules.iter().map(|m| m.module));
    let all = state
        .hangars
        .iter()
        .flatten()
        .copied()
        .chain(state.module_decks.iter().flatten().copied())
        .chain(state.discarded_modules.iter().copied())
        .chain(placed.filter(|&m| cat.module(m).year > 0));
    for m in all {
        modules[usize::from(m)] = modules[usize::from(m)].saturating_add(1);
    }
    if cat
        .year_modules
        .iter()
        .flatten()
        .any(|&m| modules[usize::from(m)] != 1)
    {
        return Err("year modules are not conserved".into());
    }
    for p in &state.players {
        for &s in &cat.start {
            if p.modules.iter().filter(|m| m.module == s).count() != 1 {
                return Err("starting modules are not conserved".into());
            }
        }
        if p.modules
            .iter()
            .any(|m| cat.module(m.module).kind == Kind::Communication)
        {
            return Err("a drawn communication tile sits in a base".into());
        }
    }
    let mut exps = [0u8; 256];
    let owned = state
        .players
        .iter()
        .flat_map(|p| p.experiments.iter().map(|e| e.experiment));
    let all = state
        .slots
        .iter()
        .flatten()
        .copied()
        .chain(state.experiment_decks.iter().flatten().copied())
        .chain(state.discarded_experiments.iter().copied())
        .chain(owned);
    for e in all {
        exps[usize::from(e)] = exps[usize::from(e)].saturating_add(1);
    }
    if exps[..cat.experiments.len()].iter().any(|&n| n != 1) {
        return Err("experiments are not conserved".into());
    }
    Ok(())
}

/// A holder's measure never drops (nothing leaves a base), so it still meets the minimum.
fn check_mission_holders(state: &State) -> Result<(), String> {
    let cat = catalogue();
    for ms in &state.missions {
        let (Some(h), Some(def)) = (ms.holder, cat.mission(ms.mission)) else {
            continue;
        };
        let p = &state.players[usize::from(h)];
        if measure(p, &Grid::of(p), def) < def.min {
            return Err(format!("holder of {} no longer meets it", def.id));
        }
    }
    Ok(())
}
