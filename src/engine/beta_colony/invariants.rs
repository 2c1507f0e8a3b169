//! Every invariant of a Beta Colony state, checked after every action of the playouts and on
//! every state read from outside. `check_shape` is the cheap part that makes the rules safe to
//! run (every index in range); `check` adds the conservation laws and the rules' limits.

use super::data::{data, Data, COLONIES, LOCATIONS, SPACES};
use super::rules::group_after;
use super::scoring::achievement_tile;
use super::state::{
    After, State, Step, TileKind, COLUMNS, MAX_PLAYERS, MIN_PLAYERS, ROWS, SEAT_COLOURS,
};
use std::collections::HashSet;

fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(why())
    }
}

/// Indices in range and lengths right: what the rules index without checking.
pub fn check_shape(s: &State) -> Result<(), String> {
    let d: &Data = data();
    ensure(!d.pods.is_empty(), || "the game data failed to load".into())?;
    let n = s.seats();
    ensure((MIN_PLAYERS..=MAX_PLAYERS).contains(&n), || {
        format!("{n} players")
    })?;
    ensure(usize::from(s.start) < n, || {
        "the start player is not a seat".into()
    })?;
    ensure(s.board.len() == SPACES, || {
        "Victus must have 54 spaces".into()
    })?;
    ensure(s.round <= d.rules.rounds, || "the round is past 9".into())?;
    for (c, &card) in s.cycles.iter().enumerate() {
        let ok = d
            .cycles
            .get(usize::from(card))
            .is_some_and(|x| usize::from(x.cycle) == c + 1);
        ensure(ok, || {
            format!("cycle card {c} is not a card of cycle {}", c + 1)
        })?;
    }
    let pod_ok = |p: &u8| usize::from(*p) < d.pods.len();
    ensure(
        s.talon.iter().all(pod_ok)
            && s.removed.iter().all(pod_ok)
            && s.display.iter().flatten().flatten().all(pod_ok),
        || "a pod index is out of range".into(),
    )?;
    let ach_ok = |a: &u8| usize::from(*a) < d.achievements.len();
    ensure(
        s.statues.iter().all(ach_ok) && s.buildings.iter().all(ach_ok),
        || "an achievement index is out of range".into(),
    )?;
    for t in s.board.iter().flatten() {
        ensure(t.crew.len() == n, || {
            "a tile's crew list must have one entry per seat".into()
        })?;
        let ok = match t.what {
            TileKind::Pod(p) => pod_ok(&p),
            TileKind::Achievement(a) => ach_ok(&a),
        };
        ensure(ok, || "a tile index is out of range".into())?;
    }
    for (i, p) in s.players.iter().enumerate() {
        ensure(usize::from(p.colour) < SEAT_COLOURS.len(), || {
            format!("seat {i}'s colour")
        })?;
        ensure(p.mat.is_none_or(|m| usize::from(m) < d.mats.len()), || {
            format!("seat {i}'s mat")
        })?;
        ensure(p.ship.is_none_or(|l| usize::from(l) < LOCATIONS), || {
            format!("seat {i}'s ship")
        })?;
        ensure(p.achievements.iter().all(ach_ok), || {
            format!("seat {i}'s achievements")
        })?;
        ensure(
            p.influence.iter().all(|&x| x <= d.rules.track_length),
            || format!("seat {i}'s influence is past the track"),
        )?;
    }
    let k_ok = |k: u8| usize::from(k) < n;
    let step_ok = match s.step {
        Step::ChooseMat { k } | Step::PlaceShip { k } | Step::CycleInfluence { k } => k_ok(k),
        Step::Action { phase, k } => (1..=2).contains(&phase) && k_ok(k),
        Step::FreeBuild { seat, then, .. } => {
            k_ok(seat)
                && match then {
                    After::CycleInfluence { k } => k_ok(k),
                    After::Action { phase, k } => (1..=2).contains(&phase) && k_ok(k),
                }
        }
        Step::Finished => true,
    };
    ensure(step_ok, || {
        format!("the step {:?} does not fit the table", s.step)
    })?;
    Ok(())
}

