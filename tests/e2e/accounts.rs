//! A newcomer registers, reads the verification mail at /dev/mailbox, verifies, logs in and
//! out, and resets the password — all by clicking in the browser.

use crate::helpers::TestApp;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(30);

fn submit_main_form(d: &crate::webdriver::Driver) {
    d.find("main form button[type=submit]")
        .and_then(|b| b.click())
        .expect("submit");
}

/// Waits until the element at `css` contains `text` (a click has navigated); returns its text.
fn wait_text(d: &crate::webdriver::Driver, css: &str, text: &str) -> String {
    let start = std::time::Instant::now();
    loop {
        // An element not there yet (the page still loading) never matches, even for "".
        let found = d.find(css).and_then(|h| h.text());
        if let Ok(found) = &found {
            if found.contains(text) {
                return found.clone();
            }
        }
        let found = found.unwrap_or_default();
        assert!(
            start.elapsed() < WAIT,
            "{css} never contained {text:?}; last {found:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn wait_heading(d: &crate::webdriver::Driver, text: &str) {
    wait_text(d, "main h1", text);
}

/// Opens the newest mail, once it is the one with `subject` (a reset is queued after `/forgot`
/// has answered, so the mailbox is read again until it is there), and follows its link.
fn open_newest_mail_link(d: &crate::webdriver::Driver, base: &str, subject: &str) {
    let start = std::time::Instant::now();
    let first = loop {
        d.goto(&format!("{base}/dev/mailbox")).expect("mailbox");
        let first = d.wait_for("ul.mailbox li a", WAIT).expect("a message");
        let newest = first.text().expect("subject");
        if newest == subject {
            break first;
        }
        assert!(
            start.elapsed() < WAIT,
            "the newest mail is {newest:?}, not {subject:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    first.click().expect("open message");
    wait_heading(d, subject);
    d.wait_for("pre.mail-body a", WAIT)
        .and_then(|a| a.click())
        .expect("follow the link in the mail");
}

#[test]
fn newcomer_registers_verifies_logs_in_out_and_resets_password() {
    let Some(d) = crate::browser() else { return };
    let app = TestApp::spawn_mailbox();
    d.emulate_viewport(375, 800).expect("phone-sized viewport");

    d.goto(&format!("{}/", app.base)).expect("home");
    d.find("a.button")
        .and_then(|a| a.click())
        .expect("create an account");
    wait_heading(&d, "Create your account");
    d.fill("input[name=email]", "newcomer@example.com")
        .expect("email");
    d.fill("input[name=name]", "Newcomer").expect("name");
    d.fill("input[name=password]", "my first password")
        .expect("password");
    submit_main_form(&d);
    wait_text(&d, "p.notice", "confirm your address");

    open_newest_mail_link(&d, &app.base, "Confirm your email address for Turnpost");
    wait_heading(&d, "Confirm your email address");
    submit_main_form(&d);
    // The confirmed address logs the newcomer in.
    wait_text(&d, "p.notice", "confirmed");
    let nav = wait_text(&d, "header nav", "Log out");
    assert!(nav.contains("Newcomer"), "{nav}");
    d.screenshot_png(crate::artifact("e2e-logged-in.png"))
        .expect("screenshot");

    d.find("header form button")
        .and_then(|b| b.click())
        .expect("log out");
    wait_text(&d, "p.notice", "logged out");

    d.find("a[href='/forgot']")
        .and_then(|a| a.click())
        .expect("forgot link");
    wait_heading(&d, "Forgot your password?");
    d.fill("input[name=email]", "newcomer@example.com")
        .expect("email");
    submit_main_form(&d);
    wait_text(&d, "p.notice", "we have sent it a link");
    open_newest_mail_link(&d, &app.base, "Reset your Turnpost password");
    wait_heading(&d, "Choose a new password");
    d.fill("input[name=new_password]", "my second password")
        .expect("new password");
    submit_main_form(&d);
    wait_text(&d, "p.notice", "password has been changed");

    d.fill("input[name=email]", "newcomer@example.com")
        .expect("email");
    d.fill("input[name=password]", "my second password")
        .expect("password");
    submit_main_form(&d);
    wait_text(&d, "header nav", "Newcomer");
}
