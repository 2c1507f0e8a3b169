//! DKIM: mail signed by the running app, as the real SMTP listener received it, checked by an
//! independent verifier (Debian's dkimpy) against the DNS record `dkim-keygen` printed.

use crate::games::two_player_game;
use crate::helpers::TestApp;
use crate::smtp::Received;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use turnpost::config::{DkimSettings, Settings};
use turnpost::mail::dkim::{keygen, Algorithm, Published};

const PYTHON: &str = "/usr/bin/python3";
const SELECTOR: &str = "tp2026";
const DOMAIN: &str = "test.example";

/// Verifies the message in argv[1] with the TXT record in argv[3] served for the name in
/// argv[2] only; prints True or False, and dkimpy's reasons on stderr.
const VERIFY: &str = r#"
import logging, sys, dkim
msg = open(sys.argv[1], "rb").read()
name, record = sys.argv[2].encode(), sys.argv[3].encode()
def dnsfunc(asked, timeout=5):
    return record if asked == name else None
logging.basicConfig(stream=sys.stderr, level=logging.DEBUG)
print(dkim.verify(msg, logger=logging.getLogger("dkim"), dnsfunc=dnsfunc))
"#;

/// Fails the test (rather than skipping it) when the verifier is not installed.
fn require_python_module(module: &str, package: &str) {
    let ok = Command::new(PYTHON)
        .args(["-c", &format!("import {module}")])
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        ok,
        "{PYTHON} cannot import {module}: install Debian's {package} by running .ci/install-deps"
    );
}

/// What dkimpy says of `raw` when `published` is the DNS.
fn verifies(raw: &str, published: &Published, dir: &Path) -> bool {
    let file = dir.join("message.eml");
    std::fs::write(&file, raw).expect("write message");
    let out = Command::new(PYTHON)
        .args(["-c", VERIFY])
        .arg(&file)
        .arg(&published.name)
        .arg(&published.value)
        .output()
        .expect("python3 runs");
    let said = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(
        out.status.success() && (said == "True" || said == "False"),
        "dkimpy failed: {said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if said != "True" {
        eprintln!("dkimpy:\n{}", String::from_utf8_lossy(&out.stderr));
    }
    said == "True"
}

/// A new key in `dir`, and the app signing with it.
fn app_signing_with(algorithm: Algorithm, dir: &Path) -> (TestApp, Published) {
    let key = dir.join("dkim.pem");
    let published = keygen(&key, SELECTOR, DOMAIN, algorithm).expect("keygen");
    let app = TestApp::spawn_with(|s: &mut Settings| {
        s.dkim = Some(DkimSettings {
            key,
            selector: SELECTOR.into(),
            domain: DOMAIN.into(),
        });
    });
    (app, published)
}

/// The `tag=` value of the message's DKIM-Signature, whitespace removed.
fn signature_tag(mail: &Received, tag: &str) -> String {
    let header = mail.header("DKIM-Signature").expect("a DKIM-Signature");
    let compact: String = header.split_whitespace().collect();
    compact
        .split(';')
        .find_map(|t| t.strip_prefix(&format!("{tag}=")))
        .unwrap_or_else(|| panic!("no {tag}= in {header}"))
        .to_string()
}

/// The same message with another Subject.
fn with_forged_subject(raw: &str) -> String {
    assert!(raw.contains("\r\nSubject: "), "{raw}");
    raw.replacen("\r\nSubject: ", "\r\nSubject: Forged ", 1)
}

