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

// ---- phase 1: innovation actions (4), domestication (12), disease (5.5) ----

use turnpost::engine::origins::action::{Pay, Reset};
use turnpost::engine::origins::data::{HexKind, Track};
use turnpost::engine::origins::state::{EraSpace, Half, Held, HexId, PromptKind, Record};
use turnpost::engine::origins::{apply, default_action, legal_actions, Action, RuleError, State};
use turnpost::engine::rng::Rng;

fn x(id: &str) -> XId {
    XId::parse(id).unwrap_or_else(|| panic!("intersection {id}"))
}
fn hex(id: &str) -> HexId {
    HexId::parse(id).unwrap_or_else(|| panic!("hex {id}"))
}
fn card(id: &str) -> CardId {
    CardId::parse(id).unwrap_or_else(|| panic!("card {id}"))
}
fn act(json: serde_json::Value) -> Action {
    serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// The design's fixture (22): 2 players, seat 0 is N (active, in phase 1 with `left` actions),
/// seat 1 is P, both as set up.
fn fixture(left: u8) -> State {
    let mut s = game(2, 1);
    for (seat, letter) in [(0, Letter::N), (1, Letter::P)] {
        let sp = data().species(letter);
        let p = &mut s.players[seat];
        p.sheet = letter;
        p.brain = letter;
        p.migratory = vec![XId(sp.start)];
        p.brain_units = sp.covered.clone();
        p.brain_units.sort_unstable();
    }
    s.unused_brains = vec![Letter::A, Letter::C, Letter::H];
    s.active = 0;
    s.first_player = 0;
    s.phase = Phase::Innovation { left };
    check(&s).unwrap();
    s
}

/// A generator whose next die shows `d`.
fn die(d: u64) -> Rng {
    (0..)
        .map(Rng::new)
        .find(|r| r.clone().below(6) + 1 == d)
        .unwrap()
}

/// The refusal, worded in English (the engine says a message).
fn refused(s: &State, seat: usize, json: serde_json::Value) -> String {
    match apply(s, seat, &act(json.clone())) {
        Ok(_) => panic!("{json} was accepted"),
        Err(e) => en(&e.to_string()),
    }
}

/// An engine's words in English.
fn en(text: &str) -> String {
    turnpost::i18n::words(turnpost::i18n::Lang::En, text)
}

fn ok(s: &State, seat: usize, json: serde_json::Value) -> State {
    let next = apply(s, seat, &act(json.clone())).unwrap_or_else(|e| panic!("{json}: {e}"));
    check(&next).unwrap_or_else(|e| panic!("after {json}: {e}"));
    reached_by_steps(s, seat, &json, &next);
    next
}

/// A player choosing on the page by steps (`choices::choices`) can make the decision `json`:
/// some whole path leaves the game as it does (naming a payer the decision leaves to the
/// default, say), and every whole path is one the rules accept. Decisions with more than a few
/// thousand paths are not listed.
fn reached_by_steps(s: &State, seat: usize, json: &serde_json::Value, want: &State) {
    use turnpost::engine::choice::leaves;
    use turnpost::engine::origins::choices::choices;
    let step = |p: &[usize]| choices(s, seat, p);
    let all = leaves(&step, &[], 3000).unwrap_or_else(|e| panic!("before {json}: {e}"));
    let Some(all) = all else { return };
    let mut found = false;
    for (path, a) in &all {
        let after = apply(s, seat, a)
            .unwrap_or_else(|e| panic!("the path {path:?} to {a:?} is refused: {e}"));
        found |= after == *want;
    }
    assert!(
        found,
        "no path of the steps makes {json} ({} paths)",
        all.len()
    );
}

#[test]
fn sc11_locution_leaves_era_one_at_once() {
    // Innovation number 3, only wernicke covered (social visible), 1 producer elder.
    let mut s = fixture(3);
    let p = &mut s.players[0];
    p.brain_units = vec![Region::Wernicke];
    p.ki = 4;
    p.kp = 9;
    p.producers[Letter::N.index()] = 1;
    p.migratory = vec![x("X048"), x("X063"), x("X064"), x("X079")];
    check(&s).unwrap();
    let s = ok(&s, 0, serde_json::json!({"type": "locution"}));
    let p = &s.players[0];
    assert_eq!(p.era, Some(EraSpace::IIDark));
    assert!(p.brain_units.is_empty());
    assert_eq!(
        p.ki, 4,
        "the last brain unit becomes the era unit, not a track unit"
    );
    assert_eq!(
        (
            p.producers[Letter::N.index()],
            p.consumers[Letter::N.index()]
        ),
        (0, 1)
    );
    assert!(s.memory.locution);
    assert_eq!(s.phase, Phase::Innovation { left: 2 });
    assert_eq!(
        refused(&s, 0, serde_json::json!({"type": "original_behaviour"})),
        "Original behaviour is an Era I action, and you have left Era I (rule 4.2)."
    );
    let t = ok(&s, 0, serde_json::json!({"type": "invention", "era": 2}));
    assert_eq!(t.players[0].hand.len(), 1);
    assert_eq!(data().card(t.players[0].hand[0].0).era, 2);
    assert!(
        refused(&s, 0, serde_json::json!({"type": "invention", "era": 3})).contains("rule 4.4")
    );
}

#[test]
fn locution_needs_wernicke_social_and_an_elder() {
    let s = fixture(1);
    // N starts with limbic empty (social visible) and wernicke covered, but no elder.
    assert_eq!(
        refused(&s, 0, serde_json::json!({"type": "locution"})),
        "You have no producer elder to spend (rule 0.4)."
    );
    let mut t = s.clone();
    t.players[0].brain_units = vec![Region::Broca, Region::Neocortex];
    t.players[0].producers[Letter::N.index()] = 1;
    // Moving the unit off wernicke: kept the count at 24 by the elder.
    check(&t).unwrap();
    assert!(refused(&t, 0, serde_json::json!({"type": "locution"})).contains("D40"));
    // Peking Man covers limbic: social is hidden.
    let mut u = fixture(1);
    u.active = 1;
    assert_eq!(
        refused(&u, 1, serde_json::json!({"type": "silverback"})),
        "Silverback needs the social instinct to be visible on your brain map (rule 4.3)."
    );
    assert_eq!(
        refused(&u, 0, serde_json::json!({"type": "silverback"})),
        "It is not your turn to decide: player 2 is to decide now (rule 3.4)."
    );
}

#[test]
fn original_behaviour_silverback_and_imitator() {
    let s = fixture(3);
    // N: nature visible (hippocampus empty).
    let t = ok(&s, 0, serde_json::json!({"type": "original_behaviour"}));
    assert_eq!(t.players[0].hand, vec![*s.decks[0].last().unwrap()]);
    assert_eq!(t.decks[0].len(), 29);
    let t = ok(&t, 0, serde_json::json!({"type": "silverback"}));
    assert_eq!((t.players[0].ki, t.players[0].kp), (8, 7));
    assert_eq!(t.memory.silverback, 1);
    // Nobody has a discard: Imitator draws, but only with from null.
    assert!(refused(&t, 0, serde_json::json!({"type": "imitator", "from": 1})).contains("empty"));
    let u = ok(&t, 0, serde_json::json!({"type": "imitator", "from": null}));
    assert_eq!(u.players[0].hand.len(), 2);
    assert_eq!(
        u.phase,
        Phase::Cards,
        "the third action ends phase 1, and phase 2 has nothing to do"
    );
    // With a scavengeable top card, from null is refused and from 1 takes it.
    let mut v = t.clone();
    v.decks[0].retain(|&c| c != card("I-05"));
    v.players[1].discard.push(card("I-05"));
    assert!(
        refused(&v, 0, serde_json::json!({"type": "imitator", "from": null})).contains("seat 2")
    );
    let w = ok(&v, 0, serde_json::json!({"type": "imitator", "from": 1}));
    assert!(w.players[0].hand.contains(&card("I-05")) && w.players[1].discard.is_empty());
    // An Era II top card cannot be scavenged in Era I, unless an EYE card is in your pile.
    let mut v = t.clone();
    v.decks[1].retain(|&c| c != card("II-01") && c != card("II-14"));
    v.players[1].discard.push(card("II-01"));
    assert!(
        refused(&v, 0, serde_json::json!({"type": "imitator", "from": 1})).contains("rule 4.6")
    );
    v.players[0].discard.push(card("II-14"));
    ok(&v, 0, serde_json::json!({"type": "imitator", "from": 1}));
}

#[test]
fn lexicalization_reads_language_with_the_unit_lifted() {
    // N covers neocortex, broca and wernicke: language is hidden before the move.
    let s = fixture(1);
    // D48: broca to neocortex would be legal if neocortex were empty; here it is covered.
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "lexicalization", "from": "broca", "to": "neocortex"})
    )
    .contains("already covered"));
    // Neocortex to limbic leaves no language region empty.
    assert_eq!(
        refused(
            &s,
            0,
            serde_json::json!({"type": "lexicalization", "from": "neocortex", "to": "limbic"})
        ),
        "Lexicalization needs the language instinct to be visible on your brain map (rule 4.3)."
    );
    // Wernicke to hippocampus leaves a language region: legal.
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "lexicalization", "from": "wernicke", "to": "hippocampus"}),
    );
    assert_eq!(
        t.players[0].brain_units,
        vec![Region::Hippocampus, Region::Broca, Region::Neocortex]
    );
    // The printed example: broca and wernicke covered, neocortex empty; broca moves to neocortex.
    let mut u = fixture(1);
    u.players[0].brain_units = vec![Region::Wernicke, Region::Broca];
    u.players[0].ki += 1;
    check(&u).unwrap();
    let v = ok(
        &u,
        0,
        serde_json::json!({"type": "lexicalization", "from": "broca", "to": "neocortex"}),
    );
    assert_eq!(
        v.players[0].brain_units,
        vec![Region::Wernicke, Region::Neocortex]
    );
    assert!(refused(
        &u,
        0,
        serde_json::json!({"type": "lexicalization", "from": "broca", "to": "limbic"})
    )
    .contains("not next to"));
}

#[test]
fn storyteller_and_stimulus_reset() {
    let mut s = fixture(2);
    // N uncovers broca so language is visible; seat 1 has a spent elder (D11).
    s.players[0].brain_units = vec![Region::Wernicke, Region::Neocortex];
    s.players[0].ki += 1;
    s.players[1].kp -= 1;
    s.players[1].consumers[Letter::P.index()] = 1;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "storyteller", "reset": {"elder": {"seat": 1, "colour": "P"}}}),
    );
    assert_eq!(t.players[1].producers[Letter::P.index()], 1);
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "storyteller", "reset": {"elder": {"seat": 1, "colour": "P"}}})
    )
    .contains("no consumer elder"));
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "storyteller", "reset": {"card": "II-22"}})
    )
    .contains("not one of your suppressed"));
    // Stimulus in Era II with best info 2: up to 2 resets, a card among them (D7).
    let mut u = fixture(1);
    u.players[0].brain_units.clear();
    u.players[0].era = Some(EraSpace::IIDark);
    u.players[0].ki += 2;
    for id in ["II-24", "II-33"] {
        u.decks[1].retain(|&c| c != card(id));
    }
    u.players[0].repertoire = vec![
        Held {
            card: card("II-24"),
            active: true,
        },
        Held {
            card: card("II-33"),
            active: false,
        },
    ];
    check(&u).unwrap();
    let v = ok(
        &u,
        0,
        serde_json::json!({"type": "stimulus", "resets": [{"card": "II-33"}]}),
    );
    assert!(v.players[0].repertoire[1].active);
    assert!(refused(
        &u,
        0,
        serde_json::json!({"type": "stimulus", "resets": [{"card": "II-33"}, {"card": "II-33"}]})
    )
    .contains("not one of your suppressed"));
    assert!(refused(&u, 0, serde_json::json!({"type": "stimulus", "resets": [{"card": "II-33"}, {"card": "II-33"}, {"card": "II-33"}]})).contains("1 to 2"));
}

