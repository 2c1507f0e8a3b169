//! Game-log lines: who did what, in words a player reads ("Yellow deployed ... at M12: +2 VP").

use super::catalogue::catalogue;
use super::cell::Cell;
use super::state::{Player, SEAT_COLOURS};
use crate::engine::Seat;

/// The seat number used for events that concern the whole table (end of round, of year).
pub const TABLE: Seat = usize::MAX;

pub use crate::engine::Log;

/// The player's default colour name by seat ("Yellow").
pub fn seat_name(seat: Seat) -> &'static str {
    SEAT_COLOURS.get(seat).copied().unwrap_or("A player")
}

/// "1 upgrade", "2 upgrades".
pub fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "+4 VP, +2 RP" from the non-zero parts, or "no gain".
pub fn gains(vp: i64, rp: i64) -> String {
    let mut parts = Vec::new();
    if vp != 0 {
        parts.push(format!("{vp:+} VP"));
    }
    if rp != 0 {
        parts.push(format!("{rp:+} RP"));
    }
    if parts.is_empty() {
        "no points".into()
    } else {
        parts.join(", ")
    }
}

/// "Ice drill at L13 x2, obstacle at M12": activations with repeats of a tile run together.
pub fn activations(player: &Player, cells: &[Cell]) -> String {
    let mut parts: Vec<(Cell, usize)> = Vec::new();
    for &c in cells {
        match parts.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => parts.push((c, 1)),
        }
    }
    let label = |c: Cell| match player.modules.iter().find(|m| m.cell == c) {
        Some(m) => catalogue().module(m.module).name.clone(),
        None => "obstacle".into(),
    };
    // What a producer stores: "+2 ice", "+1 insect or methane".
    let stored = |c: Cell, n: usize| match player.modules.iter().find(|m| m.cell == c) {
        Some(m) if catalogue().module(m.module).is_producer() => format!(
            " (+{n} {})",
            catalogue().module(m.module).produces_text().to_lowercase()
        ),
        _ => String::new(),
    };
    let texts: Vec<String> = parts
        .iter()
        .map(|&(c, n)| {
            if n > 1 {
                format!("{} at {c} x{n}{}", label(c), stored(c, n))
            } else {
                format!("{} at {c}{}", label(c), stored(c, n))
            }
        })
        .collect();
    texts.join(", ")
}

/// "paid electricity from M13, 2 insect from N13, 3 units from L13 as 1 protein", or "paid
/// nothing": a payment in words, each unit with the module it came from.
pub fn payment(spends: &[super::action::Spend]) -> String {
    if spends.is_empty() {
        return "paid nothing".into();
    }
    let parts: Vec<String> = spends
        .iter()
        .map(|s| {
            let what = s.pays.name().to_lowercase();
            match (s.convert, s.n) {
                (true, n) => format!("{} from {} towards {what}", plural(n, "unit"), s.from),
                (false, 1) => format!("{what} from {}", s.from),
                (false, n) => format!("{n} {what} from {}", s.from),
            }
        })
        .collect();
    format!("paid {}", parts.join(", "))
}

/// "2 ice + 1 methane", "nothing".
pub fn cost_words(cost: &super::catalogue::Cost) -> String {
    let parts: Vec<String> = super::catalogue::Res::ALL
        .iter()
        .filter(|r| cost.count(**r) > 0)
        .map(|r| format!("{} {}", cost.count(*r), r.name().to_lowercase()))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" + ")
    }
}

/// "once", "twice", "3 times".
pub fn times(n: impl Into<i64>) -> String {
    match n.into() {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{n} times"),
    }
}

/// The tile at `cell` as the board names it: "the Ice drill at L13", "the obstacle at M12".
pub fn tile_words(player: &Player, cell: Cell) -> String {
    match player.modules.iter().find(|m| m.cell == cell) {
        Some(m) => format!("the {} at {cell}", catalogue().module(m.module).name),
        None => format!("the obstacle at {cell}"),
    }
}

/// One line of a payment with the module it comes from: "2 ice from the Ice drill at L13",
/// "1 electricity from the Power plant at M13 for the methane", "3 units from the Ice drill at
/// L13 towards the oxygen".
pub fn spend_words(player: &Player, s: &super::action::Spend) -> String {
    let from = tile_words(player, s.from);
    let what = s.pays.name().to_lowercase();
    let stores = player
        .modules
        .iter()
        .find(|m| m.cell == s.from)
        .map(|m| catalogue().module(m.module).produces)
        .unwrap_or(0);
    if s.convert {
        return format!("{} from {from} towards the {what}", plural(s.n, "unit"));
    }
    if stores & s.pays.bit() == 0 && stores & super::catalogue::Res::E.bit() != 0 {
        return format!("{} electricity from {from} for the {what}", s.n);
    }
    format!("{} {what} from {from}", s.n)
}

/// A whole payment with the modules it comes from, "nothing" when empty.
pub fn payment_words(player: &Player, spends: &[super::action::Spend]) -> String {
    if spends.is_empty() {
        return "nothing".into();
    }
    spends
        .iter()
        .map(|s| spend_words(player, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where time units moved a seat's astronauts on the station: "astronaut 3 moves back to
/// hangar 5", "no astronaut on the station can move".
pub fn moves_words(moves: &[(u8, u8)]) -> String {
    if moves.is_empty() {
        return "no astronaut on the station can move".into();
    }
    moves
        .iter()
        .map(|(a, h)| format!("astronaut {} moves back to hangar {}", a + 1, h + 1))
        .collect::<Vec<_>>()
        .join(", ")
}
