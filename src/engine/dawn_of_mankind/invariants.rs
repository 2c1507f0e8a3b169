//! Every invariant of a Dawn of Mankind state. Checked on every state read from outside
//! (`Extras::check_state`), before every `apply`, and after every action of the random
//! playouts and property tests. The state is small, so the full check takes a microsecond.

use super::data::{data, try_data, Exit};
use super::state::{
    setup_seat, EndReason, Phase, State, AREAS, MAX_PLAYERS, MIN_PLAYERS, SCHEMA_VERSION,
    SEAT_COLOURS, TILES,
};

/// A bound far above any reachable VP total, so sums never overflow.
const MAX_VP: u32 = 100_000;

/// Every invariant; the message says which one broke.
pub fn check(s: &State) -> Result<(), String> {
    let d = try_data().map_err(|e| format!("the game data is broken: {e}"))?;
    if s.schema_version != SCHEMA_VERSION {
        return Err(format!(
            "schema version {} is not {SCHEMA_VERSION}",
            s.schema_version
        ));
    }
    let n = s.players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(format!("{n} players; the game is for 2 to 5"));
    }
    if usize::from(s.start) >= n {
        return Err("the start player is not a seat".into());
    }
    if d.areas.len() != AREAS || d.tiles.len() != TILES {
        return Err("the board data does not match the state's shape".into());
    }
    check_players(s)?;
    check_tiles(s)?;
    check_art(s)?;
    check_progress(s)?;
    check_setup_cards(s)?;
    check_phase(s)
}

fn check_players(s: &State) -> Result<(), String> {
    let d = data();
    let mut colours = Vec::new();
    for (seat, p) in s.players.iter().enumerate() {
        let who = format!("seat {}", seat + 1);
        if usize::from(p.colour) >= SEAT_COLOURS.len() || colours.contains(&p.colour) {
            return Err(format!("{who}: bad or repeated colour"));
        }
        colours.push(p.colour);
        if p.res.iter().any(|&r| r > d.mat.cap) {
            return Err(format!("{who}: a resource above {}", d.mat.cap));
        }
        if p.vp > MAX_VP {
            return Err(format!("{who}: VP out of range"));
        }
        let meeples = u32::from(p.mat) + p.in_ready_areas() + s.on_tiles(seat);
        if meeples != u32::from(d.mat.meeples) {
            return Err(format!(
                "{who}: {meeples} meeples instead of {}",
                d.mat.meeples
            ));
        }
    }
    Ok(())
}

fn check_tiles(s: &State) -> Result<(), String> {
    let d = data();
    for (t, def) in d.tiles.iter().enumerate() {
        if usize::from(s.faces[t]) >= def.faces.len() {
            return Err(format!("tile {} shows a face it does not have", def.id));
        }
        if let Some(o) = s.tiles[t] {
            if usize::from(o) >= s.players.len() {
                return Err(format!("tile {} holds a meeple of no seat", def.id));
            }
        }
    }
    Ok(())
}

fn check_art(s: &State) -> Result<(), String> {
    let d = data();
    let mut seen = vec![0u8; d.art.len() + 1];
    for slot in &s.display {
        if !(1..=3).contains(&slot.line) {
            return Err("an art cube is off lines 1 to 3".into());
        }
    }
    if s.deck.len() != d.art.len() - 4 {
        return Err("the art deck does not hold 4 cards".into());
    }
    for &c in s.display.iter().map(|x| &x.card).chain(&s.deck) {
        let c = usize::from(c);
        if c == 0 || c > d.art.len() {
            return Err("an unknown art card".into());
        }
        seen[c] += 1;
    }
    if seen[1..].iter().any(|&k| k != 1) {
        return Err("art cards are not conserved".into());
    }
    Ok(())
}

