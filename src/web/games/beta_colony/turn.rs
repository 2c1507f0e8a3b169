//! The page model of a Beta Colony turn: one form per kind of decision (a mat, a ship's place,
//! C2A's colony, an action, a dock, a free build), composed from the view and the component
//! data, with its defaults taken from the engine's sample of legal submissions, and the preview
//! of the candidate submission.
//!
//! An action is chosen in two steps: the destination (a GET, also reached by tapping a
//! location on the board, which changes nothing), then one form with the dice, the fuel and
//! everything the destination asks. Every option carries its JSON value (`null`,
//! `{"die":"black","fuel":1}`, `"water"`, ...), so the submitted form reads back into exactly one
//! `Action`; the engine validates the rest. Answers the form leaves out are filled by the
//! defaults of §16.6, as the preview shows (`completed`).

use crate::engine::beta_colony::action::{Action, Answer, MoveActivate, NexusOption, Unit};
use crate::engine::beta_colony::data::{
    data, AchievementKind, CycleBonus, Die, LocationKind, Material, PodBonus,
};
use crate::engine::beta_colony::legal::least_fuel;
use crate::engine::beta_colony::preview::Preview;
use crate::engine::beta_colony::rules::{complete, destination, display_slot};
use crate::engine::beta_colony::state::{Step, ROW_NAMES};
use crate::engine::beta_colony::{legal_actions, preview, readings, State, View};
use crate::engine::Seat;
use serde_json::{Map, Value};

/// A choice in a select or radio list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opt {
    pub value: String,
    pub label: String,
}

/// One labelled select of a form.
#[derive(Debug, Clone)]
pub struct Field {
    /// The form field's name.
    pub name: String,
    pub label: String,
    pub options: Vec<Opt>,
    pub chosen: String,
    /// Drawn as radio buttons rather than a select.
    pub radio: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Not this viewer's decision now.
    Waiting,
    /// A whole decision among a short list: a mat, a ship's location.
    Pick,
    /// Choose a destination for an action, or dock.
    Choose,
    /// The action to the chosen destination.
    Move,
    /// A free pod or a free achievement (§8.6), or C2A's colony (§11.2): selects and answers.
    Free,
    Over,
}

/// What a previewed submission does, in words.
#[derive(Debug, Clone)]
pub struct PreviewText {
    pub summary: String,
    pub lines: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct TurnPanel {
    pub mode: Mode,
    pub version: i32,
    pub heading: String,
    /// Pick: the whole decisions; Choose: the docks (each the action's JSON).
    pub options: Vec<Opt>,
    /// Choose: the locations an action can reach now (value: the location id).
    pub destinations: Vec<Opt>,
    /// Move: the chosen destination and its name.
    pub to: String,
    pub to_label: String,
    /// Move and Free: the kind of the submission.
    pub kind: String,
    /// Move and Free: the selects; Choose: the tweak and C1B's material for a dock.
    pub fields: Vec<Field>,
    /// The answers the bonuses need (`answer_1`...), once known.
    pub answers: Vec<Field>,
    /// The JSON of the option chosen in `options` (a form shown again).
    pub chosen: String,
    pub preview: Option<PreviewText>,
    pub error: Option<String>,
    /// What the acting player holds, in a line ("You hold 3 fuel, ...").
    pub holding: String,
}

impl TurnPanel {
    pub fn is(&self, mode: &str) -> bool {
        let m = match self.mode {
            Mode::Waiting => "waiting",
            Mode::Pick => "pick",
            Mode::Choose => "choose",
            Mode::Move => "move",
            Mode::Free => "free",
            Mode::Over => "over",
        };
        m == mode
    }

    /// The location ids the board links to the action form: the destinations open now.
    pub fn highlight(&self) -> Vec<String> {
        match self.mode {
            Mode::Choose => self.destinations.iter().map(|o| o.value.clone()).collect(),
            Mode::Move => vec![self.to.clone()],
            _ => Vec::new(),
        }
    }
}

fn json<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_string(x).unwrap_or_else(|_| "null".into())
}

fn opt(value: String, label: impl Into<String>) -> Opt {
    Opt {
        value,
        label: label.into(),
    }
}

fn field(name: &str, label: &str, options: Vec<Opt>, chosen: String) -> Field {
    let mut options = options;
    if !options.iter().any(|o| o.value == chosen) {
        let label = if chosen == "null" {
            "Choose one"
        } else {
            "As sent"
        };
        options.insert(0, opt(chosen.clone(), label));
    }
    Field {
        name: name.to_string(),
        label: label.to_string(),
        options,
        chosen,
        radio: false,
    }
}

/// The same field drawn as radio buttons (options too long for a select on a phone).
fn radio(mut f: Field) -> Field {
    f.radio = true;
    f
}

pub fn material_label(m: Material) -> String {
    format!("{} {}", m.name(), m.letter())
}

fn die_label(v: &View, seat: Seat, d: Die) -> String {
    let value = v
        .players
        .get(seat)
        .and_then(|p| p.dice.iter().find(|x| x.die == d.name()))
        .map_or(0, |x| x.value);
    format!("{} {} ({value})", d.name(), d.letter())
}

