//! What a seat may do: affordability lists, the legal-action list, the pass test (design 2.4),
//! the timeout default and the random action used by playouts.

use super::action::{Action, Placement, Spend};
use super::base::{greenhouse_group, placement_cells};
use super::catalogue::{catalogue, Colour, Kind, Res};
use super::payment::{planned_payment, propose_payment, Pool};
use super::rules::{active_astronaut, check_upgrades, plan_deploy};
use super::state::{Phase, Place, Player, State, MAX_STOCK, MAX_WP};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Hangars whose module the seat can pay for (design 5.1, ignoring greenhouse placement, which
/// depends on the astronaut chosen).
pub fn affordable_modules(state: &State, seat: Seat) -> Vec<u8> {
    let Some(player) = state.player(seat) else {
        return Vec::new();
    };
    let cat = catalogue();
    let pool = Pool::of(player);
    (0..8u8)
        .filter(|&h| {
            state.hangars[usize::from(h)].is_some_and(|m| pool.can_pay(&cat.module(m).cost))
        })
        .collect()
}

/// Experiment slots (1..=7) the seat can pay for (design 8.1).
pub fn affordable_experiments(state: &State, seat: Seat) -> Vec<u8> {
    let Some(player) = state.player(seat) else {
        return Vec::new();
    };
    let cat = catalogue();
    let pool = Pool::of(player);
    (1..=7u8)
        .filter(|&s| {
            state.slots[usize::from(s - 1)].is_some_and(|e| pool.can_pay(&cat.experiment(e).cost))
        })
        .collect()
}

/// Cells of tiles an astronaut with `left` WP could activate now (design 3.1-3.2), in base order.
pub fn activatable_cells(player: &Player, left: u8) -> Vec<super::cell::Cell> {
    let cat = catalogue();
    let modules = player.modules.iter().filter(|m| {
        let def = cat.module(m.module);
        def.is_activatable() && def.wp <= left && (!def.is_producer() || m.stock < MAX_STOCK)
    });
    let mut cells: Vec<_> = modules.map(|m| m.cell).collect();
    if left >= 1 {
        cells.extend(player.obstacles.iter().map(|o| o.cell));
    }
    cells
}

/// Can this module be deployed at the cell (greenhouse rule of design 6.2)?
pub(super) fn placeable_at(player: &Player, module: u8, cell: super::cell::Cell) -> bool {
    let def = catalogue().module(module);
    match def.shape {
        Some(shape) if def.kind == Kind::Greenhouse => {
            greenhouse_group(player, cell, shape).is_ok()
        }
        _ => true,
    }
}

/// True when the seat has any legal action other than passing (design 2.4).
pub fn has_non_pass_action(state: &State, seat: Seat) -> bool {
    let Some(player) = state.player(seat) else {
        return false;
    };
    let cat = catalogue();
    let active: Vec<_> = player.astronauts.iter().filter(|a| a.is_active()).collect();
    if active
        .iter()
        .any(|a| !activatable_cells(player, a.remaining).is_empty())
    {
        return true;
    }
    if active.is_empty() {
        return false;
    }
    let pool = Pool::of(player);
    let experiment = state
        .slots
        .iter()
        .flatten()
        .any(|&e| pool.can_pay(&cat.experiment(e).cost));
    experiment
        || state.hangars.iter().flatten().any(|&m| {
            pool.can_pay(&cat.module(m).cost)
                && active
                    .iter()
                    .any(|a| a.cell().is_some_and(|c| placeable_at(player, m, c)))
        })
}

/// Upgrade targets chosen in astronaut order (lowest first) for `owed` upgrades.
pub fn first_upgrades(player: &Player, owed: usize) -> Vec<u8> {
    let mut wps: Vec<u8> = player.astronauts.iter().map(|a| a.wp).collect();
    let mut out = Vec::new();
    for (i, wp) in wps.iter_mut().enumerate() {
        while *wp < MAX_WP && out.len() < owed {
            *wp += 1;
            out.push(i as u8);
        }
    }
    out
}

/// Comm modules take a colour; others none.
fn colours_for(module: u8) -> Vec<Option<Colour>> {
    if catalogue().module(module).kind == Kind::Communication {
        vec![Some(Colour::Orange), Some(Colour::Blue)]
    } else {
        vec![None]
    }
}

/// A complete deploy action with the proposed payment and the first upgrade targets.
fn deploy_action(
    state: &State,
    seat: Seat,
    astronaut: u8,
    hangar: u8,
    colour: Option<Colour>,
    payment: Vec<Spend>,
) -> Option<Action> {
    let plan = plan_deploy(state, seat, astronaut, hangar, colour, &payment).ok()?;
    let player = &state.players[seat];
    let upgrades = first_upgrades(player, plan.upgrades_owed());
    check_upgrades(player, plan.upgrades_owed(), &upgrades).ok()?;
    Some(Action::Deploy {
        astronaut,
        hangar,
        colour,
        payment,
        upgrades,
    })
}

/// The legal actions listed for a seat: one single activation per activatable tile and
/// astronaut, every affordable deploy and experiment with its proposed payment, the pass when
/// legal, and during placement the default placement.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    let Some(player) = state.player(seat) else {
        return Vec::new();
    };
    match state.phase {
        Phase::Over => Vec::new(),
        Phase::Placement => default_placement(state, seat).into_iter().collect(),
        Phase::Turn { seat: s } if usize::from(s) != seat => Vec::new(),
        Phase::Turn { .. } => turn_actions(state, seat, player),
    }
}

