//! Accounts: registration, email verification, login sessions, password reset, and changes of
//! password and email. Nothing here tells a visitor whether an email address is registered.

use crate::db::models::api_tokens;
use crate::db::models::email_links::{self, NewEmailLink};
use crate::db::models::sessions::{self, NewSession};
use crate::db::models::user_prefs;
use crate::db::models::users::{self, NewUser, User};
use crate::db::Conn;
use crate::error::AppError;
use crate::mail::messages;
use crate::security::links::{self, LinkError, Purpose};
use crate::security::{keys, password};
use crate::services::mail::queue;
use crate::services::mail_safety::{self, MailOrigin, Refusal};
use crate::services::prefs;
use crate::state::AppState;
use chrono::Duration;

pub const SESSION_DAYS: i64 = 30;
const NAME_MAX: usize = 40;
const EMAIL_MAX: usize = 254;
/// The refusal of a wrong current password (settings forms); the web layer counts exactly
/// these answers as failed guesses in the login limits.
/// (Each refusal here is the id of its text, `src/i18n/*/refusals.ftl`.)
pub const WRONG_PASSWORD: &str = "refusal-wrong-password";
/// Display names are unique, compared by a key in which look-alikes meet
/// (`security::unicode::name_key`).
pub const NAME_TAKEN: &str = "refusal-name-taken";

/// An email address that parsed (kept as typed, compared case-insensitively).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAddress(String);

/// The refusal of an address we could not deliver to (every form and API call that takes one).
pub const UNDELIVERABLE: &str = "refusal-undeliverable";

