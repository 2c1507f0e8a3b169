//! Geometry of a base: greenhouse groups, squares, adjacency and the mission measures.

use super::catalogue::{catalogue, Colour, Direction, Measure, MissionDef, Res, Shape};
use super::cell::Cell;
use super::error::RuleError;
use super::state::{module_colour, Player};

/// The colour of each module of a base on a dense rectangle (obstacles are not modules, 0.2).
pub struct Grid {
    x0: i16,
    y0: i16,
    w: i16,
    h: i16,
    /// 0 = no module, else 1 + colour index.
    cells: Vec<u8>,
}

fn colour_code(c: Colour) -> u8 {
    1 + c as u8
}

impl Grid {
    pub fn of(player: &Player) -> Grid {
        let cat = catalogue();
        let xs = player.modules.iter().map(|m| m.cell.x());
        let ys = player.modules.iter().map(|m| m.cell.y());
        let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
        let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
        let mut cells = vec![0u8; (w as usize) * (h as usize)];
        for m in &player.modules {
            let i = ((m.cell.y() - y0) as usize) * (w as usize) + (m.cell.x() - x0) as usize;
            if let Some(slot) = cells.get_mut(i) {
                *slot = colour_code(module_colour(cat.module(m.module)));
            }
        }
        Grid {
            x0,
            y0,
            w,
            h,
            cells,
        }
    }

    fn get(&self, x: i16, y: i16) -> u8 {
        let (gx, gy) = (x - self.x0, y - self.y0);
        if gx < 0 || gy < 0 || gx >= self.w || gy >= self.h {
            return 0;
        }
        self.cells
            .get((gy as usize) * (self.w as usize) + gx as usize)
            .copied()
            .unwrap_or(0)
    }

    fn count(&self, colour: Colour) -> u32 {
        let code = colour_code(colour);
        self.cells.iter().filter(|&&c| c == code).count() as u32
    }

