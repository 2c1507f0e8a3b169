//! Dawn of Mankind's component data (design Appendix A): board, tile faces, progress cards and
//! their effects, art cards, setup cards and the inventory mat.
//!
//! The six files of `data/dawn-of-mankind/` are compiled into the binary, parsed once and
//! validated with every check of design A.8. A broken file gives an error naming the file and,
//! where it can, the line and entry. The rest of the engine refers to components by their index
//! here (`u8`), which keeps the state small and cheap to clone.

use serde::Deserialize;
use std::collections::HashSet;
use std::fmt;
use std::sync::OnceLock;

/// The text of the six data files.
#[derive(Debug, Clone, Copy)]
pub struct Files<'a> {
    pub board: &'a str,
    pub tiles: &'a str,
    pub progress: &'a str,
    pub art: &'a str,
    pub setup: &'a str,
    pub mat: &'a str,
}

/// The files compiled into the binary.
pub const BUILTIN: Files<'static> = Files {
    board: include_str!("../../../data/dawn-of-mankind/board.toml"),
    tiles: include_str!("../../../data/dawn-of-mankind/tiles.toml"),
    progress: include_str!("../../../data/dawn-of-mankind/progress.toml"),
    art: include_str!("../../../data/dawn-of-mankind/art.toml"),
    setup: include_str!("../../../data/dawn-of-mankind/setup.toml"),
    mat: include_str!("../../../data/dawn-of-mankind/mat.toml"),
};

/// A resource: fruit, meat, tools, hides (design 0.9). The order is the order of every
/// `[u8; 4]` in the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Res {
    Fruit,
    Meat,
    Tools,
    Hides,
}

impl Res {
    pub const ALL: [Res; 4] = [Res::Fruit, Res::Meat, Res::Tools, Res::Hides];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter shown with the colour (Turnpost-wide decisions).
    pub fn letter(self) -> char {
        ['F', 'M', 'T', 'H'][self.index()]
    }

    pub fn name(self) -> &'static str {
        ["fruit", "meat", "tools", "hides"][self.index()]
    }

    fn from_letter(c: char) -> Option<Res> {
        match c {
            'F' => Some(Res::Fruit),
            'M' => Some(Res::Meat),
            'T' => Some(Res::Tools),
            'H' => Some(Res::Hides),
            _ => None,
        }
    }
}

/// An exact multiset of resources (design 0.11), by `Res` index.
pub type Cost = [u8; 4];

/// Parses `"H2T1"` (letters F, M, T, H each followed by a count); `""` is free.
pub fn parse_cost(text: &str) -> Option<Cost> {
    let mut cost = [0u8; 4];
    let mut seen = [false; 4];
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let r = Res::from_letter(c)?;
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let n: u8 = digits.parse().ok()?;
        if n == 0 || seen[r.index()] {
            return None;
        }
        seen[r.index()] = true;
        cost[r.index()] = n;
    }
    Some(cost)
}

/// `"H2 T1"` for the log and the views, `"nothing"` when empty.
pub fn cost_text(cost: &Cost) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter(|r| cost[r.index()] > 0)
        .map(|r| format!("{}{}", r.letter(), cost[r.index()]))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" ")
    }
}

/// The compact form used in ids and costs: `"H2T1"`, `""` when empty.
pub fn cost_code(cost: &Cost) -> String {
    Res::ALL
        .iter()
        .filter(|r| cost[r.index()] > 0)
        .map(|r| format!("{}{}", r.letter(), cost[r.index()]))
        .collect()
}