impl EmailAddress {
    /// An address we can deliver to: `local@domain.tld` with a dotted domain name. RFC 5322
    /// allows more (quoted local parts such as `"a b"@example.com`, IP literals such as
    /// `a@[127.0.0.1]`, single-label hosts) that mail servers refuse or that would reach
    /// machines by number; those are refused here, at the edge.
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let email = raw.trim();
        if email.is_empty() {
            return Err("refusal-email-empty");
        }
        let options = email_address::Options::default()
            .with_required_tld()
            .without_domain_literal()
            .without_display_text();
        let checked = email_address::EmailAddress::parse_with_options(email, options);
        // The crate accepts quoted local parts; the outbox sends through lettre, so its parser
        // must accept the address too.
        let deliverable = email.len() <= EMAIL_MAX
            && checked.is_ok_and(|a| !a.local_part().starts_with('"'))
            && email.parse::<lettre::Address>().is_ok();
        if !deliverable {
            return Err(UNDELIVERABLE);
        }
        Ok(Self(email.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A display name: 1 to 40 characters in Unicode's composed form (NFC), spaces folded to one,
/// nothing invisible (control, zero-width, direction-changing and blank-looking characters
/// could make two names look alike or turn the text around it), and nothing that a mail client
/// would decode (`=?utf-8?...?=`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisplayName(String);

impl DisplayName {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        use unicode_normalization::UnicodeNormalization;
        if raw.chars().any(crate::security::unicode::is_invisible) {
            return Err("refusal-name-invisible");
        }
        let name = raw
            .nfc()
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if name.is_empty() {
            return Err("refusal-name-empty");
        }
        if name.chars().count() > NAME_MAX {
            return Err("refusal-name-long");
        }
        if name.contains("=?") || name.contains("?=") {
            return Err("refusal-name-encoded");
        }
        Ok(Self(name))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A valid registration form.
#[derive(Debug, Clone)]
pub struct Registration {
    pub email: EmailAddress,
    pub name: DisplayName,
    pub password: String,
    /// The browser's time zone, when it sent a known one (the settings keep UTC otherwise).
    pub time_zone: Option<&'static str>,
    /// The language chosen on the form (none: the browser's, as for a visitor).
    pub language: Option<crate::i18n::Lang>,
}

impl Registration {
    pub fn parse(email: &str, name: &str, password: &str) -> Result<Self, &'static str> {
        let email = EmailAddress::parse(email)?;
        let name = DisplayName::parse(name)?;
        password::check_strength(password, email.as_str())?;
        Ok(Self {
            email,
            name,
            password: password.to_string(),
            time_zone: None,
            language: None,
        })
    }

    /// Keeps the time zone the browser reported, if it is one the site knows (anything else
    /// is ignored: the player can choose in the settings).
    pub fn with_time_zone(mut self, zone: &str) -> Self {
        self.time_zone = crate::services::prefs::zone_names().find(|z| *z == zone);
        self
    }

    /// Keeps the language chosen on the form, if the site speaks it.
    /// `pseudo`: the server offers the tests' pseudo-language.
    pub fn with_language(mut self, tag: &str, pseudo: bool) -> Self {
        self.language = crate::i18n::Lang::parse(tag, pseudo);
        self
    }
}

/// Registers an account and mails a verification link. When the address already has an
/// account, that account's owner is told by mail instead, and the caller sees the same result.
pub fn register(state: &AppState, reg: &Registration) -> Result<(), AppError> {
    // Hash first in both cases, so the answer takes as long whether or not the address exists.
    let hash = password::hash(&reg.password)?;
    let mut conn = state.pool.get()?;
    let now = state.clock.now_naive();
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        match insert_unless_taken(conn, state, reg, &hash, now)? {
            // Limited or suppressed: the account exists, the answer is the same, no mail goes
            // (the owner can ask again from the settings page, which says why).
            Some(user) => match mail_safety::verify_mail_allowed(conn, state, &user.email)? {
                Ok(()) => send_verification(conn, state, &user),
                Err(_) => Ok(()),
            },
            None => Ok(()),
        }
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// Registers through an invitation sent to the same address: following the invitation link
/// proved the address, so the account is verified at once. `None` when the invitation does not
/// match (the caller then registers normally) or the address already has an account (its owner
/// is told by mail, as `register` does).
pub fn register_invited(
    state: &AppState,
    reg: &Registration,
    nonce: &str,
) -> Result<Option<User>, AppError> {
    let mut conn = state.pool.get()?;
    let invited =
        crate::db::models::invitations::find_by_nonce(&mut conn, nonce)?.is_some_and(|i| {
            i.accepted_by.is_none() && i.email.eq_ignore_ascii_case(reg.email.as_str())
        });
    drop(conn);
    if !invited {
        return Ok(None);
    }
    let hash = password::hash(&reg.password)?;
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    let user = conn.immediate_transaction(|conn| -> Result<Option<User>, AppError> {
        let Some(user) = insert_unless_taken(conn, state, reg, &hash, now)? else {
            return Ok(None);
        };
        users::set_verified(conn, user.id, now)?;
        Ok(users::find(conn, user.id)?)
    })?;
    crate::services::mail::wake(state);
    Ok(user)
}

/// Inserts the account, or, when the address is taken, tells its owner by mail and returns
/// `None` (the caller answers the same either way).
fn insert_unless_taken(
    conn: &mut Conn,
    state: &AppState,
    reg: &Registration,
    hash: &str,
    now: chrono::NaiveDateTime,
) -> Result<Option<User>, AppError> {
    // Names first: the answer about a name must not depend on whether the address has an
    // account.
    if users::name_taken(conn, &users::name_key(reg.name.as_str()))? {
        return Err(AppError::BadRequest(NAME_TAKEN.into()));
    }
    if let Some(existing) = users::find_by_email(conn, reg.email.as_str())? {
        // Counted with the verification mails: it is what a registration sends to a taken
        // address, and anyone can cause it. Over the limit, or to an address that asked for no
        // more, nothing goes (and the visitor sees the same answer).
        if mail_safety::verify_mail_allowed(conn, state, &existing.email)?.is_err() {
            return Ok(None);
        }
        mail_safety::record(conn, state, MailOrigin::Verify, &existing.email, None)?;
        let mail = messages::AlreadyRegistered {
            name: existing.display_name.clone(),
            login_link: state.url("/login"),
            reset_link: state.url("/forgot"),
        };
        let l = prefs::lang_of(conn, state, existing.id)?;
        queue(
            conn,
            state,
            mail.compose(&existing.email, l.t("mail-registered-subject"), l),
        )?;
        return Ok(None);
    }
    let new = NewUser {
        email: reg.email.as_str(),
        display_name: reg.name.as_str(),
        password_hash: hash,
        created_at: now,
    };
    let user = users::insert(conn, &new)?;
    if reg.time_zone.is_some() || reg.language.is_some() {
        let mut prefs = user_prefs::get(conn, user.id)?;
        if let Some(zone) = reg.time_zone {
            prefs.time_zone = zone.to_string();
        }
        if let Some(lang) = reg.language {
            prefs.language = lang.code().to_string();
        }
        user_prefs::save(conn, &prefs)?;
    }
    Ok(Some(user))
}

/// Queues a verification mail and counts it towards the limit of its address (the caller has
/// checked `mail_safety::verify_mail_allowed`).
fn send_verification(conn: &mut Conn, state: &AppState, user: &User) -> Result<(), AppError> {
    mail_safety::record(conn, state, MailOrigin::Verify, &user.email, None)?;
    let token = new_link(conn, state, user.id, Purpose::Verify, None)?;
    let mail = messages::Verify {
        name: user.display_name.clone(),
        link: state.url(&format!("/verify?token={token}")),
        not_me_link: mail_safety::not_me_link(state, &user.email, MailOrigin::Verify),
    };
    let l = prefs::lang_of(conn, state, user.id)?;
    queue(
        conn,
        state,
        mail.compose(&user.email, l.t("mail-verify-subject"), l),
    )
}

/// Mails a fresh verification link to a logged-in, unverified user.
pub fn resend_verification(state: &AppState, user_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let Some(user) = users::find(conn, user_id)? else {
            return Err(AppError::not_found());
        };
        if user.is_verified() {
            return Ok(());
        }
        match mail_safety::verify_mail_allowed(conn, state, &user.email)? {
            Ok(()) => {}
            Err(Refusal::Limited { retry_after }) => {
                return Err(AppError::Limited {
                    message: mail_safety::RESEND_LIMITED.into(),
                    retry_after,
                })
            }
            Err(Refusal::Suppressed) => {
                return Err(AppError::Forbidden(mail_safety::VERIFY_SUPPRESSED.into()))
            }
        }
        email_links::retire_unused(
            conn,
            user.id,
            Purpose::Verify.as_str(),
            state.clock.now_naive(),
        )?;
        send_verification(conn, state, &user)
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// Creates the row of a new link and returns the token to put in the URL.
fn new_link(
    conn: &mut Conn,
    state: &AppState,
    user_id: i32,
    purpose: Purpose,
    new_email: Option<&str>,
) -> Result<String, AppError> {
    let now = state.clock.now();
    let expires = now + purpose.lifetime();
    let nonce = keys::random_token(18);
    email_links::insert(
        conn,
        &NewEmailLink {
            nonce: &nonce,
            purpose: purpose.as_str(),
            user_id,
            new_email,
            expires_at: expires.naive_utc(),
            created_at: now.naive_utc(),
        },
    )?;
    Ok(links::issue(&state.keys, purpose, user_id, &nonce, expires))
}

/// A link that checked out: signature, purpose, expiry, not used yet.
pub struct ValidLink {
    pub link: email_links::EmailLink,
    pub user: User,
}

/// Checks a link without using it up (the confirmation page shows it; the form post uses it).
pub fn check_link(
    conn: &mut Conn,
    state: &AppState,
    token: &str,
    purpose: Purpose,
) -> Result<ValidLink, AppError> {
    let bad = |e: LinkError| AppError::BadRequest(e.to_string());
    let parsed = links::parse(token, state.clock.now()).map_err(bad)?;
    let link = email_links::find_by_nonce(conn, &parsed.nonce)?.ok_or(bad(LinkError::Invalid))?;
    if link.purpose != purpose.as_str() {
        return Err(bad(LinkError::Invalid));
    }
    links::verify(&state.keys, token, purpose, link.user_id).map_err(bad)?;
    if link.used_at.is_some() {
        return Err(bad(LinkError::Used));
    }
    if link.expires_at <= state.clock.now_naive() {
        return Err(bad(LinkError::Expired));
    }
    let user = users::find(conn, link.user_id)?.ok_or(bad(LinkError::Invalid))?;
    Ok(ValidLink { link, user })
}

/// Uses up a link inside the caller's transaction; a second use fails.
fn consume_link(
    conn: &mut Conn,
    state: &AppState,
    token: &str,
    purpose: Purpose,
) -> Result<ValidLink, AppError> {
    let valid = check_link(conn, state, token, purpose)?;
    if !email_links::mark_used(conn, valid.link.id, state.clock.now_naive())? {
        return Err(AppError::BadRequest(LinkError::Used.to_string()));
    }
    Ok(valid)
}

/// Confirms the address of a new account.
pub fn verify_email(state: &AppState, token: &str) -> Result<User, AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        let valid = consume_link(conn, state, token, Purpose::Verify)?;
        users::set_verified(conn, valid.user.id, state.clock.now_naive())?;
        Ok(valid.user)
    })
}

/// Checks a password; `None` for a wrong password or an unknown address (indistinguishable,
/// and taking the same time).
pub fn authenticate(state: &AppState, email: &str, pass: &str) -> Result<Option<User>, AppError> {
    let mut conn = state.pool.get()?;
    let user = users::find_by_email(&mut conn, email.trim())?;
    drop(conn);
    match user {
        Some(user) if password::verify(pass, &user.password_hash)? => Ok(Some(user)),
        Some(_) => Ok(None),
        None => {
            password::verify(pass, password::dummy_hash())?;
            Ok(None)
        }
    }
}

/// Opens a session; returns the token for the cookie (only its hash is stored).
pub fn open_session(state: &AppState, user_id: i32) -> Result<String, AppError> {
    let token = keys::random_token(32);
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    sessions::insert(
        &mut conn,
        &NewSession {
            token_hash: &keys::sha256_hex(&token),
            user_id,
            created_at: now,
            expires_at: now + Duration::days(SESSION_DAYS),
        },
    )?;
    Ok(token)
}

pub fn close_session(state: &AppState, token: &str) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    sessions::delete(&mut conn, &keys::sha256_hex(token))?;
    Ok(())
}

/// Mails a reset link when the address has an account; says nothing either way.
pub fn request_reset(state: &AppState, email: &EmailAddress) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let Some(user) = users::find_by_email(conn, email.as_str())? else {
            return Ok(());
        };
        email_links::retire_unused(
            conn,
            user.id,
            Purpose::Reset.as_str(),
            state.clock.now_naive(),
        )?;
        let token = new_link(conn, state, user.id, Purpose::Reset, None)?;
        let mail = messages::Reset {
            name: user.display_name.clone(),
            link: state.url(&format!("/reset?token={token}")),
        };
        let l = prefs::lang_of(conn, state, user.id)?;
        queue(
            conn,
            state,
            mail.compose(&user.email, l.t("mail-reset-subject"), l),
        )
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// Sets a new password from a reset link and ends every session of the account. Following the
/// link also proves the address, so an unverified account becomes verified.
pub fn reset_password(state: &AppState, token: &str, new_password: &str) -> Result<User, AppError> {
    let mut conn = state.pool.get()?;
    let valid = check_link(&mut conn, state, token, Purpose::Reset)?;
    password::check_strength(new_password, &valid.user.email)
        .map_err(|m| AppError::BadRequest(m.into()))?;
    let hash = password::hash(new_password)?;
    conn.immediate_transaction(|conn| {
        let valid = consume_link(conn, state, token, Purpose::Reset)?;
        users::set_password_hash(conn, valid.user.id, &hash)?;
        if !valid.user.is_verified() {
            users::set_verified(conn, valid.user.id, state.clock.now_naive())?;
        }
        sessions::delete_others(conn, valid.user.id, None)?;
        api_tokens::revoke_all(conn, valid.user.id, state.clock.now_naive())?;
        Ok(valid.user)
    })
}

/// Changes the password of a logged-in user who knows the current one; other sessions end and
/// every API token is revoked (whoever learnt the old password may have made one).
pub fn change_password(
    state: &AppState,
    user: &User,
    current: &str,
    new_password: &str,
    keep_session: &str,
) -> Result<(), AppError> {
    if !password::verify(current, &user.password_hash)? {
        return Err(AppError::BadRequest(WRONG_PASSWORD.into()));
    }
    password::check_strength(new_password, &user.email)
        .map_err(|m| AppError::BadRequest(m.into()))?;
    let hash = password::hash(new_password)?;
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        users::set_password_hash(conn, user.id, &hash)?;
        sessions::delete_others(conn, user.id, Some(&keys::sha256_hex(keep_session)))?;
        api_tokens::revoke_all(conn, user.id, state.clock.now_naive())?;
        let l = prefs::lang_of(conn, state, user.id)?;
        let mail = messages::AccountNotice {
            name: user.display_name.clone(),
            what: l.t("mail-password-changed"),
            settings_link: state.url("/settings"),
        };
        queue(
            conn,
            state,
            mail.compose(&user.email, l.t("mail-password-changed-subject"), l),
        )
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// Starts an email change: a link to the new address, a notice to the old one. The address
/// changes only when the link is followed. Only a confirmed account may ask, within the limits
/// of mail to unproved addresses (`mail_safety::check_email_change`), never to an address that
/// asked for no more. If the new address belongs to another account, nothing is sent to it,
/// and the user sees the same answer (the attempt counts all the same).
pub fn request_email_change(
    state: &AppState,
    user: &User,
    current: &str,
    new_email: &EmailAddress,
) -> Result<(), AppError> {
    if !password::verify(current, &user.password_hash)? {
        return Err(AppError::BadRequest(WRONG_PASSWORD.into()));
    }
    if !user.is_verified() {
        return Err(AppError::Forbidden(
            "Confirm your current email address before changing it: the settings page can send \
             the link again."
                .into(),
        ));
    }
    if new_email.as_str().eq_ignore_ascii_case(&user.email) {
        return Err(AppError::BadRequest(
            "That is already your email address.".into(),
        ));
    }
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        mail_safety::check_email_change(conn, state, user.id, new_email.as_str())?;
        mail_safety::record(
            conn,
            state,
            MailOrigin::Verify,
            new_email.as_str(),
            Some(user.id),
        )?;
        if users::find_by_email(conn, new_email.as_str())?.is_some() {
            return Ok(());
        }
        email_links::retire_unused(
            conn,
            user.id,
            Purpose::ChangeEmail.as_str(),
            state.clock.now_naive(),
        )?;
        let token = new_link(
            conn,
            state,
            user.id,
            Purpose::ChangeEmail,
            Some(new_email.as_str()),
        )?;
        let confirm = messages::ChangeEmail {
            name: user.display_name.clone(),
            new_email: new_email.as_str().to_string(),
            link: state.url(&format!("/confirm-email?token={token}")),
            not_me_link: mail_safety::not_me_link(state, new_email.as_str(), MailOrigin::Verify),
        };
        let l = prefs::lang_of(conn, state, user.id)?;
        queue(
            conn,
            state,
            confirm.compose(new_email.as_str(), l.t("mail-change-subject"), l),
        )?;
        let notice = messages::AccountNotice {
            name: user.display_name.clone(),
            what: l.t_with("mail-address-changing", "address", new_email.as_str()),
            settings_link: state.url("/settings"),
        };
        queue(
            conn,
            state,
            notice.compose(&user.email, l.t("mail-address-changing-subject"), l),
        )
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// Finishes an email change from the link sent to the new address.
pub fn confirm_email_change(state: &AppState, token: &str) -> Result<User, AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        let valid = consume_link(conn, state, token, Purpose::ChangeEmail)?;
        let new_email = valid
            .link
            .new_email
            .clone()
            .ok_or_else(|| AppError::BadRequest(LinkError::Invalid.to_string()))?;
        if users::find_by_email(conn, &new_email)?.is_some_and(|u| u.id != valid.user.id) {
            return Err(AppError::Conflict(
                "That address now belongs to another account, so it cannot be yours too.".into(),
            ));
        }
        users::set_email(conn, valid.user.id, &new_email, state.clock.now_naive())?;
        Ok(valid.user)
    })
}

