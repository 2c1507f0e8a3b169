//! Who sent a reply: the checks that let a reply by mail act for a player. A reply's sender is
//! authenticated for the domain of its `From` address when one of these holds:
//! - a DKIM signature of the message, verified by `mail-auth` against the key the signing domain
//!   publishes, whose domain (`d=`) is the From domain or a parent of it;
//! - SPF passes for the client that handed the message to the listener and the envelope sender
//!   (`MAIL FROM`), whose domain is the From domain or a parent of it (meaningful when the
//!   listener is the site's MX itself);
//! - the first `Authentication-Results` header bearing the site's trusted authserv-id
//!   (`--inbound-authserv-id`: the MX that received the reply and put it at the top) says
//!   `dkim=pass` or `dmarc=pass` or `spf=pass` for that domain. Headers further down, and those
//!   of any other server, are the sender's own words and count for nothing.
//!
//! DNS answers are kept in a cache (at most `CACHE_SIZE` names, each until its TTL); a site that
//! reaches no DNS server (tests) gives the records it knows instead (`Settings::inbound_dns`).

use crate::config::Settings;
use mail_auth::common::parse::TxtRecordParser;
use mail_auth::common::verify::DomainKey;
use mail_auth::hickory_resolver::config::{ResolverConfig, ResolverOpts};
use mail_auth::spf::{verify::SpfParameters, Spf};
use mail_auth::{
    AuthenticatedMessage, DkimResult, MessageAuthenticator, Parameters, ResolverCache, SpfResult,
    Txt,
};
use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The most DNS names the cache keeps.
const CACHE_SIZE: usize = 4096;

/// How the sender of a reply was authenticated, for the From domain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// A DKIM signature Turnpost verified, by this domain.
    Dkim(String),
    /// SPF passed for the envelope sender's domain.
    Spf(String),
    /// The trusted receiving server said so (its header's words).
    Results(String),
    /// The development mailbox sent it, for the player it shows the mail of (it is served only
    /// where nobody but the site's operator can reach it, and shows every mail anyway).
    Mailbox,
}

/// What the SMTP conversation told of a message besides the message itself.
#[derive(Debug, Clone)]
pub struct Envelope {
    /// The client that handed the message over.
    pub client: IpAddr,
    /// Its `HELO`/`EHLO` name.
    pub helo: String,
    /// The envelope sender (`MAIL FROM`).
    pub mail_from: String,
}

/// TXT records by name (the fully qualified name, with its final dot), each until it expires.
struct TxtCache(Mutex<HashMap<Box<str>, (Txt, Instant)>>);

impl TxtCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Box<str>, (Txt, Instant)>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl ResolverCache<Box<str>, Txt> for TxtCache {
    fn get<Q>(&self, name: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let map = self.lock();
        map.get(name)
            .filter(|(_, until)| *until > Instant::now())
            .map(|(txt, _)| txt.clone())
    }

    fn remove<Q>(&self, name: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.lock().remove(name).map(|(txt, _)| txt)
    }

    fn insert(&self, key: Box<str>, value: Txt, valid_until: Instant) {
        let mut map = self.lock();
        if map.len() >= CACHE_SIZE {
            let now = Instant::now();
            map.retain(|_, (_, until)| *until > now);
            if map.len() >= CACHE_SIZE {
                map.clear();
            }
        }
        map.insert(key, (value, valid_until));
    }
}

/// A TXT record's text as `mail-auth` keeps it: an SPF policy, or a DKIM key.
fn parsed(record: &str) -> Txt {
    let bytes = record.as_bytes();
    if record
        .trim_start()
        .to_ascii_lowercase()
        .starts_with("v=spf1")
    {
        Txt::from(Spf::parse(bytes))
    } else {
        Txt::from(DomainKey::parse(bytes))
    }
}

/// The checks of the inbound listener, with their DNS resolver and cache.
pub struct Verifier {
    dns: Option<MessageAuthenticator>,
    txt: TxtCache,
    authserv_id: Option<String>,
    /// The name this site answers SMTP with (SPF's `%{r}`).
    host: String,
}

