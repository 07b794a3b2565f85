//! Helpers shared by `architecture.rs` and `doc_references.rs`, the tests that read the
//! repository's own files: its root, and the files under a folder with given endings.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace's root (the tests are targets of `crates/cli`).
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file under `dir` whose extension is one of `extensions`, in path order, not
/// entering the folders named in `skip`.
pub fn files_under(dir: &Path, extensions: &[&str], skip: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
            if !name.is_some_and(|n| skip.contains(&n.as_str())) {
                files_under(&p, extensions, skip, out);
            }
        } else if p
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            out.push(p);
        }
    }
}
