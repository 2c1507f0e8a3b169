//! The boxes of text beside Origins' pictures, in HTML so that long card texts wrap: the
//! viewer's hand with both sides of every card, the auction under way with the card's texts and
//! every bid, the cards on the table (each top discard and every repertoire) and the units by
//! region. Only what the viewer's view holds is shown.

use super::board_map::units_by_region;
use super::paint::{esc, Mark};
use crate::engine::origins::data::{data, Category};
use crate::engine::origins::state::CardId;
use crate::engine::origins::{words, View};
use crate::services::seating::names_in;

fn card_item(out: &mut String, card: CardId, note: &str) {
    out.push_str("<li><strong>");
    esc(out, &words::card(card));
    out.push_str("</strong>");
    if !note.is_empty() {
        out.push(' ');
        esc(out, note);
    }
    for t in words::card_texts(card) {
        out.push_str("<span class=\"og-text\">");
        esc(out, &t);
        out.push_str("</span>");
    }
    out.push_str("</li>");
}

/// The hand of the viewer (a seat), both sides of every card; none for anyone else.
pub fn hand(v: &View) -> Option<String> {
    let seat = v.seat?;
    let p = v.players.get(seat)?;
    let hand = p.hand.as_ref()?;
    let mut out = format!(
        "<p>{} in hand; your hand limit is {}.</p>",
        words::count(hand.len() as i64, "card", "cards"),
        p.hand_limit
    );
    if !hand.is_empty() {
        out.push_str("<ul class=\"og-cards\">");
        for &c in hand {
            card_item(&mut out, c, "");
        }
        out.push_str("</ul>");
    }
    Some(out)
}

/// The auction under way: its title ("The auction of Writing") and the box.
pub fn auction(v: &View, labels: &[String]) -> Option<(String, String)> {
    let a = v.auction.as_ref()?;
    let name = |s: u8| {
        names_in(
            &crate::engine::origins::describe::player(usize::from(s)),
            labels,
        )
    };
    let mut out = String::from("<ul class=\"og-cards\">");
    card_item(&mut out, a.card, "");
    out.push_str("</ul><p>");
    let standing = match a.leader {
        Some(l) if a.high > 0 => format!(
            "High bid {} by {}.",
            words::count(a.high, "elder", "elders"),
            name(l)
        ),
        _ => "No bid yet.".to_string(),
    };
    esc(&mut out, &standing);
    out.push(' ');
    esc(&mut out, &format!("{} to answer.", name(a.bidder)));
    out.push_str("</p><ul>");
    for &s in &a.eligible {
        out.push_str("<li>");
        let bid = match a.bids.get(usize::from(s)).copied().unwrap_or(0) {
            0 => "no bid".to_string(),
            n => words::count(n, "elder", "elders"),
        };
        let passed = if a.passed.contains(&s) {
            ", passed"
        } else {
            ""
        };
        esc(&mut out, &format!("{}: {bid}{passed}", name(s)));
        out.push_str("</li>");
    }
    for p in &a.pledges {
        out.push_str("<li>");
        esc(
            &mut out,
            &format!(
                "{} pledged {} to {}",
                name(p.from),
                words::count(p.count, "elder", "elders"),
                name(p.to)
            ),
        );
        out.push_str("</li>");
    }
    out.push_str("</ul>");
    Some((format!("The auction of {}", words::card(a.card)), out))
}

/// The cards every player may see: each player's top discard and public cards, the texts of
/// each a tap away.
pub fn table_cards(v: &View, labels: &[String]) -> String {
    let mut out = String::new();
    for p in &v.players {
        let who = labels.get(p.seat).cloned().unwrap_or_default();
        out.push_str("<h3>");
        esc(&mut out, &who);
        out.push_str("</h3><ul class=\"og-cards\">");
        match p.discard_top {
            Some(c) => card_item(
                &mut out,
                c,
                &format!(
                    "(top of the discard pile of {})",
                    words::count(p.discard_size as i64, "card", "cards")
                ),
            ),
            None => out.push_str("<li>An empty discard pile.</li>"),
        }
        for h in &p.repertoire {
            let frame = match h.category {
                Category::Info => "info",
                Category::Culture => "culture",
                Category::Admin => "admin",
            };
            let state = if h.active { "active" } else { "suppressed" };
            card_item(&mut out, h.card, &format!("({frame}, {state})"));
        }
        out.push_str("</ul>");
    }
    if !v.removed.is_empty() {
        out.push_str("<p>");
        esc(
            &mut out,
            &format!(
                "Out of the game: {}.",
                words::list(v.removed.iter().map(|&c| words::card(c)))
            ),
        );
        out.push_str("</p>");
    }
    let d = data();
    let brains: Vec<String> = v
        .unused_brains
        .iter()
        .map(|&l| format!("{} ({})", d.species(l).name, l.char()))
        .collect();
    if !brains.is_empty() {
        out.push_str("<p>");
        esc(
            &mut out,
            &format!("Brain maps nobody holds: {}.", brains.join(", ")),
        );
        out.push_str("</p>");
    }
    out
}

/// Every player's units, region by region.
pub fn units(v: &View, marks: &[Mark]) -> String {
    let mut out = String::new();
    for (region, lines) in units_by_region(v, marks) {
        out.push_str("<h3>");
        esc(&mut out, &region);
        out.push_str("</h3><ul>");
        for l in lines {
            out.push_str("<li>");
            esc(&mut out, &l);
            out.push_str("</li>");
        }
        out.push_str("</ul>");
    }
    out
}
