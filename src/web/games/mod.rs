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

use crate::error::AppError;
use crate::services::games::GameInfo;
use crate::services::history::Replay;
use crate::state::AppState;
use crate::web::{Ctx, PageCtx};
use actix_web::{web, HttpResponse};
use std::future::Future;
use std::pin::Pin;

/// An answer that a game's own handler builds (its pages await the database).
pub type Answer<'a> = Pin<Box<dyn Future<Output = Result<HttpResponse, AppError>> + 'a>>;

/// What a replayed step shows beyond the shared navigation, steps and ranking.
pub struct ReplayBoard {
    /// One line under the heading ("Year 2, round 3: Ada to act").
    pub status: String,
    /// What this viewer may see of the step, in a sentence.
    pub visibility: &'static str,
    /// The board as it was, as markup (escaped pictures).
    pub board: String,
    /// The heading and the picture of the score chart, with a rule at this step.
    pub chart_title: &'static str,
    pub chart: String,
}

/// What the shared web layer asks of a game's own pages.
pub trait GameUi: Sync {
    /// The engine's registry name.
    fn name(&self) -> &'static str;
    /// The page of a started game: board, turn panel, log. `query` is the page address's
    /// query, for the game's own steps of a decision.
    fn page<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        info: GameInfo,
        notice: Option<String>,
        query: Vec<(String, String)>,
        error: Option<String>,
    ) -> Answer<'a>;
    /// A submitted turn form (the CSRF token is checked and the player logged in).
    fn turn<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        id: i32,
        form: Vec<(String, String)>,
    ) -> Answer<'a>;
    /// The board of a replayed step.
    fn replay_board(&self, replay: &Replay) -> Result<ReplayBoard, AppError>;
    /// The rules page, with "How this edition reads the rules".
    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError>;
    /// The game's own stylesheet, served at `/static/games/<name>.css`.
    fn stylesheet(&self) -> &'static str;
    /// The game's own script (enhancements over pages that work without it), served at
    /// `/static/games/<name>.js`; none by default.
    fn script(&self) -> Option<&'static str> {
        None
    }
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
    fn every_engine_has_pages_and_every_page_an_engine() {
        let engines: Vec<&str> = crate::engine::registry::games()
            .iter()
            .map(|g| g.name())
            .collect();
        let pages: Vec<&str> = super::GAMES.iter().map(|g| g.name()).collect();
        assert_eq!(engines, pages);
    }
}
