//! The site's languages: English, French and Spanish, in Project Fluent's format, one folder per
//! language (`src/i18n/<code>/*.ftl`, compiled into the binary). A text is asked for by its id
//! and arguments ([`text`], [`text_with`]); a language that lacks an id falls back to English,
//! and [`missing`] lists what each language lacks.
//!
//! Who reads which language ([`Lang::negotiate`]): a player by the setting on their account, a
//! visitor by the footer's choice (a cookie), else by the browser's `Accept-Language`, else
//! English. A pseudo-language, [`Lang::Pseudo`], marks and lengthens every English text so a test
//! can see what is not translated; only a server started for tests offers it.

pub mod games;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The cookie of a visitor's choice in the footer.
pub const COOKIE: &str = "tp_lang";

/// A language the site speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Es,
    /// English with every text marked and lengthened, for the tests.
    Pseudo,
}

impl Lang {
    /// The languages offered to people, in the footer's order.
    pub const OFFERED: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Es];

    /// The BCP 47 tag (`<html lang>`, `Content-Language`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, as the footer offers it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Pseudo => "Pseudo",
        }
    }

    /// A language by its tag: `fr`, `fr-CA` and `FR` are French. `en-XA` is the
    /// pseudo-language when `pseudo` (a server started for tests), else English.
    pub fn parse(tag: &str, pseudo: bool) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase();
        if tag == "en-xa" && pseudo {
            return Some(Lang::Pseudo);
        }
        match tag.split(['-', '_']).next()? {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The first language of an `Accept-Language` header the site speaks, by preference
    /// (`q`); languages it does not speak are passed over.
    pub fn from_accept_language(header: &str, pseudo: bool) -> Option<Lang> {
        let mut tags: Vec<(f32, usize, &str)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut pieces = part.split(';');
                let tag = pieces.next()?.trim();
                let q = pieces
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0 && !tag.is_empty()).then_some((q, i, tag))
            })
            .collect();
        tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        tags.into_iter()
            .find_map(|(_, _, tag)| Lang::parse(tag, pseudo))
    }

    /// The language of a request: the account's setting, else the footer's choice (cookie),
    /// else the browser's `Accept-Language`, else English.
    pub fn negotiate(
        account: Option<&str>,
        cookie: Option<&str>,
        accept_language: Option<&str>,
        pseudo: bool,
    ) -> Lang {
        account
            .and_then(|t| Lang::parse(t, pseudo))
            .or_else(|| cookie.and_then(|t| Lang::parse(t, pseudo)))
            .or_else(|| accept_language.and_then(|h| Lang::from_accept_language(h, pseudo)))
            .unwrap_or_default()
    }
}

/// Texts in a language, as pages and mails ask for them (their templates call these).
impl Lang {
    /// The text `id`.
    pub fn t(&self, id: &str) -> String {
        text(*self, id)
    }

    /// The text `id` with a number in it as `$count` (its plural follows the language).
    pub fn t_count(&self, id: &str, count: &usize) -> String {
        text_with(*self, id, &[("count", (*count).into())])
    }

    /// The text `id` with words in it as `$name`.
    pub fn t_with(&self, id: &str, name: &str, words: &str) -> String {
        text_with(*self, id, &[(name, words.into())])
    }

    /// The text `id` with two arguments of words.
    pub fn t_with2(&self, id: &str, first: &(&str, &str), second: &(&str, &str)) -> String {
        text_with(
            *self,
            id,
            &[(first.0, first.1.into()), (second.0, second.1.into())],
        )
    }

