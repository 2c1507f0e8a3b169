//! Scenario tests of the Humanity engine, one group per section of the design page.

use turnpost::engine::humanity::action::{Action, Placement, Spend};
use turnpost::engine::humanity::catalogue::{catalogue, parse_catalogue, Res};
use turnpost::engine::humanity::cell::Cell;
use turnpost::engine::humanity::payment::{can_afford, check_payment, propose_payment};
use turnpost::engine::humanity::state::{Phase, Place, State};
use turnpost::engine::humanity::testkit::*;
use turnpost::engine::humanity::{self as h, Humanity, RuleError};
use turnpost::engine::{Game, Setup, Viewer};

// ---- helpers ----

/// Modules to put in a base: (x, y, catalogue id).
type Tiles = Vec<(i16, i16, &'static str)>;

fn apply(s: &State, seat: usize, a: &Action) -> Result<State, RuleError> {
    let before = s.clone();
    let r = Humanity::apply(s, seat, a).map(|(n, _)| n);
    assert_eq!(&before, s, "apply must not touch its input");
    r
}

fn ok(s: &State, seat: usize, a: &Action) -> State {
    apply(s, seat, a).unwrap_or_else(|e| panic!("refused: {e}"))
}

fn err(s: &State, seat: usize, a: &Action) -> String {
    match apply(s, seat, a) {
        Ok(_) => panic!("accepted an illegal action {a:?}"),
        Err(e) => en(&e.to_string()),
    }
}

/// The engine's words (messages) as an English reader reads them.
fn en(text: &str) -> String {
    turnpost::i18n::words(turnpost::i18n::Lang::En, text)
}

fn act(json: &str) -> Action {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn pay(lines: &[(i16, i16, u8, Res, bool)]) -> Vec<Spend> {
    lines
        .iter()
        .map(|&(x, y, n, pays, convert)| Spend {
            from: Cell(x, y),
            n,
            pays,
            convert,
        })
        .collect()
}

fn deploy(astronaut: u8, hangar: u8, payment: Vec<Spend>, upgrades: Vec<u8>) -> Action {
    Action::Deploy {
        astronaut,
        hangar,
        colour: None,
        payment,
        upgrades,
    }
}

fn module_at(s: &State, seat: usize, x: i16, y: i16) -> Option<(String, u8)> {
    let p = &s.players[seat];
    p.modules
        .iter()
        .find(|m| m.cell == Cell(x, y))
        .map(|m| (catalogue().module(m.module).id.clone(), m.stock))
}

/// A 2-player game, seat 0 to play, with a bare starting base and the astronauts given.
fn table() -> State {
    let mut s = game(2, 7);
    s.phase = Phase::Turn { seat: 0 };
    // No missions unless a test sets some, so that VP checks see only the rule under test.
    s.missions.clear();
    s
}

// ---- catalogue ----

#[test]
fn catalogue_loads_and_counts() {
    let cat = catalogue();
    assert_eq!(
        cat.year_modules.iter().map(Vec::len).collect::<Vec<_>>(),
        [15, 15, 15]
    );
    assert_eq!(
        cat.year_experiments
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
        [9, 9, 9]
    );
    assert_eq!(
        cat.letter_missions.iter().map(Vec::len).collect::<Vec<_>>(),
        [6, 6, 6]
    );
    assert_eq!(cat.module(module("1-13")).name, "Octagonal greenhouse");
    assert_eq!(cat.module(module("2-10")).cost.letters(), "IMNE");
}

#[test]
fn catalogue_validation_rejects_broken_data() {
    let text = include_str!("../data/humanity/catalogue.toml");
    let dup = text.replacen("id = \"1-02\"", "id = \"1-01\"", 1);
    assert!(parse_catalogue(&dup)
        .unwrap_err()
        .to_string()
        .contains("more than once"));
    let year = text.replacen("id = \"1-02\"\nyear = 1", "id = \"1-02\"\nyear = 2", 1);
    assert!(parse_catalogue(&year)
        .unwrap_err()
        .to_string()
        .contains("modules"));
    let side = text.replacen(
        "id = \"E1-1\"\nyear = 1\nside = \"C\"",
        "id = \"E1-1\"\nyear = 1\nside = \"L\"",
        1,
    );
    assert!(parse_catalogue(&side)
        .unwrap_err()
        .to_string()
        .contains("side"));
    let mission = text.replacen(
        "id = \"C6\"\nletter = \"C\"",
        "id = \"C6\"\nletter = \"B\"",
        1,
    );
    assert!(parse_catalogue(&mission)
        .unwrap_err()
        .to_string()
        .contains("Mission letter"));
    assert!(parse_catalogue("not toml [").is_err());
}

// ---- 1. Setup ----

#[test]
fn setup_by_player_count() {
    for (n, hangars) in [(2, vec![5, 4]), (3, vec![6, 5, 4]), (4, vec![7, 6, 5, 4])] {
        let s = game(n, 1);
        assert_eq!(s.arm, 0);
        assert!(s.hangars[0].is_none());
        assert_eq!(s.modules_on_board(), 7);
        assert_eq!(s.module_decks[0].len(), 8);
        assert_eq!(s.slots.iter().flatten().count(), 7);
        assert_eq!(s.missions.len(), 3);
        assert_eq!(s.phase, Phase::Turn { seat: 0 });
        for (seat, &hg) in hangars.iter().enumerate() {
            let p = &s.players[seat];
            assert_eq!(
                p.astronauts[2].at,
                Place::Hangar(hg),
                "{n} players seat {seat}"
            );
            assert_eq!(p.astronauts[0].at, Place::Base(Cell(-1, -1)));
            assert_eq!(p.astronauts[1].at, Place::Base(Cell(1, -1)));
            assert_eq!(module_at(&s, seat, 0, 0), Some(("S4".into(), 1)));
            assert_eq!(module_at(&s, seat, -1, 0), Some(("S1".into(), 1)));
            assert_eq!(module_at(&s, seat, 1, 0), Some(("S3".into(), 1)));
            assert_eq!(module_at(&s, seat, 0, 1), Some(("S2".into(), 1)));
            assert_eq!(p.obstacles.len(), 3);
        }
    }
    let letters: Vec<char> = game(3, 9)
        .missions
        .iter()
        .map(|m| catalogue().missions[usize::from(m.mission)].letter)
        .collect();
    assert_eq!(letters, ['A', 'B', 'C']);
}

#[test]
fn setup_rejects_bad_player_counts_and_is_deterministic() {
    for n in [0, 1, 5] {
        let setup = Setup {
            players: n,
            seed: 1,
            options: serde_json::json!({}),
        };
        assert!(Humanity::new_game(&setup).is_err());
    }
    let a = serde_json::to_string(&game(4, 99)).unwrap();
    let b = serde_json::to_string(&game(4, 99)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, serde_json::to_string(&game(4, 100)).unwrap());
}

// ---- 2. Turn structure ----

#[test]
fn only_the_seat_to_play_may_act() {
    let s = table();
    let w = act(r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#);
    assert_eq!(err(&s, 1, &w), "It is not your turn: Yellow is to play.");
    assert_eq!(err(&s, 7, &w), "There is no seat 7 at this table.");
    let n = ok(&s, 0, &w);
    assert_eq!(n.phase, Phase::Turn { seat: 1 });
    assert_eq!(Humanity::to_act(&n), vec![1]);
}

#[test]
fn players_without_active_astronauts_are_skipped() {
    let mut s = game(3, 2);
    astronaut(&mut s, 1, 0, 2, 0, base(-1, -1));
    astronaut(&mut s, 1, 1, 2, 0, base(1, -1));
    let n = ok(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#),
    );
    assert_eq!(n.phase, Phase::Turn { seat: 2 });
}

#[test]
fn astronaut_must_be_active_in_base() {
    let mut s = table();
    astronaut(&mut s, 0, 1, 2, 0, base(1, -1));
    let w = |a: u8| Action::Work {
        astronaut: a,
        activations: vec![Cell(-1, 0)],
    };
    assert_eq!(
        err(&s, 0, &w(2)),
        "Astronaut 3 is on the station, not in your base."
    );
    assert_eq!(
        err(&s, 0, &w(1)),
        "Astronaut 2 is exhausted and cannot act again this round."
    );
    assert_eq!(
        err(&s, 0, &w(5)),
        "You have no astronaut 6: you have astronauts 1, 2 and 3 (0, 1 and 2 in the JSON API)."
    );
}

#[test]
fn pass_only_when_nothing_else_is_legal() {
    let mut s = table();
    let p = act(r#"{"kind":"pass","astronaut":0}"#);
    assert_eq!(
        err(&s, 0, &p),
        "You may pass only when you have no other legal action."
    );
    // Everything full, no obstacle, nothing affordable: stuck (gap Q1).
    s.players[0].obstacles.clear();
    all_stock(&mut s, 0, 3);
    for h in 0..8 {
        hangar(&mut s, h, None);
    }
    for k in 1..=7 {
        slot(&mut s, k, None);
    }
    let n = ok(&s, 0, &p);
    assert_eq!(n.players[0].astronauts[0].remaining, 0);
    assert_eq!(h::default_action(&s, 0), Some(p));
}

// ---- 3. Work ----

#[test]
fn work_produces_and_exhausts() {
    let s = table();
    let n = ok(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":["L13","L13"]}"#),
    );
    assert_eq!(module_at(&n, 0, -1, 0), Some(("S1".into(), 3)));
    assert_eq!(n.players[0].astronauts[0].remaining, 0);
    assert_eq!(n.players[0].astronauts[0].at, Place::Base(Cell(-1, -1)));
    // A rulebook example: one methane and one obstacle hit.
    let n = ok(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":[[1,0],[0,-1]]}"#),
    );
    assert_eq!(module_at(&n, 0, 1, 0), Some(("S3".into(), 2)));
    assert_eq!(
        n.players[0]
            .obstacles
            .iter()
            .find(|o| o.cell == Cell(0, -1))
            .unwrap()
            .resistance,
        2
    );
}

#[test]
fn work_refusals() {
    let mut s = table();
    stock(&mut s, 0, -1, 0, 3);
    put(&mut s, 0, "1-13", -2, 0, 0);
    let cases = [
        (
            r#"{"kind":"work","astronaut":0,"activations":[]}"#,
            "A Work action needs at least one activation.",
        ),
        (
            r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#,
            "The Ice drill at L13 already stores 3 units; spend some before producing more.",
        ),
        (
            r#"{"kind":"work","astronaut":0,"activations":["K13"]}"#,
            "The Octagonal greenhouse at K13 cannot be activated.",
        ),
        (
            r#"{"kind":"work","astronaut":0,"activations":["A1"]}"#,
            "There is no tile at A1 in your base.",
        ),
        (
            r#"{"kind":"work","astronaut":0,"activations":["N13","M13"]}"#,
            "Astronaut 1 has 1 WP left but activating the Power plant at M13 costs 2 WP.",
        ),
        (
            r#"{"kind":"work","astronaut":0,"activations":["N13","N13","N13"]}"#,
            "Astronaut 1 has 0 WP left but activating the Methane extractor at N13 costs 1 WP.",
        ),
    ];
    for (json, msg) in cases {
        assert_eq!(err(&s, 0, &act(json)), msg, "{json}");
    }
}

#[test]
fn obstacle_destroyed_after_three_hits() {
    let mut s = table();
    astronaut(&mut s, 0, 0, 4, 4, base(-1, -1));
    let n = ok(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":["M12","M12","M12","L13"]}"#),
    );
    assert!(n.players[0].obstacles.iter().all(|o| o.cell != Cell(0, -1)));
    assert_eq!(n.players[0].rp, 3);
    // The destroyed obstacle is gone: a fourth hit is refused.
    let e = err(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":["M12","M12","M12","M12"]}"#),
    );
    assert_eq!(e, "There is no tile at M12 in your base.");
}

#[test]
fn time_module_moves_station_astronauts_toward_the_arm() {
    // (arm, hangar before, units) -> hangar after
    let cases = [
        (0, 5, 1, 4),
        (0, 5, 2, 3),
        (0, 1, 2, 0),
        (0, 0, 1, 0),
        (6, 1, 2, 7),
        (6, 7, 3, 6),
    ];
    for (arm, before, units, after) in cases {
        let mut s = table();
        s.arm = arm;
        put(&mut s, 0, "1-03", -2, 0, 0);
        astronaut(&mut s, 0, 0, 4, 4, base(-1, -1));
        astronaut(&mut s, 0, 2, 2, 0, Place::Hangar(before));
        astronaut(&mut s, 1, 2, 2, 0, Place::Hangar(before));
        let acts = vec![Cell(-2, 0); units];
        let n = ok(
            &s,
            0,
            &Action::Work {
                astronaut: 0,
                activations: acts,
            },
        );
        assert_eq!(
            n.players[0].astronauts[2].at,
            Place::Hangar(after),
            "{arm} {before} {units}"
        );
        assert_eq!(
            n.players[1].astronauts[2].at,
            Place::Hangar(before),
            "others do not move"
        );
        assert_eq!(
            module_at(&n, 0, -2, 0).unwrap().1,
            0,
            "a time module stores nothing"
        );
    }
}

// ---- 4. Payment ----

#[test]
fn payment_checks() {
    let mut s = table();
    put(&mut s, 0, "1-05", -2, 0, 2); // insect or ice
    put(&mut s, 0, "1-07", 2, 0, 1); // oxygen
    all_stock(&mut s, 0, 3);
    let p = &s.players[0];
    let cost = |c: &str| turnpost::engine::humanity::catalogue::Cost::parse(c).unwrap();
    let cases: Vec<(&str, Vec<Spend>, Result<(), &str>)> = vec![
        ("II", pay(&[(-1, 0, 2, Res::I, false)]), Ok(())),
        ("II", pay(&[(-1, 0, 1, Res::I, false)]), Err("That module costs 2 Ice but your payment covers 1 Ice.")),
        ("I", pay(&[(-1, 0, 2, Res::I, false)]), Err("That module costs 1 Ice but your payment covers 2 Ice.")),
        ("IM", pay(&[(0, 0, 1, Res::I, false), (0, 0, 1, Res::M, false)]), Ok(())),
        ("EN", pay(&[(0, 0, 1, Res::E, false), (-2, 0, 1, Res::N, false)]), Ok(())),
        ("NI", pay(&[(-2, 0, 1, Res::N, false), (-2, 0, 1, Res::I, false)]), Ok(())),
        ("O", pay(&[(-1, 0, 3, Res::O, true)]), Ok(())),
        ("O", pay(&[(-1, 0, 2, Res::O, true), (0, 0, 1, Res::O, true)]), Ok(())),
        ("O", pay(&[(0, 0, 3, Res::O, true)]), Ok(())),
        ("O", pay(&[(-2, 0, 1, Res::O, true), (0, 0, 2, Res::O, true)]), Ok(())),
        ("O", pay(&[(2, 0, 1, Res::O, false)]), Ok(())),
        ("O", pay(&[(-1, 0, 2, Res::O, true)]), Err("Units converted to Oxygen come in threes, but your payment converts 2.")),
        ("O", pay(&[(1, 0, 3, Res::O, true)]), Err("The Methane extractor at N13 cannot help convert to Oxygen: only Ice or Electricity units can.")),
        ("I", pay(&[(2, 0, 1, Res::I, false)]), Err("The Oxygen plant at O13 stores Oxygen, which cannot pay Ice.")),
        ("O", pay(&[(0, 0, 1, Res::O, false)]), Err("The Power plant at M13 stores Electricity, which cannot pay Oxygen.")),
        ("I", pay(&[(-1, 0, 4, Res::I, false)]), Err("The Ice drill at L13 stores 3 units but your payment takes 4.")),
        ("I", pay(&[(5, 5, 1, Res::I, false)]), Err("There is no module at R18 in your base to pay from.")),
        ("I", pay(&[(-1, 0, 3, Res::I, true)]), Err("Only an advanced resource can be paid with three units; Ice is not one.")),
        ("E", pay(&[(-1, 0, 1, Res::E, false)]), Err("The Ice drill at L13 stores Ice, which cannot pay Electricity.")),
    ];
    for (c, payment, want) in cases {
        let got = check_payment(p, &cost(c), "module", &payment)
            .map(|_| ())
            .map_err(|e| en(&e.to_string()));
        assert_eq!(
            got,
            want.map_err(String::from),
            "cost {c} payment {payment:?}"
        );
    }
}

#[test]
fn proposal_spends_least_electricity() {
    let mut s = table();
    let cost = |c: &str| turnpost::engine::humanity::catalogue::Cost::parse(c).unwrap();
    // Ice from the ice drill, not from electricity.
    let p = propose_payment(&s.players[0], &cost("I")).unwrap();
    assert_eq!(p, pay(&[(-1, 0, 1, Res::I, false)]));
    // Oxygen by conversion: the two ice and the variable producer before electricity.
    put(&mut s, 0, "1-06", -2, 0, 1); // methane or ice
    stock(&mut s, 0, -1, 0, 2);
    let p = propose_payment(&s.players[0], &cost("O")).unwrap();
    assert_eq!(
        p,
        pay(&[(-1, 0, 2, Res::O, true), (-2, 0, 1, Res::O, true)])
    );
    // Costing M and I with a methane-or-ice producer: the greedy orders fall back on E only
    // when needed.
    stock(&mut s, 0, -1, 0, 0);
    stock(&mut s, 0, 1, 0, 0);
    let p = propose_payment(&s.players[0], &cost("MI")).unwrap();
    let e_used: u8 = p.iter().filter(|l| l.from == Cell(0, 0)).map(|l| l.n).sum();
    assert_eq!(e_used, 1);
    assert!(check_payment(&s.players[0], &cost("MI"), "x", &p).is_ok());
    assert!(propose_payment(&s.players[0], &cost("MMM")).is_none());
    assert!(!can_afford(&s.players[0], &cost("MMM")));
}

#[test]
fn payment_drains_exactly_the_units_named() {
    let mut s = table();
    hangar(&mut s, 3, Some("1-12"));
    let n = ok(
        &s,
        0,
        &deploy(
            0,
            3,
            pay(&[(0, 0, 1, Res::E, false), (0, 1, 1, Res::N, false)]),
            vec![],
        ),
    );
    assert_eq!(module_at(&n, 0, 0, 0).unwrap().1, 0);
    assert_eq!(module_at(&n, 0, 0, 1).unwrap().1, 0);
    assert_eq!(module_at(&n, 0, -1, 0).unwrap().1, 1);
}

// ---- 5. Deploy ----

#[test]
fn deploy_purple_rulebook_example() {
    // E + N for an engineering lab: 2 RP plus 3 per adjacent orange; one orange next to it.
    let mut s = table();
    hangar(&mut s, 3, Some("1-12"));
    let n = ok(
        &s,
        0,
        &deploy(
            0,
            3,
            pay(&[(0, 0, 1, Res::E, false), (0, 1, 1, Res::N, false)]),
            vec![],
        ),
    );
    assert_eq!(n.players[0].rp, 5);
    assert_eq!(module_at(&n, 0, -1, -1), Some(("1-12".into(), 0)));
    assert_eq!(n.players[0].astronauts[0].at, Place::Hangar(3));
    assert_eq!(n.hangars[3], None);
    assert_eq!(n.players[0].vp, 0);
}

#[test]
fn deploy_adjacency_both_directions() {
    // (purple placed before, new module, expected RP)
    let cases = [
        // A robotics lab (3 per blue) already next to the cell; a blue producer arrives: +3.
        (Some("1-11"), "1-07", 3),
        // An engineering lab (3 per orange) next to a new orange: +3.
        (Some("1-12"), "1-04", 3),
        // Systems lab (3 per any colour) arrives next to S1 (orange) and a robotics lab:
        // 2 printed + 3 x 2 neighbours, and the robotics lab does not reward purple.
        (Some("1-11"), "2-10", 2 + 6),
        // Two "any" labs reward each other: 1 printed + 4 x 2 + 3 from the placed one.
        (Some("2-10"), "3-11", 1 + 8 + 3),
    ];
    for (before, new, rp) in cases {
        let mut s = table();
        all_stock(&mut s, 0, 3);
        put(&mut s, 0, "1-10", 2, 0, 0);
        put(&mut s, 0, "1-05", 2, 1, 3);
        put(&mut s, 0, "1-07", 3, 0, 1);
        put(&mut s, 0, "1-06", 1, 1, 3);
        put(&mut s, 0, "2-08", 4, 0, 3);
        s.players[0].obstacles.clear();
        // The new module goes at (-2,-1)? no: at (-1,-1), next to S1 (-1,0) and (-2,-1).
        if let Some(b) = before {
            put(&mut s, 0, b, -2, -1, 0);
        }
        put(&mut s, 0, "1-06", -3, 0, 3);
        hangar(&mut s, 3, Some(new));
        let cost = catalogue().module(module(new)).cost;
        let payment = propose_payment(&s.players[0], &cost).expect("affordable");
        let n = ok(&s, 0, &deploy(0, 3, payment, vec![]));
        assert_eq!(i32::from(n.players[0].rp), rp, "{before:?} then {new}");
    }
}

#[test]
fn new_modules_start_with_stock_by_kind() {
    // (module, starting stock)
    for (id, want) in [
        ("1-04", 1),
        ("1-07", 2 - 1),
        ("1-03", 0),
        ("2-04", 1),
        ("1-13", 0),
    ] {
        let mut s = table();
        all_stock(&mut s, 0, 3);
        put(&mut s, 0, "2-06", 3, 0, 3);
        put(&mut s, 0, "1-07", 4, 0, 3);
        hangar(&mut s, 3, Some(id));
        let payment =
            propose_payment(&s.players[0], &catalogue().module(module(id)).cost).expect("pay");
        let n = ok(&s, 0, &deploy(0, 3, payment, vec![]));
        assert_eq!(module_at(&n, 0, -1, -1).unwrap().1, want, "{id}");
    }
}

#[test]
fn communication_module_needs_a_colour_and_keeps_its_rp() {
    let mut s = table();
    s.year = 3;
    all_stock(&mut s, 0, 3);
    put(&mut s, 0, "1-07", 2, 0, 3);
    hangar(&mut s, 3, Some("2-01")); // a year-2 tile (OIM, 4 RP) still on the station in year 3
    let payment = propose_payment(&s.players[0], &catalogue().module(module("2-01")).cost).unwrap();
    let mut a = deploy(0, 3, payment, vec![]);
    assert_eq!(
        err(&s, 0, &a),
        "Choose orange or blue for the communication module."
    );
    if let Action::Deploy { colour, .. } = &mut a {
        *colour = Some(h::Colour::Green);
    }
    assert_eq!(
        err(&s, 0, &a),
        "A communication module becomes orange or blue, not green."
    );
    if let Action::Deploy { colour, .. } = &mut a {
        *colour = Some(h::Colour::Blue);
    }
    let n = ok(&s, 0, &a);
    assert_eq!(module_at(&n, 0, -1, -1), Some(("CB4".into(), 0)));
    assert_eq!(n.players[0].rp, 4);
    assert!(n.discarded_modules.contains(&module("2-01")));
    // No colour for other modules.
    hangar(&mut s, 4, Some("1-04"));
    let a = act(
        r#"{"kind":"deploy","astronaut":0,"hangar":4,"colour":"blue","payment":[{"from":"L13","n":2,"pays":"I"}]}"#,
    );
    assert_eq!(
        err(&s, 0, &a),
        "Only a communication module takes a colour; the Insect or methane plant does not."
    );
}

#[test]
fn drone_strip_scores_and_cannot_be_activated() {
    let mut s = table();
    put(&mut s, 0, "1-07", 2, 0, 1);
    hangar(&mut s, 3, Some("3-05")); // blue drone, NO
    let n = ok(
        &s,
        0,
        &deploy(
            0,
            3,
            pay(&[(0, 1, 1, Res::N, false), (2, 0, 1, Res::O, false)]),
            vec![],
        ),
    );
    assert_eq!(n.players[0].vp, 1);
    let mut n = n;
    n.phase = Phase::Turn { seat: 0 };
    assert_eq!(
        err(
            &n,
            0,
            &act(r#"{"kind":"work","astronaut":1,"activations":["L12"]}"#)
        ),
        "The Blue drone strip at L12 cannot be activated."
    );
}

#[test]
fn empty_or_missing_hangar() {
    let mut s = table();
    hangar(&mut s, 3, None);
    assert_eq!(
        err(&s, 0, &deploy(0, 3, vec![], vec![])),
        "Hangar 4 holds no module."
    );
    assert_eq!(
        err(&s, 0, &deploy(0, 9, vec![], vec![])),
        "There is no hangar 10: hangars are numbered 1 to 8 (0 to 7 in the JSON API)."
    );
}

// ---- 6. Greenhouses ----

#[test]
fn greenhouse_groups() {
    // (greenhouses already in the base, new greenhouse, result: Ok(VP) or Err(message))
    let at = |x, y, id: &'static str| (x, y, id);
    let cases: Vec<(Tiles, &str, Result<i32, &str>)> = vec![
        (vec![], "1-13", Ok(1)),
        (vec![at(-2, -1, "1-14")], "1-13", Ok(2)),
        (vec![at(-2, -1, "1-14"), at(-3, -1, "1-15")], "1-13", Ok(3)),
        (
            vec![at(-2, -1, "1-13")],
            "2-14",
            Err("A greenhouse at L12 would put two octagonal greenhouses in one group."),
        ),
        (
            vec![at(-2, -1, "1-14"), at(-3, -1, "1-15"), at(-4, -1, "2-14")],
            "1-13",
            Err("A greenhouse at L12 would make a group of more than 3 greenhouses."),
        ),
        // Merging two groups is judged on the merged group.
        (vec![at(-2, -1, "1-14"), at(-1, -2, "1-15")], "1-13", Ok(3)),
        (
            vec![at(-2, -1, "1-14"), at(-1, -2, "2-15")],
            "1-13",
            Err("A greenhouse at L12 would put two rectangular greenhouses in one group."),
        ),
        // The wild is a fourth shape; a year-3 greenhouse adds its printed VP.
        (
            vec![at(-2, -1, "1-14"), at(-3, -1, "1-15")],
            "3-15",
            Ok(3 + 1),
        ),
        (vec![at(-2, -1, "3-15")], "3-12", Ok(2 + 1)),
        // Diagonal greenhouses are not connected.
        (vec![at(-2, -2, "1-13")], "2-14", Ok(1)),
    ];
    for (before, new, want) in cases {
        let mut s = table();
        s.players[0].obstacles.clear();
        for &(x, y, id) in &before {
            put(&mut s, 0, id, x, y, 0);
        }
        put(&mut s, 0, "1-07", 3, 0, 3);
        put(&mut s, 0, "1-08", 4, 0, 3);
        put(&mut s, 0, "1-09", 5, 0, 3);
        all_stock(&mut s, 0, 3);
        hangar(&mut s, 3, Some(new));
        let payment =
            propose_payment(&s.players[0], &catalogue().module(module(new)).cost).unwrap();
        let got = apply(&s, 0, &deploy(0, 3, payment, vec![]))
            .map(|n| n.players[0].vp)
            .map_err(|e| en(&e.to_string()));
        assert_eq!(got, want.map_err(String::from), "{before:?} + {new}");
    }
}

// ---- 7. Squares and upgrades ----

#[test]
fn squares_and_upgrades() {
    // The new module goes at (-1,-1); S1 (-1,0) and S4 (0,0) are below it; (0,-1) is an
    // obstacle unless replaced. (modules added, new module, squares, upgrades owed)
    let cases: Vec<(Tiles, &str, usize, usize)> = vec![
        // Obstacle at (0,-1): no square.
        (vec![], "1-04", 0, 0),
        // Orange, orange, blue, orange: 2 colours, one upgrade.
        (vec![(0, -1, "1-05")], "1-04", 1, 1),
        // Three colours: a square but no upgrade.
        (vec![(0, -1, "1-10")], "1-04", 1, 0),
        // Two squares at once (rulebook example): left block too.
        (
            vec![(0, -1, "1-05"), (-2, -1, "1-06"), (-2, 0, "1-06")],
            "1-04",
            2,
            2,
        ),
    ];
    for (extra, new, squares, owed) in cases {
        let mut s = table();
        s.players[0]
            .obstacles
            .retain(|o| o.cell != Cell(0, -1) || extra.is_empty());
        for &(x, y, id) in &extra {
            put(&mut s, 0, id, x, y, 0);
        }
        stock(&mut s, 0, -1, 0, 2);
        hangar(&mut s, 3, Some(new));
        let pv = h::preview(&s, 0, &deploy(0, 3, vec![], vec![])).unwrap();
        assert_eq!(
            (pv.squares as usize, pv.upgrades_owed),
            (squares, owed),
            "{extra:?}"
        );
        assert!(pv.payment_proposed);
        let upgrades: Vec<u8> = vec![1; owed];
        let n = ok(&s, 0, &deploy(0, 3, pv.payment.clone(), upgrades));
        assert_eq!(n.players[0].squares.len(), squares);
        assert_eq!(n.players[0].vp, squares as i32);
        assert_eq!(n.players[0].astronauts[1].wp, 2 + owed as u8);
        // Upgrading an active astronaut also raises its remaining WP (7.4).
        assert_eq!(n.players[0].astronauts[1].remaining, 2 + owed as u8);
        if owed > 0 {
            let e = err(&s, 0, &deploy(0, 3, pv.payment.clone(), vec![]));
            assert_eq!(
                e,
                format!(
                    "This deployment earns {owed} astronaut upgrade{} but your turn assigns 0.",
                    if owed == 1 { "" } else { "s" }
                )
            );
        }
    }
}

#[test]
fn upgrades_are_capped_at_four_and_go_anywhere() {
    let mut s = table();
    s.players[0].obstacles.clear();
    put(&mut s, 0, "1-05", 0, -1, 0);
    stock(&mut s, 0, -1, 0, 2);
    hangar(&mut s, 3, Some("1-04"));
    let payment = pay(&[(-1, 0, 2, Res::I, false)]);
    // The deploying astronaut itself (now on the station) may take it; it stays inactive.
    let n = ok(&s, 0, &deploy(0, 3, payment.clone(), vec![0]));
    assert_eq!(
        (
            n.players[0].astronauts[0].wp,
            n.players[0].astronauts[0].remaining
        ),
        (3, 0)
    );
    // Nobody eligible: the upgrade is lost and none may be named.
    for a in 0..3 {
        s.players[0].astronauts[a].wp = 4;
    }
    s.players[0].astronauts[0].remaining = 4;
    assert_eq!(
        err(&s, 0, &deploy(0, 3, payment.clone(), vec![1])),
        "This deployment earns 0 astronaut upgrades but your turn assigns 1."
    );
    ok(&s, 0, &deploy(0, 3, payment, vec![]));
}

// ---- 8. Experiments ----

#[test]
fn experiment_lines_score_in_any_order() {
    // Sides taken in order, and the VP each scores.
    let cases = [
        (vec!["E1-3", "E1-1", "E1-4"], vec![0, 1, 2]), // L, C, R
        (vec!["E1-3", "E1-5", "E1-1"], vec![0, 0, 1]), // L, L, C
        (vec!["E1-3", "E1-5", "E1-1", "E1-4"], vec![0, 0, 1, 2]),
        (
            vec!["E1-3", "E1-5", "E1-1", "E1-7", "E1-4"],
            vec![0, 0, 1, 1, 2],
        ),
    ];
    for (ids, vps) in cases {
        let mut s = table();
        for (k, (id, vp)) in ids.iter().zip(&vps).enumerate() {
            s.phase = Phase::Turn { seat: 0 };
            slot(&mut s, 2, Some(id));
            all_stock(&mut s, 0, 3);
            astronaut(&mut s, 0, 0, 2, 2, base(-1, -1));
            let before = s.players[0].vp;
            let payment = propose_payment(
                &s.players[0],
                &catalogue().experiments[usize::from(experiment(id))].cost,
            )
            .unwrap();
            s = ok(
                &s,
                0,
                &Action::Experiment {
                    astronaut: 0,
                    slot: 2,
                    payment,
                },
            );
            assert_eq!(s.players[0].vp - before, *vp, "{ids:?} step {k}");
            s.missions.clear();
        }
    }
}

#[test]
fn experiment_resolution() {
    let mut s = table();
    s.arm = 6;
    slot(&mut s, 3, Some("E1-4")); // R, NM, 4 RP
    let n = ok(
        &s,
        0,
        &act(
            r#"{"kind":"experiment","astronaut":1,"slot":3,"payment":[{"from":"M14","pays":"N"},{"from":"N13","pays":"M"}]}"#,
        ),
    );
    assert_eq!(n.players[0].astronauts[1].at, Place::Hangar(1));
    assert_eq!(n.players[0].rp, 4);
    assert!(n.slots[2].is_none());
    assert_eq!(
        err(
            &n,
            1,
            &act(r#"{"kind":"experiment","astronaut":0,"slot":3,"payment":[]}"#)
        ),
        "Experiment slot 3 is empty."
    );
    assert_eq!(
        err(
            &n,
            1,
            &act(r#"{"kind":"experiment","astronaut":0,"slot":8,"payment":[]}"#)
        ),
        "There is no experiment slot 8: slots are numbered 1 to 7."
    );
    // Year 3: +1 VP. Reactivate wakes base astronauts; time moves the one just sent.
    let mut s = table();
    slot(&mut s, 1, Some("E3-2")); // PM, 4 RP, reactivate
    slot(&mut s, 2, Some("E1-3")); // IM, time
    put(&mut s, 0, "1-09", 2, 0, 1);
    astronaut(&mut s, 0, 1, 3, 0, base(1, -1));
    let n = ok(
        &s,
        0,
        &act(
            r#"{"kind":"experiment","astronaut":0,"slot":1,"payment":[{"from":"O13","pays":"P"},{"from":"N13","pays":"M"}]}"#,
        ),
    );
    assert_eq!(n.players[0].vp, 1);
    assert_eq!(n.players[0].astronauts[1].remaining, 3);
    assert_eq!(n.players[0].astronauts[0].remaining, 0);
    let n = ok(
        &s,
        0,
        &act(
            r#"{"kind":"experiment","astronaut":0,"slot":2,"payment":[{"from":"L13","pays":"I"},{"from":"N13","pays":"M"}]}"#,
        ),
    );
    assert_eq!(
        n.players[0].astronauts[0].at,
        Place::Hangar(0),
        "slot 2 then 2 time units"
    );
}

// ---- 9. Missions ----

#[test]
fn mission_measures_at_start() {
    let s = game(2, 1);
    let p = &s.players[0];
    let g = turnpost::engine::humanity::base::Grid::of(p);
    let m = |id: &str| {
        let def = &catalogue().missions[usize::from(catalogue().mission_by_id(id).unwrap())];
        turnpost::engine::humanity::base::measure(p, &g, def)
    };
    assert_eq!(m("B2"), 3);
    assert_eq!(m("B6"), 2);
    assert_eq!(m("A1"), 1);
    assert_eq!(m("A4"), 3);
    assert_eq!(m("A5"), 1);
    assert_eq!(m("B1"), 2);
    assert_eq!(m("B3"), 2);
    assert_eq!(m("C4"), 0);
}

#[test]
fn missions_gained_stolen_and_kept_on_ties() {
    // B5: a horizontal same-colour line of 3. Seat 0 builds one with a 4th orange.
    let mut s = table();
    missions(&mut s, &[("B5", None), ("A6", None), ("C1", None)]);
    s.players[0].obstacles.clear();
    put(&mut s, 0, "1-05", -1, -1, 0); // orange above S1
    put(&mut s, 0, "1-06", 1, -1, 0);
    astronaut(&mut s, 0, 0, 2, 2, base(0, -1));
    astronaut(&mut s, 0, 1, 2, 2, base(2, -1));
    hangar(&mut s, 3, Some("1-04"));
    // Deploying at (0,-1) completes orange (-1,-1),(0,-1),(1,-1): 3 in a row.
    let pv = h::preview(&s, 0, &deploy(0, 3, vec![], vec![])).unwrap();
    assert_eq!(pv.missions_gained, vec!["B5".to_string()]);
    assert_eq!(pv.upgrades_owed, 2);
    let n = ok(&s, 0, &deploy(0, 3, pv.payment, vec![1; pv.upgrades_owed]));
    assert_eq!(n.missions[0].holder, Some(0));
    assert_eq!(n.players[0].science, 1);
    assert_eq!(n.players[0].vp, 3 + 2, "mission and two squares");

    // Seat 1 holds B5 with 3; seat 0 has 3 too: a tie does not steal; 4 steals.
    let mut s = table();
    missions(&mut s, &[("B5", Some(1)), ("A6", None), ("C1", None)]);
    s.players[1].vp = 3;
    s.players[1].ledger.mission_vp = 3;
    s.players[1].science = 1;
    for p in 0..2 {
        s.players[p].obstacles.clear();
        astronaut(&mut s, p, 0, 2, 2, base(-2, -1));
        astronaut(&mut s, p, 1, 2, 2, base(2, -1));
        put(&mut s, p, "1-05", -1, -1, 0);
        put(&mut s, p, "1-06", 0, -1, 0);
        put(&mut s, p, "1-06", 1, -1, 0);
    }
    let w = act(r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#);
    let n = ok(&s, 0, &w);
    assert_eq!(n.missions[0].holder, Some(1), "a tie never steals");
    put(&mut s, 0, "1-04", -2, -1, 0);
    astronaut(&mut s, 0, 0, 2, 2, base(-2, -2));
    let n = ok(&s, 0, &w);
    assert_eq!(n.missions[0].holder, Some(0));
    assert_eq!(n.players[0].vp, 3);
    assert_eq!(n.players[0].science, 0, "a thief gets no science");
    assert_eq!(n.players[1].vp, 0);
    assert_eq!(n.players[1].science, 1, "the victim keeps its science");
}

#[test]
fn purple_group_connects_diagonally() {
    let mut s = table();
    missions(&mut s, &[("A3", None), ("B1", None), ("C4", None)]);
    put(&mut s, 0, "1-10", -2, -1, 0);
    put(&mut s, 0, "1-11", -3, -2, 0);
    hangar(&mut s, 3, Some("1-12"));
    let pv = h::preview(
        &s,
        0,
        &deploy(
            1,
            3,
            pay(&[(0, 0, 1, Res::E, false), (0, 1, 1, Res::N, false)]),
            vec![],
        ),
    )
    .unwrap();
    assert!(pv.missions_gained.is_empty(), "(1,-1) touches none of them");
    let pv = h::preview(
        &s,
        0,
        &deploy(
            0,
            3,
            pay(&[(0, 0, 1, Res::E, false), (0, 1, 1, Res::N, false)]),
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(pv.missions_gained, vec!["A3".to_string()]);
}

#[test]
fn pictogram_and_side_missions() {
    let mut s = table();
    missions(&mut s, &[("A1", None), ("B1", None), ("C1", None)]);
    // Two experiments with ice already owned: IN and NI => 2 ice; one more IM + OI = 4.
    for id in ["E1-1", "E1-6"] {
        s.players[0]
            .experiments
            .push(turnpost::engine::humanity::state::OwnedExperiment {
                experiment: experiment(id),
                side: catalogue().experiments[usize::from(experiment(id))].side,
                line: 0,
            });
    }
    slot(&mut s, 1, Some("E3-8")); // OI
    put(&mut s, 0, "1-07", 2, 0, 1);
    let pv = h::preview(
        &s,
        0,
        &act(r#"{"kind":"experiment","astronaut":0,"slot":1,"payment":[]}"#),
    )
    .unwrap();
    assert_eq!(pv.missions_gained, vec!["C1".to_string()]);
}

// ---- 10. Research cap ----

#[test]
fn research_is_capped_at_fifty() {
    let mut s = table();
    s.players[0].rp = 49;
    slot(&mut s, 3, Some("E1-4"));
    let n = ok(
        &s,
        0,
        &act(
            r#"{"kind":"experiment","astronaut":1,"slot":3,"payment":[{"from":"M14","pays":"N"},{"from":"N13","pays":"M"}]}"#,
        ),
    );
    assert_eq!(n.players[0].rp, 50);
}

// ---- 11-12. End of round and placement ----

/// Seat 0 plays its last astronaut; everyone else is exhausted.
fn last_turn(s: &mut State) -> Action {
    for p in 0..s.players.len() {
        for a in 0..2 {
            let at = s.players[p].astronauts[a].at;
            s.players[p].astronauts[a].remaining = 0;
            s.players[p].astronauts[a].at = at;
        }
    }
    s.players[0].astronauts[0].remaining = 1;
    s.phase = Phase::Turn { seat: 0 };
    act(r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#)
}

#[test]
fn end_of_round_reset() {
    let mut s = game(2, 3);
    let a = last_turn(&mut s);
    let on_board: Vec<Option<u8>> = s.hangars.to_vec();
    // Empty offsets 4 and 6 as if deployed: remaining after the crosses are offsets 3, 5, 7.
    s.hangars[4] = None;
    s.hangars[6] = None;
    s.module_decks[0].truncate(4);
    // Astronauts: seat 0's third on hangar 5 (stays: the arm moves 7-3=4 to hangar 4), seat
    // 1's third on hangar 4 (the new arm hangar: stays), one on hangar 0 (returns).
    astronaut(&mut s, 1, 2, 2, 0, Place::Hangar(4));
    astronaut(&mut s, 1, 1, 2, 0, Place::Hangar(0));
    let n = ok(&s, 0, &a);
    assert_eq!(n.arm, 4);
    assert_eq!(n.first_player, 1);
    assert_eq!(n.round, 2);
    // Slid to offsets 5, 6, 7 from the old arm, i.e. 1, 2, 3 from the new one.
    assert_eq!(n.hangars[5], on_board[3]);
    assert_eq!(n.hangars[6], on_board[5]);
    assert_eq!(n.hangars[7], on_board[7]);
    assert_eq!(n.modules_on_board(), 7);
    assert_eq!(
        n.module_decks[0].len(),
        0,
        "the deck emptied exactly: no end of year"
    );
    assert_eq!(n.year, 1);
    assert_eq!(n.players[1].astronauts[1].at, Place::Returning);
    assert_eq!(n.players[1].astronauts[2].at, Place::Hangar(4));
    assert_eq!(n.players[0].astronauts[2].at, Place::Hangar(5));
    assert_eq!(n.phase, Phase::Placement);
    assert_eq!(Humanity::to_act(&n), vec![1]);
}

#[test]
fn full_turn_when_the_station_is_empty() {
    let mut s = game(2, 3);
    let a = last_turn(&mut s);
    for h in [3u8, 4, 5, 6, 7] {
        s.hangars[usize::from(h)] = None;
    }
    let n = ok(&s, 0, &a);
    assert_eq!(n.arm, 0, "a full turn ends where it started");
    for p in &n.players {
        assert_eq!(p.astronauts[2].at, Place::Returning);
    }
    assert_eq!(Humanity::to_act(&n), vec![0, 1]);
}

#[test]
fn simultaneous_hidden_placement() {
    let mut s = game(2, 3);
    let a = last_turn(&mut s);
    for h in [3u8, 4, 5, 6, 7] {
        s.hangars[usize::from(h)] = None;
    }
    let n = ok(&s, 0, &a);
    let place = |a: u8, x: i16, y: i16| Action::Place {
        placements: vec![Placement {
            astronaut: a,
            cell: Cell(x, y),
        }],
    };
    assert_eq!(
        err(&n, 0, &place(2, 0, -1)),
        "The cell M12 is already taken."
    );
    assert_eq!(
        err(&n, 0, &place(2, 5, 5)),
        "The cell R18 is not next to one of your modules."
    );
    assert_eq!(
        err(&n, 0, &place(0, 0, 2)),
        "Astronaut 1 is not returning to your base."
    );
    assert_eq!(
        err(&n, 0, &Action::Place { placements: vec![] }),
        "You have 1 returning astronaut to place but your placement names 0."
    );
    assert_eq!(
        err(&n, 0, &act(r#"{"kind":"pass","astronaut":0}"#)),
        "The round is over and returning astronauts must be placed first."
    );
    let n1 = ok(&n, 1, &place(2, 0, 2));
    assert_eq!(
        err(&n1, 1, &place(2, 0, 2)),
        "You have already placed your returning astronauts."
    );
    // Seat 1's choice is hidden from seat 0 and spectators, visible to seat 1.
    let v0 = serde_json::to_value(Humanity::view(&n1, Viewer::Seat(0))).unwrap();
    let v1 = serde_json::to_value(Humanity::view(&n1, Viewer::Seat(1))).unwrap();
    assert_eq!(v0["players"][1]["placement"]["submitted"], true);
    assert!(v0["players"][1]["placement"]["cells"].is_null());
    assert_eq!(
        v1["players"][1]["placement"]["cells"][0],
        serde_json::json!([0, 2])
    );
    assert_eq!(Humanity::to_act(&n1), vec![0]);
    let n2 = ok(&n1, 0, &place(2, 0, 2));
    assert_eq!(n2.players[0].astronauts[2].at, Place::Base(Cell(0, 2)));
    assert_eq!(n2.players[1].astronauts[2].at, Place::Base(Cell(0, 2)));
    // Everyone is reactivated; the new first player starts.
    assert!(n2
        .players
        .iter()
        .all(|p| p.astronauts.iter().all(|a| a.remaining == a.wp)));
    assert_eq!(n2.phase, Phase::Turn { seat: 1 });
    // The log tells each placement once: the first one as placed (hidden), the last one only
    // with the reveal, one line for the table (issue 16, defect 15).
    let (_, ev1) = Humanity::apply(&n, 1, &place(2, 0, 2)).unwrap();
    let texts1: Vec<String> = ev1.iter().map(|e| en(&e.text)).collect();
    assert_eq!(texts1, ["{p2} has placed returning astronauts"]);
    let (_, ev2) = Humanity::apply(&n1, 0, &place(2, 0, 2)).unwrap();
    let texts2: Vec<String> = ev2.iter().map(|e| en(&e.text)).collect();
    assert_eq!(
        texts2
            .iter()
            .filter(|t| t.contains("placed") || t.contains("land"))
            .count(),
        1,
        "{texts2:?}"
    );
    assert!(
        texts2.contains(&"Returning astronauts land: {p1} at M15; {p2} at M15".to_string()),
        "{texts2:?}"
    );
}

// ---- 13-14. End of year and final scoring ----

#[test]
fn science_table_and_behind_bonus() {
    use turnpost::engine::humanity::round::{behind_bonus, science_for_rp};
    let table = [
        (0, 0),
        (7, 0),
        (8, 1),
        (14, 1),
        (15, 2),
        (20, 2),
        (21, 3),
        (25, 3),
        (26, 4),
        (29, 4),
        (30, 5),
        (33, 5),
        (34, 6),
        (37, 6),
        (38, 7),
        (41, 7),
        (42, 8),
        (45, 8),
        (46, 9),
        (49, 9),
        (50, 10),
    ];
    for (rp, sc) in table {
        assert_eq!(science_for_rp(rp), sc, "{rp}");
    }
    // Rulebook example: 4 players, green 1 ahead of pink, pink ahead of yellow, blue last.
    let rps = [1u8, 0, 3, 2];
    assert_eq!(behind_bonus(&rps, 2), 3);
    assert_eq!(behind_bonus(&rps, 3), 2);
    assert_eq!(behind_bonus(&rps, 0), 1);
    assert_eq!(behind_bonus(&rps, 1), 0);
    assert_eq!(behind_bonus(&[5, 5], 0), 0, "ties earn nothing");
    assert_eq!(behind_bonus(&[6, 5], 0), 2, "2 players: the leader gets 2");
}

#[test]
fn end_of_year_and_game() {
    let mut s = game(2, 3);
    let a = last_turn(&mut s);
    s.module_decks[0].clear();
    s.players[0].rp = 21;
    s.players[1].rp = 8;
    let n = ok(&s, 0, &a);
    assert_eq!(n.year, 2);
    assert_eq!(n.players[0].science, 3 + 2);
    assert_eq!(n.players[1].science, 1);
    assert!(n.players.iter().all(|p| p.rp == 0));
    assert_eq!(n.slots.iter().flatten().count(), 7);
    assert!(n
        .slots
        .iter()
        .flatten()
        .all(|&e| catalogue().experiments[usize::from(e)].year == 2));
    assert_eq!(n.modules_on_board(), 7);
    // Year 3 ends the game: resources score 1 VP per 5, ranking with tie-breaks.
    let mut s = game(2, 3);
    let a = last_turn(&mut s);
    s.year = 3;
    s.module_decks[2].clear();
    all_stock(&mut s, 0, 3); // 12 units - 1 activation shortfall: S1 is at 3 already
    stock(&mut s, 0, -1, 0, 2);
    let n = ok(&s, 0, &a);
    assert_eq!(n.phase, Phase::Over);
    assert_eq!(n.players[0].vp, 2, "12 stored units");
    let o = Humanity::outcome(&n).unwrap();
    assert_eq!((o[0].seat, o[0].rank, o[0].score), (0, 1, 2));
    assert_eq!(o[1].rank, 2);
    // Equal scores: more stored electricity wins; equal everything shares the rank.
    let mut t = n.clone();
    t.players[1] = t.players[0].clone();
    let o = Humanity::outcome(&t).unwrap();
    assert_eq!((o[0].rank, o[1].rank), (1, 1));
    stock(&mut t, 1, 0, 0, 0);
    t.players[1].modules.iter_mut().for_each(|m| {
        if m.cell == Cell(-1, 0) {
            m.stock = 3
        }
    });
    let o = Humanity::outcome(&t).unwrap();
    assert_eq!((o[0].seat, o[1].seat, o[1].rank), (0, 1, 2));
    assert_eq!(err(&n, 0, &a), "The game is over.");
}

// ---- Views, describe, registry ----

#[test]
fn views_hide_science_and_decks() {
    let mut s = game(3, 5);
    s.players[1].science = 4;
    let v = serde_json::to_value(Humanity::view(&s, Viewer::Seat(0))).unwrap();
    assert_eq!(v["players"][1]["science"], "hidden");
    assert_eq!(v["players"][0]["science"], 0);
    let v1 = serde_json::to_value(Humanity::view(&s, Viewer::Seat(1))).unwrap();
    assert_eq!(v1["players"][1]["science"], 4);
    let sp = serde_json::to_value(Humanity::view(&s, Viewer::Spectator)).unwrap();
    assert!(sp["players"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["science"] == "hidden"));
    let om = serde_json::to_value(Humanity::view(&s, Viewer::Omniscient)).unwrap();
    assert_eq!(om["players"][1]["science"], 4);
    assert_eq!(v["decks"]["modules"], serde_json::json!([8, 15, 15]));
    let text = v.to_string();
    assert!(!text.contains("module_decks"));
    assert_eq!(v["players"][0]["tiles"][1]["name"], "M13");
    assert_eq!(v["players"][0]["tiles"][1]["module"]["name"], "Power plant");
}

#[test]
fn events_describe_turns() {
    let mut s = table();
    hangar(&mut s, 3, Some("1-12"));
    let (_, ev) = Humanity::apply(
        &s,
        0,
        &deploy(
            0,
            3,
            pay(&[(0, 0, 1, Res::E, false), (0, 1, 1, Res::N, false)]),
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(
        en(&ev[0].text),
        "{p1} deployed the Engineering lab at L12 (paid electricity from M13, insect from M14; \
         astronaut 1 flies to hangar 4): +5 RP"
    );
}

#[test]
fn registry_json_interface() {
    use turnpost::engine::registry::{game as find, DynError};
    let g = find("humanity").unwrap();
    assert!(find("chess").is_none());
    let s = g
        .new_game(&Setup {
            players: 2,
            seed: 4,
            options: serde_json::json!({}),
        })
        .unwrap();
    assert_eq!(g.to_act(&s).unwrap(), vec![0]);
    let (n, ev) = g
        .apply(
            &s,
            0,
            r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#,
        )
        .unwrap();
    assert_eq!(ev.len(), 1);
    assert!(
        matches!(g.apply(&n, 0, r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#), Err(DynError::Rule(m)) if en(&m).starts_with("It is not your turn"))
    );
    assert!(matches!(
        g.apply(&n, 1, r#"{"kind":"dance"}"#),
        Err(DynError::MalformedAction(_))
    ));
    assert!(matches!(
        g.apply(&n, 1, r#"{"kind":"pass","astronaut":0,"extra":1}"#),
        Err(DynError::MalformedAction(_))
    ));
    assert!(matches!(
        g.apply("{}", 1, r#"{"kind":"pass","astronaut":0}"#),
        Err(DynError::MalformedState(_))
    ));
    assert!(!g.legal(&n, 1).unwrap().is_empty());
    assert!(g.default_action(&n, 1).unwrap().is_some());
    assert!(g.view(&n, Viewer::Spectator).unwrap().is_object());
    assert_eq!(g.outcome(&n).unwrap(), None);
    // A hostile state: out-of-range indices are refused, not a panic.
    let mut v: serde_json::Value = serde_json::from_str(&n).unwrap();
    v["hangars"][1] = serde_json::json!(250);
    assert!(matches!(
        g.apply(&v.to_string(), 1, r#"{"kind":"pass","astronaut":0}"#),
        Err(DynError::MalformedState(_))
    ));
    let mut v: serde_json::Value = serde_json::from_str(&n).unwrap();
    v["players"][0]["astronauts"][0]["at"] = serde_json::json!({"hangar": 200});
    assert!(g.view(&v.to_string(), Viewer::Seat(0)).is_err());
}

#[test]
fn legal_actions_are_all_accepted() {
    let s = game(4, 11);
    let legal = Humanity::legal_actions(&s, 0);
    assert!(legal.iter().any(|a| matches!(a, Action::Work { .. })));
    for a in &legal {
        ok(&s, 0, a);
    }
    assert!(Humanity::legal_actions(&s, 1).is_empty());
}

#[test]
fn readings_cover_every_code() {
    let codes: Vec<&str> = h::READINGS.to_vec();
    for k in 1..=13 {
        assert!(codes.contains(&format!("D{k}").as_str()));
    }
    for k in 1..=6 {
        assert!(codes.contains(&format!("Q{k}").as_str()));
    }
}

#[test]
fn every_reading_has_a_title_and_a_text_in_every_language() {
    use turnpost::i18n::{missing, text, Lang};
    for lang in Lang::OFFERED {
        let untranslated = missing(lang);
        for code in h::READINGS {
            for part in ["title", "text"] {
                let id = format!("humanity-reading-{code}-{part}");
                let words = text(lang, &id);
                assert!(
                    !words.trim().is_empty() && words != id,
                    "{lang:?}: {id} is missing"
                );
                assert!(
                    !untranslated.contains(&id),
                    "{lang:?}: {id} is not translated"
                );
            }
        }
    }
}

#[test]
fn work_event_and_default_heuristic() {
    let mut s = table();
    astronaut(&mut s, 0, 0, 4, 4, base(-1, -1));
    let (_, ev) = Humanity::apply(
        &s,
        0,
        &act(r#"{"kind":"work","astronaut":0,"activations":["M12","M12","M12","L13"]}"#),
    )
    .unwrap();
    assert_eq!(en(&ev[0].text), "{p1} worked with astronaut 1: obstacle at M12 x3, Ice drill at L13 (+1 ice); 1 obstacle destroyed (+3 RP)");
    // Only ice is wanted on display: the default works the ice drill, then what is left.
    for h in 0..8 {
        hangar(&mut s, h, None);
    }
    for k in 1..=7 {
        slot(&mut s, k, None);
    }
    hangar(&mut s, 1, Some("1-07")); // III
    let d = h::default_action(&s, 0).unwrap();
    assert_eq!(
        d,
        Action::Work {
            astronaut: 0,
            activations: vec![Cell(-1, 0), Cell(-1, 0), Cell(0, 0)]
        }
    );
    ok(&s, 0, &d);
}

#[test]
fn experiment_rulebook_example_and_server_checks() {
    // Protein paid with three insects; 3 RP, +1 VP from the line (one left experiment owned),
    // then the base astronauts are reactivated.
    let mut s = table();
    s.year = 2;
    slot(&mut s, 5, Some("E2-9")); // C, P, 3 RP, reactivate
    stock(&mut s, 0, 0, 1, 3);
    s.players[0]
        .experiments
        .push(turnpost::engine::humanity::state::OwnedExperiment {
            experiment: experiment("E1-3"),
            side: turnpost::engine::humanity::catalogue::Side::L,
            line: 0,
        });
    astronaut(&mut s, 0, 1, 2, 0, base(1, -1));
    let a = act(
        r#"{"kind":"experiment","astronaut":0,"slot":5,"payment":[{"from":"M14","n":3,"pays":"P","convert":true}]}"#,
    );
    let n = ok(&s, 0, &a);
    assert_eq!((n.players[0].rp, n.players[0].vp), (3, 1));
    assert_eq!(n.players[0].astronauts[1].remaining, 2);
    assert_eq!(module_at(&n, 0, 0, 1).unwrap().1, 0);
    // Gap Q5: an unaffordable or absent experiment is refused by the engine itself.
    stock(&mut s, 0, 0, 1, 2);
    assert_eq!(
        err(&s, 0, &a),
        "The Insect farm at M14 stores 2 units but your payment takes 3."
    );
    let a = act(r#"{"kind":"experiment","astronaut":0,"slot":5,"payment":[]}"#);
    assert_eq!(
        err(&s, 0, &a),
        "That experiment costs 1 Protein but your payment covers 0 Protein."
    );
    // Two insects and one electricity still make a protein (reading D1); without the
    // electricity it is out of reach.
    assert!(h::affordable_experiments(&s, 0).contains(&5));
    stock(&mut s, 0, 0, 0, 0);
    assert!(!h::affordable_experiments(&s, 0).contains(&5));
}

#[test]
fn affordable_lists_match_proposals() {
    for seed in 0..20 {
        let s = game(4, seed);
        for seat in 0..4 {
            let p = &s.players[seat];
            for hg in h::affordable_modules(&s, seat) {
                let m = s.hangars[usize::from(hg)].unwrap();
                assert!(propose_payment(p, &catalogue().module(m).cost).is_some());
            }
            for k in h::affordable_experiments(&s, seat) {
                let e = s.slots[usize::from(k - 1)].unwrap();
                assert!(
                    propose_payment(p, &catalogue().experiments[usize::from(e)].cost).is_some()
                );
            }
        }
    }
}

#[test]
fn chosen_colours_colour_the_views_and_the_log_names_seats_by_token() {
    use turnpost::engine::humanity::{Action, Humanity};
    use turnpost::engine::{Game, Setup, Viewer};
    let setup = Setup {
        players: 2,
        seed: 3,
        options: serde_json::json!({ "colours": ["pink", "blue"] }),
    };
    let state = Humanity::new_game(&setup).expect("new game");
    assert_eq!(
        Humanity::view(&state, Viewer::Spectator).players[0].colour,
        "Pink"
    );
    let work = Humanity::legal_actions(&state, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Work { .. }))
        .expect("work");
    let (_, events) = Humanity::apply(&state, 0, &work).expect("legal");
    // The log names the seat for the platform to put the player's name in, never a colour.
    let first = en(&events[0].text);
    assert!(first.starts_with("{p1} "), "{first}");
    for bad in [
        serde_json::json!({"colours": ["pink"]}),
        serde_json::json!({"colours": ["pink", "pink"]}),
        serde_json::json!({"colours": ["red", "blue"]}),
    ] {
        let setup = Setup {
            players: 2,
            seed: 3,
            options: bad,
        };
        assert!(Humanity::new_game(&setup).is_err());
    }
}

#[test]
fn two_things_on_one_cell_are_refused_near_and_far_from_the_start() {
    use turnpost::engine::humanity::invariants::cells_distinct;
    let mut state = game(2, 1);
    assert!(cells_distinct(&state.players[0]));
    // Near the start (the bitmap) and far away (the sorted fallback).
    for (x, y) in [(2, 2), (40, -35)] {
        let mut s = state.clone();
        put(&mut s, 0, "1-03", x, y, 0);
        assert!(cells_distinct(&s.players[0]), "one module at ({x},{y})");
        astronaut(&mut s, 0, 0, 2, 2, base(x, y));
        assert!(
            !cells_distinct(&s.players[0]),
            "astronaut on the module at ({x},{y})"
        );
        assert!(s.validate().is_err());
    }
    obstacle(&mut state, 0, 0, 0, 3);
    assert!(!cells_distinct(&state.players[0]), "obstacle on S4");
}
