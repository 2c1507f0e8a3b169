//! The scenario checks of the Beta Colony design page (§19, SC1–SC12), each a named test that
//! builds its state directly, plus checks of setup, the state machine and the views.
//!
//! Fixture defaults (§19): 2 players, P0 is seat 0 and start player and acts in phase 1; round 2
//! with cycle cards C1B, C2A, C3B; P0 has mat M1 and P1 mat M3; nobody holds anything; Victus
//! is empty; the building stack's top is BD1.

use serde_json::{json, Value};
use turnpost::engine::beta_colony::data::{data, Material};
use turnpost::engine::beta_colony::rules::free_build_possible;
use turnpost::engine::beta_colony::scoring::{final_scoring, ranking};
use turnpost::engine::beta_colony::state::{FreeKind, State, Step, Tile, TileKind};
use turnpost::engine::beta_colony::{state, Action, BetaColony, RuleError};
use turnpost::engine::registry::Extras;
use turnpost::engine::{Game, Log, Seat};

fn pod(id: &str) -> u8 {
    data().pod_by_id(id).expect(id)
}
fn ach(id: &str) -> u8 {
    data().achievement_by_id(id).expect(id)
}
fn card(id: &str) -> u8 {
    data().cycle_by_id(id).expect(id)
}
fn mat(id: &str) -> u8 {
    data().mat_by_id(id).expect(id)
}

/// "S3 O2 F2 Y1" (Pd for palladium) as a material array.
fn mats(text: &str) -> [u8; 6] {
    let mut out = [0u8; 6];
    for part in text.split_whitespace() {
        let (m, n) = if let Some(n) = part.strip_prefix("Pd") {
            (Material::Palladium, n)
        } else {
            let (l, n) = part.split_at(1);
            (Material::from_letter(l).expect(l), n)
        };
        out[m.index()] += n.parse::<u8>().expect(part);
    }
    out
}

/// The §19 defaults, with `players` seats.
fn fixture(players: usize) -> State {
    let mut s = state::new_state(players, 1).expect("setup");
    s.round = 2;
    s.start = 0;
    s.cycles = [card("C1B"), card("C2A"), card("C3B")];
    for (i, p) in s.players.iter_mut().enumerate() {
        p.mat = Some(mat(["M1", "M3", "M2", "M4"][i]));
        p.ship = Some(i as u8);
        p.materials = [0; 6];
        p.artifacts = 0;
        p.fuel = 0;
        p.cp = 0;
        p.crew = 15;
    }
    s.statues = ["ST1", "ST2", "ST3", "ST4"].map(ach).to_vec();
    s.buildings = ["BD1", "BD2", "BD3", "BD4"].map(ach).to_vec();
    s.board = vec![None; 54];
    s.artifacts = 16;
    s.step = Step::Action { phase: 1, k: 0 };
    layout(&mut s, &[], &[], &[]);
    s
}

/// Rows (index 0..4 for `1-2`, `3-4`, `5`, `6`) with the pods named, pods on Victus with crew
/// by seat, the talon's top; every other pod fills the remaining slots and then the talon.
fn layout(s: &mut State, rows: &[(usize, &[&str])], board: &[(&str, u8, &[u8])], top: &[&str]) {
    let mut used: Vec<u8> = Vec::new();
    s.display = [[None; 3]; 4];
    for (r, pods) in rows {
        for (c, id) in pods.iter().enumerate() {
            s.display[*r][c] = Some(pod(id));
            used.push(pod(id));
        }
    }
    for (id, space, crew) in board {
        let mut c = vec![0u8; s.seats()];
        for (seat, n) in crew.iter().enumerate() {
            c[seat] = *n;
            s.players[seat].crew -= n;
        }
        s.board[usize::from(*space)] = Some(Tile {
            what: TileKind::Pod(pod(id)),
            crew: c,
        });
        used.push(pod(id));
    }
    let top: Vec<u8> = top.iter().map(|id| pod(id)).collect();
    used.extend(&top);
    let mut rest = (0..40u8).filter(|p| !used.contains(p));
    for r in 0..4 {
        for c in 0..2 {
            if s.display[r][c].is_none() {
                s.display[r][c] = rest.next();
            }
        }
    }
    s.talon = top.into_iter().chain(rest).collect();
    s.removed.clear();
}

/// An achievement owned by `seat` with its tile (and one crew) on `space`.
fn own(s: &mut State, seat: Seat, id: &str, space: u8) {
    let a = ach(id);
    s.statues.retain(|&x| x != a);
    s.buildings.retain(|&x| x != a);
    let mut crew = vec![0u8; s.seats()];
    crew[seat] = 1;
    s.players[seat].crew -= 1;
    s.players[seat].achievements.push(a);
    s.board[usize::from(space)] = Some(Tile {
        what: TileKind::Achievement(a),
        crew,
    });
}

fn dice(s: &mut State, v: [u8; 4]) {
    s.rolled = v;
}

fn act(s: &State, seat: Seat, v: Value) -> Result<State, RuleError> {
    let a: Action = serde_json::from_value(v).expect("well-formed");
    BetaColony::apply(s, seat, &a).map(|(n, _)| n)
}

fn refused(s: &State, seat: Seat, v: Value) -> RuleError {
    act(s, seat, v).expect_err("refused")
}

fn tile_at(s: &State, space: usize) -> &Tile {
    s.board[space].as_ref().expect("a tile")
}

fn row(s: &State, r: usize) -> Vec<String> {
    s.display[r]
        .iter()
        .flatten()
        .map(|&p| data().pods[usize::from(p)].id.clone())
        .collect()
}

