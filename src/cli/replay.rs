//! `turnpost engine replay --file FILE [--all]`: replays a game exported from
//! `/games/{id}/export` (format in `docs/export.md`) and prints its final state, or with
//! `--all` every state from the setup to the end, one JSON document per line.

use crate::services::history::replay_export;
use std::io::Write;
use std::path::Path;

/// Replays the export in `path`; the error says what could not be read or replayed.
pub fn run(path: &Path, all: bool) -> Result<(), String> {
    let text = if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    // A closed pipe (`| head`) is not worth an error: the writes are allowed to fail.
    let last = replay_export(&text, |state| {
        if all {
            let _ = writeln!(out, "{state}");
        }
    })?;
    if !all {
        let _ = writeln!(out, "{last}");
    }
    let _ = out.flush();
    Ok(())
}
