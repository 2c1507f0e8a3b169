//! A reply to game mail, as the inbound SMTP listener (or the development mailbox) hands it over:
//! table talk, or a turn played by a listed number (`services::by_mail`).
//!
//! Who may act (and talk): a reply counts only when it was sent to a signed address of ours
//! (`mail::reply`), its `From` is the address of the seat's player, its sender is authenticated
//! for that address's domain (`mail::auth`), and its Message-ID was never taken in before
//! (`mail_received`, claimed in the transaction that acts, so a repeated delivery acts once on
//! any number of app servers). A reply with a number that fails a check plays nothing: the
//! seat's player is mailed, at the address of the account, a one-tap link to a page that plays
//! the same choice once confirmed (`mail_choices`: signed, expiring, single-use; a GET shows it,
//! a POST after login plays it). Talk that fails a check is refused with the reason.
//!
//! Every reply that acts is answered in the game's thread: "Done: …" (with the turn's mail to
//! whoever plays next), the rule's sentence and the choices again for a refused one, what
//! happened since and the fresh choices for a stale one, the next step's choices for a step.

use crate::db::models::game_players::{self, SeatedPlayer};
use crate::db::models::games::{self, GameRow};
use crate::db::models::mail_choices::{self, MailChoice, NewMailChoice};
use crate::db::models::users::User;
use crate::db::models::{game_events, mail_received, user_prefs, users};
use crate::engine::choice::{path_text, PathError, Step};
use crate::engine::Seat;
use crate::error::AppError;
use crate::i18n::Said;
use crate::mail::auth::Proof;
use crate::mail::reply::{self, Target};
use crate::security::keys;
use crate::services::by_mail::{self, Reading};
use crate::services::notifications::{self, game_title, Answer, Mailer};
use crate::services::{games as game_service, seating, talk};
use crate::state::AppState;
use chrono::Duration;

/// How long the link that confirms an untrusted reply's choice works.
pub const CONFIRM_DAYS: i64 = 7;

/// Why a reply by mail is refused: the SMTP answer it gets (nothing is posted or played).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub code: u16,
    pub text: String,
}

impl Refusal {
    fn new(code: u16, text: impl Into<String>) -> Self {
        Self {
            code,
            text: text.into(),
        }
    }

    fn later() -> Self {
        Refusal::new(451, "4.3.0 Try again later.")
    }
}

/// What became of a reply that was taken in (SMTP 250).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Posted in the table talk.
    Posted,
    /// Its choice was played.
    Played,
    /// Nothing was played; the player was answered (a step, a refusal, the game moved on).
    Answered,
    /// Nothing was played; the seat's player was mailed a link to confirm the choice.
    Confirm,
    /// The same reply was taken in before (a repeated delivery).
    Repeat,
}

impl Outcome {
    /// The words of the SMTP answer.
    pub fn smtp_text(self) -> &'static str {
        match self {
            Outcome::Posted => "2.0.0 Posted in the game's table talk",
            Outcome::Played => "2.0.0 Played in the game",
            Outcome::Answered => "2.0.0 Nothing played: the player is answered by mail",
            Outcome::Confirm => "2.0.0 Nothing played: the player is mailed a link to confirm it",
            Outcome::Repeat => "2.0.0 This reply was taken in already",
        }
    }
}

/// Checks a recipient of an inbound mail (`RCPT TO`): one of our signed reply addresses (a talk
/// address not expired). Whether the reply may act or talk is decided once its message is in.
pub fn check_recipient(state: &AppState, rcpt: &str) -> Result<Target, Refusal> {
    let Some((_, domain)) = rcpt.trim().rsplit_once('@') else {
        return Err(Refusal::new(550, "5.1.1 No such mailbox here."));
    };
    if !domain.eq_ignore_ascii_case(&reply::domain(state)) {
        return Err(Refusal::new(
            550,
            "5.7.1 This server takes no mail for that domain.",
        ));
    }
    let target = reply::parse(state, rcpt)
        .ok_or_else(|| Refusal::new(550, "5.1.1 No such mailbox here."))?;
    if let Target::Talk { day, .. } = target {
        if reply::today(state) > day + reply::DAYS {
            return Err(Refusal::new(
                550,
                "5.1.1 This reply address has expired: write from the game's page instead.",
            ));
        }
    }
    Ok(target)
}

