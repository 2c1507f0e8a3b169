//! Words without a language. An engine never writes a sentence: it says a message, the id of a
//! text and its arguments, and the platform words it in each reader's language
//! (`i18n::words`). The texts live in the game's own files (`About::texts`, ids beginning with
//! the game's registry name).
//!
//! A message travels as a `String`, encoded, so it goes wherever an engine's words go (a log
//! line stored with the game, an option's label, a refusal, a preview) and may sit inside other
//! words or other messages. Players are still named by the `{p1}` tokens of the log
//! (`describe::player`), which may stand in a message's arguments.
//!
//! The encoding: `STX id (US name = kind value)* ETX`, where `kind` is `n` for a number (plurals
//! choose by it) or `t` for words (which may hold messages in turn). A list ("a, b and c") is the
//! message [`LIST`] with its items as arguments. Control characters never occur in a game's
//! words otherwise.

/// Starts a message.
pub const START: char = '\u{2}';
/// Ends a message.
pub const END: char = '\u{3}';
/// Starts an argument.
pub const ARG: char = '\u{1f}';
/// The id of a list of words, joined in the reader's language ("a, b and c").
pub const LIST: &str = "*list";

/// A message being said: `Msg::new(id).text("who", player(seat)).num("count", 3).say()`, or
/// the [`say!`](crate::say) macro.
#[derive(Debug, Clone)]
pub struct Msg(String);

impl Msg {
    pub fn new(id: &str) -> Msg {
        let mut s = String::with_capacity(id.len() + 24);
        s.push(START);
        s.push_str(id);
        Msg(s)
    }

    /// With words as `$name` (plain words, `{p1}` tokens or other messages).
    pub fn text(mut self, name: &str, words: &str) -> Msg {
        self.0.push(ARG);
        self.0.push_str(name);
        self.0.push_str("=t");
        self.0.push_str(words);
        self
    }

    /// With a number as `$name`.
    pub fn num(mut self, name: &str, n: i64) -> Msg {
        use std::fmt::Write;
        self.0.push(ARG);
        self.0.push_str(name);
        self.0.push_str("=n");
        let _ = write!(self.0, "{n}");
        self
    }

    /// With an argument of either kind ([`Arg`]).
    pub fn arg(self, name: &str, value: impl Arg) -> Msg {
        value.put(self, name)
    }

    /// The message, encoded.
    pub fn say(mut self) -> String {
        self.0.push(END);
        self.0
    }
}

/// What may be an argument of a message: numbers (plurals choose by them) and words.
pub trait Arg {
    fn put(self, msg: Msg, name: &str) -> Msg;
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn put(self, msg: Msg, name: &str) -> Msg {
                msg.num(name, self as i64)
            }
        }
        impl Arg for &$t {
            fn put(self, msg: Msg, name: &str) -> Msg {
                msg.num(name, *self as i64)
            }
        }
    )*};
}
number_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl Arg for &str {
    fn put(self, msg: Msg, name: &str) -> Msg {
        msg.text(name, self)
    }
}

impl Arg for String {
    fn put(self, msg: Msg, name: &str) -> Msg {
        msg.text(name, &self)
    }
}

impl Arg for &String {
    fn put(self, msg: Msg, name: &str) -> Msg {
        msg.text(name, self)
    }
}

/// A reference to a reference to an argument (the fields of an error's `#[error]` line).
impl<T: ?Sized> Arg for &&T
where
    for<'x> &'x T: Arg,
{
    fn put(self, msg: Msg, name: &str) -> Msg {
        (*self).put(msg, name)
    }
}

impl Arg for std::borrow::Cow<'_, str> {
    fn put(self, msg: Msg, name: &str) -> Msg {
        msg.text(name, &self)
    }
}

/// Says a message: `say!("<game>-log-gathers", who = player(seat), count = 3)`; a
/// number argument is a number (plurals choose by it), anything else words.
#[macro_export]
macro_rules! say {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::engine::msg::Msg::new($id)
            $(.arg(stringify!($name), $value))*
            .say()
    };
}

/// Words joined as a list in the reader's language ("a, b and c"); `empty` when there are none.
pub fn list(items: &[String], empty: &str) -> String {
    match items {
        [] => empty.to_string(),
        [one] => one.clone(),
        _ => {
            let mut m = Msg::new(LIST);
            for (i, item) in items.iter().enumerate() {
                m = m.text(&i.to_string(), item);
            }
            m.say()
        }
    }
}