// ---- SC1 ----

fn sc1() -> State {
    let mut s = fixture(2);
    s.players[0].mat = Some(mat("M2"));
    s.cycles[0] = card("C1C");
    s.players[0].ship = Some(4);
    s.players[0].materials = mats("S3 O2 F2 Y1");
    s.players[0].fuel = 2;
    dice(&mut s, [1, 4, 4, 2]);
    s
}

fn sc1_action(take: Value, fuel: i32) -> Value {
    json!({"type":"move_activate","move":{"die":"black","fuel":0},"activate":{"die":"red","fuel":fuel},"at":{"take":take}})
}

#[test]
fn sc1_moon_with_fuel_the_cap_and_extras() {
    let s = sc1();
    let n = act(&s, 0, sc1_action(json!(["polymer", "water"]), 1)).expect("accepted");
    let p = &n.players[0];
    assert_eq!(p.ship, Some(5));
    assert_eq!(p.materials, mats("S3 O2 F2 Y2 W1"));
    assert_eq!(p.cp, 1);
    assert_eq!(p.sources.dice, 1);
    assert_eq!(p.fuel, 1);
    assert!(p.used[0] && p.used[2] && !p.used[1] && !p.used[3]);
    // Variants.
    assert_eq!(
        refused(&s, 0, sc1_action(json!(["polymer"]), 1)),
        RuleError::TakeCount(2)
    );
    assert!(matches!(
        refused(&s, 0, sc1_action(json!(["polymer", "food"]), 1)),
        RuleError::NotThisMoon { .. }
    ));
    let n = act(&s, 0, sc1_action(json!(["water"]), 0)).expect("accepted");
    assert_eq!(n.players[0].materials, mats("S3 O2 F2 Y1 W2"));
    assert_eq!(n.players[0].fuel, 2);
}

// ---- SC2 ----

fn sc2() -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(5);
    s.players[0].materials = mats("Pd1 W1");
    dice(&mut s, [1, 3, 2, 5]);
    layout(
        &mut s,
        &[(2, &["P14", "P33"])],
        &[("P12", 3, &[0, 1])],
        &["P02"],
    );
    s
}

fn sc2_action(space: u8, choices: Value) -> Value {
    json!({"type":"move_activate","move":{"die":"black","fuel":0},"activate":{"die":"green","fuel":0},
        "at":{"pod":"P14","space":space,"take_pay":"palladium","build_pay":"water","c3c_pay":null,"choices":choices}})
}

#[test]
fn sc2_influence_from_value_group_and_centre_with_answers_in_order() {
    let s = sc2();
    let n = act(&s, 0, sc2_action(13, json!([{"material":"food"}]))).expect("accepted");
    let p = &n.players[0];
    assert_eq!(p.ship, Some(6));
    assert_eq!(tile_at(&n, 13).what, TileKind::Pod(pod("P14")));
    assert_eq!(tile_at(&n, 13).crew, vec![1, 0]);
    assert_eq!(p.crew, 14);
    assert_eq!(p.influence, [4, 0, 0]);
    assert_eq!(p.materials, mats("F1"));
    assert_eq!(p.artifacts, 1);
    assert_eq!(n.artifacts, 15);
    assert_eq!(row(&n, 2), ["P02", "P33"]);
    // Variants.
    assert_eq!(
        refused(&s, 0, sc2_action(13, json!([]))),
        RuleError::MissingAnswer("a material")
    );
    assert_eq!(
        refused(
            &s,
            0,
            sc2_action(13, json!([{"material":"food"},{"material":"food"}]))
        ),
        RuleError::TooManyAnswers
    );
    assert!(matches!(
        refused(&s, 0, sc2_action(12, json!([{"material":"food"}]))),
        RuleError::WrongPayment {
            what: "The space",
            ..
        }
    ));
}

// ---- SC3 ----

fn sc3() -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(1);
    s.players[1].ship = Some(0);
    s.players[0].materials = mats("S1 Y1 W1 F1");
    dice(&mut s, [1, 4, 2, 6]);
    layout(
        &mut s,
        &[(1, &["P07", "P20"])],
        &[("P04", 23, &[]), ("P06", 24, &[]), ("P01", 26, &[])],
        &[],
    );
    s
}

fn sc3_action(p: &str, space: u8, take: &str, build: &str, choices: Value) -> Value {
    json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},
        "at":{"pod":p,"space":space,"take_pay":take,"build_pay":build,"choices":choices}})
}

#[test]
fn sc3_the_group_limit_after_a_merge() {
    let s = sc3();
    assert_eq!(
        refused(&s, 0, sc3_action("P07", 25, "steel", "water", json!([]))),
        RuleError::GroupTooLarge(25, "yellow", 4)
    );
    let n = act(
        &s,
        0,
        sc3_action("P07", 33, "steel", "polymer", json!([{"material":"water"}])),
    )
    .expect("accepted");
    let p = &n.players[0];
    assert_eq!(p.influence, [0, 5, 0]);
    assert_eq!(p.materials, mats("W2 F1"));
    assert_eq!(p.fuel, 2);
    assert_eq!(p.artifacts, 1);
    assert_eq!(tile_at(&n, 33).crew, vec![1, 0]);
    // Variant: pink beside the yellow group.
    let n = act(&s, 0, sc3_action("P20", 25, "food", "water", json!([]))).expect("accepted");
    assert_eq!(n.players[0].influence, [0, 1, 0]);
    assert_eq!(n.players[0].fuel, 2);
}

