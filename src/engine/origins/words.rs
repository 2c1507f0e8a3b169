//! Where a place of Origins' map is named from ([`place_hex`]: the hex and corner that name an
//! intersection), and a refusal as a player reads it beside an option ([`plain`]). Everything
//! else a player reads of Origins is said as messages (`said`), worded in the reader's language
//! by the platform, so that no id of the data files reaches a player.

use super::data::data;
use super::state::{HexId, XId};

/// The hex an intersection is named after, and its corner there: a land hex before a shelf hex
/// before an ocean hex, and among those the one whose north or south tip it is, so that most
/// places read "Egypt, north" or "Egypt, south". Each (hex, corner) is one intersection, so
/// every place has a name of its own.
fn home(x: XId) -> (u8, usize) {
    let d = data();
    let rank = |h: u8| {
        let def = d.hex(h);
        let class = if def.kind.is_land() {
            0
        } else if matches!(def.kind, super::data::HexKind::Shelf) {
            1
        } else {
            2
        };
        let corner = def.corners.iter().position(|&c| c == x.0).unwrap_or(0);
        let tip = usize::from(corner != 0 && corner != 3);
        (class, tip, def.row, def.col)
    };
    let h = d
        .x(x.0)
        .hexes
        .iter()
        .copied()
        .min_by_key(|&h| rank(h))
        .unwrap_or(0);
    let corner = d.hex(h).corners.iter().position(|&c| c == x.0).unwrap_or(0);
    (h, corner)
}

/// The hex an intersection is named after (for the pictures that group places by hex).
pub fn place_hex(x: XId) -> HexId {
    HexId(home(x).0)
}

/// A refusal as a player reads it beside an option: the sentence without the citation of the
/// design page's section ("(rule 8.2)", "(rules 0.4, 8.2)", "(D25)"), which the sentence says in
/// words already, and with the seats it names by number ("player 2", "Seat 2") as players'
/// tokens (`{p2}`), which the page turns into names.
///
/// A refusal said as a message (`said::cite_rule`, `said::player_no`) loses its `$cite`
/// arguments and names its players by token the same way, in every language.
pub fn plain(reason: &str) -> String {
    if crate::engine::msg::has_message(reason) {
        return plain_said(reason);
    }
    let reason = seats_named(reason);
    let mut out = String::with_capacity(reason.len());
    let mut rest = reason.as_str();
    while let Some(open) = rest.find(" (") {
        let tail = &rest[open + 2..];
        let Some(close) = tail.find(')') else { break };
        let inside = &tail[..close];
        let cites = inside.split(", ").all(|part| {
            let part = part
                .trim_start_matches("rules ")
                .trim_start_matches("rule ")
                .trim_start_matches("reading ");
            !part.is_empty()
                && part.chars().all(|ch| {
                    ch.is_ascii_digit() || ch == '.' || ch == 'D' || ch == 'S' || ch == 'A'
                })
        });
        if cites && inside.chars().any(|ch| ch.is_ascii_digit()) {
            out.push_str(&rest[..open]);
            rest = &tail[close + 1..];
        } else {
            out.push_str(&rest[..open + 2]);
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// [`plain`] for words holding messages: each message rebuilt with its citation left out and
/// its "player 2" as `{p2}`; the plain words between them as they are.
fn plain_said(text: &str) -> String {
    use crate::engine::msg::{pieces, Msg, Piece, Value};
    let mut out = String::with_capacity(text.len());
    for piece in pieces(text) {
        match piece {
            Piece::Plain(w) => out.push_str(w),
            Piece::Message { id, args } => {
                if id.starts_with("origins-cite-") {
                    continue;
                }
                if matches!(
                    id,
                    "origins-player-no"
                        | "origins-player-no-first"
                        | "origins-seat-no"
                        | "origins-seat-no-first"
                ) {
                    if let Some((_, Value::Number(n))) = args.iter().find(|(k, _)| *k == "n") {
                        out.push_str(&format!("{{p{n}}}"));
                        continue;
                    }
                }
                let mut m = Msg::new(id);
                for (name, value) in args {
                    m = match value {
                        Value::Number(n) => m.num(name, n),
                        Value::Words(_) if name == "cite" => m.text(name, ""),
                        Value::Words(w) => m.text(name, &plain_said(w)),
                    };
                }
                out.push_str(&m.say());
            }
        }
    }
    out
}

/// "player 2" and "Seat 2" as `{p2}`.
fn seats_named(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let found = ["player ", "Player ", "seat ", "Seat "]
            .iter()
            .filter_map(|w| rest.find(w).map(|at| (at, w.len())))
            .min();
        let Some((at, len)) = found else { break };
        let digits: String = rest[at + len..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let word_start = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric());
        if digits.is_empty() || !word_start {
            out.push_str(&rest[..at + len]);
            rest = &rest[at + len..];
            continue;
        }
        out.push_str(&rest[..at]);
        out.push_str(&format!("{{p{digits}}}"));
        rest = &rest[at + len + digits.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn said_refusals_lose_their_citation_and_name_players_by_token() {
        use super::super::said::{cite_rule, player_no_first};
        use crate::i18n::{words, Lang};
        let said = crate::say!(
            "origins-refuse-has-no-elder",
            player = player_no_first(1),
            cite = cite_rule("8.2")
        );
        assert_eq!(words(Lang::En, &said), "Player 2 has no elder (rule 8.2).");
        assert_eq!(
            words(Lang::Fr, &said),
            "Le joueur 2 n'a aucun Ancien (règle 8.2)."
        );
        assert_eq!(words(Lang::En, &plain(&said)), "{p2} has no elder.");
    }

    #[test]
    fn citations_are_left_out_of_reasons() {
        assert_eq!(
            plain("Your elder pool is full (rules 0.4, 8.2)."),
            "Your elder pool is full."
        );
        assert_eq!(
            plain("A placement that attacks ends the unit's move: no free migration (D25)."),
            "A placement that attacks ends the unit's move: no free migration."
        );
        assert_eq!(
            plain("Locution needs a brain unit on Wernicke's area (rule 14.1, reading D40)."),
            "Locution needs a brain unit on Wernicke's area."
        );
        assert_eq!(plain("Keep (this) here."), "Keep (this) here.");
        assert_eq!(
            plain("Player 2 has no elder; Seat 3's pile and player 12 (rule 8.2)."),
            "{p2} has no elder; {p3}'s pile and {p12}."
        );
        assert_eq!(
            plain("A player 's turn: seat of power"),
            "A player 's turn: seat of power"
        );
    }
}