/// Ends every session of the account, this one too, and revokes every API token.
pub fn log_out_everywhere(state: &AppState, user_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        sessions::delete_others(conn, user_id, None)?;
        api_tokens::revoke_all(conn, user_id, state.clock.now_naive())?;
        Ok(())
    })
}

/// Creates an API token from the settings page: a session alone is not enough, the password
/// is asked again (a borrowed or stolen session must not be able to mint a lasting key).
pub fn create_api_token_with_password(
    state: &AppState,
    user: &User,
    current: &str,
    name: &str,
) -> Result<String, AppError> {
    if !password::verify(current, &user.password_hash)? {
        return Err(AppError::BadRequest(WRONG_PASSWORD.into()));
    }
    create_api_token(state, user, name)
}

/// Creates an API token for a verified account whose password was just checked; returns the
/// token, shown once.
pub fn create_api_token(state: &AppState, user: &User, name: &str) -> Result<String, AppError> {
    if !user.is_verified() {
        return Err(AppError::Unauthorized(
            "Confirm your email address before using the API.".into(),
        ));
    }
    let name = name.trim();
    let name = if name.is_empty() { "API token" } else { name };
    if name.chars().count() > 60 {
        return Err(AppError::BadRequest(
            "Name the token in at most 60 characters.".into(),
        ));
    }
    let token = format!("tp_{}", keys::random_token(32));
    let mut conn = state.pool.get()?;
    api_tokens::insert(
        &mut conn,
        &api_tokens::NewApiToken {
            user_id: user.id,
            name,
            token_hash: &keys::sha256_hex(&token),
            created_at: state.clock.now_naive(),
        },
    )?;
    Ok(token)
}

