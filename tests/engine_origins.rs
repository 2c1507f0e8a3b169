//! Origins engine tests: the component data (design 1.2, Appendix A), setup (2), the views (19)
//! and the phases implemented so far.

use turnpost::engine::origins::data::{
    count_cards, data, parse_data, Files, Letter, BUILTIN, COUNTS,
};

// ---- component data (1.2, A) ----

#[test]
fn data_loads_with_the_appendix_counts() {
    let d = match parse_data(&BUILTIN) {
        Ok(d) => d,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(d.cards.len(), 102);
    let n = count_cards(&d.cards);
    assert_eq!(n.cards, [30, 35, 37]);
    assert_eq!(n.public, [4, 14, 19]);
    assert_eq!(n.eg, COUNTS.eg);
    assert_eq!(n.fd, [18, 18, 11]);
    assert_eq!(n.adv[1], [(2, 1), (1, 2), (7, 3)]);
    assert_eq!(n.enc_era1, [4, 4, 4, 6]);
    assert_eq!(d.hexes.len(), 126);
    assert_eq!(
        d.hexes
            .iter()
            .filter(
                |h| h.kind.is_land() || h.kind == turnpost::engine::origins::data::HexKind::Shelf
            )
            .count(),
        71
    );
    assert_eq!(d.intersections.len(), 298);
    assert_eq!(d.edge_count(), 425);
    assert_eq!(d.species.len(), 5);
    assert_eq!(d.species(Letter::N).start, d.x_by_id("X079").unwrap());
    assert_eq!(d.era_spaces[4], "Divorce");
    assert_eq!(d.regions.len(), 5);
    assert_eq!(d.tracks.len(), 5);
    assert_eq!(d.climate.len(), 3);
    // Seven straits (A.7).
    let straits = d
        .intersections
        .iter()
        .flat_map(|x| &x.neighbours)
        .filter(|(_, c)| {
            matches!(
                c,
                turnpost::engine::origins::data::EdgeClass::W
                    | turnpost::engine::origins::data::EdgeClass::R
            )
        })
        .count();
    assert_eq!(straits, 14);
    // The built-in data is the same as the parsed copy.
    assert_eq!(data().cards.len(), 102);
}

/// The error text when one file of the built-in data has `from` replaced by `to` (first match).
fn broken(file: &str, from: &str, to: &str) -> String {
    let mut owned: Vec<String> = [
        BUILTIN.species,
        BUILTIN.brain,
        BUILTIN.tracks,
        BUILTIN.climate,
        BUILTIN.domestication,
        BUILTIN.cards,
        BUILTIN.map_hexes,
        BUILTIN.map_intersections,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let names = [
        "species",
        "brain",
        "tracks",
        "climate",
        "domestication",
        "cards",
        "map_hexes",
        "map_intersections",
    ];
    let i = names.iter().position(|n| *n == file).unwrap();
    assert!(owned[i].contains(from), "{from} not in {file}");
    owned[i] = owned[i].replacen(from, to, 1);
    let files = Files {
        species: &owned[0],
        brain: &owned[1],
        tracks: &owned[2],
        climate: &owned[3],
        domestication: &owned[4],
        cards: &owned[5],
        map_hexes: &owned[6],
        map_intersections: &owned[7],
    };
    match parse_data(&files) {
        Ok(_) => panic!("{file}: {from} -> {to} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// The 1-based line of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn a_broken_card_is_refused_with_its_file_and_line() {
    // I-01 loses its FD: Era I no longer has 18 fecundity decreases.
    let e = broken("cards", "right = [\"fd\"]", "right = [\"eg\"]");
    let line = line_of(BUILTIN.cards, "id = \"I-01\"");
    assert_eq!(
        e,
        format!("data/origins/cards.toml, line {line} (I-01): Era 1 has 12 elder gains, but A.6 counts 11")
    );
    // A duplicated id is refused at the second one.
    let e = broken("cards", "id = \"I-02\"", "id = \"I-01\"");
    let line = line_of(BUILTIN.cards, "id = \"I-02\"");
    assert_eq!(
        e,
        format!("data/origins/cards.toml, line {line} (I-01): this id is used twice")
    );
    // A rank out of range.
    let e = broken("cards", "rank = 3", "rank = 4");
    assert!(
        e.contains("cards.toml, line") && e.contains("rank is 1 to 3"),
        "{e}"
    );
    // A public card without a category.
    let e = broken("cards", "category = \"info\"\n", "");
    assert!(e.contains("has a category and a rank"), "{e}");
    // An idea card without its left side.
    let e = broken("cards", "left = [\"enc:social\"]", "left = []");
    assert!(
        e.contains("(I-01): an idea card has a left and a right side"),
        "{e}"
    );
    // A TOML syntax error names its line.
    let e = broken(
        "cards",
        "era = 1\nkind = \"idea\"\nname = \"Cooking\"",
        "era = 1\nkind = \"idea\nname = \"Cooking\"",
    );
    assert!(e.starts_with("data/origins/cards.toml, line "), "{e}");
}

#[test]
fn a_broken_map_is_refused_with_its_file_and_line() {
    // A hex with five corners.
    let e = broken(
        "map_hexes",
        "corners = [\"X001\", \"X015\", \"X029\", \"X042\", \"X028\", \"X014\"]",
        "corners = [\"X001\", \"X015\", \"X029\", \"X042\", \"X028\"]",
    );
    let line = line_of(BUILTIN.map_hexes, "id = \"ALA\"");
    assert_eq!(e, format!("data/origins/map_hexes.toml, line {line} (ALA): a hex has exactly 6 corner intersections (1.2)"));
    // An intersection whose hex list disagrees with the corners.
    let e = broken(
        "map_intersections",
        "hexes = [\"ALA\"]\nneighbours = [\"X014\", \"X015\"]",
        "hexes = [\"YUK\"]\nneighbours = [\"X014\", \"X015\"]",
    );
    let line = line_of(BUILTIN.map_intersections, "id = \"X001\"");
    assert!(
        e.starts_with(&format!(
            "data/origins/map_intersections.toml, line {line} (X001): its hex list"
        )),
        "{e}"
    );
    // An edge class that is not the same from both ends.
    let e = broken(
        "map_intersections",
        "neighbours = [\"X014\", \"X015\"]",
        "neighbours = [\"X014/S\", \"X015\"]",
    );
    assert!(
        e.contains("(X001): the edge to X014 is not listed the same way"),
        "{e}"
    );
    // A strait on a land edge.
    let e = broken(
        "map_intersections",
        "neighbours = [\"X093\", \"X094\", \"X125/W\"]",
        "neighbours = [\"X093/W\", \"X094\", \"X125/W\"]",
    );
    assert!(e.contains("map_intersections.toml, line"), "{e}");
    // A wrong terrain.
    let e = broken(
        "map_intersections",
        "id = \"X001\"\nterrain = \"plain\"",
        "id = \"X001\"\nterrain = \"grass\"",
    );
    assert!(e.contains("(X001): terrain Grass does not follow"), "{e}");
}

#[test]
fn broken_species_tracks_and_tables_are_refused() {
    // A start intersection on tundra (ice in glacial).
    let e = broken("species", "start = \"X079\"", "start = \"X035\"");
    let line = line_of(BUILTIN.species, "letter = \"N\"");
    assert_eq!(e, format!("data/origins/species.toml, line {line} (N): start intersection X035 is not habitable in the starting climate (1.2)"));
    // Two start intersections in one hex.
    let e = broken("species", "start = \"X079\"", "start = \"X083\"");
    assert!(e.contains("shares a hex"), "{e}");
    let e = broken("species", "start = \"X079\"", "start = \"X999\"");
    assert!(e.contains("X999 does not exist"), "{e}");
    let e = broken(
        "brain",
        "adjacent = [\"hippocampus\", \"neocortex\"]",
        "adjacent = [\"hippocampus\", \"broca\"]",
    );
    assert!(
        e.contains("brain.toml, line") && e.contains("not the other way round"),
        "{e}"
    );
    let e = broken("tracks", "start = 1", "start = 2");
    assert!(e.contains("tracks.toml, line") && e.contains("(FP)"), "{e}");
    let e = broken("climate", "rolls = [6]", "rolls = [5, 6]");
    assert!(
        e.contains("climate.toml, line") && e.contains("(milankovitch)"),
        "{e}"
    );
    // A gap in a domestication table.
    let e = broken(
        "domestication",
        "lo = 5\nhi = 5\nresult = \"draft animal\"",
        "lo = 6\nhi = 6\nresult = \"draft animal\"",
    );
    assert!(
        e.contains("domestication.toml, line") && e.contains("(animal): the rows"),
        "{e}"
    );
}
