//! Game-log lines, in words a player reads. Every line is public while the game runs, so no line
//! states a VP amount or a VP total (design 11.2): a line says what a player did and paid, never
//! what it scored. The scores appear in the final-scoring lines once the game is over.
//!
//! Players are named only through `player`, which writes a placeholder the web layer replaces
//! with the player's name and colour symbol.

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
    join_words(&parts, "nothing")
}

/// "1 fruit", "2 meat", "1 tool", "3 hides".
fn res_words(r: Res, n: u8) -> String {
    let word = match (r, n) {
        (Res::Fruit, _) => "fruit",
        (Res::Meat, _) => "meat",
        (Res::Tools, 1) => "tool",
        (Res::Tools, _) => "tools",
        (Res::Hides, 1) => "hide",
        (Res::Hides, _) => "hides",
    };
    format!("{n} {word}")
}

/// "a, b and c"; `empty` when there is nothing.
pub fn join_words(parts: &[String], empty: &str) -> String {
    match parts {
        [] => empty.to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "cave_painting" → "Cave painting": a pile's name as a player reads it.
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
    format!("the {} card", progress_name(card))
}

/// A progress card's name: "Cave painting".
pub fn progress_name(card: super::state::Card) -> String {
    let name = data()
        .names
        .get(usize::from(card.name))
        .map_or("?", |n| n.name.as_str());
    title_case(name)
}

/// An art card by its name.
pub fn art_name(card: u8) -> String {
    data()
        .art
        .get(usize::from(card).wrapping_sub(1))
        .map_or_else(|| "?".into(), |a| a.name.clone())
}

/// "RA1 to A3 Hunting": where a route leads, by the labels of the board.
pub fn route(route_id: &str) -> String {
    let d = data();
    let Some(def) = d
        .route_by_id(route_id)
        .and_then(|i| d.routes.get(usize::from(i)))
    else {
        return route_id.to_string();
    };
    format!("{} to {}", area(def.from), tile(usize::from(def.to)))
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

pub fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
