//! Scenario tests of the Dawn of Mankind engine: the twelve checks of design section 16, one
//! test each, then the component data, setup, refusals with their sentences, automatic turns,
//! the stall guard and hidden information.

use turnpost::engine::dawn_of_mankind::action::Action;
use turnpost::engine::dawn_of_mankind::data::{data, parse_data, Files, BUILTIN};
use turnpost::engine::dawn_of_mankind::describe::Log;
use turnpost::engine::dawn_of_mankind::invariants;
use turnpost::engine::dawn_of_mankind::legal::random_action;
use turnpost::engine::dawn_of_mankind::playout::{chooser, start};
use turnpost::engine::dawn_of_mankind::rules::apply_in_place;
use turnpost::engine::dawn_of_mankind::scoring::breakdowns;
use turnpost::engine::dawn_of_mankind::state::{
    new_state, ArtSlot, Card, EndReason, Name, Phase, Pile, State,
};
use turnpost::engine::dawn_of_mankind::{self as dm, DawnOfMankind, READINGS};
use turnpost::engine::registry::Extras;
use turnpost::engine::{Game, Setup, Viewer};

// ---- helpers ----

fn area(id: &str) -> usize {
    usize::from(data().area_by_id(id).unwrap_or_else(|| panic!("area {id}")))
}

fn tile(id: &str) -> usize {
    usize::from(data().tile_by_id(id).unwrap_or_else(|| panic!("tile {id}")))
}

fn name(id: &str) -> u8 {
    data().name_by_id(id).unwrap_or_else(|| panic!("name {id}"))
}

fn card(id: &str) -> Card {
    Card::parse(id).unwrap_or_else(|| panic!("card {id}"))
}

/// The fixture of design 16: `n` players, P0 to act, every face `a`, every meeple on its mat,
/// nothing held, ART1–4 on display at line 1 and ART5–8 in the deck. Setup is complete (each
/// seat holds setup card SET<seat+1>), and the piles in play are `piles`, full.
fn table_with(n: usize, piles: &[&str]) -> State {
    let mut s = new_state(n, 1).unwrap();
    s.start = 0;
    s.phase = Phase::Main { seat: 0 };
    s.faces = [0; 19];
    s.tiles = [None; 19];
    s.display = [1, 2, 3, 4].map(|card| ArtSlot { card, line: 1 });
    s.deck = vec![5, 6, 7, 8];
    s.piles = piles
        .iter()
        .map(|p| Pile {
            name: Name(name(p)),
            cards: (1..=data().names[usize::from(name(p))].cards_for(n)).collect(),
        })
        .collect();
    s.table = Vec::new();
    s.undealt = (n as u8 + 1..=5).collect();
    for (seat, p) in s.players.iter_mut().enumerate() {
        p.res = [0; 4];
        p.vp = 0;
        p.mat = 8;
        p.ready = [0; 10];
        p.setup_card = Some(seat as u8 + 1);
        p.placed = [true; 3];
    }
    s.turns = 10;
    s
}

fn table() -> State {
    table_with(
        2,
        &[
            "cooking",
            "religion",
            "storytelling",
            "hunting",
            "gathering",
        ],
    )
}

/// Moves `k` of the seat's meeples from its mat to a ready area.
fn ready(s: &mut State, seat: usize, id: &str, k: u8) {
    s.players[seat].mat -= k;
    s.players[seat].ready[area(id)] += k;
}

/// Puts one of the seat's meeples from its mat on a tile.
fn on_tile(s: &mut State, seat: usize, id: &str) {
    s.players[seat].mat -= 1;
    s.tiles[tile(id)] = Some(seat as u8);
}

/// Gives a seat a card taken from the top of its pile.
fn give(s: &mut State, seat: usize, id: &str, slot: Option<usize>) {
    let c = card(id);
    let pile = s.piles.iter_mut().find(|p| p.name.0 == c.name).unwrap();
    assert_eq!(pile.cards.first(), Some(&c.position), "{id} is not on top");
    pile.cards.remove(0);
    let p = &mut s.players[seat];
    match slot {
        Some(k) => p.slots[k - 1].push(c),
        None => {
            let w = data().names[usize::from(c.name)].named.unwrap() as usize;
            p.named[w] = Some(c);
        }
    }
}

fn res(s: &State, seat: usize) -> [u8; 4] {
    s.players[seat].res
}

