//! The mail games cause: invitations, game start, "your turn" (with a link that logs the player
//! in), reminders, timeouts, vacation days used, votes, digests and game over. Each is queued in
//! the transaction of the change it announces, honours the player's settings (kinds of mail,
//! muted games, digest mode, quiet hours), threads with the game's other mail, and carries a
//! one-click unsubscribe (RFC 8058).

use crate::db::models::game_events;
use crate::db::models::game_players::{self, SeatedPlayer};
use crate::db::models::games;
use crate::db::models::games::GameRow;
use crate::db::models::login_links::{self, NewLoginLink};
use crate::db::models::user_prefs::{self, Prefs};
use crate::db::models::users::{self, User};
use crate::db::Conn;
use crate::engine::registry::{DynGame, Prompt};
use crate::engine::{Placing, Seat};
use crate::error::AppError;
use crate::i18n::{Lang, Said};
use crate::mail::{messages, outbox, Email};
use crate::security::keys;
use crate::services::mail::{queue_at, queue_tracked};
use crate::services::prefs;
use crate::state::AppState;
use chrono::{Duration, NaiveDateTime};

pub use super::prefs::MailKind;

/// The token of an unsubscribe link: user, kind and a signature; it does not expire.
pub fn unsubscribe_token(state: &AppState, user_id: i32, kind: MailKind) -> String {
    let message = format!("unsubscribe|{user_id}|{}", kind.as_str());
    format!(
        "{user_id}.{}.{}",
        kind.as_str(),
        state.keys.sign_link(&message)
    )
}

pub fn parse_unsubscribe(state: &AppState, token: &str) -> Option<(i32, MailKind)> {
    let mut parts = token.splitn(3, '.');
    let user_id: i32 = parts.next()?.parse().ok()?;
    let kind = MailKind::parse(parts.next()?)?;
    let sig = parts.next()?;
    let message = format!("unsubscribe|{user_id}|{}", kind.as_str());
    state
        .keys
        .verify_link(&message, sig)
        .then_some((user_id, kind))
}

/// The game's title and number, as every page and mail names a table.
pub fn game_title(game: &GameRow) -> String {
    title_of(&game.game, game.id)
}

/// A game's title from its registry name and id: the game's title, "#" and the id.
pub fn title_of(game: &str, id: i32) -> String {
    format!("{} #{id}", display_name(game))
}

/// A game's title from the registry (its registry name if it has none).
pub fn display_name(game: &str) -> String {
    crate::engine::registry::game(game)
        .map_or(game, |g| g.about().title)
        .to_string()
}

fn game_link(state: &AppState, game: &GameRow) -> String {
    state.url(&format!("/games/{}", game.id))
}

/// Threading: every message of a game refers to one root id, so mail clients group them.
fn threaded(mut email: Email, state: &AppState, game: &GameRow) -> Email {
    let root = format!(
        "<game-{}@{}>",
        game.id,
        outbox::domain_of(&state.settings.base_url)
    );
    email.headers.push(("In-Reply-To".into(), root.clone()));
    email.headers.push(("References".into(), root));
    email
}

/// RFC 8058 one-click unsubscribe headers.
fn with_unsubscribe(mut email: Email, url: &str) -> Email {
    email
        .headers
        .push(("List-Unsubscribe".into(), format!("<{url}>")));
    email.headers.push((
        "List-Unsubscribe-Post".into(),
        "List-Unsubscribe=One-Click".into(),
    ));
    email
}

/// Where the mail a service composes goes, with the rows that come with it (the login link it
/// carries, a held turn mail, the table talk it covers): written at once, into the caller's
/// write transaction ([`Mailer::now`]), or kept ([`Mailer::composing`]) and written later by
/// [`Composed::write`]. A turn composes its mail while it prepares, outside the write lock, so
/// that the writer lane only writes these rows (`services::games::submit`). Reads go through
/// the mailer's connection either way.
pub struct Mailer<'c> {
    conn: &'c mut Conn,
    kept: Option<Vec<MailWrite>>,
}

/// A row that composed mail writes.
#[derive(Debug)]
enum MailWrite {
    Queue {
        email: Email,
        not_before: Option<NaiveDateTime>,
    },
    LoginLink {
        nonce: String,
        user_id: i32,
        game_id: i32,
        decision_started_at: NaiveDateTime,
        expires_at: NaiveDateTime,
        created_at: NaiveDateTime,
    },
    HoldTurnMail {
        player_id: i32,
    },
    TalkMailed {
        player_id: i32,
        through: i32,
    },
}

impl MailWrite {
    fn write(self, conn: &mut Conn, state: &AppState) -> Result<(), AppError> {
        match self {
            MailWrite::Queue { email, not_before } => queue_at(conn, state, email, not_before)?,
            MailWrite::LoginLink {
                nonce,
                user_id,
                game_id,
                decision_started_at,
                expires_at,
                created_at,
            } => {
                login_links::insert(
                    conn,
                    &NewLoginLink {
                        nonce: &nonce,
                        user_id,
                        game_id,
                        decision_started_at,
                        expires_at,
                        created_at,
                    },
                )?;
            }
            MailWrite::HoldTurnMail { player_id } => {
                game_players::hold_turn_mail(conn, player_id)?;
            }
            MailWrite::TalkMailed { player_id, through } => {
                game_players::talk_mailed(conn, player_id, through)?;
            }
        }
        Ok(())
    }
}

/// Mail composed ahead of its writes ([`Mailer::composing`]).
#[derive(Debug, Default)]
pub struct Composed(Vec<MailWrite>);

