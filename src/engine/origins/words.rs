//! Origins in a player's words: places on the map by region and position ("Egypt, north"),
//! units, elders and payments, brain maps, tracks, and the texts of both sides of every card,
//! written from the component data. The log (`describe`), the choices of a decision
//! (`choices`), the turn mail and the pages all name things through here, so that no id of the
//! data files reaches a player.
//!
//! Players are named by `{p1}` … `{p5}` tokens (`describe::player`), which the platform replaces
//! with the player's name and mark.

use super::action::{MapUnit, Pay};
use super::data::{
    data, CardKind, Catastrophe, Category, Effect, Facilitated, FeatureKind, Instinct, Letter,
    Region, Req, Track,
};
use super::state::{CardId, EraSpace, Half, HexId, State, XId};

/// The corners of a hex in the data's order (N, NE, SE, S, SW, NW), as a place reads them.
const CORNERS: [&str; 6] = [
    "north",
    "north-east",
    "south-east",
    "south",
    "south-west",
    "north-west",
];

/// A player token, `{p1}` … `{p5}`.
fn player(seat: usize) -> String {
    super::describe::player(seat)
}

/// The hex an intersection is named after, and its corner there: a land hex before a shelf hex
/// before an ocean hex, and among those the one whose north or south tip it is, so that most
/// places read "Egypt, north" or "Egypt, south". Each (hex, corner) is one intersection, so
/// every place has a name of its own.
fn home(x: XId) -> (u8, usize) {
    let d = data();
    let rank = |h: u8| {
        let def = d.hex(h);
        let class = if def.kind.is_land() {
            0
        } else if matches!(def.kind, super::data::HexKind::Shelf) {
            1
        } else {
            2
        };
        let corner = def.corners.iter().position(|&c| c == x.0).unwrap_or(0);
        let tip = usize::from(corner != 0 && corner != 3);
        (class, tip, def.row, def.col)
    };
    let h = d
        .x(x.0)
        .hexes
        .iter()
        .copied()
        .min_by_key(|&h| rank(h))
        .unwrap_or(0);
    let corner = d.hex(h).corners.iter().position(|&c| c == x.0).unwrap_or(0);
    (h, corner)
}

/// An intersection as a player finds it on the map: "Egypt, north", or with its printed name
/// "Memphis (Egypt, north)". The species' starts carry the species' names in the data, which
/// would read as units, not places: they are named by hex and corner only.
pub fn place(x: XId) -> String {
    let d = data();
    let (h, corner) = home(x);
    let at = format!("{}, {}", d.hex(h).name, CORNERS[corner]);
    let name = d.x(x.0).name.trim();
    if name.is_empty() || d.species.iter().any(|s| s.name == name) {
        at
    } else {
        format!("{name} ({at})")
    }
}

/// The hex an intersection is named after (for the pictures that group places by hex).
pub fn place_hex(x: XId) -> HexId {
    HexId(home(x).0)
}

/// A hex by its name ("Egypt", "Black Sea").
pub fn hex(h: HexId) -> String {
    data().hex(h.0).name.clone()
}

/// "the unit at Egypt, north", "the metropolis in Egypt".
pub fn unit(u: MapUnit) -> String {
    match u {
        MapUnit::Migratory(x) => format!("the unit at {}", place(x)),
        MapUnit::Metropolis(h) => format!("the metropolis in {}", hex(h)),
    }
}

/// A card by its name.
pub fn card(c: impl std::borrow::Borrow<CardId>) -> String {
    data().card(c.borrow().0).name.clone()
}

/// A species by its name ("Cro-Magnon").
pub fn species(l: Letter) -> String {
    data().species(l).name.clone()
}

/// "the Cro-Magnon brain map (C)".
pub fn brain_map(l: Letter) -> String {
    format!("the {} brain map ({})", species(l), l.char())
}

/// A brain region as the mat names it.
pub fn region(r: Region) -> &'static str {
    match r {
        Region::Limbic => "the limbic system",
        Region::Hippocampus => "the hippocampus",
        Region::Wernicke => "Wernicke's area",
        Region::Broca => "Broca's area",
        Region::Neocortex => "the neocortex",
    }
}

