//! Origins in the table: over random games, everything a player reads of the game (status,
//! pictures' boxes, the words of every option, previews) names players, places and cards in
//! words and never by an id of the data or the engine; the picture to choose on comes first and
//! links every option on the map; the auction box and the hand show the cards' texts.

use super::paint::Mark;
use super::routes::{status_text, Ui};
use crate::engine::choice::{walk, Step};
use crate::engine::origins::choices::choices;
use crate::engine::origins::data::data;
use crate::engine::origins::playout::{chooser, random_action};
use crate::engine::origins::rules::apply_in_place;
use crate::engine::origins::state::{new_state, Auction, Decision, PromptKind, State};
use crate::engine::origins::{view, Origins};
use crate::engine::registry::Extras;
use crate::engine::Viewer;
use crate::services::seating::with_names;
use crate::web::games::{GameUi, Scene};

use super::test_words as words;

fn marks(n: usize) -> Vec<Mark> {
    words::marks_of(&["Ada", "Bea", "Cy", "Dee", "Eve"][..n])
}

fn game(players: usize, seed: u64) -> State {
    let colours = &<Origins as Extras>::ABOUT.colours[..players];
    new_state(players, seed, &serde_json::json!({ "colours": colours })).expect("setup")
}

/// The ids a player must never read: intersections, cards, hexes (by their codes, as whole
/// words), map units and payers as the actions write them, seat tokens, snake_case words.
fn ids_in(text: &str) -> Vec<String> {
    let d = data();
    let mut out = Vec::new();
    for w in text.split(|c: char| {
        !(c.is_ascii_alphanumeric()
            || c == '-'
            || c == '_'
            || c == '~'
            || c == ':'
            || c == '{'
            || c == '}')
    }) {
        let w = w.trim_matches(|c: char| c == ':' || c == '-');
        let bad =
            (w.len() == 4 && w.starts_with('X') && w[1..].chars().all(|c| c.is_ascii_digit()))
                || d.cards.iter().any(|c| c.id == w)
                || d.hexes.iter().any(|h| h.id == w)
                || w.starts_with("M:")
                || w.starts_with("aid:")
                || (w.starts_with("{p") && w.ends_with('}'))
                || (w.contains('_') && w.chars().all(|c| c.is_ascii_lowercase() || c == '_'));
        if bad {
            out.push(w.to_string());
        }
    }
    out
}

#[track_caller]
fn assert_words(text: &str, what: &str) {
    let mut ids = ids_in(text);
    for w in ["player ", "Player ", "seat ", "Seat "] {
        for (at, _) in text.match_indices(w) {
            if text[at + w.len()..].starts_with(|c: char| c.is_ascii_digit()) {
                ids.push(format!("{w}N"));
            }
        }
    }
    assert!(ids.is_empty(), "{what} shows {ids:?}: {text}");
}

