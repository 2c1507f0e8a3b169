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
use super::state::{CardId, ElderWhy, Half, HexId, Phase, Player, PromptKind, Record, State, XId};
use super::turn::{ranking, score};
use super::words;
use crate::engine::{Event, Seat};

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

fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn pay(state: &State, seat: Seat, p: Pay) -> String {
    words::payer(state, seat, p)
}

fn paid(state: &State, seat: Seat, pays: &[Pay]) -> String {
    if pays.is_empty() {
        String::new()
    } else {
        format!(
            ", paying with {}",
            list(pays.iter().map(|&p| pay(state, seat, p)))
        )
    }
}

fn funded(state: &State, seat: Seat, fund: Option<u8>, pays: &[Pay]) -> String {
    match fund {
        Some(n) if n > 0 => format!(
            " (funding {} more{})",
            plural(n, "action"),
            paid(state, seat, pays)
        ),
        _ => String::new(),
    }
}

fn reset(state: &State, r: Reset) -> String {
    match r {
        Reset::Elder { seat, colour } => format!(
            "{} in the pool of {}",
            words::elder(state, usize::from(seat), colour, Some(Half::Consumer)),
            player(usize::from(seat))
        ),
        Reset::Card(c) => format!("the public card {}", card(c)),
    }
}

fn through(t: &std::collections::BTreeMap<XId, Through>) -> String {
    if t.is_empty() {
        return String::new();
    }
    let parts = t.iter().map(|(at, how)| {
        let how = match how {
            Through::Ask => "asking passage",
            Through::Attack => "attacking",
        };
        format!("{how} at {}", x(*at))
    });
    format!(", {}", list(parts))
}

