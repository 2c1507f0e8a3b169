//! A replayed step of Humanity: the station, the tracks, every base and the score chart, as the
//! viewer may see them at that step.

use super::page::BasePicture;
use super::{base_svg, station_svg, status_line, tracks_svg};
use crate::engine::humanity::{view, State};
use crate::engine::Viewer;
use crate::error::AppError;
use crate::services::history::Replay;
use crate::web::games::chart::{score_chart, Series};
use crate::web::games::ReplayBoard;
use askama::Template;

#[derive(Template)]
#[template(path = "games/humanity/replay_board.html")]
struct Board {
    station: String,
    tracks: String,
    bases: Vec<BasePicture>,
}

/// The engine names colours by seat; players chose theirs.
fn seat_colour(chosen: &str) -> Option<&'static str> {
    Some(match chosen {
        "yellow" => "Yellow",
        "blue" => "Blue",
        "green" => "Green",
        "pink" => "Pink",
        _ => return None,
    })
}

pub fn board(r: &Replay) -> Result<ReplayBoard, AppError> {
    let state: State = serde_json::from_str(&r.state).map_err(|e| {
        AppError::internal(anyhow::anyhow!("game {} state unreadable: {e}", r.game.id))
    })?;
    // Only what this viewer may see of the step goes further.
    let mut v = view(&state, r.viewer);
    let colours = r.colours_by_seat();
    for (p, c) in v.players.iter_mut().zip(&colours) {
        if let Some(c) = seat_colour(c) {
            p.colour = c;
        }
    }
    let names = r.names_by_seat();
    let bases = (0..v.players.len())
        .map(|s| {
            let svg = base_svg(&v, s, &names, &[]);
            BasePicture {
                name: names.get(s).cloned().unwrap_or_default(),
                mine: r.my_seat == Some(s),
                key: super::page::picture_key(&svg),
                svg,
            }
        })
        .collect();
    let board = Board {
        station: station_svg(&v, &names),
        tracks: tracks_svg(&v, &names),
        bases,
    };
    Ok(ReplayBoard {
        status: status_line(&v, &names),
        visibility: match r.viewer {
            Viewer::Omniscient => "The game is over, so every science total is shown at every step.",
            Viewer::Seat(_) => "The game is still being played: you see your own science at every step, never the other players'.",
            Viewer::Spectator => "The game is still being played: every science total stays hidden until its end.",
        },
        board: board.render()?,
        chart_title: "Points and research over the game",
        chart: score_chart(
            &r.scores,
            &crate::services::seating::marks(&r.game.game, &r.players),
            r.step.max(0) as usize,
            &[
                Series::Value(0, "Victory points (VP)"),
                Series::Score("Score: VP + science"),
                Series::Value(1, "Research (RP)"),
            ],
        ),
    })
}
