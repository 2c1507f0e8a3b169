//! The page model of a Humanity turn: what the viewer may choose now, pre-filled from the
//! engine (legal choices only, the proposed payment, the default upgrade targets), and the
//! preview of the candidate turn.

use super::forms::pay_code;
use crate::engine::humanity::legal::{activatable_cells, first_upgrades};
use crate::engine::humanity::state::{Phase, Place, Player, MAX_WP};
use crate::engine::humanity::{
    affordable_experiments, affordable_modules, catalogue, preview, propose_payment, Action, Cell,
    Humanity, Preview, Res, State,
};
use crate::engine::{Game, Seat};

/// A choice in a select or radio list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opt {
    pub value: String,
    pub label: String,
}

/// One line of a payment: units from a module, paying one cost item.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PayRow {
    pub from: String,
    pub n: String,
    pub code: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Not this viewer's decision now.
    Waiting,
    /// Choose an astronaut and an action.
    Choose,
    Work,
    Deploy,
    Experiment,
    Pass,
    Place,
    /// Placement submitted; waiting for the other players.
    Placed,
    Over,
}

/// Query of the "choose" step: which astronaut and action the next form is for.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(default)]
pub struct Step {
    pub astronaut: Option<u8>,
    pub kind: String,
    pub hangar: Option<u8>,
    pub slot: Option<u8>,
}

#[derive(Debug, Clone)]
pub struct TurnPanel {
    pub mode: Mode,
    pub version: i32,
    pub astronaut: Option<u8>,
    pub astronaut_label: String,
    pub astronauts: Vec<Opt>,
    pub modules: Vec<Opt>,
    pub experiments: Vec<Opt>,
    pub can_work: bool,
    pub can_pass: bool,
    pub tiles: Vec<Opt>,
    pub activations: Vec<String>,
    pub target: u8,
    pub target_label: String,
    pub comm: bool,
    pub colour: String,
    pub pay_rows: Vec<PayRow>,
    pub pay_sources: Vec<Opt>,
    pub pay_codes: Vec<Opt>,
    pub upgrades: Vec<String>,
    pub upgrade_choices: Vec<Opt>,
    pub placing: Vec<(u8, String)>,
    pub place_cells: Vec<Opt>,
    pub preview: Option<Preview>,
    /// What the previewed turn stores, pays and where its astronaut ends.
    pub outcome: Option<Outcome>,
    /// The Work form: one row per tile the astronaut can activate, with how often.
    pub tile_rows: Vec<TileRow>,
    /// The WP the working astronaut has left.
    pub work_left: u8,
    pub error: Option<String>,
    /// Cells to outline on the viewer's base picture.
    pub highlight: Vec<Cell>,
}

impl TurnPanel {
    fn empty(mode: Mode, version: i32) -> Self {
        TurnPanel {
            mode,
            version,
            astronaut: None,
            astronaut_label: String::new(),
            astronauts: Vec::new(),
            modules: Vec::new(),
            experiments: Vec::new(),
            can_work: false,
            can_pass: false,
            tiles: Vec::new(),
            activations: Vec::new(),
            target: 0,
            target_label: String::new(),
            comm: false,
            colour: String::new(),
            pay_rows: Vec::new(),
            pay_sources: Vec::new(),
            pay_codes: Vec::new(),
            upgrades: Vec::new(),
            upgrade_choices: Vec::new(),
            placing: Vec::new(),
            place_cells: Vec::new(),
            preview: None,
            outcome: None,
            tile_rows: Vec::new(),
            work_left: 0,
            error: None,
            highlight: Vec::new(),
        }
    }

    pub fn is(&self, mode: &str) -> bool {
        let m = match self.mode {
            Mode::Waiting => "waiting",
            Mode::Choose => "choose",
            Mode::Work => "work",
            Mode::Deploy => "deploy",
            Mode::Experiment => "experiment",
            Mode::Pass => "pass",
            Mode::Place => "place",
            Mode::Placed => "placed",
            Mode::Over => "over",
        };
        m == mode
    }

    /// The most activations the WP left pay for in all: the cheapest tiles first, each as
    /// often as it allows.
    pub fn most_activations(&self) -> usize {
        let mut rows: Vec<&TileRow> = self.tile_rows.iter().collect();
        rows.sort_by_key(|t| t.wp);
        let (mut left, mut n) = (self.work_left, 0usize);
        for t in rows {
            let k = t.most.min(left / t.wp.max(1));
            left -= k * t.wp;
            n += usize::from(k);
        }
        n
    }
}

