//! Beta Colony's component data (design Appendix A): the orbit, the three colonies of Victus,
//! the influence tracks, the 40 pods, the cultural achievements, the cycle cards, the mats and the
//! rules constants.
//!
//! The eight files of `data/beta-colony/` are compiled into the binary, parsed once and validated
//! with every check of design A.11. A broken file gives an error naming the file and, where it
//! can, the line of the entry. The rest of the engine refers to components by their index here
//! (`u8`), which keeps the state small and cheap to clone.

use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;
use std::sync::OnceLock;

/// The text of the eight data files.
#[derive(Debug, Clone, Copy)]
pub struct Files<'a> {
    pub orbit: &'a str,
    pub colonies: &'a str,
    pub tracks: &'a str,
    pub pods: &'a str,
    pub achievements: &'a str,
    pub cycles: &'a str,
    pub mats: &'a str,
    pub rules: &'a str,
}

/// The files compiled into the binary.
pub const BUILTIN: Files<'static> = Files {
    orbit: include_str!("../../../data/beta-colony/orbit.toml"),
    colonies: include_str!("../../../data/beta-colony/colonies.toml"),
    tracks: include_str!("../../../data/beta-colony/tracks.toml"),
    pods: include_str!("../../../data/beta-colony/pods.toml"),
    achievements: include_str!("../../../data/beta-colony/achievements.toml"),
    cycles: include_str!("../../../data/beta-colony/cycles.toml"),
    mats: include_str!("../../../data/beta-colony/mats.toml"),
    rules: include_str!("../../../data/beta-colony/rules.toml"),
};

/// A material (design 0.4), in canonical order S, O, F, P, Y, W.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Material {
    Steel,
    Organics,
    Food,
    Palladium,
    Polymer,
    Water,
}

impl Material {
    pub const ALL: [Material; 6] = [
        Material::Steel,
        Material::Organics,
        Material::Food,
        Material::Palladium,
        Material::Polymer,
        Material::Water,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter shown with the colour (Turnpost-wide decisions).
    pub fn letter(self) -> char {
        ['S', 'O', 'F', 'P', 'Y', 'W'][self.index()]
    }

    pub fn name(self) -> &'static str {
        ["steel", "organics", "food", "palladium", "polymer", "water"][self.index()]
    }

    pub fn from_letter(c: &str) -> Option<Material> {
        Material::ALL
            .into_iter()
            .find(|m| c == m.letter().to_string())
    }
}

/// The colour of a pod or a colony space (design 0.5); orange exists only on spaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Yellow,
    Red,
    Pink,
    Green,
    Blue,
    Orange,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Yellow,
        Colour::Red,
        Colour::Pink,
        Colour::Green,
        Colour::Blue,
        Colour::Orange,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The material that pays for a pod or a space of this colour.
    pub fn material(self) -> Material {
        match self {
            Colour::Yellow => Material::Steel,
            Colour::Red => Material::Palladium,
            Colour::Pink => Material::Food,
            Colour::Green => Material::Organics,
            Colour::Blue => Material::Water,
            Colour::Orange => Material::Polymer,
        }
    }

    pub fn name(self) -> &'static str {
        ["yellow", "red", "pink", "green", "blue", "orange"][self.index()]
    }
}

/// A die (design 0.3), in canonical order black, blue, red, green.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Die {
    Black,
    Blue,
    Red,
    Green,
}

