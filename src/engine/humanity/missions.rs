//! The mission check after every turn (design section 9).

use super::base::{measure, Grid};
use super::catalogue::catalogue;
use super::describe::Log;
use super::state::State;
use crate::engine::Seat;

pub const MISSION_VP: i32 = 3;

/// Design 9.1-9.4 / reading D6: gain displayed missions, steal held ones when strictly better
/// than the holder's current measure.
pub fn check_missions(state: &mut State, seat: Seat, log: &mut Log) {
    let cat = catalogue();
    let mut grid: Option<Grid> = None;
    for i in 0..state.missions.len() {
        let ms = state.missions[i];
        if ms.holder == Some(seat as u8) {
            continue;
        }
        let Some(def) = cat.mission(ms.mission) else {
            continue;
        };
        let me = &state.players[seat];
        let g = grid.get_or_insert_with(|| Grid::of(me));
        let mine = measure(me, g, def);
        if mine < def.min {
            continue;
        }
        match ms.holder.map(usize::from) {
            None => {
                let p = &mut state.players[seat];
                p.vp += MISSION_VP;
                p.ledger.mission_vp += MISSION_VP;
                p.science += 1;
                p.ledger.mission_science += 1;
                state.missions[i].holder = Some(seat as u8);
                log.push(seat, || {
                    crate::say!(
                        "humanity-log-mission-completed",
                        who = state.who(seat),
                        mission = &def.id
                    )
                });
            }
            Some(holder) => {
                let Some(hp) = state.players.get(holder) else {
                    continue;
                };
                let theirs = measure(hp, &Grid::of(hp), def);
                if mine <= theirs {
                    continue;
                }
                state.players[seat].vp += MISSION_VP;
                state.players[seat].ledger.mission_vp += MISSION_VP;
                state.players[holder].vp -= MISSION_VP;
                state.players[holder].ledger.mission_lost_vp -= MISSION_VP;
                state.missions[i].holder = Some(seat as u8);
                log.push(seat, || {
                    crate::say!(
                        "humanity-log-mission-taken",
                        who = state.who(seat),
                        mission = &def.id,
                        holder = state.who(holder),
                        mine = mine,
                        theirs = theirs
                    )
                });
            }
        }
    }
}