fn location_label(i: u8) -> String {
    let d = data();
    let Some(l) = d.locations.get(usize::from(i)) else {
        return "?".into();
    };
    let what = match l.kind {
        LocationKind::Fuel => "fuel".to_string(),
        LocationKind::Moon => format!(
            "moon: {}",
            l.materials
                .iter()
                .map(|&m| material_label(m))
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        LocationKind::Manufactory => "build a pod".to_string(),
        LocationKind::Nexus => "a material and fuel, or an achievement".to_string(),
    };
    let bonus = l
        .bonus_die
        .map(|b| format!("; {} die +1 CP", b.name()))
        .unwrap_or_default();
    format!(
        "{} ({what}{bonus})",
        super::board::location_label(usize::from(i))
    )
}

/// "Thebes 32 · outer · pays W": numbered 1–54 as the board shows them, and short enough for
/// a select on a phone.
pub fn space_label(space: u8) -> String {
    let d = data();
    let colony = d
        .colonies
        .get(usize::from(space) / 18)
        .map_or("?", |c| c.name.as_str());
    let ring = if d.is_inner(space) { "inner" } else { "outer" };
    let pays = d
        .space_colour
        .get(usize::from(space))
        .map(|c| c.material().letter())
        .unwrap_or('?');
    format!(
        "{colony} {} · {ring} · pays {pays}",
        super::board::space_number(usize::from(space))
    )
}

fn pod_label(s: &State, pod: u8) -> String {
    let d = data();
    let Some(p) = d.pods.get(usize::from(pod)) else {
        return "?".into();
    };
    let (kind, letter) = p.kind();
    let row = display_slot(s, pod)
        .map(|(r, _)| format!("row {}: ", ROW_NAMES[r]))
        .unwrap_or_default();
    let bonus = match p.bonus {
        PodBonus::None => "",
        PodBonus::Cp2 => ", +2 CP",
        PodBonus::Artifact => ", +1 artifact",
        PodBonus::Fuel2 => ", +2 fuel",
        PodBonus::Crew2 => ", 2 crew",
        PodBonus::Nocrew => ", no crew",
    };
    format!(
        "{} {row}{} {letter} {kind}, influence {}{bonus}; pays {}",
        p.id,
        p.colour.name(),
        p.influence,
        material_label(p.colour.material())
    )
}

fn achievement_label(id: &str) -> String {
    let d = data();
    let Some(a) = d.achievements.iter().find(|a| a.id == id) else {
        return id.to_string();
    };
    match &a.kind {
        AchievementKind::Statue { artifacts, .. } => {
            format!("{} {} (statue, {artifacts} artifacts)", a.id, a.name)
        }
        AchievementKind::Building { cost, cp, .. } => format!(
            "{} {} (building, {cp} CP, costs {})",
            a.id,
            a.name,
            cost.iter().map(|m| m.letter()).collect::<String>()
        ),
    }
}

/// The payment units `seat` holds now (pairs only where `pairs`).
fn units(s: &State, seat: Seat, pairs: bool) -> Vec<Opt> {
    let Some(p) = s.players.get(seat) else {
        return Vec::new();
    };
    let mut out: Vec<Opt> = Material::ALL
        .iter()
        .filter(|m| p.materials[m.index()] > 0)
        .map(|&m| opt(json(&Unit::material(m)), material_label(m)))
        .collect();
    if p.artifacts > 0 {
        out.push(opt(json(&Unit::ARTIFACT), "an artifact"));
    }
    if pairs && readings::pair_pays(p.power()) {
        for &m in Material::ALL.iter().filter(|m| p.materials[m.index()] >= 2) {
            out.push(opt(
                json(&Unit::Pair { pair: m }),
                format!("two {} (M4)", material_label(m)),
            ));
        }
    }
    out
}

fn answer_label(a: &Answer) -> String {
    match a {
        Answer::Material { material } => material_label(*material),
        Answer::Materials { materials } => materials
            .iter()
            .map(|&m| material_label(m))
            .collect::<Vec<_>>()
            .join(" and "),
        Answer::CrewOn { crew_on } => {
            let d = data();
            let colony = d
                .colonies
                .get(usize::from(*crew_on) / 18)
                .map_or("?", |c| c.name.as_str());
            format!(
                "crew on {colony} {}",
                super::board::space_number(usize::from(*crew_on))
            )
        }
        Answer::Colony { colony } => data()
            .colonies
            .get(colony.index())
            .map_or_else(|| "?".into(), |c| c.name.clone()),
    }
}

/// The select of one answer: every answer of the same kind the board allows.
fn answer_field(s: &State, i: usize, a: &Answer) -> Field {
    use crate::engine::beta_colony::action::ColonyId;
    let (what, options): (&str, Vec<Answer>) = match a {
        Answer::Material { .. } => (
            "a material",
            Material::ALL
                .iter()
                .map(|&material| Answer::Material { material })
                .collect(),
        ),
        Answer::Materials { materials } => {
            let mut all = Vec::new();
            for (i, &x) in Material::ALL.iter().enumerate() {
                for &y in &Material::ALL[i..] {
                    all.push(Answer::Materials {
                        materials: if materials.len() == 1 {
                            vec![x]
                        } else {
                            vec![x, y]
                        },
                    });
                }
            }
            all.dedup();
            ("materials", all)
        }
        Answer::CrewOn { .. } => (
            "the pod for a crew",
            (0..54u8)
                .filter(|&sp| s.pod_at(usize::from(sp)).is_some())
                .map(|crew_on| Answer::CrewOn { crew_on })
                .collect(),
        ),
        Answer::Colony { .. } => (
            "a colony",
            ColonyId::ALL
                .iter()
                .map(|&colony| Answer::Colony { colony })
                .collect(),
        ),
    };
    let mut options: Vec<Opt> = options
        .iter()
        .map(|x| opt(json(x), answer_label(x)))
        .collect();
    options.insert(0, opt(DEFAULT.into(), "Default (and later ones)"));
    field(
        &format!("answer_{}", i + 1),
        &format!("Bonus choice {}: {what}", i + 1),
        options,
        json(a),
    )
}

/// The destination of a sample move.
fn dest_of(s: &State, seat: Seat, m: &MoveActivate) -> Option<u8> {
    let from = s.players.get(seat)?.ship?;
    let v = i32::from(s.die_value(seat, m.mv.die)) + m.mv.fuel;
    Some(destination(from, v, m.mv.ccw))
}

/// The panel for `seat` (None: a spectator). `to`: the destination chosen in the first step
/// of an action; `candidate`: the submission of a form shown again (its choices stay
/// selected), with its preview when `with_preview`.
#[allow(clippy::too_many_arguments)]
pub fn panel(
    s: &State,
    v: &View,
    seat: Option<Seat>,
    version: i32,
    to: Option<&str>,
    candidate: Option<&Action>,
    with_preview: bool,
    labels: &[String],
) -> TurnPanel {
    let mut p = TurnPanel {
        mode: Mode::Waiting,
        version,
        heading: String::new(),
        options: Vec::new(),
        destinations: Vec::new(),
        to: String::new(),
        to_label: String::new(),
        kind: String::new(),
        fields: Vec::new(),
        answers: Vec::new(),
        chosen: candidate
            .filter(|a| {
                matches!(
                    a,
                    Action::ChooseMat(_) | Action::PlaceShip(_) | Action::Dock(_)
                )
            })
            .map(|a| match a {
                Action::Dock(d) => json(&Action::Dock(crate::engine::beta_colony::action::Dock {
                    dice: d.dice.clone(),
                    tweak: None,
                    cycle_material: None,
                })),
                a => json(a),
            })
            .unwrap_or_default(),
        preview: None,
        error: None,
        holding: String::new(),
    };
    if s.is_over() {
        p.mode = Mode::Over;
        return p;
    }
    let Some(seat) = seat.filter(|&x| s.current() == Some(x)) else {
        return p;
    };
    let legal = legal_actions(s, seat);
    let d = data();
    p.holding = holding(v, seat);
    match s.step {
        Step::ChooseMat { .. } => {
            p.mode = Mode::Pick;
            p.heading = "Choose your player mat".into();
            p.options = legal.iter().map(|a| opt(json(a), pick_label(a))).collect();
        }
        Step::PlaceShip { .. } => {
            p.mode = Mode::Pick;
            p.heading = "Put your ship on a free location of the orbit".into();
            p.options = legal.iter().map(|a| opt(json(a), pick_label(a))).collect();
        }
        Step::CycleInfluence { .. } => {
            p.mode = Mode::Free;
            p.kind = "cycle_influence".into();
            p.heading = "C2A: choose the colony where you gain 1 influence".into();
            let chosen = match candidate.or_else(|| legal.first()) {
                Some(Action::CycleInfluence(c)) => json(&c.colony),
                _ => String::new(),
            };
            p.fields.push(radio(field(
                "colony",
                "Colony",
                legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::CycleInfluence(c) => Some(opt(json(&c.colony), pick_label(a))),
                        _ => None,
                    })
                    .collect(),
                chosen,
            )));
        }
        Step::FreeBuild { .. } => {
            p.mode = Mode::Free;
            free_fields(s, &mut p, &legal, candidate);
        }
        Step::Action { phase, .. } => {
            p.mode = Mode::Choose;
            p.heading = format!("Your action {phase} of this round: move and activate, or dock");
            let mut dests: Vec<u8> = Vec::new();
            for a in &legal {
                if let Action::MoveActivate(m) = a {
                    if let Some(t) = dest_of(s, seat, m) {
                        if !dests.contains(&t) {
                            dests.push(t);
                        }
                    }
                }
            }
            dests.sort_unstable();
            p.destinations = dests
                .iter()
                .filter_map(|&t| {
                    d.locations
                        .get(usize::from(t))
                        .map(|l| opt(l.id.clone(), location_label(t)))
                })
                .collect();
            p.options = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Dock(dk) => Some(opt(
                        json(a),
                        format!(
                            "Dock with {}: +1 fuel",
                            dk.dice
                                .iter()
                                .map(|&x| die_label(v, seat, x))
                                .collect::<Vec<_>>()
                                .join(" and ")
                        ),
                    )),
                    _ => None,
                })
                .collect();
            let (tweak, cycle_mat) = first_options(s, phase);
            let given = match candidate {
                Some(Action::Dock(dk)) => (dk.tweak, dk.cycle_material),
                Some(Action::MoveActivate(m)) => (m.tweak, m.cycle_material),
                _ => (None, None),
            };
            if tweak {
                p.fields.push(tweak_field(s, v, seat, given.0));
            }
            if cycle_mat {
                p.fields.push(cycle_material_field(given.1));
            }
            let chosen = match candidate {
                Some(Action::MoveActivate(m)) => dest_of(s, seat, m),
                _ => to.and_then(|t| d.location_by_id(t)),
            };
            if let Some(t) = chosen.filter(|t| dests.contains(t)) {
                p.mode = Mode::Move;
                p.to = d.locations[usize::from(t)].id.clone();
                p.to_label = location_label(t);
                p.heading = format!(
                    "Your action {phase}: to {}",
                    d.locations[usize::from(t)].name
                );
                p.kind = "move_activate".into();
                let samples: Vec<&MoveActivate> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::MoveActivate(m) if dest_of(s, seat, m) == Some(t) => Some(m),
                        _ => None,
                    })
                    .collect();
                let current = match candidate {
                    Some(Action::MoveActivate(m)) => m.clone(),
                    _ => samples[0].clone(),
                };
                let mut fields = std::mem::take(&mut p.fields);
                let mut head = move_fields(s, v, seat, t, &current, &samples);
                head.append(&mut fields);
                p.fields = head;
            }
        }
        Step::Finished => {}
    }
    if let Some(a) = candidate {
        if !matches!(p.mode, Mode::Pick | Mode::Choose) {
            p.answers = answers_of(s, a.choices());
        }
        if with_preview {
            match preview::preview(s, seat, a) {
                Ok(pv) => {
                    if !matches!(p.mode, Mode::Pick | Mode::Choose) {
                        p.answers = answers_of(s, &pv.answers);
                    }
                    p.preview = Some(preview_text(&pv, labels));
                }
                Err(e) => p.error = Some(e.to_string()),
            }
        }
    }
    p
}

