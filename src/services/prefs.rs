//! A player's settings: time zone, quiet hours, which mails to get, the daily digest, the
//! reminder schedule, and the vacation bank with declared vacation spans.

use crate::db::models::user_prefs::{self, Prefs};
use crate::db::models::vacations::{self, NewVacation, Vacation};
use crate::db::Conn;
use crate::error::AppError;
use crate::i18n::Lang;
use crate::state::AppState;
use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveDateTime, TimeZone, Timelike, Utc};
use chrono_tz::Tz;

/// The kinds of mail a player can turn off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    Turn,
    Reminder,
    Event,
    Invitation,
    /// Batches of table talk.
    Talk,
}

impl MailKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Turn => "turn",
            MailKind::Reminder => "reminders",
            MailKind::Event => "events",
            MailKind::Invitation => "invitations",
            MailKind::Talk => "talk",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [
            MailKind::Turn,
            MailKind::Reminder,
            MailKind::Event,
            MailKind::Invitation,
            MailKind::Talk,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }

    /// How the settings page and the unsubscribe page name it.
    /// The id of the kind's words ("reminders"), as the unsubscribe page names it.
    pub fn label(self) -> &'static str {
        match self {
            MailKind::Turn => "link-kind-turn",
            MailKind::Reminder => "link-kind-reminder",
            MailKind::Event => "link-kind-event",
            MailKind::Invitation => "link-kind-invitation",
            MailKind::Talk => "link-kind-talk",
        }
    }

    pub fn enabled(self, p: &Prefs) -> bool {
        match self {
            MailKind::Turn => p.mail_turn,
            MailKind::Reminder => p.mail_reminders,
            MailKind::Event => p.mail_events,
            MailKind::Invitation => p.mail_invitations,
            MailKind::Talk => p.mail_talk == user_prefs::TALK_BATCH,
        }
    }
}

/// Vacation days every player gets per calendar year.
pub const BANK_DAYS: i32 = 21;
/// The longest vacation that can be declared at once.
pub const MAX_SPAN_DAYS: i64 = 60;

pub fn tz(prefs: &Prefs) -> Tz {
    prefs.time_zone.parse().unwrap_or(Tz::UTC)
}

/// The calendar day it is for the player.
pub fn local_today(prefs: &Prefs, now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&tz(prefs)).date_naive()
}

/// A moment in the player's time zone, in `lang`: "Tue 24 Nov, 18:30 (Europe/Paris)", "mar. 24
/// nov., 18:30 (Europe/Paris)".
pub fn local_time_in(prefs: &Prefs, at: NaiveDateTime, lang: Lang) -> String {
    zoned_time(&prefs.time_zone, at, lang)
}

/// A moment in the time zone named `zone` (UTC if it names none), in `lang`, with the zone's
/// name: "mar. 24 nov., 18:30 (Europe/Paris)".
pub fn zoned_time(zone: &str, at: NaiveDateTime, lang: Lang) -> String {
    let t = Utc
        .from_utc_datetime(&at)
        .with_timezone(&zone.parse().unwrap_or(Tz::UTC));
    format!("{} ({zone})", lang.date_time(&t))
}

/// A deadline as a player reads it: when, in the player's time zone, and how long is left.
#[derive(Debug, Clone, PartialEq)]
pub struct Due {
    at: NaiveDateTime,
    now: NaiveDateTime,
    zone: String,
}

impl Due {
    pub fn of(prefs: &Prefs, at: NaiveDateTime, now: NaiveDateTime) -> Due {
        Due {
            at,
            now,
            zone: prefs.time_zone.clone(),
        }
    }

    /// "Tue 24 Nov, 18:30 (Europe/Paris), in 2 days 3 h", in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let date = zoned_time(&self.zone, self.at, lang);
        let left = crate::clock::time_left_in(lang, self.now, self.at);
        lang.t_with2(
            "deadline-in",
            &("date", date.as_str()),
            &("left", left.as_str()),
        )
    }
}

/// The language of the account `user_id`'s mail ([`lang`]).
pub fn lang_of(conn: &mut Conn, state: &AppState, user_id: i32) -> Result<Lang, AppError> {
    let tag = user_prefs::language(conn, user_id)?;
    Ok(Lang::parse(&tag, state.settings.pseudo_language).unwrap_or_default())
}

/// The language the player reads mail in: the account's setting, else English (a mail has no
/// browser to ask). `pseudo`: the server offers the tests' pseudo-language.
pub fn lang(prefs: &Prefs, pseudo: bool) -> Lang {
    Lang::parse(&prefs.language, pseudo).unwrap_or_default()
}

