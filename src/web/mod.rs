//! The web layer (pages, forms, pictures).

pub mod games;