fn answers_of(s: &State, answers: &[Answer]) -> Vec<Field> {
    answers
        .iter()
        .enumerate()
        .map(|(i, a)| answer_field(s, i, a))
        .collect()
}

/// "You hold 3 fuel, 1 artifact, 12 crew; materials S 2, W 1; unused dice black K (6), ...".
fn holding(v: &View, seat: Seat) -> String {
    let Some(p) = v.players.get(seat) else {
        return String::new();
    };
    let materials: Vec<String> = Material::ALL
        .iter()
        .filter_map(|m| {
            let n = p.materials.get(m.name()).copied().unwrap_or(0);
            (n > 0).then(|| format!("{} {n}", m.letter()))
        })
        .collect();
    let dice: Vec<String> = p
        .dice
        .iter()
        .filter(|x| !x.used)
        .map(|x| format!("{} {} ({})", x.die, x.letter, x.value))
        .collect();
    let mut out = format!(
        "You hold {} fuel, {} and {} crew; materials: {}",
        p.fuel,
        crate::mail::messages::counted(i64::from(p.artifacts), "artifact"),
        p.crew_supply,
        if materials.is_empty() {
            "none".to_string()
        } else {
            materials.join(", ")
        }
    );
    if v.round > 0 && !dice.is_empty() {
        out.push_str(&format!("; unused dice: {}", dice.join(", ")));
    }
    out.push('.');
    out
}