/// Days left in the bank for the year of `today`.
pub fn bank_left(prefs: &Prefs, today: NaiveDate) -> i32 {
    if prefs.bank_year == today.year() {
        (BANK_DAYS - prefs.bank_used).max(0)
    } else {
        BANK_DAYS
    }
}

/// Takes one day from the bank; false when it is empty.
pub fn take_bank_day(conn: &mut Conn, user_id: i32, today: NaiveDate) -> Result<bool, AppError> {
    let mut prefs = user_prefs::get(conn, user_id)?;
    if bank_left(&prefs, today) == 0 {
        return Ok(false);
    }
    if prefs.bank_year != today.year() {
        prefs.bank_year = today.year();
        prefs.bank_used = 0;
    }
    prefs.bank_used += 1;
    user_prefs::save(conn, &prefs)?;
    Ok(true)
}

/// When quiet hours are on now, the moment they end (UTC); mail waits until then.
pub fn quiet_until(prefs: &Prefs, now: DateTime<Utc>) -> Option<NaiveDateTime> {
    if prefs.quiet_start == prefs.quiet_end {
        return None;
    }
    let zone = tz(prefs);
    let local = now.with_timezone(&zone);
    let hour = local.hour() as i32;
    let (start, end) = (prefs.quiet_start, prefs.quiet_end);
    let inside = if start < end {
        hour >= start && hour < end
    } else {
        hour >= start || hour < end
    };
    if !inside {
        return None;
    }
    // The next local time at `end` o'clock.
    let mut day = local.date_naive();
    if hour >= end {
        day += Duration::days(1);
    }
    let naive_end = day.and_hms_opt(end as u32, 0, 0)?;
    let end_local = zone.from_local_datetime(&naive_end).earliest()?;
    Some(end_local.with_timezone(&Utc).naive_utc())
}

pub fn get(state: &AppState, user_id: i32) -> Result<Prefs, AppError> {
    Ok(user_prefs::get(&mut *state.pool.get()?, user_id)?)
}

/// A settings form that parsed.
pub struct PrefsInput {
    pub time_zone: String,
    pub quiet_start: i32,
    pub quiet_end: i32,
    pub mail_turn: bool,
    pub mail_reminders: bool,
    pub mail_events: bool,
    pub mail_invitations: bool,
    pub digest: bool,
    pub digest_hour: i32,
    pub remind_after_hours: i32,
    pub remind_before_hours: i32,
    /// Table talk by mail (`user_prefs::TALK_*`); none keeps the current choice.
    pub mail_talk: Option<&'static str>,
}

impl PrefsInput {
    /// Reads the table-talk choice of the form ("" keeps the current one).
    pub fn with_talk(mut self, choice: &str) -> Result<Self, &'static str> {
        self.mail_talk = match choice.trim() {
            "" => None,
            c => Some(
                [
                    user_prefs::TALK_BATCH,
                    user_prefs::TALK_TURN,
                    user_prefs::TALK_NEVER,
                ]
                .into_iter()
                .find(|t| *t == c)
                .ok_or(
                    "Choose how table talk reaches you: each batch, in your turn mail, or never.",
                )?,
            ),
        };
        Ok(self)
    }

    #[allow(clippy::too_many_arguments)]
    pub fn parse(
        time_zone: &str,
        quiet_start: &str,
        quiet_end: &str,
        flags: [bool; 5],
        digest_hour: &str,
        remind_after: &str,
        remind_before: &str,
    ) -> Result<Self, &'static str> {
        let time_zone = time_zone.trim();
        if time_zone.parse::<Tz>().is_err() {
            return Err(
                "Choose a time zone from the list (like Europe/Paris or America/New_York).",
            );
        }
        let hour = |s: &str| s.trim().parse::<i32>().ok().filter(|h| (0..24).contains(h));
        let quiet_start = hour(quiet_start).ok_or("Quiet hours are whole hours from 0 to 23.")?;
        let quiet_end = hour(quiet_end).ok_or("Quiet hours are whole hours from 0 to 23.")?;
        let digest_hour =
            hour(digest_hour).ok_or("The digest hour is a whole hour from 0 to 23.")?;
        let hours = |s: &str| {
            s.trim()
                .parse::<i32>()
                .ok()
                .filter(|h| (0..=336).contains(h))
        };
        let remind_after_hours = hours(remind_after)
            .ok_or("Reminder times are hours from 0 to 336 (0 turns that reminder off).")?;
        let remind_before_hours = hours(remind_before)
            .ok_or("Reminder times are hours from 0 to 336 (0 turns that reminder off).")?;
        let [mail_turn, mail_reminders, mail_events, mail_invitations, digest] = flags;
        Ok(Self {
            time_zone: time_zone.to_string(),
            quiet_start,
            quiet_end,
            mail_turn,
            mail_reminders,
            mail_events,
            mail_invitations,
            digest,
            digest_hour,
            remind_after_hours,
            remind_before_hours,
            mail_talk: None,
        })
    }
}

