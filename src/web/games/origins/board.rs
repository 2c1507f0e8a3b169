//! Temporary plain pictures until the drawn board lands (the `origins-map` branch replaces this
//! file): the same signatures, with the facts as text in a small SVG.

use crate::engine::origins::View;
use crate::engine::Seat;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn text_svg(title: &str, lines: &[String]) -> String {
    let h = 24 + 20 * lines.len().max(1);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 343 {h}" role="img" aria-label="{t}"><title>{t}</title>"#,
        t = esc(title)
    );
    for (i, l) in lines.iter().enumerate() {
        out.push_str(&format!(
            r#"<text x="4" y="{}" font-size="13">{}</text>"#,
            20 + 20 * i,
            esc(l)
        ));
    }
    out.push_str("</svg>");
    out
}

fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

pub fn map_svg(v: &View, names: &[String]) -> String {
    map_svg_with(v, names, &[], "")
}

pub fn map_svg_with(v: &View, names: &[String], _choices: &[String], _page: &str) -> String {
    let lines: Vec<String> = units_by_region(v, names)
        .into_iter()
        .map(|(r, units)| format!("{r}: {}", units.len()))
        .collect();
    text_svg("The map", &lines)
}

pub fn region_svg(v: &View, names: &[String], region: &str) -> String {
    let lines = units_by_region(v, names)
        .into_iter()
        .filter(|(r, _)| r == region)
        .flat_map(|(_, u)| u)
        .collect::<Vec<_>>();
    text_svg(&format!("Region {region}"), &lines)
}

pub fn regions() -> Vec<(String, String)> {
    vec![("all".into(), "The whole world".into())]
}

pub fn units_by_region(v: &View, names: &[String]) -> Vec<(String, Vec<String>)> {
    let mut units = Vec::new();
    for p in &v.players {
        for x in &p.migratory {
            units.push(format!("{}: unit at {}", name(names, p.seat), x.id()));
        }
        for h in &p.metropolises {
            units.push(format!("{}: metropolis in {}", name(names, p.seat), h.id()));
        }
    }
    vec![("all".into(), units)]
}

pub fn mat_svg(v: &View, seat: Seat, names: &[String]) -> String {
    let Some(p) = v.players.get(seat) else {
        return text_svg("No such player", &[]);
    };
    text_svg(
        &format!("Mat of {}", name(names, seat)),
        &[
            format!("Score {}", p.current_score),
            format!("Innovation {} · population {}", p.innovation_number, p.population_number),
            format!("Era {} · brain map {}", p.current_era, p.brain.char()),
            format!("Hand {} of {}", p.hand_size, p.hand_limit),
        ],
    )
}

pub fn legend_svg() -> String {
    text_svg("Legend", &["Units are listed by region below the map.".into()])
}

pub fn pieces_svg() -> String {
    text_svg("Pieces", &["Migratory units, metropolises, elders, cards.".into()])
}
