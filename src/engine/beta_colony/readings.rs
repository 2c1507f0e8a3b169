//! "How this edition reads the rules": every reading of design §18 (D1–D41), in our own words,
//! for the in-app rules help, and the small rule functions where a reading decides the outcome,
//! so each such reading lives in one named place. Everything in `data/beta-colony/` that the
//! design marks so is "Turnpost edition" (see `TURNPOST_EDITION`).

use super::data::{Die, MatPower};

/// One reading: (code, title, our wording).
pub type Reading = (&'static str, &'static str, &'static str);

/// The components designed for this edition, to be labelled "Turnpost edition".
pub const TURNPOST_EDITION: &[&str] = &[
    "the orbit order (except Nebra directly before the Left Manufactory)",
    "the colony geometry and the colour of every space",
    "the three influence tracks",
    "the influence and bonus of each of the 40 pods",
    "the names of the cultural achievements and the costs of the buildings",
    "the CP of the cycle goals other than C3A's 8",
    "the seven materials pictured on C3A",
];

pub const READINGS: &[Reading] = &[
    ("D1", "A full lap is a move", "A move whose length is a multiple of 7 brings the ship back where it started; it still counts as a move and the location is activated."),
    ("D2", "Values above 6", "A value of 7 or more gives two materials at a moon and 3 fuel at the Ridback, but reaches no Manufactory row."),
    ("D3", "Building is compulsory when possible", "At a Manufactory you must build if some build is legal for the value you actually used; arriving where nothing can be done is allowed."),
    ("D4", "How the mats pair up", "Each mat combines the collection bonus and the special power listed together for it."),
    ("D5", "M1 only at moons", "M1's black die counts as a 6 only for collecting at a moon, not at the Nexus."),
    ("D6", "M3's extra fuel", "M3 adds one fuel at the Ridback and in the Nexus supply option only; never when docking or from bonuses."),
    ("D7", "M4's pair", "M4's two identical materials pay only a pod's taking cost, never a space or an achievement."),
    ("D8", "The material cap", "You never hold more than 10 materials: anything beyond is lost, and you cannot throw materials away by choice."),
    ("D9", "Tweaks are declared first (in Turnpost)", "The C1A or C3A tweak is part of your first submission of the round and lasts the whole round."),
    ("D10", "C1B's material (in Turnpost)", "The material C1B offers is taken with your first submission of round 1."),
    ("D11", "C2A's influence", "At the start of round 4, before the roll, each player in turn order takes C2A's influence in a separate step."),
    ("D12", "Flipping a die", "Flipping a die turns it to its opposite face: the new value is 7 minus the old one."),
    ("D13", "Refills happen at once", "An emptied display slot is refilled straight away and a new top building is revealed straight away, so a free build may use the new tile."),
    ("D14", "Free builds are separate decisions (in Turnpost)", "Free pods and free achievements are chosen in their own submissions, after the tiles they may use are revealed."),
    ("D15", "Bonuses are compulsory", "Every bonus that can give something must be taken, and a possible free build must be made."),
    ("D16", "Crew bonuses go on pods", "A crew from a bonus goes on any pod, anybody's, including the one just built, but never on an achievement tile."),
    ("D17", "Crew are counted as pieces", "Goals and statues that count crew count pieces: a pod with two of your crew counts 2."),
    ("D18", "The best chain", "The Statue of Unity counts your crew on the largest connected group of tiles that carry your crew."),
    ("D19", "C3C counts pods", "C3C's goal counts your crew on outer-ring pods, not on achievement tiles."),
    ("D20", "C3A decides for you", "C3A's discard is made automatically, and skipped only when it would lower your final score through the Statue of Plenty."),
    ("D21", "The end of a track", "A track ends at 15; further influence in that colony is lost."),
    ("D22", "Building without crew", "With no crew left you may still build; the crew is simply not placed."),
    ("D23", "Achievement tiles", "Achievement tiles have no colour, give no influence and split same-colour groups."),
    ("D24", "The group limit", "The limit of 3 pods per group applies inside one colony, to free pods too, after any merge."),
    ("D25", "The fewest crew may be zero", "For majorities the fewest crew is taken over all players, including those with none in the colony."),
    ("D26", "Polymer under C2B", "While C2B is active polymer pays for any material in every payment, but never for a statue's artifacts or a goal."),
    ("D27", "Artifacts pay, but are not materials", "An artifact pays for any one material in any payment, C3C's extra unit included, but never counts as a material."),
    ("D28", "C2C's third column", "The third column is dealt row by row at the start of round 4, refills during cycle 2 and is removed after round 6's goal; a short talon leaves lower rows without one."),
    ("D29", "A free pod is any face-up pod", "A free pod may be any pod on the display, in any row and column, at no cost."),
    ("D30", "Ships at setup", "Ships start on different locations but may share one later."),
    ("D31", "Unlimited supplies", "Materials and fuel never run out; the 16 artifacts and each player's 15 crew do."),
    ("D32", "The tie-break", "Ties are broken by crew on Victus, which equals the crew placed since crew never leave."),
    ("D33", "The die bonus always counts", "Activating a location with its bonus die gives 1 CP even when the action gives nothing else."),
    ("D34", "Docking is always allowed", "You may dock even when a move is possible."),
    ("D35", "Fuel limits", "Fuel can raise a die above 6 without limit but never to 0 or below."),
    ("D36", "Fuel on both dice", "Fuel may change both dice of one action."),
    ("D37", "Nebra under C1C", "At Nebra the mat's extra material comes before C1C's polymer."),
    ("D38", "Activation is compulsory", "After a move the location is always activated; at the Nexus you choose either option."),
    ("D39", "Order after building", "A pod's crew is placed first, then C3C's points, the pod's bonus and the influence; an achievement's crew comes before its bonus."),
    ("D40", "M2 opens every row", "M2's black die, used to activate a Manufactory, may take a pod from any row; it never changes a move."),
    ("D41", "A free achievement is free", "A free achievement costs neither its card's price nor the space's material."),
];

/// D2, D5: how many materials a moon gives for activation value `a`.
pub fn moon_count(power: Option<MatPower>, die: Die, a: i32) -> u32 {
    if power == Some(MatPower::BlackSix) && die == Die::Black {
        return 2;
    }
    if a >= 5 {
        2
    } else {
        1
    }
}

/// D2: the Ridback's fuel for activation value `a` (before M3).
pub fn ridback_fuel(a: i32) -> u32 {
    match a {
        ..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

/// D40: M2's black activation die opens every row.
pub fn black_any_row(power: Option<MatPower>, die: Die) -> bool {
    power == Some(MatPower::BlackAnyRow) && die == Die::Black
}

/// M5: the black move die may go counterclockwise.
pub fn may_move_ccw(power: Option<MatPower>, die: Die) -> bool {
    power == Some(MatPower::BlackCcw) && die == Die::Black
}

/// D7: only M4 pays with a pair (and only a taking cost, which the caller checks).
pub fn pair_pays(power: Option<MatPower>) -> bool {
    power == Some(MatPower::Pair)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_of_section_18_is_listed_once() {
        for (i, r) in READINGS.iter().enumerate() {
            assert_eq!(r.0, format!("D{}", i + 1));
            assert!(!r.2.is_empty());
        }
        assert_eq!(READINGS.len(), 41);
    }

    #[test]
    fn value_bands() {
        assert_eq!(moon_count(None, Die::Red, 4), 1);
        assert_eq!(moon_count(None, Die::Red, 9), 2);
        assert_eq!(moon_count(Some(MatPower::BlackSix), Die::Black, 1), 2);
        assert_eq!(ridback_fuel(2), 1);
        assert_eq!(ridback_fuel(4), 2);
        assert_eq!(ridback_fuel(8), 3);
    }
}
