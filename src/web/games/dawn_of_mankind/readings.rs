//! The rules page's lists in the page's language: how this edition reads the rules (the
//! engine's `READINGS` codes), the Turnpost edition components (`TURNPOST_EDITION` keys) and the
//! rules the game's messages cite (`routes::CITED_RULES` numbers). The words are the game's texts
//! (`dawn-of-mankind-readings.ftl`).

use super::routes::CITED_RULES;
use crate::engine::dawn_of_mankind::readings::{READINGS, TURNPOST_EDITION};
use crate::i18n::{text, Lang};

/// Every reading as (code, title, text), in order.
pub fn readings(lang: Lang) -> Vec<(&'static str, String, String)> {
    crate::i18n::games::readings(lang, "dawn-of-mankind", READINGS)
}

/// The components designed for this edition, one line each.
pub fn turnpost_edition(lang: Lang) -> Vec<String> {
    TURNPOST_EDITION
        .iter()
        .map(|key| text(lang, &format!("dawn-of-mankind-rules-edition-{key}")))
        .collect()
}

/// The id of a cited rule's wording: a rule number's "." cannot stand in a Fluent id.
pub fn cited_id(number: &str) -> String {
    format!("dawn-of-mankind-rules-cited-{}", number.replace('.', "-"))
}

/// The rules the game's messages cite, as (number, our wording).
pub fn cited_rules(lang: Lang) -> Vec<(&'static str, String)> {
    CITED_RULES
        .iter()
        .map(|number| (*number, text(lang, &cited_id(number))))
        .collect()
}
