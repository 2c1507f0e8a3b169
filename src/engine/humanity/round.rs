//! Turn order, end of round, end of year, final scoring and the return of astronauts
//! (design sections 2.1, 11, 12, 13 and 14).

use super::action::Placement;
use super::base::is_placement_cell;
use super::catalogue::{catalogue, Res};
use super::describe::{Log, TABLE};
use super::error::RuleError;
use super::rules::reactivate_base;
use super::state::{Phase, Place, Player, State, HANGARS, SLOTS};
use crate::engine::{Placing, Seat};
use crate::say;

/// A round can end with nobody able to act (every astronaut still on the station); then the
/// next reset follows at once. Decks shrink by at least two modules per reset, so this bound is
/// never reached; it only guards against a corrupt state looping forever.
const MAX_EMPTY_ROUNDS: usize = 64;

/// Design 2.1: the next seat after `seat` with an active astronaut plays; else the round ends.
pub fn advance_turn(state: &mut State, seat: Seat, log: &mut Log) {
    let n = state.seats();
    for k in 1..=n {
        let s = (seat + k) % n;
        if state.players[s].has_active_astronaut() {
            state.phase = Phase::Turn { seat: s as u8 };
            return;
        }
    }
    end_rounds(state, log);
}

/// End rounds until a player can act, placement is needed, or the game ends.
fn end_rounds(state: &mut State, log: &mut Log) {
    for _ in 0..MAX_EMPTY_ROUNDS {
        end_round(state, log);
        if state.phase != Phase::Placement && state.phase != Phase::Over {
            if start_round(state) {
                return;
            }
        } else {
            return;
        }
    }
    state.phase = Phase::Over;
}

/// Design 11.7: everybody is reactivated and the first player (or the next able one) starts.
/// Returns false when nobody can act.
fn start_round(state: &mut State) -> bool {
    for p in state.players.iter_mut() {
        reactivate_base(p);
    }
    let n = state.seats();
    let first = usize::from(state.first_player);
    for k in 0..n {
        let s = (first + k) % n;
        if state.players[s].has_active_astronaut() {
            state.phase = Phase::Turn { seat: s as u8 };
            return true;
        }
    }
    false
}

/// Design section 11, in its order.
fn end_round(state: &mut State, log: &mut Log) {
    let n = state.seats();
    state.first_player = ((usize::from(state.first_player) + 1) % n) as u8;
    // 11.2: the white crosses.
    for k in [1, 2] {
        let h = state.hangar_at_offset(k);
        if let Some(m) = state.hangars[usize::from(h)].take() {
            state.discarded_modules.push(m);
        }
    }
    // 11.3: slide the remaining modules, keeping their order, to the far end.
    let remaining: Vec<u8> = (1..HANGARS)
        .filter_map(|k| state.hangars[usize::from(state.hangar_at_offset(k))])
        .collect();
    for k in 1..HANGARS {
        let h = state.hangar_at_offset(k);
        state.hangars[usize::from(h)] = None;
    }
    let left = remaining.len() as u8;
    for (i, &m) in remaining.iter().enumerate() {
        let h = state.hangar_at_offset(HANGARS - left + i as u8);
        state.hangars[usize::from(h)] = Some(m);
    }
    let moved = arm_move(left);
    let returned = return_astronauts(state, moved);
    state.arm = (state.arm + moved) % HANGARS;
    let round = state.round;
    log.push(TABLE, || {
        say!(
            "humanity-log-end-of-round",
            round = round,
            hangars = moved,
            astronauts = returned
        )
    });
    state.round = state.round.saturating_add(1);
    if !refill_hangars(state) {
        end_of_year(state, log);
        if state.phase == Phase::Over {
            return;
        }
    }
    if state.players.iter().any(has_returning) {
        state.phase = Phase::Placement;
        for p in state.players.iter_mut() {
            p.placement = None;
        }
    }
}

/// Design 11.4 / reading D3: the arm moves to the hangar before the first module, 7 - n
/// hangars; with no module left it makes a full turn of 8.
pub fn arm_move(modules_left: u8) -> u8 {
    if modules_left == 0 {
        HANGARS
    } else {
        HANGARS - 1 - modules_left
    }
}