pub fn cost_total(cost: &Cost) -> u32 {
    cost.iter().map(|&n| u32::from(n)).sum()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Icon {
    None,
    Newborn,
    Art,
    Progress,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Special {
    None,
    Barter,
    Tales,
}

/// Where a meeple leaves a tile to (design 0.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Area(u8),
    Mat,
}

#[derive(Debug, Clone)]
pub struct AreaDef {
    pub id: String,
    /// 1..=4 (design 0.2).
    pub column: u8,
}

#[derive(Debug, Clone)]
pub struct TileDef {
    pub id: String,
    pub column: u8,
    pub exit: Exit,
    /// Indices into `Data::faces`: face `a`, then face `b` for a double-faced tile.
    pub faces: Vec<u8>,
}

#[derive(Debug, Clone)]
pub struct FaceDef {
    pub id: String,
    pub tile: u8,
    pub name: String,
    pub lose: Cost,
    pub lose_food: u8,
    pub lose_vp: u32,
    pub lose_meeple: bool,
    pub require_meeples: u8,
    pub gain: Cost,
    pub gain_vp: u32,
    pub icon: Icon,
    pub special: Special,
}

impl FaceDef {
    /// Whether the face takes no payment and needs nothing, so it is always performed.
    pub fn is_free(&self) -> bool {
        self.lose == [0; 4]
            && self.lose_food == 0
            && self.lose_vp == 0
            && self.require_meeples == 0
            && self.special != Special::Barter
    }
}

#[derive(Debug, Clone)]
pub struct RouteDef {
    pub id: String,
    pub from: u8,
    pub to: u8,
    pub icon: Icon,
}

/// What an active progress effect does (design 8.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Rest cooking: lose `food` food for `vp` VP.
    Cook {
        food: u8,
        vp: u32,
    },
    /// Final scoring: VP per full 2 food, VP per full 2 tools/hides.
    Religion {
        food: u32,
        goods: u32,
    },
    /// Final scoring: VP per acquired card, VP per own meeple on the board.
    Storytelling {
        cards: u32,
        meeples: u32,
    },
    /// One more unit of this resource per tile gain event that gives it.
    Bonus(Res),
    SpoilLimits {
        meat: u8,
        fruit: u8,
    },
    ArtVp(u32),
    ExpandVp(u32),
    FirstAreaLimit(u8),
}

/// Which printed mat space a named card covers (design 0.12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Named {
    Cooking = 0,
    Religion = 1,
    Storytelling = 2,
}

/// One progress name (a pile of up to 4 cards).
#[derive(Debug, Clone)]
pub struct NameDef {
    pub name: String,
    pub named: Option<Named>,
    pub effect: Effect,
    pub effect_text: String,
    /// Cost of cards 1..=4.
    pub costs: [Cost; 4],
    /// Player-count indicator of cards 1..=4 (0 = always).
    pub indicators: [u8; 4],
}

impl NameDef {
    /// How many cards of the pile are used with `players` players (design 2.3).
    pub fn cards_for(&self, players: usize) -> u8 {
        self.indicators
            .iter()
            .filter(|&&i| usize::from(i) <= players)
            .count() as u8
    }
}

#[derive(Debug, Clone)]
pub struct ArtDef {
    pub id: String,
    pub name: String,
    /// Lines 1..=3: (cost, VP).
    pub lines: [(Cost, u32); 3],
}

#[derive(Debug, Clone)]
pub struct SetupDef {
    pub id: String,
    pub resources: Cost,
}

/// The inventory mat (design A.6).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mat {
    pub cap: u8,
    pub spoil_meat: u8,
    pub spoil_fruit: u8,
    pub cook_food: u8,
    pub cook_vp: u32,
    /// Printed Religion: VP per full 2 food, per full 2 tools/hides.
    pub religion: [u32; 2],
    /// Printed Storytelling: VP per acquired card, per meeple on the board.
    pub storytelling: [u32; 2],
    pub slots: u8,
    pub meeples: u8,
    pub end_vp: u32,
    pub expand_vp: u32,
    pub first_area_limit: u8,
}

/// All component data, validated.
#[derive(Debug, Clone)]
pub struct Data {
    pub areas: Vec<AreaDef>,
    /// The only childhood ready area (design 0.4).
    pub rc: u8,
    pub tiles: Vec<TileDef>,
    pub faces: Vec<FaceDef>,
    /// In canonical order (A.1.3).
    pub routes: Vec<RouteDef>,
    pub names: Vec<NameDef>,
    pub art: Vec<ArtDef>,
    pub setup: Vec<SetupDef>,
    pub mat: Mat,
}

