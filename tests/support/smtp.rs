//! Test support: a real SMTP server on 127.0.0.1 that captures the mail Turnpost sends.
//!
//! It records every message lettre delivers, can simulate outages
//! (`stop`/`restart` on the same port) and refusals (`set_reject`, and of one recipient
//! `set_reject_recipient`), and parses
//! received mail (decoded headers, text/HTML bodies, links).
//!
//! Plain SMTP only (no TLS, no AUTH). Point lettre at it with
//! `SmtpTransport::builder_dangerous("127.0.0.1").port(server.port()).build()`.
#![allow(dead_code)]

use std::collections::HashMap;
use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use base64::Engine as _;

/// One message accepted by the server (one completed `DATA` transaction).
#[derive(Clone, PartialEq, Eq)]
pub struct Received {
    /// Reverse path from `MAIL FROM` (without the angle brackets; empty for `<>`).
    pub from: String,
    /// Forward paths from every `RCPT TO`, in order, without angle brackets.
    pub to: Vec<String>,
    /// The message exactly as transmitted after dot-unstuffing (CRLF line endings).
    pub raw: String,
}

/// The SMTP server. Dropping it stops it.
pub struct SmtpServer {
    port: u16,
    shared: Arc<Shared>,
    acceptor: Mutex<Option<Acceptor>>,
}

