//! Dawn of Mankind's pages: the pictures (`board`: pure functions from the engine's `View` to
//! SVG markup), the `GameUi` the shared routes call (`routes`) and the rules page's lists in the
//! page's language (`readings`).

pub mod board;
mod board_keys;
mod board_mat;
mod names;
mod paint;
#[cfg(test)]
mod pictures_lang_tests;
mod readings;
pub mod routes;
#[cfg(test)]
mod tests;
