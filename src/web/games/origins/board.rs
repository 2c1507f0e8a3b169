//! Origins' pictures: pure functions from the engine's `View` (and the fixed component data:
//! hexes, intersections, edges, terrain, tracks, cards) to SVG markup, laid out for a phone
//! column. The map (whole, and the windows to choose on) is in `board_map`, one player's
//! sheets in `board_mat`, the legend and the pieces in `board_keys`; this module gathers their
//! public functions.

pub use super::board_keys::{legend_svg, legend_svg_in, pieces_svg, pieces_svg_in};
pub use super::board_map::{choose_svg, map_svg, units_by_region, units_by_region_in};
pub use super::board_mat::{mat_svg, mat_svg_in};