fn astronaut_label(player: &Player, i: u8) -> String {
    let Some(a) = player.astronauts.get(usize::from(i)) else {
        return format!("Astronaut {}", i + 1);
    };
    let place = match a.at {
        Place::Base(c) => format!("at {c}"),
        Place::Hangar(h) => format!("on the station (hangar {})", super::svg::hangar_number(h)),
        Place::Returning => "returning".into(),
    };
    format!(
        "Astronaut {} {place}, {} of {} WP left",
        i + 1,
        a.remaining,
        a.wp
    )
}

fn tile_label(player: &Player, cell: Cell) -> String {
    let cat = catalogue();
    if let Some(k) = player.module_index_at(cell) {
        let m = &player.modules[k];
        let def = cat.module(m.module);
        let store = if def.is_producer() {
            format!(", stock {}/3", m.stock)
        } else {
            String::new()
        };
        format!("{cell} {} ({} WP{store})", def.name, def.wp)
    } else {
        let resistance = player
            .obstacles
            .iter()
            .find(|o| o.cell == cell)
            .map_or(0, |o| o.resistance);
        format!("{cell} obstacle (1 WP, {resistance} left)")
    }
}

/// The cost item codes a payment line can pay, "I" .. "E" and "3O" .. "3P" for conversions.
fn pay_codes() -> Vec<Opt> {
    let mut out: Vec<Opt> = Res::ALL
        .iter()
        .map(|r| Opt {
            value: r.letter().to_string(),
            label: format!("{} ({})", r.name(), r.letter()),
        })
        .collect();
    for r in Res::ALL.iter().filter(|r| r.is_advanced()) {
        out.push(Opt {
            value: format!("3{}", r.letter()),
            label: format!("{} by 3-for-1", r.name()),
        });
    }
    out
}

fn pay_sources(player: &Player) -> Vec<Opt> {
    let cat = catalogue();
    player
        .modules
        .iter()
        .filter(|m| m.stock > 0 && cat.module(m.module).is_producer())
        .map(|m| {
            let def = cat.module(m.module);
            Opt {
                value: m.cell.name(),
                label: format!("{} {} ({} stored)", m.cell, def.produces_text(), m.stock),
            }
        })
        .collect()
}

/// Payment lines from spends, plus blank lines to edit.
fn pay_rows(payment: &[crate::engine::humanity::Spend]) -> Vec<PayRow> {
    let mut rows: Vec<PayRow> = payment
        .iter()
        .map(|s| PayRow {
            from: s.from.name(),
            n: s.n.to_string(),
            code: pay_code(s),
        })
        .collect();
    rows.extend(std::iter::repeat_with(PayRow::default).take(2));
    rows
}

fn upgrade_choices(player: &Player) -> Vec<Opt> {
    (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].wp < MAX_WP)
        .map(|i| Opt {
            value: i.to_string(),
            label: astronaut_label(player, i),
        })
        .collect()
}

/// The panel for a seat looking at `state` (None for spectators).
pub fn panel(state: &State, seat: Option<Seat>, version: i32, step: &Step) -> TurnPanel {
    let Some(seat) = seat.filter(|s| *s < state.seats()) else {
        return TurnPanel::empty(
            if state.is_over() {
                Mode::Over
            } else {
                Mode::Waiting
            },
            version,
        );
    };
    let player = &state.players[seat];
    match state.phase {
        Phase::Over => TurnPanel::empty(Mode::Over, version),
        Phase::Placement => placement_panel(state, seat, version, None),
        Phase::Turn { seat: s } if usize::from(s) != seat => {
            TurnPanel::empty(Mode::Waiting, version)
        }
        Phase::Turn { .. } => {
            let chosen = step.astronaut.filter(|&a| {
                player
                    .astronauts
                    .get(usize::from(a))
                    .is_some_and(|x| x.is_active())
            });
            let action = chosen.and_then(|astronaut| match step.kind.as_str() {
                "work" => Some(Action::Work {
                    astronaut,
                    activations: Vec::new(),
                }),
                "pass" => Some(Action::Pass { astronaut }),
                "deploy" => step.hangar.and_then(|hangar| {
                    let m = state.hangars.get(usize::from(hangar)).copied().flatten()?;
                    let payment =
                        propose_payment(player, &catalogue().module(m).cost).unwrap_or_default();
                    Some(Action::Deploy {
                        astronaut,
                        hangar,
                        colour: None,
                        payment,
                        upgrades: Vec::new(),
                    })
                }),
                "experiment" => step.slot.and_then(|slot| {
                    let e = state
                        .slots
                        .get(usize::from(slot).checked_sub(1)?)
                        .copied()
                        .flatten()?;
                    let payment = propose_payment(player, &catalogue().experiment(e).cost)
                        .unwrap_or_default();
                    Some(Action::Experiment {
                        astronaut,
                        slot,
                        payment,
                    })
                }),
                _ => None,
            });
            match action {
                Some(action) => action_panel(state, seat, version, &action, None, true),
                None => choose_panel(state, seat, version),
            }
        }
    }
}