struct Acceptor {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

struct Shared {
    messages: Mutex<Vec<Received>>,
    arrived: Condvar,
    /// `wait_for_to` cursors: lower-cased recipient -> number of its messages already handed out.
    cursors: Mutex<HashMap<String, usize>>,
    /// 0 = accept normally, otherwise the reply code for MAIL FROM / end of DATA.
    reject: Mutex<Option<u16>>,
    /// Lower-cased recipients whose `RCPT TO` is answered with the code (`set_reject_recipient`).
    reject_to: Mutex<HashMap<String, u16>>,
    /// Clones of open connections, so `stop()` can drop them.
    connections: Mutex<HashMap<u64, TcpStream>>,
    next_conn_id: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panicking test thread must not turn every later call into a second panic.
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl SmtpServer {
    /// Binds 127.0.0.1 on a free port and starts accepting connections.
    pub fn start() -> SmtpServer {
        let listener =
            TcpListener::bind("127.0.0.1:0").expect("smtp test server: bind 127.0.0.1:0");
        let port = listener
            .local_addr()
            .expect("smtp test server: local_addr")
            .port();
        let shared = Arc::new(Shared {
            messages: Mutex::new(Vec::new()),
            arrived: Condvar::new(),
            cursors: Mutex::new(HashMap::new()),
            reject: Mutex::new(None),
            reject_to: Mutex::new(HashMap::new()),
            connections: Mutex::new(HashMap::new()),
            next_conn_id: AtomicU64::new(0),
        });
        let acceptor = spawn_acceptor(listener, Arc::clone(&shared))
            .expect("smtp test server: spawn accept thread");
        SmtpServer {
            port,
            shared,
            acceptor: Mutex::new(Some(acceptor)),
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// `smtp://127.0.0.1:PORT`
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Whether the server is currently listening (i.e. not `stop()`ped).
    pub fn is_running(&self) -> bool {
        lock(&self.acceptor).is_some()
    }

    /// Simulates an outage: closes the listening socket and drops every open
    /// connection (pooled clients see a broken connection, new ones get
    /// "connection refused"). Messages received so far are kept. Idempotent.
    pub fn stop(&self) {
        let acceptor = lock(&self.acceptor).take();
        if let Some(acceptor) = acceptor {
            acceptor.stop.store(true, Ordering::SeqCst);
            // Wake the blocking accept(); the thread sees the flag and exits,
            // dropping (closing) the listener.
            let addr = SocketAddr::from(([127, 0, 0, 1], self.port));
            let _ = TcpStream::connect_timeout(&addr, Duration::from_secs(2));
            let _ = acceptor.thread.join();
        }
        let connections: Vec<TcpStream> = lock(&self.shared.connections)
            .drain()
            .map(|(_, s)| s)
            .collect();
        for conn in connections {
            let _ = conn.shutdown(Shutdown::Both);
        }
    }

    /// Ends an outage: listens again on the same port. Panics if the port
    /// cannot be re-bound (after retrying for a couple of seconds).
    pub fn restart(&self) {
        self.try_restart().unwrap_or_else(|e| {
            panic!(
                "smtp test server: cannot re-bind 127.0.0.1:{}: {e}",
                self.port
            )
        });
    }

    /// Like [`restart`](Self::restart), but returns the bind error instead of panicking.
    pub fn try_restart(&self) -> io::Result<()> {
        let mut slot = lock(&self.acceptor);
        if slot.is_some() {
            return Ok(());
        }
        let deadline = Instant::now() + Duration::from_secs(3);
        let listener = loop {
            // std sets SO_REUSEADDR on Unix, so TIME_WAIT leftovers of the
            // connections we just dropped do not block the bind.
            match TcpListener::bind(("127.0.0.1", self.port)) {
                Ok(l) => break l,
                Err(e) if Instant::now() >= deadline => return Err(e),
                Err(_) => thread::sleep(Duration::from_millis(25)),
            }
        };
        *slot = Some(spawn_acceptor(listener, Arc::clone(&self.shared))?);
        Ok(())
    }

    /// While `Some(code)`, `MAIL FROM` (and the end of `DATA`, for a
    /// transaction already under way) is answered with `code`, e.g. 451
    /// (transient) or 550 (permanent). `None` accepts mail again.
    pub fn set_reject(&self, code: Option<u16>) {
        if let Some(c) = code {
            assert!(
                (400..600).contains(&c),
                "set_reject wants a 4xx or 5xx code, got {c}"
            );
        }
        *lock(&self.shared.reject) = code;
    }

    /// While `Some(code)`, `RCPT TO:<addr>` is answered with `code` (451: try later; 550: no
    /// such mailbox) and mail to other recipients is accepted. `None` accepts `addr` again.
    pub fn set_reject_recipient(&self, addr: &str, code: Option<u16>) {
        let mut map = lock(&self.shared.reject_to);
        match code {
            Some(c) => {
                assert!(
                    (400..600).contains(&c),
                    "set_reject_recipient wants 4xx or 5xx, got {c}"
                );
                map.insert(normalize_addr(addr), c);
            }
            None => {
                map.remove(&normalize_addr(addr));
            }
        }
    }

    /// Snapshot of every message received so far (since the last `clear`).
    pub fn messages(&self) -> Vec<Received> {
        lock(&self.shared.messages).clone()
    }

    /// Waits until at least `n` messages have arrived and returns all of them.
    /// Panics on timeout, listing what did arrive.
    pub fn wait_for(&self, n: usize, timeout: Duration) -> Vec<Received> {
        let deadline = Instant::now() + timeout;
        let mut messages = lock(&self.shared.messages);
        while messages.len() < n {
            let now = Instant::now();
            if now >= deadline {
                panic!(
                    "smtp test server: waited {timeout:?} for {n} message(s), got {}:\n{}",
                    messages.len(),
                    summarize(&messages)
                );
            }
            messages = self
                .shared
                .arrived
                .wait_timeout(messages, deadline - now)
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .0;
        }
        messages.clone()
    }

    /// Returns the next message addressed (envelope `RCPT TO`, case-insensitive)
    /// to `addr` that an earlier `wait_for_to(addr, ..)` has not returned yet:
    /// the first call gives the first message to `addr`, the second call the
    /// second one, and so on. Panics on timeout, listing what did arrive.
    pub fn wait_for_to(&self, addr: &str, timeout: Duration) -> Received {
        self.try_wait_for_to(addr, timeout).unwrap_or_else(|| {
            let messages = lock(&self.shared.messages);
            panic!(
                "smtp test server: waited {timeout:?} for a (further) message to {addr}; received {}:\n{}",
                messages.len(),
                summarize(&messages)
            )
        })
    }

    /// Like [`wait_for_to`](Self::wait_for_to) but returns `None` on timeout.
    pub fn try_wait_for_to(&self, addr: &str, timeout: Duration) -> Option<Received> {
        let key = normalize_addr(addr);
        let deadline = Instant::now() + timeout;
        let mut messages = lock(&self.shared.messages);
        loop {
            {
                let mut cursors = lock(&self.shared.cursors);
                let seen = cursors.entry(key.clone()).or_insert(0);
                if let Some(msg) = messages
                    .iter()
                    .filter(|m| m.to.iter().any(|t| normalize_addr(t) == key))
                    .nth(*seen)
                {
                    *seen += 1;
                    return Some(msg.clone());
                }
            }
            let now = Instant::now();
            if now >= deadline {
                return None;
            }
            messages = self
                .shared
                .arrived
                .wait_timeout(messages, deadline - now)
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .0;
        }
    }

    /// Forgets every received message (and the `wait_for_to` cursors).
    pub fn clear(&self) {
        let mut messages = lock(&self.shared.messages);
        messages.clear();
        lock(&self.shared.cursors).clear();
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stop();
    }
}

impl fmt::Debug for SmtpServer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpServer")
            .field("port", &self.port)
            .field("running", &self.is_running())
            .field("messages", &lock(&self.shared.messages).len())
            .finish()
    }
}

fn normalize_addr(addr: &str) -> String {
    addr.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_ascii_lowercase()
}

fn summarize(messages: &[Received]) -> String {
    if messages.is_empty() {
        return "  (none)".to_string();
    }
    messages
        .iter()
        .enumerate()
        .map(|(i, m)| {
            format!(
                "  #{i}: from <{}> to {:?} subject {:?}",
                m.from,
                m.to,
                m.header("Subject").unwrap_or_default()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn spawn_acceptor(listener: TcpListener, shared: Arc<Shared>) -> io::Result<Acceptor> {
    let stop = Arc::new(AtomicBool::new(false));
    let stop_flag = Arc::clone(&stop);
    let thread = thread::Builder::new()
        .name("smtp-test-accept".into())
        .spawn(move || {
            for stream in listener.incoming() {
                if stop_flag.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let id = shared.next_conn_id.fetch_add(1, Ordering::SeqCst);
                match stream.try_clone() {
                    Ok(clone) => {
                        lock(&shared.connections).insert(id, clone);
                    }
                    Err(_) => continue,
                }
                let conn_shared = Arc::clone(&shared);
                let spawned = thread::Builder::new()
                    .name(format!("smtp-test-conn-{id}"))
                    .spawn(move || {
                        let _ = serve_connection(stream, &conn_shared);
                        if let Some(s) = lock(&conn_shared.connections).remove(&id) {
                            let _ = s.shutdown(Shutdown::Both);
                        }
                    });
                if spawned.is_err() {
                    // Could not spawn: drop the connection rather than hang the client.
                    lock(&shared.connections).remove(&id);
                }
            }
            // `listener` is dropped here: the port stops accepting.
        })?;
    Ok(Acceptor { stop, thread })
}

/// Reads one line including its terminator; `None` at EOF.
fn read_line(reader: &mut impl BufRead) -> io::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    if reader.read_until(b'\n', &mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line))
}

fn reply(out: &mut impl Write, text: &str) -> io::Result<()> {
    // One write per reply: split writes + Nagle + delayed ACK cost ~40 ms each.
    out.write_all(format!("{text}\r\n").as_bytes())?;
    out.flush()
}

fn rejection(code: u16) -> String {
    if code < 500 {
        format!("{code} 4.3.0 Simulated temporary failure, try again later")
    } else {
        format!("{code} 5.7.1 Simulated permanent rejection")
    }
}

/// Extracts the path from `FROM:<a@b> BODY=8BITMIME` / `TO: <a@b>`.
fn parse_path(arg: &str) -> Option<String> {
    let arg = arg.trim_start();
    if let Some(rest) = arg.strip_prefix('<') {
        let end = rest.find('>')?;
        Some(rest[..end].to_string())
    } else {
        // Be lenient with clients that omit the brackets.
        arg.split_whitespace().next().map(str::to_string)
    }
}

fn serve_connection(stream: TcpStream, shared: &Shared) -> io::Result<()> {
    // A silent client must not pin the thread forever.
    stream.set_read_timeout(Some(Duration::from_secs(300)))?;
    stream.set_nodelay(true)?;
    let mut out = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    reply(&mut out, "220 127.0.0.1 ESMTP turnpost-test-smtp ready")?;

    let mut from: Option<String> = None;
    let mut rcpts: Vec<String> = Vec::new();

    while let Some(line) = read_line(&mut reader)? {
        let line = String::from_utf8_lossy(&line);
        let line = line.trim_end_matches(['\r', '\n']);
        let (verb, arg) = match line.find(' ') {
            Some(i) => (&line[..i], &line[i + 1..]),
            None => (line, ""),
        };
        let upper_arg = arg.to_ascii_uppercase();
        match verb.to_ascii_uppercase().as_str() {
            "EHLO" => {
                from = None;
                rcpts.clear();
                let client = if arg.trim().is_empty() {
                    "client"
                } else {
                    arg.trim()
                };
                reply(
                    &mut out,
                    &format!(
                        "250-127.0.0.1 greets {client}\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 HELP"
                    ),
                )?;
            }
            "HELO" => {
                from = None;
                rcpts.clear();
                reply(&mut out, "250 127.0.0.1")?;
            }
            "MAIL" if upper_arg.starts_with("FROM:") => {
                if let Some(code) = *lock(&shared.reject) {
                    reply(&mut out, &rejection(code))?;
                    continue;
                }
                match parse_path(&arg[5..]) {
                    Some(path) => {
                        from = Some(path);
                        rcpts.clear();
                        reply(&mut out, "250 2.1.0 OK")?;
                    }
                    None => reply(&mut out, "501 5.5.4 Syntax: MAIL FROM:<address>")?,
                }
            }
            "RCPT" if upper_arg.starts_with("TO:") => {
                if from.is_none() {
                    reply(&mut out, "503 5.5.1 Need MAIL FROM first")?;
                    continue;
                }
                match parse_path(&arg[3..]) {
                    Some(path) if lock(&shared.reject_to).contains_key(&normalize_addr(&path)) => {
                        let code = lock(&shared.reject_to)[&normalize_addr(&path)];
                        reply(&mut out, &rejection(code))?;
                    }
                    Some(path) if !path.is_empty() => {
                        rcpts.push(path);
                        reply(&mut out, "250 2.1.5 OK")?;
                    }
                    _ => reply(&mut out, "501 5.5.4 Syntax: RCPT TO:<address>")?,
                }
            }
            "DATA" => {
                if from.is_none() || rcpts.is_empty() {
                    reply(&mut out, "503 5.5.1 Need MAIL FROM and RCPT TO first")?;
                    continue;
                }
                reply(&mut out, "354 End data with <CR><LF>.<CR><LF>")?;
                let mut raw: Vec<u8> = Vec::new();
                loop {
                    let Some(data_line) = read_line(&mut reader)? else {
                        // Connection dropped mid-message: discard it.
                        return Ok(());
                    };
                    if data_line == b".\r\n" || data_line == b".\n" {
                        break;
                    }
                    let unstuffed = data_line.strip_prefix(b".").unwrap_or(&data_line);
                    raw.extend_from_slice(unstuffed);
                }
                let envelope_from = from.take().unwrap_or_default();
                let envelope_to = std::mem::take(&mut rcpts);
                if let Some(code) = *lock(&shared.reject) {
                    reply(&mut out, &rejection(code))?;
                    continue;
                }
                {
                    let mut messages = lock(&shared.messages);
                    messages.push(Received {
                        from: envelope_from,
                        to: envelope_to,
                        raw: String::from_utf8_lossy(&raw).into_owned(),
                    });
                    shared.arrived.notify_all();
                }
                reply(&mut out, "250 2.0.0 OK: queued")?;
            }
            "RSET" => {
                from = None;
                rcpts.clear();
                reply(&mut out, "250 2.0.0 OK")?;
            }
            "NOOP" => reply(&mut out, "250 2.0.0 OK")?,
            "QUIT" => {
                reply(&mut out, "221 2.0.0 Bye")?;
                return Ok(());
            }
            _ => reply(&mut out, "502 5.5.2 Command not implemented")?,
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Message parsing
// ---------------------------------------------------------------------------

impl fmt::Debug for Received {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Received")
            .field("from", &self.from)
            .field("to", &self.to)
            .field("subject", &self.header("Subject"))
            .field("raw_len", &self.raw.len())
            .finish()
    }
}

impl Received {
    /// First header called `name` (case-insensitive), unfolded, with RFC 2047
    /// encoded-words decoded and surrounding whitespace trimmed.
    pub fn header(&self, name: &str) -> Option<String> {
        let normalized = self.raw.replace("\r\n", "\n");
        let (head, _) = split_head_body(&normalized);
        parse_headers(head)
            .into_iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| decode_encoded_words(v.trim()))
    }

    /// Every header called `name` (e.g. `Received`, or `To` when repeated), decoded.
    pub fn headers(&self, name: &str) -> Vec<String> {
        let normalized = self.raw.replace("\r\n", "\n");
        let (head, _) = split_head_body(&normalized);
        parse_headers(head)
            .into_iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| decode_encoded_words(v.trim()))
            .collect()
    }

    /// The decoded `text/plain` part (line endings normalised to `\n`), or
    /// `""` if the message has none. A message without `Content-Type` counts
    /// as text/plain.
    pub fn text_body(&self) -> String {
        self.find_part("text/plain").unwrap_or_default()
    }

    /// The decoded `text/html` part (line endings normalised to `\n`), if any.
    pub fn html_body(&self) -> Option<String> {
        self.find_part("text/html")
    }

    /// Every `http://` / `https://` URL in the text body, in order, with
    /// trailing punctuation (`.`, `,`, `)`, `>`, `"`, ...) trimmed.
    pub fn links(&self) -> Vec<String> {
        extract_links(&self.text_body())
    }

    fn find_part(&self, mime: &str) -> Option<String> {
        let normalized = self.raw.replace("\r\n", "\n");
        find_part_in_entity(&normalized, mime, 0)
    }
}

/// Splits an entity (LF line endings) into header block and body.
fn split_head_body(entity: &str) -> (&str, &str) {
    if let Some(body) = entity.strip_prefix('\n') {
        return ("", body);
    }
    match entity.find("\n\n") {
        Some(i) => (&entity[..i], &entity[i + 2..]),
        None => (entity, ""),
    }
}

/// Unfolded `(name, value)` pairs, in order.
fn parse_headers(head: &str) -> Vec<(String, String)> {
    let mut headers: Vec<(String, String)> = Vec::new();
    for line in head.split('\n') {
        if line.starts_with(' ') || line.starts_with('\t') {
            if let Some((_, value)) = headers.last_mut() {
                // Unfolding removes the line break, keeps the whitespace.
                value.push_str(line);
            }
            continue;
        }
        if let Some((name, value)) = line.split_once(':') {
            headers.push((name.trim().to_string(), value.trim_start().to_string()));
        }
    }
    headers
}

fn header_value<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// `text/plain; charset="utf-8"` -> ("text/plain", {"charset": "utf-8"}).
fn parse_content_type(value: &str) -> (String, HashMap<String, String>) {
    let mut segments = Vec::new();
    let mut current = String::new();
    let mut in_quotes = false;
    for c in value.chars() {
        match c {
            '"' => {
                in_quotes = !in_quotes;
                current.push(c);
            }
            ';' if !in_quotes => segments.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    segments.push(current);
    let mut iter = segments.into_iter();
    let mime = iter.next().unwrap_or_default().trim().to_ascii_lowercase();
    let params = iter
        .filter_map(|seg| {
            let (k, v) = seg.split_once('=')?;
            let v = v.trim();
            let v = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .unwrap_or(v);
            Some((k.trim().to_ascii_lowercase(), v.to_string()))
        })
        .collect();
    (mime, params)
}

fn find_part_in_entity(entity: &str, wanted: &str, depth: usize) -> Option<String> {
    if depth > 16 {
        return None;
    }
    let (head, body) = split_head_body(entity);
    let headers = parse_headers(head);
    let (mime, params) = header_value(&headers, "Content-Type")
        .map(parse_content_type)
        .unwrap_or_else(|| ("text/plain".to_string(), HashMap::new()));

    if mime.starts_with("multipart/") {
        let boundary = params.get("boundary")?;
        return split_multipart(body, boundary)
            .into_iter()
            .find_map(|part| find_part_in_entity(&part, wanted, depth + 1));
    }
    if mime != wanted {
        return None;
    }
    let is_attachment = header_value(&headers, "Content-Disposition")
        .is_some_and(|d| d.trim().to_ascii_lowercase().starts_with("attachment"));
    if is_attachment {
        return None;
    }
    let cte = header_value(&headers, "Content-Transfer-Encoding")
        .unwrap_or("7bit")
        .trim()
        .to_ascii_lowercase();
    let bytes = match cte.as_str() {
        "quoted-printable" => decode_quoted_printable(body),
        "base64" => {
            let compact: String = body.chars().filter(|c| !c.is_ascii_whitespace()).collect();
            base64::engine::general_purpose::STANDARD
                .decode(compact.as_bytes())
                .unwrap_or_else(|_| body.as_bytes().to_vec())
        }
        // 7bit, 8bit, binary, or unknown: as is.
        _ => body.as_bytes().to_vec(),
    };
    let charset = params.get("charset").map(|c| c.to_ascii_lowercase());
    Some(decode_charset(&bytes, charset.as_deref()).replace("\r\n", "\n"))
}

/// Body parts of a multipart body (LF line endings), without the delimiters.
fn split_multipart(body: &str, boundary: &str) -> Vec<String> {
    let delimiter = format!("--{boundary}");
    let closing = format!("--{boundary}--");
    let mut parts = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in body.split('\n') {
        let trimmed = line.trim_end();
        if trimmed == closing {
            if let Some(lines) = current.take() {
                parts.push(lines.join("\n"));
            }
            break;
        }
        if trimmed == delimiter {
            if let Some(lines) = current.take() {
                parts.push(lines.join("\n"));
            }
            current = Some(Vec::new());
            continue;
        }
        if let Some(lines) = current.as_mut() {
            lines.push(line);
        }
        // Lines before the first delimiter are the preamble: ignored.
    }
    if let Some(lines) = current.take() {
        // Missing closing delimiter: keep what we have.
        parts.push(lines.join("\n"));
    }
    parts
}

fn hex_val(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Quoted-printable (RFC 2045 §6.7) body decoding; LF line endings expected.
fn decode_quoted_printable(body: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let lines: Vec<&str> = body.split('\n').collect();
    for (i, line) in lines.iter().enumerate() {
        // Trailing whitespace on an encoded line is padding, not content.
        let line = line.trim_end_matches([' ', '\t', '\r']);
        let bytes = line.as_bytes();
        let soft_break = bytes.last() == Some(&b'=');
        let content = if soft_break {
            &bytes[..bytes.len() - 1]
        } else {
            bytes
        };
        let mut j = 0;
        while j < content.len() {
            if content[j] == b'=' {
                if let (Some(h), Some(l)) = (
                    content.get(j + 1).copied().and_then(hex_val),
                    content.get(j + 2).copied().and_then(hex_val),
                ) {
                    out.push(h * 16 + l);
                    j += 3;
                    continue;
                }
            }
            out.push(content[j]);
            j += 1;
        }
        if !soft_break && i + 1 < lines.len() {
            out.push(b'\n');
        }
    }
    out
}

fn decode_charset(bytes: &[u8], charset: Option<&str>) -> String {
    match charset {
        Some("iso-8859-1") | Some("latin1") | Some("latin-1") => {
            bytes.iter().map(|&b| b as char).collect()
        }
        _ => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// Decodes RFC 2047 encoded-words (`=?utf-8?b?...?=`, `=?utf-8?q?...?=`).
/// Whitespace between adjacent encoded-words is dropped, as the RFC requires;
/// bytes of adjacent words are joined before charset decoding so a character
/// split across two words survives.
fn decode_encoded_words(value: &str) -> String {
    let mut out = String::new();
    let mut pending: Vec<u8> = Vec::new();
    let mut pending_charset = String::new();
    let mut pending_ws = String::new();
    let mut rest = value;

    fn flush(out: &mut String, pending: &mut Vec<u8>, charset: &str) {
        if !pending.is_empty() {
            out.push_str(&decode_charset(pending, Some(charset)));
            pending.clear();
        }
    }

    while !rest.is_empty() {
        if let Some((charset, bytes, consumed)) = parse_encoded_word(rest) {
            if !pending.is_empty() && charset != pending_charset {
                flush(&mut out, &mut pending, &pending_charset);
            }
            // Whitespace between two encoded-words is ignored.
            pending_ws.clear();
            pending_charset = charset;
            pending.extend_from_slice(&bytes);
            rest = &rest[consumed..];
            continue;
        }
        let Some(c) = rest.chars().next() else { break };
        if c.is_whitespace() && !pending.is_empty() {
            pending_ws.push(c);
        } else {
            flush(&mut out, &mut pending, &pending_charset);
            out.push_str(&pending_ws);
            pending_ws.clear();
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    flush(&mut out, &mut pending, &pending_charset);
    out.push_str(&pending_ws);
    out
}

/// Parses one encoded-word at the start of `s`: (lower-cased charset, bytes, length consumed).
fn parse_encoded_word(s: &str) -> Option<(String, Vec<u8>, usize)> {
    let inner = s.strip_prefix("=?")?;
    let (charset, after) = inner.split_once('?')?;
    let charset_raw_len = charset.len();
    let (encoding, after) = after.split_once('?')?;
    let end = after.find("?=")?;
    let text = &after[..end];
    if charset.is_empty()
        || text.contains(char::is_whitespace)
        || charset.contains(char::is_whitespace)
    {
        return None;
    }
    let bytes = match encoding {
        "b" | "B" => base64::engine::general_purpose::STANDARD
            .decode(text.as_bytes())
            .or_else(|_| {
                base64::engine::general_purpose::STANDARD_NO_PAD
                    .decode(text.trim_end_matches('=').as_bytes())
            })
            .ok()?,
        "q" | "Q" => {
            let raw = text.as_bytes();
            let mut out = Vec::with_capacity(raw.len());
            let mut i = 0;
            while i < raw.len() {
                match raw[i] {
                    b'_' => out.push(b' '),
                    b'=' if i + 2 < raw.len() => match (hex_val(raw[i + 1]), hex_val(raw[i + 2])) {
                        (Some(h), Some(l)) => {
                            out.push(h * 16 + l);
                            i += 2;
                        }
                        _ => out.push(b'='),
                    },
                    b => out.push(b),
                }
                i += 1;
            }
            out
        }
        _ => return None,
    };
    // Strip an RFC 2231 language suffix: utf-8*en
    let charset = charset
        .split('*')
        .next()
        .unwrap_or(charset)
        .to_ascii_lowercase();
    let consumed = "=?".len() + charset_raw_len + 1 + encoding.len() + 1 + end + "?=".len();
    Some((charset, bytes, consumed))
}

fn extract_links(text: &str) -> Vec<String> {
    let mut links = Vec::new();
    let mut rest = text;
    loop {
        let start = match (rest.find("http://"), rest.find("https://")) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) => a,
            (None, Some(b)) => b,
            (None, None) => break,
        };
        let candidate = &rest[start..];
        let end = candidate
            .find(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"' | '\'' | '`'))
            .unwrap_or(candidate.len());
        let mut url = &candidate[..end];
        loop {
            let trimmed =
                url.trim_end_matches(['.', ',', ';', ':', '!', '?', ']', '}', '>', '"', '\'']);
            // Only drop a closing paren that has no opening partner in the URL.
            let trimmed = if trimmed.ends_with(')')
                && trimmed.matches('(').count() < trimmed.matches(')').count()
            {
                &trimmed[..trimmed.len() - 1]
            } else {
                trimmed
            };
            if trimmed.len() == url.len() {
                break;
            }
            url = trimmed;
        }
        if url.len() > "https://".len() {
            links.push(url.to_string());
        }
        rest = &candidate[end.max(1)..];
    }
    links
}
