//! Game-log lines: who did what, said as messages (`crate::say!`) that every reader sees in
//! their language ("Yellow deployed ... at M12: +2 VP" in English). The texts are the game's
//! own, `src/i18n/<lang>/games/humanity-play.ftl`; a component's name is a message too
//! (`humanity-module-<name>`, `humanity-resource-<name>`, ...).

use super::catalogue::{catalogue, Colour, ModuleDef, Res, Shape, Side};
use super::cell::Cell;
use super::state::{Player, SEAT_COLOURS};
use crate::engine::Seat;
use crate::say;

/// The seat number used for events that concern the whole table (end of round, of year).
pub const TABLE: Seat = usize::MAX;

pub use crate::engine::Log;

/// The player's default colour name by seat ("Yellow").
pub fn seat_name(seat: Seat) -> &'static str {
    SEAT_COLOURS.get(seat).copied().unwrap_or("A player")
}

/// A seat colour as a message ("Yellow"), from its English name as `SEAT_COLOURS` spells it.
pub fn seat_colour_words(name: &str) -> String {
    say!(&format!("humanity-seat-{}", slug(name)))
}

/// The key of an English name in the texts' ids: "Ice drill" is `ice-drill`.
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

/// A module's name as a message ("Ice drill"): `humanity-module-<name>`.
pub fn module_name(def: &ModuleDef) -> String {
    say!(&format!("humanity-module-{}", slug(&def.name)))
}

/// A resource as sentences say it ("ice"): `humanity-resource-<name>`.
pub fn res_word(r: Res) -> String {
    say!(&format!("humanity-resource-{}", slug(r.name())))
}

/// A resource as its name is written ("Ice"): `humanity-resource-<name>-name`.
pub fn res_name(r: Res) -> String {
    say!(&format!("humanity-resource-{}-name", slug(r.name())))
}

/// The resources a producer stores, as sentences say them: "ice", "insect or methane".
pub fn produces_words(def: &ModuleDef) -> String {
    either(
        Res::ALL
            .iter()
            .filter(|r| def.makes(**r))
            .map(|r| (*r, res_word(*r))),
    )
}

/// The resources of a set as their names are written: "Ice", "Insect or Methane", "nothing".
pub fn stores_names(produces: super::catalogue::ResSet) -> String {
    let names: Vec<(Res, String)> = Res::ALL
        .iter()
        .filter(|r| produces & r.bit() != 0)
        .map(|r| (*r, res_name(*r)))
        .collect();
    if names.is_empty() {
        return say!("humanity-nothing");
    }
    either(names.into_iter())
}

/// "a", "a or b", "a or b or c". The second resource's key goes along for languages whose "or"
/// depends on the word that follows (Spanish "u oxígeno"); it is never shown.
fn either(names: impl Iterator<Item = (Res, String)>) -> String {
    let mut out: Option<String> = None;
    for (r, n) in names {
        out = Some(match out {
            None => n,
            Some(before) => say!(
                "humanity-either",
                first = before,
                second = n,
                key = slug(r.name())
            ),
        });
    }
    out.unwrap_or_default()
}

/// A module colour ("orange").
pub fn colour_word(c: Colour) -> String {
    say!(&format!("humanity-colour-{}", c.name()))
}

/// A module colour's symbol ("gear").
pub fn symbol_word(c: Colour) -> String {
    say!(&format!("humanity-symbol-{}", c.symbol()))
}

/// A greenhouse shape ("round").
pub fn shape_word(s: Shape) -> String {
    let key = match s {
        Shape::Round => "round",
        Shape::Rectangular => "rectangular",
        Shape::Octagonal => "octagonal",
        Shape::Wild => "wild",
    };
    say!(&format!("humanity-shape-{key}"))
}

/// An experiment side ("left").
pub fn side_word(s: Side) -> String {
    say!(&format!("humanity-side-{}", s.name()))
}

/// A number with its sign as words ("+4", "-3"): signs are no Fluent number's.
pub fn signed(n: impl Into<i64>) -> String {
    format!("{:+}", n.into())
}

