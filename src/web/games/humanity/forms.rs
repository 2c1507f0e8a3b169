//! The turn form of Humanity, both ways: browser form fields to a typed `Action` (parse, don't
//! validate: what comes out is well-formed; the engine judges legality), and an `Action` back to
//! the fields a browser would send (used to pre-fill forms and by tests).
//!
//! Fields: `version`, `intent` (`preview` or `submit`), `kind` (`work`, `deploy`, `experiment`,
//! `pass`, `place`), `astronaut`; work: `act` repeated, in order (cell names), and/or
//! `times_<cell>` = how often (the page's form); deploy: `hangar`,
//! `colour`; experiment: `slot`; payment rows: `pay_from` (cell), `pay_n` (1-3), `pay_res`
//! (`I`..`E`, or `3O`/`3A`/`3P` for units converted 3-for-1); deploy upgrades: `upgrade`
//! repeated (astronaut numbers); placement: `place_<astronaut>` (cell name).

use crate::engine::humanity::{Action, Cell, Colour, Placement, Res, Spend};

/// What the player asked for with the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    Preview,
    Submit,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TurnForm {
    pub version: i32,
    pub intent: Intent,
    pub action: Action,
}

/// Why a form could not be read, in a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct FormError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, FormError> {
    Err(FormError(msg.into()))
}

fn first<'a>(fields: &'a [(String, String)], name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.trim())
}

fn all<'a>(fields: &'a [(String, String)], name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
    fields
        .iter()
        .filter(move |(k, _)| k == name)
        .map(|(_, v)| v.trim())
}

fn number<T: std::str::FromStr>(
    fields: &[(String, String)],
    name: &str,
    what: &str,
) -> Result<T, FormError> {
    match first(fields, name) {
        None | Some("") => err(format!("Choose {what}.")),
        Some(v) => v
            .parse()
            .or_else(|_| err(format!("{what} is not valid: {v:?}."))),
    }
}

fn cell(value: &str) -> Result<Cell, FormError> {
    Cell::parse(value).ok_or_else(|| {
        FormError(format!(
            "{value:?} is not a cell of a base (cells are named like M13)."
        ))
    })
}

/// The tiles a Work form activates: `act` fields (a cell each, in order), then `times_<cell>`
/// fields (how often, from the page's form), in the order sent.
fn activations(fields: &[(String, String)]) -> Result<Vec<Cell>, FormError> {
    let mut out: Vec<Cell> = all(fields, "act")
        .filter(|v| !v.is_empty())
        .map(cell)
        .collect::<Result<_, _>>()?;
    for (name, value) in fields {
        let Some(at) = name.strip_prefix("times_") else {
            continue;
        };
        let times: u8 = match value.trim() {
            "" => 0,
            v => v.parse().ok().filter(|n| *n <= 9).ok_or_else(|| {
                FormError(format!("{v:?} is not a number of activations (0 to 9)."))
            })?,
        };
        let c = cell(at)?;
        out.extend(std::iter::repeat_n(c, usize::from(times)));
    }
    Ok(out)
}

pub fn parse(fields: &[(String, String)]) -> Result<TurnForm, FormError> {
    let version = number(fields, "version", "the game version")?;
    let intent = match first(fields, "intent") {
        Some("preview") => Intent::Preview,
        _ => Intent::Submit,
    };
    let action = match first(fields, "kind").unwrap_or("") {
        "work" => Action::Work {
            astronaut: number(fields, "astronaut", "an astronaut")?,
            activations: activations(fields)?,
        },
        "deploy" => Action::Deploy {
            astronaut: number(fields, "astronaut", "an astronaut")?,
            hangar: number(fields, "hangar", "a module")?,
            colour: match first(fields, "colour").unwrap_or("") {
                "" => None,
                "orange" => Some(Colour::Orange),
                "blue" => Some(Colour::Blue),
                other => {
                    return err(format!(
                        "A communication module is orange or blue, not {other:?}."
                    ))
                }
            },
            payment: payment(fields)?,
            upgrades: all(fields, "upgrade")
                .filter(|v| !v.is_empty())
                .map(|v| {
                    v.parse()
                        .or_else(|_| err(format!("Upgrade target {v:?} is not an astronaut.")))
                })
                .collect::<Result<_, _>>()?,
        },
        "experiment" => Action::Experiment {
            astronaut: number(fields, "astronaut", "an astronaut")?,
            slot: number(fields, "slot", "an experiment")?,
            payment: payment(fields)?,
        },
        "pass" => Action::Pass {
            astronaut: number(fields, "astronaut", "an astronaut")?,
        },
        "place" => Action::Place {
            placements: placements(fields)?,
        },
        "" => {
            return err(
                "Choose what to do: work, deploy a module, carry out an experiment or pass.",
            )
        }
        other => return err(format!("{other:?} is not an action of Humanity.")),
    };
    Ok(TurnForm {
        version,
        intent,
        action,
    })
}