/// Design 11.5 / reading D11: astronauts from the old arm hangar (included) to the new one
/// (excluded) return. Returns how many.
fn return_astronauts(state: &mut State, moved: u8) -> usize {
    let arm = state.arm;
    let mut count = 0;
    for p in state.players.iter_mut() {
        for a in p.astronauts.iter_mut() {
            if let Place::Hangar(h) = a.at {
                if (h + HANGARS - arm) % HANGARS < moved {
                    a.at = Place::Returning;
                    a.remaining = 0;
                    count += 1;
                }
            }
        }
    }
    count
}

fn has_returning(p: &Player) -> bool {
    p.astronauts.iter().any(|a| a.at == Place::Returning)
}

/// Design 11.6: fill empty hangars forward from offset 1. False when the deck ran out first.
fn refill_hangars(state: &mut State) -> bool {
    let deck = usize::from(state.year - 1).min(2);
    for k in 1..HANGARS {
        let h = usize::from(state.hangar_at_offset(k));
        if state.hangars[h].is_none() {
            match state.module_decks[deck].pop() {
                Some(m) => state.hangars[h] = Some(m),
                None => return false,
            }
        }
    }
    true
}

/// Design 13.1: science from the research track.
pub fn science_for_rp(rp: u8) -> u32 {
    match rp {
        0..=7 => 0,
        8..=14 => 1,
        15..=20 => 2,
        21..=25 => 3,
        26..=29 => 4,
        30..=33 => 5,
        34..=37 => 6,
        38..=41 => 7,
        42..=45 => 8,
        46..=49 => 9,
        _ => 10,
    }
}

/// Design 13.1 / reading D7: +1 science per player strictly behind (+2 in a 2-player game).
pub fn behind_bonus(rps: &[u8], seat: usize) -> u32 {
    let mine = rps.get(seat).copied().unwrap_or(0);
    let per = if rps.len() == 2 { 2 } else { 1 };
    per * rps.iter().filter(|&&r| r < mine).count() as u32
}

/// Design section 13.
fn end_of_year(state: &mut State, log: &mut Log) {
    let rps: Vec<u8> = state.players.iter().map(|p| p.rp).collect();
    for (seat, p) in state.players.iter_mut().enumerate() {
        let research = science_for_rp(p.rp);
        let behind = behind_bonus(&rps, seat);
        p.science += research + behind;
        p.ledger.research_science += research;
        p.ledger.behind_science += behind;
        p.rp = 0;
    }
    let year = state.year;
    log.push(TABLE, || say!("humanity-log-end-of-year", year = year));
    if state.year >= 3 {
        final_scoring(state, log);
        return;
    }
    state.year += 1;
    let y = usize::from(state.year - 1);
    for slot in 0..SLOTS {
        if let Some(e) = state.slots[slot].take() {
            state.discarded_experiments.push(e);
        }
        state.slots[slot] = state.experiment_decks[y].pop();
    }
    for k in 1..HANGARS {
        let h = usize::from(state.hangar_at_offset(k));
        if state.hangars[h].is_none() {
            state.hangars[h] = state.module_decks[y].pop();
        }
    }
    let year = state.year;
    log.push(TABLE, || say!("humanity-log-new-year", year = year));
}

/// Design 14.1: stored units of a player by category: (electricity, advanced, basic).
pub fn stored_units(p: &Player) -> (u32, u32, u32) {
    let cat = catalogue();
    let (mut e, mut adv, mut basic) = (0, 0, 0);
    for m in &p.modules {
        let def = cat.module(m.module);
        let n = u32::from(m.stock);
        if def.produces == Res::E.bit() {
            e += n;
        } else if def.stores_advanced() {
            adv += n;
        } else {
            basic += n;
        }
    }
    (e, adv, basic)
}

/// Design section 14.
fn final_scoring(state: &mut State, log: &mut Log) {
    for p in state.players.iter_mut() {
        let (e, a, b) = stored_units(p);
        let vp = ((e + a + b) / 5) as i32;
        p.vp += vp;
        p.ledger.resource_vp += vp;
    }
    state.phase = Phase::Over;
    if log.on {
        for placing in outcome(state).unwrap_or_default() {
            let p = &state.players[placing.seat];
            log.push(placing.seat, || {
                say!(
                    "humanity-log-finishes",
                    who = state.who(placing.seat),
                    rank = placing.rank,
                    score = placing.score,
                    vp = p.vp,
                    science = p.science
                )
            });
        }
    }
}

/// Design 14.2-14.3: the ranking once the game is over.
pub fn outcome(state: &State) -> Option<Vec<Placing>> {
    (state.phase == Phase::Over).then(|| standings(state))
}

