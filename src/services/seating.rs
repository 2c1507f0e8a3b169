//! A table of seated players, as every service reads it: the setup the engine starts from, and
//! the names by seat. A leaf: it calls no other service.

use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games::GameRow;
use crate::db::models::seat_holders::EarlierHolder;
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
pub fn chosen_options(game: &GameRow, lang: crate::i18n::Lang) -> Vec<String> {
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
            let words = o
                .choices
                .iter()
                .find(|(v, _)| {
                    serde_json::from_str::<serde_json::Value>(v).ok().as_ref() == Some(&value)
                })
                .map_or_else(
                    || crate::i18n::text(lang, "games-option-as-set"),
                    |(v, _)| crate::i18n::games::option_choice(lang, engine, o, v),
                );
            format!(
                "{}: {words}",
                crate::i18n::games::option_label(lang, engine, o)
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

/// The symbols of the seats of a game whose registry entry is unknown (none in practice).
pub const SEAT_MARKS: [&str; 6] = ["●", "■", "◆", "⬢", "▲", "★"];

/// How a seat is shown wherever its player is named: on the page's seats, the board, the log,
/// the preview, table talk, the mails, My games, the replay and the history. The one source of
/// every seat's colour, symbol and letter: the symbol goes with the colour (the game's
/// `About::marks`), the letter is the one the pieces carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatMark {
    pub seat: usize,
    pub name: String,
    /// The colour as the game names it ("sky-blue").
    pub colour: String,
    /// The colour in words ("sky blue").
    pub colour_words: String,
    /// The symbol of the colour ("●").
    pub symbol: &'static str,
    /// The symbol's place in the game's `About::marks`, for pictures that draw it as a shape.
    pub shape: usize,
    /// The letter on the player's pieces: the game's letter of the colour where it has one
    /// (`Extras::piece_letters`), else the initial of the name when every seat's initial
    /// differs, otherwise the seat's number from 1.
    pub letter: char,
    pub user_id: i32,
    /// A bot holds the seat, at this level; its name says so ("Bot (normal)").
    pub bot: Option<crate::bots::Level>,
}

impl SeatMark {
    /// "Ada ●", "Bot (normal) ▲"
    pub fn label(&self) -> String {
        seat_label(&self.name, self.symbol)
    }

    /// Whether a bot holds the seat.
    pub fn is_bot(&self) -> bool {
        self.bot.is_some()
    }
}

/// The symbol of a game's colour and its place in the game's marks.
pub fn symbol_of(game: &str, colour: &str) -> (&'static str, usize) {
    let about = crate::engine::registry::game(game).map(|g| g.about());
    let place = about.and_then(|a| {
        a.colours
            .iter()
            .position(|c| c.eq_ignore_ascii_case(colour))
    });
    match (about, place) {
        (Some(a), Some(i)) => (a.marks.get(i).copied().unwrap_or("●"), i),
        _ => ("●", 0),
    }
}

/// A game's colours as a picker offers them: (the value, "sky blue ●"), in the game's order.
pub fn colour_choices<'a>(
    game: &str,
    colours: impl IntoIterator<Item = &'a str>,
) -> Vec<(String, String)> {
    colours
        .into_iter()
        .map(|c| {
            (
                c.to_string(),
                format!("{} {}", colour_words(c), symbol_of(game, c).0),
            )
        })
        .collect()
}

/// "sky-blue" → "sky blue".
pub fn colour_words(colour: &str) -> String {
    colour.replace(['-', '_'], " ")
}

/// Every seated player's mark, in seat order (players without a seat yet are left out).
pub fn marks(game: &str, players: &[SeatedPlayer]) -> Vec<SeatMark> {
    let mut seated: Vec<&SeatedPlayer> =
        players.iter().filter(|p| p.player.seat.is_some()).collect();
    seated.sort_by_key(|p| p.player.seat);
    let initial = |name: &str| {
        name.chars()
            .find(|c| c.is_alphanumeric())
            .and_then(|c| c.to_uppercase().next())
    };
    let initials: Vec<Option<char>> = seated.iter().map(|p| initial(&p.name)).collect();
    let distinct = initials
        .iter()
        .enumerate()
        .all(|(i, a)| a.is_some() && initials.iter().skip(i + 1).all(|b| b != a));
    // A game that letters its pieces by colour names the letter itself.
    let engine = crate::engine::registry::game(game);
    let by_colour = |colour: &str| {
        let letters = engine?.piece_letters()?;
        let place = engine?
            .about()
            .colours
            .iter()
            .position(|c| c.eq_ignore_ascii_case(colour))?;
        letters.get(place).copied()
    };
    seated
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = p.player.seat.map_or(i, |s| s as usize);
            let (symbol, shape) = symbol_of(game, &p.player.colour);
            SeatMark {
                seat,
                name: p.name.clone(),
                colour: p.player.colour.clone(),
                colour_words: colour_words(&p.player.colour),
                symbol,
                shape,
                letter: match (
                    by_colour(&p.player.colour),
                    initials.get(i).copied().flatten(),
                ) {
                    (Some(c), _) => c,
                    (None, Some(c)) if distinct => c,
                    _ => char::from_digit((seat as u32 + 1) % 36, 36).unwrap_or('?'),
                },
                user_id: p.player.user_id,
                bot: p.player.bot(),
            }
        })
        .collect()
}