/// The address of a message's `From` header, lower case.
pub fn header_from(raw: &[u8]) -> Option<String> {
    let message = mail_parser::MessageParser::default().parse_headers(raw)?;
    let from = message
        .from()?
        .first()?
        .address()?
        .trim()
        .to_ascii_lowercase();
    (!from.is_empty()).then_some(from)
}

/// The key a reply is remembered by: a hash of its Message-ID (without the angle brackets).
pub fn message_key(message_id: &str) -> String {
    let id = message_id
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    keys::sha256_hex(id)
}

/// What the checks found of a reply's sender.
struct Trust {
    from_ok: bool,
    authenticated: bool,
    key: Option<String>,
}

impl Trust {
    /// Why the reply may not act, in a sentence; none when it may.
    /// Why the reply may not act, as the id of a text (`src/i18n/`).
    fn failure(&self) -> Option<&'static str> {
        if !self.from_ok {
            Some("mail-reply-wrong-from")
        } else if !self.authenticated {
            Some("mail-reply-unauthenticated")
        } else if self.key.is_none() {
            Some("mail-reply-no-message-id")
        } else {
            None
        }
    }
}

/// Takes in the reply `raw` (a whole RFC 5322 message) to a checked address; `proof` is how its
/// sender was authenticated for the domain of its `From` address (`mail::auth`), if at all.
pub fn receive(
    state: &AppState,
    target: &Target,
    raw: &[u8],
    proof: Option<&Proof>,
) -> Result<Outcome, Refusal> {
    let message = mail_parser::MessageParser::default()
        .parse(raw)
        .filter(|m| !m.headers().is_empty())
        .ok_or_else(|| Refusal::new(550, "5.6.0 The message could not be read as mail."))?;
    let text = message
        .body_text(0)
        .map(|t| t.into_owned())
        .unwrap_or_default();
    let from = message
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_ascii_lowercase());
    let key = message
        .message_id()
        .filter(|id| !id.trim().is_empty())
        .map(message_key);
    let game_id = match target {
        Target::Talk { game_id, .. } | Target::Turn { game_id, .. } => *game_id,
    };
    // The player the address was made for: the user, or the seat's player.
    let found = (|| -> Result<Option<(User, bool)>, AppError> {
        let mut conn = state.pool.get()?;
        let user_id = match target {
            Target::Talk { user_id, .. } => Some(*user_id),
            Target::Turn { seat, .. } => game_players::of_game(&mut conn, game_id)?
                .into_iter()
                .find(|p| p.player.seat == Some(*seat as i32))
                .map(|p| p.player.user_id),
        };
        let Some(user) = user_id
            .map(|id| users::find(&mut conn, id))
            .transpose()?
            .flatten()
        else {
            return Ok(None);
        };
        let acts = user_prefs::get(&mut conn, user.id)?.act_by_mail;
        Ok(Some((user, acts)))
    })()
    .map_err(|_| Refusal::later())?;
    let Some((user, acts_by_mail)) = found else {
        return Err(Refusal::new(550, "5.1.1 No such mailbox here."));
    };
    let trust = Trust {
        from_ok: from
            .as_deref()
            .is_some_and(|f| f.eq_ignore_ascii_case(user.email.trim())),
        authenticated: proof.is_some(),
        key,
    };
    match (target, by_mail::read(&text)) {
        (
            Target::Turn {
                seat,
                version,
                path,
                ..
            },
            Reading::Number(n),
        ) if acts_by_mail => choose(state, &user, game_id, *seat, *version, path, n, &trust),
        _ => post_talk(state, &user, game_id, &text, &trust),
    }
}

