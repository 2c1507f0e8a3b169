//! Origins in the platform's table (`web::table`): the pictures of a state (the map to choose
//! on, the whole map, the sheets, the hand, the auction, the cards on the table, the units by
//! region, the legend, the final scores), the status line, what a decision will do, the score
//! chart and the rules page. The frame, the turn panel and the turn are the platform's; the
//! choices are the engine's (`engine::origins::choices`).

use super::board::{choose_svg, legend_svg, map_svg, mat_svg, pieces_svg};
use super::boxes;
use crate::engine::origins::preview::{self, Numbers};
use crate::engine::origins::state::{Decision, ElderWhy, PromptKind};
use crate::engine::origins::{describe, view, words, Action, Origins, State, View, READINGS};
use crate::engine::{Game, Seat, Viewer};
use crate::error::AppError;
use crate::i18n::{self, Lang};
use crate::services::seating::{names_in, with_names};
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

/// What a seat is asked, in words, with `{pN}` tokens.
pub fn decision_text(v: &View, d: &Decision) -> String {
    let p = |s: &u8| describe::player(usize::from(*s));
    match d {
        Decision::Innovation { left } => format!(
            "phase 1, innovation actions ({} left)",
            words::count(*left, "action", "actions")
        ),
        Decision::Cards => "phase 3, play cards".into(),
        Decision::Population { base, funded, used } => format!(
            "phase 5, population actions ({used} used of {})",
            u32::from(*base) + u32::from(*funded)
        ),
        Decision::Sieges { .. } => "phase 6, sieges".into(),
        Decision::Prompt(k) => match k {
            PromptKind::Bid => match &v.auction {
                Some(a) => format!("a bid in the auction of {}", words::card(a.card)),
                None => "a bid in an auction".into(),
            },
            PromptKind::Passage { mover, at } => format!(
                "passage for a unit of {} at {}",
                p(mover),
                words::place(*at)
            ),
            PromptKind::TradeAnswer { from, track } => {
                format!("a trade on {} offered by {}", words::track(*track), p(from))
            }
            PromptKind::RevolutionAnswer { from } => {
                format!("an answer to the revolution of {}", p(from))
            }
            PromptKind::ChooseElder(ElderWhy::Loss) => "which elder to lose".into(),
            PromptKind::ChooseElder(ElderWhy::Transfer { to }) => {
                format!("which elder goes to {}", p(to))
            }
            PromptKind::BarbarianAnswer { attacker } => {
                format!("what to give the barbarians of {}", p(attacker))
            }
            PromptKind::DiseaseNeighbour { limit } => {
                format!("which neighbour a disease of level {limit} reaches")
            }
            PromptKind::ChooseEnslaver => "who becomes the enslaver".into(),
            PromptKind::CatastropheOrder => "the order of the catastrophes".into(),
            PromptKind::Depopulate { count } => format!(
                "which {} chaos takes",
                words::count(*count, "map unit", "map units")
            ),
            PromptKind::DarkAge => "where the era unit goes in the dark age".into(),
            PromptKind::Starve => "which units starve".into(),
        },
    }
}

/// The status line: the game turn, whose turn in which era, and who decides what.
pub fn status_text(v: &View, labels: &[String]) -> String {
    let turn = format!("Game turn {} of at most {}", v.game_turn.max(1), v.turn_cap);
    let who = match (&v.to_act, &v.decision, &v.final_scores) {
        (_, _, Some(_)) | (None, _, _) | (_, None, _) => "the game is over".to_string(),
        (Some(s), Some(d), None) => {
            let era = v
                .players
                .get(v.active)
                .map(|p| roman(p.current_era))
                .unwrap_or("I");
            let active = describe::player(v.active);
            if *s == v.active {
                format!("{active} (Era {era}) to decide: {}", decision_text(v, d))
            } else {
                format!(
                    "the turn of {active} (Era {era}); {} to decide: {}",
                    describe::player(*s),
                    decision_text(v, d)
                )
            }
        }
    };
    names_in(&format!("{turn}: {who}."), labels)
}

