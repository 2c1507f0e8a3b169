//! Beta Colony in the platform's table (`web::table`): the pictures of a state (the orbit and
//! Victus, the dice, what is on offer, the influence tracks, the mats, the key, the final
//! scores), what a decision will do, the score chart, the refusals' links to the rules and the
//! rules page. The frame, the turn panel and the turn itself are the platform's; the choices
//! are the engine's (`engine::beta_colony::choices`).

use super::board::{board_parts_in, status_text};
use super::board_keys::{legend_svg_in, pieces_svg_in};
use super::board_mat::mat_svg_in;
use crate::engine::beta_colony::data::{data, Material};
use crate::engine::beta_colony::describe::{self as say, says_dropped, says_free_build_earned};
use crate::engine::beta_colony::preview::preview;
use crate::engine::beta_colony::{view, Action, BetaColony, State, View, READINGS};
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

/// Beta Colony's pages for the shared routes.
pub struct Ui;

/// The sections of the rules page that refusals cite ("rule 6.4"), each an anchor there.
pub const RULE_SECTIONS: &[&str] = &[
    "2.5", "2.6", "3.5", "4.1", "4.2", "4.3", "5.3", "5.5", "5.6", "6.1", "6.2", "6.3", "6.4",
    "6.5", "7.1", "7.2", "7.3", "7.4", "8.1", "8.2", "8.3", "8.4", "8.5", "8.6", "9.1", "9.2",
    "10", "11.2", "11.3", "13",
];

#[derive(Template)]
#[template(path = "games/beta_colony/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: Vec<(&'static str, String, String)>,
    turnpost_edition: Vec<String>,
    pieces: String,
    legend: String,
}

fn rules_page(ctx: PageCtx) -> RulesPage {
    RulesPage {
        readings: super::readings::readings(ctx.lang),
        turnpost_edition: super::readings::turnpost_edition(ctx.lang),
        pieces: pieces_svg_in(ctx.lang),
        legend: legend_svg_in(ctx.lang),
        ctx,
    }
}

/// The rules page's markup in `lang` (for the tests of its anchors and texts).
#[cfg(test)]
pub(super) fn rules_markup(lang: crate::i18n::Lang) -> String {
    let mut ctx = PageCtx::anonymous();
    ctx.lang = lang;
    rules_page(ctx).render().unwrap_or_default()
}

/// The final scores, where each total came from; for a game the players ended early, the
/// Confidence it had then.
fn scores(v: &View, labels: &[String], over: bool, lang: Lang) -> Option<Picture> {
    let label = |seat: usize| labels.get(seat).cloned().unwrap_or_default();
    let t = |id: &str| crate::i18n::words(lang, &crate::say!(id));
    let heads = |ids: &[&str]| -> Vec<String> { ids.iter().map(|id| t(id)).collect() };
    let finals: Option<Vec<Vec<String>>> = v
        .players
        .iter()
        .map(|p| {
            let f = p.final_score.as_ref()?;
            let total = p.score.unwrap_or(p.cp);
            Some(vec![
                label(p.seat),
                total.saturating_sub(f.total()).to_string(),
                f.artifacts.to_string(),
                f.achievements.iter().sum::<u32>().to_string(),
                f.majority.iter().sum::<u32>().to_string(),
                total.to_string(),
                f.crew_on_victus.to_string(),
            ])
        })
        .collect();
    let table = match finals {
        Some(rows) => {
            let head = heads(&[
                "beta-colony-scores-player",
                "beta-colony-scores-play",
                "beta-colony-scores-artifacts",
                "beta-colony-scores-achievements",
                "beta-colony-scores-majorities",
                "beta-colony-scores-total",
                "beta-colony-scores-crew",
            ]);
            let head: Vec<&str> = head.iter().map(String::as_str).collect();
            parts::score_table(&head, &rows, 5, &t("beta-colony-scores-note"))
        }
        None if over => {
            let rows: Vec<Vec<String>> = v
                .players
                .iter()
                .map(|p| {
                    vec![
                        label(p.seat),
                        p.cp.to_string(),
                        p.crew_on_victus.to_string(),
                    ]
                })
                .collect();
            let head = heads(&[
                "beta-colony-scores-player",
                "beta-colony-scores-confidence",
                "beta-colony-scores-crew",
            ]);
            let head: Vec<&str> = head.iter().map(String::as_str).collect();
            parts::score_table(&head, &rows, 1, &t("beta-colony-scores-early-note"))
        }
        None => return None,
    };
    Some(Picture::new(
        "scores",
        &t("beta-colony-scores-title"),
        table,
    ))
}

