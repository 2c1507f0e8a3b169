//! Markup every game's page parts share, so that no game writes its own copy: what a turn will do
//! (a sentence and its lines, for the confirmation step) and a table of final scores (one row a
//! player, sideways-scrolling on a phone).

use crate::web::games::paint::esc;

/// "What this turn will do": `summary` (a sentence) and the turn's own lines, escaped.
pub fn preview(summary: &str, lines: &[String]) -> String {
    let mut out = String::from("<p class=\"preview-summary\">");
    esc(&mut out, summary);
    out.push_str("</p>");
    if !lines.is_empty() {
        out.push_str("<ul class=\"preview-lines\">");
        for l in lines {
            out.push_str("<li>");
            esc(&mut out, l);
            out.push_str("</li>");
        }
        out.push_str("</ul>");
    }
    out
}

/// A table of final scores: the column headings, one row a player (its first cell the player,
/// written as a row heading; the column named `strong` in bold), and a note on the columns.
pub fn score_table(head: &[&str], rows: &[Vec<String>], strong: usize, note: &str) -> String {
    let mut out = String::from("<table class=\"scores\"><thead><tr>");
    for h in head {
        out.push_str("<th scope=\"col\">");
        esc(&mut out, h);
        out.push_str("</th>");
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let (open, close) = match i {
                0 => ("<th scope=\"row\">", "</th>"),
                i if i == strong => ("<td><strong>", "</strong></td>"),
                _ => ("<td>", "</td>"),
            };
            out.push_str(open);
            esc(&mut out, cell);
            out.push_str(close);
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    if !note.is_empty() {
        out.push_str("<p class=\"muted\">");
        esc(&mut out, note);
        out.push_str("</p>");
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn parts_escape_what_they_are_given() {
        let p = super::preview("Pay <2>", &["Ana & Bo".into()]);
        assert!(p.contains("Pay &lt;2&gt;") && p.contains("Ana &amp; Bo"), "{p}");
        let t = super::score_table(&["Player", "Total"], &[vec!["<Ana>".into(), "5".into()]], 1, "");
        assert!(t.contains("<th scope=\"row\">&lt;Ana&gt;</th><td><strong>5</strong></td>"), "{t}");
    }
}
