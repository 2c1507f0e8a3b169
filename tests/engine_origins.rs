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

// ---- setup (2), views (19) and the state machine (3) ----

use turnpost::engine::origins::data::Region;
use turnpost::engine::origins::invariants::check;
use turnpost::engine::origins::state::{new_state, CardId, Decision, Phase, XId};
use turnpost::engine::origins::view::view;
use turnpost::engine::Viewer;

fn game(players: usize, seed: u64) -> turnpost::engine::origins::State {
    new_state(players, seed, &serde_json::json!({})).unwrap()
}

#[test]
fn setup_follows_section_2() {
    for players in 2..=5 {
        for seed in 0..20 {
            let s = game(players, seed);
            check(&s).unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            let letters: Vec<Letter> = s.players.iter().map(|p| p.sheet).collect();
            match players {
                2 | 3 => {
                    assert!(matches!(letters[0], Letter::H | Letter::P));
                    assert!(matches!(letters[1], Letter::N | Letter::C));
                    if players == 3 {
                        assert_eq!(letters[2], Letter::A);
                    }
                }
                4 => assert!(!(letters.contains(&Letter::N) && letters.contains(&Letter::A))),
                _ => assert_eq!(s.unused_brains.len(), 0),
            }
            assert_eq!(s.unused_brains.len(), 5 - players);
            for p in &s.players {
                let sp = data().species(p.sheet);
                assert_eq!((p.ki, p.kp), (6, 9));
                assert_eq!((p.innovation_number(), p.population_number()), (1, 1));
                assert_eq!(p.infra, [1, 0, 0, 0, 0]);
                assert_eq!(p.migratory, vec![XId(sp.start)]);
                assert_eq!(p.brain_units.len(), 3);
                assert!(sp.covered.iter().all(|r| p.brain_units.contains(r)));
                assert_eq!((p.elders(), p.hand_limit(), p.era), (0, 1, None));
            }
            // 2.10: the earliest letter starts, with one innovation action.
            let first = usize::from(s.first_player);
            assert!(letters.iter().all(|&l| l >= letters[first]));
            assert_eq!(
                s.decision(),
                Some((first, Decision::Innovation { left: 1 }))
            );
            assert_eq!(s.phase, Phase::Innovation { left: 1 });
            assert_eq!(
                s.decks.iter().map(Vec::len).collect::<Vec<_>>(),
                [30, 35, 37]
            );
            assert_eq!(s.climate, [false; 3]);
        }
    }
    // The same seed gives the same game; the decks depend on the seed.
    assert_eq!(game(4, 9), game(4, 9));
    assert_ne!(game(4, 9).decks, game(4, 10).decks);
    // The species option and refusals.
    let random = new_state(
        2,
        3,
        &serde_json::json!({"species": "random", "turn_cap": 5}),
    )
    .unwrap();
    assert_eq!(random.turn_cap, 5);
    assert!(new_state(6, 1, &serde_json::json!({})).is_err());
    assert!(new_state(3, 1, &serde_json::json!({"species": "mixed"})).is_err());
    assert!(new_state(3, 1, &serde_json::json!({"turn_cap": 0})).is_err());
    // Neanderthal covers both speech centres and the neocortex (A.1).
    let n = data().species(Letter::N);
    assert!(n.covered.contains(&Region::Broca) && n.covered.contains(&Region::Wernicke));
}

#[test]
fn views_hide_hands_and_deck_orders() {
    let mut s = game(3, 7);
    let c = |id: &str| CardId::parse(id).unwrap();
    // Put cards in hands and piles by hand (taken from the decks).
    for id in ["I-01", "I-05"] {
        s.decks[0].retain(|&x| x != c(id));
    }
    s.players[1].hand.push(c("I-01"));
    s.decks[1].retain(|&x| x != c("II-14") && x != c("II-01"));
    s.players[1].discard = vec![c("II-14"), c("II-01")];
    s.players[2].discard.push(c("I-05"));
    check(&s).unwrap();
    let json = |v: Viewer| serde_json::to_value(view(&s, v)).unwrap();
    let own = json(Viewer::Seat(1));
    assert_eq!(own["players"][1]["hand"], serde_json::json!(["I-01"]));
    assert_eq!(
        own["players"][1]["discard"],
        serde_json::json!(["II-14", "II-01"])
    );
    assert!(own.get("decks").is_none() && own.get("rng").is_none());
    let other = json(Viewer::Seat(0));
    assert_eq!(other["players"][1]["hand_size"], 1);
    assert!(other["players"][1].get("hand").is_none());
    assert!(other["players"][1].get("discard").is_none());
    assert_eq!(other["players"][1]["discard_top"], "II-01");
    assert_eq!(other["players"][1]["discard_size"], 2);
    assert_eq!(other["deck_sizes"], serde_json::json!([28, 33, 37]));
    // The serialized view of another seat names no card of the hand or the deck orders.
    let text = other.to_string();
    assert!(
        !text.contains("\"I-01\"") && !text.contains("II-14"),
        "{text}"
    );
    let spectator = json(Viewer::Spectator);
    assert!(spectator["players"][1].get("hand").is_none());
    let all = json(Viewer::Omniscient);
    assert_eq!(all["players"][1]["hand"], serde_json::json!(["I-01"]));
    assert_eq!(all["decks"][0].as_array().unwrap().len(), 28);
    assert_eq!(
        all["decks"][0][0],
        serde_json::json!(s.decks[0].last().unwrap().id())
    );
    // The state serializes by ids and reads back identical.
    let back: turnpost::engine::origins::State =
        serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}

#[test]
fn the_invariant_check_catches_broken_states() {
    let s = game(2, 1);
    let mut t = s.clone();
    t.players[0].kp += 1;
    assert!(check(&t).unwrap_err().contains("25 units"));
    let mut t = s.clone();
    let card = t.decks[0].pop().unwrap();
    t.players[0].hand.push(card);
    t.players[1].hand.push(card);
    assert!(check(&t).unwrap_err().contains("in 2 places"));
    let mut t = s.clone();
    let x = t.players[0].migratory[0];
    t.players[1].migratory = vec![x];
    assert!(check(&t).unwrap_err().contains("two units on"));
}