pub fn save(state: &AppState, user_id: i32, input: &PrefsInput) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let mut p = user_prefs::get(conn, user_id)?;
        p.time_zone.clone_from(&input.time_zone);
        p.quiet_start = input.quiet_start;
        p.quiet_end = input.quiet_end;
        p.mail_turn = input.mail_turn;
        p.mail_reminders = input.mail_reminders;
        p.mail_events = input.mail_events;
        p.mail_invitations = input.mail_invitations;
        p.digest = input.digest;
        p.digest_hour = input.digest_hour;
        p.remind_after_hours = input.remind_after_hours;
        p.remind_before_hours = input.remind_before_hours;
        if let Some(talk) = input.mail_talk {
            p.mail_talk = talk.into();
        }
        user_prefs::save(conn, &p)?;
        Ok(())
    })
}

/// How the player plays: whether its turns on the page go through the confirmation step (what
/// the turn will do, then "Confirm"), and whether a reply to a turn mail with a listed number
/// plays it (`act_by_mail`; off, replies are table talk).
pub fn set_playing(
    state: &AppState,
    user_id: i32,
    confirm: bool,
    act_by_mail: bool,
) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let mut p = user_prefs::get(conn, user_id)?;
        p.confirm_turns = confirm;
        p.act_by_mail = act_by_mail;
        user_prefs::save(conn, &p)?;
        Ok(())
    })
}

/// The language the player reads the site and its mail in (`None`: the browser's).
pub fn set_language(
    state: &AppState,
    user_id: i32,
    lang: Option<crate::i18n::Lang>,
) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let mut p = user_prefs::get(conn, user_id)?;
        p.language = lang.map(|l| l.code().to_string()).unwrap_or_default();
        user_prefs::save(conn, &p)?;
        Ok(())
    })
}

/// Turns one kind of mail off (one-click unsubscribe).
pub fn turn_off(state: &AppState, user_id: i32, kind: MailKind) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let mut p = user_prefs::get(conn, user_id)?;
        match kind {
            MailKind::Turn => p.mail_turn = false,
            MailKind::Reminder => p.mail_reminders = false,
            MailKind::Event => p.mail_events = false,
            MailKind::Invitation => p.mail_invitations = false,
            MailKind::Talk => p.mail_talk = user_prefs::TALK_NEVER.into(),
        }
        user_prefs::save(conn, &p)?;
        Ok(())
    })
}

/// Declares a vacation from `start` to `end` (local days, inclusive).
/// Declares a vacation; true when it starts today (today's day is then taken from the bank at
/// once, which the player is told).
pub fn add_vacation(
    state: &AppState,
    user_id: i32,
    start: &str,
    end: &str,
) -> Result<bool, AppError> {
    let bad = |m: &str| AppError::BadRequest(m.into());
    let start = NaiveDate::parse_from_str(start.trim(), "%Y-%m-%d")
        .map_err(|_| bad("Give the first day of the vacation as a date."))?;
    let end = NaiveDate::parse_from_str(end.trim(), "%Y-%m-%d")
        .map_err(|_| bad("Give the last day of the vacation as a date."))?;
    let prefs = get(state, user_id)?;
    let today = local_today(&prefs, state.clock.now());
    if end < start {
        return Err(bad("The vacation must end on or after its first day."));
    }
    if start < today {
        return Err(bad(
            "A vacation is declared in advance: it cannot start in the past.",
        ));
    }
    if (end - start).num_days() + 1 > MAX_SPAN_DAYS {
        return Err(bad("A vacation can be at most 60 days long."));
    }
    let mut conn = state.pool.get()?;
    vacations::insert(
        &mut conn,
        &NewVacation {
            user_id,
            starts_on: start,
            ends_on: end,
            created_at: state.clock.now_naive(),
        },
    )?;
    Ok(start == today)
}

/// Until when a player is away, if a declared vacation covers today in its own zone: the
/// vacation's last day, as the player's opponents read it ("Mon 30 Nov").
pub fn away_until(
    conn: &mut Conn,
    user_id: i32,
    now: DateTime<Utc>,
) -> Result<Option<String>, AppError> {
    let prefs = user_prefs::get(conn, user_id)?;
    let today = local_today(&prefs, now);
    Ok(vacations::of_user(conn, user_id)?
        .iter()
        .filter(|v| v.starts_on <= today && today <= v.ends_on)
        .map(|v| v.ends_on)
        .max()
        .map(|d| d.format("%a %-d %b").to_string()))
}

