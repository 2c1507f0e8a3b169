//! Game-log lines, in words a player reads. Everything in Beta Colony is public, so lines may
//! state amounts and CP.
//!
//! Players are named only through `player`, which writes a placeholder the web layer replaces
//! with the player's name and colour symbol. Every other word is a message of the game's texts
//! (`beta-colony-play.ftl`), worded in each reader's language where it is shown; the
//! components are named by their own messages (`beta-colony-location-<id>`, ...).

use super::action::Unit;
use super::data::{data, Colour, Die, Material};
use crate::engine::msg::list as msg_list;
use crate::engine::Seat;
use crate::say;

/// The seat number used for lines about the whole table.
pub const TABLE: Seat = usize::MAX;

/// The one way a log line names a player: `{p1}` … `{p4}` (1-based seat).
pub fn player(seat: Seat) -> String {
    format!("{{p{}}}", seat + 1)
}

pub use crate::engine::Log;

/// The id of the log line a line says, if it is one of the game's messages.
fn line_id(text: &str) -> Option<&str> {
    crate::engine::msg::pieces(text)
        .into_iter()
        .find_map(|p| match p {
            crate::engine::msg::Piece::Message { id, .. } => Some(id),
            crate::engine::msg::Piece::Plain(_) => None,
        })
}

/// Whether a log line says that a free build was impossible and dropped.
pub fn says_dropped(text: &str) -> bool {
    line_id(text).is_some_and(|id| id.starts_with("beta-colony-log-dropped-"))
}

/// Whether a log line says that a track bonus earned a free build.
pub fn says_free_build_earned(text: &str) -> bool {
    line_id(text).is_some_and(|id| id.starts_with("beta-colony-log-earns-free-"))
}

/// A location's name: "Jyo", "Left Manufactory".
pub fn location(i: u8) -> String {
    data().locations.get(usize::from(i)).map_or_else(
        || "?".into(),
        |l| say!(&format!("beta-colony-location-{}", l.id)),
    )
}

pub fn colony(i: usize) -> String {
    data().colonies.get(i).map_or_else(
        || "?".into(),
        |c| say!(&format!("beta-colony-colony-{}", c.id)),
    )
}

/// A material's name: "steel"; `cap` at the start of a sentence or an option: "Steel".
pub fn material(m: Material, cap: bool) -> String {
    let suffix = if cap { "-cap" } else { "" };
    say!(&format!("beta-colony-material-{}{suffix}", m.name()))
}

/// A die's colour: "black".
pub fn die_colour(d: Die) -> String {
    say!(&format!("beta-colony-die-{}", d.name()))
}

/// A colour of the pods and spaces: "red".
pub fn colour(c: Colour) -> String {
    say!(&format!("beta-colony-colour-{}", c.name()))
}

/// "P14 (red Science and Tech Tower)".
pub fn pod(i: u8) -> String {
    data().pods.get(usize::from(i)).map_or_else(
        || "?".into(),
        |p| say!(&format!("beta-colony-pod-{}", p.colour.name()), id = &p.id),
    )
}

/// A space as the board numbers it (1–54) with its colony: "space 14 in Xi'an"; `cap` at the
/// start of a sentence: "Space 14 in Xi'an".
pub fn space_said(space: u8, cap: bool) -> String {
    let id = if cap {
        "beta-colony-space-cap"
    } else {
        "beta-colony-space"
    };
    say!(
        id,
        number = usize::from(space) + 1,
        colony = colony(usize::from(space) / super::data::LOCAL_SPACES)
    )
}

/// A space as the board numbers it (1–54) with its colony: "space 14 in Xi'an".
pub fn space(space: u8) -> String {
    space_said(space, false)
}

/// A location in a sentence: "the Ridback", "Jyo", "the Azophi Nexus" (moons have no article).
/// `case` is where it stands, for the languages that join a preposition and an article ("au
/// Ridback"): `at` (where something happens), `to` (where the ship goes) or `the` (anywhere
/// else); English says "the Ridback" for all three and leaves the preposition in the sentence.
pub fn the_location(i: u8, case: &str) -> String {
    data().locations.get(usize::from(i)).map_or_else(
        || "?".into(),
        |l| say!(&format!("beta-colony-the-location-{}", l.id), case = case),
    )
}

/// "L3 Jyo": a location as the board labels it (its place on the orbit from 1).
pub fn location_label(i: u8) -> String {
    say!(
        "beta-colony-location-label",
        number = usize::from(i) + 1,
        location = location(i)
    )
}

/// A die and its value for the player: "the black die (3)"; `cap`: "The black die (3)".
pub fn die_said(d: Die, value: i32, cap: bool) -> String {
    let id = if cap {
        "beta-colony-die-cap"
    } else {
        "beta-colony-die"
    };
    say!(id, die = die_colour(d), value = value)
}

/// A die and its value for the player: "the black die (3)".
pub fn die(d: Die, value: i32) -> String {
    die_said(d, value, false)
}

/// "ST2 Statue of Unity".
pub fn achievement(i: u8) -> String {
    data().achievements.get(usize::from(i)).map_or_else(
        || "?".into(),
        |a| {
            say!(
                "beta-colony-achievement",
                id = &a.id,
                name = say!(&format!("beta-colony-achievement-{}", a.id))
            )
        },
    )
}

/// "polymer and water", "2 steel", "nothing"; `cap`: "Polymer and water", "Nothing".
pub fn materials_said(list: &[Material], cap: bool) -> String {
    let mut parts: Vec<String> = Vec::new();
    for m in Material::ALL {
        let first = cap && parts.is_empty();
        match list.iter().filter(|&&x| x == m).count() {
            0 => {}
            1 => parts.push(material(m, first)),
            n => parts.push(say!(
                "beta-colony-materials-count",
                count = n,
                material = material(m, false)
            )),
        }
    }
    let nothing = if cap {
        say!("beta-colony-nothing-cap")
    } else {
        say!("beta-colony-nothing")
    };
    msg_list(&parts, &nothing)
}

/// "polymer and water", "2 steel", "nothing".
pub fn materials(list: &[Material]) -> String {
    materials_said(list, false)
}

/// One payment unit in words: "palladium", "an artifact", "two food"; `cap`: "Palladium".
pub fn unit_said(u: &Unit, cap: bool) -> String {
    let suffix = if cap { "-cap" } else { "" };
    match u {
        Unit::Word(w) => w.material().map_or_else(
            || say!(&format!("beta-colony-unit-artifact{suffix}")),
            |m| material(m, cap),
        ),
        Unit::Pair { pair } => say!(
            &format!("beta-colony-unit-pair{suffix}"),
            material = material(*pair, false)
        ),
    }
}

/// One payment unit in words: "palladium", "an artifact", "two food".
pub fn unit(u: &Unit) -> String {
    unit_said(u, false)
}

/// "palladium, water and an artifact"; `cap`: "Palladium, water and an artifact".
pub fn units_said(list: &[Unit], cap: bool) -> String {
    let words: Vec<String> = list
        .iter()
        .enumerate()
        .map(|(i, u)| unit_said(u, cap && i == 0))
        .collect();
    let nothing = if cap {
        say!("beta-colony-nothing-cap")
    } else {
        say!("beta-colony-nothing")
    };
    msg_list(&words, &nothing)
}

/// "palladium, water and an artifact".
pub fn units(list: &[Unit]) -> String {
    units_said(list, false)
}
