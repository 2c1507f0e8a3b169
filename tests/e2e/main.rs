//! End-to-end tests in a real headless Chromium (Debian's `chromium` + `chromium-driver`)
//! against the real app: what a newcomer does in the browser.

#[path = "../api/helpers.rs"]
#[allow(dead_code)]
mod helpers;
#[path = "../support/smtp.rs"]
mod smtp;

#[path = "../support/postgres.rs"]
mod postgres;
#[path = "../support/webdriver.rs"]
mod webdriver;

mod accessibility;
mod accounts;
mod beta_colony;
mod bots;
mod dawn_of_mankind;
mod humanity;
mod humanity_phone;
mod languages;
mod layout;
mod origins;
mod play;
mod table;

use std::path::PathBuf;
use webdriver::Driver;

/// A started browser, or `None` (with a note) on a machine without Chromium. In CI the browser
/// is required: `.ci/run` installs it, so its absence is a failure there.
pub fn browser() -> Option<Driver> {
    if !Driver::available() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have chromium and chromium-driver (.ci/install-deps)"
        );
        eprintln!("skipping: chromium/chromedriver not installed (run .ci/install-deps)");
        return None;
    }
    Some(Driver::start().expect("chromedriver starts"))
}

/// Where screenshots go: `test-artifacts/` at the top of the checkout.
pub fn artifact(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("test-artifacts");
    std::fs::create_dir_all(&dir).expect("artifact dir");
    dir.join(name)
}
