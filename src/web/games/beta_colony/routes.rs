//! Beta Colony in the platform's table (`web::table`): the pictures of a state (the orbit and
//! Victus, the dice, what is on offer, the influence tracks, the mats, the key, the final
//! scores), what a decision will do, the score chart, the refusals' links to the rules and the
//! rules page. The frame, the turn panel and the turn itself are the platform's; the choices
//! are the engine's (`engine::beta_colony::choices`).

use super::board::{board_parts, legend_svg, mat_svg, pieces_svg, status_text};
use crate::engine::beta_colony::data::{data, Material};
use crate::engine::beta_colony::preview::preview;
use crate::engine::beta_colony::{view, Action, BetaColony, State, View, READINGS};
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
        ctx,
        pieces: pieces_svg(),
        legend: legend_svg(),
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
fn scores(v: &View, labels: &[String], over: bool) -> Option<Picture> {
    let label = |seat: usize| labels.get(seat).cloned().unwrap_or_default();
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
        Some(rows) => parts::score_table(
            &["Player", "Play", "Artifacts", "Achievements", "Majorities", "Total", "Crew"],
            &rows,
            5,
            "Play: CP earned during the game (die bonuses, pods, C3C, tracks and cycle goals). Artifacts: 1 CP each. Achievements: the cultural achievements. Majorities: the colonies' majorities. Total: the final CP. Crew: own crew on Victus, which breaks ties.",
        ),
        None if over => {
            let rows: Vec<Vec<String>> = v
                .players
                .iter()
                .map(|p| vec![label(p.seat), p.cp.to_string(), p.crew_on_victus.to_string()])
                .collect();
            parts::score_table(
                &["Player", "Confidence", "Crew"],
                &rows,
                1,
                "The players ended the game early: it is ranked by the Confidence each had then, ties by the crew on Victus.",
            )
        }
        None => return None,
    };
    Some(Picture::new("scores", "Final scores", table))
}

/// The numbers a decision changes, in words: "Confidence 12 → 15; fuel 3 → 2".
fn changes(p: &crate::engine::beta_colony::preview::Preview) -> String {
    let (b, a) = (&p.before, &p.after);
    let mut parts = Vec::new();
    let mut num = |what: &str, x: u32, y: u32| {
        if x != y {
            parts.push(format!("{what} {x} → {y}"));
        }
    };
    num("Confidence", b.cp, a.cp);
    num("fuel", b.fuel, a.fuel);
    num("artifacts", u32::from(b.artifacts), u32::from(a.artifacts));
    num(
        "crew in your supply",
        u32::from(b.crew_supply),
        u32::from(a.crew_supply),
    );
    for m in Material::ALL {
        let x = b.materials.get(m.name()).copied().unwrap_or(0);
        let y = a.materials.get(m.name()).copied().unwrap_or(0);
        num(m.name(), u32::from(x), u32::from(y));
    }
    for c in &data().colonies {
        let x = b.influence.get(&c.id).copied().unwrap_or(0);
        let y = a.influence.get(&c.id).copied().unwrap_or(0);
        num(
            &format!("influence in {}", c.name),
            u32::from(x),
            u32::from(y),
        );
    }
    if parts.is_empty() {
        "Your numbers stay as they are.".to_string()
    } else {
        let mut s = parts.join("; ");
        if let Some(first) = s.get(..1) {
            s = first.to_uppercase() + &s[1..];
        }
        s.push('.');
        s
    }
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        BetaColony::NAME
    }

    fn pictures(&self, scene: &Scene) -> Result<Pictures, AppError> {
        let st = parse_state(scene.state)?;
        let v = view(&st, scene.viewer);
        let parts = board_parts(&v, scene.seats, scene.taps);
        Ok(Pictures {
            status: status_text(&v, scene.seats),
            board: vec![
                Picture {
                    wide: Some(parts.board_wide),
                    ..Picture::new("board", "The orbit and Victus", parts.board)
                },
                Picture::new("dice", "The dice of the round", parts.dice),
                Picture::new("offer", "Cycle cards, pods and achievements", parts.offer),
                Picture::new("tracks", "Influence", parts.tracks),
            ],
            mats: (0..v.players.len())
                .map(|s| (s, mat_svg(&v, s, scene.seats)))
                .collect(),
            mat_word: "mat",
            more: Vec::new(),
            legend: legend_svg(),
            scores: scores(&v, &scene.labels(), scene.over),
            revealed: "The table below shows where each player's Confidence came from.",
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
        let (_, events) = BetaColony::apply(&st, seat, &action).map_err(|e| e.to_string())?;
        let labels = scene.labels();
        // Only the seat's own lines: the table's (a pod or a building revealed, the next
        // round's dice) would show what nobody may see before the turn is played; and whether
        // a free build can be made depends on the tile revealed, so it is not said either.
        let mut lines: Vec<String> = events
            .iter()
            .filter(|e| e.seat == seat && !e.text.contains("is dropped"))
            .map(|e| with_names(&e.text, &labels, scene.lang))
            .collect();
        // Free builds earned now or still queued come next when they can be made.
        let free = lines.iter().any(|l| l.contains(" earns a free ")) || st.pending.len() > 1;
        lines.push(match (p.next_step, p.next_seat) {
            _ if free => "Then your free builds, if the display and the buildings, refilled, have one that fits.".to_string(),
            ("finished", _) => "This ends the game.".to_string(),
            (_, Some(next)) if next == seat => "Then you play again.".to_string(),
            (_, Some(next)) => format!(
                "Then {} plays.",
                labels.get(next).cloned().unwrap_or_default()
            ),
            _ => String::new(),
        });
        lines.retain(|l| !l.is_empty());
        Ok(parts::preview(&changes(&p), &lines))
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
            "Confidence over the game",
            vec![Series::Value(0, "Confidence (CP)")],
        ))
    }

    fn replay_note(&self, viewer: Viewer) -> &'static str {
        match viewer {
            Viewer::Omniscient => "The game is over: every step shows the board as it was then.",
            Viewer::Seat(_) | Viewer::Spectator => "The game is still being played: the order of the pod pile and of the building stack below its top stays hidden at every step.",
        }
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&rules_page(ctx))
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/beta-colony.css")
    }
}
