//! Origins' names as messages (`engine::msg`): the places, units, elders, tracks and card texts
//! of [`words`](super::words), said so that each reader reads them in their own language. The
//! log, the choices, the refusals and the turn mail name things through here; `words` keeps the
//! English names the pictures draw.
//!
//! Players are named by `{p1}` … `{p5}` tokens (`describe::player`).

use super::action::{MapUnit, Pay};
use super::data::{
    data, CardKind, Catastrophe, Category, Effect, Facilitated, FeatureKind, Instinct, Letter,
    Region, Req, Track,
};
use super::state::{CardId, EraSpace, Half, HexId, State, XId};
use crate::say;

/// The corners of a hex in the data's order (N, NE, SE, S, SW, NW).
const CORNERS: [&str; 6] = [
    "origins-corner-n",
    "origins-corner-ne",
    "origins-corner-se",
    "origins-corner-s",
    "origins-corner-sw",
    "origins-corner-nw",
];

fn player(seat: usize) -> String {
    super::describe::player(seat)
}

/// An intersection as a player finds it on the map: "Egypt, north", or with its printed name
/// "Memphis (Egypt, north)" (a printed name is a proper name, the same in every language).
pub fn place(x: XId) -> String {
    let d = data();
    let h = super::words::place_hex(x);
    let corner = d
        .hex(h.0)
        .corners
        .iter()
        .position(|&c| c == x.0)
        .unwrap_or(0);
    let name = d.x(x.0).name.trim();
    let (hex, corner) = (hex(h), say!(CORNERS[corner]));
    if name.is_empty() || d.species.iter().any(|s| s.name == name) {
        say!("origins-place", hex = hex, corner = corner)
    } else {
        say!(
            "origins-place-named",
            name = name,
            hex = hex,
            corner = corner
        )
    }
}

/// The id of a hex's name in the game's texts (a sea's id begins with `~`, which a text's id
/// cannot hold).
pub fn hex_id(h: HexId) -> String {
    let id = &data().hex(h.0).id;
    match id.strip_prefix('~') {
        Some(sea) => format!("origins-hex-sea-{sea}"),
        None => format!("origins-hex-{id}"),
    }
}

/// A hex by its name ("Egypt", "Black Sea").
pub fn hex(h: HexId) -> String {
    say!(&hex_id(h))
}

/// "the unit at Egypt, north", "the metropolis in Egypt".
pub fn unit(u: MapUnit) -> String {
    match u {
        MapUnit::Migratory(x) => say!("origins-unit-at", place = place(x)),
        MapUnit::Metropolis(h) => say!("origins-metropolis-in", hex = hex(h)),
    }
}

/// A card by its name.
pub fn card(c: impl std::borrow::Borrow<CardId>) -> String {
    say!(&format!("origins-card-{}", data().card(c.borrow().0).id))
}

/// A species by its name ("Cro-Magnon").
pub fn species(l: Letter) -> String {
    say!(&format!("origins-species-{}", l.char()))
}

/// "the Cro-Magnon brain map (C)".
pub fn brain_map(l: Letter) -> String {
    say!(
        "origins-brain-map-of",
        species = species(l),
        letter = l.char().to_string()
    )
}

/// The same, beginning a sentence: "The Cro-Magnon brain map (C)".
pub fn brain_map_first(l: Letter) -> String {
    say!(
        "origins-brain-map-of-first",
        species = species(l),
        letter = l.char().to_string()
    )
}

/// A brain region as the mat names it ("the limbic system").
pub fn region(r: Region) -> String {
    say!(match r {
        Region::Limbic => "origins-region-limbic",
        Region::Hippocampus => "origins-region-hippocampus",
        Region::Wernicke => "origins-region-wernicke",
        Region::Broca => "origins-region-broca",
        Region::Neocortex => "origins-region-neocortex",
    })
}

/// An instinct as the mat names it ("social (@)").
pub fn instinct(i: Instinct) -> String {
    say!(match i {
        Instinct::Social => "origins-instinct-social",
        Instinct::Nature => "origins-instinct-nature",
        Instinct::Tech => "origins-instinct-tech",
        Instinct::Language => "origins-instinct-language",
    })
}

/// A track's name in running words ("footprint").
pub fn track(t: Track) -> String {
    say!(match t {
        Track::FP => "origins-track-word-FP",
        Track::MET => "origins-track-word-MET",
        Track::MAR => "origins-track-word-MAR",
        Track::ENE => "origins-track-word-ENE",
        Track::IMM => "origins-track-word-IMM",
    })
}

