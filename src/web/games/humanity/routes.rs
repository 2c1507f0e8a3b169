//! Humanity in the platform's table (`web::table`): the pictures of a state (the station and its
//! parts in words, the tracks, every base, the players at a glance, the missions, the legend,
//! the final scores), what a decision will do, the score chart and the rules page. The frame,
//! the turn panel and the turn itself are the platform's; the choices are the engine's
//! (`engine::humanity::choices`), and a tap on a framed hangar or an outlined cell chooses.

use super::legend::legend_svg_in;
use super::picture_key;
use super::rows::{glance_rows, mission_rows, score_table, status_said, Drawn, Glance, Missions};
use super::svg::{base_svg_in, station_svg_in, tracks_svg_in};
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
        let station = station_svg_in(&v, seats, scene.taps, scene.lang);
        let station = Drawn {
            key: picture_key(&station),
            svg: &station,
            scrolls: false,
            key_title: &crate::i18n::text(scene.lang, "humanity-title-station-words"),
            slides: "",
        }
        .render()?;
        let mats = (0..v.players.len())
            .map(|s| {
                let taps: &[(String, String)] = if me == Some(s) { scene.taps } else { &[] };
                let svg = base_svg_in(&v, s, seats, taps, scene.lang);
                let drawn = Drawn {
                    key: picture_key(&svg),
                    svg: &svg,
                    scrolls: true,
                    key_title: &crate::i18n::text(scene.lang, "humanity-title-base-words"),
                    slides: &crate::i18n::text(scene.lang, "humanity-base-slides"),
                }
                .render()?;
                Ok((s, drawn))
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        let glance = glance_rows(&v, seats, me, scene.lang);
        let mut more = Vec::new();
        if !glance.is_empty() {
            let title = if me.is_some() {
                "humanity-title-glance-others"
            } else {
                "humanity-title-glance"
            };
            more.push(Picture::new(
                "glance",
                &crate::i18n::text(scene.lang, title),
                Glance {
                    rows: glance,
                    lang: scene.lang,
                }
                .render()?,
            ));
        }
        more.push(Picture::new(
            "missions",
            &crate::i18n::text(scene.lang, "humanity-title-missions"),
            Missions {
                rows: mission_rows(&v, seats, scene.lang),
                lang: scene.lang,
            }
            .render()?,
        ));
        Ok(Pictures {
            status: crate::i18n::words(scene.lang, &status_said(&v, seats, scene.over)),
            board: vec![
                Picture::new(
                    "station",
                    &crate::i18n::text(scene.lang, "humanity-title-station"),
                    station,
                ),
                Picture::new(
                    "tracks",
                    &crate::i18n::text(scene.lang, "humanity-title-tracks"),
                    tracks_svg_in(&v, seats, scene.lang),
                ),
            ],
            mats,
            mat_word: "humanity-mat",
            more,
            legend: legend_svg_in(scene.lang),
            scores: scene
                .over
                .then(|| score_table(&v, seats, scene.lang))
                .flatten()
                .map(|t| {
                    Picture::new(
                        "scores",
                        &crate::i18n::text(scene.lang, "humanity-title-scores"),
                        t,
                    )
                }),
            revealed: "humanity-revealed",
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
        // The engine says messages: worded here in the reader's language, with the players'
        // names put in.
        let w = words(&st, seat, &action)
            .map_err(|e| crate::i18n::words(scene.lang, &e.to_string()))?;
        let labels = scene.labels();
        let lines: Vec<String> = w
            .lines
            .iter()
            .map(|l| with_names(l, &labels, scene.lang))
            .collect();
        let summary = with_names(&w.summary, &labels, scene.lang);
        Ok(parts::preview(&summary, &lines))
    }

    fn chart(&self, _viewer: Viewer) -> Option<(&'static str, Vec<Series>)> {
        Some((
            "humanity-chart-title",
            vec![
                Series::Value(0, "humanity-chart-vp"),
                Series::Score("humanity-chart-score"),
                Series::Value(1, "humanity-chart-rp"),
            ],
        ))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "humanity-replay-over",
            Viewer::Seat(_) => "humanity-replay-seat",
            Viewer::Spectator => "humanity-replay-watcher",
        }
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/humanity.css")
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            readings: readings(ctx.lang),
            legend: legend_svg_in(ctx.lang),
            ctx,
        })
    }
}
