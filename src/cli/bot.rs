//! `turnpost bot match ...`: whole games between the bot under test and other players (random
//! ones or bots), side by side on every core, with the bot's win rate as the last line.
//!
//! Each game has its own seed (from `--seed` and its number); the bot under test sits in seat
//! `game number mod players`, so it plays every seat in turn. A win is finishing alone in first
//! place; a shared first place counts as half.

use crate::bots::Level;
use crate::engine::registry::{self, DynGame};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat, Setup};
use clap::Subcommand;
use serde_json::Value;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Subcommand)]
pub enum BotCommand {
    /// Play whole games between a bot and other players and print the bot's win rate last.
    Match(MatchArgs),
}

#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    /// The game, by its registry name.
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// The level of the bot under test: easy or normal.
    #[arg(long)]
    pub bot: String,
    /// The other seats: random (a uniformly random legal decision), easy or normal.
    #[arg(long)]
    pub against: String,
    #[arg(long)]
    pub games: u32,
    #[arg(long)]
    pub seed: u64,
    /// The most time any bot may think on one decision, in milliseconds [default: the
    /// level's own budget, without a time limit].
    #[arg(long)]
    pub think_ms: Option<u64>,
    /// Games played side by side [default: one per core].
    #[arg(long)]
    pub threads: Option<usize>,
    /// The game's setup choices as a JSON object, e.g. '{"turn_cap": 12}' [default: the
    /// game's defaults].
    #[arg(long, default_value = "{}")]
    pub options: String,
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Player {
    Random,
    Bot(Level),
}

impl Player {
    fn parse(text: &str) -> Option<Player> {
        match text.trim() {
            "random" => Some(Player::Random),
            other => Level::parse(other).map(Player::Bot),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Bot(level) => level.name(),
        }
    }
}

/// Stops a game that never ends (far above any game's length).
const MAX_DECISIONS: u32 = 100_000;

/// One decision of the bot under test.
#[derive(Debug, Clone, Copy)]
struct Thought {
    wall: Duration,
    cpu: Duration,
    iterations: u32,
}

/// The CPU time this thread has used: on a shared machine, the thinking the wall clock hides.
fn thread_cpu() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(
        t.tv_sec.max(0) as u64,
        t.tv_nsec.clamp(0, 999_999_999) as u32,
    )
}

/// One game's result.
struct Played {
    number: u32,
    seed: u64,
    bot_seat: Seat,
    decisions: u32,
    /// The bot under test's decisions: wall time, the thread's CPU time, iterations.
    times: Vec<Thought>,
    ranking: Vec<Placing>,
    /// Whether the game reached its end (else it was stopped and ranked by the score now).
    finished: bool,
    facts: Vec<(&'static str, String)>,
}

impl Played {
    /// 1 for a first place alone, 0.5 for a shared one, else 0.
    fn win(&self) -> f64 {
        let firsts = self.ranking.iter().filter(|p| p.rank == 1).count();
        match self.ranking.iter().find(|p| p.seat == self.bot_seat) {
            Some(p) if p.rank == 1 && firsts == 1 => 1.0,
            Some(p) if p.rank == 1 => 0.5,
            _ => 0.0,
        }
    }
}

pub fn run(command: BotCommand) -> ExitCode {
    match command {
        BotCommand::Match(args) => match play_match(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(why) => {
                eprintln!("error: {why}");
                ExitCode::from(1)
            }
        },
    }
}

/// Write a line to stdout; a closed pipe is not worth a panic.
fn out(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "{text}");
}

/// The seed of game `k` of a match.
fn game_seed(seed: u64, k: u32) -> u64 {
    let mut rng = Rng::new(seed ^ (u64::from(k) << 32 | u64::from(k)));
    rng.next_u64()
}

