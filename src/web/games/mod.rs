//! Game-specific pieces of the web pages, one folder per game, each behind `GameUi`: the
//! shared routes (`/games/{id}`, its turn form, the replay, `/rules/{game}`) ask this registry
//! for the game's own page and never name a game. Pictures only read an engine's `View`; they
//! never change game state.

pub mod beta_colony;
pub mod chart;
pub mod dawn_of_mankind;
pub mod humanity;
pub mod log;
pub mod origins;
pub mod paint;
pub mod parts;
#[cfg(test)]
pub mod pseudo_words;

use crate::engine::{Seat, Viewer};
use crate::error::AppError;
use crate::services::history::Replay;
use crate::services::seating::SeatMark;
use crate::web::PageCtx;
use actix_web::HttpResponse;

/// What a replayed step shows beyond the shared navigation, steps and ranking.
pub struct ReplayBoard {
    /// One line under the heading ("Year 2, round 3: Ada to act").
    pub status: String,
    /// What this viewer may see of the step, in a sentence.
    pub visibility: String,
    /// The board as it was, as markup (escaped pictures).
    pub board: String,
    /// The heading and the picture of the score chart, with a rule at this step.
    pub chart_title: String,
    pub chart: String,
}

/// The title of a seat's own picture: "Your base" for its player (`who` none), "The base of
/// Ada ●" for the others. `word` is the game's `Pictures::mat_word`: the start of the ids of
/// its texts `<word>-yours` and `<word>-of` (with `$who`), or, while a game has no such texts,
/// an English word.
pub fn mat_title(lang: crate::i18n::Lang, word: &str, who: Option<&str>) -> String {
    let id = match who {
        Some(_) => format!("{word}-of"),
        None => format!("{word}-yours"),
    };
    if crate::i18n::has(&id) {
        return crate::i18n::text_with(lang, &id, &[("who", who.unwrap_or_default().into())]);
    }
    match who {
        Some(who) => format!("The {word} of {who}"),
        None => format!("Your {word}"),
    }
}

/// A state of a game as one viewer sees it, for the game to draw (`GameUi::pictures`).
pub struct Scene<'a> {
    /// The game's state, as stored (JSON); the game shows only what `viewer` may see of it.
    pub state: &'a str,
    pub viewer: Viewer,
    /// Every seat's name, colour, symbol and letter (`services::seating::marks`), in seat order:
    /// the pictures draw the players with these and nothing else.
    pub seats: &'a [SeatMark],
    /// The board's pieces and places the viewer may tap to choose an option now: (the game's
    /// key for it, as its choices give it in `Offer::target`; the address that chooses it).
    pub taps: &'a [(String, String)],
    /// The game is over, also when the players ended it early (the engine's outcome is then
    /// none, and the ranking is the standing when it ended).
    pub over: bool,
    /// The viewer's language: the pictures name the game's components in it
    /// (`i18n::game_text`).
    pub lang: crate::i18n::Lang,
}

impl Scene<'_> {
    /// Display names by seat.
    pub fn names(&self) -> Vec<String> {
        let mut names = vec![String::new(); self.seats.len()];
        for m in self.seats {
            if let Some(slot) = names.get_mut(m.seat) {
                slot.clone_from(&m.name);
            }
        }
        names
    }

    /// "Ada ●" by seat.
    pub fn labels(&self) -> Vec<String> {
        let mut labels = vec![String::new(); self.seats.len()];
        for m in self.seats {
            if let Some(slot) = labels.get_mut(m.seat) {
                *slot = m.label();
            }
        }
        labels
    }

    /// The address that chooses the option drawn as `target`, if the viewer may tap it now.
    pub fn tap(&self, target: &str) -> Option<&str> {
        self.taps
            .iter()
            .find(|(t, _)| t == target)
            .map(|(_, href)| href.as_str())
    }
}

/// One picture or box of a game's page, with its heading.
pub struct Picture {
    /// The element id (for links to it), a lowercase word.
    pub id: String,
    pub title: String,
    /// Escaped markup: an SVG picture, a table, a list.
    pub markup: String,
    /// The same laid out for a wide screen (from 1000 px), when the phone's column would not
    /// fit one screen's height there.
    pub wide: Option<String>,
}

impl Picture {
    pub fn new(id: &str, title: &str, markup: String) -> Self {
        Picture {
            id: id.into(),
            title: title.into(),
            markup,
            wide: None,
        }
    }
}

/// What a game draws of a state (`GameUi::pictures`); the frame places it on the page.
pub struct Pictures {
    /// Where the game stands, one line ("Year 2, round 3: Ada ● to play").
    pub status: String,
    /// The board, in order: the first is the main one.
    pub board: Vec<Picture>,
    /// Each seat's own mat, sheet or base, by seat.
    pub mats: Vec<(Seat, String)>,
    /// What the game calls a seat's own picture ("mat", "base").
    pub mat_word: &'static str,
    /// More boxes, after the board (an auction under way, the missions, the dice).
    pub more: Vec<Picture>,
    /// What the symbols mean.
    pub legend: String,
    /// Where each player's final score came from, once the game is over.
    pub scores: Option<Picture>,
    /// A line under the final ranking ("Every VP total is revealed now.").
    pub revealed: &'static str,
}

