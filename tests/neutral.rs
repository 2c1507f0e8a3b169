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
