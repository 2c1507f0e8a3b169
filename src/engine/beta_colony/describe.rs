//! Game-log lines, in words a player reads. Everything in Beta Colony is public, so lines may
//! state amounts and CP.
//!
//! Players are named only through `player`, which writes a placeholder the web layer replaces
//! with the player's name and colour symbol.

use super::action::Unit;
use super::data::{data, Material};
use crate::engine::Seat;

/// The seat number used for lines about the whole table.
pub const TABLE: Seat = usize::MAX;

/// The one way a log line names a player: `{p1}` … `{p4}` (1-based seat).
pub fn player(seat: Seat) -> String {
    format!("{{p{}}}", seat + 1)
}

pub use crate::engine::Log;

pub fn location(i: u8) -> String {
    data()
        .locations
        .get(usize::from(i))
        .map_or_else(|| "?".into(), |l| l.name.clone())
}

pub fn colony(i: usize) -> String {
    data()
        .colonies
        .get(i)
        .map_or_else(|| "?".into(), |c| c.name.clone())
}

/// "P14 (red Science and Tech Tower, 2 influence)".
pub fn pod(i: u8) -> String {
    data().pods.get(usize::from(i)).map_or_else(
        || "?".into(),
        |p| format!("{} ({} {})", p.id, p.colour.name(), p.kind().0),
    )
}

/// A space as the board numbers it (1–54) with its colony: "space 14 in Xi'an".
pub fn space(space: u8) -> String {
    format!(
        "space {} in {}",
        usize::from(space) + 1,
        colony(usize::from(space) / super::data::LOCAL_SPACES)
    )
}

/// A location in a sentence: "the Ridback", "Jyo", "the Azophi Nexus" (moons have no article).
pub fn the_location(i: u8) -> String {
    let moon = data()
        .locations
        .get(usize::from(i))
        .is_some_and(|l| l.kind == super::data::LocationKind::Moon);
    if moon {
        location(i)
    } else {
        format!("the {}", location(i))
    }
}

/// "L3 Jyo": a location as the board labels it (its place on the orbit from 1).
pub fn location_label(i: u8) -> String {
    format!("L{} {}", usize::from(i) + 1, location(i))
}

/// A die and its value for the player: "the black die (3)".
pub fn die(d: super::data::Die, value: impl std::fmt::Display) -> String {
    format!("the {} die ({value})", d.name())
}

pub fn achievement(i: u8) -> String {
    data()
        .achievements
        .get(usize::from(i))
        .map_or_else(|| "?".into(), |a| format!("{} {}", a.id, a.name))
}

/// "polymer and water", "2 steel", "nothing".
pub fn materials(list: &[Material]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for m in Material::ALL {
        match list.iter().filter(|&&x| x == m).count() {
            0 => {}
            1 => parts.push(m.name().to_string()),
            n => parts.push(format!("{n} {}", m.name())),
        }
    }
    match parts.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// One payment unit in words: "palladium", "an artifact", "two food".
pub fn unit(u: &Unit) -> String {
    match u {
        Unit::Word(w) => w
            .material()
            .map_or_else(|| "an artifact".to_string(), |m| m.name().to_string()),
        Unit::Pair { pair } => format!("two {}", pair.name()),
    }
}

/// "palladium, water and an artifact".
pub fn units(list: &[Unit]) -> String {
    let words: Vec<String> = list.iter().map(unit).collect();
    match words.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

pub fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 || word.ends_with("crew") {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
