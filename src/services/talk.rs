//! Table talk: short plain-text messages between the players of a game. Seated players post
//! and read them; watchers read them once the game is over, except those kept private to the
//! table; the game's creator may hide one. Each other player is mailed new messages in
//! batches (at most one mail per game every 15 minutes, honouring mute, quiet hours, digest
//! mode and the "mail me table talk" setting) and in the turn mail (`notifications`).

use crate::db::models::game_messages::{self, MessageRow, NewMessage};
use crate::db::models::game_players::{self, SeatedPlayer};
use crate::db::models::games::{self, GameRow};
use crate::db::models::user_prefs;
use crate::db::models::users::User;
use crate::db::Conn;
use crate::error::AppError;
use crate::services::{notifications, prefs, seating, visibility};
use crate::state::AppState;
use chrono::{Duration, NaiveDateTime};

/// The longest message, in characters.
pub const MAX_CHARS: usize = 2000;
/// The most messages a page or the API shows at once (the newest).
const SHOWN: i64 = 500;
/// Batches of table talk to one player of one game are at least this far apart.
pub const BATCH_GAP_MINUTES: i64 = 15;

/// The refusal to someone who may watch the game but not read its table talk.
pub const PLAYERS_ONLY: &str = "Table talk is for the players of this game until it is over.";

/// One message as a reader sees it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Message {
    pub id: i32,
    /// The author's seat, 0-based (none before the game started).
    pub seat: Option<i32>,
    /// The author's name with its colour symbol ("Ada ●").
    pub author: String,
    /// The text, or none when hidden.
    pub text: Option<String>,
    /// Who hid it ("hidden by Alice").
    pub hidden_by: Option<String>,
    pub private: bool,
    pub by_mail: bool,
    pub posted_at: NaiveDateTime,
}

/// A game's table talk for one reader.
pub struct Talk {
    pub messages: Vec<Message>,
    /// The reader is seated and may post.
    pub can_post: bool,
    /// The reader created the game and may hide messages.
    pub can_hide: bool,
}

/// The text of a message as it is kept: line ends made `\n`, control characters and invisible
/// ones (direction overrides, zero-width characters: they could turn a message around or hide
/// words) dropped, trimmed; refused when empty or longer than `MAX_CHARS`.
pub fn clean(text: &str) -> Result<String, AppError> {
    let kept = crate::security::unicode::visible_text(text);
    let kept = kept.trim();
    if kept.is_empty() {
        return Err(AppError::BadRequest("refusal-talk-empty".into()));
    }
    let n = kept.chars().count();
    if n > MAX_CHARS {
        return Err(AppError::BadRequest(crate::say!(
            "refusal-talk-long",
            most = MAX_CHARS,
            count = n
        )));
    }
    Ok(kept.to_string())
}

/// The players of a game and the seat of `user_id` among them, if seated.
fn seated(
    conn: &mut Conn,
    game_id: i32,
    user_id: i32,
) -> Result<(Vec<SeatedPlayer>, Option<SeatedPlayer>), AppError> {
    let players = game_players::of_game(conn, game_id)?;
    let me = players
        .iter()
        .find(|p| p.player.user_id == user_id)
        .cloned();
    Ok((players, me))
}

/// Posts a message in a game for `user`, who must be seated, within the talk limit (counted
/// after the seat is checked); schedules its mail to the others. Returns the message's id.
pub fn post(
    state: &AppState,
    user: &User,
    game_id: i32,
    text: &str,
    private: bool,
    by_mail: bool,
) -> Result<i32, AppError> {
    post_claiming(state, user, game_id, text, private, by_mail, None)
        .map(|posted| posted.unwrap_or_default())
}

