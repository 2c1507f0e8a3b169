//! DKIM: the key that signs every outgoing mail (read once at start), and the key pair
//! `turnpost dkim-keygen` writes together with the DNS record to publish.

use crate::config::DkimSettings;
use base64::Engine as _;
use lettre::message::dkim::{
    DkimCanonicalization, DkimCanonicalizationType, DkimConfig, DkimSigningAlgorithm,
    DkimSigningKey,
};
use lettre::message::header::HeaderName;
use lettre::Message;
use rsa::pkcs1::{DecodeRsaPrivateKey, EncodeRsaPrivateKey};
use rsa::pkcs8::der::asn1::OctetStringRef;
use rsa::pkcs8::der::{Decode, Encode, EncodePem};
use rsa::pkcs8::{
    AlgorithmIdentifierRef, DecodePrivateKey, EncodePrivateKey, EncodePublicKey, LineEnding,
    ObjectIdentifier, PrivateKeyInfo,
};
use rsa::traits::PublicKeyParts;
use rsa::RsaPrivateKey;
use std::fmt;
use std::io::Write;
use std::path::Path;

/// RFC 8410: id-Ed25519.
const ED25519_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.101.112");
/// RFC 8017: rsaEncryption.
const RSA_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.1.1");
/// The size `dkim-keygen` makes: what large providers expect (and what every DNS host takes,
/// unlike 4096-bit records).
pub const RSA_BITS: usize = 2048;
/// RFC 8301: verifiers must reject smaller RSA keys.
const MIN_RSA_BITS: usize = 1024;

/// The header fields the signature covers, when present. Signing one that is absent is
/// allowed and means it may not be added later (RFC 6376 §5.4). RFC 8058 wants the two
/// unsubscribe fields signed, or providers ignore the one-click button.
const SIGNED_HEADERS: &[&str] = &[
    "From",
    "Sender",
    "Reply-To",
    "To",
    "Cc",
    "Subject",
    "Date",
    "Message-ID",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Content-Language",
    "In-Reply-To",
    "References",
    "List-Unsubscribe",
    "List-Unsubscribe-Post",
];

/// The two kinds of key DKIM knows (RFC 6376, RFC 8463).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Algorithm {
    Rsa,
    Ed25519,
}

impl Algorithm {
    /// The `k=` tag of the DNS record.
    fn tag(self) -> &'static str {
        match self {
            Algorithm::Rsa => "rsa",
            Algorithm::Ed25519 => "ed25519",
        }
    }
}

/// The loaded signing key and what it signs as. `Debug` shows neither key half: lettre's
/// own `DkimConfig` would print the private key.
pub struct Signer {
    config: DkimConfig,
    selector: String,
    domain: String,
    algorithm: Algorithm,
}

impl fmt::Debug for Signer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Signer")
            .field("selector", &self.selector)
            .field("domain", &self.domain)
            .field("algorithm", &self.algorithm)
            .finish_non_exhaustive()
    }
}

impl Signer {
    /// Reads and parses the key file. Every failure names the file and what is wrong with it,
    /// never its content.
    pub fn load(settings: &DkimSettings) -> anyhow::Result<Self> {
        let path = settings.key.display();
        let text = std::fs::read_to_string(&settings.key)
            .map_err(|e| anyhow::anyhow!("cannot read the DKIM key file {path}: {e}"))?;
        let key = PrivateKey::from_pem(&text)
            .map_err(|why| anyhow::anyhow!("the DKIM key file {path} {why}"))?;
        let algorithm = key.algorithm();
        let signing_key = key
            .for_lettre()
            .map_err(|e| anyhow::anyhow!("the DKIM key file {path}: {e}"))?;
        let headers = SIGNED_HEADERS
            .iter()
            .map(|name| HeaderName::new_from_ascii_str(name))
            .collect();
        let config = DkimConfig::new(
            settings.selector.clone(),
            settings.domain.clone(),
            signing_key,
            headers,
            // Relaxed survives the re-folding and whitespace changes relays make.
            DkimCanonicalization {
                header: DkimCanonicalizationType::Relaxed,
                body: DkimCanonicalizationType::Relaxed,
            },
        );
        Ok(Signer {
            config,
            selector: settings.selector.clone(),
            domain: settings.domain.clone(),
            algorithm,
        })
    }

    /// Adds the `DKIM-Signature` header. Must be the last change to the message.
    pub fn sign(&self, message: &mut Message) {
        message.sign(&self.config);
    }

    /// One line for the start-up log.
    pub fn describe(&self) -> String {
        format!(
            "mail is signed with DKIM ({}, d={}, s={}; the key is published at {}._domainkey.{})",
            self.algorithm.tag(),
            self.domain,
            self.selector,
            self.selector,
            self.domain
        )
    }
}

/// A DKIM private key, whichever PEM form it came in.
enum PrivateKey {
    Rsa(Box<RsaPrivateKey>),
    Ed25519(Box<ed25519_dalek::SigningKey>),
}