/// Whether the tweak and C1B's material may be given now (§4.1).
fn first_options(s: &State, phase: u8) -> (bool, bool) {
    let tweak = phase == 1
        && (s.bonus_active(CycleBonus::TweakSix) || s.bonus_active(CycleBonus::TweakFlip));
    let material = phase == 1 && s.round == 1 && s.bonus_active(CycleBonus::StartMaterial);
    (tweak, material)
}

fn tweak_field(
    s: &State,
    v: &View,
    seat: Seat,
    given: Option<crate::engine::beta_colony::action::Tweak>,
) -> Field {
    let six = s.bonus_active(CycleBonus::TweakSix);
    let mut options = vec![opt("null".into(), "No tweak")];
    for x in Die::ALL {
        let value = s.die_value(seat, x);
        let after = if six { 6 } else { 7 - value };
        options.push(opt(
            json(&crate::engine::beta_colony::action::Tweak { die: x }),
            format!("{}: becomes {after}", die_label(v, seat, x)),
        ));
    }
    let card = if six { "C1A" } else { "C3A" };
    field(
        "tweak",
        &format!("{card}: change one die for the round"),
        options,
        given.map_or_else(|| "null".into(), |t| json(&t)),
    )
}

fn cycle_material_field(given: Option<Material>) -> Field {
    let mut options = vec![opt("null".into(), "No material")];
    options.extend(
        Material::ALL
            .iter()
            .map(|&m| opt(json(&m), material_label(m))),
    );
    field(
        "cycle_material",
        "C1B: one material to take first",
        options,
        given.map_or_else(|| "null".into(), |m| json(&m)),
    )
}

