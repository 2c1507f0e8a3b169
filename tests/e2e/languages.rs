//! The pseudo-language (every text marked and a third longer) on a phone: no page's controls
//! are clipped at 375 px by the longer strings, logged out and logged in, with a game of each
//! kind waiting on the player.

use crate::helpers::{TestApp, PASSWORD};
use crate::layout::assert_nothing_clipped;
use std::time::{Duration, Instant};
use turnpost::i18n::Lang;

#[test]
fn the_longer_texts_of_the_pseudo_language_fit_a_phone() {
    let Some(d) = crate::browser() else { return };
    let app = TestApp::spawn_with(|s| s.pseudo_language = true);
    let base = app.base.clone();
    let games = crate::accessibility::games_waiting_on_ada(&app);
    let ada = {
        let mut conn = app.state.pool.get().expect("conn");
        turnpost::db::models::users::find_by_email(&mut conn, "ada@example.com")
            .expect("query")
            .expect("Ada")
            .id
    };
    turnpost::services::prefs::set_language(&app.state, ada, Some(Lang::Pseudo)).expect("language");
    d.emulate_viewport(375, 900).expect("phone");
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
    let mut pages: Vec<String> = [
        "/",
        "/games",
        "/games/new",
        "/settings",
        "/lobby",
        "/archive",
    ]
    .iter()
    .map(|p| p.to_string())
    .collect();
    for game in turnpost::engine::registry::games() {
        pages.push(format!("/rules/{}", game.name()));
    }
    for (id, game) in games {
        pages.push(format!("/games/new?game={game}"));
        pages.push(format!("/games/{id}"));
        pages.push(format!("/games/{id}/replay/0"));
    }
    for path in pages {
        d.goto(&format!("{base}{path}")).expect("page");
        let lang = d
            .execute("return document.documentElement.lang", vec![])
            .expect("lang");
        assert_eq!(lang, serde_json::json!("en-XA"), "{path}");
        assert_nothing_clipped(&d, &format!("{path} in the pseudo-language"));
    }
}
