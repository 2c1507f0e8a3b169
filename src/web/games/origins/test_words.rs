//! For the tests of Origins' pages: the seats' marks of a table of given names, and Origins'
//! names in English, as a reader of English reads the engine's messages.

use crate::engine::origins::said;
use crate::engine::origins::state::{CardId, HexId, XId};
use crate::engine::origins::Origins;
use crate::engine::registry::Extras;
use crate::i18n::{words, Lang};
use crate::web::games::origins::paint::Mark;

pub fn card(c: impl std::borrow::Borrow<CardId>) -> String {
    words(Lang::En, &said::card(c))
}
pub fn card_texts(c: CardId) -> Vec<String> {
    said::card_texts(c)
        .iter()
        .map(|t| words(Lang::En, t))
        .collect()
}
pub fn left_side(c: CardId) -> String {
    words(Lang::En, &said::left_side(c))
}
pub fn right_side(c: CardId) -> String {
    words(Lang::En, &said::right_side(c))
}
pub fn place(x: XId) -> String {
    words(Lang::En, &said::place(x))
}
pub fn hex(h: HexId) -> String {
    words(Lang::En, &said::hex(h))
}

/// The marks of seats held by `names`, in order, with the game's colours.
pub fn marks_of(names: &[&str]) -> Vec<Mark> {
    let about = <Origins as Extras>::ABOUT;
    names
        .iter()
        .enumerate()
        .map(|(seat, name)| Mark {
            seat,
            name: name.to_string(),
            colour: about.colours[seat].to_string(),
            colour_words: about.colours[seat].to_string(),
            symbol: about.marks[seat],
            shape: seat,
            letter: ['A', 'C', 'H', 'N', 'P'][seat],
            user_id: seat as i32 + 1,
            bot: None,
        })
        .collect()
}