/// Every invariant; the message names the one that broke.
pub fn check(s: &State) -> Result<(), String> {
    check_shape(s)?;
    let d = data();
    let n = s.seats();
    // Every pod is in exactly one place.
    let mut pods: Vec<u8> = s.talon.clone();
    pods.extend(&s.removed);
    pods.extend(s.display.iter().flatten().flatten());
    let mut achs: Vec<u8> = s.statues.clone();
    achs.extend(&s.buildings);
    for t in s.board.iter().flatten() {
        match t.what {
            TileKind::Pod(p) => pods.push(p),
            TileKind::Achievement(a) => achs.push(a),
        }
    }
    let unique: HashSet<u8> = pods.iter().copied().collect();
    ensure(
        pods.len() == d.pods.len() && unique.len() == pods.len(),
        || {
            "every pod must be in exactly one place (talon, display, Victus, out of the game)"
                .into()
        },
    )?;
    let unique: HashSet<u8> = achs.iter().copied().collect();
    ensure(
        achs.len() == d.achievements.len() && unique.len() == achs.len(),
        || "every achievement must be available or on Victus, once".into(),
    )?;
    // Column 3 is used only under C2C in cycle 2.
    let third =
        s.round >= 4 && s.round <= 6 && s.bonus_active(super::data::CycleBonus::ThirdColumn);
    ensure(
        third || s.display.iter().all(|r| r[COLUMNS - 1].is_none()),
        || "display column 3 holds a pod outside C2C's cycle".into(),
    )?;
    ensure(s.display.len() == ROWS, || "four display rows".into())?;
    // The talon refills the display: a gap with pods left in the talon is a missed refill.
    let gaps = s.display.iter().any(|r| r[..2].iter().any(Option::is_none));
    ensure(!(gaps && !s.talon.is_empty() && s.round > 0), || {
        "an empty display slot while the talon still has pods".into()
    })?;
    // Artifacts, crew, materials.
    let held: u32 = s.players.iter().map(|p| u32::from(p.artifacts)).sum();
    ensure(
        held + u32::from(s.artifacts) == u32::from(d.rules.artifacts),
        || "the artifacts held and in supply must make 16".into(),
    )?;
    let mats = s.mats_taken();
    ensure(
        mats.len() == mats.iter().collect::<HashSet<_>>().len(),
        || "two players hold the same mat".into(),
    )?;
    for (i, p) in s.players.iter().enumerate() {
        ensure(
            u32::from(p.crew) + s.crew_on_victus(i) == u32::from(d.rules.crew),
            || format!("seat {i}'s crew in supply and on Victus must make 15"),
        )?;
        ensure(
            p.material_count() <= u32::from(d.rules.material_cap),
            || format!("seat {i} holds more than 10 materials"),
        )?;
        ensure(
            p.achievements.len() <= usize::from(d.rules.max_achievements),
            || format!("seat {i} owns more than 2 achievements"),
        )?;
        for &a in &p.achievements {
            ensure(achievement_tile(s, a).is_some(), || {
                format!("seat {i} owns an achievement whose tile is not on Victus")
            })?;
        }
        let s_ = &p.sources;
        ensure(
            p.cp >= s_.dice + s_.pods + s_.c3c + s_.track + s_.goals,
            || format!("seat {i}'s CP are less than their sources"),
        )?;
        let played = s.round > 0;
        ensure(!played || (p.mat.is_some() && p.ship.is_some()), || {
            format!("seat {i} plays without a mat or a ship")
        })?;
        ensure(p.final_score.is_some() == s.is_over(), || {
            format!("seat {i}'s final score must be set exactly at the end")
        })?;
    }
    let owned: usize = s.players.iter().map(|p| p.achievements.len()).sum();
    let on_board = s
        .board
        .iter()
        .flatten()
        .filter(|t| matches!(t.what, TileKind::Achievement(_)))
        .count();
    ensure(owned == on_board, || {
        "every achievement tile has an owner".into()
    })?;
    // The group limit and the outer ring for achievement tiles.
    for sp in 0..SPACES {
        match s.board[sp].as_ref().map(|t| t.what) {
            Some(TileKind::Pod(p)) => {
                let colour = d.pods[usize::from(p)].colour;
                ensure(
                    group_after(s, sp as u8, colour) <= d.rules.group_limit,
                    || format!("the group at space {sp} holds more than 3 pods"),
                )?;
            }
            Some(TileKind::Achievement(_)) => {
                ensure(!d.is_inner(sp as u8), || {
                    format!("an achievement tile is on the inner space {sp}")
                })?;
            }
            None => {}
        }
    }
    // Dice used: 0 or 2 at phase 1's turn, 2 or 4 in phase 2, by position in the turn order.
    if let Step::Action { phase, k } = s.step {
        for (j, p) in s.players.iter().enumerate() {
            let pos = (j + n - usize::from(s.start)) % n;
            let used = p.used.iter().filter(|&&u| u).count();
            let expected = match phase {
                1 => {
                    if pos < usize::from(k) {
                        2
                    } else {
                        0
                    }
                }
                _ => {
                    if pos < usize::from(k) {
                        4
                    } else {
                        2
                    }
                }
            };
            ensure(used == expected, || {
                format!("seat {j} has {used} dice used, {expected} expected at this step")
            })?;
        }
    }
    ensure(
        s.pending.is_empty() || matches!(s.step, Step::FreeBuild { .. }),
        || "free builds are pending outside a free-build step".into(),
    )?;
    ensure(
        (s.round == 0) == matches!(s.step, Step::ChooseMat { .. } | Step::PlaceShip { .. }),
        || "setup steps happen exactly before round 1".into(),
    )?;
    ensure(
        !matches!(s.step, Step::Action { .. }) || s.rolled.iter().all(|v| (1..=6).contains(v)),
        || "the dice are not rolled".into(),
    )?;
    let _ = COLONIES;
    Ok(())
}
