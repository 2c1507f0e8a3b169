//! Dawn of Mankind in the platform's table (`web::table`): the pictures of a state (board, mats,
//! legend, final scores), what a turn will do, the score chart and the rules page. The frame, the
//! turn panel and the turn itself are the platform's; the choices are the engine's
//! (`engine::dawn_of_mankind::choices`).

use super::board::{board_parts_in, legend_svg_in, mat_svg_in, pieces_svg_in, status_text};
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
fn scores(
    v: &crate::engine::dawn_of_mankind::View,
    labels: &[String],
    lang: crate::i18n::Lang,
) -> Option<Picture> {
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
    let t = |id: &str| crate::i18n::text(lang, id);
    let head: Vec<String> = ["player", "vp", "cards", "meeples", "food", "goods", "total"]
        .iter()
        .map(|h| t(&format!("dawn-of-mankind-scores-{h}")))
        .collect();
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    Some(Picture::new(
        "scores",
        &t("dawn-of-mankind-scores-title"),
        parts::score_table(&head, &rows, 6, &t("dawn-of-mankind-scores-note")),
    ))
}

/// What a turn does to the seat's resources and VP, in words: "Your resources: +2 fruit, -1
/// tools; +3 VP (you would have 12 VP)."
pub(super) fn summary(p: &crate::engine::dawn_of_mankind::Preview) -> String {
    let mut change = Vec::new();
    for (n, word) in [
        (p.change.fruit, "fruit"),
        (p.change.meat, "meat"),
        (p.change.tools, "tools"),
        (p.change.hides, "hides"),
    ] {
        if n != 0 {
            change.push(crate::say!(
                &format!("dawn-of-mankind-preview-{word}"),
                change = format!("{n:+}"),
                count = n.abs()
            ));
        }
    }
    let before = if change.is_empty() {
        crate::say!("dawn-of-mankind-preview-same")
    } else {
        crate::say!(
            "dawn-of-mankind-preview-resources",
            changes = change.join(", ")
        )
    };
    let id = if p.ends_game {
        "dawn-of-mankind-preview-summary-ends"
    } else {
        "dawn-of-mankind-preview-summary"
    };
    crate::say!(
        id,
        before = before,
        change = format!("{:+}", p.vp_change),
        count = p.vp_change.abs(),
        vp = p.vp_after
    )
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
        let parts = board_parts_in(&v, &names, &routes, scene.lang);
        // The titles of the pictures (the words inside them are the pictures' own).
        let title = |id: &str| crate::i18n::text(scene.lang, id);
        Ok(Pictures {
            status: status_text(&v, &names, scene.lang),
            board: vec![
                Picture {
                    wide: Some(parts.stages_wide),
                    ..Picture::new(
                        "board",
                        &title("dawn-of-mankind-picture-board"),
                        parts.stages,
                    )
                },
                Picture::new(
                    "supply",
                    &title("dawn-of-mankind-picture-supply"),
                    parts.supply,
                ),
            ],
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg_in(&v, s, &names, scene.lang)))
                .collect(),
            mat_word: "dawn-of-mankind-mat",
            more: vec![Picture::new(
                "players",
                &title("dawn-of-mankind-picture-players"),
                parts.players,
            )],
            legend: legend_svg_in(scene.lang),
            scores: scores(&v, &scene.labels(), scene.lang),
            revealed: "dawn-of-mankind-revealed",
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
            .map_err(|_| crate::say!("dawn-of-mankind-preview-unreadable"))?;
        let p = preview(&st, seat, &action).map_err(|e| e.to_string())?;
        let labels = scene.labels();
        let summary = crate::i18n::words(scene.lang, &summary(&p));
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
                "dawn-of-mankind-chart-title",
                vec![Series::Value(0, "dawn-of-mankind-chart-vp")],
            )
        })
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "dawn-of-mankind-replay-over",
            Viewer::Seat(_) => "dawn-of-mankind-replay-seat",
            Viewer::Spectator => "dawn-of-mankind-replay-watcher",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        let lang = ctx.lang;
        crate::web::render(&RulesPage {
            ctx,
            readings: super::readings::readings(lang),
            turnpost_edition: super::readings::turnpost_edition(lang),
            pieces: pieces_svg_in(lang),
            legend: legend_svg_in(lang),
            cited: super::readings::cited_rules(lang),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/dawn-of-mankind.css")
    }
}
