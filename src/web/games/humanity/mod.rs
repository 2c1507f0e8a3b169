//! Humanity's pages: the turn forms (`forms`), the page model of a turn (`turn`), the game page
//! (`page`), and the pictures: pure functions from the engine's `View` to SVG markup.
//!
//! Several small SVGs stacked on a phone rather than one huge picture. Every SVG is 360 units
//! wide (`width="100%"`, scales to the column), has `role="img"`, a `<title>` and an
//! `aria-label`, and uses only presentation attributes and the `hb-*` classes of
//! `static/site.css` (section "Humanity board"), so it passes a CSP without inline styles.
//! Every text from players (display names) is escaped for XML. Every module colour is drawn
//! with its symbol (gear, robot, sprout, flask); every seat has a colour, a marker shape and an
//! initial (or its seat number when initials clash).
//!
//! - [`station_svg`]: the AMBS ring (8 hangars, the arm, modules and experiments on offer,
//!   astronauts on the station) with the year, round and whose turn it is in the hub.
//! - [`tracks_svg`]: VP, research (0..50) and science ("hidden" for others) for every seat,
//!   the first player and who is to act.
//! - [`base_svg`]: one seat's base grid with rulers for cell names, plus its astronauts away,
//!   its experiments by side and its missions; `highlight` outlines and labels cells the viewer
//!   may choose now (placement or deploy cells).
//! - [`legend_svg`]: what every symbol means.
//! - [`mission_rows`], [`seat_labels`], [`status_line`]: plain data for HTML parts (the
//!   missions table with each seat's measure, a who-is-who list, the page heading).
//!
//! Suggested page order on a phone: status line (HTML), `station_svg`, `tracks_svg`, the
//! missions table from `mission_rows`, the viewer's own `base_svg` (with highlights) next to
//! the turn form, the other seats' `base_svg`s (each in a `<details>`), then `legend_svg` in a
//! `<details>`. Wrap each base in `<div class="hb-scroll">`: a very wide base keeps readable
//! cells and scrolls sideways (it then has the class `hb-wide`). On wide screens the
//! `hb-board` grid puts the pictures in two columns.

pub mod forms;
mod legend;
pub mod page;
mod paint;
mod replay;
pub mod routes;
mod rows;
mod svg;
#[cfg(test)]
mod tests;
pub mod turn;

pub use legend::legend_svg;
pub use rows::{
    glance_rows, mission_rows, seat_labels, status_line, GlanceRow, MeasureCell, MissionRow,
    SeatLabel,
};
pub use svg::{base_svg, station_svg, tracks_svg};