pub fn delete_vacation(state: &AppState, user_id: i32, id: i32) -> Result<(), AppError> {
    let n = vacations::delete(&mut *state.pool.get()?, id, user_id)?;
    if n == 0 {
        return Err(AppError::NotFound(
            "There is no such vacation on your account.".into(),
        ));
    }
    Ok(())
}

pub fn vacations_of(state: &AppState, user_id: i32) -> Result<Vec<Vacation>, AppError> {
    Ok(vacations::of_user(&mut *state.pool.get()?, user_id)?)
}

/// Whether a declared vacation covers the player's today.
pub fn on_vacation(conn: &mut Conn, prefs: &Prefs, now: DateTime<Utc>) -> Result<bool, AppError> {
    let today = local_today(prefs, now);
    Ok(vacations::of_user(conn, prefs.user_id)?
        .iter()
        .any(|v| v.starts_on <= today && today <= v.ends_on))
}

/// Every IANA time zone name, for the settings form.
pub fn zone_names() -> impl Iterator<Item = &'static str> {
    chrono_tz::TZ_VARIANTS.iter().map(|z| z.name())
}

/// One region of the time zone list: its name and its zones as (IANA name, what to read).
pub type ZoneGroup = (&'static str, Vec<(&'static str, String)>);

/// The time zones grouped by region ("Europe": "Paris", …), each region's zones in name order,
/// and the zones without a region (UTC, …) last under "Other" (the id of its name,
/// `zone-other`): short enough for a phone.
pub fn zone_groups() -> Vec<ZoneGroup> {
    let mut groups: Vec<ZoneGroup> = Vec::new();
    let mut other = Vec::new();
    for name in zone_names() {
        match name.split_once('/') {
            Some((region, place)) => {
                let label = place.replace('_', " ");
                match groups.iter_mut().find(|(r, _)| *r == region) {
                    Some((_, zones)) => zones.push((name, label)),
                    None => groups.push((region, vec![(name, label)])),
                }
            }
            None => other.push((name, name.replace('_', " "))),
        }
    }
    groups.sort_by_key(|(region, _)| *region);
    for (_, zones) in &mut groups {
        zones.sort_by(|a, b| a.1.cmp(&b.1));
    }
    groups.push(("zone-other", other));
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefs(zone: &str, start: i32, end: i32) -> Prefs {
        Prefs {
            time_zone: zone.into(),
            quiet_start: start,
            quiet_end: end,
            ..Prefs::defaults(1)
        }
    }

    #[test]
    fn quiet_hours_delay_until_their_local_end() {
        let p = prefs("Europe/Paris", 22, 7);
        // 23:30 in Paris (UTC+1 in November) is 22:30 UTC; quiet until 07:00 Paris = 06:00 UTC.
        let now = Utc
            .with_ymd_and_hms(2026, 11, 22, 22, 30, 0)
            .single()
            .expect("time");
        let until = quiet_until(&p, now).expect("quiet");
        assert_eq!(
            until,
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .and_then(|d| d.and_hms_opt(6, 0, 0))
                .expect("t")
        );
        let noon = Utc
            .with_ymd_and_hms(2026, 11, 22, 11, 0, 0)
            .single()
            .expect("time");
        assert_eq!(quiet_until(&p, noon), None);
        assert_eq!(quiet_until(&prefs("UTC", 0, 0), noon), None);
        let early = Utc
            .with_ymd_and_hms(2026, 11, 22, 3, 0, 0)
            .single()
            .expect("time");
        assert_eq!(
            quiet_until(&p, early).map(|t| t.date()),
            NaiveDate::from_ymd_opt(2026, 11, 22)
        );
    }

    #[test]
    fn the_bank_refills_each_year() {
        let mut p = prefs("UTC", 0, 0);
        let d = NaiveDate::from_ymd_opt(2026, 5, 1).expect("date");
        assert_eq!(bank_left(&p, d), 21);
        p.bank_year = 2026;
        p.bank_used = 20;
        assert_eq!(bank_left(&p, d), 1);
        assert_eq!(
            bank_left(&p, NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")),
            21
        );
    }

    #[test]
    fn settings_forms_are_checked() {
        let ok = PrefsInput::parse("Europe/Paris", "22", "7", [true; 5], "8", "24", "24");
        assert!(ok.is_ok());
        assert!(PrefsInput::parse("Mars/Olympus", "22", "7", [true; 5], "8", "24", "24").is_err());
        assert!(PrefsInput::parse("UTC", "25", "7", [true; 5], "8", "24", "24").is_err());
        assert!(PrefsInput::parse("UTC", "1", "7", [true; 5], "8", "-1", "24").is_err());
    }
}
