//! TEMPORARY stub of the board pictures (the board helper's work replaces this file): plain
//! markup with the signatures the pages call, so the forms compile and run meanwhile.

use crate::engine::beta_colony::View;
use crate::engine::Seat;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn svg(title: &str, lines: &[String]) -> String {
    let h = 24 * lines.len().max(1) + 8;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" viewBox=\"0 0 343 {h}\" role=\"img\" aria-label=\"{t}\"><title>{t}</title>",
        t = esc(title)
    );
    for (i, l) in lines.iter().enumerate() {
        out.push_str(&format!(
            "<text x=\"4\" y=\"{}\" font-size=\"13\">{}</text>",
            20 + 24 * i,
            esc(l)
        ));
    }
    out.push_str("</svg>");
    out
}

pub fn board_svg(v: &View, names: &[String]) -> String {
    board_svg_with(v, names, &[], "")
}

pub fn board_svg_with(v: &View, names: &[String], choices: &[String], page: &str) -> String {
    let mut lines: Vec<String> = v
        .players
        .iter()
        .map(|p| {
            format!(
                "{} {}: ship at {}",
                p.shape,
                names.get(p.seat).map_or("?", String::as_str),
                p.ship.as_deref().unwrap_or("-")
            )
        })
        .collect();
    lines.push(format!("{} tiles on Victus", v.tiles.len()));
    let mut out = svg("The board", &lines);
    for c in choices {
        out.push_str(&format!(
            " <a href=\"{}?to={}#turn\">{}</a>",
            esc(page),
            esc(c),
            esc(c)
        ));
    }
    out
}

pub fn mat_svg(v: &View, seat: Seat, names: &[String]) -> String {
    let p = &v.players[seat.min(v.players.len().saturating_sub(1))];
    svg(
        &format!("Mat of {}", names.get(seat).map_or("?", String::as_str)),
        &[format!("{} CP, {} fuel, {} artifacts", p.cp, p.fuel, p.artifacts)],
    )
}

pub fn dice_svg(v: &View) -> String {
    svg(
        "The dice of the round",
        &[v.rolled
            .iter()
            .map(|(d, n)| format!("{d} {n}"))
            .collect::<Vec<_>>()
            .join(", ")],
    )
}

pub fn legend_svg() -> String {
    svg("What the symbols mean", &["S O F P Y W: materials".into()])
}

pub fn pieces_svg() -> String {
    svg("The pieces", &["Pods D T L A H".into()])
}
