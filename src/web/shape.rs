//! Sentences for an API request body of the wrong shape, from the body type's schema (the one
//! the OpenAPI document shows): the field, and what it takes in words with its description.

use crate::engine::shape::{and_list, explain, kind_of};
use serde_json::Value;

/// The schema of a body type as JSON (`properties`, `required`, `additionalProperties`).
fn schema_json(schema: &utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>) -> Value {
    serde_json::to_value(schema).unwrap_or(Value::Null)
}

/// A JSON type's name in words.
fn type_words(t: &str) -> &'static str {
    match t {
        "integer" => "a whole number",
        "number" => "a number",
        "string" => "a text",
        "boolean" => "true or false",
        "array" => "a list",
        "object" => "an object",
        "null" => "null",
        _ => "a value",
    }
}

fn types_of(prop: &Value) -> Vec<String> {
    match prop.get("type") {
        Some(Value::String(t)) => vec![t.clone()],
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(|t| t.as_str().map(String::from))
            .collect(),
        _ => Vec::new(),
    }
}

/// What a property takes: its type in words, its values when they are listed, its description.
fn describe(prop: &Value) -> String {
    let types = types_of(prop);
    let mut out = if types.is_empty() {
        "a value".to_string()
    } else {
        let words: Vec<String> = types.iter().map(|t| type_words(t).to_string()).collect();
        crate::engine::shape::or_list(&words)
    };
    if let Some(values) = prop.get("enum").and_then(Value::as_array) {
        let listed: Vec<String> = values.iter().map(Value::to_string).collect();
        out = crate::engine::shape::or_list(&listed);
    }
    if let Some(d) = prop.get("description").and_then(Value::as_str) {
        let d = d.trim().trim_end_matches('.');
        out = format!("{out} ({})", lowercase_first(d));
    }
    out
}

fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whether `v` is of one of `types` (a schema without a type takes anything).
fn fits(v: &Value, types: &[String]) -> bool {
    types.is_empty()
        || types.iter().any(|t| match t.as_str() {
            "integer" => v.as_i64().is_some() || v.as_u64().is_some(),
            "number" => v.is_number(),
            "string" => v.is_string(),
            "boolean" => v.is_boolean(),
            "array" => v.is_array(),
            "object" => v.is_object(),
            "null" => v.is_null(),
            _ => true,
        })
}

/// Why `bytes` is not a body of the type whose schema is `schema`; `parse` parses a value as
/// that type (for what the schema cannot tell, such as a number out of range).
pub fn explain_body(
    bytes: &[u8],
    error: &serde_json::Error,
    schema: &utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
    parse: &dyn Fn(&Value) -> Result<(), String>,
) -> String {
    let schema = schema_json(schema);
    let props = schema.get("properties").and_then(Value::as_object);
    let fields: Vec<String> = props
        .map(|p| p.keys().map(|k| format!("\"{k}\"")).collect())
        .unwrap_or_default();
    let Ok(value) = serde_json::from_slice::<Value>(bytes) else {
        return format!(
            "The request body is not valid JSON (the parser stopped at line {}, column {}): \
             send an object with {}.",
            error.line(),
            error.column(),
            and_list(&fields)
        );
    };
    let Some(obj) = value.as_object() else {
        return format!(
            "The request body must be a JSON object with {}, not {}.",
            and_list(&fields),
            kind_of(&value)
        );
    };
    if let Some(props) = props {
        if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
            if let Some(k) = obj.keys().find(|k| !props.contains_key(*k)) {
                return format!(
                    "The request body has no field \"{k}\": its fields are {}.",
                    and_list(&fields)
                );
            }
        }
        let required: Vec<&str> = schema
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for (k, prop) in props {
            match obj.get(k) {
                None if required.contains(&k.as_str()) => {
                    return format!(
                        "The request body needs \"{k}\": it takes {}.",
                        describe(prop)
                    );
                }
                Some(v) if !fits(v, &types_of(prop)) => {
                    return format!("\"{k}\" takes {}, not {}.", describe(prop), kind_of(v));
                }
                _ => {}
            }
        }
    }
    explain("request body", &value, &error.to_string(), parse, &[])
}
