//! Previewing a turn: what it would cost and earn, without committing it (design 2.2).

use super::action::{Action, Spend};
use super::catalogue::{catalogue, Cost};
use super::describe::Log;
use super::describe::{cost_names, cost_words, module_name, signed};
use super::error::RuleError;
use super::legal::first_upgrades;
use super::missions::check_missions;
use super::round::check_placement;
use super::rules::{check_upgrades, plan_deploy, plan_experiment};
use super::state::{Phase, Place, State, HANGARS, MAX_WP};
use crate::engine::Seat;
use crate::say;
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
            return Err(RuleError::NotYourTurn(super::describe::seat_colour_words(
                state.seat_name(usize::from(s)),
            )))
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
            .ok_or_else(|| RuleError::Unaffordable(cost_names(cost)))
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

/// What a whole decision will do, in words for its confirmation: one sentence, then its lines
/// (the log lines it will write, where seats are `{p1}`-style tokens, then what changes in the
/// base). Only what the acting seat may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    pub summary: String,
    pub lines: Vec<String>,
}

/// `action` in words for `seat`, or the rule it breaks.
pub fn words(state: &State, seat: Seat, action: &Action) -> Result<Words, RuleError> {
    let p = preview(state, seat, action)?;
    if let Action::Place { placements } = action {
        let parts: Vec<String> = placements
            .iter()
            .map(|pl| {
                say!(
                    "humanity-preview-lands-at",
                    astronaut = u16::from(pl.astronaut) + 1,
                    cell = pl.cell.name()
                )
            })
            .collect();
        return Ok(Words {
            summary: say!("humanity-preview-land", parts = parts.join(", ")),
            lines: vec![say!("humanity-preview-land-hidden")],
        });
    }
    let (complete, cost, _, _) = complete(state, seat, action)?;
    let mut sim = state.clone();
    super::rules::play_turn_only(&mut sim, seat, &complete, &mut Log::silent())?;
    let cat = catalogue();
    let (before, after) = (&state.players[seat], &sim.players[seat]);
    let index = usize::from(complete.astronaut().unwrap_or(0));
    let n = index + 1;
    let ends = match after
        .astronauts
        .get(index)
        .map(|a| (a.at, a.remaining, a.wp))
    {
        Some((Place::Hangar(h), _, _)) => say!("humanity-preview-ends-at", hangar = h + 1),
        Some((Place::Base(c), 0, _)) => say!("humanity-preview-exhausted", cell = c.name()),
        Some((Place::Base(c), left, wp)) => say!(
            "humanity-preview-stays",
            cell = c.name(),
            left = left,
            wp = wp
        ),
        _ => say!("humanity-preview-heads-home"),
    };
    let mut summary = match &complete {
        Action::Work { .. } => say!("humanity-preview-works", astronaut = n, ends = &ends),
        Action::Deploy { hangar, .. } => {
            let name = state
                .hangars
                .get(usize::from(*hangar))
                .copied()
                .flatten()
                .map(|m| module_name(cat.module(m)))
                .unwrap_or_default();
            match before.astronauts[index].cell() {
                Some(c) => say!(
                    "humanity-preview-deploys-at",
                    astronaut = n,
                    module = name,
                    cell = c.name(),
                    ends = &ends
                ),
                None => say!(
                    "humanity-preview-deploys",
                    astronaut = n,
                    module = name,
                    ends = &ends
                ),
            }
        }
        Action::Experiment { slot, .. } => say!(
            "humanity-preview-experiment",
            astronaut = n,
            hangar = (slot + state.arm) % HANGARS + 1,
            ends = &ends
        ),
        _ => say!("humanity-preview-passes", astronaut = n, ends = &ends),
    };
    if cost.total() > 0 {
        summary += &say!("humanity-preview-pay", cost = cost_words(&cost));
    }
    let mut got = Vec::new();
    if p.vp != 0 {
        got.push(say!("humanity-gain-vp", n = signed(p.vp)));
    }
    if p.rp != 0 {
        got.push(say!("humanity-gain-rp", n = signed(p.rp)));
    }
    if p.squares > 0 {
        got.push(say!("humanity-preview-squares", count = p.squares));
    }
    summary += &if got.is_empty() {
        say!("humanity-preview-no-points")
    } else {
        say!("humanity-preview-get", gains = got.join(", "))
    };
    let mut lines = p.description.clone();
    for (m, a) in before.modules.iter().zip(&after.modules) {
        if m.stock != a.stock {
            lines.push(say!(
                "humanity-preview-will-store",
                tile = module_name(cat.module(m.module)),
                cell = m.cell.name(),
                after = a.stock,
                now = m.stock
            ));
        }
    }
    if let Action::Work { activations, .. } = &complete {
        let used: u32 = activations
            .iter()
            .map(|&c| {
                before
                    .module_index_at(c)
                    .map_or(1, |k| u32::from(cat.module(before.modules[k].module).wp))
            })
            .sum();
        let had = u32::from(before.astronauts[index].remaining);
        let lost = had.saturating_sub(used);
        lines.push(if lost == 0 {
            say!("humanity-preview-uses-all", astronaut = n, had = had)
        } else {
            say!(
                "humanity-preview-uses",
                astronaut = n,
                used = used,
                had = had,
                lost = lost
            )
        });
    }
    if let Action::Deploy { upgrades, .. } = &complete {
        for (i, (b, a)) in before.astronauts.iter().zip(&after.astronauts).enumerate() {
            if a.wp > b.wp && upgrades.contains(&(i as u8)) {
                lines.push(say!(
                    "humanity-preview-upgrade",
                    astronaut = i + 1,
                    from = b.wp,
                    to = a.wp
                ));
            }
        }
    }
    Ok(Words { summary, lines })
}