fn turn_actions(state: &State, seat: Seat, player: &Player) -> Vec<Action> {
    let cat = catalogue();
    let mut out = Vec::new();
    let modules = affordable_modules(state, seat);
    let experiments = affordable_experiments(state, seat);
    for (i, a) in player.astronauts.iter().enumerate() {
        if !a.is_active() {
            continue;
        }
        let astronaut = i as u8;
        for cell in activatable_cells(player, a.remaining) {
            out.push(Action::Work {
                astronaut,
                activations: vec![cell],
            });
        }
        for &h in &modules {
            let Some(m) = state.hangars[usize::from(h)] else {
                continue;
            };
            let Some(payment) = propose_payment(player, &cat.module(m).cost) else {
                continue;
            };
            for colour in colours_for(m) {
                out.extend(deploy_action(
                    state,
                    seat,
                    astronaut,
                    h,
                    colour,
                    payment.clone(),
                ));
            }
        }
        for &slot in &experiments {
            let Some(e) = state.slots[usize::from(slot - 1)] else {
                continue;
            };
            if let Some(payment) = propose_payment(player, &cat.experiment(e).cost) {
                out.push(Action::Experiment {
                    astronaut,
                    slot,
                    payment,
                });
            }
        }
    }
    if out.is_empty() {
        if let Some(i) = player.astronauts.iter().position(|a| a.is_active()) {
            out.push(Action::Pass { astronaut: i as u8 });
        }
    }
    out
}

/// The first legal cells, in row-then-column order, for the seat's returning astronauts.
pub fn default_placement(state: &State, seat: Seat) -> Option<Action> {
    let player = state.player(seat)?;
    if state.phase != Phase::Placement || player.placement.is_some() {
        return None;
    }
    let returning: Vec<u8> = (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].at == Place::Returning)
        .collect();
    if returning.is_empty() {
        return None;
    }
    let cells = placement_cells(player);
    let placements: Vec<Placement> = returning
        .iter()
        .zip(cells)
        .map(|(&astronaut, cell)| Placement { astronaut, cell })
        .collect();
    Some(Action::Place { placements })
}

/// How useful a resource is right now: the number of displayed costs (modules and experiments)
/// it could help pay. Electricity helps every cost with E or a basic item.
fn usefulness(state: &State, produces: u8) -> usize {
    let cat = catalogue();
    let helps = |cost: &super::catalogue::Cost| {
        Res::ALL.iter().any(|&r| {
            cost.count(r) > 0
                && (produces & r.bit() != 0
                    || (r.is_basic() && produces & Res::E.bit() != 0)
                    || (r.is_advanced() && r.pair().is_some_and(|p| produces & p.bit() != 0)))
        })
    };
    let modules = state
        .hangars
        .iter()
        .flatten()
        .filter(|&&m| helps(&cat.module(m).cost))
        .count();
    let experiments = state
        .slots
        .iter()
        .flatten()
        .filter(|&&e| helps(&cat.experiment(e).cost))
        .count();
    modules + experiments
}

