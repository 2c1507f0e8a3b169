//! A decision by mail, for any game: the numbered choices a turn mail lists, in the words of the
//! table page (`engine::choice`: the game's steps and labels), and the reading of a reply's
//! first line. Up to `WHOLE_LIMIT` whole decisions are listed each on its line; a larger one is
//! listed a step at a time (the first question left once single-option steps are taken), and a
//! reply with one of them is answered by the next step's list, in the same thread.
//!
//! A list is drawn from the game's state at one version, for one seat and the path chosen so
//! far; the reply address carries all three, so the list a reply's number refers to is drawn
//! again, identically, when the reply comes (`services::replies`).

use crate::engine::choice::{PathError, Step, Walk};
use crate::engine::registry::DynGame;
use crate::engine::Seat;
use serde_json::Value;

/// The most whole decisions a mail lists before it lists the first step instead.
pub const WHOLE_LIMIT: usize = 20;

/// One listed choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    /// Its number in the mail, from 1.
    pub number: usize,
    /// In the game's words; for a whole decision, its steps' options joined by " — ".
    pub label: String,
    /// What the player needs to choose (card texts, costs), a line each.
    pub detail: Vec<String>,
    /// The path that chooses it.
    pub path: Vec<usize>,
}

/// The choices of a decision as a mail lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    /// The question the list answers.
    pub ask: String,
    /// The options already taken on the way (chosen by earlier replies, or the only ones).
    pub so_far: Vec<String>,
    pub choices: Vec<Listed>,
    /// Each choice makes the decision whole (else each is one step of it).
    pub whole: bool,
    /// The path the list was drawn from (the reply address carries it).
    pub from: Vec<usize>,
}

impl Listing {
    /// The path of choice `number` (from 1), if the list has it.
    pub fn path_of(&self, number: usize) -> Option<&[usize]> {
        number
            .checked_sub(1)
            .and_then(|i| self.choices.get(i))
            .map(|c| c.path.as_slice())
    }
}

fn chosen_label(t: &crate::engine::choice::Taken) -> String {
    t.question
        .offers
        .get(t.chosen)
        .map(|o| o.label.clone())
        .unwrap_or_default()
}

/// The words of a whole decision walked from the start: every option taken, joined.
pub fn words_of(walk: &Walk<Value>) -> String {
    let labels: Vec<String> = walk.taken.iter().map(chosen_label).collect();
    labels.join(" — ")
}

/// The choices of `seat`'s decision from `path` (the options chosen so far), or none when the
/// seat has no decision there (not its turn, a path not on offer, a game whose decisions are
/// not built as steps) or the path is whole already.
pub fn listing(engine: &dyn DynGame, state: &str, seat: Seat, path: &[usize]) -> Option<Listing> {
    let walk = match engine.walk(state, seat, path) {
        Ok(Ok(w)) => w,
        _ => return None,
    };
    let Step::Ask(question) = &walk.end else {
        return None;
    };
    let depth = walk.taken.len();
    let so_far: Vec<String> = walk.taken.iter().map(chosen_label).collect();
    if let Ok(Ok(Some(leaves))) = engine.leaves(state, seat, path, WHOLE_LIMIT) {
        if !leaves.is_empty() {
            let choices = leaves
                .iter()
                .enumerate()
                .map(|(i, leaf)| {
                    let beyond = leaf.taken.get(depth..).unwrap_or_default();
                    let label = beyond
                        .iter()
                        .map(chosen_label)
                        .collect::<Vec<_>>()
                        .join(" — ");
                    let detail = beyond
                        .last()
                        .and_then(|t| t.question.offers.get(t.chosen))
                        .map(|o| o.detail.clone())
                        .unwrap_or_default();
                    Listed {
                        number: i + 1,
                        label,
                        detail,
                        path: leaf.path.clone(),
                    }
                })
                .collect();
            return Some(Listing {
                ask: question.ask.clone(),
                so_far,
                choices,
                whole: true,
                from: path.to_vec(),
            });
        }
    }
    let choices = question
        .offers
        .iter()
        .enumerate()
        .filter(|(_, o)| o.refused.is_none())
        .enumerate()
        .map(|(n, (i, o))| {
            let mut p = walk.path.clone();
            p.push(i);
            Listed {
                number: n + 1,
                label: o.label.clone(),
                detail: o.detail.clone(),
                path: p,
            }
        })
        .collect();
    Some(Listing {
        ask: question.ask.clone(),
        so_far,
        choices,
        whole: false,
        from: path.to_vec(),
    })
}

