//! Test-only helpers to build positions directly (not part of the supported API).

use super::catalogue::catalogue;
use super::cell::Cell;
use super::state::{new_state, Astronaut, MissionState, Obstacle, Place, PlacedModule, State};

/// A fresh game; panics are acceptable here, this is for tests only.
pub fn game(players: usize, seed: u64) -> State {
    match new_state(players, seed) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    }
}

/// Catalogue index of a module id ("1-13", "S4", "CO3").
pub fn module(id: &str) -> u8 {
    catalogue()
        .module_by_id(id)
        .unwrap_or_else(|| panic!("no module {id}"))
}

/// Catalogue index of an experiment id ("E1-3").
pub fn experiment(id: &str) -> u8 {
    catalogue()
        .experiment_by_id(id)
        .unwrap_or_else(|| panic!("no experiment {id}"))
}

/// Remove every module and obstacle of a seat's base (astronauts stay).
pub fn clear_base(state: &mut State, seat: usize) {
    state.players[seat].modules.clear();
    state.players[seat].obstacles.clear();
}

/// Put a module on a cell of a seat's base.
pub fn put(state: &mut State, seat: usize, id: &str, x: i16, y: i16, stock: u8) {
    let p = &mut state.players[seat];
    p.modules.retain(|m| m.cell != Cell(x, y));
    p.modules.push(PlacedModule {
        cell: Cell(x, y),
        module: module(id),
        stock,
    });
}

/// Put an obstacle on a cell.
pub fn obstacle(state: &mut State, seat: usize, x: i16, y: i16, resistance: u8) {
    state.players[seat].obstacles.push(Obstacle {
        cell: Cell(x, y),
        resistance,
    });
}

/// Set the stock of the module at a cell.
pub fn stock(state: &mut State, seat: usize, x: i16, y: i16, stock: u8) {
    if let Some(m) = state.players[seat]
        .modules
        .iter_mut()
        .find(|m| m.cell == Cell(x, y))
    {
        m.stock = stock;
    }
}

/// Set every stock of a seat's base to a value.
pub fn all_stock(state: &mut State, seat: usize, stock: u8) {
    let cat = catalogue();
    for m in state.players[seat].modules.iter_mut() {
        if cat.module(m.module).is_producer() {
            m.stock = stock;
        }
    }
}

pub fn astronaut(state: &mut State, seat: usize, index: usize, wp: u8, remaining: u8, at: Place) {
    state.players[seat].astronauts[index] = Astronaut { wp, remaining, at };
}

pub fn base(x: i16, y: i16) -> Place {
    Place::Base(Cell(x, y))
}

/// Put a module (or nothing) on an absolute hangar.
pub fn hangar(state: &mut State, h: u8, id: Option<&str>) {
    state.hangars[usize::from(h)] = id.map(module);
}

/// Put an experiment (or nothing) on slot 1..=7.
pub fn slot(state: &mut State, s: u8, id: Option<&str>) {
    state.slots[usize::from(s - 1)] = id.map(experiment);
}

/// Replace the missions in play.
pub fn missions(state: &mut State, ids: &[(&str, Option<u8>)]) {
    state.missions = ids
        .iter()
        .map(|(id, holder)| MissionState {
            mission: catalogue()
                .mission_by_id(id)
                .unwrap_or_else(|| panic!("no mission {id}")),
            holder: *holder,
        })
        .collect();
}
