//! The decision forms: the engine's legal decisions, grouped by kind, each group a form of its
//! own; a written decision (JSON) for what the list leaves out; the engine's preview.

use crate::engine::origins::action::MapUnit;
use crate::engine::origins::data::data;
use crate::engine::origins::describe;
use crate::engine::origins::preview::{self, Numbers};
use crate::engine::origins::state::{Decision, ElderWhy, PromptKind};
use crate::engine::origins::state::{HexId, XId};
use crate::engine::origins::{legal_actions, Action, State, View};
use crate::engine::Seat;
use crate::services::seating::with_names;

/// Most options a group lists; the rest are reached through a hex on the map or as JSON.
pub const MAX_OPTIONS: usize = 150;

/// One legal decision: its JSON (the form's value) and its words.
pub struct Choice {
    pub value: String,
    pub label: String,
    /// The hexes it acts in (`hexes_of`).
    pub hexes: Vec<String>,
}

/// The legal decisions of one kind, one form.
pub struct Group {
    pub kind: String,
    pub heading: String,
    pub options: Vec<Choice>,
    /// How many were left out (beyond `MAX_OPTIONS` or not touching the chosen hex).
    pub more: usize,
    /// The JSON to show selected.
    pub chosen: String,
}

/// What the preview says.
pub struct PreviewBox {
    pub decision: String,
    pub lines: Vec<String>,
}

/// The turn panel.
pub struct TurnPanel {
    /// "waiting" (another seat decides), "over", or "decide".
    pub kind: &'static str,
    pub heading: String,
    pub version: i32,
    pub groups: Vec<Group>,
    pub error: Option<String>,
    pub preview: Option<PreviewBox>,
    /// The hex chosen on the map (`?hex=`), narrowing the options.
    pub hex: String,
    /// The submitted decision as JSON, kept in the written-decision box.
    pub written: String,
}

impl TurnPanel {
    pub fn is(&self, kind: &str) -> bool {
        self.kind == kind
    }

    /// The hexes the listed decisions name, for the map's links.
    pub fn hexes(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for g in &self.groups {
            for o in &g.options {
                for h in &o.hexes {
                    if !out.contains(h) {
                        out.push(h.clone());
                    }
                }
            }
        }
        out
    }
}

fn x_hexes(x: XId, out: &mut Vec<String>) {
    for &h in &data().x(x.0).hexes {
        let id = HexId(h).id().to_string();
        if !out.contains(&id) {
            out.push(id);
        }
    }
}

/// The hexes a decision acts in, for the map's links: the hex it names, or the hexes around the
/// intersection a unit ends on.
pub fn hexes_of(a: &Action) -> Vec<String> {
    let mut out = Vec::new();
    match a {
        Action::Naturalist { hex, .. }
        | Action::Urbanize { hex, .. }
        | Action::Siege { hex, .. } => out.push(hex.id().to_string()),
        Action::PlayCard {
            domesticate: Some(d),
            ..
        } => out.push(d.hex.id().to_string()),
        Action::Migrate { unit, path, .. } => x_hexes(*path.last().unwrap_or(unit), &mut out),
        Action::Grow { at, path, .. } => x_hexes(*path.last().unwrap_or(at), &mut out),
        Action::Depopulate { remove } | Action::Starve { remove } => {
            for u in remove {
                match u {
                    MapUnit::Metropolis(h) => out.push(h.id().to_string()),
                    MapUnit::Migratory(x) => x_hexes(*x, &mut out),
                }
            }
        }
        _ => {}
    }
    out
}

/// A log line about a decision turned into an option's words: "{p1} migrated the unit..." reads
/// "Migrate the unit...".
pub fn option_words(state: &State, seat: Seat, a: &Action) -> String {
    let line = describe::decision(state, seat, a);
    let who = format!("{} ", describe::player(seat));
    let rest = line.strip_prefix(&who).unwrap_or(&line);
    let rest = rest.strip_suffix('.').unwrap_or(rest);
    const VERBS: [(&str, &str); 24] = [
        ("chose ", ""),
        ("accepted ", "Accept "),
        ("besieged ", "Besiege "),
        ("bid ", "Bid "),
        ("cancelled ", "Cancel "),
        ("declined ", "Decline "),
        ("ended ", "End "),
        ("gave up ", "Give up "),
        ("granted ", "Grant "),
        ("grew ", "Grow "),
        ("incorporated ", "Incorporate "),
        ("lost ", "Lose "),
        ("made ", "Make "),
        ("migrated ", "Migrate "),
        ("moved ", "Move "),
        ("offered ", "Offer "),
        ("ordered ", "Order "),
        ("passed", "Pass"),
        ("played ", "Play "),
        ("pledged ", "Pledge "),
        ("proposed ", "Propose "),
        ("refused ", "Refuse "),
        ("urbanized ", "Urbanize "),
        ("drew ", "Draw "),
    ];
    for (past, now) in VERBS {
        if let Some(tail) = rest.strip_prefix(past) {
            let mut out = now.to_string();
            if out.is_empty() {
                let mut c = tail.chars();
                if let Some(f) = c.next() {
                    out.extend(f.to_uppercase());
                    out.push_str(c.as_str());
                }
                return out;
            }
            out.push_str(tail);
            return out;
        }
    }
    rest.to_string()
}