fn choose_panel(state: &State, seat: Seat, version: i32) -> TurnPanel {
    let player = &state.players[seat];
    let cat = catalogue();
    let mut p = TurnPanel::empty(Mode::Choose, version);
    p.astronauts = (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].is_active())
        .map(|i| Opt {
            value: i.to_string(),
            label: astronaut_label(player, i),
        })
        .collect();
    p.can_work = player
        .astronauts
        .iter()
        .any(|a| a.is_active() && !activatable_cells(player, a.remaining).is_empty());
    p.modules = affordable_modules(state, seat)
        .into_iter()
        .filter_map(|h| {
            let m = state.hangars[usize::from(h)]?;
            let def = cat.module(m);
            Some(Opt {
                value: h.to_string(),
                label: format!(
                    "{} (hangar {}, costs {})",
                    def.name,
                    super::svg::hangar_number(h),
                    def.cost
                ),
            })
        })
        .collect();
    p.experiments = affordable_experiments(state, seat)
        .into_iter()
        .filter_map(|s| {
            let e = state.slots[usize::from(s - 1)]?;
            let def = cat.experiment(e);
            Some(Opt {
                value: s.to_string(),
                label: format!(
                    "Experiment {} (slot {s}, costs {}, +{} RP)",
                    def.id, def.cost, def.rp
                ),
            })
        })
        .collect();
    p.can_pass = Humanity::legal_actions(state, seat)
        .iter()
        .any(|a| matches!(a, Action::Pass { .. }));
    p.highlight = player
        .astronauts
        .iter()
        .filter(|a| a.is_active())
        .filter_map(|a| a.cell())
        .collect();
    p
}

/// The form of one action, filled with `action`'s choices, with its preview or `error`.
pub fn action_panel(
    state: &State,
    seat: Seat,
    version: i32,
    action: &Action,
    error: Option<String>,
    fill_upgrades: bool,
) -> TurnPanel {
    if let Action::Place { .. } = action {
        let mut p = placement_panel(state, seat, version, Some(action));
        p.error = error;
        return p;
    }
    let player = &state.players[seat];
    let cat = catalogue();
    let astronaut = action.astronaut().unwrap_or(0);
    let mode = match action {
        Action::Work { .. } => Mode::Work,
        Action::Deploy { .. } => Mode::Deploy,
        Action::Experiment { .. } => Mode::Experiment,
        _ => Mode::Pass,
    };
    let mut p = TurnPanel::empty(mode, version);
    p.astronaut = Some(astronaut);
    p.astronaut_label = astronaut_label(player, astronaut);
    p.highlight = player
        .astronauts
        .get(usize::from(astronaut))
        .and_then(|a| a.cell())
        .into_iter()
        .collect();
    let mut action = action.clone();
    match &mut action {
        Action::Work { activations, .. } => {
            // Work spends the WP left this round, not the astronaut's full WP.
            let left = player
                .astronauts
                .get(usize::from(astronaut))
                .map_or(0, |a| a.remaining);
            let cells = activatable_cells(player, left);
            p.work_left = left;
            p.tile_rows = cells
                .iter()
                .map(|&c| TileRow {
                    cell: c.name(),
                    label: tile_label(player, c),
                    wp: tile_wp(player, c),
                    most: most_activations(player, c, left),
                    chosen: activations.iter().filter(|&&a| a == c).count(),
                })
                .collect();
            p.tiles = cells
                .into_iter()
                .map(|c| Opt {
                    value: c.name(),
                    label: tile_label(player, c),
                })
                .collect();
            p.activations = activations.iter().map(|c| c.name()).collect();
            // The chosen tiles are outlined on the base too.
            for &c in activations.iter() {
                if !p.highlight.contains(&c) {
                    p.highlight.push(c);
                }
            }
        }
        Action::Deploy {
            hangar,
            colour,
            payment,
            upgrades,
            ..
        } => {
            p.target = *hangar;
            if let Some(m) = state.hangars.get(usize::from(*hangar)).copied().flatten() {
                let def = cat.module(m);
                p.target_label = format!("{}: costs {}", def.name, def.cost);
                p.comm = def.colour.is_none();
            }
            p.colour = colour.map(|c| c.name().to_string()).unwrap_or_else(|| {
                if p.comm {
                    "orange".into()
                } else {
                    String::new()
                }
            });
            if p.comm && colour.is_none() {
                *colour = Some(crate::engine::humanity::Colour::Orange);
            }
            p.pay_rows = pay_rows(payment);
            p.pay_sources = pay_sources(player);
            p.pay_codes = pay_codes();
            p.upgrade_choices = upgrade_choices(player);
            if fill_upgrades && upgrades.is_empty() {
                if let Ok(pre) = preview(state, seat, &action_without_upgrades(&action)) {
                    if let Action::Deploy { upgrades, .. } = &mut action {
                        *upgrades = first_upgrades(player, pre.upgrades_owed);
                    }
                }
            }
            if let Action::Deploy { upgrades, .. } = &action {
                p.upgrades = upgrades.iter().map(u8::to_string).collect();
            }
        }
        Action::Experiment { slot, payment, .. } => {
            p.target = *slot;
            if let Some(e) = usize::from(*slot)
                .checked_sub(1)
                .and_then(|i| state.slots.get(i).copied().flatten())
            {
                let def = cat.experiment(e);
                p.target_label =
                    format!("Experiment {}: costs {}, +{} RP", def.id, def.cost, def.rp);
            }
            p.pay_rows = pay_rows(payment);
            p.pay_sources = pay_sources(player);
            p.pay_codes = pay_codes();
        }
        _ => {}
    }
    let has_work = !matches!(&action, Action::Work { activations, .. } if activations.is_empty());
    match (error, has_work) {
        (Some(e), _) => p.error = Some(e),
        (None, true) => match preview(state, seat, &action_without_upgrades(&action)) {
            Ok(pre) => {
                let owed = pre.upgrades_owed;
                if p.upgrades.len() < owed {
                    p.upgrades.resize(owed, String::new());
                }
                p.upgrades
                    .truncate(owed.max(p.upgrades.iter().filter(|u| !u.is_empty()).count()));
                p.outcome = outcome(state, seat, &action, &pre);
                p.preview = Some(pre);
            }
            Err(e) => p.error = Some(e.to_string()),
        },
        (None, false) => {}
    }
    p
}