impl Composed {
    /// Writes the mail and its rows, in the caller's write transaction.
    pub fn write(self, conn: &mut Conn, state: &AppState) -> Result<(), AppError> {
        self.0.into_iter().try_for_each(|w| w.write(conn, state))
    }
}

impl<'c> Mailer<'c> {
    /// Writes as it goes, into the transaction `conn` is in.
    pub fn now(conn: &'c mut Conn) -> Self {
        Self { conn, kept: None }
    }

    /// Only reads through `conn`; what it would write is kept for [`Mailer::finish`].
    pub fn composing(conn: &'c mut Conn) -> Self {
        Self {
            conn,
            kept: Some(Vec::new()),
        }
    }

    /// The connection, for reading.
    fn conn(&mut self) -> &mut Conn {
        self.conn
    }

    fn write(&mut self, state: &AppState, w: MailWrite) -> Result<(), AppError> {
        match &mut self.kept {
            Some(kept) => {
                kept.push(w);
                Ok(())
            }
            None => w.write(self.conn, state),
        }
    }

    /// What a composing mailer kept (nothing for one that wrote at once).
    pub fn finish(self) -> Composed {
        Composed(self.kept.unwrap_or_default())
    }
}

/// Queues a game mail to a player if its settings allow it: the kind is on, the game is not
/// muted; quiet hours hold it back. Returns whether it was queued.
fn deliver(
    m: &mut Mailer<'_>,
    state: &AppState,
    to: &SeatedPlayer,
    kind: MailKind,
    game: &GameRow,
    compose: impl FnOnce(&Prefs, String) -> Result<Email, askama::Error>,
) -> Result<bool, AppError> {
    let p = user_prefs::get(m.conn(), to.player.user_id)?;
    deliver_with(m, state, to, kind, game, &p, None, compose)
}

/// [`deliver`], for a caller that has read the player's settings already; `reply_to` is the
/// turn mail's address that plays a listed choice (other mail's replies are table talk).
#[allow(clippy::too_many_arguments)]
fn deliver_with(
    m: &mut Mailer<'_>,
    state: &AppState,
    to: &SeatedPlayer,
    kind: MailKind,
    game: &GameRow,
    p: &Prefs,
    reply_to: Option<String>,
    compose: impl FnOnce(&Prefs, String) -> Result<Email, askama::Error>,
) -> Result<bool, AppError> {
    // A bot reads no mail.
    if !kind.enabled(p) || to.player.muted || to.player.bot_level.is_some() {
        return Ok(false);
    }
    let unsubscribe = state.url(&format!(
        "/unsubscribe/{}",
        unsubscribe_token(state, to.player.user_id, kind)
    ));
    let mut email = with_unsubscribe(
        threaded(compose(p, unsubscribe.clone())?, state, game),
        &unsubscribe,
    );
    email.headers.push((
        "Reply-To".into(),
        reply_to.unwrap_or_else(|| crate::mail::reply::address(state, game.id, to.player.user_id)),
    ));
    let not_before = prefs::quiet_until(p, state.clock.now());
    m.write(state, MailWrite::Queue { email, not_before })?;
    Ok(true)
}