    /// A moment as a player reads it in this language: "Tue 24 Nov, 18:30", "mar. 24 nov.,
    /// 18:30".
    pub fn date_time<Tz: chrono::TimeZone>(&self, at: &chrono::DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        use chrono::{Datelike, Timelike};
        let weekday = at.weekday().num_days_from_monday() as usize + 1;
        let month = at.month() as usize;
        let day = at.day().to_string();
        let time = format!("{:02}:{:02}", at.hour(), at.minute());
        text_with(
            *self,
            "date-time",
            &[
                (
                    "weekday",
                    self.t(&format!("weekday-{weekday}")).as_str().into(),
                ),
                ("day", day.as_str().into()),
                ("month", self.t(&format!("month-{month}")).as_str().into()),
                ("time", time.as_str().into()),
            ],
        )
    }

    /// How long something has waited: minutes under an hour, hours under two days, else days.
    pub fn waited(&self, minutes: i64) -> String {
        let minutes = minutes.max(0);
        let (id, n) = match minutes {
            0..=59 => ("waited-minutes", minutes),
            60..=2879 => ("waited-hours", minutes / 60),
            _ => ("waited-days", minutes / 1440),
        };
        text_with(*self, id, &[("count", Arg::Number(n as f64))])
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Every file of every language: (language, file name, text).
const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "site", include_str!("en/site.ftl")),
    (Lang::En, "accounts", include_str!("en/accounts.ftl")),
    (Lang::Fr, "site", include_str!("fr/site.ftl")),
    (Lang::Fr, "accounts", include_str!("fr/accounts.ftl")),
    (Lang::Es, "site", include_str!("es/site.ftl")),
    (Lang::Es, "accounts", include_str!("es/accounts.ftl")),
    (Lang::En, "pages", include_str!("en/pages.ftl")),
    (Lang::Fr, "pages", include_str!("fr/pages.ftl")),
    (Lang::Es, "pages", include_str!("es/pages.ftl")),
    (Lang::En, "history", include_str!("en/history.ftl")),
    (Lang::Fr, "history", include_str!("fr/history.ftl")),
    (Lang::Es, "history", include_str!("es/history.ftl")),
    (Lang::En, "table", include_str!("en/table.ftl")),
    (Lang::Fr, "table", include_str!("fr/table.ftl")),
    (Lang::Es, "table", include_str!("es/table.ftl")),
    (Lang::En, "mail", include_str!("en/mail.ftl")),
    (Lang::Fr, "mail", include_str!("fr/mail.ftl")),
    (Lang::Es, "mail", include_str!("es/mail.ftl")),
    (Lang::En, "refusals", include_str!("en/refusals.ftl")),
    (Lang::Fr, "refusals", include_str!("fr/refusals.ftl")),
    (Lang::Es, "refusals", include_str!("es/refusals.ftl")),
];

fn bundle_of(lang: Lang) -> FluentBundle<FluentResource> {
    let source = if lang == Lang::Pseudo { Lang::En } else { lang };
    let id: unic_langid::LanguageIdentifier =
        source.code().parse().expect("a language tag of the site");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The texts go into HTML and mail, which escape them; no bidi isolation marks.
    bundle.set_use_isolating(false);
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    for (name, text) in files_of(source) {
        let resource = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, e)| panic!("{source}/{name}.ftl does not parse: {e:?}"));
        if let Err(e) = bundle.add_resource(resource) {
            panic!("{source}/{name}.ftl repeats an id: {e:?}");
        }
    }
    bundle
}

/// The files of `lang`, by name: the site's, then each game's own (`games/<game>`), which the
/// registry gives.
fn files_of(lang: Lang) -> Vec<(String, &'static str)> {
    let site = FILES
        .iter()
        .filter(|(l, _, _)| *l == lang)
        .map(|(_, name, text)| (name.to_string(), *text));
    let games = crate::engine::registry::games().iter().flat_map(move |g| {
        g.about()
            .texts
            .iter()
            .filter(move |(tag, _)| *tag == lang.code())
            .map(move |(_, text)| (format!("games/{}", g.name()), *text))
    });
    site.chain(games).collect()
}

