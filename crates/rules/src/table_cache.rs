//! The endgame tables kept on disk between runs (ours, not the sources': Pioneer's
//! endgame library, spec §8, was a book of rules, not files).
//!
//! Building the tables of [`crate::endgame_tables`] costs about seven seconds of
//! processor time (five of wall time on two cores) before a program's first search,
//! whatever the search: `pioneer search` on Réti's study spent 5.1 s of 5.1 s on them. A
//! table is a pure function of the code that builds it, so it is written to a file the
//! first time and read back (a few milliseconds) by every later run.
//!
//! Where: the directory named by the environment variable `PIONEER_TABLES`; unset,
//! `$XDG_CACHE_HOME/pioneer/tables` or `$HOME/.cache/pioneer/tables`; `PIONEER_TABLES=off`
//! (or no home at all) builds every table in memory as before ([`Place`]).
//!
//! What guards a file, so that a table read back is the table the running code would
//! build:
//! - its name carries the [`FINGERPRINT`], a hash of the source text of every module the
//!   tables are built by (this one included) and of `Cargo.lock` (the pinned shakmaty): a
//!   change to any of them names new files,
//!   and the files of other fingerprints are removed when a new one is written;
//! - a header (magic, format version, the two arrays' lengths) and a checksum of the
//!   contents are checked on reading; a file that fails any check is rebuilt over;
//! - a file is written under a temporary name and renamed into place, so that two
//!   programs building at once never read half a file.
//!
//! A cache that cannot be read is rebuilt; one that cannot be written leaves the table
//! in memory and [`warning`] says why (the program prints it: the library does not).
//!
//! ```
//! use pioneer_rules::table_cache::{self, Place};
//!
//! let dir = std::env::temp_dir().join(format!("pioneer-doc-{}", std::process::id()));
//! let place = Place::Dir(dir.clone());
//! let table = [vec![0u8, 3, 5], vec![2u8, 0, 4]];
//! table_cache::save(&place, "example", &table).unwrap();
//! assert_eq!(table_cache::load(&place, "example", 3).unwrap(), table);
//! // A table of another length is not this one.
//! assert!(table_cache::load(&place, "example", 4).is_err());
//! std::fs::remove_dir_all(dir).unwrap();
//! ```

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use thiserror::Error;

/// The source text the tables are built by: a change to any of these files changes the
/// [`FINGERPRINT`] and with it every file name.
const SOURCES: [&str; 9] = [
    include_str!("retrograde.rs"),
    include_str!("mate_table.rs"),
    include_str!("queen_against.rs"),
    include_str!("queen_against/moves.rs"),
    include_str!("queen_against/placement.rs"),
    include_str!("four_men.rs"),
    include_str!("pawn_pawn.rs"),
    include_str!("piece_pawn.rs"),
    include_str!("table_cache.rs"),
];

/// One step of FNV-1a: `value` (a byte, or a word for [`checksum`]) into `hash`.
const fn fnv_step(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(0x0000_0100_0000_01b3)
}

/// The 64-bit FNV-1a hash of `bytes`, continuing from `hash`.
const fn fnv1a(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash = fnv_step(hash, bytes[i] as u64);
        i += 1;
    }
    hash
}

/// The unsigned little-endian number in `bytes` (at most eight).
fn little_endian(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .rev()
        .fold(0u64, |acc, &b| (acc << 8) | u64::from(b))
}

/// FNV-1a's starting value.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The hash of `SOURCES` and of the workspace's `Cargo.lock` (the shakmaty release
/// whose move generation the bare-king tables use, among every other pinned version): the
/// tables' files of other fingerprints are never read.
pub const FINGERPRINT: u64 = {
    let mut h = fnv1a(FNV_OFFSET, include_bytes!("../../../Cargo.lock"));
    let mut i = 0;
    while i < SOURCES.len() {
        h = fnv1a(h, SOURCES[i].as_bytes());
        i += 1;
    }
    h
};

/// The first bytes of every table file.
const MAGIC: &[u8; 8] = b"PIONEERT";
/// The layout of the file: magic, this version, the two lengths (u64, little-endian),
/// the two arrays, their checksum (u64, [`checksum`]).
const FORMAT: u32 = 2;

/// Where the tables are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// Not on disk: every program builds its tables in memory.
    Off,
    /// In this directory (made when the first table is written).
    Dir(PathBuf),
}