/// "Ada ◆": a player's name with the seat's symbol.
pub fn seat_label(name: &str, symbol: &str) -> String {
    format!("{name} {symbol}")
}

/// Every seat's label ("Ada ◆"), in seat order.
pub fn labels_by_seat(game: &str, players: &[SeatedPlayer]) -> Vec<String> {
    let mut labels = vec![String::new(); players.len()];
    for m in marks(game, players) {
        if let Some(slot) = labels.get_mut(m.seat) {
            *slot = m.label();
        }
    }
    labels
}

/// The marks of a game's seats step by step: a seat handed to a bot (or taken back from one)
/// is named by whoever held it at each step, so the log, the replay and the export never
/// credit a bot with a person's moves, nor a person with a bot's.
#[derive(Debug, Clone)]
pub struct SeatNames {
    now: Vec<SeatMark>,
    labels: Vec<String>,
    /// (seat, last step, name, user) of every earlier holder, oldest change first.
    earlier: Vec<(usize, i32, String, i32)>,
}

impl SeatNames {
    pub fn new(game: &str, players: &[SeatedPlayer], earlier: &[EarlierHolder]) -> Self {
        let now = marks(game, players);
        let mut labels = vec![String::new(); players.len()];
        for m in &now {
            if let Some(slot) = labels.get_mut(m.seat) {
                *slot = m.label();
            }
        }
        let earlier = earlier
            .iter()
            .filter(|h| now.iter().any(|m| m.seat as i32 == h.seat))
            .map(|h| (h.seat as usize, h.until_step, h.name.clone(), h.user_id))
            .collect();
        Self {
            now,
            labels,
            earlier,
        }
    }

    /// The labels of the holders now, by seat.
    pub fn now(&self) -> &[String] {
        &self.labels
    }

    /// The holder of each seat at `step` (the step an action leads to) that is not its holder
    /// now: for each seat, the first earlier holder whose time reaches that step.
    fn then(&self, step: i32) -> Vec<(usize, &str, i32)> {
        let mut out: Vec<(usize, &str, i32)> = Vec::new();
        for (seat, until, name, user) in &self.earlier {
            if step <= *until && !out.iter().any(|(s, _, _)| s == seat) {
                out.push((*seat, name, *user));
            }
        }
        out
    }

    /// Every seat's mark at `step`: the holder then, with the seat's colour, symbol and letter.
    pub fn marks_at(&self, step: i32) -> Vec<SeatMark> {
        let then = self.then(step);
        self.now
            .iter()
            .map(|m| match then.iter().find(|(s, _, _)| *s == m.seat) {
                Some((_, name, user)) => SeatMark {
                    name: (*name).to_string(),
                    user_id: *user,
                    bot: None,
                    ..m.clone()
                },
                None => m.clone(),
            })
            .collect()
    }

    /// Every seat's label at `step`, by seat.
    pub fn at(&self, step: i32) -> std::borrow::Cow<'_, [String]> {
        let then = self.then(step);
        if then.is_empty() {
            return std::borrow::Cow::Borrowed(&self.labels);
        }
        let mut labels = self.labels.clone();
        for (seat, name, _) in then {
            if let (Some(slot), Some(m)) = (
                labels.get_mut(seat),
                self.now.iter().find(|m| m.seat == seat),
            ) {
                *slot = seat_label(name, m.symbol);
            }
        }
        std::borrow::Cow::Owned(labels)
    }
}

/// A final ranking with the players who resigned last: the others keep their order and places,
/// the resigned follow in theirs, each on a place of its own.
pub fn ranked(
    placings: &[crate::engine::Placing],
    players: &[SeatedPlayer],
) -> Vec<crate::engine::Placing> {
    let resigned = |seat: usize| {
        players
            .iter()
            .any(|p| p.player.seat == Some(seat as i32) && p.player.resigned)
    };
    let (stay, left): (Vec<_>, Vec<_>) = placings.iter().cloned().partition(|p| !resigned(p.seat));
    // Places close up over the resigned: a place is one more than the players ahead.
    let mut out: Vec<crate::engine::Placing> = stay
        .iter()
        .map(|p| crate::engine::Placing {
            rank: 1 + stay.iter().filter(|q| q.rank < p.rank).count(),
            ..p.clone()
        })
        .collect();
    let mut next = out.len() + 1;
    for mut p in left {
        p.rank = next;
        next += 1;
        out.push(p);
    }
    out
}

