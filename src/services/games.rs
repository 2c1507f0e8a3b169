//! Games on the platform, for any engine: create, invite, join, start, cancel, and submit one
//! turn. A turn is validated by the engine and committed in one transaction together with its
//! event row and the mail it causes; a stale or repeated form applies nothing twice.

use crate::db::models::game_events::{self, NewEvent};
use crate::db::models::game_players::{self, NewPlayer, SeatedPlayer};
use crate::db::models::games::{self, Advance, GameRow, NewGame};
use crate::db::models::invitations::{self, Invitation, NewInvitation};
use crate::db::models::seat_holders;
use crate::db::models::users::User;
use crate::db::Conn;
use crate::engine::registry::{self, DynError, DynGame};
use crate::engine::Seat;
use crate::error::AppError;
use crate::security::keys;
use crate::services::accounts::EmailAddress;
use crate::services::mail_safety::{self, MailOrigin};
use crate::services::notifications;
pub use crate::services::seating::{chosen_options, names_by_seat, setup_for};
use crate::services::visibility::{self, watchable};
use crate::state::AppState;

pub const MIN_DAYS: i32 = 1;
pub const MAX_DAYS: i32 = 14;
/// Games one player may create (new games and rematches) per rolling hour, unless the operator
/// says otherwise (`--games-per-hour`): a table is set up in minutes, and a flood of games
/// would bury everyone else's.
pub const GAMES_PER_HOUR: usize = 10;
/// Open games one player may have waiting for players at once (each is listed in the lobby),
/// unless the operator says otherwise (`--open-games-per-player`).
pub const OPEN_WAITING_PER_PLAYER: i64 = 3;
/// The lobby lists at most this many open games, and of each creator only as many as one may
/// have waiting (its newest), so that every creator's games stay visible.
pub const LOBBY_SIZE: i64 = 100;

/// What happens when a deadline passes with no vacation left (see the deadlines service).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeoutPolicy {
    /// The seat plays the engine's default turn.
    DefaultTurn,
    /// After two timeouts in a row the seat is abandoned and the others vote.
    Abandon,
}

impl TimeoutPolicy {
    pub fn as_str(self) -> &'static str {
        match self {
            TimeoutPolicy::DefaultTurn => "default_turn",
            TimeoutPolicy::Abandon => "abandon",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "default_turn" | "" => Some(TimeoutPolicy::DefaultTurn),
            "abandon" => Some(TimeoutPolicy::Abandon),
            _ => None,
        }
    }
}

/// A valid "new game" request.
#[derive(Clone)]
pub struct NewGameInput {
    pub game: &'static dyn DynGame,
    pub seats: i32,
    pub colour: &'static str,
    pub time_limit_days: i32,
    pub open: bool,
    /// A game that is not open is shown to everyone once it is finished (the default).
    pub public_when_finished: bool,
    pub timeout_policy: TimeoutPolicy,
    /// The game's setup choices (`About::options`), each checked against its choices; a
    /// choice not made takes its default.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// Play now: every seat but the creator's is a bot's, at this level, and the game starts
    /// at once (`services::bot_accounts`).
    pub bots: Option<crate::bots::Level>,
}

impl NewGameInput {
    pub fn parse(
        game: &str,
        seats: i32,
        colour: &str,
        days: i32,
        open: bool,
        policy: &str,
    ) -> Result<Self, String> {
        let game = registry::game(game).ok_or("refusal-no-such-game-kind")?;
        let about = game.about();
        if !(about.min_players..=about.max_players).contains(&usize::try_from(seats).unwrap_or(0)) {
            return Err(crate::say!(
                "refusal-players-range",
                game = about.title,
                min = about.min_players,
                max = about.max_players
            ));
        }
        let colour = parse_colour(game, colour).ok_or_else(|| {
            crate::say!(
                "refusal-choose-colour",
                game = about.title,
                colours = about.colours.join(", ")
            )
        })?;
        if !(MIN_DAYS..=MAX_DAYS).contains(&days) {
            return Err("refusal-days-range".into());
        }
        let timeout_policy = TimeoutPolicy::parse(policy).ok_or("refusal-timeout-policy")?;
        Ok(Self {
            game,
            seats,
            colour,
            time_limit_days: days,
            open,
            public_when_finished: true,
            timeout_policy,
            options: about
                .options
                .iter()
                .map(|o| (o.key.to_string(), o.default_value()))
                .collect(),
            bots: None,
        })
    }

    /// Play now: fills every other seat with a bot of `level` (none: people are invited). A
    /// game with bots is never listed in the lobby: its seats are all taken at once.
    pub fn with_bots(mut self, level: Option<crate::bots::Level>) -> Self {
        self.bots = level;
        if level.is_some() {
            self.open = false;
        }
        self
    }

    /// Sets the game's setup choices from `(key, value)` pairs, the value as the JSON text of
    /// one of the choices (`"12"`, `"\"random\""`); keys the game does not offer are ignored.
    /// The message names the option and its choices.
    pub fn with_options<'a>(
        mut self,
        chosen: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, String> {
        for (key, text) in chosen {
            let Some(option) = self.game.about().options.iter().find(|o| o.key == key) else {
                continue;
            };
            let value = option.value(text).ok_or_else(|| {
                let offered: Vec<&str> = option.choices.iter().map(|(v, _)| *v).collect();
                // The option's name in the reader's words where the game's texts have it.
                let id = format!("{}-option-{}", self.game.name(), option.key);
                let name = if crate::i18n::has(&id) {
                    crate::say!(&id)
                } else {
                    option.label.to_string()
                };
                crate::say!(
                    "refusal-option-choices",
                    option = name,
                    choices = offered.join(", ")
                )
            })?;
            self.options.insert(key.to_string(), value);
        }
        Ok(self)
    }

    /// Whether a private game is shown to everyone once it is finished (true unless said).
    pub fn public_when_finished(mut self, yes: bool) -> Self {
        self.public_when_finished = yes;
        self
    }
}

/// One of the colours `game` offers its players.
pub fn parse_colour(game: &dyn DynGame, s: &str) -> Option<&'static str> {
    game.about().colours.iter().copied().find(|c| *c == s)
}

/// The colours of a game by its registry name (none for an unknown game).
pub fn colours_of(game: &str) -> &'static [&'static str] {
    registry::game(game).map_or(&[], |g| g.about().colours)
}

fn require_verified(user: &User) -> Result<(), AppError> {
    if user.is_verified() {
        Ok(())
    } else {
        Err(AppError::Forbidden("refusal-confirm-address-first".into()))
    }
}

/// A game by its id; a missing one is answered as a game the asker may not watch, so that no
/// answer tells an outsider whether a private game exists.
fn load(conn: &mut Conn, id: i32) -> Result<GameRow, AppError> {
    games::find(conn, id)?.ok_or_else(|| AppError::NotFound(visibility::NOT_WATCHABLE.into()))
}

