//! Cycle goals (§11.3, with C3A's discard decision, D20), the final scoring (§13.1) and the
//! ranking with its tie-break (§13.2).

use super::data::{
    data, AchievementKind, Data, Goal, StatueScoring, COLONIES, LOCAL_SPACES, SPACES,
};
use super::describe as say;
use super::state::{Final, State, TileKind};
use crate::engine::{Log, Placing, Seat};

/// `seat`'s crew on inner-ring tiles of its best colony (C1B, ST3).
pub fn best_centre_crew(s: &State, seat: Seat) -> u32 {
    let d = data();
    (0..COLONIES)
        .map(|c| {
            (c * LOCAL_SPACES..(c + 1) * LOCAL_SPACES)
                .filter(|&sp| d.is_inner(sp as u8))
                .map(|sp| s.crew_at(sp, seat))
                .sum()
        })
        .max()
        .unwrap_or(0)
}

/// The colours of pods carrying at least one of `seat`'s crew, with the count of such pods.
fn pods_by_colour(s: &State, seat: Seat) -> [u32; 6] {
    let d = data();
    let mut out = [0u32; 6];
    for sp in 0..SPACES {
        if let Some(p) = s.pod_at(sp) {
            if s.crew_at(sp, seat) > 0 {
                out[d.pods[usize::from(p)].colour.index()] += 1;
            }
        }
    }
    out
}

/// D18: `seat`'s crew on its best connected group of tiles carrying its crew.
pub fn best_chain(s: &State, seat: Seat) -> u32 {
    let d = data();
    let mut seen = [false; SPACES];
    let mut best = 0;
    for start in 0..SPACES {
        if seen[start] || s.crew_at(start, seat) == 0 {
            continue;
        }
        let mut total = 0;
        let mut queue = vec![start as u8];
        seen[start] = true;
        while let Some(x) = queue.pop() {
            total += s.crew_at(usize::from(x), seat);
            for n in d.neighbours(x) {
                let n_us = usize::from(n);
                if !seen[n_us] && s.crew_at(n_us, seat) > 0 {
                    seen[n_us] = true;
                    queue.push(n);
                }
            }
        }
        best = best.max(total);
    }
    best
}

/// A statue's end CP for `seat` with `materials` held (§9.4).
pub fn statue_value(
    s: &State,
    seat: Seat,
    scoring: StatueScoring,
    per: u32,
    cap: u32,
    materials: u32,
) -> u32 {
    let count = match scoring {
        StatueScoring::Materials => materials,
        StatueScoring::Chain => best_chain(s, seat),
        StatueScoring::Centre => best_centre_crew(s, seat),
        StatueScoring::Colour => pods_by_colour(s, seat).into_iter().max().unwrap_or(0),
    };
    (count * per).min(cap)
}

/// The ST1 value of `seat` if it held `materials` materials, or 0 without ST1.
fn plenty_value(s: &State, seat: Seat, materials: u32) -> u32 {
    let d = data();
    s.players[seat]
        .achievements
        .iter()
        .filter_map(|&a| match d.achievements[usize::from(a)].kind {
            AchievementKind::Statue {
                scoring: StatueScoring::Materials,
                per,
                cap,
                ..
            } => Some((materials * per).min(cap)),
            _ => None,
        })
        .sum()
}

/// Whether `seat` meets `goal` (other than C3A's set, handled in `score_goal`).
pub fn meets(s: &State, seat: Seat, goal: &Goal) -> bool {
    let d = data();
    let p = &s.players[seat];
    match goal {
        Goal::SameMaterial(n) => p.materials.iter().any(|m| m >= n),
        Goal::CentreCrew(n) => best_centre_crew(s, seat) >= u32::from(*n),
        Goal::Artifact(n) => p.artifacts >= *n,
        Goal::CrewEachColony(n) => {
            (0..COLONIES).all(|c| s.crew_in_colony(seat, c) >= u32::from(*n))
        }
        Goal::PodColours(n) => {
            pods_by_colour(s, seat).iter().filter(|&&k| k > 0).count() >= usize::from(*n)
        }
        Goal::InfluenceEach(n) => p.influence.iter().all(|i| i >= n),
        Goal::DiscardSet(set) => p.materials.iter().zip(set).all(|(h, need)| h >= need),
        Goal::Fuel(n) => p.fuel >= *n,
        Goal::OuterPodCrew(n) => {
            (0..SPACES)
                .filter(|&sp| !d.is_inner(sp as u8) && s.pod_at(sp).is_some())
                .map(|sp| s.crew_at(sp, seat))
                .sum::<u32>()
                >= u32::from(*n)
        }
    }
}