fn pick_label(a: &Action) -> String {
    let d = data();
    match a {
        Action::ChooseMat(m) => d.mats.iter().find(|x| x.id == m.mat).map_or_else(
            || m.mat.clone(),
            |x| {
                let at = d
                    .locations
                    .get(usize::from(x.extra_location))
                    .map_or("?", |l| l.name.as_str());
                let power = match x.power {
                    crate::engine::beta_colony::data::MatPower::BlackSix => {
                        "the black die counts as 6 at a moon"
                    }
                    crate::engine::beta_colony::data::MatPower::BlackAnyRow => {
                        "the black die reaches every Manufactory row"
                    }
                    crate::engine::beta_colony::data::MatPower::ExtraFuel => {
                        "1 more fuel at the Ridback and the Nexus supply"
                    }
                    crate::engine::beta_colony::data::MatPower::Pair => {
                        "two equal materials pay a pod's taking cost"
                    }
                    crate::engine::beta_colony::data::MatPower::BlackCcw => {
                        "the black die may move counterclockwise"
                    }
                };
                format!(
                    "{}: +1 {} at {at}; {power}",
                    x.id,
                    material_label(x.extra_material)
                )
            },
        ),
        Action::PlaceShip(p) => d
            .location_by_id(&p.location)
            .map_or_else(|| p.location.clone(), location_label),
        Action::CycleInfluence(c) => d
            .colonies
            .get(c.colony.index())
            .map_or_else(|| "?".into(), |x| x.name.clone()),
        _ => String::new(),
    }
}