impl Verifier {
    /// The checks as the settings say: the system's resolver, or only the records given.
    pub fn new(settings: &Settings, host: &str) -> Self {
        let txt = TxtCache(Mutex::new(HashMap::new()));
        let dns = match &settings.inbound_dns {
            Some(records) => {
                // Known for a long time: nothing else answers.
                let until = Instant::now() + Duration::from_secs(100 * 365 * 24 * 3600);
                for (name, value) in records {
                    let mut name = name.trim().to_ascii_lowercase();
                    if !name.ends_with('.') {
                        name.push('.');
                    }
                    txt.insert(name.into_boxed_str(), parsed(value), until);
                }
                MessageAuthenticator::new(
                    ResolverConfig::from_parts(None, Vec::new(), Vec::new()),
                    ResolverOpts::default(),
                )
                .ok()
            }
            None => MessageAuthenticator::new_system_conf()
                .map_err(|e| tracing::error!(error = %e, "no DNS resolver: replies by mail cannot be authenticated by their DKIM signature"))
                .ok(),
        };
        Verifier {
            dns,
            txt,
            authserv_id: settings.inbound_authserv_id.clone(),
            host: host.to_string(),
        }
    }

    /// How the sender of `raw` is authenticated for `from_domain` (the domain of its From
    /// address), if at all. The receiving server's word is read first (it costs no lookup),
    /// then the DKIM signatures, then SPF.
    pub async fn authenticate(
        &self,
        raw: &[u8],
        from_domain: &str,
        envelope: &Envelope,
    ) -> Option<Proof> {
        let from_domain = from_domain.trim().to_ascii_lowercase();
        if from_domain.is_empty() {
            return None;
        }
        if let Some(id) = &self.authserv_id {
            if let Some(proof) = trusted_results(&results_headers(raw), id, &from_domain) {
                return Some(proof);
            }
        }
        let dns = self.dns.as_ref()?;
        let message = AuthenticatedMessage::parse(raw)?;
        if !message.dkim_headers.is_empty() {
            let outputs = dns
                .verify_dkim(Parameters::new(&message).with_txt_cache(&self.txt))
                .await;
            for output in &outputs {
                if let (DkimResult::Pass, Some(signature)) = (output.result(), output.signature()) {
                    if aligned(&from_domain, &signature.d) {
                        return Some(Proof::Dkim(signature.d.to_ascii_lowercase()));
                    }
                }
            }
        }
        let sender_domain = envelope
            .mail_from
            .rsplit_once('@')
            .map(|(_, d)| d.to_ascii_lowercase())
            .unwrap_or_default();
        if aligned(&from_domain, &sender_domain) {
            let spf = dns
                .verify_spf(
                    Parameters::new(SpfParameters::verify_mail_from(
                        envelope.client,
                        &envelope.helo,
                        &self.host,
                        &envelope.mail_from,
                    ))
                    .with_txt_cache(&self.txt),
                )
                .await;
            if spf.result() == SpfResult::Pass {
                return Some(Proof::Spf(sender_domain));
            }
        }
        None
    }
}

/// Whether a domain that vouches for a message (`other`: a DKIM `d=`, an SPF or
/// Authentication-Results domain) speaks for the From domain: the same domain, or a parent of
/// it (which controls it), never a top-level name. A subdomain does not speak for its parent.
pub fn aligned(from_domain: &str, other: &str) -> bool {
    let from = from_domain
        .trim()
        .trim_end_matches('.')
        .to_ascii_lowercase();
    let other = other.trim().trim_end_matches('.').to_ascii_lowercase();
    if other.is_empty() || !other.contains('.') || from.is_empty() {
        return false;
    }
    from == other || from.ends_with(&format!(".{other}"))
}

/// The values of the message's `Authentication-Results` headers, top first, unfolded.
pub fn results_headers(raw: &[u8]) -> Vec<String> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|p| p + 2)
        .or_else(|| raw.windows(2).position(|w| w == b"\n\n").map(|p| p + 1))
        .unwrap_or(raw.len());
    let head = String::from_utf8_lossy(&raw[..end]);
    let mut fields: Vec<String> = Vec::new();
    for line in head.lines() {
        if line.starts_with([' ', '\t']) {
            if let Some(last) = fields.last_mut() {
                last.push(' ');
                last.push_str(line.trim());
            }
        } else if !line.is_empty() {
            fields.push(line.to_string());
        }
    }
    fields
        .into_iter()
        .filter_map(|f| {
            let (name, value) = f.split_once(':')?;
            name.trim()
                .eq_ignore_ascii_case("Authentication-Results")
                .then(|| value.trim().to_string())
        })
        .collect()
}