impl PrivateKey {
    /// Accepts PKCS#8 (`BEGIN PRIVATE KEY`: what `dkim-keygen` and `openssl genpkey` write) for
    /// both kinds, and PKCS#1 (`BEGIN RSA PRIVATE KEY`) for RSA. The error completes the
    /// sentence "the DKIM key file F ...".
    fn from_pem(text: &str) -> Result<Self, String> {
        let (label, der) = rsa::pkcs8::der::pem::decode_vec(text.trim().as_bytes())
            .map_err(|e| format!("is not a PEM private key ({e})"))?;
        let key = match label {
            "RSA PRIVATE KEY" => RsaPrivateKey::from_pkcs1_der(&der)
                .map(|k| PrivateKey::Rsa(Box::new(k)))
                .map_err(|e| format!("holds an RSA key that does not parse ({e})"))?,
            "PRIVATE KEY" => {
                let info = PrivateKeyInfo::from_der(&der)
                    .map_err(|e| format!("holds a PKCS#8 key that does not parse ({e})"))?;
                if info.algorithm.oid == RSA_OID {
                    RsaPrivateKey::from_pkcs8_der(&der)
                        .map(|k| PrivateKey::Rsa(Box::new(k)))
                        .map_err(|e| format!("holds an RSA key that does not parse ({e})"))?
                } else if info.algorithm.oid == ED25519_OID {
                    let seed = OctetStringRef::from_der(info.private_key)
                        .ok()
                        .and_then(|o| <[u8; 32]>::try_from(o.as_bytes()).ok())
                        .ok_or("holds an Ed25519 key that does not parse")?;
                    PrivateKey::Ed25519(Box::new(ed25519_dalek::SigningKey::from_bytes(&seed)))
                } else {
                    return Err(format!(
                        "holds a {} key: DKIM signs with RSA or Ed25519 only",
                        info.algorithm.oid
                    ));
                }
            }
            "ENCRYPTED PRIVATE KEY" => {
                return Err("holds an encrypted key: the server needs it unencrypted \
                            (readable by the server's user only)"
                    .into())
            }
            other => return Err(format!("holds a {other:?}, not a private key")),
        };
        if let PrivateKey::Rsa(k) = &key {
            let bits = k.size() * 8;
            if bits < MIN_RSA_BITS {
                return Err(format!(
                    "holds a {bits}-bit RSA key: receivers reject DKIM keys under \
                     {MIN_RSA_BITS} bits (make a new one with `turnpost dkim-keygen`)"
                ));
            }
        }
        Ok(key)
    }

    fn algorithm(&self) -> Algorithm {
        match self {
            PrivateKey::Rsa(_) => Algorithm::Rsa,
            PrivateKey::Ed25519(_) => Algorithm::Ed25519,
        }
    }

    /// lettre takes RSA keys as PKCS#1 PEM and Ed25519 keys as the base64 of the 32-byte seed.
    fn for_lettre(&self) -> anyhow::Result<DkimSigningKey> {
        let key = match self {
            PrivateKey::Rsa(k) => {
                let pem = k
                    .to_pkcs1_pem(LineEnding::LF)
                    .map_err(|e| anyhow::anyhow!("cannot re-encode the RSA key: {e}"))?;
                DkimSigningKey::new(&pem, DkimSigningAlgorithm::Rsa)
            }
            PrivateKey::Ed25519(k) => {
                let seed = base64::engine::general_purpose::STANDARD.encode(k.to_bytes());
                DkimSigningKey::new(&seed, DkimSigningAlgorithm::Ed25519)
            }
        };
        key.map_err(|e| anyhow::anyhow!("lettre refused the key: {e}"))
    }

    /// The PKCS#8 PEM of the key.
    fn to_pem(&self) -> anyhow::Result<String> {
        let pem = match self {
            PrivateKey::Rsa(k) => k.to_pkcs8_pem(LineEnding::LF)?.to_string(),
            PrivateKey::Ed25519(k) => {
                // RFC 8410: the private key field holds the seed as an OCTET STRING.
                let seed = k.to_bytes();
                let inner = OctetStringRef::new(&seed)?.to_der()?;
                let info = PrivateKeyInfo::new(
                    AlgorithmIdentifierRef {
                        oid: ED25519_OID,
                        parameters: None,
                    },
                    &inner,
                );
                info.to_pem(LineEnding::LF)?
            }
        };
        Ok(pem)
    }

    /// The `p=` tag: the DER SubjectPublicKeyInfo for RSA (RFC 6376), the bare 32-byte
    /// public key for Ed25519 (RFC 8463), in base64.
    fn public_base64(&self) -> anyhow::Result<String> {
        let bytes = match self {
            PrivateKey::Rsa(k) => k.to_public_key().to_public_key_der()?.into_vec(),
            PrivateKey::Ed25519(k) => k.verifying_key().to_bytes().to_vec(),
        };
        Ok(base64::engine::general_purpose::STANDARD.encode(bytes))
    }
}

/// The value of the TXT record for a key.
fn txt_value(key: &PrivateKey) -> anyhow::Result<String> {
    Ok(format!(
        "v=DKIM1; k={}; p={}",
        key.algorithm().tag(),
        key.public_base64()?
    ))
}