/// An instinct as the mat names it.
pub fn instinct(i: Instinct) -> &'static str {
    match i {
        Instinct::Social => "social (@)",
        Instinct::Nature => "nature (acorn)",
        Instinct::Tech => "tech (hand)",
        Instinct::Language => "language (!)",
    }
}

/// A track's name in words.
pub fn track(t: Track) -> &'static str {
    match t {
        Track::FP => "footprint",
        Track::MET => "metallurgy",
        Track::MAR => "maritime",
        Track::ENE => "energy",
        Track::IMM => "immunology",
    }
}

/// A space of the era track in words ("the dark age of Era II").
pub fn era_space(e: EraSpace) -> String {
    let era = ["II", "II", "III", "III", "IV"][e as usize];
    if e.is_golden() {
        format!("the golden age of Era {era}")
    } else {
        format!("the dark age of Era {era}")
    }
}

fn half(h: Half) -> &'static str {
    match h {
        Half::Producer => "ready",
        Half::Consumer => "spent",
    }
}

/// Whose an elder of `colour` is, seen from the pool of `owner`: its own, or a guest worker of
/// the player of that colour.
fn whose(state: &State, owner: usize, colour: Letter, you: bool) -> String {
    let own = state.players.get(owner).is_some_and(|p| p.sheet == colour);
    match (own, state.seat_of_colour(colour)) {
        (true, _) if you => "of your own".into(),
        (true, _) => format!("of {}'s own", player(owner)),
        (false, Some(s)) => format!("(a guest worker of {})", player(s)),
        (false, None) => format!("(a guest worker of the {})", species(colour)),
    }
}

/// An elder of `owner`'s pool, said to that player: "a ready elder of your own", "a spent elder
/// (a guest worker of {p2})".
pub fn your_elder(state: &State, owner: usize, colour: Letter, h: Half) -> String {
    format!("a {} elder {}", half(h), whose(state, owner, colour, true))
}

/// The same for the log: "a ready elder of {p1}'s own".
pub fn elder(state: &State, owner: usize, colour: Letter, h: Option<Half>) -> String {
    match h {
        Some(h) => format!("a {} elder {}", half(h), whose(state, owner, colour, false)),
        None => format!("an elder {}", whose(state, owner, colour, false)),
    }
}

/// Who pays an expenditure of `seat`, said to that player.
pub fn your_payer(state: &State, seat: usize, pay: Pay) -> String {
    match pay {
        Pay::Colour(c) if state.players.get(seat).is_some_and(|p| p.sheet == c) => {
            "one of your own ready elders".into()
        }
        Pay::Colour(c) => format!("a ready elder {}", whose(state, seat, c, true)),
        Pay::Aid(g) => format!("an elder {} offered you as aid", player(usize::from(g))),
    }
}

/// The same for the log.
pub fn payer(state: &State, seat: usize, pay: Pay) -> String {
    match pay {
        Pay::Colour(c) => format!("a ready elder {}", whose(state, seat, c, false)),
        Pay::Aid(g) => format!("an elder offered as aid by {}", player(usize::from(g))),
    }
}