/// The ranking by the current score (VP + science) with the final tie-breaks: the final
/// ranking once the game is over, and the ranking of a game the players end early.
pub fn standings(state: &State) -> Vec<Placing> {
    let key = |p: &Player| {
        let (e, a, b) = stored_units(p);
        (p.score(), e, a, b)
    };
    let mut seats: Vec<usize> = (0..state.seats()).collect();
    seats.sort_by(|&x, &y| {
        key(&state.players[y])
            .cmp(&key(&state.players[x]))
            .then(x.cmp(&y))
    });
    let mut out: Vec<Placing> = Vec::with_capacity(seats.len());
    for (i, &s) in seats.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if key(&state.players[prev.seat]) == key(&state.players[s]) => prev.rank,
            _ => i + 1,
        };
        out.push(Placing {
            seat: s,
            rank,
            score: state.players[s].score(),
        });
    }
    out
}

/// Design section 12: one seat's placement of its returning astronauts (simultaneous, hidden).
pub fn place_astronauts(
    state: &mut State,
    seat: Seat,
    placements: &[Placement],
    log: &mut Log,
) -> Result<(), RuleError> {
    let cells = check_placement(&state.players[seat], placements)?;
    state.players[seat].placement = Some(cells);
    state.actions += 1;
    let waiting = state
        .players
        .iter()
        .any(|p| has_returning(p) && p.placement.is_none());
    // The last placement is told once, by the reveal line that follows in the same step.
    if waiting {
        log.push(seat, || say!("humanity-log-placed", who = state.who(seat)));
    } else {
        reveal_placements(state, log);
        if !start_round(state) {
            end_rounds(state, log);
        }
    }
    Ok(())
}

/// The cells in astronaut order, once every rule of 12.2 holds.
pub fn check_placement(
    player: &Player,
    placements: &[Placement],
) -> Result<Vec<crate::engine::humanity::Cell>, RuleError> {
    let need = player
        .astronauts
        .iter()
        .filter(|a| a.at == Place::Returning)
        .count();
    if need == 0 {
        return Err(RuleError::NothingToPlace);
    }
    if player.placement.is_some() {
        return Err(RuleError::AlreadyPlaced);
    }
    if placements.len() != need {
        return Err(RuleError::PlacementCount {
            need,
            given: placements.len(),
        });
    }
    let mut chosen: Vec<(u8, crate::engine::humanity::Cell)> = Vec::with_capacity(need);
    for pl in placements {
        let a = player
            .astronauts
            .get(usize::from(pl.astronaut))
            .ok_or(RuleError::NoSuchAstronaut(pl.astronaut))?;
        if a.at != Place::Returning {
            return Err(RuleError::NotReturning(pl.astronaut));
        }
        if chosen.iter().any(|(i, _)| *i == pl.astronaut) {
            return Err(RuleError::PlacedTwice(pl.astronaut));
        }
        if chosen.iter().any(|(_, c)| *c == pl.cell) {
            return Err(RuleError::SameCell(pl.cell));
        }
        if !is_placement_cell(player, pl.cell) {
            return Err(if player.occupied(pl.cell) {
                RuleError::CellTaken(pl.cell)
            } else {
                RuleError::NotNextToModule(pl.cell)
            });
        }
        chosen.push((pl.astronaut, pl.cell));
    }
    chosen.sort_by_key(|(i, _)| *i);
    Ok(chosen.into_iter().map(|(_, c)| c).collect())
}

fn reveal_placements(state: &mut State, log: &mut Log) {
    let mut revealed: Vec<(Seat, Vec<super::cell::Cell>)> = Vec::new();
    for (seat, p) in state.players.iter_mut().enumerate() {
        let Some(cells) = p.placement.take() else {
            continue;
        };
        let mut it = cells.iter();
        for a in p.astronauts.iter_mut().filter(|a| a.at == Place::Returning) {
            if let Some(&c) = it.next() {
                a.at = Place::Base(c);
            }
        }
        revealed.push((seat, cells));
    }
    // One line for the whole table, each player's landing cells once.
    log.push(TABLE, || {
        let parts: Vec<String> = revealed
            .iter()
            .map(|(seat, cells)| {
                let named: Vec<String> = cells.iter().map(|c| c.name()).collect();
                say!(
                    "humanity-log-lands-at",
                    who = state.who(*seat),
                    cells = named.join(", ")
                )
            })
            .collect();
        say!(
            "humanity-log-land",
            parts = parts.join(&say!("humanity-semicolon"))
        )
    });
}