/// A game that has not started, loaded for its creator only (invite, start, cancel).
fn creators_waiting_game(
    conn: &mut Conn,
    user: &User,
    game_id: i32,
    only_creator: &str,
    started: &str,
) -> Result<GameRow, AppError> {
    let game = visibility::watchable(conn, Some(user.id), game_id)?;
    if game.creator_id != user.id {
        return Err(AppError::Forbidden(only_creator.to_string()));
    }
    if game.status != games::WAITING {
        return Err(AppError::Conflict(started.to_string()));
    }
    Ok(game)
}

fn engine_of(row: &GameRow) -> Result<&'static dyn DynGame, AppError> {
    registry::game(&row.game)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", row.game)))
}

pub fn create(state: &AppState, user: &User, input: &NewGameInput) -> Result<i32, AppError> {
    require_verified(user)?;
    let mut conn = state.pool.get()?;
    let id = conn.immediate_transaction(|conn| -> Result<i32, AppError> {
        let id = create_in(conn, state, user, input)?;
        if let Some(level) = input.bots {
            seat_bots(conn, state, id, input.game, level)?;
            start_in(conn, state, user, id, true)?;
        }
        Ok(id)
    })?;
    if input.bots.is_some() {
        crate::services::mail::wake(state);
        state.bot_nudge.ring();
    }
    Ok(id)
}

/// Seats a bot of `level` at every free seat of a waiting game, each in a free colour.
fn seat_bots(
    conn: &mut Conn,
    state: &AppState,
    game_id: i32,
    engine: &dyn DynGame,
    level: crate::bots::Level,
) -> Result<(), AppError> {
    let game = load(conn, game_id)?;
    let now = state.clock.now_naive();
    loop {
        let players = game_players::of_game(conn, game_id)?;
        if players.len() >= game.seats as usize {
            return Ok(());
        }
        let taken: Vec<&str> = players.iter().map(|p| p.player.colour.as_str()).collect();
        let colour = engine
            .about()
            .colours
            .iter()
            .copied()
            .find(|c| !taken.contains(c))
            .ok_or_else(|| AppError::Conflict("refusal-colours-all-taken".into()))?;
        let bot = crate::services::bot_accounts::account_for(conn, level, game_id, now)?;
        game_players::insert(
            conn,
            &NewPlayer {
                game_id,
                user_id: bot.id,
                colour,
                joined_at: now,
                bot_level: Some(level.name()),
            },
        )?;
    }
}

/// A new game with its creator seated, in the caller's transaction.
fn create_in(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    input: &NewGameInput,
) -> Result<i32, AppError> {
    let now = state.clock.now_naive();
    let seed = i64::from_le_bytes(random_bytes());
    let options = serde_json::Value::Object(input.options.clone()).to_string();
    {
        check_room_for_a_game(conn, state, user, input.open)?;
        let game = games::insert(
            conn,
            &NewGame {
                game: input.game.name(),
                creator_id: user.id,
                seats: input.seats,
                time_limit_days: input.time_limit_days,
                is_open: input.open,
                public_when_finished: input.public_when_finished,
                timeout_policy: input.timeout_policy.as_str(),
                seed,
                created_at: now,
                options: &options,
            },
        )?;
        game_players::insert(
            conn,
            &NewPlayer {
                game_id: game.id,
                user_id: user.id,
                colour: input.colour,
                joined_at: now,
                bot_level: None,
            },
        )?;
        Ok(game.id)
    }
}

/// Refuses a new game over the games per hour (429, with when a place frees up) or an open one
/// over the open games waiting (409), inside the transaction that would create it.
fn check_room_for_a_game(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    open: bool,
) -> Result<(), AppError> {
    let hour = chrono::Duration::hours(1);
    let now = state.clock.now_naive();
    let created = games::created_since(conn, user.id, now - hour)?;
    let most = state.settings.games_per_hour.max(1);
    if created.len() >= most {
        let frees_at = created[created.len() - most] + hour;
        return Err(AppError::Limited {
            message: format!(
                "You have created {most} games in the last hour, the most Turnpost allows: try \
                 again later."
            ),
            retry_after: u64::try_from((frees_at - now).num_seconds())
                .unwrap_or(0)
                .max(1),
        });
    }
    let open_most = state.settings.open_games_per_player.max(1);
    if open && games::open_waiting_of(conn, user.id)? >= open_most {
        return Err(AppError::Conflict(crate::say!(
            "refusal-open-games",
            count = open_most
        )));
    }
    Ok(())
}

/// A rematch of a finished game: the same game, seats, time per move and rules, created by
/// `user` (one of its players, in the colour it had) with every other player invited by mail.
/// Returns the new game's id.
pub fn rematch(state: &AppState, user: &User, game_id: i32) -> Result<i32, AppError> {
    let (old, players) = {
        let mut conn = state.pool.get()?;
        let old = watchable(&mut conn, Some(user.id), game_id)?;
        (old, game_players::of_game(&mut conn, game_id)?)
    };
    let Some(me) = players.iter().find(|p| p.player.user_id == user.id) else {
        return Err(AppError::Forbidden("refusal-rematch-players-only".into()));
    };
    if old.status != games::FINISHED {
        return Err(AppError::Conflict("refusal-rematch-not-over".into()));
    }
    let input = NewGameInput::parse(
        &old.game,
        old.seats,
        &me.player.colour,
        old.time_limit_days,
        old.is_open,
        &old.timeout_policy,
    )
    .map_err(AppError::Conflict)?;
    let input = NewGameInput {
        public_when_finished: old.public_when_finished,
        options: input.options.into_iter().chain(old.options_map()).collect(),
        ..input
    };
    // One transaction: a limit any invitation hits leaves no game behind.
    require_verified(user)?;
    let mut conn = state.pool.get()?;
    let id = conn.immediate_transaction(|conn| -> Result<i32, AppError> {
        let id = create_in(conn, state, user, &input)?;
        let game = load(conn, id)?;
        let now = state.clock.now_naive();
        let mut people = 0;
        for p in players.iter().filter(|p| p.player.user_id != user.id) {
            // A bot comes back at its level and colour; people are invited.
            if let Some(level) = p.player.bot() {
                let bot = crate::services::bot_accounts::account_for(conn, level, id, now)?;
                game_players::insert(
                    conn,
                    &NewPlayer {
                        game_id: id,
                        user_id: bot.id,
                        colour: &p.player.colour,
                        joined_at: now,
                        bot_level: Some(level.name()),
                    },
                )?;
                continue;
            }
            people += 1;
            let email = EmailAddress::parse(&p.email)
                .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?;
            invite_in(conn, state, user, &game, &email, &p.name)?;
        }
        if people == 0 {
            start_in(conn, state, user, id, true)?;
        }
        Ok(id)
    })?;
    crate::services::mail::wake(state);
    state.bot_nudge.ring();
    Ok(id)
}

fn random_bytes() -> [u8; 8] {
    let mut b = [0u8; 8];
    getrandom::getrandom(&mut b).unwrap_or_else(|e| panic!("operating system RNG failed: {e}"));
    b
}

