//! Humanity's pages in the platform's table (`web::table`): `routes` implements `GameUi` (the
//! pictures, what a decision will do, the chart, the rules page); the pictures are pure
//! functions from the engine's `View` to SVG markup; the choices of a turn are the engine's
//! (`engine::humanity::choices`), whose board keys the pictures turn into links to tap.
//!
//! Several small SVGs stacked on a phone rather than one huge picture. Every SVG is 360 units
//! wide (`width="100%"`, scales to the column), has a `<title>` and an `aria-label` (and the role
//! `img`, or `group` when it holds links to tap), and uses only presentation attributes and the
//! `hb-*` classes of `static/games/humanity.css`, so it passes a CSP without inline styles.
//! Every text from players (display names) is escaped for XML. Every module colour is drawn
//! with its symbol (gear, robot, sprout, flask); every player with the shape of their colour
//! and their letter, from the platform's marks (`services::seating::marks`).
//!
//! - [`station_svg`]: the station ring (8 hangars, the arm, modules and experiments on offer,
//!   astronauts on the station) with the year, round and whose turn it is in the hub; a hangar
//!   the viewer may choose now (its module, or the experiment that faces it) is framed and
//!   tappable.
//! - [`tracks_svg`]: VP, research (0..50) and science ("hidden" for others) for every seat,
//!   the first player and who is to act.
//! - [`base_svg`]: one seat's base grid with rulers for cell names, plus its astronauts away,
//!   its experiments by side and its missions; the cells the viewer may choose now (an
//!   astronaut, a tile, a landing cell) are outlined, named and tappable.
//! - [`legend_svg`]: what every symbol means.
//! - `rows`: the status line, the missions table, the players at a glance, the final scores and
//!   each picture's parts in words.

mod legend;
mod paint;
#[cfg(test)]
mod pictures_lang_tests;
pub mod routes;
mod rows;
mod svg;
#[cfg(test)]
mod tests;

pub use legend::legend_svg;
pub use rows::{
    glance_rows, mission_rows, picture_key, score_table, status_line, GlanceRow, MissionRow,
};
pub use svg::{base_svg, station_svg, tracks_svg, Taps};
