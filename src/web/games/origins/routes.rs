//! Origins in the platform's table (`web::table`): the pictures of a state (the map to choose
//! on, the whole map, the sheets, the hand, the auction, the cards on the table, the units by
//! region, the legend, the final scores), the status line, what a decision will do, the score
//! chart and the rules page. The frame, the turn panel and the turn are the platform's; the
//! choices are the engine's (`engine::origins::choices`).

use super::board::{choose_svg, legend_svg_in, map_svg, mat_svg_in, pieces_svg_in};
use super::boxes;
use crate::engine::origins::preview::{self, Numbers};
use crate::engine::origins::state::{Decision, ElderWhy, PromptKind};
use crate::engine::origins::{describe, said, view, words, Action, Origins, State, View, READINGS};
use crate::engine::{Game, Seat, Viewer};
use crate::error::AppError;
use crate::i18n::{self, Lang};
use crate::say;
use crate::services::seating::with_names;
use crate::web::games::{parts, GameUi, Picture, Pictures, Scene};
use crate::web::PageCtx;
use actix_web::HttpResponse;
use askama::Template;

fn parse_state(json: &str) -> Result<State, AppError> {
    serde_json::from_str(json)
        .map_err(|e| AppError::internal(anyhow::anyhow!("state unreadable: {e}")))
}

/// Origins' pages for the shared routes.
pub struct Ui;

#[derive(Template)]
#[template(path = "games/origins/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: Vec<(&'static str, String, String)>,
    simplifications: Vec<(&'static str, String, String)>,
    pieces: String,
    legend: String,
}

/// Every reading of this edition (`READINGS`, codes D1–D48 and S1–S8) with its title and text in
/// `lang`, from the game's texts (`origins-reading-<code>-title` and `-text`).
pub fn readings(lang: Lang) -> Vec<(&'static str, String, String)> {
    i18n::games::readings(lang, Origins::NAME, READINGS)
}

/// The simplifications of this edition (readings S1–S8), shown on the rules page.
fn simplifications(lang: Lang) -> Vec<(&'static str, String, String)> {
    readings(lang)
        .into_iter()
        .filter(|(code, _, _)| code.starts_with('S'))
        .collect()
}

fn roman(era: u8) -> &'static str {
    ["I", "II", "III", "IV"][usize::from(era.clamp(1, 4) - 1)]
}

/// What a seat is asked, as a message, with `{pN}` tokens.
pub fn decision_text(v: &View, d: &Decision) -> String {
    let p = |s: &u8| describe::player(usize::from(*s));
    match d {
        Decision::Innovation { left } => say!("origins-status-innovation", count = *left),
        Decision::Cards => say!("origins-status-cards"),
        Decision::Population { base, funded, used } => say!(
            "origins-status-population",
            used = *used,
            total = u32::from(*base) + u32::from(*funded)
        ),
        Decision::Sieges { .. } => say!("origins-status-sieges"),
        Decision::Prompt(k) => match k {
            PromptKind::Bid => match &v.auction {
                Some(a) => say!("origins-status-bid-auction", card = said::card(a.card)),
                None => say!("origins-status-bid"),
            },
            PromptKind::Passage { mover, at } => say!(
                "origins-status-passage",
                who = p(mover),
                place = said::place(*at)
            ),
            PromptKind::TradeAnswer { from, track } => say!(
                "origins-status-trade",
                track = said::track(*track),
                who = p(from)
            ),
            PromptKind::RevolutionAnswer { from } => {
                say!("origins-status-revolution", who = p(from))
            }
            PromptKind::ChooseElder(ElderWhy::Loss) => say!("origins-status-elder-loss"),
            PromptKind::ChooseElder(ElderWhy::Transfer { to }) => {
                say!("origins-status-elder-transfer", who = p(to))
            }
            PromptKind::BarbarianAnswer { attacker } => {
                say!("origins-status-barbarians", who = p(attacker))
            }
            PromptKind::DiseaseNeighbour { limit } => {
                say!("origins-status-disease", limit = *limit)
            }
            PromptKind::ChooseEnslaver => say!("origins-status-enslaver"),
            PromptKind::CatastropheOrder => say!("origins-status-catastrophes"),
            PromptKind::Depopulate { count } => say!("origins-status-depopulate", count = *count),
            PromptKind::DarkAge => say!("origins-status-dark-age"),
            PromptKind::Starve => say!("origins-status-starve"),
        },
    }
}

