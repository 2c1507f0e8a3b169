//! `Ctx`: who is asking (from the session cookie) and the browser's CSRF nonce; `PageCtx`: what
//! the layout template needs.

use crate::db::models::{sessions, user_prefs, users::User};
use crate::error::AppError;
use crate::i18n::Lang;
use crate::security::{csrf, keys};
use crate::state::AppState;
use actix_web::dev::Payload;
use actix_web::http::Method;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use std::future::Future;
use std::pin::Pin;

pub const SESSION_COOKIE: &str = "tp_session";

/// The CSRF nonce minted by the middleware for a browser that had none yet.
#[derive(Debug, Clone)]
pub struct FreshCsrfNonce(pub String);

pub struct Ctx {
    pub user: Option<User>,
    /// How many games wait on the user's decision (counted for GET and HEAD requests only).
    waiting: usize,
    /// The two games waiting longest on the user's decision, oldest first: (id, title).
    waiting_first: Vec<(i32, String)>,
    /// The game whose page this request is for, if any (`/games/{id}...`).
    game_in_path: Option<i32>,
    /// The raw session token from the cookie, when it names a live session.
    pub session: Option<String>,
    csrf_nonce: String,
    /// The language of the pages this request is answered with (`i18n::Lang::negotiate`).
    pub lang: Lang,
    state: web::Data<AppState>,
}

/// The visitor's language before the account is known: the footer's cookie, else the
/// browser's `Accept-Language` (`web::middleware` puts it in the request).
#[derive(Debug, Clone, Copy)]
pub struct VisitorLang(pub Lang);

impl Ctx {
    pub fn state(&self) -> &AppState {
        &self.state
    }

    pub fn csrf_token(&self) -> String {
        csrf::token(&self.state.keys, &self.csrf_nonce, self.session.as_deref())
    }

    /// Refuses a form whose token is missing or does not belong to this browser and session.
    pub fn check_csrf(&self, submitted: &str) -> Result<(), AppError> {
        if csrf::check(
            &self.state.keys,
            &self.csrf_nonce,
            self.session.as_deref(),
            submitted,
        ) {
            Ok(())
        } else {
            Err(AppError::Csrf)
        }
    }

    /// The logged-in user, or a redirect to the login page that comes back to `next`.
    pub fn require_user(&self, next: &str) -> Result<&User, AppError> {
        self.user.as_ref().ok_or_else(|| AppError::LoginRequired {
            next: next.to_string(),
        })
    }

    pub fn page(&self) -> PageCtx {
        PageCtx {
            lang: self.lang,
            user_name: self.user.as_ref().map(|u| u.display_name.clone()),
            verified: self.user.as_ref().is_some_and(User::is_verified),
            csrf: self.csrf_token(),
            mailbox: self.state.mailbox_mode(),
            waiting: self.waiting,
            // On a game's page (where a turn lands), the next game waiting on the player.
            next_game: self.game_in_path.and_then(|here| {
                self.waiting_first
                    .iter()
                    .find(|(id, _)| *id != here)
                    .map(|(id, title)| (format!("/games/{id}"), title.clone()))
            }),
        }
    }
}

/// What `_layout.html` shows on every page.
#[derive(Debug, Clone, Default)]
pub struct PageCtx {
    /// The language of the page (`<html lang>`, its texts).
    pub lang: Lang,
    pub user_name: Option<String>,
    pub verified: bool,
    pub csrf: String,
    pub mailbox: bool,
    /// How many games wait on the user's decision (the header shows it).
    pub waiting: usize,
    /// On a game's page: another game waiting on the user, (address, title).
    pub next_game: Option<(String, String)>,
}

impl PageCtx {
    /// For error pages, rendered without a request at hand.
    pub fn anonymous() -> Self {
        Self::default()
    }

    /// The text `id` in the page's language (`src/i18n/`).
    pub fn t(&self, id: &str) -> String {
        self.lang.t(id)
    }

