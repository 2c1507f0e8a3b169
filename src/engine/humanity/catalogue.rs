//! Humanity's component data: resources, colours, modules, experiments and missions.
//!
//! The data lives in `data/humanity/catalogue.toml` (design page, Appendix A), is compiled into
//! the binary, parsed once and validated. Everything else refers to components by their index in
//! the catalogue (`u8`), which keeps the game state small and cheap to clone.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

const CATALOGUE_TOML: &str = include_str!("../../../data/humanity/catalogue.toml");

/// A resource type. The order matters: basic 0..3, advanced 3..6 (paired with basic by +3), E 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Res {
    I,
    M,
    N,
    O,
    A,
    P,
    E,
}

impl Res {
    pub const ALL: [Res; 7] = [Res::I, Res::M, Res::N, Res::O, Res::A, Res::P, Res::E];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Res> {
        Res::ALL.get(i).copied()
    }

    pub fn from_letter(c: char) -> Option<Res> {
        match c.to_ascii_uppercase() {
            'I' => Some(Res::I),
            'M' => Some(Res::M),
            'N' => Some(Res::N),
            'O' => Some(Res::O),
            'A' => Some(Res::A),
            'P' => Some(Res::P),
            'E' => Some(Res::E),
            _ => None,
        }
    }

    pub fn letter(self) -> char {
        ['I', 'M', 'N', 'O', 'A', 'P', 'E'][self.index()]
    }

    pub fn name(self) -> &'static str {
        [
            "Ice",
            "Methane",
            "Insect",
            "Oxygen",
            "Aircarbon",
            "Protein",
            "Electricity",
        ][self.index()]
    }

    pub fn is_basic(self) -> bool {
        self.index() < 3
    }

    pub fn is_advanced(self) -> bool {
        (3..6).contains(&self.index())
    }

    /// The basic resource paired with an advanced one (O-I, A-M, P-N), and back.
    pub fn pair(self) -> Option<Res> {
        match self {
            Res::E => None,
            r => Res::from_index((r.index() + 3) % 6),
        }
    }

    /// Bit of this resource in a `ResSet`.
    pub fn bit(self) -> u8 {
        1 << self.index()
    }
}

/// A small set of resources as a bit mask (what a module produces, what a unit may pay).
pub type ResSet = u8;

/// Module colours; each always shown with its symbol for colourblind players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Orange,
    Blue,
    Purple,
    Green,
}

impl Colour {
    pub fn name(self) -> &'static str {
        match self {
            Colour::Orange => "orange",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
            Colour::Green => "green",
        }
    }

    /// The symbol drawn with the colour (design page, Turnpost-wide decisions).
    pub fn symbol(self) -> &'static str {
        match self {
            Colour::Orange => "gear",
            Colour::Blue => "robot",
            Colour::Purple => "flask",
            Colour::Green => "sprout",
        }
    }
}

/// What kind of tile a catalogue module is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A starting module (S1-S4); behaves as a production module.
    Start,
    Production,
    Time,
    /// A drawn communication tile: never placed, replaced by a `Supply` tile.
    Communication,
    Purple,
    Greenhouse,
    Drone,
    /// A communication replacement tile from the supply.
    Supply,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    Round,
    Rectangular,
    Octagonal,
    Wild,
}

/// Which colour a purple module rewards adjacency to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AdjTarget {
    Orange,
    Blue,
    Purple,
    Green,
    Any,
}

impl AdjTarget {
    pub fn matches(self, c: Colour) -> bool {
        match self {
            AdjTarget::Any => true,
            AdjTarget::Orange => c == Colour::Orange,
            AdjTarget::Blue => c == Colour::Blue,
            AdjTarget::Purple => c == Colour::Purple,
            AdjTarget::Green => c == Colour::Green,
        }
    }
}

/// Experiment sides (left, centre, right).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    L,
    C,
    R,
}

impl Side {
    pub const ALL: [Side; 3] = [Side::L, Side::C, Side::R];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::L => "left",
            Side::C => "centre",
            Side::R => "right",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Effect {
    None,
    Time,
    Reactivate,
}

/// A cost as counts per resource (indexed by `Res::index`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost(pub [u8; 7]);

impl Cost {
    pub fn parse(s: &str) -> Option<Cost> {
        let mut c = [0u8; 7];
        for ch in s.chars() {
            c[Res::from_letter(ch)?.index()] += 1;
        }
        Some(Cost(c))
    }