// ---- SC4 ----

fn sc4(materials: &str) -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(1);
    s.players[1].ship = Some(0);
    s.players[0].materials = mats(materials);
    dice(&mut s, [1, 3, 5, 2]);
    layout(&mut s, &[(1, &["P04", "P36"])], &[], &[]);
    s
}

fn pod_null() -> Value {
    json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},"at":{"pod":null}})
}

#[test]
fn sc4_a_manufactory_build_is_compulsory_when_one_exists() {
    let s = sc4("S1");
    let n = act(&s, 0, pod_null()).expect("nothing can be built");
    assert_eq!(n.players[0].ship, Some(2));
    assert!(n.players[0].used[0] && n.players[0].used[1]);
    assert_eq!(n.players[0].materials, s.players[0].materials);
    assert_eq!(n.display, s.display);
    let s = sc4("S1 W1");
    assert!(matches!(
        refused(&s, 0, pod_null()),
        RuleError::BuildCompulsory(_)
    ));
    // The build named in the design is legal.
    act(
        &s,
        0,
        json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},
            "at":{"pod":"P04","space":5,"take_pay":"steel","build_pay":"water","choices":[{"material":"steel"}]}}),
    )
    .expect("P04 on 5");
}

// ---- SC5 ----

fn sc5(round: u8, power: &str) -> State {
    let mut s = fixture(2);
    s.round = round;
    s.cycles[1] = card("C2B");
    s.players[0].mat = Some(mat(power));
    s.players[0].materials = mats("F2 Y1");
    s.players[0].artifacts = 1;
    s.artifacts = 15;
    s.players[0].ship = Some(5);
    dice(&mut s, [1, 2, 6, 3]);
    layout(&mut s, &[(0, &["P11", "P25"])], &[], &[]);
    s
}

fn sc5_action(take: Value, build: Value) -> Value {
    json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},
        "at":{"pod":"P11","space":3,"take_pay":take,"build_pay":build,"choices":[{"material":"steel"}]}})
}

#[test]
fn sc5_substitutes_in_payments() {
    let s = sc5(5, "M4");
    let n = act(&s, 0, sc5_action(json!({"pair":"food"}), json!("polymer"))).expect("accepted");
    let p = &n.players[0];
    assert_eq!(p.materials, mats("S1"));
    assert_eq!(tile_at(&n, 3).crew, vec![2, 0]);
    assert_eq!(p.crew, 13);
    assert_eq!(p.influence, [1, 0, 0]);
    assert_eq!(p.artifacts, 1);
    // Variants.
    assert_eq!(
        refused(&s, 0, sc5_action(json!("artifact"), json!({"pair":"food"}))),
        RuleError::PairNotAllowed
    );
    let s2 = sc5(2, "M4");
    assert!(matches!(
        refused(&s2, 0, sc5_action(json!({"pair":"food"}), json!("polymer"))),
        RuleError::WrongPayment { .. }
    ));
    act(
        &s2,
        0,
        sc5_action(json!({"pair":"food"}), json!("artifact")),
    )
    .expect("artifact pays");
    let s3 = sc5(5, "M1");
    assert_eq!(
        refused(&s3, 0, sc5_action(json!({"pair":"food"}), json!("polymer"))),
        RuleError::PairNotAllowed
    );
}

// ---- SC6 ----

#[test]
fn sc6a_m5_moves_the_black_die_counterclockwise() {
    let mut s = fixture(2);
    s.players[0].mat = Some(mat("M5"));
    s.players[0].ship = Some(1);
    s.players[1].ship = Some(0);
    s.players[0].materials = mats("F1 W1");
    dice(&mut s, [2, 2, 4, 6]);
    layout(&mut s, &[(1, &["P20", "P36"])], &[], &[]);
    let a = |die: &str, ccw: bool| {
        json!({"type":"move_activate","move":{"die":die,"fuel":0,"ccw":ccw},"activate":{"die":"red"},
            "at":{"pod":"P20","space":5,"take_pay":"food","build_pay":"water","choices":[{"material":"steel"}]}})
    };
    let n = act(&s, 0, a("black", true)).expect("accepted");
    assert_eq!(n.players[0].ship, Some(6));
    assert_eq!(n.players[0].materials, mats("S1"));
    assert_eq!(refused(&s, 0, a("blue", true)), RuleError::CcwNotAllowed);
    // Black clockwise reaches Jyo (L3), a moon: the Manufactory fields do not fit there.
    assert!(matches!(
        refused(&s, 0, a("black", false)),
        RuleError::WrongAt { .. }
    ));
}

#[test]
fn sc6b_m2_opens_every_row_for_the_black_activation_die() {
    let build = |power: &str| {
        let mut s = fixture(2);
        s.players[1].mat = Some(mat(power));
        s.players[0].mat = Some(mat("M3"));
        s.players[1].ship = Some(0);
        s.players[0].ship = Some(4);
        s.players[1].materials = mats("S1 W1");
        s.players[0].used = [true, true, false, false];
        s.step = Step::Action { phase: 1, k: 1 };
        dice(&mut s, [2, 2, 4, 6]);
        layout(&mut s, &[(3, &["P40", "P08"])], &[], &[]);
        s
    };
    let a = json!({"type":"move_activate","move":{"die":"blue"},"activate":{"die":"black"},
        "at":{"pod":"P40","space":4,"take_pay":"water","build_pay":"steel","choices":[{"material":"food"}]}});
    let s = build("M2");
    let n = act(&s, 1, a.clone()).expect("accepted");
    let p = &n.players[1];
    assert_eq!(p.ship, Some(2));
    assert_eq!(tile_at(&n, 4).crew, vec![0, 0]);
    assert_eq!(p.crew, 15);
    assert_eq!(p.influence, [3, 0, 0]);
    assert_eq!(p.materials, mats("F1"));
    assert_eq!(p.artifacts, 1);
    let s = build("M1");
    assert!(matches!(
        refused(&s, 1, a),
        RuleError::RowNotEligible { .. }
    ));
}