/// §11.3: the active card's goal, for every player at once.
pub fn score_goal(s: &mut State, log: &mut Log) {
    let Some(card) = s.active_card() else {
        return;
    };
    for seat in 0..s.seats() {
        if !meets(s, seat, &card.goal) {
            continue;
        }
        if let Goal::DiscardSet(set) = card.goal {
            // D20: discard unless ST1 would lose more than the goal gives.
            let held = s.players[seat].material_count();
            let after = held - set.iter().map(|&n| u32::from(n)).sum::<u32>();
            let loss = plenty_value(s, seat, held) - plenty_value(s, seat, after);
            if card.cp < loss {
                log.push(seat, || {
                    crate::say!(
                        "beta-colony-log-keeps",
                        who = say::player(seat),
                        card = &card.id
                    )
                });
                continue;
            }
            for (m, n) in s.players[seat].materials.iter_mut().zip(set) {
                *m -= n;
            }
        }
        let p = &mut s.players[seat];
        p.cp += card.cp;
        p.sources.goals += card.cp;
        log.push(seat, || {
            crate::say!(
                "beta-colony-log-goal",
                who = say::player(seat),
                card = &card.id,
                cp = card.cp
            )
        });
    }
}

/// The majority CP of each seat in one colony (§13.1 step 3, D25).
pub fn majority(s: &State, colony: usize) -> Vec<u32> {
    let table = &data().rules.majority;
    let counts: Vec<u32> = (0..s.seats())
        .map(|p| s.crew_in_colony(p, colony))
        .collect();
    let fewest = counts.iter().copied().min().unwrap_or(0);
    counts
        .iter()
        .map(|&c| {
            let diff = (c - fewest) as usize;
            table
                .get(diff.min(table.len().saturating_sub(1)))
                .copied()
                .unwrap_or(0)
        })
        .collect()
}

/// The final scoring of every seat from the current board and holdings.
pub fn finals(s: &State) -> Vec<Final> {
    let d: &Data = data();
    let majorities: Vec<Vec<u32>> = (0..COLONIES).map(|c| majority(s, c)).collect();
    (0..s.seats())
        .map(|seat| {
            let p = &s.players[seat];
            let achievements = p
                .achievements
                .iter()
                .map(|&a| match d.achievements[usize::from(a)].kind {
                    AchievementKind::Statue {
                        scoring, per, cap, ..
                    } => statue_value(s, seat, scoring, per, cap, p.material_count()),
                    AchievementKind::Building { cp, .. } => cp,
                })
                .collect();
            Final {
                artifacts: u32::from(p.artifacts),
                achievements,
                majority: [0, 1, 2].map(|c| majorities[c][seat]),
                crew_on_victus: s.crew_on_victus(seat),
            }
        })
        .collect()
}

/// §13.1: add the final scoring to every player's CP.
pub fn final_scoring(s: &mut State, log: &mut Log) {
    for (seat, f) in finals(s).into_iter().enumerate() {
        let total = f.total();
        log.push(seat, || {
            crate::say!(
                "beta-colony-log-final",
                who = say::player(seat),
                artifacts = f.artifacts,
                achievements = f.achievements.iter().sum::<u32>(),
                majorities = f.majority.iter().sum::<u32>()
            )
        });
        let p = &mut s.players[seat];
        p.cp += total;
        p.final_score = Some(f);
    }
}

/// The ranking by CP, then crew on Victus; equal on both share the rank (§13.2).
pub fn ranking(s: &State) -> Vec<Placing> {
    let key = |seat: Seat| (s.players[seat].cp, s.crew_on_victus(seat));
    let mut seats: Vec<Seat> = (0..s.seats()).collect();
    seats.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
    seats
        .iter()
        .map(|&seat| Placing {
            seat,
            rank: 1 + seats.iter().filter(|&&o| key(o) > key(seat)).count(),
            score: i64::from(s.players[seat].cp),
        })
        .collect()
}

pub fn outcome(s: &State) -> Option<Vec<Placing>> {
    s.is_over().then(|| ranking(s))
}

/// Whether any tile of `seat`'s achievements is on Victus (for the invariants).
pub fn achievement_tile(s: &State, ach: u8) -> Option<usize> {
    (0..SPACES).find(|&sp| {
        s.board[sp]
            .as_ref()
            .is_some_and(|t| t.what == TileKind::Achievement(ach))
    })
}