/// The texts of an HTML box, tags removed.
fn plain(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => {
                inside = true;
                out.push(' ');
            }
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn what_a_player_reads_is_in_words_over_random_games() {
    let mut options = 0;
    let mut previews = 0;
    for players in [2, 3, 5] {
        let m = marks(players);
        let labels: Vec<String> = m.iter().map(Mark::label).collect();
        let mut s = game(players, 100 + players as u64);
        let mut rng = chooser(players as u64);
        for step in 0..700 {
            let Some((seat, _)) = s.decision() else { break };
            let json = serde_json::to_string(&s).expect("json");
            let scene = Scene {
                state: &json,
                viewer: Viewer::Seat(seat),
                seats: &m,
                taps: &[],
                over: false,
                lang: crate::i18n::Lang::En,
            };
            let v = view(&s, Viewer::Seat(seat));
            assert_words(
                &status_text(&v, &labels, crate::i18n::Lang::En),
                "the status",
            );
            if step % 7 == 0 {
                let pictures = Ui.pictures(&scene).expect("pictures");
                for b in &pictures.more {
                    assert_words(&plain(&b.markup), &b.title);
                    assert_words(&b.title, "a box's title");
                }
            }
            // Every question and option along a random path, and the preview at its end.
            let step_fn = |p: &[usize]| choices(&s, seat, p);
            let mut path = Vec::new();
            loop {
                let w = walk(&step_fn, &path).expect("a path");
                match w.end {
                    Step::Ask(q) => {
                        assert_words(
                            &with_names(&q.ask, &labels, crate::i18n::Lang::En),
                            "a question",
                        );
                        for o in &q.offers {
                            options += 1;
                            assert_words(
                                &with_names(&o.label, &labels, crate::i18n::Lang::En),
                                "an option",
                            );
                            for d in &o.detail {
                                assert_words(
                                    &with_names(d, &labels, crate::i18n::Lang::En),
                                    "an option's detail",
                                );
                            }
                            if let Some(why) = &o.refused {
                                assert_words(
                                    &with_names(why, &labels, crate::i18n::Lang::En),
                                    "a reason",
                                );
                            }
                        }
                        let open: Vec<usize> = (0..q.offers.len())
                            .filter(|&i| q.offers[i].refused.is_none())
                            .collect();
                        path = w.path;
                        path.push(open[rng.below(open.len() as u64) as usize]);
                    }
                    Step::Done(a) => {
                        let json = serde_json::to_value(&a).expect("json");
                        let pv = Ui.preview(&scene, seat, &json).expect("a preview");
                        assert_words(&plain(&pv), "a preview");
                        previews += 1;
                        break;
                    }
                }
            }
            let a = random_action(&s, seat, &mut rng).expect("legal");
            apply_in_place(&mut s, seat, &a).expect("legal");
        }
    }
    assert!(
        options > 1000 && previews > 500,
        "{options} options, {previews} previews"
    );
}

#[test]
fn the_status_names_players_with_their_marks() {
    let m = marks(3);
    let labels: Vec<String> = m.iter().map(Mark::label).collect();
    let s = game(3, 4);
    let v = view(&s, Viewer::Spectator);
    let text = status_text(&v, &labels, crate::i18n::Lang::En);
    let (seat, _) = s.decision().expect("someone decides");
    assert!(text.starts_with("Game turn 1 of at most 100: "), "{text}");
    assert!(
        text.contains(&format!("{} (Era I) to decide: phase 1", labels[seat])),
        "{text}"
    );
}

#[test]
fn the_map_to_choose_on_comes_first_and_links_the_options() {
    let m = marks(2);
    let mut s = game(2, 6);
    let mut rng = chooser(6);
    // Play on to a decision with options on the map.
    for _ in 0..400 {
        let (seat, _) = s.decision().expect("a decision");
        let json = serde_json::to_string(&s).expect("json");
        if let Ok(Step::Ask(q)) = choices(&s, seat, &[]) {
            let mut found = None;
            for (i, _) in q
                .offers
                .iter()
                .enumerate()
                .filter(|(_, o)| o.refused.is_none())
            {
                if let Ok(Step::Ask(q2)) = choices(&s, seat, &[i]) {
                    let taps: Vec<(String, String)> = q2
                        .offers
                        .iter()
                        .enumerate()
                        .filter_map(|(j, o)| {
                            o.target
                                .clone()
                                .map(|t| (t, format!("/games/3?c={i}.{j}#turn")))
                        })
                        .collect();
                    if !taps.is_empty() {
                        found = Some(taps);
                        break;
                    }
                }
            }
            if let Some(taps) = found {
                let scene = Scene {
                    state: &json,
                    viewer: Viewer::Seat(seat),
                    seats: &m,
                    taps: &taps,
                    over: false,
                    lang: crate::i18n::Lang::En,
                };
                let p = Ui.pictures(&scene).expect("pictures");
                assert_eq!(p.board[0].id, "choose");
                assert_eq!(p.board[1].id, "map");
                assert!(p.board[1].wide.is_some(), "the whole map has a wide layout");
                for (_, href) in &taps {
                    assert!(p.board[0].markup.contains(&format!("href=\"{href}\"")));
                }
                assert!(
                    !p.board[1].markup.contains("<a "),
                    "the whole map links nothing"
                );
                let none = Scene { taps: &[], ..scene };
                assert_eq!(Ui.pictures(&none).expect("pictures").board[0].id, "map");
                return;
            }
        }
        let a = random_action(&s, seat, &mut rng).expect("legal");
        apply_in_place(&mut s, seat, &a).expect("legal");
    }
    panic!("no decision with options on the map in 400 decisions");
}

#[test]
fn the_auction_and_the_hand_show_the_cards_texts() {
    let m = marks(3);
    let mut s = game(3, 4);
    let d = data();
    let public = d
        .cards
        .iter()
        .position(|c| c.is_public())
        .map(|i| crate::engine::origins::state::CardId(i as u8))
        .expect("a public card");
    for deck in &mut s.decks {
        deck.retain(|&c| c != public);
    }
    s.auction = Some(Auction {
        card: public,
        eligible: vec![0, 1, 2],
        high: 2,
        leader: Some(0),
        bids: vec![2, 0, 0],
        passed: Vec::new(),
        pledges: Vec::new(),
        bidder: 1,
        pledged: false,
    });
    let idea = s.decks[0].pop().expect("a card");
    s.players[1].hand.push(idea);
    let json = serde_json::to_string(&s).expect("json");
    let scene = Scene {
        state: &json,
        viewer: Viewer::Seat(1),
        seats: &m,
        taps: &[],
        over: false,
        lang: crate::i18n::Lang::En,
    };
    let p = Ui.pictures(&scene).expect("pictures");
    let auction = p
        .more
        .iter()
        .find(|b| b.id == "auction")
        .expect("the auction box");
    assert_eq!(
        auction.title,
        format!("The auction of {}", words::card(public))
    );
    let text = plain(&auction.markup);
    assert!(text.contains(&words::card_texts(public)[0]), "{text}");
    assert!(text.contains("High bid 2 elders by Ada ●."), "{text}");
    assert!(text.contains("Bea ■ to answer."), "{text}");
    let hand = p.more.iter().find(|b| b.id == "hand").expect("the hand");
    let text = plain(&hand.markup);
    assert!(text.contains(&words::card(idea)), "{text}");
    assert!(
        text.contains(&words::left_side(idea)) && text.contains(&words::right_side(idea)),
        "{text}"
    );
    // Nobody else sees that hand.
    let other = Scene {
        viewer: Viewer::Seat(0),
        ..scene
    };
    let p = Ui.pictures(&other).expect("pictures");
    let all: String = p.more.iter().map(|b| b.markup.clone()).collect();
    assert!(
        !all.contains(&words::card(idea))
            || s.players.iter().any(|q| q.discard.last() == Some(&idea))
    );
    let spectator = Scene {
        viewer: Viewer::Spectator,
        ..scene
    };
    assert!(Ui
        .pictures(&spectator)
        .expect("pictures")
        .more
        .iter()
        .all(|b| b.id != "hand"));
}

#[test]
fn a_bid_reads_as_the_card_and_the_amounts() {
    let mut s = game(3, 4);
    let public = data()
        .cards
        .iter()
        .position(|c| c.is_public())
        .map(|i| crate::engine::origins::state::CardId(i as u8))
        .expect("a public card");
    for deck in &mut s.decks {
        deck.retain(|&c| c != public);
    }
    let own = s.players[1].sheet.index();
    s.players[1].producers[own] = 2;
    s.players[1].ki -= 2;
    s.auction = Some(Auction {
        card: public,
        eligible: vec![0, 1],
        high: 0,
        leader: None,
        bids: vec![0, 0, 0],
        passed: Vec::new(),
        pledges: Vec::new(),
        bidder: 1,
        pledged: false,
    });
    s.prompts.push(crate::engine::origins::state::Prompt {
        seat: 1,
        kind: PromptKind::Bid,
    });
    assert_eq!(
        s.decision().map(|d| d.1),
        Some(Decision::Prompt(PromptKind::Bid))
    );
    let Ok(Step::Ask(q)) = choices(&s, 1, &[]) else {
        panic!("a question")
    };
    let en = |t: &str| crate::i18n::words(crate::i18n::Lang::En, t);
    assert!(en(&q.ask).contains(&words::card(public)), "{}", q.ask);
    let labels: Vec<String> = q.offers.iter().map(|o| en(&o.label)).collect();
    assert_eq!(labels, ["Bid 1 elder", "Bid 2 elders", "Pass"]);
    let detail: Vec<String> = q.offers[0].detail.iter().map(|t| en(t)).collect();
    assert_eq!(detail, words::card_texts(public));
}

/// Every reading of `READINGS` has a title and a text in the game's texts, in every language
/// offered: the English one is there (no id shows), and French and Spanish translate both.
#[test]
fn every_reading_has_a_title_and_a_text_in_every_language() {
    use crate::engine::origins::READINGS;
    use crate::i18n::{self, Lang};
    assert_eq!(READINGS.len(), 56);
    assert_eq!(READINGS.first(), Some(&"D1"));
    assert_eq!(READINGS.last(), Some(&"S8"));
    for lang in Lang::OFFERED {
        let missing = i18n::missing(lang);
        let shown = super::routes::readings(lang);
        assert_eq!(shown.len(), READINGS.len());
        for ((code, title, text), want) in shown.iter().zip(READINGS) {
            assert_eq!(code, want);
            for (id, words) in [
                (format!("origins-reading-{code}-title"), title),
                (format!("origins-reading-{code}-text"), text),
            ] {
                assert!(i18n::has(&id), "{id} is not in the English texts");
                assert!(!missing.contains(&id), "{id} is not translated in {lang:?}");
                assert!(
                    !words.trim().is_empty() && *words != id,
                    "{id} is empty in {lang:?}"
                );
            }
        }
    }
}
