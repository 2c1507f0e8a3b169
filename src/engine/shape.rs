//! Sentences for JSON of the wrong shape: a submission or a request body that does not parse is
//! answered with the field and what it takes, in words a script writer reads, never with the
//! parser's own text ("data did not match any variant of untagged enum ...").
//!
//! Serde's errors name the field only sometimes and never its place, so the place is found by
//! reading the JSON (the value the error describes) and, for a missing field, by asking the
//! parser again with the field set to `null` in each object until it says what it expected.

use serde_json::Value;

/// The parser's message without its position (" at line 1 column 20").
fn bare(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(at) if message[at..].contains(" column ") => &message[..at],
        _ => message,
    }
}

/// The words between the first pair of backticks after `prefix`.
fn quoted_after<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = message.strip_prefix(prefix)?;
    let rest = rest.strip_prefix('`')?;
    Some(&rest[..rest.find('`')?])
}

/// Every name in backticks after "expected" ("expected one of `a`, `b`"), quoted.
fn expected_names(message: &str) -> Vec<String> {
    let Some(at) = message.find("expected") else {
        return Vec::new();
    };
    message[at..]
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|n| format!("\"{n}\""))
        .collect()
}

/// "a", "a or b", "a, b or c".
pub fn or_list(items: &[String]) -> String {
    joined(items, "or")
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    joined(items, "and")
}

fn joined(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {word} {last}", init.join(", ")),
    }
}

/// What a JSON value is, in words.
pub fn kind_of(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the text \"{}\"", s.chars().take(40).collect::<String>()),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// What serde expected ("u8", "a string", "a sequence", "struct Tweak", "internally tagged enum
/// Action", "a boolean"), in words.
pub fn takes(expected: &str) -> String {
    let e = expected.trim();
    let number = |lo: i128, hi: i128| format!("a whole number from {lo} to {hi}");
    match e {
        "u8" => number(0, u8::MAX.into()),
        "u16" => number(0, u16::MAX.into()),
        "u32" => number(0, u32::MAX.into()),
        "i8" => number(i8::MIN.into(), i8::MAX.into()),
        "i16" => number(i16::MIN.into(), i16::MAX.into()),
        "i32" => number(i32::MIN.into(), i32::MAX.into()),
        "u64" | "usize" => "a whole number, 0 or more".into(),
        "i64" | "isize" => "a whole number".into(),
        "f32" | "f64" => "a number".into(),
        "a boolean" | "bool" => "true or false".into(),
        "a string" | "a borrowed string" | "a character" => "a text".into(),
        "a sequence" => "a list".into(),
        "a map" => "an object".into(),
        _ if e.starts_with("struct ") || e.starts_with("map") => "an object".into(),
        _ if e.starts_with("internally tagged enum") || e.starts_with("adjacently tagged") => {
            "an object with its \"kind\"".into()
        }
        _ if e.starts_with("a sequence") || e.starts_with("tuple") => "a list".into(),
        _ if e.starts_with("unit variant") || e.starts_with("variant identifier") => {
            "one of its words".into()
        }
        _ if e.starts_with("enum ") => "one of its words".into(),
        other => other.into(),
    }
}

/// A place in a JSON document, as a script writer names it: `at.choices[0]`.
fn place(path: &[String]) -> String {
    path.iter().fold(String::new(), |mut out, p| {
        if p.starts_with('[') || out.is_empty() {
            out.push_str(p);
        } else {
            out.push('.');
            out.push_str(p);
        }
        out
    })
}