/// What `dkim-keygen` made: the TXT record's name and value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    /// `selector._domainkey.domain.`
    pub name: String,
    /// `v=DKIM1; k=...; p=...`
    pub value: String,
}

impl Published {
    /// The line for a zone file. One string of a TXT record holds at most 255 bytes, so a
    /// longer value (an RSA key) is written as several strings, which receivers join.
    pub fn zone_line(&self) -> String {
        let strings: Vec<String> = self
            .value
            .as_bytes()
            .chunks(255)
            .map(|chunk| format!("\"{}\"", String::from_utf8_lossy(chunk)))
            .collect();
        format!("{} IN TXT {}", self.name, strings.join(" "))
    }
}

/// Makes a new key, writes it to `out` (mode 0600, never over an existing file), and returns
/// the DNS record that publishes its public half.
pub fn keygen(
    out: &Path,
    selector: &str,
    domain: &str,
    algorithm: Algorithm,
) -> anyhow::Result<Published> {
    let key = match algorithm {
        Algorithm::Rsa => PrivateKey::Rsa(Box::new(
            RsaPrivateKey::new(&mut rsa::rand_core::OsRng, RSA_BITS)
                .map_err(|e| anyhow::anyhow!("cannot make an RSA key: {e}"))?,
        )),
        Algorithm::Ed25519 => {
            let mut seed = [0u8; 32];
            getrandom::getrandom(&mut seed)
                .map_err(|e| anyhow::anyhow!("no randomness from the system: {e}"))?;
            PrivateKey::Ed25519(Box::new(ed25519_dalek::SigningKey::from_bytes(&seed)))
        }
    };
    let pem = key.to_pem()?;
    write_new_private(out, pem.as_bytes())?;
    Ok(Published {
        name: format!(
            "{selector}._domainkey.{}.",
            domain.trim_end_matches('.').to_ascii_lowercase()
        ),
        value: txt_value(&key)?,
    })
}

/// Creates `path` readable by its owner only; an existing file is an error, not overwritten
/// (it may be the key the published record names).
fn write_new_private(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            anyhow::anyhow!(
                "{} exists already: not overwritten (it may be the key your DNS publishes). \
                 Choose another file, or remove it first",
                path.display()
            )
        } else {
            anyhow::anyhow!("cannot create {}: {e}", path.display())
        }
    })?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(key: &Path) -> DkimSettings {
        DkimSettings {
            key: key.to_path_buf(),
            selector: "s1".into(),
            domain: "example.org".into(),
        }
    }

    #[test]
    fn keygen_writes_a_private_file_that_load_reads_back() {
        let dir = tempfile::tempdir().expect("tempdir");
        for algorithm in [Algorithm::Ed25519, Algorithm::Rsa] {
            let path = dir.path().join(format!("{algorithm:?}.pem"));
            let published = keygen(&path, "s1", "Example.org.", algorithm).expect("keygen");
            assert_eq!(published.name, "s1._domainkey.example.org.");
            assert!(
                published
                    .value
                    .starts_with(&format!("v=DKIM1; k={}; p=", algorithm.tag())),
                "{}",
                published.value
            );
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let mode = std::fs::metadata(&path).expect("meta").permissions().mode();
                assert_eq!(mode & 0o777, 0o600, "{mode:o}");
            }
            let signer = Signer::load(&settings(&path)).expect("load");
            assert_eq!(signer.algorithm, algorithm);
            let shown = format!("{signer:?}");
            let pem = std::fs::read_to_string(&path).expect("read");
            let body_line = pem.lines().nth(1).expect("a base64 line");
            assert!(!shown.contains(body_line), "{shown}");
            let again = keygen(&path, "s1", "example.org", algorithm).expect_err("exists");
            assert!(
                format!("{again:#}").contains("not overwritten"),
                "{again:#}"
            );
            assert_eq!(std::fs::read_to_string(&path).expect("read"), pem);
        }
    }

    #[test]
    fn a_bad_key_file_is_refused_with_its_name_and_not_its_content() {
        let dir = tempfile::tempdir().expect("tempdir");
        let missing = dir.path().join("missing.pem");
        let e = Signer::load(&settings(&missing)).expect_err("missing");
        assert!(
            format!("{e:#}").contains("cannot read the DKIM key file"),
            "{e:#}"
        );
        let garbage = dir.path().join("garbage.pem");
        std::fs::write(&garbage, "hunter2 is not a key").expect("write");
        let e = format!(
            "{:#}",
            Signer::load(&settings(&garbage)).expect_err("garbage")
        );
        assert!(
            e.contains("garbage.pem") && e.contains("is not a PEM private key"),
            "{e}"
        );
        assert!(!e.contains("hunter2"), "{e}");
        let public = dir.path().join("public.pem");
        std::fs::write(
            &public,
            "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n",
        )
        .expect("write");
        let e = format!(
            "{:#}",
            Signer::load(&settings(&public)).expect_err("public")
        );
        assert!(e.contains("not a private key"), "{e}");
    }
}
