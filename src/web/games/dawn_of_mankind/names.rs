//! The names of the components a view shows, in the reader's language: the game's texts
//! (`src/i18n/<lang>/games/dawn-of-mankind.ftl`; English is the data's own words).

use crate::engine::dawn_of_mankind::view::View;
use crate::engine::dawn_of_mankind::DawnOfMankind;
use crate::engine::Game;
use crate::i18n::{game_text, Lang};

/// The view with its tiles', art cards' and progress piles' names (and the piles' effects) in
/// `lang`. Only words change: ids, counts and what can be tapped stay as the engine gave them.
pub fn in_language(mut v: View, lang: Lang) -> View {
    let name = |key: String, english: &str| game_text(lang, DawnOfMankind::NAME, &key, english);
    for t in &mut v.tiles {
        t.name = name(format!("tile-{}", t.face), &t.name);
    }
    for a in &mut v.art_display {
        a.name = name(format!("art-{}", a.card), &a.name);
    }
    for p in &mut v.piles {
        p.effect = name(format!("effect-{}", p.name), &p.effect);
        p.name = name(format!("progress-{}", p.name), &p.name);
    }
    v
}
