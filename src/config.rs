//! Settings: command-line flags, then `TURNPOST_*` environment variables, then an optional TOML
//! file, then defaults. The secret key is never printed.

use clap::Args;
use serde::Deserialize;
use std::fmt;
use std::path::PathBuf;

/// The options shared by `serve` and `migrate`.
#[derive(Debug, Clone, Default, Args)]
pub struct SettingsArgs {
    /// Address to listen on [default: 127.0.0.1:8080]
    #[arg(long, global = true, env = "TURNPOST_BIND")]
    pub bind: Option<String>,
    /// SQLite database file [default: turnpost.db]
    #[arg(long = "database", global = true, env = "TURNPOST_DATABASE_URL")]
    pub database_url: Option<String>,
    /// Absolute URL of the site, used in emails [default: http://<bind>]
    #[arg(long, global = true, env = "TURNPOST_BASE_URL")]
    pub base_url: Option<String>,
    /// SMTP server, e.g. smtp://127.0.0.1:2525 or smtps://user:pass@host; unset keeps mail in
    /// the development mailbox at /dev/mailbox
    #[arg(long, global = true, env = "TURNPOST_SMTP_URL")]
    pub smtp_url: Option<String>,
    /// Sender address of the site's mail
    #[arg(long, global = true, env = "TURNPOST_MAIL_FROM")]
    pub mail_from: Option<String>,
    /// Serve the development mailbox (/dev/mailbox) even when listening on a public address.
    /// Anyone who can reach the server can then read every mail it sends, password resets
    /// included: for a private test server only
    #[arg(long, global = true, env = "TURNPOST_DEV_MAILBOX")]
    pub dev_mailbox: bool,
    /// Address of a reverse proxy whose X-Forwarded-For header is believed (repeatable, or
    /// comma-separated in the variable)
    #[arg(
        long = "trusted-proxy",
        global = true,
        env = "TURNPOST_TRUSTED_PROXY",
        value_delimiter = ','
    )]
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// PEM file of the DKIM private key (RSA or Ed25519; see `turnpost dkim-keygen`) that
    /// signs every mail; needs --dkim-selector and --dkim-domain too
    #[arg(long, global = true, env = "TURNPOST_DKIM_KEY")]
    pub dkim_key: Option<PathBuf>,
    /// DKIM selector: the key is published at <selector>._domainkey.<domain>
    #[arg(long, global = true, env = "TURNPOST_DKIM_SELECTOR")]
    pub dkim_selector: Option<String>,
    /// DKIM signing domain (d=), normally the domain of the sender address
    #[arg(long, global = true, env = "TURNPOST_DKIM_DOMAIN")]
    pub dkim_domain: Option<String>,
    /// Listen for replies to game mail by SMTP on this address (e.g. 127.0.0.1:2526; behind
    /// the site's MX on a public server): a reply posts in the game's table talk. Off by default
    #[arg(long, global = true, env = "TURNPOST_INBOUND_SMTP")]
    pub inbound_smtp: Option<String>,
    /// The domain of the Reply-To addresses of game mail [default: the site's host]
    #[arg(long, global = true, env = "TURNPOST_REPLY_DOMAIN")]
    pub reply_domain: Option<String>,
    /// The authserv-id of the mail server that receives replies for the site (its MX): the
    /// first Authentication-Results header with this id counts as that server's word on the
    /// sender (dkim=pass or spf=pass for the From domain). Unset: only Turnpost's own DKIM
    /// and SPF checks authenticate a reply
    #[arg(long, global = true, env = "TURNPOST_INBOUND_AUTHSERV_ID")]
    pub inbound_authserv_id: Option<String>,
    /// Games one player may create per hour [default: 10]; raise it for a club that sets up
    /// many tables at once, or for load tests
    #[arg(long, global = true, env = "TURNPOST_GAMES_PER_HOUR")]
    pub games_per_hour: Option<usize>,
    /// Open games one player may have waiting for players at once [default: 3]
    #[arg(long, global = true, env = "TURNPOST_OPEN_GAMES_PER_PLAYER")]
    pub open_games_per_player: Option<i64>,
    /// Threads that play the bots' seats, in the background [default: 1]; 0 leaves bot seats
    /// to the timeout's default turn
    #[arg(long, global = true, env = "TURNPOST_BOT_THREADS")]
    pub bot_threads: Option<usize>,
    /// The most time one bot decision may take, in milliseconds [default: the level's own
    /// budget, about a second at most]
    #[arg(long, global = true, env = "TURNPOST_BOT_THINK_MS")]
    pub bot_think_ms: Option<u64>,
    /// Offer the tests' pseudo-language (`en-XA`: every English text marked and lengthened)
    #[arg(long, global = true, hide = true, env = "TURNPOST_PSEUDO_LANGUAGE")]
    pub pseudo_language: bool,
    /// Optional TOML file with the same settings (bind, database_url, base_url, smtp_url,
    /// mail_from, secret, dev_mailbox, trusted_proxies, dkim_key, dkim_selector, dkim_domain,
    /// inbound_smtp, reply_domain, inbound_authserv_id, games_per_hour, open_games_per_player,
    /// bot_threads, bot_think_ms)
    #[arg(long, global = true, env = "TURNPOST_CONFIG")]
    pub config: Option<PathBuf>,
    // The secret comes from the environment or the file only: flags show up in `ps`.
    #[arg(skip)]
    pub secret: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSettings {
    bind: Option<String>,
    database_url: Option<String>,
    base_url: Option<String>,
    smtp_url: Option<String>,
    mail_from: Option<String>,
    secret: Option<String>,
    dev_mailbox: Option<bool>,
    trusted_proxies: Option<Vec<std::net::IpAddr>>,
    dkim_key: Option<PathBuf>,
    dkim_selector: Option<String>,
    dkim_domain: Option<String>,
    inbound_smtp: Option<String>,
    reply_domain: Option<String>,
    inbound_authserv_id: Option<String>,
    games_per_hour: Option<usize>,
    open_games_per_player: Option<i64>,
    bot_threads: Option<usize>,
    bot_think_ms: Option<u64>,
}

