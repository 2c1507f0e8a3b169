//! The inbound SMTP listener for replies to game mail (`--inbound-smtp ADDR`, off by default;
//! on a public server it sits behind the site's MX, which relays the reply domain to it, or is
//! the MX itself). A reply's recipient is checked at `RCPT TO` (`services::replies::
//! check_recipient`: one of our signed addresses) and refused there with a 5xx; the message is
//! read with a size limit, its sender authenticated for its `From` domain (`mail::auth`: DKIM,
//! the trusted server's Authentication-Results, SPF), and it is handed to
//! `services::replies::receive`, which plays its choice or posts it as table talk when every
//! check holds. Every command waits at most `TIMEOUT`, and a conversation
//! lasts at most `SESSION_LIFETIME` however busy it keeps (a client sending NOOP forever holds
//! nothing); at most `SESSIONS` conversations run at once, `SESSIONS_PER_ADDRESS` of them from
//! one client address (more are told 421 and closed).

use crate::mail::auth::{Envelope, Verifier};
use crate::mail::reply::Target;
use crate::services::replies;
use crate::state::AppState;
use actix_web::web::Data;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// The largest message taken, in bytes (a reply is words, not attachments).
pub const MAX_BYTES: usize = 64 * 1024;
/// The longest command line, in bytes (RFC 5321 allows 512 for commands; text lines 1000).
const MAX_LINE: usize = 1000;
/// How long the listener waits for each command or line.
pub const TIMEOUT: Duration = Duration::from_secs(60);
/// Conversations at once.
pub const SESSIONS: usize = 32;
/// Conversations at once from one client address: one address cannot take every place (the
/// site's MX relays from one address, and retries what it is told 421 later).
pub const SESSIONS_PER_ADDRESS: usize = 4;
/// The longest a conversation lasts, whatever it does: a reply takes seconds. The server's
/// settings may shorten it (`Settings::inbound_lifetime`, for tests).
pub const SESSION_LIFETIME: Duration = Duration::from_secs(5 * 60);

/// How many conversations each client address holds.
#[derive(Default)]
struct PerAddress(Mutex<HashMap<IpAddr, usize>>);

/// One address's place, given back when the conversation ends.
struct AddressPlace {
    counts: Arc<PerAddress>,
    ip: IpAddr,
}

impl PerAddress {
    fn take(counts: &Arc<Self>, ip: IpAddr) -> Option<AddressPlace> {
        let mut map = counts.0.lock().unwrap_or_else(|p| p.into_inner());
        let held = map.entry(ip).or_insert(0);
        if *held >= SESSIONS_PER_ADDRESS {
            return None;
        }
        *held += 1;
        Some(AddressPlace {
            counts: counts.clone(),
            ip,
        })
    }
}