/// Plays the match; `Ok(false)` when a game failed (it counts as lost and is reported).
fn play_match(args: &MatchArgs) -> Result<bool, String> {
    let game = registry::game(&args.game).ok_or_else(|| {
        let names: Vec<&str> = registry::games().iter().map(|g| g.name()).collect();
        format!(
            "unknown game \"{}\" (the games: {})",
            args.game,
            names.join(", ")
        )
    })?;
    let about = game.about();
    if !(about.min_players..=about.max_players).contains(&args.players) {
        return Err(format!(
            "{} is played by {} to {} players",
            about.title, about.min_players, about.max_players
        ));
    }
    let bot = Level::parse(&args.bot)
        .ok_or_else(|| format!("--bot is easy or normal, not \"{}\"", args.bot))?;
    let against = Player::parse(&args.against).ok_or_else(|| {
        format!(
            "--against is random, easy or normal, not \"{}\"",
            args.against
        )
    })?;
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    options(game, &args.options)?;
    let think = args.think_ms.map(Duration::from_millis);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, args.games as usize);
    out(&format!(
        "playing {} games of {} at {} players: {} bot against {}, {} side by side{}",
        args.games,
        about.title,
        args.players,
        bot.name(),
        against.name(),
        threads,
        think.map_or(String::new(), |t| format!(
            ", at most {} ms a decision",
            t.as_millis()
        ))
    ));
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(u32, Result<Played, String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                if k >= args.games {
                    break;
                }
                let result = play_game(game, args, k, bot, against, think);
                let line = describe(&result, k);
                eprintln!("{line}");
                if let Ok(mut all) = results.lock() {
                    all.push((k, result));
                }
            });
        }
    });
    let mut results = results.into_inner().map_err(|_| "a game's thread failed")?;
    results.sort_by_key(|(k, _)| *k);
    for (k, r) in &results {
        out(&describe(r, *k));
    }
    let played: Vec<&Played> = results
        .iter()
        .filter_map(|(_, r)| r.as_ref().ok())
        .collect();
    let failed = results.len() - played.len();
    summary(&played, args.players, bot);
    if failed > 0 {
        out(&format!("{failed} game(s) failed and count as lost"));
    }
    let wins: f64 = played.iter().map(|p| p.win()).sum();
    out(&format!(
        "bot match: game={} players={} bot={} against={} games={} wins={} win_rate={}%",
        game.name(),
        args.players,
        bot.name(),
        against.name(),
        args.games,
        number(wins),
        number(wins * 100.0 / f64::from(args.games))
    ));
    Ok(failed == 0)
}

/// A number with at most one decimal, without a trailing ".0".
fn number(x: f64) -> String {
    let text = format!("{x:.1}");
    text.strip_suffix(".0").map_or(text.clone(), str::to_string)
}

fn play_game(
    game: &dyn DynGame,
    args: &MatchArgs,
    k: u32,
    bot: Level,
    against: Player,
    think: Option<Duration>,
) -> Result<Played, String> {
    let seed = game_seed(args.seed, k);
    let setup = Setup {
        players: args.players,
        seed,
        options: options(game, &args.options)?,
    };
    let bot_seat = k as usize % args.players;
    let mut state = game.new_game(&setup).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed ^ 0x5EA7_0F_C401CE);
    let mut decisions = 0u32;
    let mut times = Vec::new();
    let fail = |decisions: u32, why: String| format!("after {decisions} decisions: {why}");
    loop {
        if let Some(ranking) = game
            .outcome(&state)
            .map_err(|e| fail(decisions, e.to_string()))?
        {
            let facts = game
                .bot_facts(&state)
                .map_err(|e| fail(decisions, e.to_string()))?;
            return Ok(Played {
                number: k,
                seed,
                bot_seat,
                decisions,
                times,
                ranking,
                finished: true,
                facts,
            });
        }
        if decisions >= MAX_DECISIONS {
            let ranking = game
                .standings(&state)
                .map_err(|e| fail(decisions, e.to_string()))?;
            return Ok(Played {
                number: k,
                seed,
                bot_seat,
                decisions,
                times,
                ranking,
                finished: false,
                facts: Vec::new(),
            });
        }
        let to_act = game
            .to_act(&state)
            .map_err(|e| fail(decisions, e.to_string()))?;
        let seat = *to_act
            .first()
            .ok_or_else(|| fail(decisions, "nobody is to act".into()))?;
        let player = if seat == bot_seat {
            Player::Bot(bot)
        } else {
            against
        };
        let action = match player {
            Player::Random => {
                let mut legal = game
                    .legal(&state, seat)
                    .map_err(|e| fail(decisions, e.to_string()))?;
                if legal.is_empty() {
                    return Err(fail(
                        decisions,
                        format!("seat {} has no legal action", seat + 1),
                    ));
                }
                let i = rng.below(legal.len() as u64) as usize;
                legal.swap_remove(i)
            }
            Player::Bot(level) => {
                let start = Instant::now();
                let cpu = thread_cpu();
                let stop = || think.is_some_and(|t| start.elapsed() >= t);
                let decision_seed = game_seed(seed, decisions);
                let d = game
                    .bot_decide(&state, seat, level, decision_seed, &stop)
                    .map_err(|e| fail(decisions, e.to_string()))?;
                if seat == bot_seat {
                    times.push(Thought {
                        wall: start.elapsed(),
                        cpu: thread_cpu().saturating_sub(cpu),
                        iterations: d.iterations,
                    });
                }
                d.action
            }
        };
        let (next, _) = game
            .apply(&state, seat, &action.to_string())
            .map_err(|e| fail(decisions, format!("seat {} played {action}: {e}", seat + 1)))?;
        state = next;
        decisions += 1;
    }
}