/// [`post`], for a reply by mail remembered by `claim` (its key) in the same transaction: none
/// when that reply was posted already (a repeated delivery posts once).
pub fn post_claiming(
    state: &AppState,
    user: &User,
    game_id: i32,
    text: &str,
    private: bool,
    by_mail: bool,
    claim: Option<&str>,
) -> Result<Option<i32>, AppError> {
    let body = clean(text)?;
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        if let Some(key) = claim {
            let now = state.clock.now_naive();
            if !crate::db::models::mail_received::claim(conn, user.id, key, now)? {
                return Ok(None);
            }
        }
        let game = visibility::watchable(conn, Some(user.id), game_id)?;
        let (players, me) = seated(conn, game_id, user.id)?;
        let Some(me) = me else {
            return Err(AppError::Forbidden("refusal-talk-players".into()));
        };
        if game.status == games::CANCELLED {
            return Err(AppError::Conflict("refusal-cancelled".into()));
        }
        let now = state.clock.now_naive();
        // Counted only once the author is known to be seated: a post to a game that does not
        // exist, or to someone else's, leaves no row behind.
        let key = format!("{}:{game_id}", user.id);
        state.limits.talk.hit_within(conn, &key, now)?;
        let row = game_messages::insert(
            conn,
            &NewMessage {
                game_id,
                user_id: user.id,
                seat: me.player.seat,
                body: &body,
                private,
                by_mail,
                created_at: now,
            },
        )?;
        for p in players.iter().filter(|p| p.player.user_id != user.id) {
            schedule_batch(conn, state, p, now)?;
        }
        Ok(Some(row.id))
    })
}

/// Makes a batch of table talk due for `p`, if it takes them: at once, or 15 minutes after its
/// last one, or when its quiet hours end.
fn schedule_batch(
    conn: &mut Conn,
    state: &AppState,
    p: &SeatedPlayer,
    now: NaiveDateTime,
) -> Result<(), AppError> {
    let pr = user_prefs::get(conn, p.player.user_id)?;
    if p.player.muted || pr.digest || pr.mail_talk != user_prefs::TALK_BATCH {
        return Ok(());
    }
    let mut due = p.player.talk_mailed_at.map_or(now, |last| {
        (last + Duration::minutes(BATCH_GAP_MINUTES)).max(now)
    });
    if let Some(quiet_end) = prefs::quiet_until(&pr, state.clock.now()) {
        due = due.max(quiet_end);
    }
    game_players::talk_due(conn, p.player.id, due)?;
    Ok(())
}

/// A game's table talk as `viewer` may read it.
pub fn list(state: &AppState, viewer: Option<&User>, game_id: i32) -> Result<Talk, AppError> {
    let mut conn = state.pool.get()?;
    let game = visibility::watchable(&mut conn, viewer.map(|u| u.id), game_id)?;
    let players = game_players::of_game(&mut conn, game_id)?;
    let me = viewer.and_then(|u| players.iter().find(|p| p.player.user_id == u.id));
    let over = game.status == games::FINISHED;
    if me.is_none() && !over {
        return Err(AppError::Forbidden(PLAYERS_ONLY.into()));
    }
    let rows = game_messages::of_game(&mut conn, game_id, SHOWN)?;
    let messages = rows
        .into_iter()
        .filter(|m| me.is_some() || !m.private)
        .map(|m| message(&game.game, &players, m))
        .collect();
    Ok(Talk {
        messages,
        can_post: me.is_some() && game.status != games::CANCELLED,
        can_hide: viewer.is_some_and(|u| u.id == game.creator_id),
    })
}

/// The messages of a finished game that its watchers may read (the export's), oldest first.
pub fn public_history(conn: &mut Conn, game: &GameRow) -> Result<Vec<Message>, AppError> {
    let players = game_players::of_game(conn, game.id)?;
    Ok(game_messages::of_game(conn, game.id, SHOWN)?
        .into_iter()
        .filter(|m| !m.private)
        .map(|m| message(&game.game, &players, m))
        .collect())
}

fn name_of(players: &[SeatedPlayer], user_id: i32) -> String {
    players
        .iter()
        .find(|p| p.player.user_id == user_id)
        .map(|p| p.name.clone())
        .unwrap_or_else(|| "a former player".into())
}