/// Invites an address to a game that is still filling its seats; the address gets a link.
pub fn invite(
    state: &AppState,
    user: &User,
    game_id: i32,
    email: &EmailAddress,
) -> Result<(), AppError> {
    // An unconfirmed account could be anyone's: it may not make the site mail strangers.
    if !user.is_verified() {
        return Err(AppError::Forbidden(
            "refusal-confirm-before-inviting".into(),
        ));
    }
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let game = creators_waiting_game(
            conn,
            user,
            game_id,
            "refusal-creator-only-invite",
            "refusal-started-no-invite",
        )?;
        invite_in(conn, state, user, &game, email, email.as_str())
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// An invitation in the caller's transaction, `who` naming the invitee in refusals.
fn invite_in(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    game: &GameRow,
    email: &EmailAddress,
    who: &str,
) -> Result<(), AppError> {
    invite_to(conn, state, user, game, email, who, None)
}

/// [`invite_in`], or with `seat` an invitation to take over that bot's seat.
fn invite_to(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    game: &GameRow,
    email: &EmailAddress,
    who: &str,
    seat: Option<i32>,
) -> Result<(), AppError> {
    let game_id = game.id;
    {
        // An invitation to a full table would only tell its reader "every seat is taken".
        if seat.is_none() && game_players::of_game(conn, game_id)?.len() >= game.seats as usize {
            return Err(AppError::Conflict("refusal-every-seat-taken-start".into()));
        }
        // Counted in the database, in this transaction: the limits hold across processes.
        mail_safety::check_invitation(conn, state, user.id, email.as_str(), who)?;
        let nonce = keys::random_token(18);
        let now = state.clock.now_naive();
        let new = NewInvitation {
            game_id,
            email: email.as_str(),
            nonce: &nonce,
            invited_by: user.id,
            created_at: now,
            seat,
        };
        // To a bot's seat, an earlier invitation of the address that can no longer be used
        // (accepted, or to the seats before the start) is renewed: a player who left may come
        // back. One still open to a bot's seat stands.
        let earlier = match seat {
            Some(_) => invitations::of_game(conn, game_id)?
                .into_iter()
                .find(|i| i.email.eq_ignore_ascii_case(email.as_str()))
                .filter(|i| i.accepted_by.is_some() || i.seat.is_none()),
            None => None,
        };
        let inserted = match earlier {
            Some(old) => invitations::renew(conn, old.id, &new)?,
            None => invitations::insert(conn, &new)?,
        };
        if inserted == 0 {
            return Err(AppError::Conflict(crate::say!(
                "refusal-already-invited",
                who = email.as_str()
            )));
        }
        mail_safety::record(
            conn,
            state,
            MailOrigin::Invitation,
            email.as_str(),
            Some(user.id),
        )?;
        let engine = engine_of(game)?;
        notifications::invitation(conn, state, game, engine, user, email.as_str(), &nonce)
    }
}

/// Invites an address to take over a bot's seat of a running game: any player still in the
/// game may; the address gets a link, and the seat is theirs when they follow it (if a bot
/// still holds it then).
pub fn invite_to_bot_seat(
    state: &AppState,
    user: &User,
    game_id: i32,
    seat: i32,
    email: &EmailAddress,
) -> Result<(), AppError> {
    if !user.is_verified() {
        return Err(AppError::Forbidden(
            "refusal-confirm-before-inviting".into(),
        ));
    }
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let game = watchable(conn, Some(user.id), game_id)?;
        if game.status != games::RUNNING {
            return Err(AppError::Conflict("refusal-not-running".into()));
        }
        let players = game_players::of_game(conn, game_id)?;
        let me = players.iter().find(|p| p.player.user_id == user.id);
        if !me.is_some_and(|m| {
            crate::services::leaving::still_in(&players)
                .iter()
                .any(|p| p.player.id == m.player.id)
        }) {
            return Err(AppError::Forbidden(
                "refusal-bot-seat-invite-players".into(),
            ));
        }
        if !players
            .iter()
            .any(|p| p.player.seat == Some(seat) && p.player.bot_level.is_some())
        {
            return Err(AppError::Conflict("refusal-not-a-bots-seat".into()));
        }
        invite_to(conn, state, user, &game, email, email.as_str(), Some(seat))
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// The game and its players, for `user` to take a seat in: the game must be in `status` (else
/// `refusal`), and the user not seated there yet.
fn open_seat_guard(
    conn: &mut Conn,
    user: &User,
    game_id: i32,
    status: &str,
    refusal: &str,
) -> Result<(GameRow, Vec<SeatedPlayer>), AppError> {
    let game = load(conn, game_id)?;
    if game.status != status {
        return Err(AppError::Conflict(refusal.into()));
    }
    let players = game_players::of_game(conn, game_id)?;
    if players.iter().any(|p| p.player.user_id == user.id) {
        return Err(AppError::Conflict("refusal-already-seated".into()));
    }
    Ok((game, players))
}

/// A person takes over the bot's seat an invitation names, in the caller's transaction.
fn take_bot_seat(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    game_id: i32,
    seat: i32,
) -> Result<(), AppError> {
    let (game, players) =
        open_seat_guard(conn, user, game_id, games::RUNNING, "refusal-not-running")?;
    let bot = players
        .iter()
        .find(|p| p.player.seat == Some(seat) && p.player.bot_level.is_some())
        .ok_or_else(|| AppError::Conflict("refusal-not-a-bot-seat".into()))?;
    let labels = crate::services::seating::labels_by_seat(&game.game, &players);
    let was = labels.get(seat as usize).cloned().unwrap_or_default();
    let now = state.clock.now_naive();
    let deadline = bot
        .player
        .deadline_at
        .map(|_| now + chrono::Duration::days(i64::from(game.time_limit_days)));
    if game_players::take_from_bot(conn, bot.player.id, user.id, deadline)? == 0 {
        return Err(AppError::Conflict("refusal-not-a-bot-seat".into()));
    }
    seat_holders::insert(
        conn,
        &seat_holders::NewHolder {
            game_id,
            seat,
            user_id: bot.player.user_id,
            until_step: game.version,
        },
    )?;
    let players = game_players::of_game(conn, game_id)?;
    let labels = crate::services::seating::labels_by_seat(&game.game, &players);
    let now_held = labels.get(seat as usize).cloned().unwrap_or_default();
    notifications::table_notice(
        conn,
        state,
        &game,
        &players,
        Some(user.id),
        &crate::i18n::Said::new("mail-table-taken-back")
            .with("now", now_held)
            .with("was", was),
    )
}

/// What the page of an invitation link shows.
pub struct InvitationInfo {
    pub invitation: Invitation,
    pub game: GameRow,
    pub inviter: String,
    pub players: Vec<SeatedPlayer>,
}

pub fn invitation(state: &AppState, nonce: &str) -> Result<InvitationInfo, AppError> {
    let mut conn = state.pool.get()?;
    let invitation = invitations::find_by_nonce(&mut conn, nonce)?
        .ok_or_else(|| AppError::NotFound("refusal-invitation-invalid-ask".into()))?;
    let game = load(&mut conn, invitation.game_id)?;
    let players = game_players::of_game(&mut conn, game.id)?;
    let inviter = players
        .iter()
        .find(|p| p.player.user_id == invitation.invited_by)
        .map(|p| p.name.clone())
        .unwrap_or_else(|| "A player".into());
    Ok(InvitationInfo {
        invitation,
        game,
        inviter,
        players,
    })
}

/// Takes a seat with an invitation link.
pub fn accept_invitation(
    state: &AppState,
    user: &User,
    nonce: &str,
    colour: Option<&str>,
) -> Result<i32, AppError> {
    require_verified(user)?;
    let mut conn = state.pool.get()?;
    let id = conn.immediate_transaction(|conn| {
        let invitation = invitations::find_by_nonce(conn, nonce)?
            .ok_or_else(|| AppError::NotFound("refusal-invitation-invalid".into()))?;
        if let Some(by) = invitation.accepted_by {
            if by == user.id {
                return Ok(invitation.game_id);
            }
            return Err(AppError::Conflict(
                "refusal-invitation-used-by-other".into(),
            ));
        }
        match invitation.seat {
            Some(seat) => take_bot_seat(conn, state, user, invitation.game_id, seat)?,
            None => take_seat(conn, state, user, invitation.game_id, colour)?,
        }
        invitations::accept(conn, invitation.id, user.id, state.clock.now_naive())?;
        Ok(invitation.game_id)
    })?;
    crate::services::mail::wake(state);
    Ok(id)
}

/// Takes a seat in an open game.
pub fn join(
    state: &AppState,
    user: &User,
    game_id: i32,
    colour: Option<&str>,
) -> Result<(), AppError> {
    require_verified(user)?;
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        // A private game is joined through its invitation link; to anyone else it is hidden
        // (a player already seated is told so by `take_seat`).
        let game = watchable(conn, Some(user.id), game_id)?;
        if !game.is_open && !game_players::is_seated(conn, game_id, user.id)? {
            return Err(AppError::Forbidden("refusal-private-game".into()));
        }
        take_seat(conn, state, user, game_id, colour)
    })
}