    /// Largest connected group of one colour; `diagonal` also connects corners (mission A3).
    fn largest_group(&self, colour: Colour, diagonal: bool) -> u32 {
        let code = colour_code(colour);
        let mut seen = vec![false; self.cells.len()];
        let mut best = 0;
        let mut stack = Vec::new();
        for start in 0..self.cells.len() {
            if self.cells[start] != code || seen[start] {
                continue;
            }
            seen[start] = true;
            stack.push(start);
            let mut size = 0;
            while let Some(i) = stack.pop() {
                size += 1;
                let (x, y) = ((i as i16) % self.w, (i as i16) / self.w);
                for (dx, dy) in NEIGHBOURS8 {
                    if !diagonal && dx != 0 && dy != 0 {
                        continue;
                    }
                    let (nx, ny) = (x + dx, y + dy);
                    if nx < 0 || ny < 0 || nx >= self.w || ny >= self.h {
                        continue;
                    }
                    let j = (ny as usize) * (self.w as usize) + nx as usize;
                    if self.cells[j] == code && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            best = best.max(size);
        }
        best
    }

    /// Longest run of consecutive modules along (dx, dy); `same` requires one colour.
    fn longest_run(&self, dx: i16, dy: i16, same: bool) -> u32 {
        let mut best = 0;
        for y in self.y0..self.y0 + self.h {
            for x in self.x0..self.x0 + self.w {
                let c = self.get(x, y);
                let prev = self.get(x - dx, y - dy);
                if c == 0 || (prev != 0 && (!same || prev == c)) {
                    continue;
                }
                let mut len = 0;
                let (mut cx, mut cy) = (x, y);
                while self.get(cx, cy) != 0 && (!same || self.get(cx, cy) == c) {
                    len += 1;
                    cx += dx;
                    cy += dy;
                }
                best = best.max(len);
            }
        }
        best
    }
}

const NEIGHBOURS8: [(i16, i16); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// Design 9.5: a player's measure for a mission.
pub fn measure(player: &Player, grid: &Grid, mission: &MissionDef) -> u32 {
    match mission.measure {
        Measure::LargestGroup { colour, diagonal } => grid.largest_group(colour, diagonal),
        Measure::ColourCount { colour } => grid.count(colour),
        Measure::Run { dir, same_colour } => match dir {
            Direction::Vertical => grid.longest_run(0, 1, same_colour),
            Direction::Horizontal => grid.longest_run(1, 0, same_colour),
            Direction::Diagonal => {
                grid.longest_run(1, 1, same_colour)
                    .max(grid.longest_run(1, -1, same_colour))
            }
        },
        Measure::Pictograms { resource } => pictograms(player, resource),
        Measure::SideCount { side } => {
            player.experiments.iter().filter(|e| e.side == side).count() as u32
        }
    }
}

/// Missions C1-C3: printed cost symbols of the basic type and its paired advanced type.
fn pictograms(player: &Player, basic: Res) -> u32 {
    let cat = catalogue();
    player
        .experiments
        .iter()
        .map(|e| {
            let cost = cat.experiment(e.experiment).cost;
            u32::from(cost.count(basic)) + basic.pair().map_or(0, |p| u32::from(cost.count(p)))
        })
        .sum()
}

/// Design 6.2: the greenhouse group a new greenhouse of `shape` at `cell` would join, checked
/// for size and shapes (reading D5: the wild is a fourth shape). Returns the group size.
pub fn greenhouse_group(player: &Player, cell: Cell, shape: Shape) -> Result<u32, RuleError> {
    let cat = catalogue();
    let green_shape = |c: Cell| -> Option<Shape> {
        let m = player.modules.iter().find(|m| m.cell == c)?;
        let def = cat.module(m.module);
        (def.colour == Some(Colour::Green)).then_some(def.shape.unwrap_or(Shape::Wild))
    };
    let mut group = vec![(cell, shape)];
    let mut next = 0;
    while next < group.len() {
        let here = group[next].0;
        next += 1;
        for n in here.neighbours() {
            if group.iter().any(|(c, _)| *c == n) {
                continue;
            }
            if let Some(s) = green_shape(n) {
                group.push((n, s));
                if group.len() > 3 {
                    return Err(RuleError::GreenhouseGroupTooBig(cell));
                }
            }
        }
    }
    for (i, (_, s)) in group.iter().enumerate() {
        if group[..i].iter().any(|(_, t)| t == s) {
            return Err(RuleError::GreenhouseSameShape {
                cell,
                shape: super::describe::shape_word(*s),
            });
        }
    }
    Ok(group.len() as u32)
}

/// A 2x2 block completed by the module just placed at a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Square {
    pub top_left: Cell,
    /// Design 7.2: made of at most 2 colours, so it earns an upgrade.
    pub upgrade: bool,
}

/// Design 7.1: the blocks containing `cell` whose four cells all hold modules, judged as if a
/// module of `colour` stood on `cell` (it is computed before the module is placed).
pub fn new_squares(player: &Player, cell: Cell, colour: Colour) -> Vec<Square> {
    let mut out = Vec::new();
    for (dx, dy) in [(-1, -1), (0, -1), (-1, 0), (0, 0)] {
        let tl = cell.offset(dx, dy);
        let block = [tl, tl.offset(1, 0), tl.offset(0, 1), tl.offset(1, 1)];
        let colours: Option<Vec<Colour>> = block
            .iter()
            .map(|&c| {
                if c == cell {
                    Some(colour)
                } else {
                    player.colour_at(c)
                }
            })
            .collect();
        if let Some(mut colours) = colours {
            colours.sort();
            colours.dedup();
            out.push(Square {
                top_left: tl,
                upgrade: colours.len() <= 2,
            });
        }
    }
    out
}

/// Colours of the modules orthogonally adjacent to a cell.
pub fn adjacent_modules(player: &Player, cell: Cell) -> impl Iterator<Item = (Cell, u8)> + '_ {
    cell.neighbours().into_iter().filter_map(move |n| {
        player
            .modules
            .iter()
            .find(|m| m.cell == n)
            .map(|m| (n, m.module))
    })
}

/// Design 12.2: an empty cell next to at least one module of the player.
pub fn is_placement_cell(player: &Player, cell: Cell) -> bool {
    cell.in_bounds()
        && !player.occupied(cell)
        && cell.neighbours().iter().any(|&n| player.has_module_at(n))
}

/// Every legal placement cell, ordered by row then column (the deterministic default order).
pub fn placement_cells(player: &Player) -> Vec<Cell> {
    let mut cells: Vec<Cell> = player
        .modules
        .iter()
        .flat_map(|m| m.cell.neighbours())
        .filter(|&c| is_placement_cell(player, c))
        .collect();
    cells.sort_by_key(|c| (c.y(), c.x()));
    cells.dedup();
    cells
}