/// The `type` tag of a decision.
pub fn kind_of(a: &Action) -> String {
    serde_json::to_value(a)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default()
}

fn heading_of(kind: &str) -> String {
    let h = match kind {
        "original_behaviour" => "Original behaviour",
        "imitator" => "Imitator: draw or scavenge a card",
        "silverback" => "Silverback",
        "locution" => "Locution",
        "lexicalization" => "Lexicalization: move a brain unit",
        "storyteller" => "Storyteller: one reset",
        "naturalist" => "Naturalist: domesticate in a hex",
        "invention" => "Invention: draw from an era deck",
        "education" => "Education: take a card",
        "baby_boom" => "Baby boom",
        "stimulus" => "Stimulus: resets",
        "golden_age" => "Golden age",
        "revolution" => "Revolution: take another brain map",
        "espionage" => "Espionage",
        "offer_aid" => "Offer aid (elders for another player)",
        "end_innovation" => "End the innovation phase",
        "play_card" => "Play a card",
        "end_cards" => "End the card phase",
        "depopulate" => "Chaos: units to lose",
        "dark_age" => "Dark age: where the era marker goes",
        "incorporate" => "Incorporate",
        "trade" => "Trade",
        "urbanize" => "Urbanize: found a metropolis",
        "sabine_raid" => "Sabine raid",
        "grow" => "Grow",
        "migrate" => "Migrate",
        "end_population" => "End the population phase",
        "siege" => "Besiege a metropolis",
        "end_sieges" => "End the sieges",
        "starve" => "Starvation: units to lose",
        "passage" => "Passage through your unit",
        "trade_answer" => "Answer the trade",
        "bid" => "Bid",
        "pass" => "Pass",
        "pledge" => "Pledge elders to another bidder",
        "barbarian_answer" => "What the barbarians take",
        "revolution_answer" => "Answer the revolution",
        "choose_elder" => "Which elder goes",
        "disease_neighbour" => "Which neighbour the disease strikes",
        "catastrophe_order" => "Order of the catastrophes",
        "choose_enslaver" => "Who enslaves you",
        other => return other.replace('_', " "),
    };
    h.to_string()
}

/// What a seat is asked, in words, with `{pN}` tokens.
pub fn decision_text(d: &Decision) -> String {
    let p = |s: &u8| describe::player(usize::from(*s));
    match d {
        Decision::Innovation { left } => {
            format!("innovation actions ({left} left)")
        }
        Decision::Cards => "play cards".into(),
        Decision::Population { base, funded, used } => format!(
            "population actions ({used} used of {})",
            u32::from(*base) + u32::from(*funded)
        ),
        Decision::Sieges { .. } => "sieges".into(),
        Decision::Prompt(k) => match k {
            PromptKind::Bid => "a bid in the auction".into(),
            PromptKind::Passage { mover, at } => {
                format!("passage for {} through {}", p(mover), at.id())
            }
            PromptKind::TradeAnswer { from, track } => format!(
                "a trade offered by {} ({})",
                p(from),
                describe::track_name(*track)
            ),
            PromptKind::RevolutionAnswer { from } => {
                format!("an answer to the revolution of {}", p(from))
            }
            PromptKind::ChooseElder(ElderWhy::Loss) => "which elder to lose".into(),
            PromptKind::ChooseElder(ElderWhy::Transfer { to }) => {
                format!("which elder goes to {}", p(to))
            }
            PromptKind::BarbarianAnswer { attacker } => {
                format!("what to give the barbarians of {}", p(attacker))
            }
            PromptKind::DiseaseNeighbour { limit } => {
                format!("which neighbour a disease (limit {limit}) strikes")
            }
            PromptKind::ChooseEnslaver => "who becomes the enslaver".into(),
            PromptKind::CatastropheOrder => "the order of the catastrophes".into(),
            PromptKind::Depopulate { count } => format!("{count} map units to lose to chaos"),
            PromptKind::DarkAge => "where the era marker goes in the dark age".into(),
            PromptKind::Starve => "which units starve".into(),
        },
    }
}

/// The status line: turn, era, who decides what (names with their marks).
pub fn status_text(v: &View, labels: &[String]) -> String {
    let turn = format!("Turn {} of at most {}", v.game_turn, v.turn_cap);
    let era = v
        .players
        .get(v.active)
        .map(|p| format!("{} is in era {}", describe::player(v.active), p.current_era))
        .unwrap_or_default();
    let who = match (&v.to_act, &v.decision) {
        (Some(s), Some(d)) => format!("{} to decide: {}", describe::player(*s), decision_text(d)),
        _ => "The game is over".into(),
    };
    with_names(&format!("{turn} · {era} · {who}."), labels)
}