fn take_seat(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    game_id: i32,
    colour: Option<&str>,
) -> Result<(), AppError> {
    let (game, players) = open_seat_guard(
        conn,
        user,
        game_id,
        games::WAITING,
        "refusal-started-or-cancelled",
    )?;
    if players.len() >= game.seats as usize {
        return Err(AppError::Conflict("refusal-seats-taken".into()));
    }
    let taken: Vec<&str> = players.iter().map(|p| p.player.colour.as_str()).collect();
    let engine = registry::game(&game.game).ok_or_else(|| {
        AppError::internal(anyhow::anyhow!(
            "game {game_id} has no engine {}",
            game.game
        ))
    })?;
    let asked = match colour.filter(|c| !c.is_empty()) {
        Some(c) => Some(parse_colour(engine, c).ok_or_else(|| {
            AppError::BadRequest(crate::say!(
                "refusal-choose-colour",
                game = engine.about().title,
                colours = engine.about().colours.join(", ")
            ))
        })?),
        None => None,
    };
    let colour = match asked {
        Some(c) if !taken.contains(&c) => c,
        Some(_) => return Err(AppError::Conflict("refusal-colour-taken".into())),
        None => engine
            .about()
            .colours
            .iter()
            .copied()
            .find(|c| !taken.contains(c))
            .ok_or_else(|| AppError::Conflict("refusal-colours-all-taken".into()))?,
    };
    game_players::insert(
        conn,
        &NewPlayer {
            game_id,
            user_id: user.id,
            colour,
            joined_at: state.clock.now_naive(),
            bot_level: None,
        },
    )?;
    if players.len() + 1 == game.seats as usize {
        let players = game_players::of_game(conn, game_id)?;
        notifications::game_full(conn, state, &game, &players)?;
    }
    Ok(())
}

/// Gives up a seat in a game that has not started (its creator cancels the game instead).
pub fn leave(state: &AppState, user: &User, game_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        let game = watchable(conn, Some(user.id), game_id)?;
        if game.creator_id == user.id {
            return Err(AppError::Conflict("refusal-creator-cannot-leave".into()));
        }
        if game.status != games::WAITING {
            return Err(AppError::Conflict("refusal-seats-fixed".into()));
        }
        if game_players::remove(conn, game_id, user.id)? == 0 {
            return Err(AppError::Conflict("refusal-no-seat".into()));
        }
        Ok(())
    })
}

/// Starts a full game: seats in random or join order, the engine's first state, the first mails.
pub fn start(
    state: &AppState,
    user: &User,
    game_id: i32,
    random_order: bool,
) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| start_in(conn, state, user, game_id, random_order))?;
    crate::services::mail::wake(state);
    state.bot_nudge.ring();
    Ok(())
}

/// [`start`], in the caller's write transaction.
fn start_in(
    conn: &mut Conn,
    state: &AppState,
    user: &User,
    game_id: i32,
    random_order: bool,
) -> Result<(), AppError> {
    {
        let game = creators_waiting_game(
            conn,
            user,
            game_id,
            "refusal-creator-only-start",
            "refusal-started-or-cancelled",
        )?;
        let mut players = game_players::of_game(conn, game_id)?;
        if players.len() != game.seats as usize {
            return Err(AppError::Conflict(crate::say!(
                "refusal-seats-before-start",
                taken = players.len(),
                seats = game.seats
            )));
        }
        if random_order {
            let mut rng = crate::engine::rng::Rng::new(u64::from_le_bytes(random_bytes()));
            rng.shuffle(&mut players);
        }
        for (seat, p) in players.iter().enumerate() {
            game_players::set_seat(conn, p.player.id, seat as i32)?;
        }
        let engine = engine_of(&game)?;
        let setup = setup_for(&game, &players);
        let first = engine
            .new_game(&setup)
            .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?;
        let to_act = engine
            .to_act(&first)
            .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?;
        let now = state.clock.now_naive();
        games::start(conn, game_id, &first, &json(&to_act), now)?;
        let game = load(conn, game_id)?;
        let mut players = game_players::of_game(conn, game_id)?;
        for change in clock_changes(&game, &players, None, &[], &to_act, now) {
            change.write(conn)?;
            change.apply(&mut players);
        }
        notifications::game_started(conn, state, &game, engine, &players, &to_act)
    }
}

pub fn cancel(state: &AppState, user: &User, game_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        creators_waiting_game(
            conn,
            user,
            game_id,
            "refusal-creator-only-cancel",
            "refusal-started-no-cancel",
        )?;
        games::set_status(conn, game_id, games::CANCELLED)?;
        Ok(())
    })
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".into())
}

/// The result of a submitted turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Submitted {
    /// Applied; the game is now at this version.
    Applied { version: i32 },
    /// The same form had already been applied (a double submission): nothing more was done.
    AlreadyApplied { version: i32 },
}

/// Who submits: a player through the web or API, the platform acting on a timeout, or the
/// bot holding a seat (`services::bot_accounts`, its account's id).
#[derive(Debug, Clone, Copy)]
pub enum Actor<'a> {
    Player(&'a User),
    Platform { seat: Seat },
    Bot { seat: Seat, user_id: i32 },
}

