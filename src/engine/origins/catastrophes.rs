//! Phase 2 (design 5): the catastrophes of the public cards drawn this turn, climate change and
//! habitability (13.4), volcanoes, diseases, and becoming enslaved after a catastrophe (5.6,
//! 15.1–15.2, 15.7 for the enslaver's own slaves).

use super::data::{data, CardKind, Catastrophe};
use super::error::{refuse, RuleError};
use super::rules::{disease, roll, site_habitable, unit_home, x_habitable};
use super::said::cite_rule;
use super::state::{CardId, HexId, Phase, Prompt, PromptKind, Record, State, Step};
use crate::say;

/// The catastrophe icons of the public cards drawn this turn: cards in draw order, icons in
/// printed order (5.1, D12).
pub fn pending(state: &State) -> Vec<(CardId, u8)> {
    let d = data();
    state
        .memory
        .drawn_public
        .iter()
        .flat_map(|&c| match &d.card(c.0).kind {
            CardKind::Public { catastrophes, .. } => (0..catastrophes.len())
                .map(|i| (c, i as u8))
                .collect::<Vec<_>>(),
            CardKind::Idea { .. } => Vec::new(),
        })
        .collect()
}

/// The catastrophe icon `icon` of public card `card`.
pub fn catastrophe(card: CardId, icon: u8) -> Option<Catastrophe> {
    match &data().card(card.0).kind {
        CardKind::Public { catastrophes, .. } => catastrophes.get(usize::from(icon)).copied(),
        CardKind::Idea { .. } => None,
    }
}

/// The `<card id>:<icon>` name of one catastrophe (5.2).
pub fn entry(card: CardId, icon: u8) -> String {
    format!(
        "{}:{}",
        card.id(),
        catastrophe(card, icon).map_or("?", Catastrophe::code)
    )
}

/// Opens phase 2: reveals the cards, then asks for the order or queues the catastrophes.
pub fn start(state: &mut State) {
    state.phase = Phase::Catastrophes;
    let icons = pending(state);
    let ap = state.active;
    let mut revealed: Vec<CardId> = icons.iter().map(|(c, _)| *c).collect();
    revealed.dedup();
    for card in revealed {
        state.records.push(Record::Revealed { seat: ap, card });
    }
    if icons.len() >= 2 {
        state.prompts.push(Prompt {
            seat: ap,
            kind: PromptKind::CatastropheOrder,
        });
    } else {
        queue(state, &icons);
    }
}

fn queue(state: &mut State, icons: &[(CardId, u8)]) {
    for &(card, icon) in icons {
        state.queue.push(Step::Catastrophe { card, icon });
        state.queue.push(Step::Enslave { done: [false; 5] });
    }
    state.queue.push(Step::EndCatastrophes);
}

/// The answer to `catastrophe_order` (5.2): every pending icon exactly once.
pub fn order(state: &mut State, order: &[String]) -> Result<(), RuleError> {
    let icons = pending(state);
    let mut chosen = Vec::new();
    for name in order {
        let Some(&found) = icons.iter().find(|(c, i)| entry(*c, *i) == *name) else {
            return refuse(say!(
                "origins-refuse-is-not-a-catastrophe-of",
                name = name,
                name2 = names(&icons),
                cite = cite_rule("5.2")
            ));
        };
        if chosen.contains(&found) {
            return refuse(say!(
                "origins-refuse-is-named-twice",
                name = name,
                cite = cite_rule("5.2")
            ));
        }
        chosen.push(found);
    }
    if chosen.len() != icons.len() {
        return refuse(say!(
            "origins-refuse-name-every-catastrophe-of-this",
            name = names(&icons),
            cite = cite_rule("5.2")
        ));
    }
    queue(state, &chosen);
    Ok(())
}