fn payment(fields: &[(String, String)]) -> Result<Vec<Spend>, FormError> {
    let froms: Vec<&str> = all(fields, "pay_from").collect();
    let ns: Vec<&str> = all(fields, "pay_n").collect();
    let pays: Vec<&str> = all(fields, "pay_res").collect();
    if froms.len() > 32 {
        return err("A payment has at most 32 lines.");
    }
    let mut out = Vec::new();
    for (i, from) in froms.iter().enumerate() {
        if from.is_empty() {
            continue;
        }
        let n: u8 = match ns.get(i).copied().unwrap_or("1") {
            "" => 1,
            v => v
                .parse()
                .ok()
                .filter(|n| (1..=9).contains(n))
                .ok_or_else(|| FormError(format!("{v:?} units is not a number from 1 to 9.")))?,
        };
        let code = pays.get(i).copied().unwrap_or("");
        let (convert, letter) = match code.strip_prefix('3') {
            Some(rest) => (true, rest),
            None => (false, code),
        };
        let mut letters = letter.chars();
        let (Some(ch), None) = (letters.next(), letters.next()) else {
            return err(format!("Say which cost item the units from {from} pay."));
        };
        let pays = Res::from_letter(ch.to_ascii_uppercase())
            .ok_or_else(|| FormError(format!("{letter:?} is not a resource.")))?;
        out.push(Spend {
            from: cell(from)?,
            n,
            pays,
            convert,
        });
    }
    Ok(out)
}

fn placements(fields: &[(String, String)]) -> Result<Vec<Placement>, FormError> {
    let mut out = Vec::new();
    for (key, value) in fields {
        let Some(index) = key.strip_prefix("place_") else {
            continue;
        };
        let astronaut: u8 = index
            .parse()
            .or_else(|_| err(format!("{key:?} is not an astronaut field.")))?;
        if value.trim().is_empty() {
            return err("Choose a cell for each returning astronaut.");
        }
        out.push(Placement {
            astronaut,
            cell: cell(value)?,
        });
    }
    Ok(out)
}

/// The fields a browser sends for `action` from a page at `version`.
pub fn encode(version: i32, action: &Action) -> Vec<(String, String)> {
    let mut f = vec![
        ("version".to_string(), version.to_string()),
        ("intent".into(), "submit".into()),
    ];
    let mut push = |k: &str, v: String| f.push((k.to_string(), v));
    match action {
        Action::Work {
            astronaut,
            activations,
        } => {
            push("kind", "work".into());
            push("astronaut", astronaut.to_string());
            for c in activations {
                push("act", c.name());
            }
        }
        Action::Deploy {
            astronaut,
            hangar,
            colour,
            payment,
            upgrades,
        } => {
            push("kind", "deploy".into());
            push("astronaut", astronaut.to_string());
            push("hangar", hangar.to_string());
            push(
                "colour",
                colour.map(|c| c.name().to_string()).unwrap_or_default(),
            );
            encode_payment(&mut push, payment);
            for u in upgrades {
                push("upgrade", u.to_string());
            }
        }
        Action::Experiment {
            astronaut,
            slot,
            payment,
        } => {
            push("kind", "experiment".into());
            push("astronaut", astronaut.to_string());
            push("slot", slot.to_string());
            encode_payment(&mut push, payment);
        }
        Action::Pass { astronaut } => {
            push("kind", "pass".into());
            push("astronaut", astronaut.to_string());
        }
        Action::Place { placements } => {
            push("kind", "place".into());
            for p in placements {
                push(&format!("place_{}", p.astronaut), p.cell.name());
            }
        }
    }
    f
}