/// How many times a turn is prepared again when another turn of the same game was committed
/// between its preparation and its writes, before it is answered "the game moved on".
const PREPARE_TRIES: usize = 3;

/// Applies one action for the actor's seat, if the form's `version` is current.
///
/// Everything that needs no lock runs first on a pooled connection, in a read transaction:
/// reading the game, its players and its state, the engine's `apply`, serializing, and
/// composing the mail the turn causes from the game as the turn will leave it ([`prepare`]).
/// The writer lane then only checks that the game is still at the version read, and writes
/// ([`write`]); the turn is answered once its batch has committed. If another turn got there
/// first, the preparation is done again against the game as it is now, which answers a stale
/// form as it always did (repeat, simultaneous step, or "moved on").
pub fn submit(
    state: &AppState,
    actor: Actor<'_>,
    game_id: i32,
    version: i32,
    action: &str,
) -> Result<Submitted, AppError> {
    let plan = read(state, |conn| {
        prepare(conn, state, actor, game_id, version, action, None)
    })?;
    submit_prepared(state, actor, game_id, version, action, plan, None)
}

/// What a turn played by a reply to its mail adds to the turn: the reply is remembered by its
/// player and Message-ID in the turn's transaction, so that a repeated delivery acts once (it
/// is answered as already done, whichever app server takes it), and the player is answered
/// "Done: …" with the turn's mail.
pub struct Receipt<'a> {
    /// The reply's key (`services::replies::message_key`).
    pub key: &'a str,
    /// What was chosen, in the game's words.
    pub what: &'a str,
}

/// [`submit`] for a reply by mail that chose a whole decision.
pub fn submit_by_mail(
    state: &AppState,
    user: &User,
    game_id: i32,
    version: i32,
    action: &str,
    receipt: &Receipt<'_>,
) -> Result<Submitted, AppError> {
    let actor = Actor::Player(user);
    let plan = read(state, |conn| {
        if crate::db::models::mail_received::seen(conn, user.id, receipt.key)? {
            return Ok(Plan::Done(Submitted::AlreadyApplied { version }));
        }
        prepare(conn, state, actor, game_id, version, action, Some(receipt))
    })?;
    submit_prepared(state, actor, game_id, version, action, plan, Some(receipt))
}

/// [`submit`] for a player known by a credential: `who` finds the account inside the turn's
/// own read transaction (the API's bearer token), so the lookup costs no transaction of its
/// own. `who`'s refusal is answered before anything about the game.
pub fn submit_as(
    state: &AppState,
    who: impl FnOnce(&mut Conn) -> Result<User, AppError>,
    game_id: i32,
    version: i32,
    action: &str,
) -> Result<Submitted, AppError> {
    let (user, plan) = read(state, |conn| {
        let user = who(conn)?;
        let plan = prepare(
            conn,
            state,
            Actor::Player(&user),
            game_id,
            version,
            action,
            None,
        )?;
        Ok((user, plan))
    })?;
    submit_prepared(
        state,
        Actor::Player(&user),
        game_id,
        version,
        action,
        plan,
        None,
    )
}

/// `f` on a pooled connection, in a read transaction.
fn read<T>(
    state: &AppState,
    f: impl FnOnce(&mut Conn) -> Result<T, AppError>,
) -> Result<T, AppError> {
    let mut conn = state.pool.get()?;
    diesel::Connection::transaction(&mut *conn, f)
}

/// Hands a prepared turn to the writer lane, preparing it again when another turn was
/// committed first ([`PREPARE_TRIES`] in all).
fn submit_prepared(
    state: &AppState,
    actor: Actor<'_>,
    game_id: i32,
    version: i32,
    action: &str,
    mut plan: Plan,
    receipt: Option<&Receipt<'_>>,
) -> Result<Submitted, AppError> {
    for tried in 1..=PREPARE_TRIES {
        let turn = match plan {
            Plan::Done(done) => return Ok(done),
            Plan::Apply(turn) => turn,
        };
        if let Some(done) = state
            .writer
            .run(move |conn| write(conn, state, actor, *turn, action))?
        {
            crate::services::mail::wake(state);
            state.bot_nudge.ring();
            return Ok(done);
        }
        if tried == PREPARE_TRIES {
            break;
        }
        plan = read(state, |conn| {
            prepare(conn, state, actor, game_id, version, action, receipt)
        })?;
    }
    Err(moved_on())
}

/// The same as [`submit`], inside the caller's write transaction (the scheduler's timeouts).
pub(crate) fn submit_in(
    conn: &mut Conn,
    state: &AppState,
    actor: Actor<'_>,
    game_id: i32,
    version: i32,
    action: &str,
) -> Result<Submitted, AppError> {
    match prepare(conn, state, actor, game_id, version, action, None)? {
        Plan::Done(done) => Ok(done),
        Plan::Apply(turn) => write(conn, state, actor, *turn, action)?.ok_or_else(moved_on),
    }
}

/// What [`prepare`] found: an answer already (a repeat), or a turn to write.
enum Plan {
    Done(Submitted),
    Apply(Box<Prepared>),
}

/// A turn the engine accepted, computed from the game at `game.version`, not written yet.
struct Prepared {
    game: GameRow,
    engine: &'static dyn DynGame,
    seat: Seat,
    /// The state after the action.
    next: String,
    /// The seats to act after it, as JSON.
    to_act: String,
    /// Whether the set of seats to act changed (a new decision starts).
    new_decision: bool,
    /// The event's log lines, as JSON.
    log: String,
    /// Several seats were deciding at once (a simultaneous step).
    concurrent: bool,
    finished: bool,
    /// The turn's time: its event, the clocks it starts, the game's end.
    now: chrono::NaiveDateTime,
    /// What the turn changes in the seats' rows.
    seats: Vec<SeatChange>,
    /// The mail it causes, composed from the game as the writes will leave it.
    mail: notifications::Composed,
    /// The reply by mail that plays it (its player and key), remembered with it.
    claim: Option<(i32, String)>,
}

impl Prepared {
    fn advance(&self) -> Advance<'_> {
        Advance {
            id: self.game.id,
            from_version: self.game.version,
            state: &self.next,
            to_act: &self.to_act,
            turn_started_at: self.new_decision.then_some(self.now),
            finished: self.finished,
            now: self.now,
        }
    }
}

