//! The game log as every game's page shows it: the events newest first, each line with the
//! players' names and seat marks put in (`services::seating::with_names`).

use crate::db::models::game_events::EventRow;
use crate::services::seating::{with_names, SeatNames};

/// One line of the game log.
pub struct LogLine {
    /// The game version this action produced (its step number).
    pub version: i32,
    /// The acting seat's player, with its mark.
    pub who: String,
    pub text: String,
    /// The platform played this turn for the seat (a timeout).
    pub by_platform: bool,
}

/// The lines of `events` (newest first, as `services::games::log` gives them), each event's
/// lines newest first too, with the seats' labels at that step (`names`) in place of the
/// engine's `{p1}` tokens.
pub fn lines(events: &[EventRow], names: &SeatNames, lang: crate::i18n::Lang) -> Vec<LogLine> {
    events
        .iter()
        .flat_map(|e| {
            let labels = names.at(e.version);
            let who = labels.get(e.seat as usize).cloned().unwrap_or_default();
            let by_platform = e.user_id.is_none();
            e.log_lines()
                .into_iter()
                .rev()
                .map(|text| LogLine {
                    version: e.version,
                    who: who.clone(),
                    text: with_names(&text, &labels, lang),
                    by_platform,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}