/// What the decision itself was, one line with its actor; `state` is the state it was made in.
pub fn decision(state: &State, seat: Seat, action: &Action) -> String {
    let who = player(seat);
    match action {
        Action::OriginalBehaviour => format!("{who} chose Original behaviour."),
        Action::Imitator { from } => match from {
            Some(f) => format!(
                "{who} chose Imitator, scavenging the top discard of {}.",
                player(usize::from(*f))
            ),
            None => format!("{who} chose Imitator, drawing from the deck."),
        },
        Action::Silverback => format!("{who} chose Silverback."),
        Action::Locution { pay: p } => format!(
            "{who} chose Locution{}.",
            p.map(|p| format!(", paying with {}", pay(state, seat, p)))
                .unwrap_or_default()
        ),
        Action::Lexicalization { from, to } => format!(
            "{who} chose Lexicalization, moving a brain unit from {} to {}.",
            words::region(*from),
            words::region(*to)
        ),
        Action::Storyteller { reset: r } => {
            format!("{who} chose Storyteller, resetting {}.", reset(state, *r))
        }
        Action::Naturalist { hex: h, pay: p, .. } => format!(
            "{who} chose Naturalist, trying to domesticate {}{}.",
            hex(*h),
            p.map(|p| format!(", paying with {}", pay(state, seat, p)))
                .unwrap_or_default()
        ),
        Action::Invention { era } => {
            format!("{who} chose Invention, drawing from the era {era} deck.")
        }
        Action::Education { from } => format!(
            "{who} chose Education, scavenging the top discard of {}.",
            player(usize::from(*from))
        ),
        Action::BabyBoom => format!("{who} chose Baby boom."),
        Action::Stimulus { resets } => format!(
            "{who} chose Stimulus, resetting {}.",
            list(resets.iter().map(|&r| reset(state, r)))
        ),
        Action::GoldenAge { reactivate } => format!(
            "{who} chose Golden age{}.",
            if reactivate.is_empty() {
                String::new()
            } else {
                format!(
                    ", turning face up {}",
                    list(reactivate.iter().map(|&c| card(c)))
                )
            }
        ),
        Action::Revolution { brain } => {
            format!(
                "{who} chose Revolution, naming {}.",
                words::brain_map(*brain)
            )
        }
        Action::Espionage { from } => format!(
            "{who} chose Espionage and took a card at random from the hand of {}.",
            player(usize::from(*from))
        ),
        Action::OfferAid { to, count } => format!(
            "{who} offered {} as aid to {} until the end of their next turn.",
            plural(*count, "elder"),
            player(usize::from(*to))
        ),
        Action::EndInnovation => format!("{who} ended the innovation phase."),
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
                extra.push(match side {
                    Side::Left => "left side".to_string(),
                    Side::Right => "right side".to_string(),
                });
            }
            if let Some(r) = language {
                extra.push(format!("clearing {}", words::region(*r)));
            }
            if let Some(d) = domesticate {
                extra.push(format!("trying to domesticate {}", hex(d.hex)));
            }
            if let Some(b) = barbarian {
                extra.push(format!("barbarians against {}", player(usize::from(*b))));
            }
            if let Some(n) = skip_fd.filter(|&n| n > 0) {
                extra.push(format!("declining {}", plural(n, "fecundity decrease")));
            }
            let extra = if extra.is_empty() {
                String::new()
            } else {
                format!(" ({})", extra.join(", "))
            };
            if data().card(c.0).is_public() {
                format!(
                    "{who} played the public card {}{extra} and opened its auction.",
                    card(*c)
                )
            } else {
                format!("{who} played the idea card {}{extra}.", card(*c))
            }
        }
        Action::EndCards => format!("{who} ended the card phase."),
        Action::Depopulate { remove } => format!(
            "{who} lost {} to chaos.",
            list(remove.iter().map(|&u| unit(u)))
        ),
        Action::DarkAge { direction } => match direction {
            Direction::Forward => format!("{who} moved the era unit forward into the dark age."),
            Direction::Back => format!("{who} moved the era unit back into the dark age."),
        },
        Action::Incorporate { target, fund, pay } => format!(
            "{who} incorporated elders from {}{}.",
            player(usize::from(*target)),
            funded(state, seat, *fund, pay)
        ),
        Action::Trade {
            partner,
            track,
            fund,
            pay,
        } => format!(
            "{who} proposed a trade on {} to {}{}.",
            track_name(*track),
            player(usize::from(*partner)),
            funded(state, seat, *fund, pay)
        ),
        Action::Urbanize {
            unit: u,
            hex: h,
            fund,
            pay,
        } => format!(
            "{who} urbanized the unit at {} into a metropolis in {}{}.",
            x(*u),
            hex(*h),
            funded(state, seat, *fund, pay)
        ),
        Action::SabineRaid {
            target,
            mode,
            fund,
            pay,
        } => match mode {
            RaidMode::Scavenge => format!(
                "{who} made a Sabine raid on {}, scavenging their top discard{}.",
                player(usize::from(*target)),
                funded(state, seat, *fund, pay)
            ),
            RaidMode::Espionage => format!(
                "{who} made a Sabine raid on {}, taking a card at random from their hand{}.",
                player(usize::from(*target)),
                funded(state, seat, *fund, pay)
            ),
        },
        Action::Grow {
            at,
            path,
            through: t,
            fund,
            pay,
        } => format!(
            "{who} grew a new unit at {}{}{}{}.",
            x(*at),
            if path.is_empty() {
                String::new()
            } else {
                format!(
                    " and migrated it to {}",
                    path.last().map(|&p| x(p)).unwrap_or_default()
                )
            },
            through(t),
            funded(state, seat, *fund, pay)
        ),
        Action::Migrate {
            unit: u,
            path,
            through: t,
            fund,
            pay,
        } => format!(
            "{who} migrated the unit at {} by {}{}{}.",
            x(*u),
            list(path.iter().map(|&p| x(p))),
            through(t),
            funded(state, seat, *fund, pay)
        ),
        Action::EndPopulation => format!("{who} ended the population phase."),
        Action::Siege {
            hex: h,
            metropolis_unit,
        } => format!(
            "{who} besieged {}{}.",
            hex(*h),
            metropolis_unit
                .map(|u| format!(", the unit at {} to found the metropolis", x(u)))
                .unwrap_or_default()
        ),
        Action::EndSieges => format!("{who} ended the siege phase."),
        Action::Starve { remove } => format!(
            "{who} lost {} to starvation.",
            list(remove.iter().map(|&u| unit(u)))
        ),
        Action::Passage { grant } => {
            if *grant {
                format!("{who} granted passage.")
            } else {
                format!("{who} refused passage.")
            }
        }
        Action::TradeAnswer { accept } => {
            if *accept {
                format!("{who} accepted the trade.")
            } else {
                format!("{who} declined the trade.")
            }
        }
        Action::Bid { amount } => format!("{who} bid {}.", plural(*amount, "elder")),
        Action::Pass => format!("{who} passed."),
        Action::Pledge { to, count } => format!(
            "{who} pledged {} to {}.",
            plural(*count, "elder"),
            player(usize::from(*to))
        ),
        Action::BarbarianAnswer {
            give,
            card: c,
            colour,
            half: h,
        } => match give {
            Give::Card => format!(
                "{who} gave up {} to the barbarians.",
                c.map(card).unwrap_or_else(|| "a public card".into())
            ),
            Give::Elder => format!(
                "{who} lost {} to the barbarians.",
                elder(state, seat, *colour, *h)
            ),
        },
        Action::RevolutionAnswer {
            cancel,
            colour,
            half: h,
        } => {
            if *cancel {
                format!(
                    "{who} cancelled the revolution, losing {}.",
                    elder(state, seat, *colour, *h)
                )
            } else {
                format!("{who} accepted the swap of brain maps.")
            }
        }
        Action::ChooseElder { colour, half: h } => {
            format!(
                "{who} chose {}.",
                elder(state, seat, Some(*colour), Some(*h))
            )
        }
        Action::DiseaseNeighbour { seat: s } => {
            format!("{who} passed the disease to {}.", player(usize::from(*s)))
        }
        Action::CatastropheOrder { order } => format!(
            "{who} ordered the catastrophes: {}.",
            list(order.iter().map(|e| catastrophe_entry(e)))
        ),
        Action::ChooseEnslaver { seat: s } => {
            format!("{who} chose {} as enslaver.", player(usize::from(*s)))
        }
    }
}