/// SC10's seat 0: A in Era I, one producer, a unit at X128 (ANA shows Cattle +2).
fn sc10() -> State {
    let mut s = fixture(1);
    let sp = data().species(Letter::A);
    let p = &mut s.players[0];
    p.sheet = Letter::A;
    p.brain = Letter::A;
    p.brain_units = sp.covered.clone();
    p.brain_units.sort_unstable();
    p.migratory = vec![x("X128")];
    p.ki = 5;
    p.producers[Letter::A.index()] = 1;
    s.unused_brains = vec![Letter::C, Letter::H, Letter::N];
    check(&s).unwrap();
    s
}

#[test]
fn sc10_domestication_outcomes() {
    let naturalist = serde_json::json!({"type": "naturalist", "hex": "ANA", "unit": "X128"});
    // Die 1: r = 3, too fierce.
    let mut s = sc10();
    s.rng = die(1);
    let t = ok(&s, 0, naturalist.clone());
    let p = &t.players[0];
    assert_eq!(t.extinct, vec![hex("ANA")]);
    assert_eq!((p.producers[0], p.consumers[0]), (0, 1));
    assert!(p.metropolises.is_empty());
    let mut again = t.clone();
    again.phase = Phase::Innovation { left: 1 };
    again.players[0].consumers[0] = 0;
    again.players[0].producers[0] = 1;
    assert!(refused(&again, 0, naturalist.clone()).contains("extinct"));
    // Die 3: r = 5, draft animal.
    let mut s = sc10();
    s.rng = die(3);
    let t = ok(&s, 0, naturalist.clone());
    let p = &t.players[0];
    assert_eq!(p.metropolises, vec![hex("ANA")]);
    assert!(p.migratory.is_empty());
    assert_eq!((p.level(Track::FP), p.level(Track::ENE)), (2, 1));
    // Die 4: r = 6, then a disease of limit 1 (seat 1 is not a neighbour).
    let mut s = sc10();
    s.rng = die(4);
    let (ki, kp) = (s.players[0].ki, s.players[0].kp);
    let t = ok(&s, 0, naturalist.clone());
    let p = &t.players[0];
    assert_eq!(p.metropolises, vec![hex("ANA")]);
    assert_eq!(p.level(Track::IMM), 1);
    assert_eq!(p.elders(), 0);
    // The elder goes to the innovation track (+1), then two fecundity increases (+2, −2).
    assert_eq!((p.ki, p.kp), (ki + 3, kp - 2));
    assert_eq!(t.players[1].level(Track::IMM), 0);
    // The coconut: ENE 1 at X243, JAV (+2), die 1: nuts need ENE 2.
    let mut s = sc10();
    s.players[0].migratory = vec![x("X243")];
    s.players[0].infra[Track::ENE.index()] = 1;
    s.rng = die(1);
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "JAV", "unit": "X243"}),
    );
    assert!(t.players[0].metropolises.is_empty());
    assert_eq!(t.players[0].consumers[0], 1);
}

#[test]
fn naturalist_preconditions() {
    let s = sc10();
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "CAU", "unit": "X128"})
    )
    .contains("no feature of the right kind"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "LEV"})
    )
    .contains("migratory unit on a corner"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "ANA", "unit": "X144"})
    )
    .contains("not one of your migratory units"));
    let mut t = s.clone();
    t.players[0].enslaver = Some(1);
    assert_eq!(
        refused(
            &t,
            0,
            serde_json::json!({"type": "naturalist", "hex": "ANA"})
        ),
        "A slave may not use Naturalist (rule 15.3)."
    );
    // P in Era I has nature hidden? P covers limbic, broca, wernicke: nature and tech visible,
    // language hidden.
    let mut u = s.clone();
    u.players[0].brain = Letter::P;
    u.players[0].brain_units = vec![Region::Limbic, Region::Wernicke, Region::Broca];
    u.unused_brains = vec![Letter::A, Letter::C, Letter::H, Letter::N];
    u.players[1].brain = Letter::N;
    u.unused_brains.retain(|&l| l != Letter::N);
    u.unused_brains.push(Letter::P);
    u.unused_brains.retain(|&l| l != Letter::P);
    u.unused_brains = vec![Letter::A, Letter::C, Letter::H];
    check(&u).unwrap();
    assert!(refused(
        &u,
        0,
        serde_json::json!({"type": "naturalist", "hex": "ANA"})
    )
    .contains("language"));
    // Paying with aid needs a running offer.
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "ANA", "pay": "aid:1"})
    )
    .contains("rule 16.1"));
}

#[test]
fn zoonosis_with_two_neighbours_asks_and_elder_choice_is_prompted() {
    // 3 players: seats 1 and 2 both next to ANA; seat 0 holds two elders of two kinds.
    let mut s = game(3, 2);
    for (seat, letter, unit) in [
        (0, Letter::A, "X128"),
        (1, Letter::N, "X112"),
        (2, Letter::P, "X144"),
    ] {
        let sp = data().species(letter);
        let p = &mut s.players[seat];
        p.sheet = letter;
        p.brain = letter;
        p.migratory = vec![x(unit)];
        p.brain_units = sp.covered.clone();
        p.brain_units.sort_unstable();
    }
    s.unused_brains = vec![Letter::C, Letter::H];
    s.active = 0;
    s.phase = Phase::Innovation { left: 1 };
    let p = &mut s.players[0];
    p.ki = 4;
    p.producers[0] = 2;
    s.players[1].ki = 5;
    s.players[1].producers[Letter::N.index()] = 1;
    check(&s).unwrap();
    s.rng = die(4);
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "naturalist", "hex": "ANA"}),
    );
    assert_eq!(
        t.decision(),
        Some((
            0,
            Decision::Prompt(PromptKind::DiseaseNeighbour { limit: 1 })
        ))
    );
    assert_eq!(legal_actions(&t, 0).len(), 2);
    assert_eq!(
        default_action(&t, 0),
        Some(Action::DiseaseNeighbour { seat: 1 })
    );
    assert!(refused(
        &t,
        1,
        serde_json::json!({"type": "disease_neighbour", "seat": 2})
    )
    .contains("player 1 is to decide"));
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "disease_neighbour", "seat": 0})
    )
    .contains("not your neighbour"));
    // Seat 0 (one producer, one consumer) must pick an elder: a prompt.
    let u = ok(
        &t,
        0,
        serde_json::json!({"type": "disease_neighbour", "seat": 1}),
    );
    assert_eq!(
        u.decision(),
        Some((
            0,
            Decision::Prompt(PromptKind::ChooseElder(
                turnpost::engine::origins::state::ElderWhy::Loss
            ))
        ))
    );
    assert_eq!(
        default_action(&u, 0),
        Some(Action::ChooseElder {
            colour: Letter::A,
            half: Half::Consumer
        })
    );
    let v = ok(
        &u,
        0,
        serde_json::json!({"type": "choose_elder", "colour": "A", "half": "producer"}),
    );
    assert_eq!(
        (v.players[0].producers[0], v.players[0].consumers[0]),
        (0, 1)
    );
    // Seat 1's single elder is lost without a prompt, and phase 1 ends.
    assert_eq!(v.players[1].elders(), 0);
    assert_eq!(v.players[1].level(Track::IMM), 1);
    assert_eq!(v.players[2].level(Track::IMM), 0);
    assert_eq!(v.phase, Phase::Cards);
    assert!(v.prompts.is_empty());
}

fn era(s: &mut State, seat: usize, space: EraSpace) {
    let p = &mut s.players[seat];
    p.ki += p.brain_units.len() as u8 - 1;
    p.brain_units.clear();
    p.era = Some(space);
}

#[test]
fn golden_age_needs_the_brain_maps_requirements() {
    let mut s = fixture(1);
    era(&mut s, 0, EraSpace::IIDark);
    s.players[0].infra[Track::ENE.index()] = 1;
    check(&s).unwrap();
    assert_eq!(
        refused(
            &s,
            0,
            serde_json::json!({"type": "golden_age", "reactivate": []})
        ),
        "Entering the golden age of Era II needs metallurgy 1 or more, and you have 0 (rule 14.4)."
    );
    s.players[0].infra[Track::MET.index()] = 1;
    for id in ["II-22", "II-24", "II-26"] {
        s.decks[1].retain(|&c| c != card(id));
    }
    s.players[0].repertoire = vec![
        Held {
            card: card("II-22"),
            active: false,
        },
        Held {
            card: card("II-24"),
            active: false,
        },
        Held {
            card: card("II-26"),
            active: true,
        },
    ];
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "golden_age", "reactivate": []})
    )
    .contains("exactly one of your suppressed info"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "golden_age", "reactivate": ["II-22", "II-24"]})
    )
    .contains("exactly one"));
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "golden_age", "reactivate": ["II-24"]}),
    );
    assert_eq!(t.players[0].era, Some(EraSpace::IIGolden));
    assert!(t.players[0].repertoire[1].active && !t.players[0].repertoire[0].active);
    let mut u = t.clone();
    u.phase = Phase::Innovation { left: 1 };
    assert!(refused(
        &u,
        0,
        serde_json::json!({"type": "golden_age", "reactivate": []})
    )
    .contains("dark space"));
}

#[test]
fn revolution_swaps_brain_maps_or_is_cancelled() {
    let mut s = fixture(2);
    era(&mut s, 0, EraSpace::IIIDark);
    era(&mut s, 1, EraSpace::IIDark);
    check(&s).unwrap();
    // An unused map swaps at once; the penalty is 2.
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "revolution", "brain": "A"}),
    );
    assert_eq!(t.players[0].brain, Letter::A);
    assert_eq!(t.players[0].sheet, Letter::N);
    assert!(t.unused_brains.contains(&Letter::N) && !t.unused_brains.contains(&Letter::A));
    assert_eq!(t.players[0].revolution_penalty, 2);
    // A held map: the holder is asked.
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "revolution", "brain": "P"}),
    );
    assert_eq!(
        t.decision(),
        Some((
            1,
            Decision::Prompt(PromptKind::RevolutionAnswer { from: 0 })
        ))
    );
    assert!(refused(&t, 1, serde_json::json!({"type": "revolution_answer", "cancel": true, "colour": "P", "half": "producer"})).contains("no producer elder"));
    let u = ok(
        &t,
        1,
        serde_json::json!({"type": "revolution_answer", "cancel": false}),
    );
    assert_eq!(
        (u.players[0].brain, u.players[1].brain),
        (Letter::P, Letter::N)
    );
    assert_eq!(u.players[1].era, Some(EraSpace::IIDark));
    let mut t2 = t.clone();
    t2.players[1].kp -= 1;
    t2.players[1].producers[Letter::P.index()] = 1;
    let v = ok(
        &t2,
        1,
        serde_json::json!({"type": "revolution_answer", "cancel": true, "colour": "P", "half": "producer"}),
    );
    assert_eq!(
        (v.players[0].brain, v.players[1].brain),
        (Letter::N, Letter::P)
    );
    assert_eq!(v.players[1].elders(), 0);
    assert_eq!(v.players[0].revolution_penalty, 2);
    // Era II is too early; a golden-age holder is protected.
    let mut w = s.clone();
    w.players[0].era = Some(EraSpace::IIDark);
    assert_eq!(
        refused(
            &w,
            0,
            serde_json::json!({"type": "revolution", "brain": "A"})
        ),
        "Revolution needs your current era to be 3 or later (rule 4.4)."
    );
    let mut w = s.clone();
    w.players[1].era = Some(EraSpace::IIGolden);
    assert!(refused(
        &w,
        0,
        serde_json::json!({"type": "revolution", "brain": "P"})
    )
    .contains("not in a dark age"));
}

