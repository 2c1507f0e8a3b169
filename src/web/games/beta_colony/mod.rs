//! Beta Colony's web pages in the platform's table: the pictures of the board (`board`: pure
//! functions from the engine's `View` to SVG markup, with the taps of the turn panel as links)
//! and the `GameUi` the shared routes call (`routes`), with the words of the rules page's lists
//! (`readings`). The choices of the turn panel are the engine's (`engine::beta_colony::choices`).

pub mod board;
pub mod board_keys;
pub mod board_mat;
pub mod paint;
pub mod readings;
pub mod routes;

#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod pictures_lang_tests;
#[cfg(test)]
mod tests;
