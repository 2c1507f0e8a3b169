//! The game page of Humanity: the pictures, the turn panel, the missions and the log.

use super::turn::TurnPanel;
use super::{
    base_svg, glance_rows, legend_svg, mission_rows, seat_labels, station_svg, status_line,
    tracks_svg, GlanceRow, MissionRow, SeatLabel,
};
use crate::engine::humanity::view::View;
use crate::services::games::GameInfo;
use crate::web::PageCtx;
use askama::Template;

pub use crate::web::games::log::LogLine;

/// One seat's base picture.
pub struct BasePicture {
    pub name: String,
    pub mine: bool,
    pub svg: String,
    /// What each tile and astronaut of the picture is, in words (its tooltips, for a phone).
    pub key: Vec<String>,
}

/// The tooltips of a picture's parts (every `<title>` but the picture's own), already escaped
/// for HTML: a phone cannot hover, so the page lists them under the picture.
pub fn picture_key(svg: &str) -> Vec<String> {
    svg.split("<title>")
        .skip(2)
        .filter_map(|rest| rest.split("</title>").next())
        .map(str::to_string)
        .collect()
}

#[derive(Template)]
#[template(path = "games/humanity/page.html")]
pub struct GamePage {
    pub ctx: PageCtx,
    /// The table-talk panel (shared by every game), as markup.
    pub talk: String,
    pub id: i32,
    pub title: String,
    pub version: i32,
    pub status: String,
    pub finished: bool,
    pub notice: Option<String>,
    pub panel: TurnPanel,
    pub seats: Vec<SeatLabel>,
    pub ranking: Vec<String>,
    pub station: String,
    /// The station's hangars and astronauts in words.
    pub station_key: Vec<String>,
    pub tracks: String,
    /// Every other player in a few words, above the bases.
    pub glance: Vec<GlanceRow>,
    pub bases: Vec<BasePicture>,
    pub legend: String,
    pub missions: Vec<MissionRow>,
    pub log: Vec<LogLine>,
    pub spectator: bool,
    /// The viewer has a seat (mute and vote forms).
    pub joined: bool,
    pub muted: bool,
    /// Names of abandoned seats; the others may vote.
    pub abandoned: Vec<String>,
    pub can_vote: bool,
    pub my_vote: String,
    /// Players away on vacation now, with the day they are back.
    pub away: Vec<String>,
    /// The viewer's deadline, when it is deciding ("Fri 27 Nov, 14:05 (UTC), in 2 days 3 h").
    pub deadline: String,
    /// Under the final ranking.
    pub revealed_note: &'static str,
    /// The registry name, for the rules link.
    pub game_name: &'static str,
}

impl GamePage {
    /// `ended_early`: the ranking of a game the players voted to end.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: PageCtx,
        info: &GameInfo,
        view: &View,
        panel: TurnPanel,
        notice: Option<String>,
        log: Vec<LogLine>,
        title: String,
        ended_early: Option<Vec<crate::engine::Placing>>,
    ) -> Self {
        let names = info.names_by_seat();
        let station = station_svg(view, &names);
        let mut panel = panel;
        // The preview's log lines name seats `{p1}`..; the page names the players.
        if let Some(pre) = panel.preview.as_mut() {
            let labels = crate::services::seating::labels_by_seat(&info.game.game, &info.players);
            for line in &mut pre.description {
                *line = crate::services::seating::with_names(line, &labels);
            }
        }
        let mut order: Vec<usize> = (0..view.players.len()).collect();
        // The viewer's own base first, next to the turn form.
        if let Some(me) = info.my_seat {
            order.retain(|s| *s != me);
            order.insert(0, me);
        }
        let bases = order
            .into_iter()
            .map(|s| {
                let mine = info.my_seat == Some(s);
                let highlight: &[crate::engine::humanity::Cell] =
                    if mine { &panel.highlight } else { &[] };
                let svg = base_svg(view, s, &names, highlight);
                BasePicture {
                    name: names.get(s).cloned().unwrap_or_default(),
                    mine,
                    key: picture_key(&svg),
                    svg,
                }
            })
            .collect();
        let me = info
            .players
            .iter()
            .find(|p| info.my_seat.is_some() && p.player.seat.map(|x| x as usize) == info.my_seat);
        let abandoned: Vec<String> = info
            .players
            .iter()
            .filter(|p| p.player.abandoned)
            .map(|p| p.name.clone())
            .collect();
        let deadline = info.my_deadline.clone().unwrap_or_default();
        let ranking = view
            .outcome
            .as_ref()
            .or(ended_early.as_ref())
            .map(|placings| crate::services::notifications::ranking_lines(
                    &crate::services::seating::labels_by_seat(&info.game.game, &info.players),
                    placings,
                ))
            .unwrap_or_default();
        GamePage {
            ctx,
            talk: String::new(),
            id: info.game.id,
            title,
            version: info.game.version,
            status: status_line(view, &names),
            finished: view.outcome.is_some() || ended_early.is_some(),
            notice,
            seats: seat_labels(view, &names)
                .into_iter()
                .map(|mut s| {
                    s.user_id = info
                        .players
                        .iter()
                        .find(|p| p.player.seat == Some(s.seat as i32))
                        .map(|p| p.player.user_id);
                    s
                })
                .collect(),
            ranking,
            station_key: picture_key(&station),
            station,
            tracks: tracks_svg(view, &names),
            glance: glance_rows(view, &names, info.my_seat),
            bases,
            legend: legend_svg(),
            missions: mission_rows(view, &names),
            log,
            spectator: info.my_seat.is_none(),
            joined: me.is_some(),
            muted: me.is_some_and(|p| p.player.muted),
            can_vote: me.is_some_and(|p| !p.player.abandoned)
                && !abandoned.is_empty()
                && info.game.status == "running",
            my_vote: me.and_then(|p| p.player.vote.clone()).unwrap_or_default(),
            abandoned,
            deadline,
            away: info.away.clone(),
            revealed_note: "Every science total is revealed now.",
            game_name: <crate::engine::humanity::Humanity as crate::engine::Game>::NAME,
            panel,
        }
    }
}