/// One tile of the Work form: activate it 0 to `most` times.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileRow {
    /// "M13", also the field name's suffix (`times_M13`).
    pub cell: String,
    pub label: String,
    /// WP per activation.
    pub wp: u8,
    /// As often as the WP left pay for and the tile allows (stock room, resistance left).
    pub most: u8,
    /// How often the current choice activates it.
    pub chosen: usize,
}

impl TileRow {
    /// The counts offered, 0 to `most` (and the current choice, even if more).
    pub fn counts(&self) -> Vec<usize> {
        (0..=usize::from(self.most).max(self.chosen)).collect()
    }
}

/// How often the tile at `cell` can be activated with `left` WP.
fn most_activations(player: &Player, cell: Cell, left: u8) -> u8 {
    let by_wp = left / tile_wp(player, cell).max(1);
    let cat = catalogue();
    let room = match player.module_index_at(cell) {
        Some(k) if cat.module(player.modules[k].module).is_producer() => {
            crate::engine::humanity::state::MAX_STOCK.saturating_sub(player.modules[k].stock)
        }
        Some(_) => by_wp,
        None => player
            .obstacles
            .iter()
            .find(|o| o.cell == cell)
            .map_or(0, |o| o.resistance),
    };
    by_wp.min(room)
}

/// WP to activate the tile at `cell` once (an obstacle costs 1).
fn tile_wp(player: &Player, cell: Cell) -> u8 {
    player
        .module_index_at(cell)
        .map_or(1, |k| catalogue().module(player.modules[k].module).wp)
}

/// One module whose stored units change in a previewed turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StockRow {
    /// "Ice (I)", "Insect or methane (N/M)".
    pub what: String,
    pub cell: String,
    /// Units gained (positive) or paid (negative).
    pub change: i32,
    /// Stored units after the turn, "2/3".
    pub after: String,
}

/// What a previewed turn does to the base and the astronaut, read off a simulated copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Units produced, one row per module.
    pub produced: Vec<StockRow>,
    /// Units paid, one row per module.
    pub paid: Vec<StockRow>,
    /// "stays at M13, exhausted for this round", "flies to hangar 5 of the station".
    pub astronaut: String,
    /// For Work: "2 of the 3 WP left; 1 WP unused is lost" (working exhausts the astronaut).
    pub wp: Option<String>,
}