/// The numbers a decision changes, in words: "Confidence 12 → 15; fuel 3 → 2", said in the
/// game's texts (`beta-colony-change-*`; the first of them capitalised).
fn changes(p: &crate::engine::beta_colony::preview::Preview, lang: Lang) -> String {
    let (b, a) = (&p.before, &p.after);
    // (what changes, its name if it has one (a material, lower case and capitalised, or a
    // colony), before, after)
    type Named = Option<(String, String)>;
    let mut changed: Vec<(String, Named, u32, u32)> = Vec::new();
    let mut num = |what: String, arg: Named, x: u32, y: u32| {
        if x != y {
            changed.push((what, arg, x, y));
        }
    };
    num("confidence".into(), None, b.cp, a.cp);
    num("fuel".into(), None, b.fuel, a.fuel);
    num(
        "artifacts".into(),
        None,
        u32::from(b.artifacts),
        u32::from(a.artifacts),
    );
    num(
        "crew".into(),
        None,
        u32::from(b.crew_supply),
        u32::from(a.crew_supply),
    );
    for m in Material::ALL {
        let x = b.materials.get(m.name()).copied().unwrap_or(0);
        let y = a.materials.get(m.name()).copied().unwrap_or(0);
        num(
            "material".into(),
            Some((say::material(m, false), say::material(m, true))),
            u32::from(x),
            u32::from(y),
        );
    }
    for (i, c) in data().colonies.iter().enumerate() {
        let x = b.influence.get(&c.id).copied().unwrap_or(0);
        let y = a.influence.get(&c.id).copied().unwrap_or(0);
        num(
            "influence".into(),
            Some((say::colony(i), say::colony(i))),
            u32::from(x),
            u32::from(y),
        );
    }
    let said = changed
        .into_iter()
        .enumerate()
        .map(|(i, (what, arg, x, y))| {
            // The first is capitalised: "Fuel 3 → 2; steel 2 → 3", "Steel 2 → 3".
            let id = match i {
                0 => format!("beta-colony-change-{what}-cap"),
                _ => format!("beta-colony-change-{what}"),
            };
            match arg {
                Some((lower, cap)) => {
                    let arg = if i == 0 { cap } else { lower };
                    crate::say!(&id, what = arg, from = x, to = y)
                }
                None => crate::say!(&id, from = x, to = y),
            }
        })
        .reduce(|first, rest| crate::say!("beta-colony-semicolon", first = first, second = rest));
    let text = match said {
        None => crate::say!("beta-colony-preview-unchanged"),
        Some(changes) => crate::say!("beta-colony-preview-changes", changes = changes),
    };
    crate::i18n::words(lang, &text)
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        BetaColony::NAME
    }

    fn pictures(&self, scene: &Scene) -> Result<Pictures, AppError> {
        let st = parse_state(scene.state)?;
        let v = view(&st, scene.viewer);
        let parts = board_parts_in(&v, scene.seats, scene.taps, scene.lang);
        // The titles of the pictures (the words inside them are the pictures' own).
        let title = |id: &str| crate::i18n::words(scene.lang, &crate::say!(id));
        Ok(Pictures {
            status: status_text(&v, scene.seats, scene.lang),
            board: vec![
                Picture {
                    wide: Some(parts.board_wide),
                    ..Picture::new("board", &title("beta-colony-picture-board"), parts.board)
                },
                Picture::new("dice", &title("beta-colony-picture-dice"), parts.dice),
                Picture::new("offer", &title("beta-colony-picture-offer"), parts.offer),
                Picture::new("tracks", &title("beta-colony-picture-tracks"), parts.tracks),
            ],
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg_in(&v, s, scene.seats, scene.lang)))
                .collect(),
            mat_word: "beta-colony-mat",
            more: Vec::new(),
            legend: legend_svg_in(scene.lang),
            scores: scores(&v, &scene.labels(), scene.over, scene.lang),
            revealed: "beta-colony-revealed",
        })
    }

    fn preview(
        &self,
        scene: &Scene,
        seat: Seat,
        action: &serde_json::Value,
    ) -> Result<String, String> {
        let st = parse_state(scene.state).map_err(|e| e.to_string())?;
        let action: Action = serde_json::from_value(action.clone()).map_err(|_| {
            crate::i18n::words(scene.lang, &crate::say!("beta-colony-preview-unreadable"))
        })?;
        let p = preview(&st, seat, &action).map_err(|e| e.to_string())?;
        let (_, events) = BetaColony::apply(&st, seat, &action).map_err(|e| e.to_string())?;
        let labels = scene.labels();
        // Only the seat's own lines: the table's (a pod or a building revealed, the next
        // round's dice) would show what nobody may see before the turn is played; and whether
        // a free build can be made depends on the tile revealed, so it is not said either.
        let own: Vec<&str> = events
            .iter()
            .filter(|e| e.seat == seat && !says_dropped(&e.text))
            .map(|e| e.text.as_str())
            .collect();
        // Free builds earned now or still queued come next when they can be made.
        let free = own.iter().any(|l| says_free_build_earned(l)) || st.pending.len() > 1;
        let mut lines: Vec<String> = own
            .iter()
            .map(|l| with_names(l, &labels, scene.lang))
            .collect();
        let then = match (p.next_step, p.next_seat) {
            _ if free => crate::say!("beta-colony-preview-then-free"),
            ("finished", _) => crate::say!("beta-colony-preview-ends"),
            (_, Some(next)) if next == seat => crate::say!("beta-colony-preview-again"),
            (_, Some(next)) => crate::say!("beta-colony-preview-then", who = say::player(next)),
            _ => String::new(),
        };
        lines.push(with_names(&then, &labels, scene.lang));
        lines.retain(|l| !l.is_empty());
        Ok(parts::preview(&changes(&p, scene.lang), &lines))
    }

    fn refusal(&self, sentence: &str) -> String {
        parts::rule_links(
            sentence,
            &format!("/rules/{}", BetaColony::NAME),
            &|section| RULE_SECTIONS.contains(&section) || READINGS.contains(&section),
        )
    }

    fn chart(&self, _viewer: Viewer) -> Option<(&'static str, Vec<Series>)> {
        // Confidence is public: every viewer sees every player's.
        Some((
            "beta-colony-chart-title",
            vec![Series::Value(0, "beta-colony-chart-cp")],
        ))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "beta-colony-replay-over",
            Viewer::Seat(_) | Viewer::Spectator => "beta-colony-replay-hidden",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&rules_page(ctx))
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/beta-colony.css")
    }
}
