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

/// `text`, escaped.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    esc(&mut out, text);
    out
}

/// `text`, escaped, with every rule it cites ("rule 6.4", "rule 10"; a reading after it, "D3")
/// a link to that section of the rules page at `rules` (`#rule-6.4`, `#D3`), where `known`
/// says the page has it.
pub fn rule_links(text: &str, rules: &str, known: &dyn Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut rest = text;
    let link = |out: &mut String, anchor: &str, shown: &str| {
        out.push_str("<a href=\"");
        esc(out, rules);
        out.push('#');
        esc(out, anchor);
        out.push_str("\">");
        esc(out, shown);
        out.push_str("</a>");
    };
    // The word for a rule in each language the site speaks.
    let next = |rest: &str| {
        ["rule ", "règle ", "regla "]
            .iter()
            .filter_map(|w| rest.find(w).map(|at| (at, *w)))
            .min()
    };
    while let Some((at, word)) = next(rest) {
        esc(&mut out, &rest[..at]);
        let after = &rest[at + word.len()..];
        let len = after
            .char_indices()
            .take_while(|&(i, c)| c.is_ascii_digit() || (c == '.' && i > 0))
            .count();
        let number = after[..len].trim_end_matches('.');
        if number.is_empty() || !known(number) {
            esc(&mut out, word);
            rest = after;
            continue;
        }
        link(
            &mut out,
            &format!("rule-{number}"),
            &format!("{word}{number}"),
        );
        rest = &after[number.len()..];
        // A reading cited with the rule: "(rule 6.4, D3)".
        if let Some(code) = rest.strip_prefix(", D") {
            let n = code.chars().take_while(char::is_ascii_digit).count();
            let reading = format!("D{}", &code[..n]);
            if n > 0 && known(&reading) {
                out.push_str(", ");
                link(&mut out, &reading, &reading);
                rest = &code[n..];
            }
        }
    }
    esc(&mut out, rest);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn parts_escape_what_they_are_given() {
        let p = super::preview("Pay <2>", &["Ana & Bo".into()]);
        assert!(
            p.contains("Pay &lt;2&gt;") && p.contains("Ana &amp; Bo"),
            "{p}"
        );
        let t = super::score_table(
            &["Player", "Total"],
            &[vec!["<Ana>".into(), "5".into()]],
            1,
            "",
        );
        assert!(
            t.contains("<th scope=\"row\">&lt;Ana&gt;</th><td><strong>5</strong></td>"),
            "{t}"
        );
    }

    #[test]
    fn cited_rules_link_to_their_sections() {
        let known = |s: &str| ["6.4", "10", "D3"].contains(&s);
        let l = super::rule_links(
            "A <build> exists (rule 6.4, D3); see rule 10.",
            "/rules/g",
            &known,
        );
        assert_eq!(
            l,
            "A &lt;build&gt; exists (<a href=\"/rules/g#rule-6.4\">rule 6.4</a>, <a href=\"/rules/g#D3\">D3</a>); see <a href=\"/rules/g#rule-10\">rule 10</a>."
        );
        // A section the page does not have stays text.
        assert_eq!(super::rule_links("(rule 9.9)", "/r", &known), "(rule 9.9)");
        // In French and Spanish too.
        assert_eq!(
            super::rule_links("(règle 6.4) ; (regla 10)", "/r", &known),
            "(<a href=\"/r#rule-6.4\">règle 6.4</a>) ; (<a href=\"/r#rule-10\">regla 10</a>)"
        );
        assert_eq!(super::escaped("a<b"), "a&lt;b");
    }
}