/// The places (paths) of every value of `root` for which `hit` holds, depth first.
fn find(root: &Value, hit: &dyn Fn(&Value) -> bool) -> Vec<Vec<String>> {
    fn walk(
        v: &Value,
        path: &mut Vec<String>,
        hit: &dyn Fn(&Value) -> bool,
        out: &mut Vec<Vec<String>>,
    ) {
        match v {
            Value::Object(map) => {
                for (k, child) in map {
                    path.push(k.clone());
                    if hit(child) {
                        out.push(path.clone());
                    }
                    walk(child, path, hit, out);
                    path.pop();
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    path.push(format!("[{i}]"));
                    if hit(child) {
                        out.push(path.clone());
                    }
                    walk(child, path, hit, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(root, &mut Vec::new(), hit, &mut out);
    out
}

/// Whether `v` is what serde's "invalid type: X" describes ("null", "string \"a\"",
/// "integer `5`", "boolean `true`", "map", "sequence", "floating point `1.5`").
fn is_described(v: &Value, what: &str) -> bool {
    match v {
        Value::Null => what == "null" || what == "unit value",
        Value::Bool(b) => what == format!("boolean `{b}`"),
        Value::Number(n) => {
            what == format!("integer `{n}`") || what == format!("floating point `{n}`")
        }
        Value::String(s) => what == format!("string {s:?}"),
        Value::Array(_) => what == "sequence",
        Value::Object(_) => what == "map",
    }
}

/// Every object of `root`, by path, the root first.
fn objects(root: &Value) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    if root.is_object() {
        out.push(Vec::new());
    }
    out.extend(find(root, &|v| v.is_object()));
    out
}

fn object_at<'a>(
    root: &'a mut Value,
    path: &[String],
) -> Option<&'a mut serde_json::Map<String, Value>> {
    let mut v = root;
    for p in path {
        v = match p.strip_prefix('[').and_then(|i| i.strip_suffix(']')) {
            Some(i) => v.get_mut(i.parse::<usize>().ok()?)?,
            None => v.get_mut(p.as_str())?,
        };
    }
    v.as_object_mut()
}

/// Why `value` is not a `what` ("action", "request body"), from the parser's `message`; `parse`
/// parses a changed copy (to ask what a missing field takes); `shapes` names what a type the
/// parser only calls an "untagged enum" takes, as (type, a field that holds it, what it takes).
pub fn explain(
    what: &str,
    value: &Value,
    message: &str,
    parse: &dyn Fn(&Value) -> Result<(), String>,
    shapes: &[(&str, &str, &str)],
) -> String {
    let m = bare(message);
    let at = |path: &[String]| {
        if path.is_empty() {
            format!("The {what}")
        } else {
            format!("\"{}\"", place(path))
        }
    };
    if !value.is_object() {
        let kinds = tag_values(value, parse);
        return format!(
            "The {what} must be a JSON object{}, not {}.",
            kinds
                .map(|(tag, k)| format!(" with its \"{tag}\": {k}"))
                .unwrap_or_default(),
            kind_of(value)
        );
    }
    if let Some(field) = quoted_after(m, "missing field ") {
        if (field == "kind" || field == "type") && value.get(field).is_none() {
            if let Some((tag, kinds)) = tag_values(value, parse) {
                return format!("The {what} needs \"{tag}\": {kinds}.");
            }
        }
        // Ask the parser what the field takes, trying it as null in each object in turn.
        for path in objects(value) {
            let mut probe = value.clone();
            let Some(obj) = object_at(&mut probe, &path) else {
                continue;
            };
            if obj.contains_key(field) {
                continue;
            }
            obj.insert(field.to_string(), Value::Null);
            if let Err(e) = parse(&probe) {
                let e = bare(&e).to_string();
                if let Some(expected) = e.strip_prefix("invalid type: null, expected ") {
                    let mut full = path.clone();
                    full.push(field.to_string());
                    return format!(
                        "The {what} needs \"{}\": it takes {}.",
                        place(&full),
                        takes(expected)
                    );
                }
            }
        }
        return format!("The {what} needs \"{field}\".");
    }
    if let Some(field) = quoted_after(m, "unknown field ") {
        let fields = expected_names(m);
        let places = find_key(value, field);
        let whose = places.first().map(|p| {
            let parent = &p[..p.len() - 1];
            if parent.is_empty() {
                String::new()
            } else {
                format!(" in \"{}\"", place(parent))
            }
        });
        return if fields.is_empty() {
            format!(
                "The {what} has no field \"{field}\"{}.",
                whose.unwrap_or_default()
            )
        } else {
            format!(
                "The {what} has no field \"{field}\"{}: the fields there are {}.",
                whose.unwrap_or_default(),
                and_list(&fields)
            )
        };
    }
    if let Some(word) = quoted_after(m, "unknown variant ") {
        let words = expected_names(m);
        let places = find(value, &|v| v.as_str() == Some(word));
        let whose = places
            .first()
            .map_or_else(|| format!("The {what}"), |p| at(p));
        return format!("{whose} takes {}, not \"{word}\".", or_list(&words));
    }
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = m.strip_prefix(prefix) {
            if let Some((found, expected)) = rest.split_once(", expected ") {
                let places = find(value, &|v| is_described(v, found));
                let whose = places
                    .first()
                    .map_or_else(|| format!("A field of the {what}"), |p| at(p));
                let shown = places
                    .first()
                    .and_then(|p| value_at(value, p))
                    .map_or_else(|| found.to_string(), kind_of);
                return format!("{whose} takes {}, not {shown}.", takes(expected));
            }
        }
    }
    if let Some(rest) = m.strip_prefix("invalid length ") {
        if let Some((_, expected)) = rest.split_once(", expected ") {
            return format!("A list in the {what} has the wrong length: it takes {expected}.");
        }
    }
    if let Some(ty) = m.strip_prefix("data did not match any variant of untagged enum ") {
        let of_type: Vec<_> = shapes.iter().filter(|(t, _, _)| *t == ty.trim()).collect();
        let found = of_type.iter().find_map(|(_, field, help)| {
            find_key(value, field).into_iter().next().map(|p| (p, help))
        });
        if let Some((path, help)) = found {
            return format!("{} takes {help}.", at(&path));
        }
        if let Some((_, field, help)) = of_type.first() {
            return format!("\"{field}\" takes {help}.");
        }
        return format!("A value of the {what} has none of the shapes it may take.");
    }
    if let Some(field) = quoted_after(m, "duplicate field ") {
        return format!("The {what} gives \"{field}\" twice.");
    }
    // A game's own words (a colour letter, an id) are sentences already.
    format!("The {what} cannot be read: {m}.")
}

fn find_key(value: &Value, key: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = find(value, &|_| true)
        .into_iter()
        .filter(|p| p.last().is_some_and(|k| k == key))
        .collect();
    out.sort_by_key(Vec::len);
    out
}

fn value_at<'a>(root: &'a Value, path: &[String]) -> Option<&'a Value> {
    let mut v = root;
    for p in path {
        v = match p.strip_prefix('[').and_then(|i| i.strip_suffix(']')) {
            Some(i) => v.get(i.parse::<usize>().ok()?)?,
            None => v.get(p.as_str())?,
        };
    }
    Some(v)
}