#[derive(Clone)]
pub struct Settings {
    pub bind: String,
    pub database_url: String,
    pub base_url: String,
    pub smtp_url: Option<String>,
    pub mail_from: String,
    /// Signing key material; generated and stored in the database when absent.
    pub secret: Option<String>,
    /// Size of the database connection pool.
    pub pool_size: u32,
    /// How often the scheduler (reminders, deadlines, digests) runs; `None` turns it off
    /// (tests call `services::deadlines::tick` themselves).
    pub scheduler_period: Option<std::time::Duration>,
    /// Serve `/dev/mailbox` (with no SMTP server) even on a non-loopback address.
    pub dev_mailbox: bool,
    /// Reverse proxies whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Sign outgoing mail with DKIM. Only the key's path is kept here: the key itself is read
    /// once at start (`mail::dkim::Signer::load`) and never printed.
    pub dkim: Option<DkimSettings>,
    /// Where the inbound SMTP listener for replies listens (none: off).
    pub inbound_smtp: Option<String>,
    /// The domain of Reply-To addresses (none: the host of `base_url`).
    pub reply_domain: Option<String>,
    /// The longest conversation of the inbound SMTP listener (`mail::inbound::SESSION_LIFETIME`;
    /// tests shorten it).
    pub inbound_lifetime: std::time::Duration,
    /// The authserv-id whose `Authentication-Results` header the inbound listener believes
    /// (the site's MX); none: only Turnpost's own checks.
    pub inbound_authserv_id: Option<String>,
    /// The DNS the inbound listener's DKIM and SPF checks see: `None` asks the system's
    /// resolver; `Some(records)` asks no server and knows only these TXT records, by name
    /// (tests, which reach no network).
    pub inbound_dns: Option<Vec<(String, String)>>,
    /// Games one player may create per rolling hour (`services::games::GAMES_PER_HOUR`).
    pub games_per_hour: usize,
    /// Open games one player may have waiting at once
    /// (`services::games::OPEN_WAITING_PER_PLAYER`).
    pub open_games_per_player: i64,
    /// Threads of the bot pool (`services::bot_pool`); 0: none.
    pub bot_threads: usize,
    /// A cap on the time of one bot decision (none: the level's budget decides).
    pub bot_think_ms: Option<u64>,
    /// The tests' pseudo-language is offered (`i18n::Lang::Pseudo`).
    pub pseudo_language: bool,
}