// ---- SC7 ----

fn sc7() -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(5);
    s.players[0].materials = mats("O1 Y1");
    s.players[0].influence = [9, 0, 0];
    dice(&mut s, [1, 2, 3, 4]);
    layout(
        &mut s,
        &[(0, &["P26", "P28"])],
        &[("P25", 1, &[0, 1])],
        &["P40", "P03"],
    );
    s
}

#[test]
fn sc7_a_free_pod_is_chosen_after_the_refill() {
    let s = sc7();
    let n = act(
        &s,
        0,
        json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},
            "at":{"pod":"P28","space":0,"take_pay":"organics","build_pay":"polymer","c3c_pay":null,"choices":[]}}),
    )
    .expect("accepted");
    assert_eq!(tile_at(&n, 0).crew, vec![1, 0]);
    assert_eq!(n.players[0].influence[0], 11);
    assert_eq!(row(&n, 0), ["P26", "P40"]);
    assert_eq!(
        n.step,
        Step::FreeBuild {
            seat: 0,
            kind: FreeKind::FreePod,
            then: state::After::Action { phase: 1, k: 0 }
        }
    );
    assert_eq!(BetaColony::to_act(&n), vec![0]);
    // P1 may not act yet; P03 is still in the talon.
    assert!(matches!(
        refused(&n, 1, json!({"type":"dock","dice":["red","green"]})),
        RuleError::NotYourTurn(1)
    ));
    assert!(matches!(
        refused(&n, 0, json!({"type":"free_pod","pod":"P03","space":13})),
        RuleError::PodNotOnDisplay(_)
    ));
    let f = act(
        &n,
        0,
        json!({"type":"free_pod","pod":"P40","space":13,"choices":[]}),
    )
    .expect("free pod");
    let p = &f.players[0];
    assert_eq!(tile_at(&f, 13).crew, vec![0, 0]);
    assert_eq!(p.influence[0], 15);
    assert_eq!(p.cp, 9);
    assert_eq!(p.sources.track, 9);
    assert_eq!(p.materials, [0; 6]);
    assert_eq!(row(&f, 0), ["P26", "P03"]);
    assert_eq!(f.step, Step::Action { phase: 1, k: 1 });
    assert_eq!(f.current(), Some(1));
}

// ---- SC8 ----

fn sc8() -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(3);
    s.players[1].ship = Some(0);
    s.players[0].artifacts = 3;
    s.artifacts = 13;
    s.players[0].materials = mats("W1");
    own(&mut s, 0, "BD3", 10);
    s.buildings = ["BD2", "BD1", "BD4"].map(ach).to_vec();
    dice(&mut s, [4, 1, 2, 5]);
    s
}

fn sc8_action(a: &str, pay: Value, space: u8) -> Value {
    json!({"type":"move_activate","move":{"die":"blue"},"activate":{"die":"black"},
        "at":{"option":"achievement","achievement":a,"pay":pay,"space":space,"space_pay":"water","choices":[]}})
}

#[test]
fn sc8_where_and_how_a_cultural_achievement_is_built() {
    let s = sc8();
    let arts = json!(["artifact", "artifact", "artifact"]);
    assert_eq!(
        refused(&s, 0, sc8_action("ST3", arts.clone(), 12)),
        RuleError::InnerRing(12)
    );
    let n = act(&s, 0, sc8_action("ST3", arts.clone(), 7)).expect("accepted");
    let p = &n.players[0];
    assert_eq!(p.artifacts, 0);
    assert_eq!(n.artifacts, 16);
    assert_eq!(p.materials, [0; 6]);
    assert_eq!(tile_at(&n, 7).what, TileKind::Achievement(ach("ST3")));
    assert_eq!(tile_at(&n, 7).crew, vec![1, 0]);
    assert_eq!(p.cp, 1);
    assert_eq!(p.achievements.len(), 2);
    assert!(!free_build_possible(&n, 0, FreeKind::FreeAchievement));
    // Variants.
    assert_eq!(
        refused(
            &s,
            0,
            sc8_action("ST3", json!(["water", "steel", "food"]), 7)
        ),
        RuleError::StatueCost
    );
    assert!(matches!(
        refused(
            &s,
            0,
            sc8_action("BD1", json!(["steel", "food", "palladium", "water"]), 7)
        ),
        RuleError::AchievementNotAvailable(_)
    ));
}

// ---- SC9 ----

/// 3 players at the last submission of round 9, with C3A active.
fn last_turn(p0: &str) -> State {
    let mut s = fixture(3);
    s.round = 9;
    s.cycles[2] = card("C3A");
    for p in &mut s.players {
        p.used = [true, true, false, false];
    }
    s.players[2].used = [false; 4];
    s.step = Step::Action { phase: 2, k: 2 };
    own(&mut s, 0, "ST1", 0);
    s.players[0].materials = mats(p0);
    s.players[1].materials = mats("S2 O2 F2 Pd1 W1 Y2");
    s.players[2].materials = mats("S1 O1 F1 Pd1 W1 Y1");
    s.players[2].artifacts = 2;
    s.artifacts = 14;
    dice(&mut s, [1, 2, 3, 4]);
    s
}