/// The selects of an action to `to`, their defaults from `current`.
fn move_fields(
    s: &State,
    v: &View,
    seat: Seat,
    to: u8,
    current: &MoveActivate,
    samples: &[&MoveActivate],
) -> Vec<Field> {
    let d = data();
    let pl = &s.players[seat];
    let unused: Vec<Die> = Die::ALL
        .into_iter()
        .filter(|x| !pl.used[x.index()])
        .collect();
    let from = pl.ship.unwrap_or(0);
    let mut moves = Vec::new();
    for &x in &unused {
        for ccw in [false, true] {
            if ccw && !readings::may_move_ccw(pl.power(), x) {
                continue;
            }
            let value = i32::from(s.die_value(seat, x));
            let fuel = least_fuel(value, from, to, ccw);
            if fuel.unsigned_abs() > pl.fuel {
                continue;
            }
            let mv = crate::engine::beta_colony::action::MoveDie { die: x, fuel, ccw };
            let cost = match fuel {
                0 => String::new(),
                f => format!(", {f:+} fuel"),
            };
            let dir = if ccw { ", ccw" } else { "" };
            moves.push(opt(
                json(&mv),
                format!("{}{cost}{dir}", die_label(v, seat, x)),
            ));
        }
    }
    let mut out = vec![field(
        "move",
        "Die that moves the ship",
        moves,
        json(&current.mv),
    )];
    out.push(field(
        "act_die",
        "Die that activates the location",
        unused
            .iter()
            .map(|&x| opt(json(&x), die_label(v, seat, x)))
            .collect(),
        json(&current.activate.die),
    ));
    let reach = i64::from(pl.fuel.min(6));
    out.push(field(
        "act_fuel",
        "Fuel on the activating die (each step costs 1 fuel)",
        (-reach..=reach)
            .map(|f| {
                opt(
                    f.to_string(),
                    match f {
                        0 => "None".to_string(),
                        f => format!("{f:+} to its value"),
                    },
                )
            })
            .collect(),
        current.activate.fuel.to_string(),
    ));
    let loc = &d.locations[usize::from(to)];
    let at = &current.at;
    match loc.kind {
        LocationKind::Fuel => {}
        LocationKind::Moon => {
            let n = at.take.as_ref().map_or(0, Vec::len).max(
                samples
                    .iter()
                    .map(|m| m.at.take.as_ref().map_or(0, Vec::len))
                    .max()
                    .unwrap_or(0),
            );
            if n == 0 {
                out.push(field(
                    "take_1",
                    "Material to take",
                    vec![opt("null".into(), "Nothing (10 held)")],
                    "null".into(),
                ));
            }
            for i in 0..n {
                let mut options: Vec<Opt> = loc
                    .materials
                    .iter()
                    .map(|&m| opt(json(&m), material_label(m)))
                    .collect();
                options.push(opt("null".into(), "Nothing"));
                let chosen = at
                    .take
                    .as_ref()
                    .and_then(|t| t.get(i))
                    .map_or_else(|| "null".into(), json);
                out.push(field(
                    &format!("take_{}", i + 1),
                    &format!("Material {} to take", i + 1),
                    options,
                    chosen,
                ));
            }
        }
        LocationKind::Manufactory => {
            let mut pods: Vec<Opt> = s
                .display
                .iter()
                .flatten()
                .flatten()
                .map(|&pod| opt(json(&d.pods[usize::from(pod)].id), pod_label(s, pod)))
                .collect();
            pods.push(opt(
                "null".into(),
                "Build nothing (only when no build is possible)",
            ));
            out.push(radio(field(
                "pod",
                "Pod to take from the display",
                pods,
                at.pod.as_ref().map_or_else(|| "null".into(), json),
            )));
            // With no build at the sampled values, fuel may still open one: the build's
            // fields are always offered while the display has pods.
            if s.display.iter().flatten().any(Option::is_some) {
                out.push(field(
                    "space",
                    "Space to build it on",
                    open_spaces(s, false),
                    at.space.map_or_else(|| "null".into(), |x| x.to_string()),
                ));
                out.push(field(
                    "take_pay",
                    "Pay for the pod with",
                    units(s, seat, true),
                    at.take_pay.as_ref().map_or_else(|| "null".into(), json),
                ));
                out.push(field(
                    "build_pay",
                    "Pay for the space with",
                    units(s, seat, false),
                    at.build_pay.as_ref().map_or_else(|| "null".into(), json),
                ));
                if s.bonus_active(CycleBonus::C3cPoints) {
                    let mut options = vec![opt("null".into(), "No")];
                    options.extend(units(s, seat, false));
                    out.push(field(
                        "c3c_pay",
                        "C3C: pay one more for +2 CP",
                        options,
                        at.c3c_pay.as_ref().map_or_else(|| "null".into(), json),
                    ));
                }
            }
        }
        LocationKind::Nexus => {
            let ach = samples
                .iter()
                .find(|m| m.at.option == Some(NexusOption::Achievement))
                .map(|m| &m.at);
            let (supply_at, ach_at) = match at.option {
                Some(NexusOption::Achievement) => (None, Some(at)),
                _ => (Some(at), ach),
            };
            let mut options = vec![opt(
                json(&NexusOption::Supply),
                "Supply: a material and fuel",
            )];
            if ach_at.is_some() {
                options.push(opt(
                    json(&NexusOption::Achievement),
                    "A cultural achievement",
                ));
            }
            out.push(radio(field(
                "option",
                "What the Nexus gives",
                options,
                json(&at.option.unwrap_or(NexusOption::Supply)),
            )));
            let mut mats: Vec<Opt> = Material::ALL
                .iter()
                .map(|&m| opt(json(&m), material_label(m)))
                .collect();
            if pl.room() == 0 {
                mats.push(opt("null".into(), "None (you hold 10)"));
            }
            out.push(field(
                "material",
                "Supply: the material",
                mats,
                supply_at
                    .and_then(|a| a.material)
                    .map_or_else(|| "null".into(), |m| json(&m)),
            ));
            if let Some(a) = ach_at {
                let mut avail: Vec<String> = s
                    .buildings
                    .first()
                    .map(|&b| d.achievements[usize::from(b)].id.clone())
                    .into_iter()
                    .collect();
                avail.extend(
                    s.statues
                        .iter()
                        .map(|&x| d.achievements[usize::from(x)].id.clone()),
                );
                out.push(radio(field(
                    "achievement",
                    "Achievement: which",
                    avail
                        .iter()
                        .map(|id| opt(json(id), achievement_label(id)))
                        .collect(),
                    a.achievement.as_ref().map_or_else(|| "null".into(), json),
                )));
                let pay = a.pay.clone().unwrap_or_default();
                for i in 0..4 {
                    let mut options = units(s, seat, false);
                    options.push(opt("null".into(), "Nothing (statues take 3)"));
                    out.push(field(
                        &format!("pay_{}", i + 1),
                        &format!("Achievement: payment {}", i + 1),
                        options,
                        pay.get(i).map_or_else(|| "null".into(), json),
                    ));
                }
                out.push(field(
                    "ach_space",
                    "Achievement: the outer space",
                    open_spaces(s, true),
                    a.space.map_or_else(|| "null".into(), |x| x.to_string()),
                ));
                out.push(field(
                    "space_pay",
                    "Achievement: pay for the space with",
                    units(s, seat, false),
                    a.space_pay.as_ref().map_or_else(|| "null".into(), json),
                ));
            }
        }
    }
    out
}

/// The open spaces (only the outer ring when `outer`), as options.
fn open_spaces(s: &State, outer: bool) -> Vec<Opt> {
    let d = data();
    (0..54u8)
        .filter(|&sp| s.board.get(usize::from(sp)).is_some_and(Option::is_none))
        .filter(|&sp| !outer || !d.is_inner(sp))
        .map(|sp| opt(sp.to_string(), space_label(sp)))
        .collect()
}