/// The key of a tagged submission ("kind" or "type") and its words, asked from the parser.
fn tag_values(
    value: &Value,
    parse: &dyn Fn(&Value) -> Result<(), String>,
) -> Option<(String, String)> {
    for tag in ["kind", "type"] {
        let mut probe = serde_json::Map::new();
        probe.insert(tag.into(), Value::String(String::new()));
        if let Some(obj) = value.as_object() {
            for (k, v) in obj {
                if k != tag {
                    probe.insert(k.clone(), v.clone());
                }
            }
        }
        if let Err(e) = parse(&Value::Object(probe)) {
            let e = bare(&e).to_string();
            if e.starts_with("unknown variant ``") {
                return Some((
                    tag.into(),
                    format!("one of {}", or_list(&expected_names(&e))),
                ));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)]
    enum Act {
        Pass { astronaut: u8 },
        Build { at: At },
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct At {
        unit: String,
        crew_on: Option<u8>,
    }

    fn say(json: &str) -> String {
        let v: Value = serde_json::from_str(json).expect("json");
        let e = serde_json::from_value::<Act>(v.clone())
            .expect_err("wrong shape")
            .to_string();
        let parse = |v: &Value| {
            serde_json::from_value::<Act>(v.clone())
                .map(|_| ())
                .map_err(|e| e.to_string())
        };
        explain("action", &v, &e, &parse, &[])
    }

    #[test]
    fn each_wrong_shape_gets_a_sentence_with_its_field() {
        assert_eq!(
            say(r#"{"astronaut": 1}"#),
            "The action needs \"kind\": one of \"pass\" or \"build\"."
        );
        assert_eq!(
            say(r#"{"kind": "fly"}"#),
            "\"kind\" takes \"pass\" or \"build\", not \"fly\"."
        );
        assert_eq!(
            say(r#"{"kind": "build", "at": {"crew_on": 2}}"#),
            "The action needs \"at.unit\": it takes a text."
        );
        assert_eq!(
            say(r#"{"kind": "build", "at": {"unit": "x1", "crew_on": null, "colony": 3}}"#),
            "The action has no field \"colony\" in \"at\": the fields there are \"unit\" and \"crew_on\"."
        );
        assert_eq!(
            say(r#"{"kind": "pass", "astronaut": "two"}"#),
            "\"astronaut\" takes a whole number from 0 to 255, not the text \"two\"."
        );
        assert_eq!(say(r#"[1]"#), "The action must be a JSON object with its \"kind\": one of \"pass\" or \"build\", not a list.");
    }
}