impl Place {
    /// The place the environment names (module docs): `PIONEER_TABLES`, then the user's
    /// cache directory.
    pub fn from_env() -> Place {
        let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
        if let Some(v) = var("PIONEER_TABLES") {
            return if v == "off" {
                Place::Off
            } else {
                Place::Dir(PathBuf::from(v))
            };
        }
        let base = var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache")));
        match base {
            Some(b) => Place::Dir(b.join("pioneer").join("tables")),
            None => Place::Off,
        }
    }

    /// The file of table `name` under the current fingerprint.
    fn file(dir: &Path, name: &str) -> PathBuf {
        dir.join(format!("{name}-{FINGERPRINT:016x}.table"))
    }
}

/// Why a table file was not used or not written.
#[derive(Debug, Error)]
pub enum CacheError {
    /// The cache is off ([`Place::Off`]).
    #[error("the table cache is off")]
    Off,
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is not a table of this program, of this length, or intact.
    #[error("{path}: {reason}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What check failed.
        reason: &'static str,
    },
}

/// The checksum of a table's two arrays: FNV-1a over their little-endian 64-bit words (a
/// byte at a time took a tenth of a second over the 38 MB of tables).
fn checksum(table: &[Vec<u8>; 2]) -> u64 {
    let mut h = FNV_OFFSET;
    for array in table {
        let words = array.chunks_exact(8);
        let rest = words.remainder();
        for w in words {
            h = fnv_step(h, little_endian(w));
        }
        h = fnv1a(h, rest);
    }
    h
}

/// Reads table `name` (two arrays of `len` values each) from `place`.
pub fn load(place: &Place, name: &str, len: usize) -> Result<[Vec<u8>; 2], CacheError> {
    let Place::Dir(dir) = place else {
        return Err(CacheError::Off);
    };
    let path = Place::file(dir, name);
    let io = |source| CacheError::Io {
        path: path.clone(),
        source,
    };
    let invalid = |reason| CacheError::Invalid {
        path: path.clone(),
        reason,
    };
    let mut bytes = Vec::new();
    std::fs::File::open(&path)
        .and_then(|mut f| f.read_to_end(&mut bytes))
        .map_err(io)?;
    let (head, rest) = bytes
        .split_at_checked(MAGIC.len() + 4 + 16)
        .ok_or_else(|| invalid("shorter than its header"))?;
    if &head[..8] != MAGIC {
        return Err(invalid("not a Pioneer table file"));
    }
    let word = |at: usize, n: usize| little_endian(&head[at..at + n]);
    if word(8, 4) != u64::from(FORMAT) {
        return Err(invalid("another format version"));
    }
    if word(12, 8) != len as u64 || word(20, 8) != len as u64 {
        return Err(invalid("another table length"));
    }
    if rest.len() != 2 * len + 8 {
        return Err(invalid("truncated or too long"));
    }
    let table = [rest[..len].to_vec(), rest[len..2 * len].to_vec()];
    let stored = little_endian(&rest[2 * len..]);
    if stored != checksum(&table) {
        return Err(invalid("checksum mismatch"));
    }
    Ok(table)
}

/// Writes table `name` to `place` (under a temporary name, then renamed into place) and
/// removes the files of the same table under other fingerprints.
pub fn save(place: &Place, name: &str, table: &[Vec<u8>; 2]) -> Result<(), CacheError> {
    let Place::Dir(dir) = place else {
        return Err(CacheError::Off);
    };
    if table[0].len() != table[1].len() {
        return Err(CacheError::Invalid {
            path: Place::file(dir, name),
            reason: "the two arrays differ in length",
        });
    }
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| CacheError::Io { path, source }
    };
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let path = Place::file(dir, name);
    let tmp = dir.join(format!(
        "{name}-{FINGERPRINT:016x}.{}.{:?}.tmp",
        std::process::id(),
        std::thread::current().id()
    ));
    let len = table[0].len() as u64;
    let write = |f: &mut std::fs::File| -> std::io::Result<()> {
        f.write_all(MAGIC)?;
        f.write_all(&FORMAT.to_le_bytes())?;
        f.write_all(&len.to_le_bytes())?;
        f.write_all(&len.to_le_bytes())?;
        f.write_all(&table[0])?;
        f.write_all(&table[1])?;
        f.write_all(&checksum(table).to_le_bytes())?;
        f.sync_all()
    };
    let written = std::fs::File::create(&tmp)
        .and_then(|mut f| write(&mut f))
        .and_then(|()| std::fs::rename(&tmp, &path));
    if let Err(e) = written {
        // The temporary file is of no use to anyone: its removal may fail too.
        let _ = std::fs::remove_file(&tmp);
        return Err(io(&path)(e));
    }
    remove_stale(dir, name);
    Ok(())
}