/// Where the DKIM key is and what it signs as; all three are given or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DkimSettings {
    pub key: PathBuf,
    pub selector: String,
    pub domain: String,
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("bind", &self.bind)
            .field("database_url", &self.database_url)
            .field("base_url", &self.base_url)
            .field("smtp_url", &self.smtp_url.as_deref().map(redact_url))
            .field("mail_from", &self.mail_from)
            .field("secret", &self.secret.as_ref().map(|_| "<redacted>"))
            .field("dev_mailbox", &self.dev_mailbox)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("dkim", &self.dkim)
            .field("inbound_smtp", &self.inbound_smtp)
            .field("reply_domain", &self.reply_domain)
            .field("inbound_authserv_id", &self.inbound_authserv_id)
            .field("games_per_hour", &self.games_per_hour)
            .field("open_games_per_player", &self.open_games_per_player)
            .field("bot_threads", &self.bot_threads)
            .field("bot_think_ms", &self.bot_think_ms)
            .field("pseudo_language", &self.pseudo_language)
            .finish()
    }
}

impl Default for Settings {
    /// The defaults of `resolve` with nothing given; tests and benchmarks start from these.
    fn default() -> Self {
        Settings {
            bind: "127.0.0.1:8080".into(),
            database_url: "turnpost.db".into(),
            base_url: "http://127.0.0.1:8080".into(),
            smtp_url: None,
            mail_from: "Turnpost <turnpost@localhost>".into(),
            secret: None,
            pool_size: 8,
            scheduler_period: Some(std::time::Duration::from_secs(30)),
            dev_mailbox: false,
            trusted_proxies: Vec::new(),
            dkim: None,
            inbound_smtp: None,
            reply_domain: None,
            inbound_lifetime: crate::mail::inbound::SESSION_LIFETIME,
            inbound_authserv_id: None,
            inbound_dns: None,
            games_per_hour: crate::services::games::GAMES_PER_HOUR,
            open_games_per_player: crate::services::games::OPEN_WAITING_PER_PLAYER,
            bot_threads: 1,
            bot_think_ms: None,
            pseudo_language: false,
        }
    }
}