/// The selects of a free build, their defaults from the first legal one (or the candidate).
fn free_fields(s: &State, p: &mut TurnPanel, legal: &[Action], candidate: Option<&Action>) {
    let d = data();
    let first = candidate
        .filter(|a| matches!(a, Action::FreePod(_) | Action::FreeAchievement(_)))
        .or_else(|| legal.first());
    match first {
        Some(Action::FreePod(f)) => {
            p.kind = "free_pod".into();
            p.heading = "Free pod: take any pod of the display and build it for nothing".into();
            let mut pods: Vec<String> = Vec::new();
            let mut spaces: Vec<u8> = Vec::new();
            for a in legal {
                if let Action::FreePod(x) = a {
                    if !pods.contains(&x.pod) {
                        pods.push(x.pod.clone());
                    }
                    if !spaces.contains(&x.space) {
                        spaces.push(x.space);
                    }
                }
            }
            spaces.sort_unstable();
            p.fields.push(radio(field(
                "pod",
                "Pod",
                pods.iter()
                    .map(|id| {
                        opt(
                            json(id),
                            d.pod_by_id(id)
                                .map_or_else(|| id.clone(), |i| pod_label(s, i)),
                        )
                    })
                    .collect(),
                json(&f.pod),
            )));
            p.fields.push(field(
                "space",
                "Space",
                spaces
                    .iter()
                    .map(|&x| opt(x.to_string(), space_label(x)))
                    .collect(),
                f.space.to_string(),
            ));
        }
        Some(Action::FreeAchievement(f)) => {
            p.kind = "free_achievement".into();
            p.heading =
                "Free achievement: take an available one and put it on an open outer space".into();
            let mut achs: Vec<String> = Vec::new();
            let mut spaces: Vec<u8> = Vec::new();
            for a in legal {
                if let Action::FreeAchievement(x) = a {
                    if !achs.contains(&x.achievement) {
                        achs.push(x.achievement.clone());
                    }
                    if !spaces.contains(&x.space) {
                        spaces.push(x.space);
                    }
                }
            }
            spaces.sort_unstable();
            p.fields.push(radio(field(
                "achievement",
                "Achievement",
                achs.iter()
                    .map(|id| opt(json(id), achievement_label(id)))
                    .collect(),
                json(&f.achievement),
            )));
            p.fields.push(field(
                "space",
                "Space",
                spaces
                    .iter()
                    .map(|&x| opt(x.to_string(), space_label(x)))
                    .collect(),
                f.space.to_string(),
            ));
        }
        _ => {
            p.heading = "A free build".into();
        }
    }
}

fn preview_text(p: &Preview, labels: &[String]) -> PreviewText {
    let (b, a) = (&p.before, &p.after);
    let mut parts = vec![format!("CP {} → {}", b.cp, a.cp)];
    let mut num = |what: &str, x: u32, y: u32| {
        if x != y {
            parts.push(format!("{what} {x} → {y}"));
        }
    };
    num("fuel", b.fuel, a.fuel);
    num("artifacts", u32::from(b.artifacts), u32::from(a.artifacts));
    num(
        "crew in supply",
        u32::from(b.crew_supply),
        u32::from(a.crew_supply),
    );
    for m in Material::ALL {
        let x = b.materials.get(m.name()).copied().unwrap_or(0);
        let y = a.materials.get(m.name()).copied().unwrap_or(0);
        num(&material_label(m), u32::from(x), u32::from(y));
    }
    for (c, x) in &b.influence {
        let y = a.influence.get(c).copied().unwrap_or(0);
        let name = data()
            .colonies
            .iter()
            .find(|k| &k.id == c)
            .map_or(c.as_str(), |k| k.name.as_str());
        num(&format!("influence in {name}"), u32::from(*x), u32::from(y));
    }
    if a.achievements.len() > b.achievements.len() {
        parts.push(format!(
            "achievement {}",
            a.achievements[b.achievements.len()..].join(", ")
        ));
    }
    let mut lines: Vec<String> = p
        .answers
        .iter()
        .enumerate()
        .map(|(i, x)| format!("Bonus choice {}: {}", i + 1, answer_label(x)))
        .collect();
    if p.missing_answers > 0 {
        lines.push(format!(
            "{} bonus choice(s) were not in the form: the defaults above are used unless you change them below.",
            p.missing_answers
        ));
    }
    lines.push(match (p.next_step, p.next_seat) {
        ("free_pod", _) => "Then you make a free pod build.".into(),
        ("free_achievement", _) => "Then you take a free achievement.".into(),
        ("finished", _) => "This ends the game.".into(),
        (_, Some(s)) => crate::services::seating::with_names(
            &format!(
                "Then {} acts.",
                crate::engine::beta_colony::describe::player(s)
            ),
            labels,
        ),
        _ => String::new(),
    });
    lines.retain(|l| !l.is_empty());
    PreviewText {
        summary: format!("{}.", parts.join("; ")),
        lines,
    }
}

/// The same submission with the answers the form left out filled by the defaults of §16.6 (as
/// the preview shows them); a submission the engine refuses is returned as it is, so that the
/// engine's refusal is what the player reads.
pub fn completed(s: &State, seat: Seat, a: &Action) -> Action {
    complete(s, seat, a).map_or_else(|_| a.clone(), |(done, _)| done)
}

const MAX_ANSWERS: usize = 12;

/// The value of an answer left to the defaults (it and every later answer).
pub const DEFAULT: &str = "default";