/// Removes the files of table `name` under other fingerprints (a failure leaves a stale
/// file that nothing reads: not worth a warning).
fn remove_stale(dir: &Path, name: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let current = format!("{name}-{FINGERPRINT:016x}.table");
    for e in entries.flatten() {
        let file = e.file_name();
        let Some(file) = file.to_str() else { continue };
        let ours = file
            .strip_prefix(name)
            .and_then(|r| r.strip_prefix('-'))
            .is_some_and(|r| r.len() == 16 + ".table".len() && r.ends_with(".table"));
        if ours && file != current {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The first failure to write a table this run, for the program to print.
static WARNING: OnceLock<String> = OnceLock::new();

/// Why a table could not be kept on disk this run, if one could not (the table was built
/// in memory all the same).
pub fn warning() -> Option<&'static str> {
    WARNING.get().map(String::as_str)
}

/// Table `name` (two arrays of `len` values): read from the environment's [`Place`], or
/// built by `build` and written there.
pub(crate) fn load_or_build(
    name: &str,
    len: usize,
    build: impl FnOnce() -> [Vec<u8>; 2],
) -> [Vec<u8>; 2] {
    load_or_build_at(&Place::from_env(), name, len, build)
}

/// [`load_or_build`] at a given place.
pub(crate) fn load_or_build_at(
    place: &Place,
    name: &str,
    len: usize,
    build: impl FnOnce() -> [Vec<u8>; 2],
) -> [Vec<u8>; 2] {
    if let Ok(table) = load(place, name, len) {
        return table;
    }
    let table = build();
    match save(place, name, &table) {
        Ok(()) | Err(CacheError::Off) => {}
        Err(e) => {
            let _ = WARNING.set(format!(
                "the endgame tables are not kept between runs ({e}); set PIONEER_TABLES to a \
                 writable directory, or to off"
            ));
        }
    }
    table
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn scratch(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "pioneer-table-cache-{tag}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        // Left over from an earlier run, if any: its removal may fail when there is none.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        dir
    }

    #[test]
    fn a_saved_table_reads_back() {
        let dir = scratch("round");
        let place = Place::Dir(dir.clone());
        let table = [(0..=255).collect::<Vec<u8>>(), (0..=255).rev().collect()];
        save(&place, "t", &table).unwrap();
        assert_eq!(load(&place, "t", 256).unwrap(), table);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_damaged_file_is_refused() {
        let dir = scratch("damaged");
        let place = Place::Dir(dir.clone());
        let table = [vec![1u8; 100], vec![2u8; 100]];
        save(&place, "t", &table).unwrap();
        let path = Place::file(&dir, "t");
        let mut bytes = std::fs::read(&path).unwrap();
        // One value changed: the checksum catches it.
        bytes[40] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(
            load(&place, "t", 100),
            Err(CacheError::Invalid {
                reason: "checksum mismatch",
                ..
            })
        ));
        // Cut short; not ours at all.
        for damaged in [&bytes[..50], b"hello"] {
            std::fs::write(&path, damaged).unwrap();
            assert!(matches!(
                load(&place, "t", 100),
                Err(CacheError::Invalid { .. })
            ));
        }
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn files_of_other_fingerprints_are_removed() {
        let dir = scratch("stale");
        let stale = dir.join("t-0123456789abcdef.table");
        let other = dir.join("u-0123456789abcdef.table");
        std::fs::write(&stale, b"old").unwrap();
        std::fs::write(&other, b"old").unwrap();
        save(&Place::Dir(dir.clone()), "t", &[vec![0], vec![0]]).unwrap();
        assert!(!stale.exists(), "the stale file of the same table is gone");
        assert!(other.exists(), "another table's file stays");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn an_unwritable_place_is_an_error_not_a_panic() {
        let dir = scratch("unwritable");
        // A file where the directory should be.
        let blocked = dir.join("file");
        std::fs::write(&blocked, b"x").unwrap();
        let place = Place::Dir(blocked.join("tables"));
        assert!(matches!(
            save(&place, "t", &[vec![0], vec![0]]),
            Err(CacheError::Io { .. })
        ));
        assert!(matches!(load(&place, "t", 1), Err(CacheError::Io { .. })));
        assert!(matches!(load(&Place::Off, "t", 1), Err(CacheError::Off)));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
