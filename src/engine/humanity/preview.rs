//! Previewing a turn: what it would cost and earn, without committing it (design 2.2).

use super::action::{Action, Spend};
use super::catalogue::{catalogue, Cost};
use super::describe::Log;
use super::error::RuleError;
use super::legal::first_upgrades;
use super::missions::check_missions;
use super::round::check_placement;
use super::rules::{check_upgrades, plan_deploy, plan_experiment};
use super::state::{Phase, State, MAX_WP};
use crate::engine::Seat;
use serde::Serialize;

/// What a candidate turn would do for the acting seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preview {
    /// The cost of the module or experiment (empty for other actions).
    pub cost: Cost,
    /// The payment used: the submitted one, or the proposed one when none was given.
    pub payment: Vec<Spend>,
    pub payment_proposed: bool,
    pub vp: i32,
    pub rp: i32,
    pub squares: u32,
    /// Upgrades the deploy earns that must be assigned (already capped by eligible astronauts).
    pub upgrades_owed: usize,
    pub missions_gained: Vec<String>,
    /// (mission id, seat it is taken from).
    pub missions_stolen: Vec<(String, Seat)>,
    /// The game-log lines the turn would produce.
    pub description: Vec<String>,
}

/// Check a candidate action and report its effects without applying it. A deploy may omit its
/// upgrade targets (the preview says how many are owed) and a deploy or experiment may omit its
/// payment (the proposed payment of design 4.6 is used and returned).
pub fn preview(state: &State, seat: Seat, action: &Action) -> Result<Preview, RuleError> {
    state.validate()?;
    if seat >= state.seats() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    if let Action::Place { placements } = action {
        if state.phase != Phase::Placement {
            return Err(RuleError::NotPlacementTime);
        }
        check_placement(&state.players[seat], placements)?;
        return Ok(empty_preview());
    }
    match state.phase {
        Phase::Over => return Err(RuleError::GameOver),
        Phase::Placement => return Err(RuleError::PlacementPending),
        Phase::Turn { seat: s } if usize::from(s) != seat => {
            return Err(RuleError::NotYourTurn(
                state.seat_name(usize::from(s)).into(),
            ))
        }
        Phase::Turn { .. } => {}
    }
    let (action, cost, proposed, owed) = complete(state, seat, action)?;
    let mut sim = state.clone();
    let mut log = Log::recording();
    super::rules::play_turn_only(&mut sim, seat, &action, &mut log)?;
    check_missions(&mut sim, seat, &mut log);
    Ok(diff(state, &sim, seat, &action, cost, proposed, owed, log))
}

fn empty_preview() -> Preview {
    Preview {
        cost: Cost::default(),
        payment: Vec::new(),
        payment_proposed: false,
        vp: 0,
        rp: 0,
        squares: 0,
        upgrades_owed: 0,
        missions_gained: Vec::new(),
        missions_stolen: Vec::new(),
        description: Vec::new(),
    }
}

/// Fill in a missing payment and missing upgrade targets so that the turn can be simulated.
fn complete(
    state: &State,
    seat: Seat,
    action: &Action,
) -> Result<(Action, Cost, bool, usize), RuleError> {
    let cat = catalogue();
    let player = &state.players[seat];
    let propose = |cost: &Cost, payment: &[Spend]| -> Result<(Vec<Spend>, bool), RuleError> {
        if !payment.is_empty() || cost.total() == 0 {
            return Ok((payment.to_vec(), false));
        }
        super::payment::propose_payment(player, cost)
            .map(|p| (p, true))
            .ok_or_else(|| RuleError::Unaffordable(cost.to_string()))
    };
    match action {
        Action::Deploy {
            astronaut,
            hangar,
            colour,
            payment,
            upgrades,
        } => {
            let module = state.hangars.get(usize::from(*hangar)).copied().flatten();
            let cost = module.map(|m| cat.module(m).cost).unwrap_or_default();
            let (payment, proposed) = propose(&cost, payment)?;
            let plan = plan_deploy(state, seat, *astronaut, *hangar, *colour, &payment)?;
            let capacity: usize = player
                .astronauts
                .iter()
                .map(|a| usize::from(MAX_WP - a.wp.min(MAX_WP)))
                .sum();
            let owed = plan.upgrades_owed().min(capacity);
            let upgrades = if upgrades.is_empty() {
                first_upgrades(player, owed)
            } else {
                check_upgrades(player, plan.upgrades_owed(), upgrades)?;
                upgrades.clone()
            };
            let action = Action::Deploy {
                astronaut: *astronaut,
                hangar: *hangar,
                colour: *colour,
                payment,
                upgrades,
            };
            Ok((action, cost, proposed, owed))
        }
        Action::Experiment {
            astronaut,
            slot,
            payment,
        } => {
            let exp = slot
                .checked_sub(1)
                .and_then(|s| state.slots.get(usize::from(s)).copied().flatten());
            let cost = exp.map(|e| cat.experiment(e).cost).unwrap_or_default();
            let (payment, proposed) = propose(&cost, payment)?;
            plan_experiment(state, seat, *astronaut, *slot, &payment)?;
            let action = Action::Experiment {
                astronaut: *astronaut,
                slot: *slot,
                payment,
            };
            Ok((action, cost, proposed, 0))
        }
        other => Ok((other.clone(), Cost::default(), false, 0)),
    }
}

#[allow(clippy::too_many_arguments)]
fn diff(
    before: &State,
    after: &State,
    seat: Seat,
    action: &Action,
    cost: Cost,
    proposed: bool,
    owed: usize,
    log: Log,
) -> Preview {
    let cat = catalogue();
    let (b, a) = (&before.players[seat], &after.players[seat]);
    let mut gained = Vec::new();
    let mut stolen = Vec::new();
    for (mb, ma) in before.missions.iter().zip(&after.missions) {
        if mb.holder == ma.holder || ma.holder != Some(seat as u8) {
            continue;
        }
        let id = cat
            .mission(ma.mission)
            .map(|m| m.id.clone())
            .unwrap_or_default();
        match mb.holder {
            None => gained.push(id),
            Some(h) => stolen.push((id, usize::from(h))),
        }
    }
    Preview {
        cost,
        payment: action.payment().to_vec(),
        payment_proposed: proposed,
        vp: a.vp - b.vp,
        rp: i32::from(a.rp) - i32::from(b.rp),
        squares: (a.squares.len() - b.squares.len()) as u32,
        upgrades_owed: owed,
        missions_gained: gained,
        missions_stolen: stolen,
        description: log.events.into_iter().map(|e| e.text).collect(),
    }
}
