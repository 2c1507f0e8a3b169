//! The platform is game-neutral: outside a game's own folders (a path that names the game) and
//! the two registry lines, no file of `src/`, `templates/` or `static/` names a game. Adding a
//! game is its folders plus one line in `src/engine/registry.rs` and one in
//! `src/web/games/mod.rs`.

use std::path::{Path, PathBuf};

/// Every game's names as they may be written (registry name, module name, title).
fn game_names() -> Vec<Vec<String>> {
    turnpost::engine::registry::games()
        .iter()
        .map(|g| {
            let name = g.name().to_lowercase();
            vec![
                name.clone(),
                name.replace('-', "_"),
                name.replace('-', " "),
                g.about().title.to_lowercase(),
            ]
        })
        .collect()
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// A line that only declares a module (`pub mod humanity;`) names a folder, not a rule.
fn declares_a_module(line: &str) -> bool {
    let t = line.trim();
    let t = t.strip_prefix("pub ").unwrap_or(t);
    t.starts_with("mod ") && t.ends_with(';')
}

#[test]
fn no_shared_file_names_a_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let names = game_names();
    assert!(!names.is_empty(), "the registry has games");
    let mut all = Vec::new();
    for dir in ["src", "templates", "static"] {
        files(&root.join(dir), &mut all);
    }
    let mut offending = Vec::new();
    let mut registry_lines = 0;
    for path in &all {
        let rel = path
            .strip_prefix(root)
            .expect("inside the crate")
            .to_string_lossy()
            .to_lowercase();
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        // A game's own folders and files name it in their path.
        if names.iter().flatten().any(|n| rel.contains(n.as_str())) {
            continue;
        }
        let registry = rel == "src/engine/registry.rs" || rel == "src/web/games/mod.rs";
        for (i, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            if !names.iter().flatten().any(|n| lower.contains(n.as_str()))
                || declares_a_module(line)
            {
                continue;
            }
            if registry {
                registry_lines += 1;
            } else {
                offending.push(format!("{rel}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        offending.is_empty(),
        "shared files name a game (ask the registry instead):\n{}",
        offending.join("\n")
    );
    assert_eq!(
        registry_lines,
        2 * names.len(),
        "each game takes one line in each of the two registries"
    );
}

/// The service modules a file of `src/services/` calls (`services::x`, `services::{x, y}` or
/// `super::x` outside comments), by module name.
fn services_called(text: &str, modules: &[String]) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut called = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for prefix in ["services::", "super::"] {
            for (i, _) in line.match_indices(prefix) {
                let rest = &line[i + prefix.len()..];
                if let Some(group) = rest.strip_prefix('{') {
                    let group = &group[..group.find('}').unwrap_or(group.len())];
                    called.extend(group.split(',').map(ident));
                } else {
                    called.push(ident(rest));
                }
            }
        }
    }
    called.retain(|c| modules.contains(c));
    called.sort();
    called.dedup();
    called
}

#[test]
fn services_never_use_the_web_layer_and_call_each_other_without_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/services");
    let mut all = Vec::new();
    files(&root, &mut all);
    // A module is a top-level file (`games.rs`) with its folder (`history/`).
    let module_of = |p: &Path| -> String {
        let rel = p.strip_prefix(&root).expect("inside");
        let first = rel.components().next().expect("a part");
        first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string()
    };
    let mut modules: Vec<String> = all.iter().map(|p| module_of(p)).collect();
    modules.sort();
    modules.dedup();
    modules.retain(|m| m != "mod");
    let mut edges: Vec<(String, String)> = Vec::new();
    for path in &all {
        let text = std::fs::read_to_string(path).expect("text");
        let from = module_of(path);
        assert!(
            !text
                .lines()
                .any(|l| !l.trim_start().starts_with("//") && l.contains("crate::web")),
            "{} uses the web layer",
            path.display()
        );
        for to in services_called(&text, &modules) {
            if to != from {
                edges.push((from.clone(), to));
            }
        }
    }
    edges.sort();
    edges.dedup();
    // Depth-first search for a cycle.
    fn visit(
        m: &str,
        edges: &[(String, String)],
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            let mut cycle = path[i..].to_vec();
            cycle.push(m.to_string());
            return Some(cycle);
        }
        if done.iter().any(|d| d == m) {
            return None;
        }
        path.push(m.to_string());
        for (_, to) in edges.iter().filter(|(f, _)| f == m) {
            if let Some(c) = visit(to, edges, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.push(m.to_string());
        None
    }
    let mut done = Vec::new();
    for m in &modules {
        if let Some(cycle) = visit(m, &edges, &mut Vec::new(), &mut done) {
            panic!(
                "services call each other in a circle: {}",
                cycle.join(" → ")
            );
        }
    }
    // The graph was read: the turn service queues mail and writes history.
    for (from, to) in [
        ("games", "mail"),
        ("games", "history"),
        ("deadlines", "games"),
    ] {
        assert!(
            edges.iter().any(|(f, t)| f == from && t == to),
            "{from} → {to} missing from {edges:?}"
        );
    }
}