/// Waits for a mail carrying the one-click unsubscribe headers (a turn mail).
fn wait_for_turn_mail(app: &TestApp) -> Received {
    let start = Instant::now();
    loop {
        if let Some(mail) = app
            .smtp()
            .messages()
            .into_iter()
            .find(|m| m.header("List-Unsubscribe-Post").is_some())
        {
            return mail;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "no mail with List-Unsubscribe-Post arrived"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn rsa_signed_mail_verifies_and_a_changed_subject_does_not() {
    require_python_module("dkim", "python3-dkim");
    let dir = tempfile::tempdir().expect("tempdir");
    let (app, published) = app_signing_with(Algorithm::Rsa, dir.path());
    assert!(
        published.value.starts_with("v=DKIM1; k=rsa; p=MII"),
        "{}",
        published.value
    );
    // Account mail, an invitation, and a turn mail with threading and unsubscribe headers.
    let _game = two_player_game(&app);
    let turn = wait_for_turn_mail(&app);
    let signed = signature_tag(&turn, "h");
    for name in [
        "from",
        "to",
        "subject",
        "date",
        "message-id",
        "mime-version",
        "content-type",
        "in-reply-to",
        "references",
        "list-unsubscribe",
        "list-unsubscribe-post",
    ] {
        assert!(
            signed.split(':').any(|h| h == name),
            "{name} is not signed: h={signed}"
        );
    }
    assert_eq!(signature_tag(&turn, "c"), "relaxed/relaxed");
    assert_eq!(signature_tag(&turn, "a"), "rsa-sha256");
    assert_eq!(signature_tag(&turn, "d"), DOMAIN);
    assert_eq!(signature_tag(&turn, "s"), SELECTOR);

    let all = app.smtp().messages();
    assert!(all.len() >= 4, "{} mails", all.len());
    for mail in &all {
        assert!(
            verifies(&mail.raw, &published, dir.path()),
            "mail {:?} to {:?} does not verify:\n{}",
            mail.header("Subject"),
            mail.to,
            mail.raw
        );
    }
    assert!(
        !verifies(&with_forged_subject(&turn.raw), &published, dir.path()),
        "a forged subject still verifies"
    );
    // Another key published under the same name: the signature is the key's, not just any.
    let other = keygen(
        &dir.path().join("other.pem"),
        SELECTOR,
        DOMAIN,
        Algorithm::Rsa,
    )
    .expect("keygen");
    assert!(!verifies(&turn.raw, &other, dir.path()));
}

#[test]
fn ed25519_signed_mail_verifies_and_a_changed_subject_does_not() {
    require_python_module("dkim", "python3-dkim");
    require_python_module("nacl", "python3-nacl");
    let dir = tempfile::tempdir().expect("tempdir");
    let (app, published) = app_signing_with(Algorithm::Ed25519, dir.path());
    assert!(
        published.value.starts_with("v=DKIM1; k=ed25519; p="),
        "{}",
        published.value
    );
    app.client()
        .register("ada@example.com", "Ada", crate::helpers::PASSWORD)
        .assert_status(303);
    let mail = app.mail_to("ada@example.com");
    assert_eq!(signature_tag(&mail, "a"), "ed25519-sha256");
    assert!(
        verifies(&mail.raw, &published, dir.path()),
        "does not verify:\n{}",
        mail.raw
    );
    assert!(!verifies(
        &with_forged_subject(&mail.raw),
        &published,
        dir.path()
    ));
}

#[test]
fn without_dkim_settings_mail_is_not_signed() {
    let app = TestApp::spawn();
    app.client()
        .register("ada@example.com", "Ada", crate::helpers::PASSWORD)
        .assert_status(303);
    let mail = app.mail_to("ada@example.com");
    assert_eq!(mail.header("DKIM-Signature"), None);
}

#[test]
fn a_key_that_cannot_be_read_or_parsed_stops_the_start() {
    let dir = tempfile::tempdir().expect("tempdir");
    let garbage = dir.path().join("garbage.pem");
    std::fs::write(
        &garbage,
        "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
    )
    .expect("write");
    for (key, expected) in [
        (
            dir.path().join("missing.pem"),
            "cannot read the DKIM key file",
        ),
        (garbage, "does not parse"),
    ] {
        let settings = Settings {
            bind: "127.0.0.1:0".into(),
            database_url: dir.path().join("t.db").display().to_string(),
            scheduler_period: None,
            dkim: Some(DkimSettings {
                key: key.clone(),
                selector: SELECTOR.into(),
                domain: DOMAIN.into(),
            }),
            ..Settings::default()
        };
        let built = actix_web::rt::System::new()
            .block_on(async move { turnpost::startup::Application::build(settings) });
        let e = format!("{:#}", built.err().expect("the start is refused"));
        assert!(
            e.contains(expected) && e.contains(&key.display().to_string()),
            "{e}"
        );
    }
}
