//! Origins' names in English, as a reader of English reads the engine's messages (for the
//! tests of the pages).

use crate::engine::origins::said;
use crate::engine::origins::state::{CardId, HexId, XId};
use crate::i18n::{words, Lang};

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
