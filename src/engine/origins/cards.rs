//! Phase 3 (design 6): playing idea cards side by side with their icons, auctions of public
//! cards as `bid` prompts with pledges (6.4, 16.1), and barbarian incursions (6.7).

use super::action::{Action, Domesticate, Give, Side};
use super::data::{data, CardKind, Effect, Instinct, Letter, Region, Req};
use super::error::{refuse, RuleError};
use super::rules::{
    advance, check_domestication, domesticate, elder_gain, elder_options, fd, free_producers,
    lose_brain_unit, neighbours, remove_elder, spend,
};
use super::said as words;
use super::said::{cite_rule, cite_rule_ties, cite_rules, player_no};
use super::state::{Auction, CardId, Held, Pledge, Prompt, PromptKind, State, Step};
use crate::say;

/// Why `end_cards` is refused now, or `None` (6.1).
pub fn end_cards_refusal(state: &State, seat: usize) -> Option<String> {
    let p = &state.players[seat];
    let d = data();
    if let Some(c) = p.hand.iter().find(|c| d.card(c.0).is_public()) {
        return Some(say!(
            "origins-refuse-public-card-in-hand",
            card = words::card(c),
            cite = cite_rule("6.1")
        ));
    }
    if p.hand.len() > p.hand_limit() {
        return Some(say!(
            "origins-refuse-hand-limit",
            count = p.hand.len(),
            limit = p.hand_limit(),
            cite = cite_rule("6.1")
        ));
    }
    None
}

/// A submission of the active player in phase 3.
pub fn cards(state: &mut State, seat: usize, action: &Action) -> Result<(), RuleError> {
    match action {
        Action::EndCards => {
            if let Some(why) = end_cards_refusal(state, seat) {
                return refuse(why);
            }
            super::chaos::stability(state);
            Ok(())
        }
        Action::PlayCard {
            card,
            side,
            language,
            domesticate,
            barbarian,
            skip_fd,
        } => {
            let Some(i) = state.players[seat].hand.iter().position(|c| c == card) else {
                return refuse(say!(
                    "origins-refuse-is-not-in-your-hand",
                    card = words::card(card),
                    cite = cite_rule("6.1")
                ));
            };
            match &data().card(card.0).kind {
                CardKind::Public { .. } => {
                    if side.is_some()
                        || language.is_some()
                        || domesticate.is_some()
                        || barbarian.is_some()
                        || skip_fd.is_some()
                    {
                        return refuse(say!(
                            "origins-refuse-is-a-public-card-it",
                            card = words::card(card),
                            cite = cite_rule("6.4")
                        ));
                    }
                    state.players[seat].hand.remove(i);
                    open_auction(state, *card);
                    Ok(())
                }
                CardKind::Idea {
                    left_req,
                    left,
                    right,
                    ..
                } => {
                    let Some(side) = side else {
                        return refuse(say!(
                            "origins-refuse-name-the-side-of-you",
                            card = words::card(card),
                            cite = cite_rule("6.2")
                        ));
                    };
                    let effects = match side {
                        Side::Left => {
                            check_left(state, seat, *card, left_req)?;
                            left
                        }
                        Side::Right => right,
                    };
                    let choices = Choices {
                        language: *language,
                        domesticate: *domesticate,
                        barbarian: *barbarian,
                        skip_fd: skip_fd.unwrap_or(0),
                    };
                    let steps = check_choices(state, seat, *card, effects, &choices)?;
                    let p = &mut state.players[seat];
                    p.hand.remove(i);
                    if barbarian.is_some() {
                        // The card of an incursion is removed from the game (6.7).
                        state.removed.push(*card);
                    } else {
                        p.discard.push(*card);
                    }
                    state.queue.extend(steps);
                    Ok(())
                }
            }
        }
        _ => Err(RuleError::WrongDecision(say!("origins-wrong-cards"))),
    }
}