/// Percent-encodes text for a `mailto:` link's fields (RFC 6068).
fn mailto_field(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The choices of `seat`'s decision in `game` as it is (its state and version), from `path`,
/// as a mail lists them, with the reply address that plays them; none when the game lists
/// none there or the path is too long for an address. `subject` is the mail's (the `mailto:`
/// links' reply subject).
pub fn mail_choices(
    state: &AppState,
    game: &GameRow,
    seat: Seat,
    path: &[usize],
    subject: &str,
    l: Lang,
) -> Option<(messages::MailChoices, String)> {
    let engine = crate::engine::registry::game(&game.game)?;
    let listing = crate::services::by_mail::listing(engine, game.state.as_deref()?, seat, path)?;
    if listing.choices.is_empty() {
        return None;
    }
    let address = crate::mail::reply::turn_address(state, game.id, seat, game.version, path)?;
    let reply_subject = if subject.starts_with("Re: ") {
        subject.to_string()
    } else {
        format!("Re: {subject}")
    };
    let items = listing
        .choices
        .into_iter()
        .map(|c| messages::MailChoice {
            mailto: format!(
                "mailto:{address}?subject={}&body={}",
                mailto_field(&reply_subject),
                c.number
            ),
            number: c.number,
            label: crate::i18n::words(l, &c.label),
            detail: c.detail.iter().map(|d| crate::i18n::words(l, d)).collect(),
        })
        .collect();
    Some((
        messages::MailChoices {
            ask: crate::i18n::words(l, &listing.ask),
            so_far: crate::i18n::words(l, &listing.so_far.join(" — ")),
            items,
            whole: listing.whole,
        },
        address,
    ))
}

/// What an answer to a reply by mail says ([`reply_answer`]), said in the player's language.
pub struct Answer {
    pub subject: Said,
    pub headline: Said,
    pub lines: Vec<String>,
    pub then: Option<Said>,
    /// List the seat's choices from this path (the game as it is now).
    pub choices_from: Option<Vec<usize>>,
    /// The button: a link and its words (none: the game's page).
    pub button: Option<(String, Said)>,
}

/// An answer to a reply by mail (or to a reply that could not be trusted), to the seat's player
/// at the address of its account, in the game's thread, at once: it answers something the
/// player just did, so neither the kinds of mail chosen nor quiet hours hold it back.
pub fn reply_answer(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    to: &SeatedPlayer,
    answer: Answer,
) -> Result<(), AppError> {
    let Some(seat) = to.player.seat.map(|s| s as Seat) else {
        return Ok(());
    };
    let title = game_title(game);
    let l = prefs::lang_of(m.conn(), state, to.player.user_id)?;
    let subject = answer.subject.in_lang(l);
    let choices = answer
        .choices_from
        .as_deref()
        .and_then(|path| mail_choices(state, game, seat, path, &subject, l));
    let reply_to = choices
        .as_ref()
        .map(|(_, a)| a.clone())
        .unwrap_or_else(|| crate::mail::reply::address(state, game.id, to.player.user_id));
    let unsubscribe = state.url(&format!(
        "/unsubscribe/{}",
        unsubscribe_token(state, to.player.user_id, MailKind::Turn)
    ));
    let (link, link_label) = answer
        .button
        .unwrap_or_else(|| (game_link(state, game), Said::new("mail-open-game")));
    let email = messages::ReplyAnswer {
        name: to.name.clone(),
        game_title: title,
        headline: answer.headline.in_lang(l),
        lines: answer
            .lines
            .iter()
            .map(|x| crate::i18n::words(l, x))
            .collect(),
        then: answer.then.map(|t| t.in_lang(l)),
        choices: choices.map(|(c, _)| c),
        link,
        link_label: link_label.in_lang(l),
        settings_link: state.url("/settings"),
        unsubscribe_link: unsubscribe.clone(),
    }
    .compose(&to.email, subject, l)?;
    let mut email = with_unsubscribe(threaded(email, state, game), &unsubscribe);
    email.headers.push(("Reply-To".into(), reply_to));
    m.write(
        state,
        MailWrite::Queue {
            email,
            not_before: None,
        },
    )
}

/// "Done: …" to a player whose reply by mail played a turn, with the turn's log and, when the
/// player decides again, the next decision's choices.
#[allow(clippy::too_many_arguments)]
pub fn done_by_mail(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    seat: Seat,
    what: &str,
    log: &str,
    decides_again: bool,
) -> Result<(), AppError> {
    let Some(p) = players.iter().find(|p| p.player.seat == Some(seat as i32)) else {
        return Ok(());
    };
    let labels = crate::services::seating::labels_by_seat(&game.game, players);
    let lines: Vec<String> = serde_json::from_str::<Vec<String>>(log)
        .unwrap_or_default()
        .iter()
        .map(|l| crate::services::seating::names_in(l, &labels))
        .collect();
    let title = game_title(game);
    let over = game.status == games::FINISHED;
    reply_answer(
        m,
        state,
        game,
        p,
        Answer {
            subject: Said::new("mail-done-subject")
                .with("title", title)
                .with("what", cut(what, 80)),
            headline: Said::new("mail-done-headline").with("what", what),
            lines,
            then: Some(Said::new(if over {
                "mail-done-last"
            } else if decides_again {
                "mail-done-again"
            } else {
                "mail-done-later"
            })),
            choices_from: (decides_again && !over).then(Vec::new),
            button: None,
        },
    )
}

/// How long a decision has waited, in `l` ("3 days"; nothing when it has not begun).
pub fn waited_in(l: Lang, since: Option<NaiveDateTime>, now: NaiveDateTime) -> String {
    since.map_or_else(String::new, |since| l.waited((now - since).num_minutes()))
}

/// `text` cut to at most `n` characters, with "…" when cut.
fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(n.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

pub fn invitation(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    inviter: &User,
    to: &str,
    nonce: &str,
) -> Result<(), AppError> {
    // A registered player who turned invitations off is not mailed (the link still works).
    let account = users::find_by_email(conn, to)?;
    // In the language of the account the address has, else in the inviter's.
    let mut l = prefs::lang_of(conn, state, inviter.id)?;
    if let Some(user) = &account {
        let p = user_prefs::get(conn, user.id)?;
        if !p.mail_invitations {
            return Ok(());
        }
        if !p.language.is_empty() {
            l = prefs::lang(&p, state.settings.pseudo_language);
        }
    }
    let m = messages::Invitation {
        account: account.map(|u| u.display_name),
        inviter: inviter.display_name.clone(),
        game_title: display_name(engine.name()),
        seats: game.seats,
        days: game.time_limit_days,
        options: crate::services::seating::chosen_options(game, l),
        link: state.url(&format!("/invitations/{nonce}")),
        not_me_link: crate::services::mail_safety::not_me_link(
            state,
            to,
            crate::services::mail_safety::MailOrigin::Invitation,
        ),
    };
    let subject = l.t_with2(
        "mail-invitation-subject",
        &("inviter", inviter.display_name.as_str()),
        &("game", display_name(engine.name()).as_str()),
    );
    // If it cannot be delivered, the inviter is told (`mail::worker`).
    queue_tracked(
        conn,
        state,
        m.compose(to, subject, l).map(|e| threaded(e, state, game)),
        crate::db::models::outbox::INVITATION,
        inviter.id,
        Some(game.id),
    )
}

/// A link that logs the player into this game, once, while this decision is open (7 days at most).
fn login_link(
    m: &mut Mailer<'_>,
    state: &AppState,
    user_id: i32,
    game: &GameRow,
    decision: NaiveDateTime,
) -> Result<String, AppError> {
    let nonce = keys::random_token(18);
    let now = state.clock.now_naive();
    m.write(
        state,
        MailWrite::LoginLink {
            nonce: nonce.clone(),
            user_id,
            game_id: game.id,
            decision_started_at: decision,
            expires_at: now + Duration::days(7),
            created_at: now,
        },
    )?;
    let sig = state
        .keys
        .sign_link(&enter_message(user_id, game.id, &nonce));
    Ok(state.url(&format!("/games/{}/enter?token={nonce}.{sig}", game.id)))
}

pub use crate::security::links::enter_message;

/// What the game asks of a player's seat now, read from its stored state (a turn has it from
/// the engine already: `registry::Played::prompts`).
fn prompt_in(game: &GameRow, engine: &dyn DynGame, p: &SeatedPlayer) -> Prompt {
    game.state
        .as_deref()
        .zip(p.player.seat)
        .and_then(|(s, seat)| engine.prompt(s, seat as Seat).ok())
        .unwrap_or_default()
}

/// "Your turn" for one seat: what happened, where the player stands (`prompt`), the deadline,
/// a link.
fn turn_mail(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    prompt: Prompt,
    p: &SeatedPlayer,
    labels: &[String],
    unwritten: Option<&game_events::EventRow>,
) -> Result<(), AppError> {
    let Some(seat) = p.player.seat.map(|s| s as Seat) else {
        return Ok(());
    };
    // A resigned seat's turns are played by Turnpost, a bot's by the bot pool: nobody is
    // asked to play them by mail.
    if p.player.resigned || p.player.bot_level.is_some() {
        return Ok(());
    }
    let prefs_row = user_prefs::get(m.conn(), p.player.user_id)?;
    if prefs_row.digest || !MailKind::Turn.enabled(&prefs_row) || p.player.muted {
        return Ok(());
    }
    // Quiet hours: the mail is owed, not queued. When they end the scheduler sends it if the
    // decision is still open (`send_held`), so a player never wakes to stale turn mail.
    if prefs::quiet_until(&prefs_row, state.clock.now()).is_some() {
        m.write(
            state,
            MailWrite::HoldTurnMail {
                player_id: p.player.id,
            },
        )?;
        return Ok(());
    }
    let title = game_title(game);
    let l = prefs::lang(&prefs_row, state.settings.pseudo_language);
    let when = prompt
        .progress
        .as_ref()
        .map(|p| format!(" ({})", crate::i18n::words(l, p)))
        .unwrap_or_default();
    let (subject, headline) = if let Some((phrase, headline)) = &prompt.decision {
        (
            format!("{title} — {}{when}", crate::i18n::words(l, phrase)),
            crate::i18n::words(l, headline).replace("{title}", &title),
        )
    } else {
        let args = (&("title", title.as_str()), &("when", when.as_str()));
        (
            l.t_with2("mail-turn-subject", args.0, args.1),
            l.t_with2("mail-turn-headline", args.0, args.1),
        )
    };
    // What happened since the seat's last turn, and when that turn was (the table talk since).
    let events = since_seat(m.conn(), game.id, seat, labels.len(), unwritten)?;
    let recent: Vec<String> = recent_lines(&events, seat, labels)
        .iter()
        .map(|x| crate::i18n::words(l, x))
        .collect();
    let talk = if prefs_row.mail_talk == user_prefs::TALK_NEVER {
        Vec::new()
    } else {
        talk_since_last_turn(m, state, game, &events, p, labels)?
    };
    let decision = p
        .player
        .decision_started_at
        .unwrap_or_else(|| state.clock.now_naive());
    let link = login_link(m, state, p.player.user_id, game, decision)?;
    let deadline = p.player.deadline_at;
    // Acting by mail: the choices, and an address that plays them.
    let choices = if prefs_row.act_by_mail {
        mail_choices(state, game, seat, &[], &subject, l)
    } else {
        None
    };
    let (choices, reply_to) = match choices {
        Some((c, address)) => (Some(c), Some(address)),
        None => (None, None),
    };
    deliver_with(
        m,
        state,
        p,
        MailKind::Turn,
        game,
        &prefs_row,
        reply_to,
        |pr, unsubscribe| {
            messages::Turn {
                name: p.name.clone(),
                game_title: title.clone(),
                headline,
                recent,
                situation: prompt
                    .situation
                    .iter()
                    .map(|x| crate::i18n::words(l, x))
                    .collect(),
                talk,
                deadline: deadline
                    .map(|d| prefs::local_time_in(pr, d, l))
                    .unwrap_or_else(|| l.t("mail-the-deadline")),
                choices,
                link,
                settings_link: state.url("/settings"),
                unsubscribe_link: unsubscribe,
            }
            .compose(&p.email, subject, l)
        },
    )?;
    Ok(())
}

/// Sends what quiet hours held for `user` once they are over: the turn mail of the one
/// decision still open, or one summary when several games wait on the player; nothing for
/// decisions made meanwhile. Returns whether a mail was queued.
pub fn send_held(conn: &mut Conn, state: &AppState, user: &User) -> Result<bool, AppError> {
    let m = &mut Mailer::now(conn);
    let p = user_prefs::get(m.conn(), user.id)?;
    if prefs::quiet_until(&p, state.clock.now()).is_some() {
        return Ok(false);
    }
    let mut waiting = Vec::new();
    for row in game_players::take_held_mail(m.conn(), user.id)? {
        let Some(game) = games::find(m.conn(), row.game_id)? else {
            continue;
        };
        if game.status == games::RUNNING {
            waiting.push((game, row));
        }
    }
    match waiting.as_slice() {
        [] => Ok(false),
        [(game, row)] => {
            let engine = crate::engine::registry::game(&game.game)
                .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", game.game)))?;
            let players = game_players::of_game(m.conn(), game.id)?;
            let labels = crate::services::seating::labels_by_seat(&game.game, &players);
            let Some(me) = players.iter().find(|s| s.player.id == row.id) else {
                return Ok(false);
            };
            let prompt = prompt_in(game, engine, me);
            turn_mail(m, state, game, prompt, me, &labels, None)?;
            Ok(true)
        }
        several => {
            let l = prefs::lang(&p, state.settings.pseudo_language);
            let now = state.clock.now_naive();
            let mut lines = Vec::with_capacity(several.len());
            for (game, row) in several {
                let decision = row.decision_started_at.unwrap_or(now);
                lines.push(messages::DigestLine {
                    title: game_title(game),
                    waited: waited_in(l, row.decision_started_at, now),
                    deadline: row
                        .deadline_at
                        .map(|d| prefs::local_time_in(&p, d, l))
                        .unwrap_or_default(),
                    link: login_link(m, state, user.id, game, decision)?,
                });
            }
            let subject = l.t_count("mail-held-subject", &lines.len());
            summary(m.conn(), state, user, l, subject, lines)?;
            Ok(true)
        }
    }
}

/// Table talk since the seat last acted (at most 20, the newest), oldest first; marks them
/// mailed so that no batch repeats them.
fn talk_since_last_turn(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    events: &[game_events::EventRow],
    p: &SeatedPlayer,
    labels: &[String],
) -> Result<Vec<String>, AppError> {
    let seat = p.player.seat.unwrap_or(-1);
    let last_turn = events.iter().find(|e| e.seat == seat).map(|e| e.created_at);
    let messages = crate::db::models::game_messages::newest_after(
        m.conn(),
        game.id,
        last_turn,
        p.player.user_id,
        20,
    )?;
    if let Some(newest) = messages.last() {
        m.write(
            state,
            MailWrite::TalkMailed {
                player_id: p.player.id,
                through: newest.id,
            },
        )?;
    }
    Ok(messages.iter().map(|m| talk_line(labels, m)).collect())
}

/// A message of table talk as a mail shows it: "Name ●: text".
pub(crate) fn talk_line(
    labels: &[String],
    m: &crate::db::models::game_messages::MessageRow,
) -> String {
    let author = m
        .seat
        .and_then(|s| labels.get(s as usize).cloned())
        .unwrap_or_default();
    talk_text(&author, &m.body)
}

/// How a message's later lines start in a mail's text: indented, so that no line of a message
/// reads like the start of another player's ("Cy ▲: I resign").
pub const TALK_CONTINUATION: &str = "    ";

/// "Author: text", the text's later lines indented by [`TALK_CONTINUATION`].
pub(crate) fn talk_text(author: &str, body: &str) -> String {
    let mut lines = body.lines();
    let mut out = format!("{author}: {}", lines.next().unwrap_or_default());
    for line in lines {
        out.push('\n');
        out.push_str(TALK_CONTINUATION);
        out.push_str(line);
    }
    out
}

/// One mail of table talk to a player: the messages since its last one. Returns whether it was
/// queued (mute and settings may stop it).
pub fn talk_batch(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    to: &SeatedPlayer,
    lines: Vec<String>,
) -> Result<bool, AppError> {
    let m = &mut Mailer::now(conn);
    let title = game_title(game);
    let count = lines.len() as i64;
    deliver(m, state, to, MailKind::Talk, game, |pr, unsubscribe| {
        let l = prefs::lang(pr, state.settings.pseudo_language);
        let subject = Said::new("mail-talk-subject")
            .with("title", title.clone())
            .count("count", count)
            .in_lang(l);
        messages::GameNotice {
            name: to.name.clone(),
            game_title: title.clone(),
            headline: l.t_with("mail-talk-headline", "title", &title),
            lines,
            link: game_link(state, game),
            link_label: l.t("mail-talk-answer"),
            settings_link: state.url("/settings"),
            unsubscribe_link: unsubscribe,
        }
        .compose(&to.email, subject, l)
    })
}

/// The newest events of a game (at most [`EVENTS_TOLD`]) back to and including `seat`'s last
/// one, newest first, with the turn being written in front when the mail is composed before
/// its writes. Each stored event is a page read, so the reads go back a round of the table
/// first (as many events as it has seats), then a few more, then up to [`EVENTS_TOLD`], each
/// going on where the one before stopped.
fn since_seat(
    conn: &mut Conn,
    game_id: i32,
    seat: Seat,
    seats: usize,
    unwritten: Option<&game_events::EventRow>,
) -> Result<Vec<game_events::EventRow>, AppError> {
    let mine = |events: &[game_events::EventRow]| events.iter().any(|e| e.seat as Seat == seat);
    let mut events: Vec<game_events::EventRow> = unwritten.into_iter().cloned().collect();
    if mine(&events) {
        return Ok(events);
    }
    let mut read = 0;
    for reach in [seats.max(1) as i64, 8, EVENTS_TOLD] {
        if reach <= read {
            continue;
        }
        let before = events.last().map_or(i32::MAX, |e| e.version);
        let stored = game_events::older_than(conn, game_id, before, reach - read)?;
        let all = (stored.len() as i64) < reach - read;
        read = reach;
        events.extend(stored);
        if all || mine(&events) {
            break;
        }
    }
    events.truncate(EVENTS_TOLD as usize);
    Ok(events)
}

/// How far back a turn mail looks for the seat's last turn.
const EVENTS_TOLD: i64 = 60;

/// The log lines since the seat last acted (at most 30), oldest first.
fn recent_lines(events: &[game_events::EventRow], seat: Seat, labels: &[String]) -> Vec<String> {
    let mut lines: Vec<String> = events
        .iter()
        .take_while(|e| e.seat as Seat != seat)
        .flat_map(|e| e.log_lines().into_iter().rev())
        .take(30)
        .map(|line| crate::services::seating::names_in(&line, labels))
        .collect();
    lines.reverse();
    lines
}

fn notice(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    to: &SeatedPlayer,
    subject: Said,
    headline: Said,
    lines: impl FnOnce(Lang) -> Vec<String>,
) -> Result<(), AppError> {
    deliver(m, state, to, MailKind::Event, game, |pr, unsubscribe| {
        let l = prefs::lang(pr, state.settings.pseudo_language);
        messages::GameNotice {
            name: to.name.clone(),
            game_title: game_title(game),
            headline: headline.in_lang(l),
            lines: lines(l).iter().map(|x| crate::i18n::words(l, x)).collect(),
            link: game_link(state, game),
            link_label: l.t("mail-open-game"),
            settings_link: state.url("/settings"),
            unsubscribe_link: unsubscribe,
        }
        .compose(&to.email, subject.in_lang(l), l)
    })?;
    Ok(())
}

/// Every seat is taken: the creator is asked to start the game.
pub fn game_full(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
) -> Result<(), AppError> {
    let m = &mut Mailer::now(conn);
    let Some(creator) = players.iter().find(|p| p.player.user_id == game.creator_id) else {
        return Ok(());
    };
    let others: Vec<&str> = players
        .iter()
        .filter(|p| p.player.user_id != game.creator_id)
        .map(|p| p.name.as_str())
        .collect();
    let headline = Said::new("mail-full-headline")
        .with("title", game_title(game))
        .with("others", others.join(", "));
    notice(
        m,
        state,
        game,
        creator,
        Said::new("mail-full-subject").with("title", game_title(game)),
        headline,
        |_| Vec::new(),
    )
}

pub fn game_started(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    players: &[SeatedPlayer],
    to_act: &[Seat],
) -> Result<(), AppError> {
    let m = &mut Mailer::now(conn);
    let labels = crate::services::seating::labels_by_seat(&game.game, players);
    for p in players {
        let seat = p.player.seat.map(|s| s as Seat);
        if seat.is_some_and(|s| to_act.contains(&s)) {
            turn_mail(m, state, game, prompt_in(game, engine, p), p, &labels, None)?;
            continue;
        }
        let headline = Said::new("mail-started-headline")
            .with("title", game_title(game))
            .with("players", labels.join(", "));
        notice(
            m,
            state,
            game,
            p,
            Said::new("mail-started-subject").with("title", game_title(game)),
            headline,
            |_| Vec::new(),
        )?;
    }
    Ok(())
}

/// What one applied turn changed, for the mail it causes.
pub struct TurnChange<'a> {
    pub actor: Seat,
    /// A player acted (not the platform for a timed-out seat).
    pub in_person: bool,
    /// The seats to act before and after the turn.
    pub before: &'a [Seat],
    pub after: &'a [Seat],
    /// The final ranking, when the turn ends the game.
    pub ranking: Option<&'a [Placing]>,
    /// What the game asks of each seat to act after the turn (`registry::Played::prompts`).
    pub prompts: &'a [(Seat, Prompt)],
    /// The actor's kind of decision before the turn, to tell a new decision of the actor's
    /// from the one it just made (`registry::Played::decision_before`).
    pub decision_before: Option<&'a str>,
    /// The turn's log lines (as JSON) and time: its event, which the mail composed before the
    /// writes cannot read yet.
    pub log: &'a str,
    pub at: NaiveDateTime,
}

/// The mail after a turn: "your turn" to seats that now have to decide, or the final ranking.
pub fn after_turn(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    change: &TurnChange<'_>,
) -> Result<(), AppError> {
    if let Some(ranking) = change.ranking {
        return game_over(m, state, game, players, ranking, "mail-over-is-over");
    }
    // One mail per decision: seats that were already deciding were told when it began, and the
    // player who just acted is looking at the game, unless the turn opened a new kind of
    // decision for them (placing returning pieces after ending a round, say): the page says so,
    // and the mail makes sure they know once they have closed it.
    // (When the platform played for a timed-out seat that must decide again, it is told.)
    // A kind of decision is its subject phrase; the headline may count what is left.
    let prompt_of = |seat: Seat| {
        change
            .prompts
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, p)| p)
    };
    let actor_has_new_decision = || {
        let now = prompt_of(change.actor)
            .and_then(|p| p.decision.as_ref())
            .map(|(phrase, _)| phrase.as_str());
        now.is_some() && now != change.decision_before
    };
    let told = |s: Seat| {
        if s == change.actor {
            !change.in_person || actor_has_new_decision()
        } else {
            !change.before.contains(&s)
        }
    };
    let labels = crate::services::seating::labels_by_seat(&game.game, players);
    let event = game_events::EventRow {
        id: 0,
        game_id: game.id,
        version: game.version,
        seat: change.actor as i32,
        user_id: None,
        action: String::new(),
        log: change.log.to_string(),
        concurrent: false,
        created_at: change.at,
    };
    for &seat in change.after.iter().filter(|s| told(**s)) {
        if let Some(p) = players.iter().find(|p| p.player.seat == Some(seat as i32)) {
            let prompt = prompt_of(seat).cloned().unwrap_or_default();
            turn_mail(m, state, game, prompt, p, &labels, Some(&event))?;
        }
    }
    Ok(())
}