/// Where a listed choice leads: the whole decision (its walk), or the next step.
pub fn follow(
    engine: &dyn DynGame,
    state: &str,
    seat: Seat,
    path: &[usize],
) -> Result<Walk<Value>, PathError> {
    match engine.walk(state, seat, path) {
        Ok(r) => r,
        Err(_) => Err(PathError::NotDeciding),
    }
}

/// What the first line of a reply says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// A choice's number (`2`, `#2`, `2.`, `2)`, `[2]`).
    Number(usize),
    /// Anything else: table talk.
    Words,
}

/// Whether a line introduces the quoted mail ("On … wrote:", in the common mail apps'
/// languages).
fn attribution_end(line: &str) -> bool {
    let l = line.trim_end();
    l.ends_with("wrote:")
        || l.ends_with("a écrit :")
        || l.ends_with("a écrit:")
        || l.ends_with("schrieb:")
        || l.ends_with("escribió:")
        || l.ends_with("ha scritto:")
        || l.ends_with("schreef:")
}

fn attribution_start(line: &str) -> bool {
    let l = line.trim_start();
    ["On ", "Le ", "Am ", "El ", "Il ", "Op "]
        .iter()
        .any(|p| l.starts_with(p))
}

/// A line that starts the quoted original: the rest of the reply is not the player's.
fn quote_separator(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("-----Original Message-----")
        || t.starts_with("-------- Original Message --------")
        || t.starts_with("---- On ")
        || (t.len() >= 10 && t.chars().all(|c| c == '_'))
}

/// A number written as the issue lists them: `2`, `#2`, `2.`, `2)`, and `[2]` as the mail
/// writes it.
fn number(line: &str) -> Option<usize> {
    let t = line.trim();
    let t = t
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .unwrap_or(t);
    let t = t.strip_prefix('#').unwrap_or(t).trim();
    let t = t.strip_suffix(['.', ')']).unwrap_or(t).trim();
    if t.is_empty() || t.len() > 4 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

/// The first line of a reply that is the player's own, not blank: quoted lines (`>`), the
/// attribution line of the quote ("On … wrote:", even split over up to three lines by a mail
/// app's wrapping) and everything after an Outlook-style separator are not; a signature ("-- ")
/// ends the player's words.
pub fn first_line(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_end_matches('\r');
        let t = line.trim();
        if t.is_empty() || t.starts_with('>') {
            i += 1;
            continue;
        }
        if line == "-- " || t == "--" || quote_separator(line) {
            return None;
        }
        if attribution_end(t) {
            i += 1;
            continue;
        }
        if attribution_start(t) {
            if let Some(k) = (i..lines.len().min(i + 3)).find(|&k| attribution_end(lines[k])) {
                i = k + 1;
                continue;
            }
        }
        return Some(t.to_string());
    }
    None
}

/// What a reply's text says: a choice's number on its first own line, or words.
pub fn read(text: &str) -> Reading {
    match first_line(text).as_deref().and_then(number) {
        Some(n) => Reading::Number(n),
        None => Reading::Words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_in_the_forms_players_write() {
        for (text, n) in [
            ("2", 2),
            ("#2", 2),
            ("2.", 2),
            ("2)", 2),
            ("[2]", 2),
            ("  12 ", 12),
            ("# 3", 3),
        ] {
            assert_eq!(read(text), Reading::Number(n), "{text:?}");
        }
        for text in [
            "2 please",
            "two",
            "2.5",
            "-1",
            "",
            "12345",
            "[2] Move the meeple",
        ] {
            assert_eq!(read(text), Reading::Words, "{text:?}");
        }
    }

    #[test]
    fn the_first_own_line_skips_quotes_attributions_and_blank_lines() {
        assert_eq!(
            read("\r\n\r\n3\r\n\r\nOn Tue, Turnpost wrote:\r\n> [1] x"),
            Reading::Number(3)
        );
        // Written below the quote (Thunderbird's default).
        let below =
            "On 24/11/2026 10:00, Turnpost wrote:\n> It is your turn\n> [1] a\n\n2\n\n-- \nBea";
        assert_eq!(read(below), Reading::Number(2));
        // An attribution wrapped over two lines.
        let wrapped =
            "On Tue, 24 Nov 2026 at 10:00, Turnpost <turnpost@test.example>\nwrote:\n> x\n4";
        assert_eq!(read(wrapped), Reading::Number(4));
        // The quote starts at a separator: nothing of it is read.
        assert_eq!(
            read("\n________________________________\nFrom: Turnpost\n2"),
            Reading::Words
        );
        assert_eq!(read("-- \n2"), Reading::Words);
        assert_eq!(read("Good game!\n2"), Reading::Words);
        assert_eq!(first_line("> only\n\n  hello  \n"), Some("hello".into()));
    }
}