/// The timeout default (documented in `docs/humanity-actions.md`): pass when that is the only
/// legal action; otherwise the first active astronaut that can work activates, one WP at a time,
/// the activatable tile whose resource helps the most displayed costs (ties: base order;
/// obstacles and time modules count as helping nothing); if no astronaut can work, the first
/// affordable experiment, then the first deployable module, with the proposed payment. During
/// placement, the first legal cells in row-then-column order.
pub fn default_action(state: &State, seat: Seat) -> Option<Action> {
    let player = state.player(seat)?;
    match state.phase {
        Phase::Over => None,
        Phase::Placement => default_placement(state, seat),
        Phase::Turn { seat: s } if usize::from(s) != seat => None,
        Phase::Turn { .. } => {
            if !has_non_pass_action(state, seat) {
                let i = player.astronauts.iter().position(|a| a.is_active())?;
                return Some(Action::Pass { astronaut: i as u8 });
            }
            default_work(state, player).or_else(|| legal_actions(state, seat).into_iter().next())
        }
    }
}

fn default_work(state: &State, player: &Player) -> Option<Action> {
    let cat = catalogue();
    let (i, a) = player
        .astronauts
        .iter()
        .enumerate()
        .find(|(_, a)| a.is_active() && !activatable_cells(player, a.remaining).is_empty())?;
    let mut sim = player.clone();
    let mut left = a.remaining;
    let mut activations = Vec::new();
    loop {
        let cells = activatable_cells(&sim, left);
        let best = cells.iter().copied().max_by_key(|&c| {
            let useful = sim.module_index_at(c).map_or(0, |k| {
                usefulness(state, cat.module(sim.modules[k].module).produces)
            });
            // max_by_key keeps the last maximum; rank earlier cells higher to keep base order.
            (
                useful,
                std::cmp::Reverse(cells.iter().position(|&d| d == c)),
            )
        });
        let Some(cell) = best else { break };
        let cost = match sim.module_index_at(cell) {
            Some(k) => {
                let def = cat.module(sim.modules[k].module);
                if def.is_producer() {
                    sim.modules[k].stock += 1;
                }
                def.wp
            }
            None => {
                if let Some(o) = sim.obstacle_index_at(cell) {
                    sim.obstacles[o].resistance -= 1;
                    if sim.obstacles[o].resistance == 0 {
                        sim.obstacles.remove(o);
                    }
                }
                1
            }
        };
        activations.push(cell);
        left -= cost;
        if left == 0 {
            break;
        }
    }
    Some(Action::Work {
        astronaut: i as u8,
        activations,
    })
}

/// A random legal action for playouts. Documented choice, not a uniform draw over all turns:
/// pick uniformly an active astronaut, then uniformly one of {Work} + its deployable modules
/// (each colour of a communication module counts once) + affordable experiments; a Work keeps
/// activating uniformly chosen activatable tiles, stopping early with probability 1/4 after each
/// activation; payments come from the exact search, upgrades go to random eligible astronauts.
/// Pass when nothing else is legal; during placement, random legal cells.
pub fn random_action(state: &State, seat: Seat, rng: &mut Rng) -> Option<Action> {
    let player = state.player(seat)?;
    match state.phase {
        Phase::Over => None,
        Phase::Placement => random_placement(player, rng),
        Phase::Turn { seat: s } if usize::from(s) != seat => None,
        Phase::Turn { .. } => random_turn(state, seat, player, rng),
    }
}

fn pick<T: Copy>(items: &[T], rng: &mut Rng) -> Option<T> {
    if items.is_empty() {
        return None;
    }
    items.get(rng.below(items.len() as u64) as usize).copied()
}

#[derive(Clone, Copy)]
enum Choice {
    Work,
    Deploy(u8, Option<Colour>),
    Experiment(u8),
}

