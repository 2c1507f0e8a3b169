//! The boxes of text beside Origins' pictures, in HTML so that long card texts wrap: the
//! viewer's hand with both sides of every card, the auction under way with the card's texts and
//! every bid, the cards on the table (each top discard and every repertoire) and the units by
//! region. Only what the viewer's view holds is shown.

use super::board_map::units_by_region_in;
use super::paint::{esc, Mark};
use crate::engine::origins::data::Category;
use crate::engine::origins::state::CardId;
use crate::engine::origins::{said, View};
use crate::i18n::{words, Lang};
use crate::say;
use crate::services::seating::with_names;

fn card_item(out: &mut String, card: CardId, note: &str, lang: Lang) {
    out.push_str("<li><strong>");
    esc(out, &words(lang, &said::card(card)));
    out.push_str("</strong>");
    if !note.is_empty() {
        out.push(' ');
        esc(out, note);
    }
    for t in said::card_texts(card) {
        out.push_str("<span class=\"og-text\">");
        esc(out, &words(lang, &t));
        out.push_str("</span>");
    }
    out.push_str("</li>");
}

/// The hand of the viewer (a seat), both sides of every card; none for anyone else.
pub fn hand(v: &View, lang: Lang) -> Option<String> {
    let seat = v.seat?;
    let p = v.players.get(seat)?;
    let hand = p.hand.as_ref()?;
    let mut out = String::from("<p>");
    esc(
        &mut out,
        &words(
            lang,
            &say!("origins-box-hand", count = hand.len(), limit = p.hand_limit),
        ),
    );
    out.push_str("</p>");
    if !hand.is_empty() {
        out.push_str("<ul class=\"og-cards\">");
        for &c in hand {
            card_item(&mut out, c, "", lang);
        }
        out.push_str("</ul>");
    }
    Some(out)
}

/// The auction under way: its title ("The auction of Writing") and the box.
pub fn auction(v: &View, labels: &[String], lang: Lang) -> Option<(String, String)> {
    let a = v.auction.as_ref()?;
    let name = |s: u8| crate::engine::origins::describe::player(usize::from(s));
    let named = |text: &str| with_names(text, labels, lang);
    let mut out = String::from("<ul class=\"og-cards\">");
    card_item(&mut out, a.card, "", lang);
    out.push_str("</ul><p>");
    let standing = match a.leader {
        Some(l) if a.high > 0 => say!("origins-box-high-bid", count = a.high, who = name(l)),
        _ => say!("origins-box-no-bid-yet"),
    };
    esc(&mut out, &named(&standing));
    out.push(' ');
    esc(
        &mut out,
        &named(&say!("origins-box-to-answer", who = name(a.bidder))),
    );
    out.push_str("</p><ul>");
    for &s in &a.eligible {
        out.push_str("<li>");
        let bid = match a.bids.get(usize::from(s)).copied().unwrap_or(0) {
            0 => say!("origins-box-no-bid"),
            n => say!("origins-ch-elders", count = n),
        };
        let passed = if a.passed.contains(&s) {
            say!("origins-box-passed")
        } else {
            String::new()
        };
        esc(
            &mut out,
            &named(&say!(
                "origins-box-bid",
                who = name(s),
                bid = bid,
                passed = passed
            )),
        );
        out.push_str("</li>");
    }
    for p in &a.pledges {
        out.push_str("<li>");
        esc(
            &mut out,
            &named(&say!(
                "origins-box-pledged",
                who = name(p.from),
                count = p.count,
                to = name(p.to)
            )),
        );
        out.push_str("</li>");
    }
    out.push_str("</ul>");
    let title = words(
        lang,
        &say!("origins-box-auction-of", card = said::card(a.card)),
    );
    Some((title, out))
}

/// The cards every player may see: each player's top discard and public cards, the texts of
/// each a tap away.
pub fn table_cards(v: &View, labels: &[String], lang: Lang) -> String {
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
                &words(
                    lang,
                    &say!("origins-box-top-of-discard", count = p.discard_size),
                ),
                lang,
            ),
            None => {
                out.push_str("<li>");
                esc(&mut out, &words(lang, &say!("origins-box-empty-discard")));
                out.push_str("</li>");
            }
        }
        for h in &p.repertoire {
            let frame = say!(match h.category {
                Category::Info => "origins-term-info",
                Category::Culture => "origins-term-culture",
                Category::Admin => "origins-term-admin",
            });
            let state = say!(if h.active {
                "origins-box-active"
            } else {
                "origins-box-suppressed"
            });
            let note = say!("origins-box-frame-state", frame = frame, state = state);
            card_item(&mut out, h.card, &words(lang, &note), lang);
        }
        out.push_str("</ul>");
    }
    if !v.removed.is_empty() {
        out.push_str("<p>");
        esc(
            &mut out,
            &words(
                lang,
                &say!(
                    "origins-box-out-of-game",
                    cards = said::list(v.removed.iter().map(|&c| said::card(c)))
                ),
            ),
        );
        out.push_str("</p>");
    }
    let brains: Vec<String> = v
        .unused_brains
        .iter()
        .map(|&l| {
            say!(
                "origins-box-brain",
                species = said::species(l),
                letter = l.char().to_string()
            )
        })
        .collect();
    if !brains.is_empty() {
        out.push_str("<p>");
        esc(
            &mut out,
            &words(
                lang,
                &say!("origins-box-unused-brains", brains = brains.join(", ")),
            ),
        );
        out.push_str("</p>");
    }
    out
}

/// Every player's units, region by region.
pub fn units(v: &View, marks: &[Mark], lang: crate::i18n::Lang) -> String {
    let mut out = String::new();
    for (region, lines) in units_by_region_in(v, marks, lang) {
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
