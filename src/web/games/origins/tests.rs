//! The forms over random games at several player counts: every form left as drawn submits a
//! legal decision whose preview works, every listed option is legal, tampered forms are refused,
//! and the map's hex links narrow the lists to decisions in that hex.

use super::turn::{self, TurnPanel};
use crate::engine::origins::{legal_actions, view, Origins, State};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup, Viewer};

fn labels(n: usize) -> Vec<String> {
    [
        "Ana ●",
        "Bartholomew Longname ■",
        "Chen ◆",
        "Dara ⬢",
        "Eve ▲",
    ]
    .iter()
    .take(n)
    .map(|s| s.to_string())
    .collect()
}

/// The fields a browser sends for one group's form left as drawn.
fn default_submission(p: &TurnPanel, group: usize) -> Vec<(String, String)> {
    vec![
        ("version".to_string(), p.version.to_string()),
        ("hex".to_string(), p.hex.clone()),
        ("choice".to_string(), p.groups[group].chosen.clone()),
        ("intent".to_string(), "submit".to_string()),
    ]
}

fn play(players: usize, seed: u64, steps: usize, mut at_each: impl FnMut(&State, &mut Rng)) {
    let setup = Setup {
        players,
        seed,
        options: serde_json::json!({}),
    };
    let mut s = Origins::new_game(&setup).expect("setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..steps {
        at_each(&s, &mut rng);
        let Some(&seat) = Origins::to_act(&s).first() else {
            break;
        };
        let a = Origins::random_action(&s, seat, &mut rng).expect("a legal action");
        s = Origins::apply(&s, seat, &a).expect("legal").0;
    }
    at_each(&s, &mut rng);
}

#[test]
fn every_form_left_as_drawn_submits_a_legal_decision() {
    let mut kinds = std::collections::BTreeSet::new();
    for players in [2, 3, 5] {
        let names = labels(players);
        play(players, 70 + players as u64, 250, |s, rng| {
            let Some(&seat) = Origins::to_act(s).first() else {
                return;
            };
            let legal = legal_actions(s, seat);
            let v = view(s, Viewer::Seat(seat));
            let p = turn::panel(s, &v, Some(seat), 7, None, None, false, &names);
            assert!(p.is("decide"));
            assert!(!p.groups.is_empty(), "no form for {:?}", v.decision);
            for (i, g) in p.groups.iter().enumerate() {
                assert!(!g.options.is_empty());
                let a = turn::parse(&default_submission(&p, i)).expect("the form reads");
                assert!(legal.contains(&a), "{a:?} is not legal");
                kinds.insert(g.kind.clone());
                assert!(!g.heading.contains('_'), "{} has no heading", g.kind);
                for o in &g.options {
                    assert!(!o.label.contains("{p"), "{} names no player", o.label);
                }
                // A random listed option is legal too, and its preview works.
                let o = &g.options[rng.below(g.options.len() as u64) as usize];
                let a = turn::parse(&[("choice".into(), o.value.clone())]).expect("reads");
                assert!(legal.contains(&a));
                let shown = turn::panel(s, &v, Some(seat), 7, None, Some(&a), true, &names);
                assert!(shown.error.is_none(), "{:?}", shown.error);
                let pv = shown.preview.expect("a preview");
                assert!(!pv.decision.is_empty() && !pv.decision.contains("{p"));
            }
            // The other seats wait.
            for other in (0..players).filter(|o| *o != seat) {
                let w = turn::panel(s, &v, Some(other), 7, None, None, false, &names);
                assert!(w.is("waiting") && w.groups.is_empty());
            }
        });
    }
    for kind in ["end_innovation", "play_card", "end_population"] {
        assert!(kinds.contains(kind), "no {kind} form in {kinds:?}");
    }
}

#[test]
fn hex_links_narrow_the_lists_to_that_hex() {
    let names = labels(3);
    let mut narrowed = 0;
    play(3, 5, 200, |s, _| {
        let Some(&seat) = Origins::to_act(s).first() else {
            return;
        };
        let v = view(s, Viewer::Seat(seat));
        let p = turn::panel(s, &v, Some(seat), 1, None, None, false, &names);
        for hex in p.hexes().into_iter().take(2) {
            let q = turn::panel(s, &v, Some(seat), 1, Some(&hex), None, false, &names);
            let listed: Vec<&turn::Choice> =
                q.groups.iter().flat_map(|g| g.options.iter()).collect();
            assert!(!listed.is_empty());
            assert!(listed.iter().any(|o| o.hexes.contains(&hex)), "{hex}");
            assert!(
                listed
                    .iter()
                    .all(|o| o.hexes.is_empty() || o.hexes.contains(&hex)),
                "{hex}"
            );
            narrowed += 1;
        }
    });
    assert!(narrowed > 0, "no hex was ever offered");
}

