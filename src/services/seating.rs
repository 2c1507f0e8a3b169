//! A table of seated players, as every service reads it: the setup the engine starts from, and
//! the names by seat. A leaf: it calls no other service.

use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games::GameRow;
use crate::engine::Setup;

/// What the engine deals a game from: its seats, its seed, the setup choices the table made
/// (`games.options`) and, since players chose their colours (the engine names seats by them in
/// the game log), the colours in seat order. `players` are in seat order. The history replays
/// every game from this same setup.
pub fn setup_for(game: &GameRow, players: &[SeatedPlayer]) -> Setup {
    let colours: Vec<&str> = players.iter().map(|p| p.player.colour.as_str()).collect();
    let mut options = game.options_map();
    options.insert("colours".into(), serde_json::json!(colours));
    Setup {
        players: players.len(),
        seed: game.seed as u64,
        options: serde_json::Value::Object(options),
    }
}

/// The setup choices of a game as players read them ("Length: a taster…"), in the order the
/// game offers them; none for a game without choices.
pub fn chosen_options(game: &GameRow) -> Vec<String> {
    let Some(engine) = crate::engine::registry::game(&game.game) else {
        return Vec::new();
    };
    let chosen = game.options_map();
    engine
        .about()
        .options
        .iter()
        .map(|o| {
            let value = chosen
                .get(o.key)
                .cloned()
                .unwrap_or_else(|| o.default_value());
            format!(
                "{}: {}",
                o.label,
                o.describe(&value).unwrap_or("as the game sets it")
            )
        })
        .collect()
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

/// The mark that goes with a seat wherever its player is named, so that no one is told apart by
/// colour alone: the shapes the boards draw for the seats, in seat order.
pub const SEAT_MARKS: [&str; 6] = ["●", "■", "◆", "⬢", "▲", "★"];

/// "Ada ◆": a player's name with the seat's mark.
pub fn seat_label(name: &str, seat: usize) -> String {
    format!("{name} {}", SEAT_MARKS[seat % SEAT_MARKS.len()])
}

/// Every seat's label (`seat_label`), in seat order.
pub fn labels_by_seat(players: &[SeatedPlayer]) -> Vec<String> {
    names_by_seat(players)
        .iter()
        .enumerate()
        .map(|(seat, name)| seat_label(name, seat))
        .collect()
}

/// Puts the players into a line of an engine's log: engines name seats `{p1}`, `{p2}`, ...
/// (1-based; they know no names), the platform writes "Name ●". Other text is left alone.
pub fn with_names(text: &str, labels: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(start) = rest.find("{p") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        let label = digits
            .parse::<usize>()
            .ok()
            .filter(|_| after[digits.len()..].starts_with('}'))
            .and_then(|n| n.checked_sub(1))
            .and_then(|seat| labels.get(seat));
        match label {
            Some(label) => {
                out.push_str(label);
                rest = &after[digits.len() + 1..];
            }
            None => {
                out.push_str("{p");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_seat_tokens_become_names_with_marks() {
        let labels = vec![seat_label("Ada", 0), seat_label("Bea", 1)];
        assert_eq!(
            with_names("{p1} pays {p2} 3 food; {p3} and {p} stay", &labels),
            "Ada ● pays Bea ■ 3 food; {p3} and {p} stay"
        );
        assert_eq!(with_names("no seats here", &labels), "no seats here");
        assert_eq!(with_names("{p1", &labels), "{p1");
    }
}