fn message(game: &str, players: &[SeatedPlayer], m: MessageRow) -> Message {
    let labels = seating::labels_by_seat(game, players);
    let author = m
        .seat
        .and_then(|s| labels.get(s as usize).cloned())
        .unwrap_or_else(|| name_of(players, m.user_id));
    let hidden_by = m.hidden_by.map(|by| name_of(players, by));
    Message {
        id: m.id,
        seat: m.seat,
        author,
        text: if hidden_by.is_some() {
            None
        } else {
            Some(m.body)
        },
        hidden_by,
        private: m.private,
        by_mail: m.by_mail,
        posted_at: m.created_at,
    }
}

/// Hides a message of a game `user` created.
pub fn hide(state: &AppState, user: &User, game_id: i32, message_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        let game = visibility::watchable(conn, Some(user.id), game_id)?;
        if game.creator_id != user.id {
            return Err(AppError::Forbidden("refusal-talk-hide".into()));
        }
        let found = game_messages::find(conn, message_id)?.filter(|m| m.game_id == game_id);
        if found.is_none() {
            return Err(AppError::NotFound("refusal-talk-no-message".into()));
        }
        game_messages::hide(conn, message_id, user.id)?;
        Ok(())
    })
}

/// Sends every batch of table talk that is due. Returns how many mails were queued.
pub fn send_batches(state: &AppState) -> Result<usize, AppError> {
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    let mut sent = 0;
    for row in game_players::talk_batches_due(&mut conn, now)? {
        let Some(due) = row.talk_due_at else { continue };
        sent += conn.immediate_transaction(|conn| -> Result<usize, AppError> {
            let messages =
                game_messages::since(conn, row.game_id, row.talk_mailed_through, row.user_id, 100)?;
            let through = messages.last().map_or(row.talk_mailed_through, |m| m.id);
            if !game_players::take_talk_batch(conn, row.id, due, through, now)? {
                return Ok(0);
            }
            let Some(game) = games::find(conn, row.game_id)? else {
                return Ok(0);
            };
            let players = game_players::of_game(conn, game.id)?;
            let Some(to) = players.iter().find(|p| p.player.id == row.id) else {
                return Ok(0);
            };
            if messages.is_empty() {
                return Ok(0);
            }
            let lines: Vec<String> = messages
                .into_iter()
                .map(|m| message(&game.game, &players, m))
                .map(|m| notifications::talk_text(&m.author, &m.text.unwrap_or_default()))
                .collect();
            Ok(usize::from(notifications::talk_batch(
                conn, state, &game, to, lines,
            )?))
        })?;
    }
    Ok(sent)
}

/// The words of a reply: the plain text without the quoted mail (lines after "On … wrote:",
/// "-----Original Message-----" or a "From:" block, and lines starting with ">") and without
/// the signature (after a "-- " line).
pub fn strip_reply(text: &str) -> String {
    let mut kept = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_end();
        let quote_header = (trimmed.ends_with("wrote:") || trimmed.ends_with("a écrit :"))
            || trimmed.starts_with("-----Original Message-----")
            || trimmed.starts_with("________________________________");
        if quote_header || trimmed == "--" || trimmed == "-- " || line == "-- " {
            break;
        }
        if trimmed.starts_with('>') {
            continue;
        }
        kept.push(trimmed);
    }
    kept.join("\n").trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::strip_reply;

    #[test]
    fn quotes_and_signatures_are_stripped() {
        let reply = "Fine by me!\r\nSee you.\r\n\r\nOn Tue, 24 Nov 2026, Turnpost wrote:\r\n> Ada wrote: hello\r\n> more";
        assert_eq!(strip_reply(reply), "Fine by me!\nSee you.");
        assert_eq!(strip_reply("Yes\n-- \nBea, sent from a phone"), "Yes");
        assert_eq!(strip_reply("> only a quote"), "");
        assert_eq!(
            strip_reply("Top\n-----Original Message-----\nFrom: x"),
            "Top"
        );
    }
}
