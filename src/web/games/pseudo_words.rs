//! For the tests of the games' pictures: what a reader sees of an SVG, and the words of it
//! that the pseudo-language did not mark (every worded text is marked `⟦…⟧`; a text a picture
//! wrapped goes on marked on its next line, and one it cut short ends with "…").

pub fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// What a reader sees of `svg`, in order: its text nodes (titles included) and `aria-label`s.
pub fn seen(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        let text = rest[..i].trim();
        if !text.is_empty() {
            out.push(unescape(text));
        }
        let Some(end) = rest[i..].find('>') else {
            break;
        };
        let tag = &rest[i..i + end];
        if let Some(a) = tag.find("aria-label=\"") {
            let value = &tag[a + 12..];
            out.push(unescape(&value[..value.find('"').unwrap_or(value.len())]));
        }
        rest = &rest[i + end + 1..];
    }
    let text = rest.trim();
    if !text.is_empty() {
        out.push(unescape(text));
    }
    out
}

/// The words of `texts` (one after the other, as a reader meets them) outside their marked
/// pieces, each with the text it is in.
pub fn unmarked_words(texts: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut depth = 0;
    for text in texts {
        let mut left = String::new();
        for c in text.chars() {
            match c {
                '⟦' => {
                    left.push(' ');
                    depth += 1;
                }
                '⟧' => depth = 0,
                '…' if depth > 0 => depth = 0,
                _ if depth == 0 => left.push(c),
                _ => {}
            }
        }
        out.extend(
            left.split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.chars().any(char::is_alphabetic))
                .map(|w| (w.to_string(), text.clone())),
        );
    }
    out
}

/// Every word a reader sees of `svg` drawn in the pseudo-language is marked, or one that
/// `may_stay` unworded (names, printed codes).
pub fn assert_marked(svg: &str, may_stay: impl Fn(&str) -> bool, what: &str) {
    for (word, text) in unmarked_words(&seen(svg)) {
        assert!(
            may_stay(&word),
            "{what}: {word:?} is not worded in {text:?}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unmarked_word_is_found_and_a_wrapped_marked_text_is_not() {
        let svg = "<svg><text>⟦Lóñg téxt</text><text>góés öñ⟧</text><text>Hello &amp; bye</text>\
                   <g aria-label=\"B2 ⟦Wörd⟧\"></g><text>⟦Cüt shö…</text><text>Left</text></svg>";
        let words: Vec<String> = unmarked_words(&seen(svg))
            .into_iter()
            .map(|(w, _)| w)
            .collect();
        assert_eq!(words, ["Hello", "bye", "B2", "Left"]);
    }
}
