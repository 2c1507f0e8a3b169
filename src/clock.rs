//! Time, behind a trait so that tests can move it forward instead of waiting.

use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use std::sync::Mutex;

pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> DateTime<Utc>;

    /// The database stores UTC without an offset.
    fn now_naive(&self) -> NaiveDateTime {
        self.now().naive_utc()
    }
}

#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that stands still until told to move.
#[derive(Debug)]
pub struct ManualClock {
    now: Mutex<DateTime<Utc>>,
}

impl ManualClock {
    pub fn new(start: DateTime<Utc>) -> Self {
        Self {
            now: Mutex::new(start),
        }
    }

    pub fn advance(&self, by: Duration) {
        let mut now = self.now.lock().unwrap_or_else(|p| p.into_inner());
        *now += by;
    }

    pub fn set(&self, to: DateTime<Utc>) {
        *self.now.lock().unwrap_or_else(|p| p.into_inner()) = to;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// "2 days 23 h", "5 h 10 min", "12 min" in `lang`: how long until `until` (nothing is rounded
/// up, so a three-day turn that began a minute ago has "2 days 23 h" left, never "3 days").
pub fn time_left_in(
    lang: crate::i18n::Lang,
    now: chrono::NaiveDateTime,
    until: chrono::NaiveDateTime,
) -> String {
    use crate::i18n::{text_with, Arg};
    let minutes = (until - now).num_minutes().max(0);
    let (days, hours, mins) = (minutes / 1440, minutes % 1440 / 60, minutes % 60);
    let n = |x: i64| Arg::Number(x as f64);
    match (days, hours) {
        (0, 0) => text_with(lang, "left-minutes", &[("minutes", n(mins))]),
        (0, _) if mins == 0 => text_with(lang, "left-hours", &[("hours", n(hours))]),
        (0, _) => text_with(
            lang,
            "left-hours-minutes",
            &[("hours", n(hours)), ("minutes", n(mins))],
        ),
        (_, 0) => text_with(lang, "left-days", &[("days", n(days))]),
        _ => text_with(
            lang,
            "left-days-hours",
            &[("days", n(days)), ("hours", n(hours))],
        ),
    }
}

#[cfg(test)]
mod time_left_tests {
    use super::time_left_in;
    use crate::i18n::Lang;
    use chrono::{Duration, NaiveDate};

    #[test]
    fn time_left_is_never_rounded_up() {
        let now = NaiveDate::from_ymd_opt(2026, 11, 25)
            .and_then(|d| d.and_hms_opt(12, 0, 0))
            .expect("date");
        let left = |m: i64| time_left_in(Lang::En, now, now + Duration::minutes(m));
        assert_eq!(left(3 * 1440 - 1), "2 days 23 h");
        assert_eq!(left(3 * 1440), "3 days");
        assert_eq!(left(1440 + 60), "1 day 1 h");
        assert_eq!(left(125), "2 h 5 min");
        assert_eq!(left(120), "2 h");
        assert_eq!(left(7), "7 min");
        assert_eq!(left(-5), "0 min");
    }
}
