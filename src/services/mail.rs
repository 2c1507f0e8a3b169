//! Queueing a composed message from inside a service transaction.

use crate::db::Conn;
use crate::error::AppError;
use crate::mail::{outbox, Email};
use crate::state::AppState;

pub fn queue(
    conn: &mut Conn,
    state: &AppState,
    email: Result<Email, askama::Error>,
) -> Result<(), AppError> {
    queue_at(conn, state, email?, None)
}

/// Whether a message is addressed to a bot account: such mail is never queued (nobody reads
/// it; `services::bot_accounts`).
fn to_a_bot(email: &Email) -> bool {
    let to = email.to.trim();
    let address = match (to.rfind('<'), to.ends_with('>')) {
        (Some(start), true) => &to[start + 1..to.len() - 1],
        _ => to,
    };
    crate::services::bot_accounts::is_bot_address(address)
}

/// Queues a message that must not leave before `not_before`.
pub fn queue_at(
    conn: &mut Conn,
    state: &AppState,
    email: Email,
    not_before: Option<chrono::NaiveDateTime>,
) -> Result<(), AppError> {
    if to_a_bot(&email) {
        return Ok(());
    }
    let domain = outbox::domain_of(&state.settings.base_url);
    outbox::enqueue(
        conn,
        &email,
        state.clock.now_naive(),
        not_before,
        state.stores_mail(),
        &domain,
    )?;
    Ok(())
}

/// Queues a message whose failure `notify_user_id` is told about by mail (`kind` says what it
/// was; see `mail::worker`).
pub fn queue_tracked(
    conn: &mut Conn,
    state: &AppState,
    email: Result<Email, askama::Error>,
    kind: &str,
    notify_user_id: i32,
    game_id: Option<i32>,
) -> Result<(), AppError> {
    let email = email?;
    if to_a_bot(&email) {
        return Ok(());
    }
    let domain = outbox::domain_of(&state.settings.base_url);
    let message_id = outbox::enqueue(
        conn,
        &email,
        state.clock.now_naive(),
        None,
        state.stores_mail(),
        &domain,
    )?;
    crate::db::models::outbox::track(conn, &message_id, kind, notify_user_id, game_id)?;
    Ok(())
}

/// Wakes the worker after the transaction that queued mail has committed.
pub fn wake(state: &AppState) {
    state.mail_wake.notify_one();
}