/// A reply that is table talk: posted when every check holds, else refused with the reason.
fn post_talk(
    state: &AppState,
    user: &User,
    game_id: i32,
    text: &str,
    trust: &Trust,
) -> Result<Outcome, Refusal> {
    if let Some(why) = trust.failure() {
        // The SMTP answer is English, as the protocol's are.
        let why = crate::i18n::text(crate::i18n::Lang::En, why);
        return Err(Refusal::new(550, format!("5.7.1 {why}")));
    }
    let words = talk::strip_reply(text);
    if words.is_empty() {
        return Err(Refusal::new(550, "5.6.0 The message has no text to post."));
    }
    match talk::post_claiming(
        state,
        user,
        game_id,
        &words,
        false,
        true,
        trust.key.as_deref(),
    ) {
        Ok(Some(_)) => {
            crate::services::mail::wake(state);
            Ok(Outcome::Posted)
        }
        Ok(None) => Ok(Outcome::Repeat),
        Err(AppError::BadRequest(why)) => Err(Refusal::new(550, format!("5.6.0 {why}"))),
        Err(AppError::TooManyRequests { .. }) => Err(Refusal::new(
            450,
            "4.7.1 Too many messages to this game: try again in a few minutes.",
        )),
        Err(AppError::Forbidden(why) | AppError::Conflict(why) | AppError::NotFound(why)) => {
            Err(Refusal::new(550, format!("5.7.1 {why}")))
        }
        Err(_) => Err(Refusal::later()),
    }
}

/// The game and its players, read together.
fn load(state: &AppState, game_id: i32) -> Result<Option<(GameRow, Vec<SeatedPlayer>)>, AppError> {
    let mut conn = state.pool.get()?;
    let Some(game) = games::find(&mut conn, game_id)? else {
        return Ok(None);
    };
    let players = game_players::of_game(&mut conn, game_id)?;
    Ok(Some((game, players)))
}