impl Die {
    pub const ALL: [Die; 4] = [Die::Black, Die::Blue, Die::Red, Die::Green];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["black", "blue", "red", "green"][self.index()]
    }

    /// The letter printed in the die's corner.
    pub fn letter(self) -> char {
        ['K', 'B', 'R', 'G'][self.index()]
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LocationKind {
    Fuel,
    Moon,
    Manufactory,
    Nexus,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub id: String,
    pub name: String,
    pub kind: LocationKind,
    pub materials: Vec<Material>,
    pub bonus_die: Option<Die>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Colony {
    pub id: String,
    pub name: String,
}

/// One local space of the colony geometry (the same for all three colonies).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    pub inner: bool,
    pub q: i8,
    pub r: i8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TrackBonus {
    None,
    Mat1,
    Mat2,
    Artifact,
    Fuel2,
    Crew,
    Freepod,
    Freeca,
    Cp3,
    Cp6,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PodBonus {
    None,
    Cp2,
    Artifact,
    Fuel2,
    Crew2,
    Nocrew,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pod {
    pub id: String,
    pub colour: Colour,
    pub influence: u8,
    pub bonus: PodBonus,
}

impl Pod {
    /// The kind's name and initial (Turnpost-wide decisions).
    pub fn kind(&self) -> (&'static str, char) {
        match self.colour {
            Colour::Yellow => ("Defense Station", 'D'),
            Colour::Red => ("Science and Tech Tower", 'T'),
            Colour::Pink => ("Living Quarters", 'L'),
            Colour::Green => ("Agriculture Pod", 'A'),
            Colour::Blue | Colour::Orange => ("Water Treatment Center", 'H'),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StatueScoring {
    Materials,
    Chain,
    Centre,
    Colour,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BuildingBonus {
    None,
    Crew,
    Influence,
    Fuel1,
}

/// What a cultural achievement is: a statue (cost in artifacts, scored at the end) or a
/// building (four materials, fixed CP, a bonus when built).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AchievementKind {
    Statue {
        artifacts: u8,
        scoring: StatueScoring,
        per: u32,
        cap: u32,
    },
    Building {
        cost: [Material; 4],
        cp: u32,
        bonus: BuildingBonus,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Achievement {
    pub id: String,
    pub name: String,
    pub kind: AchievementKind,
}

impl Achievement {
    pub fn is_statue(&self) -> bool {
        matches!(self.kind, AchievementKind::Statue { .. })
    }
}

/// A cycle card's goal with its parameter (design 11.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Goal {
    SameMaterial(u8),
    CentreCrew(u8),
    Artifact(u8),
    CrewEachColony(u8),
    PodColours(u8),
    InfluenceEach(u8),
    DiscardSet([u8; 6]),
    Fuel(u32),
    OuterPodCrew(u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CycleBonus {
    TweakSix,
    StartMaterial,
    NebraPolymer,
    StartInfluence,
    PolymerWild,
    ThirdColumn,
    TweakFlip,
    BoughtInfluence,
    C3cPoints,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleCard {
    pub id: String,
    pub cycle: u8,
    pub goal: Goal,
    pub cp: u32,
    pub bonus: CycleBonus,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatPower {
    BlackSix,
    BlackAnyRow,
    ExtraFuel,
    Pair,
    BlackCcw,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mat {
    pub id: String,
    /// Index of the moon where the mat gives its extra material.
    pub extra_location: u8,
    pub extra_material: Material,
    pub power: MatPower,
}

/// The rules constants (A.9).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub min_players: usize,
    pub max_players: usize,
    pub rounds: u8,
    pub rounds_per_cycle: u8,
    pub material_cap: u8,
    pub artifacts: u8,
    pub crew: u8,
    pub starting_fuel: u32,
    pub starting_materials: u8,
    pub material_bag_each: u8,
    pub max_achievements: u8,
    pub display_rows: usize,
    pub display_columns: usize,
    pub group_limit: usize,
    pub track_length: u8,
    pub majority: Vec<u32>,
}

/// Every component, by index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Data {
    pub locations: Vec<Location>,
    pub colonies: Vec<Colony>,
    /// By local index 0–17.
    pub geometry: Vec<Geometry>,
    /// Adjacent local indices, by local index.
    pub adjacent: Vec<Vec<u8>>,
    /// The colour of each of the 54 spaces.
    pub space_colour: Vec<Colour>,
    /// The bonus of each position 0..=length, by colony (position 0 is always `None`).
    pub track: Vec<Vec<TrackBonus>>,
    pub pods: Vec<Pod>,
    /// Statues first (ST1–ST4), then buildings (BD1–BD4), in file order.
    pub achievements: Vec<Achievement>,
    pub cycles: Vec<CycleCard>,
    pub mats: Vec<Mat>,
    pub rules: Rules,
}

/// The number of spaces of one colony, and of all of Victus.
pub const LOCAL_SPACES: usize = 18;
pub const SPACES: usize = 54;
pub const COLONIES: usize = 3;
pub const LOCATIONS: usize = 7;

impl Data {
    pub fn location_by_id(&self, id: &str) -> Option<u8> {
        self.locations
            .iter()
            .position(|l| l.id == id)
            .map(|i| i as u8)
    }
    pub fn colony_by_id(&self, id: &str) -> Option<u8> {
        self.colonies
            .iter()
            .position(|c| c.id == id)
            .map(|i| i as u8)
    }
    pub fn pod_by_id(&self, id: &str) -> Option<u8> {
        self.pods.iter().position(|p| p.id == id).map(|i| i as u8)
    }
    pub fn achievement_by_id(&self, id: &str) -> Option<u8> {
        self.achievements
            .iter()
            .position(|a| a.id == id)
            .map(|i| i as u8)
    }
    pub fn cycle_by_id(&self, id: &str) -> Option<u8> {
        self.cycles.iter().position(|c| c.id == id).map(|i| i as u8)
    }
    pub fn mat_by_id(&self, id: &str) -> Option<u8> {
        self.mats.iter().position(|m| m.id == id).map(|i| i as u8)
    }
    /// The location index of a given kind and, for moons, material.
    pub fn location_of_kind(&self, kind: LocationKind) -> impl Iterator<Item = u8> + '_ {
        self.locations
            .iter()
            .enumerate()
            .filter(move |(_, l)| l.kind == kind)
            .map(|(i, _)| i as u8)
    }
    /// Spaces adjacent to `space` (same colony, hex distance 1).
    pub fn neighbours(&self, space: u8) -> impl Iterator<Item = u8> + '_ {
        let colony = space / LOCAL_SPACES as u8;
        let local = usize::from(space % LOCAL_SPACES as u8);
        self.adjacent
            .get(local)
            .into_iter()
            .flatten()
            .map(move |&k| colony * LOCAL_SPACES as u8 + k)
    }
    pub fn is_inner(&self, space: u8) -> bool {
        self.geometry
            .get(usize::from(space % LOCAL_SPACES as u8))
            .is_some_and(|g| g.inner)
    }
    pub fn colony_of(space: u8) -> usize {
        usize::from(space) / LOCAL_SPACES
    }

    fn empty() -> Data {
        Data {
            locations: Vec::new(),
            colonies: Vec::new(),
            geometry: Vec::new(),
            adjacent: Vec::new(),
            space_colour: Vec::new(),
            track: Vec::new(),
            pods: Vec::new(),
            achievements: Vec::new(),
            cycles: Vec::new(),
            mats: Vec::new(),
            rules: Rules {
                min_players: 0,
                max_players: 0,
                rounds: 0,
                rounds_per_cycle: 0,
                material_cap: 0,
                artifacts: 0,
                crew: 0,
                starting_fuel: 0,
                starting_materials: 0,
                material_bag_each: 0,
                max_achievements: 0,
                display_rows: 0,
                display_columns: 0,
                group_limit: 0,
                track_length: 0,
                majority: Vec::new(),
            },
        }
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
        write!(f, "data/beta-colony/{}", self.file)?;
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
    /// The 1-based line of the `n`-th (0-based) `[[table]]` header.
    fn line_of(&self, table: &str, n: usize) -> Option<usize> {
        let header = format!("[[{table}]]");
        self.text
            .lines()
            .enumerate()
            .filter(|(_, l)| l.trim() == header)
            .nth(n)
            .map(|(i, _)| i + 1)
    }
    /// An error about the `n`-th entry of `[[table]]`.
    fn at(
        &self,
        table: &str,
        n: usize,
        entry: impl Into<String>,
        why: impl Into<String>,
    ) -> DataError {
        DataError {
            file: self.file,
            line: self.line_of(table, n),
            entry: entry.into(),
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
        toml::from_str(self.text).map_err(|e| {
            let line = e.span().map(|sp| {
                self.text[..sp.start.min(self.text.len())]
                    .lines()
                    .count()
                    .max(1)
            });
            DataError {
                file: self.file,
                line,
                entry: String::new(),
                why: format!("not valid: {}", e.message()),
            }
        })
    }
}

// ---- raw TOML shapes (design A.10) ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOrbit {
    location: Vec<RawLocation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLocation {
    index: usize,
    id: String,
    name: String,
    kind: LocationKind,
    materials: Vec<Material>,
    bonus_die: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColonies {
    colony: Vec<RawColony>,
    geometry: Vec<RawGeometry>,
    space: Vec<RawSpace>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColony {
    index: usize,
    id: String,
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGeometry {
    local: usize,
    ring: String,
    q: i8,
    r: i8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    id: usize,
    colony: usize,
    local: usize,
    colour: Colour,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTracks {
    length: u8,
    bonus: Vec<RawTrackBonus>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrackBonus {
    colony: String,
    position: usize,
    kind: TrackBonus,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPods {
    pod: Vec<RawPod>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPod {
    id: String,
    colour: Colour,
    influence: u8,
    bonus: PodBonus,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAchievements {
    statue: Vec<RawStatue>,
    building: Vec<RawBuilding>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStatue {
    id: String,
    name: String,
    artifacts: u8,
    scoring: StatueScoring,
    per: u32,
    cap: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuilding {
    id: String,
    name: String,
    cost: Vec<String>,
    cp: u32,
    bonus: BuildingBonus,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCycles {
    card: Vec<RawCard>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Params {
    Number(u32),
    Letters(Vec<String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    cycle: u8,
    goal: String,
    goal_params: Params,
    cp: u32,
    bonus: CycleBonus,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMats {
    mat: Vec<RawMat>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMat {
    id: String,
    extra_location: String,
    extra_material: Material,
    power: MatPower,
}

/// Parse and validate the eight files (public so tests can feed broken variants).
pub fn parse_data(files: &Files) -> Result<Data, DataError> {
    let mut data = Data::empty();
    parse_rules(files.rules, &mut data)?;
    parse_orbit(files.orbit, &mut data)?;
    parse_colonies(files.colonies, &mut data)?;
    parse_tracks(files.tracks, &mut data)?;
    parse_pods(files.pods, &mut data)?;
    parse_achievements(files.achievements, &mut data)?;
    parse_cycles(files.cycles, &mut data)?;
    parse_mats(files.mats, &mut data)?;
    Ok(data)
}

/// A.11 check 8: the constants equal A.9.
fn parse_rules(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "rules.toml",
        text,
    };
    let r: Rules = cx.parse()?;
    let expected = Rules {
        min_players: 2,
        max_players: 4,
        rounds: 9,
        rounds_per_cycle: 3,
        material_cap: 10,
        artifacts: 16,
        crew: 15,
        starting_fuel: 1,
        starting_materials: 2,
        material_bag_each: 12,
        max_achievements: 2,
        display_rows: 4,
        display_columns: 2,
        group_limit: 3,
        track_length: 15,
        majority: vec![0, 1, 3, 6, 10, 15],
    };
    if r != expected {
        return Err(cx.whole(format!(
            "the constants must equal design A.9 ({expected:?}), found {r:?}"
        )));
    }
    data.rules = r;
    Ok(())
}

/// A.11 check 1.
fn parse_orbit(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "orbit.toml",
        text,
    };
    let raw: RawOrbit = cx.parse()?;
    if raw.location.len() != LOCATIONS {
        return Err(cx.whole(format!(
            "there must be {LOCATIONS} locations, found {}",
            raw.location.len()
        )));
    }
    let mut ids = HashSet::new();
    let mut moon_materials = HashSet::new();
    for (n, l) in raw.location.iter().enumerate() {
        let at = |why: String| cx.at("location", n, format!("id {}", l.id), why);
        if l.index != n {
            return Err(at(format!(
                "index must be {n} (locations are listed in orbit order)"
            )));
        }
        if !ids.insert(l.id.clone()) {
            return Err(at("the id is used twice".into()));
        }
        let bonus_die = match l.bonus_die.as_str() {
            "none" => None,
            d => Some(
                Die::ALL
                    .into_iter()
                    .find(|x| x.name() == d)
                    .ok_or_else(|| at(format!("{d:?} is not a die colour or \"none\"")))?,
            ),
        };
        match l.kind {
            LocationKind::Moon => {
                if l.materials.len() != 2 || l.materials[0] == l.materials[1] {
                    return Err(at("a moon offers exactly two distinct materials".into()));
                }
                moon_materials.extend(l.materials.iter().copied());
            }
            _ => {
                if !l.materials.is_empty() {
                    return Err(at("only moons offer materials".into()));
                }
            }
        }
        data.locations.push(Location {
            id: l.id.clone(),
            name: l.name.clone(),
            kind: l.kind,
            materials: l.materials.clone(),
            bonus_die,
        });
    }
    if moon_materials.len() != 6 {
        return Err(cx.whole("the three moons together must offer all six materials"));
    }
    let nebra = data.location_by_id("nebra");
    let left = data.location_by_id("left_manufactory");
    match (nebra, left) {
        (Some(n), Some(l)) if (n + 1) % LOCATIONS as u8 == l => {}
        _ => {
            return Err(
                cx.whole("nebra must lie directly before left_manufactory (the rules' example)")
            )
        }
    }
    let count = |k| data.locations.iter().filter(|l| l.kind == k).count();
    if count(LocationKind::Moon) != 3
        || count(LocationKind::Manufactory) != 2
        || count(LocationKind::Fuel) != 1
        || count(LocationKind::Nexus) != 1
    {
        return Err(cx.whole(
            "the orbit has three moons, two manufactories, one fuel location and one nexus",
        ));
    }
    Ok(())
}

fn hex_distance(q: i8, r: i8) -> i8 {
    (q.abs() + r.abs() + (q + r).abs()) / 2
}

/// A.2 adjacency, used to check the geometry.
const EXPECTED_ADJACENT: [&[u8]; 18] = [
    &[1, 11, 12],
    &[0, 2, 12, 13],
    &[1, 3, 13],
    &[2, 4, 13, 14],
    &[3, 5, 14],
    &[4, 6, 14, 15],
    &[5, 7, 15],
    &[6, 8, 15, 16],
    &[7, 9, 16],
    &[8, 10, 16, 17],
    &[9, 11, 17],
    &[0, 10, 12, 17],
    &[0, 1, 11, 13, 17],
    &[1, 2, 3, 12, 14],
    &[3, 4, 5, 13, 15],
    &[5, 6, 7, 14, 16],
    &[7, 8, 9, 15, 17],
    &[9, 10, 11, 12, 16],
];

/// A.11 checks 2 and 3.
fn parse_colonies(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "colonies.toml",
        text,
    };
    let raw: RawColonies = cx.parse()?;
    if raw.colony.len() != COLONIES {
        return Err(cx.whole("there must be 3 colonies"));
    }
    for (n, c) in raw.colony.iter().enumerate() {
        if c.index != n {
            return Err(cx.at(
                "colony",
                n,
                format!("id {}", c.id),
                format!("index must be {n}"),
            ));
        }
        data.colonies.push(Colony {
            id: c.id.clone(),
            name: c.name.clone(),
        });
    }
    if data
        .colonies
        .iter()
        .map(|c| c.id.as_str())
        .collect::<Vec<_>>()
        != ["xian", "thebes", "cuzco"]
    {
        return Err(cx.whole("the colonies are xian, thebes and cuzco, in that order"));
    }
    if raw.geometry.len() != LOCAL_SPACES {
        return Err(cx.whole("the geometry lists 18 local spaces"));
    }
    let mut coords = HashSet::new();
    for (n, g) in raw.geometry.iter().enumerate() {
        let at = |why: &str| cx.at("geometry", n, format!("local {}", g.local), why.to_string());
        if g.local != n {
            return Err(at("local indices run 0 to 17 in order"));
        }
        let d = hex_distance(g.q, g.r);
        let inner = match g.ring.as_str() {
            "inner" => true,
            "outer" => false,
            _ => return Err(at("ring is \"inner\" or \"outer\"")),
        };
        if !(d == 1 && inner || d == 2 && !inner) {
            return Err(at(
                "inner spaces lie at distance 1 from the centre, outer at 2",
            ));
        }
        if inner != (n >= 12) {
            return Err(at("local 0-11 are the outer ring and 12-17 the inner ring"));
        }
        if !coords.insert((g.q, g.r)) {
            return Err(at("two spaces share these coordinates"));
        }
        data.geometry.push(Geometry {
            inner,
            q: g.q,
            r: g.r,
        });
    }
    for (a, expected) in EXPECTED_ADJACENT.iter().enumerate() {
        let mut adj: Vec<u8> = (0..LOCAL_SPACES)
            .filter(|&b| {
                let (ga, gb) = (data.geometry[a], data.geometry[b]);
                hex_distance(ga.q - gb.q, ga.r - gb.r) == 1
            })
            .map(|b| b as u8)
            .collect();
        adj.sort_unstable();
        if adj != *expected {
            return Err(cx.at(
                "geometry",
                a,
                format!("local {a}"),
                format!("its neighbours are {adj:?}, but design A.2 has {expected:?}"),
            ));
        }
        data.adjacent.push(adj);
    }
    if raw.space.len() != SPACES {
        return Err(cx.whole("there must be 54 spaces"));
    }
    for (n, s) in raw.space.iter().enumerate() {
        if s.id != n || s.colony != n / LOCAL_SPACES || s.local != n % LOCAL_SPACES {
            return Err(cx.at(
                "space",
                n,
                format!("id {}", s.id),
                "spaces are listed in id order, with id = 18 * colony + local",
            ));
        }
        data.space_colour.push(s.colour);
    }
    for c in 0..COLONIES {
        let colours = &data.space_colour[c * LOCAL_SPACES..(c + 1) * LOCAL_SPACES];
        for col in Colour::ALL {
            if colours.iter().filter(|&&x| x == col).count() != 3 {
                return Err(cx.whole(format!(
                    "colony {} must have 3 {} spaces",
                    data.colonies[c].id,
                    col.name()
                )));
            }
        }
        let inner: HashSet<Colour> = colours[12..].iter().copied().collect();
        if inner.len() != 6 {
            return Err(cx.whole(format!(
                "the inner ring of {} must hold six different colours",
                data.colonies[c].id
            )));
        }
        for a in 0..LOCAL_SPACES {
            for &b in &data.adjacent[a] {
                if colours[a] == colours[usize::from(b)] {
                    let id = c * LOCAL_SPACES + a;
                    return Err(cx.at(
                        "space",
                        id,
                        format!("id {id}"),
                        format!(
                            "it shares its colour with the adjacent space {}",
                            c * LOCAL_SPACES + usize::from(b)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A.11 check 5.
fn parse_tracks(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "tracks.toml",
        text,
    };
    let raw: RawTracks = cx.parse()?;
    if raw.length != data.rules.track_length {
        return Err(cx.whole("length must equal the rules' track length (15)"));
    }
    let len = usize::from(raw.length);
    data.track = vec![vec![TrackBonus::None; len + 1]; COLONIES];
    for (n, b) in raw.bonus.iter().enumerate() {
        let at = |why: &str| {
            cx.at(
                "bonus",
                n,
                format!("{} {}", b.colony, b.position),
                why.to_string(),
            )
        };
        let c = data
            .colony_by_id(&b.colony)
            .ok_or_else(|| at("not a colony id"))?;
        if !(1..=len).contains(&b.position) {
            return Err(at("positions run 1 to 15"));
        }
        let slot = &mut data.track[usize::from(c)][b.position];
        if *slot != TrackBonus::None {
            return Err(at("this position already has a bonus"));
        }
        *slot = b.kind;
    }
    Ok(())
}

/// A.11 check 4.
fn parse_pods(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "pods.toml",
        text,
    };
    let raw: RawPods = cx.parse()?;
    if raw.pod.len() != 40 {
        return Err(cx.whole(format!("there must be 40 pods, found {}", raw.pod.len())));
    }
    let mut ids = HashSet::new();
    for (n, p) in raw.pod.iter().enumerate() {
        let at = |why: &str| cx.at("pod", n, format!("id {}", p.id), why.to_string());
        if !ids.insert(p.id.clone()) {
            return Err(at("the id is used twice"));
        }
        if p.influence > 3 {
            return Err(at("influence runs 0 to 3"));
        }
        if p.colour == Colour::Orange {
            return Err(at("pods are never orange"));
        }
        data.pods.push(Pod {
            id: p.id.clone(),
            colour: p.colour,
            influence: p.influence,
            bonus: p.bonus,
        });
    }
    for col in &Colour::ALL[..5] {
        if data.pods.iter().filter(|p| p.colour == *col).count() != 8 {
            return Err(cx.whole(format!("there must be 8 {} pods", col.name())));
        }
    }
    Ok(())
}

/// A.11 check 6.
fn parse_achievements(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "achievements.toml",
        text,
    };
    let raw: RawAchievements = cx.parse()?;
    if raw.statue.len() != 4 || raw.building.len() != 4 {
        return Err(cx.whole("there must be 4 statues and 4 buildings"));
    }
    let mut ids = HashSet::new();
    for (n, s) in raw.statue.iter().enumerate() {
        if !ids.insert(s.id.clone()) {
            return Err(cx.at("statue", n, format!("id {}", s.id), "the id is used twice"));
        }
        data.achievements.push(Achievement {
            id: s.id.clone(),
            name: s.name.clone(),
            kind: AchievementKind::Statue {
                artifacts: s.artifacts,
                scoring: s.scoring,
                per: s.per,
                cap: s.cap,
            },
        });
    }
    for (n, b) in raw.building.iter().enumerate() {
        let at = |why: &str| cx.at("building", n, format!("id {}", b.id), why.to_string());
        if !ids.insert(b.id.clone()) {
            return Err(at("the id is used twice"));
        }
        if b.cost.len() != 4 {
            return Err(at("a building costs exactly 4 materials"));
        }
        let mut cost = [Material::Steel; 4];
        for (i, c) in b.cost.iter().enumerate() {
            cost[i] = Material::from_letter(c)
                .ok_or_else(|| at("costs are material letters S, O, F, P, Y, W"))?;
        }
        data.achievements.push(Achievement {
            id: b.id.clone(),
            name: b.name.clone(),
            kind: AchievementKind::Building {
                cost,
                cp: b.cp,
                bonus: b.bonus,
            },
        });
    }
    Ok(())
}

/// A.11 check 7 (cycle cards).
fn parse_cycles(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "cycles.toml",
        text,
    };
    let raw: RawCycles = cx.parse()?;
    if raw.card.len() != 9 {
        return Err(cx.whole("there must be 9 cycle cards"));
    }
    let mut ids = HashSet::new();
    for (n, c) in raw.card.iter().enumerate() {
        let at = |why: &str| cx.at("card", n, format!("id {}", c.id), why.to_string());
        if !ids.insert(c.id.clone()) {
            return Err(at("the id is used twice"));
        }
        if !(1..=3).contains(&c.cycle) {
            return Err(at("cycle is 1, 2 or 3"));
        }
        let number = |p: &Params| match p {
            Params::Number(v) => Ok(*v),
            Params::Letters(_) => Err(at("this goal takes a number")),
        };
        let small =
            |p: &Params| number(p).and_then(|v| u8::try_from(v).map_err(|_| at("too large")));
        let goal = match c.goal.as_str() {
            "same_material" => Goal::SameMaterial(small(&c.goal_params)?),
            "centre_crew" => Goal::CentreCrew(small(&c.goal_params)?),
            "artifact" => Goal::Artifact(small(&c.goal_params)?),
            "crew_each_colony" => Goal::CrewEachColony(small(&c.goal_params)?),
            "pod_colours" => Goal::PodColours(small(&c.goal_params)?),
            "influence_each" => Goal::InfluenceEach(small(&c.goal_params)?),
            "fuel" => Goal::Fuel(number(&c.goal_params)?),
            "outer_pod_crew" => Goal::OuterPodCrew(small(&c.goal_params)?),
            "discard_set" => {
                let Params::Letters(letters) = &c.goal_params else {
                    return Err(at("discard_set takes a list of material letters"));
                };
                let mut set = [0u8; 6];
                for l in letters {
                    let m = Material::from_letter(l)
                        .ok_or_else(|| at("material letters are S, O, F, P, Y, W"))?;
                    set[m.index()] += 1;
                }
                Goal::DiscardSet(set)
            }
            _ => return Err(at("unknown goal")),
        };
        data.cycles.push(CycleCard {
            id: c.id.clone(),
            cycle: c.cycle,
            goal,
            cp: c.cp,
            bonus: c.bonus,
        });
    }
    for cycle in 1..=3 {
        if data.cycles.iter().filter(|c| c.cycle == cycle).count() != 3 {
            return Err(cx.whole(format!("cycle {cycle} must have 3 cards")));
        }
    }
    Ok(())
}

/// A.11 check 7 (mats).
fn parse_mats(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "mats.toml",
        text,
    };
    let raw: RawMats = cx.parse()?;
    if raw.mat.len() != 5 {
        return Err(cx.whole("there must be 5 mats"));
    }
    let mut ids = HashSet::new();
    for (n, m) in raw.mat.iter().enumerate() {
        let at = |why: &str| cx.at("mat", n, format!("id {}", m.id), why.to_string());
        if !ids.insert(m.id.clone()) {
            return Err(at("the id is used twice"));
        }
        let loc = data
            .location_by_id(&m.extra_location)
            .ok_or_else(|| at("extra_location is not a location id"))?;
        let l = &data.locations[usize::from(loc)];
        if l.kind != LocationKind::Moon || !l.materials.contains(&m.extra_material) {
            return Err(at("the extra material must be one the named moon offers"));
        }
        data.mats.push(Mat {
            id: m.id.clone(),
            extra_location: loc,
            extra_material: m.extra_material,
            power: m.power,
        });
    }
    Ok(())
}

static DATA: OnceLock<Result<Data, DataError>> = OnceLock::new();
static EMPTY: OnceLock<Data> = OnceLock::new();

/// The built-in data, or why it failed to load.
pub fn try_data() -> Result<&'static Data, &'static DataError> {
    DATA.get_or_init(|| parse_data(&BUILTIN)).as_ref()
}

/// The built-in data. If it failed validation (a build defect caught by the tests) an empty set
/// is returned: `new_game` refuses to start and every stored state fails its check, so nothing
/// downstream indexes into missing data.
pub fn data() -> &'static Data {
    match try_data() {
        Ok(d) => d,
        Err(_) => EMPTY.get_or_init(Data::empty),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_data_loads() {
        let d = try_data().expect("valid data");
        assert_eq!(d.pods.len(), 40);
        assert_eq!(d.space_colour.len(), 54);
        assert_eq!(d.location_by_id("nebra"), Some(5));
        assert_eq!(d.track[1][11], TrackBonus::Freeca);
        assert!(d.is_inner(13) && !d.is_inner(18));
        let n: Vec<u8> = d.neighbours(18 + 13).collect();
        assert_eq!(n, vec![19, 20, 21, 30, 32]);
    }

    /// Parse the built-in files with one file's text edited.
    fn broken(file: &str, edit: impl Fn(&str) -> String) -> DataError {
        let mut f = BUILTIN;
        let slot = match file {
            "pods" => &mut f.pods,
            "colonies" => &mut f.colonies,
            "orbit" => &mut f.orbit,
            _ => &mut f.rules,
        };
        let text: &'static str = Box::leak(edit(slot).into_boxed_str());
        *slot = text;
        parse_data(&f).expect_err("broken data is refused")
    }

    #[test]
    fn a_pod_with_influence_4_is_refused_with_its_line() {
        let e = broken("pods", |s| s.replacen("influence = 3", "influence = 4", 1));
        assert_eq!(e.file, "pods.toml");
        assert_eq!(e.entry, "id P08");
        let line = e.line.expect("a line");
        assert_eq!(BUILTIN.pods.lines().nth(line - 1), Some("[[pod]]"));
        assert!(
            e.to_string()
                .starts_with("data/beta-colony/pods.toml, line "),
            "{e}"
        );
    }

    #[test]
    fn two_adjacent_spaces_of_one_colour_are_refused() {
        // Xi'an local 0 (orange) and local 2 (pink) swapped: local 0 then touches pink 12.
        let e = broken("colonies", |s| {
            s.replacen(
                "local = 0\ncolour = \"orange\"",
                "local = 0\ncolour = \"tmp\"",
                1,
            )
            .replacen(
                "local = 2\ncolour = \"pink\"",
                "local = 2\ncolour = \"orange\"",
                1,
            )
            .replacen("\"tmp\"", "\"pink\"", 1)
        });
        assert_eq!(e.file, "colonies.toml");
        assert_eq!(e.entry, "id 0");
        assert!(e.why.contains("adjacent space 12"), "{e}");
    }

    #[test]
    fn a_wrong_orbit_order_is_refused() {
        let e = broken("orbit", |s| {
            s.replace("\"nebra\"", "\"tmp\"")
                .replace("\"jyo\"", "\"nebra\"")
                .replace("\"tmp\"", "\"jyo\"")
        });
        assert_eq!(e.file, "orbit.toml");
        assert!(e.why.contains("nebra"), "{e}");
    }

    #[test]
    fn changed_constants_and_bad_toml_are_refused() {
        let e = broken("rules", |s| s.replace("crew = 15", "crew = 14"));
        assert_eq!(e.file, "rules.toml");
        let e = broken("pods", |s| {
            s.replacen("colour = \"yellow\"", "colour = \"mauve\"", 1)
        });
        assert_eq!(e.file, "pods.toml");
        assert!(e.line.is_some(), "{e}");
    }
}