#[test]
fn invention_regenerates_and_espionage_takes_a_random_card() {
    let mut s = fixture(2);
    era(&mut s, 0, EraSpace::IIIDark);
    // Deck II empty: its cards are in seat 1's discard, so the deck is rebuilt from them.
    let two: Vec<CardId> = std::mem::take(&mut s.decks[1]);
    let publics: Vec<CardId> = two
        .iter()
        .copied()
        .filter(|c| data().card(c.0).is_public())
        .collect();
    let ideas: Vec<CardId> = two
        .iter()
        .copied()
        .filter(|c| !data().card(c.0).is_public())
        .collect();
    s.players[1].discard = ideas.clone();
    s.removed = publics;
    check(&s).unwrap();
    let t = ok(&s, 0, serde_json::json!({"type": "invention", "era": 2}));
    assert!(t.players[1].discard.is_empty());
    assert_eq!(t.decks[1].len(), ideas.len() - 1);
    // With no Era II card anywhere the draw is refused.
    let mut u = s.clone();
    u.removed.extend(std::mem::take(&mut u.players[1].discard));
    assert!(
        refused(&u, 0, serde_json::json!({"type": "invention", "era": 2})).contains("rule 4.5")
    );
    // Espionage.
    let mut v = s.clone();
    v.players[1].discard.clear();
    v.players[1].hand = ideas[..3].to_vec();
    v.removed.extend(ideas[3..].iter().copied());
    check(&v).unwrap();
    let w = ok(&v, 0, serde_json::json!({"type": "espionage", "from": 1}));
    assert_eq!((w.players[0].hand.len(), w.players[1].hand.len()), (1, 2));
    assert!(ideas[..3].contains(&w.players[0].hand[0]));
    assert!(
        refused(&s, 0, serde_json::json!({"type": "espionage", "from": 1}))
            .contains("card in hand")
    );
}

#[test]
fn aid_offers_are_free_and_pay_for_another() {
    let mut s = fixture(1);
    era(&mut s, 0, EraSpace::IIDark);
    s.players[0].ki -= 2;
    s.players[0].producers[Letter::N.index()] = 2;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "offer_aid", "to": 1, "count": 2}),
    );
    assert_eq!(
        t.phase,
        Phase::Innovation { left: 1 },
        "an offer uses no action"
    );
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "offer_aid", "to": 1, "count": 1})
    )
    .contains("1 to 0"));
    // Earmarked producers cannot pay the offerer's own expenditures.
    let mut u = t.clone();
    u.players[0].era = None;
    u.players[0].brain_units = vec![Region::Wernicke];
    assert!(check(&u).is_ok());
    assert_eq!(
        refused(&u, 0, serde_json::json!({"type": "locution"})),
        "You have no producer elder to spend (rule 0.4)."
    );
    // On seat 1's turn the offer runs: seat 1 pays with "aid:0".
    let mut v = t.clone();
    v.players[0].aid_offers[0].running = true;
    v.active = 1;
    v.phase = Phase::Innovation { left: 1 };
    v.players[1].brain_units = vec![Region::Wernicke];
    v.players[1].ki += 2;
    v.players[1].era = None;
    // P: limbic uncovered so social is visible.
    check(&v).unwrap();
    let w = ok(
        &v,
        1,
        serde_json::json!({"type": "locution", "pay": "aid:0"}),
    );
    assert_eq!(
        (
            w.players[0].producers[Letter::N.index()],
            w.players[0].consumers[Letter::N.index()]
        ),
        (1, 1)
    );
    assert_eq!(w.players[0].aid_offers[0].count, 1);
    assert_eq!(w.players[1].era, Some(EraSpace::IIDark));
    // An Era I player cannot offer aid.
    assert!(refused(
        &fixture(1),
        0,
        serde_json::json!({"type": "offer_aid", "to": 1, "count": 1})
    )
    .contains("era to be 2"));
}

#[test]
fn legal_actions_apply_and_random_phase_one_keeps_the_invariants() {
    let mut steps = 0;
    for players in 2..=5 {
        for seed in 0..15u64 {
            let mut s = game(players, seed);
            if seed % 2 == 1 {
                // Three innovation actions: innovation number 3.
                let ap = usize::from(s.active);
                s.players[ap].ki = 4;
                s.players[ap].kp = 11;
                s.phase = Phase::Innovation { left: 3 };
            }
            let mut pick = Rng::new(seed * 31 + players as u64);
            while s.phase != Phase::Cards {
                let (seat, _) = s.decision().expect("someone decides before phase 3");
                let legal = legal_actions(&s, seat);
                assert!(!legal.is_empty(), "no legal decision at {:?}", s.decision());
                assert!(legal.contains(&default_action(&s, seat).unwrap()));
                let a = &legal[pick.below(legal.len() as u64) as usize];
                s = apply(&s, seat, a).unwrap();
                check(&s).unwrap();
                steps += 1;
                // Other seats have nothing to decide.
                for other in 0..players {
                    if Some(other) != s.decision().map(|d| d.0) {
                        assert!(legal_actions(&s, other).is_empty());
                    }
                }
            }
            assert!(s.prompts.is_empty() && s.queue.is_empty());
        }
    }
    assert!(steps > 100, "{steps}");
}

#[test]
fn the_unit_movements_respect_the_track_edges() {
    use turnpost::engine::origins::rules::{elder_gain, fd, fi};
    // SC1: FD at the edges.
    let mut p = fixture(1).players[0].clone();
    p.ki = 8;
    p.kp = 9;
    fd(&mut p);
    assert_eq!(
        (p.ki, p.kp, p.innovation_number(), p.population_number()),
        (7, 10, 0, 0)
    );
    fd(&mut p);
    assert_eq!((p.ki, p.kp, p.innovation_number()), (6, 11, 1));
    fd(&mut p);
    assert_eq!((p.ki, p.kp), (6, 11));
    fi(&mut p);
    assert_eq!((p.ki, p.kp), (7, 10));
    // SC2: elder gain capacity and source.
    let mut p = fixture(1).players[0].clone();
    p.metropolises = vec![hex("GER")];
    p.producers[Letter::N.index()] = 2;
    p.ki = 4;
    elder_gain(&mut p);
    assert_eq!((p.elders(), p.ki), (2, 4));
    p.producers[Letter::N.index()] = 1;
    elder_gain(&mut p);
    assert_eq!((p.producers[Letter::N.index()], p.ki), (2, 3));
    p.producers[Letter::N.index()] = 1;
    p.ki = 0;
    p.kp = 5;
    elder_gain(&mut p);
    assert_eq!((p.elders(), p.kp), (2, 4));
    let _ = (
        HexKind::Plain,
        Pay::Aid(0),
        Reset::Card(card("II-22")),
        RuleError::GameOver,
    );
}

// ---- phase 2: catastrophes (5), climate (13.4), enslavement (15.1) ----

/// Seat 0 (active) has drawn `cards` from the decks this turn and ends phase 1 next.
fn drew(s: &mut State, cards: &[&str]) {
    for id in cards {
        let c = card(id);
        for deck in &mut s.decks {
            deck.retain(|&k| k != c);
        }
        s.players[0].hand.push(c);
        s.memory.drawn_public.push(c);
    }
    check(s).unwrap();
}

#[test]
fn sc9_desert_kills_and_wells_save() {
    let mut s = fixture(1);
    let p = &mut s.players[0];
    p.infra[Track::FP.index()] = 3;
    p.metropolises = vec![hex("BAB")];
    p.migratory = vec![x("X144")];
    p.kp = 8;
    let p = &mut s.players[1];
    p.infra[Track::FP.index()] = 2;
    p.metropolises = vec![hex("ARA")];
    p.migratory = vec![x("X159")];
    p.kp = 8;
    drew(&mut s, &["I-27"]);
    s.rng = die(2);
    let t = ok(&s, 0, serde_json::json!({"type": "end_innovation"}));
    assert!(t.desert() && !t.jungle() && t.glacial());
    assert_eq!(t.players[0].metropolises, vec![hex("BAB")]);
    assert_eq!(t.players[0].migratory, vec![x("X144")]);
    assert!(t.players[1].metropolises.is_empty() && t.players[1].migratory.is_empty());
    assert_eq!(
        t.players[1].ki, 8,
        "both units went to the innovation track"
    );
    assert_eq!(t.players[1].enslaver, Some(0));
    assert_eq!(t.players[1].level(Track::FP), 3);
    assert_eq!(t.phase, Phase::Cards);
    let v = serde_json::to_value(view(&t, Viewer::Seat(1))).unwrap();
    assert!(
        v["records"].to_string().contains("I-27"),
        "the catastrophe card is revealed"
    );
    assert!(v["records"].to_string().contains("climate change"));
}

#[test]
fn sc1_a_volcano_takes_the_last_unit_and_enslaves() {
    let mut s = fixture(1);
    s.players[0].ki = 7;
    s.players[0].kp = 8;
    drew(&mut s, &["III-24"]);
    let t = ok(&s, 0, serde_json::json!({"type": "end_innovation"}));
    assert_eq!(t.players[0].ki, 8);
    assert!(t.players[0].migratory.is_empty());
    assert_eq!(t.players[0].enslaver, Some(1), "forced in a 2-player game");
    assert_eq!(t.phase, Phase::Cards);
}

#[test]
fn two_catastrophes_are_ordered_by_the_active_player() {
    let mut s = fixture(1);
    // N also has a unit in SUM's corner X243 so the volcano has a victim there.
    s.players[0].migratory = vec![x("X079"), x("X243")];
    s.players[0].kp -= 1;
    drew(&mut s, &["I-27", "I-30"]);
    let t = ok(&s, 0, serde_json::json!({"type": "end_innovation"}));
    assert_eq!(
        t.decision(),
        Some((0, Decision::Prompt(PromptKind::CatastropheOrder)))
    );
    assert_eq!(legal_actions(&t, 0).len(), 2);
    assert_eq!(
        default_action(&t, 0),
        Some(Action::CatastropheOrder {
            order: vec!["I-27:CC".into(), "I-30:VOLC".into()]
        })
    );
    assert_eq!(
        refused(
            &t,
            0,
            serde_json::json!({"type": "catastrophe_order", "order": ["I-30:VOLC"]})
        ),
        "Name every catastrophe of this turn once: I-27:CC, I-30:VOLC (rule 5.2)."
    );
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "catastrophe_order", "order": ["I-30:CC", "I-27:CC"]})
    )
    .contains("not a catastrophe of this turn"));
    let mut t2 = t.clone();
    t2.rng = die(6);
    let u = ok(
        &t2,
        0,
        serde_json::json!({"type": "catastrophe_order", "order": ["I-30:VOLC", "I-27:CC"]}),
    );
    assert_eq!(u.players[0].migratory, vec![x("X079")]);
    assert!(u.tropical(), "a 6 turns Milankovitch");
    assert_eq!(u.phase, Phase::Cards);
}

