//! Game-log lines, in words a player reads. Every line is public while the game runs, so no line
//! states a VP amount or a VP total (design 11.2): a line says what a player did and paid, never
//! what it scored. The scores appear in the final-scoring lines once the game is over.
//!
//! Players are named only through `player`, which writes a placeholder the web layer replaces
//! with the player's name and colour symbol.

use super::data::{cost_text, data};
use crate::engine::Seat;

/// The seat number used for lines about the whole table (the end of the game).
pub const TABLE: Seat = usize::MAX;

/// The one way a log line names a player: `{p1}` … `{p5}` (1-based seat).
pub fn player(seat: Seat) -> String {
    format!("{{p{}}}", seat + 1)
}

pub use crate::engine::Log;

/// "F2 T1" or "nothing".
pub fn res(cost: &[u8; 4]) -> String {
    cost_text(cost)
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