/// A track's name beginning a sentence ("Footprint"), as the mat names it.
fn track_first(t: Track) -> String {
    say!(match t {
        Track::FP => "origins-track-FP",
        Track::MET => "origins-track-MET",
        Track::MAR => "origins-track-MAR",
        Track::ENE => "origins-track-ENE",
        Track::IMM => "origins-track-IMM",
    })
}

/// A space of the era track ("the dark age of Era II").
pub fn era_space(e: EraSpace) -> String {
    let era = ["II", "II", "III", "III", "IV"][e as usize];
    if e.is_golden() {
        say!("origins-era-golden", era = era)
    } else {
        say!("origins-era-dark", era = era)
    }
}

fn half(h: Half) -> String {
    say!(match h {
        Half::Producer => "origins-half-ready",
        Half::Consumer => "origins-half-spent",
    })
}

/// Whose an elder of `colour` is, seen from the pool of `owner`.
fn whose(state: &State, owner: usize, colour: Letter, you: bool) -> String {
    let own = state.players.get(owner).is_some_and(|p| p.sheet == colour);
    match (own, state.seat_of_colour(colour)) {
        (true, _) if you => say!("origins-whose-yours"),
        (true, _) => say!("origins-whose-own", who = player(owner)),
        (false, Some(s)) => say!("origins-whose-guest", who = player(s)),
        (false, None) => say!("origins-whose-guest-species", species = species(colour)),
    }
}

/// An elder of `owner`'s pool, said to that player: "a ready elder of your own".
pub fn your_elder(state: &State, owner: usize, colour: Letter, h: Half) -> String {
    say!(
        "origins-elder-half",
        half = half(h),
        whose = whose(state, owner, colour, true)
    )
}

/// The same, beginning a sentence: "A ready elder of your own".
pub fn your_elder_first(state: &State, owner: usize, colour: Letter, h: Half) -> String {
    say!(
        "origins-elder-half-first",
        half = half(h),
        whose = whose(state, owner, colour, true)
    )
}

/// The same for the log: "a ready elder of {p1}'s own".
pub fn elder(state: &State, owner: usize, colour: Letter, h: Option<Half>) -> String {
    match h {
        Some(h) => say!(
            "origins-elder-half",
            half = half(h),
            whose = whose(state, owner, colour, false)
        ),
        None => say!(
            "origins-elder-any",
            whose = whose(state, owner, colour, false)
        ),
    }
}

/// Who pays an expenditure of `seat`, said to that player.
pub fn your_payer(state: &State, seat: usize, pay: Pay) -> String {
    your_payer_in(state, seat, pay, false)
}

/// The same, capitalized when it begins a sentence (`first`).
pub fn your_payer_in(state: &State, seat: usize, pay: Pay, first: bool) -> String {
    let id = |s: &str| {
        if first {
            format!("{s}-first")
        } else {
            s.to_string()
        }
    };
    match pay {
        Pay::Colour(c) if state.players.get(seat).is_some_and(|p| p.sheet == c) => {
            say!(&id("origins-payer-yours"))
        }
        Pay::Colour(c) => say!(
            &id("origins-payer-ready"),
            whose = whose(state, seat, c, true)
        ),
        Pay::Aid(g) => say!(&id("origins-payer-aid-you"), who = player(usize::from(g))),
    }
}

/// The same for the log.
pub fn payer(state: &State, seat: usize, pay: Pay) -> String {
    match pay {
        Pay::Colour(c) => say!("origins-payer-ready", whose = whose(state, seat, c, false)),
        Pay::Aid(g) => say!("origins-payer-aid", who = player(usize::from(g))),
    }
}

/// Words joined as a list in the reader's language ("a, b and c"), "nothing" when empty.
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    crate::engine::msg::list(&items, &say!("origins-nothing"))
}

fn signed(m: i8) -> String {
    match m {
        m if m > 0 => format!("+{m}"),
        0 => "0".into(),
        m => format!("−{}", m.unsigned_abs()),
    }
}

fn feature_kind(k: FeatureKind) -> String {
    say!(match k {
        FeatureKind::Animal => "origins-feature-kind-animal",
        FeatureKind::Plant => "origins-feature-kind-plant",
        FeatureKind::Resource => "origins-feature-kind-resource",
    })
}

/// One icon of a card, in words; `first` when it begins a sentence (capitalized).
fn effect_in(e: Effect, first: bool) -> String {
    let id = |s: &str| {
        if first {
            format!("origins-effect-{s}-first")
        } else {
            format!("origins-effect-{s}")
        }
    };
    match e {
        Effect::Enc(i) => say!(&id("enc"), instinct = instinct(i)),
        Effect::Adv(t, m) if first => say!(&id("adv"), track = track_first(t), max = m),
        Effect::Adv(t, m) => say!(&id("adv"), track = track(t), max = m),
        Effect::Nat(k, m) => say!(&id("nat"), kind = feature_kind(k), modifier = signed(m)),
        Effect::Barb => say!(&id("barb")),
        Effect::Eg => say!(&id("eg")),
        Effect::Eg2 => say!(&id("eg2")),
        Effect::Fd => say!(&id("fd")),
        Effect::Fd2 => say!(&id("fd2")),
        Effect::El => say!(&id("el")),
    }
}