/// "1. Ada ●: 54 points", with `labels` by seat (each name with its seat's mark), in `l`.
pub fn ranking_lines(labels: &[String], ranking: &[Placing], l: Lang) -> Vec<String> {
    ranking
        .iter()
        .map(|p| {
            let who = labels.get(p.seat).map(String::as_str).unwrap_or("?");
            Said::new("mail-ranking-line")
                .with("rank", p.rank.to_string())
                .with("who", who)
                .count("score", p.score)
                .in_lang(l)
        })
        .collect()
}

pub fn game_over(
    m: &mut Mailer<'_>,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    ranking: &[Placing],
    how: &'static str,
) -> Result<(), AppError> {
    let labels = crate::services::seating::labels_by_seat(&game.game, players);
    for p in players {
        let subject = Said::new("mail-over-subject")
            .with("title", game_title(game))
            .text("how", how);
        let headline = Said::new("mail-over-headline")
            .with("title", game_title(game))
            .text("how", how);
        let lines = |l| ranking_lines(&labels, ranking, l);
        notice(m, state, game, p, subject, headline, lines)?;
    }
    Ok(())
}

/// One sentence about the table (a player resigned, someone proposes to end the game) to
/// every player but the one it comes from.
pub fn table_notice(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    from_user: Option<i32>,
    text: &Said,
) -> Result<(), AppError> {
    let m = &mut Mailer::now(conn);
    let title = game_title(game);
    for p in players
        .iter()
        .filter(|p| Some(p.player.user_id) != from_user)
    {
        notice(
            m,
            state,
            game,
            p,
            Said::new("mail-news-subject").with("title", title.clone()),
            text.clone(),
            |_| Vec::new(),
        )?;
    }
    Ok(())
}