#[test]
fn sc9_scoring_c3a_with_st1() {
    let s = last_turn("S2 O1 F1 Pd1 W1 Y2");
    let n = act(&s, 2, json!({"type":"dock","dice":["red","green"]})).expect("the last action");
    assert_eq!(n.step, Step::Finished);
    let p0 = &n.players[0];
    assert_eq!(p0.materials, mats("S2 O1 F1 Pd1 W1 Y2"));
    assert_eq!(p0.sources.goals, 0);
    assert_eq!(
        p0.final_score.as_ref().expect("scored").achievements,
        vec![12]
    );
    let p1 = &n.players[1];
    assert_eq!(p1.sources.goals, 8);
    assert_eq!(p1.materials, mats("S1 O1 F1"));
    assert_eq!(n.players[2].sources.goals, 0);
    assert_eq!(n.players[2].materials, mats("S1 O1 F1 Pd1 W1 Y1"));
    // Variant: with 9 materials discarding is worth as much as keeping, so P0 discards.
    let s = last_turn("S2 O2 F1 Pd1 W1 Y2");
    let n = act(&s, 2, json!({"type":"dock","dice":["red","green"]})).expect("the last action");
    let p0 = &n.players[0];
    assert_eq!(p0.sources.goals, 8);
    assert_eq!(p0.materials, mats("S1 O1"));
    assert_eq!(
        p0.final_score.as_ref().expect("scored").achievements,
        vec![4]
    );
}

// ---- SC10 ----

fn sc10(p0_artifacts: u8) -> State {
    let mut s = fixture(3);
    s.round = 9;
    layout(
        &mut s,
        &[],
        &[
            ("P01", 0, &[4, 2, 8]),
            ("P02", 18, &[0, 1, 0]),
            ("P03", 36, &[5, 5, 1]),
        ],
        &[],
    );
    for (p, cp) in s.players.iter_mut().zip([30, 33, 28]) {
        p.cp = cp;
    }
    s.players[0].artifacts = p0_artifacts;
    s
}

#[test]
fn sc10_majorities_and_the_tie_break() {
    let mut s = sc10(1);
    final_scoring(&mut s, &mut Log::silent());
    let majority: Vec<[u32; 3]> = s
        .players
        .iter()
        .map(|p| p.final_score.as_ref().expect("scored").majority)
        .collect();
    assert_eq!(majority, vec![[3, 0, 10], [0, 1, 10], [15, 0, 0]]);
    assert_eq!(
        s.players.iter().map(|p| p.cp).collect::<Vec<_>>(),
        [44, 44, 43]
    );
    let r = ranking(&s);
    assert_eq!(
        r.iter().map(|p| (p.seat, p.rank)).collect::<Vec<_>>(),
        [(0, 1), (1, 2), (2, 3)]
    );
    // Variant: without the artifact P0 and P2 tie on CP and on crew, and share second.
    let mut s = sc10(0);
    final_scoring(&mut s, &mut Log::silent());
    let r = ranking(&s);
    assert_eq!(
        r.iter()
            .map(|p| (p.seat, p.rank, p.score))
            .collect::<Vec<_>>(),
        [(1, 1, 44), (0, 2, 43), (2, 2, 43)]
    );
}

// ---- SC11 ----

fn sc11() -> State {
    let mut s = fixture(2);
    s.players[0].ship = Some(2);
    s.players[1].ship = Some(0);
    s.players[0].fuel = 2;
    s.players[0].materials = mats("S1 W1");
    dice(&mut s, [6, 6, 1, 1]);
    layout(&mut s, &[(3, &["P08", "P40"])], &[], &[]);
    s
}

#[test]
fn sc11_a_move_of_7_and_an_activation_above_6() {
    let s = sc11();
    let a = |move_die: &str, move_fuel: i32, act_fuel: i32| json!({"type":"move_activate","move":{"die":move_die,"fuel":move_fuel},"activate":{"die":"blue","fuel":act_fuel},"at":{"pod":null}});
    let n = act(&s, 0, a("black", 1, 1)).expect("accepted");
    assert_eq!(n.players[0].ship, Some(2));
    assert_eq!(n.players[0].fuel, 0);
    assert_eq!(n.board, s.board);
    assert!(matches!(
        refused(&s, 0, a("black", 1, 0)),
        RuleError::BuildCompulsory(_)
    ));
    assert_eq!(refused(&s, 0, a("red", -1, 0)), RuleError::ValueBelowOne);
}

// ---- SC12 ----