/// The game's default setup choices, overridden by `--options`.
fn options(game: &dyn DynGame, text: &str) -> Result<Value, String> {
    let mut options: serde_json::Map<String, Value> = game
        .about()
        .options
        .iter()
        .map(|o| (o.key.to_string(), o.default_value()))
        .collect();
    match serde_json::from_str(text) {
        Ok(Value::Object(given)) => options.extend(given),
        _ => return Err("--options is a JSON object, e.g. '{\"turn_cap\": 12}'".into()),
    }
    Ok(Value::Object(options))
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

/// The median, 90th percentile and maximum of some durations (sorted here).
fn spread(mut times: Vec<Duration>) -> Option<(Duration, Duration, Duration)> {
    if times.is_empty() {
        return None;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    Some((at(0.5), at(0.9), times[times.len() - 1]))
}

fn describe(result: &Result<Played, String>, k: u32) -> String {
    let p = match result {
        Ok(p) => p,
        Err(why) => return format!("game {}: failed {why}", k + 1),
    };
    let mut ranking = p.ranking.clone();
    ranking.sort_by_key(|x| x.seat);
    let seats: Vec<String> = ranking
        .iter()
        .map(|x| {
            format!(
                "seat {}{} rank {} score {}",
                x.seat + 1,
                if x.seat == p.bot_seat { " (bot)" } else { "" },
                x.rank,
                x.score
            )
        })
        .collect();
    let time = spread(p.times.iter().map(|t| t.wall).collect())
        .map_or(String::new(), |(m, _, x)| {
            format!(", bot {} ms median {} ms max", ms(m), ms(x))
        });
    let facts: Vec<String> = p.facts.iter().map(|(k, v)| format!("{k} {v}")).collect();
    format!(
        "game {} (seed {}): {}{} decisions{}; {}{}{}",
        p.number + 1,
        p.seed,
        if p.finished { "" } else { "stopped after " },
        p.decisions,
        time,
        seats.join(", "),
        if facts.is_empty() { "" } else { "; " },
        facts.join(", ")
    )
}

/// The lines before the last: thinking time, game lengths, scores and how the games ended.
fn summary(played: &[&Played], players: usize, bot: Level) {
    let all: Vec<Thought> = played.iter().flat_map(|p| p.times.clone()).collect();
    let line = |label: &str, times: &[&Thought]| {
        let n = times.len();
        let wall = spread(times.iter().map(|t| t.wall).collect());
        let cpu = spread(times.iter().map(|t| t.cpu).collect());
        match (wall, cpu) {
            (Some((m, q, x)), Some((cm, cq, cx))) => out(&format!(
                "time per decision of the {} bot, {label}: median {} ms, p90 {} ms, max {} ms; CPU median {} ms, p90 {} ms, max {} ms ({n} decisions)",
                bot.name(), ms(m), ms(q), ms(x), ms(cm), ms(cq), ms(cx)
            )),
            _ => out(&format!("time per decision of the {} bot, {label}: no decisions", bot.name())),
        }
    };
    line("all", &all.iter().collect::<Vec<_>>());
    let searched: Vec<&Thought> = all.iter().filter(|t| t.iterations > 0).collect();
    line("with a choice", &searched);
    if !searched.is_empty() {
        let mut its: Vec<u32> = searched.iter().map(|t| t.iterations).collect();
        its.sort_unstable();
        out(&format!(
            "iterations per searched decision: median {}, min {}",
            its[its.len() / 2],
            its[0]
        ));
    }
    if played.is_empty() {
        return;
    }
    let mut lengths: Vec<u32> = played.iter().map(|p| p.decisions).collect();
    lengths.sort_unstable();
    out(&format!(
        "game length in decisions: median {}, min {}, max {}; stopped unfinished: {}",
        lengths[lengths.len() / 2],
        lengths[0],
        lengths[lengths.len() - 1],
        played.iter().filter(|p| !p.finished).count()
    ));
    let mut bot_scores = Vec::new();
    let mut other_scores = Vec::new();
    let mut places = vec![0u32; players + 1];
    for p in played {
        for x in &p.ranking {
            if x.seat == p.bot_seat {
                bot_scores.push(x.score);
                if let Some(c) = places.get_mut(x.rank) {
                    *c += 1;
                }
            } else {
                other_scores.push(x.score);
            }
        }
    }
    let mean = |v: &[i64]| {
        if v.is_empty() {
            0.0
        } else {
            v.iter().sum::<i64>() as f64 / v.len() as f64
        }
    };
    out(&format!(
        "final scores: bot mean {:.1}, other seats mean {:.1}; the bot's places: {}",
        mean(&bot_scores),
        mean(&other_scores),
        (1..=players)
            .map(|r| format!("{r}: {}", places[r]))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    // Each fact the game reports, with how many games ended that way.
    let mut facts: Vec<(&str, Vec<(String, u32)>)> = Vec::new();
    for p in played {
        for (k, v) in &p.facts {
            let i = match facts.iter().position(|(name, _)| name == k) {
                Some(i) => i,
                None => {
                    facts.push((k, Vec::new()));
                    facts.len() - 1
                }
            };
            let values = &mut facts[i].1;
            match values.iter_mut().find(|(x, _)| x == v) {
                Some((_, n)) => *n += 1,
                None => values.push((v.clone(), 1)),
            }
        }
    }
    for (k, mut values) in facts {
        values.sort();
        out(&format!(
            "how games ended, {k}: {}",
            values
                .iter()
                .map(|(v, n)| format!("{v} in {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
}
