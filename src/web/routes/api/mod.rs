//! The JSON API for bots and scripts: the same services and checks as the pages, with bearer
//! tokens instead of cookies (so no CSRF tokens). Its OpenAPI document, `/api/openapi.json`, is
//! generated from the same list of handlers that mounts them (`api!`), with their paths, bodies
//! and answers from the handlers' own declarations, so the two cannot drift apart.

pub mod games;
pub mod kinds;
pub mod messages;
pub mod tokens;

use actix_web::{get, web, HttpResponse};
use std::sync::OnceLock;
use utoipa::OpenApi;

/// Mounts the listed handlers under `/api` and describes the same ones in `ApiDoc`.
macro_rules! api {
    ($($handler:path),* $(,)?) => {
        pub fn configure(cfg: &mut web::ServiceConfig) {
            cfg.service(
                web::scope("/api")
                    .app_data(crate::web::api::json_config())
                    .app_data(crate::web::api::payload_config())
                    $(.service($handler))*
                    .service(openapi_json)
                    .default_service(web::to(not_found)),
            );
        }

        #[derive(OpenApi)]
        #[openapi(
            info(
                title = "Turnpost",
                description = "Board games by correspondence, for bots and scripts. Every error \
                               is {\"error\": \"a sentence\"}. Each game's actions and views are \
                               described in docs/<game>-actions.md of the source.",
            ),
            paths($($handler),*),
            modifiers(&Bearer),
        )]
        struct ApiDoc;
    };
}

api!(
    tokens::create,
    kinds::list,
    games::list,
    games::create,
    games::show,
    games::legal,
    games::join,
    games::invite,
    games::start,
    games::act,
    messages::list,
    messages::post,
);

/// The bearer token every call but `/tokens` and `/kinds` sends.
struct Bearer;

impl utoipa::Modify for Bearer {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// The OpenAPI document of the API, its paths under `/api`, made once.
pub fn openapi() -> &'static str {
    static DOC: OnceLock<String> = OnceLock::new();
    DOC.get_or_init(|| {
        let mut doc = ApiDoc::openapi();
        let paths = std::mem::take(&mut doc.paths.paths);
        doc.paths.paths = paths
            .into_iter()
            .map(|(path, item)| (format!("/api{path}"), item))
            .collect();
        doc.to_pretty_json().unwrap_or_default()
    })
}

/// The API described in OpenAPI 3.1.
#[get("/openapi.json")]
async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(openapi())
}

async fn not_found() -> Result<actix_web::HttpResponse, crate::web::api::ApiError> {
    Err(crate::error::AppError::NotFound("refusal-no-api-endpoint".into()).into())
}
