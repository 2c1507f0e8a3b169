//! The mail games cause: invitations, game start, "your turn", game over. Each is queued in the
//! transaction of the change it announces, and all mail of one game threads together.

use crate::db::models::game_events;
use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games::GameRow;
use crate::db::models::users::User;
use crate::db::Conn;
use crate::engine::registry::DynGame;
use crate::engine::{Seat, Viewer};
use crate::error::AppError;
use crate::mail::{messages, outbox, Email};
use crate::services::mail::queue;
use crate::state::AppState;

/// "Humanity #12"
pub fn game_title(game: &GameRow) -> String {
    format!("{} #{}", display_name(&game.game), game.id)
}

pub fn display_name(game: &str) -> String {
    let mut chars = game.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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

pub fn invitation(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    inviter: &User,
    to: &str,
    nonce: &str,
) -> Result<(), AppError> {
    let m = messages::Invitation {
        inviter: inviter.display_name.clone(),
        game_title: display_name(engine.name()),
        seats: game.seats,
        days: game.time_limit_days,
        link: state.url(&format!("/invitations/{nonce}")),
    };
    let subject = format!(
        "{} invites you to play {}",
        inviter.display_name,
        display_name(engine.name())
    );
    queue(
        conn,
        state,
        m.compose(to, subject).map(|e| threaded(e, state, game)),
    )
}

/// Year and round of games that have them, from the seat's view.
fn progress(engine: &dyn DynGame, game: &GameRow, seat: Seat) -> Option<(u64, u64)> {
    let view = engine
        .view(game.state.as_deref()?, Viewer::Seat(seat))
        .ok()?;
    Some((view.get("year")?.as_u64()?, view.get("round")?.as_u64()?))
}

fn headline(engine: &dyn DynGame, game: &GameRow, seat: Seat, placing: bool) -> (String, String) {
    let title = game_title(game);
    let when = progress(engine, game, seat)
        .map(|(y, r)| format!(" (year {y}, round {r})"))
        .unwrap_or_default();
    if placing {
        (
            format!("{title} — place your returning astronauts{when}"),
            format!(
                "Your astronauts are back from the station in {title}: choose where they land."
            ),
        )
    } else {
        (
            format!("{title} — your turn{when}"),
            format!("It is your turn in {title}{when}."),
        )
    }
}

/// Mails the seats that now have to decide.
fn turn_mails(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    players: &[SeatedPlayer],
    seats: &[Seat],
    placing: bool,
) -> Result<(), AppError> {
    for &seat in seats {
        let Some(p) = players.iter().find(|p| p.player.seat == Some(seat as i32)) else {
            continue;
        };
        let (subject, headline) = headline(engine, game, seat, placing);
        let recent = recent_lines(conn, game, seat)?;
        let m = messages::Turn {
            name: p.name.clone(),
            game_title: game_title(game),
            headline,
            recent,
            link: state.url(&format!("/games/{}", game.id)),
            settings_link: state.url("/settings"),
        };
        queue(
            conn,
            state,
            m.compose(&p.email, subject)
                .map(|e| threaded(e, state, game)),
        )?;
    }
    Ok(())
}

/// The log lines since the seat last acted (at most 30), oldest first.
fn recent_lines(conn: &mut Conn, game: &GameRow, seat: Seat) -> Result<Vec<String>, AppError> {
    let events = game_events::latest(conn, game.id, 60)?;
    let mut lines: Vec<String> = events
        .iter()
        .take_while(|e| e.seat as Seat != seat)
        .flat_map(|e| e.log_lines().into_iter().rev())
        .take(30)
        .collect();
    lines.reverse();
    Ok(lines)
}

pub fn game_started(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    players: &[SeatedPlayer],
    to_act: &[Seat],
) -> Result<(), AppError> {
    let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
    for p in players {
        let seat = p.player.seat.map(|s| s as Seat);
        if seat.is_some_and(|s| to_act.contains(&s)) {
            continue;
        }
        let m = messages::GameStarted {
            name: p.name.clone(),
            game_title: game_title(game),
            players: names.clone(),
            link: state.url(&format!("/games/{}", game.id)),
            settings_link: state.url("/settings"),
        };
        let subject = format!("{} has started", game_title(game));
        queue(
            conn,
            state,
            m.compose(&p.email, subject)
                .map(|e| threaded(e, state, game)),
        )?;
    }
    turn_mails(conn, state, game, engine, players, to_act, to_act.len() > 1)
}

#[allow(clippy::too_many_arguments)]
pub fn after_turn(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    players: &[SeatedPlayer],
    actor: Seat,
    before: &[Seat],
    after: &[Seat],
    finished: bool,
) -> Result<(), AppError> {
    if finished {
        return game_over(conn, state, game, engine, players);
    }
    // One mail per decision: seats that were already deciding were told when it began, and the
    // player who just acted is looking at the game.
    let newly: Vec<Seat> = after
        .iter()
        .copied()
        .filter(|s| *s != actor && !before.contains(s))
        .collect();
    turn_mails(conn, state, game, engine, players, &newly, after.len() > 1)
}

fn game_over(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    engine: &dyn DynGame,
    players: &[SeatedPlayer],
) -> Result<(), AppError> {
    let ranking = game
        .state
        .as_deref()
        .map(|s| engine.outcome(s))
        .transpose()
        .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?
        .flatten()
        .unwrap_or_default();
    let lines: Vec<String> = ranking
        .iter()
        .map(|placing| {
            let name = players
                .iter()
                .find(|p| p.player.seat == Some(placing.seat as i32))
                .map(|p| p.name.as_str())
                .unwrap_or("?");
            format!("{}. {name}: {} points", placing.rank, placing.score)
        })
        .collect();
    for p in players {
        let m = messages::GameOver {
            name: p.name.clone(),
            game_title: game_title(game),
            ranking: lines.clone(),
            link: state.url(&format!("/games/{}", game.id)),
            settings_link: state.url("/settings"),
        };
        let subject = format!("{} is over", game_title(game));
        queue(
            conn,
            state,
            m.compose(&p.email, subject)
                .map(|e| threaded(e, state, game)),
        )?;
    }
    Ok(())
}
