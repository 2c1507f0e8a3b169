//! The pseudo-language (every text marked and a third longer) on a phone: no page's controls
//! are clipped at 375 px by the longer strings, for a player who reads it, with a game of each
//! kind waiting on them (the games' pages, their replays, the rules pages, the site's pages).

use crate::helpers::TestApp;
use crate::layout::assert_nothing_clipped;
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
    crate::accessibility::log_in_as_ada(&d, &base);
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