fn ids_of(lang: Lang) -> Vec<String> {
    files_of(lang)
        .into_iter()
        .flat_map(|(_, text)| {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            resource
                .entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// One value per language, each made when its language is first asked for: a site that only
/// serves English never holds the others' (each language's parsed texts cost a few MiB).
pub struct PerLang<T>([OnceLock<T>; 4]);

impl<T> PerLang<T> {
    pub const fn new() -> Self {
        PerLang([const { OnceLock::new() }; 4])
    }

    /// `lang`'s value, made by `make` the first time. An exhaustive match, so a new language
    /// needs its own slot.
    pub fn get(&self, lang: Lang, make: impl FnOnce() -> T) -> &T {
        let slot = match lang {
            Lang::En => 0,
            Lang::Fr => 1,
            Lang::Es => 2,
            Lang::Pseudo => 3,
        };
        self.0[slot].get_or_init(make)
    }
}

impl<T> Default for PerLang<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// One language's parsed texts.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: PerLang<FluentBundle<FluentResource>> = PerLang::new();
    BUNDLES.get(lang, || bundle_of(lang))
}

/// The ids of each offered language's messages, in file order: only the lists of missing
/// texts read them, so they are made on their first use.
fn ids() -> &'static [(Lang, Vec<String>)] {
    static IDS: OnceLock<Vec<(Lang, Vec<String>)>> = OnceLock::new();
    IDS.get_or_init(|| Lang::OFFERED.into_iter().map(|l| (l, ids_of(l))).collect())
}

/// The pseudo-language's text: every piece of an English text between `⟦` and `⟧`, its letters
/// accented and a third longer, so an unmarked text or a clipped layout shows.
fn pseudo(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let accented: String = text
        .chars()
        .map(|c| match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ö',
            'u' => 'ü',
            'A' => 'Á',
            'E' => 'É',
            'O' => 'Ö',
            'n' => 'ñ',
            c => c,
        })
        .collect();
    let padding = "·".repeat(text.chars().count().div_ceil(3));
    Cow::Owned(format!("⟦{accented}{padding}⟧"))
}

fn format(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let own = bundle(lang);
    let english = (lang != Lang::En).then(|| bundle(Lang::En));
    for bundle in std::iter::once(own).chain(english) {
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
        }
    }
    // Not even in English: the id shows, and the tests list it.
    id.to_string()
}

/// The text `id` in `lang`.
pub fn text(lang: Lang, id: &str) -> String {
    format(lang, id, None)
}

/// `said` in English when it is the id of a text, else as it is: a refusal a service gives by
/// id reads in English where no reader's language is at hand (an API answer, a log line).
pub fn english(said: &str) -> String {
    in_lang(Lang::En, said)
}

/// A refusal or notice in `lang`: the id of a text, or an engine's words (messages worded).
pub fn in_lang(lang: Lang, said: &str) -> String {
    if crate::engine::msg::has_message(said) {
        words(lang, said)
    } else {
        text(lang, said)
    }
}

/// Whether English has the text `id` (every language falls back to it).
pub fn has(id: &str) -> bool {
    bundle(Lang::En).has_message(id)
}

/// A game's own text `<game>-<key>` in `lang` (`About::texts`), or `english` (the words the
/// game's code has) while the game has no such text.
pub fn game_text(lang: Lang, game: &str, key: &str, english: &str) -> String {
    game_text_with(lang, game, key, &[], english)
}

/// [`game_text`] with words put in as arguments.
pub fn game_text_with(
    lang: Lang,
    game: &str,
    key: &str,
    args: &[(&str, &str)],
    english: &str,
) -> String {
    let id = format!("{game}-{key}");
    if !has(&id) {
        return english.to_string();
    }
    let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(n, w)| (*n, (*w).into())).collect();
    text_with(lang, &id, &args)
}