/// A reminder for a seat still deciding.
pub fn reminder(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    p: &SeatedPlayer,
) -> Result<bool, AppError> {
    let m = &mut Mailer::now(conn);
    let now = state.clock.now_naive();
    let started = p.player.decision_started_at;
    let decision = started.unwrap_or(now);
    let link = login_link(m, state, p.player.user_id, game, decision)?;
    let deadline = p.player.deadline_at;
    deliver(m, state, p, MailKind::Reminder, game, |pr, unsubscribe| {
        let l = prefs::lang(pr, state.settings.pseudo_language);
        let subject = l.t_with("mail-reminder-subject-waiting", "title", &game_title(game));
        messages::Reminder {
            name: p.name.clone(),
            game_title: game_title(game),
            waited: waited_in(l, started, now),
            deadline: deadline
                .map(|d| prefs::local_time_in(pr, d, l))
                .unwrap_or_default(),
            link,
            settings_link: state.url("/settings"),
            unsubscribe_link: unsubscribe,
        }
        .compose(&p.email, subject, l)
    })
}

/// A vacation day moved the deadline.
pub fn vacation_day_used(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    p: &SeatedPlayer,
    new_deadline: NaiveDateTime,
    left: i32,
) -> Result<(), AppError> {
    let m = &mut Mailer::now(conn);
    let pr = user_prefs::get(m.conn(), p.player.user_id)?;
    let l = prefs::lang(&pr, state.settings.pseudo_language);
    let headline = Said::new("mail-vacation-headline")
        .with("title", game_title(game))
        .with("deadline", prefs::local_time_in(&pr, new_deadline, l))
        .count("left", i64::from(left));
    notice(
        m,
        state,
        game,
        p,
        Said::new("mail-vacation-subject").with("title", game_title(game)),
        headline,
        |_| Vec::new(),
    )
}

