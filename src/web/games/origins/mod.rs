//! Origins' web pages: the pictures of the board (`board`: pure functions from the engine's
//! `View` to SVG markup), the boxes of card texts and lists beside them (`boxes`), and the
//! `GameUi` the platform's table calls (`routes`).

// Pictures (board).
pub mod board;
pub mod board_keys;
pub mod board_map;
pub mod board_mat;
#[cfg(test)]
mod board_tests;
pub mod boxes;
pub mod paint;
#[cfg(test)]
mod pictures_lang_tests;

// The table's game part.
pub mod routes;
#[cfg(test)]
mod test_words;
#[cfg(test)]
mod tests;
