//! Origins: How We Became Human (design page `origins.md`): the pure rules engine, in progress.
//!
//! Done so far:
//! - `data`: the component data of Appendix A, loaded from `data/origins/` and validated at load
//!   with every check of design 1.2 (a bad file is refused naming the file and line).
//!
//! Not done yet: everything else (the game is not registered and does not implement `Game`).

pub mod data;