fn check_progress(s: &State) -> Result<(), String> {
    let d = data();
    let n = s.players.len();
    if s.piles.len() != 5 {
        return Err("there must be 5 progress piles in play".into());
    }
    for (i, pile) in s.piles.iter().enumerate() {
        let name = usize::from(pile.name.0);
        if name >= d.names.len() || s.piles[..i].iter().any(|q| q.name == pile.name) {
            return Err("a progress pile is unknown or repeated".into());
        }
        // The pile still holds a run ending at its last card, top (cheapest) first.
        let size = d.names[name].cards_for(n);
        let first = size + 1 - pile.cards.len().min(usize::from(size)) as u8;
        if pile.cards.len() > usize::from(size)
            || pile
                .cards
                .iter()
                .enumerate()
                .any(|(k, &c)| c != first + k as u8)
        {
            return Err(format!("the {} pile is out of order", d.names[name].name));
        }
        // Every card taken from it is held by exactly one player, once.
        let held: Vec<u8> = s
            .players
            .iter()
            .flat_map(|p| p.acquired())
            .filter(|c| usize::from(c.name) == name)
            .map(|c| c.position)
            .collect();
        let mut sorted = held.clone();
        sorted.sort_unstable();
        if sorted != (1..first).collect::<Vec<u8>>() {
            return Err(format!("{} cards are not conserved", d.names[name].name));
        }
    }
    for (seat, p) in s.players.iter().enumerate() {
        let who = format!("seat {}", seat + 1);
        let mut names = Vec::new();
        for c in p.acquired() {
            if !s.piles.iter().any(|q| q.name.0 == c.name) {
                return Err(format!("{who} holds a card of a pile not in play"));
            }
            if names.contains(&c.name) {
                return Err(format!("{who} acquired a name twice"));
            }
            names.push(c.name);
        }
        for (w, card) in p.named.iter().enumerate() {
            if let Some(c) = card {
                if d.names[usize::from(c.name)].named.map(|x| x as usize) != Some(w) {
                    return Err(format!("{who}: a card covers the wrong mat space"));
                }
            }
        }
        if p.slots
            .iter()
            .flatten()
            .any(|c| d.names[usize::from(c.name)].named.is_some())
        {
            return Err(format!("{who}: a named card sits in a slot"));
        }
    }
    Ok(())
}

fn check_setup_cards(s: &State) -> Result<(), String> {
    let d = data();
    let n = s.players.len();
    let mut seen = vec![0u8; d.setup.len() + 1];
    let taken = s.players.iter().filter_map(|p| p.setup_card);
    for c in s.table.iter().chain(&s.undealt).copied().chain(taken) {
        let c = usize::from(c);
        if c == 0 || c > d.setup.len() {
            return Err("an unknown setup card".into());
        }
        seen[c] += 1;
    }
    if seen[1..].iter().any(|&k| k != 1) {
        return Err("setup cards are not conserved".into());
    }
    if s.undealt.len() != d.setup.len() - n {
        return Err("the wrong number of setup cards was dealt".into());
    }
    Ok(())
}

fn check_phase(s: &State) -> Result<(), String> {
    let d = data();
    let n = s.players.len();
    let setup_done = |s: &State| {
        s.players
            .iter()
            .all(|p| p.setup_card.is_some() && p.placed.iter().all(|&x| x))
    };
    match s.phase {
        Phase::Setup { k } => {
            let k = usize::from(k);
            if k >= 4 * n {
                return Err("setup turn out of range".into());
            }
            for (seat, p) in s.players.iter().enumerate() {
                // Setup turns this seat has already played.
                let played = (0..k)
                    .filter(|&j| setup_seat(usize::from(s.start), n, j) == seat)
                    .count();
                let done =
                    usize::from(p.setup_card.is_some()) + p.placed.iter().filter(|&&x| x).count();
                if played != done {
                    return Err(format!(
                        "seat {} did {done} setup tasks in {played} setup turns",
                        seat + 1
                    ));
                }
                if p.placed[0] != (p.ready[usize::from(d.rc)] == 1)
                    || u32::from(d.mat.meeples - p.mat)
                        != p.placed.iter().filter(|&&x| x).count() as u32
                {
                    return Err(format!("seat {}'s setup meeples do not match", seat + 1));
                }
            }
            if s.tiles.iter().any(Option::is_some) || s.turns != 0 || s.stall != 0 {
                return Err("main play has begun during setup".into());
            }
        }
        Phase::Main { seat } => {
            if usize::from(seat) >= n {
                return Err("the seat to play is not at the table".into());
            }
            if !setup_done(s) {
                return Err("main play before setup is complete".into());
            }
            if usize::from(s.stall) >= n {
                return Err("the stall count should have ended the game".into());
            }
            // VP changes only in its owner's turn, which is checked at its end (3.4).
            if s.players.iter().any(|p| p.vp >= d.mat.end_vp) {
                return Err("a player has reached the end VP but the game goes on".into());
            }
        }
        Phase::Finished { reason } => {
            if !setup_done(s) {
                return Err("the game ended before setup was complete".into());
            }
            match reason {
                EndReason::Vp if !s.players.iter().any(|p| p.vp >= d.mat.end_vp) => {
                    return Err("the game ended on VP but nobody has enough".into());
                }
                EndReason::Stall if usize::from(s.stall) != n => {
                    return Err(
                        "the game ended by the stall rule without a full lap of idle rests".into(),
                    );
                }
                _ => {}
            }
        }
    }
    // Exits are used by the rules; make sure every tile's exit is where the data says.
    if d.tiles
        .iter()
        .any(|t| matches!(t.exit, Exit::Area(a) if usize::from(a) >= AREAS))
    {
        return Err("a tile exits off the board".into());
    }
    Ok(())
}