/// Reads the game and asks the engine, writing nothing: who the actor's seat is, whether the
/// form is current (or a repeat), the new state, what it changes in the seats' rows, and the
/// mail it causes. A refused action is an error here.
fn prepare(
    conn: &mut Conn,
    state: &AppState,
    actor: Actor<'_>,
    game_id: i32,
    version: i32,
    action: &str,
    receipt: Option<&Receipt<'_>>,
) -> Result<Plan, AppError> {
    let game = load(conn, game_id)?;
    let players = game_players::of_game(conn, game_id)?;
    let seat = match actor {
        Actor::Player(user) => {
            let mine = players.iter().find(|p| p.player.user_id == user.id);
            // Someone who may not watch the game is answered as if it did not exist.
            if !visibility::can_watch(&game, mine.is_some()) {
                return Err(AppError::NotFound(visibility::NOT_WATCHABLE.into()));
            }
            let me = mine
                .filter(|p| p.player.seat.is_some())
                .ok_or_else(|| AppError::Forbidden("refusal-no-seat-to-play".into()))?;
            if me.player.resigned {
                return Err(AppError::Forbidden("refusal-resigned-cannot-play".into()));
            }
            me.player.seat.map_or(0, |s| s as Seat)
        }
        Actor::Platform { seat } => seat,
        Actor::Bot { seat, user_id } => {
            let holds = players.iter().any(|p| {
                p.player.seat == Some(seat as i32)
                    && p.player.user_id == user_id
                    && p.player.bot_level.is_some()
            });
            if !holds {
                return Err(AppError::Conflict("refusal-bot-seat-gone".into()));
            }
            seat
        }
    };
    match game.status.as_str() {
        games::RUNNING => {}
        games::FINISHED => {
            // A repeat of the move that ended the game is answered like any other repeat, so
            // that a retried last move is idempotent too.
            if version != game.version {
                match stale_outcome(conn, &game, seat, version, action) {
                    Ok(Some(done)) => return Ok(Plan::Done(done)),
                    Ok(None) | Err(AppError::Conflict(_)) => {}
                    Err(e) => return Err(e),
                }
            }
            return Err(AppError::Conflict("refusal-game-over".into()));
        }
        _ => return Err(AppError::Conflict("refusal-not-started".into())),
    }
    let engine = engine_of(&game)?;
    let current = game
        .state
        .as_deref()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("running game without state")))?;
    if version != game.version {
        if let Some(done) = stale_outcome(conn, &game, seat, version, action)? {
            return Ok(Plan::Done(done));
        }
    }
    let to_act_before = game.to_act_seats();
    let registry::Played {
        next,
        events,
        to_act,
        ranking,
        prompts,
        decision_before,
    } = engine.play(current, seat, action).map_err(|e| match e {
        DynError::Rule(rule) => AppError::Unprocessable(rule),
        DynError::MalformedAction(msg) => AppError::BadRequest(msg),
        other => AppError::internal(anyhow::anyhow!("{other}")),
    })?;
    // Players who resigned rank last (the archive ranks them so too: `history::ranking`).
    let ranking = ranking.map(|r| crate::services::seating::ranked(&r, &players));
    let finished = ranking.is_some();
    let lines: Vec<&str> = events.iter().map(|e| e.text.as_str()).collect();
    let now = state.clock.now_naive();
    let in_person = matches!(actor, Actor::Player(_));
    let mut seats = Vec::new();
    if let Some(me) = players
        .iter()
        .find(|p| p.player.seat == Some(seat as i32))
        .filter(|me| in_person && (me.player.timeouts_in_row > 0 || me.player.abandoned))
    {
        // The player is back in person: its run of timeouts (and any abandonment) is over.
        seats.push(SeatChange::Back(me.player.id));
    }
    if finished {
        seats.extend(players.iter().map(|p| SeatChange::Stop(p.player.id)));
    } else {
        seats.extend(clock_changes(
            &game,
            &players,
            Some(seat),
            &to_act_before,
            &to_act,
            now,
        ));
    }
    let mut turn = Prepared {
        // Composed below, from the game as this turn's writes will leave it.
        mail: notifications::Composed::default(),
        log: json(&lines),
        to_act: json(&to_act),
        new_decision: to_act != to_act_before,
        concurrent: to_act_before.len() > 1,
        game,
        engine,
        seat,
        next,
        finished,
        now,
        seats,
        claim: match (actor, receipt) {
            (Actor::Player(u), Some(r)) => Some((u.id, r.key.to_string())),
            _ => None,
        },
    };
    let game_after = turn.advance().applied_to(&turn.game);
    let mut players_after = players;
    for change in &turn.seats {
        change.apply(&mut players_after);
    }
    let mut mailer = notifications::Mailer::composing(conn);
    notifications::after_turn(
        &mut mailer,
        state,
        &game_after,
        &players_after,
        &notifications::TurnChange {
            actor: seat,
            in_person,
            before: &to_act_before,
            after: &to_act,
            ranking: ranking.as_deref(),
            prompts: &prompts,
            decision_before: decision_before.as_deref(),
            log: &turn.log,
            at: now,
        },
    )?;
    if let Some(r) = receipt {
        notifications::done_by_mail(
            &mut mailer,
            state,
            &game_after,
            &players_after,
            seat,
            r.what,
            &turn.log,
            to_act.contains(&seat),
        )?;
    }
    turn.mail = mailer.finish();
    Ok(Plan::Apply(Box::new(turn)))
}

/// Writes a prepared turn: the new state (only if the game is still at the version it was
/// prepared from: None otherwise, with nothing written), its event, the history, the seats'
/// rows and the mail it causes. Under the write lock: nothing here reads the state or asks the
/// engine, except for the archive row of a turn that ends the game (`history::record_turn`).
fn write(
    conn: &mut Conn,
    state: &AppState,
    actor: Actor<'_>,
    turn: Prepared,
    action: &str,
) -> Result<Option<Submitted>, AppError> {
    // A reply by mail taken in already (another delivery of it, on this server or another):
    // under the write lock, so the check and the claim below cannot be split by another.
    if let Some((user_id, key)) = &turn.claim {
        if crate::db::models::mail_received::seen(conn, *user_id, key)? {
            return Ok(Some(Submitted::AlreadyApplied {
                version: turn.game.version,
            }));
        }
    }
    // A bot's decision lands only while the bot still holds the seat (it may have been handed
    // to a person while the bot thought): under the write lock, like the version check.
    if let Actor::Bot { seat, user_id } = actor {
        if !game_players::bot_holds(conn, turn.game.id, seat as i32, user_id)? {
            return Err(AppError::Conflict("refusal-bot-seat-gone".into()));
        }
    }
    if !games::advance(conn, &turn.advance())? {
        return Ok(None);
    }
    if let Some((user_id, key)) = &turn.claim {
        crate::db::models::mail_received::claim(conn, *user_id, key, turn.now)?;
    }
    let game = &turn.game;
    game_events::insert(
        conn,
        &NewEvent {
            game_id: game.id,
            version: game.version + 1,
            seat: turn.seat as i32,
            user_id: match actor {
                Actor::Player(u) => Some(u.id),
                Actor::Bot { user_id, .. } => Some(user_id),
                Actor::Platform { .. } => None,
            },
            action,
            log: &turn.log,
            concurrent: turn.concurrent,
            created_at: turn.now,
        },
    )?;
    crate::services::history::record_turn(conn, turn.engine, game, &turn.next, turn.finished)?;
    for change in &turn.seats {
        change.write(conn)?;
    }
    let version = game.version + 1;
    turn.mail.write(conn, state)?;
    Ok(Some(Submitted::Applied { version }))
}