#[test]
fn sc12_turn_order_tweaks_and_the_round_end() {
    let mut s = fixture(3);
    s.start = 1;
    s.cycles[0] = card("C1A");
    dice(&mut s, [2, 3, 1, 5]);
    let dock = |d: [&str; 2]| json!({"type":"dock","dice":d});
    let mut order = Vec::new();
    // Seat 1 tweaks red in phase 1.
    order.push(s.current().expect("someone"));
    s = act(
        &s,
        1,
        json!({"type":"dock","dice":["black","blue"],"tweak":{"die":"red"}}),
    )
    .expect("tweak");
    assert_eq!(
        s.die_value(1, turnpost::engine::beta_colony::data::Die::Red),
        6
    );
    assert_eq!(
        s.die_value(2, turnpost::engine::beta_colony::data::Die::Red),
        1
    );
    for _ in 0..2 {
        let seat = s.current().expect("someone");
        order.push(seat);
        s = act(&s, seat, dock(["black", "blue"])).expect("phase 1");
    }
    // Phase 2: seat 1's tweak is refused now.
    assert_eq!(
        refused(
            &s,
            1,
            json!({"type":"dock","dice":["red","green"],"tweak":{"die":"green"}})
        ),
        RuleError::TweakNotAllowed
    );
    for _ in 0..3 {
        let seat = s.current().expect("someone");
        order.push(seat);
        s = act(&s, seat, dock(["red", "green"])).expect("phase 2");
    }
    assert_eq!(order, [1, 2, 0, 1, 2, 0]);
    assert_eq!(s.round, 3);
    assert_eq!(s.start, 2);
    assert_eq!(s.step, Step::Action { phase: 1, k: 0 });
    assert_eq!(s.current(), Some(2));
    // Round 3 ends: F4 meets C1A's goal, F3 and an artifact do not.
    s.players[0].materials = mats("F4");
    s.players[1].materials = mats("F3");
    s.players[1].artifacts = 1;
    s.artifacts = 15;
    for phase in 0..2 {
        for _ in 0..3 {
            let seat = s.current().expect("someone");
            let d = if phase == 0 {
                ["black", "blue"]
            } else {
                ["red", "green"]
            };
            s = act(&s, seat, dock(d)).expect("round 3");
        }
    }
    assert_eq!(s.round, 4);
    assert_eq!(s.players[0].sources.goals, 3);
    assert_eq!(s.players[1].sources.goals, 0);
    // Variant: C3A flips black 2 to 5 in round 8.
    let mut s = fixture(2);
    s.round = 8;
    s.cycles[2] = card("C3A");
    dice(&mut s, [2, 3, 1, 5]);
    let n = act(
        &s,
        0,
        json!({"type":"dock","dice":["red","green"],"tweak":{"die":"black"}}),
    )
    .expect("flip");
    assert_eq!(
        n.die_value(0, turnpost::engine::beta_colony::data::Die::Black),
        5
    );
}

// ---- setup, steps and views ----

#[test]
fn setup_runs_mats_then_ships_in_reverse_turn_order() {
    let setup = turnpost::engine::Setup {
        players: 4,
        seed: 12,
        options: json!({}),
    };
    let mut s = BetaColony::new_game(&setup).expect("setup");
    let start = usize::from(s.start);
    let mut seats = Vec::new();
    for m in ["M5", "M4", "M3", "M2"] {
        let seat = s.current().expect("someone");
        seats.push(seat);
        s = act(&s, seat, json!({"type":"choose_mat","mat":m})).expect("a mat");
    }
    assert_eq!(
        seats,
        (1..=4).map(|k| (start + 4 - k) % 4).collect::<Vec<_>>()
    );
    let seat = s.current().expect("someone");
    assert!(matches!(
        refused(&s, seat, json!({"type":"choose_mat","mat":"M1"})),
        RuleError::WrongStep(_)
    ));
    s = act(&s, seat, json!({"type":"place_ship","location":"jyo"})).expect("a ship");
    let next = s.current().expect("someone");
    assert!(matches!(
        refused(&s, next, json!({"type":"place_ship","location":"jyo"})),
        RuleError::LocationTaken(_)
    ));
    for loc in ["nebra", "ridback", "gan_de"] {
        let seat = s.current().expect("someone");
        s = act(&s, seat, json!({"type":"place_ship","location":loc})).expect("a ship");
    }
    assert_eq!(s.round, 1);
    assert_eq!(s.current(), Some(start));
    assert!(s.rolled.iter().all(|v| (1..=6).contains(v)));
}

#[test]
fn the_c2a_influence_opens_before_the_roll_of_round_4() {
    let mut s = fixture(2);
    s.round = 3;
    s.cycles[1] = card("C2A");
    s.step = Step::Action { phase: 2, k: 1 };
    for p in &mut s.players {
        p.used = [true, true, false, false];
    }
    s.players[1].influence = [0, 0, 2];
    let n = act(&s, 1, json!({"type":"dock","dice":["red","green"]})).expect("round end");
    assert_eq!(n.round, 4);
    assert_eq!(n.step, Step::CycleInfluence { k: 0 });
    assert_eq!(n.current(), Some(1));
    // Cuzco 2 -> 3 gives a material: the answer is required.
    assert_eq!(
        refused(&n, 1, json!({"type":"cycle_influence","colony":"cuzco"})),
        RuleError::MissingAnswer("a material")
    );
    let n = act(
        &n,
        1,
        json!({"type":"cycle_influence","colony":"cuzco","choices":[{"material":"water"}]}),
    )
    .expect("influence");
    assert_eq!(n.players[1].influence, [0, 0, 3]);
    assert_eq!(n.players[1].materials, mats("W1"));
    let n = act(
        &n,
        0,
        json!({"type":"cycle_influence","colony":"xian","choices":[{"material":"food"}]}),
    )
    .expect("influence");
    assert_eq!(n.step, Step::Action { phase: 1, k: 0 });
}

