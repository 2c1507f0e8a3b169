//! The words of the rules page's lists that the engine names by code: how this edition reads
//! the rules (`engine::beta_colony::READINGS`) and the components designed for it
//! (`readings::TURNPOST_EDITION`), from the game's texts
//! (`src/i18n/<lang>/games/beta-colony-readings.ftl`) in the page's language.

use crate::engine::beta_colony::readings::TURNPOST_EDITION;
use crate::engine::beta_colony::{BetaColony, READINGS};
use crate::engine::Game;
use crate::i18n::{text, Lang};

/// The id of a reading's title (`part` "title") or explanation ("text").
pub fn reading_id(code: &str, part: &str) -> String {
    crate::i18n::games::reading_id(BetaColony::NAME, code, part)
}

/// Every reading as (code, title, explanation) in `lang`, in the engine's order.
pub fn readings(lang: Lang) -> Vec<(&'static str, String, String)> {
    crate::i18n::games::readings(lang, BetaColony::NAME, READINGS)
}

/// The components designed for this edition, in `lang`.
pub fn turnpost_edition(lang: Lang) -> Vec<String> {
    TURNPOST_EDITION
        .iter()
        .map(|key| text(lang, &format!("beta-colony-rules-edition-{key}")))
        .collect()
}
