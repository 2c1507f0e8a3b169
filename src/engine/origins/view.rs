//! What a viewer may see (design 19): plain serde structs.
//!
//! Everything on the table is public (map, tracks, brain maps, elders, repertoires, climate).
//! A hand is seen only by its owner; the others see its size. A discard pile shows everyone its
//! top card and its size; its owner sees the whole pile. Nobody sees the order of a deck, only
//! its size. `Omniscient` (tests and finished games, 19.3) sees every hand, every pile, the deck
//! orders and the generator.

use super::data::{data, Category, Letter, Region, Track};
use super::state::{
    Auction, CardId, Decision, EraSpace, HexId, Phase, Record, State, XId, SCHEMA_VERSION,
};
use super::turn::{ranking, score, Score};
use crate::engine::rng::Rng;
use crate::engine::{Seat, Viewer};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub schema_version: u32,
    /// "seat", "spectator" or "omniscient".
    pub viewer: &'static str,
    pub seat: Option<Seat>,
    pub active: Seat,
    pub first_player: Seat,
    pub game_turn: u32,
    pub turn_cap: u32,
    pub end_flag: bool,
    /// The seat to decide and what (design 19.1), or `None` when nobody is to act.
    pub to_act: Option<Seat>,
    pub decision: Option<Decision>,
    /// "savanna" or "desert", "grassland" or "jungle", "glacial" or "tropical".
    pub climate: [&'static str; 3],
    /// Cards left in the era decks I, II and III.
    pub deck_sizes: [usize; 3],
    pub extinct: Vec<HexId>,
    pub removed: Vec<CardId>,
    pub unused_brains: Vec<Letter>,
    pub players: Vec<PlayerView>,
    /// Dice results and revealed catastrophes.
    pub records: Vec<Record>,
    /// The auction under way: card, eligible seats, high bid, leader, every seat's bid,
    /// passes and pledges (6.5, 19.1).
    pub auction: Option<Auction>,
    /// Once the game is over: each seat's final score and rank (design 17).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_scores: Option<Vec<FinalScore>>,
    /// Omniscient only: each deck, top first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decks: Option<[Vec<CardId>; 3]>,
    /// Omniscient only: the generator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rng: Option<Rng>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FinalScore {
    pub seat: Seat,
    /// 1 is best; equal ranks are shared (17.3).
    pub rank: usize,
    #[serde(flatten)]
    pub score: Score,
}

#[derive(Debug, Clone, Serialize)]
pub struct ElderView {
    pub colour: Letter,
    pub producers: u8,
    pub consumers: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct HeldView {
    pub card: CardId,
    pub category: Category,
    pub active: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// The demography sheet's letter: the player's colour.
    pub sheet: Letter,
    pub colour: String,
    /// The brain map held now.
    pub brain: Letter,
    pub innovation_number: u8,
    pub population_number: u8,
    /// The score now (17.2): public, since every source of it is on the table.
    pub current_score: u32,
    pub ki: u8,
    pub kp: u8,
    pub infra: Vec<(Track, u8)>,
    pub brain_units: Vec<Region>,
    pub era: Option<EraSpace>,
    pub current_era: u8,
    pub migratory: Vec<XId>,
    pub metropolises: Vec<HexId>,
    pub elders: Vec<ElderView>,
    pub capacity: u32,
    pub hand_limit: usize,
    pub hand_size: usize,
    /// The owner's (or omniscient) view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<CardId>>,
    pub discard_size: usize,
    pub discard_top: Option<CardId>,
    /// The owner's (or omniscient) view only: the whole pile, bottom first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discard: Option<Vec<CardId>>,
    pub repertoire: Vec<HeldView>,
    pub enslaver: Option<Seat>,
    pub revolution_penalty: u8,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let d = data();
    let sees_all = |seat: Seat| match viewer {
        Viewer::Seat(s) => s == seat,
        Viewer::Spectator => false,
        Viewer::Omniscient => true,
    };
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerView {
            seat,
            sheet: p.sheet,
            colour: d.species(p.sheet).colour.clone(),
            brain: p.brain,
            innovation_number: p.innovation_number(),
            population_number: p.population_number(),
            current_score: score(state, seat).total,
            ki: p.ki,
            kp: p.kp,
            infra: Track::ALL.iter().map(|&t| (t, p.level(t))).collect(),
            brain_units: p.brain_units.clone(),
            era: p.era,
            current_era: p.current_era(),
            migratory: p.migratory.clone(),
            metropolises: p.metropolises.clone(),
            elders: Letter::ALL
                .iter()
                .filter(|l| p.producers[l.index()] + p.consumers[l.index()] > 0)
                .map(|&l| ElderView {
                    colour: l,
                    producers: p.producers[l.index()],
                    consumers: p.consumers[l.index()],
                })
                .collect(),
            capacity: p.capacity(),
            hand_limit: p.hand_limit(),
            hand_size: p.hand.len(),
            hand: sees_all(seat).then(|| p.hand.clone()),
            discard_size: p.discard.len(),
            discard_top: p.discard.last().copied(),
            discard: sees_all(seat).then(|| p.discard.clone()),
            repertoire: p
                .repertoire
                .iter()
                .map(|h| HeldView {
                    card: h.card,
                    category: match d.card(h.card.0).kind {
                        super::data::CardKind::Public { category, .. } => category,
                        super::data::CardKind::Idea { .. } => Category::Info,
                    },
                    active: h.active,
                })
                .collect(),
            enslaver: p.enslaver.map(usize::from),
            revolution_penalty: p.revolution_penalty,
        })
        .collect();
    let decision = state.decision();
    let omniscient = viewer == Viewer::Omniscient;
    View {
        schema_version: SCHEMA_VERSION,
        viewer: match viewer {
            Viewer::Seat(_) => "seat",
            Viewer::Spectator => "spectator",
            Viewer::Omniscient => "omniscient",
        },
        seat: match viewer {
            Viewer::Seat(s) => Some(s),
            _ => None,
        },
        active: usize::from(state.active),
        first_player: usize::from(state.first_player),
        game_turn: state.game_turn,
        turn_cap: state.turn_cap,
        end_flag: state.end_flag,
        to_act: decision.as_ref().map(|(s, _)| *s),
        decision: decision.map(|(_, k)| k),
        climate: [
            if state.desert() { "desert" } else { "savanna" },
            if state.jungle() {
                "jungle"
            } else {
                "grassland"
            },
            if state.tropical() {
                "tropical"
            } else {
                "glacial"
            },
        ],
        deck_sizes: [0, 1, 2].map(|e| state.decks[e].len()),
        extinct: state.extinct.clone(),
        removed: state.removed.clone(),
        unused_brains: state.unused_brains.clone(),
        players,
        records: state.records.clone(),
        auction: state.auction.clone(),
        final_scores: (state.phase == Phase::GameOver).then(|| {
            let ranks = ranking(state);
            (0..state.players.len())
                .map(|seat| FinalScore {
                    seat,
                    rank: ranks[seat],
                    score: score(state, seat),
                })
                .collect()
        }),
        decks: omniscient
            .then(|| [0, 1, 2].map(|e| state.decks[e].iter().rev().copied().collect())),
        rng: omniscient.then(|| state.rng.clone()),
    }
}