/// One icon of a card, in words.
pub fn effect(e: Effect) -> String {
    effect_in(e, false)
}

fn req(r: Req) -> String {
    match r {
        Req::Instinct(i) => say!("origins-req-instinct", instinct = instinct(i)),
        Req::Track(t, l) => say!("origins-req-track", track = track(t), level = l),
    }
}

/// Effects joined by semicolons, the first capitalized unless `lower`.
fn effects(list_of: &[Effect], lower: bool) -> String {
    if list_of.is_empty() {
        return say!("origins-nothing");
    }
    list_of
        .iter()
        .enumerate()
        .map(|(i, &e)| effect_in(e, i == 0 && !lower))
        .collect::<Vec<_>>()
        .join("; ")
}

/// What the left side of an idea card needs and does.
pub fn left_side(c: CardId) -> String {
    match &data().card(c.0).kind {
        CardKind::Idea { left_req, left, .. } => {
            if left_req.is_empty() {
                say!("origins-left-side", effects = effects(left, false))
            } else {
                say!(
                    "origins-left-side-needs",
                    needs = list(left_req.iter().map(|&r| req(r))),
                    effects = effects(left, false)
                )
            }
        }
        CardKind::Public { .. } => String::new(),
    }
}

/// What the right side of an idea card does.
pub fn right_side(c: CardId) -> String {
    match &data().card(c.0).kind {
        CardKind::Idea { right, .. } => say!("origins-right-side", effects = effects(right, false)),
        CardKind::Public { .. } => String::new(),
    }
}

/// One side of an idea card as an option's label: its text without the final stop.
pub fn side_label(c: CardId, side: super::action::Side) -> String {
    match (&data().card(c.0).kind, side) {
        (CardKind::Idea { left_req, left, .. }, super::action::Side::Left) => {
            if left_req.is_empty() {
                say!("origins-left-side-label", effects = effects(left, false))
            } else {
                say!(
                    "origins-left-side-needs-label",
                    needs = list(left_req.iter().map(|&r| req(r))),
                    effects = effects(left, false)
                )
            }
        }
        (CardKind::Idea { right, .. }, super::action::Side::Right) => {
            say!("origins-right-side-label", effects = effects(right, false))
        }
        (CardKind::Public { .. }, _) => String::new(),
    }
}

fn category(c: Category) -> String {
    say!(match c {
        Category::Info => "origins-term-info",
        Category::Culture => "origins-term-culture",
        Category::Admin => "origins-term-admin",
    })
}

fn catastrophe(c: Catastrophe) -> String {
    match c {
        Catastrophe::Cc => say!("origins-catastrophe-cc"),
        Catastrophe::Volc(h) => say!("origins-catastrophe-volc", hex = hex(HexId(h))),
        Catastrophe::Dis(l) => say!("origins-catastrophe-dis", level = l),
    }
}

/// Everything a card says, one line each (as [`words::card_texts`](super::words::card_texts)).
pub fn card_texts(c: CardId) -> Vec<String> {
    let def = data().card(c.0);
    let era = ["I", "II", "III"][usize::from(def.era.clamp(1, 3) - 1)];
    match &def.kind {
        CardKind::Idea { eye, .. } => {
            let mut out = vec![left_side(c), right_side(c)];
            if *eye {
                out.push(say!("origins-card-text-diffusion"));
            }
            out.push(say!("origins-card-text-idea", era = era));
            out
        }
        CardKind::Public {
            category: cat,
            rank,
            catastrophes,
            winner,
            facilitated,
        } => {
            let mut out = vec![say!(
                "origins-card-text-public",
                era = era,
                category = category(*cat),
                rank = *rank
            )];
            if !winner.is_empty() {
                out.push(say!(
                    "origins-card-text-winner",
                    effects = effects(winner, true)
                ));
            }
            if let Some(f) = facilitated {
                out.push(say!(match f {
                    Facilitated::Naturalist => "origins-card-text-naturalist",
                    Facilitated::Urbanization => "origins-card-text-urbanization",
                    Facilitated::Trade => "origins-card-text-trade",
                }));
            }
            if !catastrophes.is_empty() {
                out.push(say!(
                    "origins-card-text-catastrophes",
                    list = list(catastrophes.iter().map(|&k| catastrophe(k)))
                ));
            }
            out
        }
    }
}