impl Drop for AddressPlace {
    fn drop(&mut self) {
        let mut map = self.counts.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(held) = map.get_mut(&self.ip) {
            *held -= 1;
            if *held == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// Tells a client it is refused (421) and closes, off the accepting loop.
fn refuse(socket: tokio::net::TcpStream, text: &'static str) {
    actix_web::rt::spawn(async move {
        let mut socket = socket;
        let _ = socket.write_all(text.as_bytes()).await;
    });
}

/// Serves SMTP on `listener` until the runtime stops.
pub async fn serve(state: Data<AppState>, listener: std::net::TcpListener) {
    let listener = match listener
        .set_nonblocking(true)
        .and_then(|()| TcpListener::from_std(listener))
    {
        Ok(l) => l,
        Err(e) => {
            tracing::error!(error = %e, "inbound SMTP listener cannot start");
            return;
        }
    };
    let sessions = Arc::new(Semaphore::new(SESSIONS));
    let per_address = Arc::new(PerAddress::default());
    let verifier = Arc::new(Verifier::new(
        &state.settings,
        &crate::mail::reply::domain(&state),
    ));
    let lifetime = state.settings.inbound_lifetime;
    loop {
        let Ok((socket, peer)) = listener.accept().await else {
            continue;
        };
        let _ = socket.set_nodelay(true);
        let state = state.clone();
        let verifier = verifier.clone();
        let Some(place) = PerAddress::take(&per_address, peer.ip()) else {
            refuse(
                socket,
                "421 4.7.0 Too many connections from your address, try again later\r\n",
            );
            continue;
        };
        let Ok(permit) = sessions.clone().try_acquire_owned() else {
            refuse(
                socket,
                "421 4.3.2 Too many connections, try again later\r\n",
            );
            continue;
        };
        actix_web::rt::spawn(async move {
            let ends = tokio::time::Instant::now() + lifetime;
            if let Err(e) = session(&state, &verifier, socket, peer.ip(), ends).await {
                tracing::debug!(%peer, error = %e, "inbound SMTP session ended");
            }
            drop(permit);
            drop(place);
        });
    }
}

/// One line, at most `MAX_LINE` bytes (longer ones are an error), within `TIMEOUT` and before
/// the conversation `ends`.
async fn read_line<R: AsyncRead + Unpin>(
    reader: &mut BufReader<R>,
    buf: &mut Vec<u8>,
    ends: tokio::time::Instant,
) -> std::io::Result<Option<()>> {
    buf.clear();
    let by = ends.min(tokio::time::Instant::now() + TIMEOUT);
    let read = tokio::time::timeout_at(by, async {
        let mut limited = (&mut *reader).take(MAX_LINE as u64 + 2);
        limited.read_until(b'\n', buf).await
    })
    .await
    .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "timed out"))??;
    if read == 0 {
        return Ok(None);
    }
    if !buf.ends_with(b"\n") {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "line too long",
        ));
    }
    Ok(Some(()))
}

async fn reply<W: AsyncWrite + Unpin>(w: &mut W, code: u16, text: &str) -> std::io::Result<()> {
    w.write_all(format!("{code} {text}\r\n").as_bytes()).await?;
    w.flush().await
}

/// The address inside `FROM:<a@b>` or `TO:<a@b>` (parameters after it are ignored).
fn path_of(arg: &str, keyword: &str) -> Option<String> {
    let rest = arg.get(..keyword.len())?;
    if !rest.eq_ignore_ascii_case(keyword) {
        return None;
    }
    let rest = arg[keyword.len()..].trim_start();
    let inner = rest.strip_prefix('<')?;
    let end = inner.find('>')?;
    Some(inner[..end].trim().to_string())
}