#[test]
fn with_three_players_the_victim_chooses_its_enslaver() {
    let mut s = game(3, 4);
    for (seat, letter, unit) in [
        (0, Letter::N, "X079"),
        (1, Letter::P, "X068"),
        (2, Letter::A, "X174"),
    ] {
        let sp = data().species(letter);
        let p = &mut s.players[seat];
        p.sheet = letter;
        p.brain = letter;
        p.migratory = vec![x(unit)];
        p.brain_units = sp.covered.clone();
        p.brain_units.sort_unstable();
    }
    s.unused_brains = vec![Letter::C, Letter::H];
    s.active = 0;
    s.phase = Phase::Innovation { left: 1 };
    // Seat 2 has a metropolis, so it is the default enslaver.
    s.players[2].metropolises = vec![hex("EGY")];
    s.players[2].kp -= 1;
    drew(&mut s, &["III-24"]);
    let t = ok(&s, 0, serde_json::json!({"type": "end_innovation"}));
    assert_eq!(
        t.decision(),
        Some((0, Decision::Prompt(PromptKind::ChooseEnslaver)))
    );
    assert_eq!(
        default_action(&t, 0),
        Some(Action::ChooseEnslaver { seat: 2 })
    );
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "choose_enslaver", "seat": 0})
    )
    .contains("another player"));
    let u = ok(
        &t,
        0,
        serde_json::json!({"type": "choose_enslaver", "seat": 1}),
    );
    assert_eq!(u.players[0].enslaver, Some(1));
    assert_eq!(u.phase, Phase::Cards);
}

#[test]
fn a_disease_with_no_neighbour_strikes_only_the_active_player() {
    let mut s = fixture(1);
    s.players[0].infra[Track::IMM.index()] = 0;
    s.players[1].infra[Track::IMM.index()] = 0;
    drew(&mut s, &["II-27"]);
    let t = ok(&s, 0, serde_json::json!({"type": "end_innovation"}));
    assert_eq!(t.players[0].level(Track::IMM), 1);
    assert_eq!(t.players[1].level(Track::IMM), 0);
    // Two fecundity increases.
    assert_eq!((t.players[0].ki, t.players[0].kp), (8, 7));
    // Immune at the limit: nothing happens.
    let mut u = s.clone();
    u.players[0].infra[Track::IMM.index()] = 2;
    let v = ok(&u, 0, serde_json::json!({"type": "end_innovation"}));
    assert_eq!((v.players[0].ki, v.players[0].kp), (6, 9));
}

// ---- TurnEnd (3.2, 3.5, 3.6) and scoring (17) ----

use turnpost::engine::origins::state::AidOffer;
use turnpost::engine::origins::turn::{ranking, score, turn_end};

#[test]
fn turn_end_passes_to_the_next_seat_and_lapses_running_aid() {
    let mut s = fixture(1);
    // Seat 1 offered seat 0 an elder (running in seat 0's turn); seat 0 offered seat 1 one.
    for seat in 0..2 {
        let p = &mut s.players[seat];
        p.kp -= 1;
        p.producers[p.sheet.index()] = 1;
    }
    s.players[1].aid_offers = vec![AidOffer {
        to: 0,
        count: 1,
        running: true,
    }];
    s.players[0].aid_offers = vec![AidOffer {
        to: 1,
        count: 1,
        running: false,
    }];
    s.memory.silverback = 1;
    s.phase = Phase::Starvation;
    check(&s).unwrap();
    turn_end(&mut s);
    check(&s).unwrap();
    assert_eq!(s.active, 1);
    assert_eq!(s.game_turn, 1, "the game turn is not complete yet");
    assert!(s.players[1].aid_offers.is_empty(), "seat 0's turn ended");
    assert!(s.players[0].aid_offers[0].running, "seat 1's turn started");
    assert_eq!(s.memory.silverback, 0, "the per-turn memory is cleared");
    let left = s.players[1].innovation_number();
    assert_eq!(s.phase, Phase::Innovation { left });
    assert_eq!(s.decision().map(|d| d.0), Some(1));
    turn_end(&mut s);
    assert!(s.players[0].aid_offers.is_empty(), "seat 1's turn ended");
    assert_eq!((s.active, s.game_turn), (0, 2));
    assert!(!s.end_flag);
}

#[test]
fn the_turn_cap_ends_the_game_when_the_game_turn_is_complete() {
    let mut s = game(3, 4);
    s.turn_cap = 1;
    let first = s.first_player;
    turn_end(&mut s);
    turn_end(&mut s);
    assert_eq!(s.active, (first + 2) % 3);
    assert!(!s.end_flag && s.phase != Phase::GameOver);
    turn_end(&mut s);
    assert!(s.end_flag);
    assert_eq!(s.phase, Phase::GameOver);
    assert_eq!(s.decision(), None);
    let seat = usize::from(s.active);
    assert_eq!(
        refused(&s, seat, serde_json::json!({"type": "end_innovation"})),
        "The game is over."
    );
    assert!(legal_actions(&s, seat).is_empty());
    assert_eq!(default_action(&s, seat), None);
    let v = serde_json::to_value(view(&s, Viewer::Spectator)).unwrap();
    assert_eq!(v["final_scores"].as_array().unwrap().len(), 3);
    // Everyone has innovation 1 and population 1, no cards, no elders: all share rank 1.
    assert_eq!(v["final_scores"][0]["total"], 2);
    assert_eq!(ranking(&s), vec![1, 1, 1]);
}

#[test]
fn the_end_flag_ends_the_game_at_turn_end() {
    let mut s = fixture(1);
    s.end_flag = true;
    turn_end(&mut s);
    assert_eq!(s.phase, Phase::GameOver);
    assert_eq!(s.active, 0, "no next turn");
    let v = serde_json::to_value(view(&s, Viewer::Seat(1))).unwrap();
    assert!(v["final_scores"].is_array());
    let v = serde_json::to_value(view(&fixture(1), Viewer::Seat(1))).unwrap();
    assert!(
        v.get("final_scores").is_none(),
        "only once the game is over"
    );
}

#[test]
fn scoring_follows_the_rulebook_example_and_the_tie_breaks() {
    // Player N: 2 elders, culture ranks 1 + 3, population 2, innovation 2: 10 points.
    let mut s = fixture(1);
    let p = &mut s.players[0];
    p.ki = 5;
    p.kp = 8;
    p.producers[Letter::N.index()] = 1;
    p.consumers[Letter::N.index()] = 1;
    p.brain_units.clear();
    p.era = Some(EraSpace::IIDark);
    p.migratory = vec![x("X063"), x("X064"), x("X079")];
    p.repertoire = vec![
        Held {
            card: card("II-26"),
            active: false,
        },
        Held {
            card: card("II-30"),
            active: true,
        },
        // Admin does not count for N.
        Held {
            card: card("I-29"),
            active: true,
        },
    ];
    for c in ["II-26", "II-30", "I-29"] {
        for deck in &mut s.decks {
            deck.retain(|&k| k != card(c));
        }
    }
    check(&s).unwrap();
    let sc = score(&s, 0);
    assert_eq!(
        (
            sc.innovation,
            sc.population,
            sc.elders,
            sc.culture,
            sc.admin
        ),
        (2, 2, 2, 4, 0)
    );
    assert_eq!(sc.total, 10);
    // P (elders and admin) has neither: 1 + 1.
    assert_eq!(score(&s, 1).total, 2);
    assert_eq!(ranking(&s), vec![1, 2]);
    // A tie on points goes to more elders, then more metropolises.
    // N gets an elder (4 points), P two units on the map (4 points): N has more elders.
    let mut t = fixture(1);
    t.players[0].kp -= 1;
    t.players[0].consumers[Letter::N.index()] = 1;
    t.players[1].kp -= 2;
    let start = t.players[1].migratory[0];
    t.players[1]
        .migratory
        .extend([XId(start.0 + 1), XId(start.0 + 2)]);
    t.players[1].migratory.sort_unstable();
    check(&t).unwrap();
    assert_eq!((score(&t, 0).total, score(&t, 1).total), (4, 4));
    assert_eq!(ranking(&t), vec![1, 2]);
    // Both with one elder and 5 points: P's metropolis breaks the tie; without it they share.
    let mut t = fixture(1);
    for seat in 0..2 {
        let p = &mut t.players[seat];
        p.kp -= 2;
        p.consumers[p.sheet.index()] = 1;
        let start = p.migratory[0];
        p.migratory.push(XId(start.0 + 1));
    }
    check(&t).unwrap();
    assert_eq!((score(&t, 0).total, score(&t, 1).total), (5, 5));
    assert_eq!(ranking(&t), vec![1, 1]);
    let start = t.players[1].migratory[0];
    let h = data().x(start.0).hexes[0];
    t.players[1].migratory.retain(|&u| u != start);
    t.players[1].metropolises = vec![HexId(h)];
    check(&t).unwrap();
    assert_eq!(ranking(&t), vec![2, 1]);
}

// ---- phase 3: cards (6), auctions (6.4), incursions (6.7); phase 4: stability and chaos (7) ----

/// Gives `seat` the cards `ids` in hand (taken out of the decks).
fn hand(s: &mut State, seat: usize, ids: &[&str]) {
    for id in ids {
        let c = card(id);
        for deck in &mut s.decks {
            deck.retain(|&k| k != c);
        }
        s.players[seat].hand.push(c);
    }
}

/// Takes cards out of the decks (for cards placed straight into a repertoire).
fn undeck(s: &mut State, ids: &[&str]) {
    for id in ids {
        let c = card(id);
        for deck in &mut s.decks {
            deck.retain(|&k| k != c);
        }
    }
}

/// Seat `seat` has left Era I: its three brain units become the era unit and two units on the
/// population track.
fn left_era_one(s: &mut State, seat: usize, space: EraSpace) {
    let p = &mut s.players[seat];
    p.brain_units.clear();
    p.era = Some(space);
    p.kp += 2;
}

/// The design's fixture in phase 3.
fn cards_fixture() -> State {
    let mut s = fixture(1);
    s.phase = Phase::Cards;
    s
}

#[test]
fn sc1_fecundity_decreases_stop_at_the_track_edges() {
    let mut s = cards_fixture();
    left_era_one(&mut s, 0, EraSpace::IIDark);
    let p = &mut s.players[0];
    p.ki = 8;
    p.kp = 9;
    hand(&mut s, 0, &["I-01", "I-02", "I-05"]);
    check(&s).unwrap();
    let play = |c: &str| serde_json::json!({"type": "play_card", "card": c, "side": "right"});
    // The hand is over its limit of 1.
    assert!(refused(&s, 0, serde_json::json!({"type": "end_cards"})).contains("hand limit is 1"));
    let t = ok(&s, 0, play("I-01"));
    assert_eq!((t.players[0].ki, t.players[0].kp), (7, 10));
    assert_eq!(t.players[0].innovation_number(), 0);
    assert_eq!(t.players[0].population_number(), 0);
    assert_eq!(t.players[0].discard, vec![card("I-01")]);
    let t = ok(&t, 0, play("I-02"));
    assert_eq!((t.players[0].ki, t.players[0].kp), (6, 11));
    assert_eq!(t.players[0].innovation_number(), 1);
    let u = ok(&t, 0, play("I-05"));
    assert_eq!(
        (u.players[0].ki, u.players[0].kp),
        (6, 11),
        "the track is full"
    );
    // A declined decrease moves nothing; a side has only its own decreases to decline.
    let v = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-01", "side": "right", "skip_fd": 1}),
    );
    assert_eq!((v.players[0].ki, v.players[0].kp), (8, 9));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-01", "side": "right", "skip_fd": 2})
    )
    .contains("cannot decline 2"));
    // Not in hand; a side is needed.
    assert!(refused(&s, 0, play("I-03")).contains("not in your hand"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-01"})
    )
    .contains("Name the side"));
    // Seat 1 cannot play in seat 0's phase 3.
    assert!(refused(&s, 1, play("I-01")).contains("player 1 is to decide"));
    // With one card left, the phase may end; the turn then goes on to the stability roll.
    let w = ok(&t, 0, serde_json::json!({"type": "end_cards"}));
    assert_eq!(w.players[0].hand, vec![card("I-05")]);
    assert_ne!(w.phase, Phase::Cards);
}