    /// The text `id` with a number in it (its plural follows the language).
    pub fn t_count(&self, id: &str, count: &usize) -> String {
        self.lang.t_count(id, count)
    }

    /// The text `id` with words in it as `$name`.
    pub fn t_with(&self, id: &str, name: &str, words: &str) -> String {
        self.lang.t_with(id, name, words)
    }

    /// The footer's languages: (tag, own name, the page's own).
    pub fn languages(&self) -> Vec<(&'static str, &'static str, bool)> {
        Lang::OFFERED
            .iter()
            .map(|l| (l.code(), l.own_name(), *l == self.lang))
            .collect()
    }
}

/// How many games wait on `user_id`'s decision, and the two waiting longest: (id, title).
/// Two are enough: the header shows the count, and a game's page the oldest other than itself.
fn waiting_games(
    conn: &mut crate::db::Conn,
    user_id: i32,
) -> Result<(usize, Vec<(i32, String)>), AppError> {
    let (count, first) = crate::db::models::game_players::waiting_on_user(conn, user_id, 2)?;
    let titles = first
        .into_iter()
        .map(|(id, game)| (id, crate::services::notifications::title_of(&game, id)))
        .collect();
    Ok((usize::try_from(count).unwrap_or(0), titles))
}

impl FromRequest for Ctx {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = req.cookie(SESSION_COOKIE).map(|c| c.value().to_string());
        let csrf_nonce = req
            .extensions()
            .get::<FreshCsrfNonce>()
            .map(|n| n.0.clone())
            .or_else(|| req.cookie(csrf::COOKIE).map(|c| c.value().to_string()))
            .unwrap_or_default();
        let request = req.clone();
        // The header's count of games waiting on the player is drawn on pages fetched with
        // GET. A POST answers with a redirect nearly always (a turn, a setting), so it is not
        // counted for one: an error page drawn for a POST shows the header without the count.
        let counts_waiting = matches!(*req.method(), Method::GET | Method::HEAD);
        let visitor = req
            .extensions()
            .get::<VisitorLang>()
            .map_or(Lang::En, |v| v.0);
        let pseudo = state.as_ref().is_some_and(|s| s.settings.pseudo_language);
        let game_in_path = req
            .path()
            .strip_prefix("/games/")
            .and_then(|rest| rest.split('/').next())
            .and_then(|id| id.parse::<i32>().ok());
        Box::pin(async move {
            let state =
                state.ok_or_else(|| AppError::internal(anyhow::anyhow!("app state missing")))?;
            let user = match token.clone() {
                Some(t) if !t.is_empty() && t.len() <= 128 => {
                    let pool = state.pool.clone();
                    let now = state.clock.now_naive();
                    web::block(move || -> Result<_, AppError> {
                        let mut conn = pool.get()?;
                        let user = sessions::user_for(&mut conn, &keys::sha256_hex(&t), now)?;
                        let waiting = match &user {
                            Some(u) if counts_waiting => waiting_games(&mut conn, u.id)?,
                            _ => (0, Vec::new()),
                        };
                        let language = match &user {
                            Some(u) => user_prefs::language(&mut conn, u.id)?,
                            None => String::new(),
                        };
                        Ok(user.map(|u| (u, waiting, language)))
                    })
                    .await??
                }
                _ => None,
            };
            let (user, (waiting, waiting_first), language) = match user {
                Some((u, w, l)) => (Some(u), w, l),
                None => (None, (0, Vec::new()), String::new()),
            };
            let lang = Lang::parse(&language, pseudo).unwrap_or(visitor);
            let session = user.as_ref().and(token);
            let ctx = Ctx {
                user,
                waiting,
                waiting_first,
                game_in_path,
                session,
                csrf_nonce,
                lang,
                state,
            };
            // An error page drawn later for this request shows the same header, in the same
            // language, and the response says which (`web::middleware`).
            request.extensions_mut().insert(ctx.page());
            Ok(ctx)
        })
    }
}