fn check_left(state: &State, seat: usize, card: CardId, reqs: &[Req]) -> Result<(), RuleError> {
    let p = &state.players[seat];
    for r in reqs {
        match *r {
            Req::Instinct(i) if !p.visible(i) => {
                return refuse(say!(
                    "origins-refuse-the-left-side-of-needs",
                    card = words::card(card),
                    name = words::instinct_term(i),
                    cite = cite_rule("6.2")
                ))
            }
            Req::Track(t, l) if p.level(t) < l => {
                return refuse(say!(
                    "origins-refuse-the-left-side-of-needs-2",
                    card = words::card(card),
                    value = t.code(),
                    l = l,
                    cite = cite_rule("6.2")
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

struct Choices {
    language: Option<Region>,
    domesticate: Option<Domesticate>,
    barbarian: Option<u8>,
    skip_fd: u8,
}

/// The covered regions of `instinct` an ENC would clear (a player in Era I only).
fn enc_targets(state: &State, seat: usize, instinct: Instinct) -> Vec<Region> {
    let p = &state.players[seat];
    if p.era.is_some() {
        return Vec::new();
    }
    data()
        .regions
        .iter()
        .filter(|r| r.instinct == instinct && p.brain_units.contains(&r.region))
        .map(|r| r.region)
        .collect()
}

/// Checks the choices of a side against its icons (6.2–6.3) and returns its steps.
fn check_choices(
    state: &State,
    seat: usize,
    card: CardId,
    effects: &[Effect],
    c: &Choices,
) -> Result<Vec<Step>, RuleError> {
    let has = |f: fn(&Effect) -> bool| effects.iter().any(f);
    let fds: u8 = effects
        .iter()
        .map(|e| match e {
            Effect::Fd => 1,
            Effect::Fd2 => 2,
            _ => 0,
        })
        .sum();
    if c.skip_fd > fds {
        return refuse(say!(
            "origins-refuse-this-side-of-has-fecundity",
            card = words::card(card),
            fds = fds,
            value = c.skip_fd,
            cite = cite_rule("6.2")
        ));
    }
    // ENC(language) with both language regions covered needs `language` (6.3).
    let language_targets = if has(|e| matches!(e, Effect::Enc(Instinct::Language))) {
        enc_targets(state, seat, Instinct::Language)
    } else {
        Vec::new()
    };
    match c.language {
        None if language_targets.len() >= 2 => {
            return refuse(say!(
                "origins-refuse-both-language-regions-are-covered",
                card = words::card(card),
                cite = cite_rule("6.3")
            ))
        }
        Some(r) if !language_targets.contains(&r) => {
            return refuse(say!(
                "origins-refuse-language-names-a-covered-language",
                name = r.name(),
                cite = cite_rule("6.3")
            ))
        }
        _ => {}
    }
    if let Some(dom) = c.domesticate {
        let Some(&Effect::Nat(kind, _)) = effects.iter().find(|e| matches!(e, Effect::Nat(..)))
        else {
            return refuse(say!(
                "origins-refuse-this-side-of-has-no",
                card = words::card(card),
                cite = cite_rule("6.3")
            ));
        };
        check_domestication(state, seat, dom.hex, dom.unit, &[kind])?;
        // The expenditure must be payable (6.3): tried on a copy.
        let mut trial = state.clone();
        spend(&mut trial, seat, dom.pay)?;
    }
    if let Some(victim) = c.barbarian {
        if !has(|e| matches!(e, Effect::Barb)) {
            return refuse(say!(
                "origins-refuse-this-side-of-has-no-2",
                card = words::card(card),
                cite = cite_rule("6.3")
            ));
        }
        let v = usize::from(victim);
        if v >= state.players.len() {
            return Err(RuleError::NoSuchSeat(v + 1));
        }
        if !neighbours(state, seat).contains(&v) {
            return refuse(say!(
                "origins-refuse-the-victim-of-an-incursion",
                player = player_no(v),
                cite = cite_rule("6.7")
            ));
        }
    }
    // Each FD and EG as its own step; the last `skip_fd` decreases are declined.
    let mut steps = Vec::new();
    let mut fd_left = fds;
    for &e in effects {
        let (one, times) = match e {
            Effect::Fd2 => (Effect::Fd, 2),
            Effect::Eg2 => (Effect::Eg, 2),
            _ => (e, 1),
        };
        for _ in 0..times {
            let skip = if one == Effect::Fd {
                fd_left -= 1;
                fd_left < c.skip_fd
            } else {
                false
            };
            steps.push(Step::Effect {
                seat: seat as u8,
                effect: one,
                language: c.language,
                domesticate: c.domesticate,
                barbarian: c.barbarian,
                skip,
            });
        }
    }
    Ok(steps)
}

/// Resolves one queued icon (6.3, 6.4 step 6). Choices were checked when the card was played;
/// one that no longer holds (the board changed under an earlier icon) is skipped.
pub fn effect(state: &mut State, step: Step) {
    let Step::Effect {
        seat,
        effect,
        language,
        domesticate: dom,
        barbarian,
        skip,
    } = step
    else {
        return;
    };
    let s = usize::from(seat);
    match effect {
        Effect::Enc(i) => {
            let targets = enc_targets(state, s, i);
            let region = language
                .filter(|r| targets.contains(r))
                .or(targets.first().copied());
            if let Some(r) = region {
                lose_brain_unit(&mut state.players[s], r);
            }
        }
        Effect::Adv(t, m) => advance(state, s, t, m),
        Effect::Eg => elder_gain(&mut state.players[s]),
        Effect::Eg2 => {
            elder_gain(&mut state.players[s]);
            elder_gain(&mut state.players[s]);
        }
        Effect::Fd => {
            if !skip {
                fd(&mut state.players[s]);
            }
        }
        Effect::Fd2 => {
            if !skip {
                fd(&mut state.players[s]);
                fd(&mut state.players[s]);
            }
        }
        Effect::Nat(kind, modifier) => {
            let Some(dom) = dom else { return };
            let Ok(unit) = check_domestication(state, s, dom.hex, dom.unit, &[kind]) else {
                return;
            };
            if spend(state, s, dom.pay).is_ok() {
                domesticate(state, s, dom.hex, unit, modifier);
            }
        }
        Effect::Barb => {
            let Some(victim) = barbarian else { return };
            incursion(state, s, usize::from(victim));
        }
        Effect::El => state.queue.insert(0, Step::LoseElder { seat }),
    }
}

/// What the victim of an incursion may give: its public cards, then its elders (6.7).
fn barbarian_options(state: &State, victim: usize) -> Vec<Action> {
    let p = &state.players[victim];
    let mut out: Vec<Action> = p
        .repertoire
        .iter()
        .map(|h| Action::BarbarianAnswer {
            give: Give::Card,
            card: Some(h.card),
            colour: None,
            half: None,
        })
        .collect();
    out.extend(
        elder_options(p)
            .into_iter()
            .map(|(c, h)| Action::BarbarianAnswer {
                give: Give::Elder,
                card: None,
                colour: Some(c),
                half: Some(h),
            }),
    );
    out
}

/// Every answer to `barbarian_answer` open to `victim` (6.7).
pub fn barbarian_answers(state: &State, victim: usize) -> Vec<Action> {
    barbarian_options(state, victim)
}

/// A barbarian incursion by `attacker` on `victim` (6.7).
fn incursion(state: &mut State, attacker: usize, victim: usize) {
    state.queue.insert(
        0,
        Step::AfterIncursion {
            attacker: attacker as u8,
            victim: victim as u8,
        },
    );
    let options = barbarian_options(state, victim);
    match options.as_slice() {
        [] => {}
        [only] => {
            let only = only.clone();
            let _ = give(state, victim, &only);
        }
        _ => state.prompts.push(Prompt {
            seat: victim as u8,
            kind: PromptKind::BarbarianAnswer {
                attacker: attacker as u8,
            },
        }),
    }
}

/// The victim's answer to an incursion (6.7).
pub fn give(state: &mut State, victim: usize, answer: &Action) -> Result<(), RuleError> {
    let Action::BarbarianAnswer {
        give,
        card,
        colour,
        half,
    } = answer
    else {
        return Err(RuleError::WrongDecision(say!("origins-wrong-barbarian")));
    };
    match give {
        Give::Card => {
            let Some(card) = card else {
                return refuse(say!(
                    "origins-refuse-name-the-public-card-you",
                    cite = cite_rule("6.7")
                ));
            };
            if colour.is_some() || half.is_some() {
                return refuse(say!(
                    "origins-refuse-give-a-card-or-an",
                    cite = cite_rule("6.7")
                ));
            }
            let p = &mut state.players[victim];
            let Some(i) = p.repertoire.iter().position(|h| h.card == *card) else {
                return refuse(say!(
                    "origins-refuse-is-not-one-of-your",
                    card = words::card(card),
                    cite = cite_rule("6.7")
                ));
            };
            p.repertoire.remove(i);
            state.removed.push(*card);
            Ok(())
        }
        Give::Elder => {
            let (Some(colour), Some(half)) = (colour, half) else {
                return refuse(say!(
                    "origins-refuse-name-the-elder-you-lose",
                    cite = cite_rule("6.7")
                ));
            };
            if card.is_some() {
                return refuse(say!(
                    "origins-refuse-give-a-card-or-an-2",
                    cite = cite_rule("6.7")
                ));
            }
            if !elder_options(&state.players[victim]).contains(&(*colour, *half)) {
                return refuse(say!(
                    "origins-refuse-you-have-no-elder-of",
                    name = words::half_term(*half),
                    value = colour.char().to_string(),
                    cite = cite_rule("0.4")
                ));
            }
            remove_elder(state, victim, *colour, *half);
            Ok(())
        }
    }
}

/// The timeout default of `barbarian_answer` (18.2): an elder in the `choose_elder` order; with
/// none, the lowest-rank public card, suppressed before active, lowest id.
pub fn default_barbarian(state: &State, victim: usize) -> Option<Action> {
    let p = &state.players[victim];
    if let Some(&(colour, half)) = elder_options(p).first() {
        return Some(Action::BarbarianAnswer {
            give: Give::Elder,
            card: None,
            colour: Some(colour),
            half: Some(half),
        });
    }
    let d = data();
    p.repertoire
        .iter()
        .min_by_key(|h| {
            let rank = match d.card(h.card.0).kind {
                CardKind::Public { rank, .. } => rank,
                CardKind::Idea { .. } => 0,
            };
            (rank, h.active, h.card)
        })
        .map(|h| Action::BarbarianAnswer {
            give: Give::Card,
            card: Some(h.card),
            colour: None,
            half: None,
        })
}

// ---- auctions (6.4) ----

/// Producers of `seat` that can back a bid or a pledge: not earmarked for aid, not pledged.
fn unpledged(state: &State, auction: &Auction, seat: usize) -> u32 {
    let out: u32 = auction
        .pledges
        .iter()
        .filter(|p| usize::from(p.from) == seat)
        .map(|p| u32::from(p.count))
        .sum();
    free_producers(&state.players[seat]).saturating_sub(out)
}

/// A seat's bid capacity: its own free producers plus those pledged to it (6.4 step 1).
pub fn bid_capacity(state: &State, auction: &Auction, seat: usize) -> u32 {
    let pledged: u32 = auction
        .pledges
        .iter()
        .filter(|p| usize::from(p.to) == seat)
        .map(|p| u32::from(p.count))
        .sum();
    unpledged(state, auction, seat) + pledged
}

/// The lowest bid that makes `seat` the leader (ties go to the later letter, D16).
pub fn min_lead(state: &State, auction: &Auction, seat: usize) -> u8 {
    let own = auction.bids[seat].max(1);
    let needed = match auction.leader {
        None => 1,
        Some(l) => {
            let leader: Letter = state.players[usize::from(l)].brain;
            if state.players[seat].brain > leader {
                auction.high
            } else {
                auction.high.saturating_add(1)
            }
        }
    };
    own.max(needed)
}

/// Whether `seat` may pledge now (6.4 step 3, 16.1).
pub fn can_pledge(state: &State, auction: &Auction, seat: usize) -> bool {
    !auction.pledged
        && state.players[seat].current_era() >= 2
        && unpledged(state, auction, seat) >= 1
        && auction.eligible.len() >= 2
}

fn can_bid(state: &State, auction: &Auction, seat: usize) -> bool {
    u32::from(min_lead(state, auction, seat)) <= bid_capacity(state, auction, seat)
}

/// Opens the auction of a public card played by the active player (6.4).
fn open_auction(state: &mut State, card: CardId) {
    let d = data();
    let era = d.card(card.0).era;
    let n = state.players.len();
    let ap = usize::from(state.active);
    let eligible: Vec<u8> = (0..n)
        .map(|k| (ap + k) % n)
        .filter(|&s| {
            let p = &state.players[s];
            p.current_era() >= era || p.has_eye()
        })
        .map(|s| s as u8)
        .collect();
    let producers: u32 = eligible
        .iter()
        .map(|&s| free_producers(&state.players[usize::from(s)]))
        .sum();
    let auction = Auction {
        card,
        eligible,
        high: 0,
        leader: None,
        bids: vec![0; n],
        passed: Vec::new(),
        pledges: Vec::new(),
        bidder: ap as u8,
        pledged: false,
    };
    if producers == 0 {
        // Nobody can bid: the active player takes the card at no cost (D17).
        win(state, ap, card);
        return;
    }
    state.auction = Some(auction);
    prompt_from(state, 0);
}

/// Prompts the next seat that may still bid, starting at position `from` of the eligible list
/// and going clockwise; a seat whose only answer is to pass passes at once (3.4). With nobody
/// left, the auction closes.
fn prompt_from(state: &mut State, from: usize) {
    let Some(mut a) = state.auction.take() else {
        return;
    };
    let len = a.eligible.len();
    for k in 0..len {
        let seat = a.eligible[(from + k) % len];
        if Some(seat) == a.leader || a.passed.contains(&seat) {
            continue;
        }
        let s = usize::from(seat);
        a.pledged = false;
        if can_bid(state, &a, s) || can_pledge(state, &a, s) {
            a.bidder = seat;
            state.auction = Some(a);
            state.prompts.push(Prompt {
                seat,
                kind: PromptKind::Bid,
            });
            return;
        }
        a.passed.push(seat);
    }
    close(state, a);
}

/// The answer to a `bid` prompt (6.4 step 3).
pub fn answer_bid(state: &mut State, seat: usize, action: &Action) -> Result<(), RuleError> {
    let Some(mut a) = state.auction.clone() else {
        return Err(RuleError::CorruptState(
            "a bid prompt without an auction".into(),
        ));
    };
    let pos = a
        .eligible
        .iter()
        .position(|&s| usize::from(s) == seat)
        .ok_or_else(|| RuleError::CorruptState("a bid prompt to a seat not eligible".into()))?;
    match action {
        Action::Bid { amount } => {
            let cap = bid_capacity(state, &a, seat);
            let min = min_lead(state, &a, seat);
            if u32::from(*amount) > cap {
                return refuse(say!(
                    "origins-refuse-you-can-bid-at-most",
                    cap = cap,
                    cite = cite_rule("6.4")
                ));
            }
            if *amount < min {
                return refuse(say!(
                    "origins-refuse-a-bid-must-take-the",
                    min = min,
                    cite = cite_rule_ties("6.4")
                ));
            }
            a.high = *amount;
            a.leader = Some(seat as u8);
            a.bids[seat] = *amount;
            a.passed.clear();
            state.auction = Some(a);
            prompt_from(state, pos + 1);
            Ok(())
        }
        Action::Pass => {
            a.passed.push(seat as u8);
            state.auction = Some(a);
            prompt_from(state, pos + 1);
            Ok(())
        }
        Action::Pledge { to, count } => {
            if a.pledged {
                return refuse(say!(
                    "origins-refuse-after-a-pledge-you-bid",
                    cite = cite_rule("6.4")
                ));
            }
            if state.players[seat].current_era() < 2 {
                return refuse(say!(
                    "origins-refuse-pledging-needs-your-current-era",
                    cite = cite_rules("6.4, 16.1")
                ));
            }
            let to_seat = usize::from(*to);
            if to_seat == seat || !a.eligible.contains(to) {
                return refuse(say!(
                    "origins-refuse-you-pledge-to-another-eligible",
                    player = player_no(to_seat),
                    cite = cite_rule("6.4")
                ));
            }
            let free = unpledged(state, &a, seat);
            if *count == 0 || u32::from(*count) > free {
                return refuse(say!(
                    "origins-refuse-you-can-pledge-to-producers",
                    free = free
                ));
            }
            a.pledges.push(Pledge {
                from: seat as u8,
                to: *to,
                count: *count,
            });
            a.pledged = true;
            state.auction = Some(a);
            state.prompts.push(Prompt {
                seat: seat as u8,
                kind: PromptKind::Bid,
            });
            Ok(())
        }
        _ => Err(RuleError::WrongDecision(say!("origins-wrong-auction"))),
    }
}

/// The auction closes (6.4 steps 4–6): the winner pays with the pledges to it first, then its
/// own producers; unused pledges lapse.
fn close(state: &mut State, a: Auction) {
    state.auction = None;
    let ap = usize::from(state.active);
    let Some(winner) = a.leader.map(usize::from) else {
        win(state, ap, a.card);
        return;
    };
    let mut due = u32::from(a.high);
    for p in a.pledges.iter().filter(|p| usize::from(p.to) == winner) {
        for _ in 0..p.count {
            if due > 0 && spend(state, usize::from(p.from), None).is_ok() {
                due -= 1;
            }
        }
    }
    for _ in 0..due {
        let _ = spend(state, winner, None);
    }
    win(state, winner, a.card);
}

/// The card goes active into the winner's repertoire, and its icons go to the winner (6.4 step 6).
fn win(state: &mut State, winner: usize, card: CardId) {
    state.players[winner]
        .repertoire
        .push(Held { card, active: true });
    if let CardKind::Public { winner: icons, .. } = &data().card(card.0).kind {
        state.queue.splice(
            0..0,
            icons.iter().map(|&effect| Step::Effect {
                seat: winner as u8,
                effect,
                language: None,
                domesticate: None,
                barbarian: None,
                skip: false,
            }),
        );
    }
}

/// Every `bid` answer worth listing for `seat` (6.4): pass, each leading amount, each pledge.
pub fn bid_candidates(state: &State, seat: usize) -> Vec<Action> {
    let Some(a) = &state.auction else {
        return Vec::new();
    };
    let mut out = vec![Action::Pass];
    let cap = bid_capacity(state, a, seat).min(u32::from(u8::MAX)) as u8;
    for amount in min_lead(state, a, seat)..=cap {
        out.push(Action::Bid { amount });
    }
    if can_pledge(state, a, seat) {
        for &to in &a.eligible {
            for count in 1..=unpledged(state, a, seat).min(u32::from(u8::MAX)) as u8 {
                out.push(Action::Pledge { to, count });
            }
        }
    }
    out
}

// ---- legal plays and the default (18.2) ----

/// The play candidates of phase 3 for `seat` (each checked by `apply` by the caller).
pub fn play_candidates(state: &State, seat: usize) -> Vec<Action> {
    let d = data();
    let p = &state.players[seat];
    let mut out = vec![Action::EndCards];
    let mut hand = p.hand.clone();
    hand.dedup();
    for &card in &hand {
        match &d.card(card.0).kind {
            CardKind::Public { .. } => out.push(Action::PlayCard {
                card,
                side: None,
                language: None,
                domesticate: None,
                barbarian: None,
                skip_fd: None,
            }),
            CardKind::Idea { left, right, .. } => {
                for (side, effects) in [(Side::Left, left), (Side::Right, right)] {
                    out.extend(side_candidates(state, seat, card, side, effects));
                }
            }
        }
    }
    out
}

/// Every way to play `side` of idea card `card`: each language region, domestication hex,
/// barbarian victim and number of declined fecundity decreases (unchecked).
pub fn side_candidates(
    state: &State,
    seat: usize,
    card: CardId,
    side: Side,
    effects: &[Effect],
) -> Vec<Action> {
    let d = data();
    let mut languages = vec![None];
    if effects.contains(&Effect::Enc(Instinct::Language)) {
        languages.extend(
            enc_targets(state, seat, Instinct::Language)
                .into_iter()
                .map(Some),
        );
    }
    let mut doms: Vec<Option<Domesticate>> = vec![None];
    if let Some(&Effect::Nat(kind, _)) = effects.iter().find(|e| matches!(e, Effect::Nat(..))) {
        for (h, def) in d.hexes.iter().enumerate() {
            if def.feature.as_ref().is_some_and(|f| f.kind == kind) {
                doms.push(Some(Domesticate {
                    hex: super::state::HexId(h as u8),
                    unit: None,
                    pay: None,
                }));
            }
        }
    }
    let mut barbs = vec![None];
    if effects.contains(&Effect::Barb) {
        barbs.extend(neighbours(state, seat).into_iter().map(|s| Some(s as u8)));
    }
    let fds: u8 = effects
        .iter()
        .map(|e| match e {
            Effect::Fd => 1,
            Effect::Fd2 => 2,
            _ => 0,
        })
        .sum();
    let mut out = Vec::new();
    for &language in &languages {
        for &domesticate in &doms {
            for &barbarian in &barbs {
                for skip in 0..=fds {
                    out.push(Action::PlayCard {
                        card,
                        side: Some(side),
                        language,
                        domesticate,
                        barbarian,
                        skip_fd: (skip > 0).then_some(skip),
                    });
                }
            }
        }
    }
    out
}

/// The timeout default of phase 3 (18.2): `end_cards` if legal; else the first public card in
/// hand; else the oldest idea card on its right side, clearing the first covered language
/// region if it must name one.
pub fn default_cards(state: &State, seat: usize) -> Action {
    if end_cards_refusal(state, seat).is_none() {
        return Action::EndCards;
    }
    let d = data();
    let p = &state.players[seat];
    if let Some(&card) = p.hand.iter().find(|c| d.card(c.0).is_public()) {
        return Action::PlayCard {
            card,
            side: None,
            language: None,
            domesticate: None,
            barbarian: None,
            skip_fd: None,
        };
    }
    let card = p.hand[0];
    let language = match &d.card(card.0).kind {
        CardKind::Idea { right, .. } if right.contains(&Effect::Enc(Instinct::Language)) => {
            let t = enc_targets(state, seat, Instinct::Language);
            (t.len() >= 2).then(|| t[0])
        }
        _ => None,
    };
    Action::PlayCard {
        card,
        side: Some(Side::Right),
        language,
        domesticate: None,
        barbarian: None,
        skip_fd: None,
    }
}
