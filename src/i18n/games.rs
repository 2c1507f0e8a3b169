//! A game's own words from the registry (`About`) in a language: its summary, its setup
//! choices. Each game may translate them in its texts (`About::texts`, ids `<game>-summary`,
//! `<game>-option-<key>`, `<game>-option-<key>-<value>`); else its English words show.

use super::{game_text, text_with, Lang};
use crate::engine::registry::{DynGame, GameOption};

/// The one-line summary of the game.
pub fn summary(lang: Lang, game: &dyn DynGame) -> String {
    game_text(lang, game.name(), "summary", game.about().summary)
}

/// What the new-game form calls a setup choice ("Length").
pub fn option_label(lang: Lang, game: &dyn DynGame, option: &GameOption) -> String {
    game_text(
        lang,
        game.name(),
        &format!("option-{}", option.key),
        option.label,
    )
}

/// What players read of one value of a setup choice (`value` as the option lists it).
pub fn option_choice(lang: Lang, game: &dyn DynGame, option: &GameOption, value: &str) -> String {
    let english = option
        .choices
        .iter()
        .find(|(v, _)| *v == value)
        .map_or(value, |(_, words)| *words);
    game_text(
        lang,
        game.name(),
        &format!("option-{}-{value}", option.key),
        english,
    )
}

/// How the game's edition reads the rules, as (code, title, explanation) in `lang`: the codes
/// in the game's order, the words its texts' `<game>-reading-<code>-title` and `-text`.
pub fn readings(
    lang: Lang,
    game: &str,
    codes: &[&'static str],
) -> Vec<(&'static str, String, String)> {
    codes
        .iter()
        .map(|&code| {
            (
                code,
                super::text(lang, &reading_id(game, code, "title")),
                super::text(lang, &reading_id(game, code, "text")),
            )
        })
        .collect()
}

/// The id of a reading's title (`part` "title") or explanation ("text").
pub fn reading_id(game: &str, code: &str, part: &str) -> String {
    format!("{game}-reading-{code}-{part}")
}

/// "2–4 players".
pub fn players(lang: Lang, game: &dyn DynGame) -> String {
    let a = game.about();
    text_with(
        lang,
        "games-players-range",
        &[("min", a.min_players.into()), ("max", a.max_players.into())],
    )
}