/// An engine's words in `lang`: every message in `text` (`engine::msg`: an id and its
/// arguments) worded, the words around them as they are (a log line stored before the engines
/// said messages is plain English and stays so). Players' `{p1}` tokens are left for
/// `seating::with_names`.
pub fn words(lang: Lang, text: &str) -> String {
    use crate::engine::msg;
    if !msg::has_message(text) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    for piece in msg::pieces(text) {
        match piece {
            msg::Piece::Plain(w) => out.extend(w.chars().filter(|c| !is_message_mark(*c))),
            msg::Piece::Message { id, args } => out.push_str(&word_message(lang, id, &args)),
        }
    }
    out
}

fn is_message_mark(c: char) -> bool {
    use crate::engine::msg::{ARG, END, START};
    c == START || c == END || c == ARG
}

fn word_message(lang: Lang, id: &str, args: &[(&str, crate::engine::msg::Value<'_>)]) -> String {
    use crate::engine::msg::{Value, LIST};
    let worded: Vec<(&str, Option<String>, f64)> = args
        .iter()
        .map(|(name, value)| match value {
            Value::Number(n) => (*name, None, *n as f64),
            Value::Words(w) => (*name, Some(words(lang, w)), 0.0),
        })
        .collect();
    if id == LIST {
        // "a, b and c": the last two joined by the language's "and", then the rest by commas.
        let items: Vec<String> = worded
            .into_iter()
            .map(|(_, w, n)| w.unwrap_or_else(|| n.to_string()))
            .collect();
        let mut items = items.into_iter().rev();
        let Some(mut joined) = items.next() else {
            return String::new();
        };
        if let Some(before) = items.next() {
            joined = text_with(
                lang,
                "list-pair",
                &[
                    ("first", before.as_str().into()),
                    ("last", joined.as_str().into()),
                ],
            );
        }
        for before in items {
            joined = text_with(
                lang,
                "list-more",
                &[
                    ("first", before.as_str().into()),
                    ("rest", joined.as_str().into()),
                ],
            );
        }
        return joined;
    }
    let args: Vec<(&str, Arg<'_>)> = worded
        .iter()
        .map(|(name, w, n)| match w {
            Some(w) => (*name, Arg::Words(w)),
            None => (*name, Arg::Number(*n)),
        })
        .collect();
    text_with(lang, id, &args)
}

/// An argument of a text: words, or a number (plurals choose by it).
pub enum Arg<'a> {
    Words(&'a str),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Words(s)
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Number(n as f64)
    }
}

/// The text `id` in `lang` with its arguments put in.
pub fn text_with(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Words(s) => fluent.set(*name, FluentValue::from(*s)),
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    format(lang, id, Some(&fluent))
}

/// A sentence said later, in each reader's own language: a text's id and its arguments (one
/// notice to a table of an English, a French and a Spanish player is three sentences).
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, SaidArg)>,
}

#[derive(Debug, Clone, PartialEq)]
enum SaidArg {
    Words(String),
    Number(f64),
    /// Another text, said in the same language.
    Text(&'static str),
}

impl Said {
    /// The text `id`, with no argument yet.
    pub fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// With words as `$name`.
    pub fn with(mut self, name: &'static str, words: impl Into<String>) -> Said {
        self.args.push((name, SaidArg::Words(words.into())));
        self
    }

    /// With the text `id` as `$name`, in the reader's language too.
    pub fn text(mut self, name: &'static str, id: &'static str) -> Said {
        self.args.push((name, SaidArg::Text(id)));
        self
    }

    /// With a number as `$name` (plurals choose by it).
    pub fn count(mut self, name: &'static str, n: i64) -> Said {
        self.args.push((name, SaidArg::Number(n as f64)));
        self
    }

    /// The sentence in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let texts: Vec<String> = self
            .args
            .iter()
            .map(|(_, a)| match a {
                SaidArg::Text(id) => text(lang, id),
                // Words may be an engine's (an option chosen, a refusal): its messages worded.
                SaidArg::Words(w) => words(lang, w),
                SaidArg::Number(_) => String::new(),
            })
            .collect();
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .zip(&texts)
            .map(|((name, a), said)| {
                let value = match a {
                    SaidArg::Number(n) => Arg::Number(*n),
                    SaidArg::Words(_) | SaidArg::Text(_) => Arg::Words(said),
                };
                (*name, value)
            })
            .collect();
        text_with(lang, self.id, &args)
    }
}