fn elder(state: &State, seat: Seat, colour: Option<Letter>, h: Option<Half>) -> String {
    match colour {
        Some(c) => words::elder(state, seat, c, h),
        None => "an elder".into(),
    }
}

fn catastrophe_entry(entry: &str) -> String {
    match entry.split_once(':') {
        Some((c, icon)) => {
            let name = CardId::parse(c).map(card).unwrap_or_else(|| c.to_string());
            let icon = match icon {
                "CC" => "climate change",
                "VOLC" => "volcano",
                "DIS" => "disease",
                other => other,
            };
            format!("{icon} of {name}")
        }
        None => entry.to_string(),
    }
}

/// A track's name in words.
pub fn track_name(t: Track) -> &'static str {
    words::track(t)
}

fn phase_name(p: &Phase) -> Option<&'static str> {
    Some(match p {
        Phase::Innovation { .. } => "phase 1, innovation",
        Phase::Catastrophes => "phase 2, catastrophes",
        Phase::Cards => "phase 3, cards",
        // The state rests in phase 4 only while chaos asks its questions.
        Phase::Chaos => "phase 4, chaos",
        Phase::Population { .. } => "phase 5, population",
        Phase::Sieges { .. } => "phase 6, sieges",
        Phase::Starvation => "phase 7, starvation",
        Phase::GameOver => return None,
    })
}

fn same_phase(a: &Phase, b: &Phase) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// What a prompt asks, after "is asked to".
fn asked(state: &State, kind: &PromptKind) -> String {
    match kind {
        PromptKind::Bid => match &state.auction {
            Some(a) => format!("bid, pledge or pass in the auction of {}", card(a.card)),
            None => "bid, pledge or pass".into(),
        },
        PromptKind::Passage { mover, at } => format!(
            "grant or refuse passage at {} to {}",
            x(*at),
            player(usize::from(*mover))
        ),
        PromptKind::TradeAnswer { from, track } => format!(
            "accept or decline a trade on {} from {}",
            track_name(*track),
            player(usize::from(*from))
        ),
        PromptKind::RevolutionAnswer { from } => format!(
            "accept or cancel the revolution of {}",
            player(usize::from(*from))
        ),
        PromptKind::ChooseElder(ElderWhy::Loss) => "choose the elder they lose".into(),
        PromptKind::ChooseElder(ElderWhy::Transfer { to }) => {
            format!("choose the elder that goes to {}", player(usize::from(*to)))
        }
        PromptKind::BarbarianAnswer { attacker } => format!(
            "give a public card or an elder to the barbarians of {}",
            player(usize::from(*attacker))
        ),
        PromptKind::DiseaseNeighbour { .. } => "choose the neighbour a disease reaches".into(),
        PromptKind::ChooseEnslaver => "choose their enslaver, having no map unit left".into(),
        PromptKind::CatastropheOrder => "order this turn's catastrophes".into(),
        PromptKind::Depopulate { count } => {
            format!("choose {} for chaos to take", plural(*count, "map unit"))
        }
        PromptKind::DarkAge => "move their era unit forward or back into the dark age".into(),
        PromptKind::Starve => "choose the units that starve".into(),
    }
}

