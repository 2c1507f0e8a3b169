//! The words of game-log lines and choices: messages (`engine::msg`, the texts of
//! `dawn-of-mankind-play.ftl`) the platform words in each reader's language. Every line is
//! public while the game runs, so no line states a VP amount or a VP total (design 11.2): a line
//! says what a player did and paid, never what it scored. The scores appear in the
//! final-scoring lines once the game is over.
//!
//! Players are named only through `player`, which writes a placeholder the web layer replaces
//! with the player's name and colour symbol; components by their names in the game's texts
//! (`dawn-of-mankind.ftl`).

use super::data::{data, Cost, Res};
use crate::engine::Seat;

/// The seat number used for lines about the whole table (the end of the game).
pub const TABLE: Seat = usize::MAX;

/// The one way a log line names a player: `{p1}` … `{p5}` (1-based seat).
pub fn player(seat: Seat) -> String {
    format!("{{p{}}}", seat + 1)
}

pub use crate::engine::Log;

/// "2 fruit and 1 tool", or "nothing".
pub fn res(cost: &[u8; 4]) -> String {
    cost_words(cost)
}

/// "2 hides and 1 tool"; "nothing" when empty.
pub fn cost_words(cost: &Cost) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter(|r| cost[r.index()] > 0)
        .map(|r| res_words(*r, cost[r.index()]))
        .collect();
    join_words(&parts, &crate::say!("dawn-of-mankind-nothing"))
}

/// "1 fruit", "2 meat", "1 tool", "3 hides".
pub fn res_words(r: Res, n: u8) -> String {
    crate::say!(&res_id(r.name()), count = n)
}

/// The message of an amount of a resource by its name ("tools").
pub fn res_id(name: &str) -> String {
    format!("dawn-of-mankind-res-{name}")
}

/// "a, b and c" in the reader's language; `empty` when there is nothing.
pub fn join_words(parts: &[String], empty: &str) -> String {
    crate::engine::msg::list(parts, empty)
}

/// "cave_painting" → "Cave painting": a pile's name as the data writes it, for a name the
/// game's texts do not know.
pub fn title_case(name: &str) -> String {
    let words = name.replace(['_', '-'], " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A progress card as a player reads it: "the Cave painting card".
pub fn progress_card(card: super::state::Card) -> String {
    crate::say!("dawn-of-mankind-progress-card", name = progress_name(card))
}

/// A progress card's name: "Cave painting".
pub fn progress_name(card: super::state::Card) -> String {
    data()
        .names
        .get(usize::from(card.name))
        .map_or_else(|| "?".into(), |n| pile_title(&n.name))
}

/// A pile's name on its own, by the data's name ("cave_painting"): "Cave painting".
pub fn pile_title(name: &str) -> String {
    if data().name_by_id(name).is_some() {
        crate::say!(&format!("dawn-of-mankind-pile-{name}"))
    } else {
        title_case(name)
    }
}

/// A pile's name inside a sentence, by the data's name: "a hunting card". A name the data
/// does not know (a submission's words) is given as it is.
pub fn pile_word(name: &str) -> String {
    if data().name_by_id(name).is_some() {
        crate::say!(&format!("dawn-of-mankind-progress-{name}"))
    } else {
        name.to_string()
    }
}

/// What an active progress card does, by its pile's name ("+1 meat whenever a tile gives meat").
pub fn effect_words(name: &str) -> String {
    crate::say!(&format!("dawn-of-mankind-effect-{name}"))
}

/// An art card by its name.
pub fn art_name(card: u8) -> String {
    data()
        .art
        .get(usize::from(card).wrapping_sub(1))
        .map_or_else(|| "?".into(), |a| art_words(&a.id))
}

/// An art card's name by its id ("ART3").
pub fn art_words(id: &str) -> String {
    crate::say!(&format!("dawn-of-mankind-art-{id}"))
}

/// An action tile face's name by its id ("C1a").
pub fn face_words(id: &str) -> String {
    crate::say!(&format!("dawn-of-mankind-tile-{id}"))
}

/// "RA1 to A3": where a route leads, by the labels of the board.
pub fn route(route_id: &str) -> String {
    let d = data();
    let Some(def) = d
        .route_by_id(route_id)
        .and_then(|i| d.routes.get(usize::from(i)))
    else {
        return route_id.to_string();
    };
    crate::say!(
        "dawn-of-mankind-route",
        from = area(def.from),
        tile = tile(usize::from(def.to))
    )
}

pub fn area(i: u8) -> String {
    data()
        .areas
        .get(usize::from(i))
        .map_or_else(|| "?".into(), |a| a.id.clone())
}

pub fn tile(i: usize) -> String {
    data()
        .tiles
        .get(i)
        .map_or_else(|| "?".into(), |t| t.id.clone())
}