async fn session<S: AsyncRead + AsyncWrite + Unpin>(
    state: &Data<AppState>,
    verifier: &Verifier,
    socket: S,
    client: IpAddr,
    ends: tokio::time::Instant,
) -> std::io::Result<()> {
    let (read, mut write) = tokio::io::split(socket);
    let mut reader = BufReader::new(read);
    let host = crate::mail::reply::domain(state);
    reply(&mut write, 220, &format!("{host} Turnpost replies ESMTP")).await?;
    let mut line = Vec::with_capacity(256);
    let mut helo = String::new();
    let mut sender: Option<String> = None;
    let mut target: Option<Target> = None;
    loop {
        match read_line(&mut reader, &mut line, ends).await {
            Ok(Some(())) => {}
            Ok(None) => return Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {
                reply(&mut write, 421, "4.4.2 Timeout, closing").await?;
                return Ok(());
            }
            Err(_) => {
                reply(&mut write, 500, "5.5.2 Line too long").await?;
                return Ok(());
            }
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        let (verb, arg) = text.split_once(' ').unwrap_or((text, ""));
        match verb.to_ascii_uppercase().as_str() {
            "EHLO" => {
                helo = arg.trim().to_string();
                write
                    .write_all(
                        format!(
                            "250-{host}\r\n250-SIZE {MAX_BYTES}\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n"
                        )
                        .as_bytes(),
                    )
                    .await?;
                write.flush().await?;
            }
            "HELO" => {
                helo = arg.trim().to_string();
                reply(&mut write, 250, &host).await?
            }
            "MAIL" => match path_of(arg, "FROM:") {
                Some(from) => {
                    sender = Some(from);
                    target = None;
                    reply(&mut write, 250, "2.1.0 OK").await?;
                }
                None => reply(&mut write, 501, "5.5.4 Syntax: MAIL FROM:<address>").await?,
            },
            "RCPT" => {
                if sender.is_none() {
                    reply(&mut write, 503, "5.5.1 MAIL first").await?;
                    continue;
                }
                let Some(to) = path_of(arg, "TO:") else {
                    reply(&mut write, 501, "5.5.4 Syntax: RCPT TO:<address>").await?;
                    continue;
                };
                if target.is_some() {
                    reply(&mut write, 452, "4.5.3 One game per message").await?;
                    continue;
                }
                match replies::check_recipient(state, &to) {
                    Ok(t) => {
                        target = Some(t);
                        reply(&mut write, 250, "2.1.5 OK").await?;
                    }
                    Err(refusal) => reply(&mut write, refusal.code, &refusal.text).await?,
                }
            }
            "DATA" => {
                let Some(t) = target.take() else {
                    reply(&mut write, 503, "5.5.1 RCPT first").await?;
                    continue;
                };
                let envelope = Envelope {
                    client,
                    helo: helo.clone(),
                    mail_from: sender.take().unwrap_or_default(),
                };
                reply(&mut write, 354, "End data with <CR><LF>.<CR><LF>").await?;
                let mut message = Vec::new();
                let mut too_big = false;
                loop {
                    match read_line(&mut reader, &mut line, ends).await {
                        Ok(Some(())) => {}
                        Ok(None) => return Ok(()),
                        Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {
                            reply(&mut write, 421, "4.4.2 Timeout, closing").await?;
                            return Ok(());
                        }
                        Err(_) => {
                            reply(&mut write, 500, "5.5.2 Line too long").await?;
                            return Ok(());
                        }
                    }
                    if line == b".\r\n" || line == b".\n" {
                        break;
                    }
                    let content = line.strip_prefix(b".").unwrap_or(&line);
                    if message.len() + content.len() > MAX_BYTES {
                        too_big = true;
                    } else {
                        message.extend_from_slice(content);
                    }
                }
                if too_big {
                    reply(
                        &mut write,
                        552,
                        &format!("5.3.4 A reply is at most {MAX_BYTES} bytes"),
                    )
                    .await?;
                    continue;
                }
                // Who sent it, for the domain of its From address (DNS lookups, off the
                // blocking pool).
                let from_domain = replies::header_from(&message)
                    .and_then(|f| f.rsplit_once('@').map(|(_, d)| d.to_string()))
                    .unwrap_or_default();
                let proof = verifier
                    .authenticate(&message, &from_domain, &envelope)
                    .await;
                let st = state.clone();
                let taken = actix_web::web::block(move || {
                    replies::receive(&st, &t, &message, proof.as_ref())
                })
                .await;
                match taken {
                    Ok(Ok(outcome)) => reply(&mut write, 250, outcome.smtp_text()).await?,
                    Ok(Err(refusal)) => reply(&mut write, refusal.code, &refusal.text).await?,
                    Err(_) => reply(&mut write, 451, "4.3.0 Try again later").await?,
                }
            }
            "RSET" => {
                sender = None;
                target = None;
                reply(&mut write, 250, "2.0.0 OK").await?;
            }
            "NOOP" => reply(&mut write, 250, "2.0.0 OK").await?,
            "QUIT" => {
                reply(&mut write, 221, "2.0.0 Bye").await?;
                return Ok(());
            }
            _ => reply(&mut write, 502, "5.5.2 Command not implemented").await?,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::path_of;

    #[test]
    fn paths_are_read_from_commands() {
        assert_eq!(
            path_of("FROM:<a@b.example>", "FROM:").as_deref(),
            Some("a@b.example")
        );
        assert_eq!(
            path_of("from: <a@b> SIZE=10", "FROM:").as_deref(),
            Some("a@b")
        );
        assert_eq!(path_of("TO:a@b", "TO:"), None);
        assert_eq!(path_of("", "TO:"), None);
    }
}