/// "+4 VP, +2 RP" from the non-zero parts, or "no points".
pub fn gains(vp: i64, rp: i64) -> String {
    let mut parts = Vec::new();
    if vp != 0 {
        parts.push(say!("humanity-gain-vp", n = signed(vp)));
    }
    if rp != 0 {
        parts.push(say!("humanity-gain-rp", n = signed(rp)));
    }
    if parts.is_empty() {
        say!("humanity-no-points")
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
        Some(m) => module_name(catalogue().module(m.module)),
        None => say!("humanity-obstacle"),
    };
    // What a producer stores: "+2 ice", "+1 insect or methane".
    let stored = |c: Cell, n: usize| match player.modules.iter().find(|m| m.cell == c) {
        Some(m) if catalogue().module(m.module).is_producer() => say!(
            "humanity-log-stored",
            count = n,
            res = produces_words(catalogue().module(m.module))
        ),
        _ => String::new(),
    };
    let texts: Vec<String> = parts
        .iter()
        .map(|&(c, n)| {
            if n > 1 {
                say!(
                    "humanity-log-activation-times",
                    tile = label(c),
                    cell = c.name(),
                    times = n,
                    stored = stored(c, n)
                )
            } else {
                say!(
                    "humanity-log-activation",
                    tile = label(c),
                    cell = c.name(),
                    stored = stored(c, n)
                )
            }
        })
        .collect();
    texts.join(", ")
}

/// "paid electricity from M13, 2 insect from N13, 3 units from L13 as 1 protein", or "paid
/// nothing": a payment in words, each unit with the module it came from.
pub fn payment(spends: &[super::action::Spend]) -> String {
    if spends.is_empty() {
        return say!("humanity-log-paid-nothing");
    }
    let parts: Vec<String> = spends
        .iter()
        .map(|s| {
            let what = res_word(s.pays);
            let from = s.from.name();
            match (s.convert, s.n) {
                (true, n) => say!(
                    "humanity-log-pay-convert",
                    count = n,
                    cell = from,
                    res = what
                ),
                (false, 1) => say!("humanity-log-pay-one", cell = from, res = what),
                (false, n) => say!("humanity-log-pay-many", count = n, cell = from, res = what),
            }
        })
        .collect();
    say!("humanity-log-paid", parts = parts.join(", "))
}

/// "2 ice + 1 methane", "nothing".
pub fn cost_words(cost: &super::catalogue::Cost) -> String {
    cost_in(cost, res_word)
}

/// "2 Ice + 1 Methane", "nothing": a cost with the resources' names as written.
pub fn cost_names(cost: &super::catalogue::Cost) -> String {
    cost_in(cost, res_name)
}

/// A cost, each resource said by `word`.
fn cost_in(cost: &super::catalogue::Cost, word: fn(Res) -> String) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter(|r| cost.count(**r) > 0)
        .map(|r| say!("humanity-amount", count = cost.count(*r), res = word(*r)))
        .collect();
    if parts.is_empty() {
        say!("humanity-nothing")
    } else {
        parts.join(" + ")
    }
}

/// The tile at `cell` as the board names it: "the Ice drill at L13", "the obstacle at M12".
pub fn tile_words(player: &Player, cell: Cell) -> String {
    match player.modules.iter().find(|m| m.cell == cell) {
        Some(m) => say!(
            "humanity-the-tile",
            tile = module_name(catalogue().module(m.module)),
            cell = cell.name()
        ),
        None => say!("humanity-the-obstacle", cell = cell.name()),
    }
}

/// One line of a payment with the module it comes from: "2 ice from the Ice drill at L13",
/// "1 electricity from the Power plant at M13 for the methane", "3 units from the Ice drill at
/// L13 towards the oxygen".
pub fn spend_words(player: &Player, s: &super::action::Spend) -> String {
    let from = tile_words(player, s.from);
    let what = res_word(s.pays);
    let stores = player
        .modules
        .iter()
        .find(|m| m.cell == s.from)
        .map(|m| catalogue().module(m.module).produces)
        .unwrap_or(0);
    if s.convert {
        return say!(
            "humanity-spend-convert",
            count = s.n,
            from = from,
            res = what
        );
    }
    if stores & s.pays.bit() == 0 && stores & Res::E.bit() != 0 {
        return say!(
            "humanity-spend-electricity",
            count = s.n,
            from = from,
            res = what
        );
    }
    say!("humanity-spend", count = s.n, from = from, res = what)
}

/// A whole payment with the modules it comes from, "nothing" when empty.
pub fn payment_words(player: &Player, spends: &[super::action::Spend]) -> String {
    if spends.is_empty() {
        return say!("humanity-nothing");
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
        return say!("humanity-moves-none");
    }
    moves
        .iter()
        .map(|(a, h)| {
            say!(
                "humanity-moves-back",
                astronaut = u16::from(*a) + 1,
                hangar = u16::from(*h) + 1
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}