/// "1 elder", "2 elders".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "a", "b and c" English lists.
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.len() {
        0 => "nothing".into(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

fn signed(m: i8) -> String {
    match m {
        m if m > 0 => format!("+{m}"),
        0 => "0".into(),
        m => format!("−{}", m.unsigned_abs()),
    }
}

fn feature_kind(k: FeatureKind) -> &'static str {
    match k {
        FeatureKind::Animal => "an animal",
        FeatureKind::Plant => "a plant",
        FeatureKind::Resource => "a resource",
    }
}

/// One icon of a card, in words.
pub fn effect(e: Effect) -> String {
    match e {
        Effect::Enc(i) => format!(
            "encephalization: the brain unit on a {} region goes (in Era I)",
            instinct(i)
        ),
        Effect::Adv(t, m) => format!("{} advances one level, up to {m}", track(t)),
        Effect::Nat(k, m) => format!(
            "you may try to domesticate {} hex for an elder (card modifier {})",
            feature_kind(k),
            signed(m)
        ),
        Effect::Barb => {
            "you may send barbarians against a neighbour (the card then leaves the game)".into()
        }
        Effect::Eg => "gain an elder".into(),
        Effect::Eg2 => "gain two elders".into(),
        Effect::Fd => "a fecundity decrease, which you may decline".into(),
        Effect::Fd2 => "two fecundity decreases, which you may decline".into(),
        Effect::El => "the winner loses an elder".into(),
    }
}

fn req(r: Req) -> String {
    match r {
        Req::Instinct(i) => format!("the {} instinct showing", instinct(i)),
        Req::Track(t, l) => format!("{} {l} or more", track(t)),
    }
}

fn effects(list_of: &[Effect]) -> String {
    if list_of.is_empty() {
        return "nothing".into();
    }
    let mut s = list_of
        .iter()
        .map(|&e| effect(e))
        .collect::<Vec<_>>()
        .join("; ");
    if let Some(first) = s.get(..1) {
        s = first.to_uppercase() + &s[1..];
    }
    s
}

/// What the left side of an idea card needs and does.
pub fn left_side(c: CardId) -> String {
    match &data().card(c.0).kind {
        CardKind::Idea { left_req, left, .. } => {
            let needs = if left_req.is_empty() {
                String::new()
            } else {
                format!(" (needs {})", list(left_req.iter().map(|&r| req(r))))
            };
            format!("Left side{needs}: {}.", effects(left))
        }
        CardKind::Public { .. } => String::new(),
    }
}

/// What the right side of an idea card does.
pub fn right_side(c: CardId) -> String {
    match &data().card(c.0).kind {
        CardKind::Idea { right, .. } => format!("Right side: {}.", effects(right)),
        CardKind::Public { .. } => String::new(),
    }
}

fn category(c: Category) -> &'static str {
    match c {
        Category::Info => "info",
        Category::Culture => "culture",
        Category::Admin => "admin",
    }
}

fn catastrophe(c: Catastrophe) -> String {
    match c {
        Catastrophe::Cc => "climate change".into(),
        Catastrophe::Volc(h) => format!("a volcano in {}", hex(HexId(h))),
        Catastrophe::Dis(l) => format!("a disease of level {l}"),
    }
}

/// Everything a card says, one line each: both sides of an idea card, or a public card's
/// category and rank, what its winner receives, the action it allows and its catastrophes.
pub fn card_texts(c: CardId) -> Vec<String> {
    let def = data().card(c.0);
    let era = ["I", "II", "III"][usize::from(def.era.clamp(1, 3) - 1)];
    match &def.kind {
        CardKind::Idea { eye, .. } => {
            let mut out = vec![left_side(c), right_side(c)];
            if *eye {
                out.push("Cultural diffusion: while this card lies in your discard pile, you may take cards of any era, and whoever attacks you gives you the top card of their discard pile.".into());
            }
            out.push(format!("An idea card of Era {era}."));
            out
        }
        CardKind::Public {
            category: cat,
            rank,
            catastrophes,
            winner,
            facilitated,
        } => {
            let mut out = vec![format!(
                "A public card of Era {era}, {} rank {rank}: played, it goes up for auction.",
                category(*cat)
            )];
            if !winner.is_empty() {
                out.push(format!("The winner: {}.", effects(winner).to_lowercase()));
            }
            if let Some(f) = facilitated {
                out.push(match f {
                    Facilitated::Naturalist => {
                        "While active, its holder may take the Naturalist action in any era.".into()
                    }
                    Facilitated::Urbanization => {
                        "While active, its holder may urbanize before Era III.".into()
                    }
                    Facilitated::Trade => {
                        "While active, its holder may trade before Era III.".into()
                    }
                });
            }
            if !catastrophes.is_empty() {
                out.push(format!(
                    "Drawn from a deck, it brings {}.",
                    list(catastrophes.iter().map(|&k| catastrophe(k)))
                ));
            }
            out
        }
    }
}

