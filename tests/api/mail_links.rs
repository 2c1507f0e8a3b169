//! The link of a turn mail: opening it (a mail scanner, a link preview, a person) changes
//! nothing; the button of the page it opens logs its player in and uses it up, once; someone
//! else logged in in the browser is asked first.

use crate::games::two_player_game;
use crate::helpers::{field_value, form_action, link_with, Client, Resp, TestApp};
use crate::toolkit::{digest, first_difference};
use turnpost::db::models::login_links;

/// Ada's "your turn" link of a fresh two-player game, and the game.
pub fn adas_turn_link(app: &TestApp) -> (String, i32) {
    let (_, _, id) = two_player_game(app);
    let mail = loop {
        let m = app.mail_to("ada@example.com");
        if m.header("Subject").is_some_and(|s| s.contains("your turn")) {
            break m;
        }
    };
    (link_with(&mail, "/enter?token="), id)
}

/// Whether the `login_links` row of `link` has `used_at` set.
pub fn link_used(app: &TestApp, link: &str) -> bool {
    let token = link.split("token=").nth(1).expect("token in the link");
    let nonce = token.split('.').next().expect("nonce");
    let mut conn = app.state.pool.get().expect("conn");
    login_links::find_by_nonce(&mut conn, nonce)
        .expect("query")
        .expect("the link's row")
        .used_at
        .is_some()
}

pub fn sets_session(r: &Resp) -> bool {
    r.headers_all("set-cookie")
        .iter()
        .any(|c| c.starts_with("tp_session="))
}

/// The form of the link's page: its action, CSRF token and link token.
fn form_of(page: &Resp) -> (String, String, String) {
    (
        form_action(&page.body, "/enter").expect("the page has the button's form"),
        page.csrf(),
        field_value(&page.body, "token").expect("token field"),
    )
}

/// The email address on the settings page of whoever `client` is logged in as.
fn logged_in_as(client: &Client) -> String {
    let page = client.get("/settings");
    page.assert_status(200);
    ["ada@example.com", "bea@example.com"]
        .into_iter()
        .find(|e| page.body.contains(&format!(" · {e} · ")))
        .expect("an address on the settings page")
        .to_string()
}

#[test]
fn opening_a_turn_link_changes_nothing_and_its_button_logs_in_once() {
    let app = TestApp::spawn();
    let (link, id) = adas_turn_link(&app);
    let browser = app.client();
    browser.get("/login");

    // A scanner, a preview, a person: any number of GETs use nothing and log nobody in.
    let before = digest(&app);
    for _ in 0..2 {
        let page = browser.get(&link);
        page.assert_status(200)
            .assert_contains("Continue to the game as Ada");
        assert!(!sets_session(&page), "a GET sets no session");
    }
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    assert!(
        !link_used(&app, &link),
        "used_at is still NULL after the GETs"
    );
    let r = browser.get("/settings");
    assert!(
        r.status == 303 && r.location().starts_with("/login"),
        "nobody is logged in after the GET"
    );

    // The button without its CSRF token is refused and changes nothing.
    let (action, csrf, token) = form_of(&browser.get(&link));
    assert_eq!(action, format!("/games/{id}/enter"));
    browser
        .post(&action, &[("token", &token)])
        .assert_status(403);
    assert!(!link_used(&app, &link));

    // The button logs Ada in and uses the link up.
    let r = browser.post(&action, &[("csrf", &csrf), ("token", &token)]);
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}"));
    assert!(sets_session(&r));
    assert!(link_used(&app, &link));
    assert_eq!(logged_in_as(&browser), "ada@example.com");
    browser
        .get(&format!("/games/{id}"))
        .assert_contains("Your turn");

    // The same form posted again, from another browser: refused like any used link, cleanly.
    let replay = app.client();
    let csrf2 = replay.get("/login").csrf();
    let r = replay.post(&action, &[("csrf", &csrf2), ("token", &token)]);
    r.assert_status(303);
    assert_eq!(
        r.location(),
        format!("/login?notice=link-expired&next=/games/{id}")
    );
    assert!(!sets_session(&r), "a used link logs nobody in");
    // And its GET now leads to the login page.
    assert!(replay
        .get(&link)
        .location()
        .starts_with("/login?notice=link-expired"));
}

#[test]
fn a_different_player_logged_in_is_asked_before_anything_changes() {
    let app = TestApp::spawn();
    let (link, id) = adas_turn_link(&app);
    // Bea is logged in in this browser and opens Ada's link.
    let bea = app.client();
    bea.login("bea@example.com", crate::helpers::PASSWORD)
        .assert_status(303);
    let before = digest(&app);
    let page = bea.get(&link);
    page.assert_status(200).assert_contains(
        "This link is for Ada. You are logged in as Bea. Log out Bea and continue as Ada?",
    );
    assert!(!sets_session(&page));
    let after = digest(&app);
    assert!(before == after, "{}", first_difference(&before, &after));
    assert_eq!(
        logged_in_as(&bea),
        "bea@example.com",
        "still Bea after the GET"
    );
    assert!(!link_used(&app, &link));

    let (action, csrf, token) = form_of(&page);
    let r = bea.post(&action, &[("csrf", &csrf), ("token", &token)]);
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}"));
    assert!(sets_session(&r));
    assert_eq!(logged_in_as(&bea), "ada@example.com", "Ada after the POST");
    assert!(link_used(&app, &link));
}

#[test]
fn the_player_already_logged_in_goes_straight_to_the_game() {
    let app = TestApp::spawn();
    let (link, id) = adas_turn_link(&app);
    let ada = app.client();
    ada.login("ada@example.com", crate::helpers::PASSWORD)
        .assert_status(303);
    let before = digest(&app);
    let r = ada.get(&link);
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}"));
    assert!(!sets_session(&r));
    assert!(before == digest(&app), "nothing changed");
    assert!(!link_used(&app, &link));
}