/// The status line in `lang`: the game turn, whose turn in which era, and who decides what.
pub fn status_text(v: &View, labels: &[String], lang: Lang) -> String {
    let turn = v.game_turn.max(1);
    let text = match (&v.to_act, &v.decision, &v.final_scores) {
        (_, _, Some(_)) | (None, _, _) | (_, None, _) => {
            say!("origins-status-over", turn = turn, cap = v.turn_cap)
        }
        (Some(s), Some(d), None) => {
            let era = v
                .players
                .get(v.active)
                .map(|p| roman(p.current_era))
                .unwrap_or("I");
            let active = describe::player(v.active);
            if *s == v.active {
                say!(
                    "origins-status-deciding",
                    turn = turn,
                    cap = v.turn_cap,
                    who = active,
                    era = era,
                    what = decision_text(v, d)
                )
            } else {
                say!(
                    "origins-status-deciding-other",
                    turn = turn,
                    cap = v.turn_cap,
                    who = active,
                    era = era,
                    other = describe::player(*s),
                    what = decision_text(v, d)
                )
            }
        }
    };
    with_names(&text, labels, lang)
}

fn numbers_lines(before: &Numbers, after: &Numbers) -> Vec<String> {
    let rows: [(&str, u32, u32); 9] = [
        ("origins-preview-score", before.score, after.score),
        (
            "origins-preview-innovation",
            u32::from(before.innovation_number),
            u32::from(after.innovation_number),
        ),
        (
            "origins-preview-population",
            u32::from(before.population_number),
            u32::from(after.population_number),
        ),
        (
            "origins-preview-ready",
            before.ready_elders,
            after.ready_elders,
        ),
        (
            "origins-preview-spent",
            before.spent_elders,
            after.spent_elders,
        ),
        (
            "origins-preview-migratory",
            before.migratory_units as u32,
            after.migratory_units as u32,
        ),
        (
            "origins-preview-metropolises",
            before.metropolises as u32,
            after.metropolises as u32,
        ),
        (
            "origins-preview-hand",
            before.hand_size as u32,
            after.hand_size as u32,
        ),
        (
            "origins-preview-public",
            before.public_cards as u32,
            after.public_cards as u32,
        ),
    ];
    rows.into_iter()
        .filter(|(_, b, a)| b != a)
        .map(|(n, b, a)| say!(n, before = b, after = a))
        .collect()
}

