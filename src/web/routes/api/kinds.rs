//! `GET /api/kinds`: every game of the site, as a script needs it to create one: its name,
//! player counts, colours and setup options with their values (from the registry).

use crate::engine::registry;
use actix_web::{get, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;

/// One value of a setup option.
#[derive(Serialize, ToSchema)]
struct Choice {
    /// The value to send in "options".
    #[schema(value_type = Object)]
    value: serde_json::Value,
    /// What it means, in words.
    label: &'static str,
}

/// A setup option of a game, chosen when it is created.
#[derive(Serialize, ToSchema)]
struct OptionJson {
    /// The key in "options".
    key: &'static str,
    label: &'static str,
    /// The values it takes; the first is the default.
    choices: Vec<Choice>,
    #[schema(value_type = Object)]
    default: serde_json::Value,
}

/// One game of the site.
#[derive(Serialize, ToSchema)]
struct Kind {
    /// The registry name, for "game" in POST /api/games.
    name: &'static str,
    title: &'static str,
    summary: &'static str,
    min_players: usize,
    max_players: usize,
    /// The colours players choose from; the first free one is given when none is asked for.
    colours: Vec<&'static str>,
    options: Vec<OptionJson>,
}

/// The games of the site.
#[derive(Serialize, ToSchema)]
struct Kinds {
    kinds: Vec<Kind>,
}

/// Every game of the site: name, player counts, colours, setup options and their values.
#[utoipa::path(tag = "games", responses((status = 200, description = "The games", body = Kinds)))]
#[get("/kinds")]
pub async fn list() -> HttpResponse {
    let kinds = registry::games()
        .iter()
        .map(|g| {
            let a = g.about();
            Kind {
                name: g.name(),
                title: a.title,
                summary: a.summary,
                min_players: a.min_players,
                max_players: a.max_players,
                colours: a.colours.to_vec(),
                options: a
                    .options
                    .iter()
                    .map(|o| OptionJson {
                        key: o.key,
                        label: o.label,
                        choices: o
                            .choices
                            .iter()
                            .map(|(value, label)| Choice {
                                value: serde_json::from_str(value)
                                    .unwrap_or(serde_json::Value::Null),
                                label,
                            })
                            .collect(),
                        default: o.default_value(),
                    })
                    .collect(),
            }
        })
        .collect();
    HttpResponse::Ok().json(Kinds { kinds })
}