/// Turnpost played a default turn for a seat whose time ran out.
pub fn timed_out(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    seat: Seat,
    lines: &[String],
    abandoned: bool,
) -> Result<(), AppError> {
    let m = &mut Mailer::now(conn);
    let Some(late) = players.iter().find(|p| p.player.seat == Some(seat as i32)) else {
        return Ok(());
    };
    let title = game_title(game);
    notice(
        m,
        state,
        game,
        late,
        Said::new("mail-timeout-subject").with("title", title.clone()),
        Said::new("mail-timeout-headline").with("title", title.clone()),
        |_| lines.to_vec(),
    )?;
    let labels = crate::services::seating::labels_by_seat(&game.game, players);
    let late_label = labels
        .get(seat)
        .cloned()
        .unwrap_or_else(|| late.name.clone());
    for other in players.iter().filter(|p| p.player.id != late.player.id) {
        let headline = Said::new(if abandoned {
            "mail-timeout-abandoned"
        } else {
            "mail-timeout-other"
        })
        .with("who", late_label.clone())
        .with("title", title.clone());
        notice(
            m,
            state,
            game,
            other,
            Said::new("mail-timeout-other-subject")
                .with("title", title.clone())
                .with("who", late_label.clone()),
            headline,
            |_| lines.to_vec(),
        )?;
    }
    Ok(())
}

