//! What a viewer may see (design 11): plain serde structs for the web pages.
//!
//! A seat sees everything public plus its own VP; other seats' VP show as `"hidden"` until the
//! game ends. A spectator sees no VP at all. Nobody sees the art deck's order (only its size),
//! the undealt setup cards or the seed; `Omniscient` sees the deck and the undealt cards.
//! At the end every VP total and the scoring breakdown are shown to everyone (11.3).

use super::data::{cost_code, data, Res};
use super::scoring::{breakdowns, ranking, Breakdown};
use super::state::{Phase, State, SCHEMA_VERSION, SEAT_COLOURS, SEAT_SHAPES};
use crate::engine::{Placing, Seat, Viewer};
use serde::{Serialize, Serializer};

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub schema_version: u32,
    /// "seat", "spectator" or "omniscient".
    pub viewer: &'static str,
    pub seat: Option<Seat>,
    /// "setup", "main" or "finished".
    pub phase: &'static str,
    /// Setup turn number, 1-based, during setup.
    pub setup_turn: Option<usize>,
    pub setup_turns: usize,
    /// How the game ended: "vp" or "stall".
    pub ended_by: Option<&'static str>,
    pub start_player: Seat,
    pub current: Option<Seat>,
    pub to_act: Vec<Seat>,
    /// Main turns played so far.
    pub turns: u32,
    /// Consecutive rests that changed nothing (the game ends at one per seat).
    pub idle_rests: u8,
    pub ready_areas: Vec<AreaView>,
    pub tiles: Vec<TileView>,
    pub art_display: Vec<ArtSlotView>,
    pub art_deck_size: usize,
    pub piles: Vec<PileView>,
    /// Setup cards still on the table.
    pub setup_cards: Vec<SetupCardView>,
    pub players: Vec<PlayerView>,
    /// The final scoring, once the game is over.
    pub final_scores: Option<Vec<Breakdown>>,
    pub outcome: Option<Vec<Placing>>,
    /// Omniscient only: the art deck, top first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub art_deck: Option<Vec<String>>,
    /// Omniscient, or anyone once the game is over: the setup cards never dealt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub undealt_setup_cards: Option<Vec<String>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct AreaView {
    pub id: String,
    pub column: u8,
    /// Meeples by seat.
    pub meeples: Vec<u8>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TileView {
    pub id: String,
    pub column: u8,
    pub face: String,
    pub name: String,
    pub lose: String,
    pub lose_food: u8,
    pub lose_vp: u32,
    pub lose_meeple: bool,
    pub require_meeples_on_board: u8,
    pub gain: String,
    pub gain_vp: u32,
    pub icon: super::data::Icon,
    pub special: super::data::Special,
    /// The exit: a ready area id or "mat".
    pub exit: String,
    pub occupant: Option<Seat>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ArtSlotView {
    pub slot: u8,
    pub card: String,
    pub name: String,
    pub line: u8,
    pub cost: String,
    pub vp: u32,
}

#[derive(Debug, Clone, Serialize)]
pub struct PileView {
    pub name: String,
    /// Cards left, top (cheapest) first, with their costs.
    pub cards: Vec<CardView>,
    pub effect: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    pub id: String,
    pub cost: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SetupCardView {
    pub id: String,
    pub resources: String,
}

/// A VP total a viewer may not see: a number, or `"hidden"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vp {
    Hidden,
    Value(u32),
}

impl Serialize for Vp {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Vp::Hidden => s.serialize_str("hidden"),
            Vp::Value(v) => s.serialize_u32(*v),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub colour: &'static str,
    pub shape: &'static str,
    pub vp: Vp,
    /// The final score, once the game is over.
    pub score: Option<i64>,
    pub fruit: u8,
    pub meat: u8,
    pub tools: u8,
    pub hides: u8,
    pub mat: u8,
    pub on_board: u32,
    /// Cards on the Cooking, Religion and Storytelling spaces (`null`: the printed one).
    pub cooking: Option<String>,
    pub religion: Option<String>,
    pub storytelling: Option<String>,
    /// Slot stacks, bottom first; the last card is active.
    pub slots: Vec<Vec<String>>,
    pub acquired: Vec<String>,
    pub setup_card: Option<String>,
    /// Setup placements made in columns I, II, III.
    pub placed: [bool; 3],
    /// The numbers the rules read from active cards (public: the cards are public).
    pub cook: [u32; 2],
    pub spoil_limits: [u8; 2],
    pub first_area_limit: u8,
    pub expand_vp: u32,
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let d = data();
    let over = s.is_over();
    let shows_vp =
        |seat: Seat| over || viewer == Viewer::Omniscient || viewer == Viewer::Seat(seat);
    let finals = over.then(|| breakdowns(s));
    let players = s
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let a = p.active();
            let colour = usize::from(p.colour).min(SEAT_COLOURS.len() - 1);
            PlayerView {
                seat,
                colour: SEAT_COLOURS[colour],
                shape: SEAT_SHAPES[colour],
                vp: if shows_vp(seat) {
                    Vp::Value(p.vp)
                } else {
                    Vp::Hidden
                },
                score: finals.as_ref().and_then(|f| f.get(seat)).map(|b| b.total),
                fruit: p.res[Res::Fruit.index()],
                meat: p.res[Res::Meat.index()],
                tools: p.res[Res::Tools.index()],
                hides: p.res[Res::Hides.index()],
                mat: p.mat,
                on_board: s.on_board(seat),
                cooking: p.named[0].map(|c| c.id()),
                religion: p.named[1].map(|c| c.id()),
                storytelling: p.named[2].map(|c| c.id()),
                slots: p
                    .slots
                    .iter()
                    .map(|st| st.iter().map(|c| c.id()).collect())
                    .collect(),
                acquired: p.acquired().map(|c| c.id()).collect(),
                setup_card: p.setup_card.map(|c| d.setup_id(c).to_string()),
                placed: p.placed,
                cook: [u32::from(a.cook_food), a.cook_vp],
                spoil_limits: [a.spoil_meat, a.spoil_fruit],
                first_area_limit: a.first_area_limit,
                expand_vp: a.expand_vp,
            }
        })
        .collect();
    let (phase, setup_turn, ended_by) = match s.phase {
        Phase::Setup { k } => ("setup", Some(usize::from(k) + 1), None),
        Phase::Main { .. } => ("main", None, None),
        Phase::Finished { reason } => (
            "finished",
            None,
            Some(match reason {
                super::state::EndReason::Vp => "vp",
                super::state::EndReason::Stall => "stall",
            }),
        ),
    };
    View {
        schema_version: SCHEMA_VERSION,
        viewer: match viewer {
            Viewer::Seat(_) => "seat",
            Viewer::Spectator => "spectator",
            Viewer::Omniscient => "omniscient",
        },
        seat: match viewer {
            Viewer::Seat(x) => Some(x),
            _ => None,
        },
        phase,
        setup_turn,
        setup_turns: 4 * s.seats(),
        ended_by,
        start_player: usize::from(s.start),
        current: s.current(),
        to_act: s.current().into_iter().collect(),
        turns: s.turns,
        idle_rests: s.stall,
        ready_areas: d
            .areas
            .iter()
            .enumerate()
            .map(|(i, a)| AreaView {
                id: a.id.clone(),
                column: a.column,
                meeples: s.players.iter().map(|p| p.ready[i]).collect(),
            })
            .collect(),
        tiles: d
            .tiles
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let f = d.face_of(i, s.faces[i])?;
                Some(TileView {
                    id: t.id.clone(),
                    column: t.column,
                    face: f.id.clone(),
                    name: f.name.clone(),
                    lose: cost_code(&f.lose),
                    lose_food: f.lose_food,
                    lose_vp: f.lose_vp,
                    lose_meeple: f.lose_meeple,
                    require_meeples_on_board: f.require_meeples,
                    gain: cost_code(&f.gain),
                    gain_vp: f.gain_vp,
                    icon: f.icon,
                    special: f.special,
                    exit: match t.exit {
                        super::data::Exit::Area(a) => super::describe::area(a),
                        super::data::Exit::Mat => "mat".into(),
                    },
                    occupant: s.tiles[i].map(usize::from),
                })
            })
            .collect(),
        art_display: s
            .display
            .iter()
            .enumerate()
            .filter_map(|(i, slot)| {
                let def = d.art.get(usize::from(slot.card).wrapping_sub(1))?;
                let (cost, vp) = def.lines[usize::from(slot.line.clamp(1, 3) - 1)];
                Some(ArtSlotView {
                    slot: i as u8 + 1,
                    card: def.id.clone(),
                    name: def.name.clone(),
                    line: slot.line,
                    cost: cost_code(&cost),
                    vp,
                })
            })
            .collect(),
        art_deck_size: s.deck.len(),
        piles: s
            .piles
            .iter()
            .filter_map(|pile| {
                let def = d.names.get(usize::from(pile.name.0))?;
                Some(PileView {
                    name: def.name.clone(),
                    cards: pile
                        .cards
                        .iter()
                        .map(|&k| CardView {
                            id: format!("{}-{k}", def.name),
                            cost: cost_code(&def.costs[usize::from(k.clamp(1, 4) - 1)]),
                        })
                        .collect(),
                    effect: def.effect_text.clone(),
                })
            })
            .collect(),
        setup_cards: s
            .table
            .iter()
            .map(|&c| SetupCardView {
                id: d.setup_id(c).into(),
                resources: d
                    .setup
                    .get(usize::from(c).wrapping_sub(1))
                    .map(|x| cost_code(&x.resources))
                    .unwrap_or_default(),
            })
            .collect(),
        players,
        final_scores: finals,
        outcome: over.then(|| ranking(s)),
        art_deck: (viewer == Viewer::Omniscient)
            .then(|| s.deck.iter().map(|&c| d.art_id(c).to_string()).collect()),
        undealt_setup_cards: (viewer == Viewer::Omniscient || over).then(|| {
            s.undealt
                .iter()
                .map(|&c| d.setup_id(c).to_string())
                .collect()
        }),
    }
}
