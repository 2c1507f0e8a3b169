//! Origins' component data (design Appendix A): species and brain maps, brain regions, tracks,
//! climate cards, domestication tables, the 102 era cards and the map.
//!
//! The eight files of `data/origins/` are compiled into the binary, parsed once and validated
//! with every check of design 1.2. A broken file gives an error naming the file, the line and the
//! entry. The rest of the engine refers to components by their index here (cards `u8`, hexes
//! `u8`, intersections `u16`), which keeps the state small and cheap to clone.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::sync::OnceLock;
use toml::Spanned;

/// The text of the eight data files.
#[derive(Debug, Clone, Copy)]
pub struct Files<'a> {
    pub species: &'a str,
    pub brain: &'a str,
    pub tracks: &'a str,
    pub climate: &'a str,
    pub domestication: &'a str,
    pub cards: &'a str,
    pub map_hexes: &'a str,
    pub map_intersections: &'a str,
}

/// The files compiled into the binary.
pub const BUILTIN: Files<'static> = Files {
    species: include_str!("../../../data/origins/species.toml"),
    brain: include_str!("../../../data/origins/brain.toml"),
    tracks: include_str!("../../../data/origins/tracks.toml"),
    climate: include_str!("../../../data/origins/climate.toml"),
    domestication: include_str!("../../../data/origins/domestication.toml"),
    cards: include_str!("../../../data/origins/cards.toml"),
    map_hexes: include_str!("../../../data/origins/map_hexes.toml"),
    map_intersections: include_str!("../../../data/origins/map_intersections.toml"),
};

/// The letter of a brain map (design 0.1); the declaration order is ID order A < C < H < N < P.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Letter {
    A,
    C,
    H,
    N,
    P,
}

impl Letter {
    pub const ALL: [Letter; 5] = [Letter::A, Letter::C, Letter::H, Letter::N, Letter::P];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn char(self) -> char {
        ['A', 'C', 'H', 'N', 'P'][self.index()]
    }

    pub fn parse(text: &str) -> Option<Letter> {
        Letter::ALL
            .into_iter()
            .find(|l| text.len() == 1 && text.starts_with(l.char()))
    }
}

/// The four instincts of the brain map (design 0.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Instinct {
    Social,
    Nature,
    Tech,
    Language,
}

impl Instinct {
    pub const ALL: [Instinct; 4] = [
        Instinct::Social,
        Instinct::Nature,
        Instinct::Tech,
        Instinct::Language,
    ];

    pub fn name(self) -> &'static str {
        ["social", "nature", "tech", "language"][self as usize]
    }

    fn parse(text: &str) -> Option<Instinct> {
        Instinct::ALL.into_iter().find(|i| i.name() == text)
    }
}

/// The five brain regions (design 0.5, A.2). The data file gives their instincts and adjacency;
/// the rules name broca and wernicke, so the set itself is fixed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Region {
    Limbic,
    Hippocampus,
    Wernicke,
    Broca,
    Neocortex,
}

impl Region {
    pub const ALL: [Region; 5] = [
        Region::Limbic,
        Region::Hippocampus,
        Region::Wernicke,
        Region::Broca,
        Region::Neocortex,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["limbic", "hippocampus", "wernicke", "broca", "neocortex"][self.index()]
    }

    pub fn parse(text: &str) -> Option<Region> {
        Region::ALL.into_iter().find(|r| r.name() == text)
    }
}

/// The five infrastructure tracks (design 0.8), in the order of every `[u8; 5]` in the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Track {
    FP,
    MET,
    MAR,
    ENE,
    IMM,
}

impl Track {
    pub const ALL: [Track; 5] = [Track::FP, Track::MET, Track::MAR, Track::ENE, Track::IMM];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        ["FP", "MET", "MAR", "ENE", "IMM"][self.index()]
    }

    pub fn parse(text: &str) -> Option<Track> {
        Track::ALL.into_iter().find(|t| t.code() == text)
    }
}

/// A public card's category (design 0.7), in the order of the repertoire's frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Info,
    Culture,
    Admin,
}

impl Category {
    pub const ALL: [Category; 3] = [Category::Info, Category::Culture, Category::Admin];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["info", "culture", "admin"][self.index()]
    }
}

/// A victory-point source printed on a brain map (design 17.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VpSource {
    Elders,
    Info,
    Culture,
    Admin,
}

/// Intersection terrain (design 0.9, 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    Plain,
    Grass,
    Savanna,
    Tundra,
    Shelf,
    Sea,
}

/// What a hex is: a land biome, shelf or ocean (A.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HexKind {
    Plain,
    Grass,
    Savanna,
    Tundra,
    Shelf,
    Ocean,
}

impl HexKind {
    pub fn is_land(self) -> bool {
        !matches!(self, HexKind::Shelf | HexKind::Ocean)
    }
}

/// A hex's metropolis site type (design 13.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Site {
    Plain,
    Green,
    Yellow,
    Tundra,
    Blue,
    None,
}

/// An edge's class (design 0.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EdgeClass {
    L,
    S,
    O,
    W,
    R,
}

/// The kind of a hex's feature, and of a NAT icon (design 6.3, 12.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FeatureKind {
    Animal,
    Plant,
    Resource,
}

impl FeatureKind {
    fn parse(text: &str) -> Option<FeatureKind> {
        match text {
            "animal" => Some(FeatureKind::Animal),
            "plant" => Some(FeatureKind::Plant),
            "resource" => Some(FeatureKind::Resource),
            _ => None,
        }
    }
}

/// A requirement: a visible instinct or a track level (A.6 notation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Req {
    Instinct(Instinct),
    Track(Track, u8),
}

fn parse_req(text: &str) -> Option<Req> {
    if let Some(i) = Instinct::parse(text) {
        return Some(Req::Instinct(i));
    }
    let (track, level) = text.split_once(">=")?;
    Some(Req::Track(Track::parse(track)?, level.parse().ok()?))
}

/// A card icon (design 6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    Enc(Instinct),
    Adv(Track, u8),
    Nat(FeatureKind, i8),
    Barb,
    Eg,
    Eg2,
    Fd,
    Fd2,
    El,
}

fn parse_effect(text: &str) -> Option<Effect> {
    let parts: Vec<&str> = text.split(':').collect();
    match parts.as_slice() {
        ["enc", i] => Some(Effect::Enc(Instinct::parse(i)?)),
        ["adv", t, m] => Some(Effect::Adv(Track::parse(t)?, m.parse().ok()?)),
        ["nat", k, m] => Some(Effect::Nat(FeatureKind::parse(k)?, m.parse().ok()?)),
        ["barb"] => Some(Effect::Barb),
        ["eg"] => Some(Effect::Eg),
        ["eg2"] => Some(Effect::Eg2),
        ["fd"] => Some(Effect::Fd),
        ["fd2"] => Some(Effect::Fd2),
        ["el"] => Some(Effect::El),
        _ => None,
    }
}

