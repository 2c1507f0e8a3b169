//! Humanity in the platform's table (`web::table`): the pictures of a state (the station and its
//! parts in words, the tracks, every base, the players at a glance, the missions, the legend,
//! the final scores), what a decision will do, the score chart and the rules page. The frame,
//! the turn panel and the turn itself are the platform's; the choices are the engine's
//! (`engine::humanity::choices`), and a tap on a framed hangar or an outlined cell chooses.

use super::rows::{glance_rows, mission_rows, score_table, status_line, Drawn, Glance, Missions};
use super::{base_svg, legend_svg, picture_key, station_svg, tracks_svg};
use crate::engine::humanity::preview::words;
use crate::engine::humanity::{view, Action, Humanity, State, READINGS};
use crate::engine::{Game, Seat, Viewer};
use crate::error::AppError;
use crate::i18n::Lang;
use crate::services::seating::with_names;
use crate::web::games::chart::Series;
use crate::web::games::{parts, GameUi, Picture, Pictures, Scene};
use crate::web::PageCtx;
use actix_web::HttpResponse;
use askama::Template;

fn parse_state(json: &str) -> Result<State, AppError> {
    serde_json::from_str(json)
        .map_err(|e| AppError::internal(anyhow::anyhow!("state unreadable: {e}")))
}

/// Humanity's pages for the shared routes.
pub struct Ui;

/// The readings of the rules (`engine::humanity::READINGS`) in `lang`: (code, title,
/// explanation), from the game's texts `humanity-reading-<code>-title` and `-text`.
pub fn readings(lang: Lang) -> Vec<(&'static str, String, String)> {
    crate::i18n::games::readings(lang, Humanity::NAME, READINGS)
}

#[derive(Template)]
#[template(path = "games/humanity/rules.html")]
pub struct RulesPage {
    pub ctx: PageCtx,
    /// The readings: (code, title, explanation) in the page's language.
    pub readings: Vec<(&'static str, String, String)>,
    /// The legend of the board pictures, the same SVG as on the game page.
    pub legend: String,
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        Humanity::NAME
    }

    fn pictures(&self, scene: &Scene) -> Result<Pictures, AppError> {
        let st = parse_state(scene.state)?;
        let v = view(&st, scene.viewer);
        let seats = scene.seats;
        let me = match scene.viewer {
            Viewer::Seat(s) => Some(s),
            _ => None,
        };
        let station = station_svg(&v, seats, scene.taps);
        let station = Drawn {
            key: picture_key(&station),
            svg: &station,
            scrolls: false,
            key_title: "The station in words",
        }
        .render()?;
        let mats = (0..v.players.len())
            .map(|s| {
                let taps: &[(String, String)] = if me == Some(s) { scene.taps } else { &[] };
                let svg = base_svg(&v, s, seats, taps);
                let drawn = Drawn {
                    key: picture_key(&svg),
                    svg: &svg,
                    scrolls: true,
                    key_title: "This base in words",
                }
                .render()?;
                Ok((s, drawn))
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        let glance = glance_rows(&v, seats, me);
        let mut more = Vec::new();
        if !glance.is_empty() {
            let title = if me.is_some() {
                "Other players at a glance"
            } else {
                "Players at a glance"
            };
            more.push(Picture::new(
                "glance",
                title,
                Glance { rows: glance }.render()?,
            ));
        }
        more.push(Picture::new(
            "missions",
            "Missions",
            Missions {
                rows: mission_rows(&v, seats),
            }
            .render()?,
        ));
        Ok(Pictures {
            status: status_line(&v, seats, scene.over),
            board: vec![
                Picture::new("station", "The station", station),
                Picture::new("tracks", "Points and research", tracks_svg(&v, seats)),
            ],
            mats,
            mat_word: "base",
            more,
            legend: legend_svg(),
            scores: scene
                .over
                .then(|| score_table(&v, seats))
                .flatten()
                .map(|t| Picture::new("scores", "Final scores", t)),
            revealed: "Every science total is revealed now.",
        })
    }

    fn preview(
        &self,
        scene: &Scene,
        seat: Seat,
        action: &serde_json::Value,
    ) -> Result<String, String> {
        let st = parse_state(scene.state).map_err(|e| e.to_string())?;
        let action: Action = serde_json::from_value(action.clone())
            .map_err(|_| "That choice could not be read.".to_string())?;
        let w = words(&st, seat, &action).map_err(|e| e.to_string())?;
        let labels = scene.labels();
        let lines: Vec<String> = w
            .lines
            .iter()
            .map(|l| with_names(l, &labels, scene.lang))
            .collect();
        Ok(parts::preview(&w.summary, &lines))
    }

    fn chart(&self, _viewer: Viewer) -> Option<(&'static str, Vec<Series>)> {
        Some((
            "Points and research over the game",
            vec![
                Series::Value(0, "Victory points (VP)"),
                Series::Score("Score: VP + science"),
                Series::Value(1, "Research (RP)"),
            ],
        ))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "The game is over, so every science total is shown at every step.",
            Viewer::Seat(_) => "The game is still being played: you see your own science at every step, never the other players'.",
            Viewer::Spectator => "The game is still being played: every science total stays hidden until its end.",
        }
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/humanity.css")
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            readings: readings(ctx.lang),
            ctx,
            legend: legend_svg(),
        })
    }
}