fn numbers_lines(before: &Numbers, after: &Numbers) -> Vec<String> {
    let rows: [(&str, String, String); 9] = [
        ("Score", before.score.to_string(), after.score.to_string()),
        (
            "Innovation number",
            before.innovation_number.to_string(),
            after.innovation_number.to_string(),
        ),
        (
            "Population number",
            before.population_number.to_string(),
            after.population_number.to_string(),
        ),
        (
            "Ready elders",
            before.ready_elders.to_string(),
            after.ready_elders.to_string(),
        ),
        (
            "Spent elders",
            before.spent_elders.to_string(),
            after.spent_elders.to_string(),
        ),
        (
            "Migratory units",
            before.migratory_units.to_string(),
            after.migratory_units.to_string(),
        ),
        (
            "Metropolises",
            before.metropolises.to_string(),
            after.metropolises.to_string(),
        ),
        (
            "Cards in hand",
            before.hand_size.to_string(),
            after.hand_size.to_string(),
        ),
        (
            "Public cards",
            before.public_cards.to_string(),
            after.public_cards.to_string(),
        ),
    ];
    rows.into_iter()
        .filter(|(_, b, a)| b != a)
        .map(|(n, b, a)| format!("{n}: {b} → {a}"))
        .collect()
}

/// The turn panel for `seat` (none: a spectator).
#[allow(clippy::too_many_arguments)]
pub fn panel(
    state: &State,
    v: &View,
    seat: Option<Seat>,
    version: i32,
    hex: Option<&str>,
    candidate: Option<&Action>,
    want_preview: bool,
    labels: &[String],
) -> TurnPanel {
    let mut panel = TurnPanel {
        kind: "waiting",
        heading: String::new(),
        version,
        groups: Vec::new(),
        error: None,
        preview: None,
        hex: hex.unwrap_or_default().to_string(),
        written: candidate
            .and_then(|a| serde_json::to_string(a).ok())
            .unwrap_or_default(),
    };
    let Some(d) = v.decision.as_ref() else {
        panel.kind = "over";
        return panel;
    };
    let Some(me) = seat.filter(|s| v.to_act == Some(*s)) else {
        return panel;
    };
    panel.kind = "decide";
    panel.heading = format!("Your decision: {}", with_names(&decision_text(d), labels));
    let chosen = candidate.map(|a| (kind_of(a), serde_json::to_string(a).unwrap_or_default()));
    for a in legal_actions(state, me) {
        let kind = kind_of(&a);
        let value = serde_json::to_string(&a).unwrap_or_default();
        let group = match panel.groups.iter_mut().position(|g| g.kind == kind) {
            Some(i) => &mut panel.groups[i],
            None => {
                panel.groups.push(Group {
                    heading: heading_of(&kind),
                    kind: kind.clone(),
                    options: Vec::new(),
                    more: 0,
                    chosen: String::new(),
                });
                let last = panel.groups.len() - 1;
                &mut panel.groups[last]
            }
        };
        let hexes = hexes_of(&a);
        // The hex chosen on the map narrows the decisions that act somewhere; the others stay.
        let fits_hex = panel.hex.is_empty() || hexes.is_empty() || hexes.contains(&panel.hex);
        let is_chosen = chosen.as_ref().is_some_and(|(_, c)| *c == value);
        if is_chosen || (fits_hex && group.options.len() < MAX_OPTIONS) {
            if is_chosen {
                group.chosen.clone_from(&value);
            }
            group.options.push(Choice {
                label: with_names(&option_words(state, me, &a), labels),
                value,
                hexes,
            });
        } else {
            group.more += 1;
        }
    }
    panel.groups.retain(|g| !g.options.is_empty());
    for g in &mut panel.groups {
        if g.chosen.is_empty() {
            if let Some(o) = g.options.first() {
                g.chosen.clone_from(&o.value);
            }
        }
    }
    if let (Some(a), true) = (candidate, want_preview) {
        match preview::preview(state, me, a) {
            Ok(p) => {
                let mut lines: Vec<String> = Vec::new();
                if p.random {
                    lines.push("This decision rolls a die or draws at random, so the preview does not play it out: the die is not rolled before you submit.".into());
                }
                if let Some(after) = &p.after {
                    lines.extend(numbers_lines(&p.before, after));
                }
                if !p.random {
                    lines.extend(p.description.iter().skip(1).cloned());
                }
                if p.ends_game {
                    lines.push("It ends the game.".into());
                } else if p.ends_turn {
                    lines.push("It ends your turn.".into());
                }
                panel.preview = Some(PreviewBox {
                    decision: with_names(&p.decision, labels),
                    lines: lines.iter().map(|l| with_names(l, labels)).collect(),
                });
            }
            Err(e) => panel.error = Some(e.to_string()),
        }
    }
    panel
}

fn field<'a>(fields: &'a [(String, String)], k: &str) -> Option<&'a str> {
    fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
}

/// The decision a form sends: the written JSON when there is one, else the chosen option.
pub fn parse(fields: &[(String, String)]) -> Result<Action, String> {
    let text = match field(fields, "written").map(str::trim) {
        Some(w) if !w.is_empty() => w,
        _ => field(fields, "choice")
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .ok_or_else(|| "The form chose no decision.".to_string())?,
    };
    serde_json::from_str::<Action>(text).map_err(|e| {
        format!("This decision could not be read ({e}). See the list of decisions in the rules.")
    })
}