fn act(json: &str) -> Action {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn apply(s: &State, seat: usize, json: &str) -> Result<(State, Vec<String>), String> {
    invariants::check(s).unwrap_or_else(|e| panic!("fixture breaks an invariant: {e}"));
    let before = s.clone();
    let r = DawnOfMankind::apply(s, seat, &act(json));
    assert_eq!(&before, s, "apply must not touch its input");
    r.map(|(n, ev)| {
        invariants::check(&n).unwrap_or_else(|e| panic!("result breaks an invariant: {e}"));
        (n, ev.into_iter().map(|e| english(&e.text)).collect())
    })
    .map_err(|e| english(&e.to_string()))
}

/// The engine's words (messages) as an English reader reads them.
fn english(text: &str) -> String {
    turnpost::i18n::words(turnpost::i18n::Lang::En, text)
}

fn ok(s: &State, seat: usize, json: &str) -> State {
    apply(s, seat, json)
        .unwrap_or_else(|e| panic!("refused {json}: {e}"))
        .0
}

fn err(s: &State, seat: usize, json: &str) -> String {
    match apply(s, seat, json) {
        Ok(_) => panic!("accepted {json}"),
        Err(e) => e,
    }
}

fn view_json(s: &State, viewer: Viewer) -> serde_json::Value {
    serde_json::to_value(DawnOfMankind::view(s, viewer)).unwrap()
}

// ---- the twelve scenario checks (design 16) ----

#[test]
fn sc1_a_bump_then_a_compulsory_action() {
    let mut s = table();
    on_tile(&mut s, 1, "A2");
    ready(&mut s, 0, "RA1", 1);
    s.players[0].res = [0, 0, 1, 2];
    s.players[0].vp = 10;
    let n = ok(&s, 0, r#"{"type":"action","route":"RA1-A2"}"#);
    assert_eq!(n.players[1].ready[area("RE1")], 1);
    assert_eq!(n.tiles[tile("A2")], Some(0));
    assert_eq!(res(&n, 0), [0, 0, 0, 0]);
    assert_eq!(n.players[0].vp, 17);

    // Variant: H2 T0, the move is legal but Tailoring is not performed.
    let mut v = s.clone();
    v.players[0].res = [0, 0, 0, 2];
    let n = ok(&v, 0, r#"{"type":"action","route":"RA1-A2"}"#);
    assert_eq!(n.players[1].ready[area("RE1")], 1);
    assert_eq!(res(&n, 0), [0, 0, 0, 2]);
    assert_eq!(n.players[0].vp, 10);

    // Variant: P0's own meeple on A2.
    let mut v = table();
    on_tile(&mut v, 0, "A2");
    ready(&mut v, 0, "RA1", 1);
    let e = err(&v, 0, r#"{"type":"action","route":"RA1-A2"}"#);
    assert!(e.contains("Your own meeple is already on A2"), "{e}");
}

fn sc2_base(rc: u8, mat: u8) -> State {
    let mut s = table();
    ready(&mut s, 0, "RY3", 1);
    ready(&mut s, 0, "RC", rc);
    let on_tiles = 8 - 1 - rc - mat;
    for t in ["C1", "Y1", "A1", "E1", "C2", "Y2"]
        .iter()
        .take(usize::from(on_tiles))
    {
        on_tile(&mut s, 0, t);
    }
    assert_eq!(s.players[0].mat, mat);
    s
}

#[test]
fn sc2_two_newborns_in_one_turn() {
    let s = sc2_base(1, 2);
    let (n, log) = apply(
        &s,
        0,
        r#"{"type":"action","route":"RY3-Y5","newborn":true}"#,
    )
    .unwrap();
    assert_eq!(n.players[0].ready[area("RC")], 3);
    assert_eq!(n.players[0].mat, 0);
    assert_eq!(res(&n, 0), [1, 0, 0, 0]);
    // In order: the route newborn, the gain, the tile newborn.
    let at = |needle: &str| log.iter().position(|l| l.contains(needle)).unwrap();
    assert!(at("(route icon)") < at("performed Courtship"));
    assert!(at("performed Courtship") < at("(tile icon)"));

    // Variant: 2 in RC, 2 on the mat: the route newborn fills RC.
    let s = sc2_base(2, 2);
    let e = err(
        &s,
        0,
        r#"{"type":"action","route":"RY3-Y5","newborn":true}"#,
    );
    assert!(e.contains("fewer than 3 of yours in RC"), "{e}");
    let n = ok(
        &s,
        0,
        r#"{"type":"action","route":"RY3-Y5","newborn":false}"#,
    );
    assert_eq!(n.players[0].ready[area("RC")], 3);
    assert_eq!(n.players[0].mat, 1);
    assert_eq!(res(&n, 0), [1, 0, 0, 0]);

    // Variant: an empty mat, no newborn at all.
    let s = sc2_base(1, 0);
    let n = ok(&s, 0, r#"{"type":"action","route":"RY3-Y5"}"#);
    assert_eq!(n.players[0].ready[area("RC")], 1);
    assert_eq!(res(&n, 0), [1, 0, 0, 0]);
    let e = err(
        &s,
        0,
        r#"{"type":"action","route":"RY3-Y5","newborn":true}"#,
    );
    assert!(e.contains("No newborn is possible"), "{e}");
}

#[test]
fn sc3_route_art_before_the_tile() {
    let mut s = table();
    ready(&mut s, 0, "RE3", 1);
    s.players[0].res = [4, 0, 0, 0];
    s.players[0].vp = 20;
    s.display[1] = ArtSlot { card: 7, line: 1 };
    s.deck = vec![5, 6, 2, 8];
    // Action A: the art takes all the fruit, so Spirit Offering cannot be performed.
    let n = ok(
        &s,
        0,
        r#"{"type":"action","route":"RE3-E5","route_art":{"art_slot":2}}"#,
    );
    assert_eq!(res(&n, 0), [0, 0, 0, 0]);
    assert_eq!(n.players[0].vp, 24);
    assert_eq!(n.display[1], ArtSlot { card: 7, line: 2 });
    let e = err(
        &s,
        0,
        r#"{"type":"action","route":"RE3-E5","route_art":{"art_slot":2},"food":{"fruit":2,"meat":0}}"#,
    );
    assert!(e.contains("food field applies only"), "{e}");
    // Action B: the art is declined, the tile is performed.
    for json in [
        r#"{"type":"action","route":"RE3-E5","food":{"fruit":2,"meat":0}}"#,
        r#"{"type":"action","route":"RE3-E5","route_art":null,"food":{"fruit":2,"meat":0}}"#,
    ] {
        let n = ok(&s, 0, json);
        assert_eq!(res(&n, 0), [2, 0, 0, 0]);
        assert_eq!(n.players[0].vp, 24);
        assert_eq!(n.display[1], ArtSlot { card: 7, line: 1 });
    }
    let e = err(&s, 0, r#"{"type":"action","route":"RE3-E5"}"#);
    assert!(e.contains("loses 2 food"), "{e}");
}

#[test]
fn sc4_elders_leave_the_board() {
    let mut s = table();
    for t in ["E4", "A3", "E1"] {
        on_tile(&mut s, 0, t);
    }
    ready(&mut s, 0, "RY1", 1);
    assert_eq!(s.players[0].mat, 4);
    ready(&mut s, 1, "RE2", 1);
    s.players[1].res = [0, 0, 2, 0];
    s.phase = Phase::Main { seat: 1 };
    let n = ok(&s, 1, r#"{"type":"action","route":"RE2-E4"}"#);
    assert_eq!(n.players[0].mat, 5);
    assert_eq!(n.on_board(0), 3);
    assert_eq!(res(&n, 1), [0, 0, 0, 0]);
    assert_eq!(n.players[1].vp, 6);
    assert_eq!(view_json(&n, Viewer::Seat(0))["players"][1]["vp"], "hidden");
    assert_eq!(view_json(&n, Viewer::Seat(1))["players"][1]["vp"], 6);
    // P0 rests: A3 moves up to RE2, E1 goes home, RY1 stays.
    let r = ok(&n, 0, r#"{"type":"rest","choice":"none"}"#);
    assert_eq!(r.players[0].ready[area("RE2")], 1);
    assert_eq!(r.players[0].mat, 6);
    assert_eq!(r.players[0].ready[area("RY1")], 1);
    assert_eq!(r.on_tiles(0), 0);
}

#[test]
fn sc5_cooking_comes_before_spoiling() {
    let mut s = table();
    s.players[0].res = [7, 5, 0, 0];
    let n = ok(
        &s,
        0,
        r#"{"type":"rest","choice":"cook","cook_food":{"fruit":1,"meat":2}}"#,
    );
    assert_eq!((n.players[0].vp, res(&n, 0)), (3, [6, 3, 0, 0]));
    let n = ok(
        &s,
        0,
        r#"{"type":"rest","choice":"cook","cook_food":{"fruit":3,"meat":0}}"#,
    );
    assert_eq!((n.players[0].vp, res(&n, 0)), (3, [4, 3, 0, 0]));
    let n = ok(&s, 0, r#"{"type":"rest","choice":"none"}"#);
    assert_eq!((n.players[0].vp, res(&n, 0)), (0, [6, 3, 0, 0]));
    for bad in [r#"{"fruit":1,"meat":1}"#, r#"{"fruit":2,"meat":2}"#] {
        let json = format!(r#"{{"type":"rest","choice":"cook","cook_food":{bad}}}"#);
        let e = err(&s, 0, &json);
        assert!(e.contains("must add up to 3"), "{e}");
    }
}

#[test]
fn sc6_expanding_the_tribe() {
    let base = |rc: u8, mat: u8, tiles: &[&str]| {
        let mut s = table();
        ready(&mut s, 0, "RC", rc);
        for t in tiles {
            on_tile(&mut s, 0, t);
        }
        assert_eq!(s.players[0].mat, mat);
        s.players[0].vp = 5;
        s.players[0].res = [4, 2, 1, 0];
        s
    };
    let s = base(2, 1, &["C1", "C2", "Y1", "Y2", "A1"]);
    let n = ok(&s, 0, r#"{"type":"rest","choice":"expand"}"#);
    assert_eq!(n.players[0].vp, 2);
    assert_eq!(res(&n, 0), [0, 0, 1, 0]);
    assert_eq!(n.players[0].ready[area("RC")], 3);
    assert_eq!(n.players[0].mat, 0);

    let mut poor = s.clone();
    poor.players[0].vp = 2;
    let e = err(&poor, 0, r#"{"type":"rest","choice":"expand"}"#);
    assert!(e.contains("Expanding costs 3 VP"), "{e}");
    let full = base(3, 1, &["C1", "C2", "Y1", "Y2"]);
    let e = err(&full, 0, r#"{"type":"rest","choice":"expand"}"#);
    assert!(e.contains("at most 2 of your meeples in RC"), "{e}");
    let empty = base(2, 0, &["C1", "C2", "C3", "Y1", "Y2", "A1"]);
    let e = err(&empty, 0, r#"{"type":"rest","choice":"expand"}"#);
    assert!(e.contains("a meeple on your mat"), "{e}");
}

#[test]
fn sc7_progress_names_and_covering() {
    let mut s = table_with(
        2,
        &[
            "hunting",
            "tanning",
            "preserving",
            "knapping",
            "storytelling",
        ],
    );
    give(&mut s, 0, "hunting-1", Some(1));
    give(&mut s, 0, "tanning-1", Some(1));
    give(&mut s, 0, "preserving-1", Some(2));
    give(&mut s, 1, "knapping-1", Some(1));
    s.players[0].res = [3, 0, 1, 1];
    ready(&mut s, 0, "RA3", 1);
    assert_eq!(s.players[0].active().spoil_meat, 5);

    let e = err(
        &s,
        0,
        r#"{"type":"action","route":"RA3-A4","progress":{"pile":"hunting","slot":3}}"#,
    );
    assert!(e.contains("already acquired a hunting card"), "{e}");

    let n = ok(
        &s,
        0,
        r#"{"type":"action","route":"RA3-A4","progress":{"pile":"knapping","slot":2}}"#,
    );
    assert_eq!(
        n.players[0].slots[1],
        vec![card("preserving-1"), card("knapping-2")]
    );
    assert_eq!(n.players[0].active().spoil_meat, 3);
    assert_eq!(n.players[0].active().spoil_fruit, 6);
    assert_eq!(n.players[0].acquired_count(), 4);
    assert_eq!(res(&n, 0), [2, 0, 1, 0]);

    let e = err(
        &s,
        0,
        r#"{"type":"action","route":"RA3-A4","progress":{"pile":"storytelling","slot":1}}"#,
    );
    assert!(e.contains("slot must be null"), "{e}");
    let n = ok(
        &s,
        0,
        r#"{"type":"action","route":"RA3-A4","progress":{"pile":"storytelling","slot":null}}"#,
    );
    assert_eq!(res(&n, 0), [1, 0, 0, 1]);
    assert_eq!(n.players[0].named[2], Some(card("storytelling-1")));
    assert_eq!(n.players[0].active().storytelling, (3, 2));

    let n = ok(
        &s,
        0,
        r#"{"type":"action","route":"RA3-A4","progress":null}"#,
    );
    assert_eq!(res(&n, 0), res(&s, 0));
    assert_eq!(n.players[0].acquired_count(), 3);
}

#[test]
fn sc8_pile_sizes_and_the_cost_ladder() {
    let piles = [
        "cooking",
        "religion",
        "storytelling",
        "hunting",
        "gathering",
    ];
    let s = table_with(3, &piles);
    assert_eq!(s.piles[0].cards, vec![1, 2, 3]);
    assert_eq!(table_with(2, &piles).piles[0].cards, vec![1, 2]);
    assert_eq!(table_with(4, &piles).piles[0].cards, vec![1, 2, 3, 4]);
    // Three players take a cooking card in turn at C3, each bumping the one before.
    let mut s = s;
    for seat in 0..3 {
        ready(&mut s, seat, "RC", 1);
    }
    s.players[0].res = [3, 0, 0, 0];
    s.players[1].res = [0, 1, 0, 0];
    s.players[2].res = [1, 1, 0, 0];
    let take = r#"{"type":"action","route":"RC-C3","progress":{"pile":"cooking","slot":null}}"#;
    let s = ok(&s, 0, take);
    assert_eq!(res(&s, 0), [3, 0, 0, 0]);
    let s = ok(&s, 1, take);
    assert_eq!(res(&s, 1), [0, 0, 0, 0]);
    let s = ok(&s, 2, take);
    assert_eq!(res(&s, 2), [0, 0, 0, 0]);
    assert_eq!(s.players[2].named[0], Some(card("cooking-3")));
    assert!(s.piles[0].cards.is_empty());
    // The empty pile is never offered again.
    let legal = DawnOfMankind::legal_actions(&s, 0);
    assert!(!legal.is_empty());
    assert!(legal
        .iter()
        .all(|a| !serde_json::to_string(a).unwrap().contains("cooking")));
    // A holder cooks 3 food for 5 VP.
    let n = ok(
        &s,
        0,
        r#"{"type":"rest","choice":"cook","cook_food":{"fruit":3,"meat":0}}"#,
    );
    assert_eq!(n.players[0].vp, 5);
}

#[test]
fn sc9_gain_bonuses_and_the_cap() {
    let mut s = table_with(
        2,
        &["hunting", "tanning", "cooking", "religion", "storytelling"],
    );
    give(&mut s, 0, "hunting-1", Some(1));
    give(&mut s, 0, "tanning-1", Some(2));
    s.players[0].res = [0, 7, 0, 8];
    ready(&mut s, 0, "RY1", 1);
    let n = ok(&s, 0, r#"{"type":"action","route":"RY1-Y1"}"#);
    assert_eq!(res(&n, 0), [0, 8, 0, 8]);
    // Y1b needs a tool: not performed, no gain and no bonus.
    let mut v = s.clone();
    v.faces[tile("Y1")] = 1;
    let n = ok(&v, 0, r#"{"type":"action","route":"RY1-Y1"}"#);
    assert_eq!(res(&n, 0), [0, 7, 0, 8]);
}

#[test]
fn sc10_mammoth_hunt() {
    let mut s = table();
    ready(&mut s, 0, "RA1", 1);
    s.players[0].res = [0, 0, 1, 0];
    s.players[0].vp = 10;
    let n = ok(&s, 0, r#"{"type":"action","route":"RA1-A1"}"#);
    assert_eq!(res(&n, 0), [0, 3, 0, 2]);
    assert_eq!(n.players[0].vp, 12);
    assert_eq!(n.players[0].mat, 8);
    assert_eq!(n.tiles[tile("A1")], None);

    let mut v = s.clone();
    on_tile(&mut v, 1, "A1");
    let n = ok(&v, 0, r#"{"type":"action","route":"RA1-A1"}"#);
    assert_eq!(n.players[1].ready[area("RE1")], 1);
    assert_eq!(n.tiles[tile("A1")], None);
    assert_eq!(n.players[0].mat, 8);

    let mut v = s.clone();
    v.players[0].res = [0; 4];
    let n = ok(&v, 0, r#"{"type":"action","route":"RA1-A1"}"#);
    assert_eq!(n.tiles[tile("A1")], Some(0));
    assert_eq!(res(&n, 0), [0; 4]);
    assert_eq!(n.players[0].vp, 10);
}

#[test]
fn sc11_the_end_trigger() {
    for start_vp in [58, 57] {
        let mut s = table_with(
            3,
            &[
                "cooking",
                "religion",
                "storytelling",
                "hunting",
                "gathering",
            ],
        );
        s.phase = Phase::Main { seat: 1 };
        s.players[1].vp = start_vp;
        s.players[1].res = [3, 0, 0, 0];
        s.players[2].vp = 59;
        assert_eq!(view_json(&s, Viewer::Seat(0))["players"][1]["vp"], "hidden");
        let (n, log) = apply(
            &s,
            1,
            r#"{"type":"rest","choice":"cook","cook_food":{"fruit":3,"meat":0}}"#,
        )
        .unwrap();
        assert_eq!(n.players[1].vp, start_vp + 3);
        assert_eq!(
            n.phase,
            Phase::Finished {
                reason: EndReason::Vp
            }
        );
        assert!(DawnOfMankind::to_act(&n).is_empty());
        assert!(DawnOfMankind::outcome(&n).is_some());
        assert!(log.iter().any(|l| l.starts_with("Final score of {p2}")));
        let v = view_json(&n, Viewer::Seat(0));
        assert_eq!(v["players"][1]["vp"], start_vp + 3);
        assert_eq!(v["players"][2]["vp"], 59);
        assert_eq!(
            view_json(&n, Viewer::Spectator)["players"][1]["vp"],
            start_vp + 3
        );
        // P2 does not play.
        let e = err(&n, 2, r#"{"type":"rest","choice":"none"}"#);
        assert_eq!(e, "The game is over.");
    }
}

#[test]
fn sc12_final_scoring_and_the_tie_break() {
    // A third seat holds storytelling-1 and knapping-1, the cards that had to leave the piles
    // before P0 and P1 could take card 2 (every card is in exactly one place).
    let mut s = table_with(
        3,
        &["cooking", "religion", "storytelling", "hunting", "knapping"],
    );
    give(&mut s, 0, "cooking-1", None);
    give(&mut s, 2, "storytelling-1", None);
    give(&mut s, 0, "storytelling-2", None);
    give(&mut s, 1, "religion-1", None);
    give(&mut s, 1, "hunting-1", Some(1));
    give(&mut s, 2, "knapping-1", Some(1));
    give(&mut s, 1, "knapping-2", Some(2));
    s.players[0].vp = 60;
    s.players[0].res = [3, 2, 3, 0];
    ready(&mut s, 0, "RC", 2);
    on_tile(&mut s, 0, "C1");
    on_tile(&mut s, 0, "Y1");
    s.players[1].vp = 56;
    s.players[1].res = [4, 3, 2, 1];
    ready(&mut s, 1, "RC", 2);
    ready(&mut s, 1, "RY2", 2);
    on_tile(&mut s, 1, "A1");
    on_tile(&mut s, 1, "E1");
    s.phase = Phase::Finished {
        reason: EndReason::Vp,
    };
    invariants::check(&s).unwrap();
    let b = breakdowns(&s);
    assert_eq!(
        (b[0].vp, b[0].cards, b[0].meeples, b[0].food, b[0].goods),
        (60, 6, 8, 2, 2)
    );
    assert_eq!(b[0].total, 78);
    assert_eq!(
        (b[1].vp, b[1].cards, b[1].meeples, b[1].food, b[1].goods),
        (56, 6, 6, 6, 4)
    );
    assert_eq!(b[1].total, 78);
    let o = DawnOfMankind::outcome(&s).unwrap();
    assert_eq!((o[0].seat, o[0].rank, o[0].score), (1, 1, 78));
    assert_eq!((o[1].seat, o[1].rank, o[1].score), (0, 2, 78));
    // Variant: P1 has 58 VP and 4 meeples on the board: a shared first place.
    s.players[1].vp = 58;
    s.tiles[tile("A1")] = None;
    s.tiles[tile("E1")] = None;
    s.players[1].mat += 2;
    assert_eq!(breakdowns(&s)[1].total, 78);
    let o = DawnOfMankind::outcome(&s).unwrap();
    assert_eq!(o[0].rank, 1);
    assert_eq!(o[1].rank, 1);
    assert_eq!(o[2].rank, 3);
}

// ---- component data (A.8) ----

#[test]
fn data_loads_with_the_appendix_counts() {
    let d = data();
    assert_eq!(d.areas.len(), 10);
    assert_eq!(d.tiles.len(), 19);
    assert_eq!(d.faces.len(), 27);
    assert_eq!(d.tiles.iter().filter(|t| t.faces.len() == 2).count(), 8);
    assert_eq!(d.routes.len(), 25);
    assert_eq!(d.routes[6].id, "RY2-Y3");
    assert_eq!(d.names.len(), 11);
    assert_eq!(d.art.len(), 8);
    assert_eq!(d.setup.len(), 5);
    assert_eq!(d.mat.end_vp, 60);
    assert!(READINGS.len() >= 27);
    assert!(READINGS.contains(&"D27"));
}

fn broken(file: &str, from: &str, to: &str) -> String {
    let mut texts = [
        BUILTIN.board.to_string(),
        BUILTIN.tiles.to_string(),
        BUILTIN.progress.to_string(),
        BUILTIN.art.to_string(),
        BUILTIN.setup.to_string(),
        BUILTIN.mat.to_string(),
    ];
    let i = ["board", "tiles", "progress", "art", "setup", "mat"]
        .iter()
        .position(|f| *f == file)
        .unwrap();
    assert!(texts[i].contains(from), "{from} is not in {file}");
    texts[i] = texts[i].replacen(from, to, 1);
    let files = Files {
        board: &texts[0],
        tiles: &texts[1],
        progress: &texts[2],
        art: &texts[3],
        setup: &texts[4],
        mat: &texts[5],
    };
    match parse_data(&files) {
        Ok(_) => panic!("accepted broken {file}: {from} -> {to}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn data_validation_names_the_file_and_line() {
    assert!(parse_data(&BUILTIN).is_ok());
    let e = broken("board", "id = \"C2\"", "id = \"C1\"");
    assert!(
        e.starts_with("data/dawn-of-mankind/board.toml, line "),
        "{e}"
    );
    assert!(e.contains("appears more than once"), "{e}");
    let e = broken(
        "board",
        "from = \"RY1\"\nto = \"Y1\"",
        "from = \"RA1\"\nto = \"Y1\"",
    );
    assert!(e.contains("board.toml"), "{e}");
    let e = broken("board", "exit = \"RY1\"", "exit = \"RA1\"");
    assert!(e.contains("next column") && e.contains("line"), "{e}");
    let e = broken(
        "board",
        "id = \"RE1-E1\"\nfrom = \"RE1\"\nto = \"E1\"\nicon = \"none\"",
        "id = \"RE1-E1\"\nfrom = \"RE1\"\nto = \"E1\"\nicon = \"art\"",
    );
    assert!(
        e.contains("one artwork per turn") && e.contains("RE1-E1"),
        "{e}"
    );
    let e = broken(
        "tiles",
        "id = \"C1b\"\ntile = \"C1\"",
        "id = \"C1b\"\ntile = \"C2\"",
    );
    assert!(e.contains("tiles.toml, line") && e.contains("C1b"), "{e}");
    let e = broken("tiles", "gain = \"F3\"", "gain = \"X3\"");
    assert!(e.contains("is not a cost"), "{e}");
    let e = broken(
        "progress",
        "position = 3\nindicator = 3",
        "position = 3\nindicator = 4",
    );
    assert!(
        e.contains("progress.toml, line") && e.contains("indicator"),
        "{e}"
    );
    let e = broken("progress", "cost = \"F2M1\"", "cost = \"\"");
    assert!(e.contains("cheaper"), "{e}");
    let e = broken("art", "line3_cost = \"F3T1H1\"", "line3_cost = \"\"");
    assert!(e.contains("art.toml") && e.contains("ART1"), "{e}");
    let e = broken("setup", "id = \"SET5\"", "id = \"SET9\"");
    assert!(e.contains("setup.toml, line"), "{e}");
    let e = broken("mat", "end_vp = 60", "end_vp = 50");
    assert!(e.contains("mat.toml, line") && e.contains("end_vp"), "{e}");
    let e = broken("mat", "cap = 8", "cap = [");
    assert!(e.contains("mat.toml") && e.contains("not valid"), "{e}");
}

// ---- setup (design 2) ----

#[test]
fn setup_draws_and_rotation_follow_the_seed() {
    let a = DawnOfMankind::new_game(&Setup {
        players: 4,
        seed: 42,
        options: serde_json::json!({}),
    })
    .unwrap();
    let b = DawnOfMankind::new_game(&Setup {
        players: 4,
        seed: 42,
        options: serde_json::json!({}),
    })
    .unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    assert_eq!(a.piles.len(), 5);
    assert!(a.piles.iter().all(|p| p.cards == vec![1, 2, 3, 4]));
    assert_eq!(a.table.len(), 4);
    assert_eq!(a.undealt.len(), 1);
    // Single-faced tiles always show face a.
    for (t, def) in data().tiles.iter().enumerate() {
        if def.faces.len() == 1 {
            assert_eq!(a.faces[t], 0);
        }
    }
    // The first setup turn is the seat to the right of the start player.
    let start = usize::from(a.start);
    assert_eq!(a.current(), Some((start + 3) % 4));
    assert!(DawnOfMankind::new_game(&Setup {
        players: 6,
        seed: 1,
        options: serde_json::json!({})
    })
    .is_err());
    assert!(DawnOfMankind::new_game(&Setup {
        players: 1,
        seed: 1,
        options: serde_json::json!({})
    })
    .is_err());
}

#[test]
fn setup_turns_take_cards_and_spread_meeples() {
    let mut s = new_state(2, 7).unwrap();
    s.start = 1;
    // Seat 0 acts first (right of seat 1), then seat 1.
    assert_eq!(s.current(), Some(0));
    let card = format!("SET{}", s.table[0]);
    let n = ok(
        &s,
        0,
        &format!(r#"{{"kind":"setup_card","card":"{card}"}}"#),
    );
    assert_eq!(n.current(), Some(1));
    let e = err(&s, 1, r#"{"kind":"setup_place","ready_area":"RC"}"#);
    assert!(e.contains("not your turn"), "{e}");
    let n = ok(&n, 1, r#"{"kind":"setup_place","ready_area":"RY2"}"#);
    // Seat 0 again: a second card, the elders' column, and a fuller area are refused.
    let e = err(
        &n,
        0,
        &format!(r#"{{"kind":"setup_card","card":"SET{}"}}"#, n.table[0]),
    );
    assert!(e.contains("already took a setup card"), "{e}");
    let e = err(&n, 0, r#"{"kind":"setup_place","ready_area":"RE1"}"#);
    assert!(e.contains("not into the elders"), "{e}");
    let e = err(&n, 0, r#"{"kind":"setup_place","ready_area":"RY2"}"#);
    assert!(e.contains("fewest meeples"), "{e}");
    let n = ok(&n, 0, r#"{"kind":"setup_place","ready_area":"RY1"}"#);
    let n = ok(&n, 1, r#"{"kind":"setup_place","ready_area":"RC"}"#);
    let e = err(&n, 0, r#"{"kind":"setup_place","ready_area":"RY3"}"#);
    assert!(e.contains("already placed a meeple in column II"), "{e}");
    let e = err(&n, 0, r#"{"kind":"rest","choice":"none"}"#);
    assert!(e.contains("setup turn"), "{e}");
}

#[test]
fn setup_ends_with_every_player_ready_and_the_start_player_first() {
    for players in 2..=5 {
        let mut s = start(players, 1000 + players as u64).unwrap();
        while matches!(s.phase, Phase::Setup { .. }) {
            let seat = s.current().unwrap();
            let a = DawnOfMankind::default_action(&s, seat).unwrap();
            s = DawnOfMankind::apply(&s, seat, &a).unwrap().0;
        }
        assert_eq!(s.phase, Phase::Main { seat: s.start });
        for (seat, p) in s.players.iter().enumerate() {
            assert!(p.setup_card.is_some());
            assert_eq!(p.mat, 5, "seat {seat}");
            assert_eq!(p.ready[area("RC")], 1);
            let youth: u8 = ["RY1", "RY2", "RY3"].iter().map(|a| p.ready[area(a)]).sum();
            let adult: u8 = ["RA1", "RA2", "RA3"].iter().map(|a| p.ready[area(a)]).sum();
            assert_eq!((youth, adult), (1, 1));
        }
        assert!(s.table.is_empty());
    }
}

#[test]
fn the_last_setup_task_with_one_target_is_automatic() {
    let mut s = new_state(2, 3).unwrap();
    s.start = 0;
    // Seat 1 then seat 0 in each lap. Seat 1 takes a card, RY1, RA1; seat 0 takes a card,
    // RY2, RA2; then seat 1's only task (RC) is played automatically.
    let c0 = format!("SET{}", s.table[0]);
    let c1 = format!("SET{}", s.table[1]);
    let steps = [
        (1, format!(r#"{{"kind":"setup_card","card":"{c0}"}}"#)),
        (0, format!(r#"{{"kind":"setup_card","card":"{c1}"}}"#)),
        (
            1,
            r#"{"kind":"setup_place","ready_area":"RY1"}"#.to_string(),
        ),
        (
            0,
            r#"{"kind":"setup_place","ready_area":"RY2"}"#.to_string(),
        ),
        (
            1,
            r#"{"kind":"setup_place","ready_area":"RA1"}"#.to_string(),
        ),
    ];
    for (seat, json) in &steps {
        s = ok(&s, *seat, json);
    }
    let (n, log) = apply(&s, 0, r#"{"kind":"setup_place","ready_area":"RA2"}"#).unwrap();
    // Seat 1's RC placement, then seat 0's RC placement were both forced.
    assert!(
        log.iter().any(|l| l.contains("played automatically")),
        "{log:?}"
    );
    assert_eq!(n.phase, Phase::Main { seat: 0 });
    assert_eq!(n.players[1].ready[area("RC")], 1);
    assert_eq!(n.players[0].ready[area("RC")], 1);
}

// ---- main turns: refusals and tricky rules ----

#[test]
fn refusals_quote_the_rule() {
    let mut s = table();
    ready(&mut s, 0, "RA2", 1);
    ready(&mut s, 0, "RE2", 1);
    s.players[0].res = [1, 0, 0, 2];
    let cases = [
        (
            r#"{"kind":"action","route":"RZ-Y1"}"#,
            "RZ-Y1 is not a route of the board.",
        ),
        (
            r#"{"kind":"action","route":"RA1-A1"}"#,
            "You have no meeple in RA1, where route RA1-A1 starts (rule 5.1).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A3","route_art":{"art_slot":1}}"#,
            "Route RA2-A3 crosses no art icon, so route_art must be left out (rule 5.7).",
        ),
        (
            r#"{"kind":"action","route":"RE2-E3","route_art":{"art_slot":5}}"#,
            "There is no art display slot 5: slots are numbered 1 to 4.",
        ),
        (
            r#"{"kind":"action","route":"RE2-E3","route_art":{"art_slot":2}}"#,
            "The art Ochre Bison costs 2 meat and 1 hide on line 1, which you cannot pay in full (rule 7.1).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A3","progress":null,"tile_art":{"art_slot":1}}"#,
            "A3 has no art icon, so tile_art must be left out (rule 5.7).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A4","progress":{"pile":"hunting","slot":4}}"#,
            "There is no slot 4: slots are numbered 1 to 3 (rule 8.3).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A4","progress":{"pile":"hunting"}}"#,
            "A hunting card goes into slot 1, 2 or 3; say which (rule 8.3).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A4","progress":{"pile":"shelter","slot":1}}"#,
            "There is no shelter pile in play with a card left (rule 8.3).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A4","progress":{"pile":"religion"}}"#,
            "The Religion card costs 1 tool and 1 hide, which you cannot pay in full (rule 8.3).",
        ),
        (
            r#"{"kind":"action","route":"RA2-A3","newborn":true}"#,
            "A3 has no newborn icon, so newborn must be false (rule 5.7).",
        ),
        (
            r#"{"kind":"rest","choice":"none","cook_food":{"fruit":1,"meat":0}}"#,
            "cook_food is given only with the cook choice (rule 9.5).",
        ),
        (
            r#"{"kind":"rest","choice":"cook"}"#,
            "Cooking needs cook_food: which 3 food you cook (rule 9.5).",
        ),
        (
            r#"{"kind":"rest","choice":"cook","cook_food":{"fruit":1,"meat":2}}"#,
            "Cooking needs 3 food, and you have fewer (rule 9.2).",
        ),
        (
            r#"{"kind":"setup_card","card":"SET1"}"#,
            "Setup is over: move a meeple along a route or rest (rule 3.3).",
        ),
    ];
    for (json, sentence) in cases {
        assert_eq!(err(&s, 0, json), sentence, "{json}");
    }
    assert_eq!(
        err(&s, 1, r#"{"kind":"rest","choice":"none"}"#),
        "It is not your turn: {p1} is to play."
    );
    assert_eq!(
        err(&s, 7, r#"{"kind":"rest","choice":"none"}"#),
        "There is no seat 7 at this table."
    );
    // Bad JSON is refused by the parser, not the rules.
    assert!(
        serde_json::from_str::<Action>(r#"{"kind":"action","route":"RA2-A3","skip":true}"#)
            .is_err()
    );
    assert!(serde_json::from_str::<Action>(r#"{"kind":"fly"}"#).is_err());
}

#[test]
fn feast_needs_an_exact_food_mix() {
    let mut s = table();
    ready(&mut s, 0, "RA1", 1);
    s.players[0].res = [3, 2, 0, 0];
    let e = err(&s, 0, r#"{"kind":"action","route":"RA1-A3"}"#);
    assert!(
        e.contains("Feast will be performed and loses 4 food"),
        "{e}"
    );
    let e = err(
        &s,
        0,
        r#"{"kind":"action","route":"RA1-A3","food":{"fruit":4,"meat":0}}"#,
    );
    assert!(e.contains("you cannot pay 4 fruit"), "{e}");
    let e = err(
        &s,
        0,
        r#"{"kind":"action","route":"RA1-A3","food":{"fruit":3,"meat":2}}"#,
    );
    assert!(e.contains("must add up to 4, not 5"), "{e}");
    let n = ok(
        &s,
        0,
        r#"{"kind":"action","route":"RA1-A3","food":{"fruit":2,"meat":2}}"#,
    );
    assert_eq!((res(&n, 0), n.players[0].vp), ([1, 0, 0, 0], 7));
}

#[test]
fn barter_gives_three_of_another_type_with_its_bonus() {
    let mut s = table_with(
        2,
        &["knapping", "cooking", "religion", "storytelling", "hunting"],
    );
    give(&mut s, 0, "knapping-1", Some(1));
    ready(&mut s, 0, "RA3", 1);
    s.players[0].res = [2, 0, 0, 1];
    let e = err(&s, 0, r#"{"kind":"action","route":"RA3-A5"}"#);
    assert!(e.contains("say what you give"), "{e}");
    let e = err(
        &s,
        0,
        r#"{"kind":"action","route":"RA3-A5","barter":{"give":"hides","take":"tools"}}"#,
    );
    assert!(e.contains("fewer than 2 hides"), "{e}");
    let e = err(
        &s,
        0,
        r#"{"kind":"action","route":"RA3-A5","barter":{"give":"fruit","take":"fruit"}}"#,
    );
    assert!(e.contains("must differ"), "{e}");
    let n = ok(
        &s,
        0,
        r#"{"kind":"action","route":"RA3-A5","barter":{"give":"fruit","take":"tools"}}"#,
    );
    assert_eq!(res(&n, 0), [0, 0, 4, 1]);
    // Without 2 of anything, Barter is not performed and barter must be left out.
    let mut poor = s.clone();
    poor.players[0].res = [1, 1, 1, 1];
    let e = err(
        &poor,
        0,
        r#"{"kind":"action","route":"RA3-A5","barter":{"give":"fruit","take":"tools"}}"#,
    );
    assert!(e.contains("barter field applies only"), "{e}");
    ok(&poor, 0, r#"{"kind":"action","route":"RA3-A5"}"#);
}

#[test]
fn gift_exchange_tales_and_wisdom() {
    // Gift Exchange needs 2 VP.
    let mut s = table();
    s.faces[tile("A5")] = 1;
    ready(&mut s, 0, "RA3", 1);
    s.players[0].vp = 1;
    let n = ok(&s, 0, r#"{"kind":"action","route":"RA3-A5"}"#);
    assert_eq!((res(&n, 0), n.players[0].vp), ([0; 4], 1));
    s.players[0].vp = 2;
    let n = ok(&s, 0, r#"{"kind":"action","route":"RA3-A5"}"#);
    assert_eq!((res(&n, 0), n.players[0].vp), ([0, 1, 1, 1], 0));
    // Ancestral Tales: 1 VP per acquired card, covered ones included.
    let mut s = table_with(
        2,
        &["hunting", "tanning", "cooking", "religion", "storytelling"],
    );
    give(&mut s, 0, "hunting-1", Some(1));
    give(&mut s, 0, "tanning-1", Some(1));
    give(&mut s, 0, "cooking-1", None);
    ready(&mut s, 0, "RE2", 1);
    let n = ok(&s, 0, r#"{"kind":"action","route":"RE2-E3"}"#);
    assert_eq!(n.players[0].vp, 3);
    // Wisdom counts the acting meeple among the 4 on the board.
    s.faces[tile("E3")] = 1;
    ready(&mut s, 0, "RC", 2);
    let n = ok(&s, 0, r#"{"kind":"action","route":"RE2-E3"}"#);
    assert_eq!(n.players[0].vp, 0, "3 on the board is not enough");
    ready(&mut s, 0, "RY1", 1);
    let n = ok(&s, 0, r#"{"kind":"action","route":"RE2-E3"}"#);
    assert_eq!(n.players[0].vp, 4);
}

#[test]
fn the_last_art_line_sends_the_card_under_the_deck() {
    let mut s = table();
    ready(&mut s, 0, "RE2", 1);
    s.display[2] = ArtSlot { card: 3, line: 3 };
    s.players[0].res = [1, 0, 3, 0];
    let (n, log) = apply(
        &s,
        0,
        r#"{"kind":"action","route":"RE2-E3","route_art":{"art_slot":3}}"#,
    )
    .unwrap();
    assert_eq!(n.display[2], ArtSlot { card: 5, line: 1 });
    assert_eq!(n.deck, vec![6, 7, 8, 3]);
    assert_eq!(res(&n, 0), [0, 0, 0, 0]);
    assert_eq!(n.players[0].vp, 5);
    assert!(log
        .iter()
        .any(|l| l.contains("Bone Flute went to the bottom")
            && l.contains("Ivory Figurine was drawn")));
    // E1's art icon, with Cave Painting's +2 VP.
    let mut s = table_with(
        2,
        &[
            "cave_painting",
            "cooking",
            "religion",
            "storytelling",
            "hunting",
        ],
    );
    give(&mut s, 0, "cave_painting-1", Some(3));
    ready(&mut s, 0, "RE1", 1);
    s.players[0].res = [2, 0, 1, 0];
    let n = ok(
        &s,
        0,
        r#"{"kind":"action","route":"RE1-E1","tile_art":{"art_slot":1}}"#,
    );
    assert_eq!(n.players[0].vp, 6);
    assert_eq!(n.display[0].line, 2);
}

#[test]
fn shelter_midwifery_and_preserving_change_the_limits() {
    let mut s = table_with(
        2,
        &["shelter", "midwifery", "preserving", "cooking", "religion"],
    );
    give(&mut s, 0, "shelter-1", Some(1));
    give(&mut s, 0, "midwifery-1", Some(2));
    give(&mut s, 0, "preserving-1", Some(3));
    ready(&mut s, 0, "RC", 3);
    s.players[0].vp = 1;
    s.players[0].res = [8, 6, 0, 0];
    let n = ok(&s, 0, r#"{"kind":"rest","choice":"expand"}"#);
    assert_eq!(n.players[0].ready[area("RC")], 4);
    assert_eq!(n.players[0].vp, 0);
    let n = ok(&s, 0, r#"{"kind":"rest","choice":"none"}"#);
    assert_eq!(res(&n, 0), [8, 5, 0, 0]);
}

#[test]
fn a_bumped_meeple_acts_on_its_owners_next_turn() {
    let mut s = table();
    on_tile(&mut s, 1, "C1");
    ready(&mut s, 0, "RC", 1);
    let n = ok(&s, 0, r#"{"kind":"action","route":"RC-C1"}"#);
    assert_eq!(n.current(), Some(1));
    ok(&n, 1, r#"{"kind":"action","route":"RY1-Y1"}"#);
}

#[test]
fn a_stuck_seat_rests_automatically_and_idle_laps_end_the_game() {
    // P1 has nothing on the board, no food and no VP: its only turn is an empty rest.
    let mut s = table();
    ready(&mut s, 0, "RC", 1);
    let (n, log) = apply(
        &s,
        0,
        r#"{"kind":"action","route":"RC-C3","progress":null}"#,
    )
    .unwrap();
    assert!(
        log.iter()
            .any(|l| l.contains("{p2} had only one possible turn")),
        "{log:?}"
    );
    // Then P0, with nothing in a ready area, no food and no VP, could only rest: its meeple
    // moved up from C3 to RY3 automatically, and P1 rested automatically again.
    assert!(
        log.iter()
            .any(|l| l.contains("{p1} had only one possible turn")),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|l| l == "{p1} rested and moved up 1 meeple."),
        "{log:?}"
    );
    assert_eq!(n.players[0].ready[area("RY3")], 1);
    assert_eq!(n.current(), Some(0));
    assert_eq!(n.stall, 1);
    // An idle rest by P0 completes a lap of idle rests: the game ends and is scored.
    let (n, log) = apply(&n, 0, r#"{"kind":"rest","choice":"none"}"#).unwrap();
    assert_eq!(
        n.phase,
        Phase::Finished {
            reason: EndReason::Stall
        }
    );
    assert!(
        log.iter().any(|l| l.contains("Turnpost stall rule")),
        "{log:?}"
    );
    assert!(DawnOfMankind::outcome(&n).is_some());
    // A turn that moves something resets the count.
    let mut busy = n.clone();
    busy.phase = Phase::Main { seat: 0 };
    busy.stall = 1;
    let m = ok(&busy, 0, r#"{"kind":"action","route":"RY3-Y4"}"#);
    assert_eq!(
        m.stall, 1,
        "reset by P0's move, then P1's automatic idle rest"
    );
}

#[test]
fn default_actions_follow_the_timeout_rule() {
    let s = table();
    assert_eq!(
        serde_json::to_value(DawnOfMankind::default_action(&s, 0).unwrap()).unwrap(),
        serde_json::json!({"kind":"rest","choice":"none"})
    );
    assert!(DawnOfMankind::default_action(&s, 1).is_none());
    let mut s = new_state(3, 11).unwrap();
    let seat = s.current().unwrap();
    let lowest = *s.table.iter().min().unwrap();
    assert_eq!(
        DawnOfMankind::default_action(&s, seat),
        Some(Action::SetupCard {
            card: format!("SET{lowest}")
        })
    );
    s.players[seat].setup_card = s
        .table
        .iter()
        .position(|&c| c == lowest)
        .map(|i| s.table.remove(i));
    // Bookkeeping for the invariant: this seat has now done its first task; re-check by
    // asking for the placement default directly.
    assert_eq!(
        dm::legal::default_action(&s, seat),
        Some(Action::SetupPlace {
            ready_area: "RC".into()
        })
    );
}

#[test]
fn preview_reports_costs_and_gains_without_applying() {
    let mut s = table();
    ready(&mut s, 0, "RA1", 1);
    s.players[0].res = [0, 0, 1, 2];
    s.players[0].vp = 10;
    let before = s.clone();
    let p = dm::preview(&s, 0, &act(r#"{"kind":"action","route":"RA1-A2"}"#)).unwrap();
    assert_eq!(s, before);
    assert_eq!((p.change.tools, p.change.hides, p.vp_change), (-1, -2, 7));
    assert!(!p.ends_game);
    assert!(p
        .description
        .iter()
        .any(|l| english(l).contains("performed Tailoring")));
    let json = DawnOfMankind::preview(&s, 0, &act(r#"{"kind":"rest","choice":"none"}"#)).unwrap();
    assert_eq!(json["vp_change"], 0);
    assert!(dm::preview(&s, 0, &act(r#"{"kind":"action","route":"RA3-A4"}"#)).is_err());
}

#[test]
fn standings_rank_an_unfinished_game_by_its_current_score() {
    let mut s = table();
    s.players[1].vp = 20;
    ready(&mut s, 0, "RC", 2);
    let st = DawnOfMankind::standings(&s);
    assert_eq!((st[0].seat, st[0].score), (1, 20));
    assert_eq!((st[1].seat, st[1].score, st[1].rank), (0, 2, 2));
    assert!(DawnOfMankind::outcome(&s).is_none());
}

#[test]
fn the_design_pages_type_field_and_kind_are_the_same() {
    let a: Action = serde_json::from_str(
        r#"{"type":"action","route":"RA1-A2","newborn":null,"route_art":null}"#,
    )
    .unwrap();
    let b: Action = serde_json::from_str(r#"{"kind":"action","route":"RA1-A2"}"#).unwrap();
    assert_eq!(a, b);
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        r#"{"kind":"action","route":"RA1-A2"}"#
    );
}

#[test]
fn corrupt_states_are_refused() {
    let s = table();
    let mut bad = s.clone();
    bad.players[0].mat = 7;
    assert!(DawnOfMankind::check_state(&bad)
        .unwrap_err()
        .contains("7 meeples"));
    let mut bad = s.clone();
    bad.deck = vec![5, 6, 7, 1];
    assert!(DawnOfMankind::check_state(&bad).is_err());
    let mut bad = s.clone();
    bad.players[0].res[0] = 9;
    assert!(DawnOfMankind::check_state(&bad).is_err());
    let mut bad = s.clone();
    bad.piles[3].cards = vec![2];
    assert!(DawnOfMankind::check_state(&bad)
        .unwrap_err()
        .contains("not conserved"));
    let mut bad = s.clone();
    bad.players[1].vp = 60;
    assert!(DawnOfMankind::check_state(&bad).is_err());
    let e = DawnOfMankind::apply(&bad, 0, &Action::rest_none()).unwrap_err();
    assert!(english(&e.to_string()).starts_with("The game state is corrupt"));
    assert!(DawnOfMankind::legal_actions(&bad, 0).is_empty());
}

// ---- hidden information (design 11) ----

/// States reached by random play at every player count, some of them finished.
fn reachable() -> Vec<State> {
    let mut out = Vec::new();
    for players in 2..=5 {
        for seed in 0..4u64 {
            let mut s = start(players, seed).unwrap();
            let mut rng = chooser(seed);
            let mut log = Log::silent();
            for step in 0..400 {
                if s.is_over() {
                    break;
                }
                if step % 37 == 0 {
                    out.push(s.clone());
                }
                let seat = s.current().unwrap();
                let a = random_action(&s, seat, &mut rng).unwrap();
                apply_in_place(&mut s, seat, &a, &mut log).unwrap();
            }
        }
    }
    out
}

#[test]
fn views_hide_other_players_vp_and_the_deck_order() {
    let states = reachable();
    assert!(states.len() > 20);
    for (k, s) in states
        .iter()
        .filter(|s| !s.is_over())
        .enumerate()
        .step_by(3)
    {
        let n = s.seats();
        // One hidden seat per state, rotating, keeps the test quick.
        for other in [k % n] {
            // Another VP total, another deck order, other undealt cards, another seed.
            let mut t = s.clone();
            t.players[other].vp = (t.players[other].vp + 17) % 59;
            t.deck.rotate_left(1);
            t.seed ^= 0xFFFF;
            for viewer in (0..n)
                .filter(|&v| v != other)
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
            {
                let a = view_json(s, viewer);
                let b = view_json(&t, viewer);
                assert_eq!(
                    a, b,
                    "{viewer:?} can tell seat {other}'s VP or the deck order"
                );
                assert_eq!(a["players"][other]["vp"], "hidden");
                let text = a.to_string();
                assert!(
                    !text.contains("art_deck\"") && !text.contains("undealt"),
                    "{text}"
                );
            }
            let own = view_json(s, Viewer::Seat(other));
            assert_eq!(own["players"][other]["vp"], s.players[other].vp);
            let all = view_json(s, Viewer::Omniscient);
            assert_eq!(all["players"][other]["vp"], s.players[other].vp);
            assert_eq!(all["art_deck"].as_array().unwrap().len(), 4);
        }
    }
}

/// Whether a line states an amount of VP: a number followed by "VP", or a signed number.
fn states_vp_amount(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|w| {
        w[0].trim_start_matches(['+', '-']).parse::<u32>().is_ok() && w[1].starts_with("VP")
    }) || text.contains('+')
}

#[test]
fn log_lines_never_state_a_vp_amount() {
    // The same turn from two VP totals writes the same lines, and no line names VP amounts.
    assert!(states_vp_amount("{p1} performed Feast and scored 7 VP."));
    assert!(!states_vp_amount(
        "{p1} performed Feast on A3, paid F2 M2 and scored VP."
    ));
    let mut checked = 0;
    for s in reachable()
        .iter()
        .filter(|s| matches!(s.phase, Phase::Main { .. }))
    {
        let seat = s.current().unwrap();
        for a in DawnOfMankind::legal_actions(s, seat).iter().take(40) {
            let Ok((n, ev)) = DawnOfMankind::apply(s, seat, a) else {
                panic!("legal refused")
            };
            if n.is_over() {
                continue;
            }
            // One more VP must not change what the turn can do (Gift Exchange needs 2 VP,
            // expanding 3), only what it scores.
            let mut t = s.clone();
            t.players[seat].vp += 1;
            if matches!(s.players[seat].vp, 1 | 2) || invariants::check(&t).is_err() {
                continue;
            }
            let (m, ev2) = DawnOfMankind::apply(&t, seat, a).unwrap();
            if m.is_over() {
                continue;
            }
            assert_eq!(ev, ev2, "{a:?}");
            for e in &ev {
                let line = english(&e.text);
                assert!(!states_vp_amount(&line), "{line}");
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn the_log_names_players_by_placeholder() {
    let mut s = table_with(
        5,
        &[
            "cooking",
            "religion",
            "storytelling",
            "hunting",
            "gathering",
        ],
    );
    s.phase = Phase::Main { seat: 4 };
    ready(&mut s, 4, "RC", 1);
    on_tile(&mut s, 2, "C1");
    let (_, log) = apply(&s, 4, r#"{"kind":"action","route":"RC-C1"}"#).unwrap();
    assert!(
        log[0].starts_with("{p5} moved a meeple from RC to C1"),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|l| l.starts_with("{p3}'s meeple was bumped from C1 to RY1")),
        "{log:?}"
    );
}

#[test]
fn colours_can_be_chosen_per_seat() {
    let setup = |options| Setup {
        players: 2,
        seed: 3,
        options,
    };
    let s = DawnOfMankind::new_game(&setup(serde_json::json!({"colours": ["yellow", "orange"]})))
        .unwrap();
    let v = view_json(&s, Viewer::Spectator);
    assert_eq!(
        (
            v["players"][0]["colour"].as_str(),
            v["players"][0]["shape"].as_str()
        ),
        (Some("yellow"), Some("◆"))
    );
    assert_eq!(v["players"][1]["colour"], "orange");
    assert!(
        DawnOfMankind::new_game(&setup(serde_json::json!({"colours": ["yellow", "yellow"]})))
            .is_err()
    );
    assert!(
        DawnOfMankind::new_game(&setup(serde_json::json!({"colours": ["mauve", "orange"]})))
            .is_err()
    );
    assert!(DawnOfMankind::new_game(&setup(serde_json::json!({"colours": ["orange"]}))).is_err());
}