#[test]
fn the_c2c_third_column_is_dealt_and_removed() {
    let mut s = fixture(2);
    s.round = 3;
    s.cycles[1] = card("C2C");
    s.step = Step::Action { phase: 2, k: 1 };
    for p in &mut s.players {
        p.used = [true, true, false, false];
    }
    let talon_top: Vec<u8> = s.talon[..4].to_vec();
    let n = act(&s, 1, json!({"type":"dock","dice":["red","green"]})).expect("round end");
    assert_eq!(
        n.display
            .iter()
            .map(|r| r[2].expect("dealt"))
            .collect::<Vec<_>>(),
        talon_top
    );
    let mut m = n.clone();
    m.round = 6;
    m.start = 0;
    m.step = Step::Action { phase: 2, k: 1 };
    let m = act(&m, 1, json!({"type":"dock","dice":["red","green"]})).expect("round end");
    assert_eq!(m.round, 7);
    assert!(m.display.iter().all(|r| r[2].is_none()));
    assert_eq!(m.removed, talon_top);
}

#[test]
fn the_view_shows_public_holdings_and_hides_the_talon() {
    let s = sc7();
    let v = serde_json::to_value(BetaColony::view(&s, turnpost::engine::Viewer::Seat(1)))
        .expect("view");
    assert_eq!(v["talon_size"], json!(s.talon.len()));
    assert!(v.get("talon").is_none());
    assert_eq!(v["players"][0]["materials"]["organics"], json!(1));
    assert_eq!(v["players"][0]["influence"]["xian"], json!(9));
    assert_eq!(v["top_building"], json!("BD1"));
    assert_eq!(v["tiles"][0]["space"], json!(1));
    assert_eq!(v["tiles"][0]["crew"], json!([0, 1]));
    assert_eq!(v["step"]["name"], json!("action"));
}

// ---- the cases of §17 ----

#[test]
fn g4_a_full_hold_still_earns_the_die_bonus_and_the_nexus_gives_only_fuel() {
    let mut s = fixture(2);
    s.players[0].ship = Some(0);
    s.players[1].ship = Some(6);
    s.players[0].materials = mats("S5 O5");
    dice(&mut s, [3, 1, 4, 2]);
    // Black 3 from Ridback reaches Jyo; blue activates it: the bonus die, nothing taken.
    let n = act(
        &s,
        0,
        json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},"at":{"take":[]}}),
    )
    .expect("a full hold takes nothing");
    assert_eq!(n.players[0].cp, 1);
    assert_eq!(n.players[0].materials, mats("S5 O5"));
    // Green 2 + 2 fuel... the Nexus is L4: red 4 from Ridback.
    let nexus = |m: Value| json!({"type":"move_activate","move":{"die":"red"},"activate":{"die":"green"},"at":{"option":"supply","material":m}});
    assert_eq!(
        refused(&s, 0, nexus(json!("water"))),
        RuleError::NexusMaterial
    );
    let n = act(&s, 0, nexus(Value::Null)).expect("fuel only");
    assert_eq!(n.players[0].fuel, 1);
    assert_eq!(n.players[0].materials, mats("S5 O5"));
}

#[test]
fn g5_without_crew_a_pod_is_still_built_and_the_crew_bonus_asks_nothing() {
    let mut s = sc2();
    layout(
        &mut s,
        &[(2, &["P14", "P33"])],
        &[("P12", 3, &[0, 1]), ("P30", 53, &[15, 0])],
        &["P02"],
    );
    s.players[0].influence = [6, 0, 0];
    let n = act(
        &s,
        0,
        sc2_action(13, json!([{"materials":["food","steel"]}])),
    )
    .expect("accepted");
    assert_eq!(tile_at(&n, 13).crew, vec![0, 0]);
    assert_eq!(n.players[0].influence[0], 10);
    assert_eq!(n.players[0].materials, mats("F1 S1"));
}

#[test]
fn g6_an_artifact_bonus_with_an_empty_supply_gives_nothing() {
    let mut s = sc2();
    s.artifacts = 0;
    s.players[1].artifacts = 16;
    let n = act(&s, 0, sc2_action(13, json!([{"material":"food"}]))).expect("accepted");
    assert_eq!(n.players[0].artifacts, 0);
    assert_eq!(n.artifacts, 0);
}

#[test]
fn g7_an_impossible_free_achievement_is_dropped_with_a_log_line() {
    let mut s = sc3();
    own(&mut s, 0, "ST1", 0);
    own(&mut s, 0, "BD3", 10);
    s.players[0].influence = [0, 10, 0];
    let a: Action = serde_json::from_value(sc3_action("P07", 33, "steel", "polymer", json!([])))
        .expect("well-formed");
    let (n, events) = BetaColony::apply(&s, 0, &a).expect("accepted");
    assert_eq!(n.players[0].influence[1], 15);
    assert_eq!(n.players[0].cp, 9);
    assert_eq!(n.step, Step::Action { phase: 1, k: 1 });
    assert!(n.pending.is_empty());
    assert!(
        events.iter().any(
            |e| turnpost::i18n::words(turnpost::i18n::Lang::En, &e.text).contains("is dropped")
        ),
        "{events:?}"
    );
    // The preview knows the line by its message, not by its words.
    assert!(
        events
            .iter()
            .any(|e| turnpost::engine::beta_colony::describe::says_dropped(&e.text)),
        "{events:?}"
    );
}

#[test]
fn g8_influence_past_15_is_lost() {
    let mut s = sc2();
    s.players[0].influence = [15, 0, 0];
    let n = act(&s, 0, sc2_action(13, json!([]))).expect("no bonus is reached");
    assert_eq!(n.players[0].influence, [15, 0, 0]);
    assert_eq!(n.players[0].cp, 0);
}