/// The final scores, where each total came from.
fn scores(v: &View, labels: &[String], lang: Lang) -> Option<Picture> {
    let t = |id: &str| i18n::words(lang, &say!(id));
    let heads: Vec<String> = [
        "origins-scores-player",
        "origins-scores-place",
        "origins-scores-innovation",
        "origins-scores-population",
        "origins-scores-elders",
        "origins-scores-info",
        "origins-scores-culture",
        "origins-scores-admin",
        "origins-scores-total",
        "origins-scores-elders-in-pool",
        "origins-scores-metropolises",
    ]
    .iter()
    .map(|id| t(id))
    .collect();
    let heads: Vec<&str> = heads.iter().map(String::as_str).collect();
    let mut finals = v.final_scores.clone()?;
    finals.sort_by_key(|f| (f.rank, f.seat));
    let rows: Vec<Vec<String>> = finals
        .iter()
        .map(|f| {
            vec![
                labels.get(f.seat).cloned().unwrap_or_default(),
                f.rank.to_string(),
                f.score.innovation.to_string(),
                f.score.population.to_string(),
                f.score.elders.to_string(),
                f.score.info.to_string(),
                f.score.culture.to_string(),
                f.score.admin.to_string(),
                f.score.total.to_string(),
                f.score.elders_in_pool.to_string(),
                f.score.metropolises.to_string(),
            ]
        })
        .collect();
    Some(Picture::new(
        "scores",
        &t("origins-picture-scores"),
        parts::score_table(&heads, &rows, 8, &t("origins-scores-note")),
    ))
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        Origins::NAME
    }

    fn pictures(&self, scene: &Scene) -> Result<Pictures, AppError> {
        let st = parse_state(scene.state)?;
        let v = view(&st, scene.viewer);
        let marks = scene.seats;
        let labels = scene.labels();
        let t = |id: &str| i18n::words(scene.lang, &say!(id));
        let mut board = Vec::new();
        if let Some(svg) = choose_svg(&v, marks, scene.taps, scene.lang) {
            board.push(Picture::new("choose", &t("origins-picture-choose"), svg));
        }
        board.push(Picture {
            wide: Some(map_svg(&v, marks, true, scene.lang)),
            ..Picture::new(
                "map",
                &t("origins-picture-map"),
                map_svg(&v, marks, false, scene.lang),
            )
        });
        let mut more = Vec::new();
        if let Some((title, html)) = boxes::auction(&v, &labels, scene.lang) {
            more.push(Picture::new("auction", &title, html));
        }
        if let Some(html) = boxes::hand(&v, scene.lang) {
            more.push(Picture::new("hand", &t("origins-picture-hand"), html));
        }
        more.push(Picture::new(
            "cards",
            &t("origins-picture-cards"),
            boxes::table_cards(&v, &labels, scene.lang),
        ));
        more.push(Picture::new(
            "units",
            &t("origins-picture-units"),
            boxes::units(&v, marks, scene.lang),
        ));
        Ok(Pictures {
            status: status_text(&v, &labels, scene.lang),
            board,
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg_in(&v, s, marks, scene.lang)))
                .collect(),
            mat_word: "origins-mat",
            more,
            legend: legend_svg_in(scene.lang),
            scores: scores(&v, &labels, scene.lang),
            revealed: "origins-revealed",
        })
    }

    fn preview(
        &self,
        scene: &Scene,
        seat: Seat,
        action: &serde_json::Value,
    ) -> Result<String, String> {
        let labels = scene.labels();
        let named = |t: &str| with_names(t, &labels, scene.lang);
        let st = parse_state(scene.state).map_err(|e| e.to_string())?;
        let action: Action = serde_json::from_value(action.clone())
            .map_err(|_| named(&say!("origins-preview-unreadable")))?;
        let p = preview::preview(&st, seat, &action)
            .map_err(|e| named(&words::plain(&e.to_string())))?;
        let mut lines: Vec<String> = Vec::new();
        if p.random {
            lines.push(named(&say!("origins-preview-random")));
        }
        if let Some(after) = &p.after {
            lines.extend(numbers_lines(&p.before, after).iter().map(|l| named(l)));
        }
        if !p.random {
            lines.extend(p.description.iter().skip(1).map(|l| named(l)));
        }
        if p.ends_game {
            lines.push(named(&say!("origins-preview-ends-game")));
        } else if p.ends_turn {
            lines.push(named(&say!("origins-preview-ends-turn")));
        }
        Ok(parts::preview(&named(&p.decision), &lines))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "origins-replay-over",
            Viewer::Seat(_) => "origins-replay-seat",
            Viewer::Spectator => "origins-replay-watcher",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        let lang = ctx.lang;
        crate::web::render(&RulesPage {
            ctx,
            readings: readings(lang),
            simplifications: simplifications(lang),
            pieces: pieces_svg_in(lang),
            legend: legend_svg_in(lang),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/origins.css")
    }

    fn script(&self) -> Option<&'static str> {
        Some(include_str!("../../../../static/games/origins.js"))
    }
}
