//! The game log: the lines one applied decision writes, in words a player reads.
//!
//! A line names players only as `{p1}` … `{p5}` (1-based seat), which the web layer replaces with
//! the player's name and colour symbol (`services::seating::with_names`). The lines are built by
//! comparing the state before and after the decision: first what the decision was, then the dice
//! rolled and catastrophes revealed (automatic, design 18.1), then what changed for each player
//! (elders spent or gained, units, tracks, cards, slavery), then the automatic end of the turn or
//! of the game with the final scores.
//!
//! Every line is public: the log has no lines for one seat only, so a card taken at random from a
//! hand (espionage, a Sabine raid in espionage mode) is logged without its name (reading S8; the
//! taker and the victim see it in their own hands, design 19.2). Hands appear only as counts.

use super::action::{Action, Direction, Give, MapUnit, Pay, RaidMode, Reset, Side, Through};
use super::data::{data, Letter, Track};
use super::said as words;
use super::state::{CardId, ElderWhy, Half, HexId, Phase, Player, PromptKind, Record, State, XId};
use super::turn::{ranking, score};
use crate::engine::{Event, Seat};
use crate::say;

/// The one way a line names a player: `{p1}` … `{p5}`.
pub fn player(seat: usize) -> String {
    format!("{{p{}}}", seat + 1)
}

fn card(c: CardId) -> String {
    words::card(c)
}

fn hex(h: HexId) -> String {
    words::hex(h)
}

fn x(i: XId) -> String {
    words::place(i)
}

fn unit(u: MapUnit) -> String {
    words::unit(u)
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    words::list(items)
}

fn pay(state: &State, seat: Seat, p: Pay) -> String {
    words::payer(state, seat, p)
}

fn paid(state: &State, seat: Seat, pays: &[Pay]) -> String {
    if pays.is_empty() {
        String::new()
    } else {
        say!(
            "origins-log-paying",
            payers = list(pays.iter().map(|&p| pay(state, seat, p)))
        )
    }
}

fn funded(state: &State, seat: Seat, fund: Option<u8>, pays: &[Pay]) -> String {
    match fund {
        Some(n) if n > 0 => say!(
            "origins-log-funding",
            count = n,
            paid = paid(state, seat, pays)
        ),
        _ => String::new(),
    }
}

fn reset(state: &State, r: Reset) -> String {
    match r {
        Reset::Elder { seat, colour } => say!(
            "origins-log-reset-elder",
            elder = words::elder(state, usize::from(seat), colour, Some(Half::Consumer)),
            who = player(usize::from(seat))
        ),
        Reset::Card(c) => say!("origins-log-reset-card", card = card(c)),
    }
}

fn through(t: &std::collections::BTreeMap<XId, Through>) -> String {
    if t.is_empty() {
        return String::new();
    }
    let parts = t.iter().map(|(at, how)| {
        let id = match how {
            Through::Ask => "origins-log-through-ask",
            Through::Attack => "origins-log-through-attack",
        };
        say!(id, place = x(*at))
    });
    say!("origins-log-through", list = list(parts))
}