/// Whether `text` holds a message.
pub fn has_message(text: &str) -> bool {
    text.contains(START)
}

/// A piece of a text: plain words, or a message with its arguments.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece<'a> {
    Plain(&'a str),
    Message {
        id: &'a str,
        args: Vec<(&'a str, Value<'a>)>,
    },
}

/// An argument's value, as read back.
#[derive(Debug, Clone, PartialEq)]
pub enum Value<'a> {
    Number(i64),
    /// Words, which may hold messages ([`pieces`] reads them).
    Words(&'a str),
}

/// Reads a text into its pieces. A malformed message (cut short, or altered) reads as plain
/// words without its control characters, never a panic.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(START) {
        if start > 0 {
            out.push(Piece::Plain(&rest[..start]));
        }
        let body_start = start + START.len_utf8();
        match matching_end(&rest[body_start..]) {
            Some(len) => {
                out.push(message(&rest[body_start..body_start + len]));
                rest = &rest[body_start + len + END.len_utf8()..];
            }
            None => {
                // Cut short: what follows is shown as words.
                rest = &rest[body_start..];
            }
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Plain(rest));
    }
    out
}

/// The length of a message's body up to its own `END`, counting messages nested inside.
fn matching_end(body: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in body.char_indices() {
        match c {
            START => depth += 1,
            END if depth == 0 => return Some(i),
            END => depth -= 1,
            _ => {}
        }
    }
    None
}

/// A message's body (`id (US name=kind value)*`) read into its id and arguments.
fn message(body: &str) -> Piece<'_> {
    let mut parts = split_top(body);
    let id = parts.next().unwrap_or("");
    let args = parts
        .filter_map(|part| {
            let (name, value) = part.split_once('=')?;
            let value = match value.split_at_checked(1)? {
                ("n", n) => Value::Number(n.parse().ok()?),
                ("t", w) => Value::Words(w),
                _ => return None,
            };
            Some((name, value))
        })
        .collect();
    Piece::Message { id, args }
}

/// Splits a body at its own `ARG`s, not at those of messages nested in it.
fn split_top(body: &str) -> impl Iterator<Item = &str> {
    let mut depth = 0usize;
    let mut cuts = vec![0];
    for (i, c) in body.char_indices() {
        match c {
            START => depth += 1,
            END => depth = depth.saturating_sub(1),
            ARG if depth == 0 => cuts.push(i),
            _ => {}
        }
    }
    cuts.push(body.len());
    let owned: Vec<&str> = cuts
        .windows(2)
        .map(|w| {
            let piece = &body[w[0]..w[1]];
            piece.strip_prefix(ARG).unwrap_or(piece)
        })
        .collect();
    owned.into_iter()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_back_with_its_arguments_and_nested_messages() {
        let inner = say!("game-card", n = 3);
        let text = format!(
            "Before {} after",
            say!("game-plays", who = "{p1}", card = &inner, count = 2usize)
        );
        let pieces = pieces(&text);
        assert_eq!(pieces.len(), 3);
        assert_eq!(pieces[0], Piece::Plain("Before "));
        assert_eq!(pieces[2], Piece::Plain(" after"));
        let Piece::Message { id, args } = &pieces[1] else {
            panic!("a message: {pieces:?}")
        };
        assert_eq!(*id, "game-plays");
        assert_eq!(args[0], ("who", Value::Words("{p1}")));
        assert_eq!(args[1], ("card", Value::Words(inner.as_str())));
        assert_eq!(args[2], ("count", Value::Number(2)));
    }

    #[test]
    fn lists_of_one_or_none_are_plain_and_broken_messages_read_as_words() {
        assert_eq!(list(&[], "nothing"), "nothing");
        assert_eq!(list(&["a".into()], "nothing"), "a");
        assert!(has_message(&list(&["a".into(), "b".into()], "")));
        let cut = say!("x-y", who = "Ann");
        let cut = &cut[..cut.len() - 1];
        let read = pieces(cut);
        assert!(read
            .iter()
            .all(|p| matches!(p, Piece::Plain(w) if !w.contains(START))));
        assert!(pieces("no message here") == vec![Piece::Plain("no message here")]);
    }
}