/// A reply with choice `n` of the list drawn at `version` from `path` for `seat`.
#[allow(clippy::too_many_arguments)]
fn choose(
    state: &AppState,
    user: &User,
    game_id: i32,
    seat: Seat,
    version: i32,
    path: &[usize],
    n: usize,
    trust: &Trust,
) -> Result<Outcome, Refusal> {
    let run = || -> Result<Outcome, AppError> {
        if let Some(key) = &trust.key {
            let mut conn = state.pool.get()?;
            if mail_received::seen(&mut conn, user.id, key)? {
                return Ok(Outcome::Repeat);
            }
        }
        let Some((game, players)) = load(state, game_id)? else {
            return Err(AppError::NotFound("no such game".into()));
        };
        let Some(me) = players
            .iter()
            .find(|p| p.player.seat == Some(seat as i32))
            .cloned()
        else {
            return Err(AppError::NotFound("no such seat".into()));
        };
        let Some(engine) = crate::engine::registry::game(&game.game) else {
            return Err(AppError::internal(anyhow::anyhow!(
                "unknown game {}",
                game.game
            )));
        };
        let deciding = game.status == games::RUNNING
            && game.to_act_seats().contains(&seat)
            && !me.player.resigned;
        let now_listed = deciding
            .then_some(game.state.as_deref())
            .flatten()
            .and_then(|s| by_mail::listing(engine, s, seat, path));
        // A mail older than the game is still good while it offers exactly what the seat is
        // offered now (other seats decided meanwhile, in a step they take at the same time).
        let listing = match now_listed {
            Some(now) if game.version != version => {
                let then = (|| -> Result<Option<by_mail::Listing>, AppError> {
                    if version < 0 || version > game.version {
                        return Ok(None);
                    }
                    let mut conn = state.pool.get()?;
                    let old =
                        crate::services::history::state_at(&mut conn, engine, &game, version)?;
                    Ok(by_mail::listing(engine, &old, seat, path))
                })()?;
                then.filter(|t| *t == now)
            }
            other => other,
        };
        let playing_at = game.version;
        if let Some(why) = trust.failure() {
            return untrusted(state, user, &game, &me, listing, n, why, trust);
        }
        let key = trust.key.as_deref();
        let Some(listing) = listing else {
            return moved_on(state, user, &game, &players, &me, version, key);
        };
        let Some(chosen) = listing.path_of(n).map(<[usize]>::to_vec) else {
            let headline = Said::new("mail-reply-no-such-choice").with("n", n.to_string());
            return refused(state, user, &game, &me, headline, path, key);
        };
        let state_json = game.state.as_deref().unwrap_or_default();
        let walk = match by_mail::follow(engine, state_json, seat, &chosen) {
            Ok(w) => w,
            Err(PathError::Refused(why)) => {
                let headline = Said::new("mail-reply-nothing-played").with("why", why);
                return refused(state, user, &game, &me, headline, path, key);
            }
            Err(_) => return moved_on(state, user, &game, &players, &me, version, key),
        };
        let what = by_mail::words_of(&walk);
        let action = match walk.end {
            Step::Done(action) => action,
            Step::Ask(q) => {
                let answer = Answer {
                    subject: Said::new("mail-reply-next-subject")
                        .with("title", game_title(&game))
                        .with("ask", q.ask),
                    headline: Said::new("mail-reply-so-far").with("what", what),
                    lines: Vec::new(),
                    then: None,
                    choices_from: Some(chosen.clone()),
                    button: None,
                };
                return answer_with(state, user.id, key, &game, &me, answer);
            }
        };
        let Some(key) = key else {
            return Err(AppError::internal(anyhow::anyhow!(
                "a trusted reply has a key"
            )));
        };
        let receipt = game_service::Receipt { key, what: &what };
        match game_service::submit_by_mail(
            state,
            user,
            game_id,
            playing_at,
            &action.to_string(),
            &receipt,
        ) {
            Ok(game_service::Submitted::Applied { .. }) => Ok(Outcome::Played),
            Ok(game_service::Submitted::AlreadyApplied { .. }) => Ok(Outcome::Repeat),
            Err(AppError::Unprocessable(rule) | AppError::BadRequest(rule)) => {
                let headline = Said::new("mail-reply-nothing-played").with("why", rule);
                refused(state, user, &game, &me, headline, path, Some(key))
            }
            // The game moved on (or ended, or the seat left it) between the reading and the turn.
            Err(AppError::Conflict(_) | AppError::Forbidden(_)) => {
                let Some((game, players)) = load(state, game_id)? else {
                    return Ok(Outcome::Answered);
                };
                let me = players
                    .iter()
                    .find(|p| p.player.seat == Some(seat as i32))
                    .cloned()
                    .unwrap_or(me);
                moved_on(state, user, &game, &players, &me, version, Some(key))
            }
            Err(e) => Err(e),
        }
    };
    match run() {
        Ok(outcome) => {
            crate::services::mail::wake(state);
            Ok(outcome)
        }
        Err(AppError::NotFound(_)) => Err(Refusal::new(550, "5.1.1 No such mailbox here.")),
        Err(e) => {
            tracing::warn!(error = %e, "a reply by mail could not be taken in");
            Err(Refusal::later())
        }
    }
}

/// Answers the player in one transaction that also remembers the reply (`key`): a repeated
/// delivery is answered once.
fn answer_with(
    state: &AppState,
    user_id: i32,
    key: Option<&str>,
    game: &GameRow,
    to: &SeatedPlayer,
    answer: Answer,
) -> Result<Outcome, AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        if let Some(key) = key {
            if !mail_received::claim(conn, user_id, key, state.clock.now_naive())? {
                return Ok(Outcome::Repeat);
            }
        }
        notifications::reply_answer(&mut Mailer::now(conn), state, game, to, answer)?;
        Ok(Outcome::Answered)
    })
}

/// A refused reply: the reason, and the same choices again.
fn refused(
    state: &AppState,
    user: &User,
    game: &GameRow,
    me: &SeatedPlayer,
    headline: Said,
    path: &[usize],
    key: Option<&str>,
) -> Result<Outcome, AppError> {
    let answer = Answer {
        subject: Said::new("mail-reply-not-played-subject").with("title", game_title(game)),
        headline,
        lines: Vec::new(),
        then: Some(Said::new("mail-reply-choose-again")),
        choices_from: Some(path.to_vec()),
        button: None,
    };
    answer_with(state, user.id, key, game, me, answer)
}