#[test]
fn sc2_elder_gain_respects_capacity_and_its_source() {
    let base = |elders: u8, ki: u8, kp: u8| {
        let mut s = cards_fixture();
        let p = &mut s.players[0];
        p.metropolises = vec![hex("GER")];
        p.producers[Letter::N.index()] = elders;
        p.ki = ki;
        p.kp = kp;
        hand(&mut s, 0, &["I-03"]);
        s
    };
    let play = serde_json::json!({"type": "play_card", "card": "I-03", "side": "right"});
    let s = base(2, 4, 8);
    check(&s).unwrap();
    let t = ok(&s, 0, play.clone());
    assert_eq!(
        (t.players[0].elders(), t.players[0].ki),
        (2, 4),
        "the pool is full"
    );
    // Variant a: one elder.
    let s = base(1, 4, 9);
    let t = ok(&s, 0, play.clone());
    assert_eq!(t.players[0].producers[Letter::N.index()], 2);
    assert_eq!(t.players[0].ki, 3);
    // Variant b: the innovation track is empty, so the unit comes from the population track.
    let mut s = base(1, 0, 5);
    s.players[0].migratory = [
        "X048", "X049", "X063", "X064", "X078", "X079", "X080", "X094", "X095",
    ]
    .iter()
    .map(|i| x(i))
    .collect();
    let t = ok(&s, 0, play);
    assert_eq!((t.players[0].ki, t.players[0].kp), (0, 4));
    assert_eq!(t.players[0].elders(), 2);
}

#[test]
fn sc11_encephalization_by_card_leaves_era_one() {
    let mut s = cards_fixture();
    // Neocortex cleared earlier: its unit is on the innovation track.
    s.players[0].brain_units = vec![Region::Wernicke, Region::Broca];
    s.players[0].ki = 7;
    hand(&mut s, 0, &["I-22", "I-19"]);
    check(&s).unwrap();
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-22", "side": "left"})
    )
    .contains("Both language regions are covered"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-22", "side": "left", "language": "limbic"})
    )
    .contains("limbic"));
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "I-22", "side": "left", "language": "wernicke"}),
    );
    assert_eq!(t.players[0].brain_units, vec![Region::Broca]);
    assert_eq!(t.players[0].ki, 8);
    assert_eq!(t.players[0].era, None);
    let u = ok(
        &t,
        0,
        serde_json::json!({"type": "play_card", "card": "I-19", "side": "left"}),
    );
    assert!(u.players[0].brain_units.is_empty());
    assert_eq!(u.players[0].era, Some(EraSpace::IIDark));
    assert_eq!(
        u.players[0].ki, 8,
        "the last brain unit becomes the era unit"
    );
    // The left side needs its instinct: with limbic covered, social is hidden.
    let mut v = t.clone();
    v.players[0].brain_units = vec![Region::Limbic, Region::Broca];
    v.players[0].ki = 7;
    check(&v).unwrap();
    assert!(refused(
        &v,
        0,
        serde_json::json!({"type": "play_card", "card": "I-19", "side": "left"})
    )
    .contains("social"));
}

/// SC3's table: 3 players, seat 0 is C (active), seat 1 N, seat 2 A, all in Era II, with
/// producers C 2, N 1, A 3; seat 0 holds II-30.
fn sc3() -> State {
    let mut s = game(3, 1);
    for (seat, letter) in [(0, Letter::C), (1, Letter::N), (2, Letter::A)] {
        let sp = data().species(letter);
        let p = &mut s.players[seat];
        *p = game(3, 1).players[seat].clone();
        p.sheet = letter;
        p.brain = letter;
        p.migratory = vec![XId(sp.start)];
        p.brain_units = sp.covered.clone();
        p.brain_units.sort_unstable();
    }
    s.unused_brains = vec![Letter::H, Letter::P];
    s.active = 0;
    s.first_player = 0;
    s.phase = Phase::Cards;
    for (seat, producers) in [(0, 2), (1, 1), (2, 3)] {
        left_era_one(&mut s, seat, EraSpace::IIDark);
        let p = &mut s.players[seat];
        p.kp -= producers;
        p.producers[p.sheet.index()] = producers;
    }
    hand(&mut s, 0, &["II-30"]);
    check(&s).unwrap();
    s
}

#[test]
fn sc3_auction_with_letter_ties_and_a_pledge() {
    let s = sc3();
    let s = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-30"}),
    );
    assert_eq!(
        s.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::Bid))
    );
    assert!(s.players[0].hand.is_empty());
    let s = ok(&s, 0, serde_json::json!({"type": "bid", "amount": 1}));
    assert_eq!(s.decision().unwrap().0, 1);
    let s = ok(&s, 1, serde_json::json!({"type": "bid", "amount": 1}));
    assert_eq!(
        s.auction.as_ref().unwrap().leader,
        Some(1),
        "N beats C on a tie"
    );
    let s = ok(
        &s,
        2,
        serde_json::json!({"type": "pledge", "to": 1, "count": 2}),
    );
    assert_eq!(
        s.decision().unwrap(),
        (2, Decision::Prompt(PromptKind::Bid))
    );
    assert!(refused(
        &s,
        2,
        serde_json::json!({"type": "pledge", "to": 1, "count": 1})
    )
    .contains("bid or pass"));
    let s = ok(&s, 2, serde_json::json!({"type": "pass"}));
    // Rejected: a bid of 1 does not take the lead from N.
    assert!(refused(&s, 0, serde_json::json!({"type": "bid", "amount": 1})).contains("at least 2"));
    assert!(refused(&s, 0, serde_json::json!({"type": "bid", "amount": 3})).contains("at most 2"));
    let s = ok(&s, 0, serde_json::json!({"type": "bid", "amount": 2}));
    // Bids and pledges are public.
    let v = serde_json::to_value(view(&s, Viewer::Seat(2))).unwrap();
    assert_eq!(v["auction"]["high"], 2);
    assert_eq!(v["auction"]["pledges"][0]["count"], 2);
    let s = ok(&s, 1, serde_json::json!({"type": "bid", "amount": 2}));
    let s = ok(&s, 2, serde_json::json!({"type": "pass"}));
    // Seat 0 cannot lead any more (2 loses the tie, 3 is over its capacity): it passes.
    assert!(!legal_actions(&s, 0)
        .iter()
        .any(|a| matches!(a, Action::Bid { .. })));
    let s = ok(&s, 0, serde_json::json!({"type": "pass"}));
    assert!(s.auction.is_none() && s.prompts.is_empty());
    assert_eq!(s.phase, Phase::Cards);
    let a = Letter::A.index();
    assert_eq!(
        (s.players[2].producers[a], s.players[2].consumers[a]),
        (1, 2)
    );
    assert_eq!(
        s.players[0].producers[Letter::C.index()],
        2,
        "the loser pays nothing"
    );
    assert_eq!(
        s.players[1].repertoire,
        vec![Held {
            card: card("II-30"),
            active: true
        }]
    );
    // EL: N's only elder (its untouched producer) is lost to its innovation track.
    assert_eq!(s.players[1].elders(), 0);
    assert_eq!(s.players[1].ki, 7);
}

#[test]
fn an_auction_nobody_bids_in_goes_to_the_active_player_free() {
    // Nobody eligible holds a producer: no prompt at all.
    let mut s = sc3();
    for p in &mut s.players {
        let c = p.sheet.index();
        p.kp += p.producers[c];
        p.producers[c] = 0;
    }
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-30"}),
    );
    assert!(t.prompts.is_empty());
    assert_eq!(t.players[0].repertoire[0].card, card("II-30"));
    // Everyone passes: the active player takes it, and EL takes its elder.
    let s = ok(
        &sc3(),
        0,
        serde_json::json!({"type": "play_card", "card": "II-30"}),
    );
    let s = ok(&s, 0, serde_json::json!({"type": "pass"}));
    let s = ok(&s, 1, serde_json::json!({"type": "pass"}));
    let s = ok(&s, 2, serde_json::json!({"type": "pass"}));
    assert_eq!(s.players[0].repertoire[0].card, card("II-30"));
    assert_eq!(s.players[0].elders(), 1, "EL took one of its two elders");
    // An Era I player is not eligible for an Era II card.
    let mut s = sc3();
    let p = &mut s.players[2];
    p.era = None;
    p.brain_units = vec![Region::Limbic, Region::Neocortex];
    p.kp -= 1;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-30"}),
    );
    assert_eq!(t.auction.as_ref().unwrap().eligible, vec![0, 1]);
}

/// Seat 0 (N, Era II, MET 1) at X079 and seat 1 (P) at X080 are neighbours; seat 0 holds II-19.
fn incursion_fixture() -> State {
    let mut s = cards_fixture();
    left_era_one(&mut s, 0, EraSpace::IIDark);
    s.players[0].infra[Track::MET.index()] = 1;
    s.players[1].migratory = vec![x("X080")];
    hand(&mut s, 0, &["II-19"]);
    check(&s).unwrap();
    s
}

#[test]
fn a_barbarian_incursion_costs_the_victim_a_card_or_an_elder() {
    let mut s = incursion_fixture();
    let p = &mut s.players[1];
    p.kp -= 2;
    p.producers[Letter::P.index()] = 1;
    p.consumers[Letter::P.index()] = 1;
    check(&s).unwrap();
    let raid =
        serde_json::json!({"type": "play_card", "card": "II-19", "side": "left", "barbarian": 1});
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-19", "side": "right", "barbarian": 1})
    )
    .contains("no barbarian icon"));
    let t = ok(&s, 0, raid.clone());
    assert_eq!(
        t.decision().unwrap(),
        (
            1,
            Decision::Prompt(PromptKind::BarbarianAnswer { attacker: 0 })
        )
    );
    assert_eq!(t.removed, vec![card("II-19")], "the card leaves the game");
    assert!(t.players[0].discard.is_empty());
    // The default loses the consumer first.
    assert_eq!(
        default_action(&t, 1).unwrap(),
        act(
            serde_json::json!({"type": "barbarian_answer", "give": "elder", "colour": "P", "half": "consumer"})
        )
    );
    assert!(refused(
        &t,
        1,
        serde_json::json!({"type": "barbarian_answer", "give": "card", "card": "II-30"})
    )
    .contains("not one of your public cards"));
    let u = ok(
        &t,
        1,
        serde_json::json!({"type": "barbarian_answer", "give": "elder", "colour": "P", "half": "producer"}),
    );
    assert_eq!(u.players[1].producers[Letter::P.index()], 0);
    assert_eq!(u.players[1].consumers[Letter::P.index()], 1);
    assert_eq!(u.decision().unwrap(), (0, Decision::Cards));
    // A victim that is no neighbour cannot be named.
    let mut far = s.clone();
    far.players[1].migratory = vec![x("X253")];
    check(&far).unwrap();
    assert!(refused(&far, 0, raid).contains("not"));
}

#[test]
fn cultural_diffusion_answers_an_incursion_with_the_attackers_top_discard() {
    let mut s = incursion_fixture();
    s.players[0].discard = vec![card("I-01")];
    s.players[1].discard = vec![card("II-14"), card("I-02")];
    undeck(&mut s, &["I-01", "II-14", "I-02"]);
    check(&s).unwrap();
    // The victim has neither card nor elder: nothing to give, but the diffusion still works.
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-19", "side": "left", "barbarian": 1}),
    );
    assert!(t.prompts.is_empty());
    assert_eq!(t.players[1].hand, vec![card("I-01")]);
    assert!(t.players[0].discard.is_empty());
}