/// A refusal as a player reads it beside an option: the sentence without the citation of the
/// design page's section ("(rule 8.2)", "(rules 0.4, 8.2)", "(D25)"), which the sentence says in
/// words already, and with the seats it names by number ("player 2", "Seat 2") as players'
/// tokens (`{p2}`), which the page turns into names.
pub fn plain(reason: &str) -> String {
    let reason = seats_named(reason);
    let mut out = String::with_capacity(reason.len());
    let mut rest = reason.as_str();
    while let Some(open) = rest.find(" (") {
        let tail = &rest[open + 2..];
        let Some(close) = tail.find(')') else { break };
        let inside = &tail[..close];
        let cites = inside.split(", ").all(|part| {
            let part = part
                .trim_start_matches("rules ")
                .trim_start_matches("rule ")
                .trim_start_matches("reading ");
            !part.is_empty()
                && part.chars().all(|ch| {
                    ch.is_ascii_digit() || ch == '.' || ch == 'D' || ch == 'S' || ch == 'A'
                })
        });
        if cites && inside.chars().any(|ch| ch.is_ascii_digit()) {
            out.push_str(&rest[..open]);
            rest = &tail[close + 1..];
        } else {
            out.push_str(&rest[..open + 2]);
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// "player 2" and "Seat 2" as `{p2}`.
fn seats_named(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let found = ["player ", "Player ", "seat ", "Seat "]
            .iter()
            .filter_map(|w| rest.find(w).map(|at| (at, w.len())))
            .min();
        let Some((at, len)) = found else { break };
        let digits: String = rest[at + len..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let word_start = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric());
        if digits.is_empty() || !word_start {
            out.push_str(&rest[..at + len]);
            rest = &rest[at + len..];
            continue;
        }
        out.push_str(&rest[..at]);
        out.push_str(&format!("{{p{digits}}}"));
        rest = &rest[at + len + digits.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_place_has_a_name_of_its_own_without_ids() {
        let d = data();
        let mut seen = BTreeSet::new();
        for i in 0..d.intersections.len() {
            let name = place(XId(i as u16));
            let id_like = |w: &str| {
                w.len() == 4 && w.starts_with('X') && w[1..].chars().all(|c| c.is_ascii_digit())
            };
            assert!(
                !name.split(|c: char| !c.is_alphanumeric()).any(id_like),
                "{name}"
            );
            assert!(!name.contains('~'), "{name}");
            assert!(seen.insert(name.clone()), "two places named {name}");
        }
        for h in &d.hexes {
            assert!(
                !h.name.contains('~') && !h.name.starts_with("Ocean "),
                "{}",
                h.name
            );
        }
    }

    #[test]
    fn a_place_reads_its_land_hex_first() {
        let d = data();
        let x = XId(d.x_by_id("X096").expect("X096"));
        // Anatolia, the Balkans and the Black Sea meet there; the land comes first.
        let name = place(x);
        assert!(name.starts_with("Pella ("), "{name}");
        assert!(!name.contains("Black Sea"), "{name}");
    }

    #[test]
    fn card_texts_say_both_sides() {
        let d = data();
        for (i, c) in d.cards.iter().enumerate() {
            let texts = card_texts(CardId(i as u8));
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

    #[test]
    fn citations_are_left_out_of_reasons() {
        assert_eq!(
            plain("Your elder pool is full (rules 0.4, 8.2)."),
            "Your elder pool is full."
        );
        assert_eq!(
            plain("A placement that attacks ends the unit's move: no free migration (D25)."),
            "A placement that attacks ends the unit's move: no free migration."
        );
        assert_eq!(
            plain("Locution needs a brain unit on Wernicke's area (rule 14.1, reading D40)."),
            "Locution needs a brain unit on Wernicke's area."
        );
        assert_eq!(plain("Keep (this) here."), "Keep (this) here.");
        assert_eq!(
            plain("Player 2 has no elder; Seat 3's pile and player 12 (rule 8.2)."),
            "{p2} has no elder; {p3}'s pile and {p12}."
        );
        assert_eq!(
            plain("A player 's turn: seat of power"),
            "A player 's turn: seat of power"
        );
    }
}