/// A change a turn makes to a seat's row (by the row's id).
#[derive(Debug)]
enum SeatChange {
    /// The player is back in person: no more run of timeouts, no abandonment.
    Back(i32),
    /// The seat begins a decision: its clock starts.
    Start {
        id: i32,
        now: chrono::NaiveDateTime,
        deadline: chrono::NaiveDateTime,
    },
    /// The seat is done deciding: its clock stops.
    Stop(i32),
}

impl SeatChange {
    fn write(&self, conn: &mut Conn) -> Result<(), AppError> {
        match *self {
            SeatChange::Back(id) => game_players::set_timeouts(conn, id, 0, false)?,
            SeatChange::Start { id, now, deadline } => {
                game_players::start_decision(conn, id, now, deadline)?
            }
            SeatChange::Stop(id) => game_players::stop_decision(conn, id)?,
        };
        Ok(())
    }

    /// The same change to the rows in memory.
    fn apply(&self, players: &mut [SeatedPlayer]) {
        let id = match *self {
            SeatChange::Back(id) | SeatChange::Stop(id) | SeatChange::Start { id, .. } => id,
        };
        let Some(row) = players.iter_mut().find(|p| p.player.id == id) else {
            return;
        };
        match *self {
            SeatChange::Back(_) => {
                row.player.timeouts_in_row = 0;
                row.player.abandoned = false;
            }
            SeatChange::Start { now, deadline, .. } => row.player.start_decision(now, deadline),
            SeatChange::Stop(_) => row.player.stop_decision(),
        }
    }
}

/// Starts the clock of every seat that begins a decision (a seat new to `after`, or the seat
/// that just acted and must act again) and stops it for seats that are done. An abandoned or
/// resigned seat's decision is due at once: the scheduler plays it.
fn clock_changes(
    game: &GameRow,
    players: &[SeatedPlayer],
    actor: Option<Seat>,
    before: &[Seat],
    after: &[Seat],
    now: chrono::NaiveDateTime,
) -> Vec<SeatChange> {
    let mut changes = Vec::new();
    for p in players {
        let Some(seat) = p.player.seat.map(|s| s as Seat) else {
            continue;
        };
        let deciding = after.contains(&seat);
        if deciding && (!before.contains(&seat) || actor == Some(seat)) {
            let deadline = if p.player.abandoned || p.player.resigned {
                now
            } else {
                now + chrono::Duration::days(i64::from(game.time_limit_days))
            };
            changes.push(SeatChange::Start {
                id: p.player.id,
                now,
                deadline,
            });
        } else if !deciding && before.contains(&seat) {
            changes.push(SeatChange::Stop(p.player.id));
        }
    }
    changes
}

fn moved_on() -> AppError {
    AppError::Conflict("refusal-moved-on".into())
}

/// A form drawn from an older version: a repeat of the action that was applied from it is
/// answered as already done; during a simultaneous step, other seats' decisions do not make this
/// seat's form stale; anything else moved the game on.
fn stale_outcome(
    conn: &mut Conn,
    game: &GameRow,
    seat: Seat,
    version: i32,
    action: &str,
) -> Result<Option<Submitted>, AppError> {
    if version > game.version || version < 0 {
        return Err(moved_on());
    }
    let since = game_events::since(conn, game.id, version)?;
    if let Some(first) = since.first() {
        if first.seat as Seat == seat && same_json(&first.action, action) {
            return Ok(Some(Submitted::AlreadyApplied {
                version: game.version,
            }));
        }
    }
    let others_in_same_step = since.iter().all(|e| e.concurrent && e.seat as Seat != seat);
    if others_in_same_step && game.to_act_seats().contains(&seat) {
        return Ok(None);
    }
    Err(moved_on())
}