impl Settings {
    /// Resolves the settings in priority order: flags and environment (merged by clap), the
    /// config file, then defaults.
    pub fn resolve(args: SettingsArgs) -> anyhow::Result<Self> {
        let file = match &args.config {
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|e| {
                    anyhow::anyhow!("cannot read config file {}: {e}", path.display())
                })?;
                toml::from_str::<FileSettings>(&text)
                    .map_err(|e| anyhow::anyhow!("bad config file {}: {e}", path.display()))?
            }
            None => FileSettings::default(),
        };
        let secret = args
            .secret
            .or_else(|| std::env::var("TURNPOST_SECRET").ok())
            .or(file.secret)
            .filter(|s| !s.is_empty());
        let bind = args
            .bind
            .or(file.bind)
            .unwrap_or_else(|| "127.0.0.1:8080".into());
        let base_url = args
            .base_url
            .or(file.base_url)
            .unwrap_or_else(|| format!("http://{bind}"));
        let dkim = DkimSettings::resolve(
            args.dkim_key.or(file.dkim_key),
            args.dkim_selector.or(file.dkim_selector),
            args.dkim_domain.or(file.dkim_domain),
        )?;
        Ok(Settings {
            database_url: args
                .database_url
                .or(file.database_url)
                .unwrap_or_else(|| "turnpost.db".into()),
            base_url: base_url.trim_end_matches('/').to_string(),
            smtp_url: args.smtp_url.or(file.smtp_url).filter(|s| !s.is_empty()),
            mail_from: args
                .mail_from
                .or(file.mail_from)
                .unwrap_or_else(|| "Turnpost <turnpost@localhost>".into()),
            bind,
            secret,
            dev_mailbox: args.dev_mailbox || file.dev_mailbox.unwrap_or(false),
            trusted_proxies: if args.trusted_proxies.is_empty() {
                file.trusted_proxies.unwrap_or_default()
            } else {
                args.trusted_proxies
            },
            dkim,
            inbound_smtp: args
                .inbound_smtp
                .or(file.inbound_smtp)
                .filter(|s| !s.is_empty()),
            reply_domain: args
                .reply_domain
                .or(file.reply_domain)
                .filter(|s| !s.is_empty()),
            inbound_authserv_id: args
                .inbound_authserv_id
                .or(file.inbound_authserv_id)
                .map(|s| s.trim().to_ascii_lowercase())
                .filter(|s| !s.is_empty()),
            games_per_hour: args
                .games_per_hour
                .or(file.games_per_hour)
                .unwrap_or(crate::services::games::GAMES_PER_HOUR),
            open_games_per_player: args
                .open_games_per_player
                .or(file.open_games_per_player)
                .unwrap_or(crate::services::games::OPEN_WAITING_PER_PLAYER),
            bot_threads: args.bot_threads.or(file.bot_threads).unwrap_or(1),
            bot_think_ms: args.bot_think_ms.or(file.bot_think_ms).filter(|ms| *ms > 0),
            pseudo_language: args.pseudo_language,
            ..Settings::default()
        })
    }

    /// Cookies get the `Secure` flag when the site is served over https.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

impl DkimSettings {
    /// All three or none: a key without a selector or domain (or the reverse) is a mistake the
    /// operator should hear about at start, not mail that silently goes out unsigned.
    fn resolve(
        key: Option<PathBuf>,
        selector: Option<String>,
        domain: Option<String>,
    ) -> anyhow::Result<Option<Self>> {
        let key = key.filter(|k| !k.as_os_str().is_empty());
        let selector = selector
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        let domain = domain
            .map(|d| d.trim().trim_end_matches('.').to_ascii_lowercase())
            .filter(|d| !d.is_empty());
        match (key, selector, domain) {
            (None, None, None) => Ok(None),
            (Some(key), Some(selector), Some(domain)) => {
                Ok(Some(DkimSettings::check(key, &selector, &domain)?))
            }
            (key, selector, domain) => {
                let missing: Vec<&str> = [
                    (key.is_none(), "TURNPOST_DKIM_KEY (--dkim-key)"),
                    (
                        selector.is_none(),
                        "TURNPOST_DKIM_SELECTOR (--dkim-selector)",
                    ),
                    (domain.is_none(), "TURNPOST_DKIM_DOMAIN (--dkim-domain)"),
                ]
                .into_iter()
                .filter_map(|(absent, name)| absent.then_some(name))
                .collect();
                anyhow::bail!(
                    "DKIM is configured only in part: {} missing. Set all three of the key, \
                     the selector and the domain to sign mail, or none of them to send it unsigned",
                    missing.join(" and ")
                )
            }
        }
    }

    /// Refuses a selector or domain that is not a DNS name (it goes into a header and a DNS
    /// query); the domain is kept lower-case without a final dot.
    pub fn check(key: PathBuf, selector: &str, domain: &str) -> anyhow::Result<Self> {
        let selector = selector.trim();
        let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
        if let Some(bad) = [selector, &domain].into_iter().find(|v| !is_dns_name(v)) {
            anyhow::bail!(
                "DKIM: {bad:?} is not a DNS name (letters, digits, '-', '_' and '.' only)"
            );
        }
        Ok(DkimSettings {
            key,
            selector: selector.to_string(),
            domain,
        })
    }
}