/// The `pay_res` code of a spend.
pub fn pay_code(s: &Spend) -> String {
    if s.convert {
        format!("3{}", s.pays.letter())
    } else {
        s.pays.letter().to_string()
    }
}

fn encode_payment(push: &mut impl FnMut(&str, String), payment: &[Spend]) {
    for s in payment {
        push("pay_from", s.from.name());
        push("pay_n", s.n.to_string());
        push("pay_res", pay_code(s));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::humanity::{Humanity, State};
    use crate::engine::{Game, Setup};

    fn some_actions() -> Vec<Action> {
        let setup = Setup {
            players: 3,
            seed: 5,
            options: serde_json::Value::Null,
        };
        let state: State = Humanity::new_game(&setup).expect("new game");
        let mut actions = Humanity::legal_actions(&state, 0);
        actions.push(Action::Place {
            placements: vec![Placement {
                astronaut: 2,
                cell: Cell(-2, 0),
            }],
        });
        actions.push(Action::Deploy {
            astronaut: 1,
            hangar: 3,
            colour: Some(Colour::Blue),
            payment: vec![Spend {
                from: Cell(0, 0),
                n: 3,
                pays: Res::O,
                convert: true,
            }],
            upgrades: vec![0, 2],
        });
        actions
    }

    #[test]
    fn every_action_survives_the_form_round_trip() {
        for action in some_actions() {
            let fields = encode(7, &action);
            let parsed = parse(&fields).expect("parses");
            assert_eq!(parsed.version, 7);
            assert_eq!(parsed.intent, Intent::Submit);
            assert_eq!(parsed.action, action);
        }
    }

    #[test]
    fn bad_forms_say_what_is_wrong() {
        let f = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert!(parse(&f(&[("kind", "work")]))
            .unwrap_err()
            .0
            .contains("game version"));
        assert!(parse(&f(&[("version", "1")]))
            .unwrap_err()
            .0
            .contains("Choose what to do"));
        assert!(parse(&f(&[
            ("version", "1"),
            ("kind", "work"),
            ("astronaut", "x")
        ]))
        .unwrap_err()
        .0
        .contains("not valid"));
        assert!(parse(&f(&[
            ("version", "1"),
            ("kind", "work"),
            ("astronaut", "0"),
            ("act", "ZZ99")
        ]))
        .unwrap_err()
        .0
        .contains("not a cell"));
        let bad_pay = f(&[
            ("version", "1"),
            ("kind", "experiment"),
            ("astronaut", "0"),
            ("slot", "2"),
            ("pay_from", "M13"),
            ("pay_n", "1"),
            ("pay_res", "Q"),
        ]);
        assert!(parse(&bad_pay).unwrap_err().0.contains("not a resource"));
        assert!(
            parse(&f(&[("version", "1"), ("kind", "place"), ("place_0", "")]))
                .unwrap_err()
                .0
                .contains("each returning")
        );
        assert!(parse(&f(&[("version", "1"), ("kind", "launch")]))
            .unwrap_err()
            .0
            .contains("not an action"));
        for (name, value, says) in [
            ("times_M13", "x", "not a number of activations"),
            ("times_M13", "10", "not a number of activations"),
            ("times_ZZ99", "1", "not a cell"),
        ] {
            let e = parse(&f(&[
                ("version", "1"),
                ("kind", "work"),
                ("astronaut", "0"),
                (name, value),
            ]))
            .unwrap_err();
            assert!(e.0.contains(says), "{name}={value}: {}", e.0);
        }
    }

    #[test]
    fn work_counts_per_tile_become_activations() {
        let fields: Vec<(String, String)> = [
            ("version", "3"),
            ("kind", "work"),
            ("astronaut", "1"),
            ("times_L13", "2"),
            ("times_M12", "0"),
            ("times_N13", "1"),
        ]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
        let parsed = parse(&fields).expect("parses");
        assert_eq!(
            parsed.action,
            Action::Work {
                astronaut: 1,
                activations: vec![Cell(-1, 0), Cell(-1, 0), Cell(1, 0)],
            }
        );
    }
}