#[test]
fn an_incursion_on_a_slave_ends_the_slavery_with_a_revolt_siege() {
    // N has only M:GER; its slave P has three units on GER's corners and lends N a guest worker.
    let mut s = incursion_fixture();
    let n = &mut s.players[0];
    n.migratory.clear();
    n.metropolises = vec![hex("GER")];
    let p = &mut s.players[1];
    p.enslaver = Some(0);
    p.migratory = vec![x("X048"), x("X063"), x("X064")];
    p.kp -= 3;
    s.players[0].producers[Letter::P.index()] = 1;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "play_card", "card": "II-19", "side": "left", "barbarian": 1}),
    );
    // P's guest worker was the only thing to give: lost to P's innovation track. Then the
    // slavery ends and P besieges GER: 3 against N's FP 1.
    assert_eq!(t.players[1].enslaver, None);
    assert_eq!(t.players[1].metropolises, vec![hex("GER")]);
    assert_eq!(t.players[1].migratory, vec![x("X063"), x("X064")]);
    assert!(t.players[0].metropolises.is_empty());
    // N has no map unit left: enslaved to P.
    assert_eq!(t.players[0].enslaver, Some(1));
    assert_eq!(t.decision().unwrap(), (0, Decision::Cards));
}

/// SC4's table: seat 0 in Era I reaches the end of phase 3 with population number `pop`, I-29
/// active and one Silverback used; it has three migratory units.
fn sc4(pop: u8, die_shows: u64) -> State {
    let mut s = cards_fixture();
    let p = &mut s.players[0];
    p.kp = 10 - pop;
    p.ki = 13 - p.kp;
    p.repertoire = vec![Held {
        card: card("I-29"),
        active: true,
    }];
    p.migratory = vec![x("X063"), x("X064"), x("X079")];
    undeck(&mut s, &["I-29"]);
    s.memory.silverback = 1;
    s.rng = die(die_shows);
    check(&s).unwrap();
    s
}

#[test]
fn sc4_the_stability_roll() {
    let end = serde_json::json!({"type": "end_cards"});
    // 2 + 1 + 2 = 5, not below 5: phase 5.
    let t = ok(&sc4(5, 2), 0, end.clone());
    assert_eq!(
        t.phase,
        Phase::Population {
            base: 5,
            funded: 0,
            used: 0
        }
    );
    assert!(t
        .records
        .iter()
        .any(|r| matches!(r, Record::Die { purpose, value: 2, .. } if purpose == "stability")));
    // 1 + 1 + 2 = 4 < 5: chaos. Depopulation takes 1 of the 3 map units.
    let s = sc4(5, 1);
    assert_eq!(s.players[0].map_units(), 3);
    let t = ok(&s, 0, end.clone());
    assert_eq!(
        t.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::Depopulate { count: 1 }))
    );
    // Population number 1: no roll.
    let t = ok(&sc4(1, 1), 0, end.clone());
    assert_eq!(
        t.phase,
        Phase::Population {
            base: 1,
            funded: 0,
            used: 0
        }
    );
    assert!(!t.records.iter().any(|r| matches!(r, Record::Die { .. })));
    // Locution with population number 0: chaos with no roll.
    let mut s = sc4(0, 6);
    s.memory.locution = true;
    let t = ok(&s, 0, end.clone());
    assert!(!t.records.iter().any(|r| matches!(r, Record::Die { .. })));
    assert!(matches!(
        t.decision().unwrap().1,
        Decision::Prompt(PromptKind::Depopulate { .. })
    ));
    // A pending revolution penalty lowers the roll and is used up.
    let mut s = sc4(5, 6);
    s.players[0].revolution_penalty = 2;
    let t = ok(&s, 0, end);
    // 6 + 1 + 2 - 2 = 7: no chaos, and the penalty is used up.
    assert!(matches!(t.phase, Phase::Population { .. }));
    assert_eq!(t.players[0].revolution_penalty, 0);
    let mut s = sc4(5, 1);
    s.players[0].revolution_penalty = 0;
    s.memory.silverback = 0;
    s.rng = die(3);
    // 3 + 1 = 4 < 5 without the Silverback bonus.
    let t = ok(&s, 0, serde_json::json!({"type": "end_cards"}));
    assert!(matches!(
        t.decision().unwrap().1,
        Decision::Prompt(PromptKind::Depopulate { .. })
    ));
}

/// SC5's table: seat 0 (N) on III-golden with 3 migratory units, 2 metropolises, II-30 and
/// III-28 active and population number 4; the die brings chaos.
fn sc5() -> State {
    let mut s = cards_fixture();
    left_era_one(&mut s, 0, EraSpace::IIIGolden);
    let p = &mut s.players[0];
    p.migratory = vec![x("X063"), x("X064"), x("X079")];
    p.metropolises = vec![hex("GER"), hex("GAU")];
    p.kp = 6;
    p.ki = 7;
    p.repertoire = ["II-30", "III-28"]
        .iter()
        .map(|c| Held {
            card: card(c),
            active: true,
        })
        .collect();
    undeck(&mut s, &["II-30", "III-28"]);
    s.rng = die(1);
    check(&s).unwrap();
    ok(&s, 0, serde_json::json!({"type": "end_cards"}))
}

#[test]
fn sc5_chaos_in_iii_golden_ends_the_game() {
    let s = sc5();
    assert_eq!(
        s.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::Depopulate { count: 2 }))
    );
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079"]})
    )
    .contains("exactly 2"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079", "X063", "X064"]})
    )
    .contains("exactly 2"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079", "X079"]})
    )
    .contains("named twice"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079", "M:BAB"]})
    )
    .contains("not one of your map units"));
    assert_eq!(
        default_action(&s, 0).unwrap(),
        act(serde_json::json!({"type": "depopulate", "remove": ["X079", "X064"]}))
    );
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079", "M:GER"]}),
    );
    assert_eq!(t.players[0].map_units(), 3);
    assert_eq!(
        t.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::DarkAge))
    );
    assert_eq!(
        default_action(&t, 0).unwrap(),
        act(serde_json::json!({"type": "dark_age", "direction": "back"})),
        "a timeout never ends the game"
    );
    let end = ok(
        &t,
        0,
        serde_json::json!({"type": "dark_age", "direction": "forward"}),
    );
    let p = &end.players[0];
    assert_eq!(p.era, Some(EraSpace::IVDark));
    assert!(p.repertoire.iter().all(|h| !h.active));
    assert!(end.end_flag);
    assert_eq!(end.phase, Phase::GameOver);
    // ki 7 + 2 losses: ki 8, then kp 7. Score: culture 3 + 3, no elder, innovation 0,
    // population 3.
    assert_eq!((p.ki, p.kp), (8, 7));
    let sc = score(&end, 0);
    assert_eq!(
        (sc.culture, sc.elders, sc.innovation, sc.population),
        (6, 0, 0, 3)
    );
    assert_eq!(sc.total, 9);
    // Variant: back to III-dark, and the game goes on with seat 1's turn.
    let on = ok(
        &t,
        0,
        serde_json::json!({"type": "dark_age", "direction": "back"}),
    );
    assert_eq!(on.players[0].era, Some(EraSpace::IIIDark));
    assert!(!on.end_flag);
    assert_eq!(on.active, 1);
    assert!(matches!(on.phase, Phase::Innovation { .. } | Phase::Cards));
}

#[test]
fn chaos_frees_the_slaves_who_take_over_the_depopulated_ground() {
    // N (active, Era II dark) has X079, X080 and M:GER; its slave P stands at X048 on GER's
    // corner. Chaos: N loses 1 unit; P besieges GER (1 unit against FP 1: fails), then
    // replaces the lost unit.
    let mut s = cards_fixture();
    left_era_one(&mut s, 0, EraSpace::IIDark);
    let n = &mut s.players[0];
    n.migratory = vec![x("X079"), x("X080")];
    n.metropolises = vec![hex("GER")];
    s.players[0].ki = 8;
    s.players[0].kp = 7;
    let p = &mut s.players[1];
    p.enslaver = Some(0);
    p.migratory = vec![x("X048")];
    // An N guest worker in P's pool.
    s.players[1].producers[Letter::N.index()] = 1;
    s.players[0].kp -= 1;
    s.memory.locution = true;
    check(&s).unwrap();
    let t = ok(&s, 0, serde_json::json!({"type": "end_cards"}));
    let t = ok(
        &t,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X080"]}),
    );
    check(&t).unwrap();
    assert_eq!(t.players[1].enslaver, None);
    assert_eq!(
        t.players[0].producers[Letter::N.index()],
        1,
        "the guest worker came home"
    );
    assert_eq!(t.players[1].producers[Letter::N.index()], 0);
    assert_eq!(
        t.players[0].metropolises,
        vec![hex("GER")],
        "the revolt siege failed"
    );
    assert_eq!(t.players[1].migratory, vec![x("X048"), x("X080")]);
    assert_eq!(t.active, 1, "chaos ended the turn");
}