/// What a selector or domain may hold: they end up in a header and a DNS query.
fn is_dns_name(s: &str) -> bool {
    s.len() <= 253
        && s.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// Hides the password of `smtps://user:pass@host`.
fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            format!("{}://<credentials>{}", &url[..scheme_end], &url[at..])
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_win_over_file_and_defaults_fill_the_rest() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("turnpost.toml");
        std::fs::write(&path, "bind = \"0.0.0.0:9000\"\nmail_from = \"a@b.c\"\n").expect("write");
        let args = SettingsArgs {
            bind: Some("127.0.0.1:1".into()),
            config: Some(path),
            ..Default::default()
        };
        let s = Settings::resolve(args).expect("resolve");
        assert_eq!(s.bind, "127.0.0.1:1");
        assert_eq!(s.mail_from, "a@b.c");
        assert_eq!(s.base_url, "http://127.0.0.1:1");
        assert_eq!(s.database_url, "turnpost.db");
    }

    #[test]
    fn a_partial_dkim_configuration_is_refused_naming_what_is_missing() {
        let args = SettingsArgs {
            dkim_key: Some("/etc/turnpost/dkim.pem".into()),
            dkim_domain: Some("example.org".into()),
            ..Default::default()
        };
        let e = Settings::resolve(args).expect_err("a key without a selector is refused");
        let text = format!("{e:#}");
        assert!(
            text.contains("DKIM is configured only in part")
                && text.contains("TURNPOST_DKIM_SELECTOR")
                && !text.contains("TURNPOST_DKIM_KEY")
                && !text.contains("TURNPOST_DKIM_DOMAIN"),
            "{text}"
        );
        let args = SettingsArgs {
            dkim_selector: Some("mail".into()),
            ..Default::default()
        };
        let text = format!("{:#}", Settings::resolve(args).expect_err("refused"));
        assert!(
            text.contains("TURNPOST_DKIM_KEY") && text.contains("TURNPOST_DKIM_DOMAIN"),
            "{text}"
        );
    }

    #[test]
    fn dkim_comes_from_the_file_and_flags_win() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("turnpost.toml");
        std::fs::write(
            &path,
            "dkim_key = \"/k.pem\"\ndkim_selector = \"s1\"\ndkim_domain = \"Example.ORG.\"\n",
        )
        .expect("write");
        let s = Settings::resolve(SettingsArgs {
            config: Some(path.clone()),
            ..Default::default()
        })
        .expect("resolve");
        assert_eq!(
            s.dkim,
            Some(DkimSettings {
                key: "/k.pem".into(),
                selector: "s1".into(),
                domain: "example.org".into(),
            })
        );
        let s = Settings::resolve(SettingsArgs {
            config: Some(path),
            dkim_selector: Some("s2".into()),
            ..Default::default()
        })
        .expect("resolve");
        assert_eq!(s.dkim.map(|d| d.selector), Some("s2".into()));
        let e = Settings::resolve(SettingsArgs {
            dkim_key: Some("/k.pem".into()),
            dkim_selector: Some("bad;selector".into()),
            dkim_domain: Some("example.org".into()),
            ..Default::default()
        })
        .expect_err("a selector that is no DNS name");
        assert!(format!("{e:#}").contains("not a DNS name"), "{e:#}");
    }

    #[test]
    fn debug_never_shows_secrets() {
        let s = Settings {
            smtp_url: Some("smtps://user:hunter2@mail.example".into()),
            secret: Some("topsecret".into()),
            ..Settings::default()
        };
        let shown = format!("{s:?}");
        assert!(
            !shown.contains("hunter2") && !shown.contains("topsecret"),
            "{shown}"
        );
    }
}
