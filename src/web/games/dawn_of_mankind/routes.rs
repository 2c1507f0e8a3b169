//! Dawn of Mankind in the platform's table (`web::table`): the pictures of a state (board, mats,
//! legend, final scores), what a turn will do, the score chart and the rules page. The frame, the
//! turn panel and the turn itself are the platform's; the choices are the engine's
//! (`engine::dawn_of_mankind::choices`).

use super::board::{board_parts, legend_svg, mat_svg, pieces_svg, status_text};
use crate::engine::dawn_of_mankind::choices::route_target;
use crate::engine::dawn_of_mankind::{preview, view, Action, DawnOfMankind, State};
use crate::engine::{Game, Seat, Viewer};
use crate::error::AppError;
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

/// The rules that Dawn of Mankind's messages cite ("rule 7.1"), by number: the rules page lists
/// them with anchors (`#rule-7.1`), each in our own words (the game's texts
/// `dawn-of-mankind-rules-cited-<number>`, see `readings::cited_rules`), and a refusal on the
/// game's page links to its rule there (`GameUi::refusal`).
pub const CITED_RULES: &[&str] = &[
    "0.9", "2.6", "3.3", "5.1", "5.7", "6.6", "6.7", "7.1", "8.2", "8.3", "9.2", "9.3", "9.5",
];

/// Dawn of Mankind's pages for the shared routes.
pub struct Ui;

#[derive(Template)]
#[template(path = "games/dawn_of_mankind/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: Vec<(&'static str, String, String)>,
    turnpost_edition: Vec<String>,
    pieces: String,
    legend: String,
    cited: Vec<(&'static str, String)>,
}

/// The final scores, where each total came from.
fn scores(v: &crate::engine::dawn_of_mankind::View, labels: &[String]) -> Option<Picture> {
    let rows: Vec<Vec<String>> = v
        .final_scores
        .as_ref()?
        .iter()
        .map(|b| {
            vec![
                labels.get(b.seat).cloned().unwrap_or_default(),
                b.vp.to_string(),
                b.cards.to_string(),
                b.meeples.to_string(),
                b.food.to_string(),
                b.goods.to_string(),
                b.total.to_string(),
            ]
        })
        .collect();
    Some(Picture::new(
        "scores",
        "Final scores",
        parts::score_table(
            &["Player", "VP", "Cards", "Meeples", "Food", "Goods", "Total"],
            &rows,
            6,
            "VP: the tokens earned in play. Cards and meeples: Storytelling. Food and goods: Religion.",
        ),
    ))
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        DawnOfMankind::NAME
    }

    fn pictures(&self, scene: &Scene) -> Result<Pictures, AppError> {
        let st = parse_state(scene.state)?;
        let v = super::names::in_language(view(&st, scene.viewer), scene.lang);
        let names = scene.names();
        let routes: Vec<(String, String)> = scene
            .taps
            .iter()
            .filter_map(|(target, href)| {
                let route = target.strip_prefix("route-")?;
                (route_target(route) == *target).then(|| (route.to_string(), href.clone()))
            })
            .collect();
        let parts = board_parts(&v, &names, &routes);
        Ok(Pictures {
            status: status_text(&v, &names),
            board: vec![
                Picture {
                    wide: Some(parts.stages_wide),
                    ..Picture::new("board", "The life stages", parts.stages)
                },
                Picture::new("supply", "Art and progress", parts.supply),
            ],
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg(&v, s, &names)))
                .collect(),
            mat_word: "mat",
            more: vec![Picture::new("players", "The players", parts.players)],
            legend: legend_svg(),
            scores: scores(&v, &scene.labels()),
            revealed: "Every VP total is revealed now.",
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
        let p = preview(&st, seat, &action).map_err(|e| e.to_string())?;
        let labels = scene.labels();
        let mut change = Vec::new();
        for (n, word) in [
            (p.change.fruit, "fruit"),
            (p.change.meat, "meat"),
            (p.change.tools, "tools"),
            (p.change.hides, "hides"),
        ] {
            if n != 0 {
                change.push(format!("{n:+} {word}"));
            }
        }
        let mut summary = if change.is_empty() {
            "Your resources stay as they are".to_string()
        } else {
            format!("Your resources: {}", change.join(", "))
        };
        summary.push_str(&format!(
            "; {:+} VP (you would have {} VP)",
            p.vp_change, p.vp_after
        ));
        if p.ends_game {
            summary.push_str(". This turn ends the game");
        }
        summary.push('.');
        let lines: Vec<String> = p
            .description
            .iter()
            .map(|l| with_names(l, &labels, scene.lang))
            .collect();
        Ok(parts::preview(&summary, &lines))
    }

    fn refusal(&self, sentence: &str) -> String {
        parts::rule_links(sentence, "/rules/dawn-of-mankind", &|n| {
            CITED_RULES.contains(&n)
        })
    }

    fn chart(&self, viewer: Viewer) -> Option<(&'static str, Vec<Series>)> {
        // VP totals stay hidden from the other players until the end.
        (viewer == Viewer::Omniscient).then(|| {
            (
                "Victory points over the game",
                vec![Series::Value(0, "Victory points (VP)")],
            )
        })
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "The game is over, so every VP total is shown at every step.",
            Viewer::Seat(_) => "The game is still being played: you see your own VP at every step, never the other players'.",
            Viewer::Spectator => "The game is still being played: every VP total stays hidden until its end.",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        let lang = ctx.lang;
        crate::web::render(&RulesPage {
            ctx,
            readings: super::readings::readings(lang),
            turnpost_edition: super::readings::turnpost_edition(lang),
            pieces: pieces_svg(),
            legend: legend_svg(),
            cited: super::readings::cited_rules(lang),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/dawn-of-mankind.css")
    }
}