#[test]
fn tampered_and_unreadable_forms_are_refused() {
    let s = Origins::new_game(&Setup {
        players: 3,
        seed: 9,
        options: serde_json::json!({}),
    })
    .expect("setup");
    let seat = Origins::to_act(&s)[0];
    let unreadable = [
        vec![],
        vec![("choice".to_string(), String::new())],
        vec![("choice".to_string(), "{\"type\":\"fly\"}".to_string())],
        vec![("choice".to_string(), "not json".to_string())],
        vec![(
            "written".to_string(),
            "{\"type\":\"bid\",\"amount\":-1}".to_string(),
        )],
    ];
    for f in unreadable {
        let e = turn::parse(&f).expect_err("refused");
        assert!(!e.is_empty());
    }
    // Readable but not allowed now: the engine refuses it with a sentence, and the panel keeps it.
    let names = labels(3);
    let v = view(&s, Viewer::Seat(seat));
    let a =
        turn::parse(&[("choice".into(), "{\"type\":\"bid\",\"amount\":3}".into())]).expect("reads");
    assert!(!legal_actions(&s, seat).contains(&a));
    assert!(Origins::apply(&s, seat, &a).is_err());
    let shown = turn::panel(&s, &v, Some(seat), 1, None, Some(&a), true, &names);
    assert!(shown.error.is_some());
    assert!(shown.written.contains("bid"));
    // A written decision wins over the chosen option.
    let w = turn::parse(&[
        ("choice".into(), "{\"type\":\"end_innovation\"}".into()),
        ("written".into(), "{\"type\":\"silverback\"}".into()),
    ])
    .expect("reads");
    assert_eq!(w, crate::engine::origins::Action::Silverback);
}

#[test]
fn the_status_names_players_with_their_marks() {
    let s = Origins::new_game(&Setup {
        players: 2,
        seed: 3,
        options: serde_json::json!({}),
    })
    .expect("setup");
    let v = view(&s, Viewer::Spectator);
    let text = turn::status_text(&v, &labels(2));
    assert!(
        text.contains("Ana ●") || text.contains("Bartholomew Longname ■"),
        "{text}"
    );
    assert!(text.contains("Turn 1") && !text.contains("{p"), "{text}");
}

#[test]
fn options_read_as_what_to_do() {
    use crate::engine::origins::Action;
    assert_eq!(
        turn::option_words(0, &Action::EndPopulation),
        "End the population phase"
    );
    assert_eq!(turn::option_words(1, &Action::Silverback), "Silverback");
    assert_eq!(turn::option_words(2, &Action::Pass), "Pass");
}

#[test]
fn the_auction_under_way_is_shown_with_names_and_bids() {
    use crate::engine::origins::Action;
    let names = labels(3);
    let mut seen = 0;
    for seed in 0..4 {
        let mut s = Origins::new_game(&Setup {
            players: 3,
            seed: 300 + seed,
            options: serde_json::json!({}),
        })
        .expect("setup");
        let mut rng = Rng::new(seed);
        for _ in 0..1500 {
            let v = view(&s, Viewer::Spectator);
            match v.auction.as_ref() {
                None => assert!(super::routes::auction_box(&v, &names).is_none()),
                Some(a) => {
                    let b = super::routes::auction_box(&v, &names).expect("a box");
                    let id = crate::engine::origins::data::data()
                        .card(a.card.0)
                        .id
                        .as_str();
                    assert!(b.card.contains(id), "{}", b.card);
                    assert_eq!(b.bids.len(), a.eligible.len());
                    assert!(b
                        .bids
                        .iter()
                        .all(|l| names.iter().any(|n| l.starts_with(n))));
                    assert!(names.contains(&b.bidder));
                    match a.leader {
                        Some(l) if a.high > 0 => assert!(
                            b.standing.starts_with("High bid ")
                                && b.standing.ends_with(&names[usize::from(l)]),
                            "{}",
                            b.standing
                        ),
                        _ => assert_eq!(b.standing, "No bid yet"),
                    }
                    seen += 1;
                }
            }
            let Some(&seat) = Origins::to_act(&s).first() else {
                break;
            };
            // Public cards are put up for auction whenever one can be.
            let auction = legal_actions(&s, seat)
                .into_iter()
                .find(|a| matches!(a, Action::PlayCard { side: None, .. }));
            let a = match auction {
                Some(a) => a,
                None => Origins::random_action(&s, seat, &mut rng).expect("a legal action"),
            };
            s = Origins::apply(&s, seat, &a).expect("legal").0;
        }
    }
    assert!(seen > 0, "no auction in four games");
}