/// The daily digest of a player: the games waiting on it and the table talk since its last
/// mail of each game.
pub fn digest(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    p: &Prefs,
    games: Vec<messages::DigestLine>,
    talk: Vec<messages::DigestTalk>,
) -> Result<(), AppError> {
    let l = prefs::lang(p, state.settings.pseudo_language);
    let subject = if games.is_empty() {
        l.t_count("mail-digest-talk-subject", &talk.len())
    } else {
        l.t_count("mail-digest-games-subject", &games.len())
    };
    let not_before = prefs::quiet_until(p, state.clock.now());
    let email = digest_mail(state, user, l, subject, games, talk)?;
    queue_at(conn, state, email, not_before)
}

/// The games waiting on a player, in one mail (the digest, or what quiet hours held).
fn summary(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    l: Lang,
    subject: String,
    games: Vec<messages::DigestLine>,
) -> Result<(), AppError> {
    let email = digest_mail(state, user, l, subject, games, Vec::new())?;
    queue_at(conn, state, email, None)
}

fn digest_mail(
    state: &AppState,
    user: &User,
    l: Lang,
    subject: String,
    games: Vec<messages::DigestLine>,
    talk: Vec<messages::DigestTalk>,
) -> Result<Email, AppError> {
    let unsubscribe = state.url(&format!(
        "/unsubscribe/{}",
        unsubscribe_token(state, user.id, MailKind::Turn)
    ));
    let email = messages::Digest {
        name: user.display_name.clone(),
        games,
        talk,
        settings_link: state.url("/settings"),
        unsubscribe_link: unsubscribe.clone(),
    }
    .compose(&user.email, subject, l)?;
    Ok(with_unsubscribe(email, &unsubscribe))
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::RunQueryDsl;

    /// A game whose events were played by `seats` in this order (version 1 first).
    fn game_played_by(seats: &[i32]) -> (tempfile::TempDir, Conn) {
        let (dir, mut conn) = crate::db::migrate::fresh_sqlite();
        let crate::db::Conn::Sqlite(c) = &mut conn else {
            unreachable!("a file path opens SQLite")
        };
        diesel::sql_query(
            "INSERT INTO users (id, email, display_name, password_hash, created_at) \
             VALUES (1, 'a@example.com', 'Ada', 'x', '2026-01-01 00:00:00')",
        )
        .execute(c)
        .expect("user");
        diesel::sql_query(
            "INSERT INTO games (id, game, status, creator_id, seats, time_limit_days, is_open, \
             seed, created_at) VALUES (7, 'g', 'running', 1, 2, 3, 0, 1, '2026-01-01 00:00:00')",
        )
        .execute(c)
        .expect("game");
        for (i, seat) in seats.iter().enumerate() {
            game_events::insert(
                &mut conn,
                &game_events::NewEvent {
                    game_id: 7,
                    version: i as i32 + 1,
                    seat: *seat,
                    user_id: None,
                    action: "{}",
                    log: "[]",
                    concurrent: false,
                    created_at: chrono::NaiveDateTime::default(),
                },
            )
            .expect("event");
        }
        (dir, conn)
    }

    fn versions(events: &[game_events::EventRow]) -> Vec<i32> {
        events.iter().map(|e| e.version).collect()
    }

    /// The events run from `newest` down to at least `last` (the seat's own), newest first,
    /// with no gap; a read may bring older ones too.
    fn reaches(events: &[game_events::EventRow], newest: i32, last: i32) -> bool {
        let v = versions(events);
        v.len() >= (newest - last + 1) as usize
            && v.iter().zip((1..=newest).rev()).all(|(a, b)| *a == b)
    }

    /// A turn mail tells what happened since the seat's own last event, however far back it
    /// is (up to [`EVENTS_TOLD`]): the reads go on from where the one before stopped.
    #[test]
    fn the_events_since_a_seats_last_one_are_found_across_the_reads() {
        // Seat 1 last acted at version 2, then seat 0 acted 20 times: three reads.
        let mut seats = vec![0, 1];
        seats.extend([0; 20]);
        let (_dir, mut conn) = game_played_by(&seats);
        let events = since_seat(&mut conn, 7, 1, 2, None).expect("events");
        assert!(reaches(&events, 22, 2), "{:?}", versions(&events));
        // One round back: the first read is enough.
        let (_dir, mut conn) = game_played_by(&[0, 1, 0, 1, 0]);
        let events = since_seat(&mut conn, 7, 1, 2, None).expect("events");
        assert_eq!(versions(&events), vec![5, 4]);
        // Five back: the second read goes on below the first one's oldest.
        let (_dir, mut conn) = game_played_by(&[1, 0, 0, 0, 0, 0]);
        let events = since_seat(&mut conn, 7, 1, 2, None).expect("events");
        assert_eq!(versions(&events), vec![6, 5, 4, 3, 2, 1]);
        // A seat that never acted: every event, at most EVENTS_TOLD of them.
        let (_dir, mut conn) = game_played_by(&[0; 70]);
        let events = since_seat(&mut conn, 7, 1, 2, None).expect("events");
        assert_eq!(versions(&events), (11..=70).rev().collect::<Vec<_>>());
        // The turn being written comes first; when it is the seat's own, nothing is read.
        let (_dir, mut conn) = game_played_by(&[1, 0]);
        let mut unwritten = since_seat(&mut conn, 7, 0, 2, None).expect("events")[0].clone();
        unwritten.version = 3;
        let events = since_seat(&mut conn, 7, 1, 2, Some(&unwritten)).expect("events");
        assert_eq!(versions(&events), vec![3, 2, 1]);
        unwritten.seat = 1;
        let events = since_seat(&mut conn, 7, 1, 2, Some(&unwritten)).expect("events");
        assert_eq!(versions(&events), vec![3]);
    }
}