/// The moves since `version`, in words, oldest first (at most 30).
fn since(
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    version: i32,
) -> Result<Vec<String>, AppError> {
    let mut conn = state.pool.get()?;
    let labels = seating::labels_by_seat(&game.game, players);
    let events = game_events::since(&mut conn, game.id, version)?;
    let mut lines: Vec<String> = events
        .iter()
        .flat_map(|e| e.log_lines())
        .map(|l| seating::names_in(&l, &labels))
        .collect();
    if lines.len() > 30 {
        lines.drain(..lines.len() - 30);
    }
    Ok(lines)
}

/// A reply to a mail the game has moved on from: what happened since, and the fresh choices.
fn moved_on(
    state: &AppState,
    user: &User,
    game: &GameRow,
    players: &[SeatedPlayer],
    me: &SeatedPlayer,
    version: i32,
    key: Option<&str>,
) -> Result<Outcome, AppError> {
    let seat = me.player.seat.map_or(usize::MAX, |s| s as Seat);
    let deciding =
        game.status == games::RUNNING && game.to_act_seats().contains(&seat) && !me.player.resigned;
    let then = if game.status == games::FINISHED {
        "mail-reply-over"
    } else if deciding {
        "mail-reply-your-turn-now"
    } else {
        "mail-reply-not-your-turn"
    };
    let answer = Answer {
        subject: Said::new("mail-reply-not-played-subject").with("title", game_title(game)),
        headline: Said::new("mail-reply-moved-on"),
        lines: since(state, game, players, version)?,
        then: Some(Said::new(then)),
        choices_from: deciding.then(Vec::new),
        button: None,
    };
    answer_with(state, user.id, key, game, me, answer)
}

/// The message a confirmation link's signature covers.
fn confirm_message(user_id: i32, game_id: i32, nonce: &str) -> String {
    format!("mail-choice|{user_id}|{game_id}|{nonce}")
}

/// A reply with a number that failed a check: nothing is played; the seat's player is mailed
/// (at the account's address) a link that confirms the same choice on the page, when it is
/// still on offer, else the fresh state of the game.
#[allow(clippy::too_many_arguments)]
fn untrusted(
    state: &AppState,
    user: &User,
    game: &GameRow,
    me: &SeatedPlayer,
    listing: Option<by_mail::Listing>,
    n: usize,
    why: &'static str,
    trust: &Trust,
) -> Result<Outcome, AppError> {
    let title = game_title(game);
    let chosen = listing.as_ref().and_then(|l| {
        let p = l.path_of(n)?;
        let label = l.choices.get(n - 1)?.label.clone();
        Some((p.to_vec(), label))
    });
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        // Kept apart from the keys of trusted replies: an untrusted copy of a reply must not
        // stop the genuine one from acting.
        if let Some(key) = &trust.key {
            if !mail_received::claim(conn, user.id, &format!("untrusted:{key}"), now)? {
                return Ok(Outcome::Repeat);
            }
        }
        let answer = match &chosen {
            Some((full, label)) => {
                let nonce = keys::random_token(18);
                let sig = state
                    .keys
                    .sign_link(&confirm_message(user.id, game.id, &nonce));
                mail_choices::insert(
                    conn,
                    &NewMailChoice {
                        nonce: &nonce,
                        user_id: user.id,
                        game_id: game.id,
                        version: game.version,
                        path: &path_text(full),
                        label,
                        expires_at: now + Duration::days(CONFIRM_DAYS),
                        created_at: now,
                    },
                )?;
                let link = state.url(&format!("/games/{}/by-mail?token={nonce}.{sig}", game.id));
                Answer {
                    subject: Said::new("mail-reply-confirm-subject").with("title", title.clone()),
                    headline: Said::new("mail-reply-chose")
                        .with("label", label.clone())
                        .text("why", why),
                    lines: Vec::new(),
                    then: Some(Said::new("mail-reply-confirm-then").count("days", CONFIRM_DAYS)),
                    choices_from: None,
                    button: Some((link, Said::new("mail-reply-confirm-button"))),
                }
            }
            None => Answer {
                subject: Said::new("mail-reply-untrusted-subject").with("title", title.clone()),
                headline: Said::new("mail-reply-asked-for")
                    .with("n", n.to_string())
                    .text("why", why),
                lines: Vec::new(),
                then: None,
                choices_from: None,
                button: None,
            },
        };
        notifications::reply_answer(&mut Mailer::now(conn), state, game, me, answer)?;
        Ok(Outcome::Confirm)
    })
}