/// An engine's words as `lang` reads them: its messages worded (`i18n::words`) and the players
/// put in ([`names_in`]).
pub fn with_names(text: &str, labels: &[String], lang: crate::i18n::Lang) -> String {
    crate::i18n::words(lang, &names_in(text, labels))
}

/// Puts the players into an engine's words: engines name seats `{p1}`, `{p2}`, ... (1-based;
/// they know no names), the platform writes "Name ●". Other text is left alone, messages too
/// (a mail to several readers words them for each: `i18n::words`).
pub fn names_in(text: &str, labels: &[String]) -> String {
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
        let labels = vec![seat_label("Ada", "●"), seat_label("Bea", "■")];
        assert_eq!(
            names_in("{p1} pays {p2} 3 food; {p3} and {p} stay", &labels),
            "Ada ● pays Bea ■ 3 food; {p3} and {p} stay"
        );
        assert_eq!(names_in("no seats here", &labels), "no seats here");
        assert_eq!(names_in("{p1", &labels), "{p1");
        // An engine's message names its players the same way, and reads in the reader's words.
        let both = crate::engine::msg::list(&["{p1}".into(), "{p2}".into()], "");
        use crate::i18n::Lang;
        assert_eq!(with_names(&both, &labels, Lang::En), "Ada ● and Bea ■");
        assert_eq!(with_names(&both, &labels, Lang::Fr), "Ada ● et Bea ■");
        let three = crate::engine::msg::list(&["1".into(), "2".into(), "3".into()], "");
        assert_eq!(with_names(&three, &labels, Lang::Es), "1, 2 y 3");
    }

    #[test]
    fn resigned_players_rank_last_and_the_others_close_up() {
        use crate::engine::Placing;
        let place = |seat, rank, score| Placing { seat, rank, score };
        let ranking = [
            place(0, 1, 50),
            place(1, 2, 40),
            place(2, 2, 40),
            place(3, 4, 10),
        ];
        let player = |seat: i32, resigned: bool| SeatedPlayer {
            player: crate::db::models::game_players::PlayerRow {
                seat: Some(seat),
                resigned,
                ..crate::db::models::game_players::PlayerRow::blank()
            },
            name: String::new(),
            email: String::new(),
        };
        let players = [
            player(0, true),
            player(1, false),
            player(2, false),
            player(3, false),
        ];
        assert_eq!(
            ranked(&ranking, &players),
            vec![
                place(1, 1, 40),
                place(2, 1, 40),
                place(3, 3, 10),
                place(0, 4, 50)
            ]
        );
    }

    /// A seat held by Cem to step 4, a bot to step 9, then Dee: each step names its holder,
    /// with the seat's symbol; the other seat keeps its holder throughout.
    #[test]
    fn a_seat_that_changed_hands_is_named_by_its_holder_at_each_step() {
        let game = crate::engine::registry::games()[0].name();
        let colours = crate::engine::registry::games()[0].about().colours;
        let player = |seat: i32, name: &str| SeatedPlayer {
            player: crate::db::models::game_players::PlayerRow {
                seat: Some(seat),
                colour: colours[seat as usize].to_string(),
                user_id: 10 + seat,
                ..crate::db::models::game_players::PlayerRow::blank()
            },
            name: name.into(),
            email: String::new(),
        };
        let players = [player(0, "Ada"), player(1, "Dee")];
        let earlier = |name: &str, user_id, until_step| EarlierHolder {
            seat: 1,
            user_id,
            until_step,
            name: name.into(),
        };
        let names = SeatNames::new(
            game,
            &players,
            &[earlier("Cem", 3, 4), earlier("Bot (easy)", 4, 9)],
        );
        let symbol = |seat: usize| marks(game, &players)[seat].symbol;
        let at = |step| names.at(step)[1].clone();
        assert_eq!(at(0), seat_label("Cem", symbol(1)));
        assert_eq!(at(4), seat_label("Cem", symbol(1)));
        assert_eq!(at(5), seat_label("Bot (easy)", symbol(1)));
        assert_eq!(at(9), seat_label("Bot (easy)", symbol(1)));
        assert_eq!(at(10), seat_label("Dee", symbol(1)));
        assert_eq!(names.at(4)[0], seat_label("Ada", symbol(0)));
        let then = names.marks_at(7);
        assert_eq!((then[1].name.as_str(), then[1].user_id), ("Bot (easy)", 4));
        assert_eq!(then[0], marks(game, &players)[0]);
        assert_eq!(names.now()[1], seat_label("Dee", symbol(1)));
    }
}