pub fn api_tokens_of(
    state: &AppState,
    user_id: i32,
) -> Result<Vec<api_tokens::ApiToken>, AppError> {
    Ok(api_tokens::of_user(&mut *state.pool.get()?, user_id)?)
}

pub fn revoke_api_token(state: &AppState, user_id: i32, token_id: i32) -> Result<(), AppError> {
    let n = api_tokens::revoke(
        &mut *state.pool.get()?,
        token_id,
        user_id,
        state.clock.now_naive(),
    )?;
    if n == 0 {
        return Err(AppError::NotFound(
            "There is no such token on your account.".into(),
        ));
    }
    Ok(())
}

/// A turn-mail link that checked out, and the player it logs in.
pub struct EnterLink {
    pub link: crate::db::models::login_links::LoginLink,
    pub user: User,
}

/// The checks of a turn-mail link: genuine, for this game, unused, not older than 7 days, and
/// the decision it announced still open. `None` for any other link. Writes nothing.
fn check_enter_link(
    conn: &mut Conn,
    state: &AppState,
    token: &str,
    game_id: i32,
) -> Result<Option<EnterLink>, AppError> {
    use crate::db::models::{game_players, login_links};
    let Some((nonce, sig)) = token.trim().split_once('.') else {
        return Ok(None);
    };
    if nonce.is_empty() || nonce.len() > 64 {
        return Ok(None);
    }
    let Some(link) = login_links::find_by_nonce(conn, nonce)? else {
        return Ok(None);
    };
    let message = crate::security::links::enter_message(link.user_id, link.game_id, nonce);
    if link.game_id != game_id
        || !state.keys.verify_link(&message, sig)
        || link.used_at.is_some()
        || link.expires_at <= state.clock.now_naive()
    {
        return Ok(None);
    }
    let seat = game_players::of_game(conn, game_id)?
        .into_iter()
        .find(|p| p.player.user_id == link.user_id);
    let open = seat.is_some_and(|p| {
        p.player.deadline_at.is_some()
            && p.player.decision_started_at == Some(link.decision_started_at)
    });
    if !open {
        return Ok(None);
    }
    Ok(users::find(conn, link.user_id)?.map(|user| EnterLink { link, user }))
}

