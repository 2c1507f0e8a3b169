//! Dawn of Mankind's pages: the pictures (`board`: pure functions from the engine's `View` to
//! SVG markup) and the `GameUi` the shared routes call (`routes`).

pub mod board;
mod board_keys;
mod board_mat;
mod names;
mod paint;
pub mod routes;
#[cfg(test)]
mod tests;