/// What the shared web layer asks of a game's own pages.
pub trait GameUi: Sync {
    /// The engine's registry name.
    fn name(&self) -> &'static str;
    /// The board of a replayed step.
    fn replay_board(
        &self,
        replay: &Replay,
        lang: crate::i18n::Lang,
    ) -> Result<ReplayBoard, AppError> {
        crate::web::table::replay::board(self, replay, lang)
    }
    /// The rules page, with "How this edition reads the rules".
    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError>;
    /// The game's own stylesheet, served at `/static/games/<name>.css`.
    fn stylesheet(&self) -> &'static str;
    /// The game's own script (enhancements over pages that work without it), served at
    /// `/static/games/<name>.js`; none by default.
    fn script(&self) -> Option<&'static str> {
        None
    }
    /// What the game draws of a state for one viewer.
    fn pictures(&self, _scene: &Scene) -> Result<Pictures, AppError> {
        Err(AppError::not_found())
    }
    /// What a whole decision will do, as escaped markup, for the confirmation step (only what
    /// the acting seat may see after it); or the sentence of the rule it breaks.
    fn preview(
        &self,
        _scene: &Scene,
        _seat: Seat,
        _action: &serde_json::Value,
    ) -> Result<String, String> {
        Err("This game has no preview.".into())
    }
    /// A refusal's sentence for the turn panel, as escaped markup. A game whose rules page has
    /// sections the sentences cite ("(rule 6.4)") links them there (`parts::rule_links`).
    fn refusal(&self, sentence: &str) -> String {
        parts::escaped(sentence)
    }
    /// The heading and the panels of the score chart as `viewer` may see it; none when the
    /// numbers are hidden from it.
    fn chart(&self, _viewer: Viewer) -> Option<(&'static str, Vec<chart::Series>)> {
        Some((
            "chart-default-title",
            vec![chart::Series::Value(0, "chart-default-score")],
        ))
    }
    /// What a viewer of a replayed step may see of it, in a sentence.
    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "replay-note-over",
            Viewer::Seat(_) => "replay-note-seat",
            Viewer::Spectator => "replay-note-watcher",
        }
    }
}

/// A picture of each game for the front page, in `lang`: the main board of a game just set up
/// for its fewest players, drawn once per process and language, when first asked (the pictures
/// are pure functions of the state).
pub fn emblems(lang: crate::i18n::Lang) -> &'static [(&'static str, String)] {
    static EMBLEMS: crate::i18n::PerLang<Vec<(&'static str, String)>> = crate::i18n::PerLang::new();
    EMBLEMS.get(lang, || draw_emblems(lang))
}

fn draw_emblems(lang: crate::i18n::Lang) -> Vec<(&'static str, String)> {
    GAMES
        .iter()
        .filter_map(|ui| {
            let engine = crate::engine::registry::game(ui.name())?;
            let about = engine.about();
            let players = about.min_players;
            let setup = crate::engine::Setup {
                players,
                seed: 1,
                options: serde_json::json!({ "colours": &about.colours[..players] }),
            };
            let state = engine.new_game(&setup).ok()?;
            let seats: Vec<SeatMark> = (0..players)
                .map(|seat| {
                    let colour = about.colours[seat];
                    let (symbol, shape) = crate::services::seating::symbol_of(ui.name(), colour);
                    SeatMark {
                        seat,
                        name: ["Ana", "Ben", "Cleo", "Dan", "Eve"][seat % 5].to_string(),
                        colour: colour.to_string(),
                        colour_words: crate::services::seating::colour_words(colour),
                        symbol,
                        shape,
                        letter: ['A', 'B', 'C', 'D', 'E'][seat % 5],
                        user_id: 0,
                        bot: None,
                    }
                })
                .collect();
            let scene = Scene {
                state: &state,
                viewer: Viewer::Spectator,
                seats: &seats,
                taps: &[],
                over: false,
                lang,
            };
            let pictures = ui.pictures(&scene).ok()?;
            let first = pictures.board.into_iter().next()?;
            Some((ui.name(), drawing_only(&first.markup)))
        })
        .collect()
}

/// The first drawing (`<svg>…</svg>`) of a picture's markup, without what surrounds it (a
/// picture may come with controls, such as a "read it as text" disclosure, which a decorative
/// copy must not carry: nothing in it may take the focus).
fn drawing_only(markup: &str) -> String {
    let Some(start) = markup.find("<svg") else {
        return String::new();
    };
    let rest = &markup[start..];
    let Some(end) = rest.find("</svg>") else {
        return String::new();
    };
    let svg = &rest[..end + "</svg>".len()];
    if svg.contains("<a ") {
        return String::new();
    }
    svg.to_string()
}

/// Every game's pages, one line each (the same games as `engine::registry`).
#[rustfmt::skip]
const GAMES: &[&dyn GameUi] = &[
    &humanity::routes::Ui,
    &dawn_of_mankind::routes::Ui,
    &beta_colony::routes::Ui,
    &origins::routes::Ui,
];

/// A game's pages by its registry name.
pub fn ui(name: &str) -> Option<&'static dyn GameUi> {
    GAMES.iter().copied().find(|g| g.name() == name)
}

#[cfg(test)]
mod registry_tests {
    #[test]
    fn the_front_page_pictures_are_drawings_with_nothing_to_focus() {
        let emblems = super::emblems(crate::i18n::Lang::En);
        assert_eq!(emblems.len(), super::GAMES.len());
        for (name, markup) in emblems {
            assert!(
                markup.starts_with("<svg") && markup.ends_with("</svg>"),
                "{name}"
            );
            for control in [
                "<a ", "<button", "<input", "tabindex", "<details", "<summary",
            ] {
                assert!(!markup.contains(control), "{name}: {control}");
            }
        }
    }

    #[test]
    fn every_engine_has_pages_and_every_page_an_engine() {
        let engines: Vec<&str> = crate::engine::registry::games()
            .iter()
            .map(|g| g.name())
            .collect();
        let pages: Vec<&str> = super::GAMES.iter().map(|g| g.name()).collect();
        assert_eq!(engines, pages);
    }
}