/// The ids of English texts and of `lang`'s.
fn id_lists(lang: Lang) -> (&'static [String], &'static [String]) {
    let of = |l: Lang| {
        ids()
            .iter()
            .find(|(x, _)| *x == l)
            .map_or(&[][..], |(_, ids)| ids.as_slice())
    };
    (of(Lang::En), of(lang))
}

/// The ids of English texts that `lang` does not translate yet (it shows them in English).
pub fn missing(lang: Lang) -> Vec<String> {
    let (english, theirs) = id_lists(lang);
    english
        .iter()
        .filter(|id| !theirs.contains(id))
        .cloned()
        .collect()
}

/// The ids `lang` has that English does not (left over from a text removed or renamed).
pub fn stale(lang: Lang) -> Vec<String> {
    let (english, theirs) = id_lists(lang);
    theirs
        .iter()
        .filter(|id| !english.contains(id))
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_parses_and_no_language_keeps_a_text_english_lacks() {
        for lang in Lang::OFFERED {
            assert!(!text(lang, "nav-archive").is_empty());
            assert!(stale(lang).is_empty(), "{lang}: {:?}", stale(lang));
        }
        assert!(missing(Lang::En).is_empty());
    }

    #[test]
    fn the_browser_s_preferences_choose_among_the_site_s_languages() {
        let pick = |h: &str| Lang::from_accept_language(h, false);
        assert_eq!(pick("fr-CH, fr;q=0.9, en;q=0.8"), Some(Lang::Fr));
        assert_eq!(pick("de-DE,de;q=0.9,es;q=0.8,en;q=0.7"), Some(Lang::Es));
        assert_eq!(pick("en;q=0.5, es"), Some(Lang::Es));
        assert_eq!(pick("de, it"), None);
        assert_eq!(pick("fr;q=0, en"), Some(Lang::En));
        assert_eq!(pick("*"), None);
        assert_eq!(pick("en-XA"), Some(Lang::En));
        assert_eq!(
            Lang::from_accept_language("en-XA", true),
            Some(Lang::Pseudo)
        );
        assert_eq!(pick(";;,q=,"), None);
        // The account's setting first, then the footer's choice, then the browser.
        assert_eq!(
            Lang::negotiate(Some("es"), Some("fr"), Some("en"), false),
            Lang::Es
        );
        assert_eq!(
            Lang::negotiate(None, Some("fr"), Some("es"), false),
            Lang::Fr
        );
        assert_eq!(
            Lang::negotiate(None, Some("xx"), Some("es"), false),
            Lang::Es
        );
        assert_eq!(Lang::negotiate(None, None, None, false), Lang::En);
    }

    #[test]
    fn plurals_follow_each_language_and_the_pseudo_language_marks_every_text() {
        let waiting =
            |lang, n: usize| text_with(lang, "nav-my-games-waiting", &[("count", n.into())]);
        assert_eq!(waiting(Lang::Fr, 1), "Mes parties : 1 vous attend");
        assert_eq!(waiting(Lang::Fr, 3), "Mes parties : 3 vous attendent");
        assert_eq!(waiting(Lang::Es, 2), "Mis partidas: 2 te esperan");
        let marked = text(Lang::Pseudo, "nav-lobby");
        assert!(marked.starts_with('⟦') && marked.ends_with('⟧'), "{marked}");
        assert!(marked.chars().count() > "Lobby".len() + 2);
        let title = text_with(
            Lang::Pseudo,
            "banner-next-game",
            &[("title", "Game #3".into())],
        );
        assert!(
            title.contains("Game #3"),
            "arguments stay as they are: {title}"
        );
        // An unknown id shows itself.
        assert_eq!(text(Lang::Fr, "no-such-text"), "no-such-text");
    }
}