#[test]
fn random_games_play_whole_turns_to_the_end_and_keep_the_invariants() {
    let mut steps = 0;
    let mut turns = 0;
    let mut over = 0;
    for players in 2..=5 {
        for seed in 0..12u64 {
            let mut s = game(players, seed);
            // Some cards in every hand so that phase 3 has choices.
            for seat in 0..players {
                for _ in 0..3 {
                    let era = 1 + (seed as usize + seat) % 2;
                    if let Some(c) = s.decks[era - 1].pop() {
                        s.players[seat].hand.push(c);
                    }
                }
                if seed % 3 == 0 {
                    left_era_one(&mut s, seat, EraSpace::IIDark);
                    let p = &mut s.players[seat];
                    p.kp -= 2;
                    p.producers[p.sheet.index()] = 2;
                }
            }
            s.turn_cap = 2;
            check(&s).unwrap();
            let mut pick = Rng::new(seed * 17 + players as u64);
            let mut last = (s.game_turn, s.active);
            for _ in 0..600 {
                if s.phase == Phase::GameOver {
                    over += 1;
                    break;
                }
                let (seat, _) = s.decision().expect("someone decides");
                let t0 = std::time::Instant::now();
                let legal = legal_actions(&s, seat);
                assert!(
                    t0.elapsed().as_secs() < 5,
                    "slow legal list at {:?}",
                    s.decision()
                );
                assert!(!legal.is_empty(), "no legal decision at {:?}", s.decision());
                let default = default_action(&s, seat).unwrap();
                assert!(legal.contains(&default), "{default:?} not legal");
                let a = if pick.below(4) == 0 {
                    default
                } else {
                    legal[pick.below(legal.len() as u64) as usize].clone()
                };
                s = apply(&s, seat, &a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
                check(&s).unwrap_or_else(|e| panic!("after {a:?}: {e}"));
                // States and submissions survive a round trip through their JSON.
                let text = serde_json::to_string(&s).unwrap();
                let back: State = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(back, s);
                let json = serde_json::to_value(&a).unwrap();
                assert_eq!(act(json), a);
                steps += 1;
                for other in 0..players {
                    if Some(other) != s.decision().map(|d| d.0) {
                        assert!(legal_actions(&s, other).is_empty());
                    }
                }
                if (s.game_turn, s.active) != last {
                    last = (s.game_turn, s.active);
                    turns += 1;
                }
            }
        }
    }
    assert!(steps > 300, "{steps}");
    assert!(turns > 50, "{turns}");
    assert_eq!(over, 4 * 12, "every game reached its turn cap");
}

// ---- phases 5 to 7: population (8), movement and battles (9), sieges (10), starvation (11) ----

/// The design's fixture in phase 5 with `base` actions.
fn population_fixture(base: u8) -> State {
    let mut s = fixture(1);
    s.phase = Phase::Population {
        base,
        funded: 0,
        used: 0,
    };
    s
}

fn sc6(met: u8) -> State {
    let mut s = population_fixture(1);
    let p = &mut s.players[0];
    p.infra[Track::MET.index()] = met;
    p.migratory = vec![x("X109")];
    p.metropolises = vec![hex("GER")];
    p.kp = 8;
    s.players[1].migratory = vec![x("X141")];
    check(&s).unwrap();
    s
}

#[test]
fn sc6_white_strait_and_the_attack_penalty() {
    let go = serde_json::json!({"type": "migrate", "unit": "X109", "path": ["X125", "X141"]});
    let t = ok(&sc6(1), 0, go.clone());
    // 1 - 1 = 0 against 0: both units are lost.
    assert!(t.players[0].migratory.is_empty());
    assert!(t.players[1].migratory.is_empty());
    assert_eq!(t.players[1].enslaver, Some(0));
    assert_eq!(t.players[0].metropolises, vec![hex("GER")]);
    // The battle opens a Sabine raid on seat 1.
    assert!(t.memory.attacks.iter().any(|a| a.target == 1 && !a.siege));
    // With MET 2 the attacker wins and stands on X141.
    let t = ok(&sc6(2), 0, go.clone());
    assert_eq!(t.players[0].migratory, vec![x("X141")]);
    assert_eq!(t.players[1].enslaver, Some(0));
    // In tropical climate a white strait needs rafts.
    let mut s = sc6(1);
    s.climate[2] = true;
    assert!(refused(&s, 0, go.clone()).contains("cannot be crossed"));
    s.players[0].infra[Track::MAR.index()] = 1;
    ok(&s, 0, go);
}

#[test]
fn sc7_siege_with_the_metallurgy_bonus_then_starvation() {
    let mut s = fixture(1);
    s.phase = Phase::Sieges { carried: 0 };
    let p = &mut s.players[0];
    p.infra[Track::MET.index()] = 2;
    p.infra[Track::FP.index()] = 2;
    p.migratory = vec![x("X128"), x("X144"), x("X145")];
    p.kp = 7;
    let p = &mut s.players[1];
    p.infra[Track::MET.index()] = 1;
    p.infra[Track::FP.index()] = 2;
    p.metropolises = vec![hex("BAB")];
    p.migratory = vec![x("X175")];
    p.producers[Letter::P.index()] = 1;
    p.kp = 7;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "siege", "hex": "BAB", "metropolis_unit": "X145"}),
    );
    assert_eq!(t.players[0].metropolises, vec![hex("BAB")]);
    assert_eq!(t.players[0].migratory, vec![x("X128"), x("X144")]);
    assert!(t.players[1].metropolises.is_empty());
    assert_eq!(t.players[1].ki, 7);
    assert_eq!(
        t.players[0].producers[Letter::P.index()],
        1,
        "a P guest worker"
    );
    assert_eq!(t.players[1].elders(), 0);
    assert!(
        refused(&t, 0, serde_json::json!({"type": "siege", "hex": "BAB"})).contains("No other")
    );
    // Phase 7: BAB counts 4 > FP 2.
    let u = ok(&t, 0, serde_json::json!({"type": "end_sieges"}));
    assert_eq!(
        u.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::Starve))
    );
    assert_eq!(
        default_action(&u, 0).unwrap(),
        act(serde_json::json!({"type": "starve", "remove": ["X128", "X144"]}))
    );
    let v = ok(
        &u,
        0,
        serde_json::json!({"type": "starve", "remove": ["X128", "X144"]}),
    );
    assert!(v.players[0].migratory.is_empty());
    assert_eq!(v.players[0].metropolises, vec![hex("BAB")]);
    assert_eq!(v.players[1].migratory, vec![x("X175")]);
    assert_eq!(v.active, 1, "the turn ended");
}

fn sc8() -> State {
    let mut s = fixture(1);
    s.phase = Phase::Sieges { carried: 0 };
    let p = &mut s.players[0];
    p.infra[Track::FP.index()] = 2;
    p.migratory = ["X098", "X099", "X129", "X130", "X131", "X162", "X177"]
        .iter()
        .map(|i| x(i))
        .collect();
    p.kp = 3;
    check(&s).unwrap();
    ok(&s, 0, serde_json::json!({"type": "end_sieges"}))
}

#[test]
fn sc8_ordered_starvation() {
    let s = sc8();
    assert_eq!(
        s.decision().unwrap(),
        (0, Decision::Prompt(PromptKind::Starve))
    );
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "starve", "remove": ["X130"]}),
    );
    assert_eq!(t.players[0].migratory.len(), 6);
    ok(
        &s,
        0,
        serde_json::json!({"type": "starve", "remove": ["X098", "X162", "X099"]}),
    );
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "starve", "remove": ["X130", "X098"]})
    )
    .contains("not in a starving hex"));
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "starve", "remove": ["X098"]})
    )
    .contains("still holds"));
    assert_eq!(
        default_action(&s, 0).unwrap(),
        act(serde_json::json!({"type": "starve", "remove": ["X130"]}))
    );
}

fn sc12() -> State {
    let mut s = population_fixture(1);
    let p = &mut s.players[0];
    p.infra[Track::FP.index()] = 3;
    p.infra[Track::MET.index()] = 2;
    p.metropolises = vec![hex("GER")];
    p.kp = 8;
    let p = &mut s.players[1];
    p.infra[Track::MET.index()] = 1;
    p.migratory = vec![x("X080")];
    check(&s).unwrap();
    s
}

#[test]
fn sc12_enslavement_by_battle_and_what_a_slave_may_do() {
    let s = sc12();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X079", "path": ["X064", "X080"]}),
    );
    assert!(t.players[1].migratory.is_empty());
    assert_eq!(t.players[1].enslaver, Some(0));
    assert_eq!(t.players[1].level(Track::FP), 3);
    assert_eq!(t.players[0].migratory, vec![x("X080")]);
    assert!(
        matches!(t.phase, Phase::Sieges { .. }),
        "no action left: phase 5 ended"
    );
    // Seat 1's turn, phase 5.
    let mut u = t.clone();
    u.active = 1;
    u.memory = Default::default();
    u.players[1].kp -= 1;
    u.players[1].migratory = vec![x("X048")];
    u.phase = Phase::Population {
        base: 2,
        funded: 0,
        used: 0,
    };
    check(&u).unwrap();
    assert!(refused(
        &u,
        1,
        serde_json::json!({"type": "migrate", "unit": "X048", "path": ["X063"]})
    )
    .contains("slave"));
    ok(&u, 1, serde_json::json!({"type": "grow", "at": "X063"}));
    assert!(refused(
        &u,
        1,
        serde_json::json!({"type": "grow", "at": "X063", "path": ["X062"]})
    )
    .contains("slave"));
    assert!(
        refused(&u, 1, serde_json::json!({"type": "grow", "at": "X096"}))
            .contains("enslaver's metropolises")
    );
    // Naturalist, with its instincts visible and an elder to spend.
    let mut v = u.clone();
    v.phase = Phase::Innovation { left: 1 };
    v.players[1].brain_units = vec![Region::Limbic, Region::Broca, Region::Neocortex];
    v.players[1].producers[Letter::P.index()] = 1;
    v.players[1].ki -= 1;
    check(&v).unwrap();
    assert!(refused(
        &v,
        1,
        serde_json::json!({"type": "naturalist", "hex": "GER"})
    )
    .contains("slave may not"));
    // Shared infrastructure: seat 0's MET 2 -> 3 carries seat 1 from 1 to 2.
    let mut w = t.clone();
    turnpost::engine::origins::rules::advance(&mut w, 0, Track::MET, 3);
    assert_eq!(w.players[0].level(Track::MET), 3);
    assert_eq!(w.players[1].level(Track::MET), 2);
}

#[test]
fn passage_is_asked_and_a_refusal_is_a_battle() {
    // Seat 0 (MET 1) at X079 moves through seat 1's unit at X064 to X049.
    let mut s = population_fixture(1);
    s.players[0].infra[Track::MET.index()] = 1;
    s.players[1].migratory = vec![x("X064")];
    check(&s).unwrap();
    let go = serde_json::json!({"type": "migrate", "unit": "X079", "path": ["X064", "X049"]});
    let t = ok(&s, 0, go);
    assert_eq!(
        t.decision().unwrap(),
        (
            1,
            Decision::Prompt(PromptKind::Passage {
                mover: 0,
                at: x("X064")
            })
        )
    );
    // Battle value 1 >= MET 0: the default grants.
    assert_eq!(
        default_action(&t, 1).unwrap(),
        act(serde_json::json!({"type": "passage", "grant": true}))
    );
    let g = ok(&t, 1, serde_json::json!({"type": "passage", "grant": true}));
    assert_eq!(g.players[0].migratory, vec![x("X049")]);
    assert_eq!(g.players[1].migratory, vec![x("X064")]);
    // Refused: a battle on X064, won by seat 0, which stops there.
    let r = ok(
        &t,
        1,
        serde_json::json!({"type": "passage", "grant": false}),
    );
    assert_eq!(r.players[0].migratory, vec![x("X064")]);
    assert!(r.players[1].migratory.is_empty());
    assert_eq!(r.players[1].enslaver, Some(0));
    // `through` names only foreign units on the way.
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X079", "path": ["X064", "X049"], "through": {"X049": "attack"}})
    )
    .contains("through"));
    // Funding an action needs a producer to spend.
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X079", "path": ["X078"], "fund": 1})
    )
    .contains("producer"));
}

#[test]
fn incorporation_trade_and_urbanization() {
    // Seat 0 (Era III, culture 3 with II-30) incorporates from seat 1 (1 elder, culture 0).
    let mut s = population_fixture(5);
    left_era_one(&mut s, 0, EraSpace::IIIDark);
    s.players[0].repertoire = vec![Held {
        card: card("II-30"),
        active: true,
    }];
    undeck(&mut s, &["II-30"]);
    s.players[1].migratory = vec![x("X080")];
    s.players[1].kp -= 1;
    s.players[1].producers[Letter::P.index()] = 1;
    s.players[1].infra[Track::MET.index()] = 2;
    check(&s).unwrap();
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "incorporate", "target": 1}),
    );
    assert_eq!(t.players[0].producers[Letter::P.index()], 1);
    assert_eq!(t.players[1].elders(), 0);
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "incorporate", "target": 1})
    )
    .contains("no elder"));
    // The culture level must be higher than the target's.
    let mut c = s.clone();
    c.players[0].repertoire.clear();
    c.removed.push(card("II-30"));
    assert!(refused(
        &c,
        0,
        serde_json::json!({"type": "incorporate", "target": 1})
    )
    .contains("culture level"));
    // Trade on MET with seat 1 (2 against 0): declined costs nothing and is not asked again.
    let u = ok(
        &s,
        0,
        serde_json::json!({"type": "trade", "partner": 1, "track": "MET"}),
    );
    assert!(matches!(
        u.decision().unwrap().1,
        Decision::Prompt(PromptKind::TradeAnswer { from: 0, .. })
    ));
    let d = ok(
        &u,
        1,
        serde_json::json!({"type": "trade_answer", "accept": false}),
    );
    assert_eq!(
        d.phase,
        Phase::Population {
            base: 5,
            funded: 0,
            used: 0
        }
    );
    assert!(refused(
        &d,
        0,
        serde_json::json!({"type": "trade", "partner": 1, "track": "MET"})
    )
    .contains("declined"));
    let a = ok(
        &u,
        1,
        serde_json::json!({"type": "trade_answer", "accept": true}),
    );
    // One advance, up to the higher's level.
    assert_eq!(a.players[0].level(Track::MET), 1);
    // The higher player's pool is full (capacity 1): the lower still advances (D24).
    assert_eq!(a.players[1].producers[Letter::P.index()], 1);
    assert!(matches!(a.phase, Phase::Population { used: 1, .. }));
    // Urbanization costs 3.
    let w = ok(
        &s,
        0,
        serde_json::json!({"type": "urbanize", "unit": "X079", "hex": "GER"}),
    );
    assert_eq!(w.players[0].metropolises, vec![hex("GER")]);
    assert!(matches!(w.phase, Phase::Population { used: 3, .. }));
    let mut e = s.clone();
    e.players[0].era = Some(EraSpace::IIDark);
    assert!(refused(
        &e,
        0,
        serde_json::json!({"type": "urbanize", "unit": "X079", "hex": "GER"})
    )
    .contains("era"));
}