fn same_json(a: &str, b: &str) -> bool {
    match (
        serde_json::from_str::<serde_json::Value>(a),
        serde_json::from_str::<serde_json::Value>(b),
    ) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// Everything a game page or the API needs about a game and the viewer's place in it.
pub struct GameInfo {
    pub game: GameRow,
    pub engine: &'static dyn DynGame,
    pub players: Vec<SeatedPlayer>,
    /// The viewer's seat (once started), or None for a spectator.
    pub my_seat: Option<Seat>,
    /// The viewer has a seat (also before the start).
    pub joined: bool,
    /// The players away on vacation now: "Bea ■ is away until Mon 30 Nov".
    pub away: Vec<String>,
    /// When the viewer's current decision is due, in its own time zone, and how long is left
    /// ("Fri 27 Nov, 14:05 (Europe/Paris), in 2 days 23 h").
    pub my_deadline: Option<crate::services::prefs::Due>,
    pub invitations: Vec<Invitation>,
    /// Who held a seat before its holder now (a seat handed to a bot, or back).
    pub earlier: Vec<crate::db::models::seat_holders::EarlierHolder>,
}

impl GameInfo {
    /// The labels of the seats step by step (who held each seat then).
    pub fn seat_names(&self) -> crate::services::seating::SeatNames {
        crate::services::seating::SeatNames::new(&self.game.game, &self.players, &self.earlier)
    }

    pub fn names_by_seat(&self) -> Vec<String> {
        names_by_seat(&self.players)
    }

    pub fn colours_by_seat(&self) -> Vec<String> {
        let mut colours = vec![String::new(); self.players.len()];
        for p in &self.players {
            if let Some(slot) = p.player.seat.and_then(|s| colours.get_mut(s as usize)) {
                slot.clone_from(&p.player.colour);
            }
        }
        colours
    }
}

/// The registry name of a game's engine (which pages draw it), if `viewer` may watch the game
/// ([`watchable`]: the same 404 as a missing game otherwise).
pub fn engine_name(
    state: &AppState,
    viewer: Option<&User>,
    game_id: i32,
) -> Result<String, AppError> {
    Ok(watchable(&mut *state.pool.get()?, viewer.map(|u| u.id), game_id)?.game)
}

/// A game as `viewer` may see it; a game the viewer may not watch is a 404 ([`watchable`]).
pub fn info(state: &AppState, viewer: Option<&User>, game_id: i32) -> Result<GameInfo, AppError> {
    let mut conn = state.pool.get()?;
    let game = watchable(&mut conn, viewer.map(|u| u.id), game_id)?;
    let engine = engine_of(&game)?;
    let players = game_players::of_game(&mut conn, game_id)?;
    let mine = viewer.and_then(|u| players.iter().find(|p| p.player.user_id == u.id));
    let invitations = if viewer.is_some_and(|u| u.id == game.creator_id) {
        invitations::of_game(&mut conn, game_id)?
    } else {
        Vec::new()
    };
    let my_deadline = match (viewer, mine.and_then(|p| p.player.deadline_at)) {
        (Some(user), Some(due)) => {
            let p = crate::db::models::user_prefs::get(&mut conn, user.id)?;
            Some(crate::services::prefs::Due::of(
                &p,
                due,
                state.clock.now_naive(),
            ))
        }
        _ => None,
    };
    let mut away = Vec::new();
    if game.status == games::RUNNING {
        let labels = crate::services::seating::labels_by_seat(&game.game, &players);
        for p in &players {
            let Some(seat) = p.player.seat else { continue };
            if let Some(until) =
                crate::services::prefs::away_until(&mut conn, p.player.user_id, state.clock.now())?
            {
                let who = labels.get(seat as usize).cloned().unwrap_or_default();
                away.push(format!("{who} is away on vacation until {until}"));
            }
        }
    }
    let earlier = crate::db::models::seat_holders::of_game(&mut conn, game_id)?;
    Ok(GameInfo {
        earlier,
        away,
        my_deadline,
        my_seat: mine.and_then(|p| p.player.seat).map(|s| s as Seat),
        joined: mine.is_some(),
        game,
        engine,
        players,
        invitations,
    })
}

/// A game's title as players read it (its name and number), for pages a link opens.
pub fn title(state: &AppState, game_id: i32) -> Result<String, AppError> {
    let game = load(&mut *state.pool.get()?, game_id)?;
    Ok(notifications::game_title(&game))
}

/// The log of a game, newest first.
pub fn log(
    state: &AppState,
    game_id: i32,
    limit: i64,
) -> Result<Vec<game_events::EventRow>, AppError> {
    let mut conn = state.pool.get()?;
    Ok(game_events::latest(&mut conn, game_id, limit)?)
}

/// A game in a player's list.
pub struct MyGame {
    pub game: GameRow,
    pub players: Vec<SeatedPlayer>,
    pub my_turn: bool,
    /// When the viewer's decision is due, in its zone, and how long is left.
    pub deadline: Option<crate::services::prefs::Due>,
    /// The viewer's place and score in a finished game.
    pub result: Option<(i32, i64)>,
}

/// The viewer's games: waiting on the viewer first (longest wait first), then on others, then
/// not started, then finished.
pub fn my_games(state: &AppState, user: &User) -> Result<Vec<MyGame>, AppError> {
    let mut conn = state.pool.get()?;
    let rows = games::of_user(&mut conn, user.id)?;
    let prefs = crate::db::models::user_prefs::get(&mut conn, user.id)?;
    let now = state.clock.now_naive();
    let finished: Vec<i32> = rows
        .iter()
        .filter(|g| g.status == games::FINISHED)
        .map(|g| g.id)
        .collect();
    let results: Vec<_> = crate::db::models::game_results::of_games(&mut conn, &finished)?
        .into_iter()
        .filter(|r| r.result.user_id == user.id)
        .map(|r| (r.result.game_id, (r.result.rank, r.result.score)))
        .collect();
    let mut out = Vec::with_capacity(rows.len());
    for game in rows.into_iter().filter(|g| g.status != games::CANCELLED) {
        let players = game_players::of_game(&mut conn, game.id)?;
        let seat = players
            .iter()
            .find(|p| p.player.user_id == user.id)
            .and_then(|p| p.player.seat);
        let my_turn = game.status == games::RUNNING
            && seat.is_some_and(|s| game.to_act_seats().contains(&(s as Seat)));
        let deadline = players
            .iter()
            .find(|p| p.player.user_id == user.id)
            .and_then(|p| p.player.deadline_at)
            .filter(|_| my_turn)
            .map(|due| crate::services::prefs::Due::of(&prefs, due, now));
        let result = results
            .iter()
            .find(|(id, _)| *id == game.id)
            .map(|(_, r)| *r);
        out.push(MyGame {
            game,
            players,
            my_turn,
            deadline,
            result,
        });
    }
    out.sort_by_key(|g| {
        let rank = match (g.my_turn, g.game.status.as_str()) {
            (true, _) => 0,
            (false, games::RUNNING) => 1,
            (false, games::WAITING) => 2,
            _ => 3,
        };
        (
            rank,
            if rank == 0 {
                g.game.turn_started_at
            } else {
                None
            },
            std::cmp::Reverse(g.game.id),
        )
    });
    Ok(out)
}

/// The lobby's games with their players: `LOBBY_SIZE` at most, of each creator as many as one
/// may have waiting.
pub fn open_games(state: &AppState) -> Result<Vec<(GameRow, Vec<SeatedPlayer>)>, AppError> {
    let mut conn = state.pool.get()?;
    let rows = games::lobby(
        &mut conn,
        state.settings.open_games_per_player.max(1),
        LOBBY_SIZE,
    )?;
    let mut out = Vec::with_capacity(rows.len());
    for game in rows {
        let players = game_players::of_game(&mut conn, game.id)?;
        out.push((game, players));
    }
    Ok(out)
}

/// Mutes or unmutes the mail of one game for a player.
pub fn set_muted(state: &AppState, user: &User, game_id: i32, muted: bool) -> Result<(), AppError> {
    let n = game_players::set_muted(&mut *state.pool.get()?, game_id, user.id, muted)?;
    if n == 0 {
        return Err(AppError::Forbidden("refusal-no-seat".into()));
    }
    Ok(())
}

/// What a vote about an abandoned seat decided so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoteResult {
    /// Not every vote is in and no choice has a majority yet.
    Open,
    /// The game goes on, the abandoned seats play default turns.
    Continue,
    /// The game ended, ranked by the current score.
    Ended,
}

/// A player's vote, when a seat is abandoned: go on with default turns, or end the game now
/// ranked by the current score. A strict majority of the players still playing decides.
pub fn vote(
    state: &AppState,
    user: &User,
    game_id: i32,
    choice: &str,
) -> Result<VoteResult, AppError> {
    if choice != "continue" && choice != "end" {
        return Err(AppError::BadRequest("refusal-vote-choice".into()));
    }
    let mut conn = state.pool.get()?;
    let result = conn.immediate_transaction(|conn| -> Result<VoteResult, AppError> {
        let game = visibility::watchable(conn, Some(user.id), game_id)?;
        if game.status != games::RUNNING {
            return Err(AppError::Conflict("refusal-not-running".into()));
        }
        let players = game_players::of_game(conn, game_id)?;
        let me = players
            .iter()
            .find(|p| p.player.user_id == user.id)
            .ok_or_else(|| AppError::Forbidden("refusal-no-seat".into()))?;
        if me.player.abandoned {
            return Err(AppError::Forbidden("refusal-own-seat-abandoned".into()));
        }
        if !players.iter().any(|p| p.player.abandoned) {
            return Err(AppError::Conflict("refusal-nothing-to-vote".into()));
        }
        game_players::set_vote(conn, me.player.id, Some(choice))?;
        let players = game_players::of_game(conn, game_id)?;
        // A bot does not vote.
        let voters: Vec<&SeatedPlayer> = players
            .iter()
            .filter(|p| !p.player.abandoned && p.player.bot_level.is_none())
            .collect();
        let count = |c: &str| {
            voters
                .iter()
                .filter(|p| p.player.vote.as_deref() == Some(c))
                .count()
        };
        let majority = voters.len() / 2 + 1;
        if count("end") >= majority {
            crate::services::leaving::end_now(conn, state, &game, &players, "mail-over-vote")?;
            return Ok(VoteResult::Ended);
        }
        if count("continue") >= majority {
            return Ok(VoteResult::Continue);
        }
        Ok(VoteResult::Open)
    })?;
    crate::services::mail::wake(state);
    Ok(result)
}