    pub fn count(&self, r: Res) -> u8 {
        self.0[r.index()]
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// The letters, e.g. "IIM".
    pub fn letters(&self) -> String {
        let mut s = String::new();
        for r in Res::ALL {
            for _ in 0..self.count(r) {
                s.push(r.letter());
            }
        }
        s
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for r in Res::ALL {
            let n = self.count(r);
            if n > 0 {
                if !first {
                    f.write_str(" + ")?;
                }
                write!(f, "{n} {}", r.name())?;
                first = false;
            }
        }
        if first {
            f.write_str("nothing")?;
        }
        Ok(())
    }
}

/// One module of the catalogue (starting, year, or supply tile).
#[derive(Debug, Clone, Serialize)]
pub struct ModuleDef {
    pub id: String,
    pub year: u8,
    pub kind: Kind,
    pub name: String,
    /// `None` only for drawn communication tiles, whose colour the player chooses.
    pub colour: Option<Colour>,
    pub cost: Cost,
    /// Work points to activate; 0 when the module cannot be activated.
    pub wp: u8,
    /// Resources a unit stored here may be: one bit, or two for a variable producer.
    pub produces: ResSet,
    pub adj: Option<(AdjTarget, u8)>,
    pub rp: u8,
    pub vp: u8,
    pub shape: Option<Shape>,
}

impl ModuleDef {
    /// A production module stores units (starting tiles included; time modules store nothing).
    pub fn is_producer(&self) -> bool {
        self.produces != 0
    }

    pub fn is_activatable(&self) -> bool {
        self.wp > 0
    }

    /// True when the producer lists this resource (a variable producer lists two).
    pub fn makes(&self, r: Res) -> bool {
        self.produces & r.bit() != 0
    }

    pub fn is_variable(&self) -> bool {
        self.produces.count_ones() > 1
    }

    /// Stored units of this module count as advanced in the final tie-break.
    pub fn stores_advanced(&self) -> bool {
        Res::ALL.iter().any(|r| r.is_advanced() && self.makes(*r))
    }