fn numbers_lines(before: &Numbers, after: &Numbers) -> Vec<String> {
    let rows: [(&str, u32, u32); 9] = [
        ("Score", before.score, after.score),
        (
            "Innovation number",
            u32::from(before.innovation_number),
            u32::from(after.innovation_number),
        ),
        (
            "Population number",
            u32::from(before.population_number),
            u32::from(after.population_number),
        ),
        ("Ready elders", before.ready_elders, after.ready_elders),
        ("Spent elders", before.spent_elders, after.spent_elders),
        (
            "Migratory units",
            before.migratory_units as u32,
            after.migratory_units as u32,
        ),
        (
            "Metropolises",
            before.metropolises as u32,
            after.metropolises as u32,
        ),
        (
            "Cards in hand",
            before.hand_size as u32,
            after.hand_size as u32,
        ),
        (
            "Public cards",
            before.public_cards as u32,
            after.public_cards as u32,
        ),
    ];
    rows.into_iter()
        .filter(|(_, b, a)| b != a)
        .map(|(n, b, a)| format!("{n}: {b} → {a}"))
        .collect()
}

/// The final scores, where each total came from.
fn scores(v: &View, labels: &[String]) -> Option<Picture> {
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
        "Final scores",
        parts::score_table(
            &[
                "Player",
                "Place",
                "Innovation",
                "Population",
                "Elders",
                "Info",
                "Culture",
                "Admin",
                "Total",
                "Elders in the pool",
                "Metropolises",
            ],
            &rows,
            8,
            "Innovation and population: the numbers on the demography sheet. Elders, info, culture and admin: what the brain map held at the end scores. Ties are broken by the elders in the pool, then the metropolises.",
        ),
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
        let mut board = Vec::new();
        if let Some(svg) = choose_svg(&v, marks, scene.taps, scene.lang) {
            board.push(Picture::new("choose", "Choose on the map", svg));
        }
        board.push(Picture {
            wide: Some(map_svg(&v, marks, true, scene.lang)),
            ..Picture::new("map", "The map", map_svg(&v, marks, false, scene.lang))
        });
        let mut more = Vec::new();
        if let Some((title, html)) = boxes::auction(&v, &labels) {
            more.push(Picture::new("auction", &title, html));
        }
        if let Some(html) = boxes::hand(&v) {
            more.push(Picture::new("hand", "Your hand", html));
        }
        more.push(Picture::new(
            "cards",
            "Cards on the table",
            boxes::table_cards(&v, &labels),
        ));
        more.push(Picture::new(
            "units",
            "Units by region",
            boxes::units(&v, marks),
        ));
        Ok(Pictures {
            status: status_text(&v, &labels),
            board,
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg(&v, s, marks)))
                .collect(),
            mat_word: "sheets",
            more,
            legend: legend_svg(),
            scores: scores(&v, &labels),
            revealed: "Every hand and discard pile is shown now; the table below shows where each score came from.",
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
            .map_err(|_| "That choice could not be read.".to_string())?;
        let p = preview::preview(&st, seat, &action)
            .map_err(|e| named(&words::plain(&e.to_string())))?;
        let mut lines: Vec<String> = Vec::new();
        if p.random {
            lines.push("A die, a shuffle or the top of a deck decides what happens, so it is not played out here: nobody learns it before you confirm.".into());
        }
        if let Some(after) = &p.after {
            lines.extend(numbers_lines(&p.before, after));
        }
        if !p.random {
            lines.extend(p.description.iter().skip(1).map(|l| named(l)));
        }
        if p.ends_game {
            lines.push("It ends the game.".into());
        } else if p.ends_turn {
            lines.push("It ends your turn.".into());
        }
        Ok(parts::preview(&named(&p.decision), &lines))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "The game is over, so every hand and discard pile is shown at every step.",
            Viewer::Seat(_) => "The game is still being played: you see your own hand at each step, never the others', nor the order of the decks.",
            Viewer::Spectator => "The game is still being played: the hands and the order of the decks stay hidden.",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        let lang = ctx.lang;
        crate::web::render(&RulesPage {
            ctx,
            readings: readings(lang),
            simplifications: simplifications(lang),
            pieces: pieces_svg(),
            legend: legend_svg(),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/origins.css")
    }

    fn script(&self) -> Option<&'static str> {
        Some(include_str!("../../../../static/games/origins.js"))
    }
}
