//! The forms over random games at every player count: every turn form left as drawn submits a
//! legal turn, every choice a form offers is either applied or refused with a sentence, tampered
//! forms are refused, and the board links the destinations open now.

use super::turn::{self, Mode, TurnPanel};
use crate::engine::beta_colony::{legal_actions, view, Action, BetaColony, State};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};

fn names(n: usize) -> Vec<String> {
    ["Ana", "Bartholomew Longname", "Chen", "Dara"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

/// The fields a browser submits for a panel's form left as drawn (the first radio checked,
/// every select on its chosen value).
fn default_submission(p: &TurnPanel) -> Vec<(String, String)> {
    let mut f = vec![("version".to_string(), p.version.to_string())];
    match p.mode {
        Mode::Pick | Mode::Choose => {
            f.push(("action".into(), p.options[0].value.clone()));
        }
        Mode::Move | Mode::Free => {
            f.push(("kind".into(), p.kind.clone()));
            f.push(("to".into(), p.to.clone()));
        }
        _ => {}
    }
    for field in p.fields.iter().chain(&p.answers) {
        f.push((field.name.clone(), field.chosen.clone()));
    }
    f
}

/// The same form with every select and radio on a random offered option.
fn random_submission(p: &TurnPanel, rng: &mut Rng) -> Vec<(String, String)> {
    let mut f = default_submission(p);
    for (name, value) in f.iter_mut() {
        if name == "action" {
            *value = p.options[rng.below(p.options.len() as u64) as usize]
                .value
                .clone();
        }
        if let Some(field) = p.fields.iter().chain(&p.answers).find(|x| &x.name == name) {
            *value = field.options[rng.below(field.options.len() as u64) as usize]
                .value
                .clone();
        }
    }
    f
}

fn play(players: usize, seed: u64, mut at_each: impl FnMut(&State, &mut Rng)) {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = BetaColony::new_game(&setup).expect("setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..400 {
        at_each(&s, &mut rng);
        let Some(seat) = s.current() else { break };
        let a = BetaColony::random_action(&s, seat, &mut rng).expect("a legal action");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    at_each(&s, &mut rng);
}

/// Every panel of the decision now: the first step and each destination's form.
fn panels(s: &State, seat: usize, labels: &[String]) -> Vec<TurnPanel> {
    let v = view(s, Viewer::Seat(seat));
    let first = turn::panel(s, &v, Some(seat), 3, None, None, false, labels);
    let mut out = vec![first.clone()];
    for d in &first.destinations {
        out.push(turn::panel(
            s,
            &v,
            Some(seat),
            3,
            Some(&d.value),
            None,
            false,
            labels,
        ));
    }
    out
}

#[test]
fn every_turn_form_left_as_drawn_submits_a_legal_turn() {
    for players in 2..=4 {
        let labels = names(players);
        let mut forms = 0;
        let mut kinds = std::collections::BTreeSet::new();
        play(players, 40 + players as u64, |s, _| {
            let Some(seat) = s.current() else { return };
            let legal = legal_actions(s, seat);
            let v = view(s, Viewer::Seat(seat));
            for p in panels(s, seat, &labels) {
                if p.is("choose") && p.options.is_empty() {
                    continue;
                }
                let parsed = turn::parse(&default_submission(&p)).expect("the form reads");
                let sent = turn::completed(s, seat, &parsed);
                assert!(
                    legal.contains(&sent),
                    "{sent:?} is not legal: {:?} {:?} {:?}",
                    p.to,
                    p.fields,
                    BetaColony::apply(s, seat, &sent).err()
                );
                kinds.insert(format!("{:?}", p.mode));
                // Its preview works and gives the answers a field each.
                let shown = turn::panel(s, &v, Some(seat), 3, None, Some(&parsed), true, &labels);
                assert!(
                    shown.preview.is_some() && shown.error.is_none(),
                    "{parsed:?}"
                );
                if !matches!(shown.mode, Mode::Pick | Mode::Choose) {
                    assert_eq!(shown.answers.len(), sent.choices().len(), "{sent:?}");
                }
                forms += 1;
            }
            // Another seat sees no form.
            let other = (seat + 1) % players;
            let w = view(s, Viewer::Seat(other));
            let p = turn::panel(s, &w, Some(other), 3, None, None, false, &labels);
            assert!(p.is("waiting"));
        });
        assert!(forms > 100, "{players} players: only {forms} forms");
        for k in ["Pick", "Choose", "Move"] {
            assert!(
                kinds.contains(k),
                "{players} players: no {k} form in {kinds:?}"
            );
        }
    }
}

#[test]
fn every_offered_choice_is_applied_or_refused_with_a_sentence() {
    let mut applied = 0;
    let mut refused = 0;
    for players in 2..=4 {
        let labels = names(players);
        play(players, 70 + players as u64, |s, rng| {
            let Some(seat) = s.current() else { return };
            for p in panels(s, seat, &labels) {
                if p.is("choose") && p.options.is_empty() {
                    continue;
                }
                for _ in 0..3 {
                    let form = random_submission(&p, rng);
                    let parsed = turn::parse(&form).expect("offered options read");
                    let sent = turn::completed(s, seat, &parsed);
                    match BetaColony::apply(s, seat, &sent) {
                        Ok(_) => applied += 1,
                        Err(e) => {
                            let text = e.to_string();
                            assert!(text.len() > 10 && text.ends_with('.'), "{text}");
                            refused += 1;
                        }
                    }
                }
            }
        });
    }
    assert!(
        applied > 100 && refused > 10,
        "{applied} applied, {refused} refused"
    );
}

#[test]
fn free_builds_get_their_own_form() {
    let labels = names(4);
    let mut seen = 0;
    for seed in 0..40 {
        play(4, 500 + seed, |s, _| {
            let Some(seat) = s.current() else { return };
            let v = view(s, Viewer::Seat(seat));
            let p = turn::panel(s, &v, Some(seat), 3, None, None, false, &labels);
            if p.is("free") {
                assert!(p.kind.starts_with("free_"));
                let parsed = turn::parse(&default_submission(&p)).expect("reads");
                let sent = turn::completed(s, seat, &parsed);
                assert!(legal_actions(s, seat).contains(&sent));
                seen += 1;
            }
        });
        if seen > 3 {
            break;
        }
    }
    assert!(seen > 0, "no free build in 40 games");
}

#[test]
fn c2a_asks_for_a_colony_and_its_answers() {
    let labels = names(3);
    let mut seen = 0;
    for seed in 0..30 {
        play(3, 900 + seed, |s, _| {
            let Some(seat) = s.current() else { return };
            let v = view(s, Viewer::Seat(seat));
            let p = turn::panel(s, &v, Some(seat), 3, None, None, false, &labels);
            if p.kind != "cycle_influence" {
                return;
            }
            assert!(p.is("free"));
            assert_eq!(p.fields[0].name, "colony");
            assert_eq!(p.fields[0].options.len(), 3, "{:?}", p.fields[0].options);
            let legal = legal_actions(s, seat);
            for o in &p.fields[0].options {
                let mut f = default_submission(&p);
                f.retain(|(k, _)| k != "colony");
                f.push(("colony".into(), o.value.clone()));
                let parsed = turn::parse(&f).expect("reads");
                assert!(legal.contains(&turn::completed(s, seat, &parsed)));
            }
            seen += 1;
        });
        if seen > 0 {
            break;
        }
    }
    assert!(seen > 0, "no game with C2A in 30 seeds");
}

#[test]
fn a_tampered_form_is_refused_with_a_message() {
    let kv = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let long = "x".repeat(300);
    let bad = [
        kv(&[]),
        kv(&[("action", "{not json")]),
        kv(&[("action", r#"{"kind":"fly"}"#)]),
        kv(&[("kind", "teleport")]),
        kv(&[("kind", "move_activate")]),
        kv(&[
            ("kind", "move_activate"),
            ("move", "[1,2"),
            ("act_die", "\"red\""),
        ]),
        kv(&[
            ("kind", "move_activate"),
            ("move", r#"{"die":"black"}"#),
            ("act_die", "\"purple\""),
        ]),
        kv(&[
            ("kind", "move_activate"),
            ("move", r#"{"die":"black"}"#),
            ("act_die", "\"red\""),
            ("take_1", &long),
        ]),
        kv(&[("kind", "free_pod"), ("pod", "\"P01\""), ("space", "-4")]),
        kv(&[("kind", "cycle_influence"), ("colony", "\"atlantis\"")]),
        kv(&[("kind", "cycle_influence")]),
        kv(&[
            ("kind", "free_pod"),
            ("pod", "\"P01\""),
            ("space", "4"),
            ("answer_1", r#"{"wish":1}"#),
        ]),
    ];
    for fields in bad {
        let e = turn::parse(&fields).expect_err("refused");
        assert!(
            e.starts_with("Choose") || e.contains("could not be read"),
            "{e}"
        );
    }
    // A form that reads but breaks a rule is the engine's to refuse, with its sentence.
    let s = BetaColony::new_game(&Setup {
        players: 2,
        seed: 1,
        options: serde_json::json!({}),
    })
    .expect("setup");
    let seat = s.current().expect("someone acts");
    let a = turn::parse(&kv(&[("action", r#"{"kind":"choose_mat","mat":"M9"}"#)])).expect("reads");
    let e = BetaColony::apply(&s, seat, &turn::completed(&s, seat, &a)).expect_err("refused");
    assert!(!e.to_string().is_empty());
}

#[test]
fn locations_the_viewer_can_reach_link_to_their_action_form() {
    let n = names(3);
    let mut checked = 0;
    play(3, 5, |s, _| {
        let Some(seat) = s.current() else { return };
        let v = view(s, Viewer::Seat(seat));
        let p = turn::panel(s, &v, Some(seat), 1, None, None, false, &n);
        if !p.is("choose") || p.destinations.is_empty() {
            return;
        }
        let svg = super::board::board_svg_with(&v, &n, &p.highlight(), "/games/7");
        let links: Vec<&str> = svg
            .split("href=\"/games/7?to=")
            .skip(1)
            .map(|rest| rest.split('#').next().unwrap_or(""))
            .collect();
        assert!(!links.is_empty(), "a location to tap");
        for l in &links {
            assert!(
                p.destinations.iter().any(|r| r.value == *l),
                "{l} is not open"
            );
            // The link opens that destination's form.
            let q = turn::panel(s, &v, Some(seat), 1, Some(l), None, false, &n);
            assert!(q.is("move") && q.to == *l);
        }
        assert!(!super::board::board_svg(&v, &n).contains("?to="));
        checked += 1;
    });
    assert!(checked > 10);
}

#[test]
fn the_answers_chosen_after_a_preview_are_sent() {
    let labels = names(2);
    let mut checked = 0;
    play(2, 9, |s, _| {
        let Some(seat) = s.current() else { return };
        let v = view(s, Viewer::Seat(seat));
        for p in panels(s, seat, &labels) {
            if !p.is("move") {
                continue;
            }
            let parsed = turn::parse(&default_submission(&p)).expect("reads");
            let shown = turn::panel(s, &v, Some(seat), 3, None, Some(&parsed), true, &labels);
            if shown.answers.is_empty() {
                continue;
            }
            let again = turn::parse(&default_submission(&shown)).expect("reads");
            assert_eq!(again.choices().len(), shown.answers.len());
            assert_eq!(
                turn::completed(s, seat, &again),
                turn::completed(s, seat, &parsed)
            );
            // "The default" leaves that answer and the later ones to the defaults.
            let mut f = default_submission(&shown);
            for (k, val) in f.iter_mut() {
                if k == "answer_1" {
                    *val = turn::DEFAULT.into();
                }
            }
            let none = turn::parse(&f).expect("reads");
            assert!(none.choices().is_empty());
            checked += 1;
        }
    });
    assert!(checked > 0);
}

#[test]
fn a_finished_game_shows_no_form() {
    let mut s = BetaColony::new_game(&Setup {
        players: 2,
        seed: 3,
        options: serde_json::json!({}),
    })
    .expect("setup");
    let mut guard = 0;
    while let Some(seat) = s.current() {
        let a: Action = BetaColony::default_action(&s, seat).expect("a default");
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
        guard += 1;
        assert!(guard < 2000);
    }
    let v = view(&s, Viewer::Seat(0));
    assert!(turn::panel(&s, &v, Some(0), 1, None, None, false, &names(2)).is("over"));
    assert!(super::board::status_text(&v, &names(2)).starts_with("Game over"));
}

#[test]
fn the_form_says_what_the_player_holds() {
    let labels = names(2);
    let mut checked = 0;
    play(2, 21, |s, _| {
        let Some(seat) = s.current() else { return };
        let v = view(s, Viewer::Seat(seat));
        let p = turn::panel(s, &v, Some(seat), 3, None, None, false, &labels);
        let me = &v.players[seat];
        assert!(
            p.holding.starts_with(&format!(
                "You hold {} fuel, {} artifact{}",
                me.fuel,
                me.artifacts,
                if me.artifacts == 1 { " " } else { "s " }
            )),
            "{}",
            p.holding
        );
        if p.is("choose") {
            assert!(p.holding.contains("unused dice: "), "{}", p.holding);
            checked += 1;
        }
    });
    assert!(checked > 10);
}