#[test]
fn g11_g12_after_a_dock_the_other_two_dice_remain() {
    let mut s = fixture(2);
    s.cycles[0] = card("C1A");
    dice(&mut s, [1, 2, 3, 4]);
    // Seat 0 docks with black and blue and tweaks red, a die it uses only in phase 2.
    s = act(
        &s,
        0,
        json!({"type":"dock","dice":["black","blue"],"tweak":{"die":"red"}}),
    )
    .expect("dock");
    assert_eq!(s.players[0].fuel, 1);
    s = act(&s, 1, json!({"type":"dock","dice":["black","blue"]})).expect("dock");
    assert_eq!(
        refused(&s, 0, json!({"type":"dock","dice":["black","red"]})),
        RuleError::DieUsed("black")
    );
    // Red is 6 for seat 0: from Ridback (L0) it reaches L6 with no fuel.
    let n = act(
        &s,
        0,
        json!({"type":"move_activate","move":{"die":"red"},"activate":{"die":"green"},"at":{"pod":null}}),
    );
    // Seat 0 holds nothing, so nothing can be built.
    let n = n.expect("red and green remain");
    assert_eq!(n.players[0].ship, Some(6));
    assert_eq!(n.players[0].used, [true; 4]);
}

// ---- defaults (§16), legal submissions and the preview ----

#[test]
fn the_default_action_docks_with_the_lowest_dice_and_takes_c1b_material() {
    let mut s = fixture(2);
    s.round = 1;
    s.players[0].materials = mats("S1 O1 F1 Pd1 W1");
    dice(&mut s, [5, 2, 2, 1]);
    let a = BetaColony::default_action(&s, 0).expect("a default");
    assert_eq!(
        serde_json::to_value(&a).expect("json"),
        json!({"kind":"dock","dice":["green","blue"],"cycle_material":"polymer"})
    );
    let n = act(&s, 0, serde_json::to_value(&a).expect("json")).expect("legal");
    assert_eq!(n.players[0].materials, mats("S1 O1 F1 Pd1 W1 Y1"));
}

#[test]
fn the_default_free_pod_is_the_first_row_and_the_lowest_space() {
    let s = sc7();
    let n = act(
        &s,
        0,
        json!({"type":"move_activate","move":{"die":"black"},"activate":{"die":"blue"},
            "at":{"pod":"P28","space":0,"take_pay":"organics","build_pay":"polymer"}}),
    )
    .expect("accepted");
    let a = BetaColony::default_action(&n, 0).expect("a default");
    let v = serde_json::to_value(&a).expect("json");
    assert_eq!(v["kind"], json!("free_pod"));
    assert_eq!(v["pod"], json!("P26"));
    assert_eq!(v["space"], json!(2));
    BetaColony::apply(&n, 0, &a).expect("the default is legal");
}

#[test]
fn legal_submissions_include_the_forced_choice_and_every_dock() {
    let s = sc4("S1");
    let legal = BetaColony::legal_actions(&s, 0);
    let docks = legal
        .iter()
        .filter(|a| matches!(a, Action::Dock(_)))
        .count();
    assert_eq!(docks, 6);
    assert!(legal.iter().all(|a| BetaColony::apply(&s, 0, a).is_ok()));
    assert!(BetaColony::legal_actions(&s, 1).is_empty());
}

#[test]
fn the_preview_fills_the_missing_answers_and_shows_the_result() {
    let s = sc2();
    let a: Action = serde_json::from_value(sc2_action(13, json!([]))).expect("well-formed");
    let p = BetaColony::preview(&s, 0, &a).expect("a preview");
    assert_eq!(p["missing_answers"], json!(1));
    assert_eq!(p["answers"], json!([{"material":"steel"}]));
    assert_eq!(p["after"]["artifacts"], json!(1));
    assert_eq!(p["before"]["artifacts"], json!(0));
    assert_eq!(p["next_step"], json!("action"));
    assert_eq!(p["next_seat"], json!(1));
}

#[test]
fn the_view_gives_the_acting_seat_its_fuel_hints() {
    let s = sc11();
    let v = serde_json::to_value(BetaColony::view(&s, turnpost::engine::Viewer::Seat(0)))
        .expect("view");
    let hints = v["fuel_hints"].as_array().expect("hints");
    assert_eq!(hints.len(), 4);
    // Black 6 from L2: L1 is 6 away clockwise (0 fuel), L2 needs 1 (a lap of 7).
    assert_eq!(hints[0]["move_to"][1], json!(0));
    assert_eq!(hints[0]["move_to"][2], json!(1));
    assert_eq!(hints[0]["rows"], json!([4, 2, 1, 0]));
    let other = serde_json::to_value(BetaColony::view(&s, turnpost::engine::Viewer::Seat(1)))
        .expect("view");
    assert!(other.get("fuel_hints").is_none());
}

#[test]
fn extreme_fuel_numbers_are_refused_without_overflow() {
    let mut s = sc11();
    s.players[0].fuel = u32::MAX;
    for (m, f) in [
        (i32::MIN, i32::MIN),
        (i32::MAX, i32::MAX),
        (i32::MIN, i32::MAX),
    ] {
        let r = act(
            &s,
            0,
            json!({"type":"move_activate","move":{"die":"black","fuel":m},"activate":{"die":"blue","fuel":f},"at":{"pod":null}}),
        );
        assert!(r.is_err() || m > 0, "{m} {f}");
    }
    s.players[0].fuel = 2;
    assert!(matches!(
        refused(
            &s,
            0,
            json!({"type":"move_activate","move":{"die":"black","fuel":2},"activate":{"die":"blue","fuel":1},"at":{"pod":null}})
        ),
        RuleError::NotEnoughFuel { need: 3, have: 2 }
    ));
}