fn names(icons: &[(CardId, u8)]) -> String {
    icons
        .iter()
        .map(|&(c, i)| entry(c, i))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Resolves one catastrophe (5.3–5.5).
pub fn resolve(state: &mut State, card: CardId, icon: usize) {
    let Some(k) = catastrophe(card, icon as u8) else {
        return;
    };
    match k {
        Catastrophe::Volc(h) => volcano(state, HexId(h)),
        Catastrophe::Cc => {
            let ap = usize::from(state.active);
            let die = roll(state, ap, "climate change");
            let turned = match die {
                1..=3 => 0,
                4 | 5 => 1,
                _ => 2,
            };
            state.climate[turned] = !state.climate[turned];
            climate_losses(state);
        }
        Catastrophe::Dis(limit) => disease(state, limit),
    }
}

/// Every map unit in hex `h` is lost (5.3).
pub fn volcano(state: &mut State, h: HexId) {
    let corners = data().hex(h.0).corners;
    for p in &mut state.players {
        let before = p.migratory.len();
        p.migratory.retain(|x| !corners.contains(&x.0));
        for _ in p.migratory.len()..before {
            unit_home(p);
        }
        if let Ok(i) = p.metropolises.binary_search(&h) {
            p.metropolises.remove(i);
            unit_home(p);
        }
    }
}

/// After a climate card turns (13.4): units and metropolises no longer habitable for their
/// owner are lost, players in turn order from the active player.
pub fn climate_losses(state: &mut State) {
    let n = state.players.len();
    let ap = usize::from(state.active);
    for k in 0..n {
        let seat = (ap + k) % n;
        let p = state.players[seat].clone();
        let lost_x: Vec<_> = p
            .migratory
            .iter()
            .copied()
            .filter(|&x| !x_habitable(state, &p, x))
            .collect();
        let lost_h: Vec<_> = p
            .metropolises
            .iter()
            .copied()
            .filter(|&h| !site_habitable(state, &p, h))
            .collect();
        let pl = &mut state.players[seat];
        pl.migratory.retain(|x| !lost_x.contains(x));
        pl.metropolises.retain(|h| !lost_h.contains(h));
        for _ in 0..lost_x.len() + lost_h.len() {
            unit_home(pl);
        }
    }
}

/// The next free player, in turn order from the active player, left with no map unit after a
/// catastrophe becomes enslaved (5.6, 15.1, D46): their own slaveries end first, then they
/// choose their enslaver (forced with one other player).
/// `done` holds the players already processed in this event: each is processed once, so two
/// players left without units cannot enslave each other in turn for ever.
pub fn enslave_next(state: &mut State, mut done: [bool; 5]) {
    let n = state.players.len();
    let ap = usize::from(state.active);
    let Some(victim) = (0..n).map(|k| (ap + k) % n).find(|&s| {
        !done[s] && state.players[s].map_units() == 0 && state.players[s].enslaver.is_none()
    }) else {
        return;
    };
    done[victim] = true;
    end_slaveries_of(state, victim);
    state.queue.insert(0, Step::Enslave { done });
    if n == 2 {
        set_enslaver(state, victim, 1 - victim);
    } else {
        state.prompts.push(Prompt {
            seat: victim as u8,
            kind: PromptKind::ChooseEnslaver,
        });
    }
}

/// Every slavery in which `master` is the enslaver ends (15.7). The master has no map unit here,
/// so there are no revolt sieges; its guest workers go home, whatever its capacity.
pub(super) fn end_slaveries_of(state: &mut State, master: usize) {
    let colour = state.players[master].sheet.index();
    let mut producers = 0;
    let mut consumers = 0;
    for (s, p) in state.players.iter_mut().enumerate() {
        if p.enslaver.map(usize::from) == Some(master) {
            p.enslaver = None;
        }
        if s != master {
            producers += std::mem::take(&mut p.producers[colour]);
            consumers += std::mem::take(&mut p.consumers[colour]);
        }
    }
    let m = &mut state.players[master];
    m.producers[colour] += producers;
    m.consumers[colour] += consumers;
}

/// The answer to `choose_enslaver` (15.1).
pub fn choose_enslaver(state: &mut State, victim: usize, enslaver: usize) -> Result<(), RuleError> {
    if enslaver >= state.players.len() {
        return Err(RuleError::NoSuchSeat(enslaver + 1));
    }
    if enslaver == victim {
        return refuse(say!(
            "origins-refuse-your-enslaver-is-another-player",
            cite = cite_rule("15.1")
        ));
    }
    set_enslaver(state, victim, enslaver);
    Ok(())
}

/// Slavery begins (15.1–15.2): the lower footprint rises to the higher.
pub(super) fn set_enslaver(state: &mut State, victim: usize, enslaver: usize) {
    state.players[victim].enslaver = Some(enslaver as u8);
    let fp = state.players[victim].infra[0].max(state.players[enslaver].infra[0]);
    state.players[victim].infra[0] = fp;
    state.players[enslaver].infra[0] = fp;
}

/// The timeout default for `choose_enslaver` (18.2): the other player with the most
/// metropolises, ties to the first clockwise from the victim.
pub fn default_enslaver(state: &State, victim: usize) -> usize {
    let n = state.players.len();
    (1..n)
        .map(|k| (victim + k) % n)
        .rev()
        .max_by_key(|&s| state.players[s].metropolises.len())
        .unwrap_or((victim + 1) % n)
}