impl Data {
    pub fn area_by_id(&self, id: &str) -> Option<u8> {
        self.areas.iter().position(|a| a.id == id).map(|i| i as u8)
    }
    pub fn route_by_id(&self, id: &str) -> Option<u8> {
        self.routes.iter().position(|r| r.id == id).map(|i| i as u8)
    }
    pub fn name_by_id(&self, id: &str) -> Option<u8> {
        self.names
            .iter()
            .position(|n| n.name == id)
            .map(|i| i as u8)
    }
    pub fn tile_by_id(&self, id: &str) -> Option<u8> {
        self.tiles.iter().position(|t| t.id == id).map(|i| i as u8)
    }
    pub fn named(&self, which: Named) -> Option<u8> {
        self.names
            .iter()
            .position(|n| n.named == Some(which))
            .map(|i| i as u8)
    }
    /// `"ART3"` from a 1-based art number.
    pub fn art_id(&self, card: u8) -> &str {
        self.art
            .get(usize::from(card).wrapping_sub(1))
            .map_or("?", |a| a.id.as_str())
    }
    pub fn setup_id(&self, card: u8) -> &str {
        self.setup
            .get(usize::from(card).wrapping_sub(1))
            .map_or("?", |a| a.id.as_str())
    }
    /// The face index shown on `tile` for face choice `side` (0 = a, 1 = b).
    pub fn face_of(&self, tile: usize, side: u8) -> Option<&FaceDef> {
        let t = self.tiles.get(tile)?;
        let f = t.faces.get(usize::from(side))?;
        self.faces.get(usize::from(*f))
    }
    fn empty() -> Data {
        Data {
            areas: Vec::new(),
            rc: 0,
            tiles: Vec::new(),
            faces: Vec::new(),
            routes: Vec::new(),
            names: Vec::new(),
            art: Vec::new(),
            setup: Vec::new(),
            mat: Mat {
                cap: 0,
                spoil_meat: 0,
                spoil_fruit: 0,
                cook_food: 0,
                cook_vp: 0,
                religion: [0; 2],
                storytelling: [0; 2],
                slots: 0,
                meeples: 0,
                end_vp: 0,
                expand_vp: 0,
                first_area_limit: 0,
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
        write!(f, "data/dawn-of-mankind/{}", self.file)?;
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

/// The 1-based line of the first `key = "value"` in `text`.
fn line_of(text: &str, key: &str, value: &str) -> Option<usize> {
    let needle = format!("\"{value}\"");
    text.lines()
        .position(|l| {
            let l = l.trim();
            l.starts_with(key)
                && l[key.len()..].trim_start().starts_with('=')
                && l.ends_with(&needle)
        })
        .map(|i| i + 1)
}

struct Ctx<'a> {
    file: &'static str,
    text: &'a str,
}

impl Ctx<'_> {
    /// An error about the entry whose `key` is `value`.
    fn at(&self, key: &str, value: &str, why: impl Into<String>) -> DataError {
        DataError {
            file: self.file,
            line: line_of(self.text, key, value),
            entry: format!("{key} {value}"),
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
        toml::from_str(self.text).map_err(|e| self.whole(format!("not valid: {e}")))
    }
    fn cost(&self, key: &str, value: &str, text: &str) -> Result<Cost, DataError> {
        parse_cost(text).ok_or_else(|| {
            self.at(
                key,
                value,
                format!("{text:?} is not a cost (letters F, M, T, H each with a count)"),
            )
        })
    }
}

// ---- raw TOML shapes (design A.7) ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    ready_area: Vec<RawArea>,
    tile: Vec<RawTile>,
    route: Vec<RawRoute>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    id: String,
    column: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    id: String,
    column: u8,
    exit: String,
    faces: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRoute {
    id: String,
    from: String,
    to: String,
    icon: Icon,
    order: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTiles {
    face: Vec<RawFace>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFace {
    id: String,
    tile: String,
    name: String,
    #[serde(default)]
    lose: String,
    #[serde(default)]
    lose_food: u8,
    #[serde(default)]
    lose_vp: u32,
    #[serde(default)]
    lose_meeple: bool,
    #[serde(default)]
    require_meeples_on_board: u8,
    #[serde(default)]
    gain: String,
    #[serde(default)]
    gain_vp: u32,
    icon: Icon,
    special: Special,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProgress {
    card: Vec<RawCard>,
    effect: Vec<RawEffect>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    position: u8,
    indicator: u8,
    cost: String,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Values {
    One(u32),
    Many(Vec<u32>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEffect {
    name: String,
    kind: String,
    value: Values,
    #[serde(default)]
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArtFile {
    art: Vec<RawArt>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArt {
    id: String,
    name: String,
    line1_cost: String,
    line1_vp: u32,
    line2_cost: String,
    line2_vp: u32,
    line3_cost: String,
    line3_vp: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetupFile {
    setup_card: Vec<RawSetup>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    id: String,
    resources: String,
}

/// Parse and validate the six files (public so tests can feed broken variants).
pub fn parse_data(files: &Files) -> Result<Data, DataError> {
    let mut data = Data::empty();
    let order = parse_board(files.board, &mut data)?;
    parse_tiles(files.tiles, &mut data, &order)?;
    check_board(files.board, &data)?;
    parse_progress(files.progress, &mut data)?;
    parse_art(files.art, &mut data)?;
    parse_setup(files.setup, &mut data)?;
    parse_mat(files.mat, &mut data)?;
    Ok(data)
}

fn parse_board(text: &str, data: &mut Data) -> Result<Vec<Vec<String>>, DataError> {
    let cx = Ctx {
        file: "board.toml",
        text,
    };
    let raw: RawBoard = cx.parse()?;
    let mut ids = HashSet::new();
    for a in &raw.ready_area {
        if !ids.insert(a.id.clone()) {
            return Err(cx.at("id", &a.id, "this id appears more than once"));
        }
        if !(1..=4).contains(&a.column) {
            return Err(cx.at("id", &a.id, "the column must be 1 to 4"));
        }
        data.areas.push(AreaDef {
            id: a.id.clone(),
            column: a.column,
        });
    }
    let firsts: Vec<usize> = (0..data.areas.len())
        .filter(|&i| data.areas[i].column == 1)
        .collect();
    if firsts.len() != 1 {
        return Err(cx.whole("column I must have exactly one ready area (RC)"));
    }
    data.rc = firsts[0] as u8;
    if data.areas.len() > 32 {
        return Err(cx.whole("too many ready areas"));
    }
    // Check 1 and 2: counts and unique tile ids.
    if raw.tile.len() != 19 {
        return Err(cx.whole(format!("{} tiles, expected 19", raw.tile.len())));
    }
    for t in &raw.tile {
        if !ids.insert(t.id.clone()) {
            return Err(cx.at("id", &t.id, "this id appears more than once"));
        }
        if !(1..=4).contains(&t.column) {
            return Err(cx.at("id", &t.id, "the column must be 1 to 4"));
        }
        // Check 4: exits.
        let exit = if t.column == 4 {
            if t.exit != "mat" {
                return Err(cx.at("id", &t.id, "an elder tile must exit to \"mat\""));
            }
            Exit::Mat
        } else {
            let a = data
                .area_by_id(&t.exit)
                .ok_or_else(|| cx.at("id", &t.id, format!("unknown exit {}", t.exit)))?;
            if data.areas[usize::from(a)].column != t.column + 1 {
                return Err(cx.at(
                    "id",
                    &t.id,
                    "the exit must be a ready area of the next column",
                ));
            }
            Exit::Area(a)
        };
        if !(1..=2).contains(&t.faces.len()) {
            return Err(cx.at("id", &t.id, "a tile has one or two faces"));
        }
        data.tiles.push(TileDef {
            id: t.id.clone(),
            column: t.column,
            exit,
            faces: Vec::new(),
        });
    }
    let doubles = raw.tile.iter().filter(|t| t.faces.len() == 2).count();
    if doubles != 8 {
        return Err(cx.whole(format!(
            "{doubles} double-faced tiles, expected 8 (and 11 single-faced)"
        )));
    }
    // Check 3: routes.
    if raw.route.len() != 25 {
        return Err(cx.whole(format!("{} routes, expected 25", raw.route.len())));
    }
    let mut routes: Vec<&RawRoute> = raw.route.iter().collect();
    routes.sort_by_key(|r| r.order);
    let mut pairs = HashSet::new();
    for (k, r) in routes.iter().enumerate() {
        if r.order as usize != k + 1 {
            return Err(cx.at("id", &r.id, "route orders must be 1 to 25, each once"));
        }
        let from = data
            .area_by_id(&r.from)
            .ok_or_else(|| cx.at("id", &r.id, format!("unknown ready area {}", r.from)))?;
        let to = data
            .tile_by_id(&r.to)
            .ok_or_else(|| cx.at("id", &r.id, format!("unknown tile {}", r.to)))?;
        if r.id != format!("{}-{}", r.from, r.to) {
            return Err(cx.at("id", &r.id, "a route id must be from-to"));
        }
        if !pairs.insert((from, to)) {
            return Err(cx.at("id", &r.id, "two routes join the same ready area and tile"));
        }
        if data.areas[usize::from(from)].column != data.tiles[usize::from(to)].column {
            return Err(cx.at("id", &r.id, "a route must stay in its column"));
        }
        if r.icon == Icon::Progress {
            return Err(cx.at(
                "id",
                &r.id,
                "a route carries no icon, a newborn or an art icon",
            ));
        }
        data.routes.push(RouteDef {
            id: r.id.clone(),
            from,
            to,
            icon: r.icon,
        });
    }
    // The face ids each tile lists, in order, for `parse_tiles`.
    Ok(raw.tile.into_iter().map(|t| t.faces).collect())
}

fn parse_tiles(text: &str, data: &mut Data, order: &[Vec<String>]) -> Result<(), DataError> {
    let cx = Ctx {
        file: "tiles.toml",
        text,
    };
    let raw: RawTiles = cx.parse()?;
    if raw.face.len() != 27 {
        return Err(cx.whole(format!("{} faces, expected 27", raw.face.len())));
    }
    let mut ids = HashSet::new();
    for f in &raw.face {
        if !ids.insert(f.id.clone()) {
            return Err(cx.at("id", &f.id, "this id appears more than once"));
        }
        let tile = data
            .tile_by_id(&f.tile)
            .ok_or_else(|| cx.at("id", &f.id, format!("unknown tile {}", f.tile)))?;
        let listed = order
            .get(usize::from(tile))
            .and_then(|l| l.iter().position(|x| *x == f.id))
            .ok_or_else(|| {
                cx.at(
                    "id",
                    &f.id,
                    format!("tile {} in board.toml does not list this face", f.tile),
                )
            })?;
        if f.special == Special::Barter
            && (!f.lose.is_empty() || !f.gain.is_empty() || f.lose_food > 0 || f.lose_vp > 0)
        {
            return Err(cx.at("id", &f.id, "a Barter face has no other lose or gain part"));
        }
        if f.lose_meeple && data.tiles[usize::from(tile)].column == 4 {
            return Err(cx.at("id", &f.id, "an elder tile cannot send its meeple home"));
        }
        let face = FaceDef {
            id: f.id.clone(),
            tile,
            name: f.name.clone(),
            lose: cx.cost("id", &f.id, &f.lose)?,
            lose_food: f.lose_food,
            lose_vp: f.lose_vp,
            lose_meeple: f.lose_meeple,
            require_meeples: f.require_meeples_on_board,
            gain: cx.cost("id", &f.id, &f.gain)?,
            gain_vp: f.gain_vp,
            icon: f.icon,
            special: f.special,
        };
        if f.icon != Icon::None && !face.is_free() {
            return Err(cx.at(
                "id",
                &f.id,
                "a face with an icon must have no lose or require part (every choice must be knowable when the turn is sent)",
            ));
        }
        let index = data.faces.len() as u8;
        data.faces.push(face);
        let t = &mut data.tiles[usize::from(tile)];
        if t.faces.len() <= listed {
            t.faces.resize(listed + 1, u8::MAX);
        }
        t.faces[listed] = index;
    }
    for (t, listed) in data.tiles.iter().zip(order) {
        if t.faces.len() != listed.len() || t.faces.contains(&u8::MAX) {
            return Err(cx.whole(format!("tile {} is missing a face", t.id)));
        }
    }
    Ok(())
}

/// Checks 4 (ready areas receive exits), 5 (reachability) and 6 (art icons) of A.8.
fn check_board(text: &str, data: &Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "board.toml",
        text,
    };
    for (i, a) in data.areas.iter().enumerate() {
        if a.column >= 2 && !data.tiles.iter().any(|t| t.exit == Exit::Area(i as u8)) {
            return Err(cx.at("id", &a.id, "no tile exits to this ready area"));
        }
        if !data.routes.iter().any(|r| usize::from(r.from) == i) {
            return Err(cx.at("id", &a.id, "no route starts from this ready area"));
        }
    }
    for (i, t) in data.tiles.iter().enumerate() {
        if !data.routes.iter().any(|r| usize::from(r.to) == i) {
            return Err(cx.at("id", &t.id, "no route leads to this tile"));
        }
    }
    for r in &data.routes {
        if r.icon != Icon::Art {
            continue;
        }
        let tile = &data.tiles[usize::from(r.to)];
        let art_face = tile
            .faces
            .iter()
            .any(|&f| data.faces[usize::from(f)].icon == Icon::Art);
        if art_face {
            return Err(cx.at(
                "id",
                &r.id,
                "an art route may not lead to a tile with an art icon (one artwork per turn)",
            ));
        }
    }
    Ok(())
}

fn parse_progress(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "progress.toml",
        text,
    };
    let raw: RawProgress = cx.parse()?;
    if raw.card.len() != 44 {
        return Err(cx.whole(format!("{} cards, expected 44", raw.card.len())));
    }
    let mut ids = HashSet::new();
    let mut filled: Vec<[bool; 4]> = Vec::new();
    for c in &raw.card {
        if !ids.insert(c.id.clone()) {
            return Err(cx.at("id", &c.id, "this id appears more than once"));
        }
        if c.id != format!("{}-{}", c.name, c.position) {
            return Err(cx.at("id", &c.id, "a card id must be name-position"));
        }
        if !(1..=4).contains(&c.position) {
            return Err(cx.at("id", &c.id, "the position must be 1 to 4"));
        }
        let expected = [0, 0, 3, 4][usize::from(c.position - 1)];
        if c.indicator != expected {
            return Err(cx.at(
                "id",
                &c.id,
                format!(
                    "card {} shows indicator {expected}, not {}",
                    c.position, c.indicator
                ),
            ));
        }
        let cost = cx.cost("id", &c.id, &c.cost)?;
        let n = match data.name_by_id(&c.name) {
            Some(n) => usize::from(n),
            None => {
                data.names.push(NameDef {
                    name: c.name.clone(),
                    named: None,
                    effect: Effect::ArtVp(0),
                    effect_text: String::new(),
                    costs: [[0; 4]; 4],
                    indicators: [0, 0, 3, 4],
                });
                filled.push([false; 4]);
                data.names.len() - 1
            }
        };
        let p = usize::from(c.position - 1);
        if filled[n][p] {
            return Err(cx.at("id", &c.id, "this position is already used"));
        }
        filled[n][p] = true;
        data.names[n].costs[p] = cost;
    }
    if data.names.len() != 11 {
        return Err(cx.whole(format!("{} progress names, expected 11", data.names.len())));
    }
    for n in &data.names {
        for p in 1..4 {
            if cost_total(&n.costs[p]) < cost_total(&n.costs[p - 1]) {
                let id = format!("{}-{}", n.name, p + 1);
                return Err(cx.at("id", &id, "a card may not be cheaper than the one above it"));
            }
        }
    }
    let mut seen = HashSet::new();
    for e in &raw.effect {
        let n = data
            .name_by_id(&e.name)
            .ok_or_else(|| cx.at("name", &e.name, "an effect for a name with no cards"))?;
        if !seen.insert(n) {
            return Err(cx.at("name", &e.name, "a second effect for this name"));
        }
        let v: Vec<u32> = match &e.value {
            Values::One(x) => vec![*x],
            Values::Many(v) => v.clone(),
        };
        let bad = || cx.at("name", &e.name, format!("{} needs other values", e.kind));
        let one = |v: &[u32]| (v.len() == 1).then(|| v[0]).ok_or_else(bad);
        let two = |v: &[u32]| (v.len() == 2).then(|| (v[0], v[1])).ok_or_else(bad);
        let small = |x: u32| u8::try_from(x).map_err(|_| bad());
        let (effect, named) = match e.kind.as_str() {
            "cook" => {
                let (food, vp) = two(&v)?;
                (
                    Effect::Cook {
                        food: small(food)?,
                        vp,
                    },
                    Some(Named::Cooking),
                )
            }
            "religion" => {
                let (food, goods) = two(&v)?;
                (Effect::Religion { food, goods }, Some(Named::Religion))
            }
            "storytelling" => {
                let (cards, meeples) = two(&v)?;
                (
                    Effect::Storytelling { cards, meeples },
                    Some(Named::Storytelling),
                )
            }
            "bonus_fruit" | "bonus_meat" | "bonus_tools" | "bonus_hides" => {
                if one(&v)? != 1 {
                    return Err(bad());
                }
                let r = match e.kind.as_str() {
                    "bonus_fruit" => Res::Fruit,
                    "bonus_meat" => Res::Meat,
                    "bonus_tools" => Res::Tools,
                    _ => Res::Hides,
                };
                (Effect::Bonus(r), None)
            }
            "spoil_limits" => {
                let (meat, fruit) = two(&v)?;
                (
                    Effect::SpoilLimits {
                        meat: small(meat)?,
                        fruit: small(fruit)?,
                    },
                    None,
                )
            }
            "art_vp" => (Effect::ArtVp(one(&v)?), None),
            "expand_vp" => (Effect::ExpandVp(one(&v)?), None),
            "first_area_limit" => (Effect::FirstAreaLimit(small(one(&v)?)?), None),
            other => return Err(cx.at("name", &e.name, format!("unknown effect kind {other:?}"))),
        };
        let def = &mut data.names[usize::from(n)];
        def.effect = effect;
        def.named = named;
        def.effect_text = e.text.clone();
    }
    if seen.len() != data.names.len() {
        return Err(cx.whole("every progress name needs one [[effect]]"));
    }
    for which in [Named::Cooking, Named::Religion, Named::Storytelling] {
        let count = data.names.iter().filter(|n| n.named == Some(which)).count();
        if count != 1 {
            return Err(cx.whole(format!(
                "exactly one name must cover the printed {which:?} space, found {count}"
            )));
        }
    }
    let expected_names = [
        ("cooking", Named::Cooking),
        ("religion", Named::Religion),
        ("storytelling", Named::Storytelling),
    ];
    for (name, which) in expected_names {
        if data
            .name_by_id(name)
            .and_then(|n| data.names[usize::from(n)].named)
            != Some(which)
        {
            return Err(cx.at("name", name, "this name must cover its printed mat space"));
        }
    }
    Ok(())
}

fn parse_art(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "art.toml",
        text,
    };
    let raw: RawArtFile = cx.parse()?;
    if raw.art.len() != 8 {
        return Err(cx.whole(format!("{} art cards, expected 8", raw.art.len())));
    }
    for (k, a) in raw.art.iter().enumerate() {
        if a.id != format!("ART{}", k + 1) {
            return Err(cx.at("id", &a.id, format!("expected ART{} here", k + 1)));
        }
        let lines = [
            (cx.cost("id", &a.id, &a.line1_cost)?, a.line1_vp),
            (cx.cost("id", &a.id, &a.line2_cost)?, a.line2_vp),
            (cx.cost("id", &a.id, &a.line3_cost)?, a.line3_vp),
        ];
        if lines.iter().any(|(c, vp)| cost_total(c) == 0 || *vp == 0) {
            return Err(cx.at("id", &a.id, "every line costs something and gives VP"));
        }
        data.art.push(ArtDef {
            id: a.id.clone(),
            name: a.name.clone(),
            lines,
        });
    }
    Ok(())
}

fn parse_setup(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "setup.toml",
        text,
    };
    let raw: RawSetupFile = cx.parse()?;
    if raw.setup_card.len() != 5 {
        return Err(cx.whole(format!("{} setup cards, expected 5", raw.setup_card.len())));
    }
    for (k, s) in raw.setup_card.iter().enumerate() {
        if s.id != format!("SET{}", k + 1) {
            return Err(cx.at("id", &s.id, format!("expected SET{} here", k + 1)));
        }
        data.setup.push(SetupDef {
            id: s.id.clone(),
            resources: cx.cost("id", &s.id, &s.resources)?,
        });
    }
    Ok(())
}

fn parse_mat(text: &str, data: &mut Data) -> Result<(), DataError> {
    let cx = Ctx {
        file: "mat.toml",
        text,
    };
    let mat: Mat = cx.parse()?;
    let checks: [(&str, u32, u32); 14] = [
        ("cap", mat.cap.into(), 8),
        ("spoil_meat", mat.spoil_meat.into(), 3),
        ("spoil_fruit", mat.spoil_fruit.into(), 6),
        ("cook_food", mat.cook_food.into(), 3),
        ("cook_vp", mat.cook_vp, 3),
        ("religion", mat.religion[0], 1),
        ("religion", mat.religion[1], 2),
        ("storytelling", mat.storytelling[0], 2),
        ("storytelling", mat.storytelling[1], 1),
        ("slots", mat.slots.into(), 3),
        ("meeples", mat.meeples.into(), 8),
        ("end_vp", mat.end_vp, 60),
        ("expand_vp", mat.expand_vp, 3),
        ("first_area_limit", mat.first_area_limit.into(), 3),
    ];
    for (key, found, expected) in checks {
        if found != expected {
            return Err(DataError {
                file: "mat.toml",
                line: text
                    .lines()
                    .position(|l| l.trim_start().starts_with(key))
                    .map(|i| i + 1),
                entry: key.to_string(),
                why: format!("the mat says {expected}, not {found} (design A.6)"),
            });
        }
    }
    data.mat = mat;
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