/// A catastrophe icon on a public card (design 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Catastrophe {
    Cc,
    /// The hex index.
    Volc(u8),
    /// The disease's limit.
    Dis(u8),
}

impl Catastrophe {
    /// The icon's code in a `catastrophe_order` entry (5.2).
    pub fn code(self) -> &'static str {
        match self {
            Catastrophe::Cc => "CC",
            Catastrophe::Volc(_) => "VOLC",
            Catastrophe::Dis(_) => "DIS",
        }
    }
}

/// A facilitated action (design 6.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Facilitated {
    Naturalist,
    Urbanization,
    Trade,
}

#[derive(Debug, Clone)]
pub enum CardKind {
    Idea {
        left_req: Vec<Req>,
        left: Vec<Effect>,
        right: Vec<Effect>,
        /// Cultural diffusion (6.9).
        eye: bool,
    },
    Public {
        category: Category,
        /// 1..=3.
        rank: u8,
        catastrophes: Vec<Catastrophe>,
        /// EG, EG×2, ADV and EL icons received by the auction's winner (6.4 step 6).
        winner: Vec<Effect>,
        facilitated: Option<Facilitated>,
    },
}

#[derive(Debug, Clone)]
pub struct CardDef {
    pub id: String,
    /// 1..=3.
    pub era: u8,
    pub name: String,
    pub kind: CardKind,
}

impl CardDef {
    pub fn is_public(&self) -> bool {
        matches!(self.kind, CardKind::Public { .. })
    }

    pub fn has_eye(&self) -> bool {
        matches!(self.kind, CardKind::Idea { eye: true, .. })
    }
}

#[derive(Debug, Clone)]
pub struct SpeciesDef {
    pub letter: Letter,
    pub name: String,
    pub colour: String,
    /// Intersection index.
    pub start: u16,
    pub covered: Vec<Region>,
    pub victory_points: Vec<VpSource>,
    /// Requirements of II-golden and III-golden.
    pub golden: [Vec<(Track, u8)>; 2],
}

#[derive(Debug, Clone)]
pub struct RegionDef {
    pub region: Region,
    pub instinct: Instinct,
    pub adjacent: Vec<Region>,
}

#[derive(Debug, Clone)]
pub struct TrackDef {
    pub track: Track,
    pub name: String,
    pub start: u8,
    pub top: u8,
    /// The name of each level from `start` to `top`.
    pub level_names: Vec<String>,
}

/// A climate card (design 0.10, A.4): index 0 Dansgaard-Oeschger, 1 Greenhouse, 2 Milankovitch.
#[derive(Debug, Clone)]
pub struct ClimateDef {
    pub id: String,
    pub name: String,
    pub rolls: Vec<u8>,
    pub start: String,
    pub other: String,
}

/// What a domestication row gives, in printed order (A.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gain {
    Metropolis,
    Adv(Track, u8),
    Eg,
    Zoonosis,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Success,
    Fail,
    Fierce,
}

#[derive(Debug, Clone)]
pub struct DomRow {
    pub lo: Option<i8>,
    pub hi: Option<i8>,
    pub result: String,
    pub outcome: Outcome,
    pub requires: Vec<(Track, u8)>,
    pub gains: Vec<Gain>,
}

impl DomRow {
    pub fn covers(&self, r: i8) -> bool {
        self.lo.is_none_or(|lo| r >= lo) && self.hi.is_none_or(|hi| r <= hi)
    }
}

#[derive(Debug, Clone)]
pub struct Feature {
    pub kind: FeatureKind,
    /// The animal or plant, or the resource type (gold, silver, ...).
    pub name: String,
    pub modifier: i8,
}

#[derive(Debug, Clone)]
pub struct HexDef {
    pub id: String,
    pub name: String,
    pub row: u8,
    pub col: u8,
    pub kind: HexKind,
    pub site: Site,
    pub feature: Option<Feature>,
    /// Intersection indices, N NE SE S SW NW.
    pub corners: [u16; 6],
    pub adjacent: Vec<u8>,
}

#[derive(Debug, Clone)]
pub struct IntersectionDef {
    pub id: String,
    pub name: String,
    pub wrap: bool,
    pub terrain: Terrain,
    pub hexes: Vec<u8>,
    pub neighbours: Vec<(u16, EdgeClass)>,
}

/// All component data, validated.
#[derive(Debug, Clone)]
pub struct Data {
    /// In ID order (A, C, H, N, P).
    pub species: Vec<SpeciesDef>,
    /// The era track's space names, II-dark .. IV-dark.
    pub era_spaces: Vec<String>,
    /// In `Region` order.
    pub regions: Vec<RegionDef>,
    /// In `Track` order.
    pub tracks: Vec<TrackDef>,
    pub innovation_boxes: u8,
    pub population_boxes: u8,
    pub innovation_setup: u8,
    pub population_setup: u8,
    pub climate: Vec<ClimateDef>,
    /// By table name: animal, plant, or a resource type.
    pub domestication: HashMap<String, Vec<DomRow>>,
    pub cards: Vec<CardDef>,
    pub hexes: Vec<HexDef>,
    pub intersections: Vec<IntersectionDef>,
}

impl Data {
    pub fn species(&self, letter: Letter) -> &SpeciesDef {
        &self.species[letter.index()]
    }
    pub fn card_by_id(&self, id: &str) -> Option<u8> {
        self.cards.iter().position(|c| c.id == id).map(|i| i as u8)
    }
    pub fn hex_by_id(&self, id: &str) -> Option<u8> {
        self.hexes.iter().position(|h| h.id == id).map(|i| i as u8)
    }
    pub fn x_by_id(&self, id: &str) -> Option<u16> {
        self.intersections
            .iter()
            .position(|x| x.id == id)
            .map(|i| i as u16)
    }
    pub fn card(&self, c: u8) -> &CardDef {
        &self.cards[usize::from(c)]
    }
    pub fn hex(&self, h: u8) -> &HexDef {
        &self.hexes[usize::from(h)]
    }
    pub fn x(&self, x: u16) -> &IntersectionDef {
        &self.intersections[usize::from(x)]
    }
    pub fn region(&self, r: Region) -> &RegionDef {
        &self.regions[r.index()]
    }
    pub fn track(&self, t: Track) -> &TrackDef {
        &self.tracks[t.index()]
    }
    /// The class of the edge between two intersections, if they are neighbours.
    pub fn edge(&self, a: u16, b: u16) -> Option<EdgeClass> {
        self.x(a)
            .neighbours
            .iter()
            .find(|(n, _)| *n == b)
            .map(|(_, c)| *c)
    }
    /// The number of edges (each neighbour pair once).
    pub fn edge_count(&self) -> usize {
        self.intersections
            .iter()
            .map(|x| x.neighbours.len())
            .sum::<usize>()
            / 2
    }
    /// The domestication table for a hex's feature (A.5).
    pub fn table_for(&self, f: &Feature) -> Option<&[DomRow]> {
        let key = match f.kind {
            FeatureKind::Animal => "animal",
            FeatureKind::Plant => "plant",
            FeatureKind::Resource => f.name.as_str(),
        };
        self.domestication.get(key).map(Vec::as_slice)
    }
}

