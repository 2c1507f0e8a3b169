//! Characters that hide or pretend: what people type into names and table talk may carry
//! invisible controls (direction overrides, zero-width characters) or letters of another script
//! that look like ours. Names compare by their confusable skeleton (Unicode's UTS #39).

/// Control characters, and the format characters and fillers that show nothing: zero-width
/// spaces and joiners, direction marks, embeddings, overrides and isolates, the byte-order
/// mark, soft hyphens, invisible operators, tags, Hangul fillers, the blank Braille pattern,
/// variation selectors (except the two that pick an emoji's style).
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{2800}' | '\u{3164}' | '\u{FE00}'..='\u{FE0D}'
            | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}' | '\u{0600}'..='\u{0605}' | '\u{06DD}' | '\u{070F}'
            | '\u{110BD}' | '\u{110CD}' | '\u{13430}'..='\u{1343F}' | '\u{1BCA0}'..='\u{1BCA3}')
}

/// A character emoji sequences are built of (a pictograph, a skin tone, the emoji style): a
/// zero-width joiner between two of them draws one emoji, and shows nothing else.
fn is_emoji_part(c: char) -> bool {
    matches!(c, '\u{2600}'..='\u{27BF}' | '\u{FE0F}' | '\u{1F000}'..='\u{1FAFF}')
}

/// Free text as it is kept (table talk): invisible characters dropped, except line ends and
/// tabs, and a zero-width joiner inside an emoji sequence; line ends made `\n`.
pub fn visible_text(text: &str) -> String {
    let chars: Vec<char> = text
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .chars()
        .collect();
    let mut kept = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let joins_emoji = c == '\u{200D}'
            && i > 0
            && is_emoji_part(chars[i - 1])
            && chars.get(i + 1).is_some_and(|n| is_emoji_part(*n));
        if c == '\n' || c == '\t' || joins_emoji || !is_invisible(c) {
            kept.push(c);
        }
    }
    kept
}

/// What two display names are compared by: their UTS #39 skeleton (letters of other scripts
/// and symbols that look like Latin ones mapped to them, compatibility forms folded), lowercased
/// and skeletonized again (a lowercase look-alike meets its capital), with invisible and
/// blank-looking characters left out. Two names with one key look alike.
pub fn name_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_security::confusable_detection::skeleton;
    let visible: String = name.nfkc().filter(|c| !is_invisible(*c)).collect();
    let folded: String = skeleton(&visible).collect::<String>().to_lowercase();
    skeleton(&folded).collect()
}

/// The version of `name_key`: a stored key made by another version is made again at start.
pub const NAME_KEY_SCHEME: &str = "uts39-skeleton-1";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alike_names_share_a_key() {
        let ada = name_key("Ada");
        for other in [
            "ada",
            "ADA",
            "ａｄａ",
            "\u{0410}da",
            "Ad\u{0430}",
            "\u{13AA}da",
            "Ad\u{0251}",
            "Ada\u{2800}",
            "A\u{200B}da",
        ] {
            assert_eq!(name_key(other), ada, "{other:?}");
        }
        assert_ne!(name_key("Adam"), ada);
        assert_ne!(name_key("Ada Li"), name_key("AdaLi"));
        assert_eq!(name_key("B0b"), name_key("Bob"));
    }

    #[test]
    fn talk_keeps_lines_and_emoji_but_not_hidden_controls() {
        assert_eq!(
            visible_text("a\u{202E}b\u{200B}c\r\nd\u{2066}e\u{2069}"),
            "abc\nde"
        );
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
        assert_eq!(visible_text(family), family);
        assert_eq!(visible_text("a\u{200D}b"), "ab");
        assert_eq!(visible_text("tab\there\u{FEFF}"), "tab\there");
    }
}