/// What the decision itself was, one line with its actor; `state` is the state it was made in.
pub fn decision(state: &State, seat: Seat, action: &Action) -> String {
    let who = player(seat);
    let paying = |p: Option<Pay>| {
        p.map(|p| say!("origins-log-paying", payers = pay(state, seat, p)))
            .unwrap_or_default()
    };
    match action {
        Action::OriginalBehaviour => say!("origins-log-original-behaviour", who = who),
        Action::Imitator { from } => match from {
            Some(f) => say!(
                "origins-log-imitator-scavenge",
                who = who,
                from = player(usize::from(*f))
            ),
            None => say!("origins-log-imitator-deck", who = who),
        },
        Action::Silverback => say!("origins-log-silverback", who = who),
        Action::Locution { pay: p } => {
            say!("origins-log-locution", who = who, paid = paying(*p))
        }
        Action::Lexicalization { from, to } => say!(
            "origins-log-lexicalization",
            who = who,
            from = words::region(*from),
            to = words::region(*to)
        ),
        Action::Storyteller { reset: r } => {
            say!(
                "origins-log-storyteller",
                who = who,
                reset = reset(state, *r)
            )
        }
        Action::Naturalist { hex: h, pay: p, .. } => say!(
            "origins-log-naturalist",
            who = who,
            hex = hex(*h),
            paid = paying(*p)
        ),
        Action::Invention { era } => say!("origins-log-invention", who = who, era = *era),
        Action::Education { from } => say!(
            "origins-log-education",
            who = who,
            from = player(usize::from(*from))
        ),
        Action::BabyBoom => say!("origins-log-baby-boom", who = who),
        Action::Stimulus { resets } => say!(
            "origins-log-stimulus",
            who = who,
            resets = list(resets.iter().map(|&r| reset(state, r)))
        ),
        Action::GoldenAge { reactivate } => {
            if reactivate.is_empty() {
                say!("origins-log-golden-age", who = who)
            } else {
                say!(
                    "origins-log-golden-age-reactivate",
                    who = who,
                    cards = list(reactivate.iter().map(|&c| card(c)))
                )
            }
        }
        Action::Revolution { brain } => say!(
            "origins-log-revolution",
            who = who,
            brain = words::brain_map(*brain)
        ),
        Action::Espionage { from } => say!(
            "origins-log-espionage",
            who = who,
            from = player(usize::from(*from))
        ),
        Action::OfferAid { to, count } => say!(
            "origins-log-offer-aid",
            who = who,
            count = *count,
            to = player(usize::from(*to))
        ),
        Action::EndInnovation => say!("origins-log-end-innovation", who = who),
        Action::PlayCard {
            card: c,
            side,
            language,
            domesticate,
            barbarian,
            skip_fd,
        } => {
            let mut extra = Vec::new();
            if let Some(side) = side {
                extra.push(say!(match side {
                    Side::Left => "origins-log-side-left",
                    Side::Right => "origins-log-side-right",
                }));
            }
            if let Some(r) = language {
                extra.push(say!("origins-log-clearing", region = words::region(*r)));
            }
            if let Some(d) = domesticate {
                extra.push(say!("origins-log-trying-domesticate", hex = hex(d.hex)));
            }
            if let Some(b) = barbarian {
                extra.push(say!(
                    "origins-log-barbarians-against",
                    who = player(usize::from(*b))
                ));
            }
            if let Some(n) = skip_fd.filter(|&n| n > 0) {
                extra.push(say!("origins-log-declining-fd", count = n));
            }
            let extra = if extra.is_empty() {
                String::new()
            } else {
                say!("origins-log-brackets", words = extra.join(", "))
            };
            if data().card(c.0).is_public() {
                say!(
                    "origins-log-play-public",
                    who = who,
                    card = card(*c),
                    extra = extra
                )
            } else {
                say!(
                    "origins-log-play-idea",
                    who = who,
                    card = card(*c),
                    extra = extra
                )
            }
        }
        Action::EndCards => say!("origins-log-end-cards", who = who),
        Action::Depopulate { remove } => say!(
            "origins-log-depopulate",
            who = who,
            units = list(remove.iter().map(|&u| unit(u)))
        ),
        Action::DarkAge { direction } => match direction {
            Direction::Forward => say!("origins-log-dark-age-forward", who = who),
            Direction::Back => say!("origins-log-dark-age-back", who = who),
        },
        Action::Incorporate { target, fund, pay } => say!(
            "origins-log-incorporate",
            who = who,
            target = player(usize::from(*target)),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::Trade {
            partner,
            track,
            fund,
            pay,
        } => say!(
            "origins-log-trade",
            who = who,
            track = track_name(*track),
            partner = player(usize::from(*partner)),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::Urbanize {
            unit: u,
            hex: h,
            fund,
            pay,
        } => say!(
            "origins-log-urbanize",
            who = who,
            place = x(*u),
            hex = hex(*h),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::SabineRaid {
            target,
            mode,
            fund,
            pay,
        } => say!(
            match mode {
                RaidMode::Scavenge => "origins-log-raid-scavenge",
                RaidMode::Espionage => "origins-log-raid-espionage",
            },
            who = who,
            target = player(usize::from(*target)),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::Grow {
            at,
            path,
            through: t,
            fund,
            pay,
        } => say!(
            "origins-log-grow",
            who = who,
            place = x(*at),
            migrated = match path.last() {
                None => String::new(),
                Some(&p) => say!("origins-log-grow-migrated", place = x(p)),
            },
            through = through(t),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::Migrate {
            unit: u,
            path,
            through: t,
            fund,
            pay,
        } => say!(
            "origins-log-migrate",
            who = who,
            place = x(*u),
            path = list(path.iter().map(|&p| x(p))),
            through = through(t),
            funded = funded(state, seat, *fund, pay)
        ),
        Action::EndPopulation => say!("origins-log-end-population", who = who),
        Action::Siege {
            hex: h,
            metropolis_unit,
        } => say!(
            "origins-log-siege",
            who = who,
            hex = hex(*h),
            unit = metropolis_unit
                .map(|u| say!("origins-log-siege-unit", place = x(u)))
                .unwrap_or_default()
        ),
        Action::EndSieges => say!("origins-log-end-sieges", who = who),
        Action::Starve { remove } => say!(
            "origins-log-starve",
            who = who,
            units = list(remove.iter().map(|&u| unit(u)))
        ),
        Action::Passage { grant } => say!(
            if *grant {
                "origins-log-passage-granted"
            } else {
                "origins-log-passage-refused"
            },
            who = who
        ),
        Action::TradeAnswer { accept } => say!(
            if *accept {
                "origins-log-trade-accepted"
            } else {
                "origins-log-trade-declined"
            },
            who = who
        ),
        Action::Bid { amount } => say!("origins-log-bid", who = who, count = *amount),
        Action::Pass => say!("origins-log-pass", who = who),
        Action::Pledge { to, count } => say!(
            "origins-log-pledge",
            who = who,
            count = *count,
            to = player(usize::from(*to))
        ),
        Action::BarbarianAnswer {
            give,
            card: c,
            colour,
            half: h,
        } => match give {
            Give::Card => say!(
                "origins-log-barbarians-card",
                who = who,
                card = c
                    .map(card)
                    .unwrap_or_else(|| say!("origins-log-a-public-card"))
            ),
            Give::Elder => say!(
                "origins-log-barbarians-elder",
                who = who,
                elder = elder(state, seat, *colour, *h)
            ),
        },
        Action::RevolutionAnswer {
            cancel,
            colour,
            half: h,
        } => {
            if *cancel {
                say!(
                    "origins-log-revolution-cancelled",
                    who = who,
                    elder = elder(state, seat, *colour, *h)
                )
            } else {
                say!("origins-log-revolution-accepted", who = who)
            }
        }
        Action::ChooseElder { colour, half: h } => say!(
            "origins-log-choose-elder",
            who = who,
            elder = elder(state, seat, Some(*colour), Some(*h))
        ),
        Action::DiseaseNeighbour { seat: s } => say!(
            "origins-log-disease-neighbour",
            who = who,
            to = player(usize::from(*s))
        ),
        Action::CatastropheOrder { order } => say!(
            "origins-log-catastrophe-order",
            who = who,
            order = list(order.iter().map(|e| catastrophe_entry(e)))
        ),
        Action::ChooseEnslaver { seat: s } => say!(
            "origins-log-choose-enslaver",
            who = who,
            enslaver = player(usize::from(*s))
        ),
    }
}

fn elder(state: &State, seat: Seat, colour: Option<Letter>, h: Option<Half>) -> String {
    match colour {
        Some(c) => words::elder(state, seat, c, h),
        None => say!("origins-log-an-elder"),
    }
}

fn catastrophe_entry(entry: &str) -> String {
    match entry.split_once(':') {
        Some((c, icon)) => {
            let name = CardId::parse(c).map(card).unwrap_or_else(|| c.to_string());
            let icon = match icon {
                "CC" => say!("origins-catastrophe-cc"),
                "VOLC" => say!("origins-log-volcano"),
                "DIS" => say!("origins-term-disease"),
                other => other.to_string(),
            };
            say!("origins-log-catastrophe-of", icon = icon, card = name)
        }
        None => entry.to_string(),
    }
}

/// A track's name in words.
pub fn track_name(t: Track) -> String {
    words::track(t)
}

fn phase_name(p: &Phase) -> Option<String> {
    Some(say!(match p {
        Phase::Innovation { .. } => "origins-phase-innovation",
        Phase::Catastrophes => "origins-phase-catastrophes",
        Phase::Cards => "origins-phase-cards",
        // The state rests in phase 4 only while chaos asks its questions.
        Phase::Chaos => "origins-phase-chaos",
        Phase::Population { .. } => "origins-phase-population",
        Phase::Sieges { .. } => "origins-phase-sieges",
        Phase::Starvation => "origins-phase-starvation",
        Phase::GameOver => return None,
    }))
}

fn same_phase(a: &Phase, b: &Phase) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// What a prompt asks, after "is asked to".
fn asked(state: &State, kind: &PromptKind) -> String {
    match kind {
        PromptKind::Bid => match &state.auction {
            Some(a) => say!("origins-asked-bid-auction", card = card(a.card)),
            None => say!("origins-asked-bid"),
        },
        PromptKind::Passage { mover, at } => say!(
            "origins-asked-passage",
            place = x(*at),
            mover = player(usize::from(*mover))
        ),
        PromptKind::TradeAnswer { from, track } => say!(
            "origins-asked-trade",
            track = track_name(*track),
            from = player(usize::from(*from))
        ),
        PromptKind::RevolutionAnswer { from } => say!(
            "origins-asked-revolution",
            from = player(usize::from(*from))
        ),
        PromptKind::ChooseElder(ElderWhy::Loss) => say!("origins-asked-elder-loss"),
        PromptKind::ChooseElder(ElderWhy::Transfer { to }) => say!(
            "origins-asked-elder-transfer",
            to = player(usize::from(*to))
        ),
        PromptKind::BarbarianAnswer { attacker } => say!(
            "origins-asked-barbarians",
            attacker = player(usize::from(*attacker))
        ),
        PromptKind::DiseaseNeighbour { .. } => say!("origins-asked-disease"),
        PromptKind::ChooseEnslaver => say!("origins-asked-enslaver"),
        PromptKind::CatastropheOrder => say!("origins-asked-catastrophe-order"),
        PromptKind::Depopulate { count } => {
            say!("origins-asked-depopulate", count = *count)
        }
        PromptKind::DarkAge => say!("origins-asked-dark-age"),
        PromptKind::Starve => say!("origins-asked-starve"),
    }
}

/// What changed for one player between `a` and `b`, as short clauses.
fn changes(before: &State, after: &State, seat: usize) -> Vec<String> {
    let (a, b): (&Player, &Player) = (&before.players[seat], &after.players[seat]);
    let mut out = Vec::new();
    let ready = |p: &Player| p.producers.iter().map(|&n| u32::from(n)).sum::<u32>();
    let spent = |p: &Player| p.consumers.iter().map(|&n| u32::from(n)).sum::<u32>();
    if (ready(a), spent(a)) != (ready(b), spent(b)) {
        out.push(say!(
            "origins-change-elders",
            ready = ready(a),
            spent = spent(a),
            ready_now = ready(b),
            spent_now = spent(b)
        ));
    }
    let (sa, sb) = (score(before, seat).total, score(after, seat).total);
    if sa != sb {
        out.push(say!("origins-change-score", from = sa, to = sb));
    }
    if a.innovation_number() != b.innovation_number() {
        out.push(say!(
            "origins-change-innovation",
            from = a.innovation_number(),
            to = b.innovation_number()
        ));
    }
    if a.population_number() != b.population_number() {
        out.push(say!(
            "origins-change-population",
            from = a.population_number(),
            to = b.population_number()
        ));
    }
    for t in Track::ALL {
        if a.level(t) != b.level(t) {
            out.push(say!(
                "origins-change-track",
                track = track_name(t),
                from = a.level(t),
                to = b.level(t)
            ));
        }
    }
    if a.brain_units != b.brain_units {
        out.push(say!(
            "origins-change-brain-units",
            regions = list(b.brain_units.iter().map(|&r| words::region(r)))
        ));
    }
    if a.brain != b.brain {
        out.push(say!(
            "origins-change-brain-map",
            brain = words::brain_map(b.brain)
        ));
    }
    if a.era != b.era {
        out.push(match b.era {
            Some(e) => say!("origins-change-era-unit", space = words::era_space(e)),
            None => say!("origins-change-era-one"),
        });
    }
    let gained_x: Vec<String> = b
        .migratory
        .iter()
        .filter(|i| !a.migratory.contains(i))
        .map(|&i| x(i))
        .collect();
    let lost_x: Vec<String> = a
        .migratory
        .iter()
        .filter(|i| !b.migratory.contains(i))
        .map(|&i| x(i))
        .collect();
    if !lost_x.is_empty() {
        out.push(say!("origins-change-unit-lost", places = list(lost_x)));
    }
    if !gained_x.is_empty() {
        out.push(say!("origins-change-unit-gained", places = list(gained_x)));
    }
    for h in b
        .metropolises
        .iter()
        .filter(|h| !a.metropolises.contains(h))
    {
        out.push(say!("origins-change-metropolis-new", hex = hex(*h)));
    }
    for h in a
        .metropolises
        .iter()
        .filter(|h| !b.metropolises.contains(h))
    {
        out.push(say!("origins-change-metropolis-lost", hex = hex(*h)));
    }
    if a.hand.len() != b.hand.len() {
        out.push(say!("origins-change-hand", count = b.hand.len()));
    }
    if a.discard.len() != b.discard.len() {
        out.push(say!("origins-change-discard", count = b.discard.len()));
    }
    for held in &b.repertoire {
        match a.repertoire.iter().find(|h| h.card == held.card) {
            None => out.push(say!("origins-change-won", card = card(held.card))),
            Some(old) if old.active && !held.active => {
                out.push(say!("origins-change-suppressed", card = card(held.card)))
            }
            Some(old) if !old.active && held.active => {
                out.push(say!("origins-change-face-up", card = card(held.card)))
            }
            _ => {}
        }
    }
    for held in &a.repertoire {
        if !b.repertoire.iter().any(|h| h.card == held.card) {
            out.push(say!(
                "origins-change-no-longer-holds",
                card = card(held.card)
            ));
        }
    }
    if a.enslaver != b.enslaver {
        out.push(match b.enslaver {
            Some(e) => say!("origins-change-enslaved", by = player(usize::from(e))),
            None => say!("origins-change-free"),
        });
    }
    if a.revolution_penalty != b.revolution_penalty && b.revolution_penalty > 0 {
        out.push(say!(
            "origins-change-revolution-penalty",
            count = b.revolution_penalty
        ));
    }
    if a.aid_offers.len() > b.aid_offers.len() && after.active != before.active {
        out.push(say!("origins-change-aid-lapsed"));
    }
    out
}

/// What a die was rolled for, as `rules::roll` records it.
fn purpose(p: &str) -> String {
    match p {
        "climate change" => say!("origins-roll-climate-change"),
        "stability" => say!("origins-roll-stability"),
        "domestication" => say!("origins-roll-domestication"),
        other => other.to_string(),
    }
}

/// A climate card's side as the view names it.
fn climate(c: &str) -> String {
    match c {
        "desert" | "savanna" | "jungle" | "grassland" | "tropical" | "glacial" => {
            say!(&format!("origins-term-{c}"))
        }
        other => other.to_string(),
    }
}

/// Every line of one applied decision: `before` is the state the decision was applied to and
/// `after` the state it made.
pub fn describe(before: &State, seat: Seat, action: &Action, after: &State) -> Vec<Event> {
    let mut lines = vec![Event {
        seat,
        text: decision(before, seat, action),
    }];
    let mut push = |s: usize, text: String| lines.push(Event { seat: s, text });
    // A scavenged card was a public top discard, so it is named (design 19.2).
    let scavenged = match action {
        Action::Imitator { from: Some(f) } | Action::Education { from: f } => Some(*f),
        Action::SabineRaid {
            target,
            mode: RaidMode::Scavenge,
            ..
        } => Some(*target),
        _ => None,
    };
    if let Some(from) = scavenged.map(usize::from) {
        if let (Some(a), Some(b)) = (before.players.get(from), after.players.get(from)) {
            if b.discard.len() < a.discard.len() {
                if let Some(&c) = a.discard.last() {
                    push(
                        seat,
                        say!(
                            "origins-log-took-discard",
                            who = player(seat),
                            card = card(c),
                            from = player(from)
                        ),
                    );
                }
            }
        }
    }
    for r in after.records.iter().skip(before.records.len()) {
        match r {
            Record::Die {
                seat: s,
                purpose: p,
                value,
            } => push(
                usize::from(*s),
                say!(
                    "origins-log-rolled",
                    who = player(usize::from(*s)),
                    value = *value,
                    purpose = purpose(p)
                ),
            ),
            Record::Revealed { seat: s, card: c } => push(
                usize::from(*s),
                say!(
                    "origins-log-revealed",
                    who = player(usize::from(*s)),
                    card = card(*c)
                ),
            ),
        }
    }
    for s in 0..after.players.len().min(before.players.len()) {
        let c = changes(before, after, s);
        if !c.is_empty() {
            push(
                s,
                say!(
                    "origins-log-changes",
                    who = player(s),
                    changes = c.join("; ")
                ),
            );
        }
    }
    if before.climate != after.climate {
        push(
            seat,
            say!(
                "origins-log-climate",
                climate = list(
                    super::view::view(after, crate::engine::Viewer::Spectator)
                        .climate
                        .iter()
                        .map(|c| climate(c))
                )
            ),
        );
    }
    for h in after.extinct.iter().filter(|h| !before.extinct.contains(h)) {
        push(seat, say!("origins-log-extinct", hex = hex(*h)));
    }
    for c in after.removed.iter().filter(|c| !before.removed.contains(c)) {
        push(seat, say!("origins-log-removed", card = card(*c)));
    }
    let turn_changed = (before.game_turn, before.active) != (after.game_turn, after.active);
    if after.phase == Phase::GameOver && before.phase != Phase::GameOver {
        push(seat, say!("origins-log-game-over"));
        let ranks = ranking(after);
        for (s, rank) in ranks.iter().enumerate() {
            let sc = score(after, s);
            push(
                s,
                say!(
                    "origins-log-final-score",
                    who = player(s),
                    points = sc.total,
                    innovation = sc.innovation,
                    population = sc.population,
                    elders = sc.elders,
                    info = sc.info,
                    culture = sc.culture,
                    admin = sc.admin,
                    rank = *rank
                ),
            );
        }
    } else if turn_changed {
        let ap = usize::from(after.active);
        let starts = match &after.phase {
            Phase::Innovation { .. } => String::new(),
            p => phase_name(p)
                .map(|name| say!("origins-log-starts-from", phase = name))
                .unwrap_or_default(),
        };
        push(
            ap,
            say!(
                "origins-log-turn-ends",
                who = player(usize::from(before.active)),
                turn = after.game_turn,
                next = player(ap),
                starts = starts
            ),
        );
    } else if !same_phase(&before.phase, &after.phase) {
        if let Some(name) = phase_name(&after.phase) {
            push(seat, say!("origins-log-phase", phase = name));
        }
    }
    if let Some(p) = after.prompts.last() {
        if before.prompts.last() != Some(p) {
            let s = usize::from(p.seat);
            push(
                s,
                say!(
                    "origins-log-asked",
                    who = player(s),
                    what = asked(after, &p.kind)
                ),
            );
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(text: &str) -> String {
        crate::i18n::words(crate::i18n::Lang::En, text)
    }

    #[test]
    fn players_are_tokens_and_lists_read_as_english() {
        assert_eq!(player(0), "{p1}");
        assert_eq!(player(4), "{p5}");
        assert_eq!(en(&list(["a".to_string()])), "a");
        assert_eq!(
            en(&list(["a".to_string(), "b".to_string(), "c".to_string()])),
            "a, b and c"
        );
        assert_eq!(
            en(&say!("origins-change-hand", count = 1)),
            "1 card in hand"
        );
        assert_eq!(
            en(&say!("origins-change-hand", count = 2)),
            "2 cards in hand"
        );
    }

    #[test]
    fn espionage_never_names_the_card() {
        let s = super::super::new_state(2, 1, &serde_json::json!({})).expect("a game");
        let text = en(&decision(&s, 0, &Action::Espionage { from: 1 }));
        assert_eq!(
            text,
            "{p1} chose Espionage and took a card at random from the hand of {p2}."
        );
    }
}