/// Reads a submitted turn form into an action: `action` (a whole decision's JSON, with the
/// tweak and C1B's material of a dock), or `kind` with the JSON value of each select.
pub fn parse(fields: &[(String, String)]) -> Result<Action, String> {
    let get = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let val = |k: &str| -> Result<Option<Value>, String> {
        match get(k) {
            None => Ok(None),
            Some(raw) if raw.len() > 200 => Err(unreadable()),
            Some(raw) => serde_json::from_str::<Value>(raw)
                .map(|v| (!v.is_null()).then_some(v))
                .map_err(|_| unreadable()),
        }
    };
    if fields.iter().any(|(_, v)| v.len() > 2000) {
        return Err(unreadable());
    }
    let mut answers = Vec::new();
    for i in 1..=MAX_ANSWERS {
        let k = format!("answer_{i}");
        if get(&k) == Some(DEFAULT) {
            break;
        }
        match val(&k)? {
            Some(a) => answers.push(a),
            None => break,
        }
    }
    let value = if let Some(json) = get("action") {
        let mut v = serde_json::from_str::<Value>(json).map_err(|_| unreadable())?;
        if let Some(obj) = v.as_object_mut() {
            if obj.get("kind").and_then(Value::as_str) == Some("dock") {
                for k in ["tweak", "cycle_material"] {
                    if let Some(x) = val(k)? {
                        obj.insert(k.into(), x);
                    }
                }
            }
        }
        v
    } else {
        let mut obj = Map::new();
        match get("kind") {
            Some("move_activate") => {
                obj.insert("kind".into(), "move_activate".into());
                obj.insert("move".into(), val("move")?.ok_or_else(unreadable)?);
                let die = val("act_die")?.ok_or_else(unreadable)?;
                let fuel = val("act_fuel")?.unwrap_or(Value::from(0));
                obj.insert(
                    "activate".into(),
                    serde_json::json!({"die": die, "fuel": fuel}),
                );
                for k in ["tweak", "cycle_material"] {
                    if let Some(x) = val(k)? {
                        obj.insert(k.into(), x);
                    }
                }
                let mut at = Map::new();
                let takes: Vec<Value> = (1..=3)
                    .map(|i| val(&format!("take_{i}")))
                    .collect::<Result<Vec<_>, _>>()?
                    .into_iter()
                    .flatten()
                    .collect();
                if get("take_1").is_some() {
                    at.insert("take".into(), Value::Array(takes));
                }
                if get("pod").is_some() {
                    match val("pod")? {
                        None => {
                            at.insert("pod".into(), Value::Null);
                        }
                        Some(pod) => {
                            at.insert("pod".into(), pod);
                            for k in ["space", "take_pay", "build_pay", "c3c_pay"] {
                                if let Some(x) = val(k)? {
                                    at.insert(k.into(), x);
                                }
                            }
                        }
                    }
                }
                if let Some(option) = val("option")? {
                    let achievement = option.as_str() == Some("achievement");
                    at.insert("option".into(), option);
                    if achievement {
                        if let Some(x) = val("achievement")? {
                            at.insert("achievement".into(), x);
                        }
                        let pay: Vec<Value> = (1..=4)
                            .map(|i| val(&format!("pay_{i}")))
                            .collect::<Result<Vec<_>, _>>()?
                            .into_iter()
                            .flatten()
                            .collect();
                        at.insert("pay".into(), Value::Array(pay));
                        if let Some(x) = val("ach_space")? {
                            at.insert("space".into(), x);
                        }
                        if let Some(x) = val("space_pay")? {
                            at.insert("space_pay".into(), x);
                        }
                    } else if let Some(x) = val("material")? {
                        at.insert("material".into(), x);
                    }
                }
                if !answers.is_empty() {
                    at.insert("choices".into(), Value::Array(answers));
                }
                obj.insert("at".into(), Value::Object(at));
            }
            Some("cycle_influence") => {
                obj.insert("kind".into(), "cycle_influence".into());
                obj.insert("colony".into(), val("colony")?.ok_or_else(unreadable)?);
                if !answers.is_empty() {
                    obj.insert("choices".into(), Value::Array(answers));
                }
            }
            Some(kind @ ("free_pod" | "free_achievement")) => {
                obj.insert("kind".into(), kind.into());
                let what = if kind == "free_pod" {
                    "pod"
                } else {
                    "achievement"
                };
                obj.insert(what.into(), val(what)?.ok_or_else(unreadable)?);
                obj.insert("space".into(), val("space")?.ok_or_else(unreadable)?);
                if !answers.is_empty() {
                    obj.insert("choices".into(), Value::Array(answers));
                }
            }
            Some(_) => return Err(unreadable()),
            None => return Err("Choose what to do first.".into()),
        }
        Value::Object(obj)
    };
    let action = serde_json::from_value::<Action>(value).map_err(|_| unreadable())?;
    // Answers chosen in the form replace those of a whole decision's JSON.
    Ok(action)
}

fn unreadable() -> String {
    "The form's choices could not be read; choose again from the form below.".into()
}
