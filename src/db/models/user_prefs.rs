//! `user_prefs`: a user's notification settings, time zone and vacation bank (a row is created
//! with the defaults the first time it is needed).

use crate::db::schema::user_prefs::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDate;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = user_prefs)]
pub struct Prefs {
    pub user_id: i32,
    pub time_zone: String,
    pub quiet_start: i32,
    pub quiet_end: i32,
    pub mail_turn: bool,
    pub mail_reminders: bool,
    pub mail_events: bool,
    pub mail_invitations: bool,
    pub digest: bool,
    pub digest_hour: i32,
    pub digest_sent_on: Option<NaiveDate>,
    pub remind_after_hours: i32,
    pub remind_before_hours: i32,
    pub bank_year: i32,
    pub bank_used: i32,
    /// Table talk by mail: `TALK_BATCH`, `TALK_TURN` or `TALK_NEVER`.
    pub mail_talk: String,
    /// A turn is shown with what it will do and played only when confirmed.
    pub confirm_turns: bool,
    /// A reply to a turn mail with a listed number plays it (off: replies are table talk).
    pub act_by_mail: bool,
    /// The language of the site and the mail (`i18n::Lang::code`); empty: the browser's.
    pub language: String,
}

/// Every batch of table talk (at most one mail per game every 15 minutes).
pub const TALK_BATCH: &str = "batch";
/// Table talk only inside the turn mail.
pub const TALK_TURN: &str = "turn";
/// No table talk by mail.
pub const TALK_NEVER: &str = "never";

impl Prefs {
    pub fn defaults(user_id: i32) -> Self {
        Prefs {
            user_id,
            time_zone: "UTC".into(),
            quiet_start: 0,
            quiet_end: 0,
            mail_turn: true,
            mail_reminders: true,
            mail_events: true,
            mail_invitations: true,
            digest: false,
            digest_hour: 8,
            digest_sent_on: None,
            remind_after_hours: 24,
            remind_before_hours: 24,
            bank_year: 0,
            bank_used: 0,
            mail_talk: TALK_BATCH.into(),
            confirm_turns: true,
            act_by_mail: true,
            language: String::new(),
        }
    }
}

/// The user's settings, the defaults when none were saved.
pub fn get(conn: &mut Conn, user_id: i32) -> QueryResult<Prefs> {
    crate::on_backend!(conn, |c| {
        Ok(dsl::user_prefs
            .find(user_id)
            .select(Prefs::as_select())
            .first(c)
            .optional()?
            .unwrap_or_else(|| Prefs::defaults(user_id)))
    })
}

pub fn save(conn: &mut Conn, prefs: &Prefs) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::user_prefs)
        .values(prefs)
        .on_conflict(dsl::user_id)
        .do_update()
        .set(prefs)
        .execute(c))
}

/// Users who take the daily digest.
pub fn digest_users(conn: &mut Conn) -> QueryResult<Vec<Prefs>> {
    crate::on_backend!(conn, |c| {
        dsl::user_prefs
            .filter(dsl::digest.eq(true))
            .select(Prefs::as_select())
            .load(c)
    })
}

/// Marks today's digest as sent, only if it was not (claims the work).
pub fn claim_digest(
    conn: &mut Conn,
    user_id: i32,
    prev: Option<NaiveDate>,
    today: NaiveDate,
) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let target = dsl::user_prefs.find(user_id);
        let n = match prev {
            Some(d) => diesel::update(target.filter(dsl::digest_sent_on.eq(d)))
                .set(dsl::digest_sent_on.eq(Some(today)))
                .execute(c)?,
            None => diesel::update(target.filter(dsl::digest_sent_on.is_null()))
                .set(dsl::digest_sent_on.eq(Some(today)))
                .execute(c)?,
        };
        Ok(n == 1)
    })
}

/// The language the user chose (`i18n::Lang::code`), empty when none: one column, read on every
/// page the user opens.
pub fn language(conn: &mut Conn, user_id: i32) -> QueryResult<String> {
    crate::on_backend!(conn, |c| {
        Ok(dsl::user_prefs
            .find(user_id)
            .select(dsl::language)
            .first(c)
            .optional()?
            .unwrap_or_default())
    })
}
