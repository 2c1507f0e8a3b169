//! A table of seated players, as every service reads it: the setup the engine starts from, and
//! the names by seat. A leaf: it calls no other service.

use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games::GameRow;
use crate::engine::Setup;

/// What the engine deals a game from: its seats, its seed and, since players chose their
/// colours (the engine names seats by them in the game log), the colours in seat order.
/// `players` are in seat order. The history replays every game from this same setup.
pub fn setup_for(game: &GameRow, players: &[SeatedPlayer]) -> Setup {
    let colours: Vec<&str> = players.iter().map(|p| p.player.colour.as_str()).collect();
    Setup {
        players: players.len(),
        seed: game.seed as u64,
        options: serde_json::json!({ "colours": colours }),
    }
}

/// Display names by seat (empty for a seat not assigned yet).
pub fn names_by_seat(players: &[SeatedPlayer]) -> Vec<String> {
    let mut names = vec![String::new(); players.len()];
    for p in players {
        if let Some(slot) = p.player.seat.and_then(|s| names.get_mut(s as usize)) {
            slot.clone_from(&p.name);
        }
    }
    names
}