/// A citation of a rule at the end of a refusal: " (rule 4.2)". A refusal's `$cite` argument,
/// which `words::plain` leaves out beside an option.
pub fn cite_rule(n: &str) -> String {
    say!("origins-cite-rule", n = n)
}

/// " (rules 0.4, 8.2)".
pub fn cite_rules(n: &str) -> String {
    say!("origins-cite-rules", n = n)
}

/// " (D25)": a decision of the design page.
pub fn cite_ref(r: &str) -> String {
    say!("origins-cite-ref", r = r)
}

/// " (rule 14.1, reading D40)".
pub fn cite_rule_reading(n: &str, r: &str) -> String {
    say!("origins-cite-rule-reading", n = n, r = r)
}

/// " (rule 9.6, D25)".
pub fn cite_rule_ref(n: &str, r: &str) -> String {
    say!("origins-cite-rule-ref", n = n, r = r)
}

/// " (rule 6.3, ties go to the later letter)".
pub fn cite_rule_ties(n: &str) -> String {
    say!("origins-cite-rule-ties", n = n)
}

/// A player by seat number in a refusal, "player 2" (`seat` from 0), which `words::plain`
/// turns into the player's token.
pub fn player_no(seat: usize) -> String {
    say!("origins-player-no", n = seat + 1)
}

/// The same beginning a sentence, "Player 2".
pub fn player_no_first(seat: usize) -> String {
    say!("origins-player-no-first", n = seat + 1)
}

/// A seat by number in a refusal, "seat 2" (`seat` from 0), which `words::plain` turns into the
/// player's token.
pub fn seat_no(seat: usize) -> String {
    say!("origins-seat-no", n = seat + 1)
}

/// The same as "Seat 2", beginning a sentence.
pub fn seat_no_first(seat: usize) -> String {
    say!("origins-seat-no-first", n = seat + 1)
}

/// A hex by its definition.
pub fn hex_def(def: &super::data::HexDef) -> String {
    match def.id.strip_prefix('~') {
        Some(sea) => say!(&format!("origins-hex-sea-{sea}")),
        None => say!(&format!("origins-hex-{}", def.id)),
    }
}

/// "producer" or "consumer", the halves of an elder pool as the rules name them.
pub fn half_term(h: Half) -> String {
    say!(match h {
        Half::Producer => "origins-term-producer",
        Half::Consumer => "origins-term-consumer",
    })
}

/// An instinct by its bare name ("social").
pub fn instinct_term(i: Instinct) -> String {
    say!(match i {
        Instinct::Social => "origins-term-social",
        Instinct::Nature => "origins-term-nature",
        Instinct::Tech => "origins-term-tech",
        Instinct::Language => "origins-term-language",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{words as worded, Lang};

    fn en(text: &str) -> String {
        worded(Lang::En, text)
    }

    #[test]
    fn every_place_has_a_name_of_its_own_without_ids() {
        let d = data();
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..d.intersections.len() {
            let name = en(&place(XId(i as u16)));
            let id_like = |w: &str| {
                w.len() == 4 && w.starts_with('X') && w[1..].chars().all(|c| c.is_ascii_digit())
            };
            assert!(
                !name.split(|c: char| !c.is_alphanumeric()).any(id_like),
                "{name}"
            );
            assert!(!name.contains('~') && !name.contains("origins-"), "{name}");
            assert!(seen.insert(name.clone()), "two places named {name}");
        }
        for i in 0..d.hexes.len() {
            let name = en(&hex(HexId(i as u8)));
            assert!(!name.contains('~') && !name.starts_with("Ocean "), "{name}");
        }
    }

    #[test]
    fn a_place_reads_its_land_hex_first() {
        let d = data();
        let x = XId(d.x_by_id("X096").expect("X096"));
        // Anatolia, the Balkans and the Black Sea meet there; the land comes first.
        let name = en(&place(x));
        assert!(name.starts_with("Pella ("), "{name}");
        assert!(!name.contains("Black Sea"), "{name}");
    }

    #[test]
    fn card_texts_say_both_sides() {
        let d = data();
        for (i, c) in d.cards.iter().enumerate() {
            let texts: Vec<String> = card_texts(CardId(i as u8)).iter().map(|t| en(t)).collect();
            let all = texts.join(" ");
            assert!(!all.contains(&c.id), "{all}");
            assert!(!all.contains('_'), "{all}");
            if c.is_public() {
                assert!(texts[0].starts_with("A public card"), "{all}");
            } else {
                assert!(texts[0].starts_with("Left side"), "{all}");
                assert!(texts[1].starts_with("Right side: "), "{all}");
            }
        }
    }
}