/// What changed for one player between `a` and `b`, as short clauses.
fn changes(before: &State, after: &State, seat: usize) -> Vec<String> {
    let (a, b): (&Player, &Player) = (&before.players[seat], &after.players[seat]);
    let mut out = Vec::new();
    let ready = |p: &Player| p.producers.iter().map(|&n| u32::from(n)).sum::<u32>();
    let spent = |p: &Player| p.consumers.iter().map(|&n| u32::from(n)).sum::<u32>();
    if (ready(a), spent(a)) != (ready(b), spent(b)) {
        out.push(format!(
            "elders {} ready and {} spent, now {} ready and {} spent",
            ready(a),
            spent(a),
            ready(b),
            spent(b)
        ));
    }
    let (sa, sb) = (score(before, seat).total, score(after, seat).total);
    if sa != sb {
        out.push(format!("score {sa} to {sb}"));
    }
    if a.innovation_number() != b.innovation_number() {
        out.push(format!(
            "innovation number {} to {}",
            a.innovation_number(),
            b.innovation_number()
        ));
    }
    if a.population_number() != b.population_number() {
        out.push(format!(
            "population number {} to {}",
            a.population_number(),
            b.population_number()
        ));
    }
    for t in Track::ALL {
        if a.level(t) != b.level(t) {
            out.push(format!(
                "{} {} to {}",
                track_name(t),
                a.level(t),
                b.level(t)
            ));
        }
    }
    if a.brain_units != b.brain_units {
        out.push(format!(
            "brain units on {}",
            list(b.brain_units.iter().map(|&r| words::region(r).to_string()))
        ));
    }
    if a.brain != b.brain {
        out.push(format!("now holds {}", words::brain_map(b.brain)));
    }
    if a.era != b.era {
        out.push(match b.era {
            Some(e) => format!("era unit in {}", words::era_space(e)),
            None => "back in Era I".into(),
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
        out.push(format!("no unit now at {}", list(lost_x)));
    }
    if !gained_x.is_empty() {
        out.push(format!("a unit now at {}", list(gained_x)));
    }
    for h in b
        .metropolises
        .iter()
        .filter(|h| !a.metropolises.contains(h))
    {
        out.push(format!("a new metropolis in {}", hex(*h)));
    }
    for h in a
        .metropolises
        .iter()
        .filter(|h| !b.metropolises.contains(h))
    {
        out.push(format!("lost the metropolis in {}", hex(*h)));
    }
    if a.hand.len() != b.hand.len() {
        out.push(format!("{} in hand", plural(b.hand.len() as i64, "card")));
    }
    if a.discard.len() != b.discard.len() {
        out.push(format!(
            "{} on the discard pile",
            plural(b.discard.len() as i64, "card")
        ));
    }
    for held in &b.repertoire {
        match a.repertoire.iter().find(|h| h.card == held.card) {
            None => out.push(format!("won the public card {}", card(held.card))),
            Some(old) if old.active && !held.active => {
                out.push(format!("{} suppressed", card(held.card)))
            }
            Some(old) if !old.active && held.active => {
                out.push(format!("{} face up again", card(held.card)))
            }
            _ => {}
        }
    }
    for held in &a.repertoire {
        if !b.repertoire.iter().any(|h| h.card == held.card) {
            out.push(format!("no longer holds {}", card(held.card)));
        }
    }
    if a.enslaver != b.enslaver {
        out.push(match b.enslaver {
            Some(e) => format!("enslaved by {}", player(usize::from(e))),
            None => "free again".into(),
        });
    }
    if a.revolution_penalty != b.revolution_penalty && b.revolution_penalty > 0 {
        out.push(format!(
            "{} off the next stability roll",
            b.revolution_penalty
        ));
    }
    if a.aid_offers.len() > b.aid_offers.len() && after.active != before.active {
        out.push("unused aid offers lapsed".into());
    }
    out
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
                        format!(
                            "{} took {} from the discard pile of {}.",
                            player(seat),
                            card(c),
                            player(from)
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
                purpose,
                value,
            } => push(
                usize::from(*s),
                format!(
                    "Automatic: {} rolled {value} for {purpose}.",
                    player(usize::from(*s))
                ),
            ),
            Record::Revealed { seat: s, card: c } => push(
                usize::from(*s),
                format!(
                    "Automatic: {} revealed the catastrophe of {}.",
                    player(usize::from(*s)),
                    card(*c)
                ),
            ),
        }
    }
    for s in 0..after.players.len().min(before.players.len()) {
        let c = changes(before, after, s);
        if !c.is_empty() {
            push(s, format!("{}: {}.", player(s), c.join("; ")));
        }
    }
    if before.climate != after.climate {
        push(
            seat,
            format!(
                "Automatic: the climate is now {}.",
                list(
                    super::view::view(after, crate::engine::Viewer::Spectator)
                        .climate
                        .iter()
                        .map(|c| c.to_string())
                )
            ),
        );
    }
    for h in after.extinct.iter().filter(|h| !before.extinct.contains(h)) {
        push(
            seat,
            format!("Automatic: the animals of {} are extinct.", hex(*h)),
        );
    }
    for c in after.removed.iter().filter(|c| !before.removed.contains(c)) {
        push(seat, format!("{} is removed from the game.", card(*c)));
    }
    let turn_changed = (before.game_turn, before.active) != (after.game_turn, after.active);
    if after.phase == Phase::GameOver && before.phase != Phase::GameOver {
        push(seat, "Automatic: the game is over.".into());
        let ranks = ranking(after);
        for (s, rank) in ranks.iter().enumerate() {
            let sc = score(after, s);
            push(
                s,
                format!(
                    "Final score: {} {} (innovation {}, population {}, elders {}, info {}, culture {}, admin {}), place {rank}.",
                    player(s),
                    plural(sc.total, "point"),
                    sc.innovation,
                    sc.population,
                    sc.elders,
                    sc.info,
                    sc.culture,
                    sc.admin
                ),
            );
        }
    } else if turn_changed {
        let ap = usize::from(after.active);
        let starts = match &after.phase {
            Phase::Innovation { .. } => String::new(),
            p => phase_name(p)
                .map(|name| format!(" from {name} (no innovation action this turn)"))
                .unwrap_or_default(),
        };
        push(
            ap,
            format!(
                "Automatic: the turn of {} ends; game turn {}, {} plays{starts}.",
                player(usize::from(before.active)),
                after.game_turn,
                player(ap)
            ),
        );
    } else if !same_phase(&before.phase, &after.phase) {
        if let Some(name) = phase_name(&after.phase) {
            push(seat, format!("Automatic: {name}."));
        }
    }
    if let Some(p) = after.prompts.last() {
        if before.prompts.last() != Some(p) {
            let s = usize::from(p.seat);
            push(
                s,
                format!("{} is asked to {}.", player(s), asked(after, &p.kind)),
            );
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_tokens_and_lists_read_as_english() {
        assert_eq!(player(0), "{p1}");
        assert_eq!(player(4), "{p5}");
        assert_eq!(list(["a".to_string()]), "a");
        assert_eq!(
            list(["a".to_string(), "b".to_string(), "c".to_string()]),
            "a, b and c"
        );
        assert_eq!(plural(1, "elder"), "1 elder");
        assert_eq!(plural(2, "elder"), "2 elders");
    }

    #[test]
    fn espionage_never_names_the_card() {
        let s = super::super::new_state(2, 1, &serde_json::json!({})).expect("a game");
        let text = decision(&s, 0, &Action::Espionage { from: 1 });
        assert_eq!(
            text,
            "{p1} chose Espionage and took a card at random from the hand of {p2}."
        );
    }
}
