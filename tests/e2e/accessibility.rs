//! axe-core (from npm, installed by `.ci/install-deps`) injected into every kind of page, with
//! the WCAG 2.1 A and AA rules, logged out and logged in as the player whose turn it is, at
//! 375 px and 1280 px: no violation (issue 16).

use crate::helpers::{TestApp, PASSWORD};
use crate::webdriver::Driver;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Where `.ci/install-deps` puts axe-core.
pub(crate) fn axe_source() -> Option<String> {
    let path = std::env::var_os("TURNPOST_AXE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join(".ci/axe/node_modules/axe-core/axe.min.js")
        });
    match std::fs::read_to_string(&path) {
        Ok(source) => Some(source),
        Err(_) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must have axe-core at {} (.ci/install-deps)",
                path.display()
            );
            eprintln!("skipping: axe-core not installed (run .ci/install-deps)");
            None
        }
    }
}

/// The violations axe finds on the page now shown, one line each.
pub(crate) fn violations(d: &Driver, axe: &str) -> Vec<String> {
    d.execute(axe, vec![]).expect("axe loads");
    d.execute(
        "window.__axe = null; \
         axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}}) \
            .then(r => { window.__axe = r.violations.map(v => v.id + ': ' + v.help + ' — ' + \
                 v.nodes.map(n => n.target.join(' ')).slice(0, 4).join(' | ')); }) \
            .catch(e => { window.__axe = ['axe failed: ' + e]; });",
        vec![],
    )
    .expect("axe runs");
    let start = Instant::now();
    loop {
        let found = d.execute("return window.__axe;", vec![]).expect("poll");
        if let Some(list) = found.as_array() {
            return list
                .iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "axe never finished"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn check(d: &Driver, axe: &str, url: &str, found: &mut Vec<String>) {
    for (width, height) in [(375, 900), (1280, 1000)] {
        d.emulate_viewport(width, height).expect("viewport");
        d.goto(url).expect("page");
        for v in violations(d, axe) {
            found.push(format!("{url} at {width} px: {v}"));
        }
    }
}

#[test]
fn every_page_passes_axe_at_both_widths() {
    let Some(axe) = axe_source() else { return };
    let Some(d) = crate::browser() else { return };
    let app = TestApp::spawn();
    let base = app.base.clone();
    // The check can fail: an image without a text alternative is found.
    d.goto(&format!("{base}/login")).expect("login page");
    d.execute("document.querySelector('main').insertAdjacentHTML('beforeend', '<img src=\"/static/favicon.svg\">');", vec![])
        .expect("inject");
    let planted = violations(&d, &axe);
    assert!(
        planted.iter().any(|v| v.starts_with("image-alt")),
        "axe sees a planted fault: {planted:?}"
    );
    let mut found = Vec::new();
    // Logged out.
    for path in ["/", "/login", "/register", "/archive", "/forgot"] {
        check(&d, &axe, &format!("{base}{path}"), &mut found);
    }
    for game in turnpost::engine::registry::games() {
        check(
            &d,
            &axe,
            &format!("{base}/rules/{}", game.name()),
            &mut found,
        );
    }
    // Logged in, with a game of each kind waiting on this player.
    let games = games_waiting_on_ada(&app);
    log_in_as_ada(&d, &base);
    for path in ["/", "/games", "/games/new", "/settings", "/lobby"] {
        check(&d, &axe, &format!("{base}{path}"), &mut found);
    }
    for (id, game) in games {
        for path in [
            format!("/games/new?game={game}"),
            format!("/games/{id}"),
            format!("/games/{id}/replay/0"),
        ] {
            check(&d, &axe, &format!("{base}{path}"), &mut found);
        }
    }
    assert!(found.is_empty(), "axe finds:\n{}", found.join("\n"));
}

/// Logs Ada in through the login form, and waits for the page that has a way to log out (in
/// whatever language the page speaks).
pub(crate) fn log_in_as_ada(d: &Driver, base: &str) {
    d.goto(&format!("{base}/login")).expect("login page");
    d.fill("input[name=email]", "ada@example.com")
        .expect("email");
    d.fill("input[name=password]", PASSWORD).expect("password");
    d.find("main form button[type=submit]")
        .and_then(|b| b.click())
        .expect("log in");
    let start = Instant::now();
    while d.find("form[action='/logout']").is_err() {
        assert!(start.elapsed() < Duration::from_secs(30), "logged in");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A started game of each registered game, at its fewest players, in which Ada (seat 1) is to
/// play: (game id, registry name).
pub(crate) fn games_waiting_on_ada(app: &TestApp) -> Vec<(i32, &'static str)> {
    let ada = app.verified_user("ada@example.com", "Ada");
    let others: Vec<(String, crate::helpers::Client)> = ["bea", "cy", "dee", "eve"]
        .iter()
        .map(|n| {
            let email = format!("{n}@example.com");
            let client = app.verified_user(&email, n);
            (email, client)
        })
        .collect();
    let mut out = Vec::new();
    for (g, engine) in turnpost::engine::registry::games().iter().enumerate() {
        let game = engine.name();
        let about = engine.about();
        let seats = about.min_players.max(2);
        // Each game invites from a different player on, since an address takes at most three
        // invitations a day.
        let invitees: Vec<(&str, &crate::helpers::Client)> = others
            .iter()
            .cycle()
            .skip(g)
            .take(seats - 1)
            .map(|(email, client)| (email.as_str(), client))
            .collect();
        let id = crate::play::started_over_http(app, &ada, &invitees, game, about.colours, |_| {});
        out.push((id, game));
    }
    out
}