/// Plays `action` (completed with the preview's payment and default upgrades) on a copy of the
/// state and reports the stock changes and where the astronaut ends.
fn outcome(state: &State, seat: Seat, action: &Action, pre: &Preview) -> Option<Outcome> {
    let player = state.players.get(seat)?;
    let mut action = action.clone();
    match &mut action {
        Action::Deploy {
            payment, upgrades, ..
        } => {
            if payment.is_empty() {
                *payment = pre.payment.clone();
            }
            if upgrades.is_empty() {
                *upgrades = first_upgrades(player, pre.upgrades_owed);
            }
        }
        Action::Experiment { payment, .. } if payment.is_empty() => {
            *payment = pre.payment.clone();
        }
        _ => {}
    }
    let mut sim = state.clone();
    let mut log = crate::engine::Log::silent();
    crate::engine::humanity::rules::play_turn_only(&mut sim, seat, &action, &mut log).ok()?;
    let after = &sim.players[seat];
    let cat = catalogue();
    let (mut produced, mut paid) = (Vec::new(), Vec::new());
    for m in &player.modules {
        let Some(k) = after.module_index_at(m.cell) else {
            continue;
        };
        let now = after.modules[k].stock;
        if now == m.stock {
            continue;
        }
        let def = cat.module(m.module);
        let letters: Vec<String> = Res::ALL
            .iter()
            .filter(|r| def.makes(**r))
            .map(|r| r.letter().to_string())
            .collect();
        let row = StockRow {
            what: format!("{} ({})", def.produces_text(), letters.join("/")),
            cell: m.cell.name(),
            change: i32::from(now) - i32::from(m.stock),
            after: format!("{now}/3"),
        };
        if row.change > 0 {
            produced.push(row);
        } else {
            paid.push(row);
        }
    }
    let index = usize::from(action.astronaut()?);
    let a = after.astronauts.get(index)?;
    let astronaut = match a.at {
        Place::Base(c) if a.remaining == 0 => format!("stays at {c}, exhausted for this round"),
        Place::Base(c) => format!("stays at {c} with {} of {} WP left", a.remaining, a.wp),
        Place::Hangar(h) => format!(
            "flies to hangar {} of the station",
            super::svg::hangar_number(h)
        ),
        Place::Returning => "heads home; you choose where it lands".into(),
    };
    let wp = match &action {
        Action::Work { activations, .. } => {
            let used: u8 = activations.iter().map(|&c| tile_wp(player, c)).sum();
            let had = player.astronauts.get(index).map_or(0, |a| a.remaining);
            let lost = had.saturating_sub(used);
            Some(if lost > 0 {
                let verb = if lost == 1 { "is" } else { "are" };
                format!("uses {used} of the {had} WP left; {lost} unused WP {verb} lost")
            } else {
                format!("uses all {had} WP left")
            })
        }
        _ => None,
    };
    Some(Outcome {
        produced,
        paid,
        astronaut,
        wp,
    })
}

fn action_without_upgrades(action: &Action) -> Action {
    match action {
        Action::Deploy {
            astronaut,
            hangar,
            colour,
            payment,
            ..
        } => Action::Deploy {
            astronaut: *astronaut,
            hangar: *hangar,
            colour: *colour,
            payment: payment.clone(),
            upgrades: Vec::new(),
        },
        other => other.clone(),
    }
}

fn placement_panel(state: &State, seat: Seat, version: i32, chosen: Option<&Action>) -> TurnPanel {
    let player = &state.players[seat];
    let returning: Vec<u8> = (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].at == Place::Returning)
        .collect();
    if returning.is_empty() {
        return TurnPanel::empty(Mode::Waiting, version);
    }
    if player.placement.is_some() {
        return TurnPanel::empty(Mode::Placed, version);
    }
    let mut p = TurnPanel::empty(Mode::Place, version);
    let cells = crate::engine::humanity::base::placement_cells(player);
    let picked = |i: u8| -> String {
        match chosen {
            Some(Action::Place { placements }) => placements
                .iter()
                .find(|pl| pl.astronaut == i)
                .map(|pl| pl.cell.name())
                .unwrap_or_default(),
            _ => cells
                .get(returning.iter().position(|&r| r == i).unwrap_or(0))
                .map(|c| c.name())
                .unwrap_or_default(),
        }
    };
    p.placing = returning.iter().map(|&i| (i, picked(i))).collect();
    p.place_cells = cells
        .iter()
        .map(|c| Opt {
            value: c.name(),
            label: c.name(),
        })
        .collect();
    p.highlight = cells;
    p
}