    /// "Ice", "Insect or methane", ...
    pub fn produces_text(&self) -> String {
        let names: Vec<&str> = Res::ALL
            .iter()
            .filter(|r| self.makes(**r))
            .map(|r| r.name())
            .collect();
        names.join(" or ")
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct ExperimentDef {
    pub id: String,
    pub year: u8,
    pub side: Side,
    pub cost: Cost,
    pub rp: u8,
    pub vp: u8,
    pub effect: Effect,
}

/// How a mission is measured (design page, 9.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "measure", rename_all = "snake_case")]
pub enum Measure {
    LargestGroup { colour: Colour, diagonal: bool },
    ColourCount { colour: Colour },
    Run { dir: Direction, same_colour: bool },
    Pictograms { resource: Res },
    SideCount { side: Side },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Vertical,
    Horizontal,
    Diagonal,
}

#[derive(Debug, Clone, Serialize)]
pub struct MissionDef {
    pub id: String,
    pub letter: char,
    pub measure: Measure,
    pub min: u32,
    pub text: String,
}

/// The whole component data, validated.
#[derive(Debug, Clone, Serialize)]
pub struct Catalogue {
    pub modules: Vec<ModuleDef>,
    pub experiments: Vec<ExperimentDef>,
    pub missions: Vec<MissionDef>,
    /// Indices of S1, S2, S3, S4.
    pub start: [u8; 4],
    /// Module indices per year (index 0 = year 1), in catalogue order.
    pub year_modules: [Vec<u8>; 3],
    /// Experiment indices per year.
    pub year_experiments: [Vec<u8>; 3],
    /// Mission indices per letter A, B, C.
    pub letter_missions: [Vec<u8>; 3],
    /// Supply tile per colour (orange 0, blue 1) and RP (3, 4, 5 at 0, 1, 2).
    pub supply: [[u8; 3]; 2],
    #[serde(skip)]
    unknown_module: ModuleDef,
    #[serde(skip)]
    unknown_experiment: ExperimentDef,
}

impl Catalogue {
    /// The module at this index; an inert placeholder when out of range (hostile states are
    /// rejected by `State::validate`, this only keeps every other path panic-free).
    pub fn module(&self, i: u8) -> &ModuleDef {
        self.modules
            .get(usize::from(i))
            .unwrap_or(&self.unknown_module)
    }

    pub fn experiment(&self, i: u8) -> &ExperimentDef {
        self.experiments
            .get(usize::from(i))
            .unwrap_or(&self.unknown_experiment)
    }

    pub fn mission(&self, i: u8) -> Option<&MissionDef> {
        self.missions.get(usize::from(i))
    }

    pub fn module_by_id(&self, id: &str) -> Option<u8> {
        self.modules
            .iter()
            .position(|m| m.id == id)
            .and_then(|i| u8::try_from(i).ok())
    }

    pub fn experiment_by_id(&self, id: &str) -> Option<u8> {
        self.experiments
            .iter()
            .position(|m| m.id == id)
            .and_then(|i| u8::try_from(i).ok())
    }

    pub fn mission_by_id(&self, id: &str) -> Option<u8> {
        self.missions
            .iter()
            .position(|m| m.id == id)
            .and_then(|i| u8::try_from(i).ok())
    }

    /// The supply tile replacing a drawn communication tile (D2: same RP as the drawn tile).
    pub fn supply_tile(&self, colour: Colour, rp: u8) -> Option<u8> {
        let c = match colour {
            Colour::Orange => 0,
            Colour::Blue => 1,
            _ => return None,
        };
        let r = usize::from(rp.checked_sub(3)?);
        self.supply.get(c)?.get(r).copied()
    }

    fn empty() -> Catalogue {
        Catalogue {
            modules: Vec::new(),
            experiments: Vec::new(),
            missions: Vec::new(),
            start: [0; 4],
            year_modules: Default::default(),
            year_experiments: Default::default(),
            letter_missions: Default::default(),
            supply: [[0; 3]; 2],
            unknown_module: placeholder_module(),
            unknown_experiment: placeholder_experiment(),
        }
    }
}

fn placeholder_module() -> ModuleDef {
    ModuleDef {
        id: "?".into(),
        year: 0,
        kind: Kind::Drone,
        name: "Unknown module".into(),
        colour: None,
        cost: Cost::default(),
        wp: 0,
        produces: 0,
        adj: None,
        rp: 0,
        vp: 0,
        shape: None,
    }
}

fn placeholder_experiment() -> ExperimentDef {
    ExperimentDef {
        id: "?".into(),
        year: 0,
        side: Side::L,
        cost: Cost::default(),
        rp: 0,
        vp: 0,
        effect: Effect::None,
    }
}

/// Why the catalogue data is unusable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CatalogueError {
    #[error("The catalogue file is not valid TOML: {0}")]
    Toml(String),
    #[error("The catalogue entry {id} is invalid: {why}")]
    Entry { id: String, why: String },
    #[error("The id {0} appears more than once in the catalogue")]
    DuplicateId(String),
    #[error("Year {year} has {found} {what}, expected {expected}")]
    Count {
        year: u8,
        what: &'static str,
        found: usize,
        expected: usize,
    },
    #[error("Mission letter {letter} has {found} missions, expected 6")]
    Missions { letter: char, found: usize },
    #[error("Year {year} has {found} experiments on the {side} side, expected 3")]
    Sides {
        year: u8,
        side: &'static str,
        found: usize,
    },
}

// ---- Raw TOML shapes ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCatalogue {
    module: Vec<RawModule>,
    experiment: Vec<RawExperiment>,
    mission: Vec<RawMission>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawModule {
    id: String,
    year: u8,
    kind: Kind,
    name: String,
    colour: Option<Colour>,
    #[serde(default)]
    cost: String,
    #[serde(default)]
    wp: u8,
    #[serde(default)]
    produces: String,
    adj_colour: Option<AdjTarget>,
    #[serde(default)]
    adj_rp: u8,
    #[serde(default)]
    rp: u8,
    #[serde(default)]
    vp: u8,
    shape: Option<Shape>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExperiment {
    id: String,
    year: u8,
    side: Side,
    cost: String,
    rp: u8,
    effect: Effect,
    #[serde(default)]
    vp: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMission {
    id: String,
    letter: char,
    measure: String,
    colour: Option<Colour>,
    #[serde(default)]
    diagonal: bool,
    direction: Option<Direction>,
    #[serde(default)]
    same_colour: bool,
    resource: Option<char>,
    side: Option<Side>,
    min: u32,
    text: String,
}

fn entry_err(id: &str, why: &str) -> CatalogueError {
    CatalogueError::Entry {
        id: id.to_string(),
        why: why.to_string(),
    }
}

fn convert_module(r: RawModule) -> Result<ModuleDef, CatalogueError> {
    let cost = Cost::parse(&r.cost).ok_or_else(|| entry_err(&r.id, "unknown letter in cost"))?;
    let mut produces = 0u8;
    for ch in r.produces.chars() {
        produces |= Res::from_letter(ch)
            .ok_or_else(|| entry_err(&r.id, "unknown letter in produces"))?
            .bit();
    }
    let needs_colour = r.kind != Kind::Communication;
    if needs_colour != r.colour.is_some() {
        return Err(entry_err(&r.id, "colour missing or unexpected"));
    }
    let producer_kind = matches!(r.kind, Kind::Start | Kind::Production);
    if producer_kind != (produces != 0) || (producer_kind || r.kind == Kind::Time) != (r.wp > 0) {
        return Err(entry_err(&r.id, "production or WP does not match the kind"));
    }
    if (r.kind == Kind::Greenhouse) != r.shape.is_some() {
        return Err(entry_err(&r.id, "only greenhouses have a shape"));
    }
    if (r.kind == Kind::Purple) != r.adj_colour.is_some() {
        return Err(entry_err(
            &r.id,
            "only purple modules have an adjacency bonus",
        ));
    }
    Ok(ModuleDef {
        adj: r.adj_colour.map(|c| (c, r.adj_rp)),
        id: r.id,
        year: r.year,
        kind: r.kind,
        name: r.name,
        colour: r.colour,
        cost,
        wp: r.wp,
        produces,
        rp: r.rp,
        vp: r.vp,
        shape: r.shape,
    })
}

fn convert_experiment(r: RawExperiment) -> Result<ExperimentDef, CatalogueError> {
    let cost = Cost::parse(&r.cost).ok_or_else(|| entry_err(&r.id, "unknown letter in cost"))?;
    Ok(ExperimentDef {
        id: r.id,
        year: r.year,
        side: r.side,
        cost,
        rp: r.rp,
        vp: r.vp,
        effect: r.effect,
    })
}

fn convert_mission(r: RawMission) -> Result<MissionDef, CatalogueError> {
    let bad = || entry_err(&r.id, "measure fields do not fit");
    let measure = match r.measure.as_str() {
        "largest_group" => Measure::LargestGroup {
            colour: r.colour.ok_or_else(bad)?,
            diagonal: r.diagonal,
        },
        "colour_count" => Measure::ColourCount {
            colour: r.colour.ok_or_else(bad)?,
        },
        "run" => Measure::Run {
            dir: r.direction.ok_or_else(bad)?,
            same_colour: r.same_colour,
        },
        "pictograms" => Measure::Pictograms {
            resource: r.resource.and_then(Res::from_letter).ok_or_else(bad)?,
        },
        "side_count" => Measure::SideCount {
            side: r.side.ok_or_else(bad)?,
        },
        _ => return Err(bad()),
    };
    if !matches!(r.letter, 'A' | 'B' | 'C') {
        return Err(entry_err(&r.id, "letter must be A, B or C"));
    }
    Ok(MissionDef {
        id: r.id,
        letter: r.letter,
        measure,
        min: r.min,
        text: r.text,
    })
}

fn index_u8(i: usize) -> Result<u8, CatalogueError> {
    u8::try_from(i).map_err(|_| entry_err("?", "too many entries"))
}

fn check_count(
    year: u8,
    what: &'static str,
    found: usize,
    expected: usize,
) -> Result<(), CatalogueError> {
    if found == expected {
        Ok(())
    } else {
        Err(CatalogueError::Count {
            year,
            what,
            found,
            expected,
        })
    }
}

/// Parse and validate catalogue TOML text (public so tests can feed broken data).
pub fn parse_catalogue(text: &str) -> Result<Catalogue, CatalogueError> {
    let raw: RawCatalogue =
        toml::from_str(text).map_err(|e| CatalogueError::Toml(e.to_string()))?;
    let mut cat = Catalogue::empty();
    for m in raw.module {
        cat.modules.push(convert_module(m)?);
    }
    for e in raw.experiment {
        cat.experiments.push(convert_experiment(e)?);
    }
    for m in raw.mission {
        cat.missions.push(convert_mission(m)?);
    }
    check_unique_ids(&cat)?;
    index_catalogue(&mut cat)?;
    Ok(cat)
}

fn check_unique_ids(cat: &Catalogue) -> Result<(), CatalogueError> {
    let mut seen = std::collections::HashSet::new();
    let ids = cat
        .modules
        .iter()
        .map(|m| &m.id)
        .chain(cat.experiments.iter().map(|e| &e.id))
        .chain(cat.missions.iter().map(|m| &m.id));
    for id in ids {
        if !seen.insert(id.clone()) {
            return Err(CatalogueError::DuplicateId(id.clone()));
        }
    }
    Ok(())
}

fn index_catalogue(cat: &mut Catalogue) -> Result<(), CatalogueError> {
    for (k, id) in ["S1", "S2", "S3", "S4"].iter().enumerate() {
        cat.start[k] = cat
            .module_by_id(id)
            .ok_or_else(|| entry_err(id, "missing starting module"))?;
    }
    for (i, m) in cat.modules.iter().enumerate() {
        if (1..=3).contains(&m.year) {
            cat.year_modules[usize::from(m.year - 1)].push(index_u8(i)?);
        }
        if m.kind == Kind::Supply {
            let c = match m.colour {
                Some(Colour::Orange) => 0,
                Some(Colour::Blue) => 1,
                _ => return Err(entry_err(&m.id, "supply tiles are orange or blue")),
            };
            let r = usize::from(m.rp.wrapping_sub(3));
            if r > 2 {
                return Err(entry_err(&m.id, "supply tiles are worth 3, 4 or 5 RP"));
            }
            cat.supply[c][r] = index_u8(i)?;
        }
    }
    for (i, e) in cat.experiments.iter().enumerate() {
        if !(1..=3).contains(&e.year) {
            return Err(entry_err(&e.id, "experiment year must be 1-3"));
        }
        cat.year_experiments[usize::from(e.year - 1)].push(index_u8(i)?);
    }
    for (i, m) in cat.missions.iter().enumerate() {
        let l = (m.letter as usize).wrapping_sub('A' as usize);
        if let Some(v) = cat.letter_missions.get_mut(l) {
            v.push(index_u8(i)?);
        }
    }
    check_counts(cat)
}

fn check_counts(cat: &Catalogue) -> Result<(), CatalogueError> {
    let supply_count = cat
        .modules
        .iter()
        .filter(|m| m.kind == Kind::Supply)
        .count();
    check_count(0, "supply tiles", supply_count, 6)?;
    for y in 0..3u8 {
        let yi = usize::from(y);
        check_count(y + 1, "modules", cat.year_modules[yi].len(), 15)?;
        check_count(y + 1, "experiments", cat.year_experiments[yi].len(), 9)?;
        for side in Side::ALL {
            let found = cat.year_experiments[yi]
                .iter()
                .filter(|&&e| cat.experiment(e).side == side)
                .count();
            if found != 3 {
                return Err(CatalogueError::Sides {
                    year: y + 1,
                    side: side.name(),
                    found,
                });
            }
        }
        let found = cat.letter_missions[yi].len();
        if found != 6 {
            return Err(CatalogueError::Missions {
                letter: char::from(b'A' + y),
                found,
            });
        }
    }
    Ok(())
}

static CATALOGUE: OnceLock<Result<Catalogue, CatalogueError>> = OnceLock::new();
static EMPTY: OnceLock<Catalogue> = OnceLock::new();

/// The built-in catalogue, or the reason it failed to load.
pub fn try_catalogue() -> Result<&'static Catalogue, &'static CatalogueError> {
    CATALOGUE
        .get_or_init(|| parse_catalogue(CATALOGUE_TOML))
        .as_ref()
}

/// The built-in catalogue. If it failed validation (a build defect caught by the test suite),
/// an empty catalogue is returned: `new_game` refuses to start and every stored state fails
/// `validate`, so nothing downstream can index into missing data.
pub fn catalogue() -> &'static Catalogue {
    match try_catalogue() {
        Ok(c) => c,
        Err(_) => EMPTY.get_or_init(Catalogue::empty),
    }
}