/// Why the data files are unusable: the file, the line when known, the entry and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: &'static str,
    pub line: Option<usize>,
    pub entry: String,
    pub why: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "data/origins/{}", self.file)?;
        if let Some(l) = self.line {
            write!(f, ", line {l}")?;
        }
        if !self.entry.is_empty() {
            write!(f, " ({})", self.entry)?;
        }
        write!(f, ": {}", self.why)
    }
}

impl std::error::Error for DataError {}

struct Ctx<'a> {
    file: &'static str,
    text: &'a str,
}

impl Ctx<'_> {
    fn line_at(&self, offset: usize) -> usize {
        self.text[..offset.min(self.text.len())]
            .bytes()
            .filter(|&b| b == b'\n')
            .count()
            + 1
    }
    /// An error about the entry whose id is `id` (its line is where the id stands).
    fn at(&self, id: &Spanned<String>, why: impl Into<String>) -> DataError {
        DataError {
            file: self.file,
            line: Some(self.line_at(id.span().start)),
            entry: id.get_ref().clone(),
            why: why.into(),
        }
    }
    fn whole(&self, why: impl Into<String>) -> DataError {
        DataError {
            file: self.file,
            line: None,
            entry: String::new(),
            why: why.into(),
        }
    }
    fn parse<T: serde::de::DeserializeOwned>(&self) -> Result<T, DataError> {
        toml::from_str(self.text).map_err(|e| DataError {
            file: self.file,
            line: e.span().map(|s| self.line_at(s.start)),
            entry: String::new(),
            why: format!("not valid: {}", e.message()),
        })
    }
}