/// A confirmation link, checked: its row (unused, unexpired, for this game) and the player's
/// name; none for a link that is not (or no longer) valid.
pub fn confirmation(
    state: &AppState,
    game_id: i32,
    token: &str,
) -> Result<Option<(MailChoice, String, String)>, AppError> {
    let Some((nonce, sig)) = token.trim().split_once('.') else {
        return Ok(None);
    };
    if nonce.is_empty() || nonce.len() > 64 {
        return Ok(None);
    }
    let mut conn = state.pool.get()?;
    let Some(row) = mail_choices::find_by_nonce(&mut conn, nonce)? else {
        return Ok(None);
    };
    let valid = row.game_id == game_id
        && row.used_at.is_none()
        && row.expires_at > state.clock.now_naive()
        && state
            .keys
            .verify_link(&confirm_message(row.user_id, row.game_id, nonce), sig);
    if !valid {
        return Ok(None);
    }
    let Some(player) = users::find(&mut conn, row.user_id)? else {
        return Ok(None);
    };
    let Some(game) = games::find(&mut conn, game_id)? else {
        return Ok(None);
    };
    Ok(Some((row, player.display_name, game_title(&game))))
}

/// Uses a confirmation link up for `user`, its player: the choice to play (version and path);
/// none for a link that is not valid, used already, or someone else's.
pub fn use_confirmation(
    state: &AppState,
    user: &User,
    game_id: i32,
    token: &str,
) -> Result<Option<MailChoice>, AppError> {
    let Some((row, _, _)) = confirmation(state, game_id, token)? else {
        return Ok(None);
    };
    if row.user_id != user.id {
        return Ok(None);
    }
    let mut conn = state.pool.get()?;
    let used = conn.immediate_transaction(|conn| -> Result<bool, AppError> {
        Ok(mail_choices::mark_used(
            conn,
            row.id,
            state.clock.now_naive(),
        )?)
    })?;
    Ok(used.then_some(row))
}

/// Forgets the replies and confirmation links no reply address or link can reach any more.
pub fn forget_old(state: &AppState) -> Result<(), AppError> {
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    mail_received::forget_before(&mut conn, now - Duration::days(i64::from(reply::DAYS) + 1))?;
    mail_choices::forget_expired(&mut conn, now - Duration::days(1))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each mail app's sample reply (tests/fixtures/replies/) reads as its number, 2, once
    /// parsed as the listener parses it: quoted-printable, base64, HTML only, quotes above and
    /// below, attributions and signatures.
    #[test]
    fn the_mail_apps_samples_read_as_their_number() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replies");
        let mut read = 0;
        for entry in std::fs::read_dir(&dir).expect("the samples") {
            let path = entry.expect("a sample").path();
            let text = std::fs::read_to_string(&path).expect("text");
            let raw = text
                .replace("{{FROM}}", "ada@example.com")
                .replace("{{TO}}", "play+1-0-0--00@test.example")
                .replace("{{SUBJECT}}", "Re: your turn")
                .replace("{{MESSAGE_ID}}", "<1@example.com>")
                .replace('\n', "\r\n");
            let message = mail_parser::MessageParser::default()
                .parse(raw.as_bytes())
                .expect("mail");
            let body = message.body_text(0).expect("a text");
            assert_eq!(
                by_mail::read(&body),
                Reading::Number(2),
                "{}: {body}",
                path.display()
            );
            assert_eq!(
                header_from(raw.as_bytes()).as_deref(),
                Some("ada@example.com")
            );
            assert!(message.message_id().is_some());
            read += 1;
        }
        assert!(read >= 7, "every sample read");
    }

    #[test]
    fn message_keys_ignore_brackets_and_spaces() {
        assert_eq!(message_key("<a@b>"), message_key(" a@b "));
        assert_ne!(message_key("<a@b>"), message_key("<a@c>"));
    }
}