fn random_turn(state: &State, seat: Seat, player: &Player, rng: &mut Rng) -> Option<Action> {
    let cat = catalogue();
    let pool = Pool::of(player);
    let mut choices_by_astronaut: Vec<(u8, Vec<Choice>)> = Vec::with_capacity(3);
    for (i, a) in player.astronauts.iter().enumerate() {
        let Some(cell) = a.cell().filter(|_| a.is_active()) else {
            continue;
        };
        let mut choices = Vec::with_capacity(16);
        if !activatable_cells(player, a.remaining).is_empty() {
            choices.push(Choice::Work);
        }
        for h in 0..8u8 {
            let Some(m) = state.hangars[usize::from(h)] else {
                continue;
            };
            if pool.can_pay(&cat.module(m).cost) && placeable_at(player, m, cell) {
                choices.extend(colours_for(m).into_iter().map(|c| Choice::Deploy(h, c)));
            }
        }
        for slot in 1..=7u8 {
            if state.slots[usize::from(slot - 1)]
                .is_some_and(|e| pool.can_pay(&cat.experiment(e).cost))
            {
                choices.push(Choice::Experiment(slot));
            }
        }
        choices_by_astronaut.push((i as u8, choices));
    }
    let with_choice: Vec<usize> = (0..choices_by_astronaut.len())
        .filter(|&k| !choices_by_astronaut[k].1.is_empty())
        .collect();
    let Some(k) = pick(&with_choice, rng) else {
        let (astronaut, _) = choices_by_astronaut.first()?;
        return Some(Action::Pass {
            astronaut: *astronaut,
        });
    };
    let (astronaut, choices) = &choices_by_astronaut[k];
    let astronaut = *astronaut;
    match pick(choices, rng)? {
        Choice::Work => random_work(player, astronaut, rng),
        Choice::Deploy(hangar, colour) => {
            let m = state.hangars[usize::from(hangar)]?;
            let payment = planned_payment(player, &cat.module(m).cost)?;
            let plan = plan_deploy(state, seat, astronaut, hangar, colour, &payment).ok()?;
            let upgrades = random_upgrades(player, plan.upgrades_owed(), rng);
            Some(Action::Deploy {
                astronaut,
                hangar,
                colour,
                payment,
                upgrades,
            })
        }
        Choice::Experiment(slot) => {
            let e = state.slots[usize::from(slot - 1)]?;
            let payment = planned_payment(player, &cat.experiment(e).cost)?;
            Some(Action::Experiment {
                astronaut,
                slot,
                payment,
            })
        }
    }
}

fn random_work(player: &Player, astronaut: u8, rng: &mut Rng) -> Option<Action> {
    let cat = catalogue();
    let (a, _) = active_astronaut(player, astronaut).ok()?;
    let mut left = a.remaining;
    let mut stock: Vec<u8> = player.modules.iter().map(|m| m.stock).collect();
    let mut resistance: Vec<u8> = player.obstacles.iter().map(|o| o.resistance).collect();
    let mut activations = Vec::with_capacity(4);
    loop {
        // Candidates as (is_module, index) under the simulated stock.
        let mut candidates: Vec<(bool, usize)> = Vec::with_capacity(16);
        for (i, m) in player.modules.iter().enumerate() {
            let def = cat.module(m.module);
            if def.is_activatable()
                && def.wp <= left
                && (!def.is_producer() || stock[i] < MAX_STOCK)
            {
                candidates.push((true, i));
            }
        }
        if left >= 1 {
            candidates.extend(
                (0..resistance.len())
                    .filter(|&i| resistance[i] > 0)
                    .map(|i| (false, i)),
            );
        }
        let Some((is_module, i)) = pick(&candidates, rng) else {
            break;
        };
        if is_module {
            let def = cat.module(player.modules[i].module);
            if def.is_producer() {
                stock[i] += 1;
            }
            left -= def.wp;
            activations.push(player.modules[i].cell);
        } else {
            resistance[i] -= 1;
            left -= 1;
            activations.push(player.obstacles[i].cell);
        }
        if left == 0 || rng.below(4) == 0 {
            break;
        }
    }
    (!activations.is_empty()).then_some(Action::Work {
        astronaut,
        activations,
    })
}

fn random_upgrades(player: &Player, owed: usize, rng: &mut Rng) -> Vec<u8> {
    let mut wps: Vec<u8> = player.astronauts.iter().map(|a| a.wp).collect();
    let mut out = Vec::new();
    for _ in 0..owed {
        let eligible: Vec<u8> = (0..3u8).filter(|&i| wps[usize::from(i)] < MAX_WP).collect();
        let Some(t) = pick(&eligible, rng) else { break };
        wps[usize::from(t)] += 1;
        out.push(t);
    }
    out
}

fn random_placement(player: &Player, rng: &mut Rng) -> Option<Action> {
    if player.placement.is_some() {
        return None;
    }
    let mut cells = placement_cells(player);
    let mut placements = Vec::new();
    for (i, a) in player.astronauts.iter().enumerate() {
        if a.at != Place::Returning {
            continue;
        }
        if cells.is_empty() {
            return None;
        }
        let k = rng.below(cells.len() as u64) as usize;
        placements.push(Placement {
            astronaut: i as u8,
            cell: cells.swap_remove(k),
        });
    }
    (!placements.is_empty()).then_some(Action::Place { placements })
}
