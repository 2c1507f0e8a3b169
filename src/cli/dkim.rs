//! `turnpost dkim-keygen`: a new DKIM key in a file of its own, and the DNS record to publish.

use crate::mail::dkim::{self, Algorithm};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct KeygenArgs {
    /// File to write the private key to (PEM, mode 0600); an existing file is not overwritten
    #[arg(long)]
    pub out: PathBuf,
    /// Selector: the record is published at <selector>._domainkey.<domain>
    #[arg(long, default_value = "turnpost")]
    pub selector: String,
    /// Signing domain [default: the domain of --mail-from]
    #[arg(long)]
    pub domain: Option<String>,
    #[arg(long, value_enum, default_value_t = Algorithm::Rsa)]
    pub algorithm: Algorithm,
}

/// Writes the key, prints the zone-file line on stdout (so it can be redirected alone) and
/// what to do with it on stderr.
pub fn keygen(args: KeygenArgs, mail_from: Option<&str>) -> anyhow::Result<()> {
    let domain = match args
        .domain
        .as_deref()
        .or_else(|| mail_from.and_then(domain_of))
    {
        Some(d) => d.to_string(),
        None => anyhow::bail!("give the signing domain with --domain (or set --mail-from)"),
    };
    let checked = crate::config::DkimSettings::check(args.out.clone(), &args.selector, &domain)?;
    let published = dkim::keygen(
        &checked.key,
        &checked.selector,
        &checked.domain,
        args.algorithm,
    )?;
    eprintln!(
        "wrote the private key to {} (readable by you only: keep it secret)\n\
         publish this DNS record, then start the server with\n  \
         TURNPOST_DKIM_KEY={} TURNPOST_DKIM_SELECTOR={} TURNPOST_DKIM_DOMAIN={}\n\
         (a web form that wants the value alone: {})\n",
        checked.key.display(),
        checked.key.display(),
        checked.selector,
        checked.domain,
        published.value
    );
    println!("{}", published.zone_line());
    Ok(())
}

/// `Turnpost <turnpost@example.org>` -> `example.org`.
fn domain_of(mail_from: &str) -> Option<&str> {
    let address = mail_from.rsplit('<').next()?.trim_end_matches('>').trim();
    address
        .rsplit_once('@')
        .map(|(_, d)| d)
        .filter(|d| !d.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_domain_comes_from_the_sender_address() {
        assert_eq!(
            domain_of("Turnpost <tp@games.example>"),
            Some("games.example")
        );
        assert_eq!(domain_of("tp@example.org"), Some("example.org"));
        assert_eq!(domain_of("nobody"), None);
    }
}