// ---- raw TOML shapes ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpeciesFile {
    species: Vec<RawSpecies>,
    era_space: Vec<RawEraSpace>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecies {
    letter: Spanned<String>,
    name: String,
    colour: String,
    #[allow(dead_code)]
    colour_source: String,
    start: String,
    covered: Vec<String>,
    victory_points: Vec<VpSource>,
    golden_2: Vec<String>,
    golden_3: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEraSpace {
    id: Spanned<String>,
    name: String,
    #[allow(dead_code)]
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBrain {
    region: Vec<RawRegion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRegion {
    id: Spanned<String>,
    instinct: Instinct,
    adjacent: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTracks {
    innovation: RawDemography,
    population: RawDemography,
    track: Vec<RawTrack>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDemography {
    boxes: u8,
    starred: Vec<u8>,
    units_at_setup: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrack {
    id: Spanned<String>,
    name: String,
    start: u8,
    levels: Vec<RawLevel>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    level: u8,
    name: String,
    #[allow(dead_code)]
    #[serde(default)]
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClimateFile {
    card: Vec<RawClimate>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClimate {
    id: Spanned<String>,
    name: String,
    rolls: Vec<u8>,
    start: String,
    other: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDomFile {
    row: Vec<RawDomRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDomRow {
    table: Spanned<String>,
    lo: Option<i8>,
    hi: Option<i8>,
    result: String,
    outcome: String,
    requires: Vec<String>,
    gains: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCardFile {
    card: Vec<RawCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: Spanned<String>,
    era: u8,
    kind: String,
    name: String,
    left_req: Option<Vec<String>>,
    left: Option<Vec<String>>,
    right: Option<Vec<String>>,
    flags: Option<Vec<String>>,
    category: Option<Category>,
    rank: Option<u8>,
    catastrophes: Option<Vec<String>>,
    winner: Option<Vec<String>>,
    facilitated: Option<Vec<Facilitated>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHexFile {
    hex: Vec<RawHex>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHex {
    id: Spanned<String>,
    name: String,
    row: u8,
    col: u8,
    kind: HexKind,
    site: Site,
    feature: Option<String>,
    feature_name: Option<String>,
    resource: Option<String>,
    modifier: Option<i8>,
    corners: Vec<String>,
    adjacent: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawXFile {
    intersection: Vec<RawX>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawX {
    id: Spanned<String>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    wrap: bool,
    terrain: Terrain,
    hexes: Vec<String>,
    neighbours: Vec<String>,
}

/// The counts of the A.6 summary table (play notes, D1) and the Turnpost-edition counts under
/// it, per era I, II, III.
pub struct Counts {
    pub cards: [usize; 3],
    pub cc: [usize; 3],
    pub public: [usize; 3],
    pub info: [usize; 3],
    pub culture: [usize; 3],
    pub admin: [usize; 3],
    pub eg: [usize; 3],
    pub eg2: [usize; 3],
    pub fd: [usize; 3],
    pub fd2: [usize; 3],
    pub nat_animal: [usize; 3],
    pub nat_plant: [usize; 3],
    pub nat_resource: [usize; 3],
    pub barb: [usize; 3],
    /// Advances per track (FP, MET, MAR, ENE, IMM): (count, the max they carry).
    pub adv: [[(usize, u8); 3]; 5],
    /// Encephalization in Era I by instinct (social, nature, tech, language).
    pub enc_era1: [usize; 4],
    pub eye: [usize; 3],
    pub volc: [usize; 3],
    pub dis: [usize; 3],
    pub el: [usize; 3],
    pub fac: [usize; 3],
}

/// Design A.6's table.
pub const COUNTS: Counts = Counts {
    cards: [30, 35, 37],
    cc: [3, 2, 1],
    public: [4, 14, 19],
    info: [1, 4, 5],
    culture: [1, 5, 5],
    admin: [2, 5, 9],
    eg: [11, 11, 4],
    eg2: [0, 0, 4],
    fd: [18, 18, 11],
    fd2: [0, 2, 3],
    nat_animal: [1, 4, 3],
    nat_plant: [2, 6, 2],
    nat_resource: [0, 6, 8],
    barb: [0, 3, 1],
    adv: [
        [(0, 0), (1, 4), (3, 4)],
        [(2, 1), (1, 2), (7, 3)],
        [(4, 1), (5, 2), (2, 3)],
        [(0, 0), (0, 0), (3, 2)],
        [(1, 1), (5, 3), (6, 4)],
    ],
    enc_era1: [4, 4, 4, 6],
    eye: [0, 2, 2],
    volc: [1, 1, 1],
    dis: [0, 2, 2],
    el: [0, 2, 2],
    fac: [0, 3, 1],
};

/// Parses and validates the eight files (design 1.2).
pub fn parse_data(files: &Files) -> Result<Data, DataError> {
    let mut data = Data {
        species: Vec::new(),
        era_spaces: Vec::new(),
        regions: Vec::new(),
        tracks: Vec::new(),
        innovation_boxes: 0,
        population_boxes: 0,
        innovation_setup: 0,
        population_setup: 0,
        climate: Vec::new(),
        domestication: HashMap::new(),
        cards: Vec::new(),
        hexes: Vec::new(),
        intersections: Vec::new(),
    };
    parse_map(files, &mut data)?;
    parse_brain(files.brain, &mut data)?;
    parse_tracks(files.tracks, &mut data)?;
    parse_climate(files.climate, &mut data)?;
    parse_domestication(files.domestication, &mut data)?;
    parse_cards(files.cards, &mut data)?;
    parse_species(files.species, &mut data)?;
    Ok(data)
}

fn unique<'a>(ctx: &Ctx, ids: impl Iterator<Item = &'a Spanned<String>>) -> Result<(), DataError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id.get_ref().as_str()) {
            return Err(ctx.at(id, "this id is used twice"));
        }
    }
    Ok(())
}

fn parse_map(files: &Files, data: &mut Data) -> Result<(), DataError> {
    let hctx = Ctx {
        file: "map_hexes.toml",
        text: files.map_hexes,
    };
    let xctx = Ctx {
        file: "map_intersections.toml",
        text: files.map_intersections,
    };
    let raw_h: RawHexFile = hctx.parse()?;
    let raw_x: RawXFile = xctx.parse()?;
    unique(&hctx, raw_h.hex.iter().map(|h| &h.id))?;
    unique(&xctx, raw_x.intersection.iter().map(|x| &x.id))?;
    if raw_h.hex.len() > usize::from(u8::MAX) {
        return Err(hctx.whole("too many hexes"));
    }
    let hex_ix: HashMap<&str, u8> = raw_h
        .hex
        .iter()
        .enumerate()
        .map(|(i, h)| (h.id.get_ref().as_str(), i as u8))
        .collect();
    let x_ix: HashMap<&str, u16> = raw_x
        .intersection
        .iter()
        .enumerate()
        .map(|(i, x)| (x.id.get_ref().as_str(), i as u16))
        .collect();
    for h in &raw_h.hex {
        if h.corners.len() != 6 {
            return Err(hctx.at(&h.id, "a hex has exactly 6 corner intersections (1.2)"));
        }
        let mut corners = [0u16; 6];
        for (slot, c) in corners.iter_mut().zip(&h.corners) {
            *slot = *x_ix
                .get(c.as_str())
                .ok_or_else(|| hctx.at(&h.id, format!("corner {c} is not an intersection")))?;
        }
        let mut adjacent = Vec::new();
        for a in &h.adjacent {
            adjacent.push(
                *hex_ix
                    .get(a.as_str())
                    .ok_or_else(|| hctx.at(&h.id, format!("adjacent hex {a} does not exist")))?,
            );
        }
        let feature = match (&h.feature, &h.feature_name, &h.resource, h.modifier) {
            (None, None, None, None) => None,
            (Some(k), name, res, Some(m)) => {
                let kind = FeatureKind::parse(k)
                    .ok_or_else(|| hctx.at(&h.id, format!("{k:?} is not a feature kind")))?;
                let name = match (kind, name, res) {
                    (FeatureKind::Resource, None, Some(r)) => r.clone(),
                    (FeatureKind::Animal | FeatureKind::Plant, Some(n), None) => n.clone(),
                    _ => {
                        return Err(hctx.at(
                            &h.id,
                            "an animal or plant has a feature_name, a resource a resource type",
                        ))
                    }
                };
                Some(Feature {
                    kind,
                    name,
                    modifier: m,
                })
            }
            _ => return Err(hctx.at(&h.id, "a feature needs its kind and its modifier together")),
        };
        if h.kind == HexKind::Ocean && (h.site != Site::None || feature.is_some()) {
            return Err(hctx.at(&h.id, "an ocean hex has no site and no feature"));
        }
        data.hexes.push(HexDef {
            id: h.id.get_ref().clone(),
            name: h.name.clone(),
            row: h.row,
            col: h.col,
            kind: h.kind,
            site: h.site,
            feature,
            corners,
            adjacent,
        });
    }
    for x in &raw_x.intersection {
        let mut hexes = Vec::new();
        for h in &x.hexes {
            hexes.push(
                *hex_ix
                    .get(h.as_str())
                    .ok_or_else(|| xctx.at(&x.id, format!("hex {h} does not exist")))?,
            );
        }
        if hexes.is_empty() || hexes.len() > 3 {
            return Err(xctx.at(&x.id, "an intersection touches 1 to 3 hexes (0.9)"));
        }
        let mut neighbours = Vec::new();
        for n in &x.neighbours {
            let (id, class) = match n.split_once('/') {
                None => (n.as_str(), EdgeClass::L),
                Some((id, "S")) => (id, EdgeClass::S),
                Some((id, "O")) => (id, EdgeClass::O),
                Some((id, "W")) => (id, EdgeClass::W),
                Some((id, "R")) => (id, EdgeClass::R),
                Some(_) => {
                    return Err(xctx.at(&x.id, format!("{n:?} has no edge class S, O, W or R")))
                }
            };
            let ix = *x_ix
                .get(id)
                .ok_or_else(|| xctx.at(&x.id, format!("neighbour {id} does not exist")))?;
            neighbours.push((ix, class));
        }
        data.intersections.push(IntersectionDef {
            id: x.id.get_ref().clone(),
            name: x.name.clone(),
            wrap: x.wrap,
            terrain: x.terrain,
            hexes,
            neighbours,
        });
    }
    check_map(&hctx, &xctx, &raw_h, &raw_x, data)
}

fn check_map(
    hctx: &Ctx,
    xctx: &Ctx,
    raw_h: &RawHexFile,
    raw_x: &RawXFile,
    data: &Data,
) -> Result<(), DataError> {
    let ocean = data
        .hexes
        .iter()
        .filter(|h| h.kind == HexKind::Ocean)
        .count();
    if data.hexes.len() != 126 || ocean != 55 {
        return Err(hctx.whole(format!(
            "the map has 126 hexes, 71 land or shelf and 55 ocean (A.7), not {} and {ocean}",
            data.hexes.len()
        )));
    }
    if data.intersections.len() != 298 {
        return Err(xctx.whole(format!(
            "the map has 298 intersections (A.7), not {}",
            data.intersections.len()
        )));
    }
    // Corners and hex lists agree both ways.
    for (i, x) in data.intersections.iter().enumerate() {
        let listing: BTreeSet<u8> = data
            .hexes
            .iter()
            .enumerate()
            .filter(|(_, h)| h.corners.contains(&(i as u16)))
            .map(|(h, _)| h as u8)
            .collect();
        let own: BTreeSet<u8> = x.hexes.iter().copied().collect();
        if own != listing || own.len() != x.hexes.len() {
            return Err(xctx.at(
                &raw_x.intersection[i].id,
                "its hex list differs from the hexes that list it as a corner (1.2)",
            ));
        }
    }
    // Hex adjacency is symmetric, and hexes sharing a side are adjacent.
    for (i, h) in data.hexes.iter().enumerate() {
        for &a in &h.adjacent {
            if !data.hex(a).adjacent.contains(&(i as u8)) {
                return Err(hctx.at(
                    &raw_h.hex[i].id,
                    format!("adjacent to {} but not the other way round", data.hex(a).id),
                ));
            }
        }
        for (j, o) in data.hexes.iter().enumerate() {
            let shared = h.corners.iter().filter(|c| o.corners.contains(c)).count();
            if i != j && shared >= 2 && !h.adjacent.contains(&(j as u8)) {
                return Err(hctx.at(
                    &raw_h.hex[i].id,
                    format!(
                        "shares a side with {} but does not list it as adjacent",
                        o.id
                    ),
                ));
            }
        }
    }
    // Neighbours are symmetric with the same class, and each class agrees with the hexes.
    for (i, x) in data.intersections.iter().enumerate() {
        let id = &raw_x.intersection[i].id;
        for &(n, class) in &x.neighbours {
            if data.edge(n, i as u16) != Some(class) {
                return Err(xctx.at(
                    id,
                    format!(
                        "the edge to {} is not listed the same way from both ends (1.2)",
                        data.x(n).id
                    ),
                ));
            }
            let common: Vec<HexKind> = x
                .hexes
                .iter()
                .filter(|h| data.x(n).hexes.contains(h))
                .map(|&h| data.hex(h).kind)
                .collect();
            let derived = if common.iter().any(|k| k.is_land()) {
                EdgeClass::L
            } else if common.contains(&HexKind::Shelf) {
                EdgeClass::S
            } else {
                EdgeClass::O
            };
            let bering = (x.wrap || data.x(n).wrap) && derived == EdgeClass::L;
            let ok = match class {
                EdgeClass::W | EdgeClass::R => derived == EdgeClass::O || bering,
                c => c == derived,
            };
            if common.is_empty() || !ok {
                return Err(xctx.at(
                    id,
                    format!(
                        "the edge to {} is {class:?} but its hexes make it {derived:?} (1.2)",
                        data.x(n).id
                    ),
                ));
            }
        }
        // The terrain follows from the hexes (A.7), except at the two wrap intersections.
        let land: Vec<HexKind> = x
            .hexes
            .iter()
            .map(|&h| data.hex(h).kind)
            .filter(|k| k.is_land())
            .collect();
        let derived = if x.wrap {
            Terrain::Plain
        } else if !land.is_empty() {
            let order = [
                (HexKind::Plain, Terrain::Plain),
                (HexKind::Grass, Terrain::Grass),
                (HexKind::Savanna, Terrain::Savanna),
                (HexKind::Tundra, Terrain::Tundra),
            ];
            let most = order
                .iter()
                .map(|(k, _)| land.iter().filter(|l| *l == k).count())
                .max()
                .unwrap_or(0);
            order
                .iter()
                .find(|(k, _)| land.iter().filter(|l| *l == k).count() == most)
                .map_or(Terrain::Plain, |(_, t)| *t)
        } else if x.hexes.iter().any(|&h| data.hex(h).kind == HexKind::Shelf) {
            Terrain::Shelf
        } else {
            Terrain::Sea
        };
        if x.terrain != derived {
            return Err(xctx.at(
                id,
                format!(
                    "terrain {:?} does not follow from its hexes, which give {derived:?} (A.7)",
                    x.terrain
                ),
            ));
        }
    }
    if data.edge_count() != 425 {
        return Err(xctx.whole(format!(
            "the map has 425 edges (A.7), not {}",
            data.edge_count()
        )));
    }
    Ok(())
}

fn parse_brain(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "brain.toml",
        text,
    };
    let raw: RawBrain = ctx.parse()?;
    unique(&ctx, raw.region.iter().map(|r| &r.id))?;
    for (i, want) in Region::ALL.into_iter().enumerate() {
        let r = raw
            .region
            .get(i)
            .ok_or_else(|| ctx.whole("the brain map has five regions (0.5)"))?;
        if r.id.get_ref() != want.name() {
            return Err(ctx.at(
                &r.id,
                format!(
                    "region {} expected here (limbic, hippocampus, wernicke, broca, neocortex)",
                    want.name()
                ),
            ));
        }
        let mut adjacent = Vec::new();
        for a in &r.adjacent {
            adjacent.push(
                Region::parse(a).ok_or_else(|| ctx.at(&r.id, format!("{a:?} is not a region")))?,
            );
        }
        data.regions.push(RegionDef {
            region: want,
            instinct: r.instinct,
            adjacent,
        });
    }
    if raw.region.len() != 5 {
        return Err(ctx.whole("the brain map has five regions (0.5)"));
    }
    for (i, r) in data.regions.iter().enumerate() {
        for a in &r.adjacent {
            if !data.region(*a).adjacent.contains(&r.region) {
                return Err(ctx.at(
                    &raw.region[i].id,
                    format!("adjacent to {} but not the other way round", a.name()),
                ));
            }
        }
    }
    for i in Instinct::ALL {
        if !data.regions.iter().any(|r| r.instinct == i) {
            return Err(ctx.whole(format!("no region shows the {} instinct", i.name())));
        }
    }
    Ok(())
}

fn parse_tracks(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "tracks.toml",
        text,
    };
    let raw: RawTracks = ctx.parse()?;
    for (d, boxes) in [(&raw.innovation, 8u8), (&raw.population, 11u8)] {
        if d.boxes != boxes
            || d.starred != [0, 1]
            || usize::from(d.units_at_setup) + d.starred.len() != usize::from(d.boxes)
        {
            return Err(ctx.whole(
                "the innovation track has boxes 0-7 and the population track 0-10, boxes 0 and 1 starred and every other box filled at setup (0.3, 2.7)",
            ));
        }
    }
    data.innovation_boxes = raw.innovation.boxes;
    data.population_boxes = raw.population.boxes;
    data.innovation_setup = raw.innovation.units_at_setup;
    data.population_setup = raw.population.units_at_setup;
    let tops = [(1u8, 4u8), (0, 3), (0, 3), (0, 2), (0, 4)];
    if raw.track.len() != 5 {
        return Err(ctx.whole("there are five infrastructure tracks (0.8)"));
    }
    for ((t, want), (start, top)) in raw.track.iter().zip(Track::ALL).zip(tops) {
        if t.id.get_ref() != want.code() {
            return Err(ctx.at(&t.id, format!("track {} expected here (0.8)", want.code())));
        }
        let levels: Vec<u8> = t.levels.iter().map(|l| l.level).collect();
        let expect: Vec<u8> = (start..=top).collect();
        if t.start != start || levels != expect {
            return Err(ctx.at(
                &t.id,
                format!("this track starts at {start} and has every level up to {top} (0.8, S3)"),
            ));
        }
        data.tracks.push(TrackDef {
            track: want,
            name: t.name.clone(),
            start,
            top,
            level_names: t.levels.iter().map(|l| l.name.clone()).collect(),
        });
    }
    Ok(())
}

fn parse_climate(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "climate.toml",
        text,
    };
    let raw: RawClimateFile = ctx.parse()?;
    let expect = [
        ("dansgaard-oeschger", &[1u8, 2, 3][..], "savanna", "desert"),
        ("greenhouse", &[4, 5][..], "grassland", "jungle"),
        ("milankovitch", &[6][..], "glacial", "tropical"),
    ];
    if raw.card.len() != 3 {
        return Err(ctx.whole("there are three climate cards (0.10)"));
    }
    for (c, (id, rolls, start, other)) in raw.card.iter().zip(expect) {
        if c.id.get_ref() != id || c.rolls != rolls || c.start != start || c.other != other {
            return Err(ctx.at(
                &c.id,
                format!("expected {id}, turned on {rolls:?}, {start} at the start, {other} on the other side (A.4)"),
            ));
        }
        data.climate.push(ClimateDef {
            id: c.id.get_ref().clone(),
            name: c.name.clone(),
            rolls: c.rolls.clone(),
            start: c.start.clone(),
            other: c.other.clone(),
        });
    }
    Ok(())
}

fn track_reqs(
    ctx: &Ctx,
    id: &Spanned<String>,
    reqs: &[String],
) -> Result<Vec<(Track, u8)>, DataError> {
    reqs.iter()
        .map(|r| match parse_req(r) {
            Some(Req::Track(t, l)) if l <= data_top(t) => Ok((t, l)),
            _ => Err(ctx.at(
                id,
                format!("{r:?} is not a track requirement such as \"ENE>=1\""),
            )),
        })
        .collect()
}

/// The top level of each track (0.8); the data file is checked against it.
fn data_top(t: Track) -> u8 {
    [4, 3, 3, 2, 4][t.index()]
}

fn parse_domestication(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "domestication.toml",
        text,
    };
    let raw: RawDomFile = ctx.parse()?;
    let mut order: Vec<String> = Vec::new();
    for r in &raw.row {
        let outcome = match r.outcome.as_str() {
            "success" => Outcome::Success,
            "fail" => Outcome::Fail,
            "fierce" => Outcome::Fierce,
            o => return Err(ctx.at(&r.table, format!("{o:?} is not success, fail or fierce"))),
        };
        let mut gains = Vec::new();
        for g in &r.gains {
            gains.push(match g.as_str() {
                "metropolis" => Gain::Metropolis,
                "eg" => Gain::Eg,
                "zoonosis" => Gain::Zoonosis,
                other => match parse_effect(other) {
                    Some(Effect::Adv(t, m)) if m <= data_top(t) => Gain::Adv(t, m),
                    _ => return Err(ctx.at(&r.table, format!("{other:?} is not a gain"))),
                },
            });
        }
        if (outcome == Outcome::Success) == gains.is_empty() {
            return Err(ctx.at(&r.table, "a success row has gains and a failing row none"));
        }
        let requires = track_reqs(&ctx, &r.table, &r.requires)?;
        let rows = data
            .domestication
            .entry(r.table.get_ref().clone())
            .or_default();
        // Rows run upwards without a gap or an overlap; the first has no lo and the last no hi.
        let fits = match rows.last() {
            None => r.lo.is_none(),
            Some(prev) => matches!((prev.hi, r.lo), (Some(h), Some(l)) if l == h + 1),
        } && r.lo.zip(r.hi).is_none_or(|(l, h)| l <= h);
        if !fits {
            return Err(ctx.at(
                &r.table,
                "the rows of a table cover every result once, in rising order (A.5)",
            ));
        }
        if !order.contains(r.table.get_ref()) {
            order.push(r.table.get_ref().clone());
        }
        rows.push(DomRow {
            lo: r.lo,
            hi: r.hi,
            result: r.result.clone(),
            outcome,
            requires,
            gains,
        });
    }
    for (name, rows) in &data.domestication {
        if rows.last().is_some_and(|r| r.hi.is_some()) {
            return Err(ctx.whole(format!(
                "the {name} table's last row must be open-ended (A.5)"
            )));
        }
        let fierce = rows.iter().any(|r| r.outcome == Outcome::Fierce);
        if fierce != (name == "animal") {
            return Err(ctx.whole("only the animal table has a fierce row (A.5)"));
        }
    }
    for name in ["animal", "plant"] {
        if !data.domestication.contains_key(name) {
            return Err(ctx.whole(format!("the {name} table is missing (A.5)")));
        }
    }
    // Every resource hex's type has a table.
    for h in &data.hexes {
        if let Some(f) = &h.feature {
            if data.table_for(f).is_none() {
                return Err(ctx.whole(format!(
                    "no table for {} (hex {} of map_hexes.toml)",
                    f.name, h.id
                )));
            }
        }
    }
    Ok(())
}

fn parse_cards(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "cards.toml",
        text,
    };
    let raw: RawCardFile = ctx.parse()?;
    unique(&ctx, raw.card.iter().map(|c| &c.id))?;
    if raw.card.len() > usize::from(u8::MAX) {
        return Err(ctx.whole("too many cards"));
    }
    for c in &raw.card {
        if !(1..=3).contains(&c.era) {
            return Err(ctx.at(&c.id, "a card's era is 1, 2 or 3 (S1)"));
        }
        let effects = |list: &Option<Vec<String>>| -> Result<Vec<Effect>, DataError> {
            list.iter()
                .flatten()
                .map(|e| {
                    parse_effect(e)
                        .filter(|e| !matches!(e, Effect::Adv(t, m) if *m > data_top(*t)))
                        .ok_or_else(|| ctx.at(&c.id, format!("{e:?} is not a card icon")))
                })
                .collect()
        };
        let kind = match c.kind.as_str() {
            "idea" => {
                if c.category.is_some()
                    || c.rank.is_some()
                    || c.catastrophes.is_some()
                    || c.winner.is_some()
                    || c.facilitated.is_some()
                {
                    return Err(ctx.at(&c.id, "an idea card has no category, rank, catastrophes, winner icons or facilitated action"));
                }
                let left = effects(&c.left)?;
                let right = effects(&c.right)?;
                if left.is_empty() || right.is_empty() {
                    return Err(ctx.at(&c.id, "an idea card has a left and a right side (1.2)"));
                }
                if right
                    .iter()
                    .any(|e| !matches!(e, Effect::Eg | Effect::Eg2 | Effect::Fd | Effect::Fd2))
                {
                    return Err(
                        ctx.at(&c.id, "a right side holds only EG, EG×2, FD and FD×2 (A.6)")
                    );
                }
                if left.iter().any(|e| matches!(e, Effect::El)) {
                    return Err(ctx.at(&c.id, "EL is found only on public cards (6.3)"));
                }
                let mut left_req = Vec::new();
                for r in c.left_req.iter().flatten() {
                    left_req.push(
                        parse_req(r)
                            .ok_or_else(|| ctx.at(&c.id, format!("{r:?} is not a requirement")))?,
                    );
                }
                let mut eye = false;
                for f in c.flags.iter().flatten() {
                    match f.as_str() {
                        "eye" => eye = true,
                        other => return Err(ctx.at(&c.id, format!("{other:?} is not a flag"))),
                    }
                }
                CardKind::Idea {
                    left_req,
                    left,
                    right,
                    eye,
                }
            }
            "public" => {
                if c.left_req.is_some()
                    || c.left.is_some()
                    || c.right.is_some()
                    || c.flags.is_some()
                {
                    return Err(ctx.at(&c.id, "a public card has no sides or flags"));
                }
                let (Some(category), Some(rank)) = (c.category, c.rank) else {
                    return Err(ctx.at(&c.id, "a public card has a category and a rank (1.2)"));
                };
                if !(1..=3).contains(&rank) {
                    return Err(ctx.at(&c.id, "a public card's rank is 1 to 3 (1.2)"));
                }
                let mut catastrophes = Vec::new();
                for k in c.catastrophes.iter().flatten() {
                    let parsed = match k.split_once(':') {
                        None if k == "cc" => Some(Catastrophe::Cc),
                        Some(("volc", h)) => data.hex_by_id(h).map(Catastrophe::Volc),
                        Some(("dis", l)) => l
                            .parse()
                            .ok()
                            .filter(|l| (1..=4).contains(l))
                            .map(Catastrophe::Dis),
                        _ => None,
                    };
                    catastrophes.push(
                        parsed
                            .ok_or_else(|| ctx.at(&c.id, format!("{k:?} is not a catastrophe")))?,
                    );
                }
                let winner = effects(&c.winner)?;
                if winner
                    .iter()
                    .any(|e| !matches!(e, Effect::Eg | Effect::Eg2 | Effect::Adv(..) | Effect::El))
                {
                    return Err(ctx.at(
                        &c.id,
                        "the winner of a public card receives only EG, EG×2, ADV and EL (6.4)",
                    ));
                }
                let fac = c.facilitated.clone().unwrap_or_default();
                if fac.len() > 1 {
                    return Err(ctx.at(&c.id, "a public card has at most one facilitated action"));
                }
                CardKind::Public {
                    category,
                    rank,
                    catastrophes,
                    winner,
                    facilitated: fac.first().copied(),
                }
            }
            other => return Err(ctx.at(&c.id, format!("{other:?} is not idea or public"))),
        };
        data.cards.push(CardDef {
            id: c.id.get_ref().clone(),
            era: c.era,
            name: c.name.clone(),
            kind,
        });
    }
    check_counts(&ctx, &raw, data)
}

/// The A.6 summary table, counted from the cards.
pub fn count_cards(cards: &[CardDef]) -> Counts {
    let mut n = Counts {
        cards: [0; 3],
        cc: [0; 3],
        public: [0; 3],
        info: [0; 3],
        culture: [0; 3],
        admin: [0; 3],
        eg: [0; 3],
        eg2: [0; 3],
        fd: [0; 3],
        fd2: [0; 3],
        nat_animal: [0; 3],
        nat_plant: [0; 3],
        nat_resource: [0; 3],
        barb: [0; 3],
        adv: [[(0, 0); 3]; 5],
        enc_era1: [0; 4],
        eye: [0; 3],
        volc: [0; 3],
        dis: [0; 3],
        el: [0; 3],
        fac: [0; 3],
    };
    for c in cards {
        let e = usize::from(c.era.clamp(1, 3)) - 1;
        n.cards[e] += 1;
        let icons: Vec<Effect> = match &c.kind {
            CardKind::Idea {
                left, right, eye, ..
            } => {
                n.eye[e] += usize::from(*eye);
                left.iter().chain(right).copied().collect()
            }
            CardKind::Public {
                category,
                catastrophes,
                winner,
                facilitated,
                ..
            } => {
                n.public[e] += 1;
                match category {
                    Category::Info => n.info[e] += 1,
                    Category::Culture => n.culture[e] += 1,
                    Category::Admin => n.admin[e] += 1,
                }
                for k in catastrophes {
                    match k {
                        Catastrophe::Cc => n.cc[e] += 1,
                        Catastrophe::Volc(_) => n.volc[e] += 1,
                        Catastrophe::Dis(_) => n.dis[e] += 1,
                    }
                }
                n.fac[e] += usize::from(facilitated.is_some());
                winner.clone()
            }
        };
        for icon in icons {
            match icon {
                Effect::Enc(i) if e == 0 => n.enc_era1[i as usize] += 1,
                Effect::Enc(_) => {}
                Effect::Adv(t, m) => {
                    let slot = &mut n.adv[t.index()][e];
                    slot.0 += 1;
                    slot.1 = slot.1.max(m);
                }
                Effect::Nat(FeatureKind::Animal, _) => n.nat_animal[e] += 1,
                Effect::Nat(FeatureKind::Plant, _) => n.nat_plant[e] += 1,
                Effect::Nat(FeatureKind::Resource, _) => n.nat_resource[e] += 1,
                Effect::Barb => n.barb[e] += 1,
                Effect::Eg => n.eg[e] += 1,
                Effect::Eg2 => n.eg2[e] += 1,
                Effect::Fd => n.fd[e] += 1,
                Effect::Fd2 => n.fd2[e] += 1,
                Effect::El => n.el[e] += 1,
            }
        }
    }
    n
}

fn check_counts(ctx: &Ctx, raw: &RawCardFile, data: &Data) -> Result<(), DataError> {
    let got = count_cards(&data.cards);
    let want = &COUNTS;
    let rows: [(&str, [usize; 3], [usize; 3]); 19] = [
        ("cards", got.cards, want.cards),
        ("climate changes", got.cc, want.cc),
        ("public cards", got.public, want.public),
        ("info cards", got.info, want.info),
        ("culture cards", got.culture, want.culture),
        ("admin cards", got.admin, want.admin),
        ("elder gains", got.eg, want.eg),
        ("double elder gains", got.eg2, want.eg2),
        ("fecundity decreases", got.fd, want.fd),
        ("double fecundity decreases", got.fd2, want.fd2),
        ("animal naturalists", got.nat_animal, want.nat_animal),
        ("plant naturalists", got.nat_plant, want.nat_plant),
        ("resource extractions", got.nat_resource, want.nat_resource),
        ("barbarians", got.barb, want.barb),
        ("cultural diffusions", got.eye, want.eye),
        ("volcanoes", got.volc, want.volc),
        ("diseases", got.dis, want.dis),
        ("elder losses", got.el, want.el),
        ("facilitated actions", got.fac, want.fac),
    ];
    // Point at the first card of the era that is off.
    let first_of = |era: usize| {
        raw.card
            .iter()
            .find(|c| usize::from(c.era) == era + 1)
            .map(|c| c.id.clone())
    };
    let err = |era: usize, why: String| match first_of(era) {
        Some(id) => ctx.at(&id, why),
        None => ctx.whole(why),
    };
    for (what, g, w) in rows {
        for era in 0..3 {
            if g[era] != w[era] {
                return Err(err(
                    era,
                    format!(
                        "Era {} has {} {what}, but A.6 counts {}",
                        era + 1,
                        g[era],
                        w[era]
                    ),
                ));
            }
        }
    }
    for t in Track::ALL {
        for era in 0..3 {
            if got.adv[t.index()][era] != want.adv[t.index()][era] {
                let (n, m) = want.adv[t.index()][era];
                return Err(err(
                    era,
                    format!(
                        "Era {} has {:?} {} advances (count, max), but A.6 counts {n} up to {m}",
                        era + 1,
                        got.adv[t.index()][era],
                        t.code()
                    ),
                ));
            }
        }
    }
    if got.enc_era1 != want.enc_era1 {
        return Err(err(
            0,
            format!(
                "Era I has {:?} encephalizations (social, nature, tech, language), but A.6 counts {:?}",
                got.enc_era1, want.enc_era1
            ),
        ));
    }
    Ok(())
}

fn parse_species(text: &str, data: &mut Data) -> Result<(), DataError> {
    let ctx = Ctx {
        file: "species.toml",
        text,
    };
    let raw: RawSpeciesFile = ctx.parse()?;
    unique(&ctx, raw.species.iter().map(|s| &s.letter))?;
    if raw.species.len() != 5 {
        return Err(ctx.whole("there are five species, A, C, H, N and P (0.1)"));
    }
    for (s, want) in raw.species.iter().zip(Letter::ALL) {
        if Letter::parse(s.letter.get_ref()) != Some(want) {
            return Err(ctx.at(
                &s.letter,
                format!("letter {} expected here (ID order, 0.1)", want.char()),
            ));
        }
        let start = data.x_by_id(&s.start).ok_or_else(|| {
            ctx.at(
                &s.letter,
                format!("start intersection {} does not exist (1.2)", s.start),
            )
        })?;
        // Habitable in the starting climate (savanna, grassland, glacial; 9.3): not tundra (ice)
        // and not sea.
        if matches!(data.x(start).terrain, Terrain::Tundra | Terrain::Sea) {
            return Err(ctx.at(
                &s.letter,
                format!(
                    "start intersection {} is not habitable in the starting climate (1.2)",
                    s.start
                ),
            ));
        }
        let mut covered = Vec::new();
        for r in &s.covered {
            covered.push(
                Region::parse(r)
                    .ok_or_else(|| ctx.at(&s.letter, format!("{r:?} is not a region")))?,
            );
        }
        if covered.len() != 3 || covered.iter().collect::<BTreeSet<_>>().len() != 3 {
            return Err(ctx.at(
                &s.letter,
                "three different regions are covered at setup (2.6)",
            ));
        }
        if s.victory_points.is_empty() {
            return Err(ctx.at(
                &s.letter,
                "a brain map has at least one victory-point source (17.2)",
            ));
        }
        data.species.push(SpeciesDef {
            letter: want,
            name: s.name.clone(),
            colour: s.colour.clone(),
            start,
            covered,
            victory_points: s.victory_points.clone(),
            golden: [
                track_reqs(&ctx, &s.letter, &s.golden_2)?,
                track_reqs(&ctx, &s.letter, &s.golden_3)?,
            ],
        });
    }
    for (i, a) in data.species.iter().enumerate() {
        for b in &data.species[i + 1..] {
            if data
                .x(a.start)
                .hexes
                .iter()
                .any(|h| data.x(b.start).hexes.contains(h))
            {
                return Err(ctx.at(
                    &raw.species[i].letter,
                    format!(
                        "its start intersection shares a hex with {}'s (1.2)",
                        b.letter.char()
                    ),
                ));
            }
        }
    }
    let names = ["II-dark", "II-golden", "III-dark", "III-golden", "IV-dark"];
    if raw.era_space.len() != 5 {
        return Err(ctx.whole("the era track has five spaces (14.3)"));
    }
    for (e, want) in raw.era_space.iter().zip(names) {
        if e.id.get_ref() != want {
            return Err(ctx.at(&e.id, format!("era space {want} expected here (14.3)")));
        }
        data.era_spaces.push(e.name.clone());
    }
    Ok(())
}

static DATA: OnceLock<Result<Data, DataError>> = OnceLock::new();

/// The built-in data, parsed and validated once.
pub fn try_data() -> Result<&'static Data, &'static DataError> {
    DATA.get_or_init(|| parse_data(&BUILTIN)).as_ref()
}

/// The built-in data. The server checks `try_data` at start and refuses to run on bad data, so
/// inside the engine the data is always there.
pub fn data() -> &'static Data {
    match try_data() {
        Ok(d) => d,
        Err(e) => panic!("{e}"),
    }
}
