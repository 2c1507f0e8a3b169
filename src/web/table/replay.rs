//! A replayed step of any framed game: the game's own pictures of the state (`GameUi::pictures`)
//! as the replay's viewer may see it, the score chart, and what the viewer may see, for the
//! history's replay page.

use crate::error::AppError;
use crate::services::history::Replay;
use crate::web::games::{chart, GameUi, ReplayBoard, Scene};
use askama::Template;

#[derive(Template)]
#[template(path = "games/replay_board.html")]
struct Board<'a> {
    pictures: &'a crate::web::games::Pictures,
    /// (title, markup, the viewer's own) of each seat's picture.
    mats: Vec<(String, String, bool)>,
}

pub fn board<U: GameUi + ?Sized>(
    ui: &U,
    replay: &Replay,
    lang: crate::i18n::Lang,
) -> Result<ReplayBoard, AppError> {
    // The seats as they were held at this step.
    let marks = replay.seat_names().marks_at(replay.step);
    let scene = Scene {
        state: &replay.state,
        viewer: replay.viewer,
        seats: &marks,
        taps: &[],
        over: replay.step >= replay.last && replay.game.status == "finished",
        lang,
    };
    let pictures = ui.pictures(&scene)?;
    let word = pictures.mat_word;
    let mats = pictures
        .mats
        .iter()
        .map(|(seat, markup)| {
            let label = marks
                .iter()
                .find(|m| m.seat == *seat)
                .map(|m| m.label())
                .unwrap_or_default();
            (
                crate::web::games::mat_title(lang, word, Some(&label)),
                markup.clone(),
                replay.my_seat == Some(*seat),
            )
        })
        .collect();
    let board = Board {
        pictures: &pictures,
        mats,
    }
    .render()?;
    let (chart_title, chart) = match ui.chart(replay.viewer) {
        Some((title, series)) => (
            crate::i18n::in_lang(lang, title),
            chart::score_chart(
                &replay.scores,
                &marks,
                replay.step.max(0) as usize,
                &series,
                lang,
            ),
        ),
        None => (String::new(), String::new()),
    };
    Ok(ReplayBoard {
        status: pictures.status.clone(),
        visibility: crate::i18n::in_lang(lang, ui.replay_note(replay.viewer)),
        board,
        chart_title,
        chart,
    })
}