/// Checks the link of a turn mail without using it (the page a GET of the link shows: mail
/// scanners and link previews open links, and must neither use it up nor log anyone in).
pub fn check_enter(state: &AppState, token: &str, game_id: i32) -> Result<Option<User>, AppError> {
    let mut conn = state.pool.get()?;
    Ok(check_enter_link(&mut conn, state, token, game_id)?.map(|valid| valid.user))
}

/// Who is logged in in the browser that presses the button of a turn link's page.
pub struct CurrentSession<'a> {
    pub user_id: i32,
    pub token: &'a str,
}

/// Logs a player in from the link of a turn mail (the POST of the page `check_enter` showed):
/// in one transaction the link is checked and used up, and the session of whoever else was
/// logged in in this browser ends. Returns the player and a new session token (`None` when the
/// player was logged in already and keeps that session), or `None` for a link that is not
/// valid any more (the caller answers as for a bad link).
pub fn enter_game(
    state: &AppState,
    token: &str,
    game_id: i32,
    current: Option<CurrentSession<'_>>,
) -> Result<Option<(User, Option<String>)>, AppError> {
    use crate::db::models::login_links;
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    let entered = conn.immediate_transaction(|conn| -> Result<Option<(User, bool)>, AppError> {
        let Some(valid) = check_enter_link(conn, state, token, game_id)? else {
            return Ok(None);
        };
        if !login_links::mark_used(conn, valid.link.id, now)? {
            return Ok(None);
        }
        let already = current.as_ref().is_some_and(|c| c.user_id == valid.user.id);
        if let Some(other) = current.as_ref().filter(|_| !already) {
            sessions::delete(conn, &keys::sha256_hex(other.token))?;
        }
        Ok(Some((valid.user, already)))
    })?;
    match entered {
        Some((user, true)) => Ok(Some((user, None))),
        Some((user, false)) => {
            let session = open_session(state, user.id)?;
            Ok(Some((user, Some(session))))
        }
        None => Ok(None),
    }
}