#[test]
fn a_slave_refusing_passage_stops_its_master_short() {
    // Seat 0 at X063 heads for X049 through X079 and its slave's unit on X064.
    let mut s = population_fixture(1);
    s.players[0].migratory = vec![x("X063")];
    s.players[1].migratory = vec![x("X064")];
    s.players[1].enslaver = Some(0);
    check(&s).unwrap();
    let path = serde_json::json!(["X079", "X064", "X049"]);
    assert!(refused(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X063", "path": path, "through": {"X064": "attack"}})
    )
    .contains("never attack"));
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X063", "path": path}),
    );
    assert_eq!(t.decision().unwrap().0, 1);
    let u = ok(
        &t,
        1,
        serde_json::json!({"type": "passage", "grant": false}),
    );
    assert_eq!(u.players[0].migratory, vec![x("X079")], "D29");
    assert_eq!(u.players[1].migratory, vec![x("X064")], "no battle");
}

#[test]
fn a_battle_opens_one_sabine_raid() {
    let mut s = sc6(2);
    s.phase = Phase::Population {
        base: 3,
        funded: 0,
        used: 0,
    };
    s.players[1].discard = vec![card("I-01")];
    undeck(&mut s, &["I-01"]);
    check(&s).unwrap();
    let raid = serde_json::json!({"type": "sabine_raid", "target": 1, "mode": "scavenge"});
    assert!(refused(&s, 0, raid.clone()).contains("battle"));
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "migrate", "unit": "X109", "path": ["X125", "X141"]}),
    );
    let u = ok(&t, 0, raid.clone());
    assert_eq!(u.players[0].hand, vec![card("I-01")]);
    assert!(matches!(u.phase, Phase::Population { used: 2, .. }));
    assert!(refused(&u, 0, raid).contains("unused"));
}

#[test]
fn growth_with_a_free_migration_and_the_blockade() {
    let s = population_fixture(2);
    let t = ok(
        &s,
        0,
        serde_json::json!({"type": "grow", "at": "X063", "path": ["X048"]}),
    );
    assert_eq!(t.players[0].migratory, vec![x("X048"), x("X079")]);
    assert_eq!(t.players[0].kp, 8);
    assert!(refused(
        &t,
        0,
        serde_json::json!({"type": "migrate", "unit": "X048", "path": ["X063"]})
    )
    .contains("already moved"));
    ok(
        &t,
        0,
        serde_json::json!({"type": "migrate", "unit": "X079", "path": ["X064"]}),
    );
    // Growth goes on a habitable intersection touching a hex where the player has a unit.
    assert!(
        refused(&s, 0, serde_json::json!({"type": "grow", "at": "X005"})).contains("not habitable")
    );
    assert!(
        refused(&s, 0, serde_json::json!({"type": "grow", "at": "X141"}))
            .contains("touches no hex")
    );
    // Phase 7 first loses every unit on a sea intersection (11.1).
    let mut b = fixture(1);
    b.phase = Phase::Sieges { carried: 0 };
    b.players[0].infra[Track::MAR.index()] = 3;
    b.players[0].migratory = vec![x("X005"), x("X079")];
    b.players[0].kp -= 1;
    check(&b).unwrap();
    let c = ok(&b, 0, serde_json::json!({"type": "end_sieges"}));
    assert_eq!(c.players[0].migratory, vec![x("X079")]);
    assert_eq!(c.players[0].ki, 7);
    assert_eq!(c.active, 1);
}

// ---- the game log, `Game` and `Extras` ----

use turnpost::engine::origins::Origins;
use turnpost::engine::registry::Extras;
use turnpost::engine::Game;

/// The log lines of one decision applied through `Game::apply`.
fn logged(s: &State, seat: usize, json: serde_json::Value) -> (State, Vec<String>) {
    let (next, events) =
        Origins::apply(s, seat, &act(json.clone())).unwrap_or_else(|e| panic!("{json}: {e}"));
    (next, events.into_iter().map(|e| en(&e.text)).collect())
}

#[test]
fn the_log_says_who_did_what_and_what_was_paid() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    p.brain_units = vec![Region::Wernicke];
    p.ki = 4;
    p.kp = 9;
    p.producers[Letter::N.index()] = 1;
    p.migratory = vec![x("X048"), x("X063"), x("X064"), x("X079")];
    check(&s).unwrap();
    let (_, lines) = logged(&s, 0, serde_json::json!({"type": "locution", "pay": "N"}));
    assert_eq!(
        lines[0],
        "{p1} chose Locution, paying with a ready elder of {p1}'s own."
    );
    assert!(
        lines[1].starts_with("{p1}: elders 1 ready and 0 spent, now 0 ready and 1 spent;"),
        "{lines:?}"
    );
    assert!(
        lines[1].contains("era unit in the dark age of Era II"),
        "{lines:?}"
    );
}

#[test]
fn the_log_never_names_a_card_taken_from_a_hand() {
    let mut s = fixture(2);
    era(&mut s, 0, EraSpace::IIIDark);
    let ideas: Vec<CardId> = std::mem::take(&mut s.decks[1])
        .into_iter()
        .filter(|c| !data().card(c.0).is_public())
        .collect();
    s.players[1].hand = ideas[..3].to_vec();
    s.removed.extend(
        data()
            .cards
            .iter()
            .enumerate()
            .filter(|(i, c)| c.era == 2 && !ideas[..3].contains(&CardId(*i as u8)))
            .map(|(i, _)| CardId(i as u8)),
    );
    check(&s).unwrap();
    let (t, lines) = logged(&s, 0, serde_json::json!({"type": "espionage", "from": 1}));
    let taken = t.players[0].hand[0];
    let text = lines.join("\n");
    assert!(
        text.starts_with("{p1} chose Espionage and took a card at random from the hand of {p2}."),
        "{text}"
    );
    assert!(!text.contains(taken.id()), "{text}");
    assert!(!text.contains(&data().card(taken.0).name), "{text}");
    assert!(text.contains("{p1}: 1 card in hand"), "{text}");
    assert!(text.contains("{p2}: 2 cards in hand"), "{text}");
    // A scavenged card was a public top discard: it is named.
    let mut v = fixture(3);
    v.decks[0].retain(|&c| c != card("I-05"));
    v.players[1].discard.push(card("I-05"));
    let (_, lines) = logged(&v, 0, serde_json::json!({"type": "imitator", "from": 1}));
    let name = &data().card(card("I-05").0).name;
    assert_eq!(
        lines[1],
        format!("{{p1}} took {name} from the discard pile of {{p2}}.")
    );
    // The preview does not play out a random draw.
    let p = <Origins as Extras>::preview(
        &s,
        0,
        &act(serde_json::json!({"type": "espionage", "from": 1})),
    )
    .unwrap();
    assert_eq!(p["random"], true);
    assert!(p["after"].is_null());
}

#[test]
fn the_log_shows_dice_and_automatic_phases() {
    let (_, lines) = logged(&sc4(5, 2), 0, serde_json::json!({"type": "end_cards"}));
    assert_eq!(
        lines,
        vec![
            "{p1} ended the card phase.".to_string(),
            "Automatic: {p1} rolled 2 for stability.".to_string(),
            "Automatic: phase 5, population.".to_string(),
        ]
    );
    // Chaos: the roll, then the prompt it raises, then the units lost and the score.
    let (t, lines) = logged(&sc4(5, 1), 0, serde_json::json!({"type": "end_cards"}));
    assert_eq!(
        lines[1..],
        [
            "Automatic: {p1} rolled 1 for stability.".to_string(),
            "Automatic: phase 4, chaos.".to_string(),
            "{p1} is asked to choose 1 map unit for chaos to take.".to_string(),
        ]
    );
    let (_, lines) = logged(
        &t,
        0,
        serde_json::json!({"type": "depopulate", "remove": ["X079"]}),
    );
    let place = turnpost::i18n::words(
        turnpost::i18n::Lang::En,
        &turnpost::engine::origins::said::place(x("X079")),
    );
    assert_eq!(place, "Germania, south");
    assert_eq!(
        lines[0],
        format!("{{p1}} lost the unit at {place} to chaos.")
    );
    assert!(
        lines[1].starts_with("{p1}: score ")
            && lines[1].contains(&format!("no unit now at {place}")),
        "{lines:?}"
    );
}

#[test]
fn game_and_extras_follow_the_platform_contract() {
    let setup = turnpost::engine::Setup {
        players: 4,
        seed: 3,
        options: serde_json::json!({}),
    };
    let s = Origins::new_game(&setup).unwrap();
    assert_eq!(Origins::NAME, "origins");
    assert_eq!(Origins::ABOUT.title, "Origins: How We Became Human");
    assert_eq!(
        (Origins::ABOUT.min_players, Origins::ABOUT.max_players),
        (2, 5)
    );
    let seat = usize::from(s.first_player);
    assert_eq!(Origins::to_act(&s), vec![seat]);
    assert!(Origins::outcome(&s).is_none());
    assert_eq!(Origins::standings(&s).len(), 4);
    let view = serde_json::to_value(Origins::view(&s, Viewer::Seat(seat))).unwrap();
    assert!(view["players"][0]["current_score"].is_u64());
    // A preview of a decision without dice shows the actor's numbers before and after.
    let end = act(serde_json::json!({"type": "end_innovation"}));
    let p = <Origins as Extras>::preview(&s, seat, &end).unwrap();
    assert_eq!(
        en(p["decision"].as_str().unwrap_or_default()),
        format!("{{p{}}} ended the innovation phase.", seat + 1)
    );
    // A refused decision and a broken state are errors, never a panic.
    assert!(Origins::apply(&s, (seat + 1) % 4, &end).is_err());
    let mut broken = s.clone();
    broken.players[0].ki = 200;
    assert!(Origins::check_invariants(&broken).is_err());
    assert!(matches!(
        Origins::apply(&broken, seat, &end),
        Err(RuleError::CorruptState(_))
    ));
    assert!(Origins::legal_actions(&broken, seat).is_empty());
    assert!(Origins::default_action(&broken, seat).is_none());
    // Bad setups are refused with a sentence.
    for options in [
        serde_json::json!({"colours": ["black"]}),
        serde_json::json!({"colours": ["black", "red", "white", "blue"]}),
    ] {
        let bad = turnpost::engine::Setup {
            options,
            ..setup.clone()
        };
        assert!(Origins::new_game(&bad).is_err());
    }
    assert!(Origins::new_game(&turnpost::engine::Setup {
        players: 6,
        ..setup
    })
    .is_err());
}