/// Drops RFC 5322 comments (in parentheses, nested, with `\` escapes) outside quoted strings.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in text.chars() {
        if escaped {
            escaped = false;
            if depth == 0 {
                out.push(c);
            }
            continue;
        }
        match c {
            '\\' => {
                escaped = true;
                if depth == 0 {
                    out.push(c);
                }
            }
            '"' if depth == 0 => {
                quoted = !quoted;
                out.push(c);
            }
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The trusted server's verdict (RFC 8601): the first header whose authserv-id is `authserv_id`
/// counts, and only it. It authenticates `from_domain` when it says `dkim=pass` with a
/// `header.d` (or `header.i`) aligned with it, `dmarc=pass` with `header.from` equal to it, or
/// `spf=pass` with an aligned `smtp.mailfrom`.
pub fn trusted_results(headers: &[String], authserv_id: &str, from_domain: &str) -> Option<Proof> {
    let header = headers.iter().find(|h| {
        let text = without_comments(h);
        let id = text
            .split(';')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .next();
        id.is_some_and(|id| id.eq_ignore_ascii_case(authserv_id))
    })?;
    let text = without_comments(header);
    for resinfo in text.split(';').skip(1) {
        let mut words = resinfo.split_whitespace();
        let Some((method, result)) = words.next().and_then(|w| w.split_once('=')) else {
            continue;
        };
        let method = method.split('/').next().unwrap_or("").to_ascii_lowercase();
        if !result.eq_ignore_ascii_case("pass") {
            continue;
        }
        let props: Vec<(String, String)> = words
            .filter_map(|w| w.split_once('='))
            .map(|(k, v)| {
                let v = v.trim_matches('"');
                let domain = v.rsplit_once('@').map_or(v, |(_, d)| d);
                (k.to_ascii_lowercase(), domain.to_ascii_lowercase())
            })
            .collect();
        let said = |key: &str| {
            props
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let vouches = match method.as_str() {
            "dkim" => said("header.d")
                .or_else(|| said("header.i"))
                .is_some_and(|d| aligned(from_domain, d)),
            "dmarc" => said("header.from").is_some_and(|d| d == from_domain),
            "spf" => said("smtp.mailfrom").is_some_and(|d| aligned(from_domain, d)),
            _ => false,
        };
        if vouches {
            return Some(Proof::Results(format!("{method}=pass")));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignment_is_the_domain_or_a_parent() {
        assert!(aligned("example.com", "example.com"));
        assert!(aligned("mail.example.com", "Example.COM."));
        assert!(!aligned("example.com", "mail.example.com"));
        assert!(!aligned("example.com", "com"));
        assert!(!aligned("example.com", "badexample.com"));
        assert!(!aligned("example.com", ""));
    }

    fn h(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn only_the_first_header_of_the_trusted_server_counts() {
        let pass = "mx.test; dkim=pass header.d=example.com";
        assert_eq!(
            trusted_results(&h(&[pass]), "mx.test", "example.com"),
            Some(Proof::Results("dkim=pass".into()))
        );
        // Its first header says nothing good: a pass the sender wrote below counts for nothing.
        let none = "mx.test; dkim=none; spf=softfail smtp.mailfrom=example.com";
        assert_eq!(
            trusted_results(&h(&[none, pass]), "mx.test", "example.com"),
            None
        );
        // Another server's header is skipped; another id never counts.
        assert!(trusted_results(
            &h(&["other.test; arc=none", pass]),
            "mx.test",
            "example.com"
        )
        .is_some());
        assert_eq!(trusted_results(&h(&[pass]), "mx.evil", "example.com"), None);
        // The pass must be for the From domain.
        assert_eq!(
            trusted_results(&h(&[pass]), "mx.test", "other.example"),
            None
        );
        assert_eq!(
            trusted_results(
                &h(&["mx.test; dkim=fail header.d=example.com"]),
                "mx.test",
                "example.com"
            ),
            None
        );
    }

    #[test]
    fn results_are_read_through_comments_versions_and_quotes() {
        let spf = "mx.test 1; (a comment; with=pass) spf=pass (sender ok) smtp.mailfrom=\"ada@example.com\"; dkim=none";
        assert_eq!(
            trusted_results(&h(&[spf]), "MX.test", "example.com"),
            Some(Proof::Results("spf=pass".into()))
        );
        let dmarc = "mx.test; dmarc=pass (p=none) header.from=example.com";
        assert!(trusted_results(&h(&[dmarc]), "mx.test", "example.com").is_some());
        let commented = "mx.test; dkim=fail (dkim=pass header.d=example.com) header.d=example.com";
        assert_eq!(
            trusted_results(&h(&[commented]), "mx.test", "example.com"),
            None
        );
    }

    #[test]
    fn results_headers_are_found_in_order_and_unfolded() {
        let raw = b"Authentication-Results: mx.test;\r\n  dkim=pass header.d=example.com\r\nFrom: a@example.com\r\nauthentication-results: forged; dkim=pass\r\n\r\nAuthentication-Results: in the body\r\n";
        assert_eq!(
            results_headers(raw),
            vec![
                "mx.test; dkim=pass header.d=example.com".to_string(),
                "forged; dkim=pass".to_string()
            ]
        );
    }
}
